#include "planner/workload/workload.h"

#include <algorithm>
#include <array>
#include <QCoreApplication>
#include <utility>

namespace gpuplanner::planner {

namespace {
const std::array<std::pair<Task, const char *>, 12> kTaskIds{{
    {Task::LlmPretraining, "llm_pretraining"},
    {Task::LlmFinetune, "llm_finetune"},
    {Task::LlmInference, "llm_inference"},
    {Task::BatchInference, "batch_inference"},
    {Task::DiffusionInference, "diffusion_inference"},
    {Task::DiffusionTraining, "diffusion_training"},
    {Task::CvTraining, "cv_training"},
    {Task::VideoProcessing, "video_processing"},
    {Task::Rendering, "rendering"},
    {Task::Scientific, "scientific"},
    {Task::Simulation, "simulation"},
    {Task::Geospatial, "geospatial"},
}};

const std::array<std::pair<Precision, const char *>, 7> kPrecisionIds{{
    {Precision::Fp32, "fp32"},
    {Precision::Bf16, "bf16"},
    {Precision::Fp16, "fp16"},
    {Precision::Fp8, "fp8"},
    {Precision::Int8, "int8"},
    {Precision::Int4, "int4"},
    {Precision::Fp4, "fp4"},
}};
} // namespace

double attentionHeadWidth(const ModelSpec &m)
{
    return m.headDim > 0 ? m.headDim : double(m.hidden) / std::max(1, m.heads);
}

double attentionGflopsPerPass(const ModelSpec &m)
{
    return std::max(0.0, 4.0 * m.attentionScoresM * 1e6 * attentionHeadWidth(m) / 1e9);
}

bool isTraining(Task task)
{
    return task == Task::LlmPretraining || task == Task::LlmFinetune || task == Task::DiffusionTraining ||
           task == Task::CvTraining;
}

bool isLlmTask(Task task)
{
    return task == Task::LlmPretraining || task == Task::LlmFinetune || task == Task::LlmInference ||
           task == Task::BatchInference;
}

bool isServing(Task task)
{
    return task == Task::LlmInference || task == Task::DiffusionInference;
}

bool mdWithinANode(const MediaInput &m)
{
    return m.mdEngine == MdEngine::Openmm || (m.mdEngine == MdEngine::Namd && m.mdMode != MdMode::GpuOffload);
}

// The task as people name it, in the documents' words (context "report").
QString taskDisplayName(Task task)
{
    switch (task) {
    case Task::LlmPretraining: return QCoreApplication::translate("report", "LLM pre-training");
    case Task::LlmFinetune: return QCoreApplication::translate("report", "LLM fine-tuning");
    case Task::LlmInference: return QCoreApplication::translate("report", "LLM online serving");
    case Task::BatchInference: return QCoreApplication::translate("report", "batch (offline) inference");
    case Task::DiffusionInference: return QCoreApplication::translate("report", "image or video generation (diffusion) serving");
    case Task::DiffusionTraining: return QCoreApplication::translate("report", "diffusion model training");
    case Task::CvTraining: return QCoreApplication::translate("report", "computer-vision training");
    case Task::VideoProcessing: return QCoreApplication::translate("report", "video processing");
    case Task::Rendering: return QCoreApplication::translate("report", "rendering");
    case Task::Scientific: return QCoreApplication::translate("report", "scientific computing (FP64)");
    case Task::Simulation: return QCoreApplication::translate("report", "simulation");
    case Task::Geospatial: return QCoreApplication::translate("report", "geospatial processing");
    }
    return taskId(task);
}

QString taskDisplayName(const Workload &w)
{
    if (w.task == Task::CvTraining && w.model.kind == QLatin1String("speech"))
        return QCoreApplication::translate("report", "speech-model training");
    return taskDisplayName(w.task);
}

QString taskId(Task task)
{
    for (const auto &[t, id] : kTaskIds)
        if (t == task)
            return QString::fromLatin1(id);
    return {};
}

QString precisionId(Precision p)
{
    for (const auto &[q, id] : kPrecisionIds)
        if (q == p)
            return QString::fromLatin1(id);
    return {};
}

std::optional<Task> taskFromId(const QString &id)
{
    for (const auto &[t, name] : kTaskIds)
        if (id == QLatin1String(name))
            return t;
    return std::nullopt;
}

std::optional<Precision> precisionFromId(const QString &id)
{
    for (const auto &[p, name] : kPrecisionIds)
        if (id == QLatin1String(name))
            return p;
    return std::nullopt;
}

QStringList allTaskIds()
{
    QStringList out;
    for (const auto &[t, id] : kTaskIds)
        out << QString::fromLatin1(id);
    return out;
}

} // namespace gpuplanner::planner
