#include "app/cli/importprices.h"

#include "app/cli/output.h"
#include "app/cli/teamcatalog.h"
#include "planner/report/pricelist.h"
#include "planner/quotes/quotefields.h"

#include <QCoreApplication>
#include <QDate>

namespace gpuplanner::cli {

namespace {

// The first ids of a long import and how many more: 50,000 ids on one line help nobody.
QString shownIds(const QStringList &ids)
{
    constexpr qsizetype kShown = 12;
    if (ids.size() <= kShown)
        return ids.join(QStringLiteral(", "));
    return QCoreApplication::translate("cli", "%1 and %n more (`catalog prices --origin user` lists them all)", "",
                                       int(ids.size() - kShown))
        .arg(ids.mid(0, kShown).join(QStringLiteral(", ")));
}

// The rows imported, as `import-prices --json` lists them: the catalog row's keys and how its price
// was read ("read": the cell as written, the amount, period, basis, where the GPU count and the
// currency came from).
// `checked[i]` is the catalog row of in.rows[i] (moved out of it for the store).
nlohmann::json importedRows(const report::PriceListImport &in, const std::vector<catalog::CheckedRow> &checked,
                            const std::vector<bool> &refused)
{
    nlohmann::json rows = nlohmann::json::array();
    for (size_t i = 0; i < in.rows.size() && i < checked.size(); ++i) {
        if (refused[i])
            continue;
        const report::PriceListRow &r = in.rows[i];
        const nlohmann::json &row = checked[i].data();
        nlohmann::json item{{"line", r.line}};
        for (const char *key : {"id", "accelerator_id", "gpu_count", "billing", "term_months", "price", "unit",
                                "currency", "as_of", "region", "vcpus", "ram_gb", "local_storage_gb"})
            if (row.contains(key))
                item[key] = row[key];
        const report::PriceAsRead &read = r.read;
        item["read"] = {{"column", utf8(read.column)},
                        {"text", utf8(read.text)},
                        {"amount", read.amount},
                        {"period", utf8(read.period)},
                        {"basis", utf8(read.basis)},
                        {"gpu_count_from", utf8(read.gpusFrom)},
                        {"currency_from", utf8(read.currencyFrom)}};
        rows.push_back(std::move(item));
    }
    return rows;
}

// `catalog import-prices FILE [--map COLUMN=FIELD]... [--dry-run] [--json]`: a team's own price list
// into user rows (they override the bundled prices and survive catalog upgrades).
// With `team`, the rows go to the team library instead (exit 2 on a conflict: --base ID=VERSION).
int importPrices(QStringList args, CliContext &context, bool json, TeamSession *team,
                 const QHash<QString, int> &bases)
{
    const bool dryRun = args.removeAll(QStringLiteral("--dry-run")) > 0;
    QHash<QString, QString> overrides;
    for (qsizetype i = 0; i < args.size();) {
        if (args[i] == QLatin1String("--map") && i + 1 < args.size()) {
            if (!quotes::addMappingOverride(args[i + 1], &overrides)) {
                printErr(QCoreApplication::translate("cli", "--map needs COLUMN=FIELD, found '%1'").arg(args[i + 1]));
                return BadInput;
            }
            args.remove(i, 2);
        } else {
            ++i;
        }
    }
    if (args.size() != 1) {
        printErr(QCoreApplication::translate("cli", "Usage: gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx "
                                                    "[--map COLUMN=FIELD]... [--dry-run] [--json]"));
        return BadInput;
    }
    report::PriceListImport in = report::importPriceList(args.first(), context.catalog, QDate::currentDate(), overrides);
    if (!in.error.isEmpty()) {
        printErr(in.error);
        return BadInput;
    }
    if (!dryRun && !team && !savesRows(context))
        return BadInput;
    // One transaction: every valid row is saved, or none (a full disk, a lock) and the reason is given.
    QStringList saved, failed = in.problems;
    std::vector<catalog::CheckedRow> rows;
    rows.reserve(in.rows.size());
    for (report::PriceListRow &r : in.rows)
        rows.push_back(std::move(r.price));
    if (team && !dryRun) {
        if (!failed.isEmpty())
            printErr(QCoreApplication::translate("cli", "Left out:\n%1").arg(failed.join(QLatin1Char('\n'))));
        return rows.empty() ? BadInput : saveTeamPrices(*team, rows, context, bases, args.first());
    }
    std::vector<catalog::CatalogStore::RefusedRow> refused;
    if (!dryRun) {
        QString error;
        const int written = context.store->addUserRows(rows, &refused, &error);
        if (written == 0 && !error.isEmpty()) {
            printErr(QCoreApplication::translate("cli", "0 of %1 rows from %2 were imported. %3")
                         .arg(in.dataRows)
                         .arg(args.first(), error));
            return Failure;
        }
    }
    std::vector<bool> isRefused(in.rows.size(), false);
    for (const auto &r : refused) {
        isRefused[r.index] = true;
        failed << QCoreApplication::translate("cli", "row %1: %2").arg(in.rows[r.index].line).arg(r.reason);
    }
    for (size_t i = 0; i < rows.size(); ++i)
        if (!isRefused[i])
            saved << rows[i].id();
    if (saved.isEmpty()) { // exit 2: the reasons on stderr, nothing on stdout
        printErr(QCoreApplication::translate("cli", "No row of %1 could be imported:\n%2")
                     .arg(args.first(), failed.join(QLatin1Char('\n'))));
        return BadInput;
    }
    if (json) {
        nlohmann::json ids = nlohmann::json::array(), problems = nlohmann::json::array();
        for (const QString &id : saved)
            ids.push_back(utf8(id));
        for (const QString &p : failed)
            problems.push_back(utf8(p));
        nlohmann::json out{{"file", utf8(args.first())}, {"rows_in_file", in.dataRows}, {"imported", ids},
                           {"problems", problems}, {"dry_run", dryRun}};
        // Beside the keys above (kept as they were): each imported row as read, the cells of imported
        // rows that were not understood, the header row and the template's example rows left out.
        out["rows"] = importedRows(in, rows, isRefused);
        out["not_read"] = nlohmann::json::array();
        for (const QString &n : in.notRead)
            out["not_read"].push_back(utf8(n));
        out["header_row"] = in.headerRow;
        out["prices_in_file"] = in.prices;
        out["example_rows"] = in.exampleRows;
        printJson(out);
    } else {
        if (in.prices == in.dataRows)
            printOut((dryRun ? QCoreApplication::translate("cli", "Would import %1 of %2 rows from %3 as user prices: %4")
                             : QCoreApplication::translate("cli", "Imported %1 of %2 rows from %3 as user prices: %4"))
                         .arg(saved.size())
                         .arg(in.dataRows)
                         .arg(args.first(), shownIds(saved)));
        else // rows with several prices (包月 | 包年 side by side): each is a user price
            printOut((dryRun ? QCoreApplication::translate("cli", "Would import %1 of %2 prices (in %3 rows) from %4 as "
                                                                  "user prices: %5")
                             : QCoreApplication::translate("cli", "Imported %1 of %2 prices (in %3 rows) from %4 as user "
                                                                  "prices: %5"))
                         .arg(saved.size())
                         .arg(in.prices)
                         .arg(in.dataRows)
                         .arg(args.first(), shownIds(saved)));
        if (!failed.isEmpty())
            printErr(QCoreApplication::translate("cli", "Left out:\n%1").arg(failed.join(QLatin1Char('\n'))));
        if (!in.notRead.isEmpty())
            printErr(QCoreApplication::translate("cli", "Notes on the rows:\n%1")
                         .arg(in.notRead.join(QLatin1Char('\n'))));
    }
    return Ok;
}

} // namespace

int runImportPrices(QStringList args, CliContext &context, const LibraryOption &library,
                    const QHash<QString, int> &bases)
{
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    std::optional<TeamSession> team;
    int code = Failure;
    if (library.team() && !(team = openTeamSession(library.url, &code)))
        return code;
    return importPrices(args, context, json, team ? &*team : nullptr, bases);
}

} // namespace gpuplanner::cli
