#!/usr/bin/python3
"""Writes the XLSX test files with openpyxl: our RFQ filled in by a vendor (rfq-openpyxl.xlsx), a
vendor's own workbook with a title, the vendor above the table and a two-row merged header
(vendor-merged.xlsx), and a rental sheet with two NIC columns, sizes joined by "+" and a price as a
formula openpyxl leaves uncomputed (openpyxl-formula.xlsx). Usage: make-workbooks.py RFQ.xlsx OUT_DIR"""
import sys

import openpyxl

rfq_in, out = sys.argv[1], sys.argv[2]

# 1. The RFQ as a vendor fills it in with another tool: vendor, currency, answers and prices.
wb = openpyxl.load_workbook(rfq_in)
ws = wb["RFQ"]
labels = {}
header_row = None
for row in ws.iter_rows():
    for cell in row:
        if isinstance(cell.value, str):
            first = cell.value.split("\n")[0].split(" / ")[0].strip()
            labels.setdefault(first, cell)
            if first == "Item ID":
                header_row = cell.row
labels["Vendor"].offset(column=1).value = "Openpyxl Cloud"
labels["Currency (CNY or USD)"].offset(column=1).value = "CNY"
answers = {"gpu_model": ("8 × A800 80G SXM", ""), "gpu_count": ("", "8"), "gpu_memory_gb": ("", "80G"),
           "ram_gb": ("", "1T"), "data_disk_gb": ("2 × 3.84T NVMe", "7.68T"), "public_mbps": ("", "1G"),
           "cpu_cores": ("Intel 6430 32核", "")}
columns = {}
for cell in ws[header_row]:
    if isinstance(cell.value, str):
        columns[cell.value.split("\n")[0].strip()] = cell.column
for row in ws.iter_rows(min_row=header_row + 1):
    item = row[0].value
    if item in answers:
        offered, value = answers[item]
        ws.cell(row=row[0].row, column=columns["Offered part / model"]).value = offered or None
        ws.cell(row=row[0].row, column=columns["Offered value"]).value = value or None
    if item == "total":
        ws.cell(row=row[0].row, column=columns["Price per month"]).value = 150000
wb.save(f"{out}/rfq-openpyxl.xlsx")

# 2. A vendor's own workbook: title, vendor above the table, a two-row header with merged cells.
wb = openpyxl.Workbook()
ws = wb.active
ws.title = "报价单"
ws["A1"] = "戊云计算 GPU 服务器报价单"
ws.merge_cells("A1:G1")
ws["A2"] = "供应商"
ws.merge_cells("A2:B2")
ws["C2"] = "戊云计算"
ws["A3"] = "GPU型号"
ws.merge_cells("A3:A4")
ws["B3"] = "GPU"
ws.merge_cells("B3:C3")
ws["B4"] = "卡数"
ws["C4"] = "显存"
ws["D3"] = "内存"
ws.merge_cells("D3:D4")
ws["E3"] = "价格"
ws.merge_cells("E3:F3")
ws["E4"] = "元/月"
ws["F4"] = "元/卡/时"
ws["G3"] = "币种"
ws.merge_cells("G3:G4")
ws.append(["H20", 8, "96G", "2T", 45000, None, "CNY"])
ws.append(["A800 80G SXM", 8, "80G", "1T", None, 9.5, "CNY"])
notes = wb.create_sheet("说明")
notes["A1"] = "价格含税，不含公网流量"
wb.save(f"{out}/vendor-merged.xlsx")

# 3. A rental sheet: two NIC columns, sizes joined by "+", a price written as a formula (openpyxl
# saves the formula and no value; Excel or LibreOffice would compute it on saving).
wb = openpyxl.Workbook()
ws = wb.active
ws.title = "报价"
ws.append(["供应商", "GPU型号", "卡数", "内存", "硬盘", "网卡", "网卡", "公网带宽", "月租（元）"])
ws.append(["甲云", "RTX 4090", 10, "16×64G + 16×32G", "2×3.84T＋2×7.68T", "2×25G", "4×200G RoCE", "100M", 28000])
ws.append(["乙云", "RTX 4090", 8, "512G", "3.84T", None, "2×100G", "1G", "=21000+2000"])
wb.save(f"{out}/openpyxl-formula.xlsx")
