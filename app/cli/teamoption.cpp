#include "app/cli/teamoption.h"

#include "app/cli/output.h"
#include "catalog/schema.h"

#include "planner/io/atomicfile.h"
#include "planner/quotes/quotejson.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace gpuplanner::cli {

LibraryOption takeLibraryOption(QStringList &args)
{
    LibraryOption o;
    const qsizetype at = args.indexOf(QStringLiteral("--library"));
    if (at < 0)
        return o;
    o.given = true;
    const QString next = at + 1 < args.size() ? args[at + 1] : QString();
    if (next.startsWith(QLatin1String("postgresql://")) || next.startsWith(QLatin1String("postgres://"))) {
        o.url = next;
        args.remove(at, 2);
    } else {
        o.url = catalog::libraryUrlFromEnvironment();
        args.remove(at);
    }
    return o;
}

bool takeBaseVersions(QStringList &args, QHash<QString, int> *bases)
{
    for (qsizetype i = 0; i < args.size();) {
        if (args[i] != QLatin1String("--base")) {
            ++i;
            continue;
        }
        const QString spec = i + 1 < args.size() ? args[i + 1] : QString();
        const qsizetype eq = spec.lastIndexOf(QLatin1Char('='));
        bool ok = false;
        const int version = eq > 0 ? spec.mid(eq + 1).toInt(&ok) : 0;
        if (!ok || version < 1) {
            printErr(QCoreApplication::translate("cli", "--base needs KEY=VERSION (a vendor or a row id, and the "
                                                        "library version it replaces), found '%1'.")
                         .arg(spec));
            return false;
        }
        bases->insert(spec.left(eq).trimmed().toCaseFolded(), version);
        args.remove(i, 2);
    }
    return true;
}

namespace {

// A library whose schema is missing or old is refused with the command that prepares it.
bool schemaReady(const catalog::TeamLibrary &library)
{
    const int version = library.schemaVersion();
    if (version <= 0) {
        printErr(QCoreApplication::translate("cli", "%1 holds no team library (or you may not read it). Prepare it "
                                                    "with: gpu-planner-cli library init --library URL")
                     .arg(library.address().display()));
        return false;
    }
    if (version != catalog::schema::kCurrentVersion) {
        printErr(version < catalog::schema::kCurrentVersion
                     ? QCoreApplication::translate("cli", "The team library has schema %1; this version needs %2. "
                                                          "Bring it up to date with: gpu-planner-cli library migrate "
                                                          "--library URL")
                           .arg(version)
                           .arg(catalog::schema::kCurrentVersion)
                     : QCoreApplication::translate("cli", "The team library has schema %1, newer than this version "
                                                          "reads (%2). Update the application.")
                           .arg(version)
                           .arg(catalog::schema::kCurrentVersion));
        return false;
    }
    return true;
}

} // namespace

std::unique_ptr<catalog::TeamLibrary> connectTeamLibrary(const QString &url, bool needSchema)
{
    QString error;
    const std::optional<catalog::LibraryAddress> address = catalog::parseLibraryUrl(url, &error);
    if (!address) {
        printErr(error);
        return nullptr;
    }
    auto library = std::make_unique<catalog::TeamLibrary>(*address);
    const bool opened = library->open();
    for (const QString &w : library->warnings())
        printErr(w);
    if (!opened) {
        printErr(library->error());
        return nullptr;
    }
    if (needSchema && !schemaReady(*library))
        return nullptr;
    return library;
}

namespace {

// The quotes saved while offline go to the server; Ok when there were none or all were saved.
int pushQueued(TeamSession &session)
{
    const std::vector<catalog::QuoteWrite> queued = session.copy->queued();
    if (queued.empty())
        return Ok;
    const catalog::WriteResult result = catalog::saveSharedQuotes(session.library->database(), queued);
    QString error;
    if (result.outcome == catalog::WriteOutcome::Saved) {
        session.copy->clearQueue(&error);
        printErr(QCoreApplication::translate("cli", "Sent %n quote(s) saved while the team library was offline.", nullptr,
                                             int(queued.size())));
        return Ok;
    }
    if (result.outcome != catalog::WriteOutcome::Conflict) { // stays queued for the next time
        printErr(QCoreApplication::translate("cli", "The quotes saved while offline could not be sent yet: %1")
                     .arg(result.message));
        return Failure;
    }
    // Neither version is lost: the library keeps the newer one, a file keeps the offline one.
    nlohmann::json list = nlohmann::json::array();
    for (const catalog::QuoteWrite &w : queued)
        list.push_back(w.quote.data);
    const QString file = QFileInfo(session.copy->path()).dir().filePath(
        QStringLiteral("team-library-offline-%1.json")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    QString writeError;
    if (!io::writeFileAtomically(file, QByteArray::fromStdString(list.dump(2)), &writeError)) {
        printErr(result.message + QLatin1Char('\n') +
                 QCoreApplication::translate("cli", "The quotes saved while offline stay queued (%1 cannot be written).")
                     .arg(QDir::toNativeSeparators(file)) +
                 QLatin1Char(' ') + writeError);
        return BadInput;
    }
    session.copy->clearQueue(&error);
    printErr(result.message + QLatin1Char('\n') +
             QCoreApplication::translate("cli", "The quotes you saved while offline are kept in %1. See the library's "
                                                "version with: gpu-planner-cli library quotes --plan PLAN %2\nTo "
                                                "replace it with yours: gpu-planner-cli compare PLAN %1 --save %2 "
                                                "--base '%3=%4'")
                 .arg(QDir::toNativeSeparators(file), libraryArgument(*session.library))
                 .arg(queued.at(result.conflictIndex).quote.vendor)
                 .arg(result.conflictStamp.version));
    return BadInput;
}

} // namespace

std::optional<TeamSession> openTeamSession(const QString &url, int *exitCode)
{
    *exitCode = Failure;
    QString error;
    const std::optional<catalog::LibraryAddress> address = catalog::parseLibraryUrl(url, &error);
    if (!address) {
        printErr(error);
        *exitCode = BadInput;
        return std::nullopt;
    }
    TeamSession session;
    session.copy = std::make_unique<catalog::LibraryCopy>(*address);
    if (!session.copy->open(&error)) {
        printErr(QCoreApplication::translate("cli", "The local copy of the team library cannot be opened: %1").arg(error));
        session.copy.reset();
    }
    auto library = std::make_unique<catalog::TeamLibrary>(*address);
    const bool opened = library->open();
    for (const QString &w : library->warnings())
        printErr(w);
    if (!opened) {
        if (!library->unreachable() || !session.copy) {
            printErr(library->error());
            return std::nullopt;
        }
        const QString synced = session.copy->syncedAt();
        printErr(synced.isEmpty()
                     ? QCoreApplication::translate("cli", "team library offline (%1); no copy of it has been read on "
                                                          "this computer yet.")
                           .arg(library->error())
                     : QCoreApplication::translate("cli", "team library offline: showing the copy of %1")
                           .arg(QDateTime::fromString(synced, Qt::ISODate).toLocalTime().toString(QStringLiteral("HH:mm"))));
        return session;
    }
    if (!schemaReady(*library))
        return std::nullopt;
    session.library = std::move(library);
    if (session.copy)
        if (const int pushed = pushQueued(session); pushed != Ok) {
            *exitCode = pushed;
            return std::nullopt;
        }
    return session;
}

QString libraryArgument(const catalog::TeamLibrary &library)
{
    return QStringLiteral("--library '%1'").arg(library.address().display());
}

int reportWrite(const catalog::WriteResult &result, const QString &seeCommand, const QString &baseKey)
{
    using catalog::WriteOutcome;
    switch (result.outcome) {
    case WriteOutcome::Saved:
        printErr(QCoreApplication::translate("cli", "Team library: %1 added, %2 changed, %3 already as given.")
                     .arg(result.added)
                     .arg(result.changed)
                     .arg(result.unchanged));
        return Ok;
    case WriteOutcome::Conflict:
        printErr(result.message + QLatin1Char('\n') +
                 QCoreApplication::translate("cli", "See the library's version with: %1\nTo replace that version with "
                                                    "yours, run the command again with --base '%2=%3'.")
                     .arg(seeCommand, baseKey)
                     .arg(result.conflictStamp.version));
        return BadInput;
    case WriteOutcome::Refused:
        printErr(result.message);
        return BadInput;
    case WriteOutcome::Failed:
        break;
    }
    printErr(result.message);
    return Failure;
}

} // namespace gpuplanner::cli
