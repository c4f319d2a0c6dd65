#pragma once

// A team's price list of `rows` offers in the price-list template's English columns, one offering
// per row, five GPU models and 17 prices in turn: the input of the import tests and benchmark.
#include <QByteArray>

namespace testdata {

inline QByteArray teamPriceList(int rows)
{
    static const char *const gpus[] = {"H100 SXM5 80GB", "A100 SXM4 80GB", "L40S 48GB", "RTX 4090", "H20 96GB"};
    QByteArray csv = "Vendor,Offering,GPU model,GPU count,Billing,Price,Currency,Date\n";
    for (int i = 0; i < rows; ++i)
        csv += QByteArray("Team Cloud,offer-") + QByteArray::number(i) + ',' + gpus[i % 5] + ",8,hourly," +
               QByteArray::number(10 + i % 17) + ".25,USD,2026-12-01\n";
    return csv;
}

} // namespace testdata
