// Data-parallel training across nodes: the gradient all-reduce that every optimizer step sends
// between nodes, the fabric that carries it and the share of the step it leaves exposed.
#pragma once

#include <QString>

namespace gpuplanner::planner {

struct Assumptions;

struct GradientExchange
{
    bool applies = false; // several nodes train one model together
    int nodes = 1;
    // Rack-scale NVLink (GB200 NVL72): nodes whose GPUs share one NVLink domain all-reduce over it;
    // only the domains exchange over the fabric. 1 where the domain is one node.
    int nodesPerDomain = 1;
    int domains = 1;            // NVLink domains the nodes fill: the fabric joins these
    double gradientBytes = 0;   // one copy of the trainable parameters' gradients
    bool weightsSharded = false; // ZeRO-3 / FSDP full sharding: the weights are gathered too (× 1.5)
    double bytesPerStep = 0;    // a node's fabric traffic a step: 2·(m−1)/m × gradients ÷ nodes a domain
    double samplesPerStep = 0;  // per GPU and optimizer step
    double stepSeconds = 0;     // one step's compute on one GPU, before the exchange
    double neededGbps = 0;      // per node, so that the exchange takes at most the overlap share
    double fabricGbps = 0;      // per node: twice the need, at least the RDMA floor, at most the best
    bool fabricCapped = false;  // the need exceeds the best reference fabric
    // The network the step waits on: the configuration's (network_cluster_gbps) where it pins one,
    // else the fabric the plan recommends.
    double runGbps = 0;
    bool fabricPinned = false;
    double exchangeSeconds = 0; // the exchange at runGbps
    double exposedSeconds = 0;  // beyond the overlap share of the step
    double efficiency = 1;      // step ÷ (step + exposed)
};

// Hierarchical all-reduce (each NVLink domain reduces inside itself, then the m domains exchange over the
// fabric, each node carrying its 1/nodesPerDomain share): a node sends and receives 2·(m−1)/m of the
// gradients ÷ nodesPerDomain per optimizer step of samplesPerStep samples per GPU, each computing for
// sampleSeconds. With one node a domain, m is the node count. Within one domain nothing crosses the fabric.
// The exchange overlaps the backward pass for up to commOverlapFraction of the step; the fabric the
// plan recommends carries it in half that (max(2 × need, rdmaFabricMinGbps × GPUs per node)), capped
// at rdmaFabricMaxGbpsPerGpu × GPUs per node, where the rest of it is exposed. A configuration that
// pins its network between nodes (pinnedGbps per node, 0: none) runs the exchange on that instead.
// With the weights sharded (ZeRO-3, FSDP FULL_SHARD) each step also gathers them for the forward and
// the backward pass: 3Ψ against data parallelism's 2Ψ, 1.5 times the traffic (Rajbhandari et al. 2020,
// ZeRO, §7.2.2).
GradientExchange gradientExchange(double gradientBytes, double samplesPerStep, double sampleSeconds,
                                  int gpusPerNode, int nodes, int nodesPerDomain, bool weightsSharded,
                                  double pinnedGbps, const Assumptions &a);

// What of the exchange a step at gbps per node leaves exposed: beyond the overlap share of the step.
double exposedSecondsAt(const GradientExchange &x, double gbps, const Assumptions &a);

// Nodes that share one NVLink domain: a rack-scale domain (more GPUs than the largest server's 8, as
// GB200 NVL72's 72) spans interconnect max_gpus ÷ GPUs per node of them; otherwise 1.
int nodesPerNvlinkDomain(int interconnectMaxGpus, bool gpuLink, int gpusPerNode);

// The share of a step the exchange may overlap (comm_overlap_fraction, kept within 0.01–1).
double exchangeOverlapShare(const Assumptions &a);

// Language-model training across nodes (the network dimension's need, gradientexchange.cpp): each node
// all-reduces a replica's BF16 gradients, 2 × (n − 1)/n × 2 bytes × trainable parameters, every step of
// global_batch_tokens, in at most comm_overlap_fraction of the step; what exceeds the fastest fabric
// (rdma_fabric_max_gbps_per_gpu × GPUs per node) is that fabric: runs of that size cut it with pipeline
// stages. `wallHours` is the job's compute time, before any wait on a pinned network. Nodes that share
// a rack-scale NVLink domain (nodesPerNvlinkDomain) reduce inside it; only the domains cross the fabric,
// each node carrying its 1/nodesPerDomain share, as for the other tasks.
struct LanguageModelExchange
{
    double gradientBytes = 0; // one replica's BF16 gradients
    double stepSeconds = 0;   // one step of global_batch_tokens at the job's rate
    int nodesPerDomain = 1;
    int domains = 1;       // what the fabric joins (the nodes, or the NVLink domains they fill)
    double rawGbps = 0;    // per node, the whole replica's gradients every step
    double neededGbps = 0; // rawGbps, at most the fastest fabric
    bool capped = false;
};
LanguageModelExchange languageModelExchange(double trainableParameters, double tokens, double wallHours,
                                            int nodes, int gpusPerNode, int nodesPerDomain,
                                            const Assumptions &a);
// How much longer each step takes on a network slower than the need: the exchange's excess over the
// overlap share, 1 + overlap × (need ÷ gbps − 1); 1 where gbps is 0 (not pinned) or meets the need.
double pinnedNetworkSlowdown(double neededGbps, double gbps, const Assumptions &a);

// The gradients as the Whys write them: "1.73 GB of gradients", and "× 1.5 (ZeRO-3 ...)" for sharded weights.
QString exchangedGradients(const GradientExchange &x);

} // namespace gpuplanner::planner
