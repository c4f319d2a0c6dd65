#include "app/core/problembar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace gpuplanner::app {

ProblemBar::ProblemBar(QWidget *parent)
    : QFrame(parent), m_label(new QLabel(this)), m_button(new QPushButton(this))
{
    setObjectName(QStringLiteral("problemBar"));
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(
        QStringLiteral("#problemBar { background: #fdecea; border: 1px solid #c62828; border-radius: 3px; }"
                       "#problemBar QLabel { color: #8e1b1b; }"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_button->setObjectName(QStringLiteral("problemBarButton"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_button);
    connect(m_button, &QPushButton::clicked, this, &ProblemBar::showFieldRequested);
    setVisible(false);
    retranslateUi();
}

void ProblemBar::showProblem(const QString &field, const QString &text)
{
    m_field = field;
    m_text = text;
    retranslateUi();
    const bool wasShown = !isHidden();
    setVisible(!text.isEmpty());
    if (wasShown != !isHidden())
        emit shownChanged();
}

QString ProblemBar::text() const
{
    return m_label->text();
}

void ProblemBar::retranslateUi()
{
    const QString problem = m_field.isEmpty()
                                ? m_text.toHtmlEscaped()
                                : tr("<b>%1</b>: %2").arg(m_field.toHtmlEscaped(), m_text.toHtmlEscaped());
    m_label->setText(tr("This plan cannot be sized until one input is corrected. %1<br>"
                        "Until then, the sizing and cost figures are greyed out or empty.")
                         .arg(problem));
    m_button->setText(tr("Go to the field"));
    m_button->setVisible(!m_field.isEmpty());
}

void ProblemBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

} // namespace gpuplanner::app
