// The settings live under the app's organisation name (not Qt's "Unknown Organization"), the data
// folder stays where it was, and old settings are copied once, never deleted.
#include "app/identity.h"
#include "catalog/datafolder.h"
#include "catalog/store.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplanner;

class TestIdentity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setApplicationIdentity();
    }

    void settingsHaveTheOrganisationsFolder()
    {
        QCOMPARE(QCoreApplication::organizationName(), QStringLiteral("gpu-planner"));
        const QString file = QSettings().fileName();
        QVERIFY2(!file.contains(QStringLiteral("Unknown Organization")), qPrintable(file));
        QVERIFY2(file.endsWith(QStringLiteral("/gpu-planner/gpu-planner.conf")), qPrintable(file));
    }

    // The data folder (catalog, quotes, autosave) is the one of the versions without an
    // organisation name: <data>/gpu-planner, not <data>/gpu-planner/gpu-planner.
    void dataFolderIsUnchanged()
    {
        const QString folder = catalog::dataFolder();
        QVERIFY2(folder.endsWith(QStringLiteral("/gpu-planner")), qPrintable(folder));
        QVERIFY2(!folder.endsWith(QStringLiteral("/gpu-planner/gpu-planner")), qPrintable(folder));
        QCOMPARE(catalog::CatalogStore::defaultDirectory(), folder);
        const QString org = QCoreApplication::organizationName();
        QCoreApplication::setOrganizationName(QString());
        const QString before = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QCoreApplication::setOrganizationName(org);
        QCOMPARE(folder, before);
    }

    void oldSettingsAreCopiedOnceAndKept()
    {
        QTemporaryDir dir;
        const QString oldPath = dir.filePath(QStringLiteral("old.conf"));
        {
            QSettings old(oldPath, QSettings::IniFormat);
            old.setValue(QStringLiteral("ui/language"), QStringLiteral("zh"));
            old.setValue(QStringLiteral("export/directory"), QStringLiteral("/srv/plans"));
        }
        const QSettings old(oldPath, QSettings::IniFormat);
        QSettings now(dir.filePath(QStringLiteral("new.conf")), QSettings::IniFormat);
        QCOMPARE(copySettingsOnce(old, now), 2);
        QCOMPARE(now.value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh"));
        QCOMPARE(now.value(QStringLiteral("export/directory")).toString(), QStringLiteral("/srv/plans"));
        QVERIFY(QFile::exists(oldPath)); // never deleted
        // Once: the new settings, changed since, are not overwritten by the old ones.
        now.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        QCOMPARE(copySettingsOnce(old, now), 0);
        QCOMPARE(now.value(QStringLiteral("ui/language")).toString(), QStringLiteral("en"));
    }

    void aFailedCopySays()
    {
        QTemporaryDir dir;
        const QString oldPath = dir.filePath(QStringLiteral("old.conf"));
        {
            QSettings old(oldPath, QSettings::IniFormat);
            old.setValue(QStringLiteral("ui/language"), QStringLiteral("zh"));
        }
        QDir(dir.path()).mkdir(QStringLiteral("ro"));
        QFile::setPermissions(dir.filePath(QStringLiteral("ro")), QFile::ReadOwner | QFile::ExeOwner);
        if (QFileInfo(dir.filePath(QStringLiteral("ro"))).isWritable())
            QSKIP("running as root: a read-only folder is writable");
        const QSettings old(oldPath, QSettings::IniFormat);
        QSettings now(dir.filePath(QStringLiteral("ro/new.conf")), QSettings::IniFormat);
        QCOMPARE(copySettingsOnce(old, now), -1);
        QFile::setPermissions(dir.filePath(QStringLiteral("ro")), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestIdentity, Core)
#include "tst_identity.moc"
