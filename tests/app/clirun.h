#pragma once

// Runs gpu-planner-cli for the CLI tests: its own data folder (XDG_DATA_HOME), optional standard
// input and environment changes, and the exit code (-1 when it crashed or timed out) with both
// output streams.
#include <QByteArray>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <utility>

namespace clitest {

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

struct Options
{
    QByteArray stdinData;
    QList<std::pair<QString, QString>> set; // environment variables to set
    QStringList unset;                      // environment variables to remove
    int timeoutMs = 180000;
};

inline Options withTimeout(int ms)
{
    Options o;
    o.timeoutMs = ms;
    return o;
}

inline Run runCli(const QString &dataHome, const QStringList &args, const Options &o = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    for (const auto &[name, value] : o.set)
        env.insert(name, value);
    for (const QString &name : o.unset)
        env.remove(name);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUPLANNER_CLI_PATH), args);
    if (!o.stdinData.isEmpty())
        p.write(o.stdinData);
    p.closeWriteChannel();
    if (!p.waitForFinished(o.timeoutMs))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace clitest
