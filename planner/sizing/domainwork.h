#pragma once

// The task types whose users judge by a domain figure: video streams per GPU at an encoder preset
// (video.cpp), molecular-dynamics ns/day (simulation.cpp) and geospatial job time (geospatial.cpp).

#include "catalog/types.h"
#include "planner/sizing/estimators/memory.h"
#include "planner/sizing/evaluation.h"
#include "planner/workload/assumptions.h"
#include "planner/workload/precision.h"

#include <algorithm>
#include <QStringList>
#include <vector>

namespace gpuplanner::planner {

void sizeVideo(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s);
void sizeMolecularDynamics(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                           GpuSizing &s);
void sizeGeospatialJob(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s);

// Whether the workload is molecular dynamics (simulation with atoms) or a geospatial job with
// points, polygons or tiles, rather than the older resident-memory simulation and geospatial paths.
bool isMolecularDynamics(const Workload &w);
// The molecular-dynamics engine as its users write it: OpenMM, GROMACS, AMBER, LAMMPS, NAMD.
QString mdEngineName(MdEngine e);
bool isGeospatialJob(const Workload &w);

// A job of `totalWork` samples at the work's per-GPU rate on every GPU of the sizing (vision and
// diffusion training, vision or speech batch inference): its rate, hours, storage feed at `mbPerSample`,
// and whether it fits and meets the deadline (otherwork.cpp).
void finishSampleJob(const Workload &w, double totalWork, double mbPerSample, GpuSizing &s);
// The memory of a vision, speech or encoder batch job: the model's weights at its precision, a call of
// items (images, windows, texts) at perItemGb each and the runtime, into s.memory, s.fits and
// s.work.inferenceBatch. The call: serving.max_batch where given, else `defaultBatch` halved until it
// fits with the recommendation's headroom (kTrainingMemoryHeadroom), so that the memory recommended
// beside it fits too. Returns the items a call.
int holdSampleBatch(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                    int defaultBatch, double perItemGb, GpuSizing &s);
// A diffusion model's denoiser passes a step: classifier-free guidance runs it twice unless the model is
// guidance-distilled or the guidance is off (model.guidance_passes, the preset's, else 2); and its steps
// an image (model.default_steps, else 30).
double guidancePasses(const ModelSpec &m);
double diffusionSteps(const ModelSpec &m);
// The megabytes an image sample reads: data.avg_file_mb, else the default (an ImageNet JPEG).
double sampleFileMb(const Workload &w, const Assumptions &a);

// Batch inference of a vision model (a CNN or a vision transformer): images through one forward pass
// (visioninference.cpp). Language models take the LLM serving path.
bool isVisionInference(const Workload &w);
void sizeVisionInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                         GpuSizing &s);
// The activations (millions) of one forward pass and the bytes each moves in inference.
double visionInferenceActivationsM(const ModelSpec &m, const Assumptions &a);
double visionInferenceBytesPerActivation(const Workload &w, const Assumptions &a);
// Bytes of one activation element at the precision a model infers in (FP32 4, 16-bit 2, 8 and 4 bits 1).
double activationElementBytes(Precision p);

// Batch transcription with a speech encoder-decoder (Whisper): 30 s windows through the encoder and a
// decoded transcript (speechinference.cpp). isSampleBatchInference: a vision, speech or encoder batch job,
// the batch jobs that do not take the LLM serving path.
bool isSpeechInference(const Workload &w);
bool isSampleBatchInference(const Workload &w);
void sizeSpeechInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                         GpuSizing &s);
// Batch inference of a transformer encoder (BERT, embedding and reranking models): each sequence
// through one forward pass, no tokens generated (encoderinference.cpp). Its shape at the job's tokens a
// sequence: the dense parameters (outside the embeddings), FLOPs and activations of one sequence.
bool isEncoderInference(const Workload &w);
struct EncoderShape
{
    int tokens = 0, layers = 0, hidden = 0, heads = 0;
    double mlp = 0, attentionWidth = 0, denseParams = 0, flops = 0, activations = 0;
};
EncoderShape encoderShape(const Workload &w);
void sizeEncoderInference(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                          GpuSizing &s);
QString encoderInferenceBasis(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a);
QString encoderBatchMemoryWhy(const Workload &w, const GpuSizing &s);
// Training a speech encoder-decoder (Whisper fine-tuning: task cv_training with a speech model): one
// sample is a clip padded to the encoder's 30 s window and its transcript (speechtraining.cpp).
bool isSpeechTraining(const Workload &w);
struct SpeechTrainingSample
{
    double clipSeconds = 0;   // audio in the clip (the window is 30 s whatever it holds)
    double tokens = 0;        // transcript tokens the decoder is trained on
    double encoderGflops = 0; // the padded window through the encoder, cross-attention K/V included
    double decoderGflops = 0; // the transcript through the decoder
    double tokenLayers = 0;   // encoder layers × positions + decoder layers × tokens
    double encoderTokenLayers = 0;
    double hidden = 0, heads = 0, audioPositions = 0;
    double mbPerSample = 0; // what a clip reads from storage: its stored log-mel features
    double forwardGflops() const { return encoderGflops + decoderGflops; }
};
SpeechTrainingSample speechTrainingSample(const Workload &w);
// The log-mel features a speech training set stores (mel bins × 3,000 frames × 4 bytes a clip, padded to
// 30 s), GB; the model's mel bins (80 where not given).
double speechTrainingFeaturesGb(const Workload &w);
double speechFeatureMbPerClip(const ModelSpec &m);
int speechMelBins(const ModelSpec &m);
QString speechTrainingSampleWhy(const Workload &w);
// The working memory of a vision or a speech batch job in words: a call's batch × what one image or
// window holds.
QString visionBatchMemoryWhy(const Workload &w, const GpuSizing &s, const Assumptions &a);
QString speechBatchMemoryWhy(const Workload &w, const GpuSizing &s, const Assumptions &a);
// Its arithmetic for the GPU's Why, at the sizing's batch of windows.
QString speechInferenceBasis(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a,
                             int batch);

// A diffusion or vision job's peak and the share of it reached on one GPU, into r (computerate.cpp); with
// `explain` the share's arithmetic goes into r.efficiencyBasis too.
void rateCompute(const Workload &w, Precision precision, const catalog::Accelerator &acc,
                 const Assumptions &a, bool training, WorkResult &r, bool explain = false);
// The share of the peak a diffusion or vision job reaches, in words, for the GPU's Why: the sizing
// computes the share without its text (computerate.cpp).
QString computeRateBasis(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a);
// The arithmetic behind its share of the peak, for the GPU's Why (built there only: see the .cpp).
QString visionInferenceBasis(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a);
// Whether one simulation reaches the target ns/day (true when none is set).
bool mdReachesTarget(const MediaInput &m, const WorkResult &r);

// NVENC preset used (1 … 7): the input, else P7 (video.cpp).
int nvencPresetUsed(const MediaInput &m);
// 1080p frames per second one NVENC engine encodes the codec at a preset (1 … 7) with high-quality or
// low-latency tuning on this GPU's encoder generation (NVIDIA's published table, video.cpp); fps 0
// without NVENC or a hardware path.
struct EncoderRate
{
    double fps = 0;
    QString generation;
};
EncoderRate nvencFps1080(const catalog::Accelerator &acc, VideoCodec codec, int preset,
                         bool lowLatency = false);
// Encode sessions NVIDIA's driver allows on one system of this GPU: 8 for GeForce and TITAN cards
// (non-qualified, NVENC licensing policy), 0 for no such limit.
int nvencSessionsPerSystem(const catalog::Accelerator &acc);
// The streams one GPU runs, as the summary and the Why write it: its engines' whole streams, or its
// share of a node capped by the session limit ("2.7").
QString videoStreamsPerGpuText(const WorkResult &r, int gpus);
// Streams one node runs: its GPUs' whole streams, capped by the session limit for an encode.
int videoStreamsPerNode(const MediaInput &v, const catalog::Accelerator &acc, int gpusPerNode,
                        double perGpuRate);
// The share of its 1080p pixel rate an NVENC engine keeps at this output height (1 up to 1080p).
double nvencPixelRateAt(int height, const Assumptions &a);
// Output bitrate of one stream (Mbit/s): the input, else the codec's 1080p figure scaled by pixels.
double videoBitrateMbps(const MediaInput &m, const Assumptions &a);
// The heights a stream is encoded at: the output's, then the next lower ones of an adaptive-bitrate
// ladder (video.renditions), and what they send out together (each by its pixels against the top's).
std::vector<int> renditionHeights(const MediaInput &m);
double videoOutputMbps(const MediaInput &m, const Assumptions &a);
// One NVDEC engine's 1080p frames per second for the codec on this GPU's decoder generation (NVIDIA's
// published table, video.cpp; other vendors' decoders an estimate); fps 0 without a decoder or a hardware
// path for the codec.
struct NvdecRate
{
    double fps = 0;
    QString generation;
};
NvdecRate nvdecFps1080(const catalog::Accelerator &acc, VideoCodec codec, const Assumptions &a);
// Rendering speed index of a GPU, in Cycles samples per minute: its Blender Open Data score (median,
// Blender 4.5.0, the faster backend; catalog), else the catalog's estimate from the GPUs it has
// measured (catalog/cyclesestimate.h), else — a catalog with no measured GPU of the kind — its FP32 rate
// at the L40S's score per TFLOPS, renderCudaSlowdown times lower without RT cores. FP32 alone misjudges
// rendering across architectures: the A100 has 0.21x the L40S's FP32 and 0.53x its Cycles score.
// `cudaSlowdown` is the factor the FP32 rule divided by (1 where a score or an estimate stands).
struct RenderIndex
{
    double score = 0;
    double cudaSlowdown = 1;
};
RenderIndex renderIndex(double cyclesScore, double estimatedScore, double fp32Tflops, bool rtCores,
                        const Assumptions &a);
// FP64 code of a known arithmetic intensity (science.flops_per_byte): the roofline's two rates, the
// memory bandwidth's (intensity × bandwidth × a STREAM triad's share) and the FP64 units' (the dense
// peak × HPL's share); the lower sets the rate.
struct Fp64Roofline
{
    double bandwidthTflops = 0;
    double denseTflops = 0;
    double rate() const { return std::min(bandwidthTflops, denseTflops); }
    bool bandwidthBound() const { return bandwidthTflops < denseTflops; }
};
Fp64Roofline fp64Roofline(double flopsPerByte, const catalog::Accelerator &acc, const Assumptions &a);
// GPUs that render one frame together: render.gpus_per_frame (at most a node's), else all of a node's.
int renderGpusPerFrame(const MediaInput &m, const GpuSizing &s);
// Inference through TensorRT FP16 engines (software.optimization "tensorrt") on a GeForce card: its FP16
// kernels may accumulate in FP16, which GeForce tensor cores run at twice the FP32-accumulate rate the
// catalog lists (NVIDIA's GA102 and Ada whitepapers: RTX 3090 71 → 142, RTX 4090 165.2 → 330.3 dense
// TFLOPS); data-centre and workstation cards run both at one rate. The FP16 peak doubles, its figure
// named kFp16AccumulateFigure; other peaks (INT8, FP8, BF16) and training keep theirs (computerate.cpp).
inline constexpr const char *kFp16AccumulateFigure = "fp16 accumulate";
PeakThroughput withFp16Accumulate(PeakThroughput peak, const Workload &w, const catalog::Accelerator &acc,
                                  bool training);
// The index of the GPU the frame time was measured on (render.measured_on; the L40S when not given).
double renderReferenceIndex(const MediaInput &m, const Assumptions &a);
// How many times one GPU's ns/day a simulation reaches on `gpus` GPUs (below 1 where a small
// system slows down on more GPUs; 1 for a GPU-resident engine other than LAMMPS on GPUs without an
// NVLink-class link).
double mdMultiGpuGain(const MediaInput &m, const catalog::Accelerator &acc, int gpus, const Assumptions &a);
// GPU-offload (NAMD 2.x): the fewest physical CPU cores one simulation on `gpus` GPUs needs for the
// target ns/day; 0 where no count of cores reaches it (the GPU's part, or more than the most counted).
double mdOffloadCoresForTarget(const MediaInput &m, const catalog::Accelerator &acc, int gpus,
                               const Assumptions &a);
// One simulation's ns/day on `gpus` GPUs of the accelerator, with `coresPerGpu` physical CPU cores
// per GPU (used in GPU-offload mode only).
double mdNsPerDay(const MediaInput &m, const catalog::Accelerator &acc, int gpus, double coresPerGpu,
                  const Assumptions &a);

// Diffusion and vision training (traininglike.cpp): the model states per GPU (a LoRA / QLoRA base
// frozen at its storage bytes, adapters with Adam states) and what a sample costs, with the
// recomputation asked for or else the least that fits in `capacityGb`.
struct TrainingLike
{
    est::ModelStates states;
    TrainingLikeResult result;
};
TrainingLike trainingLike(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, int gpus);
// One GPU's memory from the model states and the activations: fragmentation on the dynamic part.
MemoryBreakdown trainingLikeMemory(const est::ModelStates &states, double activationsGb,
                                   const Assumptions &a);
// LoRA adapters of rank r on every linear layer of width d (the hidden width, else a UNet's 1,280):
// 2·r/d of the parameters.
double trainingLikeAdapterParameters(const ModelSpec &m, int rank);
// Their "Why these values?" lines: what a sample costs (GPU) and the memory of one GPU.
void trainingLikeWorkWhy(const Workload &w, const catalog::Accelerator &acc, const WorkResult &r,
                         const Assumptions &a, QStringList &why);
void trainingLikeMemoryWhy(const Workload &w, const MemoryBreakdown &m, const TrainingLikeResult &t, int gpus,
                           const Assumptions &a, QStringList &why);

// The "Why these values?" lines of each path (simulation.cpp, geospatial.cpp) and of all three
// (video.cpp); domainWorkWhy() is false when the workload is none of them.
void mdWhy(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a,
           QStringList &why);
// The GPU memory line of a molecular-dynamics plan: atoms × bytes per atom by force field (or as given).
void mdMemoryWhy(const Workload &w, const GpuSizing &s, QStringList &why);
void geospatialWhy(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a,
                   QStringList &why);
// The "Why these values?" lines of these paths; false when the workload is none of them.
bool domainWorkWhy(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a,
                   QStringList &why);

} // namespace gpuplanner::planner
