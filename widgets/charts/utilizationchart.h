#pragma once

#include "widgets/charts/costchart.h"

#include <map>

class QCPGraph;
class QCPItemTracer;

namespace gpuplanner::widgets {

// Cost per useful GPU-hour against utilization (1–100%), one curve per billing mode with a price,
// the plan's own utilization and cost marked (article 001 §7: cost comes from utilization).
class UtilizationCostChart : public CostChart
{
    Q_OBJECT

public:
    using CostChart::CostChart;

    QCPGraph *graphFor(planner::Billing mode) const;
    QCPItemTracer *planMarker() const { return m_marker; }

protected:
    void draw() override;

private:
    std::map<planner::Billing, QCPGraph *> m_graphs;
    QCPItemTracer *m_marker = nullptr;
};

} // namespace gpuplanner::widgets
