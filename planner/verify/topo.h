#pragma once

#include "planner/verify/values.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gpuplanner::verify {

// `nvidia-smi topo -m`: the GPU-to-GPU matrix ("X", "NV12", "SYS", "PIX", ...). Tab- or
// space-separated, with or without ANSI underlines, NIC columns and the NUMA columns of newer drivers.
struct TopoReport
{
    QStringList gpus;                  // "GPU0", "GPU1", ...
    std::vector<QStringList> links;    // links[i][j] between GPU i and GPU j
    int nics = 0;
    int minNvLinks() const;            // smallest NV# over all GPU pairs, 0 when a pair has none
    int pairsWithoutNvLink() const;
    QString weakestLink() const;       // the cell of the weakest pair ("SYS", "NV12")
};

TopoReport parseTopo(const QByteArray &bytes, const QString &file, ParseIssues &issues);

} // namespace gpuplanner::verify
