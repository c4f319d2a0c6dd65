#pragma once

#include <QStringList>

namespace gpuplanner::cli {

// Removes `--lang en|zh` from the arguments and installs the translation. Without the option the
// system locale decides. Returns false (with `error` set) for an unknown language.
bool applyLanguageOption(QStringList &args, QString *error);

} // namespace gpuplanner::cli
