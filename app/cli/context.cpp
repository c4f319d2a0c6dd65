#include "app/cli/context.h"

#include "app/cli/output.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

bool openCatalog(CliContext &context)
{
    catalog::BundledCatalog bundled = catalog::loadBundledCatalog();
    if (!bundled.errors.isEmpty()) {
        printErr(QCoreApplication::translate("cli", "The bundled catalog is invalid:") + QLatin1Char('\n') +
                 bundled.errors.join(QLatin1Char('\n')));
        return false;
    }
    context.store = std::make_unique<catalog::CatalogStore>(catalog::CatalogStore::defaultDirectory(),
                                                            std::move(bundled));
    const catalog::OpenReport report = context.store->open();
    for (const QString &notice : report.notices)
        printErr(notice);
    QStringList problems;
    context.catalog = context.store->load(&problems);
    for (const QString &p : problems)
        printErr(QCoreApplication::translate("cli", "Skipped a catalog row: %1").arg(p));
    return true;
}

bool savesRows(const CliContext &context)
{
    if (context.store && context.store->savesRows())
        return true;
    printErr(context.store ? context.store->unsavedReason()
                           : QCoreApplication::translate("cli", "Nothing was saved: the catalog database is not open."));
    return false;
}

} // namespace gpuplanner::cli
