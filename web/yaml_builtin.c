/*
 * yaml_builtin.c - util/yaml_node.h for the WebAssembly build, which has
 * no libyaml: a text is "parsed" by finding the catalogue built in from
 * the same bytes (web/yaml2c read it with util/yaml_node.c at build
 * time), so the catalogue loader checks the very tree the native build
 * reads.  Any other text is refused, naming the file.
 */
#include "config.h"

#include <string.h>

#include "util/yaml_node.h"
#include "web/yaml_builtin.h"

int
carc_yaml_parse(struct carc_yaml_doc *doc, const char *name,
    const char *buf, size_t len, struct carc_error *err)
{
	char digest[CARC_SHA256_HEX];
	size_t i;

	doc->root = NULL;
	doc->blocks = NULL;
	carc_sha256_hex(buf, len, digest);
	for (i = 0; i < carc_nbuiltin_yaml; i++)
		if (carc_builtin_yaml[i].len == len &&
		    strcmp(carc_builtin_yaml[i].sha256, digest) == 0) {
			doc->root = carc_builtin_yaml[i].root;
			return 0;
		}
	return carc_error_set(err, "%s: not one of the catalogues built into "
	    "this WebAssembly module (it has no YAML reader of its own)",
	    name);
}

void
carc_yaml_free(struct carc_yaml_doc *doc)
{
	doc->root = NULL;	/* the trees are static */
	doc->blocks = NULL;
}
