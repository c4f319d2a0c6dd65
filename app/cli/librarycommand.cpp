#include "app/cli/librarycommand.h"

#include "app/cli/output.h"
#include "app/cli/teamoption.h"
#include "catalog/libraryroles.h"
#include "catalog/schema.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

namespace {

QString libraryUsage()
{
    return QCoreApplication::translate(
        "cli", "Usage: gpu-planner-cli library init|migrate|status [--json] [--library URL]\n"
               "       gpu-planner-cli library grant --reader|--editor ROLE [--library URL]\n"
               "       gpu-planner-cli library quotes [--plan NAME] [--limit N] [--offset N] [--json] [--library URL]\n"
               "URL: postgresql://USER@HOST:PORT/DATABASE[?sslmode=require] (else GPU_PLANNER_LIBRARY); the password "
               "comes from PGPASSWORD or ~/.pgpass.");
}

int initOrMigrate(catalog::TeamLibrary &library, bool init)
{
    const int before = library.schemaVersion();
    if (!init && before == 0) {
        printErr(QCoreApplication::translate("cli", "%1 holds no team library yet; prepare it with: gpu-planner-cli "
                                                    "library init")
                     .arg(library.address().display()));
        return BadInput;
    }
    QString error;
    const int from = library.migrate(&error);
    if (from < 0) {
        printErr(QCoreApplication::translate("cli", "The team library could not be prepared: %1").arg(error));
        return Failure;
    }
    const int now = catalog::schema::kCurrentVersion;
    if (from == now)
        printOut(QCoreApplication::translate("cli", "The team library %1 is at schema %2; roles %3 and %4 and their "
                                                    "grants are in place.")
                     .arg(library.address().display())
                     .arg(now)
                     .arg(QLatin1String(catalog::roles::kReader), QLatin1String(catalog::roles::kEditor)));
    else
        printOut(QCoreApplication::translate("cli", "The team library %1 went from schema %2 to %3; roles %4 and %5 "
                                                    "and their grants are in place.")
                     .arg(library.address().display())
                     .arg(from)
                     .arg(now)
                     .arg(QLatin1String(catalog::roles::kReader), QLatin1String(catalog::roles::kEditor)));
    return Ok;
}

int status(catalog::TeamLibrary &library, bool json)
{
    QSqlDatabase db = library.database();
    const QString role = catalog::roles::roleOfCurrentUser(db);
    const auto counts = catalog::roles::rowCounts(db);
    const int version = library.schemaVersion();
    if (json) {
        nlohmann::json rows = nlohmann::json::object();
        for (const auto &[table, n] : counts)
            rows[utf8(table)] = n < 0 ? nlohmann::json() : nlohmann::json(n);
        printJson({{"library", utf8(library.address().display())},
                   {"server", utf8(library.serverVersion())},
                   {"schema_version", version},
                   {"schema_current", catalog::schema::kCurrentVersion},
                   {"user", utf8(library.user())},
                   {"role", utf8(role)},
                   {"rows", rows}});
        return Ok;
    }
    QString text = QCoreApplication::translate("cli", "Library: %1\nServer:  %2\nSchema:  %3 (this version: %4)\n"
                                                      "User:    %5 (%6)\n")
                       .arg(library.address().display(), library.serverVersion())
                       .arg(version)
                       .arg(catalog::schema::kCurrentVersion)
                       .arg(library.user(), role);
    QList<QStringList> rows;
    for (const auto &[table, n] : counts)
        rows << QStringList{table, n < 0 ? QCoreApplication::translate("cli", "(not readable)") : QString::number(n)};
    printOut(text + formatTable({QCoreApplication::translate("cli", "TABLE"), QCoreApplication::translate("cli", "ROWS")},
                                rows));
    return Ok;
}

int quotes(TeamSession &session, QStringList args, bool json)
{
    QString plan;
    int limit = 50, offset = 0;
    for (qsizetype i = 0; i + 1 < args.size();) {
        bool ok = true;
        if (args[i] == QLatin1String("--plan"))
            plan = args[i + 1];
        else if (args[i] == QLatin1String("--limit"))
            limit = args[i + 1].toInt(&ok);
        else if (args[i] == QLatin1String("--offset"))
            offset = args[i + 1].toInt(&ok);
        else {
            ++i;
            continue;
        }
        if (!ok || limit < 1 || offset < 0) {
            printErr(libraryUsage());
            return BadInput;
        }
        args.remove(i, 2);
    }
    if (!args.isEmpty()) {
        printErr(libraryUsage());
        return BadInput;
    }
    const catalog::SharedQuotePage page = catalog::sharedQuotes(session.readDatabase(), plan, limit, offset);
    if (!page.error.isEmpty()) {
        printErr(QCoreApplication::translate("cli", "The library's quotes cannot be read: %1").arg(page.error));
        return Failure;
    }
    for (const QString &s : page.skipped)
        printErr(s);
    QString error;
    if (!session.offline() && session.copy && offset == 0 && qint64(page.quotes.size()) == page.total &&
        !session.copy->keepQuotes(plan, page.quotes, &error))
        printErr(QCoreApplication::translate("cli", "The local copy of the team library was not updated: %1").arg(error));
    if (json) {
        nlohmann::json out = nlohmann::json::array();
        for (const catalog::SharedQuote &q : page.quotes)
            out.push_back({{"id", q.quote.id}, {"vendor", utf8(q.quote.vendor)}, {"plan", utf8(q.quote.plan)},
                           {"version", q.stamp.version}, {"created_by", utf8(q.stamp.createdBy)},
                           {"updated_by", utf8(q.stamp.updatedBy)}, {"updated_at", utf8(q.stamp.updatedAt)},
                           {"data", q.quote.data}});
        printJson({{"total", page.total}, {"offset", offset}, {"quotes", out}});
        return Ok;
    }
    QList<QStringList> rows;
    for (const catalog::SharedQuote &q : page.quotes) {
        const auto offering = q.quote.data.value("offering", std::string());
        rows << QStringList{QString::number(q.quote.id), q.quote.vendor, QString::fromStdString(offering), q.quote.plan,
                            QString::number(q.stamp.version), q.stamp.createdBy, q.stamp.updatedBy, q.stamp.updatedAt};
    }
    printOut(formatTable({QCoreApplication::translate("cli", "ID"), QCoreApplication::translate("cli", "VENDOR"),
                          QCoreApplication::translate("cli", "OFFERING"), QCoreApplication::translate("cli", "PLAN"),
                          QCoreApplication::translate("cli", "VERSION"), QCoreApplication::translate("cli", "CREATED BY"),
                          QCoreApplication::translate("cli", "UPDATED BY"), QCoreApplication::translate("cli", "UPDATED AT")},
                         rows) +
             QCoreApplication::translate("cli", "%1 to %2 of %3 quotes.")
                 .arg(page.quotes.empty() ? 0 : offset + 1)
                 .arg(offset + qsizetype(page.quotes.size()))
                 .arg(page.total));
    return Ok;
}

} // namespace

int runLibraryCommand(const QStringList &argsIn)
{
    QStringList args = argsIn;
    const LibraryOption option = takeLibraryOption(args);
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    const QString word = args.isEmpty() ? QString() : args.takeFirst();
    const QStringList words{QStringLiteral("init"), QStringLiteral("migrate"), QStringLiteral("status"),
                            QStringLiteral("grant"), QStringLiteral("quotes")};
    if (!words.contains(word)) {
        printErr(libraryUsage());
        return BadInput;
    }
    const QString url = option.given ? option.url : catalog::libraryUrlFromEnvironment();
    if (url.isEmpty()) {
        printErr(QCoreApplication::translate("cli", "No team library named: give --library URL or set "
                                                    "GPU_PLANNER_LIBRARY.") +
                 QLatin1Char('\n') + libraryUsage());
        return BadInput;
    }
    if (word == QLatin1String("grant") &&
        (args.size() != 2 || (args[0] != QLatin1String("--reader") && args[0] != QLatin1String("--editor")))) {
        printErr(libraryUsage());
        return BadInput;
    }
    if ((word == QLatin1String("init") || word == QLatin1String("migrate") || word == QLatin1String("status")) &&
        !args.isEmpty()) {
        printErr(libraryUsage());
        return BadInput;
    }
    if (word == QLatin1String("quotes")) {
        int code = Failure;
        std::optional<TeamSession> session = openTeamSession(url, &code);
        return session ? quotes(*session, args, json) : code;
    }
    std::unique_ptr<catalog::TeamLibrary> library = connectTeamLibrary(url, false);
    if (!library)
        return Failure;
    if (word == QLatin1String("init") || word == QLatin1String("migrate"))
        return initOrMigrate(*library, word == QLatin1String("init"));
    if (word == QLatin1String("status"))
        return status(*library, json);
    QSqlDatabase db = library->database();
    QString error;
    const bool editor = args[0] == QLatin1String("--editor");
    if (!catalog::roles::grant(db, args[1], editor, &error)) {
        printErr(QCoreApplication::translate("cli", "The role could not be granted: %1").arg(error));
        return Failure;
    }
    printOut(QCoreApplication::translate("cli", "%1 is now a member of %2.")
                 .arg(args[1], QLatin1String(editor ? catalog::roles::kEditor : catalog::roles::kReader)));
    return Ok;
}

} // namespace gpuplanner::cli
