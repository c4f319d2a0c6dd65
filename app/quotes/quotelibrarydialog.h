#pragma once

#include "planner/quotes/quote.h"

#include <QDialog>

#include <vector>

class QTableWidget;

namespace gpuplanner::catalog {
class CatalogStore;
}

namespace gpuplanner::app {

// The quote library (every quote imported or typed in, across plans): pick quotes to add to this
// plan, or delete quotes from the library.
class QuoteLibraryDialog : public QDialog
{
    Q_OBJECT

public:
    QuoteLibraryDialog(catalog::CatalogStore &store, QWidget *parent = nullptr);

    // The ticked quotes.
    std::vector<quotes::Quote> chosen() const;
    void setChecked(int row, bool checked);
    QTableWidget *table() const { return m_table; }

private:
    void reload();
    void deleteChecked();

    catalog::CatalogStore &m_store;
    std::vector<quotes::Quote> m_quotes;
    QTableWidget *m_table;
};

} // namespace gpuplanner::app
