#pragma once

#include "planner/report/document.h"

#include <vector>

namespace gpuplanner::report {

// The family asked for by name so that the PDF embeds it and Chinese text never falls back to
// boxes (fonts-noto-cjk on Debian).
inline constexpr const char *kReportFontFamily = "Noto Sans CJK SC";

// Writes one model (one language) or two (bilingual, merged block by block) as an A4 PDF: running
// header with the document title and plan name, footer with the date, catalog version and
// "page X of N", charts as vector graphics. A summary page (DocModel::summaryPage) is kept to page
// one: its `fitPage` table shows the rows that fit and a note for the rest, and the page is set up
// to 6% smaller where even that would not fit. Page references ("see page 4") are filled in. Needs
// a QGuiApplication. Returns false with `error` set when the file cannot be written.
bool writePdf(const QString &path, const std::vector<const DocModel *> &models, QString *error);

} // namespace gpuplanner::report
