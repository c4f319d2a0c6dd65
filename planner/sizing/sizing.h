#pragma once

#include "catalog/types.h"
#include "planner/workload/assumptions.h"
#include "planner/sizing/evaluation.h"

#include <optional>

namespace gpuplanner::planner {

// Sizes the workload on `gpusPerNode` × `nodes` GPUs of one accelerator: memory per GPU, time or
// throughput, and whether it fits and meets the target (deadline, latency, request rate).
GpuSizing sizeOnGpu(const Workload &w, const catalog::Accelerator &acc, int gpusPerNode, int nodes,
                    const Assumptions &a);

// The default MFU's factor for the training software (1 for the calibrated default stack).
double trainingStackFactor(TrainingStack stack, const Assumptions &a);
// Precision a training run computes in: BF16 for QLoRA (over NF4 weights) and for INT8/INT4, which are
// not training precisions; else the workload's (llmtraining.cpp; diffusion and vision training too).
Precision computePrecision(const Workload &w);

// The paths behind sizeOnGpu (one file each).
void sizeLlmTraining(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s);
void sizeLlmInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s);
void sizeOtherWork(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s);

// Whether the accelerator's video engines handle the codec, for encoding or decoding; empty when the
// catalog cannot tell (a vendor whose engines it does not list by codec).
std::optional<bool> handlesCodec(const catalog::Accelerator &acc, VideoCodec codec, bool encode);
// The codec the GPU's decoders read: a transcode's source (video.source_codec, H.264 when not given; the
// network model takes the ingest from it too, dims_io.cpp), or for analysis the codec given.
VideoCodec decodedCodec(const MediaInput &m);
// The resolution and frame rate decoded per stream: a transcode's source where given, else the output's.
int decodedHeight(const MediaInput &m);
double decodedFps(const MediaInput &m);

// What the workload needs from the GPU's hardware that this accelerator lacks, whatever the count:
// NVENC for transcoding (NoEncoder), the codec in its encoders or decoders (NoCodecEncode,
// NoCodecDecode), RT cores for rendering and sensor simulation (NoRtCores); None when nothing is
// missing. The sizing marks such a GPU as not fitting, and the GPU rules raise their error from the
// same answer, so the ranking, the recommendation and the rules agree.
Shortfall capabilityShortfall(const Workload &w, const catalog::Accelerator &acc);

// The codec as written in the workload ("AV1", "HEVC", "H.264").
QString codecName(VideoCodec codec);

// The shortfall of a sized configuration in words, with its figures ("needs 93.1 GB per GPU, the
// GPU has 80 GB"); empty when there is none. Only called for the configurations shown.
QString shortfallText(const GpuSizing &s, const Workload &w, const catalog::Accelerator &acc, const Assumptions &a);

// Serving: the fewest nodes of `gpusPerNode` GPUs on which some layout (llminference.cpp) meets
// the load, at most maxNodes; 0 when none does (the model does not fit, or a latency target is out
// of reach of any layout). fitNodes: the fewest nodes on which some layout holds the model, 0 if none.
int servingNodesNeeded(const Workload &w, const catalog::Accelerator &acc, int gpusPerNode, int maxNodes,
                       const Assumptions &a, int *fitNodes = nullptr);

// KV-cache precision of serving: serving.kv_cache_precision, else the weights' precision when it is
// fp8, bf16, fp16 or fp32, else BF16 (weight-only INT8/INT4 quantization keeps a 16-bit cache).
Precision servingKvPrecision(const Workload &w);

// Hours the job may take: a geospatial job's deadline_s when given; training.deadline_days when given,
// else run.duration_days.
double deadlineHours(const Workload &w);

// A full checkpoint: BF16 weights + FP32 master weights and Adam moments, per trainable parameter (LoRA:
// the adapters only, the base is unchanged).
inline constexpr double kCheckpointBytesPerParameter = 2 + 4 + 4 + 4;
// An exponential moving average of the weights, kept in FP32 (training.ema).
inline constexpr double kEmaBytesPerParameter = 4;
// One checkpoint of a training job, GB: the LLM path's, or a vision, speech or diffusion training's;
// 0 for work that trains nothing.
double trainingCheckpointGb(const GpuSizing &s);

// The activations (millions) a convolutional network's forward pass writes per sample: model.activations_m,
// else its FLOPs at ResNet-50's activations per GFLOP (cnn_activations_per_gflop); 0 without FLOPs.
double cnnActivationsM(const ModelSpec &m, const Assumptions &a);
// ResNet-50's activations at 224×224 (timm's benchmark table), the sample the per-sample figures count.
// Recommended GPU memory over the need where no serving engine reserves a share (training): room for
// longer sequences and larger batches. A recipe batch nobody gave is halved until the need with this
// headroom fits (traininglike.cpp), so that the recommendation stays within the card.
inline constexpr double kTrainingMemoryHeadroom = 1.2;
inline constexpr double kResnet50ActivationsM = 11.11;

// A unit of non-LLM work (GpuSizing::work.unit: "image", "stream", "frame", "instance", "TFLOP") as
// a noun in the language shown, singular or plural ("images", 图像); the unit itself when unknown.
QString workUnitName(const QString &unit, bool plural);

// A model preset's "sample" description in the language installed now: the bundled presets' texts are
// translated, a user's own is shown as written. bundledSampleDescriptions() lists the translated ones.
QString sampleDescription(const QString &catalogText);
QStringList bundledSampleDescriptions();

// Training tokens: as given, else 20 per parameter (pre-training) or the fine-tuning default.
double trainingTokens(const Workload &w, const Assumptions &a);

// Sequence length used for training: as given, else min(context, 4096).
int trainingSequenceLength(const Workload &w);

// Whether the GPUs of a node talk over an NVLink-class link (else PCIe).
bool hasGpuLink(const catalog::Accelerator &acc, int gpusPerNode);

// GPUs in one NVLink-class domain of a node, 1 without such links: NVLink bridges join 2 or 4 cards,
// so a node of 8 H200 NVL is two bridged groups of 4 that reach each other over PCIe.
int linkedGpus(const catalog::Accelerator &acc, int gpusPerNode);
// The largest node the planner proposes for this GPU: 8, or fewer where its server or compute tray
// holds fewer (catalog max_gpus_per_node: a GB200 NVL72 tray, 4).
int largestNodeGpus(const catalog::Accelerator &acc);

// The LLM serving efficiencies are fitted on TensorRT-LLM on Hopper; on a ROCm GPU each is × this
// (servingEfficiencyRocm), 1 on every other stack.
double servingStackFactor(const catalog::Accelerator &acc, const Assumptions &a);

// NVFP4 matrix multiplies over FP8's on the same GPU: 1 ÷ ((1 − share) + share × FP8 peak ÷ FP4 peak),
// share = nvfp4GemmShare (MLPerf Training's FP8/NVFP4 pairs); 1 on a GPU without FP4 tensor cores.
double nvfp4Speedup(const catalog::Accelerator &acc, const Assumptions &a);

// The share of the FP4 peak that work computing in precision p reaches for every share of the FP8
// peak the FP8 work reaches: nvfp4Speedup × FP8 peak ÷ FP4 peak for FP4 on FP4 tensor cores, else 1.
double lowPrecisionPeakShare(const catalog::Accelerator &acc, Precision p, const Assumptions &a);

} // namespace gpuplanner::planner
