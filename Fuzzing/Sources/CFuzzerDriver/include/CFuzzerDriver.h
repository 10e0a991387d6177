// libFuzzer's entry point for programs that have their own main (libFuzzer >= 11).
// The fuzz targets call it from main.swift: SwiftPM links an executable's main under
// another name (`--defsym main=<Module>_main`), so libFuzzer's own main is never used.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
