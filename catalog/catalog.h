#pragma once

#include "catalog/parse.h"
#include "catalog/types.h"

#include <optional>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <vector>

namespace gpuplanner::catalog {

struct CatalogMatch
{
    Kind kind;
    const RowBase *row;
};

// Result of looking a name up: one match, several (ambiguous) or none with close suggestions.
struct LookupResult
{
    std::vector<CatalogMatch> matches;
    QStringList suggestions; // ids of close rows, best first
};

// The catalog in memory: everything the engine reads. Immutable once built; cheap to query.
class Catalog
{
public:
    Catalog() = default;
    Catalog(Rows rows, QString version);

    const QString &version() const { return m_version; }
    const Rows &rows() const { return m_rows; }
    const std::vector<Accelerator> &accelerators() const { return m_rows.accelerators; }
    const std::vector<Cpu> &cpus() const { return m_rows.cpus; }
    const std::vector<ModelPreset> &models() const { return m_rows.models; }
    const std::vector<StorageClass> &storage() const { return m_rows.storage; }
    const std::vector<NetworkClass> &network() const { return m_rows.network; }
    const std::vector<PriceOffer> &prices() const { return m_rows.prices; }

    const Accelerator *accelerator(const QString &id) const;
    const Cpu *cpu(const QString &id) const;
    const ModelPreset *model(const QString &id) const;
    const StorageClass *storageTier(const QString &tier) const;
    const PriceOffer *price(const QString &id) const;

    // Finds a row by id, name or alias, as a user types it ("H100 SXM", "nvidia-h100-sxm",
    // "llama 2 70b"). Exact matches (after normalizeName, with or without the vendor word) win;
    // otherwise a name that contains the query is a match; otherwise close names are suggested.
    // `suggest` false: no close names where nothing matches (the edit distances cost most of a lookup
    // that finds nothing).
    LookupResult find(const QString &name, std::optional<Kind> kind = std::nullopt,
                      bool suggest = true) const;
    // A row of `kind` as vendors write its name ("A800 80G SXM", "A100 80G SXM", "英伟达 H20 96G"):
    // find() first; where that gives no single row, the rows whose name or an alias holds every
    // word of the text (nameTokens), when they are fewer. Quotes and price lists match with it.
    LookupResult findAsWritten(const QString &text, Kind kind, bool suggest = true) const;
    // Every word (nameTokens) of the GPUs' names and aliases.
    const QSet<QString> &acceleratorWords() const { return m_acceleratorWords; }

private:
    // A row's names as find() and findAsWritten() compare them, worked out once per row: the normalized
    // keys (id, name, aliases, with and without the vendor word) and the words of its name and aliases.
    struct Names
    {
        QStringList keys;
        QStringList words;
    };
    const Names &namesOf(Kind kind, const RowBase &row) const;

    Rows m_rows;
    QString m_version;
    QHash<QString, Names> m_names; // kind and id → names
    QSet<QString> m_acceleratorWords; // every word of the GPUs' names and aliases
};

const RowBase *findById(const Rows &rows, Kind kind, const QString &id);

} // namespace gpuplanner::catalog
