#pragma once

#include "planner/workload/workload.h"

#include <QString>

namespace gpuplanner::widgets {

// Task names and one-line descriptions shown by the wizard and the seven-item view.
QString taskTitle(planner::Task task);
QString taskDescription(planner::Task task);

} // namespace gpuplanner::widgets
