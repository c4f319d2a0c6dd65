// Line and bar charts drawn with QPainter: axes with round ticks, one path per series, a legend, a
// marker line. Vector output in a PDF (no raster images).
#include "planner/report/chartpainter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpuplanner::report {

namespace {

// Round tick step for a span: 1, 2 or 5 × 10^k.
double niceStep(double span, int ticks)
{
    const double raw = span / std::max(1, ticks);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * mag)
            return m * mag;
    return 10 * mag;
}

QString tickText(double v)
{
    const double a = std::abs(v);
    if (a >= 1e6)
        return QLocale::c().toString(v / 1e6, 'g', 4) + QLatin1Char('M');
    if (a >= 1e4)
        return QLocale::c().toString(v / 1e3, 'g', 4) + QLatin1Char('k');
    return QLocale::c().toString(v, 'g', 4);
}

} // namespace

QColor chartColor(int index)
{
    static const QColor colors[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                                    QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9),
                                    QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x00, 0x00)};
    return colors[((index % 8) + 8) % 8];
}

void paintChart(QPainter &p, const QRectF &rect, const DocChart &chart, const QFont &base)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() > 0 ? base.pointSizeF() * 0.85 : 7.5);
    QFont titleFont = font;
    titleFont.setBold(true);
    titleFont.setPointSizeF(font.pointSizeF() * 1.15);
    const QFontMetricsF fm(font, p.device());
    const double line = fm.height();
    p.setFont(titleFont);
    p.setPen(Qt::black);
    p.drawText(QRectF(rect.left(), rect.top(), rect.width(), line * 1.3), Qt::AlignHCenter | Qt::AlignVCenter, chart.title);
    p.setFont(font);

    // Values and ranges.
    double xMin = 0, xMax = 1, yMax = 0;
    bool first = true;
    if (chart.kind == DocChart::Kind::Lines) {
        for (const ChartSeries &s : chart.series)
            for (size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
                xMin = first ? s.x[i] : std::min(xMin, s.x[i]);
                xMax = first ? s.x[i] : std::max(xMax, s.x[i]);
                yMax = std::max(yMax, s.y[i]);
                first = false;
            }
    } else {
        for (double v : chart.values)
            yMax = std::max(yMax, v);
        xMin = 0;
        xMax = double(chart.values.size());
    }
    if (xMax <= xMin)
        xMax = xMin + 1;
    if (yMax <= 0)
        yMax = 1;
    const double yStep = niceStep(yMax, 5);
    yMax = std::ceil(yMax / yStep) * yStep;

    // Legend height: series labels flow in rows under the plot.
    QStringList legend;
    for (const ChartSeries &s : chart.series)
        legend << s.label;
    double legendWidth = 0;
    int legendRows = legend.isEmpty() ? 0 : 1;
    for (const QString &l : legend) {
        const double w = line * 1.8 + fm.horizontalAdvance(l) + line;
        if (legendWidth + w > rect.width() * 0.9) {
            ++legendRows;
            legendWidth = 0;
        }
        legendWidth += w;
    }
    const double yLabelWidth = fm.horizontalAdvance(tickText(yMax)) + line * 0.6;
    const double categoryRows = chart.kind == DocChart::Kind::Bars ? 2.2 : 1.0;
    QRectF plot(rect.left() + yLabelWidth + line * 1.4, rect.top() + line * 1.6, 0, 0);
    plot.setRight(rect.right() - line * 0.8);
    plot.setBottom(rect.bottom() - line * (categoryRows + 1.4) - legendRows * line * 1.2);

    const auto px = [&](double x) { return plot.left() + (x - xMin) / (xMax - xMin) * plot.width(); };
    const auto py = [&](double y) { return plot.bottom() - y / yMax * plot.height(); };

    // Grid and axes.
    const QColor grid(0xd5, 0xda, 0xe1), axis(0x55, 0x5b, 0x66);
    const double hair = std::max(1.0, line / 14);
    for (double y = 0; y <= yMax + 1e-9; y += yStep) {
        p.setPen(QPen(grid, hair));
        p.drawLine(QPointF(plot.left(), py(y)), QPointF(plot.right(), py(y)));
        p.setPen(axis);
        p.drawText(QRectF(rect.left(), py(y) - line / 2, yLabelWidth + line * 1.1, line), Qt::AlignRight | Qt::AlignVCenter,
                   tickText(y));
    }
    p.setPen(QPen(axis, hair * 1.5));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    if (chart.kind == DocChart::Kind::Lines) {
        const double xStep = niceStep(xMax - xMin, 8);
        for (double x = std::ceil(xMin / xStep) * xStep; x <= xMax + 1e-9; x += xStep) {
            p.drawLine(QPointF(px(x), plot.bottom()), QPointF(px(x), plot.bottom() + line * 0.25));
            p.drawText(QRectF(px(x) - line * 2, plot.bottom() + line * 0.2, line * 4, line), Qt::AlignHCenter, tickText(x));
        }
        for (const ChartSeries &s : chart.series) {
            QPainterPath path;
            for (size_t i = 0; i < s.x.size() && i < s.y.size(); ++i) {
                const QPointF pt(px(s.x[i]), py(s.y[i]));
                if (i == 0) {
                    path.moveTo(pt);
                    continue;
                }
                if (s.steps)
                    path.lineTo(QPointF(path.currentPosition().x(), pt.y())); // a started term is paid up front
                path.lineTo(pt);
            }
            p.setPen(QPen(s.color.isValid() ? s.color : chartColor(s.colorIndex), hair * 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
            p.drawPath(path);
        }
    } else {
        const double slot = plot.width() / std::max<size_t>(1, chart.values.size());
        for (size_t i = 0; i < chart.values.size(); ++i) {
            const QRectF bar(plot.left() + slot * (double(i) + 0.2), py(chart.values[i]), slot * 0.6,
                             plot.bottom() - py(chart.values[i]));
            p.fillRect(bar, chartColor(i < chart.barColors.size() ? chart.barColors[i] : 0));
            p.setPen(axis);
            p.drawText(QRectF(plot.left() + slot * double(i), plot.bottom() + line * 0.2, slot, line * 2.2),
                       Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, chart.categories.value(qsizetype(i)));
            p.drawText(QRectF(bar.left() - slot * 0.2, bar.top() - line * 1.1, slot, line), Qt::AlignHCenter,
                       tickText(chart.values[i]));
        }
    }
    if (chart.markerX >= xMin && chart.markerX <= xMax) {
        p.setPen(QPen(QColor(0x80, 0x10, 0x10), hair * 1.5, Qt::DashLine));
        p.drawLine(QPointF(px(chart.markerX), plot.top()), QPointF(px(chart.markerX), plot.bottom()));
        p.setPen(QColor(0x80, 0x10, 0x10));
        const double w = fm.horizontalAdvance(chart.markerLabel) + line;
        const bool right = px(chart.markerX) + w < plot.right();
        p.drawText(QRectF(right ? px(chart.markerX) + line * 0.3 : px(chart.markerX) - w, plot.top(), w, line),
                   right ? Qt::AlignLeft : Qt::AlignRight, chart.markerLabel);
    }
    // Axis titles.
    p.setPen(axis);
    p.drawText(QRectF(plot.left(), plot.bottom() + line * categoryRows + line * 0.1, plot.width(), line), Qt::AlignHCenter,
               chart.xLabel);
    p.save();
    p.translate(rect.left() + line * 0.1, plot.center().y());
    p.rotate(-90);
    // A long (bilingual) axis title is set smaller until it fits the plot's height, then elided.
    QFont axisFont = font;
    const double textWidth = fm.horizontalAdvance(chart.yLabel);
    if (textWidth > plot.height())
        axisFont.setPointSizeF(font.pointSizeF() * std::max(0.65, plot.height() / textWidth));
    p.setFont(axisFont);
    const QFontMetricsF afm(axisFont, p.device());
    p.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line), Qt::AlignHCenter | Qt::AlignTop,
               afm.elidedText(chart.yLabel, Qt::ElideRight, plot.height()));
    p.restore();
    p.setFont(font);
    // Legend.
    double lx = plot.left(), ly = plot.bottom() + line * (categoryRows + 1.3);
    for (const ChartSeries &s : chart.series) {
        const double w = line * 1.8 + fm.horizontalAdvance(s.label) + line;
        if (lx + w > rect.left() + rect.width() * 0.95 && lx > plot.left()) {
            lx = plot.left();
            ly += line * 1.2;
        }
        p.setPen(QPen(s.color.isValid() ? s.color : chartColor(s.colorIndex), hair * 2.5));
        p.drawLine(QPointF(lx, ly + line / 2), QPointF(lx + line * 1.4, ly + line / 2));
        p.setPen(Qt::black);
        p.drawText(QRectF(lx + line * 1.8, ly, w, line), Qt::AlignLeft | Qt::AlignVCenter, s.label);
        lx += w;
    }
    p.restore();
}

} // namespace gpuplanner::report
