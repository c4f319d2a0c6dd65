#include "planner/verify/checks.h"

#include <QCoreApplication>

namespace gpuplanner::verify {

int Verification::count(Verdict v) const
{
    return int(std::count_if(checks.begin(), checks.end(), [v](const Check &c) { return c.verdict == v; }));
}

QString fmt(double v, int decimals)
{
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(u'.')) {
        while (s.endsWith(u'0'))
            s.chop(1);
        if (s.endsWith(u'.'))
            s.chop(1);
    }
    return s;
}

Check makeCheck(const char *id, const QString &group, const QString &title, Verdict v, const QString &measured,
                const QString &expected, const QString &threshold, const QString &source, const QString &detail)
{
    return Check{QString::fromLatin1(id), group, title, v, measured, expected, threshold, source, detail};
}

QString verdictId(Verdict v)
{
    switch (v) {
    case Verdict::Pass: return QStringLiteral("pass");
    case Verdict::Warning: return QStringLiteral("warning");
    case Verdict::Fail: return QStringLiteral("fail");
    case Verdict::Skipped: break;
    }
    return QStringLiteral("skipped");
}

QString verdictLabel(Verdict v)
{
    switch (v) {
    case Verdict::Pass: return QCoreApplication::translate("verify", "PASS");
    case Verdict::Warning: return QCoreApplication::translate("verify", "WARNING");
    case Verdict::Fail: return QCoreApplication::translate("verify", "FAIL");
    case Verdict::Skipped: break;
    }
    return QCoreApplication::translate("verify", "SKIPPED");
}

QString verdictLine(const Check &c)
{
    return QCoreApplication::translate("verify", "%1 %2: %3", "a check's verdict, its title and its detail")
        .arg(verdictLabel(c.verdict), c.title, c.detail);
}

QString modeLabel(const QString &mode)
{
    if (mode == QLatin1String("quick"))
        return QCoreApplication::translate("verify", "quick");
    if (mode == QLatin1String("standard") || mode == QLatin1String("default"))
        return QCoreApplication::translate("verify", "standard");
    if (mode == QLatin1String("burn-in"))
        return QCoreApplication::translate("verify", "burn-in");
    return mode;
}

Verification verify(const Report &report, const Expectations &plan)
{
    Verification v;
    v.issues = report.issues;
    checkGpus(report, plan, v.checks);
    checkBenchmarks(report, plan, v.checks);
    checkHost(report, plan, v.checks);
    return v;
}

nlohmann::json verificationToJson(const Verification &v)
{
    nlohmann::json checks = nlohmann::json::array();
    for (const Check &c : v.checks)
        checks.push_back({{"id", c.id.toStdString()}, {"group", c.group.toStdString()}, {"title", c.title.toStdString()},
                          {"verdict", verdictId(c.verdict).toStdString()}, {"measured", c.measured.toStdString()},
                          {"expected", c.expected.toStdString()}, {"threshold", c.threshold.toStdString()},
                          {"source", c.source.toStdString()}, {"detail", c.detail.toStdString()}});
    nlohmann::json issues = nlohmann::json::array();
    for (const ParseIssue &i : v.issues)
        issues.push_back({{"file", i.file.toStdString()}, {"line", i.line}, {"message", i.message.toStdString()}});
    return {{"checks", checks},
            {"issues", issues},
            {"pass", v.count(Verdict::Pass)},
            {"warning", v.count(Verdict::Warning)},
            {"fail", v.count(Verdict::Fail)},
            {"skipped", v.count(Verdict::Skipped)}};
}

std::optional<Verification> verificationFromJson(const nlohmann::json &j)
{
    if (!j.is_object() || !j.contains("checks") || !j["checks"].is_array())
        return std::nullopt;
    Verification v;
    auto s = [](const nlohmann::json &o, const char *k) {
        return o.contains(k) && o[k].is_string() ? QString::fromStdString(o[k].get<std::string>()) : QString();
    };
    for (const auto &c : j["checks"]) {
        if (!c.is_object())
            continue;
        Check k;
        k.id = s(c, "id");
        k.group = s(c, "group");
        k.title = s(c, "title");
        const QString verdict = s(c, "verdict");
        k.verdict = verdict == QLatin1String("pass") ? Verdict::Pass
                    : verdict == QLatin1String("warning") ? Verdict::Warning
                    : verdict == QLatin1String("fail") ? Verdict::Fail
                                                       : Verdict::Skipped;
        k.measured = s(c, "measured");
        k.expected = s(c, "expected");
        k.threshold = s(c, "threshold");
        k.source = s(c, "source");
        k.detail = s(c, "detail");
        v.checks.push_back(k);
    }
    if (j.contains("issues") && j["issues"].is_array())
        for (const auto &i : j["issues"])
            if (i.is_object())
                v.issues.push_back({s(i, "file"), i.contains("line") && i["line"].is_number_integer() ? i["line"].get<int>() : 0,
                                    s(i, "message")});
    return v;
}

} // namespace gpuplanner::verify
