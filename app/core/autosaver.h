#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace gpuplanner::app {

class PlanDocument;

// Writes the open plan, when modified, to the autosave file every interval; removes it when the
// plan is saved or closed cleanly. A file left there after a crash is offered for recovery.
//
// Each running instance owns one autosave slot, held by a lock file (QLockFile, released when the
// process ends, however it ends). A second instance takes another slot, so it never offers to
// "recover" the plan the first one still has open: only a slot whose owner is gone is recovered.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    Autosaver(PlanDocument *document, QString directory, QObject *parent = nullptr);
    ~Autosaver() override;

    static QString defaultDirectory();
    QString autosavePath() const;
    bool hasRecovery() const;
    // Loads the recovered plan into the document (modified, with its original path) and returns
    // true; on a broken autosave file returns false with `error` set, leaving the document as it was.
    bool recover(QString *error);
    void discard();
    void saveNow();
    void setInterval(int milliseconds);

    // Slots tried before an instance gives up on a lock (then it autosaves to a file of its own
    // process id, which is never offered for recovery).
    static constexpr int kSlots = 16;

private:
    void claimSlot();
    QString slotPath(int slot) const;

    PlanDocument *m_document;
    QString m_directory;
    QTimer *m_timer;
    std::unique_ptr<QLockFile> m_lock;
    QString m_path;
};

} // namespace gpuplanner::app
