/*
 * jcz.c - JCloisterZone 5.x saves into recorded games (see jcz.h and
 * doc/import-jcz.md).  The JSON is parsed with jansson; this file only
 * walks the tree.  The shape relied on, as JCloisterZone 5.x writes it:
 *
 *   { "appVersion": "5.12.1", "gameId": "7c1f...",
 *     "players": [ { "name": "Alice", "slot": 0 }, ... ],   1 to 6 seats
 *     "setup": {
 *       "sets":     { "basic:1": 1, ... },     the catalogues' sets
 *       "elements": { "small-follower": 7, "farmers": true,
 *                     ... },                  and elements
 *       "rules":    { "tiny-city-scoring": "4", ... },  all, or only
 *                                                        those changed
 *       "start":    [ { "tile": "BA/RCr", "x": 0, "y": 0, "rotation": 0 } ] },
 *     "replay": [
 *       { "type": "PLACE_TILE", "player": 0,
 *         "payload": { "tileId": "BA/RFr", "position": [1, 0],
 *                      "rotation": "R90" } },
 *       { "type": "DEPLOY_MEEPLE", "player": 0,
 *         "payload": { "pointer": { "position": [1, 0],
 *                                   "feature": "Road", "location": "WE" },
 *                      "meepleId": "0.small.1" } },
 *       { "type": "PASS", "player": 1, "payload": {} },
 *       { "type": "COMMIT", "player": 0, "payload": { "random": 0.4 } },
 *       ... ] }
 *
 * Other keys are ignored.  Every value relied on is checked for its type
 * and range: a save is refused rather than imported half-right.
 *
 * JCloisterZone's coordinates (x east, y south) and clockwise rotations
 * are ours (rules-en.md section 0), counted from the start tile; its
 * meeple locations are already in board orientation and become our
 * spots: a road or city, the edges it reaches ("SE"; "_E" = every edge
 * but E), gives the first of them in N, E, S, W order; a field, its
 * half-edges joined by dots, gives the first of them in NL NR EL ER SL SR
 * WL WR order; "I" (the centre: a monastery, a centre feature, a field
 * that reaches no edge) gives "C".  Any spot on a feature names it
 * (doc/spec/record-format.md).
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/game.h"
#include "import/jcz.h"
#include "import/jcz_rules.h"
#include "util/sha256.h"

#define COORD_MAX 1000		/* |x|, |y|: far beyond any real board */
#define NAME_MAX_BYTES 200	/* a player's name */

struct ctx {
	struct carc_import_game *g;
	const struct carc_plugin_set *set;
	struct carc_error *err;
	struct carc_jcz_setup su;	/* what the save uses */
	int ox, oy;			/* the start tile's square */
	int cur;		/* the move this turn placed, or -1 */
	int cur_meeple;		/* it has a meeple already */
	int flown;		/* its meeple was thrown (a roll): it lands by
				 * a DEPLOY_MEEPLE on another tile, or not */
	int undoable;		/* what UNDO takes back: UNDO_* */
	int undo_rows;		/* UNDO_ACTION: the rows it wrote (a token
				 * moved is two) */
	int last_seat;		/* the seat of the last tile, or -1 */
	int closed;		/* the move the last COMMIT ended, or -1 */
	int round;		/* the move whose round of every player
				 * (rounds:) is under way, or -1 */
	size_t ntiles;		/* PLACE_TILE messages */
	size_t msg;		/* index in replay, for messages */
};

/* The message an UNDO takes back, the turn's last one. */
enum { UNDO_NOTHING = 0, UNDO_MEEPLE, UNDO_ACTION };

static int
fail(struct ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int
fail(struct ctx *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	carc_error_setv(c->err, fmt, ap);
	va_end(ap);
	return -1;
}

/* A message about replay[i] starts with where it is. */
static int
fail_msg(struct ctx *c, const char *type, const char *what, const char *arg)
{
	return carc_error_set(c->err, "replay[%zu] (%s): %s%s%.64s%s", c->msg,
	    type, what, arg ? " '" : "", arg ? arg : "", arg ? "'" : "");
}

/* -- small readers -------------------------------------------------------- */

/* A string value of at most max bytes with no NUL inside, or NULL. */
static const char *
json_str(const json_t *v, size_t max)
{
	const char *s;

	if (!json_is_string(v))
		return NULL;
	s = json_string_value(v);
	if (json_string_length(v) != strlen(s) || strlen(s) > max)
		return NULL;
	return s;
}

static int
in_range(json_int_t v)
{
	return v >= -COORD_MAX && v <= COORD_MAX;
}

/* [x, y], both integers within COORD_MAX. */
static int
read_position(const json_t *v, int *x, int *y)
{
	json_int_t a, b;

	if (!json_is_array(v) || json_array_size(v) != 2 ||
	    !json_is_integer(json_array_get(v, 0)) ||
	    !json_is_integer(json_array_get(v, 1)))
		return -1;
	a = json_integer_value(json_array_get(v, 0));
	b = json_integer_value(json_array_get(v, 1));
	if (!in_range(a) || !in_range(b))
		return -1;
	*x = (int)a;
	*y = (int)b;
	return 0;
}

/* "R0" "R90" "R180" "R270" -> degrees clockwise. */
static int
read_rotation(const json_t *v, int *deg)
{
	static const char *const names[4] = { "R0", "R90", "R180", "R270" };
	const char *s = json_str(v, 8);
	int i;

	if (s == NULL)
		return -1;
	for (i = 0; i < 4; i++)
		if (strcmp(s, names[i]) == 0) {
			*deg = 90 * i;
			return 0;
		}
	return -1;
}

/* -- meeple locations ----------------------------------------------------- */

/*
 * location -> our spot, in board orientation (rules-en.md section 0).
 * kind: 'r' road or city, 'f' field, 'm' monastery.  -1 if malformed.
 */
static int
location_to_spot(const char *loc, char spot[4], char *kind)
{
	static const char edges[] = "NESW";
	const char *p;
	unsigned mask = 0;
	int i, best = 8, comp = 0;

	/* "I": the tile's centre, a monastery, a centre feature, or a field
	 * that reaches no edge (JCloisterZone's <field>I</field>), each our
	 * C (record-format.md, Spots) */
	if (strcmp(loc, "I") == 0) {
		strcpy(spot, "C");
		*kind = 'm';
		return 0;
	}
	/* A field: half-edges joined by dots, each once. */
	if (strlen(loc) >= 2 && carc_half_parse((char[3]){ loc[0], loc[1],
	    '\0' }) >= 0) {
		unsigned seen = 0;

		for (p = loc;;) {
			char h[3];
			int k;

			if (p[0] == '\0' || p[1] == '\0')
				return -1;
			h[0] = p[0];
			h[1] = p[1];
			h[2] = '\0';
			if ((k = carc_half_parse(h)) < 0 || (seen & (1u << k)))
				return -1;
			seen |= 1u << k;
			if (k < best)
				best = k;
			p += 2;
			if (*p == '\0')
				break;
			if (*p++ != '.')
				return -1;
		}
		snprintf(spot, 4, "%s", carc_half_names[best]);
		*kind = 'f';
		return 0;
	}
	/* A road or city: the edges it reaches; "_E" = all but E. */
	p = loc;
	if (*p == '_') {
		comp = 1;
		p++;
	}
	for (; *p != '\0'; p++) {
		const char *e = strchr(edges, *p);

		if (e == NULL || (mask & (1u << (e - edges))))
			return -1;
		mask |= 1u << (e - edges);
	}
	if (comp)
		mask ^= 0xf;
	if (mask == 0 || (p == loc))
		return -1;
	for (i = 0; i < 4; i++)
		if (mask & (1u << i))
			break;
	snprintf(spot, 4, "%s", carc_edge_names[i]);
	*kind = 'r';
	return 0;
}

/* -- setup ---------------------------------------------------------------- */

/* The catalogue type of a JCloisterZone tile id, if the game uses its
 * set; -1 with the error set otherwise. */
static int
find_tile(struct ctx *c, const char *id, const char *where)
{
	const struct carc_tile_type *t;
	int k;

	if ((k = carc_catalogue_find(&c->set->cat, id)) < 0)
		return fail(c, "%s: unknown tile id '%.64s'", where, id);
	t = &c->set->cat.types[k];
	/* A copy (a tile with a twin) that the game's edition does not
	 * hold is its plain twin: a second edition's copy in a game of first
	 * editions (doc/spec/tiles.md; record-format.md, "Editions"). */
	if (t->twin[0] != '\0' && carc_tile_count(t, c->su.edition) == 0) {
		if ((k = carc_catalogue_find(&c->set->cat, t->twin)) < 0)
			return fail(c, "%s: tile '%s' copies '%s', which is "
			    "unknown", where, id, t->twin);
		t = &c->set->cat.types[k];
	}
	if (carc_jcz_set_in_play(&c->su, t->set, t->variant))
		return k;
	return fail(c, "%s: tile '%s' is of the expansion '%s'%s%s, which "
	    "the save does not use", where, id, t->set,
	    t->variant[0] ? " variant " : "", t->variant);
}

static struct carc_import_move *
add_move(struct ctx *c)
{
	struct carc_import_game *g = c->g;

	if (g->nmoves >= CARC_IMPORT_MAX_MOVES) {
		fail(c, "more than %d tiles", CARC_IMPORT_MAX_MOVES);
		return NULL;
	}
	memset(&g->moves[g->nmoves], 0, sizeof(g->moves[0]));
	return &g->moves[g->nmoves++];
}

/* setup.start: one tile, "x", "y", "rotation" in degrees.  Its square
 * becomes our (0, 0): every position is taken relative to it. */
static int
read_start(struct ctx *c, const json_t *setup)
{
	const json_t *start = json_object_get(setup, "start"), *s, *v;
	struct carc_import_move *m;
	const char *id;
	json_int_t x, y, rot;
	int k;

	if (!json_is_array(start) || json_array_size(start) != 1 ||
	    !json_is_object(s = json_array_get(start, 0)))
		return fail(c, "setup.start is not a list of one start tile");
	if ((id = json_str(json_object_get(s, "tile"), 64)) == NULL)
		return fail(c, "setup.start: no tile id");
	if (!json_is_integer(v = json_object_get(s, "x")) ||
	    !in_range(x = json_integer_value(v)) ||
	    !json_is_integer(v = json_object_get(s, "y")) ||
	    !in_range(y = json_integer_value(v)))
		return fail(c, "setup.start: x and y are not integers within "
		    "%d", COORD_MAX);
	v = json_object_get(s, "rotation");
	if (!json_is_integer(v) || (rot = json_integer_value(v)) < 0 ||
	    rot > 270 || rot % 90 != 0)
		return fail(c, "setup.start: rotation is not 0, 90, 180 or "
		    "270");
	if ((k = find_tile(c, id, "setup.start")) < 0)
		return -1;
	if ((m = add_move(c)) == NULL)
		return -1;
	c->ox = (int)x;
	c->oy = (int)y;
	m->seat = -1;
	snprintf(m->tile, sizeof(m->tile), "%s", c->set->cat.types[k].id);
	m->rotation = (int)rot;
	return 0;
}

static int
read_players(struct ctx *c, const json_t *players)
{
	size_t i, n;

	if (!json_is_array(players) || (n = json_array_size(players)) == 0 ||
	    n > CARC_IMPORT_MAX_SEATS)
		return fail(c, "players is not a list of 1 to %d players",
		    CARC_IMPORT_MAX_SEATS);
	for (i = 0; i < n; i++) {
		const json_t *p = json_array_get(players, i), *nm;
		const char *s = NULL;

		if (!json_is_object(p))
			return fail(c, "players[%zu] is not an object", i);
		nm = json_object_get(p, "name");
		if (nm != NULL && !json_is_null(nm) &&
		    (s = json_str(nm, NAME_MAX_BYTES)) == NULL)
			return fail(c, "players[%zu]: bad name", i);
		c->g->nplayers = i + 1;
		if (s != NULL && (c->g->player[i] = strdup(s)) == NULL)
			return fail(c, "out of memory");
	}
	return 0;
}

/* -- replay --------------------------------------------------------------- */

/* Position relative to the start tile. */
static int
read_square(struct ctx *c, const json_t *v, int *x, int *y)
{
	if (read_position(v, x, y) != 0)
		return -1;
	*x -= c->ox;
	*y -= c->oy;
	return in_range(*x) && in_range(*y) ? 0 : -1;
}

static int
read_seat(struct ctx *c, const json_t *msg, const char *type, int *seat)
{
	const json_t *p = json_object_get(msg, "player");
	json_int_t v;

	if (!json_is_integer(p))
		return fail_msg(c, type, "no player", NULL);
	v = json_integer_value(p);
	if (v < 0 || (size_t)v >= c->g->nplayers)
		return fail_msg(c, type, "no such player", NULL);
	*seat = (int)v;
	return 0;
}

/* A message of the turn under way: after its PLACE_TILE, by its player
 * (when the message names one). */
static struct carc_import_move *
turn_move(struct ctx *c, const json_t *msg, const char *type)
{
	struct carc_import_move *m;
	int seat;

	if (c->cur < 0) {
		fail_msg(c, type, "no tile placed this turn", NULL);
		return NULL;
	}
	m = &c->g->moves[c->cur];
	if (json_object_get(msg, "player") != NULL) {
		if (read_seat(c, msg, type, &seat) != 0)
			return NULL;
		if (seat != m->seat) {
			fail_msg(c, type, "not the player who placed the "
			    "tile", NULL);
			return NULL;
		}
	}
	return m;
}

static int
place_tile(struct ctx *c, const json_t *msg)
{
	static const char T[] = "PLACE_TILE";
	const json_t *pl = json_object_get(msg, "payload");
	struct carc_import_move *m;
	const char *id;
	char where[64];
	int seat, k, x, y, rot;

	/* Clients before October 2020 wrote no player: JCloisterZone plays
	 * the turns in seat order (a tile that fits nowhere leaves no
	 * message, and its player draws again), so a turn without one is
	 * the next seat's. */
	if (json_object_get(msg, "player") == NULL)
		seat = (c->last_seat + 1) % (int)c->g->nplayers;
	else if (read_seat(c, msg, T, &seat) != 0)
		return -1;
	if (!json_is_object(pl))
		return fail_msg(c, T, "no payload", NULL);
	if ((id = json_str(json_object_get(pl, "tileId"), 64)) == NULL)
		return fail_msg(c, T, "no tileId", NULL);
	if (read_square(c, json_object_get(pl, "position"), &x, &y) != 0)
		return fail_msg(c, T, "position is not [x, y] within 1000 of "
		    "the start tile", NULL);
	if (read_rotation(json_object_get(pl, "rotation"), &rot) != 0)
		return fail_msg(c, T, "rotation is not R0, R90, R180 or R270",
		    NULL);
	snprintf(where, sizeof(where), "replay[%zu] (%s)", c->msg, T);
	if ((k = find_tile(c, id, where)) < 0)
		return -1;
	if ((m = add_move(c)) == NULL)
		return -1;
	m->seat = seat;
	snprintf(m->tile, sizeof(m->tile), "%s", c->set->cat.types[k].id);
	m->x = x;
	m->y = y;
	m->rotation = rot;
	c->cur = (int)(c->g->nmoves - 1);
	c->round = -1;
	c->cur_meeple = 0;
	c->flown = 0;
	c->undoable = UNDO_NOTHING;
	c->last_seat = seat;
	c->ntiles++;
	return 0;
}

/* meepleId "0.small.1": the player, the meeple type, a number.  The
 * type is the follower ("small") or one a set in play declares; *kind is
 * our figure kind ("" for the follower). */
static int
check_meeple_id(struct ctx *c, const char *T, const char *id, int seat,
    const char **kind)
{
	const char *dot1 = strchr(id, '.'), *dot2, *p;
	char *end;
	long who;

	if (dot1 == NULL || (dot2 = strchr(dot1 + 1, '.')) == NULL ||
	    dot2 == dot1 + 1 || dot1 == id || dot2[1] == '\0')
		return fail_msg(c, T, "meepleId is not player.type.number:",
		    id);
	errno = 0;
	who = strtol(id, &end, 10);
	if (end != dot1 || errno != 0 || who < 0)
		return fail_msg(c, T, "meepleId is not player.type.number:",
		    id);
	for (p = dot2 + 1; *p != '\0'; p++)
		if (*p < '0' || *p > '9')
			return fail_msg(c, T, "meepleId is not "
			    "player.type.number:", id);
	if (seat >= 0 ? who != seat : who >= (long)c->g->nplayers)
		return fail_msg(c, T, seat >= 0 ? "the meeple is not of the "
		    "player who placed the tile:" : "the meeple is of no "
		    "player:", id);
	{
		char type[32];

		snprintf(type, sizeof(type), "%.*s",
		    (int)(dot2 - dot1 - 1 < 31 ? dot2 - dot1 - 1 : 31),
		    dot1 + 1);
		if ((size_t)(dot2 - dot1 - 1) >= sizeof(type) ||
		    (*kind = carc_jcz_figure(&c->su, type)) == NULL)
			return fail_msg(c, T, "meeple type not supported:",
			    type);
	}
	return 0;
}

/* The spot a pointer's location names, its feature checked against it:
 * 0, or -1 (the message refused). */
static int
pointer_spot(struct ctx *c, const char *T, const json_t *ptr, char spot[4])
{
	const json_t *v;
	const char *loc, *s;
	char kind;

	if ((loc = json_str(json_object_get(ptr, "location"), 32)) == NULL)
		return fail_msg(c, T, "no pointer.location", NULL);
	if (location_to_spot(loc, spot, &kind) != 0)
		return fail_msg(c, T, "unreadable location", loc);
	if ((v = json_object_get(ptr, "feature")) == NULL ||
	    (s = json_str(v, 64)) == NULL)
		return fail_msg(c, T, "no pointer.feature", NULL);
	if (!((kind == 'r' && (strcmp(s, "Road") == 0 ||
	    strcmp(s, "City") == 0)) ||
	    (kind == 'f' && strcmp(s, "Field") == 0) ||
	    (kind == 'm' && (strcmp(s, "Monastery") == 0 ||
	    strcmp(s, "Cloister") == 0 || strcmp(s, "Field") == 0 ||
	    carc_jcz_centre_feature(&c->su, s)))))
		return fail_msg(c, T, "feature not supported at this "
		    "location:", s);
	return 0;
}

/* One more action of the turn under way, by its player, after the rows
 * it has (n 1, 2 ...); NULL (the save refused) past the most. */
static struct carc_import_action *
add_action(struct ctx *c, const struct carc_import_move *m, const char *verb,
    const char *kind)
{
	struct carc_import_game *g = c->g;
	struct carc_import_action *a;
	size_t i;
	int n = 1;

	if (g->nactions >= CARC_IMPORT_MAX_ACTIONS) {
		fail(c, "more than %d actions", CARC_IMPORT_MAX_ACTIONS);
		return NULL;
	}
	/* the turn's rows are the last ones written */
	for (i = g->nactions; i > 0 && g->actions[i - 1].move ==
	    (size_t)c->cur; i--)
		n++;
	a = &g->actions[g->nactions++];
	memset(a, 0, sizeof(*a));
	a->move = (size_t)c->cur;
	a->n = n;
	a->seat = m->seat;
	a->verb = verb;
	snprintf(a->kind, sizeof(a->kind), "%s", kind);
	c->undoable = UNDO_ACTION;	/* the turn's last: an UNDO drops it */
	c->undo_rows = 1;
	return a;
}

/* Our figure kind of a meeple type's mapping ("" is the follower's). */
static const char *
kind_name(const char *figure)
{
	return figure[0] != '\0' ? figure : "follower";
}

/*
 * A DEPLOY_MEEPLE on a tile other than the one placed this turn (a
 * follower sent to any tile): the turn's figure, as an action `place KIND`
 * at that tile and spot, where a catalogue in play maps the meeple type
 * to it (`places:`, carc-tiles(5)); whether the rules let it go there is
 * the plugin's to judge (check_action).
 */
static int
deploy_elsewhere(struct ctx *c, const char *T, struct carc_import_move *m,
    const char *id, const char *figure, int x, int y, const char *spot)
{
	struct carc_import_action *a;
	const char *type = strchr(id, '.') + 1, *want;
	char t[32];

	snprintf(t, sizeof(t), "%.*s", (int)strcspn(type, "."), type);
	if ((want = carc_jcz_place(&c->su, t)) == NULL ||
	    strcmp(want, kind_name(figure)) != 0)
		return fail_msg(c, T, "not on the tile placed this turn", NULL);
	if ((a = add_action(c, m, "place", want)) == NULL)
		return -1;
	a->has_xy = 1;
	a->x = x;
	a->y = y;
	snprintf(a->spot, sizeof(a->spot), "%s", spot);
	c->cur_meeple = 1;
	return 0;
}

/*
 * A DEPLOY_MEEPLE onto a pointer feature that a catalogue in play maps
 * with `rolls:` (a machine that throws the meeple; JCloisterZone's
 * AbstractActionPhase.handleDeployFlier): the meeple is not placed but
 * thrown.  The die's result is an action `roll` of nobody (seat NULL),
 * JCloisterZone's RandomGenerator.getNextInt(N) + 1 of the message's
 * `random`: the integer part of random * N, plus 1.  Where the meeple
 * lands is the turn's next DEPLOY_MEEPLE, on another tile (`places:`),
 * and none if it goes back.  Only from the tile placed this turn, once;
 * JCloisterZone allows no UNDO after a message with a random.
 */
static int
deploy_roll(struct ctx *c, const char *T, struct carc_import_move *m,
    const json_t *pl, int x, int y, int faces)
{
	const json_t *r = json_object_get(pl, "random");
	struct carc_import_action *a;
	double v;

	if (c->flown)
		return fail_msg(c, T, "a second meeple in one turn", NULL);
	if (x != m->x || y != m->y)
		return fail_msg(c, T, "a die thrown from a tile not placed "
		    "this turn", NULL);
	if (!json_is_number(r) || (v = json_number_value(r)) < 0.0 ||
	    !(v < 1.0))
		return fail_msg(c, T, "no random from 0 to 1 for the die",
		    NULL);
	if ((a = add_action(c, m, "roll", "")) == NULL)
		return -1;
	a->seat = -1;
	snprintf(a->arg, sizeof(a->arg), "%d", (int)(v * faces) + 1);
	c->flown = 1;
	c->undoable = UNDO_NOTHING;
	return 0;
}

static int
deploy_meeple(struct ctx *c, const json_t *msg)
{
	static const char T[] = "DEPLOY_MEEPLE";
	const json_t *pl = json_object_get(msg, "payload"), *ptr;
	struct carc_import_move *m;
	const char *s, *figure, *feature;
	char spot[4];
	int x, y, faces;

	if ((m = turn_move(c, msg, T)) == NULL)
		return -1;
	if (c->cur_meeple)
		return fail_msg(c, T, "a second meeple in one turn", NULL);
	if (!json_is_object(pl))
		return fail_msg(c, T, "no payload", NULL);
	if ((s = json_str(json_object_get(pl, "meepleId"), 64)) == NULL)
		return fail_msg(c, T, "no meepleId", NULL);
	if (check_meeple_id(c, T, s, m->seat, &figure) != 0)
		return -1;
	if (!json_is_object(ptr = json_object_get(pl, "pointer")))
		return fail_msg(c, T, "no pointer", NULL);
	if (read_square(c, json_object_get(ptr, "position"), &x, &y) != 0)
		return fail_msg(c, T, "pointer.position is not [x, y]", NULL);
	feature = json_str(json_object_get(ptr, "feature"), 64);
	if (feature != NULL && (faces = carc_jcz_roll(&c->su, feature)) > 0)
		return deploy_roll(c, T, m, pl, x, y, faces);
	if (pointer_spot(c, T, ptr, spot) != 0)
		return -1;
	if (x != m->x || y != m->y)
		return deploy_elsewhere(c, T, m, s, figure, x, y, spot);
	if (c->flown)	/* a thrown meeple lands on another tile */
		return fail_msg(c, T, "a second meeple in one turn", NULL);
	/* record-format.md: KIND ':' SPOT for a figure other than the
	 * follower */
	snprintf(m->meeple, sizeof(m->meeple), "%s%s%s", figure,
	    figure[0] ? ":" : "", spot);
	c->cur_meeple = 1;
	c->undoable = UNDO_MEEPLE;
	return 0;
}

/*
 * A RETURN_MEEPLE whose source a catalogue in play maps with `removes:`
 * (a tile's symbol sends a knight home): the player removes a figure, any
 * player's, from the board, as an action `remove KIND` at the
 * featurePointer's tile and spot; KIND the one the source removes, which
 * must be the meeple's.  Whether the rules let it is the plugin's to
 * judge (check_action).
 */
static int
remove_other(struct ctx *c, const char *T, struct carc_import_move *m,
    const json_t *pl, const char *src)
{
	const json_t *ptr, *fp;
	struct carc_import_action *a;
	const char *id, *figure, *want = carc_jcz_remove(&c->su, src);
	char spot[4];
	int x, y;

	if (!json_is_object(ptr = json_object_get(pl, "pointer")) ||
	    !json_is_object(fp = json_object_get(ptr, "featurePointer")))
		return fail_msg(c, T, "no pointer.featurePointer", NULL);
	if ((id = json_str(json_object_get(ptr, "meepleId"), 64)) == NULL)
		return fail_msg(c, T, "no pointer.meepleId", NULL);
	if (check_meeple_id(c, T, id, -1, &figure) != 0)
		return -1;
	if (strcmp(kind_name(figure), want) != 0)
		return fail_msg(c, T, "the source does not remove this "
		    "meeple:", id);
	if (read_square(c, json_object_get(fp, "position"), &x, &y) != 0)
		return fail_msg(c, T, "featurePointer.position is not [x, y]",
		    NULL);
	if (pointer_spot(c, T, fp, spot) != 0)
		return -1;
	if ((a = add_action(c, m, "remove", want)) == NULL)
		return -1;
	a->has_xy = 1;
	a->x = x;
	a->y = y;
	snprintf(a->spot, sizeof(a->spot), "%s", spot);
	return 0;
}

/*
 * RETURN_MEEPLE: instead of placing a figure, the player takes one back
 * (ReturnMeepleMessage.java: a source, and a MeeplePointer written as
 * JCloisterZone's Gson writes it):
 *   { "source": "SOURCE",               (a catalogue's `returns`)
 *     "pointer": { "featurePointer": { "position": [2, -1],
 *                                      "location": "I",
 *                                      "feature": "Monastery" },
 *                  "meepleId": "0.TYPE.1" } }
 * -> return:KIND@X,Y (record-format.md), KIND the one the source takes
 * back, which must be the meeple's.
 */
static int
return_meeple(struct ctx *c, const json_t *msg)
{
	static const char T[] = "RETURN_MEEPLE";
	const json_t *pl = json_object_get(msg, "payload"), *ptr, *fp;
	struct carc_import_move *m;
	const char *src, *id, *want, *figure;
	int x, y;

	if ((m = turn_move(c, msg, T)) == NULL)
		return -1;
	if (c->cur_meeple)
		return fail_msg(c, T, "a figure placed or taken back already "
		    "this turn", NULL);
	if (!json_is_object(pl))
		return fail_msg(c, T, "no payload", NULL);
	if ((src = json_str(json_object_get(pl, "source"), 64)) == NULL)
		return fail_msg(c, T, "no source", NULL);
	if ((want = carc_jcz_return(&c->su, src)) == NULL)
		return carc_jcz_remove(&c->su, src) != NULL ?
		    remove_other(c, T, m, pl, src) :
		    fail_msg(c, T, "source not supported:", src);
	if (!json_is_object(ptr = json_object_get(pl, "pointer")) ||
	    !json_is_object(fp = json_object_get(ptr, "featurePointer")))
		return fail_msg(c, T, "no pointer.featurePointer", NULL);
	if ((id = json_str(json_object_get(ptr, "meepleId"), 64)) == NULL)
		return fail_msg(c, T, "no pointer.meepleId", NULL);
	if (check_meeple_id(c, T, id, m->seat, &figure) != 0)
		return -1;
	if (strcmp(figure, want) != 0)
		return fail_msg(c, T, "the source does not take back this "
		    "meeple:", id);
	if (read_square(c, json_object_get(fp, "position"), &x, &y) != 0)
		return fail_msg(c, T, "featurePointer.position is not [x, y]",
		    NULL);
	snprintf(m->meeple, sizeof(m->meeple), "return:%s@%d,%d", want, x,
	    y);
	c->cur_meeple = 1;
	c->undoable = UNDO_MEEPLE;
	return 0;
}

/*
 * MOVE_NEUTRAL_FIGURE: the player moves a neutral figure to a feature of
 * any tile (MoveNeutralFigureMessage.java):
 *   { "figureId": "NAME.1",              (a catalogue's `neutral`)
 *     "to": { "position": [0, 0], "feature": "Road", "location": "WE" } }
 * or beside a meeple, "to" a MeeplePointer:
 *     "to": { "featurePointer": { "position": ..., "feature": ...,
 *             "location": ... }, "meepleId": "0.small.1" }
 * or onto a tile itself, "to" a Position (Gson's array):
 *     "to": [0, 0]
 * -> an action 'move KIND' of the turn at (X, Y) SPOT, or no spot
 * (record format 2), after the turn's figure, in the order of the save.
 * A figure of a catalogue's `any_player` is moved by each player in
 * turn: the message's player, which it must name, is the action's seat.
 */
static int
move_neutral(struct ctx *c, const json_t *msg)
{
	static const char T[] = "MOVE_NEUTRAL_FIGURE";
	const json_t *pl = json_object_get(msg, "payload"), *to;
	struct carc_import_action *a;
	struct carc_import_move *m;
	const char *id, *kind;
	char figure[32], spot[4];
	size_t len;
	int x, y, seat;

	if (!json_is_object(pl))
		return fail_msg(c, T, "no payload", NULL);
	if ((id = json_str(json_object_get(pl, "figureId"), 31)) == NULL)
		return fail_msg(c, T, "no figureId", NULL);
	len = strcspn(id, ".");
	memcpy(figure, id, len);
	figure[len] = '\0';
	if ((kind = carc_jcz_neutral(&c->su, figure)) == NULL)
		return fail_msg(c, T, "figure not supported:", id);
	if (!carc_jcz_any_player(&c->su, figure))
		seat = -1;	/* the turn's player: turn_move checks it */
	else if (json_object_get(msg, "player") == NULL)
		return fail_msg(c, T, "no player: each player moves this "
		    "figure in turn, the mover cannot be told:", id);
	else if (read_seat(c, msg, T, &seat) != 0)
		return -1;
	if (seat < 0) {
		if ((m = turn_move(c, msg, T)) == NULL)
			return -1;
	} else if (c->cur < 0)
		return fail_msg(c, T, "no tile placed this turn", NULL);
	else
		m = &c->g->moves[c->cur];
	to = json_object_get(pl, "to");
	/* onto the tile itself: no spot */
	if (json_is_array(to)) {
		if (read_square(c, to, &x, &y) != 0)
			return fail_msg(c, T, "to is not [x, y]", NULL);
		if ((a = add_action(c, m, "move", kind)) == NULL)
			return -1;
		if (seat >= 0)
			a->seat = seat;
		a->has_xy = 1;
		a->x = x;
		a->y = y;
		return 0;
	}
	if (!json_is_object(to))
		return fail_msg(c, T, "no to", NULL);
	/* a figure sent beside a meeple is aimed at the
	 * meeple's feature: a MeeplePointer, its featurePointer read as
	 * any "to" and its meepleId checked as the player's own */
	if (json_object_get(to, "featurePointer") != NULL) {
		const char *mid, *mkind;

		if ((mid = json_str(json_object_get(to, "meepleId"), 64)) ==
		    NULL)
			return fail_msg(c, T, "no to.meepleId", NULL);
		if (check_meeple_id(c, T, mid, m->seat, &mkind) != 0)
			return -1;
		to = json_object_get(to, "featurePointer");
		if (!json_is_object(to))
			return fail_msg(c, T, "to.featurePointer is not an "
			    "object", NULL);
	}
	if (read_square(c, json_object_get(to, "position"), &x, &y) != 0)
		return fail_msg(c, T, "to.position is not [x, y]", NULL);
	if (pointer_spot(c, T, to, spot) != 0)
		return -1;
	if ((a = add_action(c, m, "move", kind)) == NULL)
		return -1;
	if (seat >= 0)
		a->seat = seat;
	a->has_xy = 1;
	a->x = x;
	a->y = y;
	snprintf(a->spot, sizeof(a->spot), "%s", spot);
	return 0;
}

/*
 * UNDO: the player takes back the turn's last figure message before the
 * turn is committed (JCloisterZone's UndoMessage; the engine restores
 * the state before it).  Only what the record holds can be taken back,
 * once: a meeple deployed or returned, or an action; a tile placed, or
 * a second UNDO in a row, is refused naming it.
 */
static int
undo(struct ctx *c, const json_t *msg)
{
	static const char T[] = "UNDO";
	struct carc_import_move *m;

	if ((m = turn_move(c, msg, T)) == NULL)
		return -1;
	switch (c->undoable) {
	case UNDO_MEEPLE:
		m->meeple[0] = '\0';
		c->cur_meeple = 0;
		break;
	case UNDO_ACTION:
		c->g->nactions -= (size_t)c->undo_rows;
		break;
	default:
		return fail_msg(c, T, "nothing of the turn to take back but "
		    "its tile: not supported", NULL);
	}
	c->undoable = UNDO_NOTHING;
	return 0;
}

/*
 * A pointer's location that names two edges of a tile ("NS", "WE", "SE"
 * ...: JCloisterZone's Location of two edges joined, a crossing of a
 * tile that a token makes) -> our spot form "N-S", the edges in
 * the order N E S W.  -1 for any other location.
 */
static int
crossing_spot(const char *loc, char spot[4])
{
	static const char order[] = "NESW";
	const char *p;
	unsigned bits = 0;
	int e, n = 0;

	if (strlen(loc) != 2)
		return -1;
	for (p = loc; *p != '\0'; p++) {
		const char *at = strchr(order, *p);

		if (at == NULL || (bits & (1u << (at - order))))
			return -1;
		bits |= 1u << (at - order);
	}
	for (e = 0; e < 4; e++)
		if (bits & (1u << e)) {
			spot[n] = order[e];
			n += n == 0 ? 2 : 1;
		}
	spot[1] = '-';
	spot[3] = '\0';
	return 0;
}

/* The spot of the token of `kind` on (x, y) that this game's rows leave
 * there (a put at a spot, not taken off since), or NULL. */
static const char *
token_spot_at(const struct carc_import_game *g, const char *kind, int x,
    int y)
{
	const char *spot = NULL;
	size_t i;

	for (i = 0; i < g->nactions; i++) {
		const struct carc_import_action *a = &g->actions[i];

		if (strcmp(a->verb, "token") != 0 ||
		    strcmp(a->kind, kind) != 0 || !a->has_xy || a->x != x ||
		    a->y != y || a->spot[0] == '\0')
			continue;
		spot = strcmp(a->arg, "-1") == 0 ? NULL : a->spot;
	}
	return spot;
}

/*
 * PLACE_TOKEN: a token the player puts on a tile of their choice
 * (PlaceTokenMessage.java: a token name and a BoardPointer):
 *   { "token": "TOKEN", "pointer": [1, -1] }   (a catalogue's `tokens`)
 * -> an action 'token KIND' of the turn at (X, Y), no spot; or, with a
 * pointer to two edges of a tile (a crossing; the catalogues that map
 * such a token say whose),
 *   { "token": "TOKEN", "pointer": { "position": [1, 0],
 *                                    "feature": "Road", "location": "NS" } }
 * -> 'token KIND' at (X, Y), spot "N-S"; where the game's rows leave a
 * token of that kind at another spot of the tile, the message moves it
 * there (JCloisterZone finds the old one by its position): the old
 * taken off (arg "-1", its spot), then the new put.  A token the engine
 * puts without a message (on the tile just placed, or where only one
 * tile could take it) is the plugin's to derive.
 */
static int
place_token(struct ctx *c, const json_t *msg)
{
	static const char T[] = "PLACE_TOKEN";
	const json_t *pl = json_object_get(msg, "payload"), *ptr;
	struct carc_import_action *a;
	struct carc_import_move *m;
	const char *token, *kind, *loc, *old;
	char spot[4] = "";
	int x, y;

	if ((m = turn_move(c, msg, T)) == NULL)
		return -1;
	if (!json_is_object(pl))
		return fail_msg(c, T, "no payload", NULL);
	if ((token = json_str(json_object_get(pl, "token"), 64)) == NULL)
		return fail_msg(c, T, "no token", NULL);
	if ((kind = carc_jcz_token(&c->su, token)) == NULL)
		return fail_msg(c, T, "token not supported:", token);
	ptr = json_object_get(pl, "pointer");
	/* a pointer with a location: a crossing; any other, a square */
	if (json_is_object(ptr) && json_object_get(ptr, "location") != NULL) {
		if (read_square(c, json_object_get(ptr, "position"), &x,
		    &y) != 0)
			return fail_msg(c, T, "pointer.position is not [x, y]",
			    NULL);
		if ((loc = json_str(json_object_get(ptr, "location"),
		    32)) == NULL || crossing_spot(loc, spot) != 0)
			return fail_msg(c, T, "pointer.location is not two "
			    "edges of a tile:", loc != NULL ? loc : "none");
	} else if (read_square(c, ptr, &x, &y) != 0)
		return fail_msg(c, T, "pointer is not a tile's [x, y]", NULL);
	if (spot[0] != '\0' && (old = token_spot_at(c->g, kind, x, y)) !=
	    NULL && strcmp(old, spot) != 0) {
		char was[CARC_SPOT_MAX];

		snprintf(was, sizeof(was), "%s", old);
		if ((a = add_action(c, m, "token", kind)) == NULL)
			return -1;
		a->has_xy = 1;
		a->x = x;
		a->y = y;
		snprintf(a->spot, sizeof(a->spot), "%s", was);
		snprintf(a->arg, sizeof(a->arg), "-1");
		if ((a = add_action(c, m, "token", kind)) == NULL)
			return -1;
		c->undo_rows = 2;
	} else if ((a = add_action(c, m, "token", kind)) == NULL)
		return -1;
	a->has_xy = 1;
	a->x = x;
	a->y = y;
	snprintf(a->spot, sizeof(a->spot), "%s", spot);
	return 0;
}

/*
 * A round's choice (a catalogue's `rounds:`, as CornCirclePhase.java
 * writes one):
 *   { "type": "CIRCLE_REMOVE_OR_DEPLOY", "player": 0,
 *     "payload": { "value": "DEPLOY" } }
 * after the turn's COMMIT: the turn's player's action 'choose ARG', ARG
 * the one the value maps to.  Until the next tile every player's
 * messages are actions of that turn (round_message).
 */
static int
round_choice(struct ctx *c, const json_t *msg, const char *type)
{
	const json_t *pl = json_object_get(msg, "payload");
	struct carc_import_action *a;
	struct carc_import_move *m;
	const char *value, *arg;

	/* the turn goes on after its COMMIT */
	if (c->cur < 0 && c->closed >= 0 &&
	    (size_t)c->closed + 1 == c->g->nmoves)
		c->cur = c->closed;
	if ((m = turn_move(c, msg, type)) == NULL)
		return -1;
	if (!json_is_object(pl) ||
	    (value = json_str(json_object_get(pl, "value"), 64)) == NULL)
		return fail_msg(c, type, "no payload.value", NULL);
	carc_jcz_round(&c->su, type, value, &arg);
	if (arg == NULL)
		return fail_msg(c, type, "value not supported:", value);
	if ((a = add_action(c, m, "choose", "")) == NULL)
		return -1;
	snprintf(a->arg, sizeof(a->arg), "%s", arg);
	c->round = c->cur;
	return 0;
}

/*
 * A message of a round under way, by any player (CornCirclePhase.java):
 * DEPLOY_MEEPLE puts one of the player's meeples beside one of theirs,
 * an action 'place KIND' by that player at the pointer; RETURN_MEEPLE of
 * a source `removes:` maps takes one of the player's back, an action
 * 'remove KIND' at its featurePointer; PASS and each one's COMMIT say
 * nothing more.  A player with nothing to do has no message.  Whether
 * the rules let it is the plugin's to judge (check_action).
 */
static int
round_message(struct ctx *c, const json_t *msg, const char *type)
{
	const json_t *pl = json_object_get(msg, "payload"), *ptr;
	struct carc_import_move *m = &c->g->moves[c->round];
	struct carc_import_action *a;
	const char *id, *figure, *src, *want = NULL;
	char spot[4];
	int seat, x, y, deploy = strcmp(type, "DEPLOY_MEEPLE") == 0;

	if (read_seat(c, msg, type, &seat) != 0)
		return -1;
	if (strcmp(type, "PASS") == 0 || strcmp(type, "COMMIT") == 0)
		return 0;
	if (!json_is_object(pl))
		return fail_msg(c, type, "no payload", NULL);
	if (!deploy) {
		if ((src = json_str(json_object_get(pl, "source"), 64)) ==
		    NULL)
			return fail_msg(c, type, "no source", NULL);
		if ((want = carc_jcz_remove(&c->su, src)) == NULL)
			return fail_msg(c, type, "source not supported:", src);
		pl = json_object_get(pl, "pointer");
		if (!json_is_object(pl))
			return fail_msg(c, type, "no pointer", NULL);
	}
	ptr = json_object_get(pl, deploy ? "pointer" : "featurePointer");
	if ((id = json_str(json_object_get(pl, "meepleId"), 64)) == NULL)
		return fail_msg(c, type, "no meepleId", NULL);
	if (check_meeple_id(c, type, id, seat, &figure) != 0)
		return -1;
	if (!deploy && strcmp(kind_name(figure), want) != 0)
		return fail_msg(c, type, "the source does not remove this "
		    "meeple:", id);
	if (!json_is_object(ptr))
		return fail_msg(c, type, "no pointer", NULL);
	if (read_square(c, json_object_get(ptr, "position"), &x, &y) != 0)
		return fail_msg(c, type, "pointer.position is not [x, y]",
		    NULL);
	if (pointer_spot(c, type, ptr, spot) != 0)
		return -1;
	if ((a = add_action(c, m, deploy ? "place" : "remove",
	    kind_name(figure))) == NULL)
		return -1;
	a->seat = seat;
	a->has_xy = 1;
	a->x = x;
	a->y = y;
	snprintf(a->spot, sizeof(a->spot), "%s", spot);
	return 0;
}

static int
read_replay(struct ctx *c, const json_t *replay)
{
	size_t i;

	if (!json_is_array(replay))
		return fail(c, "replay is missing or not a list");
	for (i = 0; i < json_array_size(replay); i++) {
		const json_t *msg = json_array_get(replay, i);
		const char *type, *arg;

		c->msg = i;
		if (!json_is_object(msg) ||
		    (type = json_str(json_object_get(msg, "type"), 64)) == NULL)
			return fail(c, "replay[%zu] is not a message with a "
			    "type", i);
		if (strcmp(type, "PLACE_TILE") == 0) {
			if (place_tile(c, msg) != 0)
				return -1;
		} else if (c->round >= 0 && (strcmp(type, "DEPLOY_MEEPLE") == 0 ||
		    strcmp(type, "RETURN_MEEPLE") == 0 ||
		    strcmp(type, "PASS") == 0 || strcmp(type, "COMMIT") == 0)) {
			if (round_message(c, msg, type) != 0)
				return -1;
		} else if (carc_jcz_round(&c->su, type, NULL, &arg)) {
			if (round_choice(c, msg, type) != 0)
				return -1;
		} else if (strcmp(type, "DEPLOY_MEEPLE") == 0) {
			if (deploy_meeple(c, msg) != 0)
				return -1;
		} else if (strcmp(type, "RETURN_MEEPLE") == 0) {
			if (return_meeple(c, msg) != 0)
				return -1;
		} else if (strcmp(type, "MOVE_NEUTRAL_FIGURE") == 0) {
			if (move_neutral(c, msg) != 0)
				return -1;
		} else if (strcmp(type, "UNDO") == 0) {
			if (undo(c, msg) != 0)
				return -1;
		} else if (strcmp(type, "PLACE_TOKEN") == 0) {
			if (place_token(c, msg) != 0)
				return -1;
		} else if (strcmp(type, "PASS") == 0) {
			/* no meeple this turn */
			if (turn_move(c, msg, type) == NULL)
				return -1;
		} else if (strcmp(type, "COMMIT") == 0) {
			/* the end of the turn: the next message that is
			 * not a PLACE_TILE has no tile to go with */
			if (turn_move(c, msg, type) == NULL)
				return -1;
			c->closed = c->cur;
			c->cur = -1;
		} else
			return fail(c, "replay[%zu]: message '%.64s' is not "
			    "supported", i, type);
	}
	return 0;
}

/* -- entry points --------------------------------------------------------- */

/*
 * gameAnnotations.endTurn: a test device of JCloisterZone's (its client's
 * store/game.js hands it to the engine as ForcedDrawTilePack's
 * drawLimit): the game ends after that many draws, with final scoring,
 * the supply not exhausted.  Such a game is no standard supply: it is
 * recorded under the free one (record-format.md, games.tile_supply), and
 * finished once that many tiles were placed.  (Discards leave no message
 * and a free supply has none to infer: a game with fewer tiles is taken
 * as in progress.)
 */
static int
read_end_turn(struct ctx *c, const json_t *ann)
{
	const json_t *v;
	json_int_t n;

	if (ann == NULL || json_is_null(ann))
		return 0;
	if (!json_is_object(ann))
		return fail(c, "gameAnnotations is not an object");
	if ((v = json_object_get(ann, "endTurn")) == NULL || json_is_null(v))
		return 0;
	if (!json_is_integer(v) || (n = json_integer_value(v)) < 1 ||
	    n > CARC_IMPORT_MAX_MOVES)
		return fail(c, "gameAnnotations.endTurn is not a number of "
		    "turns from 1 to %d", CARC_IMPORT_MAX_MOVES);
	if (c->ntiles > (size_t)n)
		return fail(c, "%zu tiles placed, but gameAnnotations.endTurn "
		    "ends the game after %lld", c->ntiles, (long long)n);
	c->g->tile_supply = "free";
	c->g->status = c->ntiles == (size_t)n ? "finished" : "in_progress";
	return 0;
}

/* gameId: a string of letters, digits, '-', '_', '.' (JCloisterZone
 * writes 32 hex digits) or a non-negative integer. */
static int
read_game_id(struct ctx *c, const json_t *v)
{
	char buf[32];
	const char *s, *p;

	if (json_is_integer(v) && json_integer_value(v) >= 0) {
		snprintf(buf, sizeof(buf), "%lld",
		    (long long)json_integer_value(v));
		s = buf;
	} else if ((s = json_str(v, 64)) == NULL || *s == '\0')
		return fail(c, "not a JCloisterZone save: no gameId");
	for (p = s; *p != '\0'; p++)
		if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z') ||
		    (*p >= 'A' && *p <= 'Z') || *p == '-' || *p == '_' ||
		    *p == '.'))
			return fail(c, "gameId '%.64s' is not letters and "
			    "digits", s);
	if ((c->g->legacy_key = strdup(s)) == NULL)
		return fail(c, "out of memory");
	return 0;
}

/*
 * What identifies a save: its content, never its gameId, which
 * JCloisterZone's own test saves share ("1") and a later save of the same
 * game keeps.  The content is the game, and only the game: the members
 * `players`, `setup`, `replay` and `gameAnnotations` of the save (those
 * present), whole, as one JSON object in canonical form: jansson's
 * compact output with the keys of every object sorted (by their bytes),
 * every non-ASCII character as a \u escape, reals with 17 significant
 * digits (the text of the double parsed: 0.40 and 0.4 are one value),
 * integers as integers.  The key is the SHA-256 of that text, in hex.
 * So the same save written again with other whitespace, other key order
 * or other escapes is the same save, while one message, one player or
 * one switch changed is another; what is left out (gameId, appVersion,
 * name, clock, created, initialRandom, test) says nothing about the game
 * played.  SHA-256, not a cheap hash: a save forged to collide with
 * another would make the import skip a different game.
 */
/* jansson's output, straight into the digest */
static int
digest_text(const char *buf, size_t len, void *sha)
{
	carc_sha256_update(sha, buf, len);
	return 0;
}

static int
content_key(struct ctx *c, const json_t *root)
{
	static const char *const members[] = {
		"gameAnnotations", "players", "replay", "setup"
	};
	struct carc_sha256 sha;
	unsigned char d[CARC_SHA256_BYTES];
	json_t *game = json_object();
	size_t i;
	int r = -1;

	if (game == NULL)
		return fail(c, "out of memory");
	for (i = 0; i < sizeof(members) / sizeof(members[0]); i++) {
		json_t *v = json_object_get(root, members[i]);

		if (v != NULL && json_object_set(game, members[i], v) != 0)
			goto out;
	}
	carc_sha256_init(&sha);
	if (json_dump_callback(game, digest_text, &sha, JSON_COMPACT |
	    JSON_SORT_KEYS | JSON_ENSURE_ASCII | JSON_REAL_PRECISION(17)) != 0 ||
	    (c->g->key = malloc(CARC_SHA256_HEX)) == NULL)
		goto out;
	carc_sha256_final(&sha, d);
	for (i = 0; i < CARC_SHA256_BYTES; i++)
		snprintf(c->g->key + 2 * i, 3, "%02x", d[i]);
	r = 0;
out:
	json_decref(game);
	return r == 0 ? 0 : fail(c, "out of memory");
}

int
carc_jcz_parse(struct carc_import_game *g, const char *buf, size_t len,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	struct ctx c;
	json_error_t jerr;
	json_t *root;
	const json_t *setup;
	const char *ver;
	size_t i;
	int r = -1;

	memset(&c, 0, sizeof(c));
	c.g = g;
	c.set = set;
	c.err = err;
	c.cur = -1;
	c.closed = c.round = -1;
	c.last_seat = -1;
	root = json_loadb(buf, len, JSON_REJECT_DUPLICATES, &jerr);
	if (root == NULL)
		return carc_error_set(err, "not a JCloisterZone save: bad "
		    "JSON at line %d, column %d: %s", jerr.line, jerr.column,
		    jerr.text);
	if (!json_is_object(root)) {
		fail(&c, "not a JCloisterZone save: not a JSON object");
		goto out;
	}
	ver = json_str(json_object_get(root, "appVersion"), 32);
	if (ver == NULL) {
		fail(&c, "not a JCloisterZone save: no appVersion");
		goto out;
	}
	if (strncmp(ver, "5.", 2) != 0) {
		fail(&c, "appVersion '%s': only JCloisterZone 5.x saves are "
		    "supported", ver);
		goto out;
	}
	/* One word in games.source, before the words that say which save
	 * the game is (cmd_import.c reads them back): no space, no comma. */
	if (strspn(ver, "0123456789abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ.-+_") != strlen(ver)) {
		fail(&c, "appVersion '%s' is not a version number", ver);
		goto out;
	}
	if (read_game_id(&c, json_object_get(root, "gameId")) != 0 ||
	    content_key(&c, root) != 0)
		goto out;
	if ((g->source = malloc(strlen(ver) + strlen(g->legacy_key) +
	    strlen(g->key) + 40)) == NULL) {
		fail(&c, "out of memory");
		goto out;
	}
	sprintf(g->source, "JCloisterZone %s gameId=%s sha256=%s", ver,
	    g->legacy_key, g->key);
	setup = json_object_get(root, "setup");
	if (read_players(&c, json_object_get(root, "players")) != 0 ||
	    carc_jcz_read_setup(&c.su, setup, set, err) != 0 ||
	    read_start(&c, setup) != 0 ||
	    read_replay(&c, json_object_get(root, "replay")) != 0)
		goto out;
	g->ruleset = carc_ruleset_names[c.su.ruleset];
	for (i = 0; i < c.su.nuse; i++) {
		if (!c.su.use[i].plugin)
			continue;
		if (g->nexp == CARC_IMPORT_MAX_EXP) {
			fail(&c, "more than %d expansions",
			    CARC_IMPORT_MAX_EXP);
			goto out;
		}
		g->exp[g->nexp].name = c.su.use[i].set;
		g->exp[g->nexp++].variant = c.su.use[i].variant;
	}
	if (read_end_turn(&c, json_object_get(root, "gameAnnotations")) != 0)
		goto out;
	r = 0;
out:
	json_decref(root);
	return r;
}

int
carc_jcz_parse_file(struct carc_import_game *g, const char *path,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	struct stat sb;
	char *buf;
	size_t len = 0;
	ssize_t n;
	int fd, r;

	if ((fd = carc_jcz_open(path, err)) < 0)
		return -1;
	if (fstat(fd, &sb) != 0) {
		r = carc_error_set(err, "cannot read: %s", strerror(errno));
		close(fd);
		return r;
	}
	if (sb.st_size > (off_t)CARC_JCZ_MAX_BYTES) {
		close(fd);
		return carc_error_set(err, "larger than %u MiB: not a save",
		    CARC_JCZ_MAX_BYTES >> 20);
	}
	/* The size may change while we read: never past the limit. */
	if ((buf = malloc((size_t)sb.st_size + 1)) == NULL) {
		close(fd);
		return carc_error_set(err, "out of memory");
	}
	while (len <= (size_t)sb.st_size &&
	    (n = read(fd, buf + len, (size_t)sb.st_size + 1 - len)) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			r = carc_error_set(err, "cannot read: %s",
			    strerror(errno));
			goto out;
		}
		len += (size_t)n;
	}
	if (len > (size_t)sb.st_size)
		r = carc_error_set(err, "cannot read: the file grew while it "
		    "was read");
	else
		r = carc_jcz_parse(g, buf, len, set, err);
out:
	close(fd);
	free(buf);
	return r;
}

int
carc_jcz_open(const char *path, struct carc_error *err)
{
	struct stat sb;
	int fd;

	/* O_NONBLOCK: a FIFO named x.jcz must not hang the import in
	 * open(); it is then refused as not a regular file. */
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0)
		return carc_error_set(err, "cannot open: %s", strerror(errno));
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		close(fd);
		return carc_error_set(err, "cannot read: not a regular file");
	}
	return fd;
}
