// A hardware vendor's bill of materials: one machine, its parts down the rows and their attributes
// across ("配置项 | 型号 | 数量 | 单价（元）": GPU | H100 SXM5 80GB | 8 | 235,000; 内存 | DDR5 64GB |
// 32 | 2,100 …). Read as the parts of one quote: each part's model with its quantity ("8 × H100 SXM5
// 80GB", "32 × 64GB" of RAM), and the machine's price to buy it, Σ quantity × unit price (or the
// amounts a 金额 column gives). The parts keep their rows and the model column, so a message names the
// cell the part is in; the price goes in a row after the last.
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotetable.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <QHash>
#include <QRegularExpression>

namespace gpuplanner::quotes {

namespace {

using Re = QRegularExpression;

constexpr int kBomScanRows = 40;

QString bomCell(const Grid &grid, int row, int column)
{
    return row >= 0 && row < grid.size() && column >= 0 && column < grid[row].size()
               ? grid[row][column].trimmed()
               : QString();
}

// The column whose header matches `re`, -1 when none does.
int columnHeaded(const QStringList &header, const Re &re)
{
    for (int c = 0; c < header.size(); ++c)
        if (re.match(header[c].trimmed()).hasMatch())
            return c;
    return -1;
}

struct BomLayout
{
    int headerRow = -1, itemColumn = -1, modelColumn = -1, quantityColumn = -1, unitPriceColumn = -1,
        amountColumn = -1;
};

BomLayout bomLayout(const Grid &grid)
{
    static const Re quantity(QStringLiteral("^(?:数量|数目|件数|qty\\.?|quantity|count)\\s*(?:[(（].*)?$"),
                             Re::CaseInsensitiveOption);
    static const Re model(
        QStringLiteral("^(?:型号|规格|规格型号|型号规格|配置|配置说明|配置描述|描述|产品型号|"
                       "model|spec|specs|specification|description)\\s*(?:[(（].*)?$"),
        Re::CaseInsensitiveOption);
    static const Re unitPrice(QStringLiteral("^(?:单价|含税单价|unit\\s*price|price\\s*each)"),
                              Re::CaseInsensitiveOption);
    static const Re amount(
        QStringLiteral("^(?:金额|小计|总价|合计金额|含税金额|amount|subtotal|line\\s*total|"
                       "extended\\s*price)"),
        Re::CaseInsensitiveOption);
    for (int r = 0; r < std::min<qsizetype>(grid.size(), kBomScanRows); ++r) {
        BomLayout b;
        b.quantityColumn = columnHeaded(grid[r], quantity);
        b.modelColumn = columnHeaded(grid[r], model);
        if (b.quantityColumn < 0 || b.modelColumn < 0)
            continue;
        // The parts: the column left of the model whose cells below name the most quote fields (GPU,
        // CPU, 内存, 硬盘 …); three at least.
        int best = 0;
        for (int c = 0; c < b.modelColumn; ++c) {
            QStringList cells;
            for (int i = r + 1; i < grid.size(); ++i)
                cells << bomCell(grid, i, c);
            const int named = distinctFieldsNamed(cells);
            if (named > best) {
                best = named;
                b.itemColumn = c;
            }
        }
        if (best < 3)
            continue;
        b.headerRow = r;
        b.unitPriceColumn = columnHeaded(grid[r], unitPrice);
        b.amountColumn = columnHeaded(grid[r], amount);
        return b;
    }
    return {};
}

// A part's quantity and model as one value of its field: sizes and rates take the figure in the model,
// the model in brackets ("DDR5 64GB RDIMM" × 32 → "32 × 64GB (DDR5 64GB RDIMM)"; a NIC's "400G
// InfiniBand" tells the fabric), other parts the model after the count ("8 × H100 SXM5").
QString partValue(const QString &field, const QString &model, double count)
{
    if (count <= 0 || model.isEmpty())
        return model;
    const QString times = planner::num(count, 3) + QStringLiteral(" × ");
    if (measuredField(field)) {
        static const Re size(
            QStringLiteral("(\\d+(?:\\.\\d+)?)\\s*([KMGTP]i?B?(?:/s|ps)?|Gb|Mb)(?![A-Za-z0-9])"),
            Re::CaseInsensitiveOption);
        static const Re bracket(QStringLiteral("[()\\x{FF08}\\x{FF09}\\[\\]]"));
        if (const QRegularExpressionMatch m = size.match(model); m.hasMatch()) {
            const QString figure = times + m.captured(1) + m.captured(2);
            const QString words = QString(model).remove(bracket).simplified();
            return words == m.captured(0) ? figure : QStringLiteral("%1 (%2)").arg(figure, words);
        }
        return model;
    }
    return count == 1 ? model : times + model;
}

} // namespace

std::optional<Grid> billOfMaterials(const Grid &grid)
{
    const BomLayout b = bomLayout(grid);
    if (b.headerRow < 0)
        return std::nullopt;
    Grid out;
    // Rows above the table as they are (the title names the vendor); the header row is emptied, so the
    // attribute names ("型号", "数量") are not read as offerings.
    for (int r = 0; r < b.headerRow; ++r)
        out << grid[r];
    out << QStringList();
    QHash<QString, int> firstRowOf; // field → the row of out that holds it
    double total = 0;
    bool priced = false;
    QString currency;
    const QString priceHeader =
        bomCell(grid, b.headerRow, b.amountColumn >= 0 ? b.amountColumn : b.unitPriceColumn);
    for (int r = b.headerRow + 1; r < grid.size(); ++r) {
        QStringList row(std::max(b.itemColumn, b.modelColumn) + 1);
        const QString label = bomCell(grid, r, b.itemColumn);
        const detail::RowKind kind = detail::rowKind(grid[r]);
        if (label.isEmpty() || kind != detail::RowKind::Quote) {
            out << row; // totals and notes: the sum below is the machine's price
            continue;
        }
        bool counted = false;
        const double count =
            QString(bomCell(grid, r, b.quantityColumn).normalized(QString::NormalizationForm_KC))
                .remove(QLatin1Char(','))
                .toDouble(&counted);
        const QString field = fieldForHeader(label);
        const QString part = partValue(field, bomCell(grid, r, b.modelColumn), counted ? count : 0);
        if (const auto first = firstRowOf.constFind(field);
            measuredField(field) && first != firstRowOf.cend() && !part.isEmpty()) {
            // A second line of the same size or rate (two NICs, two kinds of disk): one answer of both
            // on the first line, read as parts joined by "+" (quotequantity.cpp).
            QString &cell = out[*first][b.modelColumn];
            cell = cell.isEmpty() ? part : cell + QStringLiteral(" + ") + part;
            out << row;
        } else {
            if (!field.isEmpty())
                firstRowOf.insert(field, int(out.size()));
            row[b.itemColumn] = label;
            row[b.modelColumn] = part;
            out << row;
        }
        // The line's amount, else quantity × unit price; a line without either adds nothing.
        const MoneyCell amount =
            parseMoneyCell(bomCell(grid, r, b.amountColumn).normalized(QString::NormalizationForm_KC));
        const MoneyCell unit =
            parseMoneyCell(bomCell(grid, r, b.unitPriceColumn).normalized(QString::NormalizationForm_KC));
        if (amount.ok && !amount.empty) {
            total += amount.amount;
            priced = true;
            currency = currency.isEmpty() ? amount.currency : currency;
        } else if (unit.ok && !unit.empty) {
            total += unit.amount * (counted ? count : 1);
            priced = true;
            currency = currency.isEmpty() ? unit.currency : currency;
        }
    }
    if (priced) {
        // "采购价格（元）": the price header's unit ("（元）", "(万元)", "(USD)"), else the cells' currency.
        static const Re bracket(QStringLiteral("[(\\x{FF08}][^()\\x{FF08}\\x{FF09}]*[)\\x{FF09}]"));
        QString unit = bracket.match(priceHeader).captured(0);
        if (unit.isEmpty() && !currency.isEmpty())
            unit = QStringLiteral("（%1）").arg(currency);
        QStringList row(std::max(b.itemColumn, b.modelColumn) + 1);
        // In the sheet's language: the label is shown where the prices read are listed.
        static const Re cjk(QStringLiteral("[\\x{4E00}-\\x{9FFF}]"));
        const bool chinese = cjk.match(priceHeader).hasMatch() ||
                             cjk.match(bomCell(grid, b.headerRow, b.itemColumn)).hasMatch();
        row[b.itemColumn] = (chinese ? QStringLiteral("采购价格") : QStringLiteral("Purchase price ")) + unit;
        row[b.modelColumn] = planner::num(total, 2);
        out << row;
    }
    return out;
}

} // namespace gpuplanner::quotes
