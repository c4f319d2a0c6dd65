#pragma once

#include "planner/report/document.h"

#include <vector>

namespace gpuplanner::report {

// The family asked for by name so that the PDF embeds it and Chinese text never falls back to
// boxes (fonts-noto-cjk on Debian).
inline constexpr const char *kReportFontFamily = "Noto Sans CJK SC";

// Writes one model (one language) or two (bilingual, merged block by block) as an A4 PDF: running
// header with the document title and plan name, footer with the date, catalog version and
// "page X of N", charts as vector graphics. Needs a QGuiApplication. Returns false with `error` set
// when the file cannot be written.
bool writePdf(const QString &path, const std::vector<const DocModel *> &models, QString *error);

} // namespace gpuplanner::report
