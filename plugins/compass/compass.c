/*
 * compass.c - the Wind Roses / Compass Rose mini expansion (rules-en.md
 * 3.2 and 4 items 3-4), in its HiG four-section and Spielbox two-section
 * variants.  The variants differ only in the sections the quarter tiles
 * name (section.c holds the shared geometry); everything else is one
 * code path:
 *   - the orange rose is the start tile, in any rotation (ROSE-SETUP);
 *   - the active rose is the start tile, then the last blue rose placed
 *     (ROSE-ACTIVE); the blue rose itself scores nothing (ROSE-BLUE-NOPTS);
 *   - a quarter tile in its section of the active rose gives its placer 3
 *     'compass' points at once, from after_place, which the engine runs
 *     before the meeple and the feature scoring (ROSE-QUARTER-3,
 *     ROSE-TIMING); elsewhere nothing (ROSE-QUARTER-ELSEWHERE);
 *   - no meeple on the rose picture (ROSE-NO-EFFECT), nothing at game
 *     end (ROSE-NO-FINAL).
 * The explain hook names the rule a record breaks when it gives points
 * the rules do not.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"
#include "section.h"

#define ROSE_POINTS 3
#define MAX_SEATS CARC_MAX_SEATS

static const struct carc_rule compass_rules[] = {
	{ "ROSE-SETUP", "the orange rose tile is the start tile, in any "
	    "rotation; the other five rose tiles are shuffled in",
	    "rules-en.md 3.2 Setup; Wikicarpedia Wind Roses (1st edition)" },
	{ "ROSE-ACTIVE", "the active rose is the orange one until a blue "
	    "rose is placed, then that blue one for the rest of the game",
	    "rules-en.md 3.2 Blue rose" },
	{ "ROSE-SECTION", "sections are measured from the active rose's "
	    "square in its own compass frame; its row and column belong to "
	    "both adjoining sections", "rules-en.md 3.2 Geometry; 4 item 3" },
	{ "ROSE-QUARTER-3", "a quarter tile placed in the section it names "
	    "gives the placing player 3 points",
	    "rules-en.md 3.2 HiG four-section rules" },
	{ "ROSE-QUARTER-ELSEWHERE", "a quarter tile placed outside its "
	    "section is legal and gives nothing",
	    "rules-en.md 3.2 HiG four-section rules, footnote 1" },
	{ "ROSE-ORIENT-FREE", "the quarter tile's own rotation does not "
	    "matter to the section test", "rules-en.md 3.2 official example" },
	{ "ROSE-TIMING", "rose points are scored right after placement, "
	    "before the meeple and the feature scoring",
	    "rules-en.md 3.2 Timing, footnote 2; 4 item 4" },
	{ "ROSE-INDEPENDENT", "rose points go to the placing player, need no "
	    "meeple or majority and are no part of any feature",
	    "rules-en.md 3.2 HiG four-section rules" },
	{ "ROSE-BLUE-NOPTS", "the blue rose tile itself scores no rose "
	    "points", "rules-en.md 3.2 Blue rose" },
	{ "ROSE-NO-EFFECT", "roses do not cut or alter any feature and hold "
	    "no meeple", "rules-en.md 3.2 HiG four-section rules" },
	{ "ROSE-NO-FINAL", "roses give nothing at game end",
	    "rules-en.md 3.2 Timing; 4 item 4" },
	{ "ROSE-SPIELBOX", "(Spielbox) two sections, N and S; the rose's row "
	    "belongs to both; two quarter tiles are N and two are S",
	    "rules-en.md 3.2 Spielbox variant, footnote 4" },
};

static const char *const compass_keys[] = { "rose", NULL };
static const char *const compass_variants[] = { "hig", "spielbox", NULL };

/* -- markings -------------------------------------------------------------- */

enum rose_role {
	ROLE_ORANGE = 0,
	ROLE_BLUE,
	ROLE_QUARTER
};

struct rose_marking {
	int role;			/* enum rose_role */
	int spielbox;			/* a quarter tile: its section's variant */
	struct rose_section section;	/* a quarter tile: the section named */
	const char *name;		/* the section's name, for reports */
};

/* The markings are constants: tiles only point at them. */
static const struct rose_marking mark_orange = { ROLE_ORANGE, 0, { 0, 0 },
    "" };
static const struct rose_marking mark_blue = { ROLE_BLUE, 0, { 0, 0 }, "" };
static const struct rose_marking mark_quarter[] = {
	{ ROLE_QUARTER, 0, { +1, +1 }, "NE" },
	{ ROLE_QUARTER, 0, { -1, +1 }, "SE" },
	{ ROLE_QUARTER, 0, { -1, -1 }, "SW" },
	{ ROLE_QUARTER, 0, { +1, -1 }, "NW" },
	{ ROLE_QUARTER, 1, { +1, 0 }, "N" },
	{ ROLE_QUARTER, 1, { -1, 0 }, "S" },
};

static const struct carc_node *
map_get(const struct carc_node *map, const char *key)
{
	size_t i;

	for (i = 0; i + 1 < map->n; i += 2)
		if (carc_node_item(map, i)->type == CARC_NODE_SCALAR &&
		    strcmp(carc_node_item(map, i)->scalar, key) == 0)
			return carc_node_item(map, i + 1);
	return NULL;
}

/* rose: {role: orange|blue|quarter, section: NE|SE|SW|NW|N|S} */
static int
compass_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	const struct carc_node *role, *sec;
	struct rose_section s;
	size_t i;
	int spielbox;

	(void)state;
	(void)key;
	*where = value;
	if (value->type != CARC_NODE_MAPPING) {
		snprintf(err, errlen, "tile '%s': rose is not a mapping",
		    tile_id);
		return -1;
	}
	for (i = 0; i + 1 < value->n; i += 2) {
		const struct carc_node *k = carc_node_item(value, i);

		if (k->type != CARC_NODE_SCALAR ||
		    (strcmp(k->scalar, "role") != 0 &&
		    strcmp(k->scalar, "section") != 0)) {
			snprintf(err, errlen, "tile '%s': rose has an unknown "
			    "key", tile_id);
			*where = k;
			return -1;
		}
	}
	role = map_get(value, "role");
	sec = map_get(value, "section");
	if (role == NULL || role->type != CARC_NODE_SCALAR) {
		snprintf(err, errlen, "tile '%s': rose needs a role", tile_id);
		return -1;
	}
	if (strcmp(role->scalar, "quarter") != 0) {
		if (sec != NULL) {
			snprintf(err, errlen, "tile '%s': only a quarter tile "
			    "names a section", tile_id);
			*where = sec;
			return -1;
		}
		if (strcmp(role->scalar, "orange") == 0)
			*marking = &mark_orange;
		else if (strcmp(role->scalar, "blue") == 0)
			*marking = &mark_blue;
		else {
			snprintf(err, errlen, "tile '%s': rose role '%s' is "
			    "not orange, blue or quarter", tile_id,
			    role->scalar);
			*where = role;
			return -1;
		}
		return 0;
	}
	if (sec == NULL || sec->type != CARC_NODE_SCALAR ||
	    rose_section_parse(sec->scalar, &s, &spielbox) != 0) {
		snprintf(err, errlen, "tile '%s': a quarter tile names a "
		    "section NE, SE, SW, NW (HiG) or N, S (Spielbox)", tile_id);
		if (sec != NULL)
			*where = sec;
		return -1;
	}
	for (i = 0; i < sizeof(mark_quarter) / sizeof(mark_quarter[0]); i++)
		if (mark_quarter[i].section.sn == s.sn &&
		    mark_quarter[i].section.se == s.se)
			*marking = &mark_quarter[i];
	return 0;
}

/* -- one game ------------------------------------------------------------- */

/* What the section test found for the tile of one move. */
struct rose_eval {
	int seq;			/* the move; -1 for none yet */
	int seat;
	int role;			/* enum rose_role, or -1: no rose */
	int points;			/* awarded to seat (ROSE-QUARTER-3) */
	const char *hint;		/* what a recorder who left them out
					 * most likely misread, or NULL */
	int in_orange;			/* quarter: in its section of the orange */
	int turned;			/* quarter: the label turned with the tile
					 * would be in section (ROSE-ORIENT-FREE) */
	int table;			/* quarter: in section as if the rose lay
					 * at rotation 0 (ROSE-SECTION) */
	int tile_rot;			/* quarter: the tile's own rotation */
	const struct rose_marking *mark;	/* the tile's marking, or NULL */
};

struct compass_game {
	const struct carc_host *host;
	int spielbox;
	int have_rose;			/* seq 0 was placed */
	int blue;			/* the active rose is a blue one */
	struct rose_frame orange;	/* the start tile */
	struct rose_frame active;	/* ROSE-ACTIVE */
	struct rose_eval cur;		/* the move being played */
	/* ROSE-TIMING: per seat, whether it had rose points and how many
	 * tiles it has placed since (-1: none yet) */
	int since[MAX_SEATS];
	/* draw_board's path data, valid until the game's next hook */
	char band[2][96], axis[2][96];
};

static int
compass_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	struct compass_game *cg;
	int spielbox, i;

	(void)ctx;
	if (strcmp(variant, "hig") == 0 || variant[0] == '\0')
		spielbox = 0;
	else if (strcmp(variant, "spielbox") == 0)
		spielbox = 1;
	else {
		snprintf(err, errlen, "no compass variant '%s' (hig, spielbox)",
		    variant);
		return -1;
	}
	if ((cg = calloc(1, sizeof(*cg))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	cg->host = state;
	cg->spielbox = spielbox;
	cg->cur.seq = -1;
	cg->cur.role = -1;
	for (i = 0; i < MAX_SEATS; i++)
		cg->since[i] = -1;
	*game = cg;
	return 0;
}

static void
compass_game_end(void *game)
{
	free(game);
}

/* ROSE-SETUP: the orange rose of the game's variant, any rotation. */
static int
compass_start_tile(void *game, struct carc_ctx *ctx, const char **tile_id,
    int *any_rotation, const char **rule)
{
	const struct compass_game *cg = game;

	(void)ctx;
	*tile_id = cg->spielbox ? "CRS-ORANGE" : "CR-ORANGE";
	*any_rotation = 1;
	*rule = "ROSE-SETUP";
	return 1;
}

/* ROSE-NO-EFFECT: the rose picture is the tile's centre, "C", which on
 * these tiles (no monastery) no feature claims.  The host would refuse it
 * as plain artwork (BASE-MEEPLE-SPOT); on a rose of this game the rose's
 * own rule says more. */
static const char *
compass_meeple_spot_rule(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const char *spot)
{
	(void)game;
	(void)ctx;
	if (turn->tile->marking != NULL && !turn->tile->has_monastery &&
	    strcmp(spot, "C") == 0)
		return "ROSE-NO-EFFECT";
	return NULL;
}

/* check_figure (ABI 3.0): a figure put on the spot, of any kind. */
static int
compass_check_figure(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_figure_query *q, struct carc_ruling *r)
{
	if (q->action == CARC_FIGURE_PLACE)
		r->rule = compass_meeple_spot_rule(game, ctx, turn, q->spot);
	return 0;
}

/* The sentences of the hints (doc/spec/cli.md), per rule misread. */
static const char *
hint_why(const char *rule)
{
	if (strcmp(rule, "ROSE-ACTIVE") == 0)
		return "the section is measured from the active rose: the "
		    "blue one once it is placed, the orange one before";
	if (strcmp(rule, "ROSE-SPIELBOX") == 0)
		return "in the Spielbox variant the two halves decide, and "
		    "the rose's row belongs to both";
	if (strcmp(rule, "ROSE-SECTION") == 0)
		return "sections are measured in the rose's own frame, and "
		    "its row and column belong to both adjoining sections";
	return "the quarter tile's own rotation does not matter: its label "
	    "names the section whichever way the tile is turned";
}

/*
 * The 3 points are ROSE-QUARTER-3's, and a record that lacks them cites
 * it (doc/rules/rule-ids.md).  What the recorder most likely misread is the hint:
 * a square that scores only under the blue rose (ROSE-ACTIVE), on the
 * rose's row where the Spielbox halves meet (ROSE-SPIELBOX), on its row
 * or column, or in section only in the rose's own frame (ROSE-SECTION),
 * or with a quarter tile turned so that its label seems to point
 * elsewhere (ROSE-ORIENT-FREE).  The row and column come first: they are
 * what ROSE-SECTION is about.
 */
static const char *
missing_hint(const struct compass_game *cg, const struct rose_eval *ev,
    int n, int e)
{
	if (cg->blue && !ev->in_orange)
		return "ROSE-ACTIVE";
	if (cg->spielbox && n == 0)
		return "ROSE-SPIELBOX";
	if (n == 0 || (!cg->spielbox && e == 0))
		return "ROSE-SECTION";
	if (!ev->turned && ev->tile_rot != 0)
		return "ROSE-ORIENT-FREE";
	if (!ev->table)
		return "ROSE-SECTION";
	return NULL;
}

static int
place_quarter(struct compass_game *cg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct rose_marking *m)
{
	struct rose_eval *ev = &cg->cur;
	struct rose_frame flat = cg->active;
	struct rose_section turned, sec = m->section;
	char why[96];
	size_t at = 0;
	int n, e, fn, fe;

	if (!cg->have_rose)
		return 0;
	/*
	 * A quarter tile of the other variant reaches us only when a game is
	 * replayed under the variant it was not recorded in (carc compare;
	 * otherwise the host makes such a tile inert).  Its section then
	 * reads in this game's terms: in a Spielbox game a HiG quadrant
	 * counts by its half (ROSE-SPIELBOX: NE is N); in a HiG game a
	 * Spielbox half constrains only rose-north.
	 */
	if (m->spielbox != cg->spielbox && cg->spielbox)
		sec.se = 0;
	ev->tile_rot = turn->rotation & 3;
	rose_offset(&cg->orange, turn->x, turn->y, &n, &e);
	ev->in_orange = rose_section_holds(sec, n, e);
	/* ROSE-ORIENT-FREE: what turning the label with the tile would
	 * give, relative to the active rose's frame. */
	rose_offset(&cg->active, turn->x, turn->y, &n, &e);
	turned = rose_section_turn(sec,
	    turn->rotation - cg->active.rot);
	ev->turned = rose_section_holds(turned, n, e);
	/* ROSE-SECTION: the offset read in the table's frame. */
	flat.rot = 0;
	rose_offset(&flat, turn->x, turn->y, &fn, &fe);
	ev->table = rose_section_holds(sec, fn, fe);
	/* ROSE-SECTION, ROSE-SPIELBOX: inclusive of the row (and, HiG, the
	 * column); ROSE-ORIENT-FREE: the tile's rotation plays no part. */
	if (!rose_section_holds(sec, n, e))
		return 0;
	/* ROSE-QUARTER-3, ROSE-INDEPENDENT, ROSE-TIMING: to the placer, now,
	 * before the meeple and before any feature is scored. */
	ev->points = ROSE_POINTS;
	ev->hint = missing_hint(cg, ev, n, e);
	/* "%s quarter tile in the %s section of the %s rose", built piece
	 * by piece: snprintf costs a thousand instructions a text */
	carc_util_text_put(why, sizeof(why), &at, m->name);
	carc_util_text_put(why, sizeof(why), &at, " quarter tile in the ");
	carc_util_text_put(why, sizeof(why), &at, m->name);
	carc_util_text_put(why, sizeof(why), &at, " section of the ");
	carc_util_text_put(why, sizeof(why), &at, cg->blue ? "blue rose" :
	    "orange rose");
	if (cg->host->award(ctx, turn->seat, ROSE_POINTS, "compass",
	    "ROSE-QUARTER-3", why) != 0)
		return -1;
	if (turn->seat >= 0 && turn->seat < MAX_SEATS)
		cg->since[turn->seat] = 0;
	return 0;
}

static int
compass_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct compass_game *cg = game;
	const struct rose_marking *m = turn->tile->marking;

	if (turn->seq == 0) {
		/* ROSE-SETUP, ROSE-ACTIVE: the start tile is the first
		 * active rose, wherever and however it lies. */
		cg->orange.x = turn->x;
		cg->orange.y = turn->y;
		cg->orange.rot = turn->rotation & 3;
		cg->active = cg->orange;
		cg->have_rose = 1;
		cg->blue = 0;
		return 0;
	}
	if (turn->seat >= 0 && turn->seat < MAX_SEATS &&
	    cg->since[turn->seat] >= 0)
		cg->since[turn->seat]++;
	memset(&cg->cur, 0, sizeof(cg->cur));
	cg->cur.seq = turn->seq;
	cg->cur.seat = turn->seat;
	cg->cur.role = m != NULL ? m->role : -1;
	cg->cur.mark = m;
	if (m == NULL)
		return 0;
	switch (m->role) {
	case ROLE_BLUE:
		/* ROSE-ACTIVE: it replaces the orange rose from now on, in
		 * the orientation it was placed; ROSE-BLUE-NOPTS. */
		cg->active.x = turn->x;
		cg->active.y = turn->y;
		cg->active.rot = turn->rotation & 3;
		cg->blue = 1;
		break;
	case ROLE_QUARTER:
		return place_quarter(cg, ctx, turn, m);
	default:
		/* An orange rose after the start (a free supply): it is not
		 * the start tile and changes nothing. */
		break;
	}
	return 0;
}

/* Kind names of the features a rose tile could be thought to cut. */
static int
edge_kind(const char *kind)
{
	if (strcmp(kind, "road") == 0)
		return CARC_ROAD;
	if (strcmp(kind, "city") == 0)
		return CARC_CITY;
	return -1;
}

/*
 * ROSE-NO-EFFECT: points for a road or city that is still open, to a
 * seat with a meeple in it, when the tile just placed is a rose: the
 * record treats the rose as cutting the feature.
 */
static int
rose_cut(const struct compass_game *cg, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, int kind)
{
	static const char *const edges[4] = { "N", "E", "S", "W" };
	struct carc_figure_info mi[16];
	size_t n, i;
	int d;

	for (d = 0; d < 4; d++) {
		carc_feature f = cg->host->feature_at(ctx, turn->x, turn->y,
		    edges[d]);

		if (f < 0 || cg->host->feature_kind(ctx, f) != kind ||
		    cg->host->feature_complete(ctx, f))
			continue;
		n = cg->host->feature_figures(ctx, f, mi, 16, sizeof(mi[0]));
		for (i = 0; i < n && i < 16; i++)
			if (mi[i].seat == seat)
				return 1;
	}
	return 0;
}

/*
 * A quarter tile placed outside its section, with 'compass' points: it
 * gives nothing (ROSE-QUARTER-ELSEWHERE, the citation); what the
 * recorder most likely misread is the hint (doc/rules/rule-ids.md: a turned
 * quarter tile read by its label is no citation).
 */
static const char *
explain_quarter(const struct compass_game *cg, const char **hint)
{
	const struct rose_eval *ev = &cg->cur;

	/* ROSE-ACTIVE: it would have scored under the orange rose, but
	 * the blue one is active. */
	if (cg->blue && ev->in_orange)
		*hint = "ROSE-ACTIVE";
	/* ROSE-ORIENT-FREE: only its label turned with the (turned) tile
	 * matches.  With the tile unturned, that reading is the table's
	 * frame, below. */
	else if (ev->turned && ev->tile_rot != 0)
		*hint = "ROSE-ORIENT-FREE";
	/* ROSE-SECTION: it matches only in the table's frame, not the
	 * rose's own. */
	else if (ev->table)
		*hint = "ROSE-SECTION";
	/* ROSE-SPIELBOX: the halves decide. */
	else if (cg->spielbox)
		*hint = "ROSE-SPIELBOX";
	return "ROSE-QUARTER-ELSEWHERE";
}

static const char *
compass_explain(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int points,
    const char **hint_rule, const char **hint_why_out)
{
	const char *rule;

	struct compass_game *cg = game;
	int compass = strcmp(kind, "compass") == 0, k;

	if (turn == NULL)
		/* ROSE-NO-FINAL: nothing from roses at game end. */
		return compass ? "ROSE-NO-FINAL" : NULL;
	if (turn->seq != cg->cur.seq)
		return NULL;
	if (!compass) {
		/* ROSE-INDEPENDENT: the rose points recorded as part of a
		 * feature's points. */
		if (cg->cur.points > 0 && cg->cur.seat == seat &&
		    points == cg->cur.points)
			return "ROSE-INDEPENDENT";
		/* ROSE-NO-EFFECT: the rose does not close a road or city. */
		if (cg->cur.role >= 0 && (k = edge_kind(kind)) >= 0 &&
		    rose_cut(cg, ctx, turn, seat, k))
			return "ROSE-NO-EFFECT";
		return NULL;
	}
	/* The tile just placed, first: what its placer could have meant. */
	if (seat == cg->cur.seat && cg->cur.role == ROLE_BLUE)
		return "ROSE-BLUE-NOPTS";
	if (seat == cg->cur.seat && cg->cur.role == ROLE_QUARTER &&
	    cg->cur.points == 0) {
		rule = explain_quarter(cg, hint_rule);
		if (*hint_rule != NULL)
			*hint_why_out = hint_why(*hint_rule);
		return rule;
	}
	/* ROSE-TIMING: the seat's rose points of an earlier move, recorded
	 * later, up to its next turn.  (One move late, the host itself
	 * reports the missing row as ORDER-TURN and never asks.) */
	if (seat >= 0 && seat < MAX_SEATS && cg->since[seat] >= 0 &&
	    cg->since[seat] <= 1 &&
	    !(cg->cur.points > 0 && cg->cur.seat == seat))
		return "ROSE-TIMING";
	/* ROSE-INDEPENDENT: the rose points go to the placer, not to a
	 * feature's majority or anyone else. */
	if (cg->cur.points > 0 && cg->cur.seat != seat)
		return "ROSE-INDEPENDENT";
	return NULL;
}

/*
 * The record leaves out the 3 points of a quarter tile in its section:
 * the host cites ROSE-QUARTER-3, the award's rule; the hint says what
 * was most likely misread.
 */
static const char *
compass_explain_value(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int expected,
    int recorded, const char **hint_rule, const char **hint_why_out)
{
	const struct compass_game *cg = game;

	(void)ctx;
	(void)expected;
	if (turn == NULL || recorded != 0 || strcmp(kind, "compass") != 0 ||
	    turn->seq != cg->cur.seq || seat != cg->cur.seat ||
	    cg->cur.points == 0 || cg->cur.hint == NULL)
		return NULL;
	*hint_rule = cg->cur.hint;
	*hint_why_out = hint_why(cg->cur.hint);
	return NULL;
}

/* -- pictures ------------------------------------------------------------ */

#define ROSE_INK "#3b2f20"
#define ORANGE "#e8770e"
#define BLUE "#1f6fd1"

static const char *const rose_legend[2] = {
	"orange rose: the first active rose; its N is the tile's N "
	    "(ROSE-ACTIVE)",
	"blue rose: once placed, the active rose; its N is the tile's N "
	    "(ROSE-ACTIVE)"
};
static const char quarter_legend[] = "quarter tile: 3 points placed in "
    "the section of the active rose it names (ROSE-QUARTER-3)";
static const char section_legend[] = "bands and names: the sections of "
    "the active rose, measured from its square; a band's squares belong "
    "to both sections beside it (ROSE-SECTION)";

/* Put d as element *n of out, if there is room; count it either way. */
static void
put(struct carc_draw *out, size_t max, size_t esize, size_t *n,
    const struct carc_draw *d)
{
	if (*n < max && esize >= CARC_DRAW_SIZE_3_0)
		carc_elem_put(out, *n, esize, d, sizeof(*d));
	(*n)++;
}

/*
 * A board picture shows a rose as a compass in its colour, its north
 * needle dark and marked N at the tile's N edge (the renderer turns it
 * with the tile); a quarter tile as a small star with its section's name
 * as a label.
 */
static size_t
compass_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	const struct rose_marking *m = marking;
	const char *c;
	struct carc_draw d;
	size_t n = 0;

	(void)state;
	if (m == NULL)
		return 0;
	memset(&d, 0, sizeof(d));
	d.layer = CARC_LAYER_ART;
	if (m->role == ROLE_QUARTER) {
		d.legend = quarter_legend;
		d.rule = "ROSE-QUARTER-3";
		d.op = CARC_DRAW_PATH;
		d.path = "M50 17 L51.8 24.2 L59 26 L51.8 27.8 L50 35 L48.2 27.8 "
		    "L41 26 L48.2 24.2 Z";
		d.fill = "#7a5a1e";
		put(out, max, esize, &n, &d);
		d.path = NULL;
		d.op = CARC_DRAW_TEXT;
		d.layer = CARC_LAYER_LABEL;
		d.x = 50;
		d.y = 46;
		d.text = m->name;
		d.font_size = 15;
		d.fill = "#5a3f10";
		put(out, max, esize, &n, &d);
		return n;
	}
	/* ROSE-ACTIVE: the orange rose until the blue one is placed */
	c = m->role == ROLE_BLUE ? BLUE : ORANGE;
	d.legend = rose_legend[m->role == ROLE_BLUE];
	d.rule = "ROSE-ACTIVE";
	d.op = CARC_DRAW_CIRCLE;
	d.x = d.y = 50;
	d.r = 11;
	d.fill = "#fffaf0";
	d.stroke = c;
	d.stroke_width = 1.5;
	put(out, max, esize, &n, &d);
	d.op = CARC_DRAW_PATH;
	d.path = "M50 32 L53.5 46.5 L68 50 L53.5 53.5 L50 68 L46.5 53.5 L32 50 "
	    "L46.5 46.5 Z";
	d.fill = c;
	d.stroke = "#ffffff";
	d.stroke_width = 1;
	put(out, max, esize, &n, &d);
	d.path = "M50 32 L53.5 46.5 L50 50 L46.5 46.5 Z";
	d.fill = ROSE_INK;
	d.stroke = NULL;
	put(out, max, esize, &n, &d);
	d.op = CARC_DRAW_CIRCLE;
	d.path = NULL;
	d.r = 2.5;
	d.fill = "#ffffff";
	put(out, max, esize, &n, &d);
	d.op = CARC_DRAW_TEXT;
	d.y = 24;
	d.text = "N";
	d.font_size = 10;
	d.fill = c;
	d.stroke = "#ffffff";
	d.stroke_width = 2.5;
	put(out, max, esize, &n, &d);
	return n;
}

/*
 * Over the board, when the tile just placed is a quarter tile: the active
 * rose's sections (ROSE-SECTION), as its row and column (Spielbox: the
 * row across its north) in bands of its colour, and each section's name
 * in the middle of the squares in view that lie in it alone (a section
 * out of view: at the edge nearest it), the quarter tile's own larger.
 * Board units: square (x, y) is [100x, 100x + 100].
 */
static size_t
compass_draw_board(void *game, const struct carc_ctx *ctx, int x0, int y0,
    int x1, int y1, struct carc_draw *out, size_t max, size_t esize)
{
	struct compass_game *cg = game;
	const struct rose_marking *q = cg->cur.mark;
	const struct rose_frame *r = &cg->active;
	struct carc_draw d;
	size_t n = 0, i, nb = 0;
	int x, y, k, nn, e;

	(void)ctx;
	if (!cg->have_rose || q == NULL || q->role != ROLE_QUARTER ||
	    x1 < x0 || y1 < y0 || (long)(x1 - x0 + 1) * (y1 - y0 + 1) > 40000)
		return 0;
	memset(&d, 0, sizeof(d));
	d.legend = section_legend;
	d.rule = "ROSE-SECTION";
	d.fill = cg->blue ? BLUE : ORANGE;
	/* the bands: the squares where rose-north (and, HiG, rose-east) is
	 * 0, the rose's row or column whichever way it lies */
	for (k = 0; k < (cg->spielbox ? 1 : 2); k++) {
		int across = (k == 0) == ((r->rot & 1) == 0);	/* a row */

		if (across ? r->y < y0 || r->y > y1 : r->x < x0 || r->x > x1)
			continue;
		if (across) {
			snprintf(cg->band[nb], sizeof(cg->band[nb]), "M%d %d "
			    "H%d V%d H%d Z", 100 * x0, 100 * r->y,
			    100 * (x1 + 1), 100 * r->y + 100, 100 * x0);
			snprintf(cg->axis[nb], sizeof(cg->axis[nb]), "M%d %d "
			    "H%d", 100 * x0, 100 * r->y + 50, 100 * (x1 + 1));
		} else {
			snprintf(cg->band[nb], sizeof(cg->band[nb]), "M%d %d "
			    "V%d H%d V%d Z", 100 * r->x, 100 * y0,
			    100 * (y1 + 1), 100 * r->x + 100, 100 * y0);
			snprintf(cg->axis[nb], sizeof(cg->axis[nb]), "M%d %d "
			    "V%d", 100 * r->x + 50, 100 * y0, 100 * (y1 + 1));
		}
		d.op = CARC_DRAW_PATH;
		d.layer = CARC_LAYER_ART;
		d.path = cg->band[nb];
		d.stroke = NULL;
		d.opacity = 0.16;
		put(out, max, esize, &n, &d);
		d.path = cg->axis[nb];
		d.stroke = d.fill;
		d.fill = NULL;
		d.stroke_width = 2;
		d.opacity = 0.7;
		put(out, max, esize, &n, &d);
		d.fill = d.stroke;
		d.stroke = NULL;
		d.stroke_width = 0;
		nb++;
	}
	/* the names, where a section's own squares in view are */
	for (i = 0; i < sizeof(mark_quarter) / sizeof(mark_quarter[0]); i++) {
		const struct rose_marking *s = &mark_quarter[i];
		int bx0 = 0, bx1 = -1, by0 = 0, by1 = -1, any = 0, own;

		if (s->spielbox != cg->spielbox)
			continue;
		/* a square around the view too: each section reaches it,
		 * the rose being in view */
		for (y = y0 - 1; y <= y1 + 1; y++)
			for (x = x0 - 1; x <= x1 + 1; x++) {
				rose_offset(r, x, y, &nn, &e);
				if (s->section.sn * nn <= 0 ||
				    (s->section.se != 0 && s->section.se * e <= 0))
					continue;
				if (!any || x < bx0)
					bx0 = x;
				if (!any || x > bx1)
					bx1 = x;
				if (!any || y < by0)
					by0 = y;
				if (!any || y > by1)
					by1 = y;
				any = 1;
			}
		if (!any)
			continue;
		/* in view, or at its edge nearest the section */
		bx0 = bx0 < x0 ? x0 : bx0 > x1 ? x1 : bx0;
		bx1 = bx1 < x0 ? x0 : bx1 > x1 ? x1 : bx1;
		by0 = by0 < y0 ? y0 : by0 > y1 ? y1 : by0;
		by1 = by1 < y0 ? y0 : by1 > y1 ? y1 : by1;
		own = strcmp(s->name, q->name) == 0;
		d.op = CARC_DRAW_TEXT;
		d.layer = CARC_LAYER_LABEL;
		d.path = NULL;
		d.x = 50.0 * (bx0 + bx1 + 1);
		d.y = 50.0 * (by0 + by1 + 1);
		d.text = s->name;
		d.font_size = own ? 24 : 17;
		d.opacity = own ? 0 : 0.8;
		put(out, max, esize, &n, &d);
	}
	return n;
}

static const struct carc_plugin compass = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "compass",
	.version = "1.0.0",
	.rule_prefix = "ROSE-",
	.rules = compass_rules,
	.nrules = sizeof(compass_rules) / sizeof(compass_rules[0]),
	.catalogue = "compass.yaml",
	.tile_keys = compass_keys,
	.variants = compass_variants,
	.init = carc_util_init_host,
	.tile_key = compass_tile_key,
	.game_begin = compass_game_begin,
	.game_end = compass_game_end,
	.start_tile = compass_start_tile,
	.check_figure = compass_check_figure,
	.after_place = compass_after_place,
	.explain = compass_explain,
	.draw = compass_draw,
	.explain_value = compass_explain_value,
	.draw_board = compass_draw_board,
};

CARC_PLUGIN_DEFINE(compass)
