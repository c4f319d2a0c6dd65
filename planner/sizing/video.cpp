// Video processing (issue 23): NVENC streams per GPU by encoder preset, and each stream's bitrate by
// codec, which sets the egress that dominates the cost of such plans.
//
// Constants (Assumptions, assumptions.h), with their sources and arithmetic:
// - NVENC: frames per second of 1080p 4:2:0 8-bit per engine, by encoder generation, codec and preset,
//   from the tables "NVENC H264 / HEVC / AV1 encoding performance in frames/second" (NVIDIA NVENC
//   Application Note, Video Codec SDK 13.0, §4; GTX 1060 for Pascal, RTX 8000 for Turing, RTX 3090 for
//   Ampere, RTX 4090 for Ada, at their highest video clocks 1708, 1950, 1950, 2415 MHz; Blackwell's
//   GPU and clock not named): the VBR rows with high-quality tuning, as a file or a VOD transcode is
//   encoded, or with video.tuning "low_latency" (a live stream) the CBR rows with low-latency tuning,
//   0.70–1.9× of them (Ada HEVC P3 494 against 706, HEVC P7 343 against 181). The table gives P1, P3,
//   P5 and P7; P2, P4 and P6 are the geometric mean of their neighbours (Ada AV1 P4 = √(549 × 440) =
//   491). Volta is not in the table: the note gives it Pascal's rate scaled by the video clock, which
//   the catalog does not hold, so Pascal's row is used as is; GA100 and Hopper have no NVENC. AV1 from
//   Ada on.
//   The note: "performance should scale according to the video clocks"; the catalog holds no video
//   clock, so a card clocked below its generation's table card encodes somewhat below its row.
// - Above 1080p an engine keeps nvencPixelRate2160p 0.70 of its 1080p pixel rate at 2160p (geometric
//   in pixels between): one RTX 5090 engine, AV1 2160p60 P1, 2.79× real time = 167.4 fps × 4 = 670
//   fps of 1080p against the table's 957 (fit row); hold-outs 0.60–0.73 (P4, P5, P7, RTX 4090 P5).
// - The preset when none is given is P7: measured rates at tools' default settings on Ampere and
//   Turing engines sit there (HandBrake maintainer, HandBrake/HandBrake#6998: "around 200~250fps
//   per engine" → 225; Ampere H.264 P7 213, 0.95×). fast / balanced / quality are FFmpeg's aliases of
//   P1 / P4 / P7 (libavcodec/nvenc.c PRESET_ALIAS), read in workloadjson.cpp. Checked against the
//   earlier single curve (850 fps at P1 to 230 at P7 for every generation and codec): GTX 1050 Ti HEVC
//   "quality" 0.88 → 1.00, RTX 2080 Ti 1.32 → 0.98, A10G H.264 P4 1.19 → 1.09 (tests/data/fidelity).
// - videoMbps1080H264 8: the 1080p H.264 stream the engine has always assumed (broadcast quality,
//   estimate; dims_io.cpp, costcontext.cpp); scaled by pixels, (height ÷ 1080)².
// - videoBitrateFactorHevc 0.65: HEVC Main saves about 35% of H.264 High's bitrate at equal PSNR
//   (Ohm et al., "Comparison of the Coding Efficiency of Video Coding Standards", IEEE TCSVT 22(12),
//   2012) → 1 − 0.35.
// - videoBitrateFactorAv1 0.60: NVIDIA's Ada AV1 encoder "40% more efficient than H.264" (NVIDIA
//   Video Codec SDK 12 / Ada Lovelace AV1 announcement, 2022) → 1 − 0.40.
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

EncoderRate nvencFps1080(const catalog::Accelerator &acc, VideoCodec codec, int preset, bool lowLatency)
{
    struct Row
    {
        const char *generation;
        double h264[4], hevc[4], av1[4]; // P1, P3, P5, P7; AV1 0: not encoded in hardware
    };
    struct Generation
    {
        Row highQuality, lowLatency; // VBR with high-quality tuning; CBR with low-latency tuning
    };
    static constexpr Generation kPascal{{"Pascal", {692, 398, 327, 250}, {506, 443, 371, 260}, {0, 0, 0, 0}},
                                        {"Pascal", {667, 649, 363, 321}, {539, 442, 370, 345}, {0, 0, 0, 0}}};
    static constexpr Generation kTuring{{"Turing", {833, 602, 264, 207}, {920, 552, 334, 171}, {0, 0, 0, 0}},
                                        {"Turing", {855, 600, 271, 229}, {932, 463, 305, 306}, {0, 0, 0, 0}}};
    static constexpr Generation kAmpere{{"Ampere", {846, 617, 266, 213}, {939, 557, 335, 171}, {0, 0, 0, 0}},
                                        {"Ampere", {868, 613, 273, 231}, {943, 467, 307, 308}, {0, 0, 0, 0}}};
    static constexpr Generation kAda{
        {"Ada", {885, 647, 283, 211}, {1037, 706, 411, 181}, {741, 549, 440, 323}},
        {"Ada", {910, 652, 291, 247}, {1055, 494, 343, 343}, {1090, 774, 512, 356}}};
    static constexpr Generation kBlackwell{
        {"Blackwell", {948, 708, 317, 227}, {1119, 947, 521, 181}, {957, 678, 552, 401}},
        {"Blackwell", {977, 718, 323, 264}, {1134, 529, 506, 464}, {1076, 798, 624, 395}}};
    if (acc.videoEncoders == 0 || acc.vendor != QLatin1String("NVIDIA"))
        return {};
    const QString &arch = acc.architecture;
    const Generation &g = arch == QLatin1String("Blackwell")      ? kBlackwell
                          : arch == QLatin1String("Ada Lovelace") ? kAda
                          : arch == QLatin1String("Ampere")       ? kAmpere
                          : arch == QLatin1String("Turing")       ? kTuring
                                                                  : kPascal; // Pascal, Volta
    const Row &row = lowLatency ? g.lowLatency : g.highQuality;
    const double *rates = codec == VideoCodec::Av1    ? row.av1
                          : codec == VideoCodec::Hevc ? row.hevc
                                                      : row.h264;
    const int p = std::clamp(preset, 1, 7);
    const double fps = p % 2 == 1 ? rates[(p - 1) / 2] : std::sqrt(rates[p / 2 - 1] * rates[p / 2]);
    QString generation = QString::fromLatin1(row.generation);
    if (&g == &kPascal && arch != QLatin1String("Pascal"))
        generation = QCoreApplication::translate("planner", "Pascal row for %1 (not in the table)").arg(arch);
    return {fps, generation};
}

double nvencPixelRateAt(int height, const Assumptions &a)
{
    if (height <= 1080)
        return 1;
    const double pixels = double(height) * height / (1080.0 * 1080.0); // 4 at 2160p
    return std::pow(a.nvencPixelRate2160p, std::log(pixels) / std::log(4.0));
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

std::vector<int> renditionHeights(const MediaInput &m)
{
    // An adaptive-bitrate ladder steps down the usual heights from the output's.
    static constexpr int kLadder[] = {2160, 1440, 1080, 720, 480, 360};
    std::vector<int> out{m.resolutionHeight};
    for (const int h : kLadder)
        if (int(out.size()) < std::max(1, m.renditions) && h < out.back())
            out.push_back(h);
    return out;
}

double videoOutputMbps(const MediaInput &m, const Assumptions &a)
{
    const double top = videoBitrateMbps(m, a);
    double sum = 0;
    for (const int h : renditionHeights(m)) // each rendition by its pixels against the top one
        sum += top * double(h) * h / (double(m.resolutionHeight) * m.resolutionHeight);
    return sum;
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

// The encoders' load of one stream in 1080p30 sessions: every rendition of its ladder by its pixel rate,
// above 1080p at the engine's lower pixel rate there.
double encodeSessionsPerStream(const MediaInput &v, const Assumptions &a)
{
    double load = 0;
    for (const int h : renditionHeights(v))
        load += pixelScale(h, v.fps) / nvencPixelRateAt(h, a);
    return load;
}

EngineStreams engineStreams(const MediaInput &v, const catalog::Accelerator &acc, const Assumptions &a)
{
    return {acc.videoEncoders * nvencFps1080(acc, v.codec, nvencPresetUsed(v), v.nvencLowLatency).fps / 30.0 /
                encodeSessionsPerStream(v, a),
            acc.videoDecoders * nvdecFps1080(acc, decodedCodec(v), a).fps / 30.0 /
                pixelScale(decodedHeight(v), decodedFps(v))};
}

} // namespace

QString videoStreamsPerGpuText(const WorkResult &r, int gpus)
{
    // Its engines' whole streams, or its share of a capped node's sessions (GeForce: 8 ÷ 3 = 2.7).
    const double run = std::min(std::floor(r.perGpuRate), r.samplesPerS / std::max(1, gpus));
    return num(run, run == std::floor(run) ? 0 : 1);
}

int nvencSessionsPerSystem(const catalog::Accelerator &acc)
{
    // NVENC Application Note (Video Codec SDK 13.0, §3 "NVENC Licensing Policy"): "On non-qualified
    // GPUs, the number of concurrent encode sessions is limited to 8 per system", all such cards
    // together; qualified GPUs (data-centre, RTX professional) are limited by their capacity only.
    // GeForce and TITAN are the non-qualified ones.
    const bool geforce =
        acc.segment == QLatin1String("consumer") || acc.name.contains(QLatin1String("TITAN"));
    return acc.vendor == QLatin1String("NVIDIA") && acc.videoEncoders > 0 && geforce ? 8 : 0;
}

int videoStreamsPerNode(const MediaInput &v, const catalog::Accelerator &acc, int gpusPerNode,
                        double perGpuRate)
{
    const int engines = int(perGpuRate) * gpusPerNode;
    const int cap = v.encode ? nvencSessionsPerSystem(acc) : 0;
    // Each rendition is an encode session of its own.
    return cap > 0 ? std::min(engines, cap / int(renditionHeights(v).size())) : engines;
}

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
    // A GeForce system encodes at most 8 sessions, however many engines its cards hold.
    r.samplesPerS = double(videoStreamsPerNode(v, acc, s.gpusPerNode, r.perGpuRate)) * s.nodes;
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
    why << QCoreApplication::translate("planner",
                                       "Needed: %1 concurrent streams; one GPU runs %2 at once, "
                                       "%n GPU(s) run %3.",
                                       nullptr, gpus)
               .arg(num(r.required, 0), videoStreamsPerGpuText(r, gpus), num(r.samplesPerS, 0));
    if (const int cap = v.encode ? nvencSessionsPerSystem(acc) : 0;
        cap > 0 &&
        videoStreamsPerNode(v, acc, s.gpusPerNode, r.perGpuRate) < int(r.perGpuRate) * s.gpusPerNode)
        why << QCoreApplication::translate(
                   "planner",
                   "NVIDIA's driver runs at most %1 encode sessions on a system of GeForce or TITAN "
                   "cards, all of them together (NVENC Application Note, licensing policy), one a "
                   "rendition: each node runs %2 streams, not the %3 its engines could. Data-centre "
                   "and RTX professional cards (L4, L40S, RTX A-series) have no such limit.")
                   .arg(cap)
                   .arg(videoStreamsPerNode(v, acc, s.gpusPerNode, r.perGpuRate))
                   .arg(int(r.perGpuRate) * s.gpusPerNode);
    if (r.streamCapacity > r.perGpuRate + 0.005) // the engines' real-time share, before whole streams
        why << QCoreApplication::translate("planner", "One GPU's video engines keep %1 streams in real time "
                                                      "(%2× real time per stream); only whole streams count, "
                                                      "so %3.")
                   .arg(num(r.streamCapacity, 2), num(r.streamCapacity / std::max(1.0, r.perGpuRate), 2),
                        num(r.perGpuRate, 0));
    const int preset = nvencPresetUsed(v);
    const EncoderRate enc = nvencFps1080(acc, v.codec, preset, v.nvencLowLatency);
    if (v.encode && enc.fps > 0) { // an analysis encodes nothing
        why << QCoreApplication::translate(
                   "planner",
                   "NVENC preset P%1%2: %3 frames/s of 1080p %4 per engine (%5 encoder%6; NVIDIA NVENC "
                   "Application Note, Video Codec SDK 13.0, %7, at the generation's highest video clock) = "
                   "%8 sessions of 1080p30 per engine; %9 NVENC and %10 NVDEC on this GPU; scaled by pixel "
                   "rate.")
                   .arg(preset)
                   .arg(v.nvencPreset == 0
                            ? QCoreApplication::translate(
                                  "planner", " (none given: the slowest, as tools' default settings "
                                             "measure on Turing and Ampere engines)")
                            : QString())
                   .arg(num(enc.fps, 0), codecName(v.codec), enc.generation,
                        preset % 2 == 0
                            ? QCoreApplication::translate(
                                  "planner", "; the table gives P%1 and P%2, P%3 is their geometric mean")
                                  .arg(preset - 1)
                                  .arg(preset + 1)
                                  .arg(preset)
                            : QString(),
                        v.nvencLowLatency
                            ? QCoreApplication::translate("planner", "CBR with low-latency tuning (live)")
                            : QCoreApplication::translate("planner",
                                                          "VBR with high-quality tuning (files and "
                                                          "VOD; a live stream: low-latency tuning)"),
                        num(enc.fps / 30.0, 1))
                   .arg(acc.videoEncoders)
                   .arg(acc.videoDecoders);
        if (v.resolutionHeight > 1080)
            why << QCoreApplication::translate(
                       "planner", "At %1p an engine keeps %2 of its 1080p pixel rate (%3 at 2160p, geometric "
                                  "in pixels between; from 2160p AV1 runs on the RTX 5090 and 4090).")
                       .arg(v.resolutionHeight)
                       .arg(num(nvencPixelRateAt(v.resolutionHeight, a), 2), num(a.nvencPixelRate2160p, 2));
    }
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
    if (const std::vector<int> ladder = renditionHeights(v); ladder.size() > 1) {
        QStringList heights;
        for (const int h : ladder)
            heights << QStringLiteral("%1p").arg(h);
        why << QCoreApplication::translate("planner",
                                           "Each stream is encoded as an adaptive-bitrate ladder of %n "
                                           "rendition(s) (%1), each an encode session: the encoders carry "
                                           "%2 sessions of 1080p30 a stream by pixel rate, and the egress "
                                           "counts every rendition, %3 Mbit/s a stream (each by its pixels "
                                           "against the top one's bitrate).",
                                           nullptr, int(ladder.size()))
                   .arg(heights.join(planner::listSeparator()), num(encodeSessionsPerStream(v, a), 2),
                        num(videoOutputMbps(v, a), 1));
    }
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
