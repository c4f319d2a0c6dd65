#include "app/document/setvaluecommand.h"

#include "app/document/plandocument.h"

namespace gpuplanner::app {

SetValueCommand::SetValueCommand(PlanDocument *document, QString path, nlohmann::json value, const QString &text,
                                 QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_path(std::move(path)), m_old(document->value(m_path)),
      m_new(std::move(value))
{
}

void SetValueCommand::redo()
{
    m_document->setValueDirect(m_path, m_new);
}

void SetValueCommand::undo()
{
    m_document->setValueDirect(m_path, m_old);
}

bool SetValueCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetValueCommand *>(other);
    if (!m_mergeable || !o->m_mergeable || o->m_path != m_path)
        return false;
    m_new = o->m_new;
    setText(o->text()); // "RAM per node → 256 GB", not the first keystroke's "→ 2 GB"
    return true;
}

} // namespace gpuplanner::app
