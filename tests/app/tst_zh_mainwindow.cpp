// Issue 14 (tests): the Chinese main window shows no English. The window, at 1366×768 with a
// serving, a training and a video plan, is switched to Chinese; every tab of the central views,
// every dock, every menu and every cost chart is visited, and each visible text (labels, buttons,
// group and tab titles, tooltips, actions, combo items, spin box texts, table headers and cells,
// placeholders, chart axes and legends, the window title) is searched for English words: a word
// of three or more Latin letters that is neither a name Chinese engineers write in Latin letters
// (the short list below) nor data (catalog rows, vendor quotes, the plan's own name, file names,
// URLs). Every offender is listed, not only the first. The same texts are searched for English
// spacing in Chinese (a space after 。，；：）, between two Chinese words, a half-width colon or
// semicolon after Chinese): sentences and names joined by the code, not by the translator. The
// wizard's five pages for every task type and the export dialog of every document are walked too.
#include "app/core/aboutdialog.h"
#include "app/core/mainwindow.h"
#include "app/document/plandocument.h"
#include "app/document/planfile.h"
#include "app/export/exportdialog.h"
#include "app/export/planexport.h"
#include "app/quotes/quotesview.h"
#include "app/verify/importpanel.h"
#include "app/verify/verificationview.h"
#include "app/wizard/planwizard.h"
#include "catalog/bundled.h"
#include "planner/cost/costassumptions.h"
#include "planner/quotes/quoteimport.h"
#include "planner/quotes/quotejson.h"
#include "planner/workload/format.h"
#include "planner/workload/workload.h"
#include "translations/i18n.h"
#include "widgets/charts/costchart.h"
#include "widgets/cost/costview.h"
#include "widgets/items/sevenitemview.h"
#include "widgets/panels/dimensionsview.h"

#include <algorithm>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <qcustomplot.h>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTextEdit>
#include <QtTest>
#include <set>

using namespace gpuplanner;

namespace {

// Names, units and acronyms that Chinese engineers write in Latin letters. Exact spelling.
const QStringList &allowedWords()
{
    static const QStringList words = {
        // hardware, interconnects, software stacks
        QStringLiteral("GPU"), QStringLiteral("CPU"), QStringLiteral("vCPU"), QStringLiteral("vGPU"),
        QStringLiteral("RAM"), QStringLiteral("NVMe"), QStringLiteral("SSD"), QStringLiteral("HDD"),
        QStringLiteral("PCIe"), QStringLiteral("NVLink"), QStringLiteral("InfiniBand"),
        QStringLiteral("RoCE"), QStringLiteral("CUDA"), QStringLiteral("ROCm"), QStringLiteral("CANN"),
        // units and currencies
        QStringLiteral("TFLOPS"), QStringLiteral("GiB"), QStringLiteral("TiB"), QStringLiteral("Gbit"),
        QStringLiteral("Mbit"), QStringLiteral("USD"), QStringLiteral("CNY"),
        // number formats and training methods
        QStringLiteral("LoRA"), QStringLiteral("QLoRA"), QStringLiteral("ZeRO"),
        // models and simulation engines named as their makers name them
        QStringLiteral("SDXL"), QStringLiteral("FLUX"), QStringLiteral("OpenMM"), QStringLiteral("GROMACS"),
        QStringLiteral("AMBER"), QStringLiteral("NAMD"), QStringLiteral("LAMMPS"),
        QStringLiteral("day"), // ns/day
        // software
        QStringLiteral("vLLM"), QStringLiteral("SGLang"), QStringLiteral("TensorRT"),
        QStringLiteral("PyTorch"), QStringLiteral("FFmpeg"), QStringLiteral("GStreamer"),
        QStringLiteral("NVENC"), QStringLiteral("NVDEC"), QStringLiteral("Docker"), QStringLiteral("GeForce"),
        QStringLiteral("TITAN"), QStringLiteral("RTX"), // NVIDIA's product lines
        QStringLiteral("VBR"), QStringLiteral("CBR"),   // rate control, as encoders name it
        QStringLiteral("Kubernetes"), QStringLiteral("Slurm"), QStringLiteral("Ubuntu"),
        QStringLiteral("Linux"),
        // file formats, named as the files are
        QStringLiteral("PDF"), QStringLiteral("CSV"), QStringLiteral("XLSX"), QStringLiteral("JSON"),
        QStringLiteral("Markdown"), QStringLiteral("Dockerfile"), QStringLiteral("bash"),
        QStringLiteral("Python"),
        // acronyms of the trade, written so in Chinese texts
        QStringLiteral("LLM"), QStringLiteral("TDP"), QStringLiteral("TCO"), QStringLiteral("SLA"),
        QStringLiteral("LTS"), QStringLiteral("RDMA"), QStringLiteral("NCCL"), QStringLiteral("DCGM"),
        QStringLiteral("ECC"), QStringLiteral("MIG"), QStringLiteral("Xid"), QStringLiteral("RMA"),
        QStringLiteral("SATA"), QStringLiteral("HEVC"), QStringLiteral("AVC"), QStringLiteral("TOPS"),
        QStringLiteral("MiB"), QStringLiteral("CDN"), QStringLiteral("SDK"), QStringLiteral("NVSwitch"),
        QStringLiteral("HGX"), QStringLiteral("BGP"), QStringLiteral("GDDR"), QStringLiteral("IPv4"),
        // units and machine-learning terms that Chinese texts write in Latin letters (the Chinese
        // catalogue does so throughout: "每 token 时延", "batch 1", "每个 epoch")
        QStringLiteral("token"), QStringLiteral("fps"), QStringLiteral("batch"), QStringLiteral("epoch"),
        // commands and the user they need, as typed
        QStringLiteral("nvidia-smi"), QStringLiteral("gpu-burn"), QStringLiteral("dmesg"),
        QStringLiteral("fio"), QStringLiteral("df"), QStringLiteral("free"), QStringLiteral("root"),
        // a port's state as ibstat prints it ("State: Active"), which the operator compares
        QStringLiteral("Active"),
        // the language menu names each language in its own words
        QStringLiteral("English"),
        // works the acceptance checks cite (the verification table's source column)
        QStringLiteral("Azure"), QStringLiteral("AWS"), QStringLiteral("Imbue"), QStringLiteral("Verda"),
        QStringLiteral("nccl-tests"), QStringLiteral("busbw"), QStringLiteral("HPC"),
        QStringLiteral("README"), QStringLiteral("perftest"), QStringLiteral("topo"), QStringLiteral("FIO"),
        // the team library's server, and training software named as its makers name it
        QStringLiteral("PostgreSQL"), QStringLiteral("MLPerf"), QStringLiteral("MFU"),
        QStringLiteral("Megatron-LM"), QStringLiteral("DeepSpeed"), QStringLiteral("NeMo"),
        QStringLiteral("Transformer"), QStringLiteral("Engine"),            // NVIDIA Transformer Engine
        QStringLiteral("Trainer"),                                          // Hugging Face Trainer
        QStringLiteral("Hugging"), QStringLiteral("Face"),                  // Hugging Face (transformers)
        QStringLiteral("faster-whisper"), QStringLiteral("openai-whisper"), // speech engines
        QStringLiteral("FlashAttention"), QStringLiteral("SDPA"),           // attention kernels
        QStringLiteral("xformers"), QStringLiteral("diffusers"), QStringLiteral("Stable"),
        QStringLiteral("Diffusion"), QStringLiteral("UNet"), // diffusion models
    };
    return words;
}

// Number formats written with digits (FP8, BF16, INT4 …) and PCIe generations (Gen5).
bool isNumberFormat(const QString &word)
{
    static const QRegularExpression re(QStringLiteral("^(FP|BF|INT|Gen)\\d+$"));
    return re.match(word).hasMatch();
}

// Texts that are data, not user interface: removed from a text before its words are checked.
QStringList dataTexts(const catalog::Catalog &catalog)
{
    QStringList out;
    auto add = [&out](const QString &s) {
        if (s.size() >= 3)
            out << s;
    };
    auto addRow = [&add](const catalog::RowBase &row) {
        add(row.id);
        add(row.name);
        for (const QString &a : row.aliases)
            add(a);
        // the document a figure was read from, and how (the table's source tooltip)
        add(row.source.document);
        add(row.source.note);
    };
    for (const catalog::Accelerator &a : catalog.accelerators()) {
        addRow(a);
        add(a.vendor);
        add(a.architecture);
        add(a.memoryType);
        add(a.interconnectType);
        add(a.formFactor);
    }
    for (const catalog::Cpu &c : catalog.cpus()) {
        addRow(c);
        add(c.vendor);
        add(c.family);
        add(c.memoryType);
    }
    for (const catalog::ModelPreset &m : catalog.models()) {
        addRow(m);
        add(m.family);
    }
    for (const catalog::StorageClass &s : catalog.storage()) {
        addRow(s);
        // the drive or service the documents name beside the tier in words ("Samsung PM9A3 U.2")
        add(s.name.section(QLatin1Char('('), -1).chopped(s.name.endsWith(QLatin1Char(')')) ? 1 : 0));
        add(s.name.section(QLatin1Char(','), 0, 0).section(QStringLiteral(" ("), 0, 0));
    }
    for (const catalog::NetworkClass &n : catalog.network())
        addRow(n);
    for (const catalog::PriceOffer &p : catalog.prices()) {
        addRow(p);
        add(p.provider);
        add(p.offering);
        add(p.region);
    }
    // The titles of the pages the cost model's reference prices were read from.
    const planner::cost::CostAssumptions cost;
    for (const planner::cost::PriceSetting &p :
         {cost.blockStorageGbMonth, cost.hddGbMonth, cost.sharedFsGbMonth, cost.objectStorageGbMonth, cost.egressPerGb,
          cost.bandwidthPerMbpsMonth, cost.publicIpMonth, cost.electricityPerKwh, cost.hostingPerNodeMonth,
          cost.networkGearPerNode, cost.staffCostPerFteYear, planner::cost::CostAssumptions::chinaEgressPerGb(),
          planner::cost::CostAssumptions::chinaBandwidthPerMbpsMonth(), planner::cost::CostAssumptions::chinaPublicIpMonth()})
        add(p.source);
    return out;
}

nlohmann::json sampleQuotes()
{
    nlohmann::json quotes = nlohmann::json::array();
    const QDir samples(QStringLiteral(GPUPLANNER_TEST_DATA "/../../docs/samples"));
    for (const char *file : {"quote-vendor-a.xlsx", "quote-vendor-b.csv", "quote-vendor-c.json"})
        for (const quotes::Quote &q : quotes::importQuoteFile(samples.filePath(QString::fromLatin1(file))).quotes)
            quotes.push_back(quotes::quoteToJson(q));
    return quotes;
}

// What vendors wrote in their quotes: data.
QStringList quoteTexts(const nlohmann::json &quotes)
{
    QStringList out;
    for (const auto &q : quotes)
        for (const char *key : {"vendor", "offering", "plan", "source", "billing_rules", "traffic_pricing", "support_sla",
                                "delivery_time", "notes"})
            if (q.contains(key) && q[key].is_string() && q[key].get<std::string>().size() >= 3)
                out << QString::fromStdString(q[key].get<std::string>());
    for (const auto &q : quotes)
        if (q.contains("answers") && q["answers"].is_object())
            for (const auto &a : q["answers"])
                for (const char *key : {"offered", "value"})
                    if (a.contains(key) && a[key].is_string() && a[key].get<std::string>().size() >= 3)
                        out << QString::fromStdString(a[key].get<std::string>());
    return out;
}

class Collector
{
public:
    Collector(QStringList data) : m_data(std::move(data))
    {
        for (QString &d : m_data)
            d = d.simplified(); // as the texts are compared
        // Longest first, so that "H100 SXM5 80GB" goes before "H100".
        std::sort(m_data.begin(), m_data.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
        m_data.removeDuplicates();
    }

    void setPlace(const QString &place) { m_place = place; }

    // The English words of `text` that are not allowed; empty when none.
    QStringList englishWords(QString text) const
    {
        static const QRegularExpression url(QStringLiteral("\\b(?:https?|file)://\\S+"));
        static const QRegularExpression path(QStringLiteral("(?:~|\\.{0,2})/[^\\s，。；：）)]+"));
        static const QRegularExpression file(
            QStringLiteral("[\\w.-]*\\.(?:json|gpuplan|pdf|csv|xlsx|md|txt|sh|py|nhc|tar\\.gz|tgz|png|log)\\b"),
            QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression word(QStringLiteral("[A-Za-z0-9]+"));
        static const QRegularExpression threeLetters(QStringLiteral("[A-Za-z]{3,}"));
        static const QRegularExpression image(QStringLiteral("[\\w.-]+/[\\w.-]+:[\\w.-]+")); // nvidia/cuda:12.8.0-…
        static const QRegularExpression code(QStringLiteral("<code>.*?</code>"));
        text.remove(code); // commands to type
        text.remove(QRegularExpression(QStringLiteral("<[^>]*>"))); // rich text tags
        text = text.simplified(); // a name wrapped over two lines is still the name
        for (const QString &d : m_data) // data first: the patterns below would cut into it
            text.replace(d, QStringLiteral(" "));
        static const QRegularExpression option(QStringLiteral("(?:^|\\s)--?[A-Za-z][\\w-]*(?:=\\S*)?")); // fio --direct=1
        static const QRegularExpression formula(QStringLiteral("\\b(?:min|max|log2)(?=\\()"));       // min(1, …)
        static const QRegularExpression product(QStringLiteral("\\bVideo Codec SDK\\b"));            // NVIDIA's name
        static const QRegularExpression identifier(QStringLiteral("\\b[A-Za-z]\\w*_\\w+\\b")); // all_reduce, check_gpu_count
        text.remove(url);
        text.remove(image);
        text.remove(identifier);
        text.remove(option);
        text.remove(formula);
        text.remove(product);
        text.remove(path);
        text.remove(file);
        QStringList found;
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString w = m.captured();
            if (!threeLetters.match(w).hasMatch() || isNumberFormat(w))
                continue;
            QString letters = w;
            while (!letters.isEmpty() && letters.back().isDigit())
                letters.chop(1);
            while (!letters.isEmpty() && letters.front().isDigit())
                letters.remove(0, 1);
            if (allowedWords().contains(w) || allowedWords().contains(letters))
                continue;
            // commands: "nvidia-smi", "gpu-burn" (the word with its neighbours joined by '-')
            const int start = int(m.capturedStart()), end = int(m.capturedEnd());
            auto joined = [&text](int from, int to) {
                while (from > 0 && (text.at(from - 1).isLetterOrNumber() || text.at(from - 1) == u'-'))
                    --from;
                while (to < text.size() && (text.at(to).isLetterOrNumber() || text.at(to) == u'-'))
                    ++to;
                return text.mid(from, to - from);
            };
            if (allowedWords().contains(joined(start, end)))
                continue;
            found << w;
        }
        return found;
    }

    // Where Chinese text is spaced as English joins it: a space after a full-width stop or comma
    // ("（默认值）。 按量"), between two Chinese words ("为 按量付费 时"), or a half-width colon or
    // semicolon after Chinese ("GPU 型号: "). Data (names as their sources write them) and commands
    // are left out first, each replaced by a mark that is neither Chinese nor a space.
    QStringList spacingProblems(QString text) const
    {
        static const QRegularExpression code(QStringLiteral("<code>.*?</code>"));
        static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
        text.remove(code);
        text.replace(tag, QStringLiteral("\n")); // <br>, </p>: a break, not a space
        for (const QString &d : m_data)
            text.replace(d, QStringLiteral("◊"));
        static const QRegularExpression problems[] = {
            QRegularExpression(QStringLiteral("[。，；：！？）][ \\t]+(?=\\S)")),
            QRegularExpression(QStringLiteral("\\p{Han} (?=\\p{Han})")),
            QRegularExpression(QStringLiteral("\\p{Han}[:;] ")),
        };
        QStringList found;
        for (const QRegularExpression &re : problems)
            for (auto it = re.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                found << QStringLiteral("…") + text.mid(std::max<qsizetype>(0, m.capturedStart() - 12), 30) +
                             QStringLiteral("…");
            }
        return found;
    }

    void add(const QString &where, const QString &text)
    {
        if (text.trimmed().isEmpty())
            return;
        for (const QString &p : spacingProblems(text))
            if (!m_seen.contains(where + u'\x1e' + p)) {
                m_seen.insert(where + u'\x1e' + p);
                m_offenders << QStringLiteral("%1 | %2: spacing \"%3\"")
                                   .arg(m_place, where, QString(p).replace(u'\n', QStringLiteral("⏎")));
            }
        const QStringList words = englishWords(text);
        if (words.isEmpty())
            return;
        const QString key = where + u'\x1f' + text;
        if (m_seen.contains(key))
            return;
        m_seen.insert(key);
        QString shown = text;
        shown.replace(u'\n', QStringLiteral("⏎"));
        if (shown.size() > 240) { // a long text: where its English words stand
            QStringList around;
            for (const QString &w : words.mid(0, 4)) {
                const qsizetype at = shown.indexOf(w);
                around << QStringLiteral("…") + shown.mid(std::max<qsizetype>(0, at - 50), w.size() + 100) + QStringLiteral("…");
            }
            shown = around.join(QStringLiteral(" "));
        }
        m_offenders << QStringLiteral("%1 | %2: \"%3\" [%4]").arg(m_place, where, shown, words.join(u' '));
    }

    void addWidget(QWidget *w)
    {
        const QString name = QString::fromLatin1(w->metaObject()->className())
                             + (w->objectName().isEmpty() ? QString() : u'#' + w->objectName());
        add(name + QStringLiteral(" tooltip"), w->toolTip());
        add(name + QStringLiteral(" status tip"), w->statusTip());
        add(name + QStringLiteral(" what's this"), w->whatsThis());
        if (w->isWindow())
            add(name + QStringLiteral(" title"), w->windowTitle());
        if (auto *l = qobject_cast<QLabel *>(w))
            add(name, l->text());
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            add(name, b->text());
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            add(name, g->title());
        else if (auto *d = qobject_cast<QDockWidget *>(w))
            add(name, d->windowTitle());
        if (auto *tabs = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < tabs->count(); ++i) {
                add(name + QStringLiteral(" tab"), tabs->tabText(i));
                add(name + QStringLiteral(" tab tooltip"), tabs->tabToolTip(i));
            }
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < c->count(); ++i) {
                add(name + QStringLiteral(" item"), c->itemText(i));
                add(name + QStringLiteral(" item tooltip"), c->itemData(i, Qt::ToolTipRole).toString());
            }
        if (auto *s = qobject_cast<QAbstractSpinBox *>(w)) {
            add(name + QStringLiteral(" text"), s->text());
            add(name + QStringLiteral(" special value"), s->specialValueText());
            if (auto *i = qobject_cast<QSpinBox *>(w)) {
                add(name + QStringLiteral(" prefix"), i->prefix());
                add(name + QStringLiteral(" suffix"), i->suffix());
            } else if (auto *d = qobject_cast<QDoubleSpinBox *>(w)) {
                add(name + QStringLiteral(" prefix"), d->prefix());
                add(name + QStringLiteral(" suffix"), d->suffix());
            }
        }
        if (auto *e = qobject_cast<QLineEdit *>(w)) {
            add(name + QStringLiteral(" placeholder"), e->placeholderText());
            // A read-only line shows a computed text; the monitoring command line is one to copy.
            if (e->isReadOnly() && e->objectName() != QLatin1String("monitorCommand")
                && !qobject_cast<QAbstractSpinBox *>(w->parentWidget())
                && !qobject_cast<QComboBox *>(w->parentWidget()))
                add(name + QStringLiteral(" text"), e->text());
        }
        if (auto *t = qobject_cast<QTextEdit *>(w)) {
            add(name + QStringLiteral(" placeholder"), t->placeholderText());
            if (t->isReadOnly())
                add(name + QStringLiteral(" text"), t->toPlainText());
        }
        if (auto *t = qobject_cast<QPlainTextEdit *>(w)) {
            add(name + QStringLiteral(" placeholder"), t->placeholderText());
            if (t->isReadOnly())
                add(name + QStringLiteral(" text"), t->toPlainText());
        }
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model() && !qobject_cast<QHeaderView *>(w))
            addModel(name, v->model(), QModelIndex());
        if (auto *plot = qobject_cast<QCustomPlot *>(w))
            addPlot(name, plot);
    }

    void addModel(const QString &name, const QAbstractItemModel *model, const QModelIndex &parent)
    {
        if (!parent.isValid()) {
            for (int c = 0; c < model->columnCount(); ++c) {
                add(name + QStringLiteral(" header"), model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
                add(name + QStringLiteral(" header tooltip"), model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
            }
        }
        for (int r = 0; r < model->rowCount(parent); ++r)
            for (int c = 0; c < model->columnCount(parent); ++c) {
                const QModelIndex index = model->index(r, c, parent);
                add(name + QStringLiteral(" cell"), index.data(Qt::DisplayRole).toString());
                add(name + QStringLiteral(" cell tooltip"), index.data(Qt::ToolTipRole).toString());
                if (c == 0 && model->hasChildren(index))
                    addModel(name, model, index);
            }
    }

    void addPlot(const QString &name, QCustomPlot *plot)
    {
        plot->replot(QCustomPlot::rpImmediateRefresh);
        for (QCPAxisRect *rect : plot->axisRects())
            for (QCPAxis *axis : rect->axes()) {
                if (!axis->visible())
                    continue;
                add(name + QStringLiteral(" axis"), axis->label());
                if (axis->tickLabels())
                    for (const QString &t : axis->tickVectorLabels())
                        add(name + QStringLiteral(" tick"), t);
            }
        for (int i = 0; i < plot->plottableCount(); ++i)
            if (plot->plottable(i)->visible())
                add(name + QStringLiteral(" legend"), plot->plottable(i)->name());
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto *t = qobject_cast<QCPItemText *>(plot->item(i)); t && t->visible())
                add(name + QStringLiteral(" text"), t->text());
        for (QCPLayoutElement *e : plot->plotLayout()->elements(true))
            if (auto *t = qobject_cast<QCPTextElement *>(e))
                add(name + QStringLiteral(" title"), t->text());
    }

    void addAction(const QString &where, QAction *a)
    {
        if (a->isSeparator())
            return;
        add(where, a->text());
        if (a->toolTip() != QString(a->text()).remove(u'&'))
            add(where + QStringLiteral(" tooltip"), a->toolTip());
        add(where + QStringLiteral(" status tip"), a->statusTip());
        if (QMenu *menu = a->menu()) {
            add(where + QStringLiteral(" title"), menu->title());
            for (QAction *sub : menu->actions())
                addAction(where + QStringLiteral(" > ") + QString(a->text()).remove(u'&'), sub);
        }
    }

    // Every visible widget under `root`; each tab of a tab widget in turn.
    void walk(QWidget *root)
    {
        for (QWidget *w : root->findChildren<QWidget *>())
            if (w->isVisible())
                addWidget(w);
        for (QTabWidget *tabs : root->findChildren<QTabWidget *>()) {
            if (!tabs->isVisible() || m_walkingTabs.contains(tabs))
                continue;
            m_walkingTabs.insert(tabs);
            const int current = tabs->currentIndex();
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QCoreApplication::processEvents();
                walk(tabs->widget(i));
            }
            tabs->setCurrentIndex(current);
            m_walkingTabs.remove(tabs);
        }
    }

    const QStringList &offenders() const { return m_offenders; }

private:
    QStringList m_data;
    QString m_place;
    QStringList m_offenders;
    QSet<QString> m_seen;
    QSet<QTabWidget *> m_walkingTabs;
};

} // namespace

class TestZhMainWindow : public QObject
{
    Q_OBJECT

    catalog::Catalog m_catalog;

    // Every view, dock, menu and chart of `window` in its present state.
    void visit(app::MainWindow &window, Collector &collector, const QString &plan)
    {
        collector.setPlace(plan + QStringLiteral(" / window"));
        collector.add(QStringLiteral("window title"), window.windowTitle());
        for (QAction *a : window.menuBar()->actions())
            collector.addAction(QStringLiteral("menu"), a);
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            dock->show();
            QCoreApplication::processEvents();
            collector.setPlace(plan + QStringLiteral(" / dock ") + dock->objectName());
            collector.addWidget(dock);
            collector.walk(dock);
        }
        if (auto *cost = window.findChild<widgets::CostView *>()) {
            for (int i = 0; i < cost->chartCount(); ++i) {
                cost->showChart(i);
                QCoreApplication::processEvents();
                collector.setPlace(plan + QStringLiteral(" / cost chart %1").arg(i));
                collector.walk(cost);
            }
            cost->showChart(0);
        }
        QTabWidget *views = window.views();
        for (int i = 0; i < views->count(); ++i) {
            views->setCurrentIndex(i);
            QCoreApplication::processEvents();
            collector.setPlace(plan + QStringLiteral(" / tab ") + QString::fromLatin1(views->widget(i)->metaObject()->className()));
            // The whole window: the view, the problem bar and status bar beside it.
            collector.walk(&window);
            // To look at (painted text the walk cannot read): ZH_MAINWINDOW_SHOTS=folder.
            if (const QString shots = qEnvironmentVariable("ZH_MAINWINDOW_SHOTS"); !shots.isEmpty())
                window.grab().save(QDir(shots).filePath(QStringLiteral("%1-%2.png").arg(plan).arg(i).replace(u' ', u'-')));
        }
        views->setCurrentWidget(window.dimensionsView());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        catalog::BundledCatalog b = catalog::loadBundledCatalog();
        m_catalog = catalog::Catalog(std::move(b.rows), b.version);
    }

    void cleanupTestCase() { i18n::setLanguage(i18n::Language::English); }

    // Issue 26, item 16: the desktop ends every title with the application's display name unless
    // the title ends with it (QPlatformWindow::formatWindowTitle). The name follows the language,
    // so that no title, of the window or of a dialog, says it twice or in the other language.
    void titlesNameTheApplicationOnce()
    {
        const auto shown = [](const QString &title) {
            const QString name = QGuiApplication::applicationDisplayName();
            return title.endsWith(name) ? title : title + QStringLiteral(" — ") + name;
        };
        app::MainWindow window(m_catalog);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const QString &language : {QStringLiteral("zh"), QStringLiteral("en")}) {
            window.setLanguage(language);
            const QString name = language == QLatin1String("zh") ? QStringLiteral("GPU 服务器配置规划器")
                                                                 : QStringLiteral("GPU Server Planner");
            QTRY_COMPARE(QGuiApplication::applicationDisplayName(), name);
            QStringList titles{shown(window.windowTitle().replace(QStringLiteral("[*]"), QString()))};
            app::AboutDialog about(m_catalog);
            titles << shown(about.windowTitle());
            app::ExportDialog exportDialog(*window.document(), app::ExportKind::SpecSheet, &window);
            titles << shown(exportDialog.windowTitle());
            app::PlanWizard wizard(m_catalog);
            titles << shown(wizard.windowTitle());
            for (const QString &title : std::as_const(titles)) {
                QVERIFY2(title.count(language == QLatin1String("zh") ? QStringLiteral("规划器") : QStringLiteral("Planner")) == 1,
                         qPrintable(title));
                if (language == QLatin1String("zh"))
                    QVERIFY2(!title.contains(QStringLiteral("Planner")), qPrintable(title));
            }
        }
    }

    // An input problem is said in Chinese too: the engine's Chinese message puts a full-width colon after
    // the field ("model.layers：自定义语言模型必须填写"), and the window once read only ":" there, so
    // in Chinese the bar stayed hidden, the field showed no message and the findings said "balanced"
    // beside greyed figures.
    void chineseInputProblemIsShownAtItsField()
    {
        app::MainWindow window(m_catalog);
        window.show();
        window.setLanguage(QStringLiteral("zh"));
        QCoreApplication::processEvents(); // the language change reaches every widget
        app::PlanDocument *doc = window.document();
        doc->reset(app::planfile::make({{"task", "batch_inference"},
                                        {"model", {{"name", "x"}, {"parameters_b", 7}}},
                                        {"serving", {{"total_requests", 1000}}}},
                                       QStringLiteral("t")),
                   {});
        QCOMPARE(doc->inputErrorPath(), QStringLiteral("workload.model.layers"));
        QVERIFY2(doc->inputErrorText().startsWith(QStringLiteral("自定义语言模型")),
                 qPrintable(doc->inputErrorText()));
        QVERIFY(window.problemBar()->isVisible());
        QVERIFY2(window.problemBar()->text().contains(QStringLiteral("层数")),
                 qPrintable(window.problemBar()->text()));
        auto *label =
            window.workloadView()->findChild<QLabel *>(QStringLiteral("error-workload.model.layers"));
        QVERIFY(label && label->isVisible());
        // A Chinese sentence before a full-width colon is no field.
        QCOMPARE(planner::splitFieldError(QStringLiteral("方案文件无法读取：磁盘已满")).first, QString());
        QCOMPARE(planner::splitFieldError(QStringLiteral("gpus[1].count: must be 1 or more")).first,
                 QStringLiteral("gpus[1].count"));
        window.setLanguage(QStringLiteral("en"));
    }

    void noEnglishInTheChineseMainWindow()
    {
        const nlohmann::json quotes = sampleQuotes();
        QVERIFY(!quotes.empty());
        // The sample is the CLI's input (name, workload, cost); as a plan file it needs a format.
        QFile sample(QStringLiteral(GPUPLANNER_TEST_DATA "/../../docs/samples/llama-3.1-70b-serving.json"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        nlohmann::json sampleJson = nlohmann::json::parse(sample.readAll().toStdString());
        sampleJson["format"] = app::planfile::kFormat;
        sampleJson["version"] = app::planfile::kVersion;
        const app::planfile::Loaded serving = app::planfile::fromJson(sampleJson, sample.fileName());
        QVERIFY2(serving.error.isEmpty(), qPrintable(serving.error));
        struct Plan
        {
            QString name;
            nlohmann::json plan;
        };
        std::vector<Plan> plans;
        plans.push_back({QStringLiteral("70B serving"), serving.plan});
        plans.back().plan["quotes"] = quotes;
        plans.push_back({QStringLiteral("8B training"),
                         app::planfile::make({{"task", "llm_pretraining"},
                                              {"model", {{"preset", "llama-3.1-8b"}}},
                                              {"training", {{"tokens", 1e11}, {"deadline_days", 30}}},
                                              {"precision", "bf16"}},
                                             QStringLiteral("Llama 8B pretraining"))});
        plans.push_back({QStringLiteral("7B fine-tuning"),
                         app::planfile::make({{"task", "llm_finetune"},
                                              {"model", {{"preset", "qwen2.5-7b"}}},
                                              {"training", {{"method", "lora"}, {"tokens", 2e8}, {"deadline_days", 2}}}},
                                             QStringLiteral("Qwen fine-tune"))});
        plans.push_back({QStringLiteral("video"),
                         app::planfile::make({{"task", "video_processing"},
                                              {"model", {{"name", "transcoder"}}},
                                              {"video", {{"streams", 40}, {"mode", "transcode"}}}},
                                             QStringLiteral("Video transcoding"))});

        QStringList data = dataTexts(m_catalog) + quoteTexts(quotes);
        // What the fixture acceptance report recorded: its name, host and the CPU's model name.
        data << QStringLiteral("report-l40s-quick") << QStringLiteral("l40s-fixture")
             << QStringLiteral("Intel(R) Xeon(R) Processor");
        for (const Plan &p : plans)
            data << QString::fromStdString(p.plan.value("name", std::string())) << QStringLiteral("transcoder");
        Collector collector(data);

        app::MainWindow window(m_catalog);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setLanguage(QStringLiteral("zh"));
        QTRY_COMPARE(window.views()->tabText(window.views()->indexOf(window.dimensionsView())), QStringLiteral("八个维度"));
        // The first screen: the sample plan, before the user's own.
        visit(window, collector, QStringLiteral("first screen"));
        for (const Plan &p : plans) {
            window.document()->reset(p.plan, {});
            QCoreApplication::processEvents();
            QVERIFY2(window.document()->isEvaluated(), qPrintable(p.name));
            if (p.name == QLatin1String("70B serving")) {
                // The verification view with the fixture acceptance report imported.
                window.views()->setCurrentWidget(window.verificationView());
                app::ImportPanel *panel = window.verificationView()->importPanel();
                QVERIFY(panel->importReport(QStringLiteral(GPUPLANNER_TEST_DATA "/verify/report-l40s-quick")));
                QTRY_VERIFY_WITH_TIMEOUT(!panel->isImporting(), 20000);
            }
            visit(window, collector, p.name);
        }
        // The wizard, page by page, for every task type: the fields each task shows, and what a
        // page says when its values are refused.
        for (const QString &task : planner::allTaskIds()) {
            app::PlanWizard wizard(m_catalog);
            wizard.resize(1000, 700);
            wizard.show();
            QVERIFY(QTest::qWaitForWindowExposed(&wizard));
            wizard.setValue(QStringLiteral("task"), task.toStdString());
            int pages = 0;
            for (int page = 0; page < 12; ++page) {
                QCoreApplication::processEvents();
                collector.setPlace(QStringLiteral("wizard %1 / page %2").arg(task).arg(page));
                collector.walk(&wizard);
                ++pages;
                const int before = wizard.currentId();
                wizard.next();
                if (wizard.currentId() == before)
                    break; // the last page, or one whose values are refused (walked above)
            }
            QVERIFY2(pages >= 5,
                     qPrintable(QStringLiteral("wizard %1: %2 pages walked").arg(task).arg(pages)));
        }
        // The export dialog for every kind of document (the about box lists sources' domains: data).
        for (const app::ExportKind kind : app::exportKinds()) {
            app::ExportDialog dialog(*window.document(), kind, &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            collector.setPlace(QStringLiteral("export dialog ") + app::exportKindName(kind));
            collector.walk(&dialog);
            collector.add(QStringLiteral("title"), dialog.windowTitle());
        }
        window.setLanguage(QStringLiteral("en"));
        // Every offender on its own line (a failure message would be cut short).
        for (const QString &o : collector.offenders())
            qInfo().noquote() << o;
        QVERIFY2(collector.offenders().isEmpty(),
                 qPrintable(QStringLiteral("%1 texts with English words (listed above)").arg(collector.offenders().size())));
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestZhMainWindow, Gui)
#include "tst_zh_mainwindow.moc"
