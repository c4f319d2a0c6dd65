#pragma once

namespace gpuplanner::planner {

// Marks the upper halves of the AVX registers unused (VZEROUPPER) on x86-64 CPUs with AVX; does
// nothing elsewhere. Call it before arithmetic-heavy loops that go through libm.
//
// Why: Qt 6.4's string hash (qHash(QString) → aeshash256, libQt6Core 6.4.2) takes a VAES path on
// Ice Lake, Zen 3 and later CPUs and returns without VZEROUPPER (objdump: `vaesenc %ymm…` then
// `ret`). From the first QHash/QSet of strings on, the upper register state stays "in use", and
// every call from this project's SSE2 code into glibc's AVX2/FMA libm (pow, log, log2) pays a
// state-transition penalty (a microbenchmark of pow + log2: 42 ns, 771 ns with the upper state in
// use). bench_evaluate on a Sapphire Rapids machine, VZEROUPPER alone: the 70B training
// recommendation 2.4 ms → 0.92 ms, the DeepSeek-V3 serving recommendation 1.79 → 0.41 ms.
void clearUpperVectorState();

} // namespace gpuplanner::planner
