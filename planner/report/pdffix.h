#pragma once

#include <QByteArray>
#include <QFont>

namespace gpuplanner::report::detail {

// Qt 6.4's PDF writer maps each glyph back to the first code point whose cmap entry names it. In
// Noto Sans CJK the Kangxi radicals (U+2F00…) and CJK radicals (U+2E80…) share glyphs with the
// unified ideographs, so 方, 月, 用, 风… come out of the text layer as ⽅, ⽉, ⽤, ⻛ and searching or
// copying the PDF fails. This rewrites those ToUnicode entries to the ideograph the font draws
// (same length, so the PDF's offsets stay valid).
void fixCjkToUnicode(QByteArray &pdf, const QFont &font);

} // namespace gpuplanner::report::detail
