/*
 * verify.c - replay a record through the engine and compare, move by
 * move: the tile against the supply, the placement, the meeple, the
 * points of the move; then final scoring and the recorded totals
 * (record-format.md, "What the verifier compares").
 *
 * Two kinds of trouble are kept apart (STYLE.md point 3): rows that cannot
 * be read as a game make the verdict `unverifiable` with a reason, and are
 * all found before the replay starts; a record that breaks a rule is a
 * divergence, and the replay goes on wherever the board can still hold
 * the move as recorded.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"
#include "engine/drive.h"
#include "verify/score_check.h"
#include "verify/verify.h"

struct carc_verifier {
	const struct carc_plugin_set *set;
	struct carc_drive *p;		/* the move driver */
	struct carc_game *g;		/* its game */
	int *types;			/* per move: tile type, or -1 */
	size_t types_cap;
	struct score_check sc;
	carc_verify_observer observe;
	void *observe_arg;
};

int
carc_verifier_new(struct carc_verifier **out,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	struct carc_verifier *vf;

	*out = NULL;
	if ((vf = calloc(1, sizeof(*vf))) == NULL)
		return carc_error_set(err, "out of memory");
	vf->set = set;
	if (carc_drive_new(&vf->p, &set->list, err) != 0) {
		free(vf);
		return -1;
	}
	vf->g = carc_drive_game(vf->p);
	*out = vf;
	return 0;
}

void
carc_verifier_free(struct carc_verifier *vf)
{
	if (vf == NULL)
		return;
	carc_drive_free(vf->p);
	free(vf->types);
	carc_score_check_free(&vf->sc);
	free(vf);
}

void
carc_verifier_observe(struct carc_verifier *vf, carc_verify_observer fn,
    void *arg)
{
	vf->observe = fn;
	vf->observe_arg = arg;
}

void
carc_verifier_any_variant(struct carc_verifier *vf, int on)
{
	carc_game_any_variant(vf->g, on);
}

/* Tell the observer, if any, what the rules give in this move. */
static void
observe(struct carc_verifier *vf, int64_t seq)
{
	const struct carc_award *a;
	size_t n;

	if (vf->observe == NULL)
		return;
	n = carc_game_awards(vf->g, &a);
	vf->observe(vf->observe_arg, seq, a, n);
}

/* Append s to out (of outlen bytes, *len used), cut if it does not fit. */
static void
append(char *out, size_t outlen, size_t *len, const char *s)
{
	while (*s != '\0' && *len + 1 < outlen)
		out[(*len)++] = *s++;
	out[*len] = '\0';
}

/* Built for every game, so by appending: snprintf cost 2% of a run of
 * games with expansions (issue 16). */
void
carc_engine_string(char *out, size_t outlen,
    const struct carc_plugin_set *set, const struct carc_record *rec)
{
	size_t i, j, len = 0;

	if (outlen == 0)
		return;
	append(out, outlen, &len, PACKAGE_NAME " " PACKAGE_VERSION);
	/* in the plugin set's order, so the string is the same whatever
	 * order the record lists its expansions in */
	for (i = 0; i < set->n; i++) {
		for (j = 0; j < rec->nexpansions; j++) {
			if (strcmp(rec->expansions[j].name,
			    set->p[i].desc->name) != 0)
				continue;
			append(out, outlen, &len, "; ");
			append(out, outlen, &len, set->p[i].desc->name);
			append(out, outlen, &len, " ");
			append(out, outlen, &len, set->p[i].desc->version);
		}
	}
}

static void
unverifiable(struct carc_verdict *v, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
unverifiable(struct carc_verdict *v, const char *fmt, ...)
{
	va_list ap;

	v->kind = CARC_UNVERIFIABLE;
	v->ndiv = 0;
	va_start(ap, fmt);
	vsnprintf(v->reason, sizeof(v->reason), fmt, ap);
	va_end(ap);
}

static struct carc_divergence *
diverge(struct carc_verdict *v, const char *rule, int64_t seq, int has_seq,
    int seat)
{
	struct carc_divergence *d = carc_verdict_add(v, rule);

	d->seq = seq;
	d->has_seq = (uint8_t)has_seq;
	d->seat = seat;
	d->has_seat = seat >= 0;
	return d;
}

/* -- before the replay: can the rows be read as a game? ------------------ */

static int
read_header(struct carc_verifier *vf, const struct carc_record *rec,
    struct carc_verdict *v, int *ruleset, struct carc_game_plugin *gp,
    size_t *ngp)
{
	size_t i, j;

	if ((*ruleset = carc_ruleset_parse(rec->ruleset)) < 0) {
		unverifiable(v, "games: unknown ruleset '%s'", rec->ruleset);
		return -1;
	}
	if (strcmp(rec->tile_supply, "standard") != 0 &&
	    strcmp(rec->tile_supply, "free") != 0) {
		unverifiable(v, "games: unknown tile_supply '%s'",
		    rec->tile_supply);
		return -1;
	}
	if (strcmp(rec->status, "finished") != 0 &&
	    strcmp(rec->status, "in_progress") != 0 &&
	    strcmp(rec->status, "abandoned") != 0) {
		unverifiable(v, "games: unknown status '%s'", rec->status);
		return -1;
	}
	if (rec->nplayers == 0) {
		unverifiable(v, "players: the game has no players");
		return -1;
	}
	for (i = 0; i < rec->nplayers; i++) {
		if (rec->players[i].seat != (int64_t)i) {
			unverifiable(v, "players: seats are not numbered 0 to "
			    "%zu", rec->nplayers - 1);
			return -1;
		}
	}
	*ngp = 0;
	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_expansion *x = &rec->expansions[i];
		const struct carc_loaded_plugin *lp;
		const char *variant;

		/* (game_id, name) is the table's key: twice, in a table
		 * made without it, would start the plugin twice, perhaps
		 * in two variants at once */
		for (j = 0; j < i; j++)
			if (!x->name_too_long &&
			    strcmp(rec->expansions[j].name, x->name) == 0) {
				unverifiable(v, "game_expansions: expansion "
				    "'%s' is listed twice", x->name);
				return -1;
			}
		/* DATA-EXPANSION: only a valid name is looked up at all. */
		lp = x->name_too_long ? NULL : carc_plugins_find(vf->set,
		    x->name);
		if (lp == NULL) {
			unverifiable(v, "DATA-EXPANSION: no installed plugin "
			    "provides expansion '%.40s'", x->name);
			return -1;
		}
		if (x->has_variant && (lp->desc->variants == NULL ||
		    x->variant_too_long)) {
			unverifiable(v, "DATA-EXPANSION: expansion '%s' has no "
			    "variant '%.40s'", x->name, x->variant);
			return -1;
		}
		if ((variant = carc_drive_variant(lp->eng, x->has_variant ?
		    x->variant : NULL)) == NULL) {
			unverifiable(v, "DATA-EXPANSION: plugin '%s' has no "
			    "variant '%s'", x->name, x->variant);
			return -1;
		}
		gp[*ngp].plugin = lp->eng;
		gp[*ngp].variant = variant;
		(*ngp)++;
	}
	return 0;
}

static const char *
action_name(int a)
{
	return a == CARC_ACTION_PLACE ? "place" : "discard";
}

/* DATA-SEQ, DATA-TILE-UNKNOWN and the columns a move needs. */
static int
read_moves(struct carc_verifier *vf, const struct carc_record *rec,
    struct carc_verdict *v)
{
	size_t i;

	if (rec->nmoves == 0) {
		unverifiable(v, "moves: the game has no moves");
		return -1;
	}
	if (carc_grow_ints(&vf->types, &vf->types_cap, rec->nmoves) != 0) {
		unverifiable(v, "out of memory");
		return -1;
	}
	for (i = 0; i < rec->nmoves; i++) {
		const struct carc_move *m = &rec->moves[i];

		if (m->seq != (int64_t)i) {
			unverifiable(v, "DATA-SEQ: moves are not numbered 0, "
			    "1, 2 ... (seq %" PRId64 " where %zu belongs)",
			    m->seq, i);
			return -1;
		}
		if (m->tile_null) {
			unverifiable(v, "moves seq %zu: tile is NULL", i);
			return -1;
		}
		if (m->tile_too_long ||
		    (vf->types[i] = carc_catalogue_find(&vf->set->cat,
		    m->tile)) < 0) {
			unverifiable(v, "DATA-TILE-UNKNOWN: moves seq %zu: no "
			    "catalogue defines tile '%.32s%s'", i, m->tile,
			    m->tile_too_long ? "..." : "");
			return -1;
		}
		if (m->action == CARC_ACTION_OTHER) {
			unverifiable(v, "moves seq %zu: action is neither "
			    "'place' nor 'discard'", i);
			return -1;
		}
		if (i > 0 && !m->has_seat) {
			unverifiable(v, "moves seq %zu: seat is NULL", i);
			return -1;
		}
		if (m->has_seat && (m->seat < 0 ||
		    m->seat >= (int64_t)rec->nplayers)) {
			unverifiable(v, "moves seq %zu: seat %" PRId64 " is not "
			    "a player of this game", i, m->seat);
			return -1;
		}
		if (m->action != CARC_ACTION_PLACE)
			continue;
		if (!m->has_xy || !m->has_rotation) {
			unverifiable(v, "moves seq %zu: a placement without "
			    "x, y and rotation", i);
			return -1;
		}
		if (m->rotation != 0 && m->rotation != 90 &&
		    m->rotation != 180 && m->rotation != 270) {
			unverifiable(v, "moves seq %zu: rotation %" PRId64
			    " is not 0, 90, 180 or 270", i, m->rotation);
			return -1;
		}
	}
	return 0;
}

static int
read_scores(const struct carc_record *rec, struct carc_verdict *v)
{
	size_t i;

	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[i];

		if (!s->has_seat || !s->has_points || s->kind.null) {
			unverifiable(v, "scores row %zu: seat, points and kind "
			    "may not be NULL", i + 1);
			return -1;
		}
		if (s->seat < 0 || s->seat >= (int64_t)rec->nplayers) {
			unverifiable(v, "scores row %zu: seat %" PRId64 " is not "
			    "a player of this game", i + 1, s->seat);
			return -1;
		}
		if (s->points < -1000000 || s->points > 1000000) {
			unverifiable(v, "scores row %zu: %" PRId64 " points is "
			    "not a score", i + 1, s->points);
			return -1;
		}
	}
	return 0;
}

/* -- the replay ---------------------------------------------------------- */

static void
fmt_square(char *out, size_t len, const struct carc_move *m)
{
	snprintf(out, len, "(%" PRId64 ",%" PRId64 ") rotation %" PRId64,
	    m->x, m->y, m->rotation);
}

/* seq 0: BASE-SETUP-START (or the plugin's rule for its start tile). */
static void
check_start(struct carc_verifier *vf, const struct carc_record *rec,
    struct carc_verdict *v)
{
	const struct carc_move *m = &rec->moves[0];
	const struct carc_catalogue *cat = &vf->set->cat;
	const char *rule = "BASE-SETUP-START";
	struct carc_divergence *d;
	int any = 0, start;

	start = carc_game_start_tile(vf->g, &any, &rule);
	if (start >= 0 && vf->types[0] != start) {
		d = diverge(v, rule, 0, 1, -1);
		snprintf(d->expected, sizeof(d->expected), "%s",
		    cat->types[start].id);
		snprintf(d->recorded, sizeof(d->recorded), "%s", m->tile);
		snprintf(d->message, sizeof(d->message), "the game must start "
		    "with tile %s, the record starts with %s",
		    cat->types[start].id, m->tile);
	}
	if (m->action != CARC_ACTION_PLACE || m->x != 0 || m->y != 0 ||
	    (!any && m->rotation != 0)) {
		d = diverge(v, "BASE-SETUP-START", 0, 1, -1);
		snprintf(d->expected, sizeof(d->expected), "(0,0)%s",
		    any ? "" : " rotation 0");
		if (m->action == CARC_ACTION_PLACE)
			fmt_square(d->recorded, sizeof(d->recorded), m);
		else
			snprintf(d->recorded, sizeof(d->recorded), "%s",
			    action_name(m->action));
		snprintf(d->message, sizeof(d->message), "the start tile lies "
		    "face up at (0,0)%s", any ? "" : " in rotation 0");
	}
	if (m->has_seat || !m->meeple.null) {
		d = diverge(v, "BASE-SETUP-START", 0, 1, -1);
		snprintf(d->expected, sizeof(d->expected), "no seat, no meeple");
		snprintf(d->recorded, sizeof(d->recorded), "%s%s",
		    m->has_seat ? "a seat" : "",
		    !m->meeple.null ? (m->has_seat ? ", a meeple" : "a meeple")
		    : "");
		snprintf(d->message, sizeof(d->message), "the start tile is "
		    "nobody's move and carries no meeple");
	}
}

/* The tile against the supply: DATA-TILESET (BASE-END once the supply is
 * exhausted). Returns inert. */
static int
check_supply(struct carc_verifier *vf, const struct carc_record *rec,
    size_t i, struct carc_verdict *v, int seat,
    const struct carc_drive_facts *f)
{
	const struct carc_move *m = &rec->moves[i];
	int type = vf->types[i];
	struct carc_divergence *d;

	if (!f->enabled) {
		const struct carc_tile_type *t = &vf->set->cat.types[type];

		d = diverge(v, "DATA-TILESET", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "a tile of this "
		    "game's sets");
		snprintf(d->recorded, sizeof(d->recorded), "%s", m->tile);
		snprintf(d->message, sizeof(d->message), "tile %s belongs to "
		    "'%s%s%s', which this game does not enable; its markings "
		    "do nothing", m->tile, t->set, t->variant[0] ? ":" : "",
		    t->variant);
		return 1;
	}
	if (f->standard && f->supply_left <= 0 && f->supply_total <= 0) {
		/* BASE-END: the last tile has been drawn, the game is over */
		d = diverge(v, "BASE-END", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "no move");
		snprintf(d->recorded, sizeof(d->recorded), "%s", m->tile);
		snprintf(d->message, sizeof(d->message), "every tile of the "
		    "supply has been drawn: the game ended with the turn of "
		    "the last one, and no move follows it");
	} else if (f->standard && f->supply_left <= 0) {
		d = diverge(v, "DATA-TILESET", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "at most %d %s",
		    vf->set->cat.types[type].count, m->tile);
		snprintf(d->recorded, sizeof(d->recorded), "one more %s",
		    m->tile);
		snprintf(d->message, sizeof(d->message), "the set holds %d "
		    "tile%s %s and %s been drawn",
		    vf->set->cat.types[type].count,
		    vf->set->cat.types[type].count == 1 ? "" : "s", m->tile,
		    vf->set->cat.types[type].count == 1 ? "it has" :
		    "all have");
	}
	return 0;
}

/* A placement the driver played; returns -1 where the record can no
 * longer be applied. */
static int
play_placement(const struct carc_record *rec, size_t i,
    struct carc_verdict *v, int seat, const struct carc_drive_facts *f)
{
	const struct carc_move *m = &rec->moves[i];
	struct carc_divergence *d;
	const char *rule = NULL;

	switch (f->place_fault) {
	case CARC_PLACE_FAR:
		d = diverge(v, "BASE-PLACE-ADJ", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "a square next to "
		    "the board");
		fmt_square(d->recorded, sizeof(d->recorded), m);
		snprintf(d->message, sizeof(d->message), "tile %s is placed "
		    "far from every other tile; the replay stops here",
		    m->tile);
		return -1;
	case CARC_PLACE_OK:
		break;
	case CARC_PLACE_OCCUPIED:
		d = diverge(v, "BASE-PLACE-ADJ", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "an empty square");
		fmt_square(d->recorded, sizeof(d->recorded), m);
		snprintf(d->message, sizeof(d->message), "tile %s is placed on "
		    "a square already taken; the replay stops here", m->tile);
		return -1;
	case CARC_PLACE_ISOLATED:
		d = diverge(v, "BASE-PLACE-ADJ", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "a square sharing an "
		    "edge with a placed tile");
		fmt_square(d->recorded, sizeof(d->recorded), m);
		snprintf(d->message, sizeof(d->message), "tile %s touches no "
		    "placed tile along a full edge", m->tile);
		break;
	case CARC_PLACE_EDGE: {
		int r = f->rotation_fitting;

		if (!f->fits_anywhere) {
			rule = "BASE-PLACE-NOFIT";
			d = diverge(v, rule, (int64_t)i, 1, seat);
			snprintf(d->expected, sizeof(d->expected), "discard");
			snprintf(d->message, sizeof(d->message), "tile %s fits "
			    "nowhere on the board: it leaves the game and the "
			    "player draws again", m->tile);
		} else if (r >= 0) {
			/* BASE-PLACE-EDGE is broken; BASE-PLACE-ROT forbids
			 * nothing, it is what the recorder misread */
			rule = "BASE-PLACE-EDGE";
			d = diverge(v, rule, (int64_t)i, 1, seat);
			snprintf(d->expected, sizeof(d->expected), "every "
			    "touching edge matching");
			snprintf(d->message, sizeof(d->message), "an edge of tile "
			    "%s does not match its neighbour's", m->tile);
			carc_divergence_hint(d, "BASE-PLACE-ROT", "tile %s fits "
			    "this square turned to rotation %d: the edge check "
			    "uses the rotated tile", m->tile, r * 90);
		} else {
			rule = "BASE-PLACE-EDGE";
			d = diverge(v, rule, (int64_t)i, 1, seat);
			snprintf(d->expected, sizeof(d->expected), "every "
			    "touching edge matching");
			snprintf(d->message, sizeof(d->message), "an edge of tile "
			    "%s does not match its neighbour's in any rotation "
			    "here", m->tile);
		}
		fmt_square(d->recorded, sizeof(d->recorded), m);
		break;
	}
	}
	if (f->failed) {
		unverifiable(v, "out of memory");
		return -1;
	}
	return 0;
}

/* The meeple of a move; returns -1 where the record can no longer be
 * applied (a spot that does not exist on the tile). */
static int
play_meeple(struct carc_verifier *vf, const struct carc_record *rec,
    size_t i, struct carc_verdict *v, int seat, struct carc_drive_facts *f)
{
	const struct carc_move *m = &rec->moves[i];
	const struct carc_meeple_check *chk = &f->meeple;
	struct carc_divergence *d;
	char spot[CARC_SPOT_MAX];
	size_t n;

	if (m->meeple.too_long) {
		/* an unknown name: the rule the engine cites for one (on a
		 * watchtower TOWER-NO-MEEPLE, else DATA-SPOT) */
		carc_drive_meeple(vf->p, NULL, f);
		d = diverge(v, chk->fault == CARC_MEEPLE_NO_SPOT ? chk->rule :
		    "DATA-SPOT", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "a spot of tile %s",
		    m->tile);
		snprintf(d->recorded, sizeof(d->recorded), "'%.12s...'",
		    m->meeple.s);
		snprintf(d->message, sizeof(d->message), "the meeple spot is "
		    "no spot of any tile; the replay stops here");
		return -1;
	}
	/* BASE-MEEPLE-MAX1: "N,S" would be two meeples in one turn. */
	n = strcspn(m->meeple.s, ", ");
	memcpy(spot, m->meeple.s, n);
	spot[n] = '\0';
	if (m->meeple.s[n] != '\0') {
		d = diverge(v, "BASE-MEEPLE-MAX1", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "at most one meeple");
		snprintf(d->recorded, sizeof(d->recorded), "%s", m->meeple.s);
		snprintf(d->message, sizeof(d->message), "several meeples in "
		    "one turn; only the first, on %s, is played", spot);
	}
	/* played where the board can hold it; NO_SPOT stops the replay */
	(void)carc_drive_meeple(vf->p, spot, f);
	switch (chk->fault) {
	case CARC_MEEPLE_OK:
		break;
	case CARC_MEEPLE_NO_SPOT:
		/* record-format.md: whatever artwork stands there, the most
		 * specific rule (TOWER-NO-MEEPLE, ROSE-NO-EFFECT,
		 * SIGN-NOT-FEATURE, BASE-MEEPLE-SPOT, else DATA-SPOT) */
		d = diverge(v, chk->rule, (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "a spot of tile %s",
		    m->tile);
		snprintf(d->recorded, sizeof(d->recorded), "%s", spot);
		snprintf(d->message, sizeof(d->message), "tile %s as placed "
		    "has no feature at spot '%s'; the replay stops here",
		    m->tile, spot);
		return -1;
	case CARC_MEEPLE_REFUSED:
		d = diverge(v, chk->rule, (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "no meeple there");
		snprintf(d->recorded, sizeof(d->recorded), "%s", spot);
		snprintf(d->message, sizeof(d->message), "spot '%s' of tile %s "
		    "cannot hold a meeple; the meeple is not played", spot,
		    m->tile);
		return 0;
	case CARC_MEEPLE_OCCUPIED:
		d = diverge(v, chk->rule, (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "an unoccupied %s",
		    carc_kind_names[chk->kind]);
		snprintf(d->recorded, sizeof(d->recorded), "%s", spot);
		snprintf(d->message, sizeof(d->message), "the %s at '%s' "
		    "already holds a meeple of seat %d", carc_kind_names[chk->kind],
		    spot, chk->holder);
		break;
	case CARC_MEEPLE_NO_SUPPLY:
		d = diverge(v, chk->rule, (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "a meeple in supply");
		snprintf(d->recorded, sizeof(d->recorded), "%s", spot);
		snprintf(d->message, sizeof(d->message), "seat %d has all %d "
		    "meeples on the board", seat, CARC_MEEPLES_PER_SEAT);
		if (chk->hint == NULL)
			break;
		carc_divergence_hint(d, chk->hint, "%s",
		    strcmp(chk->hint, "BASE-FARMER-STAY") == 0 ?
		    "farmers among them: a farmer stays until the end" :
		    "none has come back: this would be an 8th of the 7");
		break;
	}
	return 0;
}

/* A discard: DATA-DISCARD, BASE-PLACE-MUST, BASE-MEEPLE-NEWTILE. */
static void
play_discard(const struct carc_record *rec, size_t i, struct carc_verdict *v,
    int seat, const struct carc_drive_facts *f)
{
	const struct carc_move *m = &rec->moves[i];
	struct carc_divergence *d;

	if (m->has_xy || m->has_rotation) {
		d = diverge(v, "DATA-DISCARD", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "no square");
		fmt_square(d->recorded, sizeof(d->recorded), m);
		snprintf(d->message, sizeof(d->message), "a discarded tile "
		    "lies nowhere, yet the record gives it a square");
	}
	if (f->fits_anywhere) {
		d = diverge(v, "BASE-PLACE-MUST", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "place");
		snprintf(d->recorded, sizeof(d->recorded), "discard");
		snprintf(d->message, sizeof(d->message), "tile %s fits on the "
		    "board, so it must be placed", m->tile);
	}
	if (!m->meeple.null) {
		d = diverge(v, "BASE-MEEPLE-NEWTILE", (int64_t)i, 1, seat);
		snprintf(d->expected, sizeof(d->expected), "no meeple");
		snprintf(d->recorded, sizeof(d->recorded), "%.15s", m->meeple.s);
		snprintf(d->message, sizeof(d->message), "no tile was placed "
		    "this turn, so no meeple can be");
	}
}

/*
 * The one out-of-memory policy (engine/game.h): an allocation that failed
 * anywhere in this game, or a plugin that could not do its work, makes
 * the game unverifiable with the first reason, never a verdict that may
 * lack a divergence or hold a wrong expected score.  Returns 1 if so.
 */
static int
failed(struct carc_verifier *vf, struct carc_verdict *v)
{
	const char *why = carc_game_failed(vf->g);

	if (why == NULL && (v->oom || vf->sc.oom))
		why = "out of memory";
	if (why == NULL)
		return 0;
	unverifiable(v, "%s", why);
	return 1;
}

const struct carc_game *
carc_verifier_game(const struct carc_verifier *vf)
{
	return vf->g;
}

void
carc_verify(struct carc_verifier *vf, const struct carc_record *rec,
    struct carc_verdict *v)
{
	carc_verify_until(vf, rec, -1, v);
}

void
carc_verify_until(struct carc_verifier *vf, const struct carc_record *rec,
    int64_t last_seq, struct carc_verdict *v)
{
	struct carc_game_plugin gp[CARC_MAX_EXPANSIONS];
	struct carc_error err;
	size_t ngp = 0, i, s, nplay;
	int ruleset, stopped = 0, finished, partial;

	carc_verdict_reset(v, rec->id);
	carc_engine_string(v->engine, sizeof(v->engine), vf->set, rec);
	v->nseats = rec->nplayers;
	for (s = 0; s < rec->nplayers; s++) {
		v->has_recorded[s] = rec->players[s].has_final;
		v->recorded[s] = rec->players[s].final_score;
	}
	if (rec->unreadable[0] != '\0') {
		unverifiable(v, "%s", rec->unreadable);
		return;
	}
	if (read_header(vf, rec, v, &ruleset, gp, &ngp) != 0 ||
	    read_moves(vf, rec, v) != 0 || read_scores(rec, v) != 0)
		return;
	if (carc_drive_begin(vf->p, (int)rec->nplayers, ruleset, gp, ngp,
	    strcmp(rec->tile_supply, "standard") == 0, &err) != 0) {
		unverifiable(v, "DATA-EXPANSION: %s", err.msg);
		return;
	}
	v->moves_only = rec->nscores == 0;
	for (s = 0; s < rec->nplayers; s++)
		if (rec->players[s].has_final)
			v->moves_only = 0;
	finished = strcmp(rec->status, "finished") == 0;
	carc_score_check_begin(&vf->sc, rec, v);

	/* carc_verify_until: a record cut after move last_seq (even its
	 * last) has no final scoring; the board is left as that move left
	 * it. */
	nplay = rec->nmoves;
	if (last_seq >= 0 && (uint64_t)last_seq + 1 < (uint64_t)nplay)
		nplay = (size_t)last_seq + 1;
	partial = last_seq >= 0;
	for (i = 0; i < nplay && !stopped; i++) {
		const struct carc_move *m = &rec->moves[i];
		int seat = m->has_seat ? (int)m->seat : -1;
		struct carc_drive_move mv;
		struct carc_drive_facts f;

		/* the row as the driver's move (read_moves checked it) */
		mv.type = vf->types[i];
		mv.discard = m->action == CARC_ACTION_DISCARD;
		mv.seat = i == 0 ? -1 : seat;
		mv.x = m->x;
		mv.y = m->y;
		mv.rotation = (int)(m->rotation / 90);
		if (i == 0) {
			check_start(vf, rec, v);
			mv.discard = m->action != CARC_ACTION_PLACE;
			carc_drive_tile(vf->p, &mv, &f);
			if (!mv.discard &&
			    play_placement(rec, 0, v, -1, &f) != 0) {
				stopped = 1;
				v->stopped = 1;
				v->stopped_seq = 0;
			}
			carc_drive_finish(vf->p, &f);
			if (!stopped)
				carc_score_check_move(&vf->sc, vf->g, rec, 0, v);
			continue;
		}
		carc_drive_tile(vf->p, &mv, &f);
		/* DATA-SEAT, once; the recorded seat plays the move and turn
		 * order goes on from it. */
		if (seat != f.turn) {
			struct carc_divergence *d = diverge(v, "DATA-SEAT",
			    (int64_t)i, 1, seat);

			snprintf(d->expected, sizeof(d->expected), "seat %d",
			    f.turn);
			snprintf(d->recorded, sizeof(d->recorded), "seat %d",
			    seat);
			snprintf(d->message, sizeof(d->message), "it is seat "
			    "%d's turn%s", f.turn, i > 1 &&
			    rec->moves[i - 1].action == CARC_ACTION_DISCARD ?
			    " (a discard: the same seat draws again)" : "");
		}
		check_supply(vf, rec, i, v, seat, &f);
		if (mv.discard) {
			play_discard(rec, i, v, seat, &f);
		} else if (play_placement(rec, i, v, seat, &f) != 0 ||
		    (!m->meeple.null &&
		    play_meeple(vf, rec, i, v, seat, &f) != 0)) {
			/* nothing of the move where the replay stops
			 * counts: the driver takes its points back */
			carc_drive_finish(vf->p, &f);
			stopped = 1;
			v->stopped = 1;
			v->stopped_seq = (int64_t)i;
			break;
		}
		carc_drive_finish(vf->p, &f);
		carc_score_check_move(&vf->sc, vf->g, rec, i, v);
		observe(vf, (int64_t)i);
	}
	if (v->kind == CARC_UNVERIFIABLE || failed(vf, v))
		return;
	if (!stopped && !partial && finished &&
	    strcmp(rec->tile_supply, "standard") == 0 &&
	    carc_drive_supply_total(vf->p) > 0) {
		/* BASE-END: a game ends with the turn of the last tile; a
		 * finished game of the standard supply has drawn them all. */
		struct carc_divergence *d = diverge(v, "BASE-END", 0, 0, -1);

		snprintf(d->expected, sizeof(d->expected), "0 tiles left");
		snprintf(d->recorded, sizeof(d->recorded), "%d tiles left",
		    carc_drive_supply_total(vf->p));
		snprintf(d->message, sizeof(d->message), "the game is recorded "
		    "finished with %d tiles of the supply never drawn",
		    carc_drive_supply_total(vf->p));
	}
	if (!stopped && !partial) {
		carc_game_clear_awards(vf->g);
		if (finished) {
			carc_game_final(vf->g);
			observe(vf, -1);
		}
		carc_score_check_final(&vf->sc, vf->g, rec, finished, v);
	}
	for (s = 0; s < rec->nplayers; s++)
		v->computed[s] = carc_game_score(vf->g, (int)s);
	if (!stopped && !partial && finished && !v->moves_only)
		carc_score_check_totals(rec, v);
	if (failed(vf, v)) {
		carc_drive_end(vf->p);
		return;
	}
	carc_drive_end(vf->p);
	v->kind = v->ndiv > 0 ? CARC_DIVERGENT : CARC_VALID;
}
