// The quote corpus with known truth (issue 22): tests/data/quotes/corpus/make-corpus.py writes
// 1,000+ vendor sheets (CSV in UTF-8, UTF-8 with BOM, GBK and GB18030 with comma, semicolon and tab;
// XLSX with shared or inline strings, merged two-row headers, numbers as numbers and as text) from
// known quotes, each with its truth as JSON. Every sheet is imported with importQuoteFile and
// compared with its truth, fact by fact:
//   (a) values read wrong (a stated fact read as another value, a fact the sheet leaves out or makes
//       unreadable read as a value, a quote made of a row that is no quote): target 0;
//   (b) the share of stated values read right: target ≥ 98 %;
//   (c) quotes kept: target all.
// The tallies per fact kind, per writing style and per sheet format and layout are printed with
// qInfo for the engineers working on the readers. The LibreOffice round trips
// (tests/data/quotes/libreoffice/, README there) are checked against their truth the same way.
#include "catalog/bundled.h"
#include "planner/quotes/comparison.h"
#include "planner/quotes/quoteimport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>

using namespace gpuplanner;
using namespace gpuplanner::quotes;

namespace {

const char *const kPython = "/usr/bin/python3";

QString corpusScript()
{
    return QStringLiteral(GPUPLANNER_TEST_DATA "/quotes/corpus/make-corpus.py");
}

const catalog::Catalog &bundledCatalog()
{
    static const catalog::Catalog c = [] {
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        return catalog::Catalog(std::move(b.rows), b.version);
    }();
    return c;
}

const QStringList &factKinds()
{
    static const QStringList kinds = QStringLiteral("vendor offering currency gpu_model gpu_count cpu_cores ram_gb "
                                                    "system_disk_gb data_disk_gb data_disk_read_mbps public_mbps price")
                                         .split(QLatin1Char(' '));
    return kinds;
}

// What an imported quote says, fact by fact, in the truth's terms.
struct Reading
{
    std::map<QString, QString> text;  // vendor, offering, currency, gpu_model (catalog id)
    std::map<QString, double> number; // gpu_count, cpu_cores, sizes, speeds
    std::optional<double> perMonth, perHour;
    bool gpuAmbiguous = false;
};

Reading readQuote(const Quote &q)
{
    Reading r;
    if (!q.vendor.trimmed().isEmpty())
        r.text[QStringLiteral("vendor")] = q.vendor.trimmed();
    if (!q.offering.trimmed().isEmpty())
        r.text[QStringLiteral("offering")] = q.offering.trimmed();
    if (!q.currency.isEmpty())
        r.text[QStringLiteral("currency")] = q.currency;
    Requirement gpu;
    gpu.id = QStringLiteral("gpu_model");
    gpu.kind = RequirementKind::GpuModel;
    if (const QuoteAnswer *a = q.answer(QStringLiteral("gpu_model"))) {
        const Assessment as = assess(gpu, a, bundledCatalog());
        if (!as.acceleratorId.isEmpty())
            r.text[QStringLiteral("gpu_model")] = as.acceleratorId;
        r.gpuAmbiguous = !as.candidates.isEmpty();
    }
    if (const double n = statedGpuCount(q); n > 0)
        r.number[QStringLiteral("gpu_count")] = n;
    for (const char *id : {"cpu_cores", "ram_gb", "system_disk_gb", "data_disk_gb", "data_disk_read_mbps", "public_mbps"}) {
        const QuoteAnswer *a = q.answer(QLatin1String(id));
        bool ok = false;
        const double v = a ? a->value.trimmed().toDouble(&ok) : 0;
        if (ok)
            r.number[QLatin1String(id)] = v;
    }
    r.perMonth = q.price.perMonth;
    r.perHour = q.price.perHour;
    return r;
}

enum class Outcome { Right, Wrong, Missed, Absent /* not read, and not stated */, Invented };

bool near(double read, double truth, double tolerance)
{
    return std::abs(read - truth) <= tolerance * std::max(std::abs(truth), 1e-9);
}

// One fact of one truth quote against a reading; `shown` gets the value read, for messages.
Outcome judge(const QString &kind, const QJsonObject &truth, const Reading &r, bool stated, QString *shown)
{
    if (kind == QLatin1String("vendor") || kind == QLatin1String("offering") || kind == QLatin1String("currency") ||
        kind == QLatin1String("gpu_model")) {
        const auto it = r.text.find(kind);
        if (it == r.text.end()) {
            *shown = kind == QLatin1String("gpu_model") && r.gpuAmbiguous ? QStringLiteral("(ambiguous)") : QStringLiteral("(none)");
            return stated ? Outcome::Missed : Outcome::Absent;
        }
        *shown = it->second;
        // A sheet without the offering or the currency gets them made up by design (the GPU, USD).
        if (!stated)
            return kind == QLatin1String("gpu_model") ? Outcome::Invented : Outcome::Absent;
        return it->second.compare(truth[kind].toString(), Qt::CaseSensitive) == 0 ? Outcome::Right : Outcome::Wrong;
    }
    if (kind == QLatin1String("price")) {
        const QJsonObject p = truth[QStringLiteral("price")].toObject();
        const bool month = p[QStringLiteral("period")].toString() == QLatin1String("month");
        const std::optional<double> mine = month ? r.perMonth : r.perHour;
        const std::optional<double> other = month ? r.perHour : r.perMonth;
        if (!mine && !other) {
            *shown = QStringLiteral("(none)");
            return stated ? Outcome::Missed : Outcome::Absent;
        }
        *shown = mine ? QStringLiteral("%1 per %2").arg(*mine).arg(month ? QStringLiteral("month") : QStringLiteral("hour"))
                      : QStringLiteral("%1 per %2").arg(*other).arg(month ? QStringLiteral("hour") : QStringLiteral("month"));
        if (!stated)
            return Outcome::Invented;
        return mine && near(*mine, p[QStringLiteral("amount")].toDouble(), 0.005) ? Outcome::Right : Outcome::Wrong;
    }
    const auto it = r.number.find(kind);
    if (it == r.number.end()) {
        *shown = QStringLiteral("(none)");
        return stated ? Outcome::Missed : Outcome::Absent;
    }
    *shown = QString::number(it->second);
    if (!stated)
        return Outcome::Invented;
    // Sizes: a TB is 1000 GB to the reader, 1024 GB to many vendors ("2T" of RAM is 2048 GB).
    const bool size = kind.endsWith(QLatin1String("_gb"));
    return near(it->second, truth[kind].toDouble(), size ? 0.03 : 0.005) ? Outcome::Right : Outcome::Wrong;
}

bool isStated(const QJsonObject &truth, const QString &kind)
{
    for (const char *list : {"omitted", "unreadable"})
        for (const QJsonValue v : truth[QLatin1String(list)].toArray())
            if (v.toString() == kind)
                return false;
    return true;
}

QString styleOf(const QJsonObject &truth, const QString &kind)
{
    for (const char *list : {"omitted", "unreadable"})
        for (const QJsonValue v : truth[QLatin1String(list)].toArray())
            if (v.toString() == kind)
                return QLatin1String(list) + QLatin1Char(':') + truth[QStringLiteral("styles")].toObject()[kind].toString();
    const QString s = truth[QStringLiteral("styles")].toObject()[kind].toString();
    return s.isEmpty() ? QStringLiteral("-") : s;
}

struct Tally
{
    int stated = 0, right = 0, wrong = 0, missed = 0, invented = 0;
    void add(Outcome o, bool stated_)
    {
        stated += stated_ ? 1 : 0;
        right += o == Outcome::Right ? 1 : 0;
        wrong += o == Outcome::Wrong ? 1 : 0;
        missed += o == Outcome::Missed ? 1 : 0;
        invented += o == Outcome::Invented ? 1 : 0;
    }
    double share() const { return stated ? 100.0 * right / stated : 100.0; }
};

struct KeptTally
{
    int quotes = 0, kept = 0, extra = 0;
};

struct CorpusResult
{
    int files = 0;
    int quotes = 0, kept = 0, extra = 0;
    std::map<QString, Tally> perKind;
    std::map<QString, Tally> perStyle;     // "kind | style"
    std::map<QString, KeptTally> perFormat; // file format
    std::map<QString, KeptTally> perLayout; // layout tag
    QStringList wrongExamples, missedExamples, droppedExamples;
    int wrong() const
    {
        int n = extra;
        for (const auto &[k, t] : perKind)
            n += t.wrong + t.invented;
        return n;
    }
    int stated() const
    {
        int n = 0;
        for (const auto &[k, t] : perKind)
            n += t.stated;
        return n;
    }
    int right() const
    {
        int n = 0;
        for (const auto &[k, t] : perKind)
            n += t.right;
        return n;
    }
};

// How well an imported quote fits a truth quote: the offering named (10), and one for every fact of
// the machine and its price read right. Vendor and currency alone make no match (a totals or note
// row of a one-vendor sheet has both). 0: no match.
int agreement(const QJsonObject &truth, const Reading &r)
{
    int score = 0;
    for (const QString &kind : factKinds()) {
        QString shown;
        if (kind == QLatin1String("vendor") || kind == QLatin1String("currency") || !isStated(truth, kind) ||
            judge(kind, truth, r, true, &shown) != Outcome::Right)
            continue;
        score += kind == QLatin1String("offering") ? 10 : 1;
    }
    return score >= 3 ? score : 0;
}

// Imports one file and tallies it against its truth.
void checkFile(const QString &path, const QJsonObject &truthFile, CorpusResult &out)
{
    const QuoteImport in = importQuoteFile(path);
    const QString name = QFileInfo(path).fileName();
    const QJsonArray truths = truthFile[QStringLiteral("quotes")].toArray();
    std::vector<Reading> readings;
    for (const Quote &q : in.quotes)
        readings.push_back(readQuote(q));
    // Quotes come out in the order of their rows: the truth quotes are matched to them in that order
    // (no two matches cross), the pairs agreeing on most facts.
    const size_t nt = size_t(truths.size()), ni = readings.size();
    std::vector<std::vector<int>> score(nt, std::vector<int>(ni, 0));
    for (size_t t = 0; t < nt; ++t)
        for (size_t i = 0; i < ni; ++i)
            score[t][i] = agreement(truths[qsizetype(t)].toObject(), readings[i]);
    std::vector<std::vector<int>> best(nt + 1, std::vector<int>(ni + 1, 0));
    for (size_t t = nt; t-- > 0;)
        for (size_t i = ni; i-- > 0;)
            best[t][i] = std::max({best[t + 1][i], best[t][i + 1], score[t][i] > 0 ? score[t][i] + best[t + 1][i + 1] : 0});
    std::vector<int> match(nt, -1);
    std::vector<bool> used(ni, false);
    for (size_t t = 0, i = 0; t < nt && i < ni;) {
        if (score[t][i] > 0 && best[t][i] == score[t][i] + best[t + 1][i + 1]) {
            match[t] = int(i);
            used[i] = true;
            ++t;
            ++i;
        } else if (best[t][i] == best[t + 1][i]) {
            ++t;
        } else {
            ++i;
        }
    }
    const QString format = truthFile[QStringLiteral("format")].toString();
    QStringList layout;
    for (const QJsonValue v : truthFile[QStringLiteral("layout")].toArray())
        layout << v.toString();
    int keptHere = 0;
    for (qsizetype t = 0; t < truths.size(); ++t) {
        const QJsonObject truth = truths[t].toObject();
        const bool kept = match[size_t(t)] >= 0;
        keptHere += kept ? 1 : 0;
        static const Reading none;
        const Reading &r = kept ? readings[size_t(match[size_t(t)])] : none;
        for (const QString &kind : factKinds()) {
            const bool stated = isStated(truth, kind);
            QString shown;
            // A quote left out reads nothing: its stated facts count as missed.
            const Outcome o = kept ? judge(kind, truth, r, stated, &shown) : (stated ? Outcome::Missed : Outcome::Absent);
            out.perKind[kind].add(o, stated);
            out.perStyle[kind + QStringLiteral(" | ") + styleOf(truth, kind)].add(o, stated);
            const QJsonValue tv = kind == QLatin1String("price") ? truth[kind].toObject()[QStringLiteral("amount")] : truth[kind];
            const QString truthText = tv.isString() ? tv.toString() : QString::number(tv.toDouble());
            if ((o == Outcome::Wrong || o == Outcome::Invented) && out.wrongExamples.size() < 60)
                out.wrongExamples << QStringLiteral("%1 quote %2 %3 [%4]: truth %5, read %6")
                                         .arg(name).arg(t + 1).arg(kind, styleOf(truth, kind),
                                                                   stated ? truthText : QStringLiteral("(not stated)"), shown);
            if (o == Outcome::Missed && kept && out.missedExamples.size() < 60)
                out.missedExamples << QStringLiteral("%1 quote %2 %3 [%4]: truth %5, not read")
                                          .arg(name).arg(t + 1).arg(kind, styleOf(truth, kind), truthText);
        }
    }
    const int extra = int(std::count(used.begin(), used.end(), false));
    out.files += 1;
    out.quotes += int(truths.size());
    out.kept += keptHere;
    out.extra += extra;
    for (const QString &tag : QStringList{format} + layout) {
        KeptTally &k = tag == format ? out.perFormat[tag] : out.perLayout[tag];
        k.quotes += int(truths.size());
        k.kept += keptHere;
        k.extra += extra;
    }
    if ((keptHere < truths.size() || extra > 0) && out.droppedExamples.size() < 40)
        out.droppedExamples << QStringLiteral("%1: %2 of %3 quotes kept, %4 extra; %5")
                                   .arg(name).arg(keptHere).arg(truths.size()).arg(extra)
                                   .arg(in.messages.mid(0, 2).join(QStringLiteral(" | ")));
}

// Every *.truth.json of `folder` with the sheet beside it.
CorpusResult checkFolder(const QString &folder)
{
    CorpusResult out;
    const QDir dir(folder);
    for (const QString &truthName : dir.entryList({QStringLiteral("*.truth.json")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(truthName));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject truth = QJsonDocument::fromJson(f.readAll()).object();
        checkFile(dir.filePath(truth[QStringLiteral("file")].toString()), truth, out);
    }
    return out;
}

void printResult(const char *title, const CorpusResult &r)
{
    qInfo().noquote() << QStringLiteral("== %1: %2 files, %3 quotes ==").arg(QLatin1String(title)).arg(r.files).arg(r.quotes);
    qInfo().noquote() << QStringLiteral("(a) values read wrong: %1 (wrong %2, invented %3, rows read as quotes that are none %4)")
                             .arg(r.wrong())
                             .arg(std::accumulate(r.perKind.begin(), r.perKind.end(), 0, [](int n, const auto &p) { return n + p.second.wrong; }))
                             .arg(std::accumulate(r.perKind.begin(), r.perKind.end(), 0, [](int n, const auto &p) { return n + p.second.invented; }))
                             .arg(r.extra);
    qInfo().noquote() << QStringLiteral("(b) stated values read right: %1 of %2 = %3 %")
                             .arg(r.right()).arg(r.stated()).arg(r.stated() ? 100.0 * r.right() / r.stated() : 100.0, 0, 'f', 1);
    qInfo().noquote() << QStringLiteral("(c) quotes kept: %1 of %2 = %3 %")
                             .arg(r.kept).arg(r.quotes).arg(r.quotes ? 100.0 * r.kept / r.quotes : 100.0, 0, 'f', 1);
    qInfo().noquote() << QStringLiteral("per fact:  %1 %2 %3 %4 %5 %6 %7")
                             .arg(QStringLiteral("kind"), -20).arg(QStringLiteral("stated"), 7).arg(QStringLiteral("right"), 7)
                             .arg(QStringLiteral("wrong"), 6).arg(QStringLiteral("missed"), 7).arg(QStringLiteral("invented"), 9)
                             .arg(QStringLiteral("read%"), 7);
    for (const QString &kind : factKinds()) {
        const auto it = r.perKind.find(kind);
        if (it == r.perKind.end())
            continue;
        const Tally &t = it->second;
        qInfo().noquote() << QStringLiteral("           %1 %2 %3 %4 %5 %6 %7")
                                 .arg(kind, -20).arg(t.stated, 7).arg(t.right, 7).arg(t.wrong, 6).arg(t.missed, 7)
                                 .arg(t.invented, 9).arg(t.share(), 7, 'f', 1);
    }
    // The writing styles, worst first.
    std::vector<std::pair<QString, Tally>> styles(r.perStyle.begin(), r.perStyle.end());
    std::stable_sort(styles.begin(), styles.end(), [](const auto &a, const auto &b) {
        return a.second.wrong + a.second.missed + a.second.invented > b.second.wrong + b.second.missed + b.second.invented;
    });
    qInfo().noquote() << QStringLiteral("per writing style (kind | style: stated right wrong missed invented), worst first:");
    for (const auto &[key, t] : styles)
        qInfo().noquote() << QStringLiteral("  %1 %2 %3 %4 %5 %6  %7 %")
                                 .arg(key, -48).arg(t.stated, 6).arg(t.right, 6).arg(t.wrong, 5).arg(t.missed, 6)
                                 .arg(t.invented, 5).arg(t.share(), 5, 'f', 1);
    qInfo().noquote() << QStringLiteral("quotes kept per format (kept/quotes, extra rows read as quotes):");
    for (const auto &[key, k] : r.perFormat)
        qInfo().noquote() << QStringLiteral("  %1 %2/%3  extra %4").arg(key, -28).arg(k.kept).arg(k.quotes).arg(k.extra);
    qInfo().noquote() << QStringLiteral("quotes kept per layout:");
    for (const auto &[key, k] : r.perLayout)
        qInfo().noquote() << QStringLiteral("  %1 %2/%3  extra %4").arg(key, -28).arg(k.kept).arg(k.quotes).arg(k.extra);
    if (!r.droppedExamples.isEmpty())
        qInfo().noquote() << QStringLiteral("files with quotes lost or extra (first %1):\n  ").arg(r.droppedExamples.size()) +
                                 r.droppedExamples.join(QStringLiteral("\n  "));
    if (!r.wrongExamples.isEmpty())
        qInfo().noquote() << QStringLiteral("values read wrong (first %1):\n  ").arg(r.wrongExamples.size()) +
                                 r.wrongExamples.join(QStringLiteral("\n  "));
    if (!r.missedExamples.isEmpty())
        qInfo().noquote() << QStringLiteral("stated values not read, in quotes kept (first %1):\n  ").arg(r.missedExamples.size()) +
                                 r.missedExamples.join(QStringLiteral("\n  "));
}

// The targets of issue 22, asserted as they are: the readers' work makes them pass.
void checkTargets(const CorpusResult &r)
{
    QVERIFY2(r.quotes > 0, "no quotes in the corpus");
    const double share = r.stated() ? 100.0 * r.right() / r.stated() : 100.0;
    const QByteArray figures = QStringLiteral("%1 wrong, %2 % of stated values read, %3 of %4 quotes kept")
                                   .arg(r.wrong()).arg(share, 0, 'f', 1).arg(r.kept).arg(r.quotes).toUtf8();
    QVERIFY2(r.wrong() == 0, QByteArray("(a) values read wrong must be 0: " + figures).constData());
    QVERIFY2(share >= 98.0, QByteArray("(b) the share of stated values read must be at least 98 %: " + figures).constData());
    QVERIFY2(r.kept == r.quotes, QByteArray("(c) every quote must be kept: " + figures).constData());
}

} // namespace

class TestQuoteCorpus : public QObject
{
    Q_OBJECT

private slots:
    void generatedCorpusIsReadAsItsTruth()
    {
        if (!QFileInfo(QString::fromLatin1(kPython)).isExecutable())
            QSKIP("/usr/bin/python3 is missing: the quote corpus is generated with it (./setup.sh install-deps)");
        QProcess probe;
        probe.start(QString::fromLatin1(kPython), {QStringLiteral("-c"), QStringLiteral("import openpyxl")});
        if (!probe.waitForFinished(30000) || probe.exitStatus() != QProcess::NormalExit || probe.exitCode() != 0)
            QSKIP("openpyxl is missing for /usr/bin/python3 (Debian: apt install python3-openpyxl; ./setup.sh install-deps)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QElapsedTimer timer;
        timer.start();
        QProcess gen;
        gen.start(QString::fromLatin1(kPython), {corpusScript(), dir.path(), QStringLiteral("--count"), QStringLiteral("1000")});
        QVERIFY2(gen.waitForFinished(120000), "make-corpus.py did not finish in 120 s");
        QVERIFY2(gen.exitStatus() == QProcess::NormalExit && gen.exitCode() == 0, gen.readAllStandardError().constData());
        const qint64 generated = timer.elapsed();
        const CorpusResult r = checkFolder(dir.path());
        qInfo().noquote() << QStringLiteral("corpus generated in %1 s, imported and checked in %2 s")
                                 .arg(generated / 1000.0, 0, 'f', 1).arg((timer.elapsed() - generated) / 1000.0, 0, 'f', 1);
        QCOMPARE(r.files, 1000);
        printResult("generated corpus", r);
        checkTargets(r);
    }

    // Workbooks resaved by LibreOffice Calc (tests/data/quotes/libreoffice/README.md).
    void libreOfficeRoundTripsAreReadAsTheirTruth()
    {
        const QString folder = QStringLiteral(GPUPLANNER_TEST_DATA "/quotes/libreoffice");
        const CorpusResult r = checkFolder(folder);
        QVERIFY2(r.files >= 3, "the LibreOffice round trips are missing");
        printResult("LibreOffice round trips", r);
        checkTargets(r);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestQuoteCorpus, Core)
#include "tst_quote_corpus.moc"
