#include "app/core/filecontroller.h"

#include "app/core/dialogs.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QWidget>

namespace gpuplanner::app {

namespace {
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("files/recent");
} // namespace

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
        dialogs::warning(m_window, tr("Open plan"), loaded.error);
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
    const QString path = dialogs::openFileName(m_window, tr("Open plan"), QDir::homePath(), fileFilter());
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
                                         QDir::home().filePath(m_document->displayName() + QStringLiteral(".gpuplan")),
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
