// Column headers to quote fields: synonyms in English and Chinese, the RFQ sheet's own labels as
// translated, and the user's overrides.
#include "planner/quotes/quotefields.h"

#include "planner/quotes/quote.h"
#include "translations/i18n.h"

#include <QCoreApplication>

#include <algorithm>
#include <QRegularExpression>

namespace gpuplanner::quotes {

QList<QPair<QString, QString>> rfqColumnLabels()
{
    return {{QStringLiteral("item_id"), QCoreApplication::translate("report", "Item ID")},
            {QStringLiteral("dimension"), QCoreApplication::translate("report", "Dimension")},
            {QStringLiteral("requirement"), QCoreApplication::translate("report", "Requirement")},
            {QStringLiteral("minimum"), QCoreApplication::translate("report", "Minimum")},
            {QStringLiteral("recommended"), QCoreApplication::translate("report", "Recommended")},
            {QStringLiteral("unit"), QCoreApplication::translate("report", "Unit")},
            {QStringLiteral("offered"), QCoreApplication::translate("report", "Offered part / model")},
            {QStringLiteral("offered_value"), QCoreApplication::translate("report", "Offered value")},
            {QStringLiteral("price_per_hour"), QCoreApplication::translate("report", "Price per hour")},
            {QStringLiteral("price_per_month"), QCoreApplication::translate("report", "Price per month")},
            {QStringLiteral("price_per_year"), QCoreApplication::translate("report", "Price per year")},
            {QStringLiteral("price_per_three_years"),
             QCoreApplication::translate("report", "Price for three years")},
            {QStringLiteral("billing_rules"), QCoreApplication::translate("report", "Billing rules")},
            {QStringLiteral("traffic_pricing"), QCoreApplication::translate("report", "Traffic pricing")},
            {QStringLiteral("support_sla"), QCoreApplication::translate("report", "Support and SLA")},
            {QStringLiteral("delivery_time"), QCoreApplication::translate("report", "Delivery time")},
            {QStringLiteral("notes"), QCoreApplication::translate("report", "Notes")}};
}

QList<QPair<QString, QString>> rfqCellLabels()
{
    return {{QStringLiteral("plan"), QCoreApplication::translate("report", "Plan")},
            {QStringLiteral("vendor"), QCoreApplication::translate("report", "Vendor")},
            {QStringLiteral("offering"), QCoreApplication::translate("report", "Offering")},
            {QStringLiteral("currency"), QCoreApplication::translate("report", "Currency (CNY or USD)")}};
}

namespace {

// Normalized RFQ labels in English and Chinese → field, built once.
const QHash<QString, QString> &translatedLabels()
{
    static const QHash<QString, QString> labels = [] {
        QHash<QString, QString> out;
        const i18n::Language previous = i18n::currentLanguage();
        for (const i18n::Language l : {i18n::Language::English, i18n::Language::Chinese}) {
            i18n::setLanguage(l);
            for (const auto &[field, label] : rfqColumnLabels() + rfqCellLabels())
                out.insert(normalizeHeader(label), field);
        }
        i18n::setLanguage(previous);
        return out;
    }();
    return labels;
}

} // namespace

namespace {
QString fieldByName(const QString &header, const std::vector<QuoteField> &fields, bool rfqLabels);
} // namespace

QString fieldForHeader(const QString &header)
{
    return fieldForHeader(header, quoteFields());
}

QString fieldForHeader(const QString &header, const std::vector<QuoteField> &fields)
{
    // The RFQ sheet's labels name quote fields only.
    const bool rfqLabels = &fields == &quoteFields();
    // A price header's unit chooses the period and basis: "单价（元/月）" is per month, "单价（元/卡/时）"
    // per GPU-hour, whatever synonym the name matched.
    QString field = fieldByName(header, fields, rfqLabels);
    if (field.isEmpty() && !parsePriceUnit(header).period.isEmpty())
        field = fieldByName(header.section(QLatin1Char('/'), 0, 0), fields, rfqLabels); // "租金/天", "Price/GPU-h"
    // A period with a price word: "包月价格", "月租金（元）", "Monthly rate".
    static const QRegularExpression priceWord(QStringLiteral("\\x{4EF7}|\\x{79DF}|\\x{8D39}|price|cost|rate|fee|rent"),
                                              QRegularExpression::CaseInsensitiveOption); // 价 租 费
    const auto offers = [&](const QString &id) {
        return std::any_of(fields.begin(), fields.end(), [&](const QuoteField &f) { return f.id == id; });
    };
    if (field.isEmpty() && !parsePriceUnit(header).period.isEmpty() && priceWord.match(header).hasMatch() &&
        offers(QStringLiteral("price")))
        field = QStringLiteral("price");
    // (A three-year total names its term, not a period: "3-year total (USD)" is no price per year.)
    if (field == QLatin1String("price") ||
        (field.startsWith(QLatin1String("price_per_")) && field != QLatin1String("price_per_three_years"))) {
        const PriceUnit unit = parsePriceUnit(header);
        if (!unit.period.isEmpty() && offers(priceFieldFor(unit)))
            return priceFieldFor(unit);
    }
    return field;
}

namespace {

QString fieldByName(const QString &header, const std::vector<QuoteField> &fields, bool rfqLabels)
{
    static const QRegularExpression split(QStringLiteral("\\n|\\s/\\s|\\s·\\s|\\|"));
    QStringList parts = header.split(split, Qt::SkipEmptyParts);
    // A name under a group ("数量\nGPU", "型号\nCPU"): the group and the name together ("GPU数量",
    // "CPU型号") before either alone, so that "数量" under "GPU" is the GPU count, not the GPU.
    if (const QStringList lines = header.split(QLatin1Char('\n'), Qt::SkipEmptyParts); lines.size() == 2) {
        parts.prepend(lines[0] + lines[1]);
        parts.prepend(lines[1] + lines[0]);
    }
    parts.prepend(header);
    for (const QString &part : parts) {
        const QString n = normalizeHeader(part);
        for (const QuoteField &f : fields)
            if (f.synonyms.contains(n))
                return f.id;
        if (!rfqLabels)
            continue;
        if (const auto it = translatedLabels().find(n); it != translatedLabels().end() && !n.isEmpty())
            return it.value();
    }
    QString best;
    qsizetype bestLength = 0;
    for (const QString &part : parts) {
        const QString n = normalizeHeader(part);
        for (const QuoteField &f : fields)
            for (const QString &s : f.synonyms)
                if (s.size() >= 3 && s.size() > bestLength && n.contains(s)) {
                    best = f.id;
                    bestLength = s.size();
                }
    }
    return best;
}

} // namespace

QString columnLetter(int column)
{
    QString s;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        s.prepend(QChar(u'A' + (c - 1) % 26));
    return s;
}

bool addMappingOverride(const QString &spec, QHash<QString, QString> *overrides)
{
    const qsizetype eq = spec.lastIndexOf(QLatin1Char('='));
    if (eq <= 0)
        return false;
    overrides->insert(spec.left(eq).trimmed().toLower(), spec.mid(eq + 1).trimmed());
    return true;
}

bool isRfqLayout(const ColumnMapping &mapping)
{
    const auto has = [&](const char *id) {
        return std::find(mapping.fields.begin(), mapping.fields.end(), QLatin1String(id)) != mapping.fields.end();
    };
    return has("item_id") && (has("offered") || has("offered_value"));
}

ColumnMapping mapColumns(const QStringList &header, const QHash<QString, QString> &overrides)
{
    return mapColumns(header, overrides, quoteFields());
}

ColumnMapping mapColumns(const QStringList &header, const QHash<QString, QString> &overrides,
                         const std::vector<QuoteField> &fields)
{
    ColumnMapping m;
    m.fields.resize(size_t(header.size()));
    for (qsizetype c = 0; c < header.size(); ++c)
        m.fields[size_t(c)] = fieldForHeader(header[c], fields);
    const auto known = [&](const QString &id) {
        return std::any_of(fields.begin(), fields.end(), [&](const QuoteField &f) { return f.id == id; });
    };
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it) {
        const QString target = it.value() == QLatin1String("ignore") ? QString() : it.value();
        if (!target.isEmpty() && !known(target)) {
            QStringList ids;
            for (const QuoteField &f : fields)
                ids << f.id;
            m.problems << QCoreApplication::translate("report", "--map %1=%2: no field is named '%2' (fields: %3)")
                              .arg(it.key(), it.value(), ids.join(QStringLiteral(", ")));
            continue;
        }
        int column = -1;
        for (qsizetype c = 0; c < header.size() && column < 0; ++c)
            if (header[c].trimmed().toLower() == it.key() || columnLetter(int(c)).toLower() == it.key() ||
                QString::number(c + 1) == it.key())
                column = int(c);
        if (column < 0) {
            m.problems << QCoreApplication::translate("report", "--map %1=%2: no column is named '%1'")
                              .arg(it.key(), it.value());
            continue;
        }
        m.fields[size_t(column)] = target;
    }
    return m;
}

} // namespace gpuplanner::quotes
