#pragma once

#include <QHash>
#include <QLabel>

namespace gpuplanner::widgets {

// A word-wrapped label that remembers its height for the widths it was asked about. Layouts ask
// every label of a panel for heightForWidth on each pass, and a selectable or rich-text QLabel
// answers by laying its text out again; with two dozen such labels per view that was most of an
// edit's time. The answers are dropped when the text, the font or the style changes.
//
// Its size hints are cheap for the same reason: QLabel works out a wrapped label's hints by laying
// the whole text out at its natural shape, on one line and at the width of its longest word (seven
// or more layouts for each changed label, 43% of an edit's instructions under callgrind). Here the
// minimum is a few characters wide and one line high, and the preferred size is the height for a
// width of 60 average characters, so a changed label is laid out once for its hint.
class WrapLabel : public QLabel
{
public:
    explicit WrapLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    mutable QHash<int, int> m_heights;
    mutable QString m_text; // the text the heights belong to
};

} // namespace gpuplanner::widgets
