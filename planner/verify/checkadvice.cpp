// The acceptance report's FAILs and WARNINGs as findings of the plan, each with its next step:
// whom to ask and the exact command that measures it again (issue 21).
#include "planner/rules/rules.h"
#include "planner/verify/advice.h"
#include "planner/verify/record.h"
#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::verify {

namespace {

// The dimension a check concerns (the panel a double-click on the finding opens).
QStringList dimensionsOf(const QString &id)
{
    if (id == QLatin1String("inventory.vram"))
        return {QStringLiteral("vram")};
    if (id.startsWith(QLatin1String("software.")))
        return {QStringLiteral("environment")};
    if (id == QLatin1String("host.cpu"))
        return {QStringLiteral("cpu")};
    if (id == QLatin1String("host.ram") || id == QLatin1String("host.swap"))
        return {QStringLiteral("ram")};
    if (id.startsWith(QLatin1String("host.")))
        return {QStringLiteral("storage")};
    if (id.startsWith(QLatin1String("network.")) || id == QLatin1String("bandwidth.nccl"))
        return {QStringLiteral("network"), QStringLiteral("gpu")};
    if (id.startsWith(QLatin1String("health.")) || id.startsWith(QLatin1String("stress.")) ||
        id.startsWith(QLatin1String("power.")))
        return {QStringLiteral("gpu"), QStringLiteral("operations")};
    return {QStringLiteral("gpu")};
}

// Whom to ask and what to run again, per check (every check that can FAIL has one).
QString nextStep(const QString &id)
{
    static const std::pair<const char *, const char *> steps[] = {
        {"inventory.count", QT_TRANSLATE_NOOP("verify", "Ask the provider why nvidia-smi does not list the GPUs the plan rented "
                                                        "(driver installed, GPUs passed through to this machine?). Then run again: "
                                                        "`nvidia-smi -L`, and the acceptance script (`bash accept.sh`).")},
        {"inventory.model", QT_TRANSLATE_NOOP("verify", "Ask the vendor for the GPU model the plan ordered, or a price for the model "
                                                        "delivered. Then run again: `nvidia-smi -L`.")},
        {"inventory.vram", QT_TRANSLATE_NOOP("verify", "Ask the provider whether the GPUs are a smaller variant or partitioned (MIG, "
                                                       "vGPU) and for the full-memory GPU. Then run again: `nvidia-smi -q -d MEMORY`.")},
        {"software.driver", QT_TRANSLATE_NOOP("verify", "Ask the provider to install the NVIDIA driver the plan needs or a newer one "
                                                        "(or install it yourself with root). Then run again: `nvidia-smi`.")},
        {"software.cuda", QT_TRANSLATE_NOOP("verify", "nvidia-smi shows the newest CUDA the driver supports: ask the provider for a "
                                                      "newer NVIDIA driver. Then run again: `nvidia-smi`.")},
        {"software.persistence", QT_TRANSLATE_NOOP("verify", "Run `sudo nvidia-smi -pm 1` or ask the provider to enable "
                                                             "nvidia-persistenced. Then run again: `nvidia-smi -q`.")},
        {"software.mig", QT_TRANSLATE_NOOP("verify", "Unless you rented MIG slices on purpose, ask the provider to turn MIG off "
                                                     "(`sudo nvidia-smi -mig 0`, then a GPU reset). Then run again: `nvidia-smi -q`.")},
        {"health.ecc_mode", QT_TRANSLATE_NOOP("verify", "Ask the provider to enable ECC (`sudo nvidia-smi -e 1`, then a reboot). Then "
                                                        "run again: `nvidia-smi -q -d ECC`.")},
        {"health.ecc_errors", QT_TRANSLATE_NOOP("verify", "Uncorrected memory errors: ask the provider to replace the GPU or move you "
                                                          "to another machine. Then run again: `nvidia-smi -q -d ECC,ROW_REMAPPER`.")},
        {"health.row_remap", QT_TRANSLATE_NOOP("verify", "Ask the provider to reset the GPU (or reboot) to apply a pending remap; after a "
                                                         "remapping failure, to replace the GPU. Then run again: "
                                                         "`nvidia-smi -q -d ROW_REMAPPER`.")},
        {"health.xid", QT_TRANSLATE_NOOP("verify", "Send the Xid lines to the provider: hardware faults need another GPU or machine. "
                                                   "Then run again after the load test: `sudo dmesg -T | grep -E 'NVRM: Xid|SXid'`.")},
        {"pcie.gen_load", QT_TRANSLATE_NOOP("verify", "Ask the provider to check the slot, the riser and the BIOS PCIe setting. Then "
                                                      "run again under load: `bash accept.sh` (it logs the link generation during "
                                                      "the stress test).")},
        {"pcie.gen_max", QT_TRANSLATE_NOOP("verify", "Ask the provider whether the slot or riser limits the link. Then run again: "
                                                     "`nvidia-smi -q`.")},
        {"pcie.width", QT_TRANSLATE_NOOP("verify", "Ask the provider whether the slot or riser limits the link width. Then run "
                                                   "again: `nvidia-smi -q`.")},
        {"power.limit", QT_TRANSLATE_NOOP("verify", "Ask the provider why the GPUs are power-capped below their rated power. Then "
                                                    "run again: `nvidia-smi -q -d POWER`.")},
        {"link.topology", QT_TRANSLATE_NOOP("verify", "Ask the vendor for the NVLink machine the plan ordered, or to check "
                                                      "nvidia-fabricmanager and the NVLink links. Then run again: "
                                                      "`nvidia-smi topo -m` and `nvidia-smi nvlink -s`.")},
        {"bandwidth.h2d", QT_TRANSLATE_NOOP("verify", "Slow copies between host and GPU: ask the provider to check the PCIe slot and "
                                                      "generation, the GPUs' NUMA placement and the IOMMU/ACS settings. Then run "
                                                      "again: `nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce`.")},
        {"bandwidth.d2h", QT_TRANSLATE_NOOP("verify", "Slow copies between GPU and host: ask the provider to check the PCIe slot and "
                                                      "generation, the GPUs' NUMA placement and the IOMMU/ACS settings. Then run "
                                                      "again: `nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce`.")},
        {"bandwidth.d2d", QT_TRANSLATE_NOOP("verify", "Ask the provider to check NVLink (nvidia-fabricmanager running, every link "
                                                      "up in `nvidia-smi nvlink -s`). Then run again: "
                                                      "`nvbandwidth -t device_to_device_memcpy_read_ce`.")},
        {"bandwidth.nccl", QT_TRANSLATE_NOOP("verify", "Ask the provider to check NVLink/NVSwitch (fabric manager, NVLS) and, between "
                                                       "nodes, the InfiniBand/RoCE fabric. Then run again: "
                                                       "`all_reduce_perf -b 8G -e 8G -f 2 -g <GPUs per node> -c 1`.")},
        {"stress.burn", QT_TRANSLATE_NOOP("verify", "A GPU failed the stress test: ask the provider to replace it or move you to "
                                                    "another machine. Then run again: `gpu_burn -tc 600`.")},
        {"stress.throttle", QT_TRANSLATE_NOOP("verify", "Ask the provider to check airflow, inlet temperature and power delivery. "
                                                        "Then run again under load: `bash accept.sh` (monitor.csv records the "
                                                        "throttle reasons).")},
        {"stress.power", QT_TRANSLATE_NOOP("verify", "Load the GPUs with tensor cores (`gpu_burn -tc 600`); if the draw stays low, ask "
                                                     "the provider about power capping. Then run again: `bash accept.sh`.")},
        {"stress.dcgm", QT_TRANSLATE_NOOP("verify", "Send the failed DCGM tests to the provider and ask for another GPU or machine. "
                                                    "Then run again: `dcgmi diag -r 2 -j`.")},
        {"host.cpu", QT_TRANSLATE_NOOP("verify", "Ask the vendor for at least the physical cores the plan needs (not vCPUs), or a "
                                                 "larger container CPU quota. Then run again: `lscpu`.")},
        {"host.ram", QT_TRANSLATE_NOOP("verify", "Ask the vendor for the RAM the plan needs. Then run again: "
                                                 "`grep MemTotal /proc/meminfo`.")},
        {"host.swap", QT_TRANSLATE_NOOP("verify", "Turn swap off (`sudo swapoff -a`) or ask the provider to. Then run again: "
                                                  "`grep SwapTotal /proc/meminfo`.")},
        {"host.disk_full", QT_TRANSLATE_NOOP("verify", "Free space, or ask the provider for a larger disk. Then run again: "
                                                       "`df -P -k`.")},
        {"host.disks", QT_TRANSLATE_NOOP("verify", "Ask the vendor to attach the disk capacity the plan needs. Then run again: "
                                                   "`lsblk -b -o NAME,SIZE,TYPE,MOUNTPOINT`.")},
        {"host.read_rate", QT_TRANSLATE_NOOP("verify", "Ask the vendor for a data disk (local NVMe) that reads at least the rate the "
                                                       "plan needs, and make sure the test ran on the data disk (DATA_DIR). Then run "
                                                       "again in the data disk's folder: `fio --name=read --filename=fio.tmp "
                                                       "--rw=read --bs=1M --ioengine=libaio --iodepth=64 --numjobs=4 --direct=1 "
                                                       "--size=4G --runtime=60 --time_based --group_reporting`.")},
        {"network.ib", QT_TRANSLATE_NOOP("verify", "Ask the provider to bring every InfiniBand/RoCE port up at its rated speed. Then "
                                                   "run again: `ibstat`, and `ib_write_bw --report_gbits` (server, then a client "
                                                   "against it).")},
        {"network.ethernet", QT_TRANSLATE_NOOP("verify", "Ask the provider about the bandwidth limit of the public network. Then run "
                                                         "again: `iperf3 -c PEER -P 8 -t 30` (PEER runs `iperf3 -s`).")},
    };
    for (const auto &[check, step] : steps)
        if (id == QLatin1String(check))
            return QCoreApplication::translate("verify", step);
    return QCoreApplication::translate("verify", "Ask the provider about this check. Then run the acceptance script again (`bash accept.sh`) and import "
              "its report.");
}

planner::Finding findingFor(const Check &c)
{
    const bool fail = c.verdict == Verdict::Fail;
    planner::Finding f;
    f.id = QStringLiteral("verify.") + c.id;
    f.severity = fail ? QStringLiteral("error") : QStringLiteral("warning");
    f.dimensions = dimensionsOf(c.id);
    f.title = QCoreApplication::translate("verify", "Acceptance %1: %2").arg(verdictLabel(c.verdict), c.title);
    f.message = c.expected.isEmpty() ? QCoreApplication::translate("verify", "Measured: %1.").arg(c.measured)
                                     : QCoreApplication::translate("verify", "Measured %1; the plan needs %2 (%3).").arg(c.measured, c.expected, c.threshold);
    if (!c.detail.isEmpty())
        f.message += planner::sentenceGap(f.message) + c.detail;
    f.reason = fail ? QCoreApplication::translate("verify", "The rented machine does not give what the plan needs: settle it with the vendor or provider "
                         "before you accept the machine.")
                    : QCoreApplication::translate("verify", "The machine works, but falls short of the plan or of good practice here.");
    f.suggestion = nextStep(c.id);
    return f;
}

} // namespace

std::vector<planner::Finding> verificationFindings(const Verification &v)
{
    std::vector<planner::Finding> out;
    for (Verdict verdict : {Verdict::Fail, Verdict::Warning})
        for (const Check &c : v.checks)
            if (c.verdict == verdict)
                out.push_back(findingFor(c));
    return out;
}

std::vector<planner::Finding> recordFindings(const nlohmann::json &record, const QString &languageCode)
{
    const std::optional<VerificationRecord> r = recordFromJson(record);
    const Verification *v = r ? r->in(languageCode) : nullptr;
    return v ? verificationFindings(*v) : std::vector<planner::Finding>();
}

void addVerificationFindings(planner::Evaluation &e, const nlohmann::json &record, const QString &languageCode)
{
    std::erase_if(e.findings, [](const planner::Finding &f) { return f.id.startsWith(QLatin1String("verify.")); });
    std::vector<planner::Finding> found = recordFindings(record, languageCode);
    e.findings.insert(e.findings.begin(), found.begin(), found.end());
    planner::sortFindings(e.findings); // stable: the acceptance FAILs stay before the plan's errors
}

} // namespace gpuplanner::verify
