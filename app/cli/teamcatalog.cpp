#include "app/cli/teamcatalog.h"

#include "app/cli/output.h"
#include "app/cli/teamoption.h"
#include "catalog/sharedrows.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

namespace {

QString field(const nlohmann::json &row, const char *key)
{
    if (!row.contains(key))
        return {};
    const nlohmann::json &v = row[key];
    if (v.is_string())
        return QString::fromStdString(v.get<std::string>());
    if (v.is_number())
        return number(v.get<double>(), 2);
    return {};
}

} // namespace

int saveTeamPrices(TeamSession &session, const std::vector<catalog::CheckedRow> &rows, const CliContext &context,
                   const QHash<QString, int> &bases, const QString &file)
{
    if (session.offline()) {
        printErr(QCoreApplication::translate("cli", "team library offline: price lists are saved only while it can be "
                                                    "reached. Nothing was saved; import %1 again later.")
                     .arg(file));
        return Failure;
    }
    catalog::TeamLibrary &library = *session.library;
    std::vector<catalog::RowWrite> writes;
    for (const catalog::CheckedRow &row : rows) {
        const catalog::PriceOffer *bundled = context.catalog.price(row.id());
        if (bundled && bundled->origin == catalog::Origin::Bundled) {
            printErr(QCoreApplication::translate("cli", "The id '%1' belongs to a row of the bundled catalog; choose "
                                                        "another id. Nothing was saved.")
                         .arg(row.id()));
            return BadInput;
        }
        writes.push_back({row, bases.value(row.id().toCaseFolded(), 0)});
    }
    const catalog::WriteResult result = catalog::saveSharedRows(library.database(), writes);
    const int code = reportWrite(result,
                                 QStringLiteral("gpu-planner-cli catalog prices --origin team %1").arg(libraryArgument(library)),
                                 result.conflictKey);
    if (code == Ok)
        printOut(QCoreApplication::translate("cli", "Saved %1 price rows from %2 in the team library %3.")
                     .arg(rows.size())
                     .arg(file, library.address().display()));
    return code;
}

int listTeamPrices(TeamSession &session, bool json, int limit, int offset)
{
    const catalog::SharedRowPage page = catalog::sharedRows(session.readDatabase(), catalog::Kind::Price, limit, offset);
    if (!page.error.isEmpty()) {
        printErr(QCoreApplication::translate("cli", "The team's prices cannot be read: %1").arg(page.error));
        return Failure;
    }
    for (const QString &s : page.skipped)
        printErr(s);
    QString error;
    if (!session.offline() && session.copy && offset == 0 && !session.copy->keepRows(catalog::Kind::Price, page.rows, &error))
        printErr(QCoreApplication::translate("cli", "The local copy of the team library was not updated: %1").arg(error));
    if (json) {
        nlohmann::json out = nlohmann::json::array();
        for (const catalog::SharedRow &r : page.rows) {
            nlohmann::json item = r.row.data();
            item["origin"] = "team";
            item["library"] = {{"version", r.stamp.version}, {"created_by", utf8(r.stamp.createdBy)},
                               {"updated_by", utf8(r.stamp.updatedBy)}, {"updated_at", utf8(r.stamp.updatedAt)}};
            out.push_back(std::move(item));
        }
        printJson(out);
        return Ok;
    }
    QList<QStringList> rows;
    for (const catalog::SharedRow &r : page.rows) {
        const nlohmann::json &d = r.row.data();
        rows << QStringList{r.row.id(), field(d, "provider"), field(d, "offering"), field(d, "accelerator_id"),
                            field(d, "billing"), field(d, "price") + QLatin1Char(' ') + field(d, "currency") +
                                                     QLatin1Char('/') + field(d, "unit"),
                            QString::number(r.stamp.version), r.stamp.createdBy, r.stamp.updatedBy, r.stamp.updatedAt};
    }
    printOut(formatTable({QCoreApplication::translate("cli", "ID"), QCoreApplication::translate("cli", "PROVIDER"),
                          QCoreApplication::translate("cli", "OFFERING"), QCoreApplication::translate("cli", "GPU"),
                          QCoreApplication::translate("cli", "BILLING"), QCoreApplication::translate("cli", "PRICE"),
                          QCoreApplication::translate("cli", "VERSION"), QCoreApplication::translate("cli", "CREATED BY"),
                          QCoreApplication::translate("cli", "UPDATED BY"), QCoreApplication::translate("cli", "UPDATED AT")},
                         rows));
    return Ok;
}

int runTeamPriceList(const LibraryOption &library, bool json)
{
    const QString url = library.given ? library.url : catalog::libraryUrlFromEnvironment();
    if (url.isEmpty()) {
        printErr(QCoreApplication::translate("cli", "--origin team lists the team library: give --library URL or "
                                                    "set GPU_PLANNER_LIBRARY."));
        return BadInput;
    }
    int code = Failure;
    std::optional<TeamSession> team = openTeamSession(url, &code);
    return team ? listTeamPrices(*team, json) : code;
}

} // namespace gpuplanner::cli
