#include "app/cli/catalogcommand.h"

#include "app/cli/output.h"

#include <QCoreApplication>

namespace gpuplanner::cli {

using namespace gpuplanner::catalog;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

QString opt(const std::optional<double> &v)
{
    return v ? number(*v) : QStringLiteral("—");
}

QString mark(const RowBase &row, const QString &text)
{
    return row.origin == Origin::User ? text + QStringLiteral(" *") : text;
}

QList<QStringList> tableRows(Kind kind, const Catalog &c, QStringList &header)
{
    QList<QStringList> rows;
    switch (kind) {
    case Kind::Accelerator:
        header = {tr("ID"), tr("NAME"), tr("MEMORY GB"), tr("BANDWIDTH GB/s"), tr("BF16 TFLOPS"), tr("FP8 TFLOPS"),
                  tr("FP64 TFLOPS"), tr("TDP W"), tr("GPU LINK"), tr("STACK")};
        for (const Accelerator &a : c.accelerators())
            rows << QStringList{mark(a, a.id), a.name, number(a.memoryGb), number(a.memoryBandwidthGbs, 0),
                                opt(a.dense.bf16 ? a.dense.bf16 : a.dense.fp16), opt(a.dense.fp8), opt(a.dense.fp64),
                                number(a.tdpW, 0),
                                a.interconnectType + QLatin1Char(' ') + number(a.interconnectGbs, 0),
                                a.stack + (a.computeCapability.isEmpty() ? QString() : QLatin1Char(' ') + a.computeCapability)};
        break;
    case Kind::Cpu:
        header = {tr("ID"), tr("NAME"), tr("CORES/THREADS"), tr("BASE/BOOST GHz"), tr("MEMORY"), tr("PCIE"), tr("TDP W")};
        for (const Cpu &p : c.cpus())
            rows << QStringList{mark(p, p.id), p.name, QStringLiteral("%1/%2").arg(p.cores).arg(p.threads),
                                number(p.baseGhz, 2) + QLatin1Char('/') + number(p.boostGhz, 2),
                                QStringLiteral("%1 × %2-%3").arg(p.memoryChannels).arg(p.memoryType).arg(p.memoryMts),
                                QStringLiteral("Gen%1 × %2").arg(p.pcieGen).arg(p.pcieLanes), number(p.tdpW, 0)};
        break;
    case Kind::Model:
        header = {tr("ID"), tr("NAME"), tr("KIND"), tr("PARAMS B"), tr("ACTIVE B"), tr("LAYERS"), tr("HIDDEN"),
                  tr("HEADS/KV"), tr("CONTEXT")};
        for (const ModelPreset &m : c.models())
            rows << QStringList{mark(m, m.id), m.name, m.kind, number(m.parametersB, 3), number(m.activeParametersB, 3),
                                m.layers ? QString::number(m.layers) : QStringLiteral("—"),
                                m.hidden ? QString::number(m.hidden) : QStringLiteral("—"),
                                m.heads ? QStringLiteral("%1/%2").arg(m.heads).arg(m.kvHeads) : QStringLiteral("—"),
                                m.context ? QString::number(m.context) : QStringLiteral("—")};
        break;
    case Kind::Storage:
        header = {tr("ID"), tr("NAME"), tr("TIER"), tr("SEQ READ MB/s"), tr("SEQ WRITE MB/s"), tr("RANDOM READ IOPS"),
                  tr("LATENCY ms")};
        for (const StorageClass &s : c.storage())
            rows << QStringList{mark(s, s.id), s.name, s.tier, number(s.seqReadMbs, 0), number(s.seqWriteMbs, 0),
                                number(s.randomReadIops, 0), number(s.latencyMs, 3)};
        break;
    case Kind::Network:
        header = {tr("ID"), tr("NAME"), tr("KIND"), tr("Gbit/s"), tr("RDMA")};
        for (const NetworkClass &n : c.network())
            rows << QStringList{mark(n, n.id), n.name, n.kind, number(n.bandwidthGbps, 3),
                                n.rdma ? tr("yes") : tr("no")};
        break;
    case Kind::Price:
        header = {tr("ID"), tr("PROVIDER"), tr("OFFERING"), tr("GPUS"), tr("BILLING"), tr("PRICE"), tr("REFERENCE")};
        for (const PriceOffer &p : c.prices())
            rows << QStringList{mark(p, p.id), p.provider, p.offering,
                                QStringLiteral("%1 × %2").arg(p.gpuCount).arg(p.acceleratorId), p.billing,
                                QStringLiteral("%1 %2/%3").arg(number(p.price, 2), p.currency, p.unit),
                                tr("as of %1").arg(p.asOf)};
        break;
    }
    return rows;
}

void flatten(const nlohmann::json &value, const QString &prefix, QList<QStringList> &out)
{
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it)
            flatten(it.value(), prefix.isEmpty() ? QString::fromStdString(it.key())
                                                 : prefix + QLatin1Char('.') + QString::fromStdString(it.key()),
                    out);
        return;
    }
    QString text;
    if (value.is_string())
        text = QString::fromStdString(value.get<std::string>());
    else if (value.is_null())
        text = prefix.startsWith(QLatin1String("sparse_tflops")) ? tr("not published") : tr("not supported");
    else if (value.is_array()) {
        QStringList items;
        for (const auto &v : value)
            items << (v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString::fromStdString(v.dump()));
        text = items.join(QStringLiteral(", "));
    } else
        text = QString::fromStdString(value.dump());
    out << QStringList{prefix, text};
}

nlohmann::json withOrigin(const RowBase &row)
{
    nlohmann::json j = row.raw;
    j["origin"] = utf8(originName(row.origin));
    return j;
}

std::optional<Kind> kindFromWord(const QString &word)
{
    for (const Kind k : kAllKinds)
        if (cliName(k) == word)
            return k;
    return std::nullopt;
}

} // namespace

QString describeLookupFailure(const QString &name, const LookupResult &result)
{
    if (result.matches.size() == 1)
        return {};
    if (result.matches.size() > 1) {
        QStringList ids;
        for (const CatalogMatch &m : result.matches)
            ids << m.row->id;
        return tr("'%1' matches several catalog rows: %2. Give one of these ids.")
            .arg(name, ids.join(QStringLiteral(", ")));
    }
    if (result.suggestions.isEmpty())
        return tr("No catalog row is named '%1'. `gpu-planner-cli catalog gpus|cpus|models|prices` lists them.").arg(name);
    return tr("No catalog row is named '%1'. Did you mean: %2?").arg(name, result.suggestions.join(QStringLiteral(", ")));
}

int runCatalogCommand(const QStringList &argsIn, const Catalog &catalog)
{
    QStringList args = argsIn;
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    const QString usage = tr("Usage: gpu-planner-cli catalog gpus|cpus|models|prices|storage|network [--json]\n"
                             "       gpu-planner-cli catalog show NAME [--json]");
    if (args.isEmpty()) {
        printErr(usage);
        return BadInput;
    }
    const QString word = args.takeFirst();
    if (word == QLatin1String("show")) {
        if (args.size() != 1) {
            printErr(usage);
            return BadInput;
        }
        const LookupResult found = catalog.find(args.first());
        const QString failure = describeLookupFailure(args.first(), found);
        if (!failure.isEmpty()) {
            printErr(failure);
            return BadInput;
        }
        const CatalogMatch &m = found.matches.front();
        if (json) {
            printJson({{"catalog_version", utf8(catalog.version())},
                       {"kind", utf8(cliName(m.kind))},
                       {"row", withOrigin(*m.row)}});
            return Ok;
        }
        QList<QStringList> lines;
        nlohmann::json raw = m.row->raw;
        const nlohmann::json source = raw.value("source", nlohmann::json::object());
        raw.erase("source");
        flatten(raw, QString(), lines);
        flatten(source, QStringLiteral("source"), lines);
        lines << QStringList{tr("origin"), m.row->origin == Origin::User ? tr("user-added") : tr("bundled catalog %1").arg(catalog.version())};
        printOut(formatTable({tr("FIELD"), tr("VALUE")}, lines));
        return Ok;
    }
    const std::optional<Kind> kind = kindFromWord(word);
    if (!kind || !args.isEmpty()) {
        printErr(usage);
        return BadInput;
    }
    if (json) {
        nlohmann::json rows = nlohmann::json::array();
        forEachRow(catalog.rows(), kind, [&](Kind, const RowBase &row) { rows.push_back(withOrigin(row)); });
        printJson({{"catalog_version", utf8(catalog.version())}, {"kind", utf8(word)}, {"rows", rows}});
        return Ok;
    }
    QStringList header;
    const QList<QStringList> rows = tableRows(*kind, catalog, header);
    QString text = formatTable(header, rows);
    text += tr("%1 rows, catalog %2. Reference figures; `catalog show ID` gives each row's source.")
                .arg(rows.size())
                .arg(catalog.version());
    if (std::any_of(rows.begin(), rows.end(), [](const QStringList &r) { return r.first().endsWith(QStringLiteral(" *")); }))
        text += QLatin1Char('\n') + tr("* user-added row");
    printOut(text);
    return Ok;
}

} // namespace gpuplanner::cli
