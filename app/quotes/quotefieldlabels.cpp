#include "app/quotes/quotefieldlabels.h"

#include "planner/quotes/quotefields.h"

#include <QCoreApplication>

namespace gpuplanner::app {

QString quoteFieldLabel(const QString &fieldId)
{
    // The RFQ sheet's own labels first, so that the two read the same.
    for (const auto &[field, label] : quotes::rfqColumnLabels() + quotes::rfqCellLabels())
        if (field == fieldId)
            return label;
    static const std::pair<const char *, const char *> labels[] = {
        {"gpu_model", QT_TRANSLATE_NOOP("quotefields", "GPU model")},
        {"gpu_count", QT_TRANSLATE_NOOP("quotefields", "Number of GPUs")},
        {"machines", QT_TRANSLATE_NOOP("quotefields", "Machines (nodes) offered")},
        {"gpu_memory_gb", QT_TRANSLATE_NOOP("quotefields", "GPU memory per GPU (GB)")},
        {"gpu_interconnect", QT_TRANSLATE_NOOP("quotefields", "GPU interconnect (NVLink, PCIe…)")},
        {"cpu_model", QT_TRANSLATE_NOOP("quotefields", "CPU model")},
        {"cpu_cores", QT_TRANSLATE_NOOP("quotefields", "CPU physical cores")},
        {"cpu_vcpus", QT_TRANSLATE_NOOP("quotefields", "vCPUs")},
        {"cpu_pcie_lanes", QT_TRANSLATE_NOOP("quotefields", "CPU PCIe lanes")},
        {"ram_gb", QT_TRANSLATE_NOOP("quotefields", "RAM (GB)")},
        {"system_disk_gb", QT_TRANSLATE_NOOP("quotefields", "System disk (GB)")},
        {"data_disk_gb", QT_TRANSLATE_NOOP("quotefields", "Data disk (GB)")},
        {"data_disk_type", QT_TRANSLATE_NOOP("quotefields", "Data disk type (NVMe, SSD…)")},
        {"data_disk_read_mbps", QT_TRANSLATE_NOOP("quotefields", "Data disk sequential read (MB/s)")},
        {"public_mbps", QT_TRANSLATE_NOOP("quotefields", "Public bandwidth (Mbit/s)")},
        {"cluster_gbps", QT_TRANSLATE_NOOP("quotefields", "Bandwidth between nodes (Gbit/s)")},
        {"driver_version", QT_TRANSLATE_NOOP("quotefields", "GPU driver version")},
        {"os_image", QT_TRANSLATE_NOOP("quotefields", "Operating system and base image")},
        {"container_images", QT_TRANSLATE_NOOP("quotefields", "Custom container images (yes/no)")},
        {"scheduler", QT_TRANSLATE_NOOP("quotefields", "Job scheduler and quotas (yes/no)")},
        {"monitoring", QT_TRANSLATE_NOOP("quotefields", "Monitoring and alerts (yes/no)")},
        {"backup", QT_TRANSLATE_NOOP("quotefields", "Backup to independent storage (yes/no)")},
        {"access_audit", QT_TRANSLATE_NOOP("quotefields", "Access control and audit logs (yes/no)")},
        {"autoscaling", QT_TRANSLATE_NOOP("quotefields", "Autoscaling (yes/no)")},
        {"price", QT_TRANSLATE_NOOP("quotefields", "Price (period from the unit column)")},
        {"price_unit", QT_TRANSLATE_NOOP("quotefields", "Price unit (元/月, 元/卡/时, per GPU-hour…)")},
        {"price_per_day", QT_TRANSLATE_NOOP("quotefields", "Price per day")},
        {"price_per_gpu_hour", QT_TRANSLATE_NOOP("quotefields", "Price per GPU-hour (× GPUs)")},
        {"price_per_gpu_day", QT_TRANSLATE_NOOP("quotefields", "Price per GPU-day (× GPUs)")},
        {"price_per_gpu_month", QT_TRANSLATE_NOOP("quotefields", "Price per GPU-month (× GPUs)")},
        {"price_per_gpu_year", QT_TRANSLATE_NOOP("quotefields", "Price per GPU-year (× GPUs)")},
        {"price_reserved_year",
         QT_TRANSLATE_NOOP("quotefields",
                           "Price reserved for a year (billed per hour or month, paid all year)")},
        {"price_reserved_3year",
         QT_TRANSLATE_NOOP(
             "quotefields",
             "Price reserved for three years (billed per hour or month, paid all three years)")},
        {"price_per_three_years", QT_TRANSLATE_NOOP("quotefields", "Price for three years (whole term)")},
        {"quantity",
         QT_TRANSLATE_NOOP("quotefields", "Quantity (GPUs; machines where the row gives the GPUs of each)")},
    };
    for (const auto &[id, label] : labels)
        if (fieldId == QLatin1String(id))
            return QCoreApplication::translate("quotefields", label);
    return fieldId;
}

QString priceForPeriod(const QString &amount, const QString &period)
{
    if (period == QLatin1String("hour"))
        return QCoreApplication::translate("quotefields", "%1 an hour").arg(amount);
    if (period == QLatin1String("month"))
        return QCoreApplication::translate("quotefields", "%1 a month").arg(amount);
    if (period == QLatin1String("year"))
        return QCoreApplication::translate("quotefields", "%1 a year").arg(amount);
    if (period == QLatin1String("three_years"))
        return QCoreApplication::translate("quotefields", "%1 for three years").arg(amount);
    if (period == QLatin1String("once"))
        return QCoreApplication::translate("quotefields", "%1 once").arg(amount);
    return amount + QLatin1Char('/') + period;
}

} // namespace gpuplanner::app
