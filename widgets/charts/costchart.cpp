#include "widgets/charts/costchart.h"

#include "widgets/charts/chartstyle.h"

#include <algorithm>
#include <cmath>
#include <vector>
#include <qcustomplot.h>
#include <QEvent>
#include <QTextLayout>
#include <QVBoxLayout>

namespace gpuplanner::widgets {

CostChart::CostChart(QWidget *parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->plotLayout()->insertRow(0);
    m_title =
        new QCPTextElement(m_plot, QString(), QFont(font().family(), font().pointSize() + 1, QFont::Bold));
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->plotLayout()->insertRow(1);
    m_subtitle = new QCPTextElement(m_plot, QString(), font());
    m_plot->plotLayout()->addElement(1, 0, m_subtitle);
    // The legend below the plot, in its own row of the layout, so that it never covers data;
    // its items flow in as many columns as the width allows (fitToWidth()).
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    auto *legendRow = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(3, 0, legendRow);
    m_plot->plotLayout()->setRowStretchFactor(3, 0.001);
    legendRow->setMargins(QMargins(4, 0, 4, 4));
    legendRow->addElement(0, 0, m_plot->legend);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setRowSpacing(0);
    m_plot->legend->setColumnSpacing(6);
    m_plot->legend->setVisible(true);
    m_plot->setLocale(locale());
    // replot() redraws the layers into the plot's buffers at once and asks for a repaint with the
    // window's next paint (update(), not repaint()): a synchronous repaint would paint every dirty
    // part of the window before its layouts have settled, and then again after them.
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    m_plot->setPlottingHint(QCP::phCacheLabels, true);
}

void CostChart::setReport(const planner::cost::CostReport &report)
{
    // An edit that leaves the cost as it was (most edits of RAM, disks, software…) leaves the
    // chart as it is. Palette, language, locale and font changes redraw through changeEvent().
    if (m_haveReport && report == m_report)
        return;
    m_report = report;
    m_haveReport = true;
    redraw();
}

void CostChart::redraw()
{
    if (!m_haveReport)
        return;
    m_plot->setLocale(locale());
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_message.clear();
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) { // a chart's draw() hides what it does not need
        axis->setVisible(true);
        axis->grid()->setVisible(true);
    }
    draw();
    styleAxes(m_plot, palette());
    if (!m_message.isEmpty()) {
        for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis}) {
            axis->setVisible(false);
            axis->grid()->setVisible(false);
        }
        auto *text = new QCPItemText(m_plot);
        text->setObjectName(QStringLiteral("chartMessage"));
        text->position->setType(QCPItemPosition::ptViewportRatio); // the widget's middle, whatever the axes
        text->position->setCoords(0.5, 0.5);
        text->setPositionAlignment(Qt::AlignCenter);
        text->setTextAlignment(Qt::AlignCenter);
        text->setColor(palette().color(QPalette::PlaceholderText));
        text->setText(wrapped(m_message, text->font(), std::max(120, width() - 60)));
        text->setClipToAxisRect(false);
    }
    fitToWidth();
    m_plot->replot();
}

void CostChart::showMessage(const QString &message)
{
    m_message = message;
    setSubtitle(QString());
}

QString CostChart::noPriceMessage() const
{
    if (m_report.modes.empty()) // nothing was costed: the plan's inputs could not be evaluated
        return tr("No cost to show until the plan's input problem is fixed.");
    return tr("No billing mode has a price: enter one under Workload > Prices and costs, or import a price "
              "list (File > Import price list…).");
}

QString CostChart::wrapped(const QString &text, const QFont &font, int width)
{
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(1, width));
            lines << paragraph.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
        if (paragraph.isEmpty())
            lines << QString();
    }
    return lines.join(QLatin1Char('\n'));
}

int CostChart::slotWidth(int count) const
{
    const QRect rect = m_plot->axisRect()->rect();
    const int plotWidth = rect.width() > 50 ? rect.width() : width() - 80;
    return std::max(40, plotWidth / std::max(1, count));
}

void CostChart::fitToWidth()
{
    const int available = std::max(120, width() - 16);
    m_title->setText(wrapped(m_titleText, m_title->font(), available));
    m_subtitle->setText(wrapped(m_subtitleText, m_subtitle->font(), available));
    // As many legend columns as fit the width (each column as wide as its widest item).
    QCPLegend *legend = m_plot->legend;
    legend->setVisible(legend->itemCount() > 0); // no empty box where nothing is priced
    std::vector<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem *item = legend->item(i))
            widths.push_back(item->minimumOuterSizeHint().width());
    int columns = 1;
    for (int n = int(widths.size()); n > 1; --n) {
        std::vector<int> column(size_t(n), 0);
        for (size_t i = 0; i < widths.size(); ++i)
            column[i % size_t(n)] = std::max(column[i % size_t(n)], widths[i]);
        int total = legend->columnSpacing() * (n - 1) + 12;
        for (int w : column)
            total += w;
        if (total <= available) {
            columns = n;
            break;
        }
    }
    // Fewer value ticks on a short plot, so that their labels never touch.
    m_plot->yAxis->ticker()->setTickCount(std::clamp(height() / 90, 3, 5));
    if (legend->wrap() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
}

void CostChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (!m_haveReport)
        return;
    // Tick and item labels that depend on the width are drawn again; the rest only re-wrapped.
    redraw();
}

void CostChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::LanguageChange:
    case QEvent::LocaleChange:
    case QEvent::FontChange:
        redraw();
        break;
    default:
        break;
    }
}

void CostChart::setTitle(const QString &title)
{
    m_titleText = title;
    m_title->setText(title);
}

QString CostChart::title() const
{
    return m_titleText;
}

QString CostChart::subtitle() const
{
    return m_subtitleText;
}

void CostChart::setSubtitle(const QString &subtitle)
{
    m_subtitleText = subtitle;
    m_subtitle->setText(subtitle);
}

void CostChart::labelMarker(QCPItemTracer *marker, const QString &text, bool left)
{
    auto *label = new QCPItemText(m_plot);
    label->setColor(palette().color(QPalette::Text));
    label->position->setType(QCPItemPosition::ptAbsolute);
    label->position->setParentAnchor(marker->position);
    label->position->setCoords(left ? -10 : 10, -8);
    label->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom);
    QFont bold = font();
    bold.setBold(true);
    label->setFont(bold);
    label->setText(text);
}

QString CostChart::currency() const
{
    return planner::cost::currencyId(m_report.currency);
}

QString CostChart::money(double amount) const
{
    const double magnitude = std::abs(amount);
    const int decimals = magnitude >= 100 || magnitude == 0 ? 0 : 2;
    return locale().toString(amount, 'f', decimals) + QLatin1Char(' ') + currency();
}

bool CostChart::exportPng(const QString &path, int width, int height, double scale)
{
    return m_plot->savePng(path, width, height, scale);
}

bool CostChart::exportPdf(const QString &path, int width, int height)
{
    return m_plot->savePdf(path, width, height, QCP::epNoCosmetic, QStringLiteral("GPU Server Planner"),
                           m_titleText);
}

} // namespace gpuplanner::widgets
