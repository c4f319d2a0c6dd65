#pragma once

#include <QHash>
#include <QLabel>

namespace gpuplanner::widgets {

// A word-wrapped label that remembers its height for the widths it was asked about. Layouts ask
// every label of a panel for heightForWidth on each pass, and a selectable or rich-text QLabel
// answers by laying its text out again; with two dozen such labels per view that was most of an
// edit's time. The answers are dropped when the text, the font or the style changes.
class WrapLabel : public QLabel
{
public:
    explicit WrapLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    mutable QHash<int, int> m_heights;
    mutable QString m_text; // the text the heights belong to
};

} // namespace gpuplanner::widgets
