#include "app/wizard/wizardfields.h"

#include "app/wizard/planwizard.h"
#include "app/wizard/wizardpages.h"
#include "catalog/namematch.h"
#include "planner/workload/workloadjson.h"
#include "widgets/editfields.h"
#include "widgets/panels/dimensionfields.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace gpuplanner::app {

namespace {

using planner::Task;
using widgets::EditFields;

void label(EditFields *f, const char *path, const QString &text)
{
    if (QWidget *w = f->findChild<QWidget *>(QString::fromLatin1(path)))
        f->setLabel(w, text);
}

void setItems(EditFields *f, const char *path, const QStringList &texts)
{
    if (auto *combo = f->findChild<QComboBox *>(QString::fromLatin1(path)))
        for (int i = 0; i < texts.size() && i < combo->count(); ++i)
            combo->setItemText(i, texts[i]);
}

bool llm(Task task)
{
    return task == Task::LlmPretraining || task == Task::LlmFinetune || task == Task::LlmInference ||
           task == Task::BatchInference;
}

bool mlModel(Task task)
{
    return llm(task) || task == Task::DiffusionInference || task == Task::DiffusionTraining ||
           task == Task::CvTraining;
}

WorkloadSection modelSection(const catalog::Catalog &catalog)
{
    WorkloadSection section;
    section.id = QStringLiteral("model");
    section.build = [](EditFields *f) {
            f->addChoice(QStringLiteral("workload.model.preset"), {{QString(), QString()}}, true);
            f->addText(QStringLiteral("workload.model.name"));
            f->addQuantity(QStringLiteral("workload.model.parameters_b"), QStringLiteral("B"), 1e5, 2);
            f->addCount(QStringLiteral("workload.model.layers"), 100000);
            f->addCount(QStringLiteral("workload.model.hidden"), 1000000);
            f->addCount(QStringLiteral("workload.model.heads"), 100000);
            f->addCount(QStringLiteral("workload.model.kv_heads"), 100000);
            f->addQuantity(QStringLiteral("workload.model.gflops_per_sample"), QStringLiteral("GFLOP"), 1e9,
                           1);
            f->addChoice(QStringLiteral("workload.precision"), widgets::precisionChoices());
        };
    section.label = [](EditFields *f) {
            label(f, "workload.model.preset", QCoreApplication::translate("wizard", "Model &preset:"));
            label(f, "workload.model.name", QCoreApplication::translate("wizard", "Na&me:"));
            label(f, "workload.model.parameters_b", QCoreApplication::translate("wizard", "Param&eters:"));
            label(f, "workload.model.layers", QCoreApplication::translate("wizard", "&Layers:"));
            label(f, "workload.model.hidden", QCoreApplication::translate("wizard", "&Hidden size:"));
            label(f, "workload.model.heads", QCoreApplication::translate("wizard", "&Attention heads:"));
            label(f, "workload.model.kv_heads", QCoreApplication::translate("wizard", "&KV heads:"));
            label(f, "workload.model.gflops_per_sample",
                  QCoreApplication::translate("wizard", "&GFLOPs per sample:"));
            label(f, "workload.precision", QCoreApplication::translate("wizard", "P&recision:"));
            setItems(f, "workload.precision", {QCoreApplication::translate("wizard", "Default (BF16)")});
            setItems(f, "workload.model.preset", {QCoreApplication::translate("wizard", "Custom architecture")});
        };
    section.visible = [](Task task, const QString &path) {
            if (path.endsWith(QLatin1String(".name")))
                return !mlModel(task);
            if (path.endsWith(QLatin1String(".gflops_per_sample")))
                return mlModel(task) && !llm(task);
            return mlModel(task);
        };
    // The preset list follows the task: language models for LLM tasks, diffusion or vision models
    // for the others; the first entry is a custom architecture.
    section.prepare = [&catalog](EditFields *f, const nlohmann::json &workload) {
        auto *combo = f->findChild<QComboBox *>(QStringLiteral("workload.model.preset"));
        const QString task = QString::fromStdString(workload.value("task", std::string()));
        const bool lm = task.startsWith(QLatin1String("llm")) || task == QLatin1String("batch_inference");
        const bool diffusion = task.startsWith(QLatin1String("diffusion"));
        // The list is filled again only when the kind of model or the language changes (a refill
        // while the user types a search in the editable list would wipe it).
        const QString kind = QStringLiteral("%1/%2/%3").arg(lm).arg(diffusion).arg(QCoreApplication::translate("wizard", "Custom architecture"));
        const bool refill = combo->property("presetKind").toString() != kind;
        combo->setProperty("presetKind", kind);
        const QSignalBlocker block(combo);
        if (refill) {
            combo->clear();
            combo->addItem(QCoreApplication::translate("wizard", "Custom architecture"), QString());
        }
        for (const catalog::ModelPreset &m : catalog.models()) {
            const bool fits = refill && (lm ? m.isLanguageModel()
                              : diffusion
                                  ? m.kind == QLatin1String("diffusion")
                                  : (m.kind == QLatin1String("vision") || m.kind == QLatin1String("speech")));
            if (fits)
                combo->addItem(m.name, m.id);
        }
        // Custom: no preset, or a preset set to null ("Custom architecture" chosen).
        const nlohmann::json preset = workload.contains("model") && workload["model"].is_object()
                                          ? workload["model"].value("preset", nlohmann::json())
                                          : nlohmann::json();
        const bool custom = !preset.is_string() || preset.get<std::string>().empty();
        for (const char *path : {"workload.model.parameters_b", "workload.model.layers",
                                 "workload.model.hidden", "workload.model.heads", "workload.model.kv_heads"})
            f->setFieldVisible(QString::fromLatin1(path), custom && lm);
    };
    section.title = [](Task task) {
        return mlModel(task) ? QCoreApplication::translate("wizard", "Model and precision")
                             : QCoreApplication::translate("wizard", "Name of the work");
    };
    section.subtitle = [](Task task) {
        if (!mlModel(task))
            return QCoreApplication::translate("wizard", "A name for the job; its size is asked on the next page.");
        return llm(task) ? QCoreApplication::translate(
                               "wizard", "A preset carries the official architecture; a custom model needs its size and shape.")
                         : QCoreApplication::translate(
                               "wizard", "A preset carries the model's size; a custom model needs its compute per sample.");
    };
    return section;
}

WorkloadSection loadSection(const catalog::Catalog &catalog)
{
    WorkloadSection section;
    section.id = QStringLiteral("load");
    section.build = [&catalog](EditFields *f) {
            f->addQuantity(QStringLiteral("workload.serving.concurrent_requests"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "requests"), 1e9);
            f->addQuantity(QStringLiteral("workload.serving.requests_per_s"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "req/s"), 1e9, 2);
            f->addQuantity(QStringLiteral("workload.serving.total_requests"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "requests"), 1e13);
            f->addCount(QStringLiteral("workload.serving.prompt_tokens"), 10000000);
            f->addCount(QStringLiteral("workload.serving.output_tokens"), 10000000);
            f->addQuantity(QStringLiteral("workload.serving.ttft_ms"), QStringLiteral("ms"), 1e7);
            f->addQuantity(QStringLiteral("workload.serving.tpot_ms"), QStringLiteral("ms"), 1e6, 1);
            f->addQuantity(QStringLiteral("workload.serving.images_per_s"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "images/s"), 1e6, 2);
            f->addQuantity(QStringLiteral("workload.training.tokens"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "tokens"), 1e16);
            f->addChoice(QStringLiteral("workload.training.method"),
                         {{QStringLiteral("full"), QString()},
                          {QStringLiteral("lora"), QStringLiteral("LoRA")},
                          {QStringLiteral("qlora"), QStringLiteral("QLoRA")}});
            f->addQuantity(QStringLiteral("workload.training.samples"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "samples"), 1e13);
            f->addQuantity(QStringLiteral("workload.training.epochs"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "epochs"), 1e5, 1);
            f->addChoice(QStringLiteral("workload.software.optimization"),
                         {{QStringLiteral("framework"), QString()}, {QStringLiteral("optimized"), QString()}});
            f->addChoice(QStringLiteral("workload.training.stack"),
                         {{QStringLiteral("typical"), QString()},
                          {QStringLiteral("tuned"), QString()},
                          {QStringLiteral("older"), QString()}});
            f->addCount(QStringLiteral("workload.video.streams"), 1000000);
            f->addChoice(QStringLiteral("workload.video.resolution"),
                         {{QStringLiteral("1080"), QStringLiteral("1080p")},
                          {QStringLiteral("720"), QStringLiteral("720p")},
                          {QStringLiteral("2160"), QStringLiteral("4K (2160p)")}});
            f->addQuantity(QStringLiteral("workload.video.fps"), QStringLiteral("fps"), 240);
            f->addChoice(QStringLiteral("workload.video.mode"),
                         {{QStringLiteral("transcode"), QString()}, {QStringLiteral("analysis"), QString()}});
            f->addChoice(QStringLiteral("workload.video.codec"),
                         {{QStringLiteral("h264"), QStringLiteral("H.264 (AVC)")},
                          {QStringLiteral("hevc"), QStringLiteral("HEVC (H.265)")},
                          {QStringLiteral("av1"), QStringLiteral("AV1")}});
            f->addChoice(QStringLiteral("workload.video.preset"),
                         {{QString(), QString()},
                          {QStringLiteral("fast"), QString()},
                          {QStringLiteral("balanced"), QString()},
                          {QStringLiteral("quality"), QString()},
                          {QStringLiteral("p1"), QStringLiteral("P1")},
                          {QStringLiteral("p2"), QStringLiteral("P2")},
                          {QStringLiteral("p3"), QStringLiteral("P3")},
                          {QStringLiteral("p4"), QStringLiteral("P4")},
                          {QStringLiteral("p5"), QStringLiteral("P5")},
                          {QStringLiteral("p6"), QStringLiteral("P6")},
                          {QStringLiteral("p7"), QStringLiteral("P7")}});
            f->addQuantity(QStringLiteral("workload.video.bitrate_mbps"), QStringLiteral("Mbit/s"), 1000, 1);
            f->addQuantity(QStringLiteral("workload.render.scene_gb"), QStringLiteral("GB"), 1e5, 1);
            f->addQuantity(QStringLiteral("workload.render.frames"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "frames"), 1e10);
            f->addQuantity(QStringLiteral("workload.render.gpu_seconds_per_frame"), QStringLiteral("s"), 1e7,
                           1);
            QList<std::pair<QString, QString>> gpus{{QString(), QString()}};
            for (const catalog::Accelerator &a : catalog.accelerators())
                gpus.append({a.id, a.name});
            f->addChoice(QStringLiteral("workload.render.measured_on"), gpus, true);
            f->addQuantity(QStringLiteral("workload.science.fp64_tflop"), QStringLiteral("TFLOP"), 1e15);
            f->addFlag(QStringLiteral("workload.science.memory_bound"));
            f->addQuantity(QStringLiteral("workload.science.working_set_gb"), QStringLiteral("GB"), 1e7);
            f->addCount(QStringLiteral("workload.simulation.instances"), 1000000);
            f->addQuantity(QStringLiteral("workload.simulation.gb_per_instance"), QStringLiteral("GB"), 1e4,
                           1);
            f->addChoice(QStringLiteral("workload.simulation.engine"),
                         {{QStringLiteral("openmm"), QStringLiteral("OpenMM")},
                          {QStringLiteral("gromacs"), QStringLiteral("GROMACS")},
                          {QStringLiteral("amber"), QStringLiteral("AMBER")},
                          {QStringLiteral("lammps"), QStringLiteral("LAMMPS")}});
            f->addQuantity(QStringLiteral("workload.simulation.atoms"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "atoms"), 1e10);
            f->addQuantity(QStringLiteral("workload.simulation.target_ns_per_day"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "ns/day"), 1e6, 1);
            f->addQuantity(QStringLiteral("workload.simulation.simulated_ns"), QStringLiteral("ns"), 1e9);
            f->addQuantity(QStringLiteral("workload.simulation.timestep_fs"), QStringLiteral("fs"), 10, 1);
            f->addCount(QStringLiteral("workload.simulation.gpus_per_simulation"), 16);
            f->addQuantity(QStringLiteral("workload.geospatial.working_set_gb"), QStringLiteral("GB"), 1e7);
            f->addChoice(QStringLiteral("workload.geospatial.operation"),
                         {{QStringLiteral("point_in_polygon"), QString()},
                          {QStringLiteral("spatial_join"), QString()},
                          {QStringLiteral("polygon_parse"), QString()},
                          {QStringLiteral("raster_tiles"), QString()}});
            f->addQuantity(QStringLiteral("workload.geospatial.points"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "points"), 1e13);
            f->addQuantity(QStringLiteral("workload.geospatial.polygons"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "polygons"), 1e10);
            f->addQuantity(QStringLiteral("workload.geospatial.raster_tiles"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "tiles"), 1e10);
            f->addQuantity(QStringLiteral("workload.geospatial.deadline_s"), QStringLiteral("s"), 1e9, 1);
            f->addQuantity(QStringLiteral("workload.training.deadline_days"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "days"), 36500, 1);
        };
    section.label = [](EditFields *f) {
            label(f, "workload.serving.concurrent_requests",
                  QCoreApplication::translate("wizard", "&Concurrent requests:"));
            label(f, "workload.serving.requests_per_s",
                  QCoreApplication::translate("wizard", "Request &rate:"));
            label(f, "workload.serving.total_requests",
                  QCoreApplication::translate("wizard", "Requests in the &job:"));
            label(f, "workload.serving.prompt_tokens",
                  QCoreApplication::translate("wizard", "&Prompt tokens per request:"));
            label(f, "workload.serving.output_tokens",
                  QCoreApplication::translate("wizard", "&Output tokens per request:"));
            label(f, "workload.serving.ttft_ms",
                  QCoreApplication::translate("wizard", "Time to &first token target:"));
            label(f, "workload.serving.tpot_ms",
                  QCoreApplication::translate("wizard", "Time per output &token target:"));
            label(f, "workload.serving.images_per_s",
                  QCoreApplication::translate("wizard", "&Images per second:"));
            label(f, "workload.training.tokens", QCoreApplication::translate("wizard", "Training &tokens:"));
            label(f, "workload.training.method",
                  QCoreApplication::translate("wizard", "Fine-tuning &method:"));
            setItems(f, "workload.training.method",
                     {QCoreApplication::translate("wizard", "Full fine-tuning")});
            label(f, "workload.training.samples",
                  QCoreApplication::translate("wizard", "&Samples per epoch:"));
            label(f, "workload.training.epochs", QCoreApplication::translate("wizard", "&Epochs:"));
            label(f, "workload.software.optimization", QCoreApplication::translate("wizard", "Software &kernels:"));
            setItems(f, "workload.software.optimization",
                     {QCoreApplication::translate("wizard", "Framework defaults (PyTorch, diffusers)"),
                      QCoreApplication::translate("wizard", "Optimised (TensorRT, MLPerf-grade)")});
            if (auto *kernels = f->findChild<QWidget *>(QStringLiteral("workload.software.optimization")))
                kernels->setToolTip(QCoreApplication::translate(
                    "wizard", "How much of the GPU's peak the model reaches: an optimised stack (TensorRT, "
                              "compiled graphs, MLPerf submissions) runs diffusion models about 1.2× faster than "
                              "framework defaults."));
            label(f, "workload.training.stack", QCoreApplication::translate("wizard", "Training so&ftware:"));
            setItems(f, "workload.training.stack",
                     {QCoreApplication::translate("wizard", "Typical (Megatron-LM, DeepSpeed, NeMo)"),
                      QCoreApplication::translate("wizard", "Tuned (MLPerf-grade, FP8 Transformer Engine)"),
                      QCoreApplication::translate("wizard", "Older or plain (2022–23 forks, HF Trainer)")});
            if (auto *stack = f->findChild<QWidget *>(QStringLiteral("workload.training.stack")))
                stack->setToolTip(QCoreApplication::translate(
                    "wizard", "Sets the share of the GPU's peak a training run reaches: an MLPerf-grade stack "
                              "runs about 1.45× the typical rate, a 2022–23 or plain stack about 0.65×. A "
                              "measured MFU, where you have one, replaces this."));
            label(f, "workload.video.streams", QCoreApplication::translate("wizard", "Video &streams:"));
            label(f, "workload.video.resolution", QCoreApplication::translate("wizard", "&Resolution:"));
            label(f, "workload.video.fps", QCoreApplication::translate("wizard", "&Frame rate:"));
            label(f, "workload.video.mode", QCoreApplication::translate("wizard", "&Work on each stream:"));
            setItems(f, "workload.video.mode",
                     {QCoreApplication::translate("wizard", "Transcode (decode and encode)"),
                      QCoreApplication::translate("wizard", "Analysis (decode and run a model)")});
            label(f, "workload.video.codec", QCoreApplication::translate("wizard", "C&odec:"));
            label(f, "workload.video.preset", QCoreApplication::translate("wizard", "Encoder &preset:"));
            setItems(f, "workload.video.preset",
                     {QCoreApplication::translate("wizard", "Not given (slowest, P7)"),
                      QCoreApplication::translate("wizard", "Fast (P1)"),
                      QCoreApplication::translate("wizard", "Balanced (P4)"),
                      QCoreApplication::translate("wizard", "Quality (P7)")});
            label(f, "workload.video.bitrate_mbps",
                  QCoreApplication::translate("wizard", "O&utput bitrate per stream:"));
            label(f, "workload.render.scene_gb",
                  QCoreApplication::translate("wizard", "&Scene size in GPU memory:"));
            label(f, "workload.render.frames", QCoreApplication::translate("wizard", "&Frames to render:"));
            label(f, "workload.render.gpu_seconds_per_frame",
                  QCoreApplication::translate("wizard", "Seconds per fra&me:"));
            label(f, "workload.render.measured_on", QCoreApplication::translate("wizard", "Measu&red on:"));
            setItems(f, "workload.render.measured_on",
                     {QCoreApplication::translate("wizard", "NVIDIA L40S (default)")});
            if (QWidget *on = f->field(QStringLiteral("workload.render.measured_on")))
                on->setToolTip(QCoreApplication::translate(
                    "wizard", "The GPU the seconds per frame were timed on, e.g. your workstation's. Other GPUs "
                              "scale by their Blender Open Data Cycles scores."));
            label(f, "workload.science.fp64_tflop",
                  QCoreApplication::translate("wizard", "Total FP64 &work:"));
            label(f, "workload.science.memory_bound",
                  QCoreApplication::translate("wizard", "&Memory-bandwidth bound code"));
            label(f, "workload.science.working_set_gb",
                  QCoreApplication::translate("wizard", "Working &set:"));
            label(f, "workload.simulation.instances",
                  QCoreApplication::translate("wizard", "Simulator &instances:"));
            label(f, "workload.simulation.gb_per_instance",
                  QCoreApplication::translate("wizard", "GPU &memory per instance:"));
            label(f, "workload.geospatial.working_set_gb",
                  QCoreApplication::translate("wizard", "&Working set on the GPUs:"));
            label(f, "workload.simulation.engine",
                  QCoreApplication::translate("wizard", "Molecular dynamics &engine:"));
            label(f, "workload.simulation.atoms", QCoreApplication::translate("wizard", "&Atoms in the system:"));
            label(f, "workload.simulation.target_ns_per_day",
                  QCoreApplication::translate("wizard", "&Target per simulation:"));
            label(f, "workload.simulation.simulated_ns",
                  QCoreApplication::translate("wizard", "Simulated time per &run:"));
            label(f, "workload.simulation.timestep_fs", QCoreApplication::translate("wizard", "Time ste&p:"));
            label(f, "workload.simulation.gpus_per_simulation",
                  QCoreApplication::translate("wizard", "&GPUs per simulation:"));
            label(f, "workload.geospatial.operation", QCoreApplication::translate("wizard", "&Operation:"));
            setItems(f, "workload.geospatial.operation",
                     {QCoreApplication::translate("wizard", "Point in polygon"),
                      QCoreApplication::translate("wizard", "Spatial join (points to polygons)"),
                      QCoreApplication::translate("wizard", "Parse polygons (WKT)"),
                      QCoreApplication::translate("wizard", "Raster tiles")});
            label(f, "workload.geospatial.points", QCoreApplication::translate("wizard", "&Points:"));
            label(f, "workload.geospatial.polygons", QCoreApplication::translate("wizard", "Pol&ygons:"));
            label(f, "workload.geospatial.raster_tiles", QCoreApplication::translate("wizard", "&Raster tiles:"));
            label(f, "workload.geospatial.deadline_s", QCoreApplication::translate("wizard", "Dea&dline:"));
            if (auto *step = f->findChild<QAbstractSpinBox *>(QStringLiteral("workload.simulation.timestep_fs")))
                step->setSpecialValueText(QCoreApplication::translate("wizard", "2 fs (default)"));
            label(f, "workload.training.deadline_days", QCoreApplication::translate("wizard", "&Deadline:"));
            if (auto *fps = f->findChild<QAbstractSpinBox *>(QStringLiteral("workload.video.fps")))
                fps->setSpecialValueText(QCoreApplication::translate("wizard", "30 fps (default)"));
        };
    section.visible = [](Task task, const QString &path) {
            const QString p = path.mid(9); // after "workload."
            if (p.startsWith(QLatin1String("serving.")))
                return (task == Task::LlmInference && !p.contains(QLatin1String("total")) &&
                        !p.contains(QLatin1String("images"))) ||
                       (task == Task::BatchInference &&
                        (p.contains(QLatin1String("total")) || p.contains(QLatin1String("_tokens")))) ||
                       (task == Task::DiffusionInference && p.contains(QLatin1String("images")));
            if (p == QLatin1String("training.tokens"))
                return task == Task::LlmPretraining || task == Task::LlmFinetune;
            if (p == QLatin1String("training.method"))
                return task == Task::LlmFinetune;
            if (p == QLatin1String("training.stack"))
                return task == Task::LlmPretraining || task == Task::LlmFinetune;
            if (p == QLatin1String("software.optimization"))
                return task == Task::CvTraining || task == Task::DiffusionTraining ||
                       task == Task::DiffusionInference;
            if (p == QLatin1String("training.samples") || p == QLatin1String("training.epochs"))
                return task == Task::CvTraining || task == Task::DiffusionTraining;
            if (p == QLatin1String("training.deadline_days"))
                return task != Task::LlmInference && task != Task::DiffusionInference &&
                       task != Task::VideoProcessing && task != Task::Simulation && task != Task::Geospatial;
            if (p.startsWith(QLatin1String("video.")))
                return task == Task::VideoProcessing;
            if (p.startsWith(QLatin1String("render.")))
                return task == Task::Rendering;
            if (p.startsWith(QLatin1String("science.")))
                return task == Task::Scientific;
            if (p.startsWith(QLatin1String("simulation.")))
                return task == Task::Simulation;
            return p.startsWith(QLatin1String("geospatial.")) && task == Task::Geospatial;
        };
    section.title = [](Task) { return QCoreApplication::translate("wizard", "Load and targets"); };
    section.subtitle = [](Task task) {
        switch (task) {
        case Task::LlmInference:
        case Task::DiffusionInference:
            return QCoreApplication::translate("wizard", "How much load the service carries and how fast it must answer.");
        case Task::VideoProcessing:
            return QCoreApplication::translate("wizard", "How many streams run at the same time, and what is done with them.");
        case Task::Simulation:
        case Task::Geospatial:
            return QCoreApplication::translate("wizard", "How much work runs at the same time and the memory it needs.");
        default:
            return QCoreApplication::translate("wizard", "How much work the job holds and when it must be done.");
        }
    };
    return section;
}

WorkloadSection dataSection()
{
    WorkloadSection section;
    section.id = QStringLiteral("data");
    section.build = [](EditFields *f) {
            f->addQuantity(QStringLiteral("workload.data.dataset_gb"), QStringLiteral("GB"), 1e9, 1);
            f->addQuantity(QStringLiteral("workload.data.file_count"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "files"), 1e13);
            f->addQuantity(QStringLiteral("workload.data.avg_file_mb"), QStringLiteral("MB"), 1e7, 3);
            f->addChoice(QStringLiteral("workload.data.preprocessing"),
                         {{QStringLiteral("light"), QString()},
                          {QStringLiteral("none"), QString()},
                          {QStringLiteral("heavy"), QString()}});
            f->addChoice(QStringLiteral("workload.data.location"),
                         {{QStringLiteral("local_nvme"), QString()},
                          {QStringLiteral("shared_fs"), QString()},
                          {QStringLiteral("object_storage"), QString()}});
            f->addCount(QStringLiteral("workload.data.checkpoints_kept"), 10000);
            f->addFlag(QStringLiteral("workload.data.sensitive"));
        };
    section.label = [](EditFields *f) {
            label(f, "workload.data.dataset_gb", QCoreApplication::translate("wizard", "&Dataset size:"));
            label(f, "workload.data.file_count", QCoreApplication::translate("wizard", "Number of &files:"));
            label(f, "workload.data.avg_file_mb",
                  QCoreApplication::translate("wizard", "&Average file size:"));
            label(f, "workload.data.preprocessing", QCoreApplication::translate("wizard", "&Preprocessing:"));
            setItems(f, "workload.data.preprocessing",
                     {QCoreApplication::translate("wizard", "Light"), QCoreApplication::translate("wizard", "None"),
                      QCoreApplication::translate("wizard", "Heavy")});
            label(f, "workload.data.location", QCoreApplication::translate("wizard", "Data &lives on:"));
            setItems(f, "workload.data.location",
                     {QCoreApplication::translate("wizard", "Local NVMe"),
                      QCoreApplication::translate("wizard", "Shared file system"),
                      QCoreApplication::translate("wizard", "Object storage")});
            label(f, "workload.data.checkpoints_kept",
                  QCoreApplication::translate("wizard", "&Checkpoints kept:"));
            label(f, "workload.data.sensitive",
                  QCoreApplication::translate(
                      "wizard", "Data is &sensitive (business files, user material, internal models)"));
        };
    section.visible = [](Task task, const QString &path) {
        return path != QLatin1String("workload.data.checkpoints_kept") || task == Task::LlmPretraining ||
               task == Task::LlmFinetune || task == Task::DiffusionTraining || task == Task::CvTraining;
    };
    // The preprocessing choices name what this task does to its data.
    section.prepare = [](EditFields *f, const nlohmann::json &workload) {
        const Task task = workloadTask(workload);
        QString light, heavy;
        if (llm(task)) {
            light = QCoreApplication::translate("wizard", "Light (tokenize)");
            heavy = QCoreApplication::translate("wizard", "Heavy (clean, deduplicate, tokenize)");
        } else if (task == Task::VideoProcessing) {
            light = QCoreApplication::translate("wizard", "Light (demux, scale)");
            heavy = QCoreApplication::translate("wizard", "Heavy (decode, filter, re-encode on the CPU)");
        } else if (mlModel(task)) {
            light = QCoreApplication::translate("wizard", "Light (decode, resize)");
            heavy = QCoreApplication::translate("wizard", "Heavy (decode, augment, transcode)");
        } else {
            light = QCoreApplication::translate("wizard", "Light (read and convert)");
            heavy = QCoreApplication::translate("wizard", "Heavy (decode, reproject, convert)");
        }
        setItems(f, "workload.data.preprocessing", {light, QCoreApplication::translate("wizard", "None"), heavy});
    };
    section.title = [](Task) { return QCoreApplication::translate("wizard", "Data"); };
    section.subtitle = [](Task) {
        return QCoreApplication::translate("wizard",
                                           "Size, file shape and where the data lives decide RAM, disks and throughput.");
    };
    return section;
}

WorkloadSection deploymentSection(const catalog::Catalog &catalog)
{
    WorkloadSection section;
    section.id = QStringLiteral("deployment");
    section.build = [&catalog](EditFields *f) {
            f->addChoice(QStringLiteral("workload.run.pattern"),
                         {{QStringLiteral("24/7"), QString()},
                          {QStringLiteral("business_hours"), QString()},
                          {QStringLiteral("bursty"), QString()},
                          {QStringLiteral("one_off"), QString()}});
            f->addQuantity(QStringLiteral("workload.run.duration_days"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "days"), 36500);
            f->addCount(QStringLiteral("workload.run.team_size"), 100000);
            f->addQuantity(QStringLiteral("workload.run.budget"), QString(), 1e12);
            f->addChoice(QStringLiteral("workload.run.budget_currency"),
                         {{QStringLiteral("USD"), QStringLiteral("USD")}, {QStringLiteral("CNY"), QStringLiteral("CNY")}});
            f->addFlag(QStringLiteral("workload.run.internet_egress"))->setProperty("defaultOn", true);
            f->addChoice(QStringLiteral("workload.run.billing"), {{QString(), QString()},
                                                                  {QStringLiteral("hourly"), QString()},
                                                                  {QStringLiteral("monthly"), QString()},
                                                                  {QStringLiteral("reserved"), QString()},
                                                                  {QStringLiteral("spot"), QString()},
                                                                  {QStringLiteral("purchase"), QString()}});
            f->addChoice(QStringLiteral("workload.goal"),
                         {{QStringLiteral("lowest_cost_per_task"), QString()},
                          {QStringLiteral("long_run_stability"), QString()},
                          {QStringLiteral("absorb_peaks"), QString()}});
            f->addChoice(QStringLiteral("workload.software.stack"),
                         {{QString(), QString()},
                          {QStringLiteral("cuda"), QStringLiteral("CUDA")},
                          {QStringLiteral("rocm"), QStringLiteral("ROCm")},
                          {QStringLiteral("cann"), QStringLiteral("CANN")}});
            QList<std::pair<QString, QString>> gpus{{QString(), QString()}};
            for (const catalog::Accelerator &a : catalog.accelerators())
                gpus.append({a.id, a.name});
            f->addChoice(QStringLiteral("workload.gpu.model"), gpus, true);
        };
    section.label = [](EditFields *f) {
            label(f, "workload.run.pattern", QCoreApplication::translate("wizard", "Run &pattern:"));
            setItems(f, "workload.run.pattern",
                     {QCoreApplication::translate("wizard", "24/7"),
                      QCoreApplication::translate("wizard", "Business hours"),
                      QCoreApplication::translate("wizard", "Bursty"),
                      QCoreApplication::translate("wizard", "One-off job")});
            label(f, "workload.run.duration_days",
                  QCoreApplication::translate("wizard", "Run &duration:"));
            label(f, "workload.run.team_size", QCoreApplication::translate("wizard", "&Team size:"));
            label(f, "workload.run.budget",
                  QCoreApplication::translate("wizard", "B&udget (a month; one-off job: in all):"));
            label(f, "workload.run.budget_currency", QCoreApplication::translate("wizard", "Budget curre&ncy:"));
            label(f, "workload.run.internet_egress",
                  QCoreApplication::translate("wizard", "Answers or output streams leave over the &internet"));
            label(f, "workload.run.billing", QCoreApplication::translate("wizard", "Bi&lling:"));
            setItems(f, "workload.run.billing",
                     {QCoreApplication::translate("wizard", "Let the planner propose"),
                      QCoreApplication::translate("wizard", "Hourly, auto-release"),
                      QCoreApplication::translate("wizard", "Monthly"),
                      QCoreApplication::translate("wizard", "Reserved term"),
                      QCoreApplication::translate("wizard", "Spot"),
                      QCoreApplication::translate("wizard", "Buy")});
            label(f, "workload.goal", QCoreApplication::translate("wizard", "&Goal:"));
            setItems(f, "workload.goal",
                     {QCoreApplication::translate("wizard", "Lowest cost per task"),
                      QCoreApplication::translate("wizard", "Stable long runs"),
                      QCoreApplication::translate("wizard", "Absorb peaks")});
            label(f, "workload.software.stack", QCoreApplication::translate("wizard", "&Software stack:"));
            setItems(f, "workload.software.stack",
                     {QCoreApplication::translate("wizard", "Any (CUDA, ROCm or CANN)")});
            label(f, "workload.gpu.model", QCoreApplication::translate("wizard", "Pin a GPU &model:"));
            setItems(f, "workload.gpu.model",
                     {QCoreApplication::translate("wizard", "No, let the planner choose")});
            if (auto *days = f->findChild<QAbstractSpinBox *>(QStringLiteral("workload.run.duration_days")))
                days->setSpecialValueText(QCoreApplication::translate("wizard", "Open-ended"));
            if (auto *budget = f->findChild<QAbstractSpinBox *>(QStringLiteral("workload.run.budget"))) {
                budget->setSpecialValueText(QCoreApplication::translate("wizard", "No budget"));
                budget->setToolTip(QCoreApplication::translate(
                    "wizard", "The most you mean to spend: a month for a service or a recurring job, the whole "
                              "job for a one-off run. The plan warns when its billing costs more."));
            }
            if (auto *egress = f->findChild<QWidget *>(QStringLiteral("workload.run.internet_egress")))
                egress->setToolTip(QCoreApplication::translate(
                    "wizard", "Traffic to the internet is billed per GB by most clouds; untick it for an internal "
                              "service or a private line."));
        };
    section.visible = [](Task task, const QString &path) {
        if (path == QLatin1String("workload.run.internet_egress"))
            return planner::isServing(task) || task == Task::VideoProcessing;
        return true;
    };
    section.title = [](Task) { return QCoreApplication::translate("wizard", "Deployment and billing"); };
    section.subtitle = [](Task) {
        return QCoreApplication::translate("wizard",
                                           "Cost comes from utilization, not from the hourly price.");
    };
    return section;
}

} // namespace

QList<WorkloadSection> workloadSections(const catalog::Catalog &catalog)
{
    return {modelSection(catalog), loadSection(catalog), dataSection(), deploymentSection(catalog)};
}

QList<FormPage *> buildFormPages(PlanWizard *wizard)
{
    QList<FormPage *> pages;
    for (const WorkloadSection &section : workloadSections(wizard->catalog()))
        pages << new FormPage(wizard, section);
    return pages;
}

namespace {

// What a name typed into a searchable list comes to: the value of an item, or why none.
struct TypedName
{
    std::optional<QString> value;
    QString error;
};

TypedName resolveTypedName(const QComboBox *combo, const catalog::Catalog &catalog, catalog::Kind kind,
                           const QString &typed)
{
    const bool model = kind == catalog::Kind::Model;
    // Names in a message: "Llama 3.1 70B, Llama 3.3 70B" (Chinese lists them with "、").
    const QString separator = QCoreApplication::translate("wizard", ", ", "between the names of a list in a message");
    // The text of an item, in any case ("llama 3.1 70b"), is that item.
    for (int i = 0; i < combo->count(); ++i)
        if (combo->itemText(i).compare(typed, Qt::CaseInsensitive) == 0)
            return {combo->itemData(i).toString(), {}};
    if (typed.isEmpty())
        return {std::nullopt, model ? QCoreApplication::translate("wizard", "no model chosen; pick one from the list")
                                    : QCoreApplication::translate("wizard", "no GPU chosen; pick one from the list")};
    // The catalog's way of finding a name (ids, aliases, part of a name), as the CLI reads it; only
    // the rows the list offers for this task count.
    const catalog::LookupResult found = catalog.find(typed, kind);
    QStringList listed;
    for (const catalog::CatalogMatch &m : found.matches)
        if (combo->findData(m.row->id) > 0)
            listed << m.row->id;
    if (listed.size() == 1)
        return {listed.first(), {}};
    QStringList names;
    if (listed.size() > 1) {
        for (const QString &id : listed)
            names << combo->itemText(combo->findData(id));
        return {std::nullopt, model ? QCoreApplication::translate("wizard", "names several models: %1; pick one from the list")
                                          .arg(names.join(separator))
                                    : QCoreApplication::translate("wizard", "names several GPUs: %1; pick one from the list")
                                          .arg(names.join(separator))};
    }
    if (!found.matches.empty())
        return {std::nullopt, model ? QCoreApplication::translate("wizard", "not a model for this task; pick one from the list")
                                    : QCoreApplication::translate("wizard", "not a GPU the list offers; pick one from it")};
    // Close names: the items that hold what was typed ("自定义架" of "自定义架构"), then the
    // catalog's near names of the rows the list offers, those that share the most of the typed
    // words first ("Llama 3 70B": Llama 3.1 70B before Llama 2 70B, one letter nearer as written);
    // of those sharing words, only the ones that share the most.
    for (int i = 0; i < combo->count(); ++i)
        if (combo->itemText(i).contains(typed, Qt::CaseInsensitive))
            names << combo->itemText(i);
    const QStringList words = catalog::nameTokens(typed);
    const auto shared = [&words](const QString &name) {
        const QStringList tokens = catalog::nameTokens(name);
        return int(std::count_if(words.begin(), words.end(), [&tokens](const QString &w) {
            return std::any_of(tokens.begin(), tokens.end(), [&w](const QString &t) { return t.startsWith(w); });
        }));
    };
    std::vector<std::pair<int, QString>> near; // (words shared, item text), in the catalog's order
    for (const QString &id : found.suggestions)
        if (const int i = combo->findData(id); i > 0)
            near.push_back({shared(combo->itemText(i)), combo->itemText(i)});
    std::stable_sort(near.begin(), near.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[score, name] : near)
        if (score == near.front().first)
            names << name;
    names.removeDuplicates();
    names = names.mid(0, 3);
    if (names.isEmpty())
        return {std::nullopt, model ? QCoreApplication::translate("wizard", "not a known model; pick one from the list")
                                    : QCoreApplication::translate("wizard", "not a known GPU; pick one from the list")};
    return {std::nullopt, model ? QCoreApplication::translate("wizard", "not a known model; did you mean %1?")
                                      .arg(names.join(separator))
                                : QCoreApplication::translate("wizard", "not a known GPU; did you mean %1?")
                                      .arg(names.join(separator))};
}

} // namespace

bool resolveTypedNames(widgets::EditFields *fields, const catalog::Catalog &catalog, bool focus)
{
    bool resolved = true;
    for (const auto &[path, kind] : {std::pair{"workload.model.preset", catalog::Kind::Model},
                                     std::pair{"workload.gpu.model", catalog::Kind::Accelerator},
                                     std::pair{"workload.render.measured_on", catalog::Kind::Accelerator}}) {
        const QString p = QString::fromLatin1(path);
        auto *combo = qobject_cast<QComboBox *>(fields->field(p));
        if (!combo || !combo->isEditable() || combo->isHidden())
            continue;
        const QString typed = combo->currentText().trimmed();
        if (combo->currentIndex() >= 0 && typed == combo->itemText(combo->currentIndex()))
            continue;
        const TypedName name = resolveTypedName(combo, catalog, kind, typed);
        if (name.value && fields->choose(p, *name.value))
            continue;
        fields->setError(p, name.error, focus && resolved);
        resolved = false;
    }
    return resolved;
}

Task workloadTask(const nlohmann::json &workload)
{
    const nlohmann::json task = workload.is_object() ? workload.value("task", nlohmann::json()) : nlohmann::json();
    return task.is_string() ? planner::taskFromId(QString::fromStdString(task.get<std::string>())).value_or(Task::LlmInference)
                            : Task::LlmInference;
}

} // namespace gpuplanner::app
