#include "catalog/namematch.h"

#include <QRegularExpression>

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

QStringList nameTokens(const QString &nameIn)
{
    QString name = nameIn.toCaseFolded();
    // Compiled once: a quote sheet looks thousands of names up.
    static const QRegularExpression pcie(QStringLiteral("pci[\\s_-]*e(?:xpress)?"));
    static const QRegularExpression spacedSize(QStringLiteral("(\\d)\\s+(gb?|g)\\b"));
    static const QRegularExpression separators(QStringLiteral("[^\\p{L}\\p{N}.]+"));
    name.replace(pcie, QStringLiteral(" pcie "));
    // "英伟达A800", "昇腾910B": a Chinese word touching a model number is a word of its own.
    static const QRegularExpression hanLatin(
        QStringLiteral("(?<=\\p{Han})(?=[\\p{Latin}\\p{N}])|(?<=[\\p{Latin}\\p{N}])(?=\\p{Han})"));
    if (std::any_of(name.cbegin(), name.cend(), [](QChar c) { return c.unicode() >= 0x2E80; }))
        name.replace(hanLatin, QStringLiteral(" "));
    // "80 GB" → "80gb"; "A800-80G" splits into words.
    name.replace(spacedSize, QStringLiteral("\\1\\2"));
    static const QStringList filler{QStringLiteral("nvidia"), QStringLiteral("amd"), QStringLiteral("intel"),
                                    QStringLiteral("huawei"), QStringLiteral("tesla"), QStringLiteral("gpu"),
                                    QStringLiteral("card"), QStringLiteral("英伟达"), QStringLiteral("华为"),
                                    QStringLiteral("显卡"), QStringLiteral("卡"), QStringLiteral("hbm"),
                                    QStringLiteral("hbm2"), QStringLiteral("hbm2e"), QStringLiteral("hbm3"),
                                    QStringLiteral("hbm3e"), QStringLiteral("gddr6"), QStringLiteral("gddr6x"),
                                    QStringLiteral("gddr7")};
    static const QRegularExpression memory(QStringLiteral("^(\\d+)g(?:b)?$"));
    static const QRegularExpression sxm(QStringLiteral("^sxm\\d*$"));
    QStringList out;
    for (QString word : name.split(separators, Qt::SkipEmptyParts)) {
        if (filler.contains(word))
            continue;
        if (const QRegularExpressionMatch m = memory.match(word); m.hasMatch())
            word = m.captured(1) + QStringLiteral("gb");
        else if (sxm.match(word).hasMatch())
            word = QStringLiteral("sxm");
        if (!out.contains(word))
            out << word;
    }
    return out;
}

bool isSizeToken(const QString &word)
{
    static const QRegularExpression size(QStringLiteral("^\\d+(?:\\.\\d+)?[gt]b$"));
    return size.match(word).hasMatch();
}

bool tokensCover(const QStringList &query, const QStringList &name)
{
    if (query.isEmpty())
        return false;
    return std::all_of(query.begin(), query.end(), [&](const QString &t) { return name.contains(t); });
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
