#include "catalog/pgpass.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gpuplanner::catalog {

namespace {

// A line's five fields with the escapes undone; fewer than five when the line is not an entry.
QStringList pgpassFields(const QString &line)
{
    QStringList out;
    QString current;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c == QLatin1Char('\\') && i + 1 < line.size()) {
            current += line[++i];
        } else if (c == QLatin1Char(':') && out.size() < 4) {
            out << current;
            current.clear();
        } else {
            current += c;
        }
    }
    out << current;
    return out;
}

bool pgpassMatches(const QString &pattern, const QString &value)
{
    return pattern == QLatin1String("*") || pattern == value;
}

} // namespace

QString effectiveUser(const LibraryAddress &address)
{
    if (!address.user.isEmpty())
        return address.user;
    if (const QString env = qEnvironmentVariable("PGUSER"); !env.isEmpty())
        return env;
    if (const passwd *pw = getpwuid(geteuid()))
        return QString::fromLocal8Bit(pw->pw_name);
    return {};
}

PasswordLookup lookUpPassword(const LibraryAddress &address)
{
    PasswordLookup out;
    if (qEnvironmentVariableIsSet("PGPASSWORD")) {
        out.password = qEnvironmentVariable("PGPASSWORD");
        out.from = QStringLiteral("PGPASSWORD");
        return out;
    }
    const QString path = qEnvironmentVariableIsSet("PGPASSFILE") ? qEnvironmentVariable("PGPASSFILE")
                                                                  : QDir::home().filePath(QStringLiteral(".pgpass"));
    struct stat st{};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || !S_ISREG(st.st_mode))
        return out;
    if ((st.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
        out.warning = QCoreApplication::translate("catalog", "The password file %1 is ignored: others may read it "
                                                             "(mode %2). Make it private with: chmod 600 %1")
                          .arg(QDir::toNativeSeparators(path))
                          .arg(QString::number(st.st_mode & 0777, 8));
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    // A socket folder is looked up as "localhost", as libpq does.
    const QString host = address.host.isEmpty() || address.host.startsWith(QLatin1Char('/')) ? QStringLiteral("localhost")
                                                                                            : address.host;
    const QString port = QString::number(address.port), user = effectiveUser(address);
    while (!file.atEnd()) {
        QString line = QString::fromUtf8(file.readLine());
        while (line.endsWith(QLatin1Char('\n')) || line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList f = pgpassFields(line);
        if (f.size() == 5 && pgpassMatches(f[0], host) && pgpassMatches(f[1], port) && pgpassMatches(f[2], address.database) &&
            pgpassMatches(f[3], user)) {
            out.password = f[4];
            out.from = path;
            return out;
        }
    }
    return out;
}

} // namespace gpuplanner::catalog
