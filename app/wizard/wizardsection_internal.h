// Helpers shared by the workload sections' files (wizardsection_model.cpp, wizardsection_load.cpp,
// wizardsection_data.cpp, wizardsection_deployment.cpp, wizardsection_batch.cpp,
// wizardsection_video.cpp), which wizardfields.cpp assembles into
// workloadSections().
#pragma once

#include "app/wizard/wizardfields.h"
#include "planner/workload/loadunit.h"
#include "widgets/editfields.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QString>
#include <QStringList>

namespace gpuplanner::app::sectiondetail {

using planner::Task;
using widgets::EditFields;

// Sets the label of the row of the editor named `path`; an editor the fields lack is passed over.
inline void label(EditFields *f, const char *path, const QString &text)
{
    if (QWidget *w = f->findChild<QWidget *>(QString::fromLatin1(path)))
        f->setLabel(w, text);
}

// Sets the texts of a list's first items, in order: the translated names of its fixed choices, set
// again on a language change (the catalog's rows after them keep their names).
inline void setItems(EditFields *f, const char *path, const QStringList &texts)
{
    if (auto *combo = f->findChild<QComboBox *>(QString::fromLatin1(path)))
        for (int i = 0; i < texts.size() && i < combo->count(); ++i)
            combo->setItemText(i, texts[i]);
}

// The text a number field shows at its minimum, where that minimum means "not given" or a default.
inline void specialText(EditFields *f, const char *path, const QString &text)
{
    if (auto *spin = f->findChild<QAbstractSpinBox *>(QString::fromLatin1(path)))
        spin->setSpecialValueText(text);
}

// The tooltip of the editor named `path`; an editor the fields lack is passed over.
inline void tip(EditFields *f, const char *path, const QString &text)
{
    if (QWidget *w = f->findChild<QWidget *>(QString::fromLatin1(path)))
        w->setToolTip(text);
}

// The tasks of a language model (their fields: architecture, tokens).
inline bool llm(Task task)
{
    return task == Task::LlmPretraining || task == Task::LlmFinetune || task == Task::LlmInference ||
           task == Task::BatchInference;
}

// The tasks of any machine-learning model (their fields: a model preset, precision).
inline bool mlModel(Task task)
{
    return llm(task) || task == Task::DiffusionInference || task == Task::DiffusionTraining ||
           task == Task::CvTraining;
}

// The kind of the preset ("vision", "speech", "llm"…) of a job of `task`; empty for another task or a
// custom model.
inline QString presetKind(const catalog::Catalog &catalog, const nlohmann::json &workload, Task task)
{
    if (workloadTask(workload) != task || !workload.contains("model") || !workload["model"].is_object())
        return {};
    const std::string preset = workload["model"].value("preset", std::string());
    const catalog::ModelPreset *p = preset.empty() ? nullptr : catalog.model(QString::fromStdString(preset));
    return p ? p->kind : QString();
}

// The kind of a batch job's model: its preset's, or what a custom model states or implies, as the
// engine reads it (workloadjson_model.cpp): model.kind, a vision network's activations or layer count
// without transformer layers, an encoder-decoder's decoder layers; else a language model.
inline QString batchModelKind(const catalog::Catalog &catalog, const nlohmann::json &workload)
{
    const QString preset = presetKind(catalog, workload, Task::BatchInference);
    if (!preset.isEmpty() || workloadTask(workload) != Task::BatchInference || !workload.contains("model") ||
        !workload["model"].is_object() || !workload["model"].value("preset", std::string()).empty())
        return preset;
    const nlohmann::json &m = workload["model"];
    const std::string stated =
        m.contains("kind") && m["kind"].is_string() ? m["kind"].get<std::string>() : std::string();
    if (stated == "vision" || stated == "encoder")
        return QString::fromStdString(stated);
    if (stated.empty() && (m.contains("activations_m") || m.contains("conv_layers")) && !m.contains("layers"))
        return QStringLiteral("vision");
    if (stated.empty() && m.contains("decoder_layers"))
        return QStringLiteral("speech");
    return QStringLiteral("llm");
}

// Batch inference of a vision model (a CNN or ViT, preset or custom): images, not prompts
// (visioninference.cpp).
inline bool visionBatch(const catalog::Catalog &catalog, const nlohmann::json &workload)
{
    return batchModelKind(catalog, workload) == QLatin1String("vision");
}

// Batch transcription with a speech preset (Whisper): hours of audio, not prompts (speechinference.cpp).
inline bool speechBatch(const catalog::Catalog &catalog, const nlohmann::json &workload)
{
    return batchModelKind(catalog, workload) == QLatin1String("speech");
}

// Batch inference of an encoder preset (BERT, an embedding model): texts of so many tokens, nothing
// generated (encoderinference.cpp).
inline bool encoderBatch(const catalog::Catalog &catalog, const nlohmann::json &workload)
{
    return batchModelKind(catalog, workload) == QLatin1String("encoder");
}

// A video diffusion model (a preset with frames, or a custom model.frames): its load is videos an hour.
inline bool videoModel(const catalog::Catalog &catalog, const nlohmann::json &workload)
{
    return workloadTask(workload) == Task::DiffusionInference && planner::countsVideos(workload, catalog);
}

// Training a speech preset (Whisper fine-tuning, task cv_training): hours of audio, not samples
// (speechtraining.cpp).
inline bool speechTraining(const catalog::Catalog &catalog, const nlohmann::json &workload)
{
    return presetKind(catalog, workload, Task::CvTraining) == QLatin1String("speech");
}

// A vision or speech batch job's fields (wizardsection_batch.cpp): the speech fields' labels, for the load
// section's label(); and, for its prepare(), which fields a batch job shows and what its job, batch and
// software fields are called.
void labelSpeechFields(EditFields *f);
void labelTrainingFields(EditFields *f); // a speech model's audio, the EMA, the data loaders
void prepareBatchFields(const catalog::Catalog &catalog, EditFields *f, const nlohmann::json &workload);
void addVideoFields(EditFields *f); // wizardsection_video.cpp
void labelVideoFields(EditFields *f);

// The sections, in the order the wizard shows them (one file each).
WorkloadSection modelSection(const catalog::Catalog &catalog);
WorkloadSection loadSection(const catalog::Catalog &catalog);
WorkloadSection dataSection(const catalog::Catalog &catalog);
WorkloadSection deploymentSection(const catalog::Catalog &catalog);

} // namespace gpuplanner::app::sectiondetail
