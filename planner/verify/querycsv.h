#pragma once

#include "planner/verify/values.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuplanner::verify {

// `nvidia-smi --query-gpu=... --format=csv[,noheader][,nounits]`: one row per GPU. Field names
// come from the header without their unit ("memory.total [MiB]" → "memory.total"); older and newer
// names of a field are one ("clocks_throttle_reasons.active" = "clocks_event_reasons.active").
struct QueryTable
{
    QStringList fields;
    std::vector<QStringList> rows;
    std::vector<int> rowLines;
    int column(const QString &field) const;
    QString text(size_t row, const QString &field) const;
    std::optional<double> number(size_t row, const QString &field) const;
};

// The name a field is stored under: units dropped, aliases mapped to one name.
QString canonicalField(QStringView header);

// The fields the acceptance script asks for when the file has no header (noheader).
QStringList defaultInventoryFields();

QueryTable parseQueryCsv(const QByteArray &bytes, const QString &file, ParseIssues &issues,
                         const QStringList &fieldsIfNoHeader = defaultInventoryFields());

} // namespace gpuplanner::verify
