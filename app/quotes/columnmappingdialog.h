#pragma once

#include "planner/quotes/csvfile.h"

#include <QDialog>
#include <QHash>
#include <QStringList>

#include <functional>
#include <optional>

class QComboBox;
class QSpinBox;
class QTableWidget;

namespace gpuplanner::app {

// The column-mapping step of a CSV import: each column of the file with a sample value and the
// quote field it fills, as recognized from its header (English or Chinese) and changeable; and the
// currency for quotes whose rows name none.
class ColumnMappingDialog : public QDialog
{
    Q_OBJECT

public:
    // `fields`: per column, the field recognized (empty: not used).
    ColumnMappingDialog(const QString &fileName, const QStringList &header, const QStringList &sample,
                        const std::vector<QString> &fields, QWidget *parent = nullptr);

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
    QString defaultCurrency() const; // "CNY", "USD" or empty
    void setField(int column, const QString &fieldId);
    void setDefaultCurrency(const QString &code);
    QTableWidget *table() const { return m_table; }

Q_SIGNALS:
    void sheetChosen(const QString &sheet);
    void headerRowChosen(int row);

private:
    QStringList m_header;
    QTableWidget *m_table;
    QComboBox *m_currency;
    QComboBox *m_sheet;
    QSpinBox *m_headerRow;
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

// The mapping step for a table with one row per quote or price (quotes and price lists use the
// same step): shows `grid` (the first of `sheets`, or a CSV file's cells) with the fields recognized
// from its header, lets the user change the sheet, the header row, the columns' fields and the
// default currency; `read` reloads another sheet. Empty when cancelled.
std::optional<ColumnChoice> chooseColumns(QWidget *parent, const QString &fileName, const QStringList &sheets,
                                          quotes::Grid grid, const SheetReader &read);

} // namespace gpuplanner::app
