#include "app/wizard/wizardfields.h"

#include "app/wizard/planwizard.h"
#include "app/wizard/wizardpages.h"
#include "widgets/editfields.h"

#include <QComboBox>
#include <QCoreApplication>

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

FormPage *modelPage(PlanWizard *wizard)
{
    auto *page = new FormPage(
        wizard,
        [](EditFields *f) {
            f->addChoice(QStringLiteral("workload.model.preset"), {{QString(), QString()}}, true);
            f->addText(QStringLiteral("workload.model.name"));
            f->addQuantity(QStringLiteral("workload.model.parameters_b"), QStringLiteral("B"), 1e5, 2);
            f->addCount(QStringLiteral("workload.model.layers"), 100000);
            f->addCount(QStringLiteral("workload.model.hidden"), 1000000);
            f->addCount(QStringLiteral("workload.model.heads"), 100000);
            f->addCount(QStringLiteral("workload.model.kv_heads"), 100000);
            f->addQuantity(QStringLiteral("workload.model.gflops_per_sample"), QStringLiteral("GFLOP"), 1e9,
                           1);
            f->addChoice(QStringLiteral("workload.precision"),
                         {{QString(), QString()},
                          {QStringLiteral("fp32"), QStringLiteral("FP32")},
                          {QStringLiteral("bf16"), QStringLiteral("BF16")},
                          {QStringLiteral("fp16"), QStringLiteral("FP16")},
                          {QStringLiteral("fp8"), QStringLiteral("FP8")},
                          {QStringLiteral("int8"), QStringLiteral("INT8")},
                          {QStringLiteral("int4"), QStringLiteral("INT4")}});
        },
        [](EditFields *f) {
            label(f, "workload.model.preset", QCoreApplication::translate("wizard", "Model &preset:"));
            label(f, "workload.model.name", QCoreApplication::translate("wizard", "&Name:"));
            label(f, "workload.model.parameters_b", QCoreApplication::translate("wizard", "&Parameters:"));
            label(f, "workload.model.layers", QCoreApplication::translate("wizard", "&Layers:"));
            label(f, "workload.model.hidden", QCoreApplication::translate("wizard", "&Hidden size:"));
            label(f, "workload.model.heads", QCoreApplication::translate("wizard", "Attention &heads:"));
            label(f, "workload.model.kv_heads", QCoreApplication::translate("wizard", "&KV heads:"));
            label(f, "workload.model.gflops_per_sample",
                  QCoreApplication::translate("wizard", "&GFLOPs per sample:"));
            label(f, "workload.precision", QCoreApplication::translate("wizard", "P&recision:"));
            setItems(f, "workload.precision", {QCoreApplication::translate("wizard", "Default (BF16)")});
        },
        [](Task task, const QString &path) {
            if (path.endsWith(QLatin1String(".name")))
                return !mlModel(task);
            if (path.endsWith(QLatin1String(".gflops_per_sample")))
                return mlModel(task) && !llm(task);
            return mlModel(task);
        });
    // The preset list follows the task: language models for LLM tasks, diffusion or vision models
    // for the others; the first entry is a custom architecture.
    page->onInitialize = [wizard, page] {
        auto *combo = page->fields()->findChild<QComboBox *>(QStringLiteral("workload.model.preset"));
        const QString task = QString::fromStdString(wizard->workload().value("task", std::string()));
        const bool lm = task.startsWith(QLatin1String("llm")) || task == QLatin1String("batch_inference");
        const bool diffusion = task.startsWith(QLatin1String("diffusion"));
        const QSignalBlocker block(combo);
        combo->clear();
        combo->addItem(QCoreApplication::translate("wizard", "Custom architecture"), QString());
        for (const catalog::ModelPreset &m : wizard->catalog().models()) {
            const bool fits = lm ? m.isLanguageModel()
                              : diffusion
                                  ? m.kind == QLatin1String("diffusion")
                                  : (m.kind == QLatin1String("vision") || m.kind == QLatin1String("speech"));
            if (fits)
                combo->addItem(m.name, m.id);
        }
        const bool custom = !wizard->workload()["model"].contains("preset");
        for (const char *path : {"workload.model.parameters_b", "workload.model.layers",
                                 "workload.model.hidden", "workload.model.heads", "workload.model.kv_heads"})
            page->fields()->setFieldVisible(QString::fromLatin1(path), custom && lm);
    };
    page->onRetranslate = [page] {
        page->setTitle(QCoreApplication::translate("wizard", "Model and precision"));
        page->setSubTitle(QCoreApplication::translate(
            "wizard",
            "A preset carries the official architecture; a custom model needs its size and shape."));
    };
    return page;
}

FormPage *loadPage(PlanWizard *wizard)
{
    auto *page = new FormPage(
        wizard,
        [](EditFields *f) {
            f->addQuantity(QStringLiteral("workload.serving.concurrent_requests"),
                           QCoreApplication::translate("wizard", "requests"), 1e9);
            f->addQuantity(QStringLiteral("workload.serving.requests_per_s"),
                           QCoreApplication::translate("wizard", "req/s"), 1e9, 2);
            f->addQuantity(QStringLiteral("workload.serving.total_requests"),
                           QCoreApplication::translate("wizard", "requests"), 1e13);
            f->addCount(QStringLiteral("workload.serving.prompt_tokens"), 10000000);
            f->addCount(QStringLiteral("workload.serving.output_tokens"), 10000000);
            f->addQuantity(QStringLiteral("workload.serving.ttft_ms"), QStringLiteral("ms"), 1e7);
            f->addQuantity(QStringLiteral("workload.serving.tpot_ms"), QStringLiteral("ms"), 1e6, 1);
            f->addQuantity(QStringLiteral("workload.serving.images_per_s"),
                           QCoreApplication::translate("wizard", "images/s"), 1e6, 2);
            f->addQuantity(QStringLiteral("workload.training.tokens"),
                           QCoreApplication::translate("wizard", "tokens"), 1e16);
            f->addChoice(QStringLiteral("workload.training.method"),
                         {{QStringLiteral("full"), QString()},
                          {QStringLiteral("lora"), QStringLiteral("LoRA")},
                          {QStringLiteral("qlora"), QStringLiteral("QLoRA")}});
            f->addQuantity(QStringLiteral("workload.training.samples"),
                           QCoreApplication::translate("wizard", "samples"), 1e13);
            f->addQuantity(QStringLiteral("workload.training.epochs"),
                           QCoreApplication::translate("wizard", "epochs"), 1e5, 1);
            f->addCount(QStringLiteral("workload.video.streams"), 1000000);
            f->addChoice(QStringLiteral("workload.video.resolution"),
                         {{QStringLiteral("1080"), QStringLiteral("1080p")},
                          {QStringLiteral("720"), QStringLiteral("720p")},
                          {QStringLiteral("2160"), QStringLiteral("4K (2160p)")}});
            f->addQuantity(QStringLiteral("workload.render.scene_gb"), QStringLiteral("GB"), 1e5, 1);
            f->addQuantity(QStringLiteral("workload.render.frames"),
                           QCoreApplication::translate("wizard", "frames"), 1e10);
            f->addQuantity(QStringLiteral("workload.render.gpu_seconds_per_frame"), QStringLiteral("s"), 1e7,
                           1);
            f->addQuantity(QStringLiteral("workload.science.fp64_tflop"), QStringLiteral("TFLOP"), 1e15);
            f->addFlag(QStringLiteral("workload.science.memory_bound"));
            f->addQuantity(QStringLiteral("workload.science.working_set_gb"), QStringLiteral("GB"), 1e7);
            f->addCount(QStringLiteral("workload.simulation.instances"), 1000000);
            f->addQuantity(QStringLiteral("workload.simulation.gb_per_instance"), QStringLiteral("GB"), 1e4,
                           1);
            f->addQuantity(QStringLiteral("workload.geospatial.working_set_gb"), QStringLiteral("GB"), 1e7);
            f->addQuantity(QStringLiteral("workload.training.deadline_days"),
                           QCoreApplication::translate("wizard", "days"), 36500, 1);
        },
        [](EditFields *f) {
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
            label(f, "workload.video.streams", QCoreApplication::translate("wizard", "Video &streams:"));
            label(f, "workload.video.resolution", QCoreApplication::translate("wizard", "&Resolution:"));
            label(f, "workload.render.scene_gb",
                  QCoreApplication::translate("wizard", "&Scene size in GPU memory:"));
            label(f, "workload.render.frames", QCoreApplication::translate("wizard", "&Frames to render:"));
            label(f, "workload.render.gpu_seconds_per_frame",
                  QCoreApplication::translate("wizard", "Seconds per frame on an &L40S:"));
            label(f, "workload.science.fp64_tflop",
                  QCoreApplication::translate("wizard", "Total FP64 &work:"));
            label(f, "workload.science.memory_bound",
                  QCoreApplication::translate("wizard", "&Memory-bandwidth bound code"));
            label(f, "workload.science.working_set_gb",
                  QCoreApplication::translate("wizard", "&Working set:"));
            label(f, "workload.simulation.instances",
                  QCoreApplication::translate("wizard", "Simulator &instances:"));
            label(f, "workload.simulation.gb_per_instance",
                  QCoreApplication::translate("wizard", "GPU memory per &instance:"));
            label(f, "workload.geospatial.working_set_gb",
                  QCoreApplication::translate("wizard", "&Working set on the GPUs:"));
            label(f, "workload.training.deadline_days", QCoreApplication::translate("wizard", "&Deadline:"));
        },
        [](Task task, const QString &path) {
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
        });
    page->onRetranslate = [page] {
        page->setTitle(QCoreApplication::translate("wizard", "Load and targets"));
        page->setSubTitle(QCoreApplication::translate(
            "wizard", "Serving: concurrency and latency. Training: tokens or samples and the deadline."));
    };
    return page;
}

FormPage *dataPage(PlanWizard *wizard)
{
    auto *page = new FormPage(
        wizard,
        [](EditFields *f) {
            f->addQuantity(QStringLiteral("workload.data.dataset_gb"), QStringLiteral("GB"), 1e9, 1);
            f->addQuantity(QStringLiteral("workload.data.file_count"),
                           QCoreApplication::translate("wizard", "files"), 1e13);
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
        },
        [](EditFields *f) {
            label(f, "workload.data.dataset_gb", QCoreApplication::translate("wizard", "&Dataset size:"));
            label(f, "workload.data.file_count", QCoreApplication::translate("wizard", "&Number of files:"));
            label(f, "workload.data.avg_file_mb",
                  QCoreApplication::translate("wizard", "&Average file size:"));
            label(f, "workload.data.preprocessing", QCoreApplication::translate("wizard", "&Preprocessing:"));
            setItems(f, "workload.data.preprocessing",
                     {QCoreApplication::translate("wizard", "Light (resize, tokenize)"),
                      QCoreApplication::translate("wizard", "None"),
                      QCoreApplication::translate("wizard", "Heavy (decode, augment, transcode)")});
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
        },
        [](Task, const QString &) { return true; });
    page->onRetranslate = [page] {
        page->setTitle(QCoreApplication::translate("wizard", "Data"));
        page->setSubTitle(QCoreApplication::translate(
            "wizard", "Size, file shape and where the data lives decide RAM, disks and throughput."));
    };
    return page;
}

FormPage *deploymentPage(PlanWizard *wizard)
{
    auto *page = new FormPage(
        wizard,
        [wizard](EditFields *f) {
            f->addChoice(QStringLiteral("workload.run.pattern"),
                         {{QStringLiteral("24/7"), QString()},
                          {QStringLiteral("business_hours"), QString()},
                          {QStringLiteral("bursty"), QString()},
                          {QStringLiteral("one_off"), QString()}});
            f->addQuantity(QStringLiteral("workload.run.duration_days"),
                           QCoreApplication::translate("wizard", "days"), 36500);
            f->addCount(QStringLiteral("workload.run.team_size"), 100000);
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
            for (const catalog::Accelerator &a : wizard->catalog().accelerators())
                gpus.append({a.id, a.name});
            f->addChoice(QStringLiteral("workload.gpu.model"), gpus, true);
        },
        [](EditFields *f) {
            label(f, "workload.run.pattern", QCoreApplication::translate("wizard", "Run &pattern:"));
            setItems(f, "workload.run.pattern",
                     {QCoreApplication::translate("wizard", "24/7"),
                      QCoreApplication::translate("wizard", "Business hours"),
                      QCoreApplication::translate("wizard", "Bursty"),
                      QCoreApplication::translate("wizard", "One-off job")});
            label(f, "workload.run.duration_days",
                  QCoreApplication::translate("wizard", "Planning &horizon:"));
            label(f, "workload.run.team_size", QCoreApplication::translate("wizard", "&Team size:"));
            label(f, "workload.run.billing", QCoreApplication::translate("wizard", "&Billing:"));
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
            label(f, "workload.gpu.model", QCoreApplication::translate("wizard", "Pin a &GPU model:"));
            setItems(f, "workload.gpu.model",
                     {QCoreApplication::translate("wizard", "No, let the planner choose")});
        },
        [](Task, const QString &) { return true; });
    page->onRetranslate = [page] {
        page->setTitle(QCoreApplication::translate("wizard", "Deployment and budget"));
        page->setSubTitle(QCoreApplication::translate(
            "wizard", "Cost comes from utilization, not from the hourly price (article 001 §7)."));
    };
    return page;
}

} // namespace

QList<FormPage *> buildFormPages(PlanWizard *wizard)
{
    return {modelPage(wizard), loadPage(wizard), dataPage(wizard), deploymentPage(wizard)};
}

} // namespace gpuplanner::app
