/* yaml_node.c - see yaml_node.h */
#include "config.h"

#include <ctype.h>
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

/* A scalar of len bytes at line:col (1-based). */
static int
put_scalar(struct reader *r, const char *value, size_t len, int line,
    int col)
{
	struct carc_node node;
	char *s;

	if (len == SIZE_MAX || (s = arena_alloc(r->doc, len + 1)) == NULL)
		return carc_error_set(r->err, "%s: out of memory", r->name);
	memcpy(s, value, len);
	s[len] = '\0';
	memset(&node, 0, sizeof(node));
	node.size = sizeof(node);	/* ABI 2.0: readers step by it */
	node.type = CARC_NODE_SCALAR;
	node.line = line;
	node.col = col;
	node.scalar = s;
	return add_node(r, &node);
}

/* A collection of type begins at line:col (1-based); -1 if too deep
 * (the caller says where). */
static int
open_node(struct reader *r, int type, int line, int col)
{
	struct frame *f;

	if (r->depth == CARC_YAML_MAX_DEPTH)
		return -1;
	f = &r->frames[r->depth++];
	memset(f, 0, sizeof(*f));
	f->first = r->n;
	f->node.size = sizeof(f->node);
	f->node.type = type;
	f->node.line = line;
	f->node.col = col;
	return 0;
}

static int
on_scalar(struct reader *r, const yaml_event_t *ev)
{
	/* A "\0" escape would cut the string short where C reads it. */
	if (memchr(ev->data.scalar.value, '\0', ev->data.scalar.length) !=
	    NULL)
		return fail_at(r, ev->start_mark,
		    "NUL character in a scalar");
	return put_scalar(r, (const char *)ev->data.scalar.value,
	    ev->data.scalar.length, (int)ev->start_mark.line + 1,
	    (int)ev->start_mark.column + 1);
}

static int
on_start(struct reader *r, const yaml_event_t *ev, int type)
{
	if (open_node(r, type, (int)ev->start_mark.line + 1,
	    (int)ev->start_mark.column + 1) != 0)
		return fail_at(r, ev->start_mark, "nesting too deep");
	return 0;
}

static int
on_end(struct reader *r)
{
	struct frame *f = &r->frames[r->depth - 1];
	struct carc_node node = f->node;
	size_t n = r->n - f->first;
	/* r->items is NULL until the first node (an empty "[]" first of
	 * all), and NULL + 0 is undefined (C99 6.5.6) */
	const struct carc_node *kids = n > 0 ? r->items + f->first : NULL;
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

/* -- the quick reader ------------------------------------------------------ */

/*
 * libyaml spends some 250 instructions on each byte of a catalogue (its
 * scanner decodes, queues and allocates every token): the 14 bundled
 * catalogues cost every run of carc some 20 M instructions, as much as
 * its own reading of a thousand games.  Catalogues are written in a
 * narrow, regular part of YAML: block mappings and sequences, flow
 * collections on one line, plain and quoted scalars on one line,
 * comments.  The quick reader reads that part, and only it, into the
 * same tree, through the same put_scalar, open_node and on_end as
 * libyaml's events.  On anything else, however harmless (a tab, a byte
 * outside printable ASCII, a scalar over two lines, an escape, an
 * anchor, an empty value, a line it cannot place) it declines, and the
 * document is read by libyaml from its start: every refusal, and every
 * message naming name:line:col, is libyaml's and ours as before.  What
 * it reads, it reads as libyaml does, node for node, with their lines
 * and columns (test_catalogue: every bundled catalogue, and thousands
 * of mutations of them, against libyaml).
 */
#define QUICK_KEY_MAX 1000	/* libyaml's simple keys: 1024 characters */
#define QUICK_DECLINE (-1)

struct quick {
	struct reader *r;
	const char *p, *end;
	const char *bol;	/* the first byte of p's line */
	int line;		/* p's, 0-based as libyaml's marks */
};

/* A scalar at q->p, on one line. */
struct qscalar {
	const char *s;
	size_t len;
	int line, col;		/* 1-based */
	int key;		/* a ':' and a space or line end follow it */
	const char *after;	/* past it, and past a key's ':' */
};

static int
q_col(const struct quick *q)
{
	return (int)(q->p - q->bol);
}

/* Past spaces, comments and line ends, to the next content or the end.
 * A '#' glued to what is before it is no comment the quick reader
 * knows. */
static int
q_skip(struct quick *q)
{
	while (q->p < q->end) {
		if (*q->p == ' ')
			q->p++;
		else if (*q->p == '\n') {
			q->bol = ++q->p;
			q->line++;
		} else if (*q->p == '#') {
			if (q->p > q->bol && q->p[-1] != ' ')
				return QUICK_DECLINE;
			while (q->p < q->end && *q->p != '\n')
				q->p++;
		} else
			break;
	}
	return 0;
}

/* The end of a line after its value: spaces, maybe a comment. */
static int
q_eol(struct quick *q)
{
	while (q->p < q->end && *q->p == ' ')
		q->p++;
	if (q->p < q->end && *q->p == '#') {
		if (q->p[-1] != ' ')
			return QUICK_DECLINE;
		while (q->p < q->end && *q->p != '\n')
			q->p++;
	}
	return q->p == q->end || *q->p == '\n' ? 0 : QUICK_DECLINE;
}

/*
 * The scalar at q->p, q not moved.  flow: inside [] or {}, where ",]}"
 * end a plain scalar.  A plain scalar ends at a line's end, a comment or
 * a key's ':'; one that begins with an indicator, or holds a quote, a
 * glued '#' or a ':' before anything but a space, is left to libyaml,
 * and so is a quoted scalar with an escape or over two lines.
 */
static int
q_scalar(const struct quick *q, int flow, struct qscalar *sc)
{
	const char *p = q->p, *e;
	char c = *p;

	sc->line = q->line + 1;
	sc->col = q_col(q) + 1;
	sc->key = 0;
	if (c == '"' || c == '\'') {
		for (e = p + 1; e < q->end && *e != c; e++)
			if (*e == '\n' || *e == '\\')
				return QUICK_DECLINE;
		if (e == q->end)
			return QUICK_DECLINE;
		sc->s = p + 1;
		sc->len = (size_t)(e - p - 1);
		e++;
		if (e < q->end && *e == ':') {
			sc->key = 1;
			e++;
			if (e < q->end && *e != ' ' && *e != '\n')
				return QUICK_DECLINE;
		} else if (e < q->end && *e != ' ' && *e != '\n' &&
		    !(flow && (*e == ',' || *e == ']' || *e == '}')))
			return QUICK_DECLINE;
		sc->after = e;
		return 0;
	}
	if (strchr("-?:,[]{}#&*!|>'\"%@`. \n", c) != NULL &&
	    !(c == '-' && p + 1 < q->end && isalnum((unsigned char)p[1])) &&
	    !(c == '.' && !(q->end - p >= 3 && memcmp(p, "...", 3) == 0)))
		return QUICK_DECLINE;
	for (e = p; e < q->end && *e != '\n'; e++) {
		c = *e;
		if (c == ':') {
			if (e + 1 < q->end && e[1] != ' ' && e[1] != '\n')
				return QUICK_DECLINE;
			sc->key = 1;
			break;
		}
		if (c == '#') {
			if (e[-1] != ' ')
				return QUICK_DECLINE;
			break;
		}
		if (c == '"' || c == '\'' || c == '[' || c == '{')
			return QUICK_DECLINE;
		if (c == ',' || c == ']' || c == '}') {
			if (!flow)
				return QUICK_DECLINE;
			break;
		}
	}
	sc->s = p;
	sc->after = sc->key ? e + 1 : e;
	while (e > p && e[-1] == ' ')
		e--;
	sc->len = (size_t)(e - p);
	if (sc->key && sc->len > QUICK_KEY_MAX)
		return QUICK_DECLINE;
	return 0;
}

static int
q_put(struct quick *q, const struct qscalar *sc)
{
	if (put_scalar(q->r, sc->s, sc->len, sc->line, sc->col) != 0)
		return QUICK_DECLINE;
	q->p = sc->after;
	return 0;
}

static int
q_open(struct quick *q, int type)
{
	return open_node(q->r, type, q->line + 1, q_col(q) + 1) != 0 ?
	    QUICK_DECLINE : 0;
}

/* A flow collection, or a scalar inside one, on one line. */
static int
q_flow(struct quick *q)
{
	struct qscalar sc;
	char close;
	int map;

	if (*q->p != '[' && *q->p != '{')
		return q_scalar(q, 1, &sc) != 0 || sc.key ? QUICK_DECLINE :
		    q_put(q, &sc);
	map = *q->p == '{';
	close = map ? '}' : ']';
	if (q_open(q, map ? CARC_NODE_MAPPING : CARC_NODE_SEQUENCE) != 0)
		return QUICK_DECLINE;
	q->p++;
	while (q->p < q->end && *q->p == ' ')
		q->p++;
	if (q->p < q->end && *q->p == close)
		goto end;
	for (;;) {
		if (q->p == q->end || *q->p == '\n')
			return QUICK_DECLINE;
		if (map) {
			if (*q->p == '[' || *q->p == '{' ||
			    q_scalar(q, 1, &sc) != 0 || !sc.key ||
			    q_put(q, &sc) != 0)
				return QUICK_DECLINE;
			while (q->p < q->end && *q->p == ' ')
				q->p++;
			if (q->p == q->end || *q->p == '\n' || *q->p == ',' ||
			    *q->p == close)
				return QUICK_DECLINE;
		}
		if (q_flow(q) != 0)
			return QUICK_DECLINE;
		while (q->p < q->end && *q->p == ' ')
			q->p++;
		if (q->p < q->end && *q->p == close)
			break;
		if (q->p == q->end || *q->p != ',')
			return QUICK_DECLINE;
		q->p++;
		while (q->p < q->end && *q->p == ' ')
			q->p++;
		if (q->p < q->end && *q->p == close)
			return QUICK_DECLINE;	/* "[a, ]" */
	}
end:
	q->p++;
	return on_end(q->r) != 0 ? QUICK_DECLINE : 0;
}

/* At q->p, an entry of a block sequence ("- ")? */
static int
q_at_entry(const struct quick *q)
{
	return *q->p == '-' && (q->p + 1 == q->end || q->p[1] == ' ' ||
	    q->p[1] == '\n');
}

static int q_map(struct quick *q, int col);
static int q_seq(struct quick *q, int col, int indentless);

/* A block collection at q->p, at column col of its line. */
static int
q_block(struct quick *q, int col)
{
	struct qscalar sc;

	if (q_at_entry(q))
		return q_seq(q, col, 0);
	if (q_scalar(q, 0, &sc) == 0 && sc.key)
		return q_map(q, col);
	return QUICK_DECLINE;
}

/*
 * A value after a key's ':' (entry 0) or an entry's '-' (entry 1), of a
 * collection at column col: a scalar or a flow collection on this line,
 * an entry's mapping beginning on this line, or a key's block collection
 * on the lines below.
 */
static int
q_value(struct quick *q, int col, int entry)
{
	struct qscalar sc;

	while (q->p < q->end && *q->p == ' ')
		q->p++;
	if (q->p == q->end || *q->p == '\n' || *q->p == '#') {
		if (entry || q_skip(q) != 0 || q->p == q->end)
			return QUICK_DECLINE;
		if (q_col(q) > col)
			return q_block(q, q_col(q));
		if (q_col(q) == col && q_at_entry(q))
			return q_seq(q, col, 1);
		return QUICK_DECLINE;	/* an empty value */
	}
	if (*q->p == '[' || *q->p == '{')
		return q_flow(q) != 0 ? QUICK_DECLINE : q_eol(q);
	if (q_scalar(q, 0, &sc) != 0)
		return QUICK_DECLINE;
	if (sc.key)
		return entry ? q_map(q, q_col(q)) : QUICK_DECLINE;
	return q_put(q, &sc) != 0 ? QUICK_DECLINE : q_eol(q);
}

/* A block mapping whose keys are at column col, q->p at its first. */
static int
q_map(struct quick *q, int col)
{
	struct qscalar sc;

	if (q_open(q, CARC_NODE_MAPPING) != 0)
		return QUICK_DECLINE;
	for (;;) {
		if (q_scalar(q, 0, &sc) != 0 || !sc.key || q_put(q, &sc) != 0 ||
		    q_value(q, col, 0) != 0 || q_skip(q) != 0)
			return QUICK_DECLINE;
		if (q->p == q->end || q_col(q) < col)
			break;
		if (q_col(q) > col || q_at_entry(q))
			return QUICK_DECLINE;
	}
	return on_end(q->r) != 0 ? QUICK_DECLINE : 0;
}

/* A block sequence whose entries are at column col, q->p at its first;
 * indentless: a key's value at the key's own column. */
static int
q_seq(struct quick *q, int col, int indentless)
{
	if (q_open(q, CARC_NODE_SEQUENCE) != 0)
		return QUICK_DECLINE;
	for (;;) {
		q->p++;				/* the '-' */
		if (q_value(q, col, 1) != 0 || q_skip(q) != 0)
			return QUICK_DECLINE;
		if (q->p == q->end || q_col(q) < col)
			break;
		if (q_col(q) > col)
			return QUICK_DECLINE;
		if (!q_at_entry(q)) {
			if (indentless)
				break;
			return QUICK_DECLINE;
		}
	}
	return on_end(q->r) != 0 ? QUICK_DECLINE : 0;
}

/* The whole document read by the quick reader: 0, or QUICK_DECLINE (r
 * then holds a part of a tree, for the caller to throw away). */
static int
quick_parse(struct reader *r)
{
	struct quick q;
	size_t i;

	for (i = 0; i < r->len; i++)
		if ((r->buf[i] < ' ' || r->buf[i] > '~') && r->buf[i] != '\n')
			return QUICK_DECLINE;
	q.r = r;
	q.p = q.bol = r->buf;
	q.end = r->buf + r->len;
	q.line = 0;
	if (q_skip(&q) != 0 || q.p == q.end || q_col(&q) != 0 ||
	    q_block(&q, 0) != 0 || q_skip(&q) != 0 || q.p != q.end ||
	    r->depth != 0)
		return QUICK_DECLINE;
	return 0;
}

/* The document read by libyaml's events; r is fresh. */
static int
parse_libyaml(struct reader *r)
{
	yaml_parser_t parser;
	yaml_event_t ev;
	int done = 0, ndocs = 0, rc = 0;

	if (!yaml_parser_initialize(&parser))
		return carc_error_set(r->err, "%s: out of memory", r->name);
	yaml_parser_set_input_string(&parser, (const unsigned char *)r->buf,
	    r->len);
	/* UTF-16 and UTF-32 input then fails as bad UTF-8, as it should. */
	yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			rc = fail_parser(r, &parser);
			break;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		rc = on_event(r, &ev, &ndocs);
		yaml_event_delete(&ev);
		if (rc != 0)
			break;
	}
	yaml_parser_delete(&parser);
	return rc;
}

int
carc_yaml_parse_by(struct carc_yaml_doc *doc, const char *name,
    const char *buf, size_t len, int by, struct carc_error *err)
{
	struct reader r;
	int rc = QUICK_DECLINE;

	doc->root = NULL;
	doc->blocks = NULL;
	memset(&r, 0, sizeof(r));
	r.doc = doc;
	r.name = name;
	r.buf = buf;
	r.len = len;
	r.err = err;
	if (by != CARC_YAML_BY_LIBYAML)
		rc = quick_parse(&r);
	if (rc != 0 && by != CARC_YAML_BY_QUICK) {
		/* from the start, as if the quick reader had not been */
		carc_yaml_free(doc);
		r.n = 0;
		r.depth = 0;
		rc = parse_libyaml(&r);
	} else if (rc != 0)
		rc = 1;
	free(r.items);
	if (rc != 0)
		carc_yaml_free(doc);
	return rc;
}

int
carc_yaml_parse(struct carc_yaml_doc *doc, const char *name,
    const char *buf, size_t len, struct carc_error *err)
{
	return carc_yaml_parse_by(doc, name, buf, len, CARC_YAML_BY_ANY, err);
}
