// Issue 23: the figures geospatial, video, rendering and FP64 users judge by (job time, streams per GPU
// at a preset, bitrate by codec, frame time, TFLOPS), checked against the closed forms of
// planner/sizing/geospatial.cpp, video.cpp and otherwork.cpp with the constants written out, and the
// new inputs' JSON (defaults, a round trip through text, and a message naming each bad field); and the
// training-software factor on the default MFU of LLM pre-training. Molecular dynamics:
// tst_moleculardynamics.cpp.
#include "cost/costfixture.h"

#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/precision.h"

#include <cmath>
#include <tuple>

using namespace costtest;

namespace {

Workload parsed(const json &j)
{
    const WorkloadInput in = parseWorkload(j, bundledCatalog());
    if (!in.error.isEmpty())
        qFatal("workload: %s", qPrintable(in.error));
    return in.workload;
}

const catalog::Accelerator &gpu(const char *id)
{
    const catalog::Accelerator *acc = bundledCatalog().accelerator(QString::fromLatin1(id));
    if (!acc)
        qFatal("no accelerator %s", id);
    return *acc;
}

json md(json simulation)
{
    return {{"task", "simulation"}, {"model", {{"name", "md"}}}, {"simulation", std::move(simulation)}};
}

json geo(json geospatial)
{
    return {{"task", "geospatial"}, {"model", {{"name", "gis"}}}, {"geospatial", std::move(geospatial)}};
}

json video(json v)
{
    return {{"task", "video_processing"}, {"model", {{"name", "ffmpeg"}}}, {"video", std::move(v)}};
}

// The B200's Cycles estimate per √(TFLOPS × GB/s): the run-weighted median over the measured GPUs
// without RT cores, the V100 SXM2 16GB's (tst_cycles_estimate.cpp writes out all thirteen).
const double b200PerUnit = 2124 / std::sqrt(15.7 * 900);

bool near(double a, double b, double relative = 1e-3)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

} // namespace

class TestDomainWork : public QObject
{
    Q_OBJECT

private slots:
    void geospatialClosedForm_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("gpuId");
        QTest::addColumn<double>("expectedS");
        QTest::addColumn<double>("publishedS");
        // 18,306,827 points ÷ (68.3e6 points/s × 900 ÷ 900 GB/s).
        QTest::newRow("OmniSci LiDAR PIP, V100")
            << QByteArray(R"({"points": 18306827, "polygons": 1, "operation": "point_in_polygon"})")
            << "nvidia-v100-sxm2-16gb" << 18306827 / 68.3e6 << 0.268;
        // 33,120 polygons ÷ 13,975 polygons/s.
        QTest::newRow("cuSpatial ZCTA WKT parse, V100")
            << QByteArray(R"({"polygons": 33120, "operation": "polygon_parse"})") << "nvidia-v100-sxm2-32gb"
            << 33120 / 13975.0 << 2.37;
        // A spatial join is quadtree indexing (556e6 points/s on the V100, × GB/s) and then a
        // point-in-polygon refinement (761e6, 0.49 bandwidth + 0.51 FP64): H100 SXM 3,350 GB/s, 34 FP64
        // TFLOPS against the V100's 900 and 7.8.
        QTest::newRow("join on H100")
            << QByteArray(R"({"points": 1e9, "polygons": 100, "operation": "spatial_join"})")
            << "nvidia-h100-sxm"
            << 1e9 / 556e6 * 900 / 3350 + 1e9 / 761e6 * (0.49 * 900 / 3350 + 0.51 * 7.8 / 34) << 0.0;
        // Zhang 2020 on a Titan V (652.8 GB/s, FP64 6.9): 168,898,952 NYC taxi points; the geometric
        // mean of the three polygon sets' refinement, so each set reads within 0.7–1.3 (census tracts
        // 699.3 ms measured).
        QTest::newRow("join on Titan V, census tracts")
            << QByteArray(R"({"points": 168898952, "polygons": 2216, "operation": "spatial_join"})")
            << "nvidia-titan-v"
            << 168898952 / 556e6 * 900 / 652.8 + 168898952 / 761e6 * (0.49 * 900 / 652.8 + 0.51 * 7.8 / 6.9)
            << 0.6993;
        // On a Titan RTX (672 GB/s, FP64 16.3 ÷ 32) the refinement is most of the time.
        QTest::newRow("join on Titan RTX, census tracts")
            << QByteArray(R"({"points": 168898952, "polygons": 2216, "operation": "spatial_join"})")
            << "nvidia-titan-rtx"
            << 168898952 / 556e6 * 900 / 672 +
                   168898952 / 761e6 * (0.49 * 900 / 672 + 0.51 * 7.8 / (16.3 / 32))
            << 2.4063;
        // Point in polygon on an L4: FP64 is FP32 30.3 ÷ 64 (compute capability 8.9), 0.51 of the time.
        QTest::newRow("PIP on L4")
            << QByteArray(R"({"points": 1e9, "polygons": 30, "operation": "point_in_polygon"})")
            << "nvidia-l4" << 1e9 / 68.3e6 * (0.49 * 900 / 300 + 0.51 * 7.8 / (30.3 / 64)) << 0.0;
    }

    // FP64 on the CUDA cores: the datasheet figure, else FP32 × 1/32 (compute capability 7.5) or 1/64
    // (8.6, 8.9, 12.0); none without CUDA.
    void vectorFp64FromTheDatasheetOrTheShare()
    {
        QCOMPARE(vectorFp64(gpu("nvidia-a100-80gb-sxm")).tflops, 9.7);
        QVERIFY(!vectorFp64(gpu("nvidia-a100-80gb-sxm")).derived);
        QVERIFY(near(vectorFp64(gpu("nvidia-rtx-4090")).tflops, 82.6 / 64));
        QVERIFY(vectorFp64(gpu("nvidia-rtx-4090")).derived);
        QVERIFY(near(vectorFp64(gpu("nvidia-t4")).tflops, 8.1 / 32));
        QVERIFY(near(vectorFp64(gpu("nvidia-a10")).tflops, 31.2 / 64));
        QCOMPARE(vectorFp64(gpu("huawei-ascend-910b")).tflops, 0.0);
    }

    void geospatialClosedForm()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, gpuId);
        QFETCH(double, expectedS);
        QFETCH(double, publishedS);
        const Workload w = parsed(geo(json::parse(input.constData())));
        const GpuSizing s = sizeOnGpu(w, gpu(qPrintable(gpuId)), 1, 1, Assumptions{});
        QVERIFY(s.fits);
        const double seconds = s.work.wallHours * 3600;
        QVERIFY2(near(seconds, expectedS), qPrintable(QStringLiteral("%1 vs %2").arg(seconds).arg(expectedS)));
        if (publishedS > 0)
            QVERIFY(seconds / publishedS > 0.67 && seconds / publishedS < 1.5);
    }

    void geospatialDeadlineNeedsGpus()
    {
        // 50M points on a V100: 0.732 s; a 0.2 s deadline needs ceil(3.66) = 4 GPUs.
        const Workload w = parsed(geo({{"points", 5e7}, {"polygons", 30}, {"deadline_s", 0.2}}));
        QVERIFY(!sizeOnGpu(w, gpu("nvidia-v100-sxm2-32gb"), 2, 1, Assumptions{}).meetsTarget);
        QVERIFY(sizeOnGpu(w, gpu("nvidia-v100-sxm2-32gb"), 4, 1, Assumptions{}).meetsTarget);
        QStringList why;
        QVERIFY(domainWorkWhy(w, gpu("nvidia-v100-sxm2-32gb"), sizeOnGpu(w, gpu("nvidia-v100-sxm2-32gb"), 1, 1, Assumptions{}),
                              Assumptions{}, why));
        QVERIFY2(why.join(QLatin1Char('\n')).contains(QStringLiteral("Deadline 0.2 s: 4 GPU")), qPrintable(why.join(QLatin1Char('\n'))));
        // The shortfall says the job's time against its deadline, not a rate of 68300000.00 points.
        const GpuSizing two = sizeOnGpu(w, gpu("nvidia-v100-sxm2-32gb"), 2, 1, Assumptions{});
        QCOMPARE(two.shortfallKind, Shortfall::Deadline); // a missed deadline, as other jobs
        const QString shortfall = shortfallText(two, w, gpu("nvidia-v100-sxm2-32gb"), Assumptions{});
        QVERIFY2(shortfall == QStringLiteral("takes 0.37 s, the deadline is 0.2 s"), qPrintable(shortfall));
        // A spatial join's Why gives its two parts with their rates and says the polygons move the
        // refinement: on a V100 1 ÷ (1/5.56e8 + 1/7.61e8) = 3.21e8 points/s.
        const Workload join =
            parsed(geo({{"points", 1e9}, {"polygons", 300}, {"operation", "spatial_join"}}));
        QStringList joinWhy;
        QVERIFY(domainWorkWhy(join, gpu("nvidia-v100-sxm2-32gb"),
                              sizeOnGpu(join, gpu("nvidia-v100-sxm2-32gb"), 1, 1, Assumptions{}),
                              Assumptions{}, joinWhy));
        const QString joinText = joinWhy.join(QLatin1Char('\n'));
        QVERIFY2(joinText.contains(
                     QStringLiteral("Together 1 ÷ (1/5.56e08 + 1/7.61e08) = 3.21e08 points/s per GPU")),
                 qPrintable(joinText));
        QVERIFY2(joinText.contains(QStringLiteral("the refinement depends on the polygons")),
                 qPrintable(joinText));
        // Raster tiles: published rates differ 10-100x per cell by operation, so no time; the working set
        // sizes the GPUs.
        const Workload tiles = parsed(geo({{"raster_tiles", 1000}, {"operation", "raster_tiles"}, {"working_set_gb", 10}}));
        const GpuSizing t = sizeOnGpu(tiles, gpu("nvidia-l40s"), 1, 1, Assumptions{});
        QCOMPARE(t.work.wallHours, 0.0);
        QVERIFY(t.fits);
        // Without the working set nothing sizes the GPUs' memory: the plan says what is missing.
        const QString missing =
            parseWorkload(geo({{"raster_tiles", 1000}, {"operation", "raster_tiles"}}), bundledCatalog())
                .error;
        QVERIFY2(missing.contains(QLatin1String("working_set_gb")), qPrintable(missing));
        // Points without dataset_gb: the data set is the points, 16 bytes each.
        const Workload points = parsed(geo({{"points", 2.5e9}}));
        QVERIFY(points.data.datasetFromPoints);
        QCOMPARE(points.data.datasetGb, 40.0);
    }

    // A LoRA base loaded in FP32 and trained under BF16 autocast (PEFT's FSDP guide): under ZeRO-3 on
    // 8 GPUs each keeps 1/8 of 4 bytes per parameter instead of 2, and still gathers BF16 layers, so
    // the weights grow by exactly params × 2 ÷ 8.
    void loraBaseStoredInFp32()
    {
        auto lora = [](const char *base) {
            json t = {{"method", "lora"}, {"lora_rank", 8},          {"zero_stage", 3}, {"recompute", "full"},
                      {"micro_batch", 8}, {"sequence_length", 2048}, {"tokens", 1e7}};
            if (*base)
                t["base_precision"] = base;
            return parsed(
                {{"task", "llm_finetune"}, {"model", {{"preset", "llama-2-70b"}}}, {"training", t}});
        };
        const Workload fp32 = lora("fp32"), bf16 = lora("");
        const Assumptions a;
        const GpuSizing s32 = sizeOnGpu(fp32, gpu("nvidia-h100-sxm"), 8, 1, a);
        const GpuSizing s16 = sizeOnGpu(bf16, gpu("nvidia-h100-sxm"), 8, 1, a);
        const double params = fp32.model.parametersB * 1e9;
        QVERIFY2(near(s32.memory.weightsGb - s16.memory.weightsGb, params * 2 / 8 / 1e9),
                 qPrintable(QString::number(s32.memory.weightsGb - s16.memory.weightsGb)));
        QCOMPARE(sizeOnGpu(lora("bf16"), gpu("nvidia-h100-sxm"), 8, 1, a).memory.weightsGb,
                 s16.memory.weightsGb);
    }

    void videoPresetSetsStreamsPerEngine()
    {
        // T4: one NVENC, two NVDEC (Turing, 771 fps of 1080p H.264 each = 51.4 sessions of 1080p30).
        // NVIDIA's NVENC table (Video Codec SDK 13.0, H.264 VBR high quality, Turing): P1 833, P3 602,
        // P5 264, P7 207 fps per engine. P7 207 → 6.9 → 6 streams; P4 √(602 × 264) = 398.7 → 13.3 → 13;
        // P1 833 → 27.8 → 27.
        const Assumptions a;
        QVERIFY(near(nvencFps1080(gpu("nvidia-t4"), VideoCodec::H264, 4).fps, std::sqrt(602.0 * 264.0)));
        QCOMPARE(nvencFps1080(gpu("nvidia-l4"), VideoCodec::Hevc, 1).fps, 1037.0);     // Ada
        QCOMPARE(nvencFps1080(gpu("nvidia-rtx-5090"), VideoCodec::Av1, 7).fps, 401.0); // Blackwell
        QCOMPARE(nvencFps1080(gpu("nvidia-a10"), VideoCodec::Av1, 1).fps, 0.0);        // Ampere: no AV1
        QCOMPARE(nvencFps1080(gpu("nvidia-h100-sxm"), VideoCodec::H264, 1).fps, 0.0);  // no NVENC
        // Low-latency tuning (CBR), the live-stream rows: Ada HEVC P7 343 against 181, AV1 P1 1,090.
        QCOMPARE(nvencFps1080(gpu("nvidia-l4"), VideoCodec::Hevc, 7, true).fps, 343.0);
        QCOMPARE(nvencFps1080(gpu("nvidia-l4"), VideoCodec::Av1, 1, true).fps, 1090.0);
        // A live stream of 1080p30 HEVC at P7 on an L4 (2 NVENC): 2 × 343 ÷ 30 = 22.9 → 22 streams,
        // against 2 × 181 ÷ 30 = 12.1 → 12 with high-quality tuning.
        const GpuSizing live = sizeOnGpu(
            parsed(video({{"streams", 8}, {"codec", "hevc"}, {"preset", "p7"}, {"tuning", "low_latency"}})),
            gpu("nvidia-l4"), 1, 1, a);
        QCOMPARE(live.work.perGpuRate, 22.0);
        const GpuSizing vod = sizeOnGpu(parsed(video({{"streams", 8}, {"codec", "hevc"}, {"preset", "p7"}})),
                                        gpu("nvidia-l4"), 1, 1, a);
        QCOMPARE(vod.work.perGpuRate, 12.0);
        const std::pair<const char *, double> cases[] = {
            {"", 6}, {"quality", 6}, {"p7", 6}, {"balanced", 13}, {"p4", 13}, {"fast", 27}, {"p1", 27}};
        for (const auto &[preset, streams] : cases) {
            json v = {{"streams", 8}, {"codec", "h264"}};
            if (*preset)
                v["preset"] = preset;
            const GpuSizing s = sizeOnGpu(parsed(video(v)), gpu("nvidia-t4"), 1, 1, a);
            QVERIFY2(s.work.perGpuRate == streams, qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(preset)).arg(s.work.perGpuRate)));
        }
        // The real-time capacity before whole streams: RTX 5090, three NVENC at P7, 2160p60 AV1 =
        // 3 × 401 × 0.70 (2160p's pixel rate) ÷ 30 ÷ (4 × 2) = 3.509 streams; three whole ones run,
        // and the Why says both.
        const Workload uhd = parsed(
            video({{"streams", 3}, {"codec", "av1"}, {"resolution", "2160"}, {"fps", 60}, {"preset", "p7"}}));
        const GpuSizing s = sizeOnGpu(uhd, gpu("nvidia-rtx-5090"), 1, 1, a);
        QVERIFY(near(s.work.streamCapacity, 3 * 401 * 0.70 / 30 / 8));
        QCOMPARE(s.work.perGpuRate, 3.0);
        QStringList why;
        QVERIFY(domainWorkWhy(uhd, gpu("nvidia-rtx-5090"), s, a, why));
        QVERIFY2(why.join(QLatin1Char('\n'))
                     .contains(QStringLiteral("keep 3.51 streams in real time (1.17× real time per stream)")),
                 qPrintable(why.join(QLatin1Char('\n'))));
    }

    // A transcode's source: the decoders carry it, the encoders the output, and the fewer sets the rate.
    // T4 (1 NVENC, 2 Turing NVDEC), 1080p30 H.264 out at P1 (833 fps = 27.8 streams on the encoder):
    // from 1080p30 H.264 the decoders carry 2 × 771 / 30 = 51.4 (encoder-bound, 27); from 4K60 HEVC
    // they carry 2 × 1316 / 30 / (4 × 2) = 10.97 (decoder-bound, 10); an analysis ignores the source.
    void videoSourceLoadsTheDecoders()
    {
        const Assumptions a;
        const json out = {{"streams", 8}, {"codec", "h264"}, {"preset", "p1"}};
        json uhd = out;
        uhd["source_codec"] = "hevc";
        uhd["source_resolution"] = "2160";
        uhd["source_fps"] = 60;
        const GpuSizing plain = sizeOnGpu(parsed(video(out)), gpu("nvidia-t4"), 1, 1, a);
        const GpuSizing fromUhd = sizeOnGpu(parsed(video(uhd)), gpu("nvidia-t4"), 1, 1, a);
        QVERIFY(near(plain.work.streamCapacity, 833.0 / 30));
        QVERIFY(near(fromUhd.work.streamCapacity, 2 * 1316.0 / 30 / 8));
        QCOMPARE(fromUhd.work.perGpuRate, 10.0);
        json analysis = uhd;
        analysis["mode"] = "analysis";
        const GpuSizing decodeOnly = sizeOnGpu(parsed(video(analysis)), gpu("nvidia-t4"), 1, 1, a);
        QVERIFY(near(decodeOnly.work.streamCapacity, 2 * 771.0 / 30));
        QStringList why;
        QVERIFY(domainWorkWhy(parsed(video(uhd)), gpu("nvidia-t4"), fromUhd, a, why));
        QVERIFY2(
            why.join(QLatin1Char('\n')).contains(QStringLiteral("decodes HEVC 2160p at 60 fps (the source")),
            qPrintable(why.join(QLatin1Char('\n'))));
    }

    // Decode only: engines × NVIDIA's per-engine 1080p rate for the generation and codec (NVDEC
    // Application Note, Video Codec SDK 13.0) ÷ the stream's pixel rate over 1080p30.
    void videoDecodeRateByGenerationAndCodec_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("codec");
        QTest::addColumn<QString>("resolution");
        QTest::addColumn<double>("fps");
        QTest::addColumn<double>("streams");
        QTest::newRow("T4 H.264") << "nvidia-t4"
                                  << "h264"
                                  << "1080" << 30.0 << std::floor(2 * 771 / 30.0);
        QTest::newRow("L4 HEVC") << "nvidia-l4"
                                 << "hevc"
                                 << "1080" << 30.0 << std::floor(4 * 1641 / 30.0);
        QTest::newRow("A10 AV1 (GA10x)") << "nvidia-a10"
                                         << "av1"
                                         << "1080" << 30.0 << std::floor(2 * 790 / 30.0);
        QTest::newRow("A100 H.264 (Turing-class)") << "nvidia-a100-80gb-sxm"
                                                   << "h264"
                                                   << "1080" << 30.0 << std::floor(5 * 771 / 30.0);
        QTest::newRow("H100 HEVC 720p60")
            << "nvidia-h100-sxm"
            << "hevc"
            << "720" << 60.0 << std::floor(7 * 1316 / 30.0 / (720.0 * 720 * 60 / (1080.0 * 1080 * 30)));
        // 2K / 4-megapixel cameras: (1440 ÷ 1080)² = 1.78 × the pixels of 1080p.
        QTest::newRow("L4 H.264 1440p25")
            << "nvidia-l4"
            << "h264"
            << "1440" << 25.0 << std::floor(4 * 903 / 30.0 / (1440.0 * 1440 * 25 / (1080.0 * 1080 * 30)));
        QTest::newRow("RTX 5090 AV1 4K60") << "nvidia-rtx-5090"
                                           << "av1"
                                           << "2160" << 60.0 << std::floor(2 * 1119 / 30.0 / 8);
        QTest::newRow("V100 H.264 (Pascal row)") << "nvidia-v100-sxm2-32gb"
                                                 << "h264"
                                                 << "1080" << 30.0 << std::floor(694 / 30.0);
        QTest::newRow("P100 HEVC (Pascal)") << "nvidia-p100-pcie-16gb"
                                            << "hevc"
                                            << "1080" << 30.0 << std::floor(810 / 30.0);
    }

    void videoDecodeRateByGenerationAndCodec()
    {
        QFETCH(QString, id);
        QFETCH(QString, codec);
        QFETCH(QString, resolution);
        QFETCH(double, fps);
        QFETCH(double, streams);
        const json v = {{"streams", 1},
                        {"mode", "analysis"},
                        {"codec", codec.toStdString()},
                        {"resolution", resolution.toStdString()},
                        {"fps", fps}};
        const GpuSizing s = sizeOnGpu(parsed(video(v)), gpu(id.toLatin1().constData()), 1, 1, Assumptions{});
        QCOMPARE(s.work.perGpuRate, streams);
    }

    // A transcode decodes its ingest as H.264 (as the network model counts it) and encodes the codec
    // asked: on an L4 at P1 to HEVC, encode 2 × 1,037 ÷ 30 = 69.1 binds before decode 4 × 903 ÷ 30 =
    // 120.4; at P1 the RTX 5090 transcodes 3 × 957 × 0.70 ÷ 30 ÷ 8 = 8.4 streams of 2160p60 (decode
    // 2 × 2,172 ÷ 30 ÷ 8 = 18.1) to AV1.
    void transcodeDecodesH264Ingest()
    {
        const Assumptions a;
        const GpuSizing l4 = sizeOnGpu(parsed(video({{"streams", 1}, {"codec", "hevc"}, {"preset", "p1"}})),
                                       gpu("nvidia-l4"), 1, 1, a);
        QCOMPARE(l4.work.perGpuRate, std::floor(2 * 1037 / 30.0));
        const GpuSizing rtx = sizeOnGpu(
            parsed(video(
                {{"streams", 1}, {"codec", "av1"}, {"preset", "p1"}, {"resolution", "2160"}, {"fps", 60}})),
            gpu("nvidia-rtx-5090"), 1, 1, a);
        QCOMPARE(rtx.work.perGpuRate, std::floor(3 * 957 * 0.70 / 30.0 / 8));
        // The A10 transcodes to HEVC from H.264 ingest; it cannot encode AV1 (Ampere).
        QVERIFY(capabilityShortfall(parsed(video({{"streams", 1}, {"codec", "av1"}})), gpu("nvidia-a10")) ==
                Shortfall::NoCodecEncode);
    }

    // An adaptive-bitrate ladder: 1080p, 720p, 480p and 360p from each stream load the encoders by
    // 1 + (720/1080)² + (480/1080)² + (360/1080)² = 1.7531 sessions of 1080p30 and send out as much:
    // a T4 (one Turing NVENC, HEVC P7 low latency 306 fps) carries 306 / 30 / 1.7531 = 5.82 → 5
    // streams; the egress of one stream 5.2 × 1.7531 = 9.12 Mbit/s. On an RTX 4090 the driver's 8
    // sessions a system hold a node to 8 / 4 = 2 streams.
    void adaptiveBitrateLadder()
    {
        const Assumptions a;
        const json v = {{"streams", 60},
                        {"codec", "hevc"},
                        {"preset", "p7"},
                        {"tuning", "low_latency"},
                        {"renditions", 4}};
        const Workload w = parsed(video(v));
        QCOMPARE(renditionHeights(w.media), (std::vector<int>{1080, 720, 480, 360}));
        const double load = 1 + 4.0 / 9 + 16.0 / 81 + 1.0 / 9;
        const GpuSizing t4 = sizeOnGpu(w, gpu("nvidia-t4"), 1, 1, a);
        QVERIFY(near(t4.work.streamCapacity, 306.0 / 30 / load));
        QCOMPARE(t4.work.perGpuRate, 5.0);
        QVERIFY(near(videoOutputMbps(w.media, a), 8 * 0.65 * load));
        const GpuSizing rtx = sizeOnGpu(w, gpu("nvidia-rtx-4090"), 1, 1, a);
        QCOMPARE(rtx.work.perGpuRate, 13.0); // 2 × 343 / 30 / 1.7531 = 13.04
        QCOMPARE(rtx.work.samplesPerS, 2.0);
        // A 2160p output steps down to 1440p and 1080p; one rendition is the output alone.
        QCOMPARE(renditionHeights(
                     parsed(video({{"streams", 1}, {"resolution", "2160"}, {"renditions", 3}})).media),
                 (std::vector<int>{2160, 1440, 1080}));
        QCOMPARE(renditionHeights(parsed(video({{"streams", 1}})).media), (std::vector<int>{1080}));
        // A ladder has no step under 360p: four renditions asked of a 720p output are three, of a 480p
        // one two, and a GeForce node's 8 sessions then run 4 such streams, not 8 ÷ 4 = 2.
        QCOMPARE(
            renditionHeights(parsed(video({{"streams", 1}, {"resolution", "720"}, {"renditions", 4}})).media),
            (std::vector<int>{720, 480, 360}));
        MediaInput low = parsed(video({{"streams", 1}, {"renditions", 4}})).media;
        low.resolutionHeight = 480;
        QCOMPARE(renditionHeights(low), (std::vector<int>{480, 360}));
        QCOMPARE(videoStreamsPerNode(low, gpu("nvidia-rtx-4090"), 1, 20), 4);
    }

    // A100, A30 and Hopper carry Turing-class decoders without AV1 (NVDEC Application Note §2).
    void noAv1DecodeOnGa100OrHopper()
    {
        const json v = {{"streams", 1}, {"mode", "analysis"}, {"codec", "av1"}};
        for (const char *id : {"nvidia-a100-80gb-sxm", "nvidia-a30", "nvidia-h100-sxm"})
            QVERIFY2(capabilityShortfall(parsed(video(v)), gpu(id)) == Shortfall::NoCodecDecode, id);
        QVERIFY(capabilityShortfall(parsed(video(v)), gpu("nvidia-a10")) == Shortfall::None);
    }

    // Rendering: the L40S frame time × 7,848 (the L40S's Blender Open Data 4.5.0 median, OptiX) over the
    // GPU's own score; where none is recorded, over the catalog's estimate (tst_cycles_estimate): the
    // A100 40GB PCIe takes its measured A100 siblings' median, 4,143 at the same 19.5 TFLOPS; the B200,
    // with no measured Blackwell without RT cores, 5,448 / √(51 × 2,000) per √(TFLOPS × GB/s) (the H100
    // PCIe's, the median of the 11 measured GPUs without RT cores) × √(75 × 7,700).
    void renderTimeScalesByCyclesScore()
    {
        const Assumptions a;
        QCOMPARE(a.renderReferenceCyclesScore, gpu("nvidia-l40s").cycles.samplesPerMinute);
        const json job = {{"task", "rendering"},
                          {"model", {{"name", "blender"}}},
                          {"render", {{"scene_gb", 4}, {"frames", 100}, {"gpu_seconds_per_frame", 30}}}};
        const std::pair<const char *, double> cases[] = {
            {"nvidia-l40s", 30.0},
            {"nvidia-rtx-4090", 30.0 * 7848 / 11062},
            {"nvidia-h100-sxm", 30.0 * 7848 / 6944},
            {"nvidia-a10", 30.0 * 7848 / 3485},
            {"nvidia-a100-40gb-pcie", 30.0 * 7848 / 4143},
            {"nvidia-b200", 30.0 * 7848 / (b200PerUnit * std::sqrt(75.0 * 7700))},
        };
        for (const auto &[id, seconds] : cases) {
            const GpuSizing s = sizeOnGpu(parsed(job), gpu(id), 1, 1, a);
            QVERIFY2(
                near(1.0 / s.work.perGpuRate, seconds),
                qPrintable(QStringLiteral("%1: %2 s").arg(QLatin1String(id)).arg(1.0 / s.work.perGpuRate)));
            QVERIFY(near(s.work.gpuHours, 100 * seconds / 3600));
        }
        // A catalog that measures no GPU to estimate from: FP32 over the L40S's 91.6 TFLOPS and the
        // CUDA slowdown (1.66) without RT cores.
        catalog::Accelerator bare = gpu("nvidia-b200");
        bare.cyclesEstimate = {};
        const GpuSizing fp32Scaled = sizeOnGpu(parsed(job), bare, 1, 1, a);
        QVERIFY(near(1.0 / fp32Scaled.work.perGpuRate, 30.0 * 1.66 * 91.6 / 75));
        QCOMPARE(fp32Scaled.work.renderSlowdown, 1.66);
        // No renderer on an accelerator without CUDA or graphics (Cycles HIP needs RDNA).
        QVERIFY(capabilityShortfall(parsed(job), gpu("amd-mi300x")) == Shortfall::NoRtCores);
    }

    // A convolutional network: in 16 bits the share of the peak is 1 / (1/0.80 + B per FLOP × peak ÷
    // bandwidth), B per FLOP = bytes per activation × 11.11 million activations ÷ (3 × 8.18 GFLOPs), 88
    // bytes with framework defaults (NCHW), 62.6 channels-last, 28.5 with an optimised stack; in FP32,
    // TF32 tensor cores where the GPU has them on CUDA (cuDNN's default for FP32 convolutions), 0.125 of
    // the TF32 peak, otherwise the FP32 units, 0.54 of the FP32 peak. ResNet-50: 3 × 8.18 GFLOPs per image
    // trained.
    // Datasheets: A100 80GB TF32 156, 16-bit 312, 2,039 GB/s; V100 FP32 15.7, FP16 125, 900 GB/s; H100
    // SXM 989.5, 3,350 GB/s; RTX 3090 71, 936 GB/s; MI250X FP32 47.9 (ROCm: no TF32 path taken).
    void convolutionalNetworkPrecisionPaths()
    {
        const auto rate = [](const char *id, const char *precision, int stack = 0) {
            json job = {{"task", "cv_training"},
                        {"model", {{"preset", "resnet-50"}}},
                        {"precision", precision},
                        {"training", {{"samples", 1281167}, {"epochs", 1}}}};
            if (stack == 1)
                job["software"] = {{"optimization", "optimized"}};
            if (stack == 2)
                job["software"] = {{"memory_format", "channels_last"}};
            const GpuSizing s = sizeOnGpu(parsed(job), gpu(id), 1, 1, Assumptions{});
            return std::pair{s.work.perGpuRate, s.work.peakFigure};
        };
        const double flops = 3 * 8.18e9;
        // Seconds a sample: 3 × 8.18 GFLOPs at 0.80 of the peak, then bytes × 11.11 M at the bandwidth.
        const auto perS = [&](double bytes, double peakTflops, double gbs) {
            return 1.0 / (flops / (peakTflops * 1e12 * 0.80) + bytes * 11.11e6 / (gbs * 1e9));
        };
        const std::tuple<const char *, const char *, int, double, const char *> cases[] = {
            {"nvidia-a100-80gb-sxm", "fp32", 0, 156e12 * 0.125 / flops, "tf32"},
            {"nvidia-a100-80gb-sxm", "fp16", 0, perS(88, 312, 2039), "fp16"},
            {"nvidia-a100-80gb-sxm", "fp16", 2, perS(62.6, 312, 2039), "fp16"},
            {"nvidia-a100-80gb-sxm", "fp16", 1, perS(28.5, 312, 2039), "fp16"},
            {"nvidia-h100-sxm", "fp16", 1, perS(28.5, 989.5, 3350), "fp16"},
            {"nvidia-rtx-3090", "fp16", 0, perS(88, 71, 936), "fp16"},
            {"nvidia-v100-sxm2-16gb", "fp32", 0, 15.7e12 * 0.54 / flops, "fp32"},
            {"nvidia-v100-sxm2-16gb", "fp16", 0, perS(88, 125, 900), "fp16"},
            {"amd-mi250x", "fp32", 0, 47.9e12 * 0.54 / flops, "fp32"},
        };
        for (const auto &[id, precision, stack, expected, figure] : cases) {
            const auto [perGpu, used] = rate(id, precision, stack);
            QVERIFY2(near(perGpu, expected), qPrintable(QStringLiteral("%1 %2: %3 img/s, expected %4")
                                                            .arg(QLatin1String(id), QLatin1String(precision))
                                                            .arg(perGpu)
                                                            .arg(expected)));
            QCOMPARE(used, QString::fromLatin1(figure));
        }
    }

    // TensorRT FP16 engines (software.optimization "tensorrt") may accumulate in FP16, which GeForce
    // tensor cores run at twice the FP32-accumulate rate the catalog lists (Ada whitepaper: RTX 4090
    // 165.2 → 330.3 dense TFLOPS): SDXL at 0.46 of 330.4 TFLOPS = 152 TFLOPS, 6,761 GFLOPs a step, 50
    // steps × 2 passes (CFG): 0.225 images/s. An A100 (one rate for both accumulators) keeps 0.46 of 312.
    // ResNet-50 inference on the RTX 4090 takes the doubled peak in its math term only. Training and an
    // explicit bf16 are refused.
    void tensorRtOnGeForce()
    {
        const auto sdxl = [](const char *optimization) {
            return parsed({{"task", "diffusion_inference"},
                           {"model", {{"preset", "sdxl"}}},
                           {"serving", {{"images_per_s", 1}}},
                           {"software", {{"optimization", optimization}}}});
        };
        const auto imagesPerS = [](double tflops) { return tflops * 1e12 / (6761e9 * 50 * 2); };
        const GpuSizing trt = sizeOnGpu(sdxl("tensorrt"), gpu("nvidia-rtx-4090"), 1, 1, Assumptions{});
        QVERIFY2(near(trt.work.perGpuRate, imagesPerS(2 * 165.2 * 0.46)),
                 qPrintable(QString::number(trt.work.perGpuRate)));
        QCOMPARE(trt.work.peakFigure, QStringLiteral("fp16 accumulate"));
        QVERIFY(sdxl("tensorrt").precision == Precision::Fp16);
        const GpuSizing a100 = sizeOnGpu(sdxl("tensorrt"), gpu("nvidia-a100-80gb-sxm"), 1, 1, Assumptions{});
        QVERIFY(near(a100.work.perGpuRate, imagesPerS(312 * 0.46)));
        const GpuSizing a100Opt =
            sizeOnGpu(sdxl("optimized"), gpu("nvidia-a100-80gb-sxm"), 1, 1, Assumptions{});
        QVERIFY(near(a100Opt.work.perGpuRate, a100.work.perGpuRate));
        const GpuSizing r50 = sizeOnGpu(parsed({{"task", "batch_inference"},
                                                {"model", {{"preset", "resnet-50"}}},
                                                {"serving", {{"total_requests", 1e6}}},
                                                {"software", {{"optimization", "tensorrt"}}}}),
                                        gpu("nvidia-rtx-4090"), 1, 1, Assumptions{});
        QVERIFY(
            near(r50.work.perGpuRate, 1.0 / (8.18e9 / (2 * 165.2e12 * 0.80) + 2 * 2 * 11.11e6 / (1008e9))));
        // INT8 engines accumulate in INT32 at the listed rate (660.6 TOPS): not doubled.
        const GpuSizing int8 = sizeOnGpu(parsed({{"task", "batch_inference"},
                                                 {"model", {{"preset", "resnet-50"}}},
                                                 {"precision", "int8"},
                                                 {"serving", {{"total_requests", 1e6}}},
                                                 {"software", {{"optimization", "tensorrt"}}}}),
                                         gpu("nvidia-rtx-4090"), 1, 1, Assumptions{});
        QCOMPARE(int8.work.peakFigure, QStringLiteral("int8"));
        QVERIFY(near(int8.work.perGpuRate, 1.0 / (8.18e9 / (660.6e12 * 0.80) + 2 * 1 * 11.11e6 / (1008e9))));
        const QString training = parseWorkload({{"task", "cv_training"},
                                                {"model", {{"preset", "resnet-50"}}},
                                                {"training", {{"samples", 1000}, {"epochs", 1}}},
                                                {"software", {{"optimization", "tensorrt"}}}},
                                               bundledCatalog())
                                     .error;
        QVERIFY2(training.contains(QLatin1String("tensorrt builds inference engines")), qPrintable(training));
        const QString bf16 = parseWorkload({{"task", "diffusion_inference"},
                                            {"model", {{"preset", "sdxl"}}},
                                            {"precision", "bf16"},
                                            {"serving", {{"images_per_s", 1}}},
                                            {"software", {{"optimization", "tensorrt"}}}},
                                           bundledCatalog())
                                 .error;
        QVERIFY2(bf16.contains(QLatin1String("precision is bf16")), qPrintable(bf16));
    }

    // Batch inference of a vision model: one forward pass an image, math at 0.80 of the precision's
    // peak plus the activations' traffic (18 B each with framework defaults at 16 bits, 5 for a vision
    // transformer, 2 × the element's bytes with an optimised stack), every GPU running its share.
    void visionBatchInference()
    {
        const auto job = [](const char *preset, const char *precision, int stack, double images) {
            json j = {{"task", "batch_inference"},
                      {"model", {{"preset", preset}}},
                      {"precision", precision},
                      {"serving", {{"total_requests", images}}}};
            if (stack == 1)
                j["software"] = {{"optimization", "optimized"}};
            return parsed(j);
        };
        const auto perS = [](double gflops, double peakTflops, double bytes, double acts, double gbs) {
            return 1.0 / (gflops * 1e9 / (peakTflops * 1e12 * 0.80) + bytes * acts * 1e6 / (gbs * 1e9));
        };
        // ResNet-50 in FP16 on an RTX 3090: 0.1440 ms + 0.2137 ms = 2,795.9 images/s (timm measured 3,219).
        const GpuSizing r50 =
            sizeOnGpu(job("resnet-50", "fp16", 0, 1e6), gpu("nvidia-rtx-3090"), 1, 1, Assumptions{});
        QVERIFY(near(r50.work.perGpuRate, perS(8.18, 71, 18, 11.11, 936)));
        QVERIFY(std::abs(r50.work.perGpuRate - 2795.9) < 0.5);
        QVERIFY(near(r50.work.wallHours, 1e6 / r50.work.perGpuRate / 3600));
        // Memory: 256 images x 11.11 M activations x 2 bytes = 5.69 GB beside the weights and the runtime.
        QCOMPARE(r50.work.inferenceBatch, 256);
        QVERIFY(std::abs(r50.memory.activationsGb - 256 * 11.11e6 * 2 / 1e9) < 1e-6);
        // Four GPUs run four shares: the job takes a quarter of the time.
        const GpuSizing four =
            sizeOnGpu(job("resnet-50", "fp16", 0, 1e6), gpu("nvidia-rtx-3090"), 4, 1, Assumptions{});
        QVERIFY(near(four.work.wallHours * 4, r50.work.wallHours));
        // INT8 with TensorRT on an H100 SXM: 2 bytes an activation (MLPerf v3.0 measured 90,930 a GPU).
        const GpuSizing trt =
            sizeOnGpu(job("resnet-50", "int8", 1, 1e7), gpu("nvidia-h100-sxm"), 1, 1, Assumptions{});
        const catalog::Accelerator &h100 = gpu("nvidia-h100-sxm");
        QVERIFY(near(trt.work.perGpuRate, perS(8.18, *h100.dense.int8, 2, 11.11, h100.memoryBandwidthGbs)));
        // A T4 at its 70 W limit holds 900 of 1,590 MHz: its math slows, its memory does not.
        // 8.18e9 / (65e12 x 0.8 x 0.566) = 0.278 ms + 18 x 11.11e6 / 320e9 = 0.625 ms: 1,108 images/s
        // (DeepLearningExamples measured 1,198 at batch 256, PyTorch AMP).
        const GpuSizing t4 =
            sizeOnGpu(job("resnet-50", "fp16", 0, 1e6), gpu("nvidia-t4"), 1, 1, Assumptions{});
        QVERIFY(
            near(t4.work.perGpuRate, 1.0 / (8.18e9 / (65e12 * 0.8 * 900.0 / 1590.0) + 18 * 11.11e6 / 320e9)));
        // ViT-L/16: tokens = 123.1e9 / (24 x 1024^2 x 24) = 203.8; activations 24 x 203.8 x (10,240 + 16 x
        // 203.8) = 66.0 M (timm counts 63.5), 5 bytes each.
        const double tokens = 123.1e9 / (24.0 * 1024 * 1024 * 24);
        const double vitActs = 24 * tokens * (10240 + 16 * tokens) / 1e6;
        QVERIFY(std::abs(vitActs - 66.0) < 0.1);
        const GpuSizing vit =
            sizeOnGpu(job("vit-l-16", "fp16", 0, 1e6), gpu("nvidia-rtx-4090"), 1, 1, Assumptions{});
        QVERIFY(near(vit.work.perGpuRate, perS(123.1, 165.2, 5, vitActs, 1008)));
        QVERIFY(!vit.work.convolutional);
        // A batch that does not fit is halved: VGG-16 at 256 on a 16 GB T4 needs 256 x 13.56 M x 2 B
        // = 6.9 GB, fits; in FP32 13.9 GB + 0.55 GB of weights + 1 GB still fits; 1,024 given does not.
        json big = {{"task", "batch_inference"},
                    {"model", {{"preset", "vgg-16"}}},
                    {"precision", "fp32"},
                    {"serving", {{"total_requests", 1000}, {"max_batch", 1024}}}};
        const GpuSizing given = sizeOnGpu(parsed(big), gpu("nvidia-t4"), 1, 1, Assumptions{});
        QCOMPARE(given.work.inferenceBatch, 1024);
        QVERIFY(!given.fits);
        // The images are decoded on the CPU at 176 a core (PyTorch's DataLoader) unless preprocessed.
        json plan = {{"task", "batch_inference"},
                     {"model", {{"preset", "resnet-50"}}},
                     {"precision", "fp16"},
                     {"serving", {{"total_requests", 1e6}}},
                     {"gpu", {{"model", "nvidia-rtx-3090"}, {"count", 1}, {"nodes", 1}}}};
        const Evaluation e = evaluate(parsed(plan), Configuration{}, bundledCatalog(), Assumptions{});
        QCOMPARE(e.dimensions[int(DimensionId::Cpu)].minimumValue,
                 std::ceil(e.sizing.work.samplesPerS / 176));
        // A custom network of a batch job given by its FLOPs and activations is a vision model.
        json custom = {{"task", "batch_inference"},
                       {"model",
                        {{"name", "my CNN"},
                         {"parameters_b", 0.03},
                         {"gflops_per_sample", 8.18},
                         {"activations_m", 11.11}}},
                       {"precision", "fp16"},
                       {"serving", {{"total_requests", 1e6}}}};
        const GpuSizing own = sizeOnGpu(parsed(custom), gpu("nvidia-rtx-3090"), 1, 1, Assumptions{});
        QVERIFY(near(own.work.perGpuRate, perS(8.18, 71, 18, 11.11, 936)));
        custom["model"].erase("gflops_per_sample");
        QVERIFY(parseWorkload(custom, bundledCatalog()).error.contains(QLatin1String("gflops_per_sample")));
        // Language-model serving still takes language models only.
        plan["task"] = "llm_inference";
        QVERIFY(!parseWorkload(plan, bundledCatalog()).error.isEmpty());
    }

    // Batch transcription with Whisper (speechinference.cpp), with the architecture's arithmetic written
    // out: large-v3 (32 + 32 layers, width 1,280, MLP 5,120, 20 heads, 51,866 tokens, 1,500 positions,
    // 1.55 B parameters) on an A100 SXM 80GB through the transformers pipeline at 24 windows a call.
    void speechBatchInference()
    {
        const auto job = [](const char *preset, json serving, bool optimised = false) {
            json j = {{"task", "batch_inference"},
                      {"model", {{"preset", preset}}},
                      {"precision", "fp16"},
                      {"serving", std::move(serving)}};
            if (optimised)
                j["software"] = {{"optimization", "optimized"}};
            return parsed(j);
        };
        const double h = 1280, f = 5120, s = 1500, layers = 32;
        const double encRaw = layers * (4 * h * h + 2 * h * f);               // 629.1 M
        const double decRaw = layers * (8 * h * h + 2 * h * f) + 51866.0 * h; // 905.2 M
        const double k = 1.55e9 / (encRaw + decRaw);                          // to the stated 1.55 B
        const double enc = encRaw * k, dec = decRaw * k;
        const double encFlops = 2 * enc * s + 4 * layers * s * s * h + 4 * layers * h * h * s; // 2,590 GFLOPs
        const double acts = layers * s * (10 * h + 20 * s);                                    // 2,054 M
        // Encoder: math at 0.80 of 312 TFLOPS, 5 bytes an activation at 2,039 GB/s: 10.38 + 5.04 ms.
        const double encoderS = encFlops / (312e12 * 0.8) + 5 * acts / 2039e9;
        QVERIFY(std::abs(encoderS * 1000 - 15.41) < 0.01);
        const auto stepS = [&](double sequences, double tokens, double hostMs) {
            const double mean = tokens / 2;
            const double bytes = dec * 2 + sequences * 2 * layers * (s + mean) * h * 2;
            const double flops = sequences * (2 * dec + 4 * layers * (s + mean) * h);
            return std::max(bytes / (2039e9 * 0.7), flops / (312e12 * 0.47)) + hostMs / 1000;
        };
        // 24 windows, 128 tokens each; the host: 22.8 ms + 32 layers x 0.099 ms + 24 sequences x 0.267 ms =
        // 32.4 ms a step; a window brings 20 s of new audio (the pipeline's 5 s strides): 24 x 20 s a call.
        const double eagerHost = 22.8 + 32 * 0.099;
        const double call = 24 * encoderS + 128 * stepS(24, 128, eagerHost + 24 * 0.267);
        const catalog::Accelerator &a100 = gpu("nvidia-a100-80gb-sxm");
        const GpuSizing v3 = sizeOnGpu(job("whisper-large-v3", {{"audio_hours", 100}, {"max_batch", 24}}),
                                       a100, 1, 1, Assumptions{});
        QCOMPARE(v3.work.unit, QStringLiteral("window"));
        QVERIFY(near(v3.work.perGpuRate, 24 / call));
        const double rtfx = 24 * 20 / call; // insanely-fast-whisper measured 91.8 (a fit row)
        QVERIFY(std::abs(rtfx - 91.8) < 0.1);
        // 100 h = 18,000 windows of 20 s; the job's hours at that rate.
        QCOMPARE(v3.work.totalWork, 18000.0);
        QVERIFY(near(v3.work.wallHours, 18000 / (24 / call) / 3600));
        QVERIFY(near(v3.work.wallHours, 100 / rtfx));
        // Storage feeds the decoded audio, 16 kHz x 2 bytes = 32,000 B/s: 20 s = 0.64 MB a window.
        QVERIFY(near(v3.work.dataReadMBs, v3.work.samplesPerS * 0.64));
        // Memory: the weights (1.55 B x 2 B) and 24 windows' caches at 128 tokens plus the encoder's widest
        // activation (1,500 x 5,120 x 2 B).
        const double perWindowGb = (2 * layers * (s + 128) * h * 2 + s * f * 2) / 1e9;
        QVERIFY(std::abs(v3.memory.activationsGb - 24 * perWindowGb) < 1e-9);
        QVERIFY(std::abs(v3.memory.weightsGb - 3.1) < 1e-9);

        // A transcript of 200 tokens per 30 s (model.decoder_tokens over the preset's 128): 200 steps a call.
        json longer = {{"task", "batch_inference"},
                       {"model", {{"preset", "whisper-large-v3"}, {"decoder_tokens", 200}}},
                       {"precision", "fp16"},
                       {"serving", {{"audio_hours", 100}, {"max_batch", 24}}}};
        const GpuSizing dense = sizeOnGpu(parsed(longer), a100, 1, 1, Assumptions{});
        QVERIFY(
            near(dense.work.perGpuRate, 24 / (24 * encoderS + 200 * stepS(24, 200, eagerHost + 24 * 0.267))));

        // Large-v3-turbo keeps the encoder, with 4 decoder layers: faster (its host 22.8 + 4 x 0.099 ms a
        // step), less than twice (the encoder and the generate loop stay).
        const GpuSizing turbo =
            sizeOnGpu(job("whisper-large-v3-turbo", {{"audio_hours", 100}, {"max_batch", 24}}), a100, 1, 1,
                      Assumptions{});
        QVERIFY(turbo.work.perGpuRate > 1.1 * v3.work.perGpuRate);
        QVERIFY(turbo.work.perGpuRate < 2 * v3.work.perGpuRate);

        // Short recordings: each is one window padded to 30 s, its transcript 128 x 7.42 / 30 tokens, no
        // overlap; an hour holds 3,600 / 7.42 clips.
        const GpuSizing clips = sizeOnGpu(
            job("whisper-large-v3", {{"audio_hours", 1}, {"max_batch", 64}, {"clip_seconds", 7.42}}), a100, 1,
            1, Assumptions{});
        const double clipTokens = 128 * 7.42 / 30;
        const double clipCall = 64 * encoderS + clipTokens * stepS(64, clipTokens, eagerHost + 64 * 0.267);
        QVERIFY(near(clips.work.perGpuRate, 64 / clipCall));
        QCOMPARE(clips.work.totalWork, std::ceil(3600 / 7.42));
        // Recordings of a given file size: one file a window.
        json files = {{"task", "batch_inference"},
                      {"model", {{"preset", "whisper-large-v3"}}},
                      {"precision", "fp16"},
                      {"serving", {{"audio_hours", 1}, {"max_batch", 64}, {"clip_seconds", 7.42}}},
                      {"data", {{"avg_file_mb", 0.06}}}};
        const GpuSizing mp3 = sizeOnGpu(parsed(files), a100, 1, 1, Assumptions{});
        QVERIFY(near(mp3.work.dataReadMBs, mp3.work.samplesPerS * 0.06));

        // An optimised engine: 2 bytes an activation in the encoder, 32 x 0.16 ms of launches a step, 30 s
        // windows; beam 5 decodes 5 sequences a window.
        const GpuSizing beams =
            sizeOnGpu(job("whisper-large-v3", {{"audio_hours", 1}, {"max_batch", 8}, {"beams", 5}}, true),
                      a100, 1, 1, Assumptions{});
        const double optEncoderS = encFlops / (312e12 * 0.8) + 4 * acts / 2039e9;
        QVERIFY(near(beams.work.perGpuRate, 8 / (8 * optEncoderS + 128 * stepS(40, 128, 32 * 0.16))));

        // No batch given: 16 windows, halved until they fit (a 16 GB T4 holds 16 at fp16).
        const GpuSizing t4 =
            sizeOnGpu(job("whisper-large-v3", {{"audio_hours", 1}}), gpu("nvidia-t4"), 1, 1, Assumptions{});
        QCOMPARE(t4.work.inferenceBatch, 16);
        QVERIFY(t4.fits);
        const GpuSizing t4Beams = sizeOnGpu(job("whisper-large-v3", {{"audio_hours", 1}, {"beams", 8}}),
                                            gpu("nvidia-t4"), 1, 1, Assumptions{});
        QVERIFY(t4Beams.work.inferenceBatch < 16);
        QVERIFY(t4Beams.fits);

        // Bad values name their field; a custom speech model needs its architecture.
        json bad = {{"task", "batch_inference"},
                    {"model", {{"preset", "whisper-large-v3"}}},
                    {"serving", {{"audio_hours", 10}, {"beams", 0}}}};
        QVERIFY(parseWorkload(bad, bundledCatalog()).error.contains(QLatin1String("beams")));
        bad["serving"] = {{"audio_hours", -1}};
        QVERIFY(parseWorkload(bad, bundledCatalog()).error.contains(QLatin1String("audio_hours")));
        bad["serving"] = {{"audio_hours", 10}};
        bad["model"]["decoder_tokens"] = 500; // Whisper's decoder holds 448 positions
        QVERIFY(parseWorkload(bad, bundledCatalog()).error.contains(QLatin1String("decoder_tokens")));
        json custom = {{"task", "batch_inference"},
                       {"model", {{"name", "my ASR"}, {"parameters_b", 0.8}, {"decoder_layers", 4}}},
                       {"serving", {{"audio_hours", 10}}}};
        QVERIFY(parseWorkload(custom, bundledCatalog()).error.contains(QLatin1String("encoder_layers")));
        custom["model"].update(
            {{"encoder_layers", 32}, {"hidden", 1280}, {"heads", 20}, {"audio_positions", 1500}});
        const WorkloadInput ok = parseWorkload(custom, bundledCatalog());
        QVERIFY2(ok.error.isEmpty(), qPrintable(ok.error));
        QCOMPARE(ok.workload.model.kind, QStringLiteral("speech"));
        QCOMPARE(ok.workload.model.decoderTokens, 128);
        // Language-model serving refuses a speech model and names where it runs.
        json serving = {{"task", "llm_inference"}, {"model", {{"preset", "whisper-large-v3"}}}};
        const QString refused = parseWorkload(serving, bundledCatalog()).error;
        QVERIFY2(refused.contains(QLatin1String("speech model")) &&
                     refused.contains(QLatin1String("audio_hours")),
                 qPrintable(refused));
    }

    // The Why's model line translates the bundled presets' sample descriptions: each must be listed
    // for lupdate, or it would reach a Chinese reader in English.
    void bundledSampleDescriptionsAreListedForTranslation()
    {
        const QStringList listed = bundledSampleDescriptions();
        for (const catalog::ModelPreset &m : bundledCatalog().models())
            if (!m.sample.isEmpty())
                QVERIFY2(listed.contains(m.sample), qPrintable(m.id + QStringLiteral(": ") + m.sample));
        QCOMPARE(sampleDescription(QStringLiteral("my own text")), QStringLiteral("my own text"));
    }

    // A known arithmetic intensity takes the roofline: the lower of intensity × datasheet bandwidth ×
    // 0.838 (STREAM triad's share) and the dense rate. H100 PCIe (2,000 GB/s; FP64 tensor 51 TFLOPS):
    // a triad (0.0625 FLOP/B) 0.0625 × 2,000 × 0.838 = 0.10475 TFLOPS (RRZE measured 0.1145); at
    // 100 FLOP/B the FP64 units bind, 51 × 0.625 = 31.875.
    void fp64Roofline()
    {
        const auto rate = [](double intensity) {
            const json j = {{"task", "scientific"},
                            {"model", {{"name", "kernel"}}},
                            {"science", {{"fp64_tflop", 1000}, {"flops_per_byte", intensity}}}};
            return sizeOnGpu(parsed(j), gpu("nvidia-h100-pcie"), 1, 1, Assumptions{}).work.perGpuRate;
        };
        QVERIFY(std::abs(rate(0.0625) - 0.0625 * 2000 * 0.838 / 1000) < 1e-9);
        QVERIFY(std::abs(rate(100) - 51 * 0.625) < 1e-9);
    }

    // Dense FP64 (HPL): 0.625 of the peak TOP500 counts as Rpeak, written out from the datasheets:
    // the FP64 tensor-core rate on A100 (19.5) and H100 SXM (67), the vector rate on V100 (7.8, no
    // FP64 tensor path) and on the MI250X (47.9, not its 95.7 matrix rate). No loss with nodes.
    void denseFp64RatedAgainstTheTop500Peak()
    {
        const Assumptions a;
        QCOMPARE(a.fp64DenseEfficiency, 0.625);
        const json job = {
            {"task", "scientific"}, {"model", {{"name", "hpl"}}}, {"science", {{"fp64_tflop", 3.6e6}}}};
        const std::tuple<const char *, double, const char *> cases[] = {
            {"nvidia-a100-80gb-sxm", 19.5, "fp64 tensor"},
            {"nvidia-h100-sxm", 67.0, "fp64 tensor"},
            {"nvidia-v100-sxm2-32gb", 7.8, "fp64"},
            {"amd-mi250x", 47.9, "fp64 vector"},
            // No FP64 figure on the datasheet: FP32 91.6 ÷ 64 (compute capability 8.9), not 0.
            {"nvidia-l40s", 91.6 / 64, "fp64"},
        };
        for (const auto &[id, peak, figure] : cases) {
            for (const int nodes : {1, 64}) {
                const GpuSizing s = sizeOnGpu(parsed(job), gpu(id), 4, nodes, a);
                const QString where = QStringLiteral("%1 on %2 nodes").arg(QLatin1String(id)).arg(nodes);
                QVERIFY2(near(s.work.peakTflops, peak), qPrintable(where));
                QCOMPARE(s.work.peakFigure, QLatin1String(figure));
                QVERIFY2(near(s.work.perGpuRate, 0.625 * peak), qPrintable(where));
                // 3.6e6 TFLOP ÷ (0.625 × peak TFLOPS) seconds, over 3,600 s and the GPUs.
                QVERIFY2(near(s.work.wallHours, 3.6e6 / (0.625 * peak) / 3600 / (4 * nodes)),
                         qPrintable(where));
            }
        }
    }

    // Bandwidth-bound FP64 (HPCG class): 0.16 FLOP per byte of the datasheet bandwidth, written out
    // from the datasheets (A100 40GB 1,555 GB/s, V100 900, MI250X 3,276.8), with no loss from 1 to 64
    // nodes (the TOP500 HPCG runs grow the problem with the machine).
    void bandwidthBoundFp64PerByteOfBandwidth()
    {
        const Assumptions a;
        QCOMPARE(a.memoryBoundFlopsPerByte, 0.16);
        const json job = {{"task", "scientific"},
                          {"model", {{"name", "hpcg"}}},
                          {"science", {{"fp64_tflop", 3.6e5}, {"memory_bound", true}}}};
        const std::pair<const char *, double> cases[] = {
            {"nvidia-a100-40gb-sxm", 1555}, {"nvidia-v100-sxm2-16gb", 900}, {"amd-mi250x", 3276.8}};
        for (const auto &[id, gbs] : cases) {
            for (const int nodes : {1, 64}) {
                const GpuSizing s = sizeOnGpu(parsed(job), gpu(id), 4, nodes, a);
                const QString where = QStringLiteral("%1 on %2 nodes").arg(QLatin1String(id)).arg(nodes);
                QVERIFY2(near(s.work.perGpuRate, 0.16 * gbs / 1000), qPrintable(where));
                QVERIFY2(near(s.work.wallHours, 3.6e5 / (0.16 * gbs / 1000) / 3600 / (4 * nodes)),
                         qPrintable(where));
            }
        }
    }

    // A frame time timed on another GPU (a workstation's RTX 4090) is carried over by the same scores:
    // 30 s on the RTX 4090 is 30 × 11,062 ÷ 7,848 = 42.3 s on an L40S and 30 × 11,062 ÷ 6,944 on an
    // H100 SXM. A reference without a score takes the catalog's estimate like any other GPU (B200, as
    // in renderTimeScalesByCyclesScore).
    void renderTimeMeasuredOnAnotherGpu()
    {
        const Assumptions a;
        json job = {
            {"task", "rendering"},
            {"model", {{"name", "blender"}}},
            {"render",
             {{"scene_gb", 4}, {"frames", 100}, {"gpu_seconds_per_frame", 30}, {"measured_on", "RTX 4090"}}}};
        const Workload w = parsed(job);
        QVERIFY(w.media.renderMeasuredOn && w.media.renderMeasuredOn->id == QLatin1String("nvidia-rtx-4090"));
        QVERIFY(near(1.0 / sizeOnGpu(w, gpu("nvidia-l40s"), 1, 1, a).work.perGpuRate, 30.0 * 11062 / 7848));
        QVERIFY(
            near(1.0 / sizeOnGpu(w, gpu("nvidia-h100-sxm"), 1, 1, a).work.perGpuRate, 30.0 * 11062 / 6944));
        QVERIFY(near(1.0 / sizeOnGpu(w, gpu("nvidia-rtx-4090"), 1, 1, a).work.perGpuRate, 30.0));
        job["render"]["measured_on"] = "B200";
        const double b200Index = b200PerUnit * std::sqrt(75.0 * 7700);
        QVERIFY(near(1.0 / sizeOnGpu(parsed(job), gpu("nvidia-l40s"), 1, 1, a).work.perGpuRate,
                     30.0 * b200Index / 7848));
        job["render"]["measured_on"] = "GTX 9999";
        const WorkloadInput bad = parseWorkload(job, bundledCatalog());
        QVERIFY2(bad.error.contains(QLatin1String("measured_on")), qPrintable(bad.error));
    }

    // A node's GPUs share each frame, 0.029 lost per doubling (Chaos's V-Ray multi-GPU figures): 8 RTX
    // 4090 render a 30 s frame at 8 × 0.971^3 = 7.33 frames per 30 s; 4 per frame 0.971^2; one frame per
    // GPU (render.gpus_per_frame 1) loses nothing; one GPU a node loses nothing either.
    void renderGpusShareAFrame()
    {
        json job = {
            {"task", "rendering"},
            {"model", {{"name", "blender"}}},
            {"render",
             {{"scene_gb", 4}, {"frames", 100}, {"gpu_seconds_per_frame", 30}, {"measured_on", "RTX 4090"}}}};
        const auto efficiency = [&](int perNode) {
            return sizeOnGpu(parsed(job), gpu("nvidia-rtx-4090"), perNode, 1, Assumptions{})
                .work.scalingEfficiency;
        };
        QVERIFY(near(efficiency(8), std::pow(1 - 0.029, 3)));
        QCOMPARE(efficiency(1), 1.0);
        job["render"]["gpus_per_frame"] = 4;
        QVERIFY(near(efficiency(8), std::pow(1 - 0.029, 2)));
        job["render"]["gpus_per_frame"] = 1;
        QCOMPARE(efficiency(8), 1.0);
        QVERIFY(near(sizeOnGpu(parsed(job), gpu("nvidia-rtx-4090"), 8, 1, Assumptions{}).work.wallHours,
                     100 * 30.0 / 8 / 3600));
    }

    void videoBitrateByCodec()
    {
        const Assumptions a;
        QCOMPARE(videoBitrateMbps(parsed(video({{"streams", 1}})).media, a), 8.0);
        QVERIFY(near(videoBitrateMbps(parsed(video({{"streams", 1}, {"codec", "av1"}})).media, a), 4.8));
        QVERIFY(near(videoBitrateMbps(parsed(video({{"streams", 1}, {"codec", "hevc"}, {"resolution", "2160"}})).media, a),
                     8 * 0.65 * 4));
        QVERIFY(near(videoBitrateMbps(parsed(video({{"streams", 1}, {"resolution", "1440"}})).media, a),
                     8 * (1440.0 / 1080) * (1440.0 / 1080)));
        QCOMPARE(videoBitrateMbps(parsed(video({{"streams", 1}, {"codec", "av1"}, {"bitrate_mbps", 3.5}})).media, a), 3.5);
        // The public network carries ingest (H.264) and egress (the codec's bitrate): AV1 cuts it.
        auto network = [](const json &v) {
            const Evaluation e = evaluate(parsed(video(v)), Configuration{}, bundledCatalog(), Assumptions{});
            return e.dimensions[int(DimensionId::Network)].minimumValue;
        };
        QCOMPARE(network({{"streams", 100}, {"codec", "h264"}}), 1600.0);
        QCOMPARE(network({{"streams", 100}, {"codec", "av1"}}), 1280.0);
        // An analysis takes the streams in (at the codec it decodes) and sends out results, not video.
        QCOMPARE(network({{"streams", 100}, {"codec", "hevc"}, {"mode", "analysis"}}), 100 * 8 * 0.65);
    }

    void newInputsRoundTrip()
    {
        const json document = {
            {"task", "simulation"},
            {"model", {{"name", "md"}}},
            {"simulation",
             {{"engine", "gromacs"}, {"atoms", 250000}, {"target_ns_per_day", 100}, {"simulated_ns", 500},
              {"timestep_fs", 4}, {"gpus_per_simulation", 2}, {"instances", 3}}}};
        const json again = json::parse(document.dump());
        for (const json &j : {document, again}) {
            const MediaInput m = parsed(j).media;
            QCOMPARE(m.mdEngine, MdEngine::Gromacs);
            QCOMPARE(m.atoms, 250000.0);
            QCOMPARE(m.targetNsPerDay, 100.0);
            QCOMPARE(m.simulatedNs, 500.0);
            QCOMPARE(m.timestepFs, 4.0);
            QCOMPARE(m.gpusPerSimulation, 2);
            QCOMPARE(m.mdMode, MdMode::GpuResident);
        }
        const json offload = json::parse(md({{"engine", "namd"},
                                             {"atoms", 1e5},
                                             {"mode", "gpu_offload"},
                                             {"cpu_cores_per_simulation", 12}})
                                             .dump());
        QCOMPARE(parsed(offload).media.mdMode, MdMode::GpuOffload);
        QCOMPARE(parsed(offload).media.cpuCoresPerSimulation, 12);
        const json g = json::parse(geo({{"points", 1e6}, {"polygons", 5}, {"raster_tiles", 0},
                                        {"operation", "spatial_join"}, {"deadline_s", 30}}).dump());
        const MediaInput gm = parsed(g).media;
        QCOMPARE(gm.geoOperation, GeoOperation::SpatialJoin);
        QCOMPARE(gm.geoPoints, 1e6);
        QCOMPARE(gm.geoPolygons, 5.0);
        QCOMPARE(gm.geoDeadlineS, 30.0);
        const json v = json::parse(video({{"streams", 4}, {"preset", "p3"}, {"bitrate_mbps", 6}}).dump());
        QCOMPARE(parsed(v).media.nvencPreset, 3);
        QCOMPARE(parsed(v).media.bitrateMbps, 6.0);
        QVERIFY(!parsed(v).media.nvencLowLatency); // high quality unless a live stream says so
        QVERIFY(parsed(video({{"streams", 4}, {"tuning", "low_latency"}})).media.nvencLowLatency);
        // Old files keep their meaning: no preset (P7 assumed), no bitrate (the codec's), no atoms.
        QCOMPARE(parsed(video({{"streams", 4}})).media.nvencPreset, 0);
        QCOMPARE(nvencPresetUsed(parsed(video({{"streams", 4}})).media), 7);
        QCOMPARE(parsed(md({{"instances", 16}, {"gb_per_instance", 8}})).media.atoms, 0.0);
        QCOMPARE(parsed(geo({{"working_set_gb", 100}})).media.geoPoints, 0.0);
    }

    // The training software scales the default MFU by the stated factor (1.54 tuned, 0.81 older,
    // assumptions.h), so GPU-hours scale by its inverse; a measured MFU already holds the stack.
    void trainingStackScalesTheDefaultMfu()
    {
        const auto hours = [](const char *stack, bool measured) {
            json j = {{"task", "llm_pretraining"},
                      {"model", {{"preset", "llama-3.1-8b"}}},
                      {"training", {{"tokens", 1e11}}}};
            if (stack)
                j["training"]["stack"] = stack;
            if (measured)
                j["training"]["mfu"] = 0.4;
            return sizeOnGpu(parsed(j), gpu("nvidia-h100-sxm"), 8, 2, Assumptions{}).training.gpuHours;
        };
        const double typical = hours(nullptr, false);
        QVERIFY(typical > 0);
        QVERIFY(near(hours("typical", false), typical));
        QVERIFY2(near(hours("tuned", false), typical / 1.54),
                 qPrintable(QString::number(hours("tuned", false) / typical)));
        QVERIFY2(near(hours("older", false), typical / 0.81),
                 qPrintable(QString::number(hours("older", false) / typical)));
        QVERIFY(near(hours("older", true), hours(nullptr, true)));
        // The ceiling: a tuned stack on a small model on one node stays at or below 0.75 MFU.
        json small = {{"task", "llm_pretraining"},
                      {"model", {{"preset", "llama-3.1-8b"}}},
                      {"training", {{"tokens", 1e11}, {"stack", "tuned"}}}};
        Assumptions generous;
        generous.mfuTunedStack = 3.0;
        QVERIFY(sizeOnGpu(parsed(small), gpu("nvidia-a100-80gb-sxm"), 8, 1, generous).training.mfu <= 0.75 + 1e-9);
    }

    void badValuesNameTheField_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("preset p9") << QByteArray(video({{"streams", 1}, {"preset", "p9"}}).dump().c_str()) << "video.preset:";
        QTest::newRow("bitrate 0") << QByteArray(video({{"streams", 1}, {"bitrate_mbps", 0}}).dump().c_str())
                                   << "video.bitrate_mbps:";
        QTest::newRow("engine desmond")
            << QByteArray(md({{"atoms", 1e5}, {"engine", "desmond"}}).dump().c_str()) << "simulation.engine:";
        QTest::newRow("atoms 10") << QByteArray(md({{"atoms", 10}}).dump().c_str()) << "simulation.atoms:";
        QTest::newRow("timestep 20 fs") << QByteArray(md({{"atoms", 1e5}, {"timestep_fs", 20}}).dump().c_str())
                                        << "simulation.timestep_fs:";
        QTest::newRow("cut-off 12 nm (Å meant)")
            << QByteArray(md({{"atoms", 1e5}, {"cutoff_nm", 12}}).dump().c_str())
            << "simulation.cutoff_nm: is in nm: 12 looks like ångström (1.2 nm)";
        QTest::newRow("cut-off 0.2 nm")
            << QByteArray(md({{"atoms", 1e5}, {"cutoff_nm", 0.2}}).dump().c_str()) << "simulation.cutoff_nm:";
        QTest::newRow("cut-off without atoms")
            << QByteArray(md({{"instances", 2}, {"gb_per_instance", 4}, {"cutoff_nm", 1.0}}).dump().c_str())
            << "simulation.cutoff_nm:";
        QTest::newRow("target without atoms")
            << QByteArray(md({{"instances", 2}, {"gb_per_instance", 4}, {"target_ns_per_day", 50}}).dump().c_str())
            << "simulation.target_ns_per_day:";
        QTest::newRow("gpus per simulation 0")
            << QByteArray(md({{"atoms", 1e5}, {"gpus_per_simulation", 0}}).dump().c_str()) << "simulation.gpus_per_simulation:";
        QTest::newRow("offload on GROMACS")
            << QByteArray(md({{"atoms", 1e5}, {"engine", "gromacs"}, {"mode", "gpu_offload"}}).dump().c_str())
            << "simulation.mode: GPU-offload (integration on the CPU) is modelled for NAMD only";
        QTest::newRow("mode hybrid")
            << QByteArray(md({{"atoms", 1e5}, {"engine", "namd"}, {"mode", "hybrid"}}).dump().c_str())
            << "simulation.mode:";
        QTest::newRow("0 cores") << QByteArray(
                                        md({{"atoms", 1e5}, {"cpu_cores_per_simulation", 0}}).dump().c_str())
                                 << "simulation.cpu_cores_per_simulation:";
        QTest::newRow("cores without atoms")
            << QByteArray(md({{"instances", 2}, {"gb_per_instance", 4}, {"cpu_cores_per_simulation", 8}})
                              .dump()
                              .c_str())
            << "simulation.cpu_cores_per_simulation:";
        QTest::newRow("potential on GROMACS")
            << QByteArray(md({{"atoms", 1e5}, {"engine", "gromacs"}, {"potential", "snap"}}).dump().c_str())
            << "simulation.potential: applies to LAMMPS only";
        QTest::newRow("potential eam")
            << QByteArray(md({{"atoms", 1e5}, {"engine", "lammps"}, {"potential", "eam"}}).dump().c_str())
            << "simulation.potential:";
        QTest::newRow("neither atoms nor instances") << QByteArray(md(json::object()).dump().c_str()) << "simulation:";
        QTest::newRow("operation buffer") << QByteArray(geo({{"points", 5}, {"operation", "buffer"}}).dump().c_str())
                                          << "geospatial.operation:";
        QTest::newRow("parse without polygons")
            << QByteArray(geo({{"points", 5}, {"operation", "polygon_parse"}}).dump().c_str()) << "geospatial.polygons:";
        QTest::newRow("join without points")
            << QByteArray(geo({{"polygons", 5}, {"operation", "spatial_join"}}).dump().c_str()) << "geospatial.points:";
        QTest::newRow("negative deadline") << QByteArray(geo({{"points", 5}, {"deadline_s", -1}}).dump().c_str())
                                           << "geospatial.deadline_s:";
        QTest::newRow("training stack fast")
            << QByteArray(json({{"task", "llm_pretraining"},
                                {"model", {{"preset", "llama-3.1-8b"}}},
                                {"training", {{"stack", "fast"}}}})
                              .dump()
                              .c_str())
            << "training.stack:";
    }

    void badValuesNameTheField()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, prefix);
        const QString error = parseWorkload(json::parse(input.constData()), bundledCatalog()).error;
        QVERIFY2(error.startsWith(prefix), qPrintable(error));
    }

    // Work without a model (video, rendering, FP64, simulation, geospatial) needs no "model" member;
    // model work still does, with the message that says what to give.
    void modelOnlyWhereThereIsOne()
    {
        for (const char *text : {R"({"task": "simulation", "simulation": {"engine": "gromacs", "atoms": 1000000}})",
                                 R"({"task": "video_processing", "video": {"streams": 40}})", R"({"task": "geospatial", "geospatial": {"points": 1000}})"}) {
            const QString error = parseWorkload(json::parse(text), bundledCatalog()).error;
            QVERIFY2(error.isEmpty(), qPrintable(QString::fromUtf8(text) + QStringLiteral(": ") + error));
        }
        const QString error = parseWorkload(json::parse(R"({"task": "cv_training"})"), bundledCatalog()).error;
        QVERIFY2(error.startsWith(QStringLiteral("model:")), qPrintable(error));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestDomainWork, Core)
#include "tst_domainwork.moc"
