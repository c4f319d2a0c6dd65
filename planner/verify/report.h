#pragma once

#include "planner/verify/archive.h"
#include "planner/verify/expectations.h"
#include "planner/verify/monitorlog.h"
#include "planner/verify/querycsv.h"
#include "planner/verify/smi.h"
#include "planner/verify/tools.h"
#include "planner/verify/topo.h"

#include <QSet>

#include <optional>
#include <vector>

namespace gpuplanner::verify {

// manifest.json of a report folder (README "Acceptance report folder").
struct ManifestCheck
{
    QString id, command, output, skipReason, package;
    int exitStatus = -1;
    double seconds = 0;
};

struct Manifest
{
    int version = 0;
    QString plannerVersion, planName, planHash, host, started, ended, mode;
    bool nvidiaDriver = true;
    bool container = false;
    bool dmesgDenied = false;
    std::optional<Expectations> expected;
    std::vector<ManifestCheck> checks;
    const ManifestCheck *check(const QString &id) const;
};

constexpr const char *kReportFormat = "gpu-planner-acceptance-report";
constexpr int kReportVersion = 1;

// Every raw file parsed. Files that are absent stay empty; problems are in `issues`.
struct Report
{
    QString source;
    Manifest manifest;
    QSet<QString> present; // file names found
    SmiReport smi;
    TopoReport topo;
    QueryTable query;
    MonitorLog monitor;
    XidLog xid;
    HostInfo host;
    std::vector<BandwidthTest> nvbandwidth;
    std::optional<NcclResult> nccl;
    std::optional<BurnResult> burn;
    std::optional<DcgmResult> dcgm;
    std::optional<FioResult> fio;
    std::optional<IbResult> ib;
    std::optional<double> iperfBitsPerS;
    ParseIssues issues;
};

// Raw outputs other than monitor.csv and gpu-burn.txt (which grow with the load's length and are
// read into little) larger than this are not parsed: every tool's output is far smaller.
constexpr qsizetype kMaxRawFileBytes = 8 * 1024 * 1024;

// The files skipped when reading the folder come first in `issues`.
Report readReport(const ReportFiles &files);

} // namespace gpuplanner::verify
