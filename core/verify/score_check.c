/*
 * score_check.c - see score_check.h.
 *
 * Which rule a score divergence cites (rule-ids.md):
 *   the rules give points the record lacks or gets wrong
 *     - a tied leader left out                     BASE-SCORE-TIE
 *     - a feature completed this turn, no points   BASE-SCORE-WHEN
 *     - the record lacks exactly a bonus part      that part's rule
 *       (a signpost bonus left out: SIGN-SCORE-TYPES)
 *     - otherwise                                  the rule that gives them
 *   the record gives points the rules do not
 *     - a plugin's rule explains it                that rule
 *     - during play, for a feature of the tile just placed:
 *         still incomplete, the seat has a meeple  BASE-ROAD-DONE,
 *                                                  BASE-CITY-DONE, BASE-MON-PTS
 *         complete, the seat is in the minority    BASE-SCORE-MAJ
 *         complete, no meeple in it at all         BASE-SCORE-NONE
 *     - at the end, a road, city or monastery:
 *         the seat's meeple left when it scored    BASE-RETURN
 *         otherwise                                BASE-END-ONLY-MEEPLES
 *     - at the end, a field                        BASE-END-ONLY-MEEPLES
 *     - otherwise                                  SCORE-UNEXPECTED
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify/score_check.h"

struct score_entry {
	int seat;
	char kind[CARC_KIND_MAX];
	int expected, recorded;
	const struct carc_award *award;	/* the largest award of this key */
};

int
grow_ints(int **p, size_t *cap, size_t n)
{
	size_t ncap = *cap ? *cap : 64;
	int *np;

	if (n <= *cap)
		return 0;
	while (ncap < n)
		ncap *= 2;
	if ((np = realloc(*p, ncap * sizeof(**p))) == NULL)
		return -1;
	*p = np;
	*cap = ncap;
	return 0;
}

static const struct carc_record *sort_rec;

static int
row_cmp(const void *a, const void *b)
{
	const struct carc_score *x = &sort_rec->scores[*(const size_t *)a];
	const struct carc_score *y = &sort_rec->scores[*(const size_t *)b];

	if (x->has_seq != y->has_seq)
		return x->has_seq ? -1 : 1;	/* final rows last */
	if (x->has_seq && x->seq != y->seq)
		return x->seq < y->seq ? -1 : 1;
	/* keep row order within a seq */
	return *(const size_t *)a < *(const size_t *)b ? -1 : 1;
}

void
score_check_begin(struct score_check *sc, const struct carc_record *rec,
    struct carc_verdict *v)
{
	size_t i, sorted = 1;

	sc->cursor = 0;
	sc->nrows_seq = 0;
	if (rec->nscores > sc->order_cap) {
		size_t *np = realloc(sc->order, rec->nscores * sizeof(*np));

		if (np == NULL)
			abort();
		sc->order = np;
		sc->order_cap = rec->nscores;
	}
	for (i = 0; i < rec->nscores; i++) {
		sc->order[i] = i;
		if (rec->scores[i].has_seq)
			sc->nrows_seq++;
		if (i > 0 && sorted) {
			const struct carc_score *p = &rec->scores[i - 1];
			const struct carc_score *q = &rec->scores[i];

			if ((!p->has_seq && q->has_seq) ||
			    (p->has_seq && q->has_seq && p->seq > q->seq))
				sorted = 0;
		}
	}
	/* Recorders write rows in play order; sort only when they did not.
	 * (qsort has no context argument in C99: one verifier runs at a time
	 * per thread of this program.) */
	if (!sorted) {
		sort_rec = rec;
		qsort(sc->order, rec->nscores, sizeof(*sc->order), row_cmp);
		sort_rec = NULL;
	}
	(void)v;
}

void
score_check_free(struct score_check *sc)
{
	free(sc->order);
	free(sc->e);
	memset(sc, 0, sizeof(*sc));
}

static struct score_entry *
entry(struct score_check *sc, int seat, const char *kind)
{
	struct score_entry *e;
	size_t i;

	for (i = 0; i < sc->ne; i++)
		if (sc->e[i].seat == seat && strcmp(sc->e[i].kind, kind) == 0)
			return &sc->e[i];
	if (sc->ne == sc->e_cap) {
		size_t ncap = sc->e_cap ? 2 * sc->e_cap : 32;
		struct score_entry *np = realloc(sc->e, ncap * sizeof(*np));

		if (np == NULL)
			abort();
		sc->e = np;
		sc->e_cap = ncap;
	}
	e = &sc->e[sc->ne++];
	memset(e, 0, sizeof(*e));
	e->seat = seat;
	snprintf(e->kind, sizeof(e->kind), "%s", kind);
	return e;
}

static int
is_feature_kind(const char *kind)
{
	return strcmp(kind, "road") == 0 || strcmp(kind, "city") == 0 ||
	    strcmp(kind, "monastery") == 0;
}

static int
kind_of(const char *kind)
{
	if (strcmp(kind, "road") == 0)
		return CARC_ROAD;
	if (strcmp(kind, "city") == 0)
		return CARC_CITY;
	if (strcmp(kind, "monastery") == 0)
		return CARC_MONASTERY;
	return CARC_FIELD;
}

/* Points the rules give that the record lacks or gets wrong. */
static const char *
rule_for_expected(const struct score_entry *e, int final)
{
	const struct carc_award *a = e->award;
	int i;

	if (e->recorded == 0) {
		if (a->tie)
			return "BASE-SCORE-TIE";
		if (!final && is_feature_kind(e->kind))
			return "BASE-SCORE-WHEN";
		return a->rule;
	}
	/* a bonus left out, or miscounted (the base part right) */
	for (i = 1; i < a->nparts; i++)
		if (e->recorded == e->expected - a->parts[i].points)
			return a->parts[i].rule;
	if (a->nparts > 1 && e->recorded > a->parts[0].points)
		return a->parts[1].rule;
	return a->rule;
}

/* Points the record gives that the rules do not. */
static const char *
rule_for_unexpected(struct carc_game *g, const struct score_entry *e,
    int final)
{
	struct carc_feature_view fv[CARC_MAX_SEGS];
	const char *rule;
	size_t n, i;
	int kind;

	if ((rule = carc_game_explain(g, final, e->seat, e->kind,
	    e->recorded)) != NULL)
		return rule;
	if (final) {
		if (is_feature_kind(e->kind) &&
		    carc_game_returned(g, e->seat, kind_of(e->kind)))
			return "BASE-RETURN";
		if (is_feature_kind(e->kind) || strcmp(e->kind, "field") == 0)
			return "BASE-END-ONLY-MEEPLES";
		return "SCORE-UNEXPECTED";
	}
	if (!is_feature_kind(e->kind))
		return "SCORE-UNEXPECTED";
	kind = kind_of(e->kind);
	n = carc_game_features_of_last_tile(g, fv, CARC_MAX_SEGS);
	if (n > CARC_MAX_SEGS)
		n = CARC_MAX_SEGS;
	for (i = 0; i < n; i++) {
		int s, total = 0;

		if (fv[i].kind != kind)
			continue;
		for (s = 0; s < CARC_GAME_SEATS; s++)
			total += fv[i].meeples[s];
		if (!fv[i].complete && fv[i].meeples[e->seat] > 0)
			return kind == CARC_ROAD ? "BASE-ROAD-DONE" :
			    kind == CARC_CITY ? "BASE-CITY-DONE" :
			    "BASE-MON-PTS";
		if (fv[i].complete && total == 0)
			return "BASE-SCORE-NONE";
		if (fv[i].complete && fv[i].meeples[e->seat] > 0)
			return "BASE-SCORE-MAJ";
	}
	/* A completed feature scored for others, where this seat has no
	 * meeple at all: still points without the majority. */
	for (i = 0; i < n; i++)
		if (fv[i].kind == kind && fv[i].complete)
			return "BASE-SCORE-MAJ";
	return "SCORE-UNEXPECTED";
}

static void
compare(struct score_check *sc, struct carc_game *g, int final, int64_t seq,
    struct carc_verdict *v)
{
	size_t i;

	for (i = 0; i < sc->ne; i++) {
		const struct score_entry *e = &sc->e[i];
		struct carc_divergence *d;
		const char *rule;

		if (e->expected == e->recorded)
			continue;
		rule = e->expected != 0 ? rule_for_expected(e, final) :
		    rule_for_unexpected(g, e, final);
		d = carc_verdict_add(v, rule);
		d->seq = seq;
		d->has_seq = !final;
		d->seat = e->seat;
		d->has_seat = 1;
		snprintf(d->expected, sizeof(d->expected), "%d %s", e->expected,
		    e->kind);
		snprintf(d->recorded, sizeof(d->recorded), "%d %s", e->recorded,
		    e->kind);
		if (e->award != NULL)
			snprintf(d->message, sizeof(d->message), "seat %d: the "
			    "rules give %d %s points (%s), the record %d",
			    e->seat, e->expected, e->kind, e->award->why,
			    e->recorded);
		else
			snprintf(d->message, sizeof(d->message), "seat %d: the "
			    "record gives %d %s points that no rule gives",
			    e->seat, e->recorded, e->kind);
	}
}

static void
add_awards(struct score_check *sc, struct carc_game *g)
{
	const struct carc_award *a;
	size_t n, i;

	n = carc_game_awards(g, &a);
	for (i = 0; i < n; i++) {
		struct score_entry *e = entry(sc, a[i].seat, a[i].kind);

		e->expected += a[i].points;
		if (e->award == NULL || a[i].points > e->award->points)
			e->award = &a[i];
	}
}

static void
unexpected_row(const struct carc_score *s, struct carc_verdict *v,
    const char *why)
{
	struct carc_divergence *d = carc_verdict_add(v, "SCORE-UNEXPECTED");

	d->seq = s->seq;
	d->has_seq = s->has_seq;
	d->seat = (int)s->seat;
	d->has_seat = 1;
	snprintf(d->expected, sizeof(d->expected), "no points");
	snprintf(d->recorded, sizeof(d->recorded), "%" PRId64 " %s",
	    s->points, s->kind.s);
	snprintf(d->message, sizeof(d->message), "%s", why);
}

void
score_check_move(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, size_t seq, struct carc_verdict *v)
{
	const struct carc_move *m = &rec->moves[seq];
	int scoring = seq > 0 && m->action == CARC_ACTION_PLACE;

	/* rows of a seq before this one (negative) belong to no move */
	while (sc->cursor < sc->nrows_seq &&
	    rec->scores[sc->order[sc->cursor]].seq < (int64_t)seq)
		unexpected_row(&rec->scores[sc->order[sc->cursor++]], v,
		    "points recorded for a seq with no move");
	sc->ne = 0;
	while (sc->cursor < sc->nrows_seq &&
	    rec->scores[sc->order[sc->cursor]].seq == (int64_t)seq) {
		const struct carc_score *s = &rec->scores[sc->order[sc->cursor++]];

		/* SCORE-UNEXPECTED: nothing scores on seq 0 or a discard */
		if (!scoring) {
			unexpected_row(s, v, seq == 0 ? "points recorded for "
			    "the start tile" : "points recorded for a discard");
			continue;
		}
		if (s->kind.too_long) {
			unexpected_row(s, v, "points of an unknown kind");
			continue;
		}
		entry(sc, (int)s->seat, s->kind.s)->recorded += (int)s->points;
	}
	if (v->moves_only || !scoring)
		return;
	add_awards(sc, g);
	compare(sc, g, 0, (int64_t)seq, v);
}

void
score_check_final(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, int finished, struct carc_verdict *v)
{
	size_t i;

	while (sc->cursor < sc->nrows_seq)
		unexpected_row(&rec->scores[sc->order[sc->cursor++]], v,
		    "points recorded for a seq with no move");
	sc->ne = 0;
	for (i = sc->nrows_seq; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[sc->order[i]];

		if (!finished) {
			unexpected_row(s, v, "final scoring recorded for a "
			    "game that is not finished");
			continue;
		}
		if (s->kind.too_long) {
			unexpected_row(s, v, "points of an unknown kind");
			continue;
		}
		entry(sc, (int)s->seat, s->kind.s)->recorded += (int)s->points;
	}
	if (v->moves_only || !finished)
		return;
	add_awards(sc, g);
	compare(sc, g, 1, 0, v);
}

void
score_check_totals(const struct carc_record *rec, struct carc_verdict *v)
{
	size_t s;

	for (s = 0; s < rec->nplayers; s++) {
		struct carc_divergence *d;

		if (!rec->players[s].has_final ||
		    rec->players[s].final_score == v->computed[s])
			continue;
		d = carc_verdict_add(v, "SCORE-TOTAL");
		d->has_seq = 0;
		d->seat = (int)s;
		d->has_seat = 1;
		snprintf(d->expected, sizeof(d->expected), "%d",
		    v->computed[s]);
		snprintf(d->recorded, sizeof(d->recorded), "%" PRId64,
		    rec->players[s].final_score);
		snprintf(d->message, sizeof(d->message), "seat %zu: the rules "
		    "give a total of %d, the record says %" PRId64, s,
		    v->computed[s], rec->players[s].final_score);
	}
}
