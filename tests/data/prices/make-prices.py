#!/usr/bin/python3
"""Writes price lists the way vendors send them, for tests/report/tst_price_import.cpp,
tests/app/tst_prices_dialog.cpp and tests/app/tst_cli_catalog.cpp (issue 22):

- vendor-words-gbk.csv: a Chinese vendor's list saved as GBK by a Chinese spreadsheet, with a title
  and a date line above the header (型号, 卡数, 计费方式, 单价, 币种, 地区, 日期, 来源, 备注) and prices
  in words with the currency in the cell ("￥18.5/卡/时", "RMB 45,000元/台/月"), per card and per machine.
- vendor-usd.xlsx: an English vendor's workbook written by openpyxl, with a title row, a two-row
  merged header (GPU over Model | GPUs, "Price (USD)" over Monthly | Hourly) and cells of mixed types
  (numbers, numbers stored as text, dates, "$2.10 per GPU-hour", "POA").

The tests hold the truth by hand; this script only writes the files.
Usage: /usr/bin/python3 tests/data/prices/make-prices.py [OUT_DIR] (Debian: python3-openpyxl)."""
import datetime
import os
import sys

import openpyxl

out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))

rows = [
    ["某某算力 2026年12月 GPU 租赁报价单"],
    ["报价日期：2026-12-01"],
    [],
    ["型号", "卡数", "计费方式", "单价", "币种", "地区", "日期", "来源", "备注"],
    ["H20 96G", "8", "按量", "￥18.5/卡/时", "", "华北2", "2026-12-01", "https://example.cn/gpu-price", "按卡计价"],
    ["A800 80G SXM", "8", "包月", "RMB 45,000元/台/月", "", "华东1", "2026-11-28", "销售报价", "整机月价"],
    ["8卡 A100 80G SXM", "", "包年", "￥360,000/台/年", "", "华南1", "2026/11/20", "", "卡数写在型号里"],
    ["RTX 4090 24G ×8", "", "按量", "2.6元/卡/时", "", "华东2", "2026-12-01", "", ""],
    ["H100 SXM5 80GB", "8", "采购", "￥2,150,000/台", "", "北京", "2026-10-08", "", "含三年质保"],
    ["L40S 48G", "4", "包月", "面议", "", "上海", "2026-12-01", "", "价格面议"],
    ["A10", "1", "包年包月", "4,500", "CNY", "杭州", "2026-12-01", "", "没写是月价还是年价"],
    ["H20 96GB x2", "", "按量", "18.5元/卡/小时", "", "北京", "2026-12-01", "", "两卡机"],
    ["2台×8卡 H100", "", "包月", "￥90,000/月", "", "北京", "2026-12-01", "", "两台机器"],
    ["A800 80G SXM", "", "包月", "45,000元/台/月", "", "华东1", "2026-11-28", "", "整机价，未写卡数"],
]
with open(os.path.join(out, "vendor-words-gbk.csv"), "w", encoding="gbk", newline="") as f:
    for r in rows:  # as a spreadsheet saves them: every row as wide as the table
        r = r + [""] * (9 - len(r))
        f.write(",".join('"' + c + '"' if "," in c else c for c in r) + "\r\n")

wb = openpyxl.Workbook()
ws = wb.active
ws.title = "Price list"
ws["A1"] = "Acme GPU Cloud - price list"
ws.merge_cells("A1:G1")
ws["A2"] = "Valid from 1 December 2026"
ws["A3"] = "Offering"
ws.merge_cells("A3:A4")
ws["B3"] = "GPU"
ws.merge_cells("B3:C3")
ws["B4"] = "Model"
ws["C4"] = "GPUs"
ws["D3"] = "Price (USD)"
ws.merge_cells("D3:E3")
ws["D4"] = "Monthly"
ws["E4"] = "Hourly"
ws["F3"] = "Region"
ws.merge_cells("F3:F4")
ws["G3"] = "Date"
ws.merge_cells("G3:G4")
data = [
    ["gpu.h100x8", "H100 SXM5 80GB", 8, 45000, "$2.10 per GPU-hour", "us-east-1", datetime.date(2026, 12, 1)],
    ["gpu.a100x4", "A100 80G SXM", "4", None, 1.2, "us-west-2", datetime.date(2026, 11, 15)],
    ["gpu.l40s", "L40S", 1, "1,980", None, "eu-central-1", datetime.date(2026, 12, 1)],
    ["gpu.h200x8", "H200 SXM 141GB", 8, "POA", None, "us-east-1", datetime.date(2026, 12, 1)],
    ["gpu.b200x8", "B200", 8, None, "2.95 USD per GPU hour", "us-east-1", "2026-12-01"],
]
for i, r in enumerate(data):
    for j, v in enumerate(r):
        c = ws.cell(row=5 + i, column=1 + j, value=v)
        if isinstance(v, datetime.date):
            c.number_format = "yyyy-mm-dd"
wb.save(os.path.join(out, "vendor-usd.xlsx"))
