#pragma once

#include "planner/quotes/comparison.h"
#include "planner/report/reportlanguage.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QToolButton;

namespace gpuplanner::catalog {
class CatalogStore;
}

namespace gpuplanner::app {

class PlanDocument;
class QuoteCostChart;

// The quotes of the plan (PRODUCT.md §2 step 6): import vendors' answers (the filled RFQ sheet, any
// CSV through a column-mapping step, JSON), type one in, take one from the quote library, and see
// them compared: a ranking with the cost of this workload on each quote, a chart of those costs and
// every requirement against every quote. Each change is one undoable edit of the plan's "quotes";
// imported and typed quotes are also kept in the catalog database's quote library (when there is
// one). The comparison is recomputed when the plan changes while this view is shown.
class QuotesView : public QWidget
{
    Q_OBJECT

public:
    QuotesView(PlanDocument &document, catalog::CatalogStore *store, QWidget *parent = nullptr);

    const quotes::Comparison &comparison() const { return m_comparison; }
    QTableWidget *rankingTable() const { return m_ranking; }
    QTableWidget *requirementTable() const { return m_matrix; }
    QuoteCostChart *chart() const { return m_chart; }
    QTabWidget *details() const { return m_details; }
    // The messages of the last import or entry (problems per row, replaced quotes).
    QStringList messages() const { return m_messages; }

    // Imports a quote file; CSV tables that are not our RFQ sheet go through the column-mapping
    // step first. False when nothing was imported (cancelled, or every row had a problem).
    bool importFile(const QString &path);
    void importWithDialog();
    void enterQuote();
    void editSelectedQuote();
    void addFromLibrary();
    void removeSelectedQuote();
    bool exportComparison(const QString &path, report::ReportLanguage language, QString *error);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void planChanged();
    void rebuild();
    void fillRanking();
    void fillMatrix();
    void retranslateUi();
    void showMessages(const QStringList &messages);
    void addQuotes(const std::vector<quotes::Quote> &quotes, const QString &undoLabel);
    int selectedQuote() const; // index into the plan's quotes, or -1
    void rereadQuote(int planIndex, const QString &fromField, const QString &asField);
    void chooseGpu(int row, int column);
    static QString rereadLabel(const QString &field);
    void exportWithDialog(report::ReportLanguage language, bool xlsx);

    PlanDocument &m_document;
    catalog::CatalogStore *m_store;
    quotes::Comparison m_comparison;
    std::vector<int> m_planIndex; // per ranked result: index in the plan's quotes
    bool m_dirty = true;
    QStringList m_messages;
    int m_written = -1; // quotes in the plan after this view's last import; -1: none to watch

    QPushButton *m_import;
    QPushButton *m_enter;
    QPushButton *m_edit;
    QPushButton *m_library;
    QPushButton *m_remove;
    QToolButton *m_export;
    QLabel *m_empty;
    QLabel *m_messageLabel;
    QLabel *m_basis;
    QTableWidget *m_ranking;
    QuoteCostChart *m_chart;
    QTableWidget *m_matrix;
    QTabWidget *m_details;
    QWidget *m_results;
};

} // namespace gpuplanner::app
