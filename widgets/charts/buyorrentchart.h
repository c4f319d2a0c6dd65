#pragma once

#include "widgets/charts/costchart.h"

class QCPGraph;
class QCPItemStraightLine;

namespace gpuplanner::widgets {

// Buy or rent by utilization (issue 17): net cost over the horizon of buying and of the cheapest
// rent mode at each utilization, the utilization above which buying wins marked, and the plan's own.
class BuyOrRentChart : public CostChart
{
    Q_OBJECT

public:
    using CostChart::CostChart;

    QCPGraph *buyGraph() const { return m_buy; }
    QCPGraph *rentGraph() const { return m_rent; }

protected:
    void draw() override;

private:
    QCPGraph *m_buy = nullptr;
    QCPGraph *m_rent = nullptr;
};

} // namespace gpuplanner::widgets
