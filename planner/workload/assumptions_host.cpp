// The assumptions' table, second part: host, storage, network and the non-LLM paths.
#include "planner/workload/assumptions.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

std::vector<Assumptions::Entry> Assumptions::describeHostAndPaths() const
{
    const QString ratio = QStringLiteral("ratio");
    std::vector<Entry> entries{
        {QStringLiteral("inference_cores_per_gpu_min"),
         QCoreApplication::translate("assumptions", "CPU cores per GPU for serving"), inferenceCoresPerGpuMin,
         QStringLiteral("cores/GPU"),
         QCoreApplication::translate(
             "assumptions", "Serving: one scheduler/tokenizer process per GPU with a spare core. Estimate.")},
        {QStringLiteral("inference_cores_min"),
         QCoreApplication::translate("assumptions", "Minimum CPU cores of an inference node"),
         double(inferenceCoresMin), QStringLiteral("cores"),
         QCoreApplication::translate("assumptions",
                                     "Ordinary inference nodes start from 8–16 physical cores.")},
        {QStringLiteral("inference_cores_recommended"),
         QCoreApplication::translate("assumptions", "Recommended CPU cores of an inference node"),
         double(inferenceCoresRecommended), QStringLiteral("cores"),
         QCoreApplication::translate("assumptions", "Upper end of the 8–16 core range for inference nodes.")},
        {QStringLiteral("heavy_preprocess_cores_min"),
         QCoreApplication::translate("assumptions", "Minimum CPU cores for heavy preprocessing"),
         double(heavyPreprocessCoresMin), QStringLiteral("cores"),
         QCoreApplication::translate("assumptions", "Heavy preprocessing calls for 16–32 physical cores.")},
        {QStringLiteral("heavy_preprocess_cores_recommended"),
         QCoreApplication::translate("assumptions", "Recommended CPU cores for heavy preprocessing"),
         double(heavyPreprocessCoresRecommended), QStringLiteral("cores"),
         QCoreApplication::translate("assumptions", "Upper end of 16–32 cores for heavy preprocessing.")},
        {QStringLiteral("training_cores_per_gpu_min"),
         QCoreApplication::translate("assumptions", "Minimum CPU cores per training GPU"),
         trainingCoresPerGpuMin, QStringLiteral("cores/GPU"),
         QCoreApplication::translate(
             "assumptions",
             "Data-loading floor per training GPU: one process plus about three loader workers. Estimate.")},
        {QStringLiteral("training_cores_per_gpu_recommended"),
         QCoreApplication::translate("assumptions", "Recommended CPU cores per training GPU"),
         trainingCoresPerGpuRecommended, QStringLiteral("cores/GPU"),
         QCoreApplication::translate(
             "assumptions",
             "NVIDIA DGX H100 reference: 2× Xeon Platinum 8480C, 112 cores for 8 GPUs = 14 cores per GPU.")},
        {QStringLiteral("ram_reserve_fraction"),
         QCoreApplication::translate("assumptions", "Host memory reserve"), ramReserveFraction, ratio,
         QCoreApplication::translate("assumptions",
                                     "Dataset cache plus program footprint, then about 30% in reserve.")},
        {QStringLiteral("program_footprint_gb"),
         QCoreApplication::translate("assumptions", "Host memory per framework process"), programFootprintGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Host memory of one framework process (Python, CUDA host runtime, pinned buffers). Estimate.")},
        {QStringLiteral("data_loader_workers_per_gpu"),
         QCoreApplication::translate("assumptions", "Data-loader workers per GPU"),
         double(dataLoaderWorkersPerGpu), QStringLiteral("workers"),
         QCoreApplication::translate("assumptions",
                                     "Data-loader worker processes per GPU (count each worker's copies).")},
        {QStringLiteral("worker_footprint_gb"),
         QCoreApplication::translate("assumptions", "Host memory per data-loader worker"), workerFootprintGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Host memory each data-loader worker adds by copying the parent's objects. Estimate.")},
        {QStringLiteral("ram_per_vram_recommended"),
         QCoreApplication::translate("assumptions", "Recommended RAM per GB of GPU memory"),
         ramPerVramRecommended, ratio,
         QCoreApplication::translate("assumptions", "Recommended host RAM per GB of GPU memory; DGX H100 has "
                                                    "2 TB for 640 GB of GPU memory (3.1×).")},
        {QStringLiteral("system_disk_min_gb"),
         QCoreApplication::translate("assumptions", "Minimum system disk"), systemDiskMinGb,
         QStringLiteral("GB"),
         QCoreApplication::translate("assumptions",
                                     "System disk about 100–200 GB for OS, drivers and runtimes.")},
        {QStringLiteral("system_disk_recommended_gb"),
         QCoreApplication::translate("assumptions", "Recommended system disk"), systemDiskRecommendedGb,
         QStringLiteral("GB"),
         QCoreApplication::translate("assumptions", "Upper end, room for container images.")},
        {QStringLiteral("logs_gb"), QCoreApplication::translate("assumptions", "Logs and metrics"), logsGb,
         QStringLiteral("GB"),
         QCoreApplication::translate("assumptions", "Logs and metrics kept on the data disk. Estimate.")},
        {QStringLiteral("data_disk_headroom"),
         QCoreApplication::translate("assumptions", "Data disk headroom"), dataDiskHeadroom, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Recommended data disk over the computed need (growth, temporary files). Estimate.")},
        {QStringLiteral("checkpoint_write_target_s"),
         QCoreApplication::translate("assumptions", "Checkpoint write time target"), checkpointWriteTargetS,
         QStringLiteral("s"),
         QCoreApplication::translate(
             "assumptions",
             "A checkpoint should be written within this time, which sets the write throughput.")},
        {QStringLiteral("model_load_target_s"),
         QCoreApplication::translate("assumptions", "Model load time target"), modelLoadTargetS,
         QStringLiteral("s"),
         QCoreApplication::translate(
             "assumptions",
             "Model files should load from the data disk within this time (restarts, scaling out).")},
        {QStringLiteral("dataset_cache_max_gb"),
         QCoreApplication::translate("assumptions", "Largest dataset cached in RAM"), datasetCacheMaxGb,
         QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Largest dataset cached in host RAM; 64–256 GB is typical for large image, video or science "
             "data. Larger datasets stream from the data disk.")},
        {QStringLiteral("global_batch_tokens"),
         QCoreApplication::translate("assumptions", "Global batch size"), globalBatchTokens,
         QStringLiteral("tokens"),
         QCoreApplication::translate(
             "assumptions",
             "Tokens per optimizer step, which sets how often gradients cross the network (Llama 2 paper: "
             "4M tokens per batch).")},
        {QStringLiteral("public_min_mbps"),
         QCoreApplication::translate("assumptions", "Minimum public bandwidth"), publicMinMbps,
         QStringLiteral("Mbps"),
         QCoreApplication::translate("assumptions", "About 100 Mbps serves a single low-rate user.")},
        {QStringLiteral("comm_overlap_fraction"),
         QCoreApplication::translate("assumptions", "Step share of the gradient all-reduce"),
         commOverlapFraction, ratio,
         QCoreApplication::translate("assumptions", "Share of a training step the gradient all-reduce may "
                                                    "take without stalling the GPUs. Estimate.")},
        {QStringLiteral("finetune_default_tokens"),
         QCoreApplication::translate("assumptions", "Default fine-tuning tokens"), finetuneDefaultTokens,
         QStringLiteral("tokens"),
         QCoreApplication::translate(
             "assumptions",
             "Fine-tuning tokens when none are given: about 100k examples of about 1k tokens. Estimate.")},
        {QStringLiteral("diffusion_workspace_fraction"),
         QCoreApplication::translate("assumptions", "Diffusion inference workspace"),
         diffusionWorkspaceFraction, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Diffusion inference activations and workspace relative to weight memory. Estimate.")},
        {QStringLiteral("diffusion_activation_gb_per_sample"),
         QCoreApplication::translate("assumptions", "Diffusion training activations per sample"),
         diffusionActivationGbPerSample, QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "Diffusion training activations per 1024² sample with gradient checkpointing. Estimate.")},
        {QStringLiteral("vision_activation_gb_per_sample"),
         QCoreApplication::translate("assumptions", "Vision training activations per sample"),
         visionActivationGbPerSample, QStringLiteral("GB"),
         QCoreApplication::translate(
             "assumptions",
             "ResNet-50's activations per 224² training sample with mixed precision; other convolutional "
             "networks scale it by their activations. Fitted on timm's training benchmark on a 24 GB RTX "
             "3090 (2022-07): ResNet-50 at batch 512 fits and ResNet-152 at 256 does not, which bounds it "
             "to 0.0385–0.0401 GB.")},
        {QStringLiteral("training_batch_convnet"),
         QCoreApplication::translate("assumptions", "Per-GPU batch, convolutional networks"),
         trainingBatchConvNet, QStringLiteral("samples"),
         QCoreApplication::translate(
             "assumptions",
             "Vision training without a given micro-batch: NVIDIA DeepLearningExamples trains ResNet-50 "
             "at 256 images per GPU with AMP; halved until the activations fit.")},
        {QStringLiteral("training_batch_transformer"),
         QCoreApplication::translate("assumptions", "Per-GPU batch, vision transformers"),
         trainingBatchTransformer, QStringLiteral("samples"),
         QCoreApplication::translate(
             "assumptions",
             "Vision transformers without a given micro-batch: NVIDIA NeMo's ViT recipes run a "
             "micro-batch of 64 per GPU; halved until the activations fit.")},
        {QStringLiteral("training_batch_diffusion"),
         QCoreApplication::translate("assumptions", "Per-GPU batch, diffusion training"),
         trainingBatchDiffusion, QStringLiteral("samples"),
         QCoreApplication::translate(
             "assumptions",
             "Diffusion training without a given micro-batch: MLPerf Training's Stable Diffusion v2 "
             "(NVIDIA's 16 per GPU configurations) and MosaicML's SD2 (device micro-batch 16); halved "
             "until the activations fit.")},
        {QStringLiteral("training_batch_adapter"),
         QCoreApplication::translate("assumptions", "Per-GPU batch, LoRA of diffusion models"),
         trainingBatchAdapter, QStringLiteral("samples"),
         QCoreApplication::translate(
             "assumptions",
             "LoRA and QLoRA of diffusion models without a given micro-batch: Hugging Face's FLUX.1 "
             "QLoRA guide trains one image per step on a 24 GB card.")},
        {QStringLiteral("training_batch_speech"),
         QCoreApplication::translate("assumptions", "Per-GPU batch, speech models"), trainingBatchSpeech,
         QStringLiteral("clips"),
         QCoreApplication::translate(
             "assumptions",
             "Speech models (Whisper) without a given micro-batch: Hugging Face's Whisper fine-tuning "
             "guide trains 16 clips per GPU and step (per_device_train_batch_size=16); halved until the "
             "activations fit.")},
        {QStringLiteral("samples_decoded_per_core"),
         QCoreApplication::translate("assumptions", "Images decoded per CPU core"), samplesDecodedPerCore,
         QStringLiteral("images/s"),
         QCoreApplication::translate(
             "assumptions",
             "ImageNet JPEGs decoded, cropped at random to 224 px and flipped by PyTorch's DataLoader "
             "(torchvision with Pillow-SIMD), per physical core: 1,058 images/s on a Google Cloud V100 "
             "with 12 vCPUs (6 physical cores) training ShuffleNet V2 0.5, CPU-bound "
             "(yaysummeriscoming/DALI_pytorch_demo README, 2019-12); 1,058 ÷ 6 = 176. FFCV's loader "
             "benchmark (docs.ffcv.io, 2022-01, AWS p3dn.24xlarge) read 2,211 images/s on 12 cores (184 "
             "a core) and 3,804 on 24 (158).")},
        {QStringLiteral("samples_decoded_per_core_dali"),
         QCoreApplication::translate("assumptions", "Images decoded per CPU core, DALI"),
         samplesDecodedPerCoreDali, QStringLiteral("images/s"),
         QCoreApplication::translate(
             "assumptions",
             "The same pipeline in NVIDIA DALI on the CPU: 1,816 images/s on the same 6 physical cores "
             "(DALI_pytorch_demo README) = 303 a core, 1.72 times the DataLoader's. Decoding on the GPUs "
             "(DALI \"mixed\", nvJPEG) reached 3,910 there and takes no decode cores.")},
        {QStringLiteral("speech_clips_per_loader_core"),
         QCoreApplication::translate("assumptions", "Speech training clips per loader core"),
         speechClipsPerLoaderCore, QStringLiteral("clips/s"),
         QCoreApplication::translate(
             "assumptions",
             "Whisper fine-tuning as Hugging Face's recipe runs it (log-mel features stored in the data "
             "set, read and padded by the collator in the training process, dataloader_num_workers 0): "
             "the transformers examples README trains whisper-small on one V100 in about 8 hours (5,000 "
             "steps of 2 × 16 clips of Common Voice 11 Hindi, 4.4 s on average); the same recipe's "
             "logged run (sanchit-gandhi/whisper-small-hi) spent 21.0% of its time in its five "
             "evaluations (5 × 704.85 of 16,800.45 s), so training took 0.790 × 28,800 s ÷ 10,000 steps "
             "of 16 = 2.276 s a step, of which the GPU's 0.474 s (16 ÷ 33.72 clips/s); (2.276 − 0.474) "
             "÷ 16 = 0.113 s a clip = 8.88 clips/s per core. A rough fit: the README gives 8 hours as "
             "an approximation.")},
        {QStringLiteral("default_sample_mb"),
         QCoreApplication::translate("assumptions", "Default sample size"), defaultSampleMb,
         QStringLiteral("MB"),
         QCoreApplication::translate(
             "assumptions",
             "Average sample size when none is given: ImageNet-1k averages about 110 KB per JPEG.")},
        {QStringLiteral("nvenc_pixel_rate_2160p"),
         QCoreApplication::translate("assumptions", "NVENC pixel rate at 2160p against 1080p"),
         nvencPixelRate2160p, QString(),
         QCoreApplication::translate(
             "assumptions",
             "Share of its 1080p pixel rate an NVENC engine keeps at 2160p (between, geometric in "
             "pixels). NVIDIA's per-engine table is at 1080p; one RTX 5090 engine encoded AV1 2160p60 "
             "at P1 at 2.79× real time = 167 frames/s = 670 frames/s of 1080p against the table's 957: "
             "0.70. Four other 2160p AV1 runs (RTX 5090 P4, P5, P7; RTX 4090 P5, two sessions) read "
             "0.60–0.73.")},
        {QStringLiteral("video_mbps_1080_h264"),
         QCoreApplication::translate("assumptions", "Output bitrate of a 1080p H.264 stream"),
         videoMbps1080H264, QStringLiteral("Mbit/s"),
         QCoreApplication::translate("assumptions",
                                     "Broadcast quality, estimate; HEVC × %1 (Ohm et al. 2012), "
                                     "AV1 × %2 (NVIDIA: 40% less than H.264).")
             .arg(videoBitrateFactorHevc)
             .arg(videoBitrateFactorAv1)},
    };
    // Molecular dynamics and geospatial jobs (assumptions_domain.cpp), then the video and simulator rows.
    const std::vector<Entry> domain = describeMolecularAndGeospatial();
    entries.insert(entries.end(), domain.begin(), domain.end());
    entries.insert(
        entries.end(),
        {
            {QStringLiteral("nvdec_streams_per_engine_1080p30"),
             QCoreApplication::translate("assumptions",
                                         "1080p30 decode sessions per decoder without a published rate"),
             nvdecStreamsPerEngine1080p30, QStringLiteral("streams"),
             QCoreApplication::translate("assumptions",
                                         "Decode sessions of 1080p30 one video decoder sustains where no "
                                         "per-engine rate is published (AMD VCN). Estimate. NVIDIA's "
                                         "NVDEC rates come from the NVDEC Application Note, by "
                                         "generation and codec (video.cpp).")},
            {QStringLiteral("video_gb_per_stream"),
             QCoreApplication::translate("assumptions", "GPU memory per video stream"), videoGbPerStream,
             QStringLiteral("GB"),
             QCoreApplication::translate(
                 "assumptions", "GPU memory per transcode session (surfaces, lookahead). Estimate.")},
            {QStringLiteral("cpu_cores_per_video_stream"),
             QCoreApplication::translate("assumptions", "CPU cores per video stream"), cpuCoresPerVideoStream,
             QStringLiteral("cores"),
             QCoreApplication::translate(
                 "assumptions", "CPU work per video stream: demuxing, audio, muxing, network. Estimate.")},
            {QStringLiteral("render_scene_headroom"),
             QCoreApplication::translate("assumptions", "GPU memory over the scene size"),
             renderSceneHeadroom, ratio,
             QCoreApplication::translate(
                 "assumptions",
                 "GPU memory over the scene size for frame buffers and acceleration structures. Estimate.")},
            {QStringLiteral("render_loss_per_doubling"),
             QCoreApplication::translate("assumptions", "Rendering loss per GPU doubling in a node"),
             renderLossPerDoubling, ratio,
             QCoreApplication::translate(
                 "assumptions",
                 "The GPUs of one node render each frame together (buckets or tiles split over the devices, "
                 "as "
                 "Redshift, V-Ray, Octane and Cycles do with every GPU selected); nodes take frames of their "
                 "own. Chaos's V-Ray GPU multi-GPU scaling (support.chaos.com, 2023-11, 8 RTX 3090 Ti): CUDA "
                 "99.61% of linear on 2 GPUs, 96.08% on 4, 88.47% on 8; RTX mode 97% on 4 and 91% on 8. "
                 "Least "
                 "squares on log efficiency against log2 GPUs: 0.029 lost per doubling (0.971 on 2, 0.943 on "
                 "4, 0.916 on 8).")},
            {QStringLiteral("render_reference_cycles_score"),
             QCoreApplication::translate("assumptions", "Cycles score of the reference GPU"),
             renderReferenceCyclesScore, QStringLiteral("samples/min"),
             QCoreApplication::translate("assumptions",
                                         "Blender Open Data median Cycles score of the L40S (OptiX, "
                                         "Blender 4.5.0, 8 runs), on which seconds per frame are "
                                         "measured; another GPU's time is this over its own score in "
                                         "the catalog (otherwork.cpp).")},
            {QStringLiteral("render_reference_fp32_tflops"),
             QCoreApplication::translate("assumptions", "FP32 rate of the reference GPU"),
             renderReferenceFp32Tflops, QStringLiteral("TFLOPS"),
             QCoreApplication::translate("assumptions",
                                         "FP32 rate of the reference GPU (NVIDIA L40S datasheet) "
                                         "on which seconds per frame are measured; used only for a "
                                         "GPU without a Cycles score when the catalog measures no "
                                         "GPU to estimate one from.")},
            {QStringLiteral("memory_bound_flops_per_byte"),
             QCoreApplication::translate("assumptions", "FP64 per byte of bandwidth, bandwidth-bound codes"),
             memoryBoundFlopsPerByte, QStringLiteral("FLOP/B"),
             QCoreApplication::translate(
                 "assumptions",
                 "Sustained FP64 FLOPs per byte of the datasheet memory bandwidth for bandwidth-bound codes "
                 "(sparse solvers and stencils, HPCG class). Fitted on TOP500 HPCG runs (June 2021 list): "
                 "Summit 2,925.75 TFLOP/s on 27,648 V100 = 0.106 per GPU / 900 GB/s = 0.118; Perlmutter "
                 "1,905.44 on 5,696 A100 40GB = 0.335 / 1,555 GB/s = 0.215; geometric mean 0.159. The A100's "
                 "40 MB L2 keeps more of the solver in cache than the V100's 6 MB: a V100 or MI250X runs "
                 "about 0.75 of this, an A100 up to 1.35 times it.")},
            {QStringLiteral("stream_bandwidth_share"),
             QCoreApplication::translate("assumptions",
                                         "Share of the datasheet bandwidth a streaming kernel reaches"),
             streamBandwidthShare, ratio,
             QCoreApplication::translate(
                 "assumptions",
                 "FP64 code with a known arithmetic intensity (science.flops_per_byte) runs at the lower of "
                 "intensity × bandwidth × this and the dense FP64 rate (a roofline). Fitted on the STREAM "
                 "triad of RRZE's gpu-benches (github.com/RRZE-HPC/gpu-benches, gpu-stream): H100 PCIe 1,832 "
                 "of 2,000 GB/s = 0.916, A100 80GB 1,794 of 2,039 = 0.880, MI300X 3,866 of 5,300 = 0.729; "
                 "geometric mean 0.838.")},
            {QStringLiteral("simulation_cores_per_instance"),
             QCoreApplication::translate("assumptions", "CPU cores per simulator instance"),
             simulationCoresPerInstance, QStringLiteral("cores"),
             QCoreApplication::translate(
                 "assumptions",
                 "CPU cores per simulator instance for physics and sensor pipelines. Estimate.")},
        });
    return entries;
}

} // namespace gpuplanner::planner
