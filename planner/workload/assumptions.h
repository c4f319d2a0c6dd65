#pragma once

#include <QString>

#include <vector>

namespace gpuplanner::planner {

// Every constant the engine uses, named, with its source. All are adjustable per plan; the
// defaults below are what the engine assumes when the plan does not say otherwise.
struct Assumptions
{
    // --- compute efficiency ---
    double defaultMfu = 0.40;                 // legacy one-node figure; training uses the calibrated model below
    // --- training utilization, calibrated on published whole runs (tests/data/calibration) ---
    // MFU = base(peak) × (active parameters ÷ reference)^exponent(peak) × (1 − node loss)^log2(nodes),
    // model FLOPs counting attention (PaLM App. B). Base, exponent, floor, FP8 and stack factors are
    // fitted together, least squares in log(estimate ÷ published), on the 10 calibration runs and the
    // 5 training fit rows of tests/data/fidelity (node loss and full-exponent nodes are set by Llama 3).
    double mfuBaseAmpere = 0.54;              // base MFU at the A100's 312 TFLOPS BF16 peak
    double mfuBaseHopper = 0.505;             // base MFU at the H100's 989.5 TFLOPS BF16 peak
    double mfuSizeReferenceB = 405;           // active parameters (B) from which the size factor is 1
    double mfuSizeExponentHopper = 0.215;     // size exponent at 989.5 TFLOPS, proportional to the peak
    double mfuSizeFullNodes = 2048;           // nodes at which the full size exponent applies (Llama 3.1)
    double mfuWidthReference = 2048;          // hidden width from which a model's GEMMs are wide enough
    double mfuWidthExponent = 0.4;            // narrower models run at (hidden ÷ reference)^this
    double mfuLossPerNodeDoubling = 0.015;    // RDMA fabric, per doubling of nodes
    double fp8TrainingSpeedup = 1.33;         // FP8 training rate over BF16 on the same GPUs
    double nvfp4GemmShare = 0.52; // NVFP4 training: share of an FP8 step that runs at the FP4 rate
    double mfuTunedStack = 1.54;              // MLPerf-grade stack over the calibrated default
    double mfuOlderStack = 0.81;              // 2022–23 stack over the calibrated default
    double mfuCeiling = 0.75;                 // no whole-run MFU above this, whatever the factors
    double qloraDequantBytesPerParam = 18.7;  // QLoRA: memory traffic per NF4 parameter per pass
    double decodeBandwidthEfficiency = 0.70;  // achieved / peak memory bandwidth while decoding
    double prefillComputeEfficiency = 0.57;   // achieved / peak dense FLOPS during prefill
    double decodeComputeEfficiency = 0.47;    // achieved / peak dense FLOPS for large-batch decode
    double kvReadBandwidthEfficiency = 0.78;  // achieved / peak memory bandwidth reading the KV cache
    double servingEfficiencyRocm = 0.76;      // the four serving efficiencies × this on ROCm (vLLM, MI300X)
    double nonLlmComputeEfficiency = 0.35;    // transformer diffusion / vision kernels (DiT, ViT), achieved / peak
    // Achieved share of the 16-bit dense peak by model family and software, fitted on the fit rows of
    // tests/data/fidelity/measurements.json (arithmetic in assumptions.cpp and the README there).
    double cnnConvEfficiency = 0.80;                 // CNN convolution math, of the 16-bit peak
    double cnnBytesPerActivationFramework = 88;      // CNN training traffic per activation, eager NCHW
    double cnnBytesPerActivationChannelsLast = 62.6; // the same in channels-last order (eager NHWC)
    double cnnBytesPerActivationOptimized = 28.5;    // the same with fused, channels-last kernels (MLPerf)
    double cnnBytesPerActivationInference = 18;      // CNN batch inference per activation, eager NCHW
    double transformerBytesPerActivationInference = 5; // vision transformer batch inference, the same
    double cnnActivationsPerGflop = 11.11 / 8.18;    // millions, where a model gives none: ResNet-50's
    // A densely connected network's concatenated inputs (model.concat_inputs_m): times each element is
    // read or written per sample, closed forms counted from eager PyTorch's kernels
    // (assumptions_inference.cpp)
    double concatPassesInference = 7; // copy (read, write), normalize (read, write), ReLU (both), conv reads
    double concatPassesTraining = 21; // the forward's 8 and the backward's 13
    double concatPassesOptimized = 3; // inference in place: a fused normalize-activate pass, the conv reads
    double concatSavedCopies = 2;     // kept for the backward: the concatenation and the ReLU's output
    double detectionBytesPerScore = 21.1; // detector post-processing (top-k, NMS) per class score, inference
    // A vision model's call (model.conv_layers known): each layer's kernel takes at least this long on
    // the GPU, launched one by one (a TensorRT engine called per image, eager PyTorch) or replayed as
    // a compiled graph (MLPerf-grade stacks); eager PyTorch's host spends the last dispatching each
    // layer's operations (assumptions_inference.cpp)
    double visionLayerUsTensorRt = 15.9;
    double visionLayerUsGraph = 8.3;
    // A transformer encoder's call at a small batch: each layer's kernels take at least this long
    // (encoderinference.cpp; assumptions_inference.cpp)
    double encoderLayerUsSmallBatch = 51.6;
    // The boost clock of the A100s the three latencies above are fitted on; another card's latency is
    // scaled by this ÷ its boost clock (smallbatchcall.cpp; assumptions_inference.cpp)
    double kernelLatencyReferenceMhz = 1410;
    double visionLayerDispatchUsFramework = 105.0;
    // Eager (unfused) attention, per score: QKᵀ writes it, the softmax reads it and writes the
    // probability, P·V reads that; training adds the backward's 7 (assumptions_inference.cpp)
    double eagerAttentionPasses = 4;
    double eagerAttentionPassesTraining = 11;
    double eagerAttentionPassesEncoder = 8; // BERT's unfused attention in transformers (before SDPA)
    double eagerAttentionBuffers = 3; // held at once: baddbmm's empty input, the scores, the probabilities
    double unetBytesPerFlop = 0.0102;                // UNet inference traffic per FLOP, framework defaults
    double cnnTf32Efficiency = 0.125;                // FP32 run as TF32 (Ampere on): of the TF32 peak
    double cnnFp32Efficiency = 0.54;                 // FP32 on FP32 units (no TF32): of the FP32 peak
    double unetInferenceEfficiencyFramework = 0.39;  // SDXL on an A100, diffusers (UNet training ratio)
    double unetConvEfficiencyFramework = 0.90;       // UNet math with framework defaults, before traffic
    double diffusionEagerStepFloorMs = 24.3;         // eager diffusers: host dispatch per denoising step
    double speechEagerStepMs = 22.8;                 // eager Whisper generate: the loop's host time a step
    double speechEagerLayerStepMs = 0.099;           // and per decoder layer a step
    double speechEagerSequenceStepMs = 0.267;        // and per sequence and step
    double speechOptimizedLayerStepMs = 0.16;        // CTranslate2 / TensorRT: per decoder layer and step
    double speechPipelineOverlap = 1.5;              // Hugging Face pipeline: 30 s windows per 20 s of audio
    double unetInferenceEfficiencyOptimized = 0.46;  // SDXL, TensorRT (MLPerf Inference v4.0)
    double unetTrainingEfficiencyOptimized = 0.27;   // SD v2, MLPerf Training v4.0
    double frameworkCudaCoreShare = 0.35;            // framework defaults: A100 step share on CUDA cores
    double fusedAttentionEfficiency = 0.70;          // FlashAttention-2 on Ampere and Ada: of the 16-bit peak
    double fusedAttentionEfficiencyHopper = 0.35;    // FlashAttention-2 (mma.sync) on Hopper and Blackwell
    double fusedAttentionEfficiencyHopperOpt = 0.75; // FlashAttention-3 / fused MHA kernels on Hopper
    double fp64DenseEfficiency = 0.625;              // HPL-class dense FP64, of the FP64 peak TOP500 counts
    double renderCudaSlowdown = 1.66;                // Cycles through CUDA instead of OptiX on RT cores
    // --- serving step model (llminference.cpp) ---
    double decodeStepOverheadMs = 1.0;        // scheduling, sampling and kernel launches per decode step
    double moeTokenBytesPerHidden = 720;      // MoE layers: memory traffic per token per layer ÷ hidden
    double allReduceLatencyUsLink = 8.0;      // one small all-reduce over NVLink-class links
    double allReduceLatencyUsPcie = 25.0;     // one small all-reduce over PCIe
    double allReduceBandwidthEfficiency = 0.41; // achieved / peak link bandwidth, decode-sized all-reduces
    double allReduceBandwidthEfficiencyPcie = 0.44; // the same over PCIe x16 (NCCL busbw, NVIDIA/nccl#1639)
    double defaultTtftMs = 2000;              // online serving without a target: MLPerf Llama 2 70B server
    double defaultTpotMs = 200;               // (TTFT 2 s, TPOT 200 ms)
    // --- scaling: efficiency lost per doubling of GPUs in a node and of nodes ---
    double lossPerDoublingNvlink = 0.03;
    double lossPerDoublingPcie = 0.10;
    // --- memory ---
    double runtimeOverheadGb = 1.0;           // CUDA context, cuBLAS/cuDNN workspaces, NCCL buffers
    double fragmentationFraction = 0.10;      // allocator fragmentation on dynamic memory (training)
    double servingMemoryFraction = 0.90;      // share of GPU memory a serving engine reserves
    double logitsBytesPerElement = 4;         // FP32 logits for the loss (training)
    double tokensPerParameter = 20;           // default training tokens (Chinchilla)
    // --- host ---
    double inferenceCoresPerGpuMin = 2;       // scheduler / tokenizer process per serving GPU
    int inferenceCoresMin = 8;                // article 000: inference nodes from 8–16 physical cores
    int inferenceCoresRecommended = 16;
    int heavyPreprocessCoresMin = 16;         // article 000: heavy preprocessing 16–32 cores
    int heavyPreprocessCoresRecommended = 32;
    double trainingCoresPerGpuMin = 4;        // data loading floor per training GPU
    double trainingCoresPerGpuRecommended = 14; // NVIDIA DGX H100: 112 cores for 8 GPUs
    double ramReserveFraction = 0.30;         // article 000: cache + program, then ~30% reserve
    double programFootprintGb = 4;            // one training / serving process on the host
    int dataLoaderWorkersPerGpu = 4;
    double workerFootprintGb = 1.0;           // copy-on-write growth of one data-loader worker
    double ramPerVramRecommended = 2.0;       // host RAM per GB of GPU memory, recommended
    // --- storage ---
    double systemDiskMinGb = 100;             // article 000: system disk 100–200 GB
    double systemDiskRecommendedGb = 200;
    double logsGb = 20;
    double dataDiskHeadroom = 1.3;
    double checkpointWriteTargetS = 300;      // write a checkpoint in at most 5 minutes
    double modelLoadTargetS = 120;            // load the model files from disk in at most 2 minutes
    double datasetCacheMaxGb = 256;           // article 000: 64–256 GB for large image/video/science data
    // --- network ---
    double publicMinMbps = 100;               // article 000: ~100 Mbps for a single low-rate user
    double commOverlapFraction = 0.5;         // share of a step's time the all-reduce may take
    double globalBatchTokens = 4.0e6;         // tokens per optimizer step (Llama 2: 4M)
    // --- non-LLM paths ---
    double finetuneDefaultTokens = 1.0e8;     // SFT set of ~100k examples × ~1k tokens
    double diffusionWorkspaceFraction = 0.30; // inference activations/workspace over weight memory
    double diffusionActivationGbPerSample = 2.0; // training, 1024² latent, with checkpointing
    double visionActivationGbPerSample = 0.0395; // ResNet-50 at 224 px with AMP (traininglike.cpp)
    // Per-GPU batch of vision and diffusion training where training.micro_batch is not given: the
    // reference recipes' batch for the family, halved until it fits the GPU (traininglike.cpp).
    double trainingBatchConvNet = 256;        // NVIDIA DeepLearningExamples ResNet-50, AMP
    double trainingBatchTransformer = 64;     // NeMo ViT micro-batch
    double trainingBatchDiffusion = 16;       // MLPerf SD v2 (…x16 configs), MosaicML SD2 device microbatch
    double trainingBatchSpeech = 16;          // Hugging Face's Whisper fine-tuning guide
    double trainingBatchAdapter = 1;          // LoRA / QLoRA of diffusion models (Hugging Face FLUX QLoRA)
    double speechClipsPerLoaderCore = 8.88;   // Whisper fine-tuning clips a loader core prepares, /s
    // ImageNet JPEG decode, random resized crop and flip per physical core, images/s (inputpipeline.cpp):
    // PyTorch's DataLoader with PIL / torchvision, and NVIDIA DALI on the CPU.
    double samplesDecodedPerCore = 176;
    double samplesDecodedPerCoreDali = 303;
    double defaultSampleMb = 0.11;            // ImageNet average JPEG
    double nvdecStreamsPerEngine1080p30 = 12; // 1080p30 decode sessions per non-NVIDIA decoder (estimate)
    // Per-engine encode rate (video.cpp): NVIDIA's table by generation, codec and preset at 1080p; at
    // 2160p an engine reaches this share of the 1080p pixel rate (one fit row, RTX 5090 AV1 P1).
    double nvencPixelRate2160p = 0.70;
    double videoMbps1080H264 = 8;             // output bitrate of a 1080p stream, H.264 (video.cpp)
    double videoBitrateFactorHevc = 0.65;     // HEVC bitrate ÷ H.264 at equal quality
    double videoBitrateFactorAv1 = 0.60;      // AV1 bitrate ÷ H.264 at equal quality
    // Molecular dynamics step time (simulation.cpp): overhead + per-atom cost, fit on OpenMM 8.x.
    double mdStepOverheadMs = 0.115;
    double mdStepMsPerMillionAtoms = 6.4;     // on the reference GPU (A100 80GB SXM)
    double mdFp32Weight = 0.667;              // speed = FP32 TFLOPS^w × GB/s^(1 − w)
    double mdHardwareExponent = 0.62;         // per-atom cost ∝ speed^-0.62
    double mdMultiGpuExponent = 0.414;        // ns/day on n GPUs = n^0.414 × one GPU (not GROMACS)
    // Other engines against that OpenMM model (tests/data/fidelity, fit rows, with the cache term below):
    // AMBER pmemd.cuda runs 1.29× its ns/day at the same hardware exponent; GROMACS (GPU-resident) 1.13×
    // with the per-atom cost ∝ speed^-0.9 and scaled by the cut-off; NAMD 3 (GPU-resident) 0.77×.
    double mdAmberSpeed = 1.29;
    double mdGromacsSpeed = 1.13;
    double mdNamdSpeed = 0.77;
    double mdOpenmm7Speed = 0.82; // OpenMM 7.x over the 8.x model: OpenMM 7.7's table on the A100
    double mdOpenmmMixedSpeed = 0.84; // OpenMM mixed over single precision: openmm/openmm#2865, 9 pairs
    // LAMMPS with a biomolecular force field (CHARMM, PPPM, SHAKE; the GPU package in mixed precision):
    // step = fixed ms (bonds, constraints, the CPU ranks' share) + multiple × the OpenMM-model step.
    double mdLammpsBioFixedMs = 4.96;
    double mdLammpsBioModelMultiple = 5.67;
    // The working set of a molecular-dynamics step per atom (bytes), and what the share of it that does
    // not fit in the GPU's last-level cache adds to the per-atom part (simulation.cpp).
    double mdCacheBytesPerAtom = 40;
    double mdCacheSpillCost = 0.9;
    // LAMMPS with a materials potential (KOKKOS, double precision; simulation.cpp): a step takes a fixed
    // part + atoms ÷ (GPUs × atom-steps/s), the rate given at the reference speed (A100 80GB SXM) and
    // scaled by speed^mdHardwareExponent. Johansson et al. 2025's runs on one A100 40GB and one H100.
    double lammpsLjAtomStepsPerS = 7.70e8;
    double lammpsLjOverheadMs = 0.10;
    double lammpsReaxffAtomStepsPerS = 5.90e6;
    double lammpsReaxffOverheadMs = 7.5;
    double lammpsSnapAtomStepsPerS = 2.40e6;
    double lammpsSnapOverheadMs = 0.42;
    // NAMD in GPU-offload mode (NAMD 2.x): the CPU cores integrate and compute bonded forces, the GPU
    // the non-bonded ones; a step takes the longer of the two. CPU time per atom and step on one
    // physical core (µs), and the most cores per GPU a published run used (simulation.cpp).
    double mdNamdOffloadUsPerAtomCore = 0.532;
    double mdOffloadMaxCoresPerGpu = 18;
    double mdOffloadCoresHeadroom = 1.25; // recommended cores ÷ the cores the rate assumes
    double mdGromacsHardwareExponent = 0.9;
    // GROMACS's per-atom cost × (cut-off ÷ 1.0 nm)^0.95: more pairs inside a longer cut-off, a coarser
    // PME mesh; fitted on the GROMACS fit rows (0.8, 0.9 and 1.2 nm).
    double mdGromacsCutoffExponent = 0.95;
    double mdGromacsReferenceCutoffNm = 1.0;
    // GROMACS on several GPUs splits the box; each step adds halo exchange and PME communication that
    // does not shrink with more GPUs: step on n GPUs = one GPU's step × (1/n + this ÷ (atoms × the
    // cut-off factor)), in atoms at the 1.0 nm reference. Fitted on STMV (1,066,628 atoms, 1.2 nm) on
    // 2 × H100 and 2 × MI250X against one (CSC chem-benchmarks, fit rows).
    double mdGromacsCommAtoms = 87500;
    // Geospatial (geospatial.cpp): rates on a V100 (900 GB/s), scaled by memory bandwidth.
    double geoPipPointsPerSReference = 68.3e6;
    double geoPolygonsParsedPerSReference = 13975;
    double geoReferenceBandwidthGbs = 900;
    double geoReferenceFp64Tflops = 7.8; // the V100's vector FP64
    // Share of the time that follows FP64 rather than memory bandwidth (cuSpatial's kernels are
    // float64): fitted on the Titan V / Titan RTX quadtree tables (geospatial.cpp).
    double geoFp64SharePip = 0.51;
    // Quadtree spatial join: indexing + filtering, then point-in-polygon refinement (Titan V, Zhang 2020).
    double geoJoinIndexPointsPerSReference = 556e6;
    double geoJoinRefinePointsPerSReference = 761e6;
    double videoGbPerStream = 0.3;            // GPU memory per transcode session
    double cpuCoresPerVideoStream = 0.5;      // demux, audio, muxing per stream
    double renderSceneHeadroom = 1.2;         // GPU memory over scene size (frame buffers, BVH)
    double renderReferenceFp32Tflops = 91.6;  // L40S FP32: gpu_seconds_per_frame is measured there
    double renderReferenceCyclesScore = 7848; // L40S Cycles OptiX samples/min, Blender Open Data 4.5.0 median
    double renderLossPerDoubling = 0.029;     // a node's GPUs sharing each frame (V-Ray GPU scaling)
    double memoryBoundFlopsPerByte = 0.16;    // bandwidth-bound FP64 (HPCG): FLOP per byte of peak bandwidth
    double streamBandwidthShare = 0.838;      // a streaming FP64 kernel's share of the datasheet bandwidth
    double simulationCoresPerInstance = 4;    // physics and sensor pipelines per simulator
    double cnyPerUsd = 7.1;                   // exchange rate for ranking offers in one currency
    // --- utilization and billing ---
    double utilizationAlways = 0.85;          // 24/7 service or training queue, maintenance and idle gaps
    double utilizationBusinessHours = 50.0 / 168.0; // 10 h × 5 days of a 168-hour week
    double utilizationBursty = 0.25;          // peaks and idle valleys
    double utilizationOneOff = 0.95;          // a single job, released when it ends
    double steadyUtilization = 0.70;          // steady enough for a monthly / reserved term
    double steadyMinDays = 60;                // long enough for a term to pay off
    double devShareHigh = 0.5;                // mostly development and validation (article 001 case 1)
    double lowUtilization = 0.40;             // below this a fixed term or purchase idles
    // --- rule thresholds ---
    double vramOversizedRatio = 3.0;          // GPU memory at least this many times the need
    double cheaperAlternativeRatio = 0.9;     // an alternative must cost at most 90% to be worth a finding
    double fp64WeakTflops = 5.0;              // consumer / inference GPUs offer ~0.3–1.5 FP64 TFLOPS
    double smallFileMb = 1.0;                 // "small files" on shared storage
    double smallFileCount = 100000;
    double publicOverprovisionRatio = 4.0;
    double publicOverprovisionMinMbps = 1000;
    double longTrainingHours = 24;            // a run long enough to need checkpoints and backups
    double checkpointTooLongFactor = 2.0;     // interval over this × the Young/Daly optimum
    double rdmaFabricMinGbps = 100;           // per node: EDR/HDR InfiniBand or 100 GbE RoCE and up
    // Per GPU: one 400 Gbit/s ConnectX-7 port per GPU on the compute fabric of DGX H100 and DGX B200
    // (NVIDIA DGX H100/H200 and DGX B200 user guides, "Network ports"); the most a plan can be given.
    double rdmaFabricMaxGbpsPerGpu = 400;
    double coldDataGb = 20000;                // datasets above this keep their cold part in object storage
    double memoryChannelsPerGpu = 1.5;        // DGX A100 / H100: 16 channels for 8 GPUs (2 per GPU)
    // --- operations ---
    // Per GPU: Llama 3 paper §3.3.4, 419 unexpected interruptions in 54 days on 16,384 H100 GPUs.
    double gpuMtbfHours = 54.0 * 24.0 * 16384.0 / 419.0;

    struct Entry
    {
        QString key;  // the JSON key (CLI --json, plan files); never shown to people
        QString name; // a short name in words, translated, for the spec sheet and texts
        double value;
        QString unit;
        QString source;
    };
    // The assumptions as a table (key, value, unit, source) for the "why" texts, JSON and the UI.
    std::vector<Entry> describe() const;

private:
    // describe()'s four parts, in its order (assumptions.cpp, assumptions_inference.cpp,
    // assumptions_host.cpp, assumptions_rules.cpp).
    std::vector<Entry> describeSizing() const;
    std::vector<Entry> describeBatchInference() const;
    std::vector<Entry> describeHostAndPaths() const;
    std::vector<Entry> describeMolecularAndGeospatial() const; // part of describeHostAndPaths()
    std::vector<Entry> describeBillingAndRules() const;
};

} // namespace gpuplanner::planner
