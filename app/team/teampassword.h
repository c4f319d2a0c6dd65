#pragma once

#include "catalog/libraryaddress.h"

#include <functional>
#include <optional>
#include <QString>

class QWidget;

// The password of the team library (Settings > Team library…). It is kept in the system keychain
// through QtKeychain where a keychain service runs; otherwise it is asked for once a session and
// kept in memory only. It is never written in plain text: not in QSettings, not in a file.
namespace gpuplanner::app::teampassword {

// The password known for `address` this session, else the keychain's; nullopt when neither has one.
std::optional<QString> stored(const catalog::LibraryAddress &address);

// Asks the user (a password field); nullopt when cancelled. `reason` says why it is asked again.
std::optional<QString> ask(QWidget *parent, const catalog::LibraryAddress &address,
                           const QString &reason = QString());

// The server took `password`: kept for this session, and in the keychain when one runs.
void remember(const catalog::LibraryAddress &address, const QString &password);

// Forgets the password of `address` here and in the keychain (Disconnect).
void forget(const catalog::LibraryAddress &address);

// Whether a keychain service answered this session (false until one was asked, and when QtKeychain
// was not found at build time).
bool keychainAvailable();

// Test seam: answers ask() instead of the password dialog (nullopt: cancelled). Tests also use it to
// keep the keychain out (`useKeychain(false)`).
void setAsker(std::function<std::optional<QString>(const QString &prompt)> asker);
void useKeychain(bool use);

} // namespace gpuplanner::app::teampassword
