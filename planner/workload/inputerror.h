#pragma once

#include <QString>

#include <stdexcept>

namespace gpuplanner::planner {

// The one exception type the project throws (tests/planner/tst_throw_types.cpp holds it to that):
// a problem with an input, its message translated and naming the place ("training.zero_stage: ...").
// `what()` is unused. Readers catch it at their entry point and return the message as an error.
class InputError : public std::runtime_error
{
public:
    explicit InputError(QString message) : std::runtime_error("input error"), m_message(std::move(message)) {}
    const QString &message() const { return m_message; }

private:
    QString m_message;
};

} // namespace gpuplanner::planner
