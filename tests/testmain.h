#pragma once

// How a test file ends: GPUPLANNER_TEST_MAIN(TestClass, Gui | Core | None), the application the
// test needs (QApplication, QCoreApplication, none), like QTEST_MAIN, QTEST_GUILESS_MAIN and
// QTEST_APPLESS_MAIN. Test files are linked into one executable per area (tests/CMakeLists.txt,
// gpuplanner_add_test); the file registers its class under its file name, and the area's main()
// (testgroup.cpp) runs the one CTest names: `tst_engine tst_rules [Qt Test options]`.
#include <QtTest>

namespace testgroup {

enum class App { Gui, Core, None };
using Run = int (*)(int argc, char **argv);

// Registers the test of `file` (its base name without ".cpp" is the test's name).
bool add(const char *file, App app, Run run);

} // namespace testgroup

#define GPUPLANNER_TEST_MAIN(TestObject, app)                                                               \
    namespace {                                                                                             \
    int gpuplannerRun##TestObject(int argc, char **argv)                                                    \
    {                                                                                                       \
        TestObject tc;                                                                                      \
        QTEST_SET_MAIN_SOURCE_PATH                                                                          \
        return QTest::qExec(&tc, argc, argv);                                                               \
    }                                                                                                       \
    const bool gpuplannerRegistered##TestObject = testgroup::add(__FILE__, testgroup::App::app, gpuplannerRun##TestObject); \
    }
