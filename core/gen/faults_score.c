/*
 * faults_score.c - the score faults (faults.h): points changed, given to
 * another seat, left out or added where the tile shows no such feature,
 * a signpost's bonus left out or counted twice, a tower's points to the
 * wrong owner, compass points for a quarter tile outside its section.
 * What the verifier must cite is found by replaying the record to the
 * score row's move (faults.c) and asking the engine for its awards.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/faults.h"
#include "gen/faults_private.h"

/* -- helpers ------------------------------------------------------------------ */

/* The award the verifier compares a (seat, kind) against: the largest of
 * the move's awards of that key (the first of equal ones). */
static const struct carc_award *
largest_award(const struct carc_game *g, int seat, const char *kind, int *sum)
{
	const struct carc_award *a, *best = NULL;
	size_t n = carc_game_awards(g, &a), i;

	*sum = 0;
	for (i = 0; i < n; i++) {
		if (a[i].seat != seat || strcmp(a[i].kind, kind) != 0)
			continue;
		*sum += a[i].points;
		if (best == NULL || a[i].points > best->points)
			best = &a[i];
	}
	return best;
}

/* How many score rows share row r's seq, seat and kind. */
static int
rows_of_key(const struct carc_record *rec, int64_t seq, int has_seq,
    int64_t seat, const char *kind)
{
	size_t i;
	int n = 0;

	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[i];

		if (s->has_seq == has_seq && (!has_seq || s->seq == seq) &&
		    s->seat == seat && strcmp(s->kind.s, kind) == 0)
			n++;
	}
	return n;
}

static int
is_feature_kind(const char *kind)
{
	return strcmp(kind, "road") == 0 || strcmp(kind, "city") == 0 ||
	    strcmp(kind, "monastery") == 0;
}

/* -- score faults ------------------------------------------------------------------ */

struct score_ctx {
	int kind;
	size_t row;			/* the score row chosen */
	const char *rule;		/* what the verifier must cite */
	int base, bonus, expected;
	int other;			/* the seat the points go to */
	int ok;
};

static int
kind_code(const char *kind)
{
	return strcmp(kind, "road") == 0 ? CARC_ROAD :
	    strcmp(kind, "city") == 0 ? CARC_CITY : CARC_MONASTERY;
}

/* A row of the same seat, kind and points at the next seq. */
static int
late_twin(const struct carc_record *rec, const struct carc_score *s)
{
	size_t i;

	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *o = &rec->scores[i];

		if (o->has_seq && o->seq == s->seq + 1 && o->seat == s->seat &&
		    o->points == s->points && strcmp(o->kind.s, s->kind.s) == 0)
			return 1;
	}
	return 0;
}

/* The move's (or final scoring's) awards for the chosen row's key. */
static int
score_cb(struct carc_faulter *f, const struct carc_record *rec, size_t k,
    int phase, void *ctx)
{
	struct score_ctx *sc = ctx;
	const struct carc_score *s = &rec->scores[sc->row];
	const struct carc_award *a;
	int final = phase == PH_FINAL, sum;

	if (phase != PH_SCORED && phase != PH_FINAL)
		return 0;
	a = largest_award(f->g, (int)s->seat, s->kind.s, &sum);
	if (a == NULL || sum != s->points)
		return 1;		/* not a key we can reason about */
	switch (sc->kind) {
	case CARC_FAULT_POINTS_CHANGED:
		if (a->nparts > 1)
			return 1;
		sc->rule = a->rule;
		break;
	case CARC_FAULT_POINTS_MISSING:
		/* the rule that produced the points (rule-ids.md); when or
		 * why they were left out is only the hint */
		sc->rule = a->tie ? "BASE-SCORE-TIE" : a->rule;
		break;
	case CARC_FAULT_SIGN_LEFT_OUT:
	case CARC_FAULT_SIGN_MISCOUNT:
		/* one bonus part: with several, a wrong amount may be
		 * read as one of them left out */
		if (a->nparts != 2 || strncmp(a->parts[1].rule, "SIGN-", 5) != 0 ||
		    a->parts[1].points <= 0 || a->parts[0].points <= 0)
			return 1;
		/* A difference of one signpost is read by the plugin as
		 * the signpost a recorder most likely misjudged
		 * (SIGN-MULTI-EXIT, SIGN-DIR ...): a bonus left out is one
		 * of 2 or more, a miscount (in play only: at the end each
		 * signpost is worth 1) is the bonus counted twice. */
		if (final || (sc->kind == CARC_FAULT_SIGN_LEFT_OUT &&
		    a->parts[1].points < 2))
			return 1;
		sc->rule = a->parts[1].rule;
		sc->base = a->parts[0].points;
		sc->bonus = a->parts[1].points;
		break;
	case CARC_FAULT_TOWER_OWNER:
		/* a seat with no meeple on the board at all owns no
		 * triggering meeple (else TOWER-TRIGGER may be likelier) */
		if (carc_game_supply(f->g, sc->other) != CARC_MEEPLES_PER_SEAT)
			return 1;
		sc->rule = "TOWER-OWNER";
		break;
	default: {
		/* one completed feature of the kind: with two, the points
		 * may be the other's, which had no meeple (BASE-SCORE-NONE) */
		struct carc_feature_view fv[CARC_MAX_SEGS + 8];
		size_t nf = carc_game_features_of_last_tile(f->g, fv,
		    sizeof(fv) / sizeof(fv[0])), i, ndone = 0;

		for (i = 0; i < nf && i < sizeof(fv) / sizeof(fv[0]); i++) {
			if (fv[i].kind != kind_code(s->kind.s))
				continue;
			if (fv[i].complete)
				ndone++;
			/* the seat's meeple in an unfinished one: the slip
			 * may be scoring that (BASE-ROAD-DONE ...) */
			else if (fv[i].meeples[sc->other] > 0)
				return 1;
		}
		if (ndone != 1)
			return 1;
		sc->rule = "BASE-SCORE-MAJ";
		break;
	}
	}
	sc->expected = sum;
	sc->ok = 1;
	(void)k;
	return 1;
}

int
fault_inject_score(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	struct score_ctx sc;
	size_t n = rec->nscores, start, i;
	int tries = 0;

	if (n == 0)
		return 0;
	start = carc_rng_below(rng, (uint32_t)n);
	for (i = 0; i < n && tries < 8; i++) {
		size_t r = (start + i) % n;
		struct carc_score *s = &rec->scores[r];
		int other = -1;

		if (rows_of_key(rec, s->seq, s->has_seq, s->seat, s->kind.s) != 1)
			continue;
		switch (kind) {
		case CARC_FAULT_POINTS_WRONG_SEAT:
		case CARC_FAULT_TOWER_OWNER: {
			int seat, s0;

			if (!s->has_seq || rec->nplayers < 2)
				continue;
			if (kind == CARC_FAULT_TOWER_OWNER ?
			    strcmp(s->kind.s, "watchtower") != 0 :
			    !is_feature_kind(s->kind.s))
				continue;
			/* a seat with no row of this kind at this seq */
			s0 = (int)carc_rng_below(rng, (uint32_t)rec->nplayers);
			for (seat = 0; seat < (int)rec->nplayers; seat++) {
				int q = (s0 + seat) % (int)rec->nplayers;

				/* not the placer: its meeple on the new tile
				 * would make it BASE-MEEPLE-FIXED */
				if (q != s->seat && q != rec->moves[s->seq].seat &&
				    rows_of_key(rec, s->seq, 1, q, s->kind.s) ==
				    0) {
					other = q;
					break;
				}
			}
			if (other < 0)
				continue;
			break;
		}
		case CARC_FAULT_SIGN_LEFT_OUT:
		case CARC_FAULT_SIGN_MISCOUNT:
			if (strcmp(s->kind.s, "road") != 0)
				continue;
			break;
		case CARC_FAULT_POINTS_CHANGED:
			if (!s->has_seq && s->points < 2)
				continue;
			/* a road's amount off by a signpost's worth is read
			 * as a misjudged signpost (SIGN-DIR ...) */
			if (strcmp(s->kind.s, "road") == 0 &&
			    fault_enables(rec, "signposts"))
				continue;
			break;
		case CARC_FAULT_POINTS_MISSING:
			/* Points left out cite the rule that gave them,
			 * whatever the slip (a meeple placed this turn, a
			 * loop, no final scoring at all: hints only).  Not
			 * where the same points stand at the next seq: that
			 * is the record one move late (ORDER-TURN). */
			if (s->has_seq && late_twin(rec, s))
				continue;
			break;
		default:
			break;
		}
		tries++;
		memset(&sc, 0, sizeof(sc));
		sc.kind = kind;
		sc.row = r;
		sc.other = other;
		if (fault_scan(f, rec, s->has_seq ? s->seq : AT_FINAL, score_cb, &sc,
		    err) != 0)
			return -1;
		if (!sc.ok)
			continue;
		t->seq = s->seq;
		t->has_seq = s->has_seq;
		t->seat = (int)s->seat;
		t->rule = sc.rule;
		switch (kind) {
		case CARC_FAULT_POINTS_CHANGED: {
			static const int d[] = { -2, -1, 1, 2, 3 };
			int64_t p;

			/* at the end, more points may be read as one feature
			 * counted twice (BASE-END-ONLY-MEEPLES): less only.
			 * A tower row changed by an even amount may be read as
			 * a meeple tower counted after meeples left
			 * (TOWER-ORDER): odd changes only there. */
			do
				p = s->points + d[carc_rng_below(rng, 5)];
			while (p < 1 || (!s->has_seq && p >= s->points) ||
			    (strcmp(s->kind.s, "watchtower") == 0 &&
			    (p - s->points) % 2 == 0));
			snprintf(t->detail, sizeof(t->detail), "%s points %d "
			    "-> %d", s->kind.s, (int)s->points, (int)p);
			s->points = p;
			break;
		}
		case CARC_FAULT_POINTS_MISSING:
			snprintf(t->detail, sizeof(t->detail), "%d %s points "
			    "of seat %d left out", (int)s->points, s->kind.s,
			    (int)s->seat);
			memmove(s, s + 1, (n - r - 1) * sizeof(*s));
			rec->nscores--;
			break;
		case CARC_FAULT_SIGN_LEFT_OUT:
			snprintf(t->detail, sizeof(t->detail), "road %d -> %d "
			    "(bonus %d left out)", sc.expected, sc.base,
			    sc.bonus);
			s->points = sc.expected - sc.bonus;
			break;
		case CARC_FAULT_SIGN_MISCOUNT:
			snprintf(t->detail, sizeof(t->detail), "road %d -> %d "
			    "(bonus %d counted twice)", sc.expected,
			    sc.expected + sc.bonus, sc.bonus);
			s->points = sc.expected + sc.bonus;
			break;
		default:	/* to another seat */
			snprintf(t->detail, sizeof(t->detail), "%d %s points "
			    "of seat %d given to seat %d", (int)s->points,
			    s->kind.s, (int)s->seat, other);
			s->seat = other;
			t->seat = other;
			t->rule = kind == CARC_FAULT_TOWER_OWNER ?
			    "TOWER-OWNER" : "BASE-SCORE-MAJ";
			break;
		}
		return 1;
	}
	return 0;
}

/* Points for a kind of feature the placed tile does not show. */
int
fault_inject_added(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	/* not monastery: a monastery around the tile may hold the seat's
	 * monk (then BASE-MON-PTS is the likelier slip) */
	static const char *const kinds[2] = { "road", "city" };
	static const int kv[2] = { CARC_ROAD, CARC_CITY };
	int64_t k = fault_pick_move(rec, rng, 0, 0);
	const struct carc_tile_type *tt;
	struct carc_score *s;
	int i, j, q, seat;

	if (k < 0 || fault_begin(f, rec, err) != 0)
		return k < 0 ? 0 : -1;
	carc_game_end(f->g);
	tt = &f->set->cat.types[f->types[k]];
	/* a plugin's tile may have points of its own that the record
	 * could have filed under a feature (ROSE-INDEPENDENT ...) */
	if (strcmp(tt->set, "base") != 0)
		return 0;
	q = (int)carc_rng_below(rng, 2);
	for (i = 0; i < 2; i++) {
		int kind = (q + i) % 2, shows = 0;

		for (j = 0; j < tt->nseg; j++)
			if (tt->seg[j].kind == kv[kind])
				shows = 1;
		if (shows)
			continue;
		seat = (int)carc_rng_below(rng, (uint32_t)rec->nplayers);
		if (rows_of_key(rec, k, 1, seat, kinds[kind]) != 0)
			continue;
		if (carc_record_reserve(rec, 0, rec->nscores + 1) != 0)
			return carc_error_set(err, "out of memory");
		s = &rec->scores[rec->nscores++];
		memset(s, 0, sizeof(*s));
		s->seq = k;
		s->has_seq = s->has_seat = s->has_points = 1;
		s->seat = seat;
		s->points = 1 + carc_rng_below(rng, 9);
		snprintf(s->kind.s, sizeof(s->kind.s), "%s", kinds[kind]);
		t->seq = k;
		t->seat = seat;
		t->rule = "SCORE-UNEXPECTED";
		snprintf(t->detail, sizeof(t->detail), "%d %s points for "
		    "seat %d on tile %s", (int)s->points, kinds[kind], seat,
		    tt->id);
		return 1;
	}
	return 0;
}

/* Compass points for a quarter tile that got none: it lay outside its
 * section (ROSE-QUARTER-ELSEWHERE). */
static int
compass_cb(struct carc_faulter *f, const struct carc_record *rec, size_t k,
    int phase, void *ctx)
{
	const struct carc_move *m;
	const struct carc_tile_type *tt;
	const struct carc_award *a;
	size_t n, i, len;
	struct cand *c;

	(void)ctx;
	if (phase != PH_SCORED)
		return 0;
	m = &rec->moves[k];
	tt = &f->set->cat.types[f->types[k]];
	len = strlen(tt->id);
	if (strcmp(tt->set, "compass") != 0)
		return 0;
	/* the orange and blue roses are not quarter tiles */
	if ((len >= 7 && strcmp(tt->id + len - 7, "-ORANGE") == 0) ||
	    (len >= 5 && strcmp(tt->id + len - 5, "-BLUE") == 0))
		return 0;
	/* Any quarter tile of either variant, any rotation, whichever
	 * rose is active: the citation is ROSE-QUARTER-ELSEWHERE; the
	 * likelier misreading (ROSE-ACTIVE, ROSE-SECTION, ROSE-ORIENT-FREE,
	 * ROSE-SPIELBOX) is only the hint (rule-ids.md). */
	n = carc_game_awards(f->g, &a);
	for (i = 0; i < n; i++)
		if (strcmp(a[i].kind, "compass") == 0)
			return 0;
	if ((c = fault_cand_add(f)) == NULL)
		return -1;
	c->k = k;
	c->seat = (int)m->seat;
	return 0;
}

int
fault_inject_compass(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const struct cand *c;
	struct carc_score *s;

	if (fault_scan(f, rec, EVERY, compass_cb, NULL, err) != 0)
		return -1;
	if (f->nc == 0)
		return 0;
	c = &f->c[carc_rng_below(rng, (uint32_t)f->nc)];
	if (carc_record_reserve(rec, 0, rec->nscores + 1) != 0)
		return carc_error_set(err, "out of memory");
	s = &rec->scores[rec->nscores++];
	memset(s, 0, sizeof(*s));
	s->seq = (int64_t)c->k;
	s->has_seq = s->has_seat = s->has_points = 1;
	s->seat = c->seat;
	s->points = 3;
	snprintf(s->kind.s, sizeof(s->kind.s), "compass");
	t->seq = (int64_t)c->k;
	t->seat = c->seat;
	t->rule = "ROSE-QUARTER-ELSEWHERE";
	snprintf(t->detail, sizeof(t->detail), "3 compass points for %s "
	    "outside its section", rec->moves[c->k].tile);
	return 1;
}
