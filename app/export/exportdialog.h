#pragma once

#include "app/export/planexport.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gpuplanner::app {

// File > Export: what to write, in which language, where. The export runs when the user presses
// Export; a failure is shown in the dialog, which stays open with every choice kept.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    ExportDialog(const PlanDocument &document, ExportKind kind, QWidget *parent = nullptr);

    ExportKind kind() const;
    report::ReportLanguage language() const;
    QString path() const;
    void setKind(ExportKind kind);
    void setLanguage(report::ReportLanguage language);
    void setPath(const QString &path);
    void setOpenWhenDone(bool open);
    // The message under the form: the last error, or empty.
    QString message() const;

    // Runs the export with the dialog's choices (Export button); true when the file was written.
    bool exportNow();

private:
    void kindChanged();
    void browse();
    void validate();

    const PlanDocument &m_document;
    QComboBox *m_kind;
    QButtonGroup *m_languages;
    QLineEdit *m_path;
    QPushButton *m_browse;
    QCheckBox *m_open;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
    QPushButton *m_export;
    // The language picked (or remembered) for the documents that have one; an RFQ shows
    // "bilingual", the others none, while this choice waits for the next document kind.
    report::ReportLanguage m_chosen = report::ReportLanguage::English;
};

} // namespace gpuplanner::app
