// main() of a test executable that holds several test files (testmain.h): runs the test named by
// the first argument with the rest of the arguments, in the application that test asked for.
#include "testmain.h"

#include <QApplication>
#include <QFileInfo>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace testgroup {

namespace {

struct Entry
{
    App app;
    Run run;
};

std::map<std::string, Entry> &registry()
{
    static std::map<std::string, Entry> tests;
    return tests;
}

} // namespace

bool add(const char *file, App app, Run run)
{
    registry()[QFileInfo(QString::fromLocal8Bit(file)).completeBaseName().toStdString()] = {app, run};
    return true;
}

} // namespace testgroup

int main(int argc, char **argv)
{
    const auto &tests = testgroup::registry();
    const auto found = argc >= 2 ? tests.find(argv[1]) : tests.end();
    if (found == tests.end()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test options]; the tests here:\n", argv[0]);
        for (const auto &[name, entry] : tests)
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // The test sees itself as argv[0] followed by its own options.
    std::vector<char *> args{argv[0]};
    args.insert(args.end(), argv + 2, argv + argc);
    int count = int(args.size());
    args.push_back(nullptr);
    const testgroup::Entry &test = found->second;
    switch (test.app) {
    case testgroup::App::Gui: {
        QApplication app(count, args.data());
        app.setAttribute(Qt::AA_Use96Dpi, true);
        return test.run(count, args.data());
    }
    case testgroup::App::Core: {
        QCoreApplication app(count, args.data());
        return test.run(count, args.data());
    }
    case testgroup::App::None: break;
    }
    return test.run(count, args.data());
}
