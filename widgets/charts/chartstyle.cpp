#include "widgets/charts/chartstyle.h"

#include "planner/cost/chartcolors.h"

#include <array>
#include <qcustomplot.h>

namespace gpuplanner::widgets {

namespace {

// Okabe & Ito (2008), "Color Universal Design": distinguishable with every common colour-vision deficiency.
constexpr std::array<QRgb, 8> kOkabeIto{0xff0072b2, 0xffd55e00, 0xff009e73, 0xffcc79a7,
                                        0xffe69f00, 0xff56b4e9, 0xfff0e442, 0xff999999};

QColor adapt(QRgb rgb, const QPalette &palette)
{
    QColor c = QColor::fromRgb(rgb);
    return isDark(palette) ? c.lighter(135) : c;
}

} // namespace

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

QColor seriesColor(int index, const QPalette &palette)
{
    return adapt(kOkabeIto[size_t(index) % kOkabeIto.size()], palette);
}

QColor billingColor(planner::Billing mode, const QPalette &palette)
{
    // The table the PDF's charts use too (planner/cost/chartcolors.h).
    return adapt(QRgb(planner::cost::billingRgb(mode)), palette);
}

QColor componentColor(planner::cost::Component component, const QPalette &palette)
{
    using planner::cost::Component;
    static const std::array<QRgb, planner::cost::kComponentCount> colours{
        0xff0072b2, // compute
        0xff56b4e9, // spot rework
        0xffd55e00, // depreciation
        0xffe69f00, // power
        0xffcc79a7, // hosting
        0xff8c564b, // maintenance
        0xff009e73, // staff
        0xfff0e442, // downtime
        0xff7f7f7f, // storage
        0xff17becf, // network
        0xffbcbd22, // public IPs
    };
    return adapt(colours[size_t(component)], palette);
}

void styleAxes(QCustomPlot *plot, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    plot->setBackground(base);
    const QColor grid = mix(base, text, 0.18);
    const QColor subGrid = mix(base, text, 0.08);
    for (QCPAxisRect *rect : plot->axisRects()) {
        rect->setBackground(base);
        for (QCPAxis *axis : rect->axes()) {
            axis->setBasePen(QPen(text, 1));
            axis->setTickPen(QPen(text, 1));
            axis->setSubTickPen(QPen(text, 1));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
            axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
            axis->grid()->setSubGridPen(QPen(subGrid, 1, Qt::DotLine));
            axis->grid()->setZeroLinePen(QPen(grid, 1));
        }
    }
    plot->legend->setBrush(QBrush(base));
    plot->legend->setBorderPen(QPen(grid));
    plot->legend->setTextColor(text);
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            title->setTextColor(text);
}

} // namespace gpuplanner::widgets
