// The columns of a team's price list: its fields and the headers that name them.
#include "planner/report/pricelistfields.h"

#include <algorithm>

namespace gpuplanner::report {

namespace {

using quotes::FieldType;
using quotes::QuoteField;

QStringList words(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *w : list)
        out << QString::fromUtf8(w);
    return out;
}

// A quote field's headers, with `more` added and `less` taken out (a price list's "型号" is its GPU,
// not its offering).
QuoteField like(const char *quoteId, std::initializer_list<const char *> more = {},
                std::initializer_list<const char *> less = {})
{
    const QuoteField *q = quotes::quoteField(QString::fromLatin1(quoteId));
    QuoteField f =
        quotes::makeField(QString::fromLatin1(quoteId), q ? q->type : FieldType::Text, words(more));
    if (q)
        for (const QString &s : q->synonyms)
            if (!f.synonyms.contains(s))
                f.synonyms << s;
    for (const char *w : less)
        f.synonyms.removeAll(quotes::normalizeHeader(QString::fromUtf8(w)));
    return f;
}

QuoteField own(const char *id, std::initializer_list<const char *> synonyms)
{
    return quotes::makeField(QString::fromLatin1(id), FieldType::Text, words(synonyms));
}

} // namespace

const std::vector<QuoteField> &priceListFields()
{
    static const std::vector<QuoteField> fields{
        like("vendor"),
        like("offering", {"型号规格", "产品型号"}, {"型号", "model"}),
        like("gpu_model", {"型号", "model", "gpu model name", "卡型", "GPU卡型号", "加速卡型号"}),
        // A price list's quantity is the GPUs of its row's offering (a quote's, quotemachines.cpp, may be
        // machines); a GPU cell that says otherwise ("8卡 A800" beside 1) leaves the row out, named.
        like("gpu_count", {"gpu数", "卡数量", "num gpus", "gpu number", "gpu num", "number of cards", "数量",
                           "quantity", "qty"}),
        own("billing",
            {"billing", "billing mode", "billing type", "billing method", "billing rules", "pricing model",
             "payment", "计费方式", "计费模式", "计费类型", "计费规则", "付费方式", "付费类型", "购买方式"}),
        like("price"),
        like("price_per_hour"),
        like("price_per_gpu_hour"),
        like("price_per_day"),
        like("price_per_gpu_day"),
        like("price_per_month"),
        like("price_per_gpu_month"),
        like("price_per_year"),
        like("price_per_gpu_year"),
        like("price_reserved_year"),
        like("price_reserved_3year"),
        like("price_per_three_years"),
        like("price_unit", {"unit", "单位", "price basis", "计价方式", "计价基准"}),
        like("currency", {"币别", "货币单位", "currency unit"}),
        own("region", {"region", "地域", "地区", "区域", "location", "zone", "availability zone", "可用区",
                       "机房", "数据中心", "data center"}),
        own("as_of", {"date", "as of", "price date", "quote date", "quoted on", "valid from", "日期",
                      "报价日期", "价格日期", "更新日期", "生效日期", "报价时间"}),
        own("source", {"source", "url", "link", "reference", "来源", "链接", "出处", "数据来源", "价格来源"}),
        own("id", {"id", "price id", "编号"}),
        like("cpu_vcpus"),
        like("ram_gb"),
        like("data_disk_gb"),
        like("notes"),
    };
    return fields;
}

QStringList priceListFieldIds()
{
    QStringList ids;
    for (const QuoteField &f : priceListFields())
        ids << f.id;
    return ids;
}

bool isPriceListPriceField(const QString &id)
{
    return id == QLatin1String("price") || id.startsWith(QLatin1String("price_per_")) ||
           quotes::reservedTermOfField(id) > 0;
}

quotes::ColumnMapping mapPriceListColumns(const QStringList &header,
                                          const QHash<QString, QString> &overridesIn)
{
    QHash<QString, QString> overrides = overridesIn;
    for (auto it = overrides.begin(); it != overrides.end(); ++it)
        if (it.value() == QLatin1String("billing_rules"))
            it.value() = QStringLiteral("billing"); // the quote field's name for the same column
    return quotes::mapColumns(header, overrides, priceListFields());
}

namespace {

int filledCells(const QStringList &row)
{
    return int(
        std::count_if(row.begin(), row.end(), [](const QString &c) { return !c.trimmed().isEmpty(); }));
}

int namedFields(const QStringList &row)
{
    int n = 0;
    for (const QString &f : mapPriceListColumns(row).fields)
        n += f.isEmpty() ? 0 : 1;
    return n;
}

} // namespace

quotes::QuoteHeader priceListHeader(const quotes::Grid &grid, int headerRow)
{
    quotes::ImportOptions options;
    if (headerRow > 0) {
        options.headerRow = headerRow;
        return quotes::quoteHeader(grid, options); // with the group row above it, where there is one
    }
    int best = -1, bestCount = 1;
    for (int r = 0; r < std::min<qsizetype>(grid.size(), 40); ++r)
        if (const int n = namedFields(grid[r]); n > bestCount) {
            best = r;
            bestCount = n;
        }
    if (best < 0) {
        for (qsizetype r = 0; r < grid.size(); ++r)
            if (filledCells(grid[r]) > 0)
                return {int(r), grid[r]};
        return {};
    }
    // The names under a group row name fields themselves, most of their cells; a data row does not.
    int namesRow = best;
    if (best + 1 < grid.size()) {
        const QStringList &below = grid[best + 1];
        const int named = namedFields(below);
        if (named >= 2 && 2 * named >= filledCells(below))
            namesRow = best + 1;
    }
    options.headerRow = namesRow + 1;
    return quotes::quoteHeader(grid, options);
}

QStringList missingPriceListFields(const std::vector<QString> &fields)
{
    QStringList missing;
    if (std::find(fields.begin(), fields.end(), QStringLiteral("gpu_model")) == fields.end())
        missing << QStringLiteral("gpu_model");
    if (std::none_of(fields.begin(), fields.end(), isPriceListPriceField))
        missing << QStringLiteral("price");
    return missing;
}

} // namespace gpuplanner::report
