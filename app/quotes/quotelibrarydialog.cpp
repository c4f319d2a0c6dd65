#include "app/quotes/quotelibrarydialog.h"

#include "app/core/dialogs.h"
#include "app/quotes/quotefieldlabels.h"
#include "catalog/quotestore.h"
#include "planner/quotes/quotelibrary.h"
#include "planner/report/reportformat.h"
#include "planner/workload/format.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplanner::app {

QuoteLibraryDialog::QuoteLibraryDialog(catalog::CatalogStore &store, QWidget *parent)
    : QDialog(parent), m_store(store), m_table(new QTableWidget(0, 6, this))
{
    setObjectName(QStringLiteral("quoteLibraryDialog"));
    setWindowTitle(tr("Quote library"));
    auto *intro = new QLabel(tr("Quotes imported or typed in for any plan. Tick the ones to compare with this plan."), this);
    intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("Vendor"), tr("Offering"), tr("Plan"), tr("Currency"), tr("Price"), tr("Imported")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Quotes in the library"));
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add to plan"));
    QPushButton *remove = buttons->addButton(tr("&Delete from library"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(remove, &QPushButton::clicked, this, &QuoteLibraryDialog::deleteChecked);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(760, 420);
    reload();
}

void QuoteLibraryDialog::reload()
{
    m_quotes = quotes::libraryQuotes(m_store);
    m_table->setRowCount(int(m_quotes.size()));
    for (int row = 0; row < int(m_quotes.size()); ++row) {
        const quotes::Quote &q = m_quotes[size_t(row)];
        auto *vendor = new QTableWidgetItem(q.vendor);
        vendor->setFlags(vendor->flags() | Qt::ItemIsUserCheckable);
        vendor->setCheckState(Qt::Unchecked);
        m_table->setItem(row, 0, vendor);
        m_table->setItem(row, 1, new QTableWidgetItem(q.offering));
        m_table->setItem(row, 2, new QTableWidgetItem(q.plan));
        m_table->setItem(row, 3, new QTableWidgetItem(q.currency));
        QStringList prices;
        if (q.price.perHour)
            prices << priceForPeriod(report::grouped(*q.price.perHour, 2), QStringLiteral("hour"));
        if (q.price.perMonth)
            prices << priceForPeriod(report::grouped(*q.price.perMonth, 2), QStringLiteral("month"));
        if (q.price.perYear)
            prices << priceForPeriod(report::grouped(*q.price.perYear, 2), QStringLiteral("year"));
        if (q.price.perThreeYears)
            prices << priceForPeriod(report::grouped(*q.price.perThreeYears, 2),
                                     QStringLiteral("three_years"));
        if (q.price.purchase)
            prices << tr("%1 to buy").arg(report::grouped(*q.price.purchase, 2));
        m_table->setItem(row, 4, new QTableWidgetItem(prices.join(planner::listSeparator())));
        m_table->setItem(row, 5, new QTableWidgetItem(q.importedAt.left(10)));
    }
    m_table->resizeColumnsToContents();
}

std::vector<quotes::Quote> QuoteLibraryDialog::chosen() const
{
    std::vector<quotes::Quote> out;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, 0)->checkState() == Qt::Checked)
            out.push_back(m_quotes[size_t(row)]);
    return out;
}

void QuoteLibraryDialog::setChecked(int row, bool checked)
{
    if (QTableWidgetItem *item = m_table->item(row, 0))
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void QuoteLibraryDialog::deleteChecked()
{
    const std::vector<quotes::Quote> doomed = chosen();
    if (doomed.empty())
        return;
    const auto answer = dialogs::question(this, tr("Delete quotes"),
                                          tr("Delete %n quote(s) from the library? Plans that hold them keep their copies.",
                                             nullptr, int(doomed.size())),
                                          QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    for (const quotes::Quote &q : doomed)
        catalog::removeQuote(m_store, q.libraryId);
    reload();
}

} // namespace gpuplanner::app
