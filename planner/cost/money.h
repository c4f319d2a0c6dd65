#pragma once

#include <optional>
#include <QString>

namespace gpuplanner::planner::cost {

enum class Currency
{
    Usd,
    Cny
};

QString currencyId(Currency c);                            // "USD", "CNY"
std::optional<Currency> currencyFromId(const QString &id); // case-insensitive
// Converts an amount between currencies at `cnyPerUsd` yuan per US dollar.
double convert(double amount, Currency from, Currency to, double cnyPerUsd);
// Decimals an amount is shown with: none from 100, 2 from 1, 4 from a hundredth, below that three
// significant digits.
int moneyDecimals(double amount);
// "1,234.50 USD"-style text for the engine's explanations (no grouping; decimals as above).
QString moneyText(double amount, Currency c);

// A money setting of the cost assumptions: a default that carries its source and date, a
// user-adjustable default (no source, no date), or a figure the user entered.
struct PriceSetting
{
    double amount = 0;
    Currency currency = Currency::Usd;
    bool userEntered = false;
    QString source; // document and provider of a reference default; empty for a plain default
    QString asOf;   // date of a reference default (YYYY-MM or YYYY-MM-DD)
    QString url;    // where the reference figure can be checked
};

// Where a price the cost model shows comes from. Every price carries one.
enum class PriceOrigin
{
    Catalog,     // a catalog offer (provider's price list), with its date
    Reference,   // a reference price of the cost assumptions, with its source and date
    Derived,     // computed from another price and a named discount
    Default,     // a user-adjustable default, not a quote
    UserEntered, // typed in by the user
    Missing,     // unknown: the user must enter it
};
QString priceOriginId(PriceOrigin o); // catalog | reference | derived | default | user | missing

// One price as the report shows it, converted to the report's currency.
struct PriceRef
{
    QString key;       // "gpu.hourly", "purchase.server", "storage.object_storage", ...
    QString label;     // for people
    double amount = 0; // in the report's currency, per `unit`
    QString unit;      // "GPU-hour", "server", "GB-month", "Mbps-month", "GB", "IP-month", "kWh", ...
    PriceOrigin origin = PriceOrigin::Missing;
    QString source;  // offer and provider, document, or the derivation
    QString asOf;    // date of the underlying price; empty for user-entered figures and plain defaults
    QString offerId; // the catalog row, when the price comes from the catalog
    bool converted = false; // given in the other currency and converted at the plan's rate
    QString url;            // the source's link, where there is one
    bool known() const { return origin != PriceOrigin::Missing; }
    bool operator==(const PriceRef &) const = default;
};

// The price's provenance in words: "source, date", "user-entered", "user-adjustable default, not a
// quote", "derived: …" or "missing: …".
QString provenance(const PriceRef &p);

// A unit as people read it in the current language ("node-month" → "节点·月"); a money unit
// "USD/GB-month" keeps its currency. Units without a translation (GB, W, ms) come back as given.
QString unitName(const QString &unit);

// A PriceRef for a setting, converted to `to`.
PriceRef priceFromSetting(const QString &key, const QString &label, const QString &unit,
                          const PriceSetting &s, Currency to, double cnyPerUsd);

} // namespace gpuplanner::planner::cost
