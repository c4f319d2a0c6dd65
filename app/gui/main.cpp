#include "app/core/filecontroller.h"
#include "app/core/mainwindow.h"
#include "app/identity.h"
#include "catalog/store.h"
#include "translations/i18n.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

#include <algorithm>

using namespace gpuplanner;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    setApplicationIdentity();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-planner.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("gpu-planner"));
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

    // Language: the one chosen last time, else the system's.
    i18n::Language language = i18n::systemLanguage();
    i18n::languageFromCode(QSettings().value(QStringLiteral("ui/language")).toString(), &language);
    i18n::setLanguage(language);

    app::MainWindow window(catalog, &store);
    window.show();
    if (!report.notices.isEmpty())
        QMessageBox::warning(&window, QObject::tr("Catalog database"), report.notices.join(QStringLiteral("\n\n")));
    const QStringList args = app.arguments().mid(1);
    const bool quit = args.contains(QStringLiteral("--quit-after-startup"));
    if (!quit) {
        // A plan given on the command line (or by the desktop's file association) opens; else an
        // autosaved plan left by a crash is offered.
        const auto file = std::find_if(args.begin(), args.end(), [](const QString &a) { return !a.startsWith(QLatin1Char('-')); });
        if (file != args.end())
            window.files()->open(*file);
        else
            window.offerRecovery();
    }

    // Used by packaging checks and the start-up benchmark: start, show the window, quit.
    if (quit)
        QTimer::singleShot(0, &app, &QApplication::quit);
    return app.exec();
}
