#include "app/core/aboutdialog.h"

#include "catalog/kinds.h"
#include "gpuplanner_version.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFont>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QTabWidget>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <map>
#include <utility>

namespace gpuplanner::app {

namespace {

enum Column { DocumentColumn, ConfidenceColumn, RowsColumn, LinkColumn, ColumnCount };

template <typename Row>
void collectRows(const std::vector<Row> &rows, catalog::Kind kind, std::vector<AboutDialog::SourceGroup> *groups)
{
    if (rows.empty())
        return;
    AboutDialog::SourceGroup group{kind, static_cast<int>(rows.size()), {}};
    std::map<std::pair<QString, QString>, std::size_t> index; // (document, url) -> entry
    for (const Row &row : rows) {
        const catalog::Source &source = row.source;
        const auto key = std::make_pair(source.document.trimmed(), source.url.trimmed());
        auto it = index.find(key);
        if (it == index.end()) {
            it = index.emplace(key, group.sources.size()).first;
            group.sources.push_back({key.first, key.second, {}, {}});
        }
        AboutDialog::SourceEntry &entry = group.sources[it->second];
        if (!source.confidence.isEmpty() && !entry.confidences.contains(source.confidence))
            entry.confidences.append(source.confidence);
        entry.rowNames.append(row.name.isEmpty() ? row.id : row.name);
    }
    groups->push_back(std::move(group));
}

} // namespace

AboutDialog::AboutDialog(const catalog::Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_groups(collectSources(catalog))
{
    setObjectName(QStringLiteral("AboutDialog"));
    m_tabs = new QTabWidget(this);

    auto *aboutPage = new QWidget(m_tabs);
    m_icon = new QLabel(aboutPage);
    m_icon->setPixmap(QIcon(QStringLiteral(":/icons/gpu-planner.svg")).pixmap(96, 96));
    m_icon->setAlignment(Qt::AlignCenter);
    m_title = new QLabel(aboutPage);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setTextFormat(Qt::RichText);
    m_version = new QLabel(aboutPage);
    m_version->setObjectName(QStringLiteral("versionLabel"));
    m_version->setAlignment(Qt::AlignCenter);
    m_description = new QLabel(aboutPage);
    m_description->setWordWrap(true);
    m_catalogVersion = new QLabel(aboutPage);
    m_catalogVersion->setObjectName(QStringLiteral("catalogVersionLabel"));
    m_license = new QLabel(aboutPage);
    m_license->setObjectName(QStringLiteral("licenseLabel"));
    m_license->setWordWrap(true);
    m_qtVersion = new QLabel(aboutPage);
    for (QLabel *label : {m_version, m_catalogVersion, m_license, m_qtVersion})
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *aboutLayout = new QVBoxLayout(aboutPage);
    aboutLayout->addWidget(m_icon);
    aboutLayout->addWidget(m_title);
    aboutLayout->addWidget(m_version);
    aboutLayout->addSpacing(8);
    aboutLayout->addWidget(m_description);
    aboutLayout->addWidget(m_catalogVersion);
    aboutLayout->addWidget(m_license);
    aboutLayout->addWidget(m_qtVersion);
    aboutLayout->addStretch();
    m_tabs->addTab(aboutPage, QString());

    auto *sourcesPage = new QWidget(m_tabs);
    m_sourcesIntro = new QLabel(sourcesPage);
    m_sourcesIntro->setWordWrap(true);
    m_sources = new QTreeWidget(sourcesPage);
    m_sources->setObjectName(QStringLiteral("sourcesTree"));
    m_sources->setColumnCount(ColumnCount);
    m_sources->setRootIsDecorated(true);
    m_sources->setAlternatingRowColors(true);
    m_sources->setUniformRowHeights(true);
    m_sources->setTextElideMode(Qt::ElideMiddle);
    m_sources->header()->setStretchLastSection(true);
    connect(m_sources, &QTreeWidget::itemActivated, this, &AboutDialog::openSourceUrl);
    m_sourcesSummary = new QLabel(sourcesPage);
    m_sourcesSummary->setObjectName(QStringLiteral("sourcesSummary"));
    auto *sourcesLayout = new QVBoxLayout(sourcesPage);
    sourcesLayout->addWidget(m_sourcesIntro);
    sourcesLayout->addWidget(m_sources, 1);
    sourcesLayout->addWidget(m_sourcesSummary);
    m_tabs->addTab(sourcesPage, QString());

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_buttons);

    retranslateUi();
    m_sources->setColumnWidth(DocumentColumn, 420);
    m_sources->setColumnWidth(ConfidenceColumn, 130);
    m_sources->setColumnWidth(RowsColumn, 220);
    resize(900, 600);
}

std::vector<AboutDialog::SourceGroup> AboutDialog::collectSources(const catalog::Catalog &catalog)
{
    std::vector<SourceGroup> groups;
    collectRows(catalog.accelerators(), catalog::Kind::Accelerator, &groups);
    collectRows(catalog.cpus(), catalog::Kind::Cpu, &groups);
    collectRows(catalog.models(), catalog::Kind::Model, &groups);
    collectRows(catalog.storage(), catalog::Kind::Storage, &groups);
    collectRows(catalog.network(), catalog::Kind::Network, &groups);
    collectRows(catalog.prices(), catalog::Kind::Price, &groups);
    return groups;
}

void AboutDialog::retranslateUi()
{
    setWindowTitle(tr("About GPU Server Planner"));
    m_tabs->setTabText(0, tr("About"));
    m_tabs->setTabText(1, tr("Data sources"));
    m_title->setText(QStringLiteral("<h2>%1</h2>").arg(tr("GPU Server Planner").toHtmlEscaped()));
    m_version->setText(tr("Version %1").arg(QStringLiteral(GPUPLANNER_VERSION)));
    m_description->setText(tr("Plans GPU servers for rent or purchase: every dimension of the machine — GPU, "
                              "GPU memory, CPU, host memory, storage, network, software environment and "
                              "operations — sized from the workload, with the arithmetic behind each value."));
    m_catalogVersion->setText(tr("Catalog version: %1").arg(m_catalog.version()));
    m_license->setText(tr("Copyright © 2026 GPU Server Planner contributors. Released under the MIT License: "
                          "free to use, copy, modify and distribute, without warranty."));
    m_qtVersion->setText(tr("Built with Qt %1, running on Qt %2.").arg(QStringLiteral(QT_VERSION_STR),
                                                                         QString::fromLatin1(qVersion())));
    m_sourcesIntro->setText(
        tr("Every figure in the catalog names its source. Hardware specifications come from vendors' datasheets "
           "and product pages, model architectures from their official configuration files, and prices from "
           "public price lists with the date they were read. Figures marked “derived” are computed from published "
           "ones and “estimate” figures say how they were estimated. Prices are reference figures: every plan can "
           "override them. Double-click a source to open its link."));
    m_sources->setHeaderLabels({tr("Source"), tr("Confidence"), tr("Catalog rows"), tr("Link")});
    populateSources();
}

void AboutDialog::populateSources()
{
    m_sources->clear();
    int sourceCount = 0;
    int rowCount = 0;
    for (const SourceGroup &group : m_groups) {
        auto *groupItem = new QTreeWidgetItem(m_sources);
        groupItem->setText(DocumentColumn, tr("%1 · sources: %2").arg(kindTitle(group.kind)).arg(group.sources.size()));
        groupItem->setText(RowsColumn, tr("rows: %1").arg(group.rowCount));
        QFont bold = groupItem->font(DocumentColumn);
        bold.setBold(true);
        groupItem->setFont(DocumentColumn, bold);
        for (const SourceEntry &entry : group.sources) {
            auto *item = new QTreeWidgetItem(groupItem);
            QStringList confidences;
            for (const QString &confidence : entry.confidences)
                confidences.append(catalog::confidenceName(confidence));
            const QString rows = entry.rowNames.join(QStringLiteral(", "));
            item->setText(DocumentColumn, entry.document.isEmpty() ? tr("(no document named)") : entry.document);
            item->setText(ConfidenceColumn, confidences.join(QStringLiteral(", ")));
            item->setText(RowsColumn, rows);
            const QString host = QUrl(entry.url).host();
            item->setText(LinkColumn, host.isEmpty() ? entry.url : host);
            item->setToolTip(DocumentColumn, entry.document);
            item->setToolTip(RowsColumn, rows);
            item->setToolTip(LinkColumn, entry.url);
            item->setData(LinkColumn, Qt::UserRole, entry.url);
        }
        sourceCount += static_cast<int>(group.sources.size());
        rowCount += group.rowCount;
    }
    m_sources->expandAll();
    m_sourcesSummary->setText(tr("Distinct sources: %1 · catalog rows: %2 · catalog version %3")
                                  .arg(sourceCount)
                                  .arg(rowCount)
                                  .arg(m_catalog.version()));
}

void AboutDialog::openSourceUrl(QTreeWidgetItem *item)
{
    const QUrl url(item->data(LinkColumn, Qt::UserRole).toString(), QUrl::StrictMode);
    if (url.isValid() && (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")))
        QDesktopServices::openUrl(url);
}

QString AboutDialog::kindTitle(catalog::Kind kind) const
{
    switch (kind) {
    case catalog::Kind::Accelerator:
        return tr("Accelerators");
    case catalog::Kind::Cpu:
        return tr("CPUs");
    case catalog::Kind::Model:
        return tr("Model presets");
    case catalog::Kind::Storage:
        return tr("Storage classes");
    case catalog::Kind::Network:
        return tr("Network classes");
    case catalog::Kind::Price:
        return tr("Reference prices");
    }
    return QString();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace gpuplanner::app
