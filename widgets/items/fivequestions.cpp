#include "widgets/items/fivequestions.h"

#include <QCheckBox>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace gpuplanner::widgets {

FiveQuestions::FiveQuestions(QWidget *parent) : QGroupBox(parent)
{
    setObjectName(QStringLiteral("fiveQuestions"));
    auto *layout = new QVBoxLayout(this);
    for (size_t i = 0; i < m_boxes.size(); ++i) {
        m_boxes[i] = new QCheckBox(this);
        m_boxes[i]->setObjectName(QStringLiteral("question%1").arg(i + 1));
        m_hints[i] = new QLabel(this);
        m_hints[i]->setWordWrap(true);
        m_hints[i]->setIndent(24);
        layout->addWidget(m_boxes[i]);
        layout->addWidget(m_hints[i]);
        connect(m_boxes[i], &QCheckBox::toggled, this, [this, i](bool on) {
            if (!m_loading)
                emit edited(QStringLiteral("checklist.q%1").arg(i + 1), on);
        });
    }
    retranslateUi();
}

void FiveQuestions::showPlan(const planner::Evaluation &e, const nlohmann::json &plan)
{
    m_evaluation = e;
    m_loading = true;
    const nlohmann::json checklist = plan.value("checklist", nlohmann::json::object());
    for (size_t i = 0; i < m_boxes.size(); ++i)
        m_boxes[i]->setChecked(checklist.value("q" + std::to_string(i + 1), false));
    m_loading = false;
    retranslateUi();
}

void FiveQuestions::retranslateUi()
{
    setTitle(tr("6. The five questions before buying or renting"));
    m_boxes[0]->setText(tr("Are training, testing and inference sized separately?"));
    m_boxes[1]->setText(tr("Do GPU, CPU, RAM and storage match?"));
    m_boxes[2]->setText(tr("Are images, containers and automated scheduling supported?"));
    m_boxes[3]->setText(tr("Do data security, access control and audit logs meet the requirements?"));
    m_boxes[4]->setText(tr("Can the vendor's service keep up (supply, support, failure response)?"));
    const planner::Evaluation &e = m_evaluation;
    const planner::Workload &w = e.workload;
    int balance = 0;
    for (const planner::Finding &f : e.findings)
        for (const char *d : {"gpu", "vram", "cpu", "ram", "storage"})
            balance += f.severity != QLatin1String("info") && f.dimensions.contains(QLatin1String(d));
    m_hints[0]->setText(w.run.sharedWithOtherWork
                            ? tr("This plan shares its GPUs between training and serving: size them separately (case 2).")
                            : tr("This plan sizes one task; mixing the three in one request inflates the specification."));
    m_hints[1]->setText(balance > 0 ? tr("%n open finding(s) on GPU, VRAM, CPU, RAM or storage: see the findings.", nullptr, balance)
                                    : tr("No imbalance found between GPU, CPU, RAM and storage."));
    m_hints[2]->setText(e.chosen.containerImage
                            ? (e.chosen.scheduler ? tr("Planned: a shared container image and a scheduler with quotas.")
                                                  : tr("Planned: a shared container image. A scheduler helps once several people share GPUs."))
                            : tr("No shared image is planned: the same model may not reproduce across people."));
    m_hints[3]->setText(w.data.sensitive ? (e.chosen.accessControl && e.chosen.auditLog
                                                ? tr("Sensitive data: access control and audit logs are planned.")
                                                : tr("Sensitive data without full access control and audit: plan them now."))
                                         : tr("The data is not marked sensitive; confirm that with its owners."));
    m_hints[4]->setText(tr("Ask for the SLA, the response time to failures and the replacement time; the quote sheet has "
                           "columns for them."));
}

void FiveQuestions::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

} // namespace gpuplanner::widgets
