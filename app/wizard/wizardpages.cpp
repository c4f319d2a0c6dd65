#include "app/wizard/wizardpages.h"

#include "app/wizard/planwizard.h"
#include "planner/workload/format.h"
#include "planner/workload/workloadjson.h"
#include "widgets/editfields.h"
#include "widgets/tasktext.h"

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

void TaskPage::selectTask(const QString &id)
{
    const QSignalBlocker block(m_list);
    m_list->setCurrentRow(int(planner::allTaskIds().indexOf(id)));
}

bool TaskPage::validatePage()
{
    return m_list->currentItem() != nullptr;
}

void TaskPage::retranslateUi()
{
    setTitle(tr("What will the GPUs do?"));
    setSubTitle(tr("Start from the scenario, not from the card name."));
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const planner::Task task = *planner::taskFromId(item->data(Qt::UserRole).toString());
        item->setText(widgets::taskTitle(task) + QStringLiteral("\n    ") + widgets::taskDescription(task));
    }
    m_list->setAccessibleName(tr("Task type"));
}

FormPage::FormPage(PlanWizard *wizard, WorkloadSection section)
    : QWizardPage(wizard), m_wizard(wizard), m_section(std::move(section)), m_fields(new widgets::EditFields(this)),
      m_pageError(new QLabel(this))
{
    setObjectName(QStringLiteral("page-") + m_section.id);
    m_section.build(m_fields);
    for (QWidget *w : m_fields->findChildren<QWidget *>())
        if (w->objectName().startsWith(QLatin1String("workload.")))
            m_paths << w->objectName();
    m_pageError->setObjectName(QStringLiteral("pageError"));
    m_pageError->setWordWrap(true);
    m_pageError->setStyleSheet(QStringLiteral("color: #c62828"));
    m_pageError->setVisible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_fields);
    layout->addStretch(1);
    layout->addWidget(m_pageError);
    connect(m_fields, &widgets::EditFields::edited, this,
            [this](const QString &path, const nlohmann::json &value) {
                const bool othersChanged = m_wizard->setValue(path, value);
                m_fields->setError(path, QString());
                // A preset changes which fields a model needs, atoms turn a simulator fleet into a
                // molecular-dynamics run: the editors show what the plan now holds (only then: a reload while
                // typing moves the cursor).
                if (othersChanged)
                    follow();
            });
}

void FormPage::follow()
{
    const planner::Task task = workloadTask(m_wizard->workload());
    for (const QString &path : m_paths)
        m_fields->setFieldVisible(path, m_section.visible(task, path));
    if (m_section.prepare)
        m_section.prepare(m_fields, m_wizard->workload());
    setTitle(m_section.title(task));
    setSubTitle(m_section.subtitle(task));
    m_fields->load(m_wizard->plan());
}

void FormPage::initializePage()
{
    follow();
    m_fields->clearErrors();
    m_pageError->setVisible(false);
}

bool FormPage::validatePage()
{
    // A name typed into a list that names none of its items is resolved first; the plan does not
    // hold it yet, so the engine's check below would pass over it.
    if (!resolveTypedNames(m_fields, m_wizard->catalog())) {
        m_pageError->setVisible(false);
        return false;
    }
    // Every problem of the page at once, each under its field.
    QStringList elsewhere;
    bool first = true;
    for (const auto &[path, text] : m_wizard->validationErrors()) {
        if (m_paths.contains(path)) {
            m_fields->setError(path, text, first);
            first = false;
        } else {
            elsewhere << (path.isEmpty() ? text : m_wizard->fieldName(path) + planner::nameColon() + text);
        }
    }
    if (!first) {
        m_pageError->setVisible(false);
        return false;
    }
    if (elsewhere.isEmpty() || m_wizard->nextId() != -1) {
        m_pageError->setVisible(false);
        return true; // a field of a later page; that page reports it
    }
    m_pageError->setText(elsewhere.join(QLatin1Char('\n')));
    m_pageError->setVisible(true);
    return false;
}

void FormPage::retranslateUi()
{
    // In the wizard an empty number is an input not given, not a recommendation to take.
    for (QAbstractSpinBox *spin : m_fields->findChildren<QAbstractSpinBox *>())
        spin->setSpecialValueText(tr("Not set"));
    m_section.label(m_fields);
    follow();
}

} // namespace gpuplanner::app
