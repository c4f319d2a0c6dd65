#include "app/team/teamconnection.h"

#include "app/team/teampassword.h"
#include "catalog/schema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSettings>
#include <QSqlQuery>

namespace gpuplanner::app {

namespace {

QString seenKey(const catalog::StoredQuote &q)
{
    const std::string offering = q.data.is_object() ? q.data.value("offering", std::string()) : std::string();
    return q.vendor + QChar(0x1f) + q.plan + QChar(0x1f) + QString::fromStdString(offering);
}

bool passwordRefused(const QString &error)
{
    return error.contains(QLatin1String("password authentication failed")) ||
           error.contains(QLatin1String("no password supplied"));
}

} // namespace

TeamSettings TeamSettings::load()
{
    QSettings s;
    TeamSettings t;
    t.host = s.value(QStringLiteral("team/host")).toString();
    t.port = s.value(QStringLiteral("team/port"), 5432).toInt();
    t.database = s.value(QStringLiteral("team/database")).toString();
    t.user = s.value(QStringLiteral("team/user")).toString();
    t.sslMode = s.value(QStringLiteral("team/sslmode"), QStringLiteral("require")).toString();
    return t;
}

void TeamSettings::save() const
{
    QSettings s;
    s.setValue(QStringLiteral("team/host"), host);
    s.setValue(QStringLiteral("team/port"), port);
    s.setValue(QStringLiteral("team/database"), database);
    s.setValue(QStringLiteral("team/user"), user);
    s.setValue(QStringLiteral("team/sslmode"), sslMode);
}

void TeamSettings::clear()
{
    QSettings().remove(QStringLiteral("team"));
}

catalog::LibraryAddress TeamSettings::address() const
{
    catalog::LibraryAddress a;
    a.host = host.trimmed();
    a.port = port;
    a.database = database.trimmed();
    a.user = user.trimmed();
    a.sslMode = sslMode;
    return a;
}

std::optional<catalog::LibraryAddress> TeamSettings::checkedAddress(QString *error) const
{
    const catalog::LibraryAddress a = address();
    if (a.database.isEmpty()) {
        *error = TeamConnection::tr("Name the database of the team library.");
        return std::nullopt;
    }
    if (!catalog::checkTlsMode(a, error))
        return std::nullopt;
    return a;
}

bool openWithPassword(catalog::TeamLibrary &library, QWidget *parent)
{
    const catalog::LibraryAddress &address = library.address();
    std::optional<QString> password = teampassword::stored(address);
    bool opened = library.open(password);
    if (!opened && !library.unreachable() && passwordRefused(library.error())) {
        // Neither the kept password nor PGPASSWORD / ~/.pgpass: ask (again, when the kept one is refused).
        password = teampassword::ask(parent, address,
                                     password ? TeamConnection::tr("The password was refused.") : QString());
        opened = password && library.open(password);
    }
    if (opened && password)
        teampassword::remember(address, *password);
    return opened;
}

TeamConnection &TeamConnection::instance()
{
    static TeamConnection connection;
    return connection;
}

void TeamConnection::close()
{
    m_library.reset();
    m_copy.reset();
    m_state = State::Failed;
    m_message.clear();
    m_openedFor.clear();
}

TeamConnection::State TeamConnection::open(QWidget *parent)
{
    QString error;
    const std::optional<catalog::LibraryAddress> address = TeamSettings::load().checkedAddress(&error);
    if (!address) {
        close();
        m_message = error;
        return m_state;
    }
    if (m_state == State::Online && m_library && m_library->isOpen() && m_openedFor == address->display()) {
        if (QSqlQuery ping(m_library->database()); ping.exec(QStringLiteral("SELECT 1")))
            return m_state; // still there; else connect again (or go offline)
    }
    close();
    m_openedFor = address->display();
    m_copy = std::make_unique<catalog::LibraryCopy>(*address);
    if (!m_copy->open(&error))
        m_copy.reset();
    auto library = std::make_unique<catalog::TeamLibrary>(*address);
    if (!openWithPassword(*library, parent)) {
        m_message = library->error();
        m_state = library->unreachable() && m_copy ? State::Offline : State::Failed;
        if (m_state == State::Offline)
            m_message = offlineNotice();
        return m_state;
    }
    const int version = library->schemaVersion();
    if (version != catalog::schema::kCurrentVersion) {
        m_message = version <= 0
                        ? TeamConnection::tr(
                              "%1 holds no team library (or you may not read it). Its administrator prepares "
                              "it with: gpu-planner-cli library init")
                              .arg(address->display())
                        : TeamConnection::tr(
                              "The team library has schema %1; this version of the application needs %2. Its "
                              "administrator brings it up to date with: gpu-planner-cli library migrate")
                              .arg(version)
                              .arg(catalog::schema::kCurrentVersion);
        m_state = State::Failed;
        return m_state;
    }
    m_library = std::move(library);
    m_state = State::Online;
    return m_state;
}

QString TeamConnection::offlineNotice() const
{
    const QString synced = m_copy ? m_copy->syncedAt() : QString();
    if (synced.isEmpty())
        return TeamConnection::tr("team library offline: no copy of it has been read on this computer yet");
    return TeamConnection::tr("team library offline: showing the copy of %1")
        .arg(QDateTime::fromString(synced, Qt::ISODate).toLocalTime().toString(QStringLiteral("HH:mm")));
}

QSqlDatabase TeamConnection::readDatabase() const
{
    if (m_state == State::Online && m_library)
        return m_library->database();
    return m_copy ? m_copy->database() : QSqlDatabase();
}

int TeamConnection::seenVersion(const catalog::StoredQuote &quote) const
{
    return m_seen.value(seenKey(quote), 0);
}

void TeamConnection::setSeenVersion(const catalog::StoredQuote &quote, int version)
{
    m_seen.insert(seenKey(quote), version);
}

} // namespace gpuplanner::app
