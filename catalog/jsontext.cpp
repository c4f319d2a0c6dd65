#include "catalog/jsontext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpuplanner::catalog {

namespace {

constexpr double kMinJsonMagnitude = 1e-300; // below it only subnormal noise: 5e-324 is not a quantity
constexpr qsizetype kShownKey = 40;

// A SAX pass that builds nothing: it checks depth and numbers, and knows the path of the value it
// is at, so that a problem names its place.
class Checker : public nlohmann::json_sax<nlohmann::json>
{
public:
    Checker(const QString &file, const QByteArray &text) : m_file(file), m_text(text) {}

    QString error;
    int endsEarlyAtLine = 0;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t d, const string_t &text) override
    {
        const double m = std::fabs(d);
        if (!std::isfinite(d) || m > kMaxJsonMagnitude || (m != 0 && m < kMinJsonMagnitude)) {
            error = QCoreApplication::translate("catalog", "%1: %2: the number %3 is out of range (0, or a magnitude "
                                                           "between 1e-300 and 1e300)")
                        .arg(m_file, path(), excerpt(QString::fromUtf8(text.data(), qsizetype(text.size())), 40));
            return false;
        }
        return value();
    }
    bool string(string_t &) override { return value(); }
    bool binary(binary_t &) override { return value(); }
    bool start_object(std::size_t) override { return open(false); }
    bool key(string_t &k) override
    {
        std::string &shown = m_frames.back().key;
        shown = k;
        if (shown.size() > size_t(kShownKey)) {
            shown.resize(size_t(kShownKey));
            shown.append("…");
        }
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(true); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &e) override
    {
        if (e.id == 406) // number overflow: 1e400, -1e309
            error = QCoreApplication::translate("catalog", "%1: %2: number beyond the range of a double at byte %3")
                        .arg(m_file, path())
                        .arg(qulonglong(position));
        else if (position > size_t(m_text.size())) {
            // The parser read past the last byte: the text stops inside a value (a file cut off).
            endsEarlyAtLine = int(m_text.count('\n')) + 1;
            error = QCoreApplication::translate("catalog", "%1: not valid JSON: the file ends in the middle (line %2)")
                        .arg(m_file)
                        .arg(endsEarlyAtLine);
        } else {
            // The place in words (line and column) and nlohmann's description without its id.
            const qsizetype at = qsizetype(std::min(position, size_t(m_text.size())));
            const qsizetype lineStart = at > 0 ? m_text.lastIndexOf('\n', at - 1) + 1 : 0;
            QString what = QString::fromUtf8(e.what());
            if (const qsizetype colon = what.indexOf(QStringLiteral(": ")); what.startsWith(QLatin1String("[json.exception")) && colon > 0)
                what = what.mid(colon + 2);
            error = QCoreApplication::translate("catalog", "%1: not valid JSON at byte %2 (line %3, column %4): %5")
                        .arg(m_file)
                        .arg(qulonglong(position))
                        .arg(m_text.left(at).count('\n') + 1)
                        .arg(std::max<qsizetype>(1, at - lineStart))
                        .arg(excerpt(what, 200));
        }
        return false;
    }

private:
    struct Frame
    {
        bool array = false;
        std::size_t index = 0;
        std::string key;
    };

    bool value()
    {
        if (!m_frames.empty() && m_frames.back().array)
            ++m_frames.back().index;
        return true;
    }
    bool open(bool array)
    {
        if (m_frames.size() >= size_t(kMaxJsonDepth)) {
            error = QCoreApplication::translate("catalog", "%1: %2: nested more than %3 levels deep")
                        .arg(m_file, path())
                        .arg(kMaxJsonDepth);
            return false;
        }
        m_frames.push_back({array, 0, {}});
        return true;
    }
    bool close()
    {
        m_frames.pop_back();
        return value();
    }
    QString path() const
    {
        QString out;
        for (size_t i = 0; i < m_frames.size(); ++i) {
            // A deep path shows its first and last levels: "[0][0][0]…[0][0]".
            if (m_frames.size() > 8 && i >= 4 && i + 3 < m_frames.size()) {
                if (i == 4)
                    out += QStringLiteral("…");
                continue;
            }
            const Frame &f = m_frames[i];
            if (f.array)
                out += QLatin1Char('[') + QString::number(f.index) + QLatin1Char(']');
            else if (!f.key.empty())
                out += (out.isEmpty() ? QString() : QStringLiteral(".")) +
                       QString::fromUtf8(f.key.data(), qsizetype(f.key.size()));
        }
        return out.isEmpty() ? QCoreApplication::translate("catalog", "top level") : out;
    }

    const QString &m_file;
    const QByteArray &m_text;
    std::vector<Frame> m_frames;
};

// The checks above and the document built in the same pass: each event is checked, then handed to
// nlohmann's own DOM builder, so that the text is parsed once.
class Builder : public Checker
{
public:
    Builder(const QString &file, const QByteArray &text, nlohmann::json &doc) : Checker(file, text), m_dom(doc) {}

    bool null() override { return Checker::null() && m_dom.null(); }
    bool boolean(bool b) override { return Checker::boolean(b) && m_dom.boolean(b); }
    bool number_integer(number_integer_t n) override
    {
        return Checker::number_integer(n) && m_dom.number_integer(n);
    }
    bool number_unsigned(number_unsigned_t n) override
    {
        return Checker::number_unsigned(n) && m_dom.number_unsigned(n);
    }
    bool number_float(number_float_t d, const string_t &text) override
    {
        return Checker::number_float(d, text) && m_dom.number_float(d, text);
    }
    bool string(string_t &s) override { return Checker::string(s) && m_dom.string(s); }
    bool binary(binary_t &b) override { return Checker::binary(b) && m_dom.binary(b); }
    bool start_object(std::size_t n) override { return Checker::start_object(n) && m_dom.start_object(n); }
    bool key(string_t &k) override { return Checker::key(k) && m_dom.key(k); }
    bool end_object() override { return Checker::end_object() && m_dom.end_object(); }
    bool start_array(std::size_t n) override { return Checker::start_array(n) && m_dom.start_array(n); }
    bool end_array() override { return Checker::end_array() && m_dom.end_array(); }

private:
    nlohmann::detail::json_sax_dom_parser<nlohmann::json> m_dom;
};

} // namespace

QString excerpt(const QString &text, qsizetype max)
{
    return text.size() <= max ? text : text.left(max) + QStringLiteral("…");
}

QString shortMessage(const QString &message, qsizetype max)
{
    if (message.size() <= max)
        return message;
    const qsizetype tail = max / 4;
    return message.left(max - tail - 1) + QStringLiteral("…") + message.right(tail);
}

QString excerpt(const nlohmann::json &value, qsizetype max)
{
    if (value.is_object())
        return QCoreApplication::translate("catalog", "an object");
    if (value.is_array())
        return QCoreApplication::translate("catalog", "a list");
    if (value.is_string()) {
        const std::string &s = value.get_ref<const std::string &>();
        // Only the start is converted: a 20 MB text costs no 20 MB message.
        const QString shown = QString::fromUtf8(s.data(), qsizetype(std::min<size_t>(s.size(), size_t(max) * 4)));
        return QLatin1Char('"') + excerpt(shown, max) + QLatin1Char('"');
    }
    return excerpt(QString::fromStdString(value.dump()), max);
}

nlohmann::json parseJsonText(const QByteArray &text, const QString &file, QString *error)
{
    JsonTextProblem problem;
    nlohmann::json doc = parseJsonText(text, file, &problem);
    if (error)
        *error = problem.message;
    return doc;
}

nlohmann::json parseJsonText(const QByteArray &text, const QString &file, JsonTextProblem *out)
{
    JsonTextProblem problem;
    if (text.size() > kMaxJsonBytes) {
        problem.message = QCoreApplication::translate("catalog", "%1: larger than %2 MiB; not read")
                              .arg(file)
                              .arg(kMaxJsonBytes / (1024 * 1024));
    } else {
        try {
            nlohmann::json doc;
            Builder builder(file, text, doc);
            if (nlohmann::json::sax_parse(text.constBegin(), text.constEnd(), &builder))
                return doc;
            problem.message = builder.error;
            problem.endsEarlyAtLine = builder.endsEarlyAtLine;
        } catch (const nlohmann::json::exception &e) {
            // The SAX pass lets nothing through that the DOM parse refuses; this is the net under it.
            problem.message = QCoreApplication::translate("catalog", "%1: not valid JSON: %2")
                                  .arg(file, excerpt(QString::fromUtf8(e.what()), 200));
        }
    }
    if (out)
        *out = problem;
    return nlohmann::json(nlohmann::json::value_t::discarded);
}

} // namespace gpuplanner::catalog
