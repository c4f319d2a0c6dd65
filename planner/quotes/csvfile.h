#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuplanner::quotes {

using Grid = QList<QStringList>; // rows of cells

// Bounds of every reader of vendors' tables (CSV and XLSX), applied while reading: a cell keeps at
// most this many characters (no value a vendor states is longer; a 60 MB cell would otherwise be
// parsed once per reference), and a quote file at most this many rows.
constexpr qsizetype kMaxCellChars = 4096;
constexpr qsizetype kMaxQuoteRows = 100000;

// A cell made safe for spreadsheets: text starting with = + - @, a tab or a carriage return gets a
// leading apostrophe, so that no spreadsheet runs it as a formula (OWASP "CSV injection").
QString neutralizeCell(const QString &cell);
// Undoes neutralizeCell on import: "'=1+2" → "=1+2" (only before those characters).
QString unneutralizeCell(const QString &cell);

// RFC 4180 text, every cell neutralized, CRLF line ends.
QByteArray csvText(const Grid &rows);
// Writes csvText as UTF-8 with a byte-order mark (spreadsheets then read Chinese correctly),
// atomically. Returns false with `error` set when the file cannot be written.
bool writeCsv(const QString &path, const Grid &rows, QString *error);

// Parses CSV: UTF-8 (with or without BOM) or GB18030 as Chinese spreadsheets save it; the delimiter
// (comma, semicolon or tab) is taken from the first line. Quoted cells may hold delimiters, quotes
// ("") and line breaks. A cell is cut at kMaxCellChars; reading stops after `maxRows` rows.
Grid parseCsv(const QByteArray &data, qsizetype maxRows = -1);

} // namespace gpuplanner::quotes
