#pragma once

#include "catalog/libraryaddress.h"
#include "catalog/sharedrows.h"

#include <QSqlDatabase>
#include <QString>

#include <vector>

// The local copy of a team library: an SQLite file in the data folder, one per library URL, with
// the same schema (catalog/schema.h). It keeps the rows last read from the server, with their ids,
// versions and stamps, so that the CLI can show them while the server cannot be reached ("team
// library offline: showing the copy of 14:02"), and it queues the quotes saved meanwhile until the
// server is back. The queued quotes keep the version they were based on: pushed, they meet the same
// conflict check as any other save.
namespace gpuplanner::catalog {

class LibraryCopy
{
public:
    explicit LibraryCopy(const LibraryAddress &address, const QString &directory = QString());
    ~LibraryCopy();
    LibraryCopy(const LibraryCopy &) = delete;
    LibraryCopy &operator=(const LibraryCopy &) = delete;

    bool open(QString *error);
    QSqlDatabase database() const;
    QString path() const { return m_path; }

    // Replaces the copy of `plan`'s quotes (all quotes when `plan` is empty) with `quotes`, as read
    // from the server just now, and records the time.
    bool keepQuotes(const QString &plan, const std::vector<SharedQuote> &quotes, QString *error);
    // Replaces the copy of the team's rows of `kind` with `rows`.
    bool keepRows(Kind kind, const std::vector<SharedRow> &rows, QString *error);
    // When the copy was last brought up to date (UTC, ISO 8601); empty when never.
    QString syncedAt() const;

    // Quotes saved while the server could not be reached, oldest first.
    bool queue(const std::vector<QuoteWrite> &quotes, QString *error);
    std::vector<QuoteWrite> queued() const;
    bool clearQueue(QString *error);

private:
    QString m_path;
    QString m_connection;
};

} // namespace gpuplanner::catalog
