#include "translations/i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace gpuplanner::i18n {

namespace {

struct Installed
{
    Language language = Language::English;
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

Language systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? Language::Chinese : Language::English;
}

bool setLanguage(Language language)
{
    Installed &state = installed();
    for (auto *t : {state.ours.get(), state.qt.get()})
        if (t)
            QCoreApplication::removeTranslator(t);
    state.ours.reset();
    state.qt.reset();
    state.language = language;
    bool ok = true;
    // English is the source language; its catalogue holds only the plural forms ("1 replica",
    // "2 replicas") of the numerus strings, so it is installed too.
    state.ours = std::make_unique<QTranslator>();
    if (state.ours->load(language == Language::English ? QStringLiteral(":/i18n/gpu-planner_en.qm")
                                                       : QStringLiteral(":/i18n/gpu-planner_zh_CN.qm")))
        QCoreApplication::installTranslator(state.ours.get());
    else
        ok = false;
    if (language == Language::English)
        return ok;
    state.qt = std::make_unique<QTranslator>();
    if (state.qt->load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"), QStringLiteral("_"),
                       QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(state.qt.get());
    return ok;
}

Language currentLanguage()
{
    return installed().language;
}

QString languageCode(Language language)
{
    return language == Language::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
}

bool languageFromCode(const QString &code, Language *language)
{
    if (code == QLatin1String("en"))
        *language = Language::English;
    else if (code == QLatin1String("zh") || code == QLatin1String("zh_CN"))
        *language = Language::Chinese;
    else
        return false;
    return true;
}

} // namespace gpuplanner::i18n
