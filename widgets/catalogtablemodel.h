#pragma once

#include "catalog/catalog.h"

#include <QAbstractTableModel>

namespace gpuplanner::widgets {

// The catalog's accelerators as a table: one row per accelerator, the figures sizing uses.
class AcceleratorTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Memory, Bandwidth, Bf16, Fp8, Fp4, Fp64, Tdp, Link, Stack, Source, ColumnCount };

    explicit AcceleratorTableModel(const catalog::Catalog &catalog, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Role carrying the row id (e.g. "nvidia-h100-sxm").
    static constexpr int IdRole = Qt::UserRole + 1;

private:
    const catalog::Catalog &m_catalog;
};

} // namespace gpuplanner::widgets
