#include "app/core/mainwindow.h"
#include "app/identity.h"
#include "catalog/store.h"

#include <QApplication>
#include <QMessageBox>
#include <QTimer>

using namespace gpuplanner;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    setApplicationIdentity();
    QApplication::setApplicationDisplayName(QObject::tr("GPU Server Planner"));

    catalog::BundledCatalog bundled = catalog::loadBundledCatalog();
    if (!bundled.errors.isEmpty()) {
        QMessageBox::critical(nullptr, QObject::tr("GPU Server Planner"),
                              QObject::tr("The bundled catalog is invalid:\n%1").arg(bundled.errors.join(QLatin1Char('\n'))));
        return 3;
    }
    catalog::CatalogStore store(catalog::CatalogStore::defaultDirectory(), std::move(bundled));
    const catalog::OpenReport report = store.open();
    const catalog::Catalog catalog = store.load();

    app::MainWindow window(catalog);
    window.show();
    if (!report.notices.isEmpty())
        QMessageBox::warning(&window, QObject::tr("Catalog database"), report.notices.join(QStringLiteral("\n\n")));

    // Used by packaging checks and the start-up benchmark: start, show the window, quit.
    if (app.arguments().contains(QStringLiteral("--quit-after-startup")))
        QTimer::singleShot(0, &app, &QApplication::quit);
    return app.exec();
}
