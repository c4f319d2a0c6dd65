#pragma once

#include <QString>
#include <QUndoCommand>

#include <nlohmann/json.hpp>

namespace gpuplanner::app {

class PlanDocument;

// One edited value of the plan (Tiled's change-value pattern). Consecutive edits of the same path
// merge into one step, so typing "512" is one undo, not three.
class SetValueCommand : public QUndoCommand
{
public:
    static constexpr int Id = 0x6770;

    SetValueCommand(PlanDocument *document, QString path, nlohmann::json value, const QString &text,
                    QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override { return m_mergeable ? Id : -1; }
    bool mergeWith(const QUndoCommand *other) override;

    // Fix commands group several values and must not merge with typing.
    void setMergeable(bool mergeable) { m_mergeable = mergeable; }

private:
    PlanDocument *m_document;
    QString m_path;
    nlohmann::json m_old;
    nlohmann::json m_new;
    bool m_mergeable = true;
};

} // namespace gpuplanner::app
