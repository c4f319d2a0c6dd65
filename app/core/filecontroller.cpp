#include "app/core/filecontroller.h"

#include "app/core/dialogs.h"
#include "app/core/startfolder.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QWidget>

namespace gpuplanner::app {

namespace {
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("files/recent");
} // namespace

QString FileController::damageMessage(const QString &path, const planfile::Loaded &loaded)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    QByteArray head;
    if (file.open(QIODevice::ReadOnly))
        head = file.read(512);
    const QByteArray text = head.trimmed();
    const QString notAPlan = tr("%1 is not a GPU Server Planner plan: ").arg(name);
    if (file.isOpen() && file.size() == 0)
        return tr("%1 is empty: nothing was saved in it. Try the autosaved copy (offered at start after a crash) "
                  "or an earlier copy of the plan.")
            .arg(name);
    if (head.startsWith("PK\x03\x04"))
        return notAPlan + tr("it looks like an Excel workbook or another ZIP archive. Vendor quotes in Excel are "
                             "imported on the Quotes tab.");
    if (head.startsWith("%PDF"))
        return notAPlan + tr("it is a PDF document. A plan is saved as a .gpuplan file.");
    if (head.startsWith("\xD0\xCF\x11\xE0"))
        return notAPlan + tr("it looks like an older Office document (Excel 97–2003 or Word).");
    if (!head.isEmpty() && !text.startsWith('{') && !text.startsWith('['))
        return notAPlan + tr("it is not a plan's text (a plan starts with \"{\").");
    if (loaded.endsEarlyAtLine > 0)
        return tr("%1 ends in the middle (line %2): the file was cut off, as by a copy or a save that did not "
                  "finish. Try the autosaved copy (offered at start after a crash) or an earlier copy of the plan.")
            .arg(name)
            .arg(loaded.endsEarlyAtLine);
    return loaded.error;
}

FileController::FileController(PlanDocument *document, QWidget *window)
    : QObject(window), m_document(document), m_window(window)
{
}

QString FileController::fileFilter()
{
    return tr("GPU plans (*.gpuplan);;Workload JSON (*.json);;All files (*)");
}

bool FileController::open(const QString &path)
{
    if (!maybeSave())
        return false;
    const planfile::Loaded loaded = planfile::load(path);
    if (!loaded.error.isEmpty()) {
        dialogs::warning(m_window, tr("Open plan"), damageMessage(path, loaded));
        return false;
    }
    const bool isPlan = path.endsWith(QLatin1String(".gpuplan"), Qt::CaseInsensitive);
    // A plan whose inputs have a problem opens too: the window names the problem at its field.
    m_document->reset(loaded.plan, isPlan ? QFileInfo(path).absoluteFilePath() : QString());
    addRecent(QFileInfo(path).absoluteFilePath());
    return true;
}

bool FileController::openWithDialog()
{
    const QString path = dialogs::openFileName(m_window, tr("Open plan"), startFolder(), fileFilter());
    return !path.isEmpty() && open(path);
}

bool FileController::writeTo(const QString &path)
{
    QString error;
    nlohmann::json plan = m_document->plan();
    if (QString::fromStdString(plan.value("name", std::string())).isEmpty() || m_document->filePath().isEmpty())
        plan["name"] = QFileInfo(path).completeBaseName().toStdString();
    if (!planfile::save(plan, path, &error)) {
        dialogs::warning(m_window, tr("Save plan"), error);
        return false;
    }
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    m_document->markSaved();
    addRecent(QFileInfo(path).absoluteFilePath());
    return true;
}

bool FileController::save()
{
    return m_document->filePath().isEmpty() ? saveAs() : writeTo(m_document->filePath());
}

bool FileController::saveAs()
{
    QString path = dialogs::saveFileName(m_window, tr("Save plan as"),
                                         QDir(startFolder()).filePath(m_document->displayName() + QStringLiteral(".gpuplan")),
                                         tr("GPU plans (*.gpuplan)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".gpuplan"), Qt::CaseInsensitive))
        path += QStringLiteral(".gpuplan");
    return writeTo(path);
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = dialogs::question(m_window, tr("Unsaved changes"),
                                          tr("The plan \"%1\" has unsaved changes. Save them?").arg(m_document->displayName()),
                                          QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return save();
    return true;
}

QString FileController::startFolder() const
{
    // The plan's folder, else the folder of the plan opened or saved last, else Documents.
    QStringList folders;
    for (const QString &path : recentFiles())
        folders << QFileInfo(path).absolutePath();
    return app::startFolder(m_document->filePath(), folders);
}

QStringList FileController::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void FileController::addRecent(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    emit recentFilesChanged();
}

} // namespace gpuplanner::app
