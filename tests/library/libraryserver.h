#pragma once

// What the team library's server tests share (tst_library_server, tst_library_offline): the URL of
// the throwaway server that with-postgres.sh started, the CLI as a user runs it, a superuser
// connection, fresh databases and logins, a quote, a vendor sheet, and stopping the cluster.
#include "catalog/customgpu.h"
#include "catalog/libraryaddress.h"
#include "catalog/schema.h"
#include "catalog/sharedrows.h"
#include "catalog/teamlibrary.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <memory>

namespace libtest {

using namespace gpuplanner::catalog;
using json = nlohmann::json;

struct Run
{
    int exit = -1;
    QString out, err;
};

inline QString port()
{
    return qEnvironmentVariable("PGPORT");
}

inline QString url(const QString &user, const QString &db)
{
    return QStringLiteral("postgresql://%1@localhost:%2/%3?sslmode=disable").arg(user, port(), db);
}

// The CLI as a user runs it; `password` replaces the test's PGPASSWORD (the superuser's).
inline Run cli(const QStringList &args, const QString &password = QString())
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!password.isEmpty())
        env.insert(QStringLiteral("PGPASSWORD"), password);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUPLANNER_CLI_PATH), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// A superuser connection to `db` (pg_virtualenv's PGUSER and PGPASSWORD).
inline std::unique_ptr<TeamLibrary> admin(const QString &db = QStringLiteral("postgres"))
{
    QString error;
    auto a = parseLibraryUrl(url(qEnvironmentVariable("PGUSER"), db), &error);
    auto lib = std::make_unique<TeamLibrary>(*a);
    if (!lib->open())
        qWarning("%s", qPrintable(lib->error()));
    return lib;
}

inline std::unique_ptr<TeamLibrary> openAs(const QString &user, const QString &db)
{
    QString error;
    auto lib = std::make_unique<TeamLibrary>(*parseLibraryUrl(url(user, db), &error));
    if (!lib->open(QStringLiteral("pw-") + user))
        qWarning("%s", qPrintable(lib->error()));
    return lib;
}

inline bool exec(TeamLibrary &lib, const QString &sql)
{
    QSqlQuery q(lib.database());
    if (q.exec(sql))
        return true;
    qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return false;
}

inline QVariant scalar(TeamLibrary &lib, const QString &sql)
{
    QSqlQuery q(lib.database());
    if (q.exec(sql) && q.next())
        return q.value(0);
    qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return {};
}

inline void freshDatabase(const QString &name)
{
    auto a = admin();
    QVERIFY(a->isOpen());
    QVERIFY(exec(*a, QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name)));
    QVERIFY(exec(*a, QStringLiteral("CREATE DATABASE %1").arg(name)));
}

inline void createLogin(const QString &name)
{
    auto a = admin();
    QVERIFY(exec(*a, QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '%1') THEN "
                                    "CREATE ROLE %1 LOGIN PASSWORD 'pw-%1'; END IF; END $$")
                         .arg(name)));
}

inline StoredQuote quote(const QString &vendor, double perHour, const QString &plan = QStringLiteral("Llama serving"))
{
    json data{{"vendor", vendor.toStdString()}, {"offering", "8x H100"}, {"currency", "USD"},
              {"plan", plan.toStdString()},     {"price", {{"per_hour", perHour}}}};
    return StoredQuote{0, vendor, plan, QStringLiteral("USD"), QStringLiteral("2026-12-02T10:00:00Z"), data};
}

inline QString planPath()
{
    return QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/quotes/plan.gpuplan");
}

// The vendor sheet of tests/data/quotes/per-card.csv ("Card Cloud", 8 × A800) at another price.
inline QString cardCloudSheet(QTemporaryDir &dir, const QString &price)
{
    const QString path = dir.filePath(QStringLiteral("card-cloud-%1.csv").arg(price));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write("vendor,gpu,gpus,vram,ram,data disk,public bandwidth,Price (CNY per GPU per month),currency\n"
            "Card Cloud,NVIDIA A800 SXM4 80GB,8,80,1024,7680,100M,\"" +
            price.toUtf8() + "\",CNY\n");
    return path;
}

// pg_ctlcluster VERSION NAME ACTION [-m immediate] on the test's cluster (with-postgres.sh names it).
inline bool cluster(const QStringList &action)
{
    const QStringList versionAndName = qEnvironmentVariable("GPUPLANNER_PG_CLUSTER").split(QLatin1Char(' '));
    return versionAndName.size() == 2 && QProcess::execute(QStringLiteral("pg_ctlcluster"), versionAndName + action) == 0;
}

inline std::unique_ptr<TeamLibrary> waitForServer(const QString &db)
{
    std::unique_ptr<TeamLibrary> lib;
    for (QDeadlineTimer deadline(30000); !deadline.hasExpired(); QThread::msleep(200)) {
        lib = admin(db);
        if (lib->isOpen())
            break;
    }
    return lib;
}

} // namespace libtest
