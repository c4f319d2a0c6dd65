#pragma once

#include "catalog/types.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <vector>

namespace gpuplanner::catalog {

// Validated rows of every kind. The parse functions below read rows in the format of
// resources/catalog/SCHEMA.md and append one message per bad field to `errors`.
struct Rows
{
    std::vector<Accelerator> accelerators;
    std::vector<Cpu> cpus;
    std::vector<ModelPreset> models;
    std::vector<StorageClass> storage;
    std::vector<NetworkClass> network;
    std::vector<PriceOffer> prices;
};

// Calls `fn` for every row, or for the rows of one kind only.
void forEachRow(const Rows &rows, std::optional<Kind> only, const std::function<void(Kind, const RowBase &)> &fn);

// Parses one row of `kind` and, when it is valid, appends it to `rows` with the given origin.
// Returns false (and appends to `errors`) when the row is rejected.
bool parseRow(Kind kind, const nlohmann::json &row, const QString &file, int index, Origin origin, Rows &rows,
              QStringList &errors);
// The same, moving the JSON into the row instead of copying it; returns the row appended, or null.
RowBase *parseRow(Kind kind, nlohmann::json &&row, const QString &file, int index, Origin origin, Rows &rows,
                  QStringList &errors);

// Parses a whole file's `{"rows": [...]}`; rejects duplicate ids. Returns the number of rows accepted.
int parseFile(Kind kind, const nlohmann::json &document, const QString &file, Origin origin, Rows &rows,
              QStringList &errors);

} // namespace gpuplanner::catalog
