#include "catalog/catalog.h"

#include "catalog/cyclesestimate.h"
#include "catalog/namematch.h"

#include <QRegularExpression>

#include <algorithm>

namespace gpuplanner::catalog {

namespace {

template <typename T>
const T *byId(const std::vector<T> &rows, const QString &id)
{
    const auto it = std::find_if(rows.begin(), rows.end(), [&](const T &r) { return r.id == id; });
    return it == rows.end() ? nullptr : &*it;
}

// Normalized keys under which a row can be found.
QStringList keysOf(const RowBase &row)
{
    static const QStringList vendorWords{QStringLiteral("nvidia"), QStringLiteral("amd"), QStringLiteral("huawei"),
                                         QStringLiteral("intel")};
    QStringList keys;
    QStringList names{row.id, row.name};
    names += row.aliases;
    for (const QString &n : names) {
        const QString k = normalizeName(n);
        if (k.isEmpty())
            continue;
        keys << k;
        for (const QString &v : vendorWords)
            if (k.startsWith(v) && k.size() > v.size())
                keys << k.mid(v.size());
    }
    keys.removeDuplicates();
    return keys;
}

} // namespace

const RowBase *findById(const Rows &rows, Kind kind, const QString &id)
{
    switch (kind) {
    case Kind::Accelerator: return byId(rows.accelerators, id);
    case Kind::Cpu: return byId(rows.cpus, id);
    case Kind::Model: return byId(rows.models, id);
    case Kind::Storage: return byId(rows.storage, id);
    case Kind::Network: return byId(rows.network, id);
    case Kind::Price: return byId(rows.prices, id);
    }
    return nullptr;
}

namespace {
QString namesKey(Kind kind, const QString &id)
{
    return QString::number(int(kind)) + QLatin1Char('\x1f') + id;
}
} // namespace

Catalog::Catalog(Rows rows, QString version) : m_rows(std::move(rows)), m_version(std::move(version))
{
    estimateCyclesScores(m_rows.accelerators);
    // Every lookup compares a name with every row's names: they are folded here once (a quote sheet
    // of 50,000 rows looks a GPU up in each).
    forEachRow(m_rows, std::nullopt, [this](Kind k, const RowBase &row) {
        Names n;
        n.keys = keysOf(row);
        n.words = nameTokens(row.name);
        for (const QString &alias : row.aliases)
            n.words += nameTokens(alias);
        if (k == Kind::Accelerator)
            for (const QString &w : std::as_const(n.words))
                m_acceleratorWords.insert(w);
        m_names.insert(namesKey(k, row.id), std::move(n));
    });
}

const Catalog::Names &Catalog::namesOf(Kind kind, const RowBase &row) const
{
    static const Names none;
    const auto it = m_names.constFind(namesKey(kind, row.id));
    return it == m_names.constEnd() ? none : it.value();
}

const Accelerator *Catalog::accelerator(const QString &id) const { return byId(m_rows.accelerators, id); }
const Cpu *Catalog::cpu(const QString &id) const { return byId(m_rows.cpus, id); }
const ModelPreset *Catalog::model(const QString &id) const { return byId(m_rows.models, id); }
const PriceOffer *Catalog::price(const QString &id) const { return byId(m_rows.prices, id); }

const StorageClass *Catalog::storageTier(const QString &tier) const
{
    const auto it = std::find_if(m_rows.storage.begin(), m_rows.storage.end(),
                                 [&](const StorageClass &s) { return s.tier == tier; });
    return it == m_rows.storage.end() ? nullptr : &*it;
}

LookupResult Catalog::find(const QString &name, std::optional<Kind> kind, bool suggest) const
{
    LookupResult result;
    const QString query = normalizeName(name);
    if (query.isEmpty())
        return result;

    std::vector<CatalogMatch> exact, partial;
    struct Scored
    {
        int distance;
        QString id;
    };
    std::vector<Scored> near;
    forEachRow(m_rows, kind, [&](Kind k, const RowBase &row) {
        const QStringList &keys = namesOf(k, row).keys;
        if (keys.contains(query)) {
            exact.push_back({k, &row});
            return;
        }
        if (std::any_of(keys.begin(), keys.end(), [&](const QString &key) { return key.contains(query); })) {
            partial.push_back({k, &row});
            return;
        }
        if (!suggest)
            return;
        int best = 1 << 20;
        for (const QString &key : keys)
            best = std::min(best, editDistance(query, key));
        near.push_back({best, row.id});
    });

    if (!exact.empty()) {
        result.matches = std::move(exact);
        return result;
    }
    if (partial.size() == 1) {
        result.matches = std::move(partial);
        return result;
    }
    for (const CatalogMatch &m : partial)
        result.suggestions << m.row->id;
    if (!partial.empty()) {
        result.matches = std::move(partial); // ambiguous: the caller lists them
        return result;
    }
    std::stable_sort(near.begin(), near.end(), [](const Scored &a, const Scored &b) { return a.distance < b.distance; });
    const int limit = std::max<int>(2, int(query.size()) / 3);
    for (const Scored &s : near) {
        if (s.distance > limit || result.suggestions.size() >= 5)
            break;
        result.suggestions << s.id;
    }
    return result;
}

LookupResult Catalog::findAsWritten(const QString &text, Kind kind, bool suggest) const
{
    LookupResult found = find(text, kind, suggest);
    if (found.matches.size() == 1)
        return found;
    const QStringList query = nameTokens(text);
    std::vector<CatalogMatch> covered;
    forEachRow(m_rows, kind, [&](Kind k, const RowBase &row) {
        // The words of the name and its aliases together: "昇腾 910B 64GB" takes 昇腾 from an alias and
        // 64GB from the name.
        if (tokensCover(query, namesOf(k, row).words))
            covered.push_back({k, &row});
    });
    if (!covered.empty() && (found.matches.empty() || covered.size() < found.matches.size()))
        found.matches = std::move(covered);
    // "NVIDIA H100 80GB HBM3" as nvidia-smi prints it: the H100 SXM5 has HBM3, the PCIe card
    // HBM2e. A memory type that only one of the candidate GPUs has chooses it.
    static const QRegularExpression memoryType(QStringLiteral("\\b(hbm\\d?e?|gddr\\d?x?|lpddr\\d?x?)\\b"),
                                               QRegularExpression::CaseInsensitiveOption);
    if (kind == Kind::Accelerator && found.matches.size() > 1)
        if (const QRegularExpressionMatch m = memoryType.match(text); m.hasMatch()) {
            std::vector<CatalogMatch> typed;
            for (const CatalogMatch &match : found.matches)
                if (static_cast<const Accelerator *>(match.row)->memoryType.compare(m.captured(1), Qt::CaseInsensitive) == 0)
                    typed.push_back(match);
            if (typed.size() == 1)
                found.matches = std::move(typed);
        }
    // Words no GPU of the catalog uses describe the card, not which one it is: "单卡", "涡轮版", "双宽",
    // "NVLink" in "RTX 4090 24G 单卡", "A800 80G NVLink". Where the text matched nothing, it is
    // looked up again without them; words with a figure stay (an unknown model number is no match),
    // and a text with a word that would name another card ("Super", "Ultra") is not looked up again.
    if (kind == Kind::Accelerator && found.matches.empty()) {
        static const QStringList identity{
            QStringLiteral("super"), QStringLiteral("ultra"), QStringLiteral("max"), QStringLiteral("plus"),
            QStringLiteral("lite"),  QStringLiteral("mini"),  QStringLiteral("xt"),  QStringLiteral("xtx"),
            QStringLiteral("pro"),   QStringLiteral("ti")};
        const QStringList words = nameTokens(text);
        QStringList kept;
        bool identityDropped = false;
        for (const QString &w : words) {
            const bool figure = std::any_of(w.begin(), w.end(), [](QChar c) { return c.isDigit(); });
            if (figure || m_acceleratorWords.contains(w))
                kept << w;
            else
                identityDropped = identityDropped || identity.contains(w);
        }
        if (!identityDropped && !kept.isEmpty() && kept.size() < words.size()) {
            LookupResult again = findAsWritten(kept.join(QLatin1Char(' ')), kind, suggest);
            if (!again.matches.empty())
                return again;
        }
    }
    return found;
}

} // namespace gpuplanner::catalog
