/*
 * write.c - a record in carc's notation (doc/spec/notation.md), in its
 * one canonical form: the tags in a fixed order, then the moves by seq,
 * each followed by its actions by n and the score rows of its seq in
 * the record's order; score rows of a seq with no move, then the final
 * ones, at the end.  The reader reads back exactly what is written.
 */
#include "config.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "notation/syntax.h"

static void
put_quoted(FILE *out, const char *s)
{
	const unsigned char *p;

	fputc('"', out);
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(out, "\\%c", *p);
		else if (*p < 0x20 || *p == 0x7f)
			fprintf(out, "\\x%02x", *p);
		else
			fputc(*p, out);
	}
	fputc('"', out);
}

/* A text value: bare where the reader would read it back the same,
 * quoted otherwise (an empty one, "-", a blank, a quote...). */
static void
put_text(FILE *out, const char *s, int tile)
{
	if (carc_notation_bare(s, tile))
		fputs(s, out);
	else
		put_quoted(out, s);
}

static void
put_opt_text(FILE *out, const char *s, int isnull)
{
	if (isnull)
		fputc('-', out);
	else
		put_text(out, s, 0);
}

static void
put_opt_int(FILE *out, int64_t v, int has)
{
	if (has)
		fprintf(out, "%" PRId64, v);
	else
		fputc('-', out);
}

static int
check(const struct carc_record *rec, struct carc_error *err)
{
	size_t i;

	if (rec->unreadable[0] != '\0')
		return carc_error_set(err, "game %" PRId64 " cannot be read "
		    "as a record: %s", rec->id, rec->unreadable);
	for (i = 0; i < rec->nexpansions; i++)
		if (rec->expansions[i].name_too_long ||
		    rec->expansions[i].variant_too_long)
			return carc_error_set(err, "game %" PRId64 ": an "
			    "expansion's name or variant is too long to be "
			    "kept", rec->id);
	for (i = 0; i < rec->nmoves; i++) {
		const struct carc_move *m = &rec->moves[i];

		if (m->tile_null || m->tile_too_long || m->meeple.too_long)
			return carc_error_set(err, "game %" PRId64 " seq %"
			    PRId64 ": the tile or figure is NULL or too long "
			    "to be kept", rec->id, m->seq);
		if (m->action == CARC_ACTION_OTHER)
			return carc_error_set(err, "game %" PRId64 " seq %"
			    PRId64 ": the action is neither 'place' nor "
			    "'discard'", rec->id, m->seq);
	}
	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[i];

		if (!s->has_seat || !s->has_points || s->kind.null ||
		    s->kind.too_long)
			return carc_error_set(err, "game %" PRId64 ": a score "
			    "row without a seat, points or kind, or with a "
			    "kind too long to be kept", rec->id);
	}
	for (i = 0; i < rec->nactions; i++) {
		const struct carc_action_row *a = &rec->actions[i];

		if (a->verb.null || a->verb.too_long || a->kind.too_long ||
		    a->spot.too_long || a->arg.too_long)
			return carc_error_set(err, "game %" PRId64 " seq %"
			    PRId64 " n %" PRId64 ": an action's verb is NULL "
			    "or a value is too long to be kept", rec->id,
			    a->seq, a->n);
	}
	return 0;
}

static void
put_action(FILE *out, const struct carc_action_row *a)
{
	fprintf(out, "  + %" PRId64 " ", a->n);
	put_opt_int(out, a->seat, a->has_seat);
	fputc(' ', out);
	put_text(out, a->verb.s, 0);
	fputc(' ', out);
	put_opt_text(out, a->kind.s, a->kind.null);
	fputc(' ', out);
	if (a->has_xy)
		fprintf(out, "@%" PRId64 ",%" PRId64, a->x, a->y);
	else
		fputc('-', out);
	fputc(' ', out);
	put_opt_text(out, a->spot.s, a->spot.null);
	fputc(' ', out);
	put_opt_text(out, a->arg.s, a->arg.null);
	fputc('\n', out);
}

static void
put_score(FILE *out, const struct carc_score *s)
{
	fputs("  = ", out);
	if (s->has_seq)
		fprintf(out, "%" PRId64, s->seq);
	else
		fputs("final", out);
	fprintf(out, " %" PRId64 " ", s->seat);
	put_text(out, s->kind.s, 0);
	fprintf(out, " %" PRId64 "\n", s->points);
}

static void
put_move(FILE *out, const struct carc_move *m)
{
	fprintf(out, "%" PRId64 " ", m->seq);
	put_opt_int(out, m->seat, m->has_seat);
	fputc(' ', out);
	put_text(out, m->tile, 1);
	if (m->has_xy || m->has_rotation) {
		fputc('@', out);
		if (m->has_xy)
			fprintf(out, "%" PRId64 ",%" PRId64, m->x, m->y);
		else
			fputs("-,-", out);
		fputc(',', out);
		put_opt_int(out, m->rotation, m->has_rotation);
	}
	if (m->action == CARC_ACTION_DISCARD)
		fputs(" discard", out);
	if (!m->meeple.null) {
		fputc(' ', out);
		/* a figure spelt like the keyword is quoted */
		if (strcmp(m->meeple.s, "discard") == 0)
			put_quoted(out, m->meeple.s);
		else
			put_text(out, m->meeple.s, 0);
	}
	fputc('\n', out);
}

static void
put_tag(FILE *out, const char *tag, const char *value)
{
	if (value == NULL)
		return;
	fprintf(out, "[%s ", tag);
	put_text(out, value, 0);
	fputs("]\n", out);
}

int
carc_notation_write(FILE *out, const struct carc_notation *n,
    struct carc_error *err)
{
	const struct carc_record *rec = &n->rec;
	size_t i, j, k;
	char *done = NULL;

	if (check(rec, err) != 0)
		return -1;
	if (rec->nscores > 0 && (done = calloc(rec->nscores, 1)) == NULL)
		return carc_error_set(err, "out of memory");
	fputs("# carc notation 1 (doc/spec/notation.md)\n", out);
	put_tag(out, "Ruleset", rec->ruleset);
	put_tag(out, "Supply", rec->tile_supply);
	put_tag(out, "Status", rec->status);
	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_expansion *x = &rec->expansions[i];

		fputs("[Expansion ", out);
		put_text(out, x->name, 0);
		if (x->has_variant) {
			fputc(' ', out);
			put_text(out, x->variant, 0);
		}
		fputs("]\n", out);
	}
	for (i = 0; i < rec->nplayers; i++) {
		const struct carc_player *p = &rec->players[i];

		fprintf(out, "[Player %" PRId64 " ", p->seat);
		/* the writer stores an empty name as NULL: one spelling */
		put_opt_text(out, p->name, p->name[0] == '\0');
		if (p->has_final)
			fprintf(out, " %" PRId64, p->final_score);
		fputs("]\n", out);
	}
	put_tag(out, "Source", n->source);
	put_tag(out, "Started", n->started_at);
	put_tag(out, "Finished", n->finished_at);
	fputc('\n', out);
	for (i = 0; i < rec->nmoves; i++) {
		const struct carc_move *m = &rec->moves[i];

		put_move(out, m);
		for (j = 0; j < m->nactions; j++)
			put_action(out, &rec->actions[m->first_action + j]);
		for (k = 0; k < rec->nscores; k++)
			if (!done[k] && rec->scores[k].has_seq &&
			    rec->scores[k].seq == m->seq) {
				put_score(out, &rec->scores[k]);
				done[k] = 1;
			}
	}
	for (k = 0; k < rec->nscores; k++)
		if (!done[k] && rec->scores[k].has_seq)
			put_score(out, &rec->scores[k]);
	for (k = 0; k < rec->nscores; k++)
		if (!rec->scores[k].has_seq)
			put_score(out, &rec->scores[k]);
	free(done);
	if (ferror(out))
		return carc_error_set(err, "cannot write the notation");
	return 0;
}

int
carc_notation_text(const struct carc_notation *n, char **text, size_t *len,
    struct carc_error *err)
{
	FILE *f;
	int rc;

	*text = NULL;
	*len = 0;
	if ((f = open_memstream(text, len)) == NULL)
		return carc_error_set(err, "out of memory");
	rc = carc_notation_write(f, n, err);
	if (fclose(f) != 0 && rc == 0)
		rc = carc_error_set(err, "out of memory");
	if (rc != 0) {
		free(*text);
		*text = NULL;
	}
	return rc;
}
