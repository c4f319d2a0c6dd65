#include "widgets/charts/scenariochart.h"

#include "widgets/charts/chartstyle.h"

#include <algorithm>
#include <qcustomplot.h>

namespace gpuplanner::widgets {

using namespace planner::cost;

namespace {
QString shortTitle(const Scenario &s)
{
    if (s.id == QLatin1String("fixed_vs_tiered"))
        return ScenarioChart::tr("Case 1: fixed 8-GPU node\nvs development + bursts");
    if (s.id == QLatin1String("shared_vs_split"))
        return ScenarioChart::tr("Case 2: shared pool\nvs split pools + autoscaling");
    return s.title;
}
} // namespace

void ScenarioChart::draw()
{
    QCustomPlot *p = plot();
    const CostReport &r = report();
    m_shown.clear();
    m_before = m_after = nullptr; // went with clearPlottables()
    setTitle(tr("Scenario comparison: GPU cost a month"));
    setSubtitle(
        tr("For reference, a GPU cloud buying guide reports about 35% lower compute spend in case 1 and about 40% lower "
           "response time (not a cost figure) in case 2."));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QVector<double> keys, before, after;
    QStringList titles;
    double top = 0;
    for (size_t i = 0; i < r.scenarios.size(); ++i) {
        const Scenario &s = r.scenarios[i];
        if (!s.available)
            continue;
        m_shown.push_back(i);
        const double key = double(m_shown.size());
        keys << key;
        before << s.before.monthly;
        after << s.after.monthly;
        titles << shortTitle(s);
        top = std::max({top, s.before.monthly, s.after.monthly});
    }
    if (m_shown.empty()) { // no case has this plan's inputs: say why rather than draw empty axes
        QStringList why;
        for (const Scenario &s : r.scenarios)
            if (!s.unavailableReason.isEmpty())
                why << shortTitle(s).replace(QLatin1Char('\n'), QLatin1Char(' ')) + tr(": ") + s.unavailableReason;
        showMessage(r.modes.empty() ? noPriceMessage()
                    : why.isEmpty() ? tr("No case study applies to this plan.")
                                    : why.join(QLatin1Char('\n')));
        return;
    }
    // Case titles and the saving above each pair wrapped to the pair's slot, so that they never overlap.
    const int slot = slotWidth(int(titles.size()));
    for (qsizetype i = 0; i < titles.size(); ++i)
        ticker->addTick(keys[i], wrapped(titles[i], p->xAxis->tickLabelFont(), slot - 8));
    delete m_group; // its bars went with clearPlottables()
    m_group = new QCPBarsGroup(p);
    auto *group = m_group;
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(4);
    m_before = new QCPBars(p->xAxis, p->yAxis);
    m_after = new QCPBars(p->xAxis, p->yAxis);
    m_before->setName(tr("As is: fixed node / shared pool"));
    m_after->setName(tr("Alternative: tiered / split pools"));
    const QColor a = seriesColor(1, palette()), b = seriesColor(0, palette());
    m_before->setBrush(a);
    m_before->setPen(QPen(a.darker(130)));
    m_after->setBrush(b);
    m_after->setPen(QPen(b.darker(130)));
    for (QCPBars *bars : {m_before, m_after}) {
        bars->setWidth(0.3);
        bars->setBarsGroup(group);
    }
    m_before->setData(keys, before, true);
    m_after->setData(keys, after, true);
    p->xAxis->setTicker(ticker);
    p->xAxis->setSubTicks(false);
    p->xAxis->setTickLength(0, 4);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.4, std::max<size_t>(1, m_shown.size()) + 0.6);
    p->xAxis->setLabel(QString());
    p->yAxis->setLabel(tr("GPU cost a month (%1)").arg(currency()));
    p->yAxis->setRange(0, top > 0 ? top * 1.35 : 1);
    p->yAxis->setNumberFormat(QStringLiteral("f"));
    p->yAxis->setNumberPrecision(0);
    for (size_t i = 0; i < m_shown.size(); ++i) {
        const Scenario &s = r.scenarios[m_shown[i]];
        auto *label = new QCPItemText(p);
        label->setColor(palette().color(QPalette::Text));
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(double(i + 1), std::max(s.before.monthly, s.after.monthly));
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 6));
        label->setText(wrapped(
            s.savingPerMonth >= 0
                ? tr("saves %1 a month (%2%)")
                      .arg(money(s.savingPerMonth), locale().toString(s.savingFraction * 100, 'f', 0))
                : tr("costs %1 more a month (%2%)")
                      .arg(money(-s.savingPerMonth), locale().toString(-s.savingFraction * 100, 'f', 0)),
            label->font(), slot - 8));
    }
}

} // namespace gpuplanner::widgets
