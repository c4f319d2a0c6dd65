// Reading a team's price list into catalog price rows, row by row (the columns: pricelistfields.cpp;
// the cells: pricelist_cells.cpp, pricelist_price.cpp).
#include "planner/report/pricelist.h"

#include "planner/cost/costassumptions.h"
#include "planner/io/texttemplate.h"
#include "planner/quotes/quote.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/xlsxreader.h"
#include "planner/report/pricelist_internal.h"
#include "planner/report/pricelistfields.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace gpuplanner::report {

namespace {

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

QString missingText(const QStringList &missing, const QStringList &header, const QString &fileName, bool forApp)
{
    QStringList what;
    if (missing.contains(QStringLiteral("gpu_model")))
        what << QCoreApplication::translate("pricelist", "the GPU model (型号, GPU)");
    if (missing.contains(QStringLiteral("price")))
        what << QCoreApplication::translate("pricelist", "a price (单价, Price)");
    const QString head = QCoreApplication::translate("pricelist", "%1: no column holds %2 (headers: %3).")
                             .arg(fileName, what.join(QCoreApplication::translate("pricelist", " or ")),
                                  header.join(planner::listSeparator()).simplified());
    return head + QLatin1Char(' ') +
           (forApp ? QCoreApplication::translate("pricelist", "Choose the columns in the mapping step.")
                   : QCoreApplication::translate("pricelist", "Map them with --map COLUMN=gpu_model and --map COLUMN=price "
                                                              "(or price_per_hour, price_per_gpu_month…)."));
}

} // namespace

PriceListImport importPriceGrid(const quotes::Grid &grid, const QString &fileName, const catalog::Catalog &catalog,
                                const QDate &today, const QHash<QString, QString> &overrides)
{
    PriceListOptions options;
    options.overrides = overrides;
    return importPriceGrid(grid, fileName, catalog, today, options);
}

PriceListImport importPriceGrid(const quotes::Grid &grid, const QString &fileName, const catalog::Catalog &catalog,
                                const QDate &today, const PriceListOptions &options)
{
    using namespace pricecells;
    PriceListImport out;
    const quotes::QuoteHeader found = priceListHeader(grid, options.headerRow);
    if (found.row < 0) {
        out.error = QCoreApplication::translate("pricelist", "%1: the file holds no table.").arg(fileName);
        return out;
    }
    out.headerRow = found.row + 1;
    const QStringList &header = found.header;
    const quotes::ColumnMapping cols = mapPriceListColumns(header, options.overrides);
    out.problems << cols.problems;
    // A named column no field takes ("1-year ($/hr)", "Spot ($/hr)") is said, not dropped in silence.
    for (size_t i = 0; i < cols.fields.size(); ++i)
        if (const QString name = header.value(qsizetype(i)).section(QLatin1Char('\n'), 0, 0).trimmed();
            cols.fields[i].isEmpty() && !name.isEmpty())
            out.problems << (options.forApp
                                 ? QCoreApplication::translate("pricelist",
                                                               "%1: column '%2' is not read: no field of a "
                                                               "price list has this name (choose one in "
                                                               "the mapping step)")
                                       .arg(QFileInfo(fileName).fileName(), name)
                                 : QCoreApplication::translate("pricelist",
                                                               "%1: column '%2' is not read: no field of a "
                                                               "price list has this name (map it with "
                                                               "--map %3)")
                                       .arg(QFileInfo(fileName).fileName(), name,
                                            io::shellWord(name + QStringLiteral("=FIELD"))));
    auto column = [&](const char *id) {
        for (size_t i = 0; i < cols.fields.size(); ++i)
            if (cols.fields[i] == QLatin1String(id))
                return int(i);
        return -1;
    };
    std::vector<int> priceColumns;
    for (size_t i = 0; i < cols.fields.size(); ++i)
        if (isPriceListPriceField(cols.fields[i]))
            priceColumns.push_back(int(i));
    if (const QStringList missing = missingPriceListFields(cols.fields); !missing.isEmpty()) {
        out.error = missingText(missing, header, fileName, options.forApp);
        return out;
    }
    const int gpuCol = column("gpu_model"), countCol = column("gpu_count"), billingCol = column("billing"),
              unitCol = column("price_unit"), currencyCol = column("currency");
    const QString shownName = QFileInfo(fileName).fileName();
    QSet<QString> ids;
    QHash<QString, int> nextSuffix;
    // Thousands of rows repeat a few GPU names, counts, dates and prices: each is read once.
    QHash<QString, catalog::LookupResult> gpuLookups;
    QHash<QString, GpusRead> gpuReads;
    QHash<QString, std::optional<QDate>> dates;
    QHash<QString, OfferPrice> prices;
    QHash<QString, std::optional<double>> hardware;
    RentalReferences references(catalog, planner::cost::CostAssumptions{}.cnyPerUsd);
    static const QString exampleMark = QString::fromUtf8(kTemplateExampleMark);
    const QChar sep(0x1f);
    for (qsizetype r = found.row + 1; r < grid.size(); ++r) {
        const QStringList &cells = grid[r];
        auto cell = [&](int c) {
            return c >= 0 && c < cells.size() ? quotes::unneutralizeCell(cells[c].trimmed()) : QString();
        };
        if (std::all_of(cells.begin(), cells.end(), [](const QString &c) { return c.trimmed().isEmpty(); }))
            continue;
        if (std::any_of(cells.begin(), cells.end(), [](const QString &c) { return c.contains(exampleMark); })) {
            ++out.exampleRows; // the template's example, never a price
            continue;
        }
        ++out.dataRows;
        const int line = int(r) + 1;
        QStringList bad;
        auto at = [&](int c, const QString &text) {
            return QCoreApplication::translate("pricelist", "%1: row %2, column %3 (%4): %5")
                .arg(fileName)
                .arg(line)
                .arg(quotes::columnLetter(c), c < header.size() ? header[c].simplified() : QString(), text);
        };
        auto badCell = [&](int c, const QString &problem) { bad << at(c, problem); };
        // The GPU and how many: the count column, else the GPU cell ("8卡 A800 80G SXM", "H20 96GB x2").
        const QString gpuText = cell(gpuCol);
        const QString countText = cell(countCol);
        auto gpusIt = gpuReads.constFind(gpuText + sep + countText);
        if (gpusIt == gpuReads.cend())
            gpusIt = gpuReads.insert(gpuText + sep + countText, readGpus(gpuText, countText));
        const GpusRead &gpus = *gpusIt;
        QString acceleratorId;
        if (gpuText.isEmpty()) {
            badCell(gpuCol, QCoreApplication::translate("pricelist", "no GPU model"));
        } else if (!gpus.problem.isEmpty()) {
            badCell(gpus.countCell ? countCol : gpuCol, gpus.problem);
        } else {
            auto cached = gpuLookups.constFind(gpus.model);
            if (cached == gpuLookups.cend())
                cached = gpuLookups.insert(gpus.model, catalog.findAsWritten(gpus.model, catalog::Kind::Accelerator));
            const catalog::LookupResult &match = *cached;
            if (match.matches.size() == 1)
                acceleratorId = match.matches.front().row->id;
            else
                badCell(gpuCol, match.matches.size() > 1
                                    ? QCoreApplication::translate("pricelist", "'%1' matches several GPUs; write the catalog id")
                                          .arg(gpuText)
                                    : QCoreApplication::translate("pricelist", "no GPU in the catalog is named '%1'%2")
                                          .arg(gpuText, match.suggestions.isEmpty()
                                                            ? QString()
                                                            : QCoreApplication::translate("pricelist", " (did you mean %1?)")
                                                                  .arg(match.suggestions.mid(0, 3).join(QStringLiteral(", ")))));
        }
        // The date.
        QDate asOf = today;
        if (const int c = column("as_of"); c >= 0 && !cell(c).isEmpty()) {
            auto known = dates.constFind(cell(c));
            if (known == dates.cend())
                known = dates.insert(cell(c), cellDate(cell(c)));
            if (*known)
                asOf = **known;
            else
                badCell(c, QCoreApplication::translate("pricelist", "'%1' is not a date (2026-12-01)").arg(cell(c)));
        }
        // The hardware, where stated: a cell not understood is left out of the row, with a note.
        nlohmann::json j;
        QStringList unread;
        for (const auto &[field, key] : {std::pair{"cpu_vcpus", "vcpus"}, std::pair{"ram_gb", "ram_gb"},
                                         std::pair{"data_disk_gb", "local_storage_gb"}}) {
            const int c = column(field);
            if (c < 0 || cell(c).isEmpty())
                continue;
            const QString hk = QLatin1String(field) + sep + cell(c);
            auto known = hardware.constFind(hk);
            if (known == hardware.cend()) {
                double v = 0;
                known = hardware.insert(hk, readHardware(QLatin1String(field), cell(c), &v) ? std::optional(v) : std::nullopt);
            }
            if (*known)
                j[key] = **known;
            else
                unread << at(c, QCoreApplication::translate("pricelist", "'%1' is not understood; the row is imported "
                                                                         "without it").arg(cell(c)));
        }
        std::vector<int> filled;
        for (int c : priceColumns)
            if (!cell(c).isEmpty())
                filled.push_back(c);
        out.prices += int(std::max<size_t>(1, filled.size()));
        if (filled.empty())
            badCell(priceColumns.front(), QCoreApplication::translate("pricelist", "no price"));
        if (!bad.isEmpty()) {
            out.problems << bad;
            continue;
        }
        const QString vendor = cell(column("vendor"));
        const QString offering = cell(column("offering"));
        const QString provider = vendor.isEmpty() ? QCoreApplication::translate("pricelist", "own price list") : vendor;
        // Each price of the row is an offer (包月 and 包年 side by side); the billing column speaks
        // for a row's only price.
        bool imported = false;
        for (const int c : filled) {
            PriceCells in;
            in.cell = cell(c);
            in.header = c < header.size() ? header[c] : QString();
            in.field = cols.fields[size_t(c)];
            in.unitCell = cell(unitCol);
            in.billingCell = filled.size() == 1 ? cell(billingCol) : QString();
            in.currencyCell = cell(currencyCol);
            in.defaultCurrency = options.defaultCurrency;
            const QString key = QStringList{in.cell, in.header, in.field, in.unitCell, in.billingCell, in.currencyCell,
                                            in.defaultCurrency}.join(sep);
            auto priceIt = prices.constFind(key);
            if (priceIt == prices.cend())
                priceIt = prices.insert(key, readOfferPrice(in));
            const OfferPrice &p = *priceIt;
            if (!p.problem.isEmpty()) {
                out.problems << at(p.billingCell ? billingCol : c, p.problem);
                continue;
            }
            if (p.perMachine && gpus.from.isEmpty()) {
                out.problems << at(c, QCoreApplication::translate("pricelist", "'%1' is a price per machine, but the row "
                                                                               "gives no GPU count: add a count column (卡数) "
                                                                               "or write it in the GPU cell (8卡 H100)")
                                          .arg(in.cell));
                continue;
            }
            // A price of the whole offering with no count anywhere is one GPU's (a single-card instance),
            // said beside the row: an 8-GPU server's 60,000 a month would otherwise pass as a GPU's.
            const bool assumedOneGpu = !p.perGpu && gpus.from.isEmpty();
            OfferRow offer;
            offer.provider = provider;
            offer.offering = offering.isEmpty() ? gpuText : offering;
            offer.region = cell(column("region"));
            offer.source = cell(column("source"));
            offer.notes = cell(column("notes"));
            offer.acceleratorId = acceleratorId;
            offer.gpus = gpus.count;
            offer.asOf = asOf;
            offer.document = QCoreApplication::translate("pricelist", "Own price list %1, row %2: %3")
                                 .arg(shownName)
                                 .arg(line)
                                 .arg(in.cell);
            nlohmann::json row = catalogPriceRow(offer, p, j);
            QString id = cell(column("id"));
            if (id.isEmpty() || filled.size() > 1)
                id = QStringLiteral("user-") +
                     slug(vendor + QLatin1Char('-') + offer.offering + QLatin1Char('-') + p.billing +
                          (p.termMonths > 0 && p.termMonths != 12 ? QStringLiteral("-%1m").arg(p.termMonths)
                                                                  : QString()));
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
            row["id"] = id.toStdString();
            // Validated as the catalog validates its rows, once: the store takes the checked row as it is.
            QStringList errors;
            std::optional<catalog::CheckedRow> checked =
                catalog::CheckedRow::check(catalog::Kind::Price, std::move(row), fileName, int(r), errors);
            if (!checked) {
                out.problems << errors;
                continue;
            }
            PriceAsRead read{in.header.simplified(),
                             in.cell,
                             p.amount,
                             p.period,
                             p.perGpu       ? QStringLiteral("gpu")
                             : p.perMachine ? QStringLiteral("machine")
                                            : QString(),
                             assumedOneGpu ? QStringLiteral("assumed") : gpus.from,
                             p.currencyFrom};
            out.rows.push_back({line, std::move(*checked), std::move(read)});
            const catalog::Accelerator *gpu = catalog.accelerator(acceleratorId);
            if (const QString far = rentalPriceNote(out.rows.back().row(), in.cell,
                                                    gpu ? gpu->name : acceleratorId, references);
                !far.isEmpty())
                unread << at(c, far);
            if (assumedOneGpu)
                unread << at(c, QCoreApplication::translate(
                                    "pricelist", "no GPU count: '%1' is taken as the price of one "
                                                 "GPU; if the offering has more, add a count column "
                                                 "(卡数) or write it in the GPU cell (8卡 A800)")
                                    .arg(in.cell));
            imported = true;
        }
        if (imported)
            out.notRead << unread;
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
    PriceListOptions options;
    options.overrides = overrides;
    return importPriceList(path, catalog, today, options);
}

PriceListImport importPriceList(const QString &path, const catalog::Catalog &catalog, const QDate &today,
                                const PriceListOptions &options)
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
    return importPriceGrid(grid, name, catalog, today, options);
}

} // namespace gpuplanner::report
