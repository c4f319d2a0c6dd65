// A table with one quote per row (any vendor's CSV or JSON): columns mapped to fields by their
// headers, each row checked cell by cell; a bad row is reported and left out.
#include "planner/quotes/quotetable.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace gpuplanner::quotes::detail {

void importWide(const Grid &grid, int headerRow, const ColumnMapping &mapping, const CellLocator &where,
                const ImportOptions &options, QuoteImport &out)
{
    int vendorColumn = -1, unitColumn = -1;
    bool anyPrice = false;
    for (size_t c = 0; c < mapping.fields.size(); ++c) {
        if (mapping.fields[c] == QLatin1String("vendor"))
            vendorColumn = int(c);
        if (mapping.fields[c] == QLatin1String("price_unit"))
            unitColumn = int(c);
        else if (mapping.fields[c].startsWith(QLatin1String("price")))
            anyPrice = true;
        if (mapping.fields[c].isEmpty() && !where.header.value(qsizetype(c)).trimmed().isEmpty())
            out.messages << (options.forApp
                                 ? QCoreApplication::translate("report", "%1: column '%2' is not used (choose its "
                                                                         "field in the column-mapping step)")
                                 : QCoreApplication::translate("report", "%1: column '%2' is not used: no field has "
                                                                         "this name (map it with --map '%2=FIELD')"))
                                .arg(where.file, headerLabel(where.header[qsizetype(c)]));
    }
    // A vendor's own sheet names the vendor once, above the table.
    const Labelled vendorAbove = vendorColumn < 0 ? labelled(grid, headerRow, QStringLiteral("vendor")) : Labelled{};
    const int nameColumn = vendorColumn >= 0 ? vendorColumn : 0; // the cell named for a row's problems
    if (vendorColumn < 0 && vendorAbove.value.isEmpty()) {
        out.messages << (options.forApp ? QCoreApplication::translate("report", "%1: no column holds the vendor: "
                                                                                "choose \"vendor\" for one in the "
                                                                                "column-mapping step; nothing was imported")
                                        : QCoreApplication::translate("report", "%1: no column names the vendor (a header such as "
                                                              "'vendor' or '供应商', or --map COLUMN=vendor); nothing "
                                                              "was imported"))
                            .arg(where.file);
        return;
    }
    if (!anyPrice)
        out.messages << QCoreApplication::translate("report", "%1: no price column (price_per_hour, price_per_month, "
                                                              "price_per_year): the quotes cannot be priced")
                            .arg(where.file);
    QHash<QString, int> seen; // vendor + offering → first row
    for (int row = headerRow + 1; row < grid.size(); ++row) {
        if (rowIsEmpty(grid[row]))
            continue;
        ++out.rowsRead;
        Quote q;
        q.vendor = vendorAbove.value;
        q.source = where.file;
        q.importedAt = options.importedAt;
        QString currency, problem;
        int badColumn = -1;
        // The currency column first, so that a price in another currency is the cell named.
        std::vector<size_t> order(mapping.fields.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_partition(order.begin(), order.end(), [&](size_t c) { return mapping.fields[c] == QLatin1String("currency"); });
        for (size_t k = 0; k < order.size() && badColumn < 0; ++k) {
            const size_t c = order[k];
            const PriceContext price{cellAt(grid, row, unitColumn), headerLabel(where.header.value(qsizetype(c)))};
            if (!mapping.fields[c].isEmpty() &&
                !applyCell(q, mapping.fields[c], cellAt(grid, row, int(c)), currency, &problem, price))
                badColumn = int(c);
        }
        if (badColumn < 0 && q.vendor.isEmpty()) {
            badColumn = nameColumn;
            problem = QCoreApplication::translate("report", "the vendor is empty");
        }
        if (badColumn < 0 && currency.isEmpty()) {
            currency = options.defaultCurrency;
            if (currency.isEmpty() && q.price.any()) {
                badColumn = nameColumn;
                for (size_t c = 0; c < mapping.fields.size(); ++c)
                    if (mapping.fields[c] == QLatin1String("currency"))
                        badColumn = int(c);
                problem = options.forApp ? QCoreApplication::translate("report", "no currency: give CNY or USD (a "
                                                                                 "currency column, a ¥ / $ sign, or the "
                                                                                 "currency in the column-mapping step)")
                                         : QCoreApplication::translate("report", "no currency: give CNY or USD (a currency column, "
                                                                "a ¥ / $ sign, or --quote-currency)");
            }
        }
        if (!vendorAbove.value.isEmpty() && q.offering.isEmpty()) {
            // One vendor, a row per configuration: the configuration names the quote.
            const QuoteAnswer *gpu = q.answer(QStringLiteral("gpu_model"));
            const QuoteAnswer *count = q.answer(QStringLiteral("gpu_count"));
            if (gpu)
                q.offering = count ? QStringLiteral("%1 × %2").arg(count->value, gpu->offered) : gpu->offered;
        }
        const QString key = q.vendor.toLower() + QLatin1Char('\x1f') + q.offering.toLower();
        if (badColumn < 0 && seen.contains(key)) {
            badColumn = nameColumn;
            problem = QCoreApplication::translate("report", "'%1' is quoted twice (first in row %2)")
                          .arg(q.vendor)
                          .arg(seen.value(key) + 1);
        }
        if (badColumn >= 0) {
            out.messages << QCoreApplication::translate("report", "%1: %2; the row is left out")
                                .arg(where.at(row, badColumn), problem);
            ++out.rowsSkipped;
            continue;
        }
        seen.insert(key, row);
        q.currency = currency.isEmpty() ? QStringLiteral("USD") : currency;
        out.quotes.push_back(std::move(q));
    }
}

} // namespace gpuplanner::quotes::detail
