#include "widgets/items/sevenitemview.h"

#include "widgets/cost/costview.h"
#include "widgets/items/fivequestions.h"
#include "widgets/items/itemtexts.h"
#include "widgets/panels/dimensionpanel.h"
#include "widgets/wraplabel.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace gpuplanner::widgets {

namespace {
QLabel *textLabel(QWidget *parent)
{
    auto *label = new WrapLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

SevenItemView::SevenItemView(const catalog::Catalog &catalog, QWidget *parent)
    : DeferredView(parent), m_catalog(catalog), m_scenario(nullptr), m_gpuMetrics(nullptr), m_deployment(nullptr),
      m_cases(nullptr), m_levers(nullptr), m_questions(nullptr)
{
    setObjectName(QStringLiteral("sevenItemView"));
    setWidgetResizable(true);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    auto section = [&](QLayout *inner) {
        auto *box = new QGroupBox(content);
        box->setLayout(inner);
        layout->addWidget(box);
        m_sections << box;
        return box;
    };
    auto single = [&](QLabel *&label) {
        auto *inner = new QVBoxLayout;
        label = textLabel(content);
        inner->addWidget(label);
        section(inner);
    };
    single(m_scenario);
    {
        auto *inner = new QVBoxLayout;
        m_gpuMetrics = textLabel(content);
        inner->addWidget(m_gpuMetrics);
        auto *vram = new DimensionPanel(planner::DimensionId::Vram, catalog, content);
        inner->addWidget(vram);
        m_panels << vram;
        section(inner);
    }
    {
        auto *grid = new QGridLayout;
        int i = 0;
        for (planner::DimensionId id : {planner::DimensionId::Cpu, planner::DimensionId::Ram, planner::DimensionId::Storage,
                                        planner::DimensionId::Network}) {
            auto *panel = new DimensionPanel(id, catalog, content);
            grid->addWidget(panel, i / 2, i % 2, Qt::AlignTop);
            m_panels << panel;
            ++i;
        }
        section(grid);
    }
    single(m_deployment);
    single(m_cases);
    m_questions = new FiveQuestions(content);
    layout->addWidget(m_questions);
    connect(m_questions, &FiveQuestions::edited, this, &SevenItemView::edited);
    single(m_levers);
    layout->addStretch(1);
    for (DimensionPanel *panel : m_panels)
        connect(panel, &DimensionPanel::edited, this, &SevenItemView::edited);
    setWidget(content);
    retranslateUi();
}

void SevenItemView::showPlan(const planner::Evaluation &e, const planner::cost::CostReport &cost, const nlohmann::json &plan)
{
    m_evaluation = e;
    m_cost = cost;
    m_haveCost = true;
    m_plan = plan;
    deferUpdate(); // on a hidden tab: filled in when the tab is shown
}

void SevenItemView::apply()
{
    for (DimensionPanel *panel : m_panels)
        panel->showEvaluation(m_evaluation, m_plan);
    m_questions->showPlan(m_evaluation, m_plan);
    fillTexts();
}

void SevenItemView::fillTexts()
{
    const catalog::Accelerator *acc = m_catalog.accelerator(m_evaluation.sizing.acceleratorId);
    m_scenario->setText(scenarioText(m_evaluation));
    m_gpuMetrics->setText(acc ? gpuMetricsText(*acc, m_evaluation) : QString());
    m_deployment->setText(m_haveCost ? deploymentText(m_cost) : QString());
    m_cases->setText(m_haveCost ? scenariosText(m_cost) : QString());
    // Section 5 (the article's case studies) only where a case applies to the task.
    if (m_sections.size() > 4)
        m_sections[4]->setVisible(!m_haveCost || !m_cost.scenarios.empty());
    m_levers->setText(m_haveCost ? leversText(m_cost) : QString());
}

void SevenItemView::retranslateUi()
{
    const QStringList titles{tr("1. Scenario first, then the GPU model"),
                             tr("2. GPU metrics: memory, compute per precision, interconnect"),
                             tr("3. CPU, RAM, storage and network: often the real bottleneck"),
                             tr("4. Cloud or self-hosted: elasticity, delivery and total cost"),
                             tr("5. Case comparison: tiered resources; training and inference split"),
                             tr("7. Cost through utilization, not the unit price")};
    for (int i = 0; i < m_sections.size() && i < titles.size(); ++i)
        m_sections[i]->setTitle(titles[i]);
    fillTexts();
}

void SevenItemView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    DeferredView::changeEvent(event);
}

} // namespace gpuplanner::widgets
