#include "app/verify/acceptancescript.h"

#include "app/document/plandocument.h"
#include "planner/io/atomicfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace gpuplanner::app {

verify::Expectations planExpectations(const PlanDocument &document)
{
    const QString name = document.filePath().isEmpty() ? document.displayName()
                                                        : QFileInfo(document.filePath()).completeBaseName();
    return verify::expectationsFor(document.evaluation(), document.catalog(), name);
}

QString acceptanceScript(const PlanDocument &document, verify::AcceptMode mode, double burnInHours)
{
    verify::AcceptOptions options;
    options.mode = mode;
    options.burnInHours = burnInHours;
    // As the command line does for a saved plan: the hash of the file; else of the plan as it is now.
    QByteArray bytes;
    if (QFile f(document.filePath()); !document.isModified() && !document.filePath().isEmpty() && f.open(QIODevice::ReadOnly))
        bytes = f.readAll();
    else
        bytes = QByteArray::fromStdString(document.plan().dump());
    options.planHash = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    options.plannerVersion = QCoreApplication::applicationVersion();
    return verify::acceptScript(planExpectations(document), options);
}

bool writeAcceptanceScript(const PlanDocument &document, verify::AcceptMode mode, double burnInHours,
                           const QString &path, QString *error)
{
    if (!document.isEvaluated()) {
        *error = QCoreApplication::translate("gpuplanner::app::AcceptanceScript",
                                             "the plan has an input problem: %1").arg(document.inputError());
        return false;
    }
    const QString script = acceptanceScript(document, mode, burnInHours);
    if (script.isEmpty()) {
        *error = QCoreApplication::translate("gpuplanner::app::AcceptanceScript", "the script template is missing from this build");
        return false;
    }
    if (!io::writeFileAtomically(path, script.toUtf8(), error))
        return false;
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeUser);
    return true;
}

} // namespace gpuplanner::app
