#pragma once

// Internal: RAII around libxlsxwriter and an atomic save (the workbook is written to a private
// temporary folder, then put in place by io::writeFileAtomically like every other output).
#include <QString>
#include <QTemporaryDir>

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
    QTemporaryDir m_folder;
    QString m_temporary;
    lxw_workbook *m_book = nullptr;
};

lxw_error writeText(lxw_worksheet *sheet, int row, int column, const QString &text, lxw_format *format);

} // namespace gpuplanner::report::detail
