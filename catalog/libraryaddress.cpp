#include "catalog/libraryaddress.h"

#include <QCoreApplication>
#include <QStringList>
#include <QUrl>

namespace gpuplanner::catalog {

namespace {

const QStringList kSslModes{QStringLiteral("disable"), QStringLiteral("allow"),     QStringLiteral("prefer"),
                            QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full")};

// A libpq connect option's value: quoted when it holds a space, a quote or a backslash.
QString optionValue(const QString &value)
{
    if (!value.isEmpty() && !value.contains(QLatin1Char(' ')) && !value.contains(QLatin1Char('\'')) &&
        !value.contains(QLatin1Char('\\')))
        return value;
    QString v = value;
    v.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + v + QLatin1Char('\'');
}

} // namespace

bool LibraryAddress::isLocal() const
{
    return host.isEmpty() || host.startsWith(QLatin1Char('/')) || host == QLatin1String("localhost") ||
           host == QLatin1String("127.0.0.1") || host == QLatin1String("::1");
}

QString LibraryAddress::display() const
{
    const QString shownHost = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    QString out = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        out += user + QLatin1Char('@');
    out += host.startsWith(QLatin1Char('/')) ? QString() : shownHost;
    if (!host.startsWith(QLatin1Char('/')))
        out += QLatin1Char(':') + QString::number(port);
    out += QLatin1Char('/') + database;
    if (host.startsWith(QLatin1Char('/')))
        out += QStringLiteral("?host=") + host;
    return out;
}

QString LibraryAddress::connectOptions() const
{
    // Qt joins the options with spaces into libpq's connection string (';' separates them here).
    return QStringLiteral("sslmode=%1;connect_timeout=5;application_name=%2")
        .arg(sslMode, optionValue(QStringLiteral("gpu-planner")));
}

std::optional<LibraryAddress> parseLibraryUrl(const QString &url, QString *error)
{
    const QString text = url.trimmed();
    const QString usage = QCoreApplication::translate("catalog", "Expected postgresql://USER@HOST:PORT/DATABASE[?sslmode=require].");
    qsizetype rest = -1;
    for (const QLatin1String scheme : {QLatin1String("postgresql://"), QLatin1String("postgres://")})
        if (text.startsWith(scheme, Qt::CaseInsensitive))
            rest = scheme.size();
    if (rest < 0) {
        *error = QCoreApplication::translate("catalog", "'%1' is not a PostgreSQL URL. %2").arg(text, usage);
        return std::nullopt;
    }
    LibraryAddress a;
    QString body = text.mid(rest), query;
    if (const qsizetype q = body.indexOf(QLatin1Char('?')); q >= 0) {
        query = body.mid(q + 1);
        body.truncate(q);
    }
    const qsizetype slash = body.indexOf(QLatin1Char('/'));
    QString authority = slash < 0 ? body : body.left(slash);
    a.database = slash < 0 ? QString() : QUrl::fromPercentEncoding(body.mid(slash + 1).toUtf8());
    if (const qsizetype at = authority.lastIndexOf(QLatin1Char('@')); at >= 0) {
        const QString userInfo = authority.left(at);
        authority = authority.mid(at + 1);
        if (userInfo.contains(QLatin1Char(':'))) {
            *error = QCoreApplication::translate("catalog", "The library URL holds a password; the application never takes one there. Put it in "
                        "PGPASSWORD or ~/.pgpass (mode 0600) and give the URL without it.");
            return std::nullopt;
        }
        a.user = QUrl::fromPercentEncoding(userInfo.toUtf8());
    }
    QString portText;
    if (authority.startsWith(QLatin1Char('['))) { // [::1]:5432
        const qsizetype close = authority.indexOf(QLatin1Char(']'));
        if (close < 0) {
            *error = QCoreApplication::translate("catalog", "'%1': the IPv6 address lacks its ']'. %2").arg(text, usage);
            return std::nullopt;
        }
        a.host = authority.mid(1, close - 1);
        if (authority.mid(close + 1).startsWith(QLatin1Char(':')))
            portText = authority.mid(close + 2);
    } else {
        const qsizetype colon = authority.lastIndexOf(QLatin1Char(':'));
        a.host = QUrl::fromPercentEncoding((colon < 0 ? authority : authority.left(colon)).toUtf8());
        if (colon >= 0)
            portText = authority.mid(colon + 1);
    }
    if (!portText.isEmpty()) {
        bool ok = false;
        a.port = portText.toInt(&ok);
        if (!ok || a.port < 1 || a.port > 65535) {
            *error = QCoreApplication::translate("catalog", "'%1' is not a port number (1 to 65535).").arg(portText);
            return std::nullopt;
        }
    }
    for (const QString &pair : query.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        const QString key = pair.left(eq), value = QUrl::fromPercentEncoding(pair.mid(eq + 1).toUtf8());
        if (key == QLatin1String("sslmode")) {
            if (!kSslModes.contains(value)) {
                *error = QCoreApplication::translate("catalog", "Unknown TLS mode '%1': use one of %2.").arg(value, kSslModes.join(QStringLiteral(", ")));
                return std::nullopt;
            }
            a.sslMode = value;
        } else if (key == QLatin1String("host")) {
            a.host = value;
        } else {
            *error = QCoreApplication::translate("catalog", "Unknown library URL option '%1': only sslmode and host are read.").arg(key);
            return std::nullopt;
        }
    }
    if (a.database.isEmpty()) {
        *error = QCoreApplication::translate("catalog", "The library URL names no database. %1").arg(usage);
        return std::nullopt;
    }
    if (!checkTlsMode(a, error))
        return std::nullopt;
    return a;
}

bool checkTlsMode(const LibraryAddress &a, QString *error)
{
    if (!kSslModes.contains(a.sslMode)) {
        *error = QCoreApplication::translate("catalog", "Unknown TLS mode '%1': use one of %2.").arg(a.sslMode, kSslModes.join(QStringLiteral(", ")));
        return false;
    }
    const bool weak = a.sslMode == QLatin1String("disable") || a.sslMode == QLatin1String("allow") ||
                      a.sslMode == QLatin1String("prefer");
    if (weak && !a.isLocal()) {
        *error = QCoreApplication::translate("catalog", "sslmode=%1 would let the password and the quotes cross the network unencrypted; it is accepted "
                    "only for this computer (localhost, 127.0.0.1, ::1 or a Unix socket), not for '%2'. Use "
                    "sslmode=require (the default) or verify-full.")
                     .arg(a.sslMode, a.host);
        return false;
    }
    return true;
}

QStringList tlsModes()
{
    return kSslModes;
}

QString libraryUrlFromEnvironment()
{
    return qEnvironmentVariable("GPU_PLANNER_LIBRARY").trimmed();
}

} // namespace gpuplanner::catalog
