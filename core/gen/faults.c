/*
 * faults.c - see faults.h.
 *
 * Each injector picks a place for its fault at random among the places the
 * game offers, preferring moves whose change disturbs nothing else at that
 * seq (no meeple, no points), so that the expected divergence is the one
 * the fault makes.  Later seqs may diverge too (a moved tile changes what
 * follows); tests/faults.sh only asks that nothing diverges before the
 * fault and that the fault is reported at its seq with its rule id.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/faults.h"

const char *const carc_fault_names[CARC_FAULT_N] = {
	"place-edge", "place-rot", "place-isolated", "place-occupied",
	"meeple-occupied", "meeple-eighth", "meeple-nospot",
	"points-changed", "points-wrong-seat", "points-missing",
	"points-added", "total-wrong", "seat-order", "tile-unknown",
	"tile-overdrawn", "discard-fits", "meeple-tower", "compass-elsewhere",
	"sign-left-out", "sign-miscount", "tower-owner"
};

const char *
carc_fault_plugin(int kind)
{
	switch (kind) {
	case CARC_FAULT_MEEPLE_TOWER:
	case CARC_FAULT_TOWER_OWNER:
		return "watchtowers";
	case CARC_FAULT_COMPASS_ELSEWHERE:
		return "compass";
	case CARC_FAULT_SIGN_LEFT_OUT:
	case CARC_FAULT_SIGN_MISCOUNT:
		return "signposts";
	default:
		return NULL;
	}
}

int
carc_fault_parse(const char *name)
{
	int i;

	for (i = 0; i < CARC_FAULT_N; i++)
		if (strcmp(name, carc_fault_names[i]) == 0)
			return i;
	return -1;
}

/* A place for a fault. */
struct cand {
	size_t k;			/* the move, or the score row */
	int x, y, rot, seat, type;
	int points;
	const char *rule;
	char spot[CARC_SPOT_MAX];
};

struct carc_faulter {
	const struct carc_plugin_set *set;
	struct carc_game *g;
	int *types;
	size_t types_cap;
	struct cand *c;
	size_t nc, c_cap;
	struct carc_record copy;
};

int
carc_faulter_new(struct carc_faulter **out, const struct carc_plugin_set *set,
    struct carc_error *err)
{
	struct carc_faulter *f;

	*out = NULL;
	if ((f = calloc(1, sizeof(*f))) == NULL)
		return carc_error_set(err, "out of memory");
	f->set = set;
	carc_record_init(&f->copy);
	if (carc_game_new(&f->g, set, err) != 0) {
		free(f);
		return -1;
	}
	*out = f;
	return 0;
}

void
carc_faulter_free(struct carc_faulter *f)
{
	if (f == NULL)
		return;
	carc_game_free(f->g);
	free(f->types);
	free(f->c);
	carc_record_free(&f->copy);
	free(f);
}

int
carc_record_copy(struct carc_record *dst, const struct carc_record *src)
{
	struct carc_move *mv = dst->moves;
	struct carc_score *sc = dst->scores;
	size_t mc = dst->moves_cap, scap = dst->scores_cap;

	memcpy(dst, src, sizeof(*dst));
	dst->moves = mv;
	dst->scores = sc;
	dst->moves_cap = mc;
	dst->scores_cap = scap;
	dst->nmoves = dst->nscores = 0;
	if (carc_record_reserve(dst, src->nmoves, src->nscores) != 0)
		return -1;
	if (src->nmoves)
		memcpy(dst->moves, src->moves, src->nmoves * sizeof(*mv));
	if (src->nscores)
		memcpy(dst->scores, src->scores, src->nscores * sizeof(*sc));
	dst->nmoves = src->nmoves;
	dst->nscores = src->nscores;
	return 0;
}

static struct cand *
cand_add(struct carc_faulter *f)
{
	struct cand *c;

	if (f->nc == f->c_cap) {
		size_t ncap = f->c_cap ? 2 * f->c_cap : 64;
		struct cand *np = realloc(f->c, ncap * sizeof(*np));

		if (np == NULL)
			return NULL;
		f->c = np;
		f->c_cap = ncap;
	}
	c = &f->c[f->nc++];
	memset(c, 0, sizeof(*c));
	return c;
}

/* -- replaying a valid record ---------------------------------------------- */

enum { PH_BEFORE, PH_PLACED, PH_SCORED, PH_FINAL };
#define AT_FINAL ((int64_t)-2)
#define EVERY ((int64_t)-1)

typedef int (*scan_fn)(struct carc_faulter *f, const struct carc_record *rec,
    size_t k, int phase, void *ctx);

static int
begin(struct carc_faulter *f, const struct carc_record *rec,
    struct carc_error *err)
{
	struct carc_game_plugin gp[CARC_MAX_EXPANSIONS];
	size_t i;
	int ruleset = carc_ruleset_parse(rec->ruleset);

	if (ruleset < 0)
		return carc_error_set(err, "game %lld: unknown ruleset '%s'",
		    (long long)rec->id, rec->ruleset);
	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_expansion *x = &rec->expansions[i];
		const struct carc_loaded_plugin *lp =
		    carc_plugins_find(f->set, x->name);
		const char *const *vr;

		if (lp == NULL)
			return carc_error_set(err, "game %lld: no installed "
			    "plugin '%s'", (long long)rec->id, x->name);
		vr = lp->desc->variants;
		gp[i].plugin = lp;
		gp[i].variant = x->has_variant ? x->variant :
		    vr != NULL ? vr[0] : "";
	}
	if (carc_record_reserve(&f->copy, 0, 0) != 0 ||
	    rec->nmoves > f->types_cap) {
		int *np = realloc(f->types, (rec->nmoves + 64) * sizeof(*np));

		if (np == NULL)
			return carc_error_set(err, "out of memory");
		f->types = np;
		f->types_cap = rec->nmoves + 64;
	}
	for (i = 0; i < rec->nmoves; i++)
		if ((f->types[i] = carc_catalogue_find(&f->set->cat,
		    rec->moves[i].tile)) < 0)
			return carc_error_set(err, "game %lld: unknown tile "
			    "'%s'", (long long)rec->id, rec->moves[i].tile);
	return carc_game_begin(f->g, (int)rec->nplayers, ruleset, gp,
	    rec->nexpansions, err);
}

/* Replay rec; call fn at the phases of move `target` (EVERY: of every
 * move, and final scoring; AT_FINAL: final scoring only).  Stops when fn
 * returns non-zero.  Returns -1 with err if the record cannot be
 * replayed (it was not valid). */
static int
scan(struct carc_faulter *f, const struct carc_record *rec, int64_t target,
    scan_fn fn, void *ctx, struct carc_error *err)
{
	struct carc_game *g = f->g;
	size_t k;
	int stop = 0;

	f->nc = 0;
	if (begin(f, rec, err) != 0)
		return -1;
#define CALL(ph) do {							\
	if ((target == EVERY || target == (int64_t)k) &&		\
	    (stop = fn(f, rec, k, (ph), ctx)) != 0)			\
		goto done;						\
} while (0)
	for (k = 0; k < rec->nmoves; k++) {
		const struct carc_move *m = &rec->moves[k];
		int seat = m->has_seat ? (int)m->seat : -1;

		carc_game_clear_awards(g);
		CALL(PH_BEFORE);
		carc_game_supply_take(g, f->types[k]);
		if (m->action != CARC_ACTION_PLACE)
			continue;
		if (carc_game_place(g, (int)k, seat, f->types[k], (int)m->x,
		    (int)m->y, (int)(m->rotation / 90), 0) != 0) {
			carc_game_end(g);
			return carc_error_set(err, "game %lld seq %zu: cannot "
			    "replay the placement", (long long)rec->id, k);
		}
		if (k == 0)
			continue;
		CALL(PH_PLACED);
		if (!m->meeple.null) {
			struct carc_meeple_check chk;

			carc_game_check_meeple(g, seat, m->meeple.s, &chk);
			carc_game_meeple(g, seat, &chk);
		}
		carc_game_score_move(g);
		CALL(PH_SCORED);
		if (target == (int64_t)k)
			goto done;
	}
	if (target == EVERY || target == AT_FINAL) {
		carc_game_clear_awards(g);
		carc_game_final(g);
		if (fn(f, rec, rec->nmoves, PH_FINAL, ctx) != 0)
			stop = 1;
	}
#undef CALL
done:
	carc_game_end(g);
	(void)stop;
	return 0;
}

/* -- helpers ------------------------------------------------------------------ */

static int
seq_has_scores(const struct carc_record *rec, size_t k)
{
	size_t i;

	for (i = 0; i < rec->nscores; i++)
		if (rec->scores[i].has_seq && rec->scores[i].seq == (int64_t)k)
			return 1;
	return 0;
}

/* A placement move k >= 1, chosen at random; preferring moves with no
 * meeple and no points when `quiet`. */
static int64_t
pick_move(const struct carc_record *rec, struct carc_rng *rng, int quiet,
    int need_no_meeple)
{
	size_t n = rec->nmoves, start, i;
	int pass;

	if (n < 2)
		return -1;
	start = 1 + carc_rng_below(rng, (uint32_t)(n - 1));
	for (pass = quiet ? 0 : 1; pass < 2; pass++)
		for (i = 0; i < n - 1; i++) {
			size_t k = 1 + (start - 1 + i) % (n - 1);
			const struct carc_move *m = &rec->moves[k];

			if (m->action != CARC_ACTION_PLACE)
				continue;
			if (need_no_meeple && !m->meeple.null)
				continue;
			if (pass == 0 && (!m->meeple.null ||
			    seq_has_scores(rec, k)))
				continue;
			return (int64_t)k;
		}
	return -1;
}

static const char *const spot_names[] = {
	"N", "E", "S", "W", "C", "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"
};
#define NSPOT_NAMES (sizeof(spot_names) / sizeof(spot_names[0]))

static void
set_meeple(struct carc_move *m, const char *spot)
{
	memset(&m->meeple, 0, sizeof(m->meeple));
	if (spot == NULL)
		m->meeple.null = 1;
	else
		snprintf(m->meeple.s, sizeof(m->meeple.s), "%s", spot);
}

static int
enables(const struct carc_record *rec, const char *name)
{
	size_t i;

	for (i = 0; i < rec->nexpansions; i++)
		if (strcmp(rec->expansions[i].name, name) == 0)
			return 1;
	return 0;
}

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

static size_t
final_rows(const struct carc_record *rec)
{
	size_t i, n = 0;

	for (i = 0; i < rec->nscores; i++)
		n += !rec->scores[i].has_seq;
	return n;
}

static int
is_feature_kind(const char *kind)
{
	return strcmp(kind, "road") == 0 || strcmp(kind, "city") == 0 ||
	    strcmp(kind, "monastery") == 0;
}

/* -- placement faults ---------------------------------------------------------- */

struct place_ctx {
	int kind;
	struct carc_rng *rng;
};

/* Empty squares next to a tile (duplicates allowed). */
static int
each_border(struct carc_faulter *f, const struct carc_record *rec, size_t k,
    struct place_ctx *pc)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
	const struct carc_move *m = &rec->moves[k];
	int type = f->types[k];
	size_t i;
	int e;

	for (i = 0; i < k; i++) {
		const struct carc_move *p = &rec->moves[i];

		if (p->action != CARC_ACTION_PLACE)
			continue;
		for (e = 0; e < 4; e++) {
			int x = (int)p->x + dx[e], y = (int)p->y + dy[e];
			struct cand *c;

			if (carc_game_occupied(f->g, x, y))
				continue;
			if (pc->kind == CARC_FAULT_PLACE_EDGE) {
				/* fits here in no rotation (but elsewhere:
				 * the record placed it) */
				if (carc_game_rotation_fitting(f->g, type, x,
				    y) >= 0)
					continue;
				if ((c = cand_add(f)) == NULL)
					return -1;
				c->x = x;
				c->y = y;
				c->rot = (int)carc_rng_below(pc->rng, 4);
			}
		}
	}
	if (pc->kind == CARC_FAULT_PLACE_ROT) {
		int r;

		for (r = 0; r < 4; r++) {
			struct cand *c;

			if (carc_game_check_place(f->g, type, (int)m->x,
			    (int)m->y, r) == CARC_PLACE_OK)
				continue;
			if ((c = cand_add(f)) == NULL)
				return -1;
			c->x = (int)m->x;
			c->y = (int)m->y;
			c->rot = r;
		}
	}
	return 0;
}

static int
place_cb(struct carc_faulter *f, const struct carc_record *rec, size_t k,
    int phase, void *ctx)
{
	if (phase != PH_BEFORE)
		return 0;
	return each_border(f, rec, k, ctx) != 0 ? -1 : 1;
}

static int
inject_place(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	struct place_ctx pc = { kind, rng };
	struct carc_move *m;
	int64_t k = pick_move(rec, rng, 1, 0);
	const struct cand *c;
	size_t i;
	int minx = 0, maxx = 0;

	if (k < 0)
		return 0;
	m = &rec->moves[k];
	t->seq = k;
	t->seat = (int)m->seat;
	switch (kind) {
	case CARC_FAULT_PLACE_ISOLATED:
		/* two squares east of the easternmost tile */
		for (i = 0; i < (size_t)k; i++)
			if (rec->moves[i].action == CARC_ACTION_PLACE &&
			    rec->moves[i].x > maxx)
				maxx = (int)rec->moves[i].x;
		m->x = maxx + 2;
		t->rule = "BASE-PLACE-ADJ";
		snprintf(t->detail, sizeof(t->detail), "tile %s moved to (%d,%d)",
		    m->tile, (int)m->x, (int)m->y);
		return 1;
	case CARC_FAULT_PLACE_OCCUPIED: {
		size_t n = 0, pick;

		for (i = 0; i < (size_t)k; i++)
			if (rec->moves[i].action == CARC_ACTION_PLACE)
				n++;
		pick = carc_rng_below(rng, (uint32_t)n);
		for (i = 0; i < (size_t)k; i++)
			if (rec->moves[i].action == CARC_ACTION_PLACE &&
			    pick-- == 0)
				break;
		m->x = rec->moves[i].x;
		m->y = rec->moves[i].y;
		t->rule = "BASE-PLACE-ADJ";
		snprintf(t->detail, sizeof(t->detail), "tile %s put on seq "
		    "%zu's square (%d,%d)", m->tile, i, (int)m->x, (int)m->y);
		(void)minx;
		return 1;
	}
	default:
		break;
	}
	if (scan(f, rec, k, place_cb, &pc, err) != 0)
		return -1;
	if (f->nc == 0)
		return 0;
	c = &f->c[carc_rng_below(rng, (uint32_t)f->nc)];
	m->x = c->x;
	m->y = c->y;
	m->rotation = 90 * c->rot;
	/* a meeple's spot may not exist on the turned tile */
	set_meeple(m, NULL);
	t->rule = kind == CARC_FAULT_PLACE_EDGE ? "BASE-PLACE-EDGE" :
	    "BASE-PLACE-ROT";
	snprintf(t->detail, sizeof(t->detail), "tile %s to (%d,%d) rotation %d",
	    m->tile, c->x, c->y, 90 * c->rot);
	return 1;
}

/* -- meeple faults ---------------------------------------------------------------- */

/*
 * Which meeple the record counts twice when it puts an eighth on the
 * board (rules-en.md 1.4; the engine's table in carc_game_check_meeple):
 * a farmer is on the board: it let a farmer come back  BASE-FARMER-STAY
 * none of the seat's meeples ever came back: 8 at setup  BASE-SETUP-SUPPLY
 * otherwise                                              BASE-MEEPLE-SUPPLY
 */
static const char *
eighth_rule(const struct carc_game *g, int seat)
{
	if (carc_game_has_farmer(g, seat))
		return "BASE-FARMER-STAY";
	if (!carc_game_returned(g, seat, CARC_ROAD) &&
	    !carc_game_returned(g, seat, CARC_CITY) &&
	    !carc_game_returned(g, seat, CARC_MONASTERY))
		return "BASE-SETUP-SUPPLY";
	return "BASE-MEEPLE-SUPPLY";
}

static int
meeple_cb(struct carc_faulter *f, const struct carc_record *rec, size_t k,
    int phase, void *ctx)
{
	const struct carc_move *m;
	const struct carc_tile_type *tt;
	int kind = *(int *)ctx, seat;
	static const char *const tower_spots[] = {
		"T", "TOWER", "tower", "C", "X"
	};
	size_t i;

	if (phase != PH_PLACED || !rec->moves[k].meeple.null)
		return 0;
	m = &rec->moves[k];
	tt = &f->set->cat.types[f->types[k]];
	seat = (int)m->seat;
	if (kind == CARC_FAULT_MEEPLE_EIGHTH &&
	    carc_game_supply(f->g, seat) > 0)
		return 0;
	if (kind == CARC_FAULT_MEEPLE_TOWER) {
		if (strcmp(tt->set, "watchtowers") != 0)
			return 0;
		for (i = 0; i < sizeof(tower_spots) / sizeof(*tower_spots);
		    i++) {
			struct carc_meeple_check chk;
			struct cand *c;

			carc_game_check_meeple(f->g, seat, tower_spots[i], &chk);
			if (chk.fault != CARC_MEEPLE_REFUSED || chk.rule == NULL ||
			    strcmp(chk.rule, "TOWER-NO-MEEPLE") != 0)
				continue;
			if ((c = cand_add(f)) == NULL)
				return -1;
			c->k = k;
			c->seat = seat;
			snprintf(c->spot, sizeof(c->spot), "%s", tower_spots[i]);
			break;
		}
		return 0;
	}
	for (i = 0; i < NSPOT_NAMES; i++) {
		struct carc_meeple_check chk;
		struct cand *c;
		int want = kind == CARC_FAULT_MEEPLE_OCCUPIED ?
		    CARC_MEEPLE_OCCUPIED : kind == CARC_FAULT_MEEPLE_EIGHTH ?
		    CARC_MEEPLE_NO_SUPPLY : CARC_MEEPLE_NO_SPOT;

		carc_game_check_meeple(f->g, seat, spot_names[i], &chk);
		if (chk.fault != want)
			continue;
		if ((c = cand_add(f)) == NULL)
			return -1;
		c->k = k;
		c->seat = seat;
		c->rule = kind == CARC_FAULT_MEEPLE_OCCUPIED ?
		    "BASE-MEEPLE-FREE" : kind == CARC_FAULT_MEEPLE_NOSPOT ?
		    "DATA-SPOT" : eighth_rule(f->g, seat);
		snprintf(c->spot, sizeof(c->spot), "%s", spot_names[i]);
	}
	return 0;
}

static int
inject_meeple(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const struct cand *c;
	struct carc_move *m;

	if (scan(f, rec, EVERY, meeple_cb, &kind, err) != 0)
		return -1;
	if (f->nc == 0)
		return 0;
	c = &f->c[carc_rng_below(rng, (uint32_t)f->nc)];
	m = &rec->moves[c->k];
	set_meeple(m, c->spot);
	t->seq = (int64_t)c->k;
	t->seat = c->seat;
	t->rule = kind == CARC_FAULT_MEEPLE_TOWER ? "TOWER-NO-MEEPLE" : c->rule;
	snprintf(t->detail, sizeof(t->detail), "meeple on %s of tile %s",
	    c->spot, m->tile);
	return 1;
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
		sc->rule = a->tie ? "BASE-SCORE-TIE" :
		    !final && is_feature_kind(s->kind.s) ? "BASE-SCORE-WHEN" :
		    a->rule;
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

static int
inject_score(struct carc_faulter *f, int kind, struct carc_rng *rng,
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
			    enables(rec, "signposts"))
				continue;
			break;
		case CARC_FAULT_POINTS_MISSING:
			/* Not where the verifier would see a likelier slip:
			 * a meeple placed this turn (BASE-TURN-PHASES), a
			 * road that may be a loop (BASE-ROAD-DONE), no final
			 * scoring left at all (BASE-END). */
			if (s->has_seq && (!rec->moves[s->seq].meeple.null ||
			    strcmp(s->kind.s, "road") == 0))
				continue;
			if (!s->has_seq && final_rows(rec) < 2)
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
		if (scan(f, rec, s->has_seq ? s->seq : AT_FINAL, score_cb, &sc,
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
			 * counted twice (BASE-END-ONLY-MEEPLES): less only */
			do
				p = s->points + d[carc_rng_below(rng, 5)];
			while (p < 1 || (!s->has_seq && p >= s->points));
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
static int
inject_added(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	/* not monastery: a monastery around the tile may hold the seat's
	 * monk (then BASE-MON-PTS is the likelier slip) */
	static const char *const kinds[2] = { "road", "city" };
	static const int kv[2] = { CARC_ROAD, CARC_CITY };
	int64_t k = pick_move(rec, rng, 0, 0);
	const struct carc_tile_type *tt;
	struct carc_score *s;
	int i, j, q, seat;

	if (k < 0 || begin(f, rec, err) != 0)
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
	/* A plain miss only: HiG sections, the orange rose unturned and
	 * still active, the quarter tile unturned.  Elsewhere the plugin
	 * names the likelier misreading (ROSE-ACTIVE, ROSE-SECTION,
	 * ROSE-ORIENT-FREE, ROSE-SPIELBOX). */
	if (m->rotation != 0 || rec->moves[0].rotation != 0 ||
	    strncmp(tt->id, "CR-", 3) != 0)
		return 0;
	for (i = 1; i < k; i++) {
		size_t l = strlen(rec->moves[i].tile);

		if (l >= 5 && strcmp(rec->moves[i].tile + l - 5, "-BLUE") == 0)
			return 0;
	}
	n = carc_game_awards(f->g, &a);
	for (i = 0; i < n; i++)
		if (strcmp(a[i].kind, "compass") == 0)
			return 0;
	if ((c = cand_add(f)) == NULL)
		return -1;
	c->k = k;
	c->seat = (int)m->seat;
	return 0;
}

static int
inject_compass(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const struct cand *c;
	struct carc_score *s;

	if (scan(f, rec, EVERY, compass_cb, NULL, err) != 0)
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

/* -- the supply, the seats, the tiles -------------------------------------------- */

struct over_ctx {
	struct carc_rng *rng;
	int type, x, y, rot, fits;
};

static int
over_cb(struct carc_faulter *f, const struct carc_record *rec, size_t k,
    int phase, void *ctx)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
	struct over_ctx *oc = ctx;
	size_t t, n = 0, i, pick;
	int e;

	if (phase != PH_BEFORE)
		return 0;
	/* types of this game's sets with every copy drawn */
	for (t = 0; t < f->set->cat.ntypes; t++)
		if (carc_game_tile_enabled(f->g, (int)t) &&
		    carc_game_supply_left(f->g, (int)t) <= 0 &&
		    (int)t != f->types[k])
			n++;
	if (n == 0)
		return 1;
	pick = carc_rng_below(oc->rng, (uint32_t)n);
	for (t = 0; t < f->set->cat.ntypes; t++)
		if (carc_game_tile_enabled(f->g, (int)t) &&
		    carc_game_supply_left(f->g, (int)t) <= 0 &&
		    (int)t != f->types[k] && pick-- == 0)
			break;
	oc->type = (int)t;
	/* a legal square for it, so the supply is the only fault */
	for (i = 0; i < k && !oc->fits; i++) {
		const struct carc_move *p = &rec->moves[i];

		if (p->action != CARC_ACTION_PLACE)
			continue;
		for (e = 0; e < 4 && !oc->fits; e++) {
			int x = (int)p->x + dx[e], y = (int)p->y + dy[e], r;

			if (carc_game_occupied(f->g, x, y) ||
			    (r = carc_game_rotation_fitting(f->g, oc->type, x,
			    y)) < 0)
				continue;
			oc->fits = 1;
			oc->x = x;
			oc->y = y;
			oc->rot = r;
		}
	}
	oc->type = oc->type + 1;	/* 0: none found */
	return 1;
}

static int
inject_overdrawn(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	struct over_ctx oc;
	struct carc_move *m;
	int64_t k;
	int tries;

	if (strcmp(rec->tile_supply, "standard") != 0)
		return 0;
	for (tries = 0; tries < 4; tries++) {
		/* late in the game, where types have run out */
		k = (int64_t)rec->nmoves - 1 - (int64_t)carc_rng_below(rng,
		    (uint32_t)(rec->nmoves / 3 + 1));
		if (k < 1 || rec->moves[k].action != CARC_ACTION_PLACE)
			continue;
		memset(&oc, 0, sizeof(oc));
		oc.rng = rng;
		if (scan(f, rec, k, over_cb, &oc, err) != 0)
			return -1;
		if (oc.type == 0)
			continue;
		m = &rec->moves[k];
		snprintf(m->tile, sizeof(m->tile), "%s",
		    f->set->cat.types[oc.type - 1].id);
		set_meeple(m, NULL);
		if (oc.fits) {
			m->x = oc.x;
			m->y = oc.y;
			m->rotation = 90 * oc.rot;
		} else {
			/* BASE-PLACE-NOFIT: then a discard is right */
			m->action = CARC_ACTION_DISCARD;
			m->has_xy = m->has_rotation = 0;
		}
		t->seq = k;
		t->seat = (int)m->seat;
		t->rule = "DATA-TILESET";
		snprintf(t->detail, sizeof(t->detail), "one %s more than the "
		    "set holds", m->tile);
		return 1;
	}
	return 0;
}

/* -- entry ------------------------------------------------------------------------- */

int
carc_fault_inject(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const char *plugin = carc_fault_plugin(kind);
	struct carc_move *m;
	int64_t k;
	int r;

	memset(t, 0, sizeof(*t));
	t->kind = kind;
	t->has_seq = 1;
	t->seat = -1;
	if (plugin != NULL && (!enables(rec, plugin) ||
	    carc_plugins_find(f->set, plugin) == NULL))
		return 0;
	if (rec->nmoves < 2)
		return 0;
	/* work on a copy: an injector that finds no place leaves rec as it was */
	if (carc_record_copy(&f->copy, rec) != 0)
		return carc_error_set(err, "out of memory");
	switch (kind) {
	case CARC_FAULT_PLACE_EDGE:
	case CARC_FAULT_PLACE_ROT:
	case CARC_FAULT_PLACE_ISOLATED:
	case CARC_FAULT_PLACE_OCCUPIED:
		r = inject_place(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_MEEPLE_OCCUPIED:
	case CARC_FAULT_MEEPLE_EIGHTH:
	case CARC_FAULT_MEEPLE_NOSPOT:
	case CARC_FAULT_MEEPLE_TOWER:
		r = inject_meeple(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_POINTS_CHANGED:
	case CARC_FAULT_POINTS_WRONG_SEAT:
	case CARC_FAULT_POINTS_MISSING:
	case CARC_FAULT_SIGN_LEFT_OUT:
	case CARC_FAULT_SIGN_MISCOUNT:
	case CARC_FAULT_TOWER_OWNER:
		r = inject_score(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_POINTS_ADDED:
		r = inject_added(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_COMPASS_ELSEWHERE:
		r = inject_compass(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_TILE_OVERDRAWN:
		r = inject_overdrawn(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_TOTAL_WRONG: {
		int seat = (int)carc_rng_below(rng,
		    (uint32_t)f->copy.nplayers);
		int d = 1 + (int)carc_rng_below(rng, 5);

		if (!f->copy.players[seat].has_final)
			return 0;
		if (carc_rng_below(rng, 2))
			d = -d;
		f->copy.players[seat].final_score += d;
		t->has_seq = 0;
		t->seat = seat;
		t->rule = "SCORE-TOTAL";
		snprintf(t->detail, sizeof(t->detail), "seat %d total %+d",
		    seat, d);
		r = 1;
		break;
	}
	case CARC_FAULT_SEAT_ORDER:
		if (f->copy.nplayers < 2 ||
		    (k = pick_move(&f->copy, rng, 1, 0)) < 0)
			return 0;
		m = &f->copy.moves[k];
		m->seat = (m->seat + 1 + carc_rng_below(rng,
		    (uint32_t)f->copy.nplayers - 1)) %
		    (int64_t)f->copy.nplayers;
		t->seq = k;
		t->seat = (int)m->seat;
		t->rule = "DATA-SEAT";
		snprintf(t->detail, sizeof(t->detail), "seq %d played by seat "
		    "%d", (int)k, (int)m->seat);
		r = 1;
		break;
	case CARC_FAULT_TILE_UNKNOWN:
		if ((k = pick_move(&f->copy, rng, 0, 0)) < 0)
			return 0;
		m = &f->copy.moves[k];
		snprintf(t->detail, sizeof(t->detail), "tile %s renamed "
		    "ZZ-NO-SUCH-TILE", m->tile);
		snprintf(m->tile, sizeof(m->tile), "ZZ-NO-SUCH-TILE");
		t->seq = k;
		t->rule = "DATA-TILE-UNKNOWN";
		t->unverifiable = 1;
		r = 1;
		break;
	case CARC_FAULT_DISCARD_FITS:
		if ((k = pick_move(&f->copy, rng, 1, 0)) < 0)
			return 0;
		m = &f->copy.moves[k];
		m->action = CARC_ACTION_DISCARD;
		m->has_xy = m->has_rotation = 0;
		set_meeple(m, NULL);
		t->seq = k;
		t->seat = (int)m->seat;
		t->rule = "BASE-PLACE-MUST";
		snprintf(t->detail, sizeof(t->detail), "tile %s discarded",
		    m->tile);
		r = 1;
		break;
	default:
		return 0;
	}
	if (r == 1 && carc_record_copy(rec, &f->copy) != 0)
		return carc_error_set(err, "out of memory");
	return r;
}
