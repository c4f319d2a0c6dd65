// Quotes in a shared library: saved with row versions, read a page at a time (catalog/sharedrows.h).
#include "catalog/sharedrows.h"

#include "catalog/jsontext.h"
#include "catalog/sharedwrite_internal.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace gpuplanner::catalog {

namespace {

QString quoteOffering(const nlohmann::json &data)
{
    if (data.is_object() && data.contains("offering") && data["offering"].is_string())
        return QString::fromStdString(data["offering"].get<std::string>());
    return {};
}

// The content of a quote, without where and when it was read: the same sheet read again is the same quote.
nlohmann::json quoteContent(nlohmann::json data)
{
    if (data.is_object()) {
        data.erase("source");
        data.erase("imported_at");
    }
    return data;
}

QString quoteKey(const StoredQuote &q)
{
    const QString offering = quoteOffering(q.data);
    return QCoreApplication::translate("catalog", "The quote of %1 for plan '%2'").arg(q.vendor, q.plan) +
           (offering.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(offering));
}

struct ExistingQuote
{
    qint64 id = 0;
    nlohmann::json data;
    RowStamp stamp;
};

} // namespace

WriteResult saveSharedQuotes(QSqlDatabase db, const std::vector<QuoteWrite> &quotes,
                             const std::function<void(size_t)> &afterEach)
{
    SharedWrite write(db, {QStringLiteral("quotes")});
    if (write.notStarted())
        return *write.notStarted();
    const QString &who = write.who(), &now = write.now();
    WriteResult result;
    for (size_t i = 0; i < quotes.size(); ++i) {
        const StoredQuote &quote = quotes[i].quote;
        const int base = quotes[i].baseVersion;
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT id, data, row_version, updated_by, updated_at FROM quotes "
                                 "WHERE vendor = ? AND plan = ? ORDER BY id"));
        q.addBindValue(quote.vendor);
        q.addBindValue(quote.plan);
        if (!q.exec())
            return write.fail(writeFailure(db, q.lastError()));
        std::optional<ExistingQuote> existing;
        while (q.next() && !existing) {
            nlohmann::json data = parseJsonText(q.value(1).toByteArray(), QString(), static_cast<QString *>(nullptr));
            if (!data.is_discarded() && quoteOffering(data) == quoteOffering(quote.data))
                existing = ExistingQuote{q.value(0).toLongLong(), std::move(data),
                                    RowStamp{{}, q.value(3).toString(), q.value(4).toString(), q.value(2).toInt()}};
        }
        const QString text = QString::fromStdString(quote.data.dump());
        if (!existing) {
            QSqlQuery insert(db);
            insert.prepare(QStringLiteral("INSERT INTO quotes (vendor, plan, currency, imported_at, data, created_by, "
                                          "updated_by, updated_at, row_version) VALUES (?, ?, ?, ?, ?, %1, %1, %2, 1)")
                               .arg(who, now));
            for (const QString &v : {quote.vendor, quote.plan, quote.currency, quote.importedAt, text})
                insert.addBindValue(v);
            if (!insert.exec())
                return write.fail(writeFailure(db, insert.lastError()));
            ++result.added;
        } else if (quoteContent(existing->data) == quoteContent(quote.data)) {
            ++result.unchanged;
        } else if (base != existing->stamp.version) {
            WriteResult c = conflict(quoteKey(quote), existing->stamp, base);
            c.conflictIndex = i;
            return write.fail(c);
        } else {
            QSqlQuery update(db);
            update.prepare(QStringLiteral("UPDATE quotes SET currency = ?, imported_at = ?, data = ?, updated_by = %1, "
                                          "updated_at = %2, row_version = row_version + 1 "
                                          "WHERE id = ? AND row_version = ?")
                               .arg(who, now));
            update.addBindValue(quote.currency);
            update.addBindValue(quote.importedAt);
            update.addBindValue(text);
            update.addBindValue(existing->id);
            update.addBindValue(base);
            if (!update.exec())
                return write.fail(writeFailure(db, update.lastError()));
            if (update.numRowsAffected() != 1) { // changed between our read and this write
                RowStamp current{{}, QCoreApplication::translate("catalog", "another client"), {}, base + 1};
                QSqlQuery again(db);
                again.prepare(QStringLiteral("SELECT row_version, updated_by, updated_at FROM quotes WHERE id = ?"));
                again.addBindValue(existing->id);
                if (again.exec() && again.next())
                    current = RowStamp{{}, again.value(1).toString(), again.value(2).toString(), again.value(0).toInt()};
                WriteResult c = conflict(quoteKey(quote), current, base);
                c.conflictIndex = i;
                return write.fail(c);
            }
            ++result.changed;
        }
        if (afterEach)
            afterEach(i);
    }
    return write.commit(result);
}

std::optional<SharedQuote> sharedQuoteLike(QSqlDatabase db, const StoredQuote &quote, QString *error)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, currency, imported_at, data, created_by, updated_by, updated_at, row_version "
                             "FROM quotes WHERE vendor = ? AND plan = ? ORDER BY id"));
    q.addBindValue(quote.vendor);
    q.addBindValue(quote.plan);
    if (!q.exec()) {
        if (error)
            *error = q.lastError().text();
        return std::nullopt;
    }
    while (q.next()) {
        nlohmann::json data = parseJsonText(q.value(3).toByteArray(), QString(), static_cast<QString *>(nullptr));
        if (data.is_discarded() || quoteOffering(data) != quoteOffering(quote.data))
            continue;
        return SharedQuote{StoredQuote{q.value(0).toLongLong(), quote.vendor, quote.plan, q.value(1).toString(),
                                       q.value(2).toString(), std::move(data)},
                           RowStamp{q.value(4).toString(), q.value(5).toString(), q.value(6).toString(),
                                    q.value(7).toInt()}};
    }
    return std::nullopt;
}

SharedQuotePage sharedQuotes(QSqlDatabase db, const QString &plan, int limit, int offset)
{
    SharedQuotePage page;
    const QString where = plan.isEmpty() ? QString() : QStringLiteral(" WHERE plan = ?");
    QSqlQuery count(db);
    count.prepare(QStringLiteral("SELECT count(*) FROM quotes") + where);
    if (!plan.isEmpty())
        count.addBindValue(plan);
    if (!count.exec() || !count.next()) {
        page.error = count.lastError().text();
        return page;
    }
    page.total = count.value(0).toLongLong();
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, vendor, plan, currency, imported_at, data, created_by, updated_by, "
                             "updated_at, row_version FROM quotes") +
              where + QStringLiteral(" ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?"));
    if (!plan.isEmpty())
        q.addBindValue(plan);
    q.addBindValue(limit);
    q.addBindValue(offset);
    if (!q.exec()) {
        page.error = q.lastError().text();
        return page;
    }
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        const QString vendor = q.value(1).toString();
        QString problem;
        nlohmann::json data = parseJsonText(q.value(5).toByteArray(), QString(), &problem);
        if (!data.is_discarded() && !data.is_object())
            problem = QCoreApplication::translate("catalog", "the data is not a JSON object");
        else if (!data.is_discarded() && (!data.contains("vendor") || !data["vendor"].is_string() ||
                                          QString::fromStdString(data["vendor"].get<std::string>()) != vendor))
            problem = QCoreApplication::translate("catalog", "the data names another vendor than the row");
        else if (data.is_discarded() && problem.isEmpty())
            problem = QCoreApplication::translate("catalog", "the data is not valid JSON");
        if (!problem.isEmpty()) {
            page.skipped << QCoreApplication::translate("catalog", "Skipped quote %1 of '%2' in the library, written by "
                                                                   "%3: %4")
                                .arg(id)
                                .arg(vendor, q.value(7).toString(), problem.trimmed());
            continue;
        }
        page.quotes.push_back({StoredQuote{id, vendor, q.value(2).toString(), q.value(3).toString(),
                                           q.value(4).toString(), std::move(data)},
                               RowStamp{q.value(6).toString(), q.value(7).toString(), q.value(8).toString(),
                                        q.value(9).toInt()}});
    }
    return page;
}

} // namespace gpuplanner::catalog
