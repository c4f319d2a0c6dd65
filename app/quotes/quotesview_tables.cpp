// The Quotes view's comparison tables: the ranking of the quotes and every requirement against every
// quote, with the one-click fixes they offer (re-read prices in another unit, choose an ambiguous GPU).
#include "app/document/plandocument.h"
#include "app/quotes/quotelist.h"
#include "app/quotes/quotesview.h"
#include "planner/quotes/quotefields.h"
#include "planner/report/reportformat.h"
#include "planner/workload/format.h"
#include "widgets/charts/chartstyle.h"

#include <QHeaderView>
#include <QInputDialog>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>

namespace gpuplanner::app {

using quotes::QuoteStatus;

namespace {

// Status colours as light tints of the base colour, so that they read in light and dark themes.
QColor statusColor(QuoteStatus s, const QPalette &palette)
{
    QColor c;
    switch (s) {
    case QuoteStatus::Meets: c = QColor(0x00, 0x9e, 0x73); break;            // Okabe–Ito green
    case QuoteStatus::BelowRecommended: c = QColor(0xe6, 0x9f, 0x00); break; // orange
    case QuoteStatus::BelowMinimum: c = QColor(0xd5, 0x5e, 0x00); break;     // vermilion
    case QuoteStatus::NotStated: c = QColor(0x99, 0x99, 0x99); break;
    }
    return widgets::mix(palette.color(QPalette::Base), c, 0.32);
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(align);
    return item;
}

} // namespace

void QuotesView::fillRanking()
{
    const quotes::Comparison &c = m_comparison;
    // From nothing, so that the rows and columns are sized as in a window that opens in this
    // language, whatever the table showed before (issue 26, item 27).
    m_ranking->clear();
    m_ranking->setRowCount(0);
    m_ranking->setColumnCount(0);
    m_ranking->setColumnCount(12);
    m_ranking->setHorizontalHeaderLabels(
        {tr("Rank"), tr("Vendor"), tr("Offering"), tr("Below minimum"), tr("Below recommended"),
         tr("Not stated"),
         c.jobBasis ? tr("Cost of the job")
                    : tr("Cost over %1 months").arg(locale().toString(c.horizonMonths, 'f', 0)),
         tr("A month"), tr("Verdict"), tr("Prices as read"), tr("Price check"), tr("Why here")});
    m_ranking->setRowCount(int(c.results.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < int(c.results.size()); ++row) {
        const quotes::QuoteResult &r = c.results[size_t(row)];
        m_ranking->setItem(row, 0, cell(QString::number(r.rank), right));
        m_ranking->setItem(row, 1, cell(r.quote.vendor));
        m_ranking->setItem(row, 2, cell(r.quote.offering));
        auto *below = cell(QString::number(r.belowMinimum), right);
        if (r.belowMinimum > 0)
            below->setBackground(statusColor(QuoteStatus::BelowMinimum, palette()));
        m_ranking->setItem(row, 3, below);
        m_ranking->setItem(row, 4, cell(QString::number(r.belowRecommended), right));
        m_ranking->setItem(row, 5, cell(QString::number(r.notStated), right));
        // The machines the cost counts, where they are not the ones the quote offers (issue 21).
        QString totalText = r.cost.known ? report::money(r.cost.total, c.currency) : tr("no usable price");
        if (!r.carriesLoad)
            totalText += QLatin1Char('\n') + tr("no number of these machines meets the targets");
        else if (r.machinesJudged > std::max(1, r.machinesOffered))
            totalText += QLatin1Char('\n') + tr("for %n machine(s)", nullptr, r.machinesJudged);
        auto *total = cell(totalText, right);
        total->setToolTip(r.cost.why.join(QLatin1Char('\n')));
        m_ranking->setItem(row, 6, total);
        m_ranking->setItem(row, 7, cell(r.cost.known ? report::money(r.cost.perMonth, c.currency) : QString(), right));
        auto *verdict = cell(r.verdict);
        verdict->setToolTip(r.verdict + QLatin1Char('\n') + r.rankWhy);
        if (r.unverified)
            verdict->setBackground(statusColor(QuoteStatus::NotStated, palette()));
        m_ranking->setItem(row, 8, verdict);
        auto *read = cell(r.pricesRead.join(QLatin1Char('\n')));
        read->setToolTip(r.cost.why.join(QLatin1Char('\n')));
        m_ranking->setItem(row, 9, read);
        auto *check = cell(r.sanity.warning ? tr("Far from the estimate") : r.sanity.checked ? tr("Plausible") : QString());
        check->setToolTip(r.sanity.warning ? r.sanity.text : r.sanity.estimateWhy);
        if (r.sanity.warning) {
            check->setBackground(statusColor(QuoteStatus::BelowRecommended, palette()));
            m_ranking->item(row, 6)->setBackground(statusColor(QuoteStatus::BelowRecommended, palette()));
            m_ranking->item(row, 6)->setToolTip(r.sanity.text + QStringLiteral("\n\n") + r.cost.why.join(QLatin1Char('\n')));
        }
        m_ranking->setItem(row, 10, check);
        if (r.sanity.warning && !r.sanity.rereadAs.isEmpty()) {
            // One click: the quote's prices read in the unit that puts them near the estimate.
            auto *button = new QPushButton(rereadLabel(r.sanity.rereadAs), m_ranking);
            button->setObjectName(QStringLiteral("rereadButton"));
            button->setToolTip(r.sanity.text);
            const int planIndex = row < int(m_planIndex.size()) ? m_planIndex[size_t(row)] : -1;
            const QString from = r.sanity.rereadFrom, as = r.sanity.rereadAs;
            connect(button, &QPushButton::clicked, this, [this, planIndex, from, as] { rereadQuote(planIndex, from, as); });
            m_ranking->setCellWidget(row, 10, button);
        }
        m_ranking->setItem(row, 11, cell(r.rankWhy));
    }
    m_ranking->resizeColumnsToContents();
    m_ranking->setColumnWidth(2, std::min(m_ranking->columnWidth(2), 220));
    // Long texts wrap (verdict, prices as read, why here) so that every column is in view.
    m_ranking->setColumnWidth(8, std::min(m_ranking->columnWidth(8), 300));
    m_ranking->setColumnWidth(9, std::min(m_ranking->columnWidth(9), 200));
    m_ranking->setColumnWidth(10, std::max(m_ranking->columnWidth(10), 140));
    m_ranking->resizeRowsToContents();
    // Tall enough for every quote (up to eight rows), so that the ranking is read without scrolling.
    int height = m_ranking->horizontalHeader()->height() + 2 * m_ranking->frameWidth();
    for (int row = 0; row < std::min(m_ranking->rowCount(), 8); ++row)
        height += m_ranking->rowHeight(row);
    m_ranking->setMinimumHeight(height + m_ranking->horizontalScrollBar()->sizeHint().height());
}

QString QuotesView::rereadLabel(const QString &field)
{
    const quotes::PriceUnit u = quotes::priceUnitOfField(field);
    if (u.period == QLatin1String("hour"))
        return u.perGpu ? tr("Re-read per GPU-hour") : tr("Re-read per hour");
    if (u.period == QLatin1String("day"))
        return u.perGpu ? tr("Re-read per GPU-day") : tr("Re-read per day");
    if (u.period == QLatin1String("month"))
        return u.perGpu ? tr("Re-read per GPU-month") : tr("Re-read per month");
    return u.perGpu ? tr("Re-read per GPU-year") : tr("Re-read per year");
}

void QuotesView::rereadQuote(int planIndex, const QString &fromField, const QString &asField)
{
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    if (planIndex < 0 || planIndex >= int(quotes.size()))
        return;
    quotes::Quote &q = quotes[size_t(planIndex)];
    q = quotes::rereadPrices(q, fromField, asField);
    const QString vendor = q.vendor;
    quotelist::write(m_document, quotes, tr("Re-read the prices of %1").arg(vendor));
    m_written = quotes.size();
}

void QuotesView::chooseGpu(int row, int column)
{
    // An ambiguous GPU name: the catalog's candidates to choose from.
    const int q = column - 2;
    if (q < 0 || q >= int(m_comparison.results.size()) || row < 0 || row >= int(m_comparison.requirements.size()) ||
        m_comparison.requirements[size_t(row)].id != QLatin1String("gpu_model"))
        return;
    const quotes::Assessment &a = m_comparison.results[size_t(q)].assessments[size_t(row)];
    if (a.candidates.isEmpty())
        return;
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Choose the GPU"),
                                                 tr("'%1' could be any of these GPUs of the catalog. Which one did "
                                                    "the vendor offer?")
                                                     .arg(a.offered),
                                                 a.candidates, 0, false, &ok);
    const int planIndex = q < int(m_planIndex.size()) ? m_planIndex[size_t(q)] : -1;
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    if (!ok || planIndex < 0 || planIndex >= int(quotes.size()))
        return;
    quotes::QuoteAnswer &answer = quotes[size_t(planIndex)].answers[QStringLiteral("gpu_model")];
    answer.offered = chosen;
    answer.value = chosen;
    quotelist::write(m_document, quotes, tr("Choose the GPU of %1").arg(quotes[size_t(planIndex)].vendor));
}

void QuotesView::fillMatrix()
{
    const quotes::Comparison &c = m_comparison;
    m_matrix->clear();
    m_matrix->setRowCount(0);
    m_matrix->setColumnCount(0);
    m_matrix->setColumnCount(int(2 + c.results.size()));
    QStringList headers{tr("Requirement"), tr("Minimum / recommended")};
    for (const quotes::QuoteResult &r : c.results)
        headers << QStringLiteral("%1. %2").arg(r.rank).arg(quotes::quoteName(r.quote));
    m_matrix->setHorizontalHeaderLabels(headers);
    m_matrix->setRowCount(int(c.requirements.size()));
    for (int row = 0; row < int(c.requirements.size()); ++row) {
        const quotes::Requirement &req = c.requirements[size_t(row)];
        auto *title = cell(req.title);
        title->setToolTip(req.text);
        m_matrix->setItem(row, 0, title);
        const QString range = req.recommendedText.isEmpty() || req.recommendedText == req.minimumText
                                  ? req.minimumText
                                  : QStringLiteral("%1 / %2").arg(req.minimumText, req.recommendedText);
        m_matrix->setItem(row, 1, cell(range));
        for (int q = 0; q < int(c.results.size()); ++q) {
            const quotes::Assessment &a = c.results[size_t(q)].assessments[size_t(row)];
            QString text = quotes::quoteStatusName(a.status);
            if (!a.offered.isEmpty())
                text += QStringLiteral("\n") + a.offered;
            auto *item = cell(text);
            item->setBackground(statusColor(a.status, palette()));
            item->setToolTip(a.note.isEmpty() ? text : text + QStringLiteral("\n") + a.note);
            item->setData(Qt::UserRole, quotes::quoteStatusId(a.status));
            if (!a.candidates.isEmpty()) {
                item->setText(
                    text + QLatin1Char('\n') +
                    tr("Double-click to choose: %1").arg(a.candidates.join(planner::listSeparator())));
                item->setToolTip(a.note);
            }
            m_matrix->setItem(row, 2 + q, item);
        }
    }
    m_matrix->resizeColumnsToContents();
    for (int col = 0; col < m_matrix->columnCount(); ++col)
        m_matrix->setColumnWidth(col, std::min(m_matrix->columnWidth(col), 260));
    m_matrix->resizeRowsToContents();
}

} // namespace gpuplanner::app
