// The load section's fields of a vision or speech batch job (wizardsection_load.cpp assembles them): a
// vision model's job counts images, a speech model's hours of audio, where a language model's counts
// requests and tokens (visioninference.cpp, speechinference.cpp).
#include "app/wizard/wizardsection_internal.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>

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

void prepareBatchFields(const catalog::Catalog &catalog, EditFields *f, const nlohmann::json &workload)
{
    const bool images = visionBatch(catalog, workload);
    const bool audio = speechBatch(catalog, workload);
    // The software stack's choices name the stacks of the model at hand, and the job and batch fields
    // say what they count; set here for every task, not in label(), so that a task or model change
    // renames them (a language change runs this after label()).
    setItems(
        f, "workload.software.optimization",
        audio ? QStringList{QCoreApplication::translate("wizard",
                                                        "Framework defaults (Hugging Face transformers)"),
                            QCoreApplication::translate(
                                "wizard", "Optimised engine (faster-whisper, WhisperX, TensorRT-LLM)")}
        : images
            ? QStringList{QCoreApplication::translate("wizard", "Framework defaults (PyTorch)"),
                          QCoreApplication::translate("wizard", "Optimised (TensorRT, MLPerf-grade)")}
            : QStringList{QCoreApplication::translate("wizard", "Framework defaults (PyTorch, diffusers)"),
                          QCoreApplication::translate("wizard", "Optimised (TensorRT, MLPerf-grade)")});
    label(f, "workload.serving.total_requests",
          images ? QCoreApplication::translate("wizard", "Images in the &job:")
                 : QCoreApplication::translate("wizard", "Requests in the &job:"));
    label(f, "workload.serving.max_batch",
          images  ? QCoreApplication::translate("wizard", "Images per ca&ll:")
          : audio ? QCoreApplication::translate("wizard", "30 s windows per ca&ll:")
                  : QCoreApplication::translate("wizard", "Engine batch li&mit:"));
    specialText(f, "workload.serving.max_batch",
                images  ? QCoreApplication::translate("wizard", "Not given (256, halved until it fits)")
                : audio ? QCoreApplication::translate("wizard", "Not given (16, halved until it fits)")
                        : QCoreApplication::translate("wizard", "None (the KV cache's room)"));
    if (workloadTask(workload) != Task::BatchInference)
        return;
    // A speech job counts hours of audio: the request and token fields go. The software stack matters
    // to vision and speech jobs, not to a language model's (the LLM path's engines).
    for (const char *field : {"workload.serving.audio_hours", "workload.serving.clip_seconds",
                              "workload.serving.beams", "workload.model.decoder_tokens"})
        f->setFieldVisible(QString::fromLatin1(field), audio);
    f->setFieldVisible(QStringLiteral("workload.serving.total_requests"), !audio);
    f->setFieldVisible(QStringLiteral("workload.software.optimization"), images || audio);
    f->setFieldVisible(QStringLiteral("workload.serving.prompt_tokens"), !images && !audio);
    f->setFieldVisible(QStringLiteral("workload.serving.output_tokens"), !images && !audio);
    if (auto *total = f->findChild<QDoubleSpinBox *>(QStringLiteral("workload.serving.total_requests"))) {
        const char *unit =
            images ? QT_TRANSLATE_NOOP("wizard", "images") : QT_TRANSLATE_NOOP("wizard", "requests");
        total->setProperty("unitSource", QByteArray(unit)); // kept on a language change (editfields.cpp)
        total->setSuffix(QLatin1Char(' ') + QCoreApplication::translate("wizard", unit));
    }
}

} // namespace gpuplanner::app::sectiondetail
