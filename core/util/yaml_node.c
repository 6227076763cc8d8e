/* yaml_node.c - see yaml_node.h */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "util/yaml_node.h"

/* Nodes and strings of one document, freed together. */
struct carc_yaml_block {
	struct carc_yaml_block *next;
	size_t used, cap;
};

#define BLOCK_ALIGN sizeof(void *)
#define BLOCK_MIN 16384

/* A collection being read: its children are items[first..] of the
 * reader's stack until its end event. */
struct frame {
	struct carc_node node;
	size_t first;
};

struct reader {
	struct carc_yaml_doc *doc;
	const char *name;
	const char *buf;
	size_t len;
	struct carc_error *err;
	struct frame frames[CARC_YAML_MAX_DEPTH];
	int depth;
	/* The children of every open collection, innermost last: one
	 * array for the document, not one allocation per collection (a
	 * catalogue holds thousands, each a malloc, reallocs and a free) */
	struct carc_node *items;
	size_t n, cap;
};

static void *
arena_alloc(struct carc_yaml_doc *doc, size_t size)
{
	struct carc_yaml_block *b = doc->blocks;
	size_t hdr, cap;
	char *p;

	size = (size + BLOCK_ALIGN - 1) & ~(BLOCK_ALIGN - 1);
	hdr = (sizeof(*b) + BLOCK_ALIGN - 1) & ~(BLOCK_ALIGN - 1);
	if (b == NULL || b->cap - b->used < size) {
		cap = size > BLOCK_MIN ? size : BLOCK_MIN;
		if (cap > SIZE_MAX - hdr)
			return NULL;
		b = malloc(hdr + cap);
		if (b == NULL)
			return NULL;
		b->used = 0;
		b->cap = cap;
		b->next = doc->blocks;
		doc->blocks = b;
	}
	p = (char *)b + hdr + b->used;
	b->used += size;
	return p;
}

void
carc_yaml_free(struct carc_yaml_doc *doc)
{
	struct carc_yaml_block *b, *next;

	for (b = doc->blocks; b != NULL; b = next) {
		next = b->next;
		free(b);
	}
	doc->blocks = NULL;
	doc->root = NULL;
}

static int
fail_at(struct reader *r, yaml_mark_t mark, const char *msg)
{
	return carc_error_set(r->err, "%s:%lu:%lu: %s", r->name,
	    (unsigned long)mark.line + 1, (unsigned long)mark.column + 1, msg);
}

/*
 * A reader error (bad UTF-8, a control character) comes with a byte
 * offset only; count lines and characters up to it as libyaml's marks do.
 */
static int
fail_offset(struct reader *r, size_t off, const char *msg)
{
	unsigned long line = 1, col = 1;
	size_t i;

	if (off > r->len)
		off = r->len;
	for (i = 0; i < off; i++) {
		unsigned char c = (unsigned char)r->buf[i];

		if (c == '\n') {
			line++;
			col = 1;
		} else if ((c & 0xc0) != 0x80)
			col++;
	}
	return carc_error_set(r->err, "%s:%lu:%lu: %s", r->name, line, col,
	    msg);
}

static int
fail_parser(struct reader *r, const yaml_parser_t *p)
{
	const char *problem = p->problem != NULL ? p->problem : "unknown error";

	switch (p->error) {
	case YAML_MEMORY_ERROR:
		return carc_error_set(r->err, "%s: out of memory", r->name);
	case YAML_READER_ERROR:
		return fail_offset(r, p->problem_offset, problem);
	default:
		return carc_error_set(r->err, "%s:%lu:%lu: syntax error: %s",
		    r->name, (unsigned long)p->problem_mark.line + 1,
		    (unsigned long)p->problem_mark.column + 1, problem);
	}
}

/* Hand a finished node to the collection being read, or make it the root. */
static int
add_node(struct reader *r, const struct carc_node *node)
{
	struct carc_node *copy;

	if (r->depth == 0) {
		copy = arena_alloc(r->doc, sizeof(*copy));
		if (copy == NULL)
			return carc_error_set(r->err, "%s: out of memory",
			    r->name);
		*copy = *node;
		r->doc->root = copy;
		return 0;
	}
	if (r->n == r->cap) {
		size_t cap = r->cap ? 2 * r->cap : 64;
		struct carc_node *items;

		if (cap > SIZE_MAX / sizeof(*items))
			return carc_error_set(r->err, "%s: out of memory",
			    r->name);
		items = realloc(r->items, cap * sizeof(*items));
		if (items == NULL)
			return carc_error_set(r->err, "%s: out of memory",
			    r->name);
		r->items = items;
		r->cap = cap;
	}
	r->items[r->n++] = *node;
	return 0;
}

static int
on_scalar(struct reader *r, const yaml_event_t *ev)
{
	struct carc_node node;
	char *s;
	size_t len = ev->data.scalar.length;

	/* A "\0" escape would cut the string short where C reads it. */
	if (memchr(ev->data.scalar.value, '\0', len) != NULL)
		return fail_at(r, ev->start_mark,
		    "NUL character in a scalar");
	if (len == SIZE_MAX || (s = arena_alloc(r->doc, len + 1)) == NULL)
		return carc_error_set(r->err, "%s: out of memory", r->name);
	memcpy(s, ev->data.scalar.value, len);
	s[len] = '\0';
	memset(&node, 0, sizeof(node));
	node.size = sizeof(node);	/* ABI 2.0: readers step by it */
	node.type = CARC_NODE_SCALAR;
	node.line = (int)ev->start_mark.line + 1;
	node.col = (int)ev->start_mark.column + 1;
	node.scalar = s;
	return add_node(r, &node);
}

static int
on_start(struct reader *r, const yaml_event_t *ev, int type)
{
	struct frame *f;

	if (r->depth == CARC_YAML_MAX_DEPTH)
		return fail_at(r, ev->start_mark, "nesting too deep");
	f = &r->frames[r->depth++];
	memset(f, 0, sizeof(*f));
	f->first = r->n;
	f->node.size = sizeof(f->node);
	f->node.type = type;
	f->node.line = (int)ev->start_mark.line + 1;
	f->node.col = (int)ev->start_mark.column + 1;
	return 0;
}

static int
on_end(struct reader *r)
{
	struct frame *f = &r->frames[r->depth - 1];
	struct carc_node node = f->node;
	const struct carc_node *kids = r->items + f->first;
	size_t n = r->n - f->first;
	struct carc_node *items = NULL;

	/* The ABI promises a plugin that every mapping key is a scalar
	 * (carc_plugin.h, struct carc_node): hold the promise here, once,
	 * rather than in every reader of a node. */
	if (node.type == CARC_NODE_MAPPING) {
		size_t k;

		for (k = 0; k < n; k += 2)
			if (kids[k].type != CARC_NODE_SCALAR)
				return carc_error_set(r->err, "%s:%d:%d: a "
				    "mapping key must be a scalar", r->name,
				    kids[k].line, kids[k].col);
	}
	if (n > 0) {
		items = arena_alloc(r->doc, n * sizeof(*items));
		if (items == NULL)
			return carc_error_set(r->err, "%s: out of memory",
			    r->name);
		memcpy(items, kids, n * sizeof(*items));
	}
	node.items = items;
	node.n = n;
	r->n = f->first;
	r->depth--;
	return add_node(r, &node);
}

static int
on_event(struct reader *r, const yaml_event_t *ev, int *ndocs)
{
	const yaml_char_t *anchor = NULL;

	switch (ev->type) {
	case YAML_DOCUMENT_START_EVENT:
		if (++*ndocs > 1)
			return fail_at(r, ev->start_mark,
			    "more than one document");
		return 0;
	case YAML_ALIAS_EVENT:
		/* Refused outright: no expansion, no billion laughs. */
		return fail_at(r, ev->start_mark, "aliases are not allowed");
	case YAML_SCALAR_EVENT:
		anchor = ev->data.scalar.anchor;
		break;
	case YAML_SEQUENCE_START_EVENT:
		anchor = ev->data.sequence_start.anchor;
		break;
	case YAML_MAPPING_START_EVENT:
		anchor = ev->data.mapping_start.anchor;
		break;
	default:
		break;
	}
	if (anchor != NULL)
		return fail_at(r, ev->start_mark, "anchors are not allowed");
	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		return on_scalar(r, ev);
	case YAML_SEQUENCE_START_EVENT:
		return on_start(r, ev, CARC_NODE_SEQUENCE);
	case YAML_MAPPING_START_EVENT:
		return on_start(r, ev, CARC_NODE_MAPPING);
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		return on_end(r);
	default:
		return 0;
	}
}

int
carc_yaml_parse(struct carc_yaml_doc *doc, const char *name,
    const char *buf, size_t len, struct carc_error *err)
{
	struct reader r;
	yaml_parser_t parser;
	yaml_event_t ev;
	int done = 0, ndocs = 0, rc = 0;

	doc->root = NULL;
	doc->blocks = NULL;
	memset(&r, 0, sizeof(r));
	r.doc = doc;
	r.name = name;
	r.buf = buf;
	r.len = len;
	r.err = err;
	if (!yaml_parser_initialize(&parser))
		return carc_error_set(err, "%s: out of memory", name);
	yaml_parser_set_input_string(&parser, (const unsigned char *)buf,
	    len);
	/* UTF-16 and UTF-32 input then fails as bad UTF-8, as it should. */
	yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			rc = fail_parser(&r, &parser);
			break;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		rc = on_event(&r, &ev, &ndocs);
		yaml_event_delete(&ev);
		if (rc != 0)
			break;
	}
	yaml_parser_delete(&parser);
	free(r.items);
	if (rc != 0)
		carc_yaml_free(doc);
	return rc;
}
