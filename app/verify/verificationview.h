#pragma once

#include "app/verify/importjob.h"
#include "planner/sizing/evaluation.h"

#include <QWidget>

#include <nlohmann/json.hpp>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace gpuplanner::widgets {
class FindingsView;
}

namespace gpuplanner::app {

class CheckTableModel;
class ImportPanel;
class MonitorCharts;
class PlanDocument;
class ScriptPanel;

// Verify after renting (issue 16 §4): generate the acceptance script, import its report or
// monitoring logs, and see plan against actual (Checks), the logs over time (Charts) and what to
// change (Advice, with the findings' "Apply fix"). An imported report's verdicts are kept in the
// plan file ("verification") as one undoable step; logs stay with the window.
class VerificationView : public QWidget
{
    Q_OBJECT

public:
    enum Part { Checks, Charts, Advice };

    VerificationView(PlanDocument &document, QWidget *parent = nullptr);

    ScriptPanel *scriptPanel() const { return m_script; }
    ImportPanel *importPanel() const { return m_import; }
    CheckTableModel *checks() const { return m_checks; }
    QTableView *checkTable() const { return m_checkTable; }
    MonitorCharts *charts() const { return m_charts; }
    widgets::FindingsView *advice() const { return m_advice; }
    const std::vector<planner::Finding> &adviceFindings() const { return m_adviceFindings; }
    QTabWidget *parts() const { return m_parts; }
    QString summary() const;

    // Applies an import's result (the import panel calls it when its worker is done).
    void applyImport(const ImportResult &result);

signals:
    // An advice finding was double-clicked: show the dimension it concerns ("storage").
    void dimensionActivated(const QString &dimensionKey);

protected:
    void changeEvent(QEvent *event) override;
    // A report or logs dropped anywhere on the view are imported (not opened as a plan).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void retranslateUi();
    void planChanged();
    void planReplaced();
    void showRecord();
    void showAdvice();
    void removeResults();

    PlanDocument &m_document;
    ScriptPanel *m_script;
    ImportPanel *m_import;
    QLabel *m_summary;
    QPushButton *m_remove;
    QTabWidget *m_parts;
    CheckTableModel *m_checks;
    QTableView *m_checkTable;
    MonitorCharts *m_charts;
    QLabel *m_adviceSummary;
    widgets::FindingsView *m_advice;

    nlohmann::json m_shownRecord;      // the plan's "verification" the table shows
    bool m_haveLog = false;
    verify::MonitorStats m_stats;      // of the last logs (or report monitor.csv) imported
    QStringList m_logFiles;
    std::vector<planner::Finding> m_adviceFindings;
};

} // namespace gpuplanner::app
