/*
 * score_check.c - see score_check.h.
 *
 * Which rule a score divergence cites (doc/rules/rule-ids.md: the rule that produced
 * the expected points; SCORE-UNEXPECTED for points no rule explains), and
 * the hint (doc/spec/cli.md: what the recorder probably misread, never the
 * citation).  The whole table; rule_for_missing(), rule_for_wrong() and
 * rule_for_unexpected() below follow it row by row, first match wins.
 *
 *   during play, the rules give a seat points the record lacks (0):
 *     - a tied leader left out while another leader got them  BASE-SCORE-TIE
 *     - the same points recorded at the next seq               ORDER-TURN
 *     - a plugin's rule explains them                          that rule
 *     - otherwise                                              the award's rule
 *                       (BASE-ROAD-PTS, BASE-CITY-PTS, a plugin's ...)
 *       hint: the plugin's (its explain hook's), else
 *         the seat's only meeple in it was placed this turn    BASE-TURN-PHASES
 *         a completed road that is a loop                      BASE-ROAD-DONE
 *         otherwise                                            BASE-SCORE-WHEN
 *   at the end, the rules give points the record lacks (0):
 *     - a tied leader left out                                 BASE-SCORE-TIE
 *     - otherwise                                              the award's rule
 *                                     (BASE-CITY-END, BASE-ROAD-PTS ...)
 *       hint: the record has no final scoring at all           BASE-END
 *   the record gives a different non-zero amount:
 *     - it lacks exactly a bonus part of one of the seat's     that part's rule
 *       awards of the kind (carc_value.bonus_rule)
 *     - a plugin's rule explains the difference                that rule
 *       (explain_value: a marking miscounted; its hint where the
 *        recorder judged it on the wrong tile)
 *     - it miscounts a bonus, the base parts of all the seat's
 *       awards of the kind right                               the bonus's rule
 *     - otherwise                                              the award's rule
 *                               (BASE-ROAD-PTS, BASE-CITY-PTS, BASE-CITY-SMALL,
 *                                BASE-CITY-END, BASE-FIELD-C1V1 ...)
 *       hint: the plugin's (explain_value), else at the end a road, city or
 *         monastery counted twice                         BASE-END-ONLY-MEEPLES
 *   the record gives points the rules do not:
 *     - a plugin's rule explains them                          that rule
 *       (explain, and its hint)
 *     - during play, field points, the seat has a farmer       BASE-FARMER-STAY
 *     - during play, of a feature of the tile just placed (or a monastery
 *       around it), of the recorded kind:
 *         still incomplete, the seat has a meeple in it        BASE-ROAD-DONE,
 *                                                BASE-CITY-DONE, BASE-MON-PTS
 *         complete, no meeple in it at all                     BASE-SCORE-NONE
 *         complete, the seat has meeples but not the most      BASE-SCORE-MAJ
 *         complete, the seat has none in it but its meeple     BASE-MEEPLE-FIXED
 *           stands on another feature of the tile just placed
 *           (scored as if the meeple had moved there)
 *         complete, the seat has no meeple near it             BASE-SCORE-MAJ
 *     - at the end, a road, city or monastery:
 *         the seat's meeple left when it scored                BASE-RETURN
 *         otherwise                                            BASE-END-ONLY-MEEPLES
 *     - at the end, a field                                    BASE-END-ONLY-MEEPLES
 *     - otherwise                                              SCORE-UNEXPECTED
 *
 * Fixed by record-format.md, not by this table: rows on seq 0, on a
 * discard or on a seq with no move, and final rows of a game that is not
 * finished, are SCORE-UNEXPECTED; a wrong players.final_score is
 * SCORE-TOTAL.
 */
#include "config.h"

#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/text.h"
#include "verify/score_check.h"

struct score_entry {
	int seat;
	char kind[CARC_KIND_MAX];
	/* the last string found to be the kind, by its address: the
	 * engine's awards name their kind by the same string, so that
	 * only the first of them compares the bytes */
	const char *kind_at;
	uint16_t next;			/* the next in its chain, + 1 */
	uint8_t chain;			/* its chain (struct score_check) */
	int expected;
	/* The record's rows of the key, summed: 16,384 rows
	 * (CARC_MAX_SCORES) of up to a million points each pass an int,
	 * and a sum that wrapped could meet the expected points. */
	int64_t recorded;
	const struct carc_award *award;	/* the largest award of this key */
};

int
carc_grow_ints(int **p, size_t *cap, size_t n)
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

/* No entry: each chain emptied, those the entries are in. */
static void
entries_clear(struct score_check *sc)
{
	size_t i;

	for (i = 0; i < sc->ne; i++)
		sc->chain[sc->e[i].chain] = 0;
	sc->ne = 0;
}

/* sc->next_seq, after cursor moved. */
static void
cursor_moved(struct score_check *sc, const struct carc_record *rec)
{
	sc->next_seq = sc->cursor < sc->nrows_seq ?
	    rec->scores[sc->order[sc->cursor]].seq : INT64_MAX;
}

void
carc_score_check_begin(struct score_check *sc, const struct carc_record *rec,
    struct carc_verdict *v)
{
	size_t i, sorted = 1;

	sc->cursor = 0;
	sc->nrows_seq = 0;
	sc->ncarry = 0;
	sc->ntaken = 0;
	sc->oom = 0;
	entries_clear(sc);
	sc->next_seq = INT64_MIN;	/* the rows' own check says */
	if (rec->nscores > sc->order_cap) {
		size_t *np = realloc(sc->order, rec->nscores * sizeof(*np));

		if (np == NULL) {
			/* the game is then unverifiable (verify.c) */
			sc->oom = 1;
			return;
		}
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
	sc->nrows_final = rec->nscores - sc->nrows_seq;
	/* Recorders write rows in play order; sort only when they did not.
	 * (qsort has no context argument in C99: one verifier runs at a time
	 * per thread of this program.) */
	if (!sorted) {
		sort_rec = rec;
		qsort(sc->order, rec->nscores, sizeof(*sc->order), row_cmp);
		sort_rec = NULL;
	}
	sc->compare = !v->moves_only;
	cursor_moved(sc, rec);
}

void
carc_score_check_free(struct score_check *sc)
{
	free(sc->order);
	free(sc->e);
	memset(sc, 0, sizeof(*sc));
}

static struct score_entry *
entry(struct score_check *sc, int seat, const char *kind)
{
	struct score_entry *e;
	unsigned chain = ((unsigned)seat * 8 + ((unsigned char)kind[0] & 7)) %
	    CARC_SCORE_CHAINS;
	size_t i;

	/* the kinds a game scores differ in their first letter (road,
	 * city, monastery, field): each has a chain of its own per seat */
	for (i = sc->chain[chain]; i != 0; i = sc->e[i - 1].next) {
		e = &sc->e[i - 1];
		if (e->seat != seat)
			continue;
		if (e->kind_at == kind)
			return e;
		if (strcmp(e->kind, kind) == 0) {
			e->kind_at = kind;
			return e;
		}
	}
	/* an entry a move or the end would need past 65,535 (16,384 rows
	 * and their awards cannot reach it): as if out of memory, the game
	 * unverifiable rather than a sum left out */
	if (sc->ne >= UINT16_MAX) {
		sc->oom = 1;
		return NULL;
	}
	if (sc->ne == sc->e_cap) {
		size_t ncap = sc->e_cap ? 2 * sc->e_cap : 32;
		struct score_entry *np = realloc(sc->e, ncap * sizeof(*np));

		if (np == NULL) {
			sc->oom = 1;
			return NULL;
		}
		sc->e = np;
		sc->e_cap = ncap;
	}
	e = &sc->e[sc->ne++];
	memset(e, 0, sizeof(*e));
	e->seat = seat;
	e->kind_at = kind;
	e->chain = (uint8_t)chain;
	e->next = sc->chain[chain];
	sc->chain[chain] = (uint16_t)sc->ne;
	/* a plain bounded copy, not strncpy, which would pad the kind
	 * with NULs the memset already wrote: this runs for every scored
	 * kind of a move */
	carc_text_copy(e->kind, sizeof(e->kind), kind);
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

/* Does another seat record points of this kind in this move? */
static int
others_recorded(const struct score_check *sc, const struct score_entry *e)
{
	size_t i;

	for (i = 0; i < sc->ne; i++)
		if (sc->e[i].seat != e->seat && sc->e[i].recorded > 0 &&
		    strcmp(sc->e[i].kind, e->kind) == 0)
			return 1;
	return 0;
}

/* ORDER-TURN: is a row of exactly these points at the next seq?  If so,
 * it is noted, so that it is not reported again there. */
static int
recorded_late(struct score_check *sc, const struct carc_record *rec,
    const struct score_entry *e, int64_t seq)
{
	size_t i, k;

	if (sc->ncarry >= sizeof(sc->carry) / sizeof(sc->carry[0]))
		return 0;
	for (i = sc->cursor; i < sc->nrows_seq; i++) {
		const struct carc_score *r = &rec->scores[sc->order[i]];
		int taken = 0;

		if (r->seq != seq + 1)
			break;
		if (r->seat != e->seat || r->points != e->expected ||
		    r->kind.too_long || strcmp(r->kind.s, e->kind) != 0)
			continue;
		for (k = 0; k < sc->ncarry; k++)
			if (sc->carry[k].seq == seq + 1 &&
			    sc->carry[k].seat == e->seat &&
			    sc->carry[k].points == e->expected &&
			    strcmp(sc->carry[k].kind, e->kind) == 0)
				taken = 1;
		if (taken)
			continue;
		memset(&sc->carry[sc->ncarry], 0, sizeof(sc->carry[0]));
		sc->carry[sc->ncarry].seq = seq + 1;
		sc->carry[sc->ncarry].seat = e->seat;
		sc->carry[sc->ncarry].points = e->expected;
		snprintf(sc->carry[sc->ncarry].kind, CARC_KIND_MAX, "%s",
		    e->kind);
		sc->ncarry++;
		return 1;
	}
	return 0;
}

/*
 * Why a score differs: the rule cited (the contract), a note for the
 * message, and the hint (doc/spec/cli.md) at what the recorder misread.
 */
struct why {
	const char *note;
	const char *hint_rule, *hint_why;
};

static void
hint(struct why *w, const char *rule, const char *why)
{
	if (w->hint_rule != NULL)
		return;		/* the first, most specific guess stands */
	w->hint_rule = rule;
	w->hint_why = why;
}

/* Recorded points as the hooks take them (an int): a sum past an int is
 * no score any rule explains, and stays past every value they try. */
static int
hook_points(int64_t points)
{
	if (points > INT_MAX)
		return INT_MAX;
	if (points < INT_MIN)
		return INT_MIN;
	return (int)points;
}

/* The plugins' explain_value: their rule, if any, and their hint. */
static const char *
plugin_value(struct carc_game *g, const struct score_entry *e, int final,
    struct why *w)
{
	const char *rule, *hr, *hw;

	rule = carc_game_explain_value(g, final, e->seat, e->kind,
	    e->expected, hook_points(e->recorded), &hr, &hw);
	if (hr != NULL)
		hint(w, hr, hw);
	return rule;
}

/* The rules give points the record lacks entirely: the rule that gave
 * them, with the likely misreading as the hint. */
static const char *
rule_for_missing(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, const struct score_entry *e, int final,
    int64_t seq, int may_be_late, struct why *w)
{
	const struct carc_award *a = e->award;
	struct carc_feature_view fv;
	const char *rule;

	if (final) {
		if (sc->nrows_final == 0)
			hint(w, "BASE-END", "the record has no final scoring: "
			    "the game ends after the last tile, then final "
			    "scoring follows");
		if ((rule = plugin_value(g, e, final, w)) != NULL)
			return rule;
		return a->tie ? "BASE-SCORE-TIE" : a->rule;
	}
	if (a->tie && others_recorded(sc, e))
		return "BASE-SCORE-TIE";
	if (may_be_late && recorded_late(sc, rec, e, seq)) {
		w->note = "; the record has them one move late";
		return "ORDER-TURN";
	}
	if ((rule = plugin_value(g, e, final, w)) != NULL)
		return rule;
	if (!is_feature_kind(e->kind) || a->feature < 0)
		return a->rule;
	carc_game_feature_view(g, a->feature, &fv);
	if (fv.placed_now == e->seat && fv.meeples[e->seat] == 1)
		hint(w, "BASE-TURN-PHASES", "the meeple placed this turn "
		    "scores too: features are scored after the meeple phase");
	else if (fv.loop)
		hint(w, "BASE-ROAD-DONE", "a road that forms a loop is "
		    "complete");
	else
		hint(w, "BASE-SCORE-WHEN", "every feature the placement "
		    "completes is scored in that turn");
	return a->rule;
}

/* The record gives a non-zero amount other than the rules'. */
static const char *
rule_for_wrong(struct carc_game *g, const struct score_entry *e, int final,
    struct why *w)
{
	const struct carc_award *a = e->award, *all;
	const char *rule, *bonus_rule;
	size_t n, k;
	int i, base;

	n = carc_game_awards(g, &all);
	/* a bonus left out whole, of any award of this seat and kind (the
	 * largest need not carry it): the bonus's own rule (doc/rules/rule-ids.md:
	 * a plugin's bonus left out cites the rule that gives it) */
	for (k = 0; k < n; k++) {
		if (all[k].seat != e->seat || strcmp(all[k].kind, e->kind) != 0)
			continue;
		for (i = 1; i < all[k].nparts; i++)
			if (all[k].parts[i].points != 0 && e->recorded ==
			    e->expected - all[k].parts[i].points)
				return all[k].parts[i].rule;
	}
	/* a plugin's rule may explain this particular difference
	 * (a marking counted that its rule does not count), or its hint
	 * what was misread (explain_value) */
	if ((rule = plugin_value(g, e, final, w)) != NULL)
		return rule;
	/* each feature scores once at the end: the one counted twice
	 * cites its own rule, and the slip is the hint */
	if (final && e->recorded > e->expected && is_feature_kind(e->kind)) {
		for (k = 0; k < n; k++)
			if (all[k].seat == e->seat &&
			    strcmp(all[k].kind, e->kind) == 0 &&
			    e->recorded - e->expected == all[k].points) {
				hint(w, "BASE-END-ONLY-MEEPLES", "a feature "
				    "counted twice: at game end each scores "
				    "once");
				return all[k].rule;
			}
	}
	/* a bonus miscounted, the base parts of every award of the key
	 * right: the bonus's rule (the largest award need not carry it: a
	 * bonus left out on a road smaller than another of the seat's
	 * cites the bonus's rule) */
	base = 0;
	bonus_rule = NULL;
	for (k = 0; k < n; k++) {
		if (all[k].seat != e->seat || strcmp(all[k].kind, e->kind) != 0)
			continue;
		base += all[k].nparts > 0 ? all[k].parts[0].points :
		    all[k].points;
		if (all[k].nparts > 1 && bonus_rule == NULL)
			bonus_rule = all[k].parts[1].rule;
	}
	if (bonus_rule != NULL && e->recorded > base)
		return bonus_rule;
	return a->rule;
}

/* Every base rule rule_for_unexpected() cites, the one list of them
 * (carc_score_check_unexpected_rules): points no rule gives. */
enum none_rule {
	NONE_UNEXPECTED, NONE_MAJ, NONE_NOBODY, NONE_ROAD_DONE, NONE_CITY_DONE,
	NONE_MON_PTS, NONE_FIXED, NONE_END_ONLY, NONE_RETURN, NONE_FARMER,
	NONE_N
};
static const char *const why_none[NONE_N] = {
	[NONE_UNEXPECTED] = "SCORE-UNEXPECTED",
	[NONE_MAJ] = "BASE-SCORE-MAJ",
	[NONE_NOBODY] = "BASE-SCORE-NONE",
	[NONE_ROAD_DONE] = "BASE-ROAD-DONE",
	[NONE_CITY_DONE] = "BASE-CITY-DONE",
	[NONE_MON_PTS] = "BASE-MON-PTS",
	[NONE_FIXED] = "BASE-MEEPLE-FIXED",
	[NONE_END_ONLY] = "BASE-END-ONLY-MEEPLES",
	[NONE_RETURN] = "BASE-RETURN",
	[NONE_FARMER] = "BASE-FARMER-STAY"
};

size_t
carc_score_check_unexpected_rules(const char *const **out)
{
	*out = why_none;
	return NONE_N;
}

/* Points the record gives that the rules do not. */
static const char *
rule_for_unexpected(struct carc_game *g, const struct score_entry *e,
    int final, struct why *w)
{
	struct carc_feature_view fv[CARC_MAX_SEGS];
	const char *rule, *hr, *hw, **note = &w->note;
	size_t n, i;
	int kind;

	rule = carc_game_explain(g, final, e->seat, e->kind,
	    hook_points(e->recorded), &hr, &hw);
	if (hr != NULL)
		hint(w, hr, hw);
	if (rule != NULL)
		return rule;
	if (final) {
		if (is_feature_kind(e->kind) &&
		    carc_game_returned(g, e->seat, kind_of(e->kind))) {
			*note = "; its meeple went home when the feature scored";
			return why_none[NONE_RETURN];
		}
		if (is_feature_kind(e->kind) || strcmp(e->kind, "field") == 0) {
			*note = "; no such feature holds its meeple at the end";
			return why_none[NONE_END_ONLY];
		}
		return why_none[NONE_UNEXPECTED];
	}
	/* Fields score only at the end, and their farmers stay. */
	if (strcmp(e->kind, "field") == 0 && carc_game_has_farmer(g, e->seat)) {
		*note = "; fields score at the end, their farmers stay";
		return why_none[NONE_FARMER];
	}
	if (!is_feature_kind(e->kind))
		return why_none[NONE_UNEXPECTED];
	kind = kind_of(e->kind);
	n = carc_game_features_of_last_tile(g, fv, CARC_MAX_SEGS);
	if (n > CARC_MAX_SEGS)
		n = CARC_MAX_SEGS;
	/* still incomplete, the seat has a meeple in it */
	for (i = 0; i < n; i++)
		if (fv[i].kind == kind && !fv[i].complete &&
		    fv[i].meeples[e->seat] > 0) {
			*note = "; the feature is not complete";
			return why_none[kind == CARC_ROAD ?
			    NONE_ROAD_DONE : kind == CARC_CITY ?
			    NONE_CITY_DONE : NONE_MON_PTS];
		}
	/* complete, the seat has meeples in it but not the most */
	for (i = 0; i < n; i++)
		if (fv[i].kind == kind && fv[i].complete &&
		    fv[i].meeples[e->seat] > 0) {
			*note = "; others have more meeples in it";
			return why_none[NONE_MAJ];
		}
	/* complete without the seat, whose meeple of this turn stands on
	 * another feature: scored as if it had moved (BASE-MEEPLE-FIXED) */
	for (i = 0; i < n; i++) {
		size_t j;

		if (fv[i].kind != kind || !fv[i].complete)
			continue;
		for (j = 0; j < n; j++)
			if (j != i && fv[j].placed_now == e->seat) {
				*note = "; its meeple stands on another feature "
				    "and never moves";
				return why_none[NONE_FIXED];
			}
	}
	/* complete, no meeple in it at all */
	for (i = 0; i < n; i++) {
		int s, total = 0;

		if (fv[i].kind != kind || !fv[i].complete)
			continue;
		for (s = 0; s < CARC_GAME_SEATS; s++)
			total += fv[i].meeples[s];
		if (total == 0) {
			*note = "; no meeple stands in it";
			return why_none[NONE_NOBODY];
		}
	}
	/* A completed feature scored for others, where this seat has no
	 * meeple at all: still points without the majority. */
	for (i = 0; i < n; i++)
		if (fv[i].kind == kind && fv[i].complete) {
			*note = "; it has no meeple in it";
			return why_none[NONE_MAJ];
		}
	return why_none[NONE_UNEXPECTED];
}

/* The numbers behind d's expected and recorded text, as programs read
 * them (issue 34: "4 city" is no number). */
static void
points(struct carc_divergence *d, int64_t expected, int64_t recorded,
    const char *kind)
{
	d->has_points = 1;
	d->expected_points = expected;
	d->recorded_points = recorded;
	snprintf(d->points_kind, sizeof(d->points_kind), "%s", kind);
}

/* The divergence of entry e, whose rule and reasons are known. */
static void
describe(struct carc_divergence *d, const struct score_entry *e,
    const char *rule, const struct why *w, int final, int64_t seq)
{
	char why[96];

	if (w->hint_rule != NULL && strcmp(w->hint_rule, rule) != 0)
		carc_divergence_hint(d, w->hint_rule, "%s",
		    w->hint_why != NULL ? w->hint_why : "");
	d->seq = seq;
	d->has_seq = !final;
	d->seat = e->seat;
	d->has_seat = 1;
	snprintf(d->expected, sizeof(d->expected), "%d %s", e->expected,
	    e->kind);
	snprintf(d->recorded, sizeof(d->recorded), "%" PRId64 " %s",
	    e->recorded, e->kind);
	points(d, e->expected, e->recorded, e->kind);
	if (e->award != NULL)
		snprintf(d->message, sizeof(d->message), "seat %d: the rules "
		    "give %d %s point%s (%s), the record %" PRId64 "%s",
		    e->seat, e->expected, e->kind,
		    e->expected == 1 ? "" : "s",
		    carc_award_why(e->award, why, sizeof(why)),
		    e->recorded, w->note);
	else
		snprintf(d->message, sizeof(d->message), "seat %d: the record "
		    "gives %" PRId64 " %s point%s that no rule gives%s",
		    e->seat, e->recorded, e->kind,
		    e->recorded == 1 ? "" : "s", w->note);
}

static void
compare(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, int final, int64_t seq,
    struct carc_verdict *v)
{
	size_t i;

	for (i = 0; i < sc->ne; i++) {
		const struct score_entry *e = &sc->e[i];
		struct carc_divergence *d;
		struct why w = { "", NULL, NULL };
		const char *rule;
		size_t late = sc->ncarry;

		if (e->expected == e->recorded)
			continue;
		if (e->expected == 0)
			rule = rule_for_unexpected(g, e, final, &w);
		else if (e->recorded == 0)
			rule = rule_for_missing(sc, g, rec, e, final, seq, 1,
			    &w);
		else
			rule = rule_for_wrong(g, e, final, &w);
		d = carc_verdict_add(v, rule);
		describe(d, e, rule, &w, final, seq);
		if (sc->ncarry > late && !v->oom) {
			/* ORDER-TURN: what it is if the next seq needs the
			 * row for its own points (carc_score_check_move) */
			struct score_carry *c = &sc->carry[late];
			struct why now = { "", NULL, NULL };
			const char *own = rule_for_missing(sc, g, rec, e, final,
			    seq, 0, &now);

			c->alt.rule = own;
			describe(&c->alt, e, own, &now, final, seq);
			c->div = v->ndiv - 1;
			c->has_div = 1;
		}
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

		if (e == NULL)
			return;		/* sc->oom */
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
	points(d, 0, s->points, s->kind.s);
	snprintf(d->message, sizeof(d->message), "%s", why);
}

/* A row already reported as ORDER-TURN at the seq before it: taken
 * (sc->taken), for own_rows() to judge once this seq's points are
 * known. */
static int
carried(struct score_check *sc, const struct carc_score *s)
{
	size_t k;

	for (k = 0; k < sc->ncarry; k++) {
		struct score_carry *c = &sc->carry[k];

		if (c->seq != s->seq || c->seat != s->seat ||
		    c->points != s->points || strcmp(c->kind, s->kind.s) != 0)
			continue;
		sc->taken[sc->ntaken++] = *c;	/* no more than carry holds */
		*c = sc->carry[--sc->ncarry];
		return 1;
	}
	return 0;
}

/*
 * A row taken as the seq before's points recorded one move late, which
 * this seq needs to make its own points right: it was never late.  It
 * counts here, and the seq before's ORDER-TURN becomes what its missing
 * points are without the row, so that a wrong row at seq k is reported
 * once, at k, and the right row of k + 1 not at all.
 */
static void
own_rows(struct score_check *sc, struct carc_verdict *v)
{
	size_t k;

	for (k = 0; k < sc->ntaken; k++) {
		const struct score_carry *t = &sc->taken[k];
		struct score_entry *e = entry(sc, t->seat, t->kind);

		if (e == NULL)
			return;		/* sc->oom */
		if (e->recorded + t->points != e->expected)
			continue;
		e->recorded += t->points;
		if (t->has_div && !v->oom && t->div < v->ndiv)
			v->div[t->div] = t->alt;
	}
}

/* carc_score_check_move of a move that the record gives points or the
 * rules do, or a row of no move precedes */
static void
check_move_rows(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, size_t seq, struct carc_verdict *v)
{
	const struct carc_move *m = &rec->moves[seq];
	int scoring = seq > 0 && m->action == CARC_ACTION_PLACE;
	const struct carc_award *a;
	struct score_entry *e;

	/* rows of a seq before this one (negative) belong to no move */
	while (sc->cursor < sc->nrows_seq &&
	    rec->scores[sc->order[sc->cursor]].seq < (int64_t)seq)
		unexpected_row(&rec->scores[sc->order[sc->cursor++]], v,
		    "points recorded for a seq with no move");
	entries_clear(sc);
	sc->ntaken = 0;
	while (sc->cursor < sc->nrows_seq &&
	    rec->scores[sc->order[sc->cursor]].seq == (int64_t)seq) {
		const struct carc_score *s = &rec->scores[sc->order[sc->cursor++]];

		if (!s->kind.too_long && carried(sc, s))
			continue;	/* reported at the seq before */
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
		if ((e = entry(sc, (int)s->seat, s->kind.s)) == NULL)
			return;		/* sc->oom */
		e->recorded += s->points;
	}
	cursor_moved(sc, rec);
	if (v->moves_only || !scoring)
		return;
	/* most moves score nothing and the record gives them nothing:
	 * nothing to add up or compare */
	if (sc->ne == 0 && sc->ntaken == 0 && carc_game_awards(g, &a) == 0)
		return;
	add_awards(sc, g);
	own_rows(sc, v);
	compare(sc, g, rec, 0, (int64_t)seq, v);
}

void
carc_score_check_rows(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, size_t seq, struct carc_verdict *v)
{
	if (sc->oom)
		return;		/* the game is unverifiable: no order */
	check_move_rows(sc, g, rec, seq, v);
}

void
carc_score_check_final(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, int finished, struct carc_verdict *v)
{
	struct score_entry *e;
	size_t i;

	if (sc->oom)
		return;		/* the game is unverifiable: no order */
	while (sc->cursor < sc->nrows_seq)
		unexpected_row(&rec->scores[sc->order[sc->cursor++]], v,
		    "points recorded for a seq with no move");
	cursor_moved(sc, rec);
	entries_clear(sc);
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
		if ((e = entry(sc, (int)s->seat, s->kind.s)) == NULL)
			return;		/* sc->oom */
		e->recorded += s->points;
	}
	if (v->moves_only || !finished)
		return;
	add_awards(sc, g);
	compare(sc, g, rec, 1, 0, v);
}

void
carc_score_check_totals(const struct carc_record *rec, struct carc_verdict *v)
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
		points(d, v->computed[s], rec->players[s].final_score, "");
		snprintf(d->message, sizeof(d->message), "seat %zu: the rules "
		    "give a total of %d, the record says %" PRId64, s,
		    v->computed[s], rec->players[s].final_score);
	}
}
