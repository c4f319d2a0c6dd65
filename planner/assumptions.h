#pragma once

#include <QString>

#include <vector>

namespace gpuplanner::planner {

// Every constant the engine uses, named, with its source. All are adjustable per plan; the
// defaults below are what the engine assumes when the plan does not say otherwise.
struct Assumptions
{
    // --- compute efficiency ---
    double defaultMfu = 0.40;                 // model FLOPs utilization of one well-fed node
    double decodeBandwidthEfficiency = 0.70;  // achieved / peak memory bandwidth while decoding
    double prefillComputeEfficiency = 0.50;   // achieved / peak dense FLOPS during prefill
    double decodeComputeEfficiency = 0.50;    // achieved / peak dense FLOPS for large-batch decode
    double nonLlmComputeEfficiency = 0.35;    // diffusion / CV / science kernels, achieved / peak
    // --- scaling: efficiency lost per doubling of GPUs in a node and of nodes ---
    double lossPerDoublingNvlink = 0.03;
    double lossPerDoublingPcie = 0.10;
    double lossPerDoublingRdmaNodes = 0.05;
    double lossPerDoublingEthernetNodes = 0.15;
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
    double visionActivationGbPerSample = 0.08;   // ResNet-50-class training with AMP
    double samplesDecodedPerCore = 100;       // JPEG decode + augmentation per CPU core, images/s
    double defaultSampleMb = 0.11;            // ImageNet average JPEG
    double nvencStreamsPerEngine1080p30 = 8;  // H.264 1080p30 transcode sessions per NVENC engine
    double nvdecStreamsPerEngine1080p30 = 12; // 1080p30 decode sessions per NVDEC engine
    double videoGbPerStream = 0.3;            // GPU memory per transcode session
    double cpuCoresPerVideoStream = 0.5;      // demux, audio, muxing per stream
    double renderSceneHeadroom = 1.2;         // GPU memory over scene size (frame buffers, BVH)
    double renderReferenceFp32Tflops = 91.6;  // L40S FP32: gpu_seconds_per_frame is measured there
    double memoryBoundFlopsPerByte = 0.25;    // arithmetic intensity of bandwidth-bound FP64 codes
    double simulationCoresPerInstance = 4;    // physics and sensor pipelines per simulator
    double cnyPerUsd = 7.1;                   // exchange rate for ranking offers in one currency
    // --- operations ---
    // Per GPU: Llama 3 paper §3.3.4, 419 unexpected interruptions in 54 days on 16,384 H100 GPUs.
    double gpuMtbfHours = 54.0 * 24.0 * 16384.0 / 419.0;

    struct Entry
    {
        QString key;
        double value;
        QString unit;
        QString source;
    };
    // The assumptions as a table (key, value, unit, source) for the "why" texts, JSON and the UI.
    std::vector<Entry> describe() const;
};

} // namespace gpuplanner::planner
