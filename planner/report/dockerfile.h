#pragma once

#include "catalog/catalog.h"
#include "planner/report/plandocument.h"

namespace gpuplanner::report {

// A Dockerfile for the environment dimension (article 000 §7: write the environment into a
// Dockerfile, pin Python and framework versions, validate before production): the evaluation's
// base image (CUDA or ROCm), the Python and framework versions pinned, and a validation script run
// at build time (versions) and on the rented machine (`--gpu`: every GPU visible with enough
// memory, a short matmul load per GPU).
QString dockerfileText(const PlanDocument &plan, const PlanView &view, const QString &catalogVersion);

} // namespace gpuplanner::report
