#!/usr/bin/env bash
# The README's two commands. Both are idempotent and work from a clean clone on Debian 12:
#   ./setup.sh run    install the dependencies, build, start the app
#   ./setup.sh test   install the dependencies, build, run every test, check the Debian package
# Further: ./setup.sh build | deps | bench | sanitize
set -euo pipefail
cd "$(dirname "$0")"

deps() {
    ./installer/install-deps.sh
}

build() {
    cmake --preset default
    cmake --build --preset default --parallel "$(nproc)"
}

# The engine, CLI, catalog and fuzz-replay tests again, built with AddressSanitizer and UBSan
# (preset `debug`, folder build-debug/): any memory error or undefined behaviour fails the run.
sanitized_tests='^tst_(golden|estimators|workload_input|engine_properties|rules|rules_own_advice|displayunits|cost_billing|cost_properties|cost_levers|catalog_.*|cli_.*|fuzz_replay|report_quotes)$'
sanitize() {
    cmake --preset debug
    local targets
    targets=$(ctest --preset debug -N -R "$sanitized_tests" | sed -n 's/^ *Test *#[0-9]*: //p')
    # shellcheck disable=SC2086
    cmake --build --preset debug --parallel "$(nproc)" --target gpu-planner-cli $targets
    ctest --preset debug --parallel "$(nproc)" -R "$sanitized_tests"
}

case "${1:-}" in
    run)
        deps
        build
        exec ./build/app/gpu-planner "${@:2}"
        ;;
    test)
        deps
        build
        ctest --preset default --parallel "$(nproc)"
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
        for b in build/tests/bench_*; do [ -x "$b" ] && "$b"; done
        ;;
    *)
        echo "usage: $0 run|test|build|deps|bench|sanitize" >&2
        exit 2
        ;;
esac
