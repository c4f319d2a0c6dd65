// The plan window as a user drives it: the wizard by keyboard, live findings with undo, fixes,
// save and reopen, language switching, recovery after a crash, malformed files refused.
#include "app/core/autosaver.h"
#include "app/core/dialogs.h"
#include "app/core/filecontroller.h"
#include "app/core/mainwindow.h"
#include "app/core/problembar.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/export/exportdialog.h"
#include "app/quotes/pricesdialog.h"
#include "app/wizard/planwizard.h"
#include "app/workload/workloadview.h"
#include "catalog/bundled.h"
#include "catalog/store.h"
#include "planner/workload/workloadjson.h"
#include "translations/i18n.h"
#include "widgets/charts/costchart.h"
#include "widgets/cost/costview.h"
#include "widgets/editfields.h"
#include "widgets/findings/findingsview.h"
#include "widgets/items/sevenitemview.h"
#include "widgets/panels/dimensionpanel.h"
#include "widgets/panels/dimensionsview.h"

#include <functional>
#include <memory>
#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>
#include <QUndoStack>
#include <QWheelEvent>

using namespace gpuplanner;

namespace {
bool hasFinding(const app::PlanDocument *doc, const char *id)
{
    for (const planner::Finding &f : doc->evaluation().findings)
        if (f.id == QLatin1String(id))
            return true;
    return false;
}
} // namespace

// Accepts the next wizard as soon as it is shown (File > New and Edit > Workload run it modally).
void finishNextWizard(std::function<void(app::PlanWizard *)> edit = {}, bool accept = true)
{
    QTimer::singleShot(10, [edit, accept] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            auto *wizard = qobject_cast<app::PlanWizard *>(w);
            if (!wizard || !wizard->isVisible())
                continue;
            if (edit)
                edit(wizard);
            accept ? wizard->accept() : wizard->reject();
            return;
        }
        finishNextWizard(edit, accept); // not shown yet
    });
}

// The mnemonic letter of a text ("Report f&older…" → "o", "报告文件夹(&O)…" → "o"), empty when none.
QString mnemonicOf(const QString &text)
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

// Mnemonics used twice among `texts` (name → text), as "o: A | B" lines.
QStringList clashes(const QList<std::pair<QString, QString>> &texts)
{
    QMap<QString, QStringList> byKey;
    for (const auto &[where, text] : texts)
        if (const QString key = mnemonicOf(text); !key.isEmpty())
            byKey[key] << where + QStringLiteral(" \"") + text + u'"';
    QStringList out;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
        if (it.value().size() > 1)
            out << it.key() + QStringLiteral(": ") + it.value().join(QStringLiteral(" | "));
    return out;
}

// The texts with a mnemonic that the keyboard reaches in `root` while it is shown: buttons, labels
// with a buddy, group boxes.
QList<std::pair<QString, QString>> shownMnemonics(QWidget *root)
{
    QList<std::pair<QString, QString>> out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root))
            continue;
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            out.append({QStringLiteral("button"), b->text()});
        else if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
            out.append({QStringLiteral("label"), l->text()});
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            out.append({QStringLiteral("group"), g->title()});
    }
    return out;
}

class TestPlanWindow : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;
    QTemporaryDir m_dir;

private slots:
    void init()
    {
        app::dialogs::clearQueued(); // an answer a test queued but did not use
        // Every test starts from empty settings: an earlier test's view, units or layout (the home
        // folder is new for each run of the executable, see tests/isolatedhome.cpp) is not kept.
        QSettings().clear();
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void walkTheWizardByKeyboard()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        auto *tasks = wizard.findChild<QListWidget *>(QStringLiteral("taskList"));
        QVERIFY(tasks);
        tasks->setFocus();
        // Move to "LLM fine-tuning" with the keyboard.
        tasks->setCurrentRow(0);
        QTest::keyClick(tasks, Qt::Key_Down);
        QCOMPARE(QString::fromStdString(wizard.workload()["task"].get<std::string>()), QStringLiteral("llm_finetune"));
        // Next through every page with Alt+N / Enter; the defaults make a valid plan.
        for (int page = 0; page < 4; ++page) {
            wizard.next();
            QTest::qWait(10);
        }
        QVERIFY2(wizard.validationError().isEmpty(), qPrintable(wizard.validationError()));
        QCOMPARE(wizard.currentId(), wizard.pageIds().last());
        QVERIFY(wizard.workload()["model"].contains("preset"));
    }

    // Image decoding is asked where images are decoded: vision training and a vision model's batch
    // job, not a language model's batch job.
    void wizardAsksImageDecodingForImagesOnly()
    {
        const auto decodeShown = [this](const char *task, const char *preset) {
            app::PlanWizard wizard(m_catalog);
            wizard.show();
            wizard.setValue(QStringLiteral("workload.task"), task);
            wizard.next(); // model
            wizard.setValue(QStringLiteral("workload.model.preset"), preset);
            for (int page = 0; page < 3; ++page) {
                if (QWidget *w = wizard.findChild<QWidget *>(QStringLiteral("workload.data.image_decode")))
                    if (w->isVisible())
                        return true;
                wizard.next();
            }
            return false;
        };
        QVERIFY(decodeShown("cv_training", "resnet-50"));
        QVERIFY(decodeShown("batch_inference", "resnet-50"));
        QVERIFY(!decodeShown("batch_inference", "qwen2.5-7b"));
        QVERIFY(!decodeShown("llm_pretraining", "llama-3.1-8b"));
    }

    void wizardShowsAFieldErrorNextToTheField()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        wizard.next(); // model page
        wizard.setValue(QStringLiteral("workload.model.preset"), nullptr);
        wizard.setValue(QStringLiteral("workload.model.parameters_b"), 7.0);
        wizard.setValue(QStringLiteral("workload.model.layers"), 32);
        wizard.setValue(QStringLiteral("workload.model.hidden"), 4096);
        wizard.setValue(QStringLiteral("workload.model.heads"), 30);
        const int before = wizard.currentId();
        wizard.next();
        QCOMPARE(wizard.currentId(), before); // refused
        auto *error = wizard.findChild<QLabel *>(QStringLiteral("error-workload.model.heads"));
        QVERIFY(error);
        QVERIFY2(error->text().contains(QStringLiteral("must divide hidden")), qPrintable(error->text()));
    }

    // Picked with the mouse, a preset shows as picked; "Custom architecture" shows its fields.
    void wizardShowsTheClickedPreset()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        wizard.next(); // model page
        auto *preset = wizard.findChild<QComboBox *>(QStringLiteral("workload.model.preset"));
        QVERIFY(preset && preset->isVisible());
        const int qwen = preset->findData(QStringLiteral("qwen2.5-7b"));
        QVERIFY(qwen > 0);
        preset->setCurrentIndex(qwen);
        emit preset->activated(qwen); // as a click in the list does
        QCOMPARE(QString::fromStdString(wizard.workload()["model"]["preset"].get<std::string>()), QStringLiteral("qwen2.5-7b"));
        QCOMPARE(preset->currentIndex(), preset->findData(QStringLiteral("qwen2.5-7b")));
        QVERIFY(preset->currentText().contains(QStringLiteral("Qwen")));
        auto *layers = wizard.findChild<QSpinBox *>(QStringLiteral("workload.model.layers"));
        QVERIFY(layers && !layers->isVisible());
        preset->setCurrentIndex(0);
        emit preset->activated(0);
        QCOMPARE(preset->currentIndex(), 0);
        QVERIFY(layers->isVisible());
        QVERIFY(wizard.findChild<QDoubleSpinBox *>(QStringLiteral("workload.model.parameters_b"))->isVisible());
        // Every problem of the page at once: no size, no layers, no hidden size …
        const int before = wizard.currentId();
        wizard.next();
        QCOMPARE(wizard.currentId(), before);
        int shown = 0;
        for (QLabel *label : wizard.findChildren<QLabel *>())
            if (label->objectName().startsWith(QLatin1String("error-workload.model.")) && label->isVisible())
                ++shown;
        QVERIFY2(shown >= 2, qPrintable(QString::number(shown)));
    }

    // A custom model of a batch job can be a vision network: its type shows the compute, activations
    // and layers it needs in place of a language model's shape, and a preset picked after drops it.
    void wizardTakesACustomVisionModel()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        wizard.setValue(QStringLiteral("workload.task"), "batch_inference");
        wizard.next(); // model page
        auto *preset = wizard.findChild<QComboBox *>(QStringLiteral("workload.model.preset"));
        QVERIFY(preset);
        preset->setCurrentIndex(0); // "Custom architecture", as a click picks it
        emit preset->activated(0);
        auto *kind = wizard.findChild<QComboBox *>(QStringLiteral("workload.model.kind"));
        auto *layers = wizard.findChild<QSpinBox *>(QStringLiteral("workload.model.layers"));
        auto *convLayers = wizard.findChild<QSpinBox *>(QStringLiteral("workload.model.conv_layers"));
        auto *gflops = wizard.findChild<QDoubleSpinBox *>(QStringLiteral("workload.model.gflops_per_sample"));
        QVERIFY(kind && layers && convLayers && gflops);
        QVERIFY(kind->isVisible());
        QVERIFY(layers->isVisible());
        QVERIFY(!convLayers->isVisible());
        QVERIFY(!gflops->isVisible());
        wizard.setValue(QStringLiteral("workload.model.layers"), 32); // typed before the type was chosen
        const int vision = kind->findData(QStringLiteral("vision"));
        QVERIFY(vision > 0);
        kind->setCurrentIndex(vision);
        emit kind->activated(vision);
        QVERIFY(!wizard.workload()["model"].contains("layers")); // a language model's shape goes
        QCOMPARE(QString::fromStdString(wizard.workload()["model"]["kind"].get<std::string>()),
                 QStringLiteral("vision"));
        QVERIFY(convLayers->isVisible() && gflops->isVisible() && !layers->isVisible());
        wizard.setValue(QStringLiteral("workload.model.parameters_b"), 0.02);
        wizard.setValue(QStringLiteral("workload.model.gflops_per_sample"), 30.0);
        wizard.setValue(QStringLiteral("workload.model.activations_m"), 40.0);
        wizard.setValue(QStringLiteral("workload.model.conv_layers"), 90);
        const int before = wizard.currentId();
        wizard.next();
        QVERIFY2(wizard.currentId() != before, qPrintable(wizard.validationError()));
        // The load page asks images, not prompt and output tokens.
        auto *prompt = wizard.findChild<QSpinBox *>(QStringLiteral("workload.serving.prompt_tokens"));
        QVERIFY(prompt && !prompt->isVisible());
        const planner::Workload w = planner::parseWorkload(wizard.workload(), m_catalog).workload;
        QCOMPARE(w.model.kind, QStringLiteral("vision"));
        QCOMPARE(w.model.convLayers, 90);
        // A preset replaces the custom model, and its kind goes with it.
        wizard.back();
        const int resnet = preset->findData(QStringLiteral("resnet-50"));
        QVERIFY(resnet > 0);
        preset->setCurrentIndex(resnet);
        emit preset->activated(resnet);
        QVERIFY(!wizard.workload()["model"].contains("kind"));
        QVERIFY(!kind->isVisible());
    }

    // Issue 14, item 4: the last page asks the budget, its currency and whether output leaves over
    // the internet; video asks the codec. A budget far below the plan's cost is a finding of the
    // plan the wizard makes; unticking the internet removes the traffic from the cost.
    void wizardAsksBudgetEgressAndCodec()
    {
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        wizard.setValue(QStringLiteral("workload.task"), "video_processing");
        wizard.next(); // model
        wizard.next(); // load
        auto *codec = wizard.findChild<QComboBox *>(QStringLiteral("workload.video.codec"));
        QVERIFY(codec && codec->isVisible());
        codec->setCurrentIndex(codec->findData(QStringLiteral("av1")));
        emit codec->activated(codec->currentIndex());
        QCOMPARE(QString::fromStdString(wizard.workload()["video"]["codec"].get<std::string>()), QStringLiteral("av1"));
        wizard.next(); // data
        wizard.next(); // deployment
        auto *budget = wizard.findChild<QDoubleSpinBox *>(QStringLiteral("workload.run.budget"));
        auto *currency = wizard.findChild<QComboBox *>(QStringLiteral("workload.run.budget_currency"));
        auto *egress = wizard.findChild<QCheckBox *>(QStringLiteral("workload.run.internet_egress"));
        QVERIFY(budget && budget->isVisible() && currency && currency->isVisible() && egress && egress->isVisible());
        QVERIFY(egress->isChecked()); // the engine's default
        QCOMPARE(budget->text(), QStringLiteral("No budget"));
        wizard.setValue(QStringLiteral("workload.run.budget"), 10);
        wizard.setValue(QStringLiteral("workload.video.streams"), 40);
        QVERIFY2(wizard.validationError().isEmpty(), qPrintable(wizard.validationError()));

        app::MainWindow window(m_catalog);
        window.document()->reset(app::planfile::make(wizard.workload(), wizard.planName()), {}, true);
        QStringList ids;
        for (const planner::Finding &f : window.document()->evaluation().findings)
            ids << f.id;
        QVERIFY2(ids.contains(QStringLiteral("cost.over_budget")), qPrintable(ids.join(QLatin1Char(' '))));
        const double network = window.document()->cost().mode(window.document()->cost().chosenMode)
                                   .monthlyOf(planner::cost::Component::Network);
        QVERIFY(network > 0);
        egress->click();
        QCOMPARE(wizard.workload()["run"]["internet_egress"].get<bool>(), false);
        window.document()->reset(app::planfile::make(wizard.workload(), wizard.planName()), {}, true);
        QCOMPARE(window.document()->cost().mode(window.document()->cost().chosenMode)
                     .monthlyOf(planner::cost::Component::Network),
                 0.0);
        // A training task is not asked about internet traffic.
        app::PlanWizard training(m_catalog);
        training.show();
        training.setValue(QStringLiteral("workload.task"), "llm_finetune");
        for (int page = 0; page < 4; ++page)
            training.next();
        QVERIFY(!training.findChild<QCheckBox *>(QStringLiteral("workload.run.internet_egress"))->isVisible());
    }

    // Issue 23: the load page asks a molecular-dynamics user for the engine, atoms and ns/day, a GIS
    // user for points and a deadline, a video user for the encoder preset; the plan carries them and
    // the engine answers in the users' figures (ns/day per simulation, job time).
    void wizardAsksDomainInputs()
    {
        {
            app::PlanWizard wizard(m_catalog);
            wizard.show();
            QVERIFY(QTest::qWaitForWindowExposed(&wizard));
            wizard.setValue(QStringLiteral("workload.task"), "simulation");
            wizard.next(); // model
            wizard.next(); // load
            auto *engine = wizard.findChild<QComboBox *>(QStringLiteral("workload.simulation.engine"));
            QVERIFY(engine && engine->isVisible());
            QVERIFY(wizard.findChild<QWidget *>(QStringLiteral("workload.simulation.atoms"))->isVisible());
            engine->setCurrentIndex(engine->findData(QStringLiteral("gromacs")));
            emit engine->activated(engine->currentIndex());
            wizard.setValue(QStringLiteral("workload.simulation.atoms"), 408609);
            wizard.setValue(QStringLiteral("workload.simulation.target_ns_per_day"), 50);
            QVERIFY2(wizard.validationError().isEmpty(), qPrintable(wizard.validationError()));
            const nlohmann::json w = wizard.workload();
            QCOMPARE(QString::fromStdString(w["simulation"]["engine"].get<std::string>()), QStringLiteral("gromacs"));
            app::MainWindow window(m_catalog);
            window.document()->reset(app::planfile::make(w, wizard.planName()), {}, true);
            const planner::WorkResult &r = window.document()->evaluation().sizing.work;
            QCOMPARE(r.unit, QStringLiteral("ns"));
            QVERIFY(r.nsPerDay >= 50);
        }
        {
            app::PlanWizard wizard(m_catalog);
            wizard.show();
            QVERIFY(QTest::qWaitForWindowExposed(&wizard));
            wizard.setValue(QStringLiteral("workload.task"), "geospatial");
            wizard.next();
            wizard.next();
            QVERIFY(wizard.findChild<QWidget *>(QStringLiteral("workload.geospatial.points"))->isVisible());
            QVERIFY(wizard.findChild<QWidget *>(QStringLiteral("workload.geospatial.deadline_s"))->isVisible());
            QVERIFY(!wizard.findChild<QWidget *>(QStringLiteral("workload.simulation.atoms"))->isVisible());
            wizard.setValue(QStringLiteral("workload.geospatial.points"), 1e9);
            wizard.setValue(QStringLiteral("workload.geospatial.deadline_s"), 60);
            QVERIFY2(wizard.validationError().isEmpty(), qPrintable(wizard.validationError()));
            app::MainWindow window(m_catalog);
            window.document()->reset(app::planfile::make(wizard.workload(), wizard.planName()), {}, true);
            const planner::Evaluation &e = window.document()->evaluation();
            QCOMPARE(e.sizing.work.unit, QStringLiteral("point"));
            QVERIFY(e.sizing.work.wallHours > 0 && e.sizing.work.wallHours * 3600 <= 60);
            // The GPUs hold the points given (x and y in FP64: 1e9 x 16 B = 16 GB), not a template's
            // working set: the wizard starts a geospatial job from points, polygons and a deadline.
            QVERIFY(!wizard.workload()["geospatial"].contains("working_set_gb"));
            QVERIFY(std::abs(e.sizing.memory.activationsGb * e.sizing.totalGpus() - 16.0) < 1e-9);
        }
        {
            app::PlanWizard wizard(m_catalog);
            wizard.show();
            QVERIFY(QTest::qWaitForWindowExposed(&wizard));
            wizard.setValue(QStringLiteral("workload.task"), "video_processing");
            wizard.next();
            wizard.next();
            auto *preset = wizard.findChild<QComboBox *>(QStringLiteral("workload.video.preset"));
            QVERIFY(preset && preset->isVisible());
            preset->setCurrentIndex(preset->findData(QStringLiteral("fast")));
            emit preset->activated(preset->currentIndex());
            QCOMPARE(QString::fromStdString(wizard.workload()["video"]["preset"].get<std::string>()), QStringLiteral("fast"));
        }
    }

    void lowRamRaisesAFindingAndUndoRemovesIt()
    {
        app::MainWindow window(m_catalog);
        window.show();
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "llm_pretraining"},
                                        {"model", {{"preset", "llama-3.1-8b"}}},
                                        {"training", {{"tokens", 2e10}}},
                                        {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 1}}}},
                                       QStringLiteral("t")),
                   {});
        QVERIFY(!hasFinding(doc, "ram.below_vram"));
        // Type a small RAM size into the RAM panel's editor.
        auto *ram = window.dimensionsView()->findChild<QDoubleSpinBox *>(QStringLiteral("workload.configuration.ram_gb"));
        QVERIFY(ram);
        ram->setFocus();
        ram->selectAll();
        QTest::keyClicks(ram, QStringLiteral("256"));
        QVERIFY(hasFinding(doc, "ram.below_vram"));
        QCOMPARE(doc->undoStack()->count(), 1); // typing merged into one step
        QVERIFY(window.isWindowModified());
        auto *findings = window.findingsView()->findChild<QPushButton *>(QStringLiteral("fix-ram.below_vram"));
        QVERIFY(findings);
        doc->undoStack()->undo();
        QVERIFY(!hasFinding(doc, "ram.below_vram"));
        doc->undoStack()->redo();
        QVERIFY(hasFinding(doc, "ram.below_vram"));
    }

    // A video model counts its load in videos an hour: switching an image plan's preset to one moves
    // 1 image/s to 3,600 videos/h (the field on screen holds it), in one undo step, and back.
    void aVideoPresetTakesTheLoadInVideosAnHour()
    {
        app::MainWindow window(m_catalog);
        window.show();
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "diffusion_inference"},
                                        {"model", {{"preset", "sdxl"}}},
                                        {"serving", {{"images_per_s", 1}}}},
                                       QStringLiteral("t")),
                   {});
        doc->setValue(QStringLiteral("workload.model.preset"), "wan2.1-t2v-14b");
        QCOMPARE(doc->value(QStringLiteral("workload.serving.videos_per_hour")), nlohmann::json(3600.0));
        QVERIFY(doc->value(QStringLiteral("workload.serving.images_per_s")).is_null());
        QVERIFY2(doc->inputError().isEmpty(), qPrintable(doc->inputError()));
        QCOMPARE(doc->evaluation().sizing.work.unit, QStringLiteral("video"));
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->setValue(QStringLiteral("workload.serving.videos_per_hour"), 20.0);
        QVERIFY(std::abs(doc->evaluation().sizing.work.required * 3600 - 20) < 1e-9);
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->value(QStringLiteral("workload.model.preset")), nlohmann::json("sdxl"));
        QCOMPARE(doc->value(QStringLiteral("workload.serving.images_per_s")), nlohmann::json(1));
        QVERIFY(doc->value(QStringLiteral("workload.serving.videos_per_hour")).is_null());
        // Back to an image model: 20 videos/h become 20 ÷ 3,600 images/s.
        doc->undoStack()->redo();
        doc->undoStack()->redo();
        // A clip size goes with the video preset.
        doc->setValue(QStringLiteral("workload.model.resolution"), "832x480");
        QVERIFY2(doc->inputError().isEmpty(), qPrintable(doc->inputError()));
        doc->setValue(QStringLiteral("workload.model.preset"), "flux.1-dev");
        QVERIFY(doc->value(QStringLiteral("workload.model.resolution")).is_null());
        QVERIFY2(doc->inputError().isEmpty(), qPrintable(doc->inputError()));
        QVERIFY(std::abs(doc->value(QStringLiteral("workload.serving.images_per_s")).get<double>() -
                         20 / 3600.0) < 1e-12);
        QVERIFY(doc->value(QStringLiteral("workload.serving.videos_per_hour")).is_null());
    }

    // A custom batch model's type changes which fields it has: the other kind's go in the same undo step,
    // so no hidden field keeps deciding what the model is, and undo brings them back.
    void aCustomModelsTypeTakesTheOtherKindsFieldsAway()
    {
        app::MainWindow window(m_catalog);
        window.show();
        app::PlanDocument *doc = window.document();
        doc->reset(
            app::planfile::make(
                {{"task", "batch_inference"},
                 {"model",
                  {{"name", "mine"}, {"parameters_b", 7}, {"layers", 32}, {"hidden", 4096}, {"heads", 32}}},
                 {"serving", {{"total_requests", 1000}}}},
                QStringLiteral("t")),
            {});
        QVERIFY2(doc->inputError().isEmpty(), qPrintable(doc->inputError()));
        doc->setValue(QStringLiteral("workload.model.kind"), "vision");
        QVERIFY(doc->value(QStringLiteral("workload.model.layers")).is_null());
        QVERIFY(doc->value(QStringLiteral("workload.model.heads")).is_null());
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->setValue(QStringLiteral("workload.model.gflops_per_sample"), 20.0);
        doc->setValue(QStringLiteral("workload.model.conv_layers"), 60);
        QVERIFY2(doc->inputError().isEmpty(), qPrintable(doc->inputError()));
        QCOMPARE(doc->evaluation().sizing.work.unit, QStringLiteral("image"));
        // Back to a language model: the network's compute and layers go, the kind is no longer implied.
        doc->setValue(QStringLiteral("workload.model.kind"), nullptr);
        QVERIFY(doc->value(QStringLiteral("workload.model.conv_layers")).is_null());
        QVERIFY(doc->value(QStringLiteral("workload.model.gflops_per_sample")).is_null());
        doc->undoStack()->undo();
        QCOMPARE(doc->value(QStringLiteral("workload.model.conv_layers")), nlohmann::json(60));
        QCOMPARE(doc->value(QStringLiteral("workload.model.kind")), nlohmann::json("vision"));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->value(QStringLiteral("workload.model.layers")), nlohmann::json(32));
        QVERIFY(doc->value(QStringLiteral("workload.model.kind")).is_null());
    }

    void sizesInBinaryUnits()
    {
        app::MainWindow window(m_catalog);
        window.show();
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "llm_pretraining"},
                                        {"model", {{"preset", "llama-3.1-8b"}}},
                                        {"training", {{"tokens", 2e10}}},
                                        {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 1}}},
                                        {"configuration", {{"ram_gb", 1024}}}},
                                       QStringLiteral("t")),
                   {});
        const QString decimal = doc->evaluation().dimensions[1].minimum; // VRAM, "… GB per GPU"
        QVERIFY2(decimal.contains(QLatin1String(" GB")), qPrintable(decimal));
        auto *ram = window.dimensionsView()->findChild<QDoubleSpinBox *>(QStringLiteral("workload.configuration.ram_gb"));
        QVERIFY(ram);
        QCOMPARE(ram->value(), 1024.0);
        window.setUnits(QStringLiteral("GiB"));
        const QString binary = doc->evaluation().dimensions[1].minimum;
        QVERIFY2(binary.contains(QLatin1String(" GiB")) && !binary.contains(QLatin1String(" GB")), qPrintable(binary));
        // 1024 GB = 1024e9 / 2^30 GiB = 953.67 GiB; the plan still holds GB.
        QCOMPARE(ram->suffix(), QStringLiteral(" GiB"));
        QCOMPARE(ram->value(), 953.7);
        QCOMPARE(doc->value(QStringLiteral("workload.configuration.ram_gb")).get<double>(), 1024.0);
        // Typing 512 GiB stores 512 × 2^30 / 10^9 = 549.756 GB.
        ram->setFocus();
        ram->selectAll();
        QTest::keyClicks(ram, QStringLiteral("512"));
        QCOMPARE(doc->value(QStringLiteral("workload.configuration.ram_gb")).get<double>(), 549.756);
        QCOMPARE(QSettings().value(QStringLiteral("ui/units")).toString(), QStringLiteral("GiB"));
        window.setUnits(QStringLiteral("GB"));
        QCOMPARE(doc->evaluation().dimensions[1].minimum, decimal);
        ram->clearFocus();
        doc->refresh();
        QCOMPARE(ram->suffix(), QStringLiteral(" GB"));
        QCOMPARE(ram->value(), 550.0); // 549.756 GB shown with the GB editor's whole-GB precision
    }

    void applyAFix()
    {
        app::MainWindow window(m_catalog);
        window.show();
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "llm_inference"},
                                        {"model", {{"preset", "llama-3.1-8b"}}},
                                        {"configuration", {{"monitoring", false}}}},
                                       QStringLiteral("t")),
                   {});
        QVERIFY(hasFinding(doc, "ops.no_monitoring"));
        auto *button = window.findingsView()->findChild<QPushButton *>(QStringLiteral("fix-ops.no_monitoring"));
        QVERIFY(button);
        button->click();
        QVERIFY(!hasFinding(doc, "ops.no_monitoring"));
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QVERIFY(hasFinding(doc, "ops.no_monitoring"));
    }

    void saveReopenAndCompare()
    {
        const QString path = m_dir.filePath(QStringLiteral("plan.gpuplan"));
        nlohmann::json saved;
        {
            app::MainWindow window(m_catalog);
            app::PlanDocument *doc = window.document();
            doc->setValue(QStringLiteral("workload.configuration.ram_gb"), 512);
            doc->setValue(QStringLiteral("checklist.q1"), true);
            doc->setValue(QStringLiteral("cost.purchase.server_price"), 250000);
            app::dialogs::setNextFileName(path);
            QVERIFY(window.files()->saveAs());
            QVERIFY(!doc->isModified());
            QVERIFY(QFile::exists(path));
            saved = doc->plan();
        }
        app::MainWindow window(m_catalog);
        QVERIFY(window.files()->open(path));
        QCOMPARE(window.document()->plan()["workload"], saved["workload"]);
        QCOMPARE(window.document()->plan()["checklist"], saved["checklist"]);
        QCOMPARE(window.document()->plan()["cost"], saved["cost"]); // the prices entered
        QCOMPARE(window.document()->costAssumptions().serverPrice->amount, 250000.0);
        QCOMPARE(window.document()->filePath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(window.windowTitle().contains(QStringLiteral("plan.gpuplan")));
    }

    void malformedAndNewerFilesAreRefusedAndChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("cut off") << QByteArray("{\"format\": ") << QStringLiteral("ends in the middle (line 1)");
        QTest::newRow("Excel") << QByteArray("PK\x03\x04\x14\x00\x06\x00[Content_Types].xml") << QStringLiteral("Excel workbook");
        QTest::newRow("PDF") << QByteArray("%PDF-1.7\n") << QStringLiteral("PDF document");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
        QTest::newRow("newer version") << QByteArray(R"({"format": "gpu-planner-plan", "version": 99, "workload": {}})")
                                       << QStringLiteral("newer version");
        QTest::newRow("foreign JSON") << QByteArray(R"({"hello": 1})") << QStringLiteral("not a GPU Server Planner plan");
    }
    void malformedAndNewerFilesAreRefusedAndChangeNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(QStringLiteral("bad.gpuplan"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        app::MainWindow window(m_catalog);
        const nlohmann::json before = window.document()->plan();
        app::dialogs::takeWarnings();
        app::dialogs::setNextAnswer(QMessageBox::Discard); // arm the test seam
        QVERIFY(!window.files()->open(path));
        const QStringList warnings = app::dialogs::takeWarnings();
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(message), qPrintable(warnings.first()));
        QCOMPARE(window.document()->plan(), before);
    }

    void switchLanguageRetranslates()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QCOMPARE(window.views()->tabText(window.views()->indexOf(window.dimensionsView())), QStringLiteral("Eight dimensions"));
        window.setLanguage(QStringLiteral("zh"));
        // LanguageChange reaches the widgets through the event loop.
        QTRY_COMPARE(window.views()->tabText(window.views()->indexOf(window.dimensionsView())), QStringLiteral("八个维度"));
        QVERIFY(window.menuBar()->actions().first()->text() != QStringLiteral("&File"));
        auto *panel = window.dimensionsView()->panel(planner::DimensionId::Ram);
        QTRY_VERIFY(panel->title() != QStringLiteral("Host RAM"));
        // The evaluation's texts (findings, the arithmetic) are re-computed in Chinese too.
        QTRY_VERIFY(window.document()->evaluation().dimensions[0].why.first().contains(QStringLiteral("模型")));
        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(window.views()->tabText(window.views()->indexOf(window.dimensionsView())), QStringLiteral("Eight dimensions"));
        QTRY_COMPARE(panel->title(), QStringLiteral("Host RAM"));
    }

    void recoverAfterACrash()
    {
        const QString dir = m_dir.filePath(QStringLiteral("autosave"));
        {
            // A session edits and "crashes": the autosave is written, the window never closes.
            app::MainWindow window(m_catalog);
            app::Autosaver saver(window.document(), dir);
            window.document()->setValue(QStringLiteral("workload.configuration.ram_gb"), 777);
            saver.saveNow();
            QVERIFY(saver.hasRecovery());
        }
        app::MainWindow window(m_catalog);
        app::Autosaver saver(window.document(), dir);
        QVERIFY(saver.hasRecovery());
        QString error;
        QVERIFY2(saver.recover(&error), qPrintable(error));
        QCOMPARE(window.document()->value(QStringLiteral("workload.configuration.ram_gb")).get<double>(), 777.0);
        QVERIFY(window.document()->isModified());
    }

    // A second instance running beside the first never offers the first one's open plan for
    // recovery: each holds its own autosave slot. Once the first is gone, its autosave is offered.
    void secondInstanceLeavesTheFirstOnesAutosave()
    {
        const QString dir = m_dir.filePath(QStringLiteral("autosave-two"));
        app::MainWindow first(m_catalog);
        auto firstSaver = std::make_unique<app::Autosaver>(first.document(), dir);
        first.document()->setValue(QStringLiteral("workload.configuration.ram_gb"), 555);
        firstSaver->saveNow();
        QVERIFY(firstSaver->hasRecovery());

        app::MainWindow second(m_catalog);
        app::Autosaver secondSaver(second.document(), dir);
        QVERIFY2(!secondSaver.hasRecovery(), "the first instance's open plan was offered to the second");
        QVERIFY(secondSaver.autosavePath() != firstSaver->autosavePath());
        second.document()->setValue(QStringLiteral("workload.configuration.ram_gb"), 666);
        secondSaver.saveNow();
        QVERIFY(QFile::exists(firstSaver->autosavePath())); // the second did not overwrite it

        // The first "crashes" (its lock goes with it, its file stays); a third instance recovers it.
        const QString firstPath = firstSaver->autosavePath();
        firstSaver.reset();
        app::MainWindow third(m_catalog);
        app::Autosaver thirdSaver(third.document(), dir);
        QCOMPARE(thirdSaver.autosavePath(), firstPath);
        QVERIFY(thirdSaver.hasRecovery());
        QString error;
        QVERIFY2(thirdSaver.recover(&error), qPrintable(error));
        QCOMPARE(third.document()->value(QStringLiteral("workload.configuration.ram_gb")).get<double>(), 555.0);
    }

    // A plan made in the wizard exists only in the window: it is unsaved work until saved.
    void newPlanFromTheWizardIsUnsavedWork()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.isWindowModified()); // the sample plan shown at start is not the user's work
        finishNextWizard();
        QVERIFY(window.newPlan());
        app::PlanDocument *doc = window.document();
        QVERIFY(doc->isModified());
        QVERIFY(window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
        QCOMPARE(doc->undoStack()->count(), 0);
        const nlohmann::json made = doc->plan();

        // New, Open and Quit ask first; Cancel keeps the plan.
        app::dialogs::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!window.newPlan());
        QCOMPARE(doc->plan(), made);
        const QString other = m_dir.filePath(QStringLiteral("other.gpuplan"));
        QString error;
        QVERIFY(app::planfile::save(app::planfile::make({{"task", "llm_inference"}, {"model", {{"preset", "qwen2.5-7b"}}}},
                                                        QStringLiteral("other")),
                                    other, &error));
        app::dialogs::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!window.files()->open(other));
        QCOMPARE(doc->plan(), made);
        app::dialogs::setNextAnswer(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());

        // Save: the plan is written, then the other one opens.
        const QString path = m_dir.filePath(QStringLiteral("made.gpuplan"));
        app::dialogs::setNextAnswer(QMessageBox::Save);
        app::dialogs::setNextFileName(path);
        QVERIFY(window.files()->open(other));
        QVERIFY(QFile::exists(path));
        QCOMPARE(app::planfile::load(path).plan["workload"], made["workload"]);
        QVERIFY(!doc->isModified());
        QVERIFY(!window.isWindowModified());
    }

    // Opening a plan whose workload has an input problem shows that plan, never the previous one's
    // figures: the figures greyed or empty, the problem named at its field, the editor to fix it.
    void aPlanWithAnInputProblemOpensAtTheProblem()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::PlanDocument *doc = window.document();
        const QString before = doc->evaluation().dimensions[0].chosen;
        QVERIFY(!before.isEmpty());
        const QString path = m_dir.filePath(QStringLiteral("heads.gpuplan"));
        QString error;
        QVERIFY(app::planfile::save(app::planfile::make({{"task", "llm_inference"},
                                                         {"model",
                                                          {{"name", "my model"},
                                                           {"parameters_b", 7},
                                                           {"layers", 32},
                                                           {"hidden", 4096},
                                                           {"heads", 30}}}},
                                                        QStringLiteral("heads")),
                                    path, &error));
        app::dialogs::takeWarnings();
        QVERIFY(window.files()->open(path));
        QVERIFY(app::dialogs::takeWarnings().isEmpty()); // said in the window, not in a message box
        QVERIFY(window.windowTitle().contains(QStringLiteral("heads.gpuplan")));
        QCOMPARE(doc->inputErrorPath(), QStringLiteral("workload.model.heads"));
        // No figures of the previous plan.
        QVERIFY(doc->evaluation().dimensions[0].chosen.isEmpty());
        QVERIFY(doc->cost().modes.empty());
        QVERIFY(!window.sevenItemView()->isEnabled());
        QVERIFY(!window.dimensionsView()->panel(planner::DimensionId::Ram)->isEnabled());
        // The problem is named, in words, at its field on the Workload tab, which is shown.
        QVERIFY(window.problemBar()->isVisible());
        QVERIFY2(window.problemBar()->text().contains(QStringLiteral("Attention heads")), qPrintable(window.problemBar()->text()));
        QVERIFY(!window.problemBar()->text().contains(QStringLiteral("model.heads")));
        QCOMPARE(window.views()->currentWidget(), window.workloadView());
        auto *label = window.workloadView()->findChild<QLabel *>(QStringLiteral("error-workload.model.heads"));
        QVERIFY(label);
        QVERIFY(label->isVisible());
        QVERIFY2(label->text().contains(QStringLiteral("must divide")), qPrintable(label->text()));
        // Fixing the field sizes the plan.
        auto *heads = window.workloadView()->findChild<QSpinBox *>(QStringLiteral("workload.model.heads"));
        QVERIFY(heads);
        QVERIFY(heads->isVisible());
        heads->setFocus();
        heads->selectAll();
        QTest::keyClicks(heads, QStringLiteral("32"));
        QVERIFY2(doc->isEvaluated(), qPrintable(doc->inputError()));
        QVERIFY(!doc->evaluation().dimensions[0].chosen.isEmpty());
        QVERIFY(window.sevenItemView()->isEnabled());
        QVERIFY(window.dimensionsView()->panel(planner::DimensionId::Ram)->isEnabled());
        QVERIFY(!window.problemBar()->isVisible());
        QVERIFY(!label->isVisible());
        QVERIFY(window.isWindowModified());
    }

    // Scrolling never edits: without the focus a spin box or combo box leaves the wheel to the page.
    void wheelEditsOnlyAFocusedEditor()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::PlanDocument *doc = window.document();
        auto wheel = [](QWidget *w) {
            QWheelEvent event(QPointF(w->width() / 2, w->height() / 2), w->mapToGlobal(QPointF(w->width() / 2, w->height() / 2)),
                              QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(w, &event);
        };
        auto *ram = window.dimensionsView()->findChild<QDoubleSpinBox *>(QStringLiteral("workload.configuration.ram_gb"));
        auto *cpu = window.dimensionsView()->findChild<QComboBox *>(QStringLiteral("workload.configuration.cpu_model"));
        QVERIFY(ram && cpu);
        window.findingsView()->setFocus();
        QCOMPARE(ram->focusPolicy(), Qt::StrongFocus); // a wheel does not give it the focus
        const int cpuIndex = cpu->currentIndex();
        wheel(ram);
        wheel(cpu);
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(cpu->currentIndex(), cpuIndex);
        QVERIFY(!ram->hasFocus());
        // With the focus the wheel steps the value, as the keyboard's arrows do.
        ram->setFocus();
        QTRY_VERIFY(ram->hasFocus());
        wheel(ram);
        QCOMPARE(doc->undoStack()->count(), 1);

        // In the wizard too.
        app::PlanWizard wizard(m_catalog);
        wizard.show();
        wizard.next();
        auto *precision = wizard.findChild<QComboBox *>(QStringLiteral("workload.precision"));
        QVERIFY(precision && precision->isVisible());
        const nlohmann::json before = wizard.workload();
        wizard.button(QWizard::NextButton)->setFocus();
        wheel(precision);
        QCOMPARE(wizard.workload(), before);
    }

    // Edit > Workload reopens the wizard with the plan's values; its changes are one undo step.
    // The Workload tab edits in place; Prices and costs feed the cost figures. Undo texts are words.
    void workloadEditorRoundTripWithUndo()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "llm_inference"},
                                        {"model", {{"preset", "llama-3.1-8b"}}},
                                        {"serving", {{"concurrent_requests", 20}}},
                                        {"configuration", {{"ram_gb", 512}}}},
                                       QStringLiteral("t")),
                   {});
        const nlohmann::json original = doc->workload();
        QUndoStack *undo = doc->undoStack();
        auto undoText = [&window] {
            for (QAction *a : window.findChildren<QAction *>())
                if (a->shortcut() == QKeySequence(QKeySequence::Undo))
                    return a->text();
            return QString();
        };

        // The wizard starts from the plan: its task, its model, its values.
        finishNextWizard([](app::PlanWizard *wizard) {
            QVERIFY(wizard->isEditing());
            QCOMPARE(wizard->workload()["serving"]["concurrent_requests"].get<int>(), 20);
            QCOMPARE(wizard->workload()["configuration"]["ram_gb"].get<int>(), 512);
            wizard->setValue(QStringLiteral("workload.serving.concurrent_requests"), 40);
            wizard->setValue(QStringLiteral("workload.serving.output_tokens"), 500);
        });
        QVERIFY(window.editWorkload());
        QCOMPARE(undo->count(), 1);
        QVERIFY2(undoText().contains(QStringLiteral("2 changes")), qPrintable(undoText()));
        QCOMPARE(doc->value(QStringLiteral("workload.serving.concurrent_requests")).get<int>(), 40);
        QCOMPARE(doc->value(QStringLiteral("workload.serving.output_tokens")).get<int>(), 500);
        QCOMPARE(doc->value(QStringLiteral("workload.configuration.ram_gb")).get<int>(), 512); // kept
        QVERIFY(window.isWindowModified());
        undo->undo();
        QCOMPARE(doc->workload(), original);
        undo->redo();
        QCOMPARE(doc->value(QStringLiteral("workload.serving.concurrent_requests")).get<int>(), 40);
        // Cancelled or unchanged: no step.
        finishNextWizard({}, false);
        QVERIFY(!window.editWorkload());
        finishNextWizard();
        QVERIFY(!window.editWorkload());
        QCOMPARE(undo->count(), 1);

        // In place on the Workload tab; the undo text names the field and the value in words.
        window.views()->setCurrentWidget(window.workloadView());
        auto *concurrent = window.workloadView()->findChild<QDoubleSpinBox *>(QStringLiteral("workload.serving.concurrent_requests"));
        QVERIFY(concurrent && concurrent->isVisible());
        QCOMPARE(concurrent->value(), 40.0);
        concurrent->setFocus();
        concurrent->selectAll();
        QTest::keyClicks(concurrent, QStringLiteral("64"));
        QCOMPARE(doc->value(QStringLiteral("workload.serving.concurrent_requests")).get<double>(), 64.0);
        QCOMPARE(undo->count(), 2); // typing is one step
        QVERIFY2(undoText().contains(QStringLiteral("Concurrent requests → 64")), qPrintable(undoText()));
        QVERIFY(!undoText().contains(QStringLiteral("workload.")));
        undo->undo();
        QCOMPARE(doc->value(QStringLiteral("workload.serving.concurrent_requests")).get<int>(), 40);
        QTRY_COMPARE(concurrent->value(), 40.0);

        // Prices and costs: the server price prices buying.
        QVERIFY(!doc->costAssumptions().serverPrice);
        auto *server = window.workloadView()->findChild<QDoubleSpinBox *>(QStringLiteral("cost.purchase.server_price"));
        QVERIFY(server);
        QVERIFY2(server->text().contains(QStringLiteral("Not priced")), qPrintable(server->text()));
        server->setFocus();
        server->selectAll();
        QTest::keyClicks(server, QStringLiteral("250000"));
        QVERIFY(doc->costAssumptions().serverPrice);
        QCOMPARE(doc->costAssumptions().serverPrice->amount, 250000.0);
        QCOMPARE(doc->plan()["cost"]["purchase"]["server_price"].get<double>(), 250000.0);
        QVERIFY2(undoText().contains(QStringLiteral("Server price")), qPrintable(undoText()));
        QVERIFY(!undoText().contains(QStringLiteral("cost.")));
        undo->undo();
        QVERIFY(!doc->costAssumptions().serverPrice);
        // Without a purchase price the cost chart does not compare buying; with one it does.
        doc->setValue(QStringLiteral("workload.gpu.model"), "nvidia-a800-sxm"); // the catalog has no purchase price
        auto *costView = window.findChild<widgets::CostView *>();
        QVERIFY(costView);
        costView->showChart(0);
        QVERIFY(!doc->cost().mode(planner::Billing::Purchase).available);
        QTRY_VERIFY2(costView->chart(0)->subtitle().contains(QStringLiteral("not priced")), qPrintable(costView->chart(0)->subtitle()));
        doc->setValue(QStringLiteral("cost.purchase.server_price"), 250000);
        QVERIFY(doc->cost().mode(planner::Billing::Purchase).available);
        QTRY_VERIFY2(!costView->chart(0)->subtitle().contains(QStringLiteral("not priced")), qPrintable(costView->chart(0)->subtitle()));
        undo->undo();
        undo->undo();
        // Edit > Prices and Costs goes there.
        window.views()->setCurrentWidget(window.dimensionsView());
        window.showPrices();
        QCOMPARE(window.views()->currentWidget(), window.workloadView());
        QCOMPARE(window.focusWidget(), server); // the window's focus, active or not
    }

    // The first screen says it shows a sample; the window opens at a usable size.
    void firstScreenNamesTheSample()
    {
        QSettings().remove(QStringLiteral("ui/geometry"));
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.sampleLine()->isVisible());
        QVERIFY2(window.sampleLine()->text().contains(QStringLiteral("sample plan")), qPrintable(window.sampleLine()->text()));
        QVERIFY(window.sampleLine()->text().contains(QStringLiteral("File > New")));
        const QSize available = window.screen()->availableGeometry().size();
        if (available.width() >= 1300 && available.height() >= 780) // not the offscreen platform's 800 × 600
            QVERIFY(window.width() >= 1280 && window.height() >= 720);
        window.document()->reset(app::planfile::make({{"task", "llm_inference"}, {"model", {{"preset", "qwen2.5-7b"}}}},
                                                     QStringLiteral("mine")),
                                 {});
        QVERIFY(!window.sampleLine()->isVisible());
    }

    // Editing the sample (here its task, as "Change task and model…" does) makes it the user's plan:
    // the line that names the sample's task and model goes.
    void editedSampleIsNoLongerCalledTheSample()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.sampleLine()->isVisible());
        window.document()->setValue(QStringLiteral("workload.serving.concurrent_requests"), 64);
        QVERIFY(!window.sampleLine()->isVisible());
    }

    // No plan paths ("workload.model.heads", "cost.purchase…") in what the window shows: the
    // Workload tab, the problem bar, the findings, the menus and the undo text.
    void noPlanPathsInVisibleText()
    {
        // Names shown in sentences carry no mnemonic, in either language's style.
        QCOMPARE(widgets::EditFields::withoutMnemonic(QStringLiteral("注意力头数(&A)：")), QStringLiteral("注意力头数："));
        QCOMPARE(widgets::EditFields::withoutMnemonic(QStringLiteral("Attention &heads:")), QStringLiteral("Attention heads:"));
        QCOMPARE(widgets::EditFields::withoutMnemonic(QStringLiteral("R&&D")), QStringLiteral("R&D"));
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        nlohmann::json plan = app::planfile::make({{"task", "llm_inference"},
                                                   {"model", {{"name", "m"}, {"parameters_b", 7}, {"layers", 32}, {"hidden", 4096}, {"heads", 30}}}},
                                                  QStringLiteral("p"));
        window.document()->reset(plan, {});
        auto *heads = window.workloadView()->findChild<QSpinBox *>(QStringLiteral("workload.model.heads"));
        QVERIFY(heads);
        heads->setFocus();
        heads->selectAll();
        QTest::keyClicks(heads, QStringLiteral("32"));
        window.document()->undoStack()->undo(); // back to the problem; the redo text names the edit
        QStringList texts;
        const QList<QWidget *> parts{window.workloadView(), window.problemBar(), window.findingsView(), window.menuBar()};
        for (QWidget *part : parts) {
            for (QLabel *l : part->findChildren<QLabel *>())
                if (l->isVisibleTo(&window))
                    texts << l->text();
            for (QAbstractButton *b : part->findChildren<QAbstractButton *>())
                texts << b->text();
            for (QGroupBox *g : part->findChildren<QGroupBox *>())
                texts << g->title();
            for (QAbstractSpinBox *sp : part->findChildren<QAbstractSpinBox *>())
                texts << sp->text() << sp->toolTip();
        }
        for (QAction *a : window.findChildren<QAction *>())
            texts << a->text() << a->toolTip();
        for (int i = 0; i < window.views()->count(); ++i)
            texts << window.views()->tabText(i) << window.views()->tabToolTip(i);
        const QRegularExpression path(QStringLiteral("\\b(workload|cost|model|serving|training)\\.[a-z_]+"));
        for (const QString &t : texts)
            QVERIFY2(!path.match(t).hasMatch(), qPrintable(t));
    }

    // A one-off job is headed by the job's cost and GPU-hours over days, not "a month" over 0 months.
    void oneOffJobHeadline()
    {
        app::MainWindow window(m_catalog);
        window.show();
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "llm_finetune"},
                                        {"model", {{"preset", "qwen2.5-7b"}}},
                                        {"training", {{"method", "lora"}, {"tokens", 2e8}, {"deadline_days", 2}}},
                                        {"run", {{"pattern", "one_off"}}}},
                                       QStringLiteral("job")),
                   {});
        QVERIFY2(doc->isEvaluated(), qPrintable(doc->inputError()));
        QVERIFY(doc->cost().horizonMonths < 1);
        QVERIFY(doc->cost().unit.jobGpuHours > 0);
        QString summary;
        for (QLabel *l : window.findChild<widgets::CostView *>()->findChildren<QLabel *>())
            if (l->text().contains(QStringLiteral("billing")))
                summary = l->text();
        QVERIFY2(summary.contains(QStringLiteral("for the job")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("GPU-hours over")), qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("0 months")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral(" day")) || summary.contains(QStringLiteral(" hour")), qPrintable(summary));
    }

    // Issue 26, item 12: the VRAM panel offers a precision only where the task has a model, and
    // names the task's own default: none for transcoding, FP32 for a scientific code.
    void vramPanelOffersOnlyWhatApplies()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.views()->setCurrentWidget(window.dimensionsView());
        widgets::DimensionPanel *vram = window.dimensionsView()->panel(planner::DimensionId::Vram);
        auto *precision = vram->findChild<QComboBox *>(QStringLiteral("workload.precision"));
        QVERIFY(precision);
        app::PlanDocument *doc = window.document();
        const auto open = [&](const nlohmann::json &workload) {
            doc->reset(app::planfile::make(workload, QStringLiteral("plan")), {});
            QCoreApplication::processEvents();
            QVERIFY2(doc->isEvaluated(), qPrintable(doc->inputError()));
        };
        open({{"task", "video_processing"}, {"model", {{"name", "video pipeline"}}}, {"video", {{"streams", 20}}}});
        QVERIFY(!precision->isVisibleTo(vram));
        open({{"task", "llm_inference"}, {"model", {{"preset", "llama-3.1-8b"}}}, {"serving", {{"concurrent_requests", 20}}}});
        QVERIFY(precision->isVisibleTo(vram));
        QCOMPARE(precision->itemText(0), QStringLiteral("Default (BF16)"));
        open({{"task", "scientific"}, {"model", {{"name", "solver"}}},
              {"science", {{"fp64_tflop", 1e6}, {"working_set_gb", 100}}}});
        QVERIFY(precision->isVisibleTo(vram));
        QCOMPARE(precision->itemText(0), QStringLiteral("Default (FP32)"));
        // The task's default survives a language switch.
        window.setLanguage(QStringLiteral("zh"));
        QTRY_COMPARE(window.views()->tabText(window.views()->indexOf(window.dimensionsView())), QStringLiteral("八个维度"));
        QVERIFY2(precision->itemText(0).contains(QStringLiteral("FP32")), qPrintable(precision->itemText(0)));
        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(window.views()->tabText(window.views()->indexOf(window.dimensionsView())), QStringLiteral("Eight dimensions"));
        QCOMPARE(precision->itemText(0), QStringLiteral("Default (FP32)"));
    }

    // A plan written by hand or by another tool names its GPU and CPU as the engine reads them ("L4",
    // "Xeon Gold 6430"): the panels' lists show that row, not "Recommended".
    void aliasesInThePlanShowTheirRow()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.views()->setCurrentWidget(window.dimensionsView());
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "video_processing"},
                                        {"model", {{"name", "transcoder"}}},
                                        {"video", {{"streams", 4}}},
                                        {"gpu", {{"model", "L4"}, {"count", 1}, {"nodes", 1}}},
                                        {"configuration", {{"cpu_model", "Intel Xeon Gold 6430"}}}},
                                       QStringLiteral("plan")),
                   {});
        QCoreApplication::processEvents();
        QVERIFY2(doc->isEvaluated(), qPrintable(doc->inputError()));
        auto *gpu = window.dimensionsView()->findChild<QComboBox *>(QStringLiteral("workload.gpu.model"));
        auto *cpu = window.dimensionsView()->findChild<QComboBox *>(
            QStringLiteral("workload.configuration.cpu_model"));
        QVERIFY(gpu && cpu);
        QCOMPARE(gpu->currentData().toString(), QStringLiteral("nvidia-l4"));
        QCOMPARE(cpu->currentData().toString(), QStringLiteral("intel-xeon-gold-6430"));
        // The plan keeps what it says until the user picks another row.
        QCOMPARE(doc->plan()["workload"]["gpu"]["model"], nlohmann::json("L4"));
    }

    // A name typed into the GPU or CPU panel's searchable list and left with Tab or Return picks the
    // catalog row it names (an alias: "RTX 4090"), as the plan file reads it; text that names no row
    // is answered under the field, as on the Workload tab, and changes nothing.
    void typedNameInAPanelListPicksItsRow()
    {
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.views()->setCurrentWidget(window.dimensionsView());
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "cv_training"},
                                        {"model", {{"preset", "resnet-50"}}},
                                        {"training", {{"samples", 1281167}, {"epochs", 90}}}},
                                       QStringLiteral("plan")),
                   {});
        QCoreApplication::processEvents();
        auto *gpu = window.dimensionsView()->findChild<QComboBox *>(QStringLiteral("workload.gpu.model"));
        QVERIFY(gpu && gpu->lineEdit());
        gpu->lineEdit()->setFocus();
        gpu->lineEdit()->selectAll();
        QTest::keyClicks(gpu->lineEdit(), QStringLiteral("RTX 4090"));
        emit gpu->lineEdit()->editingFinished();
        QCoreApplication::processEvents();
        QCOMPARE(doc->plan()["workload"]["gpu"]["model"], nlohmann::json("nvidia-rtx-4090"));
        QCOMPARE(gpu->currentText(), QStringLiteral("NVIDIA GeForce RTX 4090 24GB"));
        gpu->lineEdit()->selectAll();
        QTest::keyClicks(gpu->lineEdit(), QStringLiteral("RTX 4099"));
        emit gpu->lineEdit()->editingFinished();
        QCoreApplication::processEvents();
        QCOMPARE(doc->plan()["workload"]["gpu"]["model"], nlohmann::json("nvidia-rtx-4090"));
        auto *error =
            window.dimensionsView()->findChild<QLabel *>(QStringLiteral("error-workload.gpu.model"));
        QVERIFY(error);
        QTRY_VERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("not a known GPU")), qPrintable(error->text()));
        // The CPU panel's list the same: "Xeon Gold 6430" (the plan file's way of naming it) is its row.
        auto *cpu = window.dimensionsView()->findChild<QComboBox *>(
            QStringLiteral("workload.configuration.cpu_model"));
        QVERIFY(cpu && cpu->lineEdit());
        cpu->lineEdit()->setFocus();
        cpu->lineEdit()->selectAll();
        QTest::keyClicks(cpu->lineEdit(), QStringLiteral("Xeon Gold 6430"));
        emit cpu->lineEdit()->editingFinished();
        QCoreApplication::processEvents();
        QCOMPARE(doc->plan()["workload"]["configuration"]["cpu_model"],
                 nlohmann::json("intel-xeon-gold-6430"));
    }

    // When the plan's billing is not the cheapest, the cost dock says so once, with the saving.
    void billingNotTheCheapestIsSaid()
    {
        app::MainWindow window(m_catalog);
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "llm_inference"},
                                        {"model", {{"preset", "llama-3.1-8b"}}},
                                        {"run", {{"pattern", "24/7"}, {"billing", "hourly"}}}},
                                       QStringLiteral("b")),
                   {});
        QVERIFY(doc->cost().haveCheapest);
        QVERIFY(doc->cost().cheapestMode != planner::Billing::Hourly); // 24/7 for 36 months: a term is cheaper
        auto summary = [&window] {
            QString out;
            for (QLabel *l : window.findChild<widgets::CostView *>()->findChildren<QLabel *>())
                if (l->text().contains(QStringLiteral("billing")))
                    out = l->text();
            return out;
        };
        QVERIFY2(summary().contains(QStringLiteral("The plan uses hourly billing")), qPrintable(summary()));
        QVERIFY2(summary().contains(QStringLiteral("less over 36 month")), qPrintable(summary()));
        doc->setValue(QStringLiteral("workload.run.billing"), planner::cost::billingId(doc->cost().cheapestMode).toStdString());
        QVERIFY2(!summary().contains(QStringLiteral("The plan uses")), qPrintable(summary()));
    }

    // Issue 14, item 4: no two menu entries, and nothing in a view next to the menu bar, share a
    // mnemonic, in English and in Chinese (Alt+F opens File, not a button of the view).
    void noMnemonicIsUsedTwice()
    {
        app::MainWindow window(m_catalog);
        window.resize(1366, 768);
        window.show();
        QStringList found;
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh")}) {
            window.setLanguage(language);
            QCoreApplication::processEvents();
            QList<std::pair<QString, QString>> bar;
            for (QAction *menu : window.menuBar()->actions())
                bar.append({QStringLiteral("menu"), menu->text()});
            for (const QString &c : clashes(bar))
                found << language + QStringLiteral(" menu bar ") + c;
            for (QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
                QList<std::pair<QString, QString>> entries;
                for (QAction *a : menu->actions())
                    if (a->isVisible() && !a->isSeparator())
                        entries.append({QStringLiteral("entry"), a->text()});
                for (const QString &c : clashes(entries))
                    found << language + u' ' + menu->title() + u' ' + c;
            }
            for (int i = 0; i < window.views()->count(); ++i) {
                window.views()->setCurrentIndex(i);
                QCoreApplication::processEvents();
                // A view's many fields may share a letter (Alt cycles through them); none may take
                // one of the menu bar's.
                QList<std::pair<QString, QString>> shown = bar;
                shown += shownMnemonics(window.views()->widget(i));
                for (const QString &c : clashes(shown))
                    if (c.contains(QStringLiteral("menu \"")))
                        found << language + u' ' + window.views()->tabText(i) + u' ' + c;
            }
            // A dialog's own keys are all different.
            app::ExportDialog exportDialog(*window.document(), app::ExportKind::SpecSheet);
            exportDialog.show();
            for (const QString &c : clashes(shownMnemonics(&exportDialog)))
                found << language + QStringLiteral(" export dialog ") + c;
            QTemporaryDir data;
            catalog::CatalogStore store(data.path(), catalog::loadBundledCatalog());
            store.open();
            app::PricesDialog prices(store);
            prices.show();
            for (const QString &c : clashes(shownMnemonics(&prices)))
                found << language + QStringLiteral(" prices dialog ") + c;
        }
        window.setLanguage(QStringLiteral("en"));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }

    // Issue 14, items 5 and 6: at 1366×768 a finding's text wraps (the row is as high as the
    // wrapped text) and the selected one is shown in full below the list; its fix button says the
    // edit it makes; a panel's badge counts the findings that belong to it, no others.
    void findingsWrapSayTheirFixAndBelongToOnePanel()
    {
        app::MainWindow window(m_catalog);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "llm_pretraining"},
                                        {"model", {{"preset", "llama-3.1-8b"}}},
                                        {"training", {{"tokens", 2e10}}},
                                        {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 1}}},
                                        {"configuration", {{"ram_gb", 256}}}},
                                       QStringLiteral("t")),
                   {});
        QVERIFY(hasFinding(doc, "ram.below_vram"));
        const planner::Finding *finding = nullptr;
        for (const planner::Finding &f : doc->evaluation().findings)
            if (f.id == QLatin1String("ram.below_vram"))
                finding = &f;
        QVERIFY(finding && finding->fix);

        // The button's text is the fix, with the figure the edit sets.
        auto *button = window.findingsView()->findChild<QPushButton *>(QStringLiteral("fix-ram.below_vram"));
        QVERIFY(button);
        const double ram = finding->fix->edits.front().second.get<double>();
        QCOMPARE(finding->fix->edits.front().first, QStringLiteral("configuration.ram_gb"));
        QCOMPARE(button->text(), QStringLiteral("Use %1 GB of RAM").arg(ram));

        // The row is as high as its text wrapped at the column's width.
        auto *tree = window.findingsView()->findChild<QTreeWidget *>();
        QVERIFY(tree);
        QTreeWidgetItem *item = nullptr;
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int c = 0; c < tree->topLevelItem(g)->childCount(); ++c)
                if (tree->topLevelItem(g)->child(c)->whatsThis(0) == QLatin1String("ram.below_vram"))
                    item = tree->topLevelItem(g)->child(c);
        QVERIFY(item);
        QTRY_VERIFY(tree->visualItemRect(item).width() > 0);
        const QRect rect = tree->visualItemRect(item);
        const QRect wrapped = tree->fontMetrics().boundingRect(QRect(0, 0, rect.width() - 24, 100000), Qt::TextWordWrap,
                                                               item->text(0));
        QVERIFY2(rect.height() >= wrapped.height(),
                 qPrintable(QStringLiteral("row %1 px high, its text needs %2").arg(rect.height()).arg(wrapped.height())));
        // Selected: shown in full, the reason included.
        tree->setCurrentItem(item);
        QVERIFY(window.findingsView()->detailText().contains(finding->reason.toHtmlEscaped()));

        // The host RAM panel counts it; the GPU memory panel, which it only mentions, does not.
        for (planner::DimensionId id : {planner::DimensionId::Gpu, planner::DimensionId::Vram, planner::DimensionId::Cpu,
                                        planner::DimensionId::Ram, planner::DimensionId::Storage,
                                        planner::DimensionId::Network, planner::DimensionId::Environment,
                                        planner::DimensionId::Operations}) {
            const QString key = doc->evaluation().dimensions[int(id)].key;
            int warnings = 0, errors = 0;
            for (const planner::Finding &f : doc->evaluation().findings)
                if (planner::homeDimension(f) == key) {
                    warnings += f.severity == QLatin1String("warning");
                    errors += f.severity == QLatin1String("error");
                }
            auto *panel = window.dimensionsView()->panel(id);
            QCOMPARE(panel->warningCount(), warnings);
            QCOMPARE(panel->errorCount(), errors);
        }
        QVERIFY(window.dimensionsView()->panel(planner::DimensionId::Ram)->warningCount() >= 1);
        // ram.below_vram mentions GPU memory but is counted in the host RAM panel only.
        QVERIFY(finding->dimensions.contains(QStringLiteral("vram")));
        QCOMPARE(planner::homeDimension(*finding), QStringLiteral("ram"));
    }

    void switchingViewsKeepsState()
    {
        app::MainWindow window(m_catalog);
        window.show();
        window.document()->setValue(QStringLiteral("workload.configuration.ram_gb"), 1024);
        window.views()->setCurrentIndex(1);
        window.views()->setCurrentIndex(0);
        auto *ram = window.dimensionsView()->findChild<QDoubleSpinBox *>(QStringLiteral("workload.configuration.ram_gb"));
        QCOMPARE(ram->value(), 1024.0);
        QCOMPARE(window.document()->undoStack()->count(), 1);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestPlanWindow, Gui)
#include "tst_planwindow.moc"
