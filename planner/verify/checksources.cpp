#include "planner/verify/checksources.h"

#include <QCoreApplication>

namespace gpuplanner::verify::sources {

QString gpuCount()
{
    return QCoreApplication::translate("verify",
                                       "Azure HPC health checks (check_gpu_count); AWS GPU health checks");
}
QString gpuName()
{
    return QCoreApplication::translate("verify",
                                       "nvidia-smi documentation (GPU names as the driver prints them)");
}
QString gpuMemory()
{
    return QCoreApplication::translate(
        "verify", "nvidia-smi documentation (ECC on reserves several percent of GDDR memory)");
}
QString driver()
{
    return QCoreApplication::translate(
        "verify", "NVIDIA CUDA Toolkit release notes (minimum driver for each CUDA version)");
}
QString cudaVersion()
{
    return QCoreApplication::translate("verify", "nvidia-smi documentation (the CUDA version shown is the "
                                                 "driver's highest, not the installed toolkit)");
}
QString persistence()
{
    return QCoreApplication::translate(
        "verify", "NVIDIA DCGM diagnostics documentation (level 1 fails with persistence mode off)");
}
QString mig()
{
    return QCoreApplication::translate("verify", "NVIDIA MIG user guide");
}
QString ecc()
{
    return QCoreApplication::translate(
        "verify", "Azure HPC health checks (azure_gpu_ecc.nhc); Imbue cluster-health checks");
}
QString xid()
{
    return QCoreApplication::translate("verify", "NVIDIA Xid errors documentation");
}
QString pcie()
{
    return QCoreApplication::translate(
        "verify", "nvidia-smi documentation (an idle GPU lowers its PCIe link to save power)");
}
QString powerLimit()
{
    return QCoreApplication::translate("verify",
                                       "NVIDIA DCGM diagnostics documentation (targeted power test)");
}
QString nvlink()
{
    return QCoreApplication::translate(
        "verify", "nvidia-smi topo documentation; Azure HPC health checks (check_nvlink_status)");
}
QString host()
{
    return QCoreApplication::translate("verify",
                                       "Azure HPC health checks (check_hw_cpuinfo, check_hw_physmem, "
                                       "check_hw_swap); Imbue cluster-health checks");
}
QString disks()
{
    return QCoreApplication::translate("verify", "Azure HPC health checks (check_nvme_count)");
}
QString diskRead()
{
    return QCoreApplication::translate("verify",
                                       "fio documentation (--direct=1); Azure HPC health checks (FIO)");
}
QString infiniband()
{
    return QCoreApplication::translate(
        "verify", "perftest (ib_write_bw) README; Azure HPC health checks (check_hw_ib, check_ib_bw_gdr)");
}
QString ethernet()
{
    return QCoreApplication::translate("verify", "iperf3 documentation");
}
QString copyBandwidth()
{
    return QCoreApplication::translate(
        "verify", "nvbandwidth README; Azure HPC health checks (azure_gpu_bandwidth.nhc floors)");
}
QString ncclOneGpu()
{
    return QCoreApplication::translate(
        "verify", "nccl-tests performance documentation (bus bandwidth is 0 on one GPU)");
}
QString nccl()
{
    return QCoreApplication::translate("verify", "nccl-tests performance documentation (bus bandwidth); "
                                                 "Azure HPC health checks (228 / 460 GB/s floors)");
}
QString gpuBurn()
{
    return QCoreApplication::translate("verify",
                                       "gpu-burn README (it exits 0 even on failure: its output decides)");
}
QString throttling()
{
    return QCoreApplication::translate("verify", "nvidia-smi documentation (clock event reasons); Azure HPC "
                                                 "health checks (azure_gpu_clock_throttling.nhc)");
}
QString powerDraw()
{
    return QCoreApplication::translate(
        "verify", "NVIDIA DCGM diagnostics documentation (targeted power: at least 0.75 of the limit)");
}
QString dcgm()
{
    return QCoreApplication::translate(
        "verify", "NVIDIA DCGM diagnostics documentation (a skipped test is not a pass)");
}

} // namespace gpuplanner::verify::sources
