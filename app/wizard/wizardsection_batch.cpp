// The load section's fields of a vision or speech job (wizardsection_load.cpp assembles them): a vision
// model's batch job counts images, a speech model's hours of audio, where a language model's counts
// requests and tokens (visioninference.cpp, speechinference.cpp); training a speech model counts hours
// of audio and clips, not samples (speechtraining.cpp).
#include "app/wizard/wizardsection_internal.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QListView>

namespace gpuplanner::app::sectiondetail {

void labelSpeechFields(EditFields *f)
{
    label(f, "workload.serving.audio_hours", QCoreApplication::translate("wizard", "&Audio in the job:"));
    label(f, "workload.serving.clip_seconds",
          QCoreApplication::translate("wizard", "Mean recordin&g length:"));
    specialText(f, "workload.serving.clip_seconds",
                QCoreApplication::translate("wizard", "Long recordings (cut into 30 s windows)"));
    tip(f, "workload.serving.clip_seconds",
        QCoreApplication::translate(
            "wizard", "Whisper encodes 30 s at a time: a shorter recording (a voice message, a call "
                      "snippet) is padded to 30 s, so short clips cost nearly a full window each."));
    label(f, "workload.model.decoder_tokens",
          QCoreApplication::translate("wizard", "Transcript t&okens per 30 s:"));
    specialText(f, "workload.model.decoder_tokens",
                QCoreApplication::translate("wizard", "The preset's (128, English speech)"));
    tip(f, "workload.model.decoder_tokens",
        QCoreApplication::translate(
            "wizard", "Tokens the decoder writes for 30 s of speech, timestamps included; each is a "
                      "decode step. The presets assume 128, an estimate for English speech; fast or "
                      "dense speech, and languages the tokenizer splits finer, take more."));
    label(f, "workload.serving.beams", QCoreApplication::translate("wizard", "Beam widt&h:"));
    specialText(f, "workload.serving.beams", QCoreApplication::translate("wizard", "1 (greedy, default)"));
    tip(f, "workload.serving.beams",
        QCoreApplication::translate("wizard", "1 decodes greedily (Hugging Face's default); faster-whisper "
                                              "and openai-whisper's command line decode with 5 beams."));
}

// The sample-based training fields: a speech model's audio and clips, the EMA copy, the data loaders.
void labelTrainingFields(EditFields *f)
{
    label(f, "workload.training.audio_hours", QCoreApplication::translate("wizard", "&Audio per epoch:"));
    specialText(f, "workload.training.audio_hours",
                QCoreApplication::translate("wizard", "Not given (the clips per epoch count)"));
    tip(f, "workload.training.audio_hours",
        QCoreApplication::translate("wizard", "Hours of audio one epoch reads; with the mean clip length "
                                              "they give the clips, and they replace the clips per epoch."));
    label(f, "workload.training.clip_seconds", QCoreApplication::translate("wizard", "Mean clip lengt&h:"));
    specialText(f, "workload.training.clip_seconds",
                QCoreApplication::translate("wizard", "30 s (whole windows)"));
    tip(f, "workload.training.clip_seconds",
        QCoreApplication::translate(
            "wizard", "Training clips are at most 30 s; each is padded to Whisper's 30 s window, so "
                      "a 5 s clip costs the encoder a whole window and only its transcript is shorter."));
    label(f, "workload.training.ema",
          QCoreApplication::translate("wizard", "Keep a mo&ving-average (EMA) copy of the weights"));
    tip(f, "workload.training.ema",
        QCoreApplication::translate("wizard", "An exponential moving average of the weights, kept in FP32 on "
                                              "every GPU and saved with each checkpoint: DiT's training "
                                              "script always keeps one, diffusers' scripts with --use_ema."));
    label(f, "workload.training.dataloader_workers",
          QCoreApplication::translate("wizard", "Data loader &workers:"));
    // The counts' own items keep their numbers (wizardsection_load.cpp).
    setItems(f, "workload.training.dataloader_workers",
             {QCoreApplication::translate("wizard", "Not given (enough to keep up; the CPU is sized)"),
              QCoreApplication::translate("wizard", "0 (the training process loads, PyTorch's default)")});
    tip(f, "workload.training.dataloader_workers",
        QCoreApplication::translate(
            "wizard", "PyTorch DataLoader's num_workers per GPU (Hugging Face Trainer's "
                      "dataloader_num_workers). With 0 each batch is prepared in the training process "
                      "before its step, so loading and training add up; the recipes of Hugging Face's "
                      "Whisper guides leave it at 0."));
}

void prepareBatchFields(const catalog::Catalog &catalog, EditFields *f, const nlohmann::json &workload)
{
    const bool clips = speechTraining(catalog, workload);
    const bool images = visionBatch(catalog, workload);
    const bool audio = speechBatch(catalog, workload);
    const bool texts = encoderBatch(catalog, workload);
    // Training a speech model counts hours of audio, not samples; its transcript's tokens matter.
    label(f, "workload.training.samples",
          clips ? QCoreApplication::translate("wizard", "C&lips per epoch:")
                : QCoreApplication::translate("wizard", "&Samples per epoch:"));
    specialText(f, "workload.training.samples",
                clips ? QCoreApplication::translate("wizard", "Not given (from the audio per epoch)")
                      : QCoreApplication::translate("wizard", "Not set"));
    if (workloadTask(workload) == Task::CvTraining) {
        for (const char *field : {"workload.training.audio_hours", "workload.training.clip_seconds",
                                  "workload.model.decoder_tokens"})
            f->setFieldVisible(QString::fromLatin1(field), clips);
        f->setFieldVisible(QStringLiteral("workload.software.memory_format"), !clips);
    }

    // The software stack's choices name the stacks of the model at hand, and the job and batch fields
    // say what they count; set here for every task, not in label(), so that a task or model change
    // renames them (a language change runs this after label()).
    const QString tensorRt = QCoreApplication::translate("wizard", "TensorRT FP16 engines");
    setItems(
        f, "workload.software.optimization",
        audio ? QStringList{QCoreApplication::translate("wizard",
                                                        "Framework defaults (Hugging Face transformers)"),
                            QCoreApplication::translate(
                                "wizard", "Optimised engine (faster-whisper, WhisperX, TensorRT-LLM)"),
                            tensorRt}
        : images || clips || texts || workloadTask(workload) == Task::CvTraining // PyTorch's, not diffusers'
            ? QStringList{QCoreApplication::translate("wizard", "Framework defaults (PyTorch)"),
                          QCoreApplication::translate("wizard", "Optimised (compiled graphs, MLPerf-grade)"),
                          tensorRt}
            : QStringList{QCoreApplication::translate("wizard", "Framework defaults (PyTorch, diffusers)"),
                          QCoreApplication::translate("wizard", "Optimised (compiled graphs, MLPerf-grade)"),
                          tensorRt});
    // TensorRT FP16 engines are an inference stack of image models (diffusion, vision): training and
    // speech jobs do not offer them.
    const bool tensorRtApplies = workloadTask(workload) == Task::DiffusionInference ||
                                 (workloadTask(workload) == Task::BatchInference && (images || texts));
    if (auto *combo = f->findChild<QComboBox *>(QStringLiteral("workload.software.optimization")))
        if (auto *view = qobject_cast<QListView *>(combo->view()))
            view->setRowHidden(2, !tensorRtApplies);
    label(f, "workload.serving.total_requests",
          images  ? QCoreApplication::translate("wizard", "Images in the &job:")
          : texts ? QCoreApplication::translate("wizard", "Texts in the &job:")
                  : QCoreApplication::translate("wizard", "Requests in the &job:"));
    label(f, "workload.serving.prompt_tokens",
          texts ? QCoreApplication::translate("wizard", "&Tokens per text:")
                : QCoreApplication::translate("wizard", "&Prompt tokens per request:"));
    specialText(
        f, "workload.serving.prompt_tokens",
        texts ? QCoreApplication::translate("wizard", "Not given (512, or the model's positions if fewer)")
              : QCoreApplication::translate("wizard", "Not set"));
    label(f, "workload.serving.max_batch",
          images  ? QCoreApplication::translate("wizard", "Images per ca&ll:")
          : texts ? QCoreApplication::translate("wizard", "Texts per ca&ll:")
          : audio ? QCoreApplication::translate("wizard", "30 s windows per ca&ll:")
                  : QCoreApplication::translate("wizard", "Engine batch li&mit:"));
    specialText(f, "workload.serving.max_batch",
                images || texts
                    ? QCoreApplication::translate("wizard", "Not given (256, halved until it fits)")
                : audio ? QCoreApplication::translate("wizard", "Not given (16, halved until it fits)")
                        : QCoreApplication::translate("wizard", "None (the KV cache's room)"));
    // The attention kernel: a diffusion pipeline's, or an encoder's (its texts' scores).
    tip(f, "workload.serving.attention",
        texts
            ? QCoreApplication::translate(
                  "wizard", "BERT in Hugging Face transformers before its SDPA path (4.41), and TorchScript "
                            "or ONNX graphs exported from it, compute attention unfused: each query-key "
                            "score is written and read 8 times (the product, its scaling, the mask, the "
                            "softmax). BERT-Large at 512 tokens computes 100 million scores a text, 1.6 GB "
                            "of traffic at 16 bits.")
            : QCoreApplication::translate(
                  "wizard", "Diffusers on PyTorch before 2.0 without xformers computes attention "
                            "unfused: every query-key score goes to GPU memory and back, 4 passes of "
                            "2 bytes. Stable Diffusion 1.5 at 512×512 computes 732 million scores a UNet "
                            "pass, about 0.18 s per image of an A100 80GB PCIe's bandwidth at 30 steps "
                            "with guidance."));
    // A video model's load is counted in videos an hour, an image model's in images a second.
    if (workloadTask(workload) == Task::DiffusionInference) {
        const bool video = videoModel(catalog, workload);
        f->setFieldVisible(QStringLiteral("workload.serving.videos_per_hour"), video);
        f->setFieldVisible(QStringLiteral("workload.serving.images_per_s"), !video);
        label(f, "workload.serving.images_per_call",
              video ? QCoreApplication::translate("wizard", "Videos per ca&ll (batch):")
                    : QCoreApplication::translate("wizard", "Images per ca&ll (batch):"));
    }
    if (workloadTask(workload) != Task::BatchInference)
        return;
    f->setFieldVisible(QStringLiteral("workload.serving.attention"), texts);
    // A speech job counts hours of audio: the request and token fields go. The software stack matters
    // to vision and speech jobs, not to a language model's (the LLM path's engines).
    for (const char *field : {"workload.serving.audio_hours", "workload.serving.clip_seconds",
                              "workload.serving.beams", "workload.model.decoder_tokens"})
        f->setFieldVisible(QString::fromLatin1(field), audio);
    f->setFieldVisible(QStringLiteral("workload.serving.total_requests"), !audio);
    // An encoder reads its texts and writes one vector or label each: no output tokens.
    f->setFieldVisible(QStringLiteral("workload.software.optimization"), images || audio || texts);
    f->setFieldVisible(QStringLiteral("workload.serving.prompt_tokens"), !images && !audio);
    f->setFieldVisible(QStringLiteral("workload.serving.output_tokens"), !images && !audio && !texts);
    if (auto *total = f->findChild<QDoubleSpinBox *>(QStringLiteral("workload.serving.total_requests"))) {
        const char *unit = images  ? QT_TRANSLATE_NOOP("wizard", "images")
                           : texts ? QT_TRANSLATE_NOOP("wizard", "texts")
                                   : QT_TRANSLATE_NOOP("wizard", "requests");
        total->setProperty("unitSource", QByteArray(unit)); // kept on a language change (editfields.cpp)
        total->setSuffix(QLatin1Char(' ') + QCoreApplication::translate("wizard", unit));
    }
}

} // namespace gpuplanner::app::sectiondetail
