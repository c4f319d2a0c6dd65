#pragma once

#include "planner/quotes/csvfile.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace gpuplanner::quotes {

// A minimal reader of Office Open XML workbooks (.xlsx): sheet names, custom document properties
// and the cell text of one sheet. The archive is read with libzip; cells keep their
// text (shared, inline or formula-cached strings; numbers as written, without float noise).
struct XlsxWorkbook
{
    QStringList sheetNames;
    QMap<QString, QString> sheetFiles;       // sheet name → part inside the archive
    QMap<QString, QString> customProperties; // docProps/custom.xml
    QString error;                           // not a zip, not a workbook, a damaged part…
};

XlsxWorkbook readXlsxWorkbook(const QString &path);

// The cells of `sheet` as rows (A1 is rows[0][0]); gaps are empty strings.
Grid readXlsxSheet(const QString &path, const XlsxWorkbook &workbook, const QString &sheet, QString *error);

} // namespace gpuplanner::quotes
