#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace gpuplanner::app {

class PlanDocument;

// Writes the open plan, when modified, to the autosave file every interval; removes it when the
// plan is saved or closed cleanly. A file left there after a crash is offered for recovery.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    Autosaver(PlanDocument *document, QString directory, QObject *parent = nullptr);

    static QString defaultDirectory();
    QString autosavePath() const;
    bool hasRecovery() const;
    // Loads the recovered plan into the document (modified, with its original path) and returns
    // true; on a broken autosave file returns false with `error` set, leaving the document as it was.
    bool recover(QString *error);
    void discard();
    void saveNow();
    void setInterval(int milliseconds);

private:
    PlanDocument *m_document;
    QString m_directory;
    QTimer *m_timer;
};

} // namespace gpuplanner::app
