/*
 * yaml_node.h - read one YAML document into a tree of struct carc_node
 * (carc_plugin.h), the form tile keys are handed to their owners in.
 *
 * The reader refuses what a tile catalogue never needs and an attacker
 * would use: anchors and aliases (billion-laughs bombs), more than one
 * document, input that is not UTF-8, NUL characters in scalars, and
 * nesting deeper than CARC_YAML_MAX_DEPTH.  Every error names
 * name:line:col.
 */
#ifndef CARC_YAML_NODE_H
#define CARC_YAML_NODE_H

#include <stddef.h>

#include "carc_plugin.h"
#include "util/error.h"

#define CARC_YAML_MAX_DEPTH 64

struct carc_yaml_block;

/* A parsed document: every node lives in the document's blocks. */
struct carc_yaml_doc {
	const struct carc_node *root;	/* NULL for an empty stream */
	struct carc_yaml_block *blocks;
};

/* Parse buf (len bytes); on error doc holds nothing to free. */
int carc_yaml_parse(struct carc_yaml_doc *doc, const char *name,
    const char *buf, size_t len, struct carc_error *err);
void carc_yaml_free(struct carc_yaml_doc *doc);

/*
 * The same, read by one reader alone, for tests: the quick reader of
 * catalogues' usual YAML (1 where it declines the document), or libyaml.
 * carc_yaml_parse is CARC_YAML_BY_ANY: the quick reader, and libyaml
 * from the start wherever it declines (yaml_node.c).
 */
enum { CARC_YAML_BY_ANY, CARC_YAML_BY_QUICK, CARC_YAML_BY_LIBYAML };
int carc_yaml_parse_by(struct carc_yaml_doc *doc, const char *name,
    const char *buf, size_t len, int by, struct carc_error *err);

#endif /* CARC_YAML_NODE_H */
