#pragma once

#include "planner/workload/workload.h"

#include <cstdint>

namespace gpuplanner::planner::cost {

// One colour per billing mode, the same in the GUI charts and in the PDF's charts, so that
// "reserved" reads as the same line everywhere. Okabe & Ito (2008), "Color Universal Design":
// distinguishable with every common colour-vision deficiency. 0xAARRGGBB (QRgb's layout); the
// engine links no QtGui, so the table holds plain integers.
constexpr std::uint32_t billingRgb(Billing mode)
{
    switch (mode) {
    case Billing::Hourly:
        return 0xff0072b2; // blue
    case Billing::Monthly:
        return 0xff009e73; // bluish green
    case Billing::Reserved:
        return 0xffcc79a7; // reddish purple
    case Billing::Spot:
        return 0xffe69f00; // orange
    case Billing::Purchase:
        return 0xffd55e00; // vermillion
    }
    return 0xff999999;
}

} // namespace gpuplanner::planner::cost
