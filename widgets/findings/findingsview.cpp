#include "widgets/findings/findingsview.h"

#include "planner/workload/format.h"
#include "widgets/wraplabel.h"

#include <algorithm>
#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gpuplanner::widgets {

namespace {
constexpr int FindingRole = Qt::UserRole + 1;

bool sameFinding(const planner::Finding &a, const planner::Finding &b)
{
    if (a.id != b.id || a.severity != b.severity || a.dimensions != b.dimensions || a.title != b.title
        || a.message != b.message || a.reason != b.reason || a.suggestion != b.suggestion || a.link != b.link
        || a.fix.has_value() != b.fix.has_value())
        return false;
    return !a.fix || (a.fix->label == b.fix->label && a.fix->edits == b.fix->edits);
}

bool sameFindings(const std::vector<planner::Finding> &a, const std::vector<planner::Finding> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), sameFinding);
}

// The same findings in the same order, each with or without a fix: the tree's items and buttons
// can stay, only their texts change (a figure in a message).
bool sameStructure(const std::vector<planner::Finding> &a, const std::vector<planner::Finding> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const planner::Finding &x, const planner::Finding &y) {
                          return x.id == y.id && x.severity == y.severity && x.link == y.link
                                 && x.fix.has_value() == y.fix.has_value();
                      });
}

// A finding's text wraps at the width of its column instead of being cut: the row is as high as
// the wrapped text (QStyledItemDelegate alone measures it on one line per paragraph).
class WrapDelegate : public QStyledItemDelegate
{
public:
    explicit WrapDelegate(QTreeView *view) : QStyledItemDelegate(view), m_view(view) {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        if (index.column() != 0)
            return size;
        int depth = m_view->rootIsDecorated() ? 1 : 0;
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            ++depth;
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        const QStyle *style = m_view->style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &o, m_view) + 1;
        int width = m_view->columnWidth(0) - depth * m_view->indentation() - 2 * margin;
        if (!o.icon.isNull())
            width -= o.decorationSize.width() + 2 * margin;
        if (width < 40)
            return size;
        const QRect text = o.fontMetrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, o.text);
        size.setHeight(std::max(size.height(), text.height() + 2 * margin + 2));
        return size;
    }

private:
    QTreeView *m_view;
};

// Escaped for rich text, with `commands` shown as code.
QString richText(const QString &text)
{
    static const QRegularExpression command(QStringLiteral("`([^`]+)`"));
    return text.toHtmlEscaped().replace(command, QStringLiteral("<code>\\1</code>"));
}

void fillItem(QTreeWidgetItem *item, const planner::Finding &f)
{
    item->setText(0, f.title + QStringLiteral("\n") + f.message);
    QString tip = QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p><p><i>%4</i></p>")
                      .arg(f.title.toHtmlEscaped(), richText(f.message), richText(f.reason), richText(f.suggestion));
    if (!f.link.isEmpty())
        tip += QStringLiteral("<p>%1</p>").arg(f.link.toHtmlEscaped());
    item->setToolTip(0, tip);
    item->setData(0, Qt::AccessibleTextRole, QString(f.title + QStringLiteral(": ") + f.message));
    item->setWhatsThis(0, f.id);
}
} // namespace

FindingsView::FindingsView(QWidget *parent)
    : QWidget(parent), m_summary(new WrapLabel(this)), m_tree(new QTreeWidget(this)),
      m_detail(new WrapLabel(this)), m_detailArea(new QScrollArea(this))
{
    setObjectName(QStringLiteral("findingsView"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderHidden(true);
    m_tree->setWordWrap(true);
    m_tree->setUniformRowHeights(false);
    m_tree->setItemDelegate(new WrapDelegate(m_tree));
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    // A new width of the text column wraps the rows again (once per burst of resizes).
    auto *relayout = new QTimer(this);
    relayout->setSingleShot(true);
    relayout->setInterval(0);
    connect(relayout, &QTimer::timeout, m_tree, &QTreeWidget::doItemsLayout);
    connect(m_tree->header(), &QHeaderView::sectionResized, relayout, [relayout](int section) {
        if (section == 0)
            relayout->start();
    });
    m_summary->setWordWrap(true);
    // The selected finding in full: title, what is wrong, why it matters, what to do.
    m_detail->setObjectName(QStringLiteral("findingDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // In a dock of a 768-pixel screen the detail ran past the bottom and its last paragraph, what to
    // do, was cut off: it scrolls now, in half of the height, the list keeping the other half.
    m_detailArea->setWidget(m_detail);
    m_detailArea->setWidgetResizable(true);
    m_detailArea->setFrameShape(QFrame::NoFrame);
    m_detailArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_detailArea->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_detailArea, 1);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] { showDetail(); });
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int index = item->data(0, FindingRole).toInt() - 1;
        if (index >= 0 && index < int(m_findings.size()))
            if (const QString home = planner::homeDimension(m_findings[size_t(index)]); !home.isEmpty())
                emit dimensionActivated(home);
    });
    retranslateUi();
}

void FindingsView::showFindings(const std::vector<planner::Finding> &findings, const QString &inputError)
{
    // Most edits leave the findings as they were: keep the tree (and its scroll position,
    // selection and fix buttons) instead of building it again.
    if (m_built && inputError == m_inputError && sameFindings(findings, m_findings))
        return;
    const bool inPlace = m_built && sameStructure(findings, m_findings);
    m_findings = findings;
    m_inputError = inputError;
    m_built = true;
    if (inPlace)
        updateItems();
    else
        rebuild();
}

void FindingsView::updateItems()
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int c = 0; c < group->childCount(); ++c) {
            QTreeWidgetItem *item = group->child(c);
            const int index = item->data(0, FindingRole).toInt() - 1;
            if (index < 0 || index >= int(m_findings.size()))
                continue;
            const planner::Finding &f = m_findings[size_t(index)];
            fillItem(item, f);
            if (auto *button = qobject_cast<QPushButton *>(m_tree->itemWidget(item, 1)); button && f.fix)
                labelFixButton(button, *f.fix);
        }
    }
    retranslateUi();
}

QString FindingsView::detailText() const
{
    return m_detailArea->isHidden() ? QString() : m_detail->text();
}

void FindingsView::showDetail()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    const int index = item ? item->data(0, FindingRole).toInt() - 1 : -1;
    if (index < 0 || index >= int(m_findings.size())) {
        m_detail->clear();
        m_detailArea->hide();
        return;
    }
    m_detail->setText(item->toolTip(0));
    m_detailArea->verticalScrollBar()->setValue(0);
    m_detailArea->show();
}

namespace {
// The words of `text` that fit `width` with an ellipsis, or the whole text when it fits.
QString elideAtWord(const QString &text, const QFontMetrics &metrics, int width)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const QString ellipsis = QStringLiteral("…");
    QString kept;
    for (const QString &word : text.split(QLatin1Char(' '))) {
        const QString longer = kept.isEmpty() ? word : kept + QLatin1Char(' ') + word;
        if (metrics.horizontalAdvance(longer + ellipsis) > width)
            break;
        kept = longer;
    }
    return kept.isEmpty() ? metrics.elidedText(text, Qt::ElideRight, width) : kept + ellipsis;
}
} // namespace

void FindingsView::labelFixButton(QPushButton *button, const planner::Fix &fix)
{
    // The button says the edit it makes ("Use 512 GB of RAM"): the label is made with the edit's
    // figures in the rule (planner/rules/).
    // A long label (a GPU's full name) would take the row from the finding's text, which then wraps
    // a few characters to a line: the button keeps the width of the label's first 24 characters (at
    // least 16 average ones) and ends at a whole word with "…" (a cut word reads as a typo); the
    // tooltip and the accessible name keep it whole. A label of 24 characters or fewer is never cut.
    const QFontMetrics metrics(button->font());
    const int widest =
        std::max(metrics.averageCharWidth() * 16, metrics.horizontalAdvance(fix.label.left(24)));
    button->setText(elideAtWord(fix.label, metrics, widest));
    button->setToolTip(tr("Apply fix: %1").arg(fix.label));
    button->setAccessibleName(tr("Apply fix: %1").arg(fix.label));
}

void FindingsView::rebuild()
{
    m_tree->clear();
    m_count = int(m_findings.size());
    struct Group
    {
        const char *severity;
        QTreeWidgetItem *item = nullptr;
    };
    Group groups[] = {{"error"}, {"warning"}, {"info"}};
    const QStyle *style = QApplication::style();
    for (size_t i = 0; i < m_findings.size(); ++i) {
        const planner::Finding &f = m_findings[i];
        for (Group &g : groups) {
            if (f.severity != QLatin1String(g.severity))
                continue;
            if (!g.item) {
                g.item = new QTreeWidgetItem(m_tree);
                g.item->setIcon(0, style->standardIcon(f.severity == QLatin1String("error")     ? QStyle::SP_MessageBoxCritical
                                                       : f.severity == QLatin1String("warning") ? QStyle::SP_MessageBoxWarning
                                                                                                : QStyle::SP_MessageBoxInformation));
                g.item->setExpanded(true);
            }
            auto *item = new QTreeWidgetItem(g.item);
            item->setData(0, FindingRole, int(i) + 1);
            fillItem(item, f);
            if (f.fix) {
                auto *button = new QPushButton(m_tree);
                labelFixButton(button, *f.fix);
                button->setObjectName(QStringLiteral("fix-") + f.id);
                // The fix of the finding as it is now (updateItems() may have changed its figures);
                // a copy, since applying it re-evaluates the plan and replaces m_findings.
                connect(button, &QPushButton::clicked, this, [this, i] {
                    if (i < m_findings.size() && m_findings[i].fix) {
                        const planner::Fix fix = *m_findings[i].fix;
                        emit fixRequested(fix);
                    }
                });
                m_tree->setItemWidget(item, 1, button);
            } else if (!f.link.isEmpty()) {
                // An old reference price: its source page, to check it before asking for a quote.
                auto *link = new QLabel(m_tree);
                link->setObjectName(QStringLiteral("source-") + f.id);
                link->setTextFormat(Qt::RichText);
                link->setOpenExternalLinks(true);
                link->setTextInteractionFlags(Qt::TextBrowserInteraction);
                link->setText(QStringLiteral("<a href=\"%1\">%2</a>").arg(f.link.toHtmlEscaped(), tr("Source")));
                link->setToolTip(f.link);
                link->setAccessibleName(tr("Open the source: %1").arg(f.link));
                m_tree->setItemWidget(item, 1, link);
            }
        }
    }
    retranslateUi();
    showDetail();
}

void FindingsView::retranslateUi()
{
    int errors = 0, warnings = 0, infos = 0;
    for (const planner::Finding &f : m_findings) {
        errors += f.severity == QLatin1String("error");
        warnings += f.severity == QLatin1String("warning");
        infos += f.severity == QLatin1String("info");
    }
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = m_tree->topLevelItem(i);
        const planner::Finding &first = m_findings[size_t(group->child(0)->data(0, FindingRole).toInt() - 1)];
        const int n = group->childCount();
        group->setText(0, first.severity == QLatin1String("error")     ? tr("Errors (%1)").arg(n)
                          : first.severity == QLatin1String("warning") ? tr("Warnings (%1)").arg(n)
                                                                       : tr("Notes (%1)").arg(n));
    }
    // The source links of old reference prices (their address is the tooltip).
    for (QLabel *link : m_tree->findChildren<QLabel *>()) {
        if (!link->objectName().startsWith(QLatin1String("source-")))
            continue;
        link->setText(QStringLiteral("<a href=\"%1\">%2</a>").arg(link->toolTip().toHtmlEscaped(), tr("Source")));
        link->setAccessibleName(tr("Open the source: %1").arg(link->toolTip()));
    }
    if (!m_inputError.isEmpty())
        m_summary->setText(tr("One input has a problem: %1. The findings and figures follow once it is corrected.").arg(m_inputError));
    else if (m_findings.empty())
        m_summary->setText(tr("No findings: the configuration is balanced."));
    else
        m_summary->setText(tr("%1. Double-click a finding to go to its panel.")
                               .arg(planner::findingCounts(errors, warnings, infos)));
    m_tree->setAccessibleName(tr("Findings"));
}

void FindingsView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The rows wrap again at the new width once the text column has it (a dock made narrow and
    // wide again, issue 26, item 9): rows measured while it was too narrow to wrap are one line.
    QTimer::singleShot(0, m_tree, &QTreeWidget::doItemsLayout);
}

void FindingsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_built = false; // the fix buttons are labelled when the tree is built
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

} // namespace gpuplanner::widgets
