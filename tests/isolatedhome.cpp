// Linked into every test executable: before main() runs, HOME and the XDG folders point into a new
// temporary folder, removed at exit. Settings, the catalog database, test-mode paths (~/.qttest)
// and the recent-files list therefore start empty in every run of every test, whatever an earlier
// run or another test saved, and tests can run in any order, in parallel, again and again.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

namespace {

struct IsolatedHome
{
    QTemporaryDir dir{QDir::tempPath() + QStringLiteral("/gpu-planner-test-XXXXXX")};

    IsolatedHome()
    {
        if (!dir.isValid()) {
            std::fprintf(stderr, "isolatedhome: no temporary folder: %s\n", qPrintable(dir.errorString()));
            return;
        }
        const QByteArray home = QFile::encodeName(dir.path());
        qputenv("HOME", home);
        for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
            const QByteArray path = home + '/' + QByteArray(name).toLower();
            QDir().mkpath(QFile::decodeName(path));
            qputenv(name, path);
        }
    }
};

const IsolatedHome isolatedHome;

} // namespace
