// Renders the plan window, its views and docks, and the wizard in both languages at 1366×768 and
// 1920×1080 into PNG files (docs/screenshots/). Not a test: run it and look at the images.
//   screenshots OUTPUT_DIR [workload.json]
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/identity.h"
#include "app/wizard/planwizard.h"
#include "catalog/bundled.h"
#include "translations/i18n.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTabWidget>
#include <QTest>

using namespace gpuplanner;

namespace {
void shoot(QWidget *w, const QString &path)
{
    w->show();
    QTest::qWait(50);
    w->grab().save(path);
}
} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    setApplicationIdentity();
    QApplication::setFont(QFont(QStringLiteral("Noto Sans CJK SC"), 10));
    const QStringList args = app.arguments();
    const QDir out(args.value(1, QStringLiteral(".")));
    QDir().mkpath(out.path());
    catalog::BundledCatalog b = catalog::loadBundledCatalog();
    const catalog::Catalog catalog(std::move(b.rows), b.version);

    nlohmann::json workload = {{"task", "llm_inference"},
                               {"model", {{"preset", "llama-3.1-70b"}}},
                               {"serving", {{"requests_per_s", 20}, {"ttft_ms", 1500}, {"tpot_ms", 50}}},
                               {"configuration", {{"ram_gb", 256}}}};
    if (args.size() > 2) {
        QFile f(args[2]);
        if (f.open(QIODevice::ReadOnly))
            workload = nlohmann::json::parse(f.readAll().toStdString());
    }
    for (const QString lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        i18n::Language language = i18n::Language::English;
        i18n::languageFromCode(lang, &language);
        i18n::setLanguage(language);
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            const QString suffix = QStringLiteral("%1-%2x%3.png").arg(lang).arg(size.width()).arg(size.height());
            app::MainWindow window(catalog);
            window.document()->reset(app::planfile::make(workload, QStringLiteral("Llama 3.1 70B serving")), {});
            window.resize(size);
            window.views()->setCurrentIndex(0);
            shoot(&window, out.filePath(QStringLiteral("dimensions-") + suffix));
            window.views()->setCurrentIndex(1);
            shoot(&window, out.filePath(QStringLiteral("seven-items-") + suffix));
        }
        app::PlanWizard wizard(catalog);
        shoot(&wizard, out.filePath(QStringLiteral("wizard-task-%1.png").arg(lang)));
        wizard.next();
        shoot(&wizard, out.filePath(QStringLiteral("wizard-model-%1.png").arg(lang)));
        wizard.next();
        shoot(&wizard, out.filePath(QStringLiteral("wizard-load-%1.png").arg(lang)));
    }
    return 0;
}
