#include "catalog/rowreader.h"

#include "catalog/jsontext.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuplanner::catalog {

namespace {
const nlohmann::json &emptyObject()
{
    static const nlohmann::json empty = nlohmann::json::object();
    return empty;
}

QString fromUtf8(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
} // namespace

QString jsonTypeName(const nlohmann::json &value)
{
    if (value.is_null())
        return QCoreApplication::translate("catalog", "null");
    if (value.is_boolean())
        return QCoreApplication::translate("catalog", "a true/false value");
    if (value.is_number())
        return QCoreApplication::translate("catalog", "a number");
    if (value.is_string())
        return QCoreApplication::translate("catalog", "text");
    if (value.is_array())
        return QCoreApplication::translate("catalog", "a list");
    return QCoreApplication::translate("catalog", "an object");
}

RowReader::RowReader(const nlohmann::json &row, QString file, int index, QStringList *errors, QString prefix)
    : m_row(row.is_object() ? row : emptyObject()), m_file(std::move(file)), m_index(index), m_errors(errors),
      m_prefix(std::move(prefix))
{
    if (!row.is_object()) {
        m_errors->append(QCoreApplication::translate("catalog", "%1: row %2: must be an object, found %3")
                             .arg(m_file)
                             .arg(m_index + 1)
                             .arg(jsonTypeName(row)));
        return;
    }
    const auto it = m_row.find("id");
    if (it != m_row.end() && it->is_string())
        m_id = excerpt(fromUtf8(it->get<std::string>()), 60); // only messages show it
}

QString RowReader::where(const char *field) const
{
    const QString fieldName = m_prefix + QString::fromLatin1(field);
    if (m_id.isEmpty())
        return QCoreApplication::translate("catalog", "%1: row %2: field '%3'")
            .arg(m_file)
            .arg(m_index + 1)
            .arg(fieldName);
    return QCoreApplication::translate("catalog", "%1: row %2 (%3): field '%4'")
        .arg(m_file)
        .arg(m_index + 1)
        .arg(m_id, fieldName);
}

void RowReader::fail(const char *field, const QString &problem)
{
    m_errors->append(where(field) + QLatin1Char(' ') + problem);
}

bool RowReader::has(const char *field) const
{
    const auto it = m_row.find(field);
    return it != m_row.end() && !it->is_null();
}

const nlohmann::json *RowReader::lookup(const char *field, bool required)
{
    const auto it = m_row.find(field);
    if (it == m_row.end() || it->is_null()) {
        if (required)
            fail(field, QCoreApplication::translate("catalog", "is missing"));
        return nullptr;
    }
    return &*it;
}

QString RowReader::str(const char *field)
{
    const nlohmann::json *v = lookup(field, true);
    if (!v)
        return {};
    if (!v->is_string()) {
        fail(field, QCoreApplication::translate("catalog", "must be text, found %1").arg(jsonTypeName(*v)));
        return {};
    }
    const QString s = fromUtf8(v->get<std::string>()).trimmed();
    if (s.isEmpty())
        fail(field, QCoreApplication::translate("catalog", "is empty"));
    return s;
}

QString RowReader::optStr(const char *field)
{
    const nlohmann::json *v = lookup(field, false);
    if (!v)
        return {};
    if (!v->is_string()) {
        fail(field, QCoreApplication::translate("catalog", "must be text, found %1").arg(jsonTypeName(*v)));
        return {};
    }
    return fromUtf8(v->get<std::string>()).trimmed();
}

QString RowReader::oneOf(const char *field, std::initializer_list<const char *> allowed)
{
    const QString s = str(field);
    if (s.isEmpty())
        return s;
    QStringList names;
    for (const char *a : allowed) {
        if (s == QLatin1String(a))
            return s;
        names << QString::fromLatin1(a);
    }
    fail(field, QCoreApplication::translate("catalog", "must be one of %1, found '%2'")
                    .arg(names.join(QStringLiteral(", ")), excerpt(s, 80)));
    return {};
}

std::optional<double> RowReader::optNum(const char *field, double min, double max)
{
    const nlohmann::json *v = lookup(field, false);
    if (!v)
        return std::nullopt;
    if (!v->is_number()) {
        fail(field, QCoreApplication::translate("catalog", "must be a number, found %1").arg(jsonTypeName(*v)));
        return std::nullopt;
    }
    const double d = v->get<double>();
    if (!std::isfinite(d) || d < min || d > max) {
        fail(field, QCoreApplication::translate("catalog", "must be between %1 and %2, found %3")
                        .arg(min)
                        .arg(max)
                        .arg(d));
        return std::nullopt;
    }
    return d;
}

double RowReader::num(const char *field, double min, double max)
{
    if (!lookup(field, true))
        return 0;
    return optNum(field, min, max).value_or(0);
}

int RowReader::optInt(const char *field, int min, int max, int fallback)
{
    const nlohmann::json *v = lookup(field, false);
    if (!v)
        return fallback;
    if (!v->is_number_integer()) {
        fail(field,
             QCoreApplication::translate("catalog", "must be a whole number, found %1").arg(jsonTypeName(*v)));
        return fallback;
    }
    const auto i = v->get<long long>();
    if (i < min || i > max) {
        fail(field, QCoreApplication::translate("catalog", "must be between %1 and %2, found %3")
                        .arg(min)
                        .arg(max)
                        .arg(i));
        return fallback;
    }
    return int(i);
}

int RowReader::integer(const char *field, int min, int max)
{
    if (!lookup(field, true))
        return 0;
    return optInt(field, min, max, 0);
}

bool RowReader::boolean(const char *field)
{
    const nlohmann::json *v = lookup(field, true);
    if (!v)
        return false;
    if (!v->is_boolean()) {
        fail(field,
             QCoreApplication::translate("catalog", "must be true or false, found %1").arg(jsonTypeName(*v)));
        return false;
    }
    return v->get<bool>();
}

QStringList RowReader::optStrList(const char *field)
{
    const nlohmann::json *v = lookup(field, false);
    QStringList out;
    if (!v)
        return out;
    if (!v->is_array()) {
        fail(field, QCoreApplication::translate("catalog", "must be a list of texts, found %1").arg(jsonTypeName(*v)));
        return out;
    }
    for (const auto &item : *v) {
        if (!item.is_string()) {
            fail(field, QCoreApplication::translate("catalog", "must be a list of texts, found %1 in it")
                            .arg(jsonTypeName(item)));
            return {};
        }
        out << fromUtf8(item.get<std::string>());
    }
    return out;
}

RowReader RowReader::object(const char *field)
{
    const nlohmann::json *v = lookup(field, true);
    const QString prefix = m_prefix + QString::fromLatin1(field) + QLatin1Char('.');
    if (v && !v->is_object()) {
        fail(field, QCoreApplication::translate("catalog", "must be an object, found %1").arg(jsonTypeName(*v)));
        v = nullptr;
    }
    RowReader sub(v ? *v : emptyObject(), m_file, m_index, m_errors, prefix);
    sub.m_id = m_id;
    return sub;
}

Source RowReader::source()
{
    RowReader s = object("source");
    Source out;
    out.url = s.optStr("url");
    out.document = s.optStr("document");
    out.confidence = s.oneOf("confidence", {"datasheet", "official-config", "price-list", "derived", "estimate"});
    out.note = s.optStr("note");
    if (out.url.isEmpty() && out.document.isEmpty() && has("source"))
        s.fail("url", QCoreApplication::translate("catalog", "or 'document' must name where the figures come from"));
    if ((out.confidence == QLatin1String("derived") || out.confidence == QLatin1String("estimate")) &&
        out.note.isEmpty())
        s.fail("note", QCoreApplication::translate("catalog", "is required when the confidence is '%1'").arg(out.confidence));
    return out;
}

} // namespace gpuplanner::catalog
