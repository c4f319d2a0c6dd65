#include "planner/report/pricelist.h"

#include "planner/quotes/quote.h"
#include "planner/quotes/quotefields.h"
#include "planner/quotes/xlsxreader.h"
#include "planner/report/xlsxwriting.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace gpuplanner::report {

namespace {

std::string u8(const QString &s)
{
    return s.toStdString();
}

// The price list's own columns, besides the quote fields.
QString ownField(const QString &header)
{
    const QString n = quotes::normalizeHeader(header);
    static const QHash<QString, QString> names{
        {QStringLiteral("date"), QStringLiteral("as_of")},       {QStringLiteral("asof"), QStringLiteral("as_of")},
        {QStringLiteral("pricedate"), QStringLiteral("as_of")},  {QStringLiteral("quotedate"), QStringLiteral("as_of")},
        {QStringLiteral("日期"), QStringLiteral("as_of")},       {QStringLiteral("报价日期"), QStringLiteral("as_of")},
        {QStringLiteral("价格日期"), QStringLiteral("as_of")},   {QStringLiteral("region"), QStringLiteral("region")},
        {QStringLiteral("地域"), QStringLiteral("region")},      {QStringLiteral("地区"), QStringLiteral("region")},
        {QStringLiteral("区域"), QStringLiteral("region")},      {QStringLiteral("id"), QStringLiteral("id")},
        {QStringLiteral("source"), QStringLiteral("source")},    {QStringLiteral("url"), QStringLiteral("source")},
        {QStringLiteral("来源"), QStringLiteral("source")},      {QStringLiteral("链接"), QStringLiteral("source")},
        {QStringLiteral("billingmode"), QStringLiteral("billing")}, {QStringLiteral("付费方式"), QStringLiteral("billing")},
        {QStringLiteral("计费模式"), QStringLiteral("billing")}, {QStringLiteral("实例规格"), QStringLiteral("offering")},
        {QStringLiteral("规格"), QStringLiteral("offering")},    {QStringLiteral("机型"), QStringLiteral("offering")},
        {QStringLiteral("型号规格"), QStringLiteral("offering")},
    };
    for (const QString &part : header.split(QRegularExpression(QStringLiteral("\\n|\\s/\\s|\\|")), Qt::SkipEmptyParts)) {
        const auto it = names.find(quotes::normalizeHeader(part));
        if (it != names.end())
            return it.value();
    }
    return names.value(n);
}

// 按量付费 / 包年包月 / 包年 / 抢占式 / 购买, in either language.
QString billingFromText(const QString &text, int *termMonths)
{
    const QString t = text.toLower().trimmed();
    *termMonths = 0;
    if (t.isEmpty())
        return {};
    auto has = [&](std::initializer_list<const char *> words) {
        for (const char *w : words)
            if (t.contains(QString::fromUtf8(w)))
                return true;
        return false;
    };
    if (has({"抢占", "竞价", "spot", "preempt"}))
        return QStringLiteral("spot");
    if (has({"购买", "采购", "买断", "整机", "purchase", "buy", "capex"}))
        return QStringLiteral("purchase");
    if (has({"按量", "按需", "pay-as-you-go", "payg", "on-demand", "ondemand", "hourly", "按小时", "按时"}))
        return QStringLiteral("hourly");
    if (has({"包年包月", "包月", "monthly", "subscription", "月付"}))
        return QStringLiteral("monthly");
    if (has({"包年", "yearly", "annual", "reserved", "预留", "年付"})) {
        *termMonths = 12;
        return QStringLiteral("reserved");
    }
    return {};
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

std::optional<QDate> cellDate(const QString &text)
{
    const QString t = text.trimmed();
    for (const char *fmt : {"yyyy-MM-dd", "yyyy/M/d", "yyyy.M.d", "yyyy-M-d", "yyyy年M月d日", "yyyy-MM", "yyyy/M", "yyyy年M月"}) {
        const QDate d = QDate::fromString(t, QString::fromUtf8(fmt));
        if (d.isValid())
            return d;
    }
    bool ok = false;
    const double serial = t.toDouble(&ok); // an Excel date serial
    if (ok && serial > 20000 && serial < 80000)
        return QDate(1899, 12, 30).addDays(qint64(serial));
    return std::nullopt;
}

struct Period
{
    QString period; // hour | day | month | year, empty when the text names none
    bool perGpu = false;
};

// The period a price text names: "/月", "元/卡/时", "/h", "per GPU-hour", "包月", "单价（元/月）".
Period periodIn(const QString &text)
{
    const QString t = text.toLower();
    Period p;
    static const QRegularExpression hour(QStringLiteral("小时|/\\s*时|每时|按时|/\\s*h\\b|/\\s*hr|hour|hourly|gpu-?h\\b"));
    static const QRegularExpression day(QStringLiteral("/\\s*天|/\\s*日|每天|包天|per\\s*day|/\\s*day|daily"));
    static const QRegularExpression month(QStringLiteral("/\\s*月|每月|包月|month|/\\s*mo\\b|monthly"));
    static const QRegularExpression year(QStringLiteral("/\\s*年|每年|包年|year|annual|/\\s*yr"));
    if (month.match(t).hasMatch())
        p.period = QStringLiteral("month");
    else if (year.match(t).hasMatch())
        p.period = QStringLiteral("year");
    else if (day.match(t).hasMatch())
        p.period = QStringLiteral("day");
    else if (hour.match(t).hasMatch())
        p.period = QStringLiteral("hour");
    static const QRegularExpression gpu(QStringLiteral("卡|per\\s*gpu|/\\s*gpu|gpu-?h|gpu\\s*hour|per\\s*card|/\\s*card"));
    p.perGpu = !p.period.isEmpty() && gpu.match(t).hasMatch();
    return p;
}

// The period of a mapped price field: price_per_month, price_per_gpu_hour…
Period periodOfField(const QString &field)
{
    Period p;
    const QString gpu = QStringLiteral("price_per_gpu_"), whole = QStringLiteral("price_per_");
    if (field.startsWith(gpu)) {
        p.period = field.mid(gpu.size());
        p.perGpu = true;
    } else if (field.startsWith(whole)) {
        p.period = field.mid(whole.size());
    }
    return p;
}

// The unit a money cell writes after its number ("¥12,800/月" → "/月").
QString perPart(const QString &cell)
{
    const qsizetype slash = cell.indexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : cell.mid(slash);
}

// A count or size as vendors write it: "8", "8卡", "1,024", "2TB" (→ 2000 GB for sizes).
bool quantity(const QString &text, bool gb, double *value)
{
    QString t = text.trimmed();
    t.remove(QLatin1Char(','));
    static const QRegularExpression num(QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)\\s*([a-zA-Z\\x{4e00}-\\x{9fff}]*)"));
    const QRegularExpressionMatch m = num.match(t);
    if (!m.hasMatch())
        return false;
    double v = m.captured(1).toDouble();
    const QString unit = m.captured(2).toLower();
    if (gb && (unit.startsWith(QLatin1Char('t'))))
        v *= 1000;
    *value = v;
    return true;
}

struct Columns
{
    std::vector<QString> fields;
    QStringList problems;
};

Columns mapPriceColumns(const QStringList &header, const QHash<QString, QString> &overrides)
{
    // Overrides that name the price list's own fields are applied here; the rest go to mapColumns.
    QHash<QString, QString> quoteOverrides;
    QHash<QString, QString> own;
    static const QStringList ownIds{QStringLiteral("as_of"), QStringLiteral("region"), QStringLiteral("id"),
                                    QStringLiteral("source"), QStringLiteral("billing")};
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it)
        (ownIds.contains(it.value()) ? own : quoteOverrides).insert(it.key(), it.value());
    const quotes::ColumnMapping m = quotes::mapColumns(header, quoteOverrides);
    Columns c;
    c.fields = m.fields;
    c.problems = m.problems;
    for (qsizetype i = 0; i < header.size(); ++i) {
        const QString f = ownField(header[i]);
        if (!f.isEmpty() && (c.fields[size_t(i)].isEmpty() || f == QLatin1String("billing") || f == QLatin1String("id")))
            c.fields[size_t(i)] = f;
        if (c.fields[size_t(i)] == QLatin1String("billing_rules"))
            c.fields[size_t(i)] = QStringLiteral("billing");
    }
    for (auto it = own.cbegin(); it != own.cend(); ++it)
        for (qsizetype i = 0; i < header.size(); ++i)
            if (header[i].trimmed().toLower() == it.key() || quotes::columnLetter(int(i)).toLower() == it.key() ||
                QString::number(i + 1) == it.key())
                c.fields[size_t(i)] = it.value();
    return c;
}

} // namespace

PriceListImport importPriceGrid(const quotes::Grid &grid, const QString &fileName, const catalog::Catalog &catalog,
                                const QDate &today, const QHash<QString, QString> &overrides)
{
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
    QSet<QString> ids;
    QHash<QString, catalog::LookupResult> gpuLookups;
    QHash<QString, int> nextSuffix;
    for (qsizetype r = headerRow + 1; r < grid.size(); ++r) {
        const QStringList &cells = grid[r];
        auto cell = [&](int c) { return c >= 0 && c < cells.size() ? cells[c].trimmed() : QString(); };
        bool empty = true;
        for (const QString &c : cells)
            empty = empty && c.trimmed().isEmpty();
        if (empty)
            continue;
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
                cached = gpuLookups.insert(gpuText, catalog.find(gpuText, catalog::Kind::Accelerator));
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
            if (const Period inHeader = periodIn(header[priceCol]); !inHeader.period.isEmpty())
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
            billing = billingFromText(cell(c), &term);
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
            if (const auto d = cellDate(cell(c)))
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
                                                  .arg(QFileInfo(fileName).fileName())
                                                  .arg(line)
                                                  .arg(cell(priceCol)))},
                              {"confidence", "price-list"}};
        if (src.startsWith(QLatin1String("http")))
            source["url"] = u8(src);
        if (!notes.isEmpty())
            source["note"] = u8(notes);
        j["source"] = source;
        // Validated as the catalog validates its rows.
        catalog::Rows scratch;
        QStringList errors;
        if (!catalog::parseRow(catalog::Kind::Price, j, fileName, int(r), catalog::Origin::User, scratch, errors)) {
            out.problems << errors;
            continue;
        }
        out.rows.push_back({line, j});
    }
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

quotes::Grid priceListTemplate()
{
    auto h = [](const char *en, const char *zh) -> QString {
        return QString::fromUtf8(en) + QLatin1Char('\n') + QString::fromUtf8(zh);
    };
    quotes::Grid g;
    g << QStringList{h("Vendor", "供应商"), h("Offering", "实例规格"), h("GPU model", "GPU型号"), h("GPU count", "卡数"),
                     h("vCPUs", "vCPU数"), h("Memory (GB)", "内存"), h("Data disk (GB)", "数据盘"),
                     h("Billing", "计费方式"), h("Price", "单价"), h("Currency", "币种"), h("Region", "地域"),
                     h("Date", "报价日期"), h("Source", "来源"), h("Notes", "备注")};
    g << QStringList{QStringLiteral("Example Cloud"), QStringLiteral("gpu.8xh100"), QStringLiteral("H100 SXM"),
                     QStringLiteral("8"), QStringLiteral("192"), QStringLiteral("2048"), QStringLiteral("30000"),
                     QStringLiteral("hourly"), QStringLiteral("$24.00/h"), QStringLiteral("USD"),
                     QStringLiteral("us-east"), QStringLiteral("2026-12-01"), QString(), QStringLiteral("negotiated")};
    g << QStringList{QStringLiteral("示例云"), QStringLiteral("gn-a10"), QStringLiteral("A10"), QStringLiteral("1"),
                     QStringLiteral("8"), QStringLiteral("32"), QStringLiteral("200"), QStringLiteral("包年包月"),
                     QStringLiteral("¥4,500/月"), QStringLiteral("CNY"), QStringLiteral("华东"),
                     QStringLiteral("2026-12-01"), QString(), QStringLiteral("含 200GB 数据盘")};
    return g;
}

bool writePriceListTemplate(const QString &path, QString *error)
{
    const quotes::Grid g = priceListTemplate();
    if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        return quotes::writeCsv(path, g, error);
    detail::Workbook book(path);
    if (!book.ok()) {
        *error = QCoreApplication::translate("pricelist", "%1: the workbook cannot be created").arg(path);
        return false;
    }
    lxw_worksheet *sheet = workbook_add_worksheet(book.get(), "prices");
    lxw_format *bold = workbook_add_format(book.get());
    format_set_bold(bold);
    format_set_text_wrap(bold);
    for (int r = 0; r < g.size(); ++r)
        for (int c = 0; c < g[r].size(); ++c)
            detail::writeText(sheet, r, c, g[r][c], r == 0 ? bold : nullptr);
    worksheet_set_column(sheet, 0, lxw_col_t(g.front().size() - 1), 16, nullptr);
    return book.save(error);
}

} // namespace gpuplanner::report
