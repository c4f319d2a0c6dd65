#pragma once

#include <QString>

#include <array>

namespace gpuplanner::catalog {

// The kinds of catalog rows. Each has a bundled JSON file and a table in the database.
enum class Kind { Accelerator, Cpu, Model, Storage, Network, Price };

inline constexpr std::array<Kind, 6> kAllKinds{Kind::Accelerator, Kind::Cpu,     Kind::Model,
                                               Kind::Storage,     Kind::Network, Kind::Price};

QString tableName(Kind kind);    // SQLite table
QString fileName(Kind kind);     // bundled JSON file in resources/catalog/
QString cliName(Kind kind);      // word used by `gpu-planner-cli catalog <word>`

// Where a row comes from: the bundled catalog (replaced on every catalog upgrade) or the user
// (kept across every rebuild and migration).
enum class Origin { Bundled, User };

QString originName(Origin origin);

// A row source's confidence ("datasheet", "official-config", "price-list", "derived", "estimate")
// in the language shown; an unknown value comes back as given.
QString confidenceName(const QString &confidence);

} // namespace gpuplanner::catalog
