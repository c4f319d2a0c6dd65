#pragma once

#include "planner/quotes/csvfile.h"
#include "planner/quotes/quote.h"

#include <optional>
#include <QHash>
#include <QStringList>
#include <vector>

namespace gpuplanner::quotes {

struct ImportOptions
{
    QHash<QString, QString> columnMap; // column (header, letter or number) → field id; see mapColumns()
    QString defaultCurrency;           // used where a quote names no currency; empty: such quotes are refused
    QString importedAt;                // ISO 8601 stamp for the quotes; empty: now
    bool forApp = false;               // messages name the app's actions instead of the CLI's options
    QString sheet;                     // XLSX: the sheet of quotes; empty: our RFQ sheet, else the first
    int headerRow = 0;                 // 1-based row of the column names; 0: detected (quoteHeader)
    // The catalog whose CPU table gives the cores of a CPU model ("2*AMD 9454" = 2 × 48); null: the
    // catalog bundled with the application. Must outlive the import.
    const catalog::Catalog *catalog = nullptr;
};

// What was read of one vendor's quotes: how many, how many priced, which columns were read and
// which cells were not, each with its place and why ("row 4, column 'CPU': '2*AMD' is not a number").
struct VendorImport
{
    QString vendor;
    int quotes = 0;
    int priced = 0;    // quotes with a usable price; the others are "price on request"
    QStringList read;  // the columns read (header labels, each once)
    QStringList notRead; // cells not read: where and why
};

// What an import produced: every quote (a row with a vendor or an offering) and one message per
// problem, each naming the file, the row and the column (or the cell, for XLSX): "quotes.csv row 4,
// column 'price_per_hour': 'abc' is not a number; the cell is not read". A cell that cannot be read
// leaves its field unread (a price: the quote is "price on request"); the quote is kept. Blank rows,
// totals rows (合计, Total…), notes rows (备注:, Note:, *…) and repeated header rows are skipped silently.
struct QuoteImport
{
    std::vector<Quote> quotes;
    QStringList messages;
    std::vector<VendorImport> vendors; // per vendor, in the order first read
    int rowsRead = 0;
    int rowsSkipped = 0;
};

// The per-vendor summary as lines: "Acme: 2 quotes (1 priced, 1 price on request); read: …; not read: …".
QStringList vendorSummaryLines(const QuoteImport &import);

// Reads a quote file by its extension: .xlsx (a request-for-quote sheet from this application,
// filled in by the vendor), .csv (the RFQ sheet saved as CSV, or any table with one quote per row
// and a header the columns are mapped from), .json (quoteToJson objects, an array of them, or
// {"quotes": [...]}; flat objects with column names as keys are mapped like CSV columns).
QuoteImport importQuoteFile(const QString &path, const ImportOptions &options = {});

// The same for a table already in memory (`source` names it in messages; `spreadsheet` names cells
// as "F14" instead of "row 14, column 'x'").
QuoteImport importQuoteGrid(const Grid &grid, const QString &source, bool spreadsheet, const ImportOptions &options);
QuoteImport importQuoteJson(const QByteArray &json, const QString &source, const ImportOptions &options);

// The header row of a quote table: of the first 40 rows, the one where most cells name a field (at
// least two); the first such row on a tie (labelled cells above an RFQ table name one or two). -1
// when no row does.
int quoteHeaderRow(const Grid &grid, const ImportOptions &options = {});

// The header of a quote table: the row of column names (quoteHeaderRow, or options.headerRow) and,
// where a group row with merged cells sits above or below it, the names with their group's name on
// a second line ("显存\nGPU", "元/月\n价格"). `row` is the last header row; -1 when there is none.
struct QuoteHeader
{
    int row = -1;
    QStringList header;
};
QuoteHeader quoteHeader(const Grid &grid, const ImportOptions &options = {});

// A sheet with one quote per column (the items down one column, "配置项 | 方案一 | 方案二"), turned so
// that each quote is a row: recognized when a column names more quote fields (at least three) than
// any row does. `origin` gives each cell of the turned grid its place in the file. A sheet with one
// quote per row (and our RFQ sheet) is returned as it is.
struct CellOrigin
{
    bool turned = false;
    int prefixRows = 0;       // rows above the table, kept as they are (labels: "供应商：Acme")
    QList<int> sourceRows;    // per column of the turned table: the file's row of that item
    QList<int> sourceColumns; // per row of the turned table below the prefix: the file's column
    QPair<int, int> at(int row, int column) const; // (row, column) in the file
};
struct OrientedGrid
{
    Grid grid;
    CellOrigin origin;
};
OrientedGrid orientQuoteGrid(const Grid &grid);
// How many different quote fields the cells name (a column of items names many, a column of values
// one over and over).
int distinctFieldsNamed(const QStringList &cells);

// A bill of materials ("配置项 | 型号 | 数量 | 单价"): one machine's parts down the rows. Returns the
// grid as one quote laid out per column (the parts with their counts, then its purchase price), for
// orientQuoteGrid; nullopt when the grid is no bill of materials.
std::optional<Grid> billOfMaterials(const Grid &grid);

// Our request-for-quote sheet, recognized by its content: an item-id column holding requirement ids.
bool isRfqSheet(const Grid &grid);

// A workbook: our RFQ sheet wherever it is (by content), else options.sheet, else the first sheet,
// read as any quote table.
QuoteImport importQuoteWorkbook(const QString &path, const ImportOptions &options = {});

// Manual entry: a quote from field → text pairs ("vendor" → "Acme", "price_per_hour" → "¥52"),
// checked as one CSV row is. Returns false with the problems in `messages`.
bool quoteFromFields(const QList<QPair<QString, QString>> &fields, Quote *quote, QStringList *messages,
                     const ImportOptions &options = {});

} // namespace gpuplanner::quotes
