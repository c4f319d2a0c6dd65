#include "app/team/teamquotesdialog.h"

#include "app/team/teamconnection.h"
#include "planner/quotes/quotejson.h"
#include "planner/report/reportformat.h"
#include "planner/workload/format.h"

#include <QApplication>
#include <QCheckBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplanner::app {

namespace {

enum Column
{
    Vendor,
    Offering,
    Plan,
    Price,
    CreatedBy,
    ChangedBy,
    ChangedAt,
    Version,
    ColumnCount
};

QString pageTime(const QString &iso)
{
    const QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : iso;
}

} // namespace

TeamQuotesDialog::TeamQuotesDialog(const QString &planName, QWidget *parent)
    : QDialog(parent), m_plan(planName), m_notice(new QLabel(this)), m_thisPlan(new QCheckBox(this)),
      m_table(new QTableWidget(0, ColumnCount, this)), m_previous(new QPushButton(this)),
      m_next(new QPushButton(this)), m_page(new QLabel(this))
{
    setObjectName(QStringLiteral("teamQuotesDialog"));
    setWindowTitle(tr("Team quote library"));
    auto *intro =
        new QLabel(tr("Quotes your team keeps in the team library, most recently changed first. Tick the "
                      "ones to compare with this plan."),
                   this);
    intro->setWordWrap(true);
    m_notice->setWordWrap(true);
    m_notice->setObjectName(QStringLiteral("teamLibraryNotice"));
    m_notice->setStyleSheet(QStringLiteral("QLabel { color: #8a5300; font-weight: bold; }"));
    m_notice->hide();
    m_thisPlan->setText(tr("Only quotes for plan '%1'").arg(planName));
    m_table->setHorizontalHeaderLabels({tr("Vendor"), tr("Offering"), tr("Plan"), tr("Price"),
                                        tr("Created by"), tr("Last changed by"), tr("Changed at"),
                                        tr("Version")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Quotes in the team library"));
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_previous->setText(tr("&Previous"));
    m_next->setText(tr("&Next"));
    auto *paging = new QHBoxLayout;
    paging->addWidget(m_thisPlan);
    paging->addStretch();
    paging->addWidget(m_page);
    paging->addWidget(m_previous);
    paging->addWidget(m_next);
    // Not the standard OK button: a language change would give it back its standard text.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(tr("&Add to plan"), QDialogButtonBox::AcceptRole)->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_previous, &QPushButton::clicked, this, [this] { showPage(std::max(0, m_offset - kPageSize)); });
    connect(m_next, &QPushButton::clicked, this, [this] { showPage(m_offset + kPageSize); });
    connect(m_thisPlan, &QCheckBox::toggled, this, [this] { showPage(0); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_notice);
    layout->addLayout(paging);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(980, 480);
    showPage(0);
}

void TeamQuotesDialog::setThisPlanOnly(bool only)
{
    m_thisPlan->setChecked(only); // toggled: shows the first page
}

void TeamQuotesDialog::showPage(int offset)
{
    TeamConnection &team = TeamConnection::instance();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const TeamConnection::State state = team.open(this);
    const QString plan = m_thisPlan->isChecked() ? m_plan : QString();
    catalog::SharedQuotePage page;
    if (state == TeamConnection::State::Failed)
        page.error = team.message();
    else
        page = catalog::sharedQuotes(team.readDatabase(), plan, kPageSize, offset);
    QApplication::restoreOverrideCursor();
    QStringList notes;
    if (state == TeamConnection::State::Offline)
        notes << team.offlineNotice();
    if (!page.error.isEmpty())
        notes << tr("The team library's quotes cannot be read: %1").arg(page.error);
    notes << page.skipped;
    // What was read from the server becomes the local copy when it is the whole of the filter.
    QString copyError;
    if (state == TeamConnection::State::Online && team.copy() && offset == 0 && page.error.isEmpty() &&
        qint64(page.quotes.size()) == page.total && !team.copy()->keepQuotes(plan, page.quotes, &copyError))
        notes << tr("The local copy of the team library was not updated: %1").arg(copyError);
    m_notice->setText(notes.join(QLatin1Char('\n')));
    m_notice->setVisible(!notes.isEmpty());
    m_offset = offset;
    fill(page);
}

void TeamQuotesDialog::fill(const catalog::SharedQuotePage &page)
{
    m_rows = page.quotes;
    m_total = page.total;
    m_quotes.clear();
    m_table->setRowCount(int(m_rows.size()));
    for (int row = 0; row < int(m_rows.size()); ++row) {
        const catalog::SharedQuote &s = m_rows[size_t(row)];
        quotes::Quote q;
        QString error;
        if (!quotes::quoteFromJson(s.quote.data, &q, &error))
            q = quotes::Quote{};
        q.libraryId = s.quote.id;
        QStringList prices;
        if (q.price.perHour)
            prices << tr("%1 %2 an hour").arg(report::grouped(*q.price.perHour, 2), q.currency);
        if (q.price.perMonth)
            prices << tr("%1 %2 a month").arg(report::grouped(*q.price.perMonth, 2), q.currency);
        if (q.price.perYear)
            prices << tr("%1 %2 a year").arg(report::grouped(*q.price.perYear, 2), q.currency);
        if (q.price.perThreeYears)
            prices << tr("%1 %2 for three years").arg(report::grouped(*q.price.perThreeYears, 2), q.currency);
        if (q.price.purchase)
            prices << tr("%1 %2 to buy").arg(report::grouped(*q.price.purchase, 2), q.currency);
        auto *vendor = new QTableWidgetItem(s.quote.vendor);
        vendor->setFlags(q.vendor.isEmpty() ? Qt::ItemIsEnabled : vendor->flags() | Qt::ItemIsUserCheckable);
        if (q.vendor.isEmpty())
            vendor->setToolTip(tr("Not a readable quote: %1").arg(error));
        else
            vendor->setCheckState(Qt::Unchecked);
        const QStringList cells{s.quote.vendor,
                                q.offering,
                                s.quote.plan,
                                prices.join(planner::listSeparator()),
                                s.stamp.createdBy,
                                s.stamp.updatedBy,
                                pageTime(s.stamp.updatedAt),
                                QString::number(s.stamp.version)};
        m_table->setItem(row, Vendor, vendor);
        for (int c = Offering; c < ColumnCount; ++c)
            m_table->setItem(row, c, new QTableWidgetItem(cells[c]));
        m_quotes.push_back(std::move(q));
    }
    m_table->resizeColumnsToContents();
    const QLocale locale;
    m_page->setText(m_rows.empty() ? tr("No quotes")
                                   : tr("%1–%2 of %3")
                                         .arg(locale.toString(m_offset + 1))
                                         .arg(locale.toString(m_offset + qint64(m_rows.size())))
                                         .arg(locale.toString(m_total)));
    m_previous->setEnabled(m_offset > 0);
    m_next->setEnabled(m_offset + qint64(m_rows.size()) < m_total);
}

std::vector<quotes::Quote> TeamQuotesDialog::chosen() const
{
    std::vector<quotes::Quote> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *item = m_table->item(row, Vendor);
        if (!item || item->checkState() != Qt::Checked || m_quotes[size_t(row)].vendor.isEmpty())
            continue;
        TeamConnection::instance().setSeenVersion(m_rows[size_t(row)].quote,
                                                  m_rows[size_t(row)].stamp.version);
        out.push_back(m_quotes[size_t(row)]);
    }
    return out;
}

void TeamQuotesDialog::setChecked(int row, bool checked)
{
    if (QTableWidgetItem *item = m_table->item(row, Vendor))
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

} // namespace gpuplanner::app
