#include "planner/report/xlsxwriting.h"

#include "planner/report/csvfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gpuplanner::report::detail {

Workbook::Workbook(const QString &path) : m_path(path)
{
    const QFileInfo info(path);
    m_temporary = info.absoluteDir().filePath(QStringLiteral(".%1.part").arg(info.fileName()));
    m_book = workbook_new(QFile::encodeName(m_temporary).constData());
}

Workbook::~Workbook()
{
    if (m_book) {
        workbook_close(m_book);
        QFile::remove(m_temporary);
    }
}

bool Workbook::save(QString *error)
{
    if (!m_book) {
        *error = QCoreApplication::translate("report", "%1: cannot be written").arg(m_path);
        return false;
    }
    const lxw_error result = workbook_close(m_book);
    m_book = nullptr;
    if (result != LXW_NO_ERROR) {
        QFile::remove(m_temporary);
        *error = QCoreApplication::translate("report", "%1: cannot be written: %2")
                     .arg(m_path, QString::fromUtf8(lxw_strerror(result)));
        return false;
    }
    QFile::remove(m_path);
    if (!QFile::rename(m_temporary, m_path)) {
        QFile::remove(m_temporary);
        *error = QCoreApplication::translate("report", "%1: cannot be written").arg(m_path);
        return false;
    }
    return true;
}

lxw_error writeText(lxw_worksheet *sheet, int row, int column, const QString &text, lxw_format *format)
{
    // Text cells are never formulas in XLSX; the apostrophe guard is for CSV only.
    return worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(column), text.toUtf8().constData(), format);
}

} // namespace gpuplanner::report::detail
