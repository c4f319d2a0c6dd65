#include "app/quotes/pricesdialog.h"

#include "app/core/dialogs.h"
#include "app/core/startfolder.h"
#include "app/quotes/pricelistmappingdialog.h"
#include "app/quotes/quotefieldlabels.h"
#include "catalog/store.h"
#include "planner/cost/costreport.h"
#include "planner/quotes/xlsxreader.h"
#include "planner/report/pricelist.h"

#include <QAction>
#include <QDate>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplanner::app {

namespace {
const QString kPriceDirKey = QStringLiteral("prices/directory");
} // namespace

PricesDialog::PricesDialog(catalog::CatalogStore &store, QWidget *parent)
    : QDialog(parent), m_store(store), m_table(new QTableWidget(0, 8, this)), m_report(new QLabel(this))
{
    setObjectName(QStringLiteral("pricesDialog"));
    setWindowTitle(tr("Your prices"));
    auto *intro = new QLabel(tr("Prices your team negotiated or a vendor sent (CSV or XLSX, headers in English or "
                                "Chinese). They replace the catalog's reference prices for the same GPU and stay "
                                "when the catalog is updated. Plans opened after the import use them."),
                             this);
    intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("ID"), tr("Vendor"), tr("Offering"), tr("GPU"), tr("Billing"), tr("Price"),
                                        tr("Currency"), tr("Date")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Your prices"));
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_report->setWordWrap(true);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *import = buttons->addButton(tr("&Import price list…"), QDialogButtonBox::ActionRole);
    QPushButton *templ = buttons->addButton(tr("Export &template…"), QDialogButtonBox::ActionRole);
    QPushButton *remove = buttons->addButton(tr("&Remove"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(import, &QPushButton::clicked, this, [this] {
        const QString path = dialogs::openFileName(this, tr("Import price list"),
                                                   startFolder(m_planFile, rememberedFolder(kPriceDirKey)),
                                                   tr("Price lists (*.csv *.xlsx)"));
        if (path.isEmpty())
            return;
        rememberFolder(kPriceDirKey, path);
        importWithMapping(path);
    });
    connect(templ, &QPushButton::clicked, this, [this] {
        const QString path = dialogs::saveFileName(this, tr("Export price-list template"),
                                                   startPath(m_planFile, rememberedFolder(kPriceDirKey),
                                                             QStringLiteral("price-list-template.xlsx")),
                                                   tr("Workbook (*.xlsx);;CSV (*.csv)"));
        if (path.isEmpty())
            return;
        rememberFolder(kPriceDirKey, path);
        exportTemplate(path);
    });
    connect(remove, &QPushButton::clicked, this, &PricesDialog::removeSelected);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_report);
    layout->addWidget(buttons);
    resize(820, 440);
    reload();
}

void PricesDialog::reload()
{
    const catalog::Catalog c = m_store.load();
    std::vector<const catalog::PriceOffer *> rows;
    for (const catalog::PriceOffer &o : c.prices())
        if (o.origin == catalog::Origin::User)
            rows.push_back(&o);
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < int(rows.size()); ++r) {
        const catalog::PriceOffer &o = *rows[size_t(r)];
        // The billing and the price's period in the UI's language; the GPU by its name.
        QString billing = o.billing;
        for (const planner::Billing b : planner::cost::kAllBillings)
            if (planner::cost::billingId(b) == o.billing)
                billing = planner::cost::billingName(b);
        if (o.billing == QLatin1String("reserved") &&
            o.termMonths > 0) // a one-year and a three-year side by side
            billing = tr("%1, %n-month term", nullptr, o.termMonths).arg(billing);
        const catalog::Accelerator *gpu = c.accelerator(o.acceleratorId);
        const QString price = QLocale().toString(o.price, 'f', 2);
        const QString per = priceForPeriod(price, o.unit);
        const QStringList cells{
            o.id,       o.provider,
            o.offering, QStringLiteral("%1 × %2").arg(o.gpuCount).arg(gpu ? gpu->name : o.acceleratorId),
            billing,    per,
            o.currency, o.asOf};
        for (int col = 0; col < cells.size(); ++col)
            m_table->setItem(r, col, new QTableWidgetItem(cells[col]));
    }
    m_table->resizeColumnsToContents(); // the GPU's name and the price whole; the table scrolls sideways
}

int PricesDialog::importFile(const QString &path)
{
    const catalog::Catalog c = m_store.load();
    return save(report::importPriceList(path, c, QDate::currentDate()));
}

int PricesDialog::importWithMapping(const QString &path)
{
    const QString fileName = QFileInfo(path).fileName();
    const bool xlsx = path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive);
    QStringList sheets;
    if (xlsx)
        sheets = quotes::readXlsxWorkbook(path).sheetNames;
    QString error;
    const quotes::Grid grid = readPriceTable(path, QString(), &error);
    if (!error.isEmpty()) {
        m_report->setText(tr("%1: cannot be read: %2").arg(fileName, error));
        return 0;
    }
    // The app's own template needs no mapping.
    const QStringList templateHeader = report::priceListTemplate().value(0);
    for (const QStringList &row : grid) {
        if (row.join(QString()).trimmed().isEmpty())
            continue;
        if (row.mid(0, templateHeader.size()) == templateHeader)
            return importFile(path);
        break;
    }
    const auto read = [&path](const QString &sheet, QString *problem) { return readPriceTable(path, sheet, problem); };
    const std::optional<ColumnChoice> choice = choosePriceListColumns(this, fileName, sheets, grid, read);
    if (!choice)
        return 0;
    report::PriceListOptions options;
    options.overrides = choice->overrides;
    options.defaultCurrency = choice->defaultCurrency;
    options.headerRow = choice->headerRow;
    options.forApp = true;
    const catalog::Catalog c = m_store.load();
    return save(report::importPriceGrid(choice->grid, fileName, c, QDate::currentDate(), options));
}

int PricesDialog::save(const report::PriceListImport &in)
{
    QStringList lines;
    if (!in.error.isEmpty())
        lines << in.error;
    // One transaction: every valid row or none; while the catalog runs in memory, nothing at all.
    std::vector<catalog::CheckedRow> rows;
    rows.reserve(in.rows.size());
    for (const report::PriceListRow &r : in.rows)
        rows.push_back(r.price);
    std::vector<catalog::CatalogStore::RefusedRow> refused;
    QString error;
    const int saved = rows.empty() ? 0 : m_store.addUserRows(rows, &refused, &error);
    if (!error.isEmpty())
        lines << error;
    for (const auto &r : refused)
        lines << tr("Row %1: %2").arg(in.rows[r.index].line).arg(r.reason);
    lines << in.problems;
    if (!in.notRead.isEmpty()) {
        lines << tr("Notes on the rows:");
        lines << in.notRead;
    }
    lines.prepend(in.prices == in.dataRows
                      ? tr("Imported %1 of %2 rows.").arg(saved).arg(in.dataRows)
                      : tr("Imported %1 of %2 prices (in %3 rows).").arg(saved).arg(in.prices).arg(in.dataRows));
    m_report->setText(lines.join(QLatin1Char('\n')));
    reload();
    if (saved > 0)
        Q_EMIT pricesChanged();
    return saved;
}

bool PricesDialog::exportTemplate(const QString &path)
{
    QString error;
    const bool ok = report::writePriceListTemplate(path, &error);
    m_report->setText(ok ? tr("Template written: %1").arg(path) : error);
    return ok;
}

void PricesDialog::removeSelected()
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    QStringList ids;
    for (const QTableWidgetItem *item : selected)
        if (item->column() == 0)
            ids << item->text();
    int removed = 0;
    QStringList problems;
    for (const QString &id : ids) {
        QString error;
        if (m_store.removeUserRow(catalog::Kind::Price, id, &error))
            ++removed;
        else if (!problems.contains(error))
            problems << error;
    }
    problems.prepend(tr("Removed %n price(s).", nullptr, removed));
    m_report->setText(problems.join(QLatin1Char('\n')));
    reload();
    if (removed > 0)
        Q_EMIT pricesChanged();
}

QString PricesDialog::reportText() const
{
    return m_report->text();
}

namespace {

// Keeps the action's text in the language installed now.
class ActionTranslator : public QObject
{
public:
    ActionTranslator(QAction *action, QObject *watched) : QObject(action), m_action(action)
    {
        watched->installEventFilter(this);
        retranslate();
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        return QObject::eventFilter(watched, event);
    }
    void retranslate() { m_action->setText(PricesDialog::tr("Import &price list…")); }

private:
    QAction *m_action;
};

} // namespace

QAction *installPriceListAction(QMenu *fileMenu, QAction *before, catalog::CatalogStore *store, QWidget *window,
                                std::function<void()> changed, std::function<QString()> planFile)
{
    auto *action = new QAction(fileMenu);
    action->setObjectName(QStringLiteral("importPriceListAction"));
    new ActionTranslator(action, fileMenu);
    action->setEnabled(store != nullptr);
    QObject::connect(action, &QAction::triggered, window, [store, window, changed, planFile] {
        if (!store)
            return;
        PricesDialog dialog(*store, window);
        if (planFile)
            dialog.setPlanFile(planFile());
        if (changed)
            QObject::connect(&dialog, &PricesDialog::pricesChanged, window, changed);
        dialog.exec();
    });
    fileMenu->insertAction(before, action);
    return action;
}

quotes::Grid readPriceTable(const QString &path, const QString &sheet, QString *error)
{
    if (path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive)) {
        const quotes::XlsxWorkbook book = quotes::readXlsxWorkbook(path);
        if (!book.error.isEmpty() || book.sheetNames.isEmpty()) {
            *error = book.error.isEmpty() ? PricesDialog::tr("the workbook has no sheet") : book.error;
            return {};
        }
        return quotes::readXlsxSheet(path, book, sheet.isEmpty() ? book.sheetNames.front() : sheet, error);
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    return quotes::parseCsv(file.read(32 * 1024 * 1024)); // UTF-8 or GB18030, as the import reads it
}

} // namespace gpuplanner::app
