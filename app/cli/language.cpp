#include "app/cli/language.h"

#include "translations/i18n.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

bool applyLanguageOption(QStringList &args, QString *error)
{
    i18n::Language language = i18n::systemLanguage();
    const qsizetype at = args.indexOf(QStringLiteral("--lang"));
    if (at >= 0) {
        if (at + 1 >= args.size()) {
            *error = QCoreApplication::translate("cli", "--lang needs a value: en or zh");
            return false;
        }
        const QString code = args.at(at + 1);
        args.remove(at, 2);
        if (!i18n::languageFromCode(code, &language)) {
            *error = QCoreApplication::translate("cli", "--lang must be en or zh, found '%1'").arg(code);
            return false;
        }
    }
    i18n::setLanguage(language);
    return true;
}

} // namespace gpuplanner::cli
