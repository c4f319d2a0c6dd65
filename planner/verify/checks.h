#pragma once

#include "planner/verify/report.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <vector>

namespace gpuplanner::verify {

enum class Verdict { Pass, Warning, Fail, Skipped };

// One line of plan against actual: measured, expected, the threshold applied and where the
// threshold comes from (research notes design/research/acceptance.md and the practice they cite).
struct Check
{
    QString id;        // "inventory.count"
    QString group;     // Inventory, Software, GPU health, PCIe, Power, Interconnect, Bandwidth, Stress, Host
    QString title;
    Verdict verdict = Verdict::Skipped;
    QString measured;
    QString expected;
    QString threshold;
    QString source;
    QString detail;
};

struct Verification
{
    std::vector<Check> checks;
    ParseIssues issues;
    int count(Verdict v) const;
};

Verification verify(const Report &report, const Expectations &plan);

QString verdictId(Verdict v);    // pass | warning | fail | skipped
QString verdictLabel(Verdict v); // translated
// A check as one line: its verdict, title and detail ("SKIPPED Xid errors in the kernel log: …";
// in Chinese "【跳过】内核日志中的 Xid 错误：…").
QString verdictLine(const Check &c);
// The acceptance script's mode as the report names it (quick | standard | burn-in), translated;
// an unknown name is shown as it is.
QString modeLabel(const QString &mode);
nlohmann::json verificationToJson(const Verification &v);
std::optional<Verification> verificationFromJson(const nlohmann::json &j);

// Internal: the check families.
void checkGpus(const Report &r, const Expectations &x, std::vector<Check> &out);
void checkBenchmarks(const Report &r, const Expectations &x, std::vector<Check> &out);
void checkHost(const Report &r, const Expectations &x, std::vector<Check> &out);
Check makeCheck(const char *id, const QString &group, const QString &title, Verdict v, const QString &measured,
                const QString &expected, const QString &threshold, const QString &source, const QString &detail = {});
QString fmt(double v, int decimals = 1);

} // namespace gpuplanner::verify
