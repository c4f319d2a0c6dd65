// Page one of the spec sheet: what is bought, why, what it costs, which risks remain.
#include "planner/report/reportformat.h"
#include "planner/report/specsheet.h"
#include "planner/sizing/domainwork.h"
#include "planner/sizing/sizing.h"
#include "planner/workload/format.h"
#include "planner/workload/units.h"

#include <algorithm>
#include <cmath>
#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::report::detail {

using planner::num;

namespace {

// The billing mode whose figures page one shows: the plan's, else the cheapest with a price.
const planner::cost::ModeCost *shownMode(const planner::cost::CostReport &r)
{
    if (r.modes.empty())
        return nullptr;
    if (r.mode(r.chosenMode).available)
        return &r.mode(r.chosenMode);
    return r.haveCheapest ? &r.mode(r.cheapestMode) : nullptr;
}

// A rate per GPU as a reader takes it in: 160,488,064 points/s, 3,841.91 images/s, 0.04 frames/s.
QString perGpuRateText(double perS)
{
    return perS >= 10000 ? grouped(perS, 0) : num(perS, 2);
}

QStringList whyBullets(const planner::Evaluation &e, const planner::cost::CostReport &r, const catalog::Accelerator *acc)
{
    const planner::GpuSizing &s = e.sizing;
    const int perSimulation = std::max(1, s.work.gpusPerSimulation); // molecular dynamics
    QStringList out;
    out << workloadSentence(e, r);
    if (acc)
        out << QCoreApplication::translate("report", "GPU memory: the work needs %1 GB per GPU; the %2 has %3 GB.")
                   .arg(num(s.memory.perGpuTotalGb, 1), acc->name, num(acc->memoryGb, 0));
    if (s.inference.applies && s.inference.jobHours > 0)
        out << QCoreApplication::translate("report",
                                           "Time: %1 hours wall-clock at %2 output tokens/s in total over %n "
                                           "replica(s).",
                                           nullptr, int(s.inference.replicas))
                   .arg(grouped(s.inference.jobHours, 1), grouped(s.inference.throughputTokensPerS, 0));
    else if (s.inference.applies)
        out << QCoreApplication::translate("report", "Speed: %1 tokens/s in total over %n replica(s); time to first token "
                                                     "%2 ms, time per output token %3 ms.",
                                         nullptr, int(s.inference.replicas))
                   .arg(grouped(s.inference.throughputTokensPerS, 0))
                   .arg(num(s.inference.ttftMs, 0), num(s.inference.tpotMs, 1));
    else if (s.training.applies)
        out << QCoreApplication::translate("report", "Time: %1 GPU-hours, %2 hours wall-clock at %3% model FLOPs "
                                                     "utilization.")
                   .arg(grouped(s.training.gpuHours, 0), grouped(s.training.wallHours, 1), num(s.training.mfu * 100, 0));
    else if (s.work.applies && s.work.unit == QLatin1String("stream"))
        out << QCoreApplication::translate("report", "Throughput: %1 concurrent streams per GPU; the workload needs %2.")
                   .arg(num(s.work.perGpuRate, 0), num(s.work.required, 0));
    else if (s.work.applies && s.work.gpuHours > 0 && planner::isSpeechInference(e.workload))
        out << QCoreApplication::translate("report",
                                           "Time: %1 GPU-hours, %2 hours wall-clock at %3 s of audio a "
                                           "second per GPU.")
                   .arg(grouped(s.work.gpuHours, 1), grouped(s.work.wallHours, 1),
                        num(e.workload.serving.audioHours / s.work.gpuHours, 1));
    else if (s.work.applies && s.work.totalWork > 0 && s.work.wallHours > 0 &&
             (e.workload.task == planner::Task::CvTraining ||
              e.workload.task == planner::Task::DiffusionTraining ||
              e.workload.task == planner::Task::Rendering || e.workload.task == planner::Task::Geospatial ||
              planner::isSampleBatchInference(e.workload)))
        out << (s.work.wallHours < 0.1
                    ? QCoreApplication::translate("report", "Time: %1 s wall-clock at %2 %3/s per GPU.")
                          .arg(num(s.work.wallHours * 3600, 1), perGpuRateText(s.work.perGpuRate),
                               planner::workUnitName(s.work.unit, true))
                    : QCoreApplication::translate(
                          "report", "Time: %1 GPU-hours, %2 hours wall-clock at %3 %4/s per GPU.")
                          .arg(grouped(s.work.gpuHours, 1), grouped(s.work.wallHours, 1),
                               perGpuRateText(s.work.perGpuRate), planner::workUnitName(s.work.unit, true)));
    else if (s.work.applies && planner::isMolecularDynamics(e.workload))
        out << (s.work.gpuHours > 0
                    ? QCoreApplication::translate(
                          "report",
                          "Speed: %1 ns/day per simulation on %n GPU(s); %2 GPU-hours, "
                          "%3 hours wall-clock.",
                          nullptr, perSimulation)
                          .arg(num(s.work.nsPerDay, 1), grouped(s.work.gpuHours, 1),
                               grouped(s.work.wallHours, 1))
                    : QCoreApplication::translate("report", "Speed: %1 ns/day per simulation on %n GPU(s).",
                                                  nullptr, perSimulation)
                          .arg(num(s.work.nsPerDay, 1)));
    else if (s.work.applies && e.workload.task == planner::Task::Scientific)
        out << QCoreApplication::translate("report", "Rate: %1 TFLOPS FP64 per GPU; %2 GPU-hours, %3 hours wall-clock.")
                   .arg(num(s.work.perGpuRate, 2), grouped(s.work.gpuHours, 1), grouped(s.work.wallHours, 1));
    else if (s.work.applies && s.work.perGpuRate > 0 && s.work.unit == QLatin1String("video"))
        out << QCoreApplication::translate("report",
                                           "Throughput: %1 videos an hour per GPU; the workload needs %2.")
                   .arg(num(s.work.perGpuRate * 3600, 2), num(s.work.required * 3600, 1));
    else if (s.work.applies && s.work.perGpuRate > 0)
        out << QCoreApplication::translate("report", "Throughput: %1 %2/s per GPU; the workload needs %3.")
                   .arg(num(s.work.perGpuRate, 2), planner::workUnitName(s.work.unit, true), num(s.work.required, 2));
    out << (s.meetsTarget ? QCoreApplication::translate("report", "The configuration meets the workload's targets.")
                          : QCoreApplication::translate("report", "Target not met: %1").arg(s.shortfall));
    if (e.gpuPinned)
        out << QCoreApplication::translate("report", "The GPU model is fixed by the plan.");
    else if (e.ranking.size() > 1)
        out << QCoreApplication::translate("report", "Chosen first of %1 accelerator configurations ranked by fit, "
                                                     "target and reference cost; next best: %2.")
                   .arg(e.ranking.size())
                   .arg(e.ranking[1].name);
    out << QCoreApplication::translate("report", "CPU, RAM, storage and network are sized so that the GPUs are never "
                                                 "kept waiting: performance comes from a balanced whole machine, not "
                                                 "the GPU alone.");
    return out;
}

// Page one's risks: every error and warning, errors first (the rules' order), old reference
// prices as one row after the plan's own risks ("All findings" has each).
DocTable riskRows(const planner::Evaluation &e)
{
    DocTable risks;
    risks.header << QCoreApplication::translate("report", "Severity") << QCoreApplication::translate("report", "Finding")
                 << QCoreApplication::translate("report", "What to do");
    risks.widths = {11, 49, 40};
    const QString colon = planner::nameColon();
    QStringList agedPrices;
    for (const planner::Finding &f : e.findings) {
        if (f.severity == QLatin1String("info"))
            continue;
        if (f.id == QLatin1String("cost.price_age")) {
            agedPrices << f.title;
            continue;
        }
        risks.rows << QStringList{severityName(f.severity), f.title + colon + f.message, f.suggestion};
        risks.shade.push_back(f.severity == QLatin1String("error") ? 3 : 2);
    }
    if (!agedPrices.isEmpty()) {
        risks.rows << QStringList{
            severityName(QStringLiteral("warning")),
            QCoreApplication::translate("report", "Reference prices more than a year old: %n", nullptr, int(agedPrices.size())),
            QCoreApplication::translate("report", "Ask for current quotes.")};
        risks.shade.push_back(2);
    }
    return risks;
}

// The most risk rows page one shows, in every language alike; "All findings" lists the rest.
constexpr qsizetype kPageOneRisks = 4;

} // namespace

QString workloadSentence(const planner::Evaluation &e, const planner::cost::CostReport &r)
{
    const planner::Workload &w = e.workload;
    // FP64 science computes in FP64 whatever the workload's (model) precision says.
    const QString precision = w.task == planner::Task::Scientific ? QStringLiteral("FP64") : precisionName(w.precision);
    QString what =
        QCoreApplication::translate("report", "%1 of %2 in %3").arg(taskName(w), w.model.name, precision);
    if (w.model.parametersB <= 0) // no model: video, rendering, science, simulation
        what = taskName(w.task); // science's name says FP64
    // Punctuation in the language of the text (Chinese：，。).
    const QString colon = planner::nameColon();
    const QString comma = planner::listSeparator();
    const QString stop = QCoreApplication::translate("report", ".", "end of a sentence");
    if (w.task == planner::Task::LlmInference) {
        QStringList load;
        if (w.serving.requestsPerS > 0)
            load << QCoreApplication::translate("report", "%1 requests/s").arg(num(w.serving.requestsPerS, 2));
        if (w.serving.concurrentRequests > 0)
            load << QCoreApplication::translate("report", "%1 concurrent requests").arg(num(w.serving.concurrentRequests, 0));
        load << QCoreApplication::translate("report", "%1 prompt + %2 output tokens per request")
                    .arg(w.serving.promptTokens)
                    .arg(w.serving.outputTokens);
        if (w.serving.ttftMs > 0)
            load << QCoreApplication::translate("report", "time to first token ≤ %1 ms").arg(num(w.serving.ttftMs, 0));
        if (w.serving.tpotMs > 0)
            load << QCoreApplication::translate("report", "time per output token ≤ %1 ms").arg(num(w.serving.tpotMs, 0));
        return what + colon + load.join(comma) + stop;
    }
    if (e.sizing.training.applies) {
        QString t = what + colon +
                    QCoreApplication::translate("report", "%1 training tokens").arg(largeCount(e.sizing.training.tokens));
        if (e.sizing.training.deadlineHours > 0)
            t += QCoreApplication::translate("report", ", within %1 days").arg(num(e.sizing.training.deadlineHours / 24, 1));
        return t + stop;
    }
    // Rendering, FP64 science and geospatial jobs: their size in their own units, and the time it must
    // fit in (the deadline, else the run's duration).
    const double days = planner::deadlineHours(w) / planner::kHoursPerDay;
    const QString within = days == std::round(days)
                               ? QCoreApplication::translate("report", "within %n day(s)", nullptr, int(days))
                               : QCoreApplication::translate("report", "within %1 days").arg(num(days, 1));
    if (w.task == planner::Task::Rendering && w.media.frames > 0)
        return what + colon +
               QCoreApplication::translate("report", "%1 frames at %2 GPU-seconds each on the %3")
                   .arg(grouped(w.media.frames, 0), num(w.media.gpuSecondsPerFrame, 1),
                        w.media.renderMeasuredOn ? w.media.renderMeasuredOn->name
                                                 : QStringLiteral("NVIDIA L40S")) +
               comma + within + stop;
    if (w.task == planner::Task::Scientific && w.media.fp64Tflop > 0)
        return what + colon +
               QCoreApplication::translate("report", "%1 TFLOP of FP64 work on a %2 GB working set")
                   .arg(largeCount(w.media.fp64Tflop), num(w.media.workingSetGb, 0)) +
               comma + within + stop;
    if (planner::isGeospatialJob(w)) {
        const planner::MediaInput &m = w.media;
        QString size;
        switch (m.geoOperation) {
        case planner::GeoOperation::PointInPolygon:
        case planner::GeoOperation::SpatialJoin:
            size = QCoreApplication::translate("report", "%1 points against %2 polygons")
                       .arg(largeCount(m.geoPoints), grouped(m.geoPolygons, 0));
            break;
        case planner::GeoOperation::PolygonParse:
            size = QCoreApplication::translate("report", "%1 polygons parsed").arg(grouped(m.geoPolygons, 0));
            break;
        case planner::GeoOperation::RasterTiles:
            size = QCoreApplication::translate("report", "%1 raster tiles").arg(grouped(m.rasterTiles, 0));
            break;
        }
        const QString deadline =
            m.geoDeadlineS > 0
                ? QCoreApplication::translate("report", "within %1 s").arg(num(m.geoDeadlineS, 1))
                : within;
        return what + colon + size + comma + deadline + stop;
    }
    if (w.task == planner::Task::BatchInference && e.sizing.inference.applies && w.serving.totalRequests > 0)
        return what + colon +
               QCoreApplication::translate("report", "%1 requests of %2 prompt + %3 output tokens")
                   .arg(grouped(w.serving.totalRequests, 0))
                   .arg(w.serving.promptTokens)
                   .arg(w.serving.outputTokens) +
               comma + within + stop;
    if (w.task == planner::Task::DiffusionInference && w.serving.imagesPerS > 0 && w.model.frames > 0)
        return what + colon +
               QCoreApplication::translate("report", "%1 videos/h of %2 frames, over %3 days")
                   .arg(num(w.serving.imagesPerS * 3600, 1), QString::number(w.model.frames),
                        num(w.run.durationDays, 0)) +
               stop;
    if (w.task == planner::Task::DiffusionInference && w.serving.imagesPerS > 0)
        return what + colon +
               QCoreApplication::translate("report", "%1 images/s, over %2 days")
                   .arg(num(w.serving.imagesPerS, 2), num(w.run.durationDays, 0)) +
               stop;
    if (w.task == planner::Task::Simulation && !planner::isMolecularDynamics(w) && w.media.instances > 0)
        return what + colon +
               QCoreApplication::translate("report",
                                           "%1 simulator instances at once, %2 GB of GPU memory each, "
                                           "over %3 days")
                   .arg(w.media.instances)
                   .arg(num(w.media.gbPerInstance, 1), num(w.run.durationDays, 0)) +
               stop;
    if (w.task == planner::Task::Geospatial && !planner::isGeospatialJob(w) && w.media.workingSetGb > 0)
        return what + colon +
               QCoreApplication::translate("report", "a %1 GB working set held in GPU memory, over %2 days")
                   .arg(num(w.media.workingSetGb, 0), num(w.run.durationDays, 0)) +
               stop;
    if (planner::isMolecularDynamics(w)) { // what MD users plan by: systems, length and ns/day
        const planner::MediaInput &m = w.media;
        const int simulations = std::max(1, m.instances);
        QStringList load;
        load << QCoreApplication::translate("report", "%n simulation(s) of %1 atoms in %2", nullptr,
                                            simulations)
                    .arg(grouped(m.atoms, 0), planner::mdEngineName(m.mdEngine));
        if (m.simulatedNs > 0)
            load << QCoreApplication::translate("report", "%1 ns each")
                        .arg(m.simulatedNs >= 100 ? grouped(m.simulatedNs, 0)
                                                  : planner::rateText(m.simulatedNs));
        if (m.targetNsPerDay > 0)
            load << QCoreApplication::translate("report", "at least %1 ns/day each")
                        .arg(planner::rateText(m.targetNsPerDay));
        if (m.simulatedNs > 0)
            load << within;
        return what + colon + load.join(comma) + stop;
    }
    if (r.isJob()) // a one-off job: its length, never the run duration's open-ended default
        return what + colon +
               QCoreApplication::translate("report", "a one-off job of %1").arg(planner::cost::horizonText(r)) + stop;
    // A job with an end (vision and diffusion training, vision or speech batch inference): its size and the
    // time it must fit in (the deadline, else the run's duration).
    const planner::WorkResult &work = e.sizing.work;
    if (work.applies && work.totalWork > 0 &&
        (w.task == planner::Task::CvTraining || w.task == planner::Task::DiffusionTraining ||
         planner::isSampleBatchInference(w))) {
        QString size = planner::isSpeechInference(w)
                           ? QCoreApplication::translate("report", "%1 hours of audio")
                                 .arg(grouped(w.serving.audioHours, 0))
                           : QStringLiteral("%1 %2").arg(grouped(work.totalWork, 0),
                                                         planner::workUnitName(work.unit, true));
        if (planner::isSpeechTraining(w) && w.training.audioHours > 0)
            size += w.training.epochs == 1
                        ? QCoreApplication::translate("report", " (%1 hours of audio)")
                              .arg(grouped(w.training.audioHours, 0))
                        : QCoreApplication::translate("report", " (%1 hours of audio × %2 epochs)")
                              .arg(grouped(w.training.audioHours, 0), num(w.training.epochs, 1));
        else if (planner::isTraining(w.task) && w.training.samples > 0 && w.training.epochs != 1)
            size += QCoreApplication::translate("report", " (%1 × %2 epochs)")
                        .arg(grouped(w.training.samples, 0), num(w.training.epochs, 1));
        return what + colon + size + comma + within + stop;
    }
    if (e.sizing.work.applies && e.sizing.work.unit == QLatin1String("stream"))
        return what + colon +
               QCoreApplication::translate("report", "%1 concurrent streams, over %2 days")
                   .arg(num(e.sizing.work.required, 0), num(w.run.durationDays, 0)) +
               stop;
    if (e.sizing.work.applies && e.sizing.work.required > 0)
        return what + colon +
               QCoreApplication::translate("report", "%1 %2 per second (or concurrently) needed, over %3 days")
                   .arg(num(e.sizing.work.required, 2), planner::workUnitName(e.sizing.work.unit, true),
                        num(w.run.durationDays, 0)) +
               stop;
    return what + colon +
           QCoreApplication::translate("report", "%1 days of work").arg(num(w.run.durationDays, 0)) + stop;
}

void addSpecSummary(DocModel &doc, const PlanDocument &plan, const PlanView &view, const catalog::Catalog &)
{
    const planner::Evaluation &e = view.evaluation;
    const planner::cost::CostReport &r = view.cost;
    doc.title(QCoreApplication::translate("report", "GPU server plan: %1").arg(plan.name));
    doc.subtitle(QCoreApplication::translate("report", "Spec sheet · %1 · %2")
                     .arg(taskName(e.workload), e.workload.model.name));

    // "Open risks" counts the rows of "Remaining risks" below (old prices are one warning there).
    DocTable risks = riskRows(e);
    int errors = 0, warnings = 0, infos = 0;
    for (const int shade : risks.shade)
        (shade == 3 ? errors : warnings)++;
    for (const planner::Finding &f : e.findings)
        infos += f.severity == QLatin1String("info") ? 1 : 0;
    const planner::cost::ModeCost *m = shownMode(r);
    const QString gpus = view.accelerator ? QStringLiteral("%1 × %2").arg(e.sizing.totalGpus()).arg(view.accelerator->name) : QString();
    QStringList labels, values;
    labels << QCoreApplication::translate("report", "GPUs") << QCoreApplication::translate("report", "Billing");
    values << gpus << planner::cost::billingName(r.chosenMode);
    if (r.isJob()) { // a one-off job is headed by what the whole job costs and how long it runs
        labels << (m ? QCoreApplication::translate("report", "Cost of the job (%1)").arg(planner::cost::billingName(m->mode))
                     : QCoreApplication::translate("report", "Cost of the job"))
               << QCoreApplication::translate("report", "Length of the job");
        values << (m ? money(m->total, r.currency) : QCoreApplication::translate("report", "no price"))
               << planner::cost::horizonText(r);
    } else {
        labels << (m ? QCoreApplication::translate("report", "Cost per month (%1)").arg(planner::cost::billingName(m->mode))
                     : QCoreApplication::translate("report", "Cost per month"))
               << QCoreApplication::translate("report", "Over %1 months").arg(num(r.horizonMonths, 0));
        values << (m ? money(m->monthlyTotal, r.currency) : QCoreApplication::translate("report", "no price"))
               << (m ? money(m->total, r.currency) : QStringLiteral("—"));
    }
    labels << QCoreApplication::translate("report", "Cheapest billing") << QCoreApplication::translate("report", "Open risks");
    values << (r.haveCheapest ? planner::cost::billingName(r.cheapestMode) + planner::nameColon() +
                                    money(r.mode(r.cheapestMode).total, r.currency)
                              : QStringLiteral("—"))
           << planner::findingCounts(errors, warnings);
    doc.keyFigures(labels, values);

    doc.heading(QCoreApplication::translate("report", "What is bought"));
    DocTable machine;
    machine.header << QCoreApplication::translate("report", "Dimension") << QCoreApplication::translate("report", "Chosen");
    machine.widths = {24, 76};
    for (const planner::Dimension &d : e.dimensions)
        machine.rows << QStringList{planner::dimensionName(d.key), d.chosen.isEmpty() ? d.recommended : d.chosen};
    doc.table(machine);

    doc.heading(QCoreApplication::translate("report", "Why"));
    doc.bullets(whyBullets(e, r, view.accelerator));

    doc.heading(QCoreApplication::translate("report", "What it costs"));
    DocTable cost;
    cost.header << QCoreApplication::translate("report", "Billing") << QCoreApplication::translate("report", "Per month")
                << (r.isJob() ? QCoreApplication::translate("report", "The job (%1)").arg(planner::cost::horizonText(r))
                              : QCoreApplication::translate("report", "Over %1 months").arg(num(r.horizonMonths, 0)))
                << QCoreApplication::translate("report", "Per useful GPU-hour") << QCoreApplication::translate("report", "Note");
    cost.widths = {21, 12, 14, 17, 36};
    for (const planner::cost::ModeCost &mode : r.modes) {
        QString name = planner::cost::billingName(mode.mode);
        if (mode.mode == r.chosenMode)
            name += QCoreApplication::translate("report", " (plan)");
        if (!mode.available) {
            cost.rows << QStringList{name, mode.unavailableReason}; // the reason across the missing figures
            cost.shade.push_back(0);
            continue;
        }
        cost.rows << QStringList{name, money(mode.monthlyTotal, r.currency), money(mode.total, r.currency),
                                 money(mode.costPerUsefulGpuHour, r.currency), mode.note};
        cost.shade.push_back(mode.mode == r.chosenMode ? 4 : 0);
    }
    doc.table(cost);
    QStringList costNotes;
    costNotes << QCoreApplication::translate("report", "Utilization %1%: cost comes from utilization, not the hourly "
                                                       "price.").arg(num(r.utilization.value * 100, 0));
    if (const planner::cost::BreakEven *b = r.primary(); b && !b->why.isEmpty() && !r.isJob())
        costNotes << b->why;
    if (r.breakEvenUtilization.computed)
        costNotes << r.breakEvenUtilization.sentence;
    if (!r.exchangeRate.isEmpty())
        costNotes << r.exchangeRate; // which prices: "Prices used" after page one
    doc.note(planner::joinSentences(costNotes));

    doc.heading(QCoreApplication::translate("report", "Remaining risks"));
    // The first kPageOneRisks rows, the same in every language: the PDF sets page one a little
    // smaller where they would not fit (pagelayout.cpp); a note counts the rest and names the page
    // of "All findings" (specdetails.cpp).
    const QString findingsAnchor = QStringLiteral("findings");
    const QString notesOnly = QCoreApplication::translate("report", "Notes for information: %1. All findings are on page %2.");
    if (risks.rows.isEmpty()) {
        doc.paragraph(QCoreApplication::translate("report", "No error or warning: the configuration as chosen raises no "
                                                            "bottleneck finding."));
        if (infos > 0) {
            doc.note(QString(notesOnly).arg(infos));
            doc.blocks.back().pageRef = findingsAnchor;
        }
    } else {
        const qsizetype all = risks.rows.size();
        while (risks.rows.size() > kPageOneRisks) {
            risks.rows.removeLast();
            risks.shade.pop_back();
        }
        const qsizetype cut = all - risks.rows.size();
        doc.table(risks);
        DocBlock &b = doc.blocks.back();
        b.fitPage = true;
        b.fitMinRows = int(risks.rows.size());
        b.pageRef = findingsAnchor;
        const auto notShown = [&](qsizetype left) {
            return QCoreApplication::translate("report", "Errors and warnings not shown here: %1; notes: %2. All "
                                                         "findings are on page %3.")
                .arg(left)
                .arg(infos);
        };
        b.overflow << (cut > 0 ? notShown(cut) : infos > 0 ? QString(notesOnly).arg(infos) : QString());
        for (qsizetype left = 1; left <= risks.rows.size(); ++left)
            b.overflow << notShown(cut + left);
    }
    if (plan.checklistGiven)
        doc.paragraph(QCoreApplication::translate("report", "Five questions before buying answered: %1 of %2.")
                          .arg(questionsAnswered(plan))
                          .arg(plan.questions.size()));
    for (const QString &w : plan.warnings)
        doc.note(w);
    doc.pageBreak();
}

} // namespace gpuplanner::report::detail
