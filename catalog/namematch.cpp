#include "catalog/namematch.h"

#include <algorithm>
#include <vector>

namespace gpuplanner::catalog {

QString normalizeName(const QString &name)
{
    QString out;
    out.reserve(name.size());
    for (const QChar c : name.toCaseFolded())
        if (c.isLetterOrNumber() || c == QLatin1Char('.'))
            out.append(c);
    return out;
}

int editDistance(const QString &a, const QString &b)
{
    std::vector<int> prev(size_t(b.size()) + 1), cur(size_t(b.size()) + 1);
    for (size_t j = 0; j < prev.size(); ++j)
        prev[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        cur[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = prev[size_t(j - 1)] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[size_t(j)] = std::min({prev[size_t(j)] + 1, cur[size_t(j - 1)] + 1, substitution});
        }
        std::swap(prev, cur);
    }
    return prev[size_t(b.size())];
}

} // namespace gpuplanner::catalog
