#include "app/cli/catalogcommand.h"

#include "app/cli/catalogtable.h"
#include "app/cli/importprices.h"
#include "app/cli/output.h"
#include "app/cli/teamcatalog.h"
#include "app/cli/teamoption.h"
#include "planner/report/pricelist.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

using namespace gpuplanner::catalog;

namespace {

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
    const QString word = args.isEmpty() ? QString() : args.first();
    if (word == QLatin1String("import-prices"))
        return runImportPrices(args.mid(1), context, library, bases);
    if (const qsizetype at = args.indexOf(QStringLiteral("--origin"));
        at >= 0 && at + 1 < args.size() && args[at + 1] == QLatin1String("team"))
        return runTeamPriceList(library, args.contains(QStringLiteral("--json")));
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
    const QList<QStringList> rows = catalogTableRows(*kind, catalog, header);
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
