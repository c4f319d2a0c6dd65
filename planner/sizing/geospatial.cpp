// Geospatial jobs (issue 23): a GIS user gives points, polygons or raster tiles, the operation and a
// deadline; the engine answers the job time and the GPUs the deadline needs.
//
// Rates, fitted on the fit rows of tests/data/fidelity/measurements.json only, on a V100 (900 GB/s)
// and scaled by memory bandwidth (these kernels stream coordinates and test few FLOPs per byte):
// - geoPipPointsPerSReference 68.3e6 points/s: OmniSci 4.4 ST_CONTAINS over 18,306,827 LiDAR points
//   and one polygon on a V100 in 268 ms, first run (patternedscience/GPU-Analytics-Perf-Tests,
//   geospatial-LiDAR) → 18,306,827 ÷ 0.268 s = 68.3 M points/s. Point-in-polygon and spatial joins of
//   points to polygons use it; the polygon count does not enter (both tools filter candidate
//   polygons by bounding box or quadtree first), which the trace states.
// - geoPolygonsParsedPerSReference 13,975 polygons/s: cuSpatial's ZCTA notebook parses the US
//   zip-code polygons (TIGER 2010 ZCTA5, 33,120 areas) from WKT on a V100 SXM2 32GB in 2.37 s →
//   33,120 ÷ 2.37 = 13,975 polygons/s.
// - Raster tiles: no published GPU measurement was found in the stored sources, so no time is
//   estimated for them; memory is sized from the working set.
// Several GPUs split the points (or polygons) evenly; the polygons are copied to each.
#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner {

namespace {

constexpr double kBytesPerPoint = 16; // x and y in FP64

bool timed(const MediaInput &m)
{
    return m.geoOperation != GeoOperation::RasterTiles;
}

// Units of work and the one-GPU rate on this accelerator.
std::pair<double, double> geoWork(const MediaInput &m, const catalog::Accelerator &acc, const Assumptions &a)
{
    const double speed = acc.memoryBandwidthGbs / a.geoReferenceBandwidthGbs;
    if (m.geoOperation == GeoOperation::PolygonParse)
        return {m.geoPolygons, a.geoPolygonsParsedPerSReference * speed};
    if (m.geoOperation == GeoOperation::RasterTiles)
        return {m.rasterTiles, 0};
    return {m.geoPoints, a.geoPipPointsPerSReference * speed};
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
    const double resident = m.workingSetGb > 0 ? m.workingSetGb : m.geoPoints * kBytesPerPoint / kBytesPerGB;
    s.memory.activationsGb = resident / gpus;
    s.memory.overheadGb = a.runtimeOverheadGb;
    s.memory.perGpuTotalGb = s.memory.activationsGb + s.memory.overheadGb;
    s.memory.capacityGb = acc.memoryGb;
    s.fits = s.memory.perGpuTotalGb <= acc.memoryGb;
    const bool inTime = m.geoDeadlineS <= 0 || !timed(m) || r.wallHours * kSecondsPerHour <= m.geoDeadlineS;
    s.meetsTarget = s.fits && inTime;
    if (!s.fits)
        s.shortfallKind = Shortfall::Memory;
    else if (!inTime)
        s.shortfallKind = Shortfall::Capacity;
}

void geospatialWhy(const Workload &w, const catalog::Accelerator &acc, const GpuSizing &s, const Assumptions &a,
                   QStringList &why)
{
    const MediaInput &m = w.media;
    const WorkResult &r = s.work;
    const int gpus = s.totalGpus();
    if (!timed(m)) {
        why << QCoreApplication::translate(
            "planner", "Raster tiles: no published GPU measurement was found, so no job time is estimated; the "
                       "GPUs are sized by the working set in memory.");
        return;
    }
    const bool parse = m.geoOperation == GeoOperation::PolygonParse;
    const double reference = parse ? a.geoPolygonsParsedPerSReference : a.geoPipPointsPerSReference;
    why << (parse ? QCoreApplication::translate(
                        "planner", "Parsing polygons from WKT: %1 polygons/s on a V100 (cuSpatial, the 33,120 US "
                                   "zip-code areas in 2.37 s) × %2 ÷ %3 GB/s memory bandwidth = %4 polygons/s per GPU.")
                  : QCoreApplication::translate(
                        "planner", "Point in polygon: %1 points/s on a V100 (OmniSci, 18.3 million LiDAR points in "
                                   "268 ms) × %2 ÷ %3 GB/s memory bandwidth = %4 points/s per GPU; candidate "
                                   "polygons are filtered by bounding box first, so their number does not enter."))
               .arg(sci(reference), num(acc.memoryBandwidthGbs, 0), num(a.geoReferenceBandwidthGbs, 0),
                    sci(r.perGpuRate));
    const double seconds = r.wallHours * kSecondsPerHour;
    why << QCoreApplication::translate("planner", "Job: %1 %2 on %n GPU(s) take %3 s.", nullptr, gpus)
               .arg(r.totalWork >= 1e6 ? sci(r.totalWork) : num(r.totalWork, 0), workUnitName(r.unit, true),
                    num(seconds, seconds < 10 ? 2 : 0));
    if (m.geoDeadlineS > 0) {
        const int needed = std::max(1, int(std::ceil(r.gpuHours * kSecondsPerHour / m.geoDeadlineS - 1e-9)));
        why << QCoreApplication::translate("planner", "Deadline %1 s: %n GPU(s) needed.", nullptr, needed)
                   .arg(num(m.geoDeadlineS, m.geoDeadlineS < 10 ? 2 : 0));
    }
}

} // namespace gpuplanner::planner
