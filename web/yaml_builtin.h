/*
 * yaml_builtin.h - the tile catalogues built into the WebAssembly
 * module as node trees (written by web/yaml2c at build time, with carc's
 * own YAML reader), known by the SHA-256 of the text they were read from.
 */
#ifndef CARC_YAML_BUILTIN_H
#define CARC_YAML_BUILTIN_H

#include <stddef.h>

#include "carc_plugin.h"
#include "util/sha256.h"

struct carc_builtin_yaml {
	const char sha256[CARC_SHA256_HEX];
	size_t len;
	const struct carc_node *root;
};

extern const struct carc_builtin_yaml carc_builtin_yaml[];
extern const size_t carc_nbuiltin_yaml;

#endif /* CARC_YAML_BUILTIN_H */
