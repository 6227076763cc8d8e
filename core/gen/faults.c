/*
 * faults.c - see faults.h: generic mutations of a valid record, and the
 * rules each may be reported with, asked of the verifier.
 *
 * Each injector picks a place for its fault at random among the places the
 * game offers, preferring moves whose change disturbs nothing else at that
 * seq (no meeple, no points).  Later seqs may diverge too (a moved tile
 * changes what follows); tests/faults.sh only asks that nothing diverges
 * before the fault and that the verifier reports it at its seq with a rule
 * the truth allows.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/view.h"
#include "gen/faults.h"
#include "verify/score_check.h"
#include "verify/verify.h"

const char *const carc_fault_names[CARC_FAULT_N] = {
	"place-edge", "place-rot", "place-isolated", "place-occupied",
	"meeple-occupied", "meeple-eighth", "meeple-nospot",
	"points-changed", "points-wrong-seat", "points-missing",
	"points-added", "total-wrong", "seat-order", "tile-unknown",
	"tile-overdrawn", "discard-fits", "draw-order", "place-refused",
	"figure-spot", "figure-supply", "return-wrong", "action-dropped",
	"action-elsewhere", "action-undeclared"
};

const char *const carc_fault_contract[CARC_FAULT_N] = {
	"the engine's placement check (BASE-PLACE-EDGE ...)",
	"the engine's placement check (BASE-PLACE-EDGE ...)",
	"the engine's placement check (BASE-PLACE-ADJ)",
	"the engine's placement check (BASE-PLACE-ADJ)",
	"BASE-MEEPLE-FREE, or a rule of the tile's plugin",
	"BASE-MEEPLE-SUPPLY, or a rule of the tile's plugin",
	"DATA-SPOT, BASE-MEEPLE-SPOT, or a rule of the tile's plugin",
	"the rules of the seat's awards, SCORE-UNEXPECTED, BASE-SCORE-MAJ",
	"the rules of the move's awards, SCORE-UNEXPECTED, BASE-SCORE-*",
	"the rules of the seat's awards, SCORE-UNEXPECTED, BASE-SCORE-MAJ",
	"SCORE-UNEXPECTED, a base reason for no points, a game plugin's rule",
	"SCORE-TOTAL", "DATA-SEAT", "DATA-TILE-UNKNOWN (unverifiable)",
	"DATA-TILESET", "BASE-PLACE-MUST",
	"the driver's ruling of the draw (a plugin's order rule)",
	"the driver's ruling of the placement (a plugin's rule)",
	"the driver's ruling of the figure (its kind's spot rule, a feature's)",
	"the driver's ruling of the figure (its kind's supply rule)",
	"the driver's ruling of the take-back (its kind's return rule, a "
	"plugin's)",
	"a rule of a plugin of the game with a turn_end hook",
	"a rule of a plugin of the game (check_action, an action's own), "
	"its figure kind's spot rule",
	"the host's grammar of the actions table (unverifiable, naming the "
	"row)"
};

/* The record-format kinds an added score row may name. */
static const char *const added_kinds[] = { "road", "city", "monastery" };

/* An award the observer was told of, copied (its strings are the
 * engine's or a plugin's, valid during the call only). */
struct seen {
	int64_t seq;			/* -1: final scoring */
	int seat;
	char kind[CARC_KIND_MAX];
	char rules[160];
};

/* A place for a meeple fault, and the rule the driver says it breaks. */
struct spot_cand {
	size_t k;
	int seat;
	char spot[CARC_SPOT_MAX];
	const char *rule;		/* static */
};

struct carc_faulter {
	const struct carc_plugin_set *set;
	struct carc_verifier *vf;
	struct carc_verdict v;
	struct carc_record copy;
	/* what the observer collects */
	const struct carc_record *rec;
	int kind;
	struct seen *seen;
	size_t nseen, seen_cap;
	struct spot_cand *sc;
	size_t nsc, sc_cap;
	int oom;
};

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
carc_fault_allows(const char *allowed, const char *rule)
{
	const char *p = allowed;

	if (rule == NULL)
		return 0;
	while (*p != '\0') {
		size_t n = strcspn(p, " ");

		if (n > 0 && p[n - 1] == '*' ? strncmp(rule, p, n - 1) == 0 :
		    n > 0 && strlen(rule) == n && strncmp(rule, p, n) == 0)
			return 1;
		p += n;
		while (*p == ' ')
			p++;
	}
	return 0;
}

/* Add a rule (or "PREFIX*") to the truth's list, once. */
static void
allow(struct carc_fault_truth *t, const char *rule)
{
	size_t len = strlen(t->rules);
	const char *p = t->rules;

	if (rule == NULL || *rule == '\0')
		return;
	while (*p != '\0') {
		size_t n = strcspn(p, " ");

		if (n == strlen(rule) && strncmp(p, rule, n) == 0)
			return;
		p += n;
		while (*p == ' ')
			p++;
	}
	snprintf(t->rules + len, sizeof(t->rules) - len, "%s%s",
	    len ? " " : "", rule);
}

/* Every rule of the plugin named `name` (a tile's set): its prefix, from
 * the loaded plugin set.  The base set has no plugin. */
static void
allow_plugin(const struct carc_faulter *f, struct carc_fault_truth *t,
    const char *name)
{
	const struct carc_loaded_plugin *lp = carc_plugins_find(f->set, name);
	char buf[64];

	if (lp == NULL || lp->desc->rule_prefix == NULL)
		return;
	snprintf(buf, sizeof(buf), "%s*", lp->desc->rule_prefix);
	allow(t, buf);
}

/* ... of the plugin that owns tile id `tile`. */
static void
allow_tile_plugin(const struct carc_faulter *f, struct carc_fault_truth *t,
    const char *tile)
{
	int type = carc_catalogue_find(&f->set->cat, tile);

	if (type >= 0)
		allow_plugin(f, t, f->set->cat.types[type].set);
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
	carc_verdict_init(&f->v);
	if (carc_verifier_new(&f->vf, set, err) != 0) {
		free(f);
		return -1;
	}
	/* the plugins answer the driver's judgements only while the game
	 * the replay stopped in runs */
	carc_verifier_keep_game(f->vf, 1);
	*out = f;
	return 0;
}

void
carc_faulter_free(struct carc_faulter *f)
{
	if (f == NULL)
		return;
	carc_verifier_free(f->vf);
	carc_verdict_free(&f->v);
	carc_record_free(&f->copy);
	free(f->seen);
	free(f->sc);
	free(f);
}

int
carc_record_copy(struct carc_record *dst, const struct carc_record *src)
{
	struct carc_move *mv = dst->moves;
	struct carc_score *sc = dst->scores;
	struct carc_action_row *ac = dst->actions;
	size_t mc = dst->moves_cap, scap = dst->scores_cap;
	size_t acap = dst->actions_cap;

	memcpy(dst, src, sizeof(*dst));
	dst->moves = mv;
	dst->scores = sc;
	dst->actions = ac;
	dst->moves_cap = mc;
	dst->scores_cap = scap;
	dst->actions_cap = acap;
	dst->nmoves = dst->nscores = dst->nactions = 0;
	if (carc_record_reserve(dst, src->nmoves, src->nscores) != 0 ||
	    carc_record_reserve_actions(dst, src->nactions) != 0)
		return -1;
	if (src->nmoves)
		memcpy(dst->moves, src->moves, src->nmoves * sizeof(*mv));
	if (src->nscores)
		memcpy(dst->scores, src->scores, src->nscores * sizeof(*sc));
	if (src->nactions)
		memcpy(dst->actions, src->actions,
		    src->nactions * sizeof(*ac));
	dst->nmoves = src->nmoves;
	dst->nscores = src->nscores;
	dst->nactions = src->nactions;
	return 0;
}

/* -- asking the verifier ------------------------------------------------------ */

/* A replay of the valid record must find nothing wrong. */
static int
replay_ok(struct carc_faulter *f, const struct carc_record *rec,
    struct carc_error *err)
{
	if (f->oom)
		return carc_error_set(err, "out of memory");
	if (f->v.kind == CARC_UNVERIFIABLE)
		return carc_error_set(err, "game %lld cannot be replayed: %s",
		    (long long)rec->id, f->v.reason);
	if (f->v.ndiv > 0 || f->v.stopped)
		return carc_error_set(err, "game %lld is not valid: %s at "
		    "seq %lld", (long long)rec->id, f->v.div[0].rule,
		    (long long)f->v.div[0].seq);
	return 0;
}

/* The game as move `last` left it (last = k - 1: the board move k is
 * played on, its tile not drawn yet). */
static const struct carc_game *
replay_until(struct carc_faulter *f, const struct carc_record *rec,
    int64_t last, struct carc_error *err)
{
	carc_verifier_observe(f->vf, NULL, NULL);
	f->oom = 0;
	carc_verify_until(f->vf, rec, last, &f->v);
	if (replay_ok(f, rec, err) != 0)
		return NULL;
	return carc_verifier_game(f->vf);
}

/* The game with move k's tile placed, its figure and scoring to come:
 * where the driver judges the move's figure or take-back. */
static const struct carc_game *
replay_until_tile(struct carc_faulter *f, const struct carc_record *rec,
    int64_t k, struct carc_error *err)
{
	carc_verifier_observe(f->vf, NULL, NULL);
	f->oom = 0;
	carc_verify_until_tile(f->vf, rec, k, &f->v);
	if (replay_ok(f, rec, err) != 0)
		return NULL;
	return carc_verifier_game(f->vf);
}

static void
add_seen(struct carc_faulter *f, int64_t seq, const struct carc_award *a)
{
	struct seen *s;
	int p;

	if (f->nseen == f->seen_cap) {
		size_t ncap = f->seen_cap ? 2 * f->seen_cap : 64;
		struct seen *np = realloc(f->seen, ncap * sizeof(*np));

		if (np == NULL) {
			f->oom = 1;
			return;
		}
		f->seen = np;
		f->seen_cap = ncap;
	}
	s = &f->seen[f->nseen++];
	memset(s, 0, sizeof(*s));
	s->seq = seq;
	s->seat = a->seat;
	snprintf(s->kind, sizeof(s->kind), "%s", a->kind ? a->kind : "");
	snprintf(s->rules, sizeof(s->rules), "%s", a->rule ? a->rule : "");
	for (p = 0; p < a->nparts && p < 4; p++) {
		size_t len = strlen(s->rules);

		if (a->parts[p].rule != NULL)
			snprintf(s->rules + len, sizeof(s->rules) - len, " %s",
			    a->parts[p].rule);
	}
	/* one of several tied leaders: points left out of one of them
	 * break the tie's rule (the award says so, nothing is guessed) */
	if (a->tie) {
		size_t len = strlen(s->rules);

		snprintf(s->rules + len, sizeof(s->rules) - len, " %s",
		    "BASE-SCORE-TIE");
	}
}

/* Where a meeple fault can go at move seq: asked of the game the
 * verifier has just played that move on (a placement without a meeple;
 * its points scored, so a feature's meeples are those still standing).
 * Not a turn with actions: those after its scoring may have added or
 * taken back figures since its meeple would have stood (a round in which
 * every seat acts), so the board and supply at its end are not those of
 * then. */
static void
find_spots(struct carc_faulter *f, int64_t seq)
{
	const struct carc_game *g = carc_verifier_game(f->vf);
	const struct carc_move *m;
	int last, seat;
	size_t i;

	if (seq < 1 || (size_t)seq >= f->rec->nmoves)
		return;
	m = &f->rec->moves[seq];
	if (m->action != CARC_ACTION_PLACE || !m->meeple.null ||
	    m->nactions > 0 || (last = carc_view_last_tile(g)) < 0)
		return;
	seat = (int)m->seat;
	if (f->kind == CARC_FAULT_MEEPLE_EIGHTH && carc_game_supply(g, seat) > 0)
		return;
	for (i = 0; i < CARC_NSPOTS; i++) {
		const char *spot = carc_spot_names[i];
		int seg = carc_view_spot_segment(g, (size_t)last, spot);
		const struct carc_drive_ruling *r;
		struct carc_view_seg vs;
		struct carc_view_feature vf;
		struct spot_cand *c;
		int ok;

		if (seg < 0)
			ok = f->kind == CARC_FAULT_MEEPLE_NOSPOT;
		else if (f->kind == CARC_FAULT_MEEPLE_NOSPOT ||
		    carc_view_segment(g, (size_t)last, seg, &vs) < 0)
			ok = 0;
		else {
			carc_view_feature(g, vs.feature, &vf);
			/* occupied: meeples still there after scoring were
			 * there before it; free: not complete, so no meeple
			 * left it in this move's scoring */
			ok = f->kind == CARC_FAULT_MEEPLE_OCCUPIED ?
			    vf.nmeeples > 0 : vf.nmeeples == 0 && !vf.complete;
		}
		if (!ok)
			continue;
		if (f->nsc == f->sc_cap) {
			size_t ncap = f->sc_cap ? 2 * f->sc_cap : 64;
			struct spot_cand *np = realloc(f->sc, ncap * sizeof(*np));

			if (np == NULL) {
				f->oom = 1;
				return;
			}
			f->sc = np;
			f->sc_cap = ncap;
		}
		/* the rule is the driver's: what it would rule of a meeple
		 * there, on the tile of the move it has just played */
		if (carc_drive_judge_meeple(carc_verifier_drive(f->vf), spot,
		    &r) == 0)
			continue;
		c = &f->sc[f->nsc++];
		c->k = (size_t)seq;
		c->seat = seat;
		snprintf(c->spot, sizeof(c->spot), "%s", spot);
		c->rule = r[0].rule;
	}
}

static void
observe_cb(void *arg, int64_t seq, const struct carc_award *a, size_t n)
{
	struct carc_faulter *f = arg;
	size_t i;

	for (i = 0; i < n; i++)
		add_seen(f, seq, &a[i]);
	if (f->kind == CARC_FAULT_MEEPLE_OCCUPIED ||
	    f->kind == CARC_FAULT_MEEPLE_EIGHTH ||
	    f->kind == CARC_FAULT_MEEPLE_NOSPOT)
		find_spots(f, seq);
}

/* Replay the whole valid record, told every move's awards. */
static int
replay_observed(struct carc_faulter *f, const struct carc_record *rec,
    int kind, struct carc_error *err)
{
	f->rec = rec;
	f->kind = kind;
	f->nseen = f->nsc = 0;
	f->oom = 0;
	carc_verifier_observe(f->vf, observe_cb, f);
	carc_verify(f->vf, rec, &f->v);
	carc_verifier_observe(f->vf, NULL, NULL);
	return replay_ok(f, rec, err);
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
 * meeple and no points when `quiet`.  A quiet pick (its tile is about to
 * be replaced, moved or discarded) never has actions: they are aimed at
 * the turn's board, and would be faults of their own at the same move. */
static int64_t
pick_move(const struct carc_record *rec, struct carc_rng *rng, int quiet)
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

			if (m->action != CARC_ACTION_PLACE ||
			    (quiet && m->nactions > 0))
				continue;
			if (pass == 0 && (!m->meeple.null ||
			    seq_has_scores(rec, k)))
				continue;
			return (int64_t)k;
		}
	return -1;
}

static void
set_meeple(struct carc_move *m, const char *spot)
{
	memset(&m->meeple, 0, sizeof(m->meeple));
	if (spot == NULL)
		m->meeple.null = 1;
	else
		snprintf(m->meeple.s, sizeof(m->meeple.s), "%s", spot);
}

/* The rules the driver rules a placement of move m at (x, y) in
 * rotation rot breaks, on the board the verifier left (the move before
 * it played); 0 if it breaks none. */
static int
allow_place(const struct carc_faulter *f, struct carc_fault_truth *t,
    const struct carc_move *m, int type, int x, int y, int rot)
{
	struct carc_drive_move mv;
	const struct carc_drive_ruling *r;
	size_t n, i;

	memset(&mv, 0, sizeof(mv));
	mv.type = type;
	mv.seat = (int)m->seat;
	mv.x = x;
	mv.y = y;
	mv.rotation = rot;
	mv.tile = m->tile;
	mv.degrees = 90 * rot;
	mv.has_xy = mv.has_rotation = 1;
	if ((n = carc_drive_judge_place(carc_verifier_drive(f->vf), &mv,
	    &r)) == 0)
		return 0;
	for (i = 0; i < n; i++)
		allow(t, r[i].rule);
	allow_plugin(f, t, f->set->cat.types[type].set);
	return 1;
}

/* -- placement faults ---------------------------------------------------------- */

static int
fault_inject_place(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
	const struct carc_game *g;
	struct carc_view_tile vt;
	struct carc_move *m;
	int64_t k = pick_move(rec, rng, 1);
	size_t i, n, ncand = 0, pick = 0;
	int type, x = 0, y = 0, rot = 0, e, r, pass;

	if (k < 0)
		return 0;
	m = &rec->moves[k];
	if ((type = carc_catalogue_find(&f->set->cat, m->tile)) < 0)
		return 0;
	if ((g = replay_until(f, rec, k - 1, err)) == NULL)
		return -1;
	n = carc_view_ntiles(g);
	if (n == 0)
		return 0;
	switch (kind) {
	case CARC_FAULT_PLACE_ISOLATED:
		/* two squares east of the easternmost tile */
		for (i = 0; i < n; i++) {
			carc_view_tile(g, i, &vt);
			if (i == 0 || vt.x + 2 > x) {
				x = vt.x + 2;
				y = vt.y;
			}
		}
		rot = (int)(m->rotation / 90);
		break;
	case CARC_FAULT_PLACE_OCCUPIED:
		carc_view_tile(g, carc_rng_below(rng, (uint32_t)n), &vt);
		x = vt.x;
		y = vt.y;
		rot = (int)(m->rotation / 90);
		break;
	case CARC_FAULT_PLACE_ROT:
		x = (int)m->x;
		y = (int)m->y;
		for (r = 0, ncand = 0; r < 4; r++)
			if (carc_game_check_place(g, type, x, y, r) !=
			    CARC_PLACE_OK)
				ncand++;
		if (ncand == 0)
			return 0;
		pick = carc_rng_below(rng, (uint32_t)ncand);
		for (r = 0; r < 4; r++)
			if (carc_game_check_place(g, type, x, y, r) !=
			    CARC_PLACE_OK && pick-- == 0)
				break;
		rot = r;
		break;
	default:
		/* an empty square next to a tile where the type fits in no
		 * rotation: counted, then the one picked */
		for (pass = 0; pass < 2; pass++) {
			if (pass == 1) {
				if (ncand == 0)
					return 0;
				pick = carc_rng_below(rng, (uint32_t)ncand);
			}
			for (i = 0; i < n; i++) {
				carc_view_tile(g, i, &vt);
				for (e = 0; e < 4; e++) {
					int cx = vt.x + dx[e], cy = vt.y + dy[e];

					if (carc_game_occupied(g, cx, cy) ||
					    carc_game_rotation_fitting(g, type,
					    cx, cy) >= 0)
						continue;
					if (pass == 0)
						ncand++;
					else if (pick-- == 0) {
						x = cx;
						y = cy;
						goto found;
					}
				}
			}
		}
found:
		rot = (int)carc_rng_below(rng, 4);
		break;
	}
	if (!allow_place(f, t, m, type, x, y, rot))
		return 0;
	m->x = x;
	m->y = y;
	m->rotation = 90 * rot;
	/* a meeple's spot may not exist on the turned tile */
	set_meeple(m, NULL);
	t->seq = k;
	t->seat = (int)m->seat;
	snprintf(t->detail, sizeof(t->detail), "tile %s to (%d,%d) rotation %d",
	    m->tile, x, y, 90 * rot);
	return 1;
}

/* -- meeple faults ---------------------------------------------------------------- */

static int
fault_inject_meeple(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const struct spot_cand *c;
	struct carc_move *m;

	if (replay_observed(f, rec, kind, err) != 0)
		return -1;
	if (f->nsc == 0)
		return 0;
	c = &f->sc[carc_rng_below(rng, (uint32_t)f->nsc)];
	m = &rec->moves[c->k];
	set_meeple(m, c->spot);
	t->seq = (int64_t)c->k;
	t->seat = c->seat;
	allow(t, c->rule);
	/* the tile's own plugin's rules (carc_fault_contract) */
	allow_tile_plugin(f, t, m->tile);
	snprintf(t->detail, sizeof(t->detail), "meeple on %s of tile %s",
	    c->spot, m->tile);
	return 1;
}

/* -- score faults ------------------------------------------------------------------ */

/* The rules of the awards of move seq (-1: final) to seat (-1: any). */
static int
allow_awards(const struct carc_faulter *f, struct carc_fault_truth *t,
    int64_t seq, int seat)
{
	size_t i;
	int n = 0;

	for (i = 0; i < f->nseen; i++) {
		const struct seen *s = &f->seen[i];
		const char *p = s->rules;

		if (s->seq != seq || (seat >= 0 && s->seat != seat))
			continue;
		n++;
		while (*p != '\0') {
			char one[64];
			size_t len = strcspn(p, " ");

			snprintf(one, sizeof(one), "%.*s", (int)len, p);
			allow(t, one);
			p += len;
			while (*p == ' ')
				p++;
		}
	}
	return n;
}

/* Points no rule gives: the verifier cites the reason the rules give none
 * (base, from the one table that decides it, score_check.c; or a plugin
 * of the game's: carc_game_explain), else SCORE-UNEXPECTED (doc/rules/rule-ids.md). */
static void
allow_unexpected(const struct carc_faulter *f, struct carc_fault_truth *t,
    const struct carc_record *rec)
{
	const char *const *why_none;
	size_t i, n = carc_score_check_unexpected_rules(&why_none);

	for (i = 0; i < n; i++)
		allow(t, why_none[i]);
	for (i = 0; i < rec->nexpansions; i++)
		allow_plugin(f, t, rec->expansions[i].name);
}

/* A move out of turn where a plugin's turn_order decided the turn (a
 * tile granted or withheld) cites that plugin's rule (4.2), not
 * DATA-SEAT: every rule of the game's plugins that have the hook. */
static void
allow_turn_order(const struct carc_faulter *f, struct carc_fault_truth *t,
    const struct carc_record *rec)
{
	const struct carc_loaded_plugin *lp;
	size_t i;

	for (i = 0; i < rec->nexpansions; i++)
		if ((lp = carc_plugins_find(f->set,
		    rec->expansions[i].name)) != NULL &&
		    lp->desc->abi_major >= 4 &&
		    CARC_HAS_HOOK(lp->desc, turn_order))
			allow_plugin(f, t, rec->expansions[i].name);
}

static int
fault_inject_score(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	struct carc_score *s;
	size_t r, i, x, n = 0;
	int64_t seq;
	int seat, d;

	if (rec->nscores == 0)
		return 0;
	if (replay_observed(f, rec, -1, err) != 0)
		return -1;
	for (i = 0; i < rec->nscores; i++)
		if (rec->scores[i].has_seat && rec->scores[i].has_points)
			n++;
	if (n == 0)
		return 0;
	r = carc_rng_below(rng, (uint32_t)n);
	for (i = 0; i < rec->nscores; i++)
		if (rec->scores[i].has_seat && rec->scores[i].has_points &&
		    r-- == 0)
			break;
	s = &rec->scores[i];
	seq = s->has_seq ? s->seq : -1;
	seat = (int)s->seat;
	t->has_seq = s->has_seq;
	t->seq = s->has_seq ? s->seq : 0;
	t->seat = seat;
	allow(t, "SCORE-UNEXPECTED");
	allow(t, "BASE-SCORE-MAJ");
	/* a wrong value may be explained by a plugin of the game's
	 * (carc_game_explain_value: a misjudged bonus) */
	for (x = 0; x < rec->nexpansions; x++)
		allow_plugin(f, t, rec->expansions[x].name);
	switch (kind) {
	case CARC_FAULT_POINTS_CHANGED:
		d = 1 + (int)carc_rng_below(rng, 5);
		if (carc_rng_below(rng, 2) && s->points - d >= 0)
			d = -d;
		s->points += d;
		allow_awards(f, t, seq, seat);
		snprintf(t->detail, sizeof(t->detail), "seat %d %s points "
		    "%+d", seat, s->kind.s, d);
		break;
	case CARC_FAULT_POINTS_WRONG_SEAT:
		if (rec->nplayers < 2)
			return 0;
		s->seat = (seat + 1 + (int)carc_rng_below(rng,
		    (uint32_t)rec->nplayers - 1)) % (int)rec->nplayers;
		/* either seat may be the one reported */
		t->seat = -1;
		allow_awards(f, t, seq, -1);
		allow_unexpected(f, t, rec);
		snprintf(t->detail, sizeof(t->detail), "seat %d's %s points "
		    "to seat %d", seat, s->kind.s, (int)s->seat);
		break;
	default:	/* missing */
		allow_awards(f, t, seq, seat);
		/* the same points at the next seq: recorded a turn late */
		if (s->has_seq)
			allow(t, "ORDER-TURN");
		snprintf(t->detail, sizeof(t->detail), "seat %d's %lld %s "
		    "points left out", seat, (long long)s->points, s->kind.s);
		memmove(s, s + 1, (rec->nscores - i - 1) * sizeof(*s));
		rec->nscores--;
		break;
	}
	return 1;
}

/* A score row for points nobody gets: a seat and a kind the move's
 * awards do not name. */
static int
fault_inject_added(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	struct carc_score *s;
	int64_t k = pick_move(rec, rng, 1);
	size_t i, at;
	int seat, kd, tries;

	if (k < 0 || (rec->nscores == 0 && !rec->players[0].has_final))
		return 0;
	if (replay_observed(f, rec, -1, err) != 0)
		return -1;
	for (tries = 0; tries < 8; tries++) {
		int taken = 0;

		seat = (int)carc_rng_below(rng, (uint32_t)rec->nplayers);
		kd = (int)carc_rng_below(rng, 3);
		for (i = 0; i < f->nseen; i++)
			if (f->seen[i].seq == k && f->seen[i].seat == seat &&
			    strcmp(f->seen[i].kind, added_kinds[kd]) == 0)
				taken = 1;
		if (!taken)
			break;
	}
	if (tries == 8)
		return 0;
	if (carc_record_reserve(rec, rec->nmoves, rec->nscores + 1) != 0)
		return carc_error_set(err, "out of memory");
	/* after the rows of the moves before it */
	for (at = 0; at < rec->nscores; at++)
		if (!rec->scores[at].has_seq || rec->scores[at].seq > k)
			break;
	memmove(&rec->scores[at + 1], &rec->scores[at],
	    (rec->nscores - at) * sizeof(*s));
	rec->nscores++;
	s = &rec->scores[at];
	memset(s, 0, sizeof(*s));
	s->seq = k;
	s->has_seq = s->has_seat = s->has_points = 1;
	s->seat = seat;
	s->points = 1 + (int)carc_rng_below(rng, 8);
	snprintf(s->kind.s, sizeof(s->kind.s), "%s", added_kinds[kd]);
	t->seq = k;
	t->seat = seat;
	allow_unexpected(f, t, rec);
	allow_awards(f, t, k, seat);
	snprintf(t->detail, sizeof(t->detail), "seat %d %lld %s points "
	    "added", seat, (long long)s->points, s->kind.s);
	return 1;
}

/* -- the driver's rulings of a changed move --------------------------------- */

/* Allow every rule of a driver's rulings; 0 if there are none. */
static int
allow_rulings(struct carc_fault_truth *t, const struct carc_drive_ruling *r,
    size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		allow(t, r[i].rule);
	return n > 0;
}

/* The driver's move for record move m as type `type` on (x, y) in
 * rotation rot (quarter turns). */
static void
drive_move(struct carc_drive_move *mv, const struct carc_move *m, int type,
    int x, int y, int rot)
{
	memset(mv, 0, sizeof(*mv));
	mv->type = type;
	mv->seat = (int)m->seat;
	mv->x = x;
	mv->y = y;
	mv->rotation = rot;
	mv->degrees = 90 * rot;
	mv->has_xy = mv->has_rotation = 1;
}

/* -- the supply, the seats, the tiles -------------------------------------------- */

static int
fault_inject_overdrawn(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
	const struct carc_drive_ruling *jr;
	const struct carc_game *g;
	struct carc_drive_move mv;
	struct carc_view_tile vt;
	struct carc_move *m;
	size_t ty, n, pick, i;
	int64_t k;
	int tries, own, type, e, fits = 0, x = 0, y = 0, rot = 0;

	if (strcmp(rec->tile_supply, "standard") != 0)
		return 0;
	for (tries = 0; tries < 4; tries++) {
		/* late in the game, where types have run out */
		k = (int64_t)rec->nmoves - 1 - (int64_t)carc_rng_below(rng,
		    (uint32_t)(rec->nmoves / 3 + 1));
		/* its tile changes: no turn whose actions aim at it */
		if (k < 1 || rec->moves[k].action != CARC_ACTION_PLACE ||
		    rec->moves[k].nactions > 0)
			continue;
		m = &rec->moves[k];
		own = carc_catalogue_find(&f->set->cat, m->tile);
		if ((g = replay_until(f, rec, k - 1, err)) == NULL)
			return -1;
		/* types of this game's sets with every copy drawn */
		for (ty = 0, n = 0; ty < f->set->cat.ntypes; ty++)
			if (carc_game_tile_enabled(g, (int)ty) &&
			    carc_game_supply_left(g, (int)ty) <= 0 &&
			    (int)ty != own)
				n++;
		if (n == 0)
			continue;
		pick = carc_rng_below(rng, (uint32_t)n);
		for (ty = 0; ty < f->set->cat.ntypes; ty++)
			if (carc_game_tile_enabled(g, (int)ty) &&
			    carc_game_supply_left(g, (int)ty) <= 0 &&
			    (int)ty != own && pick-- == 0)
				break;
		type = (int)ty;
		/* the rule is the driver's: DATA-TILESET, or the rule of
		 * the plugin whose edition has a copy fewer (edition_rule) */
		drive_move(&mv, m, type, 0, 0, 0);
		n = carc_drive_judge_draw(carc_verifier_drive(f->vf), &mv,
		    &jr);
		if (!allow_rulings(t, jr, n))
			continue;
		/* a legal square for it, so the supply is the only fault */
		for (i = 0; i < carc_view_ntiles(g) && !fits; i++) {
			carc_view_tile(g, i, &vt);
			for (e = 0; e < 4 && !fits; e++) {
				int cx = vt.x + dx[e], cy = vt.y + dy[e], r;

				if (carc_game_occupied(g, cx, cy) ||
				    (r = carc_game_rotation_fitting(g, type,
				    cx, cy)) < 0)
					continue;
				fits = 1;
				x = cx;
				y = cy;
				rot = r;
			}
		}
		snprintf(m->tile, sizeof(m->tile), "%s",
		    f->set->cat.types[type].id);
		set_meeple(m, NULL);
		if (fits) {
			m->x = x;
			m->y = y;
			m->rotation = 90 * rot;
		} else {
			/* BASE-PLACE-NOFIT: then a discard is right */
			m->action = CARC_ACTION_DISCARD;
			m->has_xy = m->has_rotation = 0;
		}
		t->seq = k;
		t->seat = (int)m->seat;
		snprintf(t->detail, sizeof(t->detail), "one %s more than the "
		    "set holds", m->tile);
		return 1;
	}
	return 0;
}

/* -- what the plugins add: draws, placements, figures -------------------------- */

/* A square next to the board where type fits under every rule of the
 * game (carc_game_fits asks the plugins too); 0 if there is none. */
static int
square_fitting(const struct carc_game *g, int type, int *x, int *y, int *rot)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
	struct carc_view_tile vt;
	size_t i;
	int e, r;

	for (i = 0; i < carc_view_ntiles(g); i++) {
		carc_view_tile(g, i, &vt);
		for (e = 0; e < 4; e++) {
			int cx = vt.x + dx[e], cy = vt.y + dy[e];

			if (carc_game_occupied(g, cx, cy))
				continue;
			for (r = 0; r < 4; r++)
				if (carc_game_fits(g, type, cx, cy, r)) {
					*x = cx;
					*y = cy;
					*rot = r;
					return 1;
				}
		}
	}
	return 0;
}

/* Does the game enable the set of figure kind k (the follower's is the
 * base game's)?  A kind of a set it does not enable is no fault to
 * inject: the record would be unverifiable. */
static int
kind_in_game(const struct carc_faulter *f, const struct carc_record *rec,
    const struct carc_kinds *kinds, int k)
{
	int slot = kinds->figure[k].slot;
	size_t i;

	if (slot == CARC_SLOT_BASE)
		return 1;
	if (slot < 1 || (size_t)slot > f->set->n)
		return 0;
	for (i = 0; i < rec->nexpansions; i++)
		if (strcmp(rec->expansions[i].name,
		    f->set->p[slot - 1].desc->name) == 0)
			return 1;
	return 0;
}

/* A figure of kind k on spot, as a record writes it. */
static void
figure_text(struct carc_move *m, const struct carc_kinds *kinds, int k,
    const char *spot)
{
	memset(&m->meeple, 0, sizeof(m->meeple));
	if (k == CARC_FIGURE_FOLLOWER_KIND)
		snprintf(m->meeple.s, sizeof(m->meeple.s), "%s", spot);
	else
		snprintf(m->meeple.s, sizeof(m->meeple.s), "%s:%s",
		    kinds->figure[k].name, spot);
}

/*
 * draw-order: a quiet move's tile replaced by a type with copies left
 * that the driver rules may not be drawn now (a plugin's check_draw:
 * an order of drawing), put where it fits, or discarded if it
 * fits nowhere, so that the draw is the move's one fault.
 */
static int
fault_inject_draw(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const struct carc_drive_ruling *r;
	const struct carc_game *g;
	struct carc_drive_move mv;
	struct carc_move *m;
	size_t n = rec->nmoves, start, i, ty, nr, ncand, pick;
	int x = 0, y = 0, rot = 0, type = -1, pass;

	if (strcmp(rec->tile_supply, "standard") != 0 || n < 2)
		return 0;
	start = 1 + carc_rng_below(rng, (uint32_t)(n - 1));
	/* a few moves from a random one on: a draw rule holds for stretches
	 * of a game (its first dozen moves, say), not single moves */
	for (i = 0; i < n - 1 && i < 24; i++) {
		size_t k = 1 + (start - 1 + i) % (n - 1);

		m = &rec->moves[k];
		/* its figure goes with it; points at k would be another
		 * fault at the same move */
		if (m->action != CARC_ACTION_PLACE || m->nactions > 0 ||
		    seq_has_scores(rec, k))
			continue;
		if ((g = replay_until(f, rec, (int64_t)k - 1, err)) == NULL)
			return -1;
		if (carc_view_ntiles(g) == 0)
			continue;
		for (pass = 0, ncand = 0, pick = 0; pass < 2; pass++) {
			if (pass == 1) {
				if (ncand == 0)
					break;
				pick = carc_rng_below(rng, (uint32_t)ncand);
			}
			for (ty = 0; ty < f->set->cat.ntypes; ty++) {
				if (!carc_game_tile_enabled(g, (int)ty) ||
				    carc_game_supply_left(g, (int)ty) <= 0)
					continue;
				drive_move(&mv, m, (int)ty, 0, 0, 0);
				if (carc_drive_judge_draw(carc_verifier_drive(
				    f->vf), &mv, &r) == 0)
					continue;
				if (pass == 0)
					ncand++;
				else if (pick-- == 0) {
					type = (int)ty;
					break;
				}
			}
		}
		if (type < 0)
			continue;
		drive_move(&mv, m, type, 0, 0, 0);
		nr = carc_drive_judge_draw(carc_verifier_drive(f->vf), &mv, &r);
		allow_rulings(t, r, nr);
		snprintf(m->tile, sizeof(m->tile), "%s",
		    f->set->cat.types[type].id);
		set_meeple(m, NULL);
		if (square_fitting(g, type, &x, &y, &rot)) {
			m->x = x;
			m->y = y;
			m->rotation = 90 * rot;
		} else {
			/* BASE-PLACE-NOFIT: then a discard is right */
			m->action = CARC_ACTION_DISCARD;
			m->has_xy = m->has_rotation = 0;
		}
		t->seq = (int64_t)k;
		t->seat = (int)m->seat;
		snprintf(t->detail, sizeof(t->detail), "tile %s drawn out of "
		    "order", m->tile);
		return 1;
	}
	return 0;
}

/*
 * place-refused: a quiet move's tile moved to an empty square where its
 * edges match in some rotation but a plugin of the game refuses it (the
 * plugin's check_place); the truth is the driver's
 * ruling of that placement.
 */
static int
fault_inject_refused(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
	const struct carc_game *g;
	struct carc_view_tile vt;
	struct carc_move *m;
	size_t n = rec->nmoves, start, tries, i, ncand, pick = 0;
	int type, e, r, pass, x, y;

	if (n < 2)
		return 0;
	start = 1 + carc_rng_below(rng, (uint32_t)(n - 1));
	/* as draw-order: a plugin's placement rule holds for stretches of
	 * a game (a set's first tiles), so a few moves from a random one on */
	for (tries = 0; tries < n - 1 && tries < 24; tries++) {
		size_t k = 1 + (start - 1 + tries) % (n - 1);

		m = &rec->moves[k];
		if (m->action != CARC_ACTION_PLACE || seq_has_scores(rec, k) ||
		    (type = carc_catalogue_find(&f->set->cat, m->tile)) < 0)
			continue;
		if ((g = replay_until(f, rec, (int64_t)k - 1, err)) == NULL)
			return -1;
		if (!carc_game_plugins_place(g))
			return 0;	/* no plugin of the game refuses any */
		for (pass = 0, ncand = 0; pass < 2; pass++) {
			if (pass == 1) {
				if (ncand == 0)
					break;
				pick = carc_rng_below(rng, (uint32_t)ncand);
			}
			for (i = 0; i < carc_view_ntiles(g); i++) {
				carc_view_tile(g, i, &vt);
				for (e = 0; e < 4; e++) {
					x = vt.x + dx[e];
					y = vt.y + dy[e];
					if (carc_game_occupied(g, x, y))
						continue;
					for (r = 0; r < 4; r++) {
						if (carc_game_check_place(g,
						    type, x, y, r) !=
						    CARC_PLACE_OK ||
						    carc_game_fits(g, type, x,
						    y, r))
							continue;
						if (pass == 0) {
							ncand++;
							continue;
						}
						if (pick-- > 0)
							continue;
						if (!allow_place(f, t, m, type,
						    x, y, r))
							return 0;
						m->x = x;
						m->y = y;
						m->rotation = 90 * r;
						set_meeple(m, NULL);
						t->seq = (int64_t)k;
						t->seat = (int)m->seat;
						snprintf(t->detail,
						    sizeof(t->detail), "tile %s "
						    "to (%d,%d) rotation %d, "
						    "refused", m->tile, x, y,
						    90 * r);
						return 1;
					}
				}
			}
		}
	}
	return 0;
}

/* A place for a figure fault, and the rule the driver says it breaks. */
struct figure_cand {
	size_t k;
	int figure;
	char spot[CARC_SPOT_MAX];
};

/*
 * figure-spot, figure-supply: a move that placed no figure gets a figure
 * of a kind its game plays: on a spot of the tile where that kind may not
 * stand (figure-spot: the kind's spot rule, or the feature's own
 * figure_rule), or of a kind the seat has none of left, on a free feature
 * where it may stand (figure-supply: the kind's supply_rule).  The places
 * are read after each move of a replay of the valid record (as for the
 * meeple faults); the truth is the driver's ruling of that figure there,
 * asked again on the game before the move's figure.
 */
static int
fault_inject_figure(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const struct carc_drive_ruling *r;
	const struct carc_game *g;
	const struct carc_kinds *kinds;
	struct carc_move *m;
	size_t n = rec->nmoves, start, i, s, nr;
	int fig, type, last;

	if (n < 2)
		return 0;
	start = 1 + carc_rng_below(rng, (uint32_t)(n - 1));
	for (i = 0; i < n - 1 && i < 16; i++) {
		size_t k = 1 + (start - 1 + i) % (n - 1), ncand = 0, pick;
		struct figure_cand cand[64];

		m = &rec->moves[k];
		if (m->action != CARC_ACTION_PLACE || !m->meeple.null ||
		    (type = carc_catalogue_find(&f->set->cat, m->tile)) < 0)
			continue;
		/* the game with the move's tile placed: where the move's
		 * figure would be judged */
		if ((g = replay_until_tile(f, rec, (int64_t)k, err)) == NULL)
			return -1;
		kinds = carc_game_kinds(g);
		if ((last = carc_view_last_tile(g)) < 0)
			continue;
		for (fig = 0; fig < (int)kinds->nfigures; fig++) {
			int left = carc_game_figures_left(g, (int)m->seat, fig);

			if (!kind_in_game(f, rec, kinds, fig) ||
			    (kind == CARC_FAULT_FIGURE_SUPPLY ?
			    fig == CARC_FIGURE_FOLLOWER_KIND || left > 0 :
			    left <= 0))
				continue;
			for (s = 0; s < CARC_NSPOTS && ncand < 64; s++) {
				const char *spot = carc_spot_names[s];
				struct carc_meeple_check chk;
				struct carc_view_seg vs;
				struct carc_view_feature vf;
				int seg = carc_view_spot_segment(g,
				    (size_t)last, spot);

				if (seg < 0 || carc_view_segment(g,
				    (size_t)last, seg, &vs) < 0)
					continue;
				carc_view_feature(g, vs.feature, &vf);
				/* the supply is the one fault: a free,
				 * open feature the kind may stand on */
				carc_drive_check_figure(carc_verifier_drive(
				    f->vf), fig, spot, &chk);
				if (kind == CARC_FAULT_FIGURE_SUPPLY ?
				    chk.fault != CARC_MEEPLE_NO_SUPPLY ||
				    vf.nmeeples > 0 || vf.complete :
				    chk.fault != CARC_MEEPLE_REFUSED)
					continue;
				cand[ncand].k = k;
				cand[ncand].figure = fig;
				snprintf(cand[ncand].spot,
				    sizeof(cand[ncand].spot), "%s", spot);
				ncand++;
			}
		}
		if (ncand == 0)
			continue;
		pick = carc_rng_below(rng, (uint32_t)ncand);
		nr = carc_drive_judge_figure(carc_verifier_drive(f->vf),
		    cand[pick].figure, cand[pick].spot, &r);
		if (!allow_rulings(t, r, nr))
			continue;
		figure_text(m, kinds, cand[pick].figure, cand[pick].spot);
		t->seq = (int64_t)k;
		t->seat = (int)m->seat;
		snprintf(t->detail, sizeof(t->detail), "figure %s on tile %s",
		    m->meeple.s, m->tile);
		return 1;
	}
	return 0;
}

/*
 * return-wrong at move k, if it placed no figure: the driver's ruling of
 * taking back a figure of a returnable kind the game plays, from a tile
 * where the seat's figure stands and may not leave (a plugin's rule,
 * check_figure) or, unless `held` asks for that, from one where it has
 * none (the kind's return_rule).  1 if injected.
 */
static int
return_at(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, size_t k, int held,
    struct carc_fault_truth *t, struct carc_error *err)
{
	const struct carc_drive_ruling *r;
	const struct carc_game *g;
	const struct carc_kinds *kinds;
	struct carc_drive *d;
	struct carc_view_tile vt;
	struct carc_move *m = &rec->moves[k];
	size_t j, nr, nplain = 0;
	int fig, type, bx = 0, by = 0, bfig = -1, found = 0;

	if (m->action != CARC_ACTION_PLACE || !m->meeple.null ||
	    (type = carc_catalogue_find(&f->set->cat, m->tile)) < 0)
		return 0;
	/* the take-back is judged after the placement, before the
	 * scoring */
	if ((g = replay_until_tile(f, rec, (int64_t)k, err)) == NULL)
		return -1;
	kinds = carc_game_kinds(g);
	d = carc_verifier_drive(f->vf);
	for (fig = 0; fig < (int)kinds->nfigures && !found; fig++) {
		if (!(kinds->figure[fig].flags & CARC_FIGURE_RETURNABLE) ||
		    !kind_in_game(f, rec, kinds, fig))
			continue;
		for (j = 0; j < carc_view_ntiles(g) && !found; j++) {
			struct carc_meeple_check chk;

			carc_view_tile(g, j, &vt);
			carc_drive_check_take_back(d, fig, vt.x, vt.y, &chk);
			if (chk.fault == CARC_MEEPLE_OK)
				continue;
			if (chk.segment >= 0)
				found = 1;	/* its figure is there */
			else if (held || carc_rng_below(rng,
			    (uint32_t)++nplain) != 0)
				continue;	/* one of them, at random */
			bfig = fig;
			bx = vt.x;
			by = vt.y;
		}
	}
	if (bfig < 0)
		return 0;
	nr = carc_drive_judge_take_back(d, bfig, bx, by, &r);
	if (!allow_rulings(t, r, nr))
		return 0;
	memset(&m->meeple, 0, sizeof(m->meeple));
	snprintf(m->meeple.s, sizeof(m->meeple.s), "return:%s@%d,%d",
	    kinds->figure[bfig].name, bx, by);
	t->seq = (int64_t)k;
	t->seat = (int)m->seat;
	snprintf(t->detail, sizeof(t->detail), "%s on tile %s", m->meeple.s,
	    m->tile);
	return 1;
}

/*
 * return-wrong: a move that placed no figure takes one of a returnable
 * kind back instead, where the driver refuses it.  First the moves where
 * the mover scored (a replay of the valid record tells): there its
 * figure may stand in the feature its tile completes, which the rules
 * keep (a plugin's check_figure); else a few moves from a random one on.
 */
static int
fault_inject_return(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	const struct carc_game *g;
	const struct carc_kinds *kinds;
	size_t n = rec->nmoves, start, i, j;
	int fig, any = 0, rc;

	if (n < 2)
		return 0;
	/* a returnable kind the game plays, or no fault of this kind */
	if ((g = replay_until(f, rec, 0, err)) == NULL)
		return -1;
	kinds = carc_game_kinds(g);
	for (fig = 0; fig < (int)kinds->nfigures; fig++)
		if ((kinds->figure[fig].flags & CARC_FIGURE_RETURNABLE) &&
		    kind_in_game(f, rec, kinds, fig))
			any = 1;
	if (!any)
		return 0;
	if (replay_observed(f, rec, kind, err) != 0)
		return -1;
	start = 1 + carc_rng_below(rng, (uint32_t)(n - 1));
	for (i = 0; i < n - 1; i++) {
		size_t k = 1 + (start - 1 + i) % (n - 1);

		for (j = 0; j < f->nseen; j++)
			if (f->seen[j].seq == (int64_t)k &&
			    f->seen[j].seat == (int)rec->moves[k].seat)
				break;
		if (j == f->nseen)
			continue;	/* the mover scored nothing */
		if ((rc = return_at(f, rng, rec, k, 1, t, err)) != 0)
			return rc;
	}
	for (i = 0; i < n - 1 && i < 16; i++)
		if ((rc = return_at(f, rng, rec, 1 + (start - 1 + i) % (n - 1),
		    0, t, err)) != 0)
			return rc;
	return 0;
}

/* -- entry ------------------------------------------------------------------------- */

/* -- the whole turn (record format 2) ---------------------------------------- */

/* The loaded plugin of the game's expansion i. */
static const struct carc_plugin *
game_plugin(const struct carc_faulter *f, const struct carc_record *rec,
    size_t i)
{
	const struct carc_loaded_plugin *lp =
	    carc_plugins_find(f->set, rec->expansions[i].name);

	return lp != NULL ? lp->desc : NULL;
}

/* Does the verifier's first divergence fall at seq k, with a rule t
 * allows?  The record is faulted there and nowhere before (the valid
 * record's moves before k are untouched). */
static int
found_at(struct carc_faulter *f, const struct carc_record *rec, int64_t k,
    const struct carc_fault_truth *t)
{
	carc_verifier_observe(f->vf, NULL, NULL);
	f->oom = 0;
	carc_verify_until(f->vf, rec, k, &f->v);
	return !f->oom && f->v.kind != CARC_UNVERIFIABLE && f->v.ndiv > 0 &&
	    f->v.div[0].has_seq && f->v.div[0].seq == k &&
	    carc_fault_allows(t->rules, f->v.div[0].rule);
}

/* Remove row i of rec's actions (its move's count, the later moves'
 * first rows; moves[j] is seq j), and put it back. */
static void
action_drop(struct carc_record *rec, size_t i, struct carc_action_row *saved)
{
	size_t j;

	*saved = rec->actions[i];
	memmove(&rec->actions[i], &rec->actions[i + 1],
	    (rec->nactions - i - 1) * sizeof(*rec->actions));
	rec->nactions--;
	for (j = 0; j < rec->nmoves; j++)
		if ((int64_t)j == saved->seq)
			rec->moves[j].nactions--;
		else if ((int64_t)j > saved->seq)
			rec->moves[j].first_action--;
}

static void
action_undrop(struct carc_record *rec, size_t i,
    const struct carc_action_row *saved)
{
	size_t j;

	memmove(&rec->actions[i + 1], &rec->actions[i],
	    (rec->nactions - i) * sizeof(*rec->actions));
	rec->actions[i] = *saved;
	rec->nactions++;
	for (j = 0; j < rec->nmoves; j++)
		if ((int64_t)j == saved->seq)
			rec->moves[j].nactions++;
		else if ((int64_t)j > saved->seq)
			rec->moves[j].first_action++;
}

/*
 * action-dropped: a row of the actions table left out, one the turn
 * needed: the turn's end (a plugin's turn_end) then breaks the plugin's
 * rule at that move.  An optional action dropped breaks nothing, so the
 * verifier is asked whether the record is faulted there at all; what it
 * may say is a rule of the game's plugins that judge a turn's end.
 */
static int
fault_inject_dropped(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t)
{
	struct carc_action_row saved;
	size_t i, j, start, n = rec->nactions;
	char buf[64];

	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_plugin *d = game_plugin(f, rec, i);

		if (d != NULL && d->rule_prefix != NULL &&
		    d->size >= offsetof(struct carc_plugin, turn_end) +
		    sizeof(d->turn_end) && d->turn_end != NULL) {
			snprintf(buf, sizeof(buf), "%s*", d->rule_prefix);
			allow(t, buf);
		}
	}
	if (n == 0 || t->rules[0] == '\0')
		return 0;
	start = carc_rng_below(rng, (uint32_t)n);
	for (j = 0; j < n && j < 64; j++) {
		i = (start + j) % n;
		action_drop(rec, i, &saved);
		if (found_at(f, rec, saved.seq, t)) {
			t->seq = saved.seq;
			t->seat = -1;
			snprintf(t->detail, sizeof(t->detail), "action %d "
			    "(%s %s) of seq %d left out", (int)saved.n,
			    saved.verb.s, saved.kind.null ? saved.arg.s :
			    saved.kind.s, (int)saved.seq);
			return 1;
		}
		action_undrop(rec, i, &saved);
	}
	return 0;
}

/*
 * action-elsewhere: an action aimed at a tile now aimed at another placed
 * tile (one an earlier move placed) and another spot of the record's,
 * where it may not be done.  What may be said: the plugins' rules
 * (check_action, an action's declared rule are the plugin's own) and the
 * figure kind's spot rule; the verifier is asked whether the new aim
 * breaks a rule at all (an action that may be done there is no fault).
 */
static int
fault_inject_elsewhere(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t)
{
	const struct carc_kinds *kinds;
	size_t i, j, start, n = rec->nactions;
	char buf[64];
	int fig;

	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_plugin *d = game_plugin(f, rec, i);

		if (d != NULL && d->rule_prefix != NULL) {
			snprintf(buf, sizeof(buf), "%s*", d->rule_prefix);
			allow(t, buf);
		}
	}
	if (n == 0 || carc_verifier_game(f->vf) == NULL)
		return 0;
	kinds = carc_game_kinds(carc_verifier_game(f->vf));
	for (fig = 0; fig < (int)kinds->nfigures; fig++)
		if (kind_in_game(f, rec, kinds, fig))
			allow(t, kinds->figure[fig].spot_rule);
	start = carc_rng_below(rng, (uint32_t)n);
	for (j = 0; j < n && j < 64; j++) {
		struct carc_action_row *a = &rec->actions[(start + j) % n];
		struct carc_action_row saved = *a;
		const struct carc_move *m;
		int64_t k = a->seq;
		size_t tries;

		if (!a->has_xy)
			continue;
		for (tries = 0; tries < 4; tries++) {
			m = &rec->moves[carc_rng_below(rng, (uint32_t)k)];
			if (!m->has_xy || (m->x == saved.x && m->y == saved.y))
				continue;
			a->x = m->x;
			a->y = m->y;
			if (!saved.spot.null)
				snprintf(a->spot.s, sizeof(a->spot.s), "%s",
				    carc_spot_names[carc_rng_below(rng,
				    CARC_NSPOTS)]);
			if (found_at(f, rec, k, t)) {
				t->seq = k;
				t->seat = -1;
				snprintf(t->detail, sizeof(t->detail), "action "
				    "%d of seq %d (%s %s) aimed at (%d,%d)%s%s",
				    (int)saved.n, (int)k, saved.verb.s,
				    saved.kind.s, (int)a->x, (int)a->y,
				    a->spot.null ? "" : " ", a->spot.null ? "" :
				    a->spot.s);
				return 1;
			}
			*a = saved;
		}
	}
	return 0;
}

/* action-undeclared: an action's kind renamed to one no plugin declares:
 * the game is unverifiable, the reason naming the row. */
static int
fault_inject_undeclared(struct carc_record *rec, struct carc_rng *rng,
    struct carc_fault_truth *t)
{
	struct carc_action_row *a;

	if (rec->nactions == 0)
		return 0;
	a = &rec->actions[carc_rng_below(rng, (uint32_t)rec->nactions)];
	snprintf(t->detail, sizeof(t->detail), "action %d of seq %d: %s %s "
	    "renamed %s zz_undeclared", (int)a->n, (int)a->seq, a->verb.s,
	    a->kind.null ? "" : a->kind.s, a->verb.s);
	snprintf(a->kind.s, sizeof(a->kind.s), "zz_undeclared");
	a->kind.null = 0;
	t->seq = a->seq;
	/* the reason's "actions seq K n N: no enabled plugin declares ..." */
	allow(t, "actions*");
	t->unverifiable = 1;
	return 1;
}

int
carc_fault_inject(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err)
{
	struct carc_move *m;
	int64_t k;
	int r;

	memset(t, 0, sizeof(*t));
	t->kind = kind;
	t->has_seq = 1;
	t->seat = -1;
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
		r = fault_inject_meeple(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_POINTS_CHANGED:
	case CARC_FAULT_POINTS_WRONG_SEAT:
	case CARC_FAULT_POINTS_MISSING:
		r = fault_inject_score(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_POINTS_ADDED:
		r = fault_inject_added(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_TILE_OVERDRAWN:
		r = fault_inject_overdrawn(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_DRAW_ORDER:
		r = fault_inject_draw(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_PLACE_REFUSED:
		r = fault_inject_refused(f, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_FIGURE_SPOT:
	case CARC_FAULT_FIGURE_SUPPLY:
		r = fault_inject_figure(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_RETURN_WRONG:
		r = fault_inject_return(f, kind, rng, &f->copy, t, err);
		break;
	case CARC_FAULT_ACTION_DROPPED:
		r = fault_inject_dropped(f, rng, &f->copy, t);
		break;
	case CARC_FAULT_ACTION_ELSEWHERE:
		if (replay_until(f, &f->copy, 0, err) == NULL)
			return -1;
		r = fault_inject_elsewhere(f, rng, &f->copy, t);
		break;
	case CARC_FAULT_ACTION_UNDECLARED:
		r = fault_inject_undeclared(&f->copy, rng, t);
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
		allow(t, "SCORE-TOTAL");
		snprintf(t->detail, sizeof(t->detail), "seat %d total %+d",
		    seat, d);
		r = 1;
		break;
	}
	case CARC_FAULT_SEAT_ORDER:
		if (f->copy.nplayers < 2 || (k = pick_move(&f->copy, rng, 1)) < 0)
			return 0;
		m = &f->copy.moves[k];
		m->seat = (m->seat + 1 + carc_rng_below(rng,
		    (uint32_t)f->copy.nplayers - 1)) %
		    (int64_t)f->copy.nplayers;
		t->seq = k;
		t->seat = (int)m->seat;
		allow(t, "DATA-SEAT");
		allow_turn_order(f, t, &f->copy);
		snprintf(t->detail, sizeof(t->detail), "seq %d played by seat "
		    "%d", (int)k, (int)m->seat);
		r = 1;
		break;
	case CARC_FAULT_TILE_UNKNOWN:
		if ((k = pick_move(&f->copy, rng, 0)) < 0)
			return 0;
		m = &f->copy.moves[k];
		snprintf(t->detail, sizeof(t->detail), "tile %s renamed "
		    "ZZ-NO-SUCH-TILE", m->tile);
		snprintf(m->tile, sizeof(m->tile), "ZZ-NO-SUCH-TILE");
		t->seq = k;
		allow(t, "DATA-TILE-UNKNOWN");
		t->unverifiable = 1;
		r = 1;
		break;
	case CARC_FAULT_DISCARD_FITS:
		if ((k = pick_move(&f->copy, rng, 1)) < 0)
			return 0;
		m = &f->copy.moves[k];
		m->action = CARC_ACTION_DISCARD;
		m->has_xy = m->has_rotation = 0;
		set_meeple(m, NULL);
		t->seq = k;
		t->seat = (int)m->seat;
		allow(t, "BASE-PLACE-MUST");
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
