// The owner of the executables' precompiled header (cmake/pch.cmake): no code of its own.
int main()
{
    return 0;
}
