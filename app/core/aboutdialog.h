#pragma once

#include "catalog/catalog.h"

#include <QDialog>

#include <vector>

class QLabel;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QDialogButtonBox;

namespace gpuplanner::app {

// Help > About: version, license, catalog version and the catalog's data sources, grouped by kind.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    // One source document as the catalog rows cite it: rows with the same document and URL share it.
    struct SourceEntry
    {
        QString document;
        QString url;
        QStringList confidences; // distinct, in the order met
        QStringList rowNames;
    };
    struct SourceGroup
    {
        catalog::Kind kind;
        int rowCount = 0;
        std::vector<SourceEntry> sources;
    };

    explicit AboutDialog(const catalog::Catalog &catalog, QWidget *parent = nullptr);

    // The distinct sources of every kind of row, in catalog order; kinds without rows are left out.
    static std::vector<SourceGroup> collectSources(const catalog::Catalog &catalog);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void populateSources();
    void openSourceUrl(QTreeWidgetItem *item);
    QString kindTitle(catalog::Kind kind) const;

    const catalog::Catalog &m_catalog;
    std::vector<SourceGroup> m_groups;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_icon = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_version = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_catalogVersion = nullptr;
    QLabel *m_license = nullptr;
    QLabel *m_qtVersion = nullptr;
    QLabel *m_sourcesIntro = nullptr;
    QLabel *m_sourcesSummary = nullptr;
    QTreeWidget *m_sources = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace gpuplanner::app
