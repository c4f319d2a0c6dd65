#pragma once

#include <QList>

namespace gpuplanner::app {

class FormPage;
class PlanWizard;

// The wizard's form pages: model, load or training targets, data, deployment and budget.
QList<FormPage *> buildFormPages(PlanWizard *wizard);

} // namespace gpuplanner::app
