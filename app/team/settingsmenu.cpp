#include "app/team/settingsmenu.h"

#include "app/team/teamlibrarydialog.h"

#include <QEvent>

namespace gpuplanner::app {

SettingsMenu::SettingsMenu(QWidget *parent) : QMenu(parent), m_teamLibrary(addAction(QString()))
{
    setObjectName(QStringLiteral("settingsMenu"));
    m_teamLibrary->setObjectName(QStringLiteral("teamLibraryAction"));
    connect(m_teamLibrary, &QAction::triggered, this, [this] {
        TeamLibraryDialog dialog(parentWidget());
        dialog.exec();
    });
    retranslateUi();
}

void SettingsMenu::retranslateUi()
{
    // No mnemonic: every letter of "Settings" is taken by a field of the views (tst_planwindow).
    setTitle(tr("Settings"));
    m_teamLibrary->setText(tr("&Team library…"));
}

void SettingsMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}

} // namespace gpuplanner::app
