#include "app/cli/language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace gpuplanner::cli {

bool applyLanguageOption(QStringList &args, QString *error)
{
    QString lang;
    const qsizetype at = args.indexOf(QStringLiteral("--lang"));
    if (at >= 0) {
        if (at + 1 >= args.size()) {
            *error = QCoreApplication::translate("cli", "--lang needs a value: en or zh");
            return false;
        }
        lang = args.at(at + 1);
        args.remove(at, 2);
        if (lang != QLatin1String("en") && lang != QLatin1String("zh")) {
            *error = QCoreApplication::translate("cli", "--lang must be en or zh, found '%1'").arg(lang);
            return false;
        }
    } else {
        lang = QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
    }
    if (lang == QLatin1String("zh")) {
        auto *translator = new QTranslator(qApp);
        if (translator->load(QStringLiteral(":/i18n/gpu-planner_zh_CN.qm")))
            QCoreApplication::installTranslator(translator);
    }
    return true;
}

} // namespace gpuplanner::cli
