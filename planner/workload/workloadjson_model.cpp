// The model of a workload document: a catalog preset, its fields overridden, or a custom model
// (workloadjson_load.h), and the catalog-lookup message the other readers share.
#include "planner/workload/videoclip.h"
#include "planner/workload/workloadjson.h"
#include "planner/workload/workloadjson_load.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

QString lookupFailure(const QString &name, const catalog::LookupResult &found)
{
    if (found.matches.size() > 1) {
        QStringList ids;
        for (const catalog::CatalogMatch &m : found.matches)
            ids << m.row->id;
        return QCoreApplication::translate("input", "'%1' matches several catalog rows: %2")
            .arg(name, ids.join(QStringLiteral(", ")));
    }
    if (!found.suggestions.isEmpty())
        return QCoreApplication::translate("input", "no catalog row is named '%1'; did you mean: %2?")
            .arg(name, found.suggestions.join(QStringLiteral(", ")));
    return QCoreApplication::translate("input", "no catalog row is named '%1'").arg(name);
}

namespace {

// A video preset's clip (model.resolution, model.frames): the pass's FLOPs and scores follow the
// latent tokens (videoclip.h) unless the plan gives gflops_per_sample for its clip itself. A custom
// video model gives its FLOPs for its own clip: its frames only mark it a video.
void videoClip(const JsonFields &f, Task task, const VideoClip &preset, ModelSpec &m)
{
    const std::optional<QString> size = f.text("resolution");
    if (!size && !(f.has("frames") && preset.frames > 0))
        return;
    if (task != Task::DiffusionInference || preset.frames <= 0 || preset.width <= 0) {
        if (size)
            f.fail("resolution",
                   QCoreApplication::translate("input", "applies to a video preset in "
                                                        "diffusion_inference (a custom model "
                                                        "gives gflops_per_sample for its clip)"));
        return;
    }
    VideoClip to = preset;
    to.frames = m.frames;
    if (size) {
        const std::optional<VideoClip> parsed = parseVideoSize(*size);
        if (!parsed)
            f.fail("resolution", QCoreApplication::translate("input", "must read width x height in pixels "
                                                                      "(832x480), found '%1'")
                                     .arg(*size));
        to.width = parsed->width;
        to.height = parsed->height;
    }
    if (const QString sides = videoClipProblem({to.width, to.height, 0}); !sides.isEmpty())
        f.fail("resolution", sides);
    if (const QString frames = videoClipProblem(to); !frames.isEmpty())
        f.fail("frames", frames);
    if (!f.has("gflops_per_sample") &&
        (to.width != preset.width || to.height != preset.height || to.frames != preset.frames))
        rescaleVideoPass(m, preset, to);
}

} // namespace

ModelSpec readModel(const JsonFields &f, const catalog::Catalog &c, Task task)
{
    f.onlyKeys({"preset",
                "name",
                "kind",
                "parameters_b",
                "active_parameters_b",
                "layers",
                "hidden",
                "heads",
                "kv_heads",
                "head_dim",
                "intermediate",
                "vocab",
                "context",
                "gflops_per_sample",
                "activations_m",
                "concat_inputs_m",
                "detection_scores_m",
                "conv_layers",
                "attention_scores_m",
                "attention_layer_scores_m",
                "encoder_layers",
                "decoder_layers",
                "audio_positions",
                "mel_bins",
                "decoder_tokens",
                "default_steps",
                "guidance_passes",
                "frames",
                "resolution",
                "sliding_window",
                "sliding_window_layers",
                "experts",
                "experts_per_token",
                "dense_layers",
                "shared_experts",
                "moe_intermediate"});
    ModelSpec m;
    VideoClip presetClip; // a video preset's own clip (catalog input_resolution and frames)
    if (const auto preset = f.text("preset")) {
        const catalog::LookupResult found = c.find(*preset, catalog::Kind::Model);
        if (found.matches.size() != 1)
            f.fail("preset", lookupFailure(*preset, found));
        const auto &row = *static_cast<const catalog::ModelPreset *>(found.matches.front().row);
        m = modelFromPreset(row);
        if (const std::optional<VideoClip> clip =
                row.frames > 0 ? parseVideoSize(row.inputResolution) : std::nullopt)
            presetClip = {clip->width, clip->height, row.frames};
    } else {
        m.name = f.text("name").value_or(QCoreApplication::translate("input", "custom model"));
        // A custom model of a batch job that gives a convolutional network's activations or convolution
        // layers and no transformer layers is a vision model (its images go through
        // visioninference.cpp); otherwise an LLM task's custom model is a language model.
        if (task == Task::BatchInference && (f.has("activations_m") || f.has("conv_layers")) &&
            !f.has("layers"))
            m.kind = QStringLiteral("vision");
        else if ((task == Task::BatchInference || task == Task::CvTraining) &&
                 f.has("decoder_layers")) // an encoder-decoder (Whisper)
            m.kind = QStringLiteral("speech");
        else if (isLlmTask(task))
            m.kind = QStringLiteral("llm");
        else if (task == Task::DiffusionInference || task == Task::DiffusionTraining)
            m.kind = QStringLiteral("diffusion");
        else
            m.kind = QStringLiteral("vision");
    }
    const bool custom = m.presetId.isEmpty();
    // A custom language model is a decoder (it generates tokens) unless it says it is an encoder (BERT,
    // an embedding or reranking model: one vector or label a sequence, encoderinference.cpp).
    // A custom model of a batch job may also say it is a vision model (images through a network), as
    // its activations or layer count already tell.
    if (const auto k = f.choice("kind", {"decoder", "encoder", "vision"})) {
        if (*k == 2) {
            if (!custom || task != Task::BatchInference)
                f.fail("kind", QCoreApplication::translate("input", "vision applies to a custom model of a "
                                                                    "batch_inference job only (a preset "
                                                                    "carries its own kind)"));
            m.kind = QStringLiteral("vision");
        } else {
            if (!custom || !isLlmTask(task) || m.kind != QLatin1String("llm"))
                f.fail("kind", QCoreApplication::translate("input", "applies to a custom language model only "
                                                                    "(a preset carries its own)"));
            if (*k == 1)
                m.kind = QStringLiteral("encoder");
        }
    }
    if (const auto v = f.number("parameters_b", 1e-6, 1e5))
        m.parametersB = *v;
    if (const auto v = f.number("active_parameters_b", 1e-6, 1e5))
        m.activeParametersB = *v;
    if (custom && m.activeParametersB == 0)
        m.activeParametersB = m.parametersB;
    if (m.activeParametersB > m.parametersB)
        f.fail("active_parameters_b",
               QCoreApplication::translate("input", "must not exceed parameters_b (%1)").arg(m.parametersB));
    auto setInt = [&](const char *key, int &out, int max) {
        if (const auto v = f.integer(key, 1, max))
            out = *v;
    };
    setInt("layers", m.layers, 100000);
    setInt("hidden", m.hidden, 1000000);
    setInt("heads", m.heads, 100000);
    setInt("kv_heads", m.kvHeads, 100000);
    setInt("head_dim", m.headDim, 100000);
    setInt("intermediate", m.intermediate, 10000000);
    setInt("vocab", m.vocab, 10000000);
    setInt("context", m.context, 100000000);
    setInt("default_steps", m.defaultSteps, 100000);
    setInt("guidance_passes", m.guidancePasses, 4);
    setInt("frames", m.frames, 100000);
    if (f.has("frames") && task != Task::DiffusionInference)
        f.fail("frames",
               QCoreApplication::translate("input", "applies to diffusion inference (a video model's "
                                                    "frames a sample)"));
    else if (m.frames > 0 && task == Task::DiffusionTraining)
        f.fail("preset",
               QCoreApplication::translate("input", "'%1' is a video model: training one (its frames' "
                                                    "tokens spread over GPUs by sequence parallelism) "
                                                    "is not sized; plan its generation as task "
                                                    "diffusion_inference")
                   .arg(m.name));
    if (f.has("guidance_passes") && task != Task::DiffusionInference)
        f.fail("guidance_passes", QCoreApplication::translate("input", "applies to diffusion inference (the "
                                                                       "denoiser's passes a step)"));
    if (const auto v = f.integer("sliding_window", 0, 100000000)) {
        m.slidingWindow = *v;
        m.slidingLayers = *v > 0 ? m.layers : 0; // every layer unless sliding_window_layers says fewer
    }
    if (const auto v = f.integer("sliding_window_layers", 0, 100000))
        m.slidingLayers = *v;
    if (m.slidingLayers > m.layers)
        f.fail("sliding_window_layers",
               QCoreApplication::translate("input", "must not exceed layers (%1), found %2")
                   .arg(m.layers)
                   .arg(m.slidingLayers));
    if (m.slidingLayers > 0 && m.slidingWindow == 0)
        f.fail("sliding_window_layers", QCoreApplication::translate("input", "needs sliding_window"));
    setInt("experts", m.experts, 100000);
    setInt("experts_per_token", m.expertsPerToken, 100000);
    if (const auto v = f.integer("dense_layers", 0, 100000))
        m.denseLayers = *v;
    if (const auto v = f.integer("shared_experts", 0, 100000))
        m.sharedExperts = *v;
    setInt("moe_intermediate", m.moeIntermediate, 10000000);
    if (m.experts > 0 && m.expertsPerToken > m.experts)
        f.fail("experts_per_token",
               QCoreApplication::translate("input", "must not exceed experts (%1), found %2")
                   .arg(m.experts)
                   .arg(m.expertsPerToken));
    if (m.denseLayers > m.layers)
        f.fail("dense_layers", QCoreApplication::translate("input", "must not exceed layers (%1), found %2")
                                   .arg(m.layers)
                                   .arg(m.denseLayers));
    if (const auto v = f.number("gflops_per_sample", 1e-6, 1e12)) {
        // The preset's sample (resolution, tokens) no longer describes the figure given; a CNN's
        // activations scale with its FLOPs when the resolution changes (both follow the pixels).
        if (!m.presetId.isEmpty() && *v != m.gflopsPerSample) {
            m.sample.clear();
            if (m.gflopsPerSample > 0) {
                m.activationsM *= *v / m.gflopsPerSample;
                m.concatInputsM *= *v / m.gflopsPerSample;
                m.detectionScoresM *= *v / m.gflopsPerSample;
                // Tokens follow the pixels, an attention layer's scores their square.
                m.attentionScoresM *= (*v / m.gflopsPerSample) * (*v / m.gflopsPerSample);
                m.attentionLayerScoresM *= (*v / m.gflopsPerSample) * (*v / m.gflopsPerSample);
            }
        }
        m.gflopsPerSample = *v;
    }
    videoClip(f, task, presetClip, m);
    // A convolutional network's counts (activations, DenseNet's concatenations, a detector's class
    // scores): vision models only.
    const auto visionCount = [&](const char *key, double least, double &out, const QString &what) {
        if (const auto v = f.number(key, least, 1e9)) {
            if (m.kind != QLatin1String("vision"))
                f.fail(
                    key,
                    QCoreApplication::translate("input", "%1; it applies to vision models only").arg(what));
            out = *v;
        }
    };
    visionCount("activations_m", 1e-6, m.activationsM,
                QCoreApplication::translate("input", "sets a convolutional network's memory traffic"));
    visionCount("concat_inputs_m", 0, m.concatInputsM,
                QCoreApplication::translate("input", "counts a densely connected convolutional network's "
                                                     "concatenations"));
    visionCount("detection_scores_m", 0, m.detectionScoresM,
                QCoreApplication::translate("input", "counts a detector's class scores"));
    if (const auto v = f.integer("conv_layers", 1, 100000)) {
        if (m.kind != QLatin1String("vision"))
            f.fail("conv_layers",
                   QCoreApplication::translate("input", "counts a vision model's convolution and linear "
                                                        "layers; it applies to vision models only"));
        m.convLayers = *v;
    }

    // A diffusion model's attention scores: a pass's, and its largest layer's.
    const auto diffusionCount = [&](const char *key, double &out) {
        if (const auto v = f.number(key, 0, 1e9)) {
            if (m.kind != QLatin1String("diffusion"))
                f.fail(key,
                       QCoreApplication::translate("input", "counts a diffusion model's attention scores; "
                                                            "it applies to diffusion models only"));
            out = *v;
        }
    };
    diffusionCount("attention_scores_m", m.attentionScoresM);
    diffusionCount("attention_layer_scores_m", m.attentionLayerScoresM);
    if (m.attentionLayerScoresM > m.attentionScoresM && m.attentionScoresM > 0)
        f.fail("attention_layer_scores_m",
               QCoreApplication::translate("input",
                                           "must not exceed the pass's attention_scores_m (%1), found %2")
                   .arg(m.attentionScoresM)
                   .arg(m.attentionLayerScoresM));

    setInt("encoder_layers", m.encoderLayers, 100000);
    setInt("decoder_layers", m.decoderLayers, 100000);
    setInt("audio_positions", m.audioPositions, 10000000);
    setInt("mel_bins", m.melBins, 100000);
    setInt("decoder_tokens", m.decoderTokens, 10000000);

    // Batch inference also runs vision models (CNNs, vision transformers): images through a forward
    // pass (visioninference.cpp), with the FLOPs per image the preset or the input gives; and speech
    // encoder-decoders (Whisper): audio through the encoder and a decoded transcript (speechinference.cpp).
    const bool visionBatch = task == Task::BatchInference && m.kind == QLatin1String("vision");
    const bool speechBatch = task == Task::BatchInference && m.kind == QLatin1String("speech");
    // Training one (Whisper fine-tuning, task cv_training) counts the same architecture: the encoder over
    // a padded window and the decoder over the transcript (speechtraining.cpp).
    const bool speechTraining = task == Task::CvTraining && m.kind == QLatin1String("speech");
    if (visionBatch && m.gflopsPerSample <= 0)
        f.fail("gflops_per_sample", QCoreApplication::translate("input", "is required for a vision model"));
    if (speechBatch || speechTraining) {
        if (m.parametersB <= 0)
            f.fail("parameters_b", QCoreApplication::translate("input", "is required for a custom model"));
        for (const char *key : {"encoder_layers", "decoder_layers", "hidden", "heads", "audio_positions"})
            if (custom && !f.has(key))
                f.fail(key, QCoreApplication::translate("input", "is required for a custom speech model"));
        if (m.decoderTokens == 0)
            m.decoderTokens = 128; // about 30 s of English speech (the Whisper preset's note)
        if (m.context > 0 && m.decoderTokens > m.context) // Whisper: 448 decoder positions
            f.fail("decoder_tokens", QCoreApplication::translate(
                                         "input", "must not exceed the decoder's %1 positions, found %2")
                                         .arg(m.context)
                                         .arg(m.decoderTokens));
    }
    if (isLlmTask(task) && !visionBatch && !speechBatch) {
        if (!m.isLanguageModel()) {
            // Where the model does run: served or trained by the task of its kind.
            const bool training = task == Task::LlmPretraining || task == Task::LlmFinetune;
            QString where;
            if (m.kind == QLatin1String("diffusion"))
                where = training
                            ? QCoreApplication::translate("input", " (task diffusion_training trains it)")
                            : QCoreApplication::translate("input", " (task diffusion_inference serves it)");
            else if (training && m.kind == QLatin1String("speech"))
                where = QCoreApplication::translate("input", " (task cv_training trains it, with "
                                                             "training.audio_hours)");
            else if (training)
                where = QCoreApplication::translate("input", " (task cv_training trains it)");
            else if (m.kind == QLatin1String("speech"))
                where =
                    QCoreApplication::translate("input", " (transcription is sized as task batch_inference "
                                                         "with serving.audio_hours)");
            else if (m.kind == QLatin1String("vision"))
                where =
                    QCoreApplication::translate("input", " (image inference is sized as task batch_inference "
                                                         "with serving.total_requests images)");
            f.fail("preset",
                   QCoreApplication::translate("input", "task %1 needs a language model; '%2' is a %3 model")
                           .arg(taskId(task), m.presetId, m.kind) +
                       where);
        }
        if (task == Task::LlmInference && m.kind == QLatin1String("encoder"))
            f.fail(custom ? "kind" : "preset",
                   QCoreApplication::translate("input",
                                               "'%1' is an encoder: it generates no tokens to serve. "
                                               "Size embedding or classification work as task "
                                               "batch_inference (serving.total_requests sequences of "
                                               "serving.prompt_tokens tokens)")
                       .arg(m.name));
        if (m.parametersB <= 0)
            f.fail("parameters_b", QCoreApplication::translate("input", "is required for a custom model"));
        for (const char *key : {"layers", "hidden", "heads"})
            if (custom && !f.has(key))
                f.fail(key, QCoreApplication::translate("input", "is required for a custom language model"));
        if (m.kvHeads == 0)
            m.kvHeads = m.heads;
        // A decoder's vocabulary and context where not given; an encoder's stay unknown (its dense
        // parameters are then counted from the shape, and no sequence limit is checked).
        if (m.vocab == 0 && m.kind != QLatin1String("encoder"))
            m.vocab = 32000;
        if (m.context == 0 && m.kind != QLatin1String("encoder"))
            m.context = 4096;
        // The head width is hidden ÷ heads only where nothing gives it: a preset's config may set it
        // apart (GLM-4.5: 96 heads of 128 over a hidden size of 5,120).
        const bool derivedHeadDim = m.headDim == 0 || (custom && !f.has("head_dim"));
        if (derivedHeadDim && m.hidden % m.heads != 0)
            f.fail("heads", QCoreApplication::translate("input", "must divide hidden (%1), found %2")
                                .arg(m.hidden)
                                .arg(m.heads));
        if (m.heads % m.kvHeads != 0)
            f.fail("kv_heads", QCoreApplication::translate("input", "must divide heads (%1), found %2")
                                   .arg(m.heads)
                                   .arg(m.kvHeads));
        if (derivedHeadDim)
            m.headDim = m.hidden / m.heads;
    } else if (task == Task::DiffusionInference || task == Task::DiffusionTraining ||
               task == Task::CvTraining) {
        if (m.parametersB <= 0)
            f.fail("parameters_b", QCoreApplication::translate("input", "is required for a custom model"));
        if (m.gflopsPerSample <= 0 && !speechTraining) // a speech model's are counted from its stacks
            f.fail("gflops_per_sample",
                   QCoreApplication::translate("input", "is required for task %1").arg(taskId(task)));
    }
    if (m.activeParametersB == 0)
        m.activeParametersB = m.parametersB;
    return m;
}

ModelSpec modelFromPreset(const catalog::ModelPreset &p)
{
    ModelSpec m;
    m.presetId = p.id;
    m.name = p.name;
    m.kind = p.kind;
    m.parametersB = p.parametersB;
    m.activeParametersB = p.activeParametersB;
    m.layers = p.layers;
    m.hidden = p.hidden;
    m.heads = p.heads;
    m.kvHeads = p.kvHeads;
    m.headDim = p.headDim;
    m.intermediate = p.intermediate;
    m.vocab = p.vocab;
    m.context = p.context;
    m.kvLoraRank = p.kvLoraRank;
    m.qkRopeHeadDim = p.qkRopeHeadDim;
    m.slidingWindow = p.slidingWindow;
    m.slidingLayers = p.slidingLayers;
    m.experts = p.experts;
    m.expertsPerToken = p.expertsPerToken;
    m.denseLayers = p.denseLayers;
    m.sharedExperts = p.sharedExperts;
    m.moeIntermediate = p.moeIntermediate;
    m.gflopsPerSample = p.gflopsPerSample;
    m.activationsM = p.activationsM;
    m.concatInputsM = p.concatInputsM;
    m.detectionScoresM = p.detectionScoresM;
    m.convLayers = p.convLayers;
    m.attentionScoresM = p.attentionScoresM;
    m.attentionLayerScoresM = p.attentionLayerScoresM;
    m.encoderLayers = p.encoderLayers;
    m.decoderLayers = p.decoderLayers;
    m.audioPositions = p.audioPositions;
    m.melBins = p.melBins;
    m.decoderTokens = p.decoderTokens;
    m.defaultSteps = p.defaultSteps;
    m.guidancePasses = p.guidancePasses;
    m.frames = p.frames;
    m.sample = p.sample;
    return m;
}

} // namespace gpuplanner::planner
