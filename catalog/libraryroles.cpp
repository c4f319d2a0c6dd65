#include "catalog/libraryroles.h"

#include "catalog/schema.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplanner::catalog::roles {

namespace {

QStringList sharedTables()
{
    return schema::rowTables(schema::kCurrentVersion) << QStringLiteral("quotes");
}

bool runGrant(QSqlQuery &q, const QString &sql, QString *error)
{
    if (q.exec(sql))
        return true;
    *error = q.lastError().text() + QStringLiteral(" (") + sql.left(80) + QLatin1Char(')');
    return false;
}

} // namespace

QString quotedIdentifier(const QString &name)
{
    QString n = name;
    return QLatin1Char('"') + n.replace(QLatin1Char('"'), QLatin1String("\"\"")) + QLatin1Char('"');
}

bool applyGrants(QSqlDatabase &db, QString *error)
{
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    bool ok = true;
    for (const char *role : {kReader, kEditor})
        ok = ok && runGrant(q,
                       QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN "
                                      "CREATE ROLE %1 NOLOGIN; END IF; END $$")
                           .arg(QLatin1String(role)),
                       error);
    QString schemaName;
    if (ok && (ok = runGrant(q, QStringLiteral("SELECT current_schema()"), error)) && q.next())
        schemaName = quotedIdentifier(q.value(0).toString());
    const QString tables = sharedTables().join(QStringLiteral(", "));
    const QStringList grants{
        QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2, %3").arg(schemaName, QLatin1String(kReader), QLatin1String(kEditor)),
        QStringLiteral("GRANT SELECT ON meta, %1 TO %2").arg(tables, QLatin1String(kReader)),
        QStringLiteral("GRANT SELECT ON meta TO %1").arg(QLatin1String(kEditor)),
        QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON %1 TO %2").arg(tables, QLatin1String(kEditor)),
        QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %1 TO %2").arg(schemaName, QLatin1String(kEditor)),
    };
    for (const QString &sql : grants)
        ok = ok && runGrant(q, sql, error);
    if (ok && db.commit())
        return true;
    if (ok)
        *error = db.lastError().text();
    db.rollback();
    return false;
}

bool grant(QSqlDatabase &db, const QString &role, bool editor, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
    q.addBindValue(role);
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    if (!q.next()) {
        *error = QCoreApplication::translate("catalog", "There is no PostgreSQL role named '%1'. Create the login "
                                                        "first, e.g. in psql: CREATE ROLE %2 LOGIN PASSWORD '…';")
                     .arg(role, quotedIdentifier(role));
        return false;
    }
    const QString who = quotedIdentifier(role);
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    // A reader is no longer an editor; the REVOKE only where there is a membership to end.
    QSqlQuery member(db);
    member.prepare(QStringLiteral("SELECT 1 FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid "
                                  "JOIN pg_roles u ON u.oid = m.member WHERE r.rolname = ? AND u.rolname = ?"));
    member.addBindValue(QLatin1String(kEditor));
    member.addBindValue(role);
    const bool wasEditor = member.exec() && member.next();
    bool ok = editor ? runGrant(q, QStringLiteral("GRANT %1 TO %2").arg(QLatin1String(kEditor), who), error)
                     : runGrant(q, QStringLiteral("GRANT %1 TO %2").arg(QLatin1String(kReader), who), error) &&
                           (!wasEditor ||
                            runGrant(q, QStringLiteral("REVOKE %1 FROM %2").arg(QLatin1String(kEditor), who), error));
    if (ok && db.commit())
        return true;
    if (ok)
        *error = db.lastError().text();
    db.rollback();
    return false;
}

QString roleOfCurrentUser(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")) && q.next() &&
        q.value(0).toBool())
        return QStringLiteral("superuser");
    bool reader = false, editor = false;
    if (q.exec(QStringLiteral("SELECT rolname, pg_has_role(current_user, oid, 'MEMBER') FROM pg_roles "
                              "WHERE rolname IN ('gpu_planner_reader', 'gpu_planner_editor')")))
        while (q.next()) {
            const bool member = q.value(1).toBool();
            (q.value(0).toString() == QLatin1String(kEditor) ? editor : reader) |= member;
        }
    return editor ? QStringLiteral("editor") : reader ? QStringLiteral("reader") : QStringLiteral("none");
}

QList<std::pair<QString, qint64>> rowCounts(QSqlDatabase &db)
{
    QList<std::pair<QString, qint64>> out;
    for (const QString &t : sharedTables()) {
        QSqlQuery q(db);
        const bool ok = q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(t)) && q.next();
        out.append({t, ok ? q.value(0).toLongLong() : -1});
    }
    return out;
}

} // namespace gpuplanner::catalog::roles
