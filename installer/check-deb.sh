#!/usr/bin/env bash
# Builds the Debian package of GPU Server Planner and checks it end to end:
#   1. configure and build (build folder: $BUILD_DIR, default build-pkg/; $JOBS parallel jobs),
#   2. cpack -G DEB and -G TGZ,
#   3. inspect the .deb: control fields and declared dependencies (dpkg-deb -I), the file list
#      (dpkg-deb -c), the icon sizes, the desktop file (desktop-file-validate), the AppStream
#      metainfo (appstreamcli validate), the MIME type XML and the man page,
#   4. install it with apt-get install ./gpu-planner_*.deb, run the installed
#      `gpu-planner-cli --version` and `gpu-planner --quit-after-startup` (offscreen),
#   5. remove the package again, also when a check failed (KEEP_INSTALLED=1 keeps it installed).
# Idempotent; exits non-zero on the first failure. Needs root or sudo for apt-get.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build-pkg}
jobs=${JOBS:-$(nproc)}
required_depends=(libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libqt6sql6-sqlite libqt6svg6
    libqt6printsupport6 libqt6concurrent6 libqcustomplot2.1-qt6 libxlsxwriter4 qt6-qpa-plugins qt6-translations-l10n
    fonts-noto-cjk)
icon_sizes=(16 24 32 48 64 128 256 512)
app_id=io.github.gpuplanner.gpu_planner

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'check-deb: FAILED: %s\n' "$*" >&2; exit 1; }

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
apt_get() { $sudo env DEBIAN_FRONTEND=noninteractive apt-get "$@"; }

work=$(mktemp -d)
installed_by_us=0
cleanup() {
    local rc=$?
    if [ "$installed_by_us" = 1 ] && [ "${KEEP_INSTALLED:-0}" != 1 ]; then
        apt_get remove -y -qq --purge gpu-planner >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
    exit $rc
}
trap cleanup EXIT

step "tools"
missing=()
command -v desktop-file-validate >/dev/null || missing+=(desktop-file-utils)
command -v appstreamcli >/dev/null || missing+=(appstream)
command -v cpack >/dev/null || missing+=(cmake)
command -v dpkg-shlibdeps >/dev/null || missing+=(dpkg-dev)
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing ${missing[*]}"
    apt_get update -qq
    apt_get install -y -qq --no-install-recommends "${missing[@]}"
fi

step "build ($build)"
if [ -f "$build/CMakeCache.txt" ]; then
    cmake "$build" >/dev/null   # keeps the folder's own settings (tests on or off, build type)
else
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGPUPLANNER_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" -j "$jobs"

step "cpack"
rm -f "$build"/gpu-planner_*.deb "$build"/gpu-planner-*.tar.gz
(cd "$build" && cpack -G DEB && cpack -G TGZ) >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack"; }
shopt -s nullglob
debs=("$build"/gpu-planner_*.deb)
tgzs=("$build"/gpu-planner-*.tar.gz)
shopt -u nullglob
[ ${#debs[@]} -eq 1 ] || fail "expected one gpu-planner_*.deb in $build, found ${#debs[@]}"
[ ${#tgzs[@]} -eq 1 ] || fail "expected one gpu-planner-*.tar.gz in $build, found ${#tgzs[@]}"
deb=${debs[0]}
echo "$deb"
echo "${tgzs[0]}"

step "dpkg-deb -I"
dpkg-deb -I "$deb"
[ "$(dpkg-deb -f "$deb" Package)" = gpu-planner ] || fail "Package field is not gpu-planner"
version=$(dpkg-deb -f "$deb" Version)
depends=$(dpkg-deb -f "$deb" Depends)
for p in "${required_depends[@]}"; do
    grep -Eq "(^|, )$(printf '%s' "$p" | sed 's/[.+]/\\&/g')( \(|,|$)" <<<"$depends" || fail "Depends lacks $p"
done
echo "Depends declares: ${required_depends[*]}"

step "dpkg-deb -c"
dpkg-deb -c "$deb" | awk '{print $NF}' | tee "$work/files.txt"
expect=(./usr/bin/gpu-planner ./usr/bin/gpu-planner-cli
    ./usr/share/applications/gpu-planner.desktop
    "./usr/share/metainfo/$app_id.metainfo.xml"
    ./usr/share/mime/packages/gpu-planner.xml
    ./usr/share/icons/hicolor/scalable/apps/gpu-planner.svg
    ./usr/share/doc/gpu-planner/copyright)
for s in "${icon_sizes[@]}"; do expect+=("./usr/share/icons/hicolor/${s}x${s}/apps/gpu-planner.png"); done
for f in "${expect[@]}"; do grep -qx -- "$f" "$work/files.txt" || fail "the package lacks $f"; done
grep -Eqx -- './usr/share/man/man1/gpu-planner-cli\.1(\.gz)?' "$work/files.txt" || fail "the package lacks the man page"
outside='^\./(usr/?|usr/(bin|share)(/.*)?)?$'
if grep -Evq "$outside" "$work/files.txt"; then
    grep -Ev "$outside" "$work/files.txt"
    fail "files outside /usr/bin and /usr/share"
fi
echo "all ${#expect[@]} expected files and the man page are there"

step "contents"
tree="$work/root"
dpkg-deb -x "$deb" "$tree"
for s in "${icon_sizes[@]}"; do
    png="$tree/usr/share/icons/hicolor/${s}x${s}/apps/gpu-planner.png"
    [ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$png is not a PNG"
    read -r w h < <(od -An -tu4 --endian=big -j16 -N8 "$png")
    if [ "$w" != "$s" ] || [ "$h" != "$s" ]; then fail "${s}x${s} icon is ${w}x${h}"; fi
done
echo "icons: ${icon_sizes[*]} px PNG + scalable SVG"
desktop-file-validate "$tree/usr/share/applications/gpu-planner.desktop"
grep -qx 'MimeType=application/x-gpuplan;' "$tree/usr/share/applications/gpu-planner.desktop" || fail "desktop file lacks MimeType"
echo "desktop-file-validate: ok"
appstreamcli validate --no-net --pedantic "$tree/usr/share/metainfo/$app_id.metainfo.xml"
appstreamcli validate-tree --no-net --pedantic "$tree"
grep -q "<release version=\"${version%-*}\"" "$tree/usr/share/metainfo/$app_id.metainfo.xml" \
    || fail "metainfo has no release ${version%-*}"
grep -q '<glob pattern="\*\.gpuplan"/>' "$tree/usr/share/mime/packages/gpu-planner.xml" || fail "MIME glob missing"
grep -q 'type="application/x-gpuplan"' "$tree/usr/share/mime/packages/gpu-planner.xml" || fail "MIME type missing"
if command -v xmllint >/dev/null; then
    xmllint --noout "$tree/usr/share/mime/packages/gpu-planner.xml"
fi
man="$tree/usr/share/man/man1/gpu-planner-cli.1"
if [ -f "$man.gz" ]; then gzip -dc "$man.gz" >"$work/gpu-planner-cli.1"; else cp "$man" "$work/gpu-planner-cli.1"; fi
grep -q '^\.TH GPU-PLANNER-CLI 1' "$work/gpu-planner-cli.1" || fail "man page has no .TH header"
if command -v groff >/dev/null; then
    warnings=$(groff -man -ww -z "$work/gpu-planner-cli.1" 2>&1)
    [ -z "$warnings" ] || { echo "$warnings"; fail "groff warns about the man page"; }
fi
echo "metainfo, MIME type and man page: ok"
tar -tzf "${tgzs[0]}" >"$work/tgz.txt"
for f in bin/gpu-planner bin/gpu-planner-cli share/applications/gpu-planner.desktop; do
    grep -Eq "^gpu-planner-[^/]+/$f\$" "$work/tgz.txt" || fail "the TGZ lacks $f"
done
echo "TGZ: ok"

step "apt-get install"
if [ "$(dpkg-query -W -f='${Status}' gpu-planner 2>/dev/null || true)" = "install ok installed" ]; then
    echo "removing the gpu-planner installed before"
    apt_get remove -y -qq --purge gpu-planner
fi
installed_by_us=1
apt_get install -y -qq --no-install-recommends "$deb"
dpkg-query -W -f='${Status} ${Version}\n' gpu-planner
[ "$(command -v gpu-planner-cli)" = /usr/bin/gpu-planner-cli ] || fail "gpu-planner-cli is not /usr/bin/gpu-planner-cli"
[ "$(command -v gpu-planner)" = /usr/bin/gpu-planner ] || fail "gpu-planner is not /usr/bin/gpu-planner"

step "run the installed programs"
export HOME="$work/home" XDG_DATA_HOME="$work/home/.local/share" XDG_CONFIG_HOME="$work/home/.config"
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
out=$(cd "$work" && /usr/bin/gpu-planner-cli --version)
echo "$out"
[ "$(head -n1 <<<"$out")" = "gpu-planner-cli ${version%-*}" ] || fail "gpu-planner-cli --version does not print ${version%-*}"
grep -Eq '^catalog [0-9]{4}\.[0-9]{2}\.[0-9]{2}(\.[0-9]+)?$' <<<"$(sed -n 2p <<<"$out")" || fail "no catalog version line"
(cd "$work" && QT_QPA_PLATFORM=offscreen QT_DEBUG_PLUGINS=1 timeout 120 /usr/bin/gpu-planner --quit-after-startup) \
    >"$work/gui.log" 2>&1 || { tail -n 40 "$work/gui.log"; fail "gpu-planner --quit-after-startup failed"; }
echo "gpu-planner --quit-after-startup: exit 0"
# The window icon is the SVG: Qt's SVG icon engine (libqt6svg6) must have loaded.
grep -q 'iconengines/libqsvgicon\.so" loaded library' "$work/gui.log" || fail "the SVG icon engine did not load"
echo "SVG icon engine loaded for the window icon"
if [ -f /usr/share/mime/application/x-gpuplan.xml ]; then
    echo "MIME database knows application/x-gpuplan"
else
    fail "the MIME database was not updated with application/x-gpuplan"
fi
if [ -f /usr/share/applications/mimeinfo.cache ]; then
    grep -q '^application/x-gpuplan=.*gpu-planner\.desktop' /usr/share/applications/mimeinfo.cache \
        || fail "mimeinfo.cache does not name gpu-planner.desktop for application/x-gpuplan"
    echo "gpu-planner.desktop handles application/x-gpuplan"
fi

step "remove"
if [ "${KEEP_INSTALLED:-0}" = 1 ]; then
    echo "KEEP_INSTALLED=1: gpu-planner stays installed"
else
    apt_get remove -y -qq --purge gpu-planner
    installed_by_us=0
    if [ -e /usr/bin/gpu-planner ] || [ -e /usr/bin/gpu-planner-cli ]; then fail "binaries left after removal"; fi
    echo "removed"
fi

printf '\ncheck-deb: OK: %s (version %s)\n' "$(basename "$deb")" "$version"
