#pragma once

#include "catalog/bundled.h"
#include "catalog/catalog.h"
#include "catalog/checkedrow.h"
#include "catalog/sqliteaccess.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpuplanner::catalog {

// What happened when the catalog database was opened. `notices` are the messages to show the
// user (translated); they name the moved-aside file when there is one.
struct OpenReport
{
    QString databasePath;   // the file in use; empty when the catalog runs in memory
    bool inMemory = false;  // the data folder could not be used: user rows will not be saved
    bool readOnly = false;  // the database can be read but not written
    bool created = false;   // a new database file was made
    bool rebuilt = false;   // bundled rows were (re)loaded for a new catalog version
    int migratedFrom = -1;  // schema version before a migration, -1 when none ran
    QString problem;        // what was wrong with the old database, if anything
    QString movedAsideTo;   // where the damaged database now is
    int recoveredUserRows = 0;
    int lostUserRows = 0;   // user rows found in a damaged file that could not be read back
    QStringList notices;
};

// The SQLite catalog database in the user's data folder. Bundled rows come from the shipped JSON
// and are replaced when its version changes; user rows (custom GPUs, CPUs, offers, quotes) are kept
// across every rebuild and migration. A damaged database is moved aside, never deleted.
class CatalogStore
{
public:
    static constexpr const char *kFileName = "catalog.sqlite";

    CatalogStore(QString directory, BundledCatalog bundled);
    ~CatalogStore();
    CatalogStore(const CatalogStore &) = delete;
    CatalogStore &operator=(const CatalogStore &) = delete;

    // Default location: the data folder (catalog/datafolder.h).
    static QString defaultDirectory();

    OpenReport open();

    // All rows, bundled and user, validated. Rows that fail validation are skipped and listed in
    // `problems` when given.
    Catalog load(QStringList *problems = nullptr) const;

    // Whether user rows reach the database file. False when the catalog runs in memory or the file
    // is read-only: every write below is then refused with `unsavedReason()`, so that nothing
    // reports a save that did not happen.
    bool savesRows() const { return m_unsavedReason.isEmpty(); }
    // Why rows are not saved, as a sentence naming the cause and that nothing was saved.
    QString unsavedReason() const;

    // Adds or replaces a user row after validating it as the bundled rows are. Refuses an id that a
    // bundled row uses. Returns false and sets `error` on refusal.
    bool addUserRow(Kind kind, const nlohmann::json &row, QString *error);
    // Adds or replaces many user rows in one transaction. A row that fails validation is not saved
    // and is listed in `refused` with its index in `rows` and the reason; the others are written
    // together or, on a write failure (a full disk, a lock), not at all: then 0 is returned with
    // `error` set and the database as it was. Returns the number of rows written.
    struct RefusedRow
    {
        size_t index;
        QString reason;
    };
    int addUserRows(Kind kind, const std::vector<nlohmann::json> &rows, std::vector<RefusedRow> *refused,
                    QString *error);
    // The same for rows validated already (CheckedRow::check); `refused` lists bundled ids only.
    int addUserRows(const std::vector<CheckedRow> &rows, std::vector<RefusedRow> *refused, QString *error);
    // Removes a user row; false with `error` set when there is none of that id or it cannot be removed.
    bool removeUserRow(Kind kind, const QString &id, QString *error = nullptr);
    int userRowCount() const;

    int schemaVersion() const;
    QString storedCatalogVersion() const;
    QString connectionName() const { return m_connection; }

private:
    struct UserRow
    {
        QString table;
        QString id;
        QString name;
        QByteArray data;
    };
    struct QuoteRow
    {
        QString vendor, plan, currency, importedAt;
        QByteArray data;
    };
    struct Recovered
    {
        QList<UserRow> rows;
        QList<QuoteRow> quotes;
        int lost = 0;
    };

    // Damaged: the content is broken (moved aside and rebuilt). Unavailable: a lock, permissions, a
    // read-only file with an unfinished write, a full disk — the file is fine and is left alone.
    // Locked: like Unavailable, and reading the user's rows would wait as long again.
    enum class Health { Good, Old, Damaged, Unavailable, Locked };
    Health inspect(const QString &path, bool writable, int *version, QString *problem) const;
    // Why a write lock cannot be had, when that is a problem of access rather than damage.
    std::optional<SqliteAccess> writeLockProblem();
    bool undoMoveAside(const QString &path, const QString &moved);
    OpenReport openDatabase();
    OpenReport keepInPlace(OpenReport report, const QString &path, const QString &problem, bool readRows);
    Recovered recoverUserRows(const QString &path) const;
    QString moveAside(const QString &path, QString *error) const;
    bool openConnection(const QString &path);
    bool createSchema(QString *error);
    bool syncBundled(bool force, QString *error);
    bool restore(const Recovered &recovered, QString *error);
    void useMemory(OpenReport &report, const Recovered &recovered);

    QString m_directory;
    BundledCatalog m_bundled;
    QString m_connection;
    QString m_unsavedReason; // empty when user rows are saved to the file
};

} // namespace gpuplanner::catalog
