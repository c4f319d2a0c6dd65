#pragma once

#include "catalog/catalog.h"

#include <QList>
#include <QStringList>

namespace gpuplanner::cli {

// The table that `catalog gpus|cpus|models|prices|storage|network` prints: `header` set to the
// kind's columns, and a line per row of `catalog`, its id marked " *" when the user added it (the
// command explains the mark under the table).
QList<QStringList> catalogTableRows(catalog::Kind kind, const catalog::Catalog &catalog, QStringList &header);

} // namespace gpuplanner::cli
