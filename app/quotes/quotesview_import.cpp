// The Quotes view's edits of the plan's quotes: importing a file (through the column-mapping step for
// tables that are not our RFQ sheet), entering, editing, taking from the library, removing.
#include "app/quotes/quotesview.h"

#include "app/core/dialogs.h"
#include "app/core/startfolder.h"
#include "app/document/plandocument.h"
#include "app/quotes/columnmappingdialog.h"
#include "app/quotes/quoteentrydialog.h"
#include "app/quotes/quotelibrarydialog.h"
#include "app/quotes/quotelist.h"
#include "app/team/teamconnection.h"
#include "app/team/teamquotesave.h"
#include "app/team/teamquotesdialog.h"
#include "planner/quotes/csvfile.h"
#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotelibrary.h"
#include "planner/quotes/xlsxreader.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>

namespace gpuplanner::app {

namespace {

const QString kQuotesDirKey = QStringLiteral("quotes/directory");

} // namespace

void QuotesView::addQuotes(const std::vector<quotes::Quote> &added, const QString &undoLabel)
{
    // Kept in the quote library first: a conflict in the team library may take the library's version.
    std::vector<quotes::Quote> kept = added;
    const QStringList saved = saveToQuoteLibrary(this, m_store, kept, m_document.displayName());
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    QStringList messages = quotes::replaceOrAdd(quotes, kept);
    messages << saved;
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
    options.catalog = &m_document.catalog(); // the cores of a CPU model ("2*AMD 9454")
    const QString fileName = QFileInfo(path).fileName();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv") || suffix == QLatin1String("xlsx")) {
        // A table of quotes, one per row, goes through the mapping step (sheet, header row and
        // columns); our RFQ sheet, as CSV or in any workbook, is read as it is.
        QStringList sheets;
        quotes::XlsxWorkbook workbook;
        quotes::Grid grid;
        // The sheet as the import reads it: one with a quote per column is turned (orientQuoteGrid),
        // so the mapping step shows its items as columns.
        const auto load = [&](const QString &sheet, QString *error) {
            if (suffix == QLatin1String("xlsx"))
                return quotes::orientQuoteGrid(quotes::readXlsxSheet(path, workbook, sheet, error)).grid;
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                *error = file.errorString();
                return quotes::Grid{};
            }
            return quotes::orientQuoteGrid(quotes::parseCsv(file.read(32 * 1024 * 1024))).grid;
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
    std::vector<quotes::Quote> edited{dialog.quote()};
    m_messages = saveToQuoteLibrary(this, m_store, edited, m_document.displayName());
    quotes[size_t(index)] = edited.front();
    quotelist::write(m_document, quotes, tr("Edit the quote of %1").arg(dialog.quote().vendor));
    showMessages(m_messages);
}

void QuotesView::addFromLibrary()
{
    std::vector<quotes::Quote> chosen;
    if (TeamConnection::instance().configured()) { // Settings > Team library…
        TeamQuotesDialog dialog(m_document.displayName(), this);
        if (dialog.exec() == QDialog::Accepted)
            chosen = dialog.chosen();
    } else if (m_store) {
        QuoteLibraryDialog dialog(*m_store, this);
        if (dialog.exec() == QDialog::Accepted)
            chosen = dialog.chosen();
    }
    if (chosen.empty())
        return;
    std::vector<quotes::Quote> quotes = quotelist::read(m_document);
    m_messages = quotes::replaceOrAdd(quotes, chosen);
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

} // namespace gpuplanner::app
