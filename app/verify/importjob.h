#pragma once

#include "planner/verify/monitorstats.h"
#include "planner/verify/report.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>

namespace gpuplanner::app {

// What an import read: an acceptance report (folder or .tar.gz) or monitoring logs (several CSV
// files, a node each). Problems with single files are in report.issues; `error` is set when
// nothing could be read at all.
struct ImportResult
{
    enum class Kind { Report, Logs };
    Kind kind = Kind::Report;
    QStringList paths;
    verify::Report report;       // Logs: only report.monitor and report.issues
    verify::MonitorStats stats;  // of report.monitor
    QString error;
};

// Reads a report or logs on a worker thread (QtConcurrent), with progress and cancel: 100 MB of
// logs read in seconds without freezing the window.
class ImportJob : public QObject
{
    Q_OBJECT

public:
    explicit ImportJob(QObject *parent = nullptr);
    ~ImportJob() override;

    // Each returns false when a job is still running.
    bool startReport(const QString &path);
    bool startLogs(const QStringList &paths);
    void cancel();
    // True from start until finished() or cancelled() has been emitted.
    bool isRunning() const;

    // The work itself, on the calling thread (the job runs it on a worker); `progress` gets 0..1
    // and returns false to cancel, then the result is empty.
    static std::optional<ImportResult> read(ImportResult::Kind kind, const QStringList &paths,
                                            const std::function<bool(double)> &progress);

signals:
    void progressChanged(int permille);
    void finished(const gpuplanner::app::ImportResult &result);
    void cancelled();

private:
    bool start(ImportResult::Kind kind, const QStringList &paths);

    QFutureWatcher<ImportResult> m_watcher;
    bool m_running = false; // until finished() or cancelled() is emitted
};

} // namespace gpuplanner::app
