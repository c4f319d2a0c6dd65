#pragma once

#include "catalog/types.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace gpuplanner::catalog {

// A user row that passed the catalog's own validation (parseRow), with the id and name it read.
// Only check() makes one, so a row of this type needs no second check before it is saved: a price
// list of 50,000 rows is validated once, while it is read, not again by the store.
class CheckedRow
{
public:
    // The row parsed as the bundled rows are; nullopt with one message per bad field appended to
    // `errors` ("FILE row INDEX+1 (id): field: problem").
    static std::optional<CheckedRow> check(Kind kind, nlohmann::json data, const QString &file, int index,
                                           QStringList &errors);

    Kind kind() const { return m_kind; }
    const nlohmann::json &data() const { return m_data; }
    const QString &id() const { return m_id; }
    const QString &name() const { return m_name; }

private:
    CheckedRow(Kind kind, nlohmann::json data, QString id, QString name)
        : m_kind(kind), m_data(std::move(data)), m_id(std::move(id)), m_name(std::move(name))
    {
    }

    Kind m_kind;
    nlohmann::json m_data;
    QString m_id;
    QString m_name;
};

} // namespace gpuplanner::catalog
