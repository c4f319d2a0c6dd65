// The Quotes view: its widgets, their texts, rebuilding the comparison when the plan changes, and
// exporting it. The comparison tables: quotesview_tables.cpp; importing and editing quotes:
// quotesview_import.cpp.
#include "app/quotes/quotesview.h"

#include "app/core/dialogs.h"
#include "app/core/startfolder.h"
#include "app/document/plandocument.h"
#include "app/export/planexport.h"
#include "app/quotes/quotecostchart.h"
#include "app/quotes/quotelist.h"
#include "planner/report/exports.h"
#include "planner/report/reportformat.h"
#include "planner/workload/format.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpuplanner::app {

QuotesView::QuotesView(PlanDocument &document, catalog::CatalogStore *store, QWidget *parent)
    : QWidget(parent), m_document(document), m_store(store), m_import(new QPushButton(this)),
      m_enter(new QPushButton(this)), m_edit(new QPushButton(this)), m_library(new QPushButton(this)),
      m_remove(new QPushButton(this)), m_export(new QToolButton(this)), m_empty(new QLabel(this)),
      m_messageLabel(new QLabel(this)), m_basis(new QLabel(this)), m_ranking(new QTableWidget(this)),
      m_chart(new QuoteCostChart(this)), m_matrix(new QTableWidget(this)), m_details(new QTabWidget(this)),
      m_results(new QWidget(this))
{
    setObjectName(QStringLiteral("quotesView"));
    m_library->setEnabled(store != nullptr);
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(m_export);
    m_export->setMenu(menu);
    auto *buttons = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_import, m_enter, m_edit, m_library, m_remove, m_export})
        buttons->addWidget(w);
    buttons->addStretch();

    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setObjectName(QStringLiteral("quotesEmpty"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setObjectName(QStringLiteral("quoteMessages"));
    m_messageLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_messageLabel->setFrameShape(QFrame::StyledPanel);
    m_messageLabel->setMargin(6);
    m_messageLabel->hide();
    m_basis->setWordWrap(true);
    m_basis->setTextInteractionFlags(Qt::TextSelectableByMouse);

    for (QTableWidget *t : {m_ranking, m_matrix}) {
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->verticalHeader()->hide();
        t->setWordWrap(true);
        t->setAlternatingRowColors(t == m_ranking);
    }
    m_ranking->setObjectName(QStringLiteral("quoteRanking"));
    m_ranking->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_ranking->setSelectionMode(QAbstractItemView::SingleSelection);
    m_ranking->horizontalHeader()->setStretchLastSection(true);
    m_matrix->setObjectName(QStringLiteral("quoteRequirements"));
    m_matrix->setSelectionMode(QAbstractItemView::NoSelection);

    // The ranking across the top (a row per quote); below it every requirement against every
    // quote, and the cost chart on a second tab.
    m_details->addTab(m_matrix, QString());
    m_details->addTab(m_chart, QString());
    auto *split = new QSplitter(Qt::Vertical, m_results);
    split->addWidget(m_ranking);
    split->addWidget(m_details);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    auto *resultsLayout = new QVBoxLayout(m_results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(split, 1);
    resultsLayout->addWidget(m_basis);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_messageLabel);
    layout->addWidget(m_empty, 1);
    layout->addWidget(m_results, 1);

    connect(m_import, &QPushButton::clicked, this, &QuotesView::importWithDialog);
    connect(m_enter, &QPushButton::clicked, this, &QuotesView::enterQuote);
    connect(m_edit, &QPushButton::clicked, this, &QuotesView::editSelectedQuote);
    connect(m_library, &QPushButton::clicked, this, &QuotesView::addFromLibrary);
    connect(m_remove, &QPushButton::clicked, this, &QuotesView::removeSelectedQuote);
    connect(m_ranking, &QTableWidget::itemSelectionChanged, this, [this] {
        m_remove->setEnabled(selectedQuote() >= 0);
        m_edit->setEnabled(selectedQuote() >= 0);
    });
    connect(m_ranking, &QTableWidget::cellDoubleClicked, this, &QuotesView::editSelectedQuote);
    connect(m_matrix, &QTableWidget::cellDoubleClicked, this, &QuotesView::chooseGpu);
    connect(&m_document, &PlanDocument::changed, this, &QuotesView::planChanged);
    retranslateUi();
}

void QuotesView::retranslateUi()
{
    m_import->setText(tr("&Import quotes…"));
    m_import->setToolTip(tr("A request-for-quote sheet filled in by a vendor (XLSX or CSV), any CSV table with "
                            "one quote per row, or JSON"));
    m_enter->setText(tr("E&nter a quote…"));
    m_edit->setText(tr("E&dit quote…"));
    m_library->setText(tr("From the quote li&brary…"));
    m_library->setToolTip(m_store ? tr("Quotes imported for any plan, kept in the catalog database")
                                  : tr("The catalog database is not available"));
    m_remove->setText(tr("&Remove quote"));
    m_export->setText(tr("E&xport comparison"));
    QMenu *menu = m_export->menu();
    menu->clear();
    menu->addAction(tr("PDF in English…"), this, [this] { exportWithDialog(report::ReportLanguage::English, false); });
    menu->addAction(tr("PDF in Chinese…"), this, [this] { exportWithDialog(report::ReportLanguage::Chinese, false); });
    menu->addAction(tr("PDF, bilingual…"), this, [this] { exportWithDialog(report::ReportLanguage::Both, false); });
    menu->addAction(tr("XLSX, bilingual…"), this, [this] { exportWithDialog(report::ReportLanguage::Both, true); });
    m_empty->setText(tr("No quotes yet.\n\nExport the request for quote (File ▸ Export ▸ Request for quote), send it to "
                        "vendors, and import their filled-in sheets here, or import any CSV or JSON table of quotes, "
                        "or enter a quote by hand. Each quote is then checked against every requirement of this plan "
                        "and priced for its workload."));
    m_details->setTabText(0, tr("Requirements"));
    m_details->setTabText(1, tr("Cost chart"));
    m_ranking->setAccessibleName(tr("Quotes ranked"));
    m_matrix->setAccessibleName(tr("Requirements against each quote"));
    if (!m_dirty)
        rebuild();
}

void QuotesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void QuotesView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        rebuild();
}

void QuotesView::planChanged()
{
    // An undone (or redone) import leaves its "N quote(s) imported" behind: clear it.
    if (m_written >= 0 && quotelist::read(m_document).size() != size_t(m_written)) {
        m_written = -1;
        m_messages.clear();
        showMessages({});
    }
    m_dirty = true;
    if (isVisible())
        rebuild();
}

void QuotesView::rebuild()
{
    m_dirty = false;
    QStringList problems;
    const std::vector<quotes::Quote> quotes = quotelist::read(m_document, &problems);
    const report::PlanDocument plan = reportPlan(m_document);
    m_comparison = plan.error.isEmpty() ? report::compareNow(plan, quotes, m_document.catalog()) : quotes::Comparison{};
    // Results are ranked; the plan keeps its own order. Match them back by vendor and offering.
    m_planIndex.clear();
    for (const quotes::QuoteResult &r : m_comparison.results) {
        int index = -1;
        for (size_t i = 0; i < quotes.size() && index < 0; ++i)
            if (quotes[i].vendor == r.quote.vendor && quotes[i].offering == r.quote.offering)
                index = int(i);
        m_planIndex.push_back(index);
    }
    const bool any = !m_comparison.results.empty();
    m_empty->setVisible(!any);
    m_results->setVisible(any);
    m_export->setEnabled(any);
    if (!plan.error.isEmpty() && !quotes.empty()) {
        m_empty->setText(tr("The quotes cannot be compared while the plan has a problem: %1").arg(plan.error));
        m_empty->show();
    }
    if (!problems.isEmpty())
        showMessages(problems);
    fillRanking();
    fillMatrix();
    m_chart->setComparison(m_comparison);
    m_basis->setText(planner::joinSentences(m_comparison.basisWhy));
    m_remove->setEnabled(selectedQuote() >= 0);
    m_edit->setEnabled(selectedQuote() >= 0);
}

void QuotesView::showMessages(const QStringList &messages)
{
    m_messages = messages;
    m_messageLabel->setText(messages.join(QLatin1Char('\n')));
    m_messageLabel->setVisible(!messages.isEmpty());
}

int QuotesView::selectedQuote() const
{
    const QList<QTableWidgetItem *> items = m_ranking->selectedItems();
    if (items.isEmpty())
        return -1;
    const int row = items.first()->row();
    return row < int(m_planIndex.size()) ? m_planIndex[size_t(row)] : -1;
}

bool QuotesView::exportComparison(const QString &path, report::ReportLanguage language, QString *error)
{
    const report::PlanDocument plan = reportPlan(m_document);
    if (!plan.error.isEmpty()) {
        *error = plan.error;
        return false;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = report::exportComparison(plan, quotelist::read(m_document), language, m_document.catalog(), path, error);
    QApplication::restoreOverrideCursor();
    return ok;
}

void QuotesView::exportWithDialog(report::ReportLanguage language, bool xlsx)
{
    const QString suffix = xlsx ? QStringLiteral("xlsx") : QStringLiteral("pdf");
    const QString name = QStringLiteral("%1-quotes-%2.%3")
                             .arg(exportBaseName(m_document.displayName()), report::reportLanguageCode(language), suffix);
    QString path = dialogs::saveFileName(this, tr("Export comparison"),
                                         startPath(m_document.filePath(), rememberedFolder(QStringLiteral("export/directory")), name),
                                         xlsx ? tr("Excel workbooks (*.xlsx)") : tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive))
        path += QLatin1Char('.') + suffix;
    QString error;
    if (exportComparison(path, language, &error))
        showMessages({tr("Comparison exported to %1.").arg(QDir::toNativeSeparators(path))});
    else
        dialogs::warning(this, tr("Export comparison"), tr("The comparison was not exported: %1").arg(error));
}

} // namespace gpuplanner::app
