// What the plan window does with the plan: shows it in every view, shows an input problem at its
// field, names and makes edits, runs the wizard, opens dropped files and recovers an autosaved plan.
#include "app/core/mainwindow.h"

#include "app/core/autosaver.h"
#include "app/core/dialogs.h"
#include "app/core/filecontroller.h"
#include "app/core/problembar.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/wizard/planwizard.h"
#include "app/workload/workloadview.h"
#include "widgets/cost/costview.h"
#include "widgets/editfields.h"
#include "widgets/findings/findingsview.h"
#include "widgets/items/sevenitemview.h"
#include "widgets/panels/dimensionsview.h"

#include <QDropEvent>
#include <QGroupBox>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QTabWidget>

namespace gpuplanner::app {

void MainWindow::refreshViews()
{
    const planner::Evaluation &e = m_document->evaluation();
    m_dimensions->showEvaluation(e, m_document->plan());
    m_sevenItems->showPlan(e, m_document->cost(), m_document->plan());
    m_cost->setReport(m_document->cost());
    m_workload->showPlan(m_document->plan(), m_document->cost());
    m_statusSummary->setText(e.dimensions[0].chosen);
    const QString problem = showInputError();
    m_findings->showFindings(e.findings, problem);
}

QString MainWindow::showInputError()
{
    const QString path = m_document->inputErrorPath();
    const QString text = m_document->inputErrorText();
    const bool evaluated = m_document->isEvaluated();
    const bool inWorkload = m_workload->showInputError(path, text);
    const bool inPanels = m_dimensions->showInputError(path, text);
    // The figures are not those of the plan's inputs: greyed, as the panels without the field are.
    m_sevenItems->setEnabled(evaluated);
    m_cost->setEnabled(evaluated);
    QString field;
    if (!evaluated && (inWorkload || inPanels)) {
        for (widgets::EditFields *fields : m_views->findChildren<widgets::EditFields *>())
            if (fields->hasField(path) && !(field = fields->fieldLabel(path)).isEmpty())
                break;
    }
    m_problemBar->showProblem(field, evaluated ? QString() : text);
    if (evaluated)
        return {};
    return field.isEmpty() ? text : tr("%1: %2").arg(field, text);
}

void MainWindow::revealInputError()
{
    const QString path = m_document->inputErrorPath();
    if (path.isEmpty())
        return;
    if (m_workload->reveal(path) || !m_dimensions->showInputError(path, m_document->inputErrorText())) {
        m_views->setCurrentWidget(m_workload);
        m_workload->reveal(path);
        return;
    }
    m_views->setCurrentWidget(m_dimensions);
    for (widgets::EditFields *fields : m_dimensions->findChildren<widgets::EditFields *>())
        if (QWidget *w = fields->field(path)) {
            m_dimensions->ensureWidgetVisible(w);
            w->setFocus(Qt::OtherFocusReason);
        }
}

QString MainWindow::editText(QWidget *view, const QString &path) const
{
    if (path.startsWith(QLatin1String("checklist.q")))
        return tr("Question %1 of the checklist").arg(path.mid(11));
    // The editor that made the change has the focus or, when several show the path, the new value.
    for (widgets::EditFields *fields : view->findChildren<widgets::EditFields *>()) {
        if (!fields->hasField(path))
            continue;
        const QString name = fields->fieldLabel(path);
        if (!name.isEmpty())
            return tr("%1 → %2").arg(name, fields->fieldText(path));
    }
    return tr("Change a value");
}

void MainWindow::edit(QWidget *view, const QString &path, const nlohmann::json &value)
{
    m_document->setValue(path, value, editText(view, path));
}

bool MainWindow::editWorkload()
{
    PlanWizard wizard(m_catalog, this);
    wizard.setWorkload(m_document->workload());
    if (wizard.exec() != QDialog::Accepted || wizard.workload() == m_document->workload())
        return false;
    // One step, named by its change when there is one ("Concurrent requests → 40 requests").
    const nlohmann::json patch = nlohmann::json::diff(m_document->workload(), wizard.workload());
    QString text = tr("Workload edited in the wizard (%n changes)", nullptr, int(patch.size()));
    if (patch.size() == 1 && patch[0].value("op", std::string()) != "remove") {
        const QString path = QStringLiteral("workload") +
                             QString::fromStdString(patch[0].value("path", std::string())).replace(QLatin1Char('/'), QLatin1Char('.'));
        if (const QString name = wizard.fieldName(path, false); !name.isEmpty())
            text = tr("%1 → %2").arg(name, wizard.fieldText(path));
    }
    m_document->setValue(QStringLiteral("workload"), wizard.workload(), text, false);
    return true;
}

void MainWindow::reloadPrices()
{
    if (m_reloadCatalog)
        m_reloadCatalog();
    m_document->refresh();
}

void MainWindow::showPrices()
{
    m_views->setCurrentWidget(m_workload);
    m_workload->ensureWidgetVisible(m_workload->pricesBox());
    m_workload->reveal(QStringLiteral("cost.purchase.server_price"));
}

bool MainWindow::newPlan()
{
    if (!m_files->maybeSave())
        return false;
    PlanWizard wizard(m_catalog, this);
    if (wizard.exec() != QDialog::Accepted)
        return false;
    // Modified until saved: a plan that exists only in the window is unsaved work.
    m_document->reset(planfile::make(wizard.workload(), wizard.planName()), {}, true);
    return true;
}

void MainWindow::offerRecovery()
{
    if (!m_autosaver->hasRecovery())
        return;
    // Name the plan and when it was autosaved, so that the answer is an informed one.
    const QFileInfo autosave(m_autosaver->autosavePath());
    const planfile::Loaded loaded = planfile::load(autosave.absoluteFilePath());
    QString name = loaded.error.isEmpty() ? QString::fromStdString(loaded.plan.value("name", std::string())) : QString();
    if (name.isEmpty())
        name = tr("Untitled plan");
    const QString when = QLocale().toString(autosave.lastModified(), QLocale::ShortFormat);
    const auto answer = dialogs::question(this, tr("Recover plan"),
                                          tr("GPU Server Planner did not close normally. Recover the unsaved plan "
                                             "\"%1\", autosaved %2?")
                                              .arg(name, when),
                                          QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        m_autosaver->discard();
        return;
    }
    QString error;
    if (!m_autosaver->recover(&error))
        dialogs::warning(this, tr("Recover plan"), tr("The autosaved plan could not be read: %1").arg(error));
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile() && m_files->open(urls.first().toLocalFile()))
        event->acceptProposedAction();
}

} // namespace gpuplanner::app
