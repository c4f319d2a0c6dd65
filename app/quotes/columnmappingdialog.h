#pragma once

#include <QDialog>
#include <QHash>
#include <QStringList>

class QComboBox;
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

    // Column number (1-based, as text) → field id, or "ignore" for unused columns: every column.
    QHash<QString, QString> overrides() const;
    QString defaultCurrency() const; // "CNY", "USD" or empty
    void setField(int column, const QString &fieldId);
    void setDefaultCurrency(const QString &code);
    QTableWidget *table() const { return m_table; }

private:
    QStringList m_header;
    QTableWidget *m_table;
    QComboBox *m_currency;
    std::vector<QComboBox *> m_boxes;
};

} // namespace gpuplanner::app
