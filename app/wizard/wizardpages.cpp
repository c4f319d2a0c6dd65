#include "app/wizard/wizardpages.h"

#include "app/wizard/planwizard.h"
#include "widgets/tasktext.h"
#include "planner/workloadjson.h"
#include "widgets/editfields.h"

#include <QAbstractSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace gpuplanner::app {

TaskPage::TaskPage(PlanWizard *wizard) : QWizardPage(wizard), m_wizard(wizard), m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("taskPage"));
    m_list->setObjectName(QStringLiteral("taskList"));
    m_list->setWordWrap(true);
    m_list->setSpacing(2);
    for (const QString &id : planner::allTaskIds()) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, id);
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        if (QListWidgetItem *item = m_list->currentItem())
            m_wizard->setValue(QStringLiteral("workload.task"), item->data(Qt::UserRole).toString().toStdString());
    });
    m_list->setCurrentRow(int(planner::allTaskIds().indexOf(QStringLiteral("llm_inference"))));
    retranslateUi();
}

bool TaskPage::validatePage()
{
    return m_list->currentItem() != nullptr;
}

void TaskPage::retranslateUi()
{
    setTitle(tr("What will the GPUs do?"));
    setSubTitle(tr("Start from the scenario, not from the card name (article 001 §1)."));
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const planner::Task task = *planner::taskFromId(item->data(Qt::UserRole).toString());
        item->setText(widgets::taskTitle(task) + QStringLiteral("\n    ") + widgets::taskDescription(task));
    }
    m_list->setAccessibleName(tr("Task type"));
}

FormPage::FormPage(PlanWizard *wizard, Builder build, Labeler label, Visible visible)
    : QWizardPage(wizard), m_wizard(wizard), m_fields(new widgets::EditFields(this)), m_pageError(new QLabel(this)),
      m_label(std::move(label)), m_visible(std::move(visible))
{
    build(m_fields);
    for (QWidget *w : m_fields->findChildren<QWidget *>())
        if (w->objectName().startsWith(QLatin1String("workload.")))
            m_paths << w->objectName();
    m_pageError->setWordWrap(true);
    m_pageError->setStyleSheet(QStringLiteral("color: #c62828"));
    m_pageError->setVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_fields);
    layout->addStretch(1);
    layout->addWidget(m_pageError);
    connect(m_fields, &widgets::EditFields::edited, this, [this](const QString &path, const nlohmann::json &value) {
        m_wizard->setValue(path, value);
        m_fields->setError(path, QString());
        if (onInitialize && path.endsWith(QLatin1String(".preset")))
            onInitialize();
    });
}

void FormPage::initializePage()
{
    const std::optional<planner::Task> task =
        planner::taskFromId(QString::fromStdString(m_wizard->workload().value("task", std::string("llm_inference"))));
    for (const QString &path : m_paths)
        m_fields->setFieldVisible(path, m_visible(task.value_or(planner::Task::LlmInference), path));
    if (onInitialize)
        onInitialize();
    m_fields->load(m_wizard->plan());
    m_fields->clearErrors();
    m_pageError->setVisible(false);
}

bool FormPage::validatePage()
{
    const QString error = m_wizard->validationError();
    if (error.isEmpty()) {
        m_pageError->setVisible(false);
        return true;
    }
    // "model.heads: must divide hidden (4096), found 30" → the field workload.model.heads.
    const QString path = QStringLiteral("workload.") + error.section(QLatin1Char(':'), 0, 0);
    if (m_paths.contains(path)) {
        m_fields->setError(path, error.section(QLatin1Char(':'), 1).trimmed());
        return false;
    }
    const bool later = m_wizard->nextId() != -1;
    if (later)
        return true; // a field of a later page; that page reports it
    m_pageError->setText(error);
    m_pageError->setVisible(true);
    return false;
}

void FormPage::retranslateUi()
{
    // In the wizard an empty number is an input not given, not a recommendation to take.
    for (QAbstractSpinBox *spin : m_fields->findChildren<QAbstractSpinBox *>())
        spin->setSpecialValueText(tr("Not set"));
    m_label(m_fields);
    if (onRetranslate)
        onRetranslate();
}

} // namespace gpuplanner::app
