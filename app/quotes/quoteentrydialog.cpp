#include "app/quotes/quoteentrydialog.h"

#include "planner/quotes/quotefields.h"
#include "planner/quotes/quoteimport.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace gpuplanner::app {

QuoteEntryDialog::QuoteEntryDialog(const std::vector<quotes::Requirement> &requirements, const QString &defaultCurrency,
                                   QWidget *parent)
    : QDialog(parent), m_currency(new QComboBox(this)), m_problems(new QLabel(this))
{
    setObjectName(QStringLiteral("quoteEntryDialog"));
    setWindowTitle(tr("Enter a vendor quote"));

    auto *terms = new QGroupBox(tr("Vendor and prices"), this);
    auto *termsForm = new QFormLayout(terms);
    addField(termsForm, QStringLiteral("vendor"), tr("&Vendor:"));
    addField(termsForm, QStringLiteral("offering"), tr("&Offering:"), tr("product or instance name"));
    m_currency->addItem(tr("CNY"), QStringLiteral("CNY"));
    m_currency->addItem(tr("USD"), QStringLiteral("USD"));
    setCurrency(defaultCurrency);
    m_currency->setAccessibleName(tr("Currency"));
    termsForm->addRow(tr("C&urrency:"), m_currency);
    addField(termsForm, QStringLiteral("price_per_hour"), tr("Price per &hour:"), tr("whole configuration"));
    addField(termsForm, QStringLiteral("price_per_month"), tr("Price per &month:"));
    addField(termsForm, QStringLiteral("price_per_year"), tr("Price per &year:"));
    addField(termsForm, QStringLiteral("price_per_three_years"), tr("Price for &three years:"),
             tr("a three-year commitment, owed in full"));
    addField(termsForm, QStringLiteral("price_per_purchase"), tr("Price to buy:"),
             tr("the machines offered, once (a hardware vendor's quote)"));
    addField(termsForm, QStringLiteral("billing_rules"), tr("Billing rules:"), tr("minimum term, rounding, release"));
    addField(termsForm, QStringLiteral("traffic_pricing"), tr("Traffic pricing:"));
    addField(termsForm, QStringLiteral("support_sla"), tr("Support and SLA:"));
    addField(termsForm, QStringLiteral("delivery_time"), tr("Delivery time:"));
    addField(termsForm, QStringLiteral("notes"), tr("Notes:"));

    auto *answers = new QGroupBox(tr("What the vendor offers for each requirement"), this);
    auto *answersForm = new QFormLayout(answers);
    for (const quotes::Requirement &r : requirements) {
        QString hint = r.minimumText;
        if (!r.recommendedText.isEmpty() && r.recommendedText != r.minimumText)
            hint = tr("minimum %1, recommended %2").arg(r.minimumText, r.recommendedText);
        else if (!hint.isEmpty())
            hint = tr("minimum %1").arg(hint);
        QLineEdit *edit = addField(answersForm, r.id, r.title + QLatin1Char(':'), hint);
        edit->setToolTip(r.text);
    }
    auto *scroll = new QScrollArea(this);
    auto *inner = new QWidget(scroll);
    auto *innerLayout = new QVBoxLayout(inner);
    innerLayout->addWidget(terms);
    innerLayout->addWidget(answers);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);

    m_problems->setObjectName(QStringLiteral("quoteProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #c62828")); // the error colour of the editors and the wizard
    m_problems->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (readQuote())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);
    resize(640, 720);
}

QLineEdit *QuoteEntryDialog::addField(QFormLayout *form, const QString &id, const QString &label, const QString &hint)
{
    auto *edit = new QLineEdit(this);
    edit->setObjectName(id);
    edit->setPlaceholderText(hint);
    edit->setAccessibleName(QString(label).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
    form->addRow(label, edit);
    m_fields[id] = edit;
    return edit;
}

QLineEdit *QuoteEntryDialog::field(const QString &id) const
{
    const auto it = m_fields.find(id);
    return it == m_fields.end() ? nullptr : it->second;
}

void QuoteEntryDialog::setCurrency(const QString &code)
{
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(code)));
}

void QuoteEntryDialog::setQuote(const quotes::Quote &q)
{
    m_original = q;
    setWindowTitle(tr("Edit the quote of %1").arg(q.vendor));
    const auto set = [this](const char *id, const QString &text) {
        if (QLineEdit *e = field(QString::fromLatin1(id)))
            e->setText(text);
    };
    const auto price = [](const std::optional<double> &v) { return v ? QString::number(*v, 'g', 12) : QString(); };
    set("vendor", q.vendor);
    set("offering", q.offering);
    setCurrency(q.currency);
    set("price_per_hour", price(q.price.perHour));
    set("price_per_month", price(q.price.perMonth));
    set("price_per_year", price(q.price.perYear));
    set("price_per_three_years", price(q.price.perThreeYears));
    set("price_per_purchase", price(q.price.purchase));
    set("billing_rules", q.billingRules);
    set("traffic_pricing", q.trafficPricing);
    set("support_sla", q.supportSla);
    set("delivery_time", q.deliveryTime);
    set("notes", q.notes);
    // Figures as figures (an answer derived from vCPUs says so in its words, not in its value);
    // names and yes / no as the vendor wrote them.
    for (const auto &[id, answer] : q.answers.asKeyValueRange())
        if (QLineEdit *e = field(id)) {
            const quotes::QuoteField *f = quotes::quoteField(id);
            const bool number = f && f->type == quotes::FieldType::Number && !answer.value.isEmpty();
            e->setText(number || answer.offered.isEmpty() ? answer.value : answer.offered);
        }
}

bool QuoteEntryDialog::readQuote()
{
    QList<QPair<QString, QString>> fields;
    fields.append({QStringLiteral("currency"), m_currency->currentData().toString()});
    for (const auto &[id, edit] : m_fields)
        if (!edit->text().trimmed().isEmpty())
            fields.append({id, edit->text().trimmed()});
    quotes::Quote q;
    QStringList messages;
    quotes::ImportOptions options;
    options.forApp = true;
    options.defaultCurrency = m_currency->currentData().toString();
    // A file's quote is kept with a cell it cannot read; a typed one is not: the user fixes it now.
    if (!quotes::quoteFromFields(fields, &q, &messages, options) || !messages.isEmpty()) {
        m_problems->setText(messages.join(QLatin1Char('\n')));
        m_problems->show();
        return false;
    }
    q.source = m_original.source.isEmpty() ? QStringLiteral("manual") : m_original.source;
    q.plan = m_original.plan;
    // Prices left as they were keep how they were read (per GPU, per day, the file's unit), so that
    // a per-GPU price follows an edited GPU count; typed prices are whole-configuration prices.
    const auto unchanged = [&](const char *id, const std::optional<double> &v) {
        const QLineEdit *e = field(QString::fromLatin1(id));
        return e && e->text().trimmed() == (v ? QString::number(*v, 'g', 12) : QString());
    };
    if (!m_original.price.read.empty() && unchanged("price_per_hour", m_original.price.perHour) &&
        unchanged("price_per_month", m_original.price.perMonth) &&
        unchanged("price_per_year", m_original.price.perYear) &&
        unchanged("price_per_three_years", m_original.price.perThreeYears) &&
        unchanged("price_per_purchase", m_original.price.purchase)) {
        q.price = m_original.price;
        quotes::settlePrices(q.price, quotes::statedGpuCount(q));
    }
    if (!m_original.importedAt.isEmpty() && m_original.vendor == q.vendor)
        q.importedAt = m_original.importedAt;
    m_quote = q;
    m_problems->hide();
    return true;
}

QString QuoteEntryDialog::problems() const
{
    return m_problems->isHidden() ? QString() : m_problems->text();
}

} // namespace gpuplanner::app
