#include "app/quotes/pricelistmappingdialog.h"

#include "planner/quotes/quote.h"
#include "planner/report/pricelistfields.h"

#include <algorithm>

namespace gpuplanner::app {

PriceListMappingDialog::PriceListMappingDialog(const QString &fileName, QWidget *parent)
    : ColumnMappingDialog(fileName, priceListKind(), parent)
{
    setObjectName(QStringLiteral("priceListMappingDialog"));
    setWindowTitle(tr("Map the columns of the price list %1").arg(fileName));
}

QString PriceListMappingDialog::fieldLabel(const QString &fieldId)
{
    static const std::pair<const char *, const char *> labels[] = {
        {"vendor", QT_TR_NOOP("Vendor")},
        {"offering", QT_TR_NOOP("Offering (instance type or product)")},
        {"gpu_model", QT_TR_NOOP("GPU model")},
        {"gpu_count", QT_TR_NOOP("GPU count (GPUs in the offer)")},
        {"billing", QT_TR_NOOP("Billing (hourly, monthly, yearly, spot, purchase)")},
        {"price", QT_TR_NOOP("Price (period from the cell, header, unit or billing)")},
        {"price_per_hour", QT_TR_NOOP("Price per hour")},
        {"price_per_gpu_hour", QT_TR_NOOP("Price per GPU-hour (× GPU count)")},
        {"price_per_day", QT_TR_NOOP("Price per day")},
        {"price_per_gpu_day", QT_TR_NOOP("Price per GPU-day (× GPU count)")},
        {"price_per_month", QT_TR_NOOP("Price per month")},
        {"price_per_gpu_month", QT_TR_NOOP("Price per GPU-month (× GPU count)")},
        {"price_per_year", QT_TR_NOOP("Price per year")},
        {"price_per_gpu_year", QT_TR_NOOP("Price per GPU-year (× GPU count)")},
        {"price_reserved_year", QT_TR_NOOP("Reserved for a year (rate per hour or month; 12-month term)")},
        {"price_reserved_3year",
         QT_TR_NOOP("Reserved for three years (rate per hour or month; 36-month term)")},
        {"price_per_three_years", QT_TR_NOOP("Price for three years (whole term)")},
        {"price_unit", QT_TR_NOOP("Price unit (元/卡/时, 元/台/月, per GPU-hour…)")},
        {"currency", QT_TR_NOOP("Currency (CNY, USD)")},
        {"region", QT_TR_NOOP("Region")},
        {"as_of", QT_TR_NOOP("Date of the price")},
        {"source", QT_TR_NOOP("Source (link or document)")},
        {"id", QT_TR_NOOP("ID (your own, optional)")},
        {"cpu_vcpus", QT_TR_NOOP("vCPUs")},
        {"ram_gb", QT_TR_NOOP("Memory (GB)")},
        {"data_disk_gb", QT_TR_NOOP("Data disk (GB)")},
        {"notes", QT_TR_NOOP("Notes")},
    };
    for (const auto &[id, label] : labels)
        if (fieldId == QLatin1String(id))
            return tr(label);
    return fieldId;
}

MappingFields PriceListMappingDialog::priceListKind()
{
    MappingFields kind;
    kind.intro =
        tr("Each row of the file is one price: a GPU offer with its billing and price. Choose what each "
           "column holds; columns marked \"not used\" are ignored. Headers in English or Chinese were "
           "recognized where they name a field. A price's period and basis are read from the cell "
           "(¥18.5/卡/时, 45,000元/台/月, $2.10 per GPU-hour), else from a unit column, its header "
           "(单价（元/月）) or the billing (包月, 按量); a price per GPU is multiplied by the GPU count.");
    for (const QString &id : report::priceListFieldIds())
        kind.fields << qMakePair(id, fieldLabel(id));
    kind.guess = [](const QStringList &header) { return report::mapPriceListColumns(header).fields; };
    kind.header = [](const quotes::Grid &grid, int headerRow) {
        return report::priceListHeader(grid, headerRow);
    };
    kind.check = [](const QStringList &header, const QStringList &sample, const std::vector<QString> &fields,
                    const QString &defaultCurrency) {
        MappingFields::Check c;
        const QStringList missing = report::missingPriceListFields(fields);
        if (missing.contains(QStringLiteral("gpu_model")))
            c.missing << tr("GPU model");
        if (missing.contains(QStringLiteral("price")))
            c.missing << tr("Price");
        const auto has = [&](const char *id) {
            return std::find(fields.begin(), fields.end(), QLatin1String(id)) != fields.end();
        };
        bool periodNamed = has("price_unit") || has("billing");
        bool currencyNamed = false; // by a price column's header or the first row's price
        for (size_t i = 0; i < fields.size(); ++i) {
            if (!report::isPriceListPriceField(fields[i]))
                continue;
            const QString h = header.value(qsizetype(i));
            periodNamed = periodNamed || fields[i] != QLatin1String("price") ||
                          !quotes::parsePriceUnit(h).period.isEmpty();
            currencyNamed = currencyNamed || !quotes::currencyInText(h).isEmpty() ||
                            !quotes::currencyInText(sample.value(qsizetype(i))).isEmpty();
        }
        if (missing.contains(QStringLiteral("price")))
            return c;
        if (!has("currency") && defaultCurrency.isEmpty() && !currencyNamed)
            c.notes << tr(
                "No column gives the currency: each price must name it (¥, $, 元, USD), or choose the "
                "currency of rows that name none above.");
        if (!periodNamed)
            c.notes << tr(
                "No column names the period: each price must say it (/时, /月, per hour), or choose a "
                "price field with its period, a price unit or a billing column.");
        if (!has("gpu_count"))
            c.notes << tr(
                "No GPU count column: a count in the GPU cell (8卡 H100, H20 x2) is read; otherwise a row "
                "is one GPU, and a price per machine is left out.");
        return c;
    };
    return kind;
}

std::optional<ColumnChoice> choosePriceListColumns(QWidget *parent, const QString &fileName,
                                                   const QStringList &sheets, quotes::Grid grid,
                                                   const SheetReader &read)
{
    PriceListMappingDialog dialog(fileName, parent);
    return runMappingStep(dialog, sheets, std::move(grid), read);
}

} // namespace gpuplanner::app
