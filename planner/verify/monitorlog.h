#pragma once

#include "planner/verify/values.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <vector>

namespace gpuplanner::verify {

// One row of an `nvidia-smi --query-gpu=... --format=csv -l N` log. Missing values are NaN.
struct MonitorSample
{
    double t = 0;           // seconds since 1970 (the log's local time taken as UTC)
    float util = NAN;       // utilization.gpu, %
    float memUtil = NAN;    // utilization.memory, %
    float memUsed = NAN;    // MiB
    float memTotal = NAN;   // MiB
    float temp = NAN;       // °C
    float power = NAN;      // W
    float powerLimit = NAN; // W
    float smClock = NAN;    // MHz
    float smClockMax = NAN; // MHz
    std::uint32_t reasons = 0; // clocks_event_reasons.active bitmask
    std::int8_t pcieGen = -1;
    std::int8_t pcieWidth = -1;
    std::uint32_t gpu = 0;  // index into MonitorLog::gpus
};

// Several logs (a node each) read into one list of samples; a GPU is its UUID when the log has
// one, else file and index.
struct MonitorLog
{
    std::vector<MonitorSample> samples;
    QStringList gpus;      // keys
    QStringList gpuNames;  // "NVIDIA H100 80GB HBM3" when logged
    QStringList files;
    qint64 bytes = 0;
    QHash<QByteArray, int> gpuIndex;
};

// Bit values of clocks_event_reasons.active (nvml.h).
namespace reason {
constexpr std::uint32_t GpuIdle = 0x1, SwPowerCap = 0x4, HwSlowdown = 0x8, SwThermal = 0x20, HwThermal = 0x40,
                        HwPowerBrake = 0x80;
constexpr std::uint32_t Throttling = HwSlowdown | SwThermal | HwThermal | HwPowerBrake;
} // namespace reason

// Limits of one log file and of all samples together: about 7 days of 8 GPUs logged every 5 s, or
// 26 hours every second, fit in a file; a sample takes 56 bytes.
constexpr qint64 kMaxMonitorLogBytes = 256LL * 1024 * 1024;
constexpr qsizetype kMaxMonitorLineBytes = 64 * 1024;
constexpr size_t kMaxMonitorSamples = size_t(1) << 22;

// Appends one log file. `progress` gets the share of this file read (0..1) now and then and
// returns false to cancel (then false is returned). Rows that cannot be read are counted in one
// issue naming the first such line, and so are lines longer than kMaxMonitorLineBytes; a file that
// is not such a log adds an issue and nothing else. Rows past kMaxMonitorSamples are left out with
// an issue.
bool appendMonitorLog(MonitorLog &log, const QByteArray &bytes, const QString &file, ParseIssues &issues,
                      const std::function<bool(double)> &progress = {});
// The same for a file on disk, named `name` in issues: one larger than kMaxMonitorLogBytes, or that
// cannot be read, adds an issue and is not read.
bool appendMonitorLogFile(MonitorLog &log, const QString &path, const QString &name, ParseIssues &issues,
                          const std::function<bool(double)> &progress = {});

// The command the acceptance script prints for the user's own job.
QString monitorCommand(int intervalSeconds = 5);

} // namespace gpuplanner::verify
