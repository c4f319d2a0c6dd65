#pragma once

#include "catalog/checkedrow.h"
#include "catalog/quotestore.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

// Rows that a team shares (schema version 3): quotes and the team's own catalog rows (prices,
// custom hardware), each stamped with who made it, who changed it last, when, and its version.
// Works on either dialect; written for a team library (catalog/teamlibrary.h).
//
// No lost work: a save is one transaction. A row that is new is inserted at version 1; a row that
// exists is changed only when the writer names the version it last saw (`baseVersion`), and the
// UPDATE asks for that version (WHERE id = ? AND row_version = ?): a row changed meanwhile by
// someone else matches nothing, and the whole save is a conflict. A row whose content is the same
// as stored is left as it is.
namespace gpuplanner::catalog {

struct RowStamp
{
    QString createdBy, updatedBy, updatedAt;
    int version = 0;
};

enum class WriteOutcome {
    Saved,    // every row written (or already as given)
    Conflict, // a row was changed by someone else (or the writer named no version): nothing saved
    Refused,  // the database user may not write (PostgreSQL 42501): nothing saved
    Failed,   // any other failure, a lost connection among them: nothing saved
};

struct WriteResult
{
    WriteOutcome outcome = WriteOutcome::Saved;
    QString message;            // for every outcome but Saved: a sentence ending "Nothing was saved."
    QString conflictKey;        // the row in conflict: its id, or "vendor / plan / offering" of a quote
    RowStamp conflictStamp;     // its version in the library now
    size_t conflictIndex = 0;   // and its index among the rows given to the save
    int added = 0, changed = 0, unchanged = 0;
};

// --- The team's catalog rows (price_offers, custom accelerators, CPUs …; origin 'user') ---

struct RowWrite
{
    CheckedRow row;
    int baseVersion = 0; // 0: a new row
};
WriteResult saveSharedRows(QSqlDatabase db, const std::vector<RowWrite> &rows);

struct SharedRow
{
    CheckedRow row;
    RowStamp stamp;
};
struct SharedRowPage
{
    std::vector<SharedRow> rows;
    QStringList skipped; // rows that are not valid JSON or fail validation, named by id
    QString error;       // the table could not be read
};
// The rows of `kind`, by id, `limit` from `offset` (the server pages; the client never reads the
// whole table).
SharedRowPage sharedRows(QSqlDatabase db, Kind kind, int limit, int offset = 0);

// --- Quotes ---

struct QuoteWrite
{
    StoredQuote quote;   // a quote of the same vendor, plan and offering is the same row
    int baseVersion = 0; // 0: a new quote
};
// `afterEach(i)` runs after row i is written and before the commit (tests use it to stop the server).
WriteResult saveSharedQuotes(QSqlDatabase db, const std::vector<QuoteWrite> &quotes,
                             const std::function<void(size_t)> &afterEach = {});

struct SharedQuote
{
    StoredQuote quote;
    RowStamp stamp;
};
struct SharedQuotePage
{
    std::vector<SharedQuote> quotes;
    QStringList skipped; // rows whose data is not a quote object, named by row id and vendor
    qint64 total = 0;    // rows that match the filter, on every page
    QString error;
};
// The quotes of `plan` (all when empty), most recently changed first, `limit` from `offset`: the
// filter, the order and the page are the server's work.
SharedQuotePage sharedQuotes(QSqlDatabase db, const QString &plan, int limit, int offset = 0);

// The library's row of the same vendor, plan and offering as `quote` (the row a save of `quote`
// would change), with its stamp: what a conflict shows as the library's version. nullopt when there
// is none or it cannot be read (`error` set then).
std::optional<SharedQuote> sharedQuoteLike(QSqlDatabase db, const StoredQuote &quote, QString *error = nullptr);

// Shared by both row kinds: an error of a write, as a result (Refused for a reader, else Failed).
WriteResult writeFailure(const QSqlDatabase &db, const QSqlError &error);
// A user who may not write `table` (PostgreSQL's privileges) is refused before anything is read or
// compared, as the server would refuse the write itself (SQLSTATE 42501).
std::optional<WriteResult> refusedBeforeWriting(const QSqlDatabase &db, const QString &table);
// The conflict result for `key` stored now at `stamp`, the writer having seen `baseVersion`.
WriteResult conflict(const QString &key, const RowStamp &stamp, int baseVersion);

} // namespace gpuplanner::catalog
