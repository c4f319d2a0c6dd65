#include "app/team/teamquotesave.h"

#include "app/team/teamconnection.h"
#include "planner/quotes/quotejson.h"
#include "planner/quotes/quotelibrary.h"

#include <algorithm>
#include <QCoreApplication>
#include <QDateTime>
#include <QSqlQuery>

namespace gpuplanner::app {

namespace {

std::function<QuoteConflictDialog::Choice(QuoteConflictDialog &)> &chooser()
{
    static std::function<QuoteConflictDialog::Choice(QuoteConflictDialog &)> c;
    return c;
}

QuoteConflictDialog::Choice decide(QWidget *parent, const catalog::QuoteWrite &mine,
                                   const catalog::SharedQuote &theirs)
{
    QuoteConflictDialog dialog(mine.quote, mine.baseVersion, theirs, parent);
    if (chooser())
        return chooser()(dialog);
    dialog.exec();
    return dialog.choice();
}

QStringList keepOffline(TeamConnection &team, const std::vector<catalog::QuoteWrite> &writes)
{
    QString error;
    if (!team.copy() || !team.copy()->queue(writes, &error))
        return {QuoteConflictDialog::tr("team library offline, and the quotes cannot be kept on this "
                                        "computer: %1. Nothing was saved to "
                                        "the team library; the plan keeps its quotes.")
                    .arg(error)};
    return {QuoteConflictDialog::tr(
        "team library offline: %n quote(s) kept on this computer; they are sent, with the same conflict "
        "check, the next time the library is reached.",
        nullptr, int(writes.size()))};
}

} // namespace

void setConflictChooser(std::function<QuoteConflictDialog::Choice(QuoteConflictDialog &)> c)
{
    chooser() = std::move(c);
}

QStringList saveToQuoteLibrary(QWidget *parent, catalog::CatalogStore *store,
                               std::vector<quotes::Quote> &quotes, const QString &planName)
{
    TeamConnection &team = TeamConnection::instance();
    if (!team.configured())
        return store ? quotes::saveToLibrary(*store, quotes, planName) : QStringList();
    const TeamConnection::State state = team.open(parent);
    if (state == TeamConnection::State::Failed)
        return {team.message() + QLatin1Char(' ') +
                QuoteConflictDialog::tr("Nothing was saved to the team library; the plan keeps its quotes.")};
    // The quotes kept while offline go first, with the base they had; then this save's.
    std::vector<catalog::QuoteWrite> writes;
    std::vector<int> planIndex; // per write: index in `quotes`, -1 for one kept while offline
    const std::vector<catalog::QuoteWrite> queued =
        team.copy() ? team.copy()->queued() : std::vector<catalog::QuoteWrite>{};
    for (const catalog::QuoteWrite &w : queued) {
        writes.push_back(w);
        planIndex.push_back(-1);
    }
    for (size_t i = 0; i < quotes.size(); ++i) {
        const quotes::Quote &q = quotes[i];
        // A quote typed in has no import time; the library's column needs one.
        const QString importedAt =
            q.importedAt.isEmpty() ? QDateTime::currentDateTimeUtc().toString(Qt::ISODate) : q.importedAt;
        const catalog::StoredQuote row{0,          q.vendor,   q.plan.isEmpty() ? planName : q.plan,
                                       q.currency, importedAt, quotes::quoteToJson(q)};
        writes.push_back({row, team.seenVersion(row)});
        planIndex.push_back(int(i));
    }
    if (state == TeamConnection::State::Offline) {
        std::vector<catalog::QuoteWrite> mine(writes.begin() + qsizetype(queued.size()), writes.end());
        return QStringList{team.offlineNotice()} + keepOffline(team, mine);
    }
    QSqlDatabase db = team.library()->database();
    QStringList messages;
    int added = 0, changed = 0, unchanged = 0;
    while (!writes.empty()) {
        const catalog::WriteResult result = catalog::saveSharedQuotes(db, writes);
        if (result.outcome == catalog::WriteOutcome::Saved) {
            added = result.added;
            changed = result.changed;
            unchanged = result.unchanged;
            break;
        }
        if (result.outcome == catalog::WriteOutcome::Refused)
            return messages << result.message;
        if (result.outcome == catalog::WriteOutcome::Failed) {
            messages << result.message;
            if (QSqlQuery ping(db); ping.exec(QStringLiteral("SELECT 1"))) // the server is there: not offline
                return messages;
            team.close();
            std::vector<catalog::QuoteWrite> mine(
                writes.begin() + qsizetype(std::count(planIndex.begin(), planIndex.end(), -1)), writes.end());
            return messages << keepOffline(team, mine);
        }
        const size_t at = result.conflictIndex;
        QString error;
        const std::optional<catalog::SharedQuote> theirs =
            catalog::sharedQuoteLike(db, writes[at].quote, &error);
        if (!theirs)
            return messages << result.message << error;
        switch (decide(parent, writes[at], *theirs)) {
        case QuoteConflictDialog::KeepMine:
            writes[at].baseVersion = theirs->stamp.version;
            break;
        case QuoteConflictDialog::TakeTheirs: {
            team.setSeenVersion(theirs->quote, theirs->stamp.version);
            quotes::Quote q;
            if (planIndex[at] >= 0 && quotes::quoteFromJson(theirs->quote.data, &q, &error)) {
                q.libraryId = theirs->quote.id;
                quotes[size_t(planIndex[at])] = q;
            }
            messages << QuoteConflictDialog::tr(
                            "%1: the team library's version %2 (by %3) was taken; yours was not saved.")
                            .arg(writes[at].quote.vendor)
                            .arg(theirs->stamp.version)
                            .arg(theirs->stamp.updatedBy);
            writes.erase(writes.begin() + qsizetype(at));
            planIndex.erase(planIndex.begin() + qsizetype(at));
            break;
        }
        case QuoteConflictDialog::Undecided:
            return messages << result.message;
        }
    }
    QString error;
    if (!queued.empty() && team.copy() && !team.copy()->clearQueue(&error))
        messages << error;
    for (const catalog::QuoteWrite &w : writes)
        if (const std::optional<catalog::SharedQuote> now = catalog::sharedQuoteLike(db, w.quote))
            team.setSeenVersion(now->quote, now->stamp.version);
    if (!writes.empty())
        messages << QuoteConflictDialog::tr("Team library: %1 added, %2 changed, %3 already as given.")
                        .arg(added)
                        .arg(changed)
                        .arg(unchanged);
    return messages;
}

} // namespace gpuplanner::app
