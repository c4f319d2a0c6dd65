#pragma once

#include "planner/quotes/quote.h"
#include "planner/quotes/requirements.h"

#include <QDialog>

#include <map>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace gpuplanner::app {

// Typing in a quote (or correcting one): the vendor, the prices and terms, and the vendor's answer
// to each requirement of this plan with the minimum and recommended values beside it. The entries
// are checked as a CSV row is ("¥12.5", "1,234", "7000 MB/s", "是"…); problems are shown in the
// dialog, which stays open with everything typed.
class QuoteEntryDialog : public QDialog
{
    Q_OBJECT

public:
    QuoteEntryDialog(const std::vector<quotes::Requirement> &requirements, const QString &defaultCurrency,
                     QWidget *parent = nullptr);

    // Fills the form from an existing quote (editing).
    void setQuote(const quotes::Quote &quote);
    // The field line edits by field id ("vendor", "price_per_hour", "gpu_count"…), for tests.
    QLineEdit *field(const QString &id) const;
    void setCurrency(const QString &code);
    // Reads the form; false with the problems shown in the dialog.
    bool readQuote();
    const quotes::Quote &quote() const { return m_quote; }
    QString problems() const;

private:
    QLineEdit *addField(QFormLayout *form, const QString &id, const QString &label, const QString &hint = {});

    std::map<QString, QLineEdit *> m_fields;
    QComboBox *m_currency;
    QLabel *m_problems;
    quotes::Quote m_quote;
    quotes::Quote m_original; // kept parts of an edited quote (source, import time)
};

} // namespace gpuplanner::app
