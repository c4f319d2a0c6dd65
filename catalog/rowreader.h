#pragma once

#include "catalog/types.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>

namespace gpuplanner::catalog {

// Reads the fields of one JSON row and records every problem with the file, the row and the
// field it concerns, e.g. "accelerators.json: row 3 (nvidia-h100-sxm): field 'memory_gb' is missing".
// Accessors return a neutral value on error so that one pass reports every bad field of a row.
class RowReader
{
public:
    RowReader(const nlohmann::json &row, QString file, int index, QStringList *errors,
              QString prefix = {});

    QString str(const char *field);
    QString optStr(const char *field);
    QString oneOf(const char *field, std::initializer_list<const char *> allowed);
    double num(const char *field, double min, double max);
    std::optional<double> optNum(const char *field, double min, double max);
    int integer(const char *field, int min, int max);
    int optInt(const char *field, int min, int max, int fallback);
    bool boolean(const char *field);
    QStringList optStrList(const char *field);
    RowReader object(const char *field);
    bool has(const char *field) const;
    Source source();

    // Records a problem that concerns the row as a whole or a relation between fields.
    void fail(const char *field, const QString &problem);

private:
    const nlohmann::json *lookup(const char *field, bool required);
    QString where(const char *field) const;

    const nlohmann::json &m_row;
    QString m_file;
    int m_index;
    QStringList *m_errors;
    QString m_prefix;
    QString m_id;
};

// Name of a JSON value's type as a user reads it ("a string", "a number", ...).
QString jsonTypeName(const nlohmann::json &value);

} // namespace gpuplanner::catalog
