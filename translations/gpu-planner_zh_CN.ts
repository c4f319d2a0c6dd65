<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>PricesDialog</name>
    <message>
        <source>the workbook has no sheet</source>
        <translation>工作簿中没有工作表</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>GPU Server Planner</source>
        <translation>GPU 服务器配置规划器</translation>
    </message>
    <message>
        <source>The bundled catalog is invalid:
%1</source>
        <translation>内置硬件库无效：
%1</translation>
    </message>
    <message>
        <source>Catalog database</source>
        <translation>硬件库数据库</translation>
    </message>
    <message>
        <source>Internal error: %1</source>
        <translation>内部错误：%1</translation>
    </message>
</context>
<context>
    <name>TeamConnection</name>
    <message>
        <source>Name the database of the team library.</source>
        <translation>请填写团队库所在的数据库名称。</translation>
    </message>
    <message>
        <source>The password was refused.</source>
        <translation>密码被拒绝。</translation>
    </message>
    <message>
        <source>%1 holds no team library (or you may not read it). Its administrator prepares it with: gpu-planner-cli library init</source>
        <translation>%1 中没有团队库（或您没有读取权限）。请由其管理员执行以下命令初始化：gpu-planner-cli library init</translation>
    </message>
    <message>
        <source>The team library has schema %1; this version of the application needs %2. Its administrator brings it up to date with: gpu-planner-cli library migrate</source>
        <translation>团队库的 schema 版本为 %1；本版应用需要 %2。请由其管理员执行以下命令升级：gpu-planner-cli library migrate</translation>
    </message>
    <message>
        <source>team library offline: no copy of it has been read on this computer yet</source>
        <translation>团队库离线：本机尚未读取过它的副本</translation>
    </message>
    <message>
        <source>team library offline: showing the copy of %1</source>
        <translation>团队库离线：显示的是 %1 的副本</translation>
    </message>
</context>
<context>
    <name>assumptions</name>
    <message>
        <source>Model FLOPs utilization of one node. Typical range 35–45%; Llama 3 paper (Dubey et al. 2024, Table 4) reports 38–43% BF16 MFU on H100.</source>
        <translation>单节点的 MFU（模型算力利用率）。常见范围为 35–45%；Llama 3 论文（Dubey et al. 2024，Table 4）报告 H100 上的 BF16 MFU 为 38–43%。</translation>
    </message>
    <message>
        <source>Achieved share of peak memory bandwidth while decoding at small batch (measured batch-1 decode rates reach 60–80% of the bandwidth bound).</source>
        <translation>小 batch 解码时实际达到的显存带宽峰值占比（实测 batch 1 解码速度可达带宽上限的 60–80%）。</translation>
    </message>
    <message>
        <source>Per GPU: CUDA context, cuBLAS/cuDNN workspaces and NCCL buffers. Estimate.</source>
        <translation>每 GPU：CUDA 上下文、cuBLAS/cuDNN 工作区和 NCCL 缓冲区。估计值。</translation>
    </message>
    <message>
        <source>Allocator fragmentation on the dynamic part of training memory. Estimate.</source>
        <translation>训练显存动态部分的分配器碎片。估计值。</translation>
    </message>
    <message>
        <source>Share of GPU memory a serving engine reserves (vLLM gpu_memory_utilization default 0.9).</source>
        <translation>推理引擎预留的显存比例（vLLM gpu_memory_utilization 默认 0.9）。</translation>
    </message>
    <message>
        <source>Bytes per logit kept for the loss (FP32 upcast of the output layer).</source>
        <translation>为计算损失而保留的每个 logit 的字节数（输出层上转为 FP32）。</translation>
    </message>
    <message>
        <source>Default training tokens per parameter when none are given (Hoffmann et al. 2022, Chinchilla).</source>
        <translation>未给出时每参数的默认训练 token 数（Hoffmann et al. 2022，Chinchilla）。</translation>
    </message>
    <message>
        <source>Serving: one scheduler/tokenizer process per GPU with a spare core. Estimate.</source>
        <translation>推理服务：每 GPU 一个调度/分词进程，外加一个备用核心。估计值。</translation>
    </message>
    <message>
        <source>Data-loading floor per training GPU: one process plus about three loader workers. Estimate.</source>
        <translation>每个训练 GPU 的数据加载核心下限：一个进程加约三个加载 worker。估计值。</translation>
    </message>
    <message>
        <source>NVIDIA DGX H100 reference: 2× Xeon Platinum 8480C, 112 cores for 8 GPUs = 14 cores per GPU.</source>
        <translation>NVIDIA DGX H100 参考配置：2× Xeon Platinum 8480C，8 个 GPU 配 112 核 = 每 GPU 14 核。</translation>
    </message>
    <message>
        <source>Host memory of one framework process (Python, CUDA host runtime, pinned buffers). Estimate.</source>
        <translation>单个框架进程占用的主机内存（Python、CUDA 主机端运行时、锁页缓冲区）。估计值。</translation>
    </message>
    <message>
        <source>Host memory each data-loader worker adds by copying the parent&apos;s objects. Estimate.</source>
        <translation>每个数据加载 worker 因复制父进程对象而增加的主机内存。估计值。</translation>
    </message>
    <message>
        <source>Recommended host RAM per GB of GPU memory; DGX H100 has 2 TB for 640 GB of GPU memory (3.1×).</source>
        <translation>每 GB 显存推荐配置的主机内存；DGX H100 为 640 GB 显存配 2 TB 内存（3.1×）。</translation>
    </message>
    <message>
        <source>Logs and metrics kept on the data disk. Estimate.</source>
        <translation>保存在数据盘上的日志和指标。估计值。</translation>
    </message>
    <message>
        <source>Recommended data disk over the computed need (growth, temporary files). Estimate.</source>
        <translation>推荐数据盘容量相对计算需求的余量（数据增长、临时文件）。估计值。</translation>
    </message>
    <message>
        <source>A checkpoint should be written within this time, which sets the write throughput.</source>
        <translation>检查点应在此时间内写完，由此确定所需的写入吞吐量。</translation>
    </message>
    <message>
        <source>Model files should load from the data disk within this time (restarts, scaling out).</source>
        <translation>模型文件应在此时间内从数据盘加载完成（重启、横向扩容）。</translation>
    </message>
    <message>
        <source>Tokens per optimizer step, which sets how often gradients cross the network (Llama 2 paper: 4M tokens per batch).</source>
        <translation>每个优化器步的 token 数，决定梯度在网络上传输的频率（Llama 2 论文：每个 batch 4M token）。</translation>
    </message>
    <message>
        <source>Share of a training step the gradient all-reduce may take without stalling the GPUs. Estimate.</source>
        <translation>梯度 all-reduce 在不让 GPU 停顿的前提下可占训练步时间的比例。估计值。</translation>
    </message>
    <message>
        <source>Fine-tuning tokens when none are given: about 100k examples of about 1k tokens. Estimate.</source>
        <translation>未给出时的微调 token 数：约 10万条样本，每条约 1k token。估计值。</translation>
    </message>
    <message>
        <source>Diffusion inference activations and workspace relative to weight memory. Estimate.</source>
        <translation>扩散模型推理的激活值和工作区相对权重显存的比例。估计值。</translation>
    </message>
    <message>
        <source>Diffusion training activations per 1024² sample with gradient checkpointing. Estimate.</source>
        <translation>启用梯度检查点时，扩散模型训练每个 1024² 样本的激活值。估计值。</translation>
    </message>
    <message>
        <source>Average sample size when none is given: ImageNet-1k averages about 110 KB per JPEG.</source>
        <translation>未给出时的平均样本大小：ImageNet-1k 每个 JPEG 平均约 110 KB。</translation>
    </message>
    <message>
        <source>GPU memory per transcode session (surfaces, lookahead). Estimate.</source>
        <translation>每个转码会话占用的显存（surface、lookahead）。估计值。</translation>
    </message>
    <message>
        <source>CPU work per video stream: demuxing, audio, muxing, network. Estimate.</source>
        <translation>每路视频流的 CPU 开销：解封装、音频、封装、网络。估计值。</translation>
    </message>
    <message>
        <source>GPU memory over the scene size for frame buffers and acceleration structures. Estimate.</source>
        <translation>场景大小之外用于帧缓冲和加速结构的显存。估计值。</translation>
    </message>
    <message>
        <source>CPU cores per simulator instance for physics and sensor pipelines. Estimate.</source>
        <translation>每个仿真器实例用于物理和传感器流水线的 CPU 核心数。估计值。</translation>
    </message>
    <message>
        <source>Exchange rate used to rank offers priced in different currencies. Set your own.</source>
        <translation>用于比较不同币种报价的汇率。请自行设置。</translation>
    </message>
    <message>
        <source>Expected utilization of a 24/7 pattern (maintenance, idle gaps). Estimate.</source>
        <translation>7×24 模式的预期利用率（扣除维护、空闲间隙）。估计值。</translation>
    </message>
    <message>
        <source>Business hours: 10 hours × 5 days of a 168-hour week = 0.30.</source>
        <translation>工作时间：每周 168 小时中的 10 小时 × 5 天 = 0.30。</translation>
    </message>
    <message>
        <source>Bursty load: short peaks, long valleys. Estimate.</source>
        <translation>突发负载：高峰短、低谷长。估计值。</translation>
    </message>
    <message>
        <source>A one-off job released when it ends. Estimate.</source>
        <translation>一次性作业，结束后即释放。估计值。</translation>
    </message>
    <message>
        <source>Shortest run for which a term is proposed.</source>
        <translation>建议采用长期合约的最短运行时长。</translation>
    </message>
    <message>
        <source>An alternative must cost at most this share of the chosen GPUs to be proposed.</source>
        <translation>替代方案的成本不超过已选 GPU 成本的此比例时才会被推荐。</translation>
    </message>
    <message>
        <source>FP64 rate below which a GPU is weak for double-precision science (A100: 9.7, H100 SXM: 34; L40S, RTX 4090: under 2).</source>
        <translation>FP64 算力低于此值的 GPU 不适合双精度科学计算（A100：9.7，H100 SXM：34；L40S、RTX 4090：低于 2）。</translation>
    </message>
    <message>
        <source>Average file size under which files count as small (metadata-bound on shared storage).</source>
        <translation>平均文件大小低于此值即视为小文件（在共享存储上受元数据性能限制）。</translation>
    </message>
    <message>
        <source>Smallest public bandwidth for which over-provisioning is reported.</source>
        <translation>报告配置过剩的最小公网带宽。</translation>
    </message>
    <message>
        <source>A checkpoint interval over this multiple of the Young/Daly optimum loses too much work per failure.</source>
        <translation>检查点间隔超过 Young/Daly 最优值的此倍数时，每次故障损失的工作量过多。</translation>
    </message>
    <message>
        <source>Per-node fabric below which multi-node training is not RDMA class (EDR/HDR InfiniBand, 100 GbE RoCE and up).</source>
        <translation>每节点集群网络带宽低于此值时，多节点训练达不到 RDMA 级别（EDR/HDR InfiniBand、100 GbE RoCE 及以上）。</translation>
    </message>
    <message>
        <source>Mean time between failures per GPU: Llama 3 paper reports 419 unexpected interruptions in 54 days on 16,384 H100 GPUs: 54 × 24 × 16,384 ÷ 419 = 50,677 GPU-hours per interruption.</source>
        <translation>每 GPU 平均故障间隔时间：Llama 3 论文报告 16,384 个 H100 GPU 在 54 天内发生 419 次意外中断：54 × 24 × 16,384 ÷ 419 = 每次中断 50,677 GPU 小时。</translation>
    </message>
    <message>
        <source>Active parameters from which a model is large enough to reach the base MFU.</source>
        <translation>激活参数量达到此值时，模型规模足以达到基准 MFU。</translation>
    </message>
    <message>
        <source>Nodes at which the full size exponent applies; fewer nodes scale it by log2(1 + nodes) ÷ log2(1 + this) (a small model on thousands of GPUs runs tiny per-GPU batches).</source>
        <translation>节点数达到此值时采用完整的规模指数；节点更少时按 log2(1 + 节点数) ÷ log2(1 + 此值) 缩放（小模型在数千个 GPU 上运行时，每个 GPU 的 batch 极小）。</translation>
    </message>
    <message>
        <source>MFU lost per doubling of nodes over an RDMA fabric (Llama 3 paper Table 4: 43% on 8,192 GPUs, 41% on 16,384).</source>
        <translation>通过 RDMA 网络互联时，节点数每翻一倍损失的 MFU（Llama 3 论文 Table 4：8,192 个 GPU 时为 43%，16,384 个时为 41%）。</translation>
    </message>
    <message>
        <source>Fixed time per decode step for scheduling, sampling and kernel launches (CUDA graphs keep it near 1 ms in vLLM and TensorRT-LLM). Calibrated on NVIDIA&apos;s TensorRT-LLM throughput table.</source>
        <translation>每个解码步用于调度、采样和 kernel 启动的固定时间（vLLM 和 TensorRT-LLM 借助 CUDA graphs 将其控制在约 1 ms）。按 NVIDIA 公布的 TensorRT-LLM 吞吐量表校准。</translation>
    </message>
    <message>
        <source>Latency of one small tensor-parallel all-reduce over NVLink-class links (two per layer per step).</source>
        <translation>通过 NVLink 级互联执行一次小规模张量并行 all-reduce 的时延（每步每层两次）。</translation>
    </message>
    <message>
        <source>Latency of one small tensor-parallel all-reduce over PCIe.</source>
        <translation>通过 PCIe 执行一次小规模张量并行 all-reduce 的时延。</translation>
    </message>
    <message>
        <source>The same share when the ring runs over PCIe x16 (no NVLink-class link): NCCL all-reduce bus bandwidth of 28 GB/s on 8 PCIe 5.0 GPUs, 35 GB/s on 4, of 64 GB/s one way (NVIDIA/nccl#1639; the host&apos;s CPU and memory set it).</source>
        <translation>环形通信走 PCIe x16（无 NVLink 级互联）时的同一占比：8 个 PCIe 5.0 GPU 的 NCCL all-reduce 总线带宽为 28 GB/s，4 个时为 35 GB/s，而单向上限为 64 GB/s（NVIDIA/nccl#1639；实际值取决于主机的 CPU 和内存）。</translation>
    </message>
    <message>
        <source>Time-to-first-token target of online serving when the workload gives none: MLPerf Inference Llama 2 70B server scenario (TTFT 2 s).</source>
        <translation>工作负载未给出时，在线推理服务的首 token 时延目标：MLPerf Inference Llama 2 70B server 场景（TTFT 2 s）。</translation>
    </message>
    <message>
        <source>Time-per-output-token target of online serving when the workload gives none: MLPerf Inference Llama 2 70B server scenario (TPOT 200 ms).</source>
        <translation>工作负载未给出时，在线推理服务的每输出 token 时延目标：MLPerf Inference Llama 2 70B server 场景（TPOT 200 ms）。</translation>
    </message>
    <message>
        <source>Default MFU</source>
        <translation>默认 MFU</translation>
    </message>
    <message>
        <source>Base training MFU, A100 class</source>
        <translation>基准训练 MFU（A100 级）</translation>
    </message>
    <message>
        <source>Base training MFU, H100 class</source>
        <translation>基准训练 MFU（H100 级）</translation>
    </message>
    <message>
        <source>Model size reaching the base MFU</source>
        <translation>达到基准 MFU 的模型规模</translation>
    </message>
    <message>
        <source>MFU size exponent, H100 class</source>
        <translation>MFU 规模指数（H100 级）</translation>
    </message>
    <message>
        <source>Nodes for the full size exponent</source>
        <translation>规模指数完全生效的节点数</translation>
    </message>
    <message>
        <source>MFU loss per doubling of nodes</source>
        <translation>节点数每翻倍的 MFU 损失</translation>
    </message>
    <message>
        <source>FP8 training speed-up</source>
        <translation>FP8 训练加速比</translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency</source>
        <translation>解码带宽效率</translation>
    </message>
    <message>
        <source>Prefill compute efficiency</source>
        <translation>prefill 算力效率</translation>
    </message>
    <message>
        <source>Decode compute efficiency at large batch</source>
        <translation>大 batch 解码算力效率</translation>
    </message>
    <message>
        <source>KV cache read bandwidth efficiency</source>
        <translation>KV cache 读取带宽效率</translation>
    </message>
    <message>
        <source>Decode step overhead</source>
        <translation>每步解码固定开销</translation>
    </message>
    <message>
        <source>All-reduce latency, NVLink class</source>
        <translation>all-reduce 时延（NVLink 级互联）</translation>
    </message>
    <message>
        <source>All-reduce latency, PCIe</source>
        <translation>all-reduce 时延（PCIe）</translation>
    </message>
    <message>
        <source>All-reduce bandwidth efficiency</source>
        <translation>all-reduce 带宽效率</translation>
    </message>
    <message>
        <source>All-reduce bandwidth efficiency, PCIe</source>
        <translation>all-reduce 带宽效率（PCIe）</translation>
    </message>
    <message>
        <source>Default TTFT target</source>
        <translation>默认 TTFT 目标</translation>
    </message>
    <message>
        <source>Default TPOT target</source>
        <translation>默认 TPOT 目标</translation>
    </message>
    <message>
        <source>Compute efficiency of non-LLM workloads</source>
        <translation>非大模型负载的算力效率</translation>
    </message>
    <message>
        <source>Scaling loss per GPU doubling, NVLink</source>
        <translation>GPU 数每翻倍的扩展损失（NVLink）</translation>
    </message>
    <message>
        <source>Scaling loss per GPU doubling, PCIe</source>
        <translation>GPU 数每翻倍的扩展损失（PCIe）</translation>
    </message>
    <message>
        <source>Runtime memory per GPU</source>
        <translation>每 GPU 运行时显存开销</translation>
    </message>
    <message>
        <source>Memory fragmentation</source>
        <translation>显存碎片比例</translation>
    </message>
    <message>
        <source>GPU memory share of the serving engine</source>
        <translation>推理引擎的显存占用比例</translation>
    </message>
    <message>
        <source>Bytes per logit</source>
        <translation>每个 logit 的字节数</translation>
    </message>
    <message>
        <source>Training tokens per parameter</source>
        <translation>每参数训练 token 数</translation>
    </message>
    <message>
        <source>CPU cores per GPU for serving</source>
        <translation>推理每 GPU 的 CPU 核数</translation>
    </message>
    <message>
        <source>Minimum CPU cores of an inference node</source>
        <translation>推理节点最少 CPU 核数</translation>
    </message>
    <message>
        <source>Recommended CPU cores of an inference node</source>
        <translation>推理节点推荐 CPU 核数</translation>
    </message>
    <message>
        <source>Minimum CPU cores for heavy preprocessing</source>
        <translation>重度预处理最少 CPU 核数</translation>
    </message>
    <message>
        <source>Recommended CPU cores for heavy preprocessing</source>
        <translation>重度预处理推荐 CPU 核数</translation>
    </message>
    <message>
        <source>Minimum CPU cores per training GPU</source>
        <translation>训练每 GPU 最少 CPU 核数</translation>
    </message>
    <message>
        <source>Recommended CPU cores per training GPU</source>
        <translation>训练每 GPU 推荐 CPU 核数</translation>
    </message>
    <message>
        <source>Host memory reserve</source>
        <translation>内存余量比例</translation>
    </message>
    <message>
        <source>Host memory per framework process</source>
        <translation>每个框架进程的内存占用</translation>
    </message>
    <message>
        <source>Data-loader workers per GPU</source>
        <translation>每 GPU 数据加载 worker 数</translation>
    </message>
    <message>
        <source>Host memory per data-loader worker</source>
        <translation>每个数据加载 worker 的内存占用</translation>
    </message>
    <message>
        <source>Recommended RAM per GB of GPU memory</source>
        <translation>每 GB 显存的推荐内存</translation>
    </message>
    <message>
        <source>Minimum system disk</source>
        <translation>系统盘最小容量</translation>
    </message>
    <message>
        <source>Recommended system disk</source>
        <translation>系统盘推荐容量</translation>
    </message>
    <message>
        <source>Logs and metrics</source>
        <translation>日志与监控数据</translation>
    </message>
    <message>
        <source>Data disk headroom</source>
        <translation>数据盘余量</translation>
    </message>
    <message>
        <source>Checkpoint write time target</source>
        <translation>检查点写入目标时间</translation>
    </message>
    <message>
        <source>Model load time target</source>
        <translation>模型加载目标时间</translation>
    </message>
    <message>
        <source>Largest dataset cached in RAM</source>
        <translation>内存缓存数据集上限</translation>
    </message>
    <message>
        <source>Global batch size</source>
        <translation>全局 batch 大小</translation>
    </message>
    <message>
        <source>Minimum public bandwidth</source>
        <translation>最低公网带宽</translation>
    </message>
    <message>
        <source>Step share of the gradient all-reduce</source>
        <translation>梯度 all-reduce 可占训练步比例</translation>
    </message>
    <message>
        <source>Default fine-tuning tokens</source>
        <translation>默认微调 token 数</translation>
    </message>
    <message>
        <source>Diffusion inference workspace</source>
        <translation>扩散模型推理工作区比例</translation>
    </message>
    <message>
        <source>Diffusion training activations per sample</source>
        <translation>扩散模型训练每样本激活显存</translation>
    </message>
    <message>
        <source>Vision training activations per sample</source>
        <translation>视觉模型训练每样本激活显存</translation>
    </message>
    <message>
        <source>Images decoded per CPU core</source>
        <translation>每 CPU 核图像解码速率</translation>
    </message>
    <message>
        <source>Default sample size</source>
        <translation>默认样本大小</translation>
    </message>
    <message>
        <source>GPU memory per video stream</source>
        <translation>每路视频的显存</translation>
    </message>
    <message>
        <source>CPU cores per video stream</source>
        <translation>每路视频的 CPU 核数</translation>
    </message>
    <message>
        <source>GPU memory over the scene size</source>
        <translation>渲染场景显存余量</translation>
    </message>
    <message>
        <source>FP32 rate of the reference GPU</source>
        <translation>参考 GPU 的 FP32 算力</translation>
    </message>
    <message>
        <source>CPU cores per simulator instance</source>
        <translation>每个仿真实例的 CPU 核数</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Utilization, around the clock</source>
        <translation>利用率（全天候）</translation>
    </message>
    <message>
        <source>Utilization, business hours</source>
        <translation>利用率（工作时间）</translation>
    </message>
    <message>
        <source>Utilization, bursty load</source>
        <translation>利用率（突发负载）</translation>
    </message>
    <message>
        <source>Utilization, one-off job</source>
        <translation>利用率（一次性任务）</translation>
    </message>
    <message>
        <source>Utilization at which a term pays</source>
        <translation>长期合约划算的利用率</translation>
    </message>
    <message>
        <source>Shortest run for a term</source>
        <translation>建议长期合约的最短运行时间</translation>
    </message>
    <message>
        <source>High development share</source>
        <translation>开发占比上限</translation>
    </message>
    <message>
        <source>Low utilization</source>
        <translation>低利用率阈值</translation>
    </message>
    <message>
        <source>Oversized GPU memory</source>
        <translation>显存过剩倍数</translation>
    </message>
    <message>
        <source>Cost share of a cheaper alternative</source>
        <translation>更便宜替代方案的成本比例</translation>
    </message>
    <message>
        <source>Weak FP64 rate</source>
        <translation>FP64 弱算力阈值</translation>
    </message>
    <message>
        <source>Small file size</source>
        <translation>小文件大小阈值</translation>
    </message>
    <message>
        <source>Small file count</source>
        <translation>小文件数量阈值</translation>
    </message>
    <message>
        <source>Over-provisioned public bandwidth</source>
        <translation>公网带宽过剩倍数</translation>
    </message>
    <message>
        <source>Smallest over-provisioned bandwidth reported</source>
        <translation>报告带宽过剩的最小带宽</translation>
    </message>
    <message>
        <source>Long training run</source>
        <translation>长时训练阈值</translation>
    </message>
    <message>
        <source>Checkpoint interval limit</source>
        <translation>检查点间隔上限倍数</translation>
    </message>
    <message>
        <source>Minimum RDMA fabric per node</source>
        <translation>每节点 RDMA 网络最低带宽</translation>
    </message>
    <message>
        <source>Dataset size for object storage</source>
        <translation>转入对象存储的数据集规模</translation>
    </message>
    <message>
        <source>Memory channels per GPU</source>
        <translation>每 GPU 内存通道数</translation>
    </message>
    <message>
        <source>GPU MTBF</source>
        <translation>GPU 平均无故障时间（MTBF）</translation>
    </message>
    <message>
        <source>Achieved share of peak FLOPS for transformer diffusion and vision models (DiT, ViT) and other non-LLM kernels without a measured family figure. Estimate.</source>
        <translation>Transformer 类扩散与视觉模型（DiT、ViT）及其他尚无实测系列数据的非 LLM 计算核实际达到的峰值算力占比。估算值。</translation>
    </message>
    <message>
        <source>UNet diffusion inference efficiency, framework defaults</source>
        <translation>UNet 扩散模型推理算力利用率（框架默认配置）</translation>
    </message>
    <message>
        <source>UNet diffusion inference efficiency, optimised stack</source>
        <translation>UNet 扩散模型推理算力利用率（优化栈）</translation>
    </message>
    <message>
        <source>The same with TensorRT: MLPerf Inference v4.0 SDXL, 1.642 images/s on one H100 = 444 TFLOPS of 989.5 = 0.449, 8× L40S 0.469; geometric mean 0.459. INT8 and FP8 UNets are rated at the 16-bit peak: the quantized recipe keeps attention and normalization in FP16.</source>
        <translation>使用 TensorRT 时的同一指标：MLPerf Inference v4.0 SDXL，单张 H100 每秒 1.642 张 = 444 TFLOPS（峰值 989.5）= 0.449，8× L40S 为 0.469；几何平均 0.459。INT8 和 FP8 UNet 按 16 位峰值计：量化方案中注意力和归一化仍保持 FP16。</translation>
    </message>
    <message>
        <source>UNet diffusion training efficiency, optimised stack</source>
        <translation>UNet 扩散模型训练算力利用率（优化栈）</translation>
    </message>
    <message>
        <source>Dense FP64 efficiency (HPL class)</source>
        <translation>稠密 FP64 计算效率（HPL 类）</translation>
    </message>
    <message>
        <source>Rendering slowdown without RT cores</source>
        <translation>无 RT 核心时的渲染减速</translation>
    </message>
    <message>
        <source>Output bitrate of a 1080p H.264 stream</source>
        <translation>1080p H.264 输出码率</translation>
    </message>
    <message>
        <source>Broadcast quality, estimate; HEVC × %1 (Ohm et al. 2012), AV1 × %2 (NVIDIA: 40% less than H.264).</source>
        <translation>广播级画质，估算值；HEVC × %1（Ohm 等，2012），AV1 × %2（NVIDIA：比 H.264 低 40%）。</translation>
    </message>
    <message>
        <source>Molecular dynamics step time per million atoms (A100)</source>
        <translation>每百万原子的分子动力学单步耗时（A100）</translation>
    </message>
    <message>
        <source>Point-in-polygon points per second (V100)</source>
        <translation>点在多边形内判断每秒处理点数（V100）</translation>
    </message>
    <message>
        <source>OmniSci, 18.3 million LiDAR points in 268 ms; parsing WKT polygons %1/s (cuSpatial); both scaled by memory bandwidth over %2 GB/s (geospatial.cpp).</source>
        <translation>OmniSci：268 ms 处理 1,830万个激光雷达点；WKT 多边形解析每秒 %1 个（cuSpatial）；两者均按显存带宽相对 %2 GB/s 缩放（geospatial.cpp）。</translation>
    </message>
    <message>
        <source>Tuned training stack</source>
        <translation>调优的训练栈</translation>
    </message>
    <message>
        <source>Older training stack</source>
        <translation>较旧的训练栈</translation>
    </message>
    <message>
        <source>Highest default MFU</source>
        <translation>默认 MFU 上限</translation>
    </message>
    <message>
        <source>No default whole-run MFU above this share of peak, whatever the factors give (published whole runs stay below about 0.7).</source>
        <translation>无论各系数算出多少，默认的整轮 MFU 都不超过峰值的这一比例（已公开的整轮训练均低于约 0.7）。</translation>
    </message>
    <message>
        <source>Scaling efficiency lost per doubling of GPUs in a node over NVLink-class links. Estimate: 8 GPUs reach 91% of 8× one GPU (8 GPUs are not 8× one).</source>
        <translation>节点内通过 NVLink 级卡间互联时，GPU 数每翻一倍损失的扩展效率。估计值：8 个 GPU 可达单 GPU 8 倍的 91%（8 个 GPU 并不等于单 GPU 的 8 倍）。</translation>
    </message>
    <message>
        <source>Ordinary inference nodes start from 8–16 physical cores.</source>
        <translation>普通推理节点从 8–16 个物理核心起步。</translation>
    </message>
    <message>
        <source>Upper end of the 8–16 core range for inference nodes.</source>
        <translation>推理节点 8–16 核范围的上限。</translation>
    </message>
    <message>
        <source>Heavy preprocessing calls for 16–32 physical cores.</source>
        <translation>重度预处理需要 16–32 个物理核心。</translation>
    </message>
    <message>
        <source>Upper end of 16–32 cores for heavy preprocessing.</source>
        <translation>重度预处理 16–32 核范围的上限。</translation>
    </message>
    <message>
        <source>Dataset cache plus program footprint, then about 30% in reserve.</source>
        <translation>数据集缓存加程序占用，再预留约 30% 余量。</translation>
    </message>
    <message>
        <source>Data-loader worker processes per GPU (count each worker&apos;s copies).</source>
        <translation>每 GPU 的数据加载 worker 进程数（要计入每个 worker 的数据副本）。</translation>
    </message>
    <message>
        <source>System disk about 100–200 GB for OS, drivers and runtimes.</source>
        <translation>系统盘约 100–200 GB，用于操作系统、驱动和运行时。</translation>
    </message>
    <message>
        <source>Upper end, room for container images.</source>
        <translation>取上限，为容器镜像留出空间。</translation>
    </message>
    <message>
        <source>Largest dataset cached in host RAM; 64–256 GB is typical for large image, video or science data. Larger datasets stream from the data disk.</source>
        <translation>主机内存中缓存的最大数据集；大型图像、视频或科学数据通常为 64–256 GB。更大的数据集从数据盘流式读取。</translation>
    </message>
    <message>
        <source>About 100 Mbps serves a single low-rate user.</source>
        <translation>约 100 Mbps 可满足单个低速率用户。</translation>
    </message>
    <message>
        <source>Utilization from which a monthly or reserved term beats hourly billing (steady, high load favours terms or owning).</source>
        <translation>包月或预留（包年/长期）开始比按量付费划算的利用率阈值（稳定的高负载更适合长期合约或自购）。</translation>
    </message>
    <message>
        <source>Share of time in development and validation above which a fixed multi-GPU node idles.</source>
        <translation>开发与验证时间占比超过此值时，固定多卡节点会闲置。</translation>
    </message>
    <message>
        <source>Utilization under which fixed terms and purchases mostly pay for idle GPUs.</source>
        <translation>利用率低于此值时，固定合约和购买的费用大多花在闲置的 GPU 上。</translation>
    </message>
    <message>
        <source>GPU memory this many times the need counts as oversized (the newest or largest is not automatically better).</source>
        <translation>显存达到需求的此倍数即视为配置过大（最新或最大的并不一定更好）。</translation>
    </message>
    <message>
        <source>File count from which small files overwhelm a shared file system.</source>
        <translation>小文件数量达到此值时会压垮共享文件系统。</translation>
    </message>
    <message>
        <source>Public bandwidth this many times the need counts as over-provisioned.</source>
        <translation>公网带宽达到需求的此倍数即视为配置过剩。</translation>
    </message>
    <message>
        <source>Training runs at least this long need checkpoints and backups.</source>
        <translation>训练时长达到此值时需要检查点和备份。</translation>
    </message>
    <message>
        <source>Dataset size above which the cold part belongs in object storage.</source>
        <translation>数据集超过此大小时，冷数据部分应放入对象存储。</translation>
    </message>
    <message>
        <source>Memory channels per GPU below which the host memory bandwidth is thin (check memory channels; NVIDIA DGX A100 and H100 have 2 per GPU).</source>
        <translation>每 GPU 内存通道数低于此值时，主机内存带宽不足（检查内存通道数；NVIDIA DGX A100 和 H100 为每 GPU 2 个）。</translation>
    </message>
    <message>
        <source>1080p30 decode sessions per decoder without a published rate</source>
        <translation>无公开速率的解码器：每个可解 1080p30 路数</translation>
    </message>
    <message>
        <source>Decode sessions of 1080p30 one video decoder sustains where no per-engine rate is published (AMD VCN). Estimate. NVIDIA&apos;s NVDEC rates come from the NVDEC Application Note, by generation and codec (video.cpp).</source>
        <translation>没有公开单引擎速率的视频解码器（AMD VCN）每个能持续解码的 1080p30 路数。估计值。NVIDIA NVDEC 的速率取自《NVDEC 应用说明》，按架构代际和编码格式区分（video.cpp）。</translation>
    </message>
    <message>
        <source>Cycles score of the reference GPU</source>
        <translation>参考 GPU 的 Cycles 得分</translation>
    </message>
    <message>
        <source>Blender Open Data median Cycles score of the L40S (OptiX, Blender 4.5.0, 8 runs), on which seconds per frame are measured; another GPU&apos;s time is this over its own score in the catalog (otherwork.cpp).</source>
        <translation>L40S 在 Blender Open Data 上的 Cycles 得分中位数（OptiX，Blender 4.5.0，8 次运行），每帧秒数即在这块卡上测得；其他 GPU 的耗时按此得分与目录中该卡自身得分之比换算（otherwork.cpp）。</translation>
    </message>
    <message>
        <source>Training MFU of a large dense model on A100-class GPUs (312 TFLOPS BF16) before the node loss, model FLOPs counting attention; fitted with the other training factors on 15 published whole runs (Llama 2, MPT-7B, StarCoderBase, nanoGPT, llm.c among them; tests/data/calibration and tests/data/fidelity).</source>
        <translation>大型稠密模型在 A100 级 GPU（BF16 312 TFLOPS）上、未计多节点损耗时的训练 MFU，模型 FLOPs 计入注意力；与其他训练系数一起，用 15 次公开的完整训练拟合（包括 Llama 2、MPT-7B、StarCoderBase、nanoGPT、llm.c；见 tests/data/calibration 和 tests/data/fidelity）。</translation>
    </message>
    <message>
        <source>Training MFU of a large dense model on H100-class GPUs (989.5 TFLOPS BF16) before the node loss, model FLOPs counting attention; fitted with the other training factors on 15 published whole runs (Llama 3.1, MLPerf GPT-3 175B, MLPerf Llama 2 70B LoRA among them). Interpolated on log(peak) for other GPUs.</source>
        <translation>大型稠密模型在 H100 级 GPU（BF16 989.5 TFLOPS）上、未计多节点损耗时的训练 MFU，模型 FLOPs 计入注意力；与其他训练系数一起，用 15 次公开的完整训练拟合（包括 Llama 3.1、MLPerf GPT-3 175B、MLPerf Llama 2 70B LoRA）。其他 GPU 按峰值的对数插值。</translation>
    </message>
    <message>
        <source>FP8 training rate over BF16 on the same GPUs (DeepSeek-V3: 2.664M H800-hours for 14.8T tokens at 37B active; MLPerf Llama 2 70B LoRA on 8 and 64 GPUs).</source>
        <translation>同一 GPU 上 FP8 训练速度相对 BF16 的倍数（DeepSeek-V3：37B 激活参数、14.8T token 用了 266.4 万 H800 卡时；MLPerf Llama 2 70B LoRA 的 8 卡和 64 卡成绩）。</translation>
    </message>
    <message>
        <source>MFU of an MLPerf-grade stack over the default, fitted on MLPerf Training v4.0 GPT-3 175B on 512 H100 and llm.c GPT-2 124M on 8 A100, tests/data/fidelity.</source>
        <translation>MLPerf 级训练栈的 MFU 相对默认值的倍数，用 MLPerf Training v4.0 GPT-3 175B（512 张 H100）和 llm.c GPT-2 124M（8 张 A100）拟合，见 tests/data/fidelity。</translation>
    </message>
    <message>
        <source>MFU of a 2022–23 stack over the default: StarCoderBase 15B on 512 A100 (BigCode Megatron-LM fork, 2023) ran at 0.81 of it, tests/data/fidelity.</source>
        <translation>2022–23 年训练栈的 MFU 相对默认值的倍数：StarCoderBase 15B 在 512 张 A100 上（BigCode 的 Megatron-LM 分支，2023 年）只达到默认值的 0.81，见 tests/data/fidelity。</translation>
    </message>
    <message>
        <source>Sustained share of the FP64 peak TOP500 counts as Rpeak (tensor cores on NVIDIA A100/H100, the vector rate on V100 and AMD CDNA) for dense FP64 work such as HPL, with no loss per doubling of nodes (HPL grows the matrix with the machine). Fitted on TOP500 Rmax per GPU: Eos 36.48 TFLOPS of the H100&apos;s 67 = 0.54, Eagle 38.97 of 67 = 0.58, Selene 12.31 of the A100&apos;s 19.5 = 0.63, LUMI 32.55 of the MI250X&apos;s 47.9 = 0.68, Sierra 5.48 of the V100&apos;s 7.8 = 0.70; geometric mean 0.625.</source>
        <translation>HPL 这类稠密 FP64 计算实际持续达到的 FP64 峰值占比，峰值按 TOP500 计 Rpeak 的口径（NVIDIA A100/H100 取 Tensor Core 算力，V100 和 AMD CDNA 取向量算力）；节点数每翻一倍不计损失（HPL 会随机器规模放大矩阵）。按 TOP500 每 GPU 的 Rmax 拟合：Eos 36.48 TFLOPS / H100 的 67 = 0.54，Eagle 38.97 / 67 = 0.58，Selene 12.31 / A100 的 19.5 = 0.63，LUMI 32.55 / MI250X 的 47.9 = 0.68，Sierra 5.48 / V100 的 7.8 = 0.70；几何平均 0.625。</translation>
    </message>
    <message>
        <source>Share of point-in-polygon time that follows FP64</source>
        <translation>点在多边形内判断耗时中受 FP64 制约的比例</translation>
    </message>
    <message>
        <source>On a GPU without RT cores, Cycles and Octane render through CUDA instead of OptiX: the same scene on the same GPU took 22.53 s with CUDA and 13.54 s with OptiX (Blender 3, Cycles X), 1.66× longer. Estimate from one published pair; applied only when the catalog measures no GPU without RT cores to estimate a score from.</source>
        <translation>在没有 RT 核心的 GPU 上，Cycles 和 Octane 通过 CUDA 而非 OptiX 渲染：同一场景在同一 GPU 上用 CUDA 耗时 22.53 s，用 OptiX 耗时 13.54 s（Blender 3，Cycles X），慢 1.66 倍。依据一组公开数据的估算；仅当硬件库中没有可供推算得分的无 RT 核心实测 GPU 时才使用。</translation>
    </message>
    <message>
        <source>FP32 rate of the reference GPU (NVIDIA L40S datasheet) on which seconds per frame are measured; used only for a GPU without a Cycles score when the catalog measures no GPU to estimate one from.</source>
        <translation>测量每帧秒数所用参考 GPU 的 FP32 算力（NVIDIA L40S 数据手册）；仅当某 GPU 没有 Cycles 得分、且硬件库中也没有可供推算的实测 GPU 时才使用。</translation>
    </message>
    <message>
        <source>AMBER pmemd.cuda speed over the OpenMM model</source>
        <translation>AMBER pmemd.cuda 相对 OpenMM 模型的速度</translation>
    </message>
    <message>
        <source>Geometric mean of published pmemd.cuda runs over the OpenMM model on the same GPUs (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks; V100, A100, H100).</source>
        <translation>同一批 GPU 上公开的 pmemd.cuda 实测结果与 OpenMM 模型之比的几何平均（ACENET MDBench、Rutgers NgFEP、CSC chem-benchmarks；V100、A100、H100）。</translation>
    </message>
    <message>
        <source>GROMACS speed over the OpenMM model</source>
        <translation>GROMACS 相对 OpenMM 模型的速度</translation>
    </message>
    <message>
        <source>Achieved share of the link bandwidth (one way) in a tensor-parallel all-reduce of decode size (8–64 MiB): 2·(t−1)/t × bytes ÷ (bandwidth × this), after the latency above. Geometric mean of five measured all-reduces: NCCL on 8 × H100 over NVLink, 8 MiB in 90.5 µs and 16 MiB in 135.7 µs (ByteDance-Seed/Triton-distributed#57); TensorRT-LLM two-shot on 4 × GB200, 8, 32 and 64 MiB in 47.2, 152.1 and 278.5 µs (NVIDIA/TensorRT-LLM#14534): 0.40, 0.51, 0.36, 0.39 and 0.41.</source>
        <translation>张量并行中解码规模（8–64 MiB）的 all-reduce 实际达到的单向链路带宽占比：在上面的延迟之外，耗时为 2·(t−1)/t × 字节数 ÷ (带宽 × 该值)。取五次实测 all-reduce 的几何平均：8 × H100（NVLink 互联）上的 NCCL，8 MiB 用时 90.5 µs、16 MiB 用时 135.7 µs（ByteDance-Seed/Triton-distributed#57）；4 × GB200 上 TensorRT-LLM 的 two-shot，8、32、64 MiB 分别用时 47.2、152.1、278.5 µs（NVIDIA/TensorRT-LLM#14534）：依次为 0.40、0.51、0.36、0.39、0.41。</translation>
    </message>
    <message>
        <source>Achieved share of peak dense FLOPS during prefill (compute bound). Calibrated on the TensorRT-LLM throughput tables NVIDIA publishes (77 rows, H100 and H200).</source>
        <translation>prefill 阶段（受算力限制）实际达到的稠密算力峰值占比。按 NVIDIA 公布的 TensorRT-LLM 吞吐量表校准（77 行，H100 与 H200）。</translation>
    </message>
    <message>
        <source>Achieved share of peak dense FLOPS by the decode GEMMs once they are compute bound at large batch. Calibrated on the TensorRT-LLM throughput tables NVIDIA publishes (77 rows, H100 and H200).</source>
        <translation>大 batch 下解码阶段的 GEMM 转为受算力限制后，实际达到的稠密算力峰值占比。按 NVIDIA 公布的 TensorRT-LLM 吞吐量表校准（77 行，H100 与 H200）。</translation>
    </message>
    <message>
        <source>Achieved share of peak memory bandwidth when attention reads the paged KV cache, in kernels of its own after the GEMMs. Calibrated on the TensorRT-LLM throughput tables NVIDIA publishes (77 rows, H100 and H200).</source>
        <translation>注意力在 GEMM 之后以独立 kernel 读取分页 KV cache 时，实际达到的显存带宽峰值占比。按 NVIDIA 公布的 TensorRT-LLM 吞吐量表校准（77 行，H100 与 H200）。</translation>
    </message>
    <message>
        <source>GROMACS multi-GPU communication, in atoms</source>
        <translation>GROMACS 多卡通信开销（折合原子数）</translation>
    </message>
    <message>
        <source>GPU-resident GROMACS (-nb -pme -update gpu), with the per-atom cost scaled by speed^-%1 instead of OpenMM&apos;s: it gains about 3.6× from a V100 to an H100 in two published sets. Least squares on published runs (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks), with the cut-off below.</source>
        <translation>全部驻留 GPU 运行的 GROMACS（-nb -pme -update gpu），每原子开销按 速度^-%1 缩放，而非 OpenMM 的指数：两组公开数据中，从 V100 换到 H100 速度约提高 3.6 倍。对公开实测结果做最小二乘拟合（ACENET MDBench、Rutgers NgFEP、CSC chem-benchmarks），并计入下一条的截断半径。</translation>
    </message>
    <message>
        <source>GROMACS per-atom cost against the cut-off, exponent</source>
        <translation>GROMACS 每原子开销随截断半径变化的指数</translation>
    </message>
    <message>
        <source>The per-atom cost × (cut-off ÷ %1 nm)^this; %1 nm when no cut-off is given. Fitted with the speed and exponent above on published runs at 0.8 nm (6n4o), 0.9 nm (ADH) and 1.2 nm (STMV).</source>
        <translation>每原子开销 × (截断半径 ÷ %1 nm)^本值；未填写截断半径时按 %1 nm 计。与上面的速度系数和指数一起，依据截断半径为 0.8 nm（6n4o）、0.9 nm（ADH）和 1.2 nm（STMV）的公开实测拟合。</translation>
    </message>
    <message>
        <source>Serving efficiency on ROCm, against CUDA</source>
        <translation>ROCm 平台推理效率（相对 CUDA）</translation>
    </message>
    <message>
        <source>The four serving efficiencies above × this on AMD GPUs (ROCm): they were fitted on TensorRT-LLM on Hopper, and vLLM on MI300X reaches less of the MI300X&apos;s peak. Fitted on MLPerf Inference v5.1 (open, Krai): Llama 2 70B FP8 offline on 8 × MI300X with vLLM 0.6.5, 27,186 tokens/s against 35,643 at × 1 → 0.76. The same harness on 8 × H200 with vLLM 0.9.2 read 0.86 at × 1 (no factor on CUDA).</source>
        <translation>在 AMD GPU（ROCm）上，上面四项推理效率都乘以本值：这些效率是依据 Hopper 上的 TensorRT-LLM 拟合的，而 MI300X 上的 vLLM 能发挥出的峰值比例更低。依据 MLPerf Inference v5.1（开放组，Krai）拟合：8 × MI300X 用 vLLM 0.6.5 离线运行 Llama 2 70B FP8，实测 27,186 tokens/s，按 × 1 估算为 35,643 → 0.76。同一测试框架在 8 × H200 上用 vLLM 0.9.2 运行，按 × 1 估算的比值为 0.86（CUDA 平台不乘系数）。</translation>
    </message>
    <message>
        <source>cuSpatial&apos;s kernels are float64: the same NYC taxi joins refine 7.4× slower on a Titan RTX (FP64 1/32 of FP32) than on a Titan V (1/2) at equal bandwidth (Zhang 2020). The rest of the time follows memory bandwidth; FP64 against %1 TFLOPS (V100) (geospatial.cpp).</source>
        <translation>cuSpatial 的内核以 float64 计算：同样的纽约出租车空间连接，在带宽相当的情况下，Titan RTX（FP64 为 FP32 的 1/32）上的精化耗时是 Titan V（1/2）的 7.4 倍（Zhang 2020）。其余耗时取决于显存带宽；FP64 以 %1 TFLOPS（V100）为基准（geospatial.cpp）。</translation>
    </message>
    <message>
        <source>Spatial join: points indexed and filtered per second (V100)</source>
        <translation>空间连接：每秒建索引并过滤的点数（V100）</translation>
    </message>
    <message>
        <source>cuSpatial&apos;s quadtree join of 168.9 million NYC taxi points on a Titan V: indexing and filtering 0.419 s (mean of three polygon sets, Zhang 2020), scaled by memory bandwidth to the V100&apos;s 900 GB/s.</source>
        <translation>cuSpatial 在 Titan V 上对 1.689 亿个纽约出租车上车点做四叉树空间连接：建索引与过滤耗时 0.419 s（三组多边形的平均值，Zhang 2020），按显存带宽折算到 V100 的 900 GB/s。</translation>
    </message>
    <message>
        <source>Spatial join: points refined per second (V100)</source>
        <translation>空间连接：每秒精化的点数（V100）</translation>
    </message>
    <message>
        <source>The same joins&apos; point-in-polygon refinement: 0.14, 0.55 and 0.28 s for taxi zones, community districts and census tracts (geometric mean 0.278 s), scaled to the V100 as point in polygon (the FP64 share above).</source>
        <translation>同样这几次连接的精化步骤（逐点判断是否在多边形内）：出租车分区、社区委员会辖区和人口普查区分别耗时 0.14、0.55 和 0.28 s（几何平均 0.278 s），按点在多边形内判断的方式折算到 V100（采用上面的 FP64 占比）。</translation>
    </message>
    <message>
        <source>A step on n GPUs takes one GPU&apos;s step × (1/n + this ÷ (atoms × the cut-off factor above)): halo exchange, PME on one GPU and the traffic to it, which more GPUs do not shrink; kept whole at a shorter cut-off. Fitted on STMV (1.2 nm) on 2 × H100 and 2 × MI250X against one GPU (CSC chem-benchmarks).</source>
        <translation>n 块 GPU 上每步耗时 = 单卡每步耗时 × (1/n + 本值 ÷ (原子数 × 上面的截断半径系数))：晕区交换、集中在一块 GPU 上的 PME 及与之往来的数据传输不会因 GPU 增多而减少；截断半径缩短时，这部分按不变计。依据 STMV（截断半径 1.2 nm）在 2 × H100、2 × MI250X 上相对单卡的实测拟合（CSC chem-benchmarks）。</translation>
    </message>
    <message>
        <source>Compute efficiency of convolutional networks in TF32</source>
        <translation>卷积网络在 TF32 下的算力利用率</translation>
    </message>
    <message>
        <source>Achieved share of the TF32 peak for convolutional networks trained in FP32 on GPUs with TF32 tensor cores, which cuDNN uses for FP32 convolutions by default. Fitted: NVIDIA DeepLearningExamples PyTorch on 8× A100, ResNet-50 7,248 img/s × 24.54 GFLOPs = 0.156 and ResNeXt-101 32x4d 2,381 img/s × 48.18 GFLOPs = 0.101 of 8 × 156 TFLOPS × 0.913 (scaling); geometric mean 0.125.</source>
        <translation>在带 TF32 Tensor Core 的 GPU 上以 FP32 训练卷积网络时实际达到的 TF32 峰值算力占比（cuDNN 默认用 TF32 执行 FP32 卷积）。拟合依据：NVIDIA DeepLearningExamples PyTorch 在 8× A100 上，ResNet-50 7,248 张/秒 × 24.54 GFLOPs = 0.156，ResNeXt-101 32x4d 2,381 张/秒 × 48.18 GFLOPs = 0.101，分母为 8 × 156 TFLOPS × 0.913（扩展效率）；几何平均 0.125。</translation>
    </message>
    <message>
        <source>Compute efficiency of convolutional networks in FP32</source>
        <translation>卷积网络在 FP32 下的算力利用率</translation>
    </message>
    <message>
        <source>Achieved share of the FP32 peak for convolutional networks trained in FP32 on GPUs without TF32 (V100, T4, AMD): the FP32 units stay far busier than tensor cores do. Fitted: NVIDIA DeepLearningExamples PyTorch FP32 on 8× V100 16GB, ResNet-50 2,855 img/s × 24.54 GFLOPs = 0.611 and ResNeXt-101 32x4d 1,151 img/s × 48.18 GFLOPs = 0.484 of 8 × 15.7 TFLOPS × 0.913 (scaling); geometric mean 0.544.</source>
        <translation>在不支持 TF32 的 GPU（V100、T4、AMD）上以 FP32 训练卷积网络时实际达到的 FP32 峰值算力占比：FP32 单元的利用率远高于 Tensor Core。拟合依据：NVIDIA DeepLearningExamples PyTorch FP32 在 8× V100 16GB 上，ResNet-50 2,855 张/秒 × 24.54 GFLOPs = 0.611，ResNeXt-101 32x4d 1,151 张/秒 × 48.18 GFLOPs = 0.484，分母为 8 × 15.7 TFLOPS × 0.913（扩展效率）；几何平均 0.544。</translation>
    </message>
    <message>
        <source>Sustained FP64 FLOPs per byte of the datasheet memory bandwidth for bandwidth-bound codes (sparse solvers and stencils, HPCG class). Fitted on TOP500 HPCG runs (June 2021 list): Summit 2,925.75 TFLOP/s on 27,648 V100 = 0.106 per GPU / 900 GB/s = 0.118; Perlmutter 1,905.44 on 5,696 A100 40GB = 0.335 / 1,555 GB/s = 0.215; geometric mean 0.159. The A100&apos;s 40 MB L2 keeps more of the solver in cache than the V100&apos;s 6 MB: a V100 or MI250X runs about 0.75 of this, an A100 up to 1.35 times it.</source>
        <translation>带宽受限代码（稀疏求解器、模板计算，HPCG 一类）每字节标称显存带宽持续达到的 FP64 浮点运算次数。依据 TOP500 HPCG 榜单（2021 年 6 月）拟合：Summit 在 27,648 块 V100 上 2,925.75 TFLOP/s，即每 GPU 0.106 ÷ 900 GB/s = 0.118；Perlmutter 在 5,696 块 A100 40GB 上 1,905.44，即 0.335 ÷ 1,555 GB/s = 0.215；几何平均 0.159。A100 的 40 MB L2 缓存比 V100 的 6 MB 能容纳更多求解器数据：V100 或 MI250X 约为该值的 0.75 倍，A100 最高可达 1.35 倍。</translation>
    </message>
    <message>
        <source>FP64 per byte of bandwidth, bandwidth-bound codes</source>
        <translation>带宽受限代码每字节显存带宽的 FP64 算力</translation>
    </message>
    <message>
        <source>CUDA-core share of a framework-default step</source>
        <translation>框架默认配置下 CUDA 核心所占的步时比例</translation>
    </message>
    <message>
        <source>With framework defaults (eager PyTorch), the share of a transformer or UNet step that runs on the CUDA cores (normalization, activations, softmax, optimizer) on a card whose 16-bit tensor peak is 16 times its FP32 peak (A100), where the family shares were fitted. On other cards that part scales with the card&apos;s own ratio: the share is multiplied by 1 / ((1 − this) + this × ratio ÷ 16), ratio at most 16. Fitted on two fit rows at ratio 2.0: timm ViT-B/16 training on an RTX 3090 (390.9 img/s, 1.66 times the unscaled rate) and diffusers SD 1.5 on an RTX 4090 (1.014 img/s, 1.27 times); geometric mean 1.45 = 1 / (1 − 0.875 × 0.354). Optimised stacks fuse most of that work (MLPerf&apos;s L40S, ratio 4, and H100, 15, reach the same share), so they are not scaled; they keep their family figure or the framework figure on the card, whichever is higher, since they can always fall back to the framework&apos;s kernels.</source>
        <translation>使用框架默认配置（PyTorch eager 模式）时，Transformer 或 UNet 每一步中在 CUDA 核心上运行的部分（归一化、激活、softmax、优化器）所占的时间比例；以 16 位张量峰值为 FP32 峰值 16 倍的卡（A100）为基准，各模型族的算力利用率即在此拟合。其他卡上这一部分按该卡自身的比值缩放：利用率乘以 1 / ((1 − 本值) + 本值 × 比值 ÷ 16)，比值最多取 16。用比值为 2.0 的两条拟合行拟合：timm 在 RTX 3090 上训练 ViT-B/16（390.9 张/秒，为未缩放速率的 1.66 倍），diffusers 在 RTX 4090 上运行 SD 1.5（1.014 张/秒，1.27 倍）；几何平均 1.45 = 1 / (1 − 0.875 × 0.354)。优化栈会把这部分工作大多融合掉（MLPerf 中比值为 4 的 L40S 与比值为 15 的 H100 达到的利用率相同），因此不做缩放；优化栈取模型族数值与本卡框架默认数值中较高者，因为它总可以退回使用框架自带的内核。</translation>
    </message>
    <message>
        <source>Achieved share of the 16-bit dense peak for a UNet (SDXL) in diffusers with BF16 and SDPA on an A100: 0.302 images/s × 30 steps × 2 passes × 6,761 GFLOPs = 122.5 TFLOPS of 312 = 0.39 (Hugging Face, &quot;Accelerate inference of text-to-image diffusion models&quot;). Sets the framework-to-optimised ratio of UNet training (0.39 ÷ 0.46); inference computes each card&apos;s share with the two terms below.</source>
        <translation>UNet（SDXL）在 A100 上用 diffusers、BF16 与 SDPA 推理时达到的 16 位稠密峰值算力占比：0.302 张/秒 × 30 步 × 2 次前向 × 6,761 GFLOPs = 122.5 TFLOPS，占 312 的 0.39（Hugging Face，《Accelerate inference of text-to-image diffusion models》）。用于 UNet 训练的框架默认与优化栈之比（0.39 ÷ 0.46）；推理时每张卡的占比按下面的两项公式计算。</translation>
    </message>
    <message>
        <source>UNet math efficiency, framework defaults</source>
        <translation>UNet 计算部分利用率（框架默认配置）</translation>
    </message>
    <message>
        <source>Host dispatch per denoising step, framework defaults</source>
        <translation>框架默认配置下每个去噪步的主机端调度时间</translation>
    </message>
    <message>
        <source>With framework defaults (eager diffusers) each kernel of a step is launched from Python, so at one image per call a small model waits on the host: a step takes at least this long, whatever the GPU. Fitted on two batch-1 runs of SD 1.5 whose GPU math is far shorter: fal.ai&apos;s diffusers benchmark on an A100 80GB (1.604 s for 50 steps end to end = 32.1 ms a step, 13.7 ms of math) and stable-fast&apos;s vanilla PyTorch on an H100 (54.5 it/s = 18.3 ms, 6.5 ms of math); geometric mean 24.3 ms. Host CPUs differ: the same model ran 28-39 ms a step on other hosts. SDXL and FLUX steps are longer than this on every catalog GPU.</source>
        <translation>框架默认配置（eager 模式的 diffusers）下，一个去噪步里的每个内核都由 Python 逐个启动，所以每次只生成一张图时，小模型要等主机端：无论用哪张 GPU，一步至少耗时这么久。由两条 SD 1.5 批大小为 1 的实测拟合，二者的 GPU 计算时间都短得多：fal.ai 的 diffusers 基准在 A100 80GB 上（端到端 50 步 1.604 秒 = 每步 32.1 ms，其中计算 13.7 ms），stable-fast 的原生 PyTorch 在 H100 上（54.5 it/s = 每步 18.3 ms，其中计算 6.5 ms）；几何平均 24.3 ms。主机 CPU 不同结果也不同：同一模型在其他主机上每步 28–39 ms。SDXL 和 FLUX 在目录中的任何 GPU 上每步都比这更长。</translation>
    </message>
    <message>
        <source>Smaller models run at (N ÷ reference)^exponent of the base MFU; the exponent grows with the GPU&apos;s peak (0.215 on H100: Llama 3.1 8B, 70B and 405B; 0.068 on A100: Llama 2) and is held at the H100&apos;s on faster cards, where no whole run was fitted (MLPerf Llama 2 70B LoRA kept 0.36-0.37 of the B200&apos;s and GB200&apos;s peak, the H100 0.33).</source>
        <translation>较小的模型只能达到基准 MFU 的 (N ÷ 参考规模)^指数；指数随 GPU 峰值算力增大（H100 上为 0.215：Llama 3.1 8B、70B 和 405B；A100 上为 0.068：Llama 2），在比 H100 更快的卡上保持 H100 的取值，因为那里没有用于拟合的完整训练数据（MLPerf Llama 2 70B LoRA 在 B200 和 GB200 上达到峰值的 0.36–0.37，H100 为 0.33）。</translation>
    </message>
    <message>
        <source>Model width reaching full GEMM efficiency</source>
        <translation>矩阵乘法达到满效率的模型宽度</translation>
    </message>
    <message>
        <source>Hidden width from which a model&apos;s matrix multiplies are wide enough on any number of GPUs (TinyLlama, 2,048, reaches the base).</source>
        <translation>隐藏层宽度达到此值时，无论用多少张 GPU，模型的矩阵乘法都足够宽（TinyLlama 宽 2,048，可达到基准利用率）。</translation>
    </message>
    <message>
        <source>Width exponent of narrow models</source>
        <translation>窄模型的宽度指数</translation>
    </message>
    <message>
        <source>A model narrower than the reference runs at (hidden ÷ reference)^this of the base on any cluster: GPT-2 124M (768 wide) × 0.675. Fitted with the size term&apos;s cluster part (no share of it kept on few nodes) on the 10 calibration runs and the training fit rows, with the other constants held: sum of squared log errors 0.337 → 0.189 (nanoGPT 0.73 → 0.84, TinyLlama 1.40 → 1.19, llm.c 1.03 → 1.19, MLPerf Llama 2 70B LoRA on 8 H100 1.22 → 1.02). It replaces a floor that kept 0.55 of the size exponent on one node and charged an 8B model on one H100 0.63 of the base; 34 training hold-outs: 22 → 33 in band.</source>
        <translation>比参考宽度更窄的模型，在任何集群规模下都只能达到基准利用率的 (隐藏层宽度 ÷ 参考宽度)^本值：GPT-2 124M（宽 768）为 × 0.675。与规模项中随集群变化的部分一起拟合（少节点时不再保留规模指数的下限），数据为 10 条校准训练和训练拟合数据，其他常数保持不变：对数误差平方和 0.337 → 0.189（nanoGPT 0.73 → 0.84，TinyLlama 1.40 → 1.19，llm.c 1.03 → 1.19，8 × H100 上的 MLPerf Llama 2 70B LoRA 1.22 → 1.02）。它取代了原先在单节点上保留 0.55 倍规模指数的下限——那个下限让单张 H100 上的 8B 模型只剩基准的 0.63；34 条训练留出数据中落在区间内的由 22 条增至 33 条。</translation>
    </message>
    <message>
        <source>Scaling efficiency lost per doubling of GPUs in a node over PCIe: every doubling without NVLink-class links, only those between the bridged groups of 2 or 4 cards with NVLink bridges. Estimate: 8 GPUs over PCIe alone reach 73%; PCIe moves a fraction of NVLink&apos;s all-reduce bandwidth.</source>
        <translation>节点内 GPU 之间经 PCIe 通信时，GPU 数每翻一倍损失的扩展效率：没有 NVLink 级互联时每次翻倍都计；用 NVLink 桥接的卡只在 2 张或 4 张一组的桥接组之间计。估计值：8 个 GPU 全靠 PCIe 时可达 73%；PCIe 的 all-reduce 带宽只有 NVLink 的一小部分。</translation>
    </message>
    <message>
        <source>QLoRA dequantization traffic per parameter</source>
        <translation>QLoRA 反量化的单参数访存量</translation>
    </message>
    <message>
        <source>QLoRA keeps the frozen weights in NF4 and expands each layer to BF16 every time a pass needs it: forward, backward, and the forward that full recomputation repeats. The cost depends on the weights, not the tokens, so it weighs most at small micro-batches. Fitted as memory traffic at the datasheet bandwidth on the two published LoRA / QLoRA pairs with everything else equal: torchtune, Llama 3.1 8B on an RTX 4090 (2,413 against 3,083 tokens/s at 4,096 tokens a step: 0.369 s more a step ÷ (3 passes × 6.98 billion quantized parameters) × 1,008 GB/s = 17.8 bytes) and Qwen-7B&apos;s table on an A100 (11.6 against 10.1 s for 8 steps of 4,096 tokens: 0.1875 s ÷ (3 × 6.48 billion) × 2,039 GB/s = 19.7 bytes); geometric mean 18.7 bytes, about four times what an ideal kernel moves (read 0.5, write 2, read 2).</source>
        <translation>QLoRA 把冻结的基座权重以 NF4 存放，每次计算需要某一层时都要把它还原为 BF16：前向、反向，以及全量重计算重复的那次前向各一次。这部分开销取决于权重而非 token 数，因此微批次越小占比越大。按数据手册带宽下的访存量，在两组已发表、其余条件相同的 LoRA / QLoRA 对照上拟合：torchtune 在 RTX 4090 上训练 Llama 3.1 8B（每步 4,096 个 token，2,413 对 3,083 tokens/s：每步多 0.369 s ÷（3 次 × 69.8 亿个量化参数）× 1,008 GB/s = 17.8 字节）；Qwen-7B 在 A100 上的测试表（8 步、每步 4,096 个 token，11.6 s 对 10.1 s：0.1875 s ÷（3 × 64.8 亿）× 2,039 GB/s = 19.7 字节）；几何平均 18.7 字节，约为理想内核访存量（读 0.5、写 2、再读 2）的四倍。</translation>
    </message>
    <message>
        <source>Weight of FP32 compute in a GPU&apos;s molecular-dynamics speed</source>
        <translation>分子动力学速度中 FP32 算力的权重</translation>
    </message>
    <message>
        <source>A GPU&apos;s speed for the per-atom work is FP32 TFLOPS^w × memory GB/s^(1 − w): the non-bonded kernels are compute-bound, PME and integration bandwidth-bound. Fitted on OpenMM 8.4&apos;s published table (openmm.org benchmarks, one software version, STMV and cellulose, nine GPUs against the A100): w = 0.5 read the GDDR cards at 0.70–0.93 of their measured per-atom speed and the HBM cards at 0.96–1.10 (root mean square log error 0.20); the unconstrained fit gives FP32^0.40 × GB/s^0.20, i.e. w = 2/3 at the exponent 0.62 (0.115): RTX 4080 0.77 → 0.95, L40S 0.74 → 0.94, RTX PRO 6000 0.70 → 0.87, RTX 6000 Ada 0.93 → 1.18; H100 1.06 → 1.14, B200 0.96 → 0.96. AMBER&apos;s and GROMACS&apos;s speed factors were re-centred on their fit rows with it.</source>
        <translation>GPU 处理每原子计算的速度取 FP32 TFLOPS^w × 显存带宽 GB/s^(1 − w)：非键相互作用内核受算力限制，PME 与积分受带宽限制。依据 OpenMM 8.4 公布的测试表拟合（openmm.org 基准测试，同一软件版本，STMV 与纤维素两个体系，九款 GPU 与 A100 对比）：w = 0.5 时，GDDR 显卡只算出实测每原子速度的 0.70–0.93，HBM 显卡为 0.96–1.10（对数误差均方根 0.20）；不加约束的拟合得到 FP32^0.40 × GB/s^0.20，即在指数 0.62 下 w = 2/3（0.115）：RTX 4080 0.77 → 0.95，L40S 0.74 → 0.94，RTX PRO 6000 0.70 → 0.87，RTX 6000 Ada 0.93 → 1.18；H100 1.06 → 1.14，B200 0.96 → 0.96。AMBER 与 GROMACS 的速度系数随之在各自的拟合行上重新校准。</translation>
    </message>
    <message>
        <source>NVFP4 training: share at the FP4 rate</source>
        <translation>NVFP4 训练：按 FP4 速率运行的比例</translation>
    </message>
    <message>
        <source>NAMD 3 speed over the OpenMM model</source>
        <translation>NAMD 3 相对 OpenMM 模型的速度</translation>
    </message>
    <message>
        <source>Share of an FP8 training step that NVFP4 training runs at the FP4 tensor rate (the linear layers&apos; matrix multiplies; attention stays in FP8, the rest in BF16): the step takes (1 − share) + share × FP8 peak ÷ FP4 peak of its FP8 time. From the two MLPerf Training runs NVIDIA repeated on the same GB200 system in v5.0 (FP8) and v5.1 (NVFP4, FP4 peak 2 × FP8): Llama 2 70B LoRA on 8 GPUs 3.467 → 2.798 minutes per 1,000 samples (1.24×), Llama 3.1 405B on 512 GPUs 0.3775 → 0.2563 (1.47×); geometric mean 1.35× → share 0.52. The pairs alone give 0.39 and 0.64, and include what the software gained between the rounds; across submitters, Lenovo&apos;s FP8 and Nebius&apos;s NVFP4 LoRA on 8 B300 (FP4 peak 3 × FP8) give 0.23. Serving in FP4 uses the same speed-up for its prefill (MLPerf Inference Llama 2 70B on one B200: 1.19–1.24× the measured throughput at the full FP4 peak, 1.00–1.04× with it).</source>
        <translation>FP8 训练的一步中，改用 NVFP4 训练后按 FP4 张量算力运行的比例（线性层的矩阵乘；注意力仍用 FP8，其余用 BF16）：一步耗时为其 FP8 耗时的 (1 − 比例) + 比例 × FP8 峰值 ÷ FP4 峰值。取自 NVIDIA 在同一套 GB200 系统上于 v5.0（FP8）和 v5.1（NVFP4，FP4 峰值为 FP8 的 2 倍）两轮中重复提交的两项 MLPerf Training 成绩：Llama 2 70B LoRA（8 卡）每 1,000 个样本 3.467 → 2.798 分钟（1.24×），Llama 3.1 405B（512 卡）0.3775 → 0.2563（1.47×）；几何平均 1.35× → 比例 0.52。两组单独算分别为 0.39 和 0.64，且包含了两轮之间软件栈的提升；跨提交方比较，Lenovo 的 FP8 与 Nebius 的 NVFP4 在 8 张 B300（FP4 峰值为 FP8 的 3 倍）上跑 LoRA，得出 0.23。FP4 推理服务的预填充也采用同一加速比（MLPerf Inference 单张 B200 上的 Llama 2 70B：按完整 FP4 峰值估算为实测吞吐的 1.19–1.24 倍，采用该加速比后为 1.00–1.04 倍）。</translation>
    </message>
    <message>
        <source>MoE routing cost per token and layer</source>
        <translation>MoE 路由开销（每 token 每层）</translation>
    </message>
    <message>
        <source>What a mixture-of-experts layer costs each token beyond its FLOPs and weights (routing, permuting tokens to their experts, small grouped matrix multiplies, combining the results), as memory traffic of this many bytes × hidden width per token and layer at the decode bandwidth: 2.9 MB per token and layer at hidden 4,096. Prefill and decode tokens alike. Fitted on 23 published TensorRT-LLM throughputs (perf-overview, 2025: the B200 1000/1000 rows of gpt-oss-20b/120b, Qwen3-30B-A3B, Qwen3-235B-A22B, DeepSeek-R1 and Llama 4 Maverick; Qwen3-235B on 8 H200 and 8 H100): the squared-log optimum, 650, leaves the 20,000/2,000 row at 1.54, so 720, the least that keeps every calibration row in band. Without it the step model put those models at 1.6–5× their measured throughput. Charged at the FLOP rate instead, it fitted worse: the same model on H200 and H100 differs as their memory bandwidths do.</source>
        <translation>混合专家（MoE）层在计算量和权重之外给每个 token 带来的额外开销（路由、把 token 重排到各自的专家、小规模分组矩阵乘、合并结果），折算为每 token 每层「此字节数 × 隐藏层宽度」的显存访问量，按解码带宽计：隐藏层宽度 4,096 时每 token 每层 2.9 MB。预填充和解码 token 均计入。依据 TensorRT-LLM 公布的 23 组吞吐量拟合（perf-overview，2025：gpt-oss-20b/120b、Qwen3-30B-A3B、Qwen3-235B-A22B、DeepSeek-R1 和 Llama 4 Maverick 在 B200 上的 1000/1000 行；Qwen3-235B 在 8 张 H200 和 8 张 H100 上的各行）：对数误差平方和最小的取值 650 会让 20,000/2,000 那一行达到 1.54，因此取 720，即能让所有校准行都落在允许范围内的最小值。不计此项时，单步耗时模型给出的吞吐是这些模型实测值的 1.6–5 倍。若改为按算力（FLOP/s）折算，拟合更差：同一模型在 H200 和 H100 上的差距与二者的显存带宽之比一致。</translation>
    </message>
    <message>
        <source>NAMD GPU-offload CPU time per atom and step, one core</source>
        <translation>NAMD GPU 卸载模式下单个 CPU 核心每原子每步的耗时</translation>
    </message>
    <message>
        <source>NAMD 2.x (and NAMD 3 without GPU-resident integration) integrates and computes bonded forces on the CPU: a step takes max(the GPU&apos;s step, atoms × this ÷ physical cores per GPU). Geometric mean of three published NAMD 2.14 multicore-CUDA runs of a 239,131-atom system on one GPU (ACENET MDBench, 1 fs): A100 + 8 EPYC 7413 cores 0.379, V100 SXM2 + 8 Xeon Gold 4216 0.637, P100 + 6 Xeon E5-2650 0.624; at most %1 cores per GPU are counted (the most a published run used).</source>
        <translation>NAMD 2.x（以及未启用 GPU 常驻积分的 NAMD 3）在 CPU 上做积分并计算键合力：每步耗时 = max(GPU 一步的耗时, 原子数 × 此值 ÷ 每 GPU 的物理核心数)。取三组已发表的 NAMD 2.14 multicore-CUDA 单卡运行（239,131 原子体系，ACENET MDBench，1 fs）的几何平均：A100 + 8 核 EPYC 7413 为 0.379，V100 SXM2 + 8 核 Xeon Gold 4216 为 0.637，P100 + 6 核 Xeon E5-2650 为 0.624；每 GPU 最多计 %1 核（已发表运行用到的最多核数）。</translation>
    </message>
    <message>
        <source>NAMD GPU-offload: most CPU cores per GPU counted</source>
        <translation>NAMD GPU 卸载模式：每 GPU 计入的 CPU 核心数上限</translation>
    </message>
    <message>
        <source>Published NAMD 2.14 runs used 6–18 physical cores per GPU (ACENET MDBench; Puget Systems: 18 cores, 36 threads, on an RTX 2080 Ti); from 8 to 12 cores one A100 gained 1.14×, not 1.5×, so more cores than this are not counted as faster.</source>
        <translation>已发表的 NAMD 2.14 运行每 GPU 使用 6–18 个物理核心（ACENET MDBench；Puget Systems：RTX 2080 Ti 配 18 核 36 线程）；单块 A100 从 8 核增至 12 核只快了 1.14 倍而非 1.5 倍，因此超过此数的核心不再计为提速。</translation>
    </message>
    <message>
        <source>Plus %1 ms per step; scaled by (A100&apos;s speed ÷ this GPU&apos;s)^%2, speed = FP32 TFLOPS^w × GB/s^(1 − w) (below), by the cache term (below), and n^%3 on n GPUs (GROMACS: see below). Fitted on OpenMM 8 benchmarks (simulation.cpp).</source>
        <translation>另加每步 %1 ms；按 (A100 的速度 ÷ 本 GPU 的速度)^%2 缩放，速度 = FP32 TFLOPS^w × GB/s^(1 − w)（见下文），再乘缓存项（见下文），n 个 GPU 时乘 n^%3（GROMACS 见下文）。依据 OpenMM 8 基准测试拟合（simulation.cpp）。</translation>
    </message>
    <message>
        <source>NAMD 3 in GPU-resident mode (CUDASOAintegrate), at OpenMM&apos;s exponent: the geometric mean of published one-GPU runs of a 239,131-atom system (ACENET MDBench, 1 fs, 8 Å) over the OpenMM model with its cache term on the same GPUs: H100 SXM 0.73 (NAMD 3.0.1), H100 NVL 0.70 (3.0), A100 0.84 and V100 PCIe 0.82 (3.0b3).</source>
        <translation>NAMD 3 GPU 常驻模式（CUDASOAintegrate），沿用 OpenMM 的指数：取已发表的 239,131 原子体系单卡运行结果（ACENET MDBench，1 fs，8 Å）与同一 GPU 上含缓存项的 OpenMM 模型之比的几何平均：H100 SXM 0.73（NAMD 3.0.1）、H100 NVL 0.70（3.0）、A100 0.84、V100 PCIe 0.82（3.0b3）。</translation>
    </message>
    <message>
        <source>Molecular-dynamics working set per atom</source>
        <translation>分子动力学每原子的工作集</translation>
    </message>
    <message>
        <source>Atoms × this is a step&apos;s working set; the share of it beyond the GPU&apos;s last-level cache (catalog) spills to memory. Fitted with the spill cost below on OpenMM 7.7&apos;s published table, each GPU against the same table&apos;s A100: Titan V, V100, RTX 2080 Ti, A10 and A40 (4.5–6 MB of L2) ran DHFR (23,558 atoms) as their speed gives and cellulose (408,609) and STMV (1,067,095) 1.3–2.2× slower.</source>
        <translation>原子数 × 此值即一步的工作集；超出 GPU 末级缓存（见硬件库）的部分溢出到显存。与下一条的溢出代价一起，依据 OpenMM 7.7 公布的基准表拟合，每块 GPU 都与同表的 A100 对比：Titan V、V100、RTX 2080 Ti、A10 和 A40（L2 为 4.5–6 MB）跑 DHFR（23,558 个原子）时与按其速度估算的结果相符，跑纤维素（408,609）和 STMV（1,067,095）时则慢 1.3–2.2 倍。</translation>
    </message>
    <message>
        <source>Molecular-dynamics cost of a spilled working set</source>
        <translation>分子动力学工作集溢出的代价</translation>
    </message>
    <message>
        <source>The per-atom part of a step × (1 + this × the share of the working set that does not fit in the last-level cache). Fitted with the working set above (OpenMM 7.7&apos;s table and the MD fit rows).</source>
        <translation>每步的每原子部分 × (1 + 此值 × 工作集中放不进末级缓存的比例)。与上一条的工作集一起拟合（OpenMM 7.7 基准表及分子动力学拟合行）。</translation>
    </message>
    <message>
        <source>NAMD GPU-offload: recommended cores over those assumed</source>
        <translation>NAMD GPU 卸载模式：推荐核心数相对估算所用核心数的倍数</translation>
    </message>
    <message>
        <source>The CPU dimension recommends the cores the GPU-offload rate assumes × this: the published per-core times spread 0.38–0.64 µs per atom and step around the 0.532 fitted, across CPU generations.</source>
        <translation>CPU 维度的推荐核心数 = GPU 卸载模式速率所用的核心数 × 此值：已发表的单核每原子每步耗时在不同代 CPU 上为 0.38–0.64 µs，分布在拟合值 0.532 的两侧。</translation>
    </message>
    <message>
        <source>Rendering loss per GPU doubling in a node</source>
        <translation>同一节点内 GPU 数每翻一倍的渲染效率损失</translation>
    </message>
    <message>
        <source>The GPUs of one node render each frame together (buckets or tiles split over the devices, as Redshift, V-Ray, Octane and Cycles do with every GPU selected); nodes take frames of their own. Chaos&apos;s V-Ray GPU multi-GPU scaling (support.chaos.com, 2023-11, 8 RTX 3090 Ti): CUDA 99.61% of linear on 2 GPUs, 96.08% on 4, 88.47% on 8; RTX mode 97% on 4 and 91% on 8. Least squares on log efficiency against log2 GPUs: 0.029 lost per doubling (0.971 on 2, 0.943 on 4, 0.916 on 8).</source>
        <translation>同一节点的 GPU 共同渲染每一帧（把 bucket 或 tile 分给各块卡，Redshift、V-Ray、Octane 和 Cycles 勾选全部 GPU 时都是如此）；不同节点各自渲染不同的帧。Chaos 公布的 V-Ray GPU 多卡扩展数据（support.chaos.com，2023-11，8 块 RTX 3090 Ti）：CUDA 模式 2 卡为线性的 99.61%，4 卡 96.08%，8 卡 88.47%；RTX 模式 4 卡 97%，8 卡 91%。对效率取对数、按 log2(GPU 数) 做最小二乘拟合：每翻一倍损失 0.029（2 卡 0.971，4 卡 0.943，8 卡 0.916）。</translation>
    </message>
    <message>
        <source>Convolution efficiency of CNNs</source>
        <translation>卷积网络的卷积计算效率</translation>
    </message>
    <message>
        <source>Share of the 16-bit dense peak a convolutional network&apos;s math reaches in training; its memory traffic (bytes per activation below) comes on top: time per sample = 3 × forward FLOPs ÷ (peak × this) + bytes per activation × activations ÷ bandwidth. Fitted with the framework&apos;s bytes per activation on timm&apos;s RTX 3090 training table (390 convolutional networks, PyTorch 1.12, AMP, NCHW; activations and FLOPs from timm&apos;s inference table): the fit is flat from 0.8 to 1.0 (sum of squared logs 18.4 to 17.4), 0.80 is taken.</source>
        <translation>卷积网络训练时计算部分能达到的 16 位稠密峰值算力占比；显存访问（见下文的每激活值字节数）另计：每样本耗时 = 3 × 前向 FLOPs ÷ (峰值 × 此值) + 每激活值字节数 × 激活值数 ÷ 带宽。与框架默认下的每激活值字节数一起，依据 timm 的 RTX 3090 训练测试表拟合（390 个卷积网络，PyTorch 1.12，AMP，NCHW；激活值数与 FLOPs 取自 timm 的推理测试表）：此值在 0.8 到 1.0 之间拟合效果几乎相同（对数误差平方和 18.4 到 17.4），取 0.80。</translation>
    </message>
    <message>
        <source>CNN training traffic per activation, framework defaults</source>
        <translation>卷积网络训练每激活值的显存访问量（框架默认）</translation>
    </message>
    <message>
        <source>CNN training traffic per activation, channels-last</source>
        <translation>卷积网络训练每激活值的显存访问量（channels-last）</translation>
    </message>
    <message>
        <source>The same with tensors in channels-last order (torch.channels_last, NHWC; software.memory_format channels_last): NVIDIA DeepLearningExamples&apos; ResNet-50 (--amp --memory-format nhwc, DALI) on 8× A100 80GB, 16,621 img/s = 2,276 per GPU before the 0.913 scaling, 0.439 ms a sample, of which the math takes 0.098 ms at 0.80 of 312 TFLOPS: 0.341 ms × 2,039 GB/s ÷ 11.11 million activations = 62.6 bytes.</source>
        <translation>张量采用 channels-last 布局时的同一数值（torch.channels_last，NHWC；software.memory_format channels_last）：NVIDIA DeepLearningExamples 的 ResNet-50（--amp --memory-format nhwc，DALI）在 8× A100 80GB 上为 16,621 img/s，除去 0.913 的多卡扩展效率后每 GPU 2,276 img/s，即每样本 0.439 ms，其中计算部分按 312 TFLOPS 的 0.80 计耗时 0.098 ms：0.341 ms × 2,039 GB/s ÷ 1,111 万个激活值 = 62.6 字节。</translation>
    </message>
    <message>
        <source>CNN training traffic per activation, optimised stack</source>
        <translation>卷积网络训练每激活值的显存访问量（优化软件栈）</translation>
    </message>
    <message>
        <source>The same with fused, channels-last kernels (MLPerf submissions): at the 0.80 math share, the three MLPerf Training ResNet-50 rows (8× A100 v1.0 0.288 of the peak at 153 TFLOPS per TB/s, 8× H100 v4.0 0.191 at 295, 8× L40S v4.0 0.162 at 419) fit 28.5 bytes per activation (1.08, 1.04, 0.93).</source>
        <translation>采用融合 kernel 和 channels-last 布局（MLPerf 提交）时的同一数值：在 0.80 的计算占比下，三条 MLPerf Training ResNet-50 结果（8× A100 v1.0 为峰值的 0.288，每 TB/s 对应 153 TFLOPS；8× H100 v4.0 为 0.191，对应 295；8× L40S v4.0 为 0.162，对应 419）拟合得每激活值 28.5 字节（1.08、1.04、0.93）。</translation>
    </message>
    <message>
        <source>CNN activations per GFLOP when not given</source>
        <translation>未给出时卷积网络每 GFLOP 的激活值数</translation>
    </message>
    <message>
        <source>Activations of a forward pass where the model gives none (model.activations_m): ResNet-50&apos;s, 11.11 million for 8.18 GFLOPs at 224×224 (timm&apos;s benchmark table).</source>
        <translation>模型未给出（model.activations_m）时一次前向的激活值数：取 ResNet-50 的比例，224×224 下 8.18 GFLOPs 对应 1,111 万个（timm 测试表）。</translation>
    </message>
    <message>
        <source>Memory traffic of UNet inference per FLOP</source>
        <translation>UNet 推理每 FLOP 的显存访问量</translation>
    </message>
    <message>
        <source>Bytes moved at the datasheet bandwidth per FLOP of a UNet denoising step with framework defaults (unfused GroupNorm, SiLU and residual adds): the slope of the MLPerf ResNet-50 fit (1/share = 2.02 + 0.0102 × peak TFLOPS ÷ TB/s), kept with the UNet&apos;s own math share, fitted on the diffusion rows.</source>
        <translation>框架默认下 UNet 每个去噪步每 FLOP 按标称带宽计的访存字节数（GroupNorm、SiLU 和残差相加未融合）：沿用 MLPerf ResNet-50 拟合的斜率（1/占比 = 2.02 + 0.0102 × 峰值 TFLOPS ÷ TB/s），配合依据扩散模型数据拟合的 UNet 计算占比。</translation>
    </message>
    <message>
        <source>Share of the datasheet bandwidth a streaming kernel reaches</source>
        <translation>流式 kernel 能达到的标称带宽占比</translation>
    </message>
    <message>
        <source>FP64 code with a known arithmetic intensity (science.flops_per_byte) runs at the lower of intensity × bandwidth × this and the dense FP64 rate (a roofline). Fitted on the STREAM triad of RRZE&apos;s gpu-benches (github.com/RRZE-HPC/gpu-benches, gpu-stream): H100 PCIe 1,832 of 2,000 GB/s = 0.916, A100 80GB 1,794 of 2,039 = 0.880, MI300X 3,866 of 5,300 = 0.729; geometric mean 0.838.</source>
        <translation>已知计算强度（science.flops_per_byte）的 FP64 代码，速率取“计算强度 × 带宽 × 此值”与稠密 FP64 速率中的较小者（roofline 模型）。依据 RRZE gpu-benches（github.com/RRZE-HPC/gpu-benches，gpu-stream）的 STREAM triad 拟合：H100 PCIe 达到 2,000 GB/s 中的 1,832 = 0.916，A100 80GB 达到 2,039 中的 1,794 = 0.880，MI300X 达到 5,300 中的 3,866 = 0.729；几何平均 0.838。</translation>
    </message>
    <message>
        <source>Bytes moved at the datasheet bandwidth per activation of the forward pass, per training sample, with eager PyTorch in its default NCHW order (unfused normalization and activations; cuDNN converts the tensors for its tensor-core convolutions): fitted on timm&apos;s RTX 3090 training table with the 0.80 math share, 366 of 390 networks within 0.67–1.5×, where traffic per FLOP kept 183. EfficientNet and MobileNet write 17–19 activations per multiply-add, VGG 0.9: per FLOP they ran 5× slower and 2.5× faster than a ResNet-50&apos;s rate gives.</source>
        <translation>PyTorch eager 模式、默认 NCHW 布局下（归一化与激活未融合；cuDNN 为使用 Tensor Core 卷积需转换张量布局），每个训练样本中前向每个激活值按标称带宽计的访存字节数：以 0.80 的计算占比依据 timm 的 RTX 3090 训练测试表拟合，390 个网络中有 366 个落在 0.67–1.5× 之内，而按每 FLOP 计访存时只有 183 个。EfficientNet 和 MobileNet 每次乘加写出 17–19 个激活值，VGG 只有 0.9：按每 FLOP 计，它们的实际速度分别比 ResNet-50 的速率推算值慢 5 倍和快 2.5 倍。</translation>
    </message>
    <message>
        <source>A UNet&apos;s inference share with framework defaults is 1 / (1/this + bytes per FLOP × peak ÷ bandwidth), the two terms with unet_bytes_per_flop (0.0102 B/FLOP): eager GroupNorm, SiLU and residual additions move memory at the datasheet bandwidth, so an H100 (295 FLOP per byte) keeps less of its peak than an A100 (153). This share of the math, fitted on the two framework fit rows with the bytes per FLOP fixed: SDXL on an A100 (0.393 of the peak; 1/0.393 − 0.0102 × 153.0 = 0.986) and SD 1.5 on an RTX 4090 (0.494 ÷ 1.441 for its tensor-to-FP32 ratio = 0.343; 1/0.343 − 0.0102 × 163.9 = 1.247); mean 1.116 → 0.90.</source>
        <translation>框架默认配置下 UNet 推理的算力占比为 1 / (1/本值 + 每 FLOP 字节数 × 峰值 ÷ 带宽)，两项中后一项取 unet_bytes_per_flop（0.0102 B/FLOP）：eager 模式下的 GroupNorm、SiLU 与残差相加按标称显存带宽读写，因此 H100（每字节 295 FLOP）保留的峰值比例低于 A100（153）。本值是计算部分的占比，在固定每 FLOP 字节数后由两条框架默认拟合数据得出：A100 上的 SDXL（峰值的 0.393；1/0.393 − 0.0102 × 153.0 = 0.986）和 RTX 4090 上的 SD 1.5（0.494 ÷ 1.441（张量核与 FP32 算力之比的修正）= 0.343；1/0.343 − 0.0102 × 163.9 = 1.247）；平均 1.116 → 0.90。</translation>
    </message>
    <message>
        <source>LAMMPS biomolecular step: fixed part</source>
        <translation>LAMMPS 生物分子体系每步耗时：固定部分</translation>
    </message>
    <message>
        <source>LAMMPS biomolecular step: multiple of the OpenMM model</source>
        <translation>LAMMPS 生物分子体系每步耗时：OpenMM 模型的倍数</translation>
    </message>
    <message>
        <source>The per-system part of a LAMMPS biomolecular step against the OpenMM model&apos;s step on the same GPU, fitted with md_lammps_bio_fixed_ms on the same three runs (the OpenMM model gives them 0.380, 3.03 and 31.2 ms). KOKKOS in double precision ran 2.3–2.4× slower than this on the same V100 at 256,000 and 2 million atoms, and 4.7× on a GeForce RTX 3080.</source>
        <translation>LAMMPS 生物分子体系每步耗时中随体系变化的部分，相对于同一 GPU 上 OpenMM 模型的每步耗时；与 md_lammps_bio_fixed_ms 一起在同样三次运行上拟合（OpenMM 模型给出 0.380、3.03 和 31.2 ms）。KOKKOS 双精度在同一块 V100 上、256,000 和 200 万个原子时比此值慢 2.3–2.4 倍，在 GeForce RTX 3080 上慢 4.7 倍。</translation>
    </message>
    <message>
        <source>LAMMPS with CHARMM, PPPM and SHAKE (the rhodopsin benchmark, in.rhodo) spends a step&apos;s first milliseconds on bonds, constraints and the CPU ranks&apos; share whatever the GPU: step = this + md_lammps_bio_model_multiple × the OpenMM-model step of the same system and GPU. Least squares on log step time over three published runs of one V100 SXM2 with the GPU package in mixed precision (francesco-peverelli/lammps-benchmarks, LAMMPS 7 Jan 2022; fit rows): 32,000 atoms 6.90 ms (6 ranks), 256,000 atoms 24.5 ms and 2,048,000 atoms 169.3 ms (16 ranks); the fit gives 0.97, 1.11 and 0.93 times their ns/day.</source>
        <translation>采用 CHARMM、PPPM 和 SHAKE 的 LAMMPS（视紫红质基准 in.rhodo）每一步都有几毫秒花在键、约束和 CPU 进程各自的那份计算上，与 GPU 无关：每步耗时 = 本值 + md_lammps_bio_model_multiple × 同一体系在同一 GPU 上的 OpenMM 模型每步耗时。按每步耗时的对数，用最小二乘拟合一块 V100 SXM2 上 GPU 包混合精度的三次公开运行（francesco-peverelli/lammps-benchmarks，LAMMPS 2022 年 1 月 7 日版；拟合行）：32,000 个原子 6.90 ms（6 个进程），256,000 个原子 24.5 ms、2,048,000 个原子 169.3 ms（16 个进程）；拟合结果分别为其 ns/day 的 0.97、1.11 和 0.93 倍。</translation>
    </message>
    <message>
        <source>Per-GPU batch, convolutional networks</source>
        <translation>卷积网络每 GPU 批量</translation>
    </message>
    <message>
        <source>Vision training without a given micro-batch: NVIDIA DeepLearningExamples trains ResNet-50 at 256 images per GPU with AMP; halved until the activations fit.</source>
        <translation>视觉训练未给定微批次时的取值：NVIDIA DeepLearningExamples 在 AMP 下以每 GPU 256 张图像训练 ResNet-50；放不下激活值时逐次减半。</translation>
    </message>
    <message>
        <source>Per-GPU batch, vision transformers</source>
        <translation>视觉 Transformer 每 GPU 批量</translation>
    </message>
    <message>
        <source>Vision transformers without a given micro-batch: NVIDIA NeMo&apos;s ViT recipes run a micro-batch of 64 per GPU; halved until the activations fit.</source>
        <translation>视觉 Transformer 未给定微批次时的取值：NVIDIA NeMo 的 ViT 训练配方每 GPU 微批次为 64；放不下激活值时逐次减半。</translation>
    </message>
    <message>
        <source>Per-GPU batch, diffusion training</source>
        <translation>扩散模型训练每 GPU 批量</translation>
    </message>
    <message>
        <source>Diffusion training without a given micro-batch: MLPerf Training&apos;s Stable Diffusion v2 (NVIDIA&apos;s 16 per GPU configurations) and MosaicML&apos;s SD2 (device micro-batch 16); halved until the activations fit.</source>
        <translation>扩散模型训练未给定微批次时的取值：MLPerf Training 的 Stable Diffusion v2（NVIDIA 每 GPU 16 的配置）与 MosaicML 的 SD2（单卡微批次 16）；放不下激活值时逐次减半。</translation>
    </message>
    <message>
        <source>Per-GPU batch, LoRA of diffusion models</source>
        <translation>扩散模型 LoRA 每 GPU 批量</translation>
    </message>
    <message>
        <source>LoRA and QLoRA of diffusion models without a given micro-batch: Hugging Face&apos;s FLUX.1 QLoRA guide trains one image per step on a 24 GB card.</source>
        <translation>扩散模型 LoRA / QLoRA 未给定微批次时的取值：Hugging Face 的 FLUX.1 QLoRA 教程在 24 GB 显卡上每步训练 1 张图像。</translation>
    </message>
    <message>
        <source>ResNet-50&apos;s activations per 224² training sample with mixed precision; other convolutional networks scale it by their activations. Fitted on timm&apos;s training benchmark on a 24 GB RTX 3090 (2022-07): ResNet-50 at batch 512 fits and ResNet-152 at 256 does not, which bounds it to 0.0385–0.0401 GB.</source>
        <translation>混合精度下 ResNet-50 每个 224² 训练样本的激活显存；其他卷积网络按各自的激活值数量缩放。依据 timm 在 24 GB RTX 3090 上的训练基准（2022-07）拟合：ResNet-50 跑得下 batch 512，ResNet-152 跑不下 256，由此限定在 0.0385–0.0401 GB 之间。</translation>
    </message>
    <message>
        <source>CNN batch-inference traffic per activation</source>
        <translation>卷积网络批量推理时每激活值的显存访问量</translation>
    </message>
    <message>
        <source>Bytes moved at the datasheet bandwidth per activation of a forward pass when a convolutional network only infers (batch inference of a vision model): time per image = forward FLOPs ÷ (peak × the 0.80 convolution share) + this × activations ÷ bandwidth. Fitted on timm&apos;s RTX 3090 inference table (PyTorch 2.4, AMP, NCHW, batch 1,024; 771 convolutional networks): 726 within 0.67–1.5×. About a forward pass&apos;s own traffic: the convolution writes each activation, normalization and the activation function read and write it, the next layer reads it. Hold-outs: timm&apos;s RTX 4090 and RTX 5090 tables.</source>
        <translation>卷积网络只做推理（视觉模型的批量推理）时，前向传播中每个激活值按标称带宽搬运的字节数：每张图耗时 = 前向 FLOPs ÷ (峰值 × 卷积计算效率 0.80) + 此值 × 激活值数 ÷ 带宽。依据 timm 的 RTX 3090 推理测试表拟合（PyTorch 2.4，AMP，NCHW，批量 1,024；771 个卷积网络）：726 个落在 0.67–1.5× 之内。大致就是一次前向传播本身的访存：卷积写出每个激活值，归一化和激活函数各读写一次，下一层再读一次。留出验证：timm 的 RTX 4090 与 RTX 5090 测试表。</translation>
    </message>
    <message>
        <source>Vision-transformer batch-inference traffic per activation</source>
        <translation>视觉 Transformer 批量推理时每激活值的显存访问量</translation>
    </message>
    <message>
        <source>The same for vision transformers (a vision model with attention heads), whose activations are layers × tokens × (10 × width + heads × tokens), tokens = forward FLOPs ÷ (24 × width² × layers): fitted on the same table&apos;s 148 ViT, DeiT, BEiT and EVA-02 rows with the 0.80 share, 142 within 0.67–1.5×.</source>
        <translation>视觉 Transformer（带注意力头的视觉模型）的同一数值，其激活值数 = 层数 × token 数 × (10 × 宽度 + 头数 × token 数)，token 数 = 前向 FLOPs ÷ (24 × 宽度² × 层数)：按计算效率 0.80 在同一测试表的 148 个 ViT、DeiT、BEiT 与 EVA-02 上拟合，142 个落在 0.67–1.5× 之内。</translation>
    </message>
    <message>
        <source>Speech decoding, framework defaults: host time per decoder layer</source>
        <translation>语音解码（框架默认）：每个解码器层的主机耗时</translation>
    </message>
    <message>
        <source>Speech decoding, framework defaults: host time per sequence</source>
        <translation>语音解码（框架默认）：每个序列的主机耗时</translation>
    </message>
    <message>
        <source>The per-sequence part of the same fit: (51.6 − 32.4) ms ÷ (96 − 24) sequences = 0.267 ms a sequence and step.</source>
        <translation>同一拟合中按序列计的部分：(51.6 − 32.4) ms ÷ (96 − 24) 个序列 = 每序列每步 0.267 ms。</translation>
    </message>
    <message>
        <source>Speech decoding, optimised engine: launch time per decoder layer</source>
        <translation>语音解码（优化引擎）：每个解码器层的启动耗时</translation>
    </message>
    <message>
        <source>Engines that run the decoder from C++ (CTranslate2 under faster-whisper and WhisperX, TensorRT-LLM): fitted on faster-whisper&apos;s large-v2 run on a T4 (fp16, one window a call, greedy): 15.3 s of audio a second leaves 5.1 ms a step beyond the decode roofline, ÷ 32 decoder layers = 0.16 ms.</source>
        <translation>用 C++ 运行解码器的引擎（faster-whisper 和 WhisperX 底层的 CTranslate2、TensorRT-LLM）：拟合自 faster-whisper 在 T4 上运行 large-v2（fp16，每次调用一个窗口，贪心解码）：每秒处理 15.3 秒音频，扣除解码屋顶线后每步剩 5.1 ms，÷ 32 个解码器层 = 0.16 ms。</translation>
    </message>
    <message>
        <source>Speech windows per 30 s of audio, framework defaults</source>
        <translation>每 30 秒音频的语音窗口数（框架默认）</translation>
    </message>
    <message>
        <source>The transformers speech-recognition pipeline with chunk_length_s=30 strides each window by the default chunk_length_s ÷ 6 = 5 s on both sides, so a 30 s window brings 20 s of new audio: 30 ÷ 20 = 1.5 windows per 30 s of a long recording. Optimised engines (faster-whisper, WhisperX, TensorRT-LLM) cut windows without overlap.</source>
        <translation>transformers 的语音识别 pipeline 在 chunk_length_s=30 时，默认在窗口两侧各重叠 chunk_length_s ÷ 6 = 5 秒，因此一个 30 秒窗口只带来 20 秒新音频：长录音每 30 秒需要 30 ÷ 20 = 1.5 个窗口。优化引擎（faster-whisper、WhisperX、TensorRT-LLM）切分窗口时不重叠。</translation>
    </message>
    <message>
        <source>Speech decoding, framework defaults: host time per step</source>
        <translation>语音解码（框架默认）：每个解码步的主机耗时</translation>
    </message>
    <message>
        <source>Batch transcription with Whisper through PyTorch eager generate (Hugging Face transformers): each decode step runs the generate loop in Python (logits processors, stopping criteria, cache updates) and launches every decoder layer&apos;s kernels, time the GPU&apos;s own work (weights and attention caches at the decode bandwidth share) does not cover. Three runs of one source separate its parts: insanely-fast-whisper on an A100 80GB (transformers pipeline, Flash Attention 2, 20 s of new audio per 30 s window) transcribed 91.8 s of audio a second with large-v3 at 24 windows a call, 183.7 at 96, and 115.4 with distil-large-v2 (2 decoder layers) at 24, leaving 32.4, 51.6 and 29.4 ms a step beyond the encoder and the decode roofline: 0.267 ms a sequence, (32.4 − 29.4) ÷ 30 = 0.099 ms a decoder layer, and 22.8 ms for the loop.</source>
        <translation>用 PyTorch eager 模式的 generate（Hugging Face transformers）批量转写 Whisper：每个解码步都要在 Python 中跑一遍生成循环（logits 处理器、停止条件、缓存更新）并逐层启动解码器的 kernel，这部分时间不被 GPU 自身的工作（按解码带宽利用率读取权重和注意力缓存）覆盖。同一来源的三次运行可把它拆开：insanely-fast-whisper 在 A100 80GB 上（transformers pipeline，Flash Attention 2，每个 30 秒窗口带来 20 秒新音频），large-v3 每次调用 24 个窗口时每秒处理 91.8 秒音频、96 个窗口时 183.7 秒，distil-large-v2（2 个解码器层）24 个窗口时 115.4 秒；扣除编码器和解码屋顶线后每步分别剩 32.4、51.6 和 29.4 ms：每个序列 0.267 ms，每个解码器层 (32.4 − 29.4) ÷ 30 = 0.099 ms，生成循环本身 22.8 ms。</translation>
    </message>
    <message>
        <source>The per-layer part of the same fit: large-v3 (32 decoder layers) and distil-large-v2 (2) at 24 windows a call differ by 3.0 ms a step: 0.099 ms a layer.</source>
        <translation>同一拟合中按层计的部分：每次调用 24 个窗口时，large-v3（32 个解码器层）与 distil-large-v2（2 层）每步相差 3.0 ms：每层 0.099 ms。</translation>
    </message>
    <message>
        <source>Per-GPU batch, speech models</source>
        <translation>语音模型每 GPU 批量</translation>
    </message>
    <message>
        <source>Speech models (Whisper) without a given micro-batch: Hugging Face&apos;s Whisper fine-tuning guide trains 16 clips per GPU and step (per_device_train_batch_size=16); halved until the activations fit.</source>
        <translation>未指定微批次的语音模型（Whisper）：Hugging Face 的 Whisper 微调指南每个 GPU 每步训练 16 段音频（per_device_train_batch_size=16）；激活值放不下时逐次减半。</translation>
    </message>
    <message>
        <source>Speech training clips per loader core</source>
        <translation>语音训练每个加载核心的音频段处理速率</translation>
    </message>
    <message>
        <source>Whisper fine-tuning as Hugging Face&apos;s recipe runs it (log-mel features stored in the data set, read and padded by the collator in the training process, dataloader_num_workers 0): the transformers examples README trains whisper-small on one V100 in about 8 hours (5,000 steps of 2 × 16 clips of Common Voice 11 Hindi, 4.4 s on average); the same recipe&apos;s logged run (sanchit-gandhi/whisper-small-hi) spent 21.0% of its time in its five evaluations (5 × 704.85 of 16,800.45 s), so training took 0.790 × 28,800 s ÷ 10,000 steps of 16 = 2.276 s a step, of which the GPU&apos;s 0.474 s (16 ÷ 33.72 clips/s); (2.276 − 0.474) ÷ 16 = 0.113 s a clip = 8.88 clips/s per core. A rough fit: the README gives 8 hours as an approximation.</source>
        <translation>按 Hugging Face 配方进行的 Whisper 微调（log-mel 特征预先存入数据集，由 collator 在训练进程中读取并补齐，dataloader_num_workers 为 0）：transformers 示例 README 中，whisper-small 在一块 V100 上训练约 8 小时（5,000 步，每步 2 × 16 段 Common Voice 11 印地语音频，平均 4.4 秒）；同一配方留有日志的一次运行（sanchit-gandhi/whisper-small-hi）把 21.0% 的时间花在五次评估上（16,800.45 秒中的 5 × 704.85 秒），因此训练本身为 0.790 × 28,800 秒 ÷ 10,000 步（每步 16 段）= 每步 2.276 秒，其中 GPU 占 0.474 秒（16 ÷ 每秒 33.72 段）；(2.276 − 0.474) ÷ 16 = 每段 0.113 秒 = 每核每秒 8.88 段。这是粗略拟合：README 给出的 8 小时本身是近似值。</translation>
    </message>
    <message>
        <source>Achieved share of the 16-bit dense peak training a UNet, before the scaling loss: MLPerf Training v4.0 Stable Diffusion v2 on 8× H100 0.340, 64× L40S 0.311, 1,024× H100 0.182 with the flat loss per node doubling of the time; geometric mean 0.267. The gradient exchange that replaced that loss hides both multi-node runs&apos; exchanges, so they read 0.253 and 0.127: the 1,024-GPU run&apos;s 1.2 minutes hold evaluations the engine does not count, and the fit is kept. Framework defaults: × 0.39 ÷ 0.46, the inference ratio.</source>
        <translation>训练 UNet 时实际达到的 16 位稠密峰值算力占比（未计扩展损失）：MLPerf Training v4.0 Stable Diffusion v2 在 8× H100 上为 0.340、64× L40S 上为 0.311、1,024× H100 上为 0.182（按当时“节点数每翻一倍扣除固定损失”的模型计算）；几何平均 0.267。以梯度交换模型取代该固定损失后，两次多节点运行的通信都被计算掩盖，分别折合 0.253 和 0.127：1,024 卡运行的 1.2 分钟里含有引擎未计入的评估时间，因此保留原拟合值。框架默认配置：× 0.39 ÷ 0.46，沿用推理场景的比值。</translation>
    </message>
    <message>
        <source>Fastest RDMA fabric per GPU</source>
        <translation>每 GPU 最高 RDMA 网络带宽</translation>
    </message>
    <message>
        <source>The most a plan can give each GPU between nodes: one 400 Gbit/s InfiniBand or RoCE port per GPU (DGX H100 and DGX B200 compute fabric). Gradients beyond it stall the step.</source>
        <translation>方案可为每张 GPU 提供的节点间带宽上限：每张 GPU 一个 400 Gbit/s InfiniBand 或 RoCE 端口（DGX H100 和 DGX B200 的计算网络）。超出此带宽的梯度流量会拖慢训练步。</translation>
    </message>
    <message>
        <source>NVENC pixel rate at 2160p against 1080p</source>
        <translation>NVENC 在 2160p 下相对 1080p 的像素吞吐比例</translation>
    </message>
    <message>
        <source>Share of its 1080p pixel rate an NVENC engine keeps at 2160p (between, geometric in pixels). NVIDIA&apos;s per-engine table is at 1080p; one RTX 5090 engine encoded AV1 2160p60 at P1 at 2.79× real time = 167 frames/s = 670 frames/s of 1080p against the table&apos;s 957: 0.70. Four other 2160p AV1 runs (RTX 5090 P4, P5, P7; RTX 4090 P5, two sessions) read 0.60–0.73.</source>
        <translation>NVENC 引擎在 2160p 下能保持的 1080p 像素吞吐比例（两者之间按像素数几何插值）。NVIDIA 的单引擎性能表以 1080p 测得；RTX 5090 单个引擎以 P1 编码 AV1 2160p60 达到 2.79 倍实时 = 每秒 167 帧 = 每秒 670 帧 1080p，而表中为 957：0.70。另外四次 2160p AV1 实测（RTX 5090 P4、P5、P7；RTX 4090 P5 双路）为 0.60–0.73。</translation>
    </message>
    <message>
        <source>ImageNet JPEGs decoded, cropped at random to 224 px and flipped by PyTorch&apos;s DataLoader (torchvision with Pillow-SIMD), per physical core: 1,058 images/s on a Google Cloud V100 with 12 vCPUs (6 physical cores) training ShuffleNet V2 0.5, CPU-bound (yaysummeriscoming/DALI_pytorch_demo README, 2019-12); 1,058 ÷ 6 = 176. FFCV&apos;s loader benchmark (docs.ffcv.io, 2022-01, AWS p3dn.24xlarge) read 2,211 images/s on 12 cores (184 a core) and 3,804 on 24 (158).</source>
        <translation>PyTorch DataLoader（torchvision + Pillow-SIMD）对 ImageNet JPEG 做解码、随机裁剪到 224 像素并翻转，按物理核计：Google Cloud 上一台 12 个 vCPU（6 个物理核）的 V100 实例训练 ShuffleNet V2 0.5 时受 CPU 限制，每秒 1,058 张（yaysummeriscoming/DALI_pytorch_demo README，2019-12）；1,058 ÷ 6 = 176。FFCV 的数据加载基准（docs.ffcv.io，2022-01，AWS p3dn.24xlarge）：12 核每秒 2,211 张（每核 184 张），24 核 3,804 张（每核 158 张）。</translation>
    </message>
    <message>
        <source>Images decoded per CPU core, DALI</source>
        <translation>每 CPU 核图像解码速率（DALI）</translation>
    </message>
    <message>
        <source>The same pipeline in NVIDIA DALI on the CPU: 1,816 images/s on the same 6 physical cores (DALI_pytorch_demo README) = 303 a core, 1.72 times the DataLoader&apos;s. Decoding on the GPUs (DALI &quot;mixed&quot;, nvJPEG) reached 3,910 there and takes no decode cores.</source>
        <translation>同一流程改用 CPU 上的 NVIDIA DALI：同样 6 个物理核每秒 1,816 张（DALI_pytorch_demo README），即每核 303 张，是 DataLoader 的 1.72 倍。改在 GPU 上解码（DALI “mixed”、nvJPEG）时该实例达到每秒 3,910 张，且不占用解码核。</translation>
    </message>
    <message>
        <source>OpenMM 7.x speed over the OpenMM 8 model</source>
        <translation>OpenMM 7.x 相对 OpenMM 8 模型的速度</translation>
    </message>
    <message>
        <source>OpenMM 7.7&apos;s own benchmark table (openmm-org data/benchmarks.json @ce96174, fit rows) on the A100 against the model fitted on OpenMM 8.x: DHFR 0.89, ApoA1 0.87, cellulose 0.83, STMV 0.69; geometric mean 0.82.</source>
        <translation>OpenMM 7.7 官方基准表（openmm-org data/benchmarks.json @ce96174，拟合行）中 A100 的结果与按 OpenMM 8.x 拟合的模型之比：DHFR 0.89、ApoA1 0.87、cellulose 0.83、STMV 0.69；几何平均 0.82。</translation>
    </message>
    <message>
        <source>OpenMM mixed-precision speed over single precision</source>
        <translation>OpenMM 混合精度相对单精度的速度</translation>
    </message>
    <message>
        <source>OpenMM 7.7 on an RTX 3060, 3060 Ti and 3090 in mixed against single precision (openmm/openmm#2865, 2023-01-11): amber20-dhfr NVT 0.81, 0.82, 0.81, NPT 0.82, 0.82, 0.81, apoa1pme NPT 0.89, 0.88, 0.89; geometric mean 0.84. The model&apos;s OpenMM rates are single precision, benchmark.py&apos;s default.</source>
        <translation>OpenMM 7.7 在 RTX 3060、3060 Ti 和 3090 上混合精度相对单精度的速度（openmm/openmm#2865，2023-01-11）：amber20-dhfr NVT 为 0.81、0.82、0.81，NPT 为 0.82、0.82、0.81，apoa1pme NPT 为 0.89、0.88、0.89；几何平均 0.84。模型中的 OpenMM 速率均为单精度，即 benchmark.py 的默认设置。</translation>
    </message>
    <message>
        <source>DenseNet concatenations, inference: passes per element</source>
        <translation>DenseNet 拼接张量，推理：每个元素的读写次数</translation>
    </message>
    <message>
        <source>Each layer of a dense block reads the concatenation of every earlier output of its block (DenseNet; model.concat_inputs_m counts these elements, which fvcore&apos;s activation count leaves out). Eager PyTorch touches each element 7 times in a forward pass: the concatenation copies it (read, write), batch normalization reads and writes it, the ReLU reads and writes it, the 1×1 convolution reads it; × the element&apos;s bytes (14 B at 16 bits). A closed form, not fitted: timm&apos;s DenseNet-121, -169, -201 and -161 on the RTX 3090, 4090 and 5090 read 0.88-1.06 with it, 1.53-2.23 without.</source>
        <translation>稠密块中的每一层都要读取本块之前所有输出拼接成的张量（DenseNet；model.concat_inputs_m 统计这些元素，fvcore 的激活值计数不含它们）。Eager 模式的 PyTorch 在一次前向中对每个元素读写 7 次：拼接时复制一次（读、写），批量归一化读写一次，ReLU 读写一次，1×1 卷积再读一次；再乘以元素字节数（16 位时为 14 B）。这是闭式推导，未经拟合：timm 的 DenseNet-121、-169、-201、-161 在 RTX 3090、4090、5090 上，计入后估算与实测之比为 0.88-1.06，不计入为 1.53-2.23。</translation>
    </message>
    <message>
        <source>DenseNet concatenations, training: passes per element</source>
        <translation>DenseNet 拼接张量，训练：每个元素的读写次数</translation>
    </message>
    <message>
        <source>The same per training sample: the forward pass&apos;s 7 and one more read for batch normalization&apos;s batch statistics (8); the backward pass&apos;s 13: the convolution&apos;s weight gradient reads the input and its data gradient writes one (2), the ReLU&apos;s backward reads the gradient and the output and writes one (3), batch normalization&apos;s backward reads input and gradient for its sums and again for the elementwise pass and writes one (5), the concatenation&apos;s backward adds each slice into the earlier layer&apos;s gradient (3). 42 B at 16 bits; timm&apos;s training table (RTX 3090, NCHW and NHWC) reads 0.88-1.09 with it.</source>
        <translation>同上，按每个训练样本计：前向 7 次，外加批量归一化统计批次均值方差时多读一次（共 8 次）；反向 13 次：卷积的权重梯度读一次输入、数据梯度写一次（2），ReLU 反向读梯度和输出、写一次梯度（3），批量归一化反向为求和读一遍输入和梯度、逐元素计算时再读一遍并写一次（5），拼接的反向把每个切片累加到前面各层的梯度上（3）。16 位时共 42 B；用 timm 的训练基准表（RTX 3090，NCHW 与 NHWC）验证，估算与实测之比为 0.88-1.09。</translation>
    </message>
    <message>
        <source>DenseNet concatenations, optimised stack</source>
        <translation>DenseNet 拼接张量，深度优化栈</translation>
    </message>
    <message>
        <source>With an optimised stack the layers write into the concatenation in place (TensorRT&apos;s concatenation elision; the shared buffers of memory-efficient DenseNet, Pleiss et al. 2017) and normalization and ReLU run as one pass: read and write in that pass, the convolution&apos;s read (3) in inference; training scales the framework&apos;s 21 by the same 3 ÷ 7. No optimised DenseNet run was found to check it.</source>
        <translation>深度优化栈中，各层直接写入拼接张量的对应位置（TensorRT 的拼接消除；内存高效版 DenseNet 的共享缓冲区，Pleiss 等人 2017），归一化与 ReLU 合并为一次遍历：推理时为这一遍的读、写加上卷积的一次读（3 次）；训练按同样的 3 ÷ 7 缩放框架默认的 21 次。尚未找到可供核对的优化版 DenseNet 实测。</translation>
    </message>
    <message>
        <source>DenseNet concatenations kept for the backward pass</source>
        <translation>为反向传播保留的 DenseNet 拼接张量</translation>
    </message>
    <message>
        <source>Copies of each concatenated element a training step keeps until the backward pass: the concatenation (batch normalization&apos;s input) and the in-place ReLU&apos;s output (the convolution&apos;s input), × the element&apos;s bytes; the reason DenseNet&apos;s memory grows with the square of the depth (Pleiss et al. 2017). With ResNet-50&apos;s 0.0395 GB per 11.11 M activations, timm&apos;s largest batches on a 24 GB RTX 3090 follow: DenseNet-121 and -169 at 256, -201 at 192, -161 at 128, each one step above not fitting.</source>
        <translation>训练中每个拼接元素要保留到反向传播的份数：拼接张量本身（批量归一化的输入）和原地 ReLU 的输出（卷积的输入），再乘以元素字节数；这正是 DenseNet 显存随深度平方增长的原因（Pleiss 等人 2017）。配合 ResNet-50 每 11.11 M 激活值 0.0395 GB 的系数，可推出 timm 在 24 GB RTX 3090 上能跑的最大批量：DenseNet-121 和 -169 为 256，-201 为 192，-161 为 128，再大一档均放不下。</translation>
    </message>
    <message>
        <source>Detector post-processing traffic per class score</source>
        <translation>检测器后处理：每个类别分数的显存访问量</translation>
    </message>
    <message>
        <source>A detector&apos;s head writes a score for every anchor and class (RetinaNet at 800×800: 13,343 positions × 9 anchors × 264 classes = 31.7 million; model.detection_scores_m), and the post-processing (sigmoid, top-k per level, box decoding, non-maximum suppression) reads them on the GPU after the convolutions: bytes moved per score at the datasheet bandwidth. Fitted on MLPerf Inference v3.0 RetinaNet Offline (TensorRT, INT8) on 8 A100 SXM: 725.4 images/s a GPU measured = 1.379 ms, the convolutions 1.051 ms, 0.328 ms × 2,039 GB/s ÷ 31.7 million = 21.1 B, about five passes over FP32 scores. Hold-outs: the same round&apos;s A100 PCIe, H100 PCIe, 8 H100 SXM and L4 read 0.93-1.14 with it, 1.44-1.79 without (the L4&apos;s 300 GB/s spends 2.2 ms an image on it).</source>
        <translation>检测头为每个锚框、每个类别输出一个分数（800×800 的 RetinaNet：13,343 个位置 × 9 个锚框 × 264 类 = 3170 万个；model.detection_scores_m），卷积算完之后，后处理（sigmoid、逐层 top-k、框解码、非极大值抑制）在 GPU 上读取这些分数：按数据手册带宽计的每个分数的访存字节数。用 MLPerf Inference v3.0 RetinaNet Offline（TensorRT，INT8）8 × A100 SXM 拟合：实测每 GPU 725.4 张/秒 = 1.379 ms，其中卷积 1.051 ms，0.328 ms × 2,039 GB/s ÷ 3170 万 = 21.1 B，约相当于对 FP32 分数读五遍。留出验证：同一轮的 A100 PCIe、H100 PCIe、8 × H100 SXM 和 L4，计入后估算与实测之比为 0.93-1.14，不计入为 1.44-1.79（L4 只有 300 GB/s，每张图要花 2.2 ms 在这上面）。</translation>
    </message>
    <message>
        <source>Eager attention: passes over each score</source>
        <translation>非融合注意力：每个分数的读写次数</translation>
    </message>
    <message>
        <source>Eager attention in training: passes over each score</source>
        <translation>训练中的非融合注意力：每个分数的读写次数</translation>
    </message>
    <message>
        <source>A diffusion model trained with an attention that is not fused (training.attention &quot;eager&quot; with model.attention_scores_m): the forward&apos;s 4 passes over each score (as in inference) and the backward&apos;s 7: the probabilities&apos; gradient is written (1), the softmax&apos;s backward reads the probabilities and that gradient and writes the scores&apos; gradient (3), the values&apos; gradient reads the probabilities (1), the queries&apos; and keys&apos; gradients read the scores&apos; gradient (2); full recomputation repeats the forward&apos;s 4. At the datasheet bandwidth on top of the math; a closed form counted from eager PyTorch&apos;s kernels, nothing fitted. The activation estimate assumes gradient checkpointing, under which a block&apos;s probabilities live only while it is recomputed, so no memory is added for them.</source>
        <translation>以非融合注意力训练扩散模型（training.attention 为 &quot;eager&quot;，并给出 model.attention_scores_m）时：前向对每个分数读写 4 次（与推理相同），反向 7 次：写出概率的梯度（1 次），softmax 反向读取概率和该梯度、写出分数的梯度（3 次），V 的梯度读取概率（1 次），Q 和 K 的梯度读取分数的梯度（2 次）；完全重计算时前向的 4 次再来一遍。按数据手册带宽计算，叠加在计算时间之上；这是按 PyTorch eager 内核逐一数出的闭式结果，没有拟合参数。激活值估算已假设开启梯度检查点，此时每个块的概率矩阵只在该块重计算期间存在，因此不为其额外计入显存。</translation>
    </message>
    <message>
        <source>An attention layer that is not fused (serving.attention &quot;eager&quot;: diffusers on PyTorch before 2.0 without xformers) writes every query-key score to memory and reads it back: the QKᵀ matmul writes the scores, the softmax reads them and writes the probabilities, the P·V matmul reads those, 4 passes of 2 bytes at 16 bits (4 at FP32), at the datasheet bandwidth, on top of the math. A closed form counted from the kernels, nothing fitted. FlashAttention, PyTorch SDPA and xformers keep the scores on chip. Stable Diffusion 1.x at 512×512 computes 732.3 million scores a UNet pass (model.attention_scores_m): 351 GB an image over 30 steps with guidance, 0.18 s on an A100 80GB PCIe. Lambda&apos;s benchmark of diffusers 0.11 without xformers: 0.89 and 0.60 s an image at batch 16 on an A100 80GB PCIe and an H100 PCIe (with xformers 0.62 on the A100); the engine gives 0.61 and 0.48 s with the scores, 0.43 and 0.31 without. The diffusers documentation&apos;s 2023-03 table (50 steps) puts the scores&apos; cost, its Vanilla minus SDPA time, at 0.34, 0.98, 2.27, 0.44 and 0.58 s an image on an A100 (40 GB), A10, T4, V100 and RTX 3090; this gives 0.38, 0.98, 1.83, 0.65 and 0.63.</source>
        <translation>未融合的注意力层（serving.attention 为 &quot;eager&quot;：PyTorch 2.0 之前、未装 xformers 的 diffusers）会把每个注意力分数（Q 与 K 的点积）写入显存再读回：QKᵀ 矩阵乘写出分数，softmax 读取分数并写出概率，P·V 矩阵乘再读取概率，共 4 次读写，16 位下每次 2 字节（FP32 为 4 字节），按数据手册带宽计算，叠加在计算时间之上。这是按内核逐一数出的闭式结果，没有拟合参数。FlashAttention、PyTorch SDPA 和 xformers 会把分数留在片上。Stable Diffusion 1.x 在 512×512 下每次 UNet 前向计算 7.323 亿个分数（model.attention_scores_m）：30 步、开启无分类器引导时每张图 351 GB，在 A100 80GB PCIe 上约 0.18 秒。Lambda 对 diffusers 0.11（不用 xformers）的测试：批大小 16 时，A100 80GB PCIe 和 H100 PCIe 每张图分别 0.89 秒和 0.60 秒（A100 使用 xformers 时为 0.62 秒）；本引擎计入分数读写后给出 0.61 秒和 0.48 秒，不计入时为 0.43 秒和 0.31 秒。diffusers 文档 2023-03 的测试表（50 步）中，分数本身的开销（Vanilla 与 SDPA 两列之差）在 A100（40 GB）、A10、T4、V100 和 RTX 3090 上分别为每张图 0.34、0.98、2.27、0.44 和 0.58 秒；本引擎给出 0.38、0.98、1.83、0.65 和 0.63 秒。</translation>
    </message>
    <message>
        <source>Eager attention: score-sized buffers held at once</source>
        <translation>非融合注意力：同时驻留的分数大小缓冲区数</translation>
    </message>
    <message>
        <source>diffusers&apos; unfused attention processor (AttnProcessor, diffusers 0.11-0.14) allocates an empty tensor of the scores&apos; size as torch.baddbmm&apos;s input, writes the scores, and the softmax writes the probabilities before the scores are freed: three buffers of the largest layer&apos;s scores (model.attention_layer_scores_m) for every image and guidance pass of a call, 2 bytes each at 16 bits. Counted from the code, nothing fitted. It reproduces where the diffusers documentation&apos;s 2023-03 table ran out of memory (SD v1.4 at 512×512: 134.2 million scores in a 64×64 layer, 1.61 GB an image with guidance): batch 10 ran and 16 did not on the 24 GB A10 and RTX 3090, 4 ran and 8 did not on the 16 GB T4 and V100, 16 ran and 32 did not on the A100 (40 GB); with two buffers the T4 and V100 at 8 would fit.</source>
        <translation>diffusers 的非融合注意力处理器（AttnProcessor，diffusers 0.11–0.14）先分配一个与分数同样大小的空张量作为 torch.baddbmm 的输入，再写出分数，softmax 写出概率之后分数才被释放：对一次调用中的每张图、每次引导前向，最大注意力层的分数（model.attention_layer_scores_m）同时占用三份缓冲区，16 位下每个 2 字节。这是按代码数出的结果，没有拟合参数。它复现了 diffusers 文档 2023-03 测试表中显存不足的位置（SD v1.4 在 512×512 下，64×64 层有 1.342 亿个分数，开启引导时每张图 1.61 GB）：24 GB 的 A10 和 RTX 3090 上批大小 10 能跑、16 不能，16 GB 的 T4 和 V100 上 4 能跑、8 不能，A100（40 GB）上 16 能跑、32 不能；若只算两份缓冲区，T4 和 V100 在 8 时会被判为放得下。</translation>
    </message>
    <message>
        <source>Eager attention in an encoder: passes over each score</source>
        <translation>编码器非融合注意力：每个分数的读写次数</translation>
    </message>
    <message>
        <source>A transformer encoder&apos;s batch job with an attention that is not fused (serving.attention &quot;eager&quot;: BERT in Hugging Face transformers before its SDPA path, 4.41 in 2024, and the TorchScript or ONNX graphs exported from it): QKᵀ writes each score (1), the division by √(head dim) reads and writes it (2), the attention mask&apos;s addition reads and writes it (2), the softmax reads it and writes the probability (2), P·V reads that (1): 8 passes of the element&apos;s bytes over layers × heads × tokens² scores a sequence, at the datasheet bandwidth, on top of the math. A closed form counted from the code, nothing fitted. FasterTransformer&apos;s TorchScript baseline of BERT-Base (12 × 12 × 384² = 21.2 million scores) ran at 0.60 of its fused kernels on an A10: 0.57 ms a sequence of 600 GB/s; with it that row reads 1.31, without 1.93.</source>
        <translation>Transformer 编码器的批量任务若使用非融合注意力（serving.attention &quot;eager&quot;：Hugging Face transformers 在 2024 年 4.41 版加入 SDPA 之前的 BERT，以及由其导出的 TorchScript 或 ONNX 计算图）：QKᵀ 写出每个分数（1 次），除以 √(头维度) 读写一次（2 次），加注意力掩码读写一次（2 次），softmax 读出分数并写出概率（2 次），P·V 读取概率（1 次）：每个序列共 层数 × 头数 × token² 个分数，每个分数按元素字节数读写 8 次，按数据手册带宽计入，叠加在计算时间之上。这是由代码推出的闭式公式，没有拟合任何参数。FasterTransformer 以 TorchScript 运行 BERT-Base（12 × 12 × 384² = 2120 万个分数）的基线在 A10 上只有其融合内核速度的 0.60：按 600 GB/s 计每个序列多 0.57 ms；计入后该行比值为 1.31，不计入为 1.93。</translation>
    </message>
    <message>
        <source>Fused attention efficiency</source>
        <translation>融合注意力效率</translation>
    </message>
    <message>
        <source>Share of the 16-bit dense peak a fused attention kernel (FlashAttention-2, PyTorch&apos;s SDPA) reaches on the QKᵀ and P·V products of a diffusion transformer&apos;s inference, on NVIDIA cards before Hopper: FlashAttention-2 reaches 50-73% of an A100&apos;s peak in its forward pass (Dao, arXiv:2307.08691, 2023), the upper end at long sequences, which is where attention weighs. The rest of a pass keeps the transformer share. Scaled like the framework&apos;s CUDA-core work (its softmax runs there), at most the math share of a convolution (0.80). Not applied to other vendors&apos; cards, where no stored source measures the kernel.</source>
        <translation>扩散 Transformer 推理时，融合注意力内核（FlashAttention-2、PyTorch SDPA）在 QKᵀ 与 P·V 乘法上达到的 16 位稠密峰值算力占比，适用于 Hopper 之前的 NVIDIA 显卡：FlashAttention-2 前向在 A100 上达到峰值的 50–73%（Dao，arXiv:2307.08691，2023），长序列时取上限，而注意力恰在长序列时占大头。一次前向的其余部分仍按 Transformer 占比计。与框架默认下 CUDA 核心上的工作同样缩放（softmax 在 CUDA 核心上运行），上限为卷积的计算占比（0.80）。其他厂商的卡没有可查的内核实测数据，不适用。</translation>
    </message>
    <message>
        <source>Fused attention efficiency, Hopper and Blackwell</source>
        <translation>融合注意力效率（Hopper 与 Blackwell）</translation>
    </message>
    <message>
        <source>Fused attention efficiency, Hopper, optimised stack</source>
        <translation>融合注意力效率（Hopper，优化软件栈）</translation>
    </message>
    <message>
        <source>With an optimised stack (FlashAttention-3, TensorRT&apos;s or cuDNN&apos;s fused attention) on Hopper and Blackwell: FlashAttention-3 reaches 740 TFLOPS in BF16 on an H100, 75% of its peak (Shah et al., arXiv:2407.08608, 2024).</source>
        <translation>在 Hopper 与 Blackwell 上使用优化软件栈（FlashAttention-3、TensorRT 或 cuDNN 的融合注意力）时：FlashAttention-3 在 H100 上 BF16 达到 740 TFLOPS，即峰值的 75%（Shah 等，arXiv:2407.08608，2024）。</translation>
    </message>
    <message>
        <source>The same with framework defaults on Hopper and Blackwell cards: FlashAttention-2, the kernel behind PyTorch&apos;s SDPA, &quot;achieves only 35% utilization on the H100&quot; (Shah et al., FlashAttention-3, arXiv:2407.08608, 2024): it issues the Ampere-style matrix instructions, not Hopper&apos;s asynchronous ones. HunyuanVideo at 118,800 tokens on one H100 (xDiT&apos;s table, 87% of its FLOPs in attention) reached 0.32 of the peak at 1280x720, 0.35 at 960x960.</source>
        <translation>同上，适用于框架默认下的 Hopper 与 Blackwell 显卡：PyTorch SDPA 背后的 FlashAttention-2 “在 H100 上只能达到 35% 的利用率”（Shah 等，FlashAttention-3，arXiv:2407.08608，2024），因为它使用 Ampere 式的矩阵指令，而非 Hopper 的异步指令。HunyuanVideo 在单张 H100 上处理 118,800 个 token（xDiT 的表格，87% 的 FLOPs 在注意力中），1280x720 时达到峰值的 0.32，960x960 时为 0.35。</translation>
    </message>
    <message>
        <source>Vision model: host dispatch per layer, eager PyTorch</source>
        <translation>视觉模型：每层主机下发开销（PyTorch eager 模式）</translation>
    </message>
    <message>
        <source>Eager PyTorch issues every layer&apos;s operations (convolution, activation, concatenations) from Python while the GPU runs them; at a small batch the host is the slower of the two: a call takes max(model.conv_layers × this, the GPU&apos;s time). Fitted on YOLOv5n at batch 1 in FP16 on a V100 of an AWS p3.2xlarge (a 2.3 GHz Xeon E5-2686 v4 host; Ultralytics&apos; README: 6.3 ms, 60 layers, 0.32 ms of GPU work). Hold-outs: YOLOv5s, m, l, x of the same table (6.4-12.1 ms, 60-126 layers) 0.91-1.02. A faster host core dispatches faster.</source>
        <translation>PyTorch eager 模式在 GPU 执行的同时，由 Python 逐层下发各层算子（卷积、激活、拼接）；小批量时主机一侧更慢：一次调用耗时 = max(model.conv_layers × 此值, GPU 耗时)。拟合依据：AWS p3.2xlarge（2.3 GHz Xeon E5-2686 v4 主机）上一块 V100 以 FP16、批大小 1 运行 YOLOv5n（Ultralytics README：6.3 ms，60 层，GPU 计算仅 0.32 ms）。留出验证：同表 YOLOv5s、m、l、x（6.4–12.1 ms，60–126 层）为 0.91–1.02。主机单核越快，下发越快。</translation>
    </message>
    <message>
        <source>Vision model: kernel latency per layer, launched one by one</source>
        <translation>视觉模型：每层内核延迟（逐个启动内核）</translation>
    </message>
    <message>
        <source>A call of a small batch (serving.max_batch) leaves each layer&apos;s kernel too little work to fill the GPU: it takes about this long whatever its work, so a call costs model.conv_layers × this + the batch × an image&apos;s math and traffic, when the kernels are launched one by one (a TensorRT engine called per image, eager PyTorch&apos;s GPU side). Fitted (least squares on the log of the rate) on Ultralytics&apos; YOLOv8 table, TensorRT FP16 at batch 1 on an A100 (n, s, m, l, x: 0.99-3.53 ms; 63-103 layers counted from the architecture): 0.91-1.21 with it, 2.7-11× too fast without. Hold-outs: YOLO11 n-x on a T4 with TensorRT 10 (1.5-11.3 ms) 0.79-1.02, 1.35-2.88 without. Without a batch the rate is a full GPU&apos;s: a server fills its calls and runs several at once.</source>
        <translation>小批量调用（serving.max_batch）时，每层内核的工作量不足以占满 GPU：无论工作量多少，它大约都要耗时这么久；内核逐个启动时（每张图像调用一次 TensorRT 引擎，或 PyTorch eager 模式的 GPU 一侧），一次调用的耗时 = model.conv_layers × 此值 + 批大小 × 单张图像的计算与访存时间。拟合依据（按速率取对数的最小二乘）：Ultralytics 的 YOLOv8 表，A100 上 TensorRT FP16、批大小 1（n、s、m、l、x：0.99–3.53 ms；按架构统计 63–103 层）：计入此项后比值为 0.91–1.21，不计则快了 2.7–11 倍。留出验证：YOLO11 n–x 在 T4 上用 TensorRT 10（1.5–11.3 ms）为 0.79–1.02，不计此项为 1.35–2.88。未给出批大小时按满载 GPU 的速率计：推理服务会把每次调用填满，并同时运行多个调用。</translation>
    </message>
    <message>
        <source>Vision model: kernel latency per layer, compiled graph</source>
        <translation>视觉模型：每层内核延迟（编译图重放）</translation>
    </message>
    <message>
        <source>Encoder: kernel latency per layer at a small batch</source>
        <translation>编码器：小批量时每层的内核延迟</translation>
    </message>
    <message>
        <source>The same latency when an optimised stack replays the call as a compiled graph (CUDA graphs in MLPerf-grade harnesses): each kernel&apos;s launch costs little, the under-filled kernel remains. Fitted on MLPerf Inference v3.0&apos;s SingleStream ResNet-50 (INT8, TensorRT, LWIS) on an A100 PCIe: 476.4 µs at the 90th percentile, 54 layers, 27.9 µs of work. Hold-outs: RetinaNet on the A100 PCIe 1.26; on an L4, with the latency scaled to its 2,040 MHz clock (kernel_latency_reference_mhz), RetinaNet 0.94 and ResNet-50 0.85 (0.90 and 0.64 unscaled).</source>
        <translation>优化推理栈以编译图重放整次调用时（MLPerf 级测试框架中的 CUDA Graphs）的同一延迟：内核启动本身几乎不耗时，但内核无法占满 GPU 的问题依然存在。拟合依据：MLPerf Inference v3.0 SingleStream 场景下 A100 PCIe 运行 ResNet-50（INT8，TensorRT，LWIS）：第 90 百分位延迟 476.4 µs，54 层，计算与访存 27.9 µs。留出验证：A100 PCIe 上的 RetinaNet 为 1.26；L4 上按其 2,040 MHz 频率折算延迟后（kernel_latency_reference_mhz），RetinaNet 为 0.94，ResNet-50 为 0.85（不折算时为 0.90 和 0.64）。</translation>
    </message>
    <message>
        <source>A transformer encoder&apos;s call of a small batch (serving.max_batch) runs each layer&apos;s kernels (QKV, fused attention, projection, normalization, MLP) too short of work to fill the GPU: a call costs layers × this + the batch × a sequence&apos;s math and traffic. Fitted (least squares on the log of the rate) on TensorRT&apos;s demoBERT table at batch 1 on an A100 40GB (BERT-Base and -Large, 128 and 384 tokens, INT8 and FP16: 0.54-2.96 ms): 0.79-1.36. Hold-outs, the same table on an L4 0.95-1.41 and an L40S 0.81-1.22 (16 of 16 in band) with the latency scaled to their clocks (kernel_latency_reference_mhz; 0.73-1.20 and 0.49-0.97 unscaled). Without it the A100 rows read 2.1-8.5× too fast.</source>
        <translation>Transformer 编码器以小批量（serving.max_batch）调用时，每层的各个内核（QKV、融合注意力、投影、归一化、MLP）工作量太少，无法占满 GPU：一次调用的耗时 = 层数 × 此值 + 批大小 × 单条序列的计算与访存时间。拟合依据（按速率取对数的最小二乘）：TensorRT demoBERT 表中 A100 40GB 上批大小为 1 的数据（BERT-Base 与 BERT-Large，128 与 384 个词元，INT8 与 FP16：0.54–2.96 ms）：比值 0.79–1.36。留出验证：按各卡频率折算延迟后（kernel_latency_reference_mhz），同表 L4 为 0.95–1.41，L40S 为 0.81–1.22（16 行全部在区间内；不折算时为 0.73–1.20 和 0.49–0.97）。不计此项时 A100 各行快了 2.1–8.5 倍。</translation>
    </message>
    <message>
        <source>Small-batch kernel latency: clock it was fitted at</source>
        <translation>小批量内核延迟：拟合时的 GPU 频率</translation>
    </message>
    <message>
        <source>The three latencies per layer (vision_layer_us_tensorrt, vision_layer_us_graph, encoder_layer_us_small_batch) are fitted on A100s, whose boost clock is 1,410 MHz (the catalog&apos;s boost_clock of its A100 rows: TechPowerUp&apos;s GPU database, AnandTech). A kernel too short of work to fill the GPU runs on a few SMs for as many cycles as its instructions take, so on another card the latency is scaled by this ÷ the card&apos;s boost clock. The boost clock, not a power-capped card&apos;s sustained one: a call of a few short kernels leaves the card below its power limit. Hold-outs (none fitted on): TensorRT demoBERT at batch 1 on an L4 (2,040 MHz) 0.95-1.41 and an L40S (2,520 MHz) 0.81-1.22, where one latency for every card read 0.73-1.20 and 0.49-0.97; MLPerf v3.0 SingleStream ResNet-50 and RetinaNet on the L4 0.85 and 0.94 (0.64, 0.90); YOLO11 n-x on a T4 (1,590 MHz) 0.86-1.05 (0.79-1.02; at the T4&apos;s 900 MHz sustained clock they would read 0.56-0.89). Added after the term, before they were read: TensorRT 8.5.1&apos;s demoBERT at batch 1 on a T4 1.01-1.34 and an A30 (1,440 MHz) 0.83-1.34, 16 of 16.</source>
        <translation>三个逐层延迟（vision_layer_us_tensorrt、vision_layer_us_graph、encoder_layer_us_small_batch）都是在 A100 上拟合的，A100 的加速频率为 1,410 MHz（目录中各 A100 条目的 boost_clock：TechPowerUp GPU 数据库、AnandTech）。工作量不足以占满 GPU 的内核只在少数几个 SM 上运行，耗时取决于其指令所需的时钟周期数，因此换到其他卡上时，延迟按 此值 ÷ 该卡加速频率 折算。用的是加速频率，而不是受功耗墙限制的卡的持续频率：几个短内核组成的一次调用不会让卡触及功耗上限。留出验证（均未参与拟合）：TensorRT demoBERT 批大小 1 时，L4（2,040 MHz）为 0.95–1.41，L40S（2,520 MHz）为 0.81–1.22，而所有卡共用一个延迟时为 0.73–1.20 和 0.49–0.97；MLPerf v3.0 SingleStream 下 L4 上的 ResNet-50 与 RetinaNet 为 0.85 和 0.94（此前 0.64、0.90）；T4（1,590 MHz）上的 YOLO11 n–x 为 0.86–1.05（此前 0.79–1.02；若按 T4 的 900 MHz 持续频率折算则为 0.56–0.89）。引入此项后、在读取比值之前新增的数据：TensorRT 8.5.1 demoBERT 批大小 1 时，T4 为 1.01–1.34，A30（1,440 MHz）为 0.83–1.34，16 行全部在区间内。</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>manifest.json: field &apos;catalog_version&apos; is missing</source>
        <translation>manifest.json：缺少字段“catalog_version”</translation>
    </message>
    <message>
        <source>must be lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, found &apos;%1&apos;</source>
        <translation>只能包含小写字母、数字、“-”和“.”，实际为“%1”</translation>
    </message>
    <message>
        <source>needs at least one of fp32, fp16, bf16</source>
        <translation>fp32、fp16、bf16 至少需要填写一项</translation>
    </message>
    <message>
        <source>is required for a CUDA device</source>
        <translation>CUDA 设备必须填写</translation>
    </message>
    <message>
        <source>must not be below &apos;cores&apos;</source>
        <translation>不能小于“cores”</translation>
    </message>
    <message>
        <source>must not exceed &apos;parameters_b&apos;</source>
        <translation>不能超过“parameters_b”</translation>
    </message>
    <message>
        <source>must divide &apos;heads&apos; (%1), found %2</source>
        <translation>必须能整除“heads”（%1），实际为 %2</translation>
    </message>
    <message>
        <source>is required for a %1 model</source>
        <translation>%1 模型必须填写</translation>
    </message>
    <message>
        <source>must be a date YYYY-MM-DD, found &apos;%1&apos;</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，实际为“%1”</translation>
    </message>
    <message>
        <source>must be &apos;once&apos; for a purchase price</source>
        <translation>购买价格必须为“once”</translation>
    </message>
    <message>
        <source>%1: expected an object with a list &apos;rows&apos;</source>
        <translation>%1：应为包含列表“rows”的对象</translation>
    </message>
    <message>
        <source>%1: row %2 (%3): field &apos;id&apos; is used twice</source>
        <translation>%1：第 %2 行（%3）：字段“id”重复使用</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a true/false value</source>
        <translation>布尔值（true/false）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>%1: row %2: must be an object, found %3</source>
        <translation>%1：第 %2 行：必须是对象，实际为 %3</translation>
    </message>
    <message>
        <source>%1: row %2: field &apos;%3&apos;</source>
        <translation>%1：第 %2 行：字段“%3”</translation>
    </message>
    <message>
        <source>%1: row %2 (%3): field &apos;%4&apos;</source>
        <translation>%1：第 %2 行（%3）：字段“%4”</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be text, found %1</source>
        <translation>必须是文本，实际为 %1</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>must be one of %1, found &apos;%2&apos;</source>
        <translation>必须是 %1 之一，实际为“%2”</translation>
    </message>
    <message>
        <source>must be a number, found %1</source>
        <translation>必须是数字，实际为 %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation>必须在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be a whole number, found %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be true or false, found %1</source>
        <translation>必须为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>must be a list of texts, found %1</source>
        <translation>必须是文本列表，实际为 %1</translation>
    </message>
    <message>
        <source>must be a list of texts, found %1 in it</source>
        <translation>必须是文本列表，但其中包含 %1</translation>
    </message>
    <message>
        <source>must be an object, found %1</source>
        <translation>必须是对象，实际为 %1</translation>
    </message>
    <message>
        <source>or &apos;document&apos; must name where the figures come from</source>
        <translation>或“document”必须注明数据来源</translation>
    </message>
    <message>
        <source>is required when the confidence is &apos;%1&apos;</source>
        <translation>可信度为“%1”时必须填写</translation>
    </message>
    <message>
        <source>schema step %1 failed: %2 (%3)</source>
        <translation>表结构迁移步骤 %1 失败：%2（%3）</translation>
    </message>
    <message>
        <source>cannot migrate the catalog schema from %1 to %2</source>
        <translation>无法将硬件库表结构从 %1 迁移到 %2</translation>
    </message>
    <message>
        <source>A catalog database cannot be created in %1 (%2). The catalog runs in memory for this session; rows you add will not be saved.</source>
        <translation>无法在 %1 中创建硬件库数据库（%2）。本次会话中硬件库仅保存在内存中，新增的行不会被保存。</translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be updated (%2). The catalog runs in memory for this session; rows you add will not be saved.</source>
        <translation>无法更新硬件库数据库 %1（%2）。本次会话中硬件库仅保存在内存中，新增的行不会被保存。</translation>
    </message>
    <message>
        <source>%1 rows could not be read back; they remain in the moved file.</source>
        <translation>%1 行无法读回；它们仍保留在移走的文件中。</translation>
    </message>
    <message>
        <source>The catalog database %1 is read-only: rows you add will not be saved.</source>
        <translation>硬件库数据库 %1 为只读：新增的行不会被保存。</translation>
    </message>
    <message>
        <source>new row</source>
        <translation>新行</translation>
    </message>
    <message>
        <source>The id &apos;%1&apos; belongs to a row of the bundled catalog; choose another id.</source>
        <translation>ID“%1”属于内置硬件库中的行；请使用其他 ID。</translation>
    </message>
    <message>
        <source>the catalog database is not open</source>
        <translation>硬件库数据库未打开</translation>
    </message>
    <message>
        <source>%1: %2: the number %3 is out of range (0, or a magnitude between 1e-300 and 1e300)</source>
        <translation>%1：%2：数值 %3 超出范围（应为 0，或绝对值在 1e-300 到 1e300 之间）</translation>
    </message>
    <message>
        <source>%1: %2: number beyond the range of a double at byte %3</source>
        <translation>%1：%2：第 %3 字节处的数值超出 double 的范围</translation>
    </message>
    <message>
        <source>%1: %2: nested more than %3 levels deep</source>
        <translation>%1：%2：嵌套超过 %3 层</translation>
    </message>
    <message>
        <source>top level</source>
        <translation>顶层</translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB; not read</source>
        <translation>%1：大于 %2 MiB，未读取</translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation>%1：不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>applies to purchase prices only</source>
        <translation>仅适用于购买价格</translation>
    </message>
    <message>
        <source>A catalog database cannot be built in %1 (%2). The catalog runs in memory for this session; rows you add will not be saved.</source>
        <translation>无法在 %1 中创建硬件库数据库（%2）。本次会话中硬件库仅保存在内存中，新增的行不会被保存。</translation>
    </message>
    <message>
        <source>The file is locked by another program (still busy after 5 seconds).</source>
        <translation>该文件被另一个程序锁定（5 秒后仍被占用）。</translation>
    </message>
    <message>
        <source>The file holds an unfinished write (a program was stopped while writing it), which needs write access to the file and its folder to be rolled back.</source>
        <translation>该文件存在未完成的写入（某个程序在写入时被终止），需要对该文件及其所在文件夹有写权限才能回滚。</translation>
    </message>
    <message>
        <source>The file cannot be used: the disk is full.</source>
        <translation>该文件无法使用：磁盘已满。</translation>
    </message>
    <message>
        <source>The file cannot be opened: permission denied.</source>
        <translation>无法打开该文件：权限不足。</translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation>无法读取该文件：%1。</translation>
    </message>
    <message>
        <source>The file cannot be read: permission denied.</source>
        <translation>无法读取该文件：权限不足。</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1.</source>
        <translation>无法打开该文件：%1。</translation>
    </message>
    <message>
        <source>The file is not a readable SQLite database: %1.</source>
        <translation>该文件不是可读的 SQLite 数据库：%1。</translation>
    </message>
    <message>
        <source>The file failed the integrity check: %1.</source>
        <translation>该文件未通过完整性检查：%1。</translation>
    </message>
    <message>
        <source>The file has no readable schema version: %1.</source>
        <translation>该文件没有可读的表结构版本：%1。</translation>
    </message>
    <message>
        <source>The file is not a catalog database (it has no schema version).</source>
        <translation>该文件不是硬件库数据库（没有表结构版本）。</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the application (schema %1, this version reads up to %2).</source>
        <translation>该文件由更新版本的应用程序写入（表结构 %1，本版本最高支持 %2）。</translation>
    </message>
    <message>
        <source>The file lacks the table &apos;%1&apos; of schema %2.</source>
        <translation>该文件缺少表结构 %2 中的表“%1”。</translation>
    </message>
    <message>
        <source>The file has a table &apos;%1&apos; without the column &apos;%2&apos;.</source>
        <translation>该文件中的表“%1”缺少列“%2”。</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be created.</source>
        <translation>无法创建数据文件夹 %1。</translation>
    </message>
    <message>
        <source>The catalog cannot be stored. %1 It runs in memory for this session; rows you add will not be saved.</source>
        <translation>无法保存硬件库。%1本次会话中硬件库仅保存在内存中，新增的行不会被保存。</translation>
    </message>
    <message>
        <source>The file could not be migrated from schema %1: %2.</source>
        <translation>该文件无法从表结构 %1 迁移：%2。</translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be used. %2 It could not be moved aside (%3). The catalog runs in memory for this session; rows you add will not be saved.</source>
        <translation>硬件库数据库 %1 无法使用。%2且无法将其移走（%3）。本次会话中硬件库仅保存在内存中，新增的行不会被保存。</translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be used. %2 A new one cannot be built (%3). The file is left as it is, to be repaired at the next start; this session runs in memory with %4 of your own rows read from it.</source>
        <translation>硬件库数据库 %1 无法使用。%2也无法新建数据库（%3）。该文件保持原样，将在下次启动时修复；本次会话在内存中运行，已从中读取您自己添加的 %4 行记录。</translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be used. %2 It is left as it is, to be repaired at the next start.</source>
        <translation>硬件库数据库 %1 无法使用。%2该文件保持原样，将在下次启动时修复。</translation>
    </message>
    <message>
        <source>The catalog database cannot be used. %1 It was moved to %2, and a new one was built from the bundled catalog. %3 of your own rows were recovered.</source>
        <translation>硬件库数据库无法使用。%1已将其移至 %2，并根据内置硬件库重建了新数据库。已恢复您自己添加的 %3 行。</translation>
    </message>
    <message>
        <source>The catalog database %1 cannot be used now. %2 It is left as it is; this session runs from memory with %3 of your own rows read from it, and rows you add will not be saved. Restart the application once the problem is solved.</source>
        <translation>硬件库数据库 %1 暂时无法使用。%2该文件保持原样；本次会话在内存中运行，已从中读取您自己添加的 %3 行记录，新增的行不会被保存。问题解决后请重新启动应用程序。</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>数据手册</translation>
    </message>
    <message>
        <source>official configuration</source>
        <translation>官方配置</translation>
    </message>
    <message>
        <source>price list</source>
        <translation>价目表</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推导</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>the catalog database cannot be written</source>
        <translation>硬件库数据库无法写入</translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file.</source>
        <translation>%1 是一个文件夹，而不是数据库文件。</translation>
    </message>
    <message>
        <source>SQLite cannot open a file there</source>
        <translation>SQLite 无法在该位置打开文件</translation>
    </message>
    <message>
        <source>a catalog database cannot be created in %1 (%2)</source>
        <translation>无法在 %1 中创建硬件库数据库（%2）</translation>
    </message>
    <message>
        <source>Nothing was saved: %1. The catalog runs in memory for this session; solve that and try again.</source>
        <translation>未保存任何内容：%1。本次会话中硬件库仅在内存中运行；请先解决该问题再重试。</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>未保存任何内容：%1</translation>
    </message>
    <message>
        <source>The row could not be removed: %1</source>
        <translation>无法删除该行：%1</translation>
    </message>
    <message>
        <source>No user row is named &apos;%1&apos;.</source>
        <translation>没有名为“%1”的自定义记录。</translation>
    </message>
    <message>
        <source>%1: not valid JSON: the file ends in the middle (line %2)</source>
        <translation>%1：不是有效的 JSON：文件在中途结束（第 %2 行）</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2 (line %3, column %4): %5</source>
        <translation>%1：第 %2 字节处（第 %3 行第 %4 列）不是有效的 JSON：%5</translation>
    </message>
    <message>
        <source>Expected postgresql://USER@HOST:PORT/DATABASE[?sslmode=require].</source>
        <translation>应为 postgresql://USER@HOST:PORT/DATABASE[?sslmode=require]。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PostgreSQL URL. %2</source>
        <translation>“%1”不是 PostgreSQL URL。%2</translation>
    </message>
    <message>
        <source>The library URL holds a password; the application never takes one there. Put it in PGPASSWORD or ~/.pgpass (mode 0600) and give the URL without it.</source>
        <translation>团队库 URL 中含有密码；本应用从不从 URL 读取密码。请将密码放入 PGPASSWORD 或 ~/.pgpass（权限 0600），URL 中去掉密码。</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the IPv6 address lacks its &apos;]&apos;. %2</source>
        <translation>“%1”：IPv6 地址缺少“]”。%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a port number (1 to 65535).</source>
        <translation>“%1”不是有效的端口号（1 到 65535）。</translation>
    </message>
    <message>
        <source>Unknown TLS mode &apos;%1&apos;: use one of %2.</source>
        <translation>未知的 TLS 模式“%1”：请使用 %2 之一。</translation>
    </message>
    <message>
        <source>Unknown library URL option &apos;%1&apos;: only sslmode and host are read.</source>
        <translation>未知的团队库 URL 选项“%1”：只读取 sslmode 和 host。</translation>
    </message>
    <message>
        <source>The library URL names no database. %1</source>
        <translation>团队库 URL 中未指定数据库。%1</translation>
    </message>
    <message>
        <source>sslmode=%1 would let the password and the quotes cross the network unencrypted; it is accepted only for this computer (localhost, 127.0.0.1, ::1 or a Unix socket), not for &apos;%2&apos;. Use sslmode=require (the default) or verify-full.</source>
        <translation>sslmode=%1 会让密码和报价以明文经过网络；仅允许用于本机（localhost、127.0.0.1、::1 或 Unix 套接字），不能用于“%2”。请使用 sslmode=require（默认）或 verify-full。</translation>
    </message>
    <message>
        <source>There is no PostgreSQL role named &apos;%1&apos;. Create the login first, e.g. in psql: CREATE ROLE %2 LOGIN PASSWORD &apos;…&apos;;</source>
        <translation>不存在名为“%1”的 PostgreSQL 角色。请先创建登录角色，例如在 psql 中执行：CREATE ROLE %2 LOGIN PASSWORD &apos;…&apos;;</translation>
    </message>
    <message>
        <source>The password file %1 is ignored: others may read it (mode %2). Make it private with: chmod 600 %1</source>
        <translation>已忽略密码文件 %1：其他用户可以读取它（权限 %2）。请用以下命令设为私有：chmod 600 %1</translation>
    </message>
    <message>
        <source>The quote of %1 for plan &apos;%2&apos;</source>
        <translation>%1 对方案“%2”的报价</translation>
    </message>
    <message>
        <source>another client</source>
        <translation>另一个客户端</translation>
    </message>
    <message>
        <source>the data is not a JSON object</source>
        <translation>数据不是 JSON 对象</translation>
    </message>
    <message>
        <source>the data names another vendor than the row</source>
        <translation>数据中的供应商与该行不一致</translation>
    </message>
    <message>
        <source>the data is not valid JSON</source>
        <translation>数据不是有效的 JSON</translation>
    </message>
    <message>
        <source>Skipped quote %1 of &apos;%2&apos; in the library, written by %3: %4</source>
        <translation>已跳过团队库中“%2”的报价 %1（由 %3 写入）：%4</translation>
    </message>
    <message>
        <source>The team library refused the write: %1 may only read it. Writing needs the role %2; ask the library&apos;s administrator to run: gpu-planner-cli library grant --editor %1. Nothing was saved.</source>
        <translation>团队库拒绝写入：%1 只有读取权限。写入需要角色 %2；请联系团队库管理员执行：gpu-planner-cli library grant --editor %1。未保存任何内容。</translation>
    </message>
    <message>
        <source>The connection to the library was lost during the save (%1). The save was one transaction: nothing was saved.</source>
        <translation>保存过程中与团队库的连接中断（%1）。保存在同一事务中进行：未保存任何内容。</translation>
    </message>
    <message>
        <source>The library could not be written: %1. Nothing was saved.</source>
        <translation>无法写入团队库：%1。未保存任何内容。</translation>
    </message>
    <message>
        <source>%1 is already in the library, at version %2 (changed by %3 at %4). Nothing was saved.</source>
        <translation>%1 已在团队库中，行版本为 %2（由 %3 于 %4 修改）。未保存任何内容。</translation>
    </message>
    <message>
        <source>%1 was changed in the library meanwhile: it is at version %2 (by %3 at %4), this save was based on version %5. Nothing was saved.</source>
        <translation>%1 在此期间已被他人在团队库中修改：当前行版本为 %2（由 %3 于 %4 修改），而本次保存基于行版本 %5。未保存任何内容。</translation>
    </message>
    <message>
        <source>team library %1 &apos;%2&apos;</source>
        <translation>团队库%1“%2”</translation>
    </message>
    <message>
        <source>%1: its data names the id &apos;%2&apos;</source>
        <translation>%1：其数据指向 id“%2”</translation>
    </message>
    <message>
        <source>Skipped %1, written by %2: %3</source>
        <translation>已跳过 %1（由 %2 写入）：%3</translation>
    </message>
    <message>
        <source>Give the password in PGPASSWORD or in ~/.pgpass (mode 0600).</source>
        <translation>请在 PGPASSWORD 或 ~/.pgpass（权限 0600）中提供密码。</translation>
    </message>
    <message>
        <source>The server offers no TLS; for a server on this computer add ?sslmode=disable to the URL.</source>
        <translation>服务器不支持 TLS；如服务器在本机，请在 URL 后加上 ?sslmode=disable。</translation>
    </message>
    <message>
        <source>The server offers no TLS; ask its administrator to turn TLS on (ssl = on).</source>
        <translation>服务器不支持 TLS；请联系其管理员开启 TLS（ssl = on）。</translation>
    </message>
    <message>
        <source>The PostgreSQL driver of Qt (QPSQL) is not installed; on Debian: apt install libqt6sql6-psql.</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动（QPSQL）；Debian 上请执行：apt install libqt6sql6-psql。</translation>
    </message>
    <message>
        <source>The team library %1 cannot be reached: %2</source>
        <translation>无法连接团队库 %1：%2</translation>
    </message>
    <message>
        <source>The schema version of the team library cannot be read: %1</source>
        <translation>无法读取团队库的 schema 版本：%1</translation>
    </message>
    <message>
        <source>The team library has schema %1, newer than this version of the application reads (%2). Update the application.</source>
        <translation>团队库的 schema 版本为 %1，高于本版应用能读取的版本（%2）。请更新应用。</translation>
    </message>
    <message>
        <source>1024x1024 image, one denoising step (one UNet forward, batch 1, 128x128x4 latent)</source>
        <translation>1024x1024 图像的一个去噪步（一次 UNet 前向，批大小 1，128x128x4 潜变量）</translation>
    </message>
    <message>
        <source>1024x1024 image, one denoising step (one transformer forward: 4096 image latent tokens + 512 T5 text tokens)</source>
        <translation>1024x1024 图像的一个去噪步（一次 Transformer 前向：4096 个图像潜变量 token + 512 个 T5 文本 token）</translation>
    </message>
    <message>
        <source>224x224 image, one forward pass</source>
        <translation>224x224 图像的一次前向</translation>
    </message>
    <message>
        <source>224x224 image, one forward pass (196 patches + class token)</source>
        <translation>224x224 图像的一次前向（196 个图块 + 1 个分类 token）</translation>
    </message>
    <message>
        <source>30 s audio: encoder over one 30 s window (3000 mel frames -&gt; 1500 positions) + decoding 128 tokens with KV cache</source>
        <translation>30 秒音频：编码器处理一个 30 秒窗口（3000 个梅尔帧 -&gt; 1500 个位置），再借助 KV 缓存解码 128 个 token</translation>
    </message>
    <message>
        <source>is above boost_mhz</source>
        <translation>高于 boost_mhz</translation>
    </message>
    <message>
        <source>must not exceed &apos;layers&apos; (%1)</source>
        <translation>不能超过 &apos;layers&apos;（%1）</translation>
    </message>
    <message>
        <source>needs &apos;sliding_window&apos;</source>
        <translation>需要同时给出 &apos;sliding_window&apos;</translation>
    </message>
    <message>
        <source>must not exceed &apos;experts&apos; (%1)</source>
        <translation>不能超过 &apos;experts&apos;（%1）</translation>
    </message>
    <message>
        <source>800x800 image, one forward pass (264 classes, 9 anchors per position)</source>
        <translation>800x800 图像的一次前向（264 个类别，每个位置 9 个锚框）</translation>
    </message>
    <message>
        <source>640x640 image, one forward pass (COCO, 80 classes, 3 anchors per position)</source>
        <translation>640x640 图像的一次前向（COCO，80 个类别，每个位置 3 个锚框）</translation>
    </message>
    <message>
        <source>1280x720 video, 81 frames, one denoising step (one transformer forward: 75,600 latent tokens, cross-attention to 512 umT5 text tokens)</source>
        <translation>1280x720 视频，81 帧，一个去噪步（一次 Transformer 前向：75,600 个潜空间 token，对 512 个 umT5 文本 token 做交叉注意力）</translation>
    </message>
    <message>
        <source>832x480 video, 81 frames, one denoising step (one transformer forward: 32,760 latent tokens, cross-attention to 512 umT5 text tokens)</source>
        <translation>832x480 视频，81 帧，一个去噪步（一次 Transformer 前向：32,760 个潜空间 token，对 512 个 umT5 文本 token 做交叉注意力）</translation>
    </message>
    <message>
        <source>1280x720 video, 129 frames, one denoising step (one transformer forward: 118,800 latent tokens + 256 text tokens, joint attention)</source>
        <translation>1280x720 视频，129 帧，一个去噪步（一次 Transformer 前向：118,800 个潜空间 token + 256 个文本 token，联合注意力）</translation>
    </message>
    <message>
        <source>720x480 video, 49 frames, one denoising step (one transformer forward: 17,550 latent tokens + 226 T5 text tokens, joint attention)</source>
        <translation>720x480 视频，49 帧，一个去噪步（一次 Transformer 前向：17,550 个潜空间 token + 226 个 T5 文本 token，联合注意力）</translation>
    </message>
    <message>
        <source>640x640 image, one forward pass (COCO, 80 classes, anchor-free head over 8,400 positions)</source>
        <translation>640x640 图像的一次前向（COCO，80 个类别，无锚框检测头，覆盖 8,400 个位置）</translation>
    </message>
    <message>
        <source>differs from boost_clock.mhz (%1)</source>
        <translation>与 boost_clock.mhz（%1）不一致</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>The bundled catalog is invalid:</source>
        <translation>内置硬件库无效：</translation>
    </message>
    <message>
        <source>Skipped a catalog row: %1</source>
        <translation>已跳过一条硬件库记录：%1</translation>
    </message>
    <message>
        <source>--lang needs a value: en or zh</source>
        <translation>--lang 需要一个值：en 或 zh</translation>
    </message>
    <message>
        <source>--lang must be en or zh, found &apos;%1&apos;</source>
        <translation>--lang 必须为 en 或 zh，实际为“%1”</translation>
    </message>
    <message>
        <source>catalog %1</source>
        <translation>catalog %1</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation>未知命令“%1”。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>MEMORY GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <source>BANDWIDTH GB/s</source>
        <translation>带宽 GB/s</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>FP64 TFLOPS</source>
        <translation>FP64 TFLOPS</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <source>GPU LINK</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>STACK</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>CORES/THREADS</source>
        <translation>核心/线程</translation>
    </message>
    <message>
        <source>BASE/BOOST GHz</source>
        <translation>基础/加速频率 GHz</translation>
    </message>
    <message>
        <source>MEMORY</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>PCIE</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>PARAMS B</source>
        <translation>参数量 B</translation>
    </message>
    <message>
        <source>ACTIVE B</source>
        <translation>激活参数 B</translation>
    </message>
    <message>
        <source>LAYERS</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>HIDDEN</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>HEADS/KV</source>
        <translation>注意力头/KV</translation>
    </message>
    <message>
        <source>CONTEXT</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>TIER</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>SEQ READ MB/s</source>
        <translation>顺序读 MB/s</translation>
    </message>
    <message>
        <source>SEQ WRITE MB/s</source>
        <translation>顺序写 MB/s</translation>
    </message>
    <message>
        <source>RANDOM READ IOPS</source>
        <translation>随机读 IOPS</translation>
    </message>
    <message>
        <source>LATENCY ms</source>
        <translation>时延 ms</translation>
    </message>
    <message>
        <source>Gbit/s</source>
        <translation>Gbit/s</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>PROVIDER</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>OFFERING</source>
        <translation>产品规格</translation>
    </message>
    <message>
        <source>GPUS</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>BILLING</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>PRICE</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>REFERENCE</source>
        <translation>参考依据</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>&apos;%1&apos; matches several catalog rows: %2. Give one of these ids.</source>
        <translation>“%1”匹配多条硬件库记录：%2。请指定其中一个 ID。</translation>
    </message>
    <message>
        <source>No catalog row is named &apos;%1&apos;. `gpu-planner-cli catalog gpus|cpus|models|prices` lists them.</source>
        <translation>没有名为“%1”的硬件库记录。可用 `gpu-planner-cli catalog gpus|cpus|models|prices` 列出全部记录。</translation>
    </message>
    <message>
        <source>No catalog row is named &apos;%1&apos;. Did you mean: %2?</source>
        <translation>没有名为“%1”的硬件库记录。您是否要找：%2？</translation>
    </message>
    <message>
        <source>origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>user-added</source>
        <translation>用户添加</translation>
    </message>
    <message>
        <source>bundled catalog %1</source>
        <translation>内置硬件库 %1</translation>
    </message>
    <message>
        <source>FIELD</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>VALUE</source>
        <translation>值</translation>
    </message>
    <message>
        <source>%1 rows, catalog %2. Reference figures; `catalog show ID` gives each row&apos;s source.</source>
        <translation>共 %1 条记录，硬件库版本 %2。数值仅供参考；`catalog show ID` 可查看每条记录的来源。</translation>
    </message>
    <message>
        <source>* user-added row</source>
        <translation>* 用户添加的记录</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.
Usage: gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]</source>
        <translation>未知选项“%1”。
用法：gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]</source>
        <translation>用法：gpu-planner-cli size WORKLOAD.json [--json|--text] [--lang en|zh]</translation>
    </message>
    <message>
        <source>No accelerator in the catalog matches the software stack asked for.</source>
        <translation>硬件库中没有与所需软件栈匹配的加速卡。</translation>
    </message>
    <message>
        <source>--map: expected COLUMN=FIELD, found &apos;%1&apos;.</source>
        <translation>--map：应为 COLUMN=FIELD 格式，实际为“%1”。</translation>
    </message>
    <message>
        <source>--quote-currency: must be CNY or USD, found &apos;%1&apos;.</source>
        <translation>--quote-currency：必须为 CNY 或 USD，实际为“%1”。</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.
%2</source>
        <translation>未知选项“%1”。
%2</translation>
    </message>
    <message>
        <source>%1: vendor &apos;%2&apos; is quoted more than once; this quote is kept as &apos;%3&apos;</source>
        <translation>%1：供应商“%2”有多份报价；本报价以“%3”的名称保留</translation>
    </message>
    <message>
        <source>RANK</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>VENDOR</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>BELOW MIN</source>
        <translation>低于最低</translation>
    </message>
    <message>
        <source>BELOW REC</source>
        <translation>低于推荐</translation>
    </message>
    <message>
        <source>NOT STATED</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>COST OVER %1 MONTHS</source>
        <translation>%1 个月成本</translation>
    </message>
    <message>
        <source>VERDICT</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>%1: the sheet was issued for plan &apos;%2&apos;; comparing it with &apos;%3&apos;</source>
        <translation>%1：该报价单是针对方案“%2”出具的，现与“%3”进行比较</translation>
    </message>
    <message>
        <source>No quote could be read: nothing to compare.</source>
        <translation>未能读取任何报价：没有可比较的内容。</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli cost PLAN_OR_WORKLOAD.json [--months N] [--currency CNY|USD] [--json|--text] [--lang en|zh]</source>
        <translation>用法：gpu-planner-cli cost PLAN_OR_WORKLOAD.json [--months N] [--currency CNY|USD] [--json|--text] [--lang en|zh]</translation>
    </message>
    <message>
        <source>%1 needs a value.
%2</source>
        <translation>%1 需要一个值。
%2</translation>
    </message>
    <message>
        <source>--months: must be a number of months between 0 and 600, found &apos;%1&apos;.</source>
        <translation>--months：必须是 0 到 600 之间的月数，实际为“%1”。</translation>
    </message>
    <message>
        <source>--currency: must be CNY or USD, found &apos;%1&apos;.</source>
        <translation>--currency：必须为 CNY 或 USD，实际为“%1”。</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>/server</source>
        <translation>/台</translation>
    </message>
    <message>
        <source>/GPU-h</source>
        <translation>/GPU 小时</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>a month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>upfront</source>
        <translation>前期投入</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>net</source>
        <translation>净额</translation>
    </message>
    <message>
        <source>per useful GPU-h</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Per million output tokens: %1; per thousand requests: %2.</source>
        <translation>每百万输出 token：%1；每千次请求：%2。</translation>
    </message>
    <message>
        <source>One job: %1 (%2 useful GPU-hours).</source>
        <translation>单个任务：%1（%2 有效 GPU 小时）。</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>saves %1 a month (%2%)</source>
        <translation>每月节省 %1（%2%）</translation>
    </message>
    <message>
        <source>not computed: %1</source>
        <translation>未计算：%1</translation>
    </message>
    <message>
        <source>%1: %2 a month</source>
        <translation>%1：每月 %2</translation>
    </message>
    <message>
        <source>%1: %2 h × %3 = %4</source>
        <translation>%1：%2 h × %3 = %4</translation>
    </message>
    <message>
        <source>Saving: %1 a month (%2%). %3</source>
        <translation>节省：每月 %1（%2%）。%3</translation>
    </message>
    <message>
        <source>%1 nodes × %2 × %3</source>
        <translation>%1 个节点 × %2 × %3</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Cost of %1 over %2 months, in %3.
</source>
        <translation>%1 在 %2 个月内的成本，以 %3 计。
</translation>
    </message>
    <message>
        <source>Utilization %1: %2
</source>
        <translation>利用率 %1：%2
</translation>
    </message>
    <message>
        <source>* the plan&apos;s billing
</source>
        <translation>* 方案所选的计费方式
</translation>
    </message>
    <message>
        <source>Cheapest: %1, %2 net over %3 months.
</source>
        <translation>最便宜：%1，%3 个月净成本 %2。
</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour at %1 billing: %2.
</source>
        <translation>计费方式为 %1 时，每有效 GPU 小时成本：%2。
</translation>
    </message>
    <message>
        <source>Break-even of buying: not computed (no purchase price or no rent price).
</source>
        <translation>购买的回本时间：未计算（缺少购买价格或租用价格）。
</translation>
    </message>
    <message>
        <source>Prices:
</source>
        <translation>价格：
</translation>
    </message>
    <message>
        <source>%1: %2 per %3 (%4)</source>
        <translation>%1：%2/%3（%4）</translation>
    </message>
    <message>
        <source>Missing:
</source>
        <translation>缺失项：
</translation>
    </message>
    <message>
        <source>Note: %1
</source>
        <translation>注：%1
</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli export PLAN [--pdf OUT.pdf] [--checklist OUT.pdf|OUT.md] [--rfq OUT.xlsx|OUT.csv] [--dockerfile OUT] [--csv OUT.csv] [--lang en|zh|both] [--currency CNY|USD] [--months N]</source>
        <translation>用法：gpu-planner-cli export PLAN [--pdf OUT.pdf] [--checklist OUT.pdf|OUT.md] [--rfq OUT.xlsx|OUT.csv] [--dockerfile OUT] [--csv OUT.csv] [--lang en|zh|both] [--currency CNY|USD] [--months N]</translation>
    </message>
    <message>
        <source>--lang must be en, zh or both, found &apos;%1&apos;</source>
        <translation>--lang 必须为 en、zh 或 both，实际为“%1”</translation>
    </message>
    <message>
        <source>%1 is a bare workload: quotes are kept only in a plan file with a &quot;workload&quot; member (a .gpuplan file).</source>
        <translation>%1 只是工作负载文件：报价只能保存在带有“workload”成员的方案文件（.gpuplan 文件）中。</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli accept PLAN_OR_WORKLOAD.json [--quick | --burn-in HOURS] [-o accept.sh]</source>
        <translation>用法：gpu-planner-cli accept PLAN_OR_WORKLOAD.json [--quick | --burn-in HOURS] [-o accept.sh]</translation>
    </message>
    <message>
        <source>--burn-in needs a number of hours between 0 and 720.</source>
        <translation>--burn-in 需要 0 到 720 之间的小时数。</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>未知选项“%1”。</translation>
    </message>
    <message>
        <source>gpu-planner-cli: the script template is missing from this build.</source>
        <translation>gpu-planner-cli：此版本缺少脚本模板。</translation>
    </message>
    <message>
        <source>Wrote %1. Run it on the rented machine (bash %2), then import the .tar.gz it packs:
  gpu-planner-cli verify %3 REPORT.tar.gz</source>
        <translation>已写入 %1。请在租用的机器上运行它（bash %2），然后导入它打包生成的 .tar.gz：
  gpu-planner-cli verify %3 REPORT.tar.gz</translation>
    </message>
    <message>
        <source>--map needs COLUMN=FIELD, found &apos;%1&apos;</source>
        <translation>--map 需要 COLUMN=FIELD 格式，实际为“%1”</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx [--map COLUMN=FIELD]... [--dry-run] [--json]</source>
        <translation>用法：gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx [--map COLUMN=FIELD]... [--dry-run] [--json]</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Would import %1 of %2 rows from %3 as user prices: %4</source>
        <translation>将从 %3 导入 %2 行中的 %1 行作为用户价格：%4</translation>
    </message>
    <message>
        <source>Imported %1 of %2 rows from %3 as user prices: %4</source>
        <translation>已从 %3 导入 %2 行中的 %1 行作为用户价格：%4</translation>
    </message>
    <message>
        <source>Left out:
%1</source>
        <translation>未导入：
%1</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog edit-price ID FIELD=VALUE...</source>
        <translation>用法：gpu-planner-cli catalog edit-price ID FIELD=VALUE...</translation>
    </message>
    <message>
        <source>No user price is named &apos;%1&apos;. `catalog prices --origin user` lists them.</source>
        <translation>没有名为“%1”的用户价格。`catalog prices --origin user` 可列出所有用户价格。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not FIELD=VALUE</source>
        <translation>“%1”不是 FIELD=VALUE 格式</translation>
    </message>
    <message>
        <source>The id cannot be changed; import the row again under the new id.</source>
        <translation>ID 不能修改；请以新 ID 重新导入该行。</translation>
    </message>
    <message>
        <source>Changed user price %1.</source>
        <translation>已修改用户价格 %1。</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog remove-price ID</source>
        <translation>用法：gpu-planner-cli catalog remove-price ID</translation>
    </message>
    <message>
        <source>No user price is named &apos;%1&apos;; bundled prices cannot be removed.</source>
        <translation>没有名为“%1”的用户价格；内置价格不能删除。</translation>
    </message>
    <message>
        <source>Removed user price %1.</source>
        <translation>已删除用户价格 %1。</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog price-template OUT.csv|OUT.xlsx</source>
        <translation>用法：gpu-planner-cli catalog price-template OUT.csv|OUT.xlsx</translation>
    </message>
    <message>
        <source>Wrote the price-list template %1 (bilingual headers).</source>
        <translation>已写入价目表模板 %1（中英双语表头）。</translation>
    </message>
    <message>
        <source>--today: must be a date like 2026-12-01.
%1</source>
        <translation>--today：必须是日期，如 2026-12-01。
%1</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>--reread: expected VENDOR=FIELD with a price field (price_per_hour, price_per_month, price_per_gpu_hour…), found &apos;%1&apos;.</source>
        <translation>--reread：应为 VENDOR=FIELD，其中 FIELD 为价格字段（price_per_hour、price_per_month、price_per_gpu_hour…），实际为“%1”。</translation>
    </message>
    <message>
        <source>Prices as read: %1.</source>
        <translation>读取到的价格：%1。</translation>
    </message>
    <message>
        <source>Rank: %1</source>
        <translation>排名：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>--reread: no quote of a vendor named &apos;%1&apos;</source>
        <translation>--reread：没有名为“%1”的供应商的报价</translation>
    </message>
    <message>
        <source>%1: %2 %3
</source>
        <translation>%1：%2 %3
</translation>
    </message>
    <message>
        <source>gpu-planner-cli: internal error: %1</source>
        <translation>gpu-planner-cli：内部错误：%1</translation>
    </message>
    <message>
        <source>gpu-planner-cli: internal error: an unknown exception</source>
        <translation>gpu-planner-cli：内部错误：未知异常</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli verify PLAN REPORT (folder or .tar.gz) [--monitor LOG.csv ...] [--json]</source>
        <translation>用法：gpu-planner-cli verify PLAN REPORT（文件夹或 .tar.gz） [--monitor LOG.csv ...] [--json]</translation>
    </message>
    <message>
        <source>%1: util avg %2 % p95 %3 %, memory peak %4 %, power %5 % of limit, max %6 °C, throttled %7 s, idle %8 s</source>
        <translation>%1：平均利用率 %2 %，p95 %3 %，显存峰值 %4 %，功耗为上限的 %5 %，最高温度 %6 °C，降频 %7 s，空闲 %8 s</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>No advice: the GPUs were busy, fed and cool.</source>
        <translation>无建议：GPU 负载饱满、数据供给充足、温度正常。</translation>
    </message>
    <message>
        <source>bad input: %1</source>
        <translation>输入有误：%1</translation>
    </message>
    <message>
        <source>%1 pass, %2 warning, %3 fail, %4 skipped.</source>
        <translation>通过 %1 项，警告 %2 项，失败 %3 项，跳过 %4 项。</translation>
    </message>
    <message>
        <source>--header-row: a row number from 1 to 40, found &apos;%1&apos;.</source>
        <translation>--header-row：应为 1 到 40 之间的行号，实际为“%1”。</translation>
    </message>
    <message>
        <source>The plan has %1 nodes: run it on one of them with --hosts NODE1,NODE2,... (or NCCL_HOSTS) for the multi-node NCCL test (mpirun, passwordless ssh between the nodes).</source>
        <translation>方案有 %1 个节点：请在其中一个节点上运行，并加上 --hosts NODE1,NODE2,...（或设置 NCCL_HOSTS），以进行多节点 NCCL 测试（需要 mpirun，且节点之间可免密 ssh）。</translation>
    </message>
    <message numerus="yes">
        <source>Monitoring: %1 samples of %n GPU(s) over %2 h</source>
        <translation>
            <numerusform>监控：%n 个 GPU 在 %2 h 内的 %1 个采样</numerusform>
        </translation>
    </message>
    <message>
        <source>Per thousand %1: %2.</source>
        <translation>每千%1：%2。</translation>
    </message>
    <message>
        <source>Per %1 and month: %2.</source>
        <translation>每%1每月：%2。</translation>
    </message>
    <message>
        <source>Nothing was saved: the catalog database is not open.</source>
        <translation>未保存任何内容：硬件库数据库未打开。</translation>
    </message>
    <message>
        <source>0 of %1 rows from %2 were imported. %3</source>
        <translation>%2 的 %1 行均未导入。%3</translation>
    </message>
    <message>
        <source>No row of %1 could be imported:
%2</source>
        <translation>%1 中没有可导入的行：
%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more (`catalog prices --origin user` lists them all)</source>
        <translation>
            <numerusform>%1 等，另有 %n 条（`catalog prices --origin user` 可列出全部）</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli check PLAN_OR_WORKLOAD.json [--json] [--today YYYY-MM-DD] [--report REPORT (folder or .tar.gz)]</source>
        <translation>用法：gpu-planner-cli check PLAN_OR_WORKLOAD.json [--json] [--today YYYY-MM-DD] [--report REPORT（文件夹或 .tar.gz）]</translation>
    </message>
    <message>
        <source>--report: needs a report folder or .tar.gz.
%1</source>
        <translation>--report：需要报告文件夹或 .tar.gz 文件。
%1</translation>
    </message>
    <message>
        <source>Cost of %1 for the job (%2, %3 h), in %4.
</source>
        <translation>%1 完成该任务的成本（%2，%3 h），以 %4 计。
</translation>
    </message>
    <message>
        <source>Cheapest: %1, %2 net for the job (%3).
</source>
        <translation>最便宜：%1，该任务（%3）净成本 %2。
</translation>
    </message>
    <message>
        <source>Import summary:</source>
        <translation>导入汇总：</translation>
    </message>
    <message>
        <source>Would import %1 of %2 prices (in %3 rows) from %4 as user prices: %5</source>
        <translation>将从 %4 导入 %2 个价格（共 %3 行）中的 %1 个作为用户价格：%5</translation>
    </message>
    <message>
        <source>Imported %1 of %2 prices (in %3 rows) from %4 as user prices: %5</source>
        <translation>已从 %4 导入 %2 个价格（共 %3 行）中的 %1 个作为用户价格：%5</translation>
    </message>
    <message>
        <source>--details: a number of quotes, or &apos;all&apos;, found &apos;%1&apos;.</source>
        <translation>--details：应为报价数量或“all”，实际为“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>The other %n quote(s) are ranked in the table above; for what each offers, use --details all or --json.</source>
        <translation>
            <numerusform>其余 %n 份报价的排名见上表；要查看各报价的详细配置，请使用 --details all 或 --json。</numerusform>
        </translation>
    </message>
    <message>
        <source>Costs %1 more a month (%2%). %3</source>
        <translation>每月多花费 %1（%2%）。%3</translation>
    </message>
    <message>
        <source>--origin team lists the team library: give --library URL or set GPU_PLANNER_LIBRARY.</source>
        <translation>--origin team 列出团队库：请给出 --library URL 或设置 GPU_PLANNER_LIBRARY。</translation>
    </message>
    <message>
        <source>--origin takes &apos;user&apos;, &apos;bundled&apos; or &apos;team&apos;</source>
        <translation>--origin 的取值为 &apos;user&apos;、&apos;bundled&apos; 或 &apos;team&apos;</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli catalog gpus|cpus|models|prices|storage|network [--origin user|bundled] [--json]
       gpu-planner-cli catalog prices --origin team [--library URL] [--json]
       gpu-planner-cli catalog show NAME [--json]
       gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx [--map COLUMN=FIELD]... [--dry-run] [--json]
                                     [--library URL [--base ID=VERSION]...]
       gpu-planner-cli catalog edit-price ID FIELD=VALUE... | remove-price ID | price-template OUT.csv</source>
        <translation>用法：gpu-planner-cli catalog gpus|cpus|models|prices|storage|network [--origin user|bundled] [--json]
      gpu-planner-cli catalog prices --origin team [--library URL] [--json]
      gpu-planner-cli catalog show NAME [--json]
      gpu-planner-cli catalog import-prices FILE.csv|FILE.xlsx [--map COLUMN=FIELD]... [--dry-run] [--json]
                                    [--library URL [--base ID=VERSION]...]
      gpu-planner-cli catalog edit-price ID FIELD=VALUE... | remove-price ID | price-template OUT.csv</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli compare PLAN QUOTE_FILE... [--json] [--pdf OUT.pdf] [--xlsx OUT.xlsx] [--lang en|zh|both] [--map COLUMN=FIELD] [--quote &quot;vendor=…;price_per_hour=…&quot;] [--quote-currency CNY|USD] [--currency CNY|USD] [--months N] [--reread VENDOR=FIELD] [--sheet NAME] [--header-row N] [--details N|all] [--save] [--library [postgresql://…]] [--base VENDOR=VERSION] [--save-to-plan]</source>
        <translation>用法：gpu-planner-cli compare PLAN QUOTE_FILE... [--json] [--pdf OUT.pdf] [--xlsx OUT.xlsx] [--lang en|zh|both] [--map COLUMN=FIELD] [--quote &quot;vendor=…;price_per_hour=…&quot;] [--quote-currency CNY|USD] [--currency CNY|USD] [--months N] [--reread VENDOR=FIELD] [--sheet NAME] [--header-row N] [--details N|all] [--save] [--library [postgresql://…]] [--base VENDOR=VERSION] [--save-to-plan]</translation>
    </message>
    <message>
        <source>Usage: gpu-planner-cli library init|migrate|status [--json] [--library URL]
       gpu-planner-cli library grant --reader|--editor ROLE [--library URL]
       gpu-planner-cli library quotes [--plan NAME] [--limit N] [--offset N] [--json] [--library URL]
URL: postgresql://USER@HOST:PORT/DATABASE[?sslmode=require] (else GPU_PLANNER_LIBRARY); the password comes from PGPASSWORD or ~/.pgpass.</source>
        <translation>用法：gpu-planner-cli library init|migrate|status [--json] [--library URL]
      gpu-planner-cli library grant --reader|--editor ROLE [--library URL]
      gpu-planner-cli library quotes [--plan NAME] [--limit N] [--offset N] [--json] [--library URL]
URL：postgresql://USER@HOST:PORT/DATABASE[?sslmode=require]（否则取 GPU_PLANNER_LIBRARY）；密码取自 PGPASSWORD 或 ~/.pgpass。</translation>
    </message>
    <message>
        <source>%1 holds no team library yet; prepare it with: gpu-planner-cli library init</source>
        <translation>%1 中尚无团队库；请用以下命令初始化：gpu-planner-cli library init</translation>
    </message>
    <message>
        <source>The team library could not be prepared: %1</source>
        <translation>无法初始化团队库：%1</translation>
    </message>
    <message>
        <source>The team library %1 is at schema %2; roles %3 and %4 and their grants are in place.</source>
        <translation>团队库 %1 的 schema 版本为 %2；角色 %3 和 %4 及其授权均已就绪。</translation>
    </message>
    <message>
        <source>The team library %1 went from schema %2 to %3; roles %4 and %5 and their grants are in place.</source>
        <translation>团队库 %1 的 schema 已从 %2 升级到 %3；角色 %4 和 %5 及其授权均已就绪。</translation>
    </message>
    <message>
        <source>Library: %1
Server:  %2
Schema:  %3 (this version: %4)
User:    %5 (%6)
</source>
        <translation>团队库：%1
服务器：%2
Schema：%3（本版本：%4）
用户：  %5（%6）
</translation>
    </message>
    <message>
        <source>(not readable)</source>
        <translation>（不可读）</translation>
    </message>
    <message>
        <source>TABLE</source>
        <translation>表</translation>
    </message>
    <message>
        <source>ROWS</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>The library&apos;s quotes cannot be read: %1</source>
        <translation>无法读取团队库中的报价：%1</translation>
    </message>
    <message>
        <source>The local copy of the team library was not updated: %1</source>
        <translation>未更新团队库的本地副本：%1</translation>
    </message>
    <message>
        <source>PLAN</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>VERSION</source>
        <translation>行版本</translation>
    </message>
    <message>
        <source>CREATED BY</source>
        <translation>创建者</translation>
    </message>
    <message>
        <source>UPDATED BY</source>
        <translation>更新者</translation>
    </message>
    <message>
        <source>UPDATED AT</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>%1 to %2 of %3 quotes.</source>
        <translation>第 %1 到 %2 条，共 %3 条报价。</translation>
    </message>
    <message>
        <source>No team library named: give --library URL or set GPU_PLANNER_LIBRARY.</source>
        <translation>未指定团队库：请给出 --library URL 或设置 GPU_PLANNER_LIBRARY。</translation>
    </message>
    <message>
        <source>The role could not be granted: %1</source>
        <translation>无法授予角色：%1</translation>
    </message>
    <message>
        <source>%1 is now a member of %2.</source>
        <translation>%1 现已是 %2 的成员。</translation>
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
        <translation>用法：gpu-planner-cli COMMAND [ARGS]

命令：
  catalog gpus|cpus|models|prices|storage|network [--json]   列出目录中的条目
  catalog show NAME [--json]                                 显示一个条目及其来源
  catalog import-prices FILE [--map C=F]... [--dry-run]      导入自有价格表（CSV/XLSX），作为用户条目
  catalog prices --origin user | edit-price | remove-price   列出、修改、删除自有价格
  catalog import-prices FILE --library URL [--base ID=VER]   将价格表导入团队库
  catalog prices --origin team [--library URL]               团队库中的价格及修改人
  size WORKLOAD.json [--json|--text] [--lang en|zh]          估算各项配置（&apos;-&apos; 表示从 stdin 读取）
  check PLAN_OR_WORKLOAD.json [--json] [--report REPORT]     检查结果（及 REPORT 中的 FAIL）；有错误时退出码为 1
  cost PLAN_OR_WORKLOAD.json [--months N] [--currency CNY|USD] [--json]
                                                             租用与购买对比、最便宜的计费方式、盈亏平衡点
  export PLAN --pdf|--checklist|--rfq|--dockerfile|--csv OUT... [--lang en|zh|both]
                                                             规格书、检查清单、询价单等
  compare PLAN QUOTE_FILE... [--json] [--pdf|--xlsx OUT] [--lang en|zh|both]
                                                             将供应商报价与方案对比并排序
  compare PLAN [QUOTE_FILE...] --library URL [--save] [--base VENDOR=VER]
                                                             结合团队库中的报价；--save 写入团队库
  library init|migrate|status|grant|quotes [--library URL]   PostgreSQL 上的团队库
  accept PLAN [--quick | --burn-in HOURS] [-o accept.sh]      为租用的机器生成验收脚本
  verify PLAN REPORT [--monitor LOG.csv ...] [--json]         将方案与验收报告核对；根据日志给出建议
  --version                                                  应用和目录的版本
  --help                                                     显示本帮助

团队库 URL：postgresql://USER@HOST:PORT/DATABASE[?sslmode=require]，或 GPU_PLANNER_LIBRARY；
密码取自 PGPASSWORD 或 ~/.pgpass。

退出码：0 成功，1 存在错误级检查结果，2 输入有误（包括团队库写入因冲突或缺少 editor 角色被拒绝），
3 内部故障（包括团队库无法连接）。</translation>
    </message>
    <message>
        <source>team library offline: price lists are saved only while it can be reached. Nothing was saved; import %1 again later.</source>
        <translation>团队库离线：只有在能连接团队库时才能保存价格表。未保存任何内容；请稍后重新导入 %1。</translation>
    </message>
    <message>
        <source>The id &apos;%1&apos; belongs to a row of the bundled catalog; choose another id. Nothing was saved.</source>
        <translation>id“%1”属于内置目录中的条目；请换一个 id。未保存任何内容。</translation>
    </message>
    <message>
        <source>Saved %1 price rows from %2 in the team library %3.</source>
        <translation>已将 %2 中的 %1 行价格保存到团队库 %3。</translation>
    </message>
    <message>
        <source>The team&apos;s prices cannot be read: %1</source>
        <translation>无法读取团队的价格：%1</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>--base needs KEY=VERSION (a vendor or a row id, and the library version it replaces), found &apos;%1&apos;.</source>
        <translation>--base 需要 KEY=VERSION（供应商或条目 id，以及它所替换的团队库行版本），实际为“%1”。</translation>
    </message>
    <message>
        <source>%1 holds no team library (or you may not read it). Prepare it with: gpu-planner-cli library init --library URL</source>
        <translation>%1 中没有团队库（或您没有读取权限）。请用以下命令初始化：gpu-planner-cli library init --library URL</translation>
    </message>
    <message>
        <source>The team library has schema %1; this version needs %2. Bring it up to date with: gpu-planner-cli library migrate --library URL</source>
        <translation>团队库的 schema 版本为 %1；本版本需要 %2。请用以下命令升级：gpu-planner-cli library migrate --library URL</translation>
    </message>
    <message>
        <source>The team library has schema %1, newer than this version reads (%2). Update the application.</source>
        <translation>团队库的 schema 版本为 %1，高于本版本能读取的版本（%2）。请更新应用。</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n quote(s) saved while the team library was offline.</source>
        <translation>
            <numerusform>已发送团队库离线期间保存的 %n 条报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>The quotes saved while offline could not be sent yet: %1</source>
        <translation>离线期间保存的报价暂时无法发送：%1</translation>
    </message>
    <message>
        <source>The quotes saved while offline stay queued (%1 cannot be written).</source>
        <translation>离线期间保存的报价仍在队列中（无法写入 %1）。</translation>
    </message>
    <message>
        <source>The quotes you saved while offline are kept in %1. See the library&apos;s version with: gpu-planner-cli library quotes --plan PLAN %2
To replace it with yours: gpu-planner-cli compare PLAN %1 --save %2 --base &apos;%3=%4&apos;</source>
        <translation>您在离线期间保存的报价保存在 %1 中。查看团队库中的版本：gpu-planner-cli library quotes --plan PLAN %2
用您的版本替换它：gpu-planner-cli compare PLAN %1 --save %2 --base &apos;%3=%4&apos;</translation>
    </message>
    <message>
        <source>The local copy of the team library cannot be opened: %1</source>
        <translation>无法打开团队库的本地副本：%1</translation>
    </message>
    <message>
        <source>team library offline (%1); no copy of it has been read on this computer yet.</source>
        <translation>团队库离线（%1）；本机尚未读取过它的副本。</translation>
    </message>
    <message>
        <source>team library offline: showing the copy of %1</source>
        <translation>团队库离线：显示的是 %1 的副本</translation>
    </message>
    <message>
        <source>Team library: %1 added, %2 changed, %3 already as given.</source>
        <translation>团队库：新增 %1 条，修改 %2 条，%3 条已与给定内容一致。</translation>
    </message>
    <message>
        <source>See the library&apos;s version with: %1
To replace that version with yours, run the command again with --base &apos;%2=%3&apos;.</source>
        <translation>查看团队库中的版本：%1
如要用您的版本替换它，请加上 --base &apos;%2=%3&apos; 再次运行该命令。</translation>
    </message>
    <message>
        <source>The team library&apos;s quotes cannot be read: %1</source>
        <translation>无法读取团队库中的报价：%1</translation>
    </message>
    <message>
        <source>Skipped quote %1 of &apos;%2&apos; in the library, written by %3: %4</source>
        <translation>已跳过团队库中“%2”的报价 %1（由 %3 写入）：%4</translation>
    </message>
    <message>
        <source>The team library holds %1 quotes for plan &apos;%2&apos;; the %3 most recently changed are compared.</source>
        <translation>团队库中有方案“%2”的 %1 条报价；对比的是最近修改的 %3 条。</translation>
    </message>
    <message>
        <source>team library offline, and the quotes cannot be kept locally: %1. Nothing was saved.</source>
        <translation>团队库离线，且无法在本地保留报价：%1。未保存任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>team library offline: %n quote(s) kept on this computer; they are sent, with the same conflict check, the next time the library is reached.</source>
        <translation>
            <numerusform>团队库离线：已在本机保留 %n 条报价；下次连上团队库时将发送，并进行同样的冲突检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>Utilization levers, at %1 billing:
</source>
        <translation>提升利用率的手段，计费方式为 %1：
</translation>
    </message>
    <message>
        <source>Scenarios:
</source>
        <translation>场景：
</translation>
    </message>
    <message>
        <source>FP4 TFLOPS</source>
        <translation>FP4 TFLOPS</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>finding counts</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Per hour of audio: %1.</source>
        <translation>每小时音频：%1。</translation>
    </message>
    <message>
        <source>COST OF THE JOB</source>
        <translation>任务成本</translation>
    </message>
    <message>
        <source>Notes on the rows:
%1</source>
        <translation>各行说明：
%1</translation>
    </message>
    <message>
        <source>To read it so: --reread %1</source>
        <translation>如需按此读取：--reread %1</translation>
    </message>
    <message>
        <source>(or --map %1)</source>
        <translation>（或 --map %1）</translation>
    </message>
    <message>
        <source>Per million tokens read: %1.</source>
        <translation>每百万输入 token：%1。</translation>
    </message>
</context>
<context>
    <name>cost</name>
    <message>
        <source>hourly</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留（包年/长期）</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>GPU nodes</source>
        <translation>GPU 节点</translation>
    </message>
    <message>
        <source>Spot rework</source>
        <translation>抢占式实例中断返工</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维保</translation>
    </message>
    <message>
        <source>Operations staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation>停机损失</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Public IPs</source>
        <translation>公网 IP</translation>
    </message>
    <message>
        <source>Development instance, hourly</source>
        <translation>开发实例（按量付费）</translation>
    </message>
    <message>
        <source>Not computed: %1 has no price.</source>
        <translation>未计算：%1没有价格。</translation>
    </message>
    <message>
        <source>Never: renting (%1) costs no more a month than running an own server (%2), so the capital cost %3 is never recovered.</source>
        <translation>永远不会：租用（%1）每月花费不高于自有服务器的运行成本（%2），因此购置成本 %3 永远无法收回。</translation>
    </message>
    <message>
        <source>Break-even with %1: capital cost %2 ÷ (rent %3 − running cost %4 a month) = month %5, at %6.</source>
        <translation>与%1相比的回本时间：购置成本 %2 ÷（每月租金 %3 − 每月运行成本 %4）= 第 %5 个月，此时累计 %6。</translation>
    </message>
    <message>
        <source>Break-even with %1 (%2-month terms): from term ⌈%3 ÷ ((%4 − %5) × %2)⌉ = %6 on, buying costs less: month %7, at %8.</source>
        <translation>与%1（每期 %2 个月）相比的回本时间：从第 ⌈%3 ÷ ((%4 − %5) × %2)⌉ = %6 期起购买更便宜：第 %7 个月，此时累计 %8。</translation>
    </message>
    <message>
        <source>%1: %2 GB × %3 per GB-month (%4) = %5 a month.</source>
        <translation>%1：%2 GB × 每 GB·月 %3（%4）= 每月 %5。</translation>
    </message>
    <message>
        <source>Disks of the servers (system and %1 data disks) are part of the capital cost.</source>
        <translation>服务器的磁盘（系统盘及%1数据盘）计入购置成本。</translation>
    </message>
    <message>
        <source>Local data disk: %1 GB per node come with the instance (%2).</source>
        <translation>本地数据盘：每节点 %1 GB，随实例提供（%2）。</translation>
    </message>
    <message>
        <source>Data disks beyond the instance&apos;s local disks</source>
        <translation>超出实例本地盘部分的数据盘</translation>
    </message>
    <message>
        <source>HDD data disks</source>
        <translation>HDD 数据盘</translation>
    </message>
    <message>
        <source>Block-storage data disks</source>
        <translation>块存储数据盘</translation>
    </message>
    <message>
        <source>Data on a shared file system (a cloud service)</source>
        <translation>共享文件系统上的数据（云服务）</translation>
    </message>
    <message>
        <source>Data in object storage</source>
        <translation>对象存储中的数据</translation>
    </message>
    <message>
        <source>Dataset on a shared file system</source>
        <translation>共享文件系统上的数据集</translation>
    </message>
    <message>
        <source>Dataset in object storage</source>
        <translation>对象存储中的数据集</translation>
    </message>
    <message>
        <source>Internet traffic: %1 GB a month at full load × utilization %2 = %3 GB × %4 per GB (%5) = %6 a month (inbound traffic is free on the clouds priced here).</source>
        <translation>公网流量：满载每月 %1 GB × 利用率 %2 = %3 GB × 每 GB %4（%5）= 每月 %6（此处计价的云厂商入方向流量免费）。</translation>
    </message>
    <message>
        <source>Public bandwidth: %1 Mbit/s × %2 per Mbps-month (%3) = %4 a month.</source>
        <translation>公网带宽：%1 Mbit/s × 每 Mbps·月 %2（%3）= 每月 %4。</translation>
    </message>
    <message>
        <source>Public IPs: %1 × %2 (%3) = %4 a month.</source>
        <translation>公网 IP：%1 × %2（%3）= 每月 %4。</translation>
    </message>
    <message>
        <source>User-adjustable default.</source>
        <translation>可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>User-entered.</source>
        <translation>用户输入。</translation>
    </message>
    <message>
        <source>User-adjustable default: three years, shorter than the depreciation period.</source>
        <translation>可由用户调整的默认值：三年，短于折旧期。</translation>
    </message>
    <message>
        <source>8,760 hours a year ÷ 12: the convention of cloud price lists.</source>
        <translation>每年 8,760 小时 ÷ 12：云厂商价目表的惯例。</translation>
    </message>
    <message>
        <source>Hours billed beyond the busy hours with auto-release (start-up, image pull, data staging, idle before release). User-adjustable default.</source>
        <translation>启用自动释放时，在忙碌时长之外额外计费的时长（启动、拉取镜像、数据准备、释放前的空闲）。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Monthly subscription against hourly × 730 h, used only without a monthly offer or price. User-adjustable default; check the provider&apos;s subscription price.</source>
        <translation>包月价相对于按小时价 × 730 h 的比例，仅在没有包月报价或价格时使用。可由用户调整的默认值；请核对云厂商的包月价格。</translation>
    </message>
    <message>
        <source>Reserved term against hourly, used only without a reserved offer or price. User-adjustable default; providers advertise 1–3-year commitments well below on-demand.</source>
        <translation>预留（包年/长期）价相对于按小时价的比例，仅在没有预留报价或价格时使用。可由用户调整的默认值；云厂商 1–3 年承诺期的报价远低于按量付费价格。</translation>
    </message>
    <message>
        <source>Spot against hourly, used only without a spot offer or price. User-adjustable default.</source>
        <translation>抢占式实例价相对于按小时价的比例，仅在没有抢占式实例报价或价格时使用。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Spot reclaims per node and month. User-adjustable default; compare the provider&apos;s interruption statistics (e.g. the AWS Spot Instance Advisor).</source>
        <translation>每节点每月的抢占式实例回收次数。可由用户调整的默认值；可对照云厂商的中断统计（例如 AWS Spot Instance Advisor）。</translation>
    </message>
    <message>
        <source>Time to get a new instance, pull the image and load the last checkpoint. User-adjustable default.</source>
        <translation>获取新实例、拉取镜像并加载最近一次检查点所需的时间。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Straight-line depreciation period. User-adjustable default (servers are commonly written off over 3–5 years).</source>
        <translation>直线法折旧期。可由用户调整的默认值（服务器通常按 3–5 年折旧）。</translation>
    </message>
    <message>
        <source>Resale value at the end of the depreciation period, share of the capital cost. User-adjustable default.</source>
        <translation>折旧期结束时的残值，占购置成本的比例。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Power usage effectiveness: Uptime Institute Global Data Center Survey 2023, industry average 1.58.</source>
        <translation>电能使用效率（PUE）：Uptime Institute 2023 年全球数据中心调查，行业平均值 1.58。</translation>
    </message>
    <message>
        <source>User-adjustable default (U.S. commercial retail electricity averages about 12–13 US cents per kWh, EIA).</source>
        <translation>可由用户调整的默认值（据 EIA，美国商业零售电价平均约每 kWh 12–13 美分）。</translation>
    </message>
    <message>
        <source>Node power besides the GPUs: CPUs, memory, disks, fans. User-adjustable default.</source>
        <translation>节点除 GPU 之外的功耗：CPU、内存、磁盘、风扇。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Node power per GPU for switches, NICs and cooling. User-adjustable default; NVIDIA DGX H100 lists 10.2 kW maximum for eight 700 W GPUs.</source>
        <translation>每 GPU 分摊的交换机、网卡和散热功耗。可由用户调整的默认值；NVIDIA DGX H100 标称 8 个 700 W GPU 最大功耗 10.2 kW。</translation>
    </message>
    <message>
        <source>Rack space, cooling and remote hands per node (power billed separately). User-adjustable default.</source>
        <translation>每节点的机柜空间、散热和远程代维费用（电费另计）。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Hardware support and spare parts a year, share of the capital cost. User-adjustable default.</source>
        <translation>每年的硬件支持与备件费用，占购置成本的比例。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Operations staff per self-hosted node (one engineer for 20 nodes). User-adjustable default.</source>
        <translation>每个自建节点所需的运维人力（一名工程师负责 20 个节点）。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Fully loaded cost of one operations engineer. User-adjustable default.</source>
        <translation>一名运维工程师的全口径人力成本。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Downtime of a failed self-hosted node until parts and a technician arrive. User-adjustable default.</source>
        <translation>自建节点故障后等待备件和技术人员到场的停机时间。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Hours between failures per GPU: Llama 3 paper, 419 unexpected interruptions in 54 days on 16,384 H100 GPUs.</source>
        <translation>每 GPU 平均故障间隔小时数：Llama 3 论文中，16,384 个 H100 GPU 在 54 天内发生 419 次意外中断。</translation>
    </message>
    <message>
        <source>Fixed public bandwidth, as Chinese clouds and data centres bill it. User-adjustable default, not a quote.</source>
        <translation>固定公网带宽，国内云厂商和数据中心按此方式计费。可由用户调整的默认值，并非报价。</translation>
    </message>
    <message>
        <source>Share of requests a response or prefix cache serves. User-adjustable default; measure it on your traffic.</source>
        <translation>由响应缓存或前缀缓存命中的请求比例。可由用户调整的默认值；请根据实际流量测量。</translation>
    </message>
    <message>
        <source>Training hours a month in case 2 when the plan is a serving plan (a 40-hour run a week). User-adjustable default.</source>
        <translation>方案为推理服务方案时，案例 2 中每月的训练时长（每周一次 40 小时的训练）。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Daily hours of peak load that autoscaling covers (case 2). User-adjustable default.</source>
        <translation>自动扩缩容覆盖的每日高峰时长（案例 2）。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Off-peak load as a share of the peak (case 2). User-adjustable default.</source>
        <translation>非高峰负载占高峰负载的比例（案例 2）。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Over %1 months, %2 costs least: %3 net.</source>
        <translation>%1 个月内，%2 成本最低：净成本 %3。</translation>
    </message>
    <message>
        <source>%1: %2 net%3.</source>
        <translation>%1：净成本 %2%3。</translation>
    </message>
    <message>
        <source> (not proposed: %1)</source>
        <translation>（不建议：%1）</translation>
    </message>
    <message>
        <source>Horizon %1 months, as given.</source>
        <translation>测算周期 %1 个月（按输入）。</translation>
    </message>
    <message>
        <source>Horizon %1 months (default).</source>
        <translation>测算周期 %1 个月（默认值）。</translation>
    </message>
    <message>
        <source>The plan has no GPU from the catalog.</source>
        <translation>方案中没有来自硬件库的 GPU。</translation>
    </message>
    <message>
        <source>a one-off run leaves the server idle afterwards; its book value comes back only by selling it or by later work</source>
        <translation>一次性运行结束后服务器将闲置；其账面价值只能通过出售或后续使用收回</translation>
    </message>
    <message>
        <source>the horizon is shorter than the %1-month term, which is owed in full</source>
        <translation>测算周期短于 %1 个月的合约期，而合约期费用须全额支付</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The plan&apos;s billing (%1) has no price; unit costs and levers use %2.</source>
        <translation>方案的计费方式（%1）没有价格；单位成本和降本措施改用%2。</translation>
    </message>
    <message>
        <source>Rented capacity: failures are the provider&apos;s to fix (an instance is replaced in minutes); only spot interruptions are priced.</source>
        <translation>租用资源：故障由云厂商负责修复（几分钟内即可更换实例）；只对抢占式实例中断计价。</translation>
    </message>
    <message>
        <source>24/7</source>
        <translation>7×24</translation>
    </message>
    <message>
        <source>business hours</source>
        <translation>工作时间</translation>
    </message>
    <message>
        <source>bursty</source>
        <translation>突发</translation>
    </message>
    <message>
        <source>one-off</source>
        <translation>一次性</translation>
    </message>
    <message>
        <source>A 24/7 service without autoscaling holds its instances all month: hourly billing pays every hour.</source>
        <translation>不做自动扩缩容的 7×24 服务全月占用实例：按量付费需为每个小时付费。</translation>
    </message>
    <message>
        <source>Raised to %1: a plan whose GPUs never work has no cost per useful hour.</source>
        <translation>已提高到 %1：GPU 从不工作的方案无法计算每有效小时成本。</translation>
    </message>
    <message>
        <source>Run pattern %1: utilization %2 (assumptions).</source>
        <translation>运行模式 %1：利用率 %2（见假设）。</translation>
    </message>
    <message>
        <source>Team of %1 sharing the GPUs, bursts independent: 1 − (1 − %2)^%1 = %3, at most the 24/7 figure %4 → %5.</source>
        <translation>%1 人团队共享 GPU，各自的突发负载相互独立：1 − (1 − %2)^%1 = %3，不超过 7×24 的数值 %4 → %5。</translation>
    </message>
    <message>
        <source>Development share %1: while developing, %2 people keep %3 of %4 GPUs busy → %5 × ((1 − %1) + %1 × %3 ÷ %4) = %6.</source>
        <translation>开发占比 %1：开发期间 %2 人只占用 %4 个 GPU 中的 %3 个 → %5 × ((1 − %1) + %1 × %3 ÷ %4) = %6。</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU 小时</translation>
    </message>
    <message>
        <source>With %1 the plan&apos;s GPU no longer meets the target.</source>
        <translation>采用 %1 后，方案中的 GPU 不再满足目标。</translation>
    </message>
    <message>
        <source>The engine sizes %1 on %2: %3 without, %4 with %5.</source>
        <translation>计算引擎在 %2 上为 %1 估算规格：不采用时为 %3，%5 后为 %4。</translation>
    </message>
    <message>
        <source>Saving = GPU-related cost %1 × (1 − %2) = %3 a month at %4 billing.</source>
        <translation>节省 = GPU 相关成本 %1 × (1 − %2) = 每月 %3（计费方式：%4）。</translation>
    </message>
    <message>
        <source>Quantization: lower-precision weights</source>
        <translation>量化：使用更低精度的权重</translation>
    </message>
    <message>
        <source>The weights are already in %1: no lower precision to size.</source>
        <translation>权重已是 %1：没有更低的精度可供估算。</translation>
    </message>
    <message>
        <source>%1 weights instead of %2 (check the quality on your evaluation set)</source>
        <translation>使用 %1 权重替代 %2（请在评测集上检查质量）</translation>
    </message>
    <message>
        <source>Caching: answer repeated requests from a cache</source>
        <translation>缓存：由缓存响应重复请求</translation>
    </message>
    <message>
        <source>Training reads every sample each epoch; caching preprocessed data removes data-loading stalls, which show as low GPU utilization (measure them first).</source>
        <translation>训练每个 epoch 都要读取全部样本；缓存预处理后的数据可消除数据加载停顿，这类停顿表现为 GPU 利用率偏低（请先测量）。</translation>
    </message>
    <message>
        <source>%1% of the requests served from a cache</source>
        <translation>%1% 的请求由缓存响应</translation>
    </message>
    <message>
        <source>The plan&apos;s GPU is already the catalog&apos;s cheapest that meets the target.</source>
        <translation>方案中的 GPU 已是硬件库中满足目标的最便宜型号。</translation>
    </message>
    <message>
        <source>%1 meets the target but has no %2 price.</source>
        <translation>%1 满足目标，但没有%2价格。</translation>
    </message>
    <message>
        <source>Serve on %1 × %2 instead of %3 × %4 (the engine&apos;s cheapest configuration that meets the target): %5 − %6 = %7 a month at %8 billing.</source>
        <translation>改用 %1 × %2 提供服务，替代 %3 × %4（计算引擎给出的满足目标的最便宜配置）：%5 − %6 = 每月 %7（计费方式：%8）。</translation>
    </message>
    <message>
        <source>No single-GPU hourly offer with %1 GB or an hourly price for the plan&apos;s GPU.</source>
        <translation>没有 %1 GB 的单卡按小时报价，方案中的 GPU 也没有按小时价格。</translation>
    </message>
    <message>
        <source>Development %1 of the busy %2 h: %3 × %4 (%5 per GPU-hour, %6) for %7 h = %8.</source>
        <translation>开发占忙碌时长 %2 h 的 %1：%3 × %4（每 GPU 小时 %5，%6）运行 %7 h = %8。</translation>
    </message>
    <message>
        <source>Real runs on %1 × %2 by the hour for %3 h × %4 = %5; storage and network unchanged %6.</source>
        <translation>正式运行按小时使用 %1 × %2，%3 h × %4 = %5；存储和网络不变，%6。</translation>
    </message>
    <message>
        <source>Saving = %1 − %2 = %3 a month.</source>
        <translation>节省 = %1 − %2 = 每月 %3。</translation>
    </message>
    <message>
        <source>Scheduling: queues, reservations, night runs</source>
        <translation>调度：排队、预约、夜间运行</translation>
    </message>
    <message>
        <source>Online requests cannot wait in a queue: scheduling applies to batch work, training and rendering.</source>
        <translation>在线请求无法排队等待：调度适用于批处理任务、训练和渲染。</translation>
    </message>
    <message>
        <source>Utilization %1 is already at the target %2 a queue reaches.</source>
        <translation>利用率 %1 已达到排队调度可达到的目标 %2。</translation>
    </message>
    <message>
        <source>With %1 billing a queue keeps the instances busy from start to release: the auto-release overhead %2 disappears: %3 − %4 = %5 a month.</source>
        <translation>计费方式为%1时，排队使实例从启动到释放始终处于忙碌状态：自动释放的额外开销 %2 随之消失：%3 − %4 = 每月 %5。</translation>
    </message>
    <message>
        <source>Queued and night runs raise utilization from %1 to %2: the same %3 useful GPU-hours fit on ⌈%4 × %1 ÷ %2⌉ → %5 GPUs (%6 nodes × %7): %8 − %9 = %10 a month. Jobs run %11× longer.</source>
        <translation>排队和夜间运行将利用率从 %1 提高到 %2：同样的 %3 有效 GPU 小时只需 ⌈%4 × %1 ÷ %2⌉ → %5 个 GPU（%6 个节点 × %7）：%8 − %9 = 每月 %10。作业耗时延长为原来的 %11 倍。</translation>
    </message>
    <message>
        <source>Tiering: development, test and production on different sizes</source>
        <translation>分层：开发、测试和生产使用不同规格</translation>
    </message>
    <message>
        <source>The plan&apos;s billing mode has no price.</source>
        <translation>方案的计费方式没有价格。</translation>
    </message>
    <message>
        <source>GPU nodes = %1 h × %2 per GPU-hour (%3) = %4 a month.</source>
        <translation>GPU 节点 = %1 h × 每 GPU 小时 %2（%3）= 每月 %4。</translation>
    </message>
    <message>
        <source>Reserved for %1-month terms: a started term is owed in full.</source>
        <translation>以 %1 个月为一期预留：已开始的合约期须全额支付。</translation>
    </message>
    <message>
        <source>Depreciation = (%1 − residual %2% = %3) ÷ (12 × %4 years) = %5 a month, straight line.</source>
        <translation>折旧 = (%1 − 残值 %2% = %3) ÷ (12 × %4 年) = 每月 %5（直线法）。</translation>
    </message>
    <message>
        <source>Maintenance = %1% of %2 a year ÷ 12 = %3 a month.</source>
        <translation>维保 = %2 × 每年 %1% ÷ 12 = 每月 %3。</translation>
    </message>
    <message>
        <source>Downtime = %1 GPUs × %2 h ÷ MTBF %3 h = %4 node failures a month × %5 h repair × %6 GPUs × utilization %7 = %8 GPU-hours × %9 hourly = %10 a month.</source>
        <translation>停机损失 = %1 个 GPU × %2 h ÷ MTBF %3 h = 每月 %4 次节点故障 × 维修 %5 h × %6 个 GPU × 利用率 %7 = %8 GPU 小时 × 按小时价 %9 = 每月 %10。</translation>
    </message>
    <message>
        <source>Downtime: %1 GPU-hours a month lost to repairs; not priced without an hourly price.</source>
        <translation>停机损失：每月因维修损失 %1 GPU 小时；没有按小时价格，无法计价。</translation>
    </message>
    <message>
        <source>Spot capacity can be reclaimed at any time: not proposed for online serving without on-demand capacity to fall back on.</source>
        <translation>抢占式实例随时可能被回收：没有按量付费资源兜底时，不建议用于在线推理服务。</translation>
    </message>
    <message>
        <source>Book value after %1 months = %2 − %3 × min(%1, %4) ÷ %4 = %5, counted back in the net cost.</source>
        <translation>%1 个月后的账面价值 = %2 − %3 × min(%1, %4) ÷ %4 = %5，在净成本中扣回。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>derived: %1</source>
        <translation>推算：%1</translation>
    </message>
    <message>
        <source>user-adjustable default, not a quote</source>
        <translation>可由用户调整的默认值，并非报价</translation>
    </message>
    <message>
        <source>user-entered</source>
        <translation>用户输入</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation>缺失：%1</translation>
    </message>
    <message>
        <source>no hourly price to derive it from</source>
        <translation>没有可用于推算的按小时价格</translation>
    </message>
    <message>
        <source>hourly %1 × (1 − %2% %3); hourly from %4</source>
        <translation>按小时价 %1 × (1 − %2% %3)；按小时价来源：%4</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1（估算）</translation>
    </message>
    <message>
        <source> (a %1-GPU offer, priced per GPU)</source>
        <translation>（%1 卡报价，按单卡折算）</translation>
    </message>
    <message>
        <source>GPU, hourly on demand</source>
        <translation>GPU（按量付费）</translation>
    </message>
    <message>
        <source>GPU, monthly subscription</source>
        <translation>GPU（包月）</translation>
    </message>
    <message>
        <source>monthly discount</source>
        <translation>包月折扣</translation>
    </message>
    <message>
        <source>GPU, reserved term</source>
        <translation>GPU（预留：包年/长期）</translation>
    </message>
    <message>
        <source>reserved discount</source>
        <translation>预留折扣</translation>
    </message>
    <message>
        <source>GPU, spot</source>
        <translation>GPU（抢占式实例）</translation>
    </message>
    <message>
        <source>spot discount</source>
        <translation>抢占式实例折扣</translation>
    </message>
    <message>
        <source>Server with %1 × %2</source>
        <translation>配备 %1 × %2 的服务器</translation>
    </message>
    <message>
        <source>%1 × %2 (%3, %4)</source>
        <translation>%1 × %2（%3，%4）</translation>
    </message>
    <message>
        <source>GPUs %1 + host %2 (user-entered)</source>
        <translation>GPU %1 + 主机 %2（用户输入）</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Hosting, rack and cooling per node</source>
        <translation>每节点托管、机柜与散热</translation>
    </message>
    <message>
        <source>Operations engineer</source>
        <translation>运维工程师</translation>
    </message>
    <message>
        <source>Block storage (SSD)</source>
        <translation>块存储（SSD）</translation>
    </message>
    <message>
        <source>Block storage (HDD)</source>
        <translation>块存储（HDD）</translation>
    </message>
    <message>
        <source>Shared file system</source>
        <translation>共享文件系统</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>Internet egress traffic</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>Fixed public bandwidth</source>
        <translation>固定公网带宽</translation>
    </message>
    <message>
        <source>Public IPv4 address</source>
        <translation>公网 IPv4 地址</translation>
    </message>
    <message>
        <source>One fixed 8-GPU node against a development instance plus on-demand training bursts</source>
        <translation>一台固定 8 卡节点 vs 开发实例加按需突发训练</translation>
    </message>
    <message>
        <source>no single-GPU hourly offer with %1 GB in the catalog</source>
        <translation>硬件库中没有 %1 GB 的单卡按小时报价</translation>
    </message>
    <message>
        <source>no hourly or monthly price for %1</source>
        <translation>%1 没有按小时或包月价格</translation>
    </message>
    <message>
        <source>Fixed 8-GPU node</source>
        <translation>固定 8 卡节点</translation>
    </message>
    <message>
        <source>8 × %1, monthly, held all month</source>
        <translation>8 × %1，包月，全月占用</translation>
    </message>
    <message>
        <source>Tiered: development instance + bursts</source>
        <translation>分层：开发实例 + 突发训练</translation>
    </message>
    <message>
        <source>%1 × %2, hourly, development and validation</source>
        <translation>%1 × %2，按量付费，用于开发和验证</translation>
    </message>
    <message>
        <source>8 × %1, hourly, training runs only</source>
        <translation>8 × %1，按量付费，仅用于训练</translation>
    </message>
    <message>
        <source>Busy hours of the team&apos;s GPU work: %1 × %2 h = %3 h a month; development share %4%5.</source>
        <translation>团队 GPU 工作的忙碌时长：%1 × %2 h = 每月 %3 h；开发占比 %4%5。</translation>
    </message>
    <message>
        <source>Hourly items bill their hours × (1 + auto-release overhead %1).</source>
        <translation>按量付费的项目按“时长 × (1 + 自动释放额外开销 %1)”计费。</translation>
    </message>
    <message>
        <source>One shared pool against separate training and serving pools with autoscaling</source>
        <translation>单一共享资源池 vs 训练与推理分离、带自动扩缩容的资源池</translation>
    </message>
    <message>
        <source>no hourly and term price for %1</source>
        <translation>%1 没有按小时和长期合约价格</translation>
    </message>
    <message>
        <source>Shared pool</source>
        <translation>共享资源池</translation>
    </message>
    <message>
        <source>%1 × %2, %3: training and the serving peak together</source>
        <translation>%1 × %2，%3：同时承载训练和推理高峰</translation>
    </message>
    <message>
        <source>Split pools with autoscaling</source>
        <translation>拆分资源池 + 自动扩缩容</translation>
    </message>
    <message>
        <source>%1 × %2, hourly, offline training</source>
        <translation>%1 × %2，按量付费，离线训练</translation>
    </message>
    <message>
        <source>%1 × %2, %3, serving base</source>
        <translation>%1 × %2，%3，推理基础容量</translation>
    </message>
    <message>
        <source>%1 × %2, hourly, autoscaled for the peak</source>
        <translation>%1 × %2，按量付费，高峰时自动扩容</translation>
    </message>
    <message>
        <source>Training side: %1 GPUs for %2 h a month%3.</source>
        <translation>训练侧：%1 个 GPU，每月 %2 h%3。</translation>
    </message>
    <message>
        <source> (the plan)</source>
        <translation>（本方案）</translation>
    </message>
    <message>
        <source>Serving side: %1 GPUs at the peak%2; off-peak load %3 of the peak → %4 GPUs held; the peak %5 h a day × %6 days.</source>
        <translation>推理侧：高峰时 %1 个 GPU%2；非高峰负载为高峰的 %3 → 常驻 %4 个 GPU；高峰每天 %5 h × %6 天。</translation>
    </message>
    <message>
        <source>The shared pool holds training and the serving peak at once so that serving keeps its latency while training runs (the article&apos;s shared pool did not, and slowed down at peaks).</source>
        <translation>共享资源池需同时容纳训练和推理高峰，才能在训练运行时保持推理时延（文章中的共享资源池未做到这一点，高峰时响应变慢）。</translation>
    </message>
    <message>
        <source>Output tokens = %1 tokens/s (%2) × 3600 s × %3 h × utilization %4 = %5 a month.</source>
        <translation>输出 token 数 = %1 tokens/s（%2）× 3600 s × %3 h × 利用率 %4 = 每月 %5。</translation>
    </message>
    <message>
        <source>the load: %1 requests/s × %2 tokens</source>
        <translation>负载：%1 请求/s × %2 token</translation>
    </message>
    <message>
        <source>the configuration&apos;s throughput</source>
        <translation>该配置的吞吐量</translation>
    </message>
    <message>
        <source>Per million output tokens = %1 ÷ %2 M = %3; per thousand requests (%4 tokens each) = %5.</source>
        <translation>每百万输出 token = %1 ÷ %2 M = %3；每千次请求（每次 %4 token）= %5。</translation>
    </message>
    <message>
        <source>One job = %1 useful GPU-hours × %2 per useful GPU-hour = %3.</source>
        <translation>单个作业 = %1 有效 GPU 小时 × 每有效 GPU 小时 %2 = %3。</translation>
    </message>
    <message>
        <source>Per million output tokens = %1 ÷ (%2 requests × %3 tokens ÷ 1e6) = %4; per thousand requests = %5.</source>
        <translation>每百万输出 token = %1 ÷ (%2 次请求 × %3 token ÷ 1e6) = %4；每千次请求 = %5。</translation>
    </message>
    <message>
        <source>User-adjustable default for China, not a quote (industrial and commercial tariffs run about 0.6–0.9 CNY per kWh by province and time of day).</source>
        <translation>适用于中国的可由用户调整的默认值，并非报价（工商业电价因省份和时段而异，约为每 kWh 0.6–0.9 元）。</translation>
    </message>
    <message>
        <source>GPU-fabric switch ports, cables and transceivers per node of a multi-node plan. User-adjustable default.</source>
        <translation>多节点方案中每个节点分摊的 GPU 互联网络交换机端口、线缆和光模块。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Not computed: no rent mode has a price.</source>
        <translation>未计算：所有租用方式都没有价格。</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>未计算：%1</translation>
    </message>
    <message>
        <source>Renting costs less at any utilization over %1 months.</source>
        <translation>在 %1 个月内，无论利用率多高，租用都更便宜。</translation>
    </message>
    <message>
        <source>Even at 100% utilization, buying (%1 net) costs more than renting (%2 net) over %3 months.</source>
        <translation>即使利用率为 100%，在 %3 个月内购买（净成本 %1）仍比租用（净成本 %2）更贵。</translation>
    </message>
    <message>
        <source>Buying wins at any utilization over %1 months.</source>
        <translation>在 %1 个月内，无论利用率多低，购买都更划算。</translation>
    </message>
    <message>
        <source>Even at 1% utilization, buying costs less than %1 over %2 months: the rent is owed busy or idle.</source>
        <translation>即使利用率只有 1%，在 %2 个月内购买也比%1便宜：无论忙闲都得付租金。</translation>
    </message>
    <message>
        <source>Buying wins above %1% utilization over %2 months.</source>
        <translation>在 %2 个月内，利用率高于 %1% 时购买更划算。</translation>
    </message>
    <message>
        <source>At %1% utilization buying and the cheapest rent mode (%2) cost the same over %3 months; above it buying costs less, below it renting does. The plan&apos;s own utilization is %4%.</source>
        <translation>利用率为 %1% 时，%3 个月内购买与最便宜的租用方式（%2）费用相同；高于此值购买更便宜，低于此值租用更便宜。本方案的利用率为 %4%。</translation>
    </message>
    <message>
        <source>dated in the future</source>
        <translation>日期在未来</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 years %2 months</source>
        <translation>%1 年 %2 个月</translation>
    </message>
    <message>
        <source>Old reference price: %1</source>
        <translation>参考价格已过时：%1</translation>
    </message>
    <message>
        <source>Reference price from %1: ask for a current quote. %2 is %3 old (%4).</source>
        <translation>参考价格日期为 %1：请索取最新报价。%2 已是 %3前的价格（%4）。</translation>
    </message>
    <message>
        <source>Prices older than a year are often far from today&apos;s market: GPU rents and server prices move within months.</source>
        <translation>超过一年的价格往往与当前市场相差甚远：GPU 租金和服务器价格几个月内就会变动。</translation>
    </message>
    <message>
        <source>Prices older than six months may have moved.</source>
        <translation>超过六个月的价格可能已经变动。</translation>
    </message>
    <message>
        <source>Ask the provider for a quote and enter it, or import your own price list.</source>
        <translation>请向供应商索取报价并录入，或导入自己的价目表。</translation>
    </message>
    <message>
        <source>Check the source (%1), ask for a quote and enter it, or import your own price list.</source>
        <translation>请核对来源（%1），索取报价并录入，或导入自己的价目表。</translation>
    </message>
    <message>
        <source>Hosting = %1 kW × %2 per kW-month (%3) = %4 a month.</source>
        <translation>托管 = %1 kW × 每 kW 每月 %2（%3）= 每月 %4。</translation>
    </message>
    <message>
        <source>Hosting per kW of IT load</source>
        <translation>按 IT 负载每 kW 计的托管费</translation>
    </message>
    <message>
        <source>Hosting per rack unit</source>
        <translation>按每 U 机架空间计的托管费</translation>
    </message>
    <message>
        <source>Network gear per node (multi-node)</source>
        <translation>每节点网络设备（多节点）</translation>
    </message>
    <message>
        <source>Exchange rate (rate of %1), set in the cost dock; the default is close to the 2024–2025 rate.</source>
        <translation>汇率（%1 的汇率），在成本面板中设置；默认值接近 2024–2025 年的汇率。</translation>
    </message>
    <message>
        <source>Converted to %1 at %2 CNY per USD (rate of %3; the exchange rate in the cost dock changes it): %4.</source>
        <translation>已按 1 美元兑 %2 元（%3 的汇率；可在成本面板中修改汇率）换算为 %1：%4。</translation>
    </message>
    <message>
        <source>The plan names no development share: nothing to move to a smaller instance.</source>
        <translation>方案未指定开发占比：没有可迁移到更小实例的工作。</translation>
    </message>
    <message>
        <source>no hourly offer in the catalog for this GPU: enter the rent per GPU-hour under Workload &gt; Prices and costs, or import a price list (File &gt; Import price list…)</source>
        <translation>硬件库中没有此 GPU 的按量付费报价：请在“工作负载 &gt; 价格与成本”中填写每 GPU 小时租金，或导入价目表（文件 &gt; 导入价目表…）</translation>
    </message>
    <message>
        <source>the catalog has no purchase price for %1: enter the server price (all parts) under Workload &gt; Prices and costs, or import a vendor&apos;s price list (File &gt; Import price list…)</source>
        <translation>硬件库中没有 %1 的购买价格：请在“工作负载 &gt; 价格与成本”中填写服务器价格（全部部件），或导入供应商的价目表（文件 &gt; 导入价目表…）</translation>
    </message>
    <message>
        <source>the catalog prices the GPUs only (%1); enter the price of the server without GPUs, or the whole server&apos;s price, under Workload &gt; Prices and costs</source>
        <translation>硬件库只给出了 GPU 的价格（%1）；请在“工作负载 &gt; 价格与成本”中填写不含 GPU 的服务器价格，或整台服务器的价格</translation>
    </message>
    <message>
        <source> (the plan&apos;s development share)</source>
        <translation>（本方案的开发占比）</translation>
    </message>
    <message>
        <source> (template default: one node of the plan&apos;s GPUs)</source>
        <translation>（模板默认值：一个节点的本方案 GPU）</translation>
    </message>
    <message numerus="yes">
        <source>System disks, %n node(s)</source>
        <translation>
            <numerusform>系统盘，%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spot rework = %n node(s) × %1 interruptions per node-month ÷ %2 h × (checkpoint interval %3 h ÷ 2 + restart %4 h) = %5 of the paid hours → %6 a month.</source>
        <translation>
            <numerusform>抢占式实例中断返工 = %n 个节点 × 每节点每月 %1 次中断 ÷ %2 h × (检查点间隔 %3 h ÷ 2 + 重启 %4 h) = 计费时长的 %5 → 每月 %6。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Capital cost = %n server(s) × %1 (%2) = %3.</source>
        <translation>
            <numerusform>购置成本 = %n 台服务器 × %1（%2）= %3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Network gear between the nodes = %n node(s) × %1 (%2) = %3, added to the capital cost: %4.</source>
        <translation>
            <numerusform>节点间网络设备 = %n 个节点 × %1（%2）= %3，计入购置成本：%4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Power = (%1 W TDP × %2 GPUs + %3 W + %4 W × %2 GPUs) × %n node(s) = %5 kW × PUE %6 × %7 h = %8 kWh × %9 (%10) = %11 a month (GPUs at full TDP: an upper bound).</source>
        <translation>
            <numerusform>电费 = (%1 W TDP × %2 个 GPU + %3 W + %4 W × %2 个 GPU) × %n 个节点 = %5 kW × PUE %6 × %7 h = %8 kWh × %9（%10）= 每月 %11（按 GPU 满 TDP 计算，为上限）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hosting = %1 U × %n node(s) × %2 per rack unit-month (%3) = %4 a month.</source>
        <translation>
            <numerusform>托管 = %1 U × %n 个节点 × 每 U 每月 %2（%3）= 每月 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hosting = %n node(s) × %1 (%2).</source>
        <translation>
            <numerusform>托管 = %n 个节点 × %1（%2）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Operations staff = %1 FTE per node × %n node(s) × %2 a year (%3) ÷ 12 = %4 a month.</source>
        <translation>
            <numerusform>运维人力 = 每节点 %1 FTE × %n 个节点 × 每年 %2（%3）÷ 12 = 每月 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tencent Cloud CVM documentation, exclusive public network billed by traffic, mainland China regions</source>
        <translation>腾讯云云服务器文档：独享型公网按流量计费，中国大陆地域</translation>
    </message>
    <message>
        <source>Tencent Cloud CVM documentation, monthly bandwidth above 5 Mbit/s in Guangzhou, Shanghai and Beijing (the first 2 Mbit/s at 20, the next 3 at 25 CNY)</source>
        <translation>腾讯云云服务器文档：广州、上海、北京包年包月带宽超过 5 Mbps 的部分（前 2 Mbps 每 Mbps 20 元，其后 3 Mbps 每 Mbps 25 元）</translation>
    </message>
    <message>
        <source>Tencent Cloud CVM documentation: an elastic public IP bound to an instance is free; traffic or bandwidth is billed</source>
        <translation>腾讯云云服务器文档：已绑定实例的弹性公网 IP 免费，另按流量或带宽计费</translation>
    </message>
    <message>
        <source>Prices in another currency converted at %1 CNY per USD (rate of %2).</source>
        <translation>其他币种的价格按 1 美元兑 %1 元换算（%2 的汇率）。</translation>
    </message>
    <message>
        <source>Utilization %1, as entered.</source>
        <translation>利用率 %1，按输入值。</translation>
    </message>
    <message>
        <source>Training keeps its precision; quantization applies to serving and batch inference (a 4-bit base for fine-tuning is the training method QLoRA).</source>
        <translation>训练保持原有精度；量化适用于在线推理服务和批量推理（如需在 4 比特量化的基座模型上微调，请选择训练方法 QLoRA）。</translation>
    </message>
    <message>
        <source>%1 runs no model weights the planner sizes: quantization does not apply.</source>
        <translation>%1 不涉及规划器测算的模型权重：量化不适用。</translation>
    </message>
    <message>
        <source>%1 has no repeated requests to answer from a cache.</source>
        <translation>%1 没有可由缓存直接应答的重复请求。</translation>
    </message>
    <message>
        <source>No request load is given (request rate or concurrent requests): a cache has nothing to remove.</source>
        <translation>未给出请求负载（请求速率或并发请求数）：缓存没有可削减的负载。</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Cost horizon</source>
        <translation>成本测算周期</translation>
    </message>
    <message>
        <source>Hours billed a month</source>
        <translation>每月计费小时数</translation>
    </message>
    <message>
        <source>Extra billed hours with auto-release</source>
        <translation>自动释放的额外计费时长</translation>
    </message>
    <message>
        <source>Monthly discount</source>
        <translation>包月折扣</translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation>预留期限</translation>
    </message>
    <message>
        <source>Reserved discount</source>
        <translation>预留折扣</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>抢占式实例折扣</translation>
    </message>
    <message>
        <source>Spot reclaims per node and month</source>
        <translation>每节点每月抢占回收次数</translation>
    </message>
    <message>
        <source>Restart time after a reclaim</source>
        <translation>回收后的重启时长</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值率</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Node power besides the GPUs</source>
        <translation>节点非 GPU 功耗</translation>
    </message>
    <message>
        <source>Extra power per GPU</source>
        <translation>每 GPU 附加功耗</translation>
    </message>
    <message>
        <source>Hosting per node</source>
        <translation>每节点托管费</translation>
    </message>
    <message>
        <source>Power region</source>
        <translation>用电地区</translation>
    </message>
    <message>
        <source>Where the servers run (1: United States, 86: China); picks the electricity default unless an electricity price is given.</source>
        <translation>服务器所在地（1：美国，86：中国）；未给出电价时据此选择默认电价。</translation>
    </message>
    <message>
        <source>Network gear per node</source>
        <translation>每节点网络设备费</translation>
    </message>
    <message>
        <source>Yearly maintenance</source>
        <translation>年维保费率</translation>
    </message>
    <message>
        <source>Operations staff per node</source>
        <translation>每节点运维人力</translation>
    </message>
    <message>
        <source>Cost of an operations engineer</source>
        <translation>运维工程师年成本</translation>
    </message>
    <message>
        <source>Repair downtime</source>
        <translation>维修停机时长</translation>
    </message>
    <message>
        <source>GPU MTBF</source>
        <translation>GPU 平均无故障时间（MTBF）</translation>
    </message>
    <message>
        <source>Block storage price</source>
        <translation>块存储单价</translation>
    </message>
    <message>
        <source>HDD storage price</source>
        <translation>HDD 存储单价</translation>
    </message>
    <message>
        <source>Shared file system price</source>
        <translation>共享文件系统单价</translation>
    </message>
    <message>
        <source>Object storage price</source>
        <translation>对象存储单价</translation>
    </message>
    <message>
        <source>Internet egress price</source>
        <translation>公网出流量单价</translation>
    </message>
    <message>
        <source>Fixed bandwidth price</source>
        <translation>固定带宽单价</translation>
    </message>
    <message>
        <source>Public IP price</source>
        <translation>公网 IP 单价</translation>
    </message>
    <message>
        <source>GPU memory of the development instance</source>
        <translation>开发实例显存</translation>
    </message>
    <message>
        <source>Development instances</source>
        <translation>开发实例数</translation>
    </message>
    <message>
        <source>Utilization with scheduling</source>
        <translation>排队调度可达利用率</translation>
    </message>
    <message>
        <source>Cache hit rate</source>
        <translation>缓存命中率</translation>
    </message>
    <message>
        <source>Development share</source>
        <translation>开发时间占比</translation>
    </message>
    <message>
        <source>Training hours a month</source>
        <translation>每月训练小时数</translation>
    </message>
    <message>
        <source>Peak hours a day</source>
        <translation>每日高峰小时数</translation>
    </message>
    <message>
        <source>Off-peak load</source>
        <translation>低谷负载比例</translation>
    </message>
    <message>
        <source>Per thousand %1 = %2 ÷ (%3 ÷ 1000) = %4.</source>
        <translation>每千%1 = %2 ÷ (%3 ÷ 1000) = %4。</translation>
    </message>
    <message>
        <source>Per %1 and month = %2 ÷ %3 = %4.</source>
        <translation>每%1每月 = %2 ÷ %3 = %4。</translation>
    </message>
    <message>
        <source>%1 a month = %2 per second × 3600 s × %3 h × utilization %4 = %5; per thousand = %6.</source>
        <translation>每月处理量 = 每秒 %2 × 3600 s × %3 h × 利用率 %4 = %5 %1；每千%1 = %6。</translation>
    </message>
    <message>
        <source>For the job (%1), %2 costs least: %3 net.</source>
        <translation>对该任务（%1）而言，%2 成本最低：净成本 %3。</translation>
    </message>
    <message>
        <source>Not computed: a one-off job is costed as one job; buying servers for it is not proposed.</source>
        <translation>未计算：一次性任务按单个任务计算成本；不建议为其购买服务器。</translation>
    </message>
    <message>
        <source>One-off job: costed over its estimated run, %1 h of work ÷ utilization %2 = %3 h (%4).</source>
        <translation>一次性任务：按预计运行时长计算成本，%1 h 工作量 ÷ 利用率 %2 = %3 h（%4）。</translation>
    </message>
    <message>
        <source>The deadline is %1 h; machines released when the job ends are not paid to the deadline.</source>
        <translation>截止时间为 %1 h；任务结束即释放的机器无需付费到截止时间。</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>for the job (%1)</source>
        <translation>整个任务（%1）</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>%1内</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paid GPU-hours = %n GPU(s) × %1 h × min(1, busy share %2 × (1 + auto-release overhead %3)) = %4 h.</source>
        <translation>
            <numerusform>计费 GPU 小时 = %n 个 GPU × %1 h × min(1, 忙碌占比 %2 × (1 + 自动释放额外开销 %3)) = %4 h。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU nodes = %n GPU(s) × %1 h × %2 per GPU-hour (%3) = %4 a month, busy or idle.</source>
        <translation>
            <numerusform>GPU 节点 = %n 个 GPU × %1 h × 每 GPU 小时 %2（%3）= 每月 %4，无论忙闲。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost per useful GPU-hour = %1 a month ÷ (%n GPU(s) × %2 h × utilization %3 = %4 useful GPU-hours) = %5.</source>
        <translation>
            <numerusform>每有效 GPU 小时成本 = 每月 %1 ÷ (%n 个 GPU × %2 h × 利用率 %3 = %4 有效 GPU 小时) = %5。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, scaled to %n GPU(s)</source>
        <translation>
            <numerusform>%1，按 %n 个 GPU 折算</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU memory of the mid-size development instance: cloud offers come in 24 / 48 / 80 GB steps; 24 GB holds small-scale validation.</source>
        <translation>中等规格开发实例的显存：云上常见 24 / 48 / 80 GB 几档；24 GB 足以进行小规模验证。</translation>
    </message>
    <message>
        <source>Development instances: case 1 of the GPU cloud buying guide uses one mid-size instance.</source>
        <translation>开发实例数：GPU 云服务器选购指南的案例 1 使用一台中等规格实例。</translation>
    </message>
    <message>
        <source>Utilization a queue with night runs reaches (queues, reservations, batches, night runs). User-adjustable default.</source>
        <translation>采用排队和夜间运行后可达到的利用率（排队、预约、批处理、夜间运行）。可由用户调整的默认值。</translation>
    </message>
    <message>
        <source>Development share of case 1 when the plan names none: in the buying guide&apos;s case, most of the team&apos;s time went to data cleaning, parameter tests and small validation.</source>
        <translation>方案未指定时案例 1 的开发占比：选购指南的案例中，团队大部分时间用于数据清洗、参数测试和小规模验证。</translation>
    </message>
    <message>
        <source>A GPU cloud buying guide reports about 35% lower monthly compute spend in this case (a 20-person fine-tuning team); the figures here are this plan&apos;s own arithmetic.</source>
        <translation>一篇 GPU 云服务器选购指南报告，此案例（20 人微调团队）的每月算力支出降低约 35%；此处数字是按本方案自行计算的结果。</translation>
    </message>
    <message>
        <source> (template default)</source>
        <translation>（模板默认值）</translation>
    </message>
    <message>
        <source>A GPU cloud buying guide reports about 40% lower average response time after the split: a latency figure, not a cost saving; the cost figures here are this plan&apos;s own arithmetic.</source>
        <translation>一篇 GPU 云服务器选购指南报告，拆分后平均响应时间降低约 40%：这是时延指标，而非成本节省；此处成本数字是按本方案自行计算的结果。</translation>
    </message>
    <message>
        <source>Per hour of audio = %1 ÷ %2 h = %3.</source>
        <translation>每小时音频 = %1 ÷ %2 h = %3。</translation>
    </message>
    <message>
        <source>Per hour of audio trained on = %1 ÷ (%2 clips × %3 s ÷ 3600 = %4 h, every epoch counted) = %5.</source>
        <translation>每训练 1 小时音频 = %1 ÷ (%2 段 × %3 s ÷ 3600 = %4 h，每一轮都计入) = %5。</translation>
    </message>
    <message>
        <source>Per million tokens read = %1 ÷ (%2 sequences × %3 tokens ÷ 1e6) = %4.</source>
        <translation>每百万输入 token = %1 ÷ (%2 个序列 × %3 个 token ÷ 1e6) = %4。</translation>
    </message>
    <message>
        <source>Videos a month = %1 an hour × %2 h × utilization %3 = %4; per thousand = %5.</source>
        <translation>每月视频数 = 每小时 %1 段 × %2 小时 × 利用率 %3 = %4；每千段 = %5。</translation>
    </message>
</context>
<context>
    <name>costfields</name>
    <message>
        <source>&amp;Billing:</source>
        <translation>计费方式(&amp;B)：</translation>
    </message>
    <message>
        <source>Hourly, released when idle</source>
        <translation>按量付费，空闲时释放</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation>预留（包年/长期）</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Buy the servers</source>
        <translation>购买服务器</translation>
    </message>
    <message>
        <source>Cost &amp;horizon:</source>
        <translation>测算周期(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Currency of the amounts:</source>
        <translation>金额币种(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Rent per GPU-hour:</source>
        <translation>每 GPU 小时租金(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Server price (all parts):</source>
        <translation>服务器价格（全部部件）(&amp;S)：</translation>
    </message>
    <message>
        <source>Server &amp;without GPUs:</source>
        <translation>不含 GPU 的服务器(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Electricity:</source>
        <translation>电价(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Internet egress:</source>
        <translation>公网出流量(&amp;I)：</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>36 months, or the job&apos;s length</source>
        <translation>36 个月，或任务时长</translation>
    </message>
    <message>
        <source> %1 per GPU-hour</source>
        <translation> %1/GPU 小时</translation>
    </message>
    <message>
        <source>From the catalog&apos;s offers</source>
        <translation>取自硬件库中的报价</translation>
    </message>
    <message>
        <source> %1 per server</source>
        <translation> %1/台</translation>
    </message>
    <message>
        <source>Not priced: enter the price of one server</source>
        <translation>无价格：请填写单台服务器的价格</translation>
    </message>
    <message>
        <source>Not priced</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>When the catalog prices the GPUs only: CPUs, memory, disks, chassis and network cards.</source>
        <translation>当硬件库只有 GPU 的价格时填写：CPU、内存、磁盘、机箱和网卡。</translation>
    </message>
    <message>
        <source> %1 per kWh</source>
        <translation> %1/kWh</translation>
    </message>
    <message>
        <source> %1 per GB</source>
        <translation> %1/GB</translation>
    </message>
    <message>
        <source>Data sent from the servers over the internet (answers, results, downloads).</source>
        <translation>服务器经公网发出的数据（响应、结果、下载）。</translation>
    </message>
    <message>
        <source>Reference price (the cost dock names it)</source>
        <translation>参考价格（具体见成本面板）</translation>
    </message>
    <message>
        <source>Let the planner propose</source>
        <translation>由规划器推荐</translation>
    </message>
    <message>
        <source>Cheapest for this plan: %1</source>
        <translation>本方案最便宜的方式：%1</translation>
    </message>
    <message>
        <source>The planner&apos;s proposal: %1</source>
        <translation>规划器推荐：%1</translation>
    </message>
    <message>
        <source>%1 billing costs %2 %3; %4 billing would cost %5 less.</source>
        <translation>%1：%3费用为 %2；改用%4可少花 %5。</translation>
    </message>
    <message>
        <source>%1 (cheapest for this plan)</source>
        <translation>%1（本方案最便宜）</translation>
    </message>
    <message>
        <source>From the price list: %1 per server (%2)</source>
        <translation>取自价格表：每台服务器 %1（%2）</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Spec sheet (PDF)</source>
        <translation>配置规格书（PDF）</translation>
    </message>
    <message>
        <source>Checklist (PDF)</source>
        <translation>检查清单（PDF）</translation>
    </message>
    <message>
        <source>Checklist (Markdown)</source>
        <translation>检查清单（Markdown）</translation>
    </message>
    <message>
        <source>Request for quote (XLSX)</source>
        <translation>询价单（XLSX）</translation>
    </message>
    <message>
        <source>Request for quote (CSV)</source>
        <translation>询价单（CSV）</translation>
    </message>
    <message>
        <source>Dockerfile of the environment</source>
        <translation>运行环境的 Dockerfile</translation>
    </message>
    <message>
        <source>Configuration (CSV)</source>
        <translation>配置清单（CSV）</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>The plan cannot be evaluated: %1</source>
        <translation>方案无法评估：%1</translation>
    </message>
    <message>
        <source>Acceptance script (bash)</source>
        <translation>验收脚本（bash）</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::AboutDialog</name>
    <message>
        <source>About GPU Server Planner</source>
        <translation>关于 GPU 服务器配置规划器</translation>
    </message>
    <message>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>GPU Server Planner</source>
        <translation>GPU 服务器配置规划器</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Plans GPU servers for rent or purchase: every dimension of the machine — GPU, GPU memory, CPU, host memory, storage, network, software environment and operations — sized from the workload, with the arithmetic behind each value.</source>
        <translation>为租用或购买规划 GPU 服务器：根据工作负载确定机器的每个维度——GPU、显存、CPU、主机内存、存储、网络、软件环境和运维——并给出每个数值背后的计算过程。</translation>
    </message>
    <message>
        <source>Catalog version: %1</source>
        <translation>硬件库版本：%1</translation>
    </message>
    <message>
        <source>Copyright © 2026 GPU Server Planner contributors. Released under the MIT License: free to use, copy, modify and distribute, without warranty.</source>
        <translation>版权所有 © 2026 GPU 服务器配置规划器贡献者。基于 MIT 许可证发布：可自由使用、复制、修改和分发，不提供任何担保。</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>基于 Qt %1 构建，运行于 Qt %2。</translation>
    </message>
    <message>
        <source>Every figure in the catalog names its source. Hardware specifications come from vendors&apos; datasheets and product pages, model architectures from their official configuration files, and prices from public price lists with the date they were read. Figures marked “derived” are computed from published ones and “estimate” figures say how they were estimated. Prices are reference figures: every plan can override them. Double-click a source to open its link.</source>
        <translation>硬件库中的每个数值都注明了来源。硬件规格来自厂商的数据手册和产品页面，模型架构来自其官方配置文件，价格来自公开价目表并注明读取日期。标为“推导”的数值由已公布的数值计算得出，标为“估算”的数值附有估算方法说明。价格仅为参考价，每个方案都可以覆盖。双击来源可打开其链接。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Catalog rows</source>
        <translation>硬件库记录</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>%1 · sources: %2</source>
        <translation>%1 · 来源：%2</translation>
    </message>
    <message>
        <source>rows: %1</source>
        <translation>记录：%1</translation>
    </message>
    <message>
        <source>(no document named)</source>
        <translation>（未注明文档）</translation>
    </message>
    <message>
        <source>Distinct sources: %1 · catalog rows: %2 · catalog version %3</source>
        <translation>不同来源：%1 · 硬件库记录：%2 · 硬件库版本 %3</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Model presets</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>Storage classes</source>
        <translation>存储类型</translation>
    </message>
    <message>
        <source>Network classes</source>
        <translation>网络类型</translation>
    </message>
    <message>
        <source>Reference prices</source>
        <translation>参考价</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::AcceptanceScript</name>
    <message>
        <source>the plan has an input problem: %1</source>
        <translation>方案的输入有问题：%1</translation>
    </message>
    <message>
        <source>the script template is missing from this build</source>
        <translation>此版本缺少脚本模板</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::CheckTableModel</name>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ColumnMappingDialog</name>
    <message>
        <source>Map the columns of %1</source>
        <translation>映射 %1 的列</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>First value</source>
        <translation>首行数值</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>对应字段</translation>
    </message>
    <message>
        <source>Columns of the file</source>
        <translation>文件的列</translation>
    </message>
    <message>
        <source>(column %1)</source>
        <translation>（第 %1 列）</translation>
    </message>
    <message>
        <source>— not used —</source>
        <translation>— 不使用 —</translation>
    </message>
    <message>
        <source>Field of column %1</source>
        <translation>第 %1 列的字段</translation>
    </message>
    <message>
        <source>None: refuse rows without a currency</source>
        <translation>无：未写币种的行不导入</translation>
    </message>
    <message>
        <source>CNY</source>
        <translation>人民币 (CNY)</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>美元 (USD)</translation>
    </message>
    <message>
        <source>Currency of rows that name none</source>
        <translation>未写币种的行按此币种</translation>
    </message>
    <message>
        <source>&amp;Currency of rows that name none:</source>
        <translation>未写币种的行按此币种(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Sheet of the workbook</source>
        <translation>工作簿中的工作表</translation>
    </message>
    <message>
        <source>Row of the column names</source>
        <translation>列名所在行</translation>
    </message>
    <message>
        <source>The row that names the columns, as found in the file; a group row above it with merged cells is read with it.</source>
        <translation>文件中给出列名的那一行；其上方含合并单元格的分组行会一并读取。</translation>
    </message>
    <message>
        <source>&amp;Sheet:</source>
        <translation>工作表(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Header row:</source>
        <translation>表头行(&amp;H)：</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>What the mapping still lacks</source>
        <translation>映射尚缺少的内容</translation>
    </message>
    <message>
        <source>Still to choose: %1. Pick the column that holds each in the &quot;Holds&quot; list; the import waits for them.</source>
        <translation>还需选择：%1。请在“内容”列表中为每项选择对应的列；选好后才能导入。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Field id for the command line: %1</source>
        <translation>命令行中的字段标识：%1</translation>
    </message>
    <message>
        <source>Each row of the file is one vendor&apos;s quote (a file with one quote per column, items down its first column, is shown turned: its items are the columns here). Choose what each column holds; columns marked &quot;not used&quot; are ignored. Headers in English or Chinese were recognized where they name a field; a price&apos;s unit in its header (元/月, 元/卡/时, per GPU-hour) chooses its period, and a unit column (计价单位) chooses it per row.</source>
        <translation>文件中每一行是一家供应商的报价（若原文件每列一个报价、条目在第一列，这里显示的是转置后的表：原来的条目成为这里的列）。请选择每一列对应的字段；标为“不使用”的列将被忽略。能识别的中英文表头已自动对应；表头中的价格单位（元/月、元/卡/时、per GPU-hour）决定计价周期，单位列（计价单位）则逐行决定计价周期。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ExportDialog</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Open the file when done</source>
        <translation>完成后打开文件(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Export plan</source>
        <translation>导出方案</translation>
    </message>
    <message>
        <source>What to export</source>
        <translation>导出内容</translation>
    </message>
    <message>
        <source>E&amp;nglish</source>
        <translation>英文(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation>中文(&amp;C)</translation>
    </message>
    <message>
        <source>B&amp;ilingual (both on one sheet)</source>
        <translation>中英双语（同一页内）(&amp;I)</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>保存到的文件</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>内容(&amp;W)：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>导出到</translation>
    </message>
    <message>
        <source>%1 is a folder: give a file name.</source>
        <translation>%1 是文件夹：请填写文件名。</translation>
    </message>
    <message>
        <source>Not exported: %1</source>
        <translation>未导出：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::FileController</name>
    <message>
        <source>GPU plans (*.gpuplan);;Workload JSON (*.json);;All files (*)</source>
        <translation>GPU 方案 (*.gpuplan);;工作负载 JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Save plan as</source>
        <translation>方案另存为</translation>
    </message>
    <message>
        <source>GPU plans (*.gpuplan)</source>
        <translation>GPU 方案 (*.gpuplan)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The plan &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>方案“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>%1 is not a GPU Server Planner plan: </source>
        <translation>%1 不是 GPU 服务器配置规划器的方案：</translation>
    </message>
    <message>
        <source>%1 is empty: nothing was saved in it. Try the autosaved copy (offered at start after a crash) or an earlier copy of the plan.</source>
        <translation>%1 是空文件：其中没有保存任何内容。请尝试自动保存的副本（程序崩溃后再次启动时会提示恢复）或该方案的较早副本。</translation>
    </message>
    <message>
        <source>it looks like an Excel workbook or another ZIP archive. Vendor quotes in Excel are imported on the Quotes tab.</source>
        <translation>它看起来是 Excel 工作簿或其他 ZIP 压缩包。Excel 格式的供应商报价请在“报价”选项卡中导入。</translation>
    </message>
    <message>
        <source>it is a PDF document. A plan is saved as a .gpuplan file.</source>
        <translation>它是 PDF 文档。方案应保存为 .gpuplan 文件。</translation>
    </message>
    <message>
        <source>it looks like an older Office document (Excel 97–2003 or Word).</source>
        <translation>它看起来是旧版 Office 文档（Excel 97–2003 或 Word）。</translation>
    </message>
    <message>
        <source>it is not a plan&apos;s text (a plan starts with &quot;{&quot;).</source>
        <translation>它不是方案文本（方案以 &quot;{&quot; 开头）。</translation>
    </message>
    <message>
        <source>%1 ends in the middle (line %2): the file was cut off, as by a copy or a save that did not finish. Try the autosaved copy (offered at start after a crash) or an earlier copy of the plan.</source>
        <translation>%1 在中途结束（第 %2 行）：文件被截断，可能是复制或保存未完成所致。请尝试自动保存的副本（程序崩溃后再次启动时会提示恢复）或该方案的较早副本。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::FormPage</name>
    <message>
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ImportJob</name>
    <message>
        <source>the logs hold no samples</source>
        <translation>日志中没有采样数据</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ImportPanel</name>
    <message>
        <source>Import cancelled; nothing changed.</source>
        <translation>已取消导入；未做任何更改。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n log(s)…</source>
        <translation>
            <numerusform>正在读取 %n 个日志…</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop one report at a time (%1 is a report).</source>
        <translation>一次只能拖放一份报告（%1 是一份报告）。</translation>
    </message>
    <message>
        <source>%1 is neither a report (folder or .tar.gz) nor a monitoring log (.csv).</source>
        <translation>%1 既不是报告（文件夹或 .tar.gz），也不是监控日志（.csv）。</translation>
    </message>
    <message>
        <source>Import acceptance report</source>
        <translation>导入验收报告</translation>
    </message>
    <message>
        <source>Acceptance reports (*.tar.gz *.tgz)</source>
        <translation>验收报告 (*.tar.gz *.tgz)</translation>
    </message>
    <message>
        <source>Import report folder</source>
        <translation>导入报告文件夹</translation>
    </message>
    <message>
        <source>Import monitoring logs</source>
        <translation>导入监控日志</translation>
    </message>
    <message>
        <source>nvidia-smi CSV logs (*.csv *.log);;All files (*)</source>
        <translation>nvidia-smi CSV 日志 (*.csv *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <source>2. Import</source>
        <translation>2. 导入</translation>
    </message>
    <message>
        <source>&amp;Report (.tar.gz)…</source>
        <translation>报告（.tar.gz）(&amp;R)…</translation>
    </message>
    <message>
        <source>The .tar.gz the acceptance script packed; it is kept in the plan file</source>
        <translation>验收脚本打包生成的 .tar.gz；会保存在方案文件中</translation>
    </message>
    <message>
        <source>Report f&amp;older…</source>
        <translation>报告文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>The report folder the acceptance script wrote, unpacked</source>
        <translation>验收脚本写出的报告文件夹（未打包）</translation>
    </message>
    <message>
        <source>&amp;Monitoring Logs…</source>
        <translation>监控日志(&amp;M)…</translation>
    </message>
    <message>
        <source>nvidia-smi CSV logs taken during your real job, one per node; for the charts and the advice</source>
        <translation>实际任务运行期间记录的 nvidia-smi CSV 日志，每个节点一份；用于图表和建议</translation>
    </message>
    <message>
        <source>Or drop a report or logs here.</source>
        <translation>也可以将报告或日志拖放到这里。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>导入进度</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Server Planner</source>
        <translation>关于 GPU 服务器配置规划器(&amp;A)</translation>
    </message>
    <message>
        <source>Accelerator catalog</source>
        <translation>加速卡硬件库</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;New Plan…</source>
        <translation>新建方案(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Eight dimensions</source>
        <translation>八个维度</translation>
    </message>
    <message>
        <source>Seven items</source>
        <translation>七项要点</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Catalog %1</source>
        <translation>硬件库 %1</translation>
    </message>
    <message>
        <source>%1[*] — GPU Server Planner</source>
        <translation>%1[*] — GPU 服务器配置规划器</translation>
    </message>
    <message>
        <source>Recover plan</source>
        <translation>恢复方案</translation>
    </message>
    <message>
        <source>The autosaved plan could not be read: %1</source>
        <translation>无法读取自动保存的方案：%1</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>货币(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Quotes</source>
        <translation>报价(&amp;Q)</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Vendor quotes checked against this plan&apos;s requirements and priced for its workload</source>
        <translation>供应商报价逐项对照本方案的需求，并按本方案的负载计算费用</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Size &amp;Units</source>
        <translation>容量单位(&amp;U)</translation>
    </message>
    <message>
        <source>GiB (2³⁰ bytes, as nvidia-smi, free and df report)</source>
        <translation>GiB（2³⁰ 字节，与 nvidia-smi、free、df 显示一致）</translation>
    </message>
    <message>
        <source>GB (10⁹ bytes, as vendors state)</source>
        <translation>GB（10⁹ 字节，与厂商标称一致）</translation>
    </message>
    <message>
        <source>The planner counts a card sold as &quot;80GB&quot; as 80 × 10⁹ bytes = 74.5 GiB; such cards usually hold about 80 GiB, so its capacity figures err on the safe side.</source>
        <translation>规划器把标称“80GB”的卡按 80 × 10⁹ 字节 = 74.5 GiB 计算；这类卡实际通常约有 80 GiB，因此容量估算偏保守。</translation>
    </message>
    <message>
        <source>Sizes as datasheets and price lists state them.</source>
        <translation>按规格书和价目表标称的方式显示容量。</translation>
    </message>
    <message>
        <source>&amp;Workload…</source>
        <translation>工作负载(&amp;W)…</translation>
    </message>
    <message>
        <source>Change the task, model, load, data and deployment in the wizard</source>
        <translation>在向导中修改任务、模型、负载、数据和部署方式</translation>
    </message>
    <message>
        <source>&amp;Prices and Costs</source>
        <translation>价格与成本(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>工作负载(&amp;W)</translation>
    </message>
    <message>
        <source>Ve&amp;rification</source>
        <translation>验收(&amp;R)</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验收</translation>
    </message>
    <message>
        <source>After renting: the acceptance script, its report against the plan, and advice from monitoring logs</source>
        <translation>租用之后：验收脚本、验收报告与方案的对照，以及根据监控日志给出的建议</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>The task, model, load, data, deployment, prices and costs, editable in place</source>
        <translation>任务、模型、负载、数据、部署方式、价格与成本，均可直接编辑</translation>
    </message>
    <message>
        <source>This is a sample plan (%1, %2) that shows the planner at work. File &gt; New Plan… plans your own.</source>
        <translation>这是一个示例方案（%1，%2），用于演示规划器的工作方式。选择“文件 &gt; 新建方案…”可规划您自己的方案。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Question %1 of the checklist</source>
        <translation>检查清单第 %1 题</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>修改数值</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>撤销(&amp;U)：%1</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>重做(&amp;R)：%1</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>GPU Server Planner did not close normally. Recover the unsaved plan &quot;%1&quot;, autosaved %2?</source>
        <translation>GPU 服务器配置规划器上次未正常关闭。是否恢复未保存的方案“%1”（自动保存于 %2）？</translation>
    </message>
    <message numerus="yes">
        <source>Workload edited in the wizard (%n changes)</source>
        <translation>
            <numerusform>在向导中编辑工作负载（%n 处修改）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Eight dimensions</source>
        <translation>八个维度（&amp;E）</translation>
    </message>
    <message>
        <source>&amp;Seven items</source>
        <translation>七个要点（&amp;S）</translation>
    </message>
    <message>
        <source>The eight dimensions of a GPU server: GPU, VRAM, CPU, RAM, storage, network, environment, operations</source>
        <translation>GPU 服务器的八个维度：GPU、显存、CPU、内存、存储、网络、软件环境、运维</translation>
    </message>
    <message>
        <source>The seven items to settle before renting: scenario, GPU metrics, balance, deployment, cases, five questions, utilization</source>
        <translation>租用前要定下的七件事：场景、GPU 指标、均衡配置、部署方式、案例、五个问题、利用率</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::MonitorCharts</name>
    <message>
        <source>GPU utilization (%)</source>
        <translation>GPU 利用率（%）</translation>
    </message>
    <message>
        <source>GPU memory used (GiB)</source>
        <translation>已用显存（GiB）</translation>
    </message>
    <message>
        <source>Power draw (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>温度（°C）</translation>
    </message>
    <message>
        <source>No monitoring data yet: import monitoring logs, or a report whose monitor.csv was recorded during its load test.</source>
        <translation>尚无监控数据：请导入监控日志，或导入在负载测试期间记录了 monitor.csv 的报告。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), %1 samples over %2 from %3.</source>
        <translation>
            <numerusform>%n 个 GPU，自 %3 起 %2内共 %1 个采样。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Time since the first sample (h)</source>
        <translation>自首个采样起的时间（小时）</translation>
    </message>
    <message>
        <source>Time since the first sample (min)</source>
        <translation>自首个采样起的时间（分钟）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>Sample plan</source>
        <translation>示例方案</translation>
    </message>
    <message>
        <source>Change a value</source>
        <translation>修改数值</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::PlanWizard</name>
    <message>
        <source>New plan</source>
        <translation>新建方案</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Edit the workload</source>
        <translation>编辑工作负载</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::PriceListMappingDialog</name>
    <message>
        <source>Map the columns of the price list %1</source>
        <translation>映射价格表 %1 的列</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Offering (instance type or product)</source>
        <translation>实例规格（实例类型或产品）</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPU count (GPUs in the offer)</source>
        <translation>卡数（每个报价的 GPU 数）</translation>
    </message>
    <message>
        <source>Billing (hourly, monthly, yearly, spot, purchase)</source>
        <translation>计费方式（按量、包月、包年、抢占式、购买）</translation>
    </message>
    <message>
        <source>Price (period from the cell, header, unit or billing)</source>
        <translation>单价（周期取自单元格、表头、计价单位或计费方式）</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Price per GPU-hour (× GPU count)</source>
        <translation>每卡每小时价格（× 卡数）</translation>
    </message>
    <message>
        <source>Price per day</source>
        <translation>每天价格</translation>
    </message>
    <message>
        <source>Price per GPU-day (× GPU count)</source>
        <translation>每卡每天价格（× 卡数）</translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation>每月价格</translation>
    </message>
    <message>
        <source>Price per GPU-month (× GPU count)</source>
        <translation>每卡每月价格（× 卡数）</translation>
    </message>
    <message>
        <source>Price per year</source>
        <translation>每年价格</translation>
    </message>
    <message>
        <source>Price per GPU-year (× GPU count)</source>
        <translation>每卡每年价格（× 卡数）</translation>
    </message>
    <message>
        <source>Price unit (元/卡/时, 元/台/月, per GPU-hour…)</source>
        <translation>计价单位（元/卡/时、元/台/月、per GPU-hour…）</translation>
    </message>
    <message>
        <source>Currency (CNY, USD)</source>
        <translation>币种（CNY、USD）</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Date of the price</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Source (link or document)</source>
        <translation>来源（链接或文件）</translation>
    </message>
    <message>
        <source>ID (your own, optional)</source>
        <translation>编号（自定义，可选）</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU 数</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>内存（GB）</translation>
    </message>
    <message>
        <source>Data disk (GB)</source>
        <translation>数据盘（GB）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Each row of the file is one price: a GPU offer with its billing and price. Choose what each column holds; columns marked &quot;not used&quot; are ignored. Headers in English or Chinese were recognized where they name a field. A price&apos;s period and basis are read from the cell (¥18.5/卡/时, 45,000元/台/月, $2.10 per GPU-hour), else from a unit column, its header (单价（元/月）) or the billing (包月, 按量); a price per GPU is multiplied by the GPU count.</source>
        <translation>文件的每一行是一个价格：一个 GPU 报价及其计费方式和单价。请选择每列的内容；标为“不使用”的列将被忽略。已根据中英文表头识别出对应字段。价格的周期和计价基准依次取自单元格（¥18.5/卡/时、45,000元/台/月、$2.10 per GPU-hour）、计价单位列、表头（单价（元/月））或计费方式（包月、按量）；按卡计价的价格会乘以卡数。</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>No column gives the currency: each price must name it (¥, $, 元, USD), or choose the currency of rows that name none above.</source>
        <translation>没有币种列：每个价格须写明币种（¥、$、元、USD），或在上方选择未注明币种的行所用的币种。</translation>
    </message>
    <message>
        <source>No column names the period: each price must say it (/时, /月, per hour), or choose a price field with its period, a price unit or a billing column.</source>
        <translation>没有列注明计费周期：每个价格须写明周期（/时、/月、per hour），或选择带周期的价格字段、计价单位列或计费方式列。</translation>
    </message>
    <message>
        <source>No GPU count column: a count in the GPU cell (8卡 H100, H20 x2) is read; otherwise a row is one GPU, and a price per machine is left out.</source>
        <translation>没有卡数列：会读取 GPU 单元格中的卡数（8卡 H100、H20 x2）；否则每行按 1 卡计，整机价格将不导入。</translation>
    </message>
    <message>
        <source>Reserved for a year (rate per hour or month; 12-month term)</source>
        <translation>预留一年（按小时或按月计价；期限 12 个月）</translation>
    </message>
    <message>
        <source>Reserved for three years (rate per hour or month; 36-month term)</source>
        <translation>预留三年（按小时或按月计价；期限 36 个月）</translation>
    </message>
    <message>
        <source>Price for three years (whole term)</source>
        <translation>三年价格（整个期限合计）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::PricesDialog</name>
    <message>
        <source>Your prices</source>
        <translation>自有价格</translation>
    </message>
    <message>
        <source>Prices your team negotiated or a vendor sent (CSV or XLSX, headers in English or Chinese). They replace the catalog&apos;s reference prices for the same GPU and stay when the catalog is updated. Plans opened after the import use them.</source>
        <translation>团队谈下的价格或供应商发来的价格（CSV 或 XLSX，表头可用中文或英文）。它们会替换硬件库中同一 GPU 的参考价格，并在硬件库更新后保留。导入之后打开的方案会使用这些价格。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>产品/规格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>&amp;Import price list…</source>
        <translation>导入价目表(&amp;I)…</translation>
    </message>
    <message>
        <source>Export &amp;template…</source>
        <translation>导出模板(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Import price list</source>
        <translation>导入价目表</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.xlsx)</source>
        <translation>价目表 (*.csv *.xlsx)</translation>
    </message>
    <message>
        <source>Export price-list template</source>
        <translation>导出价目表模板</translation>
    </message>
    <message>
        <source>Workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>工作簿 (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Imported %1 of %2 rows.</source>
        <translation>已导入 %2 行中的 %1 行。</translation>
    </message>
    <message>
        <source>Template written: %1</source>
        <translation>模板已写入：%1</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n price(s).</source>
        <translation>
            <numerusform>已删除 %n 个价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import &amp;price list…</source>
        <translation>导入价目表(&amp;P)…</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>Imported %1 of %2 prices (in %3 rows).</source>
        <translation>已导入 %2 个价格（共 %3 行）中的 %1 个。</translation>
    </message>
    <message>
        <source>Notes on the rows:</source>
        <translation>各行说明：</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n-month term</source>
        <translation>
            <numerusform>%1，期限 %n 个月</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ProblemBar</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>This plan cannot be sized until one input is corrected. %1&lt;br&gt;Until then, the sizing and cost figures are greyed out or empty.</source>
        <translation>需要先更正一项输入，才能为本方案计算配置。%1&lt;br&gt;在此之前，配置和成本数值显示为灰色或空白。</translation>
    </message>
    <message>
        <source>Go to the field</source>
        <translation>转到该字段</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuoteConflictDialog</name>
    <message>
        <source>The quote was changed in the team library</source>
        <translation>团队库中的报价已被修改</translation>
    </message>
    <message>
        <source>%1&apos;s quote for plan &apos;%2&apos; was changed in the team library since you read it: it is at version %3, changed by %4 at %5; yours is based on %6. Keep yours (it replaces the library&apos;s version) or take the library&apos;s into your plan. Fields that differ are marked.</source>
        <translation>在您读取之后，%1 对方案“%2”的报价已在团队库中被修改：当前为行版本 %3，由 %4 于 %5 修改；您的版本基于 %6。可保留您的版本（替换团队库中的版本），或将团队库的版本取入您的方案。不同的字段已标出。</translation>
    </message>
    <message>
        <source>no version (a new quote)</source>
        <translation>无行版本（新报价）</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>行版本 %1</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>我的</translation>
    </message>
    <message>
        <source>Library&apos;s (version %1, %2)</source>
        <translation>团队库的（行版本 %1，%2）</translation>
    </message>
    <message>
        <source>&amp;Keep mine</source>
        <translation>保留我的（&amp;K）</translation>
    </message>
    <message>
        <source>&amp;Take the library&apos;s</source>
        <translation>采用团队库的（&amp;T）</translation>
    </message>
    <message>
        <source>Decide &amp;later (save nothing)</source>
        <translation>稍后决定（不保存）（&amp;L）</translation>
    </message>
    <message>
        <source>team library offline, and the quotes cannot be kept on this computer: %1. Nothing was saved to the team library; the plan keeps its quotes.</source>
        <translation>团队库离线，且无法在本机保留报价：%1。未向团队库保存任何内容；方案保留其报价。</translation>
    </message>
    <message numerus="yes">
        <source>team library offline: %n quote(s) kept on this computer; they are sent, with the same conflict check, the next time the library is reached.</source>
        <translation>
            <numerusform>团队库离线：已在本机保留 %n 条报价；下次连上团队库时将发送，并进行同样的冲突检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was saved to the team library; the plan keeps its quotes.</source>
        <translation>未向团队库保存任何内容；方案保留其报价。</translation>
    </message>
    <message>
        <source>%1: the team library&apos;s version %2 (by %3) was taken; yours was not saved.</source>
        <translation>%1：已采用团队库中的行版本 %2（由 %3 修改）；您的版本未保存。</translation>
    </message>
    <message>
        <source>Team library: %1 added, %2 changed, %3 already as given.</source>
        <translation>团队库：新增 %1 条，修改 %2 条，%3 条已与给定内容一致。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuoteCostChart</name>
    <message>
        <source>Cost of this workload on each quote</source>
        <translation>本负载在各报价下的费用</translation>
    </message>
    <message>
        <source>Cost of this workload over %1 months</source>
        <translation>本负载 %1 个月的费用</translation>
    </message>
    <message>
        <source>Meets every minimum</source>
        <translation>满足全部最低要求</translation>
    </message>
    <message>
        <source>Below the minimum somewhere</source>
        <translation>有项目低于最低要求</translation>
    </message>
    <message>
        <source>Cost over the horizon (thousand %1)</source>
        <translation>测算周期内总费用（千 %1）</translation>
    </message>
    <message>
        <source>Cost over the horizon (%1)</source>
        <translation>测算周期内总费用（%1）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuoteEntryDialog</name>
    <message>
        <source>Enter a vendor quote</source>
        <translation>录入供应商报价</translation>
    </message>
    <message>
        <source>Vendor and prices</source>
        <translation>供应商与价格</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>供应商(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Offering:</source>
        <translation>产品/规格(&amp;O)：</translation>
    </message>
    <message>
        <source>product or instance name</source>
        <translation>产品或实例名称</translation>
    </message>
    <message>
        <source>CNY</source>
        <translation>人民币 (CNY)</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>美元 (USD)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>币种(&amp;U)：</translation>
    </message>
    <message>
        <source>Price per &amp;hour:</source>
        <translation>每小时价格(&amp;H)：</translation>
    </message>
    <message>
        <source>whole configuration</source>
        <translation>整套配置</translation>
    </message>
    <message>
        <source>Price per &amp;month:</source>
        <translation>每月价格(&amp;M)：</translation>
    </message>
    <message>
        <source>Price per &amp;year:</source>
        <translation>每年价格(&amp;Y)：</translation>
    </message>
    <message>
        <source>Billing rules:</source>
        <translation>计费规则：</translation>
    </message>
    <message>
        <source>minimum term, rounding, release</source>
        <translation>最短租期、计费取整、释放规则</translation>
    </message>
    <message>
        <source>Traffic pricing:</source>
        <translation>流量计费：</translation>
    </message>
    <message>
        <source>Support and SLA:</source>
        <translation>技术支持与 SLA：</translation>
    </message>
    <message>
        <source>Delivery time:</source>
        <translation>交付周期：</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>What the vendor offers for each requirement</source>
        <translation>供应商针对各项需求提供的配置</translation>
    </message>
    <message>
        <source>minimum %1, recommended %2</source>
        <translation>最低 %1，推荐 %2</translation>
    </message>
    <message>
        <source>minimum %1</source>
        <translation>最低 %1</translation>
    </message>
    <message>
        <source>Edit the quote of %1</source>
        <translation>编辑 %1 的报价</translation>
    </message>
    <message>
        <source>Price to buy:</source>
        <translation>采购价：</translation>
    </message>
    <message>
        <source>the machines offered, once (a hardware vendor&apos;s quote)</source>
        <translation>所报机器的一次性购买价（硬件厂商报价）</translation>
    </message>
    <message>
        <source>Price for &amp;three years:</source>
        <translation>三年价格(&amp;T)：</translation>
    </message>
    <message>
        <source>a three-year commitment, owed in full</source>
        <translation>三年期承诺，须全额支付</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuoteLibraryDialog</name>
    <message>
        <source>Quote library</source>
        <translation>报价库</translation>
    </message>
    <message>
        <source>Quotes imported or typed in for any plan. Tick the ones to compare with this plan.</source>
        <translation>为任意方案导入或录入的报价。勾选要与本方案对比的报价。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>产品/规格</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>导入时间</translation>
    </message>
    <message>
        <source>Quotes in the library</source>
        <translation>报价库中的报价</translation>
    </message>
    <message>
        <source>&amp;Add to plan</source>
        <translation>添加到方案(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete from library</source>
        <translation>从报价库删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete quotes</source>
        <translation>删除报价</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n quote(s) from the library? Plans that hold them keep their copies.</source>
        <translation>
            <numerusform>从报价库删除 %n 条报价？已包含这些报价的方案会保留各自的副本。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to buy</source>
        <translation>购买 %1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::QuotesView</name>
    <message>
        <source>&amp;Import quotes…</source>
        <translation>导入报价(&amp;I)…</translation>
    </message>
    <message>
        <source>A request-for-quote sheet filled in by a vendor (XLSX or CSV), any CSV table with one quote per row, or JSON</source>
        <translation>供应商填写的询价单（XLSX 或 CSV）、每行一条报价的任意 CSV 表格，或 JSON</translation>
    </message>
    <message>
        <source>E&amp;nter a quote…</source>
        <translation>手动录入报价(&amp;N)…</translation>
    </message>
    <message>
        <source>E&amp;dit quote…</source>
        <translation>编辑报价(&amp;D)…</translation>
    </message>
    <message>
        <source>From the quote li&amp;brary…</source>
        <translation>从报价库添加(&amp;B)…</translation>
    </message>
    <message>
        <source>Quotes imported for any plan, kept in the catalog database</source>
        <translation>为任意方案导入的报价，保存在硬件库数据库中</translation>
    </message>
    <message>
        <source>The catalog database is not available</source>
        <translation>硬件库数据库不可用</translation>
    </message>
    <message>
        <source>&amp;Remove quote</source>
        <translation>移除报价(&amp;R)</translation>
    </message>
    <message>
        <source>E&amp;xport comparison</source>
        <translation>导出对比(&amp;X)</translation>
    </message>
    <message>
        <source>PDF in English…</source>
        <translation>PDF（英文）…</translation>
    </message>
    <message>
        <source>PDF in Chinese…</source>
        <translation>PDF（中文）…</translation>
    </message>
    <message>
        <source>PDF, bilingual…</source>
        <translation>PDF（中英双语）…</translation>
    </message>
    <message>
        <source>XLSX, bilingual…</source>
        <translation>XLSX（中英双语）…</translation>
    </message>
    <message>
        <source>No quotes yet.

Export the request for quote (File ▸ Export ▸ Request for quote), send it to vendors, and import their filled-in sheets here, or import any CSV or JSON table of quotes, or enter a quote by hand. Each quote is then checked against every requirement of this plan and priced for its workload.</source>
        <translation>还没有报价。

先导出询价单（文件 ▸ 导出 ▸ 询价单）发给供应商，再在这里导入他们填好的表格；也可以导入任意 CSV 或 JSON 报价表，或手动录入报价。每条报价都会逐项对照本方案的需求检查，并按本方案的负载计算费用。</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Cost chart</source>
        <translation>费用图</translation>
    </message>
    <message>
        <source>Quotes ranked</source>
        <translation>报价排名</translation>
    </message>
    <message>
        <source>Requirements against each quote</source>
        <translation>各报价对照需求</translation>
    </message>
    <message>
        <source>The quotes cannot be compared while the plan has a problem: %1</source>
        <translation>方案存在问题，暂时无法对比报价：%1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>产品/规格</translation>
    </message>
    <message>
        <source>Below minimum</source>
        <translation>低于最低要求</translation>
    </message>
    <message>
        <source>Below recommended</source>
        <translation>低于推荐值</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation>%1 个月总费用</translation>
    </message>
    <message>
        <source>A month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>no usable price</source>
        <translation>无可用价格</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Minimum / recommended</source>
        <translation>最低 / 推荐</translation>
    </message>
    <message>
        <source>Import quotes</source>
        <translation>导入报价</translation>
    </message>
    <message>
        <source>Quote files (*.xlsx *.csv *.json);;All files (*)</source>
        <translation>报价文件 (*.xlsx *.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>Nothing imported from %1.</source>
        <translation>未从 %1 导入任何报价。</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) imported from %1.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 条报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import quotes from %1</source>
        <translation>从 %1 导入报价</translation>
    </message>
    <message>
        <source>Enter the quote of %1</source>
        <translation>录入 %1 的报价</translation>
    </message>
    <message>
        <source>Edit the quote of %1</source>
        <translation>编辑 %1 的报价</translation>
    </message>
    <message>
        <source>Add quotes from the library</source>
        <translation>从报价库添加报价</translation>
    </message>
    <message>
        <source>Remove the quote of %1</source>
        <translation>移除 %1 的报价</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>导出对比</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Comparison exported to %1.</source>
        <translation>对比已导出到 %1。</translation>
    </message>
    <message>
        <source>The comparison was not exported: %1</source>
        <translation>对比未导出：%1</translation>
    </message>
    <message>
        <source>Prices as read</source>
        <translation>读取到的价格</translation>
    </message>
    <message>
        <source>Price check</source>
        <translation>价格核查</translation>
    </message>
    <message>
        <source>Why here</source>
        <translation>排名理由</translation>
    </message>
    <message>
        <source>Far from the estimate</source>
        <translation>与估算相差较大</translation>
    </message>
    <message>
        <source>Plausible</source>
        <translation>合理</translation>
    </message>
    <message>
        <source>Re-read per GPU-hour</source>
        <translation>按每 GPU 小时重新读取</translation>
    </message>
    <message>
        <source>Re-read per hour</source>
        <translation>按每小时重新读取</translation>
    </message>
    <message>
        <source>Re-read per GPU-day</source>
        <translation>按每 GPU 天重新读取</translation>
    </message>
    <message>
        <source>Re-read per day</source>
        <translation>按每天重新读取</translation>
    </message>
    <message>
        <source>Re-read per GPU-month</source>
        <translation>按每 GPU 月重新读取</translation>
    </message>
    <message>
        <source>Re-read per month</source>
        <translation>按每月重新读取</translation>
    </message>
    <message>
        <source>Re-read per GPU-year</source>
        <translation>按每 GPU 年重新读取</translation>
    </message>
    <message>
        <source>Re-read per year</source>
        <translation>按每年重新读取</translation>
    </message>
    <message>
        <source>Re-read the prices of %1</source>
        <translation>重新读取 %1 的价格</translation>
    </message>
    <message>
        <source>Choose the GPU</source>
        <translation>选择 GPU</translation>
    </message>
    <message>
        <source>&apos;%1&apos; could be any of these GPUs of the catalog. Which one did the vendor offer?</source>
        <translation>“%1”可能是硬件库中的以下任一 GPU。供应商提供的是哪一款？</translation>
    </message>
    <message>
        <source>Choose the GPU of %1</source>
        <translation>选择 %1 的 GPU</translation>
    </message>
    <message>
        <source>Double-click to choose: %1</source>
        <translation>双击选择：%1</translation>
    </message>
    <message>
        <source>no number of these machines meets the targets</source>
        <translation>多少台这种机器都达不到目标</translation>
    </message>
    <message numerus="yes">
        <source>for %n machine(s)</source>
        <translation>
            <numerusform>按 %n 台机器计</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>任务成本</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::ScriptPanel</name>
    <message>
        <source>Save acceptance script</source>
        <translation>保存验收脚本</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh)</source>
        <translation>Shell 脚本 (*.sh)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1. Copy it to the rented machine and run it there.</source>
        <translation>已保存 %1。请将其复制到租用的机器上并在那里运行。</translation>
    </message>
    <message>
        <source>1. Acceptance script</source>
        <translation>1. 验收脚本</translation>
    </message>
    <message>
        <source>Quick: about 1 minute (inventory, health, 30-second load)</source>
        <translation>快速：约 1 分钟（硬件清点、健康检查、30 秒负载）</translation>
    </message>
    <message>
        <source>Default: about 15 minutes (adds bandwidth, NCCL, disk and a 10-minute load)</source>
        <translation>默认：约 15 分钟（另加带宽、NCCL、磁盘测试和 10 分钟负载）</translation>
    </message>
    <message>
        <source>Burn-in: a stress test of several hours with monitoring</source>
        <translation>烤机：带监控的数小时压力测试</translation>
    </message>
    <message>
        <source>Script length</source>
        <translation>脚本时长</translation>
    </message>
    <message>
        <source>Hours:</source>
        <translation>小时数：</translation>
    </message>
    <message>
        <source>Burn-in hours</source>
        <translation>烤机小时数</translation>
    </message>
    <message>
        <source>&amp;Save Script…</source>
        <translation>保存脚本(&amp;S)…</translation>
    </message>
    <message>
        <source>Write accept.sh with what this plan expects of the machine (GPUs, VRAM, driver, CPU, RAM, disks, network)</source>
        <translation>生成 accept.sh，其中写明本方案对机器的要求（GPU、显存、驱动、CPU、内存、磁盘、网络）</translation>
    </message>
    <message>
        <source>&lt;ol style=&apos;margin-left:-20px&apos;&gt;&lt;li&gt;Copy the script to the rented machine: &lt;code&gt;scp accept.sh user@host:&lt;/code&gt;&lt;/li&gt;&lt;li&gt;Run it there: &lt;code&gt;bash accept.sh&lt;/code&gt;. It needs no root, changes nothing but its report folder and skips tools that are missing, naming the package.&lt;/li&gt;&lt;li&gt;Bring back the &lt;code&gt;.tar.gz&lt;/code&gt; it packs and import it here.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;ol style=&apos;margin-left:-20px&apos;&gt;&lt;li&gt;将脚本复制到租用的机器上：&lt;code&gt;scp accept.sh user@host:&lt;/code&gt;&lt;/li&gt;&lt;li&gt;在该机器上运行：&lt;code&gt;bash accept.sh&lt;/code&gt;。脚本无需 root 权限，除自己的报告文件夹外不做任何更改；缺少的工具会跳过，并给出所需的软件包名。&lt;/li&gt;&lt;li&gt;取回它打包生成的 &lt;code&gt;.tar.gz&lt;/code&gt;，在此处导入。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <source>For advice from your real job, log the GPUs on every node while it runs and import the logs:</source>
        <translation>如需根据实际任务获得建议，请在任务运行期间记录每个节点的 GPU 状态，然后导入日志：</translation>
    </message>
    <message>
        <source>Monitoring command</source>
        <translation>监控命令</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::SettingsMenu</name>
    <message>
        <source>&amp;Team library…</source>
        <translation>团队库（&amp;T）…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::TaskPage</name>
    <message>
        <source>What will the GPUs do?</source>
        <translation>GPU 将用来做什么？</translation>
    </message>
    <message>
        <source>Task type</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Start from the scenario, not from the card name.</source>
        <translation>从应用场景出发，而不是从显卡型号出发。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::TeamLibraryDialog</name>
    <message>
        <source>Team library</source>
        <translation>团队库</translation>
    </message>
    <message>
        <source>Share the quote library with your purchasing team through a PostgreSQL server. The password is kept in the system keychain where one runs, otherwise asked once a session; it is never stored in plain text.</source>
        <translation>通过 PostgreSQL 服务器与采购团队共享报价库。系统钥匙串可用时，密码保存在其中，否则每个会话询问一次；密码从不以明文保存。</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机（&amp;H）：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口（&amp;P）：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库（&amp;D）：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户（&amp;U）：</translation>
    </message>
    <message>
        <source>&amp;TLS:</source>
        <translation>TLS（&amp;T）：</translation>
    </message>
    <message>
        <source>db.example.com</source>
        <translation>db.example.com</translation>
    </message>
    <message>
        <source>gpu_planner</source>
        <translation>gpu_planner</translation>
    </message>
    <message>
        <source>require (the default) encrypts the connection; disable, allow and prefer are accepted only for a server on this computer</source>
        <translation>require（默认）会加密连接；disable、allow 和 prefer 仅允许用于本机上的服务器</translation>
    </message>
    <message>
        <source>Test &amp;connection</source>
        <translation>测试连接（&amp;C）</translation>
    </message>
    <message>
        <source>D&amp;isconnect</source>
        <translation>断开连接（&amp;I）</translation>
    </message>
    <message>
        <source>Forget this library and its password: the Quotes view uses the quote library on this computer again</source>
        <translation>忘记此团队库及其密码：“报价”视图将重新使用本机上的报价库</translation>
    </message>
    <message>
        <source>may read and change the team&apos;s quotes and prices</source>
        <translation>可读取和修改团队的报价与价格</translation>
    </message>
    <message>
        <source>may read the team&apos;s quotes and prices; writing needs the role %1</source>
        <translation>可读取团队的报价与价格；写入需要角色 %1</translation>
    </message>
    <message>
        <source>may not read the library; ask its administrator for the role %1 or %2</source>
        <translation>无权读取团队库；请向其管理员申请角色 %1 或 %2</translation>
    </message>
    <message>
        <source>%1 (this version: %2)</source>
        <translation>%1（本版本：%2）</translation>
    </message>
    <message>
        <source>none: prepare the library with gpu-planner-cli library init</source>
        <translation>无：请用 gpu-planner-cli library init 初始化团队库</translation>
    </message>
    <message>
        <source>older: bring it up to date with gpu-planner-cli library migrate</source>
        <translation>较旧：请用 gpu-planner-cli library migrate 升级</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>已连接到 %1。</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>服务器：%1</translation>
    </message>
    <message>
        <source>Schema: %1</source>
        <translation>Schema：%1</translation>
    </message>
    <message>
        <source>User: %1 (%2): %3</source>
        <translation>用户：%1（%2）：%3</translation>
    </message>
    <message>
        <source>Disconnected: the Quotes view uses the quote library on this computer again.</source>
        <translation>已断开连接：“报价”视图将重新使用本机上的报价库。</translation>
    </message>
    <message>
        <source>Password of %1:</source>
        <translation>%1 的密码：</translation>
    </message>
    <message>
        <source>Team library password</source>
        <translation>团队库密码</translation>
    </message>
    <message>
        <source>Test connection shows the server, the schema version and your role in the library.</source>
        <translation>点击“测试连接”可查看服务器、数据库结构版本以及你在团队库中的角色。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::TeamQuotesDialog</name>
    <message>
        <source>Team quote library</source>
        <translation>团队报价库</translation>
    </message>
    <message>
        <source>Quotes your team keeps in the team library, most recently changed first. Tick the ones to compare with this plan.</source>
        <translation>团队保存在团队库中的报价，最近修改的在前。勾选要与本方案对比的报价。</translation>
    </message>
    <message>
        <source>Only quotes for plan &apos;%1&apos;</source>
        <translation>仅显示方案“%1”的报价</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>创建者</translation>
    </message>
    <message>
        <source>Last changed by</source>
        <translation>最后修改者</translation>
    </message>
    <message>
        <source>Changed at</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>行版本</translation>
    </message>
    <message>
        <source>Quotes in the team library</source>
        <translation>团队库中的报价</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>上一页（&amp;P）</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一页（&amp;N）</translation>
    </message>
    <message>
        <source>&amp;Add to plan</source>
        <translation>添加到方案（&amp;A）</translation>
    </message>
    <message>
        <source>The team library&apos;s quotes cannot be read: %1</source>
        <translation>无法读取团队库中的报价：%1</translation>
    </message>
    <message>
        <source>The local copy of the team library was not updated: %1</source>
        <translation>未更新团队库的本地副本：%1</translation>
    </message>
    <message>
        <source>%1 %2 an hour</source>
        <translation>每小时 %1 %2</translation>
    </message>
    <message>
        <source>%1 %2 a month</source>
        <translation>每月 %1 %2</translation>
    </message>
    <message>
        <source>%1 %2 a year</source>
        <translation>每年 %1 %2</translation>
    </message>
    <message>
        <source>Not a readable quote: %1</source>
        <translation>无法读取的报价：%1</translation>
    </message>
    <message>
        <source>No quotes</source>
        <translation>无报价</translation>
    </message>
    <message>
        <source>%1–%2 of %3</source>
        <translation>%1–%2，共 %3 条</translation>
    </message>
    <message>
        <source>%1 %2 to buy</source>
        <translation>购买 %1 %2</translation>
    </message>
    <message>
        <source>%1 %2 for three years</source>
        <translation>三年 %1 %2</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::VerificationView</name>
    <message>
        <source>Not imported: %1</source>
        <translation>未导入：%1</translation>
    </message>
    <message>
        <source>Problems: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Not imported: the plan has an input problem (%1); fix it first.</source>
        <translation>未导入：方案的输入有问题（%1）；请先修正。</translation>
    </message>
    <message numerus="yes">
        <source>Read %1 samples of %n GPU(s) from %2.</source>
        <translation>
            <numerusform>已从 %2 读取 %n 个 GPU 的 %1 个采样。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import acceptance report %1</source>
        <translation>导入验收报告 %1</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>已导入 %1。</translation>
    </message>
    <message>
        <source>No acceptance report imported for this plan yet.</source>
        <translation>本方案尚未导入验收报告。</translation>
    </message>
    <message>
        <source>Report %1 from %2 (%3 run, %4): %5 pass, %6 warning, %7 fail, %8 skipped.</source>
        <translation>报告 %1，来自 %2（%3模式，%4）：通过 %5 项，警告 %6 项，失败 %7 项，跳过 %8 项。</translation>
    </message>
    <message>
        <source>an unnamed host</source>
        <translation>未命名主机</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be read fully; hover over the checks for details.</source>
        <translation>
            <numerusform>%n 个文件未能完整读取；将鼠标悬停在检查项上可查看详情。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import monitoring logs taken during your real job (the command is under 1.) to see whether to add GPU memory, feed the GPUs better, use fewer or smaller GPUs, or fix cooling and power.</source>
        <translation>导入实际任务运行期间记录的监控日志（命令见第 1 步），以判断是否需要增加显存、改善 GPU 的数据供给、减少 GPU 数量或换用较小的 GPU，或者解决散热和供电问题。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) over %1 h: utilization %2 % on average (p95 %3 %), memory peak %4 %, power %5 of the limit, hottest %6 °C, throttled %7 s, idle %8 s.</source>
        <translation>
            <numerusform>%n 个 GPU，%1 h 内：平均利用率 %2 %（p95 %3 %），显存峰值 %4 %，功耗为上限的 %5，最高温度 %6 °C，降频 %7 s，空闲 %8 s。</numerusform>
        </translation>
    </message>
    <message>
        <source>No advice: the GPUs were busy, fed and cool.</source>
        <translation>无建议：GPU 负载饱满、数据供给充足、温度正常。</translation>
    </message>
    <message>
        <source>Remove acceptance results</source>
        <translation>移除验收结果</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Plan against actual: every check of the report with its verdict, what was measured, what the plan expects and the threshold applied</source>
        <translation>方案与实际对照：报告中的每个检查项及其结论、实测值、方案期望值和所用阈值</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Utilization, memory, power and temperature over time, per GPU</source>
        <translation>每个 GPU 的利用率、显存、功耗和温度随时间的变化</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>What the monitoring logs say to change, with a one-click change to the plan where there is one</source>
        <translation>根据监控日志得出的调整建议；可行时可一键修改方案</translation>
    </message>
    <message>
        <source>Remove Results</source>
        <translation>移除结果</translation>
    </message>
    <message>
        <source>Remove the imported report&apos;s verdicts from the plan (undoable)</source>
        <translation>从方案中移除已导入报告的结论（可撤销）</translation>
    </message>
    <message>
        <source>Checks of the acceptance report</source>
        <translation>验收报告的检查项</translation>
    </message>
    <message numerus="yes">
        <source>The acceptance report has %n FAIL(s) or WARNING(s); each comes with its next step.</source>
        <translation>
            <numerusform>验收报告中有 %n 项失败或警告；每项都附有下一步处理建议。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::WorkloadView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Prices and costs</source>
        <translation>价格与成本</translation>
    </message>
    <message>
        <source>What the cost figures need from you: prices the catalog does not know, the billing and the horizon.</source>
        <translation>成本计算需要您提供的信息：硬件库中没有的价格、计费方式和测算周期。</translation>
    </message>
    <message>
        <source>Change task and model…</source>
        <translation>修改任务和模型…</translation>
    </message>
    <message>
        <source>Opens the workload wizard with this plan&apos;s values (Edit &gt; Workload…)</source>
        <translation>以本方案的数值打开工作负载向导（编辑 &gt; 工作负载…）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::app::planfile</name>
    <message>
        <source>%1 is not a plan: the file must hold a JSON object.</source>
        <translation>%1 不是方案文件：文件必须包含一个 JSON 对象。</translation>
    </message>
    <message>
        <source>%1 is not a GPU Server Planner plan (no &quot;format&quot; field).</source>
        <translation>%1 不是 GPU 服务器配置规划器的方案文件（没有 &quot;format&quot; 字段）。</translation>
    </message>
    <message>
        <source>%1 is not a GPU Server Planner plan.</source>
        <translation>%1 不是 GPU 服务器配置规划器的方案文件。</translation>
    </message>
    <message>
        <source>%1: the plan has no valid &quot;workload&quot; object.</source>
        <translation>%1：方案中没有有效的 &quot;workload&quot; 对象。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: &quot;version&quot; must be a whole number, found %2.</source>
        <translation>%1：&quot;version&quot; 必须为整数，实际为 %2。</translation>
    </message>
    <message>
        <source>%1: &quot;name&quot; must be text, found %2.</source>
        <translation>%1：&quot;name&quot; 必须为文本，实际为 %2。</translation>
    </message>
    <message>
        <source>%1: checklist.%2 must be true or false, found %3.</source>
        <translation>%1：checklist.%2 必须为 true 或 false，实际为 %3。</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of GPU Server Planner: the file says plan format version %2, and this version reads plan format version %3 and older. Update the application to open it.</source>
        <translation>%1 由更新版本的 GPU 服务器配置规划器保存：文件标明方案格式版本为 %2，本版本只能读取方案格式版本 %3 及更早版本。请更新应用程序后再打开。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::io</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::AcceleratorTableModel</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 GB %2</source>
        <translation>%1 GB %2</translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation>%1，%2 GB/s</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>BF16 dense (TFLOPS)</source>
        <translation>BF16 稠密（TFLOPS）</translation>
    </message>
    <message>
        <source>FP8 dense (TFLOPS)</source>
        <translation>FP8 稠密（TFLOPS）</translation>
    </message>
    <message>
        <source>FP64 (TFLOPS)</source>
        <translation>FP64（TFLOPS）</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP（W）</translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>CUDA, compute capability %1</source>
        <translation>CUDA，计算能力 %1</translation>
    </message>
    <message>
        <source>FP4 dense (TFLOPS)</source>
        <translation>FP4 稠密（TFLOPS）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::BuyOrRentChart</name>
    <message>
        <source>Buy or rent: net cost over %1 months against utilization</source>
        <translation>购买还是租用：%1 个月净成本随利用率的变化</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>Net cost over the horizon (%1)</source>
        <translation>测算周期内净成本（%1）</translation>
    </message>
    <message>
        <source>Needs a purchase price and a rent price.</source>
        <translation>需要购买价格和租用价格。</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Cheapest rent mode</source>
        <translation>最便宜的租用方式</translation>
    </message>
    <message>
        <source>%1 This plan: %2% utilization.</source>
        <translation>%1 本方案：利用率 %2%。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::CostBreakdownChart</name>
    <message>
        <source>A month of the plan by component</source>
        <translation>方案每月成本构成</translation>
    </message>
    <message>
        <source>Renting: GPU nodes and services; buying: straight-line depreciation plus running costs.</source>
        <translation>租用：GPU 节点和服务；购买：直线法折旧加运行成本。</translation>
    </message>
    <message>
        <source>%1
(amortized)</source>
        <translation>%1
（摊销）</translation>
    </message>
    <message>
        <source>Cost a month (%1)</source>
        <translation>每月成本（%1）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::CostChart</name>
    <message>
        <source>No cost to show until the plan&apos;s input problem is fixed.</source>
        <translation>方案的输入问题修正之前，没有可显示的成本。</translation>
    </message>
    <message>
        <source>No billing mode has a price: enter one under Workload &gt; Prices and costs, or import a price list (File &gt; Import price list…).</source>
        <translation>没有任何计费方式有价格：请在“工作负载 &gt; 价格与成本”中输入，或导入价目表（文件 &gt; 导入价目表…）。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::CostView</name>
    <message>
        <source>Over time</source>
        <translation>随时间变化</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Cost charts</source>
        <translation>成本图表</translation>
    </message>
    <message>
        <source>No cost yet.</source>
        <translation>暂无成本数据。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; billing: %2 a month, %3 per useful GPU-hour at %4% utilization.</source>
        <translation>计费方式 &lt;b&gt;%1&lt;/b&gt;：每月 %2，利用率 %4% 时每有效 GPU 小时 %3。</translation>
    </message>
    <message>
        <source>Buying breaks even with %1 renting after %2 months.</source>
        <translation>与%1租用相比，购买在 %2 个月后回本。</translation>
    </message>
    <message>
        <source>%1 per million output tokens, %2 per thousand requests.</source>
        <translation>每百万输出 token %1，每千次请求 %2。</translation>
    </message>
    <message>
        <source>Missing for a complete picture: %1</source>
        <translation>完整评估还缺少：%1</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>购买还是租用</translation>
    </message>
    <message>
        <source>CNY per USD:</source>
        <translation>1 美元兑人民币：</translation>
    </message>
    <message>
        <source>Exchange rate, CNY per USD</source>
        <translation>汇率（1 美元兑人民币）</translation>
    </message>
    <message>
        <source>rate of %1</source>
        <translation>%1 的汇率</translation>
    </message>
    <message>
        <source>%1 &lt;a href=&quot;%2&quot;&gt;Source&lt;/a&gt;</source>
        <translation>%1 &lt;a href=&quot;%2&quot;&gt;来源&lt;/a&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; billing: %2 for the job, %3 GPU-hours over %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：该任务费用 %2，%4内共 %3 GPU 小时。</translation>
    </message>
    <message>
        <source>Cheapest over %1: &lt;b&gt;%2&lt;/b&gt; (%3 in total).</source>
        <translation>%1内最便宜：&lt;b&gt;%2&lt;/b&gt;（合计 %3）。</translation>
    </message>
    <message>
        <source>Enter the purchase price…</source>
        <translation>填写购买价格…</translation>
    </message>
    <message>
        <source>Opens the plan&apos;s prices and costs: a server price from a quote or your own price list makes buying comparable with renting.</source>
        <translation>打开本方案的价格与成本：填入来自报价或自有价目表的服务器价格后，即可将购买与租用进行比较。</translation>
    </message>
    <message>
        <source>The plan uses %1 billing; %2 would cost %3 less over %4. The billing is set under Workload &gt; Prices and costs.</source>
        <translation>本方案采用%1；改用%2在 %4内可节省 %3。计费方式可在“工作负载 &gt; 价格与成本”中设置。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; billing: no price, %2.</source>
        <translation>计费方式 &lt;b&gt;%1&lt;/b&gt;：缺少价格。%2。</translation>
    </message>
    <message>
        <source>%1 per hour of audio.</source>
        <translation>每小时音频 %1。</translation>
    </message>
    <message>
        <source>%1 per million tokens read.</source>
        <translation>每百万输入 token %1。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::CumulativeCostChart</name>
    <message>
        <source>Cumulative cost by billing mode</source>
        <translation>各计费方式的累计成本</translation>
    </message>
    <message>
        <source>%1 (the plan&apos;s billing)</source>
        <translation>%1（本方案计费方式）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>Buying never costs less than %1 billing.</source>
        <translation>购买的成本始终不低于%1。</translation>
    </message>
    <message>
        <source>No break-even: buying or renting has no price.</source>
        <translation>无法计算回本时间：购买或租用没有价格。</translation>
    </message>
    <message>
        <source>Buying costs less than %1 billing from month %2, after the horizon.</source>
        <translation>从第 %2 个月起购买比%1更便宜，已超出测算周期。</translation>
    </message>
    <message>
        <source>Buying costs less than %1 billing from month %2 on (%3 spent by then).</source>
        <translation>从第 %2 个月起购买比%1更便宜（届时已累计支出 %3）。</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>回本点</translation>
    </message>
    <message>
        <source>Buying not priced: enter the server price.</source>
        <translation>购买没有价格：请填写服务器价格。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::DimensionPanel</name>
    <message>
        <source>Minimum:</source>
        <translation>最低：</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>推荐：</translation>
    </message>
    <message>
        <source>Chosen:</source>
        <translation>已选：</translation>
    </message>
    <message>
        <source>Why these values?</source>
        <translation>为什么是这些值？</translation>
    </message>
    <message>
        <source>Arithmetic behind %1</source>
        <translation>%1 的计算过程</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::EditFields</name>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::FindingsView</name>
    <message>
        <source>Apply fix: %1</source>
        <translation>应用修复：%1</translation>
    </message>
    <message>
        <source>Errors (%1)</source>
        <translation>错误（%1）</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>提示（%1）</translation>
    </message>
    <message>
        <source>No findings: the configuration is balanced.</source>
        <translation>无检查结果：配置均衡。</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Open the source: %1</source>
        <translation>打开来源：%1</translation>
    </message>
    <message>
        <source>One input has a problem: %1. The findings and figures follow once it is corrected.</source>
        <translation>有一项输入存在问题：%1。更正后将显示检查结果和各项数值。</translation>
    </message>
    <message>
        <source>%1. Double-click a finding to go to its panel.</source>
        <translation>%1。双击检查结果可跳转到对应面板。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::FiveQuestions</name>
    <message>
        <source>6. The five questions before buying or renting</source>
        <translation>6. 购买或租用前的五个问题</translation>
    </message>
    <message>
        <source>Are training, testing and inference sized separately?</source>
        <translation>训练、测试和推理是否分别规划了配置？</translation>
    </message>
    <message>
        <source>Do GPU, CPU, RAM and storage match?</source>
        <translation>GPU、CPU、内存和存储是否匹配？</translation>
    </message>
    <message>
        <source>Are images, containers and automated scheduling supported?</source>
        <translation>是否支持镜像、容器和自动化调度？</translation>
    </message>
    <message>
        <source>Do data security, access control and audit logs meet the requirements?</source>
        <translation>数据安全、访问控制和日志审计是否满足要求？</translation>
    </message>
    <message>
        <source>Can the vendor&apos;s service keep up (supply, support, failure response)?</source>
        <translation>供应商的服务能否跟上（供货、技术支持、故障响应）？</translation>
    </message>
    <message>
        <source>This plan shares its GPUs between training and serving: size them separately (case 2).</source>
        <translation>该方案的 GPU 由训练和推理服务共用：应分别规划（案例 2）。</translation>
    </message>
    <message>
        <source>This plan sizes one task; mixing the three in one request inflates the specification.</source>
        <translation>该方案只针对一类任务进行规划；把三类任务混在一个需求里会抬高配置规格。</translation>
    </message>
    <message numerus="yes">
        <source>%n open finding(s) on GPU, VRAM, CPU, RAM or storage: see the findings.</source>
        <translation>
            <numerusform>GPU、显存、CPU、内存或存储方面有 %n 项未解决的检查结果，详见检查结果列表。</numerusform>
        </translation>
    </message>
    <message>
        <source>No imbalance found between GPU, CPU, RAM and storage.</source>
        <translation>未发现 GPU、CPU、内存和存储之间的配置失衡。</translation>
    </message>
    <message>
        <source>Planned: a shared container image and a scheduler with quotas.</source>
        <translation>已规划：共享容器镜像和带配额的调度器。</translation>
    </message>
    <message>
        <source>Planned: a shared container image. A scheduler helps once several people share GPUs.</source>
        <translation>已规划：共享容器镜像。多人共用 GPU 时，调度器会有帮助。</translation>
    </message>
    <message>
        <source>No shared image is planned: the same model may not reproduce across people.</source>
        <translation>未规划共享镜像：同一个模型可能换个人就无法复现。</translation>
    </message>
    <message>
        <source>Sensitive data: access control and audit logs are planned.</source>
        <translation>敏感数据：已规划访问控制和日志审计。</translation>
    </message>
    <message>
        <source>Sensitive data without full access control and audit: plan them now.</source>
        <translation>敏感数据缺少完整的访问控制和日志审计：请现在就做好规划。</translation>
    </message>
    <message>
        <source>The data is not marked sensitive; confirm that with its owners.</source>
        <translation>数据未标记为敏感；请与数据所有者确认。</translation>
    </message>
    <message>
        <source>Ask for the SLA, the response time to failures and the replacement time; the quote sheet has columns for them.</source>
        <translation>询问 SLA、故障响应时间和更换时间；报价单中有对应的列。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::ScenarioChart</name>
    <message>
        <source>Case 1: fixed 8-GPU node
vs development + bursts</source>
        <translation>案例 1：固定 8 卡节点
vs 开发实例 + 突发训练</translation>
    </message>
    <message>
        <source>Case 2: shared pool
vs split pools + autoscaling</source>
        <translation>案例 2：共享资源池
vs 拆分资源池 + 自动扩缩容</translation>
    </message>
    <message>
        <source>Scenario comparison: GPU cost a month</source>
        <translation>场景对比：每月 GPU 成本</translation>
    </message>
    <message>
        <source>As is: fixed node / shared pool</source>
        <translation>现状：固定节点 / 共享资源池</translation>
    </message>
    <message>
        <source>Alternative: tiered / split pools</source>
        <translation>替代方案：分层 / 拆分资源池</translation>
    </message>
    <message>
        <source>GPU cost a month (%1)</source>
        <translation>每月 GPU 成本（%1）</translation>
    </message>
    <message>
        <source>saves %1 a month (%2%)</source>
        <translation>每月节省 %1（%2%）</translation>
    </message>
    <message>
        <source>costs %1 more a month (%2%)</source>
        <translation>每月多花 %1（%2%）</translation>
    </message>
    <message>
        <source>For reference, a GPU cloud buying guide reports about 35% lower compute spend in case 1 and about 40% lower response time (not a cost figure) in case 2.</source>
        <translation>作为参考，一篇 GPU 云服务器选购指南报告：案例 1 的算力支出降低约 35%，案例 2 的响应时间降低约 40%（非成本数字）。</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>No case study applies to this plan.</source>
        <translation>没有适用于本方案的案例。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::SevenItemView</name>
    <message>
        <source>1. Scenario first, then the GPU model</source>
        <translation>1. 先定场景，再选 GPU 型号</translation>
    </message>
    <message>
        <source>2. GPU metrics: memory, compute per precision, interconnect</source>
        <translation>2. GPU 指标：显存、各精度算力、卡间互联</translation>
    </message>
    <message>
        <source>3. CPU, RAM, storage and network: often the real bottleneck</source>
        <translation>3. CPU、内存、存储和网络：往往才是真正的瓶颈</translation>
    </message>
    <message>
        <source>4. Cloud or self-hosted: elasticity, delivery and total cost</source>
        <translation>4. 上云还是自建：弹性、交付速度与总成本</translation>
    </message>
    <message>
        <source>5. Case comparison: tiered resources; training and inference split</source>
        <translation>5. 案例对比：资源分层；训练与推理分离</translation>
    </message>
    <message>
        <source>7. Cost through utilization, not the unit price</source>
        <translation>7. 以利用率衡量成本，而不是只看单价</translation>
    </message>
</context>
<context>
    <name>gpuplanner::widgets::UtilizationCostChart</name>
    <message>
        <source>Cost per useful GPU-hour against utilization</source>
        <translation>每有效 GPU 小时成本与利用率的关系</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour (%1)</source>
        <translation>每有效 GPU 小时成本（%1）</translation>
    </message>
    <message>
        <source>The plan&apos;s billing (%1) has no price.</source>
        <translation>方案的计费方式（%1）没有价格。</translation>
    </message>
    <message>
        <source>this plan</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>This plan (%1 billing): %2% utilization, %3 per useful GPU-hour.</source>
        <translation>本方案（计费方式：%1）：利用率 %2%，每有效 GPU 小时 %3。</translation>
    </message>
</context>
<context>
    <name>input</name>
    <message>
        <source>%1: unknown field</source>
        <translation>%1：未知字段</translation>
    </message>
    <message>
        <source>%1: unknown field; did you mean &apos;%2&apos;?</source>
        <translation>%1：未知字段；您是否想输入“%2”？</translation>
    </message>
    <message>
        <source>must be a number, found %1</source>
        <translation>必须是数字，实际为 %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation>必须在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be a whole number, found %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be true or false, found %1</source>
        <translation>必须为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>must be text, found %1</source>
        <translation>必须是文本，实际为 %1</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>must be one of %1, found &apos;%2&apos;</source>
        <translation>必须是 %1 之一，实际为“%2”</translation>
    </message>
    <message>
        <source>must be one of %1, found &apos;%2&apos;; did you mean &apos;%3&apos;?</source>
        <translation>必须是 %1 之一，实际为“%2”；您是否想输入“%3”？</translation>
    </message>
    <message>
        <source>must be an object, found %1</source>
        <translation>必须是对象，实际为 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; matches several catalog rows: %2</source>
        <translation>“%1”匹配多个硬件库记录：%2</translation>
    </message>
    <message>
        <source>no catalog row is named &apos;%1&apos;; did you mean: %2?</source>
        <translation>没有名为“%1”的硬件库记录；您是否想输入：%2？</translation>
    </message>
    <message>
        <source>no catalog row is named &apos;%1&apos;</source>
        <translation>没有名为“%1”的硬件库记录</translation>
    </message>
    <message>
        <source>custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>must not exceed parameters_b (%1)</source>
        <translation>不能超过 parameters_b（%1）</translation>
    </message>
    <message>
        <source>task %1 needs a language model; &apos;%2&apos; is a %3 model</source>
        <translation>任务 %1 需要语言模型；“%2”是 %3 模型</translation>
    </message>
    <message>
        <source>is required for a custom model</source>
        <translation>自定义模型必须填写</translation>
    </message>
    <message>
        <source>is required for a custom language model</source>
        <translation>自定义语言模型必须填写</translation>
    </message>
    <message>
        <source>must divide hidden (%1), found %2</source>
        <translation>必须能整除 hidden（%1），实际为 %2</translation>
    </message>
    <message>
        <source>must divide heads (%1), found %2</source>
        <translation>必须能整除 heads（%1），实际为 %2</translation>
    </message>
    <message>
        <source>is required for task %1</source>
        <translation>任务 %1 必须填写</translation>
    </message>
    <message>
        <source>must be 1, 2, 4 or 8, found %1</source>
        <translation>必须为 1、2、4 或 8，实际为 %1</translation>
    </message>
    <message>
        <source>optimizer offload needs zero_stage 1, 2 or 3 (DeepSpeed ZeRO-Offload)</source>
        <translation>优化器卸载需要 zero_stage 为 1、2 或 3（DeepSpeed ZeRO-Offload）</translation>
    </message>
    <message>
        <source>parameter offload needs zero_stage 3 (ZeRO-Infinity)</source>
        <translation>参数卸载需要 zero_stage 为 3（ZeRO-Infinity）</translation>
    </message>
    <message>
        <source>the workload must be a JSON object</source>
        <translation>工作负载必须是 JSON 对象</translation>
    </message>
    <message>
        <source>is required (one of %1)</source>
        <translation>必须填写（%1 之一）</translation>
    </message>
    <message>
        <source>unknown task &apos;%1&apos;</source>
        <translation>未知任务“%1”</translation>
    </message>
    <message>
        <source>unknown task &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>未知任务“%1”；您是否想输入“%2”？</translation>
    </message>
    <message>
        <source>is required: {&quot;preset&quot;: &quot;llama-2-70b&quot;} or a custom architecture</source>
        <translation>必须填写：{&quot;preset&quot;: &quot;llama-2-70b&quot;} 或自定义架构</translation>
    </message>
    <message>
        <source>streams is required for video_processing</source>
        <translation>video_processing 必须填写 streams</translation>
    </message>
    <message>
        <source>scene_gb, frames and gpu_seconds_per_frame are required for rendering</source>
        <translation>rendering 必须填写 scene_gb、frames 和 gpu_seconds_per_frame</translation>
    </message>
    <message>
        <source>fp64_tflop (total FP64 work) is required for scientific</source>
        <translation>scientific 必须填写 fp64_tflop（FP64 总计算量）</translation>
    </message>
    <message>
        <source>samples (per epoch) is required for %1</source>
        <translation>%1 必须填写 samples（每个 epoch 的样本数）</translation>
    </message>
    <message>
        <source>images_per_s is required for diffusion_inference</source>
        <translation>diffusion_inference 必须填写 images_per_s</translation>
    </message>
    <message>
        <source>no hourly offer in the catalog has the id &apos;%1&apos;</source>
        <translation>硬件库中没有 id 为“%1”的按量付费产品</translation>
    </message>
    <message>
        <source>cost: must be an object</source>
        <translation>cost：必须是对象</translation>
    </message>
    <message>
        <source>give hosting per kW or per rack unit, not both</source>
        <translation>托管费请按 kW 或按机架 U 数给出，不能同时给出</translation>
    </message>
    <message>
        <source>needs cny_per_usd</source>
        <translation>需要 cny_per_usd</translation>
    </message>
    <message>
        <source>must be 0 or at least %1, found %2</source>
        <translation>必须为 0 或至少为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <source>must be one line of text without control characters (found U+%1)</source>
        <translation>必须是不含控制字符的单行文本（发现 U+%1）</translation>
    </message>
    <message>
        <source>give mfu (model FLOPs, 6·N·D) or hfu (hardware FLOPs, recomputation counted), not both: they describe the same run two ways</source>
        <translation>请给出 mfu（模型 FLOPs，6·N·D）或 hfu（硬件 FLOPs，计入重计算），不能同时给出：两者是对同一次训练的两种描述</translation>
    </message>
    <message>
        <source>must be a name and version such as &quot;pytorch 2.7.1&quot;: letters, digits, spaces and . - + / _, at most 80 characters</source>
        <translation>必须是名称加版本号，例如“pytorch 2.7.1”：只能包含字母、数字、空格和 . - + / _，最多 80 个字符</translation>
    </message>
    <message>
        <source>must be a version such as 12.4 or 550.54.15: letters, digits and . - +, at most 40 characters</source>
        <translation>必须是版本号，例如 12.4 或 550.54.15：只能包含字母、数字和 . - +，最多 40 个字符</translation>
    </message>
    <message>
        <source>needs atoms (the molecular system&apos;s size)</source>
        <translation>需要填写原子数（分子体系的规模）</translation>
    </message>
    <message>
        <source>atoms (molecular dynamics), or instances and gb_per_instance, are required for simulation</source>
        <translation>仿真任务需要 atoms（分子动力学原子数），或 instances 与 gb_per_instance</translation>
    </message>
    <message>
        <source>points, polygons, raster_tiles or working_set_gb is required for geospatial</source>
        <translation>地理空间任务需要 points、polygons、raster_tiles 或 working_set_gb 之一</translation>
    </message>
    <message>
        <source>is required for %1</source>
        <translation>是 %1 的必填项</translation>
    </message>
    <message>
        <source>is required for polygon_parse</source>
        <translation>是 polygon_parse 的必填项</translation>
    </message>
    <message>
        <source>is required for raster_tiles</source>
        <translation>是 raster_tiles 的必填项</translation>
    </message>
    <message>
        <source>applies to LoRA only: full fine-tuning keeps FP32 master weights anyway, QLoRA stores its base in NF4</source>
        <translation>仅适用于 LoRA：全参数微调本就保留 FP32 主权重，QLoRA 的基座以 NF4 存储</translation>
    </message>
    <message>
        <source>is in nm: %1 looks like ångström (%2 nm); cut-offs run 0.5–3 nm</source>
        <translation>单位是 nm：%1 看起来是埃（Å）的数值（即 %2 nm）；截断半径通常在 0.5–3 nm 之间</translation>
    </message>
    <message>
        <source>%1 is an inference precision; train in bf16, fp16, fp8, fp4 (NVFP4) or fp32 (or use training.method qlora for a 4-bit base)</source>
        <translation>%1 是推理精度；训练请使用 bf16、fp16、fp8、fp4（NVFP4）或 fp32（4-bit 基座模型请使用 training.method qlora）</translation>
    </message>
    <message>
        <source>must not exceed layers (%1), found %2</source>
        <translation>不能超过 layers（%1），实际为 %2</translation>
    </message>
    <message>
        <source>needs sliding_window</source>
        <translation>需要同时给出 sliding_window</translation>
    </message>
    <message>
        <source>must not exceed experts (%1), found %2</source>
        <translation>不能超过 experts（%1），实际为 %2</translation>
    </message>
    <message>
        <source>GPU-offload (integration on the CPU) is modelled for NAMD only, fitted on NAMD 2.14 runs; the other engines run GPU-resident here</source>
        <translation>GPU 卸载（在 CPU 上积分）只对 NAMD 建模，依据 NAMD 2.14 的实测拟合；其他引擎在这里按 GPU 常驻模式计算</translation>
    </message>
    <message>
        <source>applies to LAMMPS only; the other engines run biomolecular force fields here</source>
        <translation>只适用于 LAMMPS；其他引擎在这里按生物分子力场计算</translation>
    </message>
    <message>
        <source>LoRA and QLoRA adapt a transformer&apos;s linear layers; a convolutional network (no hidden width given) is trained in full</source>
        <translation>LoRA 和 QLoRA 作用于 Transformer 的线性层；卷积网络（未给出隐藏层宽度）只能全参数训练</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 GPUs per node (gpu.count): tensor parallelism splits a node evenly</source>
        <translation>%1 不能整除每节点的 %2 张 GPU（gpu.count）：张量并行须把一个节点均分</translation>
    </message>
    <message>
        <source>%1 GPUs do not fit a node of %2 (gpu.count): %3 runs a simulation on the GPUs of one node</source>
        <translation>%1 张 GPU 放不进每节点 %2 张 GPU 的节点（gpu.count）：%3 的一个模拟只能在单个节点的 GPU 上运行</translation>
    </message>
    <message>
        <source>LAMMPS&apos;s materials potentials (LJ, ReaxFF, SNAP) are rated from LAMMPS-KOKKOS runs in double precision only</source>
        <translation>LAMMPS 的材料势函数（LJ、ReaxFF、SNAP）只按 LAMMPS-KOKKOS 的双精度运行数据估算</translation>
    </message>
    <message>
        <source>is required for a vision model</source>
        <translation>视觉模型必须给出此项</translation>
    </message>
    <message>
        <source>is required for a custom speech model</source>
        <translation>自定义语音模型必须提供</translation>
    </message>
    <message>
        <source>must not exceed the decoder&apos;s %1 positions, found %2</source>
        <translation>不得超过解码器的 %1 个位置，实际为 %2</translation>
    </message>
    <message>
        <source> (task diffusion_training trains it)</source>
        <translation>（请用任务 diffusion_training 训练它）</translation>
    </message>
    <message>
        <source> (task diffusion_inference serves it)</source>
        <translation>（请用任务 diffusion_inference 部署它）</translation>
    </message>
    <message>
        <source> (task cv_training trains it)</source>
        <translation>（请用任务 cv_training 训练它）</translation>
    </message>
    <message>
        <source> (transcription is sized as task batch_inference with serving.audio_hours)</source>
        <translation>（语音转写请用任务 batch_inference 并填写 serving.audio_hours）</translation>
    </message>
    <message>
        <source> (image inference is sized as task batch_inference with serving.total_requests images)</source>
        <translation>（图像推理请用任务 batch_inference，serving.total_requests 填图片数）</translation>
    </message>
    <message>
        <source>applies to training a speech model (task cv_training with a speech model) only</source>
        <translation>仅适用于训练语音模型（任务 cv_training 且模型为语音模型）</translation>
    </message>
    <message>
        <source>audio_hours (or samples, the clips per epoch) is required to train a speech model</source>
        <translation>训练语音模型需要给出 audio_hours（或 samples，即每轮的音频段数）</translation>
    </message>
    <message>
        <source> (task cv_training trains it, with training.audio_hours)</source>
        <translation>（由任务 cv_training 训练，用 training.audio_hours 给出音频时长）</translation>
    </message>
    <message>
        <source>applies to vision, speech and diffusion training (tasks cv_training and diffusion_training)</source>
        <translation>仅适用于视觉、语音和扩散模型训练（任务 cv_training 和 diffusion_training）</translation>
    </message>
    <message>
        <source>is required for raster_tiles (the tiles the GPUs hold at once, in GB)</source>
        <translation>是 raster_tiles 的必填项（GPU 同时驻留的瓦片大小，单位 GB）</translation>
    </message>
    <message>
        <source>applies to OpenMM only</source>
        <translation>只适用于 OpenMM</translation>
    </message>
    <message>
        <source>OpenMM is rated in single and mixed precision; no published double-precision OpenMM rates are fitted here</source>
        <translation>OpenMM 只按单精度和混合精度估算；这里没有可供拟合的已发表 OpenMM 双精度速度</translation>
    </message>
    <message>
        <source>LAMMPS is rated in mixed precision (GPU package) and double (KOKKOS); no single-precision runs are fitted</source>
        <translation>LAMMPS 按混合精度（GPU 包）和双精度（KOKKOS）估算；没有可供拟合的单精度实测</translation>
    </message>
    <message>
        <source>tensorrt builds inference engines; a training job runs framework or optimized kernels</source>
        <translation>tensorrt 构建的是推理引擎；训练任务请选 framework 或 optimized</translation>
    </message>
    <message>
        <source>tensorrt is rated as FP16 engines (INT8 and FP8 keep FP16 layers); precision is %1</source>
        <translation>tensorrt 按 FP16 引擎估算（INT8 和 FP8 引擎也保留 FP16 层）；当前精度为 %1</translation>
    </message>
    <message>
        <source>GROMACS, AMBER and NAMD run their GPU kernels in mixed precision only (their rates are fitted so)</source>
        <translation>GROMACS、AMBER 和 NAMD 的 GPU 计算核心只用混合精度（其速率也按混合精度拟合）</translation>
    </message>
    <message>
        <source>%1; it applies to vision models only</source>
        <translation>%1，只适用于视觉模型</translation>
    </message>
    <message>
        <source>sets a convolutional network&apos;s memory traffic</source>
        <translation>用于确定卷积网络的显存访问量</translation>
    </message>
    <message>
        <source>counts a densely connected convolutional network&apos;s concatenations</source>
        <translation>统计的是稠密连接卷积网络的拼接张量</translation>
    </message>
    <message>
        <source>counts a detector&apos;s class scores</source>
        <translation>统计的是检测器的类别分数</translation>
    </message>
    <message>
        <source>counts a diffusion model&apos;s attention scores; it applies to diffusion models only</source>
        <translation>统计的是扩散模型的注意力分数，只适用于扩散模型</translation>
    </message>
    <message>
        <source>must not exceed the pass&apos;s attention_scores_m (%1), found %2</source>
        <translation>不能超过每次前向的 attention_scores_m（%1），实际为 %2</translation>
    </message>
    <message>
        <source>an encoder reads at most %1 tokens a sequence (its positions); split longer texts into chunks, found %2</source>
        <translation>编码器每个序列最多读取 %1 个 token（受位置编码长度限制）；请把更长的文本切分成块，当前为 %2</translation>
    </message>
    <message>
        <source>applies to a custom language model only (a preset carries its own)</source>
        <translation>仅适用于自定义语言模型（预设模型自带类型）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is an encoder: it generates no tokens to serve. Size embedding or classification work as task batch_inference (serving.total_requests sequences of serving.prompt_tokens tokens)</source>
        <translation>“%1”是编码器模型，不生成 token，无法作为在线生成服务部署。请将向量化（embedding）或分类任务按 batch_inference 任务规划（serving.total_requests 个序列，每个 serving.prompt_tokens 个 token）</translation>
    </message>
    <message>
        <source>&quot;eager&quot; applies to diffusion inference and to an encoder&apos;s batch job; training has training.attention</source>
        <translation>&quot;eager&quot; 仅适用于扩散模型推理和编码器的批量任务；训练请用 training.attention</translation>
    </message>
    <message>
        <source>applies to diffusion inference (the denoiser&apos;s passes a step)</source>
        <translation>仅适用于扩散模型推理（每步去噪网络的前向次数）</translation>
    </message>
    <message>
        <source>applies to diffusion inference (a video model&apos;s frames a sample)</source>
        <translation>仅适用于扩散推理（视频模型每个样本的帧数）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a video model: training one (its frames&apos; tokens spread over GPUs by sequence parallelism) is not sized; plan its generation as task diffusion_inference</source>
        <translation>“%1”是视频模型：其训练（各帧的 token 通过序列并行分布到多张 GPU）不在规划范围内；请用任务 diffusion_inference 规划视频生成</translation>
    </message>
    <message>
        <source>videos_per_hour applies to diffusion_inference (a video model&apos;s load)</source>
        <translation>videos_per_hour 仅适用于 diffusion_inference（视频模型的负载）</translation>
    </message>
    <message>
        <source>videos_per_hour (or images_per_s) is required for a video model</source>
        <translation>视频模型需要给出 videos_per_hour（或 images_per_s）</translation>
    </message>
    <message>
        <source>give images_per_s or videos_per_hour, not both</source>
        <translation>images_per_s 与 videos_per_hour 只能给出其一</translation>
    </message>
    <message>
        <source>each side must be a multiple of 16 from 64 to 4096 pixels (the VAE&apos;s 8 times the patch&apos;s 2), found %1</source>
        <translation>每边须为 16 的倍数（VAE 的 8 倍下采样乘以 patch 的 2），取值 64 至 4096 像素，实际为 %1</translation>
    </message>
    <message>
        <source>frames must be 4n + 1 (1, 5, ... 81, 129): the VAE keeps the first frame and folds each next 4 into one, found %1</source>
        <translation>帧数须为 4n + 1（1、5……81、129）：VAE 保留第一帧，其后每 4 帧压缩为 1 帧，实际为 %1</translation>
    </message>
    <message>
        <source>%1x%2 video, %3 frames, one denoising step (%4 latent tokens, %5 times the preset&apos;s clip: its linear work × %5, its attention × %6)</source>
        <translation>%1x%2 视频，%3 帧，一个去噪步（%4 个潜空间 token，为预设片段的 %5 倍：线性层计算量 × %5，注意力 × %6）</translation>
    </message>
    <message>
        <source>applies to a video preset in diffusion_inference (a custom model gives gflops_per_sample for its clip)</source>
        <translation>仅适用于 diffusion_inference 中的视频预设（自定义模型请按其片段给出 gflops_per_sample）</translation>
    </message>
    <message>
        <source>must read width x height in pixels (832x480), found &apos;%1&apos;</source>
        <translation>应写作“宽 x 高”像素（如 832x480），实际为“%1”</translation>
    </message>
    <message>
        <source>counts a vision model&apos;s convolution and linear layers; it applies to vision models only</source>
        <translation>统计视觉模型的卷积层与全连接层数；仅适用于视觉模型</translation>
    </message>
    <message>
        <source>vision applies to a custom model of a batch_inference job only (a preset carries its own kind)</source>
        <translation>vision 只适用于 batch_inference 任务中的自定义模型（预设模型自带类型）</translation>
    </message>
</context>
<context>
    <name>planner</name>
    <message>
        <source>%1 nodes × %2 × %3 (%4 GPUs)</source>
        <translation>%1 个节点 × %2 × %3（共 %4 个 GPU）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 GB %2 at %3 GB/s</source>
        <translation>%1 GB %2，带宽 %3 GB/s</translation>
    </message>
    <message>
        <source>%1 cores: %2 × %3</source>
        <translation>%1 核：%2 × %3</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 核</translation>
    </message>
    <message>
        <source>%1 GB per node</source>
        <translation>每节点 %1 GB</translation>
    </message>
    <message>
        <source>%1 striped drives of </source>
        <translation>%1 块条带化的</translation>
    </message>
    <message>
        <source>system %1 GB + data %2 GB on %3%4 (%5 MB/s read)</source>
        <translation>系统盘 %1 GB + 数据盘 %2 GB（%3%4，读取 %5 MB/s）</translation>
    </message>
    <message>
        <source>one disk: system %1 GB + data %2 GB on %3%4 (%5 MB/s read)</source>
        <translation>单盘：系统 %1 GB + 数据 %2 GB（%3%4，读取 %5 MB/s）</translation>
    </message>
    <message>
        <source>public %1 Mbit/s</source>
        <translation>公网 %1 Mbit/s</translation>
    </message>
    <message>
        <source>, cluster %1 Gbit/s per node</source>
        <translation>，集群内网每节点 %1 Gbit/s</translation>
    </message>
    <message>
        <source>%1 %2, driver %3, %4</source>
        <translation>%1 %2，驱动 %3，%4</translation>
    </message>
    <message>
        <source>monitoring with alerts</source>
        <translation>监控与告警</translation>
    </message>
    <message>
        <source>no monitoring</source>
        <translation>无监控</translation>
    </message>
    <message>
        <source>checkpoint every %1 min</source>
        <translation>每 %1 分钟保存一次检查点</translation>
    </message>
    <message>
        <source>no checkpoints</source>
        <translation>无检查点</translation>
    </message>
    <message>
        <source>backup to independent storage</source>
        <translation>备份到独立存储</translation>
    </message>
    <message>
        <source>no backup</source>
        <translation>无备份</translation>
    </message>
    <message>
        <source>scheduler with GPU quotas</source>
        <translation>带 GPU 配额的调度器</translation>
    </message>
    <message>
        <source>autoscaling</source>
        <translation>自动扩缩容</translation>
    </message>
    <message>
        <source>access control and audit logs</source>
        <translation>访问控制与日志审计</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>Model: %1, %2 B parameters, %3 GFLOPs per %4.</source>
        <translation>模型：%1，%2 B 参数，%3 GFLOPs / %4。</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>Model: %1, %2 B parameters (%3 B active per token), %4 layers, hidden %5, %6 attention heads, %7 KV heads.</source>
        <translation>模型：%1，%2 B 参数（每 token 激活 %3 B），%4 层，隐藏维度 %5，%6 个注意力头，%7 个 KV 头。</translation>
    </message>
    <message>
        <source>Measured MFU %1 relates model FLOPs (%2, recomputation excluded) to time and already includes communication losses: GPU-hours = %2 ÷ (%3 TFLOPS %4 dense × %1 × 3600) = %5.</source>
        <translation>实测 MFU（模型算力利用率）%1 是模型 FLOPs（%2，不含重计算）与时间之比，已包含通信损耗：GPU 小时 = %2 ÷ (%3 TFLOPS %4 稠密 × %1 × 3600) = %5。</translation>
    </message>
    <message>
        <source>Rate per GPU = %1 TFLOPS (%2 dense peak) × default one-node utilization %3 × scaling efficiency %4 = %5 TFLOPS.</source>
        <translation>单 GPU 有效算力 = %1 TFLOPS（%2 稠密峰值）× 默认单节点利用率 %3 × 扩展效率 %4 = %5 TFLOPS。</translation>
    </message>
    <message>
        <source>GPU-hours = %1 FLOPs ÷ (%2 TFLOPS × 3600) = %3.</source>
        <translation>GPU 小时 = %1 FLOPs ÷ (%2 TFLOPS × 3600) = %3。</translation>
    </message>
    <message>
        <source>Batch job: %1 requests × %2 output tokens at %3 tokens/s on all replicas = %4 h.</source>
        <translation>批处理作业：%1 次请求 × %2 输出 token，全部副本合计 %3 tokens/s = %4 h。</translation>
    </message>
    <message numerus="yes">
        <source>Requests in flight = max(%1 concurrent, %2 req/s × time in system) = %3; %n replica(s) of batch %4 needed, %5 available; throughput %6 tokens/s.</source>
        <translation>
            <numerusform>在途请求数 = max(并发 %1, %2 req/s × 系统内停留时间) = %3；需要 %n 个 batch 为 %4 的副本，可用 %5 个；吞吐量 %6 tokens/s。</numerusform>
        </translation>
    </message>
    <message>
        <source>Short of the target: %1.</source>
        <translation>未达目标：%1。</translation>
    </message>
    <message>
        <source>%1 GB per GPU</source>
        <translation>每 GPU %1 GB</translation>
    </message>
    <message>
        <source>Model states per GPU (ZeRO stage %1 over %2 data-parallel GPUs, tensor parallel %3%4): weights %5 GB + gradients %6 GB + optimizer %7 GB (mixed-precision Adam: 2 + 2 + 12 bytes per parameter, Rajbhandari et al. 2020).</source>
        <translation>每 GPU 模型状态（ZeRO stage %1，%2 个 GPU 数据并行，张量并行 %3%4）：权重 %5 GB + 梯度 %6 GB + 优化器 %7 GB（混合精度 Adam：每参数 2 + 2 + 12 字节，Rajbhandari et al. 2020）。</translation>
    </message>
    <message>
        <source>, optimizer offloaded to host RAM</source>
        <translation>，优化器状态卸载到主机内存</translation>
    </message>
    <message>
        <source>%1: frozen base weights at %2 bytes per parameter, %3 trainable adapter parameters (rank %4 on every attention and MLP projection) with full Adam states.</source>
        <translation>%1：冻结的基座权重每参数 %2 字节，%3 个可训练适配器参数（在每个注意力和 MLP 投影上 rank 为 %4），带完整 Adam 状态。</translation>
    </message>
    <message>
        <source>Weights: %1 B parameters × %2 bytes (%3) ÷ tensor parallel %4 = %5 GB per GPU.</source>
        <translation>权重：%1 B 参数 × %2 字节（%3）÷ 张量并行 %4 = 每 GPU %5 GB。</translation>
    </message>
    <message>
        <source>KV cache: %1 bytes per token (2 × layers × KV heads × head dim × bytes; MLA: latent + RoPE key) × (%2 + %3 tokens) × batch %4 ÷ %5 = %6 GB per GPU.</source>
        <translation>KV cache：每 token %1 字节（2 × 层数 × KV 头数 × 头维度 × 字节数；MLA：latent + RoPE key）× (%2 + %3 token) × batch %4 ÷ %5 = 每 GPU %6 GB。</translation>
    </message>
    <message>
        <source>The serving engine reserves %1% of GPU memory; the rest of the reserve holds more KV cache.</source>
        <translation>推理引擎预留 %1% 的显存；预留部分中的剩余空间用于容纳更多 KV cache。</translation>
    </message>
    <message>
        <source>Weights %1 GB, gradients %2 GB, optimizer %3 GB per GPU.</source>
        <translation>每 GPU：权重 %1 GB，梯度 %2 GB，优化器 %3 GB。</translation>
    </message>
    <message>
        <source>Working memory (activations, frames, scene or data set share) %1 GB per GPU.</source>
        <translation>工作显存（激活值、帧、场景或数据集分片）每 GPU %1 GB。</translation>
    </message>
    <message>
        <source>Runtime overhead and fragmentation %1 GB; total %2 GB per GPU of %3 GB.</source>
        <translation>运行时开销与碎片 %1 GB；每 GPU 合计 %2 GB / %3 GB。</translation>
    </message>
    <message>
        <source>%1 physical cores per node</source>
        <translation>每节点 %1 个物理核心</translation>
    </message>
    <message>
        <source>%1 physical cores: %2 × %3 (%4 cores, %5 PCIe Gen%6 lanes)</source>
        <translation>%1 个物理核心：%2 × %3（%4 核，%5 条 PCIe Gen%6 通道）</translation>
    </message>
    <message>
        <source>Training: %1 to %2 physical cores per GPU for data loading and the training process (floor, and the NVIDIA DGX H100 ratio of 112 cores for 8 GPUs) × %3 GPUs per node.</source>
        <translation>训练：每 GPU %1 至 %2 个物理核心用于数据加载和训练进程（下限，以及 NVIDIA DGX H100 的 8 个 GPU 配 112 核的比例）× 每节点 %3 个 GPU。</translation>
    </message>
    <message>
        <source>Video: %1 cores per stream for demuxing, audio and muxing.</source>
        <translation>视频：每路流 %1 核，用于解封装、音频处理和封装。</translation>
    </message>
    <message>
        <source>Simulation: %1 cores per simulator instance.</source>
        <translation>仿真：每个仿真器实例 %1 核。</translation>
    </message>
    <message>
        <source>The dataset (%1 GB) exceeds %2 GB; it streams from the data disk and only %2 GB is cached.</source>
        <translation>数据集（%1 GB）超过 %2 GB；将从数据盘流式读取，只缓存 %2 GB。</translation>
    </message>
    <message>
        <source>local NVMe SSD</source>
        <translation>本地 NVMe SSD</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SATA SSD</translation>
    </message>
    <message>
        <source>hard disk</source>
        <translation>机械硬盘</translation>
    </message>
    <message>
        <source>network block storage</source>
        <translation>网络块存储</translation>
    </message>
    <message>
        <source>shared file system</source>
        <translation>共享文件系统</translation>
    </message>
    <message>
        <source>object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>Token stream: %1 tokens/s per node × 4 bytes = %2 MB/s (tiny; checkpoints dominate).</source>
        <translation>Token 流：每节点 %1 tokens/s × 4 字节 = %2 MB/s（很小；主要由检查点决定）。</translation>
    </message>
    <message>
        <source>Model load: %1 GB per node within %2 s = %3 MB/s.</source>
        <translation>模型加载：每节点 %1 GB，在 %2 s 内完成 = %3 MB/s。</translation>
    </message>
    <message>
        <source>Checkpoint write: %1 GB per node within %2 s = %3 MB/s.</source>
        <translation>检查点写入：每节点 %1 GB，在 %2 s 内完成 = %3 MB/s。</translation>
    </message>
    <message>
        <source>Many small files (%1 files of %2 MB): %3 random reads/s per node.</source>
        <translation>大量小文件（%1 个 %2 MB 的文件）：每节点每秒 %3 次随机读。</translation>
    </message>
    <message>
        <source>system %1 GB + data %2 GB on %3 (≥ %4 MB/s read)</source>
        <translation>系统盘 %1 GB + 数据盘 %2 GB（%3，读取 ≥ %4 MB/s）</translation>
    </message>
    <message>
        <source>separate system disk %1 GB + data disk %2 GB on %3</source>
        <translation>独立系统盘 %1 GB + 数据盘 %2 GB（%3）</translation>
    </message>
    <message>
        <source>%1: about %2 MB/s sequential read and %3 random-read IOPS (catalog, %4).</source>
        <translation>%1：顺序读约 %2 MB/s，随机读 %3 IOPS（硬件库，%4）。</translation>
    </message>
    <message>
        <source>Gradient all-reduce between %1 nodes: 2 × (n−1)/n × %2 GB of BF16 gradients per step; a step of %3 tokens takes %4 s, and the exchange may use %5% of it → %6 Gbit/s per node.</source>
        <translation>%1 个节点间的梯度 all-reduce：每步 2 × (n−1)/n × %2 GB BF16 梯度；一步 %3 token 耗时 %4 s，通信最多可占其中 %5% → 每节点 %6 Gbit/s。</translation>
    </message>
    <message>
        <source>Requests: %1 req/s × %2 KB = %3 Mbit/s.</source>
        <translation>请求：%1 req/s × %2 KB = %3 Mbit/s。</translation>
    </message>
    <message>
        <source>Data sync: %1 GB in a day = %2 Mbit/s.</source>
        <translation>数据同步：每天 %1 GB = %2 Mbit/s。</translation>
    </message>
    <message>
        <source> + RDMA fabric ≥ %1 Gbit/s per node (InfiniBand or RoCE)</source>
        <translation> + RDMA 网络每节点 ≥ %1 Gbit/s（InfiniBand 或 RoCE）</translation>
    </message>
    <message>
        <source>public %1 Mbit/s + cluster ≥ %2 Gbit/s per node with RDMA</source>
        <translation>公网 %1 Mbit/s + 集群内网每节点 ≥ %2 Gbit/s（RDMA）</translation>
    </message>
    <message>
        <source>%1, driver ≥ %2, %3</source>
        <translation>%1，驱动 ≥ %2，%3</translation>
    </message>
    <message>
        <source>%1, driver ≥ %2, %3, %4, Python 3.11, container image %5</source>
        <translation>%1，驱动 ≥ %2，%3，%4，Python 3.11，容器镜像 %5</translation>
    </message>
    <message>
        <source>%1 (compute capability %2) needs %3 or newer%4; %3 needs driver %5 or newer.</source>
        <translation>%1（计算能力 %2）需要 %3 或更新版本%4；%3 需要 %5 或更新版本的驱动。</translation>
    </message>
    <message>
        <source> and at most %1</source>
        <translation>，且最高为 %1</translation>
    </message>
    <message>
        <source>Sources: %1.</source>
        <translation>来源：%1。</translation>
    </message>
    <message>
        <source>Checkpoint interval: Young √(2 × write time %1 s × job MTBF %2 h) = %3 min; Daly&apos;s higher-order estimate %4 min is used. Job MTBF = %5 GPU-hours between failures ÷ %6 GPUs; write time = %7 GB per node at %8 MB/s.</source>
        <translation>检查点间隔：Young √(2 × 写入时间 %1 s × 作业 MTBF %2 h) = %3 min；采用 Daly 的高阶估计 %4 min。作业 MTBF = 每 GPU 平均故障间隔 %5 GPU 小时 ÷ %6 个 GPU；写入时间 = 每节点 %7 GB，写入速度 %8 MB/s。</translation>
    </message>
    <message>
        <source>monitor GPU memory, GPU utilization, temperature and job failures</source>
        <translation>监控显存、GPU 利用率、温度和作业失败</translation>
    </message>
    <message>
        <source>monitor GPU memory, utilization, temperature, power, disk, network and job failure rate with alerts</source>
        <translation>监控显存、利用率、温度、功耗、磁盘、网络和作业失败率，并设置告警</translation>
    </message>
    <message>
        <source>; checkpoint at least every %1 min</source>
        <translation>；至少每 %1 分钟保存一次检查点</translation>
    </message>
    <message>
        <source>; checkpoint every %1 min, copy key files to independent storage</source>
        <translation>；每 %1 分钟保存一次检查点，并将关键文件复制到独立存储</translation>
    </message>
    <message>
        <source>; hourly billing with auto-release</source>
        <translation>；按量付费并自动释放</translation>
    </message>
    <message>
        <source>; separate data disk, alerts, regular checkpoints</source>
        <translation>；独立数据盘、告警、定期检查点</translation>
    </message>
    <message>
        <source>; reserved elastic nodes, autoscaling and a reusable image</source>
        <translation>；预留弹性节点、自动扩缩容和可复用镜像</translation>
    </message>
    <message>
        <source>; a scheduler with GPU quotas and a shared image</source>
        <translation>；带 GPU 配额的调度器和共享镜像</translation>
    </message>
    <message>
        <source>; access control and audit logs</source>
        <translation>；访问控制与日志审计</translation>
    </message>
    <message>
        <source>the weights (%1 GB) do not fit %2 GPUs of %3 GB with a %4% serving reserve</source>
        <translation>在预留 %4% 推理余量的情况下，权重（%1 GB）无法放入 %2 个 %3 GB 的 GPU</translation>
    </message>
    <message>
        <source>needs %1 GB per GPU, the GPU has %2 GB</source>
        <translation>每 GPU 需要 %1 GB，而该 GPU 只有 %2 GB</translation>
    </message>
    <message>
        <source>takes %1 days, the deadline is %2 days</source>
        <translation>需要 %1 天，截止时间为 %2 天</translation>
    </message>
    <message>
        <source>%1 replicas of %2 needed, or a latency target missed</source>
        <translation>需要 %1 个 %2 副本，或无法达到时延目标</translation>
    </message>
    <message>
        <source>the GPU has no hardware video encoder</source>
        <translation>该 GPU 没有硬件视频编码器</translation>
    </message>
    <message>
        <source>the GPU&apos;s video engines cannot run one stream</source>
        <translation>该 GPU 的视频引擎连一路流都无法处理</translation>
    </message>
    <message>
        <source>the GPU has no RT cores or graphics pipeline</source>
        <translation>该 GPU 没有 RT Core 或图形管线</translation>
    </message>
    <message>
        <source>needs NVLink-class links between its GPUs</source>
        <translation>需要 GPU 之间具备 NVLink 级别的卡间互联</translation>
    </message>
    <message>
        <source>needs more than one node</source>
        <translation>需要多个节点</translation>
    </message>
    <message>
        <source>has no hardware support for %1</source>
        <translation>硬件不支持 %1</translation>
    </message>
    <message>
        <source>TP %1 × PP %2</source>
        <translation>TP %1 × PP %2</translation>
    </message>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>%1 (EP %2)</source>
        <translation>%1（EP %2）</translation>
    </message>
    <message>
        <source>%1 × 1 replica, batch %2</source>
        <translation>%1 × 1 个副本，batch %2</translation>
    </message>
    <message>
        <source>%1 × %2 replicas, batch %3</source>
        <translation>%1 × %2 个副本，batch %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <source>the weights do not fit</source>
        <translation>显存放不下权重</translation>
    </message>
    <message>
        <source>misses the time-per-token target even at batch 1</source>
        <translation>即使 batch 为 1 也达不到每 token 时延目标</translation>
    </message>
    <message>
        <source>batch %1 of at most %2, %3 ms per token, %4 tokens/s</source>
        <translation>batch %1（最多 %2），每 token %3 ms，%4 tokens/s</translation>
    </message>
    <message>
        <source>%1: short of the load</source>
        <translation>%1：无法承载负载</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Chosen: %1. Of the layouts that fit, it gives the highest throughput for the batch job.</source>
        <translation>选定：%1。在放得下的布局中，它的批处理吞吐量最高。</translation>
    </message>
    <message>
        <source>Chosen: %1. Of the layouts that meet the load, it gives the lowest time per output token; fewer GPUs are what the recommendation minimizes first, then the cost.</source>
        <translation>选定：%1。在能承载负载的布局中，它的每输出 token 时延最低；推荐时首先尽量减少 GPU 数量，其次是成本。</translation>
    </message>
    <message>
        <source>NVLink-class links</source>
        <translation>NVLink 级互联</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message numerus="yes">
        <source>Continuous batching: while %n sequence(s) per replica decode, new prompts are prefilled on the same GPUs (%1% of the time); %2 ms per output token, %3 tokens/s per sequence; the KV room allows %4 sequences.</source>
        <translation>
            <numerusform>连续批处理：每个副本解码 %n 个序列的同时，在同一批 GPU 上对新 prompt 做 prefill（占 %1% 的时间）；每输出 token %2 ms，单序列 %3 tokens/s；KV cache 空间最多容纳 %4 个序列。</numerusform>
        </translation>
    </message>
    <message>
        <source>KV cache in %1: %2 bytes per token.</source>
        <translation>KV cache 采用 %1：每 token %2 字节。</translation>
    </message>
    <message>
        <source>Latency targets: TTFT %1 ms, TPOT %2 ms (%3).</source>
        <translation>时延目标：TTFT %1 ms，TPOT %2 ms（%3）。</translation>
    </message>
    <message>
        <source>defaults where the workload gives none: MLPerf Llama 2 70B server scenario</source>
        <translation>工作负载未给出时的默认值：MLPerf Llama 2 70B server 场景</translation>
    </message>
    <message>
        <source>Weights: %1 B parameters × %2 bytes (%3) ÷ (tensor parallel %4 × pipeline stages %5) = %6 GB per GPU.</source>
        <translation>权重：%1 B 参数 × %2 字节（%3）÷（张量并行 %4 × 流水线级数 %5）= 每 GPU %6 GB。</translation>
    </message>
    <message>
        <source>Experts: expert parallel %1 over the replica&apos;s GPUs; each GPU holds 1/%1 of every MoE layer&apos;s experts and its share of the shared weights.</source>
        <translation>专家：在副本的各 GPU 上做专家并行 %1；每个 GPU 保存每个 MoE 层 1/%1 的专家，以及分摊的共享权重。</translation>
    </message>
    <message>
        <source>4·N·D for LoRA, whose frozen weights need no weight gradients</source>
        <translation>LoRA 为 4·N·D，因其冻结权重无需计算权重梯度</translation>
    </message>
    <message>
        <source>6·N·D, Kaplan et al.</source>
        <translation>6·N·D，Kaplan et al.</translation>
    </message>
    <message>
        <source>+ 2·N·D because full recomputation was chosen (the forward pass runs twice)</source>
        <translation>+ 2·N·D，因为选择了完全重计算（前向传播运行两次）</translation>
    </message>
    <message>
        <source>%1 was chosen, which adds no counted FLOPs</source>
        <translation>选择了 %1，不增加计入的 FLOPs</translation>
    </message>
    <message>
        <source>Training FLOPs = %1 × %2 active parameters × %3 tokens = %4 (%5; %6).</source>
        <translation>训练 FLOPs = %1 × %2 激活参数 × %3 token = %4（%5；%6）。</translation>
    </message>
    <message>
        <source>; memory-bound, so the memory bandwidth sets the rate</source>
        <translation>；受显存带宽限制，因此速率由显存带宽决定</translation>
    </message>
    <message>
        <source>%1, driver ≥ %2, %3, %4, container image %5 with the video driver capability</source>
        <translation>%1，驱动 ≥ %2，%3，%4，容器镜像 %5（启用驱动的视频编解码能力）</translation>
    </message>
    <message>
        <source>Video runs on the GPU&apos;s NVENC/NVDEC engines through FFmpeg (h264_nvenc, hevc_nvenc, -hwaccel cuda) or GStreamer (nvcodec plugin), not through a deep-learning framework. The container sees the engines only when NVIDIA_DRIVER_CAPABILITIES includes &quot;video&quot; (e.g. compute,utility,video); the Dockerfile sets it.</source>
        <translation>视频在 GPU 的 NVENC/NVDEC 引擎上运行，通过 FFmpeg（h264_nvenc、hevc_nvenc、-hwaccel cuda）或 GStreamer（nvcodec 插件）调用，而不是通过深度学习框架。只有当 NVIDIA_DRIVER_CAPABILITIES 包含 &quot;video&quot;（如 compute,utility,video）时，容器才能访问这些引擎；Dockerfile 已设置该变量。</translation>
    </message>
    <message>
        <source>runs %1 concurrent streams, %2 needed</source>
        <translation>可处理 %1 路并发流，需要 %2 路</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>catalog offer</source>
        <translation>硬件库报价</translation>
    </message>
    <message>
        <source>This plan encodes %1: FFmpeg&apos;s encoder %2, decoding with -hwaccel cuda.</source>
        <translation>本方案编码为 %1：使用 FFmpeg 编码器 %2，解码用 -hwaccel cuda。</translation>
    </message>
    <message>
        <source>This plan decodes %1 with -hwaccel cuda and runs the analysis model on the frames.</source>
        <translation>本方案用 -hwaccel cuda 解码 %1，并在视频帧上运行分析模型。</translation>
    </message>
    <message>
        <source>image</source>
        <translation>张图像</translation>
    </message>
    <message>
        <source>images</source>
        <translation>张图像</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>路视频流</translation>
    </message>
    <message>
        <source>streams</source>
        <translation>路视频流</translation>
    </message>
    <message>
        <source>frame</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>个实例</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>个实例</translation>
    </message>
    <message>
        <source>%1 offered; the load needs %2</source>
        <translation>报价提供 %1；负载需要 %2</translation>
    </message>
    <message>
        <source>Minimum: the smallest configuration of %1 GPUs that meets the targets: %2.</source>
        <translation>最低：满足目标的最小 %1 GPU 配置：%2。</translation>
    </message>
    <message>
        <source>Fewer GPUs hold the work but miss the targets: %1 (%2 GB per GPU needed).</source>
        <translation>更少的 GPU 也能容纳该工作负载，但达不到目标：%1（每 GPU 需要 %2 GB）。</translation>
    </message>
    <message>
        <source>No number of %1 GPUs meets the targets; the minimum is the fewest that hold the work (%2 GB per GPU needed).</source>
        <translation>无论多少个 %1 GPU 都无法满足目标；最低配置取能容纳该工作负载的最少数量（每 GPU 需要 %2 GB）。</translation>
    </message>
    <message>
        <source>Minimum per GPU on the minimum configuration of %1 GPUs (%2 GB); recommended per GPU on the recommended %3 GPUs.</source>
        <translation>最低值为最低配置（%1 个 GPU）下的单 GPU 需求（%2 GB）；推荐值为推荐配置（%3 个 GPU）下的单 GPU 需求。</translation>
    </message>
    <message>
        <source>no %1 encoder in the %2 generation</source>
        <translation>%2 架构没有 %1 编码器</translation>
    </message>
    <message>
        <source>no %1 decoder in the %2 generation</source>
        <translation>%2 架构没有 %1 解码器</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) of %1 × %2 (%3)</source>
        <translation>
            <numerusform>%n 台 %1 × %2 机器（共 %3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On %n GPU(s) the run takes %1 h (%2 days); the deadline is %3 days.</source>
        <translation>
            <numerusform>在 %n 个 GPU 上运行需 %1 h（%2 天）；截止时间为 %3 天。</numerusform>
        </translation>
    </message>
    <message>
        <source>The job&apos;s %1 requests fill a batch of %2 per replica (the KV room, TPOT and any engine limit allow %3); each cycle prefills the batch&apos;s prompts, then decodes.</source>
        <translation>该作业的 %1 个请求在每个副本上组成大小为 %2 的批（KV 缓存空间、TPOT 及所设的引擎上限最多允许 %3）；每轮先对整批提示词做预填充，再解码。</translation>
    </message>
    <message numerus="yes">
        <source>FP64 work: %1 TFLOP at %2 TFLOPS FP64 per GPU (%3 peak %4 TFLOPS%5): %6 GPU-hours, %7 h on %n GPU(s).</source>
        <translation>
            <numerusform>FP64 计算量：%1 TFLOP，每 GPU FP64 %2 TFLOPS（%3 峰值 %4 TFLOPS%5）：%6 GPU 小时，%n 个 GPU 上需 %7 h。</numerusform>
        </translation>
    </message>
    <message>
        <source>ZeRO stage 3 / FSDP shards the frozen base too: each GPU keeps 1/%1 of it plus the two layers it has gathered (computing and prefetched)%2.</source>
        <translation>ZeRO 第 3 阶段 / FSDP 也会切分冻结的基座模型：每个 GPU 保存其 1/%1，另加已收集的两层（正在计算的一层和预取的一层）%2。</translation>
    </message>
    <message>
        <source>; with parameter offload the shards live in host RAM</source>
        <translation>；开启参数卸载时，这些分片保存在主机内存中</translation>
    </message>
    <message numerus="yes">
        <source>PCIe lanes from the CPUs: %1 for %n GPU(s) (16 per PCIe card; an SXM/OAM baseboard takes one x16 switch uplink per two GPUs), NVMe drives and NICs.</source>
        <translation>
            <numerusform>CPU 提供的 PCIe 通道：%1 条，用于 %n 个 GPU（每张 PCIe 卡 16 条；SXM/OAM 基板每两个 GPU 占用一条 x16 交换芯片上行链路）、NVMe 硬盘和网卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>Video in and out: %1 streams × (%2 + %3 Mbit/s) ≈ %4 Mbit/s.</source>
        <translation>视频输入与输出：%1 路 × (%2 + %3 Mbit/s) ≈ %4 Mbit/s。</translation>
    </message>
    <message>
        <source>Parsing polygons from WKT: %1 polygons/s on a V100 (cuSpatial, the 33,120 US zip-code areas in 2.37 s) × %2 ÷ %3 GB/s memory bandwidth = %4 polygons/s per GPU.</source>
        <translation>解析 WKT 多边形：V100 上每秒 %1 个（cuSpatial，2.37 s 解析 33,120 个美国邮编区）× %2 ÷ %3 GB/s 显存带宽 = 每 GPU 每秒 %4 个多边形。</translation>
    </message>
    <message numerus="yes">
        <source>Job: %1 %2 on %n GPU(s) take %3 s.</source>
        <translation>
            <numerusform>作业：%1 个%2在 %n 个 GPU 上需 %3 s。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deadline %1 s: %n GPU(s) needed.</source>
        <translation>
            <numerusform>截止时间 %1 s：需要 %n 个 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>optimised stack</source>
        <translation>优化栈</translation>
    </message>
    <message>
        <source>framework defaults</source>
        <translation>框架默认配置</translation>
    </message>
    <message>
        <source>UNet inference, %1</source>
        <translation>UNet 推理，%1</translation>
    </message>
    <message>
        <source>UNet training, %1</source>
        <translation>UNet 训练，%1</translation>
    </message>
    <message>
        <source>transformer or other model</source>
        <translation>Transformer 或其他模型</translation>
    </message>
    <message numerus="yes">
        <source>At %1 fs per step: %2 ns/day on one GPU; %n GPU(s) per simulation × n^%3 (4 × A100 reach 1.78× one GPU in OpenMM) = %4 ns/day per simulation.</source>
        <translation>
            <numerusform>步长 %1 fs：单 GPU %2 纳秒/天；每个模拟用 %n 个 GPU，× n^%3（OpenMM 中 4 × A100 达到单卡的 1.78 倍）= 每个模拟 %4 纳秒/天。</numerusform>
        </translation>
    </message>
    <message>
        <source>Target: %1 ns/day per simulation; %2.</source>
        <translation>目标：每个模拟 %1 纳秒/天；%2。</translation>
    </message>
    <message>
        <source>reached</source>
        <translation>已达到</translation>
    </message>
    <message>
        <source>not reached on one node&apos;s GPUs</source>
        <translation>单节点的 GPU 无法达到</translation>
    </message>
    <message numerus="yes">
        <source>%n simulation(s) of %1 ns each, %2 at a time: %3 h, %4 GPU-hours.</source>
        <translation>
            <numerusform>%n 个模拟，每个 %1 ns，同时运行 %2 个：%3 h，%4 GPU 小时。</numerusform>
        </translation>
    </message>
    <message>
        <source>simulated ns</source>
        <translation>模拟纳秒</translation>
    </message>
    <message>
        <source>point</source>
        <translation>点</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>polygon</source>
        <translation>多边形</translation>
    </message>
    <message>
        <source>polygons</source>
        <translation>多边形</translation>
    </message>
    <message>
        <source>raster tile</source>
        <translation>栅格瓦片</translation>
    </message>
    <message>
        <source>raster tiles</source>
        <translation>栅格瓦片</translation>
    </message>
    <message numerus="yes">
        <source>Needed: %1 concurrent streams; one GPU runs %2 at once, %n GPU(s) run %3.</source>
        <translation>
            <numerusform>需求：%1 路并发流；单 GPU 同时处理 %2 路，%n 个 GPU 处理 %3 路。</numerusform>
        </translation>
    </message>
    <message>
        <source> (none given: the slowest, as tools&apos; default settings measure on Turing and Ampere engines)</source>
        <translation>（未指定：按最慢预设计，与常用工具默认设置在 Turing 和 Ampere 引擎上的实测一致）</translation>
    </message>
    <message>
        <source>Output bitrate %1 Mbit/s per stream, as given.</source>
        <translation>每路输出码率 %1 Mbit/s（按所填值）。</translation>
    </message>
    <message>
        <source>Output bitrate %1 Mbit/s per stream: %2 Mbit/s for 1080p H.264 × %3 for %4 (HEVC 0.65: about 35% less than H.264, Ohm et al. 2012; AV1 0.60: 40% less, NVIDIA) × (%5 ÷ 1080)² for the resolution; it sets the egress.</source>
        <translation>每路输出码率 %1 Mbit/s：1080p H.264 为 %2 Mbit/s × %4 系数 %3（HEVC 0.65：比 H.264 约低 35%，Ohm 等，2012；AV1 0.60：低 40%，NVIDIA）× 分辨率系数 (%5 ÷ 1080)²；出网流量按此计算。</translation>
    </message>
    <message>
        <source>Sustained rate per GPU = %1 TFLOPS (%2 dense peak) × %3 (%4) = %5 TFLOPS.</source>
        <translation>每 GPU 持续算力 = %1 TFLOPS（%2 稠密峰值）× %3（%4）= %5 TFLOPS。</translation>
    </message>
    <message>
        <source>Dense FP64 work such as HPL keeps its rate as nodes are added: no scaling loss per doubling of nodes.</source>
        <translation>HPL 这类稠密 FP64 计算在增加节点时保持速率：节点数每翻一倍不计扩展损失。</translation>
    </message>
    <message>
        <source>dense FP64 such as HPL</source>
        <translation>HPL 类稠密 FP64 计算</translation>
    </message>
    <message>
        <source>system %1 GB + data %2 GB on %3</source>
        <translation>系统盘 %1 GB + 数据盘 %2 GB（%3）</translation>
    </message>
    <message>
        <source>an MLPerf-grade tuned stack</source>
        <translation>MLPerf 级调优训练栈</translation>
    </message>
    <message>
        <source>an older or plain stack</source>
        <translation>较旧或未调优的训练栈</translation>
    </message>
    <message>
        <source>Scaling efficiency = (1 − %1)^log2(%2 nodes) = %3: MFU lost per doubling of nodes over the fabric; none inside a node with NVLink-class links.</source>
        <translation>扩展效率 = (1 − %1)^log2(%2 个节点) = %3：经网络互联时节点数每翻一倍损失的 MFU；节点内有 NVLink 级互联时不计损失。</translation>
    </message>
    <message>
        <source>Scaling efficiency = (1 − %1)^log2(%2 GPUs per node, no NVLink-class links) × (1 − %3)^log2(%4 nodes) = %5.</source>
        <translation>扩展效率 = (1 − %1)^log2(每节点 %2 张 GPU，无 NVLink 级互联) × (1 − %3)^log2(%4 个节点) = %5。</translation>
    </message>
    <message>
        <source>Bandwidth %1 GB/s matters for decode, training and memory-bound science.</source>
        <translation>显存带宽 %1 GB/s 对解码、训练和受显存带宽限制的科学计算很关键。</translation>
    </message>
    <message>
        <source>Inference nodes start from %1–%2 physical cores, at least %3 per GPU for scheduling, tokenization and request handling.</source>
        <translation>推理节点从 %1–%2 个物理核心起步，每 GPU 至少 %3 个，用于调度、分词和请求处理。</translation>
    </message>
    <message>
        <source>Heavy preprocessing (transcoding, geospatial computation, large-scale augmentation): %1–%2 physical cores.</source>
        <translation>重度预处理（转码、地理空间计算、大规模数据增强）：%1–%2 个物理核心。</translation>
    </message>
    <message>
        <source>Check clock speed and memory channels too: more channels feed the data pipeline.</source>
        <translation>还需检查主频和内存通道数：通道越多，越能喂饱数据流水线。</translation>
    </message>
    <message>
        <source>(dataset cache %1 GB + programs %2 × %3 GB + data-loader workers %4 GB + model staging %5 GB + offloaded optimizer states %6 GB) × (1 + %7 reserve) = %8 GB.</source>
        <translation>(数据集缓存 %1 GB + 程序 %2 × %3 GB + 数据加载 worker %4 GB + 模型暂存 %5 GB + 卸载的优化器状态 %6 GB) × (1 + 余量 %7) = %8 GB。</translation>
    </message>
    <message>
        <source>At least the node&apos;s GPU memory (%1 × %2 GB = %3 GB): high VRAM with low RAM cannot stage weights, checkpoints or pinned buffers.</source>
        <translation>至少为节点显存总量（%1 × %2 GB = %3 GB）：显存大而内存小，就无法暂存权重、检查点或锁页缓冲区。</translation>
    </message>
    <message>
        <source>Typical ranges: small inference 32–64 GB; large image, video or science data 64–256 GB. Recommended: %1× GPU memory (DGX H100 has 2 TB for 640 GB of GPU memory), rounded to a server size.</source>
        <translation>常见范围：小型推理 32–64 GB；大型图像、视频或科学数据 64–256 GB。推荐：显存的 %1 倍（DGX H100 为 640 GB 显存配 2 TB 内存），并取整到常见服务器规格。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>storage tier (drive model)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>System disk %1–%2 GB for OS, drivers, runtimes and container images, separate from the data disk (easier to grow and to troubleshoot).</source>
        <translation>系统盘 %1–%2 GB，用于操作系统、驱动、运行时和容器镜像，与数据盘分离（便于扩容和排障）。</translation>
    </message>
    <message>
        <source>Keep cold data in object storage rather than on expensive local disks.</source>
        <translation>冷数据应放在对象存储中，而不是昂贵的本地盘上。</translation>
    </message>
    <message>
        <source>About 100 Mbit/s serves a single low-rate user; many users, data sync or multi-node work need 1–10 Gbit/s or more. Check the number of public IPs, port limits, cross-region latency and whether traffic or bandwidth is billed; an intranet-only service needs no large public bandwidth.</source>
        <translation>约 100 Mbit/s 可满足单个低速率用户；多用户、数据同步或多节点作业需要 1–10 Gbit/s 甚至更高。还需确认公网 IP 数量、端口限制、跨地域时延，以及按流量还是按带宽计费；仅在内网访问的服务不需要大的公网带宽。</translation>
    </message>
    <message>
        <source>Pin the framework build to the toolkit (%1) and the Python version; write the environment into a Dockerfile so that every team member runs the same stack.</source>
        <translation>将框架构建版本与工具包（%1）及 Python 版本对应锁定；把环境写入 Dockerfile，让团队每位成员运行同一套环境。</translation>
    </message>
    <message>
        <source>Before production: check that the container sees every GPU, read the real data once, and run a short stress test recording GPU memory, temperature and power.</source>
        <translation>上线前：确认容器能识别所有 GPU，用真实数据完整读取一遍，并做一次短时压力测试，记录显存、温度和功耗。</translation>
    </message>
    <message>
        <source>Alert thresholds: GPU memory &gt; 95% (out-of-memory risk), GPU utilization &lt; 30% for an hour (the GPUs starve; 30–50% is the classic case), GPU temperature &gt; 85 °C, power at the limit for long periods, disk &gt; 85% full, job failure rate above 5% a day.</source>
        <translation>告警阈值：显存 &gt; 95%（有显存不足风险）；GPU 利用率 &lt; 30% 持续一小时（GPU 处于“饥饿”状态，30–50% 是典型情况）；GPU 温度 &gt; 85 °C；功耗长时间处于上限；磁盘使用率 &gt; 85%；作业失败率每天超过 5%。</translation>
    </message>
    <message>
        <source>Goals: lowest cost per task → hourly billing, single-GPU node, auto-release; long-run stability → separate data disk, monitoring alerts, regular checkpoints; peaks → reserved elastic nodes, network and image reuse.</source>
        <translation>目标：单任务成本最低 → 按量付费、单卡节点、自动释放；长期稳定运行 → 独立数据盘、监控告警、定期检查点；应对高峰 → 预留弹性节点、网络和镜像复用。</translation>
    </message>
    <message>
        <source>AMD ROCm documentation, system requirements (Linux) and PyTorch installation matrix</source>
        <translation>AMD ROCm 文档：系统要求（Linux）与 PyTorch 安装对照表</translation>
    </message>
    <message>
        <source>Huawei Ascend documentation, CANN / torch_npu version mapping (check the vendor&apos;s table for the exact build)</source>
        <translation>华为昇腾文档：CANN / torch_npu 版本对应表（具体版本以厂商对照表为准）</translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver); CUDA compute capability support; PyTorch 2.7 release (CUDA 11.8 / 12.6 / 12.8 builds)</source>
        <translation>NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）；CUDA 计算能力支持表；PyTorch 2.7 发行说明（CUDA 11.8 / 12.6 / 12.8 构建）</translation>
    </message>
    <message>
        <source>NVIDIA Video Codec SDK 12.1 release notes (driver 530.41 or newer), NVENC/NVDEC support matrix; Ubuntu 24.04 ffmpeg 6.1 and gstreamer1.0-plugins-bad 1.24 (nvcodec) packages; NVIDIA Container Toolkit driver capabilities (video); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation>NVIDIA Video Codec SDK 12.1 发行说明（驱动 530.41 或更新）、NVENC/NVDEC 支持矩阵；Ubuntu 24.04 的 ffmpeg 6.1 与 gstreamer1.0-plugins-bad 1.24（nvcodec）软件包；NVIDIA Container Toolkit 驱动能力说明（video）；NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）</translation>
    </message>
    <message>
        <source>an estimate: no published rate for this decoder</source>
        <translation>估计值：该解码器没有公开速率</translation>
    </message>
    <message>
        <source>Turing-class decoder of %1</source>
        <translation>%1 的 Turing 同代解码器</translation>
    </message>
    <message>
        <source>Pascal row for %1 (not in the table)</source>
        <translation>%1 不在表中，按 Pascal 一行计</translation>
    </message>
    <message>
        <source>NVDEC: %1 frames/s of 1080p %2 per engine (%3; NVIDIA NVDEC Application Note, Video Codec SDK 13.0, at the generation&apos;s highest video clock) = %4 sessions of 1080p30 per engine, %5 on the GPU&apos;s %6 engines.</source>
        <translation>NVDEC：每个引擎每秒解码 %1 帧 1080p %2（%3；NVIDIA《NVDEC 应用说明》，Video Codec SDK 13.0，按该代最高视频时钟测得）= 每个引擎 %4 路 1080p30，这块 GPU 的 %6 个引擎共 %5 路。</translation>
    </message>
    <message numerus="yes">
        <source>%1 samples/min (%2, Blender %3, median of %n run(s))</source>
        <translation>
            <numerusform>%1 采样/分钟（%2，Blender %3，%n 次运行的中位数）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 samples/min (no Blender Open Data score: FP32-scaled, an estimate)</source>
        <translation>%1 采样/分钟（Blender Open Data 无此卡得分：按 FP32 算力折算，估计值）</translation>
    </message>
    <message>
        <source>Seconds per frame: %1 s measured on the %2, scaled by Cycles scores: %2 %3, %4 %5, so %6× the time.</source>
        <translation>每帧秒数：在 %2 上实测 %1 秒，按 Cycles 得分换算：%2 为 %3，%4 为 %5，耗时为其 %6 倍。</translation>
    </message>
    <message>
        <source>%1 samples/min</source>
        <translation>%1 采样/分钟</translation>
    </message>
    <message>
        <source>No RT cores and no measured score: FP32 over the L40S&apos;s %1 TFLOPS, and %2× longer through CUDA.</source>
        <translation>没有 RT 核心，也没有实测得分：按 FP32 算力与 L40S 的 %1 TFLOPS 之比折算，且走 CUDA 渲染，耗时再乘 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 of work at %3 per second per GPU: %4 GPU-hours, %5 h on %n GPU(s).</source>
        <translation>
            <numerusform>%1 %2的工作量，每 GPU 每秒 %3：%4 GPU 小时，在 %n 个 GPU 上需 %5 h。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Needed: %1 %2 (per second for images); one GPU gives %3, %n GPU(s) give %4.</source>
        <translation>
            <numerusform>需求：%1 %2（图像为每秒）；单 GPU 提供 %3，%n 个 GPU 提供 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Video decoders: %1 frames/s of 1080p per engine (%2) = %3 sessions of 1080p30 per engine, %4 on the GPU&apos;s %5 engines.</source>
        <translation>视频解码器：每个引擎每秒解码 %1 帧 1080p（%2）= 每个引擎 %3 路 1080p30，这块 GPU 的 %5 个引擎共 %4 路。</translation>
    </message>
    <message>
        <source>Training FLOPs = %1 × %2 active parameters × %3 tokens + attention %4 = %5 (%6; %7).</source>
        <translation>训练 FLOPs = %1 × %2 激活参数 × %3 token + 注意力 %4 = %5（%6；%7）。</translation>
    </message>
    <message>
        <source>Attention&apos;s score and context matmuls have no parameters: 12 × %1 layers × %2 tokens of context × %3 (heads × head dimension) = %4 FLOPs per token, %5% of the parameter FLOPs (PaLM, Appendix B, the MFU convention)%6.</source>
        <translation>注意力的打分和上下文矩阵乘没有参数，不在 N 之内：12 × %1 层 × %2 上下文长度 × %3（头数 × 头维度）= 每 token %4 FLOPs，相当于参数 FLOPs 的 %5%（PaLM 附录 B，MFU 的通行算法）%6。</translation>
    </message>
    <message>
        <source>; full recomputation repeats its forward third</source>
        <translation>；完全重计算会把其中前向的三分之一再算一遍</translation>
    </message>
    <message>
        <source>%1: rated against its FP64 vector peak (%2 TFLOPS), not the %3 TFLOPS of its matrix cores: TOP500 counts it so, and HPL on the MI250X sustains 0.68-0.74 of the vector peak (LUMI, Adastra, Setonix).</source>
        <translation>%1：按其 FP64 向量峰值（%2 TFLOPS）计算，而不是矩阵核心的 %3 TFLOPS：TOP500 就是这样计 Rpeak 的，MI250X 上的 HPL 实际持续达到向量峰值的 0.68–0.74（LUMI、Adastra、Setonix）。</translation>
    </message>
    <message>
        <source>FP64 Tensor Core</source>
        <translation>FP64 Tensor Core</translation>
    </message>
    <message>
        <source>FP64 vector</source>
        <translation>FP64 向量</translation>
    </message>
    <message>
        <source>One GPU&apos;s video engines keep %1 streams in real time (%2× real time per stream); only whole streams count, so %3.</source>
        <translation>单卡的视频引擎可实时处理 %1 路流（每路 %2 倍实时速度）；只按整路计，故为 %3 路。</translation>
    </message>
    <message>
        <source>The frozen base is stored in %1 and computed in %2 (mixed precision)%3.</source>
        <translation>冻结的基座权重以 %1 存储、以 %2 计算（混合精度）%3。</translation>
    </message>
    <message>
        <source>; FSDP gathers its layers in %1</source>
        <translation>；FSDP 以 %1 聚合各层</translation>
    </message>
    <message>
        <source>%1: %2 points/s on a V100 (OmniSci, 18.3 million LiDAR points in 268 ms) ÷ (%3 × %4 ÷ %5 GB/s + %6 × %7 ÷ %8 FP64 TFLOPS%9) = %10 points/s per GPU. cuSpatial computes in float64, so a share %6 of the time follows FP64 and the rest memory bandwidth (Titan V against Titan RTX, Zhang 2020).</source>
        <translation>%1：V100 上每秒 %2 个点（OmniSci，1830 万个激光雷达点用时 268 ms）÷（%3 × %4 ÷ %5 GB/s + %6 × %7 ÷ %8 FP64 TFLOPS%9）= 每卡每秒 %10 个点。cuSpatial 以 float64 计算，因此 %6 的耗时受 FP64 算力制约，其余受显存带宽制约（Titan V 与 Titan RTX 对比，Zhang 2020）。</translation>
    </message>
    <message>
        <source>Point in polygon</source>
        <translation>点在多边形内判断</translation>
    </message>
    <message>
        <source> = FP32 %1 ÷ %2 on compute capability %3</source>
        <translation> = FP32 %1 ÷ %2（计算能力 %3）</translation>
    </message>
    <message>
        <source>This GPU runs FP64 at a small share of FP32: a GPU with full-rate FP64 (A100, H100) runs these float64 kernels several times faster per GB/s.</source>
        <translation>这款 GPU 的 FP64 算力只有 FP32 的一小部分：同等带宽下，具备全速 FP64 的 GPU（A100、H100）运行这类 float64 内核要快数倍。</translation>
    </message>
    <message>
        <source>The rate is per point: the number and size of the polygons do not enter (no fitted run varies them).</source>
        <translation>速率按点计：多边形的数量和复杂度未计入（拟合所用的实测未改变这两项）。</translation>
    </message>
    <message>
        <source>%1 runs %2× as fast as that OpenMM model: %3 ms per step.</source>
        <translation>%1 的速度是上述 OpenMM 模型的 %2 倍：每步 %3 ms。</translation>
    </message>
    <message>
        <source>AMBER&apos;s factor: fitted on published pmemd.cuda runs on V100, A100 and H100 (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks), at OpenMM&apos;s exponent. Measure one run of your system and compare.</source>
        <translation>AMBER 的系数：依据 V100、A100、H100 上公开的 pmemd.cuda 实测结果拟合（ACENET MDBench、Rutgers NgFEP、CSC chem-benchmarks），沿用 OpenMM 的指数。请用自己的体系实测一次再对比。</translation>
    </message>
    <message>
        <source>GROMACS&apos;s factor and exponent: fitted on published GPU-resident runs (-nb -pme -update gpu) on V100, A100 and H100 (ACENET MDBench, Rutgers NgFEP, CSC chem-benchmarks); with bonded forces or updates on the CPU it runs up to 1.5× slower. Measure one run of your system and compare.</source>
        <translation>GROMACS 的系数和指数：依据 V100、A100、H100 上公开的全 GPU 驻留运行（-nb -pme -update gpu）实测结果拟合（ACENET MDBench、Rutgers NgFEP、CSC chem-benchmarks）；若键合力或坐标更新放在 CPU 上，速度可能慢至 1/1.5。请用自己的体系实测一次再对比。</translation>
    </message>
    <message>
        <source>with RT cores</source>
        <translation>带 RT 核心</translation>
    </message>
    <message>
        <source>without RT cores</source>
        <translation>无 RT 核心</translation>
    </message>
    <message>
        <source>Time to first token = 2 × %1 active parameters × %2 prompt tokens (+ attention) ÷ (peak × %3) over tensor parallel %4, + %6 ms of the prompt&apos;s all-reduces + one decode step = %5 ms.</source>
        <translation>首 token 时延 = 2 × %1 激活参数 × %2 prompt token（+ 注意力）÷ (峰值 × %3)，张量并行 %4，+ 该 prompt 的 all-reduce %6 ms + 一个解码步 = %5 ms。</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>errors, warnings</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>errors, warnings, notes</comment>
        <translation>%1，%2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条提示</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1 fs per step: %2 ns/day on one GPU.</source>
        <translation>步长 %1 fs：单 GPU %2 纳秒/天。</translation>
    </message>
    <message>
        <source>Several GPUs per simulation: published pmemd.cuda runs gained 1.2–1.5× from 2–4 GPUs on a 239,131-atom system, and pmemd.hip 1.3× from 4 and 1.4× from 8 MI250X dies on cellulose and STMV, below n^0.414 at 8. Time one multi-GPU run before buying for it; independent simulations on one GPU each use the GPUs better.</source>
        <translation>单个模拟使用多块 GPU：公开实测中，239,131 原子的体系用 2–4 块 GPU 运行 pmemd.cuda，速度为单卡的 1.2–1.5 倍；pmemd.hip 在 MI250X 上跑纤维素和 STMV，4 个 GCD 为 1.3 倍、8 个 GCD 为 1.4 倍，8 卡时低于 n^0.414 的估算。为多卡配置下单前，请先实测一次多卡运行；让每块 GPU 各跑一个独立模拟，GPU 利用率更高。</translation>
    </message>
    <message>
        <source>not reached on the GPUs per simulation you set</source>
        <translation>在你设定的每模拟 GPU 数下未达到</translation>
    </message>
    <message>
        <source>not reached: %1 GPUs per simulation would run at %2× one GPU, no faster</source>
        <translation>未达到：每个模拟用 %1 块 GPU 只有单卡的 %2 倍速度，并不会更快</translation>
    </message>
    <message numerus="yes">
        <source>reaches %1 ns/day per simulation on %n GPU(s); %2 ns/day needed, or too few GPUs for the simulations at once</source>
        <translation>
            <numerusform>在 %n 个 GPU 上每个模拟可达 %1 纳秒/天；需要 %2 纳秒/天，或 GPU 数量不足以同时运行这些模拟</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut-off %1 nm%2: the per-atom part × (%1 ÷ %3)^%4 = × %5 (more atom pairs inside a longer cut-off; fitted on published GROMACS runs at 0.8, 0.9 and 1.2 nm): %6 ms per step.</source>
        <translation>截断半径 %1 nm%2：每原子部分 × (%1 ÷ %3)^%4 = × %5（截断半径越大，范围内的原子对越多；依据截断半径为 0.8、0.9 和 1.2 nm 的公开 GROMACS 实测拟合）：每步 %6 ms。</translation>
    </message>
    <message>
        <source> (not given; assumed)</source>
        <translation>（未填写，按此假设）</translation>
    </message>
    <message>
        <source>Cut-off %1 nm: not used for %2; its constants come from published runs at their benchmarks&apos; own cut-offs, and no fit row separates the cut-off&apos;s effect.</source>
        <translation>截断半径 %1 nm：%2 的估算不使用此项；其常数来自各基准测试按自身截断半径运行的公开实测，没有拟合数据能单独区分截断半径的影响。</translation>
    </message>
    <message>
        <source>Spatial join (quadtree), two parts one after the other. Indexing and filtering the points: %1 points/s on a V100 × %2 ÷ %3 GB/s = %4 points/s. Refining the candidate point–polygon pairs (point in polygon): %5 points/s on a V100 ÷ (%6 × %3 ÷ %2 GB/s + %7 × %8 ÷ %9 FP64 TFLOPS%10) = %11 points/s. Together 1 ÷ (1/%4 + 1/%11) = %12 points/s per GPU. Fitted on cuSpatial&apos;s quadtree joins of 168.9 million NYC taxi points on a Titan V (Zhang 2020): indexing and filtering 0.42 s, refinement 0.14–0.55 s by polygon set; cuSpatial computes in float64, so a share %7 of the refinement follows FP64 (Titan V against Titan RTX).</source>
        <translation>空间连接（四叉树）分先后两步。第一步，对点建索引并过滤：V100 上每秒 %1 个点 × %2 ÷ %3 GB/s = 每秒 %4 个点。第二步，对候选的点—多边形对做精化（点在多边形内判断）：V100 上每秒 %5 个点 ÷ (%6 × %3 ÷ %2 GB/s + %7 × %8 ÷ %9 FP64 TFLOPS%10) = 每秒 %11 个点。合计 1 ÷ (1/%4 + 1/%11) = 每卡每秒 %12 个点。依据 cuSpatial 在 Titan V 上对 1.689 亿个纽约出租车上车点的四叉树空间连接拟合（Zhang 2020）：建索引与过滤 0.42 s，精化视多边形集合不同为 0.14–0.55 s；cuSpatial 以 float64 计算，因此精化耗时中有 %7 受 FP64 算力制约（Titan V 与 Titan RTX 对比）。</translation>
    </message>
    <message>
        <source>gives %1 %2 per second, %3 needed</source>
        <translation>每秒可处理 %1 %2，需要 %3</translation>
    </message>
    <message>
        <source>ROCm: the serving efficiencies below are TensorRT-LLM&apos;s on Hopper × %1. vLLM on MI300X reaches less of its peak: Llama 2 70B FP8 on 8 × MI300X ran 27,186 tokens/s offline (MLPerf Inference v5.1, vLLM 0.6.5), 0.76 of what the CUDA efficiencies give; the same harness with vLLM 0.9.1 ran 18,559 (Llama 3.1 70B, dynamic FP8). Measure your serving stack on one node before buying for it.</source>
        <translation>ROCm：下面的推理效率取 Hopper 上 TensorRT-LLM 的数值 × %1。MI300X 上的 vLLM 能发挥出的峰值比例更低：8 × MI300X 离线运行 Llama 2 70B FP8 实测 27,186 tokens/s（MLPerf Inference v5.1，vLLM 0.6.5），只有按 CUDA 效率估算值的 0.76；同一测试框架换用 vLLM 0.9.1 只跑出 18,559（Llama 3.1 70B，动态 FP8）。采购前请先在一个节点上实测你的推理软件栈。</translation>
    </message>
    <message>
        <source>The rate is per point; the refinement depends on the polygons: on the same points it took 0.14 s for the 263 taxi zones, 0.55 s for the 71 community districts (about 1,400 vertices each) and 0.28 s for the 2,216 census tracts. The geometric mean is used, so a job can run 0.8–1.4× the estimate on a Titan V-class GPU and more on a GPU with little FP64, where the refinement is most of the time.</source>
        <translation>速率按点计；精化耗时取决于多边形：同一批点，对 263 个出租车分区耗时 0.14 s，对 71 个社区委员会辖区（每个约 1,400 个顶点）耗时 0.55 s，对 2,216 个人口普查区耗时 0.28 s。这里取几何平均，因此在 Titan V 这一档的 GPU 上，实际耗时可能是估算值的 0.8–1.4 倍；在 FP64 算力很弱的 GPU 上，精化占了大部分耗时，偏差会更大。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per simulation: GROMACS splits the box and its short-range forces; each step adds halo exchange, PME on one GPU and the traffic to it, which more GPUs do not shrink; the model keeps this part whole at a shorter cut-off (PME does not get cheaper with it): step = one GPU&apos;s step × (1/%n + %1 ÷ (%2 atoms × %3)) = × %4, so %5 ns/day per simulation (%6× one GPU). %1 atoms was fitted on STMV (1.07 million atoms, 1.2 nm) on 2 × H100 and 2 × MI250X, 1.55× and 1.99× one GPU (CSC chem-benchmarks); a 239,131-atom system with an 8 Å cut-off gained nothing from 2–4 GPUs in ACENET MDBench, so time one multi-GPU run of your system before buying for it.</source>
        <translation>
            <numerusform>每个模拟用 %n 块 GPU：GROMACS 对模拟盒做区域分解，分摊短程力计算；每一步还要增加晕区交换、集中在一块 GPU 上的 PME 及与之往来的数据传输，这部分不会因 GPU 增多而减少；截断半径缩短时，模型按这部分不变计（PME 不会因此变快）：每步耗时 = 单卡每步耗时 × (1/%n + %1 ÷ (%2 个原子 × %3)) = × %4，即每个模拟 %5 纳秒/天（单卡的 %6 倍）。%1 个原子这一常数依据 STMV（107 万原子，截断半径 1.2 nm）在 2 × H100 和 2 × MI250X 上的实测拟合，分别为单卡的 1.55 倍和 1.99 倍（CSC chem-benchmarks）；而在 ACENET MDBench 中，239,131 原子、截断半径 8 Å 的体系用 2–4 块 GPU 毫无提速，因此为多卡配置下单前，请先用自己的体系实测一次多卡运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>takes %1 s, the deadline is %2 s</source>
        <translation>耗时 %1 s，截止时间为 %2 s</translation>
    </message>
    <message>
        <source>Recommended: the minimum, %1; the %2 set in the plan miss the targets.</source>
        <translation>推荐值取最低配置 %1：方案中设定的 %2 达不到目标。</translation>
    </message>
    <message numerus="yes">
        <source>%n simulation(s) at once need %1 GPUs, the plan has %2</source>
        <translation>
            <numerusform>同时运行 %n 个模拟需要 %1 个 GPU，方案只有 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2): no published serving measurement on this software stack was found, so the efficiencies below are TensorRT-LLM&apos;s on Hopper, unadjusted; on ROCm the same efficiencies proved 1.3× too optimistic. Measure your serving stack on one node before buying for it.</source>
        <translation>%1（%2）：未找到该软件栈上公开的推理实测数据，因此下面的效率直接沿用 Hopper 上 TensorRT-LLM 的数值，未作调整；在 ROCm 上，同样的效率被证明偏乐观约 1.3 倍。采购前请先在一个节点上实测你的推理软件栈。</translation>
    </message>
    <message>
        <source>convolutional network on the FP32 units, %1</source>
        <translation>卷积网络，运行在 FP32 单元上，%1</translation>
    </message>
    <message>
        <source>convolutional network; FP32 convolutions run on TF32 tensor cores, cuDNN&apos;s default, %1</source>
        <translation>卷积网络；FP32 卷积按 cuDNN 默认在 TF32 Tensor Core 上执行，%1</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>Bandwidth-bound FP64 (sparse solvers, stencils; HPCG class): %1 FLOP per byte of the %2 GB/s datasheet bandwidth = %3 TFLOPS per GPU, fitted on TOP500 HPCG runs (a V100 or MI250X ran about 0.75 of this, an A100 up to 1.35 times it: its 40 MB L2 holds more of the solver). No loss as nodes are added: those runs grow the problem with the machine; a fixed-size problem split over more nodes loses more.</source>
        <translation>带宽受限的 FP64 计算（稀疏求解器、模板计算，HPCG 一类）：按标称显存带宽 %2 GB/s 计，每字节 %1 FLOP = 每 GPU %3 TFLOPS，依据 TOP500 HPCG 实测结果拟合（V100 或 MI250X 实测约为该值的 0.75 倍，A100 最高可达 1.35 倍：其 40 MB L2 缓存能容纳更多求解器数据）。增加节点不计扩展损失：这些实测随机器规模同步放大问题规模；若把固定规模的问题拆到更多节点上，损失会更大。</translation>
    </message>
    <message>
        <source>; × %1: %2 of an A100&apos;s step runs on CUDA cores, scaled by this card&apos;s %3 ÷ %4 TFLOPS tensor-to-FP32 ratio (%5 against 16)</source>
        <translation>；× %1：A100 上每步有 %2 的时间在 CUDA 核心上运行，按本卡张量与 FP32 算力之比 %3 ÷ %4 TFLOPS（%5，基准为 16）缩放</translation>
    </message>
    <message>
        <source>%1 (%2); an optimised stack keeps at least the framework-default share on this card: %3</source>
        <translation>%1（%2）；优化栈至少能达到本卡在框架默认配置下的利用率：%3</translation>
    </message>
    <message>
        <source>%1 is capped at %2 W: under a sustained load a 70 W T4 was seen holding about 900 of its 1,590 MHz boost clock; no such reading is stored for this card, so this estimate, taken at the boost clock, errs on the fast side.</source>
        <translation>%1 的功耗上限为 %2 W：持续负载下，70 W 的 T4 实测只能维持约 900 MHz（加速频率为 1,590 MHz）；目录中没有此卡的持续频率读数，本估算按加速频率计算，结果偏快。</translation>
    </message>
    <message>
        <source>; × %1: at its %2 W limit this card was seen holding %3 of its %4 MHz boost clock under a sustained load</source>
        <translation>；× %1：在 %2 W 功耗上限下，此卡持续负载时实测只能维持 %3 MHz（加速频率 %4 MHz）</translation>
    </message>
    <message>
        <source>no recomputation and fused attention (FlashAttention, PyTorch SDPA: the s×s scores are recomputed, not stored, so 34·s·b·h/t)</source>
        <translation>不重计算，注意力为融合内核（FlashAttention、PyTorch SDPA：s×s 注意力分数在反向时重算、不保存，故为 34·s·b·h/t）</translation>
    </message>
    <message numerus="yes">
        <source>A denoising step of %n image(s) per call is %1 ms of GPU math at this rate, but with framework defaults each kernel is launched from Python and a step takes at least %2 ms whatever the batch (eager diffusers: SD 1.5 at one image ran 32.1 ms a step on an A100 and 18.3 ms on an H100, geometric mean): %3 images per second per GPU. More images per call or an optimised stack (TensorRT, torch.compile) hides it.</source>
        <translation>
            <numerusform>每次生成 %n 张时，按此速率一个去噪步的 GPU 计算只需 %1 ms；但框架默认配置下每个内核都由 Python 启动，无论批大小如何，一步至少要 %2 ms（eager 模式的 diffusers：SD 1.5 单张生成在 A100 上每步 32.1 ms，在 H100 上 18.3 ms，取几何平均）：每张 GPU 每秒 %3 张图。每次多生成几张，或改用优化栈（TensorRT、torch.compile），可以掩盖这段时间。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (width: (%2 ÷ %3)^%4)</source>
        <translation>%1（宽度：(%2 ÷ %3)^%4）</translation>
    </message>
    <message>
        <source>1 (width %1, at least %2)</source>
        <translation>1（宽度 %1，不小于 %2）</translation>
    </message>
    <message>
        <source> × %1 (FP8: %2 × the BF16 peak ÷ the FP8 peak)</source>
        <translation>× %1（FP8：%2 × BF16 峰值 ÷ FP8 峰值）</translation>
    </message>
    <message>
        <source>, at most %1</source>
        <translation>，上限 %1</translation>
    </message>
    <message numerus="yes">
        <source>Default utilization %1 = %2 (this GPU&apos;s base, on log BF16 peak between the A100&apos;s %3 and the H100&apos;s %4) × %5 (model size: (%6 B ÷ %7 B)^%8; exponent %9 × %10 (the peak, up to the H100&apos;s) × %11 = log2(1 + %n node(s)) ÷ log2(1 + %12)) × %13%14.</source>
        <translation>
            <numerusform>默认利用率 %1 = %2（此 GPU 的基准值：按 BF16 峰值的对数在 A100 的 %3 与 H100 的 %4 之间插值）× %5（模型规模：(%6 B ÷ %7 B)^%8；指数 %9 × %10（峰值之比，最高取 H100）× %11 = log2(1 + %n 个节点) ÷ log2(1 + %12)）× %13%14。</numerusform>
        </translation>
    </message>
    <message>
        <source>Each stream decodes %1 %2p at %3 fps%4 and encodes %5 %6p at %7 fps: the decoders carry %8 streams, the encoders %9; the fewer sets the rate.</source>
        <translation>每路流解码 %1 %2p、%3 fps%4，编码为 %5 %6p、%7 fps：解码器可承载 %8 路，编码器 %9 路，取较少者。</translation>
    </message>
    <message>
        <source> (the source, as given)</source>
        <translation>（按所填的输入源）</translation>
    </message>
    <message>
        <source> (no source given: H.264 at the output&apos;s resolution and rate)</source>
        <translation>（未填输入源：按 H.264、与输出相同的分辨率和帧率）</translation>
    </message>
    <message>
        <source> × %1 (%2, as given; the calibrated default stack = 1)</source>
        <translation>× %1（%2，按所填；经校准的默认训练栈 = 1）</translation>
    </message>
    <message>
        <source>UNet inference, %1: %2</source>
        <translation>UNet 推理，%1：%2</translation>
    </message>
    <message>
        <source>Scaling efficiency = (1 − %1)^log2(%2 GPUs per node ÷ %3 per NVLink-class domain: the groups reach each other over PCIe) × (1 − %4)^log2(%5 nodes) = %6.</source>
        <translation>扩展效率 = (1 − %1)^log2(每节点 %2 张 GPU ÷ 每个 NVLink 互联组 %3 张：组与组之间经 PCIe 通信) × (1 − %4)^log2(%5 个节点) = %6。</translation>
    </message>
    <message>
        <source>%1 GeForce</source>
        <translation>%1 架构 GeForce</translation>
    </message>
    <message>
        <source>%1 data-centre and workstation</source>
        <translation>%1 架构数据中心及工作站</translation>
    </message>
    <message numerus="yes">
        <source>%1 samples/min (no Blender Open Data score: estimated from %n measured %2 GPU(s) %3, median over their runs %4 samples/min per FP32 TFLOPS × %5 TFLOPS)</source>
        <translation>
            <numerusform>%1 采样/分钟（Blender Open Data 无此卡得分：按 %n 款已实测、%3的 %2 GPU 推算，按各卡实测次数加权的每 FP32 TFLOPS 得分中位数 %4 采样/分钟 × %5 TFLOPS）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 samples/min (no Blender Open Data score, none for its architecture: estimated from %n measured GPU(s) %2, median over their runs %3 samples/min per √(FP32 TFLOPS × GB/s) × √(%4 × %5), an estimate)</source>
        <translation>
            <numerusform>%1 采样/分钟（Blender Open Data 无此卡得分，同架构也无实测：按 %n 款已实测、%2的 GPU 推算，按各卡实测次数加权的每 √(FP32 TFLOPS × GB/s) 得分中位数 %3 采样/分钟 × √(%4 × %5)，估计值）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1-architecture</source>
        <translation>%1 架构</translation>
    </message>
    <message>
        <source>, the recomputed forward</source>
        <translation>、重计算的前向</translation>
    </message>
    <message>
        <source>QLoRA expands the NF4 weights to BF16 in each of %1 passes of every micro-batch (forward, backward%2), whatever its size: %3 micro-batches of %4 tokens × %1 × %5 billion parameters × %6 bytes ÷ %7 GB/s = %8 GPU-hours more, %9 in all.</source>
        <translation>QLoRA 在每个微批次的 %1 次计算（前向、反向%2）中都要把 NF4 权重还原为 BF16，与微批次大小无关：%3 个微批次（每个 %4 个 token）× %1 × %5B 参数 × %6 字节 ÷ %7 GB/s = 多出 %8 GPU 小时，合计 %9 GPU 小时。</translation>
    </message>
    <message>
        <source> × %1 (NVFP4: %2 × %3 × the BF16 peak ÷ the FP4 peak; %3 = 1 ÷ ((1 − %4) + %4 × the FP8 peak ÷ the FP4 peak), %4 of an FP8 step runs at the FP4 rate)</source>
        <translation>× %1（NVFP4：%2 × %3 × BF16 峰值 ÷ FP4 峰值；%3 = 1 ÷ ((1 − %4) + %4 × FP8 峰值 ÷ FP4 峰值)，FP8 训练一步中有 %4 按 FP4 速率运行）</translation>
    </message>
    <message>
        <source>This is GPU time on data already in GPU memory. Reading the input from files, building the columns and writing the result run on the host and can take longer than the GPU work: NVIDIA&apos;s Spark-RAPIDS run of the same taxi-point join took 4.5 s end to end on a Titan V, whose GPU phases take 0.56 s, and 25 s on one T4 on a 4-vCPU cloud node.</source>
        <translation>以上是数据已在显存中时的 GPU 计算时间。从文件读取输入、构建列数据和写出结果都在主机上进行，耗时可能超过 GPU 部分：NVIDIA 用 Spark-RAPIDS 跑同样的出租车点位空间连接，在 Titan V 上端到端耗时 4.5 秒（其中 GPU 阶段仅 0.56 秒），在一台 4 vCPU 云主机的单张 T4 上耗时 25 秒。</translation>
    </message>
    <message>
        <source>KV cache: %1 bytes per token (2 × layers × KV heads × head dim × bytes) × %2 tokens (%3 + %4 on %5 of %6 layers; the other %7 keep a sliding window of %8) × batch %9 ÷ %10 = %11 GB per GPU.</source>
        <translation>KV 缓存：每 token %1 字节（2 × 层数 × KV 头数 × 头维度 × 字节数）× %2 个 token（%6 层中有 %5 层保存全部 %3 + %4 个 token；其余 %7 层只保留 %8 个 token 的滑动窗口）× 批大小 %9 ÷ %10 = 每 GPU %11 GB。</translation>
    </message>
    <message>
        <source>NVFP4: prefill&apos;s matrix multiplies run %1× the FP8 rate, not the %2× of the peaks (1 ÷ ((1 − %3) + %3 × FP8 %4 ÷ FP4 %5 TFLOPS); the share %3 comes from MLPerf Training&apos;s FP8 and NVFP4 runs on the same GPUs), so the prefill efficiency below is × %6 of the FP4 peak. Decode keeps the whole FP4 peak: its steps mostly wait on the 4-bit weights.</source>
        <translation>NVFP4：预填充阶段矩阵乘的速度是 FP8 的 %1 倍，而不是两者峰值之比 %2 倍（1 ÷ ((1 − %3) + %3 × FP8 %4 ÷ FP4 %5 TFLOPS)；比例 %3 取自同一批 GPU 上 MLPerf Training 的 FP8 与 NVFP4 成绩），因此下面的预填充效率按 FP4 峰值再乘以 %6。解码仍按完整的 FP4 峰值计算：解码步骤主要在等待读取 4-bit 权重。</translation>
    </message>
    <message>
        <source>DEP %1 (attention data parallel + EP %1)</source>
        <translation>DEP %1（注意力数据并行 + EP %1）</translation>
    </message>
    <message>
        <source>Time to first token = 2 × %1 active parameters × %2 prompt tokens (+ attention) ÷ (peak × %3), the attention and non-expert layers on the prompt&apos;s GPU and the experts over DEP %4, + %6 ms of the prompt&apos;s all-to-alls + one decode step = %5 ms.</source>
        <translation>首 token 时延 = 2 × %1 激活参数 × %2 个提示 token（+ 注意力）÷ (峰值 × %3)，其中注意力和非专家层在该提示所在的 GPU 上计算、专家部分分布在 DEP %4 上，+ 该提示 %6 ms 的 all-to-all 通信 + 一个解码步 = %5 ms。</translation>
    </message>
    <message>
        <source>Mixture of experts: routing each token to its experts and combining the results costs %1 bytes × hidden %2 × %3 MoE layers = %4 MB of memory traffic per token, prompt tokens too: %5 µs at %6 GB/s × %7, spread over the replica&apos;s GPUs. Fitted on TensorRT-LLM&apos;s published MoE throughputs on B200, H200 and H100; on the RTX PRO 6000 (GDDR7) published runs served 1.5–1.8× more than this model gives.</source>
        <translation>混合专家：把每个 token 路由到其专家并合并结果，每个 token 需 %1 字节 × 隐藏层宽度 %2 × %3 个 MoE 层 = %4 MB 显存访问量，提示 token 同样计入：按 %6 GB/s × %7 计为 %5 µs，分摊到副本内各 GPU。依据 TensorRT-LLM 在 B200、H200 和 H100 上公布的 MoE 吞吐量拟合；在 RTX PRO 6000（GDDR7）上，公开实测的吞吐是此处估算值的 1.5–1.8 倍。</translation>
    </message>
    <message>
        <source>Weights: attention data parallel with expert parallel %1 (DEP): each GPU holds the %2 B parameters outside the routed experts (attention, embeddings, dense layers, shared experts) whole and 1/%1 of the %3 B in routed experts, × %4 bytes (%5) = %6 GB per GPU.</source>
        <translation>权重：注意力数据并行 + 专家并行 %1（DEP）：每张 GPU 完整保存路由专家之外的 %2 B 参数（注意力、词嵌入、稠密层、共享专家），以及路由专家 %3 B 参数的 1/%1，× %4 字节（%5）= 每 GPU %6 GB。</translation>
    </message>
    <message numerus="yes">
        <source>Engine batch limit: at most %1 sequences per serving-engine instance (vLLM --max-num-seqs, TensorRT-LLM max_batch_size), %n instance(s) per replica: %2 sequences per replica%3.</source>
        <translation>
            <numerusform>推理引擎批大小上限：每个推理引擎实例最多同时处理 %1 个序列（vLLM --max-num-seqs、TensorRT-LLM max_batch_size），每个副本 %n 个实例：每个副本 %2 个序列%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>, fewer than the KV room holds</source>
        <translation>，少于 KV 缓存可容纳的序列数</translation>
    </message>
    <message>
        <source> + %1 ms of MoE routing</source>
        <translation>+ %1 ms MoE 路由 </translation>
    </message>
    <message>
        <source>Decode step on each GPU of DEP %1 = max((%10 GB outside the routed experts + the experts the group&apos;s tokens touch of %11 GB ÷ %1) ÷ (%2 GB/s × %3), 2 FLOPs per active parameter per sequence ÷ (peak × %4)) + the KV cache of its own sequences ÷ (%2 GB/s × %5), + %6 ms of all-to-alls (each layer sends every token to the GPUs of its experts and gathers the results, over %7)%12 + %8 ms fixed: %9 tokens/s for one sequence.</source>
        <translation>DEP %1 中每张 GPU 的解码单步 = max((路由专家之外的 %10 GB + 组内 token 用到的专家权重（共 %11 GB）÷ %1) ÷ (%2 GB/s × %3)，每序列每激活参数 2 FLOPs ÷ (峰值 × %4)) + 本卡序列的 KV 缓存 ÷ (%2 GB/s × %5)，+ %6 ms 的 all-to-all 通信（每层把每个 token 发往其专家所在的 GPU 并收回结果，经 %7）%12+ %8 ms 固定开销：单序列 %9 token/s。</translation>
    </message>
    <message>
        <source>Decode step = max(weights %1 GB%12 ÷ (%2 GB/s × %3), 2 FLOPs per active parameter per sequence ÷ (peak × %5)) + KV cache ÷ (%2 GB/s × %4) (attention&apos;s own kernels, after the GEMMs), over tensor parallel %6, + %7 ms of all-reduces (2 per layer over %8)%11 + %9 ms fixed: %10 tokens/s for one sequence.</source>
        <translation>解码步耗时 = max(权重 %1 GB%12 ÷ (%2 GB/s × %3), 每序列每激活参数 2 FLOPs ÷ (峰值 × %5)) + KV cache ÷ (%2 GB/s × %4)（注意力的独立 kernel，在 GEMM 之后），张量并行 %6，+ %7 ms all-reduce（每层 2 次，经 %8）%11+ %9 ms 固定开销：单序列 %10 tokens/s。</translation>
    </message>
    <message>
        <source> (read for one token: the shared weights and its experts)</source>
        <translation>（单个 token 读取的部分：共享权重及其专家）</translation>
    </message>
    <message>
        <source>Molecular dynamics: %1 physical cores per simulation, as given, × %2 at once per node.</source>
        <translation>分子动力学：每个模拟 %1 个物理核心（按填写值）× 每节点同时运行 %2 个。</translation>
    </message>
    <message>
        <source>%1 physical CPU cores per simulation, as given</source>
        <translation>每个模拟 %1 个物理 CPU 核心（按填写值）</translation>
    </message>
    <message>
        <source>%1 physical CPU cores per simulation: the fewest that reach the target</source>
        <translation>每个模拟 %1 个物理 CPU 核心：达到目标所需的最少核心数</translation>
    </message>
    <message>
        <source>%1 physical CPU cores per simulation: the most counted, and the target is not reached with them</source>
        <translation>每个模拟 %1 个物理 CPU 核心：已按上限计入，仍达不到目标</translation>
    </message>
    <message>
        <source>%1 physical CPU cores per simulation: not given, %2 per GPU assumed (NVIDIA DGX H100: 112 cores for 8 GPUs)</source>
        <translation>每个模拟 %1 个物理 CPU 核心：未填写，按每 GPU %2 核假定（NVIDIA DGX H100：8 个 GPU 配 112 核）</translation>
    </message>
    <message>
        <source>; counted as %1 per GPU: no published run used more, and one A100 gained 1.14×, not 1.5×, from 8 to 12 cores</source>
        <translation>；按每 GPU %1 核计入：已发表的运行没有用到更多，且单块 A100 从 8 核增至 12 核只快了 1.14 倍而非 1.5 倍</translation>
    </message>
    <message>
        <source>GPU-offload (NAMD 2.x): the CPU integrates and computes the bonded forces, the GPU the non-bonded ones, and a step takes the longer part. %1. CPU: %2 atoms × %3 µs ÷ %4 cores per GPU = %5 ms; GPU: %6 ms; so %7 ms per step, %8. The CPU&apos;s part was fitted on published NAMD 2.14 runs with 6–8 cores per GPU (ACENET MDBench: A100, V100, P100); NAMD 3&apos;s GPU-resident mode ran 4–5× faster on the same GPUs.</source>
        <translation>GPU 卸载模式（NAMD 2.x）：CPU 做积分并计算键合力，GPU 计算非键力，每步耗时取两者中较长的一方。%1。CPU：%2 个原子 × %3 µs ÷ 每 GPU %4 核 = %5 ms；GPU：%6 ms；因此每步 %7 ms，%8。CPU 部分依据每 GPU 6–8 核的已发表 NAMD 2.14 运行拟合（ACENET MDBench：A100、V100、P100）；同样的 GPU 上，NAMD 3 的 GPU 常驻模式快 4–5 倍。</translation>
    </message>
    <message>
        <source>bound by the CPU cores</source>
        <translation>瓶颈在 CPU 核心</translation>
    </message>
    <message>
        <source>bound by the GPU</source>
        <translation>瓶颈在 GPU</translation>
    </message>
    <message>
        <source>%1 cores would reach it</source>
        <translation>%1 个核心即可达到</translation>
    </message>
    <message>
        <source>no count of cores reaches it on these GPUs</source>
        <translation>在这些 GPU 上，核心再多也无法达到</translation>
    </message>
    <message numerus="yes">
        <source>reaches %1 ns/day per simulation on %n GPU(s) with %2 CPU cores; %3 ns/day needed. In GPU-offload mode the cores set the rate: %4</source>
        <translation>
            <numerusform>在 %n 个 GPU 上、配 %2 个 CPU 核心时每个模拟可达 %1 纳秒/天；需要 %3 纳秒/天。GPU 卸载模式下速度由 CPU 核心数决定：%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Working set %1 MB (%2 atoms × %3 bytes); this GPU&apos;s last-level cache is not in the catalog, so no spill is counted: GPUs with 4–6 MB ran systems of 400,000 atoms and more up to 1.7× slower than their speed alone gives.</source>
        <translation>工作集 %1 MB（%2 个原子 × %3 字节）；硬件库中没有这块 GPU 的末级缓存容量，因此不计溢出：末级缓存为 4–6 MB 的 GPU 跑 400,000 原子及以上的体系时，最多比仅按速度估算的慢 1.7 倍。</translation>
    </message>
    <message>
        <source>Working set %1 MB (%2 atoms × %3 bytes) fits in this GPU&apos;s %4 MB last-level cache.</source>
        <translation>工作集 %1 MB（%2 个原子 × %3 字节）能放进这块 GPU 的 %4 MB 末级缓存。</translation>
    </message>
    <message>
        <source>Working set %1 MB (%2 atoms × %3 bytes) against this GPU&apos;s %4 MB last-level cache: %5 of it spills to memory every step, the per-atom part × (1 + %6 × %5) = × %7: %8 ms per step.</source>
        <translation>工作集 %1 MB（%2 个原子 × %3 字节），而这块 GPU 的末级缓存只有 %4 MB：每步有 %5 的数据溢出到显存，每原子部分 × (1 + %6 × %5) = × %7：每步 %8 ms。</translation>
    </message>
    <message>
        <source>FP32 at the clock this card holds under a sustained load: %1 TFLOPS × %2 ÷ %3 MHz = %4 TFLOPS (a published reading at its %5 W limit).</source>
        <translation>按这块卡在持续负载下能保持的频率计算 FP32：%1 TFLOPS × %2 ÷ %3 MHz = %4 TFLOPS（该频率为其 %5 W 功耗上限下的公开实测值）。</translation>
    </message>
    <message>
        <source>Constants fitted on published OpenMM 8 runs (openmm.org/benchmarks; openmm issues 4792 and 4910: DHFR, ApoA1, cellulose, STMV on A100, H100, H200, B200); the weights of FP32 and bandwidth in the speed on OpenMM 8.4&apos;s table of nine GPUs, GeForce, workstation and data-centre; the cache term on OpenMM 7.7&apos;s table (Titan V, V100, RTX 2080 Ti, A10 and A40 against the A100).</source>
        <translation>常数依据公开的 OpenMM 8 运行结果拟合（openmm.org/benchmarks；openmm issue 4792 和 4910：DHFR、ApoA1、纤维素、STMV，在 A100、H100、H200、B200 上）；速度中 FP32 与带宽的权重依据 OpenMM 8.4 的九款 GPU（GeForce、工作站与数据中心卡）测试表拟合；缓存项依据 OpenMM 7.7 的测试表拟合（Titan V、V100、RTX 2080 Ti、A10 和 A40，均与 A100 对比）。</translation>
    </message>
    <message>
        <source>a Lennard-Jones pair potential</source>
        <translation>Lennard-Jones 对势</translation>
    </message>
    <message>
        <source>ReaxFF</source>
        <translation>ReaxFF</translation>
    </message>
    <message>
        <source>SNAP</source>
        <translation>SNAP</translation>
    </message>
    <message>
        <source>a biomolecular force field</source>
        <translation>生物分子力场</translation>
    </message>
    <message>
        <source>; ReaxFF adds its charge equilibration</source>
        <translation>；ReaxFF 还要做电荷平衡</translation>
    </message>
    <message>
        <source>NAMD&apos;s factor: fitted on published NAMD 3 GPU-resident runs on V100, A100 and H100 (ACENET MDBench); NAMD 2.x and NAMD 3 in GPU-offload mode integrate on the CPU (the GPU-offload mode rates them by their cores); NAMD 3 alpha builds on T4 and P100 ran 1.7–1.8× slower. Measure one run of your system and compare.</source>
        <translation>NAMD 的系数：依据 V100、A100、H100 上已发表的 NAMD 3 GPU 常驻模式运行拟合（ACENET MDBench）；NAMD 2.x 以及 GPU 卸载模式下的 NAMD 3 在 CPU 上做积分（选 GPU 卸载模式时按其 CPU 核心数估算）；NAMD 3 alpha 版本在 T4 和 P100 上慢 1.7–1.8 倍。请用自己的体系实测一次再对比。</translation>
    </message>
    <message numerus="yes">
        <source>%1 cores on %n GPU(s) per simulation would reach it</source>
        <translation>
            <numerusform>每个模拟用 %n 个 GPU、配 %1 个核心即可达到</numerusform>
        </translation>
    </message>
    <message>
        <source>Molecular dynamics in GPU-offload mode: %1 physical cores per simulation × %2 at once per node; the CPU cores integrate every step and set its rate (GPU Why). Recommended × %3: published NAMD 2.14 runs took 0.38–0.64 µs per atom and step on one core across CPU generations.</source>
        <translation>GPU 卸载模式的分子动力学：每个模拟 %1 个物理核心 × 每节点同时运行 %2 个；每一步的积分都在 CPU 核心上完成，由它们决定速度（见 GPU 一项的计算依据）。推荐值 × %3：已发表的 NAMD 2.14 运行在不同代 CPU 上单核每原子每步耗时 0.38–0.64 µs。</translation>
    </message>
    <message>
        <source>forward and backward without weight gradients (the base is frozen: 2)</source>
        <translation>前向加反向，但不计算权重梯度（基座冻结：2 次）</translation>
    </message>
    <message>
        <source>forward and backward (the backward pass costs two forwards, Kaplan et al. 2020: 3)</source>
        <translation>前向加反向（反向传播相当于两次前向，Kaplan et al. 2020：3 次）</translation>
    </message>
    <message>
        <source>, + 1 recomputed (full recomputation, as given)</source>
        <translation>，+ 1 次重计算（按填写值采用完全重计算）</translation>
    </message>
    <message>
        <source>, + 1 recomputed (full recomputation: without it the activations do not fit)</source>
        <translation>，+ 1 次重计算（完全重计算：不重计算则激活值放不下）</translation>
    </message>
    <message>
        <source>A training sample costs %1 forward passes of %2 GFLOPs = %3 GFLOPs: %4%5.</source>
        <translation>每个训练样本需要 %1 次前向计算，每次 %2 GFLOPs，共 %3 GFLOPs：%4%5。</translation>
    </message>
    <message>
        <source>QLoRA expands its NF4 base to BF16 in each of %1 passes: %2 B parameters × %3 bytes (fitted on torchtune&apos;s QLoRA) ÷ %4 GB/s ÷ micro-batch %5 = %6 s per sample, on top of the math.</source>
        <translation>QLoRA 在 %1 次计算中每次都要把 NF4 基座权重还原为 BF16：%2 B 参数 × %3 字节（依据 torchtune 的 QLoRA 拟合）÷ %4 GB/s ÷ 微批次 %5 = 每个样本 %6 s，计算时间之外另计。</translation>
    </message>
    <message>
        <source>Weights %1 GB, gradients %2 GB, optimizer %3 GB per GPU (mixed-precision Adam: 2 + 2 + 12 bytes per trainable parameter, Rajbhandari et al. 2020).</source>
        <translation>每 GPU 权重 %1 GB、梯度 %2 GB、优化器状态 %3 GB（混合精度 Adam：每个可训练参数 2 + 2 + 12 字节，Rajbhandari et al. 2020）。</translation>
    </message>
    <message>
        <source>%1 rank %2: the frozen base, %3 B parameters × %4 bytes, is in the weights; %5 adapter parameters = 2 × %2 ÷ width %6 of the model (adapters on every linear layer; an upper bound, trainers&apos; defaults adapt fewer) carry the gradients and Adam states.</source>
        <translation>%1 秩 %2：冻结的基座（%3 B 参数 × %4 字节）计入权重；%5 个适配器参数 = 模型参数的 2 × %2 ÷ 宽度 %6（按每个线性层都加适配器计算，是上限；训练工具默认只适配部分层），梯度和 Adam 状态只算这部分。</translation>
    </message>
    <message>
        <source>full recomputation keeps each layer&apos;s input</source>
        <translation>完全重计算只保留每层的输入</translation>
    </message>
    <message>
        <source>no recomputation, fused attention</source>
        <translation>不重计算，融合注意力</translation>
    </message>
    <message>
        <source>, × 2 in FP32</source>
        <translation>，FP32 下 × 2</translation>
    </message>
    <message>
        <source>Activations %1 GB per sample (%2) × micro-batch %3 = %4 GB per GPU.</source>
        <translation>每样本激活值 %1 GB（%2）× 微批次 %3 = 每 GPU %4 GB。</translation>
    </message>
    <message>
        <source>framework defaults, channels-last</source>
        <translation>框架默认，channels-last</translation>
    </message>
    <message>
        <source> (none given: ResNet-50&apos;s %1 per GFLOP)</source>
        <translation>（未给出：按 ResNet-50 每 GFLOP %1 百万个）</translation>
    </message>
    <message numerus="yes">
        <source>GPU memory of one simulation: %1 GB as given ÷ %n GPU(s) = %2 GB per GPU.</source>
        <translation>
            <numerusform>单个模拟的显存：按填写值 %1 GB ÷ %n 个 GPU = 每 GPU %2 GB。</numerusform>
        </translation>
    </message>
    <message>
        <source>ReaxFF with charge equilibration: LAMMPS-KOKKOS&apos;s peak, about 600,000 atoms in 14.65 GB on a 16 GB V100</source>
        <translation>含电荷平衡的 ReaxFF：LAMMPS-KOKKOS 实测显存峰值，16 GB V100 上约 60 万个原子占用 14.65 GB</translation>
    </message>
    <message>
        <source>an upper bound: 16.4 million Lennard-Jones atoms ran on a 16 GB V100 (LAMMPS-KOKKOS)</source>
        <translation>上限：1,640 万个 Lennard-Jones 原子可在 16 GB V100 上运行（LAMMPS-KOKKOS）</translation>
    </message>
    <message>
        <source>an upper bound: 32.8 million SNAP atoms ran on an 80 GB H100 (LAMMPS-KOKKOS)</source>
        <translation>上限：3,280 万个 SNAP 原子可在 80 GB H100 上运行（LAMMPS-KOKKOS）</translation>
    </message>
    <message>
        <source>an upper bound: a 1.2 million-atom PME system ran on an 8 GB RTX 3060 Ti (OpenMM)</source>
        <translation>上限：120 万原子的 PME 体系可在 8 GB RTX 3060 Ti 上运行（OpenMM）</translation>
    </message>
    <message numerus="yes">
        <source>GPU memory of one simulation: %1 atoms × %2 bytes (%3) = %4 GB, ÷ %n GPU(s) = %5 GB per GPU.</source>
        <translation>
            <numerusform>单个模拟的显存：%1 个原子 × %2 字节（%3）= %4 GB，÷ %n 个 GPU = 每 GPU %5 GB。</numerusform>
        </translation>
    </message>
    <message>
        <source>Roofline: %1 FLOP per byte × %2 GB/s × %3 (a STREAM triad&apos;s share of the datasheet bandwidth) = %4 TFLOPS against the dense FP64 rate, %5 TFLOPS × %6 = %7 TFLOPS: the lower, %8, sets the rate.</source>
        <translation>Roofline：每字节 %1 FLOP × %2 GB/s × %3（STREAM triad 达到的标称带宽占比）= %4 TFLOPS，对比稠密 FP64 速率 %5 TFLOPS × %6 = %7 TFLOPS：取两者中较小者决定速率（瓶颈：%8）。</translation>
    </message>
    <message>
        <source>the memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>the FP64 units</source>
        <translation>FP64 计算单元</translation>
    </message>
    <message>
        <source>No published reading of the device memory was found for this force field: the figure is the most a published run can have used, so the plan may count more memory than the run needs; the GPU memory per instance measured on a run of your system replaces it.</source>
        <translation>这种力场没有找到公开的显存实测值：此处取的是已发表运行所能用到的最大值，因此本方案计入的显存可能多于实际所需；用你的体系实测一次得到的每实例显存可替代此值。</translation>
    </message>
    <message>
        <source>%1 GPUs render each frame together (buckets or tiles split over them; the renderers&apos; default is all of a node&apos;s); other groups and nodes take frames of their own: %2 = (1 − %3)^log2(%1) of linear, V-Ray GPU&apos;s published multi-GPU scaling. One frame per GPU (GPUs per frame 1: a render manager running a task per GPU) avoids this loss.</source>
        <translation>%1 块 GPU 共同渲染每一帧（bucket 或 tile 分给各块卡；渲染器默认用上节点的全部 GPU）；其余 GPU 组和节点各自渲染不同的帧：效率为线性的 %2 = (1 − %3)^log2(%1)，依据 V-Ray GPU 公布的多卡扩展数据。每块 GPU 各渲一帧（每帧 GPU 数设为 1：渲染管理器按 GPU 分派任务）可避免这部分损失。</translation>
    </message>
    <message>
        <source>Each GPU renders frames of its own (GPUs per frame 1): no loss from sharing a frame.</source>
        <translation>每块 GPU 各自渲染不同的帧（每帧 GPU 数为 1）：没有多卡共渲一帧的损失。</translation>
    </message>
    <message>
        <source>Raster tiles: no job time is estimated. Published GPU raster timings differ 10–100× per cell by operation and library (a 3×3 filter against a reprojection on GPUs of like bandwidth), and whole jobs are bound by reading and decoding the files on the host, which no input describes. The GPUs are sized by the working set in memory.</source>
        <translation>栅格瓦片：不估算作业时间。已公开的 GPU 栅格处理实测，每个像元的耗时随算子和库相差 10–100 倍（在带宽相近的 GPU 上，3×3 滤波与重投影相比），而整个作业受主机端读取和解码文件的速度限制，目前没有输入能描述这一部分。GPU 按需驻留显存的工作集选型。</translation>
    </message>
    <message>
        <source>No layout holds the weights, one sequence&apos;s KV cache and the runtime on these GPUs; the figures below are those of %1.</source>
        <translation>在这些 GPU 上，没有一种部署方式能同时放下权重、一个序列的 KV 缓存和运行时开销；下面的数字按 %1 计算。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) stay idle: a replica of %1 GPUs does not span nodes, and a node of %2 holds %3 of them.</source>
        <translation>
            <numerusform>%n 张 GPU 闲置：每个副本占 %1 张 GPU，且不跨节点，一台 %2 卡节点只能放下 %3 个副本。</numerusform>
        </translation>
    </message>
    <message>
        <source>Chosen: %1. No layout meets the load on these GPUs; of those that fit, it gives the lowest time per output token.</source>
        <translation>选定：%1。在这些 GPU 上没有一种部署方式能承载负载；在放得下的部署方式中，它的每输出 token 时延最低。</translation>
    </message>
    <message numerus="yes">
        <source>At %1 fs per step: %2 ns/day on one GPU. %n GPU(s) per simulation without NVLink-class links between them gain nothing in the model: a GPU-resident engine exchanges forces between its GPUs every step, and &quot;good scaling performance requires a higher bandwidth, lower latency interconnect, like NVIDIA NVLink&quot; (NAMD 3.0 benchmarks page); independent simulations on one GPU each use such GPUs better.</source>
        <translation>
            <numerusform>每步 %1 fs 时，单 GPU %2 ns/day。每个模拟用 %n 张 GPU，但它们之间没有 NVLink 级互联，模型中不计任何加速：GPU 驻留模式的引擎每一步都要在 GPU 之间交换力，而 NAMD 3.0 基准测试页面指出，良好的多卡扩展需要 NVLink 这类更高带宽、更低延迟的互联。这类 GPU 更适合每张卡各跑一个独立模拟。</numerusform>
        </translation>
    </message>
    <message>
        <source>LAMMPS (CHARMM, PPPM, SHAKE): %1 ms for bonds, constraints and the CPU ranks + %2 × the OpenMM model&apos;s %3 ms = %4 ms per step.</source>
        <translation>LAMMPS（CHARMM、PPPM、SHAKE）：键、约束和 CPU 进程 %1 ms + %2 × OpenMM 模型的 %3 ms = 每步 %4 ms。</translation>
    </message>
    <message numerus="yes">
        <source>Layouts compared on %n GPU(s) (tensor parallel within a node, pipeline stages across nodes, or within a node of 3, 6, 10 … GPUs, experts spread over the replica&apos;s GPUs, replicas; for a mixture of experts also DEP: attention data parallel, each GPU serving its own sequences, with the experts spread): %1.</source>
        <translation>
            <numerusform>在 %n 张 GPU 上比较的部署方式（节点内张量并行、跨节点流水线并行，或在 3、6、10 … 卡的节点内做流水线并行、专家分布到副本内各 GPU、多副本；混合专家模型还比较 DEP：注意力数据并行，每张 GPU 处理各自的序列，专家分布到各 GPU）：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pipeline of %1 stages (TP %2 in each): one sequence passes the stages one after another, so its step reads all the weights; the sequences in flight, split into %1 micro-batches, keep every stage busy.</source>
        <translation>流水线共 %1 级（每级张量并行 %2）：单个序列依次经过各级，所以它的每一步都要读完全部权重；在途的序列分成 %1 个微批次，让每一级都保持忙碌。</translation>
    </message>
    <message>
        <source>LAMMPS with a biomolecular force field: fitted on published rhodopsin runs (in.rhodo and its scaled copies, 32,000 to 2 million atoms) on a V100 with the GPU package in mixed precision and 6–16 MPI ranks; for RTX 3080 runs with the same package it gives 0.94–1.27 times their ns/day. KOKKOS in double precision ran 2.3–2.4× slower on large systems, and 4.7× on a GeForce card (FP64 at 1/64 of FP32). For Lennard-Jones, ReaxFF or SNAP choose the force field: those are rated from published LAMMPS-KOKKOS runs.</source>
        <translation>使用生物分子力场的 LAMMPS：按 V100 上 GPU 包混合精度、6–16 个 MPI 进程的公开视紫红质运行拟合（in.rhodo 及其放大版本，32,000 到 200 万个原子）；对同一加速包在 RTX 3080 上的运行，估算值为实测 ns/day 的 0.94–1.27 倍。KOKKOS 双精度在大体系上慢 2.3–2.4 倍，在 GeForce 卡上慢 4.7 倍（FP64 只有 FP32 的 1/64）。Lennard-Jones、ReaxFF 或 SNAP 请选择对应力场：它们按公开的 LAMMPS-KOKKOS 运行结果估算。</translation>
    </message>
    <message>
        <source>LoRA of diffusion models (Hugging Face&apos;s FLUX.1 QLoRA guide)</source>
        <translation>扩散模型 LoRA（Hugging Face 的 FLUX.1 QLoRA 教程）</translation>
    </message>
    <message>
        <source>diffusion training (MLPerf Stable Diffusion v2, MosaicML SD2)</source>
        <translation>扩散模型训练（MLPerf Stable Diffusion v2、MosaicML SD2）</translation>
    </message>
    <message>
        <source>vision transformers (NVIDIA NeMo&apos;s ViT)</source>
        <translation>视觉 Transformer（NVIDIA NeMo 的 ViT）</translation>
    </message>
    <message>
        <source>convolutional networks (NVIDIA DeepLearningExamples&apos; ResNet-50 with AMP)</source>
        <translation>卷积网络（NVIDIA DeepLearningExamples 的 ResNet-50，AMP）</translation>
    </message>
    <message>
        <source>Micro-batch: none given, so the reference recipes&apos; %1 per GPU for %2.</source>
        <translation>微批次：未给定，取%2参考配方的每 GPU %1。</translation>
    </message>
    <message>
        <source>no recomputation; eager attention keeps the scores, 5 × heads × tokens ÷ width more</source>
        <translation>不重计算；非融合注意力保留注意力分数，多出 5 × 头数 × token 数 ÷ 宽度</translation>
    </message>
    <message>
        <source>%1 bytes per layer and token per unit of width (Korthikanti et al. 2022, %2), and the forward&apos;s linear layers do 24 × width² FLOPs per token and layer: %3 ÷ 24 × %4 GFLOPs ÷ width %5%6</source>
        <translation>每层每 token 每单位宽度 %1 字节（Korthikanti et al. 2022，%2），而前向中线性层每层每 token 的计算量为 24 × 宽度² FLOPs：%3 ÷ 24 × %4 GFLOPs ÷ 宽度 %5%6</translation>
    </message>
    <message>
        <source>%1 GB for an SDXL sample (6,761 GFLOPs forward, with gradient checkpointing; an estimate) × %2 ÷ 6,761 GFLOPs%3</source>
        <translation>一个 SDXL 样本 %1 GB（前向 6,761 GFLOPs，启用梯度检查点；估计值）× %2 ÷ 6,761 GFLOPs%3</translation>
    </message>
    <message>
        <source>LAMMPS (CHARMM, PPPM, SHAKE) in double precision: %1 ms for bonds, constraints and the CPU ranks + %2 × the OpenMM model&apos;s %3 ms × 2 (twice the bytes per atom of the mixed-precision GPU package the %2 is fitted on) = %4 ms per step.</source>
        <translation>双精度 LAMMPS（CHARMM、PPPM、SHAKE）：键、约束和 CPU 进程 %1 ms + %2 × OpenMM 模型的 %3 ms × 2（系数 %2 按混合精度 GPU 包拟合，双精度每个原子的访存字节数翻倍）= 每步 %4 ms。</translation>
    </message>
    <message>
        <source>Input pipeline: the data is preprocessed already (tensors or latents), so the CPU decodes nothing.</source>
        <translation>输入流水线：数据已预处理（张量或潜变量），CPU 无需解码。</translation>
    </message>
    <message>
        <source>Halved to %1 so that it fits in %2 GB with the recommendation&apos;s %3% headroom; so small a batch may keep the GPU less busy than the rate assumes.</source>
        <translation>为在 %2 GB 显存中留出推荐值的 %3% 余量，减半至 %1；批量这么小时，GPU 可能不如吞吐估算假设的那样满载。</translation>
    </message>
    <message>
        <source>convolutional network</source>
        <translation>卷积网络</translation>
    </message>
    <message>
        <source>vision transformer</source>
        <translation>视觉 Transformer </translation>
    </message>
    <message>
        <source>optimised stack (each activation written and read once)</source>
        <translation>优化栈（每个激活值只写一次、读一次）</translation>
    </message>
    <message>
        <source>; × %1 on the math: at its %2 W limit this card was seen holding %3 of its %4 MHz boost clock under a sustained load</source>
        <translation>；计算部分 × %1：在 %2 W 功耗上限下，此卡持续负载时实测只能维持 %3 MHz（加速频率 %4 MHz），显存速度不受影响</translation>
    </message>
    <message>
        <source>30 s audio window</source>
        <translation>个 30 秒音频窗口</translation>
    </message>
    <message>
        <source>30 s audio windows</source>
        <translation>个 30 秒音频窗口</translation>
    </message>
    <message>
        <source>encoder, per 30 s window: %1 GFLOPs ÷ (%2 TFLOPS × %3) = %4 ms of math + %5 B × %6 million activations ÷ %7 GB/s = %8 ms of memory traffic</source>
        <translation>编码器，每个 30 秒窗口：%1 GFLOPs ÷ (%2 TFLOPS × %3) = 计算 %4 ms + %5 B × %6 百万激活值 ÷ %7 GB/s = 显存访问 %8 ms</translation>
    </message>
    <message>
        <source>a decode step of %1 sequences: the longer of %2 GB (the decoder&apos;s weights and the attention caches) ÷ (%3 GB/s × %4) = %5 ms and %6 TFLOP ÷ (%7 TFLOPS × %8) = %9 ms</source>
        <translation>%1 个序列的一个解码步：取 %2 GB（解码器权重和注意力缓存）÷ (%3 GB/s × %4) = %5 ms 与 %6 TFLOP ÷ (%7 TFLOPS × %8) = %9 ms 中的较大者</translation>
    </message>
    <message>
        <source>+ %1 ms of launches (optimised engine: %2 decoder layers × %3 ms)</source>
        <translation>+ 启动耗时 %1 ms（优化引擎：%2 个解码器层 × %3 ms）</translation>
    </message>
    <message>
        <source>%1 × %2 ms (encoder) + %3 tokens × %4 ms = %5 s a call of %1 × %6 s of audio: %7 s of audio a second</source>
        <translation>%1 × %2 ms（编码器）+ %3 个 token × %4 ms = 每次调用 %5 s，处理 %1 × %6 秒音频：每秒处理 %7 秒音频</translation>
    </message>
    <message>
        <source>Model: %1, %2 B parameters: an encoder of %3 layers over %4 positions (30 s of audio) and a decoder of %5 layers, width %6; %7 transcript tokens per 30 s of speech.</source>
        <translation>模型：%1，%2 B 参数：编码器 %3 层，处理 %4 个位置（30 秒音频）；解码器 %5 层，宽度 %6；每 30 秒语音转写 %7 个 token。</translation>
    </message>
    <message>
        <source>+ %1 ms on the host (framework defaults: %2 ms + %3 decoder layers × %4 ms + %5 sequences × %6 ms)</source>
        <translation>+ 主机耗时 %1 ms（框架默认：%2 ms + %3 个解码器层 × %4 ms + %5 个序列 × %6 ms）</translation>
    </message>
    <message>
        <source>Feeding the GPUs: %1 %2/s per node × %3 MB each = %4 MB/s.</source>
        <translation>为 GPU 供数：每节点每秒 %1 %2 × 每个 %3 MB = %4 MB/s。</translation>
    </message>
    <message>
        <source>Data loading: no loader workers (dataloader_workers 0), so the training process prepares each batch before its step and the times add: 1 ÷ (1 ÷ %1 + 1 ÷ %2 a core) = %3 %4 per second per GPU; workers would let the GPU train %1.</source>
        <translation>数据加载：没有加载 worker（dataloader_workers 为 0），训练进程在每步之前自己准备这一批数据，两段时间相加：1 ÷ (1 ÷ %1 + 1 ÷ 每核 %2) = 每个 GPU 每秒 %3 %4；使用 worker 时 GPU 每秒可训练 %1。</translation>
    </message>
    <message>
        <source>Data loading: %1 loader workers per GPU prepare %1 × %2 = %3 %4 per second while the GPU trains %5; the slower sets the rate, %6.</source>
        <translation>数据加载：每个 GPU 有 %1 个加载 worker，每秒准备 %1 × %2 = %3 %4，GPU 同时每秒训练 %5；较慢的一方决定速率：%6。</translation>
    </message>
    <message>
        <source>Bound by the CPU: the configuration&apos;s %1 cores per node prepare %2 × %3 = %4 samples/s per node, the GPUs could train %5; the job runs at the CPU&apos;s rate (%6 h at the GPUs&apos; rate).</source>
        <translation>受 CPU 限制：该配置每节点 %1 个核心每秒准备 %2 × %3 = %4 个样本，而 GPU 每秒可训练 %5 个；作业按 CPU 的速率运行（按 GPU 速率为 %6 小时）。</translation>
    </message>
    <message>
        <source>Input pipeline: %1 clips/s per node ÷ %2 clips/s a loader core reads and pads (log-mel features computed before training, as Hugging Face&apos;s Whisper recipe stores them) = %3 cores; set the data loader&apos;s workers to use them.</source>
        <translation>输入流水线：每节点每秒 %1 段 ÷ 每个加载核心每秒读取并补齐 %2 段（log-mel 特征在训练前算好，按 Hugging Face Whisper 配方的存法）= %3 个核心；需把数据加载器的 worker 数设到相应数量才能用上。</translation>
    </message>
    <message>
        <source>audio clip</source>
        <translation>段音频</translation>
    </message>
    <message>
        <source>audio clips</source>
        <translation>段音频</translation>
    </message>
    <message>
        <source>speech models (Hugging Face&apos;s Whisper fine-tuning guide)</source>
        <translation>语音模型（Hugging Face 的 Whisper 微调指南）</translation>
    </message>
    <message>
        <source>, + eager attention&apos;s scores, 5 × %1 heads × %2 positions per encoder layer-position</source>
        <translation>，+ eager 注意力保存的分数：编码器每层每个位置 5 × %1 个头 × %2 个位置</translation>
    </message>
    <message>
        <source>Data set: no dataset_gb given, so the audio at 16 kHz 16-bit (32,000 bytes a second), or data.avg_file_mb a clip: %1 GB; compressed files hold less, which dataset_gb states.</source>
        <translation>数据集：未给出 dataset_gb，按 16 kHz、16 位音频（每秒 32,000 字节）或每段 data.avg_file_mb 计算：%1 GB；压缩格式的文件更小，可用 dataset_gb 给出实际大小。</translation>
    </message>
    <message>
        <source>A training sample is a %1 s clip padded to the encoder&apos;s 30 s window: the encoder over %2 positions, %3 GFLOPs (with the decoder&apos;s cross-attention keys and values), + the decoder over its transcript, %4 tokens (%5 per 30 s × %1 ÷ 30), %6 GFLOPs = %7 GFLOPs forward. A clip&apos;s log-mel features are computed once before training, as Hugging Face&apos;s fine-tuning guide does, and stored: %8 MB a clip (%9 mel bins × 3,000 frames × 4 bytes), which the data loaders read and pad every epoch (see the CPU).</source>
        <translation>一个训练样本是一段 %1 秒的音频，补齐到编码器的 30 秒窗口：编码器处理 %2 个位置，%3 GFLOPs（含解码器交叉注意力的 K/V），+ 解码器处理其转写文本 %4 个 token（每 30 秒 %5 个 × %1 ÷ 30），%6 GFLOPs = 前向共 %7 GFLOPs。每段的 log-mel 特征在训练前算好一次并存盘（与 Hugging Face 微调指南的做法相同）：每段 %8 MB（%9 个梅尔频带 × 3,000 帧 × 4 字节），数据加载器每轮读取并补齐（见 CPU 一项）。</translation>
    </message>
    <message>
        <source>Reference price: %1 USD per GPU-hour (%2), reference cost %3.</source>
        <translation>参考价：每 GPU 小时 %1 USD（%2），参考成本 %3。</translation>
    </message>
    <message>
        <source>this node&apos;s shard</source>
        <translation>本节点分片</translation>
    </message>
    <message>
        <source>the whole model, as data-parallel training writes it</source>
        <translation>完整模型，数据并行训练即按此保存</translation>
    </message>
    <message>
        <source>; + %1 GB for the layer the backward pass recomputes (34 bytes per token per unit of width, one layer)</source>
        <translation>；+ 反向传播重计算的那一层 %1 GB（每 token 每单位宽度 34 字节，一层）</translation>
    </message>
    <message>
        <source>Activations (Korthikanti et al. 2022, per layer s·b·h·(34 + 5·a·s/h)/t; selective 34·s·b·h/t; full 2·s·b·h, + 34·s·b·h/t for the layer being recomputed) with %1, s = %2, b = %3: %4 GB including the logits.</source>
        <translation>激活值（Korthikanti et al. 2022，每层 s·b·h·(34 + 5·a·s/h)/t；选择性重计算 34·s·b·h/t；完全重计算 2·s·b·h，另加正在重计算的那一层 34·s·b·h/t），%1，s = %2，b = %3：含 logits 共 %4 GB。</translation>
    </message>
    <message>
        <source>The weights hold an EMA copy (training.ema): %1 trainable parameters × 4 bytes in FP32 = %2 GB on every GPU, and in each checkpoint.</source>
        <translation>权重中含一份 EMA 副本（training.ema）：%1 个可训练参数 × 4 字节（FP32）= 每个 GPU %2 GB，每个检查点中也有一份。</translation>
    </message>
    <message>
        <source>A batch job reads its data set (%1 GB) once: it streams from the data disk, and nothing is cached.</source>
        <translation>批量作业只读一遍数据集（%1 GB）：数据从数据盘流式读取，不做缓存。</translation>
    </message>
    <message>
        <source>the job trains nothing</source>
        <translation>该作业不训练模型</translation>
    </message>
    <message numerus="yes">
        <source>A batch job splits its data over the nodes: %1 GB ÷ %n node(s) = %2 GB a node.</source>
        <translation>
            <numerusform>批量作业把数据分给各节点：%1 GB ÷ %n 个节点 = 每节点 %2 GB。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes per layer and token per unit of width (Korthikanti et al. 2022, %2) × (%3 encoder layer-positions + %4 decoder layer-tokens) × width %5%6%7, + the logits for the loss, %8 tokens × %9 vocabulary × %10 bytes</source>
        <translation>每层每 token 每单位宽度 %1 字节（Korthikanti et al. 2022，%2）×（编码器层数 × 位置数 %3 + 解码器层数 × token 数 %4）× 宽度 %5%6%7，+ 计算损失用的 logits：%8 个 token × 词表 %9 × %10 字节</translation>
    </message>
    <message>
        <source>audio %1 GB + log-mel features stored for training, %2 clips × %3 mel bins × 3,000 frames × 4 bytes = %4 GB (every clip padded to 30 s)</source>
        <translation>音频 %1 GB + 为训练存储的 log-mel 特征：%2 段 × %3 个梅尔频带 × 3,000 帧 × 4 字节 = %4 GB（每段都补齐到 30 秒）</translation>
    </message>
    <message>
        <source>dataset %1 GB × %2 (preprocessed copies)</source>
        <translation>数据集 %1 GB × %2（含预处理副本）</translation>
    </message>
    <message>
        <source>Data disk per node = %1 + model files %2 GB + %3 checkpoints × %4 GB (%5) + logs %6 GB = %7 GB.</source>
        <translation>每节点数据盘 = %1+ 模型文件 %2 GB + %3 个检查点 × %4 GB（%5）+ 日志 %6 GB = %7 GB。</translation>
    </message>
    <message>
        <source>Scaling efficiency %1 = (1 − %2)^log2(%3 GPUs in an NVLink-class domain) × (1 − %4)^log2(%5 GPUs per node ÷ %3, over PCIe) = %6 in a node × %7 between nodes: the rate per GPU below includes it.</source>
        <translation>扩展效率 %1 = (1 − %2)^log2(每个 NVLink 级互联组 %3 张 GPU) × (1 − %4)^log2(每节点 %5 张 GPU ÷ %3，经 PCIe) = 节点内 %6 × 节点间 %7：下面的单卡速率已计入此项。</translation>
    </message>
    <message>
        <source>%1 Gbit/s per node (%2 GPUs × %3 Gbit/s, the fastest reference fabric)</source>
        <translation>每节点 %1 Gbit/s 的网络（%2 张 GPU × %3 Gbit/s，参考设计中的最高配置）</translation>
    </message>
    <message>
        <source>the %1 Gbit/s per node the network dimension recommends</source>
        <translation>网络维度推荐的每节点 %1 Gbit/s 网络</translation>
    </message>
    <message>
        <source>: %1 ms are exposed, so %2 ÷ (%2 + %1) = %3</source>
        <translation>：有 %1 ms 无法掩盖，因此 %2 ÷ (%2 + %1) = %3</translation>
    </message>
    <message>
        <source>: hidden behind the step</source>
        <translation>：完全被计算掩盖</translation>
    </message>
    <message>
        <source>%1 GB of gradients × 1.5 (ZeRO-3 gathers the weights too)</source>
        <translation>%1 GB 梯度 × 1.5（ZeRO-3 还需 all-gather 权重）</translation>
    </message>
    <message>
        <source>%1 GB of gradients</source>
        <translation>%1 GB 梯度</translation>
    </message>
    <message>
        <source>Micro-batch %1: the global batch&apos;s share, %2 samples ÷ %3 GPUs.</source>
        <translation>微批次 %1：全局批量均摊到每张 GPU，%2 个样本 ÷ %3 张 GPU。</translation>
    </message>
    <message>
        <source>No fabric carries that: the fastest, %1 Gbit/s per node (%2 Gbit/s per GPU), is needed, and the rest of the exchange slows each step (see the GPU dimension); a larger global batch or fewer nodes shrink it.</source>
        <translation>没有网络能满足这一需求：需用最快的每节点 %1 Gbit/s 网络（每 GPU %2 Gbit/s），剩余未能掩盖的通信仍会拖慢每个训练步（见 GPU 维度）；加大全局批量或减少节点数可降低这部分开销。</translation>
    </message>
    <message>
        <source>All %1 nodes share one NVLink domain of %2 GPUs: the gradients are all-reduced over NVLink, and nothing crosses the network between nodes.</source>
        <translation>全部 %1 个节点同属一个 %2 张 GPU 的 NVLink 域：梯度经 NVLink 做 all-reduce，节点之间的网络上没有这部分流量。</translation>
    </message>
    <message>
        <source>Between %1 NVLink domains of %2 nodes (the gradients all-reduced over NVLink inside each)</source>
        <translation>%1 个 NVLink 域（每个 %2 个节点，域内梯度经 NVLink 做 all-reduce）之间</translation>
    </message>
    <message>
        <source>Between %1 nodes</source>
        <translation>%1 个节点之间</translation>
    </message>
    <message>
        <source>%1: each optimizer step (%2 samples per GPU, %3 ms of compute) all-reduces the gradients, a node sending 2 × (%4 − 1)/%4 × %5 = %6 GB; at %7 that takes %8 ms, and the exchange overlaps the step for up to %9% of it (%10 ms)%11.</source>
        <translation>%1：每个优化器步（每 GPU %2 个样本，计算 %3 ms）对梯度做 all-reduce，每个节点发送 2 × (%4 − 1)/%4 × %5 = %6 GB；经%7传输需 %8 ms，而通信最多可与训练步中 %9% 的时间（%10 ms）重叠%11。</translation>
    </message>
    <message>
        <source>Gradient all-reduce inside one NVLink domain (%1 nodes of %2 GPUs): nothing crosses the network between nodes.</source>
        <translation>梯度 all-reduce 在同一个 NVLink 域内完成（%1 个节点，每节点 %2 张 GPU）：节点之间的网络上没有这部分流量。</translation>
    </message>
    <message>
        <source>Gradient all-reduce between %1 %2: 2 × (n−1)/n × %3%4 per node and step; a step of %5 samples per GPU computes for %6 ms, and the exchange may use %7% of it → %8 Gbit/s per node.</source>
        <translation>%1 %2之间的梯度 all-reduce：每节点每步 2 × (n−1)/n × %3%4；每步（每 GPU %5 个样本）计算 %6 ms，通信最多可占用其中 %7% → 每节点 %8 Gbit/s。</translation>
    </message>
    <message>
        <source>NVLink domains of %1 nodes</source>
        <translation>个 NVLink 域（每个 %1 个节点）</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>the %1 Gbit/s per node the configuration sets (the network dimension recommends %2)</source>
        <translation>配置中设定的每节点 %1 Gbit/s 网络（网络维度推荐 %2 Gbit/s）</translation>
    </message>
    <message>
        <source>No fabric carries a whole replica&apos;s gradients every step: the fastest, %1 Gbit/s per node (%2 Gbit/s per GPU), is needed, and the model must be split into pipeline stages across nodes so that each node exchanges only its stages&apos; share, as runs of this size do (Llama 3 405B: 16 pipeline stages on 16,384 H100 with 400 Gbit/s per GPU, Grattafiori et al. 2024, §3.3).</source>
        <translation>任何网络都无法在每一步传输一整份模型副本的梯度：需用最快的每节点 %1 Gbit/s 网络（每 GPU %2 Gbit/s），并把模型按流水线阶段切分到多个节点上，使每个节点只交换其所负责阶段的那部分梯度，这种规模的训练都是这样做的（Llama 3 405B：在 16,384 张 H100 上分 16 个流水线阶段，每 GPU 400 Gbit/s 网络，Grattafiori 等，2024，§3.3）。</translation>
    </message>
    <message>
        <source>Deadline %1 days (training.deadline_days, else the planned duration): fewer GPUs run fewer simulations at a time and finish later.</source>
        <translation>截止时间 %1 天（training.deadline_days，未填时取计划使用时长）：GPU 越少，能同时运行的模拟越少，完成得也越晚。</translation>
    </message>
    <message>
        <source>GPU-resident molecular dynamics: %1 physical cores per simulation × %2 at once per node.</source>
        <translation>GPU 常驻模式的分子动力学：每个模拟 %1 个物理核心 × 每节点同时运行 %2 个。</translation>
    </message>
    <message>
        <source>The configuration&apos;s %1 Gbit/s between nodes is below the %2 Gbit/s per node the gradient exchange needs (network dimension): what does not fit in %3% of a step waits, 1 + %4 × (%2 ÷ %1 − 1) = %5× as long: %6 GPU-hours.</source>
        <translation>配置中节点间带宽为 %1 Gbit/s，低于梯度交换所需的每节点 %2 Gbit/s（见网络维度）：超出每步 %3% 可重叠时间的通信只能等待，耗时变为原来的 1 + %4 × (%2 ÷ %1 − 1) = %5 倍，共 %6 GPU 小时。</translation>
    </message>
    <message>
        <source>Gradient all-reduce between %1 NVLink domains of %2 nodes: 2 × (m−1)/m × %3 GB of BF16 gradients ÷ %2 per node and step; a step of %4 tokens takes %5 s, and the exchange may use %6% of it → %7 Gbit/s per node.</source>
        <translation>%1 个 NVLink 域（每个 %2 个节点）之间的梯度 all-reduce：每节点每步 2 × (m−1)/m × %3 GB BF16 梯度 ÷ %2；一步 %4 token 耗时 %5 s，通信最多可占其中 %6% → 每节点 %7 Gbit/s。</translation>
    </message>
    <message>
        <source>job %1 h</source>
        <translation>任务耗时 %1 h</translation>
    </message>
    <message>
        <source>job %1 days</source>
        <translation>任务耗时 %1 天</translation>
    </message>
    <message>
        <source>%1 ns/day a simulation</source>
        <translation>每个模拟 %1 纳秒/天</translation>
    </message>
    <message>
        <source>%1 streams a GPU</source>
        <translation>每 GPU %1 路</translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation>每秒 %1 张图像</translation>
    </message>
    <message>
        <source>job %1 s</source>
        <translation>任务耗时 %1 s</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>; the table gives P%1 and P%2, P%3 is their geometric mean</source>
        <translation>；表中给出 P%1 和 P%2，P%3 取二者的几何平均</translation>
    </message>
    <message>
        <source>At %1p an engine keeps %2 of its 1080p pixel rate (%3 at 2160p, geometric in pixels between; from 2160p AV1 runs on the RTX 5090 and 4090).</source>
        <translation>在 %1p 下，每个引擎保持其 1080p 像素吞吐的 %2（2160p 时为 %3，中间按像素数几何插值；依据 RTX 5090 和 4090 上的 2160p AV1 实测）。</translation>
    </message>
    <message>
        <source>NVENC preset P%1%2: %3 frames/s of 1080p %4 per engine (%5 encoder%6; NVIDIA NVENC Application Note, Video Codec SDK 13.0, %7, at the generation&apos;s highest video clock) = %8 sessions of 1080p30 per engine; %9 NVENC and %10 NVDEC on this GPU; scaled by pixel rate.</source>
        <translation>NVENC 预设 P%1%2：每个引擎每秒编码 %3 帧 1080p %4（%5 编码器%6；NVIDIA《NVENC 应用说明》，Video Codec SDK 13.0，%7，按该代最高视频时钟测得）= 每个引擎 %8 路 1080p30；这块 GPU 有 %9 个 NVENC、%10 个 NVDEC；按像素率折算。</translation>
    </message>
    <message>
        <source>CBR with low-latency tuning (live)</source>
        <translation>CBR、低延迟调优（直播）</translation>
    </message>
    <message>
        <source>VBR with high-quality tuning (files and VOD; a live stream: low-latency tuning)</source>
        <translation>VBR、高质量调优（文件与点播；直播请选低延迟调优）</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s driver runs at most %1 encode sessions on a system of GeForce or TITAN cards, all of them together (NVENC Application Note, licensing policy), one a rendition: each node runs %2 streams, not the %3 its engines could. Data-centre and RTX professional cards (L4, L40S, RTX A-series) have no such limit.</source>
        <translation>NVIDIA 驱动在装有 GeForce 或 TITAN 卡的一台机器上最多同时运行 %1 路编码会话（所有此类卡合计，每个码率档占一路；《NVENC 应用说明》授权策略）：每个节点只能跑 %2 路视频流，而不是其编码引擎能承载的 %3 路。数据中心卡和 RTX 专业卡（L4、L40S、RTX A 系列）没有这一限制。</translation>
    </message>
    <message numerus="yes">
        <source>Each stream is encoded as an adaptive-bitrate ladder of %n rendition(s) (%1), each an encode session: the encoders carry %2 sessions of 1080p30 a stream by pixel rate, and the egress counts every rendition, %3 Mbit/s a stream (each by its pixels against the top one&apos;s bitrate).</source>
        <translation>
            <numerusform>每路视频流按 %n 档自适应码率输出（%1），每档一路编码会话：按像素率折算，每路视频流占编码器 %2 路 1080p30；出口流量计入每一档，每路视频流 %3 Mbit/s（各档码率按其像素数相对最高档折算）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Input pipeline: the GPUs decode and augment the images (NVIDIA DALI on the GPU, nvJPEG), so no cores are counted for decoding; the CPU keeps its per-GPU floor for reading files and running the training processes.</source>
        <translation>输入流水线：图像由 GPU 解码和增强（GPU 上的 NVIDIA DALI、nvJPEG），不再为解码计入 CPU 核；CPU 保留每 GPU 的最低核数，用于读取文件和运行训练进程。</translation>
    </message>
    <message>
        <source>Input pipeline: %1 samples/s per node ÷ %2 images/s a physical core decodes and augments (%3) = %4 cores.</source>
        <translation>输入流水线：每节点每秒 %1 个样本 ÷ 每个物理核每秒解码和增强 %2 张图像（%3）= %4 核。</translation>
    </message>
    <message>
        <source>NVIDIA DALI on the CPU</source>
        <translation>CPU 上的 NVIDIA DALI</translation>
    </message>
    <message>
        <source>PyTorch DataLoader with PIL / torchvision</source>
        <translation>PyTorch DataLoader，使用 PIL / torchvision</translation>
    </message>
    <message>
        <source>That is more than any two-socket server in the catalog offers: decode and augment on the GPUs (NVIDIA DALI / nvJPEG; Image decoding: On the GPUs) and keep the per-GPU core floor.</source>
        <translation>这已超过硬件库中任何双路服务器的核数：请改在 GPU 上解码和增强（NVIDIA DALI / nvJPEG；“图像解码”选“在 GPU 上”），CPU 保留每 GPU 的最低核数即可。</translation>
    </message>
    <message>
        <source>Data set: no dataset_gb given, so the points as GPU libraries hold them (x and y in FP64, 16 bytes a point): %1 GB; text files such as CSV or WKT hold more, which dataset_gb states.</source>
        <translation>数据集：未填写 dataset_gb，按 GPU 库存放点的方式估算（x、y 均为 FP64，每点 16 字节）：%1 GB；CSV、WKT 等文本文件更大，请用 dataset_gb 填写实际大小。</translation>
    </message>
    <message>
        <source>%1, driver ≥ %2, %3, %4, container image %5</source>
        <translation>%1，驱动 ≥ %2，%3，%4，容器镜像 %5</translation>
    </message>
    <message>
        <source>Pin %1 and write the environment into a Dockerfile so that every team member runs the same stack.</source>
        <translation>锁定 %1 的版本，并把环境写入 Dockerfile，让团队每位成员运行同一套环境。</translation>
    </message>
    <message>
        <source>Geospatial work runs on RAPIDS: cuDF holds the points and polygons, cuSpatial runs the point-in-polygon tests and quadtree joins (the kernels this plan&apos;s rates were measured with), not a deep-learning framework.</source>
        <translation>地理空间计算运行在 RAPIDS 上：cuDF 存放点和多边形，cuSpatial 执行点在多边形内判断和四叉树空间连接（本方案的速率正是用这些内核测得的），不需要深度学习框架。</translation>
    </message>
    <message>
        <source>RAPIDS needs compute capability 7.0 (Volta) or newer since 24.02; on this Pascal GPU pin RAPIDS 23.12, its last release for Pascal.</source>
        <translation>RAPIDS 自 24.02 起要求计算能力 7.0（Volta）及以上；这块 Pascal 显卡请锁定 RAPIDS 23.12，这是支持 Pascal 的最后一个版本。</translation>
    </message>
    <message>
        <source>cuSpatial&apos;s final release is RAPIDS 25.04 (later RAPIDS releases leave it out): pin RAPIDS 25.04, whose cuDF matches it.</source>
        <translation>cuSpatial 的最后一个版本随 RAPIDS 25.04 发布（之后的 RAPIDS 不再包含它）：请锁定 RAPIDS 25.04，其 cuDF 与之配套。</translation>
    </message>
    <message>
        <source>RAPIDS notices RSN 45 (cuSpatial&apos;s final release, 25.04) and RSN 34 (Pascal last supported by 23.12); rapidsai/docker image tags (25.04: CUDA 11.8, 12.0, 12.8, Python 3.10–3.12); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation>RAPIDS 公告 RSN 45（cuSpatial 最后版本为 25.04）和 RSN 34（Pascal 最后由 23.12 支持）；rapidsai/docker 镜像标签（25.04：CUDA 11.8、12.0、12.8，Python 3.10–3.12）；NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）</translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation>NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）</translation>
    </message>
    <message>
        <source>GROMACS 2026.3 built from source with -DGMX_GPU=CUDA (CUDA 12.1 or newer, compute capability 5.0 or higher). Its CUDA build runs in mixed precision only, so the GPU&apos;s FP64 rate does not matter to it.</source>
        <translation>GROMACS 2026.3 从源码编译，使用 -DGMX_GPU=CUDA（需要 CUDA 12.1 及以上、计算能力 5.0 及以上）。其 CUDA 版本只运行混合精度，GPU 的 FP64 算力对它没有影响。</translation>
    </message>
    <message>
        <source>OpenMM 8.5.2 from PyPI with its CUDA 12 platform (pip install openmm[cuda12]); the CUDA runtime comes with the package, the host needs only the driver.</source>
        <translation>OpenMM 8.5.2 从 PyPI 安装 CUDA 12 平台（pip install openmm[cuda12]）；CUDA 运行时随包安装，主机只需装驱动。</translation>
    </message>
    <message>
        <source>NAMD 3.0.1&apos;s CUDA build, downloaded from the Theoretical and Computational Biophysics Group after registration; its GPU-resident mode (CUDASOAintegrate on) integrates on the GPU.</source>
        <translation>NAMD 3.0.1 的 CUDA 版本，需在伊利诺伊大学理论与计算生物物理组注册后下载；其 GPU 常驻模式（CUDASOAintegrate on）在 GPU 上完成积分。</translation>
    </message>
    <message>
        <source>LAMMPS stable release 22 Jul 2025 built with CUDA: the KOKKOS package, or the GPU package (GPU_API=cuda, GPU_PREC mixed or double) for the styles it accelerates.</source>
        <translation>LAMMPS 2025 年 7 月 22 日稳定版，使用 CUDA 编译：KOKKOS 包，或对其支持的势函数使用 GPU 包（GPU_API=cuda，GPU_PREC 为 mixed 或 double）。</translation>
    </message>
    <message>
        <source>Amber&apos;s pmemd.cuda is licensed: build it from the licensed source against the CUDA toolkit of the image (AmberTools alone has no GPU engine).</source>
        <translation>Amber 的 pmemd.cuda 需要许可证：请用获得授权的源码，针对镜像中的 CUDA 工具包编译（仅有 AmberTools 不含 GPU 引擎）。</translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver); CUDA compute capability support; PyTorch 2.8 release (CUDA 12.6 / 12.8 / 12.9 builds)</source>
        <translation>NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）；CUDA 计算能力支持表；PyTorch 2.8 发行说明（CUDA 12.6 / 12.8 / 12.9 构建）</translation>
    </message>
    <message>
        <source>Blender&apos;s Cycles renders with OptiX on the RT cores (driver 535 or newer, compute capability 5.0 or higher); Blender ships its GPU kernels, so the host needs the driver, not a CUDA toolkit.</source>
        <translation>Blender 的 Cycles 在 RT 核心上用 OptiX 渲染（驱动 535 及以上，计算能力 5.0 及以上）；Blender 自带 GPU 内核，主机只需驱动，不需要 CUDA 工具包。</translation>
    </message>
    <message>
        <source>Blender&apos;s Cycles renders through CUDA on this GPU (no RT cores for OptiX); Blender ships its GPU kernels, so the host needs the driver, not a CUDA toolkit.</source>
        <translation>这块 GPU 没有供 OptiX 使用的 RT 核心，Blender 的 Cycles 通过 CUDA 渲染；Blender 自带 GPU 内核，主机只需驱动，不需要 CUDA 工具包。</translation>
    </message>
    <message>
        <source>OptiX loads the driver&apos;s ray-tracing libraries: the container needs NVIDIA_DRIVER_CAPABILITIES=all (the Dockerfile sets it).</source>
        <translation>OptiX 需要加载驱动自带的光线追踪库：容器须设置 NVIDIA_DRIVER_CAPABILITIES=all（Dockerfile 已设置）。</translation>
    </message>
    <message>
        <source>Blender manual, Cycles GPU rendering (CUDA and OptiX requirements); Blender 4.5 LTS (2025-07-15, supported through 2027)</source>
        <translation>Blender 手册 Cycles GPU 渲染一节（CUDA 与 OptiX 要求）；Blender 4.5 LTS（2025-07-15 发布，支持到 2027 年）</translation>
    </message>
    <message>
        <source>FP64 solvers build with the NVIDIA HPC SDK 26.11 (nvc, nvc++, nvfortran, the CUDA math libraries cuBLAS, cuSOLVER and cuFFT, and an MPI); it ships CUDA 12.9 and 13.4 components.</source>
        <translation>FP64 求解器用 NVIDIA HPC SDK 26.11 编译（nvc、nvc++、nvfortran，CUDA 数学库 cuBLAS、cuSOLVER、cuFFT，以及 MPI）；它附带 CUDA 12.9 和 13.4 组件。</translation>
    </message>
    <message>
        <source>To accept the machines, NVIDIA&apos;s HPL and HPCG builds run from the image nvcr.io/nvidia/hpc-benchmarks:26.02 on this GPU.</source>
        <translation>验收机器时，可在这块 GPU 上用镜像 nvcr.io/nvidia/hpc-benchmarks:26.02 运行 NVIDIA 编译的 HPL 和 HPCG。</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s HPL and HPCG image (hpc-benchmarks 26.02) supports only compute capability 8.0, 9.0 and 10.0: on this GPU build HPL from source to accept the machines.</source>
        <translation>NVIDIA 的 HPL、HPCG 镜像（hpc-benchmarks 26.02）只支持计算能力 8.0、9.0 和 10.0：这块 GPU 验收时需从源码编译 HPL。</translation>
    </message>
    <message>
        <source>NVIDIA HPC SDK 26.11 release notes; NVIDIA HPC-Benchmarks 26.02 documentation (supported GPU architectures); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation>NVIDIA HPC SDK 26.11 发行说明；NVIDIA HPC-Benchmarks 26.02 文档（支持的 GPU 架构）；NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）</translation>
    </message>
    <message>
        <source>GROMACS 2026.3 install guide (CUDA and compute capability minimums); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation>GROMACS 2026.3 安装指南（CUDA 与计算能力的最低要求）；NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）</translation>
    </message>
    <message>
        <source>OpenMM 8.5.2 user guide (installing OpenMM: CUDA 12 and 13 builds); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation>OpenMM 8.5.2 用户指南（安装 OpenMM：CUDA 12 与 13 构建）；NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）</translation>
    </message>
    <message>
        <source>NAMD 3.0 user guide (GPU-resident mode); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation>NAMD 3.0 用户指南（GPU 常驻模式）；NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）</translation>
    </message>
    <message>
        <source>LAMMPS stable release 22 Jul 2025, build guide (GPU and KOKKOS packages); NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver)</source>
        <translation>LAMMPS 2025 年 7 月 22 日稳定版编译指南（GPU 与 KOKKOS 包）；NVIDIA CUDA 工具包发行说明表 3（工具包与最低驱动版本）</translation>
    </message>
    <message>
        <source>OpenMM 7.x runs %1× as fast as that model, fitted on OpenMM 8.x (OpenMM 7.7&apos;s own table on the A100: DHFR 0.89, ApoA1 0.87, cellulose 0.83, STMV 0.69 of it): %2 ms per step.</source>
        <translation>OpenMM 7.x 的速度是该模型（按 OpenMM 8.x 拟合）的 %1 倍（OpenMM 7.7 官方基准表中 A100 为模型的 DHFR 0.89、ApoA1 0.87、cellulose 0.83、STMV 0.69）：每步 %2 ms。</translation>
    </message>
    <message>
        <source>no GPU geospatial library (cuSpatial, HeavyDB) runs on %1</source>
        <translation>%1 上没有可用的 GPU 地理空间库（cuSpatial、HeavyDB）</translation>
    </message>
    <message>
        <source>FP32 ÷ %1 on compute capability %2, CUDA programming guide&apos;s throughput table</source>
        <translation>计算能力 %2 上为 FP32 ÷ %1，见 CUDA 编程指南的算术指令吞吐表</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>数据手册</translation>
    </message>
    <message>
        <source>Double precision computes on the FP64 units: FP64 %1 TFLOPS (%2) × %3 ÷ %4 (the A100&apos;s FP32 ÷ FP64) = %5 TFLOPS takes FP32&apos;s place (%6 TFLOPS) in the speed metric: the per-atom part × %7. A GPU with FP64 at half its FP32 rate (A100, H100, V100) keeps its speed; GeForce, A10, L40S and RTX PRO cards (FP64 at 1/64) run double precision several times slower than mixed, and a code bound by the FP64 units slows more than this: time one run, or run mixed precision where the engine offers it.</source>
        <translation>双精度在 FP64 单元上计算：FP64 %1 TFLOPS（%2）× %3 ÷ %4（A100 的 FP32 ÷ FP64）= %5 TFLOPS，在速度指标中代替 FP32（%6 TFLOPS）：随原子数增长的部分 × %7。FP64 为 FP32 一半的 GPU（A100、H100、V100）速度不变；GeForce、A10、L40S 和 RTX PRO 显卡的 FP64 只有 FP32 的 1/64，跑双精度比混合精度慢好几倍，受 FP64 单元限制的代码还会比这里更慢：请实测一次，或在引擎支持时改用混合精度。</translation>
    </message>
    <message>
        <source>Molecular dynamics step: %1 ms overhead + %2 ms per million atoms on an A100 × (%3 ÷ %4)^%5, where %4 = %6 TFLOPS^%10 × %7 GB/s^%11 of this GPU; for %8 atoms %9 ms per step.</source>
        <translation>分子动力学单步：%1 ms 固定开销 + A100 上每百万原子 %2 ms × (%3 ÷ %4)^%5，其中 %4 = 本 GPU 的 %6 TFLOPS^%10 × %7 GB/s^%11；%8 个原子每步 %9 ms。</translation>
    </message>
    <message>
        <source>Mixed precision (forces in single, integration in double) runs %1× as fast as the single precision the OpenMM rates were measured in (OpenMM 7.7 on an RTX 3060, 3060 Ti and 3090: 0.81–0.89, openmm/openmm#2865): %2 ms per step.</source>
        <translation>混合精度（力用单精度计算、积分用双精度）的速度是 OpenMM 速率实测所用单精度的 %1 倍（OpenMM 7.7 在 RTX 3060、3060 Ti 和 3090 上为 0.81–0.89，openmm/openmm#2865）：每步 %2 ms。</translation>
    </message>
    <message numerus="yes">
        <source>LAMMPS (KOKKOS package, double precision) with %1: a step takes %2 ms of fixed work (neighbour lists, communication, kernel launches%3) + %4 atoms ÷ (%n GPU(s) × %5 million atom-steps/s) = %6 ms; %5 million = %7 million on an A100 × (%8 ÷ %9)^%10, the speed metric of the other engines (%11 TFLOPS, %12 GB/s). %13 steps/s: %14 ns/day at %15 fs per step.</source>
        <translation>
            <numerusform>LAMMPS（KOKKOS 包，双精度；%1）：每步耗时 = %2 ms 固定开销（近邻列表、通信、kernel 启动%3）+ %4 个原子 ÷ (%n 个 GPU × 每秒 %5 百万原子步) = %6 ms；%5 百万 = A100 上的 %7 百万 × (%8 ÷ %9)^%10，与其他引擎相同的速度指标（%11 TFLOPS，%12 GB/s）。每秒 %13 步：步长 %15 fs 时为 %14 纳秒/天。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rates fitted on Johansson et al. 2025 (LAMMPS-KOKKOS, P3HPC; raw logs at github.com/megmcca/p3hpc_ad_lmp-kk): the rate on one A100 40GB (LJ 16.4 million atoms 725 million atom-steps/s, ReaxFF 467,000 atoms 5.1 million, SNAP tungsten 64,000 atoms 2.2 million), the fixed part from one H100&apos;s size sweep. Against published runs: one H100 0.93–1.14, four H100 0.73–1.21, NERSC&apos;s SNAP benchmark on A100 1.06–1.17; a V100 and a P100 ran 1.1–4.6× slower than this, an MI250X (both dies) 1.3–2.3×, a desktop RTX 3080 at 32,000 atoms 2.1× with the FP64 units counted (4× without).</source>
        <translation>速率依据 Johansson et al. 2025（LAMMPS-KOKKOS，P3HPC；原始日志见 github.com/megmcca/p3hpc_ad_lmp-kk）拟合：单块 A100 40GB 上的速率（LJ，1,640 万原子：每秒 7.25 亿原子步；ReaxFF，46.7 万原子：每秒 510 万；SNAP 钨，6.4 万原子：每秒 220 万），固定开销取自单块 H100 上的体系规模扫描。与已发表结果对比：单块 H100 为 0.93–1.14，四块 H100 为 0.73–1.21，NERSC 的 SNAP 基准在 A100 上为 1.06–1.17；V100 和 P100 比这里的估算慢 1.1–4.6 倍，MI250X（两个 die 都用上）慢 1.3–2.3 倍，台式机 RTX 3080 在 32,000 原子时计入 FP64 单元后慢 2.1 倍（不计入时慢 4 倍）。</translation>
    </message>
    <message>
        <source>computes double precision on FP64 units of %1 TFLOPS (not proposed; pin it to see its estimate)</source>
        <translation>在只有 %1 TFLOPS 的 FP64 单元上做双精度计算（不推荐；如需查看估算，请指定该型号）</translation>
    </message>
    <message>
        <source>FP16 with FP16 accumulate, twice the FP32-accumulate</source>
        <translation>FP16（FP16 累加，为 FP32 累加的两倍）</translation>
    </message>
    <message>
        <source>, FP16 accumulate: twice this GeForce card&apos;s FP32-accumulate figure</source>
        <translation>，FP16 累加：为这张 GeForce 卡 FP32 累加算力的两倍</translation>
    </message>
    <message>
        <source>%1 B × %2 million activations</source>
        <translation>%1 B × %2 百万激活值</translation>
    </message>
    <message>
        <source>(%1 + %2 B × %3 million concatenated inputs of the dense blocks)</source>
        <translation>（%1 + %2 B × 稠密块的 %3 百万拼接输入）</translation>
    </message>
    <message>
        <source>convolutional network, %1: %2%3 ÷ (3 × %4 GFLOPs) = %5 B per FLOP; %6</source>
        <translation>卷积网络，%1：%2%3 ÷ (3 × %4 GFLOPs) = 每 FLOP %5 B；%6</translation>
    </message>
    <message>
        <source>%1 GB for a ResNet-50 sample at 224×224 with mixed precision (fitted on timm&apos;s largest batches in 24 GB: ResNet-50 512 fits, ResNet-152 256 does not) × %2 M activations ÷ ResNet-50&apos;s %3 M%4%5</source>
        <translation>混合精度下 224×224 的 ResNet-50 样本 %1 GB（按 timm 在 24 GB 显存上能跑的最大批量拟合：ResNet-50 跑得下 512，ResNet-152 跑不下 256）× %2 M 个激活值 ÷ ResNet-50 的 %3 M 个%4%5</translation>
    </message>
    <message>
        <source> = %1 GB, + %2 copies × %3 million concatenated inputs of the dense blocks × 2 B = %4 GB</source>
        <translation> = %1 GB，+ %2 份 × 稠密块的 %3 百万拼接输入 × 2 B = %4 GB</translation>
    </message>
    <message>
        <source>%1 inference, %2: %3 GFLOPs ÷ (%4 TFLOPS%10 × %5) = %6 ms of math + %7 ÷ %8 GB/s = %9 ms of memory traffic per image</source>
        <translation>%1推理，%2：%3 GFLOPs ÷ (%4 TFLOPS%10 × %5) = 计算 %6 ms + %7 ÷ %8 GB/s = 显存访问 %9 ms（每张图）</translation>
    </message>
    <message>
        <source>; + %1 B × %2 million class scores of the detection head ÷ %3 GB/s = %4 ms of post-processing (top-k, box decoding and non-maximum suppression on the GPU)</source>
        <translation>；+ %1 B × 检测头的 %2 百万个类别分数 ÷ %3 GB/s = 后处理 %4 ms（在 GPU 上做 top-k、框解码和非极大值抑制）</translation>
    </message>
    <message>
        <source>The prompt&apos;s attention (QKᵀ and P·V, causal: each query reads every earlier token in all %1 layers) adds %2 FLOPs a request, %3% of 2 × parameters × prompt tokens.</source>
        <translation>提示词的注意力计算（QKᵀ 与 P·V，因果掩码：%1 层中每个查询都读取它之前的全部 token）每个请求增加 %2 FLOPs，相当于 2 × 参数量 × 提示词 token 数的 %3%。</translation>
    </message>
    <message>
        <source>The prompt&apos;s attention (QKᵀ and P·V, causal: each query reads every earlier token in %1 layers and at most %2 tokens in the other %3, whose window slides) adds %4 FLOPs a request, %5% of 2 × parameters × prompt tokens.</source>
        <translation>提示词的注意力计算（QKᵀ 与 P·V，因果掩码：%1 层中每个查询读取它之前的全部 token，其余 %3 层为滑动窗口注意力，最多读取 %2 个 token）每个请求增加 %4 FLOPs，相当于 2 × 参数量 × 提示词 token 数的 %5%。</translation>
    </message>
    <message>
        <source>Attention&apos;s score and context matmuls have no parameters: 12 × (%1 layers × %2 tokens of context + %3 sliding-window layers × their %4) × %5 (heads × head dimension) = %6 FLOPs per token, %7% of the parameter FLOPs (PaLM, Appendix B, the MFU convention)%8.</source>
        <translation>注意力的打分和上下文矩阵乘没有参数，不在 N 之内：12 × (%1 层 × %2 上下文长度 + %3 个滑动窗口层 × 其窗口 %4) × %5（头数 × 头维度）= 每 token %6 FLOPs，相当于参数 FLOPs 的 %7%（PaLM 附录 B，MFU 的通行算法）%8。</translation>
    </message>
    <message>
        <source>Eager attention: %1 scores an image (%2 million a pass × %3 passes a step × %4 steps), each written to memory and read back, %5 B a score (QKᵀ writes it, the softmax reads it and writes the probability, P·V reads that) ÷ %6 GB/s = %7 s an image on top of the math. FlashAttention, PyTorch SDPA or xformers keep the scores on chip.</source>
        <translation>非融合注意力：每张图 %1 个分数（每次前向 %2 百万个 × 每步 %3 次前向 × %4 步），每个分数都写入显存再读回，每个分数 %5 B（QKᵀ 写出，softmax 读取并写出概率，P·V 再读取）÷ %6 GB/s = 每张图在计算之外再加 %7 秒。FlashAttention、PyTorch SDPA 或 xformers 会把分数留在片上。</translation>
    </message>
    <message>
        <source>Eager attention is not charged: the model gives no count of its attention scores (model.attention_scores_m; Stable Diffusion 1.x at 512×512 computes 732.28 million a pass).</source>
        <translation>未计入非融合注意力的开销：模型没有给出注意力分数数量（model.attention_scores_m；Stable Diffusion 1.x 在 512×512 下每次前向为 7.3228 亿个）。</translation>
    </message>
    <message>
        <source>, the recomputed forward&apos;s %1</source>
        <translation>，重计算的前向 %1 次</translation>
    </message>
    <message>
        <source>Eager attention: %1 million scores a training sample, each read or written %2 times in memory (the forward&apos;s %3, the backward&apos;s %4%5), %6 B a score ÷ %7 GB/s = %8 s a sample on top of the math.</source>
        <translation>非融合注意力：每个训练样本 %1 百万个分数，每个分数在显存中读写 %2 次（前向 %3 次，反向 %4 次%5），每个分数 %6 B ÷ %7 GB/s = 每个样本在计算之外再加 %8 秒。</translation>
    </message>
    <message>
        <source>Eager attention holds %1 buffers of its largest layer&apos;s scores at once (torch.baddbmm&apos;s empty input, the scores, the probabilities): %1 × %2 B × %3 million × %4 sequences (the images of a call × the passes of a step) = %5 GB per GPU.</source>
        <translation>非融合注意力同时占用最大注意力层分数的 %1 份缓冲区（torch.baddbmm 的空输入、分数、概率）：%1 × %2 B × %3 百万 × %4 个序列（每次调用的图像数 × 每步前向次数）= 每 GPU %5 GB。</translation>
    </message>
    <message>
        <source>encoder, %1 tokens a sequence, %2: 2 × %3 dense parameters × %1 + 4 × %4 layers × %1² × %5 (bidirectional attention) = %6 GFLOPs ÷ (%7 TFLOPS × %8) = %9 ms of math + %10 B × %11 million activations (%4 layers × %1 tokens × (6 × %12 + %13 + %14 heads × %1)) ÷ %15 GB/s = %16 ms of memory traffic per sequence</source>
        <translation>编码器，每个序列 %1 个 token，%2：2 × %3 个稠密参数 × %1 + 4 × %4 层 × %1² × %5（双向注意力）= %6 GFLOPs ÷ (%7 TFLOPS × %8) = %9 ms 计算 + %10 B × %11 百万个激活值（%4 层 × %1 个 token × (6 × %12 + %13 + %14 个头 × %1)）÷ %15 GB/s = 每个序列 %16 ms 显存访问</translation>
    </message>
    <message>
        <source>sequence</source>
        <translation>个序列</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>个序列</translation>
    </message>
    <message>
        <source>Working memory: %1 sequences a call × %2 million activations × %3 B = %4 GB per GPU (as given, else 256 halved until it fits with the recommended 20% headroom; an upper bound: a framework frees a layer&apos;s input once the next has read it). An encoder keeps no KV cache: it generates no tokens.</source>
        <translation>工作显存：每次调用 %1 个序列 × %2 百万个激活值 × %3 B = 每 GPU %4 GB（按给定值；未给定时从 256 起减半，直到留出推荐的 20% 余量后仍放得下；这是上限：框架在下一层读完输入后即释放）。编码器不生成 token，没有 KV 缓存。</translation>
    </message>
    <message>
        <source>Working memory: %1 windows a call × %2 GB (the cross- and self-attention caches of %4 decoder layers over %5 + %6 positions at beam width %3, and the encoder&apos;s widest activation) = %7 GB per GPU (as given, else 16 halved until it fits with the recommended 20% headroom).</source>
        <translation>工作显存：每次调用 %1 个窗口 × %2 GB（束宽 %3 下 %4 个解码器层在 %5 + %6 个位置上的交叉注意力和自注意力缓存，加上编码器最宽的一层激活值）= 每 GPU %7 GB（按给定值；未给定时从 16 起减半，直到留出推荐的 20% 余量后仍放得下）。</translation>
    </message>
    <message>
        <source>Working memory: %1 images a call × %2 million activations × %3 B = %4 GB per GPU (as given, else 256 halved until it fits with the recommended 20% headroom).</source>
        <translation>工作显存：每次调用 %1 张图片 × %2 百万激活值 × %3 B = 每 GPU %4 GB（按给定值；未给定时从 256 起减半，直到留出推荐的 20% 余量后仍放得下）。</translation>
    </message>
    <message>
        <source>; eager attention: %1 million scores (%2 layers × %3 heads × %4²) × %5 B (%6 passes × %7 B) ÷ %8 GB/s = %9 ms more per sequence</source>
        <translation>；非融合注意力：%1 百万个分数（%2 层 × %3 个头 × %4²）× %5 B（%6 次读写 × %7 B）÷ %8 GB/s = 每个序列再加 %9 ms</translation>
    </message>
    <message>
        <source>; attention %1 of a pass&apos;s FLOPs (4 × %2 million scores × %3 head width ÷ %4 GFLOPs) at %5 (%6%7), the rest at %8: 1 / (%9 ÷ %8 + %1 ÷ %5) = %10</source>
        <translation>；注意力占一次前向 FLOPs 的 %1（4 × %2 百万个分数 × 头宽 %3 ÷ %4 GFLOPs），按 %5 计（%6%7），其余按 %8：1 / (%9 ÷ %8 + %1 ÷ %5) = %10</translation>
    </message>
    <message>
        <source>FlashAttention-3 class kernels on this card</source>
        <translation>本卡上的 FlashAttention-3 类内核</translation>
    </message>
    <message>
        <source>FlashAttention-2 on Hopper-class cards</source>
        <translation>Hopper 类显卡上的 FlashAttention-2</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>, capped at the math share</source>
        <translation>，以计算占比为上限</translation>
    </message>
    <message numerus="yes">
        <source>Needed: %1 videos an hour; one GPU gives %2, %n GPU(s) give %3.</source>
        <translation>
            <numerusform>需求：每小时 %1 段视频；单卡 %2，%n 张卡 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>%7: %1 steps × %2 (denoiser passes a step: 2 with classifier-free guidance, 1 for a guidance-distilled model or with guidance off) × %3 GFLOPs = %4 TFLOP ÷ %5 TFLOPS = %6 s of math.</source>
        <translation>%7：%1 步 × %2（每步去噪前向次数：无分类器引导为 2，引导蒸馏模型或关闭引导为 1）× %3 GFLOPs = %4 TFLOP ÷ %5 TFLOPS = %6 秒计算。</translation>
    </message>
    <message>
        <source>A video of %1 frames</source>
        <translation>一段 %1 帧的视频</translation>
    </message>
    <message>
        <source>An image</source>
        <translation>一张图像</translation>
    </message>
    <message>
        <source>%1 videos/h</source>
        <translation>每小时 %1 段视频</translation>
    </message>
    <message>
        <source>video</source>
        <translation>段视频</translation>
    </message>
    <message>
        <source>videos</source>
        <translation>段视频</translation>
    </message>
    <message>
        <source>; at batch %1 each layer&apos;s kernel has a latency its work does not cover, and the model&apos;s layers are not counted (model.conv_layers): the rate is what a full batch reaches</source>
        <translation>；批大小为 %1 时，每层内核的延迟无法被其工作量覆盖，而该模型的层数未统计（model.conv_layers）：此速率是满批次能达到的速率</translation>
    </message>
    <message>
        <source>; eager PyTorch&apos;s host issues each layer&apos;s operations beside it, %1 layers × %2 µs = %3 ms a call, and the slower of the two sets the pace</source>
        <translation>；PyTorch eager 模式的主机同时逐层下发算子，每次调用 %1 层 × %2 µs = %3 ms，二者中较慢的一方决定速度</translation>
    </message>
    <message>
        <source>: %1 ms ÷ %2 = %3 ms each</source>
        <translation>：%1 ms ÷ %2 = 每个 %3 ms</translation>
    </message>
    <message>
        <source> (fitted at %1 MHz; this card&apos;s boost clock is not in the catalog, so it is kept)</source>
        <translation>（在 %1 MHz 下拟合；目录中没有这张卡的加速频率，故沿用原值）</translation>
    </message>
    <message>
        <source> (%1 µs at %2 MHz × %2 ÷ %3 MHz, this card&apos;s boost clock: a kernel too small to fill the GPU takes about as many cycles on any card)</source>
        <translation>（%2 MHz 下的 %1 µs × %2 ÷ %3 MHz，即该卡的加速频率：占不满 GPU 的小内核在任何卡上所需的时钟周期数大致相同）</translation>
    </message>
    <message>
        <source>; a call at batch %1: %2 layers × %3 µs%6 = %4 ms of kernel latency on the GPU (a layer&apos;s kernels take at least that at a small batch, whatever their work) + %1 × %5 ms</source>
        <translation>；批大小为 %1 的一次调用：%2 层 × %3 µs%6 = %4 ms 的 GPU 内核延迟（小批量时无论工作量多少，每层内核至少耗时这么久）+ %1 × %5 ms</translation>
    </message>
</context>
<context>
    <name>pricelist</name>
    <message>
        <source>%1: the file holds no table.</source>
        <translation>%1：文件中没有表格。</translation>
    </message>
    <message>
        <source>%1: row %2, column %3 (%4): %5</source>
        <translation>%1：第 %2 行，第 %3 列（%4）：%5</translation>
    </message>
    <message>
        <source>no GPU model</source>
        <translation>没有 GPU 型号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; matches several GPUs; write the catalog id</source>
        <translation>“%1”匹配多款 GPU；请填写硬件库 ID</translation>
    </message>
    <message>
        <source>no GPU in the catalog is named &apos;%1&apos;%2</source>
        <translation>硬件库中没有名为“%1”的 GPU%2</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation>（是否指 %1？）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU count</source>
        <translation>“%1”不是有效的 GPU 数量</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a billing mode (按量付费, 包年包月, 包年, 抢占式, 购买)</source>
        <translation>“%1”不是有效的计费方式（按量付费、包年包月、包年、抢占式、购买）</translation>
    </message>
    <message>
        <source>own price list</source>
        <translation>自有价目表</translation>
    </message>
    <message>
        <source>Own price list %1, row %2: %3</source>
        <translation>自有价目表 %1，第 %2 行：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: the workbook cannot be created</source>
        <translation>%1：无法创建工作簿</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n example row(s) of the template left out; they are never imported.</source>
        <translation>
            <numerusform>%1：已跳过模板中的 %n 行示例，示例行不会导入。</numerusform>
        </translation>
    </message>
    <message>
        <source>the GPU model (型号, GPU)</source>
        <translation>GPU 型号（型号、GPU）</translation>
    </message>
    <message>
        <source>a price (单价, Price)</source>
        <translation>单价（单价、Price）</translation>
    </message>
    <message>
        <source>%1: no column holds %2 (headers: %3).</source>
        <translation>%1：没有列包含%2（表头：%3）。</translation>
    </message>
    <message>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <source>Choose the columns in the mapping step.</source>
        <translation>请在列映射步骤中选择对应的列。</translation>
    </message>
    <message>
        <source>Map them with --map COLUMN=gpu_model and --map COLUMN=price (or price_per_hour, price_per_gpu_month…).</source>
        <translation>请用 --map 列=gpu_model 和 --map 列=price（或 price_per_hour、price_per_gpu_month…）指定。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (2026-12-01)</source>
        <translation>“%1”不是日期（应如 2026-12-01）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not understood; the row is imported without it</source>
        <translation>无法识别“%1”；该行导入时不含此项</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a price per machine, but the row gives no GPU count: add a count column (卡数) or write it in the GPU cell (8卡 H100)</source>
        <translation>“%1”是整机价格，但该行没有卡数：请增加卡数列，或在 GPU 单元格中写明（如 8卡 H100）</translation>
    </message>
    <message>
        <source>the GPU cell &apos;%1&apos; says %2 GPUs, the count column %3</source>
        <translation>GPU 单元格“%1”写的是 %2 卡，卡数列是 %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a price: %2</source>
        <translation>“%1”不是价格：%2</translation>
    </message>
    <message>
        <source>no currency: write ¥, $, 元 or USD in the cell or its header, or add a currency column</source>
        <translation>未注明币种：请在单元格或表头中写明 ¥、$、元 或 USD，或增加币种列</translation>
    </message>
    <message>
        <source>price on request (ask the vendor)</source>
        <translation>价格面议（请向供应商询价）</translation>
    </message>
    <message>
        <source>not a number this planner reads</source>
        <translation>不是本工具能识别的数字</translation>
    </message>
    <message>
        <source>the billing is a purchase, but the price names a period (/时, /月, /年)</source>
        <translation>计费方式为购买，但价格写有周期（/时、/月、/年）</translation>
    </message>
    <message>
        <source>a purchase price is read for the whole server only (per card is not)</source>
        <translation>购买价只按整机读取（不读取按卡价格）</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>为零</translation>
    </message>
    <message>
        <source>no GPU count: &apos;%1&apos; is taken as the price of one GPU; if the offering has more, add a count column (卡数) or write it in the GPU cell (8卡 A800)</source>
        <translation>未给出 GPU 数量：“%1”按单卡价格计；若该规格不止一张卡，请加一列卡数，或在 GPU 单元格中写明（如 8卡 A800）</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; is %2 USD a GPU-hour for %3 × %4, %5× the catalog&apos;s rental offers for this GPU (median %6 USD a GPU-hour of %n offer(s)): check the GPU count and the period</source>
        <translation>
            <numerusform>“%1”折合 %3 × %4 每 GPU 小时 %2 USD，是硬件库中该 GPU 租用报价的 %5 倍（%n 条报价的中位数为每 GPU 小时 %6 USD）：请核对卡数和计费周期</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; is not read: no field of a price list has this name (choose one in the mapping step)</source>
        <translation>%1：未读取列“%2”：价目表中没有同名字段（可在列对应步骤中选择字段）</translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; is not read: no field of a price list has this name (map it with --map %3)</source>
        <translation>%1：未读取列“%2”：价目表中没有同名字段（可用 --map %3 映射）</translation>
    </message>
</context>
<context>
    <name>quotefields</name>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>GPU memory per GPU (GB)</source>
        <translation>单卡显存（GB）</translation>
    </message>
    <message>
        <source>GPU interconnect (NVLink, PCIe…)</source>
        <translation>卡间互联（NVLink、PCIe…）</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU 型号</translation>
    </message>
    <message>
        <source>CPU physical cores</source>
        <translation>CPU 物理核心数</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU 数</translation>
    </message>
    <message>
        <source>CPU PCIe lanes</source>
        <translation>CPU PCIe 通道数</translation>
    </message>
    <message>
        <source>RAM (GB)</source>
        <translation>内存（GB）</translation>
    </message>
    <message>
        <source>System disk (GB)</source>
        <translation>系统盘（GB）</translation>
    </message>
    <message>
        <source>Data disk (GB)</source>
        <translation>数据盘（GB）</translation>
    </message>
    <message>
        <source>Data disk type (NVMe, SSD…)</source>
        <translation>数据盘类型（NVMe、SSD…）</translation>
    </message>
    <message>
        <source>Data disk sequential read (MB/s)</source>
        <translation>数据盘顺序读（MB/s）</translation>
    </message>
    <message>
        <source>Public bandwidth (Mbit/s)</source>
        <translation>公网带宽（Mbit/s）</translation>
    </message>
    <message>
        <source>Bandwidth between nodes (Gbit/s)</source>
        <translation>节点间带宽（Gbit/s）</translation>
    </message>
    <message>
        <source>GPU driver version</source>
        <translation>GPU 驱动版本</translation>
    </message>
    <message>
        <source>Operating system and base image</source>
        <translation>操作系统与基础镜像</translation>
    </message>
    <message>
        <source>Custom container images (yes/no)</source>
        <translation>自定义容器镜像（是/否）</translation>
    </message>
    <message>
        <source>Job scheduler and quotas (yes/no)</source>
        <translation>作业调度与配额（是/否）</translation>
    </message>
    <message>
        <source>Monitoring and alerts (yes/no)</source>
        <translation>监控告警（是/否）</translation>
    </message>
    <message>
        <source>Backup to independent storage (yes/no)</source>
        <translation>备份到独立存储（是/否）</translation>
    </message>
    <message>
        <source>Access control and audit logs (yes/no)</source>
        <translation>访问控制与审计日志（是/否）</translation>
    </message>
    <message>
        <source>Autoscaling (yes/no)</source>
        <translation>弹性伸缩（是/否）</translation>
    </message>
    <message>
        <source>Price (period from the unit column)</source>
        <translation>价格（周期取自单位列）</translation>
    </message>
    <message>
        <source>Price unit (元/月, 元/卡/时, per GPU-hour…)</source>
        <translation>计价单位（元/月、元/卡/时、per GPU-hour…）</translation>
    </message>
    <message>
        <source>Price per day</source>
        <translation>每天价格</translation>
    </message>
    <message>
        <source>Price per GPU-hour (× GPUs)</source>
        <translation>每 GPU 小时价格（× GPU 数）</translation>
    </message>
    <message>
        <source>Price per GPU-day (× GPUs)</source>
        <translation>每 GPU 天价格（× GPU 数）</translation>
    </message>
    <message>
        <source>Price per GPU-month (× GPUs)</source>
        <translation>每 GPU 月价格（× GPU 数）</translation>
    </message>
    <message>
        <source>Price per GPU-year (× GPUs)</source>
        <translation>每 GPU 年价格（× GPU 数）</translation>
    </message>
    <message>
        <source>Machines (nodes) offered</source>
        <translation>提供的机器（节点）数</translation>
    </message>
    <message>
        <source>%1 an hour</source>
        <translation>每小时 %1</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation>每年 %1</translation>
    </message>
    <message>
        <source>%1 once</source>
        <translation>一次性 %1</translation>
    </message>
    <message>
        <source>Price reserved for a year (billed per hour or month, paid all year)</source>
        <translation>预留一年的价格（按小时或按月计价，全年付费）</translation>
    </message>
    <message>
        <source>Quantity (GPUs; machines where the row gives the GPUs of each)</source>
        <translation>数量（卡数；若该行已写明每台卡数，则为台数）</translation>
    </message>
    <message>
        <source>Price reserved for three years (billed per hour or month, paid all three years)</source>
        <translation>预留三年的价格（按小时或按月计价，三年全程付费）</translation>
    </message>
    <message>
        <source>Price for three years (whole term)</source>
        <translation>三年价格（整个期限合计）</translation>
    </message>
    <message>
        <source>%1 for three years</source>
        <translation>三年 %1</translation>
    </message>
</context>
<context>
    <name>quotes</name>
    <message>
        <source>Quote %1 of the plan cannot be read: %2</source>
        <translation>方案中的第 %1 条报价无法读取：%2</translation>
    </message>
</context>
<context>
    <name>report</name>
    <message>
        <source>Workload: %1, %2, %3</source>
        <translation>工作负载：%1，%2，%3</translation>
    </message>
    <message>
        <source> (recommended)</source>
        <translation>（推荐）</translation>
    </message>
    <message>
        <source>Target not met: %1</source>
        <translation>未达到目标：%1</translation>
    </message>
    <message>
        <source>see the GPU dimension</source>
        <translation>见 GPU 维度</translation>
    </message>
    <message>
        <source>Findings:</source>
        <translation>检查结果：</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>minimum:     %1</source>
        <translation>最低：%1</translation>
    </message>
    <message>
        <source>recommended: %1</source>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>chosen:      %1</source>
        <translation>已选：%1</translation>
    </message>
    <message>
        <source>Ranking (fits, meets the target, then reference cost):</source>
        <translation>排序（能否容纳、是否达到目标，其次是参考价）：</translation>
    </message>
    <message>
        <source>meets the target</source>
        <translation>达到目标</translation>
    </message>
    <message>
        <source>fits, misses the target</source>
        <translation>可容纳，未达到目标</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <source>, reference %1 USD</source>
        <translation>，参考价 %1 USD</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog: ask for the datasheet</source>
        <translation>“%1”不在硬件库中：请索取数据手册</translation>
    </message>
    <message>
        <source>a different GPU (%1, %2 GB, %3 GB/s): the plan was sized for %4; size it again with gpu.model set to %5</source>
        <translation>GPU 型号不同（%1，%2 GB，%3 GB/s）：方案是按 %4 规划的；请将方案的 GPU 型号设为 %5 后重新规划</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number in %2</source>
        <translation>%2 中的“%1”不是数字</translation>
    </message>
    <message>
        <source>%1 %2 offered; minimum %3, recommended %4</source>
        <translation>报价为 %1 %2；最低 %3，推荐 %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no version</source>
        <translation>“%1”未注明版本</translation>
    </message>
    <message>
        <source>version %1 offered; minimum %2, recommended %3</source>
        <translation>提供版本 %1；最低 %2，推荐 %3</translation>
    </message>
    <message>
        <source>GPUs over PCIe only</source>
        <translation>GPU 之间仅通过 PCIe 互联</translation>
    </message>
    <message>
        <source>cannot tell the GPU link from &apos;%1&apos;</source>
        <translation>无法从“%1”判断卡间互联方式</translation>
    </message>
    <message>
        <source>cannot tell the disk type from &apos;%1&apos;</source>
        <translation>无法从“%1”判断磁盘类型</translation>
    </message>
    <message>
        <source>not local NVMe</source>
        <translation>不是本地 NVMe</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>below recommended</source>
        <translation>低于推荐值</translation>
    </message>
    <message>
        <source>below minimum</source>
        <translation>低于最低要求</translation>
    </message>
    <message>
        <source>not stated (ask the vendor)</source>
        <translation>未注明（请询问供应商）</translation>
    </message>
    <message numerus="yes">
        <source>%n requirement(s) below minimum</source>
        <translation>
            <numerusform>%n 项需求低于最低要求</numerusform>
        </translation>
    </message>
    <message>
        <source>meets every minimum</source>
        <translation>满足所有最低要求</translation>
    </message>
    <message numerus="yes">
        <source>%n below recommended</source>
        <translation>
            <numerusform>%n 项低于推荐值</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not stated</source>
        <translation>
            <numerusform>%n 项未注明</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over the horizon</source>
        <translation>规划期内 %1</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Per hour: %1 × %2 paid hours a month × %3 months = %4.</source>
        <translation>按小时：%1 × 每月计费 %2 小时 × %3 个月 = %4。</translation>
    </message>
    <message>
        <source>Per month: %1 × %2 started months = %3.</source>
        <translation>包月：%1 × %2 个计费月 = %3。</translation>
    </message>
    <message>
        <source>Per year: %1 × %2 started years = %3.</source>
        <translation>包年：%1 × %2 个计费年 = %3。</translation>
    </message>
    <message>
        <source>Converted from %1 at %2 CNY per USD.</source>
        <translation>由 %1 按 1 USD = %2 CNY 换算。</translation>
    </message>
    <message>
        <source>Horizon: %1 months.</source>
        <translation>规划期：%1 个月。</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>%1 个月累计成本</translation>
    </message>
    <message>
        <source>months</source>
        <translation>月</translation>
    </message>
    <message>
        <source>committed cost (%1)</source>
        <translation>已承诺成本（%1）</translation>
    </message>
    <message>
        <source>buying breaks even: month %1</source>
        <translation>购买回本：第 %1 个月</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour against utilization</source>
        <translation>每有效 GPU 小时成本与利用率的关系</translation>
    </message>
    <message>
        <source>utilization (%)</source>
        <translation>利用率（%）</translation>
    </message>
    <message>
        <source>per useful GPU-hour (%1)</source>
        <translation>每有效 GPU 小时成本（%1）</translation>
    </message>
    <message>
        <source>this plan: %1%</source>
        <translation>本方案：%1%</translation>
    </message>
    <message>
        <source>%1: cannot be written</source>
        <translation>%1：无法写入</translation>
    </message>
    <message>
        <source>the plan must be a JSON object</source>
        <translation>方案必须是 JSON 对象</translation>
    </message>
    <message>
        <source>workload: must be a JSON object</source>
        <translation>workload：必须是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: unknown field of the plan</source>
        <translation>%1：未知的方案字段</translation>
    </message>
    <message>
        <source>quotes: must be an array of quotes</source>
        <translation>quotes：必须是报价数组</translation>
    </message>
    <message>
        <source>quotes[%1]: %2; this quote is left out</source>
        <translation>quotes[%1]：%2；已跳过该报价</translation>
    </message>
    <message>
        <source>--map %1=%2: no field is named &apos;%2&apos; (fields: %3)</source>
        <translation>--map %1=%2：没有名为“%2”的字段（可用字段：%3）</translation>
    </message>
    <message>
        <source>--map %1=%2: no column is named &apos;%1&apos;</source>
        <translation>--map %1=%2：没有名为“%1”的列</translation>
    </message>
    <message>
        <source>%1: no header row: no column names a quote field (vendor, gpu_model, price_per_hour…; Chinese headers such as 供应商 or 每小时价格 work too)</source>
        <translation>%1：没有表头行：没有任何列名对应报价字段（vendor、gpu_model、price_per_hour…；也可使用 供应商、每小时价格 等中文表头）</translation>
    </message>
    <message>
        <source>%1: quotes: must be an array</source>
        <translation>%1：quotes：必须是数组</translation>
    </message>
    <message>
        <source>%1 quote %2</source>
        <translation>%1 第 %2 条报价</translation>
    </message>
    <message>
        <source>a quote must be a JSON object</source>
        <translation>报价必须是 JSON 对象</translation>
    </message>
    <message>
        <source>%1 quote %2: %3; the quote is left out</source>
        <translation>%1 第 %2 条报价：%3；已跳过该报价</translation>
    </message>
    <message>
        <source>manual entry</source>
        <translation>手动录入</translation>
    </message>
    <message>
        <source>%1: too large for a quote file</source>
        <translation>%1：文件过大，不能作为报价文件</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: unknown quote file type (use .xlsx, .csv or .json)</source>
        <translation>%1：未知的报价文件类型（请使用 .xlsx、.csv 或 .json）</translation>
    </message>
    <message>
        <source>vendor: is required</source>
        <translation>vendor：必填</translation>
    </message>
    <message>
        <source>currency: must be CNY or USD</source>
        <translation>currency：必须为 CNY 或 USD</translation>
    </message>
    <message>
        <source>unknown item &apos;%1&apos;</source>
        <translation>未知条目“%1”</translation>
    </message>
    <message>
        <source>unknown item &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>未知条目“%1”；您是否想输入“%2”？</translation>
    </message>
    <message>
        <source>item &apos;%1&apos; appears twice</source>
        <translation>条目“%1”出现了两次</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>%1: %2; the row is left out</source>
        <translation>%1：%2；已跳过该行</translation>
    </message>
    <message>
        <source>%1: the vendor is empty; the quote is named &apos;%2&apos;</source>
        <translation>%1：供应商为空；该报价命名为“%2”</translation>
    </message>
    <message>
        <source>%1: no vendor cell; the quote is named &apos;%2&apos;</source>
        <translation>%1：没有供应商单元格；该报价命名为“%2”</translation>
    </message>
    <message>
        <source>%1: no currency: give CNY or USD; the quote is left out</source>
        <translation>%1：缺少货币：请给出 CNY 或 USD；已跳过该报价</translation>
    </message>
    <message>
        <source>%1: the sheet has no answers and no prices: nothing to import</source>
        <translation>%1：表中既没有填写内容也没有价格，无可导入</translation>
    </message>
    <message>
        <source>%1, field &apos;%2&apos;</source>
        <translation>%1，字段“%2”</translation>
    </message>
    <message>
        <source>%1 cell %2%3</source>
        <translation>%1 单元格 %2%3</translation>
    </message>
    <message>
        <source>%1 cell %2%3 (column &apos;%4&apos;)</source>
        <translation>%1 单元格 %2%3（列“%4”）</translation>
    </message>
    <message>
        <source>%1 row %2, column %3</source>
        <translation>%1 第 %2 行，第 %3 列</translation>
    </message>
    <message>
        <source>%1 row %2, column &apos;%3&apos;</source>
        <translation>%1 第 %2 行，列“%3”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a currency this planner reads (CNY or USD)</source>
        <translation>“%1”不是本规划器支持的货币（CNY 或 USD）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; mixes currencies: the quote&apos;s prices are in %2</source>
        <translation>“%1”混用了货币：该报价的价格以 %2 计</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is negative</source>
        <translation>“%1”为负数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in %2, but the quote&apos;s prices are in %3</source>
        <translation>“%1”以 %2 计价，但该报价的价格以 %3 计</translation>
    </message>
    <message>
        <source>%1 vCPUs (%2 physical cores with SMT)</source>
        <translation>%1 个 vCPU（开启 SMT 时为 %2 个物理核心）</translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; is not used: no field has this name (map it with --map &apos;%2=FIELD&apos;)</source>
        <translation>%1：未使用列“%2”：没有同名字段（可用 --map &apos;%2=FIELD&apos; 映射）</translation>
    </message>
    <message>
        <source>%1: no column names the vendor (a header such as &apos;vendor&apos; or &apos;供应商&apos;, or --map COLUMN=vendor); nothing was imported</source>
        <translation>%1：没有表示供应商的列（表头应为 vendor 或 供应商，或使用 --map COLUMN=vendor）；未导入任何内容</translation>
    </message>
    <message>
        <source>LLM pre-training</source>
        <translation>LLM 预训练</translation>
    </message>
    <message>
        <source>LLM fine-tuning</source>
        <translation>LLM 微调</translation>
    </message>
    <message>
        <source>LLM online serving</source>
        <translation>LLM 在线推理服务</translation>
    </message>
    <message>
        <source>batch (offline) inference</source>
        <translation>批量（离线）推理</translation>
    </message>
    <message>
        <source>diffusion model training</source>
        <translation>扩散模型训练</translation>
    </message>
    <message>
        <source>computer-vision training</source>
        <translation>计算机视觉训练</translation>
    </message>
    <message>
        <source>video processing</source>
        <translation>视频处理</translation>
    </message>
    <message>
        <source>rendering</source>
        <translation>渲染</translation>
    </message>
    <message>
        <source>scientific computing (FP64)</source>
        <translation>科学计算（FP64）</translation>
    </message>
    <message>
        <source>simulation</source>
        <translation>仿真</translation>
    </message>
    <message>
        <source>geospatial processing</source>
        <translation>地理空间数据处理</translation>
    </message>
    <message>
        <source>GPU model and count</source>
        <translation>GPU 型号与数量</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Software environment</source>
        <translation>软件环境</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Generated %1 by %2 %3 · catalog %4</source>
        <translation>%1 由 %2 %3 生成 · 硬件库 %4</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必需</translation>
    </message>
    <message>
        <source>not required</source>
        <translation>非必需</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>%1, or an accelerator with at least %2 GB memory, %3 GB/s memory bandwidth and %4 dense BF16 TFLOPS on the %5 software stack</source>
        <translation>%1，或显存至少 %2 GB、显存带宽 %3 GB/s、BF16 稠密算力 %4 TFLOPS 并支持 %5 软件栈的加速卡</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <source>Memory of each GPU (GB = 10^9 bytes), as the plan needs it per GPU</source>
        <translation>每个 GPU 的显存（GB = 10^9 字节），按方案对单卡的需求</translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>NVLink / NVSwitch class link (or the vendor&apos;s equivalent, e.g. Infinity Fabric) between all %1 GPUs of a node</source>
        <translation>节点内全部 %1 个 GPU 之间采用 NVLink / NVSwitch 级互联（或厂商的同类互联，如 Infinity Fabric）</translation>
    </message>
    <message>
        <source>PCIe acceptable</source>
        <translation>PCIe 即可</translation>
    </message>
    <message>
        <source>NVLink between all %1 GPUs</source>
        <translation>全部 %1 个 GPU 之间 NVLink 互联</translation>
    </message>
    <message>
        <source>CPU physical cores per node</source>
        <translation>每节点 CPU 物理核心数</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>核</translation>
    </message>
    <message>
        <source>PCIe lanes per node</source>
        <translation>每节点 PCIe 通道数</translation>
    </message>
    <message>
        <source>PCIe lanes from the CPUs for GPUs, NVMe drives and NICs</source>
        <translation>CPU 为 GPU、NVMe 硬盘和网卡提供的 PCIe 通道</translation>
    </message>
    <message>
        <source>lanes</source>
        <translation>条</translation>
    </message>
    <message>
        <source>RAM per node</source>
        <translation>每节点内存</translation>
    </message>
    <message>
        <source>System disk</source>
        <translation>系统盘</translation>
    </message>
    <message>
        <source>A system disk for OS, drivers and images, separate from the data disk</source>
        <translation>用于操作系统、驱动和镜像的系统盘，与数据盘分开</translation>
    </message>
    <message>
        <source>Data disk capacity</source>
        <translation>数据盘容量</translation>
    </message>
    <message>
        <source>Data disk per node for datasets, model files, checkpoints and logs</source>
        <translation>每节点数据盘，用于存放数据集、模型文件、检查点和日志</translation>
    </message>
    <message>
        <source>Data disk sequential read</source>
        <translation>数据盘顺序读</translation>
    </message>
    <message>
        <source>Sequential read rate of the data disk per node, measured (e.g. fio, 1 MiB blocks)</source>
        <translation>每节点数据盘的实测顺序读速率（如 fio，1 MiB 块）</translation>
    </message>
    <message>
        <source>Data disk type</source>
        <translation>数据盘类型</translation>
    </message>
    <message>
        <source>Local NVMe SSD for the data disk (cold data may go to object storage)</source>
        <translation>数据盘采用本地 NVMe SSD（冷数据可放对象存储）</translation>
    </message>
    <message>
        <source>local NVMe SSD</source>
        <translation>本地 NVMe SSD</translation>
    </message>
    <message>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>Public bandwidth</source>
        <translation>公网带宽</translation>
    </message>
    <message>
        <source>Public network bandwidth; state the number of public IPs, port limits and whether traffic or bandwidth is billed</source>
        <translation>公网带宽；请注明公网 IP 数量、端口限制，以及按流量还是按带宽计费</translation>
    </message>
    <message>
        <source>Bandwidth between nodes</source>
        <translation>节点间带宽</translation>
    </message>
    <message>
        <source>Network between nodes per node, RDMA class (InfiniBand or RoCE) for multi-node training</source>
        <translation>每节点的节点间网络；多节点训练需 RDMA 级（InfiniBand 或 RoCE）</translation>
    </message>
    <message>
        <source>GPU driver version</source>
        <translation>GPU 驱动版本</translation>
    </message>
    <message>
        <source>%1 release</source>
        <translation>%1 版本</translation>
    </message>
    <message>
        <source>NVIDIA driver that supports %1 (for %2)</source>
        <translation>支持 %1 的 NVIDIA 驱动（用于 %2）</translation>
    </message>
    <message>
        <source>%1 with its kernel driver (for %2)</source>
        <translation>%1 及其内核驱动（用于 %2）</translation>
    </message>
    <message>
        <source>Operating system and base image</source>
        <translation>操作系统与基础镜像</translation>
    </message>
    <message>
        <source>%1; the container image %2 runs with GPU access</source>
        <translation>%1；容器镜像 %2 可在运行时访问 GPU</translation>
    </message>
    <message>
        <source>Custom container images</source>
        <translation>自定义容器镜像</translation>
    </message>
    <message>
        <source>Own images and containers with GPU access, image registry or image reuse across nodes</source>
        <translation>可使用自有镜像和可访问 GPU 的容器，支持镜像仓库或跨节点复用镜像</translation>
    </message>
    <message>
        <source>Job scheduler with GPU quotas</source>
        <translation>带 GPU 配额的作业调度器</translation>
    </message>
    <message>
        <source>A scheduler or queue with per-user GPU quotas for a team of %1</source>
        <translation>为 %1 人的团队提供按用户分配 GPU 配额的调度器或队列</translation>
    </message>
    <message>
        <source>Monitoring and alerts</source>
        <translation>监控与告警</translation>
    </message>
    <message>
        <source>GPU memory, utilization, temperature, power, disk, network and job failures, with alerts</source>
        <translation>监控显存、利用率、温度、功耗、磁盘、网络和作业失败，并配置告警</translation>
    </message>
    <message>
        <source>Backup to independent storage</source>
        <translation>备份到独立存储</translation>
    </message>
    <message>
        <source>Checkpoints and key files copied to storage independent of the node</source>
        <translation>将检查点和关键文件复制到独立于节点的存储</translation>
    </message>
    <message>
        <source>Access control and audit logs</source>
        <translation>访问控制与日志审计</translation>
    </message>
    <message>
        <source>Per-user access control and audit logging of data access</source>
        <translation>按用户的访问控制和数据访问日志审计</translation>
    </message>
    <message>
        <source>Autoscaling or reserved elastic nodes</source>
        <translation>自动扩缩容或预留弹性节点</translation>
    </message>
    <message>
        <source>Extra nodes within minutes for peaks, released after</source>
        <translation>高峰时数分钟内增加节点，高峰过后释放</translation>
    </message>
    <message>
        <source>GPU memory: the work needs %1 GB per GPU; the %2 has %3 GB.</source>
        <translation>显存：工作负载每个 GPU 需要 %1 GB；%2 有 %3 GB。</translation>
    </message>
    <message>
        <source>Time: %1 GPU-hours, %2 hours wall-clock at %3% model FLOPs utilization.</source>
        <translation>时间：%1 GPU 小时，在 MFU（模型算力利用率）为 %3% 时实际耗时 %2 小时。</translation>
    </message>
    <message>
        <source>Throughput: %1 %2/s per GPU; the workload needs %3.</source>
        <translation>吞吐量：每个 GPU %1 %2/s；工作负载需要 %3。</translation>
    </message>
    <message>
        <source>The configuration meets the workload&apos;s targets.</source>
        <translation>该配置满足工作负载的目标。</translation>
    </message>
    <message>
        <source>The GPU model is fixed by the plan.</source>
        <translation>GPU 型号由方案指定。</translation>
    </message>
    <message>
        <source>Chosen first of %1 accelerator configurations ranked by fit, target and reference cost; next best: %2.</source>
        <translation>在按能否容纳、是否达到目标和参考价排序的 %1 种加速卡配置中排名第一；次优：%2。</translation>
    </message>
    <message>
        <source>CPU, RAM, storage and network are sized so that the GPUs are never kept waiting: performance comes from a balanced whole machine, not the GPU alone.</source>
        <translation>CPU、内存、存储和网络的配置确保 GPU 不会空等：性能来自整机均衡，而不只是 GPU。</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%2 的 %1（%3）</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>每秒 %1 个请求</translation>
    </message>
    <message>
        <source>%1 concurrent requests</source>
        <translation>%1 个并发请求</translation>
    </message>
    <message>
        <source>%1 prompt + %2 output tokens per request</source>
        <translation>每个请求 %1 个输入 token + %2 个输出 token</translation>
    </message>
    <message>
        <source>time to first token ≤ %1 ms</source>
        <translation>首 token 时延 ≤ %1 ms</translation>
    </message>
    <message>
        <source>time per output token ≤ %1 ms</source>
        <translation>每输出 token 时延 ≤ %1 ms</translation>
    </message>
    <message>
        <source>%1 training tokens</source>
        <translation>%1个训练 token</translation>
    </message>
    <message>
        <source>, within %1 days</source>
        <translation>，%1 天内完成</translation>
    </message>
    <message>
        <source>%1 %2 per second (or concurrently) needed, over %3 days</source>
        <translation>需每秒（或并发）处理 %1 %2，持续 %3 天</translation>
    </message>
    <message>
        <source>%1 days of work</source>
        <translation>%1 天的工作量</translation>
    </message>
    <message>
        <source>GPU server plan: %1</source>
        <translation>GPU 服务器方案：%1</translation>
    </message>
    <message>
        <source>Spec sheet · %1 · %2</source>
        <translation>配置规格单 · %1 · %2</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>月成本（%1）</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>月成本</translation>
    </message>
    <message>
        <source>Over %1 months</source>
        <translation>%1 个月合计</translation>
    </message>
    <message>
        <source>Cheapest billing</source>
        <translation>最便宜的计费方式</translation>
    </message>
    <message>
        <source>Open risks</source>
        <translation>未解决的风险</translation>
    </message>
    <message>
        <source>What is bought</source>
        <translation>采购内容</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>已选</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source> (plan)</source>
        <translation>（方案）</translation>
    </message>
    <message>
        <source>Utilization %1%: cost comes from utilization, not the hourly price.</source>
        <translation>利用率 %1%：成本取决于利用率，而不是小时单价。</translation>
    </message>
    <message>
        <source>Remaining risks</source>
        <translation>剩余风险</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>处理建议</translation>
    </message>
    <message>
        <source>No error or warning: the configuration as chosen raises no bottleneck finding.</source>
        <translation>无错误或警告：所选配置未发现瓶颈。</translation>
    </message>
    <message>
        <source>%1 inside the workbook is too large</source>
        <translation>工作簿中的 %1 过大</translation>
    </message>
    <message>
        <source>%1 is missing from the workbook</source>
        <translation>工作簿中缺少 %1</translation>
    </message>
    <message>
        <source>not an XLSX workbook (not a zip archive)</source>
        <translation>不是 XLSX 工作簿（不是 zip 压缩包）</translation>
    </message>
    <message>
        <source>not an XLSX workbook</source>
        <translation>不是 XLSX 工作簿</translation>
    </message>
    <message>
        <source>the workbook has no sheet &apos;%1&apos;</source>
        <translation>工作簿中没有工作表“%1”</translation>
    </message>
    <message>
        <source>the sheet &apos;%1&apos; cannot be read: %2</source>
        <translation>无法读取工作表“%1”：%2</translation>
    </message>
    <message>
        <source>Five questions before buying or moving to the cloud</source>
        <translation>购买或上云前的五个问题</translation>
    </message>
    <message>
        <source>Are training, testing and inference sized separately?</source>
        <translation>训练、测试和推理是否分别做了规划？</translation>
    </message>
    <message>
        <source>This plan sizes %1 only; development and validation take %2% of the GPUs&apos; time.</source>
        <translation>本方案只规划了 %1；开发和验证占用 GPU 时间的 %2%。</translation>
    </message>
    <message>
        <source>A separate smaller development instance would save %1 a month.</source>
        <translation>单独使用一台较小的开发实例，每月可节省 %1。</translation>
    </message>
    <message>
        <source>Do GPU, CPU, RAM and storage match?</source>
        <translation>GPU、CPU、内存和存储是否匹配？</translation>
    </message>
    <message>
        <source>No imbalance found.</source>
        <translation>未发现配置失衡。</translation>
    </message>
    <message>
        <source>To fix: %1.</source>
        <translation>修复方法：%1。</translation>
    </message>
    <message>
        <source>Are image management, containers and scheduling supported?</source>
        <translation>是否支持镜像管理、容器和调度？</translation>
    </message>
    <message>
        <source>Needed: own images (based on %1), containers with GPU access and a scheduler with GPU quotas for a team of %2.</source>
        <translation>需要：自有镜像（基于 %1）、可访问 GPU 的容器，以及为 %2 人团队提供 GPU 配额的调度器。</translation>
    </message>
    <message>
        <source>Needed: own images (based on %1) and containers with GPU access, so that the environment is reproducible.</source>
        <translation>需要：自有镜像（基于 %1）和可访问 GPU 的容器，以保证环境可复现。</translation>
    </message>
    <message>
        <source>Do data security, access control and audit logs meet the requirements?</source>
        <translation>数据安全、访问控制和日志审计是否满足要求？</translation>
    </message>
    <message>
        <source>Required: the data is marked sensitive; access control and audit logging must be in the contract before any data is copied.</source>
        <translation>必需：数据已标记为敏感；在复制任何数据之前，必须将访问控制和日志审计写入合同。</translation>
    </message>
    <message>
        <source>The data is not marked sensitive; still confirm who can reach the machines, the disks and the snapshots.</source>
        <translation>数据未标记为敏感；仍需确认谁能访问机器、磁盘和快照。</translation>
    </message>
    <message>
        <source>Is service support adequate?</source>
        <translation>服务支持是否到位？</translation>
    </message>
    <message>
        <source>Ask in writing: supply stability and delivery time, support hours, failure response time and how a failed GPU is replaced (SLA).</source>
        <translation>书面询问：供货稳定性和交付时间、支持时段、故障响应时间，以及 GPU 故障后如何更换（SLA）。</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <source>Checklist: %1</source>
        <translation>检查清单：%1</translation>
    </message>
    <message>
        <source>Before buying, after renting, and the questions to ask the vendor</source>
        <translation>购买前、租用后，以及要向供应商询问的问题</translation>
    </message>
    <message>
        <source>Open findings to resolve</source>
        <translation>待解决的检查结果</translation>
    </message>
    <message>
        <source>None: the configuration as chosen raises no error or warning.</source>
        <translation>无：所选配置没有错误或警告。</translation>
    </message>
    <message>
        <source>1. List the needs before buying</source>
        <translation>1. 购买前先列出需求</translation>
    </message>
    <message>
        <source>Confirm the workload with the team: %1</source>
        <translation>与团队确认工作负载：%1</translation>
    </message>
    <message>
        <source>Model %1 B parameters; peak GPU memory %2 GB per GPU; run of %3 days for a team of %4.</source>
        <translation>模型 %1 B 参数；单卡峰值显存 %2 GB；团队 %4 人，运行 %3 天。</translation>
    </message>
    <message>
        <source>2. Size every dimension and confirm it in the quote</source>
        <translation>2. 规划每个维度并在报价中确认</translation>
    </message>
    <message>
        <source>Confirm the quote states NVLink (or the vendor&apos;s GPU link) between all %1 GPUs of a node</source>
        <translation>确认报价写明节点内全部 %1 个 GPU 之间为 NVLink（或厂商的 GPU 互联）</translation>
    </message>
    <message>
        <source>Required: the plan splits the model or the training over the GPUs; over PCIe alone 8 GPUs are far from 8× one GPU.</source>
        <translation>必需：方案将模型或训练切分到多个 GPU 上；仅靠 PCIe，8 个 GPU 的性能远达不到单卡的 8 倍。</translation>
    </message>
    <message>
        <source>Recommended: the replicas run independently, PCIe is acceptable.</source>
        <translation>推荐：各副本独立运行，PCIe 即可。</translation>
    </message>
    <message>
        <source>Ask for the CPU model and its physical core count: the plan needs ≥ %1 physical cores per node (%2 recommended)</source>
        <translation>询问 CPU 型号及其物理核心数：方案要求每节点 ≥ %1 个物理核心（推荐 %2 个）</translation>
    </message>
    <message>
        <source>Confirm ≥ %1 GB RAM per node (%2 GB recommended)</source>
        <translation>确认每节点内存 ≥ %1 GB（推荐 %2 GB）</translation>
    </message>
    <message>
        <source>Ask for the data disk&apos;s sequential read MB/s: the plan needs ≥ %1 MB/s per node</source>
        <translation>询问数据盘的顺序读速率（MB/s）：方案要求每节点 ≥ %1 MB/s</translation>
    </message>
    <message>
        <source>Confirm a separate system disk (≥ %1 GB) and a local NVMe data disk of ≥ %2 GB</source>
        <translation>确认有独立的系统盘（≥ %1 GB）和 ≥ %2 GB 的本地 NVMe 数据盘</translation>
    </message>
    <message>
        <source>Confirm ≥ %1 Mbit/s public bandwidth; ask for the number of public IPs, port limits, cross-region latency and whether traffic or bandwidth is billed</source>
        <translation>确认公网带宽 ≥ %1 Mbit/s；询问公网 IP 数量、端口限制、跨地域时延，以及按流量还是按带宽计费</translation>
    </message>
    <message>
        <source>Confirm ≥ %1 Gbit/s per node between the nodes, RDMA class (InfiniBand or RoCE)</source>
        <translation>确认节点间带宽每节点 ≥ %1 Gbit/s，且为 RDMA 级（InfiniBand 或 RoCE）</translation>
    </message>
    <message>
        <source>3. After renting, test before production</source>
        <translation>3. 租用后，先测试再投入生产</translation>
    </message>
    <message>
        <source>Device recognition: inside the container, %1 lists %2 × %3 with %4 GB each</source>
        <translation>设备识别：在容器内，%1 列出 %2 × %3，每个 %4 GB</translation>
    </message>
    <message>
        <source>Also check the driver and runtime versions: %1.</source>
        <translation>同时检查驱动和运行时版本：%1。</translation>
    </message>
    <message>
        <source>GPU link: `nvidia-smi topo -m` (or the vendor&apos;s tool) shows a direct link between all %1 GPUs</source>
        <translation>GPU 互联：`nvidia-smi topo -m`（或厂商工具）显示全部 %1 个 GPU 之间直连</translation>
    </message>
    <message>
        <source>CPU and RAM: `lscpu` shows ≥ %1 physical cores, `free -g` ≥ %2 GB</source>
        <translation>CPU 和内存：`lscpu` 显示 ≥ %1 个物理核心，`free -g` ≥ %2 GB</translation>
    </message>
    <message>
        <source>Data read test: read the real data once from the data disk; sequential read ≥ %1 MB/s</source>
        <translation>数据读取测试：从数据盘读取一遍真实数据；顺序读 ≥ %1 MB/s</translation>
    </message>
    <message>
        <source>For example: fio --name=read --rw=read --bs=1M --size=10G --direct=1 on the data disk.</source>
        <translation>例如：在数据盘上运行 fio --name=read --rw=read --bs=1M --size=10G --direct=1。</translation>
    </message>
    <message>
        <source>Data read test: load the model files and a sample of the real data from the data disk once</source>
        <translation>数据读取测试：从数据盘加载一次模型文件和真实数据样本</translation>
    </message>
    <message>
        <source>Short stress test (about 30 minutes of the real workload): record GPU memory use, temperature and power</source>
        <translation>短时压力测试（约 30 分钟真实工作负载）：记录显存占用、温度和功耗</translation>
    </message>
    <message>
        <source>Only then move production data and jobs onto the machine</source>
        <translation>之后再将生产数据和作业迁移到该机器</translation>
    </message>
    <message>
        <source>Expect about %1 GB of GPU memory per GPU; alert above 85 °C; power up to %2 W per GPU.</source>
        <translation>预计单卡显存约 %1 GB；温度超过 85 °C 时告警；单卡功耗最高 %2 W。</translation>
    </message>
    <message>
        <source>Do not debug the environment inside a production job.</source>
        <translation>不要在生产作业中调试环境。</translation>
    </message>
    <message>
        <source>4. Decide from monitoring</source>
        <translation>4. 依据监控做决策</translation>
    </message>
    <message>
        <source>Monitor GPU memory, GPU utilization, temperature, power, disk, network and job failures, with alerts</source>
        <translation>监控显存、GPU 利用率、温度、功耗、磁盘、网络和作业失败，并配置告警</translation>
    </message>
    <message>
        <source>GPU utilization under 30%: check the data pipeline (disk read, CPU) before adding GPUs</source>
        <translation>GPU 利用率低于 30%：先检查数据管道（磁盘读取、CPU），再考虑增加 GPU</translation>
    </message>
    <message>
        <source>GPU memory above 95% or out-of-memory: more GPU memory; swapping: more RAM; saturated links: more bandwidth or nodes</source>
        <translation>显存占用超过 95% 或显存溢出（OOM）：增加显存；出现内存交换：增加内存；链路饱和：增加带宽或节点</translation>
    </message>
    <message>
        <source>Compare the measured utilization with the plan&apos;s %1%: below %2% on monthly, reserved or bought GPUs, move to hourly billing with auto-release or share the GPUs</source>
        <translation>将实测利用率与方案的 %1% 对比：包月、预留或已购买的 GPU 若低于 %2%，改为按量付费并自动释放，或共享 GPU</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Quote comparison</source>
        <translation>报价对比</translation>
    </message>
    <message>
        <source>Quote comparison: %1</source>
        <translation>报价对比：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) against the plan&apos;s requirements; this workload&apos;s cost over %1 months in %2</source>
        <translation>
            <numerusform>%n 份报价与方案需求的对比；该工作负载 %1 个月的成本（%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Below minimum</source>
        <translation>低于最低要求</translation>
    </message>
    <message>
        <source>Below recommended</source>
        <translation>低于推荐值</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Cost over %1 months</source>
        <translation>%1 个月成本</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>This workload&apos;s cost on each quote over %1 months</source>
        <translation>该工作负载在各报价下 %1 个月的成本</translation>
    </message>
    <message>
        <source>Ranked by requirements below minimum, then by cost over the horizon, then by requirements below recommended and not stated.</source>
        <translation>排序依据：先看低于最低要求的项数，再看规划期内成本，最后看低于推荐值和未注明的项数。</translation>
    </message>
    <message>
        <source>Requirements against quotes</source>
        <translation>需求与报价对照</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>需求项</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Terms and prices of each quote</source>
        <translation>各报价的条款和价格</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation>每月价格</translation>
    </message>
    <message>
        <source>Price per year</source>
        <translation>每年价格</translation>
    </message>
    <message>
        <source>Billing rules</source>
        <translation>计费规则</translation>
    </message>
    <message>
        <source>Traffic pricing</source>
        <translation>流量计费</translation>
    </message>
    <message>
        <source>Support and SLA</source>
        <translation>支持与 SLA</translation>
    </message>
    <message>
        <source>Delivery time</source>
        <translation>交付时间</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Ask the vendor: %1.</source>
        <translation>请询问供应商：%1。</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Minimum value</source>
        <translation>最低值</translation>
    </message>
    <message>
        <source>Recommended value</source>
        <translation>推荐值</translation>
    </message>
    <message>
        <source>Chosen value</source>
        <translation>已选值</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>No accelerator in the catalog matches the plan (software stack or GPU pin): nothing to export.</source>
        <translation>硬件库中没有与方案匹配的加速卡（软件栈或指定的 GPU）：无可导出内容。</translation>
    </message>
    <message>
        <source>Request for quote</source>
        <translation>询价单</translation>
    </message>
    <message>
        <source>Fill in the vendor, offering and currency cells, then for each requirement what you offer and its value in the unit shown. Put the prices of the whole configuration on the &apos;total&apos; row. Leave the first six columns as they are.</source>
        <translation>请填写供应商、产品和货币单元格，然后针对每项需求填写您提供的配置及其数值（按所示单位）。将整套配置的价格填在“total”行。前六列请保持不变。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>出具日期</translation>
    </message>
    <message>
        <source>Catalog version</source>
        <translation>硬件库版本</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>Currency (CNY or USD)</source>
        <translation>货币（CNY 或 USD）</translation>
    </message>
    <message>
        <source>Whole configuration as above: prices and terms for everything</source>
        <translation>整套配置（如上）：全部内容的价格和条款</translation>
    </message>
    <message>
        <source>Item ID</source>
        <translation>条目 ID</translation>
    </message>
    <message>
        <source>Offered part / model</source>
        <translation>提供的部件/型号</translation>
    </message>
    <message>
        <source>Offered value</source>
        <translation>提供的数值</translation>
    </message>
    <message>
        <source>The eight dimensions</source>
        <translation>八个维度</translation>
    </message>
    <message>
        <source>Minimum: the least that runs the workload. Recommended: what the engine proposes. Chosen: the plan&apos;s configuration. GB = 10^9 bytes.</source>
        <translation>最低：能运行该工作负载的最低配置。推荐：引擎给出的建议配置。已选：方案中的配置。GB = 10^9 字节。</translation>
    </message>
    <message>
        <source>All findings</source>
        <translation>全部检查结果</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>无检查结果。</translation>
    </message>
    <message>
        <source>Why it matters</source>
        <translation>影响</translation>
    </message>
    <message>
        <source>Alternatives considered</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>GPUs × nodes</source>
        <translation>GPU × 节点</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>Meets target</source>
        <translation>达到目标</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>成本随时间变化</translation>
    </message>
    <message>
        <source>No billing mode has a price: enter prices in the plan&apos;s cost section to see the cost charts.</source>
        <translation>所有计费方式均无价格：请在方案的成本部分填写价格以查看成本图表。</translation>
    </message>
    <message>
        <source>How the cost is computed</source>
        <translation>成本计算方法</translation>
    </message>
    <message>
        <source>Utilization levers</source>
        <translation>提高利用率的手段</translation>
    </message>
    <message>
        <source>Lever</source>
        <translation>手段</translation>
    </message>
    <message>
        <source>Saving per month</source>
        <translation>每月节省</translation>
    </message>
    <message>
        <source>How</source>
        <translation>做法</translation>
    </message>
    <message>
        <source>does not apply</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>所用价格</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Every constant the engine and the cost model used; each can be changed in the plan.</source>
        <translation>引擎和成本模型使用的全部常量；均可在方案中修改。</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Catalog and sources</source>
        <translation>硬件库与来源</translation>
    </message>
    <message>
        <source>Catalog version %1. Hardware figures come from vendors&apos; datasheets, prices from public price lists with their date.</source>
        <translation>硬件库版本 %1。硬件参数来自厂商数据手册，价格来自公开价目表并注明日期。</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Catalog row</source>
        <translation>硬件库记录</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Data disk</source>
        <translation>数据盘</translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>Spec sheet</source>
        <translation>配置规格单</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>format: not a GPU Server Planner plan</source>
        <translation>format：不是 GPU 服务器配置规划器的方案文件</translation>
    </message>
    <message>
        <source>version: the plan was saved by a newer version of GPU Server Planner; update the application to read it</source>
        <translation>version：该方案由更新版本的 GPU 服务器配置规划器保存，请升级应用后再打开</translation>
    </message>
    <message>
        <source>Ask for the bandwidth between the nodes (%1 Gbit/s recommended; the replicas need no RDMA fabric)</source>
        <translation>询问节点间带宽（推荐 %1 Gbit/s；各副本独立运行，无需 RDMA 网络）</translation>
    </message>
    <message>
        <source>Confirm the image offers %1 ≥ %2 (%3 recommended)</source>
        <translation>确认镜像提供 %1 ≥ %2（推荐 %3）</translation>
    </message>
    <message>
        <source>checklist: must be a JSON object</source>
        <translation>checklist：必须是 JSON 对象</translation>
    </message>
    <message>
        <source>checklist.%1: must be true or false</source>
        <translation>checklist.%1：必须是 true 或 false</translation>
    </message>
    <message>
        <source>Notes for information: %1. All findings are on page %2.</source>
        <translation>提示（仅供参考）：%1。全部检查结果见第 %2 页。</translation>
    </message>
    <message>
        <source>Errors and warnings not shown here: %1; notes: %2. All findings are on page %3.</source>
        <translation>此处未列出的错误和警告：%1；提示：%2。全部检查结果见第 %3 页。</translation>
    </message>
    <message>
        <source>Five questions before buying answered: %1 of %2.</source>
        <translation>购买前的五个问题已确认：%1 / %2。</translation>
    </message>
    <message>
        <source>The quote of %1 could not be saved in the quote library: %2</source>
        <translation>%1 的报价未能存入报价库：%2</translation>
    </message>
    <message>
        <source>%1 %2: replaced by the newer quote from %3</source>
        <translation>%1 %2：已由来自 %3 的新报价替换</translation>
    </message>
    <message>
        <source>&apos;%1&apos; could be %2: choose one, or ask for the exact variant</source>
        <translation>“%1”可能是 %2：请选择其一，或向供应商确认具体型号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not say how many cores: ask the vendor</source>
        <translation>“%1”未说明核心数：请向供应商确认</translation>
    </message>
    <message>
        <source>Verification after renting</source>
        <translation>租用后验收</translation>
    </message>
    <message>
        <source>Acceptance report %1 from %2, run %3: %4 pass, %5 warning, %6 fail, %7 skipped.</source>
        <translation>验收报告 %1，来自 %2，运行于 %3：通过 %4 项，警告 %5 项，失败 %6 项，跳过 %7 项。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望值</translation>
    </message>
    <message numerus="yes">
        <source>unverified: %n requirement(s) not stated (ask the vendor)</source>
        <translation>
            <numerusform>未核实：%n 项要求未注明（请向供应商确认）</numerusform>
        </translation>
    </message>
    <message>
        <source>no usable price</source>
        <translation>无可用价格</translation>
    </message>
    <message numerus="yes">
        <source>States and meets every minimum; the lowest cost of the %n quote(s) that do (%1).</source>
        <translation>
            <numerusform>注明并满足全部最低要求；在满足要求的 %n 份报价中成本最低（%1）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>States and meets every minimum; %1, more than %n such quote(s) above it.</source>
        <translation>
            <numerusform>注明并满足全部最低要求；%1，比排在前面的 %n 份同类报价更贵。</numerusform>
        </translation>
    </message>
    <message>
        <source>Below every quote that states and meets the minimums: it does not state %1 (%2).</source>
        <translation>排在所有注明并满足最低要求的报价之后：它未注明 %1（%2）。</translation>
    </message>
    <message>
        <source>Below every quote that meets the minimums: %1 below minimum (%2).</source>
        <translation>排在所有满足最低要求的报价之后：%1 低于最低要求（%2）。</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>per GPU-day</source>
        <translation>每 GPU 天</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>每天</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>每 GPU 月</translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation>每 GPU 年</translation>
    </message>
    <message>
        <source>%1 a month is %2× the catalog estimate of %3 (%4)</source>
        <translation>每月 %1 是硬件库估算值 %3 的 %2 倍（%4）</translation>
    </message>
    <message>
        <source>%1. Likely cause: the price was read %2%3; read %4 it gives %5 a month.</source>
        <translation>%1。可能的原因：价格被按%2读取%3；若按%4读取，则每月为 %5。</translation>
    </message>
    <message>
        <source> (the file says &apos;%1&apos;)</source>
        <translation>（文件中写的是“%1”）</translation>
    </message>
    <message>
        <source> (from the column &apos;%1&apos;)</source>
        <translation>（取自“%1”列）</translation>
    </message>
    <message>
        <source>%1. Check the price and its unit with the vendor.</source>
        <translation>%1。请向供应商核实价格及其单位。</translation>
    </message>
    <message>
        <source>The quote states no GPU count: its per-GPU prices are multiplied by the plan&apos;s %1 GPUs.</source>
        <translation>报价未注明 GPU 数量：其单卡价格按本方案的 %1 个 GPU 计算。</translation>
    </message>
    <message>
        <source>Buy or rent: net cost over %1 months against utilization</source>
        <translation>购买还是租用：%1 个月净成本随利用率的变化</translation>
    </message>
    <message>
        <source>net cost (%1)</source>
        <translation>净成本（%1）</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>cheapest rent mode</source>
        <translation>最便宜的租用方式</translation>
    </message>
    <message>
        <source>buying wins above %1%</source>
        <translation>利用率高于 %1% 时购买更划算</translation>
    </message>
    <message>
        <source>version: must be a whole number, found %1</source>
        <translation>version：必须为整数，实际为 %1</translation>
    </message>
    <message>
        <source>name: must be text, found %1</source>
        <translation>name：必须为文本，实际为 %1</translation>
    </message>
    <message>
        <source>%1: wrong type (%2)</source>
        <translation>%1：类型错误（%2）</translation>
    </message>
    <message>
        <source>%1: must be between 0 and %2, found %3</source>
        <translation>%1：必须在 0 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names no period: say per hour, day, month or year (in the header, in a unit column such as 计价单位, or by choosing the column&apos;s field)</source>
        <translation>“%1”未注明计价周期：请注明按小时、天、月或年计价（写在表头中、写在“计价单位”等单位列中，或为该列选择对应字段）</translation>
    </message>
    <message>
        <source>%1 a day × %2 days</source>
        <translation>每天 %1 × %2 天</translation>
    </message>
    <message>
        <source>Per GPU: %1 %2 × %3 GPUs = %4 for the configuration.</source>
        <translation>按单卡计价：%1 %2 × %3 个 GPU = 整机配置 %4。</translation>
    </message>
    <message>
        <source>Per day: %1 = %2 a month.</source>
        <translation>按天计价：%1 = 每月 %2。</translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; is not used (choose its field in the column-mapping step)</source>
        <translation>%1：未使用“%2”列（请在列映射步骤中为其选择字段）</translation>
    </message>
    <message>
        <source>%1: no column holds the vendor: choose &quot;vendor&quot; for one in the column-mapping step; nothing was imported</source>
        <translation>%1：没有包含供应商的列：请在列映射步骤中将某一列设为“供应商”；未导入任何内容</translation>
    </message>
    <message>
        <source>no currency: give CNY or USD (a currency column, a ¥ / $ sign, or the currency in the column-mapping step)</source>
        <translation>缺少币种：请给出 CNY 或 USD（币种列、¥ / $ 符号，或在列映射步骤中选择币种）</translation>
    </message>
    <message>
        <source>no currency: give CNY or USD (a currency column, a ¥ / $ sign, or --quote-currency)</source>
        <translation>缺少币种：请给出 CNY 或 USD（币种列、¥ / $ 符号或 --quote-currency）</translation>
    </message>
    <message>
        <source>%1: the workbook has no sheet</source>
        <translation>%1：工作簿中没有工作表</translation>
    </message>
    <message>
        <source>%1: no sheet is named &apos;%2&apos; (sheets: %3)</source>
        <translation>%1：没有名为“%2”的工作表（现有工作表：%3）</translation>
    </message>
    <message>
        <source>%1 inside the workbook is damaged</source>
        <translation>工作簿中的 %1 已损坏</translation>
    </message>
    <message>
        <source>the sheet &apos;%1&apos; spreads %2 cells over %3 rows and columns up to %4: too large for a quote sheet</source>
        <translation>工作表“%1”共有 %2 个单元格，分布在 %3 行、列最远至 %4：作为报价表过大</translation>
    </message>
    <message>
        <source>Prices as read</source>
        <translation>读取到的价格</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>工作负载：%1</translation>
    </message>
    <message numerus="yes">
        <source>GPUs: %1 × %2 per node, %n node(s)%3</source>
        <translation>
            <numerusform>GPU：每节点 %1 × %2，共 %n 个节点%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput: %1 concurrent streams per GPU; the workload needs %2.</source>
        <translation>吞吐量：每 GPU %1 路并发流；工作负载需要 %2 路。</translation>
    </message>
    <message>
        <source>Rate: %1 TFLOPS FP64 per GPU; %2 GPU-hours, %3 hours wall-clock.</source>
        <translation>速率：每 GPU FP64 %1 TFLOPS；%2 GPU 小时，实际耗时 %3 小时。</translation>
    </message>
    <message>
        <source>%1 concurrent streams, over %2 days</source>
        <translation>%1 路并发流，持续 %2 天</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 × %3 × %n node(s) — %4%5</source>
        <translation>
            <numerusform>%1. %2 × %3 × %n 个节点 — %4%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPUs in total: %1 per node × %n node(s) recommended</source>
        <translation>
            <numerusform>GPU 总数：推荐每节点 %1 个 × %n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Confirm the quote states %1 × %2 (%3 per node × %n node(s)), not a different variant of the card</source>
        <translation>
            <numerusform>确认报价写明 %1 × %2（每节点 %3 个 × %n 个节点），而不是该卡的其他版本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed: %1 tokens/s in total over %n replica(s); time to first token %2 ms, time per output token %3 ms.</source>
        <translation>
            <numerusform>速度：%n 个副本合计 %1 tokens/s；首 token 时延 %2 ms，每输出 token 时延 %3 ms。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reference prices more than a year old: %n</source>
        <translation>
            <numerusform>超过一年的参考价格：%n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask for current quotes.</source>
        <translation>请向供应商索取最新报价。</translation>
    </message>
    <message>
        <source>: </source>
        <comment>between a name and what follows</comment>
        <translation>：</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between list items</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>.</source>
        <comment>end of a sentence</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>finding title and message</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: only the first %2 rows are read; a quote file holds at most that many. Split the file to import the rest.</source>
        <translation>%1：只读取了前 %2 行，一个报价文件最多包含这么多行。请拆分文件以导入其余部分。</translation>
    </message>
    <message>
        <source>%1: only the first %2 quotes are read; a quote file holds at most that many. Split the file to import the rest.</source>
        <translation>%1：只读取了前 %2 条报价，一个报价文件最多包含这么多条。请拆分文件以导入其余部分。</translation>
    </message>
    <message>
        <source>The quotes could not be saved in the quote library. %1</source>
        <translation>报价无法保存到报价库。%1</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>无法容纳：%1</translation>
    </message>
    <message>
        <source>meets every minimum as %1</source>
        <translation>按 %1 计满足所有最低要求</translation>
    </message>
    <message>
        <source>The load needs %1: the quote&apos;s price for %2 × %3.</source>
        <translation>负载需要 %1：按报价中 %2 台的价格 × %3 计。</translation>
    </message>
    <message>
        <source>Judged on %1.</source>
        <translation>按 %1 评估。</translation>
    </message>
    <message>
        <source>No number of these machines meets the targets: %1.</source>
        <translation>无论多少台这种机器都无法满足目标：%1。</translation>
    </message>
    <message>
        <source>%1 GB (datasheet of the %2)</source>
        <translation>%1 GB（%2 规格书数据）</translation>
    </message>
    <message>
        <source>not stated; the GPU named has %1 GB, the load needs %2 per GPU</source>
        <translation>未注明；所列 GPU 有 %1 GB，负载每 GPU 需要 %2</translation>
    </message>
    <message>
        <source>no number of these machines meets the targets: %1</source>
        <translation>无论多少台这种机器都无法满足目标：%1</translation>
    </message>
    <message>
        <source>judged as %1, the machines the load needs</source>
        <translation>按负载所需的 %1 评估</translation>
    </message>
    <message>
        <source>a different GPU (%1): it meets the targets on %2</source>
        <translation>不同型号的 GPU（%1）：%2 可满足目标</translation>
    </message>
    <message>
        <source>a different GPU (%1): no number of them meets the targets: %2</source>
        <translation>不同型号的 GPU（%1）：无论多少个都无法满足目标：%2</translation>
    </message>
    <message>
        <source>Host memory per node: at least the node&apos;s GPU memory (GPUs × memory of each) and %1 GB for this work, rounded to a server size; %2 GB for a node of %3 × %4 GB. Other node shapes are judged for what they hold.</source>
        <translation>每节点主机内存：至少为节点显存总量（GPU 数 × 单卡显存），且不少于本工作负载所需的 %1 GB，并取整到常见服务器规格；%3 × %4 GB 的节点需要 %2 GB。其他节点配置按其实际配置评估。</translation>
    </message>
    <message>
        <source>Model %1 B parameters; peak GPU memory %2 GB per GPU; one job of %3 costing %4 (%5 billing) for a team of %6.</source>
        <translation>模型 %1 B 参数；单卡峰值显存 %2 GB；团队 %6 人，单次任务时长 %3，费用 %4（%5）。</translation>
    </message>
    <message>
        <source>Cumulative cost of the job (%1)</source>
        <translation>该任务的累计成本（%1）</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>a one-off job of %1</source>
        <translation>一次性任务，时长 %1</translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation>任务成本（%1）</translation>
    </message>
    <message>
        <source>Cost of the job</source>
        <translation>任务成本</translation>
    </message>
    <message>
        <source>Length of the job</source>
        <translation>任务时长</translation>
    </message>
    <message>
        <source>The job (%1)</source>
        <translation>任务合计（%1）</translation>
    </message>
    <message>
        <source>%1 cores stated, but the CPU reads as %2</source>
        <translation>写明 %1 核，但按 CPU 型号应为 %2</translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>识别为 %1</translation>
    </message>
    <message>
        <source>read as %1; %2</source>
        <translation>识别为 %1；%2</translation>
    </message>
    <message>
        <source>no usable price (ask the vendor)</source>
        <translation>没有可用的价格（请询问供应商）</translation>
    </message>
    <message>
        <source>No usable price: listed below every priced quote (%1).</source>
        <translation>没有可用的价格：排在所有有价格的报价之后（%1）。</translation>
    </message>
    <message>
        <source>ask the vendor for a price</source>
        <translation>请向供应商询价</translation>
    </message>
    <message>
        <source>the GPU count is not stated or not understood: its price cannot be set against the load</source>
        <translation>未写明或无法识别 GPU 数量：无法按负载折算其价格</translation>
    </message>
    <message>
        <source>not understood: &apos;%1&apos; (ask the vendor)</source>
        <translation>无法识别：“%1”（请询问供应商）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names a currency other than CNY or USD, or two of them</source>
        <translation>“%1”写的币种不是人民币或美元，或同时写了两种币种</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in %2, but %3 says %4</source>
        <translation>“%1”的币种是 %2，但%3写的是 %4</translation>
    </message>
    <message>
        <source>the column header &apos;%1&apos;</source>
        <translation>列标题“%1”</translation>
    </message>
    <message>
        <source>the currency column</source>
        <translation>币种列</translation>
    </message>
    <message>
        <source>the column header &apos;%1&apos; and the currency column disagree on the currency, or the header names one other than CNY or USD</source>
        <translation>列标题“%1”与币种列的币种不一致，或标题写的币种不是人民币或美元</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n quote(s) read</source>
        <translation>
            <numerusform>%1：读取 %n 条报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n quote(s) read (%2 priced, %3 price on request)</source>
        <translation>
            <numerusform>%1：读取 %n 条报价（%2 条有价格，%3 条需询价）</numerusform>
        </translation>
    </message>
    <message>
        <source>read: %1</source>
        <translation>已读取：%1</translation>
    </message>
    <message>
        <source>not read: %1</source>
        <translation>未读取：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a price this planner reads</source>
        <translation>“%1”不是本规划器能识别的价格</translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives two different numbers of CPUs</source>
        <translation>“%1”给出了两个不同的 CPU 数量</translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives two different core counts</source>
        <translation>“%1”给出了两个不同的核心数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; says %2 cores, but the catalog lists %3 cores per CPU for this model</source>
        <translation>“%1”写的是 %2 核，但硬件库中该型号每颗 CPU 为 %3 核</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>硬件库</translation>
    </message>
    <message>
        <source>%1 × %2 cores = %3 cores (%4)</source>
        <translation>%1 × %2 核 = %3 核（%4）</translation>
    </message>
    <message>
        <source>%1 cores (%2)</source>
        <translation>%1 核（%2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names machines and GPUs: give the GPUs in a count column</source>
        <translation>“%1”同时写了机器数和 GPU 数：请在卡数列中单独写 GPU 数量</translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives two different GPU counts</source>
        <translation>“%1”给出了两个不同的 GPU 数量</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a system or data disk with a size</source>
        <translation>“%1”不是带容量的系统盘或数据盘</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 核</translation>
    </message>
    <message>
        <source>%1: no vendor and no offering; the row is left out</source>
        <translation>%1：没有供应商也没有产品规格，跳过该行</translation>
    </message>
    <message>
        <source>(no vendor, row %1)</source>
        <translation>（无供应商，第 %1 行）</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is quoted twice (first in row %3); both quotes are kept</source>
        <translation>%1：“%2”报价出现两次（首次在第 %3 行）；两条报价都保留</translation>
    </message>
    <message>
        <source>%1; the cell is not read</source>
        <translation>%1；该单元格未读取</translation>
    </message>
    <message>
        <source>Hourly prices are paid for %1 h × min(1, busy share %2 × (1 + auto-release overhead %3)) = %4 h a month, as the plan&apos;s own hourly cost; monthly and yearly prices for every started month or year.</source>
        <translation>按量付费的时长为每月 %1 h × min(1, 忙碌占比 %2 × (1 + 自动释放开销 %3)) = %4 h，与方案自身的按小时成本一致；包月和包年价格按每个已开始的月或年计费。</translation>
    </message>
    <message numerus="yes">
        <source>%n vendor(s) with every cell read and priced</source>
        <translation>
            <numerusform>%n 家供应商的所有单元格均已读取并有报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s)</source>
        <translation>
            <numerusform>%n 份报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Physical cores (not vCPUs or threads) per node of %n GPU(s); a node with fewer GPUs is judged for what it holds</source>
        <translation>
            <numerusform>每个 %n 卡节点的物理核心数（不是 vCPU 或线程数）；GPU 更少的节点按其实际配置评估</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>RAM %1 GB per node against %2 GB of GPU memory; %3 CPU cores for %n GPU(s); data disk %4 MB/s.</source>
        <translation>
            <numerusform>每节点内存 %1 GB，对应显存 %2 GB；%3 个 CPU 核心对应 %n 个 GPU；数据盘 %4 MB/s。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Minimum %n GPU(s); the plan needs %1 GB of GPU memory per GPU, the card has %2 GB.</source>
        <translation>
            <numerusform>至少 %n 个 GPU；方案要求单卡显存 %1 GB，该卡有 %2 GB。</numerusform>
        </translation>
    </message>
    <message>
        <source>Peak GPU memory %1 GB per GPU; one job of %2 costing %3 (%4 billing) for a team of %5.</source>
        <translation>单卡峰值显存 %1 GB；团队 %5 人，单次任务时长 %2，费用 %3（%4）。</translation>
    </message>
    <message>
        <source>Peak GPU memory %1 GB per GPU; run of %2 days for a team of %3.</source>
        <translation>单卡峰值显存 %1 GB；团队 %3 人，运行 %2 天。</translation>
    </message>
    <message>
        <source>%1: %2 × %3, %4</source>
        <comment>price offer: provider: GPUs × GPU model, billing</comment>
        <translation>%1：%2 × %3，%4</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1万亿</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1亿</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1百万</translation>
    </message>
    <message>
        <source>The plan&apos;s GPU (fixed by the plan).</source>
        <translation>方案的 GPU（由方案指定）。</translation>
    </message>
    <message>
        <source>The plan&apos;s GPU: first in the ranking.</source>
        <translation>方案的 GPU：排名第一。</translation>
    </message>
    <message>
        <source>Does not meet the workload&apos;s targets.</source>
        <translation>达不到工作负载的目标。</translation>
    </message>
    <message>
        <source>No hourly reference price in the catalog: ranked after the priced ones.</source>
        <translation>硬件库中没有按小时的参考价格：排在有价格的配置之后。</translation>
    </message>
    <message>
        <source>Costs %1 more than the plan&apos;s GPU at reference prices.</source>
        <translation>按参考价格比方案的 GPU 贵 %1。</translation>
    </message>
    <message>
        <source>Not the GPU model the plan fixes.</source>
        <translation>不是方案指定的 GPU 型号。</translation>
    </message>
    <message>
        <source>Meets the targets with more GPUs or nodes than the plan&apos;s GPU.</source>
        <translation>需要比方案的 GPU 更多的 GPU 或节点才能达到目标。</translation>
    </message>
    <message>
        <source>Reference cost</source>
        <translation>参考成本</translation>
    </message>
    <message>
        <source>Reference cost: the catalog&apos;s cheapest hourly price per GPU × the GPU-hours shown (the whole job), or × 730 hours per GPU (a month of service) where none are shown. The plan&apos;s own prices are under &quot;What it costs&quot;.</source>
        <translation>参考成本：硬件库中每 GPU 最便宜的小时价格 × 所列 GPU 小时数（整个作业）；未列 GPU 小时数时 × 每 GPU 730 小时（一个月的服务）。方案自己的价格见“成本”一节。</translation>
    </message>
    <message>
        <source>Sizing advice, rules and the two cost cases follow two public Chinese guides: a GPU server rental guide on eight configuration items (GPU, GPU memory, CPU, RAM, storage, network, software environment, operations) and a GPU cloud server buying guide on seven configuration and deployment points, with its two case studies.</source>
        <translation>配置建议、规则和两个成本案例参考了两篇公开的中文指南：一篇关于 GPU 服务器租赁的八项配置（GPU、显存、CPU、内存、存储、网络、软件环境、运维），一篇关于 GPU 云服务器选购的七项配置与部署要点（含两个案例）。</translation>
    </message>
    <message>
        <source>GPUs in total: %1 recommended</source>
        <translation>GPU 总数：推荐 %1</translation>
    </message>
    <message>
        <source>%1 cell %2%3 (item &apos;%4&apos;)</source>
        <translation>%1 单元格 %2%3（条目“%4”）</translation>
    </message>
    <message>
        <source>%1 row %2, column %3 (item &apos;%4&apos;)</source>
        <translation>%1 第 %2 行第 %3 列（条目“%4”）</translation>
    </message>
    <message>
        <source>offering</source>
        <comment>header of the offering names of a quote table turned from one quote per column; must read as the offering field</comment>
        <translation>产品</translation>
    </message>
    <message>
        <source>%1. The file writes the unit out (&apos;%2&apos;): check with the vendor what the price covers (servers, GPUs, term); read %3 instead it gives %4 a month.</source>
        <translation>%1。文件中写明了单位（“%2”）：请向供应商确认该价格包含的内容（服务器台数、GPU 数、租期）；若改按%3读取，则为每月 %4。</translation>
    </message>
    <message>
        <source>choose &quot;vendor&quot; for a column in the column-mapping step to name them otherwise</source>
        <translation>如需改用其他名称，请在列映射步骤中将某一列设为“供应商”</translation>
    </message>
    <message>
        <source>--map COLUMN=vendor names them otherwise</source>
        <translation>如需改用其他名称，请使用 --map 列名=vendor</translation>
    </message>
    <message>
        <source>%1: no column or label names the vendor: the quotes are named &apos;%2&apos; from the title; %3</source>
        <translation>%1：没有列或标签注明供应商：已按标题将这些报价命名为“%2”；%3</translation>
    </message>
    <message>
        <source>%1: no column, label or title names the vendor: the quotes are named &apos;%2&apos; after the file; %3</source>
        <translation>%1：没有列、标签或标题注明供应商：已按文件名将这些报价命名为“%2”；%3</translation>
    </message>
    <message>
        <source>per GPU, to buy</source>
        <translation>每卡采购价</translation>
    </message>
    <message>
        <source>to buy the machines</source>
        <translation>整机采购价</translation>
    </message>
    <message numerus="yes">
        <source>To buy: %1 (%n machine(s) of %2 × %3%4); owning them a month: power %5 + hosting %6 + maintenance %7 + operations staff %8 + repairs %9 = %10 (the plan&apos;s purchase arithmetic); over %11 months, less the book value %12 left at the end: %13.</source>
        <translation>
            <numerusform>购买：%1（%n 台 %2 × %3 机器%4）；每月持有成本：电费 %5 + 托管 %6 + 维保 %7 + 运维人员 %8 + 维修 %9 = %10（与方案自身的购买测算相同）；%11 个月合计，扣除期末账面残值 %12 后为 %13。</numerusform>
        </translation>
    </message>
    <message>
        <source>, with %1 of network gear between them</source>
        <translation>，含机器之间的网络设备 %1</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>购买</translation>
    </message>
    <message>
        <source> (GPU model pinned)</source>
        <translation>（已指定 GPU 型号）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a formula no spreadsheet has computed (a file written by a script holds no values): open and save it in Excel, WPS or LibreOffice</source>
        <translation>“%1”是未经表格软件计算的公式（由脚本生成的文件不含计算结果）：请用 Excel、WPS 或 LibreOffice 打开并保存一次</translation>
    </message>
    <message>
        <source>Time: %1 s wall-clock at %2 %3/s per GPU.</source>
        <translation>时间：实际耗时 %1 s（每个 GPU %2 %3/s）。</translation>
    </message>
    <message>
        <source>Time: %1 GPU-hours, %2 hours wall-clock at %3 %4/s per GPU.</source>
        <translation>时间：%1 GPU 小时，实际耗时 %2 小时（每个 GPU %3 %4/s）。</translation>
    </message>
    <message>
        <source>%1 hours of audio</source>
        <translation>%1 小时音频</translation>
    </message>
    <message>
        <source>Time: %1 GPU-hours, %2 hours wall-clock at %3 s of audio a second per GPU.</source>
        <translation>时间：%1 GPU 小时，实际耗时 %2 小时（每个 GPU 每秒处理 %3 秒音频）。</translation>
    </message>
    <message>
        <source>speech-model training</source>
        <translation>语音模型训练</translation>
    </message>
    <message>
        <source> (%1 hours of audio)</source>
        <translation>（%1 小时音频）</translation>
    </message>
    <message>
        <source> (%1 hours of audio × %2 epochs)</source>
        <translation>（%1 小时音频 × %2 轮）</translation>
    </message>
    <message>
        <source>%1 ns each</source>
        <translation>每个模拟 %1 纳秒</translation>
    </message>
    <message>
        <source>at least %1 ns/day each</source>
        <translation>每个至少 %1 纳秒/天</translation>
    </message>
    <message>
        <source>within %1 days</source>
        <translation>%1 天内完成</translation>
    </message>
    <message numerus="yes">
        <source>Speed: %1 ns/day per simulation on %n GPU(s); %2 GPU-hours, %3 hours wall-clock.</source>
        <translation>
            <numerusform>速度：每个模拟用 %n 个 GPU，%1 纳秒/天；共 %2 GPU 小时，实际耗时 %3 小时。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed: %1 ns/day per simulation on %n GPU(s).</source>
        <translation>
            <numerusform>速度：每个模拟用 %n 个 GPU，%1 纳秒/天。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n simulation(s) of %1 atoms in %2</source>
        <translation>
            <numerusform>%n 个 %1 原子体系的 %2 模拟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 frames at %2 GPU-seconds each on the %3</source>
        <translation>%1 帧，每帧在 %3 上耗时 %2 GPU 秒</translation>
    </message>
    <message>
        <source>%1 TFLOP of FP64 work on a %2 GB working set</source>
        <translation>FP64 计算量 %1 TFLOP，工作集 %2 GB</translation>
    </message>
    <message>
        <source>%1 points against %2 polygons</source>
        <translation>%1 个点与 %2 个多边形做空间匹配</translation>
    </message>
    <message>
        <source>%1 polygons parsed</source>
        <translation>解析 %1 个多边形</translation>
    </message>
    <message>
        <source>%1 raster tiles</source>
        <translation>%1 个栅格瓦片</translation>
    </message>
    <message>
        <source>within %1 s</source>
        <translation>%1 秒内完成</translation>
    </message>
    <message numerus="yes">
        <source>Time: %1 hours wall-clock at %2 output tokens/s in total over %n replica(s).</source>
        <translation>
            <numerusform>时间：实际耗时 %1 小时，%n 个副本合计每秒输出 %2 个 token。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>within %n day(s)</source>
        <translation>
            <numerusform>%n 天内完成</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requests of %2 prompt + %3 output tokens</source>
        <translation>%1 个请求，每个请求 %2 个输入 token + %3 个输出 token</translation>
    </message>
    <message>
        <source>%1 images/s, over %2 days</source>
        <translation>每秒 %1 张图像，持续 %2 天</translation>
    </message>
    <message>
        <source>%1 simulator instances at once, %2 GB of GPU memory each, over %3 days</source>
        <translation>同时运行 %1 个仿真器实例，每个占用 %2 GB 显存，持续 %3 天</translation>
    </message>
    <message>
        <source>a %1 GB working set held in GPU memory, over %2 days</source>
        <translation>%1 GB 工作集常驻显存，持续 %2 天</translation>
    </message>
    <message>
        <source>%1 for the job</source>
        <translation>任务成本 %1</translation>
    </message>
    <message>
        <source>The job on %1: %2 h of work ÷ utilization %3 = %4 h (on the plan&apos;s own configuration: %5 h).</source>
        <translation>在 %1 上运行该任务：%2 h 工作量 ÷ 利用率 %3 = %4 h（方案自身配置下为 %5 h）。</translation>
    </message>
    <message>
        <source>Per hour: %1 × %2 paid hours = %3.</source>
        <translation>按小时：%1 × %2 计费小时 = %3。</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) against the plan&apos;s requirements; this workload&apos;s cost as one job in %1</source>
        <translation>
            <numerusform>%n 份报价与方案需求的对比；该工作负载作为一次性任务的成本（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>This workload&apos;s cost as one job on each quote</source>
        <translation>该工作负载作为一次性任务在各报价上的成本</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a verdict</comment>
        <translation>；</translation>
    </message>
    <message>
        <source> (%1 × %2 epochs)</source>
        <translation>（%1 × %2 轮）</translation>
    </message>
    <message>
        <source>Per machine: %1 %2 × %3 machines = %4 for the configuration.</source>
        <translation>按台计价：%1 %2 × %3 台 = 整机配置 %4。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no number of machines (a whole number from 1)</source>
        <translation>“%1”不是机器台数（应为从 1 起的整数）</translation>
    </message>
    <message>
        <source>%1 GPUs in all do not split evenly over %2 machines</source>
        <translation>共 %1 张 GPU 无法平均分配到 %2 台机器上</translation>
    </message>
    <message>
        <source>%1 nodes × %2 GPUs</source>
        <translation>%1 台 × %2 卡</translation>
    </message>
    <message>
        <source>per machine-hour</source>
        <translation>每台每小时</translation>
    </message>
    <message>
        <source>per machine-day</source>
        <translation>每台每天</translation>
    </message>
    <message>
        <source>per machine-month</source>
        <translation>每台每月</translation>
    </message>
    <message>
        <source>per machine, to buy</source>
        <translation>每台采购价</translation>
    </message>
    <message>
        <source>per machine-year</source>
        <translation>每台每年</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> — </source>
        <comment>between a status and the note that explains it</comment>
        <translation>——</translation>
    </message>
    <message>
        <source>%1, a row of your own price list</source>
        <translation>%1，来自您导入的价目表</translation>
    </message>
    <message>
        <source>%1 × %2 at %3 per GPU-hour × %4 h a month; the price: %5</source>
        <translation>%1 × %2，每 GPU 小时 %3 × 每月 %4 h；价格来源：%5</translation>
    </message>
    <message>
        <source>%1 for a year&apos;s reservation</source>
        <translation>%1，预留一年</translation>
    </message>
    <message>
        <source>Reserved for a year: %1 an hour × %2 hours = %3 a year.</source>
        <translation>预留一年：每小时 %1 × %2 小时 = 每年 %3。</translation>
    </message>
    <message>
        <source>Reserved for a year: %1 a month × %2 months = %3 a year.</source>
        <translation>预留一年：每月 %1 × %2 个月 = 每年 %3。</translation>
    </message>
    <message>
        <source>Price for three years</source>
        <translation>三年价格</translation>
    </message>
    <message>
        <source>per GPU for three years</source>
        <translation>每 GPU 三年</translation>
    </message>
    <message>
        <source>for three years</source>
        <translation>三年合计</translation>
    </message>
    <message>
        <source>per machine for three years</source>
        <translation>每台三年</translation>
    </message>
    <message>
        <source>%1 for a three-year reservation</source>
        <translation>%1，预留三年</translation>
    </message>
    <message>
        <source>%1, a three-year reservation</source>
        <translation>%1，预留三年（期限合计）</translation>
    </message>
    <message>
        <source>Reserved for three years: %1 × %2 started terms = %3.</source>
        <translation>预留三年：%1 × %2 个计费期 = %3。</translation>
    </message>
    <message>
        <source>Reserved for three years: %1 an hour × %2 hours = %3 for the term.</source>
        <translation>预留三年：每小时 %1 × %2 小时 = 三年合计 %3。</translation>
    </message>
    <message>
        <source>Reserved for three years: %1 a year × %2 years = %3 for the term.</source>
        <translation>预留三年：每年 %1 × %2 年 = 三年合计 %3。</translation>
    </message>
    <message>
        <source>Reserved for three years: %1 a month × %2 months = %3 for the term.</source>
        <translation>预留三年：每月 %1 × %2 个月 = 三年合计 %3。</translation>
    </message>
    <message>
        <source>%1: no price column (price_per_hour, price_per_month, price_per_year, price_reserved_year, price_reserved_3year): the quotes cannot be priced</source>
        <translation>%1：没有价格列（price_per_hour、price_per_month、price_per_year、price_reserved_year、price_reserved_3year），无法为报价计价</translation>
    </message>
    <message>
        <source>reserved for three years</source>
        <translation>预留三年</translation>
    </message>
    <message>
        <source>%1 videos/h of %2 frames, over %3 days</source>
        <translation>每小时 %1 段 %2 帧的视频，持续 %3 天</translation>
    </message>
    <message>
        <source>Throughput: %1 videos an hour per GPU; the workload needs %2.</source>
        <translation>吞吐量：每个 GPU 每小时 %1 段视频；工作负载需要每小时 %2 段。</translation>
    </message>
    <message>
        <source>image or video generation (diffusion) serving</source>
        <translation>图像/视频生成（扩散模型）推理服务</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Use %1 nodes × %2 × %3</source>
        <translation>使用 %1 个节点 × %2 × %3</translation>
    </message>
    <message>
        <source>Use %1 × %2</source>
        <translation>使用 %1 × %2</translation>
    </message>
    <message>
        <source>hourly</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Bill %1</source>
        <translation>计费方式改为：%1</translation>
    </message>
    <message>
        <source>Low utilization on a fixed term</source>
        <translation>固定期限计费下利用率偏低</translation>
    </message>
    <message>
        <source>Expected utilization is %1% on %2 billing: most paid GPU-hours idle.</source>
        <translation>预期利用率仅 %1%（计费方式：%2），大部分已付费的 GPU 小时处于闲置。</translation>
    </message>
    <message>
        <source>Bill hourly with auto-release, or raise utilization with a scheduler and night runs.</source>
        <translation>改为按量付费并自动释放，或通过调度器和夜间运行提高利用率。</translation>
    </message>
    <message>
        <source>Steady load on hourly billing</source>
        <translation>稳定负载采用按量付费</translation>
    </message>
    <message>
        <source>%1 days of 24/7 work at %2% utilization are billed by the hour.</source>
        <translation>%1 天 7×24 小时运行、利用率 %2%，却按量付费。</translation>
    </message>
    <message>
        <source>Compare monthly, reserved and purchase in the cost view.</source>
        <translation>在成本视图中比较包月、预留和购买方案。</translation>
    </message>
    <message>
        <source>Fixed 8-GPU node for mostly development</source>
        <translation>以开发为主却使用固定 8 卡节点</translation>
    </message>
    <message>
        <source>%1% of the time goes to development and validation on a fixed %2-GPU node.</source>
        <translation>%1% 的时间用于开发和验证，却占用固定的 %2 卡节点。</translation>
    </message>
    <message>
        <source>Use a mid-size development instance and rent multi-GPU nodes by the hour for training.</source>
        <translation>日常开发使用中等规格实例，训练时按小时租用多卡节点。</translation>
    </message>
    <message>
        <source>Not enough GPU memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>The work needs %1 GB per GPU; the %2 offers %3 GB.</source>
        <translation>任务每个 GPU 需要 %1 GB 显存；%2 仅提供 %3 GB。</translation>
    </message>
    <message>
        <source>Use more GPUs with sharding or tensor parallelism, or a GPU with more memory.</source>
        <translation>增加 GPU 并使用分片或张量并行，或改用显存更大的 GPU。</translation>
    </message>
    <message>
        <source>GPU memory far above the need</source>
        <translation>显存远超需求</translation>
    </message>
    <message>
        <source>Choose the smaller GPU, or use the spare memory for larger batches.</source>
        <translation>选用更小的 GPU，或利用富余显存增大批量。</translation>
    </message>
    <message>
        <source>Several GPUs the software cannot use</source>
        <translation>软件无法利用多个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs are planned, but the software runs on one GPU only.</source>
        <translation>方案规划了 %1 个 GPU，但软件只能在单个 GPU 上运行。</translation>
    </message>
    <message>
        <source>Use one GPU, or enable data, tensor or pipeline parallelism in the software first.</source>
        <translation>使用单个 GPU，或先在软件中启用数据并行、张量并行或流水线并行。</translation>
    </message>
    <message>
        <source>Use one GPU</source>
        <translation>使用单个 GPU</translation>
    </message>
    <message>
        <source>Multi-GPU work over PCIe only</source>
        <translation>多卡任务仅通过 PCIe 互联</translation>
    </message>
    <message>
        <source>%1 GPUs per node exchange gradients or tensor shards over PCIe (about %2 GB/s per GPU) instead of an NVLink-class link.</source>
        <translation>每节点 %1 个 GPU 通过 PCIe（每个 GPU 约 %2 GB/s）而非 NVLink 级链路交换梯度或张量分片。</translation>
    </message>
    <message>
        <source>Choose GPUs with NVLink (SXM/HGX or NVLink-bridged cards), or keep the job on one GPU.</source>
        <translation>选用带 NVLink 的 GPU（SXM/HGX 或 NVLink 桥接的卡），或将任务保留在单个 GPU 上。</translation>
    </message>
    <message>
        <source>Use the GPUs&apos; NVLink</source>
        <translation>使用 GPU 的 NVLink</translation>
    </message>
    <message>
        <source>AMD GPU without a ROCm software stack</source>
        <translation>AMD GPU 缺少 ROCm 软件栈</translation>
    </message>
    <message>
        <source>The %1 runs ROCm, but the software is %2.</source>
        <translation>%1 运行 ROCm，但软件使用的是 %2。</translation>
    </message>
    <message>
        <source>built for another stack</source>
        <translation>其他软件栈</translation>
    </message>
    <message>
        <source>Choose an NVIDIA GPU, or port the software to ROCm and validate it first.</source>
        <translation>选用 NVIDIA GPU，或先将软件移植到 ROCm 并完成验证。</translation>
    </message>
    <message>
        <source>Ascend NPU without a CANN software stack</source>
        <translation>昇腾 NPU 缺少 CANN 软件栈</translation>
    </message>
    <message>
        <source>The %1 runs CANN, but the software is %2.</source>
        <translation>%1 运行 CANN，但软件使用的是 %2。</translation>
    </message>
    <message>
        <source>Choose a GPU whose stack the software supports, or port and validate it first.</source>
        <translation>选用软件栈受软件支持的 GPU，或先完成移植和验证。</translation>
    </message>
    <message>
        <source>Weak FP64 for double-precision science</source>
        <translation>FP64 性能不足以支撑双精度科学计算</translation>
    </message>
    <message>
        <source>The %1 offers %2 FP64 TFLOPS; compute-bound FP64 codes want at least %3.</source>
        <translation>%1 的 FP64 算力为 %2 TFLOPS；计算密集型 FP64 代码至少需要 %3。</translation>
    </message>
    <message>
        <source>Choose a data-centre GPU with full-rate FP64 (A100, H100, MI250X, MI300X).</source>
        <translation>选用全速 FP64 的数据中心 GPU（A100、H100、MI250X、MI300X）。</translation>
    </message>
    <message>
        <source>No hardware video encoder</source>
        <translation>无硬件视频编码器</translation>
    </message>
    <message>
        <source>The %1 has no NVENC engine; the plan transcodes %2 streams.</source>
        <translation>%1 没有 NVENC 编码引擎；方案需转码 %2 路视频流。</translation>
    </message>
    <message>
        <source>Choose a GPU with NVENC engines (L4, L40S, A10, T4).</source>
        <translation>选用带 NVENC 引擎的 GPU（L4、L40S、A10、T4）。</translation>
    </message>
    <message>
        <source>Compute-only GPU for rendering</source>
        <translation>用纯计算 GPU 做渲染</translation>
    </message>
    <message>
        <source>The %1 has no RT cores or graphics pipeline.</source>
        <translation>%1 没有 RT 核心，也没有图形管线。</translation>
    </message>
    <message>
        <source>Precision without hardware support</source>
        <translation>精度缺少硬件支持</translation>
    </message>
    <message>
        <source>The plan asks for %1, which the %2 does not support in hardware; it runs at %3 speed.</source>
        <translation>方案要求 %1，但 %2 不提供硬件支持，只能以 %3 的速度运行。</translation>
    </message>
    <message>
        <source>Latency target not met</source>
        <translation>未达到时延目标</translation>
    </message>
    <message>
        <source>Time to first token %1 ms (target %2 ms); time per output token %3 ms at batch 1 (target %4 ms).</source>
        <translation>首 token 时延 %1 ms（目标 %2 ms）；批大小为 1 时每输出 token 时延 %3 ms（目标 %4 ms）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Use a GPU with more bandwidth and compute, tensor parallelism over NVLink, or a lower precision.</source>
        <translation>选用带宽和算力更高的 GPU、通过 NVLink 做张量并行，或降低精度。</translation>
    </message>
    <message>
        <source>The job misses its deadline</source>
        <translation>任务无法在截止时间前完成</translation>
    </message>
    <message>
        <source>Add GPUs or nodes, or move the deadline.</source>
        <translation>增加 GPU 或节点，或推迟截止时间。</translation>
    </message>
    <message>
        <source>Too little capacity for the load</source>
        <translation>容量不足以承载负载</translation>
    </message>
    <message>
        <source>Add GPUs or replicas.</source>
        <translation>增加 GPU 或副本。</translation>
    </message>
    <message>
        <source>Several nodes not needed</source>
        <translation>无需多个节点</translation>
    </message>
    <message>
        <source>%1 nodes are planned, but the software does not run distributed.</source>
        <translation>方案规划了 %1 个节点，但软件不支持分布式运行。</translation>
    </message>
    <message>
        <source>%1 nodes are planned, but one node of %2 GPUs already meets the target.</source>
        <translation>方案规划了 %1 个节点，但单个 %2 卡节点已能满足目标。</translation>
    </message>
    <message>
        <source>Use one node.</source>
        <translation>使用单个节点。</translation>
    </message>
    <message>
        <source>Use one node</source>
        <translation>使用单个节点</translation>
    </message>
    <message>
        <source>CPU too weak for the GPUs</source>
        <translation>CPU 性能不足以支撑 GPU</translation>
    </message>
    <message>
        <source>Raise the CPU to %1 physical cores per node.</source>
        <translation>将每节点 CPU 提高到 %1 个物理核心。</translation>
    </message>
    <message>
        <source>Use %1 CPU cores</source>
        <translation>使用 %1 个 CPU 核心</translation>
    </message>
    <message>
        <source>Not enough PCIe lanes</source>
        <translation>PCIe 通道不足</translation>
    </message>
    <message>
        <source>The CPUs provide %1 PCIe lanes; the GPUs, NVMe drives and NICs need %2.</source>
        <translation>CPU 提供 %1 条 PCIe 通道；GPU、NVMe 盘和网卡需要 %2 条。</translation>
    </message>
    <message>
        <source>Choose a platform with more lanes (two sockets, or PCIe switches on the baseboard).</source>
        <translation>选用通道更多的平台（双路 CPU，或底板带 PCIe 交换芯片）。</translation>
    </message>
    <message>
        <source>Few memory channels for the GPUs</source>
        <translation>内存通道数相对 GPU 偏少</translation>
    </message>
    <message>
        <source>Prefer a platform with at least %1 channels populated.</source>
        <translation>优先选择至少插满 %1 个通道的平台。</translation>
    </message>
    <message>
        <source>Host RAM below GPU memory</source>
        <translation>主机内存小于显存</translation>
    </message>
    <message>
        <source>%1 GB of RAM for %2 GB of GPU memory in the node.</source>
        <translation>节点内 %1 GB 内存对应 %2 GB 显存。</translation>
    </message>
    <message>
        <source>Raise RAM to at least %1 GB per node.</source>
        <translation>将每节点内存提高到至少 %1 GB。</translation>
    </message>
    <message>
        <source>Use %1 GB of RAM</source>
        <translation>使用 %1 GB 内存</translation>
    </message>
    <message>
        <source>Not enough host RAM</source>
        <translation>主机内存不足</translation>
    </message>
    <message>
        <source>%1 GB of RAM; cache, programs, data-loader workers and offloaded states need %2 GB.</source>
        <translation>内存 %1 GB；缓存、程序、数据加载进程和卸载的状态需要 %2 GB。</translation>
    </message>
    <message>
        <source>Raise RAM to %1 GB per node.</source>
        <translation>将每节点内存提高到 %1 GB。</translation>
    </message>
    <message>
        <source>Data disk too slow to feed the GPUs</source>
        <translation>数据盘速度不足以喂饱 GPU</translation>
    </message>
    <message>
        <source>The data disk reads %1 MB/s; keeping the GPUs busy needs %2 MB/s.</source>
        <translation>数据盘读取速度 %1 MB/s；要让 GPU 保持满载需要 %2 MB/s。</translation>
    </message>
    <message>
        <source>Use local NVMe, striped over several drives if needed, and stage data from shared storage.</source>
        <translation>使用本地 NVMe（必要时多盘条带化），并将数据从共享存储预先拷贝到本地。</translation>
    </message>
    <message>
        <source>Use striped local NVMe</source>
        <translation>使用条带化本地 NVMe</translation>
    </message>
    <message>
        <source>Frequently read data off NVMe</source>
        <translation>高频读取的数据不在 NVMe 上</translation>
    </message>
    <message>
        <source>Training data is read every epoch from %1.</source>
        <translation>每个 epoch 都从 %1 读取训练数据。</translation>
    </message>
    <message>
        <source>Put the working set on local NVMe; keep cold data in object storage.</source>
        <translation>将工作集放在本地 NVMe 上，冷数据放在对象存储中。</translation>
    </message>
    <message>
        <source>Use local NVMe</source>
        <translation>使用本地 NVMe</translation>
    </message>
    <message>
        <source>Many small files on shared storage</source>
        <translation>共享存储上小文件过多</translation>
    </message>
    <message>
        <source>%1 files of %2 MB on average are read from %3.</source>
        <translation>从 %3 读取 %1 个平均大小为 %2 MB 的文件。</translation>
    </message>
    <message>
        <source>Pack samples into shards (WebDataset, TFRecord) and stage them on local NVMe.</source>
        <translation>将样本打包为分片（WebDataset、TFRecord），并预先拷贝到本地 NVMe。</translation>
    </message>
    <message>
        <source>Stage the data on local NVMe</source>
        <translation>将数据预先拷贝到本地 NVMe</translation>
    </message>
    <message>
        <source>System disk under 100 GB</source>
        <translation>系统盘小于 100 GB</translation>
    </message>
    <message>
        <source>The system disk has %1 GB.</source>
        <translation>系统盘仅 %1 GB。</translation>
    </message>
    <message>
        <source>Use a system disk of %1 GB.</source>
        <translation>使用 %1 GB 的系统盘。</translation>
    </message>
    <message>
        <source>Use a %1 GB system disk</source>
        <translation>使用 %1 GB 系统盘</translation>
    </message>
    <message>
        <source>System and data on one disk</source>
        <translation>系统和数据共用一块盘</translation>
    </message>
    <message>
        <source>The OS and the datasets, models, checkpoints and logs share one disk.</source>
        <translation>操作系统与数据集、模型、检查点和日志共用一块盘。</translation>
    </message>
    <message>
        <source>Add a separate data disk.</source>
        <translation>增加一块独立的数据盘。</translation>
    </message>
    <message>
        <source>Add a separate data disk</source>
        <translation>增加独立数据盘</translation>
    </message>
    <message>
        <source>Large dataset on local disks</source>
        <translation>大数据集放在本地盘上</translation>
    </message>
    <message>
        <source>%1 TB of data are planned on local NVMe.</source>
        <translation>方案计划在本地 NVMe 上存放 %1 TB 数据。</translation>
    </message>
    <message>
        <source>Keep the working set local and the cold part in object storage.</source>
        <translation>工作集放在本地，冷数据放在对象存储。</translation>
    </message>
    <message>
        <source>Network below the load</source>
        <translation>网络带宽低于负载需求</translation>
    </message>
    <message>
        <source>%1 Gbit/s between nodes; the gradient exchange needs %2 Gbit/s per node.</source>
        <translation>节点间带宽 %1 Gbit/s；梯度交换每节点需要 %2 Gbit/s。</translation>
    </message>
    <message>
        <source>%1 Mbit/s of public bandwidth; requests and data sync need %2 Mbit/s.</source>
        <translation>公网带宽 %1 Mbit/s；请求和数据同步需要 %2 Mbit/s。</translation>
    </message>
    <message>
        <source>Raise the bandwidth.</source>
        <translation>提高带宽。</translation>
    </message>
    <message>
        <source>Multi-node training without a fast fabric</source>
        <translation>多节点训练缺少高速网络</translation>
    </message>
    <message>
        <source>%1 nodes train together over %2 Gbit/s per node.</source>
        <translation>%1 个节点协同训练，每节点仅 %2 Gbit/s。</translation>
    </message>
    <message>
        <source>Use InfiniBand or RoCE with at least %1 Gbit/s per node.</source>
        <translation>使用 InfiniBand 或 RoCE，每节点至少 %1 Gbit/s。</translation>
    </message>
    <message>
        <source>Public bandwidth far above the need</source>
        <translation>公网带宽远超需求</translation>
    </message>
    <message>
        <source>%1 Mbit/s of public bandwidth for a need of about %2 Mbit/s.</source>
        <translation>公网带宽 %1 Mbit/s，而需求约为 %2 Mbit/s。</translation>
    </message>
    <message>
        <source>Lower the public bandwidth; check whether traffic or bandwidth is billed.</source>
        <translation>降低公网带宽；确认是按流量还是按带宽计费。</translation>
    </message>
    <message>
        <source>Use %1 Mbit/s</source>
        <translation>使用 %1 Mbit/s</translation>
    </message>
    <message>
        <source>CUDA %1 is older than the %2 needs (CUDA %3 or newer).</source>
        <translation>CUDA %1 版本低于 %2 的要求（需 CUDA %3 或更高版本）。</translation>
    </message>
    <message>
        <source>CUDA %1 no longer supports the %2 (last: CUDA %3).</source>
        <translation>CUDA %1 已不再支持 %2（最后支持的版本：CUDA %3）。</translation>
    </message>
    <message>
        <source>Driver %1 is older than CUDA %2 needs (%3 or newer).</source>
        <translation>驱动 %1 版本低于 CUDA %2 的要求（需 %3 或更高版本）。</translation>
    </message>
    <message>
        <source>Driver and CUDA do not match the GPU</source>
        <translation>驱动和 CUDA 与 GPU 不匹配</translation>
    </message>
    <message>
        <source>Use CUDA %1 with driver %2 or newer.</source>
        <translation>使用 CUDA %1 和 %2 或更高版本的驱动。</translation>
    </message>
    <message>
        <source>Use CUDA %1, driver %2</source>
        <translation>使用 CUDA %1，驱动 %2</translation>
    </message>
    <message>
        <source>Framework version not pinned</source>
        <translation>框架版本未固定</translation>
    </message>
    <message>
        <source>The framework is given as &apos;%1&apos;, without a version.</source>
        <translation>框架填写为“%1”，未指定版本。</translation>
    </message>
    <message>
        <source>Pin the version, e.g. %1.</source>
        <translation>固定版本，例如 %1。</translation>
    </message>
    <message>
        <source>Pin %1</source>
        <translation>固定 %1</translation>
    </message>
    <message>
        <source>No shared image for the team</source>
        <translation>团队没有共享镜像</translation>
    </message>
    <message>
        <source>%1 people share the GPUs without a common image or container definition.</source>
        <translation>%1 人共用 GPU，但没有统一的镜像或容器定义。</translation>
    </message>
    <message>
        <source>Keep one container image (Dockerfile) for the team.</source>
        <translation>为团队维护一个统一的容器镜像（Dockerfile）。</translation>
    </message>
    <message>
        <source>Use a shared container image</source>
        <translation>使用共享容器镜像</translation>
    </message>
    <message>
        <source>Long training without checkpoints</source>
        <translation>长时间训练未保存检查点</translation>
    </message>
    <message>
        <source>Checkpoint interval too long</source>
        <translation>检查点间隔过长</translation>
    </message>
    <message>
        <source>A %1-hour run has no checkpoints.</source>
        <translation>%1 小时的运行没有保存检查点。</translation>
    </message>
    <message>
        <source>Checkpoints every %1 min; the optimum for this job&apos;s failure rate is %2 min.</source>
        <translation>每 %1 分钟保存一次检查点；按该任务的故障率，最优间隔为 %2 分钟。</translation>
    </message>
    <message>
        <source>Checkpoint every %1 min (Young/Daly).</source>
        <translation>每 %1 分钟保存一次检查点（Young/Daly）。</translation>
    </message>
    <message>
        <source>Checkpoint every %1 min</source>
        <translation>每 %1 分钟保存检查点</translation>
    </message>
    <message>
        <source>No monitoring</source>
        <translation>未配置监控</translation>
    </message>
    <message>
        <source>GPU memory, utilization, temperature, power and job failures are not monitored.</source>
        <translation>未监控显存、利用率、温度、功耗和任务失败情况。</translation>
    </message>
    <message>
        <source>Monitor them with alert thresholds.</source>
        <translation>对这些指标进行监控并设置告警阈值。</translation>
    </message>
    <message>
        <source>Turn monitoring on</source>
        <translation>开启监控</translation>
    </message>
    <message>
        <source>Checkpoints not copied to independent storage</source>
        <translation>检查点未复制到独立存储</translation>
    </message>
    <message>
        <source>A %1-hour run keeps its checkpoints only on the node&apos;s disks.</source>
        <translation>%1 小时的运行只把检查点保存在节点本地盘上。</translation>
    </message>
    <message>
        <source>Copy checkpoints to object storage or another system.</source>
        <translation>将检查点复制到对象存储或其他系统。</translation>
    </message>
    <message>
        <source>Back up to independent storage</source>
        <translation>备份到独立存储</translation>
    </message>
    <message>
        <source>Shared GPUs without scheduler or quotas</source>
        <translation>共享 GPU 却没有调度器或配额</translation>
    </message>
    <message>
        <source>%1 people share the GPUs without a scheduler or quotas.</source>
        <translation>%1 人共用 GPU，但没有调度器或配额。</translation>
    </message>
    <message>
        <source>Use a scheduler with GPU quotas (Slurm, Kubernetes with quotas, a queue).</source>
        <translation>使用带 GPU 配额的调度器（Slurm、带配额的 Kubernetes、作业队列）。</translation>
    </message>
    <message>
        <source>Use a scheduler with quotas</source>
        <translation>使用带配额的调度器</translation>
    </message>
    <message>
        <source>Sensitive data without access control and audit</source>
        <translation>敏感数据缺少访问控制和日志审计</translation>
    </message>
    <message>
        <source>The data is sensitive, but %1.</source>
        <translation>数据属于敏感数据，但%1。</translation>
    </message>
    <message>
        <source>neither access control nor audit logging is planned</source>
        <translation>既未规划访问控制，也未规划日志审计</translation>
    </message>
    <message>
        <source>access control is not planned</source>
        <translation>未规划访问控制</translation>
    </message>
    <message>
        <source>audit logging is not planned</source>
        <translation>未规划日志审计</translation>
    </message>
    <message>
        <source>Plan access control and audit logs before the data arrives.</source>
        <translation>在数据进入之前规划好访问控制和日志审计。</translation>
    </message>
    <message>
        <source>Add access control and audit logs</source>
        <translation>添加访问控制和日志审计</translation>
    </message>
    <message>
        <source>Training and serving share one pool</source>
        <translation>训练和推理服务共用一个资源池</translation>
    </message>
    <message>
        <source>Training and latency-sensitive serving run on the same GPUs.</source>
        <translation>训练和对时延敏感的推理服务运行在同一批 GPU 上。</translation>
    </message>
    <message>
        <source>Separate the training cluster from the inference nodes and autoscale the latter.</source>
        <translation>将训练集群与推理节点分开，并为推理节点配置自动扩缩容。</translation>
    </message>
    <message>
        <source>Separate training and inference pools</source>
        <translation>分离训练池和推理池</translation>
    </message>
    <message>
        <source>Peaks without elastic capacity</source>
        <translation>有峰值却没有弹性容量</translation>
    </message>
    <message>
        <source>The goal is to absorb peaks, but no elastic nodes or autoscaling are planned.</source>
        <translation>目标是应对峰值，但未规划弹性节点或自动扩缩容。</translation>
    </message>
    <message>
        <source>Reserve elastic nodes and autoscale from a shared image.</source>
        <translation>预留弹性节点，并基于共享镜像自动扩缩容。</translation>
    </message>
    <message>
        <source>Add autoscaling</source>
        <translation>添加自动扩缩容</translation>
    </message>
    <message>
        <source>Recommended GPU memory above the GPU&apos;s</source>
        <translation>推荐显存超过该 GPU 的显存</translation>
    </message>
    <message>
        <source>The plan recommends %1 GB per GPU (the need of %2 GB with headroom); the %3 has %4 GB.</source>
        <translation>方案推荐每 GPU %1 GB 显存（需求 %2 GB 加余量）；%3 只有 %4 GB。</translation>
    </message>
    <message>
        <source>Choose a GPU with at least %1 GB, or spread the work over more GPUs.</source>
        <translation>选用显存至少 %1 GB 的 GPU，或将工作分布到更多 GPU 上。</translation>
    </message>
    <message>
        <source>%1 is %2% of the cost</source>
        <translation>%1 占成本的 %2%</translation>
    </message>
    <message>
        <source>The figure follows from the plan&apos;s own inputs.</source>
        <translation>该数值由方案自身的输入推算得出。</translation>
    </message>
    <message>
        <source>Priced at %1. A price from another region or provider than the GPUs&apos; changes the total most.</source>
        <translation>按 %1 计价。如果该价格来自与 GPU 不同的地区或云厂商，对总额的影响最大。</translation>
    </message>
    <message>
        <source>Check the traffic estimate and enter the traffic price of the GPUs&apos; provider and region under Workload &gt; Prices and costs; a CDN or a provider that includes traffic lowers it.</source>
        <translation>请核对流量估算，并在“工作负载 &gt; 价格与成本”中填写 GPU 所在云厂商和地区的流量价格；使用 CDN 或选择包含流量的云厂商可降低此项费用。</translation>
    </message>
    <message>
        <source>Check this estimate and its price under Workload &gt; Prices and costs before comparing GPUs.</source>
        <translation>在比较 GPU 之前，请先在“工作负载 &gt; 价格与成本”中核对此估算及其价格。</translation>
    </message>
    <message>
        <source>%1: %2 per %3 (%4)</source>
        <translation>%1：%2/%3（%4）</translation>
    </message>
    <message>
        <source>%1 makes up %2 of the %3 a month on %4 billing, more than the GPUs.</source>
        <translation>采用%4时，每月总计 %3，其中 %1 占 %2，超过了 GPU 的费用。</translation>
    </message>
    <message>
        <source>Over budget: the job costs %1, the budget is %2</source>
        <translation>超出预算：任务总成本 %1，预算为 %2</translation>
    </message>
    <message>
        <source>Over budget: %1 a month, the budget is %2 a month</source>
        <translation>超出预算：每月 %1，预算为每月 %2</translation>
    </message>
    <message>
        <source>The budget as entered on the wizard&apos;s last page.</source>
        <translation>预算取自向导最后一页的填写。</translation>
    </message>
    <message>
        <source>The budget as entered on the wizard&apos;s last page, converted at %1 CNY per USD.</source>
        <translation>预算取自向导最后一页的填写，按 1 美元兑 %1 元换算。</translation>
    </message>
    <message>
        <source>No billing mode fits the budget: lower the load or the targets, use a smaller GPU, or raise the budget (Edit &gt; Workload).</source>
        <translation>没有任何计费方式能控制在预算内：请降低负载或指标、改用更小的 GPU，或提高预算（编辑 &gt; 工作负载）。</translation>
    </message>
    <message>
        <source>No AV1 hardware encoder</source>
        <translation>没有 AV1 硬件编码器</translation>
    </message>
    <message>
        <source>No AV1 hardware decoder</source>
        <translation>没有 AV1 硬件解码器</translation>
    </message>
    <message>
        <source>The %1 (%2) encodes H.264 and HEVC in hardware, not AV1.</source>
        <translation>%1（%2 架构）可硬件编码 H.264 和 HEVC，但不支持 AV1。</translation>
    </message>
    <message>
        <source>The %1 (%2) cannot decode AV1 in hardware.</source>
        <translation>%1（%2 架构）无法硬件解码 AV1。</translation>
    </message>
    <message>
        <source>Choose an Ada Lovelace or newer GPU (L4, L40S), or encode H.264 or HEVC.</source>
        <translation>请选用 Ada Lovelace 或更新架构的 GPU（L4、L40S），或改为 H.264 / HEVC 编码。</translation>
    </message>
    <message>
        <source>Use %1 × %2 (%3 cores)</source>
        <translation>使用 %1 × %2（共 %3 核）</translation>
    </message>
    <message>
        <source>Use %1 Mbit/s public and %2 Gbit/s between nodes</source>
        <translation>公网带宽设为 %1 Mbit/s，节点间带宽设为 %2 Gbit/s</translation>
    </message>
    <message>
        <source>Use %1 Mbit/s public bandwidth</source>
        <translation>公网带宽设为 %1 Mbit/s</translation>
    </message>
    <message>
        <source>Use %1 Gbit/s between nodes</source>
        <translation>节点间带宽设为 %1 Gbit/s</translation>
    </message>
    <message>
        <source>Use an RDMA fabric of %1 Gbit/s per node</source>
        <translation>使用每节点 %1 Gbit/s 的 RDMA 网络</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>With %1 billing the plan costs %2% of the budget.</source>
        <translation>计费方式为%1时，本方案的成本为预算的 %2%。</translation>
    </message>
    <message>
        <source>With %1 billing the job costs %2, within the budget.</source>
        <translation>计费方式改为%1时，整个任务花费 %2，在预算之内。</translation>
    </message>
    <message>
        <source>With %1 billing the plan costs %2 a month, within the budget.</source>
        <translation>计费方式改为%1时，每月 %2，在预算之内。</translation>
    </message>
    <message numerus="yes">
        <source>On %n GPU(s): %1.</source>
        <translation>
            <numerusform>使用 %n 个 GPU 时：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rendering without RT cores</source>
        <translation>无 RT 核心渲染</translation>
    </message>
    <message>
        <source>The %1 has no RT cores: the renderer runs through CUDA, about %2× slower than with RT cores at the same FP32 rate.</source>
        <translation>%1 没有 RT 核心：渲染器通过 CUDA 运行，在相同 FP32 算力下比有 RT 核心时慢约 %2 倍。</translation>
    </message>
    <message>
        <source>Cycles and Octane use RT cores through OptiX where the GPU has them and fall back to CUDA on compute-only GPUs (A100, H100); the same scene took 22.53 s with CUDA and 13.54 s with OptiX on one GPU (Blender 3).</source>
        <translation>Cycles 和 Octane 在有 RT 核心的 GPU 上通过 OptiX 使用 RT 核心，在纯计算卡（A100、H100）上退回 CUDA；同一场景在同一 GPU 上用 CUDA 耗时 22.53 s，用 OptiX 耗时 13.54 s（Blender 3）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 physical cores feed %n GPU(s); the data pipeline needs at least %2.</source>
        <translation>
            <numerusform>%1 个物理核心供给 %n 个 GPU；数据管线至少需要 %2 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The CPUs have %1 memory channels for %n GPU(s).</source>
        <translation>
            <numerusform>CPU 仅有 %1 个内存通道，却要供给 %n 个 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost comes from utilization, not the hourly price: tier resources, queue and batch jobs (night runs), and quantize or cache before adding GPUs.</source>
        <translation>成本取决于利用率，而非小时单价：对资源分层，排队并批量运行作业（夜间运行），在增加 GPU 之前先做量化或缓存。</translation>
    </message>
    <message>
        <source>Long, high, fixed-size load running all year can be cheaper on a term, dedicated hosting or owned hardware; compare total cost of ownership, not the hourly price.</source>
        <translation>全年运行、负载高且规模固定的长期任务，采用包年/长期预留、专属托管或自购硬件可能更便宜；应比较总拥有成本（TCO），而非小时单价。</translation>
    </message>
    <message>
        <source>A team that mostly cleans data and validates at small scale leaves a fixed high-end node idle; one mid-size instance for daily work plus on-demand multi-GPU training cut monthly compute spend by about 35%.</source>
        <translation>团队大部分时间在做数据清洗和小规模验证时，固定的高端节点会长期闲置；改为一台中等规格实例承担日常工作、训练时按需租用多卡节点后，每月算力支出下降约 35%。</translation>
    </message>
    <message>
        <source>When the model, its states and caches do not fit, the job fails or swaps parameters and slows down.</source>
        <translation>模型及其状态和缓存放不下时，任务会失败，或因参数换入换出而变慢。</translation>
    </message>
    <message>
        <source>Without headroom, a longer sequence, a larger batch or a new framework version runs out of memory, and the job fails or slows down.</source>
        <translation>没有余量时，序列稍长、batch 稍大或框架版本更新都可能导致显存不足，任务失败或变慢。</translation>
    </message>
    <message>
        <source>Compare memory, bandwidth, compatibility, price and run time rather than the newest or largest card.</source>
        <translation>应综合比较显存、带宽、兼容性、价格和运行时间，而不是盲目选最新或最大的卡。</translation>
    </message>
    <message>
        <source>If the task cannot run in parallel across GPUs, renting an 8-GPU node only adds cost; a single GPU with more memory is often cheaper.</source>
        <translation>如果任务无法在多个 GPU 间并行，租用 8 卡节点只会增加成本；一块显存更大的单卡往往更便宜。</translation>
    </message>
    <message>
        <source>Eight GPUs are not eight times one: with too little GPU-to-GPU bandwidth, every added GPU scales worse.</source>
        <translation>8 张卡不等于 1 张卡的 8 倍：卡间互联带宽不足时，每增加一个 GPU，扩展效率都会更差。</translation>
    </message>
    <message>
        <source>Online inference is judged by concurrency and response latency; decode speed is bound by memory bandwidth, prefill by compute.</source>
        <translation>在线推理服务以并发和响应时延衡量；解码（decode）速度受显存带宽限制，预填充（prefill）受算力限制。</translation>
    </message>
    <message>
        <source>Record the expected run time before choosing single GPU, multi-GPU or batches.</source>
        <translation>在决定单卡、多卡还是分批运行之前，先记录预期运行时间。</translation>
    </message>
    <message>
        <source>Size for the peak concurrency and request rate, not the average.</source>
        <translation>按峰值并发和请求速率而非平均值来配置。</translation>
    </message>
    <message>
        <source>Go multi-node only when one machine&apos;s memory, compute or concurrency is not enough and the application supports distributed runs.</source>
        <translation>仅当单机的显存、算力或并发不足，且应用支持分布式运行时，才考虑多节点。</translation>
    </message>
    <message>
        <source>AMD Instinct GPUs suit environments already ported to ROCm; CUDA-only code does not run on them.</source>
        <translation>AMD Instinct GPU 适合已移植到 ROCm 的环境；仅支持 CUDA 的代码无法在其上运行。</translation>
    </message>
    <message>
        <source>Ascend NPUs need the software ported to CANN (torch_npu or MindSpore); framework support decides what runs.</source>
        <translation>昇腾 NPU 需要将软件移植到 CANN（torch_npu 或 MindSpore）；能运行什么取决于框架支持。</translation>
    </message>
    <message>
        <source>Scientific computing mostly needs double-precision performance and long stable runs; graphics and inference GPUs cut FP64 to a small fraction.</source>
        <translation>科学计算主要依赖双精度性能和长时间稳定运行；图形和推理 GPU 的 FP64 性能被削减到很小的比例。</translation>
    </message>
    <message>
        <source>Video processing depends on hardware encode/decode capability; several data-centre training GPUs (A100, H100, H200) have decoders but no encoder.</source>
        <translation>视频处理取决于硬件编解码能力；部分数据中心训练 GPU（A100、H100、H200）有解码器但没有编码器。</translation>
    </message>
    <message>
        <source>Graphics rendering depends on the GPU&apos;s graphics capability; compute-only accelerators have no ray-tracing hardware or display pipeline.</source>
        <translation>图形渲染取决于 GPU 的图形能力；纯计算加速卡没有光线追踪硬件和显示管线。</translation>
    </message>
    <message>
        <source>GPUs differ widely in FP32, FP16 and tensor-core support; judge by the precision the work needs, not by generation or name.</source>
        <translation>各款 GPU 对 FP32、FP16 和 Tensor Core 的支持差异很大；应按任务所需精度判断，而非按代际或型号名称。</translation>
    </message>
    <message>
        <source>The CPU preprocesses data, schedules tasks, decompresses files and handles requests; with too few cores the GPUs wait for data.</source>
        <translation>CPU 负责数据预处理、任务调度、文件解压和请求处理；核心太少时 GPU 会等待数据。</translation>
    </message>
    <message>
        <source>Multi-GPU servers must connect each GPU with enough PCIe lanes, or GPUs congest when they transfer at once.</source>
        <translation>多卡服务器必须为每个 GPU 提供足够的 PCIe 通道，否则多个 GPU 同时传输时会发生拥塞。</translation>
    </message>
    <message>
        <source>Check clock, memory channels and PCIe lanes together with the core count: memory bandwidth feeds the data pipeline.</source>
        <translation>检查核心数的同时，还要检查主频、内存通道和 PCIe 通道：内存带宽决定数据管线的供给能力。</translation>
    </message>
    <message>
        <source>High GPU memory with low host memory is a common imbalance: weights, checkpoints and pinned transfer buffers pass through host RAM.</source>
        <translation>显存大、主机内存小是常见的配置失衡：权重、检查点和锁页传输缓冲区都要经过主机内存。</translation>
    </message>
    <message>
        <source>Short of memory, the system swaps and everything slows down; estimate dataset cache plus program footprint plus about 30%, counting each loader process&apos;s copies.</source>
        <translation>内存不足时系统会使用交换分区，整体变慢；按数据集缓存 + 程序占用 + 约 30% 估算，并计入每个加载进程各自的副本。</translation>
    </message>
    <message>
        <source>A typical symptom is GPU utilization of only 30–50%: the GPUs wait while the training set is read.</source>
        <translation>典型症状是 GPU 利用率只有 30–50%：读取训练集时 GPU 在空等。</translation>
    </message>
    <message>
        <source>High-frequency training with heavy reads and writes suits NVMe SSDs; check random-read performance too.</source>
        <translation>读写繁重的高频训练适合使用 NVMe SSD；还要检查随机读性能。</translation>
    </message>
    <message>
        <source>Large training sets of fragmented samples on shared storage leave the GPUs at 30–50% utilization; every small read costs a metadata round trip.</source>
        <translation>大型训练集若以零散样本存放在共享存储上，GPU 利用率只有 30–50%；每次小文件读取都要付出一次元数据往返的开销。</translation>
    </message>
    <message>
        <source>The system disk holds the OS, drivers, runtimes and container images: about 100–200 GB.</source>
        <translation>系统盘存放操作系统、驱动、运行时和容器镜像，约需 100–200 GB。</translation>
    </message>
    <message>
        <source>Separate system and data disks are easier to grow and to troubleshoot.</source>
        <translation>系统盘与数据盘分开，更便于扩容和排障。</translation>
    </message>
    <message>
        <source>Long-lived data can go to object storage instead of expensive local disks.</source>
        <translation>需长期保存的数据可以放到对象存储，而不是昂贵的本地盘。</translation>
    </message>
    <message>
        <source>Model downloads, remote data, many users and multi-node training all consume bandwidth; many users, data sync or multi-node work need 1–10 Gbit/s or more.</source>
        <translation>模型下载、远程数据、多用户访问和多节点训练都会占用带宽；多用户、数据同步或多节点任务需要 1–10 Gbit/s 甚至更高。</translation>
    </message>
    <message>
        <source>Cross-node training depends on network bandwidth and latency; a weak network directly slows the whole job. Reference designs give each GPU its own 200–400 Gbit/s RDMA link.</source>
        <translation>跨节点训练依赖网络带宽和时延，网络薄弱会直接拖慢整个任务。参考设计为每个 GPU 配备独立的 200–400 Gbit/s RDMA 链路。</translation>
    </message>
    <message>
        <source>A service called only from the intranet should improve its internal links instead of paying for high public bandwidth.</source>
        <translation>仅供内网调用的服务应优化内网链路，而不是为高公网带宽付费。</translation>
    </message>
    <message>
        <source>A mismatched OS, driver, runtime or container version can leave the GPU unrecognized, make programs fail or break multi-GPU communication.</source>
        <translation>操作系统、驱动、运行时或容器版本不匹配，可能导致 GPU 无法识别、程序报错或多卡通信异常。</translation>
    </message>
    <message>
        <source>Write the environment into a Dockerfile and pin Python, PyTorch and dependencies; with drifting versions the same model does not reproduce across people.</source>
        <translation>将环境写入 Dockerfile，并固定 Python、PyTorch 及依赖的版本；版本漂移会导致同一个模型换个人就无法复现。</translation>
    </message>
    <message>
        <source>Without a unified environment, dependency versions drift and the same model does not run for the next person.</source>
        <translation>没有统一环境，依赖版本会漂移，同一个模型换个人就跑不起来。</translation>
    </message>
    <message>
        <source>Continuous training must save checkpoints regularly and copy key files to independent storage; a failure otherwise loses all work since the last one.</source>
        <translation>持续训练必须定期保存检查点，并将关键文件复制到独立存储；否则一旦故障，自上一个检查点以来的工作将全部丢失。</translation>
    </message>
    <message>
        <source>Even a short test should watch GPU memory, utilization, temperature and failures; the data shows whether the configuration is right.</source>
        <translation>即使是短期测试，也应观察显存、利用率、温度和失败情况；数据会告诉你配置是否合理。</translation>
    </message>
    <message>
        <source>Sync key files to independent storage: a failed node takes its local disks with it.</source>
        <translation>将关键文件同步到独立存储：节点故障时，其本地盘也会随之不可用。</translation>
    </message>
    <message>
        <source>Without quotas one job holds the GPUs for long and others queue.</source>
        <translation>没有配额时，一个任务会长期占用 GPU，其他人只能排队。</translation>
    </message>
    <message>
        <source>When training data includes business files, user material or internal models, data security, access control and log audit cannot be added later.</source>
        <translation>当训练数据包含业务文件、用户资料或内部模型时，数据安全、访问控制和日志审计无法事后补上。</translation>
    </message>
    <message>
        <source>When training and online inference shared one set of GPUs, latency rose at every promotion; splitting into an offline training cluster and autoscaled inference nodes cut response time by about 40%.</source>
        <translation>训练与在线推理共用一组 GPU 时，每逢促销时延都会上升；拆分为离线训练集群和自动扩缩容的推理节点后，响应时间缩短约 40%。</translation>
    </message>
    <message>
        <source>Services with fluctuating load need reserved elastic nodes and reusable network and images.</source>
        <translation>负载波动的服务需要预留弹性节点，以及可复用的网络和镜像。</translation>
    </message>
    <message>
        <source>NVIDIA encodes AV1 from the Ada Lovelace generation on (L4, L40S, RTX 4090) and decodes it on Ampere graphics parts (A10, A40), Ada and Blackwell; A100, A30, H100 and H200 decode no AV1 (NVENC and NVDEC application notes, Video Codec SDK 12 and 13); without it the CPU does the work.</source>
        <translation>NVIDIA 从 Ada Lovelace 一代起支持 AV1 硬件编码（L4、L40S、RTX 4090）；AV1 硬件解码见于 Ampere 图形卡（A10、A40）、Ada 和 Blackwell，A100、A30、H100、H200 不能硬解 AV1（《NVENC 应用说明》《NVDEC 应用说明》，Video Codec SDK 12 和 13）；没有硬件支持时只能由 CPU 完成。</translation>
    </message>
    <message>
        <source>Choose an A10, L4, L40S or newer graphics GPU, or a source in H.264 or HEVC.</source>
        <translation>改选 A10、L4、L40S 或更新的图形 GPU，或使用 H.264、HEVC 片源。</translation>
    </message>
    <message>
        <source>No renderer runs on this GPU</source>
        <translation>这块 GPU 上没有可用的渲染器</translation>
    </message>
    <message>
        <source>Cycles renders on CUDA GPUs and, through HIP, on AMD&apos;s RDNA graphics cards only (Blender manual, GPU Rendering); Octane and V-Ray GPU are CUDA only. Compute accelerators of other vendors have no renderer path.</source>
        <translation>Cycles 只能在 CUDA GPU 上渲染，或通过 HIP 在 AMD RDNA 图形卡上渲染（Blender 手册“GPU 渲染”）；Octane 和 V-Ray GPU 只支持 CUDA。其他厂商的计算加速卡没有可用的渲染路径。</translation>
    </message>
    <message>
        <source>The %1 has no RT cores: the renderer runs through CUDA. Blender Open Data measures it at %2 Cycles samples/min, %3 of an L40S with RT cores.</source>
        <translation>%1 没有 RT 核心，渲染器只能走 CUDA。Blender Open Data 测得其 Cycles 得分为 %2 采样/分钟，是带 RT 核心的 L40S 的 %3 倍。</translation>
    </message>
    <message>
        <source>Choose a GPU with RT cores: %1 × %2 meets the target%3.</source>
        <translation>改用带 RT 核心的 GPU：%1 × %2 即可满足目标%3。</translation>
    </message>
    <message>
        <source>No GPU with RT cores in the catalog holds this work: it needs %1 GB per GPU and those with RT cores have at most %2 GB (%3). Keep a GPU with enough memory and plan for the slower rate, or make the scene smaller.</source>
        <translation>硬件库中没有能容纳该任务的带 RT 核心的 GPU：每 GPU 需要 %1 GB，而带 RT 核心的 GPU 最多只有 %2 GB（%3）。请保留显存足够的 GPU 并按较慢的速度规划，或缩小场景。</translation>
    </message>
    <message>
        <source>No GPU with RT cores in the catalog meets the target; keep a GPU that does and plan for the slower rate.</source>
        <translation>硬件库中没有满足目标的带 RT 核心的 GPU；请保留能满足目标的 GPU，并按较慢的速度规划。</translation>
    </message>
    <message>
        <source> with faster frames, or keep this one and plan for the slower rate</source>
        <translation>，且出帧更快；也可保留当前 GPU，按较慢的速度规划</translation>
    </message>
    <message>
        <source>The %1 has no RT cores: the renderer runs through CUDA. Blender Open Data has not measured it; from the measured GPUs without RT cores it is estimated at %2 Cycles samples/min, %3 of an L40S with RT cores. Time one frame on it before committing.</source>
        <translation>%1 没有 RT 核心，渲染器只能走 CUDA。Blender Open Data 没有它的实测数据；按已实测的无 RT 核心 GPU 推算，其 Cycles 得分约为 %2 采样/分钟，是带 RT 核心的 L40S 的 %3 倍。下单前请先在这块卡上实测一帧。</translation>
    </message>
    <message>
        <source>ns/day per simulation is set by one GPU&apos;s speed and by how much the engine gains from splitting one simulation over GPUs; a small system gains little or nothing.</source>
        <translation>每个模拟的纳秒/天取决于单卡速度，以及模拟软件把一个模拟拆到多块 GPU 上能获得多少加速；小体系几乎得不到加速。</translation>
    </message>
    <message>
        <source>Each simulation runs on GPUs of its own.</source>
        <translation>每个模拟各自占用独立的 GPU。</translation>
    </message>
    <message>
        <source>Use a faster GPU, a longer time step if the model allows it, or run independent simulations side by side instead of one faster one.</source>
        <translation>换用更快的 GPU；若力场和约束允许，加大时间步长；或者不追求单个模拟更快，而是并行运行多个独立模拟。</translation>
    </message>
    <message>
        <source>Add GPUs for the simulations that must run at once.</source>
        <translation>为需要同时运行的模拟增加 GPU。</translation>
    </message>
    <message>
        <source>Generate %1 images per call (requests grouped, or several images per prompt): with framework defaults each step waits on the host, and a batch shares the wait. Or add GPUs.</source>
        <translation>每次生成 %1 张图（把请求合批，或每个提示词生成多张）：框架默认配置下每个去噪步都要等待主机端，合批可以分摊这段等待。也可以增加 GPU。</translation>
    </message>
    <message>
        <source>Generate %1 images per call</source>
        <translation>每次生成 %1 张图</translation>
    </message>
    <message>
        <source>Choose a GPU with that precision (FP4: Blackwell; FP8: Hopper, Ada, Blackwell, MI300; BF16: Ampere and newer), or change the precision.</source>
        <translation>选用支持该精度的 GPU（FP4：Blackwell；FP8：Hopper、Ada、Blackwell、MI300；BF16：Ampere 及更新架构），或更换精度。</translation>
    </message>
    <message numerus="yes">
        <source>%1 physical cores feed %n GPU(s); GPU-offload molecular dynamics needs at least %2 for the ns/day planned.</source>
        <translation>
            <numerusform>%1 个物理核心供给 %n 个 GPU；GPU 卸载模式的分子动力学要达到规划的纳秒/天，至少需要 %2 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>In GPU-offload mode (NAMD 2.x) the CPU cores integrate every step while the GPUs compute forces: with fewer cores each step takes longer and the GPUs wait.</source>
        <translation>GPU 卸载模式（NAMD 2.x）下，每一步都由 CPU 核心做积分、GPU 计算受力：核心越少，每步耗时越长，GPU 空等的时间也越多。</translation>
    </message>
    <message>
        <source>Train %1 samples per GPU a step (gradient accumulation keeps the global batch), or use a GPU with more memory.</source>
        <translation>每块 GPU 每步训练 %1 个样本（用梯度累积保持全局批量不变），或换用显存更大的 GPU。</translation>
    </message>
    <message>
        <source>Set the per-GPU batch to %1</source>
        <translation>每 GPU 批量设为 %1</translation>
    </message>
    <message>
        <source>The job takes %1 h at the CPU&apos;s rate; the GPUs alone would take %2 h.</source>
        <translation>按 CPU 的速度任务需 %1 小时；仅看 GPU 只需 %2 小时。</translation>
    </message>
    <message>
        <source>The work needs %1 GB per GPU; the %2 has %3 GB. %4 meets the target for about %5 instead of %6.</source>
        <translation>任务每个 GPU 需要 %1 GB 显存；%2 有 %3 GB。%4 即可满足目标，费用约 %5，而非 %6。</translation>
    </message>
    <message>
        <source>The data loaders keep the GPUs waiting</source>
        <translation>数据加载让 GPU 空等</translation>
    </message>
    <message>
        <source>With %1 data loader workers per GPU each GPU trains %2 %3 a second where it could train %4: the GPUs wait %5% of the time, and the job takes %6 h where loaders that keep up give %7 h.</source>
        <translation>每个 GPU 配 %1 个数据加载 worker 时，每个 GPU 每秒只训练 %2 %3，而本可训练 %4：GPU 有 %5% 的时间在等待，作业需要 %6 小时，加载跟得上时只需 %7 小时。</translation>
    </message>
    <message>
        <source>A data loader worker prepares batches on a CPU core while the GPU trains; with none (PyTorch&apos;s and Hugging Face Trainer&apos;s default) the training process prepares each batch between steps and the GPU waits.</source>
        <translation>数据加载 worker 在 GPU 训练的同时用一个 CPU 核心准备下一批数据；没有 worker 时（PyTorch 和 Hugging Face Trainer 的默认设置），训练进程要在两步之间自己准备每一批数据，GPU 只能等待。</translation>
    </message>
    <message>
        <source>Give each GPU about %1 loader workers (dataloader_num_workers), and the cores for them.</source>
        <translation>给每个 GPU 配约 %1 个加载 worker（dataloader_num_workers），并留出相应的 CPU 核心。</translation>
    </message>
    <message>
        <source>Use loader workers that keep up</source>
        <translation>使用足以跟上 GPU 的加载 worker</translation>
    </message>
    <message>
        <source>Use %1 loader workers per GPU</source>
        <translation>每个 GPU 使用 %1 个加载 worker</translation>
    </message>
    <message>
        <source>The gradient exchange stalls each step</source>
        <translation>梯度交换拖慢每个训练步</translation>
    </message>
    <message>
        <source>Between %1 nodes each optimizer step computes %2 ms, then waits %3 ms for the gradients (%4 GB a node at %5 Gbit/s, the fastest fabric): the GPUs idle %6% of the time.</source>
        <translation>%1 个节点之间，每个优化器步计算 %2 ms 后还要等待梯度 %3 ms（每节点 %4 GB，按最快的每节点 %5 Gbit/s 网络）：GPU 有 %6% 的时间在空等。</translation>
    </message>
    <message>
        <source>Data-parallel training exchanges the gradients at every optimizer step; a step too short to hide it behind the backward pass leaves the GPUs waiting on the network, and cross-node training is only as fast as that network.</source>
        <translation>数据并行训练在每个优化器步都要交换梯度；训练步太短、无法在反向传播期间掩盖这次交换时，GPU 就只能等待网络；跨节点训练的速度取决于网络。</translation>
    </message>
    <message>
        <source>Raise the global batch to about %1 samples (%2 per GPU a step, accumulated) if the optimizer allows it, or train on fewer nodes.</source>
        <translation>在优化器允许的前提下，把全局批量提高到约 %1 个样本（每 GPU 每步 %2 个，通过梯度累积实现），或减少训练节点数。</translation>
    </message>
    <message>
        <source>Use a global batch of %1</source>
        <translation>将全局批量设为 %1</translation>
    </message>
    <message>
        <source> Each optimizer step waits %1 ms for it after %2 ms of compute, so the job takes %3× as long as on the recommended fabric.</source>
        <translation>每个优化器步计算 %2 ms 后还要等待梯度交换 %1 ms，整个作业耗时是推荐网络下的 %3 倍。</translation>
    </message>
    <message>
        <source> Each step waits for it: the job takes %1× as long as on the recommended fabric.</source>
        <translation>每一步都要等待梯度交换：整个作业耗时是推荐网络下的 %1 倍。</translation>
    </message>
    <message>
        <source>Global batch does not split over the GPUs</source>
        <translation>全局批量无法均分到各张 GPU</translation>
    </message>
    <message>
        <source>A global batch of %1 over %2 GPUs is %3 samples a GPU.</source>
        <translation>全局批量 %1 分到 %2 张 GPU 上，每张 GPU %3 个样本。</translation>
    </message>
    <message>
        <source>Data-parallel training gives every GPU the same micro-batch × accumulation steps a step, so the global batch is a whole number of samples per GPU times the GPUs (PyTorch DDP and FSDP with a distributed sampler, a per-device batch in Hugging Face).</source>
        <translation>数据并行训练中，每个优化器步每张 GPU 处理的样本数相同（微批次 × 梯度累积步数），因此全局批量必须是每 GPU 样本数（整数）乘以 GPU 数（PyTorch DDP、FSDP 配合分布式采样器，或 Hugging Face 的 per-device batch 都是如此）。</translation>
    </message>
    <message>
        <source>Use a global batch of %1 (%2 a GPU).</source>
        <translation>将全局批量设为 %1（每张 GPU %2 个）。</translation>
    </message>
    <message>
        <source>Use a global batch of %1 (%2 a GPU) or %3 (%4 a GPU).</source>
        <translation>将全局批量设为 %1（每张 GPU %2 个）或 %3（每张 GPU %4 个）。</translation>
    </message>
    <message>
        <source>Encode sessions capped on GeForce</source>
        <translation>GeForce 编码会话数受限</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s driver limits non-qualified GPUs (GeForce, TITAN) to %1 concurrent encode sessions per system, all such cards together (NVENC Application Note, Video Codec SDK 13.0, licensing policy); data-centre and RTX professional GPUs are limited by their engines only.</source>
        <translation>NVIDIA 驱动将非认证 GPU（GeForce、TITAN）限制为每台机器最多 %1 路并发编码会话，所有此类卡合计（《NVENC 应用说明》，Video Codec SDK 13.0，授权策略）；数据中心和 RTX 专业 GPU 只受编码引擎能力限制。</translation>
    </message>
    <message>
        <source>Choose a data-centre or RTX professional GPU with NVENC (L4, L40S, RTX A-series), or plan one node per %1 streams.</source>
        <translation>改选带 NVENC 的数据中心或 RTX 专业 GPU（L4、L40S、RTX A 系列），或按每 %1 路视频流一个节点来规划。</translation>
    </message>
    <message numerus="yes">
        <source>Each node of %1 runs at most %2 encode sessions, though its engines could run %3 streams: %4 streams need %n node(s).</source>
        <translation>
            <numerusform>每个 %1 节点最多运行 %2 路编码会话，而其编码引擎可承载 %3 路视频流：%4 路视频流需要 %n 个节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>Or decode the images on the GPUs (NVIDIA DALI, nvJPEG; Image decoding: On the GPUs), which leaves the CPU its per-GPU floor.</source>
        <translation>也可以改在 GPU 上解码图像（NVIDIA DALI、nvJPEG；“图像解码”选“在 GPU 上”），CPU 只需保留每 GPU 的最低核数。</translation>
    </message>
    <message>
        <source>The %1 runs %2; the geospatial kernels this plan is rated on (cuSpatial, HeavyDB) are built for CUDA only.</source>
        <translation>%1 使用 %2；本方案速率所依据的地理空间内核（cuSpatial、HeavyDB）只有 CUDA 版本。</translation>
    </message>
    <message>
        <source>Weak FP64 for double-precision molecular dynamics</source>
        <translation>双精度分子动力学的 FP64 算力偏弱</translation>
    </message>
    <message>
        <source>The %1 offers %2 FP64 TFLOPS against %3 FP32; %4 here computes in double precision on those FP64 units.</source>
        <translation>%1 的 FP64 算力只有 %2 TFLOPS（FP32 为 %3）；本方案中 %4 以双精度在这些 FP64 单元上计算。</translation>
    </message>
    <message>
        <source>GeForce, workstation and inference GPUs cut FP64 to 1/64 of FP32; the estimate counts it, and a code bound by the FP64 units runs slower still (LAMMPS-KOKKOS on an RTX 3080 ran 2× slower than the estimate).</source>
        <translation>GeForce、工作站和推理 GPU 的 FP64 只有 FP32 的 1/64；估算已计入这一点，但受 FP64 单元限制的代码实际还会更慢（LAMMPS-KOKKOS 在 RTX 3080 上比估算慢 2 倍）。</translation>
    </message>
    <message>
        <source>Run mixed precision (LAMMPS&apos;s GPU package, or KOKKOS built mixed, where the force field allows it), or choose a GPU with full-rate FP64 (A100, H100, MI250X, MI300X).</source>
        <translation>在力场允许时改用混合精度（LAMMPS 的 GPU 包，或以混合精度编译的 KOKKOS），或选用全速 FP64 的 GPU（A100、H100、MI250X、MI300X）。</translation>
    </message>
    <message>
        <source>Generate %1 images a call, use a fused attention (PyTorch 2.0&apos;s SDPA or xformers keep the scores on chip), or use a GPU with more memory.</source>
        <translation>每次调用生成 %1 张图，或改用融合注意力（PyTorch 2.0 的 SDPA 或 xformers 会把分数留在片上），或换用显存更大的 GPU。</translation>
    </message>
    <message>
        <source>Set the images per call to %1</source>
        <translation>将每次生成张数设为 %1</translation>
    </message>
</context>
<context>
    <name>units</name>
    <message>
        <source>GPU-hour</source>
        <translation>GPU·小时</translation>
    </message>
    <message>
        <source>GB-month</source>
        <translation>GB·月</translation>
    </message>
    <message>
        <source>node-month</source>
        <translation>节点·月</translation>
    </message>
    <message>
        <source>FTE-year</source>
        <translation>人·年</translation>
    </message>
    <message>
        <source>IP-month</source>
        <translation>IP·月</translation>
    </message>
    <message>
        <source>Mbps-month</source>
        <translation>Mbps·月</translation>
    </message>
    <message>
        <source>kW-month</source>
        <translation>kW·月</translation>
    </message>
    <message>
        <source>U-month</source>
        <translation>U·月</translation>
    </message>
    <message>
        <source>1/node-month</source>
        <translation>次/节点·月</translation>
    </message>
    <message>
        <source>node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>server</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>country code</source>
        <translation>国家代码</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>核</translation>
    </message>
    <message>
        <source>cores/GPU</source>
        <translation>核/GPU</translation>
    </message>
    <message>
        <source>channels/GPU</source>
        <translation>通道/GPU</translation>
    </message>
    <message>
        <source>files</source>
        <translation>个文件</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>个 worker</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>个实例</translation>
    </message>
    <message>
        <source>streams</source>
        <translation>路</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>人</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>次</translation>
    </message>
    <message>
        <source>copies</source>
        <translation>份</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>Add GPU memory</source>
        <translation>增加显存</translation>
    </message>
    <message>
        <source>GPU memory stayed above 95 % of %1 MiB in %2 % of the samples over %3 h (peak %4 %).</source>
        <translation>在 %3 h 内 %2 % 的采样中，显存占用高于 %1 MiB 的 95 %（峰值 %4 %）。</translation>
    </message>
    <message>
        <source>Choose a GPU with more memory, or spread the model over more GPUs.</source>
        <translation>选用显存更大的 GPU，或将模型分布到更多 GPU 上。</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>改用 %1</translation>
    </message>
    <message>
        <source>Feed the GPUs before adding more</source>
        <translation>先改善数据供给，再增加 GPU</translation>
    </message>
    <message>
        <source>Average utilization %1 % (p95 %2 %) at %3 % of the power limit: the GPUs wait for data.</source>
        <translation>平均利用率 %1 %（p95 %2 %），功耗为上限的 %3 %：GPU 在等待数据。</translation>
    </message>
    <message>
        <source>Average utilization %1 % (p95 %2 %): the GPUs wait for data.</source>
        <translation>平均利用率 %1 %（p95 %2 %）：GPU 在等待数据。</translation>
    </message>
    <message>
        <source>The plan already suspects: %1</source>
        <translation>方案中已预判到这一点：%1</translation>
    </message>
    <message>
        <source>Check the data disk&apos;s read rate and the CPU data loaders first.</source>
        <translation>先检查数据盘的读取速度和 CPU 数据加载进程。</translation>
    </message>
    <message>
        <source>Stage the data on local NVMe</source>
        <translation>将数据预先拷贝到本地 NVMe</translation>
    </message>
    <message>
        <source>Fewer or smaller GPUs</source>
        <translation>减少 GPU 数量或换用较小的 GPU</translation>
    </message>
    <message>
        <source>Utilization averaged %1 % over %2 h; the GPUs were idle (&lt; 5 %) for %3 h, the longest stretch %4 min.</source>
        <translation>%2 h 内平均利用率为 %1 %；GPU 空闲（&lt; 5 %）共 %3 h，最长一段持续 %4 min。</translation>
    </message>
    <message>
        <source>Rent fewer GPUs, or smaller ones, once the pipeline is fed.</source>
        <translation>在数据管道供给充足之后，租用更少或更小的 GPU。</translation>
    </message>
    <message>
        <source>Use %1 GPUs per node</source>
        <translation>每节点改用 %1 个 GPU</translation>
    </message>
    <message>
        <source>Fix cooling or power</source>
        <translation>解决散热或供电问题</translation>
    </message>
    <message>
        <source>The GPUs throttled (HW slowdown, thermal or power brake) for %1 min, %2 % of the run; hottest %3 °C.</source>
        <translation>GPU 降频（HW slowdown、过热或 power brake）共 %1 min，占运行时间的 %2 %；最高温度 %3 °C。</translation>
    </message>
    <message>
        <source>Throttled GPUs run slower than the plan assumes and often fail sooner.</source>
        <translation>降频的 GPU 运行速度低于方案的假设，而且往往更早出故障。</translation>
    </message>
    <message>
        <source>Ask the provider to check airflow, inlet temperature and power delivery, or move to another machine.</source>
        <translation>请供应商检查风道、进风温度和供电，或者换一台机器。</translation>
    </message>
    <message>
        <source>zlib could not start</source>
        <translation>zlib 无法启动</translation>
    </message>
    <message>
        <source>not a gzip file, or a damaged one (%1)</source>
        <translation>不是 gzip 文件，或文件已损坏（%1）</translation>
    </message>
    <message>
        <source>the archive unpacks to more than %1 MB</source>
        <translation>压缩包解压后超过 %1 MB</translation>
    </message>
    <message>
        <source>the gzip stream ends early (truncated file)</source>
        <translation>gzip 数据流提前结束（文件被截断）</translation>
    </message>
    <message>
        <source>not a tar archive (bad header checksum at byte %1)</source>
        <translation>不是 tar 归档（第 %1 字节处的头部校验和错误）</translation>
    </message>
    <message>
        <source>the tar archive ends inside &quot;%1&quot; (truncated file)</source>
        <translation>tar 归档在“%1”中途结束（文件被截断）</translation>
    </message>
    <message>
        <source>%1: the report folder holds more than %2 MB</source>
        <translation>%1：报告文件夹超过 %2 MB</translation>
    </message>
    <message>
        <source>%1: the report folder is empty</source>
        <translation>%1：报告文件夹为空</translation>
    </message>
    <message>
        <source>%1: cannot read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: the archive holds no files</source>
        <translation>%1：压缩包中没有文件</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>WARNING</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>SKIPPED</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>硬件清点</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>GPU health</source>
        <translation>GPU 健康状况</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>no NVIDIA driver</source>
        <translation>无 NVIDIA 驱动</translation>
    </message>
    <message>
        <source>no nvidia-smi output in the report</source>
        <translation>报告中没有 nvidia-smi 输出</translation>
    </message>
    <message>
        <source>GPU count and model</source>
        <translation>GPU 数量和型号</translation>
    </message>
    <message>
        <source>count = plan</source>
        <translation>数量 = 方案</translation>
    </message>
    <message>
        <source>nvidia-smi is missing or cannot talk to a driver on this machine; the GPU checks that follow are skipped.</source>
        <translation>这台机器上缺少 nvidia-smi，或它无法与驱动通信；后续的 GPU 检查将跳过。</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>nvidia-smi reports %1 attached GPUs</source>
        <translation>nvidia-smi 报告已连接 %1 个 GPU</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>normalised name = plan model</source>
        <translation>规范化名称 = 方案型号</translation>
    </message>
    <message>
        <source>not the planned model: %1</source>
        <translation>不是方案中的型号：%1</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GB (%2)</source>
        <translation>%1 GB（%2）</translation>
    </message>
    <message>
        <source>≥ %1 MiB (%2 × nominal × 1024)</source>
        <translation>≥ %1 MiB（%2 × 标称值 × 1024）</translation>
    </message>
    <message>
        <source>NVIDIA driver</source>
        <translation>NVIDIA 驱动</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>CUDA version the driver supports</source>
        <translation>驱动支持的 CUDA 版本</translation>
    </message>
    <message>
        <source>Persistence mode</source>
        <translation>持久模式</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>on (warning otherwise)</source>
        <translation>开启（否则警告）</translation>
    </message>
    <message>
        <source>Run `sudo nvidia-smi -pm 1` or enable nvidia-persistenced.</source>
        <translation>运行 `sudo nvidia-smi -pm 1`，或启用 nvidia-persistenced。</translation>
    </message>
    <message>
        <source>MIG mode</source>
        <translation>MIG 模式</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>= plan (off)</source>
        <translation>= 方案（关闭）</translation>
    </message>
    <message>
        <source>ECC mode</source>
        <translation>ECC 模式</translation>
    </message>
    <message>
        <source>on for datacenter GPUs</source>
        <translation>数据中心 GPU 应开启</translation>
    </message>
    <message>
        <source>Uncorrected ECC errors since driver load</source>
        <translation>驱动加载以来的不可纠正 ECC 错误</translation>
    </message>
    <message>
        <source>aggregate SRAM uncorrectable errors %1 &gt; 4: usually an RMA reason</source>
        <translation>SRAM 累计不可纠正错误 %1 &gt; 4：通常需要 RMA</translation>
    </message>
    <message>
        <source>Row remapping</source>
        <translation>行重映射</translation>
    </message>
    <message>
        <source>none pending</source>
        <translation>无待生效项</translation>
    </message>
    <message>
        <source>none pending, no failure</source>
        <translation>无待生效项，无失败</translation>
    </message>
    <message>
        <source>pending → warning (reset); failure → fail (RMA)</source>
        <translation>待生效 → 警告（需重置）；重映射失败 → 失败（需 RMA）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n Xid event(s)</source>
        <translation>
            <numerusform>%n 个 Xid 事件</numerusform>
        </translation>
    </message>
    <message>
        <source>hardware faults: Xid %1. </source>
        <translation>硬件故障：Xid %1。</translation>
    </message>
    <message>
        <source>needs a reset or attention: Xid %1. </source>
        <translation>需要重置或关注：Xid %1。</translation>
    </message>
    <message>
        <source>application-level: Xid %1.</source>
        <translation>应用层：Xid %1。</translation>
    </message>
    <message>
        <source>Reading the kernel log was denied (dmesg needs root here).</source>
        <translation>读取内核日志被拒绝（在此机器上 dmesg 需要 root 权限）。</translation>
    </message>
    <message>
        <source>Xid errors in the kernel log</source>
        <translation>内核日志中的 Xid 错误</translation>
    </message>
    <message>
        <source>48, 64, 74, 79, 95, 119, 120 fail; 63, 92, 94 warn; 13, 31, 43 application</source>
        <translation>48、64、74、79、95、119、120 为失败；63、92、94 为警告；13、31、43 为应用层</translation>
    </message>
    <message>
        <source>PCIe generation under load</source>
        <translation>负载下的 PCIe 代数</translation>
    </message>
    <message>
        <source>Gen%1</source>
        <translation>Gen%1</translation>
    </message>
    <message>
        <source>= plan under load</source>
        <translation>负载下 = 方案</translation>
    </message>
    <message>
        <source>The link stays at a lower generation while the GPU is busy: check the slot, riser or BIOS setting.</source>
        <translation>GPU 忙碌时链路仍停留在较低代数：请检查插槽、转接卡（riser）或 BIOS 设置。</translation>
    </message>
    <message>
        <source>PCIe generation the link can reach</source>
        <translation>链路可达到的 PCIe 代数</translation>
    </message>
    <message>
        <source>= plan</source>
        <translation>= 方案</translation>
    </message>
    <message>
        <source>The host slot tops out at Gen%1.</source>
        <translation>主机插槽最高只支持 Gen%1。</translation>
    </message>
    <message>
        <source>The current generation of an idle GPU is not judged.</source>
        <translation>空闲 GPU 的当前代数不作判定。</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>PCIe link width</source>
        <translation>PCIe 链路宽度</translation>
    </message>
    <message>
        <source>x16 unless the instance says otherwise</source>
        <translation>x16（实例另有说明的除外）</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>功耗上限</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 W TDP</source>
        <translation>TDP %1 W</translation>
    </message>
    <message>
        <source>≥ 95 % of TDP</source>
        <translation>≥ TDP 的 95 %</translation>
    </message>
    <message>
        <source>The GPUs are power-capped below their rated power.</source>
        <translation>GPU 的功耗上限被设得低于额定功耗。</translation>
    </message>
    <message>
        <source>GPU-to-GPU links</source>
        <translation>GPU 间互联</translation>
    </message>
    <message>
        <source>NVLink on every pair (NV%1)</source>
        <translation>每对 GPU 之间都有 NVLink（NV%1）</translation>
    </message>
    <message>
        <source>NVLink between all GPUs</source>
        <translation>所有 GPU 之间均有 NVLink</translation>
    </message>
    <message>
        <source>every pair NV#</source>
        <translation>每对均为 NV#</translation>
    </message>
    <message>
        <source>informational</source>
        <translation>仅供参考</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核心数</translation>
    </message>
    <message>
        <source>%1 physical cores</source>
        <translation>%1 个物理核心</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 核</translation>
    </message>
    <message>
        <source> (a container sees the host&apos;s CPUs; its quota may be lower)</source>
        <translation>（容器看到的是宿主机的 CPU；其配额可能更低）</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>交换分区</translation>
    </message>
    <message>
        <source>off (warning otherwise)</source>
        <translation>关闭（否则警告）</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>可用空间</translation>
    </message>
    <message>
        <source>all below 90 % used</source>
        <translation>使用率均低于 90 %</translation>
    </message>
    <message>
        <source>room for data and checkpoints</source>
        <translation>为数据和检查点留出空间</translation>
    </message>
    <message>
        <source>warn ≥ 90 %, fail ≥ 95 % used</source>
        <translation>使用率 ≥ 90 % 警告，≥ 95 % 失败</translation>
    </message>
    <message>
        <source>Disk capacity</source>
        <translation>磁盘容量</translation>
    </message>
    <message>
        <source>A container may not see the host&apos;s disks.</source>
        <translation>容器可能看不到宿主机的磁盘。</translation>
    </message>
    <message>
        <source>Data disk sequential read</source>
        <translation>数据盘顺序读</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>InfiniBand / RoCE ports</source>
        <translation>InfiniBand / RoCE 端口</translation>
    </message>
    <message>
        <source>%1 Gb/s per node</source>
        <translation>每节点 %1 Gb/s</translation>
    </message>
    <message>
        <source>ib_write_bw average %1 Gb/s</source>
        <translation>ib_write_bw 平均 %1 Gb/s</translation>
    </message>
    <message>
        <source>Front-end Ethernet (iperf3)</source>
        <translation>前端以太网（iperf3）</translation>
    </message>
    <message>
        <source>%1 Mb/s</source>
        <translation>%1 Mb/s</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Stress test</source>
        <translation>压力测试</translation>
    </message>
    <message>
        <source>GPUs differ by more than 10 % (%1 to %2 GB/s).</source>
        <translation>各 GPU 之间相差超过 10 %（%1 到 %2 GB/s）。</translation>
    </message>
    <message>
        <source>%1 GB/s (slowest GPU)</source>
        <translation>%1 GB/s（最慢的 GPU）</translation>
    </message>
    <message>
        <source>fail &lt; %1 GB/s, warn &lt; %2</source>
        <translation>&lt; %1 GB/s 失败，&lt; %2 警告</translation>
    </message>
    <message>
        <source>no published floor</source>
        <translation>无公开的下限值</translation>
    </message>
    <message>
        <source>Host to device copy</source>
        <translation>主机到设备拷贝</translation>
    </message>
    <message>
        <source>PCIe Gen%1 x16</source>
        <translation>PCIe Gen%1 x16</translation>
    </message>
    <message>
        <source>Device to host copy</source>
        <translation>设备到主机拷贝</translation>
    </message>
    <message>
        <source>GPU to GPU copy</source>
        <translation>GPU 间拷贝</translation>
    </message>
    <message>
        <source>NVLink, %1 GB/s per direction</source>
        <translation>NVLink，每方向 %1 GB/s</translation>
    </message>
    <message>
        <source>NCCL all_reduce bus bandwidth</source>
        <translation>NCCL all_reduce 总线带宽</translation>
    </message>
    <message>
        <source>one GPU: nothing to reduce across</source>
        <translation>只有一个 GPU：无需跨卡归约</translation>
    </message>
    <message>
        <source>%1 out-of-bounds values: the collective returned wrong data.</source>
        <translation>%1 个越界值：集合通信返回了错误数据。</translation>
    </message>
    <message>
        <source>Ring-level bandwidth: NVLink SHARP (NVLS) looks disabled.</source>
        <translation>带宽仅达到 ring 算法的水平：NVLink SHARP（NVLS）似乎未启用。</translation>
    </message>
    <message>
        <source>The largest size was %1 MiB; peak needs 8 GiB messages.</source>
        <translation>最大消息为 %1 MiB；达到峰值需要 8 GiB 的消息。</translation>
    </message>
    <message>
        <source>The sweep average (%1 GB/s) is not judged.</source>
        <translation>扫描平均值（%1 GB/s）不作判定。</translation>
    </message>
    <message>
        <source>Only one node took part; multi-node bandwidth not measured.</source>
        <translation>只有一个节点参与；未测量多节点带宽。</translation>
    </message>
    <message>
        <source>NCCL all_reduce bus bandwidth (largest size)</source>
        <translation>NCCL all_reduce 总线带宽（最大消息）</translation>
    </message>
    <message>
        <source>%1 GB/s at %2 MiB</source>
        <translation>%2 MiB 时 %1 GB/s</translation>
    </message>
    <message>
        <source>%1 GB/s (8-GPU baseline)</source>
        <translation>%1 GB/s（8 卡基准）</translation>
    </message>
    <message>
        <source>no published baseline for this shape</source>
        <translation>该配置无公开基准</translation>
    </message>
    <message>
        <source>≥ %1 GB/s (0.95 × baseline)</source>
        <translation>≥ %1 GB/s（0.95 × 基准）</translation>
    </message>
    <message>
        <source>out-of-bounds values = 0</source>
        <translation>越界值 = 0</translation>
    </message>
    <message>
        <source>gpu-burn result</source>
        <translation>gpu-burn 结果</translation>
    </message>
    <message>
        <source>%1 OK, %2 FAULTY%3</source>
        <translation>%1 个 OK，%2 个 FAULTY%3</translation>
    </message>
    <message>
        <source>, a worker DIED</source>
        <translation>，有 worker 进程异常退出（DIED）</translation>
    </message>
    <message>
        <source>every GPU OK</source>
        <translation>所有 GPU 均为 OK</translation>
    </message>
    <message>
        <source>all OK, no DIED!, no compare errors</source>
        <translation>全部 OK，无 DIED!，无比对错误</translation>
    </message>
    <message>
        <source>Clock throttling under load</source>
        <translation>负载下的降频</translation>
    </message>
    <message>
        <source>%1 of %2 busy samples</source>
        <translation>%2 个忙碌采样中的 %1 个</translation>
    </message>
    <message>
        <source>no HW slowdown, thermal or power-brake reason (SW power cap is normal)</source>
        <translation>无 HW slowdown、过热或 power brake 原因（SW power cap 属正常）</translation>
    </message>
    <message>
        <source>highest temperature %1 °C</source>
        <translation>最高温度 %1 °C</translation>
    </message>
    <message>
        <source>Power drawn under load</source>
        <translation>负载下的功耗</translation>
    </message>
    <message>
        <source>%1 % of the limit</source>
        <translation>上限的 %1 %</translation>
    </message>
    <message>
        <source>near the limit</source>
        <translation>接近上限</translation>
    </message>
    <message>
        <source>≥ 75 % of power.limit</source>
        <translation>≥ power.limit 的 75 %</translation>
    </message>
    <message>
        <source>FP32-only burners do not reach TDP on H100; use tensor cores (gpu_burn -tc).</source>
        <translation>只用 FP32 的烤机程序在 H100 上达不到 TDP；请使用 Tensor Core（gpu_burn -tc）。</translation>
    </message>
    <message>
        <source>DCGM diagnostics</source>
        <translation>DCGM 诊断</translation>
    </message>
    <message>
        <source>%1 pass, %2 warn, %3 fail, %4 skip</source>
        <translation>通过 %1，警告 %2，失败 %3，跳过 %4</translation>
    </message>
    <message>
        <source>every test Pass</source>
        <translation>所有测试均为 Pass</translation>
    </message>
    <message>
        <source>Skip is not a pass</source>
        <translation>Skip 不算通过</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>not text (binary data)</source>
        <translation>不是文本（二进制数据）</translation>
    </message>
    <message>
        <source>not the output of lscpu (no &quot;CPU(s):&quot; line)</source>
        <translation>不是 lscpu 的输出（没有 &quot;CPU(s):&quot; 行）</translation>
    </message>
    <message>
        <source>not /proc/meminfo (no MemTotal line)</source>
        <translation>不是 /proc/meminfo（没有 MemTotal 行）</translation>
    </message>
    <message>
        <source>not the output of df -P (no header)</source>
        <translation>不是 df -P 的输出（没有表头）</translation>
    </message>
    <message>
        <source>not the output of lsblk -J (no &quot;blockdevices&quot;)</source>
        <translation>不是 lsblk -J 的输出（没有 &quot;blockdevices&quot;）</translation>
    </message>
    <message>
        <source>not an nvidia-smi --query-gpu log with a header (utilization.gpu and timestamp or index expected)</source>
        <translation>不是带表头的 nvidia-smi --query-gpu 日志（应包含 utilization.gpu，以及 timestamp 或 index）</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) could not be read and were left out</source>
        <translation>
            <numerusform>%n 行无法读取，已略过</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 values where the header has %2 fields</source>
        <translation>有 %1 个值，而表头有 %2 个字段</translation>
    </message>
    <message>
        <source>no data rows</source>
        <translation>没有数据行</translation>
    </message>
    <message>
        <source>not an acceptance report manifest (format is not &quot;%1&quot;)</source>
        <translation>不是验收报告清单文件（format 不是 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>report format version %1 is newer than this planner reads (%2)</source>
        <translation>报告格式版本 %1 高于本规划器可读取的版本（%2）</translation>
    </message>
    <message>
        <source>missing from the report</source>
        <translation>报告中缺少此项</translation>
    </message>
    <message>
        <source>not the output of nvidia-smi -q (no &quot;Driver Version&quot; and no GPU block)</source>
        <translation>不是 nvidia-smi -q 的输出（没有 &quot;Driver Version&quot;，也没有 GPU 块）</translation>
    </message>
    <message>
        <source>the file ends after %1 of %2 GPU blocks</source>
        <translation>文件在 %2 个 GPU 块中的第 %1 个之后结束</translation>
    </message>
    <message>
        <source>the last GPU block is cut short (truncated file)</source>
        <translation>最后一个 GPU 块不完整（文件被截断）</translation>
    </message>
    <message>
        <source>not the output of nvbandwidth (no &quot;Running&quot; or &quot;SUM&quot; line)</source>
        <translation>不是 nvbandwidth 的输出（没有 &quot;Running&quot; 或 &quot;SUM&quot; 行）</translation>
    </message>
    <message>
        <source>not the output of nccl-tests (no algbw/busbw table)</source>
        <translation>不是 nccl-tests 的输出（没有 algbw/busbw 表格）</translation>
    </message>
    <message>
        <source>the table stops without the &quot;Out of bounds values&quot; footer (truncated file)</source>
        <translation>表格缺少 &quot;Out of bounds values&quot; 结尾行（文件被截断）</translation>
    </message>
    <message>
        <source>not the output of gpu-burn (no &quot;Tested N GPUs&quot;)</source>
        <translation>不是 gpu-burn 的输出（没有 &quot;Tested N GPUs&quot;）</translation>
    </message>
    <message>
        <source>not the JSON of dcgmi diag -j (no &quot;test_categories&quot;)</source>
        <translation>不是 dcgmi diag -j 的 JSON（没有 &quot;test_categories&quot;）</translation>
    </message>
    <message>
        <source>not the JSON of fio (no &quot;jobs&quot;)</source>
        <translation>不是 fio 的 JSON（没有 &quot;jobs&quot;）</translation>
    </message>
    <message>
        <source>not the JSON of iperf3 -J (no &quot;end.sum_received&quot;)</source>
        <translation>不是 iperf3 -J 的 JSON（没有 &quot;end.sum_received&quot;）</translation>
    </message>
    <message>
        <source>row %1 has %2 cells, the header names %3 devices</source>
        <translation>第 %1 行有 %2 个单元格，而表头列出了 %3 个设备</translation>
    </message>
    <message>
        <source>not the output of nvidia-smi topo -m (no GPU0 header row)</source>
        <translation>不是 nvidia-smi topo -m 的输出（没有 GPU0 表头行）</translation>
    </message>
    <message>
        <source>no GPU rows under the header</source>
        <translation>表头下没有 GPU 行</translation>
    </message>
    <message numerus="yes">
        <source>off on %n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU 未开启</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on for %n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU 已开启</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Row remapping failed on %n GPU(s): the GPU needs replacing (RMA).</source>
        <translation>
            <numerusform>%n 个 GPU 行重映射失败：需要更换 GPU（RMA）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A row remap is pending on %n GPU(s): reset the GPU or reboot to apply it, then run the script again.</source>
        <translation>
            <numerusform>%n 个 GPU 有待生效的行重映射：请重置 GPU 或重启机器使其生效，然后重新运行脚本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>failure on %n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU 重映射失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pending on %n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU 待生效</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>below x16 on %n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU 低于 x16</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) without NVLink (weakest: %1)</source>
        <translation>
            <numerusform>%n 对 GPU 之间没有 NVLink（最弱：%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GB on %n disk(s)</source>
        <translation>
            <numerusform>%n 块磁盘共 %1 GB</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n port(s), %1 Gb/s, %2 active</source>
        <translation>
            <numerusform>%n 个端口，%1 Gb/s，%2 个处于活动状态</numerusform>
        </translation>
    </message>
    <message>
        <source>quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>burn-in</source>
        <translation>烤机</translation>
    </message>
    <message>
        <source>a link in the archive, not read</source>
        <translation>归档中的链接，未读取</translation>
    </message>
    <message>
        <source>cannot read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>larger than %1 MB</source>
        <translation>大于 %1 MB</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>a symbolic link, not read</source>
        <translation>符号链接，未读取</translation>
    </message>
    <message>
        <source>not a regular file (a device, pipe or socket), not read</source>
        <translation>不是普通文件（设备、管道或套接字），未读取</translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <source>%1: no file of the report folder could be read (%2)</source>
        <translation>%1：报告文件夹中没有可读取的文件（%2）</translation>
    </message>
    <message>
        <source>larger than %1 MB, not read</source>
        <translation>大于 %1 MB，未读取</translation>
    </message>
    <message>
        <source>more than %1 samples in all: the rest of the file was left out</source>
        <translation>采样总数超过 %1：文件其余部分未读取</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) nested deeper than %1 levels were left out</source>
        <translation>
            <numerusform>%n 个嵌套超过 %1 层的段落未读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with a name longer than %1 characters were left out</source>
        <translation>
            <numerusform>%n 行的名称超过 %1 个字符，未读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>more than %1 values: %n line(s) after them were left out</source>
        <translation>
            <numerusform>数值超过 %1 个：其后的 %n 行未读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) longer than %1 KB were left out</source>
        <translation>
            <numerusform>%n 行超过 %1 KB，未读取</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask the provider why nvidia-smi does not list the GPUs the plan rented (driver installed, GPUs passed through to this machine?). Then run again: `nvidia-smi -L`, and the acceptance script (`bash accept.sh`).</source>
        <translation>请服务商排查 nvidia-smi 为何没有列出方案所租用的 GPU（驱动是否已安装？GPU 是否已直通到这台机器？）。然后重新运行：`nvidia-smi -L`，以及验收脚本（`bash accept.sh`）。</translation>
    </message>
    <message>
        <source>Ask the vendor for the GPU model the plan ordered, or a price for the model delivered. Then run again: `nvidia-smi -L`.</source>
        <translation>请供应商提供方案订购的 GPU 型号，或按实际交付的型号重新报价。然后重新运行：`nvidia-smi -L`。</translation>
    </message>
    <message>
        <source>Ask the provider whether the GPUs are a smaller variant or partitioned (MIG, vGPU) and for the full-memory GPU. Then run again: `nvidia-smi -q -d MEMORY`.</source>
        <translation>请向服务商确认这些 GPU 是否为小显存版本或经过切分（MIG、vGPU），并要求提供完整显存的 GPU。然后重新运行：`nvidia-smi -q -d MEMORY`。</translation>
    </message>
    <message>
        <source>Ask the provider to install the NVIDIA driver the plan needs or a newer one (or install it yourself with root). Then run again: `nvidia-smi`.</source>
        <translation>请服务商安装方案所需版本或更新版本的 NVIDIA 驱动（或用 root 权限自行安装）。然后重新运行：`nvidia-smi`。</translation>
    </message>
    <message>
        <source>nvidia-smi shows the newest CUDA the driver supports: ask the provider for a newer NVIDIA driver. Then run again: `nvidia-smi`.</source>
        <translation>nvidia-smi 显示的是驱动支持的最高 CUDA 版本：请服务商提供更新的 NVIDIA 驱动。然后重新运行：`nvidia-smi`。</translation>
    </message>
    <message>
        <source>Run `sudo nvidia-smi -pm 1` or ask the provider to enable nvidia-persistenced. Then run again: `nvidia-smi -q`.</source>
        <translation>运行 `sudo nvidia-smi -pm 1`，或请服务商启用 nvidia-persistenced。然后重新运行：`nvidia-smi -q`。</translation>
    </message>
    <message>
        <source>Unless you rented MIG slices on purpose, ask the provider to turn MIG off (`sudo nvidia-smi -mig 0`, then a GPU reset). Then run again: `nvidia-smi -q`.</source>
        <translation>除非您有意租用 MIG 切片，否则请服务商关闭 MIG（`sudo nvidia-smi -mig 0`，然后重置 GPU）。然后重新运行：`nvidia-smi -q`。</translation>
    </message>
    <message>
        <source>Ask the provider to enable ECC (`sudo nvidia-smi -e 1`, then a reboot). Then run again: `nvidia-smi -q -d ECC`.</source>
        <translation>请服务商开启 ECC（`sudo nvidia-smi -e 1`，然后重启）。然后重新运行：`nvidia-smi -q -d ECC`。</translation>
    </message>
    <message>
        <source>Uncorrected memory errors: ask the provider to replace the GPU or move you to another machine. Then run again: `nvidia-smi -q -d ECC,ROW_REMAPPER`.</source>
        <translation>存在不可纠正的显存错误：请服务商更换 GPU，或为您换一台机器。然后重新运行：`nvidia-smi -q -d ECC,ROW_REMAPPER`。</translation>
    </message>
    <message>
        <source>Ask the provider to reset the GPU (or reboot) to apply a pending remap; after a remapping failure, to replace the GPU. Then run again: `nvidia-smi -q -d ROW_REMAPPER`.</source>
        <translation>请服务商重置 GPU（或重启机器），使待生效的行重映射生效；如果重映射失败，请其更换 GPU。然后重新运行：`nvidia-smi -q -d ROW_REMAPPER`。</translation>
    </message>
    <message>
        <source>Send the Xid lines to the provider: hardware faults need another GPU or machine. Then run again after the load test: `sudo dmesg -T | grep -E &apos;NVRM: Xid|SXid&apos;`.</source>
        <translation>将 Xid 日志行发给服务商：硬件故障需要更换 GPU 或机器。负载测试后重新运行：`sudo dmesg -T | grep -E &apos;NVRM: Xid|SXid&apos;`。</translation>
    </message>
    <message>
        <source>Ask the provider to check the slot, the riser and the BIOS PCIe setting. Then run again under load: `bash accept.sh` (it logs the link generation during the stress test).</source>
        <translation>请服务商检查插槽、转接卡（riser）和 BIOS 中的 PCIe 设置。然后在负载下重新运行：`bash accept.sh`（它会在压力测试期间记录链路代数）。</translation>
    </message>
    <message>
        <source>Ask the provider whether the slot or riser limits the link. Then run again: `nvidia-smi -q`.</source>
        <translation>请向服务商确认插槽或转接卡（riser）是否限制了链路。然后重新运行：`nvidia-smi -q`。</translation>
    </message>
    <message>
        <source>Ask the provider whether the slot or riser limits the link width. Then run again: `nvidia-smi -q`.</source>
        <translation>请向服务商确认插槽或转接卡（riser）是否限制了链路宽度。然后重新运行：`nvidia-smi -q`。</translation>
    </message>
    <message>
        <source>Ask the provider why the GPUs are power-capped below their rated power. Then run again: `nvidia-smi -q -d POWER`.</source>
        <translation>请向服务商询问 GPU 的功耗上限为何低于额定功耗。然后重新运行：`nvidia-smi -q -d POWER`。</translation>
    </message>
    <message>
        <source>Ask the vendor for the NVLink machine the plan ordered, or to check nvidia-fabricmanager and the NVLink links. Then run again: `nvidia-smi topo -m` and `nvidia-smi nvlink -s`.</source>
        <translation>请供应商提供方案订购的 NVLink 机型，或检查 nvidia-fabricmanager 和 NVLink 链路。然后重新运行：`nvidia-smi topo -m` 和 `nvidia-smi nvlink -s`。</translation>
    </message>
    <message>
        <source>Slow copies between host and GPU: ask the provider to check the PCIe slot and generation, the GPUs&apos; NUMA placement and the IOMMU/ACS settings. Then run again: `nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce`.</source>
        <translation>主机到 GPU 的拷贝偏慢：请服务商检查 PCIe 插槽及其代数、GPU 的 NUMA 亲和性以及 IOMMU/ACS 设置。然后重新运行：`nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce`。</translation>
    </message>
    <message>
        <source>Slow copies between GPU and host: ask the provider to check the PCIe slot and generation, the GPUs&apos; NUMA placement and the IOMMU/ACS settings. Then run again: `nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce`.</source>
        <translation>GPU 到主机的拷贝偏慢：请服务商检查 PCIe 插槽及其代数、GPU 的 NUMA 亲和性以及 IOMMU/ACS 设置。然后重新运行：`nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce`。</translation>
    </message>
    <message>
        <source>Ask the provider to check NVLink (nvidia-fabricmanager running, every link up in `nvidia-smi nvlink -s`). Then run again: `nvbandwidth -t device_to_device_memcpy_read_ce`.</source>
        <translation>请服务商检查 NVLink（nvidia-fabricmanager 是否在运行，`nvidia-smi nvlink -s` 中每条链路是否都已连通）。然后重新运行：`nvbandwidth -t device_to_device_memcpy_read_ce`。</translation>
    </message>
    <message>
        <source>Ask the provider to check NVLink/NVSwitch (fabric manager, NVLS) and, between nodes, the InfiniBand/RoCE fabric. Then run again: `all_reduce_perf -b 8G -e 8G -f 2 -g &lt;GPUs per node&gt; -c 1`.</source>
        <translation>请服务商检查 NVLink/NVSwitch（fabric manager、NVLS），多节点时还需检查节点间的 InfiniBand/RoCE 网络。然后重新运行：`all_reduce_perf -b 8G -e 8G -f 2 -g &lt;GPUs per node&gt; -c 1`。</translation>
    </message>
    <message>
        <source>A GPU failed the stress test: ask the provider to replace it or move you to another machine. Then run again: `gpu_burn -tc 600`.</source>
        <translation>有 GPU 未通过压力测试：请服务商更换该 GPU，或为您换一台机器。然后重新运行：`gpu_burn -tc 600`。</translation>
    </message>
    <message>
        <source>Ask the provider to check airflow, inlet temperature and power delivery. Then run again under load: `bash accept.sh` (monitor.csv records the throttle reasons).</source>
        <translation>请服务商检查风道、进风温度和供电。然后在负载下重新运行：`bash accept.sh`（monitor.csv 会记录降频原因）。</translation>
    </message>
    <message>
        <source>Load the GPUs with tensor cores (`gpu_burn -tc 600`); if the draw stays low, ask the provider about power capping. Then run again: `bash accept.sh`.</source>
        <translation>用 Tensor Core 给 GPU 加压（`gpu_burn -tc 600`）；如果功耗仍然偏低，请向服务商询问是否限制了功耗。然后重新运行：`bash accept.sh`。</translation>
    </message>
    <message>
        <source>Send the failed DCGM tests to the provider and ask for another GPU or machine. Then run again: `dcgmi diag -r 2 -j`.</source>
        <translation>将未通过的 DCGM 测试项发给服务商，并要求更换 GPU 或机器。然后重新运行：`dcgmi diag -r 2 -j`。</translation>
    </message>
    <message>
        <source>Ask the vendor for at least the physical cores the plan needs (not vCPUs), or a larger container CPU quota. Then run again: `lscpu`.</source>
        <translation>请供应商提供不少于方案所需数量的物理核心（不是 vCPU），或提高容器的 CPU 配额。然后重新运行：`lscpu`。</translation>
    </message>
    <message>
        <source>Ask the vendor for the RAM the plan needs. Then run again: `grep MemTotal /proc/meminfo`.</source>
        <translation>请供应商提供方案所需的内存容量。然后重新运行：`grep MemTotal /proc/meminfo`。</translation>
    </message>
    <message>
        <source>Turn swap off (`sudo swapoff -a`) or ask the provider to. Then run again: `grep SwapTotal /proc/meminfo`.</source>
        <translation>关闭交换分区（`sudo swapoff -a`），或请服务商关闭。然后重新运行：`grep SwapTotal /proc/meminfo`。</translation>
    </message>
    <message>
        <source>Free space, or ask the provider for a larger disk. Then run again: `df -P -k`.</source>
        <translation>清理磁盘空间，或请服务商提供更大的磁盘。然后重新运行：`df -P -k`。</translation>
    </message>
    <message>
        <source>Ask the vendor to attach the disk capacity the plan needs. Then run again: `lsblk -b -o NAME,SIZE,TYPE,MOUNTPOINT`.</source>
        <translation>请供应商挂载方案所需容量的磁盘。然后重新运行：`lsblk -b -o NAME,SIZE,TYPE,MOUNTPOINT`。</translation>
    </message>
    <message>
        <source>Ask the vendor for a data disk (local NVMe) that reads at least the rate the plan needs, and make sure the test ran on the data disk (DATA_DIR). Then run again in the data disk&apos;s folder: `fio --name=read --filename=fio.tmp --rw=read --bs=1M --ioengine=libaio --iodepth=64 --numjobs=4 --direct=1 --size=4G --runtime=60 --time_based --group_reporting`.</source>
        <translation>请供应商提供读取速度不低于方案要求的数据盘（本地 NVMe），并确认测试是在数据盘上运行的（DATA_DIR）。然后在数据盘的目录中重新运行：`fio --name=read --filename=fio.tmp --rw=read --bs=1M --ioengine=libaio --iodepth=64 --numjobs=4 --direct=1 --size=4G --runtime=60 --time_based --group_reporting`。</translation>
    </message>
    <message>
        <source>Ask the provider to bring every InfiniBand/RoCE port up at its rated speed. Then run again: `ibstat`, and `ib_write_bw --report_gbits` (server, then a client against it).</source>
        <translation>请服务商让每个 InfiniBand/RoCE 端口都以额定速率处于 up 状态。然后重新运行：`ibstat`，以及 `ib_write_bw --report_gbits`（先启动服务端，再用客户端连接它）。</translation>
    </message>
    <message>
        <source>Ask the provider about the bandwidth limit of the public network. Then run again: `iperf3 -c PEER -P 8 -t 30` (PEER runs `iperf3 -s`).</source>
        <translation>请向服务商询问公网带宽上限。然后重新运行：`iperf3 -c PEER -P 8 -t 30`（PEER 上运行 `iperf3 -s`）。</translation>
    </message>
    <message>
        <source>Ask the provider about this check. Then run the acceptance script again (`bash accept.sh`) and import its report.</source>
        <translation>请向服务商咨询此项检查。然后重新运行验收脚本（`bash accept.sh`），并导入其生成的报告。</translation>
    </message>
    <message>
        <source>Acceptance %1: %2</source>
        <translation>验收%1：%2</translation>
    </message>
    <message>
        <source>Measured: %1.</source>
        <translation>实测：%1。</translation>
    </message>
    <message>
        <source>Measured %1; the plan needs %2 (%3).</source>
        <translation>实测 %1；方案需要 %2（%3）。</translation>
    </message>
    <message>
        <source>The rented machine does not give what the plan needs: settle it with the vendor or provider before you accept the machine.</source>
        <translation>租用的机器达不到方案的要求：请在验收这台机器之前与供应商或服务商解决。</translation>
    </message>
    <message>
        <source>The machine works, but falls short of the plan or of good practice here.</source>
        <translation>机器可以正常工作，但此项未达到方案要求或最佳实践。</translation>
    </message>
    <message>
        <source>older than the plan chose (%1)</source>
        <translation>低于方案选定的版本（%1）</translation>
    </message>
    <message>
        <source>≥ the plan&apos;s need</source>
        <translation>≥ 方案需求</translation>
    </message>
    <message>
        <source>fewer than the plan chose (%1 cores)</source>
        <translation>少于方案选定的核心数（%1 核）</translation>
    </message>
    <message>
        <source>≥ 95 % of the plan&apos;s need</source>
        <translation>≥ 方案需求的 95 %</translation>
    </message>
    <message>
        <source>less than the plan chose (%1 GB)</source>
        <translation>少于方案选定的容量（%1 GB）</translation>
    </message>
    <message>
        <source>≥ the plan&apos;s need (system + data disk)</source>
        <translation>≥ 方案需求（系统盘 + 数据盘）</translation>
    </message>
    <message>
        <source>slower than the drive the plan assumed (%1 MB/s)</source>
        <translation>慢于方案所假设的硬盘（%1 MB/s）</translation>
    </message>
    <message>
        <source>less than the plan chose (%1 Gb/s)</source>
        <translation>低于方案选定的速率（%1 Gb/s）</translation>
    </message>
    <message>
        <source>all ports Active</source>
        <translation>所有端口状态均为 Active</translation>
    </message>
    <message>
        <source>rate sum ≥ 90 % of the plan&apos;s need, all Active</source>
        <translation>速率总和 ≥ 方案需求的 90 %，全部为 Active</translation>
    </message>
    <message>
        <source>≥ the plan&apos;s need (informational)</source>
        <translation>≥ 方案需求（仅供参考）</translation>
    </message>
    <message>
        <source>less than the plan chose (%1 Mb/s)</source>
        <translation>低于方案选定的带宽（%1 Mb/s）</translation>
    </message>
    <message>
        <source>At this level one longer sequence or a bigger batch runs out of memory.</source>
        <translation>在这种水平下，只要序列稍长或 batch 稍大就会显存不足。</translation>
    </message>
    <message>
        <source>GPUs at 30–50 % because storage or the data pipeline cannot feed them is the classic case.</source>
        <translation>存储或数据管道供给不足，导致 GPU 利用率只有 30–50 %，这是典型情况。</translation>
    </message>
    <message>
        <source>Below 30 % on average the machine is over-provisioned for this job.</source>
        <translation>平均利用率低于 30 % 时，这台机器对该任务而言配置过剩。</translation>
    </message>
    <message>
        <source>The disk cannot feed the GPUs at the rate the plan needs.</source>
        <translation>磁盘无法按方案所需的速率为 GPU 供给数据。</translation>
    </message>
    <message>
        <source>Azure HPC health checks (check_gpu_count); AWS GPU health checks</source>
        <translation>Azure HPC 健康检查（check_gpu_count）；AWS GPU 健康检查</translation>
    </message>
    <message>
        <source>nvidia-smi documentation (GPU names as the driver prints them)</source>
        <translation>nvidia-smi 文档（驱动输出的 GPU 名称）</translation>
    </message>
    <message>
        <source>nvidia-smi documentation (ECC on reserves several percent of GDDR memory)</source>
        <translation>nvidia-smi 文档（开启 ECC 会占用 GDDR 显存的百分之几）</translation>
    </message>
    <message>
        <source>NVIDIA CUDA Toolkit release notes (minimum driver for each CUDA version)</source>
        <translation>NVIDIA CUDA 工具包发行说明（各 CUDA 版本的最低驱动）</translation>
    </message>
    <message>
        <source>nvidia-smi documentation (the CUDA version shown is the driver&apos;s highest, not the installed toolkit)</source>
        <translation>nvidia-smi 文档（显示的 CUDA 版本是驱动支持的最高版本，而非已安装的工具包）</translation>
    </message>
    <message>
        <source>NVIDIA DCGM diagnostics documentation (level 1 fails with persistence mode off)</source>
        <translation>NVIDIA DCGM 诊断文档（持久模式关闭时 1 级诊断不通过）</translation>
    </message>
    <message>
        <source>NVIDIA MIG user guide</source>
        <translation>NVIDIA MIG 用户指南</translation>
    </message>
    <message>
        <source>Azure HPC health checks (azure_gpu_ecc.nhc); Imbue cluster-health checks</source>
        <translation>Azure HPC 健康检查（azure_gpu_ecc.nhc）；Imbue 集群健康检查</translation>
    </message>
    <message>
        <source>NVIDIA Xid errors documentation</source>
        <translation>NVIDIA Xid 错误文档</translation>
    </message>
    <message>
        <source>nvidia-smi documentation (an idle GPU lowers its PCIe link to save power)</source>
        <translation>nvidia-smi 文档（空闲 GPU 会降低 PCIe 链路速率以节能）</translation>
    </message>
    <message>
        <source>NVIDIA DCGM diagnostics documentation (targeted power test)</source>
        <translation>NVIDIA DCGM 诊断文档（目标功耗测试）</translation>
    </message>
    <message>
        <source>nvidia-smi topo documentation; Azure HPC health checks (check_nvlink_status)</source>
        <translation>nvidia-smi topo 文档；Azure HPC 健康检查（check_nvlink_status）</translation>
    </message>
    <message>
        <source>Azure HPC health checks (check_hw_cpuinfo, check_hw_physmem, check_hw_swap); Imbue cluster-health checks</source>
        <translation>Azure HPC 健康检查（check_hw_cpuinfo、check_hw_physmem、check_hw_swap）；Imbue 集群健康检查</translation>
    </message>
    <message>
        <source>Azure HPC health checks (check_nvme_count)</source>
        <translation>Azure HPC 健康检查（check_nvme_count）</translation>
    </message>
    <message>
        <source>fio documentation (--direct=1); Azure HPC health checks (FIO)</source>
        <translation>fio 文档（绕过页缓存读取）；Azure HPC 健康检查（FIO）</translation>
    </message>
    <message>
        <source>perftest (ib_write_bw) README; Azure HPC health checks (check_hw_ib, check_ib_bw_gdr)</source>
        <translation>perftest（ib_write_bw）README；Azure HPC 健康检查（check_hw_ib、check_ib_bw_gdr）</translation>
    </message>
    <message>
        <source>iperf3 documentation</source>
        <translation>iperf3 文档</translation>
    </message>
    <message>
        <source>nvbandwidth README; Azure HPC health checks (azure_gpu_bandwidth.nhc floors)</source>
        <translation>nvbandwidth README；Azure HPC 健康检查（azure_gpu_bandwidth.nhc 下限）</translation>
    </message>
    <message>
        <source>nccl-tests performance documentation (bus bandwidth is 0 on one GPU)</source>
        <translation>nccl-tests 性能文档（单 GPU 时总线带宽为 0）</translation>
    </message>
    <message>
        <source>nccl-tests performance documentation (bus bandwidth); Azure HPC health checks (228 / 460 GB/s floors)</source>
        <translation>nccl-tests 性能文档（总线带宽）；Azure HPC 健康检查（228 / 460 GB/s 下限）</translation>
    </message>
    <message>
        <source>gpu-burn README (it exits 0 even on failure: its output decides)</source>
        <translation>gpu-burn README（失败时也返回 0：以输出内容为准）</translation>
    </message>
    <message>
        <source>nvidia-smi documentation (clock event reasons); Azure HPC health checks (azure_gpu_clock_throttling.nhc)</source>
        <translation>nvidia-smi 文档（时钟事件原因）；Azure HPC 健康检查（azure_gpu_clock_throttling.nhc）</translation>
    </message>
    <message>
        <source>NVIDIA DCGM diagnostics documentation (targeted power: at least 0.75 of the limit)</source>
        <translation>NVIDIA DCGM 诊断文档（目标功耗：至少为上限的 0.75）</translation>
    </message>
    <message>
        <source>NVIDIA DCGM diagnostics documentation (a skipped test is not a pass)</source>
        <translation>NVIDIA DCGM 诊断文档（跳过的测试不算通过）</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <comment>a check&apos;s verdict, its title and its detail</comment>
        <translation>【%1】%2：%3</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>未读取</translation>
    </message>
    <message>
        <source>CPU: %1</source>
        <translation>CPU：%1</translation>
    </message>
    <message>
        <source>none: the work streams no data from disk</source>
        <translation>无：该工作负载不从磁盘读取数据流</translation>
    </message>
</context>
<context>
    <name>widgets</name>
    <message>
        <source>&lt;p&gt;Model: %1. The GPU follows from the scenario: %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;模型：%1。GPU 由场景决定：%2。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>每有效 GPU 小时</translation>
    </message>
    <message>
        <source>%1: %2 a month → %3: %4 a month; saving %5 (%6%).</source>
        <translation>%1：每月 %2 → %3：每月 %4；节省 %5（%6%）。</translation>
    </message>
    <message>
        <source>saves %1 a month (%2%).</source>
        <translation>每月节省 %1（%2%）。</translation>
    </message>
    <message>
        <source>does not apply to this plan.</source>
        <translation>不适用于本方案。</translation>
    </message>
    <message>
        <source>GPU model and count</source>
        <translation>GPU 型号与数量</translation>
    </message>
    <message>
        <source>VRAM capacity and bandwidth</source>
        <translation>显存容量与带宽</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Storage (system and data disks)</source>
        <translation>存储（系统盘与数据盘）</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>OS, driver and containers</source>
        <translation>操作系统、驱动与容器</translation>
    </message>
    <message>
        <source>Monitoring, backup and elasticity</source>
        <translation>监控、备份与弹性</translation>
    </message>
    <message>
        <source>Recommended by the planner</source>
        <translation>由规划器推荐</translation>
    </message>
    <message>
        <source>Default (BF16)</source>
        <translation>默认（BF16）</translation>
    </message>
    <message>
        <source>Recommended (local NVMe)</source>
        <translation>推荐（本地 NVMe）</translation>
    </message>
    <message>
        <source>Local NVMe SSD</source>
        <translation>本地 NVMe SSD</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SATA SSD</translation>
    </message>
    <message>
        <source>Hard disk</source>
        <translation>机械硬盘</translation>
    </message>
    <message>
        <source>Network block storage</source>
        <translation>网络块存储</translation>
    </message>
    <message>
        <source>Shared file system</source>
        <translation>共享文件系统</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>As the GPU offers</source>
        <translation>取决于 GPU</translation>
    </message>
    <message>
        <source>&amp;GPU model:</source>
        <translation>GPU 型号(&amp;G)：</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>每节点 GPU 数(&amp;N)：</translation>
    </message>
    <message>
        <source>No&amp;des:</source>
        <translation>节点数(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <source>CPU &amp;model:</source>
        <translation>CPU 型号(&amp;M)：</translation>
    </message>
    <message>
        <source>Physical &amp;cores per node:</source>
        <translation>每节点物理核心数(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;RAM per node:</source>
        <translation>每节点内存(&amp;R)：</translation>
    </message>
    <message>
        <source>S&amp;ystem disk:</source>
        <translation>系统盘(&amp;Y)：</translation>
    </message>
    <message>
        <source>D&amp;ata disk:</source>
        <translation>数据盘(&amp;A)：</translation>
    </message>
    <message>
        <source>Data disk &amp;type:</source>
        <translation>数据盘类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Data disk &amp;read rate:</source>
        <translation>数据盘读取速率(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Separate system and data disks</source>
        <translation>系统盘与数据盘分离(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Public bandwidth:</source>
        <translation>公网带宽(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Cluster bandwidth per node:</source>
        <translation>每节点集群带宽(&amp;C)：</translation>
    </message>
    <message>
        <source>GPU-to-GPU lin&amp;k:</source>
        <translation>卡间互联(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;CUDA / ROCm version:</source>
        <translation>CUDA / ROCm 版本(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Driver version:</source>
        <translation>驱动版本(&amp;D)：</translation>
    </message>
    <message>
        <source>Frame&amp;work and version:</source>
        <translation>框架及版本(&amp;W)：</translation>
    </message>
    <message>
        <source>Shared container &amp;image</source>
        <translation>共享容器镜像(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Checkpoint interval:</source>
        <translation>检查点间隔(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Monitoring with alerts</source>
        <translation>监控与告警(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Backup to independent storage</source>
        <translation>备份到独立存储(&amp;B)</translation>
    </message>
    <message>
        <source>Scheduler with GPU &amp;quotas</source>
        <translation>带 GPU 配额的调度器(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Access control</source>
        <translation>访问控制(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;udit logs</source>
        <translation>日志审计(&amp;U)</translation>
    </message>
    <message>
        <source>Auto&amp;scaling / elastic nodes</source>
        <translation>自动扩缩容 / 弹性节点(&amp;S)</translation>
    </message>
    <message>
        <source>Over %1</source>
        <translation>%1合计</translation>
    </message>
    <message>
        <source>%1: %2 a month → %3: %4 a month; costs %5 more (%6%).</source>
        <translation>%1：每月 %2 → %3：每月 %4；多花费 %5（%6%）。</translation>
    </message>
    <message>
        <source>Default (FP32)</source>
        <translation>默认（FP32）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dense TFLOPS (INT8: TOPS), without sparsity. Memory decides what fits one GPU and how much must be split; compute per precision decides speed; the link decides whether more GPUs help. This plan needs %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;稠密 TFLOPS（INT8 为 TOPS），不含稀疏加速。显存决定单卡能放下什么、需要切分多少；各精度算力决定速度；卡间互联决定增加 GPU 是否有效。本方案需要 %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The cloud&apos;s value is elasticity and delivery speed: start at once, scale for peaks, split development, test and production. Long, high, fixed load can be cheaper owned or hosted: compare total cost, not the hourly price. ★ cheapest.&lt;/p&gt;</source>
        <translation>&lt;p&gt;云的价值在于弹性和交付速度：即开即用、按高峰扩容、开发/测试/生产分离。长期、高且稳定的负载采用自购或托管可能更便宜：应比较总拥有成本（TCO），而不是小时单价。★ 表示最便宜。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Default (FP16: TensorRT)</source>
        <translation>默认（FP16：TensorRT）</translation>
    </message>
</context>
<context>
    <name>wizard</name>
    <message>
        <source>LLM pre-training</source>
        <translation>LLM 预训练</translation>
    </message>
    <message>
        <source>LLM fine-tuning (full, LoRA, QLoRA)</source>
        <translation>LLM 微调（全参数、LoRA、QLoRA）</translation>
    </message>
    <message>
        <source>LLM online inference (serving)</source>
        <translation>LLM 在线推理服务</translation>
    </message>
    <message>
        <source>Batch (offline) inference</source>
        <translation>批量（离线）推理</translation>
    </message>
    <message>
        <source>Image / video generation (diffusion) inference</source>
        <translation>图像/视频生成（扩散模型）推理</translation>
    </message>
    <message>
        <source>Diffusion model training</source>
        <translation>扩散模型训练</translation>
    </message>
    <message>
        <source>Computer vision and other deep-learning training</source>
        <translation>计算机视觉及其他深度学习训练</translation>
    </message>
    <message>
        <source>Video processing (transcode, analysis)</source>
        <translation>视频处理（转码、分析）</translation>
    </message>
    <message>
        <source>Graphics / video rendering</source>
        <translation>图形/视频渲染</translation>
    </message>
    <message>
        <source>Scientific computing (FP64)</source>
        <translation>科学计算（FP64）</translation>
    </message>
    <message>
        <source>Geospatial data processing</source>
        <translation>地理空间数据处理</translation>
    </message>
    <message>
        <source>Train a language model from scratch: GPU memory, interconnect and cluster scale decide.</source>
        <translation>从零训练语言模型：显存、卡间互联和集群规模是关键。</translation>
    </message>
    <message>
        <source>Adapt an open model to your domain; LoRA and QLoRA need far less GPU memory.</source>
        <translation>让开源模型适配你的领域；LoRA 和 QLoRA 所需显存要少得多。</translation>
    </message>
    <message>
        <source>Serve a model to users: concurrency, latency, elasticity and cost per call.</source>
        <translation>为用户提供模型服务：关注并发、时延、弹性和单次调用成本。</translation>
    </message>
    <message>
        <source>Train or fine-tune a diffusion model on your images.</source>
        <translation>用你自己的图像训练或微调扩散模型。</translation>
    </message>
    <message>
        <source>Transcode or analyse streams: hardware encoders and decoders decide.</source>
        <translation>视频流转码或分析：硬件编解码器是关键。</translation>
    </message>
    <message>
        <source>Render frames: graphics capability (RT cores), scene memory and disk throughput.</source>
        <translation>渲染帧：关注图形能力（RT 核心）、场景显存和磁盘吞吐量。</translation>
    </message>
    <message>
        <source>Double-precision simulation and solvers: FP64 rate or memory bandwidth, long stable runs.</source>
        <translation>双精度仿真与求解器：关注 FP64 算力或显存带宽，以及长时间稳定运行。</translation>
    </message>
    <message>
        <source>Model &amp;preset:</source>
        <translation>模型预设(&amp;M)：</translation>
    </message>
    <message>
        <source>Param&amp;eters:</source>
        <translation>参数量(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>层数(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Hidden size:</source>
        <translation>隐藏层维度(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Attention heads:</source>
        <translation>注意力头数(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;KV heads:</source>
        <translation>KV 头数(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;GFLOPs per sample:</source>
        <translation>每样本 GFLOPs(&amp;G)：</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <source>Model and precision</source>
        <translation>模型与精度</translation>
    </message>
    <message>
        <source>A preset carries the official architecture; a custom model needs its size and shape.</source>
        <translation>预设包含官方架构参数；自定义模型需填写规模和结构。</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>张/秒</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>&amp;Concurrent requests:</source>
        <translation>并发请求数(&amp;C)：</translation>
    </message>
    <message>
        <source>Request &amp;rate:</source>
        <translation>请求速率(&amp;R)：</translation>
    </message>
    <message>
        <source>Requests in the &amp;job:</source>
        <translation>作业请求总数(&amp;J)：</translation>
    </message>
    <message>
        <source>&amp;Prompt tokens per request:</source>
        <translation>每请求输入 token 数(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Output tokens per request:</source>
        <translation>每请求输出 token 数(&amp;O)：</translation>
    </message>
    <message>
        <source>Time to &amp;first token target:</source>
        <translation>首 token 时延目标(&amp;F)：</translation>
    </message>
    <message>
        <source>Time per output &amp;token target:</source>
        <translation>每输出 token 时延目标(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Images per second:</source>
        <translation>每秒图像数(&amp;I)：</translation>
    </message>
    <message>
        <source>Training &amp;tokens:</source>
        <translation>训练 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>Fine-tuning &amp;method:</source>
        <translation>微调方法(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Samples per epoch:</source>
        <translation>每轮样本数(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation>训练轮数(&amp;E)：</translation>
    </message>
    <message>
        <source>Video &amp;streams:</source>
        <translation>视频流数(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Scene size in GPU memory:</source>
        <translation>场景显存占用(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Frames to render:</source>
        <translation>渲染帧数(&amp;F)：</translation>
    </message>
    <message>
        <source>Total FP64 &amp;work:</source>
        <translation>FP64 总计算量(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Memory-bandwidth bound code</source>
        <translation>代码受显存带宽限制(&amp;M)</translation>
    </message>
    <message>
        <source>Simulator &amp;instances:</source>
        <translation>仿真器实例数(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Working set on the GPUs:</source>
        <translation>GPU 上的工作集(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>截止时间(&amp;D)：</translation>
    </message>
    <message>
        <source>Load and targets</source>
        <translation>负载与目标</translation>
    </message>
    <message>
        <source>files</source>
        <translation>个文件</translation>
    </message>
    <message>
        <source>&amp;Dataset size:</source>
        <translation>数据集大小(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Average file size:</source>
        <translation>平均文件大小(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Preprocessing:</source>
        <translation>预处理(&amp;P)：</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Heavy (decode, augment, transcode)</source>
        <translation>重度（解码、增强、转码）</translation>
    </message>
    <message>
        <source>Data &amp;lives on:</source>
        <translation>数据存放位置(&amp;L)：</translation>
    </message>
    <message>
        <source>Local NVMe</source>
        <translation>本地 NVMe</translation>
    </message>
    <message>
        <source>Shared file system</source>
        <translation>共享文件系统</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>&amp;Checkpoints kept:</source>
        <translation>保留检查点数(&amp;C)：</translation>
    </message>
    <message>
        <source>Data is &amp;sensitive (business files, user material, internal models)</source>
        <translation>数据属于敏感数据（业务文件、用户资料、内部模型）(&amp;S)</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Size, file shape and where the data lives decide RAM, disks and throughput.</source>
        <translation>数据规模、文件形态和存放位置决定内存、磁盘和吞吐量。</translation>
    </message>
    <message>
        <source>Run &amp;pattern:</source>
        <translation>运行模式(&amp;P)：</translation>
    </message>
    <message>
        <source>24/7</source>
        <translation>7×24 小时</translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation>工作时间</translation>
    </message>
    <message>
        <source>Bursty</source>
        <translation>突发</translation>
    </message>
    <message>
        <source>One-off job</source>
        <translation>一次性任务</translation>
    </message>
    <message>
        <source>&amp;Team size:</source>
        <translation>团队人数(&amp;T)：</translation>
    </message>
    <message>
        <source>Let the planner propose</source>
        <translation>由规划器推荐</translation>
    </message>
    <message>
        <source>Hourly, auto-release</source>
        <translation>按量付费，自动释放</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>Reserved term</source>
        <translation>预留（包年/长期）</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>目标(&amp;G)：</translation>
    </message>
    <message>
        <source>Lowest cost per task</source>
        <translation>单任务成本最低</translation>
    </message>
    <message>
        <source>Stable long runs</source>
        <translation>长时间稳定运行</translation>
    </message>
    <message>
        <source>Absorb peaks</source>
        <translation>应对峰值</translation>
    </message>
    <message>
        <source>&amp;Software stack:</source>
        <translation>软件栈(&amp;S)：</translation>
    </message>
    <message>
        <source>Any (CUDA, ROCm or CANN)</source>
        <translation>任意（CUDA、ROCm 或 CANN）</translation>
    </message>
    <message>
        <source>No, let the planner choose</source>
        <translation>否，由规划器选择</translation>
    </message>
    <message>
        <source>Name of the work</source>
        <translation>任务名称</translation>
    </message>
    <message>
        <source>A name for the job; its size is asked on the next page.</source>
        <translation>为任务起个名字；任务规模将在下一页填写。</translation>
    </message>
    <message>
        <source>A preset carries the model&apos;s size; a custom model needs its compute per sample.</source>
        <translation>预设包含模型规模；自定义模型需填写每个样本的计算量。</translation>
    </message>
    <message>
        <source>&amp;Frame rate:</source>
        <translation>帧率(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Work on each stream:</source>
        <translation>每路流的处理(&amp;W)：</translation>
    </message>
    <message>
        <source>Transcode (decode and encode)</source>
        <translation>转码（解码并编码）</translation>
    </message>
    <message>
        <source>Analysis (decode and run a model)</source>
        <translation>分析（解码并运行模型）</translation>
    </message>
    <message>
        <source>30 fps (default)</source>
        <translation>30 fps（默认）</translation>
    </message>
    <message>
        <source>How much load the service carries and how fast it must answer.</source>
        <translation>服务要承载多少负载，以及需要多快响应。</translation>
    </message>
    <message>
        <source>How many streams run at the same time, and what is done with them.</source>
        <translation>同时运行多少路流，以及对它们做什么处理。</translation>
    </message>
    <message>
        <source>How much work runs at the same time and the memory it needs.</source>
        <translation>同时运行多少工作，以及所需的内存。</translation>
    </message>
    <message>
        <source>How much work the job holds and when it must be done.</source>
        <translation>任务的工作量有多大，以及必须在何时完成。</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>轻度</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>重度</translation>
    </message>
    <message>
        <source>Light (tokenize)</source>
        <translation>轻度（分词）</translation>
    </message>
    <message>
        <source>Heavy (clean, deduplicate, tokenize)</source>
        <translation>重度（清洗、去重、分词）</translation>
    </message>
    <message>
        <source>Light (demux, scale)</source>
        <translation>轻度（解封装、缩放）</translation>
    </message>
    <message>
        <source>Heavy (decode, filter, re-encode on the CPU)</source>
        <translation>重度（在 CPU 上解码、滤镜处理、重新编码）</translation>
    </message>
    <message>
        <source>Light (decode, resize)</source>
        <translation>轻度（解码、缩放）</translation>
    </message>
    <message>
        <source>Light (read and convert)</source>
        <translation>轻度（读取并转换）</translation>
    </message>
    <message>
        <source>Heavy (decode, reproject, convert)</source>
        <translation>重度（解码、重投影、转换）</translation>
    </message>
    <message>
        <source>Run &amp;duration:</source>
        <translation>运行时长(&amp;D)：</translation>
    </message>
    <message>
        <source>Open-ended</source>
        <translation>不限期</translation>
    </message>
    <message>
        <source>Deployment and billing</source>
        <translation>部署与计费</translation>
    </message>
    <message>
        <source>C&amp;odec:</source>
        <translation>编码格式(&amp;O)：</translation>
    </message>
    <message>
        <source>B&amp;udget (a month; one-off job: in all):</source>
        <translation>预算（每月；一次性任务为总额）(&amp;U)：</translation>
    </message>
    <message>
        <source>Budget curre&amp;ncy:</source>
        <translation>预算币种(&amp;N)：</translation>
    </message>
    <message>
        <source>Answers or output streams leave over the &amp;internet</source>
        <translation>响应或输出视频流经公网传出(&amp;I)</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>不设预算</translation>
    </message>
    <message>
        <source>The most you mean to spend: a month for a service or a recurring job, the whole job for a one-off run. The plan warns when its billing costs more.</source>
        <translation>计划花费的上限：在线服务或周期性任务按月计，一次性任务按总额计。方案的计费超出时会给出警告。</translation>
    </message>
    <message>
        <source>Traffic to the internet is billed per GB by most clouds; untick it for an internal service or a private line.</source>
        <translation>多数云厂商按 GB 收取公网流量费；内部服务或走专线时请取消勾选。</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>名称(&amp;M)：</translation>
    </message>
    <message>
        <source>atoms</source>
        <translation>个原子</translation>
    </message>
    <message>
        <source>ns/day</source>
        <translation>纳秒/天</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>polygons</source>
        <translation>多边形</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>个瓦片</translation>
    </message>
    <message>
        <source>Software &amp;kernels:</source>
        <translation>软件内核(&amp;K)：</translation>
    </message>
    <message>
        <source>Framework defaults (PyTorch, diffusers)</source>
        <translation>框架默认配置（PyTorch、diffusers）</translation>
    </message>
    <message>
        <source>Encoder &amp;preset:</source>
        <translation>编码预设(&amp;P)：</translation>
    </message>
    <message>
        <source>Not given (slowest, P7)</source>
        <translation>未指定（最慢，P7）</translation>
    </message>
    <message>
        <source>Fast (P1)</source>
        <translation>快速（P1）</translation>
    </message>
    <message>
        <source>Balanced (P4)</source>
        <translation>均衡（P4）</translation>
    </message>
    <message>
        <source>Quality (P7)</source>
        <translation>高质量（P7）</translation>
    </message>
    <message>
        <source>O&amp;utput bitrate per stream:</source>
        <translation>每路输出码率(&amp;U)：</translation>
    </message>
    <message>
        <source>Working &amp;set:</source>
        <translation>工作集(&amp;S)：</translation>
    </message>
    <message>
        <source>GPU &amp;memory per instance:</source>
        <translation>每实例显存(&amp;M)：</translation>
    </message>
    <message>
        <source>Molecular dynamics &amp;engine:</source>
        <translation>分子动力学引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Atoms in the system:</source>
        <translation>体系原子数(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Target per simulation:</source>
        <translation>每个模拟的目标(&amp;T)：</translation>
    </message>
    <message>
        <source>Simulated time per &amp;run:</source>
        <translation>每次运行的模拟时长(&amp;R)：</translation>
    </message>
    <message>
        <source>Time ste&amp;p:</source>
        <translation>时间步长(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;GPUs per simulation:</source>
        <translation>每个模拟的 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation>运算类型(&amp;O)：</translation>
    </message>
    <message>
        <source>Point in polygon</source>
        <translation>点在多边形内判断</translation>
    </message>
    <message>
        <source>Spatial join (points to polygons)</source>
        <translation>空间连接（点到多边形）</translation>
    </message>
    <message>
        <source>Parse polygons (WKT)</source>
        <translation>解析多边形（WKT）</translation>
    </message>
    <message>
        <source>Raster tiles</source>
        <translation>栅格瓦片</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>点数(&amp;P)：</translation>
    </message>
    <message>
        <source>Pol&amp;ygons:</source>
        <translation>多边形数(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Raster tiles:</source>
        <translation>栅格瓦片数(&amp;R)：</translation>
    </message>
    <message>
        <source>Dea&amp;dline:</source>
        <translation>截止时间(&amp;D)：</translation>
    </message>
    <message>
        <source>2 fs (default)</source>
        <translation>2 fs（默认）</translation>
    </message>
    <message>
        <source>Number of &amp;files:</source>
        <translation>文件数量(&amp;F)：</translation>
    </message>
    <message>
        <source>Bi&amp;lling:</source>
        <translation>计费方式(&amp;L)：</translation>
    </message>
    <message>
        <source>Pin a GPU &amp;model:</source>
        <translation>指定 GPU 型号(&amp;M)：</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list in a message</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>no model chosen; pick one from the list</source>
        <translation>未选择模型；请从列表中选择</translation>
    </message>
    <message>
        <source>no GPU chosen; pick one from the list</source>
        <translation>未选择 GPU；请从列表中选择</translation>
    </message>
    <message>
        <source>names several models: %1; pick one from the list</source>
        <translation>匹配到多个模型：%1；请从列表中选择</translation>
    </message>
    <message>
        <source>names several GPUs: %1; pick one from the list</source>
        <translation>匹配到多个 GPU：%1；请从列表中选择</translation>
    </message>
    <message>
        <source>not a model for this task; pick one from the list</source>
        <translation>该模型不适用于此任务；请从列表中选择</translation>
    </message>
    <message>
        <source>not a GPU the list offers; pick one from it</source>
        <translation>列表中没有该 GPU；请从列表中选择</translation>
    </message>
    <message>
        <source>not a known model; pick one from the list</source>
        <translation>不是已知的模型；请从列表中选择</translation>
    </message>
    <message>
        <source>not a known GPU; pick one from the list</source>
        <translation>不是已知的 GPU；请从列表中选择</translation>
    </message>
    <message>
        <source>not a known model; did you mean %1?</source>
        <translation>不是已知的模型；您是否要找“%1”？</translation>
    </message>
    <message>
        <source>not a known GPU; did you mean %1?</source>
        <translation>不是已知的 GPU；您是否要找“%1”？</translation>
    </message>
    <message>
        <source>Training so&amp;ftware:</source>
        <translation>训练软件（&amp;F）：</translation>
    </message>
    <message>
        <source>Typical (Megatron-LM, DeepSpeed, NeMo)</source>
        <translation>常规（Megatron-LM、DeepSpeed、NeMo）</translation>
    </message>
    <message>
        <source>Tuned (MLPerf-grade, FP8 Transformer Engine)</source>
        <translation>调优（MLPerf 级，FP8 Transformer Engine）</translation>
    </message>
    <message>
        <source>Older or plain (2022–23 forks, HF Trainer)</source>
        <translation>较旧或未调优（2022–23 年的分支、HF Trainer）</translation>
    </message>
    <message>
        <source>Cost comes from utilization, not from the hourly price.</source>
        <translation>成本取决于利用率，而非小时单价。</translation>
    </message>
    <message>
        <source>Seconds per fra&amp;me:</source>
        <translation>每帧秒数(&amp;M)：</translation>
    </message>
    <message>
        <source>Measu&amp;red on:</source>
        <translation>测量所用 GPU(&amp;R)：</translation>
    </message>
    <message>
        <source>NVIDIA L40S (default)</source>
        <translation>NVIDIA L40S（默认）</translation>
    </message>
    <message>
        <source>The GPU the seconds per frame were timed on, e.g. your workstation&apos;s. Other GPUs scale by their Blender Open Data Cycles scores.</source>
        <translation>测出每帧秒数所用的 GPU，比如你工作站上的显卡。其他 GPU 按各自的 Blender Open Data Cycles 得分换算。</translation>
    </message>
    <message>
        <source>Sets the share of the GPU&apos;s peak a training run reaches: an MLPerf-grade stack runs about 1.5× the typical rate, a 2022–23 or plain stack about 0.8×. A measured MFU, where you have one, replaces this.</source>
        <translation>设定训练任务能达到 GPU 峰值的比例：MLPerf 级训练栈约为常规水平的 1.5 倍，2022–23 年或未调优的训练栈约为 0.8 倍。如有实测 MFU，则以实测值代替。</translation>
    </message>
    <message>
        <source>Simulation (driving, robotics, molecular dynamics)</source>
        <translation>仿真（自动驾驶、机器人、分子动力学）</translation>
    </message>
    <message>
        <source>Points in polygons, spatial joins, tiles and rasters: GPU kernels, CPU preprocessing, large data sets.</source>
        <translation>点面判断、空间连接、瓦片与栅格：GPU 算子、CPU 预处理、大规模数据集。</translation>
    </message>
    <message>
        <source>Non-bonded &amp;cut-off:</source>
        <translation>非键截断半径(&amp;C)：</translation>
    </message>
    <message>
        <source>1.0 nm (default)</source>
        <translation>1.0 nm（默认）</translation>
    </message>
    <message>
        <source>Images per ca&amp;ll (batch):</source>
        <translation>每次生成张数（批大小）(&amp;L)：</translation>
    </message>
    <message>
        <source>1 (default)</source>
        <translation>1（默认）</translation>
    </message>
    <message>
        <source>Images one pipeline call generates together. With framework defaults a denoising step also waits on Python launching its kernels (about 24 ms); a batch shares that wait, so small models gain most from it.</source>
        <translation>一次管线调用同时生成的图像张数。框架默认配置下，每个去噪步还要等待 Python 启动内核（约 24 ms）；同一批图像分摊这段等待，因此小模型受益最大。</translation>
    </message>
    <message>
        <source>Sour&amp;ce codec:</source>
        <translation>输入源编码格式(&amp;C)：</translation>
    </message>
    <message>
        <source>Not given (H.264)</source>
        <translation>未填（H.264）</translation>
    </message>
    <message>
        <source>Source reso&amp;lution:</source>
        <translation>输入源分辨率(&amp;L)：</translation>
    </message>
    <message>
        <source>Same as the output</source>
        <translation>与输出相同</translation>
    </message>
    <message>
        <source>Source frame ra&amp;te:</source>
        <translation>输入源帧率(&amp;T)：</translation>
    </message>
    <message>
        <source>What each incoming stream is, for a transcode: the decoders carry the source (a 4K60 HEVC input costs eight times a 1080p30 one), the encoders the output. An analysis decodes the codec, resolution and frame rate above.</source>
        <translation>转码时每路输入流的格式：解码器承担输入源（一路 4K60 HEVC 输入的解码量是 1080p30 的八倍），编码器承担输出。分析模式只解码上面的编码格式、分辨率和帧率。</translation>
    </message>
    <message>
        <source>Simulator instances with sensor rendering and physics, or molecular dynamics (OpenMM, GROMACS, AMBER, NAMD, LAMMPS): atoms and ns/day.</source>
        <translation>仿真器实例（含传感器渲染和物理模拟）或分子动力学（OpenMM、GROMACS、AMBER、NAMD、LAMMPS）：按原子数和 ns/day 规划。</translation>
    </message>
    <message>
        <source>Engine batch li&amp;mit:</source>
        <translation>引擎批大小上限(&amp;M)：</translation>
    </message>
    <message>
        <source>None (the KV cache&apos;s room)</source>
        <translation>不限（按 KV 缓存空间）</translation>
    </message>
    <message>
        <source>The most sequences one serving-engine instance runs at once: vLLM --max-num-seqs, TensorRT-LLM max_batch_size, SGLang --max-running-requests. With attention data parallel each GPU runs its own instance. Unset, a replica batches as many sequences as its KV cache holds.</source>
        <translation>单个推理引擎实例同时处理的最大序列数：vLLM 的 --max-num-seqs、TensorRT-LLM 的 max_batch_size、SGLang 的 --max-running-requests。采用注意力数据并行时，每张 GPU 各运行一个实例。不设置时，每个副本按 KV 缓存能容纳的序列数组批。</translation>
    </message>
    <message>
        <source>Integrati&amp;on:</source>
        <translation>积分位置(&amp;O)：</translation>
    </message>
    <message>
        <source>On the GPU (GPU-resident)</source>
        <translation>在 GPU 上（GPU 常驻）</translation>
    </message>
    <message>
        <source>On the CPU (NAMD 2.x GPU-offload)</source>
        <translation>在 CPU 上（NAMD 2.x GPU 卸载）</translation>
    </message>
    <message>
        <source>Where each step integrates. GROMACS, AMBER, OpenMM and NAMD 3 run GPU-resident. NAMD 2.x (and NAMD 3 without GPU-resident integration) integrates on the CPU cores while the GPU computes forces, so its speed follows the cores per GPU.</source>
        <translation>每一步的积分在哪里完成。GROMACS、AMBER、OpenMM 和 NAMD 3 都以 GPU 常驻方式运行。NAMD 2.x（以及未启用 GPU 常驻积分的 NAMD 3）在 CPU 核心上积分、由 GPU 计算受力，因此速度取决于每 GPU 分到的核心数。</translation>
    </message>
    <message>
        <source>CPU cores per simu&amp;lation:</source>
        <translation>每个模拟的 CPU 核心数(&amp;L)：</translation>
    </message>
    <message>
        <source>Physical cores one simulation runs with (NAMD +p, GROMACS -ntomp × ranks). In GPU-offload mode they set the speed; unset, the fewest that reach the target, or 14 per GPU. The CPU dimension counts them for every simulation a node runs at once.</source>
        <translation>单个模拟使用的物理核心数（NAMD 的 +p，GROMACS 的 -ntomp × rank 数）。GPU 卸载模式下由它决定速度；不填时取达到目标所需的最少核心数，没有目标则按每 GPU 14 核。CPU 维度会按每节点同时运行的模拟数累计这些核心。</translation>
    </message>
    <message>
        <source>LAMMPS force fiel&amp;d:</source>
        <translation>LAMMPS 力场(&amp;D)：</translation>
    </message>
    <message>
        <source>Biomolecular (CHARMM/AMBER with PPPM)</source>
        <translation>生物分子（CHARMM/AMBER，PPPM）</translation>
    </message>
    <message>
        <source>Lennard-Jones</source>
        <translation>Lennard-Jones</translation>
    </message>
    <message>
        <source>ReaxFF (reactive)</source>
        <translation>ReaxFF（反应力场）</translation>
    </message>
    <message>
        <source>SNAP (machine-learned)</source>
        <translation>SNAP（机器学习势）</translation>
    </message>
    <message>
        <source>For LAMMPS only. Materials potentials are rated from published LAMMPS-KOKKOS runs (double precision) on A100 and H100; a biomolecular force field is rated like OpenMM.</source>
        <translation>仅用于 LAMMPS。材料类势函数依据 A100 和 H100 上已发表的 LAMMPS-KOKKOS（双精度）运行结果估算；生物分子力场按 OpenMM 的方式估算。</translation>
    </message>
    <message>
        <source>Full (every weight trained)</source>
        <translation>全参数训练</translation>
    </message>
    <message>
        <source>Tensor la&amp;yout:</source>
        <translation>张量布局(&amp;Y)：</translation>
    </message>
    <message>
        <source>PyTorch default (NCHW)</source>
        <translation>PyTorch 默认（NCHW）</translation>
    </message>
    <message>
        <source>Channels-last (NHWC)</source>
        <translation>Channels-last（NHWC）</translation>
    </message>
    <message>
        <source>For convolutional networks with framework defaults: model.to(memory_format=torch.channels_last) spares cuDNN&apos;s layout conversions; NVIDIA&apos;s ResNet-50 recipe moves 62.6 bytes per activation where PyTorch&apos;s default NCHW moves 88. An optimised stack is channels-last already.</source>
        <translation>适用于框架默认下的卷积网络：model.to(memory_format=torch.channels_last) 可省去 cuDNN 的布局转换；NVIDIA 的 ResNet-50 方案每个激活值访存 62.6 字节，而 PyTorch 默认的 NCHW 为 88 字节。优化软件栈本身已是 channels-last。</translation>
    </message>
    <message>
        <source>Acti&amp;vations per sample:</source>
        <translation>每样本激活值数(&amp;V)：</translation>
    </message>
    <message>
        <source>Millions of activations one forward pass writes (timm&apos;s benchmark tables: infer_macts; fvcore&apos;s activation count). A convolutional network&apos;s memory traffic follows them: EfficientNet and MobileNet write about 17 per multiply-add, VGG about 1, so per FLOP they train several times slower or faster than a ResNet-50.</source>
        <translation>一次前向传播写出的激活值数，单位为百万（timm 测试表的 infer_macts；fvcore 的激活值计数）。卷积网络的显存访问量随之而定：EfficientNet 和 MobileNet 每次乘加约写出 17 个激活值，VGG 约 1 个，因此按每 FLOP 计，前者的训练速度比 ResNet-50 慢好几倍，后者则快好几倍。</translation>
    </message>
    <message>
        <source>Arithmetic intensit&amp;y:</source>
        <translation>计算强度(&amp;Y)：</translation>
    </message>
    <message>
        <source>Not given (HPL or HPCG class)</source>
        <translation>未填写（按 HPL 或 HPCG 类）</translation>
    </message>
    <message>
        <source>FP64 FLOPs per byte your kernel moves to and from GPU memory (a STREAM triad 0.06, a 5-point stencil 0.56, dense matrix products far above 10). Given, the rate is the lower of the memory bandwidth&apos;s and the FP64 units&apos; (a roofline).</source>
        <translation>你的 kernel 每读写 1 字节显存所执行的 FP64 FLOPs（STREAM triad 为 0.06，五点模板计算为 0.56，稠密矩阵乘远高于 10）。填写后，速率取显存带宽决定的速率与 FP64 计算单元速率中的较小者（roofline 模型）。</translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s, or ResNet-50&apos;s per GFLOP)</source>
        <translation>未填写（取预设值，自定义模型按 ResNet-50 每 GFLOP 的比例）</translation>
    </message>
    <message>
        <source>GPUs per fram&amp;e:</source>
        <translation>每帧 GPU 数(&amp;E)：</translation>
    </message>
    <message>
        <source>All of a node&apos;s (default)</source>
        <translation>节点内全部 GPU（默认）</translation>
    </message>
    <message>
        <source>GPUs that render one frame together. Redshift, V-Ray, Octane and Cycles split a frame over every GPU selected, losing about 3% per doubling; 1 (a render manager running one task per GPU) avoids that loss.</source>
        <translation>共同渲染同一帧的 GPU 数。Redshift、V-Ray、Octane 和 Cycles 会把一帧分给所有选中的 GPU，GPU 数每翻一倍损失约 3%；设为 1（渲染管理器为每块 GPU 分派一个任务）可避免这部分损失。</translation>
    </message>
    <message>
        <source>The recipes&apos; batch (default)</source>
        <translation>参考配方的批量（默认）</translation>
    </message>
    <message>
        <source>&amp;Per-GPU batch:</source>
        <translation>每 GPU 批量(&amp;P)：</translation>
    </message>
    <message>
        <source>Images in the &amp;job:</source>
        <translation>作业中的图片数(&amp;J)：</translation>
    </message>
    <message>
        <source>Images per ca&amp;ll:</source>
        <translation>每次调用的图片数(&amp;L)：</translation>
    </message>
    <message>
        <source>Not given (256, halved until it fits)</source>
        <translation>未给定（256，放不下则减半）</translation>
    </message>
    <message>
        <source>images</source>
        <translation>张</translation>
    </message>
    <message>
        <source>Light (decode, resample)</source>
        <translation>轻度（解码、重采样）</translation>
    </message>
    <message>
        <source>Heavy (decode, denoise, detect speech)</source>
        <translation>重度（解码、降噪、语音活动检测）</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>&amp;Audio in the job:</source>
        <translation>作业中的音频时长(&amp;A)：</translation>
    </message>
    <message>
        <source>Mean recordin&amp;g length:</source>
        <translation>录音平均时长(&amp;G)：</translation>
    </message>
    <message>
        <source>Long recordings (cut into 30 s windows)</source>
        <translation>长录音（切成 30 秒窗口）</translation>
    </message>
    <message>
        <source>Whisper encodes 30 s at a time: a shorter recording (a voice message, a call snippet) is padded to 30 s, so short clips cost nearly a full window each.</source>
        <translation>Whisper 每次编码 30 秒：较短的录音（语音消息、通话片段）会被补齐到 30 秒，所以短片段几乎每段都要付出一个完整窗口的开销。</translation>
    </message>
    <message>
        <source>Beam widt&amp;h:</source>
        <translation>束宽(&amp;H)：</translation>
    </message>
    <message>
        <source>1 decodes greedily (Hugging Face&apos;s default); faster-whisper and openai-whisper&apos;s command line decode with 5 beams.</source>
        <translation>1 表示贪心解码（Hugging Face 的默认值）；faster-whisper 和 openai-whisper 命令行默认用 5 个束。</translation>
    </message>
    <message>
        <source>30 s windows per ca&amp;ll:</source>
        <translation>每次调用的 30 秒窗口数(&amp;L)：</translation>
    </message>
    <message>
        <source>Not given (16, halved until it fits)</source>
        <translation>未给定（16，放不下则减半）</translation>
    </message>
    <message>
        <source>1 (greedy, default)</source>
        <translation>1（贪心解码，默认）</translation>
    </message>
    <message>
        <source>Framework defaults (Hugging Face transformers)</source>
        <translation>框架默认配置（Hugging Face transformers）</translation>
    </message>
    <message>
        <source>Optimised engine (faster-whisper, WhisperX, TensorRT-LLM)</source>
        <translation>优化引擎（faster-whisper、WhisperX、TensorRT-LLM）</translation>
    </message>
    <message>
        <source>Framework defaults (PyTorch)</source>
        <translation>框架默认配置（PyTorch）</translation>
    </message>
    <message>
        <source>Process a large set of prompts, images or audio by a deadline: throughput decides.</source>
        <translation>在截止时间前处理大批提示词、图片或音频：吞吐量是关键。</translation>
    </message>
    <message>
        <source>The preset&apos;s (128, English speech)</source>
        <translation>按预设（128，英语语音）</translation>
    </message>
    <message>
        <source>Tokens the decoder writes for 30 s of speech, timestamps included; each is a decode step. The presets assume 128, an estimate for English speech; fast or dense speech, and languages the tokenizer splits finer, take more.</source>
        <translation>解码器为 30 秒语音写出的 token 数（含时间戳），每个 token 是一个解码步。预设按 128 估算（英语语音）；语速快或信息密集的语音，以及被分词器切得更细的语言，需要更多 token。</translation>
    </message>
    <message>
        <source>Transcript t&amp;okens per 30 s:</source>
        <translation>每 30 秒转写的 token 数(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Audio per epoch:</source>
        <translation>每轮音频时长(&amp;A)：</translation>
    </message>
    <message>
        <source>Not given (the clips per epoch count)</source>
        <translation>未指定（按每轮音频段数）</translation>
    </message>
    <message>
        <source>Hours of audio one epoch reads; with the mean clip length they give the clips, and they replace the clips per epoch.</source>
        <translation>一轮训练读取的音频小时数；与平均片段时长一起折算出音频段数，并取代“每轮音频段数”。</translation>
    </message>
    <message>
        <source>30 s (whole windows)</source>
        <translation>30 秒（整窗口）</translation>
    </message>
    <message>
        <source>Training clips are at most 30 s; each is padded to Whisper&apos;s 30 s window, so a 5 s clip costs the encoder a whole window and only its transcript is shorter.</source>
        <translation>训练片段最长 30 秒；每段都会补齐到 Whisper 的 30 秒窗口，所以 5 秒的片段在编码器上也要花一整个窗口的算力，只是转写文本更短。</translation>
    </message>
    <message>
        <source>Data loader &amp;workers:</source>
        <translation>数据加载 worker 数(&amp;W)：</translation>
    </message>
    <message>
        <source>Not given (enough to keep up; the CPU is sized)</source>
        <translation>未指定（足以跟上 GPU；按此估算 CPU）</translation>
    </message>
    <message>
        <source>0 (the training process loads, PyTorch&apos;s default)</source>
        <translation>0（由训练进程加载，PyTorch 默认）</translation>
    </message>
    <message>
        <source>PyTorch DataLoader&apos;s num_workers per GPU (Hugging Face Trainer&apos;s dataloader_num_workers). With 0 each batch is prepared in the training process before its step, so loading and training add up; the recipes of Hugging Face&apos;s Whisper guides leave it at 0.</source>
        <translation>每个 GPU 的 PyTorch DataLoader num_workers（即 Hugging Face Trainer 的 dataloader_num_workers）。为 0 时每一批数据都由训练进程在该步之前准备，加载时间和训练时间相加；Hugging Face 的 Whisper 指南配方都保持为 0。</translation>
    </message>
    <message>
        <source>C&amp;lips per epoch:</source>
        <translation>每轮音频段数(&amp;L)：</translation>
    </message>
    <message>
        <source>Samples each GPU processes in one step; the activations the GPU memory holds grow with it. Unset: the reference recipes&apos; batch (256 for convolutional networks, 64 for vision transformers, 16 for diffusion training and speech models, 1 for LoRA of diffusion models), halved until it fits the GPU.</source>
        <translation>每个 GPU 每步处理的样本数；显存中保存的激活值随之增长。未设置时采用参考配方的批量（卷积网络 256，视觉 Transformer 64，扩散模型训练和语音模型 16，扩散模型 LoRA 1），放不下时逐次减半。</translation>
    </message>
    <message>
        <source>Train vision models with data augmentation, or fine-tune a speech model (Whisper): the CPU and storage must keep up.</source>
        <translation>带数据增强的视觉模型训练，或微调语音模型（Whisper）：CPU 和存储必须跟得上。</translation>
    </message>
    <message>
        <source>Not given (from the audio per epoch)</source>
        <translation>未指定（按每轮音频时长折算）</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Mean clip lengt&amp;h:</source>
        <translation>平均片段时长(&amp;H)：</translation>
    </message>
    <message>
        <source>An exponential moving average of the weights, kept in FP32 on every GPU and saved with each checkpoint: DiT&apos;s training script always keeps one, diffusers&apos; scripts with --use_ema.</source>
        <translation>权重的指数移动平均（EMA），以 FP32 保存在每个 GPU 上，并随每个检查点一起保存：DiT 的训练脚本始终保留一份，diffusers 的脚本在加 --use_ema 时保留。</translation>
    </message>
    <message>
        <source>Keep a mo&amp;ving-average (EMA) copy of the weights</source>
        <translation>保留权重的指数移动平均（EMA）副本(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Global batch:</source>
        <translation>全局批量(&amp;G)：</translation>
    </message>
    <message>
        <source>Samples per optimizer step over all GPUs. Above GPUs × per-GPU batch the batches accumulate before the step; the gradients cross between nodes once a step, so a larger global batch hides that exchange behind more compute. Unset: one per-GPU batch a step (PyTorch DDP).</source>
        <translation>每个优化器步所有 GPU 合计处理的样本数。超过 GPU 数 × 每 GPU 批量时，先累积多个批次的梯度再更新；梯度每步在节点间交换一次，因此全局批量越大，这次交换越容易被计算掩盖。未设置：每步处理一份每 GPU 批量（即 PyTorch DDP 的默认行为）。</translation>
    </message>
    <message>
        <source>GPUs × per-GPU batch (default)</source>
        <translation>GPU 数 × 每 GPU 批量（默认）</translation>
    </message>
    <message>
        <source>video pipeline</source>
        <translation>视频处理任务</translation>
    </message>
    <message>
        <source>rendering job</source>
        <translation>渲染任务</translation>
    </message>
    <message>
        <source>solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <source>simulation</source>
        <translation>仿真任务</translation>
    </message>
    <message>
        <source>geospatial analysis</source>
        <translation>空间分析任务</translation>
    </message>
    <message>
        <source>Not given (high quality)</source>
        <translation>未指定（高质量）</translation>
    </message>
    <message>
        <source>High quality (files, video on demand)</source>
        <translation>高质量（文件、点播）</translation>
    </message>
    <message>
        <source>Low latency (live streams)</source>
        <translation>低延迟（直播）</translation>
    </message>
    <message>
        <source>NVENC&apos;s tuning: NVIDIA publishes each generation&apos;s encoding rate with high-quality tuning (VBR) and with low-latency tuning (CBR, as live streams are encoded); the two differ by up to 1.9× at one preset.</source>
        <translation>NVENC 的调优方式：NVIDIA 分别公布了各代编码器在高质量调优（VBR）和低延迟调优（CBR，直播即按此编码）下的编码速度；同一预设下两者最多相差 1.9 倍。</translation>
    </message>
    <message>
        <source>Encoder tunin&amp;g:</source>
        <translation>编码调优(&amp;G)：</translation>
    </message>
    <message>
        <source>Renditions per strea&amp;m:</source>
        <translation>每路码率档数(&amp;M)：</translation>
    </message>
    <message>
        <source>Not set (one output)</source>
        <translation>未设置（单一输出）</translation>
    </message>
    <message>
        <source>An adaptive-bitrate ladder: the output&apos;s resolution and the next lower ones (1080p, 720p, 480p, 360p). Each rendition is an encode session and is sent out, so it loads the encoders and the egress.</source>
        <translation>自适应码率（多码率）阶梯：输出分辨率及其下各档（1080p、720p、480p、360p）。每一档都是一路编码会话，也都要推流出去，因此会增加编码器负载和出口流量。</translation>
    </message>
    <message>
        <source>&amp;Image decoding:</source>
        <translation>图像解码(&amp;I)：</translation>
    </message>
    <message>
        <source>Not given (CPU; the GPUs beyond any server&apos;s cores)</source>
        <translation>未指定（CPU；超出任何服务器核数时由 GPU 解码）</translation>
    </message>
    <message>
        <source>CPU, PyTorch DataLoader (PIL / torchvision)</source>
        <translation>CPU，PyTorch DataLoader（PIL / torchvision）</translation>
    </message>
    <message>
        <source>CPU, NVIDIA DALI</source>
        <translation>CPU，NVIDIA DALI</translation>
    </message>
    <message>
        <source>On the GPUs (DALI, nvJPEG)</source>
        <translation>在 GPU 上（DALI、nvJPEG）</translation>
    </message>
    <message>
        <source>Where the training images are decoded, cropped and flipped. A physical core prepares about 176 ImageNet images a second through PyTorch&apos;s DataLoader and 303 through DALI on the CPU; decoded on the GPUs, the images need no decode cores. The CPU is sized for the choice, and a CPU you pin can set the training rate.</source>
        <translation>训练图像在哪里解码、裁剪和翻转。每个物理核通过 PyTorch DataLoader 每秒约处理 176 张 ImageNet 图像，通过 CPU 上的 DALI 约 303 张；在 GPU 上解码则不需要解码核。CPU 按所选方式配置；若固定了 CPU，它可能决定训练速度。</translation>
    </message>
    <message>
        <source>Not given (16 bytes a point; give it for raster tiles)</source>
        <translation>未填写（每点 16 字节；栅格瓦片请填写）</translation>
    </message>
    <message>
        <source>OpenMM &amp;version:</source>
        <translation>OpenMM 版本(&amp;V)：</translation>
    </message>
    <message>
        <source>8.x (the model&apos;s fit)</source>
        <translation>8.x（模型按此拟合）</translation>
    </message>
    <message>
        <source>7.x (about 0.82 × as fast)</source>
        <translation>7.x（速度约为 0.82 倍）</translation>
    </message>
    <message>
        <source>For OpenMM only. The model is fitted on OpenMM 8.x; OpenMM 7.7&apos;s own benchmark table ran 0.69–0.89 of it on an A100, the larger systems slower.</source>
        <translation>仅用于 OpenMM。模型按 OpenMM 8.x 拟合；OpenMM 7.7 官方基准表在 A100 上只达到模型的 0.69–0.89，体系越大越慢。</translation>
    </message>
    <message>
        <source>Preci&amp;sion:</source>
        <translation>精度(&amp;S)：</translation>
    </message>
    <message>
        <source>As benchmarked (OpenMM single; LAMMPS biomolecular mixed, LJ/ReaxFF/SNAP double)</source>
        <translation>按基准实测（OpenMM 单精度；LAMMPS 生物分子混合精度，LJ/ReaxFF/SNAP 双精度）</translation>
    </message>
    <message>
        <source>Single (OpenMM)</source>
        <translation>单精度（OpenMM）</translation>
    </message>
    <message>
        <source>Mixed (OpenMM, LAMMPS GPU package)</source>
        <translation>混合精度（OpenMM、LAMMPS GPU 包）</translation>
    </message>
    <message>
        <source>Double (LAMMPS KOKKOS)</source>
        <translation>双精度（LAMMPS KOKKOS）</translation>
    </message>
    <message>
        <source>For OpenMM and LAMMPS; GROMACS, AMBER and NAMD run mixed precision. OpenMM in mixed precision runs about 0.84 × its single-precision speed. Double precision computes on the FP64 units: GeForce, A10, L40S and RTX PRO cards have FP64 at 1/64 of FP32 and run it several times slower; a LAMMPS biomolecular force field in double also moves twice the bytes per atom.</source>
        <translation>用于 OpenMM 和 LAMMPS；GROMACS、AMBER 和 NAMD 固定用混合精度。OpenMM 混合精度的速度约为单精度的 0.84 倍。双精度在 FP64 单元上计算：GeForce、A10、L40S 和 RTX PRO 显卡的 FP64 只有 FP32 的 1/64，双精度要慢好几倍；LAMMPS 生物分子力场用双精度时，每个原子的访存字节数也翻倍。</translation>
    </message>
    <message>
        <source>TensorRT FP16 engines</source>
        <translation>TensorRT FP16 引擎</translation>
    </message>
    <message>
        <source>Optimised (compiled graphs, MLPerf-grade)</source>
        <translation>深度优化（编译图，MLPerf 级）</translation>
    </message>
    <message>
        <source>How much of the GPU&apos;s peak the model reaches: an optimised stack (TensorRT, compiled graphs, MLPerf submissions) runs diffusion models about 1.2× faster than framework defaults. TensorRT FP16 engines (inference) may also accumulate in FP16, which GeForce cards run at twice the rate they list. For speech, framework defaults launch each decoder layer&apos;s kernels from Python at every token; an optimised engine runs the decoder from C++.</source>
        <translation>模型能发挥 GPU 峰值算力的多少：优化栈（TensorRT、编译图、MLPerf 提交）运行扩散模型比框架默认配置快约 1.2 倍。TensorRT FP16 推理引擎还可能用 FP16 累加，GeForce 显卡上这一速率是其标称值的两倍。语音模型在框架默认配置下每生成一个 token 都要从 Python 逐层启动解码器的 kernel；优化引擎用 C++ 运行解码器。</translation>
    </message>
    <message>
        <source>Concatenated &amp;inputs per sample:</source>
        <translation>每样本拼接元素数(&amp;I)：</translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s; none for other networks)</source>
        <translation>未设置（取预设值；其他网络没有）</translation>
    </message>
    <message>
        <source>Densely connected networks (DenseNet) only: millions of elements in the concatenations their layers read. Each layer of a dense block copies every earlier output of its block into one tensor, normalizes it and reads it; the activation count leaves these out, and they cost DenseNet-121 more memory traffic than its counted activations. Sum over the layers of input channels × height × width; the DenseNet presets carry it.</source>
        <translation>仅用于稠密连接网络（DenseNet）：各层读取的拼接张量的元素数，单位百万。稠密块中的每一层都把本块之前所有输出复制拼接成一个张量，再归一化、读取；激活值计数不含这部分，而 DenseNet-121 在这上面的显存访问量比计入的激活值还多。取值为各层输入通道数 × 高 × 宽之和；DenseNet 预设已自带。</translation>
    </message>
    <message>
        <source>no CPU chosen; pick one from the list</source>
        <translation>未选择 CPU；请从列表中选择</translation>
    </message>
    <message>
        <source>names several CPUs: %1; pick one from the list</source>
        <translation>匹配到多个 CPU：%1；请从列表中选择</translation>
    </message>
    <message>
        <source>not a CPU the list offers; pick one from it</source>
        <translation>列表中没有该 CPU；请从列表中选择</translation>
    </message>
    <message>
        <source>not a known CPU; pick one from the list</source>
        <translation>不是已知的 CPU；请从列表中选择</translation>
    </message>
    <message>
        <source>not a known CPU; did you mean %1?</source>
        <translation>不是已知的 CPU；您是否要找“%1”？</translation>
    </message>
    <message>
        <source>&amp;Attention kernel:</source>
        <translation>注意力内核(&amp;A)：</translation>
    </message>
    <message>
        <source>Fused (FlashAttention, PyTorch SDPA, xformers)</source>
        <translation>融合（FlashAttention、PyTorch SDPA、xformers）</translation>
    </message>
    <message>
        <source>Eager (scores written to memory)</source>
        <translation>非融合（分数写入显存）</translation>
    </message>
    <message>
        <source>Diffusers on PyTorch before 2.0 without xformers computes attention unfused: every query-key score goes to GPU memory and back, 4 passes of 2 bytes. Stable Diffusion 1.5 at 512×512 computes 732 million scores a UNet pass, about 0.18 s per image of an A100 80GB PCIe&apos;s bandwidth at 30 steps with guidance.</source>
        <translation>PyTorch 2.0 之前、未装 xformers 的 diffusers 以非融合方式计算注意力：每个注意力分数（Q 与 K 的点积）都要写入显存再读回，共 4 次、每次 2 字节。Stable Diffusion 1.5 在 512×512 下每次 UNet 前向计算 7.32 亿个分数，30 步、开启无分类器引导时，每张图约占用 A100 80GB PCIe 0.18 秒的显存带宽。</translation>
    </message>
    <message>
        <source>Attention sc&amp;ores per pass:</source>
        <translation>每次前向注意力分数(&amp;O)：</translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s; uncharged without one)</source>
        <translation>未设置（取预设值；没有则不计入）</translation>
    </message>
    <message>
        <source>Largest attention la&amp;yer&apos;s scores:</source>
        <translation>最大注意力层分数(&amp;Y)：</translation>
    </message>
    <message>
        <source>Millions of scores in the model&apos;s largest attention layer (heads × tokens²): an eager attention holds three buffers of them at once for every image and guidance pass of a call, which sets the largest batch that fits. Stable Diffusion 1.x at 512×512: 134.22 (8 heads × 4096²).</source>
        <translation>模型中最大的注意力层的分数数量，单位百万（头数 × token 数²）：非融合注意力对一次调用中的每张图、每次引导前向，同时占用三份这样的缓冲区，决定了能放下的最大批大小。Stable Diffusion 1.x 在 512×512 下为 134.22（8 个头 × 4096²）。</translation>
    </message>
    <message>
        <source>Texts in the &amp;job:</source>
        <translation>作业中的文本数(&amp;J)：</translation>
    </message>
    <message>
        <source>&amp;Tokens per text:</source>
        <translation>每段文本 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>Texts per ca&amp;ll:</source>
        <translation>每次调用的文本数(&amp;L)：</translation>
    </message>
    <message>
        <source>texts</source>
        <translation>段文本</translation>
    </message>
    <message>
        <source>Not given (512, or the model&apos;s positions if fewer)</source>
        <translation>未给定（512，模型位置上限更小时取其上限）</translation>
    </message>
    <message>
        <source>BERT in Hugging Face transformers before its SDPA path (4.41), and TorchScript or ONNX graphs exported from it, compute attention unfused: each query-key score is written and read 8 times (the product, its scaling, the mask, the softmax). BERT-Large at 512 tokens computes 100 million scores a text, 1.6 GB of traffic at 16 bits.</source>
        <translation>Hugging Face transformers 在加入 SDPA（4.41 版）之前的 BERT，以及由其导出的 TorchScript 或 ONNX 计算图，注意力不做融合：每个 query-key 分数要写入并读出共 8 次（矩阵乘、缩放、掩码、softmax）。BERT-Large 在 512 个 token 时每段文本计算 1 亿个分数，16 位下产生 1.6 GB 显存访问。</translation>
    </message>
    <message>
        <source>Denoising &amp;steps:</source>
        <translation>去噪步数(&amp;S)：</translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s, else 30)</source>
        <translation>未设置（取预设值，否则为 30）</translation>
    </message>
    <message>
        <source>Denoising steps per image (num_inference_steps): the SDXL and FLUX presets carry their pipelines&apos; 50; distilled models (SDXL-Turbo, LCM) run 1-8.</source>
        <translation>每张图的去噪步数（num_inference_steps）：SDXL 和 FLUX 预设取其官方管线的 50 步；蒸馏模型（SDXL-Turbo、LCM）只需 1–8 步。</translation>
    </message>
    <message>
        <source>&amp;Denoiser passes a step:</source>
        <translation>每步去噪前向次数(&amp;D)：</translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s, else 2)</source>
        <translation>未设置（取预设值，否则为 2）</translation>
    </message>
    <message>
        <source>Classifier-free guidance runs the UNet or transformer twice a step, with and without the prompt (Stable Diffusion, SDXL): 2. A guidance-distilled model (FLUX.1-dev, HunyuanVideo) or a pipeline with guidance off (guidance_scale 0 or 1, SDXL-Turbo) runs it once: 1.</source>
        <translation>无分类器引导（CFG）每步要把 UNet 或 Transformer 分别带提示词和不带提示词各跑一次（Stable Diffusion、SDXL）：填 2。引导蒸馏模型（FLUX.1-dev、HunyuanVideo）或关闭引导的管线（guidance_scale 为 0 或 1，如 SDXL-Turbo）每步只跑一次：填 1。</translation>
    </message>
    <message>
        <source>videos/h</source>
        <translation>段视频/小时</translation>
    </message>
    <message>
        <source>&amp;Videos per hour:</source>
        <translation>每小时视频数(&amp;V)：</translation>
    </message>
    <message>
        <source>Videos the service generates an hour at its busiest. A video model takes minutes a video on one GPU (Wan2.1 14B at 1280x720: about half an hour on an H100), so the load is counted an hour, not a second.</source>
        <translation>服务在最繁忙时每小时生成的视频数。视频模型在单张 GPU 上生成一段视频要数分钟（Wan2.1 14B 生成 1280x720 视频，在 H100 上约半小时），所以负载按小时计，而不是按秒。</translation>
    </message>
    <message>
        <source>Millions of query-key scores one UNet or transformer pass computes: heads × queries × keys, summed over the attention layers (self and cross). An eager attention kernel writes each score to memory and reads it back; with a fused kernel a transformer&apos;s scores (with its hidden size and heads) set the share of its FLOPs that runs at FlashAttention&apos;s rate. Stable Diffusion 1.x at 512×512: 732.28; the SDXL, FLUX and video presets carry theirs.</source>
        <translation>一次 UNet 或 Transformer 前向计算的 query-key 分数（百万）：头数 × query 数 × key 数，对所有注意力层（自注意力与交叉注意力）求和。非融合注意力内核会把每个分数写入显存再读回；使用融合内核时，Transformer 的分数（结合其隐藏维度与头数）决定有多少 FLOPs 按 FlashAttention 的速率计算。Stable Diffusion 1.x 在 512×512 下为 732.28；SDXL、FLUX 与视频预设自带该值。</translation>
    </message>
    <message>
        <source>&amp;Frames per video:</source>
        <translation>每段视频帧数(&amp;F)：</translation>
    </message>
    <message>
        <source>Not given (the preset&apos;s; an image model)</source>
        <translation>未设置（取预设值；否则为图像模型）</translation>
    </message>
    <message>
        <source>A video model generates clips of this many frames; each sample is a video, and the load is counted in videos an hour. The compute per sample is one denoiser pass over the whole clip&apos;s latent tokens (Wan2.1 at 1280x720 and 81 frames: 75,600).</source>
        <translation>视频模型每次生成这么多帧的片段；每个样本是一段视频，负载按每小时视频数计。每个样本的计算量为去噪网络对整段视频全部潜空间 token 的一次前向（Wan2.1 在 1280x720、81 帧时为 75,600 个）。</translation>
    </message>
    <message>
        <source>Videos per ca&amp;ll (batch):</source>
        <translation>每次生成段数（批大小）(&amp;L)：</translation>
    </message>
    <message>
        <source>Generate images or videos at a given rate (SDXL, FLUX, Wan2.1, HunyuanVideo): memory and compute per image or video.</source>
        <translation>按指定速率生成图像或视频（SDXL、FLUX、Wan2.1、HunyuanVideo）：关注单张图像或单段视频所需的显存和算力。</translation>
    </message>
    <message>
        <source>Video resol&amp;ution:</source>
        <translation>视频分辨率(&amp;U)：</translation>
    </message>
    <message>
        <source>The preset&apos;s</source>
        <translation>取预设值</translation>
    </message>
    <message>
        <source>Width x height of the clips the service generates (pixels, multiples of 16). A video preset&apos;s compute is counted at its own clip; another size or frame count rescales it by the latent tokens: the linear layers with the tokens, the attention with their square (Wan2.1 14B at 832x480 costs 0.26 of its 1280x720 pass).</source>
        <translation>服务生成的视频片段的宽 x 高（像素，16 的倍数）。视频预设的计算量按其自带片段计；换用其他分辨率或帧数时按潜空间 token 数重新折算：线性层与 token 数成正比，注意力与其平方成正比（Wan2.1 14B 在 832x480 下一次前向的计算量为 1280x720 的 0.26）。</translation>
    </message>
    <message>
        <source>Model &amp;type:</source>
        <translation>模型类型(&amp;T)：</translation>
    </message>
    <message>
        <source>What the custom model is: a language model generating text, an encoder (BERT, an embedding or reranking model: one vector or label a text) or a vision network (a classifier or detector: images through one forward pass, sized by its GFLOPs per image, activations and layers).</source>
        <translation>自定义模型属于哪一类：生成文本的语言模型；编码器（BERT、向量嵌入或重排序模型：每段文本输出一个向量或标签）；或视觉网络（分类或检测模型：每张图像做一次前向计算，按每张图像的 GFLOPs、激活值数和层数估算）。</translation>
    </message>
    <message>
        <source>&amp;Convolution and linear layers:</source>
        <translation>卷积层与线性层数(&amp;C)：</translation>
    </message>
    <message>
        <source>Not given (a small batch rated as a full one)</source>
        <translation>未填写（小批量按满批估算）</translation>
    </message>
    <message>
        <source>The convolution and linear layers of one forward pass (ResNet-50: 54, YOLO11s: 87). At a small batch each layer&apos;s kernel takes a latency its work does not cover, so a call costs the layers × that latency + the batch × an image&apos;s work; without the count a call of a few images is rated as a full batch.</source>
        <translation>一次前向计算中的卷积层和线性层数量（ResNet-50 为 54，YOLO11s 为 87）。小批量时每层内核都有一段计算量无法摊薄的固定延迟，因此一次调用耗时 = 层数 × 该延迟 + 批大小 × 单张图像的计算与访存时间；不填层数时，几张图像的小批量调用会按满批估算。</translation>
    </message>
    <message>
        <source>Language model (generates text)</source>
        <translation>语言模型（生成文本）</translation>
    </message>
    <message>
        <source>Encoder (embeddings, classification of texts)</source>
        <translation>编码器（文本向量嵌入、分类）</translation>
    </message>
    <message>
        <source>Vision model (images through a network)</source>
        <translation>视觉模型（图像经网络前向计算）</translation>
    </message>
    <message>
        <source>Vision model (its activations, no layers)</source>
        <translation>视觉模型（已填激活值数，未填层数）</translation>
    </message>
</context>
</TS>
