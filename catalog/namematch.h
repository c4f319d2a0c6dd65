#pragma once

#include <QString>
#include <QStringList>

namespace gpuplanner::catalog {

// Folds a name for matching: lower case, only letters, digits and dots ("H100 SXM5" -> "h100sxm5").
QString normalizeName(const QString &name);

// Levenshtein distance between two strings.
int editDistance(const QString &a, const QString &b);

} // namespace gpuplanner::catalog
