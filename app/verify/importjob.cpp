#include "app/verify/importjob.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuplanner::app {

namespace {
constexpr int kScale = 1000;
} // namespace

ImportJob::ImportJob(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this, &ImportJob::progressChanged);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] {
        const QFuture<ImportResult> future = m_watcher.future();
        m_running = false;
        if (future.isCanceled() || future.resultCount() == 0)
            emit cancelled();
        else
            emit finished(future.result());
    });
}

ImportJob::~ImportJob()
{
    cancel();
    m_watcher.waitForFinished();
}

bool ImportJob::isRunning() const
{
    return m_running;
}

void ImportJob::cancel()
{
    if (m_watcher.isRunning())
        m_watcher.cancel();
}

bool ImportJob::startReport(const QString &path)
{
    return start(ImportResult::Kind::Report, {path});
}

bool ImportJob::startLogs(const QStringList &paths)
{
    return start(ImportResult::Kind::Logs, paths);
}

bool ImportJob::start(ImportResult::Kind kind, const QStringList &paths)
{
    if (isRunning())
        return false;
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run([kind, paths](QPromise<ImportResult> &promise) {
        promise.setProgressRange(0, kScale);
        std::optional<ImportResult> r = read(kind, paths, [&promise](double share) {
            promise.setProgressValue(int(share * kScale));
            return !promise.isCanceled();
        });
        if (r && !promise.isCanceled())
            promise.addResult(std::move(*r));
    }));
    return true;
}

std::optional<ImportResult> ImportJob::read(ImportResult::Kind kind, const QStringList &paths,
                                            const std::function<bool(double)> &progress)
{
    ImportResult r;
    r.kind = kind;
    r.paths = paths;
    auto step = [&progress](double share) { return !progress || progress(share); };
    if (kind == ImportResult::Kind::Report) {
        verify::ReportFiles files;
        if (!step(0.02))
            return std::nullopt;
        if (!verify::readReportFiles(paths.value(0), files, &r.error))
            return r;
        if (!step(0.4))
            return std::nullopt;
        r.report = verify::readReport(files);
        if (!step(0.9))
            return std::nullopt;
    } else {
        qint64 total = 0, done = 0;
        for (const QString &p : paths)
            total += std::max<qint64>(1, QFileInfo(p).size());
        for (const QString &p : paths) {
            const qint64 size = std::max<qint64>(1, QFileInfo(p).size());
            const auto fileProgress = [&](double share) {
                return step(0.95 * (double(done) + share * double(size)) / double(total));
            };
            if (!verify::appendMonitorLogFile(r.report.monitor, p, QFileInfo(p).fileName(), r.report.issues, fileProgress))
                return std::nullopt;
            done += size;
        }
        if (r.report.monitor.samples.empty() && r.report.issues.empty())
            r.error = QCoreApplication::translate("gpuplanner::app::ImportJob", "the logs hold no samples");
    }
    if (!r.report.monitor.samples.empty())
        r.stats = verify::computeStats(r.report.monitor);
    if (!step(1.0))
        return std::nullopt;
    return r;
}

} // namespace gpuplanner::app
