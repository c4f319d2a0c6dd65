// Quote tables as people lay them out: a header of one row or two (a group row with merged cells
// above the column names), and workbooks with any sheet, our RFQ recognized by its content.
#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/requirements.h"
#include "planner/quotes/xlsxreader.h"
#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace gpuplanner::quotes {

namespace {

int namedFields(const QStringList &header, const ImportOptions &options)
{
    int n = 0;
    for (const QString &f : mapColumns(header, options.columnMap).fields)
        n += f.isEmpty() ? 0 : 1;
    return n;
}

// The column names of a two-row header: each name with its group's name on a second line
// ("显存\nGPU", "元/月\n价格"). A group merged over several columns is written in its first cell
// only; a name merged over both rows only in the group row.
QStringList combined(const QStringList &group, const QStringList &names)
{
    QStringList out;
    QString lastGroup;
    for (qsizetype c = 0; c < std::max(group.size(), names.size()); ++c) {
        const QString g = group.value(c).trimmed(), n = names.value(c).trimmed();
        if (!g.isEmpty())
            lastGroup = g;
        if (n.isEmpty()) {
            out << g;
            if (!g.isEmpty())
                lastGroup.clear(); // a name merged over both rows ends the group before it
        } else if (!g.isEmpty() || !lastGroup.isEmpty())
            out << n + QLatin1Char('\n') + (g.isEmpty() ? lastGroup : g);
        else
            out << n;
    }
    return out;
}

// A label cell and its value: two filled cells, the first naming a field a sheet states once
// (vendor, offering, currency, plan), the second naming none.
bool isLabelRow(const QStringList &row)
{
    QStringList filled;
    for (const QString &c : row)
        if (!c.trimmed().isEmpty())
            filled << c.trimmed();
    if (filled.size() != 2 || !fieldForHeader(filled[1]).isEmpty())
        return false;
    const QString field = fieldForHeader(filled[0]);
    return field == QLatin1String("vendor") || field == QLatin1String("offering") || field == QLatin1String("currency") ||
           field == QLatin1String("plan");
}

// A row of data under a one-row header: a bare figure ("8", "52,000", "2.5") names no column. Taken
// as the names of a two-row header, the first row of quotes read "52000\n单价(元)" and "月\n计费周期"
// as columns and outnumbered the real header.
bool holdsFigures(const QStringList &row)
{
    static const QRegularExpression figure(QStringLiteral("^[0-9][0-9.,]*$"));
    return std::any_of(row.begin(), row.end(),
                       [](const QString &c) { return figure.match(c.trimmed()).hasMatch(); });
}

} // namespace

QuoteHeader quoteHeader(const Grid &grid, const ImportOptions &options)
{
    QuoteHeader best;
    const int h = options.headerRow > 0 ? options.headerRow - 1 : quoteHeaderRow(grid, options);
    if (h < 0 || h >= grid.size())
        return best;
    best.row = h;
    best.header = grid[h];
    if (isRfqLayout(mapColumns(grid[h], options.columnMap)))
        return best;
    int bestCount = namedFields(grid[h], options);
    for (const int group : {h - 1, h}) {
        if (group < 0 || group + 1 >= grid.size() || (options.headerRow > 0 && group != h - 1))
            continue;
        // A title or letterhead ("Quotation — Acme GPU Cloud", one cell) is no group row.
        if (std::count_if(grid[group].begin(), grid[group].end(), [](const QString &c) { return !c.trimmed().isEmpty(); }) < 2)
            continue;
        // Nor is a label with its value above the table ("供应商 | Acme", "Currency | CNY").
        if (isLabelRow(grid[group]))
            continue;
        if (holdsFigures(grid[group + 1]))
            continue;
        const QStringList header = combined(grid[group], grid[group + 1]);
        const int n = namedFields(header, options);
        if (n > bestCount) {
            best = {group + 1, header};
            bestCount = n;
        }
    }
    return best;
}

bool isRfqSheet(const Grid &grid)
{
    const QuoteHeader h = quoteHeader(grid);
    if (h.row < 0)
        return false;
    const ColumnMapping m = mapColumns(h.header, {});
    if (!isRfqLayout(m))
        return false;
    const auto idColumn = std::find(m.fields.begin(), m.fields.end(), QStringLiteral("item_id")) - m.fields.begin();
    const QStringList known = allRequirementIds();
    int ids = 0;
    for (int r = h.row + 1; r < grid.size(); ++r)
        ids += known.contains(grid[r].value(idColumn).trimmed()) ? 1 : 0;
    return ids >= 3;
}

QuoteImport importQuoteWorkbook(const QString &path, const ImportOptions &options)
{
    QuoteImport out;
    const QString name = QFileInfo(path).fileName();
    const XlsxWorkbook wb = readXlsxWorkbook(path);
    if (!wb.error.isEmpty()) {
        out.messages << QCoreApplication::translate("report", "%1: %2").arg(name, wb.error);
        return out;
    }
    if (wb.sheetNames.isEmpty()) {
        out.messages << QCoreApplication::translate("report", "%1: the workbook has no sheet").arg(name);
        return out;
    }
    if (!options.sheet.isEmpty() && !wb.sheetNames.contains(options.sheet)) {
        out.messages << QCoreApplication::translate("report", "%1: no sheet is named '%2' (sheets: %3)")
                            .arg(name, options.sheet, wb.sheetNames.join(planner::listSeparator()));
        return out;
    }
    // Our RFQ by its content (whatever tool saved it last, with or without our document property);
    // else the sheet asked for, else the first.
    QStringList order = options.sheet.isEmpty() ? wb.sheetNames : QStringList{options.sheet};
    if (options.sheet.isEmpty() && order.removeOne(QStringLiteral("RFQ")))
        order.prepend(QStringLiteral("RFQ"));
    Grid chosen;
    for (const QString &sheet : order) {
        QString error;
        const Grid grid = readXlsxSheet(path, wb, sheet, &error);
        if (!error.isEmpty()) {
            out.messages << QCoreApplication::translate("report", "%1: %2").arg(name, error);
            return out;
        }
        if (isRfqSheet(grid))
            return importQuoteGrid(grid, name, true, options);
        if (sheet == (options.sheet.isEmpty() ? wb.sheetNames.front() : options.sheet))
            chosen = grid;
    }
    return importQuoteGrid(chosen, name, true, options);
}

} // namespace gpuplanner::quotes
