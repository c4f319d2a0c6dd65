#include "app/team/quoteconflictdialog.h"

#include "app/quotes/quotefieldlabels.h"

#include <algorithm>
#include <QBrush>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplanner::app {

namespace {

QString text(const nlohmann::json &j)
{
    if (j.is_string())
        return QString::fromStdString(j.get<std::string>());
    if (j.is_number())
        return QString::number(j.get<double>(), 'g', 12);
    return j.is_null() ? QString() : QString::fromStdString(j.dump());
}

// What a person compares in a quote, as (field id, text): the field ids of the quote's columns
// (app/quotes/quotefieldlabels.h names them), without where and when it was read or how prices were
// read from the sheet. Empty fields are left out.
std::vector<std::pair<QString, QString>> fieldsOf(const nlohmann::json &q)
{
    std::vector<std::pair<QString, QString>> out;
    if (!q.is_object())
        return out;
    const auto add = [&](const char *id, const nlohmann::json &value) {
        if (const QString t = text(value); !t.isEmpty())
            out.emplace_back(QLatin1String(id), t);
    };
    for (const char *id : {"vendor", "offering", "currency", "plan"})
        add(id, q.value(id, nlohmann::json()));
    const nlohmann::json price = q.value("price", nlohmann::json::object());
    if (price.is_object())
        for (const char *period : {"per_hour", "per_month", "per_year"})
            if (const QString t = text(price.value(period, nlohmann::json())); !t.isEmpty())
                out.emplace_back(QStringLiteral("price_") + QLatin1String(period), t);
    for (const char *id : {"billing_rules", "traffic_pricing", "support_sla", "delivery_time", "notes"})
        add(id, q.value(id, nlohmann::json()));
    const nlohmann::json answers = q.value("answers", nlohmann::json::object());
    if (answers.is_object())
        for (auto it = answers.begin(); it != answers.end(); ++it) {
            QString t = text(it.value().value("offered", nlohmann::json()));
            if (t.isEmpty())
                t = text(it.value().value("value", nlohmann::json()));
            if (!t.isEmpty())
                out.emplace_back(QString::fromStdString(it.key()), t);
        }
    return out;
}

QString conflictTime(const QString &iso)
{
    const QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : iso;
}

} // namespace

QuoteConflictDialog::QuoteConflictDialog(const catalog::StoredQuote &mine, int mineBase,
                                         const catalog::SharedQuote &theirs, QWidget *parent)
    : QDialog(parent), m_header(new QLabel(this)), m_table(new QTableWidget(0, 3, this))
{
    setObjectName(QStringLiteral("quoteConflictDialog"));
    setWindowTitle(tr("The quote was changed in the team library"));
    m_header->setWordWrap(true);
    m_header->setText(
        tr("%1's quote for plan '%2' was changed in the team library since you read it: it is at version %3, "
           "changed "
           "by %4 at %5; yours is based on %6. Keep yours (it replaces the library's version) or take the "
           "library's "
           "into your plan. Fields that differ are marked.")
            .arg(mine.vendor, mine.plan)
            .arg(theirs.stamp.version)
            .arg(theirs.stamp.updatedBy, conflictTime(theirs.stamp.updatedAt))
            .arg(mineBase == 0 ? tr("no version (a new quote)") : tr("version %1").arg(mineBase)));
    // Every field either version states, those that differ first.
    std::vector<std::pair<QString, QString>> mineFields = fieldsOf(mine.data),
                                             theirFields = fieldsOf(theirs.quote.data);
    QStringList ids;
    QHash<QString, std::pair<QString, QString>> values;
    for (const auto &[id, t] : mineFields) {
        ids << id;
        values[id].first = t;
    }
    for (const auto &[id, t] : theirFields) {
        if (!ids.contains(id))
            ids << id;
        values[id].second = t;
    }
    std::stable_partition(ids.begin(), ids.end(),
                          [&](const QString &id) { return values[id].first != values[id].second; });
    m_table->setHorizontalHeaderLabels(
        {tr("Field"), tr("Yours"),
         tr("Library's (version %1, %2)").arg(theirs.stamp.version).arg(theirs.stamp.updatedBy)});
    m_table->setRowCount(int(ids.size()));
    const QBrush marked(QColor(255, 236, 179));
    for (int row = 0; row < ids.size(); ++row) {
        const auto &[a, b] = values[ids[row]];
        const QStringList cells{quoteFieldLabel(ids[row]), a, b};
        for (int c = 0; c < 3; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, ids[row]);
            if (a != b) {
                item->setBackground(marked);
                item->setForeground(QBrush(Qt::black));
            }
            m_table->setItem(row, c, item);
        }
    }
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(this);
    m_keepMine = buttons->addButton(tr("&Keep mine"), QDialogButtonBox::AcceptRole);
    m_takeTheirs = buttons->addButton(tr("&Take the library's"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Decide &later (save nothing)"), QDialogButtonBox::RejectRole);
    connect(m_keepMine, &QPushButton::clicked, this, [this] { choose(KeepMine); });
    connect(m_takeTheirs, &QPushButton::clicked, this, [this] { choose(TakeTheirs); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(820, 460);
}

void QuoteConflictDialog::choose(Choice choice)
{
    m_choice = choice;
    if (choice == Undecided)
        reject();
    else
        QDialog::accept();
}

} // namespace gpuplanner::app
