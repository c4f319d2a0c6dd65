#include "app/core/autosaver.h"

#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "catalog/datafolder.h"

#include <QDir>
#include <QFile>
#include <QTimer>

namespace gpuplanner::app {

Autosaver::Autosaver(PlanDocument *document, QString directory, QObject *parent)
    : QObject(parent), m_document(document), m_directory(std::move(directory)), m_timer(new QTimer(this))
{
    m_timer->setInterval(30000);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    m_timer->start();
    connect(m_document, &PlanDocument::fileChanged, this, [this] {
        if (!m_document->isModified())
            discard();
    });
}

QString Autosaver::defaultDirectory()
{
    return catalog::dataFolder() + QStringLiteral("/autosave");
}

QString Autosaver::autosavePath() const
{
    return QDir(m_directory).filePath(QStringLiteral("unsaved.gpuplan"));
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
