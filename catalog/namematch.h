#pragma once

#include <QString>
#include <QStringList>

namespace gpuplanner::catalog {

// Folds a name for matching: lower case, only letters, digits and dots ("H100 SXM5" -> "h100sxm5").
QString normalizeName(const QString &name);

// The words of a hardware name as vendors vary them, for matching regardless of order: vendor
// prefixes and filler dropped ("NVIDIA", "英伟达", "GPU", "卡"), memory as "80gb" ("80G", "80GB",
// "80 GB"), form factors folded ("SXM4"/"SXM5" → "sxm", "PCI-E" → "pcie"), memory types dropped.
// "NVIDIA A800 80G SXM" → {"a800", "80gb", "sxm"}.
QStringList nameTokens(const QString &name);

// True for a size as nameTokens writes it ("80gb", "3.84tb"): a word that says how much memory, not
// which card.
bool isSizeToken(const QString &word);

// True when every token of `query` is among the tokens of `name` (and the query has a token).
bool tokensCover(const QStringList &query, const QStringList &name);

// Levenshtein distance between two strings.
int editDistance(const QString &a, const QString &b);

} // namespace gpuplanner::catalog
