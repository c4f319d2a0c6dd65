#pragma once

#include <QList>
#include <QObject>
#include <QSize>

class QDockWidget;
class QMainWindow;

namespace gpuplanner::app {

// Keeps the sizes the user gave the docks of one side of the window (stacked top to bottom). A
// window made small squeezes its docks; made large again, Qt gives all the room back to the central
// views, and the docks stay squeezed. Here they get their sizes back (issue 26, item 9): their
// width, and their shares of the height. The sizes given back are those the window set when first
// shown (remember()) and those the user drags a dock's edge to.
class DockSizer : public QObject
{
public:
    DockSizer(QMainWindow *window, const QList<QDockWidget *> &docks);

    // The docks' sizes now are the ones to give back.
    void remember();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QList<QDockWidget *> docked() const;
    void giveBack();

    QMainWindow *m_window;
    QList<QDockWidget *> m_docks;
    QList<QDockWidget *> m_remembered; // the docks that were shown when the sizes were taken
    int m_width = 0;
    QList<int> m_heights;
    bool m_pending = false;  // a resize of the window is being laid out
    bool m_dragging = false; // a dock's edge is being dragged
    bool m_applying = false;
};

} // namespace gpuplanner::app
