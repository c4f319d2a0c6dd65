#include "app/cli/reportmain.h"

#include "app/cli/comparecommand.h"
#include "app/cli/context.h"
#include "app/cli/exportcommand.h"
#include "app/cli/output.h"
#include "app/identity.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstring>

namespace gpuplanner::cli {

bool isReportCommand(const char *command)
{
    return command && (std::strcmp(command, "export") == 0 || std::strcmp(command, "compare") == 0);
}

// Removes `--lang en|zh|both`: the exports' language. Messages follow it (English for both);
// without the option the system locale decides both.
bool takeReportLanguage(QStringList &args, report::ReportLanguage *language, QString *error)
{
    *language = i18n::systemLanguage() == i18n::Language::Chinese ? report::ReportLanguage::Chinese
                                                                   : report::ReportLanguage::English;
    const qsizetype at = args.indexOf(QStringLiteral("--lang"));
    if (at >= 0) {
        if (at + 1 >= args.size() || !report::reportLanguageFromCode(args.at(at + 1), language)) {
            *error = QCoreApplication::translate("cli", "--lang must be en, zh or both, found '%1'")
                         .arg(at + 1 < args.size() ? args.at(at + 1) : QString());
            return false;
        }
        args.remove(at, 2);
    }
    i18n::setLanguage(*language == report::ReportLanguage::Chinese ? i18n::Language::Chinese : i18n::Language::English);
    return true;
}

int runReportCommand(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    setApplicationIdentity();
    QStringList args = app.arguments();
    args.removeFirst();
    const QString command = args.takeFirst();
    report::ReportLanguage language = report::ReportLanguage::English;
    QString error;
    if (!takeReportLanguage(args, &language, &error)) {
        printErr(error);
        return BadInput;
    }
    CliContext context;
    if (!openCatalog(context))
        return Failure;
    if (command == QLatin1String("export"))
        return runExportCommand(args, context, language);
    return runCompareCommand(args, context, language);
}

} // namespace gpuplanner::cli
