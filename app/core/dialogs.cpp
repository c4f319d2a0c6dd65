#include "app/core/dialogs.h"

#include <QFileDialog>
#include <QQueue>

namespace gpuplanner::app::dialogs {

namespace {
QQueue<QMessageBox::StandardButton> &answers()
{
    static QQueue<QMessageBox::StandardButton> queue;
    return queue;
}
QQueue<QString> &fileNames()
{
    static QQueue<QString> queue;
    return queue;
}
QStringList &warnings()
{
    static QStringList list;
    return list;
}
bool testing = false;
} // namespace

void setNextAnswer(QMessageBox::StandardButton answer)
{
    testing = true;
    answers().enqueue(answer);
}

void setNextFileName(const QString &fileName)
{
    testing = true;
    fileNames().enqueue(fileName);
}

void clearQueued()
{
    answers().clear();
    fileNames().clear();
}

QStringList takeWarnings()
{
    QStringList out = warnings();
    warnings().clear();
    return out;
}

QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                     QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    if (!answers().isEmpty())
        return answers().dequeue();
    if (testing)
        return defaultButton;
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

void warning(QWidget *parent, const QString &title, const QString &text)
{
    if (testing) {
        warnings().append(text);
        return;
    }
    QMessageBox::warning(parent, title, text);
}

QString openFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter)
{
    if (!fileNames().isEmpty())
        return fileNames().dequeue();
    if (testing)
        return {};
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QString saveFileName(QWidget *parent, const QString &caption, const QString &dir, const QString &filter)
{
    if (!fileNames().isEmpty())
        return fileNames().dequeue();
    if (testing)
        return {};
    return QFileDialog::getSaveFileName(parent, caption, dir, filter);
}

} // namespace gpuplanner::app::dialogs
