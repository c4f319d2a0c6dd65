#include "planner/report/rfq.h"

#include "planner/workload/format.h"
#include "planner/quotes/quotefields.h"
#include "planner/report/reportformat.h"
#include "planner/report/reportlanguage.h"
#include "planner/quotes/requirements.h"

#include <QCoreApplication>

#include <cmath>

namespace gpuplanner::report {

namespace {

// The sheet's fixed texts in the language installed now.
struct RfqTexts
{
    QString title, instructions, plan, issued, catalog, vendor, offering, currency, total, colon;
    QStringList headers;
    std::vector<quotes::Requirement> requirements;
    QStringList dimensions; // per requirement, the dimension's name
};

RfqTexts texts(const PlanDocument &plan, const catalog::Catalog &catalog)
{
    const PlanView view = viewNow(plan, catalog);
    RfqTexts t;
    t.title = QCoreApplication::translate("report", "Request for quote");
    t.instructions = QCoreApplication::translate("report", "Fill in the vendor, offering and currency cells, then for "
                                                           "each requirement what you offer and its value in the unit "
                                                           "shown. Put the prices of the whole configuration on the "
                                                           "'total' row. Leave the first six columns as they are.");
    t.plan = quotes::rfqCellLabels().value(0).second;
    t.vendor = quotes::rfqCellLabels().value(1).second;
    t.offering = quotes::rfqCellLabels().value(2).second;
    t.currency = quotes::rfqCellLabels().value(3).second;
    t.issued = QCoreApplication::translate("report", "Issued");
    t.catalog = QCoreApplication::translate("report", "Catalog version");
    t.total = QCoreApplication::translate("report", "Whole configuration as above: prices and terms for everything");
    t.colon = planner::nameColon();
    for (const auto &[field, label] : quotes::rfqColumnLabels())
        t.headers << label;
    t.requirements = quotes::buildRequirements(view.evaluation, plan.input.configuration, catalog, planner::Assumptions{});
    for (const quotes::Requirement &r : t.requirements)
        t.dimensions << planner::dimensionName(r.dimension);
    return t;
}

QString two(const QString &en, const QString &zh, const QString &sep)
{
    return en == zh || zh.isEmpty() ? en : en + sep + zh;
}

} // namespace

RfqSheet buildRfqSheet(const PlanDocument &plan, const catalog::Catalog &catalog)
{
    RfqTexts en, zh;
    {
        const LanguageScope scope(i18n::Language::English);
        en = texts(plan, catalog);
    }
    {
        const LanguageScope scope(i18n::Language::Chinese);
        zh = texts(plan, catalog);
    }
    const QString slash = QStringLiteral(" / "), line = QStringLiteral("\n");
    RfqSheet s;
    s.title = two(en.title, zh.title, slash);
    s.planName = plan.name;
    const int columns = int(en.headers.size());
    const auto row = [&](QStringList cells) {
        while (cells.size() < columns)
            cells << QString();
        s.cells << cells;
        return int(s.cells.size()) - 1;
    };
    row({s.title});
    row({two(en.plan, zh.plan, slash), plan.name});
    row({two(en.issued, zh.issued, slash), today(), two(en.catalog, zh.catalog, slash), catalog.version()});
    row({two(en.instructions, zh.instructions, line)});
    s.vendorRow = row({two(en.vendor, zh.vendor, slash)});
    s.offeringRow = row({two(en.offering, zh.offering, slash)});
    s.currencyRow = row({two(en.currency, zh.currency, slash)});
    row({});
    QStringList header;
    for (int c = 0; c < columns; ++c)
        header << two(en.headers[c], zh.headers.value(c), line);
    s.headerRow = row(header);
    s.firstVendorColumn = 6;
    for (size_t i = 0; i < en.requirements.size(); ++i) {
        const quotes::Requirement &r = en.requirements[i];
        const quotes::Requirement &z = i < zh.requirements.size() ? zh.requirements[i] : r;
        const bool numeric = r.kind == quotes::RequirementKind::AtLeast;
        const int at =
            row({r.id, two(en.dimensions.value(qsizetype(i)), zh.dimensions.value(qsizetype(i)), line),
                 two(r.title + en.colon + r.text, z.title + zh.colon + z.text, line),
                 numeric ? planner::num(r.minimum, 1) : two(r.minimumText, z.minimumText, line),
                 numeric ? planner::num(r.recommended, 1) : two(r.recommendedText, z.recommendedText, line),
                 two(r.unit, z.unit, slash)});
        if (numeric) {
            // The figure the CSV shows (one decimal), not the float behind it: 81.8, not 81.78999999999999.
            s.numbers[{at, 3}] = std::round(r.minimum * 10) / 10;
            s.numbers[{at, 4}] = std::round(r.recommended * 10) / 10;
        }
    }
    s.totalRow = row({QStringLiteral("total"), QString(), two(en.total, zh.total, line)});
    return s;
}

bool writeRfqCsv(const RfqSheet &sheet, const QString &path, QString *error)
{
    return quotes::writeCsv(path, sheet.cells, error);
}

} // namespace gpuplanner::report
