// Reading one price of a price list with the quotes' cell readers: amount, currency, period, basis
// and billing mode, or the reason it is left unread.
#include "planner/report/pricelist_internal.h"

#include "planner/quotes/quote.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::report::pricecells {

namespace {

QString billingOfPeriod(const QString &period, int *term)
{
    if (period == QLatin1String("month"))
        return QStringLiteral("monthly");
    if (period == QLatin1String("year")) {
        *term = 12;
        return QStringLiteral("reserved");
    }
    return period.isEmpty() ? QString() : QStringLiteral("hourly");
}

QString notAPrice(const QString &cell, const QString &why)
{
    return QCoreApplication::translate("pricelist", "'%1' is not a price: %2").arg(cell.trimmed(), why);
}

// The currency of a price that names none anywhere: the default, else a problem.
bool settleCurrency(const PriceCells &in, OfferPrice &out)
{
    if (!out.currency.isEmpty())
        return true;
    if (!in.defaultCurrency.isEmpty()) {
        out.currency = in.defaultCurrency;
        out.currencyFrom = QStringLiteral("default");
        return true;
    }
    out.problem = QCoreApplication::translate(
        "pricelist",
        "no currency: write ¥, $, 元 or USD in the cell or its header, or add a currency column");
    return false;
}

// A purchase price: once, no period; the whole server ("/台" may say so), never per GPU.
OfferPrice readPurchase(const PriceCells &in, OfferPrice out)
{
    const quotes::MoneyCell m = quotes::parseMoneyCell(in.cell);
    if (m.onRequest) {
        out.onRequest = true;
        out.problem =
            notAPrice(in.cell, QCoreApplication::translate("pricelist", "price on request (ask the vendor)"));
        return out;
    }
    if (!m.ok || m.empty || m.amount <= 0) {
        out.problem =
            m.empty ? QCoreApplication::translate("pricelist", "no price")
                    : notAPrice(in.cell,
                                QCoreApplication::translate("pricelist", "not a number this planner reads"));
        return out;
    }
    const quotes::PriceUnit unit = quotes::parsePriceUnit(m.per);
    const bool periodInHeader = !quotes::parsePriceUnit(in.header).period.isEmpty() ||
                                !quotes::priceUnitOfField(in.field).period.isEmpty();
    if (!unit.period.isEmpty() || periodInHeader) {
        out.problem = notAPrice(
            in.cell,
            QCoreApplication::translate(
                "pricelist", "the billing is a purchase, but the price names a period (/时, /月, /年)"));
        return out;
    }
    static const QRegularExpression perMachine(
        QStringLiteral("^/?\\s*(?:\\x{53F0}|\\x{5957}|server|node|machine|unit)$"),
        QRegularExpression::CaseInsensitiveOption); // 台 套
    if (!m.per.isEmpty() && !perMachine.match(m.per).hasMatch()) {
        out.problem =
            notAPrice(in.cell, QCoreApplication::translate(
                                   "pricelist",
                                   "a purchase price is read for the whole server only (per card is not)"));
        return out;
    }
    const quotes::CurrencyRead c = quotes::readCurrency(in.cell, in.header, in.currencyCell);
    if (!c.problem.isEmpty()) {
        out.problem = c.problem;
        return out;
    }
    out.amount = m.amount * quotes::amountMultiplier(in.cell, in.unitCell, in.header);
    out.perMachine = !m.per.isEmpty();
    out.unitText = m.per;
    out.currency = c.currency;
    out.currencyFrom = c.from;
    settleCurrency(in, out);
    return out;
}

} // namespace

OfferPrice readOfferPrice(const PriceCells &in)
{
    OfferPrice out;
    if (!in.billingCell.trimmed().isEmpty()) {
        out.billing = billingFromText(in.billingCell, &out.termMonths);
        if (out.billing.isEmpty()) {
            out.problem = QCoreApplication::translate("pricelist",
                                                      "'%1' is not a billing mode (按量付费, 包年包月, 包年, "
                                                      "抢占式, 购买)")
                              .arg(in.billingCell.trimmed());
            out.billingCell = true;
            return out;
        }
    } else if (quotes::namesPurchase(in.header) && in.field == QLatin1String("price") &&
               quotes::parsePriceUnit(in.header).period.isEmpty()) {
        out.billing = QStringLiteral("purchase");
    }
    if (out.billing == QLatin1String("purchase"))
        return readPurchase(in, out);

    // A field that names a period was chosen for the column (or read from the header, where they
    // agree): it wins over the header's words. The header still gives the currency. A reserved term's
    // field names a commitment, not a period: its header's unit counts, without the term's words.
    const int reservedTerm = quotes::reservedTermOfField(in.field);
    QString header = reservedTerm > 0 ? quotes::withoutTerm(in.header) : in.header;
    bool currencyOnly = false; // the header cut to its currency
    if (reservedTerm == 0 && !quotes::priceUnitOfField(in.field).period.isEmpty()) {
        bool ambiguous = false;
        const QString currency = quotes::currencyInText(in.header, &ambiguous);
        currencyOnly = !ambiguous;
        header = ambiguous ? in.header : currency;
    }
    // The unit column, else (when nothing else names the period) the billing cell: 包月, 按量, 包年.
    QString rowUnit = in.unitCell;
    if (quotes::parsePriceUnit(rowUnit).period.isEmpty() && quotes::parsePriceUnit(header).period.isEmpty() &&
        quotes::priceUnitOfField(in.field).period.isEmpty() &&
        !quotes::parsePriceUnit(in.billingCell).period.isEmpty())
        rowUnit = in.billingCell;
    const quotes::PriceCell p = quotes::readPriceCell(in.cell, header, rowUnit, in.field, in.currencyCell);
    if (p.onRequest) {
        out.onRequest = true;
        out.problem =
            notAPrice(in.cell, QCoreApplication::translate("pricelist", "price on request (ask the vendor)"));
        return out;
    }
    if (!p.ok) {
        out.problem = p.problem;
        return out;
    }
    if (p.empty) {
        out.problem = QCoreApplication::translate("pricelist", "no price");
        return out;
    }
    if (p.amount <= 0) {
        out.problem = notAPrice(in.cell, QCoreApplication::translate("pricelist", "zero"));
        return out;
    }
    out.amount = p.amount;
    // The cell reader saw only the header's currency (a field names the period): the header's multiplier
    // ("月租（万元）") still applies, unless the unit column wrote one.
    if (currencyOnly && header != in.header && quotes::amountMultiplier(in.cell, rowUnit, {}) == 1)
        out.amount *= quotes::amountMultiplier(in.cell, {}, in.header);
    out.period = p.unit.period;
    out.perGpu = p.unit.perGpu;
    out.perMachine = p.unit.perMachine;
    out.unitText = p.unitText;
    out.currency = p.currency;
    if (!out.currency.isEmpty())
        out.currencyFrom = quotes::readCurrency(in.cell, header, in.currencyCell).from;
    if (!settleCurrency(in, out))
        return out;
    if (reservedTerm > 0 && out.billing.isEmpty()) {
        out.billing = QStringLiteral("reserved");
        out.termMonths = reservedTerm;
    }
    if (out.billing.isEmpty())
        out.billing = billingOfPeriod(out.period, &out.termMonths);
    if (out.billing == QLatin1String("reserved") && out.termMonths == 0)
        out.termMonths = 12;
    return out;
}

nlohmann::json catalogPriceRow(const OfferRow &offer, const OfferPrice &p, const nlohmann::json &hardware)
{
    const auto u8 = [](const QString &s) { return s.toStdString(); };
    // To the catalog's units: hour or month, whole offer; purchase once.
    double price = p.amount * (p.perGpu ? double(offer.gpus) : 1.0);
    QString unit = QStringLiteral("hour");
    if (p.billing == QLatin1String("purchase")) {
        unit = QStringLiteral("once");
    } else if (p.period == QLatin1String("year")) {
        price /= 12.0;
        unit = QStringLiteral("month");
    } else if (p.period == QLatin1String("three_years")) { // a three-year term's whole price
        price /= 36.0;
        unit = QStringLiteral("month");
    } else if (p.period == QLatin1String("month")) {
        unit = QStringLiteral("month");
    } else if (p.period == QLatin1String("day")) {
        price /= 24.0;
    }
    nlohmann::json row = hardware.is_object() ? hardware : nlohmann::json::object();
    const QString billing = p.billing == QLatin1String("reserved") && p.termMonths > 0
                                ? QStringLiteral("reserved, %1 months").arg(p.termMonths)
                                : p.billing;
    row["name"] = u8(offer.provider + QStringLiteral(" ") + offer.offering + QStringLiteral(" (") + billing +
                     QLatin1Char(')'));
    row["provider"] = u8(offer.provider);
    row["offering"] = u8(offer.offering);
    if (!offer.region.isEmpty())
        row["region"] = u8(offer.region);
    row["accelerator_id"] = u8(offer.acceleratorId);
    row["gpu_count"] = offer.gpus;
    row["billing"] = u8(p.billing);
    if (p.termMonths > 0)
        row["term_months"] = p.termMonths;
    row["price"] = price;
    row["unit"] = u8(unit);
    row["currency"] = u8(p.currency);
    row["as_of"] = u8(offer.asOf.toString(Qt::ISODate));
    if (p.billing == QLatin1String("purchase")) {
        row["price_basis"] = "reseller-quote";
        if (row.contains("vcpus") || row.contains("ram_gb"))
            row["scope"] = "server";
    }
    nlohmann::json source{{"document", u8(offer.document)}, {"confidence", "price-list"}};
    if (offer.source.startsWith(QLatin1String("http")))
        source["url"] = u8(offer.source);
    if (!offer.notes.isEmpty())
        source["note"] = u8(offer.notes);
    row["source"] = source;
    return row;
}

} // namespace gpuplanner::report::pricecells
