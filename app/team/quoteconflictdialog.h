#pragma once

#include "catalog/sharedrows.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gpuplanner::app {

// Two versions of one quote: the user's, based on the library version they last saw, and the
// library's, changed meanwhile by someone else (who, when). The user keeps theirs (saved with the
// library's version as its base, replacing it) or takes the library's (into the plan); neither is
// lost without being asked. Cancel: nothing is saved and the plan keeps the user's.
class QuoteConflictDialog : public QDialog
{
    Q_OBJECT

public:
    enum Choice
    {
        Undecided,
        KeepMine,
        TakeTheirs
    };

    QuoteConflictDialog(const catalog::StoredQuote &mine, int mineBase, const catalog::SharedQuote &theirs,
                        QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    void choose(Choice choice); // as the buttons do

    QTableWidget *table() const { return m_table; }
    QLabel *header() const { return m_header; }
    QPushButton *keepMineButton() const { return m_keepMine; }
    QPushButton *takeTheirsButton() const { return m_takeTheirs; }

private:
    Choice m_choice = Undecided;
    QLabel *m_header;
    QTableWidget *m_table;
    QPushButton *m_keepMine;
    QPushButton *m_takeTheirs;
};

} // namespace gpuplanner::app
