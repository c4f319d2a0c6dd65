#include "widgets/editfields.h"

#include "planner/sizing/displayunits.h"
#include "planner/workload/jsonpath.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTimer>
#include <utility>

namespace gpuplanner::widgets {

namespace {

// A number as people who plan ML work write it: "2e8" tokens, "1.5E9" samples (issue 26, item 3).
// Digits with the locale's separators are the spin box's own; a number with an exponent is read here,
// for a text the spin box itself refuses. Returns nothing for a text that is no such number,
// Intermediate while the exponent is being typed (a mantissa "1.5" in a field of whole numbers
// included), and Invalid for a number the editor cannot hold.
std::optional<std::pair<QValidator::State, double>> scientific(const QAbstractSpinBox *spin, QString text,
                                                               const QString &prefix, const QString &suffix,
                                                               double min, double max, bool whole)
{
    text = text.trimmed();
    if (const QString p = prefix.trimmed(); !p.isEmpty() && text.startsWith(p))
        text.remove(0, p.size());
    if (const QString s = suffix.trimmed(); !s.isEmpty() && text.endsWith(s))
        text.chop(s.size());
    text = text.trimmed();
    const QLocale locale = spin->locale();
    text.remove(locale.groupSeparator());
    text.replace(locale.decimalPoint(), QStringLiteral("."));
    static const QRegularExpression form(QStringLiteral("^(\\d+\\.?\\d*|\\.\\d+)[eE]([+-]?)(\\d*)$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch()) {
        // "1.5" on its way to "1.5e9" in a field of whole numbers: the exponent may follow.
        static const QRegularExpression mantissa(QStringLiteral("^\\d+\\.\\d*$"));
        if (mantissa.match(text).hasMatch() && text.toDouble() <= max)
            return std::pair{QValidator::Intermediate, 0.0};
        return std::nullopt;
    }
    if (m.capturedView(3).isEmpty())
        return std::pair{QValidator::Intermediate, 0.0};
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v > max || (whole && v != std::floor(v)))
        return std::pair{QValidator::Invalid, 0.0};
    if (v < min)
        return std::pair{QValidator::Intermediate, v};
    return std::pair{QValidator::Acceptable, v};
}

class QuantitySpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QValidator::State validate(QString &input, int &pos) const override
    {
        const QValidator::State own = QDoubleSpinBox::validate(input, pos);
        if (own != QValidator::Invalid)
            return own;
        if (const auto s = scientific(this, input, prefix(), suffix(), minimum(), maximum(), false))
            return s->first;
        return own;
    }
    double valueFromText(const QString &text) const override
    {
        if (const auto s = scientific(this, text, prefix(), suffix(), minimum(), maximum(), false); s && s->first == QValidator::Acceptable)
            return s->second;
        return QDoubleSpinBox::valueFromText(text);
    }
    // Fields that hold small figures as well as large ones (a target of 0.05 ns/day, a 0.25 fs step)
    // keep their decimals but drop trailing zeros: "0.05", "20", not "20.000".
    QString textFromValue(double value) const override
    {
        QString text = QDoubleSpinBox::textFromValue(value);
        if (!property("trimZeros").toBool())
            return text;
        const QString point = locale().decimalPoint();
        if (!text.contains(point))
            return text;
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
        return text;
    }
};

class CountSpinBox : public QSpinBox
{
public:
    using QSpinBox::QSpinBox;

    QValidator::State validate(QString &input, int &pos) const override
    {
        const QValidator::State own = QSpinBox::validate(input, pos);
        if (own != QValidator::Invalid)
            return own;
        if (const auto s = scientific(this, input, prefix(), suffix(), minimum(), maximum(), true))
            return s->first;
        return own;
    }
    int valueFromText(const QString &text) const override
    {
        if (const auto s = scientific(this, text, prefix(), suffix(), minimum(), maximum(), true); s && s->first == QValidator::Acceptable)
            return int(s->second);
        return QSpinBox::valueFromText(text);
    }
};

} // namespace

EditFields::EditFields(QWidget *parent) : QWidget(parent), m_form(new QFormLayout(this)), m_recommended(tr("Recommended"))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void EditFields::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // "Recommended" where a field still shows it (an owner may show its own default instead),
        // and the translated units.
        const QString before = m_recommended;
        m_recommended = tr("Recommended");
        for (const Field &f : std::as_const(m_fields)) {
            if (auto *spin = qobject_cast<QAbstractSpinBox *>(f.widget); spin && spin->specialValueText() == before)
                spin->setSpecialValueText(m_recommended);
            if (auto *edit = qobject_cast<QLineEdit *>(f.widget); edit && edit->placeholderText() == before)
                edit->setPlaceholderText(m_recommended);
            const QByteArray unit = f.widget->property("unitSource").toByteArray();
            if (auto *spin = qobject_cast<QDoubleSpinBox *>(f.widget); spin && !unit.isEmpty())
                spin->setSuffix(QLatin1Char(' ')
                                + QCoreApplication::translate(f.widget->property("unitContext").toByteArray().constData(),
                                                              unit.constData()));
        }
    }
    QWidget::changeEvent(event);
}

void EditFields::add(const QString &path, QWidget *widget)
{
    widget->setObjectName(path);
    m_form->addRow(new QLabel(this), widget);
    m_fields.append({path, widget});
}

void EditFields::setLabel(QWidget *field, const QString &text)
{
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(field))) {
        label->setText(text);
        label->setBuddy(field);
    }
    field->setAccessibleName(QString(text).remove(QLatin1Char('&')));
}

QDoubleSpinBox *EditFields::addQuantity(const QString &path, const QString &unit, double max, int decimals)
{
    auto *spin = new QuantitySpinBox(this);
    spin->setRange(0, max);
    spin->setDecimals(decimals);
    spin->setSuffix(QLatin1Char(' ') + unit);
    spin->setSpecialValueText(m_recommended);
    spin->setKeyboardTracking(true);
    spin->setGroupSeparatorShown(max >= 1e5); // 1,281,167 samples, not 1281167
    // Sizes in GB are shown in the display's byte units (planner/displayunits.h); the plan keeps GB.
    const bool capacity = unit == QLatin1String("GB");
    spin->setProperty("capacity", capacity);
    spin->setProperty("gbDecimals", decimals);
    if (capacity)
        showCapacityUnits(spin);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, path, spin](double v) {
        if (m_loading)
            return;
        if (v == 0)
            emit edited(path, nlohmann::json(nullptr));
        else if (spin->property("capacity").toBool() && planner::byteUnits() == planner::ByteUnits::Binary)
            emit edited(path, std::round(v / planner::gbToDisplay(planner::ByteUnits::Binary) * 1000) / 1000); // GiB → GB
        else
            emit edited(path, v);
    });
    add(path, spin);
    return spin;
}

QDoubleSpinBox *EditFields::addQuantity(const QString &path, const char *unitContext, const char *unit, double max, int decimals)
{
    QDoubleSpinBox *spin = addQuantity(path, QCoreApplication::translate(unitContext, unit), max, decimals);
    spin->setProperty("unitContext", QByteArray(unitContext));
    spin->setProperty("unitSource", QByteArray(unit));
    return spin;
}

void EditFields::showCapacityUnits(QDoubleSpinBox *spin)
{
    const planner::ByteUnits units = planner::byteUnits();
    spin->setSuffix(QLatin1Char(' ') + planner::gbUnitName(units));
    // GiB figures of whole GB are fractional: one decimal more keeps what the plan holds readable.
    spin->setDecimals(spin->property("gbDecimals").toInt() + (units == planner::ByteUnits::Binary ? 1 : 0));
}

QSpinBox *EditFields::addCount(const QString &path, int max)
{
    auto *spin = new CountSpinBox(this);
    spin->setRange(0, max);
    spin->setGroupSeparatorShown(max >= 100000);
    spin->setSpecialValueText(m_recommended);
    connect(spin, &QSpinBox::valueChanged, this, [this, path](int v) {
        if (!m_loading)
            emit edited(path, v == 0 ? nlohmann::json(nullptr) : nlohmann::json(v));
    });
    add(path, spin);
    return spin;
}

QCheckBox *EditFields::addFlag(const QString &path)
{
    auto *box = new QCheckBox(this);
    box->setTristate(false);
    connect(box, &QCheckBox::toggled, this, [this, path](bool on) {
        if (!m_loading)
            emit edited(path, on);
    });
    add(path, box);
    return box;
}

QComboBox *EditFields::addChoice(const QString &path, const QList<std::pair<QString, QString>> &items, bool editable)
{
    auto *combo = new QComboBox(this);
    for (const auto &[value, text] : items)
        combo->addItem(text, value);
    if (editable) {
        // Searchable: type part of a name, pick from the filtered list.
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
        combo->completer()->setFilterMode(Qt::MatchContains);
        combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    }
    connect(combo, &QComboBox::activated, this, [this, path, combo](int index) {
        if (m_loading)
            return;
        const QString value = combo->itemData(index).toString();
        emit edited(path, value.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(value.toStdString()));
    });
    add(path, combo);
    return combo;
}

QComboBox *EditFields::addNumberChoice(const QString &path, const QString &notGiven,
                                       const QList<std::pair<int, QString>> &items)
{
    auto *combo = new QComboBox(this);
    combo->addItem(notGiven);
    for (const auto &[value, text] : items)
        combo->addItem(text, value);
    connect(combo, &QComboBox::activated, this, [this, path, combo](int index) {
        if (m_loading)
            return;
        const QVariant value = combo->itemData(index);
        emit edited(path, value.isValid() ? nlohmann::json(value.toInt()) : nlohmann::json(nullptr));
    });
    add(path, combo);
    return combo;
}

void EditFields::setChoiceResolver(const QString &path, std::function<QString(const QString &)> resolve)
{
    m_resolvers.insert(path, std::move(resolve));
}

QLineEdit *EditFields::addText(const QString &path)
{
    auto *edit = new QLineEdit(this);
    edit->setPlaceholderText(m_recommended);
    connect(edit, &QLineEdit::textEdited, this, [this, path](const QString &text) {
        if (!m_loading)
            emit edited(path, text.trimmed().isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(text.trimmed().toStdString()));
    });
    add(path, edit);
    return edit;
}


void EditFields::load(const nlohmann::json &plan)
{
    m_loading = true;
    for (const Field &f : m_fields) {
        const nlohmann::json v = planner::valueAt(plan, f.path);
        if (auto *spin = qobject_cast<QDoubleSpinBox *>(f.widget)) {
            const bool capacity = spin->property("capacity").toBool();
            if (capacity)
                showCapacityUnits(spin);
            const double scale = capacity ? planner::gbToDisplay(planner::byteUnits()) : 1.0;
            const double shown = v.is_number() ? v.get<double>() * scale : 0.0;
            // Setting an unchanged value still re-lays out and repaints the editor.
            if (!spin->hasFocus() && spin->value() != spin->valueFromText(spin->textFromValue(shown)))
                spin->setValue(shown);
        } else if (auto *count = qobject_cast<QSpinBox *>(f.widget)) {
            if (!count->hasFocus())
                if (const int shown = v.is_number() ? v.get<int>() : 0; count->value() != shown)
                    count->setValue(shown);
        } else if (auto *box = qobject_cast<QCheckBox *>(f.widget)) {
            box->setChecked(v.is_boolean() ? v.get<bool>() : box->property("defaultOn").toBool());
        } else if (auto *combo = qobject_cast<QComboBox *>(f.widget)) {
            if (v.is_number_integer()) { // a list of numbers (addNumberChoice)
                combo->setCurrentIndex(std::max(0, combo->findData(v.get<int>())));
                continue;
            }
            const QString value = v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
            int index = combo->findData(value);
            if (index < 0 && !value.isEmpty())
                if (const auto resolve = m_resolvers.constFind(f.path); resolve != m_resolvers.constEnd())
                    index = combo->findData((*resolve)(value));
            combo->setCurrentIndex(std::max(0, index));
        } else if (auto *edit = qobject_cast<QLineEdit *>(f.widget)) {
            if (!edit->hasFocus())
                edit->setText(v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString());
        }
    }
    m_loading = false;
}

} // namespace gpuplanner::widgets

namespace gpuplanner::widgets {

bool EditFields::hasField(const QString &path) const
{
    return std::any_of(m_fields.begin(), m_fields.end(), [&](const Field &f) { return f.path == path; });
}

QWidget *EditFields::field(const QString &path) const
{
    for (const Field &f : m_fields)
        if (f.path == path)
            return f.widget;
    return nullptr;
}

QString EditFields::fieldLabel(const QString &path) const
{
    QWidget *w = field(path);
    if (!w)
        return {};
    QString text = w->accessibleName();
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(w)); label && !label->text().isEmpty())
        text = label->text();
    text = withoutMnemonic(text);
    while (text.endsWith(QLatin1Char(':')) || text.endsWith(QChar(0xFF1A)))
        text.chop(1);
    return text.trimmed();
}

QString EditFields::withoutMnemonic(QString text)
{
    static const QRegularExpression cjk(QStringLiteral("\\(&[^)]\\)")); // Chinese style: "内存(&R)"
    text.remove(cjk);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

QString EditFields::fieldText(const QString &path) const
{
    QWidget *w = field(path);
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(w))
        return spin->text().trimmed();
    if (auto *combo = qobject_cast<QComboBox *>(w))
        return combo->currentText();
    if (auto *box = qobject_cast<QCheckBox *>(w))
        return box->isChecked() ? tr("on") : tr("off");
    if (auto *edit = qobject_cast<QLineEdit *>(w))
        return edit->text().isEmpty() ? edit->placeholderText() : edit->text();
    return {};
}

void EditFields::setFieldVisible(const QString &path, bool visible)
{
    for (const Field &f : m_fields)
        if (f.path == path)
            m_form->setRowVisible(f.widget, visible);
    if (QLabel *error = m_errors.value(path))
        error->setVisible(visible && !error->text().isEmpty());
}

bool EditFields::choose(const QString &path, const QString &value)
{
    auto *combo = qobject_cast<QComboBox *>(field(path));
    const int index = combo ? combo->findData(value) : -1;
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    emit edited(path, value.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(value.toStdString()));
    return true;
}

void EditFields::setError(const QString &path, const QString &text, bool focus)
{
    QWidget *field = nullptr;
    for (const Field &f : m_fields)
        if (f.path == path)
            field = f.widget;
    if (!field)
        return;
    QLabel *label = m_errors.value(path);
    if (!label && !text.isEmpty()) {
        label = new QLabel(this);
        label->setWordWrap(true);
        label->setObjectName(QStringLiteral("error-") + path);
        label->setStyleSheet(QStringLiteral("color: #c62828"));
        int row = 0;
        QFormLayout::ItemRole role;
        m_form->getWidgetPosition(field, &row, &role);
        m_form->insertRow(row + 1, QString(), label);
        m_errors.insert(path, label);
    }
    if (label) {
        label->setText(text);
        label->setVisible(!text.isEmpty());
        // A wrapped message's height follows its width, which a new row gets only once laid out: ask
        // for the layout again then (a three-line message in a GPU panel showed two lines the first time).
        if (!text.isEmpty())
            QTimer::singleShot(0, label, [label] { label->updateGeometry(); });
    }
    field->setStyleSheet(text.isEmpty() ? QString() : QStringLiteral("border: 1px solid #c62828"));
    field->setToolTip(text);
    if (!text.isEmpty() && focus)
        field->setFocus(Qt::OtherFocusReason);
}

void EditFields::clearErrors()
{
    for (auto it = m_errors.begin(); it != m_errors.end(); ++it)
        setError(it.key(), QString());
}

void narrowEditors(QWidget *content)
{
    for (QComboBox *combo : content->findChildren<QComboBox *>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
    }
    const int width = content->fontMetrics().averageCharWidth() * 14;
    for (QWidget *editor : content->findChildren<QWidget *>())
        if (qobject_cast<QComboBox *>(editor) || qobject_cast<QAbstractSpinBox *>(editor))
            editor->setMinimumWidth(width);
}

} // namespace gpuplanner::widgets
