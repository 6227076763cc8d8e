/*
 * fuzz_common.h - what the libFuzzer targets share: the real plugins of
 * the build tree, loaded once, and a private temporary file for readers
 * that take a path (doc/hardening.md).
 */
#ifndef CARC_FUZZ_COMMON_H
#define CARC_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "host/plugins.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Load the build tree's plugins into set (aborts if they do not load:
 * a fuzzer without its plugins would fuzz nothing of interest). */
void fuzz_load_plugins(struct carc_plugin_set *set);

/* Write data to this process's temporary file (made on the first call,
 * removed at exit) and return its path. */
const char *fuzz_write_temp(const uint8_t *data, size_t size,
    const char *suffix);

#endif /* CARC_FUZZ_COMMON_H */
