#pragma once

namespace gpuplanner::cli {

// `export` and `compare` render PDFs, which needs a QGuiApplication (on the offscreen platform when
// QT_QPA_PLATFORM is not set); every other command runs on a QCoreApplication.
bool isReportCommand(const char *command);
int runReportCommand(int argc, char *argv[]);

} // namespace gpuplanner::cli
