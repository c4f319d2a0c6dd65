#pragma once

#include <QObject>

namespace gpuplanner::widgets {

// Scrolling never edits: combo boxes, spin boxes, sliders and pickers take wheel events only when
// they have the keyboard focus. Without it the wheel scrolls what holds them (the page, the form),
// and they no longer take the focus from the wheel. One filter for the whole application, so the
// plan window, the wizard and every dialog behave alike.
class WheelGuard : public QObject
{
    Q_OBJECT

public:
    // Installs the filter on the application once; later calls do nothing.
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace gpuplanner::widgets
