#include "planner/quotes/quotelibrary.h"

#include "catalog/quotestore.h"
#include "planner/quotes/quotejson.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplanner::quotes {

std::vector<Quote> libraryQuotes(const catalog::CatalogStore &store, const QString &plan)
{
    std::vector<Quote> quotes;
    for (const catalog::StoredQuote &s : catalog::storedQuotes(store, plan)) {
        Quote q;
        QString error;
        if (quoteFromJson(s.data, &q, &error)) {
            q.libraryId = s.id;
            quotes.push_back(std::move(q));
        }
    }
    return quotes;
}

QStringList saveToLibrary(catalog::CatalogStore &store, const std::vector<Quote> &quotes, const QString &planName)
{
    QStringList messages;
    if (!store.savesRows() && !quotes.empty()) // one reason, not one per quote
        return {QCoreApplication::translate("report", "The quotes could not be saved in the quote library. %1")
                    .arg(store.unsavedReason())};
    for (const Quote &q : quotes) {
        const QString plan = q.plan.isEmpty() ? planName : q.plan;
        const catalog::StoredQuote row{0, q.vendor, plan, q.currency, q.importedAt, quoteToJson(q)};
        QString error;
        if (catalog::saveQuote(store, row, &error) == 0)
            messages << QCoreApplication::translate("report", "The quote of %1 could not be saved in the quote library: %2")
                            .arg(q.vendor, error);
    }
    return messages;
}

QStringList replaceOrAdd(std::vector<Quote> &quotes, const std::vector<Quote> &added)
{
    QStringList messages;
    for (const Quote &q : added) {
        const auto same = std::find_if(quotes.begin(), quotes.end(), [&](const Quote &x) {
            return x.vendor.compare(q.vendor, Qt::CaseInsensitive) == 0 &&
                   x.offering.compare(q.offering, Qt::CaseInsensitive) == 0;
        });
        if (same == quotes.end()) {
            quotes.push_back(q);
            continue;
        }
        messages << QCoreApplication::translate("report", "%1 %2: replaced by the newer quote from %3")
                        .arg(q.vendor, q.offering, q.source);
        *same = q;
    }
    return messages;
}

} // namespace gpuplanner::quotes
