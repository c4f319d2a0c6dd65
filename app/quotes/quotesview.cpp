#include "app/quotes/quotesview.h"

#include "app/core/dialogs.h"
#include "app/core/startfolder.h"
#include "app/document/plandocument.h"
#include "app/export/planexport.h"
#include "app/quotes/columnmappingdialog.h"
#include "app/quotes/quotecostchart.h"
#include "app/quotes/quoteentrydialog.h"
#include "app/quotes/quotelibrarydialog.h"
#include "app/quotes/quotelist.h"
#include "planner/quotes/csvfile.h"
#include "planner/report/exports.h"
#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotelibrary.h"
#include "planner/report/reportformat.h"
#include "planner/quotes/xlsxreader.h"
#include "widgets/charts/chartstyle.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
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

using quotes::QuoteStatus;

namespace {

const QString kQuotesDirKey = QStringLiteral("quotes/directory");

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
    m_basis->setText(m_comparison.basisWhy.join(QLatin1Char(' ')));
    m_remove->setEnabled(selectedQuote() >= 0);
    m_edit->setEnabled(selectedQuote() >= 0);
}

void QuotesView::fillRanking()
{
    const quotes::Comparison &c = m_comparison;
    m_ranking->clear();
    m_ranking->setColumnCount(12);
    m_ranking->setHorizontalHeaderLabels(
        {tr("Rank"), tr("Vendor"), tr("Offering"), tr("Below minimum"), tr("Below recommended"), tr("Not stated"),
         tr("Cost over %1 months").arg(locale().toString(c.horizonMonths, 'f', 0)), tr("A month"), tr("Verdict"),
         tr("Prices as read"), tr("Price check"), tr("Why here")});
    m_ranking->setRowCount(int(c.results.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < int(c.results.size()); ++row) {
        const quotes::QuoteResult &r = c.results[size_t(row)];
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
        verdict->setToolTip(r.verdict + QLatin1Char('\n') + r.rankWhy);
        if (r.unverified)
            verdict->setBackground(statusColor(QuoteStatus::NotStated, palette()));
        m_ranking->setItem(row, 8, verdict);
        auto *read = cell(r.pricesRead.join(QLatin1Char('\n')));
        read->setToolTip(r.cost.why.join(QLatin1Char('\n')));
        m_ranking->setItem(row, 9, read);
        auto *check = cell(r.sanity.warning ? tr("Far from the estimate") : r.sanity.checked ? tr("Plausible") : QString());
        check->setToolTip(r.sanity.warning ? r.sanity.text : r.sanity.estimateWhy);
        if (r.sanity.warning) {
            check->setBackground(statusColor(QuoteStatus::BelowRecommended, palette()));
            m_ranking->item(row, 6)->setBackground(statusColor(QuoteStatus::BelowRecommended, palette()));
            m_ranking->item(row, 6)->setToolTip(r.sanity.text + QStringLiteral("\n\n") + r.cost.why.join(QLatin1Char('\n')));
        }
        m_ranking->setItem(row, 10, check);
        if (r.sanity.warning && !r.sanity.rereadAs.isEmpty()) {
            // One click: the quote's prices read in the unit that puts them near the estimate.
            auto *button = new QPushButton(rereadLabel(r.sanity.rereadAs), m_ranking);
            button->setObjectName(QStringLiteral("rereadButton"));
            button->setToolTip(r.sanity.text);
            const int planIndex = row < int(m_planIndex.size()) ? m_planIndex[size_t(row)] : -1;
            const QString from = r.sanity.rereadFrom, as = r.sanity.rereadAs;
            connect(button, &QPushButton::clicked, this, [this, planIndex, from, as] { rereadQuote(planIndex, from, as); });
            m_ranking->setCellWidget(row, 10, button);
        }
        m_ranking->setItem(row, 11, cell(r.rankWhy));
    }
    m_ranking->resizeColumnsToContents();
    m_ranking->setColumnWidth(2, std::min(m_ranking->columnWidth(2), 220));
    // Long texts wrap (verdict, prices as read, why here) so that every column is in view.
    m_ranking->setColumnWidth(8, std::min(m_ranking->columnWidth(8), 300));
    m_ranking->setColumnWidth(9, std::min(m_ranking->columnWidth(9), 200));
    m_ranking->setColumnWidth(10, std::max(m_ranking->columnWidth(10), 140));
    m_ranking->resizeRowsToContents();
    // Tall enough for every quote (up to eight rows), so that the ranking is read without scrolling.
    int height = m_ranking->horizontalHeader()->height() + 2 * m_ranking->frameWidth();
    for (int row = 0; row < std::min(m_ranking->rowCount(), 8); ++row)
        height += m_ranking->rowHeight(row);
    m_ranking->setMinimumHeight(height + m_ranking->horizontalScrollBar()->sizeHint().height());
}

QString QuotesView::rereadLabel(const QString &field)
{
    const quotes::PriceUnit u = quotes::priceUnitOfField(field);
    if (u.period == QLatin1String("hour"))
        return u.perGpu ? tr("Re-read per GPU-hour") : tr("Re-read per hour");
    if (u.period == QLatin1String("day"))
        return u.perGpu ? tr("Re-read per GPU-day") : tr("Re-read per day");
    if (u.period == QLatin1String("month"))
        return u.perGpu ? tr("Re-read per GPU-month") : tr("Re-read per month");
    return u.perGpu ? tr("Re-read per GPU-year") : tr("Re-read per year");
}

void QuotesView::rereadQuote(int planIndex, const QString &fromField, const QString &asField)
{
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    if (planIndex < 0 || planIndex >= int(quotes.size()))
        return;
    quotes::Quote &q = quotes[size_t(planIndex)];
    q = quotes::rereadPrices(q, fromField, asField);
    const QString vendor = q.vendor;
    quotelist::write(m_document, quotes, tr("Re-read the prices of %1").arg(vendor));
    m_written = quotes.size();
}

void QuotesView::chooseGpu(int row, int column)
{
    // An ambiguous GPU name: the catalog's candidates to choose from.
    const int q = column - 2;
    if (q < 0 || q >= int(m_comparison.results.size()) || row < 0 || row >= int(m_comparison.requirements.size()) ||
        m_comparison.requirements[size_t(row)].id != QLatin1String("gpu_model"))
        return;
    const quotes::Assessment &a = m_comparison.results[size_t(q)].assessments[size_t(row)];
    if (a.candidates.isEmpty())
        return;
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Choose the GPU"),
                                                 tr("'%1' could be any of these GPUs of the catalog. Which one did "
                                                    "the vendor offer?")
                                                     .arg(a.offered),
                                                 a.candidates, 0, false, &ok);
    const int planIndex = q < int(m_planIndex.size()) ? m_planIndex[size_t(q)] : -1;
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    if (!ok || planIndex < 0 || planIndex >= int(quotes.size()))
        return;
    quotes::QuoteAnswer &answer = quotes[size_t(planIndex)].answers[QStringLiteral("gpu_model")];
    answer.offered = chosen;
    answer.value = chosen;
    quotelist::write(m_document, quotes, tr("Choose the GPU of %1").arg(quotes[size_t(planIndex)].vendor));
}

void QuotesView::fillMatrix()
{
    const quotes::Comparison &c = m_comparison;
    m_matrix->clear();
    m_matrix->setColumnCount(int(2 + c.results.size()));
    QStringList headers{tr("Requirement"), tr("Minimum / recommended")};
    for (const quotes::QuoteResult &r : c.results)
        headers << QStringLiteral("%1. %2").arg(r.rank).arg(r.quote.vendor);
    m_matrix->setHorizontalHeaderLabels(headers);
    m_matrix->setRowCount(int(c.requirements.size()));
    for (int row = 0; row < int(c.requirements.size()); ++row) {
        const quotes::Requirement &req = c.requirements[size_t(row)];
        auto *title = cell(req.title);
        title->setToolTip(req.text);
        m_matrix->setItem(row, 0, title);
        const QString range = req.recommendedText.isEmpty() || req.recommendedText == req.minimumText
                                  ? req.minimumText
                                  : QStringLiteral("%1 / %2").arg(req.minimumText, req.recommendedText);
        m_matrix->setItem(row, 1, cell(range));
        for (int q = 0; q < int(c.results.size()); ++q) {
            const quotes::Assessment &a = c.results[size_t(q)].assessments[size_t(row)];
            QString text = quotes::quoteStatusName(a.status);
            if (!a.offered.isEmpty())
                text += QStringLiteral("\n") + a.offered;
            auto *item = cell(text);
            item->setBackground(statusColor(a.status, palette()));
            item->setToolTip(a.note.isEmpty() ? text : text + QStringLiteral("\n") + a.note);
            item->setData(Qt::UserRole, quotes::quoteStatusId(a.status));
            if (!a.candidates.isEmpty()) {
                item->setText(text + QLatin1Char('\n') + tr("Double-click to choose: %1").arg(a.candidates.join(QStringLiteral(", "))));
                item->setToolTip(a.note);
            }
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

void QuotesView::addQuotes(const std::vector<quotes::Quote> &added, const QString &undoLabel)
{
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    QStringList messages = quotes::replaceOrAdd(quotes, added);
    if (m_store)
        messages << quotes::saveToLibrary(*m_store, added, m_document.displayName());
    m_written = -1;
    quotelist::write(m_document, quotes, undoLabel);
    m_written = int(quotes.size());
    m_messages << messages;
    showMessages(m_messages);
}

void QuotesView::importWithDialog()
{
    const QString path = dialogs::openFileName(this, tr("Import quotes"),
                                               startFolder(m_document.filePath(), rememberedFolder(kQuotesDirKey)),
                                               tr("Quote files (*.xlsx *.csv *.json);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

bool QuotesView::importFile(const QString &path)
{
    rememberFolder(kQuotesDirKey, path);
    quotes::ImportOptions options;
    options.forApp = true;
    const QString fileName = QFileInfo(path).fileName();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv") || suffix == QLatin1String("xlsx")) {
        // A table of quotes, one per row, goes through the mapping step (sheet, header row and
        // columns); our RFQ sheet, as CSV or in any workbook, is read as it is.
        QStringList sheets;
        quotes::XlsxWorkbook workbook;
        quotes::Grid grid;
        const auto load = [&](const QString &sheet, QString *error) {
            if (suffix == QLatin1String("xlsx"))
                return quotes::readXlsxSheet(path, workbook, sheet, error);
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                *error = file.errorString();
                return quotes::Grid{};
            }
            return quotes::parseCsv(file.read(32 * 1024 * 1024));
        };
        bool rfq = false;
        QString error;
        if (suffix == QLatin1String("xlsx")) {
            workbook = quotes::readXlsxWorkbook(path);
            error = workbook.error;
            sheets = workbook.sheetNames;
            for (qsizetype i = 0; i < sheets.size() && error.isEmpty() && !rfq; ++i)
                rfq = quotes::isRfqSheet(load(sheets[i], &error));
            if (error.isEmpty() && !rfq && !sheets.isEmpty())
                grid = load(sheets.front(), &error);
        } else {
            grid = load(QString(), &error);
            const quotes::QuoteHeader h = quotes::quoteHeader(grid);
            rfq = quotes::isRfqLayout(quotes::mapColumns(h.row >= 0 ? h.header : grid.value(0), {}));
        }
        if (!error.isEmpty()) {
            showMessages({tr("%1: cannot be read: %2").arg(fileName, error)});
            return false;
        }
        if (!rfq) {
            const std::optional<ColumnChoice> choice = chooseColumns(this, fileName, sheets, grid, load);
            if (!choice)
                return false;
            options.columnMap = choice->overrides;
            options.defaultCurrency = choice->defaultCurrency;
            options.headerRow = choice->headerRow;
            options.sheet = choice->sheet;
        }
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const quotes::QuoteImport in = quotes::importQuoteFile(path, options);
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
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    if (index < 0 || index >= int(quotes.size()))
        return;
    QuoteEntryDialog dialog(m_comparison.requirements, quotes[size_t(index)].currency, this);
    dialog.setQuote(quotes[size_t(index)]);
    if (dialog.exec() != QDialog::Accepted)
        return;
    quotes[size_t(index)] = dialog.quote();
    m_messages.clear();
    if (m_store)
        m_messages << quotes::saveToLibrary(*m_store, {dialog.quote()}, m_document.displayName());
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
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    m_messages = quotes::replaceOrAdd(quotes, dialog.chosen());
    quotelist::write(m_document, quotes, tr("Add quotes from the library"));
    showMessages(m_messages);
}

void QuotesView::removeSelectedQuote()
{
    const int index = selectedQuote();
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
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
