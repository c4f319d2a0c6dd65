// Any export document as Markdown (the checklist's second format): "- [ ]" / "- [x]" tick boxes,
// pipe tables.
#include "planner/report/checklist.h"

#include "planner/report/dochtml.h"
#include "planner/report/exporttext.h"

namespace gpuplanner::report {

namespace {

// The first language, then the second where it differs ("text / 文本" inline, or on its own line).
// Every text passes markdownText: none can start a line, a heading or a list item of its own, and a
// `|` cannot end a table cell.
QString both(const QString &a, const QString *b, const QString &sep)
{
    return b && !b->isEmpty() && *b != a ? markdownText(a) + sep + markdownText(*b) : markdownText(a);
}

const QString *item(const QStringList *list, qsizetype i)
{
    return list && i < list->size() ? &(*list)[i] : nullptr;
}

} // namespace

QString documentMarkdown(const std::vector<const DocModel *> &models)
{
    const DocModel &m = *models.front();
    const DocModel *m2 = models.size() > 1 ? models[1] : nullptr;
    const QString inlineSep = QStringLiteral(" · "), lineSep = QStringLiteral("  \n  ");
    QString out;
    for (size_t i = 0; i < m.blocks.size(); ++i) {
        const DocBlock &b = m.blocks[i];
        const DocBlock *b2 = m2 && i < m2->blocks.size() ? &m2->blocks[i] : nullptr;
        const QString *t2 = b2 ? &b2->text : nullptr;
        if (!b.pageRef.isEmpty())
            continue; // "see page 9": Markdown has no pages
        switch (b.kind) {
        case BlockKind::Title: out += QStringLiteral("# ") + both(b.text, t2, inlineSep) + QStringLiteral("\n\n"); break;
        case BlockKind::Subtitle:
        case BlockKind::Paragraph: out += both(b.text, t2, QStringLiteral("\n\n")) + QStringLiteral("\n\n"); break;
        case BlockKind::Note: out += QStringLiteral("_") + both(b.text, t2, QStringLiteral("_\n\n_")) + QStringLiteral("_\n\n"); break;
        case BlockKind::Heading: out += QStringLiteral("## ") + both(b.text, t2, inlineSep) + QStringLiteral("\n\n"); break;
        case BlockKind::Subheading: out += QStringLiteral("### ") + both(b.text, t2, inlineSep) + QStringLiteral("\n\n"); break;
        case BlockKind::Bullets:
            for (qsizetype k = 0; k < b.items.size(); ++k)
                out += QStringLiteral("- ") + both(b.items[k], b2 ? item(&b2->items, k) : nullptr, lineSep) + QLatin1Char('\n');
            out += QLatin1Char('\n');
            break;
        case BlockKind::Checklist:
            for (qsizetype k = 0; k < b.items.size(); ++k) {
                out += (b.checked.value(k) ? QStringLiteral("- [x] ") : QStringLiteral("- [ ] ")) + both(b.items[k], b2 ? item(&b2->items, k) : nullptr, lineSep) + QLatin1Char('\n');
                const QString detail = b.details.value(k);
                if (!detail.isEmpty())
                    out += QStringLiteral("  ") + both(detail, b2 ? item(&b2->details, k) : nullptr, lineSep) + QLatin1Char('\n');
            }
            out += QLatin1Char('\n');
            break;
        case BlockKind::KeyFigures:
            for (qsizetype k = 0; k < b.items.size(); ++k)
                out += QStringLiteral("- **%1**: %2\n")
                           .arg(both(b.items[k], b2 ? item(&b2->items, k) : nullptr, inlineSep),
                                both(b.details.value(k), b2 ? item(&b2->details, k) : nullptr, inlineSep));
            out += QLatin1Char('\n');
            break;
        case BlockKind::Table: {
            const DocTable &t = b.table;
            const DocTable *t2b = b2 ? &b2->table : nullptr;
            QStringList header;
            for (qsizetype c = 0; c < t.header.size(); ++c)
                header << (both(t.header[c], t2b ? item(&t2b->header, c) : nullptr, inlineSep));
            const qsizetype columns = t.header.isEmpty() ? (t.rows.isEmpty() ? 0 : t.rows.front().size()) : t.header.size();
            if (header.isEmpty())
                for (qsizetype c = 0; c < columns; ++c)
                    header << QString();
            out += QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |\n|");
            for (qsizetype c = 0; c < columns; ++c)
                out += QStringLiteral("---|");
            out += QLatin1Char('\n');
            for (qsizetype r = 0; r < t.rows.size(); ++r) {
                QStringList cells;
                const QStringList *other = t2b && r < t2b->rows.size() ? &t2b->rows[r] : nullptr;
                for (qsizetype c = 0; c < t.rows[r].size(); ++c)
                    cells << (both(t.rows[r][c], item(other, c), QStringLiteral("<br>")));
                out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
            }
            out += QLatin1Char('\n');
            break;
        }
        case BlockKind::Chart:
        case BlockKind::PageBreak: break;
        }
    }
    return out;
}

} // namespace gpuplanner::report
