#pragma once

#include "catalog/catalog.h"

#include <QString>

// Catalog rows in the words of the document's language (the language installed now): the
// catalog's own names, notes and ids are English research text, fine in an English document;
// other languages describe a row from its fields instead.
namespace gpuplanner::report {

// A price offer: its catalog name in English, else "Provider: 8 × NVIDIA H100 SXM 80GB, hourly".
QString offerDescription(const catalog::PriceOffer &offer, const catalog::Catalog &catalog);
// A catalog row's source: document, address and (in English) its note with the JSON field names
// it mentions in words.
QString sourceText(const catalog::Source &source);

} // namespace gpuplanner::report
