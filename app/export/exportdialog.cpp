#include "app/export/exportdialog.h"

#include "app/core/dialogs.h"
#include "app/core/startfolder.h"
#include "app/document/plandocument.h"
#include "translations/i18n.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QUrl>

namespace gpuplanner::app {

namespace {
const QString kExportDirKey = QStringLiteral("export/directory");
// The documents' language last chosen, for each language of the window ("export/language/zh").
QString languageKey()
{
    return QStringLiteral("export/language/") + i18n::languageCode(i18n::currentLanguage());
}
const QString kOpenKey = QStringLiteral("export/open_when_done");
} // namespace

ExportDialog::ExportDialog(const PlanDocument &document, ExportKind kind, QWidget *parent)
    : QDialog(parent), m_document(document), m_kind(new QComboBox(this)), m_languages(new QButtonGroup(this)),
      m_path(new QLineEdit(this)), m_browse(new QPushButton(tr("&Browse…"), this)),
      m_open(new QCheckBox(tr("&Open the file when done"), this)), m_message(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)), m_export(m_buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole))
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export plan"));
    for (ExportKind k : exportKinds())
        m_kind->addItem(exportKindName(k), int(k));
    m_kind->setAccessibleName(tr("What to export"));

    auto *languageRow = new QHBoxLayout;
    const std::pair<report::ReportLanguage, QString> languages[] = {
        {report::ReportLanguage::English, tr("E&nglish")},
        {report::ReportLanguage::Chinese, tr("&Chinese")},
        {report::ReportLanguage::Both, tr("B&ilingual (both on one sheet)")}};
    for (const auto &[language, label] : languages) {
        auto *button = new QRadioButton(label, this);
        m_languages->addButton(button, int(language));
        languageRow->addWidget(button);
    }
    languageRow->addStretch();

    auto *pathRow = new QHBoxLayout;
    m_path->setAccessibleName(tr("File to write"));
    m_path->setMinimumWidth(420);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);

    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("exportMessage"));
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setStyleSheet(QStringLiteral("color: #c62828")); // the error colour of the editors and the wizard
    m_message->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&What:"), m_kind);
    auto *languageLabel = new QLabel(tr("Language:"), this);
    form->addRow(languageLabel, languageRow);
    form->addRow(tr("&File:"), pathRow);
    form->addRow(QString(), m_open);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addStretch();
    layout->addWidget(m_buttons);
    static_cast<QLabel *>(form->labelForField(m_kind))->setBuddy(m_kind);
    static_cast<QLabel *>(form->labelForField(pathRow))->setBuddy(m_path);

    const QSettings settings;
    // The window's language, unless a document was exported in another one from a window in this
    // language: a choice made in the English window is not the Chinese window's default.
    m_chosen = i18n::currentLanguage() == i18n::Language::Chinese ? report::ReportLanguage::Chinese
                                                                  : report::ReportLanguage::English;
    report::reportLanguageFromCode(settings.value(languageKey()).toString(), &m_chosen);
    m_open->setChecked(settings.value(kOpenKey, false).toBool());
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
    kindChanged();

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ExportDialog::kindChanged);
    connect(m_languages, &QButtonGroup::idClicked, this, [this](int id) {
        m_chosen = report::ReportLanguage(id);
        kindChanged();
    });
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::validate);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_export, &QPushButton::clicked, this, [this] {
        if (exportNow())
            accept();
    });
}

ExportKind ExportDialog::kind() const
{
    return ExportKind(m_kind->currentData().toInt());
}

report::ReportLanguage ExportDialog::language() const
{
    const ExportKind k = kind();
    return exportKindHasLanguage(k) || (k != ExportKind::Rfq && k != ExportKind::RfqCsv) ? m_chosen
                                                                                        : report::ReportLanguage::Both;
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

void ExportDialog::setKind(ExportKind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

void ExportDialog::setLanguage(report::ReportLanguage language)
{
    m_chosen = language;
    kindChanged();
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void ExportDialog::setOpenWhenDone(bool open)
{
    m_open->setChecked(open);
}

QString ExportDialog::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void ExportDialog::kindChanged()
{
    const ExportKind k = kind();
    // The buttons show the document's language: the choice, "bilingual" for the RFQ (always both),
    // none for a file without one (Dockerfile, script).
    const bool choice = exportKindHasLanguage(k);
    const report::ReportLanguage shown = language();
    const bool anyShown = choice || k == ExportKind::Rfq || k == ExportKind::RfqCsv;
    m_languages->setExclusive(false);
    for (QAbstractButton *b : m_languages->buttons()) {
        b->setEnabled(choice);
        b->setChecked(anyShown && m_languages->id(b) == int(shown));
    }
    m_languages->setExclusive(true);
    // The file name follows the choice; the folder stays as the user picked it.
    const QString current = path();
    const QString dir = current.isEmpty() ? startFolder(m_document.filePath(), rememberedFolder(kExportDirKey))
                                          : QFileInfo(current).absolutePath();
    m_path->setText(QDir(dir).filePath(defaultExportFileName(k, m_document.displayName(), language())));
    validate();
}

void ExportDialog::browse()
{
    // The folder typed or kept in the field, while it exists; else the plan's folder.
    const QFileInfo current(path());
    const QString start = current.absoluteDir().exists() && !path().isEmpty()
                              ? path()
                              : startPath(m_document.filePath(), rememberedFolder(kExportDirKey), current.fileName());
    const QString chosen = dialogs::saveFileName(this, tr("Export to"), start, exportKindFilter(kind()));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void ExportDialog::validate()
{
    m_export->setEnabled(!path().isEmpty());
    m_message->hide();
}

bool ExportDialog::exportNow()
{
    QString target = path();
    if (target.isEmpty())
        return false;
    // The format follows the choice, not a mistyped extension: "plan.pdf" chosen as Markdown gets ".md".
    const QString suffix = exportKindSuffix(kind());
    if (!suffix.isEmpty() && QFileInfo(target).suffix().compare(suffix, Qt::CaseInsensitive) != 0)
        target += QLatin1Char('.') + suffix;
    if (QFileInfo(target).isDir()) {
        m_message->setText(tr("%1 is a folder: give a file name.").arg(QDir::toNativeSeparators(target)));
        m_message->show();
        return false;
    }
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = exportPlan(m_document, kind(), language(), target, &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        m_message->setText(tr("Not exported: %1").arg(error));
        m_message->show();
        return false;
    }
    m_path->setText(target);
    QSettings settings;
    settings.setValue(kExportDirKey, QFileInfo(target).absolutePath());
    if (exportKindHasLanguage(kind()))
        settings.setValue(languageKey(), report::reportLanguageCode(language()));
    settings.setValue(kOpenKey, m_open->isChecked());
    if (m_open->isChecked())
        QDesktopServices::openUrl(QUrl::fromLocalFile(target));
    return true;
}

} // namespace gpuplanner::app
