#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace gpuplanner::quotes {

// What a column of a quote table holds.
enum class FieldType { Text, Number, Money, Currency, Flag };

// One field a quote column can map to: the quote's own fields (vendor, prices…), a requirement's
// answer (its id, see requirements.h), or a column of the RFQ sheet (item_id, offered…).
struct QuoteField
{
    QString id;
    FieldType type = FieldType::Text;
    QStringList synonyms; // English and Chinese headers, matched after normalizeHeader()
};

const std::vector<QuoteField> &quoteFields();
const QuoteField *quoteField(const QString &id);
QStringList quoteFieldIds();
// A field of another table (a price list's): its synonyms are normalized here (normalizeHeader),
// the id among them.
QuoteField makeField(const QString &id, FieldType type, const QStringList &synonyms);

// Lower case, without spaces, punctuation, brackets and units in brackets: "Price per hour (USD)" →
// "priceperhour", "显存（GB）" → "显存".
QString normalizeHeader(const QString &header);

// The field a header names, or empty. Bilingual headers ("Price per hour\n每小时价格",
// "Vendor / 供应商") are tried part by part; exact synonyms win over synonyms contained in the header.
QString fieldForHeader(const QString &header);
// The same against another set of fields (a price list's, see planner/report/pricelistfields.h):
// the same matching, the price header's unit included, without the RFQ sheet's own labels.
QString fieldForHeader(const QString &header, const std::vector<QuoteField> &fields);

// Column → field, decided automatically and overridable ("--map 'Preis/Std=price_per_hour'").
struct ColumnMapping
{
    std::vector<QString> fields; // per column: a field id, or empty (unused)
    QStringList problems;        // overrides that name no column or no field
};

// The request-for-quote sheet's layout (a row per requirement: item_id and the offered answer)
// rather than a table with one quote per row.
bool isRfqLayout(const ColumnMapping &mapping);

// `overrides`: header text (case-insensitive), column letter ("F") or 1-based number → field id;
// the field "ignore" drops a column.
ColumnMapping mapColumns(const QStringList &header, const QHash<QString, QString> &overrides);
// The same against another set of fields.
ColumnMapping mapColumns(const QStringList &header, const QHash<QString, QString> &overrides,
                         const std::vector<QuoteField> &fields);

// Parses "COLUMN=FIELD" into `overrides`; returns false for text without "=".
bool addMappingOverride(const QString &spec, QHash<QString, QString> *overrides);

// The request-for-quote sheet's column headers (in its column order) and the labels of its
// vendor / offering / currency / plan cells, translated into the language installed now, with the
// field each names. The import also recognizes these texts in English and Chinese as they are
// translated, whatever the translation says.
QList<QPair<QString, QString>> rfqColumnLabels();
QList<QPair<QString, QString>> rfqCellLabels();

// "A", "B", … "AA" for a 0-based column.
QString columnLetter(int column);

} // namespace gpuplanner::quotes
