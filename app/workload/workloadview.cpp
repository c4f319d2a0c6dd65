#include "app/workload/workloadview.h"

#include "app/workload/costfields.h"
#include "widgets/editfields.h"
#include "widgets/tasktext.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplanner::app {

WorkloadView::WorkloadView(const catalog::Catalog &catalog, QWidget *parent)
    : QScrollArea(parent), m_catalog(catalog), m_sections(workloadSections(catalog)), m_grid(new QGridLayout),
      m_pricesBox(new QGroupBox),
      m_prices(new widgets::EditFields), m_task(new QLabel), m_wizardButton(new QPushButton)
{
    setObjectName(QStringLiteral("workloadView"));
    setWidgetResizable(true);
    // The groups follow the window's width, in two columns or one; below the width of one, the page
    // scrolls sideways rather than squeeze or hide editors (issue 26, item 2).
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    auto *header = new QHBoxLayout;
    m_task->setObjectName(QStringLiteral("workloadTask"));
    m_task->setWordWrap(true);
    m_task->setTextFormat(Qt::RichText);
    m_wizardButton->setObjectName(QStringLiteral("workloadWizardButton"));
    connect(m_wizardButton, &QPushButton::clicked, this, &WorkloadView::wizardRequested);
    header->addWidget(m_task, 1);
    header->addWidget(m_wizardButton, 0, Qt::AlignTop);
    layout->addLayout(header);

    for (int i = 0; i < m_sections.size(); ++i) {
        auto *box = new QGroupBox(content);
        box->setObjectName(QStringLiteral("workload-") + m_sections[i].id);
        auto *fields = new widgets::EditFields(box);
        m_sections[i].build(fields);
        auto *boxLayout = new QVBoxLayout(box);
        boxLayout->addWidget(fields);
        boxLayout->addStretch(1);
        connect(fields, &widgets::EditFields::edited, this, &WorkloadView::edited);
        // A name typed into a searchable list (the model, the GPU) is taken when the catalog knows
        // it, and answered under the field when it does not: never dropped without a word.
        for (QComboBox *combo : fields->findChildren<QComboBox *>())
            if (combo->isEditable())
                connect(combo->lineEdit(), &QLineEdit::editingFinished, this,
                        [this, fields] { resolveTypedNames(fields, m_catalog, false); });
        m_boxes << box;
        m_fields << fields;
    }
    m_pricesBox->setParent(content);
    m_pricesBox->setObjectName(QStringLiteral("workload-prices"));
    m_prices->setParent(m_pricesBox);
    costfields::build(m_prices);
    (new QVBoxLayout(m_pricesBox))->addWidget(m_prices);
    connect(m_prices, &widgets::EditFields::edited, this, &WorkloadView::edited);
    layout->addLayout(m_grid);
    layout->addStretch(1);
    setWidget(content);
    // Long item texts (GPU and model names) and spin boxes' widest values (10¹³ requests) must not
    // widen the page beyond the window.
    widgets::narrowEditors(content);
    retranslateUi();
    arrange(true);
}

int WorkloadView::twoColumnWidth() const
{
    // Each column as wide as its widest group at its minimum, with room for item texts such as
    // "Light (tokenization only)" beyond the editors' minimum of 14 characters.
    int column = 0;
    for (QGroupBox *box : m_boxes)
        if (!box->isHidden())
            column = std::max(column, box->minimumSizeHint().width());
    // (Digits, not the average character: a CJK font's average is a full-width character.)
    column += fontMetrics().horizontalAdvance(QStringLiteral("0000000000"));
    const QMargins margins = widget()->layout()->contentsMargins();
    return 2 * column + m_grid->horizontalSpacing() + margins.left() + margins.right();
}

void WorkloadView::arrange(bool force)
{
    // A vertical scroll bar that comes or goes must not switch the columns back and forth.
    const int slack = m_twoColumns ? 0 : verticalScrollBar()->sizeHint().width();
    const bool two = viewport()->width() >= twoColumnWidth() + slack;
    QList<QGroupBox *> shown;
    for (QGroupBox *box : m_boxes)
        if (!box->isHidden())
            shown << box;
    if (two == m_twoColumns && shown == m_shown && !force)
        return;
    m_twoColumns = two;
    m_shown = shown;
    for (QGroupBox *box : m_boxes)
        m_grid->removeWidget(box);
    m_grid->removeWidget(m_pricesBox);
    const int columns = two ? 2 : 1;
    for (int i = 0; i < shown.size(); ++i)
        m_grid->addWidget(shown[i], i / columns, i % columns);
    m_grid->addWidget(m_pricesBox, int(shown.size() + columns - 1) / columns, 0, 1, columns);
    m_grid->setColumnStretch(0, 1);
    m_grid->setColumnStretch(1, two ? 1 : 0);
}

void WorkloadView::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    arrange();
}

QList<widgets::EditFields *> WorkloadView::allFields() const
{
    return m_fields + QList<widgets::EditFields *>{m_prices};
}

void WorkloadView::showPlan(const nlohmann::json &plan, const planner::cost::CostReport &cost)
{
    m_plan = plan;
    m_cost = cost;
    follow();
}

void WorkloadView::follow()
{
    const nlohmann::json &workload =
        m_plan.contains("workload") ? m_plan["workload"] : nlohmann::json::object();
    const planner::Task task = workloadTask(workload);
    for (int i = 0; i < m_sections.size(); ++i) {
        const WorkloadSection &section = m_sections[i];
        widgets::EditFields *fields = m_fields[i];
        bool any = false;
        for (QWidget *w : fields->findChildren<QWidget *>()) {
            const QString path = w->objectName();
            if (!path.startsWith(QLatin1String("workload.")) || !fields->hasField(path))
                continue;
            // Billing is asked with the prices.
            const bool visible = section.visible(task, path) && path != QLatin1String("workload.run.billing");
            fields->setFieldVisible(path, visible);
            any = any || visible;
        }
        if (section.prepare)
            section.prepare(fields, workload);
        m_boxes[i]->setTitle(section.title(task));
        m_boxes[i]->setToolTip(section.subtitle(task));
        m_boxes[i]->setVisible(any);
        fields->load(m_plan);
    }
    arrange(); // a task shows other groups
    costfields::label(m_prices, m_plan, m_cost);
    m_prices->load(m_plan);
    // All sections share one page here: their wizard mnemonics would clash with each other and
    // with the menus (&Parameters, &Prompt tokens, &Electricity …).
    for (QLabel *label : widget()->findChildren<QLabel *>())
        if (label->buddy() && label->text().contains(QLatin1Char('&')))
            label->setText(widgets::EditFields::withoutMnemonic(label->text()));
    m_task->setText(
        tr("<b>%1</b><br>%2")
            .arg(widgets::taskTitle(task).toHtmlEscaped(), widgets::taskDescription(task).toHtmlEscaped()));
}

bool WorkloadView::showInputError(const QString &path, const QString &text)
{
    bool found = false;
    for (widgets::EditFields *fields : allFields()) {
        fields->clearErrors();
        if (!path.isEmpty() && fields->hasField(path)) {
            fields->setError(path, text, false);
            found = true;
        }
    }
    return found;
}

bool WorkloadView::reveal(const QString &path)
{
    for (widgets::EditFields *fields : allFields()) {
        QWidget *w = fields->field(path);
        if (!w || !w->isVisibleTo(this))
            continue;
        ensureWidgetVisible(w);
        w->setFocus(Qt::OtherFocusReason);
        return true;
    }
    return false;
}

void WorkloadView::retranslateUi()
{
    for (int i = 0; i < m_sections.size(); ++i) {
        // Here, as in the wizard, an empty number is an input not given.
        for (QAbstractSpinBox *spin : m_fields[i]->findChildren<QAbstractSpinBox *>())
            spin->setSpecialValueText(tr("Not set"));
        m_sections[i].label(m_fields[i]);
    }
    m_pricesBox->setTitle(tr("Prices and costs"));
    m_pricesBox->setToolTip(tr("What the cost figures need from you: prices the catalog does not know, the "
                               "billing and the horizon."));
    m_wizardButton->setText(tr("Change task and model…"));
    m_wizardButton->setToolTip(tr("Opens the workload wizard with this plan's values (Edit > Workload…)"));
    follow();
}

void WorkloadView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QScrollArea::changeEvent(event);
}

} // namespace gpuplanner::app
