#pragma once

#include "app/verify/importjob.h"

#include <QGroupBox>

class QLabel;
class QProgressBar;
class QPushButton;

namespace gpuplanner::app {

class PlanDocument;

// Verification view, Import: an acceptance report (folder or .tar.gz) or monitoring logs (CSV,
// several at once), by button or by dropping them here. Reading runs on a worker thread with a
// progress bar and a cancel button.
class ImportPanel : public QGroupBox
{
    Q_OBJECT

public:
    // `document`: its file's folder is where the file dialogs start (app/core/startfolder.h).
    explicit ImportPanel(const PlanDocument *document = nullptr, QWidget *parent = nullptr);

    // Start an import; false when one is running.
    bool importReport(const QString &path);
    bool importLogs(const QStringList &paths);
    // Dropped or chosen paths: a folder or .tar.gz is a report, .csv files are logs.
    bool importPaths(const QStringList &paths);
    void cancel();
    bool isImporting() const { return m_job->isRunning(); }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    // The last line under the buttons (what was imported, or what went wrong).
    QString message() const;
    void setMessage(const QString &text, bool problem = false);

signals:
    void imported(const gpuplanner::app::ImportResult &result);

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void retranslateUi();
    void chooseReport();
    void chooseFolder();
    void chooseLogs();
    void setBusy(bool busy);
    static bool isReportPath(const QString &path);
    QString startFolder() const;

    const PlanDocument *m_document;
    ImportJob *m_job;
    QPushButton *m_report;
    QPushButton *m_folder;
    QPushButton *m_logs;
    QLabel *m_dropHint;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_message;
};

} // namespace gpuplanner::app
