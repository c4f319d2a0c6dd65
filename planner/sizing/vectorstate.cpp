#include "planner/sizing/vectorstate.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

namespace gpuplanner::planner {

namespace {
__attribute__((target("avx"))) void zeroUpper()
{
    _mm256_zeroupper();
}
} // namespace

void clearUpperVectorState()
{
    static const bool avx = __builtin_cpu_supports("avx");
    if (avx)
        zeroUpper();
}

} // namespace gpuplanner::planner

#else

namespace gpuplanner::planner {
void clearUpperVectorState() {}
} // namespace gpuplanner::planner

#endif
