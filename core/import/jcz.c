/*
 * jcz.c - JCloisterZone 5.x saves into recorded games (see jcz.h and
 * doc/import-jcz.md).  The JSON is parsed with jansson; this file only
 * walks the tree.  The shape relied on:
 *
 *   { "appVersion": "5.x...",
 *     "players": [ { "name": "Alice" }, ... ],           1 to 6 seats
 *     "setup": {
 *       "tiles":    { "basic": 1, "watchtowers": 1, ... },  tile sets
 *       "elements": { "farmers": true, "wind-rose": true, ... },
 *       "start":    [ { "tile": "BA/RCr", "position": [0, 0],
 *                       "rotation": "R0" } ] },
 *     "replay": [
 *       { "type": "PLACE_TILE", "player": 0,
 *         "payload": { "tileId": "BA/RFr", "position": [1, 0],
 *                      "rotation": "R90" } },
 *       { "type": "DEPLOY_MEEPLE", "player": 0,
 *         "payload": { "pointer": { "position": [1, 0],
 *                                   "feature": "Road", "location": "_E" },
 *                      "meepleType": "SmallFollower" } },
 *       { "type": "PASS" }, ... ] }
 *
 * Other keys are ignored.  Every value relied on is checked for its type
 * and range: a save is refused rather than imported half-right.
 *
 * JCloisterZone's coordinates (x east, y south) and clockwise rotations
 * are ours (rules-en.md section 0); its meeple locations are already in
 * board orientation and become our spots: a road or city, the edges it
 * reaches ("SE"; "_E" = every edge but E), gives the first of them in
 * N, E, S, W order; a field, its half-edges joined by dots, gives the
 * first of them in NL NR EL ER SL SR WL WR order; "I" (a monastery)
 * gives "C".  Any spot on a feature names it (spec/record-format.md).
 */
#include <errno.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/jcz.h"

#define COORD_MAX 1000		/* |x|, |y|: far beyond any real board */
#define NAME_MAX_BYTES 200	/* a player's name */

struct ctx {
	struct carc_import_game *g;
	const struct carc_plugin_set *set;
	struct carc_error *err;
	int compass, watchtowers;
	int cur;		/* the move this turn placed, or -1 */
	int cur_meeple;		/* it has a meeple already */
	size_t msg;		/* index in replay, for messages */
};

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
	return carc_error_set(c->err, "replay[%zu] (%s): %s%s%s%s", c->msg,
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
	if (a < -COORD_MAX || a > COORD_MAX || b < -COORD_MAX || b > COORD_MAX)
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

/* Is a setup value "on"?  true, a positive number or a non-empty
 * string/object; false, null, 0 are off. */
static int
is_on(const json_t *v)
{
	if (v == NULL || json_is_null(v) || json_is_false(v))
		return 0;
	if (json_is_integer(v))
		return json_integer_value(v) != 0;
	if (json_is_real(v))
		return json_real_value(v) != 0.0;
	return 1;
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

static const char *
set_base_name(const char *key, char *buf, size_t len)
{
	const char *colon = strchr(key, ':');
	size_t n = colon ? (size_t)(colon - key) : strlen(key);

	if (n >= len)
		n = len - 1;
	memcpy(buf, key, n);
	buf[n] = '\0';
	return buf;
}

static int
read_setup(struct ctx *c, const json_t *setup)
{
	const json_t *tiles, *elements, *v;
	const char *key;
	char name[64];
	int basic = 0;

	if (!json_is_object(setup))
		return fail(c, "setup is missing or not an object");
	tiles = json_object_get(setup, "tiles");
	if (!json_is_object(tiles))
		return fail(c, "setup.tiles is missing or not an object");
	json_object_foreach((json_t *)tiles, key, v) {
		if (!json_is_integer(v) && !json_is_boolean(v) &&
		    !json_is_null(v))
			return fail(c, "setup.tiles: '%.64s' is neither a "
			    "number nor true/false", key);
		if (!is_on(v))
			continue;
		set_base_name(key, name, sizeof(name));
		if (strcmp(name, "basic") == 0)
			basic = 1;
		else if (strcmp(name, "wind-rose") == 0 ||
		    strcmp(name, "wind-roses") == 0)
			c->compass = 1;
		else if (strcmp(name, "watchtower") == 0 ||
		    strcmp(name, "watchtowers") == 0)
			c->watchtowers = 1;
		else
			return fail(c, "expansion '%.64s' is not supported",
			    key);
	}
	if (!basic)
		return fail(c, "setup.tiles has no 'basic' tile set: a game "
		    "without the base game is not supported");
	elements = json_object_get(setup, "elements");
	if (elements != NULL && !json_is_object(elements))
		return fail(c, "setup.elements is not an object");
	if (elements != NULL) {
		json_object_foreach((json_t *)elements, key, v) {
			if (strcmp(key, "farmers") == 0) {
				if (!is_on(v))
					return fail(c, "a game without "
					    "farmers is not supported");
				continue;
			}
			if (!is_on(v))
				continue;
			if (strcmp(key, "meeple") == 0 ||
			    strcmp(key, "follower") == 0 ||
			    strcmp(key, "small-follower") == 0)
				continue;
			if (strcmp(key, "wind-rose") == 0)
				c->compass = 1;
			else if (strcmp(key, "watchtower") == 0)
				c->watchtowers = 1;
			else
				return fail(c, "element '%.64s' is not "
				    "supported", key);
		}
	}
	if (c->compass && carc_plugins_find(c->set, "compass") == NULL)
		return fail(c, "the Wind Roses need the plugin 'compass', "
		    "which is not loaded");
	if (c->watchtowers && carc_plugins_find(c->set, "watchtowers") == NULL)
		return fail(c, "the Watchtowers need the plugin 'watchtowers', "
		    "which is not loaded");
	return 0;
}

/* The catalogue type of a JCloisterZone tile id, if the game uses its
 * set; -1 with the error set otherwise. */
static int
find_tile(struct ctx *c, const char *id, const char *where)
{
	const struct carc_tile_type *t;
	int k;

	if ((k = carc_catalogue_find(&c->set->cat, id)) < 0)
		return fail(c, "%s: unknown tile id '%s'", where, id);
	t = &c->set->cat.types[k];
	if (strcmp(t->set, "base") == 0 ||
	    (strcmp(t->set, "compass") == 0 && c->compass &&
	    (t->variant[0] == '\0' || strcmp(t->variant, "hig") == 0)) ||
	    (strcmp(t->set, "watchtowers") == 0 && c->watchtowers))
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

static int
read_start(struct ctx *c, const json_t *setup)
{
	const json_t *start = json_object_get(setup, "start"), *s, *tile;
	struct carc_import_move *m;
	const char *id;
	int k, x = 0, y = 0, rot = 0;

	if (!json_is_array(start) || json_array_size(start) != 1 ||
	    !json_is_object(s = json_array_get(start, 0)))
		return fail(c, "setup.start is not a list of one start tile");
	tile = json_object_get(s, "tile");
	if (tile == NULL)
		tile = json_object_get(s, "tileId");
	if ((id = json_str(tile, 64)) == NULL)
		return fail(c, "setup.start: no tile id");
	if (json_object_get(s, "position") != NULL &&
	    read_position(json_object_get(s, "position"), &x, &y) != 0)
		return fail(c, "setup.start: bad position");
	if (x != 0 || y != 0)
		return fail(c, "setup.start: the start tile is not at [0, 0]");
	if (json_object_get(s, "rotation") != NULL &&
	    read_rotation(json_object_get(s, "rotation"), &rot) != 0)
		return fail(c, "setup.start: bad rotation");
	if ((k = find_tile(c, id, "setup.start")) < 0)
		return -1;
	if ((m = add_move(c)) == NULL)
		return -1;
	m->seat = -1;
	snprintf(m->tile, sizeof(m->tile), "%s", c->set->cat.types[k].id);
	m->rotation = rot;
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

static int
place_tile(struct ctx *c, const json_t *msg)
{
	static const char T[] = "PLACE_TILE";
	const json_t *pl = json_object_get(msg, "payload");
	struct carc_import_move *m;
	const char *id;
	char where[64];
	int seat, k, x, y, rot;

	if (read_seat(c, msg, T, &seat) != 0)
		return -1;
	if (!json_is_object(pl))
		return fail_msg(c, T, "no payload", NULL);
	if ((id = json_str(json_object_get(pl, "tileId"), 64)) == NULL)
		return fail_msg(c, T, "no tileId", NULL);
	if (read_position(json_object_get(pl, "position"), &x, &y) != 0)
		return fail_msg(c, T, "position is not [x, y] within 1000",
		    NULL);
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
	c->cur_meeple = 0;
	return 0;
}

static int
deploy_meeple(struct ctx *c, const json_t *msg)
{
	static const char T[] = "DEPLOY_MEEPLE";
	const json_t *pl = json_object_get(msg, "payload"), *ptr, *v;
	struct carc_import_move *m;
	const char *loc, *s;
	char spot[4], kind;
	int seat, x, y;

	if (c->cur < 0)
		return fail_msg(c, T, "no tile placed this turn", NULL);
	m = &c->g->moves[c->cur];
	if (c->cur_meeple)
		return fail_msg(c, T, "a second meeple in one turn", NULL);
	if (json_object_get(msg, "player") != NULL) {
		if (read_seat(c, msg, T, &seat) != 0)
			return -1;
		if (seat != m->seat)
			return fail_msg(c, T, "not the player who placed the "
			    "tile", NULL);
	}
	if (!json_is_object(pl))
		return fail_msg(c, T, "no payload", NULL);
	if ((v = json_object_get(pl, "meepleType")) != NULL) {
		if ((s = json_str(v, 64)) == NULL)
			return fail_msg(c, T, "bad meepleType", NULL);
		if (strcmp(s, "SmallFollower") != 0)
			return fail_msg(c, T, "meeple type not supported:", s);
	}
	if (!json_is_object(ptr = json_object_get(pl, "pointer")))
		return fail_msg(c, T, "no pointer", NULL);
	if (read_position(json_object_get(ptr, "position"), &x, &y) != 0)
		return fail_msg(c, T, "pointer.position is not [x, y]", NULL);
	if (x != m->x || y != m->y)
		return fail_msg(c, T, "not on the tile placed this turn", NULL);
	if ((loc = json_str(json_object_get(ptr, "location"), 32)) == NULL)
		return fail_msg(c, T, "no pointer.location", NULL);
	if (location_to_spot(loc, spot, &kind) != 0)
		return fail_msg(c, T, "unreadable location", loc);
	if ((v = json_object_get(ptr, "feature")) != NULL) {
		if ((s = json_str(v, 64)) == NULL)
			return fail_msg(c, T, "bad pointer.feature", NULL);
		if (!((kind == 'r' && (strcmp(s, "Road") == 0 ||
		    strcmp(s, "City") == 0)) ||
		    (kind == 'f' && strcmp(s, "Field") == 0) ||
		    (kind == 'm' && (strcmp(s, "Monastery") == 0 ||
		    strcmp(s, "Cloister") == 0))))
			return fail_msg(c, T, "feature not supported at this "
			    "location:", s);
	}
	memcpy(m->meeple, spot, sizeof(m->meeple));
	c->cur_meeple = 1;
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
		const char *type;

		c->msg = i;
		if (!json_is_object(msg) ||
		    (type = json_str(json_object_get(msg, "type"), 64)) == NULL)
			return fail(c, "replay[%zu] is not a message with a "
			    "type", i);
		if (strcmp(type, "PLACE_TILE") == 0) {
			if (place_tile(c, msg) != 0)
				return -1;
		} else if (strcmp(type, "DEPLOY_MEEPLE") == 0) {
			if (deploy_meeple(c, msg) != 0)
				return -1;
		} else if (strcmp(type, "PASS") == 0 ||
		    strcmp(type, "COMMIT") == 0) {
			/* no meeple this turn / end of turn: nothing to do */
		} else
			return fail(c, "replay[%zu]: message '%s' is not "
			    "supported", i, type);
	}
	return 0;
}

/* -- entry points --------------------------------------------------------- */

int
carc_jcz_parse(struct carc_import_game *g, const char *buf, size_t len,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	struct ctx c;
	json_error_t jerr;
	json_t *root;
	const char *ver;
	int r = -1;

	memset(&c, 0, sizeof(c));
	c.g = g;
	c.set = set;
	c.err = err;
	c.cur = -1;
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
	if ((g->source = malloc(strlen(ver) + 32)) == NULL) {
		fail(&c, "out of memory");
		goto out;
	}
	sprintf(g->source, "JCloisterZone %s", ver);
	if (read_players(&c, json_object_get(root, "players")) != 0 ||
	    read_setup(&c, json_object_get(root, "setup")) != 0 ||
	    read_start(&c, json_object_get(root, "setup")) != 0 ||
	    read_replay(&c, json_object_get(root, "replay")) != 0)
		goto out;
	if (c.compass) {
		g->exp[g->nexp].name = "compass";
		g->exp[g->nexp++].variant = "hig";
	}
	if (c.watchtowers) {
		g->exp[g->nexp].name = "watchtowers";
		g->exp[g->nexp++].variant = NULL;
	}
	r = 0;
out:
	json_decref(root);
	return r;
}

int
carc_jcz_parse_file(struct carc_import_game *g, const char *path,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	FILE *f;
	char *buf;
	size_t len = 0, n;
	int r;

	if ((f = fopen(path, "rb")) == NULL)
		return carc_error_set(err, "cannot open: %s", strerror(errno));
	if ((buf = malloc(CARC_JCZ_MAX_BYTES + 1)) == NULL) {
		fclose(f);
		return carc_error_set(err, "out of memory");
	}
	while ((n = fread(buf + len, 1, CARC_JCZ_MAX_BYTES + 1 - len, f)) > 0)
		len += n;
	if (ferror(f)) {
		r = carc_error_set(err, "cannot read: %s", strerror(errno));
	} else if (len > CARC_JCZ_MAX_BYTES) {
		r = carc_error_set(err, "larger than %u MiB: not a save",
		    CARC_JCZ_MAX_BYTES >> 20);
	} else
		r = carc_jcz_parse(g, buf, len, set, err);
	fclose(f);
	free(buf);
	return r;
}
