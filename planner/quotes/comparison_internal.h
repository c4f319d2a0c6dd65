#pragma once

// Internal to the comparison: the prices of a quote as read, and the check of a quote's price
// against the catalog's estimate (quoteprices.cpp), used by the ranking (comparison.cpp).
#include "planner/cost/prices.h"
#include "planner/quotes/comparison.h"

#include <QHash>

namespace gpuplanner::quotes::detail {

// Money as the documents write it (planner/report/reportformat.h money()): whole units from 100.
QString money(double amount, planner::cost::Currency currency);
// "per GPU-hour", "per month"… for a price field.
QString periodWords(const QString &field);
// The prices of a quote as reads (typed prices as whole-configuration reads of their own field).
std::vector<PriceRead> readsOf(const Quote &q);

// The catalog's reference prices of one GPU at one count, looked up once per comparison.
struct GpuPriceCache
{
    QHash<QString, planner::cost::GpuPrices> prices;
    QHash<QString, QString> why; // the estimate in words
};

// A quote's monthly cost against the catalog's estimate for what it offers, with the likely cause
// of a price far from it.
PriceSanity sanityOf(const QuoteResult &r, const Comparison &c, const QuoteBasis &b, const catalog::Catalog &catalog,
                     double planGpus, GpuPriceCache &priceCache);

// The plan's workload bought on a quote that gives a price to buy its machines (quotepurchase.cpp):
// `machines` of `gpusPerMachine` × `acceleratorId` at `pricePerMachine` in the quote's currency.
QuoteCost purchaseCostOnQuote(const Quote &q, double pricePerMachine, const Comparison &c,
                              const QuoteBasis &b, const catalog::Catalog &catalog,
                              const QString &acceleratorId, int gpusPerMachine, int machines);

} // namespace gpuplanner::quotes::detail
