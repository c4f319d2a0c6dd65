#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace gpuplanner::app {

// The strip above the plan's views while its inputs have a problem: what is wrong, in words, and a
// button that goes to the field. Hidden when there is no problem.
class ProblemBar : public QFrame
{
    Q_OBJECT

public:
    explicit ProblemBar(QWidget *parent = nullptr);

    // `field`: the field's name as its editor labels it ("Attention heads"), or empty.
    void showProblem(const QString &field, const QString &text);
    QString text() const;

signals:
    void showFieldRequested();
    void shownChanged(); // the bar was shown or hidden

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_label;
    QPushButton *m_button;
    QString m_field;
    QString m_text;
};

} // namespace gpuplanner::app
