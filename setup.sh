#!/usr/bin/env bash
# The README's two commands. Both are idempotent and work from a clean clone on Debian 12:
#   ./setup.sh run    install the dependencies, build, start the app
#   ./setup.sh test   install the dependencies, build, run every test, check the Debian package
# Further: ./setup.sh build | deps | bench | sanitize | fuzz [SECONDS]
set -euo pipefail
cd "$(dirname "$0")"

deps() {
    ./installer/install-deps.sh
}

# One compile job more than cores (a link or a PCH load leaves a core idle); tests wait on child
# processes and files much of the time, so twice as many run as there are cores.
jobs() { echo $(($(nproc) + 1)); }
test_jobs() { echo $((2 * $(nproc))); }

build() {
    cmake --preset default
    cmake --build --preset default --parallel "$(jobs)"
}

# The engine, CLI, catalog and fuzz-replay tests again, built with AddressSanitizer and UBSan
# (preset `debug`, folder build-debug/): any memory error or undefined behaviour fails the run.
sanitized_tests='^tst_(golden|estimators|workload_input|engine_properties|rules|rules_own_advice|displayunits|cost_billing|cost_properties|cost_levers|catalog_.*|cli_.*|fuzz_replay|report_quotes)$'
sanitize() {
    cmake --preset debug
    local targets
    # The executables of those tests: each test's label names it (one executable holds an area's tests).
    targets=$(ctest --preset debug -N -V -R "$sanitized_tests" | sed -n 's/^ *Labels: *//p' | tr ' ' '\n' | sort -u)
    # shellcheck disable=SC2086
    cmake --build --preset debug --parallel "$(jobs)" --target gpu-planner-cli $targets
    ctest --preset debug --parallel "$(test_jobs)" -R "$sanitized_tests"
}

# The libFuzzer targets of tests/fuzz/ (clang, ASan + UBSan, folder build-fuzz/), each run for
# SECONDS (default 60) on a copy of its seed corpus plus every crash input found so far. New crash
# inputs land in tests/fuzz/crashes/TARGET/; the replay test of the normal build runs them all.
fuzz() {
    local seconds="${1:-60}"
    # clang and its fuzzer runtime are needed only here, not by the build or the tests.
    local missing=() p
    for p in clang libclang-rt-14-dev; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        local sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
    local flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g -O1"
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_C_FLAGS="$flags" \
        -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
        -DGPUPLANNER_FUZZ=ON -DGPUPLANNER_BUILD_TESTS=OFF -DGPUPLANNER_BUILD_BENCHMARKS=OFF
    cmake --build build-fuzz --parallel "$(nproc)" --target fuzzers
    local failed=0
    for target in plan quote_csv quote_xlsx quote_json catalog report smi monitor_log price_list; do
        local work="build-fuzz/corpus/$target" crashes="tests/fuzz/crashes/$target"
        mkdir -p "$work" "$crashes"
        echo "== fuzz_$target for ${seconds} s"
        if ! UBSAN_OPTIONS=print_stacktrace=1 ASAN_OPTIONS=detect_leaks=0 QT_QPA_PLATFORM=offscreen \
            "build-fuzz/tests/fuzz/fuzz_$target" "$work" "tests/fuzz/corpus/$target" "$crashes" \
            -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
            -artifact_prefix="$crashes/" -print_final_stats=1; then
            echo "fuzz_$target found a crash: see $crashes/" >&2
            failed=1
        fi
    done
    return "$failed"
}

case "${1:-}" in
    fuzz)
        deps
        fuzz "${2:-60}"
        ;;
    run)
        deps
        build
        exec ./build/app/gpu-planner "${@:2}"
        ;;
    test)
        deps
        build
        ctest --preset default --parallel "$(test_jobs)"
        sanitize
        # The Debian package: built from the same build, validated, installed, run, removed.
        BUILD_DIR="$PWD/build" JOBS="$(nproc)" ./installer/check-deb.sh
        ;;
    build)
        build
        ;;
    deps)
        deps
        ;;
    sanitize)
        deps
        sanitize
        ;;
    bench)
        build
        cmake --build --preset default --parallel "$(nproc)" --target benchmarks
        for b in build/tests/bench_*; do
            [ -x "$b" ] || continue
            case "$b" in
                # The team library's benchmark needs a PostgreSQL server: a throwaway one (exit 77: none could start).
                */bench_library) tests/library/with-postgres.sh "$b" || [ $? -eq 77 ] ;;
                *) "$b" ;;
            esac
        done
        ;;
    *)
        echo "usage: $0 run|test|build|deps|bench|sanitize|fuzz [SECONDS]" >&2
        exit 2
        ;;
esac
