#include "widgets/cost/costview.h"

#include "planner/workload/format.h"
#include "planner/workload/units.h"
#include "widgets/charts/breakdownchart.h"
#include "widgets/charts/buyorrentchart.h"
#include "widgets/charts/cumulativecostchart.h"
#include "widgets/charts/scenariochart.h"
#include "widgets/charts/utilizationchart.h"
#include "widgets/wraplabel.h"

#include <algorithm>
#include <cmath>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpuplanner::widgets {

QString durationText(double months)
{
    return planner::cost::durationText(months * planner::kHoursPerMonth);
}

QString formatMoney(double amount, const planner::cost::CostReport &report, int decimals)
{
    const QString currency = report.currency == planner::cost::Currency::Cny ? QStringLiteral("CNY") : QStringLiteral("USD");
    return QLocale().toString(amount, 'f', decimals >= 0 ? decimals : planner::cost::moneyDecimals(amount)) +
           QLatin1Char(' ') + currency;
}

CostView::CostView(QWidget *parent)
    : QWidget(parent), m_summary(new WrapLabel(this)), m_rateLabel(new QLabel(this)), m_rate(new QDoubleSpinBox(this)),
      m_rateDate(new QLabel(this)), m_enterPrice(new QPushButton(this)), m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("costView"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_summary->setOpenExternalLinks(true);
    m_charts = {new CumulativeCostChart(m_tabs), new UtilizationCostChart(m_tabs), new CostBreakdownChart(m_tabs),
                new ScenarioChart(m_tabs), new BuyOrRentChart(m_tabs)};
    for (CostChart *chart : m_charts) {
        // Readable, yet low enough that the findings dock above gets its share of a 768-pixel
        // screen (issue 26, items 8 and 11); the default layout gives the charts more.
        chart->setMinimumHeight(190);
        m_tabs->addTab(chart, QString());
    }
    // The exchange rate the report converts with, its date, editable (issue 17).
    m_rate->setObjectName(QStringLiteral("cnyPerUsd"));
    m_rate->setRange(0.01, 1000);
    m_rate->setDecimals(4);
    m_rate->setSingleStep(0.01);
    m_rate->setKeyboardTracking(false);
    m_rateLabel->setBuddy(m_rate);
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (m_haveReport && std::abs(v - m_report.cnyPerUsd) > 1e-9)
            emit edited(QStringLiteral("cost.cny_per_usd"), v);
    });
    auto *rateRow = new QHBoxLayout;
    rateRow->addWidget(m_rateLabel);
    rateRow->addWidget(m_rate);
    rateRow->addWidget(m_rateDate, 1);
    // A missing purchase price is offered for entry where the summary names it (issue 17).
    m_enterPrice->setObjectName(QStringLiteral("enterPurchasePrice"));
    m_enterPrice->hide();
    connect(m_enterPrice, &QPushButton::clicked, this, &CostView::pricesRequested);
    auto *priceRow = new QHBoxLayout;
    priceRow->addWidget(m_enterPrice);
    priceRow->addStretch(1);
    // The summary scrolls above the charts; the charts get the height the summary does not need,
    // and the splitter between them lets the user give either more (issue 14, item 6).
    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_summary);
    topLayout->addLayout(priceRow);
    topLayout->addLayout(rateRow);
    topLayout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("costSummaryScroll"));
    scroll->setWidget(top);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Room for the headline, the cheapest mode and the reason, whatever the charts take; it scrolls
    // for the rest, so that the charts keep their height next to the findings (issue 26, item 11).
    scroll->setMinimumHeight(fontMetrics().lineSpacing() * 5);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("costSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(scroll);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
    connect(m_tabs, &QTabWidget::currentChanged, this, &CostView::showCurrentChart);
    retranslateUi();
}

CostChart *CostView::chart(int index) const
{
    return m_charts.value(index);
}

void CostView::showChart(int index)
{
    m_tabs->setCurrentIndex(index);
    showCurrentChart();
}

void CostView::showCurrentChart()
{
    const int index = m_tabs->currentIndex();
    if (!m_haveReport || index < 0 || index >= m_stale.size() || !m_stale[index])
        return;
    m_charts[index]->setReport(m_report);
    m_stale[index] = false;
}

void CostView::setReport(const planner::cost::CostReport &report)
{
    if (m_haveReport && report == m_report)
        return; // nothing the dock shows has changed
    m_report = report;
    m_haveReport = true;
    // Only the visible chart is drawn now; the others get the report when their tab is shown.
    // Redrawing four plots on every keystroke would cost several frames.
    m_stale.fill(true, m_charts.size());
    showCurrentChart();
    updateSummary();
}

void CostView::retranslateUi()
{
    // Tab texts change only with the language (setTabText re-lays out the tab bar every time).
    m_tabs->setTabText(0, tr("Over time"));
    m_tabs->setTabText(1, tr("Utilization"));
    m_tabs->setTabText(2, tr("Breakdown"));
    m_tabs->setTabText(3, tr("Scenarios"));
    m_tabs->setTabText(4, tr("Buy or rent"));
    m_rateLabel->setText(tr("CNY per USD:"));
    m_rate->setAccessibleName(tr("Exchange rate, CNY per USD"));
    m_enterPrice->setText(tr("Enter the purchase price…"));
    m_enterPrice->setToolTip(tr("Opens the plan's prices and costs: a server price from a quote or your own price "
                                "list makes buying comparable with renting."));
    m_tabs->setAccessibleName(tr("Cost charts"));
    updateSummary();
}

void CostView::updateSummary()
{
    if (m_haveReport) {
        const QSignalBlocker block(m_rate);
        m_rate->setValue(m_report.cnyPerUsd);
        m_rateDate->setText(tr("rate of %1").arg(m_report.cnyPerUsdAsOf));
    }
    if (!m_haveReport || m_report.modes.empty()) {
        m_summary->setText(tr("No cost yet."));
        m_enterPrice->hide();
        return;
    }
    m_enterPrice->setVisible(m_report.modes.size() > size_t(planner::Billing::Purchase) &&
                             !m_report.mode(planner::Billing::Purchase).available);
    const planner::cost::ModeCost &chosen = m_report.mode(m_report.chosenMode);
    QStringList lines;
    // A job with an end is headed by what the job costs and how long it runs, not by a month.
    const planner::cost::UnitCosts &unit = m_report.unit;
    // The horizon as said here: a one-off job's own length, never a month.
    const QString horizon = durationText(m_report.isJob() ? m_report.jobHours / planner::kHoursPerMonth
                                                          : m_report.horizonMonths);
    if (m_report.isJob() && chosen.available)
        lines << tr("<b>%1</b> billing: %2 for the job, %3 GPU-hours over %4.")
                     .arg(planner::cost::billingName(m_report.chosenMode), formatMoney(chosen.total, m_report),
                          QLocale().toString(chosen.paidGpuHoursPerMonth * m_report.horizonMonths, 'f',
                                             chosen.paidGpuHoursPerMonth * m_report.horizonMonths < 100 ? 1 : 0),
                          horizon);
    else if (unit.jobGpuHours > 0 && unit.perJob > 0 && m_report.horizonMonths < 1)
        lines << tr("<b>%1</b> billing: %2 for the job, %3 GPU-hours over %4.")
                     .arg(planner::cost::billingName(m_report.chosenMode), formatMoney(unit.perJob, m_report),
                          QLocale().toString(unit.jobGpuHours, 'f', unit.jobGpuHours < 100 ? 1 : 0),
                          horizon);
    else if (!chosen.available)
        // No price for the plan's billing: say what is missing, never "0 a month".
        lines << tr("<b>%1</b> billing: no price, %2.")
                     .arg(planner::cost::billingName(m_report.chosenMode),
                          chosen.unavailableReason.toHtmlEscaped());
    else
        lines << tr("<b>%1</b> billing: %2 a month, %3 per useful GPU-hour at %4% utilization.")
                     .arg(planner::cost::billingName(m_report.chosenMode), formatMoney(chosen.monthlyTotal, m_report),
                          formatMoney(chosen.costPerUsefulGpuHour, m_report, 2),
                          QLocale().toString(m_report.utilization.value * 100, 'f', 0));
    if (m_report.haveCheapest)
        lines << tr("Cheapest over %1: <b>%2</b> (%3 in total).")
                     .arg(horizon, planner::cost::billingName(m_report.cheapestMode),
                          formatMoney(m_report.mode(m_report.cheapestMode).total, m_report));
    // The plan's billing is not the cheapest: say so once, with what the cheapest saves.
    if (m_report.haveCheapest && m_report.cheapestMode != m_report.chosenMode && chosen.available) {
        const double saving = chosen.total - m_report.mode(m_report.cheapestMode).total;
        if (saving > 0)
            lines << tr("The plan uses %1 billing; %2 would cost %3 less over %4. The billing is set under "
                        "Workload > Prices and costs.")
                         .arg(planner::cost::billingName(m_report.chosenMode), planner::cost::billingName(m_report.cheapestMode),
                              formatMoney(saving, m_report), horizon);
    }
    if (const planner::cost::BreakEven *b = m_report.primary(); b && b->exists)
        lines << tr("Buying breaks even with %1 renting after %2 months.")
                     .arg(planner::cost::billingName(b->rentMode), QLocale().toString(b->month, 'f', 1));
    if (m_report.breakEvenUtilization.computed)
        lines << m_report.breakEvenUtilization.sentence.toHtmlEscaped();
    if (!m_report.exchangeNote.isEmpty())
        lines << m_report.exchangeNote.toHtmlEscaped();
    for (const planner::cost::PriceAgeFinding &f : m_report.priceFindings)
        lines << (f.url.isEmpty() ? f.message.toHtmlEscaped()
                                  : tr("%1 <a href=\"%2\">Source</a>").arg(f.message.toHtmlEscaped(), f.url.toHtmlEscaped()));
    if (m_report.unit.serving && m_report.unit.perMillionOutputTokens > 0)
        lines << tr("%1 per million output tokens, %2 per thousand requests.")
                     .arg(formatMoney(m_report.unit.perMillionOutputTokens, m_report, 2),
                          formatMoney(m_report.unit.perThousandRequests, m_report, 2));
    if (m_report.unit.perAudioHour > 0) // a transcription or speech training job
        lines << tr("%1 per hour of audio.").arg(formatMoney(m_report.unit.perAudioHour, m_report, -1));
    if (m_report.unit.perMillionInputTokens > 0) // an encoder's embedding or classification job
        lines << tr("%1 per million tokens read.")
                     .arg(formatMoney(m_report.unit.perMillionInputTokens, m_report, 4));
    if (!m_report.missing.isEmpty())
        lines << tr("Missing for a complete picture: %1")
                     .arg(m_report.missing.join(planner::clauseSeparator()));
    m_summary->setText(lines.join(QStringLiteral("<br>")));
}

void CostView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace gpuplanner::widgets
