#pragma once

#include "app/document/planfile.h"

#include <QObject>
#include <QStringList>

class QWidget;

namespace gpuplanner::app {

class PlanDocument;

// Open, save, save as and the recent-files list of the plan window. Every failure is told to the
// user and changes nothing: a malformed or newer file is not opened; a failed save keeps the old file.
class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(PlanDocument *document, QWidget *window);

    bool open(const QString &path);
    bool openWithDialog();
    bool save();
    bool saveAs();
    // Asks to save a modified plan; false when the user cancels.
    bool maybeSave();

    QStringList recentFiles() const;
    // Where Open and Save As start: the plan's folder or one that exists.
    QString startFolder() const;
    // Why a file did not open, for people: an Excel workbook, a PDF, an empty or cut-off file;
    // otherwise the reader's message.
    static QString damageMessage(const QString &path, const planfile::Loaded &loaded);
    static QString fileFilter();

signals:
    void recentFilesChanged();

private:
    void addRecent(const QString &path);
    bool writeTo(const QString &path);

    PlanDocument *m_document;
    QWidget *m_window;
};

} // namespace gpuplanner::app
