// The assumptions' table, the domain part: molecular dynamics (simulation.cpp) and geospatial jobs
// (geospatial.cpp), each constant with where it was fitted.
#include "planner/workload/assumptions.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

std::vector<Assumptions::Entry> Assumptions::describeMolecularAndGeospatial() const
{
    const QString ratio = QStringLiteral("ratio");
    return {
        {QStringLiteral("md_step_ms_per_million_atoms"),
         QCoreApplication::translate("assumptions", "Molecular dynamics step time per million atoms (A100)"),
         mdStepMsPerMillionAtoms, QStringLiteral("ms"),
         QCoreApplication::translate("assumptions",
                                     "Plus %1 ms per step; scaled by (A100's speed ÷ this GPU's)^%2, "
                                     "speed = FP32 TFLOPS^w × GB/s^(1 − w) (below), by the cache term "
                                     "(below), and n^%3 on n GPUs "
                                     "(GROMACS: see below). Fitted on OpenMM 8 benchmarks "
                                     "(simulation.cpp).")
             .arg(mdStepOverheadMs)
             .arg(mdHardwareExponent)
             .arg(mdMultiGpuExponent)},
        {QStringLiteral("md_fp32_weight"),
         QCoreApplication::translate("assumptions",
                                     "Weight of FP32 compute in a GPU's molecular-dynamics speed"),
         mdFp32Weight, ratio,
         QCoreApplication::translate(
             "assumptions",
             "A GPU's speed for the per-atom work is FP32 TFLOPS^w × memory GB/s^(1 − w): the "
             "non-bonded kernels are compute-bound, PME and integration bandwidth-bound. Fitted on "
             "OpenMM 8.4's published table (openmm.org benchmarks, one software version, STMV and "
             "cellulose, nine GPUs against the A100): w = 0.5 read the GDDR cards at 0.70–0.93 of their "
             "measured per-atom speed and the HBM cards at 0.96–1.10 (root mean square log error "
             "0.20); the unconstrained fit gives FP32^0.40 × GB/s^0.20, i.e. w = 2/3 at the exponent "
             "0.62 (0.115): RTX 4080 0.77 → 0.95, L40S 0.74 → 0.94, RTX PRO 6000 0.70 → 0.87, RTX "
             "6000 Ada 0.93 → 1.18; H100 1.06 → 1.14, B200 0.96 → 0.96. AMBER's and GROMACS's "
             "speed factors were re-centred on their fit rows with it.")},
        {QStringLiteral("md_amber_speed"),
         QCoreApplication::translate("assumptions", "AMBER pmemd.cuda speed over the OpenMM model"),
         mdAmberSpeed, ratio,
         QCoreApplication::translate("assumptions",
                                     "Geometric mean of published pmemd.cuda runs over the OpenMM model "
                                     "on the same GPUs (ACENET MDBench, Rutgers NgFEP, CSC "
                                     "chem-benchmarks; V100, A100, H100).")},
        {QStringLiteral("md_lammps_bio_fixed_ms"),
         QCoreApplication::translate("assumptions", "LAMMPS biomolecular step: fixed part"),
         mdLammpsBioFixedMs, QStringLiteral("ms"),
         QCoreApplication::translate(
             "assumptions",
             "LAMMPS with CHARMM, PPPM and SHAKE (the rhodopsin benchmark, in.rhodo) spends a step's first "
             "milliseconds on bonds, constraints and the CPU ranks' share whatever the GPU: step = this + "
             "md_lammps_bio_model_multiple × the OpenMM-model step of the same system and GPU. Least squares "
             "on log step time over three published runs of one V100 SXM2 with the GPU package in mixed "
             "precision (francesco-peverelli/lammps-benchmarks, LAMMPS 7 Jan 2022; fit rows): 32,000 atoms "
             "6.90 ms (6 ranks), 256,000 atoms 24.5 ms and 2,048,000 atoms 169.3 ms (16 ranks); the fit "
             "gives "
             "0.97, 1.11 and 0.93 times their ns/day.")},
        {QStringLiteral("md_lammps_bio_model_multiple"),
         QCoreApplication::translate("assumptions", "LAMMPS biomolecular step: multiple of the OpenMM model"),
         mdLammpsBioModelMultiple, ratio,
         QCoreApplication::translate(
             "assumptions",
             "The per-system part of a LAMMPS biomolecular step against the OpenMM model's step on the same "
             "GPU, fitted with md_lammps_bio_fixed_ms on the same three runs (the OpenMM model gives them "
             "0.380, 3.03 and 31.2 ms). KOKKOS in double precision ran 2.3–2.4× slower than this on the "
             "same V100 at 256,000 and 2 million atoms, and 4.7× on a GeForce RTX 3080.")},
        {QStringLiteral("md_namd_speed"),
         QCoreApplication::translate("assumptions", "NAMD 3 speed over the OpenMM model"), mdNamdSpeed, ratio,
         QCoreApplication::translate(
             "assumptions",
             "NAMD 3 in GPU-resident mode (CUDASOAintegrate), at OpenMM's exponent: the geometric mean of "
             "published one-GPU runs of a 239,131-atom system (ACENET MDBench, 1 fs, 8 Å) over the "
             "OpenMM model with its cache term on the same GPUs: H100 SXM 0.73 (NAMD 3.0.1), H100 NVL "
             "0.70 (3.0), A100 0.84 and V100 PCIe 0.82 (3.0b3).")},
        {QStringLiteral("md_openmm7_speed"),
         QCoreApplication::translate("assumptions", "OpenMM 7.x speed over the OpenMM 8 model"),
         mdOpenmm7Speed, ratio,
         QCoreApplication::translate(
             "assumptions",
             "OpenMM 7.7's own benchmark table (openmm-org data/benchmarks.json @ce96174, fit rows) on the "
             "A100 against the model fitted on OpenMM 8.x: DHFR 0.89, ApoA1 0.87, cellulose 0.83, STMV "
             "0.69; geometric mean 0.82.")},
        {QStringLiteral("md_openmm_mixed_speed"),
         QCoreApplication::translate("assumptions", "OpenMM mixed-precision speed over single precision"),
         mdOpenmmMixedSpeed, ratio,
         QCoreApplication::translate(
             "assumptions",
             "OpenMM 7.7 on an RTX 3060, 3060 Ti and 3090 in mixed against single precision "
             "(openmm/openmm#2865, 2023-01-11): amber20-dhfr NVT 0.81, 0.82, 0.81, NPT 0.82, 0.82, 0.81, "
             "apoa1pme NPT 0.89, 0.88, 0.89; geometric mean 0.84. The model's OpenMM rates are "
             "single precision, benchmark.py's default.")},
        {QStringLiteral("md_cache_bytes_per_atom"),
         QCoreApplication::translate("assumptions", "Molecular-dynamics working set per atom"),
         mdCacheBytesPerAtom, QStringLiteral("bytes"),
         QCoreApplication::translate(
             "assumptions",
             "Atoms × this is a step's working set; the share of it beyond the GPU's last-level cache "
             "(catalog) spills to memory. Fitted with the spill cost below on OpenMM 7.7's published "
             "table, each GPU against the same table's A100: Titan V, V100, RTX 2080 Ti, A10 and A40 "
             "(4.5–6 MB of L2) ran DHFR (23,558 atoms) as their speed gives and cellulose (408,609) and "
             "STMV (1,067,095) 1.3–2.2× slower.")},
        {QStringLiteral("md_cache_spill_cost"),
         QCoreApplication::translate("assumptions", "Molecular-dynamics cost of a spilled working set"),
         mdCacheSpillCost, ratio,
         QCoreApplication::translate("assumptions",
                                     "The per-atom part of a step × (1 + this × the share of the working "
                                     "set that does not fit in the last-level cache). Fitted with the "
                                     "working set above (OpenMM 7.7's table and the MD fit rows).")},
        {QStringLiteral("md_namd_offload_us_per_atom_core"),
         QCoreApplication::translate("assumptions", "NAMD GPU-offload CPU time per atom and step, one core"),
         mdNamdOffloadUsPerAtomCore, QStringLiteral("µs"),
         QCoreApplication::translate(
             "assumptions",
             "NAMD 2.x (and NAMD 3 without GPU-resident integration) integrates and computes bonded "
             "forces on the CPU: a step takes max(the GPU's step, atoms × this ÷ physical cores per "
             "GPU). Geometric mean of three published NAMD 2.14 multicore-CUDA runs of a 239,131-atom "
             "system on one GPU (ACENET MDBench, 1 fs): A100 + 8 EPYC 7413 cores 0.379, V100 SXM2 + 8 "
             "Xeon Gold 4216 0.637, P100 + 6 Xeon E5-2650 0.624; at most %1 cores per GPU are counted "
             "(the most a published run used).")
             .arg(mdOffloadMaxCoresPerGpu)},
        {QStringLiteral("md_offload_max_cores_per_gpu"),
         QCoreApplication::translate("assumptions", "NAMD GPU-offload: most CPU cores per GPU counted"),
         mdOffloadMaxCoresPerGpu, QStringLiteral("cores"),
         QCoreApplication::translate(
             "assumptions",
             "Published NAMD 2.14 runs used 6–18 physical cores per GPU (ACENET MDBench; Puget Systems: "
             "18 cores, 36 threads, on an RTX 2080 Ti); from 8 to 12 cores one A100 gained 1.14×, not "
             "1.5×, so more cores than this are not counted as faster.")},
        {QStringLiteral("md_offload_cores_headroom"),
         QCoreApplication::translate("assumptions", "NAMD GPU-offload: recommended cores over those assumed"),
         mdOffloadCoresHeadroom, ratio,
         QCoreApplication::translate("assumptions",
                                     "The CPU dimension recommends the cores the GPU-offload rate assumes × "
                                     "this: the published per-core times spread 0.38–0.64 µs per atom and "
                                     "step around the 0.532 fitted, across CPU generations.")},
        {QStringLiteral("md_gromacs_speed"),
         QCoreApplication::translate("assumptions", "GROMACS speed over the OpenMM model"), mdGromacsSpeed,
         ratio,
         QCoreApplication::translate("assumptions",
                                     "GPU-resident GROMACS (-nb -pme -update gpu), with the per-atom "
                                     "cost scaled by speed^-%1 instead of OpenMM's: it gains about 3.6× "
                                     "from a V100 to an H100 in two published sets. Least squares on "
                                     "published runs (ACENET MDBench, Rutgers NgFEP, CSC "
                                     "chem-benchmarks), with the cut-off below.")
             .arg(mdGromacsHardwareExponent)},
        {QStringLiteral("md_gromacs_cutoff_exponent"),
         QCoreApplication::translate("assumptions", "GROMACS per-atom cost against the cut-off, exponent"),
         mdGromacsCutoffExponent, ratio,
         QCoreApplication::translate("assumptions",
                                     "The per-atom cost × (cut-off ÷ %1 nm)^this; %1 nm when no cut-off "
                                     "is given. Fitted with the speed and exponent above on published "
                                     "runs at 0.8 nm (6n4o), 0.9 nm (ADH) and 1.2 nm (STMV).")
             .arg(mdGromacsReferenceCutoffNm)},
        {QStringLiteral("md_gromacs_comm_atoms"),
         QCoreApplication::translate("assumptions", "GROMACS multi-GPU communication, in atoms"),
         mdGromacsCommAtoms, QStringLiteral("atoms"),
         QCoreApplication::translate(
             "assumptions", "A step on n GPUs takes one GPU's step × (1/n + this ÷ (atoms × the "
                            "cut-off factor above)): halo exchange, PME on one GPU and the traffic "
                            "to it, which more GPUs do not shrink; kept whole at a shorter cut-off. Fitted "
                            "on STMV (1.2 nm) on 2 × H100 and 2 × MI250X against one GPU (CSC "
                            "chem-benchmarks).")},
        {QStringLiteral("geo_pip_points_per_s_reference"),
         QCoreApplication::translate("assumptions", "Point-in-polygon points per second (V100)"),
         geoPipPointsPerSReference, QStringLiteral("points/s"),
         QCoreApplication::translate("assumptions",
                                     "OmniSci, 18.3 million LiDAR points in 268 ms; parsing WKT "
                                     "polygons %1/s (cuSpatial); both scaled by memory bandwidth "
                                     "over %2 GB/s (geospatial.cpp).")
             .arg(geoPolygonsParsedPerSReference)
             .arg(geoReferenceBandwidthGbs)},
        {QStringLiteral("geo_fp64_share_pip"),
         QCoreApplication::translate("assumptions", "Share of point-in-polygon time that follows FP64"),
         geoFp64SharePip, ratio,
         QCoreApplication::translate("assumptions",
                                     "cuSpatial's kernels are float64: the same NYC taxi joins refine 7.4× "
                                     "slower on a Titan RTX (FP64 1/32 of FP32) than on a Titan V (1/2) at "
                                     "equal bandwidth (Zhang 2020). The rest of the time follows memory "
                                     "bandwidth; FP64 against %1 TFLOPS (V100) (geospatial.cpp).")
             .arg(geoReferenceFp64Tflops)},
        {QStringLiteral("geo_join_index_points_per_s_reference"),
         QCoreApplication::translate("assumptions",
                                     "Spatial join: points indexed and filtered per second (V100)"),
         geoJoinIndexPointsPerSReference, QStringLiteral("points/s"),
         QCoreApplication::translate(
             "assumptions", "cuSpatial's quadtree join of 168.9 million NYC taxi points on a Titan V: "
                            "indexing and filtering 0.419 s (mean of three polygon sets, Zhang "
                            "2020), scaled by memory bandwidth to the V100's 900 GB/s.")},
        {QStringLiteral("geo_join_refine_points_per_s_reference"),
         QCoreApplication::translate("assumptions", "Spatial join: points refined per second (V100)"),
         geoJoinRefinePointsPerSReference, QStringLiteral("points/s"),
         QCoreApplication::translate("assumptions",
                                     "The same joins' point-in-polygon refinement: 0.14, 0.55 and 0.28 s for "
                                     "taxi zones, community districts and census tracts (geometric mean "
                                     "0.278 s), scaled to the V100 as point in polygon (the FP64 share "
                                     "above).")},
    };
}

} // namespace gpuplanner::planner
