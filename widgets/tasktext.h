#pragma once

#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::widgets {

// Task names and one-line descriptions shown by the wizard and the seven-item view.
QString taskTitle(planner::Task task);
QString taskDescription(planner::Task task);
// The first item of a precision list, the precision the engine takes when none is given: FP32 for FP64
// science, FP16 for TensorRT engines (software.optimization tensorrt), else BF16.
QString defaultPrecisionText(planner::Task task, bool tensorRt);

} // namespace gpuplanner::widgets
