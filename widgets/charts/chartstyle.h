#pragma once

#include "planner/cost/costreport.h"

#include <QColor>
#include <QPalette>

class QCustomPlot;

namespace gpuplanner::widgets {

// Colours and axis styling of the cost charts, taken from the widget's palette so that the charts
// read in light and dark themes. Series colours come from the Okabe–Ito colour-blind-safe set,
// lightened on dark backgrounds.
bool isDark(const QPalette &palette);
// `a` moved towards `b` by t (0: a, 1: b), channel by channel.
QColor mix(const QColor &a, const QColor &b, double t);
QColor billingColor(planner::Billing mode, const QPalette &palette);
QColor componentColor(planner::cost::Component component, const QPalette &palette);
QColor seriesColor(int index, const QPalette &palette);
// Text, grid and background of every axis rect, the legend and the plot's background.
void styleAxes(QCustomPlot *plot, const QPalette &palette);

} // namespace gpuplanner::widgets
