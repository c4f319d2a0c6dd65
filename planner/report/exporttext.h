#pragma once

#include <QString>

namespace gpuplanner::report {

// Texts from a plan, a quote or the catalog as they go into a line of an exported text file:
// control characters, line and paragraph separators (CR, LF, U+0085, U+2028, U+2029) become spaces,
// so no text can start a new line of a Dockerfile (an instruction), of a Markdown file (a heading,
// a list item) or of a comment.
QString oneLine(const QString &text);

// oneLine, then Markdown's markup made literal: `\`, `*`, `_`, backquotes, `[`, `]`, `<`, `>`, `|`
// and a `#`, `-`, `+`, `=` or number that would open a block at the start.
QString markdownText(const QString &text);

} // namespace gpuplanner::report
