#include "planner/sizing/software.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace gpuplanner::planner {

namespace {

// NVIDIA CUDA Toolkit release notes, Table 3 "CUDA Toolkit and Corresponding Driver Versions"
// (Linux x86_64, minimum driver of each toolkit's GA release).
struct CudaDriver
{
    const char *cuda;
    const char *driver;
};
constexpr std::array<CudaDriver, 12> kCudaDrivers{{
    {"11.0", "450.36.06"},
    {"11.8", "520.61.05"},
    {"12.0", "525.60.13"},
    {"12.1", "530.30.02"},
    {"12.2", "535.54.03"},
    {"12.3", "545.23.06"},
    {"12.4", "550.54.14"},
    {"12.5", "555.42.02"},
    {"12.6", "560.28.03"},
    {"12.8", "570.26"},
    {"12.9", "575.51.03"},
    {"13.0", "580.65.06"},
}};

// First CUDA release that compiles for each compute capability (CUDA release notes / CUDA C
// Programming Guide, "Compute Capabilities"); CUDA 13.0 dropped Maxwell, Pascal and Volta (NVIDIA HPC
// SDK 25.9 release notes); CUDA 12.8 added sm_100 and sm_120, CUDA 12.9 sm_103.
struct ArchSupport
{
    const char *capability;
    const char *firstCuda;
    const char *lastCuda;
};
constexpr std::array<ArchSupport, 10> kArchSupport{{
    {"6.0", "8.0", "12.9"},
    {"7.0", "9.0", "12.9"},
    {"7.5", "10.0", ""},
    {"8.0", "11.0", ""},
    {"8.6", "11.1", ""},
    {"8.9", "11.8", ""},
    {"9.0", "11.8", ""},
    {"10.0", "12.8", ""},
    {"10.3", "12.9", ""},
    {"12.0", "12.8", ""},
}};

} // namespace

QString stackName(const QString &stack)
{
    if (stack == QLatin1String("rocm"))
        return QStringLiteral("ROCm");
    return stack.toUpper();
}

int compareVersions(const QString &a, const QString &b)
{
    const QStringList pa = a.split(QLatin1Char('.'));
    const QStringList pb = b.split(QLatin1Char('.'));
    for (qsizetype i = 0; i < std::max(pa.size(), pb.size()); ++i) {
        const int x = i < pa.size() ? pa[i].toInt() : 0;
        const int y = i < pb.size() ? pb[i].toInt() : 0;
        if (x != y)
            return x < y ? -1 : 1;
    }
    return 0;
}

QString minimumDriverForCuda(const QString &cudaVersion)
{
    QString best;
    for (const CudaDriver &row : kCudaDrivers) {
        // The driver of the newest listed toolkit not newer than the one asked for.
        if (compareVersions(QString::fromLatin1(row.cuda), cudaVersion) <= 0)
            best = QString::fromLatin1(row.driver);
    }
    return best;
}

SoftwareEnvironment softwareFor(const catalog::Accelerator &acc)
{
    SoftwareEnvironment env;
    env.stack = acc.stack;
    env.os = QStringLiteral("Ubuntu 22.04 LTS");
    if (acc.stack == QLatin1String("rocm")) {
        const bool cdna3 = acc.gfx.startsWith(QLatin1String("gfx94"));
        env.minimumToolkit = cdna3 ? QStringLiteral("ROCm 6.0") : QStringLiteral("ROCm 5.0");
        env.minimumDriver = QStringLiteral("amdgpu (the ROCm release's kernel driver)");
        env.recommendedToolkit = QStringLiteral("ROCm 6.3");
        env.recommendedDriver = QStringLiteral("amdgpu from ROCm 6.3");
        env.recommendedFramework = QStringLiteral("PyTorch 2.4.0 (ROCm 6.3 image)");
        env.baseImage = QStringLiteral("rocm/pytorch:rocm6.3_ubuntu22.04_py3.10_pytorch_release_2.4.0");
        env.sources = QString::fromUtf8(QT_TRANSLATE_NOOP(
            "planner",
            "AMD ROCm documentation, system requirements (Linux) and PyTorch installation matrix"));
        return env;
    }
    if (acc.stack == QLatin1String("cann")) {
        env.minimumToolkit = QStringLiteral("CANN 7.0");
        env.minimumDriver = QStringLiteral("Ascend HDK 23.0");
        env.recommendedToolkit = QStringLiteral("CANN 8.0");
        env.recommendedDriver = QStringLiteral("Ascend HDK 24.1");
        env.recommendedFramework = QStringLiteral("PyTorch 2.1 + torch_npu (matching CANN 8.0)");
        env.baseImage = QStringLiteral("ascendhub: ascend-pytorch image matching CANN 8.0");
        env.sources = QString::fromUtf8(
            QT_TRANSLATE_NOOP("planner", "Huawei Ascend documentation, CANN / torch_npu version mapping "
                                         "(check the vendor's table for the exact build)"));
        return env;
    }
    env.minimumToolkit = QStringLiteral("CUDA 11.8");
    for (const ArchSupport &row : kArchSupport) {
        if (acc.computeCapability == QLatin1String(row.capability)) {
            env.minimumToolkit = QStringLiteral("CUDA ") + QString::fromLatin1(row.firstCuda);
            if (*row.lastCuda)
                env.maximumToolkit = QStringLiteral("CUDA ") + QString::fromLatin1(row.lastCuda);
        }
    }
    env.minimumDriver = minimumDriverForCuda(env.minimumToolkit.mid(5));
    env.recommendedToolkit = QStringLiteral("CUDA 12.8");
    env.recommendedFramework = QStringLiteral("PyTorch 2.7.1 (cu128)");
    env.baseImage = QStringLiteral("pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime");
    env.sources = QString::fromUtf8(QT_TRANSLATE_NOOP(
        "planner", "NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver); CUDA compute "
                   "capability support; PyTorch 2.7 release (CUDA 11.8 / 12.6 / 12.8 builds)"));
    // A GPU that CUDA 12.8 does not know (Blackwell Ultra, sm_103: CUDA 12.9) takes PyTorch's CUDA 12.9
    // build.
    if (compareVersions(env.minimumToolkit.mid(5), QStringLiteral("12.8")) > 0) {
        env.recommendedToolkit = env.minimumToolkit;
        env.recommendedFramework = QStringLiteral("PyTorch 2.8.0 (cu129)");
        env.baseImage = QStringLiteral("pytorch/pytorch:2.8.0-cuda12.9-cudnn9-runtime");
        env.sources = QString::fromUtf8(QT_TRANSLATE_NOOP(
            "planner", "NVIDIA CUDA Toolkit release notes, Table 3 (toolkit and minimum driver); CUDA "
                       "compute capability support; PyTorch 2.8 release (CUDA 12.6 / 12.8 / 12.9 builds)"));
    }
    env.recommendedDriver = minimumDriverForCuda(env.recommendedToolkit.mid(5));
    return env;
}

SoftwareEnvironment softwareFor(const catalog::Accelerator &acc, const Workload &w)
{
    SoftwareEnvironment env = softwareFor(acc);
    if (domainSoftware(acc, w, env) || w.task != Task::VideoProcessing || acc.stack != QLatin1String("cuda"))
        return env;
    // Ubuntu 24.04 ships FFmpeg 6.1 and GStreamer 1.24 (nvcodec plugin in gst-plugins-bad), both
    // built against nv-codec-headers 12.1 (Video Codec SDK 12.1: Linux driver 530.41 or newer); the
    // container needs NVIDIA_DRIVER_CAPABILITIES to include "video" to see the engines.
    env.kind = StackKind::Video;
    env.os = QStringLiteral("Ubuntu 24.04 LTS");
    env.recommendedFramework =
        QStringLiteral("FFmpeg 6.1 / GStreamer 1.24 (NVENC/NVDEC, Video Codec SDK 12.1)"); // names only: read in any language
    env.baseImage = QStringLiteral("nvidia/cuda:12.8.0-runtime-ubuntu24.04");
    env.sources = QString::fromUtf8(QT_TRANSLATE_NOOP(
        "planner", "NVIDIA Video Codec SDK 12.1 release notes (driver 530.41 or newer), NVENC/NVDEC support "
                   "matrix; Ubuntu 24.04 ffmpeg 6.1 and gstreamer1.0-plugins-bad 1.24 (nvcodec) packages; "
                   "NVIDIA Container Toolkit driver capabilities (video); NVIDIA CUDA Toolkit release notes, "
                   "Table 3 (toolkit and minimum driver)"));
    return env;
}

} // namespace gpuplanner::planner
