// The "simulation" section of a workload document (workloadjson_load.h): a simulator fleet (instances ×
// GB) or a molecular-dynamics run (engine, atoms, ns/day), each field checked against the engine it
// applies to.
#include "planner/workload/workloadjson_load.h"

#include <QCoreApplication>

namespace gpuplanner::planner {

void readSimulation(const JsonFields &sim, MediaInput &m)
{
    sim.onlyKeys({"instances", "gb_per_instance", "engine", "atoms", "target_ns_per_day", "simulated_ns",
                  "timestep_fs", "cutoff_nm", "gpus_per_simulation", "mode", "cpu_cores_per_simulation",
                  "potential", "precision", "openmm_version"});
    m.instances = sim.integer("instances", 1, 1000000).value_or(0);
    m.gbPerInstance = sim.number("gb_per_instance", 0, 10000).value_or(0);
    if (const auto v = sim.choice("engine", {"openmm", "gromacs", "amber", "lammps", "namd"}))
        m.mdEngine = MdEngine(*v);
    m.atoms = sim.number("atoms", 100, 1e10).value_or(0);
    m.targetNsPerDay = sim.number("target_ns_per_day", 0.001, 1e6).value_or(0);
    m.simulatedNs = sim.number("simulated_ns", 0.001, 1e9).value_or(0);
    m.timestepFs = sim.number("timestep_fs", 0.1, 10).value_or(m.timestepFs);
    // 5–30 is a cut-off in ångström (AMBER's mdin gives it so): say so rather than only the range.
    if (sim.has("cutoff_nm") && sim.raw("cutoff_nm").is_number()) {
        const double rc = sim.raw("cutoff_nm").get<double>();
        if (rc >= 5 && rc <= 30)
            sim.fail("cutoff_nm",
                     QCoreApplication::translate("input", "is in nm: %1 looks like ångström (%2 nm); "
                                                          "cut-offs run 0.5–3 nm")
                         .arg(rc)
                         .arg(rc / 10));
    }
    m.cutoffNm = sim.number("cutoff_nm", 0.5, 3).value_or(0);
    m.gpusPerSimulation = sim.integer("gpus_per_simulation", 1, 16).value_or(0);
    if (const auto v = sim.choice("mode", {"gpu_resident", "gpu_offload"}))
        m.mdMode = MdMode(*v);
    if (m.mdMode == MdMode::GpuOffload && m.mdEngine != MdEngine::Namd)
        sim.fail("mode",
                 QCoreApplication::translate("input", "GPU-offload (integration on the CPU) is modelled "
                                                      "for NAMD only, fitted on NAMD 2.14 runs; the "
                                                      "other engines run GPU-resident here"));
    m.cpuCoresPerSimulation = sim.integer("cpu_cores_per_simulation", 1, 1024).value_or(0);
    if (const auto v = sim.choice("openmm_version", {"8", "7"})) {
        m.openmmMajor = *v == 1 ? 7 : 8;
        if (m.mdEngine != MdEngine::Openmm)
            sim.fail("openmm_version", QCoreApplication::translate("input", "applies to OpenMM only"));
    }
    if (const auto v = sim.choice("potential", {"biomolecular", "lj", "reaxff", "snap"}))
        m.lammpsPotential = LammpsPotential(*v);
    if (m.lammpsPotential != LammpsPotential::Biomolecular && m.mdEngine != MdEngine::Lammps)
        sim.fail("potential",
                 QCoreApplication::translate("input", "applies to LAMMPS only; the other engines "
                                                      "run biomolecular force fields here"));
    // Precision: each engine as its rates were measured unless stated (workload.h). OpenMM: single or
    // mixed; LAMMPS's biomolecular force field: mixed or double; its materials potentials: double.
    const bool materials = m.lammpsPotential != LammpsPotential::Biomolecular;
    m.mdPrecision = m.mdEngine == MdEngine::Openmm ? MdPrecision::Single
                    : materials                    ? MdPrecision::Double
                                                   : MdPrecision::Mixed;
    if (const auto v = sim.choice("precision", {"single", "mixed", "double"})) {
        const auto given = MdPrecision(*v);
        const auto refuse = [&sim](const char *why) {
            sim.fail("precision", QCoreApplication::translate("input", why));
        };
        if (m.mdEngine == MdEngine::Openmm && given == MdPrecision::Double)
            refuse(QT_TRANSLATE_NOOP("input", "OpenMM is rated in single and mixed precision; no "
                                              "published double-precision OpenMM rates are fitted here"));
        else if (m.mdEngine != MdEngine::Openmm && m.mdEngine != MdEngine::Lammps &&
                 given != MdPrecision::Mixed)
            refuse(QT_TRANSLATE_NOOP("input", "GROMACS, AMBER and NAMD run their GPU kernels in mixed "
                                              "precision only (their rates are fitted so)"));
        else if (m.mdEngine == MdEngine::Lammps && materials && given != MdPrecision::Double)
            refuse(QT_TRANSLATE_NOOP("input", "LAMMPS's materials potentials (LJ, ReaxFF, SNAP) are "
                                              "rated from LAMMPS-KOKKOS runs in double precision only"));
        else if (m.mdEngine == MdEngine::Lammps && given == MdPrecision::Single)
            refuse(QT_TRANSLATE_NOOP("input", "LAMMPS is rated in mixed precision (GPU package) and "
                                              "double (KOKKOS); no single-precision runs are fitted"));
        m.mdPrecision = given;
    }
    if (m.atoms <= 0)
        for (const char *key :
             {"target_ns_per_day", "simulated_ns", "cutoff_nm", "gpus_per_simulation", "mode",
              "cpu_cores_per_simulation", "potential", "precision", "openmm_version"})
            if (sim.has(key))
                sim.fail(key,
                         QCoreApplication::translate("input", "needs atoms (the molecular system's size)"));
}

} // namespace gpuplanner::planner
