#pragma once

#include "planner/verify/values.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace gpuplanner::verify {

// One GPU block of `nvidia-smi -q`. Values are looked up by section paths as printed
// ("PCI/GPU Link Info/PCIe Generation/Current"); the typed fields below read them for both the
// older ("Clocks Throttle Reasons", absolute temperatures, one "SRAM Uncorrectable") and newer
// layouts ("Clocks Event Reasons", T.Limit temperatures, SRAM Parity / SEC-DED).
// Each value is kept under its section, and a section names its parent, so that a deep path costs
// one name per level and not one copy of the path per value.
struct SmiGpu
{
    struct Section
    {
        int parent = -1; // -1: the GPU block itself (section 0)
        QString name;
        bool hasValues = false; // a value in it or in a section below it
    };

    QString busId;
    int line = 0; // where the block starts
    std::vector<Section> sections{Section{}};
    QHash<std::pair<int, QString>, int> sectionIds;  // (parent, name) → index into sections
    QHash<std::pair<int, QString>, QString> values; // (section, key) → value

    int addSection(int parent, const QString &name); // the existing one when there is one
    void setValue(int section, const QString &key, const QString &value);

    const QString *find(const QString &path) const; // null when absent
    QString value(const QString &path) const;
    bool has(const QString &pathPrefix) const; // a value or a section holding values at this path
    QString name() const { return value(QStringLiteral("Product Name")); }
    std::optional<double> number(const QString &path) const { return numberIn(value(path)); }
    std::optional<bool> flag(const QString &path) const { return flagIn(value(path)); }

    std::optional<double> memoryTotalMiB() const { return number(QStringLiteral("FB Memory Usage/Total")); }
    std::optional<bool> persistence() const { return flag(QStringLiteral("Persistence Mode")); }
    QString migMode() const { return value(QStringLiteral("MIG Mode/Current")); }
    QString eccMode() const { return value(QStringLiteral("ECC Mode/Current")); }
    std::optional<double> uncorrectedVolatile() const; // DRAM + SRAM, both layouts
    std::optional<double> uncorrectedAggregateSram() const;
    std::optional<bool> remapPending() const { return flag(QStringLiteral("Remapped Rows/Pending")); }
    std::optional<bool> remapFailure() const { return flag(QStringLiteral("Remapped Rows/Remapping Failure Occurred")); }
    std::optional<bool> retiredPagesPending() const { return flag(QStringLiteral("Retired Pages/Pending Page Blacklist")); }
    std::optional<double> pcieGenMax() const { return number(QStringLiteral("PCI/GPU Link Info/PCIe Generation/Max")); }
    std::optional<double> pcieGenCurrent() const { return number(QStringLiteral("PCI/GPU Link Info/PCIe Generation/Current")); }
    std::optional<double> pcieGenHostMax() const { return number(QStringLiteral("PCI/GPU Link Info/PCIe Generation/Host Max")); }
    std::optional<double> pcieWidthMax() const { return number(QStringLiteral("PCI/GPU Link Info/Link Width/Max")); }
    std::optional<double> pcieWidthCurrent() const { return number(QStringLiteral("PCI/GPU Link Info/Link Width/Current")); }
    QString performanceState() const { return value(QStringLiteral("Performance State")); }
    std::optional<double> utilization() const { return number(QStringLiteral("Utilization/Gpu")); }
    std::optional<double> powerLimit() const;
    std::optional<double> powerDefaultLimit() const;
    std::optional<double> powerDraw() const;
    // Active clock event (throttle) reasons other than Idle, under either section name.
    QStringList activeClockReasons() const;
    QString clockReasonsSection() const; // the section name this driver prints, empty if none
    QString fabricState() const { return value(QStringLiteral("Fabric/State")); }
};

// Limits against made-up files (a real block nests 4 deep, names are under 60 characters and a
// GPU has a few hundred values): deeper sections, longer names and values past the last are left
// out and named in one issue each.
constexpr int kMaxSmiDepth = 16;
constexpr qsizetype kMaxSmiNameLength = 256;
constexpr qsizetype kMaxSmiEntries = 1 << 18; // values and sections of all GPUs

struct SmiReport
{
    QString driverVersion;
    QString cudaVersion;
    int attachedGpus = -1; // -1: not printed
    std::vector<SmiGpu> gpus;
    bool truncated = false;
};

// Parses `nvidia-smi -q` (or `-a`) text. Text from another tool, or no text at all, adds an issue
// naming the file and returns an empty report; a truncated file keeps what was read and adds an
// issue with the last line.
SmiReport parseSmiQuery(const QByteArray &bytes, const QString &file, ParseIssues &issues);

} // namespace gpuplanner::verify
