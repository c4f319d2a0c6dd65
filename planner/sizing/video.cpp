// Video processing (issue 23): NVENC streams per GPU by encoder preset, and each stream's bitrate by
// codec, which sets the egress that dominates the cost of such plans.
//
// Constants (Assumptions, assumptions.h), with their sources and arithmetic:
// - nvencFps1080FastestPreset 850 and nvencFps1080SlowestPreset 230: H.264 1080p frames per second
//   of one NVENC engine at its fastest (P1) and slowest (P7) preset, NVIDIA's published per-engine
//   rates as summarised in issue 23 (NVENC Application Note, Video Codec SDK 12; its table is an
//   image in every stored copy). Presets between are geometric: one step is (230 / 850)^(1/6) =
//   0.804, so P4 = √(850 × 230) = 442 fps. Checked on tests/data/fidelity: one RTX 5090 engine,
//   AV1 2160p60, P1 2.79× real time = 167.4 fps × 4 (pixels of 2160p ÷ 1080p) = 670 fps-equivalent
//   (model 850, 1.27×); P7 1.00× real time = 240 fps-equivalent (model 230, 0.96×).
// - The preset when none is given is P7: measured rates at tools' default settings on Ampere and
//   Turing engines sit there (HandBrake maintainer, HandBrake/HandBrake#6998: "around 200~250fps
//   per engine" → 225, model 230, 1.02×). fast / balanced / quality are FFmpeg's aliases of
//   P1 / P4 / P7 (libavcodec/nvenc.c PRESET_ALIAS), read in workloadjson.cpp.
// - videoMbps1080H264 8: the 1080p H.264 stream the engine has always assumed (broadcast quality,
//   estimate; dims_io.cpp, costcontext.cpp); scaled by pixels, (height ÷ 1080)².
// - videoBitrateFactorHevc 0.65: HEVC Main saves about 35% of H.264 High's bitrate at equal PSNR
//   (Ohm et al., "Comparison of the Coding Efficiency of Video Coding Standards", IEEE TCSVT 22(12),
//   2012) → 1 − 0.35.
// - videoBitrateFactorAv1 0.60: NVIDIA's Ada AV1 encoder "40% more efficient than H.264" (NVIDIA
//   Video Codec SDK 12 / Ada Lovelace AV1 announcement, 2022) → 1 − 0.40.
// No published source separates the per-engine frame rate by codec; H.264, HEVC and AV1 share it
// (the RTX 5090 AV1 P7 figure, 240, sits on the H.264 P7 rate, 230).
// - NVDEC: frames per second of 1080p 4:2:0 per engine, by decoder generation and codec, from the
//   table "NVDEC Decoding Performance" (NVIDIA NVDEC Application Note, Video Codec SDK 13.0, §3;
//   measured at each generation's highest video clock: Pascal 1544, Turing 1860, Ampere GA10x 1665,
//   Ada 2160, Blackwell 2362 MHz). The note gives Hopper and GA100 (A100, A30; compute capability
//   8.0) Turing's decoder, scaled by their video clock, which the catalog does not hold: Turing's row
//   is used as is. Volta is not in the table: the Pascal row, the generation before Turing, stands for
//   it. Several sessions spread over the engines (the note: per-engine figure × engines); a transcode
//   decodes H.264 ingest (decodedCodec), an analysis the codec given. 4K at a quarter of the 1080p rate by
//   pixels; the one 4K measurement stored (RTX 5090, 335 fps of 2160p AV1 on one engine) is 1.2× that.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner {

int nvencPresetUsed(const MediaInput &m)
{
    return m.nvencPreset >= 1 && m.nvencPreset <= 7 ? m.nvencPreset : 7;
}

double nvencFps1080(int preset, const Assumptions &a)
{
    const double step = std::clamp(preset, 1, 7) - 1;
    return a.nvencFps1080FastestPreset *
           std::pow(a.nvencFps1080SlowestPreset / a.nvencFps1080FastestPreset, step / 6.0);
}

double videoBitrateMbps(const MediaInput &m, const Assumptions &a)
{
    if (m.bitrateMbps > 0)
        return m.bitrateMbps;
    const double factor = m.codec == VideoCodec::Av1    ? a.videoBitrateFactorAv1
                          : m.codec == VideoCodec::Hevc ? a.videoBitrateFactorHevc
                                                        : 1.0;
    const double scale = double(m.resolutionHeight) / 1080.0;
    return a.videoMbps1080H264 * factor * scale * scale;
}

NvdecRate nvdecFps1080(const catalog::Accelerator &acc, VideoCodec codec, const Assumptions &a)
{
    struct Row
    {
        const char *generation;
        double h264, hevc, av1; // 0: the codec is not decoded in hardware
    };
    static constexpr Row kPascal{"Pascal", 694, 810, 0};
    static constexpr Row kTuring{"Turing", 771, 1316, 0};
    static constexpr Row kAmpere{"Ampere GA10x", 748, 1415, 790};
    static constexpr Row kAda{"Ada", 903, 1641, 1018};
    static constexpr Row kBlackwell{"Blackwell", 2172, 1872, 1119};
    if (acc.videoDecoders == 0)
        return {};
    if (acc.vendor != QLatin1String("NVIDIA")) // AMD VCN and others: no published per-engine rate
        return {a.nvdecStreamsPerEngine1080p30 * 30.0,
                QCoreApplication::translate("planner", "an estimate: no published rate for this decoder")};
    const QString &arch = acc.architecture;
    const Row &row = arch == QLatin1String("Blackwell")      ? kBlackwell
                     : arch == QLatin1String("Ada Lovelace") ? kAda
                     : arch == QLatin1String("Ampere") && acc.computeCapability != QLatin1String("8.0")
                         ? kAmpere
                     : arch == QLatin1String("Volta") || arch == QLatin1String("Pascal")
                         ? kPascal
                         : kTuring; // Turing, Hopper, GA100
    const double fps = codec == VideoCodec::Av1 ? row.av1 : codec == VideoCodec::Hevc ? row.hevc : row.h264;
    QString generation = QString::fromLatin1(row.generation);
    if (&row == &kTuring && arch != QLatin1String("Turing"))
        generation = QCoreApplication::translate("planner", "Turing-class decoder of %1").arg(arch);
    else if (&row == &kPascal && arch != QLatin1String("Pascal"))
        generation = QCoreApplication::translate("planner", "Pascal row for %1 (not in the table)").arg(arch);
    return {fps, generation};
}

namespace {

// Engine capacity scales with pixel rate relative to 1080p30.
double pixelScale(int height, double fps)
{
    return (double(height) * height * fps) / (1080.0 * 1080.0 * 30.0);
}

// Real-time streams one GPU's encoders carry (the output) and its decoders (the source).
struct EngineStreams
{
    double encode = 0, decode = 0;
};

EngineStreams engineStreams(const MediaInput &v, const catalog::Accelerator &acc, const Assumptions &a)
{
    return {acc.videoEncoders * nvencFps1080(nvencPresetUsed(v), a) / 30.0 /
                pixelScale(v.resolutionHeight, v.fps),
            acc.videoDecoders * nvdecFps1080(acc, decodedCodec(v), a).fps / 30.0 /
                pixelScale(decodedHeight(v), decodedFps(v))};
}

} // namespace

void sizeVideo(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    const MediaInput &v = w.media;
    const EngineStreams engines = engineStreams(v, acc, a);
    const double perGpu = v.encode ? std::min(engines.encode, engines.decode) : engines.decode;
    WorkResult &r = s.work;
    r.unit = QStringLiteral("stream");
    r.streamCapacity = perGpu;
    r.perGpuRate = std::floor(perGpu);
    r.required = std::max(1, v.streams);
    r.samplesPerS = r.perGpuRate * s.totalGpus();
    s.memory.activationsGb = a.videoGbPerStream * std::min(r.perGpuRate, std::ceil(r.required / s.totalGpus()));
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = r.perGpuRate >= 1 && s.memory.perGpuTotalGb <= acc.memoryGb;
    s.meetsTarget = s.fits && r.samplesPerS >= r.required;
    r.dataReadMBs = 0;
    if (!s.fits)
        s.shortfallKind = Shortfall::NoVideoEngine; // or no NVENC: capabilityShortfall() in sizeOnGpu()
    else if (!s.meetsTarget)
        s.shortfallKind = Shortfall::Capacity;
}

namespace {

void videoWhy(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a,
              QStringList &why)
{
    const MediaInput &v = w.media;
    const WorkResult &r = s.work;
    const int gpus = s.totalGpus();
    why << QCoreApplication::translate("planner", "Needed: %1 concurrent streams; one GPU runs %2 at once, "
                                                  "%n GPU(s) run %3.", nullptr, gpus)
               .arg(num(r.required, 0), num(r.perGpuRate, 0), num(r.samplesPerS, 0));
    if (r.streamCapacity > r.perGpuRate + 0.005) // the engines' real-time share, before whole streams
        why << QCoreApplication::translate("planner", "One GPU's video engines keep %1 streams in real time "
                                                      "(%2× real time per stream); only whole streams count, "
                                                      "so %3.")
                   .arg(num(r.streamCapacity, 2), num(r.streamCapacity / std::max(1.0, r.perGpuRate), 2),
                        num(r.perGpuRate, 0));
    const int preset = nvencPresetUsed(v);
    const double fps = nvencFps1080(preset, a);
    if (v.encode) // an analysis encodes nothing
        why << QCoreApplication::translate(
                   "planner",
                   "NVENC preset P%1%2: %3 frames/s of 1080p per engine (%4 at P1 to %5 at P7, NVIDIA's "
                   "per-engine H.264 rates, geometric between) = %6 sessions of 1080p30 per engine; "
                   "%7 NVENC and %8 NVDEC on this GPU; scaled by pixel rate.")
                   .arg(preset)
                   .arg(v.nvencPreset == 0
                            ? QCoreApplication::translate(
                                  "planner", " (none given: the slowest, as tools' default settings "
                                             "measure on Turing and Ampere engines)")
                            : QString())
                   .arg(num(fps, 0), num(a.nvencFps1080FastestPreset, 0), num(a.nvencFps1080SlowestPreset, 0),
                        num(fps / 30.0, 1))
                   .arg(acc.videoEncoders)
                   .arg(acc.videoDecoders);
    const NvdecRate dec = nvdecFps1080(acc, decodedCodec(v), a);
    if (dec.fps > 0 && acc.vendor != QLatin1String("NVIDIA"))
        why << QCoreApplication::translate("planner",
                                           "Video decoders: %1 frames/s of 1080p per engine (%2) = %3 "
                                           "sessions of 1080p30 per engine, %4 on the GPU's %5 engines.")
                   .arg(num(dec.fps, 0), dec.generation, num(dec.fps / 30.0, 1),
                        num(dec.fps / 30.0 * acc.videoDecoders, 0))
                   .arg(acc.videoDecoders);
    else if (dec.fps > 0)
        why << QCoreApplication::translate(
                   "planner",
                   "NVDEC: %1 frames/s of 1080p %2 per engine (%3; NVIDIA NVDEC Application Note, "
                   "Video Codec SDK 13.0, at the generation's highest video clock) = %4 sessions of "
                   "1080p30 per engine, %5 on the GPU's %6 engines.")
                   .arg(num(dec.fps, 0), codecName(decodedCodec(v)), dec.generation, num(dec.fps / 30.0, 1),
                        num(dec.fps / 30.0 * acc.videoDecoders, 0))
                   .arg(acc.videoDecoders);
    if (!v.encode)
        return; // no video leaves an analysis
    // Encoders and decoders each carry their own side of a transcode; the fewer streams sets the rate.
    const EngineStreams engines = engineStreams(v, acc, a);
    why << QCoreApplication::translate("planner",
                                       "Each stream decodes %1 %2p at %3 fps%4 and encodes %5 %6p at "
                                       "%7 fps: the decoders carry %8 streams, the encoders %9; the "
                                       "fewer sets the rate.")
               .arg(codecName(decodedCodec(v)))
               .arg(decodedHeight(v))
               .arg(num(decodedFps(v), 0),
                    v.sourceCodec || v.sourceHeight > 0 || v.sourceFps > 0
                        ? QCoreApplication::translate("planner", " (the source, as given)")
                        : QCoreApplication::translate("planner", " (no source given: H.264 at the output's "
                                                                 "resolution and rate)"),
                    codecName(v.codec))
               .arg(v.resolutionHeight)
               .arg(num(v.fps, 0), num(engines.decode, 2), num(engines.encode, 2));
    if (v.bitrateMbps > 0)
        why << QCoreApplication::translate("planner", "Output bitrate %1 Mbit/s per stream, as given.")
                   .arg(num(v.bitrateMbps, 1));
    else
        why << QCoreApplication::translate(
                   "planner", "Output bitrate %1 Mbit/s per stream: %2 Mbit/s for 1080p H.264 × %3 for %4 "
                              "(HEVC 0.65: about 35% less than H.264, Ohm et al. 2012; AV1 0.60: 40% less, "
                              "NVIDIA) × (%5 ÷ 1080)² for the resolution; it sets the egress.")
                   .arg(num(videoBitrateMbps(v, a), 1), num(a.videoMbps1080H264, 0),
                        num(v.codec == VideoCodec::Av1    ? a.videoBitrateFactorAv1
                            : v.codec == VideoCodec::Hevc ? a.videoBitrateFactorHevc
                                                          : 1.0,
                            2),
                        codecName(v.codec))
                   .arg(v.resolutionHeight);
}

} // namespace

bool domainWorkWhy(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a,
                   QStringList &why)
{
    if (w.task == Task::VideoProcessing) {
        videoWhy(w, acc, s, a, why);
        return true;
    }
    if (isMolecularDynamics(w)) {
        mdWhy(w, acc, s, a, why);
        return true;
    }
    if (isGeospatialJob(w)) {
        geospatialWhy(w, acc, s, a, why);
        return true;
    }
    return false;
}

} // namespace gpuplanner::planner
