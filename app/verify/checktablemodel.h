#pragma once

#include "planner/verify/checks.h"

#include <QAbstractTableModel>

namespace gpuplanner::app {

// Plan against actual: one row per check of the imported report, with its verdict in colour.
class CheckTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Check, Verdict, Measured, Expected, Threshold, Source, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setVerification(const verify::Verification &verification);
    const verify::Verification &verification() const { return m_verification; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Background of a verdict, readable in light and dark palettes.
    static QColor verdictColor(verify::Verdict verdict, const QPalette &palette);

private:
    verify::Verification m_verification;
};

} // namespace gpuplanner::app
