#include "planner/verify/topo.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::verify {

namespace {

int nvCount(const QString &cell)
{
    if (!cell.startsWith(QLatin1String("NV")))
        return 0;
    return cell.mid(2).toInt();
}

bool isDevice(const QString &token)
{
    static const QRegularExpression device(QStringLiteral("^(GPU|NIC)\\d+$|^mlx\\d+_\\d+$"));
    return device.match(token).hasMatch();
}

} // namespace

int TopoReport::minNvLinks() const
{
    int best = -1;
    for (qsizetype i = 0; i < qsizetype(links.size()); ++i)
        for (qsizetype j = 0; j < links[i].size(); ++j)
            if (i != j) {
                const int n = nvCount(links[i][j]);
                best = best < 0 ? n : std::min(best, n);
            }
    return std::max(best, 0);
}

int TopoReport::pairsWithoutNvLink() const
{
    int n = 0;
    for (qsizetype i = 0; i < qsizetype(links.size()); ++i)
        for (qsizetype j = i + 1; j < links[i].size(); ++j)
            if (nvCount(links[i][j]) == 0)
                ++n;
    return n;
}

QString TopoReport::weakestLink() const
{
    QString weakest;
    int best = -1;
    for (qsizetype i = 0; i < qsizetype(links.size()); ++i)
        for (qsizetype j = 0; j < links[i].size(); ++j)
            if (i != j && (best < 0 || nvCount(links[i][j]) < best)) {
                best = nvCount(links[i][j]);
                weakest = links[i][j];
            }
    return weakest;
}

TopoReport parseTopo(const QByteArray &bytes, const QString &file, ParseIssues &issues)
{
    TopoReport report;
    if (!looksLikeText(bytes)) {
        issues.push_back({file, 0, QCoreApplication::translate("verify", "not text (binary data)")});
        return report;
    }
    LineReader lines(bytes);
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QStringList columns;
    int headerLine = 0;
    for (QString line; lines.next(line);) {
        const QStringList tokens = line.split(space, Qt::SkipEmptyParts);
        if (tokens.isEmpty())
            continue;
        if (columns.isEmpty()) {
            if (tokens.first() == QLatin1String("GPU0")) {
                for (const QString &t : tokens) {
                    if (!isDevice(t))
                        break;
                    columns << t;
                }
                headerLine = lines.lineNumber();
            }
            continue;
        }
        if (tokens.first().startsWith(QLatin1String("Legend")))
            break;
        if (!tokens.first().startsWith(QLatin1String("GPU")) || !isDevice(tokens.first())) {
            if (tokens.first().startsWith(QLatin1String("NIC")))
                ++report.nics;
            continue;
        }
        if (tokens.size() < columns.size() + 1) {
            issues.push_back({file, lines.lineNumber(),
                              QCoreApplication::translate("verify", "row %1 has %2 cells, the header names %3 devices")
                                  .arg(quoted(tokens.first()))
                                  .arg(tokens.size() - 1)
                                  .arg(columns.size())});
            continue;
        }
        report.gpus << tokens.first();
        QStringList row;
        for (qsizetype c = 0; c < columns.size(); ++c)
            if (columns[c].startsWith(QLatin1String("GPU")))
                row << tokens[c + 1];
        report.links.push_back(row);
    }
    lines.reportLongLines(file, issues);
    if (columns.isEmpty())
        issues.push_back({file, 1, QCoreApplication::translate("verify",
                                                               "not the output of nvidia-smi topo -m (no GPU0 header row)")});
    else if (report.gpus.isEmpty())
        issues.push_back({file, headerLine, QCoreApplication::translate("verify", "no GPU rows under the header")});
    return report;
}

} // namespace gpuplanner::verify
