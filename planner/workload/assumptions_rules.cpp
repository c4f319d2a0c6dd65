// The assumptions' table, third part: exchange rate, utilization and billing, rule thresholds, operations.
#include "planner/workload/assumptions.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

std::vector<Assumptions::Entry> Assumptions::describeBillingAndRules() const
{
    const QString ratio = QStringLiteral("ratio");
    return {
        {QStringLiteral("cny_per_usd"), QCoreApplication::translate("assumptions", "Exchange rate"),
         cnyPerUsd, QStringLiteral("CNY/USD"),
         QCoreApplication::translate(
             "assumptions",
             "Exchange rate used to rank offers priced in different currencies. Set your own.")},
        {QStringLiteral("utilization_always"),
         QCoreApplication::translate("assumptions", "Utilization, around the clock"), utilizationAlways,
         ratio,
         QCoreApplication::translate(
             "assumptions", "Expected utilization of a 24/7 pattern (maintenance, idle gaps). Estimate.")},
        {QStringLiteral("utilization_business_hours"),
         QCoreApplication::translate("assumptions", "Utilization, business hours"), utilizationBusinessHours,
         ratio,
         QCoreApplication::translate("assumptions",
                                     "Business hours: 10 hours × 5 days of a 168-hour week = 0.30.")},
        {QStringLiteral("utilization_bursty"),
         QCoreApplication::translate("assumptions", "Utilization, bursty load"), utilizationBursty, ratio,
         QCoreApplication::translate("assumptions", "Bursty load: short peaks, long valleys. Estimate.")},
        {QStringLiteral("utilization_one_off"),
         QCoreApplication::translate("assumptions", "Utilization, one-off job"), utilizationOneOff, ratio,
         QCoreApplication::translate("assumptions", "A one-off job released when it ends. Estimate.")},
        {QStringLiteral("steady_utilization"),
         QCoreApplication::translate("assumptions", "Utilization at which a term pays"), steadyUtilization,
         ratio,
         QCoreApplication::translate("assumptions", "Utilization from which a monthly or reserved term beats "
                                                    "hourly billing (steady, high load "
                                                    "favours terms or owning).")},
        {QStringLiteral("steady_min_days"),
         QCoreApplication::translate("assumptions", "Shortest run for a term"), steadyMinDays,
         QStringLiteral("days"),
         QCoreApplication::translate("assumptions", "Shortest run for which a term is proposed.")},
        {QStringLiteral("dev_share_high"),
         QCoreApplication::translate("assumptions", "High development share"), devShareHigh, ratio,
         QCoreApplication::translate(
             "assumptions",
             "Share of time in development and validation above which a fixed multi-GPU node idles.")},
        {QStringLiteral("low_utilization"), QCoreApplication::translate("assumptions", "Low utilization"),
         lowUtilization, ratio,
         QCoreApplication::translate(
             "assumptions", "Utilization under which fixed terms and purchases mostly pay for idle GPUs.")},
        {QStringLiteral("vram_oversized_ratio"),
         QCoreApplication::translate("assumptions", "Oversized GPU memory"), vramOversizedRatio, ratio,
         QCoreApplication::translate("assumptions", "GPU memory this many times the need counts as oversized "
                                                    "(the newest or largest is not automatically "
                                                    "better).")},
        {QStringLiteral("cheaper_alternative_ratio"),
         QCoreApplication::translate("assumptions", "Cost share of a cheaper alternative"),
         cheaperAlternativeRatio, ratio,
         QCoreApplication::translate(
             "assumptions",
             "An alternative must cost at most this share of the chosen GPUs to be proposed.")},
        {QStringLiteral("fp64_weak_tflops"), QCoreApplication::translate("assumptions", "Weak FP64 rate"),
         fp64WeakTflops, QStringLiteral("TFLOPS"),
         QCoreApplication::translate(
             "assumptions",
             "FP64 rate below which a GPU is weak for double-precision science (A100: 9.7, H100 SXM: 34; "
             "L40S, RTX 4090: under 2).")},
        {QStringLiteral("small_file_mb"), QCoreApplication::translate("assumptions", "Small file size"),
         smallFileMb, QStringLiteral("MB"),
         QCoreApplication::translate(
             "assumptions",
             "Average file size under which files count as small (metadata-bound on shared storage).")},
        {QStringLiteral("small_file_count"), QCoreApplication::translate("assumptions", "Small file count"),
         smallFileCount, QStringLiteral("files"),
         QCoreApplication::translate("assumptions",
                                     "File count from which small files overwhelm a shared file system.")},
        {QStringLiteral("public_overprovision_ratio"),
         QCoreApplication::translate("assumptions", "Over-provisioned public bandwidth"),
         publicOverprovisionRatio, ratio,
         QCoreApplication::translate(
             "assumptions", "Public bandwidth this many times the need counts as over-provisioned.")},
        {QStringLiteral("public_overprovision_min_mbps"),
         QCoreApplication::translate("assumptions", "Smallest over-provisioned bandwidth reported"),
         publicOverprovisionMinMbps, QStringLiteral("Mbps"),
         QCoreApplication::translate("assumptions",
                                     "Smallest public bandwidth for which over-provisioning is reported.")},
        {QStringLiteral("long_training_hours"),
         QCoreApplication::translate("assumptions", "Long training run"), longTrainingHours,
         QStringLiteral("h"),
         QCoreApplication::translate("assumptions",
                                     "Training runs at least this long need checkpoints and backups.")},
        {QStringLiteral("checkpoint_too_long_factor"),
         QCoreApplication::translate("assumptions", "Checkpoint interval limit"), checkpointTooLongFactor,
         ratio,
         QCoreApplication::translate("assumptions", "A checkpoint interval over this multiple of the "
                                                    "Young/Daly optimum loses too much work per failure.")},
        {QStringLiteral("rdma_fabric_min_gbps"),
         QCoreApplication::translate("assumptions", "Minimum RDMA fabric per node"), rdmaFabricMinGbps,
         QStringLiteral("Gbps"),
         QCoreApplication::translate(
             "assumptions",
             "Per-node fabric below which multi-node training is not RDMA class (EDR/HDR InfiniBand, 100 GbE "
             "RoCE and up).")},
        {QStringLiteral("rdma_fabric_max_gbps_per_gpu"),
         QCoreApplication::translate("assumptions", "Fastest RDMA fabric per GPU"), rdmaFabricMaxGbpsPerGpu,
         QStringLiteral("Gbps"),
         QCoreApplication::translate(
             "assumptions", "The most a plan can give each GPU between nodes: one 400 Gbit/s InfiniBand or "
                            "RoCE port per GPU "
                            "(DGX H100 and DGX B200 compute fabric). Gradients beyond it stall the step.")},
        {QStringLiteral("cold_data_gb"),
         QCoreApplication::translate("assumptions", "Dataset size for object storage"), coldDataGb,
         QStringLiteral("GB"),
         QCoreApplication::translate("assumptions",
                                     "Dataset size above which the cold part belongs in object storage.")},
        {QStringLiteral("memory_channels_per_gpu"),
         QCoreApplication::translate("assumptions", "Memory channels per GPU"), memoryChannelsPerGpu,
         QStringLiteral("channels/GPU"),
         QCoreApplication::translate("assumptions", "Memory channels per GPU below which the host memory "
                                                    "bandwidth is thin (check memory channels; NVIDIA "
                                                    "DGX A100 and H100 have 2 per GPU).")},
        {QStringLiteral("gpu_mtbf_hours"), QCoreApplication::translate("assumptions", "GPU MTBF"),
         gpuMtbfHours, QStringLiteral("h"),
         QCoreApplication::translate(
             "assumptions",
             "Mean time between failures per GPU: Llama 3 paper reports 419 unexpected interruptions in 54 "
             "days "
             "on 16,384 H100 GPUs: 54 × 24 × 16,384 ÷ 419 = 50,677 GPU-hours per interruption.")},
    };
}

} // namespace gpuplanner::planner
