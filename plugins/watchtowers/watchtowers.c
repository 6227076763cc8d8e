/*
 * watchtowers.c - The Watchtowers (Die Wachtürme, HiG 2016): rules-en.md
 * 3.3 and section 4 item 1, seed rules/seeds/002_*.txt.
 *
 * Twelve tiles each carry a tower (the `tower:` key of watchtowers.yaml
 * names what it counts).  When a placement completes a road or a city and
 * a meeple of that feature stands on a tower tile, the tower scores for
 * that meeple's owner, over the 3x3 block around the tower tile, before
 * any completed feature is scored and before any meeple goes home.
 * Nothing else changes: the feature then scores for its majority as
 * usual, and towers give nothing at game end.
 *
 * The engine calls before_score with every completed feature and every
 * meeple still on the board (TOWER-ORDER), so the plugin only has to look.
 * What it saw is kept for the move, so that explain can tell, once the
 * meeples have gone home, why a record's tower points are not due.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

static const struct carc_rule tower_rules[] = {
	{ "TOWER-NO-MEEPLE", "no meeple may stand on the tower itself; the "
	    "tile's cities, roads and fields take meeples as usual",
	    "rules-en.md 3.3 Placing" },
	{ "TOWER-TRIGGER", "a tower scores when a road or city is completed "
	    "and a meeple of it stands on the tower tile's segment of it",
	    "rules-en.md 3.3 Trigger" },
	{ "TOWER-OWNER", "the tower's points go to the owner of the meeple "
	    "on the tower tile, whoever wins the feature",
	    "rules-en.md 3.3 Trigger, footnote 1" },
	{ "TOWER-NO-FARMER", "farmers, monks and meeples on other tiles "
	    "than the tower tile never make a tower score",
	    "rules-en.md 3.3 Trigger, footnotes 3 and 5" },
	{ "TOWER-ORDER", "every tower a placement triggers scores before "
	    "the completed features, with all meeples still on the board",
	    "rules-en.md 3.3 Order, footnote 2; 3.4 step 6" },
	{ "TOWER-AREA", "a tower counts the placed tiles of the 3x3 block "
	    "around and including its tile",
	    "rules-en.md 3.3 Area and values" },
	{ "TOWER-MEEPLE", "meeple tower: 2 points per meeple of any player "
	    "in any role in its area",
	    "rules-en.md 3.3 Area and values, footnote 6; 4 item 1" },
	{ "TOWER-COA", "coat-of-arms tower: 2 points per coat of arms on "
	    "the tiles of its area",
	    "rules-en.md 3.3 Area and values" },
	{ "TOWER-ROAD", "road tower: 1 point per tile of its area showing "
	    "a road", "rules-en.md 3.3 Area and values, footnote 8" },
	{ "TOWER-MONASTERY", "monastery tower: 3 points per monastery in "
	    "its area, occupied or not, complete or not",
	    "rules-en.md 3.3 Area and values, footnote 9" },
	{ "TOWER-CITY", "city tower: 1 point per tile of its area showing "
	    "a city", "rules-en.md 3.3 Area and values, footnote 10" },
	{ "TOWER-NO-FINAL", "towers give no points at game end",
	    "rules-en.md 3.3 Trigger, footnote 11; 3.4 step 9" },
};

/* What a tower counts (the `tower:` key). */
enum tower_type {
	TOWER_MEEPLE = 0,
	TOWER_COA,
	TOWER_ROAD,
	TOWER_MONASTERY,
	TOWER_CITY
};

/*
 * How a picture draws a tower (the draw hook): a part of its artwork, in
 * the tile's 100 x 100 box, a path with its paint.
 */
struct art {
	const char *path;
	const char *fill, *stroke;	/* "#rrggbb" or NULL */
	double width;
};

#define INK "#3b2f20"

/* What each tower counts, drawn in its window (about 14 units wide,
 * centred on (50, 49)). */
static const struct art art_meeple[] = {
	{ "M50 42.5 C52.5 42.5 53 44 53 45.2 C53 46.2 52.5 46.8 52 47 "
	    "L56 48.2 C57.2 48.7 57 50.8 55.5 50.8 L53 50.3 L55 54.5 "
	    "L51.2 55.8 L50 53 L48.8 55.8 L45 54.5 L47 50.3 L44.5 50.8 "
	    "C43 50.8 42.8 48.7 44 48.2 L48 47 C47.5 46.8 47 46.2 47 45.2 "
	    "C47 44 47.5 42.5 50 42.5 Z", INK, NULL, 0 },
};
static const struct art art_coa[] = {
	{ "M44.5 43 h11 v5.5 c0 4.5 -3 7 -5.5 8.5 c-2.5 -1.5 -5.5 -4 "
	    "-5.5 -8.5 z", "#1d4fa3", "#ffffff", 1 },
	{ "M50 44.5 v9 M46.5 48 h7", NULL, "#ffffff", 1.2 },
};
static const struct art art_road[] = {
	{ "M43 54 C48 50 52 48 57 44", NULL, "#5c4a32", 6 },
	{ "M43 54 C48 50 52 48 57 44", NULL, "#f3ead2", 3.5 },
};
static const struct art art_monastery[] = {
	{ "M45 48 h10 v7 h-10 z", "#efe2c8", "#5a2a1a", 1 },
	{ "M43.5 48 L50 42.5 L56.5 48 Z", "#a8372a", "#5a2a1a", 1 },
};
static const struct art art_city[] = {
	{ "M43 44 L57 44 C56 52 44 52 43 44 Z", "#d9a05b", "#7a4a1c", 1.2 },
	{ "M46 52 v3 M50 52.5 v3 M54 52 v3", NULL, "#7a4a1c", 1.2 },
};
#define ART(a) a, sizeof(a) / sizeof(a[0])

/* A tile's marking: one of these, owned by the plugin, never freed. */
struct tower {
	int type;			/* enum tower_type */
	const char *key;		/* the catalogue's word */
	const char *rule;		/* the rule that values it */
	int per;			/* points per thing counted */
	const char *what;		/* the thing counted, for the report */
	const char *label;		/* the seed's legend letters */
	const char *one;		/* what, when the count is 1 */
	const char *name;		/* the tower, for the report */
	const struct art *art;		/* what a picture draws in the tower */
	size_t nart;
	const char *per_text;		/* ... on its flag */
	const char *legend;		/* ... and says of it */
};

static const struct tower towers[] = {
	{ TOWER_MEEPLE, "meeple", "TOWER-MEEPLE", 2, "meeples", "T 2/M",
	    "meeple", "meeple", ART(art_meeple), "2", "watchtower: 2 points "
	    "per meeple in the 8 tiles around it (TOWER-MEEPLE)" },
	{ TOWER_COA, "coa", "TOWER-COA", 2, "coats of arms", "T 2/W",
	    "coat of arms", "coat-of-arms", ART(art_coa), "2", "watchtower: 2 "
	    "points per coat of arms around it (TOWER-COA)" },
	{ TOWER_ROAD, "road", "TOWER-ROAD", 1, "tiles with a road", "T 1/Str",
	    "tile with a road", "road", ART(art_road), "1", "watchtower: 1 "
	    "point per tile with a road around it (TOWER-ROAD)" },
	{ TOWER_MONASTERY, "monastery", "TOWER-MONASTERY", 3, "monasteries",
	    "T 3/K", "monastery", "monastery", ART(art_monastery), "3",
	    "watchtower: 3 points per monastery around it (TOWER-MONASTERY)" },
	{ TOWER_CITY, "city", "TOWER-CITY", 1, "tiles with a city", "T 1/Sta",
	    "tile with a city", "city", ART(art_city), "1", "watchtower: 1 "
	    "point per tile with a city around it (TOWER-CITY)" },
};
#define NTOWERS (sizeof(towers) / sizeof(towers[0]))

static const char *const tower_keys[] = { "tower", NULL };

/* Enough for any 3x3 block, any feature of a game, any tile's meeples. */
#define AREA_MAX 9
#define MEEPLES_MAX 256
#define TILES_MAX 256
#define SEATS_MAX CARC_MAX_SEATS

/*
 * What before_score saw in one move, for explain: it runs after the
 * completed features have scored and their meeples have gone home.
 */
struct tower_game {
	const struct carc_host *host;
	int seq;			/* the move seen; -1 none */
	int triggered;			/* some tower scored in that move */
	/* per seat: it triggered a tower, and one worth nothing */
	unsigned char trigger_seat[SEATS_MAX];
	unsigned char zero_seat[SEATS_MAX];
	/* per seat: a monk or a meeple of a completed feature next to a
	 * tower, or a farmer on a tower tile by it (TOWER-NO-FARMER) */
	unsigned char near_seat[SEATS_MAX];
	/* per seat: a meeple on a tower tile of a completed feature, but
	 * in another road or city that is not complete (TOWER-TRIGGER) */
	unsigned char other_seat[SEATS_MAX];
	/* per seat: the meeple-tower points that the meeples of this move's
	 * completed features gave (TOWER-ORDER: they still count) */
	int leaving_points[SEATS_MAX];
	struct carc_figure_info m[MEEPLES_MAX];	/* scratch */
	struct carc_figure_info tm[MEEPLES_MAX];	/* scratch */
	struct carc_tile_info t[TILES_MAX];	/* scratch */
};

static int
tower_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	size_t i;

	(void)state;
	(void)key;
	if (value->type == CARC_NODE_SCALAR)
		for (i = 0; i < NTOWERS; i++)
			if (strcmp(value->scalar, towers[i].key) == 0) {
				*marking = &towers[i];
				return 0;
			}
	snprintf(err, errlen, "tower of tile '%s' is none of meeple, coa, "
	    "road, monastery, city", tile_id);
	*where = value;
	return -1;
}

static int
tower_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	struct tower_game *tg;

	(void)ctx;
	(void)variant;
	/* The scratch arrays (m, tm, t: some 40 KB) are filled before each
	 * use; zeroing them for every game cost more than the game's
	 * towers. */
	if ((tg = malloc(sizeof(*tg))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	memset(tg, 0, offsetof(struct tower_game, m));
	tg->host = state;
	tg->seq = -1;
	*game = tg;
	return 0;
}

static void
tower_game_end(void *game)
{
	free(game);
}

/* The tower on the tile at (x, y), or NULL (no tile, no tower, or a tower
 * tile of a set the game does not enable). */
static const struct tower *
tower_at(const struct tower_game *tg, const struct carc_ctx *ctx, int x,
    int y)
{
	struct carc_tile_info ti;

	if (tg->host->tile_at(ctx, x, y, &ti, sizeof(ti)) != 0)
		return NULL;
	return ti.marking;
}

/* Is a tower tile among the 8 squares around (x, y)? */
static int
tower_next_to(const struct tower_game *tg, const struct carc_ctx *ctx,
    int x, int y)
{
	int dx, dy;

	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++)
			if ((dx || dy) && tower_at(tg, ctx, x + dx, y + dy))
				return 1;
	return 0;
}

static int
valid_seat(int seat)
{
	return seat >= 0 && seat < SEATS_MAX;
}

/*
 * TOWER-AREA: what the tower at (x, y) counts over the placed tiles of
 * the 3x3 block around it; *n is how many things it counted.
 */
static int
tower_value(struct tower_game *tg, struct carc_ctx *ctx,
    const struct tower *t, int x, int y, int *n)
{
	struct carc_tile_info area[AREA_MAX];
	size_t i, k;

	k = tg->host->tiles_in_area(ctx, x - 1, y - 1, x + 1, y + 1, area,
	    AREA_MAX, sizeof(area[0]));
	if (k > AREA_MAX)
		k = AREA_MAX;
	*n = 0;
	for (i = 0; i < k; i++) {
		switch (t->type) {
		case TOWER_MEEPLE:
			/* TOWER-MEEPLE: every meeple, any seat, any role,
			 * those about to go home included (TOWER-ORDER) */
			*n += (int)tg->host->tile_figures(ctx, area[i].x,
			    area[i].y, NULL, 0,
			    sizeof(struct carc_figure_info));
			break;
		case TOWER_COA:
			*n += area[i].coats_of_arms;
			break;
		case TOWER_ROAD:
			*n += area[i].has_road;
			break;
		case TOWER_MONASTERY:
			*n += area[i].has_monastery;
			break;
		case TOWER_CITY:
			*n += area[i].has_city;
			break;
		}
	}
	return *n * t->per;
}

/*
 * TOWER-ORDER: how many meeples in the 3x3 block around (x, y) stand in
 * one of the completed features, about to go home.
 */
static int
leaving_in_area(struct tower_game *tg, struct carc_ctx *ctx, int x, int y,
    const carc_feature *completed, size_t ncompleted)
{
	struct carc_tile_info area[AREA_MAX];
	size_t i, j, c, k, n;
	int leaving = 0;

	k = tg->host->tiles_in_area(ctx, x - 1, y - 1, x + 1, y + 1, area,
	    AREA_MAX, sizeof(area[0]));
	if (k > AREA_MAX)
		k = AREA_MAX;
	for (i = 0; i < k; i++) {
		n = tg->host->tile_figures(ctx, area[i].x, area[i].y, tg->tm,
		    MEEPLES_MAX, sizeof(tg->tm[0]));
		if (n > MEEPLES_MAX)
			n = MEEPLES_MAX;
		for (j = 0; j < n; j++)
			for (c = 0; c < ncompleted; c++)
				if (tg->tm[j].feature == completed[c])
					leaving++;
	}
	return leaving;
}

/*
 * Note the farmers of the tile at (x, y), if it is a tower tile, in
 * `farmers`; and in `others` (if not NULL) its meeples in a road or city
 * that is not complete.
 */
static void
note_farmers(struct tower_game *tg, const struct carc_ctx *ctx, int x, int y,
    unsigned char *farmers, unsigned char *others)
{
	size_t n, i;

	if (!tower_at(tg, ctx, x, y))
		return;
	n = tg->host->tile_figures(ctx, x, y, tg->tm, MEEPLES_MAX,
	    sizeof(tg->tm[0]));
	if (n > MEEPLES_MAX)
		n = MEEPLES_MAX;
	for (i = 0; i < n; i++) {
		const struct carc_figure_info *m = &tg->tm[i];

		if (!valid_seat(m->seat))
			continue;
		if (m->kind == CARC_FIELD)
			farmers[m->seat] = 1;
		else if (others != NULL && (m->kind == CARC_ROAD ||
		    m->kind == CARC_CITY) &&
		    !tg->host->feature_complete(ctx, m->feature))
			others[m->seat] = 1;
	}
}

/*
 * TOWER-NO-FARMER: note the seats whose meeples are near a tower but may
 * not make it score, for explain: the meeples of a completed feature (a
 * monk too) standing next to a tower tile, and farmers on the tower tiles
 * of a completed road or city.  The feature's figures are left in tg->m,
 * how many returned (at most MEEPLES_MAX).
 */
static size_t
note_near(struct tower_game *tg, struct carc_ctx *ctx, carc_feature f,
    int kind)
{
	size_t n, i, figures;

	n = tg->host->feature_figures(ctx, f, tg->m, MEEPLES_MAX,
	    sizeof(tg->m[0]));
	if (n > MEEPLES_MAX)
		n = MEEPLES_MAX;
	for (i = 0; i < n; i++) {
		const struct carc_figure_info *m = &tg->m[i];

		if (!valid_seat(m->seat))
			continue;
		if ((kind == CARC_MONASTERY || !tower_at(tg, ctx, m->x, m->y)) &&
		    tower_next_to(tg, ctx, m->x, m->y))
			tg->near_seat[m->seat] = 1;
	}
	figures = n;
	if (kind != CARC_ROAD && kind != CARC_CITY)
		return figures;
	/* a host of 4.4 hands over only the tower tiles (the ones this
	 * plugin marks): most features valued have none */
	n = CARC_HAS_SERVICE(tg->host, feature_marked_tiles) ?
	    tg->host->feature_marked_tiles(ctx, f, tg->t, TILES_MAX,
	    sizeof(tg->t[0])) : tg->host->feature_tiles(ctx, f, tg->t,
	    TILES_MAX, sizeof(tg->t[0]));
	if (n > TILES_MAX)
		n = TILES_MAX;
	/* tg->tm, not tg->m: the feature's figures stay */
	for (i = 0; i < n; i++)
		if (tg->t[i].marking != NULL)
			note_farmers(tg, ctx, tg->t[i].x, tg->t[i].y,
			    tg->near_seat, tg->other_seat);
	return figures;
}

/*
 * TOWER-TRIGGER, TOWER-OWNER, TOWER-ORDER: for each completed road or
 * city, each of its meeples standing on a tower tile scores that tower
 * for the meeple's owner, majority or not.  The meeple's segment is part
 * of the feature by construction (feature_meeples lists the feature's
 * segments).  The engine calls this before any feature scores and before
 * any meeple goes home, so every tower sees the same board.
 */
static int
tower_before_score(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const carc_feature *completed,
    size_t ncompleted)
{
	struct tower_game *tg = game;
	size_t i, j, n;

	tg->seq = turn->seq;
	tg->triggered = 0;
	memset(tg->trigger_seat, 0, sizeof(tg->trigger_seat));
	memset(tg->zero_seat, 0, sizeof(tg->zero_seat));
	memset(tg->near_seat, 0, sizeof(tg->near_seat));
	memset(tg->other_seat, 0, sizeof(tg->other_seat));
	memset(tg->leaving_points, 0, sizeof(tg->leaving_points));
	for (i = 0; i < ncompleted; i++) {
		int kind = tg->host->feature_kind(ctx, completed[i]);

		/* the feature's figures, in tg->m: nothing has moved
		 * since note_near asked */
		n = note_near(tg, ctx, completed[i], kind);
		/* TOWER-NO-FARMER: monasteries (and fields, which never
		 * complete) trigger nothing. */
		if (kind != CARC_ROAD && kind != CARC_CITY)
			continue;
		for (j = 0; j < n; j++) {
			const struct carc_figure_info *m = &tg->m[j];
			const struct tower *t;
			char why[96];
			size_t at = 0;
			int v, count;

			if ((t = tower_at(tg, ctx, m->x, m->y)) == NULL)
				continue;
			v = tower_value(tg, ctx, t, m->x, m->y, &count);
			tg->triggered = 1;
			if (valid_seat(m->seat)) {
				tg->trigger_seat[m->seat] = 1;
				if (v == 0)
					tg->zero_seat[m->seat] = 1;
				if (t->type == TOWER_MEEPLE)
					tg->leaving_points[m->seat] += t->per *
					    leaving_in_area(tg, ctx, m->x, m->y,
					    completed, ncompleted);
			}
			/* "%s tower at (%d,%d): %d %s", without snprintf's
			 * thousand instructions */
			carc_util_text_put(why, sizeof(why), &at, t->name);
			carc_util_text_put(why, sizeof(why), &at,
			    " tower at (");
			carc_util_text_int(why, sizeof(why), &at, m->x);
			carc_util_text_put(why, sizeof(why), &at, ",");
			carc_util_text_int(why, sizeof(why), &at, m->y);
			carc_util_text_put(why, sizeof(why), &at, "): ");
			carc_util_text_int(why, sizeof(why), &at, count);
			carc_util_text_put(why, sizeof(why), &at, " ");
			carc_util_text_put(why, sizeof(why), &at,
			    count == 1 ? t->one : t->what);
			if (tg->host->award(ctx, m->seat, v, "watchtower",
			    t->rule, why) != 0)
				return -1;
		}
	}
	return 0;
}

/* TOWER-NO-MEEPLE: the tower stands at the tile centre, where a monastery
 * would; "C" (the centre), "T" (a tower) and any name that is no edge or
 * half-edge name it (record-format.md: the most specific rule on a
 * watchtower).  The host stops the replay there. */
static const char *
tower_meeple_spot_rule(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const char *spot)
{
	static const char *const sides[] = {
		"N", "E", "S", "W", "NL", "NR", "EL", "ER", "SL", "SR", "WL",
		"WR"
	};
	size_t i;

	(void)game;
	(void)ctx;
	if (turn->tile->marking == NULL || spot == NULL)
		return NULL;
	for (i = 0; i < sizeof(sides) / sizeof(sides[0]); i++)
		if (strcmp(spot, sides[i]) == 0)
			return NULL;
	return "TOWER-NO-MEEPLE";
}

/* check_figure (ABI 3.0): a figure put on the spot, of any kind. */
static int
tower_check_figure(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_figure_query *q, struct carc_ruling *r)
{
	if (q->action == CARC_FIGURE_PLACE)
		r->rule = tower_meeple_spot_rule(game, ctx, turn, q->spot);
	return 0;
}

/*
 * TOWER-TRIGGER: does `seat` have a meeple on a tower tile in a road or
 * city this placement touches, or next to it, that is still incomplete?
 */
static int
meeple_incomplete(struct tower_game *tg, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat)
{
	static const char *const edges[4] = { "N", "E", "S", "W" };
	struct carc_tile_info area[AREA_MAX];
	size_t n, i, j, k;
	int kind;

	for (i = 0; i < 4; i++) {
		carc_feature f = tg->host->feature_at(ctx, turn->x, turn->y,
		    edges[i]);

		if (f < 0 || tg->host->feature_complete(ctx, f))
			continue;
		kind = tg->host->feature_kind(ctx, f);
		if (kind != CARC_ROAD && kind != CARC_CITY)
			continue;
		n = tg->host->feature_figures(ctx, f, tg->m, MEEPLES_MAX,
		    sizeof(tg->m[0]));
		if (n > MEEPLES_MAX)
			n = MEEPLES_MAX;
		for (j = 0; j < n; j++)
			if (tg->m[j].seat == seat &&
			    tower_at(tg, ctx, tg->m[j].x, tg->m[j].y))
				return 1;
	}
	k = tg->host->tiles_in_area(ctx, turn->x - 1, turn->y - 1,
	    turn->x + 1, turn->y + 1, area, AREA_MAX, sizeof(area[0]));
	if (k > AREA_MAX)
		k = AREA_MAX;
	for (i = 0; i < k; i++) {
		if (area[i].marking == NULL)
			continue;
		n = tg->host->tile_figures(ctx, area[i].x, area[i].y, tg->tm,
		    MEEPLES_MAX, sizeof(tg->tm[0]));
		if (n > MEEPLES_MAX)
			n = MEEPLES_MAX;
		for (j = 0; j < n; j++)
			if (tg->tm[j].seat == seat &&
			    (tg->tm[j].kind == CARC_ROAD ||
			    tg->tm[j].kind == CARC_CITY) &&
			    !tg->host->feature_complete(ctx, tg->tm[j].feature))
				return 1;
	}
	return 0;
}

/* TOWER-NO-FARMER, live: a farmer of `seat` on a tower tile around the
 * tile just placed (farmers never go home, so they are still there). */
static int
farmer_near(struct tower_game *tg, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat)
{
	unsigned char seats[SEATS_MAX];
	int dx, dy;

	memset(seats, 0, sizeof(seats));
	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++)
			note_farmers(tg, ctx, turn->x + dx, turn->y + dy,
			    seats, NULL);
	return seats[seat];
}

/*
 * The record gives `seat` watchtower points the rules do not give.
 * Which tower rule says why not?
 */
static const char *
tower_explain(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    int seat, const char *kind, int points, const char **hint_rule,
    const char **hint_why)
{
	struct tower_game *tg = game;
	int seen;

	(void)points;
	(void)hint_rule;
	(void)hint_why;
	if (strcmp(kind, "watchtower") != 0 || !valid_seat(seat))
		return NULL;
	/* TOWER-NO-FINAL: towers score only during play. */
	if (turn == NULL)
		return "TOWER-NO-FINAL";
	seen = tg->seq == turn->seq;
	/* TOWER-AREA: this seat's meeple did trigger a tower, but its 3x3
	 * block holds nothing the tower counts. */
	if (seen && tg->zero_seat[seat])
		return "TOWER-AREA";
	/* TOWER-TRIGGER: the seat's meeple is on the tower tile of a
	 * completed feature, but in another road or city, still open. */
	if (seen && tg->other_seat[seat])
		return "TOWER-TRIGGER";
	/* TOWER-OWNER: a tower scored this move, for another seat's meeple
	 * (the feature's majority does not take it). */
	if (seen && tg->triggered && !tg->trigger_seat[seat])
		return "TOWER-OWNER";
	/* TOWER-TRIGGER: the seat's meeple is on a tower tile in a road or
	 * city this placement touched, but that is not complete. */
	if (meeple_incomplete(tg, ctx, turn, seat))
		return "TOWER-TRIGGER";
	/* TOWER-NO-FARMER: a farmer on a tower tile, a monk or a meeple of
	 * a feature completed on a tile next to a tower. */
	if ((seen && tg->near_seat[seat]) || farmer_near(tg, ctx, turn, seat))
		return "TOWER-NO-FARMER";
	return NULL;
}

/*
 * A board picture shows a stone tower at the tile centre with the
 * symbol of what it counts in its window and its points per thing on a
 * flag; every part says the tower's legend and links its rule.
 */
static size_t
tower_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	const struct tower *t = marking;
	struct carc_draw d[8];
	size_t n = 0, i;

	(void)state;
	if (t == NULL)
		return 0;
	memset(d, 0, sizeof(d));
	/* the tower, its window, the symbol, the flag and its number */
	d[n].op = CARC_DRAW_PATH;
	d[n].path = "M39 66 L39 36 L37 36 L37 28 L42 28 L42 32 L47 32 L47 28 "
	    "L53 28 L53 32 L58 32 L58 28 L63 28 L63 36 L61 36 L61 66 Z";
	d[n].fill = "#cfc6b4";
	d[n].stroke = INK;
	d[n++].stroke_width = 1.6;
	d[n].op = CARC_DRAW_CIRCLE;
	d[n].x = 50;
	d[n].y = 49;
	d[n].r = 8.5;
	d[n].fill = "#ffffff";
	d[n++].stroke = INK;
	for (i = 0; i < t->nart && n < 6; i++) {
		d[n].op = CARC_DRAW_PATH;
		d[n].path = t->art[i].path;
		d[n].fill = t->art[i].fill;
		d[n].stroke = t->art[i].stroke;
		d[n++].stroke_width = t->art[i].width;
	}
	d[n].op = CARC_DRAW_CIRCLE;
	d[n].x = 63;
	d[n].y = 28;
	d[n].r = 7;
	d[n++].fill = INK;
	d[n].op = CARC_DRAW_TEXT;
	d[n].x = 63;
	d[n].y = 28;
	d[n].text = t->per_text;
	d[n].font_size = 10;
	d[n++].fill = "#ffffff";
	for (i = 0; i < n && i < max && esize >= CARC_DRAW_SIZE_3_0; i++) {
		d[i].layer = CARC_LAYER_ART;
		d[i].legend = t->legend;
		d[i].rule = t->rule;
		carc_elem_put(out, i, esize, &d[i], sizeof(d[i]));
	}
	return n;
}

/*
 * TOWER-ORDER: a meeple tower recorded as if the meeples of the completed
 * features had gone home first is short by exactly their points.  The
 * divergence cites the tower's own rule, which produced the points
 * (doc/rules/rule-ids.md); the order is what the recorder misread: the hint.
 */
static const char *
tower_explain_value(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int expected,
    int recorded, const char **hint_rule, const char **hint_why)
{
	struct tower_game *tg = game;

	(void)ctx;
	if (turn == NULL || strcmp(kind, "watchtower") != 0 ||
	    tg->seq != turn->seq || !valid_seat(seat))
		return NULL;
	if (tg->leaving_points[seat] > 0 &&
	    recorded == expected - tg->leaving_points[seat]) {
		*hint_rule = "TOWER-ORDER";
		*hint_why = "the tower counted after the meeples of the "
		    "completed features went home: towers score first";
	}
	return NULL;
}

static const struct carc_plugin watchtowers = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "watchtowers",
	.version = "1.0.0",
	.rule_prefix = "TOWER-",
	.rules = tower_rules,
	.nrules = sizeof(tower_rules) / sizeof(tower_rules[0]),
	.catalogue = "watchtowers.yaml",
	.tile_keys = tower_keys,
	.init = carc_util_init_host,
	.tile_key = tower_tile_key,
	.game_begin = tower_game_begin,
	.game_end = tower_game_end,
	.check_figure = tower_check_figure,
	.before_score = tower_before_score,
	.explain_value = tower_explain_value,
	/* TOWER-NO-FINAL: no game_final hook, towers give nothing then. */
	.explain = tower_explain,
	.draw = tower_draw,
};

CARC_PLUGIN_DEFINE(watchtowers)
