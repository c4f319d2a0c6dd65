#pragma once

#include "planner/cost/costreport.h"

#include <nlohmann/json.hpp>

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTabWidget;

namespace gpuplanner::widgets {

class CostChart;

// The cost dock: a summary (cheapest billing, break-even, cost per useful GPU-hour, unit costs)
// over the cost charts (over time, utilization, breakdown, scenarios, buy or rent), all redrawn from the document's cost report after every edit.
class CostView : public QWidget
{
    Q_OBJECT

public:
    explicit CostView(QWidget *parent = nullptr);

    void setReport(const planner::cost::CostReport &report);
    // The chart at a tab; it holds the current report once its tab has been shown.
    CostChart *chart(int index) const;
    void showChart(int index);
    int chartCount() const { return int(m_charts.size()); }
    // The exchange-rate editor (CNY per USD) under the summary.
    QDoubleSpinBox *rateEditor() const { return m_rate; }
    // "Enter the purchase price…": shown while the plan has no server price to buy with.
    QPushButton *enterPriceButton() const { return m_enterPrice; }

signals:
    // The user changed a value of the plan's cost section ("cost.cny_per_usd").
    void edited(const QString &path, const nlohmann::json &value);
    // The user asked to enter a missing price (the window opens the Prices and costs editor).
    void pricesRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateSummary();
    void showCurrentChart();

    QLabel *m_summary;
    QLabel *m_rateLabel;
    QDoubleSpinBox *m_rate;
    QLabel *m_rateDate;
    QPushButton *m_enterPrice;
    QTabWidget *m_tabs;
    QList<CostChart *> m_charts;
    QList<bool> m_stale;
    planner::cost::CostReport m_report;
    bool m_haveReport = false;
};

// A money amount in the locale with the report's currency ("12,345 USD"); a unit cost with its
// cents ("0.86 USD" per useful GPU-hour) where `decimals` says so.
// Decimals: as given, else by the amount's size (planner::cost::moneyDecimals: a 0.12 USD job is not "0
// USD").
QString formatMoney(double amount, const planner::cost::CostReport &report, int decimals = -1);
// A horizon as people say it: "36 months", under a month "12 days", under a day "38 hours".
QString durationText(double months);

} // namespace gpuplanner::widgets
