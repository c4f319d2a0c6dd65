# Build speed. Precompiled headers (GPUPLANNER_PCH, on by default): Qt and nlohmann-json are parsed once per
# kind of target instead of once per file. GCC takes a precompiled header only when it was built
# with the same code-generation flags (-fPIC for libraries, -fPIE for executables), so there is one
# owner per kind; every other target reuses its owner's header. With the option off, or with a
# compiler other than GCC (clang rejects a header built with other flags instead of ignoring it),
# every file includes what it names, as before.
set(gpuplanner_pch_core
    <algorithm> <cmath> <functional> <map> <memory> <optional> <vector>
    <QByteArray> <QCoreApplication> <QDir> <QFile> <QFileInfo> <QHash> <QList> <QLocale>
    <QRegularExpression> <QString> <QStringList> <QVariant>
    <nlohmann/json.hpp>)
set(gpuplanner_pch_gui
    ${gpuplanner_pch_core}
    <QApplication> <QComboBox> <QEvent> <QHBoxLayout> <QLabel> <QPushButton> <QVBoxLayout> <QWidget>)

if(GPUPLANNER_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # Libraries (-fPIC): the Core header.
    add_library(gpuplanner_pch_lib STATIC cmake/pch.cpp)
    target_link_libraries(gpuplanner_pch_lib PRIVATE gpuplanner_flags Qt6::Core nlohmann_json::nlohmann_json)
    target_precompile_headers(gpuplanner_pch_lib PRIVATE ${gpuplanner_pch_core})
    # Libraries with widgets (-fPIC).
    add_library(gpuplanner_pch_guilib STATIC cmake/pch.cpp)
    target_link_libraries(gpuplanner_pch_guilib PRIVATE gpuplanner_flags Qt6::Widgets nlohmann_json::nlohmann_json)
    target_precompile_headers(gpuplanner_pch_guilib PRIVATE ${gpuplanner_pch_gui})
endif()

# The owner for executables (-fPIE): tests and benchmarks, which all link Qt Test and Widgets. Qt Test
# defines the folder of the CMakeLists.txt that adds a test, so this is called from tests/.
function(gpuplanner_add_exe_pch_owner)
    if(GPUPLANNER_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
        add_executable(gpuplanner_pch_exe ${CMAKE_SOURCE_DIR}/cmake/pch_main.cpp)
        target_link_libraries(gpuplanner_pch_exe PRIVATE gpuplanner_flags Qt6::Widgets Qt6::Test nlohmann_json::nlohmann_json)
        target_precompile_headers(gpuplanner_pch_exe PRIVATE ${gpuplanner_pch_gui} <QtTest>)
        gpuplanner_test_flags(gpuplanner_pch_exe)
    endif()
endfunction()

# Tests, benchmarks and the screenshot tool compile without optimization: the code they exercise is
# in the libraries, built as the presets say; a test file at -O0 compiles in about half the time.
# Their precompiled header is built the same way, so that GCC takes it.
function(gpuplanner_test_flags target)
    target_compile_options(${target} PRIVATE $<$<CXX_COMPILER_ID:GNU,Clang>:-O0>)
endfunction()

# gpuplanner_build_fast(TARGET lib|guilib|exe): TARGET reuses the owner's precompiled header, and a
# library is compiled as a unity build (GPUPLANNER_UNITY): its files in batches of 16, so that the
# templates they share (nlohmann-json above all) are instantiated once per batch, not per file. A
# file's helpers in an anonymous namespace must then have names that no other file of its library
# uses; the build says which when they clash.
function(gpuplanner_build_fast target kind)
    if(TARGET gpuplanner_pch_${kind})
        target_precompile_headers(${target} REUSE_FROM gpuplanner_pch_${kind})
    endif()
    if(GPUPLANNER_UNITY AND NOT kind STREQUAL "exe")
        set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 16)
    endif()
endfunction()
