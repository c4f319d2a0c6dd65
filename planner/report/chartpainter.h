#pragma once

#include "planner/report/document.h"

#include <QColor>
#include <QFont>
#include <QRectF>

class QPainter;

namespace gpuplanner::report {

// Okabe–Ito colour-blind-safe colours, the same set as the GUI charts.
QColor chartColor(int index);

// Draws `chart` into `rect` with vector operations only (lines, paths, text), so that in a PDF the
// chart stays sharp at any zoom. `font` is the body font; sizes scale with the rect.
void paintChart(QPainter &painter, const QRectF &rect, const DocChart &chart, const QFont &font);

} // namespace gpuplanner::report
