// The video fields of the load section: streams, the output, the encoder's preset, ladder and tuning,
// and a transcode's source (video.cpp reads them).
#include "app/wizard/wizardsection_internal.h"

#include <QCoreApplication>
#include <QList>
#include <utility>

namespace gpuplanner::app::sectiondetail {

void addVideoFields(EditFields *f)
{
    f->addCount(QStringLiteral("workload.video.streams"), 1000000);
    // The output's resolution and codec; a transcode's source offers the same, and "same as the
    // output" (H.264 for the codec) first.
    const QList<std::pair<QString, QString>> resolutions{
        {QStringLiteral("1080"), QStringLiteral("1080p")},
        {QStringLiteral("720"), QStringLiteral("720p")},
        {QStringLiteral("1440"), QStringLiteral("2K (1440p)")},
        {QStringLiteral("2160"), QStringLiteral("4K (2160p)")}};
    const QList<std::pair<QString, QString>> codecs{{QStringLiteral("h264"), QStringLiteral("H.264 (AVC)")},
                                                    {QStringLiteral("hevc"), QStringLiteral("HEVC (H.265)")},
                                                    {QStringLiteral("av1"), QStringLiteral("AV1")}};
    const QList<std::pair<QString, QString>> notGiven{{QString(), QString()}};
    f->addChoice(QStringLiteral("workload.video.resolution"), resolutions);
    f->addQuantity(QStringLiteral("workload.video.fps"), QStringLiteral("fps"), 240);
    f->addChoice(QStringLiteral("workload.video.mode"),
                 {{QStringLiteral("transcode"), QString()}, {QStringLiteral("analysis"), QString()}});
    f->addChoice(QStringLiteral("workload.video.codec"), codecs);
    f->addChoice(QStringLiteral("workload.video.preset"), {{QString(), QString()},
                                                           {QStringLiteral("fast"), QString()},
                                                           {QStringLiteral("balanced"), QString()},
                                                           {QStringLiteral("quality"), QString()},
                                                           {QStringLiteral("p1"), QStringLiteral("P1")},
                                                           {QStringLiteral("p2"), QStringLiteral("P2")},
                                                           {QStringLiteral("p3"), QStringLiteral("P3")},
                                                           {QStringLiteral("p4"), QStringLiteral("P4")},
                                                           {QStringLiteral("p5"), QStringLiteral("P5")},
                                                           {QStringLiteral("p6"), QStringLiteral("P6")},
                                                           {QStringLiteral("p7"), QStringLiteral("P7")}});
    f->addCount(QStringLiteral("workload.video.renditions"), 4);
    f->addChoice(QStringLiteral("workload.video.tuning"), {{QString(), QString()},
                                                           {QStringLiteral("high_quality"), QString()},
                                                           {QStringLiteral("low_latency"), QString()}});
    f->addQuantity(QStringLiteral("workload.video.bitrate_mbps"), QStringLiteral("Mbit/s"), 1000, 1);
    f->addChoice(QStringLiteral("workload.video.source_codec"), notGiven + codecs);
    f->addChoice(QStringLiteral("workload.video.source_resolution"), notGiven + resolutions);
    f->addQuantity(QStringLiteral("workload.video.source_fps"), QStringLiteral("fps"), 240);
}

void labelVideoFields(EditFields *f)
{
    label(f, "workload.video.streams", QCoreApplication::translate("wizard", "Video &streams:"));
    label(f, "workload.video.resolution", QCoreApplication::translate("wizard", "&Resolution:"));
    label(f, "workload.video.fps", QCoreApplication::translate("wizard", "&Frame rate:"));
    label(f, "workload.video.mode", QCoreApplication::translate("wizard", "&Work on each stream:"));
    setItems(f, "workload.video.mode",
             {QCoreApplication::translate("wizard", "Transcode (decode and encode)"),
              QCoreApplication::translate("wizard", "Analysis (decode and run a model)")});
    label(f, "workload.video.codec", QCoreApplication::translate("wizard", "C&odec:"));
    label(f, "workload.video.preset", QCoreApplication::translate("wizard", "Encoder &preset:"));
    setItems(f, "workload.video.preset",
             {QCoreApplication::translate("wizard", "Not given (slowest, P7)"),
              QCoreApplication::translate("wizard", "Fast (P1)"),
              QCoreApplication::translate("wizard", "Balanced (P4)"),
              QCoreApplication::translate("wizard", "Quality (P7)")});
    label(f, "workload.video.renditions", QCoreApplication::translate("wizard", "Renditions per strea&m:"));
    specialText(f, "workload.video.renditions",
                QCoreApplication::translate("wizard", "Not set (one output)"));
    tip(f, "workload.video.renditions",
        QCoreApplication::translate(
            "wizard", "An adaptive-bitrate ladder: the output's resolution and the next lower ones "
                      "(1080p, 720p, 480p, 360p). Each rendition is an encode session and is sent "
                      "out, so it loads the encoders and the egress."));
    label(f, "workload.video.tuning", QCoreApplication::translate("wizard", "Encoder tunin&g:"));
    setItems(f, "workload.video.tuning",
             {QCoreApplication::translate("wizard", "Not given (high quality)"),
              QCoreApplication::translate("wizard", "High quality (files, video on demand)"),
              QCoreApplication::translate("wizard", "Low latency (live streams)")});
    tip(f, "workload.video.tuning",
        QCoreApplication::translate(
            "wizard", "NVENC's tuning: NVIDIA publishes each generation's encoding rate with "
                      "high-quality tuning (VBR) and with low-latency tuning (CBR, as live streams "
                      "are encoded); the two differ by up to 1.9× at one preset."));
    label(f, "workload.video.bitrate_mbps",
          QCoreApplication::translate("wizard", "O&utput bitrate per stream:"));
    label(f, "workload.video.source_codec", QCoreApplication::translate("wizard", "Sour&ce codec:"));
    setItems(f, "workload.video.source_codec", {QCoreApplication::translate("wizard", "Not given (H.264)")});
    label(f, "workload.video.source_resolution",
          QCoreApplication::translate("wizard", "Source reso&lution:"));
    setItems(f, "workload.video.source_resolution",
             {QCoreApplication::translate("wizard", "Same as the output")});
    label(f, "workload.video.source_fps", QCoreApplication::translate("wizard", "Source frame ra&te:"));
    specialText(f, "workload.video.source_fps", QCoreApplication::translate("wizard", "Same as the output"));
    for (const char *path :
         {"workload.video.source_codec", "workload.video.source_resolution", "workload.video.source_fps"})
        tip(f, path,
            QCoreApplication::translate(
                "wizard", "What each incoming stream is, for a transcode: the decoders carry the source "
                          "(a 4K60 HEVC input costs eight times a 1080p30 one), the encoders the "
                          "output. An analysis decodes the codec, resolution and frame rate above."));
}

} // namespace gpuplanner::app::sectiondetail
