#include "widgets/panels/dimensionsview.h"

#include "widgets/editfields.h"
#include "widgets/panels/dimensionpanel.h"

#include <QGridLayout>

namespace gpuplanner::widgets {

DimensionsView::DimensionsView(const catalog::Catalog &catalog, QWidget *parent) : DeferredView(parent)
{
    setObjectName(QStringLiteral("dimensionsView"));
    setWidgetResizable(true);
    auto *content = new QWidget(this);
    auto *grid = new QGridLayout(content);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    for (int i = 0; i < planner::kDimensionCount; ++i) {
        auto *panel = new DimensionPanel(planner::DimensionId(i), catalog, content);
        connect(panel, &DimensionPanel::edited, this, &DimensionsView::edited);
        grid->addWidget(panel, i / 2, i % 2, Qt::AlignTop);
        m_panels[size_t(i)] = panel;
    }
    grid->setRowStretch(planner::kDimensionCount / 2, 1);
    setWidget(content);
    narrowEditors(content); // English at 1366 × 768 scrolled sideways before
}

void DimensionsView::showEvaluation(const planner::Evaluation &evaluation, const nlohmann::json &plan)
{
    m_evaluation = evaluation;
    m_plan = plan;
    deferUpdate();
}

void DimensionsView::apply()
{
    for (DimensionPanel *panel : m_panels)
        panel->showEvaluation(m_evaluation, m_plan);
}

bool DimensionsView::showInputError(const QString &path, const QString &text)
{
    bool found = false;
    for (DimensionPanel *panel : m_panels) {
        panel->setInputError(path, text);
        found = found || (!path.isEmpty() && panel->fields()->hasField(path));
    }
    return found;
}

void DimensionsView::reveal(const QString &dimensionKey)
{
    for (DimensionPanel *panel : m_panels) {
        if (planner::dimensionKey(panel->dimension()) != dimensionKey)
            continue;
        ensureWidgetVisible(panel);
        panel->setFocus(Qt::OtherFocusReason);
        panel->setWhyVisible(true);
    }
}

} // namespace gpuplanner::widgets
