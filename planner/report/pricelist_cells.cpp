// How a price list's cells are read: billing modes, dates, the GPUs of a row and its hardware (the
// price itself: pricelist_price.cpp).
#include "planner/report/pricelist_internal.h"

#include "planner/quotes/quote.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace gpuplanner::report::pricecells {

QString billingFromText(const QString &text, int *termMonths)
{
    const QString t = text.toLower().trimmed();
    *termMonths = 0;
    if (t.isEmpty())
        return {};
    auto has = [&](std::initializer_list<const char *> words) {
        for (const char *w : words)
            if (t.contains(QString::fromUtf8(w)))
                return true;
        return false;
    };
    if (has({"抢占", "竞价", "spot", "preempt"}))
        return QStringLiteral("spot");
    // Not "整机" alone: 整机包月 rents the whole machine by the month.
    if (has({"购买", "采购", "买断", "purchase", "buy", "capex"}))
        return QStringLiteral("purchase");
    if (has({"按量", "按需", "pay-as-you-go", "payg", "on-demand", "ondemand", "hourly", "按小时", "按时"}))
        return QStringLiteral("hourly");
    if (has({"包年包月", "包月", "monthly", "subscription", "月付"}))
        return QStringLiteral("monthly");
    if (has({"包年", "yearly", "annual", "reserved", "预留", "年付"})) {
        *termMonths = 12;
        return QStringLiteral("reserved");
    }
    return {};
}

std::optional<QDate> cellDate(const QString &text)
{
    const QString t = text.trimmed();
    for (const char *fmt : {"yyyy-MM-dd", "yyyy/M/d", "yyyy.M.d", "yyyy-M-d", "yyyy年M月d日", "yyyy-MM",
                            "yyyy/M", "yyyy年M月"}) {
        const QDate d = QDate::fromString(t, QString::fromUtf8(fmt));
        if (d.isValid())
            return d;
    }
    bool ok = false;
    const double serial = t.toDouble(&ok); // an Excel date serial
    if (ok && serial > 20000 && serial < 80000)
        return QDate(1899, 12, 30).addDays(qint64(serial));
    return std::nullopt;
}

namespace {

// A GPU count cell: "8", "8卡", "8 GPUs", "x8"; nullopt when it holds none, 0 when it holds one
// that cannot be read ("2台×8卡", "8.5", "0").
std::optional<int> countInCell(const QString &text, QString *problem)
{
    QString plain = text.normalized(QString::NormalizationForm_KC).trimmed(); // "８" from a Chinese sheet
    plain.remove(QLatin1Char(','));
    bool number = false;
    const double v = plain.toDouble(&number);
    if (number) {
        if (v >= 1 && v <= 100000 && v == std::floor(v))
            return int(v);
        *problem = QCoreApplication::translate("pricelist", "'%1' is not a GPU count").arg(text.trimmed());
        return 0;
    }
    const quotes::GpuCountRead r = quotes::readGpuCount(text);
    if (r.count && r.model.isEmpty())
        return *r.count;
    *problem = r.problem.isEmpty()
                   ? QCoreApplication::translate("pricelist", "'%1' is not a GPU count").arg(text.trimmed())
                   : r.problem;
    return 0;
}

} // namespace

GpusRead readGpus(const QString &gpuCell, const QString &countCell)
{
    GpusRead out;
    const quotes::GpuCountRead inCell = quotes::readGpuCount(gpuCell);
    out.model = inCell.model.isEmpty() ? gpuCell.trimmed() : inCell.model;
    if (!countCell.trimmed().isEmpty()) {
        QString problem;
        const std::optional<int> n = countInCell(countCell, &problem);
        if (!problem.isEmpty()) {
            out.problem = problem;
            out.countCell = true;
            return out;
        }
        if (inCell.count && *inCell.count != *n) {
            out.problem = QCoreApplication::translate("pricelist",
                                                      "the GPU cell '%1' says %2 GPUs, the count column %3")
                              .arg(gpuCell.trimmed())
                              .arg(*inCell.count)
                              .arg(*n);
            return out;
        }
        out.count = *n;
        out.from = QStringLiteral("column");
        return out;
    }
    if (!inCell.problem.isEmpty()) {
        out.problem = inCell.problem;
        return out;
    }
    if (inCell.count) {
        out.count = *inCell.count;
        out.from = QStringLiteral("gpu_cell");
    }
    return out;
}

bool readHardware(const QString &field, const QString &textIn, double *value)
{
    const QString text = textIn.trimmed();
    if (field == QLatin1String("cpu_vcpus")) // "96", "96 vCPU", "96核"; not "2*48" (sockets × cores)
        return quotes::parseNumberCell(text, value) && *value > 0;
    if (field == QLatin1String("data_disk_gb")) {
        const quotes::DiskSplit disks = quotes::splitDisks(text);
        if (disks.split) {
            if (!disks.problem.isEmpty() || !disks.dataGb)
                return false;
            *value = *disks.dataGb;
            return true;
        }
    }
    return quotes::parseQuantity(field, text, value) && *value > 0;
}

} // namespace gpuplanner::report::pricecells
