#include "app/verify/scriptpanel.h"

#include "app/core/dialogs.h"
#include "app/core/startfolder.h"
#include "app/document/plandocument.h"
#include "app/export/planexport.h"
#include "app/verify/acceptancescript.h"
#include "planner/verify/monitorlog.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace gpuplanner::app {

namespace {
const QString kScriptDirKey = QStringLiteral("verify/scriptDir");
} // namespace

ScriptPanel::ScriptPanel(const PlanDocument &document, QWidget *parent)
    : QGroupBox(parent), m_document(document), m_mode(new QComboBox(this)), m_hours(new QDoubleSpinBox(this)),
      m_hoursLabel(new QLabel(this)), m_save(new QPushButton(this)), m_howTo(new QLabel(this)),
      m_monitorLabel(new QLabel(this)), m_monitorCommand(new QLineEdit(this)), m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("scriptPanel"));
    m_mode->setObjectName(QStringLiteral("scriptMode"));
    for (int i = 0; i < 3; ++i)
        m_mode->addItem(QString());
    m_mode->setCurrentIndex(1);
    m_hours->setObjectName(QStringLiteral("burnInHours"));
    m_hours->setRange(0.5, 720);
    m_hours->setDecimals(1);
    m_hours->setValue(4);
    m_save->setObjectName(QStringLiteral("saveScript"));
    m_howTo->setWordWrap(true);
    m_howTo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_monitorLabel->setWordWrap(true);
    m_monitorCommand->setObjectName(QStringLiteral("monitorCommand"));
    m_monitorCommand->setReadOnly(true);
    m_monitorCommand->setText(verify::monitorCommand(5) + QStringLiteral(" > gpu-log-$(hostname).csv"));
    m_monitorCommand->setCursorPosition(0);
    m_message->setWordWrap(true);
    m_message->hide();
    // The modes' long names must not widen the view: at 1366 px the window keeps room for the docks.
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mode->setMinimumContentsLength(14);
    auto *row = new QHBoxLayout;
    row->addWidget(m_mode, 1);
    row->addWidget(m_hoursLabel);
    row->addWidget(m_hours);
    row->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_howTo);
    layout->addWidget(m_monitorLabel);
    layout->addWidget(m_monitorCommand);
    layout->addWidget(m_message);
    layout->addStretch(1);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ScriptPanel::modeChanged);
    connect(m_save, &QPushButton::clicked, this, &ScriptPanel::saveScript);
    retranslateUi();
    modeChanged();
}

verify::AcceptMode ScriptPanel::mode() const
{
    return verify::AcceptMode(m_mode->currentIndex());
}

double ScriptPanel::burnInHours() const
{
    return mode() == verify::AcceptMode::BurnIn ? m_hours->value() : 0;
}

void ScriptPanel::setMode(verify::AcceptMode mode, double burnInHours)
{
    m_mode->setCurrentIndex(int(mode));
    if (burnInHours > 0)
        m_hours->setValue(burnInHours);
}

void ScriptPanel::modeChanged()
{
    const bool burnIn = mode() == verify::AcceptMode::BurnIn;
    m_hours->setVisible(burnIn);
    m_hoursLabel->setVisible(burnIn);
}

bool ScriptPanel::saveScript()
{
    const QString path = dialogs::saveFileName(this, tr("Save acceptance script"),
                                               startPath(m_document.filePath(), rememberedFolder(kScriptDirKey),
                                                         QStringLiteral("accept-%1.sh").arg(exportBaseName(m_document.displayName()))),
                                               tr("Shell scripts (*.sh)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!saveScriptTo(path, &error)) {
        m_message->setText(tr("Not saved: %1").arg(error));
        m_message->show();
        return false;
    }
    rememberFolder(kScriptDirKey, path);
    return true;
}

bool ScriptPanel::saveScriptTo(const QString &path, QString *error)
{
    if (!writeAcceptanceScript(m_document, mode(), burnInHours(), path, error))
        return false;
    m_message->setText(tr("Saved %1. Copy it to the rented machine and run it there.").arg(QDir::toNativeSeparators(path)));
    m_message->show();
    emit saved(path);
    return true;
}

void ScriptPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void ScriptPanel::retranslateUi()
{
    setTitle(tr("1. Acceptance script"));
    m_mode->setItemText(0, tr("Quick: about 1 minute (inventory, health, 30-second load)"));
    m_mode->setItemText(1, tr("Default: about 15 minutes (adds bandwidth, NCCL, disk and a 10-minute load)"));
    m_mode->setItemText(2, tr("Burn-in: a stress test of several hours with monitoring"));
    m_mode->setAccessibleName(tr("Script length"));
    m_hoursLabel->setText(tr("Hours:"));
    m_hours->setAccessibleName(tr("Burn-in hours"));
    m_save->setText(tr("&Save Script…"));
    m_save->setToolTip(tr("Write accept.sh with what this plan expects of the machine (GPUs, VRAM, driver, CPU, RAM, "
                          "disks, network)"));
    m_howTo->setText(tr("<ol style='margin-left:-20px'>"
                        "<li>Copy the script to the rented machine: <code>scp accept.sh user@host:</code></li>"
                        "<li>Run it there: <code>bash accept.sh</code>. It needs no root, changes nothing but its "
                        "report folder and skips tools that are missing, naming the package.</li>"
                        "<li>Bring back the <code>.tar.gz</code> it packs and import it here.</li></ol>"));
    m_monitorLabel->setText(tr("For advice from your real job, log the GPUs on every node while it runs and import "
                               "the logs:"));
    m_monitorCommand->setAccessibleName(tr("Monitoring command"));
}

} // namespace gpuplanner::app
