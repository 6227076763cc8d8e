/* report.c - see report.h */
#include "config.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/shell.h"
#include "verify/report.h"

/* An integer in decimal: a verdict line holds several, and fprintf
 * spent 700 instructions on each (issue 16). */
static void
put_int(FILE *out, int64_t v)
{
	char buf[24], *p = buf + sizeof(buf);
	uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	fwrite(p, 1, (size_t)(buf + sizeof(buf) - p), out);
}

static void
json_seq_seat(FILE *out, const struct carc_divergence *d)
{
	fputs("{\"seq\":", out);
	if (d->has_seq)
		put_int(out, d->seq);
	else
		fputs("null", out);
	fputs(",\"seat\":", out);
	if (d->has_seat)
		put_int(out, d->seat);
	else
		fputs("null", out);
}

void
carc_report_json_divergence(FILE *out, const struct carc_divergence *d)
{
	json_seq_seat(out, d);
	fputs(",\"rule\":", out);
	carc_json_string(out, d->rule);
	fputs(",\"expected\":", out);
	carc_json_string(out, d->expected);
	fputs(",\"recorded\":", out);
	carc_json_string(out, d->recorded);
	fputs(",\"message\":", out);
	carc_json_string(out, d->message);
	/* doc/spec/cli.md: "hint" only where there is one */
	if (d->hint_rule != NULL) {
		fputs(",\"hint\":{\"rule\":", out);
		carc_json_string(out, d->hint_rule);
		fputs(",\"message\":", out);
		carc_json_string(out, d->hint);
		putc('}', out);
	}
	/* beside the spec's members (it fixes "at least these"), the
	 * points as numbers where the divergence is one of points; the
	 * kind null for a total */
	if (d->has_points) {
		fputs(",\"points\":{\"kind\":", out);
		if (d->points_kind[0] != '\0')
			carc_json_string(out, d->points_kind);
		else
			fputs("null", out);
		fputs(",\"expected\":", out);
		put_int(out, d->expected_points);
		fputs(",\"recorded\":", out);
		put_int(out, d->recorded_points);
		putc('}', out);
	}
	putc('}', out);
}

/*
 * A verdict's line is put together here and written by one fwrite where
 * its parts were some twenty calls of stdio: each fputs or fwrite costs
 * about 130 instructions, more than the few bytes it writes, and every
 * game has a line (issue 35 item 6).  Strings that need escaping are
 * still written by carc_json_string, after what is held.
 */
struct line {
	FILE *out;
	size_t n;
	char buf[512];
};

static void
line_flush(struct line *l)
{
	if (l->n > 0)
		fwrite(l->buf, 1, l->n, l->out);
	l->n = 0;
}

static void
line_put(struct line *l, const char *s, size_t len)
{
	if (len > sizeof(l->buf) - l->n) {
		line_flush(l);
		if (len > sizeof(l->buf)) {
			fwrite(s, 1, len, l->out);
			return;
		}
	}
	memcpy(l->buf + l->n, s, len);
	l->n += len;
}

#define LINE_LIT(l, lit) line_put((l), (lit), sizeof(lit) - 1)

static void
line_int(struct line *l, int64_t v)
{
	char buf[24], *p = buf + sizeof(buf);
	uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	line_put(l, p, (size_t)(buf + sizeof(buf) - p));
}

/*
 * A string as carc_json_string writes it, after what l holds.  Printable
 * ASCII but '"' and '\\' is written as it is (RFC 8259 7; json.c escapes
 * nothing else of it outside a script), so such a string, the engine's
 * of every verdict among them, is held with the rest of the line: no
 * flush, no stdio call a byte.  Any other goes through carc_json_string.
 */
static void
line_json_string(struct line *l, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n;

	for (n = 0; p[n] >= 0x20 && p[n] < 0x7f && p[n] != '"' &&
	    p[n] != '\\'; n++)
		;
	if (p[n] != '\0') {
		line_flush(l);
		carc_json_string(l->out, s);
		return;
	}
	LINE_LIT(l, "\"");
	line_put(l, s, n);
	LINE_LIT(l, "\"");
}

void
carc_report_json(FILE *out, const struct carc_verdict *v)
{
	struct line l;
	size_t i;

	l.out = out;
	l.n = 0;
	LINE_LIT(&l, "{\"game\":");
	line_int(&l, v->game);
	LINE_LIT(&l, ",\"verdict\":\"");
	line_put(&l, carc_verdict_names[v->kind],
	    strlen(carc_verdict_names[v->kind]));
	LINE_LIT(&l, "\"");
	if (v->kind == CARC_UNVERIFIABLE) {
		LINE_LIT(&l, ",\"reason\":");
		line_json_string(&l, v->reason);
	}
	LINE_LIT(&l, ",\"engine\":");
	line_json_string(&l, v->engine);
	LINE_LIT(&l, ",\"divergences\":[");
	for (i = 0; i < v->ndiv; i++) {
		if (i > 0)
			LINE_LIT(&l, ",");
		line_flush(&l);
		carc_report_json_divergence(out, &v->div[i]);
	}
	LINE_LIT(&l, "],\"final\":{\"computed\":[");
	for (i = 0; i < v->nseats; i++) {
		if (i > 0)
			LINE_LIT(&l, ",");
		line_int(&l, v->computed[i]);
	}
	LINE_LIT(&l, "],\"recorded\":[");
	for (i = 0; i < v->nseats; i++) {
		if (i > 0)
			LINE_LIT(&l, ",");
		if (v->has_recorded[i])
			line_int(&l, v->recorded[i]);
		else
			LINE_LIT(&l, "null");
	}
	if (v->moves_only)
		LINE_LIT(&l, "]},\"moves_only\":true}\n");
	else
		LINE_LIT(&l, "]},\"moves_only\":false}\n");
	line_flush(&l);
}

/* Is needle in s as a whole word (not inside a longer word or number)? */
static int
has_word(const char *s, const char *needle, size_t len)
{
	const char *p;

	if (len == 0)
		return 0;
	for (p = strstr(s, needle); p != NULL; p = strstr(p + 1, needle))
		if ((p == s || !isalnum((unsigned char)p[-1])) &&
		    !isalnum((unsigned char)p[len]))
			return 1;
	return 0;
}

/* Does the message already state what the record holds?  Points
 * messages do ("..., the record 6"); others ("it is seat 1's turn") get
 * the figures after them. */
static int
message_has_figures(const struct carc_divergence *d)
{
	size_t digits = strspn(d->recorded, "0123456789");
	char num[32];

	if (has_word(d->message, d->recorded, strlen(d->recorded)))
		return 1;
	if (digits == 0 || digits >= sizeof(num))
		return 0;
	memcpy(num, d->recorded, digits);
	num[digits] = '\0';
	return has_word(d->message, num, digits);
}

void
carc_report_divergence(FILE *out, const struct carc_divergence *d)
{
	const char *msg = d->message;
	char prefix[32];

	if (d->has_seq)
		fprintf(out, "  seq %-4" PRId64, d->seq);
	else
		fputs("  final   ", out);
	if (d->has_seat) {
		fprintf(out, " seat %d ", d->seat);
		/* the seat is in its column: not again in the sentence */
		snprintf(prefix, sizeof(prefix), "seat %d: ", d->seat);
		if (strncmp(msg, prefix, strlen(prefix)) == 0)
			msg += strlen(prefix);
	} else
		fputs("        ", out);
	putc(' ', out);
	carc_text_safe(out, d->rule);
	fprintf(out, "%*s", (int)(strlen(d->rule) < 22 ? 23 - strlen(d->rule) :
	    1), "");
	carc_text_safe(out, msg);
	if (!message_has_figures(d)) {
		fputs(" (expected ", out);
		carc_text_safe(out, d->expected);
		fputs(", recorded ", out);
		carc_text_safe(out, d->recorded);
		putc(')', out);
	}
	/* the guess at what the recorder misread: on the same line, so a
	 * divergence stays one line (doc/spec/cli.md) */
	if (d->hint_rule != NULL) {
		fputs(" [hint ", out);
		carc_text_safe(out, d->hint_rule);
		fputs(": ", out);
		carc_text_safe(out, d->hint);
		putc(']', out);
	}
	putc('\n', out);
}

void
carc_report_text(FILE *out, const struct carc_verdict *v, const char *db)
{
	struct line l;
	size_t i;

	/* the lines every game has, through l as the JSON line is;
	 * printf spent some 700 instructions on each number (issue 16) */
	l.out = out;
	l.n = 0;
	LINE_LIT(&l, "game ");
	line_int(&l, v->game);
	LINE_LIT(&l, ": ");
	line_put(&l, carc_verdict_names[v->kind],
	    strlen(carc_verdict_names[v->kind]));
	if (v->kind == CARC_UNVERIFIABLE) {
		LINE_LIT(&l, ": ");
		line_flush(&l);
		carc_text_safe(out, v->reason);
	} else if (v->ndiv > 0) {
		LINE_LIT(&l, " (");
		line_int(&l, (int64_t)v->ndiv);
		if (v->ndiv == 1)
			LINE_LIT(&l, " divergence)");
		else
			LINE_LIT(&l, " divergences)");
	}
	if (v->moves_only && v->kind != CARC_UNVERIFIABLE)
		LINE_LIT(&l, " (moves only: legality checked, scores "
		    "computed)");
	LINE_LIT(&l, "\n");
	line_flush(&l);
	for (i = 0; i < v->ndiv; i++)
		carc_report_divergence(out, &v->div[i]);
	if (v->kind != CARC_UNVERIFIABLE && v->nseats > 0) {
		LINE_LIT(&l, "  totals:  computed");
		for (i = 0; i < v->nseats; i++) {
			LINE_LIT(&l, " ");
			line_int(&l, v->computed[i]);
		}
		LINE_LIT(&l, ", recorded");
		for (i = 0; i < v->nseats; i++) {
			if (v->has_recorded[i]) {
				LINE_LIT(&l, " ");
				line_int(&l, v->recorded[i]);
			} else
				LINE_LIT(&l, " -");
		}
		LINE_LIT(&l, "\n");
		line_flush(&l);
	}
	if (v->kind == CARC_DIVERGENT && db != NULL && v->ndiv > 0) {
		const struct carc_divergence *d = &v->div[0];

		char *word = carc_shell_quote(db);

		/* a path to paste: quoted for the shell ("my games.db"),
		 * then made safe to print (a control byte shows escaped) */
		fputs("  see the board: carc replay ", out);
		carc_text_safe(out, word != NULL ? word : db);
		free(word);
		fprintf(out, " --game %" PRId64, v->game);
		if (d->has_seq)
			fprintf(out, " --to %" PRId64, d->seq);
		putc('\n', out);
	}
}
