#include "app/quotes/quotelist.h"

#include "app/document/plandocument.h"
#include "catalog/quotestore.h"
#include "planner/report/quotejson.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplanner::app::quotelist {

std::vector<report::Quote> read(const PlanDocument &document, QStringList *problems)
{
    std::vector<report::Quote> quotes;
    const nlohmann::json &array = document.plan().contains("quotes") ? document.plan()["quotes"] : nlohmann::json();
    if (!array.is_array())
        return quotes;
    for (size_t i = 0; i < array.size(); ++i) {
        report::Quote q;
        QString error;
        if (report::quoteFromJson(array[i], &q, &error))
            quotes.push_back(std::move(q));
        else if (problems)
            *problems << QCoreApplication::translate("quotes", "Quote %1 of the plan cannot be read: %2").arg(i + 1).arg(error);
    }
    return quotes;
}

void write(PlanDocument &document, const std::vector<report::Quote> &quotes, const QString &undoLabel)
{
    document.setValue(QStringLiteral("quotes"), report::quotesToJson(quotes), undoLabel, false);
}

QStringList merge(std::vector<report::Quote> &quotes, const std::vector<report::Quote> &added)
{
    QStringList messages;
    for (const report::Quote &q : added) {
        const auto same = std::find_if(quotes.begin(), quotes.end(), [&](const report::Quote &x) {
            return x.vendor.compare(q.vendor, Qt::CaseInsensitive) == 0 &&
                   x.offering.compare(q.offering, Qt::CaseInsensitive) == 0;
        });
        if (same != quotes.end()) {
            messages << QCoreApplication::translate("quotes", "%1 %2: replaced by the newer quote from %3")
                            .arg(q.vendor, q.offering, q.source);
            *same = q;
        } else
            quotes.push_back(q);
    }
    return messages;
}

QStringList saveToLibrary(catalog::CatalogStore &store, const std::vector<report::Quote> &quotes, const QString &planName)
{
    QStringList messages;
    for (report::Quote q : quotes) {
        if (q.plan.isEmpty())
            q.plan = planName;
        catalog::StoredQuote row;
        row.vendor = q.vendor;
        row.plan = q.plan;
        row.currency = q.currency;
        row.importedAt = q.importedAt;
        row.data = report::quoteToJson(q);
        QString error;
        if (catalog::saveQuote(store, row, &error) == 0)
            messages << QCoreApplication::translate("quotes", "%1: not kept in the quote library: %2").arg(q.vendor, error);
    }
    return messages;
}

std::vector<report::Quote> library(const catalog::CatalogStore &store)
{
    std::vector<report::Quote> quotes;
    for (const catalog::StoredQuote &s : catalog::storedQuotes(store)) {
        report::Quote q;
        QString error;
        if (report::quoteFromJson(s.data, &q, &error)) {
            q.libraryId = s.id;
            quotes.push_back(std::move(q));
        }
    }
    return quotes;
}

} // namespace gpuplanner::app::quotelist
