// The load and targets section: what each task runs (requests, tokens, streams, frames, atoms…)
// and the targets it must meet.
#include "app/wizard/wizardsection_internal.h"
#include "widgets/panels/dimensionfields.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QList>
#include <utility>

namespace gpuplanner::app::sectiondetail {

WorkloadSection loadSection(const catalog::Catalog &catalog)
{
    WorkloadSection section;
    section.id = QStringLiteral("load");
    section.build = [&catalog](EditFields *f) {
            f->addQuantity(QStringLiteral("workload.serving.concurrent_requests"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "requests"), 1e9);
            f->addQuantity(QStringLiteral("workload.serving.requests_per_s"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "req/s"), 1e9, 2);
            f->addQuantity(QStringLiteral("workload.serving.total_requests"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "requests"), 1e13);
            f->addQuantity(QStringLiteral("workload.serving.audio_hours"), "wizard",
                           QT_TRANSLATE_NOOP("wizard", "hours"), 1e10, 1);
            f->addQuantity(QStringLiteral("workload.serving.clip_seconds"), QStringLiteral("s"), 1e6, 1);
            f->addCount(QStringLiteral("workload.serving.beams"), 64);
            // Training a speech model: hours of audio and the clips' length, then the transcript's
            // tokens the batch job asks for too (prepare() shows them for a speech model).
            f->addQuantity(QStringLiteral("workload.training.audio_hours"), "wizard",
                           QT_TRANSLATE_NOOP("wizard", "hours"), 1e9, 1);
            f->addQuantity(QStringLiteral("workload.training.clip_seconds"), QStringLiteral("s"), 30, 1);
            f->addCount(QStringLiteral("workload.model.decoder_tokens"), 100000);
            f->addCount(QStringLiteral("workload.serving.prompt_tokens"), 10000000);
            f->addCount(QStringLiteral("workload.serving.output_tokens"), 10000000);
            f->addCount(QStringLiteral("workload.serving.max_batch"), 10000000);
            f->addQuantity(QStringLiteral("workload.serving.ttft_ms"), QStringLiteral("ms"), 1e7);
            f->addQuantity(QStringLiteral("workload.serving.tpot_ms"), QStringLiteral("ms"), 1e6, 1);
            // A slow model's load is a fraction of an image a second (0.0028: 10 an hour).
            f->addQuantity(QStringLiteral("workload.serving.images_per_s"), "wizard",
                           QT_TRANSLATE_NOOP("wizard", "images/s"), 1e6, 4)
                ->setProperty("trimZeros", true);
            f->addQuantity(QStringLiteral("workload.serving.videos_per_hour"), "wizard",
                           QT_TRANSLATE_NOOP("wizard", "videos/h"), 1e9, 1);
            f->addCount(QStringLiteral("workload.serving.images_per_call"), 4096);
            f->addChoice(QStringLiteral("workload.serving.attention"),
                         {{QStringLiteral("fused"), QString()}, {QStringLiteral("eager"), QString()}});
            f->addQuantity(QStringLiteral("workload.training.tokens"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "tokens"), 1e16);
            f->addChoice(QStringLiteral("workload.training.method"),
                         {{QStringLiteral("full"), QString()},
                          {QStringLiteral("lora"), QStringLiteral("LoRA")},
                          {QStringLiteral("qlora"), QStringLiteral("QLoRA")}});
            f->addQuantity(QStringLiteral("workload.training.samples"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "samples"), 1e13);
            f->addQuantity(QStringLiteral("workload.training.epochs"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "epochs"), 1e5, 1);
            f->addCount(QStringLiteral("workload.training.micro_batch"), 65536);
            f->addCount(QStringLiteral("workload.training.global_batch"), 16777216);
            f->addFlag(QStringLiteral("workload.training.ema"));
            QList<std::pair<int, QString>> workers{{0, QString()}};
            for (const int n : planner::TrainingInput::kLoaderWorkerSteps)
                workers.append({n, QString::number(n)});
            f->addNumberChoice(QStringLiteral("workload.training.dataloader_workers"), QString(), workers);
            f->addChoice(QStringLiteral("workload.software.optimization"),
                         {{QStringLiteral("framework"), QString()},
                          {QStringLiteral("optimized"), QString()},
                          {QStringLiteral("tensorrt"), QString()}});
            f->addChoice(QStringLiteral("workload.software.memory_format"),
                         {{QStringLiteral("channels_first"), QString()},
                          {QStringLiteral("channels_last"), QString()}});
            f->addChoice(QStringLiteral("workload.training.stack"),
                         {{QStringLiteral("typical"), QString()},
                          {QStringLiteral("tuned"), QString()},
                          {QStringLiteral("older"), QString()}});
            addVideoFields(f);
            f->addQuantity(QStringLiteral("workload.render.scene_gb"), QStringLiteral("GB"), 1e5, 1);
            f->addQuantity(QStringLiteral("workload.render.frames"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "frames"), 1e10);
            f->addQuantity(QStringLiteral("workload.render.gpu_seconds_per_frame"), QStringLiteral("s"), 1e7,
                           1);
            QList<std::pair<QString, QString>> gpus{{QString(), QString()}};
            for (const catalog::Accelerator &a : catalog.accelerators())
                gpus.append({a.id, a.name});
            f->addChoice(QStringLiteral("workload.render.measured_on"), gpus, true);
            f->setChoiceResolver(QStringLiteral("workload.render.measured_on"),
                                 widgets::catalogChoiceResolver(catalog, catalog::Kind::Accelerator));
            f->addCount(QStringLiteral("workload.render.gpus_per_frame"), 16);
            f->addQuantity(QStringLiteral("workload.science.fp64_tflop"), QStringLiteral("TFLOP"), 1e15);
            f->addFlag(QStringLiteral("workload.science.memory_bound"));
            f->addQuantity(QStringLiteral("workload.science.working_set_gb"), QStringLiteral("GB"), 1e7);
            f->addQuantity(QStringLiteral("workload.science.flops_per_byte"), QStringLiteral("FLOP/B"), 1000,
                           3);
            f->addCount(QStringLiteral("workload.simulation.instances"), 1000000);
            f->addQuantity(QStringLiteral("workload.simulation.gb_per_instance"), QStringLiteral("GB"), 1e4,
                           1);
            f->addChoice(QStringLiteral("workload.simulation.engine"),
                         {{QStringLiteral("openmm"), QStringLiteral("OpenMM")},
                          {QStringLiteral("gromacs"), QStringLiteral("GROMACS")},
                          {QStringLiteral("amber"), QStringLiteral("AMBER")},
                          {QStringLiteral("lammps"), QStringLiteral("LAMMPS")},
                          {QStringLiteral("namd"), QStringLiteral("NAMD")}});
            f->addQuantity(QStringLiteral("workload.simulation.atoms"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "atoms"), 1e10);
            f->addQuantity(QStringLiteral("workload.simulation.target_ns_per_day"), "wizard",
                           QT_TRANSLATE_NOOP("wizard", "ns/day"), 1e6, 3)
                ->setProperty("trimZeros", true);
            f->addQuantity(QStringLiteral("workload.simulation.simulated_ns"), QStringLiteral("ns"), 1e9);
            f->addQuantity(QStringLiteral("workload.simulation.timestep_fs"), QStringLiteral("fs"), 10, 2)
                ->setProperty("trimZeros", true);
            f->addQuantity(QStringLiteral("workload.simulation.cutoff_nm"), QStringLiteral("nm"), 3, 2);
            f->addCount(QStringLiteral("workload.simulation.gpus_per_simulation"), 16);
            f->addChoice(QStringLiteral("workload.simulation.mode"),
                         {{QString(), QString()}, {QStringLiteral("gpu_offload"), QString()}});
            f->addCount(QStringLiteral("workload.simulation.cpu_cores_per_simulation"), 1024);
            f->addChoice(QStringLiteral("workload.simulation.potential"),
                         {{QString(), QString()},
                          {QStringLiteral("lj"), QString()},
                          {QStringLiteral("reaxff"), QString()},
                          {QStringLiteral("snap"), QString()}});
            f->addChoice(QStringLiteral("workload.simulation.precision"),
                         {{QString(), QString()},
                          {QStringLiteral("single"), QString()},
                          {QStringLiteral("mixed"), QString()},
                          {QStringLiteral("double"), QString()}});
            f->addChoice(QStringLiteral("workload.simulation.openmm_version"),
                         {{QString(), QString()}, {QStringLiteral("7"), QString()}});
            f->addQuantity(QStringLiteral("workload.geospatial.working_set_gb"), QStringLiteral("GB"), 1e7);
            f->addChoice(QStringLiteral("workload.geospatial.operation"),
                         {{QStringLiteral("point_in_polygon"), QString()},
                          {QStringLiteral("spatial_join"), QString()},
                          {QStringLiteral("polygon_parse"), QString()},
                          {QStringLiteral("raster_tiles"), QString()}});
            f->addQuantity(QStringLiteral("workload.geospatial.points"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "points"), 1e13);
            f->addQuantity(QStringLiteral("workload.geospatial.polygons"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "polygons"), 1e10);
            f->addQuantity(QStringLiteral("workload.geospatial.raster_tiles"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "tiles"), 1e10);
            f->addQuantity(QStringLiteral("workload.geospatial.deadline_s"), QStringLiteral("s"), 1e9, 1);
            f->addQuantity(QStringLiteral("workload.training.deadline_days"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "days"), 36500, 1);
        };
    section.label = [](EditFields *f) {
            label(f, "workload.serving.concurrent_requests",
                  QCoreApplication::translate("wizard", "&Concurrent requests:"));
            label(f, "workload.serving.requests_per_s",
                  QCoreApplication::translate("wizard", "Request &rate:"));
            labelSpeechFields(f); // wizardsection_batch.cpp
            label(f, "workload.serving.prompt_tokens",
                  QCoreApplication::translate("wizard", "&Prompt tokens per request:"));
            label(f, "workload.serving.output_tokens",
                  QCoreApplication::translate("wizard", "&Output tokens per request:"));
            tip(f, "workload.serving.max_batch",
                QCoreApplication::translate(
                    "wizard", "The most sequences one serving-engine instance runs at once: vLLM "
                              "--max-num-seqs, TensorRT-LLM max_batch_size, SGLang --max-running-requests. "
                              "With attention data parallel each GPU runs its own instance. Unset, a replica "
                              "batches as many sequences as its KV cache holds."));
            label(f, "workload.serving.ttft_ms",
                  QCoreApplication::translate("wizard", "Time to &first token target:"));
            label(f, "workload.serving.tpot_ms",
                  QCoreApplication::translate("wizard", "Time per output &token target:"));
            label(f, "workload.serving.images_per_s",
                  QCoreApplication::translate("wizard", "&Images per second:"));
            label(f, "workload.serving.videos_per_hour",
                  QCoreApplication::translate("wizard", "&Videos per hour:"));
            tip(f, "workload.serving.videos_per_hour",
                QCoreApplication::translate("wizard",
                                            "Videos the service generates an hour at its busiest. A "
                                            "video model takes minutes a video on one GPU (Wan2.1 "
                                            "14B at 1280x720: about half an hour on an H100), so "
                                            "the load is counted an hour, not a second."));
            specialText(f, "workload.serving.images_per_call",
                        QCoreApplication::translate("wizard", "1 (default)"));
            tip(f, "workload.serving.images_per_call",
                QCoreApplication::translate(
                    "wizard", "Images one pipeline call generates together. With framework defaults a "
                              "denoising step also waits on Python launching its kernels (about 24 ms); a "
                              "batch shares that wait, so small models gain most from it."));
            label(f, "workload.serving.attention",
                  QCoreApplication::translate("wizard", "&Attention kernel:"));
            setItems(f, "workload.serving.attention",
                     {QCoreApplication::translate("wizard", "Fused (FlashAttention, PyTorch SDPA, xformers)"),
                      QCoreApplication::translate("wizard", "Eager (scores written to memory)")});
            label(f, "workload.training.tokens", QCoreApplication::translate("wizard", "Training &tokens:"));
            label(f, "workload.training.method",
                  QCoreApplication::translate("wizard", "Fine-tuning &method:"));
            setItems(f, "workload.training.method",
                     {QCoreApplication::translate("wizard", "Full (every weight trained)")});
            label(f, "workload.training.epochs", QCoreApplication::translate("wizard", "&Epochs:"));
            labelTrainingFields(f);
            label(f, "workload.training.micro_batch",
                  QCoreApplication::translate("wizard", "&Per-GPU batch:"));
            specialText(f, "workload.training.micro_batch",
                        QCoreApplication::translate("wizard", "The recipes' batch (default)"));
            tip(f, "workload.training.micro_batch",
                QCoreApplication::translate(
                    "wizard",
                    "Samples each GPU processes in one step; the activations the GPU memory holds grow "
                    "with it. Unset: the reference recipes' batch (256 for convolutional networks, 64 "
                    "for vision transformers, 16 for diffusion training and speech models, 1 for LoRA "
                    "of diffusion models), halved until it fits the GPU."));
            label(f, "workload.training.global_batch",
                  QCoreApplication::translate("wizard", "&Global batch:"));
            specialText(f, "workload.training.global_batch",
                        QCoreApplication::translate("wizard", "GPUs × per-GPU batch (default)"));
            tip(f, "workload.training.global_batch",
                QCoreApplication::translate(
                    "wizard",
                    "Samples per optimizer step over all GPUs. Above GPUs × per-GPU batch the batches "
                    "accumulate before the step; the gradients cross between nodes once a step, so a larger "
                    "global batch hides that exchange behind more compute. Unset: one per-GPU batch a step "
                    "(PyTorch DDP)."));
            label(f, "workload.software.optimization",
                  QCoreApplication::translate("wizard", "Software &kernels:"));
            tip(f, "workload.software.optimization",
                QCoreApplication::translate(
                    "wizard",
                    "How much of the GPU's peak the model reaches: an optimised stack (TensorRT, "
                    "compiled graphs, MLPerf submissions) runs diffusion models about 1.2× faster than "
                    "framework defaults. TensorRT FP16 engines (inference) may also accumulate in FP16, "
                    "which GeForce cards run at twice the rate they list. For speech, framework defaults "
                    "launch each decoder layer's kernels from Python at every token; an optimised engine "
                    "runs the decoder from C++."));
            label(f, "workload.software.memory_format",
                  QCoreApplication::translate("wizard", "Tensor la&yout:"));
            setItems(f, "workload.software.memory_format",
                     {QCoreApplication::translate("wizard", "PyTorch default (NCHW)"),
                      QCoreApplication::translate("wizard", "Channels-last (NHWC)")});
            tip(f, "workload.software.memory_format",
                QCoreApplication::translate(
                    "wizard",
                    "For convolutional networks with framework defaults: model.to(memory_format="
                    "torch.channels_last) spares cuDNN's layout conversions; NVIDIA's ResNet-50 recipe "
                    "moves 62.6 bytes per activation where PyTorch's default NCHW moves 88. An optimised "
                    "stack is channels-last already."));
            label(f, "workload.training.stack", QCoreApplication::translate("wizard", "Training so&ftware:"));
            setItems(f, "workload.training.stack",
                     {QCoreApplication::translate("wizard", "Typical (Megatron-LM, DeepSpeed, NeMo)"),
                      QCoreApplication::translate("wizard", "Tuned (MLPerf-grade, FP8 Transformer Engine)"),
                      QCoreApplication::translate("wizard", "Older or plain (2022–23 forks, HF Trainer)")});
            tip(f, "workload.training.stack",
                QCoreApplication::translate(
                    "wizard",
                    "Sets the share of the GPU's peak a training run reaches: an MLPerf-grade stack "
                    "runs about 1.5× the typical rate, a 2022–23 or plain stack about 0.8×. A "
                    "measured MFU, where you have one, replaces this."));
            labelVideoFields(f);
            label(f, "workload.render.scene_gb",
                  QCoreApplication::translate("wizard", "&Scene size in GPU memory:"));
            label(f, "workload.render.frames", QCoreApplication::translate("wizard", "&Frames to render:"));
            label(f, "workload.render.gpu_seconds_per_frame",
                  QCoreApplication::translate("wizard", "Seconds per fra&me:"));
            label(f, "workload.render.measured_on", QCoreApplication::translate("wizard", "Measu&red on:"));
            setItems(f, "workload.render.measured_on",
                     {QCoreApplication::translate("wizard", "NVIDIA L40S (default)")});
            if (QWidget *on = f->field(QStringLiteral("workload.render.measured_on")))
                on->setToolTip(QCoreApplication::translate(
                    "wizard", "The GPU the seconds per frame were timed on, e.g. your workstation's. Other GPUs "
                              "scale by their Blender Open Data Cycles scores."));
            label(f, "workload.render.gpus_per_frame",
                  QCoreApplication::translate("wizard", "GPUs per fram&e:"));
            specialText(f, "workload.render.gpus_per_frame",
                        QCoreApplication::translate("wizard", "All of a node's (default)"));
            tip(f, "workload.render.gpus_per_frame",
                QCoreApplication::translate(
                    "wizard",
                    "GPUs that render one frame together. Redshift, V-Ray, Octane and Cycles split a "
                    "frame over every GPU selected, losing about 3% per doubling; 1 (a render "
                    "manager running one task per GPU) avoids that loss."));
            label(f, "workload.science.fp64_tflop",
                  QCoreApplication::translate("wizard", "Total FP64 &work:"));
            label(f, "workload.science.memory_bound",
                  QCoreApplication::translate("wizard", "&Memory-bandwidth bound code"));
            label(f, "workload.science.flops_per_byte",
                  QCoreApplication::translate("wizard", "Arithmetic intensit&y:"));
            specialText(f, "workload.science.flops_per_byte",
                        QCoreApplication::translate("wizard", "Not given (HPL or HPCG class)"));
            tip(f, "workload.science.flops_per_byte",
                QCoreApplication::translate(
                    "wizard",
                    "FP64 FLOPs per byte your kernel moves to and from GPU memory (a STREAM triad "
                    "0.06, a 5-point stencil 0.56, dense matrix products far above 10). Given, the "
                    "rate is the lower of the memory bandwidth's and the FP64 units' (a roofline)."));
            label(f, "workload.science.working_set_gb",
                  QCoreApplication::translate("wizard", "Working &set:"));
            label(f, "workload.simulation.instances",
                  QCoreApplication::translate("wizard", "Simulator &instances:"));
            label(f, "workload.simulation.gb_per_instance",
                  QCoreApplication::translate("wizard", "GPU &memory per instance:"));
            label(f, "workload.geospatial.working_set_gb",
                  QCoreApplication::translate("wizard", "&Working set on the GPUs:"));
            specialText(f, "workload.geospatial.working_set_gb",
                        QCoreApplication::translate(
                            "wizard", "Not given (16 bytes a point; give it for raster tiles)"));
            label(f, "workload.simulation.engine",
                  QCoreApplication::translate("wizard", "Molecular dynamics &engine:"));
            label(f, "workload.simulation.atoms", QCoreApplication::translate("wizard", "&Atoms in the system:"));
            label(f, "workload.simulation.target_ns_per_day",
                  QCoreApplication::translate("wizard", "&Target per simulation:"));
            label(f, "workload.simulation.simulated_ns",
                  QCoreApplication::translate("wizard", "Simulated time per &run:"));
            label(f, "workload.simulation.timestep_fs", QCoreApplication::translate("wizard", "Time ste&p:"));
            label(f, "workload.simulation.cutoff_nm",
                  QCoreApplication::translate("wizard", "Non-bonded &cut-off:"));
            label(f, "workload.simulation.gpus_per_simulation",
                  QCoreApplication::translate("wizard", "&GPUs per simulation:"));
            label(f, "workload.simulation.mode", QCoreApplication::translate("wizard", "Integrati&on:"));
            setItems(f, "workload.simulation.mode",
                     {QCoreApplication::translate("wizard", "On the GPU (GPU-resident)"),
                      QCoreApplication::translate("wizard", "On the CPU (NAMD 2.x GPU-offload)")});
            tip(f, "workload.simulation.mode",
                QCoreApplication::translate(
                    "wizard", "Where each step integrates. GROMACS, AMBER, OpenMM and NAMD 3 run "
                              "GPU-resident. NAMD 2.x (and NAMD 3 without GPU-resident integration) "
                              "integrates on the CPU cores while the GPU computes forces, so its speed "
                              "follows the cores per GPU."));
            label(f, "workload.simulation.cpu_cores_per_simulation",
                  QCoreApplication::translate("wizard", "CPU cores per simu&lation:"));
            tip(f, "workload.simulation.cpu_cores_per_simulation",
                QCoreApplication::translate(
                    "wizard", "Physical cores one simulation runs with (NAMD +p, GROMACS -ntomp × ranks). "
                              "In GPU-offload mode they set the speed; unset, the fewest that reach the "
                              "target, or 14 per GPU. The CPU dimension counts them for every simulation "
                              "a node runs at once."));
            label(f, "workload.simulation.potential",
                  QCoreApplication::translate("wizard", "LAMMPS force fiel&d:"));
            setItems(f, "workload.simulation.potential",
                     {QCoreApplication::translate("wizard", "Biomolecular (CHARMM/AMBER with PPPM)"),
                      QCoreApplication::translate("wizard", "Lennard-Jones"),
                      QCoreApplication::translate("wizard", "ReaxFF (reactive)"),
                      QCoreApplication::translate("wizard", "SNAP (machine-learned)")});
            tip(f, "workload.simulation.potential",
                QCoreApplication::translate(
                    "wizard",
                    "For LAMMPS only. Materials potentials are rated from published LAMMPS-KOKKOS runs "
                    "(double precision) on A100 and H100; a biomolecular force field is rated like "
                    "OpenMM."));
            label(f, "workload.simulation.openmm_version",
                  QCoreApplication::translate("wizard", "OpenMM &version:"));
            setItems(f, "workload.simulation.openmm_version",
                     {QCoreApplication::translate("wizard", "8.x (the model's fit)"),
                      QCoreApplication::translate("wizard", "7.x (about 0.82 × as fast)")});
            tip(f, "workload.simulation.openmm_version",
                QCoreApplication::translate(
                    "wizard",
                    "For OpenMM only. The model is fitted on OpenMM 8.x; OpenMM 7.7's own benchmark "
                    "table ran 0.69–0.89 of it on an A100, the larger systems slower."));
            label(f, "workload.simulation.precision", QCoreApplication::translate("wizard", "Preci&sion:"));
            setItems(f, "workload.simulation.precision",
                     {QCoreApplication::translate(
                          "wizard",
                          "As benchmarked (OpenMM single; LAMMPS biomolecular mixed, LJ/ReaxFF/SNAP double)"),
                      QCoreApplication::translate("wizard", "Single (OpenMM)"),
                      QCoreApplication::translate("wizard", "Mixed (OpenMM, LAMMPS GPU package)"),
                      QCoreApplication::translate("wizard", "Double (LAMMPS KOKKOS)")});
            tip(f, "workload.simulation.precision",
                QCoreApplication::translate(
                    "wizard",
                    "For OpenMM and LAMMPS; GROMACS, AMBER and NAMD run mixed precision. OpenMM in mixed "
                    "precision runs about 0.84 × its single-precision speed. Double precision computes on "
                    "the FP64 units: GeForce, A10, L40S and RTX PRO cards have FP64 at 1/64 of FP32 and "
                    "run it several times slower; a LAMMPS biomolecular force field in double also moves "
                    "twice the bytes per atom."));
            label(f, "workload.geospatial.operation", QCoreApplication::translate("wizard", "&Operation:"));
            setItems(f, "workload.geospatial.operation",
                     {QCoreApplication::translate("wizard", "Point in polygon"),
                      QCoreApplication::translate("wizard", "Spatial join (points to polygons)"),
                      QCoreApplication::translate("wizard", "Parse polygons (WKT)"),
                      QCoreApplication::translate("wizard", "Raster tiles")});
            label(f, "workload.geospatial.points", QCoreApplication::translate("wizard", "&Points:"));
            label(f, "workload.geospatial.polygons", QCoreApplication::translate("wizard", "Pol&ygons:"));
            label(f, "workload.geospatial.raster_tiles", QCoreApplication::translate("wizard", "&Raster tiles:"));
            label(f, "workload.geospatial.deadline_s", QCoreApplication::translate("wizard", "Dea&dline:"));
            specialText(f, "workload.simulation.timestep_fs",
                        QCoreApplication::translate("wizard", "2 fs (default)"));
            specialText(f, "workload.simulation.cutoff_nm",
                        QCoreApplication::translate("wizard", "1.0 nm (default)"));
            label(f, "workload.training.deadline_days", QCoreApplication::translate("wizard", "&Deadline:"));
            specialText(f, "workload.video.fps", QCoreApplication::translate("wizard", "30 fps (default)"));
        };
    section.visible = [](Task task, const QString &path) {
            const QString p = path.mid(9); // after "workload."
            // A speech batch job's audio (prepare() shows them for a speech model only).
            const bool speech =
                p == QLatin1String("serving.audio_hours") || p == QLatin1String("serving.clip_seconds") ||
                p == QLatin1String("serving.beams") || p == QLatin1String("model.decoder_tokens");
            if (speech)
                return task == Task::BatchInference ||
                       (task == Task::CvTraining && p == QLatin1String("model.decoder_tokens"));
            if (p == QLatin1String("training.audio_hours") || p == QLatin1String("training.clip_seconds"))
                return task == Task::CvTraining; // of a speech model: prepare() decides
            if (p == QLatin1String("training.dataloader_workers") || p == QLatin1String("training.ema"))
                return task == Task::CvTraining || task == Task::DiffusionTraining;
            if (p.startsWith(QLatin1String("serving.")))
                return (task == Task::LlmInference && !p.contains(QLatin1String("total")) &&
                        !p.contains(QLatin1String("images"))) ||
                       (task == Task::BatchInference &&
                        (p.contains(QLatin1String("total")) || p.contains(QLatin1String("_tokens")) ||
                         p.contains(QLatin1String("max_batch")) ||
                         p == QLatin1String("serving.attention"))) ||
                       (task == Task::DiffusionInference && (p.contains(QLatin1String("images")) ||
                                                             p == QLatin1String("serving.videos_per_hour") ||
                                                             p == QLatin1String("serving.attention")));
            if (p == QLatin1String("training.tokens"))
                return task == Task::LlmPretraining || task == Task::LlmFinetune;
            if (p == QLatin1String("training.method")) // LoRA and QLoRA of diffusion and vision models too
                return task == Task::LlmFinetune || task == Task::DiffusionTraining ||
                       task == Task::CvTraining;
            if (p == QLatin1String("training.stack"))
                return task == Task::LlmPretraining || task == Task::LlmFinetune;
            if (p == QLatin1String("software.memory_format"))
                return task == Task::CvTraining;
            if (p == QLatin1String("software.optimization")) // batch inference: of a vision or speech model
                return task == Task::CvTraining || task == Task::DiffusionTraining ||
                       task == Task::DiffusionInference || task == Task::BatchInference;
            if (p == QLatin1String("training.samples") || p == QLatin1String("training.epochs") ||
                p == QLatin1String("training.micro_batch") || p == QLatin1String("training.global_batch"))
                return task == Task::CvTraining || task == Task::DiffusionTraining;
            if (p == QLatin1String("training.deadline_days"))
                return task != Task::LlmInference && task != Task::DiffusionInference &&
                       task != Task::VideoProcessing && task != Task::Simulation && task != Task::Geospatial;
            if (p.startsWith(QLatin1String("video.")))
                return task == Task::VideoProcessing;
            if (p.startsWith(QLatin1String("render.")))
                return task == Task::Rendering;
            if (p.startsWith(QLatin1String("science.")))
                return task == Task::Scientific;
            if (p.startsWith(QLatin1String("simulation.")))
                return task == Task::Simulation;
            return p.startsWith(QLatin1String("geospatial.")) && task == Task::Geospatial;
        };
    // A vision or speech batch job asks for images or audio, not tokens (wizardsection_batch.cpp).
    section.prepare = [&catalog](EditFields *f, const nlohmann::json &workload) {
        prepareBatchFields(catalog, f, workload);
    };
    section.title = [](Task) { return QCoreApplication::translate("wizard", "Load and targets"); };
    section.subtitle = [](Task task) {
        switch (task) {
        case Task::LlmInference:
        case Task::DiffusionInference:
            return QCoreApplication::translate("wizard", "How much load the service carries and how fast it must answer.");
        case Task::VideoProcessing:
            return QCoreApplication::translate("wizard", "How many streams run at the same time, and what is done with them.");
        case Task::Simulation:
        case Task::Geospatial:
            return QCoreApplication::translate("wizard", "How much work runs at the same time and the memory it needs.");
        default:
            return QCoreApplication::translate("wizard", "How much work the job holds and when it must be done.");
        }
    };
    return section;
}

} // namespace gpuplanner::app::sectiondetail
