#!/bin/sh
# Regenerates the vendor files of this folder from their UTF-8 sources, the way vendors send them:
# GBK and UTF-8-with-BOM CSV, and XLSX written by openpyxl (Debian: python3-openpyxl), not by us.
#   tests/data/quotes/make-quotes.sh [path/to/gpu-planner-cli]
set -e
here=$(cd "$(dirname "$0")" && pwd)
cli=${1:-$here/../../../build/app/gpu-planner-cli}
iconv -f utf-8 -t gbk "$here/gbk-monthly.utf8.csv" > "$here/gbk-monthly.csv"
{ printf '\357\273\277'; cat "$here/unit-column.utf8.csv"; } > "$here/unit-column.csv"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Our RFQ, filled in and saved by openpyxl (which drops the custom document property).
"$cli" export "$here/plan.gpuplan" --rfq "$tmp/rfq.xlsx" > /dev/null
/usr/bin/python3 "$here/make-workbooks.py" "$tmp/rfq.xlsx" "$here"
