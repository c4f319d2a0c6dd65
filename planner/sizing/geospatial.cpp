// Geospatial jobs (issue 23): a GIS user gives points, polygons or raster tiles, the operation and a
// deadline; the engine answers the job time and the GPUs the deadline needs.
//
// Rates, fitted on the fit rows of tests/data/fidelity/measurements.json only, on a V100 (900 GB/s)
// and scaled by memory bandwidth (these kernels stream coordinates and test few FLOPs per byte):
// - geoPipPointsPerSReference 68.3e6 points/s: OmniSci 4.4 ST_CONTAINS over 18,306,827 LiDAR points
//   and one polygon on a V100 in 268 ms, first run (patternedscience/GPU-Analytics-Perf-Tests,
//   geospatial-LiDAR) → 18,306,827 ÷ 0.268 s = 68.3 M points/s. Point in polygon uses it; the polygon
//   count does not enter, which the trace states. Spatial joins have rates of their own (below).
// - geoPolygonsParsedPerSReference 13,975 polygons/s: cuSpatial's ZCTA notebook parses the US
//   zip-code polygons (TIGER 2010 ZCTA5, 33,120 areas) from WKT on a V100 SXM2 32GB in 2.37 s →
//   33,120 ÷ 2.37 = 13,975 polygons/s.
// - Raster tiles: the published GPU raster timings found (tests/data/fidelity/README.md, twentieth
//   session: xarray-spatial, CuPy, clEsperanto on six named GPUs) differ 10–100× per cell by operation
//   and library, and end-to-end runs are bound by reading and decoding the files, so no time is
//   estimated for them; memory is sized from the working set.
// - Spatial join (quadtree), fitted on Zhang's tables (zhangjianting/cuspatial, fea-spatial-join,
//   docs/quadtree_indexing_spatial_join.pdf, 2020, slides 18–19): the same 168,898,952 NYC taxi points
//   against three polygon sets on a Titan V (652.8 GB/s, 6.9 FP64 TFLOPS): taxi zones (263 polygons,
//   98,192 vertices) 560.9 ms, community districts (71, 100,119) 967.8 ms, census tracts (2,216,
//   170,329) 699.3 ms end to end, of which quadtree indexing and filtering 419.8, 415.2 and 421.5 ms
//   and point-in-polygon refinement 140.5, 552.0 and 277.3 ms. Two parts one after the other:
//   · index and filter: 168.9 M ÷ 0.4188 s (mean) = 403.3 M points/s on the Titan V, bandwidth-bound:
//     × 900 ÷ 652.8 = geoJoinIndexPointsPerSReference 556 M points/s on the V100;
//   · refinement: 168.9 M ÷ 0.2780 s (geometric mean) = 607.5 M points/s, point in polygon (share φ
//     below): × (0.49 × 900 ÷ 652.8 + 0.51 × 7.8 ÷ 6.9 = 1.252) = geoJoinRefinePointsPerSReference
//     761 M points/s on the V100.
//   The three sets then read 1.24, 0.72 and 1.00 (time); the refinement's spread by polygon set
//   (3.9×) is not an input, and the trace says so.
// - FP64. cuSpatial's point-in-polygon kernels run in float64, so a GPU with little FP64 (GeForce,
//   L40S, L4, A10, T4: 1/32–1/64 of FP32) runs them far slower than its bandwidth says. The same
//   tables time the refinement on a Titan RTX (672 GB/s, 16.3 ÷ 32 = 0.51 FP64 TFLOPS) too: 985.9 ÷
//   140.5 = 7.0, 4299.8 ÷ 552.0 = 7.8 and 2040.8 ÷ 277.3 = 7.4× slower (geometric mean 7.38). With a
//   share φ of the time following FP64 and the rest bandwidth, time ∝ (1 − φ) × ref GB/s ÷ GB/s + φ ×
//   ref FP64 ÷ FP64: 0.971 (1 − φ) + 13.56 φ = 7.38 → φ = 0.51 for point in polygon and for a join's
//   refinement; its indexing does not follow FP64 (φ 0). Parsing WKT is string work: φ 0.
// Several GPUs split the points (or polygons) evenly; the polygons are copied to each.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/precision.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>

namespace gpuplanner::planner {

namespace {

bool timed(const MediaInput &m)
{
    return m.geoOperation != GeoOperation::RasterTiles;
}

double fp64Share(const MediaInput &m, const Assumptions &a)
{
    return m.geoOperation == GeoOperation::PointInPolygon ? a.geoFp64SharePip : 0;
}

// Speed against the reference V100 with a share φ of the time following FP64: time ∝ (1 − φ) ×
// bandwidth ratio + φ × FP64 ratio. A GPU with no FP64 at all (no CUDA) is rated by its bandwidth.
// The FP64 share that applies on this GPU: none where it has no FP64 at all.
double shareOn(double fp64Tflops, double share)
{
    return fp64Tflops > 0 ? share : 0;
}

double speedAtShare(const catalog::Accelerator &acc, const Assumptions &a, double share)
{
    const double bandwidth = a.geoReferenceBandwidthGbs / acc.memoryBandwidthGbs;
    const double fp64 = vectorFp64(acc).tflops;
    share = shareOn(fp64, share);
    return 1.0 / ((1 - share) * bandwidth + (share > 0 ? share * a.geoReferenceFp64Tflops / fp64 : 0));
}

double geoSpeed(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a)
{
    return speedAtShare(acc, a, fp64Share(m, a));
}

// The quadtree join's two parts, one after the other: indexing and filtering the points (memory
// bandwidth), then the point-in-polygon refinement of the candidate pairs (float64, as point in
// polygon). Points per second of each on this GPU.
std::pair<double, double> joinRates(const catalog::Accelerator &acc, const Assumptions &a)
{
    return {a.geoJoinIndexPointsPerSReference * speedAtShare(acc, a, 0),
            a.geoJoinRefinePointsPerSReference * speedAtShare(acc, a, a.geoFp64SharePip)};
}

// Units of work and the one-GPU rate on this accelerator.
std::pair<double, double> geoWork(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a)
{
    if (m.geoOperation == GeoOperation::PolygonParse)
        return {m.geoPolygons, a.geoPolygonsParsedPerSReference * geoSpeed(m, acc, a)};
    if (m.geoOperation == GeoOperation::RasterTiles)
        return {m.rasterTiles, 0};
    if (m.geoOperation == GeoOperation::SpatialJoin) {
        const auto [index, refine] = joinRates(acc, a);
        return {m.geoPoints, 1.0 / (1.0 / index + 1.0 / refine)};
    }
    return {m.geoPoints, a.geoPipPointsPerSReference * geoSpeed(m, acc, a)};
}

} // namespace

bool isGeospatialJob(const Workload &w)
{
    return w.task == Task::Geospatial && (w.media.geoPoints > 0 || w.media.geoPolygons > 0 || w.media.rasterTiles > 0);
}

void sizeGeospatialJob(const Workload &w, const catalog::Accelerator &acc, const Assumptions &a, GpuSizing &s)
{
    const MediaInput &m = w.media;
    const int gpus = s.totalGpus();
    WorkResult &r = s.work;
    r.unit = m.geoOperation == GeoOperation::PolygonParse ? QStringLiteral("polygon")
             : m.geoOperation == GeoOperation::RasterTiles ? QStringLiteral("tile")
                                                            : QStringLiteral("point");
    const auto [units, rate] = geoWork(m, acc, a);
    r.totalWork = units;
    r.perGpuRate = rate;
    r.samplesPerS = rate * gpus;
    if (rate > 0) {
        r.gpuHours = units / rate / kSecondsPerHour;
        r.wallHours = r.gpuHours / gpus;
    }
    r.required = m.geoDeadlineS > 0 && rate > 0 ? units / m.geoDeadlineS : 0;
    const double resident =
        m.workingSetGb > 0 ? m.workingSetGb : m.geoPoints * kGeoBytesPerPoint / kBytesPerGB;
    s.memory.activationsGb = resident / gpus;
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;
    const bool inTime = m.geoDeadlineS <= 0 || !timed(m) || r.wallHours <= deadlineHours(w);
    s.meetsTarget = s.fits && inTime;
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!inTime)
        s.shortfallKind = Shortfall::Deadline; // a job past its deadline, as training and batch jobs
}

void geospatialWhy(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a,
                   QStringList &why)
{
    const MediaInput &m = w.media;
    const WorkResult &r = s.work;
    const int gpus = s.totalGpus();
    if (!timed(m)) {
        why << QCoreApplication::translate(
            "planner", "Raster tiles: no job time is estimated. Published GPU raster timings differ 10–100× "
                       "per cell by operation and library (a 3×3 filter against a reprojection on GPUs of "
                       "like bandwidth), and whole jobs are bound by reading and decoding the files on the "
                       "host, which no input describes. The GPUs are sized by the working set in memory.");
        return;
    }
    const bool parse = m.geoOperation == GeoOperation::PolygonParse;
    if (parse) {
        why << QCoreApplication::translate(
                   "planner",
                   "Parsing polygons from WKT: %1 polygons/s on a V100 (cuSpatial, the 33,120 US "
                   "zip-code areas in 2.37 s) × %2 ÷ %3 GB/s memory bandwidth = %4 polygons/s per GPU.")
                   .arg(sci(a.geoPolygonsParsedPerSReference), num(acc.memoryBandwidthGbs, 0),
                        num(a.geoReferenceBandwidthGbs, 0), sci(r.perGpuRate));
    } else {
        const VectorFp64 fp64 = vectorFp64(acc);
        const double share = shareOn(fp64.tflops, a.geoFp64SharePip);
        const QString fp64Figure =
            fp64.derived ? QCoreApplication::translate("planner", " = FP32 %1 ÷ %2 on compute capability %3")
                               .arg(num(acc.dense.fp32.value_or(0), 1))
                               .arg(std::lround(acc.dense.fp32.value_or(0) / fp64.tflops))
                               .arg(acc.computeCapability)
                         : QString();
        const bool join = m.geoOperation == GeoOperation::SpatialJoin;
        if (join) {
            const auto [index, refine] = joinRates(acc, a);
            why << QCoreApplication::translate(
                       "planner",
                       "Spatial join (quadtree), two parts one after the other. Indexing and filtering "
                       "the points: %1 points/s on a V100 × %2 ÷ %3 GB/s = %4 points/s. Refining the "
                       "candidate point–polygon pairs (point in polygon): %5 points/s on a V100 ÷ (%6 × "
                       "%3 ÷ %2 GB/s + %7 × %8 ÷ %9 FP64 TFLOPS%10) = %11 points/s. Together 1 ÷ (1/%4 + "
                       "1/%11) = %12 points/s per GPU. Fitted on cuSpatial's quadtree joins of 168.9 million "
                       "NYC taxi points on a Titan V (Zhang 2020): indexing and filtering 0.42 s, refinement "
                       "0.14–0.55 s by polygon set; cuSpatial computes in float64, so a share %7 of the "
                       "refinement follows FP64 (Titan V against Titan RTX).")
                       .arg(sci(a.geoJoinIndexPointsPerSReference), num(acc.memoryBandwidthGbs, 0),
                            num(a.geoReferenceBandwidthGbs, 0), sci(index),
                            sci(a.geoJoinRefinePointsPerSReference), num(1 - share, 2), num(share, 2),
                            num(a.geoReferenceFp64Tflops, 1), num(fp64.tflops, fp64.tflops < 1 ? 3 : 2))
                       .arg(fp64Figure, sci(refine), sci(r.perGpuRate));
        } else {
            why << QCoreApplication::translate(
                       "planner",
                       "%1: %2 points/s on a V100 (OmniSci, 18.3 million LiDAR points in 268 ms) ÷ "
                       "(%3 × %4 ÷ %5 GB/s + %6 × %7 ÷ %8 FP64 TFLOPS%9) = %10 points/s per GPU. "
                       "cuSpatial computes in float64, so a share %6 of the time follows FP64 and "
                       "the rest memory bandwidth (Titan V against Titan RTX, Zhang 2020).")
                       .arg(QCoreApplication::translate("planner", "Point in polygon"),
                            sci(a.geoPipPointsPerSReference), num(1 - share, 2),
                            num(a.geoReferenceBandwidthGbs, 0), num(acc.memoryBandwidthGbs, 0), num(share, 2),
                            num(a.geoReferenceFp64Tflops, 1), num(fp64.tflops, fp64.tflops < 1 ? 3 : 2))
                       .arg(fp64Figure, sci(r.perGpuRate));
        }
        if (fp64.derived && share > 0)
            why << QCoreApplication::translate(
                "planner", "This GPU runs FP64 at a small share of FP32: a GPU with full-rate FP64 (A100, "
                           "H100) runs these float64 kernels several times faster per GB/s.");
        if (join)
            why << QCoreApplication::translate(
                "planner",
                "The rate is per point; the refinement depends on the polygons: on the same points "
                "it took 0.14 s for the 263 taxi zones, 0.55 s for the 71 community districts (about "
                "1,400 vertices each) and 0.28 s for the 2,216 census tracts. The geometric mean is "
                "used, so a job can run 0.8–1.4× the estimate on a Titan V-class GPU and more on a GPU "
                "with little FP64, where the refinement is most of the time.");
        else
            why << QCoreApplication::translate("planner",
                                               "The rate is per point: the number and size of the "
                                               "polygons do not enter (no fitted run varies them).");
    }
    const double seconds = r.wallHours * kSecondsPerHour;
    why << QCoreApplication::translate("planner", "Job: %1 %2 on %n GPU(s) take %3 s.", nullptr, gpus)
               .arg(r.totalWork >= 1e6 ? sci(r.totalWork) : num(r.totalWork, 0), workUnitName(r.unit, true),
                    num(seconds, seconds < 10 ? 2 : 0));
    // The fit rows time GPU phases only; NVIDIA's Spark-RAPIDS example of the same join times the whole
    // job (spark-rapids-examples, Spark-cuSpatial README, 2022-02 and 2022-07 tables): 4.5 s on a
    // Titan V (GPU phases 0.56 s, Zhang 2020) and 25 s on one T4 on Databricks g4dn.xlarge.
    why << QCoreApplication::translate(
        "planner", "This is GPU time on data already in GPU memory. Reading the input from files, building "
                   "the columns and writing the result run on the host and can take longer than the GPU "
                   "work: NVIDIA's Spark-RAPIDS run of the same taxi-point join took 4.5 s end to end on a "
                   "Titan V, whose GPU phases take 0.56 s, and 25 s on one T4 on a 4-vCPU cloud node.");
    if (m.geoDeadlineS > 0) {
        const int needed = std::max(1, int(std::ceil(r.gpuHours * kSecondsPerHour / m.geoDeadlineS - 1e-9)));
        why << QCoreApplication::translate("planner", "Deadline %1 s: %n GPU(s) needed.", nullptr, needed)
                   .arg(num(m.geoDeadlineS, m.geoDeadlineS < 10 ? 2 : 0));
    }
}

} // namespace gpuplanner::planner
