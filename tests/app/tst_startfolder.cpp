// Where file dialogs start (app/core/startfolder.h): the plan's folder, else the folder used last,
// else Documents or home; never a folder that no longer exists.
#include "app/core/startfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;

class TestStartFolder : public QObject
{
    Q_OBJECT

    static QString fallback()
    {
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        return QFileInfo(documents).isDir() ? documents : QDir::homePath();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("gpu-planner-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_startfolder"));
    }

    void thePlansFolderFirst()
    {
        QTemporaryDir plans, last;
        const QString plan = QDir(plans.path()).filePath(QStringLiteral("rack.gpuplan"));
        QCOMPARE(app::startFolder(plan, {last.path()}), QFileInfo(plans.path()).absoluteFilePath());
        QCOMPARE(app::startPath(plan, {last.path()}, QStringLiteral("rack-spec-en.pdf")),
                 QDir(plans.path()).filePath(QStringLiteral("rack-spec-en.pdf")));
    }

    void theLastFolderWhenThePlanHasNoFile()
    {
        QTemporaryDir last;
        QCOMPARE(app::startFolder(QString(), {last.path()}), last.path());
        QCOMPARE(app::startFolder(QString(), {QStringLiteral("/nonexistent/gone"), last.path()}), last.path());
    }

    void neverAFolderThatIsGone()
    {
        QString plan, last;
        {
            QTemporaryDir plans, lastDir;
            plan = QDir(plans.path()).filePath(QStringLiteral("rack.gpuplan"));
            last = lastDir.path();
        } // both folders deleted
        QVERIFY(!QFileInfo::exists(last));
        QCOMPARE(app::startFolder(plan, {last}), fallback());
        QCOMPARE(app::startFolder(QString(), {}), fallback());
        QCOMPARE(app::startFolder(QString(), {QString()}), fallback());
        QVERIFY(QFileInfo(app::startFolder(plan, {last})).isDir());
    }

    void theRememberedFolderComesFromTheSettings()
    {
        QTemporaryDir dir;
        const QString key = QStringLiteral("test/directory");
        QSettings().remove(key);
        QVERIFY(app::rememberedFolder(key).isEmpty());
        app::rememberFolder(key, QDir(dir.path()).filePath(QStringLiteral("prices.xlsx")));
        QCOMPARE(app::rememberedFolder(key), QStringList{dir.path()});
        QCOMPARE(app::startFolder(QString(), app::rememberedFolder(key)), dir.path());
        app::rememberFolder(key, dir.path(), true);
        QCOMPARE(app::rememberedFolder(key), QStringList{dir.path()});
        QSettings().remove(key);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestStartFolder, Core)
#include "tst_startfolder.moc"
