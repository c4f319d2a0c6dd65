// The checklist's verification results: the verdicts of the acceptance report imported for the plan.
#include "planner/report/checklist.h"
#include "planner/verify/record.h"
#include "planner/workload/format.h"

#include <QCoreApplication>

namespace gpuplanner::report::detail {

void addVerification(DocModel &doc, const PlanView &view, const PlanDocument &plan)
{
    const std::optional<verify::VerificationRecord> record = verify::recordFromJson(plan.verification);
    const verify::Verification *v = record ? record->in(i18n::languageCode(view.language)) : nullptr;
    if (!v)
        return;
    doc.heading(QCoreApplication::translate("report", "Verification after renting"));
    doc.paragraph(QCoreApplication::translate("report", "Acceptance report %1 from %2, run %3: %4 pass, %5 warning, "
                                                        "%6 fail, %7 skipped.")
                      .arg(record->source, record->host.isEmpty() ? QStringLiteral("—") : record->host,
                           record->started.isEmpty() ? record->imported : record->started)
                      .arg(v->count(verify::Verdict::Pass))
                      .arg(v->count(verify::Verdict::Warning))
                      .arg(v->count(verify::Verdict::Fail))
                      .arg(v->count(verify::Verdict::Skipped)));
    DocTable t;
    t.header = {QCoreApplication::translate("report", "Check"), QCoreApplication::translate("report", "Verdict"),
                QCoreApplication::translate("report", "Measured"), QCoreApplication::translate("report", "Expected")};
    t.widths = {34, 12, 27, 27};
    for (const verify::Check &c : v->checks) {
        t.rows << QStringList{c.group.isEmpty() ? c.title : c.group + planner::nameColon() + c.title,
                              verify::verdictLabel(c.verdict), c.measured, c.expected};
        t.shade.push_back(c.verdict == verify::Verdict::Pass      ? 1
                          : c.verdict == verify::Verdict::Warning ? 2
                          : c.verdict == verify::Verdict::Fail    ? 3
                                                                  : 0);
    }
    doc.table(t);
    QStringList open;
    for (const verify::Check &c : v->checks)
        if ((c.verdict == verify::Verdict::Fail || c.verdict == verify::Verdict::Warning) && !c.detail.isEmpty())
            open << verify::verdictLine(c);
    if (!open.isEmpty())
        doc.bullets(open);
}

} // namespace gpuplanner::report::detail
