#include "planner/workload/videoclip.h"

#include "planner/workload/format.h"

#include <algorithm>
#include <QCoreApplication>
#include <QRegularExpression>

namespace gpuplanner::planner {

namespace {
constexpr int kPixelsPerToken = 16; // VAE 8 × patch 2, in each spatial direction
constexpr int kFramesPerLatent = 4; // after the first frame
} // namespace

std::optional<VideoClip> parseVideoSize(const QString &text)
{
    static const QRegularExpression size(QStringLiteral("^\\s*(\\d{1,5})\\s*[xX×*]\\s*(\\d{1,5})\\s*$"));
    const QRegularExpressionMatch match = size.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    VideoClip clip;
    clip.width = match.captured(1).toInt();
    clip.height = match.captured(2).toInt();
    return clip;
}

double videoLatentTokens(const VideoClip &clip)
{
    const int latentFrames = (std::max(1, clip.frames) - 1) / kFramesPerLatent + 1;
    return double(latentFrames) * (clip.height / kPixelsPerToken) * (clip.width / kPixelsPerToken);
}

QString videoClipProblem(const VideoClip &clip)
{
    for (const int side : {clip.width, clip.height})
        if (side < 64 || side > 4096 || side % kPixelsPerToken != 0)
            return QCoreApplication::translate("input", "each side must be a multiple of 16 from 64 to 4096 "
                                                        "pixels (the VAE's 8 times the patch's 2), found %1")
                .arg(side);
    if (clip.frames > 0 && (clip.frames - 1) % kFramesPerLatent != 0)
        return QCoreApplication::translate("input",
                                           "frames must be 4n + 1 (1, 5, ... 81, 129): the VAE keeps "
                                           "the first frame and folds each next 4 into one, found %1")
            .arg(clip.frames);
    return {};
}

void rescaleVideoPass(ModelSpec &m, const VideoClip &from, const VideoClip &to)
{
    const double before = videoLatentTokens(from);
    const double after = videoLatentTokens(to);
    if (before <= 0 || after <= 0 || m.gflopsPerSample <= 0)
        return;
    const double r = after / before;
    const double attention = std::min(m.gflopsPerSample, attentionGflopsPerPass(m));
    m.gflopsPerSample = (m.gflopsPerSample - attention) * r + attention * r * r;
    m.attentionScoresM *= r * r;
    m.attentionLayerScoresM *= r * r;
    m.frames = to.frames;
    m.sample = QCoreApplication::translate("input", "%1x%2 video, %3 frames, one denoising step (%4 latent "
                                                    "tokens, %5 times the preset's clip: its linear work × "
                                                    "%5, its attention × %6)")
                   .arg(to.width)
                   .arg(to.height)
                   .arg(to.frames)
                   .arg(num(after, 0), num(r, 3), num(r * r, 3));
}

} // namespace gpuplanner::planner
