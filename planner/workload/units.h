#pragma once

namespace gpuplanner::planner {

// Units used by the engine. The catalog and the engine count memory in GB (1e9 bytes) as vendors
// state it; GiB (2^30 bytes) appears only where a tool reports it (nvidia-smi, /proc/meminfo).
inline constexpr double kBytesPerGB = 1.0e9;
inline constexpr double kBytesPerGiB = 1073741824.0;
inline constexpr double kFlopsPerTflop = 1.0e12;
inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kHoursPerDay = 24.0;
inline constexpr double kHoursPerMonth = 730.0; // 8760 h / 12, the convention of cloud price lists
inline constexpr double kDaysPerMonth = 365.0 / 12.0;

// A speech encoder-decoder's input window (Whisper: 3,000 mel frames = 30 s of audio); shorter clips
// are padded to it.
inline constexpr double kSpeechWindowSeconds = 30.0;
// Whisper's input once decoded: 16 kHz mono, 16-bit samples.
inline constexpr double kSpeechPcmBytesPerSecond = 16000 * 2;
// A geospatial point as GPU libraries hold it (cuSpatial, cuDF): x and y in FP64.
inline constexpr double kGeoBytesPerPoint = 16;
// A clip's length: as given, else a whole window.
inline constexpr double speechClipSeconds(double given)
{
    return given > 0 ? given : kSpeechWindowSeconds;
}

inline constexpr double bytesToGB(double bytes) { return bytes / kBytesPerGB; }
inline constexpr double gbToGiB(double gb) { return gb * kBytesPerGB / kBytesPerGiB; }
inline constexpr double gibToGB(double gib) { return gib * kBytesPerGiB / kBytesPerGB; }

} // namespace gpuplanner::planner
