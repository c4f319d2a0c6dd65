#pragma once

#include "planner/workload/inputerror.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>

namespace gpuplanner::planner {

// Reads the fields of one JSON object of a plan or workload file. Every problem throws an
// InputError whose message starts with the field's path ("training.zero_stage: ...").
class JsonFields
{
public:
    JsonFields(const nlohmann::json &object, QString path);

    // Rejects keys that are not in `known`, suggesting the closest known one.
    void onlyKeys(std::initializer_list<const char *> known) const;

    bool has(const char *key) const;
    std::optional<double> number(const char *key, double min, double max) const;
    std::optional<int> integer(const char *key, int min, int max) const;
    std::optional<bool> boolean(const char *key) const;
    std::optional<QString> text(const char *key) const;
    // A text that goes on one line of an export (a version written into a Dockerfile): control
    // characters, line and paragraph separators are refused.
    std::optional<QString> line(const char *key) const;
    // A version (driver 550.54.15, CUDA 12.4, cu124, 2.5.1+cu124): digits, letters, '.', '-', '+',
    // at most 40 characters. `words`: a name and versions ("pytorch 2.7.1", "vllm 0.6 + torch 2.4")
    // with spaces, '/', '_' between them, at most 80. These go into Dockerfiles and shell scripts:
    // quotes, '$', backquotes and every other character are refused.
    std::optional<QString> version(const char *key, bool words = false) const;
    // One of `allowed`; returns its index.
    std::optional<int> choice(const char *key, std::initializer_list<const char *> allowed) const;
    JsonFields object(const char *key) const; // an empty object when absent
    const nlohmann::json &raw(const char *key) const;
    QString pathOf(const char *key) const;

    [[noreturn]] void fail(const char *key, const QString &problem) const;

private:
    const nlohmann::json &m_object;
    QString m_path;
};

// The closest of `candidates` to `word` when it is close enough to be a likely typo.
QString closestWord(const QString &word, const QStringList &candidates);

} // namespace gpuplanner::planner
