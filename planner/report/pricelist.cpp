// Reading a team's price list into catalog price rows, row by row (the headers and cells: pricelist_cells.cpp).
#include "planner/report/pricelist.h"

#include "planner/quotes/quote.h"
#include "planner/quotes/quotefields.h"
#include "planner/quotes/xlsxreader.h"
#include "planner/report/pricelist_internal.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gpuplanner::report {

namespace {

std::string u8(const QString &s)
{
    return s.toStdString();
}

QString slug(const QString &text)
{
    QString out;
    for (const QChar c : text.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            out += c;
        else if (!out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    while (out.startsWith(QLatin1Char('-')))
        out.remove(0, 1);
    return out;
}

} // namespace

PriceListImport importPriceGrid(const quotes::Grid &grid, const QString &fileName, const catalog::Catalog &catalog,
                                const QDate &today, const QHash<QString, QString> &overrides)
{
    using pricecells::billingFromText, pricecells::cellDate, pricecells::Columns, pricecells::mapPriceColumns,
        pricecells::Period, pricecells::periodIn, pricecells::periodOfField, pricecells::perPart, pricecells::quantity;
    PriceListImport out;
    qsizetype headerRow = -1;
    for (qsizetype r = 0; r < grid.size() && headerRow < 0; ++r)
        for (const QString &cell : grid[r])
            if (!cell.trimmed().isEmpty()) {
                headerRow = r;
                break;
            }
    if (headerRow < 0) {
        out.error = QCoreApplication::translate("pricelist", "%1: the file holds no table.").arg(fileName);
        return out;
    }
    const QStringList header = grid[headerRow];
    const Columns cols = mapPriceColumns(header, overrides);
    out.problems << cols.problems;
    auto column = [&](const char *id) {
        for (size_t i = 0; i < cols.fields.size(); ++i)
            if (cols.fields[i] == QLatin1String(id))
                return int(i);
        return -1;
    };
    std::vector<int> priceColumns;
    for (size_t i = 0; i < cols.fields.size(); ++i)
        if (cols.fields[i].startsWith(QLatin1String("price")) && cols.fields[i] != QLatin1String("price_unit"))
            priceColumns.push_back(int(i));
    if (column("gpu_model") < 0 || priceColumns.empty()) {
        out.error = QCoreApplication::translate("pricelist", "%1: no column names the GPU model and a price "
                                                             "(headers: %2). Map them with --map COLUMN=gpu_model and "
                                                             "--map COLUMN=price_per_hour (or _month, _year).")
                        .arg(fileName, header.join(QStringLiteral(", ")));
        return out;
    }
    const QString shownName = QFileInfo(fileName).fileName();
    QSet<QString> ids;
    QHash<QString, catalog::LookupResult> gpuLookups;
    QHash<QString, int> nextSuffix;
    QHash<QString, std::optional<QDate>> dates;
    // Thousands of rows repeat a few billing words; each text is read once.
    QHash<QString, std::pair<QString, int>> billings;
    std::vector<Period> headerPeriods(std::max(size_t(header.size()), cols.fields.size()));
    for (int c : priceColumns)
        if (c < header.size())
            headerPeriods[size_t(c)] = periodIn(header[c]);
    for (qsizetype r = headerRow + 1; r < grid.size(); ++r) {
        const QStringList &cells = grid[r];
        auto cell = [&](int c) { return c >= 0 && c < cells.size() ? cells[c].trimmed() : QString(); };
        bool empty = true;
        for (const QString &c : cells)
            empty = empty && c.trimmed().isEmpty();
        if (empty)
            continue;
        static const QString exampleMark = QString::fromUtf8(kTemplateExampleMark);
        if (std::any_of(cells.begin(), cells.end(), [](const QString &c) { return c.contains(exampleMark); })) {
            ++out.exampleRows; // the template's example, never a price
            continue;
        }
        ++out.dataRows;
        const int line = int(r) + 1;
        QStringList bad;
        auto badCell = [&](int c, const QString &problem) {
            bad << QCoreApplication::translate("pricelist", "%1: row %2, column %3 (%4): %5")
                       .arg(fileName)
                       .arg(line)
                       .arg(quotes::columnLetter(c), c < header.size() ? header[c].simplified() : QString(), problem);
        };
        // The GPU.
        const int gpuCol = column("gpu_model");
        QString acceleratorId;
        const QString gpuText = cell(gpuCol);
        if (gpuText.isEmpty())
            badCell(gpuCol, QCoreApplication::translate("pricelist", "no GPU model"));
        else {
            // A list names the same few GPUs on thousands of rows: each name is looked up once.
            auto cached = gpuLookups.constFind(gpuText);
            if (cached == gpuLookups.cend())
                cached = gpuLookups.insert(gpuText, catalog.findAsWritten(gpuText, catalog::Kind::Accelerator));
            const catalog::LookupResult &found = *cached;
            if (found.matches.size() == 1)
                acceleratorId = found.matches.front().row->id;
            else
                badCell(gpuCol, found.matches.size() > 1
                                    ? QCoreApplication::translate("pricelist", "'%1' matches several GPUs; write the catalog id")
                                          .arg(gpuText)
                                    : QCoreApplication::translate("pricelist", "no GPU in the catalog is named '%1'%2")
                                          .arg(gpuText, found.suggestions.isEmpty()
                                                            ? QString()
                                                            : QCoreApplication::translate("pricelist", " (did you mean %1?)")
                                                                  .arg(found.suggestions.mid(0, 3).join(QStringLiteral(", ")))));
        }
        double gpus = 1;
        if (const int c = column("gpu_count"); c >= 0 && !cell(c).isEmpty()) {
            if (!quantity(cell(c), false, &gpus) || gpus < 1 || gpus != std::floor(gpus))
                badCell(c, QCoreApplication::translate("pricelist", "'%1' is not a GPU count").arg(cell(c)));
        }
        // The price: the first price column with a value; its header or the cell names the period.
        int priceCol = -1;
        for (int c : priceColumns)
            if (!cell(c).isEmpty()) {
                priceCol = c;
                break;
            }
        QString period;
        bool perGpu = false;
        double amount = 0;
        QString currency;
        if (priceCol < 0)
            badCell(priceColumns.front(), QCoreApplication::translate("pricelist", "no price"));
        else {
            const quotes::MoneyCell money = quotes::parseMoneyCell(cell(priceCol));
            if (!money.ok || money.amount <= 0)
                badCell(priceCol, QCoreApplication::translate("pricelist", "'%1' is not a price").arg(cell(priceCol)));
            amount = money.amount;
            currency = money.currency;
            Period unit = periodOfField(cols.fields[size_t(priceCol)]);
            if (const Period &inHeader = headerPeriods[size_t(priceCol)]; !inHeader.period.isEmpty())
                unit = inHeader;
            if (const Period inCell = periodIn(perPart(cell(priceCol))); !inCell.period.isEmpty())
                unit = inCell;
            if (unit.period.isEmpty())
                if (const int c = column("price_unit"); c >= 0)
                    unit = periodIn(cell(c));
            period = unit.period;
            perGpu = unit.perGpu;
        }
        if (currency.isEmpty())
            if (const int c = column("currency"); c >= 0)
                currency = quotes::normalizeCurrency(cell(c));
        if (currency.isEmpty() && priceCol >= 0)
            currency = quotes::normalizeCurrency(header[priceCol]);
        if (currency.isEmpty() && priceCol >= 0 && bad.isEmpty())
            badCell(priceCol, QCoreApplication::translate("pricelist", "no currency: write ¥ or $, or add a currency column"));
        // Billing: the billing column, else the price's period.
        int term = 0;
        QString billing;
        if (const int c = column("billing"); c >= 0 && !cell(c).isEmpty()) {
            auto known = billings.constFind(cell(c));
            if (known == billings.cend()) {
                int months = 0;
                const QString read = billingFromText(cell(c), &months);
                known = billings.insert(cell(c), {read, months});
            }
            billing = known->first;
            term = known->second;
            if (billing.isEmpty())
                badCell(c, QCoreApplication::translate("pricelist", "'%1' is not a billing mode (按量付费, 包年包月, 包年, "
                                                                    "抢占式, 购买)").arg(cell(c)));
        }
        if (billing.isEmpty() && priceCol >= 0)
            billing = period == QLatin1String("month") ? QStringLiteral("monthly")
                      : period == QLatin1String("year") ? (term = 12, QStringLiteral("reserved"))
                      : period.isEmpty()                ? QString()
                                                        : QStringLiteral("hourly");
        if (billing.isEmpty() && priceCol >= 0 && period.isEmpty())
            badCell(priceCol, QCoreApplication::translate("pricelist", "the price names no period (/时, /月, /年) and "
                                                                       "no billing column says 按量 or 包月"));
        // To the catalog's units: hour or month, whole offer; purchase once.
        double price = amount * (perGpu ? gpus : 1.0);
        QString unit;
        if (billing == QLatin1String("purchase")) {
            unit = QStringLiteral("once");
        } else if (period == QLatin1String("year")) {
            price /= 12.0;
            unit = QStringLiteral("month");
            if (billing == QLatin1String("reserved") && term == 0)
                term = 12;
        } else if (period == QLatin1String("month")) {
            unit = QStringLiteral("month");
        } else if (period == QLatin1String("day")) {
            price /= 24.0;
            unit = QStringLiteral("hour");
        } else {
            unit = QStringLiteral("hour");
        }
        if (billing == QLatin1String("reserved") && term == 0)
            term = 12;
        // The date.
        QDate asOf = today;
        if (const int c = column("as_of"); c >= 0 && !cell(c).isEmpty()) {
            // A list repeats a few dates on thousands of rows: each text is parsed once.
            auto known = dates.constFind(cell(c));
            if (known == dates.cend())
                known = dates.insert(cell(c), cellDate(cell(c)));
            if (const std::optional<QDate> &d = *known)
                asOf = *d;
            else
                badCell(c, QCoreApplication::translate("pricelist", "'%1' is not a date (YYYY-MM-DD)").arg(cell(c)));
        }
        const QString vendor = cell(column("vendor"));
        const QString offering = cell(column("offering"));
        auto number = [&](const char *field, const char *key, nlohmann::json &j) {
            const int c = column(field);
            if (c < 0 || cell(c).isEmpty())
                return;
            double v = 0;
            if (quantity(cell(c), QLatin1String(field).endsWith(QLatin1String("_gb")), &v) && v >= 0)
                j[key] = v;
            else
                badCell(c, QCoreApplication::translate("pricelist", "'%1' is not a number").arg(cell(c)));
        };
        nlohmann::json j;
        number("cpu_vcpus", "vcpus", j);
        number("ram_gb", "ram_gb", j);
        number("data_disk_gb", "local_storage_gb", j);
        if (!bad.isEmpty()) {
            out.problems << bad;
            continue;
        }
        QString id = cell(column("id"));
        if (id.isEmpty())
            id = QStringLiteral("user-") + slug(vendor + QLatin1Char('-') + (offering.isEmpty() ? gpuText : offering) +
                                                QLatin1Char('-') + billing);
        else
            id = slug(id);
        // Repeated ids get -2, -3, …; the next number per base is remembered, so that thousands of
        // rows of one offering take linear time, not quadratic.
        const QString base = id;
        int &n = nextSuffix[base];
        n = std::max(n, 2);
        while (ids.contains(id))
            id = base + QLatin1Char('-') + QString::number(n++);
        ids.insert(id);
        const QString provider = vendor.isEmpty() ? QCoreApplication::translate("pricelist", "own price list") : vendor;
        j["id"] = u8(id);
        j["name"] = u8(provider + QStringLiteral(" ") + (offering.isEmpty() ? gpuText : offering) +
                       QStringLiteral(" (") + billing + QLatin1Char(')'));
        j["provider"] = u8(provider);
        j["offering"] = u8(offering.isEmpty() ? gpuText : offering);
        if (const QString region = cell(column("region")); !region.isEmpty())
            j["region"] = u8(region);
        j["accelerator_id"] = u8(acceleratorId);
        j["gpu_count"] = int(gpus);
        j["billing"] = u8(billing);
        if (term > 0)
            j["term_months"] = term;
        j["price"] = price;
        j["unit"] = u8(unit);
        j["currency"] = u8(currency);
        j["as_of"] = u8(asOf.toString(Qt::ISODate));
        if (billing == QLatin1String("purchase")) {
            j["price_basis"] = "reseller-quote";
            if (j.contains("vcpus") || j.contains("ram_gb"))
                j["scope"] = "server";
        }
        const QString src = cell(column("source"));
        const QString notes = cell(column("notes"));
        nlohmann::json source{{"document", u8(QCoreApplication::translate("pricelist", "Own price list %1, row %2: %3")
                                                  .arg(shownName)
                                                  .arg(line)
                                                  .arg(cell(priceCol)))},
                              {"confidence", "price-list"}};
        if (src.startsWith(QLatin1String("http")))
            source["url"] = u8(src);
        if (!notes.isEmpty())
            source["note"] = u8(notes);
        j["source"] = source;
        // Validated as the catalog validates its rows, once: the store takes the checked row as it is.
        QStringList errors;
        std::optional<catalog::CheckedRow> checked =
            catalog::CheckedRow::check(catalog::Kind::Price, std::move(j), fileName, int(r), errors);
        if (!checked) {
            out.problems << errors;
            continue;
        }
        out.rows.push_back({line, std::move(*checked)});
    }
    if (out.exampleRows > 0)
        out.problems << QCoreApplication::translate("pricelist", "%1: %n example row(s) of the template left out; "
                                                                 "they are never imported.", nullptr, out.exampleRows)
                            .arg(fileName);
    return out;
}

PriceListImport importPriceList(const QString &path, const catalog::Catalog &catalog, const QDate &today,
                                const QHash<QString, QString> &overrides)
{
    const QString name = QFileInfo(path).fileName();
    quotes::Grid grid;
    if (path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive)) {
        const quotes::XlsxWorkbook book = quotes::readXlsxWorkbook(path);
        if (!book.error.isEmpty() || book.sheetNames.isEmpty()) {
            PriceListImport out;
            out.error = QCoreApplication::translate("pricelist", "%1: %2").arg(name, book.error);
            return out;
        }
        QString error;
        grid = quotes::readXlsxSheet(path, book, book.sheetNames.front(), &error);
        if (!error.isEmpty()) {
            PriceListImport out;
            out.error = QCoreApplication::translate("pricelist", "%1: %2").arg(name, error);
            return out;
        }
    } else {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            PriceListImport out;
            out.error = QCoreApplication::translate("pricelist", "%1: cannot be read: %2").arg(path, f.errorString());
            return out;
        }
        grid = quotes::parseCsv(f.readAll());
    }
    return importPriceGrid(grid, name, catalog, today, overrides);
}

} // namespace gpuplanner::report
