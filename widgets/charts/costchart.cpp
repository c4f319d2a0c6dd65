#include "widgets/charts/costchart.h"

#include "widgets/charts/chartstyle.h"

#include <cmath>
#include <qcustomplot.h>
#include <QEvent>
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
    draw();
    styleAxes(m_plot, palette());
    m_plot->replot();
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
    m_title->setText(title);
}

QString CostChart::title() const
{
    return m_title->text();
}

QString CostChart::subtitle() const
{
    return m_subtitle->text();
}

void CostChart::setSubtitle(const QString &subtitle)
{
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
                           m_title->text());
}

} // namespace gpuplanner::widgets
