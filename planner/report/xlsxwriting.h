#pragma once

// Internal: RAII around libxlsxwriter and an atomic save. libxlsxwriter 1.1.4 writes to a path only,
// so the workbook is written to an anonymous in-memory file (Linux: memfd, reached as
// /proc/self/fd/N, which vanishes with the process, even after a kill), elsewhere to a private
// temporary folder; then it is put in place by io::writeFileAtomically like every other output.
#include <QString>
#include <QTemporaryDir>

#include <memory>

#include <xlsxwriter.h>

namespace gpuplanner::report::detail {

class Workbook
{
public:
    explicit Workbook(const QString &path);
    ~Workbook();
    Workbook(const Workbook &) = delete;
    Workbook &operator=(const Workbook &) = delete;

    lxw_workbook *get() const { return m_book; }
    bool ok() const { return m_book != nullptr; }
    // Closes the workbook and moves it onto the target path. Returns false with `error` set.
    bool save(QString *error);

private:
    QString m_path;
    int m_memoryFile = -1;                  // memfd, when the system has it
    std::unique_ptr<QTemporaryDir> m_folder; // otherwise
    QString m_temporary;
    lxw_workbook *m_book = nullptr;
};

lxw_error writeText(lxw_worksheet *sheet, int row, int column, const QString &text, lxw_format *format);

} // namespace gpuplanner::report::detail
