#pragma once

#include "widgets/charts/costchart.h"

#include <map>

class QCPGraph;
class QCPItemTracer;

namespace gpuplanner::widgets {

// Cumulative committed cost over the months of the horizon, one line per billing mode with a
// price (monthly and reserved as steps: a started term is owed), the break-even of buying marked.
class CumulativeCostChart : public CostChart
{
    Q_OBJECT

public:
    using CostChart::CostChart;

    QCPGraph *graphFor(planner::Billing mode) const;            // null when the mode has no price
    QCPItemTracer *breakEvenMarker() const { return m_marker; } // null when there is none in the horizon

protected:
    void draw() override;

private:
    void markBreakEven();

    std::map<planner::Billing, QCPGraph *> m_graphs;
    QCPItemTracer *m_marker = nullptr;
};

} // namespace gpuplanner::widgets
