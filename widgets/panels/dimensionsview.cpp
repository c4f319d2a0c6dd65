#include "widgets/panels/dimensionsview.h"

#include "widgets/editfields.h"
#include "widgets/panels/dimensionpanel.h"

#include <QAbstractSpinBox>
#include <QComboBox>
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
    // As on the workload page: long item texts ("Recommended by the planner", CPU names) and the widest
    // value of a spin box must not widen the two columns beyond the window (English at 1366 × 768 scrolled
    // sideways); both fit in 14 average characters.
    for (QComboBox *combo : content->findChildren<QComboBox *>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
    }
    for (QWidget *editor : content->findChildren<QWidget *>())
        if (qobject_cast<QComboBox *>(editor) || qobject_cast<QAbstractSpinBox *>(editor))
            editor->setMinimumWidth(fontMetrics().averageCharWidth() * 14);
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
