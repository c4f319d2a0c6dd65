// The transaction of one save into a shared library, as both saves (sharedrows.cpp for catalog
// rows, sharedquotes.cpp for quotes) begin, abandon and end it: a user who may not write is refused
// before anything is read, the rows are written in one transaction, and the first failure or
// conflict rolls all of it back, so that every outcome but Saved leaves nothing saved.
#pragma once

#include "catalog/sharedrows.h"

#include <QSet>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace gpuplanner::catalog {

class SharedWrite
{
public:
    // Refuses a user who may not write one of `tables` (refusedBeforeWriting), then begins the
    // transaction. When either fails, notStarted() is the result to return and nothing was begun.
    SharedWrite(QSqlDatabase db, const QSet<QString> &tables);

    const std::optional<WriteResult> &notStarted() const { return m_notStarted; }
    // SQL expressions for the stamp columns: who writes and the time now (catalog/dialect.h).
    const QString &who() const { return m_who; }
    const QString &now() const { return m_now; }

    // Rolls the transaction back and returns `r`.
    WriteResult fail(WriteResult r);
    // Commits and returns `result`; a commit that fails is rolled back and its error returned.
    WriteResult commit(const WriteResult &result);

private:
    QSqlDatabase m_db;
    std::optional<WriteResult> m_notStarted;
    QString m_who, m_now;
};

} // namespace gpuplanner::catalog
