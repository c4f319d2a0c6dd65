// The assumptions' table, second part: host, storage, network and the non-LLM paths.
#include "planner/workload/assumptions.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

std::vector<Assumptions::Entry> Assumptions::describeHostAndPaths() const
{
    const QString ratio = QStringLiteral("ratio");
    return {
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
        {QStringLiteral("md_step_ms_per_million_atoms"),
         QCoreApplication::translate("assumptions", "Molecular dynamics step time per million atoms (A100)"),
         mdStepMsPerMillionAtoms, QStringLiteral("ms"),
         QCoreApplication::translate("assumptions",
                                     "Plus %1 ms per step; scaled by (A100's speed ÷ this GPU's)^%2, "
                                     "speed = FP32 TFLOPS^w × GB/s^(1 − w) (below), by the cache term "
                                     "(below), and n^%3 on n GPUs "
                                     "(GROMACS: see below). Fitted on OpenMM 8 benchmarks "
                                     "(simulation.cpp).")
             .arg(mdStepOverheadMs)
             .arg(mdHardwareExponent)
             .arg(mdMultiGpuExponent)},
        {QStringLiteral("md_fp32_weight"),
         QCoreApplication::translate("assumptions",
                                     "Weight of FP32 compute in a GPU's molecular-dynamics speed"),
         mdFp32Weight, ratio,
         QCoreApplication::translate(
             "assumptions",
             "A GPU's speed for the per-atom work is FP32 TFLOPS^w × memory GB/s^(1 − w): the "
             "non-bonded kernels are compute-bound, PME and integration bandwidth-bound. Fitted on "
             "OpenMM 8.4's published table (openmm.org benchmarks, one software version, STMV and "
             "cellulose, nine GPUs against the A100): w = 0.5 read the GDDR cards at 0.70–0.93 of their "
             "measured per-atom speed and the HBM cards at 0.96–1.10 (root mean square log error "
             "0.20); the unconstrained fit gives FP32^0.40 × GB/s^0.20, i.e. w = 2/3 at the exponent "
             "0.62 (0.115): RTX 4080 0.77 → 0.95, L40S 0.74 → 0.94, RTX PRO 6000 0.70 → 0.87, RTX "
             "6000 Ada 0.93 → 1.18; H100 1.06 → 1.14, B200 0.96 → 0.96. AMBER's and GROMACS's "
             "speed factors were re-centred on their fit rows with it.")},
        {QStringLiteral("md_amber_speed"),
         QCoreApplication::translate("assumptions", "AMBER pmemd.cuda speed over the OpenMM model"),
         mdAmberSpeed, ratio,
         QCoreApplication::translate("assumptions",
                                     "Geometric mean of published pmemd.cuda runs over the OpenMM model "
                                     "on the same GPUs (ACENET MDBench, Rutgers NgFEP, CSC "
                                     "chem-benchmarks; V100, A100, H100).")},
        {QStringLiteral("md_lammps_bio_fixed_ms"),
         QCoreApplication::translate("assumptions", "LAMMPS biomolecular step: fixed part"),
         mdLammpsBioFixedMs, QStringLiteral("ms"),
         QCoreApplication::translate(
             "assumptions",
             "LAMMPS with CHARMM, PPPM and SHAKE (the rhodopsin benchmark, in.rhodo) spends a step's first "
             "milliseconds on bonds, constraints and the CPU ranks' share whatever the GPU: step = this + "
             "md_lammps_bio_model_multiple × the OpenMM-model step of the same system and GPU. Least squares "
             "on log step time over three published runs of one V100 SXM2 with the GPU package in mixed "
             "precision (francesco-peverelli/lammps-benchmarks, LAMMPS 7 Jan 2022; fit rows): 32,000 atoms "
             "6.90 ms (6 ranks), 256,000 atoms 24.5 ms and 2,048,000 atoms 169.3 ms (16 ranks); the fit "
             "gives "
             "0.97, 1.11 and 0.93 times their ns/day.")},
        {QStringLiteral("md_lammps_bio_model_multiple"),
         QCoreApplication::translate("assumptions", "LAMMPS biomolecular step: multiple of the OpenMM model"),
         mdLammpsBioModelMultiple, ratio,
         QCoreApplication::translate(
             "assumptions",
             "The per-system part of a LAMMPS biomolecular step against the OpenMM model's step on the same "
             "GPU, fitted with md_lammps_bio_fixed_ms on the same three runs (the OpenMM model gives them "
             "0.380, 3.03 and 31.2 ms). KOKKOS in double precision ran 2.3–2.4× slower than this on the "
             "same V100 at 256,000 and 2 million atoms, and 4.7× on a GeForce RTX 3080.")},
        {QStringLiteral("md_namd_speed"),
         QCoreApplication::translate("assumptions", "NAMD 3 speed over the OpenMM model"), mdNamdSpeed, ratio,
         QCoreApplication::translate(
             "assumptions",
             "NAMD 3 in GPU-resident mode (CUDASOAintegrate), at OpenMM's exponent: the geometric mean of "
             "published one-GPU runs of a 239,131-atom system (ACENET MDBench, 1 fs, 8 Å) over the "
             "OpenMM model with its cache term on the same GPUs: H100 SXM 0.73 (NAMD 3.0.1), H100 NVL "
             "0.70 (3.0), A100 0.84 and V100 PCIe 0.82 (3.0b3).")},
        {QStringLiteral("md_openmm7_speed"),
         QCoreApplication::translate("assumptions", "OpenMM 7.x speed over the OpenMM 8 model"),
         mdOpenmm7Speed, ratio,
         QCoreApplication::translate(
             "assumptions",
             "OpenMM 7.7's own benchmark table (openmm-org data/benchmarks.json @ce96174, fit rows) on the "
             "A100 against the model fitted on OpenMM 8.x: DHFR 0.89, ApoA1 0.87, cellulose 0.83, STMV "
             "0.69; geometric mean 0.82.")},
        {QStringLiteral("md_cache_bytes_per_atom"),
         QCoreApplication::translate("assumptions", "Molecular-dynamics working set per atom"),
         mdCacheBytesPerAtom, QStringLiteral("bytes"),
         QCoreApplication::translate(
             "assumptions",
             "Atoms × this is a step's working set; the share of it beyond the GPU's last-level cache "
             "(catalog) spills to memory. Fitted with the spill cost below on OpenMM 7.7's published "
             "table, each GPU against the same table's A100: Titan V, V100, RTX 2080 Ti, A10 and A40 "
             "(4.5–6 MB of L2) ran DHFR (23,558 atoms) as their speed gives and cellulose (408,609) and "
             "STMV (1,067,095) 1.3–2.2× slower.")},
        {QStringLiteral("md_cache_spill_cost"),
         QCoreApplication::translate("assumptions", "Molecular-dynamics cost of a spilled working set"),
         mdCacheSpillCost, ratio,
         QCoreApplication::translate("assumptions",
                                     "The per-atom part of a step × (1 + this × the share of the working "
                                     "set that does not fit in the last-level cache). Fitted with the "
                                     "working set above (OpenMM 7.7's table and the MD fit rows).")},
        {QStringLiteral("md_namd_offload_us_per_atom_core"),
         QCoreApplication::translate("assumptions", "NAMD GPU-offload CPU time per atom and step, one core"),
         mdNamdOffloadUsPerAtomCore, QStringLiteral("µs"),
         QCoreApplication::translate(
             "assumptions",
             "NAMD 2.x (and NAMD 3 without GPU-resident integration) integrates and computes bonded "
             "forces on the CPU: a step takes max(the GPU's step, atoms × this ÷ physical cores per "
             "GPU). Geometric mean of three published NAMD 2.14 multicore-CUDA runs of a 239,131-atom "
             "system on one GPU (ACENET MDBench, 1 fs): A100 + 8 EPYC 7413 cores 0.379, V100 SXM2 + 8 "
             "Xeon Gold 4216 0.637, P100 + 6 Xeon E5-2650 0.624; at most %1 cores per GPU are counted "
             "(the most a published run used).")
             .arg(mdOffloadMaxCoresPerGpu)},
        {QStringLiteral("md_offload_max_cores_per_gpu"),
         QCoreApplication::translate("assumptions", "NAMD GPU-offload: most CPU cores per GPU counted"),
         mdOffloadMaxCoresPerGpu, QStringLiteral("cores"),
         QCoreApplication::translate(
             "assumptions",
             "Published NAMD 2.14 runs used 6–18 physical cores per GPU (ACENET MDBench; Puget Systems: "
             "18 cores, 36 threads, on an RTX 2080 Ti); from 8 to 12 cores one A100 gained 1.14×, not "
             "1.5×, so more cores than this are not counted as faster.")},
        {QStringLiteral("md_offload_cores_headroom"),
         QCoreApplication::translate("assumptions", "NAMD GPU-offload: recommended cores over those assumed"),
         mdOffloadCoresHeadroom, ratio,
         QCoreApplication::translate("assumptions",
                                     "The CPU dimension recommends the cores the GPU-offload rate assumes × "
                                     "this: the published per-core times spread 0.38–0.64 µs per atom and "
                                     "step around the 0.532 fitted, across CPU generations.")},
        {QStringLiteral("md_gromacs_speed"),
         QCoreApplication::translate("assumptions", "GROMACS speed over the OpenMM model"), mdGromacsSpeed,
         ratio,
         QCoreApplication::translate("assumptions",
                                     "GPU-resident GROMACS (-nb -pme -update gpu), with the per-atom "
                                     "cost scaled by speed^-%1 instead of OpenMM's: it gains about 3.6× "
                                     "from a V100 to an H100 in two published sets. Least squares on "
                                     "published runs (ACENET MDBench, Rutgers NgFEP, CSC "
                                     "chem-benchmarks), with the cut-off below.")
             .arg(mdGromacsHardwareExponent)},
        {QStringLiteral("md_gromacs_cutoff_exponent"),
         QCoreApplication::translate("assumptions", "GROMACS per-atom cost against the cut-off, exponent"),
         mdGromacsCutoffExponent, ratio,
         QCoreApplication::translate("assumptions",
                                     "The per-atom cost × (cut-off ÷ %1 nm)^this; %1 nm when no cut-off "
                                     "is given. Fitted with the speed and exponent above on published "
                                     "runs at 0.8 nm (6n4o), 0.9 nm (ADH) and 1.2 nm (STMV).")
             .arg(mdGromacsReferenceCutoffNm)},
        {QStringLiteral("md_gromacs_comm_atoms"),
         QCoreApplication::translate("assumptions", "GROMACS multi-GPU communication, in atoms"),
         mdGromacsCommAtoms, QStringLiteral("atoms"),
         QCoreApplication::translate(
             "assumptions", "A step on n GPUs takes one GPU's step × (1/n + this ÷ (atoms × the "
                            "cut-off factor above)): halo exchange, PME on one GPU and the traffic "
                            "to it, which more GPUs do not shrink; kept whole at a shorter cut-off. Fitted "
                            "on STMV (1.2 nm) on 2 × H100 and 2 × MI250X against one GPU (CSC "
                            "chem-benchmarks).")},
        {QStringLiteral("geo_pip_points_per_s_reference"),
         QCoreApplication::translate("assumptions", "Point-in-polygon points per second (V100)"),
         geoPipPointsPerSReference, QStringLiteral("points/s"),
         QCoreApplication::translate("assumptions",
                                     "OmniSci, 18.3 million LiDAR points in 268 ms; parsing WKT "
                                     "polygons %1/s (cuSpatial); both scaled by memory bandwidth "
                                     "over %2 GB/s (geospatial.cpp).")
             .arg(geoPolygonsParsedPerSReference)
             .arg(geoReferenceBandwidthGbs)},
        {QStringLiteral("geo_fp64_share_pip"),
         QCoreApplication::translate("assumptions", "Share of point-in-polygon time that follows FP64"),
         geoFp64SharePip, ratio,
         QCoreApplication::translate("assumptions",
                                     "cuSpatial's kernels are float64: the same NYC taxi joins refine 7.4× "
                                     "slower on a Titan RTX (FP64 1/32 of FP32) than on a Titan V (1/2) at "
                                     "equal bandwidth (Zhang 2020). The rest of the time follows memory "
                                     "bandwidth; FP64 against %1 TFLOPS (V100) (geospatial.cpp).")
             .arg(geoReferenceFp64Tflops)},
        {QStringLiteral("geo_join_index_points_per_s_reference"),
         QCoreApplication::translate("assumptions",
                                     "Spatial join: points indexed and filtered per second (V100)"),
         geoJoinIndexPointsPerSReference, QStringLiteral("points/s"),
         QCoreApplication::translate(
             "assumptions", "cuSpatial's quadtree join of 168.9 million NYC taxi points on a Titan V: "
                            "indexing and filtering 0.419 s (mean of three polygon sets, Zhang "
                            "2020), scaled by memory bandwidth to the V100's 900 GB/s.")},
        {QStringLiteral("geo_join_refine_points_per_s_reference"),
         QCoreApplication::translate("assumptions", "Spatial join: points refined per second (V100)"),
         geoJoinRefinePointsPerSReference, QStringLiteral("points/s"),
         QCoreApplication::translate("assumptions",
                                     "The same joins' point-in-polygon refinement: 0.14, 0.55 and 0.28 s for "
                                     "taxi zones, community districts and census tracts (geometric mean "
                                     "0.278 s), scaled to the V100 as point in polygon (the FP64 share "
                                     "above).")},
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
         QCoreApplication::translate("assumptions",
                                     "GPU memory per transcode session (surfaces, lookahead). Estimate.")},
        {QStringLiteral("cpu_cores_per_video_stream"),
         QCoreApplication::translate("assumptions", "CPU cores per video stream"), cpuCoresPerVideoStream,
         QStringLiteral("cores"),
         QCoreApplication::translate(
             "assumptions", "CPU work per video stream: demuxing, audio, muxing, network. Estimate.")},
        {QStringLiteral("render_scene_headroom"),
         QCoreApplication::translate("assumptions", "GPU memory over the scene size"), renderSceneHeadroom,
         ratio,
         QCoreApplication::translate(
             "assumptions",
             "GPU memory over the scene size for frame buffers and acceleration structures. Estimate.")},
        {QStringLiteral("render_loss_per_doubling"),
         QCoreApplication::translate("assumptions", "Rendering loss per GPU doubling in a node"),
         renderLossPerDoubling, ratio,
         QCoreApplication::translate(
             "assumptions",
             "The GPUs of one node render each frame together (buckets or tiles split over the devices, as "
             "Redshift, V-Ray, Octane and Cycles do with every GPU selected); nodes take frames of their "
             "own. Chaos's V-Ray GPU multi-GPU scaling (support.chaos.com, 2023-11, 8 RTX 3090 Ti): CUDA "
             "99.61% of linear on 2 GPUs, 96.08% on 4, 88.47% on 8; RTX mode 97% on 4 and 91% on 8. Least "
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
             "assumptions", "CPU cores per simulator instance for physics and sensor pipelines. Estimate.")},
    };
}

} // namespace gpuplanner::planner
