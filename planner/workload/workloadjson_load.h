#pragma once

#include "catalog/catalog.h"
#include "planner/workload/jsonfields.h"
#include "planner/workload/workload.h"

namespace gpuplanner::planner {

// The "training" and "serving" sections of a workload document (workloadjson.cpp reads the rest):
// each field checked for its range and its combination with the others, with a message naming it.
void readTraining(const JsonFields &f, TrainingInput &t);
void readServing(const JsonFields &f, ServingInput &s);

// The "simulation" section (workloadjson_simulation.cpp): a simulator fleet or a molecular-dynamics
// run, into the workload's media input.
void readSimulation(const JsonFields &sim, MediaInput &m);

// The "model" section (workloadjson_model.cpp): a preset with overrides, or a custom model checked
// for the task.
ModelSpec readModel(const JsonFields &f, const catalog::Catalog &c, Task task);

// What a catalog lookup that did not find exactly one row says: the matches, or suggestions.
QString lookupFailure(const QString &name, const catalog::LookupResult &found);

} // namespace gpuplanner::planner
