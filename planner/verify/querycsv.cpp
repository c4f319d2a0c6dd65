#include "planner/verify/querycsv.h"

#include <QCoreApplication>

namespace gpuplanner::verify {

QString canonicalField(QStringView header)
{
    QStringView h = header.trimmed();
    if (const qsizetype bracket = h.indexOf(u'['); bracket > 0)
        h = h.first(bracket).trimmed();
    QString name = h.toString().toLower();
    name.replace(QLatin1String("clocks_throttle_reasons"), QLatin1String("clocks_event_reasons"));
    if (name == QLatin1String("gpu_name"))
        return QStringLiteral("name");
    if (name == QLatin1String("gpu_uuid"))
        return QStringLiteral("uuid");
    if (name == QLatin1String("gpu_bus_id"))
        return QStringLiteral("pci.bus_id");
    if (name == QLatin1String("pcie.link.gen.gpucurrent"))
        return QStringLiteral("pcie.link.gen.current");
    if (name == QLatin1String("clocks.current.sm"))
        return QStringLiteral("clocks.sm");
    if (name == QLatin1String("enforced.power.limit"))
        return QStringLiteral("power.limit");
    return name;
}

QStringList defaultInventoryFields()
{
    return QStringLiteral("index,name,uuid,pci.bus_id,driver_version,vbios_version,memory.total,persistence_mode,"
                          "mig.mode.current,ecc.mode.current,ecc.errors.uncorrected.volatile.total,"
                          "pcie.link.gen.max,pcie.link.width.max,power.limit,power.default_limit,power.max_limit,"
                          "clocks.max.sm")
        .split(u',');
}

int QueryTable::column(const QString &field) const
{
    return int(fields.indexOf(field));
}

QString QueryTable::text(size_t row, const QString &field) const
{
    const int c = column(field);
    if (c < 0 || row >= rows.size() || c >= rows[row].size())
        return {};
    return rows[row][c];
}

std::optional<double> QueryTable::number(size_t row, const QString &field) const
{
    return numberIn(text(row, field));
}

QueryTable parseQueryCsv(const QByteArray &bytes, const QString &file, ParseIssues &issues,
                         const QStringList &fieldsIfNoHeader)
{
    QueryTable table;
    if (!looksLikeText(bytes)) {
        issues.push_back({file, 0, QCoreApplication::translate("verify", "not text (binary data)")});
        return table;
    }
    LineReader lines(bytes);
    for (QString raw; lines.next(raw);) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        const QStringList cells = line.split(u',');
        if (table.fields.isEmpty()) {
            const bool header = !cells.first().trimmed().isEmpty() && !cells.first().trimmed()[0].isDigit() &&
                                (cells.first().contains(u'.') || cells.first().contains(u'_') ||
                                 cells.first().trimmed() == QLatin1String("timestamp") ||
                                 cells.first().trimmed() == QLatin1String("index") ||
                                 cells.first().trimmed() == QLatin1String("name"));
            if (header) {
                for (const QString &c : cells)
                    table.fields << canonicalField(c);
                continue;
            }
            table.fields = fieldsIfNoHeader;
        }
        if (cells.size() != table.fields.size()) {
            issues.push_back({file, lines.lineNumber(),
                              QCoreApplication::translate("verify", "%1 values where the header has %2 fields")
                                  .arg(cells.size())
                                  .arg(table.fields.size())});
            continue;
        }
        QStringList row;
        row.reserve(cells.size());
        for (const QString &c : cells)
            row << c.trimmed();
        table.rows.push_back(row);
        table.rowLines.push_back(lines.lineNumber());
    }
    lines.reportLongLines(file, issues);
    if (table.rows.empty())
        issues.push_back({file, 0, QCoreApplication::translate("verify", "no data rows")});
    return table;
}

} // namespace gpuplanner::verify
