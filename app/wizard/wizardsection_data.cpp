// The data section: its size, file shape, preprocessing and where it lives.
#include "app/wizard/wizardsection_internal.h"

#include <QCoreApplication>

namespace gpuplanner::app::sectiondetail {

WorkloadSection dataSection(const catalog::Catalog &catalog)
{
    WorkloadSection section;
    section.id = QStringLiteral("data");
    section.build = [](EditFields *f) {
            f->addQuantity(QStringLiteral("workload.data.dataset_gb"), QStringLiteral("GB"), 1e9, 1);
            f->addQuantity(QStringLiteral("workload.data.file_count"),
                           "wizard", QT_TRANSLATE_NOOP("wizard", "files"), 1e13);
            f->addQuantity(QStringLiteral("workload.data.avg_file_mb"), QStringLiteral("MB"), 1e7, 3);
            f->addChoice(QStringLiteral("workload.data.preprocessing"),
                         {{QStringLiteral("light"), QString()},
                          {QStringLiteral("none"), QString()},
                          {QStringLiteral("heavy"), QString()}});
            f->addChoice(QStringLiteral("workload.data.image_decode"),
                         {{QString(), QString()},
                          {QStringLiteral("cpu"), QString()},
                          {QStringLiteral("dali_cpu"), QString()},
                          {QStringLiteral("gpu"), QString()}});
            f->addChoice(QStringLiteral("workload.data.location"),
                         {{QStringLiteral("local_nvme"), QString()},
                          {QStringLiteral("shared_fs"), QString()},
                          {QStringLiteral("object_storage"), QString()}});
            f->addCount(QStringLiteral("workload.data.checkpoints_kept"), 10000);
            f->addFlag(QStringLiteral("workload.data.sensitive"));
        };
    section.label = [](EditFields *f) {
            label(f, "workload.data.dataset_gb", QCoreApplication::translate("wizard", "&Dataset size:"));
            label(f, "workload.data.file_count", QCoreApplication::translate("wizard", "Number of &files:"));
            label(f, "workload.data.avg_file_mb",
                  QCoreApplication::translate("wizard", "&Average file size:"));
            label(f, "workload.data.preprocessing", QCoreApplication::translate("wizard", "&Preprocessing:"));
            setItems(f, "workload.data.preprocessing",
                     {QCoreApplication::translate("wizard", "Light"), QCoreApplication::translate("wizard", "None"),
                      QCoreApplication::translate("wizard", "Heavy")});
            label(f, "workload.data.image_decode", QCoreApplication::translate("wizard", "&Image decoding:"));
            setItems(
                f, "workload.data.image_decode",
                {QCoreApplication::translate("wizard", "Not given (CPU; the GPUs beyond any server's cores)"),
                 QCoreApplication::translate("wizard", "CPU, PyTorch DataLoader (PIL / torchvision)"),
                 QCoreApplication::translate("wizard", "CPU, NVIDIA DALI"),
                 QCoreApplication::translate("wizard", "On the GPUs (DALI, nvJPEG)")});
            tip(f, "workload.data.image_decode",
                QCoreApplication::translate(
                    "wizard", "Where the training images are decoded, cropped and flipped. A physical core "
                              "prepares about 176 ImageNet images a second through PyTorch's DataLoader and "
                              "303 through DALI on the CPU; decoded on the GPUs, the images need no decode "
                              "cores. The CPU is sized for the choice, and a CPU you pin can set the "
                              "training rate."));
            label(f, "workload.data.location", QCoreApplication::translate("wizard", "Data &lives on:"));
            setItems(f, "workload.data.location",
                     {QCoreApplication::translate("wizard", "Local NVMe"),
                      QCoreApplication::translate("wizard", "Shared file system"),
                      QCoreApplication::translate("wizard", "Object storage")});
            label(f, "workload.data.checkpoints_kept",
                  QCoreApplication::translate("wizard", "&Checkpoints kept:"));
            label(f, "workload.data.sensitive",
                  QCoreApplication::translate(
                      "wizard", "Data is &sensitive (business files, user material, internal models)"));
        };
    section.visible = [](Task task, const QString &path) {
        if (path == QLatin1String("workload.data.image_decode"))
            return task == Task::DiffusionTraining || task == Task::CvTraining ||
                   task == Task::BatchInference;
        return path != QLatin1String("workload.data.checkpoints_kept") || task == Task::LlmPretraining ||
               task == Task::LlmFinetune || task == Task::DiffusionTraining || task == Task::CvTraining;
    };
    // The preprocessing choices name what this task does to its data.
    section.prepare = [&catalog](EditFields *f, const nlohmann::json &workload) {
        const Task task = workloadTask(workload);
        QString light, heavy;
        if (llm(task) && !visionBatch(catalog, workload) && !speechBatch(catalog, workload)) {
            light = QCoreApplication::translate("wizard", "Light (tokenize)");
            heavy = QCoreApplication::translate("wizard", "Heavy (clean, deduplicate, tokenize)");
        } else if (task == Task::VideoProcessing) {
            light = QCoreApplication::translate("wizard", "Light (demux, scale)");
            heavy = QCoreApplication::translate("wizard", "Heavy (decode, filter, re-encode on the CPU)");
        } else if (speechBatch(catalog, workload) || speechTraining(catalog, workload)) {
            light = QCoreApplication::translate("wizard", "Light (decode, resample)");
            heavy = QCoreApplication::translate("wizard", "Heavy (decode, denoise, detect speech)");
        } else if (mlModel(task)) {
            light = QCoreApplication::translate("wizard", "Light (decode, resize)");
            heavy = QCoreApplication::translate("wizard", "Heavy (decode, augment, transcode)");
        } else {
            light = QCoreApplication::translate("wizard", "Light (read and convert)");
            heavy = QCoreApplication::translate("wizard", "Heavy (decode, reproject, convert)");
        }
        setItems(f, "workload.data.preprocessing", {light, QCoreApplication::translate("wizard", "None"), heavy});
        // Images are decoded for vision and diffusion training and vision batch jobs, not for speech.
        const bool images = (task == Task::CvTraining && !speechTraining(catalog, workload)) ||
                            task == Task::DiffusionTraining || visionBatch(catalog, workload);
        f->setFieldVisible(QStringLiteral("workload.data.image_decode"), images);
    };
    section.title = [](Task) { return QCoreApplication::translate("wizard", "Data"); };
    section.subtitle = [](Task) {
        return QCoreApplication::translate("wizard",
                                           "Size, file shape and where the data lives decide RAM, disks and throughput.");
    };
    return section;
}

} // namespace gpuplanner::app::sectiondetail
