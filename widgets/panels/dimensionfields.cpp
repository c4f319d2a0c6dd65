#include "widgets/panels/dimensionfields.h"

#include "widgets/editfields.h"
#include "widgets/tasktext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>

namespace gpuplanner::widgets {

namespace {

const QString kCfg = QStringLiteral("workload.configuration.");

QWidget *field(EditFields *fields, const QString &path)
{
    return fields->findChild<QWidget *>(path);
}

void label(EditFields *fields, const QString &path, const QString &text)
{
    if (QWidget *w = field(fields, path))
        fields->setLabel(w, text);
}

} // namespace

QString dimensionTitle(planner::DimensionId id)
{
    switch (id) {
    case planner::DimensionId::Gpu:
        return QCoreApplication::translate("widgets", "GPU model and count");
    case planner::DimensionId::Vram:
        return QCoreApplication::translate("widgets", "VRAM capacity and bandwidth");
    case planner::DimensionId::Cpu:
        return QCoreApplication::translate("widgets", "CPU");
    case planner::DimensionId::Ram:
        return QCoreApplication::translate("widgets", "Host RAM");
    case planner::DimensionId::Storage:
        return QCoreApplication::translate("widgets", "Storage (system and data disks)");
    case planner::DimensionId::Network:
        return QCoreApplication::translate("widgets", "Network");
    case planner::DimensionId::Environment:
        return QCoreApplication::translate("widgets", "OS, driver and containers");
    case planner::DimensionId::Operations:
        return QCoreApplication::translate("widgets", "Monitoring, backup and elasticity");
    }
    return {};
}

QList<std::pair<QString, QString>> precisionChoices()
{
    using planner::Precision;
    QList<std::pair<QString, QString>> items{{QString(), QString()}};
    for (const Precision p : {Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8,
                              Precision::Fp4, Precision::Int8, Precision::Int4}) {
        const QString id = planner::precisionId(p);
        items.append({id, id.toUpper()});
    }
    return items;
}

std::function<QString(const QString &)> catalogChoiceResolver(const catalog::Catalog &catalog,
                                                              catalog::Kind kind)
{
    return [&catalog, kind](const QString &name) {
        const catalog::LookupResult found = catalog.find(name, kind);
        return found.matches.size() == 1 ? found.matches.front().row->id : QString();
    };
}

void buildDimensionFields(planner::DimensionId id, EditFields *fields, const catalog::Catalog &catalog)
{
    switch (id) {
    case planner::DimensionId::Gpu: {
        QList<std::pair<QString, QString>> gpus{{QString(), QString()}};
        for (const catalog::Accelerator &a : catalog.accelerators())
            gpus.append({a.id, a.name});
        fields->addChoice(QStringLiteral("workload.gpu.model"), gpus, true);
        fields->setChoiceResolver(QStringLiteral("workload.gpu.model"),
                                  catalogChoiceResolver(catalog, catalog::Kind::Accelerator));
        fields->addCount(QStringLiteral("workload.gpu.count"), 16);
        fields->addCount(QStringLiteral("workload.gpu.nodes"), 4096);
        break;
    }
    case planner::DimensionId::Vram:
        fields->addChoice(QStringLiteral("workload.precision"), precisionChoices());
        break;
    case planner::DimensionId::Cpu: {
        QList<std::pair<QString, QString>> cpus{{QString(), QString()}};
        for (const catalog::Cpu &c : catalog.cpus())
            cpus.append({c.id, c.name});
        fields->addChoice(kCfg + QStringLiteral("cpu_model"), cpus, true);
        fields->setChoiceResolver(kCfg + QStringLiteral("cpu_model"),
                                  catalogChoiceResolver(catalog, catalog::Kind::Cpu));
        fields->addCount(kCfg + QStringLiteral("cpu_cores"), 1024);
        break;
    }
    case planner::DimensionId::Ram:
        fields->addQuantity(kCfg + QStringLiteral("ram_gb"), QStringLiteral("GB"), 65536);
        break;
    case planner::DimensionId::Storage:
        fields->addQuantity(kCfg + QStringLiteral("system_disk_gb"), QStringLiteral("GB"), 100000);
        fields->addQuantity(kCfg + QStringLiteral("data_disk_gb"), QStringLiteral("GB"), 1e7);
        fields->addChoice(kCfg + QStringLiteral("data_disk"),
                          {{QString(), QString()},
                           {QStringLiteral("local_nvme"), QString()},
                           {QStringLiteral("sata_ssd"), QString()},
                           {QStringLiteral("hdd"), QString()},
                           {QStringLiteral("network_block"), QString()},
                           {QStringLiteral("shared_fs"), QString()},
                           {QStringLiteral("object_storage"), QString()}});
        fields->addQuantity(kCfg + QStringLiteral("data_disk_read_mbps"), QStringLiteral("MB/s"), 1e6);
        fields->addFlag(kCfg + QStringLiteral("separate_system_disk"));
        break;
    case planner::DimensionId::Network:
        fields->addQuantity(kCfg + QStringLiteral("network_public_mbps"), QStringLiteral("Mbit/s"), 1e6);
        fields->addQuantity(kCfg + QStringLiteral("network_cluster_gbps"), QStringLiteral("Gbit/s"), 1e5);
        fields->addChoice(kCfg + QStringLiteral("interconnect"),
                          {{QString(), QString()},
                           {QStringLiteral("nvlink"), QStringLiteral("NVLink")},
                           {QStringLiteral("pcie"), QStringLiteral("PCIe")}});
        break;
    case planner::DimensionId::Environment:
        fields->addText(kCfg + QStringLiteral("cuda_version"));
        fields->addText(kCfg + QStringLiteral("driver_version"));
        fields->addText(kCfg + QStringLiteral("framework"));
        fields->addFlag(kCfg + QStringLiteral("container_image"));
        break;
    case planner::DimensionId::Operations:
        fields->addQuantity(kCfg + QStringLiteral("checkpoint_interval_h"), QStringLiteral("h"), 10000, 2);
        for (const char *flag :
             {"monitoring", "backup", "scheduler", "access_control", "audit_log", "autoscaling"})
            fields->addFlag(kCfg + QLatin1String(flag));
        break;
    }
    labelDimensionFields(id, fields);
}

void labelDimensionFields(planner::DimensionId id, EditFields *fields)
{
    if (auto *gpu = qobject_cast<QComboBox *>(field(fields, QStringLiteral("workload.gpu.model"))))
        gpu->setItemText(0, QCoreApplication::translate("widgets", "Recommended by the planner"));
    if (auto *precision = qobject_cast<QComboBox *>(field(fields, QStringLiteral("workload.precision"))))
        precision->setItemText(0, defaultPrecisionText(planner::Task::LlmInference, false));
    if (auto *cpu = qobject_cast<QComboBox *>(field(fields, kCfg + QStringLiteral("cpu_model"))))
        cpu->setItemText(0, QCoreApplication::translate("widgets", "Recommended by the planner"));
    if (auto *disk = qobject_cast<QComboBox *>(field(fields, kCfg + QStringLiteral("data_disk")))) {
        const QStringList names{QCoreApplication::translate("widgets", "Recommended (local NVMe)"),
                                QCoreApplication::translate("widgets", "Local NVMe SSD"),
                                QCoreApplication::translate("widgets", "SATA SSD"),
                                QCoreApplication::translate("widgets", "Hard disk"),
                                QCoreApplication::translate("widgets", "Network block storage"),
                                QCoreApplication::translate("widgets", "Shared file system"),
                                QCoreApplication::translate("widgets", "Object storage")};
        for (int i = 0; i < names.size(); ++i)
            disk->setItemText(i, names[i]);
    }
    if (auto *link = qobject_cast<QComboBox *>(field(fields, kCfg + QStringLiteral("interconnect"))))
        link->setItemText(0, QCoreApplication::translate("widgets", "As the GPU offers"));
    switch (id) {
    case planner::DimensionId::Gpu:
        label(fields, QStringLiteral("workload.gpu.model"),
              QCoreApplication::translate("widgets", "&GPU model:"));
        label(fields, QStringLiteral("workload.gpu.count"),
              QCoreApplication::translate("widgets", "GPUs per &node:"));
        label(fields, QStringLiteral("workload.gpu.nodes"),
              QCoreApplication::translate("widgets", "No&des:"));
        break;
    case planner::DimensionId::Vram:
        label(fields, QStringLiteral("workload.precision"),
              QCoreApplication::translate("widgets", "&Precision:"));
        break;
    case planner::DimensionId::Cpu:
        label(fields, kCfg + QStringLiteral("cpu_model"),
              QCoreApplication::translate("widgets", "CPU &model:"));
        label(fields, kCfg + QStringLiteral("cpu_cores"),
              QCoreApplication::translate("widgets", "Physical &cores per node:"));
        break;
    case planner::DimensionId::Ram:
        label(fields, kCfg + QStringLiteral("ram_gb"),
              QCoreApplication::translate("widgets", "&RAM per node:"));
        break;
    case planner::DimensionId::Storage:
        label(fields, kCfg + QStringLiteral("system_disk_gb"),
              QCoreApplication::translate("widgets", "S&ystem disk:"));
        label(fields, kCfg + QStringLiteral("data_disk_gb"),
              QCoreApplication::translate("widgets", "D&ata disk:"));
        label(fields, kCfg + QStringLiteral("data_disk"),
              QCoreApplication::translate("widgets", "Data disk &type:"));
        label(fields, kCfg + QStringLiteral("data_disk_read_mbps"),
              QCoreApplication::translate("widgets", "Data disk &read rate:"));
        label(fields, kCfg + QStringLiteral("separate_system_disk"),
              QCoreApplication::translate("widgets", "&Separate system and data disks"));
        break;
    case planner::DimensionId::Network:
        label(fields, kCfg + QStringLiteral("network_public_mbps"),
              QCoreApplication::translate("widgets", "&Public bandwidth:"));
        label(fields, kCfg + QStringLiteral("network_cluster_gbps"),
              QCoreApplication::translate("widgets", "&Cluster bandwidth per node:"));
        label(fields, kCfg + QStringLiteral("interconnect"),
              QCoreApplication::translate("widgets", "GPU-to-GPU lin&k:"));
        break;
    case planner::DimensionId::Environment:
        label(fields, kCfg + QStringLiteral("cuda_version"),
              QCoreApplication::translate("widgets", "&CUDA / ROCm version:"));
        label(fields, kCfg + QStringLiteral("driver_version"),
              QCoreApplication::translate("widgets", "&Driver version:"));
        label(fields, kCfg + QStringLiteral("framework"),
              QCoreApplication::translate("widgets", "Frame&work and version:"));
        label(fields, kCfg + QStringLiteral("container_image"),
              QCoreApplication::translate("widgets", "Shared container &image"));
        break;
    case planner::DimensionId::Operations:
        label(fields, kCfg + QStringLiteral("checkpoint_interval_h"),
              QCoreApplication::translate("widgets", "&Checkpoint interval:"));
        label(fields, kCfg + QStringLiteral("monitoring"),
              QCoreApplication::translate("widgets", "&Monitoring with alerts"));
        label(fields, kCfg + QStringLiteral("backup"),
              QCoreApplication::translate("widgets", "&Backup to independent storage"));
        label(fields, kCfg + QStringLiteral("scheduler"),
              QCoreApplication::translate("widgets", "Scheduler with GPU &quotas"));
        label(fields, kCfg + QStringLiteral("access_control"),
              QCoreApplication::translate("widgets", "&Access control"));
        label(fields, kCfg + QStringLiteral("audit_log"),
              QCoreApplication::translate("widgets", "A&udit logs"));
        label(fields, kCfg + QStringLiteral("autoscaling"),
              QCoreApplication::translate("widgets", "Auto&scaling / elastic nodes"));
        break;
    }
}

void setFlagDefaults(planner::DimensionId id, EditFields *fields, const planner::ChosenConfiguration &c)
{
    auto set = [&](const char *key, bool on) {
        if (QWidget *w = field(fields, kCfg + QLatin1String(key)))
            w->setProperty("defaultOn", on);
    };
    if (id == planner::DimensionId::Storage)
        set("separate_system_disk", c.separateSystemDisk);
    if (id == planner::DimensionId::Environment)
        set("container_image", c.containerImage);
    if (id == planner::DimensionId::Operations) {
        set("monitoring", c.monitoring);
        set("backup", c.backup);
        set("scheduler", c.scheduler);
        set("access_control", c.accessControl);
        set("audit_log", c.auditLog);
        set("autoscaling", c.autoscaling);
    }
}

} // namespace gpuplanner::widgets
