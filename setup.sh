#!/usr/bin/env bash
# The README's two commands. Both are idempotent and work from a clean clone on Debian 12:
#   ./setup.sh run    install the dependencies, build, start the app
#   ./setup.sh test   install the dependencies, build, run every test, check the Debian package
# Further: ./setup.sh build | deps | bench
set -euo pipefail
cd "$(dirname "$0")"

deps() {
    ./installer/install-deps.sh
}

build() {
    cmake --preset default
    cmake --build --preset default --parallel "$(nproc)"
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
        # The Debian package: built from the same build, validated, installed, run, removed.
        BUILD_DIR="$PWD/build" JOBS="$(nproc)" ./installer/check-deb.sh
        ;;
    build)
        build
        ;;
    deps)
        deps
        ;;
    bench)
        build
        for b in build/tests/bench_*; do [ -x "$b" ] && "$b"; done
        ;;
    *)
        echo "usage: $0 run|test|build|deps|bench" >&2
        exit 2
        ;;
esac
