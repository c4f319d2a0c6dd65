#include "planner/verify/report.h"

#include "catalog/jsontext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cctype>

namespace gpuplanner::verify {

const ManifestCheck *Manifest::check(const QString &id) const
{
    for (const ManifestCheck &c : checks)
        if (c.id == id)
            return &c;
    return nullptr;
}

namespace {

QString str(const nlohmann::json &j, const char *k)
{
    if (!j.is_object() || !j.contains(k))
        return {};
    if (j[k].is_string())
        return QString::fromStdString(j[k].get<std::string>());
    if (j[k].is_number())
        return QString::number(j[k].get<double>());
    return {};
}

void readManifest(const QByteArray &bytes, Manifest &m, ParseIssues &issues)
{
    const QString file = QStringLiteral("manifest.json");
    QString error;
    const nlohmann::json doc = catalog::parseJsonText(bytes, file, &error);
    if (!error.isEmpty()) {
        issues.push_back({file, 0, error});
        return;
    }
    if (!doc.is_object() || str(doc, "format") != QLatin1String(kReportFormat)) {
        issues.push_back({file, 0, QCoreApplication::translate("verify", "not an acceptance report manifest (format is not \"%1\")")
                                       .arg(QLatin1String(kReportFormat))});
        return;
    }
    m.version = doc.contains("version") && doc["version"].is_number_integer() ? doc["version"].get<int>() : 0;
    if (m.version > kReportVersion)
        issues.push_back({file, 0, QCoreApplication::translate("verify", "report format version %1 is newer than this planner reads (%2)")
                                       .arg(m.version).arg(kReportVersion)});
    m.plannerVersion = str(doc, "planner_version");
    if (doc.contains("plan") && doc["plan"].is_object()) {
        m.planName = str(doc["plan"], "name");
        m.planHash = str(doc["plan"], "hash");
    }
    m.host = str(doc, "host");
    m.started = str(doc, "started");
    m.ended = str(doc, "ended");
    m.mode = str(doc, "mode");
    auto flag = [&](const char *k, bool fallback) {
        return doc.contains(k) && doc[k].is_boolean() ? doc[k].get<bool>() : fallback;
    };
    m.nvidiaDriver = flag("nvidia_driver", true);
    m.container = flag("container", false);
    m.dmesgDenied = flag("dmesg_denied", false);
    if (doc.contains("expected") && doc["expected"].is_object())
        m.expected = expectationsFromJson(doc["expected"]);
    if (doc.contains("checks") && doc["checks"].is_array())
        for (const auto &c : doc["checks"]) {
            if (!c.is_object())
                continue;
            ManifestCheck mc;
            mc.id = str(c, "id");
            mc.command = str(c, "command");
            mc.output = str(c, "output");
            mc.skipReason = str(c, "skip_reason");
            mc.package = str(c, "package");
            mc.exitStatus = c.contains("exit_status") && c["exit_status"].is_number_integer() ? c["exit_status"].get<int>() : -1;
            mc.seconds = c.contains("seconds") && c["seconds"].is_number() ? c["seconds"].get<double>() : 0;
            m.checks.push_back(mc);
        }
}

bool isBlank(const QByteArray &bytes)
{
    return std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
}

// True, with an issue, when a file is larger than its kind can be.
bool tooLarge(const QString &name, const QByteArray &bytes, ParseIssues &issues)
{
    const bool growsWithLoad = name == QLatin1String("monitor.csv") || name == QLatin1String("gpu-burn.txt");
    if (growsWithLoad || bytes.size() <= kMaxRawFileBytes)
        return false;
    issues.push_back({name, 0, QCoreApplication::translate("verify", "larger than %1 MB, not read").arg(kMaxRawFileBytes >> 20)});
    return true;
}

// A raw output to parse: present, not blank and not too large.
bool readable(const ReportFiles &files, const QString &name, ParseIssues &issues)
{
    const QByteArray bytes = files.files.value(name);
    return !isBlank(bytes) && !tooLarge(name, bytes, issues);
}

} // namespace

Report readReport(const ReportFiles &files)
{
    Report r;
    r.source = files.source;
    r.issues = files.skipped;
    for (auto it = files.files.cbegin(); it != files.files.cend(); ++it)
        r.present.insert(it.key());
    auto bytes = [&](const char *name) { return files.files.value(QString::fromLatin1(name)); };
    auto has = [&](const char *name) { return readable(files, QString::fromLatin1(name), r.issues); };
    const auto name = [](const char *n) { return QString::fromLatin1(n); };
    if (files.files.contains(name("manifest.json"))) {
        if (!tooLarge(name("manifest.json"), bytes("manifest.json"), r.issues))
            readManifest(bytes("manifest.json"), r.manifest, r.issues);
    } else
        r.issues.push_back({name("manifest.json"), 0, QCoreApplication::translate("verify", "missing from the report")});
    if (has("nvidia-smi-q.txt"))
        r.smi = parseSmiQuery(bytes("nvidia-smi-q.txt"), name("nvidia-smi-q.txt"), r.issues);
    if (has("nvidia-smi-topo.txt"))
        r.topo = parseTopo(bytes("nvidia-smi-topo.txt"), name("nvidia-smi-topo.txt"), r.issues);
    if (has("query-gpu.csv"))
        r.query = parseQueryCsv(bytes("query-gpu.csv"), name("query-gpu.csv"), r.issues);
    if (has("monitor.csv"))
        appendMonitorLog(r.monitor, bytes("monitor.csv"), name("monitor.csv"), r.issues);
    if (has("xid.txt"))
        r.xid = parseXid(bytes("xid.txt"), name("xid.txt"), r.issues);
    if (has("lscpu.txt"))
        parseLscpu(bytes("lscpu.txt"), name("lscpu.txt"), r.host, r.issues);
    if (has("meminfo.txt"))
        parseMeminfo(bytes("meminfo.txt"), name("meminfo.txt"), r.host, r.issues);
    if (has("df.txt"))
        parseDf(bytes("df.txt"), name("df.txt"), r.host, r.issues);
    if (has("lsblk.json"))
        parseLsblk(bytes("lsblk.json"), name("lsblk.json"), r.host, r.issues);
    if (has("nvbandwidth.txt"))
        r.nvbandwidth = parseNvbandwidth(bytes("nvbandwidth.txt"), name("nvbandwidth.txt"), r.issues);
    if (has("nccl-all_reduce.txt"))
        r.nccl = parseNccl(bytes("nccl-all_reduce.txt"), name("nccl-all_reduce.txt"), r.issues);
    if (has("gpu-burn.txt"))
        r.burn = parseGpuBurn(bytes("gpu-burn.txt"), name("gpu-burn.txt"), r.issues);
    if (has("dcgmi-diag.json"))
        r.dcgm = parseDcgmDiag(bytes("dcgmi-diag.json"), name("dcgmi-diag.json"), r.issues);
    if (has("fio-read.json"))
        r.fio = parseFio(bytes("fio-read.json"), name("fio-read.json"), r.issues);
    if (has("ib.txt"))
        r.ib = parseIb(bytes("ib.txt"), name("ib.txt"), r.issues);
    if (has("iperf3.json"))
        r.iperfBitsPerS = parseIperf3(bytes("iperf3.json"), name("iperf3.json"), r.issues);
    return r;
}

} // namespace gpuplanner::verify
