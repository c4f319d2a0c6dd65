// A quote table's machines column ("Nodes", "Servers", "台数", "节点数"): the offer is that many
// machines, each with the GPUs of the count column, unless the count column's header or size says it
// counts the whole offer. The count answer is rewritten as machines × GPUs ("3 nodes × 8 GPUs"),
// which the judgement reads as the machines offered (judgequote.cpp) and the prices per machine
// multiply (offeredMachines).
#include "planner/quotes/judgequote.h"
#include "planner/quotes/quotetable.h"

#include <cmath>
#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::quotes::detail {

namespace {

// No server holds more GPUs than this (HGX-2 and the 16-card PCIe servers): a larger count beside a
// machines column is the whole offer's.
constexpr int kMostGpusInOneMachine = 16;

enum class CountBasis
{
    Unsaid,
    PerMachine,
    Total
};

CountBasis basisInHeader(const QString &header)
{
    static const QRegularExpression perMachine(
        QStringLiteral("per\\s*(?:node|machine|server|host|instance)|/\\s*(?:node|machine|server|host)|"
                       "\\x{6BCF}\\x{53F0}|\\x{6BCF}\\x{8282}\\x{70B9}|\\x{5355}\\x{673A}|\\x{5355}\\x{53F0}|"
                       "\\x{5355}\\x{8282}\\x{70B9}"), // 每台 每节点 单机 单台 单节点
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression total(
        QStringLiteral(
            "\\btotal\\b|\\bin all\\b|\\x{603B}|\\x{5408}\\x{8BA1}|\\x{5171}\\x{8BA1}"), // 总 合计 共计
        QRegularExpression::CaseInsensitiveOption);
    if (perMachine.match(header).hasMatch())
        return CountBasis::PerMachine;
    if (total.match(header).hasMatch())
        return CountBasis::Total;
    return CountBasis::Unsaid;
}

} // namespace

QString applyMachineCount(Quote &q, const QString &countHeader)
{
    const QuoteAnswer *machinesAnswer = q.answer(QStringLiteral("machines"));
    if (!machinesAnswer || !machinesAnswer->understood || machinesAnswer->value.isEmpty())
        return {};
    // A whole number, a word for machines after it, a note in brackets: "3", "3台", "3 nodes", "3 (HGX)";
    // not a range ("1-4") nor a figure with more after it.
    static const QRegularExpression machinesText(
        QStringLiteral("^\\s*\\d{1,6}(?:\\.0+)?\\s*(?:") + machineWordsPattern() +
            QStringLiteral("|\\x{4E2A})?\\s*(?:[(\\x{FF08}][^)\\x{FF09}]*[)\\x{FF09}])?\\s*$"),
        QRegularExpression::CaseInsensitiveOption); // or 个
    const double m = machinesAnswer->value.toDouble();
    if (m < 1 || m != std::floor(m) || m > 100000 ||
        !machinesText.match(machinesAnswer->offered.normalized(QString::NormalizationForm_KC))
             .hasMatch()) // "３台"
        return QCoreApplication::translate("report", "'%1' is no number of machines (a whole number from 1)")
            .arg(machinesAnswer->offered);
    QuoteAnswer *count =
        q.answers.count(QStringLiteral("gpu_count")) ? &q.answers[QStringLiteral("gpu_count")] : nullptr;
    if (!count || !count->understood || count->value.isEmpty())
        return {}; // the machines alone say nothing of the GPUs
    if (gpusPerMachineInText(count->offered) > 0)
        return {}; // the count cell names its machines itself ("16 nodes × 8")
    const double g = statedGpuCount(q);
    if (g < 1)
        return {};
    const int machines = int(m);
    const int stated = int(std::lround(g));
    CountBasis basis = basisInHeader(countHeader);
    if (basis == CountBasis::Unsaid)
        basis = stated > kMostGpusInOneMachine ? CountBasis::Total : CountBasis::PerMachine;
    if (basis == CountBasis::Total && stated % machines != 0)
        return QCoreApplication::translate("report", "%1 GPUs in all do not split evenly over %2 machines")
            .arg(stated)
            .arg(machines);
    const int perMachine = basis == CountBasis::Total ? stated / machines : stated;
    if (machines == 1)
        return {}; // one machine: the count as stated
    count->value = QString::number(machines * perMachine);
    count->offered =
        QCoreApplication::translate("report", "%1 nodes × %2 GPUs").arg(machines).arg(perMachine);
    settlePrices(q.price, machines * perMachine, offeredMachines(q));
    return {};
}

} // namespace gpuplanner::quotes::detail
