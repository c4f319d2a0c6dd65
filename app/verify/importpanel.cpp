#include "app/verify/importpanel.h"

#include "app/core/dialogs.h"
#include "app/core/startfolder.h"
#include "app/document/plandocument.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace gpuplanner::app {

namespace {
const QString kImportDirKey = QStringLiteral("verify/importDir");

} // namespace

ImportPanel::ImportPanel(const PlanDocument *document, QWidget *parent)
    : QGroupBox(parent), m_document(document), m_job(new ImportJob(this)), m_report(new QPushButton(this)), m_folder(new QPushButton(this)),
      m_logs(new QPushButton(this)), m_dropHint(new QLabel(this)), m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(this)), m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("importPanel"));
    setAcceptDrops(true);
    m_report->setObjectName(QStringLiteral("importReport"));
    m_folder->setObjectName(QStringLiteral("importFolder"));
    m_logs->setObjectName(QStringLiteral("importLogs"));
    m_cancel->setObjectName(QStringLiteral("cancelImport"));
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_dropHint->setWordWrap(true);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QGridLayout; // two columns: the view stays narrow enough for the docks at 1366 px
    buttons->addWidget(m_report, 0, 0);
    buttons->addWidget(m_folder, 0, 1);
    buttons->addWidget(m_logs, 1, 0);
    buttons->setColumnStretch(2, 1);
    auto *busy = new QHBoxLayout;
    busy->addWidget(m_progress, 1);
    busy->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_dropHint);
    layout->addLayout(busy);
    layout->addWidget(m_message);
    layout->addStretch(1);
    connect(m_report, &QPushButton::clicked, this, &ImportPanel::chooseReport);
    connect(m_folder, &QPushButton::clicked, this, &ImportPanel::chooseFolder);
    connect(m_logs, &QPushButton::clicked, this, &ImportPanel::chooseLogs);
    connect(m_cancel, &QPushButton::clicked, this, &ImportPanel::cancel);
    connect(m_job, &ImportJob::progressChanged, m_progress, &QProgressBar::setValue);
    connect(m_job, &ImportJob::finished, this, [this](const ImportResult &r) {
        setBusy(false);
        emit imported(r);
    });
    connect(m_job, &ImportJob::cancelled, this, [this] {
        setBusy(false);
        setMessage(tr("Import cancelled; nothing changed."));
    });
    setBusy(false);
    retranslateUi();
}

QString ImportPanel::message() const
{
    return m_message->text();
}

void ImportPanel::setMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    // The error colour of the editors and the wizard.
    m_message->setStyleSheet(problem ? QStringLiteral("color: #c62828") : QString());
}

bool ImportPanel::importReport(const QString &path)
{
    if (!m_job->startReport(path))
        return false;
    setMessage(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    setBusy(true);
    return true;
}

bool ImportPanel::importLogs(const QStringList &paths)
{
    if (paths.isEmpty() || !m_job->startLogs(paths))
        return false;
    setMessage(tr("Reading %n log(s)…", nullptr, int(paths.size())));
    setBusy(true);
    return true;
}

bool ImportPanel::isReportPath(const QString &path)
{
    const QFileInfo info(path);
    const QString name = info.fileName().toLower();
    return info.isDir() || name.endsWith(QLatin1String(".tar.gz")) || name.endsWith(QLatin1String(".tgz"));
}

bool ImportPanel::importPaths(const QStringList &paths)
{
    QStringList logs;
    for (const QString &p : paths) {
        if (isReportPath(p)) {
            if (paths.size() == 1)
                return importReport(p);
            setMessage(tr("Drop one report at a time (%1 is a report).").arg(QFileInfo(p).fileName()), true);
            return false;
        }
        if (!p.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) && !p.endsWith(QLatin1String(".log"), Qt::CaseInsensitive)) {
            setMessage(tr("%1 is neither a report (folder or .tar.gz) nor a monitoring log (.csv).").arg(QFileInfo(p).fileName()), true);
            return false;
        }
        logs << p;
    }
    return importLogs(logs);
}

void ImportPanel::cancel()
{
    m_job->cancel();
}

void ImportPanel::setBusy(bool busy)
{
    if (busy)
        m_progress->setValue(0);
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    for (QPushButton *b : {m_report, m_folder, m_logs})
        b->setEnabled(!busy);
}

QString ImportPanel::startFolder() const
{
    return app::startFolder(m_document ? m_document->filePath() : QString(), rememberedFolder(kImportDirKey));
}

void ImportPanel::chooseReport()
{
    const QString path = dialogs::openFileName(this, tr("Import acceptance report"), startFolder(),
                                               tr("Acceptance reports (*.tar.gz *.tgz)"));
    if (path.isEmpty())
        return;
    rememberFolder(kImportDirKey, path);
    importReport(path);
}

void ImportPanel::chooseFolder()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Import report folder"), startFolder());
    if (path.isEmpty())
        return;
    rememberFolder(kImportDirKey, path);
    importReport(path);
}

void ImportPanel::chooseLogs()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import monitoring logs"), startFolder(),
                                                            tr("nvidia-smi CSV logs (*.csv *.log);;All files (*)"));
    if (paths.isEmpty())
        return;
    rememberFolder(kImportDirKey, paths.first());
    importLogs(paths);
}

void ImportPanel::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && std::all_of(urls.begin(), urls.end(), [](const QUrl &u) { return u.isLocalFile(); }))
        event->acceptProposedAction();
}

void ImportPanel::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &u : event->mimeData()->urls())
        paths << u.toLocalFile();
    event->acceptProposedAction();
    importPaths(paths);
}

void ImportPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void ImportPanel::retranslateUi()
{
    setTitle(tr("2. Import"));
    m_report->setText(tr("&Report (.tar.gz)…"));
    m_report->setToolTip(tr("The .tar.gz the acceptance script packed; it is kept in the plan file"));
    m_folder->setText(tr("Report f&older…"));
    m_folder->setToolTip(tr("The report folder the acceptance script wrote, unpacked"));
    m_logs->setText(tr("&Monitoring Logs…"));
    m_logs->setToolTip(tr("nvidia-smi CSV logs taken during your real job, one per node; for the charts and the advice"));
    m_dropHint->setText(tr("Or drop a report or logs here."));
    m_cancel->setText(tr("Cancel"));
    m_progress->setAccessibleName(tr("Import progress"));
}

} // namespace gpuplanner::app
