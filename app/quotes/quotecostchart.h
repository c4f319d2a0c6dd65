#pragma once

#include "planner/quotes/comparison.h"

#include <QWidget>

class QCustomPlot;
class QCPBars;

namespace gpuplanner::app {

// The cost of this plan's workload on each quote over the horizon, one bar per quote in rank
// order; quotes below the minimum somewhere are drawn hatched, quotes without a usable price are
// left out and named under the chart. Redraws on palette and language changes.
class QuoteCostChart : public QWidget
{
    Q_OBJECT

public:
    explicit QuoteCostChart(QWidget *parent = nullptr);

    void setComparison(const quotes::Comparison &comparison);
    QCustomPlot *plot() const { return m_plot; }
    // Vendors with a bar, left to right.
    QStringList shownVendors() const { return m_shown; }

    QSize sizeHint() const override { return {520, 300}; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void draw();

    QCustomPlot *m_plot;
    quotes::Comparison m_comparison;
    QStringList m_shown;
};

} // namespace gpuplanner::app
