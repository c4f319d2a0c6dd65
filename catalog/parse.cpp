#include "catalog/parse.h"

#include "catalog/jsontext.h"
#include "catalog/rowreader.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace gpuplanner::catalog {

namespace {

constexpr double kMaxTflops = 1.0e5; // no single accelerator is near 100 PFLOPS dense
constexpr double kMaxMemoryGb = 4096;

void readBase(RowReader &r, RowBase &base, Origin origin)
{
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+([.-][a-z0-9]+)*$"));
    base.id = r.str("id");
    if (!base.id.isEmpty() && !idPattern.match(base.id).hasMatch())
        r.fail("id", QCoreApplication::translate("catalog", "must be lower-case letters, digits, '-' and '.', found '%1'")
                         .arg(base.id));
    base.name = r.str("name");
    base.aliases = r.optStrList("aliases");
    base.source = r.source();
    base.origin = origin;
}

Throughput readThroughput(RowReader r)
{
    Throughput t;
    t.fp64 = r.optNum("fp64", 0, kMaxTflops);
    t.fp64Tensor = r.optNum("fp64_tensor", 0, kMaxTflops);
    t.fp32 = r.optNum("fp32", 0, kMaxTflops);
    t.tf32 = r.optNum("tf32", 0, kMaxTflops);
    t.bf16 = r.optNum("bf16", 0, kMaxTflops);
    t.fp16 = r.optNum("fp16", 0, kMaxTflops);
    t.fp8 = r.optNum("fp8", 0, kMaxTflops);
    t.fp4 = r.optNum("fp4", 0, kMaxTflops);
    t.int8 = r.optNum("int8", 0, kMaxTflops);
    return t;
}

Accelerator readAccelerator(RowReader &r)
{
    Accelerator a;
    a.vendor = r.str("vendor");
    a.architecture = r.str("architecture");
    a.segment = r.oneOf("segment", {"datacenter-training", "datacenter-inference", "datacenter-graphics",
                                    "workstation", "consumer"});
    a.launchYear = r.integer("launch_year", 2010, 2100);
    a.memoryGb = r.num("memory_gb", 1, kMaxMemoryGb);
    a.memoryType = r.str("memory_type");
    a.memoryBandwidthGbs = r.num("memory_bandwidth_gbs", 1, 1.0e5);
    a.dense = readThroughput(r.object("dense_tflops"));
    if (r.has("sparse_tflops"))
        a.sparse = readThroughput(r.object("sparse_tflops"));
    if (!a.dense.fp32 && !a.dense.fp16 && !a.dense.bf16)
        r.fail("dense_tflops", QCoreApplication::translate("catalog", "needs at least one of fp32, fp16, bf16"));
    a.tdpW = r.num("tdp_w", 1, 5000);
    RowReader link = r.object("interconnect");
    a.interconnectType = link.str("type");
    a.interconnectGbs = link.num("bandwidth_gbs", 1, 1.0e5);
    a.interconnectMaxGpus = link.optInt("max_gpus", 1, 100000, 1);
    a.maxGpusPerNode = r.optInt("max_gpus_per_node", 1, 64, 8);
    a.pcieGen = r.integer("pcie_gen", 1, 7);
    a.formFactor = r.str("form_factor");
    RowReader video = r.object("video");
    a.videoEncoders = video.integer("encoders", 0, 64);
    a.videoDecoders = video.integer("decoders", 0, 64);
    a.jpegDecoders = video.optInt("jpeg_decoders", 0, 64, 0);
    a.rtCores = r.boolean("rt_cores");
    if (r.has("render")) {
        RowReader render = r.object("render");
        a.cycles.samplesPerMinute = render.num("cycles_score", 1, 1.0e6);
        a.cycles.backend = render.oneOf("backend", {"optix", "cuda", "hip"});
        a.cycles.blenderVersion = render.str("blender");
        a.cycles.runs = render.integer("runs", 1, 1000000);
        a.cycles.source = render.str("source");
    }
    if (r.has("boost_clock")) {
        RowReader clock = r.object("boost_clock");
        a.boostClock.mhz = clock.num("mhz", 100, 10000);
        a.boostClock.source = clock.str("source");
    }
    if (r.has("sustained_clock")) {
        RowReader clock = r.object("sustained_clock");
        a.sustainedClock.boostMhz = clock.num("boost_mhz", 100, 10000);
        a.sustainedClock.sustainedMhz = clock.num("sustained_mhz", 100, 10000);
        a.sustainedClock.source = clock.str("source");
        if (a.sustainedClock.sustainedMhz > a.sustainedClock.boostMhz)
            clock.fail("sustained_mhz", QCoreApplication::translate("catalog", "is above boost_mhz"));
        if (a.boostClock.mhz > 0 && a.sustainedClock.boostMhz != a.boostClock.mhz)
            clock.fail("boost_mhz",
                       QCoreApplication::translate("catalog", "differs from boost_clock.mhz (%1)")
                           .arg(a.boostClock.mhz));
    }
    if (r.has("last_level_cache")) {
        RowReader cache = r.object("last_level_cache");
        a.lastLevelCache.mb = cache.num("mb", 0.1, 100000);
        a.lastLevelCache.source = cache.str("source");
    }
    RowReader sw = r.object("software");
    a.stack = sw.oneOf("stack", {"cuda", "rocm", "cann", "oneapi"});
    a.computeCapability = sw.optStr("compute_capability");
    a.gfx = sw.optStr("gfx");
    a.minDriver = sw.optStr("min_driver");
    a.minToolkit = sw.optStr("min_toolkit");
    if (a.stack == QLatin1String("cuda") && a.computeCapability.isEmpty())
        sw.fail("compute_capability", QCoreApplication::translate("catalog", "is required for a CUDA device"));
    return a;
}

Cpu readCpu(RowReader &r)
{
    Cpu c;
    c.vendor = r.str("vendor");
    c.family = r.str("family");
    c.launchYear = r.integer("launch_year", 2010, 2100);
    c.cores = r.integer("cores", 1, 1024);
    c.threads = r.integer("threads", 1, 4096);
    c.baseGhz = r.num("base_ghz", 0.1, 10);
    c.boostGhz = r.optNum("boost_ghz", 0.1, 10).value_or(c.baseGhz);
    c.memoryChannels = r.integer("memory_channels", 1, 64);
    c.memoryType = r.str("memory_type");
    c.memoryMts = r.integer("memory_mts", 100, 20000);
    c.pcieGen = r.integer("pcie_gen", 1, 7);
    c.pcieLanes = r.integer("pcie_lanes", 1, 1024);
    c.tdpW = r.num("tdp_w", 1, 2000);
    c.maxSockets = r.optInt("max_sockets", 1, 8, 1);
    if (c.threads < c.cores)
        r.fail("threads", QCoreApplication::translate("catalog", "must not be below 'cores'"));
    return c;
}

ModelPreset readModel(RowReader &r)
{
    ModelPreset m;
    m.kind = r.oneOf("kind", {"llm", "moe-llm", "encoder", "diffusion", "vision", "speech"});
    m.family = r.optStr("family");
    m.license = r.optStr("license");
    m.parametersB = r.num("parameters_b", 1e-4, 1.0e5);
    m.activeParametersB = r.optNum("active_parameters_b", 1e-4, 1.0e5).value_or(m.parametersB);
    if (m.activeParametersB > m.parametersB)
        r.fail("active_parameters_b", QCoreApplication::translate("catalog", "must not exceed 'parameters_b'"));
    const bool lm = m.isLanguageModel();
    auto dim = [&](const char *field, int max) { return lm ? r.integer(field, 1, max) : r.optInt(field, 1, max, 0); };
    m.layers = dim("layers", 100000);
    m.hidden = dim("hidden", 1000000);
    m.heads = dim("heads", 10000);
    m.kvHeads = lm ? r.optInt("kv_heads", 1, 10000, m.heads) : r.optInt("kv_heads", 1, 10000, 0);
    m.headDim = r.optInt("head_dim", 1, 100000, m.heads > 0 ? m.hidden / m.heads : 0);
    m.intermediate = r.optInt("intermediate", 1, 10000000, 0);
    m.vocab = dim("vocab", 10000000);
    m.context = dim("context", 100000000);
    m.experts = r.optInt("experts", 0, 100000, 0);
    m.expertsPerToken = r.optInt("experts_per_token", 0, 100000, 0);
    if (m.experts > 0 && m.expertsPerToken > m.experts)
        r.fail("experts_per_token",
               QCoreApplication::translate("catalog", "must not exceed 'experts' (%1)").arg(m.experts));
    m.denseLayers = r.optInt("dense_layers", 0, 100000, 0);
    m.sharedExperts = r.optInt("shared_experts", 0, 100000, 0);
    m.moeIntermediate = r.optInt("moe_intermediate", 0, 10000000, 0);
    if (m.denseLayers > m.layers)
        r.fail("dense_layers",
               QCoreApplication::translate("catalog", "must not exceed 'layers' (%1)").arg(m.layers));
    m.kvLoraRank = r.optInt("kv_lora_rank", 0, 100000, 0);
    m.qkRopeHeadDim = r.optInt("qk_rope_head_dim", 0, 100000, 0);
    m.slidingWindow = r.optInt("sliding_window", 0, 100000000, 0);
    m.slidingLayers = r.optInt("sliding_window_layers", 0, 100000, m.slidingWindow > 0 ? m.layers : 0);
    if (m.slidingLayers > m.layers)
        r.fail("sliding_window_layers",
               QCoreApplication::translate("catalog", "must not exceed 'layers' (%1)").arg(m.layers));
    if (m.slidingLayers > 0 && m.slidingWindow == 0)
        r.fail("sliding_window_layers", QCoreApplication::translate("catalog", "needs 'sliding_window'"));
    m.gflopsPerSample = r.optNum("gflops_per_sample", 0, 1.0e9).value_or(0);
    m.activationsM = r.optNum("activations_m", 0, 1.0e9).value_or(0);
    m.concatInputsM = r.optNum("concat_inputs_m", 0, 1.0e9).value_or(0);
    m.detectionScoresM = r.optNum("detection_scores_m", 0, 1.0e9).value_or(0);
    m.convLayers = r.optInt("conv_layers", 0, 100000, 0);
    m.attentionScoresM = r.optNum("attention_scores_m", 0, 1.0e9).value_or(0);
    m.attentionLayerScoresM = r.optNum("attention_layer_scores_m", 0, 1.0e9).value_or(0);
    m.encoderLayers = r.optInt("encoder_layers", 0, 100000, 0);
    m.decoderLayers = r.optInt("decoder_layers", 0, 100000, 0);
    m.audioPositions = r.optInt("audio_positions", 0, 10000000, 0);
    m.melBins = r.optInt("mel_bins", 0, 100000, 0);
    m.decoderTokens = r.optInt("decoder_tokens_assumed", 0, 10000000, 0);
    m.sample = r.optStr("sample");
    m.defaultSteps = r.optInt("default_steps", 0, 100000, 0);
    m.guidancePasses = r.optInt("guidance_passes", 0, 4, 0);
    m.frames = r.optInt("frames", 0, 100000, 0);
    m.inputResolution = r.optStr("input_resolution");
    if (lm && m.heads > 0 && m.kvHeads > 0 && m.heads % m.kvHeads != 0)
        r.fail("kv_heads", QCoreApplication::translate("catalog", "must divide 'heads' (%1), found %2")
                               .arg(m.heads)
                               .arg(m.kvHeads));
    if (!lm && m.gflopsPerSample <= 0)
        r.fail("gflops_per_sample", QCoreApplication::translate("catalog", "is required for a %1 model").arg(m.kind));
    return m;
}

StorageClass readStorage(RowReader &r)
{
    StorageClass s;
    s.tier = r.oneOf("tier", {"local_nvme", "sata_ssd", "hdd", "network_block", "shared_fs", "object_storage"});
    s.seqReadMbs = r.num("seq_read_mbs", 1, 1.0e6);
    s.seqWriteMbs = r.num("seq_write_mbs", 1, 1.0e6);
    s.randomReadIops = r.num("random_read_iops", 1, 1.0e9);
    s.latencyMs = r.num("latency_ms", 0, 10000);
    return s;
}

NetworkClass readNetwork(RowReader &r)
{
    NetworkClass n;
    n.kind = r.oneOf("kind", {"public", "ethernet", "infiniband", "roce"});
    n.bandwidthGbps = r.num("bandwidth_gbps", 0.001, 100000);
    n.rdma = r.boolean("rdma");
    n.latencyUs = r.optNum("latency_us", 0, 1.0e7).value_or(0);
    return n;
}

PriceOffer readPrice(RowReader &r)
{
    static const QRegularExpression datePattern(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    PriceOffer p;
    p.provider = r.str("provider");
    p.offering = r.str("offering");
    p.region = r.optStr("region");
    p.acceleratorId = r.str("accelerator_id");
    p.gpuCount = r.integer("gpu_count", 1, 100000);
    p.vcpus = r.optNum("vcpus", 0, 100000).value_or(0);
    p.ramGb = r.optNum("ram_gb", 0, 1.0e6).value_or(0);
    p.localStorageGb = r.optNum("local_storage_gb", 0, 1.0e8).value_or(0);
    p.billing = r.oneOf("billing", {"hourly", "monthly", "reserved", "spot", "purchase"});
    p.termMonths = r.optInt("term_months", 0, 120, 0);
    p.price = r.num("price", 0.0001, 1.0e9);
    p.unit = r.oneOf("unit", {"hour", "month", "once"});
    p.currency = r.oneOf("currency", {"USD", "CNY"});
    p.asOf = r.str("as_of");
    if (!p.asOf.isEmpty() && !datePattern.match(p.asOf).hasMatch())
        r.fail("as_of", QCoreApplication::translate("catalog", "must be a date YYYY-MM-DD, found '%1'").arg(p.asOf));
    if (p.billing == QLatin1String("purchase") && !p.unit.isEmpty() && p.unit != QLatin1String("once"))
        r.fail("unit", QCoreApplication::translate("catalog", "must be 'once' for a purchase price"));
    const bool purchase = p.billing == QLatin1String("purchase");
    if (r.has("price_basis"))
        p.priceBasis = r.oneOf("price_basis", {"list-price", "reseller-quote", "analyst-estimate"});
    if (r.has("scope"))
        p.scope = r.oneOf("scope", {"server", "gpu"});
    p.includes = r.optStr("includes");
    p.rackUnits = r.optInt("rack_units", 1, 60, 0);
    p.powerW = r.optNum("power_w", 1, 1.0e6).value_or(0);
    if (!purchase && (r.has("price_basis") || r.has("scope")))
        r.fail(r.has("scope") ? "scope" : "price_basis",
               QCoreApplication::translate("catalog", "applies to purchase prices only"));
    return p;
}

template <typename T, typename Reader>
RowBase *appendRow(RowReader &r, Origin origin, std::vector<T> &out, QStringList &errors, Reader read)
{
    const qsizetype before = errors.size();
    T item = read(r);
    readBase(r, item, origin);
    if (errors.size() != before)
        return nullptr;
    out.push_back(std::move(item));
    return &out.back();
}

// The row read and appended to `rows`, without its raw JSON (the callers below set it).
RowBase *parseInto(Kind kind, const nlohmann::json &row, const QString &file, int index, Origin origin, Rows &rows,
                   QStringList &errors)
{
    RowReader r(row, file, index, &errors);
    if (!row.is_object())
        return nullptr;
    switch (kind) {
    case Kind::Accelerator: return appendRow(r, origin, rows.accelerators, errors, readAccelerator);
    case Kind::Cpu: return appendRow(r, origin, rows.cpus, errors, readCpu);
    case Kind::Model: return appendRow(r, origin, rows.models, errors, readModel);
    case Kind::Storage: return appendRow(r, origin, rows.storage, errors, readStorage);
    case Kind::Network: return appendRow(r, origin, rows.network, errors, readNetwork);
    case Kind::Price: return appendRow(r, origin, rows.prices, errors, readPrice);
    }
    return nullptr;
}

} // namespace

void forEachRow(const Rows &rows, std::optional<Kind> only, const std::function<void(Kind, const RowBase &)> &fn)
{
    auto visit = [&](Kind k, const auto &list) {
        if (only && *only != k)
            return;
        for (const auto &r : list)
            fn(k, r);
    };
    visit(Kind::Accelerator, rows.accelerators);
    visit(Kind::Cpu, rows.cpus);
    visit(Kind::Model, rows.models);
    visit(Kind::Storage, rows.storage);
    visit(Kind::Network, rows.network);
    visit(Kind::Price, rows.prices);
}

bool parseRow(Kind kind, const nlohmann::json &row, const QString &file, int index, Origin origin, Rows &rows,
              QStringList &errors)
{
    RowBase *parsed = parseInto(kind, row, file, index, origin, rows, errors);
    if (parsed)
        parsed->raw = row;
    return parsed != nullptr;
}

RowBase *parseRow(Kind kind, nlohmann::json &&row, const QString &file, int index, Origin origin, Rows &rows,
                  QStringList &errors)
{
    RowBase *parsed = parseInto(kind, row, file, index, origin, rows, errors);
    if (parsed)
        parsed->raw = std::move(row);
    return parsed;
}

int parseFile(Kind kind, const nlohmann::json &document, const QString &file, Origin origin, Rows &rows,
              QStringList &errors)
{
    const auto it = document.is_object() ? document.find("rows") : document.end();
    if (!document.is_object() || it == document.end() || !it->is_array()) {
        errors << QCoreApplication::translate("catalog", "%1: expected an object with a list 'rows'").arg(file);
        return 0;
    }
    QSet<QString> seen;
    int accepted = 0;
    int index = 0;
    for (const auto &row : *it) {
        if (row.is_object() && row.contains("id") && row["id"].is_string()) {
            const QString id = QString::fromStdString(row["id"].get<std::string>());
            if (seen.contains(id)) {
                errors << QCoreApplication::translate("catalog", "%1: row %2 (%3): field 'id' is used twice")
                              .arg(file)
                              .arg(index + 1)
                              .arg(excerpt(id, 60));
                ++index;
                continue;
            }
            seen.insert(id);
        }
        if (parseRow(kind, row, file, index, origin, rows, errors))
            ++accepted;
        ++index;
    }
    return accepted;
}

} // namespace gpuplanner::catalog
