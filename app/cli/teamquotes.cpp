#include "app/cli/teamquotes.h"

#include "app/cli/output.h"
#include "app/cli/teamoption.h"
#include "catalog/sharedrows.h"
#include "planner/quotes/quotejson.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

std::vector<quotes::Quote> teamQuotes(TeamSession &session, const QString &plan, int limit, QStringList &messages)
{
    std::vector<quotes::Quote> out;
    const catalog::SharedQuotePage page = catalog::sharedQuotes(session.readDatabase(), plan, limit);
    if (!page.error.isEmpty()) {
        messages << QCoreApplication::translate("cli", "The team library's quotes cannot be read: %1").arg(page.error);
        return out;
    }
    messages << page.skipped;
    QString copyError;
    if (!session.offline() && session.copy && !session.copy->keepQuotes(plan, page.quotes, &copyError))
        messages << QCoreApplication::translate("cli", "The local copy of the team library was not updated: %1").arg(copyError);
    for (const catalog::SharedQuote &s : page.quotes) {
        quotes::Quote q;
        QString error;
        if (!quotes::quoteFromJson(s.quote.data, &q, &error)) {
            messages << QCoreApplication::translate("cli", "Skipped quote %1 of '%2' in the library, written by %3: %4")
                            .arg(s.quote.id)
                            .arg(s.quote.vendor, s.stamp.updatedBy, error);
            continue;
        }
        q.libraryId = s.quote.id;
        out.push_back(std::move(q));
    }
    if (page.total > qint64(page.quotes.size()))
        messages << QCoreApplication::translate("cli", "The team library holds %1 quotes for plan '%2'; the %3 most "
                                                       "recently changed are compared.")
                        .arg(page.total)
                        .arg(plan)
                        .arg(page.quotes.size());
    return out;
}

int saveTeamQuotes(TeamSession &session, const std::vector<quotes::Quote> &quotes, const QString &planName,
                   const QHash<QString, int> &bases)
{
    std::vector<catalog::QuoteWrite> writes;
    for (const quotes::Quote &q : quotes) {
        const QString plan = q.plan.isEmpty() ? planName : q.plan;
        writes.push_back({catalog::StoredQuote{0, q.vendor, plan, q.currency, q.importedAt, quotes::quoteToJson(q)},
                          bases.value(q.vendor.toCaseFolded(), 0)});
    }
    if (session.offline()) {
        QString error;
        if (!session.copy->queue(writes, &error)) {
            printErr(QCoreApplication::translate("cli", "team library offline, and the quotes cannot be kept locally: "
                                                        "%1. Nothing was saved.")
                         .arg(error));
            return Failure;
        }
        printErr(QCoreApplication::translate("cli", "team library offline: %n quote(s) kept on this computer; they are "
                                                    "sent, with the same conflict check, the next time the library is "
                                                    "reached.",
                                             nullptr, int(writes.size())));
        return Ok;
    }
    const catalog::WriteResult result = catalog::saveSharedQuotes(session.library->database(), writes);
    const QString vendor = result.outcome == catalog::WriteOutcome::Conflict ? writes.at(result.conflictIndex).quote.vendor
                                                                            : QString();
    const QString see =
        QStringLiteral("gpu-planner-cli library quotes --plan '%1' %2").arg(planName, libraryArgument(*session.library));
    return reportWrite(result, see, vendor);
}

} // namespace gpuplanner::cli
