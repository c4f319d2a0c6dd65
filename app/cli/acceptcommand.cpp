#include "app/cli/acceptcommand.h"

#include "app/cli/output.h"
#include "app/cli/sizecommand.h"
#include "planner/evaluate.h"
#include "planner/io/atomicfile.h"
#include "planner/io/texttemplate.h"
#include "planner/verify/acceptscript.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace gpuplanner::cli {

namespace {

QString acceptUsage()
{
    return QCoreApplication::translate("cli", "Usage: gpu-planner-cli accept PLAN_OR_WORKLOAD.json [--quick | --burn-in HOURS] [-o accept.sh]");
}

} // namespace

int runAcceptCommand(const QStringList &args, const catalog::Catalog &catalog)
{
    verify::AcceptOptions options;
    QString out, path;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("--quick"))
            options.mode = verify::AcceptMode::Quick;
        else if (a == QLatin1String("--burn-in") && i + 1 < args.size()) {
            bool ok = false;
            options.burnInHours = args[++i].toDouble(&ok);
            if (!ok || !(options.burnInHours > 0) || options.burnInHours > 720) {
                printErr(QCoreApplication::translate("cli", "--burn-in needs a number of hours between 0 and 720.") + u'\n' + acceptUsage());
                return BadInput;
            }
            options.mode = verify::AcceptMode::BurnIn;
        } else if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && i + 1 < args.size())
            out = args[++i];
        else if (a.startsWith(u'-') && a != QLatin1String("-")) {
            printErr(QCoreApplication::translate("cli", "Unknown option '%1'.").arg(a) + u'\n' + acceptUsage());
            return BadInput;
        } else if (path.isEmpty())
            path = a;
        else {
            printErr(acceptUsage());
            return BadInput;
        }
    }
    if (path.isEmpty()) {
        printErr(acceptUsage());
        return BadInput;
    }
    planner::WorkloadInput input;
    if (!readWorkload(path, catalog, input))
        return BadInput;
    const planner::Evaluation e = planner::evaluate(input.workload, input.configuration, catalog, planner::Assumptions());
    QFile planFile(path);
    if (path != QLatin1String("-") && planFile.open(QIODevice::ReadOnly))
        options.planHash = QString::fromLatin1(QCryptographicHash::hash(planFile.readAll(), QCryptographicHash::Sha256).toHex());
    options.plannerVersion = QCoreApplication::applicationVersion();
    const verify::Expectations x = verify::expectationsFor(e, catalog, QFileInfo(path).completeBaseName());
    const QString script = verify::acceptScript(x, options);
    if (script.isEmpty()) {
        printErr(QCoreApplication::translate("cli", "gpu-planner-cli: the script template is missing from this build."));
        return Failure;
    }
    if (out.isEmpty() || out == QLatin1String("-")) {
        printOut(script);
        return Ok;
    }
    // Atomic, unbuffered and synced: on a full disk the old script stays whole and nothing is claimed.
    QString error;
    if (!io::writeFileAtomically(out, script.toUtf8(), &error)) {
        printErr(error);
        return Failure;
    }
    QFile::setPermissions(out, QFile::permissions(out) | QFileDevice::ExeOwner | QFileDevice::ExeUser);
    printErr(QCoreApplication::translate(
                 "cli",
                 "Wrote %1. Run it on the rented machine (bash %2), then import the .tar.gz it packs:\n"
                 "  gpu-planner-cli verify %3 REPORT.tar.gz")
                 .arg(out, io::shownShellWord(QFileInfo(out).fileName()), io::shownShellWord(path)));
    if (x.nodes > 1 && !x.independentNodes) // nodes that share work: test the fabric between them
        printErr(QCoreApplication::translate("cli", "The plan has %1 nodes: run it on one of them with --hosts NODE1,NODE2,... (or NCCL_HOSTS) "
                                                    "for the multi-node NCCL test (mpirun, passwordless ssh between the nodes).")
                     .arg(x.nodes));
    return Ok;
}

} // namespace gpuplanner::cli
