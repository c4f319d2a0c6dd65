#include "planner/workload/jsonfields.h"

#include "catalog/jsontext.h"
#include "catalog/namematch.h"
#include "catalog/rowreader.h"
#include "planner/workload/format.h"

#include <cmath>
#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::planner {

namespace {

constexpr double kSmallestQuantity = 1e-9;
constexpr qsizetype kLongestText = 200; // names, versions, ids: a longer one is not a plan's text

const nlohmann::json &emptyObject()
{
    static const nlohmann::json empty = nlohmann::json::object();
    return empty;
}
} // namespace

QString closestWord(const QString &word, const QStringList &candidates)
{
    QString best;
    int bestDistance = 1 << 20;
    for (const QString &c : candidates) {
        const int d = catalog::editDistance(word.toLower(), c.toLower());
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return bestDistance <= std::max<int>(2, int(word.size()) / 3) ? best : QString();
}

JsonFields::JsonFields(const nlohmann::json &object, QString path) : m_object(object), m_path(std::move(path))
{
}

QString JsonFields::pathOf(const char *key) const
{
    return m_path.isEmpty() ? QString::fromLatin1(key) : m_path + QLatin1Char('.') + QString::fromLatin1(key);
}

void JsonFields::fail(const char *key, const QString &problem) const
{
    throw InputError(tidyChineseSpaces(pathOf(key) + nameColon() + problem)); // "实际为 数字"
}

void JsonFields::onlyKeys(std::initializer_list<const char *> known) const
{
    QStringList names;
    for (const char *k : known)
        names << QString::fromLatin1(k);
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        const QString key = catalog::excerpt(QString::fromStdString(it.key()), 40);
        if (names.contains(key))
            continue;
        const QString near = closestWord(key, names);
        const QString where = m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
        throw InputError(near.isEmpty()
                             ? QCoreApplication::translate("input", "%1: unknown field").arg(where)
                             : QCoreApplication::translate("input", "%1: unknown field; did you mean '%2'?")
                                   .arg(where, near));
    }
}

bool JsonFields::has(const char *key) const
{
    const auto it = m_object.find(key);
    return it != m_object.end() && !it->is_null();
}

const nlohmann::json &JsonFields::raw(const char *key) const
{
    const auto it = m_object.find(key);
    return it == m_object.end() ? emptyObject() : *it;
}

std::optional<double> JsonFields::number(const char *key, double min, double max) const
{
    if (!has(key))
        return std::nullopt;
    const nlohmann::json &v = raw(key);
    if (!v.is_number())
        fail(
            key,
            QCoreApplication::translate("input", "must be a number, found %1").arg(catalog::jsonTypeName(v)));
    const double d = v.get<double>();
    if (!std::isfinite(d) || d < min || d > max)
        fail(key, QCoreApplication::translate("input", "must be between %1 and %2, found %3")
                      .arg(min)
                      .arg(max)
                      .arg(d));
    // No quantity of a plan is meaningful below a billionth of its unit; such a value only turns
    // a division into an infinity (5e-324 images per second made "inf USD").
    if (d != 0 && std::fabs(d) < kSmallestQuantity)
        fail(key, QCoreApplication::translate("input", "must be 0 or at least %1, found %2")
                      .arg(kSmallestQuantity)
                      .arg(d));
    return d;
}

std::optional<int> JsonFields::integer(const char *key, int min, int max) const
{
    if (!has(key))
        return std::nullopt;
    const nlohmann::json &v = raw(key);
    const bool whole =
        v.is_number_integer() || (v.is_number_float() && std::floor(v.get<double>()) == v.get<double>());
    if (!whole)
        fail(key, QCoreApplication::translate("input", "must be a whole number, found %1")
                      .arg(catalog::excerpt(v)));
    const double d = v.get<double>();
    if (d < min || d > max)
        fail(key, QCoreApplication::translate("input", "must be between %1 and %2, found %3")
                      .arg(min)
                      .arg(max)
                      .arg(d));
    return int(d);
}

std::optional<bool> JsonFields::boolean(const char *key) const
{
    if (!has(key))
        return std::nullopt;
    const nlohmann::json &v = raw(key);
    if (!v.is_boolean())
        fail(key, QCoreApplication::translate("input", "must be true or false, found %1")
                      .arg(catalog::jsonTypeName(v)));
    return v.get<bool>();
}

std::optional<QString> JsonFields::text(const char *key) const
{
    if (!has(key))
        return std::nullopt;
    const nlohmann::json &v = raw(key);
    if (!v.is_string())
        fail(key,
             QCoreApplication::translate("input", "must be text, found %1").arg(catalog::jsonTypeName(v)));
    if (v.get_ref<const std::string &>().size() > size_t(kLongestText) * 4)
        fail(key, QCoreApplication::translate("input", "is longer than %1 characters").arg(kLongestText));
    const QString s = QString::fromStdString(v.get<std::string>()).trimmed();
    if (s.size() > kLongestText)
        fail(key, QCoreApplication::translate("input", "is longer than %1 characters").arg(kLongestText));
    if (s.isEmpty())
        fail(key, QCoreApplication::translate("input", "is empty"));
    return s;
}

std::optional<QString> JsonFields::version(const char *key, bool words) const
{
    const std::optional<QString> s = text(key);
    if (!s)
        return s;
    static const QRegularExpression plain(QStringLiteral("^[0-9A-Za-z][0-9A-Za-z.+-]{0,39}$"));
    static const QRegularExpression named(QStringLiteral("^[0-9A-Za-z][0-9A-Za-z.+ /_-]{0,79}$"));
    if (!(words ? named : plain).match(*s).hasMatch())
        fail(key, words ? QCoreApplication::translate("input", "must be a name and version such as \"pytorch 2.7.1\": "
                                                               "letters, digits, spaces and . - + / _, at most 80 characters")
                        : QCoreApplication::translate("input", "must be a version such as 12.4 or 550.54.15: "
                                                               "letters, digits and . - +, at most 40 characters"));
    return s;
}

std::optional<QString> JsonFields::line(const char *key) const
{
    const std::optional<QString> s = text(key);
    if (!s)
        return s;
    for (const QChar c : *s) {
        const QChar::Category k = c.category();
        if (k == QChar::Other_Control || k == QChar::Other_Format || k == QChar::Separator_Line ||
            k == QChar::Separator_Paragraph)
            fail(key, QCoreApplication::translate("input", "must be one line of text without control characters "
                                                           "(found U+%1)")
                          .arg(c.unicode(), 4, 16, QLatin1Char('0')));
    }
    return s;
}

std::optional<int> JsonFields::choice(const char *key, std::initializer_list<const char *> allowed) const
{
    // A whole number where the choices are numbers ("resolution": 1080) is the choice it spells.
    const nlohmann::json *numberGiven = has(key) && raw(key).is_number_integer() ? &raw(key) : nullptr;
    const std::optional<QString> s =
        numberGiven ? std::optional<QString>(QString::number(numberGiven->get<long long>())) : text(key);
    if (!s)
        return std::nullopt;
    QStringList names;
    int i = 0;
    for (const char *a : allowed) {
        if (*s == QLatin1String(a))
            return i;
        names << QString::fromLatin1(a);
        ++i;
    }
    const QString near = closestWord(*s, names);
    fail(key, near.isEmpty()
                  ? QCoreApplication::translate("input", "must be one of %1, found '%2'")
                        .arg(names.join(QStringLiteral(", ")), *s)
                  : QCoreApplication::translate("input", "must be one of %1, found '%2'; did you mean '%3'?")
                        .arg(names.join(QStringLiteral(", ")), *s, near));
}

JsonFields JsonFields::object(const char *key) const
{
    if (!has(key))
        return JsonFields(emptyObject(), pathOf(key));
    const nlohmann::json &v = raw(key);
    if (!v.is_object())
        fail(key, QCoreApplication::translate("input", "must be an object, found %1")
                      .arg(catalog::jsonTypeName(v)));
    return JsonFields(v, pathOf(key));
}

} // namespace gpuplanner::planner
