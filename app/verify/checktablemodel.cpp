#include "app/verify/checktablemodel.h"

#include "planner/workload/format.h"
#include "widgets/charts/chartstyle.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

namespace gpuplanner::app {

void CheckTableModel::setVerification(const verify::Verification &verification)
{
    beginResetModel();
    m_verification = verification;
    endResetModel();
}

int CheckTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_verification.checks.size());
}

int CheckTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QColor CheckTableModel::verdictColor(verify::Verdict verdict, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const double t = widgets::isDark(palette) ? 0.45 : 0.3;
    switch (verdict) {
    case verify::Verdict::Pass: return widgets::mix(base, QColor(0x00, 0x9E, 0x73), t);
    case verify::Verdict::Warning: return widgets::mix(base, QColor(0xE6, 0x9F, 0x00), t + 0.1);
    case verify::Verdict::Fail: return widgets::mix(base, QColor(0xD5, 0x2B, 0x1E), t);
    case verify::Verdict::Skipped: break;
    }
    return widgets::mix(base, palette.color(QPalette::Text), 0.08);
}

QVariant CheckTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const verify::Check &c = m_verification.checks[size_t(index.row())];
    if (role == Qt::DisplayRole) {
        switch (Column(index.column())) {
        case Check:
            return c.group.isEmpty() ? c.title : c.group + planner::nameColon() + c.title;
        case Verdict: return verify::verdictLabel(c.verdict);
        case Measured: return c.measured;
        case Expected: return c.expected;
        case Threshold: return c.threshold;
        case Source: return c.source;
        case ColumnCount: break;
        }
        return {};
    }
    if (role == Qt::ToolTipRole) {
        QString tip = c.detail.isEmpty() ? c.title : c.detail;
        if (index.column() == Source && !c.source.isEmpty())
            tip = c.source;
        return tip;
    }
    if (role == Qt::BackgroundRole && index.column() == Verdict)
        return verdictColor(c.verdict, QApplication::palette());
    if (role == Qt::FontRole && index.column() == Verdict && c.verdict != verify::Verdict::Skipped) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::UserRole)
        return verify::verdictId(c.verdict);
    return {};
}

QVariant CheckTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Check: return tr("Check");
    case Verdict: return tr("Verdict");
    case Measured: return tr("Measured");
    case Expected: return tr("Expected");
    case Threshold: return tr("Threshold");
    case Source: return tr("Source");
    case ColumnCount: break;
    }
    return {};
}

} // namespace gpuplanner::app
