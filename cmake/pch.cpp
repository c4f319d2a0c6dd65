// The owner of a precompiled header (cmake/pch.cmake): no code of its own.
