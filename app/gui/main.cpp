#include "app/core/filecontroller.h"
#include "app/core/mainwindow.h"
#include "app/identity.h"
#include "catalog/jsontext.h"
#include "catalog/store.h"
#include "planner/workload/inputerror.h"
#include "translations/i18n.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <exception>

using namespace gpuplanner;

namespace {

QString internalError(const char *what)
{
    return QObject::tr("Internal error: %1").arg(catalog::excerpt(QString::fromLocal8Bit(what), 200));
}

// Qt lets no exception pass through its event loop. Every reader catches its own problems; one
// that still escapes an event handler is reported here and the application, with its open plan,
// carries on.
class GuardedApplication : public QApplication
{
public:
    using QApplication::QApplication;

    bool notify(QObject *receiver, QEvent *event) override
    {
        QString problem;
        try {
            return QApplication::notify(receiver, event);
        } catch (const planner::InputError &e) {
            problem = e.message();
        } catch (const std::exception &e) {
            problem = internalError(e.what());
        } catch (...) {
            problem = internalError("an unknown exception");
        }
        std::fprintf(stderr, "gpu-planner: %s\n", problem.toLocal8Bit().constData());
        if (!m_reporting) { // a box opens its own event loop: one at a time
            m_reporting = true;
            QMessageBox::critical(activeWindow(), QObject::tr("GPU Server Planner"), problem);
            m_reporting = false;
        }
        return false;
    }

private:
    bool m_reporting = false;
};

int run(int argc, char *argv[])
{
    GuardedApplication app(argc, argv);
    setApplicationIdentity();
    if (const QString moved = migrateOldSettings(); !moved.isEmpty())
        std::fprintf(stderr, "gpu-planner: %s\n", moved.toLocal8Bit().constData());
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
    catalog::Catalog catalog = store.load(); // reloaded when the user's prices change

    // Language: the one chosen last time, else the system's.
    i18n::Language language = i18n::systemLanguage();
    i18n::languageFromCode(QSettings().value(QStringLiteral("ui/language")).toString(), &language);
    i18n::setLanguage(language);

    app::MainWindow window(catalog, &store);
    window.setCatalogReloader([&catalog, &store] { catalog = store.load(); });
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

} // namespace

// The last line of defence outside the event loop (start-up, shut-down): exit 3 with a message.
int main(int argc, char *argv[])
{
    try {
        return run(argc, argv);
    } catch (const planner::InputError &e) {
        std::fprintf(stderr, "gpu-planner: %s\n", e.message().toLocal8Bit().constData());
    } catch (const std::exception &e) {
        std::fprintf(stderr, "gpu-planner: %s\n", internalError(e.what()).toLocal8Bit().constData());
    } catch (...) {
        std::fprintf(stderr, "gpu-planner: %s\n", internalError("an unknown exception").toLocal8Bit().constData());
    }
    return 3;
}
