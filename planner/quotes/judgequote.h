#pragma once

#include "catalog/catalog.h"
#include "planner/judge.h"
#include "planner/quotes/quote.h"
#include "planner/quotes/requirements.h"

#include <map>
#include <optional>
#include <QHash>
#include <QString>
#include <vector>

namespace gpuplanner::quotes {

// A quote as an offered configuration (issue 21): the GPU its gpu_model answer names (the plan's
// when it names none or an unknown one), the GPUs per machine and machines its gpu_count states
// ("3 nodes × 4 GPUs"; a bare 24: 3 machines of 8, 10: one machine of 10, 20: 2 of 10), and the host
// parts per machine it states.
planner::OfferedConfiguration offeredConfiguration(const Quote &q, const QString &acceleratorId);
// The machines a quote offers as offeredConfiguration reads them, for a price per machine (元/台/月,
// × these in settlePrices); 0 where no price is per machine (the machines are not read then: 50,000
// rows of a vendor's table would pay for it) or the quote states no GPUs.
int offeredMachines(const Quote &q);
// The same for prices read apart from the quote (a row of the RFQ sheet before it joins the quote).
int offeredMachines(const Quote &q, const QuotePrice &price);
// Machines and the GPUs of each that a text names in either order: "3 nodes × 8", "2台×8卡", "8卡×3台",
// "8 GPUs x 3 nodes"; `whole`: the text is nothing else (a count cell), else anywhere in it.
struct MachinesTimesGpus
{
    int machines = 0;
    int gpusPerMachine = 0;
};
std::optional<MachinesTimesGpus> machinesTimesGpus(const QString &text, bool whole);
// The GPUs of one machine a text names: "3 nodes × 4 GPUs", "2台×8卡", "8卡×2台", "4 per node", "每台8卡"; 0
// when it names none.
int gpusPerMachineInText(const QString &text);

// Judgements of the quotes of one comparison, each distinct offer judged once (a table repeats
// the same machine on many rows).
class QuoteJudge
{
public:
    QuoteJudge(const planner::Workload &workload, const catalog::Catalog &catalog) : m_workload(workload), m_catalog(catalog) {}
    // The reference stays valid while the QuoteJudge lives.
    const planner::Judgement &judge(const planner::OfferedConfiguration &offered);

private:
    const planner::Workload &m_workload;
    const catalog::Catalog &m_catalog;
    std::map<QString, planner::Judgement> m_done; // node-based: references to its judgements stay valid
};

// The plan's requirement re-stated for what the judgement found: the host needs (cores, RAM,
// lanes, disks, network) per machine of the offered shape, the memory per GPU at the judged layout.
Requirement requirementForOffer(const Requirement &r, const planner::Judgement &j);

} // namespace gpuplanner::quotes
