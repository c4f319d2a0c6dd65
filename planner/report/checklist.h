#pragma once

#include "catalog/catalog.h"
#include "planner/report/document.h"
#include "planner/report/plandocument.h"

namespace gpuplanner::report {

// The checklist (PRODUCT.md §7), in the language installed now: article 000's four steps before
// and after renting (with the post-rental device recognition, data read test and short stress
// test), article 001's five questions, and the plan's open findings — every item with this plan's
// figures ("confirm the quote states NVLink between all 8 GPUs", "the plan needs ≥ 1176 MB/s").
DocModel buildChecklist(const PlanDocument &plan, const PlanView &view, const catalog::Catalog &catalog);

// The same document as Markdown with "- [ ]" / "- [x]" tick boxes; two models make a bilingual list.
QString documentMarkdown(const std::vector<const DocModel *> &models);

namespace detail {
void addFourSteps(DocModel &doc, const PlanView &view, const catalog::Catalog &catalog, const PlanDocument &plan);
// Ticked as the plan's "checklist" has them (PlanDocument::questions).
void addFiveQuestions(DocModel &doc, const PlanView &view, const PlanDocument &plan);
// The verdicts of the acceptance report imported for the plan, when there is one, in the view's language.
void addVerification(DocModel &doc, const PlanView &view, const PlanDocument &plan);
} // namespace detail

} // namespace gpuplanner::report
