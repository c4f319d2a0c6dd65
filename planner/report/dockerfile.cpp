#include "planner/report/dockerfile.h"

#include "planner/workload/format.h"
#include "planner/report/exporttext.h"
#include "planner/report/reportformat.h"
#include "planner/sizing/software.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::report {

namespace {

QString firstVersion(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("(\\d+\\.\\d+(?:\\.\\d+)?)"));
    const QRegularExpressionMatch m = re.match(text);
    return m.hasMatch() ? m.captured(1) : QString();
}

// The validation script; it reads the plan's figures from the environment set above it.
const char *kValidate = R"PY(import os
import sys
import time

import torch

problems = []
want_python = os.environ["PLAN_PYTHON_VERSION"]
have_python = "%d.%d" % sys.version_info[:2]
if have_python != want_python:
    problems.append("Python %s, the plan pins %s" % (have_python, want_python))
want_torch = os.environ["PLAN_TORCH_VERSION"]
if torch.__version__.split("+")[0] != want_torch:
    problems.append("torch %s, the plan pins %s" % (torch.__version__, want_torch))
want_cuda = os.environ.get("PLAN_CUDA_VERSION", "")
if want_cuda and torch.version.cuda and not torch.version.cuda.startswith(want_cuda):
    problems.append("torch built for CUDA %s, the plan uses %s" % (torch.version.cuda, want_cuda))

if "--gpu" in sys.argv:
    expected = int(os.environ["PLAN_EXPECTED_GPUS"])
    need_gb = float(os.environ["PLAN_MIN_GPU_MEMORY_GB"])
    count = torch.cuda.device_count()
    if count < expected:
        problems.append("%d GPUs visible, the plan needs %d" % (count, expected))
    for i in range(count):
        p = torch.cuda.get_device_properties(i)
        gb = p.total_memory / 1e9
        print("GPU %d: %s, %.1f GB" % (i, p.name, gb))
        if gb < need_gb:
            problems.append("GPU %d has %.1f GB, the plan needs %.1f GB" % (i, gb, need_gb))
        x = torch.randn(8192, 8192, device="cuda:%d" % i, dtype=torch.bfloat16)
        torch.cuda.synchronize(i)
        start, runs = time.time(), 0
        while time.time() - start < float(os.environ.get("PLAN_BURN_SECONDS", "20")):
            x @ x
            runs += 1
        torch.cuda.synchronize(i)
        seconds = time.time() - start
        print("GPU %d: %.0f dense BF16 TFLOPS over %.0f s; record temperature and power now (nvidia-smi or rocm-smi)"
              % (i, 2 * 8192 ** 3 * runs / seconds / 1e12, seconds))

if problems:
    print("\n".join(problems))
    sys.exit(1)
print("The environment matches the plan.")
)PY";

// The video plan's check: FFmpeg and GStreamer see the NVENC/NVDEC engines; with --gpu each GPU
// encodes a short 1080p test pattern on its own engine.
const char *kValidateVideo = R"SH(#!/bin/sh
set -u
problems=0
for codec in h264_nvenc hevc_nvenc; do
    ffmpeg -hide_banner -encoders 2>/dev/null | grep -q " $codec " || { echo "FFmpeg lacks $codec"; problems=1; }
done
ffmpeg -hide_banner -hwaccels 2>/dev/null | grep -q "^cuda$" || { echo "FFmpeg lacks the cuda hwaccel (NVDEC)"; problems=1; }
if [ "${1:-}" = "--gpu" ]; then
    gst-inspect-1.0 nvcodec >/dev/null 2>&1 || echo "GStreamer's nvcodec plugin finds no engine (FFmpeg is enough)"
    count=$(nvidia-smi -L | grep -c "^GPU ")
    if [ "$count" -lt "$PLAN_EXPECTED_GPUS" ]; then
        echo "$count GPUs visible, the plan needs $PLAN_EXPECTED_GPUS"; problems=1
    fi
    i=0
    while [ "$i" -lt "$count" ]; do
        if ffmpeg -hide_banner -loglevel error -f lavfi -i testsrc2=size=1920x1080:rate=30 -t 10 \
               -c:v h264_nvenc -gpu "$i" -f null -; then
            echo "GPU $i: NVENC encodes 1080p30"
        else
            echo "GPU $i: NVENC test failed (is NVIDIA_DRIVER_CAPABILITIES missing video?)"; problems=1
        fi
        i=$((i + 1))
    done
fi
[ "$problems" -eq 0 ] || exit 1
echo "The environment matches the plan."
)SH";

// A domain stack's check (RAPIDS, a molecular-dynamics engine): the stack's own command, then with
// --gpu every GPU visible with the memory the plan needs, read from nvidia-smi (no framework to ask).
const char *kValidateDomain = R"SH(#!/bin/sh
set -u
problems=0
if ! sh -c "$PLAN_STACK_CHECK"; then
    echo "The stack's check failed: $PLAN_STACK_CHECK"; problems=1
fi
if [ "${1:-}" = "--gpu" ]; then
    count=$(nvidia-smi -L | grep -c "^GPU ")
    if [ "$count" -lt "$PLAN_EXPECTED_GPUS" ]; then
        echo "$count GPUs visible, the plan needs $PLAN_EXPECTED_GPUS"; problems=1
    fi
    list=$(mktemp)
    nvidia-smi --query-gpu=index,name,memory.total --format=csv,noheader,nounits > "$list"
    while IFS=, read -r i name mib; do
        gb=$(awk -v m="$mib" 'BEGIN { printf "%.1f", m * 1048576 / 1e9 }')
        echo "GPU $i:$name, $gb GB"
        if awk -v g="$gb" -v n="$PLAN_MIN_GPU_MEMORY_GB" 'BEGIN { exit !(g < n) }'; then
            echo "GPU $i has $gb GB, the plan needs $PLAN_MIN_GPU_MEMORY_GB GB"; problems=1
        fi
    done < "$list"
    rm -f "$list"
fi
[ "$problems" -eq 0 ] || exit 1
echo "The environment matches the plan."
)SH";

// The lines every Dockerfile starts with: the syntax, what it is for, and who wrote it when.
QString header(const QString &what, const QString &planName, int gpusPerNode, const QString &gpuName,
               const QString &catalogVersion)
{
    return QStringLiteral("# syntax=docker/dockerfile:1\n") +
           QStringLiteral("# %1 of the plan \"%2\": %3 × %4 per node.\n").arg(what, planName, QString::number(gpusPerNode), gpuName) +
           QStringLiteral("# Generated %1 by %2 %3 (catalog %4).\n")
               .arg(today(), QCoreApplication::applicationName(), QCoreApplication::applicationVersion(), catalogVersion);
}

// The opening of a Dockerfile whose stack needs no deep-learning framework (video, the domain stacks):
// the header, `stackLine` (what runs), the host's driver, the sources, and the base image pinned by its
// tag.
QString frameworklessOpening(const PlanDocument &plan, const PlanView &view, const QString &catalogVersion,
                             const planner::SoftwareEnvironment &env, const QString &what,
                             const QString &stackLine)
{
    const planner::Evaluation &e = view.evaluation;
    const QString gpuName = view.accelerator ? oneLine(view.accelerator->name) : QString();
    const QString driver = oneLine(e.chosen.driver.isEmpty() ? env.recommendedDriver : e.chosen.driver);
    QString d = header(what, oneLine(plan.name), e.sizing.gpusPerNode, gpuName, catalogVersion) + stackLine;
    d += QStringLiteral("# The host needs driver >= %1 and the NVIDIA Container Toolkit.\n").arg(driver);
    d += QStringLiteral("# Sources: %1.\n").arg(oneLine(env.sources));
    d += QStringLiteral("# The base image is pinned by its tag; after the first pull pin its digest as well:\n"
                        "#   docker inspect --format '{{index .RepoDigests 0}}' %1\n")
             .arg(env.baseImage);
    d += QStringLiteral("ARG BASE_IMAGE=%1\nFROM ${BASE_IMAGE}\n\n").arg(env.baseImage);
    return d;
}

// The validation script copied into the image, with how to run it on the rented machine: `atBuild` is
// what the build checks, `onMachine` what --gpu adds.
QString validationBlock(const char *script, const QString &atBuild, const QString &onMachine)
{
    return QStringLiteral("# Validation: %1 at build time; on the rented machine run\n#   docker run "
                          "--rm --gpus all IMAGE sh /opt/plan/validate.sh --gpu\n# to check that "
                          "every GPU is visible %2.\n")
               .arg(atBuild, onMachine) +
           QStringLiteral("COPY <<'EOF' /opt/plan/validate.sh\n") + QString::fromUtf8(script) +
           QStringLiteral("EOF\n");
}

QString videoDockerfileText(const PlanDocument &plan, const PlanView &view, const QString &catalogVersion,
                            const planner::SoftwareEnvironment &env)
{
    QString d = frameworklessOpening(
        plan, view, catalogVersion, env, QStringLiteral("Video environment"),
        QStringLiteral(
            "# FFmpeg and GStreamer on the NVENC/NVDEC engines (%1); no deep-learning framework.\n")
            .arg(oneLine(env.recommendedFramework)));
    d += QStringLiteral("# Without \"video\" in the driver capabilities the container sees no NVENC/NVDEC engine.\n");
    d += QStringLiteral(
             "ENV NVIDIA_DRIVER_CAPABILITIES=compute,utility,video \\\n    PLAN_EXPECTED_GPUS=%1\n\n")
             .arg(view.evaluation.sizing.gpusPerNode);
    d += QStringLiteral("RUN apt-get update \\\n"
                        "    && apt-get install -y --no-install-recommends ffmpeg gstreamer1.0-tools "
                        "gstreamer1.0-plugins-bad gstreamer1.0-plugins-good \\\n"
                        "    && rm -rf /var/lib/apt/lists/*\n\n");
    d += QStringLiteral("WORKDIR /workspace\n\n");
    d += validationBlock(kValidateVideo, QStringLiteral("codecs"),
                         QStringLiteral("and encodes on its own engine"));
    d += QStringLiteral("RUN sh /opt/plan/validate.sh\n");
    return d;
}

// How the domain stack gets into the image: RAPIDS ships in its base image, OpenMM from PyPI, GROMACS
// built from its release tarball; NAMD (registration), LAMMPS (a build per GPU architecture) and Amber
// (licensed) are added by the user, and the build-time check waits for them.
QString domainInstall(const planner::SoftwareEnvironment &env, planner::MdEngine engine,
                      const QString &chosen, bool &installed)
{
    installed = true;
    // The release the plan pins where it names the same stack (digits and dots only reach a RUN line).
    const QString product = env.recommendedFramework.section(QLatin1Char(' '), 0, 0);
    const QString chosenVersion =
        chosen.section(QLatin1Char(' '), 0, 0) == product ? firstVersion(chosen) : QString();
    const QString version = chosenVersion.isEmpty() ? firstVersion(env.recommendedFramework) : chosenVersion;
    if (env.kind == planner::StackKind::Rapids)
        return QStringLiteral("# RAPIDS (cuDF, cuSpatial) comes with the base image.\n\n");
    if (env.kind == planner::StackKind::Rendering)
        return QStringLiteral(
            "# Blender bundles its CUDA and OptiX kernels; OptiX needs the driver's ray-tracing libraries.\n"
            "# Pin the LTS line's newest patch release here.\n"
            "ARG BLENDER_VERSION=4.5.0\n"
            "ENV NVIDIA_DRIVER_CAPABILITIES=all\n"
            "RUN apt-get update \\\n"
            "    && apt-get install -y --no-install-recommends wget ca-certificates xz-utils libxi6 "
            "libxxf86vm1 \\\n"
            "       libxfixes3 libxrender1 libxkbcommon0 libsm6 libgl1 libegl1 \\\n"
            "    && rm -rf /var/lib/apt/lists/* \\\n"
            "    && wget -q "
            "https://download.blender.org/release/Blender4.5/blender-${BLENDER_VERSION}-linux-x64.tar.xz \\\n"
            "    && tar xJf blender-${BLENDER_VERSION}-linux-x64.tar.xz -C /opt && rm "
            "blender-${BLENDER_VERSION}-linux-x64.tar.xz \\\n"
            "    && ln -s /opt/blender-${BLENDER_VERSION}-linux-x64/blender /usr/local/bin/blender\n\n");
    const bool md = env.kind == planner::StackKind::MolecularDynamics;
    if (md && engine == planner::MdEngine::Openmm)
        return QStringLiteral("RUN apt-get update \\\n"
                              "    && apt-get install -y --no-install-recommends python3 python3-venv \\\n"
                              "    && rm -rf /var/lib/apt/lists/* \\\n"
                              "    && python3 -m venv /opt/venv \\\n"
                              "    && /opt/venv/bin/pip install --no-cache-dir \"openmm[cuda12]==%1\"\n"
                              "ENV PATH=/opt/venv/bin:$PATH\n\n")
            .arg(version);
    if (md && engine == planner::MdEngine::Gromacs)
        return QStringLiteral(
                   "RUN apt-get update \\\n"
                   "    && apt-get install -y --no-install-recommends cmake g++ make wget ca-certificates "
                   "\\\n"
                   "    && rm -rf /var/lib/apt/lists/* \\\n"
                   "    && cd /tmp && wget -q https://ftp.gromacs.org/gromacs/gromacs-%1.tar.gz \\\n"
                   "    && tar xzf gromacs-%1.tar.gz && cd gromacs-%1 && mkdir build && cd build \\\n"
                   "    && cmake .. -DGMX_GPU=CUDA -DGMX_BUILD_OWN_FFTW=ON "
                   "-DCMAKE_INSTALL_PREFIX=/opt/gromacs \\\n"
                   "    && make -j\"$(nproc)\" && make install && cd / && rm -rf /tmp/gromacs-%1*\n"
                   "ENV PATH=/opt/gromacs/bin:$PATH\n\n")
            .arg(version);
    installed = false;
    if (env.kind == planner::StackKind::Hpc)
        return QStringLiteral(
            "# Add the NVIDIA HPC SDK 26.11 here (NVIDIA's apt repository or the tarball from\n"
            "# developer.nvidia.com/hpc-sdk), then enable the check at the end.\n\n");
    const QString how = engine == planner::MdEngine::Namd
                            ? QStringLiteral("the CUDA build from the Theoretical and Computational "
                                             "Biophysics Group, after registration")
                        : engine == planner::MdEngine::Lammps
                            ? QStringLiteral("built from tag stable_22Jul2025 with the KOKKOS or GPU package "
                                             "for this GPU's architecture")
                            : QStringLiteral("pmemd.cuda built from the licensed Amber source");
    return QStringLiteral("# Add %1 here (%2),\n# then enable the check at the end.\n\n")
        .arg(oneLine(env.recommendedFramework), how);
}

QString domainDockerfileText(const PlanDocument &plan, const PlanView &view, const QString &catalogVersion,
                             const planner::SoftwareEnvironment &env)
{
    const planner::Evaluation &e = view.evaluation;
    QString d =
        frameworklessOpening(plan, view, catalogVersion, env, QStringLiteral("Environment"),
                             QStringLiteral("# %1 on %2; no deep-learning framework.\n")
                                 .arg(oneLine(env.recommendedFramework), oneLine(env.recommendedToolkit)));
    bool installed = true;
    d += domainInstall(env, e.workload.media.mdEngine, e.chosen.framework, installed);
    // The check is a constant of the stack (software_domain.cpp), never the plan's text; single quotes
    // keep it one word for ENV.
    d += QStringLiteral(
             "ENV PLAN_STACK_CHECK='%1' \\\n    PLAN_EXPECTED_GPUS=%2 \\\n    PLAN_MIN_GPU_MEMORY_GB=%3\n\n")
             .arg(env.checkCommand)
             .arg(e.sizing.gpusPerNode)
             .arg(planner::num(e.sizing.memory.perGpuTotalGb, 1));
    d += validationBlock(kValidateDomain, QStringLiteral("the stack"), QStringLiteral("with enough memory"));
    d += installed ? QStringLiteral("RUN sh /opt/plan/validate.sh\n")
                   : QStringLiteral("# RUN sh /opt/plan/validate.sh\n");
    return d;
}

} // namespace

QString dockerfileText(const PlanDocument &plan, const PlanView &view, const QString &catalogVersion)
{
    const planner::Evaluation &e = view.evaluation;
    const catalog::Accelerator *acc = view.accelerator;
    const planner::SoftwareEnvironment env =
        acc ? planner::softwareFor(*acc, view.evaluation.workload) : planner::SoftwareEnvironment{};
    if (env.video())
        return videoDockerfileText(plan, view, catalogVersion, env);
    if (env.kind != planner::StackKind::Framework)
        return domainDockerfileText(plan, view, catalogVersion, env);
    const bool cuda = env.stack == QLatin1String("cuda");
    const bool imageKnown = !env.baseImage.isEmpty() && oneLine(env.baseImage) == env.baseImage &&
                            !env.baseImage.contains(QLatin1Char(' '));
    const QString torch = firstVersion(e.chosen.framework.isEmpty() ? env.recommendedFramework : e.chosen.framework);
    const QString imageTorch = firstVersion(env.recommendedFramework);
    static const QRegularExpression py(QStringLiteral("py(\\d+\\.\\d+)"));
    const QRegularExpressionMatch pm = py.match(env.baseImage);
    const QString python = pm.hasMatch() ? pm.captured(1) : QStringLiteral("3.11");
    // Only digits and dots of a version reach an instruction (ENV, RUN): the plan's text does not.
    const QString toolkit = cuda ? firstVersion(e.chosen.toolkit.isEmpty() ? env.recommendedToolkit : e.chosen.toolkit) : QString();
    // Texts in comments stay on their line.
    const QString planName = oneLine(plan.name), gpuName = acc ? oneLine(acc->name) : QString();
    const QString driver = oneLine(e.chosen.driver.isEmpty() ? env.recommendedDriver : e.chosen.driver);

    QString d = header(QStringLiteral("Environment"), planName, e.sizing.gpusPerNode, gpuName, catalogVersion);
    d += QStringLiteral("# The host needs %1 with driver >= %2 and a container runtime with GPU access.\n")
             .arg(cuda ? QStringLiteral("CUDA ") + toolkit : oneLine(env.recommendedToolkit), driver);
    d += QStringLiteral("# Sources: %1.\n").arg(oneLine(env.sources));
    if (imageKnown) {
        d += QStringLiteral("# The base image is pinned by its tag; after the first pull pin its digest as well:\n"
                            "#   docker inspect --format '{{index .RepoDigests 0}}' %1\n")
                 .arg(env.baseImage);
        d += QStringLiteral("ARG BASE_IMAGE=%1\n").arg(env.baseImage);
    } else {
        d += QStringLiteral("# No public image name is known for this stack (%1): build with\n"
                            "#   --build-arg BASE_IMAGE=<the vendor's PyTorch image for %2>\n")
                 .arg(oneLine(env.baseImage), oneLine(env.recommendedToolkit));
        d += QStringLiteral("ARG BASE_IMAGE\n");
    }
    d += QStringLiteral("FROM ${BASE_IMAGE}\n\n");
    d += QStringLiteral("ENV PYTHONUNBUFFERED=1 \\\n    PLAN_PYTHON_VERSION=%1 \\\n    PLAN_TORCH_VERSION=%2 \\\n")
             .arg(python, torch);
    if (cuda)
        d += QStringLiteral("    PLAN_CUDA_VERSION=%1 \\\n").arg(toolkit);
    d += QStringLiteral("    PLAN_EXPECTED_GPUS=%1 \\\n    PLAN_MIN_GPU_MEMORY_GB=%2\n\n")
             .arg(e.sizing.gpusPerNode)
             .arg(planner::num(e.sizing.memory.perGpuTotalGb, 1));
    if (cuda && !torch.isEmpty() && torch != imageTorch) {
        QString cu = toolkit;
        cu.remove(QLatin1Char('.'));
        d += QStringLiteral("# The plan pins torch %1, the base image ships %2.\n"
                            "RUN pip install --no-cache-dir \"torch==%1\" --index-url https://download.pytorch.org/whl/cu%3\n\n")
                 .arg(torch, imageTorch, cu);
    }
    d += QStringLiteral("WORKDIR /workspace\n\n");
    d += QStringLiteral("# Validation: versions at build time; on the rented machine run\n#   docker run "
                        "--rm --gpus all IMAGE python /opt/plan/validate.py --gpu\n# to check that "
                        "every GPU is visible with enough memory and to load each for a short while.\n");
    d += QStringLiteral("COPY <<'EOF' /opt/plan/validate.py\n") + QString::fromUtf8(kValidate) + QStringLiteral("EOF\n");
    d += QStringLiteral("RUN python /opt/plan/validate.py\n");
    return d;
}

} // namespace gpuplanner::report
