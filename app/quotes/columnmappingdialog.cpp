#include "app/quotes/columnmappingdialog.h"

#include "app/quotes/quotefieldlabels.h"
#include "planner/report/quotefields.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
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

ColumnMappingDialog::ColumnMappingDialog(const QString &fileName, const QStringList &header, const QStringList &sample,
                                         const std::vector<QString> &fields, QWidget *parent)
    : QDialog(parent), m_header(header), m_table(new QTableWidget(int(header.size()), 3, this)),
      m_currency(new QComboBox(this))
{
    setObjectName(QStringLiteral("columnMappingDialog"));
    setWindowTitle(tr("Map the columns of %1").arg(fileName));
    auto *intro = new QLabel(tr("Each row of the file is one vendor's quote. Choose what each column holds; "
                                "columns marked \"not used\" are ignored. Headers in English or Chinese were "
                                "recognized where they name a field."),
                             this);
    intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("Column"), tr("First value"), tr("Holds")});
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("Columns of the file"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QStringList ids = report::quoteFieldIds();
    ids.erase(std::remove_if(ids.begin(), ids.end(), [](const QString &id) { return !wideField(id); }), ids.end());
    for (int c = 0; c < header.size(); ++c) {
        auto *name = new QTableWidgetItem(header[c].simplified().isEmpty() ? tr("(column %1)").arg(c + 1) : header[c].simplified());
        m_table->setItem(c, 0, name);
        m_table->setItem(c, 1, new QTableWidgetItem(sample.value(c).simplified().left(40)));
        auto *box = new QComboBox(m_table);
        box->addItem(tr("— not used —"), QStringLiteral("ignore"));
        for (const QString &id : ids)
            box->addItem(QStringLiteral("%1  (%2)").arg(quoteFieldLabel(id), id), id);
        const QString field = c < qsizetype(fields.size()) ? fields[size_t(c)] : QString();
        const int index = box->findData(field.isEmpty() ? QStringLiteral("ignore") : field);
        box->setCurrentIndex(std::max(0, index));
        box->setAccessibleName(tr("Field of column %1").arg(name->text()));
        m_table->setCellWidget(c, 2, box);
        m_boxes.push_back(box);
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);

    m_currency->addItem(tr("None: refuse rows without a currency"), QString());
    m_currency->addItem(tr("CNY"), QStringLiteral("CNY"));
    m_currency->addItem(tr("USD"), QStringLiteral("USD"));
    m_currency->setAccessibleName(tr("Currency of rows that name none"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Currency of rows that name none:"), m_currency);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(720, 480);
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

} // namespace gpuplanner::app
