#pragma once

#include "planner/verify/monitorlog.h"

#include <QWidget>

class QCustomPlot;
class QLabel;

namespace gpuplanner::app {

// Utilization, memory, power and temperature over time, one line per GPU, from a monitoring log
// (the report's monitor.csv or the user's own logs). QCustomPlot in the project's chart style.
class MonitorCharts : public QWidget
{
    Q_OBJECT

public:
    enum Chart { Utilization, Memory, Power, Temperature, ChartCount };

    explicit MonitorCharts(QWidget *parent = nullptr);

    void setLog(const verify::MonitorLog &log);
    void clear();
    QCustomPlot *plot(Chart chart) const { return m_plots[chart]; }
    int gpuCount() const { return m_gpuCount; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void draw();

    QLabel *m_summary;
    QCustomPlot *m_plots[ChartCount];
    verify::MonitorLog m_log;
    int m_gpuCount = 0;
};

} // namespace gpuplanner::app
