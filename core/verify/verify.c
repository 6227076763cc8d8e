/*
 * verify.c - replay a record through the engine and compare, move by
 * move: the tile against the supply, the placement, the meeple, the
 * points of the move; then final scoring and the recorded totals
 * (record-format.md, "What the verifier compares").  The verifier turns
 * rows into the move driver's moves and the driver's rulings into
 * divergences (engine/drive.h: what a move breaks is the driver's to
 * say); comparing the record's points with the rules' is its own
 * (score_check.c).
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

/* Slots of the verifier's memo of tile names, a power of two: a game of
 * every expansion names some 100 types, the bundled catalogues 190 of
 * them; with 64 slots such games lost more to names pushing each other
 * out than they saved. */
#define NAME_MEMO_BITS 9
#define NAME_MEMO (1 << NAME_MEMO_BITS)

struct carc_verifier {
	const struct carc_plugin_set *set;
	struct carc_drive *p;		/* the move driver */
	struct carc_game *g;		/* its game */
	/* per move: the driver's move, the row as read_moves checked it */
	struct carc_drive_move *mvs;
	size_t mvs_cap;
	/* the tile types of names of up to 8 bytes, by the name's bytes
	 * (tile_type): key 0 is an empty slot */
	struct name_memo {
		uint64_t key;
		int type;
	} memo[NAME_MEMO];
	/* the same for names of one byte (every tile of a JCloisterZone
	 * base game, half of a game of every expansion), by the byte: the
	 * type + 1, 0 not found yet */
	int byte_memo[256];
	/* the record's actions as the driver's (record format 2), only
	 * for a game that has any */
	struct carc_drive_action *acts;
	size_t acts_cap;
	/* each loaded plugin's part of the engine string, "; NAME VERSION",
	 * spelt when the verifier is made (verdict_engine) */
	struct engine_part {
		char s[sizeof(((struct carc_verdict *)0)->engine)];
		size_t len;
	} part[CARC_MAX_PLUGINS];
	struct score_check sc;
	carc_verify_observer observe;
	void *observe_arg;
	int keep;			/* carc_verifier_keep_game */
	int tile_only;			/* carc_verify_until_tile */
};

/* Append s to out (of outlen bytes, *len used), cut if it does not fit. */
static void
append(char *out, size_t outlen, size_t *len, const char *s)
{
	while (*s != '\0' && *len + 1 < outlen)
		out[(*len)++] = *s++;
	out[*len] = '\0';
}

int
carc_verifier_new(struct carc_verifier **out,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	struct carc_verifier *vf;
	size_t i;

	*out = NULL;
	if ((vf = calloc(1, sizeof(*vf))) == NULL)
		return carc_error_set(err, "out of memory");
	vf->set = set;
	if (carc_drive_new(&vf->p, &set->list, err) != 0) {
		free(vf);
		return -1;
	}
	vf->g = carc_drive_game(vf->p);
	for (i = 0; i < set->n; i++) {
		struct engine_part *e = &vf->part[i];

		e->len = 0;
		append(e->s, sizeof(e->s), &e->len, "; ");
		append(e->s, sizeof(e->s), &e->len, set->p[i].desc->name);
		append(e->s, sizeof(e->s), &e->len, " ");
		append(e->s, sizeof(e->s), &e->len, set->p[i].desc->version);
	}
	*out = vf;
	return 0;
}

void
carc_verifier_free(struct carc_verifier *vf)
{
	if (vf == NULL)
		return;
	carc_drive_free(vf->p);
	free(vf->mvs);
	free(vf->acts);
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

void
carc_verifier_keep_game(struct carc_verifier *vf, int on)
{
	vf->keep = on;
}

void
carc_verify_until_tile(struct carc_verifier *vf,
    const struct carc_record *rec, int64_t seq, struct carc_verdict *v)
{
	vf->tile_only = 1;
	carc_verify_until(vf, rec, seq, v);
	vf->tile_only = 0;
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

/*
 * The index in set of the plugin named name, or -1.  Compared as the
 * bytes stand, a name cut short too (the engine string names what the
 * record names).  The loader takes only plugins of valid names, so a name
 * equal to one is valid: carc_plugins_find's answer without its check of
 * the name, and a first byte told apart before a call to strcmp.
 */
static int
plugin_index(const struct carc_plugin_set *set, const char *name)
{
	size_t i;

	for (i = 0; i < set->n; i++)
		if (set->p[i].desc->name[0] == name[0] &&
		    strcmp(set->p[i].desc->name, name) == 0)
			return (int)i;
	return -1;
}

/* The record's expansions' plugins: found[j], the index in set of
 * expansion j's, or -1. */
static void
find_plugins(const struct carc_plugin_set *set, const struct carc_record *rec,
    int *found)
{
	size_t j;

	for (j = 0; j < rec->nexpansions; j++)
		found[j] = plugin_index(set, rec->expansions[j].name);
}

/* Built for every game, so by appending: snprintf cost 2% of a run of
 * games with expansions (issue 16).  found: find_plugins'. */
static void
engine_string(char *out, size_t outlen, const struct carc_plugin_set *set,
    const struct carc_record *rec, const int *found)
{
	size_t i, j, len = 0;

	if (outlen == 0)
		return;
	append(out, outlen, &len, PACKAGE_NAME " " PACKAGE_VERSION);
	/* in the plugin set's order, so the string is the same whatever
	 * order the record lists its expansions in (a plugin listed twice
	 * named twice) */
	for (i = 0; i < set->n; i++) {
		for (j = 0; j < rec->nexpansions; j++) {
			if (found[j] != (int)i)
				continue;
			append(out, outlen, &len, "; ");
			append(out, outlen, &len, set->p[i].desc->name);
			append(out, outlen, &len, " ");
			append(out, outlen, &len, set->p[i].desc->version);
		}
	}
}

/* engine_string's, for a verdict: each plugin's part copied whole
 * (vf->part), as many times as the record names it, in the set's order;
 * cut where the verdict's field is full, as append cuts it.  found:
 * find_plugins'. */
static void
verdict_engine(const struct carc_verifier *vf, const struct carc_record *rec,
    const int *found, struct carc_verdict *v)
{
	static const char head[] = PACKAGE_NAME " " PACKAGE_VERSION;
	unsigned times[CARC_MAX_PLUGINS] = { 0 };
	size_t i, j, n, len = sizeof(head) - 1;

	memcpy(v->engine, head, len);
	for (j = 0; j < rec->nexpansions; j++)
		if (found[j] >= 0)
			times[found[j]]++;
	for (i = 0; i < vf->set->n; i++)
		for (j = 0; j < times[i]; j++) {
			n = vf->part[i].len;
			if (n > sizeof(v->engine) - 1 - len)
				n = sizeof(v->engine) - 1 - len;
			memcpy(v->engine + len, vf->part[i].s, n);
			len += n;
		}
	v->engine[len] = '\0';
}

typedef char engine_head_fits[sizeof(PACKAGE_NAME " " PACKAGE_VERSION) <=
    sizeof(((struct carc_verdict *)0)->engine) ? 1 : -1];

void
carc_engine_string(char *out, size_t outlen,
    const struct carc_plugin_set *set, const struct carc_record *rec)
{
	int found[CARC_MAX_EXPANSIONS];

	find_plugins(set, rec, found);
	engine_string(out, outlen, set, rec, found);
}

void
carc_engine_signature(char *out, size_t outlen,
    const struct carc_plugin_set *set)
{
	size_t i, len = 0;

	if (outlen == 0)
		return;
	append(out, outlen, &len, PACKAGE_NAME " " PACKAGE_VERSION);
	for (i = 0; i < set->n; i++) {
		append(out, outlen, &len, "; ");
		append(out, outlen, &len, set->p[i].desc->name);
		append(out, outlen, &len, " ");
		append(out, outlen, &len, set->p[i].desc->version);
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

/* -- before the replay: can the rows be read as a game? ------------------ */

/* read_header's listed: a bit for each plugin of the set */
typedef char listed_fits[CARC_MAX_PLUGINS <= 32 ? 1 : -1];

/* found: find_plugins'. */
static int
read_header(struct carc_verifier *vf, const struct carc_record *rec,
    const int *found, struct carc_verdict *v, int *ruleset,
    struct carc_game_plugin *gp, size_t *ngp)
{
	uint32_t listed = 0;	/* bit i: set->p[i] is an expansion of it */
	size_t i;

	if ((*ruleset = carc_ruleset_parse(rec->ruleset)) < 0) {
		/* the reason says what the column may hold */
		unverifiable(v, "games: unknown ruleset '%s' (%s, %s, %s or "
		    "%s)", rec->ruleset, carc_ruleset_names[0],
		    carc_ruleset_names[1], carc_ruleset_names[2],
		    carc_ruleset_names[3]);
		return -1;
	}
	if (strcmp(rec->tile_supply, "standard") != 0 &&
	    strcmp(rec->tile_supply, "free") != 0) {
		unverifiable(v, "games: unknown tile_supply '%s' (standard "
		    "or free)", rec->tile_supply);
		return -1;
	}
	if (strcmp(rec->status, "finished") != 0 &&
	    strcmp(rec->status, "in_progress") != 0 &&
	    strcmp(rec->status, "abandoned") != 0) {
		unverifiable(v, "games: unknown status '%s' (finished, "
		    "in_progress or abandoned)", rec->status);
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
		 * in two variants at once.  Every expansion before this
		 * one is an installed plugin's (else the game is already
		 * unverifiable): the same name is the same plugin. */
		if (!x->name_too_long && found[i] >= 0 &&
		    (listed & (1u << found[i]))) {
			unverifiable(v, "game_expansions: expansion '%s' is "
			    "listed twice", x->name);
			return -1;
		}
		/* DATA-EXPANSION: only a valid name is looked up at all. */
		lp = x->name_too_long || found[i] < 0 ? NULL :
		    &vf->set->p[found[i]];
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
		listed |= 1u << found[i];
	}
	return 0;
}

/* Room for the driver's moves of n rows. */
static int
grow_moves(struct carc_verifier *vf, size_t n)
{
	struct carc_drive_move *nm;
	size_t cap = vf->mvs_cap ? vf->mvs_cap : 64;

	if (n <= vf->mvs_cap)
		return 0;
	while (cap < n)
		cap *= 2;
	if ((nm = realloc(vf->mvs, cap * sizeof(*nm))) == NULL)
		return -1;
	vf->mvs = nm;
	vf->mvs_cap = cap;
	return 0;
}

/* The set slots a game enables (engine/kinds.h): the base game's and
 * each of its expansions'. */
static uint32_t
game_slots(const struct carc_game_plugin *gp, size_t ngp)
{
	uint32_t slots = 1u << CARC_SLOT_BASE;
	size_t i;

	for (i = 0; i < ngp; i++)
		slots |= 1u << (gp[i].plugin->slot + 1);
	return slots;
}

/*
 * The catalogue's type of a tile named in a move, or -1.  Every move names
 * its tile, and the catalogue's find (a hash of the name, then the names
 * of the types in its slot) cost some 60 instructions a move; a name of
 * up to 8 bytes (every name of the bundled catalogues but a few) is its
 * own key in the verifier's memo, found once per verifier, and a name of
 * one byte its own index in a table of 256.  The set's catalogue does
 * not change while a verifier lives on it, so an answer found stays
 * true; a name not found is not kept (its game is unverifiable).
 */

/*
 * The name's bytes up to its NUL, at most 8, as one key (byte n in bits
 * 8n to 8n + 7); 0 if the name is empty or goes on past them (the memo
 * does not keep it).  Byte by byte: what follows the NUL in the move's
 * array is not written (the reader copies the name alone), and a key read
 * as one word would depend on it.
 */
static uint64_t
name_key(const char *name)
{
	uint64_t key = 0;
	size_t n;

	for (n = 0; n < 8 && name[n] != '\0'; n++)
		key |= (uint64_t)(unsigned char)name[n] << (8 * n);
	return name[n] == '\0' ? key : 0;
}

static int
tile_type(struct carc_verifier *vf, const char *name)
{
	struct name_memo *e;
	uint64_t key;
	int type, *b;

	if (name[0] != '\0' && name[1] == '\0') {
		/* one byte: no key to build nor hash */
		b = &vf->byte_memo[(unsigned char)name[0]];
		if (*b > 0)
			return *b - 1;
		if ((type = carc_catalogue_find(&vf->set->cat, name)) >= 0)
			*b = type + 1;
		return type;
	}
	if ((key = name_key(name)) == 0)
		return carc_catalogue_find(&vf->set->cat, name);
	/* Fibonacci hashing: the top bits of the product */
	e = &vf->memo[(key * UINT64_C(0x9e3779b97f4a7c15)) >>
	    (64 - NAME_MEMO_BITS)];
	if (e->key == key)
		return e->type;
	if ((type = carc_catalogue_find(&vf->set->cat, name)) >= 0) {
		e->key = key;
		e->type = type;
	}
	return type;
}

/* The row as the driver's move (read_moves checked it, seat: its seat or
 * -1), with what the record said where a ruling quotes it; a follower's
 * spot or none (a figure of another kind, or a taking back, is
 * figure_move's).  Its actions are read_actions'. */
static inline void
to_move(const struct carc_move *m, int type, int seat, int quarters,
    struct carc_drive_move *mv)
{
	mv->type = type;
	mv->discard = m->action != CARC_ACTION_PLACE;
	mv->seat = seat;
	mv->x = m->x;
	mv->y = m->y;
	mv->rotation = quarters;
	mv->tile = m->tile;
	mv->degrees = m->rotation;
	mv->has_xy = m->has_xy;
	mv->has_rotation = m->has_rotation;
	mv->meeple_cut = m->meeple.too_long;
	mv->meeple = m->meeple.null ? NULL : m->meeple.s;
	mv->figure = CARC_FIGURE_FOLLOWER_KIND;
	mv->take_back = 0;
	mv->figure_malformed = 0;
	mv->figure_written = NULL;
	mv->actions = NULL;
	mv->nactions = m->nactions;
}

/* The figure of a placement whose moves.meeple carc_figure_parse read
 * as fig, beyond a follower's spot (to_move's). */
static void
figure_move(const struct carc_figure_move *fig, struct carc_drive_move *mv)
{
	switch (fig->what) {
	case CARC_FIGURE_PUT:
		/* "KIND:N": the spot after the kind, quoted whole; the
		 * kind 'follower' is the same as none (record-format.md),
		 * so "follower:N" is a follower on N */
		mv->figure = fig->figure;
		if (fig->spot != mv->meeple) {
			mv->figure_written = mv->meeple;
			mv->meeple = fig->spot;
		}
		break;
	case CARC_FIGURE_BACK:
		mv->figure = fig->figure;
		mv->take_back = 1;
		mv->back_x = fig->x;
		mv->back_y = fig->y;
		mv->figure_written = mv->meeple;
		mv->meeple = NULL;
		break;
	case CARC_FIGURE_MALFORMED:
		mv->figure = fig->figure;
		mv->figure_malformed = 1;
		mv->figure_written = mv->meeple;
		mv->meeple = NULL;
		break;
	default:
		break;
	}
}

/* Does moves.meeple name more than a spot?  A text without ':' is a
 * follower's spot whole (carc_figure_parse, engine/kinds.h), as every
 * base game writes it: told without the call. */
static inline int
names_figure(const char *s)
{
	while (*s != '\0' && *s != ':')
		s++;
	return *s == ':';
}

/* DATA-SEQ, DATA-TILE-UNKNOWN and the columns a move needs, each row
 * as the driver's move (vf->mvs); slots: the set slots the game enables
 * (bit s), whose figure kinds its moves may name. */
static int
read_moves(struct carc_verifier *vf, const struct carc_record *rec,
    uint32_t slots, struct carc_verdict *v)
{
	const struct carc_kinds *k = carc_game_kinds(vf->g);
	char why[160];
	struct carc_drive_move *mv;
	size_t i;
	int type, seat, quarters;

	if (rec->nmoves == 0) {
		unverifiable(v, "moves: the game has no moves");
		return -1;
	}
	if (grow_moves(vf, rec->nmoves) != 0) {
		unverifiable(v, "out of memory");
		return -1;
	}
	for (i = 0, mv = vf->mvs; i < rec->nmoves; i++, mv++) {
		const struct carc_move *m = &rec->moves[i];
		struct carc_figure_move fig;

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
		    (type = tile_type(vf, m->tile)) < 0) {
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
		if (!m->has_seat) {
			if (i > 0) {
				unverifiable(v, "moves seq %zu: seat is NULL",
				    i);
				return -1;
			}
			seat = -1;
		} else if ((uint64_t)m->seat >= (uint64_t)rec->nplayers) {
			unverifiable(v, "moves seq %zu: seat %" PRId64 " is not "
			    "a player of this game", i, m->seat);
			return -1;
		} else
			seat = (int)m->seat;
		if (m->action != CARC_ACTION_PLACE) {
			/* a discard's rotation is checked by nobody here: as
			 * written, in whole quarter turns */
			to_move(m, type, seat, (int)(m->rotation / 90), mv);
			continue;
		}
		/* record-format.md: a figure kind or action that no enabled
		 * plugin declares makes the game unverifiable, naming it
		 * (seq 0's figure is BASE-SETUP-START's; a spot too long for
		 * any tile, DATA-SPOT's) */
		fig.what = CARC_FIGURE_NOTHING;
		if (i > 0 && !m->meeple.null && !m->meeple.too_long &&
		    names_figure(m->meeple.s) &&
		    carc_figure_parse(k, slots, m->meeple.s, &fig, why,
		    sizeof(why)) != 0) {
			unverifiable(v, "moves seq %zu: %s", i, why);
			return -1;
		}
		if (!m->has_xy || !m->has_rotation) {
			unverifiable(v, "moves seq %zu: a placement without "
			    "x, y and rotation", i);
			return -1;
		}
		/* the quarter turns told by the check, not by a division */
		switch (m->rotation) {
		case 0:
			quarters = 0;
			break;
		case 90:
			quarters = 1;
			break;
		case 180:
			quarters = 2;
			break;
		case 270:
			quarters = 3;
			break;
		default:
			unverifiable(v, "moves seq %zu: rotation %" PRId64
			    " is not 0, 90, 180 or 270", i, m->rotation);
			return -1;
		}
		to_move(m, type, seat, quarters, mv);
		if (fig.what != CARC_FIGURE_NOTHING)
			figure_move(&fig, mv);
	}
	return 0;
}

#define CARC_MAX_ACTIONS_N 1000000

/* A row of actions the grammar refuses: the verdict names the row.  Built
 * only then: a valid row costs no formatting. */
static void
refuse_action(struct carc_verdict *v, const struct carc_action_row *r,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void
refuse_action(struct carc_verdict *v, const struct carc_action_row *r,
    const char *fmt, ...)
{
	char why[sizeof(v->reason)];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, sizeof(why), fmt, ap);
	va_end(ap);
	unverifiable(v, "actions seq %" PRId64 " n %" PRId64 ": %s", r->seq,
	    r->n, why);
}

/*
 * Does some enabled declaration of the verb and kind of def, the first
 * loaded, take the row's form (record-format.md: a form no enabled
 * plugin declares makes the game unverifiable)?  CARC_FORM_OK if one
 * does, else what the first loaded one does not take.
 */
static enum carc_action_form
row_form(const struct carc_kinds *k, uint32_t slots, int def,
    const struct carc_action_row *r)
{
	const char *spot = r->spot.null ? NULL : r->spot.s;
	enum carc_action_form first;
	int i;

	if (r->spot.too_long)
		return CARC_FORM_SPOT;	/* no form is that long */
	first = carc_action_form(k, &k->action[def], (long)r->n, r->has_xy,
	    spot);
	for (i = k->action[def].next_twin; i >= 0 && first != CARC_FORM_OK;
	    i = k->action[i].next_twin)
		if ((slots & (1u << k->action[i].slot)) &&
		    carc_action_form(k, &k->action[i], (long)r->n, r->has_xy,
		    spot) == CARC_FORM_OK)
			return CARC_FORM_OK;
	return first;
}

/* Do two of a row's texts read the same (both NULL, or the same bytes,
 * each cut short or neither)? */
static int
same_text(const struct carc_text16 *x, const struct carc_text16 *y)
{
	const char *s = x->s, *t = y->s;

	if (x->null != y->null || x->too_long != y->too_long)
		return 0;
	while (*s != '\0' && *s == *t) {
		s++;
		t++;
	}
	return *s == *t;
}

/*
 * The host's grammar of a turn's actions (record-format.md, "The whole
 * turn"): a verb of the host's, n 0 left to moves.meeple, a seat of the
 * game, and a verb, kind and spot form that an enabled plugin declares
 * (else the game is unverifiable, naming it); each row as the driver's
 * action.  The reader has checked that every row has its move and that n
 * is unique in its turn.  prev: the row before it, read as pa (NULL for
 * the first): rows come in runs of one verb and kind (a neutral figure's
 * steps, a turn's tokens), and a row of the verb and kind of the row
 * before takes its declaration, found once (carc_kinds_action cost 100
 * instructions a row).
 */
static int
read_action(const struct carc_verifier *vf, const struct carc_record *rec,
    uint32_t slots, const struct carc_action_row *r,
    const struct carc_action_row *prev, const struct carc_drive_action *pa,
    struct carc_drive_action *a, struct carc_verdict *v)
{
	const struct carc_kinds *k = carc_game_kinds(vf->g);
	const struct carc_action_def *d;
	const char *kind = r->kind.null ? NULL : r->kind.s;
	enum carc_action_form form;

	if (r->verb.null || r->verb.too_long ||
	    (a->verb = carc_verb_parse(r->verb.s)) < 0) {
		refuse_action(v, r, "verb '%.16s' is none of place, move, "
		    "remove, return, token, roll and choose",
		    r->verb.null ? "NULL" : r->verb.s);
		return -1;
	}
	if (r->n == 0) {
		refuse_action(v, r, "n 0 is the place of moves.meeple (a "
		    "turn's actions are numbered from 1, or below 0 before "
		    "the tile)");
		return -1;
	}
	/* n orders a turn: no turn holds a million rows, and the driver
	 * keeps n in an int */
	if (r->n < -CARC_MAX_ACTIONS_N || r->n > CARC_MAX_ACTIONS_N) {
		refuse_action(v, r, "n is out of range (-%d to %d)",
		    CARC_MAX_ACTIONS_N, CARC_MAX_ACTIONS_N);
		return -1;
	}
	if (r->seq == 0) {
		refuse_action(v, r, "seq 0 is the start tile, nobody's turn");
		return -1;
	}
	/* a discard is followed by the same seat's next draw, in the same
	 * turn: what comes after the turn's tile belongs to the tile it
	 * places */
	if (r->n > 0 && rec->moves[r->seq].action != CARC_ACTION_PLACE) {
		refuse_action(v, r, "the tile of this move is discarded: the "
		    "turn's actions after its tile go with the tile it "
		    "places");
		return -1;
	}
	if (r->has_seat && (r->seat < 0 || r->seat >= (int64_t)rec->nplayers)) {
		refuse_action(v, r, "seat %" PRId64 " is not a player of this "
		    "game", r->seat);
		return -1;
	}
	if (prev != NULL && a->verb == pa->verb &&
	    same_text(&r->kind, &prev->kind))
		a->def = pa->def;
	else if (r->kind.too_long || (a->def = carc_kinds_action(k, slots,
	    a->verb, kind)) < 0) {
		refuse_action(v, r, "no enabled plugin declares the action "
		    "'%s%s%.16s%s'", r->verb.s, kind ? " " : "",
		    kind ? kind : "", r->kind.too_long ? "..." : "");
		return -1;
	}
	/* a->def stays the first loaded declaration, which a row nobody
	 * claims cites; the row takes its claimant's (ABI 4.2,
	 * claim_action), which only the turn tells, and the host refuses
	 * it if that one does not take its form */
	d = &k->action[a->def];
	if ((form = row_form(k, slots, a->def, r)) == CARC_FORM_BEFORE_TILE) {
		refuse_action(v, r, "no enabled plugin declares the action "
		    "'%s%s%s' before the tile (n < 0)", r->verb.s,
		    kind ? " " : "", kind ? kind : "");
		return -1;
	}
	if (form == CARC_FORM_NO_TILE || form == CARC_FORM_TILE) {
		refuse_action(v, r, "'%s%s%s' %s", r->verb.s,
		    kind ? " " : "", kind ? kind : "",
		    (d->flags & CARC_ACTION_NO_TILE) ? "is aimed at no tile: "
		    "x, y and spot must be NULL" : "is aimed at a tile: x and "
		    "y may not be NULL");
		return -1;
	}
	if (form == CARC_FORM_SPOT) {
		refuse_action(v, r, "no enabled plugin declares the spot "
		    "'%.16s%s' for '%s%s%s'", r->spot.s,
		    r->spot.too_long ? "..." : "", r->verb.s, kind ? " " : "",
		    kind ? kind : "");
		return -1;
	}
	if (r->arg.too_long) {
		refuse_action(v, r, "arg is longer than %d bytes",
		    CARC_ARG_MAX - 1);
		return -1;
	}
	a->n = (int)r->n;
	a->seat = r->has_seat ? (int)r->seat : -1;
	a->has_xy = r->has_xy;
	a->x = r->x;
	a->y = r->y;
	a->kind = kind;
	a->spot = r->spot.null ? NULL : r->spot.s;
	a->arg = r->arg.null ? NULL : r->arg.s;
	return 0;
}

static int
read_actions(struct carc_verifier *vf, const struct carc_record *rec,
    uint32_t slots, struct carc_verdict *v)
{
	size_t i, cap = vf->acts_cap ? vf->acts_cap : 64;
	struct carc_drive_action *na;

	if (rec->nactions == 0)
		return 0;	/* record format 1: nothing to pay */
	if (rec->nactions > vf->acts_cap) {
		while (cap < rec->nactions)
			cap *= 2;
		if ((na = realloc(vf->acts, cap * sizeof(*na))) == NULL) {
			unverifiable(v, "out of memory");
			return -1;
		}
		vf->acts = na;
		vf->acts_cap = cap;
	}
	for (i = 0; i < rec->nactions; i++)
		if (read_action(vf, rec, slots, &rec->actions[i],
		    i > 0 ? &rec->actions[i - 1] : NULL,
		    i > 0 ? &vf->acts[i - 1] : NULL, &vf->acts[i], v) != 0)
			return -1;
	/* each move's, now that they are where they stay for the game */
	for (i = 0; i < rec->nmoves; i++)
		if (rec->moves[i].nactions > 0)
			vf->mvs[i].actions =
			    &vf->acts[rec->moves[i].first_action];
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

/* The driver's rulings, as divergences: a copy. */
typedef char ruling_fits_divergence[
    sizeof(((struct carc_drive_ruling *)0)->expected) ==
    sizeof(((struct carc_divergence *)0)->expected) &&
    sizeof(((struct carc_drive_ruling *)0)->recorded) ==
    sizeof(((struct carc_divergence *)0)->recorded) &&
    sizeof(((struct carc_drive_ruling *)0)->message) ==
    sizeof(((struct carc_divergence *)0)->message) &&
    sizeof(((struct carc_drive_ruling *)0)->hint) ==
    sizeof(((struct carc_divergence *)0)->hint) ? 1 : -1];

static void
rulings_from(struct carc_verifier *vf, struct carc_verdict *v, size_t i)
{
	const struct carc_drive_ruling *r;
	size_t n = carc_drive_rulings(vf->p, &r);

	for (; i < n; i++) {
		struct carc_divergence *d = carc_verdict_add(v, r[i].rule);

		d->seq = r[i].seq;
		d->has_seq = r[i].has_seq;
		d->seat = r[i].seat;
		d->has_seat = r[i].has_seat;
		memcpy(d->expected, r[i].expected, sizeof(d->expected));
		memcpy(d->recorded, r[i].recorded, sizeof(d->recorded));
		memcpy(d->message, r[i].message, sizeof(d->message));
		d->hint_rule = r[i].hint_rule;
		memcpy(d->hint, r[i].hint, sizeof(d->hint));
		d->owed = r[i].owed;
	}
}

static void
rulings(struct carc_verifier *vf, struct carc_verdict *v)
{
	rulings_from(vf, v, 0);
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

struct carc_drive *
carc_verifier_drive(const struct carc_verifier *vf)
{
	return vf->p;
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
	int found[CARC_MAX_EXPANSIONS];
	const struct carc_drive_move *mv;
	size_t ngp = 0, i, s, nplay, played, tile_at;
	int ruleset, stopped = 0, finished, partial;

	carc_verdict_reset(v, rec->id);
	/* each expansion's plugin found once, for the engine string and
	 * read_header */
	find_plugins(vf->set, rec, found);
	verdict_engine(vf, rec, found, v);
	v->nseats = rec->nplayers;
	for (s = 0; s < rec->nplayers; s++) {
		v->has_recorded[s] = rec->players[s].has_final;
		v->recorded[s] = rec->players[s].final_score;
	}
	if (rec->unreadable[0] != '\0') {
		unverifiable(v, "%s", rec->unreadable);
		return;
	}
	if (read_header(vf, rec, found, v, &ruleset, gp, &ngp) != 0 ||
	    read_moves(vf, rec, game_slots(gp, ngp), v) != 0 ||
	    read_actions(vf, rec, game_slots(gp, ngp), v) != 0 ||
	    read_scores(rec, v) != 0)
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
	/* carc_verify_until_tile: the move whose tile alone is played */
	tile_at = vf->tile_only && partial ? nplay - 1 : nplay;
	for (i = 0, mv = vf->mvs; i < nplay; i++, mv++) {
		struct carc_drive_facts f;

		if (i == tile_at) {
			/* carc_verify_until_tile: the last move's tile
			 * only; its figure and its scoring wait */
			carc_drive_tile(vf->p, mv, &f);
			if (f.nrulings > 0)
				rulings(vf, v);
			if (f.failed)
				unverifiable(v, "out of memory");
			if (f.stopped) {
				stopped = 1;
				v->stopped = 1;
				v->stopped_seq = (int64_t)i;
			}
			break;
		}
		carc_drive_play(vf->p, mv, &f);
		if (f.nrulings > 0)
			rulings(vf, v);
		if (f.failed)
			unverifiable(v, "out of memory");
		/* where the replay stops, nothing of the move counts: the
		 * driver takes its points back */
		played = f.nrulings;
		carc_drive_finish(vf->p, &f);
		/* (4.0) the end of the turn's: actions after the scoring,
		 * what the turn left out */
		if (f.nrulings > played)
			rulings_from(vf, v, played);
		if (f.stopped) {
			stopped = 1;
			v->stopped = 1;
			v->stopped_seq = (int64_t)i;
			break;
		}
		carc_score_check_move(&vf->sc, vf->g, rec, i, f.nawards, v);
		if (i > 0)
			observe(vf, (int64_t)i);
	}
	if (v->kind == CARC_UNVERIFIABLE || failed(vf, v))
		return;
	if (!stopped && !partial) {
		/* BASE-END at the end, then final scoring */
		carc_drive_final(vf->p, finished);
		rulings(vf, v);
		if (finished)
			observe(vf, -1);
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
	/* a record cut short, for a caller that asks the plugins about the
	 * next move: the game goes on until the next replay begins one */
	if (!(partial && vf->keep))
		carc_drive_end(vf->p);
	v->kind = v->ndiv > 0 ? CARC_DIVERGENT : CARC_VALID;
}
