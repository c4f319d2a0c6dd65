#pragma once

#include <QMenu>

namespace gpuplanner::app {

// The Settings menu of the plan window: Team library… (TeamLibraryDialog). A menu of its own that
// retranslates itself, so that the window only inserts it.
class SettingsMenu : public QMenu
{
    Q_OBJECT

public:
    explicit SettingsMenu(QWidget *parent = nullptr);

    QAction *teamLibraryAction() const { return m_teamLibrary; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QAction *m_teamLibrary;
};

} // namespace gpuplanner::app
