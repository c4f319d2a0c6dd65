#include "app/verify/verificationview.h"

#include "app/document/plandocument.h"
#include "app/verify/acceptancescript.h"
#include "app/verify/checktablemodel.h"
#include "app/verify/importpanel.h"
#include "app/verify/monitorcharts.h"
#include "app/verify/scriptpanel.h"
#include "planner/report/reportlanguage.h"
#include "planner/verify/advice.h"
#include "planner/verify/record.h"
#include "planner/workload/format.h"
#include "translations/i18n.h"
#include "widgets/findings/findingsview.h"

#include <QDateTime>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpuplanner::app {

namespace {

QString languageNow()
{
    return i18n::languageCode(i18n::currentLanguage());
}

} // namespace

VerificationView::VerificationView(PlanDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_script(new ScriptPanel(document, this)), m_import(new ImportPanel(&document, this)),
      m_summary(new QLabel(this)), m_remove(new QPushButton(this)), m_parts(new QTabWidget(this)),
      m_checks(new CheckTableModel(this)), m_checkTable(new QTableView(this)), m_charts(new MonitorCharts(this)),
      m_adviceSummary(new QLabel(this)), m_advice(new widgets::FindingsView(this))
{
    setObjectName(QStringLiteral("verificationView"));
    setAcceptDrops(true);
    m_summary->setObjectName(QStringLiteral("verificationSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_remove->setObjectName(QStringLiteral("removeVerification"));
    m_parts->setObjectName(QStringLiteral("verificationParts"));
    m_checkTable->setObjectName(QStringLiteral("checkTable"));
    m_checkTable->setModel(m_checks);
    m_checkTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_checkTable->setAlternatingRowColors(true);
    m_checkTable->setWordWrap(false);
    m_checkTable->verticalHeader()->hide();
    m_checkTable->horizontalHeader()->setStretchLastSection(true);
    m_checkTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_adviceSummary->setWordWrap(true);
    m_adviceSummary->setObjectName(QStringLiteral("adviceSummary"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_script, 1);
    top->addWidget(m_import, 1);
    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_remove, 0, Qt::AlignTop);
    auto *advicePage = new QWidget(m_parts);
    auto *adviceLayout = new QVBoxLayout(advicePage);
    adviceLayout->addWidget(m_adviceSummary);
    adviceLayout->addWidget(m_advice, 1);
    m_parts->addTab(m_checkTable, QString());
    m_parts->addTab(m_charts, QString());
    m_parts->addTab(advicePage, QString());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(summaryRow);
    layout->addWidget(m_parts, 1);

    connect(m_import, &ImportPanel::imported, this, &VerificationView::applyImport);
    connect(m_advice, &widgets::FindingsView::fixRequested, &m_document, &PlanDocument::applyFix);
    connect(m_advice, &widgets::FindingsView::dimensionActivated, this, &VerificationView::dimensionActivated);
    connect(m_remove, &QPushButton::clicked, this, &VerificationView::removeResults);
    connect(&m_document, &PlanDocument::changed, this, &VerificationView::planChanged);
    connect(&m_document, &PlanDocument::planReplaced, this, &VerificationView::planReplaced);
    retranslateUi();
    planChanged();
}

QString VerificationView::summary() const
{
    return m_summary->text();
}

void VerificationView::applyImport(const ImportResult &result)
{
    const QString name = QFileInfo(result.paths.value(0)).fileName();
    if (!result.error.isEmpty()) {
        m_import->setMessage(tr("Not imported: %1").arg(result.error), true);
        return;
    }
    QStringList problems;
    for (const verify::ParseIssue &i : result.report.issues)
        problems << i.text();
    const QString problemText =
        problems.isEmpty() ? QString()
                           : u' ' + tr("Problems: %1").arg(problems.join(planner::clauseSeparator()));
    if (!result.report.monitor.samples.empty()) {
        m_haveLog = true;
        m_stats = result.stats;
        m_logFiles = result.report.monitor.files;
        m_charts->setLog(result.report.monitor);
        showAdvice();
    }
    if (result.kind == ImportResult::Kind::Report && !m_document.isEvaluated()) {
        // The verdicts compare to what the plan expects; a plan with an input problem expects nothing yet.
        m_import->setMessage(tr("Not imported: the plan has an input problem (%1); fix it first.").arg(m_document.inputError()), true);
        return;
    }
    if (result.kind == ImportResult::Kind::Logs) {
        m_import->setMessage(tr("Read %1 samples of %n GPU(s) from %2.", nullptr, int(result.report.monitor.gpus.size()))
                                     .arg(result.report.monitor.samples.size())
                                     .arg(result.report.monitor.files.join(QStringLiteral(", "))) +
                                 problemText,
                             !problems.isEmpty());
        m_parts->setCurrentIndex(m_adviceFindings.empty() ? Charts : Advice);
        return;
    }
    // The verdicts in each language the application speaks, so that exports in either list them.
    const verify::Expectations plan = planExpectations(m_document);
    verify::VerificationRecord record;
    const verify::Manifest &m = result.report.manifest;
    record.source = name;
    record.host = m.host;
    record.mode = m.mode;
    record.started = m.started;
    record.ended = m.ended;
    record.imported = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (i18n::Language language : {i18n::Language::English, i18n::Language::Chinese}) {
        const report::LanguageScope scope(language);
        record.results[i18n::languageCode(language)] = verify::verify(result.report, plan);
    }
    m_document.setValue(QString::fromLatin1(verify::kRecordKey), verify::recordToJson(record),
                        tr("Import acceptance report %1").arg(name), false);
    m_import->setMessage(tr("Imported %1.").arg(name) + problemText, !problems.isEmpty());
    m_parts->setCurrentIndex(Checks);
}

void VerificationView::planChanged()
{
    showRecord();
    showAdvice();
}

void VerificationView::planReplaced()
{
    // Logs belong to the plan they were imported for.
    m_haveLog = false;
    m_stats = {};
    m_logFiles.clear();
    m_charts->clear();
    m_import->setMessage(QString());
    showAdvice();
}

void VerificationView::showRecord()
{
    const nlohmann::json record = m_document.value(QString::fromLatin1(verify::kRecordKey));
    if (record == m_shownRecord && !m_summary->text().isEmpty())
        return;
    m_shownRecord = record;
    const std::optional<verify::VerificationRecord> r = verify::recordFromJson(record);
    const verify::Verification *v = r ? r->in(languageNow()) : nullptr;
    m_checks->setVerification(v ? *v : verify::Verification());
    m_remove->setEnabled(v != nullptr);
    if (!v) {
        m_summary->setText(tr("No acceptance report imported for this plan yet."));
        return;
    }
    m_checkTable->resizeColumnsToContents();
    for (int c = 0; c < CheckTableModel::ColumnCount; ++c)
        m_checkTable->setColumnWidth(c, std::min(m_checkTable->columnWidth(c), 320));
    QString text = tr("Report %1 from %2 (%3 run, %4): %5 pass, %6 warning, %7 fail, %8 skipped.")
                       .arg(r->source, r->host.isEmpty() ? tr("an unnamed host") : r->host,
                            r->mode.isEmpty() ? tr("unknown") : verify::modeLabel(r->mode), r->started.isEmpty() ? r->imported : r->started)
                       .arg(v->count(verify::Verdict::Pass))
                       .arg(v->count(verify::Verdict::Warning))
                       .arg(v->count(verify::Verdict::Fail))
                       .arg(v->count(verify::Verdict::Skipped));
    if (!v->issues.empty())
        text += u' ' + tr("%n file(s) could not be read fully; hover over the checks for details.", nullptr, int(v->issues.size()));
    m_summary->setText(text);
}

void VerificationView::showAdvice()
{
    // The acceptance report's FAILs and WARNINGs first, each with its next step; then the logs' advice.
    m_adviceFindings = verify::recordFindings(m_document.value(QString::fromLatin1(verify::kRecordKey)), languageNow());
    const size_t fromReport = m_adviceFindings.size();
    if (m_haveLog && m_document.isEvaluated())
        for (planner::Finding &f : verify::monitoringAdvice(m_stats, m_document.evaluation(), m_document.catalog()))
            m_adviceFindings.push_back(std::move(f));
    m_advice->showFindings(m_adviceFindings, QString());
    const QString reportText =
        fromReport ? tr("The acceptance report has %n FAIL(s) or WARNING(s); each comes with its next step.",
                        nullptr, int(fromReport))
                   : QString();
    const auto show = [&](const QString &text) {
        m_adviceSummary->setText(reportText.isEmpty() ? text : planner::joinSentences({reportText, text}));
    };
    if (!m_haveLog) {
        show(tr(
            "Import monitoring logs taken during your real job (the command is under 1.) to see whether "
            "to add GPU memory, feed the GPUs better, use fewer or smaller GPUs, or fix cooling and power."));
        return;
    }
    const verify::GpuStats &g = m_stats.overall;
    QString text = tr("%n GPU(s) over %1 h: utilization %2 % on average (p95 %3 %), memory peak %4 %, power %5 of "
                      "the limit, hottest %6 °C, throttled %7 s, idle %8 s.",
                      nullptr, int(m_stats.gpus.size()))
                       .arg(verify::fmt(g.durationS / 3600, 1), verify::fmt(g.avgUtil, 0), verify::fmt(g.p95Util, 0),
                            verify::fmt(100 * g.maxMemFraction, 0),
                            g.avgPowerFraction >= 0 ? verify::fmt(100 * g.avgPowerFraction, 0) + u'%' : QStringLiteral("—"),
                            g.maxTemp >= 0 ? verify::fmt(g.maxTemp, 0) : QStringLiteral("—"), verify::fmt(g.throttleS, 0),
                            verify::fmt(g.idleS, 0));
    if (m_adviceFindings.size() == fromReport)
        text += planner::sentenceGap(text) + tr("No advice: the GPUs were busy, fed and cool.");
    show(text);
}

void VerificationView::removeResults()
{
    m_document.setValue(QString::fromLatin1(verify::kRecordKey), nlohmann::json(), tr("Remove acceptance results"), false);
}

void VerificationView::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && std::all_of(urls.begin(), urls.end(), [](const QUrl &u) { return u.isLocalFile(); }))
        event->acceptProposedAction();
}

void VerificationView::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &u : event->mimeData()->urls())
        paths << u.toLocalFile();
    event->acceptProposedAction();
    m_import->importPaths(paths);
}

void VerificationView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void VerificationView::retranslateUi()
{
    m_parts->setTabText(Checks, tr("Checks"));
    m_parts->setTabToolTip(Checks, tr("Plan against actual: every check of the report with its verdict, what was "
                                      "measured, what the plan expects and the threshold applied"));
    m_parts->setTabText(Charts, tr("Charts"));
    m_parts->setTabToolTip(Charts, tr("Utilization, memory, power and temperature over time, per GPU"));
    m_parts->setTabText(Advice, tr("Advice"));
    m_parts->setTabToolTip(Advice, tr("What the monitoring logs say to change, with a one-click change to the plan "
                                      "where there is one"));
    m_remove->setText(tr("Remove Results"));
    m_remove->setToolTip(tr("Remove the imported report's verdicts from the plan (undoable)"));
    m_checkTable->setAccessibleName(tr("Checks of the acceptance report"));
    m_shownRecord = nlohmann::json::object({{"stale", true}}); // re-read the verdicts in the new language
    showRecord();
    showAdvice();
}

} // namespace gpuplanner::app
