#pragma once

#include "app/quotes/columnmappingdialog.h"

namespace gpuplanner::app {

// The mapping step of a price-list import (issue 22): the price list's own fields (GPU model and
// count, billing, price with its period and basis, price unit, currency, region, date, source…),
// guessed from English and Chinese headers (型号 / GPU, 计费方式 / Billing, 单价 / Price, 币种 /
// Currency, 地区 / Region, 日期 / Date, 来源 / Source, 卡数 / GPUs), changeable, with the required
// fields that are still missing named and Import held until they are chosen.
class PriceListMappingDialog : public ColumnMappingDialog
{
    Q_OBJECT

public:
    explicit PriceListMappingDialog(const QString &fileName, QWidget *parent = nullptr);

    // What a price-list field holds, translated ("gpu_count" → "GPU count (GPUs in the offer)").
    static QString fieldLabel(const QString &fieldId);
    // The fields, their labels, the guess from headers and the check of what is missing.
    static MappingFields priceListKind();
};

// The price list's mapping step on `grid` (the first of `sheets`, or a CSV file's cells); `read`
// reloads another sheet. Empty when cancelled.
std::optional<ColumnChoice> choosePriceListColumns(QWidget *parent, const QString &fileName,
                                                   const QStringList &sheets, quotes::Grid grid,
                                                   const SheetReader &read);

} // namespace gpuplanner::app
