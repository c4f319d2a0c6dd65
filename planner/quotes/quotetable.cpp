#include "planner/quotes/quotetable.h"

#include "planner/quotes/judgequote.h"
#include "planner/workload/format.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::quotes::detail {

QString headerLabel(const QString &header)
{
    return header.section(QLatin1Char('\n'), 0, 0).trimmed();
}

QString CellLocator::at(int row, int column) const
{
    const QString name = column >= 0 && column < header.size() ? headerLabel(header[column]) : QString();
    if (record)
        return QCoreApplication::translate("report", "%1, field '%2'").arg(file, name);
    if (origin.turned && row >= origin.prefixRows) {
        // One quote per column: the header names the item, which is a row of the file.
        const auto [fileRow, fileColumn] = origin.at(row, column);
        if (spreadsheet)
            return QCoreApplication::translate("report", "%1 cell %2%3 (item '%4')")
                .arg(file, columnLetter(fileColumn))
                .arg(fileRow + 1)
                .arg(name);
        return QCoreApplication::translate("report", "%1 row %2, column %3 (item '%4')")
            .arg(file)
            .arg(fileRow + 1)
            .arg(fileColumn + 1)
            .arg(name);
    }
    if (spreadsheet)
        return name.isEmpty() ? QCoreApplication::translate("report", "%1 cell %2%3").arg(file, columnLetter(column)).arg(row + 1)
                              : QCoreApplication::translate("report", "%1 cell %2%3 (column '%4')")
                                    .arg(file, columnLetter(column))
                                    .arg(row + 1)
                                    .arg(name);
    return name.isEmpty() ? QCoreApplication::translate("report", "%1 row %2, column %3").arg(file).arg(row + 1).arg(column + 1)
                          : QCoreApplication::translate("report", "%1 row %2, column '%3'").arg(file).arg(row + 1).arg(name);
}

QString cellAt(const Grid &grid, int row, int column)
{
    if (row < 0 || row >= grid.size() || column < 0 || column >= grid[row].size())
        return {};
    return unneutralizeCell(grid[row][column].trimmed());
}

bool rowIsEmpty(const QStringList &row)
{
    for (const QString &c : row)
        if (!c.trimmed().isEmpty())
            return false;
    return true;
}

RowKind rowKind(const QStringList &row)
{
    QString first;
    for (const QString &c : row)
        if (const QString t = c.trimmed(); !t.isEmpty()) {
            first = t;
            break;
        }
    if (first.isEmpty())
        return RowKind::Blank;
    if (first.startsWith(QLatin1Char('*')) || first.startsWith(u'\uff0a'))
        return RowKind::Note;
    // The word, then nothing or a separator: "合计", "Total:", "小计（含税）"; not "Totalcloud".
    const auto opens = [&first](QStringView word) {
        if (!first.startsWith(word, Qt::CaseInsensitive))
            return false;
        if (first.size() == word.size())
            return true;
        const QChar next = first.at(word.size());
        return !next.isLetterOrNumber() || next.script() != QChar::Script_Latin;
    };
    for (const char16_t *w : {u"合计", u"总计", u"小计", u"合 计", u"总 计", u"Subtotal", u"Sub-total", u"Grand total", u"Total"})
        if (opens(QStringView(w)))
            return RowKind::Total;
    for (const char16_t *w : {u"备注:", u"备注：", u"注:", u"注：", u"说明:", u"说明：", u"Note:", u"Notes:", u"Note：", u"Notes："})
        if (first.startsWith(QStringView(w), Qt::CaseInsensitive))
            return RowKind::Note;
    return RowKind::Quote;
}

// Why a figure's cell is not read: a formula no spreadsheet computed (a workbook written by a script:
// the XLSX reader shows it as written), else a text that is no number.
QString notANumber(const QString &text)
{
    if (text.startsWith(QLatin1Char('=')))
        return QCoreApplication::translate("report",
                                           "'%1' is a formula no spreadsheet has computed (a file "
                                           "written by a script holds no values): open and save it in "
                                           "Excel, WPS or LibreOffice")
            .arg(text);
    return QCoreApplication::translate("report", "'%1' is not a number").arg(text);
}

bool applyCell(Quote &q, const QString &fieldId, const QString &raw, QString &currency, QString *problem,
               const PriceContext &context)
{
    const QString text = unneutralizeCell(raw.trimmed());
    const QuoteField *f = quoteField(fieldId);
    if (text.isEmpty() || !f)
        return true;
    switch (f->type) {
    case FieldType::Currency: {
        const QString c = normalizeCurrency(text);
        if (c.isEmpty()) {
            *problem = QCoreApplication::translate("report", "'%1' is not a currency this planner reads (CNY or USD)").arg(text);
            return false;
        }
        if (!currency.isEmpty() && c != currency) {
            *problem = QCoreApplication::translate("report", "'%1' mixes currencies: the quote's prices are in %2").arg(text, currency);
            return false;
        }
        currency = c;
        return true;
    }
    case FieldType::Money: {
        // Full-width digits and separators as Chinese input methods type them ("１８，０００") read as
        // their ASCII forms; messages quote the cell as written.
        const QString figure = text.normalized(QString::NormalizationForm_KC);
        const MoneyCell m = parseMoneyCell(figure);
        if (!m.ok) {
            *problem = notANumber(text);
            return false;
        }
        if (m.empty)
            return true;
        if (m.amount < 0) {
            *problem = QCoreApplication::translate("report", "'%1' is negative").arg(text);
            return false;
        }
        // The cell's currency, else its header's ("价格（人民币）", "Monthly (USD)"); the period and
        // basis from the cell ("3000/月"), else the row's unit column, else the header, else the field.
        // A reserved column's term ("1-yr reserved (USD/mo)", "3年预留（元/月）") is no billing period.
        const bool threeYears = fieldId == QLatin1String("price_reserved_3year");
        const QString header =
            reservedTermOfField(fieldId) > 0 ? withoutTerm(context.header) : context.header;
        const PriceCell cell = readPriceCell(figure, header, context.rowUnit, fieldId, {}, true);
        if (!cell.ok) {
            *problem = cell.problem;
            return false;
        }
        if (cell.empty)
            return true;
        if (!cell.currency.isEmpty()) {
            if (!currency.isEmpty() && cell.currency != currency) {
                *problem = QCoreApplication::translate("report", "'%1' is in %2, but the quote's prices are in %3")
                               .arg(text, cell.currency, currency);
                return false;
            }
            currency = cell.currency;
        }
        PriceRead read;
        read.period = cell.unit.period;
        read.perGpu = cell.unit.perGpu;
        read.perMachine = cell.unit.perMachine;
        read.amount = cell.amount;
        read.unit = cell.unitText;
        read.column = context.column;
        if (fieldId == QLatin1String("price_reserved_year") && read.period != QLatin1String("year"))
            read.term = QStringLiteral("year");
        if (threeYears && read.period != QLatin1String("purchase"))
            read.term = QStringLiteral("three_years");
        q.price.read.push_back(read);
        settlePrices(q.price, statedGpuCount(q), offeredMachines(q));
        return true;
    }
    case FieldType::Number: {
        // A label before the figure that names the column's own field: "顺序读 7000MB/s", "系统盘: 200G".
        QString figure = text.normalized(QString::NormalizationForm_KC);
        static const QRegularExpression label(QStringLiteral("^([^0-9.]+?)\\s*[:\\x{FF1A}]?\\s*(?=[0-9.])"));
        if (const QRegularExpressionMatch lm = label.match(figure);
            lm.hasMatch() && fieldForHeader(lm.captured(1)) == fieldId)
            figure = figure.mid(lm.capturedEnd());
        // A figure without a unit takes its header's: 15.36 under "存储（TB）" is 15,360 GB, "2×3.84"
        // under "Data disk (TB)" 7,680 GB.
        static const QRegularExpression word(QStringLiteral("[A-Za-z\\x{4E00}-\\x{9FFF}]"));
        bool headerUnit = false;
        if (const QString unit = headerQuantityUnit(fieldId, context.header);
            !unit.isEmpty() && !figure.contains(word)) {
            figure += QLatin1Char(' ') + unit;
            headerUnit = true;
        }
        if (fieldId == QLatin1String("system_disk_gb") || fieldId == QLatin1String("data_disk_gb")) {
            // Both disks in one cell: "系统盘200G + 数据盘2T NVMe", "System 480GB + Data 2x3.84TB".
            const DiskSplit disks = splitDisks(text.normalized(QString::NormalizationForm_KC));
            if (disks.split) {
                if (!disks.problem.isEmpty()) {
                    *problem = disks.problem;
                    return false;
                }
                const auto put = [&q](const char *id, const std::optional<double> &gb, const QString &words) {
                    if (!gb)
                        return;
                    QuoteAnswer &a = q.answers[QLatin1String(id)];
                    if (!a.value.isEmpty() && !a.offered.isEmpty())
                        return; // a column of its own gave it
                    a.value = planner::num(*gb, 3);
                    a.offered = words;
                };
                put("system_disk_gb", disks.systemGb, disks.systemText);
                put("data_disk_gb", disks.dataGb, disks.dataText);
                return true;
            }
        }
        // A second column of the same size or rate ("网卡 | 网卡": 8×400G IB, 2×25G): one answer of
        // both, read as parts joined by "+" (quotequantity.cpp); the same text twice is stated once.
        QString offered = headerUnit ? figure : text;
        const bool measured = measuredField(fieldId);
        if (const QuoteAnswer *before = q.answer(fieldId); measured && before && before->understood &&
                                                           !before->value.isEmpty() &&
                                                           !before->offered.isEmpty()) {
            if (before->offered == offered)
                return true;
            offered = before->offered + QStringLiteral(" + ") + offered;
            figure = offered;
        }
        double v = 0;
        if (fieldId == QLatin1String("gpu_count")) {
            // "8", "8卡", "x8", "8 GPUs", and a count column that names the model too ("A800 ×8",
            // "8 × 910B"): the count, and the model where no column of its own gives it.
            bool plain = false;
            v = QString(figure).remove(QLatin1Char(',')).toDouble(&plain);
            static const QRegularExpression bare(QStringLiteral("^[x\\x{00D7}*]\\s*(\\d{1,3})$"), QRegularExpression::CaseInsensitiveOption);
            // A count cell of machines × GPUs and nothing else ("16 nodes x 8", "2台×8卡", "8卡×3台"): their
            // product; the text stays the offer, where the machines are read (judgequote.cpp). With a
            // model in the cell the count stays unread (readGpuCount).
            if (const QRegularExpressionMatch b = bare.match(figure); !plain && b.hasMatch()) {
                v = b.captured(1).toDouble();
            } else if (const std::optional<MachinesTimesGpus> mg = machinesTimesGpus(figure.trimmed(), true);
                       !plain && mg) {
                v = double(mg->machines) * mg->gpusPerMachine;
            } else if (!plain) {
                const GpuCountRead read = readGpuCount(figure);
                if (!read.problem.isEmpty()) {
                    *problem = read.problem;
                    return false;
                }
                static const QRegularExpression letter(QStringLiteral("[A-Za-z\\x{4E00}-\\x{9FFF}]"));
                if (read.count) {
                    v = *read.count;
                    if (read.model.contains(letter) && !q.answer(QStringLiteral("gpu_model"))) {
                        QuoteAnswer &model = q.answers[QStringLiteral("gpu_model")];
                        model.offered = model.value = read.model;
                    }
                } else if (!parseQuantity(fieldId, figure, &v) || figure.contains(letter)) {
                    // "8 GPUs" is read above; a text with words and no count is no count ("910B").
                    *problem = notANumber(text);
                    return false;
                }
            }
        } else if (fieldId == QLatin1String("cpu_cores") && context.cores && *context.cores) {
            // "2*AMD 9454", "双路 Xeon 8358": sockets × the catalog's cores per socket.
            bool plain = false;
            v = QString(figure).remove(QLatin1Char(',')).toDouble(&plain);
            if (!plain) {
                const CoresRead cores = readCpuCores(figure, *context.cores);
                if (!cores.problem.isEmpty()) {
                    *problem = cores.problem;
                    return false;
                }
                if (!cores.cores) {
                    *problem = notANumber(text);
                    return false;
                }
                v = *cores.cores;
            }
        } else if (!parseQuantity(fieldId, figure, &v)) {
            *problem = notANumber(text);
            return false;
        }
        if (fieldId == QLatin1String("cpu_vcpus")) {
            // A vCPU is a hardware thread: two per physical core with SMT.
            QuoteAnswer &cores = q.answers[QStringLiteral("cpu_cores")];
            if (cores.value.isEmpty()) {
                cores.value = planner::num(v / 2, 1);
                cores.offered = QCoreApplication::translate("report", "%1 vCPUs (%2 physical cores with SMT)")
                                    .arg(planner::num(v, 0), planner::num(v / 2, 1));
            }
            return true;
        }
        QuoteAnswer &a = q.answers[fieldId];
        a.value = planner::num(v, 3);
        a.understood = true; // a CPU model that named no cores, then a cores column that does
        a.problem.clear();
        if (a.offered.isEmpty() || measured)
            a.offered = offered;
        if (fieldId == QLatin1String("gpu_count"))
            settlePrices(q.price, v,
                         offeredMachines(q)); // per-GPU or per-machine prices read before the count
        return true;
    }
    case FieldType::Flag:
    case FieldType::Text: break;
    }
    if (fieldId == QLatin1String("vendor"))
        q.vendor = text;
    else if (fieldId == QLatin1String("offering"))
        q.offering = text;
    else if (fieldId == QLatin1String("plan"))
        q.plan = text;
    else if (fieldId == QLatin1String("billing_rules"))
        q.billingRules = text;
    else if (fieldId == QLatin1String("traffic_pricing"))
        q.trafficPricing = text;
    else if (fieldId == QLatin1String("support_sla"))
        q.supportSla = text;
    else if (fieldId == QLatin1String("delivery_time"))
        q.deliveryTime = text;
    else if (fieldId == QLatin1String("notes"))
        q.notes = text;
    else if (fieldId == QLatin1String("cpu_model")) {
        // "Intel 6430 32核": the model, and the cores where a cores column has not given them.
        // "2*AMD 9454": sockets × the catalog's cores per socket (context.cores), else the text's cores.
        QuoteAnswer &cores = q.answers[QStringLiteral("cpu_cores")];
        cores.offered = text;
        if (cores.value.isEmpty()) {
            const CoresRead read = readCpuCores(text, context.cores ? *context.cores : CoresLookup{});
            if (read.cores)
                cores.value = planner::num(*read.cores, 0);
            else if (!read.problem.isEmpty())
                cores = notUnderstood(text, read.problem);
        }
    } else if (fieldId == QLatin1String("price_unit"))
        ; // read with the row's prices (PriceContext)
    else if (fieldId != QLatin1String("item_id") && fieldId != QLatin1String("requirement") &&
             fieldId != QLatin1String("dimension") &&
             fieldId != QLatin1String("minimum") && fieldId != QLatin1String("recommended") &&
             fieldId != QLatin1String("unit") && fieldId != QLatin1String("offered") &&
             fieldId != QLatin1String("offered_value")) {
        QuoteAnswer &a = q.answers[fieldId];
        a.offered = text;
        a.value = text;
    }
    return true;
}

} // namespace gpuplanner::quotes::detail
