#include "app/quotes/quotesview.h"

#include "app/core/dialogs.h"
#include "app/document/plandocument.h"
#include "app/export/planexport.h"
#include "app/quotes/columnmappingdialog.h"
#include "app/quotes/quotecostchart.h"
#include "app/quotes/quoteentrydialog.h"
#include "app/quotes/quotelibrarydialog.h"
#include "app/quotes/quotelist.h"
#include "planner/report/csvfile.h"
#include "planner/report/exports.h"
#include "planner/report/quotefields.h"
#include "planner/report/quoteimport.h"
#include "planner/report/quotelibrary.h"
#include "planner/report/reportformat.h"
#include "widgets/charts/chartstyle.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpuplanner::app {

using report::QuoteStatus;

namespace {

const QString kDirKey = QStringLiteral("quotes/directory");

// Status colours as light tints of the base colour, so that they read in light and dark themes.
QColor statusColor(QuoteStatus s, const QPalette &palette)
{
    QColor c;
    switch (s) {
    case QuoteStatus::Meets: c = QColor(0x00, 0x9e, 0x73); break;            // Okabe–Ito green
    case QuoteStatus::BelowRecommended: c = QColor(0xe6, 0x9f, 0x00); break; // orange
    case QuoteStatus::BelowMinimum: c = QColor(0xd5, 0x5e, 0x00); break;     // vermilion
    case QuoteStatus::NotStated: c = QColor(0x99, 0x99, 0x99); break;
    }
    return widgets::mix(palette.color(QPalette::Base), c, 0.32);
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(align);
    return item;
}

} // namespace

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
    m_library->setText(tr("From the quote &library…"));
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
    m_dirty = true;
    if (isVisible())
        rebuild();
}

void QuotesView::rebuild()
{
    m_dirty = false;
    QStringList problems;
    const std::vector<report::Quote> quotes = quotelist::read(m_document, &problems);
    const report::PlanDocument plan = reportPlan(m_document);
    m_comparison = plan.error.isEmpty() ? report::compareNow(plan, quotes, m_document.catalog()) : report::Comparison{};
    // Results are ranked; the plan keeps its own order. Match them back by vendor and offering.
    m_planIndex.clear();
    for (const report::QuoteResult &r : m_comparison.results) {
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
    m_basis->setText(m_comparison.basisWhy.join(QLatin1Char(' ')));
    m_remove->setEnabled(selectedQuote() >= 0);
    m_edit->setEnabled(selectedQuote() >= 0);
}

void QuotesView::fillRanking()
{
    const report::Comparison &c = m_comparison;
    m_ranking->clear();
    m_ranking->setColumnCount(9);
    m_ranking->setHorizontalHeaderLabels(
        {tr("Rank"), tr("Vendor"), tr("Offering"), tr("Below minimum"), tr("Below recommended"), tr("Not stated"),
         tr("Cost over %1 months").arg(locale().toString(c.horizonMonths, 'f', 0)), tr("A month"), tr("Verdict")});
    m_ranking->setRowCount(int(c.results.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < int(c.results.size()); ++row) {
        const report::QuoteResult &r = c.results[size_t(row)];
        m_ranking->setItem(row, 0, cell(QString::number(r.rank), right));
        m_ranking->setItem(row, 1, cell(r.quote.vendor));
        m_ranking->setItem(row, 2, cell(r.quote.offering));
        auto *below = cell(QString::number(r.belowMinimum), right);
        if (r.belowMinimum > 0)
            below->setBackground(statusColor(QuoteStatus::BelowMinimum, palette()));
        m_ranking->setItem(row, 3, below);
        m_ranking->setItem(row, 4, cell(QString::number(r.belowRecommended), right));
        m_ranking->setItem(row, 5, cell(QString::number(r.notStated), right));
        auto *total = cell(r.cost.known ? report::money(r.cost.total, c.currency) : tr("no usable price"), right);
        total->setToolTip(r.cost.why.join(QLatin1Char('\n')));
        m_ranking->setItem(row, 6, total);
        m_ranking->setItem(row, 7, cell(r.cost.known ? report::money(r.cost.perMonth, c.currency) : QString(), right));
        auto *verdict = cell(r.verdict);
        verdict->setToolTip(r.verdict);
        m_ranking->setItem(row, 8, verdict);
    }
    m_ranking->resizeColumnsToContents();
    m_ranking->setColumnWidth(2, std::min(m_ranking->columnWidth(2), 220));
    m_ranking->resizeRowsToContents();
    // Tall enough for every quote (up to eight rows), so that the ranking is read without scrolling.
    int height = m_ranking->horizontalHeader()->height() + 2 * m_ranking->frameWidth();
    for (int row = 0; row < std::min(m_ranking->rowCount(), 8); ++row)
        height += m_ranking->rowHeight(row);
    m_ranking->setMinimumHeight(height + m_ranking->horizontalScrollBar()->sizeHint().height());
}

void QuotesView::fillMatrix()
{
    const report::Comparison &c = m_comparison;
    m_matrix->clear();
    m_matrix->setColumnCount(int(2 + c.results.size()));
    QStringList headers{tr("Requirement"), tr("Minimum / recommended")};
    for (const report::QuoteResult &r : c.results)
        headers << QStringLiteral("%1. %2").arg(r.rank).arg(r.quote.vendor);
    m_matrix->setHorizontalHeaderLabels(headers);
    m_matrix->setRowCount(int(c.requirements.size()));
    for (int row = 0; row < int(c.requirements.size()); ++row) {
        const report::Requirement &req = c.requirements[size_t(row)];
        auto *title = cell(req.title);
        title->setToolTip(req.text);
        m_matrix->setItem(row, 0, title);
        const QString range = req.recommendedText.isEmpty() || req.recommendedText == req.minimumText
                                  ? req.minimumText
                                  : QStringLiteral("%1 / %2").arg(req.minimumText, req.recommendedText);
        m_matrix->setItem(row, 1, cell(range));
        for (int q = 0; q < int(c.results.size()); ++q) {
            const report::Assessment &a = c.results[size_t(q)].assessments[size_t(row)];
            QString text = report::quoteStatusName(a.status);
            if (!a.offered.isEmpty())
                text += QStringLiteral("\n") + a.offered;
            auto *item = cell(text);
            item->setBackground(statusColor(a.status, palette()));
            item->setToolTip(a.note.isEmpty() ? text : text + QStringLiteral("\n") + a.note);
            item->setData(Qt::UserRole, report::quoteStatusId(a.status));
            m_matrix->setItem(row, 2 + q, item);
        }
    }
    m_matrix->resizeColumnsToContents();
    for (int col = 0; col < m_matrix->columnCount(); ++col)
        m_matrix->setColumnWidth(col, std::min(m_matrix->columnWidth(col), 260));
    m_matrix->resizeRowsToContents();
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

void QuotesView::addQuotes(const std::vector<report::Quote> &added, const QString &undoLabel)
{
    std::vector<report::Quote> quotes = quotelist::read(m_document);
    QStringList messages = report::replaceOrAdd(quotes, added);
    if (m_store)
        messages << report::saveToLibrary(*m_store, added, m_document.displayName());
    quotelist::write(m_document, quotes, undoLabel);
    m_messages << messages;
    showMessages(m_messages);
}

void QuotesView::importWithDialog()
{
    const QString path = dialogs::openFileName(this, tr("Import quotes"), QSettings().value(kDirKey).toString(),
                                               tr("Quote files (*.xlsx *.csv *.json);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

bool QuotesView::importFile(const QString &path)
{
    QSettings().setValue(kDirKey, QFileInfo(path).absolutePath());
    report::ImportOptions options;
    const QString fileName = QFileInfo(path).fileName();
    if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
        // A table of quotes, one per row, goes through the mapping step; the RFQ sheet saved as
        // CSV is read as it is.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            showMessages({tr("%1: cannot be read: %2").arg(fileName, file.errorString())});
            return false;
        }
        const report::Grid grid = report::parseCsv(file.read(32 * 1024 * 1024));
        const int headerRow = report::quoteHeaderRow(grid);
        const QStringList header = headerRow >= 0 ? grid[headerRow] : grid.value(0);
        const report::ColumnMapping mapping = report::mapColumns(header, {});
        if (!report::isRfqLayout(mapping)) {
            int first = headerRow + 1;
            while (first < grid.size() && grid[first].join(QString()).trimmed().isEmpty())
                ++first;
            ColumnMappingDialog dialog(fileName, header, grid.value(first), mapping.fields, this);
            if (dialog.exec() != QDialog::Accepted)
                return false;
            options.columnMap = dialog.overrides();
            options.defaultCurrency = dialog.defaultCurrency();
        }
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const report::QuoteImport in = report::importQuoteFile(path, options);
    QApplication::restoreOverrideCursor();
    m_messages = in.messages;
    if (in.quotes.empty()) {
        m_messages.prepend(tr("Nothing imported from %1.").arg(fileName));
        showMessages(m_messages);
        return false;
    }
    m_messages.prepend(tr("%n quote(s) imported from %1.", nullptr, int(in.quotes.size())).arg(fileName));
    addQuotes(in.quotes, tr("Import quotes from %1").arg(fileName));
    return true;
}

void QuotesView::enterQuote()
{
    QuoteEntryDialog dialog(m_comparison.requirements, planner::cost::currencyId(m_comparison.currency), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_messages.clear();
    addQuotes({dialog.quote()}, tr("Enter the quote of %1").arg(dialog.quote().vendor));
}

void QuotesView::editSelectedQuote()
{
    const int index = selectedQuote();
    std::vector<report::Quote> quotes = quotelist::read(m_document);
    if (index < 0 || index >= int(quotes.size()))
        return;
    QuoteEntryDialog dialog(m_comparison.requirements, quotes[size_t(index)].currency, this);
    dialog.setQuote(quotes[size_t(index)]);
    if (dialog.exec() != QDialog::Accepted)
        return;
    quotes[size_t(index)] = dialog.quote();
    m_messages.clear();
    if (m_store)
        m_messages << report::saveToLibrary(*m_store, {dialog.quote()}, m_document.displayName());
    quotelist::write(m_document, quotes, tr("Edit the quote of %1").arg(dialog.quote().vendor));
    showMessages(m_messages);
}

void QuotesView::addFromLibrary()
{
    if (!m_store)
        return;
    QuoteLibraryDialog dialog(*m_store, this);
    if (dialog.exec() != QDialog::Accepted || dialog.chosen().empty())
        return;
    std::vector<report::Quote> quotes = quotelist::read(m_document);
    m_messages = report::replaceOrAdd(quotes, dialog.chosen());
    quotelist::write(m_document, quotes, tr("Add quotes from the library"));
    showMessages(m_messages);
}

void QuotesView::removeSelectedQuote()
{
    const int index = selectedQuote();
    std::vector<report::Quote> quotes = quotelist::read(m_document);
    if (index < 0 || index >= int(quotes.size()))
        return;
    const QString vendor = quotes[size_t(index)].vendor;
    quotes.erase(quotes.begin() + index);
    quotelist::write(m_document, quotes, tr("Remove the quote of %1").arg(vendor));
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
    const QString dir = QSettings().value(QStringLiteral("export/directory")).toString();
    QString path = dialogs::saveFileName(this, tr("Export comparison"), dir.isEmpty() ? name : dir + QLatin1Char('/') + name,
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
