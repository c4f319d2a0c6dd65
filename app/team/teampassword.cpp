#include "app/team/teampassword.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHash>
#include <QInputDialog>
#include <QLineEdit>
#include <QTimer>

#ifdef GPUPLANNER_HAVE_QTKEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace gpuplanner::app::teampassword {

namespace {

struct State
{
    QHash<QString, QString> session; // address → password, this process only
    std::function<std::optional<QString>(const QString &)> asker;
    bool useKeychain = true;
    bool keychainAnswered = false;
    bool keychainMissing = false; // no service: not asked again this session
};

State &state()
{
    static State s;
    return s;
}

QString keyOf(const catalog::LibraryAddress &address)
{
    return address.display();
}

#ifdef GPUPLANNER_HAVE_QTKEYCHAIN
const QString kService = QStringLiteral("gpu-planner-team-library");

// Runs a keychain job to its end (at most a few seconds: a keychain that does not answer is none).
bool runJob(QKeychain::Job &job)
{
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(4000, &loop, &QEventLoop::quit);
    job.setAutoDelete(false);
    job.start();
    loop.exec();
    const QKeychain::Error e = job.error();
    if (e == QKeychain::NoBackendAvailable || e == QKeychain::NotImplemented || e == QKeychain::OtherError ||
        e == QKeychain::AccessDenied)
        state().keychainMissing = true;
    else
        state().keychainAnswered = true;
    return e == QKeychain::NoError;
}
#endif

bool keychainUsable()
{
#ifdef GPUPLANNER_HAVE_QTKEYCHAIN
    return state().useKeychain && !state().keychainMissing;
#else
    return false;
#endif
}

} // namespace

std::optional<QString> stored(const catalog::LibraryAddress &address)
{
    const QString key = keyOf(address);
    if (state().session.contains(key))
        return state().session.value(key);
#ifdef GPUPLANNER_HAVE_QTKEYCHAIN
    if (keychainUsable()) {
        QKeychain::ReadPasswordJob job(kService);
        job.setKey(key);
        if (runJob(job)) {
            state().session.insert(key, job.textData());
            return job.textData();
        }
    }
#endif
    return std::nullopt;
}

std::optional<QString> ask(QWidget *parent, const catalog::LibraryAddress &address, const QString &reason)
{
    QString prompt = QCoreApplication::translate("gpuplanner::app::TeamLibraryDialog", "Password of %1:")
                         .arg(address.display());
    if (!reason.isEmpty())
        prompt = reason + QLatin1Char('\n') + prompt;
    if (state().asker)
        return state().asker(prompt);
    bool ok = false;
    const QString password = QInputDialog::getText(
        parent, QCoreApplication::translate("gpuplanner::app::TeamLibraryDialog", "Team library password"),
        prompt, QLineEdit::Password, QString(), &ok);
    if (!ok)
        return std::nullopt;
    return password;
}

void remember(const catalog::LibraryAddress &address, const QString &password)
{
    const QString key = keyOf(address);
    if (state().session.value(key) == password && state().session.contains(key))
        return; // already kept (and in the keychain, when one runs)
    state().session.insert(key, password);
#ifdef GPUPLANNER_HAVE_QTKEYCHAIN
    if (keychainUsable()) {
        QKeychain::WritePasswordJob job(kService);
        job.setKey(key);
        job.setTextData(password);
        runJob(job);
    }
#endif
}

void forget(const catalog::LibraryAddress &address)
{
    const QString key = keyOf(address);
    state().session.remove(key);
#ifdef GPUPLANNER_HAVE_QTKEYCHAIN
    if (keychainUsable()) {
        QKeychain::DeletePasswordJob job(kService);
        job.setKey(key);
        runJob(job);
    }
#endif
}

bool keychainAvailable()
{
    return keychainUsable() && state().keychainAnswered;
}

void setAsker(std::function<std::optional<QString>(const QString &)> asker)
{
    state().asker = std::move(asker);
}

void useKeychain(bool use)
{
    state().useKeychain = use;
}

} // namespace gpuplanner::app::teampassword
