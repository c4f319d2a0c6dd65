#include "planner/report/catalogtext.h"

#include "planner/cost/costreport.h"
#include "translations/i18n.h"

#include <QCoreApplication>
#include <utility>

namespace gpuplanner::report {

namespace {

bool english()
{
    return i18n::currentLanguage() == i18n::Language::English;
}

} // namespace

QString offerDescription(const catalog::PriceOffer &offer, const catalog::Catalog &catalog)
{
    if (english())
        return offer.name;
    QString billing = offer.billing;
    for (const planner::Billing b : planner::cost::kAllBillings)
        if (planner::cost::billingId(b) == offer.billing)
            billing = planner::cost::billingName(b);
    const catalog::Accelerator *acc = catalog.accelerator(offer.acceleratorId);
    return QCoreApplication::translate("report", "%1: %2 × %3, %4",
                                       "price offer: provider: GPUs × GPU model, billing")
        .arg(offer.provider, QString::number(offer.gpuCount), acc ? acc->name : offer.acceleratorId, billing);
}

QString sourceText(const catalog::Source &source)
{
    QStringList parts;
    parts << source.document;
    if (!source.url.isEmpty())
        parts << source.url;
    // The notes are the catalog's English research notes: other languages cite document and address.
    if (english() && !source.note.isEmpty()) {
        static const std::pair<const char *, const char *> fields[] = {
            {"price_cny_per_hour", "price in CNY per hour"},
            {"latency_ms", "the latency"},
            {"latency_us", "the latency"},
            {"random_read_iops", "the random-read IOPS"},
            {"dense_tflops", "the dense TFLOPS"},
            {"sparse_tflops", "the with-sparsity TFLOPS"},
            {"memory_gb", "the memory size"},
            {"max_gpus_per_node", "the most GPUs a node holds"}, // before max_gpus, its prefix
            {"max_gpus", "the most GPUs"},
            {"max_sockets", "the most sockets"},
            {"monthly_cost", "the monthly cost"},
            {"hourly_rate", "the hourly rate"},
            {"as_of", "the price date"},
            {"observed_at", "the observation date"},
        };
        QString note = source.note;
        for (const auto &[field, words] : fields)
            note.replace(QLatin1String(field), QLatin1String(words));
        parts << note;
    }
    return parts.join(QStringLiteral(" — "));
}

} // namespace gpuplanner::report
