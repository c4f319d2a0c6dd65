// One vendor answer against one requirement of the plan.
#include "planner/quotes/comparison.h"

#include "planner/workload/format.h"
#include "planner/sizing/software.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace gpuplanner::quotes {

namespace {

// "8 × H100 SXM", "8x H100", "8*H100", "H100 ×8", "8卡 A800 80G SXM", "2-GPU" → the model without the count.
QString withoutCount(const QString &s)
{
    const GpuCountRead read = readGpuCount(s);
    return read.model.isEmpty() ? s.trimmed() : read.model;
}

QuoteStatus refused(const Requirement &r)
{
    return r.requiredAtMinimum ? QuoteStatus::BelowMinimum : QuoteStatus::BelowRecommended;
}

Assessment gpuModel(const Requirement &r, const QString &text, const catalog::Catalog &catalog)
{
    Assessment a;
    const QString name = withoutCount(text);
    // As vendors write it: "A800 80G SXM", "NVIDIA H100 80GB HBM3" (the matcher price lists use too).
    const catalog::LookupResult found = catalog.findAsWritten(name, catalog::Kind::Accelerator);
    if (found.matches.size() != 1) {
        QStringList names;
        for (const catalog::CatalogMatch &m : found.matches)
            names << m.row->name;
        a.candidates = names;
        a.note =
            names.isEmpty()
                ? QCoreApplication::translate("report", "'%1' is not in the catalog: ask for the datasheet")
                      .arg(text)
                : QCoreApplication::translate("report",
                                              "'%1' could be %2: choose one, or ask for the exact variant")
                      .arg(text, names.join(planner::listSeparator()));
        return a;
    }
    const auto *offered = static_cast<const catalog::Accelerator *>(found.matches.front().row);
    const catalog::Accelerator *planned = catalog.accelerator(r.reference);
    a.acceleratorId = offered->id;
    if (planned && offered->id == planned->id) {
        a.status = QuoteStatus::Meets;
        return a;
    }
    a.status = planned && offered->memoryGb + 1e-9 >= planned->memoryGb &&
                       offered->memoryBandwidthGbs + 1e-9 >= planned->memoryBandwidthGbs
                   ? QuoteStatus::BelowRecommended
                   : QuoteStatus::BelowMinimum;
    a.note = QCoreApplication::translate("report", "a different GPU (%1, %2 GB, %3 GB/s): the plan was sized for %4; "
                                                   "size it again with gpu.model set to %5")
                 .arg(offered->name, planner::num(offered->memoryGb, 0), planner::num(offered->memoryBandwidthGbs, 0),
                      r.minimumText, offered->id);
    return a;
}

} // namespace

Assessment assess(const Requirement &r, const QuoteAnswer *answer, const catalog::Catalog &catalog)
{
    Assessment a;
    a.offered = answer ? (answer->offered.trimmed().isEmpty() ? answer->value.trimmed() : answer->offered.trimmed()) : QString();
    if (answer && !answer->understood) {
        a.note = answer->problem.isEmpty() ? notUnderstoodNote(a.offered) : answer->problem;
        return a; // not stated: the vendor's cell could not be read
    }
    const QString text = answerText(answer);
    if (text.isEmpty())
        return a; // not stated: ask the vendor
    const QString lower = text.toLower();
    switch (r.kind) {
    case RequirementKind::AtLeast: {
        double v = 0;
        QString judged;
        if (r.id == QLatin1String("cpu_cores")) {
            // Sockets × cores per socket, the catalog's figure where it knows the CPU: "2*AMD 9454" is 96.
            bool plain = false;
            v = QString(answer->value).remove(QLatin1Char(',')).trimmed().toDouble(&plain);
            const QString cpu = answer->offered.trimmed();
            bool offeredPlain = false;
            cpu.toDouble(&offeredPlain);
            const CoresRead c = cpu.isEmpty() || offeredPlain ? CoresRead{} : readCpuCores(cpu, catalogCores(catalog));
            if (!c.problem.isEmpty()) {
                a.note = notUnderstoodNote(cpu, c.problem);
                return a;
            }
            if (c.cores && plain && std::abs(v - *c.cores) > 1e-9) {
                a.note = notUnderstoodNote(cpu, QCoreApplication::translate("report", "%1 cores stated, but the CPU "
                                                                                      "reads as %2")
                                                    .arg(planner::num(v, 1), c.judged));
                return a;
            }
            if (c.cores) {
                v = *c.cores;
                judged = c.judged;
            } else if (!plain) {
                a.note = QCoreApplication::translate("report", "'%1' does not say how many cores: ask the vendor").arg(text);
                return a;
            }
            a.status = statusAtLevel(v, r);
            if (a.status != QuoteStatus::Meets)
                a.note = QCoreApplication::translate("report", "%1 %2 offered; minimum %3, recommended %4")
                             .arg(planner::num(v, 1), r.unit, r.minimumText, r.recommendedText);
            if (!judged.isEmpty())
                a.note = a.note.isEmpty() ? QCoreApplication::translate("report", "read as %1").arg(judged)
                                          : QCoreApplication::translate("report", "read as %1; %2").arg(judged, a.note);
            return a;
        }
        if (r.id == QLatin1String("system_disk_gb") || r.id == QLatin1String("data_disk_gb")) {
            // "系统盘200G + 数据盘2T NVMe": the part of this requirement's disk.
            const DiskSplit disks = splitDisks(text);
            if (disks.split) {
                const bool system = r.id == QLatin1String("system_disk_gb");
                const std::optional<double> gb = system ? disks.systemGb : disks.dataGb;
                if (!disks.problem.isEmpty() || !gb) {
                    a.note = notUnderstoodNote(text, disks.problem);
                    return a;
                }
                v = *gb;
                judged = judgedQuantity(r.id, system ? disks.systemText : disks.dataText, v);
                a.status = statusAtLevel(v, r);
                if (a.status != QuoteStatus::Meets)
                    a.note = QCoreApplication::translate("report", "%1 %2 offered; minimum %3, recommended %4")
                                 .arg(planner::num(v, 1), r.unit, r.minimumText, r.recommendedText);
                a.note = a.note.isEmpty() ? QCoreApplication::translate("report", "read as %1").arg(judged)
                                          : QCoreApplication::translate("report", "read as %1; %2").arg(judged, a.note);
                return a;
            }
        }
        if (!parseQuantity(r.id, text, &v) && !parseQuantity(r.id, withoutCount(text).section(QLatin1Char(' '), 0, 0), &v)) {
            a.note = r.id == QLatin1String("cpu_cores")
                         ? QCoreApplication::translate("report", "'%1' does not say how many cores: ask the vendor").arg(text)
                         : QCoreApplication::translate("report", "'%1' is not a number in %2").arg(text, r.unit);
            return a;
        }
        a.status = statusAtLevel(v, r);
        if (a.status != QuoteStatus::Meets)
            a.note = QCoreApplication::translate("report", "%1 %2 offered; minimum %3, recommended %4")
                         .arg(planner::num(v, 1), r.unit, r.minimumText, r.recommendedText);
        // The value judged, where the vendor's words are more than a plain figure: "1 TB (DDR4)".
        bool plain = false;
        QString(text).remove(QLatin1Char(',')).toDouble(&plain);
        if (!plain && r.id.endsWith(QLatin1String("_gb"))) {
            judged = judgedQuantity(r.id, text, v);
            a.note = a.note.isEmpty() ? QCoreApplication::translate("report", "read as %1").arg(judged)
                                      : QCoreApplication::translate("report", "read as %1; %2").arg(judged, a.note);
        }
        return a;
    }
    case RequirementKind::Version: {
        static const QRegularExpression version(QStringLiteral("\\d+(?:\\.\\d+)+|\\d+"));
        const QRegularExpressionMatch m = version.match(text);
        if (!m.hasMatch()) {
            a.note = QCoreApplication::translate("report", "'%1' names no version").arg(text);
            return a;
        }
        const QString v = m.captured(0);
        a.status = planner::compareVersions(v, r.recommendedText) >= 0 ? QuoteStatus::Meets
                   : planner::compareVersions(v, r.minimumText) >= 0   ? QuoteStatus::BelowRecommended
                                                                        : QuoteStatus::BelowMinimum;
        if (a.status != QuoteStatus::Meets)
            a.note = QCoreApplication::translate("report", "version %1 offered; minimum %2, recommended %3")
                         .arg(v, r.minimumText, r.recommendedText);
        return a;
    }
    case RequirementKind::Flag: {
        const std::optional<bool> yes = parseYesNo(text);
        a.status = yes.value_or(true) ? QuoteStatus::Meets : refused(r);
        return a;
    }
    case RequirementKind::GpuModel: {
        Assessment g = gpuModel(r, text, catalog);
        g.offered = a.offered;
        return g;
    }
    case RequirementKind::Interconnect: {
        const std::optional<bool> yes = parseYesNo(text);
        static const QRegularExpression link(QStringLiteral("nvlink|nvswitch|nvl|sxm|xgmi|infinity fabric|hccs|oam|"
                                                            "\\x{4E92}\\x{8054}")); // 互联
        if (yes.value_or(false) || (link.match(lower).hasMatch() && !lower.contains(QLatin1String("pcie")))) {
            a.status = QuoteStatus::Meets;
        } else if (yes.has_value() || lower.contains(QLatin1String("pcie"))) {
            a.status = refused(r);
            a.note = QCoreApplication::translate("report", "GPUs over PCIe only");
        } else {
            a.note = QCoreApplication::translate("report", "cannot tell the GPU link from '%1'").arg(text);
        }
        return a;
    }
    case RequirementKind::DiskType: {
        if (lower.contains(QLatin1String("nvme")))
            a.status = QuoteStatus::Meets;
        else if (lower.contains(QLatin1String("hdd")) || lower.contains(QLatin1String("hard disk")) ||
                 lower.contains(QStringLiteral("机械")))
            a.status = QuoteStatus::BelowMinimum;
        else if (lower.contains(QLatin1String("ssd")) || lower.contains(QLatin1String("sata")) ||
                 lower.contains(QLatin1String("cloud disk")) || lower.contains(QStringLiteral("云盘")) ||
                 lower.contains(QStringLiteral("固态")) || lower.contains(QLatin1String("block")))
            a.status = refused(r);
        else
            a.note = QCoreApplication::translate("report", "cannot tell the disk type from '%1'").arg(text);
        if (a.status == QuoteStatus::BelowMinimum || a.status == QuoteStatus::BelowRecommended)
            a.note = QCoreApplication::translate("report", "not local NVMe");
        return a;
    }
    case RequirementKind::Text: a.status = QuoteStatus::Meets; return a;
    }
    return a;
}

QString answerText(const QuoteAnswer *a)
{
    if (!a)
        return {};
    return a->value.trimmed().isEmpty() ? a->offered.trimmed() : a->value.trimmed();
}

QuoteStatus statusAtLevel(double v, const Requirement &r)
{
    if (v + 1e-9 >= r.recommended)
        return QuoteStatus::Meets;
    if (v + 1e-9 >= r.minimum)
        return QuoteStatus::BelowRecommended;
    return QuoteStatus::BelowMinimum;
}

QString quoteStatusId(QuoteStatus s)
{
    switch (s) {
    case QuoteStatus::Meets: return QStringLiteral("meets");
    case QuoteStatus::BelowRecommended: return QStringLiteral("below_recommended");
    case QuoteStatus::BelowMinimum: return QStringLiteral("below_minimum");
    case QuoteStatus::NotStated: return QStringLiteral("not_stated");
    }
    return {};
}

QString quoteStatusName(QuoteStatus s)
{
    switch (s) {
    case QuoteStatus::Meets: return QCoreApplication::translate("report", "meets");
    case QuoteStatus::BelowRecommended: return QCoreApplication::translate("report", "below recommended");
    case QuoteStatus::BelowMinimum: return QCoreApplication::translate("report", "below minimum");
    case QuoteStatus::NotStated: return QCoreApplication::translate("report", "not stated (ask the vendor)");
    }
    return {};
}

} // namespace gpuplanner::quotes
