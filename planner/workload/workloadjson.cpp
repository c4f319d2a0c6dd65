#include "planner/workload/workloadjson.h"

#include "planner/workload/jsonfields.h"
#include "planner/workload/units.h"
#include "planner/workload/workloadjson_load.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

// Video heights as plan files write them: the figure, or with the p of "1080p", or 4K.
constexpr std::initializer_list<const char *> kResolutionNames = {"720",   "1080",  "1440",  "2160", "720p",
                                                                  "1080p", "1440p", "2160p", "4k",   "4K"};
constexpr std::array<int, 10> kResolutionHeights = {720, 1080, 1440, 2160, 720, 1080, 1440, 2160, 2160, 2160};

void readData(const JsonFields &f, DataInput &d)
{
    f.onlyKeys({"dataset_gb", "file_count", "avg_file_mb", "preprocessing", "image_decode", "location",
                "checkpoints_kept", "sensitive"});
    d.datasetGb = f.number("dataset_gb", 0, 1e9).value_or(0);
    d.fileCount = f.number("file_count", 0, 1e13).value_or(0);
    d.avgFileMb = f.number("avg_file_mb", 0, 1e7).value_or(0);
    if (d.fileCount > 0 && d.avgFileMb > 0 && d.datasetGb == 0)
        d.datasetGb = d.fileCount * d.avgFileMb / 1000.0;
    if (d.datasetGb > 0 && d.fileCount > 0 && d.avgFileMb == 0)
        d.avgFileMb = d.datasetGb * 1000.0 / d.fileCount;
    if (const auto v = f.choice("preprocessing", {"none", "light", "heavy"}))
        d.preprocessing = Preprocessing(*v);
    if (const auto v = f.choice("image_decode", {"cpu", "dali_cpu", "gpu"}))
        d.imageDecode = ImageDecode(*v);
    if (const auto v = f.choice("location", {"local_nvme", "shared_fs", "object_storage"}))
        d.location = DataLocation(*v);
    d.checkpointsKept = f.integer("checkpoints_kept", 0, 10000).value_or(d.checkpointsKept);
    d.sensitive = f.boolean("sensitive").value_or(false);
}

void readRun(const JsonFields &f, RunInput &r)
{
    f.onlyKeys({"pattern", "utilization", "duration_days", "team_size", "dev_share", "billing",
                "shared_with_other_work", "budget", "budget_currency", "internet_egress"});
    if (const auto v = f.choice("pattern", {"24/7", "business_hours", "bursty", "one_off"}))
        r.pattern = RunPattern(*v);
    r.utilization = f.number("utilization", 0.0, 1.0);
    r.durationDays = f.number("duration_days", 0.001, 36500).value_or(r.durationDays);
    r.teamSize = f.integer("team_size", 1, 100000).value_or(1);
    r.devShare = f.number("dev_share", 0.0, 1.0).value_or(0);
    if (const auto v = f.choice("billing", {"hourly", "monthly", "reserved", "spot", "purchase"}))
        r.billing = Billing(*v);
    r.sharedWithOtherWork = f.boolean("shared_with_other_work").value_or(false);
    r.budget = f.number("budget", 0, 1e12).value_or(0);
    if (const auto v = f.choice("budget_currency", {"USD", "CNY"}))
        r.budgetCurrency = *v == 0 ? QStringLiteral("USD") : QStringLiteral("CNY");
    r.internetEgress = f.boolean("internet_egress").value_or(true);
}

void readSoftware(const JsonFields &f, SoftwareInput &s)
{
    f.onlyKeys({"framework", "framework_version", "multi_gpu", "distributed", "stack", "optimization",
                "memory_format"});
    s.framework = f.version("framework", true).value_or(s.framework);
    s.frameworkVersion = f.version("framework_version").value_or(QString());
    s.multiGpu = f.boolean("multi_gpu").value_or(true);
    s.distributed = f.boolean("distributed").value_or(s.multiGpu);
    if (const auto v = f.choice("stack", {"cuda", "rocm", "cann"}))
        s.stack = Stack(*v);
    if (const auto v = f.choice("optimization", {"framework", "optimized", "tensorrt"}))
        s.kernels = Kernels(*v);
    if (const auto v = f.choice("memory_format", {"channels_first", "channels_last"}))
        s.channelsLast = *v == 1;
}

void readMedia(const JsonFields &root, const catalog::Catalog &c, MediaInput &m)
{
    const JsonFields video = root.object("video");
    video.onlyKeys({"streams", "resolution", "fps", "mode", "codec", "preset", "tuning", "renditions",
                    "bitrate_mbps", "source_codec", "source_resolution", "source_fps"});
    m.streams = video.integer("streams", 1, 1000000).value_or(0);
    // 1440: 2K / 4-megapixel cameras; every rate scales by pixels between the 1080p and 2160p figures.
    if (const auto v = video.choice("resolution", kResolutionNames))
        m.resolutionHeight = kResolutionHeights[size_t(*v)];
    m.fps = video.number("fps", 1, 240).value_or(30);
    if (const auto v = video.choice("mode", {"transcode", "analysis"}))
        m.encode = *v == 0;
    if (const auto v = video.choice("codec", {"h264", "hevc", "av1"}))
        m.codec = VideoCodec(*v);
    // fast / balanced / quality are FFmpeg's aliases of P1 / P4 / P7 (libavcodec/nvenc.c).
    if (const auto v = video.choice("preset", {"p1", "p2", "p3", "p4", "p5", "p6", "p7", "fast", "balanced", "quality"}))
        m.nvencPreset = *v < 7 ? *v + 1 : std::array<int, 3>{1, 4, 7}[size_t(*v - 7)];
    // NVENC's tuning info: high quality (files, VOD) or low latency (live; NVIDIA's CBR rows).
    if (const auto v = video.choice("tuning", {"high_quality", "low_latency"}))
        m.nvencLowLatency = *v == 1;
    // An adaptive-bitrate ladder: the output and the next lower resolutions, one encode each.
    m.renditions = video.integer("renditions", 1, 4).value_or(1);
    m.bitrateMbps = video.number("bitrate_mbps", 0.05, 1000).value_or(0);
    if (const auto v = video.choice("source_codec", {"h264", "hevc", "av1"}))
        m.sourceCodec = VideoCodec(*v);
    if (const auto v = video.choice("source_resolution", kResolutionNames))
        m.sourceHeight = kResolutionHeights[size_t(*v)];
    m.sourceFps = video.number("source_fps", 1, 240).value_or(0);
    const JsonFields render = root.object("render");
    render.onlyKeys({"scene_gb", "frames", "gpu_seconds_per_frame", "measured_on", "gpus_per_frame"});
    m.renderGpusPerFrame = render.integer("gpus_per_frame", 1, 16).value_or(0);
    m.sceneGb = render.number("scene_gb", 0, 1e5).value_or(0);
    m.frames = render.number("frames", 0, 1e10).value_or(0);
    m.gpuSecondsPerFrame = render.number("gpu_seconds_per_frame", 0, 1e7).value_or(0);
    if (const auto name = render.text("measured_on")) {
        const catalog::LookupResult found = c.find(*name, catalog::Kind::Accelerator);
        if (found.matches.size() != 1)
            render.fail("measured_on", lookupFailure(*name, found));
        const auto *acc = static_cast<const catalog::Accelerator *>(found.matches.front().row);
        m.renderMeasuredOn = RenderReference{acc->id,
                                             acc->name,
                                             acc->cycles.samplesPerMinute,
                                             acc->cyclesEstimate.samplesPerMinute,
                                             acc->dense.fp32.value_or(0),
                                             acc->rtCores};
    }
    const JsonFields science = root.object("science");
    science.onlyKeys({"fp64_tflop", "memory_bound", "working_set_gb", "flops_per_byte"});
    m.fp64Tflop = science.number("fp64_tflop", 0, 1e15).value_or(0);
    m.memoryBound = science.boolean("memory_bound").value_or(false);
    m.flopsPerByte = science.number("flops_per_byte", 0.001, 1000).value_or(0);
    m.workingSetGb = science.number("working_set_gb", 0, 1e7).value_or(0);
    readSimulation(root.object("simulation"), m);
    const JsonFields geo = root.object("geospatial");
    geo.onlyKeys({"working_set_gb", "operation", "points", "polygons", "raster_tiles", "deadline_s"});
    if (const auto v = geo.number("working_set_gb", 0, 1e7))
        m.workingSetGb = *v;
    if (const auto v = geo.choice("operation", {"point_in_polygon", "spatial_join", "polygon_parse", "raster_tiles"}))
        m.geoOperation = GeoOperation(*v);
    m.geoPoints = geo.number("points", 0, 1e13).value_or(0);
    m.geoPolygons = geo.number("polygons", 0, 1e10).value_or(0);
    m.rasterTiles = geo.number("raster_tiles", 0, 1e10).value_or(0);
    m.geoDeadlineS = geo.number("deadline_s", 0.001, 1e9).value_or(0);
}

void readGpu(const JsonFields &f, const catalog::Catalog &c, GpuPin &g)
{
    f.onlyKeys({"model", "count", "nodes"});
    if (const auto name = f.text("model")) {
        const catalog::LookupResult found = c.find(*name, catalog::Kind::Accelerator);
        if (found.matches.size() != 1)
            f.fail("model", lookupFailure(*name, found));
        g.model = found.matches.front().row->id;
    }
    // Any count a chassis holds: 3-GPU workstations, 6-GPU nodes (Summit), 10-GPU rental servers.
    g.count = f.integer("count", 1, 16).value_or(0);
    g.nodes = f.integer("nodes", 1, 100000).value_or(0);
}

void readConfiguration(const JsonFields &f, const catalog::Catalog &c, Configuration &cfg)
{
    f.onlyKeys({"cpu_model",
                "cpu_cores",
                "ram_gb",
                "system_disk_gb",
                "data_disk_gb",
                "data_disk",
                "data_disk_read_mbps",
                "separate_system_disk",
                "network_public_mbps",
                "network_cluster_gbps",
                "interconnect",
                "driver_version",
                "cuda_version",
                "framework",
                "monitoring",
                "checkpoint_interval_h",
                "backup",
                "scheduler",
                "container_image",
                "access_control",
                "audit_log",
                "autoscaling"});
    if (const auto name = f.text("cpu_model")) {
        const catalog::LookupResult found = c.find(*name, catalog::Kind::Cpu);
        if (found.matches.size() != 1)
            f.fail("cpu_model", lookupFailure(*name, found));
        cfg.cpuModel = found.matches.front().row->id;
    }
    if (const auto v = f.integer("cpu_cores", 1, 4096))
        cfg.cpuCores = *v;
    cfg.ramGb = f.number("ram_gb", 1, 1e6);
    cfg.systemDiskGb = f.number("system_disk_gb", 1, 1e6);
    cfg.dataDiskGb = f.number("data_disk_gb", 0, 1e9);
    static const std::array<const char *, 6> tiers{"local_nvme",    "sata_ssd",  "hdd",
                                                   "network_block", "shared_fs", "object_storage"};
    if (const auto v = f.choice(
            "data_disk", {"local_nvme", "sata_ssd", "hdd", "network_block", "shared_fs", "object_storage"}))
        cfg.dataDisk = QString::fromLatin1(tiers[size_t(*v)]);
    cfg.dataDiskReadMbps = f.number("data_disk_read_mbps", 0.001, 1e7);
    cfg.separateSystemDisk = f.boolean("separate_system_disk");
    cfg.networkPublicMbps = f.number("network_public_mbps", 0, 1e7);
    cfg.networkClusterGbps = f.number("network_cluster_gbps", 0, 1e5);
    if (const auto v = f.choice("interconnect", {"nvlink", "pcie"}))
        cfg.interconnect = *v == 0 ? QStringLiteral("nvlink") : QStringLiteral("pcie");
    // Written into Dockerfiles and the acceptance script: strict patterns, no shell characters.
    cfg.driverVersion = f.version("driver_version");
    cfg.cudaVersion = f.version("cuda_version");
    cfg.framework = f.version("framework", true);
    cfg.monitoring = f.boolean("monitoring");
    cfg.checkpointIntervalH = f.number("checkpoint_interval_h", 0, 1e6);
    cfg.backup = f.boolean("backup");
    cfg.scheduler = f.boolean("scheduler");
    cfg.containerImage = f.boolean("container_image");
    cfg.accessControl = f.boolean("access_control");
    cfg.auditLog = f.boolean("audit_log");
    cfg.autoscaling = f.boolean("autoscaling");
}

// Training a speech model (Whisper fine-tuning, task cv_training): hours of audio per epoch, cut into
// clips of clip_seconds (each padded to the 30 s window the encoder takes), which replace samples where
// given; else the clips themselves as samples. The two audio fields mean nothing to another model or
// task.
void readSpeechTraining(const JsonFields &root, Workload &w)
{
    TrainingInput &t = w.training;
    const bool speech = w.task == Task::CvTraining && w.model.kind == QLatin1String("speech");
    const JsonFields f = root.object("training");
    for (const char *key : {"audio_hours", "clip_seconds"})
        if (f.has(key) && !speech)
            f.fail(key, QCoreApplication::translate("input", "applies to training a speech model (task "
                                                             "cv_training with a speech model) only"));
    if (!speech)
        return;
    if (t.audioHours > 0) // the hours, where given, set the clips
        t.samples = std::ceil(t.audioHours * kSecondsPerHour / speechClipSeconds(t.clipSeconds));
    if (t.samples <= 0)
        root.fail("training", QCoreApplication::translate("input", "audio_hours (or samples, the clips "
                                                                   "per epoch) is required to train a "
                                                                   "speech model"));
}

// A speech job's data set where dataset_gb is not given: its audio, as files of data.avg_file_mb a clip
// where that is given, else decoded 16 kHz 16-bit PCM (32,000 bytes a second; compressed files hold
// less, which dataset_gb says).
void speechDataset(Workload &w)
{
    DataInput &d = w.data;
    if (d.datasetGb > 0 || w.model.kind != QLatin1String("speech"))
        return;
    double seconds = 0, clips = 0;
    if (w.task == Task::CvTraining) {
        clips = w.training.samples;
        seconds = clips * speechClipSeconds(w.training.clipSeconds);
    } else if (w.task == Task::BatchInference) {
        seconds = w.serving.audioHours * kSecondsPerHour;
        clips = w.serving.clipSeconds > 0 ? seconds / w.serving.clipSeconds : 0;
    }
    const double bytes =
        d.avgFileMb > 0 && clips > 0 ? clips * d.avgFileMb * 1e6 : seconds * kSpeechPcmBytesPerSecond;
    d.datasetGb = bytes / kBytesPerGB;
    d.datasetFromAudio = d.datasetGb > 0;
}

// A geospatial job's data set where dataset_gb is not given: its points, x and y in FP64 (the
// columns a GPU library reads; text files such as CSV hold more, which dataset_gb says).
void geospatialDataset(Workload &w)
{
    DataInput &d = w.data;
    if (d.datasetGb > 0 || w.task != Task::Geospatial || w.media.geoPoints <= 0)
        return;
    d.datasetGb = w.media.geoPoints * kGeoBytesPerPoint / kBytesPerGB;
    d.datasetFromPoints = true;
}

} // namespace

// Tokens a sequence of an encoder's batch job where none are given (at most the model's positions).
constexpr int kEncoderDefaultTokens = 512;

WorkloadInput parseWorkload(const nlohmann::json &document, const catalog::Catalog &catalog)
{
    WorkloadInput out;
    try {
        if (!document.is_object())
            throw InputError(QCoreApplication::translate("input", "the workload must be a JSON object"));
        const JsonFields root(document, QString());
        root.onlyKeys({"task", "model", "precision", "training", "serving", "data", "run", "software", "goal",
                       "gpu", "video", "render", "science", "simulation", "geospatial", "configuration",
                       "format", "name"});
        Workload &w = out.workload;
        const std::optional<QString> task = root.text("task");
        if (!task)
            root.fail("task", QCoreApplication::translate("input", "is required (one of %1)")
                                  .arg(allTaskIds().join(QStringLiteral(", "))));
        const std::optional<Task> t = taskFromId(*task);
        if (!t) {
            const QString near = closestWord(*task, allTaskIds());
            root.fail("task",
                      near.isEmpty()
                          ? QCoreApplication::translate("input", "unknown task '%1'").arg(*task)
                          : QCoreApplication::translate("input", "unknown task '%1'; did you mean '%2'?")
                                .arg(*task, near));
        }
        w.task = *t;
        // Video, rendering, FP64, simulation and geospatial work has no model to name: "model" is
        // optional there (a name at most).
        const bool modelFree = w.task == Task::VideoProcessing || w.task == Task::Rendering ||
                               w.task == Task::Scientific || w.task == Task::Simulation || w.task == Task::Geospatial;
        if (!root.has("model") && !modelFree)
            root.fail("model",
                      QCoreApplication::translate(
                          "input", "is required: {\"preset\": \"llama-2-70b\"} or a custom architecture"));
        w.model = readModel(root.object("model"), catalog, w.task);
        if (const auto p = root.choice("precision", {"fp32", "bf16", "fp16", "fp8", "int8", "int4", "fp4"})) {
            w.precision = Precision(*p);
            w.precisionGiven = true;
        }
        if (w.task == Task::Scientific && !w.precisionGiven)
            w.precision = Precision::Fp32;
        readTraining(root.object("training"), w.training);
        readServing(root.object("serving"), w.serving);
        // An encoder's sequence is its input: at most its position embeddings (BERT: 512); where the
        // job does not say, 512 tokens or the positions, whichever is fewer (a chunk as retrieval
        // pipelines cut texts, sentence-transformers' default for BERT-sized models).
        const bool encoderJob = w.task == Task::BatchInference && w.model.kind == QLatin1String("encoder");
        if (encoderJob && !root.object("serving").has("prompt_tokens"))
            w.serving.promptTokens = w.model.context > 0 ? std::min(w.model.context, kEncoderDefaultTokens)
                                                         : kEncoderDefaultTokens;
        if (encoderJob && w.model.context > 0 && w.serving.promptTokens > w.model.context)
            root.object("serving").fail(
                "prompt_tokens",
                QCoreApplication::translate("input", "an encoder reads at most %1 tokens a sequence (its "
                                                     "positions); split longer texts into chunks, found %2")
                    .arg(w.model.context)
                    .arg(w.serving.promptTokens));
        if (w.serving.eagerAttention && w.task != Task::DiffusionInference &&
            !(w.task == Task::BatchInference && w.model.kind == QLatin1String("encoder")))
            root.object("serving").fail(
                "attention",
                QCoreApplication::translate("input", "\"eager\" applies to diffusion inference and "
                                                     "to an encoder's batch job; training has "
                                                     "training.attention"));
        readData(root.object("data"), w.data);
        readRun(root.object("run"), w.run);
        readSoftware(root.object("software"), w.software);
        readMedia(root, catalog, w.media);
        if (const auto g =
                root.choice("goal", {"lowest_cost_per_task", "long_run_stability", "absorb_peaks"}))
            w.goal = Goal(*g);
        readGpu(root.object("gpu"), catalog, w.gpu);
        if (const MediaInput &m = w.media; w.task == Task::Simulation && w.gpu.count > 0 &&
                                           m.gpusPerSimulation > w.gpu.count && mdWithinANode(m))
            root.object("simulation")
                .fail("gpus_per_simulation",
                      QCoreApplication::translate("input",
                                                  "%1 GPUs do not fit a node of %2 (gpu.count): %3 runs a "
                                                  "simulation on the GPUs of one node")
                          .arg(m.gpusPerSimulation)
                          .arg(w.gpu.count)
                          .arg(m.mdEngine == MdEngine::Openmm ? QStringLiteral("OpenMM")
                                                              : QStringLiteral("NAMD (GPU-resident)")));
        if (w.training.tensorParallel && w.gpu.count > 0 && w.gpu.count % *w.training.tensorParallel != 0)
            root.object("training")
                .fail("tensor_parallel", QCoreApplication::translate(
                                             "input", "%1 does not divide the %2 GPUs per node (gpu.count): "
                                                      "tensor parallelism splits a node evenly")
                                             .arg(*w.training.tensorParallel)
                                             .arg(w.gpu.count));
        readConfiguration(root.object("configuration"), catalog, out.configuration);
        if ((isTraining(w.task) && (w.precision == Precision::Int8 || w.precision == Precision::Int4)) &&
            w.training.method != FinetuneMethod::Qlora)
            root.fail("precision",
                      QCoreApplication::translate(
                          "input",
                          "%1 is an inference precision; train in bf16, fp16, fp8, fp4 (NVFP4) or fp32 "
                          "(or use training.method qlora for a 4-bit base)")
                          .arg(precisionId(w.precision)));
        if (w.software.tensorRt() && !w.precisionGiven) // TensorRT builds FP16 engines
            w.precision = Precision::Fp16;
        if (w.software.tensorRt() && isTraining(w.task))
            root.object("software")
                .fail("optimization", QCoreApplication::translate(
                                          "input", "tensorrt builds inference engines; a training job "
                                                   "runs framework or optimized kernels"));
        if (w.software.tensorRt() && w.precisionGiven && w.precision != Precision::Fp16 &&
            w.precision != Precision::Int8 && w.precision != Precision::Fp8)
            root.object("software")
                .fail("optimization",
                      QCoreApplication::translate("input", "tensorrt is rated as FP16 engines (INT8 and FP8 "
                                                           "keep FP16 layers); precision is %1")
                          .arg(precisionId(w.precision)));
        if (w.task == Task::VideoProcessing && w.media.streams <= 0)
            root.fail("video",
                      QCoreApplication::translate("input", "streams is required for video_processing"));
        if (w.task == Task::Rendering &&
            (w.media.sceneGb <= 0 || w.media.frames <= 0 || w.media.gpuSecondsPerFrame <= 0))
            root.fail("render",
                      QCoreApplication::translate(
                          "input", "scene_gb, frames and gpu_seconds_per_frame are required for rendering"));
        if (w.task == Task::Scientific && w.media.fp64Tflop <= 0)
            root.fail("science", QCoreApplication::translate(
                                     "input", "fp64_tflop (total FP64 work) is required for scientific"));
        if (w.task == Task::Simulation && w.media.atoms <= 0 &&
            (w.media.instances <= 0 || w.media.gbPerInstance <= 0))
            root.fail("simulation",
                      QCoreApplication::translate(
                          "input", "atoms (molecular dynamics), or instances and gb_per_instance, are required for "
                                   "simulation"));
        if (w.task == Task::Geospatial && w.media.workingSetGb <= 0 && w.media.geoPoints <= 0 &&
            w.media.geoPolygons <= 0 && w.media.rasterTiles <= 0)
            root.fail("geospatial",
                      QCoreApplication::translate(
                          "input", "points, polygons, raster_tiles or working_set_gb is required for geospatial"));
        if (w.task == Task::Geospatial) {
            const MediaInput &g = w.media;
            const JsonFields geo = root.object("geospatial");
            const bool pip = g.geoOperation == GeoOperation::PointInPolygon ||
                             g.geoOperation == GeoOperation::SpatialJoin;
            if (pip && g.geoPoints <= 0 && (g.geoPolygons > 0 || g.rasterTiles > 0))
                geo.fail("points", QCoreApplication::translate("input", "is required for %1")
                                       .arg(QString::fromUtf8(g.geoOperation == GeoOperation::SpatialJoin
                                                                  ? "spatial_join" : "point_in_polygon")));
            if (g.geoOperation == GeoOperation::PolygonParse && g.geoPolygons <= 0)
                geo.fail("polygons", QCoreApplication::translate("input", "is required for polygon_parse"));
            if (g.geoOperation == GeoOperation::RasterTiles && g.rasterTiles <= 0)
                geo.fail("raster_tiles", QCoreApplication::translate("input", "is required for raster_tiles"));
            // Tiles have no size of their own here: the GPUs are sized by what they hold at once.
            if (g.geoOperation == GeoOperation::RasterTiles && g.workingSetGb <= 0)
                geo.fail(
                    "working_set_gb",
                    QCoreApplication::translate(
                        "input", "is required for raster_tiles (the tiles the GPUs hold at once, in GB)"));
        }
        // LoRA sits on linear layers of a known width (traininglike.cpp); a convolutional network has none.
        if (w.task == Task::CvTraining && w.training.method != FinetuneMethod::Full && w.model.hidden <= 0)
            root.object("training")
                .fail("method",
                      QCoreApplication::translate(
                          "input", "LoRA and QLoRA adapt a transformer's linear layers; a convolutional "
                                   "network (no hidden width given) is trained in full"));
        readSpeechTraining(root, w);
        // Data loaders, an EMA copy and a global batch in samples belong to the sample-based training
        // paths (traininglike.cpp, gradientexchange.cpp); the language-model paths size none of them.
        if (w.task != Task::CvTraining && w.task != Task::DiffusionTraining)
            for (const char *key : {"dataloader_workers", "ema", "global_batch"})
                if (root.object("training").has(key))
                    root.object("training")
                        .fail(key,
                              QCoreApplication::translate("input", "applies to vision, speech and diffusion "
                                                                   "training (tasks cv_training and "
                                                                   "diffusion_training)"));
        speechDataset(w);
        geospatialDataset(w);
        if ((w.task == Task::CvTraining || w.task == Task::DiffusionTraining) && w.training.samples <= 0)
            root.fail("training",
                      QCoreApplication::translate("input", "samples (per epoch) is required for %1")
                          .arg(taskId(w.task)));
        if (w.serving.videosPerHourGiven && w.task != Task::DiffusionInference)
            root.fail("serving",
                      QCoreApplication::translate("input", "videos_per_hour applies to "
                                                           "diffusion_inference (a video model's load)"));
        if (w.task == Task::DiffusionInference && w.serving.imagesPerS <= 0 && w.serving.requestsPerS <= 0)
            root.fail("serving",
                      w.model.frames > 0
                          ? QCoreApplication::translate("input", "videos_per_hour (or images_per_s) is "
                                                                 "required for a video model")
                          : QCoreApplication::translate("input", "images_per_s is required for "
                                                                 "diffusion_inference"));
    } catch (const InputError &e) {
        out.error = e.message();
    }
    return out;
}

} // namespace gpuplanner::planner
