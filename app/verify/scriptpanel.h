#pragma once

#include "planner/verify/acceptscript.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gpuplanner::app {

class PlanDocument;

// Verification view, Script: which acceptance script (quick, default, burn-in of some hours), the
// button that saves it, and how to run it on the rented machine.
class ScriptPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit ScriptPanel(const PlanDocument &document, QWidget *parent = nullptr);

    verify::AcceptMode mode() const;
    void setMode(verify::AcceptMode mode, double burnInHours = 0);
    double burnInHours() const;
    // Asks where (dialogs::saveFileName) and writes the script; true when written.
    bool saveScript();
    bool saveScriptTo(const QString &path, QString *error);
    QPushButton *saveButton() const { return m_save; }

signals:
    void saved(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void modeChanged();

    const PlanDocument &m_document;
    QComboBox *m_mode;
    QDoubleSpinBox *m_hours;
    QLabel *m_hoursLabel;
    QPushButton *m_save;
    QLabel *m_howTo;
    QLabel *m_monitorLabel;
    QLineEdit *m_monitorCommand;
    QLabel *m_message;
};

} // namespace gpuplanner::app
