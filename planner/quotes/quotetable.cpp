#include "planner/quotes/quotetable.h"

#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::quotes::detail {

QString headerLabel(const QString &header)
{
    return header.section(QLatin1Char('\n'), 0, 0).trimmed();
}

QString CellLocator::at(int row, int column) const
{
    const QString name = column >= 0 && column < header.size() ? headerLabel(header[column]) : QString();
    if (record)
        return QCoreApplication::translate("report", "%1, field '%2'").arg(file, name);
    if (spreadsheet)
        return name.isEmpty() ? QCoreApplication::translate("report", "%1 cell %2%3").arg(file, columnLetter(column)).arg(row + 1)
                              : QCoreApplication::translate("report", "%1 cell %2%3 (column '%4')")
                                    .arg(file, columnLetter(column))
                                    .arg(row + 1)
                                    .arg(name);
    return name.isEmpty() ? QCoreApplication::translate("report", "%1 row %2, column %3").arg(file).arg(row + 1).arg(column + 1)
                          : QCoreApplication::translate("report", "%1 row %2, column '%3'").arg(file).arg(row + 1).arg(name);
}

QString cellAt(const Grid &grid, int row, int column)
{
    if (row < 0 || row >= grid.size() || column < 0 || column >= grid[row].size())
        return {};
    return unneutralizeCell(grid[row][column].trimmed());
}

bool rowIsEmpty(const QStringList &row)
{
    for (const QString &c : row)
        if (!c.trimmed().isEmpty())
            return false;
    return true;
}

bool applyCell(Quote &q, const QString &fieldId, const QString &raw, QString &currency, QString *problem,
               const PriceContext &context)
{
    const QString text = unneutralizeCell(raw.trimmed());
    const QuoteField *f = quoteField(fieldId);
    if (text.isEmpty() || !f)
        return true;
    switch (f->type) {
    case FieldType::Currency: {
        const QString c = normalizeCurrency(text);
        if (c.isEmpty()) {
            *problem = QCoreApplication::translate("report", "'%1' is not a currency this planner reads (CNY or USD)").arg(text);
            return false;
        }
        if (!currency.isEmpty() && c != currency) {
            *problem = QCoreApplication::translate("report", "'%1' mixes currencies: the quote's prices are in %2").arg(text, currency);
            return false;
        }
        currency = c;
        return true;
    }
    case FieldType::Money: {
        const MoneyCell m = parseMoneyCell(text);
        if (!m.ok) {
            *problem = QCoreApplication::translate("report", "'%1' is not a number").arg(text);
            return false;
        }
        if (m.empty)
            return true;
        if (m.amount < 0) {
            *problem = QCoreApplication::translate("report", "'%1' is negative").arg(text);
            return false;
        }
        if (!m.currency.isEmpty()) {
            if (!currency.isEmpty() && m.currency != currency) {
                *problem = QCoreApplication::translate("report", "'%1' is in %2, but the quote's prices are in %3")
                               .arg(text, m.currency, currency);
                return false;
            }
            currency = m.currency;
        }
        // The unit the cell names wins, then the row's unit column, then the column's field.
        PriceRead read;
        PriceUnit unit = parsePriceUnit(m.per);
        read.unit = m.per.mid(1).trimmed();
        if (unit.period.isEmpty()) {
            unit = parsePriceUnit(context.rowUnit);
            read.unit = context.rowUnit.trimmed();
        }
        if (unit.period.isEmpty()) {
            unit = priceUnitOfField(fieldId);
            read.unit.clear();
        }
        if (unit.period.isEmpty()) {
            *problem = QCoreApplication::translate("report", "'%1' names no period: say per hour, day, month or year "
                                                             "(in the header, in a unit column such as 计价单位, or by "
                                                             "choosing the column's field)")
                           .arg(text);
            return false;
        }
        read.period = unit.period;
        read.perGpu = unit.perGpu;
        read.amount = m.amount;
        read.column = context.column;
        q.price.read.push_back(read);
        settlePrices(q.price, statedGpuCount(q));
        return true;
    }
    case FieldType::Number: {
        double v = 0;
        if (!parseQuantity(fieldId, text, &v)) {
            *problem = QCoreApplication::translate("report", "'%1' is not a number").arg(text);
            return false;
        }
        if (fieldId == QLatin1String("cpu_vcpus")) {
            // A vCPU is a hardware thread: two per physical core with SMT.
            QuoteAnswer &cores = q.answers[QStringLiteral("cpu_cores")];
            if (cores.value.isEmpty()) {
                cores.value = planner::num(v / 2, 1);
                cores.offered = QCoreApplication::translate("report", "%1 vCPUs (%2 physical cores with SMT)")
                                    .arg(planner::num(v, 0), planner::num(v / 2, 1));
            }
            return true;
        }
        QuoteAnswer &a = q.answers[fieldId];
        a.value = planner::num(v, 3);
        if (a.offered.isEmpty())
            a.offered = text;
        if (fieldId == QLatin1String("gpu_count"))
            settlePrices(q.price, v); // per-GPU prices read before the count
        return true;
    }
    case FieldType::Flag:
    case FieldType::Text: break;
    }
    if (fieldId == QLatin1String("vendor"))
        q.vendor = text;
    else if (fieldId == QLatin1String("offering"))
        q.offering = text;
    else if (fieldId == QLatin1String("plan"))
        q.plan = text;
    else if (fieldId == QLatin1String("billing_rules"))
        q.billingRules = text;
    else if (fieldId == QLatin1String("traffic_pricing"))
        q.trafficPricing = text;
    else if (fieldId == QLatin1String("support_sla"))
        q.supportSla = text;
    else if (fieldId == QLatin1String("delivery_time"))
        q.deliveryTime = text;
    else if (fieldId == QLatin1String("notes"))
        q.notes = text;
    else if (fieldId == QLatin1String("cpu_model")) {
        // "Intel 6430 32核": the model, and the cores where a cores column has not given them.
        QuoteAnswer &cores = q.answers[QStringLiteral("cpu_cores")];
        cores.offered = text;
        if (const std::optional<double> n = coresInText(text); n && cores.value.isEmpty())
            cores.value = planner::num(*n, 0);
    } else if (fieldId == QLatin1String("price_unit"))
        ; // read with the row's prices (PriceContext)
    else if (fieldId != QLatin1String("item_id") && fieldId != QLatin1String("requirement") &&
             fieldId != QLatin1String("dimension") &&
             fieldId != QLatin1String("minimum") && fieldId != QLatin1String("recommended") &&
             fieldId != QLatin1String("unit") && fieldId != QLatin1String("offered") &&
             fieldId != QLatin1String("offered_value")) {
        QuoteAnswer &a = q.answers[fieldId];
        a.offered = text;
        a.value = text;
    }
    return true;
}

} // namespace gpuplanner::quotes::detail
