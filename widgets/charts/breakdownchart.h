#pragma once

#include "widgets/charts/costchart.h"

#include <map>
#include <vector>

class QCPBars;

namespace gpuplanner::widgets {

// A month of the plan by component, stacked, one bar per billing mode with a price (purchase:
// depreciation plus running costs).
class CostBreakdownChart : public CostChart
{
    Q_OBJECT

public:
    using CostChart::CostChart;

    QCPBars *barsFor(planner::cost::Component component) const; // null when no mode has it
    // The modes in bar order: bar i stands at key i + 1.
    const std::vector<planner::Billing> &modes() const { return m_modes; }

protected:
    void draw() override;

private:
    QString shortAmount(double amount) const; // "15.1k", "2.3M": a total that fits its bar
    std::map<planner::cost::Component, QCPBars *> m_bars;
    std::vector<planner::Billing> m_modes;
};

} // namespace gpuplanner::widgets
