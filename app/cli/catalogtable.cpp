#include "app/cli/catalogtable.h"

#include "app/cli/output.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

using namespace gpuplanner::catalog;

namespace {

QString opt(const std::optional<double> &v)
{
    return v ? number(*v) : QStringLiteral("—");
}

QString mark(const RowBase &row, const QString &text)
{
    return row.origin == Origin::User ? text + QStringLiteral(" *") : text;
}

} // namespace

QList<QStringList> catalogTableRows(Kind kind, const Catalog &c, QStringList &header)
{
    QList<QStringList> rows;
    switch (kind) {
    case Kind::Accelerator:
        header = {QCoreApplication::translate("cli", "ID"),
                  QCoreApplication::translate("cli", "NAME"),
                  QCoreApplication::translate("cli", "MEMORY GB"),
                  QCoreApplication::translate("cli", "BANDWIDTH GB/s"),
                  QCoreApplication::translate("cli", "BF16 TFLOPS"),
                  QCoreApplication::translate("cli", "FP8 TFLOPS"),
                  QCoreApplication::translate("cli", "FP4 TFLOPS"),
                  QCoreApplication::translate("cli", "FP64 TFLOPS"),
                  QCoreApplication::translate("cli", "TDP W"),
                  QCoreApplication::translate("cli", "GPU LINK"),
                  QCoreApplication::translate("cli", "STACK")};
        for (const Accelerator &a : c.accelerators())
            rows << QStringList{mark(a, a.id),
                                a.name,
                                number(a.memoryGb),
                                number(a.memoryBandwidthGbs, 0),
                                opt(a.dense.bf16 ? a.dense.bf16 : a.dense.fp16),
                                opt(a.dense.fp8),
                                opt(a.dense.fp4),
                                opt(a.dense.fp64),
                                number(a.tdpW, 0),
                                a.interconnectType + QLatin1Char(' ') + number(a.interconnectGbs, 0),
                                a.stack + (a.computeCapability.isEmpty()
                                               ? QString()
                                               : QLatin1Char(' ') + a.computeCapability)};
        break;
    case Kind::Cpu:
        header = {QCoreApplication::translate("cli", "ID"),
                  QCoreApplication::translate("cli", "NAME"),
                  QCoreApplication::translate("cli", "CORES/THREADS"),
                  QCoreApplication::translate("cli", "BASE/BOOST GHz"),
                  QCoreApplication::translate("cli", "MEMORY"),
                  QCoreApplication::translate("cli", "PCIE"),
                  QCoreApplication::translate("cli", "TDP W")};
        for (const Cpu &p : c.cpus())
            rows << QStringList{
                mark(p, p.id),
                p.name,
                QStringLiteral("%1/%2").arg(p.cores).arg(p.threads),
                number(p.baseGhz, 2) + QLatin1Char('/') + number(p.boostGhz, 2),
                QStringLiteral("%1 × %2-%3").arg(p.memoryChannels).arg(p.memoryType).arg(p.memoryMts),
                QStringLiteral("Gen%1 × %2").arg(p.pcieGen).arg(p.pcieLanes),
                number(p.tdpW, 0)};
        break;
    case Kind::Model:
        header = {
            QCoreApplication::translate("cli", "ID"),       QCoreApplication::translate("cli", "NAME"),
            QCoreApplication::translate("cli", "KIND"),     QCoreApplication::translate("cli", "PARAMS B"),
            QCoreApplication::translate("cli", "ACTIVE B"), QCoreApplication::translate("cli", "LAYERS"),
            QCoreApplication::translate("cli", "HIDDEN"),   QCoreApplication::translate("cli", "HEADS/KV"),
            QCoreApplication::translate("cli", "CONTEXT")};
        for (const ModelPreset &m : c.models())
            rows << QStringList{mark(m, m.id),
                                m.name,
                                m.kind,
                                number(m.parametersB, 3),
                                number(m.activeParametersB, 3),
                                m.layers ? QString::number(m.layers) : QStringLiteral("—"),
                                m.hidden ? QString::number(m.hidden) : QStringLiteral("—"),
                                m.heads ? QStringLiteral("%1/%2").arg(m.heads).arg(m.kvHeads)
                                        : QStringLiteral("—"),
                                m.context ? QString::number(m.context) : QStringLiteral("—")};
        break;
    case Kind::Storage:
        header = {QCoreApplication::translate("cli", "ID"),
                  QCoreApplication::translate("cli", "NAME"),
                  QCoreApplication::translate("cli", "TIER"),
                  QCoreApplication::translate("cli", "SEQ READ MB/s"),
                  QCoreApplication::translate("cli", "SEQ WRITE MB/s"),
                  QCoreApplication::translate("cli", "RANDOM READ IOPS"),
                  QCoreApplication::translate("cli", "LATENCY ms")};
        for (const StorageClass &s : c.storage())
            rows << QStringList{mark(s, s.id),
                                s.name,
                                s.tier,
                                number(s.seqReadMbs, 0),
                                number(s.seqWriteMbs, 0),
                                number(s.randomReadIops, 0),
                                number(s.latencyMs, 3)};
        break;
    case Kind::Network:
        header = {QCoreApplication::translate("cli", "ID"), QCoreApplication::translate("cli", "NAME"),
                  QCoreApplication::translate("cli", "KIND"), QCoreApplication::translate("cli", "Gbit/s"),
                  QCoreApplication::translate("cli", "RDMA")};
        for (const NetworkClass &n : c.network())
            rows << QStringList{mark(n, n.id), n.name, n.kind, number(n.bandwidthGbps, 3),
                                n.rdma ? QCoreApplication::translate("cli", "yes")
                                       : QCoreApplication::translate("cli", "no")};
        break;
    case Kind::Price:
        header = {
            QCoreApplication::translate("cli", "ID"),       QCoreApplication::translate("cli", "PROVIDER"),
            QCoreApplication::translate("cli", "OFFERING"), QCoreApplication::translate("cli", "GPUS"),
            QCoreApplication::translate("cli", "BILLING"),  QCoreApplication::translate("cli", "PRICE"),
            QCoreApplication::translate("cli", "REFERENCE")};
        for (const PriceOffer &p : c.prices())
            rows << QStringList{mark(p, p.id),
                                p.provider,
                                p.offering,
                                QStringLiteral("%1 × %2").arg(p.gpuCount).arg(p.acceleratorId),
                                p.billing,
                                QStringLiteral("%1 %2/%3").arg(number(p.price, 2), p.currency, p.unit),
                                QCoreApplication::translate("cli", "as of %1").arg(p.asOf)};
        break;
    }
    return rows;
}

} // namespace gpuplanner::cli
