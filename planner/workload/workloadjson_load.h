#pragma once

#include "planner/workload/jsonfields.h"
#include "planner/workload/workload.h"

namespace gpuplanner::planner {

// The "training" and "serving" sections of a workload document (workloadjson.cpp reads the rest):
// each field checked for its range and its combination with the others, with a message naming it.
void readTraining(const JsonFields &f, TrainingInput &t);
void readServing(const JsonFields &f, ServingInput &s);

} // namespace gpuplanner::planner
