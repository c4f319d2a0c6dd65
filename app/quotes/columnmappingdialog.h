#pragma once

#include "planner/quotes/csvfile.h"
#include "planner/quotes/quoteimport.h"

#include <QDialog>
#include <QHash>
#include <QStringList>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gpuplanner::app {

// What the columns are mapped to: a quote's fields, or a price list's (pricelistmappingdialog.h).
struct MappingFields
{
    QString intro;                         // what a row of the file is, translated
    QList<QPair<QString, QString>> fields; // field id → label (translated), in the order offered
    // The field of each column as guessed from the header.
    std::function<std::vector<QString>(const QStringList &header)> guess;
    // The header of a sheet: found (headerRow 0) or the given 1-based row, with a group row of
    // merged cells read with it. Null: as quote tables' (quotes::quoteHeader).
    std::function<quotes::QuoteHeader(const quotes::Grid &grid, int headerRow)> header;
    // What the chosen fields still lack: `missing` (labels of required fields; the import waits
    // for them) and `notes` (what will be read otherwise), from the header, the first row's cells
    // (`sample`), the fields chosen and the default currency. Null: nothing is required.
    struct Check
    {
        QStringList missing, notes;
    };
    std::function<Check(const QStringList &header, const QStringList &sample, const std::vector<QString> &fields,
                        const QString &defaultCurrency)>
        check;
};

// A quote table's fields: one vendor's quote per row.
MappingFields quoteMappingFields();

// The column-mapping step of a table import: each column of the file with a sample value and the
// field it fills, as recognized from its header (English or Chinese) and changeable; the currency
// for rows that name none; and, where fields are required, which are still missing.
class ColumnMappingDialog : public QDialog
{
    Q_OBJECT

public:
    // `fields`: per column, the field recognized (empty: not used). A quote table's fields.
    ColumnMappingDialog(const QString &fileName, const QStringList &header, const QStringList &sample,
                        const std::vector<QString> &fields, QWidget *parent = nullptr);
    // The same for other fields (`kind`); the columns follow with setColumns.
    ColumnMappingDialog(const QString &fileName, MappingFields kind, QWidget *parent = nullptr);

    const MappingFields &kind() const { return m_kind; }

    // Replaces the columns (after another sheet or header row was chosen).
    void setColumns(const QStringList &header, const QStringList &sample, const std::vector<QString> &fields);
    // A workbook's sheets, with a picker; hidden for a CSV file.
    void setSheets(const QStringList &sheets, const QString &current);
    QString sheet() const;
    // The row of column names as detected (1-based), changeable; sheetChosen / headerRowChosen
    // ask the caller for the columns again.
    void setHeaderRow(int row);
    int headerRow() const;
    QComboBox *sheetBox() const { return m_sheet; }
    QSpinBox *headerRowBox() const { return m_headerRow; }

    // Column number (1-based, as text) → field id, or "ignore" for unused columns: every column.
    QHash<QString, QString> overrides() const;
    // The field of each column as chosen now (empty: not used).
    std::vector<QString> fields() const;
    QString defaultCurrency() const; // "CNY", "USD" or empty
    void setField(int column, const QString &fieldId);
    void setDefaultCurrency(const QString &code);
    QTableWidget *table() const { return m_table; }
    // What is still missing and what will be read otherwise (empty without a check).
    QLabel *statusLabel() const { return m_status; }
    QPushButton *importButton() const { return m_import; }

Q_SIGNALS:
    void sheetChosen(const QString &sheet);
    void headerRowChosen(int row);

private:
    void updateStatus();

    MappingFields m_kind;
    QStringList m_header;
    QStringList m_sample;
    QTableWidget *m_table;
    QComboBox *m_currency;
    QComboBox *m_sheet;
    QSpinBox *m_headerRow;
    QLabel *m_status;
    QPushButton *m_import = nullptr;
    std::vector<QComboBox *> m_boxes;
};

// What the mapping step chose for a table file: the sheet, the header row (1-based), the columns'
// fields (ColumnMappingDialog::overrides()) and the default currency, with the cells of the sheet
// chosen and its header as shown.
struct ColumnChoice
{
    QString sheet;
    int headerRow = 1;
    QHash<QString, QString> overrides;
    QString defaultCurrency;
    quotes::Grid grid;
    QStringList header;
};

// Reads one sheet of the file (empty name: a CSV file's only table); sets *error when it cannot.
using SheetReader = std::function<quotes::Grid(const QString &sheet, QString *error)>;

// The mapping step for a table with one quote per row: shows `grid` (the first of `sheets`, or a
// CSV file's cells) with the fields recognized from its header, lets the user change the sheet, the
// header row, the columns' fields and the default currency; `read` reloads another sheet. Empty
// when cancelled.
std::optional<ColumnChoice> chooseColumns(QWidget *parent, const QString &fileName, const QStringList &sheets,
                                          quotes::Grid grid, const SheetReader &read);
// The same step in a dialog already made (its kind() guesses the fields): quotes and price lists.
std::optional<ColumnChoice> runMappingStep(ColumnMappingDialog &dialog, const QStringList &sheets, quotes::Grid grid,
                                           const SheetReader &read);

} // namespace gpuplanner::app
