#include "app/quotes/columnmappingdialog.h"

#include "app/quotes/quotefieldlabels.h"
#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplanner::app {

namespace {
// Fields a table with one quote per row can fill (the RFQ sheet's own columns are read without
// this step).
bool wideField(const QString &id)
{
    static const QStringList rfqOnly{QStringLiteral("item_id"),     QStringLiteral("dimension"),
                                     QStringLiteral("requirement"), QStringLiteral("minimum"),
                                     QStringLiteral("recommended"), QStringLiteral("unit"),
                                     QStringLiteral("offered"),     QStringLiteral("offered_value")};
    return !rfqOnly.contains(id);
}
} // namespace

MappingFields quoteMappingFields()
{
    MappingFields kind;
    kind.intro = ColumnMappingDialog::tr(
        "Each row of the file is one vendor's quote (a file with one quote per column, "
        "items down its first column, is shown turned: its items are the columns "
        "here). Choose what each column holds; "
        "columns marked \"not used\" are ignored. Headers in English or Chinese were "
        "recognized where they name a field; a price's unit in its header (元/月, 元/卡/时, "
        "per GPU-hour) chooses its period, and a unit column (计价单位) chooses it per row.");
    for (const QString &id : quotes::quoteFieldIds())
        if (wideField(id))
            kind.fields << qMakePair(id, quoteFieldLabel(id));
    kind.guess = [](const QStringList &header) { return quotes::mapColumns(header, {}).fields; };
    return kind;
}

ColumnMappingDialog::ColumnMappingDialog(const QString &fileName, const QStringList &header, const QStringList &sample,
                                         const std::vector<QString> &fields, QWidget *parent)
    : ColumnMappingDialog(fileName, quoteMappingFields(), parent)
{
    setColumns(header, sample, fields);
}

ColumnMappingDialog::ColumnMappingDialog(const QString &fileName, MappingFields kind, QWidget *parent)
    : QDialog(parent), m_kind(std::move(kind)), m_table(new QTableWidget(0, 3, this)), m_currency(new QComboBox(this)),
      m_sheet(new QComboBox(this)), m_headerRow(new QSpinBox(this)), m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("columnMappingDialog"));
    setWindowTitle(tr("Map the columns of %1").arg(fileName));
    auto *intro = new QLabel(m_kind.intro, this);
    intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("Column"), tr("First value"), tr("Holds")});
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("Columns of the file"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);

    m_currency->addItem(tr("None: refuse rows without a currency"), QString());
    m_currency->addItem(tr("CNY"), QStringLiteral("CNY"));
    m_currency->addItem(tr("USD"), QStringLiteral("USD"));
    m_currency->setAccessibleName(tr("Currency of rows that name none"));
    m_sheet->setAccessibleName(tr("Sheet of the workbook"));
    m_headerRow->setRange(1, 40);
    m_headerRow->setAccessibleName(tr("Row of the column names"));
    m_headerRow->setToolTip(tr("The row that names the columns, as found in the file; a group row above it with "
                               "merged cells is read with it."));
    auto *form = new QFormLayout;
    form->addRow(tr("&Sheet:"), m_sheet);
    form->addRow(tr("&Header row:"), m_headerRow);
    form->addRow(tr("&Currency of rows that name none:"), m_currency);
    m_sheet->hide();
    form->labelForField(m_sheet)->hide();
    connect(m_sheet, &QComboBox::activated, this, [this] { Q_EMIT sheetChosen(m_sheet->currentText()); });
    connect(m_headerRow, &QSpinBox::valueChanged, this, [this](int row) { Q_EMIT headerRowChosen(row); });
    connect(m_currency, &QComboBox::currentIndexChanged, this, &ColumnMappingDialog::updateStatus);

    m_status->setObjectName(QStringLiteral("mappingStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_status->setAccessibleName(tr("What the mapping still lacks"));
    m_status->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_import = buttons->button(QDialogButtonBox::Ok);
    m_import->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(760, 520);
}

void ColumnMappingDialog::setColumns(const QStringList &header, const QStringList &sample,
                                     const std::vector<QString> &fields)
{
    m_header = header;
    m_sample = sample;
    m_boxes.clear();
    m_table->setRowCount(0);
    m_table->setRowCount(int(header.size()));
    for (int c = 0; c < header.size(); ++c) {
        // A two-row header's group name is on the second line: "显存 (GPU)".
        const QString name = header[c].section(QLatin1Char('\n'), 0, 0).simplified();
        const QString group = header[c].section(QLatin1Char('\n'), 1).simplified();
        auto *item = new QTableWidgetItem(name.isEmpty() && group.isEmpty() ? tr("(column %1)").arg(c + 1)
                                          : group.isEmpty()                 ? name
                                                                            : tr("%1 (%2)").arg(name, group));
        m_table->setItem(c, 0, item);
        m_table->setItem(c, 1, new QTableWidgetItem(sample.value(c).simplified().left(40)));
        auto *box = new QComboBox(m_table);
        box->addItem(tr("— not used —"), QStringLiteral("ignore"));
        for (const auto &[id, label] : m_kind.fields) {
            // The field's words; its id (what `--map COLUMN=FIELD` takes) only as a tooltip.
            box->addItem(label, id);
            box->setItemData(box->count() - 1, tr("Field id for the command line: %1").arg(id), Qt::ToolTipRole);
        }
        const QString field = c < qsizetype(fields.size()) ? fields[size_t(c)] : QString();
        const int index = box->findData(field.isEmpty() ? QStringLiteral("ignore") : field);
        box->setCurrentIndex(std::max(0, index));
        box->setAccessibleName(tr("Field of column %1").arg(item->text()));
        connect(box, &QComboBox::currentIndexChanged, this, &ColumnMappingDialog::updateStatus);
        m_table->setCellWidget(c, 2, box);
        m_boxes.push_back(box);
    }
    updateStatus();
}

std::vector<QString> ColumnMappingDialog::fields() const
{
    std::vector<QString> out;
    out.reserve(m_boxes.size());
    for (const QComboBox *box : m_boxes) {
        const QString id = box->currentData().toString();
        out.push_back(id == QLatin1String("ignore") ? QString() : id);
    }
    return out;
}

void ColumnMappingDialog::updateStatus()
{
    if (!m_kind.check)
        return;
    const MappingFields::Check c = m_kind.check(m_header, m_sample, fields(), defaultCurrency());
    QStringList lines;
    if (!c.missing.isEmpty())
        lines << QStringLiteral("<b>%1</b>").arg(tr("Still to choose: %1. Pick the column that holds each in the "
                                                    "\"Holds\" list; the import waits for them.")
                                                     .arg(c.missing.join(tr(", ")))
                                                     .toHtmlEscaped());
    for (const QString &note : c.notes)
        lines << note.toHtmlEscaped();
    m_status->setText(lines.join(QStringLiteral("<br>")));
    m_status->setVisible(!lines.isEmpty());
    if (m_import)
        m_import->setEnabled(c.missing.isEmpty());
}

void ColumnMappingDialog::setSheets(const QStringList &sheets, const QString &current)
{
    const QSignalBlocker block(m_sheet);
    m_sheet->clear();
    m_sheet->addItems(sheets);
    m_sheet->setCurrentText(current);
    m_sheet->setVisible(sheets.size() > 1);
    if (auto *form = qobject_cast<QFormLayout *>(static_cast<QVBoxLayout *>(layout())->itemAt(1)->layout()))
        if (QWidget *label = form->labelForField(m_sheet))
            label->setVisible(sheets.size() > 1);
}

QString ColumnMappingDialog::sheet() const
{
    return m_sheet->currentText();
}

void ColumnMappingDialog::setHeaderRow(int row)
{
    const QSignalBlocker block(m_headerRow);
    m_headerRow->setValue(row);
}

int ColumnMappingDialog::headerRow() const
{
    return m_headerRow->value();
}

QHash<QString, QString> ColumnMappingDialog::overrides() const
{
    // Keyed by the header's text where it is unique (so that the import still finds the header row
    // below any title rows), else by the column's number.
    QHash<QString, QString> map;
    for (size_t c = 0; c < m_boxes.size(); ++c) {
        const QString text = m_header.value(qsizetype(c)).trimmed().toLower();
        const bool unique = !text.isEmpty() && std::count_if(m_header.begin(), m_header.end(), [&](const QString &h) {
                                                   return h.trimmed().toLower() == text;
                                               }) == 1;
        map.insert(unique ? text : QString::number(c + 1), m_boxes[c]->currentData().toString());
    }
    return map;
}

QString ColumnMappingDialog::defaultCurrency() const
{
    return m_currency->currentData().toString();
}

void ColumnMappingDialog::setField(int column, const QString &fieldId)
{
    if (column >= 0 && size_t(column) < m_boxes.size())
        m_boxes[size_t(column)]->setCurrentIndex(std::max(0, m_boxes[size_t(column)]->findData(fieldId)));
}

void ColumnMappingDialog::setDefaultCurrency(const QString &code)
{
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(code)));
}

std::optional<ColumnChoice> chooseColumns(QWidget *parent, const QString &fileName, const QStringList &sheets,
                                          quotes::Grid grid, const SheetReader &read)
{
    ColumnMappingDialog dialog(fileName, quoteMappingFields(), parent);
    return runMappingStep(dialog, sheets, std::move(grid), read);
}

std::optional<ColumnChoice> runMappingStep(ColumnMappingDialog &dialog, const QStringList &sheets, quotes::Grid grid,
                                           const SheetReader &read)
{
    QStringList shown;
    const auto refresh = [&](int headerRow) {
        quotes::ImportOptions detect;
        detect.headerRow = headerRow;
        const quotes::QuoteHeader h =
            dialog.kind().header ? dialog.kind().header(grid, headerRow) : quotes::quoteHeader(grid, detect);
        shown = h.row >= 0 ? h.header : grid.value(0);
        int first = h.row + 1;
        while (first < grid.size() && grid[first].join(QString()).trimmed().isEmpty())
            ++first;
        dialog.setColumns(shown, grid.value(first), dialog.kind().guess(shown));
        dialog.setHeaderRow(std::max(h.row, 0) + 1);
    };
    refresh(0);
    dialog.setSheets(sheets, sheets.value(0));
    QObject::connect(&dialog, &ColumnMappingDialog::sheetChosen, &dialog, [&](const QString &sheet) {
        QString problem;
        grid = read(sheet, &problem);
        refresh(0);
    });
    QObject::connect(&dialog, &ColumnMappingDialog::headerRowChosen, &dialog, [&](int row) { refresh(row); });
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    ColumnChoice choice;
    choice.sheet = dialog.sheet();
    choice.headerRow = dialog.headerRow();
    choice.overrides = dialog.overrides();
    choice.defaultCurrency = dialog.defaultCurrency();
    choice.grid = std::move(grid);
    choice.header = shown;
    return choice;
}

} // namespace gpuplanner::app
