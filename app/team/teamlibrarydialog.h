#pragma once

#include "app/team/teamconnection.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace gpuplanner::app {

// Settings > Team library…: where the team's PostgreSQL library is (host, port, database, user,
// TLS mode), a test of the connection that shows the server, the schema version and the user's
// role (as `gpu-planner-cli library status` does), and Disconnect. The fields are kept in QSettings;
// the password never is (teampassword.h).
class TeamLibraryDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TeamLibraryDialog(QWidget *parent = nullptr);

    // Connects with the fields as they stand; the outcome is in status(). True when connected.
    bool testConnection();
    void disconnectLibrary();
    void accept() override;

    QLabel *status() const { return m_status; }
    QLineEdit *hostEdit() const { return m_host; }
    QSpinBox *portEdit() const { return m_port; }
    QLineEdit *databaseEdit() const { return m_database; }
    QLineEdit *userEdit() const { return m_user; }
    QComboBox *tlsBox() const { return m_tls; }
    QPushButton *testButton() const { return m_test; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    TeamSettings fields() const;
    void showFields(const TeamSettings &settings);
    void showStatus(const QString &text, bool problem);

    QLabel *m_intro;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_tls;
    QLabel *m_status;
    bool m_hint = true; // the status shows what Test connection does, not an outcome
    QPushButton *m_test;
    QPushButton *m_disconnect;
    class QFormLayout *m_form;
    class QDialogButtonBox *m_buttons;
};

} // namespace gpuplanner::app
