// The model section: a preset or a custom architecture, and the precision.
#include "app/wizard/wizardsection_internal.h"
#include "widgets/panels/dimensionfields.h"
#include "widgets/tasktext.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QSignalBlocker>

namespace gpuplanner::app::sectiondetail {

WorkloadSection modelSection(const catalog::Catalog &catalog)
{
    WorkloadSection section;
    section.id = QStringLiteral("model");
    section.build = [](EditFields *f) {
            f->addChoice(QStringLiteral("workload.model.preset"), {{QString(), QString()}}, true);
            f->addText(QStringLiteral("workload.model.name"));
            // A custom model of a batch job: a language model, an encoder or a vision network.
            f->addChoice(QStringLiteral("workload.model.kind"), {{QString(), QString()},
                                                                 {QStringLiteral("encoder"), QString()},
                                                                 {QStringLiteral("vision"), QString()}});
            f->addQuantity(QStringLiteral("workload.model.parameters_b"), QStringLiteral("B"), 1e5, 2);
            f->addCount(QStringLiteral("workload.model.layers"), 100000);
            f->addCount(QStringLiteral("workload.model.hidden"), 1000000);
            f->addCount(QStringLiteral("workload.model.heads"), 100000);
            f->addCount(QStringLiteral("workload.model.kv_heads"), 100000);
            f->addQuantity(QStringLiteral("workload.model.gflops_per_sample"), QStringLiteral("GFLOP"), 1e9,
                           1);
            f->addQuantity(QStringLiteral("workload.model.activations_m"), QStringLiteral("M"), 1e9, 2);
            f->addQuantity(QStringLiteral("workload.model.concat_inputs_m"), QStringLiteral("M"), 1e9, 2);
            f->addCount(QStringLiteral("workload.model.conv_layers"), 100000);
            f->addQuantity(QStringLiteral("workload.model.attention_scores_m"), QStringLiteral("M"), 1e9, 2);
            f->addQuantity(QStringLiteral("workload.model.attention_layer_scores_m"), QStringLiteral("M"),
                           1e9, 2);
            f->addCount(QStringLiteral("workload.model.default_steps"), 100000);
            f->addCount(QStringLiteral("workload.model.guidance_passes"), 4);
            f->addCount(QStringLiteral("workload.model.frames"), 100000);
            // A video preset's clip; typed sizes are taken too (width x height).
            f->addChoice(QStringLiteral("workload.model.resolution"),
                         {{QString(), QString()},
                          {QStringLiteral("1280x720"), QStringLiteral("1280x720")},
                          {QStringLiteral("720x1280"), QStringLiteral("720x1280")},
                          {QStringLiteral("832x480"), QStringLiteral("832x480")},
                          {QStringLiteral("480x832"), QStringLiteral("480x832")},
                          {QStringLiteral("960x960"), QStringLiteral("960x960")},
                          {QStringLiteral("960x544"), QStringLiteral("960x544")},
                          {QStringLiteral("720x480"), QStringLiteral("720x480")}},
                         true);
            f->addChoice(QStringLiteral("workload.precision"), widgets::precisionChoices());
        };
    section.label = [](EditFields *f) {
            label(f, "workload.model.preset", QCoreApplication::translate("wizard", "Model &preset:"));
            label(f, "workload.model.name", QCoreApplication::translate("wizard", "Na&me:"));
            label(f, "workload.model.kind", QCoreApplication::translate("wizard", "Model &type:"));
            tip(f, "workload.model.kind",
                QCoreApplication::translate(
                    "wizard", "What the custom model is: a language model generating text, an encoder (BERT, "
                              "an embedding or reranking model: one vector or label a text) or a vision "
                              "network (a classifier or detector: images through one forward pass, sized by "
                              "its GFLOPs per image, activations and layers)."));
            label(f, "workload.model.parameters_b", QCoreApplication::translate("wizard", "Param&eters:"));
            label(f, "workload.model.layers", QCoreApplication::translate("wizard", "&Layers:"));
            label(f, "workload.model.hidden", QCoreApplication::translate("wizard", "&Hidden size:"));
            label(f, "workload.model.heads", QCoreApplication::translate("wizard", "&Attention heads:"));
            label(f, "workload.model.kv_heads", QCoreApplication::translate("wizard", "&KV heads:"));
            label(f, "workload.model.gflops_per_sample",
                  QCoreApplication::translate("wizard", "&GFLOPs per sample:"));
            label(f, "workload.model.activations_m",
                  QCoreApplication::translate("wizard", "Acti&vations per sample:"));
            specialText(
                f, "workload.model.activations_m",
                QCoreApplication::translate("wizard", "Not given (the preset's, or ResNet-50's per GFLOP)"));
            tip(f, "workload.model.activations_m",
                QCoreApplication::translate(
                    "wizard", "Millions of activations one forward pass writes (timm's benchmark tables: "
                              "infer_macts; fvcore's activation count). A convolutional network's memory "
                              "traffic follows them: EfficientNet and MobileNet write about 17 per "
                              "multiply-add, VGG about 1, so per FLOP they train several times slower or "
                              "faster than a ResNet-50."));
            label(f, "workload.model.concat_inputs_m",
                  QCoreApplication::translate("wizard", "Concatenated &inputs per sample:"));
            specialText(
                f, "workload.model.concat_inputs_m",
                QCoreApplication::translate("wizard", "Not given (the preset's; none for other networks)"));
            tip(f, "workload.model.concat_inputs_m",
                QCoreApplication::translate(
                    "wizard", "Densely connected networks (DenseNet) only: millions of elements in the "
                              "concatenations their layers read. Each layer of a dense block copies every "
                              "earlier output of its block into one tensor, normalizes it and reads it; the "
                              "activation count leaves these out, and they cost DenseNet-121 more memory "
                              "traffic than its counted activations. Sum over the layers of input channels × "
                              "height × width; the DenseNet presets carry it."));
            label(f, "workload.model.conv_layers",
                  QCoreApplication::translate("wizard", "&Convolution and linear layers:"));
            specialText(
                f, "workload.model.conv_layers",
                QCoreApplication::translate("wizard", "Not given (a small batch rated as a full one)"));
            tip(f, "workload.model.conv_layers",
                QCoreApplication::translate(
                    "wizard",
                    "The convolution and linear layers of one forward pass (ResNet-50: 54, YOLO11s: "
                    "87). At a small batch each layer's kernel takes a latency its work does not "
                    "cover, so a call costs the layers × that latency + the batch × an image's work; "
                    "without the count a call of a few images is rated as a full batch."));
            label(f, "workload.model.attention_scores_m",
                  QCoreApplication::translate("wizard", "Attention sc&ores per pass:"));
            specialText(
                f, "workload.model.attention_scores_m",
                QCoreApplication::translate("wizard", "Not given (the preset's; uncharged without one)"));
            tip(f, "workload.model.attention_scores_m",
                QCoreApplication::translate(
                    "wizard", "Millions of query-key scores one UNet or transformer pass computes: heads × "
                              "queries × keys, summed over the attention layers (self and cross). An eager "
                              "attention kernel writes each score to memory and reads it back; with a fused "
                              "kernel a transformer's scores (with its hidden size and heads) set the share "
                              "of its FLOPs that runs at FlashAttention's rate. Stable Diffusion 1.x at "
                              "512×512: 732.28; the SDXL, FLUX and video presets carry theirs."));
            label(f, "workload.model.attention_layer_scores_m",
                  QCoreApplication::translate("wizard", "Largest attention la&yer's scores:"));
            specialText(
                f, "workload.model.attention_layer_scores_m",
                QCoreApplication::translate("wizard", "Not given (the preset's; uncharged without one)"));
            tip(f, "workload.model.attention_layer_scores_m",
                QCoreApplication::translate(
                    "wizard", "Millions of scores in the model's largest attention layer (heads × tokens²): "
                              "an eager attention holds three buffers of them at once for every image and "
                              "guidance pass of a call, which sets the largest batch that fits. Stable "
                              "Diffusion 1.x at 512×512: 134.22 (8 heads × 4096²)."));
            label(f, "workload.model.default_steps",
                  QCoreApplication::translate("wizard", "Denoising &steps:"));
            specialText(f, "workload.model.default_steps",
                        QCoreApplication::translate("wizard", "Not given (the preset's, else 30)"));
            tip(f, "workload.model.default_steps",
                QCoreApplication::translate("wizard", "Denoising steps per image (num_inference_steps): the "
                                                      "SDXL and FLUX presets carry their pipelines' 50; "
                                                      "distilled models (SDXL-Turbo, LCM) run 1-8."));
            label(f, "workload.model.guidance_passes",
                  QCoreApplication::translate("wizard", "&Denoiser passes a step:"));
            specialText(f, "workload.model.guidance_passes",
                        QCoreApplication::translate("wizard", "Not given (the preset's, else 2)"));
            tip(f, "workload.model.guidance_passes",
                QCoreApplication::translate(
                    "wizard", "Classifier-free guidance runs the UNet or transformer twice a step, with and "
                              "without the prompt (Stable Diffusion, SDXL): 2. A guidance-distilled model "
                              "(FLUX.1-dev, HunyuanVideo) or a pipeline with guidance off (guidance_scale 0 "
                              "or 1, SDXL-Turbo) runs it once: 1."));
            label(f, "workload.model.frames", QCoreApplication::translate("wizard", "&Frames per video:"));
            specialText(f, "workload.model.frames",
                        QCoreApplication::translate("wizard", "Not given (the preset's; an image model)"));
            tip(f, "workload.model.frames",
                QCoreApplication::translate(
                    "wizard", "A video model generates clips of this many frames; each sample is a video, "
                              "and the load is counted in videos an hour. The compute per sample is one "
                              "denoiser pass over the whole clip's latent tokens (Wan2.1 at 1280x720 and 81 "
                              "frames: 75,600)."));
            label(f, "workload.model.resolution",
                  QCoreApplication::translate("wizard", "Video resol&ution:"));
            setItems(f, "workload.model.resolution", {QCoreApplication::translate("wizard", "The preset's")});
            tip(f, "workload.model.resolution",
                QCoreApplication::translate(
                    "wizard",
                    "Width x height of the clips the service generates (pixels, multiples of 16). A "
                    "video preset's compute is counted at its own clip; another size or frame count "
                    "rescales it by the latent tokens: the linear layers with the tokens, the "
                    "attention with their square (Wan2.1 14B at 832x480 costs 0.26 of its 1280x720 "
                    "pass)."));
            label(f, "workload.precision", QCoreApplication::translate("wizard", "P&recision:"));
            setItems(f, "workload.model.kind",
                     {QCoreApplication::translate("wizard", "Language model (generates text)"),
                      QCoreApplication::translate("wizard", "Encoder (embeddings, classification of texts)"),
                      QCoreApplication::translate("wizard", "Vision model (images through a network)")});
            setItems(f, "workload.model.preset", {QCoreApplication::translate("wizard", "Custom architecture")});
        };
    section.visible = [](Task task, const QString &path) {
            if (path.endsWith(QLatin1String(".name")))
                return !mlModel(task);
            if (path.endsWith(QLatin1String(".gflops_per_sample")))
                return mlModel(task) && !llm(task);
            if (path.endsWith(QLatin1String(".activations_m")) ||
                path.endsWith(QLatin1String(".concat_inputs_m")))
                return task == Task::CvTraining;
            // A custom batch model's type and a vision model's layers: shown by prepare().
            if (path.endsWith(QLatin1String(".kind")) || path.endsWith(QLatin1String(".conv_layers")))
                return false;
            if (path.endsWith(QLatin1String(".default_steps")) ||
                path.endsWith(QLatin1String(".guidance_passes")) || path.endsWith(QLatin1String(".frames")) ||
                path.endsWith(QLatin1String(".resolution")))
                return task == Task::DiffusionInference;
            if (path.endsWith(QLatin1String(".attention_scores_m")) ||
                path.endsWith(QLatin1String(".attention_layer_scores_m")))
                return task == Task::DiffusionInference;
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
        const QString kind = QStringLiteral("%1/%2/%3/%4")
                                 .arg(lm)
                                 .arg(diffusion)
                                 .arg(task == QLatin1String("batch_inference"))
                                 .arg(QCoreApplication::translate("wizard", "Custom architecture"));
        const bool refill = combo->property("presetKind").toString() != kind;
        combo->setProperty("presetKind", kind);
        const QSignalBlocker block(combo);
        if (refill) {
            combo->clear();
            combo->addItem(QCoreApplication::translate("wizard", "Custom architecture"), QString());
        }
        for (const catalog::ModelPreset &m : catalog.models()) {
            // Batch inference runs vision models too (images through a forward pass) and speech models
            // (audio transcribed).
            const bool batchVision = task == QLatin1String("batch_inference") &&
                                     (m.kind == QLatin1String("vision") || m.kind == QLatin1String("speech"));
            // An encoder generates nothing to serve: it is offered for batch jobs and training only.
            const bool servedEncoder =
                task == QLatin1String("llm_inference") && m.kind == QLatin1String("encoder");
            // A video model is offered for generation: its training is not sized.
            const bool trainedVideo = task == QLatin1String("diffusion_training") && m.frames > 0;
            const bool fits =
                refill &&
                (lm          ? (m.isLanguageModel() && !servedEncoder) || batchVision
                 : diffusion ? m.kind == QLatin1String("diffusion") && !trainedVideo
                             : (m.kind == QLatin1String("vision") || m.kind == QLatin1String("speech")));
            if (fits)
                combo->addItem(m.name, m.id);
        }
        // TensorRT engines compute in FP16 unless a precision is given (workloadjson.cpp).
        const bool tensorRt = workload.contains("software") && workload["software"].is_object() &&
                              workload["software"].value("optimization", std::string()) == "tensorrt";
        setItems(f, "workload.precision", {widgets::defaultPrecisionText(workloadTask(workload), tensorRt)});
        // Custom: no preset, or a preset set to null ("Custom architecture" chosen).
        const nlohmann::json preset = workload.contains("model") && workload["model"].is_object()
                                          ? workload["model"].value("preset", nlohmann::json())
                                          : nlohmann::json();
        const bool custom = !preset.is_string() || preset.get<std::string>().empty();
        // Every custom model gives its parameters (its weights' memory); a language model its shape.
        f->setFieldVisible(QStringLiteral("workload.model.parameters_b"), custom);
        for (const char *path : {"workload.model.layers", "workload.model.kv_heads"})
            f->setFieldVisible(QString::fromLatin1(path), custom && lm);
        // A custom diffusion model with a width and heads is a transformer (DiT, FLUX, a video model);
        // without, a UNet.
        for (const char *path : {"workload.model.hidden", "workload.model.heads"})
            f->setFieldVisible(QString::fromLatin1(path), custom && (lm || diffusion));
        // A video preset's clip can change; a custom model gives its compute for its own clip.
        f->setFieldVisible(QStringLiteral("workload.model.resolution"),
                           videoModel(catalog, workload) && !custom);
        // A custom model of a batch job says what it is; a vision network gives its compute, activations
        // and layers instead of a language model's shape (as a plan file's activations or layers without
        // transformer layers make it one: workloadjson_model.cpp).
        if (workloadTask(workload) == Task::BatchInference && custom) {
            const bool vision = visionBatch(catalog, workload);
            const bool implied = vision && !workload["model"].contains("kind"); // by its activations
            f->setFieldVisible(QStringLiteral("workload.model.kind"), true);
            setItems(f, "workload.model.kind",
                     {implied
                          ? QCoreApplication::translate("wizard", "Vision model (its activations, no layers)")
                          : QCoreApplication::translate("wizard", "Language model (generates text)")});
            for (const char *path : {"workload.model.gflops_per_sample", "workload.model.activations_m",
                                     "workload.model.concat_inputs_m", "workload.model.conv_layers"})
                f->setFieldVisible(QString::fromLatin1(path), vision);
            for (const char *path : {"workload.model.layers", "workload.model.hidden", "workload.model.heads",
                                     "workload.model.kv_heads"})
                f->setFieldVisible(QString::fromLatin1(path), !vision);
        }
        // A speech preset's FLOPs follow from its two stacks and the clip (speechtraining.cpp); a
        // convolutional network's activations mean nothing to it.
        if (workloadTask(workload) == Task::CvTraining) {
            const bool speech = speechTraining(catalog, workload);
            f->setFieldVisible(QStringLiteral("workload.model.gflops_per_sample"), !speech);
            f->setFieldVisible(QStringLiteral("workload.model.activations_m"), !speech);
            f->setFieldVisible(QStringLiteral("workload.model.concat_inputs_m"), !speech);
        }
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

} // namespace gpuplanner::app::sectiondetail
