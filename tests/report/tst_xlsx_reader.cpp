// The XLSX reader against hostile workbooks (issue 15, item 10): one cell in column 999 on each of
// 99,999 rows once took 2.8 GB (the grid was built densely as the cells came); a long column name
// overflowed `int` in cellRef. Cells are now kept as they exist and the dense grid is bounded.
#include "planner/quotes/xlsxreader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner::quotes;

namespace {

// The peak resident memory of this process so far, in MiB (Linux), or -1.
qint64 peakMib()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() / 1024;
    return -1;
}

} // namespace

class TestXlsxReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // A workbook with one sheet "RFQ" whose <sheetData> is `rows`, zipped with the `zip` program.
    QString workbook(const QString &name, const QByteArray &rows)
    {
        const QDir root(m_dir.filePath(name + QStringLiteral(".d")));
        root.mkpath(QStringLiteral("xl/_rels"));
        root.mkpath(QStringLiteral("xl/worksheets"));
        const auto put = [&](const QString &file, const QByteArray &text) {
            QFile f(root.filePath(file));
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        const bool ok =
            put(QStringLiteral("[Content_Types].xml"), "<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>") &&
            put(QStringLiteral("xl/workbook.xml"),
                "<?xml version=\"1.0\"?><workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets><sheet name=\"RFQ\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>") &&
            put(QStringLiteral("xl/_rels/workbook.xml.rels"),
                "<?xml version=\"1.0\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"worksheet\" Target=\"worksheets/sheet1.xml\"/></Relationships>") &&
            put(QStringLiteral("xl/worksheets/sheet1.xml"),
                "<?xml version=\"1.0\"?><worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>" +
                    rows + "</sheetData></worksheet>");
        if (!ok)
            return {};
        const QString path = m_dir.filePath(name);
        QProcess zip;
        zip.setWorkingDirectory(root.path());
        zip.start(QStringLiteral("zip"), {QStringLiteral("-q"), QStringLiteral("-r"), path, QStringLiteral(".")});
        return zip.waitForFinished(60000) && zip.exitCode() == 0 ? path : QString();
    }

    Grid read(const QString &path, QString *error)
    {
        const XlsxWorkbook wb = readXlsxWorkbook(path);
        if (!wb.error.isEmpty()) {
            *error = wb.error;
            return {};
        }
        return readXlsxSheet(path, wb, QStringLiteral("RFQ"), error);
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("zip")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty())
            QSKIP("needs the zip and unzip programs");
    }

    void cellsKeepTheirPlaces()
    {
        const QString path = workbook(QStringLiteral("small.xlsx"),
                                      "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>vendor</t></is></c><c r=\"C1\"><v>2.50</v></c></row>"
                                      "<row r=\"3\"><c r=\"B3\" t=\"b\"><v>1</v></c></row>");
        QVERIFY(!path.isEmpty());
        QString error;
        const Grid grid = read(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(grid.size(), 3);
        QCOMPARE(grid[0], (QStringList{QStringLiteral("vendor"), QString(), QStringLiteral("2.5")}));
        QVERIFY(grid[1].isEmpty());
        QCOMPARE(grid[2], (QStringList{QString(), QStringLiteral("TRUE")}));
    }

    // One cell in column ALK (999) on each of 99,999 rows: refused with a message, in bounded memory.
    void sparseBombIsRefused()
    {
        QByteArray rows;
        rows.reserve(99999 * 48);
        for (int r = 1; r <= 99999; ++r)
            rows += "<row r=\"" + QByteArray::number(r) + "\"><c r=\"ALK" + QByteArray::number(r) + "\"><v>1</v></c></row>";
        const QString path = workbook(QStringLiteral("bomb.xlsx"), rows);
        QVERIFY(!path.isEmpty());
        const qint64 before = peakMib();
        QString error;
        const Grid grid = read(path, &error);
        const qint64 after = peakMib();
        QVERIFY(grid.isEmpty());
        QVERIFY2(error.contains(QStringLiteral("too large for a quote sheet")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("99999 cells")), qPrintable(error));
        if (before > 0)
            QVERIFY2(after - before < 400, qPrintable(QStringLiteral("%1 MiB more").arg(after - before)));
    }

    // A column name of 30 letters (once a signed overflow in cellRef) is no cell reference: the
    // cell takes the next column, as a cell without a reference does.
    void longColumnNamesAreNoReference()
    {
        const QString path = workbook(QStringLiteral("long.xlsx"),
                                      "<row r=\"1\"><c r=\"A1\"><v>1</v></c><c r=\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA1\"><v>2</v></c>"
                                      "<c r=\"ÄÖ1\"><v>3</v></c><c r=\"XFE1\"><v>4</v></c></row>");
        QVERIFY(!path.isEmpty());
        QString error;
        const Grid grid = read(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(grid.size(), 1);
        QCOMPARE(grid[0].mid(0, 3), (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestXlsxReader, Core)
#include "tst_xlsx_reader.moc"
