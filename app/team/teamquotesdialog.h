#pragma once

#include "catalog/sharedrows.h"
#include "planner/quotes/quote.h"

#include <QDialog>
#include <vector>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gpuplanner::app {

// The quote library of the team (issue 24): a page of the team library's quotes at a time, the
// server filtering (this plan only, or every plan) and paging, never the whole library; who made
// each quote, who changed it last and when. While the server cannot be reached it shows the local
// copy and says so. Tick quotes to add them to the plan.
class TeamQuotesDialog : public QDialog
{
    Q_OBJECT

public:
    static constexpr int kPageSize = 50;

    TeamQuotesDialog(const QString &planName, QWidget *parent = nullptr);

    // The ticked quotes of the page shown; their library versions are remembered as the base of a
    // later save (TeamConnection::seenVersion).
    std::vector<quotes::Quote> chosen() const;
    void setChecked(int row, bool checked);
    void showPage(int offset);
    void setThisPlanOnly(bool only);

    QTableWidget *table() const { return m_table; }
    QLabel *notice() const { return m_notice; }
    QLabel *pageLabel() const { return m_page; }
    QPushButton *nextButton() const { return m_next; }
    qint64 total() const { return m_total; }
    int offset() const { return m_offset; }

private:
    void fill(const catalog::SharedQuotePage &page);

    QString m_plan;
    std::vector<catalog::SharedQuote> m_rows;
    std::vector<quotes::Quote> m_quotes; // per row: the quote, or one whose vendor is empty when unreadable
    int m_offset = 0;
    qint64 m_total = 0;
    QLabel *m_notice;
    QCheckBox *m_thisPlan;
    QTableWidget *m_table;
    QPushButton *m_previous;
    QPushButton *m_next;
    QLabel *m_page;
};

} // namespace gpuplanner::app
