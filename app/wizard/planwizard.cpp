#include "app/wizard/planwizard.h"

#include "app/wizard/wizardfields.h"
#include "app/wizard/wizardpages.h"
#include "app/wizard/wizardsection_internal.h"
#include "planner/workload/format.h"
#include "planner/workload/jsonpath.h"
#include "planner/workload/loadunit.h"
#include "planner/workload/workloadjson.h"
#include "widgets/editfields.h"
#include "widgets/tasktext.h"
#include "widgets/wheelguard.h"

#include <map>
#include <QCoreApplication>
#include <QEvent>

namespace gpuplanner::app {

namespace {

// Sensible starting values per task, so that Next, Next, … Finish gives a meaningful plan.
// The job's name where no model names it, in the language the user works in (an editable default).
std::string defaultName(const char *english)
{
    return QCoreApplication::translate("wizard", english).toStdString();
}

nlohmann::json taskDefaults(planner::Task task)
{
    using planner::Task;
    switch (task) {
    case Task::LlmPretraining: return {{"model", {{"preset", "llama-3.1-8b"}}}, {"training", {{"deadline_days", 30}}}};
    case Task::LlmFinetune:
        return {{"model", {{"preset", "qwen2.5-7b"}}}, {"training", {{"method", "lora"}, {"deadline_days", 2}}}};
    case Task::LlmInference:
        return {{"model", {{"preset", "llama-3.1-8b"}}},
                {"serving", {{"concurrent_requests", 20}, {"prompt_tokens", 1000}, {"output_tokens", 250}}}};
    case Task::BatchInference:
        return {{"model", {{"preset", "qwen2.5-7b"}}}, {"serving", {{"total_requests", 100000}}}, {"training", {{"deadline_days", 1}}}};
    case Task::DiffusionInference: return {{"model", {{"preset", "sdxl"}}}, {"serving", {{"images_per_s", 1}}}};
    case Task::DiffusionTraining: return {{"model", {{"preset", "sdxl"}}}, {"training", {{"samples", 100000}, {"deadline_days", 7}}}};
    case Task::CvTraining:
        return {{"model", {{"preset", "resnet-50"}}},
                {"training", {{"samples", 1281167}, {"epochs", 30}, {"deadline_days", 7}}},
                {"data", {{"dataset_gb", 150}, {"file_count", 1281167}}}};
    case Task::VideoProcessing:
        return {{"model", {{"name", defaultName(QT_TRANSLATE_NOOP("wizard", "video pipeline"))}}},
                {"video", {{"streams", 20}}}};
    case Task::Rendering:
        return {{"model", {{"name", defaultName(QT_TRANSLATE_NOOP("wizard", "rendering job"))}}},
                {"render", {{"scene_gb", 20}, {"frames", 10000}, {"gpu_seconds_per_frame", 60}}},
                {"training", {{"deadline_days", 7}}}};
    case Task::Scientific:
        return {{"model", {{"name", defaultName(QT_TRANSLATE_NOOP("wizard", "solver"))}}},
                {"science", {{"fp64_tflop", 1e6}, {"working_set_gb", 100}}}};
    case Task::Simulation:
        return {{"model", {{"name", defaultName(QT_TRANSLATE_NOOP("wizard", "simulation"))}}},
                {"simulation", {{"instances", 16}, {"gb_per_instance", 8}}}};
    case Task::Geospatial:
        return {
            {"model", {{"name", defaultName(QT_TRANSLATE_NOOP("wizard", "geospatial analysis"))}}},
            {"geospatial",
             {{"operation", "point_in_polygon"}, {"points", 1e9}, {"polygons", 1000}, {"deadline_s", 600}}}};
    }
    return nlohmann::json::object();
}

} // namespace

PlanWizard::PlanWizard(const catalog::Catalog &catalog, QWidget *parent)
    : QWizard(parent), m_catalog(catalog), m_taskPage(nullptr)
{
    setObjectName(QStringLiteral("planWizard"));
    widgets::WheelGuard::install();
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::HaveHelpButton, false);
    m_plan = {{"workload", {{"task", "llm_inference"}}}};
    m_plan["workload"].update(taskDefaults(planner::Task::LlmInference));
    m_taskPage = new TaskPage(this);
    addPage(m_taskPage);
    for (FormPage *page : buildFormPages(this)) {
        m_formPages << page;
        addPage(page);
    }
    retranslateUi();
    resize(760, 620);
}

bool PlanWizard::setValue(const QString &path, const nlohmann::json &value)
{
    if (path == QLatin1String("workload.task")) {
        const std::optional<planner::Task> task = planner::taskFromId(QString::fromStdString(value.get<std::string>()));
        if (task && m_plan["workload"].value("task", std::string()) != value.get<std::string>()) {
            // A new task starts from that task's defaults; deployment choices are kept.
            nlohmann::json workload = {{"task", value}};
            workload.update(taskDefaults(*task));
            for (const char *keep : {"run", "software", "goal", "gpu", "configuration"})
                if (m_plan["workload"].contains(keep))
                    workload[keep] = m_plan["workload"][keep];
            m_plan["workload"] = workload;
            proposeRunPattern();
            return true;
        }
        return false;
    }
    if (path == QLatin1String("workload.run.pattern"))
        m_patternChosen = true;
    planner::setAt(m_plan, path, value);
    if (path == QLatin1String("workload.training.deadline_days"))
        proposeRunPattern();
    if (path == QLatin1String("workload.model.preset") || path == QLatin1String("workload.model.frames")) {
        followModelKind();
        followLoadUnit();
        for (const auto &[key, v] : planner::loadUnitEdits(m_plan["workload"], m_catalog))
            planner::setAt(m_plan["workload"], key, v); // images a second ↔ videos an hour
        return true; // the preset also changes which fields the model needs
    }
    if (path == QLatin1String("workload.model.kind")) {
        // A custom model's type changes which fields it needs; the other kind's go.
        for (const auto &[key, v] : planner::modelKindEdits(m_plan["workload"], value))
            planner::setAt(m_plan["workload"], key, v);
        return true;
    }
    return path == QLatin1String("workload.simulation.atoms") && followSimulationKind();
}

// A simulation starts as a simulator fleet (taskDefaults: 16 instances of 8 GB). Atoms make it a
// molecular-dynamics run, for which instances count the simulations at once and gb_per_instance
// replaces the memory the atoms give: while they still hold the fleet's defaults they go, so one
// ApoA1 run is not sized as 16 simulations of 8 GB; clearing the atoms brings the fleet back.
bool PlanWizard::followSimulationKind()
{
    nlohmann::json &workload = m_plan["workload"];
    if (!workload.contains("simulation") || !workload["simulation"].is_object())
        return false;
    nlohmann::json &sim = workload["simulation"];
    const nlohmann::json fleet = taskDefaults(planner::Task::Simulation)["simulation"];
    const nlohmann::json atoms = sim.value("atoms", nlohmann::json());
    const bool md = atoms.is_number() && atoms.get<double>() > 0;
    if (md && sim.value("instances", nlohmann::json()) == fleet["instances"] &&
        sim.value("gb_per_instance", nlohmann::json()) == fleet["gb_per_instance"]) {
        sim.erase("instances");
        sim.erase("gb_per_instance");
        return true;
    }
    if (!md && !sim.contains("instances") && !sim.contains("gb_per_instance")) {
        sim.update(fleet);
        return true;
    }
    return false;
}

// A vision training job starts from ImageNet (taskDefaults); a speech model's from LibriSpeech's 960
// hours (281,241 utterances: 12.3 s on average, Panayotov et al. 2015), a few epochs as fine-tuning
// runs. Switching the preset between the two kinds swaps the job's size while it is still the other
// kind's default, so Whisper is never sized on ImageNet's 1,281,167 images and 150 GB.
void PlanWizard::followModelKind()
{
    nlohmann::json &workload = m_plan["workload"];
    if (workload.value("task", std::string()) != "cv_training")
        return;
    const nlohmann::json vision = taskDefaults(planner::Task::CvTraining);
    const nlohmann::json speech = {
        {"training", {{"audio_hours", 960}, {"clip_seconds", 12.3}, {"epochs", 3}}}};
    const auto holds = [&](const nlohmann::json &defaults, const char *section) {
        if (!workload.contains(section) || !workload[section].is_object())
            return false;
        for (const auto &[key, value] : defaults[section].items())
            if (key != "deadline_days" && workload[section].value(key, nlohmann::json()) != value)
                return false;
        return true;
    };
    const bool toSpeech = sectiondetail::speechTraining(m_catalog, workload); // a speech preset
    if (toSpeech && holds(vision, "training") && holds(vision, "data")) {
        for (const auto &[key, value] : vision["training"].items())
            if (key != "deadline_days")
                workload["training"].erase(key);
        workload["training"].update(speech["training"]);
        for (const auto &[key, value] : vision["data"].items())
            workload["data"].erase(key);
        if (workload["data"].empty())
            workload.erase("data");
    } else if (!toSpeech && holds(speech, "training")) {
        for (const auto &[key, value] : speech["training"].items())
            workload["training"].erase(key);
        workload["training"].update(vision["training"]);
        nlohmann::json &dataSection = workload["data"];
        if (!dataSection.is_object())
            dataSection = nlohmann::json::object();
        for (const auto &[key, value] : vision["data"].items())
            if (!dataSection.contains(key))
                dataSection[key] = value;
    }
}

// A new diffusion plan starts at 1 image a second (taskDefaults), which for a video model would be
// 3,600 videos an hour; while the load still holds one kind's default, a switch of kind takes the
// other's: 10 videos an hour (a small studio's load), and back. An edited load is converted instead.
void PlanWizard::followLoadUnit()
{
    nlohmann::json &workload = m_plan["workload"];
    if (workload.value("task", std::string()) != "diffusion_inference")
        return;
    const nlohmann::json images = taskDefaults(planner::Task::DiffusionInference)["serving"];
    const nlohmann::json videos = {{"videos_per_hour", 10}};
    const nlohmann::json serving = workload.value("serving", nlohmann::json());
    const bool video = planner::countsVideos(workload, m_catalog);
    if (video && serving == images)
        workload["serving"] = videos;
    else if (!video && serving == videos)
        workload["serving"] = images;
}

void PlanWizard::proposeRunPattern()
{
    if (m_patternChosen)
        return;
    nlohmann::json &workload = m_plan["workload"];
    const std::optional<planner::Task> task =
        planner::taskFromId(QString::fromStdString(workload.value("task", std::string())));
    const nlohmann::json deadline = planner::valueAt(workload, QStringLiteral("training.deadline_days"));
    const bool job = task && !planner::isServing(*task) && *task != planner::Task::VideoProcessing &&
                     *task != planner::Task::Simulation && *task != planner::Task::Geospatial;
    if (job && deadline.is_number() && deadline.get<double>() > 0) {
        planner::setAt(workload, QStringLiteral("run.pattern"), "one_off");
    } else if (planner::valueAt(workload, QStringLiteral("run.pattern")) == "one_off") {
        // The proposal of an earlier task or deadline: the run pattern was never chosen.
        workload["run"].erase("pattern");
        if (workload["run"].empty())
            workload.erase("run");
    }
}

QString PlanWizard::validationError() const
{
    return planner::parseWorkload(m_plan["workload"], m_catalog).error;
}

void PlanWizard::setWorkload(const nlohmann::json &workload)
{
    m_editing = true;
    m_plan["workload"] = workload.is_object() ? workload : nlohmann::json::object();
    m_patternChosen = !planner::valueAt(m_plan["workload"], QStringLiteral("run.pattern")).is_null();
    m_taskPage->selectTask(QString::fromStdString(m_plan["workload"].value("task", std::string("llm_inference"))));
    retranslateUi();
}

QList<std::pair<QString, QString>> PlanWizard::validationErrors() const
{
    QList<std::pair<QString, QString>> out;
    nlohmann::json workload = m_plan["workload"];
    QStringList seen, probed;
    for (int i = 0; i < 32; ++i) {
        const QString error = planner::parseWorkload(workload, m_catalog).error;
        if (error.isEmpty())
            break;
        const auto [head, text] = planner::splitFieldError(error); // ":" or "：" after the field
        if (head.isEmpty()) {
            out.append({QString(), error});
            break;
        }
        const QString path = QStringLiteral("workload.") + head;
        if (seen.contains(path))
            break; // a required value: leaving it out does not get past it
        seen << path;
        if (!probed.contains(path))
            out.append({path, text});
        // A missing value of a custom model is stood in for by a common shape (Llama 3.1 8B) to
        // find the next problem; others are left out.
        static const std::map<QString, nlohmann::json> stand_ins{{QStringLiteral("model.parameters_b"), 8},
                                                                 {QStringLiteral("model.layers"), 32},
                                                                 {QStringLiteral("model.hidden"), 4096},
                                                                 {QStringLiteral("model.heads"), 32},
                                                                 {QStringLiteral("model.kv_heads"), 8}};
        const auto standIn = stand_ins.find(head);
        const bool missing = planner::valueAt(workload, head).is_null();
        if (missing && standIn == stand_ins.end())
            break;
        if (missing)
            probed << path;
        planner::setAt(workload, head, missing ? standIn->second : nlohmann::json());
    }
    return out;
}

QString PlanWizard::fieldName(const QString &path, bool fallback) const
{
    for (FormPage *page : m_formPages)
        if (const QString name = page->fields()->fieldLabel(path); !name.isEmpty())
            return name;
    return fallback ? path.section(QLatin1Char('.'), -1) : QString();
}

QString PlanWizard::fieldText(const QString &path) const
{
    for (FormPage *page : m_formPages)
        if (page->fields()->hasField(path))
            return page->fields()->fieldText(path);
    return {};
}

QString PlanWizard::planName() const
{
    const planner::WorkloadInput in = planner::parseWorkload(m_plan["workload"], m_catalog);
    if (!in.error.isEmpty())
        return tr("New plan");
    // The work as done, not its category: "Qwen2.5-7B – LoRA fine-tuning", "Transcoding".
    const planner::Workload &w = in.workload;
    QString work = planner::taskDisplayName(w);
    if (w.task == planner::Task::LlmFinetune || w.training.method != planner::FinetuneMethod::Full)
        work = w.training.method == planner::FinetuneMethod::Lora    ? tr("LoRA fine-tuning")
               : w.training.method == planner::FinetuneMethod::Qlora ? tr("QLoRA fine-tuning")
                                                                      : tr("full fine-tuning");
    if (w.model.parametersB <= 0) // no model: video, rendering, science
        return work.left(1).toUpper() + work.mid(1);
    return tr("%1 – %2").arg(w.model.name, work);
}

void PlanWizard::retranslateUi()
{
    setWindowTitle(m_editing ? tr("Edit the workload") : tr("New plan"));
    if (m_editing)
        setButtonText(QWizard::FinishButton, tr("&Apply"));
    m_taskPage->retranslateUi();
    for (FormPage *page : m_formPages)
        page->retranslateUi();
}

void PlanWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}

} // namespace gpuplanner::app
