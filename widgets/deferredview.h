#pragma once

#include <QScrollArea>

namespace gpuplanner::widgets {

// A view that may sit on a hidden tab: new data is stored with deferUpdate(), and apply() runs at
// once when the view is visible in its window (or the window is not shown yet), else just before
// the view is shown. apply() runs in setVisible(), before the view and its children become
// visible, so that they are laid out once with the current texts (filling them in in showEvent()
// would lay them out twice and show the stale layout for a moment).
class DeferredView : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;
    void setVisible(bool visible) override;

protected:
    // Fills the view in from the data stored by the subclass.
    virtual void apply() = 0;
    // Call after storing new data.
    void deferUpdate();
    void showEvent(QShowEvent *event) override;

private:
    void applyIfStale();

    bool m_stale = false;
};

} // namespace gpuplanner::widgets
