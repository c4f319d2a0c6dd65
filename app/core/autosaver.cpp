#include "app/core/autosaver.h"

#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "catalog/datafolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QTimer>

namespace gpuplanner::app {

Autosaver::Autosaver(PlanDocument *document, QString directory, QObject *parent)
    : QObject(parent), m_document(document), m_directory(std::move(directory)), m_timer(new QTimer(this))
{
    claimSlot();
    m_timer->setInterval(30000);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    m_timer->start();
    connect(m_document, &PlanDocument::fileChanged, this, [this] {
        if (!m_document->isModified())
            discard();
    });
}

Autosaver::~Autosaver() = default;

QString Autosaver::slotPath(int slot) const
{
    // Slot 0 keeps the name of the versions without slots, so that their autosave is recovered.
    return QDir(m_directory).filePath(slot == 0 ? QStringLiteral("unsaved.gpuplan")
                                                : QStringLiteral("unsaved-%1.gpuplan").arg(slot));
}

void Autosaver::claimSlot()
{
    QDir().mkpath(m_directory);
    // A slot whose lock can be taken has no running owner. Prefer one that holds an autosave (its
    // owner ended without closing cleanly: that plan is offered for recovery); else the first free.
    std::unique_ptr<QLockFile> free;
    int freeSlot = -1;
    for (int slot = 0; slot < kSlots; ++slot) {
        auto lock = std::make_unique<QLockFile>(slotPath(slot) + QStringLiteral(".lock"));
        // Stale only when its process is gone: a long-running instance keeps its slot.
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue;
        if (QFile::exists(slotPath(slot))) {
            m_lock = std::move(lock);
            m_path = slotPath(slot);
            return;
        }
        if (!free) {
            free = std::move(lock);
            freeSlot = slot;
        }
    }
    if (free) {
        m_lock = std::move(free);
        m_path = slotPath(freeSlot);
        return;
    }
    // Every slot is held (or the folder cannot be written): a file no other instance reads.
    m_path = QDir(m_directory).filePath(QStringLiteral("unsaved-pid%1.gpuplan").arg(QCoreApplication::applicationPid()));
}

QString Autosaver::defaultDirectory()
{
    return catalog::dataFolder() + QStringLiteral("/autosave");
}

QString Autosaver::autosavePath() const
{
    return m_path;
}

bool Autosaver::hasRecovery() const
{
    return QFile::exists(autosavePath());
}

void Autosaver::setInterval(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void Autosaver::saveNow()
{
    if (!m_document->isModified())
        return;
    QDir().mkpath(m_directory);
    nlohmann::json plan = m_document->plan();
    plan["autosave_of"] = m_document->filePath().toStdString();
    QString error;
    planfile::save(plan, autosavePath(), &error); // best effort: the next tick tries again
}

bool Autosaver::recover(QString *error)
{
    const planfile::Loaded loaded = planfile::load(autosavePath());
    if (!loaded.error.isEmpty()) {
        *error = loaded.error;
        return false;
    }
    QFile file(autosavePath());
    nlohmann::json original;
    if (file.open(QIODevice::ReadOnly)) {
        const QByteArray text = file.readAll();
        original = nlohmann::json::parse(text.constBegin(), text.constEnd(), nullptr, false);
    }
    const QString path = original.is_object() && original.contains("autosave_of") && original["autosave_of"].is_string()
                             ? QString::fromStdString(original["autosave_of"].get<std::string>())
                             : QString(); // a damaged or edited autosave file recovers as an unsaved plan
    // Modified: the recovered state is on disk only in the autosave file.
    m_document->reset(loaded.plan, path, true);
    return true;
}

void Autosaver::discard()
{
    QFile::remove(autosavePath());
}

} // namespace gpuplanner::app
