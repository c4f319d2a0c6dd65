<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>PricesDialog</name>
    <message>
        <source>the workbook has no sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>GPU Server Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled catalog is invalid:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal error: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeamConnection</name>
    <message>
        <source>Name the database of the team library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no team library (or you may not read it). Its administrator prepares it with: gpu-planner-cli library init</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library has schema %1; this version of the application needs %2. Its administrator brings it up to date with: gpu-planner-cli library migrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team library offline: no copy of it has been read on this computer yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team library offline: showing the copy of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>assumptions</name>
    <message>
        <source>Achieved share of peak memory bandwidth while decoding at small batch (measured batch-1 decode rates reach 60–80% of the bandwidth bound).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU: CUDA context, cuBLAS/cuDNN workspaces and NCCL buffers. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocator fragmentation on the dynamic part of training memory. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of GPU memory a serving engine reserves (vLLM gpu_memory_utilization default 0.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per logit kept for the loss (FP32 upcast of the output layer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default training tokens per parameter when none are given (Hoffmann et al. 2022, Chinchilla).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: one scheduler/tokenizer process per GPU with a spare core. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-loading floor per training GPU: one process plus about three loader workers. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 reference: 2× Xeon Platinum 8480C, 112 cores for 8 GPUs = 14 cores per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory of one framework process (Python, CUDA host runtime, pinned buffers). Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory each data-loader worker adds by copying the parent&apos;s objects. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended host RAM per GB of GPU memory; DGX H100 has 2 TB for 640 GB of GPU memory (3.1×).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs and metrics kept on the data disk. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended data disk over the computed need (growth, temporary files). Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A checkpoint should be written within this time, which sets the write throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model files should load from the data disk within this time (restarts, scaling out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per optimizer step, which sets how often gradients cross the network (Llama 2 paper: 4M tokens per batch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of a training step the gradient all-reduce may take without stalling the GPUs. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning tokens when none are given: about 100k examples of about 1k tokens. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffusion inference activations and workspace relative to weight memory. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffusion training activations per 1024² sample with gradient checkpointing. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average sample size when none is given: ImageNet-1k averages about 110 KB per JPEG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per transcode session (surfaces, lookahead). Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU work per video stream: demuxing, audio, muxing, network. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory over the scene size for frame buffers and acceleration structures. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores per simulator instance for physics and sensor pipelines. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate used to rank offers priced in different currencies. Set your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected utilization of a 24/7 pattern (maintenance, idle gaps). Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business hours: 10 hours × 5 days of a 168-hour week = 0.30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bursty load: short peaks, long valleys. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A one-off job released when it ends. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest run for which a term is proposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alternative must cost at most this share of the chosen GPUs to be proposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 rate below which a GPU is weak for double-precision science (A100: 9.7, H100 SXM: 34; L40S, RTX 4090: under 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average file size under which files count as small (metadata-bound on shared storage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest public bandwidth for which over-provisioning is reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A checkpoint interval over this multiple of the Young/Daly optimum loses too much work per failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-node fabric below which multi-node training is not RDMA class (EDR/HDR InfiniBand, 100 GbE RoCE and up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean time between failures per GPU: Llama 3 paper reports 419 unexpected interruptions in 54 days on 16,384 H100 GPUs: 54 × 24 × 16,384 ÷ 419 = 50,677 GPU-hours per interruption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active parameters from which a model is large enough to reach the base MFU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes at which the full size exponent applies; fewer nodes scale it by log2(1 + nodes) ÷ log2(1 + this) (a small model on thousands of GPUs runs tiny per-GPU batches).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU lost per doubling of nodes over an RDMA fabric (Llama 3 paper Table 4: 43% on 8,192 GPUs, 41% on 16,384).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency of one small tensor-parallel all-reduce over NVLink-class links (two per layer per step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency of one small tensor-parallel all-reduce over PCIe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same share when the ring runs over PCIe x16 (no NVLink-class link): NCCL all-reduce bus bandwidth of 28 GB/s on 8 PCIe 5.0 GPUs, 35 GB/s on 4, of 64 GB/s one way (NVIDIA/nccl#1639; the host&apos;s CPU and memory set it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-to-first-token target of online serving when the workload gives none: MLPerf Inference Llama 2 70B server scenario (TTFT 2 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-per-output-token target of online serving when the workload gives none: MLPerf Inference Llama 2 70B server scenario (TPOT 200 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base training MFU, A100 class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base training MFU, H100 class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model size reaching the base MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU size exponent, H100 class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes for the full size exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU loss per doubling of nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 training speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefill compute efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode compute efficiency at large batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache read bandwidth efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode step overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce latency, NVLink class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce latency, PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce bandwidth efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce bandwidth efficiency, PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default TTFT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default TPOT target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute efficiency of non-LLM workloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling loss per GPU doubling, NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling loss per GPU doubling, PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory share of the serving engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per logit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores per GPU for serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum CPU cores of an inference node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended CPU cores of an inference node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum CPU cores for heavy preprocessing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended CPU cores for heavy preprocessing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum CPU cores per training GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended CPU cores per training GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory per framework process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-loader workers per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory per data-loader worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended RAM per GB of GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum system disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended system disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs and metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint write time target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model load time target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest dataset cached in RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum public bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step share of the gradient all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default fine-tuning tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffusion inference workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffusion training activations per sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision training activations per sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images decoded per CPU core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default sample size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per video stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores per video stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory over the scene size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 rate of the reference GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores per simulator instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization, around the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization, business hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization, bursty load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization, one-off job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization at which a term pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest run for a term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High development share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversized GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost share of a cheaper alternative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weak FP64 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small file size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small file count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over-provisioned public bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest over-provisioned bandwidth reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum RDMA fabric per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size for object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory channels per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilization of one node. Typical range 35–45%; Llama 3 paper (Dubey et al. 2024, Table 4) reports 38–43% BF16 MFU on H100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed time per decode step for scheduling, sampling and kernel launches (CUDA graphs keep it near 1 ms in vLLM and TensorRT-LLM). Calibrated on NVIDIA&apos;s TensorRT-LLM throughput table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of peak FLOPS for transformer diffusion and vision models (DiT, ViT) and other non-LLM kernels without a measured family figure. Estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNet diffusion inference efficiency, framework defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNet diffusion inference efficiency, optimised stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same with TensorRT: MLPerf Inference v4.0 SDXL, 1.642 images/s on one H100 = 444 TFLOPS of 989.5 = 0.449, 8× L40S 0.469; geometric mean 0.459. INT8 and FP8 UNets are rated at the 16-bit peak: the quantized recipe keeps attention and normalization in FP16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNet diffusion training efficiency, optimised stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense FP64 efficiency (HPL class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering slowdown without RT cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output bitrate of a 1080p H.264 stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broadcast quality, estimate; HEVC × %1 (Ohm et al. 2012), AV1 × %2 (NVIDIA: 40% less than H.264).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Molecular dynamics step time per million atoms (A100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point-in-polygon points per second (V100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OmniSci, 18.3 million LiDAR points in 268 ms; parsing WKT polygons %1/s (cuSpatial); both scaled by memory bandwidth over %2 GB/s (geospatial.cpp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuned training stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older training stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest default MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No default whole-run MFU above this share of peak, whatever the factors give (published whole runs stay below about 0.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency lost per doubling of GPUs in a node over NVLink-class links. Estimate: 8 GPUs reach 91% of 8× one GPU (8 GPUs are not 8× one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordinary inference nodes start from 8–16 physical cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper end of the 8–16 core range for inference nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy preprocessing calls for 16–32 physical cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper end of 16–32 cores for heavy preprocessing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset cache plus program footprint, then about 30% in reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-loader worker processes per GPU (count each worker&apos;s copies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk about 100–200 GB for OS, drivers and runtimes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper end, room for container images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest dataset cached in host RAM; 64–256 GB is typical for large image, video or science data. Larger datasets stream from the data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 100 Mbps serves a single low-rate user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization from which a monthly or reserved term beats hourly billing (steady, high load favours terms or owning).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of time in development and validation above which a fixed multi-GPU node idles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization under which fixed terms and purchases mostly pay for idle GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory this many times the need counts as oversized (the newest or largest is not automatically better).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File count from which small files overwhelm a shared file system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public bandwidth this many times the need counts as over-provisioned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training runs at least this long need checkpoints and backups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size above which the cold part belongs in object storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory channels per GPU below which the host memory bandwidth is thin (check memory channels; NVIDIA DGX A100 and H100 have 2 per GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1080p30 decode sessions per decoder without a published rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode sessions of 1080p30 one video decoder sustains where no per-engine rate is published (AMD VCN). Estimate. NVIDIA&apos;s NVDEC rates come from the NVDEC Application Note, by generation and codec (video.cpp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles score of the reference GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blender Open Data median Cycles score of the L40S (OptiX, Blender 4.5.0, 8 runs), on which seconds per frame are measured; another GPU&apos;s time is this over its own score in the catalog (otherwork.cpp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training MFU of a large dense model on A100-class GPUs (312 TFLOPS BF16) before the node loss, model FLOPs counting attention; fitted with the other training factors on 15 published whole runs (Llama 2, MPT-7B, StarCoderBase, nanoGPT, llm.c among them; tests/data/calibration and tests/data/fidelity).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training MFU of a large dense model on H100-class GPUs (989.5 TFLOPS BF16) before the node loss, model FLOPs counting attention; fitted with the other training factors on 15 published whole runs (Llama 3.1, MLPerf GPT-3 175B, MLPerf Llama 2 70B LoRA among them). Interpolated on log(peak) for other GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 training rate over BF16 on the same GPUs (DeepSeek-V3: 2.664M H800-hours for 14.8T tokens at 37B active; MLPerf Llama 2 70B LoRA on 8 and 64 GPUs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU of an MLPerf-grade stack over the default, fitted on MLPerf Training v4.0 GPT-3 175B on 512 H100 and llm.c GPT-2 124M on 8 A100, tests/data/fidelity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU of a 2022–23 stack over the default: StarCoderBase 15B on 512 A100 (BigCode Megatron-LM fork, 2023) ran at 0.81 of it, tests/data/fidelity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained share of the FP64 peak TOP500 counts as Rpeak (tensor cores on NVIDIA A100/H100, the vector rate on V100 and AMD CDNA) for dense FP64 work such as HPL, with no loss per doubling of nodes (HPL grows the matrix with the machine). Fitted on TOP500 Rmax per GPU: Eos 36.48 TFLOPS of the H100&apos;s 67 = 0.54, Eagle 38.97 of 67 = 0.58, Selene 12.31 of the A100&apos;s 19.5 = 0.63, LUMI 32.55 of the MI250X&apos;s 47.9 = 0.68, Sierra 5.48 of the V100&apos;s 7.8 = 0.70; geometric mean 0.625.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of point-in-polygon time that follows FP64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a GPU without RT cores, Cycles and Octane render through CUDA instead of OptiX: the same scene on the same GPU took 22.53 s with CUDA and 13.54 s with OptiX (Blender 3, Cycles X), 1.66× longer. Estimate from one published pair; applied only when the catalog measures no GPU without RT cores to estimate a score from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 rate of the reference GPU (NVIDIA L40S datasheet) on which seconds per frame are measured; used only for a GPU without a Cycles score when the catalog measures no GPU to estimate one from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMBER pmemd.cuda speed over the OpenMM model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geometric mean of published pmemd.cuda runs over the OpenMM model on the same GPUs (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks; V100, A100, H100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROMACS speed over the OpenMM model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of the link bandwidth (one way) in a tensor-parallel all-reduce of decode size (8–64 MiB): 2·(t−1)/t × bytes ÷ (bandwidth × this), after the latency above. Geometric mean of five measured all-reduces: NCCL on 8 × H100 over NVLink, 8 MiB in 90.5 µs and 16 MiB in 135.7 µs (ByteDance-Seed/Triton-distributed#57); TensorRT-LLM two-shot on 4 × GB200, 8, 32 and 64 MiB in 47.2, 152.1 and 278.5 µs (NVIDIA/TensorRT-LLM#14534): 0.40, 0.51, 0.36, 0.39 and 0.41.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of peak dense FLOPS during prefill (compute bound). Calibrated on the TensorRT-LLM throughput tables NVIDIA publishes (77 rows, H100 and H200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of peak dense FLOPS by the decode GEMMs once they are compute bound at large batch. Calibrated on the TensorRT-LLM throughput tables NVIDIA publishes (77 rows, H100 and H200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of peak memory bandwidth when attention reads the paged KV cache, in kernels of its own after the GEMMs. Calibrated on the TensorRT-LLM throughput tables NVIDIA publishes (77 rows, H100 and H200).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROMACS multi-GPU communication, in atoms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-resident GROMACS (-nb -pme -update gpu), with the per-atom cost scaled by speed^-%1 instead of OpenMM&apos;s: it gains about 3.6× from a V100 to an H100 in two published sets. Least squares on published runs (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks), with the cut-off below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROMACS per-atom cost against the cut-off, exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The per-atom cost × (cut-off ÷ %1 nm)^this; %1 nm when no cut-off is given. Fitted with the speed and exponent above on published runs at 0.8 nm (6n4o), 0.9 nm (ADH) and 1.2 nm (STMV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving efficiency on ROCm, against CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four serving efficiencies above × this on AMD GPUs (ROCm): they were fitted on TensorRT-LLM on Hopper, and vLLM on MI300X reaches less of the MI300X&apos;s peak. Fitted on MLPerf Inference v5.1 (open, Krai): Llama 2 70B FP8 offline on 8 × MI300X with vLLM 0.6.5, 27,186 tokens/s against 35,643 at × 1 → 0.76. The same harness on 8 × H200 with vLLM 0.9.2 read 0.86 at × 1 (no factor on CUDA).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuSpatial&apos;s kernels are float64: the same NYC taxi joins refine 7.4× slower on a Titan RTX (FP64 1/32 of FP32) than on a Titan V (1/2) at equal bandwidth (Zhang 2020). The rest of the time follows memory bandwidth; FP64 against %1 TFLOPS (V100) (geospatial.cpp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spatial join: points indexed and filtered per second (V100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuSpatial&apos;s quadtree join of 168.9 million NYC taxi points on a Titan V: indexing and filtering 0.419 s (mean of three polygon sets, Zhang 2020), scaled by memory bandwidth to the V100&apos;s 900 GB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spatial join: points refined per second (V100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same joins&apos; point-in-polygon refinement: 0.14, 0.55 and 0.28 s for taxi zones, community districts and census tracts (geometric mean 0.278 s), scaled to the V100 as point in polygon (the FP64 share above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A step on n GPUs takes one GPU&apos;s step × (1/n + this ÷ (atoms × the cut-off factor above)): halo exchange, PME on one GPU and the traffic to it, which more GPUs do not shrink; kept whole at a shorter cut-off. Fitted on STMV (1.2 nm) on 2 × H100 and 2 × MI250X against one GPU (CSC chem-benchmarks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute efficiency of convolutional networks in TF32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of the TF32 peak for convolutional networks trained in FP32 on GPUs with TF32 tensor cores, which cuDNN uses for FP32 convolutions by default. Fitted: NVIDIA DeepLearningExamples PyTorch on 8× A100, ResNet-50 7,248 img/s × 24.54 GFLOPs = 0.156 and ResNeXt-101 32x4d 2,381 img/s × 48.18 GFLOPs = 0.101 of 8 × 156 TFLOPS × 0.913 (scaling); geometric mean 0.125.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute efficiency of convolutional networks in FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of the FP32 peak for convolutional networks trained in FP32 on GPUs without TF32 (V100, T4, AMD): the FP32 units stay far busier than tensor cores do. Fitted: NVIDIA DeepLearningExamples PyTorch FP32 on 8× V100 16GB, ResNet-50 2,855 img/s × 24.54 GFLOPs = 0.611 and ResNeXt-101 32x4d 1,151 img/s × 48.18 GFLOPs = 0.484 of 8 × 15.7 TFLOPS × 0.913 (scaling); geometric mean 0.544.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained FP64 FLOPs per byte of the datasheet memory bandwidth for bandwidth-bound codes (sparse solvers and stencils, HPCG class). Fitted on TOP500 HPCG runs (June 2021 list): Summit 2,925.75 TFLOP/s on 27,648 V100 = 0.106 per GPU / 900 GB/s = 0.118; Perlmutter 1,905.44 on 5,696 A100 40GB = 0.335 / 1,555 GB/s = 0.215; geometric mean 0.159. The A100&apos;s 40 MB L2 keeps more of the solver in cache than the V100&apos;s 6 MB: a V100 or MI250X runs about 0.75 of this, an A100 up to 1.35 times it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 per byte of bandwidth, bandwidth-bound codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA-core share of a framework-default step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With framework defaults (eager PyTorch), the share of a transformer or UNet step that runs on the CUDA cores (normalization, activations, softmax, optimizer) on a card whose 16-bit tensor peak is 16 times its FP32 peak (A100), where the family shares were fitted. On other cards that part scales with the card&apos;s own ratio: the share is multiplied by 1 / ((1 − this) + this × ratio ÷ 16), ratio at most 16. Fitted on two fit rows at ratio 2.0: timm ViT-B/16 training on an RTX 3090 (390.9 img/s, 1.66 times the unscaled rate) and diffusers SD 1.5 on an RTX 4090 (1.014 img/s, 1.27 times); geometric mean 1.45 = 1 / (1 − 0.875 × 0.354). Optimised stacks fuse most of that work (MLPerf&apos;s L40S, ratio 4, and H100, 15, reach the same share), so they are not scaled; they keep their family figure or the framework figure on the card, whichever is higher, since they can always fall back to the framework&apos;s kernels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of the 16-bit dense peak for a UNet (SDXL) in diffusers with BF16 and SDPA on an A100: 0.302 images/s × 30 steps × 2 passes × 6,761 GFLOPs = 122.5 TFLOPS of 312 = 0.39 (Hugging Face, &quot;Accelerate inference of text-to-image diffusion models&quot;). Sets the framework-to-optimised ratio of UNet training (0.39 ÷ 0.46); inference computes each card&apos;s share with the two terms below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNet math efficiency, framework defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host dispatch per denoising step, framework defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With framework defaults (eager diffusers) each kernel of a step is launched from Python, so at one image per call a small model waits on the host: a step takes at least this long, whatever the GPU. Fitted on two batch-1 runs of SD 1.5 whose GPU math is far shorter: fal.ai&apos;s diffusers benchmark on an A100 80GB (1.604 s for 50 steps end to end = 32.1 ms a step, 13.7 ms of math) and stable-fast&apos;s vanilla PyTorch on an H100 (54.5 it/s = 18.3 ms, 6.5 ms of math); geometric mean 24.3 ms. Host CPUs differ: the same model ran 28-39 ms a step on other hosts. SDXL and FLUX steps are longer than this on every catalog GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller models run at (N ÷ reference)^exponent of the base MFU; the exponent grows with the GPU&apos;s peak (0.215 on H100: Llama 3.1 8B, 70B and 405B; 0.068 on A100: Llama 2) and is held at the H100&apos;s on faster cards, where no whole run was fitted (MLPerf Llama 2 70B LoRA kept 0.36-0.37 of the B200&apos;s and GB200&apos;s peak, the H100 0.33).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model width reaching full GEMM efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden width from which a model&apos;s matrix multiplies are wide enough on any number of GPUs (TinyLlama, 2,048, reaches the base).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width exponent of narrow models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A model narrower than the reference runs at (hidden ÷ reference)^this of the base on any cluster: GPT-2 124M (768 wide) × 0.675. Fitted with the size term&apos;s cluster part (no share of it kept on few nodes) on the 10 calibration runs and the training fit rows, with the other constants held: sum of squared log errors 0.337 → 0.189 (nanoGPT 0.73 → 0.84, TinyLlama 1.40 → 1.19, llm.c 1.03 → 1.19, MLPerf Llama 2 70B LoRA on 8 H100 1.22 → 1.02). It replaces a floor that kept 0.55 of the size exponent on one node and charged an 8B model on one H100 0.63 of the base; 34 training hold-outs: 22 → 33 in band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency lost per doubling of GPUs in a node over PCIe: every doubling without NVLink-class links, only those between the bridged groups of 2 or 4 cards with NVLink bridges. Estimate: 8 GPUs over PCIe alone reach 73%; PCIe moves a fraction of NVLink&apos;s all-reduce bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA dequantization traffic per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA keeps the frozen weights in NF4 and expands each layer to BF16 every time a pass needs it: forward, backward, and the forward that full recomputation repeats. The cost depends on the weights, not the tokens, so it weighs most at small micro-batches. Fitted as memory traffic at the datasheet bandwidth on the two published LoRA / QLoRA pairs with everything else equal: torchtune, Llama 3.1 8B on an RTX 4090 (2,413 against 3,083 tokens/s at 4,096 tokens a step: 0.369 s more a step ÷ (3 passes × 6.98 billion quantized parameters) × 1,008 GB/s = 17.8 bytes) and Qwen-7B&apos;s table on an A100 (11.6 against 10.1 s for 8 steps of 4,096 tokens: 0.1875 s ÷ (3 × 6.48 billion) × 2,039 GB/s = 19.7 bytes); geometric mean 18.7 bytes, about four times what an ideal kernel moves (read 0.5, write 2, read 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of FP32 compute in a GPU&apos;s molecular-dynamics speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU&apos;s speed for the per-atom work is FP32 TFLOPS^w × memory GB/s^(1 − w): the non-bonded kernels are compute-bound, PME and integration bandwidth-bound. Fitted on OpenMM 8.4&apos;s published table (openmm.org benchmarks, one software version, STMV and cellulose, nine GPUs against the A100): w = 0.5 read the GDDR cards at 0.70–0.93 of their measured per-atom speed and the HBM cards at 0.96–1.10 (root mean square log error 0.20); the unconstrained fit gives FP32^0.40 × GB/s^0.20, i.e. w = 2/3 at the exponent 0.62 (0.115): RTX 4080 0.77 → 0.95, L40S 0.74 → 0.94, RTX PRO 6000 0.70 → 0.87, RTX 6000 Ada 0.93 → 1.18; H100 1.06 → 1.14, B200 0.96 → 0.96. AMBER&apos;s and GROMACS&apos;s speed factors were re-centred on their fit rows with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVFP4 training: share at the FP4 rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD 3 speed over the OpenMM model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of an FP8 training step that NVFP4 training runs at the FP4 tensor rate (the linear layers&apos; matrix multiplies; attention stays in FP8, the rest in BF16): the step takes (1 − share) + share × FP8 peak ÷ FP4 peak of its FP8 time. From the two MLPerf Training runs NVIDIA repeated on the same GB200 system in v5.0 (FP8) and v5.1 (NVFP4, FP4 peak 2 × FP8): Llama 2 70B LoRA on 8 GPUs 3.467 → 2.798 minutes per 1,000 samples (1.24×), Llama 3.1 405B on 512 GPUs 0.3775 → 0.2563 (1.47×); geometric mean 1.35× → share 0.52. The pairs alone give 0.39 and 0.64, and include what the software gained between the rounds; across submitters, Lenovo&apos;s FP8 and Nebius&apos;s NVFP4 LoRA on 8 B300 (FP4 peak 3 × FP8) give 0.23. Serving in FP4 uses the same speed-up for its prefill (MLPerf Inference Llama 2 70B on one B200: 1.19–1.24× the measured throughput at the full FP4 peak, 1.00–1.04× with it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE routing cost per token and layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a mixture-of-experts layer costs each token beyond its FLOPs and weights (routing, permuting tokens to their experts, small grouped matrix multiplies, combining the results), as memory traffic of this many bytes × hidden width per token and layer at the decode bandwidth: 2.9 MB per token and layer at hidden 4,096. Prefill and decode tokens alike. Fitted on 23 published TensorRT-LLM throughputs (perf-overview, 2025: the B200 1000/1000 rows of gpt-oss-20b/120b, Qwen3-30B-A3B, Qwen3-235B-A22B, DeepSeek-R1 and Llama 4 Maverick; Qwen3-235B on 8 H200 and 8 H100): the squared-log optimum, 650, leaves the 20,000/2,000 row at 1.54, so 720, the least that keeps every calibration row in band. Without it the step model put those models at 1.6–5× their measured throughput. Charged at the FLOP rate instead, it fitted worse: the same model on H200 and H100 differs as their memory bandwidths do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD GPU-offload CPU time per atom and step, one core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD 2.x (and NAMD 3 without GPU-resident integration) integrates and computes bonded forces on the CPU: a step takes max(the GPU&apos;s step, atoms × this ÷ physical cores per GPU). Geometric mean of three published NAMD 2.14 multicore-CUDA runs of a 239,131-atom system on one GPU (ACENET MDBench, 1 fs): A100 + 8 EPYC 7413 cores 0.379, V100 SXM2 + 8 Xeon Gold 4216 0.637, P100 + 6 Xeon E5-2650 0.624; at most %1 cores per GPU are counted (the most a published run used).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD GPU-offload: most CPU cores per GPU counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published NAMD 2.14 runs used 6–18 physical cores per GPU (ACENET MDBench; Puget Systems: 18 cores, 36 threads, on an RTX 2080 Ti); from 8 to 12 cores one A100 gained 1.14×, not 1.5×, so more cores than this are not counted as faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plus %1 ms per step; scaled by (A100&apos;s speed ÷ this GPU&apos;s)^%2, speed = FP32 TFLOPS^w × GB/s^(1 − w) (below), by the cache term (below), and n^%3 on n GPUs (GROMACS: see below). Fitted on OpenMM 8 benchmarks (simulation.cpp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD 3 in GPU-resident mode (CUDASOAintegrate), at OpenMM&apos;s exponent: the geometric mean of published one-GPU runs of a 239,131-atom system (ACENET MDBench, 1 fs, 8 Å) over the OpenMM model with its cache term on the same GPUs: H100 SXM 0.73 (NAMD 3.0.1), H100 NVL 0.70 (3.0), A100 0.84 and V100 PCIe 0.82 (3.0b3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Molecular-dynamics working set per atom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atoms × this is a step&apos;s working set; the share of it beyond the GPU&apos;s last-level cache (catalog) spills to memory. Fitted with the spill cost below on OpenMM 7.7&apos;s published table, each GPU against the same table&apos;s A100: Titan V, V100, RTX 2080 Ti, A10 and A40 (4.5–6 MB of L2) ran DHFR (23,558 atoms) as their speed gives and cellulose (408,609) and STMV (1,067,095) 1.3–2.2× slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Molecular-dynamics cost of a spilled working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The per-atom part of a step × (1 + this × the share of the working set that does not fit in the last-level cache). Fitted with the working set above (OpenMM 7.7&apos;s table and the MD fit rows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD GPU-offload: recommended cores over those assumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU dimension recommends the cores the GPU-offload rate assumes × this: the published per-core times spread 0.38–0.64 µs per atom and step around the 0.532 fitted, across CPU generations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering loss per GPU doubling in a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs of one node render each frame together (buckets or tiles split over the devices, as Redshift, V-Ray, Octane and Cycles do with every GPU selected); nodes take frames of their own. Chaos&apos;s V-Ray GPU multi-GPU scaling (support.chaos.com, 2023-11, 8 RTX 3090 Ti): CUDA 99.61% of linear on 2 GPUs, 96.08% on 4, 88.47% on 8; RTX mode 97% on 4 and 91% on 8. Least squares on log efficiency against log2 GPUs: 0.029 lost per doubling (0.971 on 2, 0.943 on 4, 0.916 on 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convolution efficiency of CNNs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the 16-bit dense peak a convolutional network&apos;s math reaches in training; its memory traffic (bytes per activation below) comes on top: time per sample = 3 × forward FLOPs ÷ (peak × this) + bytes per activation × activations ÷ bandwidth. Fitted with the framework&apos;s bytes per activation on timm&apos;s RTX 3090 training table (390 convolutional networks, PyTorch 1.12, AMP, NCHW; activations and FLOPs from timm&apos;s inference table): the fit is flat from 0.8 to 1.0 (sum of squared logs 18.4 to 17.4), 0.80 is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNN training traffic per activation, framework defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNN training traffic per activation, channels-last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same with tensors in channels-last order (torch.channels_last, NHWC; software.memory_format channels_last): NVIDIA DeepLearningExamples&apos; ResNet-50 (--amp --memory-format nhwc, DALI) on 8× A100 80GB, 16,621 img/s = 2,276 per GPU before the 0.913 scaling, 0.439 ms a sample, of which the math takes 0.098 ms at 0.80 of 312 TFLOPS: 0.341 ms × 2,039 GB/s ÷ 11.11 million activations = 62.6 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNN training traffic per activation, optimised stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same with fused, channels-last kernels (MLPerf submissions): at the 0.80 math share, the three MLPerf Training ResNet-50 rows (8× A100 v1.0 0.288 of the peak at 153 TFLOPS per TB/s, 8× H100 v4.0 0.191 at 295, 8× L40S v4.0 0.162 at 419) fit 28.5 bytes per activation (1.08, 1.04, 0.93).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNN activations per GFLOP when not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations of a forward pass where the model gives none (model.activations_m): ResNet-50&apos;s, 11.11 million for 8.18 GFLOPs at 224×224 (timm&apos;s benchmark table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory traffic of UNet inference per FLOP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes moved at the datasheet bandwidth per FLOP of a UNet denoising step with framework defaults (unfused GroupNorm, SiLU and residual adds): the slope of the MLPerf ResNet-50 fit (1/share = 2.02 + 0.0102 × peak TFLOPS ÷ TB/s), kept with the UNet&apos;s own math share, fitted on the diffusion rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the datasheet bandwidth a streaming kernel reaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 code with a known arithmetic intensity (science.flops_per_byte) runs at the lower of intensity × bandwidth × this and the dense FP64 rate (a roofline). Fitted on the STREAM triad of RRZE&apos;s gpu-benches (github.com/RRZE-HPC/gpu-benches, gpu-stream): H100 PCIe 1,832 of 2,000 GB/s = 0.916, A100 80GB 1,794 of 2,039 = 0.880, MI300X 3,866 of 5,300 = 0.729; geometric mean 0.838.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes moved at the datasheet bandwidth per activation of the forward pass, per training sample, with eager PyTorch in its default NCHW order (unfused normalization and activations; cuDNN converts the tensors for its tensor-core convolutions): fitted on timm&apos;s RTX 3090 training table with the 0.80 math share, 366 of 390 networks within 0.67–1.5×, where traffic per FLOP kept 183. EfficientNet and MobileNet write 17–19 activations per multiply-add, VGG 0.9: per FLOP they ran 5× slower and 2.5× faster than a ResNet-50&apos;s rate gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A UNet&apos;s inference share with framework defaults is 1 / (1/this + bytes per FLOP × peak ÷ bandwidth), the two terms with unet_bytes_per_flop (0.0102 B/FLOP): eager GroupNorm, SiLU and residual additions move memory at the datasheet bandwidth, so an H100 (295 FLOP per byte) keeps less of its peak than an A100 (153). This share of the math, fitted on the two framework fit rows with the bytes per FLOP fixed: SDXL on an A100 (0.393 of the peak; 1/0.393 − 0.0102 × 153.0 = 0.986) and SD 1.5 on an RTX 4090 (0.494 ÷ 1.441 for its tensor-to-FP32 ratio = 0.343; 1/0.343 − 0.0102 × 163.9 = 1.247); mean 1.116 → 0.90.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS biomolecular step: fixed part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS biomolecular step: multiple of the OpenMM model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The per-system part of a LAMMPS biomolecular step against the OpenMM model&apos;s step on the same GPU, fitted with md_lammps_bio_fixed_ms on the same three runs (the OpenMM model gives them 0.380, 3.03 and 31.2 ms). KOKKOS in double precision ran 2.3–2.4× slower than this on the same V100 at 256,000 and 2 million atoms, and 4.7× on a GeForce RTX 3080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS with CHARMM, PPPM and SHAKE (the rhodopsin benchmark, in.rhodo) spends a step&apos;s first milliseconds on bonds, constraints and the CPU ranks&apos; share whatever the GPU: step = this + md_lammps_bio_model_multiple × the OpenMM-model step of the same system and GPU. Least squares on log step time over three published runs of one V100 SXM2 with the GPU package in mixed precision (francesco-peverelli/lammps-benchmarks, LAMMPS 7 Jan 2022; fit rows): 32,000 atoms 6.90 ms (6 ranks), 256,000 atoms 24.5 ms and 2,048,000 atoms 169.3 ms (16 ranks); the fit gives 0.97, 1.11 and 0.93 times their ns/day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-GPU batch, convolutional networks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision training without a given micro-batch: NVIDIA DeepLearningExamples trains ResNet-50 at 256 images per GPU with AMP; halved until the activations fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-GPU batch, vision transformers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision transformers without a given micro-batch: NVIDIA NeMo&apos;s ViT recipes run a micro-batch of 64 per GPU; halved until the activations fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-GPU batch, diffusion training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffusion training without a given micro-batch: MLPerf Training&apos;s Stable Diffusion v2 (NVIDIA&apos;s 16 per GPU configurations) and MosaicML&apos;s SD2 (device micro-batch 16); halved until the activations fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-GPU batch, LoRA of diffusion models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA and QLoRA of diffusion models without a given micro-batch: Hugging Face&apos;s FLUX.1 QLoRA guide trains one image per step on a 24 GB card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-50&apos;s activations per 224² training sample with mixed precision; other convolutional networks scale it by their activations. Fitted on timm&apos;s training benchmark on a 24 GB RTX 3090 (2022-07): ResNet-50 at batch 512 fits and ResNet-152 at 256 does not, which bounds it to 0.0385–0.0401 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNN batch-inference traffic per activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes moved at the datasheet bandwidth per activation of a forward pass when a convolutional network only infers (batch inference of a vision model): time per image = forward FLOPs ÷ (peak × the 0.80 convolution share) + this × activations ÷ bandwidth. Fitted on timm&apos;s RTX 3090 inference table (PyTorch 2.4, AMP, NCHW, batch 1,024; 771 convolutional networks): 726 within 0.67–1.5×. About a forward pass&apos;s own traffic: the convolution writes each activation, normalization and the activation function read and write it, the next layer reads it. Hold-outs: timm&apos;s RTX 4090 and RTX 5090 tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision-transformer batch-inference traffic per activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same for vision transformers (a vision model with attention heads), whose activations are layers × tokens × (10 × width + heads × tokens), tokens = forward FLOPs ÷ (24 × width² × layers): fitted on the same table&apos;s 148 ViT, DeiT, BEiT and EVA-02 rows with the 0.80 share, 142 within 0.67–1.5×.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech decoding, framework defaults: host time per decoder layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech decoding, framework defaults: host time per sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The per-sequence part of the same fit: (51.6 − 32.4) ms ÷ (96 − 24) sequences = 0.267 ms a sequence and step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech decoding, optimised engine: launch time per decoder layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines that run the decoder from C++ (CTranslate2 under faster-whisper and WhisperX, TensorRT-LLM): fitted on faster-whisper&apos;s large-v2 run on a T4 (fp16, one window a call, greedy): 15.3 s of audio a second leaves 5.1 ms a step beyond the decode roofline, ÷ 32 decoder layers = 0.16 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech windows per 30 s of audio, framework defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transformers speech-recognition pipeline with chunk_length_s=30 strides each window by the default chunk_length_s ÷ 6 = 5 s on both sides, so a 30 s window brings 20 s of new audio: 30 ÷ 20 = 1.5 windows per 30 s of a long recording. Optimised engines (faster-whisper, WhisperX, TensorRT-LLM) cut windows without overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech decoding, framework defaults: host time per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch transcription with Whisper through PyTorch eager generate (Hugging Face transformers): each decode step runs the generate loop in Python (logits processors, stopping criteria, cache updates) and launches every decoder layer&apos;s kernels, time the GPU&apos;s own work (weights and attention caches at the decode bandwidth share) does not cover. Three runs of one source separate its parts: insanely-fast-whisper on an A100 80GB (transformers pipeline, Flash Attention 2, 20 s of new audio per 30 s window) transcribed 91.8 s of audio a second with large-v3 at 24 windows a call, 183.7 at 96, and 115.4 with distil-large-v2 (2 decoder layers) at 24, leaving 32.4, 51.6 and 29.4 ms a step beyond the encoder and the decode roofline: 0.267 ms a sequence, (32.4 − 29.4) ÷ 30 = 0.099 ms a decoder layer, and 22.8 ms for the loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The per-layer part of the same fit: large-v3 (32 decoder layers) and distil-large-v2 (2) at 24 windows a call differ by 3.0 ms a step: 0.099 ms a layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-GPU batch, speech models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech models (Whisper) without a given micro-batch: Hugging Face&apos;s Whisper fine-tuning guide trains 16 clips per GPU and step (per_device_train_batch_size=16); halved until the activations fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech training clips per loader core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whisper fine-tuning as Hugging Face&apos;s recipe runs it (log-mel features stored in the data set, read and padded by the collator in the training process, dataloader_num_workers 0): the transformers examples README trains whisper-small on one V100 in about 8 hours (5,000 steps of 2 × 16 clips of Common Voice 11 Hindi, 4.4 s on average); the same recipe&apos;s logged run (sanchit-gandhi/whisper-small-hi) spent 21.0% of its time in its five evaluations (5 × 704.85 of 16,800.45 s), so training took 0.790 × 28,800 s ÷ 10,000 steps of 16 = 2.276 s a step, of which the GPU&apos;s 0.474 s (16 ÷ 33.72 clips/s); (2.276 − 0.474) ÷ 16 = 0.113 s a clip = 8.88 clips/s per core. A rough fit: the README gives 8 hours as an approximation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Achieved share of the 16-bit dense peak training a UNet, before the scaling loss: MLPerf Training v4.0 Stable Diffusion v2 on 8× H100 0.340, 64× L40S 0.311, 1,024× H100 0.182 with the flat loss per node doubling of the time; geometric mean 0.267. The gradient exchange that replaced that loss hides both multi-node runs&apos; exchanges, so they read 0.253 and 0.127: the 1,024-GPU run&apos;s 1.2 minutes hold evaluations the engine does not count, and the fit is kept. Framework defaults: × 0.39 ÷ 0.46, the inference ratio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest RDMA fabric per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most a plan can give each GPU between nodes: one 400 Gbit/s InfiniBand or RoCE port per GPU (DGX H100 and DGX B200 compute fabric). Gradients beyond it stall the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVENC pixel rate at 2160p against 1080p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of its 1080p pixel rate an NVENC engine keeps at 2160p (between, geometric in pixels). NVIDIA&apos;s per-engine table is at 1080p; one RTX 5090 engine encoded AV1 2160p60 at P1 at 2.79× real time = 167 frames/s = 670 frames/s of 1080p against the table&apos;s 957: 0.70. Four other 2160p AV1 runs (RTX 5090 P4, P5, P7; RTX 4090 P5, two sessions) read 0.60–0.73.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ImageNet JPEGs decoded, cropped at random to 224 px and flipped by PyTorch&apos;s DataLoader (torchvision with Pillow-SIMD), per physical core: 1,058 images/s on a Google Cloud V100 with 12 vCPUs (6 physical cores) training ShuffleNet V2 0.5, CPU-bound (yaysummeriscoming/DALI_pytorch_demo README, 2019-12); 1,058 ÷ 6 = 176. FFCV&apos;s loader benchmark (docs.ffcv.io, 2022-01, AWS p3dn.24xlarge) read 2,211 images/s on 12 cores (184 a core) and 3,804 on 24 (158).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images decoded per CPU core, DALI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same pipeline in NVIDIA DALI on the CPU: 1,816 images/s on the same 6 physical cores (DALI_pytorch_demo README) = 303 a core, 1.72 times the DataLoader&apos;s. Decoding on the GPUs (DALI &quot;mixed&quot;, nvJPEG) reached 3,910 there and takes no decode cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM 7.x speed over the OpenMM 8 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM 7.7&apos;s own benchmark table (openmm-org data/benchmarks.json @ce96174, fit rows) on the A100 against the model fitted on OpenMM 8.x: DHFR 0.89, ApoA1 0.87, cellulose 0.83, STMV 0.69; geometric mean 0.82.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM mixed-precision speed over single precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM 7.7 on an RTX 3060, 3060 Ti and 3090 in mixed against single precision (openmm/openmm#2865, 2023-01-11): amber20-dhfr NVT 0.81, 0.82, 0.81, NPT 0.82, 0.82, 0.81, apoa1pme NPT 0.89, 0.88, 0.89; geometric mean 0.84. The model&apos;s OpenMM rates are single precision, benchmark.py&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DenseNet concatenations, inference: passes per element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each layer of a dense block reads the concatenation of every earlier output of its block (DenseNet; model.concat_inputs_m counts these elements, which fvcore&apos;s activation count leaves out). Eager PyTorch touches each element 7 times in a forward pass: the concatenation copies it (read, write), batch normalization reads and writes it, the ReLU reads and writes it, the 1×1 convolution reads it; × the element&apos;s bytes (14 B at 16 bits). A closed form, not fitted: timm&apos;s DenseNet-121, -169, -201 and -161 on the RTX 3090, 4090 and 5090 read 0.88-1.06 with it, 1.53-2.23 without.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DenseNet concatenations, training: passes per element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same per training sample: the forward pass&apos;s 7 and one more read for batch normalization&apos;s batch statistics (8); the backward pass&apos;s 13: the convolution&apos;s weight gradient reads the input and its data gradient writes one (2), the ReLU&apos;s backward reads the gradient and the output and writes one (3), batch normalization&apos;s backward reads input and gradient for its sums and again for the elementwise pass and writes one (5), the concatenation&apos;s backward adds each slice into the earlier layer&apos;s gradient (3). 42 B at 16 bits; timm&apos;s training table (RTX 3090, NCHW and NHWC) reads 0.88-1.09 with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DenseNet concatenations, optimised stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With an optimised stack the layers write into the concatenation in place (TensorRT&apos;s concatenation elision; the shared buffers of memory-efficient DenseNet, Pleiss et al. 2017) and normalization and ReLU run as one pass: read and write in that pass, the convolution&apos;s read (3) in inference; training scales the framework&apos;s 21 by the same 3 ÷ 7. No optimised DenseNet run was found to check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DenseNet concatenations kept for the backward pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of each concatenated element a training step keeps until the backward pass: the concatenation (batch normalization&apos;s input) and the in-place ReLU&apos;s output (the convolution&apos;s input), × the element&apos;s bytes; the reason DenseNet&apos;s memory grows with the square of the depth (Pleiss et al. 2017). With ResNet-50&apos;s 0.0395 GB per 11.11 M activations, timm&apos;s largest batches on a 24 GB RTX 3090 follow: DenseNet-121 and -169 at 256, -201 at 192, -161 at 128, each one step above not fitting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detector post-processing traffic per class score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A detector&apos;s head writes a score for every anchor and class (RetinaNet at 800×800: 13,343 positions × 9 anchors × 264 classes = 31.7 million; model.detection_scores_m), and the post-processing (sigmoid, top-k per level, box decoding, non-maximum suppression) reads them on the GPU after the convolutions: bytes moved per score at the datasheet bandwidth. Fitted on MLPerf Inference v3.0 RetinaNet Offline (TensorRT, INT8) on 8 A100 SXM: 725.4 images/s a GPU measured = 1.379 ms, the convolutions 1.051 ms, 0.328 ms × 2,039 GB/s ÷ 31.7 million = 21.1 B, about five passes over FP32 scores. Hold-outs: the same round&apos;s A100 PCIe, H100 PCIe, 8 H100 SXM and L4 read 0.93-1.14 with it, 1.44-1.79 without (the L4&apos;s 300 GB/s spends 2.2 ms an image on it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention: passes over each score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention in training: passes over each score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A diffusion model trained with an attention that is not fused (training.attention &quot;eager&quot; with model.attention_scores_m): the forward&apos;s 4 passes over each score (as in inference) and the backward&apos;s 7: the probabilities&apos; gradient is written (1), the softmax&apos;s backward reads the probabilities and that gradient and writes the scores&apos; gradient (3), the values&apos; gradient reads the probabilities (1), the queries&apos; and keys&apos; gradients read the scores&apos; gradient (2); full recomputation repeats the forward&apos;s 4. At the datasheet bandwidth on top of the math; a closed form counted from eager PyTorch&apos;s kernels, nothing fitted. The activation estimate assumes gradient checkpointing, under which a block&apos;s probabilities live only while it is recomputed, so no memory is added for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attention layer that is not fused (serving.attention &quot;eager&quot;: diffusers on PyTorch before 2.0 without xformers) writes every query-key score to memory and reads it back: the QKᵀ matmul writes the scores, the softmax reads them and writes the probabilities, the P·V matmul reads those, 4 passes of 2 bytes at 16 bits (4 at FP32), at the datasheet bandwidth, on top of the math. A closed form counted from the kernels, nothing fitted. FlashAttention, PyTorch SDPA and xformers keep the scores on chip. Stable Diffusion 1.x at 512×512 computes 732.3 million scores a UNet pass (model.attention_scores_m): 351 GB an image over 30 steps with guidance, 0.18 s on an A100 80GB PCIe. Lambda&apos;s benchmark of diffusers 0.11 without xformers: 0.89 and 0.60 s an image at batch 16 on an A100 80GB PCIe and an H100 PCIe (with xformers 0.62 on the A100); the engine gives 0.61 and 0.48 s with the scores, 0.43 and 0.31 without. The diffusers documentation&apos;s 2023-03 table (50 steps) puts the scores&apos; cost, its Vanilla minus SDPA time, at 0.34, 0.98, 2.27, 0.44 and 0.58 s an image on an A100 (40 GB), A10, T4, V100 and RTX 3090; this gives 0.38, 0.98, 1.83, 0.65 and 0.63.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention: score-sized buffers held at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diffusers&apos; unfused attention processor (AttnProcessor, diffusers 0.11-0.14) allocates an empty tensor of the scores&apos; size as torch.baddbmm&apos;s input, writes the scores, and the softmax writes the probabilities before the scores are freed: three buffers of the largest layer&apos;s scores (model.attention_layer_scores_m) for every image and guidance pass of a call, 2 bytes each at 16 bits. Counted from the code, nothing fitted. It reproduces where the diffusers documentation&apos;s 2023-03 table ran out of memory (SD v1.4 at 512×512: 134.2 million scores in a 64×64 layer, 1.61 GB an image with guidance): batch 10 ran and 16 did not on the 24 GB A10 and RTX 3090, 4 ran and 8 did not on the 16 GB T4 and V100, 16 ran and 32 did not on the A100 (40 GB); with two buffers the T4 and V100 at 8 would fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention in an encoder: passes over each score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transformer encoder&apos;s batch job with an attention that is not fused (serving.attention &quot;eager&quot;: BERT in Hugging Face transformers before its SDPA path, 4.41 in 2024, and the TorchScript or ONNX graphs exported from it): QKᵀ writes each score (1), the division by √(head dim) reads and writes it (2), the attention mask&apos;s addition reads and writes it (2), the softmax reads it and writes the probability (2), P·V reads that (1): 8 passes of the element&apos;s bytes over layers × heads × tokens² scores a sequence, at the datasheet bandwidth, on top of the math. A closed form counted from the code, nothing fitted. FasterTransformer&apos;s TorchScript baseline of BERT-Base (12 × 12 × 384² = 21.2 million scores) ran at 0.60 of its fused kernels on an A10: 0.57 ms a sequence of 600 GB/s; with it that row reads 1.31, without 1.93.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused attention efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the 16-bit dense peak a fused attention kernel (FlashAttention-2, PyTorch&apos;s SDPA) reaches on the QKᵀ and P·V products of a diffusion transformer&apos;s inference, on NVIDIA cards before Hopper: FlashAttention-2 reaches 50-73% of an A100&apos;s peak in its forward pass (Dao, arXiv:2307.08691, 2023), the upper end at long sequences, which is where attention weighs. The rest of a pass keeps the transformer share. Scaled like the framework&apos;s CUDA-core work (its softmax runs there), at most the math share of a convolution (0.80). Not applied to other vendors&apos; cards, where no stored source measures the kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused attention efficiency, Hopper and Blackwell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused attention efficiency, Hopper, optimised stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With an optimised stack (FlashAttention-3, TensorRT&apos;s or cuDNN&apos;s fused attention) on Hopper and Blackwell: FlashAttention-3 reaches 740 TFLOPS in BF16 on an H100, 75% of its peak (Shah et al., arXiv:2407.08608, 2024).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same with framework defaults on Hopper and Blackwell cards: FlashAttention-2, the kernel behind PyTorch&apos;s SDPA, &quot;achieves only 35% utilization on the H100&quot; (Shah et al., FlashAttention-3, arXiv:2407.08608, 2024): it issues the Ampere-style matrix instructions, not Hopper&apos;s asynchronous ones. HunyuanVideo at 118,800 tokens on one H100 (xDiT&apos;s table, 87% of its FLOPs in attention) reached 0.32 of the peak at 1280x720, 0.35 at 960x960.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision model: host dispatch per layer, eager PyTorch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager PyTorch issues every layer&apos;s operations (convolution, activation, concatenations) from Python while the GPU runs them; at a small batch the host is the slower of the two: a call takes max(model.conv_layers × this, the GPU&apos;s time). Fitted on YOLOv5n at batch 1 in FP16 on a V100 of an AWS p3.2xlarge (a 2.3 GHz Xeon E5-2686 v4 host; Ultralytics&apos; README: 6.3 ms, 60 layers, 0.32 ms of GPU work). Hold-outs: YOLOv5s, m, l, x of the same table (6.4-12.1 ms, 60-126 layers) 0.91-1.02. A faster host core dispatches faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision model: kernel latency per layer, launched one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A call of a small batch (serving.max_batch) leaves each layer&apos;s kernel too little work to fill the GPU: it takes about this long whatever its work, so a call costs model.conv_layers × this + the batch × an image&apos;s math and traffic, when the kernels are launched one by one (a TensorRT engine called per image, eager PyTorch&apos;s GPU side). Fitted (least squares on the log of the rate) on Ultralytics&apos; YOLOv8 table, TensorRT FP16 at batch 1 on an A100 (n, s, m, l, x: 0.99-3.53 ms; 63-103 layers counted from the architecture): 0.91-1.21 with it, 2.7-11× too fast without. Hold-outs: YOLO11 n-x on a T4 with TensorRT 10 (1.5-11.3 ms) 0.79-1.02, 1.35-2.88 without. Without a batch the rate is a full GPU&apos;s: a server fills its calls and runs several at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision model: kernel latency per layer, compiled graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoder: kernel latency per layer at a small batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same latency when an optimised stack replays the call as a compiled graph (CUDA graphs in MLPerf-grade harnesses): each kernel&apos;s launch costs little, the under-filled kernel remains. Fitted on MLPerf Inference v3.0&apos;s SingleStream ResNet-50 (INT8, TensorRT, LWIS) on an A100 PCIe: 476.4 µs at the 90th percentile, 54 layers, 27.9 µs of work. Hold-outs: RetinaNet on the A100 PCIe 1.26; on an L4, with the latency scaled to its 2,040 MHz clock (kernel_latency_reference_mhz), RetinaNet 0.94 and ResNet-50 0.85 (0.90 and 0.64 unscaled).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transformer encoder&apos;s call of a small batch (serving.max_batch) runs each layer&apos;s kernels (QKV, fused attention, projection, normalization, MLP) too short of work to fill the GPU: a call costs layers × this + the batch × a sequence&apos;s math and traffic. Fitted (least squares on the log of the rate) on TensorRT&apos;s demoBERT table at batch 1 on an A100 40GB (BERT-Base and -Large, 128 and 384 tokens, INT8 and FP16: 0.54-2.96 ms): 0.79-1.36. Hold-outs, the same table on an L4 0.95-1.41 and an L40S 0.81-1.22 (16 of 16 in band) with the latency scaled to their clocks (kernel_latency_reference_mhz; 0.73-1.20 and 0.49-0.97 unscaled). Without it the A100 rows read 2.1-8.5× too fast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small-batch kernel latency: clock it was fitted at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three latencies per layer (vision_layer_us_tensorrt, vision_layer_us_graph, encoder_layer_us_small_batch) are fitted on A100s, whose boost clock is 1,410 MHz (the catalog&apos;s boost_clock of its A100 rows: TechPowerUp&apos;s GPU database, AnandTech). A kernel too short of work to fill the GPU runs on a few SMs for as many cycles as its instructions take, so on another card the latency is scaled by this ÷ the card&apos;s boost clock. The boost clock, not a power-capped card&apos;s sustained one: a call of a few short kernels leaves the card below its power limit. Hold-outs (none fitted on): TensorRT demoBERT at batch 1 on an L4 (2,040 MHz) 0.95-1.41 and an L40S (2,520 MHz) 0.81-1.22, where one latency for every card read 0.73-1.20 and 0.49-0.97; MLPerf v3.0 SingleStream ResNet-50 and RetinaNet on the L4 0.85 and 0.94 (0.64, 0.90); YOLO11 n-x on a T4 (1,590 MHz) 0.86-1.05 (0.79-1.02; at the T4&apos;s 900 MHz sustained clock they would read 0.56-0.89). Added after the term, before they were read: TensorRT 8.5.1&apos;s demoBERT at batch 1 on a T4 1.01-1.34 and an A30 (1,440 MHz) 0.83-1.34, 16 of 16.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json: field &apos;catalog_version&apos; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs at least one of fp32, fp16, bf16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a CUDA device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be below &apos;cores&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed &apos;parameters_b&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide &apos;heads&apos; (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a %1 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &apos;once&apos; for a purchase price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object with a list &apos;rows&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 (%3): field &apos;id&apos; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a true/false value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2: must be an object, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2: field &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2 (%3): field &apos;%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of texts, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of texts, found %1 in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or &apos;document&apos; must name where the figures come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required when the confidence is &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema step %1 failed: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot migrate the catalog schema from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A catalog database cannot be created in %1 (%2). The catalog runs in memory for this session; rows you add will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be updated (%2). The catalog runs in memory for this session; rows you add will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows could not be read back; they remain in the moved file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog database %1 is read-only: rows you add will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id &apos;%1&apos; belongs to a row of the bundled catalog; choose another id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog database is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: the number %3 is out of range (0, or a magnitude between 1e-300 and 1e300)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: number beyond the range of a double at byte %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: nested more than %3 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB; not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to purchase prices only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A catalog database cannot be built in %1 (%2). The catalog runs in memory for this session; rows you add will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is locked by another program (still busy after 5 seconds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds an unfinished write (a program was stopped while writing it), which needs write access to the file and its folder to be rolled back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be used: the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be opened: permission denied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: permission denied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a readable SQLite database: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file failed the integrity check: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no readable schema version: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a catalog database (it has no schema version).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was written by a newer version of the application (schema %1, this version reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file lacks the table &apos;%1&apos; of schema %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has a table &apos;%1&apos; without the column &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data folder %1 cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog cannot be stored. %1 It runs in memory for this session; rows you add will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be migrated from schema %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be used. %2 It could not be moved aside (%3). The catalog runs in memory for this session; rows you add will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be used. %2 A new one cannot be built (%3). The file is left as it is, to be repaired at the next start; this session runs in memory with %4 of your own rows read from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be used. %2 It is left as it is, to be repaired at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog database cannot be used. %1 It was moved to %2, and a new one was built from the bundled catalog. %3 of your own rows were recovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be used now. %2 It is left as it is; this session runs from memory with %3 of your own rows read from it, and rows you add will not be saved. Restart the application once the problem is solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>official configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog database cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite cannot open a file there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a catalog database cannot be created in %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was saved: %1. The catalog runs in memory for this session; solve that and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row could not be removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No user row is named &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON: the file ends in the middle (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2 (line %3, column %4): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected postgresql://USER@HOST:PORT/DATABASE[?sslmode=require].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PostgreSQL URL. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library URL holds a password; the application never takes one there. Put it in PGPASSWORD or ~/.pgpass (mode 0600) and give the URL without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the IPv6 address lacks its &apos;]&apos;. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a port number (1 to 65535).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown TLS mode &apos;%1&apos;: use one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown library URL option &apos;%1&apos;: only sslmode and host are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library URL names no database. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sslmode=%1 would let the password and the quotes cross the network unencrypted; it is accepted only for this computer (localhost, 127.0.0.1, ::1 or a Unix socket), not for &apos;%2&apos;. Use sslmode=require (the default) or verify-full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no PostgreSQL role named &apos;%1&apos;. Create the login first, e.g. in psql: CREATE ROLE %2 LOGIN PASSWORD &apos;…&apos;;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password file %1 is ignored: others may read it (mode %2). Make it private with: chmod 600 %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote of %1 for plan &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data names another vendor than the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped quote %1 of &apos;%2&apos; in the library, written by %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library refused the write: %1 may only read it. Writing needs the role %2; ask the library&apos;s administrator to run: gpu-planner-cli library grant --editor %1. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the library was lost during the save (%1). The save was one transaction: nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library could not be written: %1. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already in the library, at version %2 (changed by %3 at %4). Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed in the library meanwhile: it is at version %2 (by %3 at %4), this save was based on version %5. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team library %1 &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its data names the id &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped %1, written by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the password in PGPASSWORD or in ~/.pgpass (mode 0600).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server offers no TLS; for a server on this computer add ?sslmode=disable to the URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server offers no TLS; ask its administrator to turn TLS on (ssl = on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PostgreSQL driver of Qt (QPSQL) is not installed; on Debian: apt install libqt6sql6-psql.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library %1 cannot be reached: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema version of the team library cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library has schema %1, newer than this version of the application reads (%2). Update the application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1024x1024 image, one denoising step (one UNet forward, batch 1, 128x128x4 latent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1024x1024 image, one denoising step (one transformer forward: 4096 image latent tokens + 512 T5 text tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>224x224 image, one forward pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>224x224 image, one forward pass (196 patches + class token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 s audio: encoder over one 30 s window (3000 mel frames -&gt; 1500 positions) + decoding 128 tokens with KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is above boost_mhz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed &apos;layers&apos; (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &apos;sliding_window&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed &apos;experts&apos; (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>800x800 image, one forward pass (264 classes, 9 anchors per position)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>640x640 image, one forward pass (COCO, 80 classes, 3 anchors per position)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1280x720 video, 81 frames, one denoising step (one transformer forward: 75,600 latent tokens, cross-attention to 512 umT5 text tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>832x480 video, 81 frames, one denoising step (one transformer forward: 32,760 latent tokens, cross-attention to 512 umT5 text tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1280x720 video, 129 frames, one denoising step (one transformer forward: 118,800 latent tokens + 256 text tokens, joint attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>720x480 video, 49 frames, one denoising step (one transformer forward: 17,550 latent tokens + 226 T5 text tokens, joint attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>640x640 image, one forward pass (COCO, 80 classes, anchor-free head over 8,400 positions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>differs from boost_clock.mhz (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>The bundled catalog is invalid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped a catalog row: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang needs a value: en or zh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang must be en or zh, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEMORY GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BANDWIDTH GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU LINK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CORES/THREADS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BASE/BOOST GHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEMORY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PARAMS B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACTIVE B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAYERS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIDDEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HEADS/KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONTEXT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TIER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEQ READ MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEQ WRITE MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RANDOM READ IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LATENCY ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROVIDER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OFFERING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BILLING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRICE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REFERENCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; matches several catalog rows: %2. Give one of these ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog row is named &apos;%1&apos;. `gpu-planner-cli catalog gpus|cpus|models|prices` lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog row is named &apos;%1&apos;. Did you mean: %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user-added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundled catalog %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIELD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows, catalog %2. Reference figures; `catalog show ID` gives each row&apos;s source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* user-added row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.
Usage: gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No accelerator in the catalog matches the software stack asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--map: expected COLUMN=FIELD, found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--quote-currency: must be CNY or USD, found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: vendor &apos;%2&apos; is quoted more than once; this quote is kept as &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RANK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VENDOR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BELOW MIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BELOW REC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT STATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COST OVER %1 MONTHS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the sheet was issued for plan &apos;%2&apos;; comparing it with &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quote could be read: nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli cost PLAN_OR_WORKLOAD.json [--months N] [--currency CNY|USD] [--json|--text] [--lang en|zh]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--months: must be a number of months between 0 and 600, found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--currency: must be CNY or USD, found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upfront</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per useful GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million output tokens: %1; per thousand requests: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One job: %1 (%2 useful GPU-hours).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saves %1 a month (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 h × %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving: %1 a month (%2%). %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes × %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of %1 over %2 months, in %3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* the plan&apos;s billing
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest: %1, %2 net over %3 months.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour at %1 billing: %2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even of buying: not computed (no purchase price or no rent price).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli export PLAN [--pdf OUT.pdf] [--checklist OUT.pdf|OUT.md] [--rfq OUT.xlsx|OUT.csv] [--dockerfile OUT] [--csv OUT.csv] [--lang en|zh|both] [--currency CNY|USD] [--months N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang must be en, zh or both, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a bare workload: quotes are kept only in a plan file with a &quot;workload&quot; member (a .gpuplan file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli accept PLAN_OR_WORKLOAD.json [--quick | --burn-in HOURS] [-o accept.sh]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--burn-in needs a number of hours between 0 and 720.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-planner-cli: the script template is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1. Run it on the rented machine (bash %2), then import the .tar.gz it packs:
  gpu-planner-cli verify %3 REPORT.tar.gz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--map needs COLUMN=FIELD, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx [--map COLUMN=FIELD]... [--dry-run] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would import %1 of %2 rows from %3 as user prices: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 of %2 rows from %3 as user prices: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog edit-price ID FIELD=VALUE...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No user price is named &apos;%1&apos;. `catalog prices --origin user` lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not FIELD=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id cannot be changed; import the row again under the new id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed user price %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog remove-price ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No user price is named &apos;%1&apos;; bundled prices cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed user price %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog price-template OUT.csv|OUT.xlsx</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the price-list template %1 (bilingual headers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--today: must be a date like 2026-12-01.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--reread: expected VENDOR=FIELD with a price field (price_per_hour, price_per_month, price_per_gpu_hour…), found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices as read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--reread: no quote of a vendor named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-planner-cli: internal error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-planner-cli: internal error: an unknown exception</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli verify PLAN REPORT (folder or .tar.gz) [--monitor LOG.csv ...] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: util avg %2 % p95 %3 %, memory peak %4 %, power %5 % of limit, max %6 °C, throttled %7 s, idle %8 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No advice: the GPUs were busy, fed and cool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pass, %2 warning, %3 fail, %4 skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--header-row: a row number from 1 to 40, found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan has %1 nodes: run it on one of them with --hosts NODE1,NODE2,... (or NCCL_HOSTS) for the multi-node NCCL test (mpirun, passwordless ssh between the nodes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Monitoring: %1 samples of %n GPU(s) over %2 h</source>
        <translation>
            <numerusform>Monitoring: %1 samples of %n GPU over %2 h</numerusform>
            <numerusform>Monitoring: %1 samples of %n GPUs over %2 h</numerusform>
        </translation>
    </message>
    <message>
        <source>Per thousand %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per %1 and month: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was saved: the catalog database is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 of %1 rows from %2 were imported. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No row of %1 could be imported:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more (`catalog prices --origin user` lists them all)</source>
        <translation>
            <numerusform>%1 and %n more (`catalog prices --origin user` lists them all)</numerusform>
            <numerusform>%1 and %n more (`catalog prices --origin user` lists them all)</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli check PLAN_OR_WORKLOAD.json [--json] [--today YYYY-MM-DD] [--report REPORT (folder or .tar.gz)]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--report: needs a report folder or .tar.gz.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of %1 for the job (%2, %3 h), in %4.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest: %1, %2 net for the job (%3).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import summary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would import %1 of %2 prices (in %3 rows) from %4 as user prices: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 of %2 prices (in %3 rows) from %4 as user prices: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--details: a number of quotes, or &apos;all&apos;, found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The other %n quote(s) are ranked in the table above; for what each offers, use --details all or --json.</source>
        <translation>
            <numerusform>The other %n quote is ranked in the table above; for what each offers, use --details all or --json.</numerusform>
            <numerusform>The other %n quotes are ranked in the table above; for what each offers, use --details all or --json.</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs %1 more a month (%2%). %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--origin team lists the team library: give --library URL or set GPU_PLANNER_LIBRARY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--origin takes &apos;user&apos;, &apos;bundled&apos; or &apos;team&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog gpus|cpus|models|prices|storage|network [--origin user|bundled] [--json]
       gpu-planner-cli catalog prices --origin team [--library URL] [--json]
       gpu-planner-cli catalog show NAME [--json]
       gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx [--map COLUMN=FIELD]... [--dry-run] [--json]
                                     [--library URL [--base ID=VERSION]...]
       gpu-planner-cli catalog edit-price ID FIELD=VALUE... | remove-price ID | price-template OUT.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli compare PLAN QUOTE_FILE... [--json] [--pdf OUT.pdf] [--xlsx OUT.xlsx] [--lang en|zh|both] [--map COLUMN=FIELD] [--quote &quot;vendor=…;price_per_hour=…&quot;] [--quote-currency CNY|USD] [--currency CNY|USD] [--months N] [--reread VENDOR=FIELD] [--sheet NAME] [--header-row N] [--details N|all] [--save] [--library [postgresql://…]] [--base VENDOR=VERSION] [--save-to-plan]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli library init|migrate|status [--json] [--library URL]
       gpu-planner-cli library grant --reader|--editor ROLE [--library URL]
       gpu-planner-cli library quotes [--plan NAME] [--limit N] [--offset N] [--json] [--library URL]
URL: postgresql://USER@HOST:PORT/DATABASE[?sslmode=require] (else GPU_PLANNER_LIBRARY); the password comes from PGPASSWORD or ~/.pgpass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no team library yet; prepare it with: gpu-planner-cli library init</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library could not be prepared: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library %1 is at schema %2; roles %3 and %4 and their grants are in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library %1 went from schema %2 to %3; roles %4 and %5 and their grants are in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library: %1
Server:  %2
Schema:  %3 (this version: %4)
User:    %5 (%6)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not readable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROWS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library&apos;s quotes cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local copy of the team library was not updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VERSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CREATED BY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UPDATED BY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UPDATED AT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 of %3 quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No team library named: give --library URL or set GPU_PLANNER_LIBRARY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The role could not be granted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now a member of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli COMMAND [ARGS]

Commands:
  catalog gpus|cpus|models|prices|storage|network [--json]   list catalog rows
  catalog show NAME [--json]                                 one row with its sources
  catalog import-prices FILE [--map C=F]... [--dry-run]      your own price list (CSV/XLSX) as user rows
  catalog prices --origin user | edit-price | remove-price   list, change, remove your prices
  catalog import-prices FILE --library URL [--base ID=VER]   the price list into the team library
  catalog prices --origin team [--library URL]               the team library&apos;s prices, who changed them
  size WORKLOAD.json [--json|--text] [--lang en|zh]          size every dimension (&apos;-&apos; reads stdin)
  check PLAN_OR_WORKLOAD.json [--json] [--report REPORT]     findings (and REPORT&apos;s FAILs); exit 1 on an error
  cost PLAN_OR_WORKLOAD.json [--months N] [--currency CNY|USD] [--json]
                                                             rent vs buy, cheapest billing, break-even
  export PLAN --pdf|--checklist|--rfq|--dockerfile|--csv OUT... [--lang en|zh|both]
                                                             spec sheet, checklist, request for quote, ...
  compare PLAN QUOTE_FILE... [--json] [--pdf|--xlsx OUT] [--lang en|zh|both]
                                                             vendor quotes against the plan, ranked
  compare PLAN [QUOTE_FILE...] --library URL [--save] [--base VENDOR=VER]
                                                             with the team library&apos;s quotes; --save writes there
  library init|migrate|status|grant|quotes [--library URL]   the team library on PostgreSQL
  accept PLAN [--quick | --burn-in HOURS] [-o accept.sh]      acceptance script for the rented machine
  verify PLAN REPORT [--monitor LOG.csv ...] [--json]         plan against the acceptance report; advice from logs
  --version                                                  application and catalog versions
  --help                                                     this text

Team library URL: postgresql://USER@HOST:PORT/DATABASE[?sslmode=require], or GPU_PLANNER_LIBRARY;
the password comes from PGPASSWORD or ~/.pgpass.

Exit codes: 0 success, 1 error-level findings, 2 bad input (also: a team-library write refused as a
conflict or for want of the editor role), 3 internal failure (also: the team library unreachable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team library offline: price lists are saved only while it can be reached. Nothing was saved; import %1 again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id &apos;%1&apos; belongs to a row of the bundled catalog; choose another id. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 price rows from %2 in the team library %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team&apos;s prices cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--base needs KEY=VERSION (a vendor or a row id, and the library version it replaces), found &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no team library (or you may not read it). Prepare it with: gpu-planner-cli library init --library URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library has schema %1; this version needs %2. Bring it up to date with: gpu-planner-cli library migrate --library URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library has schema %1, newer than this version reads (%2). Update the application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sent %n quote(s) saved while the team library was offline.</source>
        <translation>
            <numerusform>Sent %n quote saved while the team library was offline.</numerusform>
            <numerusform>Sent %n quotes saved while the team library was offline.</numerusform>
        </translation>
    </message>
    <message>
        <source>The quotes saved while offline could not be sent yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quotes saved while offline stay queued (%1 cannot be written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quotes you saved while offline are kept in %1. See the library&apos;s version with: gpu-planner-cli library quotes --plan PLAN %2
To replace it with yours: gpu-planner-cli compare PLAN %1 --save %2 --base &apos;%3=%4&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local copy of the team library cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team library offline (%1); no copy of it has been read on this computer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team library offline: showing the copy of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team library: %1 added, %2 changed, %3 already as given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the library&apos;s version with: %1
To replace that version with yours, run the command again with --base &apos;%2=%3&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library&apos;s quotes cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped quote %1 of &apos;%2&apos; in the library, written by %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library holds %1 quotes for plan &apos;%2&apos;; the %3 most recently changed are compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team library offline, and the quotes cannot be kept locally: %1. Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>team library offline: %n quote(s) kept on this computer; they are sent, with the same conflict check, the next time the library is reached.</source>
        <translation>
            <numerusform>team library offline: %n quote kept on this computer; it is sent, with the same conflict check, the next time the library is reached.</numerusform>
            <numerusform>team library offline: %n quotes kept on this computer; they are sent, with the same conflict check, the next time the library is reached.</numerusform>
        </translation>
    </message>
    <message>
        <source>Utilization levers, at %1 billing:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP4 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>finding counts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour of audio: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COST OF THE JOB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes on the rows:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To read it so: --reread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(or --map %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million tokens read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cost</name>
    <message>
        <source>hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot rework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public IPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development instance, hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed: %1 has no price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never: renting (%1) costs no more a month than running an own server (%2), so the capital cost %3 is never recovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even with %1: capital cost %2 ÷ (rent %3 − running cost %4 a month) = month %5, at %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even with %1 (%2-month terms): from term ⌈%3 ÷ ((%4 − %5) × %2)⌉ = %6 on, buying costs less: month %7, at %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 GB × %3 per GB-month (%4) = %5 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disks of the servers (system and %1 data disks) are part of the capital cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local data disk: %1 GB per node come with the instance (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disks beyond the instance&apos;s local disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HDD data disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block-storage data disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data on a shared file system (a cloud service)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data in object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset on a shared file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset in object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internet traffic: %1 GB a month at full load × utilization %2 = %3 GB × %4 per GB (%5) = %6 a month (inbound traffic is free on the clouds priced here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public bandwidth: %1 Mbit/s × %2 per Mbps-month (%3) = %4 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public IPs: %1 × %2 (%3) = %4 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User-entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User-adjustable default: three years, shorter than the depreciation period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8,760 hours a year ÷ 12: the convention of cloud price lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours billed beyond the busy hours with auto-release (start-up, image pull, data staging, idle before release). User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly subscription against hourly × 730 h, used only without a monthly offer or price. User-adjustable default; check the provider&apos;s subscription price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved term against hourly, used only without a reserved offer or price. User-adjustable default; providers advertise 1–3-year commitments well below on-demand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot against hourly, used only without a spot offer or price. User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot reclaims per node and month. User-adjustable default; compare the provider&apos;s interruption statistics (e.g. the AWS Spot Instance Advisor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to get a new instance, pull the image and load the last checkpoint. User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight-line depreciation period. User-adjustable default (servers are commonly written off over 3–5 years).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resale value at the end of the depreciation period, share of the capital cost. User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness: Uptime Institute Global Data Center Survey 2023, industry average 1.58.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User-adjustable default (U.S. commercial retail electricity averages about 12–13 US cents per kWh, EIA).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node power besides the GPUs: CPUs, memory, disks, fans. User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node power per GPU for switches, NICs and cooling. User-adjustable default; NVIDIA DGX H100 lists 10.2 kW maximum for eight 700 W GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack space, cooling and remote hands per node (power billed separately). User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware support and spare parts a year, share of the capital cost. User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations staff per self-hosted node (one engineer for 20 nodes). User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fully loaded cost of one operations engineer. User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downtime of a failed self-hosted node until parts and a technician arrive. User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours between failures per GPU: Llama 3 paper, 419 unexpected interruptions in 54 days on 16,384 H100 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed public bandwidth, as Chinese clouds and data centres bill it. User-adjustable default, not a quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of requests a response or prefix cache serves. User-adjustable default; measure it on your traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training hours a month in case 2 when the plan is a serving plan (a 40-hour run a week). User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily hours of peak load that autoscaling covers (case 2). User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off-peak load as a share of the peak (case 2). User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over %1 months, %2 costs least: %3 net.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 net%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not proposed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon %1 months, as given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon %1 months (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan has no GPU from the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a one-off run leaves the server idle afterwards; its book value comes back only by selling it or by later work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the horizon is shorter than the %1-month term, which is owed in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s billing (%1) has no price; unit costs and levers use %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rented capacity: failures are the provider&apos;s to fix (an instance is replaced in minutes); only spot interruptions are priced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24/7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>business hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bursty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 24/7 service without autoscaling holds its instances all month: hourly billing pays every hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised to %1: a plan whose GPUs never work has no cost per useful hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run pattern %1: utilization %2 (assumptions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team of %1 sharing the GPUs, bursts independent: 1 − (1 − %2)^%1 = %3, at most the 24/7 figure %4 → %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development share %1: while developing, %2 people keep %3 of %4 GPUs busy → %5 × ((1 − %1) + %1 × %3 ÷ %4) = %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 the plan&apos;s GPU no longer meets the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine sizes %1 on %2: %3 without, %4 with %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving = GPU-related cost %1 × (1 − %2) = %3 a month at %4 billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantization: lower-precision weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights are already in %1: no lower precision to size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 weights instead of %2 (check the quality on your evaluation set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caching: answer repeated requests from a cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training reads every sample each epoch; caching preprocessed data removes data-loading stalls, which show as low GPU utilization (measure them first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of the requests served from a cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s GPU is already the catalog&apos;s cheapest that meets the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 meets the target but has no %2 price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve on %1 × %2 instead of %3 × %4 (the engine&apos;s cheapest configuration that meets the target): %5 − %6 = %7 a month at %8 billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single-GPU hourly offer with %1 GB or an hourly price for the plan&apos;s GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development %1 of the busy %2 h: %3 × %4 (%5 per GPU-hour, %6) for %7 h = %8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real runs on %1 × %2 by the hour for %3 h × %4 = %5; storage and network unchanged %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving = %1 − %2 = %3 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduling: queues, reservations, night runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online requests cannot wait in a queue: scheduling applies to batch work, training and rendering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization %1 is already at the target %2 a queue reaches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 billing a queue keeps the instances busy from start to release: the auto-release overhead %2 disappears: %3 − %4 = %5 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued and night runs raise utilization from %1 to %2: the same %3 useful GPU-hours fit on ⌈%4 × %1 ÷ %2⌉ → %5 GPUs (%6 nodes × %7): %8 − %9 = %10 a month. Jobs run %11× longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiering: development, test and production on different sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s billing mode has no price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU nodes = %1 h × %2 per GPU-hour (%3) = %4 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for %1-month terms: a started term is owed in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depreciation = (%1 − residual %2% = %3) ÷ (12 × %4 years) = %5 a month, straight line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance = %1% of %2 a year ÷ 12 = %3 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downtime = %1 GPUs × %2 h ÷ MTBF %3 h = %4 node failures a month × %5 h repair × %6 GPUs × utilization %7 = %8 GPU-hours × %9 hourly = %10 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downtime: %1 GPU-hours a month lost to repairs; not priced without an hourly price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed at any time: not proposed for online serving without on-demand capacity to fall back on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book value after %1 months = %2 − %3 × min(%1, %4) ÷ %4 = %5, counted back in the net cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user-adjustable default, not a quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user-entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hourly price to derive it from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hourly %1 × (1 − %2% %3); hourly from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a %1-GPU offer, priced per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU, hourly on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU, monthly subscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU, reserved term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU, spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server with %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs %1 + host %2 (user-entered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting, rack and cooling per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations engineer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block storage (SSD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block storage (HDD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internet egress traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed public bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public IPv4 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One fixed 8-GPU node against a development instance plus on-demand training bursts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no single-GPU hourly offer with %1 GB in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hourly or monthly price for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed 8-GPU node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 × %1, monthly, held all month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiered: development instance + bursts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2, hourly, development and validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 × %1, hourly, training runs only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy hours of the team&apos;s GPU work: %1 × %2 h = %3 h a month; development share %4%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly items bill their hours × (1 + auto-release overhead %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One shared pool against separate training and serving pools with autoscaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hourly and term price for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2, %3: training and the serving peak together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split pools with autoscaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2, hourly, offline training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2, %3, serving base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2, hourly, autoscaled for the peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training side: %1 GPUs for %2 h a month%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving side: %1 GPUs at the peak%2; off-peak load %3 of the peak → %4 GPUs held; the peak %5 h a day × %6 days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shared pool holds training and the serving peak at once so that serving keeps its latency while training runs (the article&apos;s shared pool did not, and slowed down at peaks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output tokens = %1 tokens/s (%2) × 3600 s × %3 h × utilization %4 = %5 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the load: %1 requests/s × %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the configuration&apos;s throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million output tokens = %1 ÷ %2 M = %3; per thousand requests (%4 tokens each) = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One job = %1 useful GPU-hours × %2 per useful GPU-hour = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million output tokens = %1 ÷ (%2 requests × %3 tokens ÷ 1e6) = %4; per thousand requests = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User-adjustable default for China, not a quote (industrial and commercial tariffs run about 0.6–0.9 CNY per kWh by province and time of day).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-fabric switch ports, cables and transceivers per node of a multi-node plan. User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed: no rent mode has a price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting costs less at any utilization over %1 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even at 100% utilization, buying (%1 net) costs more than renting (%2 net) over %3 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying wins at any utilization over %1 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even at 1% utilization, buying costs less than %1 over %2 months: the rent is owed busy or idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying wins above %1% utilization over %2 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1% utilization buying and the cheapest rent mode (%2) cost the same over %3 months; above it buying costs less, below it renting does. The plan&apos;s own utilization is %4%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dated in the future</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 years %2 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old reference price: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference price from %1: ask for a current quote. %2 is %3 old (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices older than a year are often far from today&apos;s market: GPU rents and server prices move within months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices older than six months may have moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider for a quote and enter it, or import your own price list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the source (%1), ask for a quote and enter it, or import your own price list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting = %1 kW × %2 per kW-month (%3) = %4 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting per kW of IT load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting per rack unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network gear per node (multi-node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate (rate of %1), set in the cost dock; the default is close to the 2024–2025 rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted to %1 at %2 CNY per USD (rate of %3; the exchange rate in the cost dock changes it): %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan names no development share: nothing to move to a smaller instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hourly offer in the catalog for this GPU: enter the rent per GPU-hour under Workload &gt; Prices and costs, or import a price list (File &gt; Import price list…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog has no purchase price for %1: enter the server price (all parts) under Workload &gt; Prices and costs, or import a vendor&apos;s price list (File &gt; Import price list…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog prices the GPUs only (%1); enter the price of the server without GPUs, or the whole server&apos;s price, under Workload &gt; Prices and costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the plan&apos;s development share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (template default: one node of the plan&apos;s GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>System disks, %n node(s)</source>
        <translation>
            <numerusform>System disks, %n node</numerusform>
            <numerusform>System disks, %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spot rework = %n node(s) × %1 interruptions per node-month ÷ %2 h × (checkpoint interval %3 h ÷ 2 + restart %4 h) = %5 of the paid hours → %6 a month.</source>
        <translation>
            <numerusform>Spot rework = %n node × %1 interruptions per node-month ÷ %2 h × (checkpoint interval %3 h ÷ 2 + restart %4 h) = %5 of the paid hours → %6 a month.</numerusform>
            <numerusform>Spot rework = %n nodes × %1 interruptions per node-month ÷ %2 h × (checkpoint interval %3 h ÷ 2 + restart %4 h) = %5 of the paid hours → %6 a month.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Capital cost = %n server(s) × %1 (%2) = %3.</source>
        <translation>
            <numerusform>Capital cost = %n server × %1 (%2) = %3.</numerusform>
            <numerusform>Capital cost = %n servers × %1 (%2) = %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Network gear between the nodes = %n node(s) × %1 (%2) = %3, added to the capital cost: %4.</source>
        <translation>
            <numerusform>Network gear between the nodes = %n node × %1 (%2) = %3, added to the capital cost: %4.</numerusform>
            <numerusform>Network gear between the nodes = %n nodes × %1 (%2) = %3, added to the capital cost: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Power = (%1 W TDP × %2 GPUs + %3 W + %4 W × %2 GPUs) × %n node(s) = %5 kW × PUE %6 × %7 h = %8 kWh × %9 (%10) = %11 a month (GPUs at full TDP: an upper bound).</source>
        <translation>
            <numerusform>Power = (%1 W TDP × %2 GPUs + %3 W + %4 W × %2 GPUs) × %n node = %5 kW × PUE %6 × %7 h = %8 kWh × %9 (%10) = %11 a month (GPUs at full TDP: an upper bound).</numerusform>
            <numerusform>Power = (%1 W TDP × %2 GPUs + %3 W + %4 W × %2 GPUs) × %n nodes = %5 kW × PUE %6 × %7 h = %8 kWh × %9 (%10) = %11 a month (GPUs at full TDP: an upper bound).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hosting = %1 U × %n node(s) × %2 per rack unit-month (%3) = %4 a month.</source>
        <translation>
            <numerusform>Hosting = %1 U × %n node × %2 per rack unit-month (%3) = %4 a month.</numerusform>
            <numerusform>Hosting = %1 U × %n nodes × %2 per rack unit-month (%3) = %4 a month.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hosting = %n node(s) × %1 (%2).</source>
        <translation>
            <numerusform>Hosting = %n node × %1 (%2).</numerusform>
            <numerusform>Hosting = %n nodes × %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Operations staff = %1 FTE per node × %n node(s) × %2 a year (%3) ÷ 12 = %4 a month.</source>
        <translation>
            <numerusform>Operations staff = %1 FTE per node × %n node × %2 a year (%3) ÷ 12 = %4 a month.</numerusform>
            <numerusform>Operations staff = %1 FTE per node × %n nodes × %2 a year (%3) ÷ 12 = %4 a month.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tencent Cloud CVM documentation, exclusive public network billed by traffic, mainland China regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tencent Cloud CVM documentation, monthly bandwidth above 5 Mbit/s in Guangzhou, Shanghai and Beijing (the first 2 Mbit/s at 20, the next 3 at 25 CNY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tencent Cloud CVM documentation: an elastic public IP bound to an instance is free; traffic or bandwidth is billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices in another currency converted at %1 CNY per USD (rate of %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization %1, as entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training keeps its precision; quantization applies to serving and batch inference (a 4-bit base for fine-tuning is the training method QLoRA).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs no model weights the planner sizes: quantization does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no repeated requests to answer from a cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No request load is given (request rate or concurrent requests): a cache has nothing to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours billed a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra billed hours with auto-release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot reclaims per node and month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart time after a reclaim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node power besides the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra power per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosting per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the servers run (1: United States, 86: China); picks the electricity default unless an electricity price is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network gear per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly maintenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations staff per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of an operations engineer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair downtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU MTBF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block storage price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HDD storage price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared file system price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internet egress price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed bandwidth price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public IP price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory of the development instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization with scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training hours a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak hours a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off-peak load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per thousand %1 = %2 ÷ (%3 ÷ 1000) = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per %1 and month = %2 ÷ %3 = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a month = %2 per second × 3600 s × %3 h × utilization %4 = %5; per thousand = %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the job (%1), %2 costs least: %3 net.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed: a one-off job is costed as one job; buying servers for it is not proposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-off job: costed over its estimated run, %1 h of work ÷ utilization %2 = %3 h (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deadline is %1 h; machines released when the job ends are not paid to the deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message>
        <source>for the job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paid GPU-hours = %n GPU(s) × %1 h × min(1, busy share %2 × (1 + auto-release overhead %3)) = %4 h.</source>
        <translation>
            <numerusform>Paid GPU-hours = %n GPU × %1 h × min(1, busy share %2 × (1 + auto-release overhead %3)) = %4 h.</numerusform>
            <numerusform>Paid GPU-hours = %n GPUs × %1 h × min(1, busy share %2 × (1 + auto-release overhead %3)) = %4 h.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU nodes = %n GPU(s) × %1 h × %2 per GPU-hour (%3) = %4 a month, busy or idle.</source>
        <translation>
            <numerusform>GPU nodes = %n GPU × %1 h × %2 per GPU-hour (%3) = %4 a month, busy or idle.</numerusform>
            <numerusform>GPU nodes = %n GPUs × %1 h × %2 per GPU-hour (%3) = %4 a month, busy or idle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per useful GPU-hour = %1 a month ÷ (%n GPU(s) × %2 h × utilization %3 = %4 useful GPU-hours) = %5.</source>
        <translation>
            <numerusform>Cost per useful GPU-hour = %1 a month ÷ (%n GPU × %2 h × utilization %3 = %4 useful GPU-hours) = %5.</numerusform>
            <numerusform>Cost per useful GPU-hour = %1 a month ÷ (%n GPUs × %2 h × utilization %3 = %4 useful GPU-hours) = %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, scaled to %n GPU(s)</source>
        <translation>
            <numerusform>%1, scaled to %n GPU</numerusform>
            <numerusform>%1, scaled to %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU memory of the mid-size development instance: cloud offers come in 24 / 48 / 80 GB steps; 24 GB holds small-scale validation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development instances: case 1 of the GPU cloud buying guide uses one mid-size instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization a queue with night runs reaches (queues, reservations, batches, night runs). User-adjustable default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development share of case 1 when the plan names none: in the buying guide&apos;s case, most of the team&apos;s time went to data cleaning, parameter tests and small validation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU cloud buying guide reports about 35% lower monthly compute spend in this case (a 20-person fine-tuning team); the figures here are this plan&apos;s own arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (template default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU cloud buying guide reports about 40% lower average response time after the split: a latency figure, not a cost saving; the cost figures here are this plan&apos;s own arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour of audio = %1 ÷ %2 h = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour of audio trained on = %1 ÷ (%2 clips × %3 s ÷ 3600 = %4 h, every epoch counted) = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million tokens read = %1 ÷ (%2 sequences × %3 tokens ÷ 1e6) = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Videos a month = %1 an hour × %2 h × utilization %3 = %4; per thousand = %5.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>costfields</name>
    <message>
        <source>&amp;Billing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly, released when idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy the servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost &amp;horizon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency of the amounts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rent per GPU-hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Server price (all parts):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &amp;without GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Electricity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Internet egress:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>36 months, or the job&apos;s length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the catalog&apos;s offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not priced: enter the price of one server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not priced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the catalog prices the GPUs only: CPUs, memory, disks, chassis and network cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 per GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sent from the servers over the internet (answers, results, downloads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference price (the cost dock names it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the planner propose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest for this plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The planner&apos;s proposal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 billing costs %2 %3; %4 billing would cost %5 less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (cheapest for this plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the price list: %1 per server (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Spec sheet (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist (Markdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request for quote (XLSX)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request for quote (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dockerfile of the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance script (bash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::AboutDialog</name>
    <message>
        <source>About GPU Server Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Server Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans GPU servers for rent or purchase: every dimension of the machine — GPU, GPU memory, CPU, host memory, storage, network, software environment and operations — sized from the workload, with the arithmetic behind each value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copyright © 2026 GPU Server Planner contributors. Released under the MIT License: free to use, copy, modify and distribute, without warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure in the catalog names its source. Hardware specifications come from vendors&apos; datasheets and product pages, model architectures from their official configuration files, and prices from public price lists with the date they were read. Figures marked “derived” are computed from published ones and “estimate” figures say how they were estimated. Prices are reference figures: every plan can override them. Double-click a source to open its link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · sources: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no document named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct sources: %1 · catalog rows: %2 · catalog version %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference prices</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::AcceptanceScript</name>
    <message>
        <source>the plan has an input problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the script template is missing from this build</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::CheckTableModel</name>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ColumnMappingDialog</name>
    <message>
        <source>Map the columns of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(column %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— not used —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field of column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: refuse rows without a currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of rows that name none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency of rows that name none:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet of the workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row of the column names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row that names the columns, as found in the file; a group row above it with merged cells is read with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Header row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the mapping still lacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still to choose: %1. Pick the column that holds each in the &quot;Holds&quot; list; the import waits for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field id for the command line: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each row of the file is one vendor&apos;s quote (a file with one quote per column, items down its first column, is shown turned: its items are the columns here). Choose what each column holds; columns marked &quot;not used&quot; are ignored. Headers in English or Chinese were recognized where they name a field; a price&apos;s unit in its header (元/月, 元/卡/时, per GPU-hour) chooses its period, and a unit column (计价单位) chooses it per row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ExportDialog</name>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the file when done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nglish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;ilingual (both on one sheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder: give a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::FileController</name>
    <message>
        <source>GPU plans (*.gpuplan);;Workload JSON (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save plan as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU plans (*.gpuplan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a GPU Server Planner plan: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: nothing was saved in it. Try the autosaved copy (offered at start after a crash) or an earlier copy of the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it looks like an Excel workbook or another ZIP archive. Vendor quotes in Excel are imported on the Quotes tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a PDF document. A plan is saved as a .gpuplan file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it looks like an older Office document (Excel 97–2003 or Word).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a plan&apos;s text (a plan starts with &quot;{&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends in the middle (line %2): the file was cut off, as by a copy or a save that did not finish. Try the autosaved copy (offered at start after a crash) or an earlier copy of the plan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::FormPage</name>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ImportJob</name>
    <message>
        <source>the logs hold no samples</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ImportPanel</name>
    <message>
        <source>Import cancelled; nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading %n log(s)…</source>
        <translation>
            <numerusform>Reading %n log…</numerusform>
            <numerusform>Reading %n logs…</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop one report at a time (%1 is a report).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a report (folder or .tar.gz) nor a monitoring log (.csv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import acceptance report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance reports (*.tar.gz *.tgz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import report folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import monitoring logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi CSV logs (*.csv *.log);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Report (.tar.gz)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The .tar.gz the acceptance script packed; it is kept in the plan file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report f&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report folder the acceptance script wrote, unpacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Monitoring Logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi CSV logs taken during your real job, one per node; for the charts and the advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or drop a report or logs here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Server Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — GPU Server Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosaved plan could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor quotes checked against this plan&apos;s requirements and priced for its workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size &amp;Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB (2³⁰ bytes, as nvidia-smi, free and df report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB (10⁹ bytes, as vendors state)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The planner counts a card sold as &quot;80GB&quot; as 80 × 10⁹ bytes = 74.5 GiB; such cards usually hold about 80 GiB, so its capacity figures err on the safe side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizes as datasheets and price lists state them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the task, model, load, data and deployment in the wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prices and Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ve&amp;rification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After renting: the acceptance script, its report against the plan, and advice from monitoring logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task, model, load, data, deployment, prices and costs, editable in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a sample plan (%1, %2) that shows the planner at work. File &gt; New Plan… plans your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 of the checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Server Planner did not close normally. Recover the unsaved plan &quot;%1&quot;, autosaved %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Workload edited in the wizard (%n changes)</source>
        <translation>
            <numerusform>Workload edited in the wizard (%n change)</numerusform>
            <numerusform>Workload edited in the wizard (%n changes)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Eight dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seven items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The eight dimensions of a GPU server: GPU, VRAM, CPU, RAM, storage, network, environment, operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seven items to settle before renting: scenario, GPU metrics, balance, deployment, cases, five questions, utilization</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::MonitorCharts</name>
    <message>
        <source>GPU utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory used (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power draw (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No monitoring data yet: import monitoring logs, or a report whose monitor.csv was recorded during its load test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), %1 samples over %2 from %3.</source>
        <translation>
            <numerusform>%n GPU, %1 samples over %2 from %3.</numerusform>
            <numerusform>%n GPUs, %1 samples over %2 from %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since the first sample (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since the first sample (min)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::PlanWizard</name>
    <message>
        <source>New plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::PriceListMappingDialog</name>
    <message>
        <source>Map the columns of the price list %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering (instance type or product)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count (GPUs in the offer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing (hourly, monthly, yearly, spot, purchase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price (period from the cell, header, unit or billing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour (× GPU count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-day (× GPU count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-month (× GPU count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-year (× GPU count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price unit (元/卡/时, 元/台/月, per GPU-hour…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency (CNY, USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date of the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source (link or document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID (your own, optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each row of the file is one price: a GPU offer with its billing and price. Choose what each column holds; columns marked &quot;not used&quot; are ignored. Headers in English or Chinese were recognized where they name a field. A price&apos;s period and basis are read from the cell (¥18.5/卡/时, 45,000元/台/月, $2.10 per GPU-hour), else from a unit column, its header (单价（元/月）) or the billing (包月, 按量); a price per GPU is multiplied by the GPU count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No column gives the currency: each price must name it (¥, $, 元, USD), or choose the currency of rows that name none above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No column names the period: each price must say it (/时, /月, per hour), or choose a price field with its period, a price unit or a billing column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU count column: a count in the GPU cell (8卡 H100, H20 x2) is read; otherwise a row is one GPU, and a price per machine is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for a year (rate per hour or month; 12-month term)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for three years (rate per hour or month; 36-month term)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price for three years (whole term)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::PricesDialog</name>
    <message>
        <source>Your prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices your team negotiated or a vendor sent (CSV or XLSX, headers in English or Chinese). They replace the catalog&apos;s reference prices for the same GPU and stay when the catalog is updated. Plans opened after the import use them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import price list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price lists (*.csv *.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export price-list template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workbook (*.xlsx);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 of %2 rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Removed %n price(s).</source>
        <translation>
            <numerusform>Removed %n price.</numerusform>
            <numerusform>Removed %n prices.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import &amp;price list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 of %2 prices (in %3 rows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes on the rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n-month term</source>
        <translation>
            <numerusform>%1, %n-month term</numerusform>
            <numerusform>%1, %n-month term</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ProblemBar</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan cannot be sized until one input is corrected. %1&lt;br&gt;Until then, the sizing and cost figures are greyed out or empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the field</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuoteConflictDialog</name>
    <message>
        <source>The quote was changed in the team library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s quote for plan &apos;%2&apos; was changed in the team library since you read it: it is at version %3, changed by %4 at %5; yours is based on %6. Keep yours (it replaces the library&apos;s version) or take the library&apos;s into your plan. Fields that differ are marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no version (a new quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library&apos;s (version %1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take the library&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide &amp;later (save nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team library offline, and the quotes cannot be kept on this computer: %1. Nothing was saved to the team library; the plan keeps its quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>team library offline: %n quote(s) kept on this computer; they are sent, with the same conflict check, the next time the library is reached.</source>
        <translation>
            <numerusform>team library offline: %n quote kept on this computer; it is sent, with the same conflict check, the next time the library is reached.</numerusform>
            <numerusform>team library offline: %n quotes kept on this computer; they are sent, with the same conflict check, the next time the library is reached.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was saved to the team library; the plan keeps its quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the team library&apos;s version %2 (by %3) was taken; yours was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team library: %1 added, %2 changed, %3 already as given.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuoteCostChart</name>
    <message>
        <source>Cost of this workload on each quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of this workload over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets every minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below the minimum somewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost over the horizon (thousand %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost over the horizon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuoteEntryDialog</name>
    <message>
        <source>Enter a vendor quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor and prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Offering:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>product or instance name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per &amp;hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per &amp;month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per &amp;year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum term, rounding, release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic pricing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support and SLA:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the vendor offers for each requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum %1, recommended %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the quote of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price to buy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the machines offered, once (a hardware vendor&apos;s quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price for &amp;three years:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a three-year commitment, owed in full</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuoteLibraryDialog</name>
    <message>
        <source>Quote library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes imported or typed in for any plan. Tick the ones to compare with this plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete from library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n quote(s) from the library? Plans that hold them keep their copies.</source>
        <translation>
            <numerusform>Delete %n quote from the library? Plans that hold it keep their copy.</numerusform>
            <numerusform>Delete %n quotes from the library? Plans that hold them keep their copies.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to buy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuotesView</name>
    <message>
        <source>&amp;Import quotes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request-for-quote sheet filled in by a vendor (XLSX or CSV), any CSV table with one quote per row, or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nter a quote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;dit quote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the quote li&amp;brary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes imported for any plan, kept in the catalog database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog database is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF in English…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF in Chinese…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF, bilingual…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XLSX, bilingual…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quotes yet.

Export the request for quote (File ▸ Export ▸ Request for quote), send it to vendors, and import their filled-in sheets here, or import any CSV or JSON table of quotes, or enter a quote by hand. Each quote is then checked against every requirement of this plan and priced for its workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes ranked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements against each quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quotes cannot be compared while the plan has a problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no usable price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum / recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote files (*.xlsx *.csv *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing imported from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) imported from %1.</source>
        <translation>
            <numerusform>%n quote imported from %1.</numerusform>
            <numerusform>%n quotes imported from %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import quotes from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the quote of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the quote of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add quotes from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the quote of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison was not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices as read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Far from the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read per GPU-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read per GPU-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read per GPU-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read the prices of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; could be any of these GPUs of the catalog. Which one did the vendor offer?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the GPU of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to choose: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no number of these machines meets the targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>for %n machine(s)</source>
        <translation>
            <numerusform>for %n machine</numerusform>
            <numerusform>for %n machines</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ScriptPanel</name>
    <message>
        <source>Save acceptance script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1. Copy it to the rented machine and run it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Acceptance script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick: about 1 minute (inventory, health, 30-second load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: about 15 minutes (adds bandwidth, NCCL, disk and a 10-minute load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn-in: a stress test of several hours with monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Script length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn-in hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write accept.sh with what this plan expects of the machine (GPUs, VRAM, driver, CPU, RAM, disks, network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;ol style=&apos;margin-left:-20px&apos;&gt;&lt;li&gt;Copy the script to the rented machine: &lt;code&gt;scp accept.sh user@host:&lt;/code&gt;&lt;/li&gt;&lt;li&gt;Run it there: &lt;code&gt;bash accept.sh&lt;/code&gt;. It needs no root, changes nothing but its report folder and skips tools that are missing, naming the package.&lt;/li&gt;&lt;li&gt;Bring back the &lt;code&gt;.tar.gz&lt;/code&gt; it packs and import it here.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For advice from your real job, log the GPUs on every node while it runs and import the logs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring command</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::SettingsMenu</name>
    <message>
        <source>&amp;Team library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::TaskPage</name>
    <message>
        <source>What will the GPUs do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the scenario, not from the card name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::TeamLibraryDialog</name>
    <message>
        <source>Team library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the quote library with your purchasing team through a PostgreSQL server. The password is kept in the system keychain where one runs, otherwise asked once a session; it is never stored in plain text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>db.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu_planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>require (the default) encrypts the connection; disable, allow and prefer are accepted only for a server on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test &amp;connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;isconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget this library and its password: the Quotes view uses the quote library on this computer again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may read and change the team&apos;s quotes and prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may read the team&apos;s quotes and prices; writing needs the role %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may not read the library; ask its administrator for the role %1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this version: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: prepare the library with gpu-planner-cli library init</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>older: bring it up to date with gpu-planner-cli library migrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User: %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected: the Quotes view uses the quote library on this computer again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team library password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection shows the server, the schema version and your role in the library.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::TeamQuotesDialog</name>
    <message>
        <source>Team quote library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes your team keeps in the team library, most recently changed first. Tick the ones to compare with this plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only quotes for plan &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last changed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotes in the team library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team library&apos;s quotes cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local copy of the team library was not updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 an hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a readable quote: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 for three years</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::VerificationView</name>
    <message>
        <source>Not imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not imported: the plan has an input problem (%1); fix it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Read %1 samples of %n GPU(s) from %2.</source>
        <translation>
            <numerusform>Read %1 samples of %n GPU from %2.</numerusform>
            <numerusform>Read %1 samples of %n GPUs from %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import acceptance report %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No acceptance report imported for this plan yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report %1 from %2 (%3 run, %4): %5 pass, %6 warning, %7 fail, %8 skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unnamed host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read fully; hover over the checks for details.</source>
        <translation>
            <numerusform>%n file could not be read fully; hover over the checks for details.</numerusform>
            <numerusform>%n files could not be read fully; hover over the checks for details.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import monitoring logs taken during your real job (the command is under 1.) to see whether to add GPU memory, feed the GPUs better, use fewer or smaller GPUs, or fix cooling and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) over %1 h: utilization %2 % on average (p95 %3 %), memory peak %4 %, power %5 of the limit, hottest %6 °C, throttled %7 s, idle %8 s.</source>
        <translation>
            <numerusform>%n GPU over %1 h: utilization %2 % on average (p95 %3 %), memory peak %4 %, power %5 of the limit, hottest %6 °C, throttled %7 s, idle %8 s.</numerusform>
            <numerusform>%n GPUs over %1 h: utilization %2 % on average (p95 %3 %), memory peak %4 %, power %5 of the limit, hottest %6 °C, throttled %7 s, idle %8 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>No advice: the GPUs were busy, fed and cool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove acceptance results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan against actual: every check of the report with its verdict, what was measured, what the plan expects and the threshold applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization, memory, power and temperature over time, per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the monitoring logs say to change, with a one-click change to the plan where there is one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the imported report&apos;s verdicts from the plan (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks of the acceptance report</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The acceptance report has %n FAIL(s) or WARNING(s); each comes with its next step.</source>
        <translation>
            <numerusform>The acceptance report has %n FAIL or WARNING; each comes with its next step.</numerusform>
            <numerusform>The acceptance report has %n FAILs or WARNINGs; each comes with its next step.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::WorkloadView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices and costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the cost figures need from you: prices the catalog does not know, the billing and the horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change task and model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the workload wizard with this plan&apos;s values (Edit &gt; Workload…)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::planfile</name>
    <message>
        <source>%1 is not a plan: the file must hold a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a GPU Server Planner plan (no &quot;format&quot; field).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a GPU Server Planner plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the plan has no valid &quot;workload&quot; object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;version&quot; must be a whole number, found %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;name&quot; must be text, found %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: checklist.%2 must be true or false, found %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of GPU Server Planner: the file says plan format version %2, and this version reads plan format version %3 and older. Update the application to open it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::io</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::AcceleratorTableModel</name>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 dense (TFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 dense (TFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 (TFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA, compute capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP4 dense (TFLOPS)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::BuyOrRentChart</name>
    <message>
        <source>Buy or rent: net cost over %1 months against utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net cost over the horizon (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs a purchase price and a rent price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest rent mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 This plan: %2% utilization.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::CostBreakdownChart</name>
    <message>
        <source>A month of the plan by component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting: GPU nodes and services; buying: straight-line depreciation plus running costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(amortized)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost a month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::CostChart</name>
    <message>
        <source>No cost to show until the plan&apos;s input problem is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No billing mode has a price: enter one under Workload &gt; Prices and costs, or import a price list (File &gt; Import price list…).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::CostView</name>
    <message>
        <source>Over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; billing: %2 a month, %3 per useful GPU-hour at %4% utilization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying breaks even with %1 renting after %2 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per million output tokens, %2 per thousand requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing for a complete picture: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY per USD:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate, CNY per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &lt;a href=&quot;%2&quot;&gt;Source&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; billing: %2 for the job, %3 GPU-hours over %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest over %1: &lt;b&gt;%2&lt;/b&gt; (%3 in total).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the purchase price…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the plan&apos;s prices and costs: a server price from a quote or your own price list makes buying comparable with renting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan uses %1 billing; %2 would cost %3 less over %4. The billing is set under Workload &gt; Prices and costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; billing: no price, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per hour of audio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per million tokens read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::CumulativeCostChart</name>
    <message>
        <source>Cumulative cost by billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the plan&apos;s billing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying never costs less than %1 billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even: buying or renting has no price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying costs less than %1 billing from month %2, after the horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying costs less than %1 billing from month %2 on (%3 spent by then).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying not priced: enter the server price.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::DimensionPanel</name>
    <message>
        <source>Minimum:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why these values?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic behind %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::EditFields</name>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::FindingsView</name>
    <message>
        <source>Apply fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings: the configuration is balanced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One input has a problem: %1. The findings and figures follow once it is corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Double-click a finding to go to its panel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::FiveQuestions</name>
    <message>
        <source>6. The five questions before buying or renting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are training, testing and inference sized separately?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do GPU, CPU, RAM and storage match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are images, containers and automated scheduling supported?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do data security, access control and audit logs meet the requirements?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can the vendor&apos;s service keep up (supply, support, failure response)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan shares its GPUs between training and serving: size them separately (case 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan sizes one task; mixing the three in one request inflates the specification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n open finding(s) on GPU, VRAM, CPU, RAM or storage: see the findings.</source>
        <translation>
            <numerusform>%n open finding on GPU, VRAM, CPU, RAM or storage: see the findings.</numerusform>
            <numerusform>%n open findings on GPU, VRAM, CPU, RAM or storage: see the findings.</numerusform>
        </translation>
    </message>
    <message>
        <source>No imbalance found between GPU, CPU, RAM and storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned: a shared container image and a scheduler with quotas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned: a shared container image. A scheduler helps once several people share GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shared image is planned: the same model may not reproduce across people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive data: access control and audit logs are planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive data without full access control and audit: plan them now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data is not marked sensitive; confirm that with its owners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the SLA, the response time to failures and the replacement time; the quote sheet has columns for them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::ScenarioChart</name>
    <message>
        <source>Case 1: fixed 8-GPU node
vs development + bursts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case 2: shared pool
vs split pools + autoscaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario comparison: GPU cost a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As is: fixed node / shared pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternative: tiered / split pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cost a month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saves %1 a month (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costs %1 more a month (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For reference, a GPU cloud buying guide reports about 35% lower compute spend in case 1 and about 40% lower response time (not a cost figure) in case 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No case study applies to this plan.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::SevenItemView</name>
    <message>
        <source>1. Scenario first, then the GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. GPU metrics: memory, compute per precision, interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. CPU, RAM, storage and network: often the real bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Cloud or self-hosted: elasticity, delivery and total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Case comparison: tiered resources; training and inference split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7. Cost through utilization, not the unit price</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::UtilizationCostChart</name>
    <message>
        <source>Cost per useful GPU-hour against utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s billing (%1) has no price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan (%1 billing): %2% utilization, %3 per useful GPU-hour.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>input</name>
    <message>
        <source>%1: unknown field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown field; did you mean &apos;%2&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of %1, found &apos;%2&apos;; did you mean &apos;%3&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; matches several catalog rows: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no catalog row is named &apos;%1&apos;; did you mean: %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no catalog row is named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed parameters_b (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1 needs a language model; &apos;%2&apos; is a %3 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a custom language model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide hidden (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide heads (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for task %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 1, 2, 4 or 8, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer offload needs zero_stage 1, 2 or 3 (DeepSpeed ZeRO-Offload)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter offload needs zero_stage 3 (ZeRO-Infinity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workload must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required (one of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown task &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown task &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required: {&quot;preset&quot;: &quot;llama-2-70b&quot;} or a custom architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streams is required for video_processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scene_gb, frames and gpu_seconds_per_frame are required for rendering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp64_tflop (total FP64 work) is required for scientific</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples (per epoch) is required for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images_per_s is required for diffusion_inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hourly offer in the catalog has the id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost: must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give hosting per kW or per rack unit, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs cny_per_usd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 0 or at least %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one line of text without control characters (found U+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give mfu (model FLOPs, 6·N·D) or hfu (hardware FLOPs, recomputation counted), not both: they describe the same run two ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a name and version such as &quot;pytorch 2.7.1&quot;: letters, digits, spaces and . - + / _, at most 80 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a version such as 12.4 or 550.54.15: letters, digits and . - +, at most 40 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs atoms (the molecular system&apos;s size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>atoms (molecular dynamics), or instances and gb_per_instance, are required for simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points, polygons, raster_tiles or working_set_gb is required for geospatial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for polygon_parse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for raster_tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to LoRA only: full fine-tuning keeps FP32 master weights anyway, QLoRA stores its base in NF4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is in nm: %1 looks like ångström (%2 nm); cut-offs run 0.5–3 nm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an inference precision; train in bf16, fp16, fp8, fp4 (NVFP4) or fp32 (or use training.method qlora for a 4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed layers (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs sliding_window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed experts (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-offload (integration on the CPU) is modelled for NAMD only, fitted on NAMD 2.14 runs; the other engines run GPU-resident here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to LAMMPS only; the other engines run biomolecular force fields here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA and QLoRA adapt a transformer&apos;s linear layers; a convolutional network (no hidden width given) is trained in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not divide the %2 GPUs per node (gpu.count): tensor parallelism splits a node evenly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs do not fit a node of %2 (gpu.count): %3 runs a simulation on the GPUs of one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS&apos;s materials potentials (LJ, ReaxFF, SNAP) are rated from LAMMPS-KOKKOS runs in double precision only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a vision model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a custom speech model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed the decoder&apos;s %1 positions, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (task diffusion_training trains it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (task diffusion_inference serves it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (task cv_training trains it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (transcription is sized as task batch_inference with serving.audio_hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (image inference is sized as task batch_inference with serving.total_requests images)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to training a speech model (task cv_training with a speech model) only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audio_hours (or samples, the clips per epoch) is required to train a speech model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (task cv_training trains it, with training.audio_hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to vision, speech and diffusion training (tasks cv_training and diffusion_training)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for raster_tiles (the tiles the GPUs hold at once, in GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to OpenMM only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM is rated in single and mixed precision; no published double-precision OpenMM rates are fitted here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS is rated in mixed precision (GPU package) and double (KOKKOS); no single-precision runs are fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorrt builds inference engines; a training job runs framework or optimized kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensorrt is rated as FP16 engines (INT8 and FP8 keep FP16 layers); precision is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROMACS, AMBER and NAMD run their GPU kernels in mixed precision only (their rates are fitted so)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; it applies to vision models only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sets a convolutional network&apos;s memory traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts a densely connected convolutional network&apos;s concatenations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts a detector&apos;s class scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts a diffusion model&apos;s attention scores; it applies to diffusion models only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed the pass&apos;s attention_scores_m (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an encoder reads at most %1 tokens a sequence (its positions); split longer texts into chunks, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to a custom language model only (a preset carries its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an encoder: it generates no tokens to serve. Size embedding or classification work as task batch_inference (serving.total_requests sequences of serving.prompt_tokens tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;eager&quot; applies to diffusion inference and to an encoder&apos;s batch job; training has training.attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to diffusion inference (the denoiser&apos;s passes a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to diffusion inference (a video model&apos;s frames a sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a video model: training one (its frames&apos; tokens spread over GPUs by sequence parallelism) is not sized; plan its generation as task diffusion_inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>videos_per_hour applies to diffusion_inference (a video model&apos;s load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>videos_per_hour (or images_per_s) is required for a video model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give images_per_s or videos_per_hour, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each side must be a multiple of 16 from 64 to 4096 pixels (the VAE&apos;s 8 times the patch&apos;s 2), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames must be 4n + 1 (1, 5, ... 81, 129): the VAE keeps the first frame and folds each next 4 into one, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1x%2 video, %3 frames, one denoising step (%4 latent tokens, %5 times the preset&apos;s clip: its linear work × %5, its attention × %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies to a video preset in diffusion_inference (a custom model gives gflops_per_sample for its clip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must read width x height in pixels (832x480), found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts a vision model&apos;s convolution and linear layers; it applies to vision models only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vision applies to a custom model of a batch_inference job only (a preset carries its own kind)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>planner</name>
    <message>
        <source>%1 nodes × %2 × %3 (%4 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB %2 at %3 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores: %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 striped drives of </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system %1 GB + data %2 GB on %3%4 (%5 MB/s read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one disk: system %1 GB + data %2 GB on %3%4 (%5 MB/s read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public %1 Mbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, cluster %1 Gbit/s per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, driver %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monitoring with alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint every %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup to independent storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scheduler with GPU quotas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autoscaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access control and audit logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1, %2 B parameters, %3 GFLOPs per %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1, %2 B parameters (%3 B active per token), %4 layers, hidden %5, %6 attention heads, %7 KV heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured MFU %1 relates model FLOPs (%2, recomputation excluded) to time and already includes communication losses: GPU-hours = %2 ÷ (%3 TFLOPS %4 dense × %1 × 3600) = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate per GPU = %1 TFLOPS (%2 dense peak) × default one-node utilization %3 × scaling efficiency %4 = %5 TFLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours = %1 FLOPs ÷ (%2 TFLOPS × 3600) = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch job: %1 requests × %2 output tokens at %3 tokens/s on all replicas = %4 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Requests in flight = max(%1 concurrent, %2 req/s × time in system) = %3; %n replica(s) of batch %4 needed, %5 available; throughput %6 tokens/s.</source>
        <translation>
            <numerusform>Requests in flight = max(%1 concurrent, %2 req/s × time in system) = %3; %n replica of batch %4 needed, %5 available; throughput %6 tokens/s.</numerusform>
            <numerusform>Requests in flight = max(%1 concurrent, %2 req/s × time in system) = %3; %n replicas of batch %4 needed, %5 available; throughput %6 tokens/s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Short of the target: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model states per GPU (ZeRO stage %1 over %2 data-parallel GPUs, tensor parallel %3%4): weights %5 GB + gradients %6 GB + optimizer %7 GB (mixed-precision Adam: 2 + 2 + 12 bytes per parameter, Rajbhandari et al. 2020).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, optimizer offloaded to host RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: frozen base weights at %2 bytes per parameter, %3 trainable adapter parameters (rank %4 on every attention and MLP projection) with full Adam states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights: %1 B parameters × %2 bytes (%3) ÷ tensor parallel %4 = %5 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache: %1 bytes per token (2 × layers × KV heads × head dim × bytes; MLA: latent + RoPE key) × (%2 + %3 tokens) × batch %4 ÷ %5 = %6 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving engine reserves %1% of GPU memory; the rest of the reserve holds more KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights %1 GB, gradients %2 GB, optimizer %3 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working memory (activations, frames, scene or data set share) %1 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime overhead and fragmentation %1 GB; total %2 GB per GPU of %3 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 physical cores per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 physical cores: %2 × %3 (%4 cores, %5 PCIe Gen%6 lanes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: %1 to %2 physical cores per GPU for data loading and the training process (floor, and the NVIDIA DGX H100 ratio of 112 cores for 8 GPUs) × %3 GPUs per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video: %1 cores per stream for demuxing, audio and muxing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulation: %1 cores per simulator instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset (%1 GB) exceeds %2 GB; it streams from the data disk and only %2 GB is cached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local NVMe SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network block storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token stream: %1 tokens/s per node × 4 bytes = %2 MB/s (tiny; checkpoints dominate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model load: %1 GB per node within %2 s = %3 MB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint write: %1 GB per node within %2 s = %3 MB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many small files (%1 files of %2 MB): %3 random reads/s per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system %1 GB + data %2 GB on %3 (≥ %4 MB/s read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separate system disk %1 GB + data disk %2 GB on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: about %2 MB/s sequential read and %3 random-read IOPS (catalog, %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient all-reduce between %1 nodes: 2 × (n−1)/n × %2 GB of BF16 gradients per step; a step of %3 tokens takes %4 s, and the exchange may use %5% of it → %6 Gbit/s per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests: %1 req/s × %2 KB = %3 Mbit/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sync: %1 GB in a day = %2 Mbit/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + RDMA fabric ≥ %1 Gbit/s per node (InfiniBand or RoCE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public %1 Mbit/s + cluster ≥ %2 Gbit/s per node with RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, driver ≥ %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, driver ≥ %2, %3, %4, Python 3.11, container image %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (compute capability %2) needs %3 or newer%4; %3 needs driver %5 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval: Young √(2 × write time %1 s × job MTBF %2 h) = %3 min; Daly&apos;s higher-order estimate %4 min is used. Job MTBF = %5 GPU-hours between failures ÷ %6 GPUs; write time = %7 GB per node at %8 MB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monitor GPU memory, GPU utilization, temperature and job failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monitor GPU memory, utilization, temperature, power, disk, network and job failure rate with alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; checkpoint at least every %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; checkpoint every %1 min, copy key files to independent storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; hourly billing with auto-release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; separate data disk, alerts, regular checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; reserved elastic nodes, autoscaling and a reusable image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; a scheduler with GPU quotas and a shared image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; access control and audit logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weights (%1 GB) do not fit %2 GPUs of %3 GB with a %4% serving reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GB per GPU, the GPU has %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes %1 days, the deadline is %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 replicas of %2 needed, or a latency target missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU has no hardware video encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU&apos;s video engines cannot run one stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU has no RT cores or graphics pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs NVLink-class links between its GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs more than one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no hardware support for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 × PP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (EP %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × 1 replica, batch %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 replicas, batch %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weights do not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses the time-per-token target even at batch 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch %1 of at most %2, %3 ms per token, %4 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: short of the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen: %1. Of the layouts that fit, it gives the highest throughput for the batch job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen: %1. Of the layouts that meet the load, it gives the lowest time per output token; fewer GPUs are what the recommendation minimizes first, then the cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink-class links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Continuous batching: while %n sequence(s) per replica decode, new prompts are prefilled on the same GPUs (%1% of the time); %2 ms per output token, %3 tokens/s per sequence; the KV room allows %4 sequences.</source>
        <translation>
            <numerusform>Continuous batching: while %n sequence per replica decodes, new prompts are prefilled on the same GPUs (%1% of the time); %2 ms per output token, %3 tokens/s per sequence; the KV room allows %4 sequences.</numerusform>
            <numerusform>Continuous batching: while %n sequences per replica decode, new prompts are prefilled on the same GPUs (%1% of the time); %2 ms per output token, %3 tokens/s per sequence; the KV room allows %4 sequences.</numerusform>
        </translation>
    </message>
    <message>
        <source>KV cache in %1: %2 bytes per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency targets: TTFT %1 ms, TPOT %2 ms (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defaults where the workload gives none: MLPerf Llama 2 70B server scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights: %1 B parameters × %2 bytes (%3) ÷ (tensor parallel %4 × pipeline stages %5) = %6 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts: expert parallel %1 over the replica&apos;s GPUs; each GPU holds 1/%1 of every MoE layer&apos;s experts and its share of the shared weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4·N·D for LoRA, whose frozen weights need no weight gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6·N·D, Kaplan et al.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ 2·N·D because full recomputation was chosen (the forward pass runs twice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was chosen, which adds no counted FLOPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training FLOPs = %1 × %2 active parameters × %3 tokens = %4 (%5; %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; memory-bound, so the memory bandwidth sets the rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, driver ≥ %2, %3, %4, container image %5 with the video driver capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video runs on the GPU&apos;s NVENC/NVDEC engines through FFmpeg (h264_nvenc, hevc_nvenc, -hwaccel cuda) or GStreamer (nvcodec plugin), not through a deep-learning framework. The container sees the engines only when NVIDIA_DRIVER_CAPABILITIES includes &quot;video&quot; (e.g. compute,utility,video); the Dockerfile sets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs %1 concurrent streams, %2 needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan encodes %1: FFmpeg&apos;s encoder %2, decoding with -hwaccel cuda.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan decodes %1 with -hwaccel cuda and runs the analysis model on the frames.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offered; the load needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum: the smallest configuration of %1 GPUs that meets the targets: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer GPUs hold the work but miss the targets: %1 (%2 GB per GPU needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No number of %1 GPUs meets the targets; the minimum is the fewest that hold the work (%2 GB per GPU needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum per GPU on the minimum configuration of %1 GPUs (%2 GB); recommended per GPU on the recommended %3 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 encoder in the %2 generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 decoder in the %2 generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) of %1 × %2 (%3)</source>
        <translation>
            <numerusform>%n machine of %1 × %2 (%3)</numerusform>
            <numerusform>%n machines of %1 × %2 (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n GPU(s) the run takes %1 h (%2 days); the deadline is %3 days.</source>
        <translation>
            <numerusform>On %n GPU the run takes %1 h (%2 days); the deadline is %3 days.</numerusform>
            <numerusform>On %n GPUs the run takes %1 h (%2 days); the deadline is %3 days.</numerusform>
        </translation>
    </message>
    <message>
        <source>The job&apos;s %1 requests fill a batch of %2 per replica (the KV room, TPOT and any engine limit allow %3); each cycle prefills the batch&apos;s prompts, then decodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>FP64 work: %1 TFLOP at %2 TFLOPS FP64 per GPU (%3 peak %4 TFLOPS%5): %6 GPU-hours, %7 h on %n GPU(s).</source>
        <translation>
            <numerusform>FP64 work: %1 TFLOP at %2 TFLOPS FP64 per GPU (%3 peak %4 TFLOPS%5): %6 GPU-hours, %7 h on %n GPU.</numerusform>
            <numerusform>FP64 work: %1 TFLOP at %2 TFLOPS FP64 per GPU (%3 peak %4 TFLOPS%5): %6 GPU-hours, %7 h on %n GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>ZeRO stage 3 / FSDP shards the frozen base too: each GPU keeps 1/%1 of it plus the two layers it has gathered (computing and prefetched)%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; with parameter offload the shards live in host RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>PCIe lanes from the CPUs: %1 for %n GPU(s) (16 per PCIe card; an SXM/OAM baseboard takes one x16 switch uplink per two GPUs), NVMe drives and NICs.</source>
        <translation>
            <numerusform>PCIe lanes from the CPUs: %1 for %n GPU (16 per PCIe card; an SXM/OAM baseboard takes one x16 switch uplink per two GPUs), NVMe drives and NICs.</numerusform>
            <numerusform>PCIe lanes from the CPUs: %1 for %n GPUs (16 per PCIe card; an SXM/OAM baseboard takes one x16 switch uplink per two GPUs), NVMe drives and NICs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Video in and out: %1 streams × (%2 + %3 Mbit/s) ≈ %4 Mbit/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parsing polygons from WKT: %1 polygons/s on a V100 (cuSpatial, the 33,120 US zip-code areas in 2.37 s) × %2 ÷ %3 GB/s memory bandwidth = %4 polygons/s per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Job: %1 %2 on %n GPU(s) take %3 s.</source>
        <translation>
            <numerusform>Job: %1 %2 on %n GPU take %3 s.</numerusform>
            <numerusform>Job: %1 %2 on %n GPUs take %3 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deadline %1 s: %n GPU(s) needed.</source>
        <translation>
            <numerusform>Deadline %1 s: %n GPU needed.</numerusform>
            <numerusform>Deadline %1 s: %n GPUs needed.</numerusform>
        </translation>
    </message>
    <message>
        <source>optimised stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNet inference, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNet training, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transformer or other model</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At %1 fs per step: %2 ns/day on one GPU; %n GPU(s) per simulation × n^%3 (4 × A100 reach 1.78× one GPU in OpenMM) = %4 ns/day per simulation.</source>
        <translation>
            <numerusform>At %1 fs per step: %2 ns/day on one GPU; %n GPU per simulation × n^%3 (4 × A100 reach 1.78× one GPU in OpenMM) = %4 ns/day per simulation.</numerusform>
            <numerusform>At %1 fs per step: %2 ns/day on one GPU; %n GPUs per simulation × n^%3 (4 × A100 reach 1.78× one GPU in OpenMM) = %4 ns/day per simulation.</numerusform>
        </translation>
    </message>
    <message>
        <source>Target: %1 ns/day per simulation; %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached on one node&apos;s GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n simulation(s) of %1 ns each, %2 at a time: %3 h, %4 GPU-hours.</source>
        <translation>
            <numerusform>%n simulation of %1 ns each, %2 at a time: %3 h, %4 GPU-hours.</numerusform>
            <numerusform>%n simulations of %1 ns each, %2 at a time: %3 h, %4 GPU-hours.</numerusform>
        </translation>
    </message>
    <message>
        <source>simulated ns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>polygons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raster tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raster tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Needed: %1 concurrent streams; one GPU runs %2 at once, %n GPU(s) run %3.</source>
        <translation>
            <numerusform>Needed: %1 concurrent streams; one GPU runs %2 at once, %n GPU runs %3.</numerusform>
            <numerusform>Needed: %1 concurrent streams; one GPU runs %2 at once, %n GPUs run %3.</numerusform>
        </translation>
    </message>
    <message>
        <source> (none given: the slowest, as tools&apos; default settings measure on Turing and Ampere engines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output bitrate %1 Mbit/s per stream, as given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output bitrate %1 Mbit/s per stream: %2 Mbit/s for 1080p H.264 × %3 for %4 (HEVC 0.65: about 35% less than H.264, Ohm et al. 2012; AV1 0.60: 40% less, NVIDIA) × (%5 ÷ 1080)² for the resolution; it sets the egress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained rate per GPU = %1 TFLOPS (%2 dense peak) × %3 (%4) = %5 TFLOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense FP64 work such as HPL keeps its rate as nodes are added: no scaling loss per doubling of nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense FP64 such as HPL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system %1 GB + data %2 GB on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an MLPerf-grade tuned stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an older or plain stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency = (1 − %1)^log2(%2 nodes) = %3: MFU lost per doubling of nodes over the fabric; none inside a node with NVLink-class links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency = (1 − %1)^log2(%2 GPUs per node, no NVLink-class links) × (1 − %3)^log2(%4 nodes) = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth %1 GB/s matters for decode, training and memory-bound science.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference nodes start from %1–%2 physical cores, at least %3 per GPU for scheduling, tokenization and request handling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy preprocessing (transcoding, geospatial computation, large-scale augmentation): %1–%2 physical cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check clock speed and memory channels too: more channels feed the data pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(dataset cache %1 GB + programs %2 × %3 GB + data-loader workers %4 GB + model staging %5 GB + offloaded optimizer states %6 GB) × (1 + %7 reserve) = %8 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least the node&apos;s GPU memory (%1 × %2 GB = %3 GB): high VRAM with low RAM cannot stage weights, checkpoints or pinned buffers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical ranges: small inference 32–64 GB; large image, video or science data 64–256 GB. Recommended: %1× GPU memory (DGX H100 has 2 TB for 640 GB of GPU memory), rounded to a server size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>storage tier (drive model)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk %1–%2 GB for OS, drivers, runtimes and container images, separate from the data disk (easier to grow and to troubleshoot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep cold data in object storage rather than on expensive local disks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 100 Mbit/s serves a single low-rate user; many users, data sync or multi-node work need 1–10 Gbit/s or more. Check the number of public IPs, port limits, cross-region latency and whether traffic or bandwidth is billed; an intranet-only service needs no large public bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin the framework build to the toolkit (%1) and the Python version; write the environment into a Dockerfile so that every team member runs the same stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before production: check that the container sees every GPU, read the real data once, and run a short stress test recording GPU memory, temperature and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert thresholds: GPU memory &gt; 95% (out-of-memory risk), GPU utilization &lt; 30% for an hour (the GPUs starve; 30–50% is the classic case), GPU temperature &gt; 85 °C, power at the limit for long periods, disk &gt; 85% full, job failure rate above 5% a day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goals: lowest cost per task → hourly billing, single-GPU node, auto-release; long-run stability → separate data disk, monitoring alerts, regular checkpoints; peaks → reserved elastic nodes, network and image reuse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD ROCm documentation, system requirements (Linux) and PyTorch installation matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huawei Ascend documentation, CANN / torch_npu version mapping (check the vendor&apos;s table for the exact build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver); CUDA compute capability support; PyTorch 2.7 release (CUDA 11.8 / 12.6 / 12.8 builds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA Video Codec SDK 12.1 release notes (driver 530.41 or newer), NVENC/NVDEC support matrix; Ubuntu 24.04 ffmpeg 6.1 and gstreamer1.0-plugins-bad 1.24 (nvcodec) packages; NVIDIA Container Toolkit driver capabilities (video); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an estimate: no published rate for this decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turing-class decoder of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pascal row for %1 (not in the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVDEC: %1 frames/s of 1080p %2 per engine (%3; NVIDIA NVDEC Application Note, Video Codec SDK 13.0, at the generation&apos;s highest video clock) = %4 sessions of 1080p30 per engine, %5 on the GPU&apos;s %6 engines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 samples/min (%2, Blender %3, median of %n run(s))</source>
        <translation>
            <numerusform>%1 samples/min (%2, Blender %3, median of %n run)</numerusform>
            <numerusform>%1 samples/min (%2, Blender %3, median of %n runs)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 samples/min (no Blender Open Data score: FP32-scaled, an estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per frame: %1 s measured on the %2, scaled by Cycles scores: %2 %3, %4 %5, so %6× the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No RT cores and no measured score: FP32 over the L40S&apos;s %1 TFLOPS, and %2× longer through CUDA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 of work at %3 per second per GPU: %4 GPU-hours, %5 h on %n GPU(s).</source>
        <translation>
            <numerusform>%1 %2 of work at %3 per second per GPU: %4 GPU-hours, %5 h on %n GPU.</numerusform>
            <numerusform>%1 %2 of work at %3 per second per GPU: %4 GPU-hours, %5 h on %n GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Needed: %1 %2 (per second for images); one GPU gives %3, %n GPU(s) give %4.</source>
        <translation>
            <numerusform>Needed: %1 %2 (per second for images); one GPU gives %3, %n GPU gives %4.</numerusform>
            <numerusform>Needed: %1 %2 (per second for images); one GPU gives %3, %n GPUs give %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Video decoders: %1 frames/s of 1080p per engine (%2) = %3 sessions of 1080p30 per engine, %4 on the GPU&apos;s %5 engines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training FLOPs = %1 × %2 active parameters × %3 tokens + attention %4 = %5 (%6; %7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention&apos;s score and context matmuls have no parameters: 12 × %1 layers × %2 tokens of context × %3 (heads × head dimension) = %4 FLOPs per token, %5% of the parameter FLOPs (PaLM, Appendix B, the MFU convention)%6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; full recomputation repeats its forward third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rated against its FP64 vector peak (%2 TFLOPS), not the %3 TFLOPS of its matrix cores: TOP500 counts it so, and HPL on the MI250X sustains 0.68-0.74 of the vector peak (LUMI, Adastra, Setonix).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 Tensor Core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 vector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One GPU&apos;s video engines keep %1 streams in real time (%2× real time per stream); only whole streams count, so %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frozen base is stored in %1 and computed in %2 (mixed precision)%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; FSDP gathers its layers in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 points/s on a V100 (OmniSci, 18.3 million LiDAR points in 268 ms) ÷ (%3 × %4 ÷ %5 GB/s + %6 × %7 ÷ %8 FP64 TFLOPS%9) = %10 points/s per GPU. cuSpatial computes in float64, so a share %6 of the time follows FP64 and the rest memory bandwidth (Titan V against Titan RTX, Zhang 2020).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point in polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> = FP32 %1 ÷ %2 on compute capability %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU runs FP64 at a small share of FP32: a GPU with full-rate FP64 (A100, H100) runs these float64 kernels several times faster per GB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rate is per point: the number and size of the polygons do not enter (no fitted run varies them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs %2× as fast as that OpenMM model: %3 ms per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMBER&apos;s factor: fitted on published pmemd.cuda runs on V100, A100 and H100 (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks), at OpenMM&apos;s exponent. Measure one run of your system and compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROMACS&apos;s factor and exponent: fitted on published GPU-resident runs (-nb -pme -update gpu) on V100, A100 and H100 (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks); with bonded forces or updates on the CPU it runs up to 1.5× slower. Measure one run of your system and compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with RT cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without RT cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token = 2 × %1 active parameters × %2 prompt tokens (+ attention) ÷ (peak × %3) over tensor parallel %4, + %6 ms of the prompt&apos;s all-reduces + one decode step = %5 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>errors, warnings</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>errors, warnings, notes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1 fs per step: %2 ns/day on one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several GPUs per simulation: published pmemd.cuda runs gained 1.2–1.5× from 2–4 GPUs on a 239,131-atom system, and pmemd.hip 1.3× from 4 and 1.4× from 8 MI250X dies on cellulose and STMV, below n^0.414 at 8. Time one multi-GPU run before buying for it; independent simulations on one GPU each use the GPUs better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached on the GPUs per simulation you set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached: %1 GPUs per simulation would run at %2× one GPU, no faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>reaches %1 ns/day per simulation on %n GPU(s); %2 ns/day needed, or too few GPUs for the simulations at once</source>
        <translation>
            <numerusform>reaches %1 ns/day per simulation on %n GPU; %2 ns/day needed, or too few GPUs for the simulations at once</numerusform>
            <numerusform>reaches %1 ns/day per simulation on %n GPUs; %2 ns/day needed, or too few GPUs for the simulations at once</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut-off %1 nm%2: the per-atom part × (%1 ÷ %3)^%4 = × %5 (more atom pairs inside a longer cut-off; fitted on published GROMACS runs at 0.8, 0.9 and 1.2 nm): %6 ms per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not given; assumed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut-off %1 nm: not used for %2; its constants come from published runs at their benchmarks&apos; own cut-offs, and no fit row separates the cut-off&apos;s effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spatial join (quadtree), two parts one after the other. Indexing and filtering the points: %1 points/s on a V100 × %2 ÷ %3 GB/s = %4 points/s. Refining the candidate point–polygon pairs (point in polygon): %5 points/s on a V100 ÷ (%6 × %3 ÷ %2 GB/s + %7 × %8 ÷ %9 FP64 TFLOPS%10) = %11 points/s. Together 1 ÷ (1/%4 + 1/%11) = %12 points/s per GPU. Fitted on cuSpatial&apos;s quadtree joins of 168.9 million NYC taxi points on a Titan V (Zhang 2020): indexing and filtering 0.42 s, refinement 0.14–0.55 s by polygon set; cuSpatial computes in float64, so a share %7 of the refinement follows FP64 (Titan V against Titan RTX).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gives %1 %2 per second, %3 needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm: the serving efficiencies below are TensorRT-LLM&apos;s on Hopper × %1. vLLM on MI300X reaches less of its peak: Llama 2 70B FP8 on 8 × MI300X ran 27,186 tokens/s offline (MLPerf Inference v5.1, vLLM 0.6.5), 0.76 of what the CUDA efficiencies give; the same harness with vLLM 0.9.1 ran 18,559 (Llama 3.1 70B, dynamic FP8). Measure your serving stack on one node before buying for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rate is per point; the refinement depends on the polygons: on the same points it took 0.14 s for the 263 taxi zones, 0.55 s for the 71 community districts (about 1,400 vertices each) and 0.28 s for the 2,216 census tracts. The geometric mean is used, so a job can run 0.8–1.4× the estimate on a Titan V-class GPU and more on a GPU with little FP64, where the refinement is most of the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per simulation: GROMACS splits the box and its short-range forces; each step adds halo exchange, PME on one GPU and the traffic to it, which more GPUs do not shrink; the model keeps this part whole at a shorter cut-off (PME does not get cheaper with it): step = one GPU&apos;s step × (1/%n + %1 ÷ (%2 atoms × %3)) = × %4, so %5 ns/day per simulation (%6× one GPU). %1 atoms was fitted on STMV (1.07 million atoms, 1.2 nm) on 2 × H100 and 2 × MI250X, 1.55× and 1.99× one GPU (CSC chem-benchmarks); a 239,131-atom system with an 8 Å cut-off gained nothing from 2–4 GPUs in ACENET MDBench, so time one multi-GPU run of your system before buying for it.</source>
        <translation>
            <numerusform>%n GPU per simulation: GROMACS splits the box and its short-range forces; each step adds halo exchange, PME on one GPU and the traffic to it, which more GPUs do not shrink; the model keeps this part whole at a shorter cut-off (PME does not get cheaper with it): step = one GPU&apos;s step × (1/%n + %1 ÷ (%2 atoms × %3)) = × %4, so %5 ns/day per simulation (%6× one GPU). %1 atoms was fitted on STMV (1.07 million atoms, 1.2 nm) on 2 × H100 and 2 × MI250X, 1.55× and 1.99× one GPU (CSC chem-benchmarks); a 239,131-atom system with an 8 Å cut-off gained nothing from 2–4 GPUs in ACENET MDBench, so time one multi-GPU run of your system before buying for it.</numerusform>
            <numerusform>%n GPUs per simulation: GROMACS splits the box and its short-range forces; each step adds halo exchange, PME on one GPU and the traffic to it, which more GPUs do not shrink; the model keeps this part whole at a shorter cut-off (PME does not get cheaper with it): step = one GPU&apos;s step × (1/%n + %1 ÷ (%2 atoms × %3)) = × %4, so %5 ns/day per simulation (%6× one GPU). %1 atoms was fitted on STMV (1.07 million atoms, 1.2 nm) on 2 × H100 and 2 × MI250X, 1.55× and 1.99× one GPU (CSC chem-benchmarks); a 239,131-atom system with an 8 Å cut-off gained nothing from 2–4 GPUs in ACENET MDBench, so time one multi-GPU run of your system before buying for it.</numerusform>
        </translation>
    </message>
    <message>
        <source>takes %1 s, the deadline is %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: the minimum, %1; the %2 set in the plan miss the targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n simulation(s) at once need %1 GPUs, the plan has %2</source>
        <translation>
            <numerusform>%n simulation at once needs %1 GPUs, the plan has %2</numerusform>
            <numerusform>%n simulations at once need %1 GPUs, the plan has %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): no published serving measurement on this software stack was found, so the efficiencies below are TensorRT-LLM&apos;s on Hopper, unadjusted; on ROCm the same efficiencies proved 1.3× too optimistic. Measure your serving stack on one node before buying for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convolutional network on the FP32 units, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convolutional network; FP32 convolutions run on TF32 tensor cores, cuDNN&apos;s default, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth-bound FP64 (sparse solvers, stencils; HPCG class): %1 FLOP per byte of the %2 GB/s datasheet bandwidth = %3 TFLOPS per GPU, fitted on TOP500 HPCG runs (a V100 or MI250X ran about 0.75 of this, an A100 up to 1.35 times it: its 40 MB L2 holds more of the solver). No loss as nodes are added: those runs grow the problem with the machine; a fixed-size problem split over more nodes loses more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; × %1: %2 of an A100&apos;s step runs on CUDA cores, scaled by this card&apos;s %3 ÷ %4 TFLOPS tensor-to-FP32 ratio (%5 against 16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2); an optimised stack keeps at least the framework-default share on this card: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is capped at %2 W: under a sustained load a 70 W T4 was seen holding about 900 of its 1,590 MHz boost clock; no such reading is stored for this card, so this estimate, taken at the boost clock, errs on the fast side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; × %1: at its %2 W limit this card was seen holding %3 of its %4 MHz boost clock under a sustained load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recomputation and fused attention (FlashAttention, PyTorch SDPA: the s×s scores are recomputed, not stored, so 34·s·b·h/t)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A denoising step of %n image(s) per call is %1 ms of GPU math at this rate, but with framework defaults each kernel is launched from Python and a step takes at least %2 ms whatever the batch (eager diffusers: SD 1.5 at one image ran 32.1 ms a step on an A100 and 18.3 ms on an H100, geometric mean): %3 images per second per GPU. More images per call or an optimised stack (TensorRT, torch.compile) hides it.</source>
        <translation>
            <numerusform>A denoising step of %n image per call is %1 ms of GPU math at this rate, but with framework defaults each kernel is launched from Python and a step takes at least %2 ms whatever the batch (eager diffusers: SD 1.5 at one image ran 32.1 ms a step on an A100 and 18.3 ms on an H100, geometric mean): %3 images per second per GPU. More images per call or an optimised stack (TensorRT, torch.compile) hides it.</numerusform>
            <numerusform>A denoising step of %n images per call is %1 ms of GPU math at this rate, but with framework defaults each kernel is launched from Python and a step takes at least %2 ms whatever the batch (eager diffusers: SD 1.5 at one image ran 32.1 ms a step on an A100 and 18.3 ms on an H100, geometric mean): %3 images per second per GPU. More images per call or an optimised stack (TensorRT, torch.compile) hides it.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (width: (%2 ÷ %3)^%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (width %1, at least %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × %1 (FP8: %2 × the BF16 peak ÷ the FP8 peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Default utilization %1 = %2 (this GPU&apos;s base, on log BF16 peak between the A100&apos;s %3 and the H100&apos;s %4) × %5 (model size: (%6 B ÷ %7 B)^%8; exponent %9 × %10 (the peak, up to the H100&apos;s) × %11 = log2(1 + %n node(s)) ÷ log2(1 + %12)) × %13%14.</source>
        <translation>
            <numerusform>Default utilization %1 = %2 (this GPU&apos;s base, on log BF16 peak between the A100&apos;s %3 and the H100&apos;s %4) × %5 (model size: (%6 B ÷ %7 B)^%8; exponent %9 × %10 (the peak, up to the H100&apos;s) × %11 = log2(1 + %n node) ÷ log2(1 + %12)) × %13%14.</numerusform>
            <numerusform>Default utilization %1 = %2 (this GPU&apos;s base, on log BF16 peak between the A100&apos;s %3 and the H100&apos;s %4) × %5 (model size: (%6 B ÷ %7 B)^%8; exponent %9 × %10 (the peak, up to the H100&apos;s) × %11 = log2(1 + %n nodes) ÷ log2(1 + %12)) × %13%14.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each stream decodes %1 %2p at %3 fps%4 and encodes %5 %6p at %7 fps: the decoders carry %8 streams, the encoders %9; the fewer sets the rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the source, as given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (no source given: H.264 at the output&apos;s resolution and rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × %1 (%2, as given; the calibrated default stack = 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNet inference, %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency = (1 − %1)^log2(%2 GPUs per node ÷ %3 per NVLink-class domain: the groups reach each other over PCIe) × (1 − %4)^log2(%5 nodes) = %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GeForce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 data-centre and workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 samples/min (no Blender Open Data score: estimated from %n measured %2 GPU(s) %3, median over their runs %4 samples/min per FP32 TFLOPS × %5 TFLOPS)</source>
        <translation>
            <numerusform>%1 samples/min (no Blender Open Data score: estimated from %n measured %2 GPU %3, median over its runs %4 samples/min per FP32 TFLOPS × %5 TFLOPS)</numerusform>
            <numerusform>%1 samples/min (no Blender Open Data score: estimated from %n measured %2 GPUs %3, median over their runs %4 samples/min per FP32 TFLOPS × %5 TFLOPS)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 samples/min (no Blender Open Data score, none for its architecture: estimated from %n measured GPU(s) %2, median over their runs %3 samples/min per √(FP32 TFLOPS × GB/s) × √(%4 × %5), an estimate)</source>
        <translation>
            <numerusform>%1 samples/min (no Blender Open Data score, none for its architecture: estimated from %n measured GPU %2, median over its runs %3 samples/min per √(FP32 TFLOPS × GB/s) × √(%4 × %5), an estimate)</numerusform>
            <numerusform>%1 samples/min (no Blender Open Data score, none for its architecture: estimated from %n measured GPUs %2, median over their runs %3 samples/min per √(FP32 TFLOPS × GB/s) × √(%4 × %5), an estimate)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1-architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the recomputed forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA expands the NF4 weights to BF16 in each of %1 passes of every micro-batch (forward, backward%2), whatever its size: %3 micro-batches of %4 tokens × %1 × %5 billion parameters × %6 bytes ÷ %7 GB/s = %8 GPU-hours more, %9 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × %1 (NVFP4: %2 × %3 × the BF16 peak ÷ the FP4 peak; %3 = 1 ÷ ((1 − %4) + %4 × the FP8 peak ÷ the FP4 peak), %4 of an FP8 step runs at the FP4 rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is GPU time on data already in GPU memory. Reading the input from files, building the columns and writing the result run on the host and can take longer than the GPU work: NVIDIA&apos;s Spark-RAPIDS run of the same taxi-point join took 4.5 s end to end on a Titan V, whose GPU phases take 0.56 s, and 25 s on one T4 on a 4-vCPU cloud node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache: %1 bytes per token (2 × layers × KV heads × head dim × bytes) × %2 tokens (%3 + %4 on %5 of %6 layers; the other %7 keep a sliding window of %8) × batch %9 ÷ %10 = %11 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVFP4: prefill&apos;s matrix multiplies run %1× the FP8 rate, not the %2× of the peaks (1 ÷ ((1 − %3) + %3 × FP8 %4 ÷ FP4 %5 TFLOPS); the share %3 comes from MLPerf Training&apos;s FP8 and NVFP4 runs on the same GPUs), so the prefill efficiency below is × %6 of the FP4 peak. Decode keeps the whole FP4 peak: its steps mostly wait on the 4-bit weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEP %1 (attention data parallel + EP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token = 2 × %1 active parameters × %2 prompt tokens (+ attention) ÷ (peak × %3), the attention and non-expert layers on the prompt&apos;s GPU and the experts over DEP %4, + %6 ms of the prompt&apos;s all-to-alls + one decode step = %5 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixture of experts: routing each token to its experts and combining the results costs %1 bytes × hidden %2 × %3 MoE layers = %4 MB of memory traffic per token, prompt tokens too: %5 µs at %6 GB/s × %7, spread over the replica&apos;s GPUs. Fitted on TensorRT-LLM&apos;s published MoE throughputs on B200, H200 and H100; on the RTX PRO 6000 (GDDR7) published runs served 1.5–1.8× more than this model gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights: attention data parallel with expert parallel %1 (DEP): each GPU holds the %2 B parameters outside the routed experts (attention, embeddings, dense layers, shared experts) whole and 1/%1 of the %3 B in routed experts, × %4 bytes (%5) = %6 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Engine batch limit: at most %1 sequences per serving-engine instance (vLLM --max-num-seqs, TensorRT-LLM max_batch_size), %n instance(s) per replica: %2 sequences per replica%3.</source>
        <translation>
            <numerusform>Engine batch limit: at most %1 sequences per serving-engine instance (vLLM --max-num-seqs, TensorRT-LLM max_batch_size), %n instance per replica: %2 sequences per replica%3.</numerusform>
            <numerusform>Engine batch limit: at most %1 sequences per serving-engine instance (vLLM --max-num-seqs, TensorRT-LLM max_batch_size), %n instances per replica: %2 sequences per replica%3.</numerusform>
        </translation>
    </message>
    <message>
        <source>, fewer than the KV room holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + %1 ms of MoE routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode step on each GPU of DEP %1 = max((%10 GB outside the routed experts + the experts the group&apos;s tokens touch of %11 GB ÷ %1) ÷ (%2 GB/s × %3), 2 FLOPs per active parameter per sequence ÷ (peak × %4)) + the KV cache of its own sequences ÷ (%2 GB/s × %5), + %6 ms of all-to-alls (each layer sends every token to the GPUs of its experts and gathers the results, over %7)%12 + %8 ms fixed: %9 tokens/s for one sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode step = max(weights %1 GB%12 ÷ (%2 GB/s × %3), 2 FLOPs per active parameter per sequence ÷ (peak × %5)) + KV cache ÷ (%2 GB/s × %4) (attention&apos;s own kernels, after the GEMMs), over tensor parallel %6, + %7 ms of all-reduces (2 per layer over %8)%11 + %9 ms fixed: %10 tokens/s for one sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (read for one token: the shared weights and its experts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Molecular dynamics: %1 physical cores per simulation, as given, × %2 at once per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 physical CPU cores per simulation, as given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 physical CPU cores per simulation: the fewest that reach the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 physical CPU cores per simulation: the most counted, and the target is not reached with them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 physical CPU cores per simulation: not given, %2 per GPU assumed (NVIDIA DGX H100: 112 cores for 8 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; counted as %1 per GPU: no published run used more, and one A100 gained 1.14×, not 1.5×, from 8 to 12 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-offload (NAMD 2.x): the CPU integrates and computes the bonded forces, the GPU the non-bonded ones, and a step takes the longer part. %1. CPU: %2 atoms × %3 µs ÷ %4 cores per GPU = %5 ms; GPU: %6 ms; so %7 ms per step, %8. The CPU&apos;s part was fitted on published NAMD 2.14 runs with 6–8 cores per GPU (ACENET MDBench: A100, V100, P100); NAMD 3&apos;s GPU-resident mode ran 4–5× faster on the same GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bound by the CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bound by the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores would reach it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no count of cores reaches it on these GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>reaches %1 ns/day per simulation on %n GPU(s) with %2 CPU cores; %3 ns/day needed. In GPU-offload mode the cores set the rate: %4</source>
        <translation>
            <numerusform>reaches %1 ns/day per simulation on %n GPU with %2 CPU cores; %3 ns/day needed. In GPU-offload mode the cores set the rate: %4</numerusform>
            <numerusform>reaches %1 ns/day per simulation on %n GPUs with %2 CPU cores; %3 ns/day needed. In GPU-offload mode the cores set the rate: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Working set %1 MB (%2 atoms × %3 bytes); this GPU&apos;s last-level cache is not in the catalog, so no spill is counted: GPUs with 4–6 MB ran systems of 400,000 atoms and more up to 1.7× slower than their speed alone gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working set %1 MB (%2 atoms × %3 bytes) fits in this GPU&apos;s %4 MB last-level cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working set %1 MB (%2 atoms × %3 bytes) against this GPU&apos;s %4 MB last-level cache: %5 of it spills to memory every step, the per-atom part × (1 + %6 × %5) = × %7: %8 ms per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 at the clock this card holds under a sustained load: %1 TFLOPS × %2 ÷ %3 MHz = %4 TFLOPS (a published reading at its %5 W limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constants fitted on published OpenMM 8 runs (openmm.org/benchmarks; openmm issues 4792 and 4910: DHFR, ApoA1, cellulose, STMV on A100, H100, H200, B200); the weights of FP32 and bandwidth in the speed on OpenMM 8.4&apos;s table of nine GPUs, GeForce, workstation and data-centre; the cache term on OpenMM 7.7&apos;s table (Titan V, V100, RTX 2080 Ti, A10 and A40 against the A100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Lennard-Jones pair potential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ReaxFF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNAP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a biomolecular force field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; ReaxFF adds its charge equilibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD&apos;s factor: fitted on published NAMD 3 GPU-resident runs on V100, A100 and H100 (ACENET MDBench); NAMD 2.x and NAMD 3 in GPU-offload mode integrate on the CPU (the GPU-offload mode rates them by their cores); NAMD 3 alpha builds on T4 and P100 ran 1.7–1.8× slower. Measure one run of your system and compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 cores on %n GPU(s) per simulation would reach it</source>
        <translation>
            <numerusform>%1 cores on %n GPU per simulation would reach it</numerusform>
            <numerusform>%1 cores on %n GPUs per simulation would reach it</numerusform>
        </translation>
    </message>
    <message>
        <source>Molecular dynamics in GPU-offload mode: %1 physical cores per simulation × %2 at once per node; the CPU cores integrate every step and set its rate (GPU Why). Recommended × %3: published NAMD 2.14 runs took 0.38–0.64 µs per atom and step on one core across CPU generations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forward and backward without weight gradients (the base is frozen: 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forward and backward (the backward pass costs two forwards, Kaplan et al. 2020: 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, + 1 recomputed (full recomputation, as given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, + 1 recomputed (full recomputation: without it the activations do not fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A training sample costs %1 forward passes of %2 GFLOPs = %3 GFLOPs: %4%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA expands its NF4 base to BF16 in each of %1 passes: %2 B parameters × %3 bytes (fitted on torchtune&apos;s QLoRA) ÷ %4 GB/s ÷ micro-batch %5 = %6 s per sample, on top of the math.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights %1 GB, gradients %2 GB, optimizer %3 GB per GPU (mixed-precision Adam: 2 + 2 + 12 bytes per trainable parameter, Rajbhandari et al. 2020).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rank %2: the frozen base, %3 B parameters × %4 bytes, is in the weights; %5 adapter parameters = 2 × %2 ÷ width %6 of the model (adapters on every linear layer; an upper bound, trainers&apos; defaults adapt fewer) carry the gradients and Adam states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full recomputation keeps each layer&apos;s input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recomputation, fused attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, × 2 in FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations %1 GB per sample (%2) × micro-batch %3 = %4 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework defaults, channels-last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (none given: ResNet-50&apos;s %1 per GFLOP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>GPU memory of one simulation: %1 GB as given ÷ %n GPU(s) = %2 GB per GPU.</source>
        <translation>
            <numerusform>GPU memory of one simulation: %1 GB as given ÷ %n GPU = %2 GB per GPU.</numerusform>
            <numerusform>GPU memory of one simulation: %1 GB as given ÷ %n GPUs = %2 GB per GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>ReaxFF with charge equilibration: LAMMPS-KOKKOS&apos;s peak, about 600,000 atoms in 14.65 GB on a 16 GB V100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an upper bound: 16.4 million Lennard-Jones atoms ran on a 16 GB V100 (LAMMPS-KOKKOS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an upper bound: 32.8 million SNAP atoms ran on an 80 GB H100 (LAMMPS-KOKKOS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an upper bound: a 1.2 million-atom PME system ran on an 8 GB RTX 3060 Ti (OpenMM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>GPU memory of one simulation: %1 atoms × %2 bytes (%3) = %4 GB, ÷ %n GPU(s) = %5 GB per GPU.</source>
        <translation>
            <numerusform>GPU memory of one simulation: %1 atoms × %2 bytes (%3) = %4 GB, ÷ %n GPU = %5 GB per GPU.</numerusform>
            <numerusform>GPU memory of one simulation: %1 atoms × %2 bytes (%3) = %4 GB, ÷ %n GPUs = %5 GB per GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roofline: %1 FLOP per byte × %2 GB/s × %3 (a STREAM triad&apos;s share of the datasheet bandwidth) = %4 TFLOPS against the dense FP64 rate, %5 TFLOPS × %6 = %7 TFLOPS: the lower, %8, sets the rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the FP64 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No published reading of the device memory was found for this force field: the figure is the most a published run can have used, so the plan may count more memory than the run needs; the GPU memory per instance measured on a run of your system replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs render each frame together (buckets or tiles split over them; the renderers&apos; default is all of a node&apos;s); other groups and nodes take frames of their own: %2 = (1 − %3)^log2(%1) of linear, V-Ray GPU&apos;s published multi-GPU scaling. One frame per GPU (GPUs per frame 1: a render manager running a task per GPU) avoids this loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each GPU renders frames of its own (GPUs per frame 1): no loss from sharing a frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raster tiles: no job time is estimated. Published GPU raster timings differ 10–100× per cell by operation and library (a 3×3 filter against a reprojection on GPUs of like bandwidth), and whole jobs are bound by reading and decoding the files on the host, which no input describes. The GPUs are sized by the working set in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layout holds the weights, one sequence&apos;s KV cache and the runtime on these GPUs; the figures below are those of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) stay idle: a replica of %1 GPUs does not span nodes, and a node of %2 holds %3 of them.</source>
        <translation>
            <numerusform>%n GPU stays idle: a replica of %1 GPUs does not span nodes, and a node of %2 holds %3 of them.</numerusform>
            <numerusform>%n GPUs stay idle: a replica of %1 GPUs does not span nodes, and a node of %2 holds %3 of them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: %1. No layout meets the load on these GPUs; of those that fit, it gives the lowest time per output token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At %1 fs per step: %2 ns/day on one GPU. %n GPU(s) per simulation without NVLink-class links between them gain nothing in the model: a GPU-resident engine exchanges forces between its GPUs every step, and &quot;good scaling performance requires a higher bandwidth, lower latency interconnect, like NVIDIA NVLink&quot; (NAMD 3.0 benchmarks page); independent simulations on one GPU each use such GPUs better.</source>
        <translation>
            <numerusform>At %1 fs per step: %2 ns/day on one GPU. %n GPU per simulation without NVLink-class links between them gains nothing in the model: a GPU-resident engine exchanges forces between its GPUs every step, and &quot;good scaling performance requires a higher bandwidth, lower latency interconnect, like NVIDIA NVLink&quot; (NAMD 3.0 benchmarks page); independent simulations on one GPU each use such GPUs better.</numerusform>
            <numerusform>At %1 fs per step: %2 ns/day on one GPU. %n GPUs per simulation without NVLink-class links between them gain nothing in the model: a GPU-resident engine exchanges forces between its GPUs every step, and &quot;good scaling performance requires a higher bandwidth, lower latency interconnect, like NVIDIA NVLink&quot; (NAMD 3.0 benchmarks page); independent simulations on one GPU each use such GPUs better.</numerusform>
        </translation>
    </message>
    <message>
        <source>LAMMPS (CHARMM, PPPM, SHAKE): %1 ms for bonds, constraints and the CPU ranks + %2 × the OpenMM model&apos;s %3 ms = %4 ms per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Layouts compared on %n GPU(s) (tensor parallel within a node, pipeline stages across nodes, or within a node of 3, 6, 10 … GPUs, experts spread over the replica&apos;s GPUs, replicas; for a mixture of experts also DEP: attention data parallel, each GPU serving its own sequences, with the experts spread): %1.</source>
        <translation>
            <numerusform>Layouts compared on %n GPU (tensor parallel within a node, pipeline stages across nodes, or within a node of 3, 6, 10 … GPUs, experts spread over the replica&apos;s GPUs, replicas; for a mixture of experts also DEP: attention data parallel, each GPU serving its own sequences, with the experts spread): %1.</numerusform>
            <numerusform>Layouts compared on %n GPUs (tensor parallel within a node, pipeline stages across nodes, or within a node of 3, 6, 10 … GPUs, experts spread over the replica&apos;s GPUs, replicas; for a mixture of experts also DEP: attention data parallel, each GPU serving its own sequences, with the experts spread): %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pipeline of %1 stages (TP %2 in each): one sequence passes the stages one after another, so its step reads all the weights; the sequences in flight, split into %1 micro-batches, keep every stage busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS with a biomolecular force field: fitted on published rhodopsin runs (in.rhodo and its scaled copies, 32,000 to 2 million atoms) on a V100 with the GPU package in mixed precision and 6–16 MPI ranks; for RTX 3080 runs with the same package it gives 0.94–1.27 times their ns/day. KOKKOS in double precision ran 2.3–2.4× slower on large systems, and 4.7× on a GeForce card (FP64 at 1/64 of FP32). For Lennard-Jones, ReaxFF or SNAP choose the force field: those are rated from published LAMMPS-KOKKOS runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA of diffusion models (Hugging Face&apos;s FLUX.1 QLoRA guide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diffusion training (MLPerf Stable Diffusion v2, MosaicML SD2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vision transformers (NVIDIA NeMo&apos;s ViT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convolutional networks (NVIDIA DeepLearningExamples&apos; ResNet-50 with AMP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch: none given, so the reference recipes&apos; %1 per GPU for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recomputation; eager attention keeps the scores, 5 × heads × tokens ÷ width more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes per layer and token per unit of width (Korthikanti et al. 2022, %2), and the forward&apos;s linear layers do 24 × width² FLOPs per token and layer: %3 ÷ 24 × %4 GFLOPs ÷ width %5%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB for an SDXL sample (6,761 GFLOPs forward, with gradient checkpointing; an estimate) × %2 ÷ 6,761 GFLOPs%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS (CHARMM, PPPM, SHAKE) in double precision: %1 ms for bonds, constraints and the CPU ranks + %2 × the OpenMM model&apos;s %3 ms × 2 (twice the bytes per atom of the mixed-precision GPU package the %2 is fitted on) = %4 ms per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input pipeline: the data is preprocessed already (tensors or latents), so the CPU decodes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halved to %1 so that it fits in %2 GB with the recommendation&apos;s %3% headroom; so small a batch may keep the GPU less busy than the rate assumes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convolutional network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vision transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimised stack (each activation written and read once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; × %1 on the math: at its %2 W limit this card was seen holding %3 of its %4 MHz boost clock under a sustained load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 s audio window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 s audio windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoder, per 30 s window: %1 GFLOPs ÷ (%2 TFLOPS × %3) = %4 ms of math + %5 B × %6 million activations ÷ %7 GB/s = %8 ms of memory traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a decode step of %1 sequences: the longer of %2 GB (the decoder&apos;s weights and the attention caches) ÷ (%3 GB/s × %4) = %5 ms and %6 TFLOP ÷ (%7 TFLOPS × %8) = %9 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ %1 ms of launches (optimised engine: %2 decoder layers × %3 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 ms (encoder) + %3 tokens × %4 ms = %5 s a call of %1 × %6 s of audio: %7 s of audio a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1, %2 B parameters: an encoder of %3 layers over %4 positions (30 s of audio) and a decoder of %5 layers, width %6; %7 transcript tokens per 30 s of speech.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ %1 ms on the host (framework defaults: %2 ms + %3 decoder layers × %4 ms + %5 sequences × %6 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feeding the GPUs: %1 %2/s per node × %3 MB each = %4 MB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data loading: no loader workers (dataloader_workers 0), so the training process prepares each batch before its step and the times add: 1 ÷ (1 ÷ %1 + 1 ÷ %2 a core) = %3 %4 per second per GPU; workers would let the GPU train %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data loading: %1 loader workers per GPU prepare %1 × %2 = %3 %4 per second while the GPU trains %5; the slower sets the rate, %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound by the CPU: the configuration&apos;s %1 cores per node prepare %2 × %3 = %4 samples/s per node, the GPUs could train %5; the job runs at the CPU&apos;s rate (%6 h at the GPUs&apos; rate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input pipeline: %1 clips/s per node ÷ %2 clips/s a loader core reads and pads (log-mel features computed before training, as Hugging Face&apos;s Whisper recipe stores them) = %3 cores; set the data loader&apos;s workers to use them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audio clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audio clips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speech models (Hugging Face&apos;s Whisper fine-tuning guide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, + eager attention&apos;s scores, 5 × %1 heads × %2 positions per encoder layer-position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data set: no dataset_gb given, so the audio at 16 kHz 16-bit (32,000 bytes a second), or data.avg_file_mb a clip: %1 GB; compressed files hold less, which dataset_gb states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A training sample is a %1 s clip padded to the encoder&apos;s 30 s window: the encoder over %2 positions, %3 GFLOPs (with the decoder&apos;s cross-attention keys and values), + the decoder over its transcript, %4 tokens (%5 per 30 s × %1 ÷ 30), %6 GFLOPs = %7 GFLOPs forward. A clip&apos;s log-mel features are computed once before training, as Hugging Face&apos;s fine-tuning guide does, and stored: %8 MB a clip (%9 mel bins × 3,000 frames × 4 bytes), which the data loaders read and pad every epoch (see the CPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference price: %1 USD per GPU-hour (%2), reference cost %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this node&apos;s shard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole model, as data-parallel training writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; + %1 GB for the layer the backward pass recomputes (34 bytes per token per unit of width, one layer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations (Korthikanti et al. 2022, per layer s·b·h·(34 + 5·a·s/h)/t; selective 34·s·b·h/t; full 2·s·b·h, + 34·s·b·h/t for the layer being recomputed) with %1, s = %2, b = %3: %4 GB including the logits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights hold an EMA copy (training.ema): %1 trainable parameters × 4 bytes in FP32 = %2 GB on every GPU, and in each checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch job reads its data set (%1 GB) once: it streams from the data disk, and nothing is cached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job trains nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A batch job splits its data over the nodes: %1 GB ÷ %n node(s) = %2 GB a node.</source>
        <translation>
            <numerusform>A batch job splits its data over the nodes: %1 GB ÷ %n node = %2 GB a node.</numerusform>
            <numerusform>A batch job splits its data over the nodes: %1 GB ÷ %n nodes = %2 GB a node.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes per layer and token per unit of width (Korthikanti et al. 2022, %2) × (%3 encoder layer-positions + %4 decoder layer-tokens) × width %5%6%7, + the logits for the loss, %8 tokens × %9 vocabulary × %10 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audio %1 GB + log-mel features stored for training, %2 clips × %3 mel bins × 3,000 frames × 4 bytes = %4 GB (every clip padded to 30 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset %1 GB × %2 (preprocessed copies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk per node = %1 + model files %2 GB + %3 checkpoints × %4 GB (%5) + logs %6 GB = %7 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency %1 = (1 − %2)^log2(%3 GPUs in an NVLink-class domain) × (1 − %4)^log2(%5 GPUs per node ÷ %3, over PCIe) = %6 in a node × %7 between nodes: the rate per GPU below includes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gbit/s per node (%2 GPUs × %3 Gbit/s, the fastest reference fabric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 Gbit/s per node the network dimension recommends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 ms are exposed, so %2 ÷ (%2 + %1) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: hidden behind the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB of gradients × 1.5 (ZeRO-3 gathers the weights too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB of gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch %1: the global batch&apos;s share, %2 samples ÷ %3 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fabric carries that: the fastest, %1 Gbit/s per node (%2 Gbit/s per GPU), is needed, and the rest of the exchange slows each step (see the GPU dimension); a larger global batch or fewer nodes shrink it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 nodes share one NVLink domain of %2 GPUs: the gradients are all-reduced over NVLink, and nothing crosses the network between nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between %1 NVLink domains of %2 nodes (the gradients all-reduced over NVLink inside each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: each optimizer step (%2 samples per GPU, %3 ms of compute) all-reduces the gradients, a node sending 2 × (%4 − 1)/%4 × %5 = %6 GB; at %7 that takes %8 ms, and the exchange overlaps the step for up to %9% of it (%10 ms)%11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient all-reduce inside one NVLink domain (%1 nodes of %2 GPUs): nothing crosses the network between nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient all-reduce between %1 %2: 2 × (n−1)/n × %3%4 per node and step; a step of %5 samples per GPU computes for %6 ms, and the exchange may use %7% of it → %8 Gbit/s per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink domains of %1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 Gbit/s per node the configuration sets (the network dimension recommends %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fabric carries a whole replica&apos;s gradients every step: the fastest, %1 Gbit/s per node (%2 Gbit/s per GPU), is needed, and the model must be split into pipeline stages across nodes so that each node exchanges only its stages&apos; share, as runs of this size do (Llama 3 405B: 16 pipeline stages on 16,384 H100 with 400 Gbit/s per GPU, Grattafiori et al. 2024, §3.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline %1 days (training.deadline_days, else the planned duration): fewer GPUs run fewer simulations at a time and finish later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-resident molecular dynamics: %1 physical cores per simulation × %2 at once per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configuration&apos;s %1 Gbit/s between nodes is below the %2 Gbit/s per node the gradient exchange needs (network dimension): what does not fit in %3% of a step waits, 1 + %4 × (%2 ÷ %1 − 1) = %5× as long: %6 GPU-hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient all-reduce between %1 NVLink domains of %2 nodes: 2 × (m−1)/m × %3 GB of BF16 gradients ÷ %2 per node and step; a step of %4 tokens takes %5 s, and the exchange may use %6% of it → %7 Gbit/s per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ns/day a simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 streams a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the table gives P%1 and P%2, P%3 is their geometric mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1p an engine keeps %2 of its 1080p pixel rate (%3 at 2160p, geometric in pixels between; from 2160p AV1 runs on the RTX 5090 and 4090).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVENC preset P%1%2: %3 frames/s of 1080p %4 per engine (%5 encoder%6; NVIDIA NVENC Application Note, Video Codec SDK 13.0, %7, at the generation&apos;s highest video clock) = %8 sessions of 1080p30 per engine; %9 NVENC and %10 NVDEC on this GPU; scaled by pixel rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CBR with low-latency tuning (live)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VBR with high-quality tuning (files and VOD; a live stream: low-latency tuning)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s driver runs at most %1 encode sessions on a system of GeForce or TITAN cards, all of them together (NVENC Application Note, licensing policy), one a rendition: each node runs %2 streams, not the %3 its engines could. Data-centre and RTX professional cards (L4, L40S, RTX A-series) have no such limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Each stream is encoded as an adaptive-bitrate ladder of %n rendition(s) (%1), each an encode session: the encoders carry %2 sessions of 1080p30 a stream by pixel rate, and the egress counts every rendition, %3 Mbit/s a stream (each by its pixels against the top one&apos;s bitrate).</source>
        <translation>
            <numerusform>Each stream is encoded as an adaptive-bitrate ladder of %n rendition (%1), each an encode session: the encoders carry %2 sessions of 1080p30 a stream by pixel rate, and the egress counts every rendition, %3 Mbit/s a stream (each by its pixels against the top one&apos;s bitrate).</numerusform>
            <numerusform>Each stream is encoded as an adaptive-bitrate ladder of %n renditions (%1), each an encode session: the encoders carry %2 sessions of 1080p30 a stream by pixel rate, and the egress counts every rendition, %3 Mbit/s a stream (each by its pixels against the top one&apos;s bitrate).</numerusform>
        </translation>
    </message>
    <message>
        <source>Input pipeline: the GPUs decode and augment the images (NVIDIA DALI on the GPU, nvJPEG), so no cores are counted for decoding; the CPU keeps its per-GPU floor for reading files and running the training processes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input pipeline: %1 samples/s per node ÷ %2 images/s a physical core decodes and augments (%3) = %4 cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DALI on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch DataLoader with PIL / torchvision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is more than any two-socket server in the catalog offers: decode and augment on the GPUs (NVIDIA DALI / nvJPEG; Image decoding: On the GPUs) and keep the per-GPU core floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data set: no dataset_gb given, so the points as GPU libraries hold them (x and y in FP64, 16 bytes a point): %1 GB; text files such as CSV or WKT hold more, which dataset_gb states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, driver ≥ %2, %3, %4, container image %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin %1 and write the environment into a Dockerfile so that every team member runs the same stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geospatial work runs on RAPIDS: cuDF holds the points and polygons, cuSpatial runs the point-in-polygon tests and quadtree joins (the kernels this plan&apos;s rates were measured with), not a deep-learning framework.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAPIDS needs compute capability 7.0 (Volta) or newer since 24.02; on this Pascal GPU pin RAPIDS 23.12, its last release for Pascal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuSpatial&apos;s final release is RAPIDS 25.04 (later RAPIDS releases leave it out): pin RAPIDS 25.04, whose cuDF matches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAPIDS notices RSN 45 (cuSpatial&apos;s final release, 25.04) and RSN 34 (Pascal last supported by 23.12); rapidsai/docker image tags (25.04: CUDA 11.8, 12.0, 12.8, Python 3.10–3.12); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROMACS 2026.3 built from source with -DGMX_GPU=CUDA (CUDA 12.1 or newer, compute capability 5.0 or higher). Its CUDA build runs in mixed precision only, so the GPU&apos;s FP64 rate does not matter to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM 8.5.2 from PyPI with its CUDA 12 platform (pip install openmm[cuda12]); the CUDA runtime comes with the package, the host needs only the driver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD 3.0.1&apos;s CUDA build, downloaded from the Theoretical and Computational Biophysics Group after registration; its GPU-resident mode (CUDASOAintegrate on) integrates on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS stable release 22 Jul 2025 built with CUDA: the KOKKOS package, or the GPU package (GPU_API=cuda, GPU_PREC mixed or double) for the styles it accelerates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amber&apos;s pmemd.cuda is licensed: build it from the licensed source against the CUDA toolkit of the image (AmberTools alone has no GPU engine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver); CUDA compute capability support; PyTorch 2.8 release (CUDA 12.6 / 12.8 / 12.9 builds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blender&apos;s Cycles renders with OptiX on the RT cores (driver 535 or newer, compute capability 5.0 or higher); Blender ships its GPU kernels, so the host needs the driver, not a CUDA toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blender&apos;s Cycles renders through CUDA on this GPU (no RT cores for OptiX); Blender ships its GPU kernels, so the host needs the driver, not a CUDA toolkit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OptiX loads the driver&apos;s ray-tracing libraries: the container needs NVIDIA_DRIVER_CAPABILITIES=all (the Dockerfile sets it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blender manual, Cycles GPU rendering (CUDA and OptiX requirements); Blender 4.5 LTS (2025-07-15, supported through 2027)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 solvers build with the NVIDIA HPC SDK 26.11 (nvc, nvc++, nvfortran, the CUDA math libraries cuBLAS, cuSOLVER and cuFFT, and an MPI); it ships CUDA 12.9 and 13.4 components.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To accept the machines, NVIDIA&apos;s HPL and HPCG builds run from the image nvcr.io/nvidia/hpc-benchmarks:26.02 on this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s HPL and HPCG image (hpc-benchmarks 26.02) supports only compute capability 8.0, 9.0 and 10.0: on this GPU build HPL from source to accept the machines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA HPC SDK 26.11 release notes; NVIDIA HPC-Benchmarks 26.02 documentation (supported GPU architectures); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROMACS 2026.3 install guide (CUDA and compute capability minimums); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM 8.5.2 user guide (installing OpenMM: CUDA 12 and 13 builds); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAMD 3.0 user guide (GPU-resident mode); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS stable release 22 Jul 2025, build guide (GPU and KOKKOS packages); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM 7.x runs %1× as fast as that model, fitted on OpenMM 8.x (OpenMM 7.7&apos;s own table on the A100: DHFR 0.89, ApoA1 0.87, cellulose 0.83, STMV 0.69 of it): %2 ms per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU geospatial library (cuSpatial, HeavyDB) runs on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 ÷ %1 on compute capability %2, CUDA programming guide&apos;s throughput table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double precision computes on the FP64 units: FP64 %1 TFLOPS (%2) × %3 ÷ %4 (the A100&apos;s FP32 ÷ FP64) = %5 TFLOPS takes FP32&apos;s place (%6 TFLOPS) in the speed metric: the per-atom part × %7. A GPU with FP64 at half its FP32 rate (A100, H100, V100) keeps its speed; GeForce, A10, L40S and RTX PRO cards (FP64 at 1/64) run double precision several times slower than mixed, and a code bound by the FP64 units slows more than this: time one run, or run mixed precision where the engine offers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Molecular dynamics step: %1 ms overhead + %2 ms per million atoms on an A100 × (%3 ÷ %4)^%5, where %4 = %6 TFLOPS^%10 × %7 GB/s^%11 of this GPU; for %8 atoms %9 ms per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed precision (forces in single, integration in double) runs %1× as fast as the single precision the OpenMM rates were measured in (OpenMM 7.7 on an RTX 3060, 3060 Ti and 3090: 0.81–0.89, openmm/openmm#2865): %2 ms per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>LAMMPS (KOKKOS package, double precision) with %1: a step takes %2 ms of fixed work (neighbour lists, communication, kernel launches%3) + %4 atoms ÷ (%n GPU(s) × %5 million atom-steps/s) = %6 ms; %5 million = %7 million on an A100 × (%8 ÷ %9)^%10, the speed metric of the other engines (%11 TFLOPS, %12 GB/s). %13 steps/s: %14 ns/day at %15 fs per step.</source>
        <translation>
            <numerusform>LAMMPS (KOKKOS package, double precision) with %1: a step takes %2 ms of fixed work (neighbour lists, communication, kernel launches%3) + %4 atoms ÷ (%n GPU × %5 million atom-steps/s) = %6 ms; %5 million = %7 million on an A100 × (%8 ÷ %9)^%10, the speed metric of the other engines (%11 TFLOPS, %12 GB/s). %13 steps/s: %14 ns/day at %15 fs per step.</numerusform>
            <numerusform>LAMMPS (KOKKOS package, double precision) with %1: a step takes %2 ms of fixed work (neighbour lists, communication, kernel launches%3) + %4 atoms ÷ (%n GPUs × %5 million atom-steps/s) = %6 ms; %5 million = %7 million on an A100 × (%8 ÷ %9)^%10, the speed metric of the other engines (%11 TFLOPS, %12 GB/s). %13 steps/s: %14 ns/day at %15 fs per step.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rates fitted on Johansson et al. 2025 (LAMMPS-KOKKOS, P3HPC; raw logs at github.com/megmcca/p3hpc_ad_lmp-kk): the rate on one A100 40GB (LJ 16.4 million atoms 725 million atom-steps/s, ReaxFF 467,000 atoms 5.1 million, SNAP tungsten 64,000 atoms 2.2 million), the fixed part from one H100&apos;s size sweep. Against published runs: one H100 0.93–1.14, four H100 0.73–1.21, NERSC&apos;s SNAP benchmark on A100 1.06–1.17; a V100 and a P100 ran 1.1–4.6× slower than this, an MI250X (both dies) 1.3–2.3×, a desktop RTX 3080 at 32,000 atoms 2.1× with the FP64 units counted (4× without).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computes double precision on FP64 units of %1 TFLOPS (not proposed; pin it to see its estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 with FP16 accumulate, twice the FP32-accumulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, FP16 accumulate: twice this GeForce card&apos;s FP32-accumulate figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B × %2 million activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 + %2 B × %3 million concatenated inputs of the dense blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>convolutional network, %1: %2%3 ÷ (3 × %4 GFLOPs) = %5 B per FLOP; %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB for a ResNet-50 sample at 224×224 with mixed precision (fitted on timm&apos;s largest batches in 24 GB: ResNet-50 512 fits, ResNet-152 256 does not) × %2 M activations ÷ ResNet-50&apos;s %3 M%4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> = %1 GB, + %2 copies × %3 million concatenated inputs of the dense blocks × 2 B = %4 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inference, %2: %3 GFLOPs ÷ (%4 TFLOPS%10 × %5) = %6 ms of math + %7 ÷ %8 GB/s = %9 ms of memory traffic per image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; + %1 B × %2 million class scores of the detection head ÷ %3 GB/s = %4 ms of post-processing (top-k, box decoding and non-maximum suppression on the GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prompt&apos;s attention (QKᵀ and P·V, causal: each query reads every earlier token in all %1 layers) adds %2 FLOPs a request, %3% of 2 × parameters × prompt tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prompt&apos;s attention (QKᵀ and P·V, causal: each query reads every earlier token in %1 layers and at most %2 tokens in the other %3, whose window slides) adds %4 FLOPs a request, %5% of 2 × parameters × prompt tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention&apos;s score and context matmuls have no parameters: 12 × (%1 layers × %2 tokens of context + %3 sliding-window layers × their %4) × %5 (heads × head dimension) = %6 FLOPs per token, %7% of the parameter FLOPs (PaLM, Appendix B, the MFU convention)%8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention: %1 scores an image (%2 million a pass × %3 passes a step × %4 steps), each written to memory and read back, %5 B a score (QKᵀ writes it, the softmax reads it and writes the probability, P·V reads that) ÷ %6 GB/s = %7 s an image on top of the math. FlashAttention, PyTorch SDPA or xformers keep the scores on chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention is not charged: the model gives no count of its attention scores (model.attention_scores_m; Stable Diffusion 1.x at 512×512 computes 732.28 million a pass).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the recomputed forward&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention: %1 million scores a training sample, each read or written %2 times in memory (the forward&apos;s %3, the backward&apos;s %4%5), %6 B a score ÷ %7 GB/s = %8 s a sample on top of the math.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager attention holds %1 buffers of its largest layer&apos;s scores at once (torch.baddbmm&apos;s empty input, the scores, the probabilities): %1 × %2 B × %3 million × %4 sequences (the images of a call × the passes of a step) = %5 GB per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoder, %1 tokens a sequence, %2: 2 × %3 dense parameters × %1 + 4 × %4 layers × %1² × %5 (bidirectional attention) = %6 GFLOPs ÷ (%7 TFLOPS × %8) = %9 ms of math + %10 B × %11 million activations (%4 layers × %1 tokens × (6 × %12 + %13 + %14 heads × %1)) ÷ %15 GB/s = %16 ms of memory traffic per sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working memory: %1 sequences a call × %2 million activations × %3 B = %4 GB per GPU (as given, else 256 halved until it fits with the recommended 20% headroom; an upper bound: a framework frees a layer&apos;s input once the next has read it). An encoder keeps no KV cache: it generates no tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working memory: %1 windows a call × %2 GB (the cross- and self-attention caches of %4 decoder layers over %5 + %6 positions at beam width %3, and the encoder&apos;s widest activation) = %7 GB per GPU (as given, else 16 halved until it fits with the recommended 20% headroom).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working memory: %1 images a call × %2 million activations × %3 B = %4 GB per GPU (as given, else 256 halved until it fits with the recommended 20% headroom).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; eager attention: %1 million scores (%2 layers × %3 heads × %4²) × %5 B (%6 passes × %7 B) ÷ %8 GB/s = %9 ms more per sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; attention %1 of a pass&apos;s FLOPs (4 × %2 million scores × %3 head width ÷ %4 GFLOPs) at %5 (%6%7), the rest at %8: 1 / (%9 ÷ %8 + %1 ÷ %5) = %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention-3 class kernels on this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention-2 on Hopper-class cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, capped at the math share</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Needed: %1 videos an hour; one GPU gives %2, %n GPU(s) give %3.</source>
        <translation>
            <numerusform>Needed: %1 videos an hour; one GPU gives %2, %n GPU gives %3.</numerusform>
            <numerusform>Needed: %1 videos an hour; one GPU gives %2, %n GPUs give %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%7: %1 steps × %2 (denoiser passes a step: 2 with classifier-free guidance, 1 for a guidance-distilled model or with guidance off) × %3 GFLOPs = %4 TFLOP ÷ %5 TFLOPS = %6 s of math.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A video of %1 frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 videos/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>videos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; at batch %1 each layer&apos;s kernel has a latency its work does not cover, and the model&apos;s layers are not counted (model.conv_layers): the rate is what a full batch reaches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; eager PyTorch&apos;s host issues each layer&apos;s operations beside it, %1 layers × %2 µs = %3 ms a call, and the slower of the two sets the pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 ms ÷ %2 = %3 ms each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (fitted at %1 MHz; this card&apos;s boost clock is not in the catalog, so it is kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 µs at %2 MHz × %2 ÷ %3 MHz, this card&apos;s boost clock: a kernel too small to fill the GPU takes about as many cycles on any card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; a call at batch %1: %2 layers × %3 µs%6 = %4 ms of kernel latency on the GPU (a layer&apos;s kernels take at least that at a small batch, whatever their work) + %1 × %5 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pricelist</name>
    <message>
        <source>%1: the file holds no table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: row %2, column %3 (%4): %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; matches several GPUs; write the catalog id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU in the catalog is named &apos;%1&apos;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a billing mode (按量付费, 包年包月, 包年, 抢占式, 购买)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own price list %1, row %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the workbook cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n example row(s) of the template left out; they are never imported.</source>
        <translation>
            <numerusform>%1: %n example row of the template left out; it is never imported.</numerusform>
            <numerusform>%1: %n example rows of the template left out; they are never imported.</numerusform>
        </translation>
    </message>
    <message>
        <source>the GPU model (型号, GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price (单价, Price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no column holds %2 (headers: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the columns in the mapping step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map them with --map COLUMN=gpu_model and --map COLUMN=price (or price_per_hour, price_per_gpu_month…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (2026-12-01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not understood; the row is imported without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a price per machine, but the row gives no GPU count: add a count column (卡数) or write it in the GPU cell (8卡 H100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU cell &apos;%1&apos; says %2 GPUs, the count column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a price: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no currency: write ¥, $, 元 or USD in the cell or its header, or add a currency column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price on request (ask the vendor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a number this planner reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the billing is a purchase, but the price names a period (/时, /月, /年)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a purchase price is read for the whole server only (per card is not)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU count: &apos;%1&apos; is taken as the price of one GPU; if the offering has more, add a count column (卡数) or write it in the GPU cell (8卡 A800)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; is %2 USD a GPU-hour for %3 × %4, %5× the catalog&apos;s rental offers for this GPU (median %6 USD a GPU-hour of %n offer(s)): check the GPU count and the period</source>
        <translation>
            <numerusform>&apos;%1&apos; is %2 USD a GPU-hour for %3 × %4, %5× the catalog&apos;s rental offers for this GPU (median %6 USD a GPU-hour of %n offer): check the GPU count and the period</numerusform>
            <numerusform>&apos;%1&apos; is %2 USD a GPU-hour for %3 × %4, %5× the catalog&apos;s rental offers for this GPU (median %6 USD a GPU-hour of %n offers): check the GPU count and the period</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; is not read: no field of a price list has this name (choose one in the mapping step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; is not read: no field of a price list has this name (map it with --map %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quotefields</name>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per GPU (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU interconnect (NVLink, PCIe…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU physical cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU PCIe lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk type (NVMe, SSD…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk sequential read (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public bandwidth (Mbit/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth between nodes (Gbit/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU driver version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating system and base image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom container images (yes/no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job scheduler and quotas (yes/no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring and alerts (yes/no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup to independent storage (yes/no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access control and audit logs (yes/no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoscaling (yes/no)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price (period from the unit column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price unit (元/月, 元/卡/时, per GPU-hour…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour (× GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-day (× GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-month (× GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-year (× GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines (nodes) offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 an hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price reserved for a year (billed per hour or month, paid all year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity (GPUs; machines where the row gives the GPUs of each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price reserved for three years (billed per hour or month, paid all three years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price for three years (whole term)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for three years</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quotes</name>
    <message>
        <source>Quote %1 of the plan cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>report</name>
    <message>
        <source>Workload: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target not met: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>see the GPU dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen:      %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking (fits, meets the target, then reference cost):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meets the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits, misses the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, reference %1 USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog: ask for the datasheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a different GPU (%1, %2 GB, %3 GB/s): the plan was sized for %4; size it again with gpu.model set to %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 offered; minimum %3, recommended %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 offered; minimum %2, recommended %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs over PCIe only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell the GPU link from &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell the disk type from &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not local NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated (ask the vendor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n requirement(s) below minimum</source>
        <translation>
            <numerusform>%n requirement below minimum</numerusform>
            <numerusform>%n requirements below minimum</numerusform>
        </translation>
    </message>
    <message>
        <source>meets every minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n below recommended</source>
        <translation>
            <numerusform>%n below recommended</numerusform>
            <numerusform>%n below recommended</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not stated</source>
        <translation>
            <numerusform>%n not stated</numerusform>
            <numerusform>%n not stated</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour: %1 × %2 paid hours a month × %3 months = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month: %1 × %2 started months = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per year: %1 × %2 started years = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converted from %1 at %2 CNY per USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon: %1 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>committed cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buying breaks even: month %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour against utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per useful GPU-hour (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this plan: %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload: must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown field of the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quotes: must be an array of quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quotes[%1]: %2; this quote is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--map %1=%2: no field is named &apos;%2&apos; (fields: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--map %1=%2: no column is named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no header row: no column names a quote field (vendor, gpu_model, price_per_hour…; Chinese headers such as 供应商 or 每小时价格 work too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: quotes: must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quote %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quote must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 quote %2: %3; the quote is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manual entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: too large for a quote file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown quote file type (use .xlsx, .csv or .json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vendor: is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency: must be CNY or USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown item &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown item &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item &apos;%1&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; the row is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the vendor is empty; the quote is named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no vendor cell; the quote is named &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no currency: give CNY or USD; the quote is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the sheet has no answers and no prices: nothing to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, field &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cell %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cell %2%3 (column &apos;%4&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 row %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 row %2, column &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a currency this planner reads (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes currencies: the quote&apos;s prices are in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in %2, but the quote&apos;s prices are in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vCPUs (%2 physical cores with SMT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; is not used: no field has this name (map it with --map &apos;%2=FIELD&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no column names the vendor (a header such as &apos;vendor&apos; or &apos;供应商&apos;, or --map COLUMN=vendor); nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM online serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch (offline) inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diffusion model training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer-vision training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>video processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scientific computing (FP64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>geospatial processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model and count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated %1 by %2 %3 · catalog %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, or an accelerator with at least %2 GB memory, %3 GB/s memory bandwidth and %4 dense BF16 TFLOPS on the %5 software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of each GPU (GB = 10^9 bytes), as the plan needs it per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink / NVSwitch class link (or the vendor&apos;s equivalent, e.g. Infinity Fabric) between all %1 GPUs of a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe acceptable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink between all %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU physical cores per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe lanes per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe lanes from the CPUs for GPUs, NVMe drives and NICs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A system disk for OS, drivers and images, separate from the data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk per node for datasets, model files, checkpoints and logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk sequential read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential read rate of the data disk per node, measured (e.g. fio, 1 MiB blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local NVMe SSD for the data disk (cold data may go to object storage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local NVMe SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public network bandwidth; state the number of public IPs, port limits and whether traffic or bandwidth is billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network between nodes per node, RDMA class (InfiniBand or RoCE) for multi-node training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU driver version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver that supports %1 (for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with its kernel driver (for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating system and base image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the container image %2 runs with GPU access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom container images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own images and containers with GPU access, image registry or image reuse across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job scheduler with GPU quotas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scheduler or queue with per-user GPU quotas for a team of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring and alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory, utilization, temperature, power, disk, network and job failures, with alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup to independent storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints and key files copied to storage independent of the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access control and audit logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-user access control and audit logging of data access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autoscaling or reserved elastic nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra nodes within minutes for peaks, released after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory: the work needs %1 GB per GPU; the %2 has %3 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1 GPU-hours, %2 hours wall-clock at %3% model FLOPs utilization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: %1 %2/s per GPU; the workload needs %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The configuration meets the workload&apos;s targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU model is fixed by the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen first of %1 accelerator configurations ranked by fit, target and reference cost; next best: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU, RAM, storage and network are sized so that the GPUs are never kept waiting: performance comes from a balanced whole machine, not the GPU alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 concurrent requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time to first token ≤ %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time per output token ≤ %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 training tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, within %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 per second (or concurrently) needed, over %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU server plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec sheet · %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization %1%: cost comes from utilization, not the hourly price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remaining risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No error or warning: the configuration as chosen raises no bottleneck finding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inside the workbook is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing from the workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an XLSX workbook (not a zip archive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an XLSX workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbook has no sheet &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet &apos;%1&apos; cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five questions before buying or moving to the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are training, testing and inference sized separately?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan sizes %1 only; development and validation take %2% of the GPUs&apos; time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A separate smaller development instance would save %1 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do GPU, CPU, RAM and storage match?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No imbalance found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To fix: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are image management, containers and scheduling supported?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed: own images (based on %1), containers with GPU access and a scheduler with GPU quotas for a team of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed: own images (based on %1) and containers with GPU access, so that the environment is reproducible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do data security, access control and audit logs meet the requirements?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required: the data is marked sensitive; access control and audit logging must be in the contract before any data is copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data is not marked sensitive; still confirm who can reach the machines, the disks and the snapshots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is service support adequate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask in writing: supply stability and delivery time, support hours, failure response time and how a failed GPU is replaced (SLA).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before buying, after renting, and the questions to ask the vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open findings to resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the configuration as chosen raises no error or warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. List the needs before buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the workload with the team: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1 B parameters; peak GPU memory %2 GB per GPU; run of %3 days for a team of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Size every dimension and confirm it in the quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the quote states NVLink (or the vendor&apos;s GPU link) between all %1 GPUs of a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required: the plan splits the model or the training over the GPUs; over PCIe alone 8 GPUs are far from 8× one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: the replicas run independently, PCIe is acceptable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the CPU model and its physical core count: the plan needs ≥ %1 physical cores per node (%2 recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm ≥ %1 GB RAM per node (%2 GB recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the data disk&apos;s sequential read MB/s: the plan needs ≥ %1 MB/s per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm a separate system disk (≥ %1 GB) and a local NVMe data disk of ≥ %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm ≥ %1 Mbit/s public bandwidth; ask for the number of public IPs, port limits, cross-region latency and whether traffic or bandwidth is billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm ≥ %1 Gbit/s per node between the nodes, RDMA class (InfiniBand or RoCE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. After renting, test before production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device recognition: inside the container, %1 lists %2 × %3 with %4 GB each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also check the driver and runtime versions: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU link: `nvidia-smi topo -m` (or the vendor&apos;s tool) shows a direct link between all %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU and RAM: `lscpu` shows ≥ %1 physical cores, `free -g` ≥ %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data read test: read the real data once from the data disk; sequential read ≥ %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example: fio --name=read --rw=read --bs=1M --size=10G --direct=1 on the data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data read test: load the model files and a sample of the real data from the data disk once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short stress test (about 30 minutes of the real workload): record GPU memory use, temperature and power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only then move production data and jobs onto the machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expect about %1 GB of GPU memory per GPU; alert above 85 °C; power up to %2 W per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not debug the environment inside a production job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Decide from monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitor GPU memory, GPU utilization, temperature, power, disk, network and job failures, with alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization under 30%: check the data pipeline (disk read, CPU) before adding GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory above 95% or out-of-memory: more GPU memory; swapping: more RAM; saturated links: more bandwidth or nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the measured utilization with the plan&apos;s %1%: below %2% on monthly, reserved or bought GPUs, move to hourly billing with auto-release or share the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote comparison: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) against the plan&apos;s requirements; this workload&apos;s cost over %1 months in %2</source>
        <translation>
            <numerusform>%n quote against the plan&apos;s requirements; this workload&apos;s cost over %1 months in %2</numerusform>
            <numerusform>%n quotes against the plan&apos;s requirements; this workload&apos;s cost over %1 months in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workload&apos;s cost on each quote over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked by requirements below minimum, then by cost over the horizon, then by requirements below recommended and not stated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirements against quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms and prices of each quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support and SLA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the vendor: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No accelerator in the catalog matches the plan (software stack or GPU pin): nothing to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request for quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in the vendor, offering and currency cells, then for each requirement what you offer and its value in the unit shown. Put the prices of the whole configuration on the &apos;total&apos; row. Leave the first six columns as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency (CNY or USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole configuration as above: prices and terms for everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered part / model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The eight dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum: the least that runs the workload. Recommended: what the engine proposes. Chosen: the plan&apos;s configuration. GB = 10^9 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternatives considered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs × nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No billing mode has a price: enter prices in the plan&apos;s cost section to see the cost charts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the cost is computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization levers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every constant the engine and the cost model used; each can be changed in the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog and sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog version %1. Hardware figures come from vendors&apos; datasheets, prices from public price lists with their date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: not a GPU Server Planner plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version: the plan was saved by a newer version of GPU Server Planner; update the application to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for the bandwidth between the nodes (%1 Gbit/s recommended; the replicas need no RDMA fabric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the image offers %1 ≥ %2 (%3 recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checklist: must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checklist.%1: must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes for information: %1. All findings are on page %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors and warnings not shown here: %1; notes: %2. All findings are on page %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five questions before buying answered: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote of %1 could not be saved in the quote library: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: replaced by the newer quote from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; could be %2: choose one, or ask for the exact variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not say how many cores: ask the vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification after renting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance report %1 from %2, run %3: %4 pass, %5 warning, %6 fail, %7 skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>unverified: %n requirement(s) not stated (ask the vendor)</source>
        <translation>
            <numerusform>unverified: %n requirement not stated (ask the vendor)</numerusform>
            <numerusform>unverified: %n requirements not stated (ask the vendor)</numerusform>
        </translation>
    </message>
    <message>
        <source>no usable price</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>States and meets every minimum; the lowest cost of the %n quote(s) that do (%1).</source>
        <translation>
            <numerusform>States and meets every minimum; the only quote that does (%1).</numerusform>
            <numerusform>States and meets every minimum; the lowest cost of the %n quotes that do (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>States and meets every minimum; %1, more than %n such quote(s) above it.</source>
        <translation>
            <numerusform>States and meets every minimum; %1, more than %n such quote above it.</numerusform>
            <numerusform>States and meets every minimum; %1, more than %n such quotes above it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Below every quote that states and meets the minimums: it does not state %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below every quote that meets the minimums: %1 below minimum (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a month is %2× the catalog estimate of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Likely cause: the price was read %2%3; read %4 it gives %5 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the file says &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (from the column &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Check the price and its unit with the vendor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote states no GPU count: its per-GPU prices are multiplied by the plan&apos;s %1 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy or rent: net cost over %1 months against utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest rent mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buying wins above %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version: must be a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: must be text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: wrong type (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be between 0 and %2, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no period: say per hour, day, month or year (in the header, in a unit column such as 计价单位, or by choosing the column&apos;s field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a day × %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU: %1 %2 × %3 GPUs = %4 for the configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per day: %1 = %2 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; is not used (choose its field in the column-mapping step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no column holds the vendor: choose &quot;vendor&quot; for one in the column-mapping step; nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no currency: give CNY or USD (a currency column, a ¥ / $ sign, or the currency in the column-mapping step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no currency: give CNY or USD (a currency column, a ¥ / $ sign, or --quote-currency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the workbook has no sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no sheet is named &apos;%2&apos; (sheets: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inside the workbook is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet &apos;%1&apos; spreads %2 cells over %3 rows and columns up to %4: too large for a quote sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices as read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>GPUs: %1 × %2 per node, %n node(s)%3</source>
        <translation>
            <numerusform>GPUs: %1 × %2 per node, %n node%3</numerusform>
            <numerusform>GPUs: %1 × %2 per node, %n nodes%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput: %1 concurrent streams per GPU; the workload needs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate: %1 TFLOPS FP64 per GPU; %2 GPU-hours, %3 hours wall-clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 concurrent streams, over %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 × %3 × %n node(s) — %4%5</source>
        <translation>
            <numerusform>%1. %2 × %3 × %n node — %4%5</numerusform>
            <numerusform>%1. %2 × %3 × %n nodes — %4%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs in total: %1 per node × %n node(s) recommended</source>
        <translation>
            <numerusform>GPUs in total: %1 per node × %n node recommended</numerusform>
            <numerusform>GPUs in total: %1 per node × %n nodes recommended</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Confirm the quote states %1 × %2 (%3 per node × %n node(s)), not a different variant of the card</source>
        <translation>
            <numerusform>Confirm the quote states %1 × %2 (%3 per node × %n node), not a different variant of the card</numerusform>
            <numerusform>Confirm the quote states %1 × %2 (%3 per node × %n nodes), not a different variant of the card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed: %1 tokens/s in total over %n replica(s); time to first token %2 ms, time per output token %3 ms.</source>
        <translation>
            <numerusform>Speed: %1 tokens/s in total over %n replica; time to first token %2 ms, time per output token %3 ms.</numerusform>
            <numerusform>Speed: %1 tokens/s in total over %n replicas; time to first token %2 ms, time per output token %3 ms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reference prices more than a year old: %n</source>
        <translation>
            <numerusform>Reference price more than a year old: %n</numerusform>
            <numerusform>Reference prices more than a year old: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask for current quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: </source>
        <comment>between a name and what follows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between list items</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.</source>
        <comment>end of a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>finding title and message</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only the first %2 rows are read; a quote file holds at most that many. Split the file to import the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only the first %2 quotes are read; a quote file holds at most that many. Split the file to import the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quotes could not be saved in the quote library. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meets every minimum as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The load needs %1: the quote&apos;s price for %2 × %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No number of these machines meets the targets: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB (datasheet of the %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated; the GPU named has %1 GB, the load needs %2 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no number of these machines meets the targets: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judged as %1, the machines the load needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a different GPU (%1): it meets the targets on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a different GPU (%1): no number of them meets the targets: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory per node: at least the node&apos;s GPU memory (GPUs × memory of each) and %1 GB for this work, rounded to a server size; %2 GB for a node of %3 × %4 GB. Other node shapes are judged for what they hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1 B parameters; peak GPU memory %2 GB per GPU; one job of %3 costing %4 (%5 billing) for a team of %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost of the job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a one-off job of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length of the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores stated, but the CPU reads as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read as %1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no usable price (ask the vendor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No usable price: listed below every priced quote (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask the vendor for a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU count is not stated or not understood: its price cannot be set against the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not understood: &apos;%1&apos; (ask the vendor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; names a currency other than CNY or USD, or two of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in %2, but %3 says %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column header &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the currency column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column header &apos;%1&apos; and the currency column disagree on the currency, or the header names one other than CNY or USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n quote(s) read</source>
        <translation>
            <numerusform>%1: %n quote read</numerusform>
            <numerusform>%1: %n quotes read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n quote(s) read (%2 priced, %3 price on request)</source>
        <translation>
            <numerusform>%1: %n quote read (%2 priced, %3 price on request)</numerusform>
            <numerusform>%1: %n quotes read (%2 priced, %3 price on request)</numerusform>
        </translation>
    </message>
    <message>
        <source>read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a price this planner reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives two different numbers of CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives two different core counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; says %2 cores, but the catalog lists %3 cores per CPU for this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 cores = %3 cores (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; names machines and GPUs: give the GPUs in a count column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives two different GPU counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a system or data disk with a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no vendor and no offering; the row is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no vendor, row %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is quoted twice (first in row %3); both quotes are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the cell is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly prices are paid for %1 h × min(1, busy share %2 × (1 + auto-release overhead %3)) = %4 h a month, as the plan&apos;s own hourly cost; monthly and yearly prices for every started month or year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n vendor(s) with every cell read and priced</source>
        <translation>
            <numerusform>%n vendor with every cell read and priced</numerusform>
            <numerusform>%n vendors with every cell read and priced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s)</source>
        <translation>
            <numerusform>%n quote</numerusform>
            <numerusform>%n quotes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Physical cores (not vCPUs or threads) per node of %n GPU(s); a node with fewer GPUs is judged for what it holds</source>
        <translation>
            <numerusform>Physical cores (not vCPUs or threads) per node of %n GPU; a node with fewer GPUs is judged for what it holds</numerusform>
            <numerusform>Physical cores (not vCPUs or threads) per node of %n GPUs; a node with fewer GPUs is judged for what it holds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>RAM %1 GB per node against %2 GB of GPU memory; %3 CPU cores for %n GPU(s); data disk %4 MB/s.</source>
        <translation>
            <numerusform>RAM %1 GB per node against %2 GB of GPU memory; %3 CPU cores for %n GPU; data disk %4 MB/s.</numerusform>
            <numerusform>RAM %1 GB per node against %2 GB of GPU memory; %3 CPU cores for %n GPUs; data disk %4 MB/s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Minimum %n GPU(s); the plan needs %1 GB of GPU memory per GPU, the card has %2 GB.</source>
        <translation>
            <numerusform>Minimum %n GPU; the plan needs %1 GB of GPU memory per GPU, the card has %2 GB.</numerusform>
            <numerusform>Minimum %n GPUs; the plan needs %1 GB of GPU memory per GPU, the card has %2 GB.</numerusform>
        </translation>
    </message>
    <message>
        <source>Peak GPU memory %1 GB per GPU; one job of %2 costing %3 (%4 billing) for a team of %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GPU memory %1 GB per GPU; run of %2 days for a team of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 × %3, %4</source>
        <comment>price offer: provider: GPUs × GPU model, billing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s GPU (fixed by the plan).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s GPU: first in the ranking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not meet the workload&apos;s targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hourly reference price in the catalog: ranked after the priced ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs %1 more than the plan&apos;s GPU at reference prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not the GPU model the plan fixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets the targets with more GPUs or nodes than the plan&apos;s GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference cost: the catalog&apos;s cheapest hourly price per GPU × the GPU-hours shown (the whole job), or × 730 hours per GPU (a month of service) where none are shown. The plan&apos;s own prices are under &quot;What it costs&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing advice, rules and the two cost cases follow two public Chinese guides: a GPU server rental guide on eight configuration items (GPU, GPU memory, CPU, RAM, storage, network, software environment, operations) and a GPU cloud server buying guide on seven configuration and deployment points, with its two case studies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in total: %1 recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cell %2%3 (item &apos;%4&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 row %2, column %3 (item &apos;%4&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offering</source>
        <comment>header of the offering names of a quote table turned from one quote per column; must read as the offering field</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. The file writes the unit out (&apos;%2&apos;): check with the vendor what the price covers (servers, GPUs, term); read %3 instead it gives %4 a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose &quot;vendor&quot; for a column in the column-mapping step to name them otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--map COLUMN=vendor names them otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no column or label names the vendor: the quotes are named &apos;%2&apos; from the title; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no column, label or title names the vendor: the quotes are named &apos;%2&apos; after the file; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU, to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to buy the machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>To buy: %1 (%n machine(s) of %2 × %3%4); owning them a month: power %5 + hosting %6 + maintenance %7 + operations staff %8 + repairs %9 = %10 (the plan&apos;s purchase arithmetic); over %11 months, less the book value %12 left at the end: %13.</source>
        <translation>
            <numerusform>To buy: %1 (%n machine of %2 × %3%4); owning them a month: power %5 + hosting %6 + maintenance %7 + operations staff %8 + repairs %9 = %10 (the plan&apos;s purchase arithmetic); over %11 months, less the book value %12 left at the end: %13.</numerusform>
            <numerusform>To buy: %1 (%n machines of %2 × %3%4); owning them a month: power %5 + hosting %6 + maintenance %7 + operations staff %8 + repairs %9 = %10 (the plan&apos;s purchase arithmetic); over %11 months, less the book value %12 left at the end: %13.</numerusform>
        </translation>
    </message>
    <message>
        <source>, with %1 of network gear between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (GPU model pinned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a formula no spreadsheet has computed (a file written by a script holds no values): open and save it in Excel, WPS or LibreOffice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1 s wall-clock at %2 %3/s per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1 GPU-hours, %2 hours wall-clock at %3 %4/s per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hours of audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1 GPU-hours, %2 hours wall-clock at %3 s of audio a second per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speech-model training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 hours of audio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 hours of audio × %2 epochs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ns each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 ns/day each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Speed: %1 ns/day per simulation on %n GPU(s); %2 GPU-hours, %3 hours wall-clock.</source>
        <translation>
            <numerusform>Speed: %1 ns/day per simulation on %n GPU; %2 GPU-hours, %3 hours wall-clock.</numerusform>
            <numerusform>Speed: %1 ns/day per simulation on %n GPUs; %2 GPU-hours, %3 hours wall-clock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed: %1 ns/day per simulation on %n GPU(s).</source>
        <translation>
            <numerusform>Speed: %1 ns/day per simulation on %n GPU.</numerusform>
            <numerusform>Speed: %1 ns/day per simulation on %n GPUs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n simulation(s) of %1 atoms in %2</source>
        <translation>
            <numerusform>%n simulation of %1 atoms in %2</numerusform>
            <numerusform>%n simulations of %1 atoms in %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 frames at %2 GPU-seconds each on the %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOP of FP64 work on a %2 GB working set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points against %2 polygons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 polygons parsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 raster tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Time: %1 hours wall-clock at %2 output tokens/s in total over %n replica(s).</source>
        <translation>
            <numerusform>Time: %1 hours wall-clock at %2 output tokens/s in total over %n replica.</numerusform>
            <numerusform>Time: %1 hours wall-clock at %2 output tokens/s in total over %n replicas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>within %n day(s)</source>
        <translation>
            <numerusform>within %n day</numerusform>
            <numerusform>within %n days</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests of %2 prompt + %3 output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 images/s, over %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 simulator instances at once, %2 GB of GPU memory each, over %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 GB working set held in GPU memory, over %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job on %1: %2 h of work ÷ utilization %3 = %4 h (on the plan&apos;s own configuration: %5 h).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour: %1 × %2 paid hours = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) against the plan&apos;s requirements; this workload&apos;s cost as one job in %1</source>
        <translation>
            <numerusform>%n quote against the plan&apos;s requirements; this workload&apos;s cost as one job in %1</numerusform>
            <numerusform>%n quotes against the plan&apos;s requirements; this workload&apos;s cost as one job in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>This workload&apos;s cost as one job on each quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a verdict</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 × %2 epochs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per machine: %1 %2 × %3 machines = %4 for the configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no number of machines (a whole number from 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs in all do not split evenly over %2 machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes × %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per machine-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per machine-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per machine-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per machine, to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per machine-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — </source>
        <comment>between a status and the note that explains it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a row of your own price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 at %3 per GPU-hour × %4 h a month; the price: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for a year&apos;s reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for a year: %1 an hour × %2 hours = %3 a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for a year: %1 a month × %2 months = %3 a year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price for three years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU for three years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for three years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per machine for three years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for a three-year reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a three-year reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for three years: %1 × %2 started terms = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for three years: %1 an hour × %2 hours = %3 for the term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for three years: %1 a year × %2 years = %3 for the term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved for three years: %1 a month × %2 months = %3 for the term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no price column (price_per_hour, price_per_month, price_per_year, price_reserved_year, price_reserved_3year): the quotes cannot be priced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved for three years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 videos/h of %2 frames, over %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: %1 videos an hour per GPU; the workload needs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image or video generation (diffusion) serving</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Use %1 nodes × %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low utilization on a fixed term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected utilization is %1% on %2 billing: most paid GPU-hours idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill hourly with auto-release, or raise utilization with a scheduler and night runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady load on hourly billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days of 24/7 work at %2% utilization are billed by the hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare monthly, reserved and purchase in the cost view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed 8-GPU node for mostly development</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of the time goes to development and validation on a fixed %2-GPU node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a mid-size development instance and rent multi-GPU nodes by the hour for training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The work needs %1 GB per GPU; the %2 offers %3 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use more GPUs with sharding or tensor parallelism, or a GPU with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory far above the need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the smaller GPU, or use the spare memory for larger batches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several GPUs the software cannot use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs are planned, but the software runs on one GPU only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use one GPU, or enable data, tensor or pipeline parallelism in the software first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-GPU work over PCIe only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs per node exchange gradients or tensor shards over PCIe (about %2 GB/s per GPU) instead of an NVLink-class link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose GPUs with NVLink (SXM/HGX or NVLink-bridged cards), or keep the job on one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the GPUs&apos; NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD GPU without a ROCm software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 runs ROCm, but the software is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built for another stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an NVIDIA GPU, or port the software to ROCm and validate it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascend NPU without a CANN software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 runs CANN, but the software is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a GPU whose stack the software supports, or port and validate it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weak FP64 for double-precision science</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 offers %2 FP64 TFLOPS; compute-bound FP64 codes want at least %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a data-centre GPU with full-rate FP64 (A100, H100, MI250X, MI300X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hardware video encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no NVENC engine; the plan transcodes %2 streams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a GPU with NVENC engines (L4, L40S, A10, T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute-only GPU for rendering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no RT cores or graphics pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision without hardware support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan asks for %1, which the %2 does not support in hardware; it runs at %3 speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency target not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token %1 ms (target %2 ms); time per output token %3 ms at batch 1 (target %4 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a GPU with more bandwidth and compute, tensor parallelism over NVLink, or a lower precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job misses its deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPUs or nodes, or move the deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too little capacity for the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPUs or replicas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several nodes not needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes are planned, but the software does not run distributed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes are planned, but one node of %2 GPUs already meets the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU too weak for the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the CPU to %1 physical cores per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough PCIe lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPUs provide %1 PCIe lanes; the GPUs, NVMe drives and NICs need %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a platform with more lanes (two sockets, or PCIe switches on the baseboard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Few memory channels for the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefer a platform with at least %1 channels populated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host RAM below GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB of RAM for %2 GB of GPU memory in the node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise RAM to at least %1 GB per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 GB of RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough host RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB of RAM; cache, programs, data-loader workers and offloaded states need %2 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise RAM to %1 GB per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk too slow to feed the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data disk reads %1 MB/s; keeping the GPUs busy needs %2 MB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use local NVMe, striped over several drives if needed, and stage data from shared storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use striped local NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frequently read data off NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training data is read every epoch from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the working set on local NVMe; keep cold data in object storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use local NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Many small files on shared storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files of %2 MB on average are read from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack samples into shards (WebDataset, TFRecord) and stage them on local NVMe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage the data on local NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System disk under 100 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system disk has %1 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a system disk of %1 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a %1 GB system disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System and data on one disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The OS and the datasets, models, checkpoints and logs share one disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a separate data disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a separate data disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large dataset on local disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB of data are planned on local NVMe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the working set local and the cold part in object storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network below the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gbit/s between nodes; the gradient exchange needs %2 Gbit/s per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Mbit/s of public bandwidth; requests and data sync need %2 Mbit/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-node training without a fast fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes train together over %2 Gbit/s per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use InfiniBand or RoCE with at least %1 Gbit/s per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public bandwidth far above the need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Mbit/s of public bandwidth for a need of about %2 Mbit/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower the public bandwidth; check whether traffic or bandwidth is billed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 Mbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 is older than the %2 needs (CUDA %3 or newer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1 no longer supports the %2 (last: CUDA %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver %1 is older than CUDA %2 needs (%3 or newer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver and CUDA do not match the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use CUDA %1 with driver %2 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use CUDA %1, driver %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework version not pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The framework is given as &apos;%1&apos;, without a version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin the version, e.g. %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shared image for the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 people share the GPUs without a common image or container definition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one container image (Dockerfile) for the team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a shared container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long training without checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1-hour run has no checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints every %1 min; the optimum for this job&apos;s failure rate is %2 min.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint every %1 min (Young/Daly).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint every %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory, utilization, temperature, power and job failures are not monitored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitor them with alert thresholds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn monitoring on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints not copied to independent storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1-hour run keeps its checkpoints only on the node&apos;s disks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy checkpoints to object storage or another system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up to independent storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared GPUs without scheduler or quotas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 people share the GPUs without a scheduler or quotas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a scheduler with GPU quotas (Slurm, Kubernetes with quotas, a queue).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a scheduler with quotas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitive data without access control and audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data is sensitive, but %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither access control nor audit logging is planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access control is not planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit logging is not planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan access control and audit logs before the data arrives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add access control and audit logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training and serving share one pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training and latency-sensitive serving run on the same GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate the training cluster from the inference nodes and autoscale the latter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate training and inference pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peaks without elastic capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal is to absorb peaks, but no elastic nodes or autoscaling are planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve elastic nodes and autoscale from a shared image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add autoscaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended GPU memory above the GPU&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan recommends %1 GB per GPU (the need of %2 GB with headroom); the %3 has %4 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a GPU with at least %1 GB, or spread the work over more GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2% of the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure follows from the plan&apos;s own inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced at %1. A price from another region or provider than the GPUs&apos; changes the total most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the traffic estimate and enter the traffic price of the GPUs&apos; provider and region under Workload &gt; Prices and costs; a CDN or a provider that includes traffic lowers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check this estimate and its price under Workload &gt; Prices and costs before comparing GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes up %2 of the %3 a month on %4 billing, more than the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over budget: the job costs %1, the budget is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over budget: %1 a month, the budget is %2 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget as entered on the wizard&apos;s last page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget as entered on the wizard&apos;s last page, converted at %1 CNY per USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No billing mode fits the budget: lower the load or the targets, use a smaller GPU, or raise the budget (Edit &gt; Workload).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No AV1 hardware encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No AV1 hardware decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 (%2) encodes H.264 and HEVC in hardware, not AV1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 (%2) cannot decode AV1 in hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an Ada Lovelace or newer GPU (L4, L40S), or encode H.264 or HEVC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 × %2 (%3 cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 Mbit/s public and %2 Gbit/s between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 Mbit/s public bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 Gbit/s between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an RDMA fabric of %1 Gbit/s per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 billing the plan costs %2% of the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 billing the job costs %2, within the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 billing the plan costs %2 a month, within the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>On %n GPU(s): %1.</source>
        <translation>
            <numerusform>On %n GPU: %1.</numerusform>
            <numerusform>On %n GPUs: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rendering without RT cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no RT cores: the renderer runs through CUDA, about %2× slower than with RT cores at the same FP32 rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles and Octane use RT cores through OptiX where the GPU has them and fall back to CUDA on compute-only GPUs (A100, H100); the same scene took 22.53 s with CUDA and 13.54 s with OptiX on one GPU (Blender 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 physical cores feed %n GPU(s); the data pipeline needs at least %2.</source>
        <translation>
            <numerusform>%1 physical cores feed %n GPU; the data pipeline needs at least %2.</numerusform>
            <numerusform>%1 physical cores feed %n GPUs; the data pipeline needs at least %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The CPUs have %1 memory channels for %n GPU(s).</source>
        <translation>
            <numerusform>The CPUs have %1 memory channels for %n GPU.</numerusform>
            <numerusform>The CPUs have %1 memory channels for %n GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost comes from utilization, not the hourly price: tier resources, queue and batch jobs (night runs), and quantize or cache before adding GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long, high, fixed-size load running all year can be cheaper on a term, dedicated hosting or owned hardware; compare total cost of ownership, not the hourly price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team that mostly cleans data and validates at small scale leaves a fixed high-end node idle; one mid-size instance for daily work plus on-demand multi-GPU training cut monthly compute spend by about 35%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the model, its states and caches do not fit, the job fails or swaps parameters and slows down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without headroom, a longer sequence, a larger batch or a new framework version runs out of memory, and the job fails or slows down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare memory, bandwidth, compatibility, price and run time rather than the newest or largest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the task cannot run in parallel across GPUs, renting an 8-GPU node only adds cost; a single GPU with more memory is often cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight GPUs are not eight times one: with too little GPU-to-GPU bandwidth, every added GPU scales worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Online inference is judged by concurrency and response latency; decode speed is bound by memory bandwidth, prefill by compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the expected run time before choosing single GPU, multi-GPU or batches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size for the peak concurrency and request rate, not the average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go multi-node only when one machine&apos;s memory, compute or concurrency is not enough and the application supports distributed runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD Instinct GPUs suit environments already ported to ROCm; CUDA-only code does not run on them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ascend NPUs need the software ported to CANN (torch_npu or MindSpore); framework support decides what runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scientific computing mostly needs double-precision performance and long stable runs; graphics and inference GPUs cut FP64 to a small fraction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video processing depends on hardware encode/decode capability; several data-centre training GPUs (A100, H100, H200) have decoders but no encoder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphics rendering depends on the GPU&apos;s graphics capability; compute-only accelerators have no ray-tracing hardware or display pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs differ widely in FP32, FP16 and tensor-core support; judge by the precision the work needs, not by generation or name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU preprocesses data, schedules tasks, decompresses files and handles requests; with too few cores the GPUs wait for data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-GPU servers must connect each GPU with enough PCIe lanes, or GPUs congest when they transfer at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check clock, memory channels and PCIe lanes together with the core count: memory bandwidth feeds the data pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High GPU memory with low host memory is a common imbalance: weights, checkpoints and pinned transfer buffers pass through host RAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short of memory, the system swaps and everything slows down; estimate dataset cache plus program footprint plus about 30%, counting each loader process&apos;s copies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A typical symptom is GPU utilization of only 30–50%: the GPUs wait while the training set is read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-frequency training with heavy reads and writes suits NVMe SSDs; check random-read performance too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large training sets of fragmented samples on shared storage leave the GPUs at 30–50% utilization; every small read costs a metadata round trip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system disk holds the OS, drivers, runtimes and container images: about 100–200 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separate system and data disks are easier to grow and to troubleshoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-lived data can go to object storage instead of expensive local disks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model downloads, remote data, many users and multi-node training all consume bandwidth; many users, data sync or multi-node work need 1–10 Gbit/s or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-node training depends on network bandwidth and latency; a weak network directly slows the whole job. Reference designs give each GPU its own 200–400 Gbit/s RDMA link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A service called only from the intranet should improve its internal links instead of paying for high public bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mismatched OS, driver, runtime or container version can leave the GPU unrecognized, make programs fail or break multi-GPU communication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the environment into a Dockerfile and pin Python, PyTorch and dependencies; with drifting versions the same model does not reproduce across people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a unified environment, dependency versions drift and the same model does not run for the next person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous training must save checkpoints regularly and copy key files to independent storage; a failure otherwise loses all work since the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even a short test should watch GPU memory, utilization, temperature and failures; the data shows whether the configuration is right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sync key files to independent storage: a failed node takes its local disks with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without quotas one job holds the GPUs for long and others queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When training data includes business files, user material or internal models, data security, access control and log audit cannot be added later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When training and online inference shared one set of GPUs, latency rose at every promotion; splitting into an offline training cluster and autoscaled inference nodes cut response time by about 40%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services with fluctuating load need reserved elastic nodes and reusable network and images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA encodes AV1 from the Ada Lovelace generation on (L4, L40S, RTX 4090) and decodes it on Ampere graphics parts (A10, A40), Ada and Blackwell; A100, A30, H100 and H200 decode no AV1 (NVENC and NVDEC application notes, Video Codec SDK 12 and 13); without it the CPU does the work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an A10, L4, L40S or newer graphics GPU, or a source in H.264 or HEVC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No renderer runs on this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles renders on CUDA GPUs and, through HIP, on AMD&apos;s RDNA graphics cards only (Blender manual, GPU Rendering); Octane and V-Ray GPU are CUDA only. Compute accelerators of other vendors have no renderer path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no RT cores: the renderer runs through CUDA. Blender Open Data measures it at %2 Cycles samples/min, %3 of an L40S with RT cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a GPU with RT cores: %1 × %2 meets the target%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU with RT cores in the catalog holds this work: it needs %1 GB per GPU and those with RT cores have at most %2 GB (%3). Keep a GPU with enough memory and plan for the slower rate, or make the scene smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU with RT cores in the catalog meets the target; keep a GPU that does and plan for the slower rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> with faster frames, or keep this one and plan for the slower rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no RT cores: the renderer runs through CUDA. Blender Open Data has not measured it; from the measured GPUs without RT cores it is estimated at %2 Cycles samples/min, %3 of an L40S with RT cores. Time one frame on it before committing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ns/day per simulation is set by one GPU&apos;s speed and by how much the engine gains from splitting one simulation over GPUs; a small system gains little or nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each simulation runs on GPUs of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a faster GPU, a longer time step if the model allows it, or run independent simulations side by side instead of one faster one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPUs for the simulations that must run at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate %1 images per call (requests grouped, or several images per prompt): with framework defaults each step waits on the host, and a batch shares the wait. Or add GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate %1 images per call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a GPU with that precision (FP4: Blackwell; FP8: Hopper, Ada, Blackwell, MI300; BF16: Ampere and newer), or change the precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 physical cores feed %n GPU(s); GPU-offload molecular dynamics needs at least %2 for the ns/day planned.</source>
        <translation>
            <numerusform>%1 physical cores feed %n GPU; GPU-offload molecular dynamics needs at least %2 for the ns/day planned.</numerusform>
            <numerusform>%1 physical cores feed %n GPUs; GPU-offload molecular dynamics needs at least %2 for the ns/day planned.</numerusform>
        </translation>
    </message>
    <message>
        <source>In GPU-offload mode (NAMD 2.x) the CPU cores integrate every step while the GPUs compute forces: with fewer cores each step takes longer and the GPUs wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train %1 samples per GPU a step (gradient accumulation keeps the global batch), or use a GPU with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the per-GPU batch to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job takes %1 h at the CPU&apos;s rate; the GPUs alone would take %2 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The work needs %1 GB per GPU; the %2 has %3 GB. %4 meets the target for about %5 instead of %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data loaders keep the GPUs waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 data loader workers per GPU each GPU trains %2 %3 a second where it could train %4: the GPUs wait %5% of the time, and the job takes %6 h where loaders that keep up give %7 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A data loader worker prepares batches on a CPU core while the GPU trains; with none (PyTorch&apos;s and Hugging Face Trainer&apos;s default) the training process prepares each batch between steps and the GPU waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each GPU about %1 loader workers (dataloader_num_workers), and the cores for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use loader workers that keep up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 loader workers per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gradient exchange stalls each step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between %1 nodes each optimizer step computes %2 ms, then waits %3 ms for the gradients (%4 GB a node at %5 Gbit/s, the fastest fabric): the GPUs idle %6% of the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel training exchanges the gradients at every optimizer step; a step too short to hide it behind the backward pass leaves the GPUs waiting on the network, and cross-node training is only as fast as that network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the global batch to about %1 samples (%2 per GPU a step, accumulated) if the optimizer allows it, or train on fewer nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a global batch of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Each optimizer step waits %1 ms for it after %2 ms of compute, so the job takes %3× as long as on the recommended fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Each step waits for it: the job takes %1× as long as on the recommended fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch does not split over the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A global batch of %1 over %2 GPUs is %3 samples a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel training gives every GPU the same micro-batch × accumulation steps a step, so the global batch is a whole number of samples per GPU times the GPUs (PyTorch DDP and FSDP with a distributed sampler, a per-device batch in Hugging Face).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a global batch of %1 (%2 a GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a global batch of %1 (%2 a GPU) or %3 (%4 a GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encode sessions capped on GeForce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA&apos;s driver limits non-qualified GPUs (GeForce, TITAN) to %1 concurrent encode sessions per system, all such cards together (NVENC Application Note, Video Codec SDK 13.0, licensing policy); data-centre and RTX professional GPUs are limited by their engines only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a data-centre or RTX professional GPU with NVENC (L4, L40S, RTX A-series), or plan one node per %1 streams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Each node of %1 runs at most %2 encode sessions, though its engines could run %3 streams: %4 streams need %n node(s).</source>
        <translation>
            <numerusform>Each node of %1 runs at most %2 encode sessions, though its engines could run %3 streams: %4 streams need %n node.</numerusform>
            <numerusform>Each node of %1 runs at most %2 encode sessions, though its engines could run %3 streams: %4 streams need %n nodes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Or decode the images on the GPUs (NVIDIA DALI, nvJPEG; Image decoding: On the GPUs), which leaves the CPU its per-GPU floor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 runs %2; the geospatial kernels this plan is rated on (cuSpatial, HeavyDB) are built for CUDA only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weak FP64 for double-precision molecular dynamics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 offers %2 FP64 TFLOPS against %3 FP32; %4 here computes in double precision on those FP64 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GeForce, workstation and inference GPUs cut FP64 to 1/64 of FP32; the estimate counts it, and a code bound by the FP64 units runs slower still (LAMMPS-KOKKOS on an RTX 3080 ran 2× slower than the estimate).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run mixed precision (LAMMPS&apos;s GPU package, or KOKKOS built mixed, where the force field allows it), or choose a GPU with full-rate FP64 (A100, H100, MI250X, MI300X).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate %1 images a call, use a fused attention (PyTorch 2.0&apos;s SDPA or xformers keep the scores on chip), or use a GPU with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the images per call to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>units</name>
    <message>
        <source>GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FTE-year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IP-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mbps-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1/node-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>country code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cores/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>channels/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copies</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>Add GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory stayed above 95 % of %1 MiB in %2 % of the samples over %3 h (peak %4 %).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a GPU with more memory, or spread the model over more GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed the GPUs before adding more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average utilization %1 % (p95 %2 %) at %3 % of the power limit: the GPUs wait for data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average utilization %1 % (p95 %2 %): the GPUs wait for data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan already suspects: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the data disk&apos;s read rate and the CPU data loaders first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage the data on local NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer or smaller GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization averaged %1 % over %2 h; the GPUs were idle (&lt; 5 %) for %3 h, the longest stretch %4 min.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent fewer GPUs, or smaller ones, once the pipeline is fed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1 GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix cooling or power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs throttled (HW slowdown, thermal or power brake) for %1 min, %2 % of the run; hottest %3 °C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttled GPUs run slower than the plan assumes and often fail sooner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to check airflow, inlet temperature and power delivery, or move to another machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zlib could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a gzip file, or a damaged one (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive unpacks to more than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the gzip stream ends early (truncated file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a tar archive (bad header checksum at byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tar archive ends inside &quot;%1&quot; (truncated file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the report folder holds more than %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the report folder is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the archive holds no files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SKIPPED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no NVIDIA driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no nvidia-smi output in the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count and model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count = plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi is missing or cannot talk to a driver on this machine; the GPU checks that follow are skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi reports %1 attached GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normalised name = plan model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the planned model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 MiB (%2 × nominal × 1024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA version the driver supports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Persistence mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on (warning otherwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run `sudo nvidia-smi -pm 1` or enable nvidia-persistenced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIG mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= plan (off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on for datacenter GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncorrected ECC errors since driver load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aggregate SRAM uncorrectable errors %1 &gt; 4: usually an RMA reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row remapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none pending, no failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending → warning (reset); failure → fail (RMA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Xid event(s)</source>
        <translation>
            <numerusform>%n Xid event</numerusform>
            <numerusform>%n Xid events</numerusform>
        </translation>
    </message>
    <message>
        <source>hardware faults: Xid %1. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a reset or attention: Xid %1. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>application-level: Xid %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the kernel log was denied (dmesg needs root here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xid errors in the kernel log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>48, 64, 74, 79, 95, 119, 120 fail; 63, 92, 94 warn; 13, 31, 43 application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe generation under load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gen%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= plan under load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link stays at a lower generation while the GPU is busy: check the slot, riser or BIOS setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe generation the link can reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host slot tops out at Gen%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current generation of an idle GPU is not judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe link width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x16 unless the instance says otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ 95 % of TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs are power-capped below their rated power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-to-GPU links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink on every pair (NV%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink between all GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every pair NV#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>informational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 physical cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a container sees the host&apos;s CPUs; its quota may be lower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off (warning otherwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all below 90 % used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>room for data and checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warn ≥ 90 %, fail ≥ 95 % used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A container may not see the host&apos;s disks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk sequential read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand / RoCE ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gb/s per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ib_write_bw average %1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-end Ethernet (iperf3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Mb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stress test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs differ by more than 10 % (%1 to %2 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s (slowest GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail &lt; %1 GB/s, warn &lt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no published floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host to device copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe Gen%1 x16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device to host copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU to GPU copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink, %1 GB/s per direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL all_reduce bus bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one GPU: nothing to reduce across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 out-of-bounds values: the collective returned wrong data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring-level bandwidth: NVLink SHARP (NVLS) looks disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest size was %1 MiB; peak needs 8 GiB messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep average (%1 GB/s) is not judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one node took part; multi-node bandwidth not measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL all_reduce bus bandwidth (largest size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s at %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s (8-GPU baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no published baseline for this shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1 GB/s (0.95 × baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out-of-bounds values = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-burn result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 OK, %2 FAULTY%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, a worker DIED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every GPU OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all OK, no DIED!, no compare errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock throttling under load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 busy samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no HW slowdown, thermal or power-brake reason (SW power cap is normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest temperature %1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power drawn under load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>near the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ 75 % of power.limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32-only burners do not reach TDP on H100; use tensor cores (gpu_burn -tc).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DCGM diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pass, %2 warn, %3 fail, %4 skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every test Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip is not a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not text (binary data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the output of lscpu (no &quot;CPU(s):&quot; line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not /proc/meminfo (no MemTotal line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the output of df -P (no header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the output of lsblk -J (no &quot;blockdevices&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an nvidia-smi --query-gpu log with a header (utilization.gpu and timestamp or index expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read and were left out</source>
        <translation>
            <numerusform>%n row could not be read and was left out</numerusform>
            <numerusform>%n rows could not be read and were left out</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 values where the header has %2 fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an acceptance report manifest (format is not &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report format version %1 is newer than this planner reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing from the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the output of nvidia-smi -q (no &quot;Driver Version&quot; and no GPU block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends after %1 of %2 GPU blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last GPU block is cut short (truncated file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the output of nvbandwidth (no &quot;Running&quot; or &quot;SUM&quot; line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the output of nccl-tests (no algbw/busbw table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table stops without the &quot;Out of bounds values&quot; footer (truncated file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the output of gpu-burn (no &quot;Tested N GPUs&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the JSON of dcgmi diag -j (no &quot;test_categories&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the JSON of fio (no &quot;jobs&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the JSON of iperf3 -J (no &quot;end.sum_received&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 has %2 cells, the header names %3 devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not the output of nvidia-smi topo -m (no GPU0 header row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU rows under the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>off on %n GPU(s)</source>
        <translation>
            <numerusform>off on %n GPU</numerusform>
            <numerusform>off on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on for %n GPU(s)</source>
        <translation>
            <numerusform>on for %n GPU</numerusform>
            <numerusform>on for %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row remapping failed on %n GPU(s): the GPU needs replacing (RMA).</source>
        <translation>
            <numerusform>Row remapping failed on %n GPU: the GPU needs replacing (RMA).</numerusform>
            <numerusform>Row remapping failed on %n GPUs: the GPU needs replacing (RMA).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A row remap is pending on %n GPU(s): reset the GPU or reboot to apply it, then run the script again.</source>
        <translation>
            <numerusform>A row remap is pending on %n GPU: reset the GPU or reboot to apply it, then run the script again.</numerusform>
            <numerusform>A row remap is pending on %n GPUs: reset the GPU or reboot to apply it, then run the script again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>failure on %n GPU(s)</source>
        <translation>
            <numerusform>failure on %n GPU</numerusform>
            <numerusform>failure on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pending on %n GPU(s)</source>
        <translation>
            <numerusform>pending on %n GPU</numerusform>
            <numerusform>pending on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>below x16 on %n GPU(s)</source>
        <translation>
            <numerusform>below x16 on %n GPU</numerusform>
            <numerusform>below x16 on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) without NVLink (weakest: %1)</source>
        <translation>
            <numerusform>%n GPU pair without NVLink (weakest: %1)</numerusform>
            <numerusform>%n GPU pairs without NVLink (weakest: %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GB on %n disk(s)</source>
        <translation>
            <numerusform>%1 GB on %n disk</numerusform>
            <numerusform>%1 GB on %n disks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n port(s), %1 Gb/s, %2 active</source>
        <translation>
            <numerusform>%n port, %1 Gb/s, %2 active</numerusform>
            <numerusform>%n ports, %1 Gb/s, %2 active</numerusform>
        </translation>
    </message>
    <message>
        <source>quick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>burn-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link in the archive, not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link, not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file (a device, pipe or socket), not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no file of the report folder could be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than %1 MB, not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 samples in all: the rest of the file was left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) nested deeper than %1 levels were left out</source>
        <translation>
            <numerusform>%n section nested deeper than %1 levels was left out</numerusform>
            <numerusform>%n sections nested deeper than %1 levels were left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with a name longer than %1 characters were left out</source>
        <translation>
            <numerusform>%n line with a name longer than %1 characters was left out</numerusform>
            <numerusform>%n lines with a name longer than %1 characters were left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %1 values: %n line(s) after them were left out</source>
        <translation>
            <numerusform>more than %1 values: %n line after them was left out</numerusform>
            <numerusform>more than %1 values: %n lines after them were left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) longer than %1 KB were left out</source>
        <translation>
            <numerusform>%n line longer than %1 KB was left out</numerusform>
            <numerusform>%n lines longer than %1 KB were left out</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask the provider why nvidia-smi does not list the GPUs the plan rented (driver installed, GPUs passed through to this machine?). Then run again: `nvidia-smi -L`, and the acceptance script (`bash accept.sh`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the vendor for the GPU model the plan ordered, or a price for the model delivered. Then run again: `nvidia-smi -L`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider whether the GPUs are a smaller variant or partitioned (MIG, vGPU) and for the full-memory GPU. Then run again: `nvidia-smi -q -d MEMORY`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to install the NVIDIA driver the plan needs or a newer one (or install it yourself with root). Then run again: `nvidia-smi`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi shows the newest CUDA the driver supports: ask the provider for a newer NVIDIA driver. Then run again: `nvidia-smi`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run `sudo nvidia-smi -pm 1` or ask the provider to enable nvidia-persistenced. Then run again: `nvidia-smi -q`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unless you rented MIG slices on purpose, ask the provider to turn MIG off (`sudo nvidia-smi -mig 0`, then a GPU reset). Then run again: `nvidia-smi -q`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to enable ECC (`sudo nvidia-smi -e 1`, then a reboot). Then run again: `nvidia-smi -q -d ECC`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncorrected memory errors: ask the provider to replace the GPU or move you to another machine. Then run again: `nvidia-smi -q -d ECC,ROW_REMAPPER`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to reset the GPU (or reboot) to apply a pending remap; after a remapping failure, to replace the GPU. Then run again: `nvidia-smi -q -d ROW_REMAPPER`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the Xid lines to the provider: hardware faults need another GPU or machine. Then run again after the load test: `sudo dmesg -T | grep -E &apos;NVRM: Xid|SXid&apos;`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to check the slot, the riser and the BIOS PCIe setting. Then run again under load: `bash accept.sh` (it logs the link generation during the stress test).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider whether the slot or riser limits the link. Then run again: `nvidia-smi -q`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider whether the slot or riser limits the link width. Then run again: `nvidia-smi -q`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider why the GPUs are power-capped below their rated power. Then run again: `nvidia-smi -q -d POWER`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the vendor for the NVLink machine the plan ordered, or to check nvidia-fabricmanager and the NVLink links. Then run again: `nvidia-smi topo -m` and `nvidia-smi nvlink -s`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow copies between host and GPU: ask the provider to check the PCIe slot and generation, the GPUs&apos; NUMA placement and the IOMMU/ACS settings. Then run again: `nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow copies between GPU and host: ask the provider to check the PCIe slot and generation, the GPUs&apos; NUMA placement and the IOMMU/ACS settings. Then run again: `nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to check NVLink (nvidia-fabricmanager running, every link up in `nvidia-smi nvlink -s`). Then run again: `nvbandwidth -t device_to_device_memcpy_read_ce`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to check NVLink/NVSwitch (fabric manager, NVLS) and, between nodes, the InfiniBand/RoCE fabric. Then run again: `all_reduce_perf -b 8G -e 8G -f 2 -g &lt;GPUs per node&gt; -c 1`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU failed the stress test: ask the provider to replace it or move you to another machine. Then run again: `gpu_burn -tc 600`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to check airflow, inlet temperature and power delivery. Then run again under load: `bash accept.sh` (monitor.csv records the throttle reasons).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the GPUs with tensor cores (`gpu_burn -tc 600`); if the draw stays low, ask the provider about power capping. Then run again: `bash accept.sh`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the failed DCGM tests to the provider and ask for another GPU or machine. Then run again: `dcgmi diag -r 2 -j`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the vendor for at least the physical cores the plan needs (not vCPUs), or a larger container CPU quota. Then run again: `lscpu`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the vendor for the RAM the plan needs. Then run again: `grep MemTotal /proc/meminfo`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn swap off (`sudo swapoff -a`) or ask the provider to. Then run again: `grep SwapTotal /proc/meminfo`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space, or ask the provider for a larger disk. Then run again: `df -P -k`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the vendor to attach the disk capacity the plan needs. Then run again: `lsblk -b -o NAME,SIZE,TYPE,MOUNTPOINT`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the vendor for a data disk (local NVMe) that reads at least the rate the plan needs, and make sure the test ran on the data disk (DATA_DIR). Then run again in the data disk&apos;s folder: `fio --name=read --filename=fio.tmp --rw=read --bs=1M --ioengine=libaio --iodepth=64 --numjobs=4 --direct=1 --size=4G --runtime=60 --time_based --group_reporting`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider to bring every InfiniBand/RoCE port up at its rated speed. Then run again: `ibstat`, and `ib_write_bw --report_gbits` (server, then a client against it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider about the bandwidth limit of the public network. Then run again: `iperf3 -c PEER -P 8 -t 30` (PEER runs `iperf3 -s`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider about this check. Then run the acceptance script again (`bash accept.sh`) and import its report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured %1; the plan needs %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rented machine does not give what the plan needs: settle it with the vendor or provider before you accept the machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine works, but falls short of the plan or of good practice here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>older than the plan chose (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ the plan&apos;s need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer than the plan chose (%1 cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ 95 % of the plan&apos;s need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less than the plan chose (%1 GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ the plan&apos;s need (system + data disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slower than the drive the plan assumed (%1 MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less than the plan chose (%1 Gb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all ports Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate sum ≥ 90 % of the plan&apos;s need, all Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ the plan&apos;s need (informational)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less than the plan chose (%1 Mb/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this level one longer sequence or a bigger batch runs out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs at 30–50 % because storage or the data pipeline cannot feed them is the classic case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below 30 % on average the machine is over-provisioned for this job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk cannot feed the GPUs at the rate the plan needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure HPC health checks (check_gpu_count); AWS GPU health checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi documentation (GPU names as the driver prints them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi documentation (ECC on reserves several percent of GDDR memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit release notes (minimum driver for each CUDA version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi documentation (the CUDA version shown is the driver&apos;s highest, not the installed toolkit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DCGM diagnostics documentation (level 1 fails with persistence mode off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA MIG user guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure HPC health checks (azure_gpu_ecc.nhc); Imbue cluster-health checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA Xid errors documentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi documentation (an idle GPU lowers its PCIe link to save power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DCGM diagnostics documentation (targeted power test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi topo documentation; Azure HPC health checks (check_nvlink_status)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure HPC health checks (check_hw_cpuinfo, check_hw_physmem, check_hw_swap); Imbue cluster-health checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Azure HPC health checks (check_nvme_count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio documentation (--direct=1); Azure HPC health checks (FIO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perftest (ib_write_bw) README; Azure HPC health checks (check_hw_ib, check_ib_bw_gdr)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iperf3 documentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvbandwidth README; Azure HPC health checks (azure_gpu_bandwidth.nhc floors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl-tests performance documentation (bus bandwidth is 0 on one GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl-tests performance documentation (bus bandwidth); Azure HPC health checks (228 / 460 GB/s floors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-burn README (it exits 0 even on failure: its output decides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nvidia-smi documentation (clock event reasons); Azure HPC health checks (azure_gpu_clock_throttling.nhc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DCGM diagnostics documentation (targeted power: at least 0.75 of the limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA DCGM diagnostics documentation (a skipped test is not a pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <comment>a check&apos;s verdict, its title and its detail</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the work streams no data from disk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>widgets</name>
    <message>
        <source>&lt;p&gt;Model: %1. The GPU follows from the scenario: %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 a month → %3: %4 a month; saving %5 (%6%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saves %1 a month (%2%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not apply to this plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model and count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM capacity and bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage (system and data disks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OS, driver and containers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring, backup and elasticity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended by the planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (BF16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended (local NVMe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local NVMe SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network block storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the GPU offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No&amp;des:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU &amp;model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical &amp;cores per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;RAM per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ystem disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ata disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data disk &amp;read rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Separate system and data disks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Public bandwidth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cluster bandwidth per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-to-GPU lin&amp;k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;CUDA / ROCm version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Driver version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame&amp;work and version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared container &amp;image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Checkpoint interval:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Monitoring with alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Backup to independent storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler with GPU &amp;quotas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Access control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;udit logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto&amp;scaling / elastic nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 a month → %3: %4 a month; costs %5 more (%6%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (FP32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Dense TFLOPS (INT8: TOPS), without sparsity. Memory decides what fits one GPU and how much must be split; compute per precision decides speed; the link decides whether more GPUs help. This plan needs %1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The cloud&apos;s value is elasticity and delivery speed: start at once, scale for peaks, split development, test and production. Long, high, fixed load can be cheaper owned or hosted: compare total cost, not the hourly price. ★ cheapest.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default (FP16: TensorRT)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wizard</name>
    <message>
        <source>LLM pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM fine-tuning (full, LoRA, QLoRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM online inference (serving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch (offline) inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image / video generation (diffusion) inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffusion model training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer vision and other deep-learning training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video processing (transcode, analysis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphics / video rendering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scientific computing (FP64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geospatial data processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train a language model from scratch: GPU memory, interconnect and cluster scale decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapt an open model to your domain; LoRA and QLoRA need far less GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve a model to users: concurrency, latency, elasticity and cost per call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train or fine-tune a diffusion model on your images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcode or analyse streams: hardware encoders and decoders decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render frames: graphics capability (RT cores), scene memory and disk throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-precision simulation and solvers: FP64 rate or memory bandwidth, long stable runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &amp;preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Param&amp;eters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hidden size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attention heads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;KV heads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GFLOPs per sample:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model and precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset carries the official architecture; a custom model needs its size and shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Concurrent requests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request &amp;rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests in the &amp;job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prompt tokens per request:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Output tokens per request:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to &amp;first token target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output &amp;token target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Images per second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training &amp;tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning &amp;method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Samples per epoch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video &amp;streams:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scene size in GPU memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Frames to render:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total FP64 &amp;work:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Memory-bandwidth bound code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator &amp;instances:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Working set on the GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load and targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dataset size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Average file size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preprocessing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy (decode, augment, transcode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data &amp;lives on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Checkpoints kept:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data is &amp;sensitive (business files, user material, internal models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size, file shape and where the data lives decide RAM, disks and throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;pattern:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24/7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bursty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-off job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Team size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the planner propose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly, auto-release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest cost per task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stable long runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Absorb peaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Software stack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any (CUDA, ROCm or CANN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, let the planner choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name for the job; its size is asked on the next page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset carries the model&apos;s size; a custom model needs its compute per sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Frame rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Work on each stream:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcode (decode and encode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis (decode and run a model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 fps (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much load the service carries and how fast it must answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many streams run at the same time, and what is done with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much work runs at the same time and the memory it needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much work the job holds and when it must be done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light (tokenize)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy (clean, deduplicate, tokenize)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light (demux, scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy (decode, filter, re-encode on the CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light (decode, resize)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light (read and convert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy (decode, reproject, convert)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;duration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open-ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment and billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;udget (a month; one-off job: in all):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers or output streams leave over the &amp;internet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most you mean to spend: a month for a service or a recurring job, the whole job for a one-off run. The plan warns when its billing costs more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traffic to the internet is billed per GB by most clouds; untick it for an internal service or a private line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;odec:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget curre&amp;ncy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>atoms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ns/day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>polygons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software &amp;kernels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework defaults (PyTorch, diffusers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoder &amp;preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (slowest, P7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast (P1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced (P4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality (P7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;utput bitrate per stream:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working &amp;set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &amp;memory per instance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Molecular dynamics &amp;engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Atoms in the system:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target per simulation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time per &amp;run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time ste&amp;p:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs per simulation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point in polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spatial join (points to polygons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parse polygons (WKT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raster tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pol&amp;ygons:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Raster tiles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dea&amp;dline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 fs (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of &amp;files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bi&amp;lling:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin a GPU &amp;model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list in a message</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model chosen; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU chosen; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names several models: %1; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names several GPUs: %1; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a model for this task; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a GPU the list offers; pick one from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a known model; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a known GPU; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a known model; did you mean %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a known GPU; did you mean %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training so&amp;ftware:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical (Megatron-LM, DeepSpeed, NeMo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tuned (MLPerf-grade, FP8 Transformer Engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older or plain (2022–23 forks, HF Trainer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost comes from utilization, not from the hourly price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per fra&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measu&amp;red on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA L40S (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU the seconds per frame were timed on, e.g. your workstation&apos;s. Other GPUs scale by their Blender Open Data Cycles scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the share of the GPU&apos;s peak a training run reaches: an MLPerf-grade stack runs about 1.5× the typical rate, a 2022–23 or plain stack about 0.8×. A measured MFU, where you have one, replaces this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulation (driving, robotics, molecular dynamics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points in polygons, spatial joins, tiles and rasters: GPU kernels, CPU preprocessing, large data sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-bonded &amp;cut-off:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1.0 nm (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images per ca&amp;ll (batch):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images one pipeline call generates together. With framework defaults a denoising step also waits on Python launching its kernels (about 24 ms); a batch shares that wait, so small models gain most from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sour&amp;ce codec:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (H.264)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source reso&amp;lution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same as the output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source frame ra&amp;te:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each incoming stream is, for a transcode: the decoders carry the source (a 4K60 HEVC input costs eight times a 1080p30 one), the encoders the output. An analysis decodes the codec, resolution and frame rate above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator instances with sensor rendering and physics, or molecular dynamics (OpenMM, GROMACS, AMBER, NAMD, LAMMPS): atoms and ns/day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine batch li&amp;mit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (the KV cache&apos;s room)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most sequences one serving-engine instance runs at once: vLLM --max-num-seqs, TensorRT-LLM max_batch_size, SGLang --max-running-requests. With attention data parallel each GPU runs its own instance. Unset, a replica batches as many sequences as its KV cache holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Integrati&amp;on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the GPU (GPU-resident)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the CPU (NAMD 2.x GPU-offload)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where each step integrates. GROMACS, AMBER, OpenMM and NAMD 3 run GPU-resident. NAMD 2.x (and NAMD 3 without GPU-resident integration) integrates on the CPU cores while the GPU computes forces, so its speed follows the cores per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores per simu&amp;lation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical cores one simulation runs with (NAMD +p, GROMACS -ntomp × ranks). In GPU-offload mode they set the speed; unset, the fewest that reach the target, or 14 per GPU. The CPU dimension counts them for every simulation a node runs at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LAMMPS force fiel&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biomolecular (CHARMM/AMBER with PPPM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lennard-Jones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ReaxFF (reactive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNAP (machine-learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For LAMMPS only. Materials potentials are rated from published LAMMPS-KOKKOS runs (double precision) on A100 and H100; a biomolecular force field is rated like OpenMM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full (every weight trained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor la&amp;yout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch default (NCHW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channels-last (NHWC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For convolutional networks with framework defaults: model.to(memory_format=torch.channels_last) spares cuDNN&apos;s layout conversions; NVIDIA&apos;s ResNet-50 recipe moves 62.6 bytes per activation where PyTorch&apos;s default NCHW moves 88. An optimised stack is channels-last already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acti&amp;vations per sample:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Millions of activations one forward pass writes (timm&apos;s benchmark tables: infer_macts; fvcore&apos;s activation count). A convolutional network&apos;s memory traffic follows them: EfficientNet and MobileNet write about 17 per multiply-add, VGG about 1, so per FLOP they train several times slower or faster than a ResNet-50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic intensit&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (HPL or HPCG class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64 FLOPs per byte your kernel moves to and from GPU memory (a STREAM triad 0.06, a 5-point stencil 0.56, dense matrix products far above 10). Given, the rate is the lower of the memory bandwidth&apos;s and the FP64 units&apos; (a roofline).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s, or ResNet-50&apos;s per GFLOP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per fram&amp;e:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All of a node&apos;s (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs that render one frame together. Redshift, V-Ray, Octane and Cycles split a frame over every GPU selected, losing about 3% per doubling; 1 (a render manager running one task per GPU) avoids that loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recipes&apos; batch (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Per-GPU batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images in the &amp;job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images per ca&amp;ll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (256, halved until it fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light (decode, resample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy (decode, denoise, detect speech)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Audio in the job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean recordin&amp;g length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long recordings (cut into 30 s windows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whisper encodes 30 s at a time: a shorter recording (a voice message, a call snippet) is padded to 30 s, so short clips cost nearly a full window each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beam widt&amp;h:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 decodes greedily (Hugging Face&apos;s default); faster-whisper and openai-whisper&apos;s command line decode with 5 beams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 s windows per ca&amp;ll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (16, halved until it fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (greedy, default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework defaults (Hugging Face transformers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimised engine (faster-whisper, WhisperX, TensorRT-LLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework defaults (PyTorch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process a large set of prompts, images or audio by a deadline: throughput decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preset&apos;s (128, English speech)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the decoder writes for 30 s of speech, timestamps included; each is a decode step. The presets assume 128, an estimate for English speech; fast or dense speech, and languages the tokenizer splits finer, take more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcript t&amp;okens per 30 s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Audio per epoch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (the clips per epoch count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours of audio one epoch reads; with the mean clip length they give the clips, and they replace the clips per epoch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 s (whole windows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training clips are at most 30 s; each is padded to Whisper&apos;s 30 s window, so a 5 s clip costs the encoder a whole window and only its transcript is shorter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data loader &amp;workers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (enough to keep up; the CPU is sized)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (the training process loads, PyTorch&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch DataLoader&apos;s num_workers per GPU (Hugging Face Trainer&apos;s dataloader_num_workers). With 0 each batch is prepared in the training process before its step, so loading and training add up; the recipes of Hugging Face&apos;s Whisper guides leave it at 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lips per epoch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples each GPU processes in one step; the activations the GPU memory holds grow with it. Unset: the reference recipes&apos; batch (256 for convolutional networks, 64 for vision transformers, 16 for diffusion training and speech models, 1 for LoRA of diffusion models), halved until it fits the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train vision models with data augmentation, or fine-tune a speech model (Whisper): the CPU and storage must keep up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (from the audio per epoch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean clip lengt&amp;h:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An exponential moving average of the weights, kept in FP32 on every GPU and saved with each checkpoint: DiT&apos;s training script always keeps one, diffusers&apos; scripts with --use_ema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a mo&amp;ving-average (EMA) copy of the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Global batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples per optimizer step over all GPUs. Above GPUs × per-GPU batch the batches accumulate before the step; the gradients cross between nodes once a step, so a larger global batch hides that exchange behind more compute. Unset: one per-GPU batch a step (PyTorch DDP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs × per-GPU batch (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>video pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rendering job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>geospatial analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (high quality)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High quality (files, video on demand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low latency (live streams)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVENC&apos;s tuning: NVIDIA publishes each generation&apos;s encoding rate with high-quality tuning (VBR) and with low-latency tuning (CBR, as live streams are encoded); the two differ by up to 1.9× at one preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoder tunin&amp;g:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renditions per strea&amp;m:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set (one output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An adaptive-bitrate ladder: the output&apos;s resolution and the next lower ones (1080p, 720p, 480p, 360p). Each rendition is an encode session and is sent out, so it loads the encoders and the egress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Image decoding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (CPU; the GPUs beyond any server&apos;s cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU, PyTorch DataLoader (PIL / torchvision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU, NVIDIA DALI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the GPUs (DALI, nvJPEG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the training images are decoded, cropped and flipped. A physical core prepares about 176 ImageNet images a second through PyTorch&apos;s DataLoader and 303 through DALI on the CPU; decoded on the GPUs, the images need no decode cores. The CPU is sized for the choice, and a CPU you pin can set the training rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (16 bytes a point; give it for raster tiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenMM &amp;version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8.x (the model&apos;s fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7.x (about 0.82 × as fast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For OpenMM only. The model is fitted on OpenMM 8.x; OpenMM 7.7&apos;s own benchmark table ran 0.69–0.89 of it on an A100, the larger systems slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preci&amp;sion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As benchmarked (OpenMM single; LAMMPS biomolecular mixed, LJ/ReaxFF/SNAP double)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single (OpenMM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed (OpenMM, LAMMPS GPU package)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double (LAMMPS KOKKOS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For OpenMM and LAMMPS; GROMACS, AMBER and NAMD run mixed precision. OpenMM in mixed precision runs about 0.84 × its single-precision speed. Double precision computes on the FP64 units: GeForce, A10, L40S and RTX PRO cards have FP64 at 1/64 of FP32 and run it several times slower; a LAMMPS biomolecular force field in double also moves twice the bytes per atom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorRT FP16 engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimised (compiled graphs, MLPerf-grade)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much of the GPU&apos;s peak the model reaches: an optimised stack (TensorRT, compiled graphs, MLPerf submissions) runs diffusion models about 1.2× faster than framework defaults. TensorRT FP16 engines (inference) may also accumulate in FP16, which GeForce cards run at twice the rate they list. For speech, framework defaults launch each decoder layer&apos;s kernels from Python at every token; an optimised engine runs the decoder from C++.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concatenated &amp;inputs per sample:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s; none for other networks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Densely connected networks (DenseNet) only: millions of elements in the concatenations their layers read. Each layer of a dense block copies every earlier output of its block into one tensor, normalizes it and reads it; the activation count leaves these out, and they cost DenseNet-121 more memory traffic than its counted activations. Sum over the layers of input channels × height × width; the DenseNet presets carry it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no CPU chosen; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names several CPUs: %1; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a CPU the list offers; pick one from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a known CPU; pick one from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a known CPU; did you mean %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attention kernel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused (FlashAttention, PyTorch SDPA, xformers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager (scores written to memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffusers on PyTorch before 2.0 without xformers computes attention unfused: every query-key score goes to GPU memory and back, 4 passes of 2 bytes. Stable Diffusion 1.5 at 512×512 computes 732 million scores a UNet pass, about 0.18 s per image of an A100 80GB PCIe&apos;s bandwidth at 30 steps with guidance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention sc&amp;ores per pass:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s; uncharged without one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest attention la&amp;yer&apos;s scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Millions of scores in the model&apos;s largest attention layer (heads × tokens²): an eager attention holds three buffers of them at once for every image and guidance pass of a call, which sets the largest batch that fits. Stable Diffusion 1.x at 512×512: 134.22 (8 heads × 4096²).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texts in the &amp;job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tokens per text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texts per ca&amp;ll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (512, or the model&apos;s positions if fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT in Hugging Face transformers before its SDPA path (4.41), and TorchScript or ONNX graphs exported from it, compute attention unfused: each query-key score is written and read 8 times (the product, its scaling, the mask, the softmax). BERT-Large at 512 tokens computes 100 million scores a text, 1.6 GB of traffic at 16 bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Denoising &amp;steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s, else 30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Denoising steps per image (num_inference_steps): the SDXL and FLUX presets carry their pipelines&apos; 50; distilled models (SDXL-Turbo, LCM) run 1-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Denoiser passes a step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s, else 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classifier-free guidance runs the UNet or transformer twice a step, with and without the prompt (Stable Diffusion, SDXL): 2. A guidance-distilled model (FLUX.1-dev, HunyuanVideo) or a pipeline with guidance off (guidance_scale 0 or 1, SDXL-Turbo) runs it once: 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>videos/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Videos per hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Videos the service generates an hour at its busiest. A video model takes minutes a video on one GPU (Wan2.1 14B at 1280x720: about half an hour on an H100), so the load is counted an hour, not a second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Millions of query-key scores one UNet or transformer pass computes: heads × queries × keys, summed over the attention layers (self and cross). An eager attention kernel writes each score to memory and reads it back; with a fused kernel a transformer&apos;s scores (with its hidden size and heads) set the share of its FLOPs that runs at FlashAttention&apos;s rate. Stable Diffusion 1.x at 512×512: 732.28; the SDXL, FLUX and video presets carry theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Frames per video:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s; an image model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A video model generates clips of this many frames; each sample is a video, and the load is counted in videos an hour. The compute per sample is one denoiser pass over the whole clip&apos;s latent tokens (Wan2.1 at 1280x720 and 81 frames: 75,600).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Videos per ca&amp;ll (batch):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate images or videos at a given rate (SDXL, FLUX, Wan2.1, HunyuanVideo): memory and compute per image or video.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video resol&amp;ution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preset&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width x height of the clips the service generates (pixels, multiples of 16). A video preset&apos;s compute is counted at its own clip; another size or frame count rescales it by the latent tokens: the linear layers with the tokens, the attention with their square (Wan2.1 14B at 832x480 costs 0.26 of its 1280x720 pass).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the custom model is: a language model generating text, an encoder (BERT, an embedding or reranking model: one vector or label a text) or a vision network (a classifier or detector: images through one forward pass, sized by its GFLOPs per image, activations and layers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Convolution and linear layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given (a small batch rated as a full one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The convolution and linear layers of one forward pass (ResNet-50: 54, YOLO11s: 87). At a small batch each layer&apos;s kernel takes a latency its work does not cover, so a call costs the layers × that latency + the batch × an image&apos;s work; without the count a call of a few images is rated as a full batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language model (generates text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoder (embeddings, classification of texts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision model (images through a network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision model (its activations, no layers)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
