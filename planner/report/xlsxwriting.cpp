#include "planner/report/xlsxwriting.h"

#include "planner/io/atomicfile.h"

#include <QCoreApplication>
#include <QFile>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace gpuplanner::report::detail {

Workbook::Workbook(const QString &path) : m_path(path)
{
#ifdef Q_OS_LINUX
    m_memoryFile = ::memfd_create("gpu-planner-workbook", MFD_CLOEXEC);
    if (m_memoryFile >= 0) {
        m_temporary = QStringLiteral("/proc/self/fd/%1").arg(m_memoryFile);
        m_book = workbook_new(QFile::encodeName(m_temporary).constData());
        if (m_book)
            return;
        ::close(m_memoryFile);
        m_memoryFile = -1;
    }
#endif
    m_folder = std::make_unique<QTemporaryDir>();
    if (!m_folder->isValid())
        return;
    m_temporary = m_folder->filePath(QStringLiteral("workbook.xlsx"));
    m_book = workbook_new(QFile::encodeName(m_temporary).constData());
}

Workbook::~Workbook()
{
    if (m_book)
        workbook_close(m_book); // the temporary folder and its file go with m_folder
#ifdef Q_OS_LINUX
    if (m_memoryFile >= 0)
        ::close(m_memoryFile);
#endif
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
        *error = QCoreApplication::translate("report", "%1: cannot be written: %2")
                     .arg(m_path, QString::fromUtf8(lxw_strerror(result)));
        return false;
    }
    QFile written(m_temporary);
    if (!written.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("report", "%1: cannot be written: %2").arg(m_path, written.errorString());
        return false;
    }
    return io::writeFileAtomically(m_path, written.readAll(), error);
}

lxw_error writeText(lxw_worksheet *sheet, int row, int column, const QString &text, lxw_format *format)
{
    // Text cells are never formulas in XLSX; the apostrophe guard is for CSV only.
    return worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(column), text.toUtf8().constData(), format);
}

} // namespace gpuplanner::report::detail
