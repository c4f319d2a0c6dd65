// Quote files in: XLSX (our RFQ sheet), CSV (the RFQ sheet or any table of quotes), JSON.
#include "planner/quotes/quoteimport.h"

#include "catalog/bundled.h"
#include "catalog/catalog.h"
#include "catalog/jsontext.h"
#include "catalog/namematch.h"
#include "planner/quotes/quotejson.h"
#include "planner/quotes/quotetable.h"
#include "planner/quotes/xlsxreader.h"
#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace gpuplanner::quotes {

namespace {

constexpr qint64 kMaxFileBytes = 32 * 1024 * 1024;

ImportOptions stamped(ImportOptions o)
{
    if (o.importedAt.isEmpty())
        o.importedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    o.defaultCurrency = normalizeCurrency(o.defaultCurrency);
    return o;
}

} // namespace

QStringList vendorSummaryLines(const QuoteImport &import)
{
    QStringList lines;
    const QString comma = planner::listSeparator();
    const QString clause = planner::clauseSeparator();
    // A table of many vendors (a price list of thousands of rows): the vendors whose every cell was
    // read and every quote priced are counted together, per set of columns read; the others (a cell
    // not read, a price on request) keep a line each.
    const bool many = import.vendors.size() > 20;
    QStringList groups;            // the columns read, joined, in the order first met
    QHash<QString, std::pair<int, int>> grouped; // → vendors, quotes
    for (const VendorImport &v : import.vendors) {
        const int onRequest = v.quotes - v.priced;
        if (many && onRequest == 0 && v.notRead.isEmpty()) {
            const QString columns = v.read.join(planner::listSeparator());
            auto &[vendors, quotes] = grouped[columns];
            if (vendors++ == 0)
                groups << columns;
            quotes += v.quotes;
            continue;
        }
        QString line = onRequest == 0
                           ? QCoreApplication::translate("report", "%1: %n quote(s) read", nullptr, v.quotes).arg(v.vendor)
                           : QCoreApplication::translate("report", "%1: %n quote(s) read (%2 priced, %3 price on request)",
                                                         nullptr, v.quotes)
                                 .arg(v.vendor)
                                 .arg(v.priced)
                                 .arg(onRequest);
        if (!v.read.isEmpty())
            line += clause + QCoreApplication::translate("report", "read: %1").arg(v.read.join(comma));
        if (!v.notRead.isEmpty())
            line +=
                clause + QCoreApplication::translate("report", "not read: %1").arg(v.notRead.join(clause));
        lines << line;
    }
    for (const QString &columns : std::as_const(groups)) {
        const auto [vendors, quotes] = grouped.value(columns);
        QString line = QCoreApplication::translate("report", "%n vendor(s) with every cell read and priced", nullptr, vendors) +
                       QStringLiteral(" (") +
                       QCoreApplication::translate("report", "%n quote(s)", nullptr, quotes) + QLatin1Char(')');
        if (!columns.isEmpty())
            line += clause + QCoreApplication::translate("report", "read: %1").arg(columns);
        lines << line;
    }
    return lines;
}

int quoteHeaderRow(const Grid &grid, const ImportOptions &options)
{
    int best = -1, bestCount = 1;
    for (int r = 0; r < std::min<qsizetype>(grid.size(), 40); ++r) {
        const ColumnMapping m = mapColumns(grid[r], options.columnMap);
        int named = 0;
        for (const QString &f : m.fields)
            named += f.isEmpty() ? 0 : 1;
        if (named > bestCount) {
            best = r;
            bestCount = named;
        }
    }
    return best;
}

namespace detail {

const catalog::Catalog &catalogFor(const ImportOptions &options)
{
    if (options.catalog)
        return *options.catalog;
    static const catalog::Catalog bundled = [] {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        return catalog::Catalog(std::move(b.rows), b.version);
    }();
    return bundled;
}

CoresLookup coresLookupFor(const ImportOptions &options)
{
    return catalogCores(catalogFor(options));
}

GpuCountRead gpuInOffering(const QString &offering, const catalog::Catalog &catalog)
{
    // A text none of whose words is a GPU's model word (a catalog GPU's word with a figure that is no
    // size: "h100", "4090", "910b") names no GPU: most offerings ("套餐A", "gn7i-c32g1") are settled
    // without a lookup.
    const QStringList words = catalog::nameTokens(offering);
    const auto modelWord = [&](const QString &w) {
        return catalog.acceleratorWords().contains(w) && !catalog::isSizeToken(w) &&
               std::any_of(w.begin(), w.end(), [](QChar c) { return c.isDigit(); });
    };
    if (std::none_of(words.begin(), words.end(), modelWord))
        return {};
    const auto names = [&](const QString &text) {
        const GpuCountRead read = readGpuCount(text);
        const QString model = read.model.isEmpty() ? text.simplified() : read.model;
        return !model.isEmpty() &&
               !catalog.findAsWritten(model, catalog::Kind::Accelerator, false).matches.empty();
    };
    // The part of a configuration that names a GPU ("8*H100 SXM / 2*8480+ / 2T", "套餐A（8卡A800）"), else
    // the whole cell ("8*H100 SXM 80G", "8卡H100"); nothing where no part names one the catalog knows.
    static const QRegularExpression parts(
        QStringLiteral("[/|\\n,;()\\x{FF0C}\\x{FF1B}\\x{3001}\\x{FF08}\\x{FF09}]")); // ，；、（）
    if (const QStringList split = offering.split(parts, Qt::SkipEmptyParts); split.size() > 1)
        for (const QString &part : split)
            if (names(part.trimmed()))
                return readGpuCount(part.trimmed());
    if (names(offering))
        return readGpuCount(offering).model.isEmpty() ? GpuCountRead{offering.simplified(), {}, {}}
                                                      : readGpuCount(offering);
    return {};
}

QuoteImport importGrid(const Grid &grid, const CellLocator &base, const ImportOptions &optionsIn)
{
    const ImportOptions options = stamped(optionsIn);
    const QString &source = base.file;
    QuoteImport out;
    const QuoteHeader chosen = quoteHeader(grid, options);
    const int header = chosen.row;
    if (header < 0) {
        out.messages << QCoreApplication::translate("report", "%1: no header row: no column names a quote field "
                                                              "(vendor, gpu_model, price_per_hour…; Chinese headers "
                                                              "such as 供应商 or 每小时价格 work too)")
                            .arg(source);
        return out;
    }
    const ColumnMapping mapping = mapColumns(chosen.header, options.columnMap);
    for (const QString &p : mapping.problems)
        out.messages << source + planner::nameColon() + p;
    CellLocator where = base;
    where.header = chosen.header;
    if (isRfqLayout(mapping))
        importRfq(grid, header, mapping, where, options, out);
    else
        importWide(grid, header, mapping, where, options, out);
    return out;
}

bool quoteFromFieldsAt(const QList<QPair<QString, QString>> &fields, const QString &label, Quote *quote,
                       QStringList *messages, const ImportOptions &options)
{
    Grid grid{QStringList(), QStringList()};
    for (const auto &[name, value] : fields) {
        grid[0] << name;
        grid[1] << value;
    }
    CellLocator where;
    where.file = label;
    where.record = true;
    const QuoteImport result = importGrid(grid, where, options);
    *messages = result.messages;
    if (result.quotes.size() != 1)
        return false;
    *quote = result.quotes.front();
    return true;
}

} // namespace detail

namespace {

// Messages quote a cell's text ("'…' is not a number"): a 20 MB cell makes no 20 MB message.
QuoteImport bounded(QuoteImport in)
{
    for (QString &m : in.messages)
        m = catalog::shortMessage(m);
    for (VendorImport &v : in.vendors)
        for (QString &m : v.notRead)
            m = catalog::shortMessage(m);
    return in;
}

QuoteImport readQuoteJson(const QByteArray &json, const QString &source, const ImportOptions &optionsIn);

} // namespace

QuoteImport importQuoteGrid(const Grid &fileGrid, const QString &source, bool spreadsheet,
                            const ImportOptions &options)
{
    const std::optional<Grid> bom = billOfMaterials(fileGrid);
    const OrientedGrid oriented = orientQuoteGrid(bom ? *bom : fileGrid);
    const Grid &gridIn = oriented.grid;
    detail::CellLocator where;
    where.file = source;
    where.spreadsheet = spreadsheet;
    where.origin = oriented.origin;
    if (gridIn.size() <= kMaxQuoteRows)
        return bounded(detail::importGrid(gridIn, where, options));
    // The work and the plan file grow with every quote: a table longer than any quote sheet is read
    // up to the limit, and the message says where it stopped.
    QuoteImport out = bounded(detail::importGrid(gridIn.mid(0, kMaxQuoteRows), where, options));
    out.messages << QCoreApplication::translate("report", "%1: only the first %2 rows are read; a quote file holds "
                                                          "at most that many. Split the file to import the rest.")
                        .arg(source)
                        .arg(kMaxQuoteRows);
    return out;
}

QuoteImport importQuoteJson(const QByteArray &json, const QString &source, const ImportOptions &options)
{
    return bounded(readQuoteJson(json, source, options));
}

namespace {

QuoteImport readQuoteJson(const QByteArray &json, const QString &source, const ImportOptions &optionsIn)
{
    const ImportOptions options = stamped(optionsIn);
    QuoteImport out;
    QString error;
    const nlohmann::json doc = catalog::parseJsonText(json, source, &error);
    if (doc.is_discarded()) {
        out.messages << error;
        return out;
    }
    const nlohmann::json list = doc.is_object() && doc.contains("quotes") ? doc["quotes"]
                                : doc.is_array()                          ? doc
                                                                          : nlohmann::json::array({doc});
    if (!list.is_array()) {
        out.messages << QCoreApplication::translate("report", "%1: quotes: must be an array").arg(source);
        return out;
    }
    if (list.size() > size_t(kMaxQuoteRows))
        out.messages << QCoreApplication::translate("report", "%1: only the first %2 quotes are read; a quote file holds "
                                                              "at most that many. Split the file to import the rest.")
                            .arg(source)
                            .arg(kMaxQuoteRows);
    for (size_t i = 0; i < std::min(list.size(), size_t(kMaxQuoteRows)); ++i) {
        ++out.rowsRead;
        const nlohmann::json &item = list[i];
        Quote q;
        QString problem;
        QStringList problems;
        bool ok = false;
        if (item.is_object() && (item.contains("answers") || item.contains("price"))) {
            ok = quoteFromJson(item, &q, &problem);
        } else if (item.is_object()) {
            QList<QPair<QString, QString>> fields;
            for (const auto &[key, value] : item.items())
                fields.append({fromUtf8(key), value.is_string() ? fromUtf8(value.get<std::string>())
                                                : value.is_null()  ? QString()
                                                                   : fromUtf8(value.dump())});
            ok = detail::quoteFromFieldsAt(fields, QCoreApplication::translate("report", "%1 quote %2").arg(source).arg(i + 1),
                                           &q, &problems, options);
        } else {
            problem = QCoreApplication::translate("report", "a quote must be a JSON object");
        }
        if (!ok) {
            ++out.rowsSkipped;
            if (!problem.isEmpty())
                out.messages << QCoreApplication::translate("report", "%1 quote %2: %3; the quote is left out")
                                    .arg(source)
                                    .arg(i + 1)
                                    .arg(problem);
            else
                out.messages << problems;
            continue;
        }
        out.messages << problems; // the cells of a kept quote that were not read
        if (q.source.isEmpty())
            q.source = source;
        if (q.importedAt.isEmpty())
            q.importedAt = options.importedAt;
        out.quotes.push_back(std::move(q));
    }
    return out;
}

} // namespace

bool quoteFromFields(const QList<QPair<QString, QString>> &fields, Quote *quote, QStringList *messages,
                     const ImportOptions &options)
{
    if (!detail::quoteFromFieldsAt(fields, QCoreApplication::translate("report", "manual entry"), quote, messages,
                                   stamped(options))) {
        for (QString &m : *messages)
            m = catalog::shortMessage(m);
        return false;
    }
    quote->source = QStringLiteral("manual");
    return true;
}

QuoteImport importQuoteFile(const QString &path, const ImportOptions &options)
{
    QuoteImport out;
    const QFileInfo info(path);
    const QString name = info.fileName();
    const QString suffix = info.suffix().toLower();
    if (info.size() > kMaxFileBytes) {
        out.messages << QCoreApplication::translate("report", "%1: too large for a quote file").arg(name);
        return out;
    }
    if (suffix == QLatin1String("xlsx"))
        return importQuoteWorkbook(path, options);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.messages << QCoreApplication::translate("report", "%1: cannot be read: %2").arg(name, file.errorString());
        return out;
    }
    const QByteArray data = file.readAll();
    if (suffix == QLatin1String("json"))
        return importQuoteJson(data, name, options);
    if (suffix == QLatin1String("csv") || suffix == QLatin1String("tsv") || suffix == QLatin1String("txt"))
        return importQuoteGrid(parseCsv(data, kMaxQuoteRows + 1), name, false, options);
    out.messages << QCoreApplication::translate("report", "%1: unknown quote file type (use .xlsx, .csv or .json)").arg(name);
    return out;
}

} // namespace gpuplanner::quotes
