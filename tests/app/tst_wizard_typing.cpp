// Issue 26, items 1, 3 and 13: what a person types into the wizard is what the plan gets. A model
// name the catalog does not know is said under the field with the close names, and Next waits for
// it; "2e8" training tokens are 200 million, not 28; no two keys of a wizard page or a dialog share
// a mnemonic, in English and in Chinese. Item 7: a job with a deadline is proposed as a one-off run,
// so that it is costed over the job and not over 36 months of 24/7.
#include "app/core/aboutdialog.h"
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/export/exportdialog.h"
#include "app/quotes/columnmappingdialog.h"
#include "app/quotes/quoteentrydialog.h"
#include "app/quotes/quotelibrarydialog.h"
#include "app/quotes/quotesview.h"
#include "app/wizard/planwizard.h"
#include "catalog/bundled.h"
#include "catalog/store.h"
#include "planner/workload/jsonpath.h"
#include "planner/workload/workload.h"
#include "translations/i18n.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;

class TestWizardTyping : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

    // The mnemonic letter of a text ("&Next >" → "n", "名称(&N)" → "n"), empty when none.
    static QString mnemonic(const QString &text)
    {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text.at(i) != u'&')
                continue;
            if (text.at(i + 1) == u'&') {
                ++i;
                continue;
            }
            return text.at(i + 1).toLower();
        }
        return {};
    }

    // Keys that two things shown in `root` share, as "n: "&Name:" | "&Next >"" lines: buttons,
    // labels with a buddy and group boxes the keyboard reaches while `root` is shown.
    static QStringList sharedKeys(QWidget *root)
    {
        QMap<QString, QStringList> byKey;
        for (QWidget *w : root->findChildren<QWidget *>()) {
            if (!w->isVisibleTo(root))
                continue;
            QString text;
            if (auto *b = qobject_cast<QAbstractButton *>(w))
                text = b->text();
            else if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
                text = l->text();
            else if (auto *g = qobject_cast<QGroupBox *>(w))
                text = g->title();
            if (const QString key = mnemonic(text); !key.isEmpty())
                byKey[key] << u'"' + text + u'"';
        }
        QStringList out;
        for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
            if (it.value().size() > 1)
                out << it.key() + QStringLiteral(": ") + it.value().join(QStringLiteral(" | "));
        return out;
    }

    static QComboBox *presetBox(app::PlanWizard &wizard)
    {
        return wizard.findChild<QComboBox *>(QStringLiteral("workload.model.preset"));
    }

    static QString errorText(app::PlanWizard &wizard, const char *path)
    {
        auto *label = wizard.findChild<QLabel *>(QStringLiteral("error-") + QLatin1String(path));
        return label && label->isVisible() ? label->text() : QString();
    }

    static QString preset(const app::PlanWizard &wizard)
    {
        const nlohmann::json &model = wizard.workload()["model"];
        return model.contains("preset") && model["preset"].is_string()
                   ? QString::fromStdString(model["preset"].get<std::string>())
                   : QString();
    }

    // Types `text` into the preset's search field as a person does, then presses Enter.
    static void typePreset(app::PlanWizard &wizard, const QString &text)
    {
        QComboBox *box = presetBox(wizard);
        box->setFocus();
        box->lineEdit()->selectAll();
        QTest::keyClicks(box->lineEdit(), text);
        QTest::keyClick(box->lineEdit(), Qt::Key_Return);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void cleanup() { i18n::setLanguage(i18n::Language::English); }

    // Item 1: "Llama 3 70B" (the catalog has Llama 3.1 70B) on page 2 of Edit > Workload, then
    // Enter: the page stays, the field says what is close, the plan keeps its model.
    void unknownModelIsSaidUnderTheFieldAndNextWaits()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.setWorkload({{"task", "llm_inference"}, {"model", {{"preset", "llama-3.1-8b"}}}});
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.next(); // model page
        const int modelPage = wizard.currentId();
        typePreset(wizard, QStringLiteral("Llama 3 70B"));
        QCoreApplication::processEvents();
        QCOMPARE(wizard.currentId(), modelPage); // Enter did not go on
        const QString error = errorText(wizard, "workload.model.preset");
        // The names that share all three words typed, and only they (Llama 2 70B is nearer letter by
        // letter, but shares two).
        QCOMPARE(error,
                 QStringLiteral("not a known model; did you mean Llama 3.1 70B, Llama 3.3 70B Instruct?"));
        QCOMPARE(preset(wizard), QStringLiteral("llama-3.1-8b"));
        wizard.next();
        QCOMPARE(wizard.currentId(), modelPage); // Next waits while the name stands

        // A name the catalog finds as the CLI does (an id) is that model.
        typePreset(wizard, QStringLiteral("llama-3.1-70b"));
        QCoreApplication::processEvents();
        QVERIFY(wizard.currentId() != modelPage);
        QCOMPARE(preset(wizard), QStringLiteral("llama-3.1-70b"));
        QVERIFY(errorText(wizard, "workload.model.preset").isEmpty());
    }

    // Item 1: a half-typed "Custom architecture" is no silent Llama 3.1 8B; picking from the
    // list clears the message.
    void halfTypedItemIsNamedNotReplaced()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.next();
        const int modelPage = wizard.currentId();
        typePreset(wizard, QStringLiteral("Custom arch"));
        QCoreApplication::processEvents();
        QCOMPARE(wizard.currentId(), modelPage);
        const QString error = errorText(wizard, "workload.model.preset");
        QVERIFY2(error.contains(QStringLiteral("did you mean Custom architecture")), qPrintable(error));
        QCOMPARE(preset(wizard), QStringLiteral("llama-3.1-8b"));
        QComboBox *box = presetBox(wizard);
        const int qwen = box->findData(QStringLiteral("qwen2.5-7b"));
        box->setCurrentIndex(qwen);
        emit box->activated(qwen); // as a click in the list does
        QVERIFY(errorText(wizard, "workload.model.preset").isEmpty());
        wizard.next();
        QVERIFY(wizard.currentId() != modelPage);
        QCOMPARE(preset(wizard), QStringLiteral("qwen2.5-7b"));
    }

    // Item 1: the pinned GPU on the last page is read the same way.
    void unknownPinnedGpuIsSaid()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        for (int page = 0; page < 4; ++page)
            wizard.next();
        auto *gpu = wizard.findChild<QComboBox *>(QStringLiteral("workload.gpu.model"));
        QVERIFY(gpu && gpu->isVisible());
        gpu->setFocus();
        gpu->lineEdit()->selectAll();
        QTest::keyClicks(gpu->lineEdit(), QStringLiteral("H200 SXN"));
        QVERIFY(!wizard.validateCurrentPage());
        const QString error = errorText(wizard, "workload.gpu.model");
        QVERIFY2(error.contains(QStringLiteral("not a known GPU; did you mean")) && error.contains(QStringLiteral("H200")),
                 qPrintable(error));
        QVERIFY(!wizard.workload().contains("gpu"));
        gpu->lineEdit()->selectAll();
        QTest::keyClicks(gpu->lineEdit(), QStringLiteral("nvidia-h200-sxm"));
        QVERIFY(wizard.validateCurrentPage());
        QCOMPARE(QString::fromStdString(wizard.workload()["gpu"]["model"].get<std::string>()),
                 QStringLiteral("nvidia-h200-sxm"));
    }

    // Item 3: token counts are written "2e8"; the field takes them, and the count fields too.
    void scientificNotationIsAFigure_data()
    {
        QTest::addColumn<QString>("task");
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("value");
        QTest::newRow("training tokens") << "llm_pretraining" << 2 << "workload.training.tokens" << "2e8" << 2e8;
        QTest::newRow("tokens, capital E") << "llm_finetune" << 2 << "workload.training.tokens" << "1.5E9" << 1.5e9;
        QTest::newRow("requests of a batch job") << "batch_inference" << 2 << "workload.serving.total_requests" << "1e6" << 1e6;
        QTest::newRow("samples per epoch") << "cv_training" << 2 << "workload.training.samples" << "1.2e6" << 1.2e6;
        QTest::newRow("prompt tokens (a count)") << "llm_inference" << 2 << "workload.serving.prompt_tokens" << "4e3" << 4e3;
        QTest::newRow("number of files") << "cv_training" << 3 << "workload.data.file_count" << "1e7" << 1e7;
    }
    void scientificNotationIsAFigure()
    {
        QFETCH(QString, task);
        QFETCH(int, page);
        QFETCH(QString, path);
        QFETCH(QString, typed);
        QFETCH(double, value);
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.setValue(QStringLiteral("workload.task"), task.toStdString());
        for (int i = 0; i < page; ++i)
            wizard.next();
        auto *spin = wizard.findChild<QAbstractSpinBox *>(path);
        QVERIFY(spin && spin->isVisible());
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, typed);
        QTest::keyClick(spin, Qt::Key_Tab);
        const nlohmann::json stored = [&] {
            nlohmann::json v = wizard.plan();
            for (const QString &part : path.split(u'.'))
                v = v.is_object() && v.contains(part.toStdString()) ? v[part.toStdString()] : nlohmann::json();
            return v;
        }();
        QVERIFY2(stored.is_number(), stored.dump().c_str());
        QCOMPARE(stored.get<double>(), value);
        // The field shows the figure in full, grouped ("200,000,000 tokens").
        QVERIFY2(spin->text().remove(u',').startsWith(QString::number(qint64(value))), qPrintable(spin->text()));
    }

    // Item 3: what the field cannot hold is refused, not cut to other digits.
    void scientificNotationOutOfRangeIsRefused()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        wizard.setValue(QStringLiteral("workload.task"), "llm_pretraining");
        wizard.next();
        wizard.next();
        auto *spin = wizard.findChild<QDoubleSpinBox *>(QStringLiteral("workload.training.tokens"));
        QVERIFY(spin);
        QString text = QStringLiteral("2e8");
        int pos = 3;
        QCOMPARE(spin->validate(text, pos), QValidator::Acceptable);
        text = QStringLiteral("2e");
        pos = 2;
        QCOMPARE(spin->validate(text, pos), QValidator::Intermediate);
        text = QStringLiteral("2e40");
        pos = 4;
        QCOMPARE(spin->validate(text, pos), QValidator::Invalid);
        auto *count = wizard.findChild<QSpinBox *>(QStringLiteral("workload.data.checkpoints_kept"));
        QVERIFY(count);
        text = QStringLiteral("1.5e0");
        pos = 5;
        QCOMPARE(static_cast<QAbstractSpinBox *>(count)->validate(text, pos), QValidator::Invalid); // a count is whole
    }

    // Types a figure into the spin box bound to `path` and leaves the field.
    static void typeFigure(app::PlanWizard &wizard, const char *path, const QString &text)
    {
        auto *spin = wizard.findChild<QAbstractSpinBox *>(QLatin1String(path));
        QVERIFY(spin && spin->isVisible());
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, text);
        QTest::keyClick(spin, Qt::Key_Tab);
    }

    static QString pattern(const app::PlanWizard &wizard)
    {
        const nlohmann::json v = planner::valueAt(wizard.workload(), QStringLiteral("run.pattern"));
        return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
    }

    // Item 7: a 3-day scientific job, the last page left at its defaults, is a one-off run: the
    // page shows it, and the plan is costed over the job's hours, not over 36 months.
    void jobWithADeadlineIsProposedOneOff()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.setValue(QStringLiteral("workload.task"), "scientific");
        QVERIFY(pattern(wizard).isEmpty()); // no deadline yet: nothing proposed
        wizard.next();
        wizard.next(); // load and targets
        typeFigure(wizard, "workload.training.deadline_days", QStringLiteral("3"));
        QCOMPARE(pattern(wizard), QStringLiteral("one_off"));
        wizard.next();
        wizard.next(); // deployment and billing
        auto *runPattern = wizard.findChild<QComboBox *>(QStringLiteral("workload.run.pattern"));
        QVERIFY(runPattern && runPattern->isVisible());
        QCOMPARE(runPattern->currentText(), QStringLiteral("One-off job"));
        QVERIFY(wizard.validationError().isEmpty());

        app::PlanDocument document(m_catalog);
        document.reset(app::planfile::make(wizard.workload(), wizard.planName()), {}, true);
        QVERIFY2(document.isEvaluated(), qPrintable(document.inputError()));
        QCOMPARE(document.cost().horizonBasis, QStringLiteral("job"));
        QVERIFY2(document.cost().jobHours > 0 && document.cost().jobHours <= 3 * 24 * 1.5,
                 qPrintable(QString::number(document.cost().jobHours)));
        QVERIFY(document.cost().horizonMonths < 1);
    }

    // Item 7: the proposal yields to a choice, and goes with the deadline or the job.
    void proposedOneOffYieldsToAChoice()
    {
        {
            app::PlanWizard wizard(m_catalog);
            wizard.setValue(QStringLiteral("workload.task"), "llm_finetune"); // 2 days by default
            QCOMPARE(pattern(wizard), QStringLiteral("one_off"));
            wizard.setValue(QStringLiteral("workload.training.deadline_days"), nlohmann::json());
            QVERIFY(pattern(wizard).isEmpty());
            wizard.setValue(QStringLiteral("workload.training.deadline_days"), 5);
            QCOMPARE(pattern(wizard), QStringLiteral("one_off"));
            wizard.setValue(QStringLiteral("workload.task"), "llm_inference"); // a service
            QVERIFY(pattern(wizard).isEmpty());
        }
        {
            // 24/7 picked on the last page stays, whatever the deadline becomes.
            app::PlanWizard wizard(m_catalog);
            wizard.show();
            QVERIFY(QTest::qWaitForWindowExposed(&wizard));
            wizard.setValue(QStringLiteral("workload.task"), "rendering");
            for (int i = 0; i < 4; ++i)
                wizard.next();
            auto *runPattern = wizard.findChild<QComboBox *>(QStringLiteral("workload.run.pattern"));
            QVERIFY(runPattern && runPattern->isVisible());
            QCOMPARE(runPattern->currentText(), QStringLiteral("One-off job"));
            runPattern->setFocus();
            QTest::keyClick(runPattern, Qt::Key_Home);
            QCOMPARE(pattern(wizard), QStringLiteral("24/7"));
            wizard.setValue(QStringLiteral("workload.training.deadline_days"), 3);
            QCOMPARE(pattern(wizard), QStringLiteral("24/7"));
        }
        {
            // A plan opened for editing keeps its own pattern.
            app::PlanWizard wizard(m_catalog);
            wizard.setWorkload({{"task", "cv_training"}, {"run", {{"pattern", "bursty"}}}});
            wizard.setValue(QStringLiteral("workload.training.deadline_days"), 3);
            QCOMPARE(pattern(wizard), QStringLiteral("bursty"));
        }
    }

    // A new vision-training plan starts from ImageNet; picking Whisper swaps in LibriSpeech's 960 hours
    // (12.3 s clips, 3 epochs) and drops the images' 150 GB, keeping the deadline; back to ResNet-50,
    // ImageNet returns. A size the user typed is never swapped.
    void speechPresetSwapsTheJobSize()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.setValue(QStringLiteral("workload.task"), "cv_training");
        wizard.setValue(QStringLiteral("workload.model.preset"), "whisper-large-v3");
        const nlohmann::json &w = wizard.workload();
        QCOMPARE(w["training"].value("audio_hours", 0.0), 960.0);
        QCOMPARE(w["training"].value("clip_seconds", 0.0), 12.3);
        QCOMPARE(w["training"].value("epochs", 0.0), 3.0);
        QVERIFY(!w["training"].contains("samples"));
        QCOMPARE(w["training"].value("deadline_days", 0.0), 7.0);
        QVERIFY(!w.contains("data") || !w["data"].contains("dataset_gb"));
        const planner::WorkloadInput in = planner::parseWorkload(w, m_catalog);
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.workload.training.samples, std::ceil(960 * 3600 / 12.3));
        wizard.setValue(QStringLiteral("workload.model.preset"), "resnet-50");
        QCOMPARE(wizard.workload()["training"].value("samples", 0.0), 1281167.0);
        QCOMPARE(wizard.workload()["data"].value("dataset_gb", 0.0), 150.0);
        QVERIFY(!wizard.workload()["training"].contains("audio_hours"));
        // Typed sizes stay: 500 hours of audio survive a switch to large-v3-turbo and to ResNet-50.
        wizard.setValue(QStringLiteral("workload.model.preset"), "whisper-large-v3");
        wizard.setValue(QStringLiteral("workload.training.audio_hours"), 500);
        wizard.setValue(QStringLiteral("workload.model.preset"), "resnet-50");
        QCOMPARE(wizard.workload()["training"].value("audio_hours", 0.0), 500.0);
    }

    // A new simulation starts as a simulator fleet (16 instances of 8 GB). Typing the atoms of one
    // molecular system drops those defaults, so one ApoA1 run at 300 ns/day was not sized as 16
    // simulations of 8 GB (16 H20s, 11,584 USD a month, seen in the Chinese window); clearing the atoms
    // brings the fleet back. Instances the user typed stay.
    void atomsTurnTheFleetIntoOneSimulation()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.setValue(QStringLiteral("workload.task"), "simulation");
        QCOMPARE(wizard.workload()["simulation"].value("instances", 0), 16);
        wizard.setValue(QStringLiteral("workload.simulation.atoms"), 92224);
        wizard.setValue(QStringLiteral("workload.simulation.target_ns_per_day"), 300);
        const nlohmann::json &sim = wizard.workload()["simulation"];
        QVERIFY(!sim.contains("instances") && !sim.contains("gb_per_instance"));
        const planner::WorkloadInput in = planner::parseWorkload(wizard.workload(), m_catalog);
        QVERIFY2(in.error.isEmpty(), qPrintable(in.error));
        QCOMPARE(in.workload.media.instances, 0);
        wizard.setValue(QStringLiteral("workload.simulation.atoms"), nlohmann::json());
        QCOMPARE(wizard.workload()["simulation"].value("instances", 0), 16);
        QCOMPARE(wizard.workload()["simulation"].value("gb_per_instance", 0.0), 8.0);
        // Four simulations typed, then the atoms: the four stay.
        wizard.setValue(QStringLiteral("workload.simulation.instances"), 4);
        wizard.setValue(QStringLiteral("workload.simulation.atoms"), 92224);
        QCOMPARE(wizard.workload()["simulation"].value("instances", 0), 4);
    }

    // TensorRT FP16 engines are offered for image inference only: the software list's third item shows
    // for a diffusion plan and is hidden for vision training.
    void tensorRtOfferedForImageInferenceOnly()
    {
        const auto hidden = [this](const char *task) {
            app::PlanWizard wizard(m_catalog);
            wizard.show();
            if (!QTest::qWaitForWindowExposed(&wizard))
                return -1;
            wizard.setValue(QStringLiteral("workload.task"), task);
            wizard.next();
            wizard.next(); // load and targets
            auto *combo = wizard.findChild<QComboBox *>(QStringLiteral("workload.software.optimization"));
            auto *view = combo ? qobject_cast<QListView *>(combo->view()) : nullptr;
            if (!view || combo->count() != 3)
                return -1;
            return view->isRowHidden(2) ? 1 : 0;
        };
        QCOMPARE(hidden("diffusion_inference"), 0);
        QCOMPARE(hidden("cv_training"), 1);
    }

    // Item 13: on every page of the wizard, for every task, new or editing, no two keys share a
    // letter; in English and in Chinese. The model's kind changes a page's fields (a speech model's
    // audio, a vision model's images), so those plans are opened too.
    void wizardPagesShareNoKey()
    {
        QStringList found;
        std::vector<std::pair<QString, std::string>> plans; // task, model preset (empty: the task's default)
        for (const QString &task : planner::allTaskIds())
            plans.emplace_back(task, std::string());
        plans.emplace_back(QStringLiteral("batch_inference"), "whisper-large-v3");
        plans.emplace_back(QStringLiteral("batch_inference"), "resnet-50");
        plans.emplace_back(QStringLiteral("cv_training"), "whisper-large-v3");
        for (const i18n::Language language : {i18n::Language::English, i18n::Language::Chinese}) {
            i18n::setLanguage(language);
            for (const bool editing : {false, true}) {
                for (const auto &[task, preset] : plans) {
                    app::PlanWizard wizard(m_catalog);
                    if (editing)
                        wizard.setWorkload({{"task", task.toStdString()}});
                    else
                        wizard.setValue(QStringLiteral("workload.task"), task.toStdString());
                    if (!preset.empty())
                        wizard.setValue(QStringLiteral("workload.model.preset"), preset);
                    wizard.show();
                    QCoreApplication::processEvents();
                    for (int page = 0; page < 5; ++page) {
                        for (const QString &c : sharedKeys(&wizard))
                            found << QStringLiteral("%1 %2 %3 page %4: %5")
                                         .arg(i18n::languageCode(language),
                                              editing ? QStringLiteral("edit") : QStringLiteral("new"),
                                              task + QLatin1Char(' ') + QString::fromStdString(preset))
                                         .arg(page + 1)
                                         .arg(c);
                        wizard.next();
                    }
                }
            }
        }
        found.removeDuplicates();
        for (const QString &line : std::as_const(found))
            qInfo().noquote() << line; // the message below is cut at a length
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    // Item 13: the dialogs' keys are all different too.
    void dialogsShareNoKey()
    {
        QStringList found;
        QTemporaryDir data;
        catalog::CatalogStore store(data.path(), catalog::loadBundledCatalog());
        store.open();
        for (const i18n::Language language : {i18n::Language::English, i18n::Language::Chinese}) {
            i18n::setLanguage(language);
            const QString lang = i18n::languageCode(language) + u' ';
            app::MainWindow window(m_catalog);
            QCoreApplication::processEvents();
            for (const app::ExportKind kind : app::exportKinds()) {
                app::ExportDialog dialog(*window.document(), kind);
                dialog.show();
                for (const QString &c : sharedKeys(&dialog))
                    found << lang + QStringLiteral("export dialog (%1): ").arg(app::exportKindName(kind)) + c;
            }
            app::QuoteEntryDialog entry(window.quotesView()->comparison().requirements, QStringLiteral("CNY"));
            entry.show();
            for (const QString &c : sharedKeys(&entry))
                found << lang + QStringLiteral("quote entry dialog: ") + c;
            app::ColumnMappingDialog mapping(QStringLiteral("quotes.xlsx"), {QStringLiteral("Vendor"), QStringLiteral("GPU")},
                                             {QStringLiteral("Acme"), QStringLiteral("H100")},
                                             {QStringLiteral("vendor"), QStringLiteral("gpu_model")});
            mapping.setSheets({QStringLiteral("Sheet1"), QStringLiteral("Sheet2")}, QStringLiteral("Sheet1"));
            mapping.show();
            for (const QString &c : sharedKeys(&mapping))
                found << lang + QStringLiteral("column mapping dialog: ") + c;
            app::QuoteLibraryDialog library(store);
            library.show();
            for (const QString &c : sharedKeys(&library))
                found << lang + QStringLiteral("quote library dialog: ") + c;
            app::AboutDialog about(m_catalog);
            about.show();
            for (const QString &c : sharedKeys(&about))
                found << lang + QStringLiteral("about dialog: ") + c;
        }
        for (const QString &line : std::as_const(found))
            qInfo().noquote() << line; // the message below is cut at a length
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestWizardTyping, Gui)
#include "tst_wizard_typing.moc"
