#!/usr/bin/python3
"""A corpus of vendor quote sheets with known truth (issue 22).

Writes COUNT vendor sheets (CSV in UTF-8, UTF-8 with BOM, GBK and GB18030 with comma, semicolon or
tab; XLSX with shared or inline strings, one- or two-row merged headers, numbers as numbers or as
text) made from known quotes, and next to each sheet NAME.truth.json: what the quotes say and how
each fact was written, and which facts were deliberately left out or made unreadable. The same
seed gives the same files byte for byte.

Usage: /usr/bin/python3 make-corpus.py OUT_DIR [--count N] [--seed S]     (needs python3-openpyxl)

Truth format (one object per file):
  {"file", "format", "layout": [...], "quotes": [{
     "vendor", "offering", "currency",           # strings; offering null when the sheet names none
     "gpu_model": catalog id, "gpu_count", "cpu_cores" (per machine), "ram_gb", "system_disk_gb",
     "data_disk_gb", "data_disk_read_mbps", "public_mbps",     # numbers; TB counted as 1000 GB
     "price": {"period": "month" | "hour", "amount": whole offer, in its currency},
     "styles": {fact: how it was written},
     "omitted": [facts the sheet does not state], "unreadable": [facts stated in words no reader can
     turn into the value ("面议", "Intel Xeon")]}]}
Facts: vendor offering currency gpu_model gpu_count cpu_cores ram_gb system_disk_gb data_disk_gb
data_disk_read_mbps public_mbps price.
"""
import csv
import io
import json
import os
import random
import re
import sys
import zipfile
from xml.sax.saxutils import escape

try:
    import openpyxl
    from openpyxl.utils import get_column_letter
except ImportError:  # the test skips with this message
    sys.stderr.write("make-corpus.py: openpyxl is missing (Debian: apt install python3-openpyxl)\n")
    sys.exit(3)

FACTS = ["vendor", "offering", "currency", "gpu_model", "gpu_count", "cpu_cores", "ram_gb", "system_disk_gb",
         "data_disk_gb", "data_disk_read_mbps", "public_mbps", "price"]

# Catalog id → names vendors write (each unambiguous in resources/catalog/accelerators.json), memory.
GPUS = {
    "nvidia-h20": (["H20 96GB", "H20", "NVIDIA H20", "H20 96G", "HGX H20"], 96),
    "nvidia-a800-sxm": (["A800 80G SXM", "A800", "NVIDIA A800 SXM4 80GB", "A800-SXM4-80GB", "A800 SXM"], 80),
    "nvidia-rtx-4090": (["RTX 4090 24G", "RTX 4090", "GeForce RTX 4090", "4090 24GB", "NVIDIA RTX 4090"], 24),
    "nvidia-h100-sxm": (["H100 SXM5 80GB", "H100 SXM", "NVIDIA H100 SXM5 80GB", "H100-SXM5-80G", "HGX H100"], 80),
    "nvidia-h800-sxm": (["H800 80G SXM", "H800", "H800 SXM5", "NVIDIA H800 SXM5 80GB"], 80),
    "nvidia-l20": (["L20 48G", "L20", "NVIDIA L20 48GB", "L20-48GB"], 48),
    "nvidia-l40s": (["L40S 48GB", "L40S", "NVIDIA L40S", "L40S-48GB"], 48),
    "nvidia-a100-80gb-sxm": (["A100 80GB SXM", "A100-SXM4-80GB", "A100 SXM4 80GB", "NVIDIA A100 SXM4 80GB"], 80),
    "nvidia-h200-sxm": (["H200 SXM 141GB", "H200 SXM", "H200-SXM-141GB", "NVIDIA H200 SXM 141GB"], 141),
    "nvidia-a10": (["A10 24G", "A10", "NVIDIA A10 24GB"], 24),
    "nvidia-l4": (["L4 24GB", "L4", "NVIDIA L4"], 24),
    "huawei-ascend-910b": (["Ascend 910B", "910B", "昇腾 910B", "Ascend910B"], 64),
}

# CPU models a reader can know (resources/catalog/cpus.json): short number, long names, cores.
CPUS = [
    ("8358", ["Xeon 8358", "Xeon Platinum 8358", "Intel Xeon Platinum 8358", "Intel 8358"], 32),
    ("8480+", ["Xeon 8480+", "Xeon Platinum 8480+", "Intel Xeon Platinum 8480+", "Intel 8480+"], 56),
    ("6430", ["Xeon 6430", "Xeon Gold 6430", "Intel Xeon Gold 6430", "Intel 6430"], 32),
    ("9454", ["AMD 9454", "EPYC 9454", "AMD EPYC 9454"], 48),
    ("9354", ["AMD 9354", "EPYC 9354", "AMD EPYC 9354"], 32),
]

VENDORS = ["甲子云", "乙丑算力", "丙寅智算", "丁卯数据", "戊辰云计算", "北辰算力科技", "天枢智算中心", "云岫科技",
           "Acme GPU Cloud", "Northwind Compute", "Blue Harbor AI", "Summit Racks", "Lattice Cloud",
           "Orion Hosting", "星河算力", "蓝海云"]


def fmt_num(x):
    return ("%d" % x) if float(x).is_integer() else ("%g" % x)


def thousands(x, decimals=None):
    if decimals is None:
        decimals = 0 if float(x).is_integer() else 2
    return "{:,.{d}f}".format(x, d=decimals)


class Quote:
    """One known quote and how its facts are written in cells."""

    def __init__(self, rng, vendor, currency, index):
        self.rng = rng
        self.vendor = vendor
        self.currency = currency
        self.gpu = rng.choice(list(GPUS))
        self.gpu_count = rng.choice([1, 2, 4, 8, 8, 8])
        self.cpu = rng.choice(CPUS)
        self.sockets = rng.choice([1, 2, 2])
        self.cpu_cores = self.cpu[2] * self.sockets
        self.ram_gb = rng.choice([128, 256, 512, 512, 1024, 1024, 2048])
        self.system_disk_gb = rng.choice([100, 200, 240, 480, 960])
        self.disk_n = rng.choice([1, 1, 2, 4])
        self.disk_tb = rng.choice([1.92, 3.84, 7.68, 2, 4])
        self.data_disk_gb = round(self.disk_n * self.disk_tb * 1000, 3)
        self.read_mbps = rng.choice([3000, 3500, 5000, 6500, 7000, 12000, 14000])
        self.public_mbps = rng.choice([100, 200, 500, 1000, 10000])
        self.offering = None
        self.index = index
        self.machines = 1  # a machines column's figure; gpu_count stays the offer's total
        # Price: a whole-machine monthly price or a per-GPU hourly one.
        if rng.random() < 0.5:
            self.period, self.per_gpu = "month", rng.random() < 0.25
            base = {"CNY": rng.randrange(800, 9000, 50), "USD": rng.randrange(120, 1300, 5)}[currency]
        else:
            self.period, self.per_gpu = "hour", rng.random() < 0.7
            base = {"CNY": rng.choice([1.8, 2.5, 4.2, 5.5, 7.8, 12.5, 18.5, 22]),
                    "USD": rng.choice([0.35, 0.8, 1.2, 2.1, 2.49, 3.2, 4.5])}[currency]
        self.unit_amount = base if self.per_gpu else round(base * (1 if self.period == "hour" else self.gpu_count), 2)
        self.amount = round(self.unit_amount * (self.gpu_count if self.per_gpu else 1), 4)
        self.styles = {}
        self.omitted = set()
        self.unreadable = set()

    def spread_over(self, machines):
        """The offer as `machines` machines of this quote's GPUs: a whole-offer price grows with them."""
        self.machines = machines
        self.gpu_count *= machines
        if not self.per_gpu:
            self.unit_amount = round(self.unit_amount * machines, 2)
        self.amount = round(self.unit_amount * (self.gpu_count if self.per_gpu else 1), 4)

    def truth(self):
        return {
            "vendor": self.vendor, "offering": self.offering, "currency": self.currency,
            "gpu_model": self.gpu, "gpu_count": self.gpu_count, "cpu_cores": self.cpu_cores,
            "ram_gb": self.ram_gb, "system_disk_gb": self.system_disk_gb, "data_disk_gb": self.data_disk_gb,
            "data_disk_read_mbps": self.read_mbps, "public_mbps": self.public_mbps,
            "price": {"period": self.period, "amount": self.amount},
            "styles": dict(sorted(self.styles.items())),
            "omitted": sorted(self.omitted), "unreadable": sorted(self.unreadable),
        }

    # --- cell texts --------------------------------------------------------------------------------
    def gpu_name(self):
        return self.rng.choice(GPUS[self.gpu][0])

    def gpu_with_count(self):
        """GPU model and count in one cell."""
        n, name = self.gpu_count, self.gpu_name()
        mem = GPUS[self.gpu][1]
        styles = [
            ("name-x-n", f"{name} x{n}"), ("n×name", f"{n}×{name}"), ("n卡-name", f"{n}卡 {name}"),
            ("name-×n", f"{name} ×{n}"), ("nx-name-extra", f"{n}x {name}, NVLink" if n > 1 else f"1x {name}"),
            ("n*name", f"{n}*{name}"), ("n-×-name", f"{n} × {name}"), ("name*n卡", f"{name}*{n}卡"),
        ]
        style, text = self.rng.choice(styles)
        if style == "name-x-n" and self.rng.random() < 0.3 and str(mem) not in name:
            text = f"{name} {mem}GB x{n}"
        return style, text

    def cpu_text(self):
        """(style, text, cores readable from text alone)."""
        key, names, per = self.cpu
        name = self.rng.choice(names)
        s = self.sockets
        r = self.rng.random()
        if s == 2:
            choices = [("2*model", f"2*{name}"), ("双路-model", f"双路 {name}"),
                       ("2-x-model-(nC)", f"2 x {name} ({per}C)"), ("2×model-n核", f"2×{name} {per}核"),
                       ("model*2", f"{name} *2")]
        else:
            choices = [("model", name), ("model-n-core", f"{name} {per}-core"), ("model-n核", f"{name} {per}核"),
                       ("单路-model", f"单路 {name}")]
        return self.rng.choice(choices)

    def size_text(self, gb, kind):
        """A size as vendors write it: '2T', '2 TB DDR5', '512G', '1024GB'."""
        suffix = {"ram": self.rng.choice(["", "", " DDR5", " DDR4 ECC"]), "sys": self.rng.choice(["", " SSD", " NVMe"])}.get(kind, "")
        if gb >= 1000 and gb % 1024 == 0 and self.rng.random() < 0.6:
            t = gb // 1024
            return "T", self.rng.choice([f"{t}T", f"{t} TB", f"{t}TB"]) + suffix
        return "G", self.rng.choice([f"{gb}G", f"{gb}GB", f"{gb} GB", f"{gb}"]) + suffix

    def data_disk_text(self):
        n, tb = self.disk_n, self.disk_tb
        t = fmt_num(tb)
        kind = self.rng.choice(["NVMe", "NVMe SSD", "SSD", "U.2 NVMe"])
        if n == 1:
            return self.rng.choice([("T", f"{t}T {kind}"), ("TB", f"{t} TB {kind}"), ("G", f"{fmt_num(tb * 1000)}G {kind}")])
        return self.rng.choice([("n-x-TB", f"{n} x {t} TB {kind}"), ("n*T", f"{n}*{t}T {kind}"),
                                ("n×TB", f"{n}×{t}TB"), ("TBxn", f"{t}TB {kind} x{n}")])

    def read_text(self):
        v = self.read_mbps
        return self.rng.choice([("plain", str(v)), ("MB/s", f"{v} MB/s"), ("MB/s", f"{v}MB/s"),
                                ("GB/s", f"{fmt_num(v / 1000)} GB/s"), ("顺序读", f"顺序读 {v}MB/s")])

    def bw_text(self):
        v = self.public_mbps
        c = [("M", f"{v}M"), ("Mbps", f"{v}Mbps"), ("Mbps", f"{v} Mbps"), ("plain", str(v))]
        if v >= 1000:
            g = v // 1000
            c += [("G", f"{g}G"), ("Gbps", f"{g}Gbps")]
            if v == 1000:
                c.append(("千兆", "千兆"))
            if v == 10000:
                c.append(("万兆", "万兆"))
        return self.rng.choice(c)

    def price_text(self, header_currency, header_period, zh):
        """(style, cell text, cell value for XLSX or None) given what the header already says."""
        a, cur = self.unit_amount, self.currency
        sym = "¥" if cur == "CNY" else "$"
        amt = thousands(a) if a >= 1000 else fmt_num(a)
        if header_currency and header_period:
            if self.rng.random() < 0.5:
                return "number", amt if self.rng.random() < 0.5 else fmt_num(a), a
            return "number-text", fmt_num(a), None
        if self.period == "month" and not self.per_gpu:
            one = a / self.machines  # 元/台/月: one machine's price
            one_amt = thousands(one) if one >= 1000 else fmt_num(one)
            opts = [("¥n/月", f"{sym}{amt}/月"), ("RMB-n元/台/月", f"RMB {one_amt}元/台/月"), ("n元/月", f"{amt}元/月"),
                    ("$n/mo", f"{sym}{amt}/mo"), ("n-USD/month", f"{amt} USD/month"), ("$n-per-month", f"{sym}{amt} per month")]
            opts = [o for o in opts if ("元" in o[1] or "RMB" in o[1] or "¥" in o[1]) == (cur == "CNY")]
        elif self.period == "month":
            opts = [("n元/卡/月", f"{amt}元/卡/月"), ("¥n/卡/月", f"{sym}{amt}/卡/月"),
                    ("$n-per-GPU-month", f"{sym}{amt} per GPU-month"), ("n-USD/GPU/month", f"{amt} USD/GPU/month")]
            opts = [o for o in opts if ("元" in o[1] or "¥" in o[1]) == (cur == "CNY")]
        elif self.per_gpu:
            opts = [("n元/卡/小时", f"{amt} 元/卡/小时"), ("¥n/卡/时", f"{sym}{amt}/卡/时"),
                    ("$n-per-GPU-hour", f"{sym}{amt} per GPU-hour"), ("n-USD-per-GPU-hour", f"{amt} USD per GPU hour"),
                    ("$n/hr-per-GPU", f"{sym}{amt}/hr per GPU")]
            opts = [o for o in opts if ("元" in o[1] or "¥" in o[1]) == (cur == "CNY")]
        else:
            opts = [("n元/小时", f"{amt}元/小时"), ("¥n/时", f"{sym}{amt}/时"), ("$n/hr", f"{sym}{amt}/hr"),
                    ("$n-per-hour", f"{sym}{amt} per hour"), ("n-USD/h", f"{amt} USD/h")]
            opts = [o for o in opts if ("元" in o[1] or "¥" in o[1]) == (cur == "CNY")]
        if header_currency:  # the cell may drop its sign
            opts = [(s, t.replace("¥", "").replace("$", "").replace("RMB ", "").replace(" USD", "").strip()) for s, t in opts]
            opts = [("cur-in-header:" + s, t) for s, t in opts]
        return (*self.rng.choice(opts), None)


# --- sheet layouts ----------------------------------------------------------------------------------

def price_header(rng, q0, zh, per_gpu, period, currency):
    """A price column's header, what it states (currency, period) and its style."""
    cur_zh = {"CNY": rng.choice(["元", "人民币", "RMB"]), "USD": rng.choice(["美元", "USD"])}[currency]
    options = []
    if not per_gpu:
        if period == "month":
            options += [("单价（%s/月）" % ("元" if currency == "CNY" else "美元"), True, True),
                        ("月租金（%s）" % cur_zh, True, True), ("Monthly (%s)" % currency, True, True),
                        ("Price per month (%s)" % currency, True, True), ("包月价格", False, True)]
        else:
            options += [("每小时价格（%s）" % cur_zh, True, True), ("Hourly (%s)" % currency, True, True),
                        ("按小时", False, True)]
    else:
        if period == "hour":
            options += [("单卡小时价（%s）" % cur_zh, True, True), ("Price per GPU-hour (%s)" % currency, True, True)]
        else:
            options += [("单卡月价（%s）" % cur_zh, True, True)]
    options += [("价格（%s）" % ("人民币" if currency == "CNY" else "美元"), True, False),
                ("Price", False, False), ("价格", False, False), ("报价", False, False), ("Price (%s)" % currency, True, False)]
    h, has_cur, has_period = rng.choice(options)
    if not zh and re.search(r"[\u4e00-\u9fff]", h) and rng.random() < 0.7:
        h, has_cur, has_period = rng.choice([o for o in options if not re.search(r"[\u4e00-\u9fff]", o[0])])
    return h, has_cur, has_period


HEAD = {
    "vendor": (["供应商", "供应商名称", "服务商"], ["Vendor", "Supplier", "Provider"]),
    "offering": (["产品", "机型", "配置名称", "实例规格"], ["Offering", "Product", "Instance type", "SKU"]),
    "currency": (["币种", "货币"], ["Currency"]),
    "gpu": (["GPU型号", "显卡", "加速卡"], ["GPU", "GPU model", "Accelerator"]),
    "gpu_both": (["GPU配置", "显卡配置", "GPU"], ["GPU", "GPU config", "GPUs"]),
    "gpu_count": (["卡数", "GPU数量", "显卡数量"], ["GPUs", "GPU count", "Number of GPUs"]),
    "cpu": (["CPU", "CPU型号", "处理器"], ["CPU", "CPU model", "Processor"]),
    "cpu_cores": (["CPU核数", "物理核数", "核心数"], ["CPU cores", "Cores", "Physical cores"]),
    "ram": (["内存", "内存容量"], ["RAM", "Memory", "Host memory"]),
    "sys": (["系统盘"], ["System disk", "OS disk", "Boot disk"]),
    "data": (["数据盘", "本地盘", "数据盘容量"], ["Data disk", "Storage", "Local disk"]),
    "disks": (["硬盘", "存储"], ["Disks", "Storage"]),
    "read": (["顺序读", "读取速度", "读带宽"], ["Read speed", "Sequential read", "Disk read"]),
    "bw": (["公网带宽", "带宽"], ["Bandwidth", "Public bandwidth", "Network"]),
    "price_unit": (["计价单位", "计费单位"], ["Billing unit", "Price unit"]),
    "notes": (["备注", "说明"], ["Notes", "Remarks"]),
}


def build_sheet(rng, n_file, fmt):
    """Returns (rows: list of list of cell values, merges, layout tags, quotes, header_rows)."""
    zh = rng.random() < 0.6
    lang = "zh" if zh else "en"
    layout = [lang]
    currency = rng.choice(["CNY", "CNY", "USD"]) if zh else rng.choice(["USD", "USD", "CNY"])
    n_quotes = rng.choice([1, 2, 3, 3, 4, 5, 6])
    multi_vendor = rng.random() < 0.3
    vendor_main = rng.choice(VENDORS)
    # one price shape for the file (vendors rarely mix), sometimes mixed
    quotes = []
    for i in range(n_quotes):
        v = rng.choice(VENDORS) if multi_vendor else vendor_main
        quotes.append(Quote(rng, v, currency, i))
    if rng.random() < 0.7:  # one price shape per sheet
        for q in quotes[1:]:
            q.period, q.per_gpu = quotes[0].period, quotes[0].per_gpu
            base = quotes[0].unit_amount * rng.choice([0.8, 1, 1.25, 1.5]) if q.per_gpu else None
            if q.per_gpu:
                q.unit_amount = round(base, 2)
            elif q.period == "month":
                q.unit_amount = round(quotes[0].unit_amount / max(quotes[0].gpu_count, 1) * q.gpu_count * rng.choice([0.9, 1, 1.2]), 0)
            else:
                q.unit_amount = round(quotes[0].unit_amount * rng.choice([0.5, 1, 2]), 2)
            q.amount = round(q.unit_amount * (q.gpu_count if q.per_gpu else 1), 4)
        layout.append("one-price-shape")

    def hd(key):
        return rng.choice(HEAD[key][0] if zh else HEAD[key][1])

    # columns: list of (key, header)
    cols = []
    vendor_where = "column" if multi_vendor else rng.choice(["column", "label-colon", "label-cell", "label-cell", "column"])
    if vendor_where == "column":
        cols.append(("vendor", hd("vendor")))
    layout.append("vendor-" + vendor_where)
    has_offering = rng.random() < 0.75
    if has_offering:
        cols.append(("offering", hd("offering")))
        used = set()
        for q in quotes:
            while True:
                name = rng.choice([f"GPU-{q.gpu.split('-', 1)[1].upper()}-{q.gpu_count}X-{rng.randrange(1, 99)}",
                                   f"gn{rng.randrange(5, 9)}.{q.gpu_count}xlarge.{rng.choice(['a', 'b', 'c'])}{rng.randrange(1, 30)}",
                                   f"训练型{rng.choice('ABCDEFG')}{rng.randrange(1, 20)}", f"Plan {rng.choice('ABCDEFGH')}{rng.randrange(1, 50)}"])
                if (q.vendor, name.lower()) not in used:
                    used.add((q.vendor, name.lower()))
                    q.offering = name
                    break
    else:
        for q in quotes:
            q.omitted.add("offering")
    gpu_combined = rng.random() < 0.45
    cols.append(("gpu_both", hd("gpu_both")) if gpu_combined else ("gpu", hd("gpu")))
    if not gpu_combined:
        cols.append(("gpu_count", hd("gpu_count")))
    # A machines column ("Nodes", "台数"): the count column per machine (its header says so, or says
    # nothing), or the offer's total under a header that says total.
    machines_count = None
    if not gpu_combined and rng.random() < 0.2:
        machines_count = rng.choice(["per-node", "per-node", "plain", "total"])
        count_head = {"per-node": (["单机卡数", "每台卡数", "每节点GPU数"], ["GPUs per node", "GPUs per server"]),
                      "plain": (HEAD["gpu_count"][0], HEAD["gpu_count"][1]),
                      "total": (["GPU总数", "总卡数"], ["Total GPUs"])}[machines_count]
        cols[-1] = ("gpu_count", rng.choice(count_head[0] if zh else count_head[1]))
        cols.append(("machines", rng.choice(["台数", "节点数", "服务器数量"] if zh else ["Nodes", "Servers", "Number of nodes"])))
        for q in quotes:
            q.spread_over(rng.choice([1, 2, 3, 4]) if q.gpu_count == 8 else 1)
        layout.append("machines-column-" + machines_count)
    cpu_way = rng.choice(["model", "model", "cores", "both"])
    if cpu_way in ("model", "both"):
        cols.append(("cpu", hd("cpu")))
    if cpu_way in ("cores", "both"):
        cols.append(("cpu_cores", hd("cpu_cores")))
    cols.append(("ram", hd("ram")))
    disk_way = rng.choice(["separate", "separate", "combined", "data-only"])
    if disk_way == "separate":
        cols += [("sys", hd("sys")), ("data", hd("data"))]
    elif disk_way == "combined":
        cols.append(("disks", hd("disks")))
    else:
        cols.append(("data", hd("data")))
    has_read = rng.random() < 0.6
    if has_read:
        cols.append(("read", hd("read")))
    if rng.random() < 0.85:
        cols.append(("bw", hd("bw")))
    else:
        for q in quotes:
            q.omitted.add("public_mbps")
    # price
    q0 = quotes[0]
    same_shape = "one-price-shape" in layout
    if same_shape:
        ph, ph_cur, ph_period = price_header(rng, q0, zh, q0.per_gpu, q0.period, currency)
    else:
        ph = rng.choice(["价格", "报价", "Price"] + (["价格（人民币）"] if currency == "CNY" else ["Price (USD)"]))
        ph_cur, ph_period = "（" in ph or "(" in ph, False
    unit_column = not ph_period and rng.random() < 0.3
    cols.append(("price", ph))
    if unit_column:
        cols.append(("price_unit", hd("price_unit")))
    currency_column = not ph_cur and rng.random() < 0.3
    if currency_column:
        cols.insert(rng.randrange(1, len(cols)), ("currency", hd("currency")))
    if rng.random() < 0.3:
        cols.append(("notes", hd("notes")))
    layout += [f"gpu-{'combined' if gpu_combined else 'separate'}", f"cpu-{cpu_way}", f"disk-{disk_way}",
               "price-header-currency" if ph_cur else "price-cell-currency",
               "price-header-period" if ph_period else ("price-unit-column" if unit_column else "price-cell-period")]

    # data rows
    number_cells = fmt.startswith("xlsx") and rng.random() < 0.6  # numbers as numbers (else as text)
    layout.append("numbers-as-numbers" if number_cells else "numbers-as-text")
    data_rows = []
    for q in quotes:
        row = []
        q.styles["vendor"] = vendor_where
        q.styles["offering"] = "column" if has_offering else "none"
        for key, _ in cols:
            cell = None
            if key == "vendor":
                cell = q.vendor
            elif key == "offering":
                cell = q.offering
            elif key == "currency":
                cell = rng.choice({"CNY": ["CNY", "RMB", "人民币", "元"], "USD": ["USD", "US$", "美元"]}[currency])
            elif key == "gpu_both":
                style, cell = q.gpu_with_count()
                q.styles["gpu_model"] = q.styles["gpu_count"] = "with-count:" + style
            elif key == "gpu":
                cell = q.gpu_name()
                q.styles["gpu_model"] = "name"
            elif key == "gpu_count":
                n = q.gpu_count if machines_count in (None, "total") else q.gpu_count // q.machines
                style, cell = rng.choice([("number", n), ("n卡", f"{n}卡"), ("n-GPUs", f"{n} GPUs"),
                                          ("x-n", f"x{n}")] if not zh else
                                         [("number", n), ("n卡", f"{n}卡"), ("n张", f"{n}张")])
                q.styles["gpu_count"] = style if machines_count is None else f"machines-{machines_count}:{style}"
            elif key == "machines":
                m = q.machines
                cell = rng.choice([m, f"{m}台", f"{m} 台"] if zh else [m, f"{m}", f"{m} nodes" if m > 1 else "1 node"])
            elif key == "cpu":
                if rng.random() < 0.04 and cpu_way == "model":
                    cell = rng.choice(["Intel Xeon", "以实际交付为准", "AMD EPYC"])
                    q.unreadable.add("cpu_cores")
                    q.styles["cpu_cores"] = "no-model"
                else:
                    style, cell = q.cpu_text()
                    if cpu_way == "model":
                        q.styles["cpu_cores"] = "model:" + style
            elif key == "cpu_cores":
                style, cell = rng.choice([("number", q.cpu_cores), ("n核", f"{q.cpu_cores}核"), ("nC", f"{q.cpu_cores}C"),
                                          ("2×n核", f"{q.sockets}×{q.cpu[2]}核") if q.sockets == 2 else ("n-cores", f"{q.cpu_cores} cores")])
                q.styles["cpu_cores"] = style
            elif key == "ram":
                style, cell = q.size_text(q.ram_gb, "ram")
                if style == "G" and rng.random() < 0.3 and number_cells:
                    cell = q.ram_gb
                    style = "number"
                q.styles["ram_gb"] = style
            elif key == "sys":
                style, cell = q.size_text(q.system_disk_gb, "sys")
                q.styles["system_disk_gb"] = style
            elif key == "data":
                style, cell = q.data_disk_text()
                q.styles["data_disk_gb"] = style
            elif key == "disks":
                _, d = q.data_disk_text()
                s = q.system_disk_gb
                style, cell = rng.choice([("系统盘+数据盘", f"系统盘{s}G + 数据盘{d}"), ("sys+data-en", f"System {s}GB + Data {d}"),
                                          ("系统盘;数据盘", f"系统盘：{s}G SSD；数据盘：{d}")])
                q.styles["system_disk_gb"] = q.styles["data_disk_gb"] = "combined:" + style
            elif key == "read":
                if rng.random() < 0.08:
                    cell = rng.choice(["-", "/", "N/A", ""])
                    q.omitted.add("data_disk_read_mbps")
                    q.styles["data_disk_read_mbps"] = "blank:" + (cell or "empty")
                else:
                    style, cell = q.read_text()
                    q.styles["data_disk_read_mbps"] = style
            elif key == "bw":
                style, cell = q.bw_text()
                q.styles["public_mbps"] = style
            elif key == "price":
                if rng.random() < 0.05:
                    cell = rng.choice(["面议", "电询", "TBD"])
                    q.unreadable.add("price")
                    q.styles["price"] = "negotiable"
                else:
                    style, text, value = q.price_text(ph_cur or currency_column, ph_period or unit_column, zh)
                    cell = value if (value is not None and number_cells) else text
                    if unit_column:
                        style = "unit-column:" + style
                    q.styles["price"] = style
            elif key == "price_unit":
                sym = "元" if currency == "CNY" else "USD"
                per = {("month", False): ["%s/月" % sym, "per month"] + (["%s/台/月" % sym] if q.machines == 1 else []),
                       ("month", True): ["%s/卡/月" % sym, "per GPU-month"],
                       ("hour", False): ["%s/小时" % sym, "per hour", "/h"],
                       ("hour", True): ["%s/卡/小时" % sym, "%s/卡/时" % sym, "per GPU-hour"]}[(q.period, q.per_gpu)]
                cell = rng.choice(per)
            elif key == "notes":
                cell = rng.choice(["", "含税", "现货", "Spot available", "1 年起租", "price excl. VAT", "交付周期 2 周"])
            if isinstance(cell, str) and re.fullmatch(r"\d+(\.\d+)?", cell) and number_cells and key not in ("offering",):
                cell = float(cell) if "." in cell else int(cell)
            row.append(cell)
        if "price" in q.unreadable:
            q.styles["price"] = "negotiable"
        if "currency" not in q.styles:
            q.styles["currency"] = "column" if currency_column else ("price-header" if ph_cur else "price-cell")
        if "data_disk_gb" not in q.styles:
            q.styles["data_disk_gb"] = "none"
        if disk_way == "data-only":
            q.omitted.add("system_disk_gb")
        if not has_read:
            q.omitted.add("data_disk_read_mbps")
        if cpu_way == "both":
            q.styles["cpu_cores"] = q.styles.get("cpu_cores", "number") + "+model"
        # a row whose price is negotiable and whose currency the price cell alone named: no currency
        if "price" in q.unreadable and q.styles["currency"] == "price-cell":
            q.omitted.add("currency")
        data_rows.append(row)

    # rows above the header
    ncols = len(cols)
    above = []
    merges = []
    title_kind = rng.choice(["none", "title", "title+date", "letterhead+title+date"])
    layout.append("above-" + title_kind)
    if title_kind.startswith("letterhead"):
        above.append([rng.choice([f"{vendor_main}有限公司", f"{vendor_main} Ltd."]) + rng.choice(["", "  地址：北京市海淀区", "  Tel: 010-8888 0000"])])
    if title_kind != "none":
        above.append([rng.choice(["GPU 服务器报价单", "GPU服务器租赁报价", "Quotation: GPU servers", "Price quote — GPU instances"])])
    if title_kind.endswith("date"):
        above.append([rng.choice(["报价日期：2025-03-01", "日期: 2025/03/01", "Date: 2025-03-01", "有效期至 2025-06-30"])])
    if vendor_where == "label-colon":
        above.append([rng.choice(["供应商：", "供应商: ", "Vendor: "]) + vendor_main])
    elif vendor_where == "label-cell":
        above.append([rng.choice(["供应商", "Vendor", "供应商名称"]), vendor_main])
    if above and rng.random() < 0.5:
        above.append([])
    merged_title = fmt.startswith("xlsx") and rng.random() < 0.5
    if merged_title and above and len(above[0]) == 1:
        merges.append((1, 1, 1, ncols))

    # the header: one row, or a group row over it with merged cells
    header_rows = 1
    two_row = fmt.startswith("xlsx") and rng.random() < 0.35
    header = [h for _, h in cols]
    hdr_block = [header]
    if two_row:
        header_rows = 2
        layout.append("header-two-rows-merged")
        groups = {"gpu": "GPU", "gpu_both": "GPU", "gpu_count": "GPU", "cpu": "CPU", "cpu_cores": "CPU",
                  "ram": "配置" if zh else "Configuration", "sys": "存储" if zh else "Storage", "data": "存储" if zh else "Storage",
                  "disks": "存储" if zh else "Storage", "read": "存储" if zh else "Storage"}
        top, bottom = [], []
        r0 = len(above) + 1
        c = 0
        while c < ncols:
            key = cols[c][0]
            g = groups.get(key)
            span = 1
            while g and c + span < ncols and groups.get(cols[c + span][0]) == g:
                span += 1
            if g and span > 1:
                top.append(g)
                top += [None] * (span - 1)
                bottom += [h for _, h in cols[c:c + span]]
                merges.append((r0, c + 1, r0, c + span))
            else:
                top.append(cols[c][1])
                bottom.append(None)
                merges.append((r0, c + 1, r0 + 1, c + 1))
            c += span
        hdr_block = [top, bottom]
    else:
        layout.append("header-one-row")

    # rows below: blank, totals, notes
    below = []
    blank_between = rng.random() < 0.15
    if rng.random() < 0.35 and not any("price" in q.unreadable for q in quotes):
        tot = sum(q.unit_amount for q in quotes)
        trow = [None] * ncols
        trow[0] = rng.choice(["合计", "Total", "总计"])
        trow[[k for k, _ in cols].index("price")] = round(tot, 2) if number_cells else thousands(tot)
        if rng.random() < 0.4:
            below.append([])
        below.append(trow)
        layout.append("totals-row")
    if rng.random() < 0.4:
        below.append([])
        below.append([rng.choice(["注：以上价格含 6% 增值税", "备注：价格有效期 30 天", "Note: prices exclude VAT.",
                                  "* All prices valid for 30 days", "说明：带宽按固定带宽计费"])])
        layout.append("note-row")
    rows = above + hdr_block
    for i, r in enumerate(data_rows):
        rows.append(r)
        if blank_between and i == 0 and len(data_rows) > 1:
            rows.append([])
            layout.append("blank-between-rows")
    rows += below
    return rows, merges, layout, quotes, len(above)


# --- writers ------------------------------------------------------------------------------------------

GBK_SUBST = {"¥": "￥", "\u2014": "-", "\u00a0": " "}


def write_csv(path, rows, encoding, delimiter):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator="\r\n" if delimiter == "," else "\n")
    for r in rows:
        w.writerow(["" if c is None else (fmt_num(c) if isinstance(c, (int, float)) else c) for c in r])
    text = buf.getvalue()
    if encoding in ("gbk", "gb18030"):
        for a, b in GBK_SUBST.items():
            text = text.replace(a, b)
        data = text.encode(encoding)
    elif encoding == "utf-8-sig":
        data = b"\xef\xbb\xbf" + text.encode("utf-8")
    else:
        data = text.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


FIXED_DATE = (2025, 3, 1, 0, 0, 0)


def write_xlsx(path, rows, merges, inline, sheet_title):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = sheet_title
    for r, row in enumerate(rows, start=1):
        for c, v in enumerate(row, start=1):
            if v is not None and v != "":
                ws.cell(row=r, column=c, value=v)
    for (r1, c1, r2, c2) in merges:
        if (r1, c1) != (r2, c2):
            ws.merge_cells(start_row=r1, start_column=c1, end_row=r2, end_column=c2)
    wb.properties.creator = "make-corpus.py"
    import datetime
    wb.properties.created = wb.properties.modified = datetime.datetime(*FIXED_DATE)
    buf = io.BytesIO()
    wb.save(buf)
    # Deterministic zip: fixed timestamps. openpyxl 3.0 writes inline strings; a "shared" workbook
    # gets its strings moved into xl/sharedStrings.xml, as Excel and WPS write them.
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    shared, index = [], {}

    def to_shared(m):
        attrs, text = m.group(1), m.group(2)
        if text not in index:
            index[text] = len(shared)
            shared.append(text)
        return '<c%s t="s"><v>%d</v></c>' % (attrs, index[text])
    files = []
    for info in src.infolist():
        data = src.read(info.filename)
        if not inline and info.filename.startswith("xl/worksheets/sheet"):
            xml = re.sub(r'<c([^>]*?) t="inlineStr"><is><t[^>]*>(.*?)</t></is></c>', to_shared, data.decode("utf-8"), flags=re.S)
            data = xml.encode("utf-8")
        files.append((info.filename, data))
    if not inline:
        sst = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/'
               'spreadsheetml/2006/main" count="%d" uniqueCount="%d">' % (len(shared), len(shared)) +
               "".join('<si><t xml:space="preserve">%s</t></si>' % t for t in shared) + "</sst>")
        fixed = []
        for name, data in files:
            if name == "[Content_Types].xml":
                data = data.replace(b"</Types>", b'<Override PartName="/xl/sharedStrings.xml" ContentType="application/'
                                    b'vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>')
            elif name == "xl/_rels/workbook.xml.rels":
                data = data.replace(b"</Relationships>", b'<Relationship Id="rIdSst" Type="http://schemas.openxmlformats.org/'
                                    b'officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>')
            fixed.append((name, data))
        files = fixed + [("xl/sharedStrings.xml", sst.encode("utf-8"))]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for name, data in files:
            zi = zipfile.ZipInfo(name, date_time=(2025, 3, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(zi, data)


def main():
    args = sys.argv[1:]
    if not args:
        sys.stderr.write(__doc__)
        return 2
    out = args[0]
    count = int(args[args.index("--count") + 1]) if "--count" in args else 1000
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 22
    os.makedirs(out, exist_ok=True)
    rng = random.Random(seed)
    formats = ["csv-utf8", "csv-utf8-bom", "csv-gbk", "csv-gb18030", "xlsx-shared", "xlsx-inline"]
    for n in range(count):
        fmt = formats[n % len(formats)]
        rows, merges, layout, quotes, _ = build_sheet(rng, n, fmt)
        if fmt.startswith("csv"):
            delim = rng.choice([",", ",", ";", "\t"])
            fmt_full = fmt + {",": "-comma", ";": "-semicolon", "\t": "-tab"}[delim]
            name = "%04d-%s.csv" % (n, fmt_full)
            enc = {"csv-utf8": "utf-8", "csv-utf8-bom": "utf-8-sig", "csv-gbk": "gbk", "csv-gb18030": "gb18030"}[fmt]
            write_csv(os.path.join(out, name), rows, enc, delim)
        else:
            fmt_full = fmt
            name = "%04d-%s.xlsx" % (n, fmt)
            write_xlsx(os.path.join(out, name), rows, merges, fmt == "xlsx-inline",
                       rng.choice(["报价单", "Sheet1", "Quote", "GPU报价"]))
        truth = {"file": name, "format": fmt_full, "layout": layout, "quotes": [q.truth() for q in quotes]}
        with open(os.path.join(out, name.rsplit(".", 1)[0] + ".truth.json"), "w", encoding="utf-8") as f:
            json.dump(truth, f, ensure_ascii=False, indent=1, sort_keys=True)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
