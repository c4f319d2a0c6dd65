#include "app/quotes/quotelist.h"

#include "app/document/plandocument.h"
#include "planner/quotes/quotejson.h"

#include <QCoreApplication>

namespace gpuplanner::app::quotelist {

std::vector<quotes::Quote> read(const PlanDocument &document, QStringList *problems)
{
    std::vector<quotes::Quote> quotes;
    const nlohmann::json &array = document.plan().contains("quotes") ? document.plan()["quotes"] : nlohmann::json();
    if (!array.is_array())
        return quotes;
    for (size_t i = 0; i < array.size(); ++i) {
        quotes::Quote q;
        QString error;
        if (quotes::quoteFromJson(array[i], &q, &error))
            quotes.push_back(std::move(q));
        else if (problems)
            *problems << QCoreApplication::translate("quotes", "Quote %1 of the plan cannot be read: %2").arg(i + 1).arg(error);
    }
    return quotes;
}

void write(PlanDocument &document, const std::vector<quotes::Quote> &quotes, const QString &undoLabel)
{
    document.setValue(QStringLiteral("quotes"), quotes::quotesToJson(quotes), undoLabel, false);
}

} // namespace gpuplanner::app::quotelist
