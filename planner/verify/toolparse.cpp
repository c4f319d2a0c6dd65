// Benchmark outputs of the report folder: nvbandwidth, nccl-tests, gpu-burn, dcgmi diag, fio,
// ibstat / ib_write_bw, iperf3.
#include "catalog/jsontext.h"
#include "planner/verify/tools.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace gpuplanner::verify {

namespace {

const QRegularExpression &space()
{
    static const QRegularExpression s(QStringLiteral("\\s+"));
    return s;
}

nlohmann::json jsonOf(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    // fio and dcgmi may print notes before the document.
    const qsizetype start = bytes.indexOf('{');
    QString error;
    const nlohmann::json doc = catalog::parseJsonText(start > 0 ? bytes.mid(start) : bytes, file, &error);
    if (!error.isEmpty()) {
        issues.push_back({file, 0, error});
        return nlohmann::json::value_t::discarded;
    }
    return doc;
}

} // namespace

std::vector<BandwidthTest> parseNvbandwidth(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    std::vector<BandwidthTest> tests;
    if (!textOrIssue(bytes, file, issues))
        return tests;
    LineReader lines(bytes);
    QHash<QString, size_t> byName; // the first test of each name
    std::optional<size_t> current; // an index: a pointer would not survive tests growing
    bool inMatrix = false;
    for (QString line; lines.next(line);) {
        const QString l = line.trimmed();
        if (l.startsWith(QLatin1String("Running "))) {
            tests.push_back({l.mid(8).chopped(l.endsWith(u'.') ? 1 : 0), {}, {}});
            byName.insert(tests.back().name, tests.size() - 1); // keeps the first
            current = tests.size() - 1;
            inMatrix = false;
            continue;
        }
        if (l.startsWith(QLatin1String("SUM "))) {
            const QStringList t = l.split(space(), Qt::SkipEmptyParts);
            if (t.size() >= 3) {
                auto it = byName.constFind(t[1]);
                if (it == byName.cend()) {
                    tests.push_back({t[1], {}, {}});
                    it = byName.insert(t[1], tests.size() - 1);
                }
                tests[it.value()].sum = numberIn(t[2]);
            }
            inMatrix = false;
            continue;
        }
        if (!current)
            continue;
        if (l.startsWith(QLatin1String("memcpy")) || l.contains(QLatin1String("bandwidth (GB/s)"))) {
            inMatrix = true;
            continue;
        }
        if (!inMatrix || l.isEmpty())
            continue;
        const QStringList t = l.split(space(), Qt::SkipEmptyParts);
        bool rowIndex = false;
        t.first().toInt(&rowIndex);
        if (!rowIndex || t.size() < 2)
            continue;
        bool header = true;
        for (const QString &c : t)
            header = header && !c.contains(u'.') && c != QLatin1String("N/A");
        if (header)
            continue; // the column header row "0 1 2 ..."
        for (qsizetype c = 1; c < t.size(); ++c)
            if (const auto v = numberIn(t[c]); v && *v > 0)
                tests[*current].cells.push_back(*v);
    }
    lines.reportLongLines(file, issues);
    if (tests.empty())
        issues.push_back({file, 1, QCoreApplication::translate("verify", "not the output of nvbandwidth (no \"Running\" or \"SUM\" line)")});
    return tests;
}

NcclResult parseNccl(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    NcclResult r;
    if (!textOrIssue(bytes, file, issues))
        return r;
    static const QRegularExpression prefix(QStringLiteral("^(\\[\\d+\\]\\s*|\\d+:\\s+)"));
    static const QRegularExpression rank(QStringLiteral("#\\s*Rank\\s+\\d+.*\\bon\\s+(\\S+)\\s+device"));
    LineReader lines(bytes);
    bool header = false;
    int lastRowLine = 0;
    for (QString line; lines.next(line);) {
        QString l = line.trimmed();
        l.remove(prefix);
        l.remove(QStringLiteral("[0]"));
        if (const auto m = rank.match(l); m.hasMatch()) {
            ++r.ranks;
            if (!r.hosts.contains(m.captured(1)))
                r.hosts << m.captured(1);
            continue;
        }
        if (l.contains(QLatin1String("algbw")) && l.contains(QLatin1String("busbw"))) {
            header = true;
            continue;
        }
        if (l.startsWith(QLatin1String("# Out of bounds values"))) {
            r.outOfBounds = numberIn(l.section(u':', 1)).value_or(-1);
            continue;
        }
        if (l.startsWith(QLatin1String("# Avg bus bandwidth"))) {
            r.avgBusbw = numberIn(l.section(u':', 1));
            continue;
        }
        if (l.startsWith(u'#') || l.isEmpty())
            continue;
        const QStringList t = l.split(space(), Qt::SkipEmptyParts);
        bool sizeOk = false, countOk = false;
        if (t.size() < 8)
            continue;
        const double size = t[0].toDouble(&sizeOk);
        t[1].toDouble(&countOk);
        if (!sizeOk || !countOk)
            continue;
        // size count type redop [root] time algbw busbw #wrong time algbw busbw #wrong
        qsizetype k = 4;
        bool rootOk = false;
        t[k].toInt(&rootOk);
        if (rootOk && t.size() >= 13)
            ++k;
        if (t.size() < k + 4)
            continue;
        NcclRow row;
        row.bytes = size;
        row.algbw = numberIn(t[k + 1]).value_or(0);
        row.busbw = numberIn(t[k + 2]).value_or(0);
        row.busbwInPlace = t.size() > k + 6 ? numberIn(t[k + 6]).value_or(0) : 0;
        r.rows.push_back(row);
        lastRowLine = lines.lineNumber();
    }
    lines.reportLongLines(file, issues);
    if (!header && r.rows.empty())
        issues.push_back({file, 1, QCoreApplication::translate("verify", "not the output of nccl-tests (no algbw/busbw table)")});
    else if (!r.outOfBounds && !r.rows.empty())
        issues.push_back({file, lastRowLine, QCoreApplication::translate("verify", "the table stops without the \"Out of bounds values\" footer (truncated file)")});
    return r;
}

BurnResult parseGpuBurn(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    BurnResult b;
    if (!textOrIssue(bytes, file, issues))
        return b;
    static const QRegularExpression tested(QStringLiteral("Tested (\\d+) GPUs:"));
    static const QRegularExpression gpu(QStringLiteral("^\\s*GPU (\\d+): (OK|FAULTY)"));
    // "errors: 0 - 0 - 3  temps: …": one count per GPU, negative on builds that overflow; any
    // count other than 0 is an error.
    static const QRegularExpression errors(QStringLiteral("errors:\\s*([-0-9\\s()A-Z!]+)"));
    static const QRegularExpression count(QStringLiteral("-?\\d+"));
    LineReader lines(bytes, LineReader::CarriageReturnBreaks);
    for (QString l; lines.next(l);) {
        if (const auto m = tested.match(l); m.hasMatch())
            b.tested = m.captured(1).toInt();
        else if (const auto g = gpu.match(l); g.hasMatch())
            b.gpus.emplace_back(g.captured(1).toInt(), g.captured(2) == QLatin1String("OK"));
        if (l.contains(QLatin1String("DIED!")))
            b.died = true;
        if (const auto e = errors.match(l); e.hasMatch()) {
            // " - " separates the GPUs' counts; a minus sign sits right before its digits.
            const QString counts = e.captured(1).replace(QLatin1String(" - "), QLatin1String("  "));
            auto it = count.globalMatch(counts);
            while (it.hasNext())
                b.errors = std::max(b.errors, std::abs(it.next().captured(0).toLongLong()));
        }
    }
    lines.reportLongLines(file, issues);
    if (b.tested < 0 && b.gpus.empty() && !bytes.contains("proc'd"))
        issues.push_back({file, 1, QCoreApplication::translate("verify", "not the output of gpu-burn (no \"Tested N GPUs\")")});
    return b;
}

DcgmResult parseDcgmDiag(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    DcgmResult r;
    const nlohmann::json doc = jsonOf(bytes, file, issues);
    if (doc.is_discarded())
        return r;
    const char *roots[] = {"DCGM Diagnostic", "DCGM GPU Diagnostic"};
    const nlohmann::json *root = nullptr;
    for (const char *k : roots)
        if (doc.is_object() && doc.contains(k) && doc[k].is_object())
            root = &doc[k];
    if (!root || !root->contains("test_categories") || !(*root)["test_categories"].is_array()) {
        issues.push_back({file, 0, QCoreApplication::translate("verify", "not the JSON of dcgmi diag -j (no \"test_categories\")")});
        return r;
    }
    if (doc.contains("metadata") && doc["metadata"].is_object() && doc["metadata"].contains("version") &&
        doc["metadata"]["version"].is_string())
        r.version = QString::fromStdString(doc["metadata"]["version"].get<std::string>());
    else if (root->contains("version") && (*root)["version"].is_string()) // DCGM 3.x: inside "DCGM GPU Diagnostic"
        r.version = QString::fromStdString((*root)["version"].get<std::string>());
    for (const auto &cat : (*root)["test_categories"]) {
        if (!cat.is_object() || !cat.contains("tests") || !cat["tests"].is_array())
            continue;
        for (const auto &t : cat["tests"]) {
            if (!t.is_object())
                continue;
            const QString name = t.contains("name") && t["name"].is_string() ? QString::fromStdString(t["name"].get<std::string>()) : QString();
            QStringList statuses;
            if (t.contains("test_summary") && t["test_summary"].is_object() && t["test_summary"].contains("status") &&
                t["test_summary"]["status"].is_string())
                statuses << QString::fromStdString(t["test_summary"]["status"].get<std::string>());
            else if (t.contains("results") && t["results"].is_array())
                for (const auto &res : t["results"])
                    if (res.is_object() && res.contains("status") && res["status"].is_string())
                        statuses << QString::fromStdString(res["status"].get<std::string>());
            auto has = [&](const char *s) {
                return std::any_of(statuses.begin(), statuses.end(), [&](const QString &x) { return x.startsWith(QLatin1String(s), Qt::CaseInsensitive); });
            };
            if (has("fail"))
                r.failed << name;
            else if (has("warn"))
                r.warned << name;
            else if (has("pass"))
                r.passed << name;
            else
                r.skipped << name;
        }
    }
    return r;
}

std::optional<FioResult> parseFio(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    const nlohmann::json doc = jsonOf(bytes, file, issues);
    if (doc.is_discarded())
        return std::nullopt;
    if (!doc.is_object() || !doc.contains("jobs") || !doc["jobs"].is_array()) {
        issues.push_back({file, 0, QCoreApplication::translate("verify", "not the JSON of fio (no \"jobs\")")});
        return std::nullopt;
    }
    FioResult r;
    for (const auto &j : doc["jobs"]) {
        if (!j.is_object() || !j.contains("read") || !j["read"].is_object())
            continue;
        const auto &read = j["read"];
        if (read.contains("bw_bytes") && read["bw_bytes"].is_number())
            r.readBytesPerS += read["bw_bytes"].get<double>();
        else if (read.contains("bw") && read["bw"].is_number())
            r.readBytesPerS += read["bw"].get<double>() * 1024; // KiB/s
        ++r.jobs;
    }
    return r;
}

IbResult parseIb(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    IbResult r;
    if (!textOrIssue(bytes, file, issues))
        return r;
    LineReader lines(bytes);
    bool active = false;
    // ib_write_bw reports Gb/sec with --report_gbits, MB/sec (perftest's MB: 2^20 bytes) without it.
    double toGbps = 1;
    for (QString raw; lines.next(raw);) {
        const QString l = raw.trimmed();
        if (l.contains(QLatin1String("BW average[MB/sec]")))
            toGbps = 8.0 * 1048576.0 / 1e9;
        else if (l.contains(QLatin1String("BW average[Gb/sec]")))
            toGbps = 1;
        if (l.startsWith(QLatin1String("State:")))
            active = l.contains(QLatin1String("Active"));
        else if (l.startsWith(QLatin1String("Rate:"))) {
            if (const auto v = numberIn(l.mid(5))) {
                r.portRatesGbps.push_back(*v);
                if (active)
                    ++r.activePorts;
            }
        } else {
            const QStringList t = l.split(space(), Qt::SkipEmptyParts);
            bool a = false, b = false;
            if (t.size() == 5) {
                t[0].toDouble(&a);
                t[1].toDouble(&b);
                if (a && b)
                    if (const auto v = numberIn(t[3]))
                        r.writeBwAvgGbps = *v * toGbps;
            }
        }
    }
    lines.reportLongLines(file, issues);
    return r;
}

std::optional<double> parseIperf3(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    const nlohmann::json doc = jsonOf(bytes, file, issues);
    if (doc.is_discarded())
        return std::nullopt;
    if (doc.is_object() && doc.contains("end") && doc["end"].is_object()) {
        const auto &end = doc["end"];
        for (const char *k : {"sum_received", "sum"})
            if (end.contains(k) && end[k].is_object() && end[k].contains("bits_per_second") &&
                end[k]["bits_per_second"].is_number())
                return end[k]["bits_per_second"].get<double>();
    }
    if (doc.is_object() && doc.contains("error") && doc["error"].is_string())
        issues.push_back({file, 0, quoted(QString::fromStdString(doc["error"].get<std::string>()))});
    else
        issues.push_back({file, 0, QCoreApplication::translate("verify", "not the JSON of iperf3 -J (no \"end.sum_received\")")});
    return std::nullopt;
}

} // namespace gpuplanner::verify
