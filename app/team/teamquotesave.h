#pragma once

#include "app/team/quoteconflictdialog.h"
#include "planner/quotes/quote.h"

#include <functional>
#include <QStringList>
#include <vector>

class QWidget;

namespace gpuplanner::catalog {
class CatalogStore;
}

namespace gpuplanner::app {

// Keeps quotes the Quotes view imported, typed in or edited in the quote library: the team's when
// one is set (Settings > Team library…), else the catalog database's (`store`, may be null).
//
// The team library's save is the catalog's versioned one (catalog::saveSharedQuotes), in one
// transaction, each quote based on the library version this session last saw of it. A quote changed
// meanwhile by someone else opens QuoteConflictDialog: keeping mine saves again with the library's
// version as the base; taking the library's replaces the quote in `quotes`; deciding later saves
// nothing. A reader is refused with the catalog's message, which names the role to ask for. While
// the server cannot be reached, the quotes are kept in the local copy and sent, with the same
// check, by the next save that reaches it. Returns the messages to show.
QStringList saveToQuoteLibrary(QWidget *parent, catalog::CatalogStore *store,
                               std::vector<quotes::Quote> &quotes, const QString &planName);

// Test seam: decides a conflict instead of showing the dialog (it is built, not shown).
void setConflictChooser(std::function<QuoteConflictDialog::Choice(QuoteConflictDialog &)> chooser);

} // namespace gpuplanner::app
