#include "app/cli/catalogcommand.h"

#include "app/cli/output.h"
#include "app/cli/teamcatalog.h"
#include "app/cli/teamoption.h"
#include "planner/report/pricelist.h"
#include "planner/quotes/quotefields.h"

#include <QCoreApplication>
#include <QDate>

namespace gpuplanner::cli {

using namespace gpuplanner::catalog;

namespace {

QString opt(const std::optional<double> &v)
{
    return v ? number(*v) : QStringLiteral("—");
}

QString mark(const RowBase &row, const QString &text)
{
    return row.origin == Origin::User ? text + QStringLiteral(" *") : text;
}

QList<QStringList> tableRows(Kind kind, const Catalog &c, QStringList &header)
{
    QList<QStringList> rows;
    switch (kind) {
    case Kind::Accelerator:
        header = {QCoreApplication::translate("cli", "ID"),
                  QCoreApplication::translate("cli", "NAME"),
                  QCoreApplication::translate("cli", "MEMORY GB"),
                  QCoreApplication::translate("cli", "BANDWIDTH GB/s"),
                  QCoreApplication::translate("cli", "BF16 TFLOPS"),
                  QCoreApplication::translate("cli", "FP8 TFLOPS"),
                  QCoreApplication::translate("cli", "FP4 TFLOPS"),
                  QCoreApplication::translate("cli", "FP64 TFLOPS"),
                  QCoreApplication::translate("cli", "TDP W"),
                  QCoreApplication::translate("cli", "GPU LINK"),
                  QCoreApplication::translate("cli", "STACK")};
        for (const Accelerator &a : c.accelerators())
            rows << QStringList{mark(a, a.id),
                                a.name,
                                number(a.memoryGb),
                                number(a.memoryBandwidthGbs, 0),
                                opt(a.dense.bf16 ? a.dense.bf16 : a.dense.fp16),
                                opt(a.dense.fp8),
                                opt(a.dense.fp4),
                                opt(a.dense.fp64),
                                number(a.tdpW, 0),
                                a.interconnectType + QLatin1Char(' ') + number(a.interconnectGbs, 0),
                                a.stack + (a.computeCapability.isEmpty()
                                               ? QString()
                                               : QLatin1Char(' ') + a.computeCapability)};
        break;
    case Kind::Cpu:
        header = {QCoreApplication::translate("cli", "ID"),
                  QCoreApplication::translate("cli", "NAME"),
                  QCoreApplication::translate("cli", "CORES/THREADS"),
                  QCoreApplication::translate("cli", "BASE/BOOST GHz"),
                  QCoreApplication::translate("cli", "MEMORY"),
                  QCoreApplication::translate("cli", "PCIE"),
                  QCoreApplication::translate("cli", "TDP W")};
        for (const Cpu &p : c.cpus())
            rows << QStringList{
                mark(p, p.id),
                p.name,
                QStringLiteral("%1/%2").arg(p.cores).arg(p.threads),
                number(p.baseGhz, 2) + QLatin1Char('/') + number(p.boostGhz, 2),
                QStringLiteral("%1 × %2-%3").arg(p.memoryChannels).arg(p.memoryType).arg(p.memoryMts),
                QStringLiteral("Gen%1 × %2").arg(p.pcieGen).arg(p.pcieLanes),
                number(p.tdpW, 0)};
        break;
    case Kind::Model:
        header = {
            QCoreApplication::translate("cli", "ID"),       QCoreApplication::translate("cli", "NAME"),
            QCoreApplication::translate("cli", "KIND"),     QCoreApplication::translate("cli", "PARAMS B"),
            QCoreApplication::translate("cli", "ACTIVE B"), QCoreApplication::translate("cli", "LAYERS"),
            QCoreApplication::translate("cli", "HIDDEN"),   QCoreApplication::translate("cli", "HEADS/KV"),
            QCoreApplication::translate("cli", "CONTEXT")};
        for (const ModelPreset &m : c.models())
            rows << QStringList{mark(m, m.id),
                                m.name,
                                m.kind,
                                number(m.parametersB, 3),
                                number(m.activeParametersB, 3),
                                m.layers ? QString::number(m.layers) : QStringLiteral("—"),
                                m.hidden ? QString::number(m.hidden) : QStringLiteral("—"),
                                m.heads ? QStringLiteral("%1/%2").arg(m.heads).arg(m.kvHeads)
                                        : QStringLiteral("—"),
                                m.context ? QString::number(m.context) : QStringLiteral("—")};
        break;
    case Kind::Storage:
        header = {QCoreApplication::translate("cli", "ID"),
                  QCoreApplication::translate("cli", "NAME"),
                  QCoreApplication::translate("cli", "TIER"),
                  QCoreApplication::translate("cli", "SEQ READ MB/s"),
                  QCoreApplication::translate("cli", "SEQ WRITE MB/s"),
                  QCoreApplication::translate("cli", "RANDOM READ IOPS"),
                  QCoreApplication::translate("cli", "LATENCY ms")};
        for (const StorageClass &s : c.storage())
            rows << QStringList{mark(s, s.id),
                                s.name,
                                s.tier,
                                number(s.seqReadMbs, 0),
                                number(s.seqWriteMbs, 0),
                                number(s.randomReadIops, 0),
                                number(s.latencyMs, 3)};
        break;
    case Kind::Network:
        header = {QCoreApplication::translate("cli", "ID"), QCoreApplication::translate("cli", "NAME"),
                  QCoreApplication::translate("cli", "KIND"), QCoreApplication::translate("cli", "Gbit/s"),
                  QCoreApplication::translate("cli", "RDMA")};
        for (const NetworkClass &n : c.network())
            rows << QStringList{mark(n, n.id), n.name, n.kind, number(n.bandwidthGbps, 3),
                                n.rdma ? QCoreApplication::translate("cli", "yes")
                                       : QCoreApplication::translate("cli", "no")};
        break;
    case Kind::Price:
        header = {
            QCoreApplication::translate("cli", "ID"),       QCoreApplication::translate("cli", "PROVIDER"),
            QCoreApplication::translate("cli", "OFFERING"), QCoreApplication::translate("cli", "GPUS"),
            QCoreApplication::translate("cli", "BILLING"),  QCoreApplication::translate("cli", "PRICE"),
            QCoreApplication::translate("cli", "REFERENCE")};
        for (const PriceOffer &p : c.prices())
            rows << QStringList{mark(p, p.id),
                                p.provider,
                                p.offering,
                                QStringLiteral("%1 × %2").arg(p.gpuCount).arg(p.acceleratorId),
                                p.billing,
                                QStringLiteral("%1 %2/%3").arg(number(p.price, 2), p.currency, p.unit),
                                QCoreApplication::translate("cli", "as of %1").arg(p.asOf)};
        break;
    }
    return rows;
}

void flatten(const nlohmann::json &value, const QString &prefix, QList<QStringList> &out)
{
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it)
            flatten(it.value(),
                    prefix.isEmpty() ? QString::fromStdString(it.key())
                                     : prefix + QLatin1Char('.') + QString::fromStdString(it.key()),
                    out);
        return;
    }
    QString text;
    if (value.is_string())
        text = QString::fromStdString(value.get<std::string>());
    else if (value.is_null())
        text = prefix.startsWith(QLatin1String("sparse_tflops"))
                   ? QCoreApplication::translate("cli", "not published")
                   : QCoreApplication::translate("cli", "not supported");
    else if (value.is_array()) {
        QStringList items;
        for (const auto &v : value)
            items << (v.is_string() ? QString::fromStdString(v.get<std::string>())
                                    : QString::fromStdString(v.dump()));
        text = items.join(QStringLiteral(", "));
    } else
        text = QString::fromStdString(value.dump());
    out << QStringList{prefix, text};
}

nlohmann::json withOrigin(const RowBase &row)
{
    nlohmann::json j = row.raw;
    j["origin"] = utf8(originName(row.origin));
    return j;
}

std::optional<Kind> kindFromWord(const QString &word)
{
    for (const Kind k : kAllKinds)
        if (cliName(k) == word)
            return k;
    return std::nullopt;
}

} // namespace

QString describeLookupFailure(const QString &name, const LookupResult &result)
{
    if (result.matches.size() == 1)
        return {};
    if (result.matches.size() > 1) {
        QStringList ids;
        for (const CatalogMatch &m : result.matches)
            ids << m.row->id;
        return QCoreApplication::translate("cli",
                                           "'%1' matches several catalog rows: %2. Give one of these ids.")
            .arg(name, ids.join(QStringLiteral(", ")));
    }
    if (result.suggestions.isEmpty())
        return QCoreApplication::translate("cli", "No catalog row is named '%1'. `gpu-planner-cli catalog "
                                                  "gpus|cpus|models|prices` lists them.")
            .arg(name);
    return QCoreApplication::translate("cli", "No catalog row is named '%1'. Did you mean: %2?")
        .arg(name, result.suggestions.join(QStringLiteral(", ")));
}

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
            printErr(QCoreApplication::translate("cli", "Not read (the rows are imported without them):\n%1")
                         .arg(in.notRead.join(QLatin1Char('\n'))));
    }
    return Ok;
}

// `catalog edit-price ID FIELD=VALUE...`: changes a user price row (price, currency, as_of, billing…).
int editPrice(const QStringList &args, CliContext &context)
{
    if (args.size() < 2) {
        printErr(QCoreApplication::translate("cli", "Usage: gpu-planner-cli catalog edit-price ID FIELD=VALUE..."));
        return BadInput;
    }
    if (!savesRows(context))
        return BadInput;
    const PriceOffer *offer = context.catalog.price(args.first());
    if (!offer || offer->origin != Origin::User) {
        printErr(QCoreApplication::translate("cli", "No user price is named '%1'. `catalog prices --origin user` "
                                                    "lists them.").arg(args.first()));
        return BadInput;
    }
    nlohmann::json row = offer->raw;
    for (const QString &spec : args.mid(1)) {
        const qsizetype eq = spec.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            printErr(QCoreApplication::translate("cli", "'%1' is not FIELD=VALUE").arg(spec));
            return BadInput;
        }
        const std::string key = utf8(spec.left(eq));
        const QString value = spec.mid(eq + 1);
        bool isNumber = false;
        const double v = value.toDouble(&isNumber);
        if (isNumber && key != "id" && key != "as_of")
            row[key] = (key == "gpu_count" || key == "term_months") ? nlohmann::json(int(v)) : nlohmann::json(v);
        else
            row[key] = utf8(value);
    }
    if (row["id"] != offer->raw["id"]) {
        printErr(QCoreApplication::translate("cli", "The id cannot be changed; import the row again under the new id."));
        return BadInput;
    }
    QString error;
    if (!context.store || !context.store->addUserRow(Kind::Price, row, &error)) {
        printErr(error);
        return BadInput;
    }
    printOut(QCoreApplication::translate("cli", "Changed user price %1.").arg(args.first()));
    return Ok;
}

} // namespace

int runCatalogCommand(const QStringList &argsIn, CliContext &context)
{
    QStringList args = argsIn;
    // The team library: --library postgresql://… (or --library with GPU_PLANNER_LIBRARY).
    const LibraryOption library = takeLibraryOption(args);
    QHash<QString, int> bases;
    if (!takeBaseVersions(args, &bases))
        return BadInput;
    const bool json = args.contains(QStringLiteral("--json"));
    const QString word = args.isEmpty() ? QString() : args.first();
    if (word == QLatin1String("import-prices")) {
        args.removeAll(QStringLiteral("--json"));
        std::optional<TeamSession> team;
        int code = Failure;
        if (library.team() && !(team = openTeamSession(library.url, &code)))
            return code;
        return importPrices(args.mid(1), context, json, team ? &*team : nullptr, bases);
    }
    if (const qsizetype at = args.indexOf(QStringLiteral("--origin"));
        at >= 0 && at + 1 < args.size() && args[at + 1] == QLatin1String("team")) {
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
    if (word == QLatin1String("edit-price"))
        return editPrice(args.mid(1), context);
    if (word == QLatin1String("remove-price")) {
        if (args.size() != 2) {
            printErr(QCoreApplication::translate("cli", "Usage: gpu-planner-cli catalog remove-price ID"));
            return BadInput;
        }
        if (!savesRows(context))
            return BadInput;
        const PriceOffer *offer = context.catalog.price(args[1]);
        if (!offer || offer->origin != Origin::User) {
            printErr(QCoreApplication::translate("cli", "No user price is named '%1'; bundled prices cannot be "
                                                        "removed.").arg(args[1]));
            return BadInput;
        }
        QString error;
        if (!context.store->removeUserRow(Kind::Price, args[1], &error)) {
            printErr(error);
            return Failure;
        }
        printOut(QCoreApplication::translate("cli", "Removed user price %1.").arg(args[1]));
        return Ok;
    }
    if (word == QLatin1String("price-template")) {
        if (args.size() != 2) {
            printErr(QCoreApplication::translate("cli", "Usage: gpu-planner-cli catalog price-template OUT.csv|OUT.xlsx"));
            return BadInput;
        }
        QString error;
        if (!report::writePriceListTemplate(args[1], &error)) {
            printErr(error);
            return Failure;
        }
        printOut(QCoreApplication::translate("cli", "Wrote the price-list template %1 (bilingual headers).").arg(args[1]));
        return Ok;
    }
    const qsizetype originAt = args.indexOf(QStringLiteral("--origin"));
    if (originAt >= 0) {
        const QString origin = originAt + 1 < args.size() ? args[originAt + 1] : QString();
        if (origin != QLatin1String("user") && origin != QLatin1String("bundled")) {
            printErr(QCoreApplication::translate("cli", "--origin takes 'user', 'bundled' or 'team'"));
            return BadInput;
        }
        args.remove(originAt, 2);
        const Origin wanted = origin == QLatin1String("user") ? Origin::User : Origin::Bundled;
        Rows rows = context.catalog.rows();
        auto keep = [&](auto &list) {
            std::erase_if(list, [&](const auto &r) { return r.origin != wanted; });
        };
        keep(rows.accelerators);
        keep(rows.cpus);
        keep(rows.models);
        keep(rows.storage);
        keep(rows.network);
        keep(rows.prices);
        return runCatalogCommand(args, Catalog(std::move(rows), context.catalog.version()));
    }
    return runCatalogCommand(args, context.catalog);
}

int runCatalogCommand(const QStringList &argsIn, const Catalog &catalog)
{
    QStringList args = argsIn;
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    const QString usage = QCoreApplication::translate(
        "cli", "Usage: gpu-planner-cli catalog gpus|cpus|models|prices|storage|network [--origin user|bundled] [--json]\n"
               "       gpu-planner-cli catalog prices --origin team [--library URL] [--json]\n"
               "       gpu-planner-cli catalog show NAME [--json]\n"
               "       gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx [--map COLUMN=FIELD]... [--dry-run] [--json]\n"
               "                                     [--library URL [--base ID=VERSION]...]\n"
               "       gpu-planner-cli catalog edit-price ID FIELD=VALUE... | remove-price ID | price-template OUT.csv");
    if (args.isEmpty()) {
        printErr(usage);
        return BadInput;
    }
    const QString word = args.takeFirst();
    if (word == QLatin1String("show")) {
        if (args.size() != 1) {
            printErr(usage);
            return BadInput;
        }
        const LookupResult found = catalog.find(args.first());
        const QString failure = describeLookupFailure(args.first(), found);
        if (!failure.isEmpty()) {
            printErr(failure);
            return BadInput;
        }
        const CatalogMatch &m = found.matches.front();
        if (json) {
            printJson({{"catalog_version", utf8(catalog.version())},
                       {"kind", utf8(cliName(m.kind))},
                       {"row", withOrigin(*m.row)}});
            return Ok;
        }
        QList<QStringList> lines;
        nlohmann::json raw = m.row->raw;
        const nlohmann::json source = raw.value("source", nlohmann::json::object());
        raw.erase("source");
        flatten(raw, QString(), lines);
        flatten(source, QStringLiteral("source"), lines);
        lines << QStringList{
            QCoreApplication::translate("cli", "origin"),
            m.row->origin == Origin::User
                ? QCoreApplication::translate("cli", "user-added")
                : QCoreApplication::translate("cli", "bundled catalog %1").arg(catalog.version())};
        printOut(formatTable(
            {QCoreApplication::translate("cli", "FIELD"), QCoreApplication::translate("cli", "VALUE")},
            lines));
        return Ok;
    }
    const std::optional<Kind> kind = kindFromWord(word);
    if (!kind || !args.isEmpty()) {
        printErr(usage);
        return BadInput;
    }
    if (json) {
        nlohmann::json rows = nlohmann::json::array();
        forEachRow(catalog.rows(), kind, [&](Kind, const RowBase &row) { rows.push_back(withOrigin(row)); });
        printJson({{"catalog_version", utf8(catalog.version())}, {"kind", utf8(word)}, {"rows", rows}});
        return Ok;
    }
    QStringList header;
    const QList<QStringList> rows = tableRows(*kind, catalog, header);
    QString text = formatTable(header, rows);
    text += QCoreApplication::translate(
                "cli", "%1 rows, catalog %2. Reference figures; `catalog show ID` gives each row's source.")
                .arg(rows.size())
                .arg(catalog.version());
    if (std::any_of(rows.begin(), rows.end(),
                    [](const QStringList &r) { return r.first().endsWith(QStringLiteral(" *")); }))
        text += QLatin1Char('\n') + QCoreApplication::translate("cli", "* user-added row");
    printOut(text);
    return Ok;
}

} // namespace gpuplanner::cli
