#pragma once

// Internal to the quote import: naming cells in messages and reading typed cells.
#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"

namespace gpuplanner::quotes::detail {

struct CellLocator
{
    QString file;
    bool spreadsheet = false;
    QStringList header;
    bool record = false; // one record (manual entry, a JSON object): "quotes.json quote 2, field 'x'"
    CellOrigin
        origin; // a sheet with one quote per column, turned: cells are named where they are in the file
    // "quotes.csv row 4, column 'price_per_hour'" or "rfq.xlsx cell F14 (column 'Price per hour')".
    QString at(int row, int column) const;
};

QString cellAt(const Grid &grid, int row, int column);
bool rowIsEmpty(const QStringList &row);

// The first line of a bilingual header.
QString headerLabel(const QString &header);

// Reads one cell of field `fieldId` into the quote. On a bad cell returns false with the problem
// (without the location) in `problem`. `currency` is the currency of the row so far (updated when
// a money cell names one); a money cell in another currency is a problem.
// A money cell's period and basis: a unit in the cell ("3000/月"), else `rowUnit` (the row's price_unit
// cell), else the field's own; `column` names the column the price is read from.
struct PriceContext
{
    QString rowUnit;
    QString column;
    // HOOK (issue 22, header text for the cell readers): the whole header of the column, group line
    // included ("包月\n价格（人民币）"): its currency applies where the cell names none. A reader
    // that takes the header (readPriceCell, readCurrency) is given this text.
    QString header;
    // The cores per socket of a CPU model (catalogCores), for CPU cells such as "2*AMD 9454"; null: none.
    const CoresLookup *cores = nullptr;
};

// Rows of a vendor's table that hold no quote and are skipped silently.
enum class RowKind { Quote, Blank, Total, Note };
RowKind rowKind(const QStringList &row);
bool applyCell(Quote &q, const QString &fieldId, const QString &text, QString &currency, QString *problem,
               const PriceContext &price = {});

// A machines column beside the GPU count (quotemachines.cpp): the count answer becomes machines × GPUs
// per machine, read per machine unless `countHeader` or its size says it is the offer's total.
// Returns why the machines could not be read, or empty.
QString applyMachineCount(Quote &q, const QString &countHeader);

// The quote table import behind importQuoteGrid and quoteFromFields.
QuoteImport importGrid(const Grid &grid, const CellLocator &base, const ImportOptions &options);
// The CPU cores lookup of an import: options.catalog's, else the bundled catalog's.
CoresLookup coresLookupFor(const ImportOptions &options);
// options.catalog, else the bundled catalog.
const catalog::Catalog &catalogFor(const ImportOptions &options);
// The GPU an offering's text names ("8*H100 SXM 80G", "8卡H100", "8×H20 / 2×8480+ / 2T"), with its
// count where the text gives one; an empty model where no part names a GPU of `catalog`.
GpuCountRead gpuInOffering(const QString &offering, const catalog::Catalog &catalog);
bool quoteFromFieldsAt(const QList<QPair<QString, QString>> &fields, const QString &label, Quote *quote,
                       QStringList *messages, const ImportOptions &options);

// The value beside a label above the table ("供应商" | "Acme", "供应商：Acme", a label merged over two
// cells), with its cell; row -1 when no label names the field.
struct Labelled
{
    QString value;
    int row = -1, column = -1;
};
Labelled labelled(const Grid &grid, int headerRow, const QString &fieldId);
// A vendor's own sheet that names the vendor in no column and under no label: the name in its title
// above the table ("某某科技 GPU 服务器报价单" → 某某科技, "Acme Corp quotation" → Acme Corp), with the
// title's cell; row -1 when no title names one.
Labelled vendorInTitle(const Grid &grid, int headerRow);

void importWide(const Grid &grid, int headerRow, const ColumnMapping &mapping, const CellLocator &where,
                const ImportOptions &options, QuoteImport &out);
void importRfq(const Grid &grid, int headerRow, const ColumnMapping &mapping, const CellLocator &where,
               const ImportOptions &options, QuoteImport &out);

} // namespace gpuplanner::quotes::detail
