#pragma once

// A user's own accelerator row, valid by the catalog's rules: the row the store tests add, damage
// and expect to find again.
#include <QString>

#include <nlohmann/json.hpp>

inline nlohmann::json customGpu(const QString &id = QStringLiteral("custom-gpu-x"))
{
    nlohmann::json row = nlohmann::json::parse(R"({
      "name": "In-house accelerator X", "vendor": "NVIDIA", "architecture": "Hopper",
      "segment": "datacenter-training", "launch_year": 2024, "memory_gb": 96, "memory_type": "HBM3",
      "memory_bandwidth_gbs": 4000, "dense_tflops": {"fp32": 60, "bf16": 900, "fp16": 900},
      "tdp_w": 700, "interconnect": {"type": "NVLink 4", "bandwidth_gbs": 900, "max_gpus": 8},
      "pcie_gen": 5, "form_factor": "SXM5", "video": {"encoders": 0, "decoders": 7}, "rt_cores": false,
      "software": {"stack": "cuda", "compute_capability": "9.0"},
      "source": {"document": "vendor quote 2026-10", "confidence": "estimate", "note": "entered by the user"}})");
    row["id"] = id.toStdString();
    return row;
}
