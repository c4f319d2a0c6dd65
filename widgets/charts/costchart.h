#pragma once

#include "planner/cost/costreport.h"

#include <QWidget>

class QCustomPlot;
class QCPTextElement;
class QCPItemTracer;

namespace gpuplanner::widgets {

// Base of the cost charts: a QCustomPlot that redraws itself from a cost report whenever the
// report, the palette (light / dark), the language or the locale change, and exports to PNG and
// to vector PDF. The charts draw the report's numbers; they compute nothing themselves.
class CostChart : public QWidget
{
    Q_OBJECT

public:
    explicit CostChart(QWidget *parent = nullptr);

    void setReport(const planner::cost::CostReport &report);
    const planner::cost::CostReport &report() const { return m_report; }
    bool hasReport() const { return m_haveReport; }
    QCustomPlot *plot() const { return m_plot; }
    QString title() const;
    QString subtitle() const;
    QString message() const { return m_message; } // empty while the chart draws data

    // Width and height 0: the widget's size. PNG `scale` renders at a higher resolution.
    bool exportPng(const QString &path, int width = 0, int height = 0, double scale = 1.0);
    bool exportPdf(const QString &path, int width = 0, int height = 0);

    QSize sizeHint() const override { return {640, 400}; }

    // `text` broken into lines no wider than `width` pixels in `font` (words, or CJK characters).
    static QString wrapped(const QString &text, const QFont &font, int width);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // Clears the plot and draws the report (only called with a report).
    virtual void draw() = 0;
    void setTitle(const QString &title);
    void setSubtitle(const QString &subtitle); // the chart's key statement, under the title
    // What is missing, centred where the plot would be, instead of axes that mean nothing ("Buy or
    // rent" without a purchase price). The next draw starts with the axes back.
    // Call it before adding anything to the plot, and return.
    void showMessage(const QString &message);
    // Why a chart of prices has nothing to draw: the plan was not evaluated, or nothing is priced.
    QString noPriceMessage() const;
    // A short label beside a marker (no box, so that it hides no line).
    void labelMarker(QCPItemTracer *marker, const QString &text, bool left);
    // A money amount in the widget's locale with the report's currency ("12,345 USD").
    QString money(double amount) const;
    QString currency() const;

    // Width of one category of a bar chart with `count` categories, in pixels.
    int slotWidth(int count) const;

private:
    void redraw();
    // Title and subtitle wrapped to the width, legend columns that fit it.
    void fitToWidth();

    QCustomPlot *m_plot = nullptr;
    QCPTextElement *m_title = nullptr;
    QCPTextElement *m_subtitle = nullptr;
    QString m_titleText;
    QString m_subtitleText;
    QString m_message; // showMessage()'s text while the chart has nothing to draw
    planner::cost::CostReport m_report;
    bool m_haveReport = false;
};

} // namespace gpuplanner::widgets
