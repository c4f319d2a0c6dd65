#pragma once

#include "translations/i18n.h"

#include <QString>

#include <vector>

namespace gpuplanner::report {

// The language of an export: English, Chinese, or both on one sheet (PRODUCT.md §7).
enum class ReportLanguage { English, Chinese, Both };

// "en" | "zh" | "both" (also "zh_CN", "bilingual"). Returns false for anything else.
bool reportLanguageFromCode(const QString &code, ReportLanguage *language);
QString reportLanguageCode(ReportLanguage language);

// The languages an export renders, primary first: both → English, then Chinese.
std::vector<i18n::Language> languagesOf(ReportLanguage language);

// Installs the translator of `language` for its lifetime and restores the previous one after.
// Every text of an export is produced inside one of these (engine texts by re-running evaluate).
class LanguageScope
{
public:
    explicit LanguageScope(i18n::Language language);
    ~LanguageScope();
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;

private:
    i18n::Language m_previous;
    bool m_switched = false;
};

} // namespace gpuplanner::report
