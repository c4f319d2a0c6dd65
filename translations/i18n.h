#pragma once

#include <QString>

namespace gpuplanner::i18n {

enum class Language { English, Chinese };

// The language of the system locale: Chinese for any zh locale, English otherwise.
Language systemLanguage();

// Installs the translators for `language` (this application's catalogue and Qt's own, for the
// standard dialogs), replacing those of the previous language. Widgets then receive
// QEvent::LanguageChange. Returns false when a catalogue could not be loaded.
bool setLanguage(Language language);
Language currentLanguage();

QString languageCode(Language language); // "en" | "zh"
bool languageFromCode(const QString &code, Language *language);

} // namespace gpuplanner::i18n
