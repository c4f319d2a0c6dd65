#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <QHash>
#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gpuplanner::widgets {

// A form of editors bound to plan paths ("workload.configuration.ram_gb"). load() fills them from
// the plan without emitting; user edits emit edited(path, value), where null means "use the
// recommendation". Dimension editors are built from these fields.
class EditFields : public QWidget
{
    Q_OBJECT

public:
    explicit EditFields(QWidget *parent = nullptr);

    // A number with a unit; 0 shows "Recommended" and clears the path.
    QDoubleSpinBox *addQuantity(const QString &path, const QString &unit, double max, int decimals = 0);
    // A number with a unit that is translated (QT_TRANSLATE_NOOP(context, unit)): the unit follows
    // the language when it changes.
    QDoubleSpinBox *addQuantity(const QString &path, const char *unitContext, const char *unit, double max, int decimals = 0);
    QSpinBox *addCount(const QString &path, int max);
    QCheckBox *addFlag(const QString &path);
    // Items are (value stored in the plan, text); an empty value means "use the recommendation".
    QComboBox *addChoice(const QString &path, const QList<std::pair<QString, QString>> &items, bool editable = false);
    // Items are (number stored in the plan, text); the first item, with no number, means "not given".
    QComboBox *addNumberChoice(const QString &path, const QString &notGiven,
                               const QList<std::pair<int, QString>> &items);
    // How a list shows a value the plan writes other than as an item's value (a catalog alias such as
    // "L4" or "H100 SXM" for "nvidia-l4"): the resolver returns the item value, or empty.
    void setChoiceResolver(const QString &path, std::function<QString(const QString &)> resolve);
    QLineEdit *addText(const QString &path);

    // Row labels are set (and re-set on language change) by the owner.
    void setLabel(QWidget *field, const QString &text);

    void load(const nlohmann::json &plan);

    // Shows a validation message under the field bound to `path` (empty text clears it) and, when
    // `focus`, moves the keyboard focus there.
    void setError(const QString &path, const QString &text, bool focus = true);
    void clearErrors();
    bool hasField(const QString &path) const;
    // The editor bound to `path`, or null.
    QWidget *field(const QString &path) const;
    // The row label of the field without its mnemonic ("RAM per node"); empty when unlabelled.
    QString fieldLabel(const QString &path) const;
    // A label without its mnemonic: "&RAM" → "RAM", "内存(&R)" → "内存".
    static QString withoutMnemonic(QString text);
    // What the field shows now, as a person reads it ("256 GB", "Recommended", "LoRA").
    QString fieldText(const QString &path) const;
    // Shows or hides the row of the field bound to `path`.
    void setFieldVisible(const QString &path, bool visible);
    // Chooses the item whose value is `value` in the list bound to `path`, as a pick from the list
    // does: edited() is emitted. False when the list has no such item.
    bool choose(const QString &path, const QString &value);

signals:
    void edited(const QString &path, const nlohmann::json &value);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Field
    {
        QString path;
        QWidget *widget;
    };
    void add(const QString &path, QWidget *widget);
    static void showCapacityUnits(QDoubleSpinBox *spin);

    QFormLayout *m_form;
    QHash<QString, std::function<QString(const QString &)>> m_resolvers;
    QHash<QString, QLabel *> m_errors;
    QList<Field> m_fields;
    bool m_loading = false;
    QString m_recommended; // "Recommended" in the language the fields show
};

// Lets the combo and spin boxes under `content` shrink to 14 average characters: long item texts (GPU
// and CPU names, "Recommended by the planner") and a spin box's widest value must not widen a page of
// two columns beyond the window at 1366 × 768 (long items elide).
void narrowEditors(QWidget *content);

} // namespace gpuplanner::widgets
