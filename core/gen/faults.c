/*
 * faults.c - see faults.h: the faulter, the replay that finds places for
 * faults, and the placement, meeple, supply, seat and tile faults.  The
 * score faults are faults_score.c.
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
#include "gen/faults_private.h"

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
	if (carc_game_new(&f->g, &set->list, err) != 0) {
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

struct cand *
fault_cand_add(struct carc_faulter *f)
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

int
fault_begin(struct carc_faulter *f, const struct carc_record *rec,
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
		gp[i].plugin = lp->eng;
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
int
fault_scan(struct carc_faulter *f, const struct carc_record *rec, int64_t target,
    scan_fn fn, void *ctx, struct carc_error *err)
{
	struct carc_game *g = f->g;
	size_t k;
	int stop = 0;

	f->nc = 0;
	if (fault_begin(f, rec, err) != 0)
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
int64_t
fault_pick_move(const struct carc_record *rec, struct carc_rng *rng, int quiet,
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

int
fault_enables(const struct carc_record *rec, const char *name)
{
	size_t i;

	for (i = 0; i < rec->nexpansions; i++)
		if (strcmp(rec->expansions[i].name, name) == 0)
			return 1;
	return 0;
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
				if ((c = fault_cand_add(f)) == NULL)
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
			if ((c = fault_cand_add(f)) == NULL)
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
fault_inject_place(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	struct place_ctx pc = { kind, rng };
	struct carc_move *m;
	int64_t k = fault_pick_move(rec, rng, 1, 0);
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
	if (fault_scan(f, rec, k, place_cb, &pc, err) != 0)
		return -1;
	if (f->nc == 0)
		return 0;
	c = &f->c[carc_rng_below(rng, (uint32_t)f->nc)];
	m->x = c->x;
	m->y = c->y;
	m->rotation = 90 * c->rot;
	/* a meeple's spot may not exist on the turned tile */
	set_meeple(m, NULL);
	/* both break BASE-PLACE-EDGE; where another rotation fits,
	 * BASE-PLACE-ROT (which forbids nothing) is only the hint */
	t->rule = "BASE-PLACE-EDGE";
	snprintf(t->detail, sizeof(t->detail), "tile %s to (%d,%d) rotation %d",
	    m->tile, c->x, c->y, 90 * c->rot);
	return 1;
}

/* -- meeple faults ---------------------------------------------------------------- */

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

			/* a spot the tower tile does not have: the replay
			 * stops there, under TOWER-NO-MEEPLE */
			carc_game_check_meeple(f->g, seat, tower_spots[i], &chk);
			if (chk.fault != CARC_MEEPLE_NO_SPOT || chk.rule == NULL ||
			    strcmp(chk.rule, "TOWER-NO-MEEPLE") != 0)
				continue;
			if ((c = fault_cand_add(f)) == NULL)
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
		if ((c = fault_cand_add(f)) == NULL)
			return -1;
		c->k = k;
		c->seat = seat;
		/* an eighth meeple breaks BASE-MEEPLE-SUPPLY (which one
		 * the record counts twice is the hint); a spot the tile
		 * lacks cites the most specific rule, as the engine says
		 * (record-format.md: TOWER-NO-MEEPLE, ROSE-NO-EFFECT,
		 * SIGN-NOT-FEATURE, BASE-MEEPLE-SPOT, else DATA-SPOT) */
		c->rule = kind == CARC_FAULT_MEEPLE_OCCUPIED ?
		    "BASE-MEEPLE-FREE" : kind == CARC_FAULT_MEEPLE_NOSPOT ?
		    chk.rule : "BASE-MEEPLE-SUPPLY";
		snprintf(c->spot, sizeof(c->spot), "%s", spot_names[i]);
	}
	return 0;
}

static int
fault_inject_meeple(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const struct cand *c;
	struct carc_move *m;

	if (fault_scan(f, rec, EVERY, meeple_cb, &kind, err) != 0)
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
fault_inject_overdrawn(struct carc_faulter *f, struct carc_rng *rng,
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
		if (fault_scan(f, rec, k, over_cb, &oc, err) != 0)
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
	if (plugin != NULL && (!fault_enables(rec, plugin) ||
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
		r = fault_inject_place(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_MEEPLE_OCCUPIED:
	case CARC_FAULT_MEEPLE_EIGHTH:
	case CARC_FAULT_MEEPLE_NOSPOT:
	case CARC_FAULT_MEEPLE_TOWER:
		r = fault_inject_meeple(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_POINTS_CHANGED:
	case CARC_FAULT_POINTS_WRONG_SEAT:
	case CARC_FAULT_POINTS_MISSING:
	case CARC_FAULT_SIGN_LEFT_OUT:
	case CARC_FAULT_SIGN_MISCOUNT:
	case CARC_FAULT_TOWER_OWNER:
		r = fault_inject_score(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_POINTS_ADDED:
		r = fault_inject_added(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_COMPASS_ELSEWHERE:
		r = fault_inject_compass(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_TILE_OVERDRAWN:
		r = fault_inject_overdrawn(f, rng, &f->copy, t, err);
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
		    (k = fault_pick_move(&f->copy, rng, 1, 0)) < 0)
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
		if ((k = fault_pick_move(&f->copy, rng, 0, 0)) < 0)
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
		if ((k = fault_pick_move(&f->copy, rng, 1, 0)) < 0)
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
