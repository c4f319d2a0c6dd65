#include "planner/report/pdfrenderer.h"

#include "planner/report/chartpainter.h"
#include "planner/report/dochtml.h"
#include "planner/report/pagelayout.h"
#include "planner/io/atomicfile.h"
#include "planner/report/pdffix.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

namespace gpuplanner::report {

namespace {

constexpr int kResolution = 300; // dots per inch of the PDF's coordinate space

QString joined(const std::vector<const DocModel *> &models, QString DocModel::*field, const QString &sep)
{
    std::vector<QString> parts;
    for (const DocModel *m : models)
        parts.push_back(m->*field);
    return joinLanguages(parts, sep);
}

void drawHeaderAndFooter(QPainter &p, const std::vector<const DocModel *> &models, const QFont &small, double width,
                         double height, int page, int pages)
{
    const QFontMetricsF fm(small, p.device());
    const QString title = joined(models, &DocModel::documentTitle, QStringLiteral(" · "));
    const QString footer = models.front()->footer; // date and versions: once is enough
    p.setFont(small);
    p.setPen(QColor(0x5a, 0x62, 0x70));
    const QRectF top(0, 0, width, fm.height() * 1.4);
    p.drawText(top, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(title, Qt::ElideRight, width * 0.55));
    p.drawText(top, Qt::AlignRight | Qt::AlignVCenter, fm.elidedText(models.front()->planName, Qt::ElideRight, width * 0.42));
    p.setPen(QPen(QColor(0xb7, 0xc0, 0xcc), 2));
    p.drawLine(QPointF(0, top.bottom() + 4), QPointF(width, top.bottom() + 4));
    const QRectF bottom(0, height - fm.height() * 1.4, width, fm.height() * 1.4);
    p.drawLine(QPointF(0, bottom.top() - 6), QPointF(width, bottom.top() - 6));
    p.setPen(QColor(0x5a, 0x62, 0x70));
    std::vector<QString> pageTexts;
    for (const DocModel *m : models)
        pageTexts.push_back(m->pageFormat.arg(page + 1).arg(pages));
    const QString pageText = joinLanguages(pageTexts, QStringLiteral(" · "));
    const double pageWidth = fm.horizontalAdvance(pageText) + fm.height();
    p.drawText(QRectF(0, bottom.top(), width - pageWidth, bottom.height()), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(footer, Qt::ElideRight, width - pageWidth));
    p.drawText(bottom, Qt::AlignRight | Qt::AlignVCenter, pageText);
}

} // namespace

bool writePdf(const QString &path, const std::vector<const DocModel *> &models, QString *error)
{
    if (models.empty())
        return false;
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(kResolution);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(16, 12, 16, 12), QPageLayout::Millimeter);
    writer.setTitle(joined(models, &DocModel::documentTitle, QStringLiteral(" · ")) + QStringLiteral(" — ") +
                    models.front()->planName);
    writer.setCreator(QCoreApplication::applicationName() + QLatin1Char(' ') + QCoreApplication::applicationVersion());
    QFont font(QString::fromLatin1(kReportFontFamily));
    font.setPointSizeF(9);
    // Without shaping Qt takes every glyph from the font's character map, so the PDF's ToUnicode
    // table covers all of them: with HarfBuzz shaping Qt 6.4 writes Noto Sans CJK's digits as
    // glyphs that pdftotext and copy-and-paste cannot turn back into text.
    font.setStyleStrategy(QFont::PreferNoShaping);
    QFont small = font;
    small.setPointSizeF(7);

    const double width = writer.width(), height = writer.height();
    const QFontMetricsF fm(small, &writer);
    const double header = fm.height() * 2.4, footer = fm.height() * 2.4;
    const DocModel &first = *models.front();
    const DocModel *second = models.size() > 1 ? models[1] : nullptr;
    const auto block = [&](const DocModel *m, size_t i) { return m && i < m->blocks.size() ? &m->blocks[i] : nullptr; };
    const auto addBlocks = [&](detail::PageLayout &layout, size_t from, size_t to) {
        for (size_t i = from; i < to; ++i) {
            // The blocks after this one up to the next page break (a page holds a few dozen at most).
            detail::PageLayout::Following following;
            for (size_t k = i + 1; k < first.blocks.size() && k <= i + 64; ++k) {
                following.emplace_back(block(&first, k), block(second, k));
                if (first.blocks[k].kind == BlockKind::PageBreak)
                    break;
            }
            layout.add(first.blocks[i], block(second, i), following);
        }
    };
    // A summary page (the spec sheet's page one) is one page: its fitted table shows the rows that
    // fit, and where even so it would not fit at full size (two languages, long notes, many
    // findings) it is set a little smaller; failing that, it flows on.
    size_t pageOneEnd = 0;
    while (pageOneEnd < first.blocks.size() && first.blocks[pageOneEnd].kind != BlockKind::PageBreak)
        ++pageOneEnd;
    // The rows its fitted table must show (the same in every language) are tried first at each
    // scale; where none fits them, the page shows the rows that fit.
    double pageOneScale = 1;
    bool enforceMinRows = false;
    if (first.summaryPage && pageOneEnd < first.blocks.size()) {
        bool found = false;
        for (const bool enforce : {true, false}) {
            for (const double scale : {1.0, 0.97, 0.94}) {
                detail::PageLayout trial(&writer, font, width, height - header - footer);
                trial.setScale(scale);
                trial.setEnforceMinRows(enforce);
                addBlocks(trial, 0, pageOneEnd);
                if (trial.pageCount() == 1 && !trial.fitFailed()) {
                    pageOneScale = scale;
                    enforceMinRows = enforce;
                    found = true;
                    break;
                }
            }
            if (found)
                break;
        }
    }
    detail::PageLayout layout(&writer, font, width, height - header - footer);
    layout.setScale(pageOneScale);
    layout.setEnforceMinRows(enforceMinRows);
    addBlocks(layout, 0, pageOneEnd);
    layout.setScale(1);
    addBlocks(layout, pageOneEnd, first.blocks.size());
    layout.resolvePageReferences();

    QPainter painter;
    if (!painter.begin(&writer)) {
        *error = QCoreApplication::translate("report", "%1: cannot be written").arg(path);
        return false;
    }
    const int pages = layout.pageCount();
    size_t next = 0;
    std::vector<detail::Fragment> &fragments = layout.fragments();
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            writer.newPage();
        for (; next < fragments.size() && fragments[next].page == page; ++next) {
            const detail::Fragment &f = fragments[next];
            if (f.chart) {
                paintChart(painter, QRectF(width * 0.02, header + f.y, width * 0.96, f.height), *f.chart, font);
                continue;
            }
            painter.save();
            painter.translate(0, header + f.y);
            painter.scale(f.scale, f.scale);
            f.text->drawContents(&painter, QRectF(0, 0, width / f.scale, f.height / f.scale));
            painter.restore();
        }
        drawHeaderAndFooter(painter, models, small, width, height, page, pages);
    }
    painter.end();
    QByteArray pdf = buffer.data();
    detail::fixCjkToUnicode(pdf, font);
    return io::writeFileAtomically(path, pdf, error);
}

} // namespace gpuplanner::report
