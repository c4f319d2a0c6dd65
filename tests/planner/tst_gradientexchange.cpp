// Issue 23: vision, speech and diffusion training across nodes (planner/sizing/gradientexchange.cpp)
// against the closed form of a hierarchical all-reduce: each node sends and receives 2·(n−1)/n of the
// gradients per optimizer step, the exchange may take half the step (comm_overlap_fraction 0.5) before
// it shows, and the plan recommends twice the need, at least 100 Gbit/s per GPU and at most 400 (the
// DGX H100/B200 compute fabric). The network dimension, the chosen fabric and the network rules read
// the same figures.
#include "cost/costfixture.h"
#include "planner/evaluate.h"
#include "planner/sizing/dimensions.h"
#include "planner/sizing/sizing.h"

#include <algorithm>
#include <cmath>

using namespace costtest;

namespace gradientexchange_test {

// The Stable Diffusion 2 UNet (865 M parameters) trained in FP16: 2 bytes of gradient each.
json sd2(json training)
{
    training["samples"] = 1000000;
    return {{"task", "diffusion_training"},
            {"model", {{"name", "SD2 UNet"}, {"parameters_b", 0.866}, {"gflops_per_sample", 804.2}}},
            {"precision", "fp16"},
            {"training", std::move(training)}};
}

GpuSizing sized(const json &j, const char *gpu, int perNode, int nodes)
{
    return sizeOnGpu(parsedWorkload(j), bundledGpu(gpu), perNode, nodes, Assumptions{});
}

bool closeTo(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

bool hasFinding(const Evaluation &e, const char *id)
{
    return std::any_of(e.findings.begin(), e.findings.end(),
                       [&](const Finding &f) { return f.id == QLatin1String(id); });
}

constexpr double kGradientBytes = 0.866e9 * 2;

} // namespace gradientexchange_test

using namespace gradientexchange_test;
namespace gx = gradientexchange_test; // its closeTo, whatever another test of a unity batch brings

class TestGradientExchange : public QObject
{
    Q_OBJECT

private slots:
    // 16 nodes of 8 A100 at 16 samples per GPU: a node sends 2 × 15/16 × 1.732 GB = 3.2475 GB per step;
    // the step computes 16 samples at one node's rate per GPU, the need is 3.2475 GB × 8 ÷ (step × 0.5),
    // the fabric twice that or 800 Gbit/s, and the exchange takes less than half the step: the rate per
    // GPU stays one node's (the flat loss per node doubling gave 0.95^4 = 0.815 of it).
    void hiddenBehindALongStep()
    {
        const json j = sd2({{"micro_batch", 16}});
        const GpuSizing one = sized(j, "nvidia-a100-80gb-sxm", 8, 1);
        const GpuSizing many = sized(j, "nvidia-a100-80gb-sxm", 8, 16);
        QVERIFY(!one.work.exchange.applies);
        const GradientExchange &x = many.work.exchange;
        QVERIFY(x.applies);
        const double step = 16 / one.work.perGpuRate;
        const double bytes = 2.0 * 15 / 16 * kGradientBytes;
        const double need = bytes * 8 / (step * 0.5) / 1e9;
        QVERIFY(gx::closeTo(x.bytesPerStep, bytes));
        QVERIFY(gx::closeTo(x.stepSeconds, step));
        QVERIFY(gx::closeTo(x.neededGbps, need));
        QVERIFY(gx::closeTo(x.fabricGbps, std::max(2 * need, 800.0)));
        QVERIFY(!x.fabricCapped);
        QCOMPARE(x.exposedSeconds, 0.0);
        QVERIFY(gx::closeTo(many.work.perGpuRate, one.work.perGpuRate));
        QVERIFY(gx::closeTo(many.work.scalingEfficiency, std::pow(0.97, 3)));
    }

    // One sample per GPU on 128 nodes of 8 H100: the need outgrows 8 × 400 Gbit/s, so the fabric is
    // 3,200 Gbit/s, the exchange takes bytes × 8 ÷ 3.2e12 s, and what exceeds half the step is exposed:
    // rate = one node's × step ÷ (step + exposed).
    void exposedWhereNoFabricCarriesIt()
    {
        const json j = sd2({{"micro_batch", 1}});
        const GpuSizing one = sized(j, "nvidia-h100-sxm", 8, 1);
        const GpuSizing many = sized(j, "nvidia-h100-sxm", 8, 128);
        const GradientExchange &x = many.work.exchange;
        const double step = 1 / one.work.perGpuRate;
        const double bytes = 2.0 * 127 / 128 * kGradientBytes;
        QVERIFY(x.fabricCapped);
        QCOMPARE(x.fabricGbps, 3200.0);
        const double exchange = bytes * 8 / 3.2e12;
        const double exposed = exchange - 0.5 * step;
        QVERIFY(exposed > 0);
        QVERIFY(gx::closeTo(x.exchangeSeconds, exchange));
        QVERIFY(gx::closeTo(x.exposedSeconds, exposed));
        QVERIFY(gx::closeTo(many.work.perGpuRate, one.work.perGpuRate * step / (step + exposed)));

        // The network needs the fastest fabric, not more: the plan's own 3,200 Gbit/s raises nothing,
        // and the Why says where the rest goes.
        json pinned = j;
        pinned["gpu"] = {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 128}};
        const Evaluation e =
            evaluate(parsedWorkload(pinned), Configuration{}, bundledCatalog(), Assumptions{});
        QCOMPARE(e.chosen.clusterGbps, 3200.0);
        QVERIFY(!hasFinding(e, "network.insufficient"));
        const QString why = e.dimensions[int(DimensionId::Network)].why.join(u'\n');
        QVERIFY2(why.contains(QStringLiteral("No fabric carries that: the fastest, 3200 Gbit/s per node")),
                 qPrintable(why));
    }

    // Sharded weights (ZeRO-3, FSDP's full sharding) are gathered for the forward and the backward pass
    // too: 3Ψ of traffic against 2Ψ, so a node sends 1.5 × 2 × 31/32 of the gradients, and the Whys say so.
    void shardedWeightsSendMore()
    {
        json j = sd2({{"micro_batch", 4}, {"zero_stage", 3}});
        const GpuSizing s = sized(j, "nvidia-h100-sxm", 8, 32);
        QVERIFY(s.work.exchange.weightsSharded);
        QVERIFY(gx::closeTo(s.work.exchange.bytesPerStep, 1.5 * 2.0 * 31 / 32 * kGradientBytes));
        j["gpu"] = {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 32}};
        const Evaluation e = evaluate(parsedWorkload(j), Configuration{}, bundledCatalog(), Assumptions{});
        const QString why = e.dimensions[int(DimensionId::Network)].why.join(u'\n');
        QVERIFY2(why.contains(QStringLiteral("1.73 GB of gradients × 1.5 (ZeRO-3 gathers the weights too)")),
                 qPrintable(why));
    }

    // A global batch is the optimizer step: 2,048 samples over 4 × 8 GPUs = 64 per GPU and step, at a
    // micro-batch of 16 (four accumulated), so the exchange is amortized over 64 samples.
    void globalBatchSetsTheStep()
    {
        const GpuSizing s =
            sized(sd2({{"micro_batch", 16}, {"global_batch", 2048}}), "nvidia-a100-80gb-sxm", 8, 4);
        const GpuSizing one = sized(sd2({{"micro_batch", 16}}), "nvidia-a100-80gb-sxm", 8, 1);
        QCOMPARE(s.work.exchange.samplesPerStep, 64.0);
        QVERIFY(gx::closeTo(s.work.exchange.stepSeconds, 64 / one.work.perGpuRate));
        QCOMPARE(s.work.trainingLike.microBatch, 16);

        // Below the recipe's 16 a GPU, the global batch holds each GPU to its share: 2,048 ÷ 512 = 4.
        json wide = sd2({{"global_batch", 2048}});
        wide["gpu"] = {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 64}};
        const Evaluation e = evaluate(parsedWorkload(wide), Configuration{}, bundledCatalog(), Assumptions{});
        QCOMPARE(e.sizing.work.trainingLike.microBatch, 4);
        QCOMPARE(e.sizing.work.exchange.samplesPerStep, 4.0);
        const QString why = e.dimensions[int(DimensionId::Vram)].why.join(u'\n');
        QVERIFY2(
            why.contains(QStringLiteral("Micro-batch 4: the global batch's share, 2048 samples ÷ 512 GPUs.")),
            qPrintable(why));
    }

    // The plan's own network carries it: the network dimension states the need, the chosen fabric is
    // the exchange's (the plan used to choose 25 Gbit/s and then raise network.multinode_fabric against
    // itself), and a 25 Gbit/s configuration is named short of the need.
    void networkReadsTheSameFigures()
    {
        json j = sd2({{"micro_batch", 16}});
        j["gpu"] = {{"model", "nvidia-a100-80gb-sxm"}, {"count", 8}, {"nodes", 16}};
        const Evaluation e = evaluate(parsedWorkload(j), Configuration{}, bundledCatalog(), Assumptions{});
        const GradientExchange &x = e.sizing.work.exchange;
        QVERIFY(x.applies);
        QCOMPARE(e.chosen.clusterGbps, x.fabricGbps);
        QVERIFY(!hasFinding(e, "network.multinode_fabric"));
        QVERIFY(!hasFinding(e, "network.insufficient"));
        const QString why = e.dimensions[int(DimensionId::Network)].why.join(u'\n');
        QVERIFY2(why.contains(QStringLiteral("Gradient all-reduce between 16 nodes")), qPrintable(why));
        QVERIFY2(e.dimensions[int(DimensionId::Network)].recommended.contains(
                     QStringLiteral("RDMA fabric ≥ %1 Gbit/s per node").arg(x.fabricGbps, 0, 'f', 0)),
                 qPrintable(e.dimensions[int(DimensionId::Network)].recommended));
        const QString gpuWhy = e.dimensions[int(DimensionId::Gpu)].why.join(u'\n');
        QVERIFY2(gpuWhy.contains(QStringLiteral("Between 16 nodes")) &&
                     gpuWhy.contains(QStringLiteral("hidden behind the step")),
                 qPrintable(gpuWhy));

        Configuration slow;
        slow.networkClusterGbps = 25;
        const Evaluation s = evaluate(parsedWorkload(j), slow, bundledCatalog(), Assumptions{});
        QVERIFY(hasFinding(s, "network.insufficient"));
        QVERIFY(hasFinding(s, "network.multinode_fabric"));
    }

    // A configuration that pins 25 Gbit/s between the 16 nodes: the step waits for the exchange on that
    // network, exposed = bytes × 8 ÷ 25 Gbit/s − step ÷ 2, and the job takes (step + exposed) ÷ step as
    // long; the need and the recommended fabric stay the plan's, and network.exchange_exposed (the
    // fastest fabric would not hide it) stays quiet: the network rules name the slow network.
    // Pinning a faster fabric than recommended hides it as well.
    void pinnedNetworkSlowsTheStep()
    {
        json j = sd2({{"micro_batch", 16}});
        j["gpu"] = {{"model", "nvidia-a100-80gb-sxm"}, {"count", 8}, {"nodes", 16}};
        const Evaluation free = evaluate(parsedWorkload(j), Configuration{}, bundledCatalog(), Assumptions{});
        Configuration slow;
        slow.networkClusterGbps = 25;
        const Evaluation s = evaluate(parsedWorkload(j), slow, bundledCatalog(), Assumptions{});
        const GradientExchange &x = s.sizing.work.exchange;
        QVERIFY(x.fabricPinned);
        QCOMPARE(x.runGbps, 25.0);
        QVERIFY(gx::closeTo(x.fabricGbps, free.sizing.work.exchange.fabricGbps));
        QVERIFY(gx::closeTo(x.neededGbps, free.sizing.work.exchange.neededGbps));
        const double bytes = 2.0 * 15 / 16 * kGradientBytes;
        const double exchange = bytes * 8 / 25e9;
        QVERIFY(gx::closeTo(x.exchangeSeconds, exchange));
        QVERIFY(gx::closeTo(x.exposedSeconds, exchange - 0.5 * x.stepSeconds));
        QVERIFY(x.exposedSeconds > 0);
        const double slower = (x.stepSeconds + x.exposedSeconds) / x.stepSeconds;
        QVERIFY(gx::closeTo(s.sizing.work.wallHours, free.sizing.work.wallHours * slower));
        QVERIFY(gx::closeTo(s.chosen.clusterGbps, 25.0));
        QVERIFY(!hasFinding(s, "network.exchange_exposed"));
        const auto insufficient = std::find_if(s.findings.begin(), s.findings.end(), [](const Finding &f) {
            return f.id == QLatin1String("network.insufficient");
        });
        QVERIFY(insufficient != s.findings.end());
        QVERIFY2(insufficient->message.contains(
                     QStringLiteral("the job takes %1× as long").arg(slower, 0, 'f', 2)),
                 qPrintable(insufficient->message));
        const QString gpuWhy = s.dimensions[int(DimensionId::Gpu)].why.join(u'\n');
        QVERIFY2(gpuWhy.contains(QStringLiteral("the 25 Gbit/s per node the configuration sets")) &&
                     gpuWhy.contains(QStringLiteral("are exposed")),
                 qPrintable(gpuWhy));

        Configuration fast;
        fast.networkClusterGbps = 3200;
        const Evaluation f = evaluate(parsedWorkload(j), fast, bundledCatalog(), Assumptions{});
        QCOMPARE(f.sizing.work.exchange.exposedSeconds, 0.0);
        QVERIFY(gx::closeTo(f.sizing.work.wallHours, free.sizing.work.wallHours));
    }

    // Language-model pre-training: each node all-reduces a replica's BF16 gradients every step of
    // global_batch_tokens, need = 2 × (n−1)/n × 2 bytes × parameters × 8 ÷ (step × 0.5). Llama 3.1 70B
    // on 64 nodes needs less than the fastest fabric, and the plan recommends twice it; 405B on 2,048
    // nodes would need 17,740 Gbit/s a node, which no fabric carries: the need and the recommendation
    // are the fastest fabric (8 × 400 Gbit/s, what Meta's 405B run had), and the Why says why (the plan
    // used to choose 35,480 Gbit/s and ask vendors for it).
    void languageModelNeedStopsAtTheFastestFabric()
    {
        const auto evaluated = [](const char *preset, int nodes) {
            const json j = {{"task", "llm_pretraining"},
                            {"model", {{"preset", preset}}},
                            {"precision", "bf16"},
                            {"training", {{"tokens", 2e12}}},
                            {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", nodes}}}};
            return evaluate(parsedWorkload(j), Configuration{}, bundledCatalog(), Assumptions{});
        };
        const auto need = [](const Evaluation &e) {
            const TrainingResult &t = e.sizing.training;
            const double n = e.sizing.nodes;
            const double step = Assumptions{}.globalBatchTokens / (t.tokens / (t.wallHours * 3600));
            return 2 * (n - 1) / n * 2 * t.trainableParameters * 8 / (step * 0.5) / 1e9;
        };
        const Configuration none;
        const Assumptions a;
        const catalog::Accelerator &h100 = *bundledCatalog().accelerator(QStringLiteral("nvidia-h100-sxm"));
        const Evaluation small = evaluated("llama-3.1-70b", 64);
        const DimensionInputs in{small.workload, none, bundledCatalog(), a,
                                 small.sizing,   h100, nullptr,          nullptr};
        QVERIFY(need(small) < 3200);
        QVERIFY(gx::closeTo(clusterNetworkNeededGbps(in, nullptr), need(small)));
        QVERIFY(gx::closeTo(recommendedFabricGbps(in), std::min(3200.0, 2 * need(small))));

        const Evaluation large = evaluated("llama-3.1-405b", 2048);
        const DimensionInputs big{large.workload, none, bundledCatalog(), a,
                                  large.sizing,   h100, nullptr,          nullptr};
        QVERIFY(need(large) > 3200);
        QStringList why;
        QCOMPARE(clusterNetworkNeededGbps(big, &why), 3200.0);
        QCOMPARE(recommendedFabricGbps(big), 3200.0);
        QCOMPARE(large.chosen.clusterGbps, 3200.0);
        QVERIFY2(why.join(u'\n').contains(QStringLiteral("pipeline stages")), qPrintable(why.join(u'\n')));
        QVERIFY(!hasFinding(large, "network.insufficient"));
    }

    // The same for a language model on a pinned network below the need: the part of the exchange beyond
    // the overlap share waits, 1 + 0.5 × (need ÷ pinned − 1) times the compute time (the need itself
    // read at the compute rate, unchanged); a measured MFU already holds its network and is not slowed.
    void languageModelWaitsOnAPinnedNetwork()
    {
        json j = {{"task", "llm_pretraining"},
                  {"model", {{"preset", "llama-3.1-70b"}}},
                  {"precision", "bf16"},
                  {"training", {{"tokens", 2e12}}},
                  {"gpu", {{"model", "nvidia-h100-sxm"}, {"count", 8}, {"nodes", 64}}}};
        const Evaluation free = evaluate(parsedWorkload(j), Configuration{}, bundledCatalog(), Assumptions{});
        Configuration slow;
        slow.networkClusterGbps = 100;
        const Evaluation s = evaluate(parsedWorkload(j), slow, bundledCatalog(), Assumptions{});
        const Configuration none;
        const Assumptions a;
        const catalog::Accelerator &h100 = *bundledCatalog().accelerator(QStringLiteral("nvidia-h100-sxm"));
        const DimensionInputs in{free.workload, none, bundledCatalog(), a,
                                 free.sizing,   h100, nullptr,          nullptr};
        const double need = clusterNetworkNeededGbps(in, nullptr);
        QVERIFY(need > 100);
        const double slower = 1 + 0.5 * (need / 100 - 1);
        QVERIFY(gx::closeTo(s.sizing.training.networkSlowdown, slower));
        QVERIFY(gx::closeTo(s.sizing.training.wallHours, free.sizing.training.wallHours * slower));
        QVERIFY(gx::closeTo(s.sizing.training.gpuHours, free.sizing.training.gpuHours * slower));
        const DimensionInputs pinned{s.workload, slow, bundledCatalog(), a, s.sizing, h100, nullptr, nullptr};
        QVERIFY(gx::closeTo(clusterNetworkNeededGbps(pinned, nullptr), need));
        const auto insufficient = std::find_if(s.findings.begin(), s.findings.end(), [](const Finding &f) {
            return f.id == QLatin1String("network.insufficient");
        });
        QVERIFY(insufficient != s.findings.end());
        QVERIFY2(insufficient->message.contains(QStringLiteral("%1× as long").arg(slower, 0, 'f', 2)),
                 qPrintable(insufficient->message));
        const QString why = s.dimensions[int(DimensionId::Gpu)].why.join(u'\n');
        QVERIFY2(why.contains(QStringLiteral("1 + 0.5 × (")), qPrintable(why));

        j["training"]["mfu"] = 0.4;
        const Evaluation measured = evaluate(parsedWorkload(j), slow, bundledCatalog(), Assumptions{});
        QCOMPARE(measured.sizing.training.networkSlowdown, 1.0);
    }

    // A language model on GB200 NVL72 trays: 18 trays of 4 share one NVLink domain, so nothing crosses
    // the fabric (no need, no fabric rule); 144 trays fill 8 domains and a tray carries 1/18 of its
    // domain's 2 × 7/8 of the BF16 gradients each step.
    void languageModelInsideRackScaleNvlink()
    {
        const auto evaluated = [](int trays) {
            const json j = {{"task", "llm_pretraining"},
                            {"model", {{"preset", "llama-3.1-70b"}}},
                            {"precision", "bf16"},
                            {"training", {{"tokens", 2e12}}},
                            {"gpu", {{"model", "nvidia-gb200"}, {"count", 4}, {"nodes", trays}}}};
            return evaluate(parsedWorkload(j), Configuration{}, bundledCatalog(), Assumptions{});
        };
        const Configuration none;
        const Assumptions a;
        const catalog::Accelerator &gb200 = *bundledCatalog().accelerator(QStringLiteral("nvidia-gb200"));
        const Evaluation rack = evaluated(18);
        const DimensionInputs in{rack.workload, none,  bundledCatalog(), a,
                                 rack.sizing,   gb200, nullptr,          nullptr};
        QCOMPARE(clusterNetworkNeededGbps(in, nullptr), 0.0);
        QVERIFY(!hasFinding(rack, "network.multinode_fabric"));
        QVERIFY(!hasFinding(rack, "network.insufficient"));

        const Evaluation racks = evaluated(144);
        const DimensionInputs many{racks.workload, none,  bundledCatalog(), a,
                                   racks.sizing,   gb200, nullptr,          nullptr};
        const TrainingResult &t = racks.sizing.training;
        const double step = a.globalBatchTokens / (t.tokens / (t.wallHours * 3600));
        const double need = 2.0 * 7 / 8 * 2 * t.trainableParameters / 18 * 8 / (step * 0.5) / 1e9;
        QVERIFY(gx::closeTo(clusterNetworkNeededGbps(many, nullptr), need));
    }

    // GB200 NVL72: 18 trays of 4 GPUs share one NVLink domain of 72, so the all-reduce never leaves it
    // (no fabric need, no fabric rule); 128 trays fill 8 domains, and a tray carries 1/18 of its domain's
    // traffic: 2 × 7/8 × 1.732 GB ÷ 18. Two 4-GPU H100 servers share no domain (HGX: at most 8 GPUs).
    void rackScaleNvlinkDomains()
    {
        QCOMPARE(nodesPerNvlinkDomain(72, true, 4), 18);
        QCOMPARE(nodesPerNvlinkDomain(8, true, 4), 1);
        QCOMPARE(nodesPerNvlinkDomain(72, false, 4), 1);
        json rack = sd2({{"micro_batch", 3}});
        rack["gpu"] = {{"model", "nvidia-gb200"}, {"count", 4}, {"nodes", 18}};
        const Evaluation e = evaluate(parsedWorkload(rack), Configuration{}, bundledCatalog(), Assumptions{});
        const GradientExchange &x = e.sizing.work.exchange;
        QVERIFY(x.applies);
        QCOMPARE(x.domains, 1);
        QCOMPARE(x.efficiency, 1.0);
        QCOMPARE(x.bytesPerStep, 0.0);
        QVERIFY(!hasFinding(e, "network.multinode_fabric"));
        QVERIFY(!hasFinding(e, "network.insufficient"));
        const QString gpuWhy = e.dimensions[int(DimensionId::Gpu)].why.join(u'\n');
        QVERIFY2(gpuWhy.contains(QStringLiteral("All 18 nodes share one NVLink domain of 72 GPUs")),
                 qPrintable(gpuWhy));

        const GpuSizing racks = sized(sd2({{"micro_batch", 3}}), "nvidia-gb200", 4, 128);
        QCOMPARE(racks.work.exchange.nodesPerDomain, 18);
        QCOMPARE(racks.work.exchange.domains, 8);
        QVERIFY(gx::closeTo(racks.work.exchange.bytesPerStep, 2.0 * 7 / 8 * kGradientBytes / 18));

        // A GB200 compute tray holds 4 GPUs (catalog max_gpus_per_node): the engine's own search proposes
        // trays of 4, never a node of 8, and meets a deadline with them across the NVLink domain.
        QCOMPARE(bundledGpu("nvidia-gb200").maxGpusPerNode, 4);
        QCOMPARE(bundledGpu("nvidia-h100-sxm").maxGpusPerNode, 8);
        json free = sd2({{"deadline_days", 2}});
        free["training"]["samples"] = 5e8;
        free["gpu"] = {{"model", "nvidia-gb200"}};
        const Evaluation f = evaluate(parsedWorkload(free), Configuration{}, bundledCatalog(), Assumptions{});
        QVERIFY(f.sizing.meetsTarget);
        QCOMPARE(f.sizing.gpusPerNode, 4);
        QVERIFY(f.sizing.nodes > 1);
    }

    // global_batch belongs to the sample-based training paths; an LLM task refuses it by name.
    void globalBatchInput()
    {
        const auto error = [](const json &j) { return parseWorkload(j, bundledCatalog()).error; };
        QVERIFY(error(sd2({{"global_batch", 0}})).startsWith(QStringLiteral("training.global_batch:")));
        const json llm = {{"task", "llm_finetune"},
                          {"model", {{"preset", "llama-2-7b"}}},
                          {"training", {{"tokens", 1e8}, {"global_batch", 64}}}};
        QVERIFY2(error(llm).startsWith(QStringLiteral("training.global_batch: applies to vision, speech")),
                 qPrintable(error(llm)));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestGradientExchange, Core)
#include "tst_gradientexchange.moc"
