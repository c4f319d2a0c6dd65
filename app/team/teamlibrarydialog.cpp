#include "app/team/teamlibrarydialog.h"

#include "app/team/teampassword.h"
#include "catalog/libraryroles.h"
#include "catalog/pgpass.h"
#include "catalog/schema.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplanner::app {

TeamLibraryDialog::TeamLibraryDialog(QWidget *parent)
    : QDialog(parent), m_intro(new QLabel(this)), m_host(new QLineEdit(this)), m_port(new QSpinBox(this)),
      m_database(new QLineEdit(this)), m_user(new QLineEdit(this)), m_tls(new QComboBox(this)),
      m_status(new QLabel(this)), m_test(new QPushButton(this)), m_disconnect(new QPushButton(this)),
      m_form(new QFormLayout),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("teamLibraryDialog"));
    m_intro->setWordWrap(true);
    m_port->setRange(1, 65535);
    for (const QString &mode : catalog::tlsModes())
        m_tls->addItem(mode, mode);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("teamLibraryStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setFrameShape(QFrame::StyledPanel);
    m_status->setMargin(6);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 5);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    for (QWidget *w : std::initializer_list<QWidget *>{m_host, m_port, m_database, m_user, m_tls})
        m_form->addRow(QStringLiteral("-"), w);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_test);
    actions->addWidget(m_disconnect);
    actions->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(m_form);
    layout->addLayout(actions);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_buttons);
    connect(m_test, &QPushButton::clicked, this, &TeamLibraryDialog::testConnection);
    connect(m_disconnect, &QPushButton::clicked, this, &TeamLibraryDialog::disconnectLibrary);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TeamLibraryDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showFields(TeamSettings::load());
    retranslateUi();
    resize(560, 420);
}

void TeamLibraryDialog::retranslateUi()
{
    setWindowTitle(tr("Team library"));
    m_intro->setText(
        tr("Share the quote library with your purchasing team through a PostgreSQL server. The password "
           "is kept in the system keychain where one runs, otherwise asked once a session; it is never "
           "stored in plain text."));
    const QStringList labels{tr("&Host:"), tr("&Port:"), tr("&Database:"), tr("&User:"), tr("&TLS:")};
    for (int row = 0; row < labels.size(); ++row)
        if (auto *label = qobject_cast<QLabel *>(m_form->itemAt(row, QFormLayout::LabelRole)->widget()))
            label->setText(labels[row]);
    m_host->setPlaceholderText(tr("db.example.com"));
    m_database->setPlaceholderText(tr("gpu_planner"));
    m_user->setPlaceholderText(catalog::effectiveUser(catalog::LibraryAddress{}));
    m_tls->setToolTip(
        tr("require (the default) encrypts the connection; disable, allow and prefer are accepted only "
           "for a server on this computer"));
    m_test->setText(tr("Test &connection"));
    m_disconnect->setText(tr("D&isconnect"));
    if (m_hint)
        m_status->setText(
            tr("Test connection shows the server, the schema version and your role in the library."));
    m_disconnect->setToolTip(
        tr("Forget this library and its password: the Quotes view uses the quote library on "
           "this computer again"));
}

void TeamLibraryDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

TeamSettings TeamLibraryDialog::fields() const
{
    TeamSettings t;
    t.host = m_host->text().trimmed();
    t.port = m_port->value();
    t.database = m_database->text().trimmed();
    t.user = m_user->text().trimmed();
    t.sslMode = m_tls->currentData().toString();
    return t;
}

void TeamLibraryDialog::showFields(const TeamSettings &t)
{
    m_host->setText(t.host);
    m_port->setValue(t.port);
    m_database->setText(t.database);
    m_user->setText(t.user);
    m_tls->setCurrentIndex(std::max(0, m_tls->findData(t.sslMode)));
}

void TeamLibraryDialog::showStatus(const QString &text, bool problem)
{
    m_hint = false;
    m_status->setText(text);
    m_status->setProperty("problem", problem);
    m_status->setStyleSheet(problem ? QStringLiteral("QLabel { color: #b3261e; }") : QString());
    m_status->show();
}

bool TeamLibraryDialog::testConnection()
{
    QString error;
    const std::optional<catalog::LibraryAddress> address = fields().checkedAddress(&error);
    if (!address) {
        showStatus(error, true);
        return false;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    catalog::TeamLibrary library(*address);
    const bool opened = openWithPassword(library, this);
    QApplication::restoreOverrideCursor();
    if (!opened) {
        showStatus(library.error(), true);
        return false;
    }
    QSqlDatabase db = library.database();
    const QString role = catalog::roles::roleOfCurrentUser(db);
    QString may =
        role == QLatin1String("editor") || role == QLatin1String("superuser")
            ? tr("may read and change the team's quotes and prices")
        : role == QLatin1String("reader")
            ? tr("may read the team's quotes and prices; writing needs the role %1")
                  .arg(QLatin1String(catalog::roles::kEditor))
            : tr("may not read the library; ask its administrator for the role %1 or %2")
                  .arg(QLatin1String(catalog::roles::kReader), QLatin1String(catalog::roles::kEditor));
    const int version = library.schemaVersion();
    QString schema = tr("%1 (this version: %2)").arg(version).arg(catalog::schema::kCurrentVersion);
    if (version <= 0)
        schema = tr("none: prepare the library with gpu-planner-cli library init");
    else if (version < catalog::schema::kCurrentVersion)
        schema += QLatin1Char(' ') + tr("older: bring it up to date with gpu-planner-cli library migrate");
    QStringList lines{tr("Connected to %1.").arg(address->display()),
                      tr("Server: %1").arg(library.serverVersion()), tr("Schema: %1").arg(schema),
                      tr("User: %1 (%2): %3").arg(library.user(), role, may)};
    lines << library.warnings();
    showStatus(lines.join(QLatin1Char('\n')),
               version != catalog::schema::kCurrentVersion || role == QLatin1String("none"));
    return true;
}

void TeamLibraryDialog::disconnectLibrary()
{
    teampassword::forget(TeamSettings::load().address());
    TeamSettings::clear();
    TeamConnection::instance().close();
    showFields(TeamSettings{});
    showStatus(tr("Disconnected: the Quotes view uses the quote library on this computer again."), false);
}

void TeamLibraryDialog::accept()
{
    const TeamSettings t = fields();
    if (t.database.isEmpty() && t.host.isEmpty()) { // nothing named: no team library
        TeamSettings::clear();
        TeamConnection::instance().close();
        QDialog::accept();
        return;
    }
    QString error;
    if (!t.checkedAddress(&error)) {
        showStatus(error, true);
        return;
    }
    t.save();
    TeamConnection::instance().close(); // the next use connects to the library as named now
    QDialog::accept();
}

} // namespace gpuplanner::app
