#include "widgets/panels/dimensionpanel.h"

#include "widgets/editfields.h"
#include "widgets/panels/dimensionfields.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpuplanner::widgets {

DimensionPanel::DimensionPanel(planner::DimensionId id, const catalog::Catalog &catalog, QWidget *parent)
    : QGroupBox(parent), m_id(id), m_minimumCaption(new QLabel(this)), m_recommendedCaption(new QLabel(this)),
      m_chosenCaption(new QLabel(this)), m_minimum(new QLabel(this)), m_recommended(new QLabel(this)),
      m_chosen(new QLabel(this)), m_badge(new QLabel(this)), m_fields(new EditFields(this)),
      m_whyButton(new QToolButton(this)), m_why(new QLabel(this))
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
    m_minimum->setText(d.minimum);
    m_recommended->setText(d.recommended);
    m_chosen->setText(d.chosen);
    QString why = QStringLiteral("<ol>");
    for (const QString &line : d.why)
        why += QStringLiteral("<li>") + line.toHtmlEscaped() + QStringLiteral("</li>");
    m_why->setText(why + QStringLiteral("</ol>"));
    setFlagDefaults(m_id, m_fields, e.chosen);
    m_fields->load(plan);
    m_errors = m_warnings = 0;
    for (const planner::Finding &f : e.findings) {
        if (!f.dimensions.contains(d.key))
            continue;
        m_errors += f.severity == QLatin1String("error");
        m_warnings += f.severity == QLatin1String("warning");
    }
    retranslateUi();
}

void DimensionPanel::retranslateUi()
{
    setTitle(dimensionTitle(m_id));
    m_minimumCaption->setText(tr("Minimum:"));
    m_recommendedCaption->setText(tr("Recommended:"));
    m_chosenCaption->setText(tr("Chosen:"));
    m_whyButton->setText(tr("Why these values?"));
    m_why->setAccessibleName(tr("Arithmetic behind %1").arg(dimensionTitle(m_id)));
    labelDimensionFields(m_id, m_fields);
    QStringList badge;
    if (m_errors > 0)
        badge << tr("%n error(s)", nullptr, m_errors);
    if (m_warnings > 0)
        badge << tr("%n warning(s)", nullptr, m_warnings);
    m_badge->setVisible(!badge.isEmpty());
    m_badge->setText(badge.join(QStringLiteral(", ")));
    m_badge->setStyleSheet(m_errors > 0 ? QStringLiteral("color: #c62828; font-weight: bold")
                                        : QStringLiteral("color: #b26a00; font-weight: bold"));
}

void DimensionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

} // namespace gpuplanner::widgets
