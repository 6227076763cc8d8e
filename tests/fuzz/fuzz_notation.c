/*
 * fuzz_notation.c - a position in carc's text notation from bytes, as a
 * rules forum writes one and `carc ask` (or the workbench page) reads it:
 * parse, write back and parse again, then ask about the position with
 * the real plugins.
 *
 * Any answer is fine for a text the grammar refuses or a tile the
 * catalogue does not know.  A crash, a leak or undefined behaviour is a
 * finding, and so is a text that breaks the notation's own promise
 * (doc/spec/notation.md, core/notation/notation.h): what the writer gives
 * for a record, the reader reads back to a record the writer gives the
 * same bytes for.  The canonical form is a fixed point.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask/ask.h"
#include "fuzz_common.h"
#include "notation/notation.h"
#include "notation/resolve.h"

/* The seeds are a few kB; a forum's position is rarely more.  Longer
 * inputs only make each run slower. */
#define MAX_INPUT (64 * 1024)

static struct carc_plugin_set set;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	fuzz_load_plugins(&set);
	return 0;
}

/* The canonical form of text read as n is a fixed point of read-write;
 * abort (the fuzzer's finding) where it is not. */
static void
check_fixed_point(const struct carc_notation *n)
{
	struct carc_notation again;
	struct carc_error err;
	char *first = NULL, *second = NULL;
	size_t nfirst, nsecond;

	/* -1: the record holds what the notation cannot give back as it
	 * is (a value the reader cut short), which the writer refuses
	 * rather than lose a row */
	if (carc_notation_text(n, &first, &nfirst, &err) != 0)
		return;
	carc_notation_init(&again);
	if (carc_notation_parse(&again, first, nfirst, "written", &err) != 0) {
		fprintf(stderr, "fuzz_notation: the writer's text does not "
		    "read back: %s\n--- text\n%.*s\n", err.msg, (int)nfirst,
		    first);
		abort();
	}
	if (carc_notation_text(&again, &second, &nsecond, &err) != 0 ||
	    nsecond != nfirst || memcmp(first, second, nfirst) != 0) {
		fprintf(stderr, "fuzz_notation: written, read and written "
		    "again, the text changed\n--- first\n%.*s\n--- second\n"
		    "%.*s\n", (int)nfirst, first, second != NULL ?
		    (int)nsecond : 0, second != NULL ? second : "");
		abort();
	}
	free(first);
	free(second);
	carc_notation_free(&again);
}

#define MAX_ACTIONS 16

/*
 * The action lines ("+ N SEAT VERB ...") written after the text's last
 * move line, as `carc ask --move M --action A...` and the workbench page
 * hand them over: copied into buf, one string each in lines[].
 */
static size_t
last_actions(const char *text, size_t len, char *buf, const char **lines)
{
	size_t i = 0, n = 0, end;
	char *w = buf;

	while (i < len) {
		const char *line = text + i;

		for (end = i; end < len && text[end] != '\n'; end++)
			;
		while (line < text + end && (*line == ' ' || *line == '\t'))
			line++;
		if (line < text + end && *line >= '0' && *line <= '9')
			n = 0;		/* a move line: its own actions follow */
		else if (line < text + end && *line == '+' &&
		    n < MAX_ACTIONS) {
			memcpy(w, line, (size_t)(text + end - line));
			w[text + end - line] = '\0';
			lines[n++] = w;
			w += text + end - line + 1;
		}
		i = end + 1;
	}
	return n;
}

/* Ask what `carc ask FILE --rules all` asks, then what the position half
 * way through would allow the last move's tile, and the last move itself
 * proposed there with the action lines written after it: every answer
 * path of the engine (carc_ask_run). */
static void
ask(const struct carc_record *rec, const uint8_t *data, size_t size)
{
	struct carc_ask_query q = { -1, NULL, NULL, 1, NULL, 0 };
	static char buf[MAX_INPUT + 1];
	const char *lines[MAX_ACTIONS];
	struct carc_ask a;
	struct carc_error err;
	const struct carc_move *last;
	char move[CARC_TILE_ID_MAX + CARC_MEEPLE_MAX + 64];

	memset(&a, 0, sizeof(a));
	(void)carc_ask_run(&set, rec, &q, &a, &err);
	carc_ask_free(&a);
	if (rec->nmoves < 2)
		return;
	last = &rec->moves[rec->nmoves - 1];
	q.to_seq = rec->moves[rec->nmoves / 2].seq;
	q.tile = last->tile;
	q.all_rulesets = 0;
	if (last->has_xy && last->has_rotation) {
		snprintf(move, sizeof(move), "%s@%lld,%lld,%lld%s%s",
		    last->tile, (long long)last->x, (long long)last->y,
		    (long long)last->rotation, last->meeple.null ? "" : ",",
		    last->meeple.null ? "" : last->meeple.s);
		q.move = move;
		q.nactions = last_actions((const char *)data, size, buf,
		    lines);
		q.actions = lines;
	}
	memset(&a, 0, sizeof(a));
	(void)carc_ask_run(&set, rec, &q, &a, &err);
	carc_ask_free(&a);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct carc_notation n;
	struct carc_error err;
	size_t unknown;

	if (size > MAX_INPUT)
		return -1;
	carc_notation_init(&n);
	if (carc_notation_parse(&n, (const char *)data, size, "input",
	    &err) == 0) {
		check_fixed_point(&n);
		if (carc_notation_resolve(&n.rec, &set.cat, &unknown) == 0)
			ask(&n.rec, data, size);
	}
	carc_notation_free(&n);
	return 0;
}
