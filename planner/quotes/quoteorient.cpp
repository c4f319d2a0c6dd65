// Quote sheets laid out with one quote per column: the items down one column ("配置项 | 方案一 |
// 方案二": GPU, CPU, 内存, 月租 …), the offerings across. They are turned so that each offering is a
// row and each item a column, then read like any quote table; messages name the cells where they are
// in the file.
#include "planner/quotes/quoteimport.h"

#include <algorithm>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace gpuplanner::quotes {

namespace {

constexpr int kOrientScanRows = 60;
constexpr int kOrientScanColumns = 12;

QString orientCell(const Grid &grid, int row, int column)
{
    return row >= 0 && row < grid.size() && column >= 0 && column < grid[row].size()
               ? grid[row][column].trimmed()
               : QString();
}

std::vector<QString> itemFieldsOf(const QStringList &cells)
{
    return mapColumns(cells, {}).fields;
}

// The cells of a column that could be item labels: a label ("GPU", "内存", "月租", "每小时价格")
// holds no digit; a value ("8 × H100 GPU", "2TB memory", "¥38,000") nearly always does, and a column
// of values must not pass for one of items however many field words its cells contain.
QStringList itemColumnCells(const Grid &grid, int column)
{
    static const QRegularExpression digit(QStringLiteral("\\d"));
    QStringList cells;
    for (int r = 0; r < std::min<qsizetype>(grid.size(), kOrientScanRows); ++r) {
        const QString text = orientCell(grid, r, column);
        cells << (text.contains(digit) ? QString() : text);
    }
    return cells;
}

} // namespace

// How many different fields the cells name: a column of values ("Vendor 1", "Vendor 2" …) names one
// field over and over, a column of items names many.
int distinctFieldsNamed(const QStringList &cells)
{
    QSet<QString> distinct;
    for (const QString &f : itemFieldsOf(cells))
        if (!f.isEmpty())
            distinct.insert(f);
    return int(distinct.size());
}

QPair<int, int> CellOrigin::at(int row, int column) const
{
    if (!turned || row < prefixRows)
        return {row, column};
    const int offering = row - prefixRows; // 0: the header (the item column itself)
    return {sourceRows.value(column, -1), sourceColumns.value(offering, -1)};
}

OrientedGrid orientQuoteGrid(const Grid &grid)
{
    OrientedGrid out;
    out.grid = grid;
    // The best row of column names against the best column of item names.
    int rowBest = 0, rowAt = -1;
    for (int r = 0; r < std::min<qsizetype>(grid.size(), 40); ++r)
        if (const int n = distinctFieldsNamed(grid[r]); n > rowBest) {
            rowBest = n;
            rowAt = r;
        }
    int columnBest = 0, itemColumn = -1;
    qsizetype width = 0;
    for (const QStringList &row : grid)
        width = std::max(width, row.size());
    for (int c = 0; c < std::min<qsizetype>(width, kOrientScanColumns); ++c)
        if (const int n = distinctFieldsNamed(itemColumnCells(grid, c)); n > columnBest) {
            columnBest = n;
            itemColumn = c;
        }
    // Our RFQ sheet lists requirement ids (gpu_model, cpu_cores…) down its item-id column: it is a
    // table with one requirement per row, not a turned one.
    if (columnBest < 3 || columnBest <= rowBest || (rowAt >= 0 && isRfqLayout(mapColumns(grid[rowAt], {}))))
        return out;

    // An item has a label and a value beside it; a title above the table ("Acme GPU 报价单") or a
    // section heading has none.
    const auto valued = [&](int r) {
        for (int c = itemColumn + 1; c < grid[r].size(); ++c)
            if (!grid[r][c].trimmed().isEmpty())
                return true;
        return false;
    };
    const std::vector<QString> itemFields = itemFieldsOf(itemColumnCells(grid, itemColumn));
    int firstItem = -1;
    for (int r = 0; r < int(itemFields.size()) && firstItem < 0; ++r)
        if (!itemFields[r].isEmpty() && valued(r))
            firstItem = r;
    if (firstItem < 0)
        return out;
    // The items: every labelled row with a value from the first named one down.
    QList<int> items;
    for (int r = firstItem; r < grid.size(); ++r)
        if (!orientCell(grid, r, itemColumn).isEmpty() && valued(r))
            items << r;
    // The offerings: columns right of the items with a value in any item row, except a column the
    // row above the items heads as a field of its own ("单位", "要求", "备注"): it annotates the items.
    const auto headedAs = [&](int c) { // the field the row above the items names over column c
        const QString head = orientCell(grid, firstItem - 1, c);
        return head.isEmpty() ? QString() : fieldForHeader(head);
    };
    const auto annotation = [&](int c) {
        const QString field = headedAs(c);
        return !field.isEmpty() && field != QLatin1String("offering") && field != QLatin1String("vendor");
    };
    QList<int> offerings;
    for (int c = itemColumn + 1; c < width; ++c)
        if (!annotation(c) &&
            std::any_of(items.begin(), items.end(), [&](int r) { return !orientCell(grid, r, c).isEmpty(); }))
            offerings << c;
    if (offerings.isEmpty())
        return out;
    // The row just above the first item, where it holds anything over the offerings, names them
    // ("方案一", "8 卡 4090 整机").
    const int nameRow = firstItem - 1;
    const bool names = nameRow >= 0 && std::any_of(offerings.begin(), offerings.end(), [&](int c) {
                           return !orientCell(grid, nameRow, c).isEmpty();
                       });

    OrientedGrid turned;
    turned.origin.turned = true;
    turned.origin.prefixRows = names ? nameRow : firstItem;
    for (int r = 0; r < turned.origin.prefixRows; ++r)
        turned.grid << grid[r];
    QStringList header;
    if (names) {
        // The row's own label where it names a field ("机型", "供应商"), else "offering" ("产品"): a
        // name the column mapping reads as the offering.
        const QString label = orientCell(grid, nameRow, itemColumn);
        header << (!label.isEmpty() && !fieldForHeader(label).isEmpty()
                       ? label
                       : QCoreApplication::translate(
                             "report", "offering",
                             "header of the offering names of a quote table turned from "
                             "one quote per column; must read as the offering field"));
        turned.origin.sourceRows << nameRow;
    }
    // A unit column beside the items ("价格 | 元/月") gives each item its unit the way a header would:
    // "价格（元/月）" is read per month, "内存（GB）" in GB.
    int unitColumn = -1;
    for (int c = itemColumn + 1; c < width && unitColumn < 0; ++c)
        if (const QString field = headedAs(c);
            field == QLatin1String("unit") || field == QLatin1String("price_unit"))
            unitColumn = c;
    for (int r : std::as_const(items)) {
        const QString unit = orientCell(grid, r, unitColumn);
        header << (unit.isEmpty() ? orientCell(grid, r, itemColumn)
                                  : orientCell(grid, r, itemColumn) + QStringLiteral("（") + unit +
                                        QStringLiteral("）"));
        turned.origin.sourceRows << r;
    }
    turned.grid << header;
    turned.origin.sourceColumns << itemColumn;
    for (int c : std::as_const(offerings)) {
        QStringList row;
        for (int r : std::as_const(turned.origin.sourceRows))
            row << orientCell(grid, r, c);
        turned.grid << row;
        turned.origin.sourceColumns << c;
    }
    return turned;
}

} // namespace gpuplanner::quotes
