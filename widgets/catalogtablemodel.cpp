#include "widgets/catalogtablemodel.h"

#include "catalog/kinds.h"

#include <QLocale>

namespace gpuplanner::widgets {

AcceleratorTableModel::AcceleratorTableModel(const catalog::Catalog &catalog, QObject *parent)
    : QAbstractTableModel(parent), m_catalog(catalog)
{
}

int AcceleratorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_catalog.accelerators().size());
}

int AcceleratorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AcceleratorTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const catalog::Accelerator &a = m_catalog.accelerators()[size_t(index.row())];
    if (role == IdRole)
        return a.id;
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name || index.column() == Link || index.column() == Stack || index.column() == Source
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Source)
        return a.source.note.isEmpty() ? a.source.document : a.source.document + QLatin1Char('\n') + a.source.note;
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    auto tflops = [&](const std::optional<double> &v) { return v ? locale.toString(*v, 'f', 1) : tr("—"); };
    switch (index.column()) {
    case Name: return a.name;
    case Memory: return tr("%1 GB %2").arg(locale.toString(a.memoryGb, 'f', 0), a.memoryType);
    case Bandwidth: return locale.toString(a.memoryBandwidthGbs, 'f', 0);
    case Bf16: return tflops(a.dense.bf16 ? a.dense.bf16 : a.dense.fp16);
    case Fp8: return tflops(a.dense.fp8);
    case Fp4:
        return tflops(a.dense.fp4);
    case Fp64: return tflops(a.dense.fp64);
    case Tdp: return locale.toString(a.tdpW, 'f', 0);
    case Link: return tr("%1, %2 GB/s").arg(a.interconnectType, locale.toString(a.interconnectGbs, 'f', 0));
    case Stack:
        if (!a.computeCapability.isEmpty())
            // The compute capability (9.0 for H100), which is no CUDA version: say which it is.
            return tr("CUDA, compute capability %1").arg(a.computeCapability);
        // The stacks as their makers write them.
        return a.stack == QLatin1String("rocm")   ? QStringLiteral("ROCm")
               : a.stack == QLatin1String("cann") ? QStringLiteral("CANN")
                                                  : a.stack.toUpper();
    case Source: return catalog::confidenceName(a.source.confidence);
    default: return {};
    }
}

QVariant AcceleratorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name: return tr("Accelerator");
    case Memory: return tr("Memory");
    case Bandwidth: return tr("Bandwidth (GB/s)");
    case Bf16: return tr("BF16 dense (TFLOPS)");
    case Fp8: return tr("FP8 dense (TFLOPS)");
    case Fp4:
        return tr("FP4 dense (TFLOPS)");
    case Fp64: return tr("FP64 (TFLOPS)");
    case Tdp: return tr("TDP (W)");
    case Link: return tr("GPU-to-GPU link");
    case Stack: return tr("Software");
    case Source: return tr("Source");
    default: return {};
    }
}

} // namespace gpuplanner::widgets
