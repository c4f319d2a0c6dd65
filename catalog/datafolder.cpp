#include "catalog/datafolder.h"

#include <QCoreApplication>
#include <QStandardPaths>

namespace gpuplanner::catalog {

QString dataFolder()
{
    QString path = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString organisation = QCoreApplication::organizationName();
    const QString app = QCoreApplication::applicationName();
    const QString withOrganisation = u'/' + organisation + u'/' + app;
    if (!organisation.isEmpty() && path.endsWith(withOrganisation)) {
        path.chop(withOrganisation.size());
        path += u'/' + app;
    }
    return path;
}

} // namespace gpuplanner::catalog
