#pragma once

#include "catalog/librarycopy.h"
#include "catalog/sharedrows.h"
#include "catalog/teamlibrary.h"

#include <memory>
#include <optional>
#include <QCoreApplication>
#include <QHash>
#include <QString>

class QWidget;

// The desktop app's team library (issue 24): where it is (Settings > Team library…, kept in
// QSettings without the password), the connection, and its local copy for when the server cannot
// be reached. The work itself is the catalog's (catalog/teamlibrary.h, sharedrows.h, librarycopy.h).
namespace gpuplanner::app {

struct TeamSettings
{
    QString host, database, user;
    int port = 5432;
    QString sslMode = QStringLiteral("require");

    static TeamSettings load(); // QSettings "team/…"
    void save() const;
    static void clear(); // no team library: the local quote library again

    bool configured() const { return !database.isEmpty(); }
    catalog::LibraryAddress address() const;
    // The address, when the fields make one: a database named, and TLS as the catalog's rule wants
    // (catalog::checkTlsMode: no `disable` except for this computer). nullopt with `error` set.
    std::optional<catalog::LibraryAddress> checkedAddress(QString *error) const;
};

// Opens `library`: the password kept this session or in the keychain, else PGPASSWORD / ~/.pgpass,
// else asked (teampassword.h); a password the server took is remembered. False: library.error().
bool openWithPassword(catalog::TeamLibrary &library, QWidget *parent);

class TeamConnection
{
    Q_DECLARE_TR_FUNCTIONS(TeamConnection)

public:
    enum class State
    {
        Online,
        Offline,
        Failed
    };

    // The process's connection (one team library at a time).
    static TeamConnection &instance();

    bool configured() const { return TeamSettings::load().configured(); }

    // Connects unless connected: the password kept this session or in the keychain, else
    // PGPASSWORD / ~/.pgpass, else asked (teampassword.h). Offline: the server cannot be reached and
    // the local copy answers instead (offlineNotice()). Failed: message() says why.
    State open(QWidget *parent);
    void close();
    State state() const { return m_state; }
    QString message() const { return m_message; }
    // "team library offline: showing the copy of 14:02" (or that no copy was read yet).
    QString offlineNotice() const;

    catalog::TeamLibrary *library() const { return m_library.get(); }
    catalog::LibraryCopy *copy() const { return m_copy.get(); }
    // The server while online, else the local copy (an invalid database when there is neither).
    QSqlDatabase readDatabase() const;

    // The library version of each quote this session has read or saved (vendor, plan, offering):
    // the base a save names, so that a change made meanwhile by someone else is a conflict.
    int seenVersion(const catalog::StoredQuote &quote) const;
    void setSeenVersion(const catalog::StoredQuote &quote, int version);

private:
    TeamConnection() = default;

    std::unique_ptr<catalog::TeamLibrary> m_library;
    std::unique_ptr<catalog::LibraryCopy> m_copy;
    State m_state = State::Failed;
    QString m_message;
    QString m_openedFor; // the address display() m_library was opened for
    QHash<QString, int> m_seen;
};

} // namespace gpuplanner::app
