#pragma once

#include "catalog/catalog.h"
#include "planner/sizing/evaluation.h"

#include "widgets/deferredview.h"

#include <nlohmann/json.hpp>

#include <array>

namespace gpuplanner::widgets {

class DimensionPanel;

// Article 000's view: the eight configuration dimensions, one panel each, in two columns.
class DimensionsView : public DeferredView
{
    Q_OBJECT

public:
    DimensionsView(const catalog::Catalog &catalog, QWidget *parent = nullptr);
    // On a hidden tab the panels are filled in when the tab is shown.
    void showEvaluation(const planner::Evaluation &evaluation, const nlohmann::json &plan);
    // Scrolls to and focuses a dimension's panel ("ram").
    void reveal(const QString &dimensionKey);
    DimensionPanel *panel(planner::DimensionId id) const { return m_panels[size_t(id)]; }
    // See DimensionPanel::setInputError; true when one of the panels edits `path`.
    bool showInputError(const QString &path, const QString &text);

signals:
    void edited(const QString &path, const nlohmann::json &value);

protected:
    void apply() override;

private:

    std::array<DimensionPanel *, planner::kDimensionCount> m_panels{};
    // The latest evaluation while the view sits on a hidden tab; shown when the view is.
    planner::Evaluation m_evaluation;
    nlohmann::json m_plan;
};

} // namespace gpuplanner::widgets
