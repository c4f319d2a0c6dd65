#include "catalog/sharedwrite_internal.h"

#include "catalog/dialect.h"

#include <QSqlError>

namespace gpuplanner::catalog {

SharedWrite::SharedWrite(QSqlDatabase db, const QSet<QString> &tables)
    : m_db(std::move(db))
{
    for (const QString &table : tables)
        if ((m_notStarted = refusedBeforeWriting(m_db, table)))
            return;
    if (!m_db.transaction()) {
        m_notStarted = writeFailure(m_db, m_db.lastError());
        return;
    }
    m_who = dialect::writerSql(m_db);
    m_now = dialect::nowSql(dialect::of(m_db));
}

WriteResult SharedWrite::fail(WriteResult r)
{
    m_db.rollback();
    return r;
}

WriteResult SharedWrite::commit(const WriteResult &result)
{
    if (!m_db.commit()) {
        const QSqlError e = m_db.lastError(); // the rollback may replace it
        return fail(writeFailure(m_db, e));
    }
    return result;
}

} // namespace gpuplanner::catalog
