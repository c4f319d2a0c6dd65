#include "app/cli/comparecommand.h"

#include "app/cli/exportcommand.h"
#include "app/cli/output.h"
#include "app/cli/sizecommand.h"
#include "app/cli/teamoption.h"
#include "app/cli/teamquotes.h"
#include "planner/io/texttemplate.h"
#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotejson.h"
#include "planner/quotes/quotelibrary.h"
#include "planner/report/comparisondoc.h"
#include "planner/report/exports.h"
#include "planner/report/reportformat.h"
#include "planner/workload/format.h"

#include <algorithm>
#include <cstdio>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

namespace gpuplanner::cli {

namespace {

QString compareUsage()
{
    return QCoreApplication::translate("cli", "Usage: gpu-planner-cli compare PLAN QUOTE_FILE... [--json] [--pdf OUT.pdf] "
                                              "[--xlsx OUT.xlsx] [--lang en|zh|both] [--map COLUMN=FIELD] "
                                              "[--quote \"vendor=…;price_per_hour=…\"] [--quote-currency CNY|USD] "
                                              "[--currency CNY|USD] [--months N] [--reread VENDOR=FIELD] [--sheet NAME] "
                                              "[--header-row N] [--details N|all] [--save] [--library [postgresql://…]] [--base VENDOR=VERSION] "
                                              "[--save-to-plan]");
}

struct CompareOptions
{
    QStringList paths;
    bool json = false, save = false, library = false, saveToPlan = false;
    QString pdf, xlsx;
    QStringList manual;
    QList<QPair<QString, QString>> rereads; // vendor → price field its prices are read as
    quotes::ImportOptions import;
    std::optional<planner::cost::Currency> currency;
    std::optional<double> months;
    int details = 20; // quotes whose assessment the text report spells out, best first; -1: all
};

bool parse(const QStringList &args, CompareOptions &o)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        QString value;
        if (a == QLatin1String("--json"))
            o.json = true;
        else if (a == QLatin1String("--save"))
            o.save = true;
        else if (a == QLatin1String("--library"))
            o.library = true;
        else if (a == QLatin1String("--save-to-plan"))
            o.saveToPlan = true;
        else if (a == QLatin1String("--pdf") || a == QLatin1String("--xlsx") || a == QLatin1String("--map") ||
                 a == QLatin1String("--quote") || a == QLatin1String("--quote-currency") ||
                 a == QLatin1String("--currency") || a == QLatin1String("--months") || a == QLatin1String("--reread") ||
                 a == QLatin1String("--sheet") || a == QLatin1String("--header-row") || a == QLatin1String("--details")) {
            if (!optionValue(args, i, &value, compareUsage()))
                return false;
            if (a == QLatin1String("--pdf"))
                o.pdf = value;
            else if (a == QLatin1String("--xlsx"))
                o.xlsx = value;
            else if (a == QLatin1String("--quote"))
                o.manual << value;
            else if (a == QLatin1String("--sheet"))
                o.import.sheet = value;
            else if (a == QLatin1String("--details")) {
                bool ok = value == QLatin1String("all");
                o.details = ok ? -1 : value.toInt(&ok);
                if (!ok || o.details < -1) {
                    printErr(QCoreApplication::translate("cli", "--details: a number of quotes, or 'all', found '%1'.").arg(value));
                    return false;
                }
            }
            else if (a == QLatin1String("--header-row")) {
                bool ok = false;
                o.import.headerRow = value.toInt(&ok);
                if (!ok || o.import.headerRow < 1 || o.import.headerRow > 40) {
                    printErr(QCoreApplication::translate("cli", "--header-row: a row number from 1 to 40, found '%1'.").arg(value));
                    return false;
                }
            } else if (a == QLatin1String("--reread")) {
                // "Acme=price_per_month": read every price of Acme's quote per month.
                const qsizetype eq = value.lastIndexOf(QLatin1Char('='));
                const QString field = eq > 0 ? value.mid(eq + 1).trimmed() : QString();
                if (eq <= 0 || quotes::priceUnitOfField(field).period.isEmpty()) {
                    printErr(QCoreApplication::translate("cli", "--reread: expected VENDOR=FIELD with a price field "
                                                                "(price_per_hour, price_per_month, price_per_gpu_hour…), "
                                                                "found '%1'.")
                                 .arg(value));
                    return false;
                }
                o.rereads.append({value.left(eq).trimmed(), field});
            }
            else if (a == QLatin1String("--map")) {
                if (!quotes::addMappingOverride(value, &o.import.columnMap)) {
                    printErr(QCoreApplication::translate("cli", "--map: expected COLUMN=FIELD, found '%1'.").arg(value));
                    return false;
                }
            } else if (a == QLatin1String("--quote-currency")) {
                o.import.defaultCurrency = quotes::normalizeCurrency(value);
                if (o.import.defaultCurrency.isEmpty()) {
                    printErr(QCoreApplication::translate("cli", "--quote-currency: must be CNY or USD, found '%1'.").arg(value));
                    return false;
                }
            } else if (!costOption(a, value, &o.currency, &o.months))
                return false;
        } else if (a.startsWith(QLatin1String("--"))) {
            printErr(QCoreApplication::translate("cli", "Unknown option '%1'.\n%2").arg(a, compareUsage()));
            return false;
        } else
            o.paths << a;
    }
    if (o.paths.isEmpty()) {
        printErr(compareUsage());
        return false;
    }
    return true;
}

// "vendor=Acme;gpu_model=H100 SXM;price_per_hour=30" → field / value pairs.
QList<QPair<QString, QString>> manualFields(const QString &spec)
{
    QList<QPair<QString, QString>> fields;
    for (const QString &part : spec.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        fields.append({part.left(eq).trimmed(), eq < 0 ? QString() : part.mid(eq + 1).trimmed()});
    }
    return fields;
}

// Two quotes of one vendor and offering from different sources are both kept, the later renamed.
// `keys` holds the vendor + offering of every quote in `quotes`: a lookup, not a scan, per quote.
void addQuote(std::vector<quotes::Quote> &quotes, QSet<QString> &keys, quotes::Quote q, QStringList &messages)
{
    const auto key = [&]() -> QString { return q.vendor.toCaseFolded() + QChar(0x1f) + q.offering.toCaseFolded(); };
    if (keys.contains(key())) {
        const QString original = q.vendor;
        int n = 2;
        do
            q.vendor = QStringLiteral("%1 (%2)").arg(original).arg(n++);
        while (keys.contains(key()));
        messages << QCoreApplication::translate("cli", "%1: vendor '%2' is quoted more than once; this quote is kept as '%3'")
                        .arg(q.source, original, q.vendor);
    }
    keys.insert(key());
    quotes.push_back(std::move(q));
}

// Adds the quotes to the plan file's "quotes" array (a plan with a "workload" member only: a bare
// workload would no longer be accepted by `size`). Written atomically; the rest is kept as it was.
// Returns Ok, BadInput (not a plan file) or Failure (it cannot be written).
int saveToPlan(const QString &path, const std::vector<quotes::Quote> &quotes)
{
    nlohmann::json document;
    if (!readJsonInput(path, document))
        return BadInput;
    if (!document.is_object() || !document.contains("workload")) {
        printErr(QCoreApplication::translate("cli", "%1 is a bare workload: quotes are kept only in a plan file with a "
                                                    "\"workload\" member (a .gpuplan file).")
                     .arg(path));
        return BadInput;
    }
    if (!document.contains("quotes") || !document["quotes"].is_array())
        document["quotes"] = nlohmann::json::array();
    for (const quotes::Quote &q : quotes) {
        // A newer quote of the same vendor and offering replaces the older one. The old ones are
        // read as the plan reader reads them (a vendor of any type is no crash).
        nlohmann::json &list = document["quotes"];
        for (auto it = list.begin(); it != list.end();) {
            quotes::Quote old;
            QString unreadable;
            if (quotes::quoteFromJson(*it, &old, &unreadable) && old.vendor == q.vendor && old.offering == q.offering)
                it = list.erase(it);
            else
                ++it;
        }
        list.push_back(quotes::quoteToJson(q));
    }
    QString error;
    if (!report::writeTextFile(path, QString::fromStdString(document.dump(2)) + QLatin1Char('\n'), &error)) {
        printErr(error);
        return Failure;
    }
    return Ok;
}

// The ranking of every quote, then what each of the first `details` quotes (-1: all) offers
// against each requirement and why it ranks where it does, written to stdout a part at a time
// (the ranking of 50,000 quotes is never held as one text).
void printTextReport(const quotes::Comparison &c, int details)
{
    // --reread names a vendor (all its quotes) or, where it has several, one quote by its name.
    QHash<QString, int> quotesOf;
    for (const quotes::QuoteResult &r : c.results)
        ++quotesOf[r.quote.vendor];
    QList<QStringList> rows;
    for (const quotes::QuoteResult &r : c.results)
        rows << QStringList{QString::number(r.rank),
                            quotes::quoteName(r.quote),
                            QString::number(r.belowMinimum),
                            QString::number(r.belowRecommended),
                            QString::number(r.notStated),
                            r.cost.known ? report::money(r.cost.total, c.currency) : QStringLiteral("—"),
                            r.verdict};
    std::fflush(stdout);
    formatTable(
        {QCoreApplication::translate("cli", "RANK"), QCoreApplication::translate("cli", "VENDOR"),
         QCoreApplication::translate("cli", "BELOW MIN"), QCoreApplication::translate("cli", "BELOW REC"),
         QCoreApplication::translate("cli", "NOT STATED"),
         c.jobBasis
             ? QCoreApplication::translate("cli", "COST OF THE JOB")
             : QCoreApplication::translate("cli", "COST OVER %1 MONTHS").arg(number(c.horizonMonths, 0)),
         QCoreApplication::translate("cli", "VERDICT")},
        rows, writeOut);
    QString text;
    const size_t spelled = details < 0 ? c.results.size() : std::min(c.results.size(), size_t(details));
    for (size_t n = 0; n < spelled; ++n) {
        const quotes::QuoteResult &r = c.results[n];
        writeOut(text);
        text = QStringLiteral("\n%1. %2\n").arg(r.rank).arg(quotes::quoteName(r.quote));
        for (size_t i = 0; i < c.requirements.size(); ++i) {
            const quotes::Assessment &a = r.assessments[i];
            // "GPU count: meets (3 nodes × 8 GPUs)", "GPU 数量：满足（3 台 × 8 卡）".
            const QString status = a.offered.isEmpty()
                                       ? quotes::quoteStatusName(a.status)
                                       : QCoreApplication::translate("report", "%1 (%2)")
                                             .arg(quotes::quoteStatusName(a.status), a.offered);
            text += QStringLiteral("  ") + c.requirements[i].title + planner::nameColon() + status +
                    (a.note.isEmpty() ? QString() : planner::noteDash() + a.note) + QLatin1Char('\n');
        }
        for (const QString &w : r.cost.why)
            text += QStringLiteral("  ") + w + QLatin1Char('\n');
        if (!r.pricesRead.isEmpty())
            text += QStringLiteral("  ") +
                    QCoreApplication::translate("cli", "Prices as read: %1.")
                        .arg(r.pricesRead.join(planner::clauseSeparator())) +
                    QLatin1Char('\n');
        text += QStringLiteral("  ") + QCoreApplication::translate("cli", "Rank: %1").arg(r.rankWhy) + QLatin1Char('\n');
        if (r.sanity.warning) {
            text += QStringLiteral("  ") + QCoreApplication::translate("cli", "Warning: %1").arg(r.sanity.text);
            if (!r.sanity.rereadAs.isEmpty()) {
                text +=
                    planner::sentenceGap(text) +
                    QCoreApplication::translate("cli", "To read it so: --reread %1")
                        .arg(io::shellWord((quotesOf.value(r.quote.vendor) > 1 ? quotes::quoteName(r.quote)
                                                                               : r.quote.vendor) +
                                           u'=' + r.sanity.rereadAs));
                // One shell word each, whatever the names hold ("O'Neil Cloud").
                if (!r.sanity.rereadColumn.isEmpty())
                    text += QLatin1Char(' ') +
                            QCoreApplication::translate("cli", "(or --map %1)")
                                .arg(io::shellWord(r.sanity.rereadColumn + u'=' + r.sanity.rereadAs));
            }
            text += QLatin1Char('\n');
        }
    }
    if (const int rest = int(c.results.size() - spelled); rest > 0)
        text += QLatin1Char('\n') +
                QCoreApplication::translate("cli", "The other %n quote(s) are ranked in the table above; for what each "
                                                   "offers, use --details all or --json.", nullptr, rest) +
                QLatin1Char('\n');
    writeOut(text);
    std::fflush(stdout);
}

} // namespace

int runCompareCommand(const QStringList &argsIn, CliContext &context, report::ReportLanguage language)
{
    // --library postgresql://… (or GPU_PLANNER_LIBRARY): the team library instead of the local one.
    QStringList args = argsIn;
    const LibraryOption libraryOption = takeLibraryOption(args);
    QHash<QString, int> bases;
    if (!takeBaseVersions(args, &bases))
        return BadInput;
    CompareOptions o;
    if (!parse(args, o))
        return BadInput;
    o.library = libraryOption.given && !libraryOption.team();
    std::optional<TeamSession> team;
    if (libraryOption.team()) {
        int code = Failure;
        if (!(team = openTeamSession(libraryOption.url, &code)))
            return code;
    }
    report::PlanDocument plan;
    const QString planPath = o.paths.takeFirst();
    if (!loadPlan(planPath, context.catalog, o.currency, o.months, &plan))
        return BadInput;
    if (!report::viewNow(plan, context.catalog).accelerator) {
        printErr(QCoreApplication::translate("cli", "No accelerator in the catalog matches the software stack asked for."));
        return BadInput;
    }
    QStringList messages;
    std::vector<quotes::Quote> quotes, imported;
    QSet<QString> keys;
    for (const quotes::Quote &q : plan.quotes)
        addQuote(quotes, keys, q, messages);
    if (o.library)
        for (const quotes::Quote &q : quotes::libraryQuotes(*context.store, plan.name))
            addQuote(quotes, keys, q, messages);

    o.import.catalog = &context.catalog; // the cores of a CPU model ("2*AMD 9454") from the open catalog
    std::vector<std::pair<QString, quotes::VendorImport>> summary; // source file, what was read of a vendor
    QStringList summaryLines;
    for (const QString &path : o.paths) {
        quotes::QuoteImport in = quotes::importQuoteFile(path, o.import);
        messages << in.messages;
        summaryLines << quotes::vendorSummaryLines(in);
        for (quotes::VendorImport &v : in.vendors)
            summary.emplace_back(QFileInfo(path).fileName(), std::move(v));
        for (quotes::Quote &q : in.quotes)
            imported.push_back(std::move(q));
    }
    for (const QString &spec : o.manual) {
        quotes::Quote q;
        QStringList problems;
        if (quotes::quoteFromFields(manualFields(spec), &q, &problems, o.import))
            imported.push_back(q);
        messages << problems;
    }
    for (quotes::Quote &q : imported) {
        if (!q.plan.isEmpty() && q.plan != plan.name)
            messages << QCoreApplication::translate("cli", "%1: the sheet was issued for plan '%2'; comparing it with '%3'")
                            .arg(q.source, q.plan, plan.name);
        if (q.plan.isEmpty())
            q.plan = plan.name;
        if (o.save || o.saveToPlan)
            addQuote(quotes, keys, q, messages); // the imported quotes are saved below
        else
            addQuote(quotes, keys, std::move(q), messages);
    }
    if (team) { // the plan's 200 most recently changed quotes (the server filters and pages); a quote
                // imported now replaces the library's of the same vendor and offering
        QSet<QString> importedKeys;
        for (const quotes::Quote &q : imported)
            importedKeys.insert(q.vendor.toCaseFolded() + QChar(0x1f) + q.offering.toCaseFolded());
        for (quotes::Quote &q : teamQuotes(*team, plan.name, 200, messages))
            if (!importedKeys.contains(q.vendor.toCaseFolded() + QChar(0x1f) + q.offering.toCaseFolded()))
                addQuote(quotes, keys, std::move(q), messages);
    }
    if (!o.save && !o.saveToPlan)
        std::vector<quotes::Quote>().swap(imported); // moved from: its memory is given back
    for (const auto &[vendor, field] : o.rereads) {
        bool found = false;
        for (quotes::Quote &q : quotes)
            // The vendor (all its quotes) or one quote by its name, "vendor (offering)".
            if (q.vendor.compare(vendor, Qt::CaseInsensitive) == 0 ||
                quotes::quoteName(q).compare(vendor, Qt::CaseInsensitive) == 0) {
                q = quotes::rereadPrices(q, QString(), field);
                found = true;
            }
        if (!found)
            messages << QCoreApplication::translate("cli", "--reread: no quote of a vendor named '%1'").arg(vendor);
    }
    for (const QString &m : messages)
        printErr(m);
    if (quotes.empty()) {
        printErr(QCoreApplication::translate("cli", "No quote could be read: nothing to compare."));
        return BadInput;
    }
    if (o.save && team) {
        if (const int saved = saveTeamQuotes(*team, imported, plan.name, bases); saved != Ok)
            return saved;
    } else if (o.save) {
        // A library that runs in memory saves nothing: say so and stop, never report a save.
        if (!savesRows(context))
            return BadInput;
        const QStringList failed = quotes::saveToLibrary(*context.store, imported, plan.name);
        for (const QString &m : failed)
            printErr(m);
        if (!failed.isEmpty())
            return Failure;
    }
    if (o.saveToPlan && !imported.empty())
        if (const int saved = saveToPlan(planPath, imported); saved != Ok)
            return saved;
    const quotes::Comparison comparison = report::compareNow(plan, quotes, context.catalog);
    for (const QString &path : {o.pdf, o.xlsx}) {
        QString error;
        if (!path.isEmpty() && !report::exportComparison(plan, quotes, language, context.catalog, path, &error)) {
            printErr(error);
            return Failure;
        }
    }
    if (o.json) {
        // The ranked quotes and the per-vendor summary are written one item at a time.
        nlohmann::json out = report::comparisonToJson(comparison, false);
        nlohmann::json m = nlohmann::json::array();
        for (const QString &x : messages)
            m.push_back(utf8(x));
        out["messages"] = m;
        const auto summaryItem = [&summary](size_t i) {
            const auto &[source, v] = summary[i];
            nlohmann::json cells = nlohmann::json::array(), notRead = nlohmann::json::array();
            for (const QString &x : v.read)
                cells.push_back(utf8(x));
            for (const QString &x : v.notRead)
                notRead.push_back(utf8(x));
            nlohmann::json item = nlohmann::json::object();
            item["source"] = utf8(source);
            item["vendor"] = utf8(v.vendor);
            item["quotes"] = v.quotes;
            item["priced"] = v.priced;
            item["price_on_request"] = v.quotes - v.priced;
            item["read"] = std::move(cells);
            item["not_read"] = std::move(notRead);
            return item;
        };
        const auto resultItem = [&comparison](size_t i) {
            return report::comparisonResultToJson(comparison, comparison.results[i]);
        };
        printJsonStreaming(out, {{"results", {comparison.results.size(), resultItem}},
                                 {"import_summary", {summary.size(), summaryItem}}});
    } else {
        printTextReport(comparison, o.details);
        if (!summaryLines.isEmpty())
            printOut(QLatin1Char('\n') + QCoreApplication::translate("cli", "Import summary:") + QLatin1Char('\n') +
                     QStringLiteral("  ") + summaryLines.join(QStringLiteral("\n  ")) + QLatin1Char('\n'));
    }
    return Ok;
}

} // namespace gpuplanner::cli
