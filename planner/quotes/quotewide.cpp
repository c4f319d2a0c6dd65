// A table with one quote per row (any vendor's CSV or JSON): columns mapped to fields by their
// headers, each row read cell by cell; a cell that cannot be read is reported and left unread, the
// quote kept. Totals, notes and repeated header rows are skipped; a second block of quotes with a
// header of its own is read with that header.
#include "planner/quotes/cellmemo.h"
#include "planner/quotes/judgequote.h"
#include "planner/quotes/quotetable.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace gpuplanner::quotes::detail {

void importWide(const Grid &grid, int headerRow, const ColumnMapping &mapping, const CellLocator &where,
                const ImportOptions &options, QuoteImport &out)
{
    int vendorColumn = -1;
    bool anyPrice = false;
    for (size_t c = 0; c < mapping.fields.size(); ++c) {
        if (mapping.fields[c] == QLatin1String("vendor"))
            vendorColumn = int(c);
        if (mapping.fields[c].startsWith(QLatin1String("price")) && mapping.fields[c] != QLatin1String("price_unit"))
            anyPrice = true;
        if (mapping.fields[c].isEmpty() && !where.header.value(qsizetype(c)).trimmed().isEmpty())
            out.messages << (options.forApp
                                 ? QCoreApplication::translate("report", "%1: column '%2' is not used (choose its "
                                                                         "field in the column-mapping step)")
                                 : QCoreApplication::translate("report", "%1: column '%2' is not used: no field has "
                                                                         "this name (map it with --map '%2=FIELD')"))
                                .arg(where.file, headerLabel(where.header[qsizetype(c)]));
    }
    // A vendor's own sheet names the vendor once, above the table: under a label ("供应商：Acme"), else
    // in its title ("Acme GPU 服务器报价单"); a sheet that names it nowhere is named after its file, and
    // the messages say which, so that no vendor's quotes are dropped for want of a name.
    Labelled vendorAbove =
        vendorColumn < 0 ? labelled(grid, headerRow, QStringLiteral("vendor")) : Labelled{};
    const int nameColumn = vendorColumn >= 0 ? vendorColumn : 0; // the cell named for a row's problems
    if (vendorColumn < 0 && vendorAbove.value.isEmpty()) {
        const Labelled title = vendorInTitle(grid, headerRow);
        // A letter or digit of any script: "甲方报价.csv" is a name, standard input ("-") none.
        static const QRegularExpression wordChar(QStringLiteral("\\w"),
                                                 QRegularExpression::UseUnicodePropertiesOption);
        QString fileName = QFileInfo(where.file).completeBaseName().simplified();
        if (!wordChar.match(fileName).hasMatch()) // standard input ("-")
            fileName.clear();
        vendorAbove.value = !title.value.isEmpty() ? title.value : fileName;
        if (vendorAbove.value.isEmpty()) {
            out.messages << (options.forApp
                                 ? QCoreApplication::translate("report",
                                                               "%1: no column holds the vendor: choose "
                                                               "\"vendor\" for one in the column-mapping "
                                                               "step; nothing was imported")
                                 : QCoreApplication::translate("report",
                                                               "%1: no column names the vendor (a header "
                                                               "such as 'vendor' or '供应商', or --map "
                                                               "COLUMN=vendor); nothing was imported"))
                                .arg(where.file);
            return;
        }
        const QString how = options.forApp
                                ? QCoreApplication::translate("report", "choose \"vendor\" for a column "
                                                                        "in the column-mapping step to "
                                                                        "name them otherwise")
                                : QCoreApplication::translate("report", "--map COLUMN=vendor names them "
                                                                        "otherwise");
        CellLocator above = where;
        above.header.clear();
        out.messages << (!title.value.isEmpty()
                             ? QCoreApplication::translate("report",
                                                           "%1: no column or label names the vendor: the "
                                                           "quotes are named '%2' from the title; %3")
                                   .arg(above.at(title.row, title.column), title.value, how)
                             : QCoreApplication::translate("report",
                                                           "%1: no column, label or title names the vendor: "
                                                           "the quotes are named '%2' after the file; %3")
                                   .arg(where.file, fileName, how));
    }
    if (!anyPrice)
        out.messages << QCoreApplication::translate("report",
                                                    "%1: no price column (price_per_hour, price_per_month, "
                                                    "price_per_year, price_reserved_year, "
                                                    "price_reserved_3year): the quotes cannot be priced")
                            .arg(where.file);
    // Per column, computed once: the header label and whole text (for messages and price units),
    // and the reading order (the currency column first, so that a price in another currency is the
    // cell named).
    struct Layout
    {
        ColumnMapping mapping;
        QStringList header, labels;
        std::vector<size_t> order;
        int vendorColumn = -1, offeringColumn = -1, unitColumn = -1, currencyColumn = -1;
        QSet<QString> headerTexts; // the header's cells, lower case: a repeated header row is found by them
    };
    const auto layoutOf = [](const ColumnMapping &m, const QStringList &header) {
        Layout l;
        l.mapping = m;
        l.header = header;
        for (size_t c = 0; c < m.fields.size(); ++c) {
            const QString h = header.value(qsizetype(c));
            l.labels << headerLabel(h);
            if (!h.trimmed().isEmpty())
                l.headerTexts.insert(headerLabel(h).toLower());
            if (m.fields[c].isEmpty())
                continue;
            l.order.push_back(c);
            const QString &f = m.fields[c];
            if (f == QLatin1String("vendor") && l.vendorColumn < 0)
                l.vendorColumn = int(c);
            else if (f == QLatin1String("offering") && l.offeringColumn < 0)
                l.offeringColumn = int(c);
            else if (f == QLatin1String("price_unit"))
                l.unitColumn = int(c);
            else if (f == QLatin1String("currency"))
                l.currencyColumn = int(c);
        }
        // A plain "unit" / "单位" column (the RFQ's unit of a requirement) in a table of one offer per row
        // holds the price's unit where no price-unit column does ("price | unit": "2.5 | 元/卡/小时"),
        // else a billing column ("计费方式 | 包月", "billing | hourly"): a cell that names no period
        // there leaves the price to its header.
        for (const char *fallback : {"unit", "billing_rules"})
            for (size_t c = 0; c < m.fields.size() && l.unitColumn < 0; ++c)
                if (m.fields[c] == QLatin1String(fallback))
                    l.unitColumn = int(c);
        std::stable_partition(l.order.begin(), l.order.end(),
                              [&m](size_t c) { return m.fields[c] == QLatin1String("currency"); });
        return l;
    };
    Layout layout = layoutOf(mapping, where.header);
    const catalog::Catalog &catalog = catalogFor(options);
    QHash<QString, GpuCountRead> offeringGpus; // this import's offerings, each looked up once
    const CoresLookup cores = catalogCores(catalog);
    CellLocator at = where;
    QHash<QString, int> seen;           // vendor + offering → first row
    QHash<QString, size_t> vendorIndex; // vendor → out.vendors
    const auto summaryOf = [&](const QString &vendor) -> VendorImport & {
        const auto it = vendorIndex.constFind(vendor);
        if (it != vendorIndex.constEnd())
            return out.vendors[it.value()];
        vendorIndex.insert(vendor, out.vendors.size());
        out.vendors.push_back({});
        out.vendors.back().vendor = vendor;
        return out.vendors.back();
    };
    QSet<QStringList> readLists; // the lists of columns read, each kept once
    QSet<QString> vendorWords; // "供应商", "vendor"…: the vendor column's header of another block
    if (const QuoteField *f = quoteField(QStringLiteral("vendor")))
        for (const QString &w : f->synonyms)
            vendorWords.insert(w);
    for (int row = headerRow + 1; row < grid.size(); ++row) {
        const QStringList &cells = grid[row];
        if (rowKind(cells) != RowKind::Quote)
            continue;
        // A second block of quotes: its header row again (the same columns), or a header of its own.
        const int keyColumn = layout.vendorColumn >= 0 ? layout.vendorColumn : 0;
        if (const QString key = cellAt(grid, row, keyColumn).toLower();
            !key.isEmpty() && key.size() <= 60 &&
            (layout.headerTexts.contains(key) || vendorWords.contains(QString(key).remove(QLatin1Char(' '))))) {
            const QuoteHeader next = quoteHeader(grid.mid(row, 2), options);
            if (next.row >= 0) {
                const ColumnMapping m = mapColumns(next.header, options.columnMap);
                if (std::count_if(m.fields.begin(), m.fields.end(), [](const QString &f) { return !f.isEmpty(); }) >= 2) {
                    layout = layoutOf(m, next.header);
                    at.header = next.header;
                    row += next.row; // the names row of a two-row header
                    continue;
                }
            }
        }
        // One filled cell under a table of several columns: a title between blocks ("北京区域").
        int filled = 0;
        for (const QString &c : cells)
            filled += c.trimmed().isEmpty() ? 0 : 1;
        if (filled == 1 && layout.order.size() >= 3) {
            ++out.rowsSkipped;
            continue;
        }
        const ColumnMapping &m = layout.mapping;
        ++out.rowsRead;
        Quote q;
        q.vendor = vendorAbove.value;
        q.source = where.file;
        q.importedAt = options.importedAt;
        QString currency, problem;
        QStringList notRead, read;
        bool priceUnread = false;
        for (const size_t c : layout.order) {
            const QString &field = m.fields[c];
            const QString text = cellAt(grid, row, int(c));
            if (text.isEmpty())
                continue;
            const PriceContext price{cellAt(grid, row, layout.unitColumn), layout.labels.value(qsizetype(c)),
                                     layout.header.value(qsizetype(c)), &cores};
            problem.clear();
            if (applyCell(q, field, text, currency, &problem, price)) {
                read << layout.labels.value(qsizetype(c));
                continue;
            }
            // The cell is not read; the quote is kept. An answer says it was not understood.
            const QuoteField *f = quoteField(field);
            if (f && f->type == FieldType::Money)
                priceUnread = true;
            else if (f && f->type == FieldType::Number)
                q.answers[field] = notUnderstood(text, problem);
            notRead << at.at(row, int(c)) + planner::nameColon() + problem;
        }
        // No GPU column: the GPU the offering names ("配置 | 8*H100 SXM 80G", "8卡H100"), and its count
        // where no count column gave one.
        if (!q.answers.contains(QStringLiteral("gpu_model")) && !q.offering.isEmpty())
            if (const GpuCountRead named =
                    memoized(offeringGpus, q.offering, [&] { return gpuInOffering(q.offering, catalog); });
                !named.model.isEmpty()) {
                QuoteAnswer &model = q.answers[QStringLiteral("gpu_model")];
                model.offered = model.value = named.model;
                model.understood = true;
                if (named.count && !q.answers.contains(QStringLiteral("gpu_count"))) {
                    QuoteAnswer &count = q.answers[QStringLiteral("gpu_count")];
                    count.offered = QStringLiteral("%1 × %2").arg(*named.count).arg(named.model);
                    count.value = QString::number(*named.count);
                    count.understood = true;
                    settlePrices(q.price, *named.count, offeredMachines(q)); // prices read before the count
                }
            }
        // A bare quantity ("数量", "Qty") counts machines where the row gives the GPUs of each (a count
        // column, or a count in the GPU cell: "8*H100 | 2") or its header names machines ("数量（台）",
        // "Qty (servers)"); GPUs otherwise ("H100 SXM | 8").
        if (const auto quantity = q.answers.constFind(QStringLiteral("quantity"));
            quantity != q.answers.constEnd()) {
            static const QRegularExpression machineHeader(
                machineWordsPattern() + QStringLiteral("|\\x{670D}\\x{52A1}\\x{5668}|\\x{673A}\\x{5668}"),
                QRegularExpression::CaseInsensitiveOption); // or 服务器, 机器
            const QString header = layout.header.value(
                std::find(m.fields.begin(), m.fields.end(), QStringLiteral("quantity")) - m.fields.begin());
            const QuoteAnswer *gpu = q.answer(QStringLiteral("gpu_model"));
            const bool perMachineGiven = q.answer(QStringLiteral("gpu_count")) ||
                                         (gpu && readGpuCount(gpu->offered).count.has_value());
            const bool machines = !q.answers.contains(QStringLiteral("machines")) &&
                                  (perMachineGiven || machineHeader.match(header).hasMatch());
            const QuoteAnswer answer = quantity.value();
            q.answers.remove(QStringLiteral("quantity"));
            if (machines)
                q.answers.insert(QStringLiteral("machines"), answer);
            else if (!q.answers.contains(QStringLiteral("gpu_count"))) {
                q.answers.insert(QStringLiteral("gpu_count"), answer);
                if (const double n = answer.value.toDouble(); answer.understood && n > 0)
                    settlePrices(q.price, n, offeredMachines(q)); // per-GPU prices read before the count
            }
        }
        // The GPU count inside the GPU cell ("2×H20", "H20 x2", "8卡 A800") where no count column gave
        // one: the count read, the model kept without it.
        if (QuoteAnswer *gpu = q.answers.count(QStringLiteral("gpu_model")) ? &q.answers[QStringLiteral("gpu_model")] : nullptr;
            gpu && !q.answer(QStringLiteral("gpu_count"))) {
            const GpuCountRead inText = readGpuCount(gpu->offered);
            if (inText.count && !inText.model.isEmpty()) {
                QuoteAnswer &count = q.answers[QStringLiteral("gpu_count")];
                count.offered = gpu->offered;
                count.value = QString::number(*inText.count);
                gpu->offered = gpu->value = inText.model;
                settlePrices(q.price, *inText.count, offeredMachines(q)); // prices read before the count
            } else if (!inText.problem.isEmpty()) {
                const auto column = std::find(m.fields.begin(), m.fields.end(), QStringLiteral("gpu_model")) - m.fields.begin();
                q.answers[QStringLiteral("gpu_count")] = notUnderstood(gpu->offered, inText.problem);
                notRead << at.at(row, int(column)) + planner::nameColon() + inText.problem;
            }
        }
        // A machines column ("Nodes", "台数") with the GPUs of each machine.
        if (q.answers.count(QStringLiteral("machines"))) {
            const auto column = [&m](const char *id) {
                return int(std::find(m.fields.begin(), m.fields.end(), QString::fromLatin1(id)) -
                           m.fields.begin());
            };
            if (const QString p = applyMachineCount(q, layout.header.value(column("gpu_count")));
                !p.isEmpty()) {
                q.answers[QStringLiteral("machines")].understood = false;
                notRead << at.at(row, column("machines")) + planner::nameColon() + p;
            }
        }
        // A price cell that named no currency (or was not read: "面议") under a header that names one.
        if (currency.isEmpty())
            for (const size_t c : layout.order) {
                const QuoteField *f = quoteField(m.fields[c]);
                if (!f || f->type != FieldType::Money)
                    continue;
                if (const CurrencyRead named = readCurrency({}, layout.header.value(qsizetype(c))); !named.currency.isEmpty()) {
                    currency = named.currency;
                    break;
                }
            }
        if (q.vendor.isEmpty() && q.offering.isEmpty()) {
            // No vendor and no offering: nothing to compare. Said once per row unless it is a title.
            if (filled > 1)
                out.messages << QCoreApplication::translate("report", "%1: no vendor and no offering; the row is left out")
                                    .arg(at.at(row, nameColumn));
            ++out.rowsSkipped;
            continue;
        }
        if (q.vendor.isEmpty())
            q.vendor = QCoreApplication::translate("report", "(no vendor, row %1)").arg(row + 1);
        if (currency.isEmpty()) {
            currency = options.defaultCurrency;
            if (currency.isEmpty() && q.price.any()) {
                // The currency column, else the first price cell of the row (the cell not read).
                int column = layout.currencyColumn;
                for (size_t c = 0; c < m.fields.size() && column < 0; ++c)
                    if (const QuoteField *f = quoteField(m.fields[c]);
                        f && f->type == FieldType::Money && !cellAt(grid, row, int(c)).isEmpty())
                        column = int(c);
                if (column < 0)
                    column = nameColumn;
                notRead << at.at(row, column) + planner::nameColon() +
                               (options.forApp
                                    ? QCoreApplication::translate("report",
                                                                  "no currency: give CNY or USD (a "
                                                                  "currency column, a ¥ / $ sign, or the "
                                                                  "currency in the column-mapping step)")
                                    : QCoreApplication::translate(
                                          "report", "no currency: give CNY or USD (a currency column, "
                                                    "a ¥ / $ sign, or --quote-currency)"));
                q.price = {}; // a price in no known currency is no usable price
                priceUnread = true;
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
        if (const auto first = seen.constFind(key); first != seen.constEnd())
            out.messages << QCoreApplication::translate("report", "%1: '%2' is quoted twice (first in row %3); both quotes are kept")
                                .arg(at.at(row, nameColumn), q.vendor)
                                .arg(first.value() + 1);
        else
            seen.insert(key, row);
        for (const QString &n : std::as_const(notRead))
            out.messages << QCoreApplication::translate("report", "%1; the cell is not read").arg(n);
        VendorImport &summary = summaryOf(q.vendor);
        ++summary.quotes;
        summary.priced += q.price.any() ? 1 : 0;
        if (summary.read.isEmpty() || summary.read == read) {
            // The columns read are the same on most rows: one shared list for all of them.
            const auto same = readLists.constFind(read);
            summary.read = same != readLists.cend() ? *same : *readLists.insert(read);
        } else {
            for (const QString &r : std::as_const(read))
                if (!summary.read.contains(r))
                    summary.read << r;
        }
        if (priceUnread && !q.price.any() && notRead.isEmpty())
            notRead << at.at(row, nameColumn) + planner::nameColon() +
                           QCoreApplication::translate("report", "no usable price");
        summary.notRead << notRead;
        q.currency = currency.isEmpty() ? QStringLiteral("USD") : currency;
        out.quotes.push_back(std::move(q));
    }
}

} // namespace gpuplanner::quotes::detail
