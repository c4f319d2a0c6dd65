// WrapLabel (widgets/wraplabel.h): cheap size hints must still give a wrapped, selectable label the
// height its text needs at the width the layout gives it, in English and in Chinese (no spaces to
// break at), and follow a change of text.
#include "widgets/wraplabel.h"

#include <QFontMetrics>
#include <QtTest>
#include <QVBoxLayout>

using gpuplanner::widgets::WrapLabel;

class TestWrapLabel : public QObject
{
    Q_OBJECT

    static QString sentence(int times, const QString &words)
    {
        QStringList parts;
        for (int i = 0; i < times; ++i)
            parts << words;
        return parts.join(QLatin1Char(' '));
    }

private slots:
    void laidOutTallEnoughForItsText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("English") << sentence(
            12, QStringLiteral("Decode step = max(weights ÷ bandwidth, FLOPs ÷ peak)."));
        QTest::newRow("Chinese") << sentence(
            12, QStringLiteral("每个解码步取权重读取时间与计算时间中的较大者。"));
        QTest::newRow("rich") << sentence(8,
                                          QStringLiteral("<b>Recommended:</b> 8 × H100 with <i>NVLink</i>."));
    }
    void laidOutTallEnoughForItsText()
    {
        QFETCH(QString, text);
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *label = new WrapLabel(&window);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(label);
        layout->addStretch(1);
        window.resize(320, 900);
        label->setText(QStringLiteral("short"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int oneLine = label->height();

        label->setText(text); // a new text after the first layout: the cached heights must go
        QCoreApplication::sendPostedEvents();
        QApplication::processEvents();
        QVERIFY2(
            label->height() >= label->heightForWidth(label->width()),
            qPrintable(
                QStringLiteral("%1 < %2").arg(label->height()).arg(label->heightForWidth(label->width()))));
        QVERIFY(label->height() > 4 * oneLine);

        // The hints: one line high at the minimum, the height for its width at the preference.
        const QFontMetrics fm(label->font());
        QCOMPARE(label->minimumSizeHint().height(), fm.lineSpacing());
        QVERIFY(label->minimumSizeHint().width() < 320);
        QCOMPARE(label->sizeHint().height(), label->heightForWidth(label->sizeHint().width()));

        // Back to one line: the label shrinks with the text.
        label->setText(QStringLiteral("short"));
        QCoreApplication::sendPostedEvents();
        QApplication::processEvents();
        QCOMPARE(label->height(), oneLine);
    }
};

#include "testmain.h"
GPUPLANNER_TEST_MAIN(TestWrapLabel, Gui)
#include "tst_wrap_label.moc"
