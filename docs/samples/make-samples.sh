#!/usr/bin/env bash
# Regenerates the sample exports in this folder from llama-3.1-70b-serving.json with the CLI
# (build first: ./setup.sh build). The vendor quotes are examples: their prices are derived from
# the catalog's public reference price for the NVIDIA H20 96GB (compshare-h20-96gb-hourly,
# 7.5 CNY per GPU-hour): 12 GPUs = 90 CNY an hour; a month at the cost model's default 20%
# monthly discount = 90 × 730 × 0.8 = 52,560 CNY; in USD at 7.1 CNY per USD.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cli="${GPUPLANNER_CLI:-$here/../../build/app/gpu-planner-cli}"
plan="$here/llama-3.1-70b-serving.json"
cd "$here"
export XDG_DATA_HOME="$(mktemp -d)" # a fresh catalog database, so that the samples use the bundled catalog
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"

for lang in en zh both; do
    "$cli" export "$plan" --lang "$lang" --pdf "spec-sheet-$lang.pdf" --checklist "checklist-$lang.pdf"
done
"$cli" export "$plan" --lang both --checklist checklist-both.md --rfq rfq.xlsx --dockerfile Dockerfile --csv configuration.csv
"$cli" export "$plan" --rfq rfq.csv

# Vendor A answers the XLSX request for quote (filled as a spreadsheet would: cells in the sheet's XML).
python3 - rfq.xlsx quote-vendor-a.xlsx <<'PY'
import re, sys, zipfile
src, dst = sys.argv[1], sys.argv[2]
answers = {  # item id: (offered part, offered value)
    "gpu_model": ("12 × NVIDIA H20 96GB (HGX, 4 per node)", "NVIDIA H20 96GB"), "gpu_count": ("3 nodes × 4", "12"),
    "gpu_memory_gb": ("96 GB HBM3", "96"), "gpu_interconnect": ("NVLink 900 GB/s", "yes"),
    "cpu_cores": ("2 × Xeon Platinum 8480+", "112"), "ram_gb": ("16 × 64 GB DDR5", "1024"),
    "system_disk_gb": ("480 GB SATA SSD", "480"), "data_disk_gb": ("3.84 TB NVMe", "3840"),
    "data_disk_read_mbps": ("PM9A3 NVMe, fio 1 MiB sequential", "6500"), "data_disk_type": ("local NVMe SSD", "NVMe"),
    "public_mbps": ("BGP 1 Gbit/s", "1000"), "cluster_gbps": ("RoCE 2 × 100 GbE", "200"),
    "driver_version": ("570.86.15 with CUDA 12.8", "570.86.15"), "os_image": ("Ubuntu 22.04 + NVIDIA Container Toolkit", "yes"),
    "container_images": ("private image registry", "yes"), "monitoring": ("Prometheus + DCGM exporter, alerts", "yes"),
    "backup": ("daily snapshot to object storage", "yes"), "access_audit": ("RBAC, audit log 180 days", "yes"),
}
cells = {"B5": "Vendor A (example)", "B6": "GPU cloud H20 × 4 nodes", "B7": "CNY"}
with zipfile.ZipFile(src) as z:
    sheet = z.read("xl/worksheets/sheet1.xml").decode()
    strings = re.findall(r"<si>(.*?)</si>", z.read("xl/sharedStrings.xml").decode(), re.S)
text = lambda i: re.sub(r"<[^>]+>", "", strings[i])
for m in re.finditer(r'<c r="A(\d+)"[^>]*t="s"[^>]*><v>(\d+)</v></c>', sheet):
    row, item = m.group(1), text(int(m.group(2)))
    if item in answers:
        cells["G" + row], cells["H" + row] = answers[item]
    if item == "total":
        cells.update({"I" + row: 90, "J" + row: 52560, "L" + row: "hourly billed per minute; monthly prepaid",
                      "M" + row: "1 Gbit/s BGP included", "N" + row: "7×24, 30-minute response, spare GPU in 4 h",
                      "O" + row: "3 working days"})
def fill(match):
    ref, style = match.group(1), match.group(2) or ""
    value = cells.get(ref)
    if value is None:
        return match.group(0)
    if isinstance(value, (int, float)):
        return '<c r="%s"%s><v>%s</v></c>' % (ref, style, value)
    return '<c r="%s"%s t="inlineStr"><is><t>%s</t></is></c>' % (ref, style, value.replace("&", "&amp;"))
sheet = re.sub(r'<c r="([A-Z]+\d+)"( s="\d+")?/>', fill, sheet)
with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
    for item in zin.infolist():
        zout.writestr(item, sheet if item.filename == "xl/worksheets/sheet1.xml" else zin.read(item.filename))
PY

"$cli" compare "$plan" quote-vendor-a.xlsx quote-vendor-b.csv quote-vendor-c.json --lang both \
    --pdf comparison-both.pdf --xlsx comparison.xlsx > comparison.txt
"$cli" compare "$plan" quote-vendor-a.xlsx quote-vendor-b.csv quote-vendor-c.json --lang en --pdf comparison-en.pdf > /dev/null
"$cli" compare "$plan" quote-vendor-a.xlsx quote-vendor-b.csv quote-vendor-c.json --lang zh --pdf comparison-zh.pdf > /dev/null
"$cli" compare "$plan" quotes-with-errors.csv --json > /dev/null 2> quotes-with-errors.messages.txt || true
for pdf in *.pdf; do pdftoppm -png -r 60 -f 1 -l 1 "$pdf" "${pdf%.pdf}"; done
