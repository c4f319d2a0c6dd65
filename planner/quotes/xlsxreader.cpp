#include "planner/quotes/xlsxreader.h"

#include "planner/quotes/quotefields.h"

#include <QCoreApplication>
#include <QFile>
#include <QXmlStreamReader>

#include <zip.h>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

namespace gpuplanner::quotes {

namespace {

constexpr qint64 kMaxPartBytes = 64 * 1024 * 1024; // a larger part is not a quote sheet
constexpr int kMaxRows = 100000, kMaxColumns = 1000; // cells beyond are left out, as before
// The grid handed on is dense (A1 is rows[0][0]): its size, rows times their widths, is bounded.
// One cell in column 999 on each of 99,999 rows would be 100 million strings (2.8 GB).
constexpr qint64 kMaxGridCells = 2000000;

struct Cell
{
    int row, column;
    QString text;
};

// One part of the archive, read with libzip; empty with `error` set when it cannot be read.
QByteArray part(const QString &path, const QString &name, QString *error)
{
    int code = 0;
    const std::unique_ptr<zip_t, void (*)(zip_t *)> archive(zip_open(QFile::encodeName(path).constData(), ZIP_RDONLY, &code),
                                                            [](zip_t *z) { zip_discard(z); });
    if (!archive) {
        *error = QCoreApplication::translate("report", "not an XLSX workbook (not a zip archive)");
        return {};
    }
    const QByteArray entry = name.toUtf8();
    const std::unique_ptr<zip_file_t, int (*)(zip_file_t *)> file(zip_fopen(archive.get(), entry.constData(), 0),
                                                                  &zip_fclose);
    if (!file) {
        *error = QCoreApplication::translate("report", "%1 is missing from the workbook").arg(name);
        return {};
    }
    // The declared size is not trusted: read at most one byte past the limit.
    QByteArray out;
    char buffer[64 * 1024];
    for (;;) {
        const zip_int64_t n = zip_fread(file.get(), buffer, sizeof buffer);
        if (n < 0) {
            *error = QCoreApplication::translate("report", "%1 inside the workbook is damaged").arg(name);
            return {};
        }
        if (n == 0)
            break;
        out.append(buffer, qsizetype(n));
        if (out.size() > kMaxPartBytes) {
            *error = QCoreApplication::translate("report", "%1 inside the workbook is too large").arg(name);
            return {};
        }
    }
    return out;
}

QStringList sharedStrings(const QString &path)
{
    QString ignored;
    const QByteArray xml = part(path, QStringLiteral("xl/sharedStrings.xml"), &ignored);
    QStringList out;
    QXmlStreamReader r(xml);
    QString current;
    int phonetic = 0;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            if (r.name() == u"si")
                current.clear();
            else if (r.name() == u"rPh")
                ++phonetic;
            else if (r.name() == u"t" && phonetic == 0)
                current += r.readElementText();
        } else if (r.isEndElement()) {
            if (r.name() == u"si")
                out << current.left(kMaxCellChars);
            else if (r.name() == u"rPh")
                --phonetic;
        }
    }
    return out;
}

// "BC12" → column 54, row 11 (0-based). Only Latin letters name a column, at most three of them
// (XFD, column 16384, is the last one a spreadsheet has): a longer name overflowed `int` once.
bool cellRef(QStringView ref, int *row, int *column)
{
    int c = 0, i = 0;
    for (; i < ref.size(); ++i) {
        const char16_t u = QChar::toUpper(ref[i].unicode());
        if (u < u'A' || u > u'Z')
            break;
        if (i == 3)
            return false;
        c = c * 26 + (u - u'A' + 1);
    }
    bool ok = false;
    const int r = ref.mid(i).toInt(&ok);
    if (!ok || c == 0 || r <= 0)
        return false;
    *row = r - 1;
    *column = c - 1;
    return true;
}

QString tidyNumber(const QString &v)
{
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok ? QString::number(d, 'g', 15) : v;
}

} // namespace

XlsxWorkbook readXlsxWorkbook(const QString &path)
{
    XlsxWorkbook wb;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        wb.error = f.errorString();
        return wb;
    }
    if (f.read(4) != QByteArray("PK\x03\x04", 4)) {
        wb.error = QCoreApplication::translate("report", "not an XLSX workbook (not a zip archive)");
        return wb;
    }
    f.close();
    QString error;
    const QByteArray workbook = part(path, QStringLiteral("xl/workbook.xml"), &error);
    if (workbook.isEmpty()) {
        wb.error = error.isEmpty() ? QCoreApplication::translate("report", "not an XLSX workbook") : error;
        return wb;
    }
    QMap<QString, QString> targets;
    QXmlStreamReader rels(part(path, QStringLiteral("xl/_rels/workbook.xml.rels"), &error));
    while (!rels.atEnd())
        if (rels.readNextStartElement() && rels.name() == u"Relationship") {
            QString target = rels.attributes().value(QLatin1String("Target")).toString();
            if (target.startsWith(QLatin1Char('/')))
                target = target.mid(1);
            else
                target = QStringLiteral("xl/") + target;
            targets[rels.attributes().value(QLatin1String("Id")).toString()] = target;
        }
    QXmlStreamReader r(workbook);
    while (!r.atEnd())
        if (r.readNextStartElement() && r.name() == u"sheet") {
            const QString name = r.attributes().value(QLatin1String("name")).toString();
            QString id;
            for (const QXmlStreamAttribute &a : r.attributes())
                if (a.name() == u"id")
                    id = a.value().toString();
            wb.sheetNames << name;
            wb.sheetFiles[name] = targets.value(id);
        }
    QString ignored;
    QXmlStreamReader custom(part(path, QStringLiteral("docProps/custom.xml"), &ignored));
    QString property;
    while (!custom.atEnd()) {
        custom.readNext();
        if (custom.isStartElement() && custom.name() == u"property")
            property = custom.attributes().value(QLatin1String("name")).toString();
        else if (custom.isStartElement() && !property.isEmpty())
            wb.customProperties[property] = custom.readElementText();
        else if (custom.isEndElement() && custom.name() == u"property")
            property.clear();
    }
    return wb;
}

Grid readXlsxSheet(const QString &path, const XlsxWorkbook &workbook, const QString &sheet, QString *error)
{
    Grid grid;
    const QString file = workbook.sheetFiles.value(sheet);
    if (file.isEmpty()) {
        *error = QCoreApplication::translate("report", "the workbook has no sheet '%1'").arg(sheet);
        return grid;
    }
    const QByteArray xml = part(path, file, error);
    if (xml.isEmpty())
        return grid;
    const QStringList shared = sharedStrings(path);
    // The cells as they exist (sparse); the work is bounded by their number.
    std::vector<Cell> cells;
    QXmlStreamReader r(xml);
    int row = -1, column = -1;
    QString type, value, formula;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == u"c") {
            if (!cellRef(r.attributes().value(QLatin1String("r")), &row, &column))
                column = column < kMaxColumns ? column + 1 : kMaxColumns;
            type = r.attributes().value(QLatin1String("t")).toString();
            value.clear();
            formula.clear();
        } else if (r.isStartElement() && r.name() == u"row") {
            row = r.attributes().value(QLatin1String("r")).toInt() - 1;
            column = -1;
        } else if (r.isStartElement() && (r.name() == u"v" || r.name() == u"t")) {
            value += r.readElementText();
            value.truncate(kMaxCellChars);
        } else if (r.isStartElement() && r.name() == u"f") {
            formula = r.readElementText().left(kMaxCellChars);
        } else if (r.isEndElement() && r.name() == u"c" && row >= 0 && column >= 0 && row < kMaxRows &&
                   column < kMaxColumns) {
            QString text = value;
            if (type == u"s")
                text = shared.value(value.toInt());
            else if (type == u"b")
                text = value == u"1" ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
            else if (type.isEmpty() || type == u"n")
                text = tidyNumber(value);
            // A formula no spreadsheet has computed (openpyxl writes none of the values): shown as
            // written, so the cell's message names it instead of the cell reading as empty.
            if (value.isEmpty() && !formula.isEmpty())
                text = QLatin1Char('=') + formula;
            if (!text.isEmpty())
                cells.push_back({row, column, std::move(text)});
        }
    }
    if (r.hasError()) {
        *error = QCoreApplication::translate("report", "the sheet '%1' cannot be read: %2").arg(sheet, r.errorString());
        return grid;
    }
    // Each row is as wide as its last cell; the sum of the widths is the grid's size.
    std::map<int, int> width; // row → columns
    for (const Cell &c : cells)
        width[c.row] = std::max(width[c.row], c.column + 1);
    qint64 size = 0;
    for (const auto &[r0, w] : width)
        size += w;
    if (size > kMaxGridCells) {
        *error = QCoreApplication::translate("report", "the sheet '%1' spreads %2 cells over %3 rows and columns up to "
                                                       "%4: too large for a quote sheet")
                     .arg(sheet)
                     .arg(qulonglong(cells.size()))
                     .arg(width.empty() ? 0 : width.rbegin()->first + 1)
                     .arg(columnLetter(std::max_element(width.begin(), width.end(), [](const auto &a, const auto &b) {
                                           return a.second < b.second;
                                       })->second - 1));
        return grid;
    }
    if (!width.empty())
        grid.resize(width.rbegin()->first + 1);
    for (const auto &[r0, w] : width)
        grid[r0].resize(w);
    for (Cell &c : cells)
        grid[c.row][c.column] = std::move(c.text);
    return grid;
}

} // namespace gpuplanner::quotes
