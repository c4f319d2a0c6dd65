#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <QString>
#include <QStringList>

namespace gpuplanner::planner {

enum class Task {
    LlmPretraining,
    LlmFinetune,
    LlmInference,
    BatchInference,
    DiffusionInference,
    DiffusionTraining,
    CvTraining,
    VideoProcessing,
    Rendering,
    Scientific,
    Simulation,
    Geospatial,
};

// Fp4: NVFP4 / MXFP4 weights and activations on FP4 tensor cores (Blackwell); Int4: weight-only
// (W4A16, GPTQ / AWQ).
enum class Precision
{
    Fp32,
    Bf16,
    Fp16,
    Fp8,
    Int8,
    Int4,
    Fp4
};
enum class FinetuneMethod { Full, Lora, Qlora };
enum class Offload { None, Optimizer, OptimizerAndParams };
enum class Recompute { None, Selective, Full };
// The software that trains an LLM: the calibrated default (Megatron-LM / DeepSpeed / NeMo class runs of
// 2023–24: Llama 2 and 3, MPT), an MLPerf-grade tuned stack (Transformer Engine FP8, fused kernels,
// llm.c), or an older or plain stack (2022–23 forks, Hugging Face Trainer without fused kernels).
enum class TrainingStack { Typical, Tuned, Older };
enum class Preprocessing { None, Light, Heavy };
// Where training and vision-inference images are decoded and augmented: PyTorch's DataLoader (PIL /
// torchvision) on the CPU, NVIDIA DALI on the CPU, or on the GPUs (DALI "mixed", nvJPEG).
enum class ImageDecode
{
    Cpu,
    DaliCpu,
    Gpu
};
enum class DataLocation { LocalNvme, SharedFs, ObjectStorage };
enum class RunPattern { Always, BusinessHours, Bursty, OneOff };
enum class Goal { LowestCostPerTask, LongRunStability, AbsorbPeaks };
enum class Stack { Cuda, Rocm, Cann };
enum class Billing { Hourly, Monthly, Reserved, Spot, Purchase };
enum class VideoCodec { H264, Hevc, Av1 };
enum class MdEngine
{
    Openmm,
    Gromacs,
    Amber,
    Lammps,
    Namd
};
// Where a molecular-dynamics step integrates: on the GPU (NAMD 3's GPU-resident mode, and every other
// engine here), or on the CPU cores with the GPU computing the forces (NAMD 2.x, NAMD 3's offload mode).
enum class MdMode
{
    GpuResident,
    GpuOffload
};
// LAMMPS's force field: biomolecular (CHARMM/AMBER with PPPM, rated as OpenMM) or a materials potential
// rated from LAMMPS-KOKKOS runs (simulation.cpp).
enum class LammpsPotential
{
    Biomolecular,
    LennardJones,
    Reaxff,
    Snap
};
// A vision or diffusion model's kernels, in software.optimization's order (SoftwareInput).
enum class Kernels
{
    Framework,
    Optimized,
    TensorRt
};
// A molecular-dynamics engine's floating point on the GPU, in simulation.precision's order.
enum class MdPrecision
{
    Single,
    Mixed,
    Double
};
enum class GeoOperation { PointInPolygon, SpatialJoin, PolygonParse, RasterTiles };

// The model as the engine sizes it: a preset's official numbers or a custom architecture.
struct ModelSpec
{
    QString presetId;       // empty for a custom model
    QString name;
    QString kind = QStringLiteral("llm"); // llm | moe-llm | encoder | diffusion | vision | speech
    double parametersB = 0;
    double activeParametersB = 0;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int intermediate = 0; // 0: 4·hidden (classic MLP) is assumed where it matters
    int vocab = 0;
    int context = 0;
    int kvLoraRank = 0;    // MLA latent width (DeepSeek-V3); 0 for standard attention
    int qkRopeHeadDim = 0; // MLA decoupled RoPE key width
    int slidingWindow = 0; // tokens a sliding-window attention layer keeps in its KV cache (0: none)
    int slidingLayers = 0; // layers with the window; the others attend to the whole context
    int experts = 0;       // MoE: routed experts per layer (0: not given)
    int expertsPerToken = 0; // MoE: routed experts each token uses (top-k; 0: not given)
    int denseLayers = 0;     // MoE: layers with a dense MLP (of `intermediate`) instead of experts
    int sharedExperts = 0;   // MoE: experts every token uses beside its routed ones
    int moeIntermediate = 0; // MoE: one expert's intermediate width (0: intermediate)
    double gflopsPerSample = 0;
    double activationsM = 0; // vision: activations one forward pass writes, millions (0: not given)
    double concatInputsM = 0; // DenseNet: elements its layers' concatenations hold, millions (0: none)
    double detectionScoresM = 0; // detectors: class scores per image post-processing reads, millions
    int convLayers = 0;          // vision: convolution and linear layers of a forward pass (0: not counted)
    // Diffusion UNets and transformers: the attention scores one forward pass of a sample computes,
    // heads × queries × keys summed over its attention layers, millions (0: not counted)
    double attentionScoresM = 0;
    // ... and of its largest attention layer, which an eager attention holds in memory at once (millions)
    double attentionLayerScoresM = 0;
    // Speech encoder-decoder models (Whisper): each half's layers, the encoder positions of one 30 s
    // window, the tokens decoded per window (speechinference.cpp); 0 for other models.
    int encoderLayers = 0;
    int decoderLayers = 0;
    int audioPositions = 0;
    int decoderTokens = 0;
    int melBins = 0; // log-mel features per 10 ms frame (Whisper 80, large-v3 128); 0: 80
    int defaultSteps = 0;
    // Denoiser passes a step of a diffusion model: 2 with classifier-free guidance (SD, SDXL), 1 for a
    // guidance-distilled model (FLUX.1-dev, HunyuanVideo) or with guidance off; 0: not given (2).
    int guidancePasses = 0;
    int frames = 0; // a video diffusion model: frames a sample (a video); 0 for an image
    QString sample;

    bool isLanguageModel() const
    {
        return kind == QLatin1String("llm") || kind == QLatin1String("moe-llm") || kind == QLatin1String("encoder");
    }
    // A mixture of experts: a token uses under 90% of the parameters. Gemma 3 27B's active 27.01 of 27.43 B
    // (the vision tower idle on text) is no MoE; every published MoE uses a third or less.
    bool isMoe() const { return activeParametersB < 0.9 * parametersB; }
    // Layers whose MLP is a mixture of experts (Llama 4 Maverick: every other one; DeepSeek-V3: all but 3).
    int moeLayers() const { return isMoe() ? std::max(0, layers - denseLayers) : 0; }
};

struct TrainingInput
{
    double tokens = 0;   // LLM tasks; 0: the engine's default (20 tokens per parameter, Chinchilla)
    double samples = 0;  // non-LLM training: samples per epoch (a speech model's: clips)
    double epochs = 1;
    // Training a speech model (Whisper): hours of audio per epoch (samples = clips of clipSeconds) and
    // the clips' mean length, s (0: 30 s, Whisper's window; every clip is padded to one window).
    double audioHours = 0;
    double clipSeconds = 0;
    // PyTorch's DataLoader num_workers per GPU process, where the user states it: 0 prepares each batch
    // in the training process, in series with the GPU step; empty: loaders that keep up (the CPU sized).
    std::optional<int> loaderWorkers;
    // The worker counts the wizard offers and the loader rule's fix proposes, besides 0.
    static constexpr std::array<int, 4> kLoaderWorkerSteps{2, 4, 8, 16};
    // Vision, speech and diffusion training: an EMA copy of the trained weights in FP32 (DiT's train.py,
    // diffusers' --use_ema).
    bool ema = false;
    FinetuneMethod method = FinetuneMethod::Full;
    std::optional<int> zeroStage;        // empty: lowest stage that fits
    Offload offload = Offload::None;
    std::optional<Recompute> recompute;  // empty: least recomputation that fits
    std::optional<int> tensorParallel;   // empty: smallest degree that fits
    int microBatch = 1;
    bool microBatchGiven =
        false;              // vision and diffusion training: unset, the recipes' batch (traininglike.cpp)
    // Vision, speech and diffusion training: samples per optimizer step over all GPUs (gradient
    // accumulation when above GPUs × micro-batch); 0: one micro-batch per GPU and step (DDP's default).
    int globalBatch = 0;
    int sequenceLength = 0; // 0: min(model context, 4096)
    int loraRank = 16;
    double deadlineDays = 0; // 0: none
    std::optional<double> mfu; // measured on the whole job: used as is, no scaling loss on top
    std::optional<double> hfu; // hardware FLOPs utilization (recomputation counted); never with mfu
    TrainingStack stack = TrainingStack::Typical; // scales the default MFU; unused with mfu or hfu
    // LoRA: the storage precision of the frozen base weights; empty: the training precision. FP32 where
    // the model is loaded in FP32 and trained under BF16/FP16 autocast (Hugging Face's default dtype,
    // the PEFT FSDP guide's script).
    std::optional<Precision> basePrecision;
    // training.attention "eager": an attention kernel that keeps the s×s scores for the backward pass
    // (Megatron-LM before FlashAttention, Korthikanti et al. 2022). The default, "fused" (FlashAttention,
    // PyTorch SDPA), recomputes them, so no recomputation keeps what selective recomputation keeps.
    bool attentionStoresScores = false;
};

struct ServingInput
{
    double concurrentRequests = 0;
    double requestsPerS = 0;
    int promptTokens = 1000;
    int outputTokens = 250;
    double ttftMs = 0; // 0: no target
    double tpotMs = 0; // 0: no target
    double totalRequests = 0; // batch inference: requests in the job
    double audioHours = 0;    // batch inference of a speech model: hours of audio in the job
    double clipSeconds = 0;   // its recordings' mean length, s (0: long recordings, cut into windows)
    int beams = 1;            // speech decoding: beam width (1: greedy)
    double imagesPerS = 0;   // diffusion / vision serving
    bool videosPerHourGiven = false; // the load came as serving.videos_per_hour (a video model's)
    // serving.attention "eager": a diffusion model's attention writes its scores to memory and reads
    // them back (PyTorch before 2.0 without xformers); the default, "fused" (FlashAttention, PyTorch
    // SDPA, xformers), keeps them on chip.
    bool eagerAttention = false;
    int imagesPerCall = 1;   // diffusion: images one pipeline call generates together (batch size)
    double requestPayloadKb = 4;  // per request over the public network (prompt + response)
    std::optional<Precision> kvCachePrecision; // empty: the weights' precision when fp8/bf16/fp16
    // Sequences one serving-engine instance runs at once (vLLM --max-num-seqs, TensorRT-LLM
    // max_batch_size, SGLang --max-running-requests); under attention data parallel each GPU's
    // instance. 0: as many as the KV cache holds.
    int maxBatch = 0;
};

struct DataInput
{
    double datasetGb = 0;
    double fileCount = 0;
    double avgFileMb = 0;
    Preprocessing preprocessing = Preprocessing::Light;
    // Empty: PyTorch's DataLoader on the CPU, or the GPUs where that needs more cores than any
    // two-socket server has (inputpipeline.cpp).
    std::optional<ImageDecode> imageDecode;
    DataLocation location = DataLocation::LocalNvme;
    int checkpointsKept = 3;
    bool sensitive = false;
    // A speech job without dataset_gb: the data set is its audio (workloadjson.cpp), not 0.
    bool datasetFromAudio = false;
    // A geospatial job without dataset_gb: the data set is its points, 16 bytes each (workloadjson.cpp).
    bool datasetFromPoints = false;
};

struct RunInput
{
    RunPattern pattern = RunPattern::Always;
    std::optional<double> utilization; // 0..1; empty: from the pattern
    double durationDays = 30;
    int teamSize = 1;
    double devShare = 0;        // share of the GPUs' time spent on development and validation
    std::optional<Billing> billing; // empty: the engine proposes one
    bool sharedWithOtherWork = false; // training and latency-sensitive serving share these GPUs
    // The most the user means to spend: a month, or the whole job for a one-off run; 0: none.
    double budget = 0;
    QString budgetCurrency = QStringLiteral("USD"); // USD | CNY
    bool internetEgress = true; // answers or output streams leave over the public internet
};

struct SoftwareInput
{
    QString framework = QStringLiteral("pytorch");
    QString frameworkVersion; // empty: the engine proposes a pinned version
    bool multiGpu = true;
    bool distributed = true;
    std::optional<Stack> stack; // empty: any
    // Diffusion and vision kernels (software.optimization): framework defaults (PyTorch eager,
    // diffusers), an optimised stack (compiled graphs, MLPerf-grade submissions), or TensorRT FP16
    // engines (inference only), an optimised stack whose FP16 kernels may accumulate in FP16, which
    // GeForce tensor cores run at twice the FP32-accumulate rate the catalog lists; sets the share of
    // peak FLOPS reached (computerate.cpp).
    Kernels kernels = Kernels::Framework;
    bool optimizedKernels() const { return kernels != Kernels::Framework; }
    bool tensorRt() const { return kernels == Kernels::TensorRt; }
    // Convolutional networks under framework defaults: tensors in channels-last order
    // (torch.channels_last, NHWC) instead of PyTorch's default NCHW, which cuDNN's tensor-core
    // convolutions convert on every layer (computerate.cpp). An optimised stack is channels-last already.
    bool channelsLast = false;
};

// The GPU a rendering frame time was measured on, as the catalog describes it (read with the workload).
struct RenderReference
{
    QString id;
    QString name;
    double cyclesScore = 0;    // Blender Open Data samples/min; 0: none recorded
    double estimatedScore = 0; // the catalog's estimate where none is recorded (catalog/cyclesestimate.h)
    double fp32Tflops = 0;
    bool rtCores = true;
};

// Task-specific inputs of the non-LLM paths.
struct MediaInput
{
    int streams = 0;               // video: concurrent streams
    int resolutionHeight = 1080;   // video: 720 | 1080 | 2160
    double fps = 30;               // video
    bool encode = true;            // video: transcode (decode + encode) or analysis (decode only)
    VideoCodec codec = VideoCodec::H264; // video: the codec encoded (transcode) or decoded
    // Transcode: what each input stream is, where it differs from the output (analysis decodes the
    // codec, resolution and frame rate above). Empty or 0: H.264 at the output's resolution and rate.
    std::optional<VideoCodec> sourceCodec;
    int sourceHeight = 0;
    double sourceFps = 0;
    double sceneGb = 0;            // rendering: scene size in GPU memory
    double frames = 0;             // rendering: frames to render
    double gpuSecondsPerFrame = 0; // rendering: measured on renderMeasuredOn (the L40S when empty)
    std::optional<RenderReference> renderMeasuredOn;
    // rendering: GPUs that render one frame together (a node's share of buckets or tiles); 0: all of a
    // node's GPUs, the renderers' default; 1: a frame per GPU (a render manager's task per GPU).
    int renderGpusPerFrame = 0;
    double fp64Tflop = 0;          // scientific: total FP64 work (TFLOP)
    bool memoryBound = false;      // scientific: bandwidth-bound code (stencils, sparse solvers)
    double flopsPerByte = 0;       // scientific: FP64 FLOPs per byte of memory traffic (0: not given)
    double workingSetGb = 0;       // scientific / simulation / geospatial: data resident on the GPUs
    int instances = 0;             // simulation: concurrent simulator instances
    double gbPerInstance = 0;      // simulation: GPU memory per instance
    // Video encoder preset NVENC P1 (fastest) … P7 (slowest); 0: not given (P7 assumed, video.cpp).
    int nvencPreset = 0;
    // Encoder tuning: low latency (live streams, CBR) instead of high quality (files, VOD; the default).
    bool nvencLowLatency = false;
    // Outputs per stream (an adaptive-bitrate ladder): the output's resolution and the next lower
    // ones (1080p, 720p, 480p, 360p), each an encode session (video.cpp). 1: one output.
    int renditions = 1;
    double bitrateMbps = 0;        // video: per output stream; 0: the codec's default (video.cpp)
    // Molecular dynamics (simulation with atoms > 0; simulation.cpp).
    MdEngine mdEngine = MdEngine::Openmm;
    double atoms = 0;              // 0: a simulator fleet (instances × GB), not molecular dynamics
    double targetNsPerDay = 0;     // per simulation; 0: none
    double simulatedNs = 0;        // per simulation, for the job time; 0: none
    double timestepFs = 2;
    double cutoffNm = 0;           // non-bonded cut-off; 0: not given (1.0 nm assumed, GROMACS only)
    int gpusPerSimulation = 0;     // 0: the fewest that reach the target ns/day
    MdMode mdMode = MdMode::GpuResident;
    int cpuCoresPerSimulation = 0; // physical cores; 0: not given (simulation.cpp)
    LammpsPotential lammpsPotential = LammpsPotential::Biomolecular;
    // OpenMM's major release: 8 (the model's fit, OpenMM 8.x) or 7 (OpenMM 7.x, slower: simulation.cpp).
    int openmmMajor = 8;
    // The engine's floating point (simulation.precision). Unstated, each engine as its rates were
    // measured: OpenMM single (benchmark.py's default), LAMMPS's biomolecular force field mixed (the GPU
    // package), its materials potentials double (KOKKOS); GROMACS, AMBER and NAMD run mixed. OpenMM in
    // mixed runs slower than single; double runs its arithmetic on the FP64 units and, for LAMMPS's
    // biomolecular force field, moves twice the bytes per atom (simulation.cpp).
    MdPrecision mdPrecision = MdPrecision::Single;
    // Geospatial job (geospatial.cpp).
    GeoOperation geoOperation = GeoOperation::PointInPolygon;
    double geoPoints = 0;
    double geoPolygons = 0;
    double rasterTiles = 0;
    double geoDeadlineS = 0;       // 0: none
};

struct GpuPin
{
    QString model; // catalog name as `catalog show` matches it; empty: the engine chooses
    int count = 0; // GPUs per node; 0: the engine chooses
    int nodes = 0; // 0: the engine chooses
};

// The host the plan's configuration pins, as the GPU sizing needs it: evaluate() sets it from the
// configuration's CPU (its core count, else the named model's) and its network between nodes; never
// read from or written to a file.
struct HostPin
{
    int cpuCores = 0;        // physical cores per node; 0: not pinned
    int serverCoresMost = 0; // the most cores a two-socket server of the catalog offers; 0: unknown
    double clusterGbps = 0;  // network between nodes per node (network_cluster_gbps); 0: not pinned
};

// Everything the user says about the work to be done.
struct Workload
{
    Task task = Task::LlmInference;
    ModelSpec model;
    Precision precision = Precision::Bf16;
    bool precisionGiven = false;
    TrainingInput training;
    ServingInput serving;
    DataInput data;
    RunInput run;
    SoftwareInput software;
    MediaInput media;
    Goal goal = Goal::LowestCostPerTask;
    GpuPin gpu;
    HostPin host;
};

// A transformer's head width: head_dim, else hidden ÷ heads (0 for a model without a width: a UNet).
double attentionHeadWidth(const ModelSpec &m);
// A diffusion transformer's attention work in one pass, GFLOPs: QKᵀ and P·V over model.attention_scores_m,
// 4 × scores × the head width; 0 without scores or a width.
double attentionGflopsPerPass(const ModelSpec &m);

bool isTraining(Task task);
bool isLlmTask(Task task);
bool isServing(Task task);
// Molecular dynamics whose simulation runs in one process on one node's GPUs: OpenMM, and NAMD in its
// GPU-resident mode (GROMACS, LAMMPS and AMBER's MPI builds may span nodes).
bool mdWithinANode(const MediaInput &m);

QString taskId(Task task);
// The task in words for people (translated), e.g. "LLM online serving"; taskId() is for files.
QString taskDisplayName(Task task);
// The same, for the work as given: training a speech model (task cv_training) is "speech-model training".
QString taskDisplayName(const Workload &w);
QString precisionId(Precision p);
std::optional<Task> taskFromId(const QString &id);
std::optional<Precision> precisionFromId(const QString &id);
QStringList allTaskIds();

} // namespace gpuplanner::planner
