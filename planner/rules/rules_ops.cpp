// Environment, operations, security and deployment rules. Sources: article 000 §7 ("操作系统、驱动、运行库和
// 容器版本不匹配，可能导致GPU无法识别、程序报错"; "固定Python、PyTorch及相关依赖版本"), §8
// ("监控显存使用率、GPU 利用率、温度、功耗、磁盘容量、网络流量和任务失败率";
// "定期保存检查点，并把关键文件同步到独立存储"; table: 支持 业务峰值 → 预留弹性节点); article 001 §5 case 2
// (训练和在线推理放在同一批GPU资源上…推理延迟就上去), §6 (是否支持 镜像管理、容器部署和自动化调度;
// 数据安全、访问控制、日志审计; 没有资源配额，个别任务长期占满GPU).
#include "planner/workload/format.h"
#include "planner/rules/rulecontext.h"
#include "planner/sizing/software.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpuplanner::planner::rules {

namespace {

const QStringList kEnv{QStringLiteral("environment")};
const QStringList kOps{QStringLiteral("operations")};

Fix configFix(const QString &label, const char *key, const nlohmann::json &value)
{
    return editFix(label, QStringLiteral("configuration.") + QLatin1String(key), value);
}

void driverCuda(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.acc().stack != QLatin1String("cuda"))
        return;
    const SoftwareEnvironment env = softwareFor(ctx.acc(), ctx.w());
    const QString cuda = ctx.c().toolkit;
    const QString minCuda = env.minimumToolkit.mid(5);
    const QString maxCuda = env.maximumToolkit.isEmpty() ? QString() : env.maximumToolkit.mid(5);
    const QString driverNeed = minimumDriverForCuda(cuda);
    QString problem;
    if (compareVersions(cuda, minCuda) < 0)
        problem =
            QCoreApplication::translate("rules", "CUDA %1 is older than the %2 needs (CUDA %3 or newer).")
                .arg(cuda, ctx.acc().name, minCuda);
    else if (!maxCuda.isEmpty() && compareVersions(cuda, maxCuda) > 0)
        problem = QCoreApplication::translate("rules", "CUDA %1 no longer supports the %2 (last: CUDA %3).")
                      .arg(cuda, ctx.acc().name, maxCuda);
    else if (!driverNeed.isEmpty() && compareVersions(ctx.c().driver, driverNeed) < 0)
        problem = QCoreApplication::translate("rules", "Driver %1 is older than CUDA %2 needs (%3 or newer).")
                      .arg(ctx.c().driver, cuda, driverNeed);
    if (problem.isEmpty())
        return;
    Finding f = finding(
        "env.driver_cuda", "error", QStringList{QStringLiteral("environment"), QStringLiteral("gpu")},
        QCoreApplication::translate("rules", "Driver and CUDA do not match the GPU"), problem,
        QCoreApplication::translate(
            "rules",
            "A mismatched OS, driver, runtime or container version can leave the GPU unrecognized, make "
            "programs fail or break multi-GPU communication."),
        QCoreApplication::translate("rules", "Use CUDA %1 with driver %2 or newer.")
            .arg(env.recommendedToolkit.mid(5), env.recommendedDriver));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Use CUDA %1, driver %2")
                    .arg(env.recommendedToolkit.mid(5), env.recommendedDriver);
    fix.edits = {{QStringLiteral("configuration.cuda_version"), env.recommendedToolkit.mid(5).toStdString()},
                 {QStringLiteral("configuration.driver_version"), env.recommendedDriver.toStdString()}};
    f.fix = fix;
    out.push_back(f);
}

void unpinned(const RuleContext &ctx, std::vector<Finding> &out)
{
    static const QRegularExpression version(QStringLiteral("\\d+\\.\\d+"));
    if (version.match(ctx.c().framework).hasMatch())
        return;
    const QString pinned = softwareFor(ctx.acc(), ctx.w()).recommendedFramework;
    if (ctx.c().framework == pinned) // a stack named by its release, not x.y (LAMMPS, Amber): as recommended
        return;
    Finding f = finding(
        "env.unpinned", "warning", kEnv, QCoreApplication::translate("rules", "Framework version not pinned"),
        QCoreApplication::translate("rules", "The framework is given as '%1', without a version.")
            .arg(ctx.c().framework),
        QCoreApplication::translate(
            "rules", "Write the environment into a Dockerfile and pin Python, PyTorch and dependencies; with "
                     "drifting versions the same model does not reproduce across people."),
        QCoreApplication::translate("rules", "Pin the version, e.g. %1.").arg(pinned));
    f.fix = configFix(QCoreApplication::translate("rules", "Pin %1").arg(pinned), "framework",
                      pinned.toStdString());
    out.push_back(f);
}

void noImage(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.w().run.teamSize <= 1 || ctx.c().containerImage)
        return;
    Finding f = finding(
        "env.no_image", "warning", kEnv, QCoreApplication::translate("rules", "No shared image for the team"),
        QCoreApplication::translate(
            "rules", "%1 people share the GPUs without a common image or container definition.")
            .arg(ctx.w().run.teamSize),
        QCoreApplication::translate(
            "rules",
            "Without a unified environment, dependency versions drift and the same model does not run "
            "for the next person."),
        QCoreApplication::translate("rules", "Keep one container image (Dockerfile) for the team."));
    f.fix = configFix(QCoreApplication::translate("rules", "Use a shared container image"), "container_image",
                      true);
    out.push_back(f);
}

void noCheckpoint(const RuleContext &ctx, std::vector<Finding> &out)
{
    const TrainingResult &t = ctx.e.sizing.training;
    if (!t.applies || t.wallHours < ctx.a().longTrainingHours)
        return;
    const double optimum = ctx.e.dimensions[int(DimensionId::Operations)].recommendedValue;
    const double interval = ctx.c().checkpointIntervalH;
    if (interval > 0 && interval <= optimum * ctx.a().checkpointTooLongFactor)
        return;
    Finding f = finding(
        "ops.no_checkpoint", interval <= 0 ? "error" : "warning", kOps,
        interval <= 0 ? QCoreApplication::translate("rules", "Long training without checkpoints")
                      : QCoreApplication::translate("rules", "Checkpoint interval too long"),
        interval <= 0
            ? QCoreApplication::translate("rules", "A %1-hour run has no checkpoints.")
                  .arg(num(t.wallHours, 0))
            : QCoreApplication::translate(
                  "rules", "Checkpoints every %1 min; the optimum for this job's failure rate is %2 min.")
                  .arg(num(interval * 60, 0), num(optimum * 60, 0)),
        QCoreApplication::translate(
            "rules", "Continuous training must save checkpoints regularly and copy key files to independent "
                     "storage; a failure otherwise loses all work since the last one."),
        QCoreApplication::translate("rules", "Checkpoint every %1 min (Young/Daly).")
            .arg(num(optimum * 60, 0)));
    // The edit sets the whole minutes the label says.
    const double minutes = std::max(1.0, std::round(optimum * 60));
    f.fix = configFix(QCoreApplication::translate("rules", "Checkpoint every %1 min").arg(num(minutes, 0)),
                      "checkpoint_interval_h", minutes / 60);
    out.push_back(f);
}

void noMonitoring(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.c().monitoring)
        return;
    Finding f = finding(
        "ops.no_monitoring", "warning", kOps, QCoreApplication::translate("rules", "No monitoring"),
        QCoreApplication::translate(
            "rules", "GPU memory, utilization, temperature, power and job failures are not monitored."),
        QCoreApplication::translate(
            "rules",
            "Even a short test should watch GPU memory, utilization, temperature and failures; the data "
            "shows whether the configuration is right."),
        QCoreApplication::translate("rules", "Monitor them with alert thresholds."));
    f.fix = configFix(QCoreApplication::translate("rules", "Turn monitoring on"), "monitoring", true);
    out.push_back(f);
}

void noBackup(const RuleContext &ctx, std::vector<Finding> &out)
{
    const TrainingResult &t = ctx.e.sizing.training;
    if (!t.applies || t.wallHours < ctx.a().longTrainingHours || ctx.c().backup)
        return;
    Finding f = finding(
        "ops.no_backup", "warning", QStringList{QStringLiteral("operations"), QStringLiteral("storage")},
        QCoreApplication::translate("rules", "Checkpoints not copied to independent storage"),
        QCoreApplication::translate("rules", "A %1-hour run keeps its checkpoints only on the node's disks.")
            .arg(num(t.wallHours, 0)),
        QCoreApplication::translate(
            "rules", "Sync key files to independent storage: a failed node takes its local disks with it."),
        QCoreApplication::translate("rules", "Copy checkpoints to object storage or another system."));
    f.fix = configFix(QCoreApplication::translate("rules", "Back up to independent storage"), "backup", true);
    out.push_back(f);
}

void noQuota(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.w().run.teamSize <= 1 || ctx.c().scheduler)
        return;
    Finding f = finding(
        "ops.no_quota", "warning", QStringList{QStringLiteral("operations"), QStringLiteral("gpu")},
        QCoreApplication::translate("rules", "Shared GPUs without scheduler or quotas"),
        QCoreApplication::translate("rules", "%1 people share the GPUs without a scheduler or quotas.")
            .arg(ctx.w().run.teamSize),
        QCoreApplication::translate(
            "rules", "Without quotas one job holds the GPUs for long and others queue."),
        QCoreApplication::translate(
            "rules", "Use a scheduler with GPU quotas (Slurm, Kubernetes with quotas, a queue)."));
    f.fix = configFix(QCoreApplication::translate("rules", "Use a scheduler with quotas"), "scheduler", true);
    out.push_back(f);
}

void sensitiveData(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (!ctx.w().data.sensitive || (ctx.c().accessControl && ctx.c().auditLog))
        return;
    Finding f = finding(
        "security.sensitive_data", "error",
        QStringList{QStringLiteral("operations"), QStringLiteral("storage")},
        QCoreApplication::translate("rules", "Sensitive data without access control and audit"),
        QCoreApplication::translate("rules", "The data is sensitive, but %1.")
            .arg(!ctx.c().accessControl && !ctx.c().auditLog
                     ? QCoreApplication::translate("rules",
                                                   "neither access control nor audit logging is planned")
                 : !ctx.c().accessControl
                     ? QCoreApplication::translate("rules", "access control is not planned")
                     : QCoreApplication::translate("rules", "audit logging is not planned")),
        QCoreApplication::translate(
            "rules",
            "When training data includes business files, user material or internal models, data security, "
            "access control and log audit cannot be added later."),
        QCoreApplication::translate("rules", "Plan access control and audit logs before the data arrives."));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Add access control and audit logs");
    fix.edits = {{QStringLiteral("configuration.access_control"), true},
                 {QStringLiteral("configuration.audit_log"), true}};
    f.fix = fix;
    out.push_back(f);
}

void mixedPool(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (!ctx.w().run.sharedWithOtherWork || (!isTraining(ctx.w().task) && !isServing(ctx.w().task)))
        return;
    Finding f = finding(
        "deploy.mixed_training_inference", "warning",
        QStringList{QStringLiteral("gpu"), QStringLiteral("operations")},
        QCoreApplication::translate("rules", "Training and serving share one pool"),
        QCoreApplication::translate("rules", "Training and latency-sensitive serving run on the same GPUs."),
        QCoreApplication::translate(
            "rules",
            "When training and online inference shared one set of GPUs, latency rose at every promotion; "
            "splitting into an offline training cluster and autoscaled inference nodes cut response time "
            "by about 40%."),
        QCoreApplication::translate(
            "rules", "Separate the training cluster from the inference nodes and autoscale the latter."));
    Fix fix;
    fix.label = QCoreApplication::translate("rules", "Separate training and inference pools");
    fix.edits = {{QStringLiteral("run.shared_with_other_work"), false}};
    f.fix = fix;
    out.push_back(f);
}

void noElasticity(const RuleContext &ctx, std::vector<Finding> &out)
{
    if (ctx.w().goal != Goal::AbsorbPeaks || ctx.c().autoscaling)
        return;
    Finding f = finding(
        "deploy.no_elasticity", "warning", QStringList{QStringLiteral("operations"), QStringLiteral("gpu")},
        QCoreApplication::translate("rules", "Peaks without elastic capacity"),
        QCoreApplication::translate(
            "rules", "The goal is to absorb peaks, but no elastic nodes or autoscaling are planned."),
        QCoreApplication::translate(
            "rules",
            "Services with fluctuating load need reserved elastic nodes and reusable network and images."),
        QCoreApplication::translate("rules", "Reserve elastic nodes and autoscale from a shared image."));
    f.fix = configFix(QCoreApplication::translate("rules", "Add autoscaling"), "autoscaling", true);
    out.push_back(f);
}

} // namespace

void softwareRules(const RuleContext &ctx, std::vector<Finding> &out)
{
    driverCuda(ctx, out);
    unpinned(ctx, out);
    noImage(ctx, out);
    noCheckpoint(ctx, out);
    noMonitoring(ctx, out);
    noBackup(ctx, out);
    noQuota(ctx, out);
    sensitiveData(ctx, out);
    mixedPool(ctx, out);
    noElasticity(ctx, out);
}

} // namespace gpuplanner::planner::rules
