#include "widgets/panels/dimensionpanel.h"

#include "planner/sizing/displayunits.h"
#include "planner/workload/format.h"
#include "planner/workload/jsonpath.h"
#include "widgets/editfields.h"
#include "widgets/panels/dimensionfields.h"
#include "widgets/tasktext.h"
#include "widgets/wraplabel.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpuplanner::widgets {

DimensionPanel::DimensionPanel(planner::DimensionId id, const catalog::Catalog &catalog, QWidget *parent)
    : QGroupBox(parent), m_id(id), m_minimumCaption(new QLabel(this)), m_recommendedCaption(new QLabel(this)),
      m_chosenCaption(new QLabel(this)), m_minimum(new WrapLabel(this)), m_recommended(new WrapLabel(this)),
      m_chosen(new WrapLabel(this)), m_badge(new QLabel(this)), m_fields(new EditFields(this)),
      m_whyButton(new QToolButton(this)), m_why(new WrapLabel(this))
{
    setObjectName(QStringLiteral("panel-") + planner::dimensionKey(id));
    auto *values = new QGridLayout;
    values->setColumnStretch(1, 1);
    int row = 0;
    for (auto [caption, value] : {std::pair{m_minimumCaption, m_minimum}, std::pair{m_recommendedCaption, m_recommended},
                                  std::pair{m_chosenCaption, m_chosen}}) {
        caption->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        values->addWidget(caption, row, 0);
        values->addWidget(value, row, 1);
        ++row;
    }
    QFont bold = m_recommended->font();
    bold.setBold(true);
    m_recommended->setFont(bold);
    buildDimensionFields(id, m_fields, catalog);
    connect(m_fields, &EditFields::edited, this, &DimensionPanel::edited);

    m_whyButton->setCheckable(true);
    m_whyButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_whyButton->setArrowType(Qt::RightArrow);
    m_why->setWordWrap(true);
    m_why->setTextFormat(Qt::RichText);
    m_why->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_why->setVisible(false);
    connect(m_whyButton, &QToolButton::toggled, this, &DimensionPanel::setWhyVisible);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_badge);
    layout->addLayout(values);
    layout->addWidget(m_fields);
    layout->addWidget(m_whyButton, 0, Qt::AlignLeft);
    layout->addWidget(m_why);
    m_badge->setVisible(false);
    retranslateUi();
}

void DimensionPanel::setInputError(const QString &path, const QString &text)
{
    const bool here = !path.isEmpty() && m_fields->hasField(path);
    m_fields->clearErrors();
    if (here)
        m_fields->setError(path, text, false);
    setEnabled(text.isEmpty() || here);
}

void DimensionPanel::setWhyVisible(bool visible)
{
    m_why->setVisible(visible);
    m_whyButton->setChecked(visible);
    m_whyButton->setArrowType(visible ? Qt::DownArrow : Qt::RightArrow);
}

bool DimensionPanel::isWhyVisible() const
{
    return m_whyButton->isChecked();
}

void DimensionPanel::showEvaluation(const planner::Evaluation &e, const nlohmann::json &plan)
{
    const planner::Dimension &d = e.dimensions[int(m_id)];
    int errors = 0, warnings = 0;
    // Only the findings that belong to this panel (planner::homeDimension), not those that mention it.
    for (const planner::Finding &f : e.findings) {
        if (planner::homeDimension(f) != d.key)
            continue;
        errors += f.severity == QLatin1String("error");
        warnings += f.severity == QLatin1String("warning");
    }
    // The badge first: showing a widget lays out its ancestors at once, which is cheapest while
    // the other texts are still those the layouts were computed for.
    if (errors != m_errors || warnings != m_warnings) {
        m_errors = errors;
        m_warnings = warnings;
        updateBadge();
    }
    // QLabel::setText returns early on unchanged text, so only what changed is laid out again.
    m_minimum->setText(d.minimum);
    m_recommended->setText(d.recommended);
    m_chosen->setText(d.chosen);
    QString why = QStringLiteral("<ol>");
    for (const QString &line : d.why)
        why += QStringLiteral("<li>") + line.toHtmlEscaped() + QStringLiteral("</li>");
    m_why->setText(why + QStringLiteral("</ol>"));
    setFlagDefaults(m_id, m_fields, e.chosen);
    if (m_task != e.workload.task || m_tensorRt != e.workload.software.tensorRt()) {
        m_task = e.workload.task;
        m_tensorRt = e.workload.software.tensorRt();
        followTask();
    }
    loadFields(plan);
}

void DimensionPanel::followTask()
{
    if (m_id != planner::DimensionId::Vram || !m_task)
        return;
    using planner::Task;
    const QString path = QStringLiteral("workload.precision");
    const bool applies = *m_task != Task::VideoProcessing && *m_task != Task::Rendering &&
                         *m_task != Task::Simulation && *m_task != Task::Geospatial;
    m_fields->setFieldVisible(path, applies);
    if (auto *precision = m_fields->findChild<QComboBox *>(path))
        precision->setItemText(0, defaultPrecisionText(*m_task, m_tensorRt));
}

// Loads the editors only when something they show changed: their values in the plan, the
// defaults of the flags, the byte units. A spin box repaints itself on every setValue(), even of
// its own value, and with it the panel behind it. An editor with the focus is skipped by load()
// and so forces the next load.
void DimensionPanel::loadFields(const nlohmann::json &plan)
{
    if (m_fieldPaths.isEmpty()) {
        for (QWidget *w : m_fields->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly))
            if (w->objectName().startsWith(QLatin1String("workload.")))
                m_fieldPaths << w->objectName();
    }
    nlohmann::json key = nlohmann::json::array();
    for (const QString &path : std::as_const(m_fieldPaths)) {
        key.push_back(planner::valueAt(plan, path));
        if (QWidget *w = m_fields->findChild<QWidget *>(path, Qt::FindDirectChildrenOnly))
            key.push_back(w->property("defaultOn").toBool());
    }
    key.push_back(int(planner::byteUnits()));
    if (key == m_loadedKey)
        return;
    m_fields->load(plan);
    const QWidget *focus = QApplication::focusWidget();
    m_loadedKey = focus && m_fields->isAncestorOf(focus) ? nlohmann::json() : std::move(key);
}

void DimensionPanel::retranslateUi()
{
    setTitle(dimensionTitle(m_id));
    m_minimumCaption->setText(tr("Minimum:"));
    m_recommendedCaption->setText(tr("Recommended:"));
    m_chosenCaption->setText(tr("Chosen:"));
    m_whyButton->setText(tr("Why these values?"));
    m_why->setAccessibleName(
        planner::tidyChineseSpaces(tr("Arithmetic behind %1").arg(dimensionTitle(m_id))));
    labelDimensionFields(m_id, m_fields);
    followTask();
    updateBadge();
}

void DimensionPanel::updateBadge()
{
    QStringList badge;
    if (m_errors > 0)
        badge << tr("%n error(s)", nullptr, m_errors);
    if (m_warnings > 0)
        badge << tr("%n warning(s)", nullptr, m_warnings);
    m_badge->setText(badge.join(planner::listSeparator()));
    // setStyleSheet re-polishes the label even when the sheet is the same.
    const QString style = m_errors > 0 ? QStringLiteral("color: #c62828; font-weight: bold")
                                       : QStringLiteral("color: #b26a00; font-weight: bold");
    if (m_badge->styleSheet() != style)
        m_badge->setStyleSheet(style);
    m_badge->setVisible(!badge.isEmpty());
}

void DimensionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

} // namespace gpuplanner::widgets
