#include "planner/workload/jsonpath.h"

#include <QStringList>

namespace gpuplanner::planner {

nlohmann::json valueAt(const nlohmann::json &root, const QString &path)
{
    const nlohmann::json *node = &root;
    for (const QString &part : path.split(QLatin1Char('.'))) {
        if (!node->is_object())
            return nullptr;
        const auto it = node->find(part.toStdString());
        if (it == node->end())
            return nullptr;
        node = &*it;
    }
    return *node;
}

void setAt(nlohmann::json &root, const QString &path, const nlohmann::json &value)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    nlohmann::json *node = &root;
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        const std::string key = parts[i].toStdString();
        if (!node->contains(key) || !(*node)[key].is_object())
            (*node)[key] = nlohmann::json::object();
        node = &(*node)[key];
    }
    const std::string leaf = parts.last().toStdString();
    if (value.is_null())
        node->erase(leaf);
    else
        (*node)[leaf] = value;
}

} // namespace gpuplanner::planner
