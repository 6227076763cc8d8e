/*
 * score.c - scoring: completed features during play (rules-en.md 1.6, with
 * the plugins' moments of 3.4) and final scoring (1.7, 1.8).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "engine/game_impl.h"

#define PLURAL(n) ((n) == 1 ? "" : "s")

const char *
carc_award_why(const struct carc_award *a, char *buf, size_t len)
{
	switch (a->why_kind) {
	case CARC_WHY_ROAD:
		snprintf(buf, len, "road of %d tile%s", a->count,
		    PLURAL(a->count));
		break;
	case CARC_WHY_CITY:
		snprintf(buf, len, "city of %d tile%s, %d coat%s of arms",
		    a->count, PLURAL(a->count), a->count2, PLURAL(a->count2));
		break;
	case CARC_WHY_CITY_END:
		snprintf(buf, len, "incomplete city of %d tile%s, %d coat%s "
		    "of arms", a->count, PLURAL(a->count), a->count2,
		    PLURAL(a->count2));
		break;
	case CARC_WHY_MONASTERY:
		snprintf(buf, len, "monastery with %d neighbour%s", a->count,
		    PLURAL(a->count));
		break;
	case CARC_WHY_FIELD:
		snprintf(buf, len, "field touching %d completed %s",
		    a->count, a->count == 1 ? "city" : "cities");
		break;
	case CARC_WHY_FIELD_CITY:
		snprintf(buf, len, "farmers supplying a completed city");
		break;
	default:
		snprintf(buf, len, "%s", a->why);
		break;
	}
	if (a->whole_why != NULL) {
		/* (4.0) the plugin's reason for the whole value it gave
		 * (carc_value.whole_why), after the base's */
		size_t n = strlen(buf);

		if (n + 2 < len)
			snprintf(buf + n, len - n, "%s%s", n > 0 ? "; " : "",
			    a->whole_why);
	}
	return buf;
}

/* carc_award_add's, inlined where the scoring adds its own: an award of
 * every feature that scores, in play and at the end. */
static inline int
award_add(struct carc_game *g, const struct carc_award *a)
{
	/* nothing to record, but for a feature a rule made worth nothing
	 * (carc_award.zeroed) */
	if (a->seat < 0 || a->seat >= g->nseats ||
	    (a->points == 0 && !a->zeroed))
		return 0;
	/* Dropping the award would be a wrong expected score, so a wrong
	 * verdict: the game becomes unverifiable instead. */
	if (carc_grow((void **)&g->awards, &g->awards_cap, g->nawards + 1,
	    sizeof(*g->awards)) != 0)
		return carc_game_oom(g);
	g->awards[g->nawards++] = *a;
	g->score[a->seat] += a->points;
	return 0;
}

int
carc_award_add(struct carc_game *g, const struct carc_award *a)
{
	return award_add(g, a);
}

/*
 * (4.0) The plugins' say in a feature's whole value, bonuses included
 * (carc_plugin.h, whole_value), after every plugin's feature_value: each
 * in load order sees what the ones before it left and may replace it.
 * The change is one more part of the award, under the rule of the last
 * plugin that made one.
 */
static void
whole_values(struct carc_game *g, int root, struct carc_value *v,
    struct carc_award *a)
{
	const char *rule = NULL, *why = NULL;
	size_t i;

	/* 0 for a feature a zero rule made worthless: a whole_value may
	 * still give it points of its own (carc_plugin.h) */
	v->whole = a->points;
	g->judging = 1;
	/* the plugins that have the hook, in load order (game.c,
	 * list_turn_hooks) */
	for (i = 0; i < g->nhooked[HOOK_WHOLE_VALUE]; i++) {
		const struct hook_call *e = &g->hook_calls[HOOK_WHOLE_VALUE][i];
		struct carc_ctx *c = e->c;

		v->whole_rule = NULL;
		v->whole_why = NULL;
		if (e->d->whole_value(c->game_state, c, root, v) != 0) {
			carc_game_hook_failed(g, c, "whole_value");
			continue;
		}
		if (v->whole_rule != NULL) {
			rule = v->whole_rule;
			why = v->whole_why;
		}
	}
	g->judging = 0;
	if (rule == NULL || v->whole == a->points)
		return;
	a->parts[a->nparts].points = v->whole - a->points;
	a->parts[a->nparts].rule = rule;
	a->nparts++;
	a->points = v->whole;
	a->whole_why = why;
	if (a->zeroed)
		/* the points are the whole_value's alone: its rule, not the
		 * zero rule, is the one that gives them */
		a->rule = rule;
}

/*
 * The plugins' say in a feature's value (carc_plugin.h, struct
 * carc_value): each in load order may replace the base value, add a bonus
 * (under one of its rules), or make the whole feature worth nothing.  *a holds
 * the base game's value (parts[0]) and gets the result.
 */
static void
plugin_values(struct carc_game *g, int root, int final, int taken_back,
    int tiles, struct carc_award *a)
{
	const struct segment *r = &g->segs[root];
	struct carc_value v;
	struct carc_award_part bonus[3];
	size_t i;
	int nbonus = 0, k, rc;

	memset(&v, 0, sizeof(v));
	v.size = sizeof(v);
	v.kind = r->kind;
	v.final = final;
	v.taken_back = taken_back;
	v.ruleset = carc_ruleset_names[g->ruleset];
	v.complete = carc_feature_complete(g, root);
	v.tiles = tiles;
	v.coats_of_arms = r->coa;
	if (g->tiles[r->tile].centre >= 0 &&
	    g->tiles[r->tile].seg_base + g->tiles[r->tile].centre == root)
		v.neighbours = carc_monastery_neighbours(g, r->tile);
	v.points = a->points;
	v.rule = a->rule;
	for (i = 0; i < g->nhooked[HOOK_FEATURE_VALUE]; i++) {
		const struct hook_call *e =
		    &g->hook_calls[HOOK_FEATURE_VALUE][i];
		struct carc_ctx *c = e->c;
		const char *zero = v.zero_rule;

		v.bonus = 0;
		v.bonus_rule = NULL;
		v.bonus_why = NULL;
		g->judging = 1;
		rc = e->d->feature_value(c->game_state, c, root, &v);
		g->judging = 0;
		if (rc != 0) {
			carc_game_hook_failed(g, c, "feature_value");
			continue;
		}
		if (zero != NULL)
			v.zero_rule = zero;	/* no plugin undoes it */
		if (v.bonus != 0 && v.bonus_rule != NULL &&
		    nbonus < (int)(sizeof(bonus) / sizeof(bonus[0]))) {
			bonus[nbonus].points = v.bonus;
			bonus[nbonus].rule = v.bonus_rule;
			nbonus++;
		}
	}
	if (v.points != a->points || v.rule != a->rule || v.why[0] != '\0') {
		/* a plugin replaced the base value: its reason, if it gave
		 * one, is the award's */
		a->points = v.points;
		a->rule = v.rule;
		if (v.why[0] != '\0') {
			/* as snprintf's "%s" copies it, without the
			 * formatting machinery (a few hundred instructions
			 * at every feature a plugin values so) */
			a->why_kind = CARC_WHY_TEXT;
			carc_text_copy(a->why, sizeof(a->why), v.why);
		}
	}
	a->nparts = 0;
	if (a->rule != NULL) {
		a->parts[0].points = a->points;
		a->parts[0].rule = a->rule;
		a->nparts = 1;
	}
	for (k = 0; k < nbonus; k++) {
		a->parts[a->nparts++] = bonus[k];
		a->points += bonus[k].points;
	}
	if (v.zero_rule != NULL) {
		/* worth nothing, bonuses included: the award stays, at 0,
		 * so that points recorded for it cite the rule that took
		 * them away */
		a->points = 0;
		a->rule = v.zero_rule;
		a->parts[0].points = 0;
		a->parts[0].rule = v.zero_rule;
		a->nparts = 1;
		a->zeroed = 1;
	}
	if (g->value_hooks)
		whole_values(g, root, &v, a);
}

/*
 * Award a feature's value to its majority, the seats with max meeples
 * (count and max as carc_feature_meeples gives them): BASE-SCORE-MAJ,
 * BASE-SCORE-TIE (each tied leader gets the full value), BASE-SCORE-NONE
 * (no meeple, no points).
 */
static void
award_majority_of(struct carc_game *g, int root, const int count[], int max,
    struct carc_award *a)
{
	int seats[CARC_GAME_SEATS], leaders, i;

	if ((leaders = carc_majority_seats(g, count, max, seats)) == 0)
		return;
	a->feature = root;
	a->tie = leaders > 1;
	for (i = 0; i < leaders; i++) {
		a->seat = seats[i];
		award_add(g, a);
	}
}

static void
award_majority(struct carc_game *g, int root, struct carc_award *a)
{
	int count[CARC_GAME_SEATS];
	int max = carc_feature_meeples(g, root, count);

	award_majority_of(g, root, count, max, a);
}

/*
 * Where no plugin is loaded (nothing can add an award while a feature is
 * valued), the scoring builds a feature's award in the slot of g->awards
 * it is added in, not on the stack to be copied there: an award is some
 * 250 bytes, and a base game adds one at nearly every feature it values.
 * award_slot gives the slot (NULL: out of memory, the game unverifiable
 * as award_add makes it); award_majority_in_slot adds what is in it.
 */
static struct carc_award *
award_slot(struct carc_game *g)
{
	if (carc_grow((void **)&g->awards, &g->awards_cap, g->nawards + 1,
	    sizeof(*g->awards)) != 0) {
		carc_game_oom(g);
		return NULL;
	}
	return &g->awards[g->nawards];
}

/* award_majority_of, of the award in the slot (award_slot): a tied
 * leader's the same award, copied into the next slot under its seat. */
static void
award_majority_in_slot(struct carc_game *g, int root, const int count[],
    int max)
{
	int seats[CARC_GAME_SEATS], leaders, i;
	struct carc_award *a = &g->awards[g->nawards];

	/* every leader's award has the same points: all or none recorded
	 * (award_add), and the majority's seats are the game's */
	if ((leaders = carc_majority_seats(g, count, max, seats)) == 0 ||
	    (a->points == 0 && !a->zeroed))
		return;
	a->feature = root;
	a->tie = leaders > 1;
	for (i = 0; i < leaders; i++) {
		if (i > 0) {
			if ((a = award_slot(g)) == NULL)
				return;
			*a = g->awards[g->nawards - 1];
		}
		a->seat = seats[i];
		g->score[a->seat] += a->points;
		g->nawards++;
	}
}

/* When a feature is valued (carc_value.final, .taken_back). */
enum {
	VALUE_COMPLETED = 0,		/* completed during play */
	VALUE_FINAL = 1,		/* at game end */
	VALUE_TAKEN_BACK = 2		/* a figure taken back: as at the end */
};

static void
value_feature(struct carc_game *g, int root, int moment, struct carc_award *a)
{
	const struct segment *r = &g->segs[root];
	int tiles = carc_feature_tile_count(g, root);
	int final = moment != VALUE_COMPLETED;

	memset(a, 0, sizeof(*a));
	a->kind = carc_kinds_feature_name(&g->set->kinds, r->kind);
	switch (r->kind) {
	case CARC_ROAD:
		/* BASE-ROAD-PTS: 1 per tile, complete or not */
		a->points = tiles;
		a->rule = "BASE-ROAD-PTS";
		a->why_kind = CARC_WHY_ROAD;
		a->count = tiles;
		break;
	case CARC_CITY:
		if (final) {
			/* BASE-CITY-END: 1 per tile + 1 per coat of arms */
			a->points = tiles + r->coa;
			a->rule = "BASE-CITY-END";
		} else if (g->ruleset == CARC_RULESET_C1_SMALLCITY &&
		    tiles == 2) {
			/* BASE-CITY-SMALL: early C1, a 2-tile city is 2,
			 * coats of arms or not (rules-en.md 1.8: one such
			 * city with a coat of arms needs an edge mismatch) */
			a->points = 2;
			a->rule = "BASE-CITY-SMALL";
		} else {
			/* BASE-CITY-PTS: 2 per tile + 2 per coat of arms */
			a->points = 2 * tiles + 2 * r->coa;
			a->rule = "BASE-CITY-PTS";
		}
		a->why_kind = final ? CARC_WHY_CITY_END : CARC_WHY_CITY;
		a->count = tiles;
		a->count2 = r->coa;
		break;
	case CARC_MONASTERY: {
		int n = carc_monastery_neighbours(g, r->tile);

		/* BASE-MON-PTS 9 when complete; BASE-MON-END 1 + neighbours */
		a->points = final ? 1 + n : 9;
		a->rule = final ? "BASE-MON-END" : "BASE-MON-PTS";
		a->why_kind = CARC_WHY_MONASTERY;
		a->count = n;
		break;
	}
	default:
		/* a kind a plugin declared: its plugin values it */
		break;
	}
	a->parts[0].points = a->points;
	a->parts[0].rule = a->rule;
	a->nparts = a->rule != NULL;
	if (g->nctx > 0)
		plugin_values(g, root, final, moment == VALUE_TAKEN_BACK, tiles,
		    a);
}

/*
 * A figure taken back from its feature (carc_figure_kind, RETURNABLE,
 * return_rule): its owner scores the feature's value at once, as it
 * would be valued at game end, whatever the majority, under the kind's
 * return rule.  That rule is the award's and its first part's, the
 * value's own (BASE-MON-END) being only how much: every output prints
 * the parts or the rule, and all must cite the same (issue 34, 5).  A
 * plugin's bonus stays a part of its own; a zero rule stays.
 */
void
carc_score_taken_back(struct carc_game *g, int seat, int root, int figure)
{
	struct carc_award a;

	value_feature(g, root, VALUE_TAKEN_BACK, &a);
	a.seat = seat;
	a.feature = root;
	if (!a.zeroed) {
		a.rule = g->set->kinds.figure[figure].return_rule;
		if (a.nparts > 0)
			a.parts[0].rule = a.rule;
	}
	award_add(g, &a);
}

static void
add_completed(struct carc_game *g, int root)
{
	size_t i;

	for (i = 0; i < g->ncompleted; i++)
		if (g->completed[i] == root)
			return;
	/* a completed feature left out would score nothing: a wrong
	 * expected score, so the game becomes unverifiable instead */
	if (carc_grow((void **)&g->completed, &g->completed_cap,
	    g->ncompleted + 1, sizeof(*g->completed)) != 0)
		carc_game_oom(g);
	else
		g->completed[g->ncompleted++] = root;
}

/* The features the last placement completed (BASE-ROAD-DONE,
 * BASE-CITY-DONE, and monasteries around the tile: BASE-MON-PTS). */
static void
find_completed(struct carc_game *g)
{
	static const int dx4[4] = { 0, 1, 0, -1 };
	static const int dy4[4] = { -1, 0, 1, 0 };	/* y grows south */
	const struct placed *p = &g->tiles[g->last_tile];
	int e, k;
	unsigned closable;
	size_t i;

	/* g->around_last: the squares around the tile, as it was placed */

	g->ncompleted = 0;
	/* the tile's roads and cities, in the order of its segments (a
	 * segment is of its feature's kind: fields and monasteries need
	 * no root here); its segments follow one another from seg_base
	 * (carc_game_place) */
	for (closable = g->last_closable, k = 0; closable != 0;
	    closable >>= 1, k++) {
		const struct segment *r;

		if (!(closable & 1))
			continue;
		r = &g->segs[carc_seg_find(g, p->seg_base + k)];
		if (!r->scored && r->open == 0)	/* BASE-ROAD/CITY-DONE */
			add_completed(g, (int)(r - g->segs));
	}
	/* A neighbour's road or city closed by a mismatching edge of this
	 * tile (BASE-PLACE-EDGE: closed on both sides) completes now too;
	 * across matching edges it is one of the tile's own, seen above. */
	for (e = 0; g->last_mismatch && e < 4; e++) {
		int n = g->around_last[CARC_AROUND_AT(dx4[e], dy4[e])], b, root;

		if (n < 0 ||
		    (b = g->tiles[n].edge_seg[carc_edge_opposite(e)]) < 0)
			continue;
		root = carc_seg_find(g, g->tiles[n].seg_base + b);
		if ((g->segs[root].kind == CARC_ROAD ||
		    g->segs[root].kind == CARC_CITY) &&
		    g->segs[root].open == 0 && !g->segs[root].scored)
			add_completed(g, root);
	}
	/* (4.2) A road or city a plugin's link closed this turn, on any
	 * tile (link_segments: a crossing moved on a tile far away). */
	for (i = 0; i < g->nlinked; i++) {
		int root = carc_seg_find(g, g->linked[i]);

		if ((g->segs[root].kind == CARC_ROAD ||
		    g->segs[root].kind == CARC_CITY) &&
		    g->segs[root].open == 0 && !g->segs[root].scored)
			add_completed(g, root);
	}
	g->nlinked = 0;
	/* BASE-MON-PTS: the monasteries on the tile's 9 squares, in the
	 * order of the squares (north west first, row by row: the order of
	 * the awards), as the placement found them (carc_game_place); a
	 * monastery's 8 neighbours as counted while tiles came */
	for (k = 0; k < g->nlast_centres; k++) {
		const struct centre *c = &g->centres[g->last_centres[k]];
		const struct placed *q = &g->tiles[c->tile];
		int m = q->seg_base + q->centre;

		if (g->segs[m].scored)
			continue;
		if (g->segs[m].kind == CARC_MONASTERY ? c->neighbours == 8 :
		    carc_feature_complete(g, m))
			add_completed(g, m);
	}
}

/* BASE-RETURN: meeples of scored features go back; farmers stay. */
static void
return_meeples(struct carc_game *g, int root)
{
	int s = root;

	if (!carc_feature_held(&g->segs[root]))
		return;
	do {
		int seat = g->segs[s].meeple;

		if (seat >= 0) {
			g->supply[seat][g->segs[s].figure]++;
			g->returned[seat] |= 1u << g->segs[s].kind;
			carc_seg_free(g, s);
		}
		s = g->segs[s].next;
	} while (s != root);
	if (g->nloose > 0)
		carc_joined_return(g, root);
	memset(g->segs[root].seat_meeples, 0,
	    sizeof(g->segs[root].seat_meeples));
	g->segs[root].nfigures = 0;
}

/* The features find_completed found (g->completed), scored. */
static void
score_completed(struct carc_game *g)
{
	size_t i, j;
	int snap;

	/* before_score: the plugins see every completed feature with every
	 * meeple still on the board, before anything is scored. */
	for (i = 0; i < g->nhooked[HOOK_BEFORE_SCORE]; i++) {
		const struct hook_call *e =
		    &g->hook_calls[HOOK_BEFORE_SCORE][i];
		struct carc_ctx *c = e->c;

		if (e->d->before_score(c->game_state, c,
		    carc_hook_turn(g, c, g->last_tile), g->completed,
		    g->ncompleted) != 0)
			carc_game_hook_failed(g, c, "before_score");
	}

	/* Keep who stood in each feature: the verifier explains a score
	 * the record gets wrong from it (BASE-SCORE-MAJ, BASE-TURN-PHASES)
	 * after the meeples have gone home. */
	snap = carc_grow((void **)&g->completed_meeples,
	    &g->completed_meeples_cap, g->ncompleted * CARC_GAME_SEATS,
	    sizeof(*g->completed_meeples)) == 0;
	/* BASE-SCORE-WHEN: each completed feature, this turn. */
	for (j = 0; j < g->ncompleted; j++) {
		struct carc_award a;
		int root = g->completed[j], here[CARC_GAME_SEATS], max;
		int *count = snap ? &g->completed_meeples[j * CARC_GAME_SEATS] :
		    here;

		/* BASE-SCORE-NONE: no meeple, no points, and none to work
		 * out, unless an expansion's hooks want to see the value */
		if ((max = carc_feature_meeples(g, root, count)) == 0 &&
		    g->nctx == 0)
			continue;
		if (g->nctx == 0) {
			struct carc_award *in = award_slot(g);

			if (in != NULL) {
				value_feature(g, root, VALUE_COMPLETED, in);
				award_majority_in_slot(g, root, count, max);
			}
			continue;
		}
		value_feature(g, root, VALUE_COMPLETED, &a);
		award_majority_of(g, root, count, max, &a);
	}
	/* Only then do the meeples leave (ORDER-TURN). */
	for (j = 0; j < g->ncompleted; j++) {
		g->segs[g->completed[j]].scored = 1;
		return_meeples(g, g->completed[j]);
	}
	if (!snap) {
		/* no snapshot to read: an explanation would be missing */
		g->ncompleted = 0;
		carc_game_oom(g);
	}
}

void
carc_score_completed(struct carc_game *g)
{
	if (g->last_tile < 0)
		return;
	find_completed(g);
	/* most moves complete nothing: the scoring's own frame, its
	 * registers saved, only for those that do */
	if (g->ncompleted > 0)
		score_completed(g);
}

/* The completed cities a field touches, as roots, deduplicated. */
size_t
carc_field_cities(const struct carc_game *g, int field, int *out,
    size_t max)
{
	size_t n = 0, k;
	int s = field;

	do {
		const struct segment *sg = &g->segs[s];
		/* the tile's segments lie one after another, segment local
		 * of them at s (carc_game_place): its first at s - local */
		int first = s - sg->local;
		unsigned adj = sg->adj;
		int i;

		for (i = 0; adj != 0 && i < CARC_MAX_SEGS; i++, adj >>= 1) {
			int city, dup = 0;

			if (!(adj & 1))
				continue;
			city = carc_seg_find(g, first + i);
			if (g->segs[city].open != 0)
				continue;	/* incomplete: nothing to farmers */
			for (k = 0; k < n; k++)
				if (out[k] == city)
					dup = 1;
			if (!dup && n < max)
				out[n++] = city;
		}
		s = sg->next;
	} while (s != field);
	return n;
}

#define MAX_FIELD_CITIES 256

/*
 * The roots of the features that still hold a meeple at the end, in
 * ascending order (the order a walk over every segment would meet them,
 * so the awards come in the same order), from the segments meeples were
 * put on: a game has a few dozen, its board some hundreds of segments.
 * out has room for g->nmeepled.
 */
static size_t
meeple_roots(struct carc_game *g, int *out)
{
	size_t i, n = 0, k, j;

	for (i = 0; i < g->nmeepled; i++) {
		int s = g->meepled[i], root;

		if (g->segs[s].meeple < 0)
			continue;		/* gone home */
		root = carc_seg_find(g, s);
		for (k = n; k > 0 && out[k - 1] > root; k--)
			;
		if (k > 0 && out[k - 1] == root)
			continue;		/* its feature is in */
		/* a few places up, most often none: moved in the loop,
		 * not by a call */
		for (j = n; j > k; j--)
			out[j] = out[j - 1];
		out[k] = root;
		n++;
	}
	return n;
}

/* BASE-FIELD-PTS (final rules) and BASE-FIELD-C1V2: field by field, 3 per
 * completed city; under C1V2 a player collects each city once. */
static void
score_fields_by_field(struct carc_game *g, const int *roots, size_t nroots,
    int once)
{
	int credited[CARC_GAME_SEATS][MAX_FIELD_CITIES];
	int ncredited[CARC_GAME_SEATS] = { 0 };
	int cities[MAX_FIELD_CITIES];
	size_t r, n, k;

	for (r = 0; r < nroots; r++) {
		struct carc_award *a;
		int count[CARC_GAME_SEATS], max, seat, leaders, s = roots[r];

		if (g->segs[s].kind != CARC_FIELD)
			continue;
		if ((max = carc_feature_meeples(g, (int)s, count)) == 0)
			continue;
		n = carc_field_cities(g, (int)s, cities, MAX_FIELD_CITIES);
		for (seat = 0, leaders = 0; seat < g->nseats; seat++)
			leaders += count[seat] == max;
		for (seat = 0; seat < g->nseats; seat++) {
			int fresh = 0;

			if (count[seat] != max)
				continue;
			for (k = 0; k < n; k++) {
				int seen = 0, c;

				if (!once) {
					fresh++;
					continue;
				}
				for (c = 0; c < ncredited[seat]; c++)
					if (credited[seat][c] == cities[k])
						seen = 1;
				if (!seen && ncredited[seat] < MAX_FIELD_CITIES) {
					credited[seat][ncredited[seat]++] =
					    cities[k];
					fresh++;
				}
			}
			if (fresh == 0)
				continue;	/* no points: no award (award_add) */
			if ((a = award_slot(g)) == NULL)
				return;
			memset(a, 0, sizeof(*a));
			a->seat = seat;
			a->kind = "field";
			a->rule = once ? "BASE-FIELD-C1V2" : "BASE-FIELD-PTS";
			a->points = 3 * fresh;
			a->feature = (int)s;
			a->tie = leaders > 1;
			a->parts[0].points = a->points;
			a->parts[0].rule = a->rule;
			a->nparts = 1;
			a->why_kind = CARC_WHY_FIELD;
			a->count = fresh;
			g->score[seat] += a->points;
			g->nawards++;
		}
	}
}

/* BASE-FIELD-C1V1: city by city, the farmer majority over every field
 * touching it gets 4. */
static void
score_fields_by_city(struct carc_game *g)
{
	int cities[MAX_FIELD_CITIES];
	size_t s, c, n;

	for (c = 0; c < g->nsegs; c++) {
		int count[CARC_GAME_SEATS] = { 0 }, max = 0, seat, leaders = 0;

		if (g->segs[c].parent != (int)c || g->segs[c].kind != CARC_CITY ||
		    g->segs[c].open != 0)
			continue;
		for (s = 0; s < g->nsegs; s++) {
			int fc[CARC_GAME_SEATS], k, touches = 0;

			if (g->segs[s].parent != (int)s ||
			    g->segs[s].kind != CARC_FIELD ||
			    carc_feature_meeples(g, (int)s, fc) == 0)
				continue;
			n = carc_field_cities(g, (int)s, cities, MAX_FIELD_CITIES);
			for (k = 0; k < (int)n; k++)
				if (cities[k] == (int)c)
					touches = 1;
			if (!touches)
				continue;
			for (k = 0; k < CARC_GAME_SEATS; k++)
				count[k] += fc[k];
		}
		for (seat = 0; seat < g->nseats; seat++)
			if (count[seat] > max)
				max = count[seat];
		if (max == 0)
			continue;
		for (seat = 0; seat < g->nseats; seat++)
			leaders += count[seat] == max;
		for (seat = 0; seat < g->nseats; seat++) {
			struct carc_award a;

			if (count[seat] != max)
				continue;
			memset(&a, 0, sizeof(a));
			a.seat = seat;
			a.kind = "field";
			a.rule = "BASE-FIELD-C1V1";
			a.points = 4;
			a.feature = (int)c;
			a.tie = leaders > 1;
			a.parts[0].points = 4;
			a.parts[0].rule = a.rule;
			a.nparts = 1;
			a.why_kind = CARC_WHY_FIELD_CITY;
			award_add(g, &a);
		}
	}
}

/* BASE-END, BASE-END-ONLY-MEEPLES: every unscored feature holding meeples
 * scores once, then the fields. */
void
carc_score_final(struct carc_game *g)
{
	int *roots;
	size_t i, n;

	/* an unscored feature holds a meeple only if one was put on it */
	if (carc_grow((void **)&g->final_roots, &g->final_roots_cap,
	    g->nmeepled, sizeof(*g->final_roots)) != 0) {
		carc_game_oom(g);
		return;
	}
	roots = g->final_roots;
	n = meeple_roots(g, roots);
	for (i = 0; i < n; i++) {
		const struct segment *r = &g->segs[roots[i]];
		struct carc_award a;

		if (r->scored || r->kind == CARC_FIELD)
			continue;
		if (g->nctx == 0) {
			int count[CARC_GAME_SEATS], max;
			struct carc_award *in = award_slot(g);

			if (in == NULL)
				continue;
			max = carc_feature_meeples(g, roots[i], count);
			value_feature(g, roots[i], VALUE_FINAL, in);
			award_majority_in_slot(g, roots[i], count, max);
			continue;
		}
		value_feature(g, roots[i], VALUE_FINAL, &a);
		award_majority(g, roots[i], &a);
	}
	switch (g->ruleset) {
	case CARC_RULESET_C1_FARM_V1:
		score_fields_by_city(g);
		break;
	case CARC_RULESET_C1_FARM_V2:
		score_fields_by_field(g, roots, n, 1);
		break;
	default:
		score_fields_by_field(g, roots, n, 0);
		break;
	}
}

/*
 * What feature root would give if it were completed now: its value as
 * the rules value a feature completed in play (value_feature, the
 * plugins' values included), for carc ask; nothing is awarded.
 */
void
carc_game_value_completed(struct carc_game *g, int root,
    struct carc_award *a)
{
	value_feature(g, root, VALUE_COMPLETED, a);
	a->feature = root;
}
