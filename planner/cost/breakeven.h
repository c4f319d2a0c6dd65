#pragma once

#include "planner/cost/costreport.h"

namespace gpuplanner::planner::cost {

// The month from which buying costs less than renting in `rent`, for good, in closed form:
// against a rent paid by the month (hourly, spot) the lines cross at
//     m* = capital cost ÷ (rent a month − running cost of owning a month);
// against whole terms of T months (monthly T = 1, reserved) buying is cheaper from the start of
// term j* = ⌈capital cost ÷ ((rent − running) × T)⌉ on, so m* = (j* − 1) × T, where the purchase line
// crosses the step up of the rent curve. No break-even when owning costs as much a month as renting.
BreakEven breakEven(const ModeCost &purchase, const ModeCost &rent, Currency currency);

} // namespace gpuplanner::planner::cost
