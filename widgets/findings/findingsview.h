#pragma once

#include "planner/sizing/evaluation.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QTreeWidget;
class QTreeWidgetItem;

namespace gpuplanner::widgets {

// The live findings of the plan, grouped by severity. Activating a finding names the dimension it
// concerns; a finding's fix button, labelled with the edit it makes, asks for the fix to be applied.
class FindingsView : public QWidget
{
    Q_OBJECT

public:
    explicit FindingsView(QWidget *parent = nullptr);

    void showFindings(const std::vector<planner::Finding> &findings, const QString &inputError);
    int count() const { return m_count; }
    // The selected finding in full (title, what is wrong, why, what to do); empty when none is.
    QString detailText() const;

signals:
    void dimensionActivated(const QString &dimensionKey);
    void fixRequested(const planner::Fix &fix);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    void updateItems();
    void labelFixButton(QPushButton *button, const planner::Fix &fix);
    void showDetail();

    QLabel *m_summary;
    QTreeWidget *m_tree;
    QLabel *m_detail;
    QScrollArea *m_detailArea; // the detail scrolls where the dock is short (1366×768)
    std::vector<planner::Finding> m_findings;
    QString m_inputError;
    int m_count = 0;
    bool m_built = false; // the tree shows m_findings in the current language
};

} // namespace gpuplanner::widgets
