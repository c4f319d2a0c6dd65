#include "widgets/tasktext.h"

#include <QCoreApplication>

namespace gpuplanner::widgets {

QString taskTitle(planner::Task task)
{
    using planner::Task;
    switch (task) {
    case Task::LlmPretraining: return QCoreApplication::translate("wizard", "LLM pre-training");
    case Task::LlmFinetune: return QCoreApplication::translate("wizard", "LLM fine-tuning (full, LoRA, QLoRA)");
    case Task::LlmInference: return QCoreApplication::translate("wizard", "LLM online inference (serving)");
    case Task::BatchInference: return QCoreApplication::translate("wizard", "Batch (offline) inference");
    case Task::DiffusionInference: return QCoreApplication::translate("wizard", "Image / video generation (diffusion) inference");
    case Task::DiffusionTraining: return QCoreApplication::translate("wizard", "Diffusion model training");
    case Task::CvTraining: return QCoreApplication::translate("wizard", "Computer vision and other deep-learning training");
    case Task::VideoProcessing: return QCoreApplication::translate("wizard", "Video processing (transcode, analysis)");
    case Task::Rendering: return QCoreApplication::translate("wizard", "Graphics / video rendering");
    case Task::Scientific: return QCoreApplication::translate("wizard", "Scientific computing (FP64)");
    case Task::Simulation: return QCoreApplication::translate("wizard", "Simulation (driving, robotics, molecular dynamics)");
    case Task::Geospatial: return QCoreApplication::translate("wizard", "Geospatial data processing");
    }
    return {};
}

QString taskDescription(planner::Task task)
{
    using planner::Task;
    switch (task) {
    case Task::LlmPretraining:
        return QCoreApplication::translate("wizard", "Train a language model from scratch: GPU memory, interconnect and cluster scale decide.");
    case Task::LlmFinetune:
        return QCoreApplication::translate("wizard", "Adapt an open model to your domain; LoRA and QLoRA need far less GPU memory.");
    case Task::LlmInference:
        return QCoreApplication::translate("wizard", "Serve a model to users: concurrency, latency, elasticity and cost per call.");
    case Task::BatchInference:
        return QCoreApplication::translate(
            "wizard", "Process a large set of prompts, images or audio by a deadline: throughput decides.");
    case Task::DiffusionInference:
        return QCoreApplication::translate("wizard",
                                           "Generate images or videos at a given rate (SDXL, FLUX, Wan2.1, "
                                           "HunyuanVideo): memory and compute per image or video.");
    case Task::DiffusionTraining:
        return QCoreApplication::translate("wizard", "Train or fine-tune a diffusion model on your images.");
    case Task::CvTraining:
        return QCoreApplication::translate(
            "wizard", "Train vision models with data augmentation, or fine-tune a speech model "
                      "(Whisper): the CPU and storage must keep up.");
    case Task::VideoProcessing:
        return QCoreApplication::translate("wizard", "Transcode or analyse streams: hardware encoders and decoders decide.");
    case Task::Rendering:
        return QCoreApplication::translate("wizard", "Render frames: graphics capability (RT cores), scene memory and disk throughput.");
    case Task::Scientific:
        return QCoreApplication::translate("wizard", "Double-precision simulation and solvers: FP64 rate or memory bandwidth, long stable runs.");
    case Task::Simulation:
        return QCoreApplication::translate(
            "wizard", "Simulator instances with sensor rendering and physics, or molecular dynamics (OpenMM, "
                      "GROMACS, AMBER, NAMD, LAMMPS): atoms and ns/day.");
    case Task::Geospatial:
        return QCoreApplication::translate("wizard", "Points in polygons, spatial joins, tiles and rasters: GPU kernels, CPU preprocessing, large data sets.");
    }
    return {};
}

QString defaultPrecisionText(planner::Task task, bool tensorRt)
{
    if (task == planner::Task::Scientific)
        return QCoreApplication::translate("widgets", "Default (FP32)");
    return tensorRt ? QCoreApplication::translate("widgets", "Default (FP16: TensorRT)")
                    : QCoreApplication::translate("widgets", "Default (BF16)");
}

} // namespace gpuplanner::widgets
