#pragma once

#include "widgets/charts/costchart.h"

#include <vector>

class QCPBars;
class QCPBarsGroup;

namespace gpuplanner::widgets {

// The scenario templates side by side: for each, the monthly cost as is (fixed node / shared
// pool) and of the alternative (tiered / split pools), with the saving.
class ScenarioChart : public CostChart
{
    Q_OBJECT

public:
    using CostChart::CostChart;

    QCPBars *beforeBars() const { return m_before; }
    QCPBars *afterBars() const { return m_after; }
    // Indexes into report().scenarios of the bars: scenario shown at key i + 1.
    const std::vector<size_t> &shown() const { return m_shown; }

protected:
    void draw() override;

private:
    QCPBars *m_before = nullptr;
    QCPBars *m_after = nullptr;
    QCPBarsGroup *m_group = nullptr;
    std::vector<size_t> m_shown;
};

} // namespace gpuplanner::widgets
