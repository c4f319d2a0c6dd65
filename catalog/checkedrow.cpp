#include "catalog/checkedrow.h"

#include "catalog/parse.h"

namespace gpuplanner::catalog {

std::optional<CheckedRow> CheckedRow::check(Kind kind, nlohmann::json data, const QString &file, int index,
                                            QStringList &errors)
{
    Rows scratch;
    RowBase *parsed = parseRow(kind, std::move(data), file, index, Origin::User, scratch, errors);
    if (!parsed)
        return std::nullopt;
    return CheckedRow(kind, std::move(parsed->raw), parsed->id, parsed->name);
}

} // namespace gpuplanner::catalog
