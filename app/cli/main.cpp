#include "app/cli/acceptcommand.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/checkcommand.h"
#include "app/cli/context.h"
#include "app/cli/costcommand.h"
#include "app/cli/language.h"
#include "app/cli/librarycommand.h"
#include "app/cli/sizecommand.h"
#include "app/cli/output.h"
#include "app/cli/reportmain.h"
#include "app/identity.h"
#include "catalog/jsontext.h"
#include "planner/workload/inputerror.h"

#include <QCoreApplication>

#include <exception>

using namespace gpuplanner;

namespace {

QString usage()
{
    return QCoreApplication::translate(
        "cli", "Usage: gpu-planner-cli COMMAND [ARGS]\n"
               "\n"
               "Commands:\n"
               "  catalog gpus|cpus|models|prices|storage|network [--json]   list catalog rows\n"
               "  catalog show NAME [--json]                                 one row with its sources\n"
               "  catalog import-prices FILE [--map C=F]... [--dry-run]      your own price list (CSV/XLSX) as user rows\n"
               "  catalog prices --origin user | edit-price | remove-price   list, change, remove your prices\n"
               "  catalog import-prices FILE --library URL [--base ID=VER]   the price list into the team library\n"
               "  catalog prices --origin team [--library URL]               the team library's prices, who changed them\n"
               "  size WORKLOAD.json [--json|--text] [--lang en|zh]          size every dimension ('-' reads stdin)\n"
               "  check PLAN_OR_WORKLOAD.json [--json] [--report REPORT]     findings (and REPORT's FAILs); exit 1 on an error\n"
               "  cost PLAN_OR_WORKLOAD.json [--months N] [--currency CNY|USD] [--json]\n"
               "                                                             rent vs buy, cheapest billing, break-even\n"
               "  export PLAN --pdf|--checklist|--rfq|--dockerfile|--csv OUT... [--lang en|zh|both]\n"
               "                                                             spec sheet, checklist, request for quote, ...\n"
               "  compare PLAN QUOTE_FILE... [--json] [--pdf|--xlsx OUT] [--lang en|zh|both]\n"
               "                                                             vendor quotes against the plan, ranked\n"
               "  compare PLAN [QUOTE_FILE...] --library URL [--save] [--base VENDOR=VER]\n"
               "                                                             with the team library's quotes; --save writes there\n"
               "  library init|migrate|status|grant|quotes [--library URL]   the team library on PostgreSQL\n"
               "  accept PLAN [--quick | --burn-in HOURS] [-o accept.sh]      acceptance script for the rented machine\n"
               "  verify PLAN REPORT [--monitor LOG.csv ...] [--json]         plan against the acceptance report; advice from logs\n"
               "  --version                                                  application and catalog versions\n"
               "  --help                                                     this text\n"
               "\n"
               "Team library URL: postgresql://USER@HOST:PORT/DATABASE[?sslmode=require], or GPU_PLANNER_LIBRARY;\n"
               "the password comes from PGPASSWORD or ~/.pgpass.\n"
               "\n"
               "Exit codes: 0 success, 1 error-level findings, 2 bad input (also: a team-library write refused as a\n"
               "conflict or for want of the editor role), 3 internal failure (also: the team library unreachable).");
}

} // namespace

namespace {

int run(int argc, char *argv[])
{
    if (argc > 1 && cli::isReportCommand(argv[1]))
        return cli::runReportCommand(argc, argv); // PDF rendering needs a QGuiApplication
    QCoreApplication app(argc, argv);
    setApplicationIdentity();
    QStringList args = app.arguments();
    args.removeFirst();
    QString languageError;
    if (!cli::applyLanguageOption(args, &languageError)) {
        cli::printErr(languageError);
        return cli::BadInput;
    }

    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h")) {
        cli::printOut(usage());
        return args.isEmpty() ? cli::BadInput : cli::Ok;
    }
    if (args.first() == QLatin1String("--version")) {
        const catalog::BundledCatalog bundled = catalog::loadBundledCatalog();
        cli::printOut(QStringLiteral("gpu-planner-cli %1\n").arg(QCoreApplication::applicationVersion()) +
                      QCoreApplication::translate("cli", "catalog %1").arg(bundled.version));
        return cli::Ok;
    }

    cli::CliContext context;
    const QString command = args.takeFirst();
    if (command == QLatin1String("library")) // the team library alone: no local catalog needed
        return cli::runLibraryCommand(args);
    if (command == QLatin1String("catalog")) {
        if (!cli::openCatalog(context))
            return cli::Failure;
        return cli::runCatalogCommand(args, context);
    }
    if (command == QLatin1String("check")) {
        if (!cli::openCatalog(context))
            return cli::Failure;
        return cli::runCheckCommand(args, context.catalog);
    }
    if (command == QLatin1String("cost")) {
        if (!cli::openCatalog(context))
            return cli::Failure;
        return cli::runCostCommand(args, context.catalog);
    }
    if (command == QLatin1String("accept") || command == QLatin1String("verify")) {
        if (!cli::openCatalog(context))
            return cli::Failure;
        return command == QLatin1String("accept") ? cli::runAcceptCommand(args, context.catalog)
                                                  : cli::runVerifyCommand(args, context.catalog);
    }
    if (command == QLatin1String("size")) {
        if (!cli::openCatalog(context))
            return cli::Failure;
        return cli::runSizeCommand(args, context.catalog);
    }
    cli::printErr(QCoreApplication::translate("cli", "Unknown command '%1'.").arg(command) + QLatin1Char('\n') + usage());
    return cli::BadInput;
}

} // namespace

// The last line of defence: every reader catches its own problems and says which input is wrong;
// what still escapes is a fault of this program, reported with exit 3 instead of an abort.
int main(int argc, char *argv[])
{
    try {
        return run(argc, argv);
    } catch (const planner::InputError &e) {
        cli::printErr(e.message());
        return cli::BadInput;
    } catch (const std::exception &e) {
        cli::printErr(QCoreApplication::translate("cli", "gpu-planner-cli: internal error: %1")
                          .arg(catalog::excerpt(QString::fromLocal8Bit(e.what()), 200)));
    } catch (...) {
        cli::printErr(QCoreApplication::translate("cli", "gpu-planner-cli: internal error: an unknown exception"));
    }
    return cli::Failure;
}
