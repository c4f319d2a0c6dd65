#pragma once

#include "catalog/catalog.h"
#include "planner/sizing/evaluation.h"

#include <functional>

namespace gpuplanner::widgets {

class EditFields;

// The editors of each dimension, bound to plan paths (workload.gpu.*, workload.configuration.*),
// and their labels (called again on a language change).
void buildDimensionFields(planner::DimensionId id, EditFields *fields, const catalog::Catalog &catalog);
void labelDimensionFields(planner::DimensionId id, EditFields *fields);
// Flags absent from the plan show the value the engine chose for them.
void setFlagDefaults(planner::DimensionId id, EditFields *fields, const planner::ChosenConfiguration &chosen);

QString dimensionTitle(planner::DimensionId id);

// A catalog list's resolver (EditFields::setChoiceResolver): a name as the engine reads it
// (catalog::Catalog::find: ids, names, aliases such as "L4") to the row id the list holds.
std::function<QString(const QString &)> catalogChoiceResolver(const catalog::Catalog &catalog,
                                                              catalog::Kind kind);

// The precision editor's items: none (the task's default) and each precision, id and upper-case name.
QList<std::pair<QString, QString>> precisionChoices();

} // namespace gpuplanner::widgets
