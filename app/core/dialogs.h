#pragma once

#include <QMessageBox>
#include <QString>
#include <QStringList>

class QWidget;

namespace gpuplanner::app {

// Message boxes and file dialogs behind one seam (KeePassXC's pattern): tests queue the next
// answers and file names so that no modal dialog blocks them.
namespace dialogs {

QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                     QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton);
void warning(QWidget *parent, const QString &title, const QString &text);
QString openFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter);
QString saveFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter);

// Test seams: the next call answers with this instead of showing a dialog.
void setNextAnswer(QMessageBox::StandardButton answer);
void setNextFileName(const QString &fileName);
// Forgets answers and file names queued but not asked for.
void clearQueued();
// The texts of warnings shown while answers were queued (tests read them).
QStringList takeWarnings();

} // namespace dialogs
} // namespace gpuplanner::app
