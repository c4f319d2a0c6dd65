#include "app/wizard/wizardfields.h"

#include "app/wizard/planwizard.h"
#include "app/wizard/wizardpages.h"
#include "app/wizard/wizardsection_internal.h"
#include "catalog/namematch.h"
#include "planner/workload/workloadjson.h"
#include "widgets/editfields.h"

#include <QComboBox>
#include <QCoreApplication>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace gpuplanner::app {

QList<WorkloadSection> workloadSections(const catalog::Catalog &catalog)
{
    return {sectiondetail::modelSection(catalog), sectiondetail::loadSection(catalog),
            sectiondetail::dataSection(catalog), sectiondetail::deploymentSection(catalog)};
}

QList<FormPage *> buildFormPages(PlanWizard *wizard)
{
    QList<FormPage *> pages;
    for (const WorkloadSection &section : workloadSections(wizard->catalog()))
        pages << new FormPage(wizard, section);
    return pages;
}

namespace {

// What a name typed into a searchable list comes to: the value of an item, or why none.
struct TypedName
{
    std::optional<QString> value;
    QString error;
};

// A message in the words of the list: a model's, a GPU's or a CPU's (each written out for lupdate).
QString forKind(catalog::Kind kind, const QString &model, const QString &gpu, const QString &cpu)
{
    return kind == catalog::Kind::Model ? model : kind == catalog::Kind::Cpu ? cpu : gpu;
}

TypedName resolveTypedName(const QComboBox *combo, const catalog::Catalog &catalog, catalog::Kind kind,
                           const QString &typed)
{
    // Names in a message: "Llama 3.1 70B, Llama 3.3 70B" (Chinese lists them with "、").
    const QString separator = QCoreApplication::translate("wizard", ", ", "between the names of a list in a message");
    // The text of an item, in any case ("llama 3.1 70b"), is that item.
    for (int i = 0; i < combo->count(); ++i)
        if (combo->itemText(i).compare(typed, Qt::CaseInsensitive) == 0)
            return {combo->itemData(i).toString(), {}};
    if (typed.isEmpty())
        return {std::nullopt,
                forKind(kind,
                        QCoreApplication::translate("wizard", "no model chosen; pick one from the list"),
                        QCoreApplication::translate("wizard", "no GPU chosen; pick one from the list"),
                        QCoreApplication::translate("wizard", "no CPU chosen; pick one from the list"))};
    // The catalog's way of finding a name (ids, aliases, part of a name), as the CLI reads it; only
    // the rows the list offers for this task count.
    const catalog::LookupResult found = catalog.find(typed, kind);
    QStringList listed;
    for (const catalog::CatalogMatch &m : found.matches)
        if (combo->findData(m.row->id) > 0)
            listed << m.row->id;
    if (listed.size() == 1)
        return {listed.first(), {}};
    QStringList names;
    if (listed.size() > 1) {
        for (const QString &id : listed)
            names << combo->itemText(combo->findData(id));
        return {
            std::nullopt,
            forKind(kind,
                    QCoreApplication::translate("wizard", "names several models: %1; pick one from the list"),
                    QCoreApplication::translate("wizard", "names several GPUs: %1; pick one from the list"),
                    QCoreApplication::translate("wizard", "names several CPUs: %1; pick one from the list"))
                .arg(names.join(separator))};
    }
    if (!found.matches.empty())
        return {
            std::nullopt,
            forKind(
                kind,
                QCoreApplication::translate("wizard", "not a model for this task; pick one from the list"),
                QCoreApplication::translate("wizard", "not a GPU the list offers; pick one from it"),
                QCoreApplication::translate("wizard", "not a CPU the list offers; pick one from it"))};
    // Close names: the items that hold what was typed ("自定义架" of "自定义架构"), then the
    // catalog's near names of the rows the list offers, those that share the most of the typed
    // words first ("Llama 3 70B": Llama 3.1 70B before Llama 2 70B, one letter nearer as written);
    // of those sharing words, only the ones that share the most.
    for (int i = 0; i < combo->count(); ++i)
        if (combo->itemText(i).contains(typed, Qt::CaseInsensitive))
            names << combo->itemText(i);
    const QStringList words = catalog::nameTokens(typed);
    const auto shared = [&words](const QString &name) {
        const QStringList tokens = catalog::nameTokens(name);
        return int(std::count_if(words.begin(), words.end(), [&tokens](const QString &w) {
            return std::any_of(tokens.begin(), tokens.end(), [&w](const QString &t) { return t.startsWith(w); });
        }));
    };
    std::vector<std::pair<int, QString>> near; // (words shared, item text), in the catalog's order
    for (const QString &id : found.suggestions)
        if (const int i = combo->findData(id); i > 0)
            near.push_back({shared(combo->itemText(i)), combo->itemText(i)});
    std::stable_sort(near.begin(), near.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[score, name] : near)
        if (score == near.front().first)
            names << name;
    names.removeDuplicates();
    names = names.mid(0, 3);
    if (names.isEmpty())
        return {std::nullopt,
                forKind(kind,
                        QCoreApplication::translate("wizard", "not a known model; pick one from the list"),
                        QCoreApplication::translate("wizard", "not a known GPU; pick one from the list"),
                        QCoreApplication::translate("wizard", "not a known CPU; pick one from the list"))};
    return {std::nullopt,
            forKind(kind, QCoreApplication::translate("wizard", "not a known model; did you mean %1?"),
                    QCoreApplication::translate("wizard", "not a known GPU; did you mean %1?"),
                    QCoreApplication::translate("wizard", "not a known CPU; did you mean %1?"))
                .arg(names.join(separator))};
}

} // namespace

bool resolveTypedNames(widgets::EditFields *fields, const catalog::Catalog &catalog, bool focus)
{
    bool resolved = true;
    for (const auto &[path, kind] : {std::pair{"workload.model.preset", catalog::Kind::Model},
                                     std::pair{"workload.gpu.model", catalog::Kind::Accelerator},
                                     std::pair{"workload.render.measured_on", catalog::Kind::Accelerator},
                                     std::pair{"workload.configuration.cpu_model", catalog::Kind::Cpu}}) {
        const QString p = QString::fromLatin1(path);
        auto *combo = qobject_cast<QComboBox *>(fields->field(p));
        if (!combo || !combo->isEditable() || combo->isHidden())
            continue;
        const QString typed = combo->currentText().trimmed();
        if (combo->currentIndex() >= 0 && typed == combo->itemText(combo->currentIndex()))
            continue;
        const TypedName name = resolveTypedName(combo, catalog, kind, typed);
        if (name.value && fields->choose(p, *name.value))
            continue;
        fields->setError(p, name.error, focus && resolved);
        resolved = false;
    }
    return resolved;
}

planner::Task workloadTask(const nlohmann::json &workload)
{
    const nlohmann::json task = workload.is_object() ? workload.value("task", nlohmann::json()) : nlohmann::json();
    return task.is_string() ? planner::taskFromId(QString::fromStdString(task.get<std::string>()))
                                  .value_or(planner::Task::LlmInference)
                            : planner::Task::LlmInference;
}

} // namespace gpuplanner::app
