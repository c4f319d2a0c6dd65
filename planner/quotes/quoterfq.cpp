// A filled request-for-quote sheet (XLSX or CSV): the vendor, currency and plan above the table,
// then one row per requirement id with the vendor's answer and, on any row or the "total" row,
// prices and terms. A bad row is reported and left out; the rest of the quote is kept.
#include "planner/quotes/judgequote.h"
#include "planner/quotes/quotetable.h"
#include "planner/quotes/requirements.h"
#include "planner/workload/format.h"
#include "planner/workload/jsonfields.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <set>

namespace gpuplanner::quotes::detail {

namespace {

void appendDistinct(QString &to, const QString &text)
{
    if (text.isEmpty() || to.split(QStringLiteral("; ")).contains(text))
        return;
    to = to.isEmpty() ? text : to + QStringLiteral("; ") + text;
}

} // namespace

Labelled labelled(const Grid &grid, int headerRow, const QString &fieldId)
{
    for (int r = 0; r < headerRow; ++r)
        for (int c = 0; c < grid[r].size(); ++c) {
            // "供应商：Acme" in one cell, or the label with its value in the next filled cell to the
            // right (a label merged over two cells leaves the one beside it empty).
            const QString cell = cellAt(grid, r, c);
            const qsizetype colon = cell.indexOf(QRegularExpression(QStringLiteral("[:：]")));
            if (colon > 0 && fieldForHeader(cell.left(colon)) == fieldId && !cell.mid(colon + 1).trimmed().isEmpty())
                return {cell.mid(colon + 1).trimmed(), r, c};
            if (fieldForHeader(grid[r][c]) != fieldId)
                continue;
            int v = c + 1;
            while (v < grid[r].size() && v <= c + 3 && cellAt(grid, r, v).isEmpty())
                ++v;
            return v < grid[r].size() && v <= c + 3 ? Labelled{cellAt(grid, r, v), r, v} : Labelled{QString(), r, c + 1};
        }
    return {};
}

Labelled vendorInTitle(const Grid &grid, int headerRow)
{
    // The words a title puts around the vendor's name: what is quoted and that it is a quote ("GPU" also
    // where it touches the name: "某某科技GPU服务器报价单").
    static const QRegularExpression quoteWord(
        QStringLiteral("\\x{62A5}\\x{4EF7}|quotation|quote|price list|offer"), // 报价
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression generic(
        QStringLiteral(
            "[(（\\[【][^)）\\]】]*[)）\\]】]|\\d{4}[-/.\\x{5E74}]\\d{1,2}([-/.\\x{6708}]\\d{1,2}"
            "\\x{65E5}?)?\\x{6708}?|gpu|\\b(server|servers|rental|purchase|from|by|for|of)\\b|"
            "\\x{62A5}\\x{4EF7}(\\x{5355}|\\x{8868}|\\x{65B9}\\x{6848}|\\x{51FD})?|quotation|quote|"
            "price list|offer|\\x{7B97}\\x{529B}|\\x{670D}\\x{52A1}\\x{5668}|\\x{4E3B}\\x{673A}|"
            "\\x{79DF}\\x{8D41}|\\x{79DF}\\x{7528}|\\x{96C6}\\x{7FA4}|\\x{91C7}\\x{8D2D}|\\x{914D}\\x{7F6E}|"
            "\\x{8BE2}\\x{4EF7}\\x{56DE}\\x{590D}|\\x{7684}|[:：\\-–—_、|]|"
            "\\x{4F9B}\\x{5E94}\\x{5546}|\\x{5382}\\x{5546}|\\x{5382}\\x{5BB6}|\\x{6211}\\x{53F8}|"
            "\\x{672C}\\x{516C}\\x{53F8}|\\b(vendor|supplier)\\b"),
        QRegularExpression::CaseInsensitiveOption); // 报价(单|表|方案|函) 算力 服务器 主机 租赁 租用 集群
                                                    // 采购 配置 询价回复 的; no name either: 供应商 厂商 厂家
                                                    // 我司 本公司 ("供应商报价单" names no vendor)
    for (int r = 0; r < headerRow; ++r) {
        int filled = 0, column = -1;
        for (int c = 0; c < grid[r].size(); ++c)
            if (!cellAt(grid, r, c).isEmpty()) {
                ++filled;
                column = c;
            }
        const QString title = filled == 1 ? cellAt(grid, r, column) : QString();
        if (!quoteWord.match(title).hasMatch())
            continue;
        // A Chinese title's first word before a space is the name, kept whole ("星河算力 GPU 集群报价单":
        // 算力 is part of this name), where words follow it and it is more than generic words itself.
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        const QString first = title.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
        if (first.size() < title.trimmed().size() && han.match(first).hasMatch() &&
            QString(first).replace(generic, QString()).size() >= 2 && !quoteWord.match(first).hasMatch())
            return {first, r, column};
        const QString name = QString(title).replace(generic, QStringLiteral(" ")).simplified();
        if (name.size() >= 2)
            return {name, r, column};
    }
    return {};
}

void importRfq(const Grid &grid, int headerRow, const ColumnMapping &mapping, const CellLocator &where,
               const ImportOptions &options, QuoteImport &out)
{
    const auto column = [&](const char *id) {
        for (size_t c = 0; c < mapping.fields.size(); ++c)
            if (mapping.fields[c] == QLatin1String(id))
                return int(c);
        return -1;
    };
    Quote q;
    q.source = where.file;
    q.importedAt = options.importedAt;
    const Labelled vendor = labelled(grid, headerRow, QStringLiteral("vendor"));
    const Labelled currencyCell = labelled(grid, headerRow, QStringLiteral("currency"));
    // The cells above the table (vendor, currency) are in no column of it: named by their place only
    // ("rfq.xlsx cell B5", not "cell B5 (column 'Dimension')").
    CellLocator above = where;
    above.header.clear();
    q.vendor = vendor.value;
    q.offering = labelled(grid, headerRow, QStringLiteral("offering")).value;
    q.plan = labelled(grid, headerRow, QStringLiteral("plan")).value;
    QString currency;
    if (!currencyCell.value.isEmpty()) {
        QString problem;
        if (!applyCell(q, QStringLiteral("currency"), currencyCell.value, currency, &problem))
            out.messages << QCoreApplication::translate("report", "%1: %2").arg(above.at(currencyCell.row, currencyCell.column), problem);
    }
    const QStringList known = allRequirementIds();
    const int idColumn = column("item_id"), offeredColumn = column("offered"), valueColumn = column("offered_value");
    std::set<QString> done;
    QuotePrice sums, total;
    const CoresLookup cores = coresLookupFor(options);
    for (int row = headerRow + 1; row < grid.size(); ++row) {
        const QString id = cellAt(grid, row, idColumn);
        if (rowIsEmpty(grid[row]))
            continue;
        ++out.rowsRead;
        QString problem;
        int bad = -1;
        Quote scratch; // the row's prices and terms, committed only when the whole row is good
        QString rowCurrency = currency;
        if (id.isEmpty())
            continue; // a note or a heading row: nothing a vendor answers
        if (id != QLatin1String("total") && !known.contains(id)) {
            const QString near = planner::closestWord(id, known);
            problem = near.isEmpty() ? QCoreApplication::translate("report", "unknown item '%1'").arg(id)
                                     : QCoreApplication::translate("report", "unknown item '%1'; did you mean '%2'?").arg(id, near);
            bad = idColumn;
        } else if (done.count(id)) {
            problem = QCoreApplication::translate("report", "item '%1' appears twice").arg(id);
            bad = idColumn;
        }
        QuoteAnswer answer;
        answer.offered = cellAt(grid, row, offeredColumn);
        answer.value = cellAt(grid, row, valueColumn);
        const QuoteField *f = quoteField(id);
        double number = 0;
        if (bad < 0 && f && f->type == FieldType::Number && !answer.value.isEmpty()) {
            std::optional<double> cpus; // "2*AMD 9454": sockets × the catalog's cores per socket
            if (id == QLatin1String("cpu_cores") && !parseQuantity(id, answer.value, &number))
                cpus = readCpuCores(answer.value, cores).cores;
            if (cpus) {
                answer.value = planner::num(*cpus, 0);
            } else if (!parseQuantity(id, answer.value, &number)) {
                problem = QCoreApplication::translate("report", "'%1' is not a number").arg(answer.value);
                bad = valueColumn;
            } else {
                answer.value = planner::num(number, 3); // "1G" bandwidth is 1000 Mbit/s, "3.84T" 3840 GB
            }
        } else if (bad < 0 && id == QLatin1String("cpu_cores") && answer.value.isEmpty()) {
            if (const std::optional<double> n = readCpuCores(answer.offered, cores).cores)
                answer.value = planner::num(*n, 0);
        } else if (bad < 0 && f && f->type == FieldType::Number && answer.value.isEmpty() &&
                   !answer.offered.isEmpty()) {
            // The figure in the offered part alone ("3台×8卡", "8卡", "2TB DDR5"): read as a table's cell of
            // that field reads it; not understood, the answer stays words.
            Quote read;
            QString unused, why;
            if (applyCell(read, id, answer.offered, unused, &why, PriceContext{{}, {}, {}, &cores}))
                if (const QuoteAnswer *a = read.answer(id); a && a->understood)
                    answer.value = a->value;
        }
        for (size_t c = 0; c < mapping.fields.size() && bad < 0; ++c) {
            const QString &field = mapping.fields[c];
            if (field.startsWith(QLatin1String("price")) || field == QLatin1String("currency") ||
                field == QLatin1String("billing_rules") || field == QLatin1String("traffic_pricing") ||
                field == QLatin1String("support_sla") || field == QLatin1String("delivery_time") ||
                field == QLatin1String("notes"))
                if (!applyCell(scratch, field, cellAt(grid, row, int(c)), rowCurrency, &problem))
                    bad = int(c);
        }
        // × the GPUs or machines of the answers above ("52,000元/台/月" × the machines they name).
        settlePrices(scratch.price, statedGpuCount(q), offeredMachines(q, scratch.price));
        if (bad >= 0) {
            out.messages << QCoreApplication::translate("report", "%1: %2; the row is left out").arg(where.at(row, bad), problem);
            ++out.rowsSkipped;
            continue;
        }
        done.insert(id);
        currency = rowCurrency;
        if (id == QLatin1String("total")) {
            total = scratch.price; // its reads too: the comparison settles them again on the quote's machines
        } else {
            if (!answer.offered.isEmpty() || !answer.value.isEmpty())
                q.answers[id] = answer;
            for (auto [from, to] : {std::pair{&scratch.price.perHour, &sums.perHour},
                                    std::pair{&scratch.price.perMonth, &sums.perMonth},
                                    std::pair{&scratch.price.perYear, &sums.perYear},
                                    std::pair{&scratch.price.perThreeYears, &sums.perThreeYears},
                                    std::pair{&scratch.price.purchase, &sums.purchase}})
                if (*from)
                    *to = to->value_or(0) + **from;
        }
        appendDistinct(q.billingRules, scratch.billingRules);
        appendDistinct(q.trafficPricing, scratch.trafficPricing);
        appendDistinct(q.supportSla, scratch.supportSla);
        appendDistinct(q.deliveryTime, scratch.deliveryTime);
        appendDistinct(q.notes, scratch.notes);
    }
    q.price.perHour = total.perHour ? total.perHour : sums.perHour;
    q.price.perMonth = total.perMonth ? total.perMonth : sums.perMonth;
    q.price.perYear = total.perYear ? total.perYear : sums.perYear;
    q.price.perThreeYears = total.perThreeYears ? total.perThreeYears : sums.perThreeYears;
    q.price.purchase = total.purchase ? total.purchase : sums.purchase;
    if (total.any())
        q.price.read =
            total.read; // as written on the total row ("52,000元/台/月"): what the quote shows read
    if (q.vendor.isEmpty()) {
        q.vendor = QFileInfo(where.file).completeBaseName();
        out.messages << (vendor.row >= 0
                             ? QCoreApplication::translate("report", "%1: the vendor is empty; the quote is named '%2'")
                                   .arg(above.at(vendor.row, vendor.column), q.vendor)
                             : QCoreApplication::translate("report", "%1: no vendor cell; the quote is named '%2'")
                                   .arg(where.file, q.vendor));
    }
    if (currency.isEmpty())
        currency = options.defaultCurrency;
    if (currency.isEmpty() && q.price.any()) {
        out.messages << QCoreApplication::translate("report", "%1: no currency: give CNY or USD; the quote is left out")
                            .arg(currencyCell.row >= 0 ? above.at(currencyCell.row, currencyCell.column) : where.file);
        return;
    }
    q.currency = currency.isEmpty() ? QStringLiteral("USD") : currency;
    if (q.answers.empty() && !q.price.any()) {
        out.messages << QCoreApplication::translate("report", "%1: the sheet has no answers and no prices: nothing to "
                                                              "import")
                            .arg(where.file);
        return;
    }
    out.quotes.push_back(std::move(q));
}

} // namespace gpuplanner::quotes::detail
