#include "planner/verify/checksources.h"

#include <QCoreApplication>

namespace gpuplanner::verify::sources {

namespace {

// One source per row, with the ids of the checks that cite it, separated by spaces.
struct CitedSource
{
    const char *checkIds;
    const char *text;
};

constexpr CitedSource kCitedSources[] = {
    {"inventory.count",
     QT_TRANSLATE_NOOP("verify", "Azure HPC health checks (check_gpu_count); AWS GPU health checks")},
    {"inventory.model",
     QT_TRANSLATE_NOOP("verify", "nvidia-smi documentation (GPU names as the driver prints them)")},
    {"inventory.vram",
     QT_TRANSLATE_NOOP("verify",
                       "nvidia-smi documentation (ECC on reserves several percent of GDDR memory)")},
    {"software.driver",
     QT_TRANSLATE_NOOP("verify", "NVIDIA CUDA Toolkit release notes (minimum driver for each CUDA version)")},
    {"software.cuda", QT_TRANSLATE_NOOP("verify", "nvidia-smi documentation (the CUDA version shown is the "
                                                  "driver's highest, not the installed toolkit)")},
    {"software.persistence",
     QT_TRANSLATE_NOOP("verify",
                       "NVIDIA DCGM diagnostics documentation (level 1 fails with persistence mode off)")},
    {"software.mig", QT_TRANSLATE_NOOP("verify", "NVIDIA MIG user guide")},
    {"health.ecc_mode health.ecc_errors health.row_remap",
     QT_TRANSLATE_NOOP("verify", "Azure HPC health checks (azure_gpu_ecc.nhc); Imbue cluster-health checks")},
    {"health.xid", QT_TRANSLATE_NOOP("verify", "NVIDIA Xid errors documentation")},
    {"pcie.gen_load pcie.gen_max pcie.width",
     QT_TRANSLATE_NOOP("verify",
                       "nvidia-smi documentation (an idle GPU lowers its PCIe link to save power)")},
    {"power.limit",
     QT_TRANSLATE_NOOP("verify", "NVIDIA DCGM diagnostics documentation (targeted power test)")},
    {"link.topology",
     QT_TRANSLATE_NOOP("verify",
                       "nvidia-smi topo documentation; Azure HPC health checks (check_nvlink_status)")},
    {"host.cpu host.ram host.swap host.disk_full",
     QT_TRANSLATE_NOOP("verify", "Azure HPC health checks (check_hw_cpuinfo, check_hw_physmem, "
                                 "check_hw_swap); Imbue cluster-health checks")},
    {"host.disks", QT_TRANSLATE_NOOP("verify", "Azure HPC health checks (check_nvme_count)")},
    {"host.read_rate",
     QT_TRANSLATE_NOOP("verify", "fio documentation (--direct=1); Azure HPC health checks (FIO)")},
    {"network.ib",
     QT_TRANSLATE_NOOP(
         "verify", "perftest (ib_write_bw) README; Azure HPC health checks (check_hw_ib, check_ib_bw_gdr)")},
    {"network.ethernet", QT_TRANSLATE_NOOP("verify", "iperf3 documentation")},
    {"bandwidth.h2d bandwidth.d2h bandwidth.d2d",
     QT_TRANSLATE_NOOP("verify",
                       "nvbandwidth README; Azure HPC health checks (azure_gpu_bandwidth.nhc floors)")},
    {"bandwidth.nccl:one_gpu",
     QT_TRANSLATE_NOOP("verify", "nccl-tests performance documentation (bus bandwidth is 0 on one GPU)")},
    {"bandwidth.nccl", QT_TRANSLATE_NOOP("verify", "nccl-tests performance documentation (bus bandwidth); "
                                                   "Azure HPC health checks (228 / 460 GB/s floors)")},
    {"stress.burn",
     QT_TRANSLATE_NOOP("verify", "gpu-burn README (it exits 0 even on failure: its output decides)")},
    {"stress.throttle",
     QT_TRANSLATE_NOOP("verify", "nvidia-smi documentation (clock event reasons); Azure HPC "
                                 "health checks (azure_gpu_clock_throttling.nhc)")},
    {"stress.power",
     QT_TRANSLATE_NOOP("verify", "NVIDIA DCGM diagnostics documentation (targeted power: at least "
                                 "0.75 of the limit)")},
    {"stress.dcgm",
     QT_TRANSLATE_NOOP("verify", "NVIDIA DCGM diagnostics documentation (a skipped test is not a pass)")},
};

} // namespace

QString forCheck(const char *checkId)
{
    const QLatin1String wanted(checkId);
    for (const CitedSource &cited : kCitedSources)
        for (const QLatin1String id : QLatin1String(cited.checkIds).tokenize(u' '))
            if (id == wanted)
                return QCoreApplication::translate("verify", cited.text);
    return {};
}

} // namespace gpuplanner::verify::sources
