#pragma once

// Internal to the cell readers: a vendor's table repeats its cells ("512G", "H100 SXM", its price
// header) on thousands of rows, and a reader that is a pure function of its text reads each
// distinct text once. One memo per reader and thread, bounded: it starts again at 4,096 texts.
// Only for readers whose result holds no translated text (a language switch would leave it stale).
#include <QHash>
#include <QString>

namespace gpuplanner::quotes::detail {

template <typename Value, typename Read>
Value memoized(QHash<QString, Value> &memo, const QString &key, Read &&read)
{
    if (const auto known = memo.constFind(key); known != memo.cend())
        return *known;
    Value value = read();
    if (memo.size() >= 4096)
        memo.clear();
    memo.insert(key, value);
    return value;
}

} // namespace gpuplanner::quotes::detail
