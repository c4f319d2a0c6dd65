// The fidelity rows that still fail and why (issue 23): tst_fidelity.cpp runs every row of
// tests/data/fidelity/measurements.json and expects these, and only these, outside 0.67-1.5x.
#include "fidelity_expected.h"

namespace fidelitytest {

// Lambda's ResNet-50 runs (eager PyTorch, NCHW, AMP, synthetic data): the two the CNN traffic term
// does not reach.
const char *const kLambdaB200 =
    "CNN hold-out: Lambda's benchmark ran ResNet-50 on a B200 no faster than on an H200 (3,076 against "
    "3,080 images/s, NGC 24-25 containers, 2,560 images a step) where the B200 has 1.67x the bandwidth "
    "and 2.3x the peak; the engine's traffic term gives it 1.7x the H200 (which reads 1.38). What held "
    "it back (host, container) is not in the source";
const char *const kLambda4090 =
    "CNN hold-out: an RTX 4090 trained ResNet-50 (NCHW, AMP) at 1,302 images/s, 1.58x timm's RTX 3090 "
    "(826) on 1.08x the bandwidth; the traffic term has no cache, and Ada's 72 MB L2 (the 3090's 6 MB) "
    "keeps part of the activations on chip";
// Vision hold-outs of the nineteenth session (timm, DeepLearningExamples, NeMo, MLPerf, Ultralytics).
const char *const kDleEfficientNet =
    "CNN hold-out: DeepLearningExamples' EfficientNet (channels-last, AMP, DALI) ran no faster per "
    "bandwidth than timm's NCHW EfficientNet-B0 on an RTX 3090 (which reads 1.01): channels-last spares "
    "the dense convolutions' layout conversions, the depthwise convolutions of 2021's cuDNN gained "
    "nothing from it; the traffic per activation is one figure per memory format, not per layer kind";
const char *const kRetinaNet =
    "detection hold-out: MLPerf's RetinaNet on 16 L40S in one node; with the activations counted from the "
    "architecture (250 M at 800x800) the H100 and H200 rows read 0.94-1.15 and the L40S rows 1.43-1.56: "
    "at 864 GB/s the traffic term is two thirds of the L40S's step, and its 96 MB L2 is not a term of the "
    "CNN model (the RTX 4090 row, kLambda4090, the same); 16 cards in one PCIe node kept 0.87 of 4's "
    "per-GPU rate where the engine keeps 0.82";
const char *const kYolo =
    "detection hold-out: Ultralytics' YOLOv5 README times (300 epochs on COCO, 90 on ImageNet) include "
    "mosaic augmentation or JPEG decoding on the CPU and a validation pass each epoch; the engine sizes "
    "the CPU cores for the data pipeline but does not limit the GPUs' rate by them (YOLOv5l-seg on two "
    "A100 reads 1.00); which V100 and A100 ran them the README does not say";
// Diffusion at batch 1 on an H100 (Stability AI's SDXL TensorRT model card, one table).
const char *const kBatchOneH100 =
    "diffusion hold-out: SDXL at one image a call on an H100 ran 1.48x the A100 of the same table (peak "
    "ratio 3.17, bandwidth ratio 1.64). Eager: 2.44 before the memory-traffic term, 1.52 after; its step "
    "(83 ms measured, 54.9 ms of math) is longer than the dispatch floor (24.3 ms), so the rest is "
    "neither term. TensorRT: 1.65, the optimised share is fitted on MLPerf's batched runs. The card "
    "does not say which H100 (a PCIe card would read 0.63x this)";

// Lambda's 2023-01 diffusers benchmark (diffusers 0.11, PyTorch 1.13; fourteenth session's hold-outs).
const char *const kLambdaSd14 =
    "diffusion hold-out: Lambda's SD v1.4 benchmark (diffusers 0.11, PyTorch 1.13, January 2023) ran "
    "39-67 ms a step at one image where today's eager stacks run 18-32 (the dispatch floor, 24.3 ms, is "
    "fitted on 2023-12 stacks); the software version is not an input";
// The diffusers documentation's 2023-03 benchmark (SD v1.4, 50 steps; twenty-fourth session's hold-outs).
const char *const kDiffusers2303SmallBatch =
    "diffusion hold-out: the 2023-03 diffusers table's A100 ran a step of one image in 54 ms (40 ms in "
    "the same row's PyTorch 2.0 SDPA column) where the dispatch floor fitted on 2023-12 stacks is 24.3 ms; "
    "the eager attention's traffic (0.38 s an image) is inside the host's wait at one image, and the "
    "software version is not an input";
const char *const kLambdaA10 =
    "diffusion hold-out: the A10 in Lambda's SD v1.4 table runs at its peak ratio to the A100 (0.40 at "
    "batch 16) where the CUDA-core scaling gives it x 1.36 (fitted on 350-450 W GeForce cards; the A10 "
    "is capped at 150 W and no stored source gives its clock under load)";
const char *const kFp16Accumulate =
    "diffusion hold-out: OneDiff's nexfort compiler ran above the card's FP32-accumulate 16-bit peak "
    "(RTX 4090: ~200 of 165 TFLOPS; H20 FLUX 0.95 of its dense peak). Its low-precision mode allows FP16 "
    "reductions; rated as software.optimization tensorrt (FP16 accumulate at twice the GeForce figure) "
    "the RTX 4090 row reads 0.87, but which accumulator its kernels use the source does not say, and the "
    "H20 (a data-centre card, one rate) would stay 0.54";

// The r/AV1 post's parallel runs: one 4K120 capture split in three, each part encoded to AV1 4K60.
const char *const kParallelAv1Capture =
    "video hold-out: three parallel AV1 encodes of one 4K 120 fps AV1 capture reached 2.1-2.7x real time "
    "whatever the preset, about what one session reached at P1 (2.79; three at P1: 2.81). The rows keep the "
    "default source (H.264 at "
    "the output rate); given the real one (video.source_codec av1, source_resolution 2160, source_fps 120) "
    "the two NVDEC engines carry 4.66 streams and these rows read 1.76, 1.73 and 1.66 (P4, P5, P7; the "
    "single-session P1 row 0.56: one session decoded 335 frames/s of 4K AV1 on one engine, three decoded "
    "318 on two). What capped the parallel run (host, demuxing, Windows) the post does not say";

// An NVEncC run whose preset is the tool's legacy default.
const char *const kLegacyDefaultPreset =
    "video hold-out: NVEncC 4.23 (2018) on an RTX 2080 Ti encoded HEVC (8-bit) with B-frames and lookahead "
    "at 284 frames/s, no preset given: the legacy API's 'default' preset, which today's P1-P7 names do not "
    "map one to one. NVIDIA's Turing HEVC rates bracket it (P5 334, P7 171 frames/s; P7 is the engine's "
    "default); the row was 0.81 on the single curve of every codec (230 at P7) that the table replaced";

// MLPerf Stable Diffusion at the largest scales: time to train with a fixed part.
const char *const kMlperfSdFixedTime =
    "diffusion training hold-out: MLPerf Stable Diffusion at 2-3 samples per GPU on 512-1,024 GPUs; the "
    "512-GB200 system's runs at 2.0-4.1 M samples imply ~18 s that do not scale with samples (start-up, FID "
    "and CLIP evaluations counted in the time to train) against 28-64 s of training. The gradient exchange "
    "hides (1,024 H100: 8.6 ms of a 19.8 ms step at 3,200 Gbit/s a node; 512 GB200: eight NVL72 domains, "
    "0.17 GB a tray and step) and the engine has no fixed per-run time; the flat loss per node doubling it "
    "replaced had read these rows 0.48 and 0.67 (now 0.33 and 0.47)";
const char *const kMindOneAscend =
    "diffusion training hold-out: MindSpore 2.3 (graph mode, CANN) on Ascend 910B reached 0.10-0.14 of "
    "the 320 TFLOPS FP16 peak training SD 1.5/2.0 at 3 images per NPU without flash attention; the UNet "
    "share (0.27) is fitted on NVIDIA's MLPerf runs and no efficiency of the Ascend stack is an input. "
    "The unfused attention's traffic (11 passes of 2 B over 492-732 million scores, 6.8-10.1 ms a sample "
    "at 1.6 TB/s) took the rows from 1.89-2.21 to 1.63-1.92";

// NVIDIA's Spark-RAPIDS example times the whole job of a cuSpatial quadtree join: Spark reads the
// points, casts them to float64, builds a quadtree per batch, joins, sorts and writes a list column.
// On a Titan V the engine's GPU phases take 0.70 s of the 4.5 s (Zhang's GPU-only run of the same
// join: 0.56 s); on 4-vCPU Databricks T4 nodes the host share is larger still, and 4 nodes ran 2.3x
// one, not 4x. The host's pipeline is not an input; the Why says the time is GPU time.
const char *const kSparkPipeline =
    "geospatial hold-out: Spark-RAPIDS end to end (reading, casting, per-batch quadtree, sorting and "
    "writing on the host); the engine times the GPU phases (Titan V: 0.70 of 4.5 s), and the host "
    "pipeline is not an input";

const char *const kNamdOffloadNarval =
    "simulation hold-out: NAMD 2.14 multicore on 2 and 4 A100 of one cluster (Narval) ran no faster than "
    "on one (6.2-7.2 ns/day on 2, 2.4-3.0 on 4, against 7.6-8.7 on one); the same build on 2-4 V100 and "
    "P100 of two other clusters gained n^0.414 at the same cores per GPU (8 rows, 0.97-1.13)";
const char *const kNamdAlpha =
    "simulation hold-out: NAMD 3.0 alpha 9 on Turing/Pascal gained 3.7-5.4x to an A100 in the same "
    "database; the speed metric with the T4's sustained clock and the caches' spill (4 MB, the P100 12GB's "
    "3 MB) gives 3.7x and 2.6x (1.69, 1.60; its A100 and V100 rows 1.14, 1.07); one source, an alpha build";
const char *const kLammpsOlderGpu =
    "simulation hold-out: LAMMPS-KOKKOS on a V100 and a P100 ran 1.6-3.1x slower per GPU generation than "
    "the speed metric gives (V100 to A100: LJ 3.1x, ReaxFF 1.6x, SNAP 1.4x; the paper: L1 cache and "
    "atomics); the rates are fitted on an A100 and an H100, which the metric links within 5%";
const char *const kGa102 =
    "simulation row: GA102 cards (A10, A40) on OpenMM 7.7's table read 1.12-1.55 on 92,000-1,067,000 "
    "atoms with the OpenMM 7.x factor, 1.2-1.3x the same table's A100 (0.94-1.20), after the cache term "
    "that brings the V100, Titan V and RTX 2080 Ti of that table to 0.8-1.1: GA102 counts two FP32 paths "
    "per SM partition, one shared with INT32, and MD kernels index much; the A10 on STMV stays 1.55";
const char *const kLammpsKokkosDouble =
    "simulation hold-out: LAMMPS with KOKKOS in double precision on a desktop RTX 3080 (FP64 at 1/64 of "
    "FP32) under WSL2: with the FP64 units in the speed metric (FP64 x 2.01 in FP32's place, x 0.24 on the "
    "per-atom part) rhodopsin reads 1.97 and LJ at 32,000 atoms 2.06 (3.7 and 4.0 before). The metric's "
    "exponent (0.41 on the arithmetic) is fitted on mixed-precision runs; a code bound by the FP64 units "
    "slows closer to their ratio, and the LJ step (0.57 ms) also carries the host's launch latency";

const char *const kGptOssHopper =
    "MoE serving hold-out: gpt-oss on Hopper (MXFP4 experts through the Triton MoE path, expressed as int4: "
    "4-bit weights, 16-bit math) reads 0.70-1.42 on 13 of the page's 16 Hopper rows; these three, "
    "gpt-oss-120b's decode-heavy rows, read 1.58-1.80: the engine has no cost for expanding 4-bit weights "
    "to 16 bits inside the expert GEMMs, the likeliest of what they miss";
const char *const kMaverickH200 =
    "MoE serving hold-out: Llama 4 Maverick on 8 H200 fell 3.6x from 1000/1000 to 1024/8192 where the "
    "B200 figures fell 2.2x and the engine's 1.9x (its 1000/1000 and 8192/1024 H200 rows read 1.43, "
    "0.99); nothing in the engine separates the H200 runs";
const char *const kMoeGddr =
    "MoE serving hold-out: the routing cost is charged at memory bandwidth (fitted on HBM GPUs); the RTX "
    "PRO 6000 (GDDR7, 1.8 TB/s, 128 MB L2) served 1.5-1.8x what the model gives, and the engine has no "
    "cache-size term";
const char *const kMlperfDeepSeek =
    "MoE serving hold-out: MLPerf's DeepSeek-R1 outputs vary in length around their mean (3,736 and 3,828 "
    "tokens); sequences in flight are the long ones, while the engine takes every sequence at the mean. "
    "With the submissions' batch per GPU (max_batch 512 and 216) they read 1.71 and 1.89";

const char *const kDeepSeekOpenStacks =
    "MoE serving hold-out: DeepSeek-R1 on vLLM 0.7 and SGLang 0.4-0.5 (dstack 2025-03, GPUStack), MLA and "
    "block-FP8 MoE kernels of those releases: 2.4-9.5x below the rates the serving efficiencies are fitted "
    "on (TensorRT-LLM; its DEP 8 run on H200 reads 1.39). The engine has no efficiency per stack and "
    "model; the same sources' Qwen3-235B and gpt-oss-120b rows read 0.97-1.31";

// A transformer encoder (encoderinference.cpp) on a path the form does not rate.
const char *const kEncoderFp32Ga102 =
    "encoder hold-out: FasterTransformer in FP32 on an A10 ran at 0.20x its FP16 where the datasheet's FP32 "
    "(31.2 TFLOPS, GA102's two FP32 paths a partition, one shared with INT32) against its 125 FP16 tensor "
    "TFLOPS gives 0.30x; GEMMs keep one path busy (kGa102), which no catalog figure states";

// Rows that still fail, each with the reason it cannot be fixed in the engine as it stands. The
// reason must name what is missing; a row fixable by a constant or an input of the engine does not
// belong here.

// Speech batch transcription (speechinference.cpp): what the engine leaves out.
const char *const kSpeechS2tHost =
    "speech hold-out: WhisperS2T's A30 timings include loading the WAV files, voice-activity detection and "
    "log-mel features; the same table's beam-5 run took only 1.32x its greedy one (the engine gives 3.1x), "
    "so most of the greedy run's time is outside the GPU's decoder, which the engine does not count "
    "(CTranslate2 greedy 2.54, WhisperX 2.39; the HF backend of the same tool reads 0.90)";
const char *const kSpeechBeamBatchOne =
    "speech hold-out: beam search with one window a call (faster-whisper and openai-whisper, beam 5, on a "
    "V100S) took about 16 ms a step where the engine counts 5 sequences' reads and the launches (9.0 ms): "
    "the per-step beam bookkeeping (top-k over 5 x 51,866 logits, reordering the caches) is no term; "
    "beam 5 at 48 windows a call (CTranslate2, A30) reads 1.08";
const char *const kSpeechPipelineCpu =
    "speech hold-out: the transformers pipeline on an A30 and on a Colab T4 reads 1.50-1.53 where the "
    "fitted A100 runs of the same pipeline read 1.00; the host side of the pipeline (audio decoding, NumPy "
    "log-mel features, chunk handling, in the loop with the GPU) is fitted into the A100 host's figures, "
    "and what the slower runs spent there the sources do not separate";

const std::map<QString, const char *> &expectedFailures()
{
    static const std::map<QString, const char *> rows = {
        {QStringLiteral("bi-ft-bert-base-ft-fp32-s384-b32-1xa10"), kEncoderFp32Ga102},
        {QStringLiteral("bi-whisper-v2-s2t-ct2-b56-1xa30"), kSpeechS2tHost},
        {QStringLiteral("bi-whisper-v2-whisperx-b1beam-1xa30"), kSpeechS2tHost},
        {QStringLiteral("bi-whisper-v2-fw-fp16-b1-beam5-1xv100s"), kSpeechBeamBatchOne},
        {QStringLiteral("bi-whisper-v2-openai-fp16-b1-beam5-1xv100s"), kSpeechBeamBatchOne},
        {QStringLiteral("bi-whisper-v2-hf-fp16-b16-1xt4"), kSpeechPipelineCpu},
        {QStringLiteral("bi-whisper-v2-hfpipeline-fa2-b48-1xa30"), kSpeechPipelineCpu},
        {QStringLiteral("bi-convnext-base-timm-infer-amp-1xrtx4090"),
         "vision batch-inference hold-out: ConvNeXt-B on the RTX 4090 (PyTorch 2.9) reads 0.64, ConvNeXt-T "
         "0.68; the same models on the RTX 5090 read 0.81 and 0.89. The 4090's 72 MB L2 holds a 7x7 "
         "depthwise block's activations, and the traffic term has no cache"},
        {QStringLiteral("bi-resnet-50-mlperf30-offline-int8-1xl4"),
         "vision batch-inference hold-out: MLPerf ResNet-50 INT8 on one L4 reads 0.65 where the A100 and "
         "H100 rows read 0.90-0.99 with the same closed form; the L4's 300 GB/s carries most of its time "
         "in the model, and its 48 MB L2 holds INT8 activations the model sends to memory"},
        // MoE serving (DEP layouts and the routing cost, moe_token_bytes_per_hidden): gpt-oss-120b's
        // MXFP4 experts on Hopper (int4 stands in) read fast on three decode-heavy rows;
        {QStringLiteral("bi-gpt-oss-120b-trtllm-fp8-1000-1000-4xh100-dep4"), kGptOssHopper},
        {QStringLiteral("bi-gpt-oss-120b-trtllm-fp8-1024-8192-1xh200-tp1"), kGptOssHopper},
        {QStringLiteral("bi-gpt-oss-120b-trtllm-fp8-1024-32768-4xh100-dep4"), kGptOssHopper},
        // the routing cost at GDDR7 bandwidth reads the RTX PRO 6000 slow (five rows, three models);
        {QStringLiteral("bi-qwen3-30b-a3b-trtllm-fp4-1000-1000-1xrtxpro6000"), kMoeGddr},
        {QStringLiteral("bi-qwen3-30b-a3b-trtllm-fp4-1000-1000-2xrtxpro6000-dep2"), kMoeGddr},
        {QStringLiteral("bi-qwen3-30b-a3b-trtllm-fp4-8192-1024-1xrtxpro6000-tp1-pp1"), kMoeGddr},
        {QStringLiteral("bi-qwen3-235b-a22b-trtllm-fp4-1000-1000-4xrtxpro6000-dep2-pp2"), kMoeGddr},
        {QStringLiteral("bi-mixtral-8x7b-mlperf51-offline-8xrtxpro6000-hpe"), kMoeGddr},
        // Llama 4 Maverick on H200 with long outputs;
        {QStringLiteral("bi-llama4-maverick-trtllm-fp8-1024-8192-8xh200-dep8"), kMaverickH200},
        {QStringLiteral("bi-llama4-maverick-trtllm-fp8-1024-32768-8xh200-dep8"), kMaverickH200},
        // Prompt tokens pay the routing cost as decoded ones do (which keeps the calibration's Qwen3-235B
        // 20,000/2,000 row in band); gpt-oss-20b's prefill-heavy rows read 0.67-0.76.
        {QStringLiteral("bi-gpt-oss-20b-trtllm-fp4-8192-1024-1xgb200-tp1"),
         "MoE serving hold-out: prompt tokens are charged the routing cost of decoded ones; halving it for "
         "them fits gpt-oss-20b's prefill-heavy rows (0.67-0.76) but takes the calibration's Qwen3-235B "
         "20,000/2,000 row to about 1.7, out of its band"},
        // DeepSeek-R1 on open-source stacks of 2025 (dstack, GPUStack);
        {QStringLiteral("bi-deepseek-r1-vllm073-fp8-3200-800-8xmi300x"), kDeepSeekOpenStacks},
        {QStringLiteral("bi-deepseek-r1-vllm073-fp8-3200-3200-8xmi300x"), kDeepSeekOpenStacks},
        {QStringLiteral("bi-deepseek-r1-sglang042-fp8-3200-800-8xmi300x"), kDeepSeekOpenStacks},
        {QStringLiteral("bi-deepseek-r1-sglang043-fp8-3200-800-8xh200-dpattn"), kDeepSeekOpenStacks},
        {QStringLiteral("bi-deepseek-r1-sglang043-fp8-3200-3200-8xh200-dpattn"), kDeepSeekOpenStacks},
        {QStringLiteral("li-deepseek-r1-vllm073-fp8-3200-800-c128-8xmi300x"), kDeepSeekOpenStacks},
        {QStringLiteral("li-deepseek-r1-vllm074-fp8-3200-800-c8-8xh200"), kDeepSeekOpenStacks},
        {QStringLiteral("bi-deepseek-r1-sglang053-fp8-4000-200-8xh200-dpattn"), kDeepSeekOpenStacks},
        // gpt-oss-120b at 4 sequences on 2 H100 (vLLM 0.10.2): 5.75 ms per token where the step model
        // gives 2.9 (1 ms fixed + the experts' weights read);
        {QStringLiteral("li-gpt-oss-120b-vllm0102-int4-sharegpt-c4-2xh100"),
         "MoE serving hold-out: at 2-4 sequences the MoE kernels of gpt-oss (MXFP4 through Triton on "
         "Hopper) take about 100-150 us per layer beyond reading the experts' weights; the step model "
         "carries 1 ms per step, not a per-layer floor"},
        // MLPerf's DeepSeek-R1 runs: outputs of varied length.
        {QStringLiteral("bi-deepseek-r1-mlperf51-offline-8xb200"), kMlperfDeepSeek},
        {QStringLiteral("bi-deepseek-r1-mlperf51-open-offline-8xh200-hpe"), kMlperfDeepSeek},
        {QStringLiteral("bi-mixtral-8x7b-mlperf51-offline-8xmi325x-amd"),
         "MoE serving hold-out: AMD's MI325X ran Mixtral 1.30x its MI300X of the same round, where memory "
         "bandwidth gives 1.13x and the engine (capacity included) 1.07x; the MI300X row reads 0.81"},
        // NAMD (simulation.cpp): the factor is fitted on NAMD 3 GPU-resident runs, GPU-offload (NAMD 2.14)
        // on its CPU cores. NAMD 3.0 alpha 9 (2021) gained 3.7-5.4x from a T4 or P100 to an A100 in the
        // same database (the engine, with the cache term and the T4's clock: 3.7x and 2.3x); the Summit
        // figures (3.0 alpha, unofficial) scale 3.7x from 1 to 6 V100s.
        {QStringLiteral("sm-namd214-6n4o-2xa100sxm-8c-offload-mdbench"), kNamdOffloadNarval},
        {QStringLiteral("sm-namd214-6n4o-4xa100sxm-24c-offload-mdbench"), kNamdOffloadNarval},
        {QStringLiteral("sm-namd214-6n4o-4xa100sxm-48c-offload-mdbench"), kNamdOffloadNarval},
        {QStringLiteral("sm-namd30a9-6n4o-1xt4-mdbench"), kNamdAlpha},
        {QStringLiteral("sm-namd30a9-6n4o-1xp100-mdbench"), kNamdAlpha},
        {QStringLiteral("sm-namd30a-stmv-6xv100-summit"),
         "simulation hold-out: NAMD 3.0 alpha on six Summit V100s (unofficial figures) ran 3.7x one V100, "
         "n^0.414 gives 2.1x; its one-V100 STMV row reads 1.05"},
        {QStringLiteral("sm-namd30a-apoa1-1xv100-summit"),
         "simulation hold-out: NAMD 3.0 alpha on one Summit V100 (unofficial figures), ApoA1 with a 12 A "
         "cut-off: 1.59, where the same table's STMV reads 1.05 and MDBench's NAMD 3 V100 rows 0.94-1.07"},
        {QStringLiteral("sm-namd30a-apoa1-3xv100-summit"),
         "simulation hold-out: NAMD 3.0 alpha, ApoA1 on three Summit V100s ran 1.59x one V100, as n^0.414 "
         "gives (1.58x); the rate of one V100 on ApoA1 is what is off (its one-V100 row reads 1.59)"},
        {QStringLiteral("sm-namd30a-apoa1-6xv100-summit"),
         "simulation hold-out: NAMD 3.0 alpha, ApoA1 (92,224 atoms) on Summit V100s peaked at three GPUs "
         "(95, 132, 151, 140, 125 ns/day on 1-6) where n^0.414 keeps rising (2.1x at six), while STMV (1.07 "
         "M "
         "atoms) on six reads 0.56 the other way: the gain needs a term for the atoms per GPU"},
        {QStringLiteral("sm-namd30b3-6n4o-3xv100pcie-mdbench"),
         "simulation hold-out: NAMD 3.0b3 GPU-resident on three V100 PCIe ran 0.34x one GPU (8.25 against "
         "24.59 ns/day, its one-GPU row reads 0.94); without NVLink-class links the model gives one GPU's "
         "rate, not a slowdown"},
        // OpenMM's own tables (openmm.org, openmm#2971): GA102, the T4 on mid-size systems, Hopper on
        // OpenMM 8.0, and a 5 fs step.
        {QStringLiteral("sm-openmm77-stmv-1xa10"), kGa102},
        {QStringLiteral("sm-openmm80-stmv-1xh100"),
         "simulation hold-out: OpenMM 8.0 on an H100 ran STMV at 47.8 ns/day, OpenMM 8.4 at 70.2 (the "
         "fitted version); the version input separates 7.x from 8.x only"},
        // LAMMPS with a materials potential (KOKKOS rates fitted on one A100 and one H100 of Johansson
        // et al. 2025): older GPUs and a desktop at 32,000 atoms.
        {QStringLiteral("sm-lammps-kk-lj-16m-1xv100-jkw25"), kLammpsOlderGpu},
        {QStringLiteral("sm-lammps-kk-lj-16m-1xp100-jkw25"), kLammpsOlderGpu},
        {QStringLiteral("sm-lammps-kk-reaxff-467k-1xp100-jkw25"), kLammpsOlderGpu},
        {QStringLiteral("sm-lammps-kk-snap-64k-1xp100-jkw25"), kLammpsOlderGpu},
        {QStringLiteral("sm-lammps-kk-lj-32k-1xrtx3080"), kLammpsKokkosDouble},
        // LAMMPS biomolecular: fitted on the GPU package in mixed precision; KOKKOS runs in double.
        {QStringLiteral("sm-lammps-rhodo-1xrtx3080-kokkos"), kLammpsKokkosDouble},
        {QStringLiteral("sm-lammps-rhodo-2m-2xv100-gpupkg-mixed-48ranks"),
         "simulation hold-out: LAMMPS rhodopsin, 2 million atoms on two V100 with 48 MPI ranks ran 2.12x one "
         "V100 with 16: bonds, SHAKE and the PPPM FFT (about 80% of the one-GPU loop) run on the ranks, "
         "which tripled; the engine gains 2^0.414 from the GPUs and the ranks are not an input for LAMMPS"},
        {QStringLiteral("gs-sparkcuspatial-join-169m-taxizones-1xtitanv"), kSparkPipeline},
        {QStringLiteral("gs-sparkcuspatial-join-169m-taxizones-2xt4-feb22"), kSparkPipeline},
        {QStringLiteral("gs-sparkcuspatial-join-169m-nyct2000-2xt4-feb22"), kSparkPipeline},
        {QStringLiteral("gs-sparkcuspatial-join-169m-nycd-2xt4-feb22"), kSparkPipeline},
        {QStringLiteral("gs-sparkcuspatial-join-171m-taxizones-1xt4"), kSparkPipeline},
        {QStringLiteral("gs-sparkcuspatial-join-171m-nyct2000-1xt4"), kSparkPipeline},
        {QStringLiteral("gs-sparkcuspatial-join-171m-nycd-1xt4"), kSparkPipeline},
        {QStringLiteral("gs-sparkcuspatial-join-171m-taxizones-4xt4"), kSparkPipeline},
        // Geospatial (issue 23, geospatial.cpp): the per-point rate is fitted on the one-polygon
        // OmniSci row. The GV100 benchmark, as its code ran (cuSpatial 22.10 bench_api.py), made every
        // point scan all 10,654 vertices of naturalearth_lowres in 290 rings; no fit row carries the
        // cost per vertex, so the model runs it 1.5x too fast. The quadtree row names no GPU.
        {QStringLiteral("gs-cuspatial-pip-50m-30poly-gv100"),
         "geospatial hold-out: each point scanned 10,654 vertices; no fit row measures the cost per vertex"},
        {QStringLiteral("gs-cuspatial-quadtree-pip-169m-788poly"),
         "geospatial: the source does not name its GPU"},
        // Fine-tuning memory: the reading is GPU memory in use as the PyTorch allocator reserves it
        // (19.6 GB of 24), not what the run needs. With the parameters offloaded the engine counts the
        // two gathered NF4 layers, activations (the layer being recomputed included) and logits (9.7 GB);
        // the sibling row without offload (35.6 GB measured, 28.3 counted, 0.79) shows the same ~7-10 GB
        // the count leaves out.
        {QStringLiteral("ft-llama2-70b-qlora-fsdp-offload-2x4090-mem"),
         "published 19.6 GB is memory in use as reserved, 2.0x the tensors the run holds"},
        // QLoRA's NF4 expansion (qlora_dequant_bytes_per_param) is fitted on this row and its LoRA
        // sibling of torchtune's table (2,413 against 3,083 tokens/s). The table's LoRA figure implies
        // 0.9 of the RTX 4090's 165 TFLOPS dense BF16 peak with activation checkpointing, above what
        // the default utilization allows on any card (the engine reads it 1.79x slow; three more
        // figures of the table, 0.98-1.14 of the peak, were left out); the dequantization adds the
        // measured 0.37 s a step on top (1.40 before, 1.63 after).
        {QStringLiteral("ft-llama31-8b-qlora-torchtune-1x4090-tps"),
         "QLoRA fit row: torchtune's RTX 4090 table runs LoRA at 0.9 of the card's dense BF16 peak, "
         "beyond the default utilization; the QLoRA step adds the dequantization measured against it"},
        // Hold-outs on the GPUs added in catalog 2026.12.05.1 (a helper's search, fifteenth session).
        // Molecular dynamics on a Tesla P100 12GB (ACENET MDBench, its own catalog card since the
        // forty-first session): the V100 of the same database runs the system 2.5-2.7x faster where the
        // speed metric gives 1.7x; a Pascal (compute capability 6.0) factor would rest on one source.
        {QStringLiteral("sm-amber-6n4o-1xp100-12gb-mdbench"),
         "Pascal hold-out: the same database's V100 runs 2.7x faster where the speed metric and the 3 MB "
         "cache's spill give 1.7x (1.65; 1.85 while the board stood for the 16GB card, 732 GB/s and 4 MB); "
         "no Pascal factor is fitted (one source)"},
        {QStringLiteral("sm-openmm80-6n4o-1xp100-12gb-mdbench"),
         "Pascal hold-out: the same database's V100 runs 2.5x faster where the speed metric and the 3 MB "
         "cache's spill give 1.7x (1.51 in mixed precision; 1.70 while the board stood for the 16GB card); "
         "no Pascal factor is fitted (one source)"},
        {QStringLiteral("di-sd14-lambda-diffusers030-b1-1xrtx3080"),
         "diffusion hold-out: Lambda's October 2022 stack (diffusers 0.3.0, autocast, attention "
         "without SDPA or xformers, text encoder and VAE timed); the A100 of the same table reads 3.08"},
        // Molecular dynamics, GROMACS: the host's share of the step moves GROMACS by ~1.5x on one GPU.
        // The same 239k-atom system ran at 39.0 ns/day on a V100 PCIe 32GB in ACENET MDBench (8
        // threads) and 25.1 with 4 threads and the bonded forces on the CPU (NgFEP); the NgFEP A100
        // PCIe row reads 1.04. No GPU input can separate them.
        // Spatial join on a GPU with 1/32-rate FP64: the refinement is 73–92% of the join on the Titan
        // RTX, and it varies 4.4x between the three polygon sets on the same points (0.99 s for 263 taxi
        // zones, 4.30 s for 71 community districts). The engine uses the geometric mean of the Titan V's
        // three; the census tracts read 0.95, the other two 1.70 and 0.49. No input carries polygon size,
        // and the three sets do not follow vertices, polygons or vertices per polygon alone.
        {QStringLiteral("gs-cuspatial-quadtree-join-169m-taxi-zones-titanrtx"),
         "spatial join fit row: the refinement (float64, most of the time on a Titan RTX) varies 4.4x by "
         "polygon set; polygon size is not an input and the geometric mean is used"},
        {QStringLiteral("gs-cuspatial-quadtree-join-169m-community-districts-titanrtx"),
         "spatial join fit row: the refinement (float64, most of the time on a Titan RTX) varies 4.4x by "
         "polygon set; polygon size is not an input and the geometric mean is used"},
        // Rendering: the A10G hold-out has a per-frame fixed time (scene load, BVH build) that no fit
        // row measures.
        {QStringLiteral("rd-cycles-cuda-icemodal-10xa10g"),
         "rendering hold-out: Open Data puts the A10 at 0.44x the L40S (1.62x slower than measured); the "
         "job's "
         "per-frame fixed time (container start, scene load) is not modelled and no fit row measures it"},
        {QStringLiteral("cv-resnet50-lambda-amp-1xb200"), kLambdaB200},
        {QStringLiteral("cv-efficientnet-b0-dle-pytorch-amp-1xa100"), kDleEfficientNet},
        {QStringLiteral("cv-efficientnet-b0-dle-pytorch-amp-8xa100"), kDleEfficientNet},
        {QStringLiteral("cv-efficientnet-b4-dle-pytorch-amp-8xa100"), kDleEfficientNet},
        {QStringLiteral("cv-efficientnet-b0-dle-pytorch-amp-1xv100"), kDleEfficientNet},
        {QStringLiteral("cv-swint-timm-amp-1xrtx3090"),
         "vision transformer hold-out: Swin-T (window attention with shifts, rolls and reshapes) kept 0.25 "
         "of "
         "the RTX 3090's peak where the transformer share with the card's CUDA-core factor gives 0.51; ViT-S "
         "and Swin-B of the same table read 1.23 and 1.38; the attention pattern is not an input"},
        {QStringLiteral("cv-retinanet-mlperf40-16xl40s-fujitsu"), kRetinaNet},
        {QStringLiteral("cv-yolov5s-ultralytics-1xv100"), kYolo},
        {QStringLiteral("cv-yolov5s-seg-ultralytics-1xa100"), kYolo},
        {QStringLiteral("cv-resnet50-yolov5cls-ultralytics-4xa100"), kYolo},
        {QStringLiteral("cv-efficientnet-b0-yolov5cls-ultralytics-4xa100"), kYolo},
        {QStringLiteral("cv-resnet50-lambda-amp-1xrtx4090"), kLambda4090},
        {QStringLiteral("di-sdxl-stability-trt-card-baseline-30steps-1xh100"), kBatchOneH100},
        {QStringLiteral("di-video-cogvideox-2b-mlenergy-1xh100"),
         "diffusion hold-out: CogVideoX-2B through diffusers 0.34 on an H100 took 50.6 s a video where the "
         "engine gives 33.7 s of transformer passes; the time holds the T5 encoding and the 3D VAE's decode "
         "of 49 frames, which the engine does not count, and its 64-wide heads run FlashAttention below "
         "the share measured at 128 (the assumption's source); the README's ~45 s for the same model "
         "reads 0.75 and the 5B model's rows 0.75-1.28"},
        {QStringLiteral("di-sdxl-stablefast-compile-b1-1xh100"),
         "diffusion hold-out: torch.compile (max-autotune) SDXL at one image on an H100 ran 54 ms a step, "
         "what the framework rate gives (54.9 ms); the optimised share (0.46) is fitted on MLPerf's batched "
         "TensorRT runs and a compiled batch-1 step keeps the eager kernels' memory traffic (kBatchOneH100)"},
        {QStringLiteral("di-sd14-lambda-xformers-b1-1xa10"), kLambdaA10},
        {QStringLiteral("di-sd14-lambda-xformers-b16-1xa10"), kLambdaA10},
        {QStringLiteral("di-sd14-lambda-xformers-b1-1xa100pcie80"), kLambdaSd14},
        {QStringLiteral("di-sd14-lambda-xformers-b1-1xa6000"), kLambdaSd14},
        {QStringLiteral("di-sd14-diffusers-vanilla-fp16-b1-1xa100"), kDiffusers2303SmallBatch},
        {QStringLiteral("di-sdxl-onediff-nexfort-b1-1xrtx4090"), kFp16Accumulate},
        {QStringLiteral("di-flux-dev-onediff-nexfort-b1-1xh20"), kFp16Accumulate},
        {QStringLiteral("dt-sd2-mlperf50-512xgb200-tyche"), kMlperfSdFixedTime},
        {QStringLiteral("dt-sd2-mlperf40-1024xh100"), kMlperfSdFixedTime},
        {QStringLiteral("cv-resnet50-mlperf40-64xh100"),
         "CNN hold-out: MLPerf v4.0 ResNet-50 on 8 DGX H100 ran 5.3x one node's time to train (13.3 against "
         "2.5 min, 35 epochs each) at 50 images per GPU a step; its 51 MB of FP16 gradients cross the "
         "recommended fabric in 0.9 ms of a 6.9 ms step, so the gradient exchange hides and the engine "
         "keeps one node's rate per GPU; what costs the rest (fixed work per step, evaluations every 4 "
         "epochs) is not an input"},
        {QStringLiteral("vp-h264-vga-decode-torchaudio-a10g-engine"),
         "video hold-out: one NVDEC session decoded 640x480 H.264 at 2,563 frames/s, 1.8x the pixel rate of "
         "the same run's 1024x768 (1,450 frames/s): a fixed cost per frame (~0.39 ms) that small frames "
         "expose; the engine scales decoding by pixels only, and resolutions below 720p are not inputs"},
        {QStringLiteral("vp-hevc-1520p-decode-ffmpeg-rtx4090"),
         "video hold-out: ffmpeg -hwaccel nvdec without -hwaccel_output_format cuda copies every decoded "
         "frame to host memory (543 frames/s of 2688x1520 HEVC, 0.65 of the NVDEC note's rate by pixels); "
         "where decoded frames go is not an input"},
        {QStringLiteral("dt-sd2-mindone-vanilla-1x910b"), kMindOneAscend},
        {QStringLiteral("dt-sd2-mindone-vanilla-8x910b"), kMindOneAscend},
        {QStringLiteral("dt-sd15-mindone-vanilla-1x910b"), kMindOneAscend},
        {QStringLiteral("dt-flux-dev-qlora-hfblog-1xrtx4090"),
         "diffusion training hold-out: FLUX QLoRA through diffusers and bitsandbytes on an RTX 4090; the "
         "NF4 expansion (qlora_dequant_bytes_per_param 18.7 per parameter and pass) is fitted on torchtune's "
         "torchao NF4 and costs 0.67 s of the 1.48 s a sample takes here; at the 4.5 bytes a bitsandbytes "
         "kernel moves (read NF4, write and read BF16) it reads 1.11 and the T4 run 0.95, and Hugging Face "
         "PEFT's QLoRA rows (Qwen 7B/72B, bitsandbytes) read 1.29-1.34: the QLoRA kernel is not an input"},
        {QStringLiteral("vp-av1-4k-p4-3par-rtx5090"), kParallelAv1Capture},
        {QStringLiteral("vp-av1-4k-p5-3par-rtx5090"), kParallelAv1Capture},
        {QStringLiteral("vp-av1-4k-p7-3par-rtx5090"), kParallelAv1Capture},
        {QStringLiteral("vp-hevc10-1080p-nvencc-turing"), kLegacyDefaultPreset},
        {QStringLiteral("di-sdxl-stability-trt-card-trt-30steps-1xh100"), kBatchOneH100},
        {QStringLiteral("bi-llama31-8b-mlperf51-redhat-offline-1xl40s-vllm"),
         "batch hold-out: vLLM on one L40S; prefill is rated at 0.57 of the FP8 peak for every card and "
         "model size, the run implies at most 0.3; the dataset's mean prompt length is in no stored source "
         "(800 tokens assumed; at 1,000 the row reads 1.33)"},
        // Molecular dynamics and HPL, thirteenth session's hold-outs.
        {QStringLiteral("sm-openmm-enzyme70k-1xa40-polyzymd"),
         "simulation hold-out: a production OpenMM run in mixed precision (1.68 with the mixed factor, 2.00 "
         "before), 1.0 nm cut-off, barostat every 25 steps; the OpenMM rate is fitted on benchmark.py runs "
         "(0.9 nm cut-off, mostly NVT), and the cut-off and the barostat are not OpenMM inputs; its A40 is a "
         "GA102 card (kGa102: 1.2-1.3x the A100 of OpenMM 7.7's table)"},
        {QStringLiteral("sc-dgemm-torch-2080ti"),
         "FP64 hold-out: one RTX 2080 Ti ran a float64 torch.mm at 0.52 TFLOPS, 1.17x the FP32 ÷ 32 peak at "
         "its datasheet boost clock (the card held a higher clock), where the engine keeps HPL's 0.625 of "
         "the peak; one GPU's GEMM on FP64 units this slow is bound by nothing else (A40 0.85, A100 0.89)"},
        {QStringLiteral("sc-hpl-tsubame4-960xh100"),
         "HPL hold-out: TSUBAME4.0 (4 H100 and 2 CPUs a node) reached 0.43 of its Rpeak, 0.40 of the GPUs' "
         "FP64 tensor peak, where Virga, ISEG and the fit rows reach 0.46-0.58; the one HPL share (0.625) "
         "has no per-system term"},
    };
    return rows;
}

} // namespace fidelitytest
