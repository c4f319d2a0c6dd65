#pragma once

#include <QString>

// The public sources the acceptance checks cite in the Verification table's Source column: the
// tools' and vendors' own documents, named so that a reader can look them up (the research notes
// behind the thresholds are not shipped). In the language installed now.
namespace gpuplanner::verify::sources {

QString gpuCount();      // Azure HPC health checks, AWS
QString gpuName();       // nvidia-smi's names
QString gpuMemory();     // nvidia-smi: ECC reserves part of GDDR memory
QString driver();        // CUDA Toolkit release notes
QString cudaVersion();   // nvidia-smi: the driver's highest CUDA
QString persistence();   // DCGM level 1
QString mig();           // nvidia-smi MIG
QString ecc();           // Azure, Imbue
QString xid();           // NVIDIA Xid errors
QString pcie();          // nvidia-smi: idle downshift
QString powerLimit();    // DCGM targeted power
QString nvlink();        // nvidia-smi topo, Azure
QString host();          // Azure, Imbue
QString disks();         // Azure check_nvme_count
QString diskRead();      // fio
QString infiniband();    // perftest, Azure
QString ethernet();      // iperf3
QString copyBandwidth(); // nvbandwidth, Azure floors
QString ncclOneGpu();    // nccl-tests: bus bandwidth 0 on one GPU
QString nccl();          // nccl-tests, Azure floors
QString gpuBurn();       // gpu-burn
QString throttling();    // nvidia-smi clock event reasons, Azure
QString powerDraw();     // DCGM targeted power ratio
QString dcgm();          // DCGM diagnostics

} // namespace gpuplanner::verify::sources
