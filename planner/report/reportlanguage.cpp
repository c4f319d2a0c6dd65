#include "planner/report/reportlanguage.h"

namespace gpuplanner::report {

bool reportLanguageFromCode(const QString &code, ReportLanguage *language)
{
    const QString c = code.trimmed().toLower();
    if (c == QLatin1String("en"))
        *language = ReportLanguage::English;
    else if (c == QLatin1String("zh") || c == QLatin1String("zh_cn"))
        *language = ReportLanguage::Chinese;
    else if (c == QLatin1String("both") || c == QLatin1String("bilingual"))
        *language = ReportLanguage::Both;
    else
        return false;
    return true;
}

QString reportLanguageCode(ReportLanguage language)
{
    switch (language) {
    case ReportLanguage::English: return QStringLiteral("en");
    case ReportLanguage::Chinese: return QStringLiteral("zh");
    case ReportLanguage::Both: return QStringLiteral("both");
    }
    return {};
}

std::vector<i18n::Language> languagesOf(ReportLanguage language)
{
    switch (language) {
    case ReportLanguage::English: return {i18n::Language::English};
    case ReportLanguage::Chinese: return {i18n::Language::Chinese};
    case ReportLanguage::Both: return {i18n::Language::English, i18n::Language::Chinese};
    }
    return {i18n::Language::English};
}

LanguageScope::LanguageScope(i18n::Language language) : m_previous(i18n::currentLanguage())
{
    if (language != m_previous) {
        i18n::setLanguage(language);
        m_switched = true;
    }
}

LanguageScope::~LanguageScope()
{
    if (m_switched)
        i18n::setLanguage(m_previous);
}

} // namespace gpuplanner::report
