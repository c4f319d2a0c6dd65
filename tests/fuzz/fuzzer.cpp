// One libFuzzer target per reader: compiled once per target with GPUPLANNER_FUZZ_TARGET set to the
// entry point's name (tests/fuzz/CMakeLists.txt). Built and run by `./setup.sh fuzz [SECONDS]`.
#include "entrypoints.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

namespace {
gpuplanner::fuzz::EntryPoint g_entry = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv); // QProcess (unzip) and translations want one
    g_entry = gpuplanner::fuzz::entryPoint(GPUPLANNER_FUZZ_TARGET);
    return g_entry ? 0 : 1;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    g_entry(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
