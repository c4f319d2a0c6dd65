#!/usr/bin/env bash
# Installs what building, running and testing GPU Server Planner needs on Debian 12 (bookworm).
# Idempotent: installs only the packages that are missing.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config ccache mold
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
    qt6-translations-l10n libqt6sql6-sqlite libqt6svg6 libgl-dev
    libqcustomplot-dev nlohmann-json3-dev libxlsxwriter-dev libzip-dev zlib1g-dev
    fonts-noto-cjk xvfb xauth poppler-utils unzip zip
    dpkg-dev desktop-file-utils appstream
    python3-openpyxl
    libqt6sql6-psql postgresql postgresql-common qtkeychain-qt6-dev
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
