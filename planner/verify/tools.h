#pragma once

#include "planner/verify/values.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuplanner::verify {

// More CPU cores than any machine has: a count above it is read as unknown.
constexpr int kMaxCores = 1'000'000;

struct HostInfo
{
    std::optional<int> sockets, coresPerSocket, threadsPerCore, cpus;
    QString cpuModel;
    std::optional<double> memTotalKiB, swapTotalKiB;
    struct Fs { QString source, mount; double sizeKiB = 0; double usedPercent = 0; };
    std::vector<Fs> filesystems;
    struct Disk { QString name, model; double bytes = 0; bool rotational = false; };
    std::vector<Disk> disks;
    std::optional<int> physicalCores() const; // nothing when unknown or above kMaxCores
};

void parseLscpu(const QByteArray &bytes, const QString &file, HostInfo &host, ParseIssues &issues);
void parseMeminfo(const QByteArray &bytes, const QString &file, HostInfo &host, ParseIssues &issues);
void parseDf(const QByteArray &bytes, const QString &file, HostInfo &host, ParseIssues &issues);
void parseLsblk(const QByteArray &bytes, const QString &file, HostInfo &host, ParseIssues &issues);

struct XidEvent { int code = 0; QString bus; int line = 0; QString text; };
struct XidLog { std::vector<XidEvent> events; bool denied = false; };
XidLog parseXid(const QByteArray &bytes, const QString &file, ParseIssues &issues);

// nvbandwidth: per test case, every measured cell (N/A cells and the diagonal left out).
struct BandwidthTest { QString name; std::vector<double> cells; std::optional<double> sum; };
std::vector<BandwidthTest> parseNvbandwidth(const QByteArray &bytes, const QString &file, ParseIssues &issues);

// nccl-tests *_perf: the per-size table, the footer and the ranks.
struct NcclRow { double bytes = 0; double algbw = 0; double busbw = 0; double busbwInPlace = 0; };
struct NcclResult
{
    std::vector<NcclRow> rows;
    std::optional<double> avgBusbw;     // "# Avg bus bandwidth": mean over the sweep
    std::optional<long long> outOfBounds;
    int ranks = 0;
    QStringList hosts;
    const NcclRow *largest() const { return rows.empty() ? nullptr : &rows.back(); }
};
NcclResult parseNccl(const QByteArray &bytes, const QString &file, ParseIssues &issues);

struct BurnResult { int tested = -1; std::vector<std::pair<int, bool>> gpus; bool died = false; long long errors = 0; };
BurnResult parseGpuBurn(const QByteArray &bytes, const QString &file, ParseIssues &issues);

struct DcgmResult { QString version; QStringList passed, failed, warned, skipped; };
DcgmResult parseDcgmDiag(const QByteArray &bytes, const QString &file, ParseIssues &issues);

struct FioResult { double readBytesPerS = 0; int jobs = 0; };
std::optional<FioResult> parseFio(const QByteArray &bytes, const QString &file, ParseIssues &issues);

struct IbResult { std::vector<double> portRatesGbps; int activePorts = 0; std::optional<double> writeBwAvgGbps; };
IbResult parseIb(const QByteArray &bytes, const QString &file, ParseIssues &issues);

std::optional<double> parseIperf3(const QByteArray &bytes, const QString &file, ParseIssues &issues); // bit/s received

} // namespace gpuplanner::verify
