#pragma once

// What the desktop team-library tests share: screenshots of a dialog when GPUPLANNER_SHOTS_DIR
// names a folder (at 1366×768 at most, in the language shown), and a team library named in the
// settings as Settings > Team library… keeps it.
#include "app/team/teamconnection.h"
#include "translations/i18n.h"

#include <QDir>
#include <QtTest>
#include <QWidget>

namespace teamgui {

inline void shoot(QWidget &w, const QString &name)
{
    const QString dir = qEnvironmentVariable("GPUPLANNER_SHOTS_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    w.resize(std::min(w.width(), 1366), std::min(w.height(), 768));
    w.show();
    QTest::qWait(50);
    QVERIFY(w.grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
}

inline void nameLibrary(const QString &host, int port, const QString &database, const QString &user,
                        const QString &sslMode)
{
    gpuplanner::app::TeamSettings t;
    t.host = host;
    t.port = port;
    t.database = database;
    t.user = user;
    t.sslMode = sslMode;
    t.save();
    gpuplanner::app::TeamConnection::instance().close();
}

} // namespace teamgui
