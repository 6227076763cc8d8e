/*
 * carc_plugin.h - the plugin ABI of carc.  A plugin includes this header
 * and nothing else of carc; it links only libc.
 *
 * A plugin is a shared object named <name>.so that exports exactly one
 * symbol, carc_plugin_entry(), returning a const descriptor.  Before any
 * other plugin code runs, the host checks:
 *   - abi_major == CARC_ABI_MAJOR (different layouts are never mixed);
 *   - abi_minor <= the host's CARC_ABI_MINOR (a newer plugin may use hooks
 *     or services this host lacks);
 *   - size >= CARC_PLUGIN_SIZE_1_0 (the fields of 1.0 are all there);
 *   - name equals the file stem and matches [a-z0-9_]+;
 *   - every rule id starts with the plugin's rule_prefix and is unique.
 *
 * Compatibility: structures in this header only ever grow at their end.
 * The host calls a hook only if the plugin's descriptor is large enough to
 * hold it (CARC_HAS_HOOK), and a plugin may use a host service only if the
 * host table is large enough (CARC_HAS_SERVICE).  A plugin built against
 * an older minor therefore keeps loading.
 *
 * ABI changelog:
 *   1.0  first version.
 *
 * Threading and ownership: the host calls every hook from one thread.
 * Everything the host passes in is borrowed for the duration of the call.
 * A plugin owns what it allocates and frees it itself (in game_end or
 * fini); memory never crosses the boundary to be freed on the other side.
 */
#ifndef CARC_PLUGIN_H
#define CARC_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#define CARC_ABI_MAJOR 1u
#define CARC_ABI_MINOR 0u

#define CARC_PLUGIN_ENTRY "carc_plugin_entry"

/* Board directions.  Edges are numbered clockwise from north. */
enum carc_edge {
	CARC_N = 0,
	CARC_E = 1,
	CARC_S = 2,
	CARC_W = 3
};

/*
 * Half-edges, clockwise from the north-west corner: NL NR EL ER SL SR WL WR.
 * L and R as seen from the tile centre looking out through that edge.
 */
enum carc_half {
	CARC_NL = 0, CARC_NR, CARC_EL, CARC_ER,
	CARC_SL, CARC_SR, CARC_WL, CARC_WR
};

/* Kinds of feature (and, for the first three, of edge). */
enum carc_kind {
	CARC_FIELD = 0,
	CARC_ROAD = 1,
	CARC_CITY = 2,
	CARC_MONASTERY = 3
};

/*
 * A YAML value from a tile catalogue, parsed by the host and handed to the
 * plugin that owns the key.  Mappings keep their pairs in order:
 * items[2i] is a key (a scalar), items[2i + 1] its value.
 */
enum carc_node_type {
	CARC_NODE_SCALAR = 0,
	CARC_NODE_SEQUENCE = 1,
	CARC_NODE_MAPPING = 2
};

struct carc_node {
	int type;			/* enum carc_node_type */
	int line, col;			/* 1-based, in the catalogue file */
	const char *scalar;		/* CARC_NODE_SCALAR: NUL-terminated */
	size_t n;			/* number of items */
	const struct carc_node *items;
};

/* One rule a plugin enforces; its id cites this in every divergence. */
struct carc_rule {
	const char *id;			/* e.g. "SIGN-NOEND" */
	const char *statement;		/* one line, in our words */
	const char *source;		/* rulebook and section it comes from */
};

/* What the host tells a plugin about one placed tile. */
struct carc_tile_info {
	const char *id;			/* tile type id, e.g. "SP10" */
	int x, y;
	int rotation;			/* quarter turns clockwise, 0..3 */
	int placed_seq;			/* the move that placed it */
	int coats_of_arms;		/* on the whole tile */
	int has_road;			/* the tile shows a road segment */
	int has_city;			/* the tile shows a city segment */
	int has_monastery;
	/*
	 * The calling plugin's marking for this tile, as its tile_key hook
	 * returned it; NULL when the tile is not the plugin's, or when the
	 * game does not enable the tile's set (its markings do nothing).
	 */
	const void *marking;
};

/* A meeple on the board. */
struct carc_meeple_info {
	int seat;
	int x, y;			/* the tile it stands on */
	int kind;			/* enum carc_kind of its feature */
	int feature;			/* the feature it stands in */
};

/* A feature handle: valid until the next move. */
typedef int carc_feature;

struct carc_ctx;	/* opaque: one plugin in one game */

/*
 * Services the host hands to the plugin.  Every function takes the context
 * the hook received.  Functions that fill arrays return how many items
 * exist (which may exceed max; only max are written).
 */
struct carc_host {
	uint32_t size;			/* sizeof(struct carc_host) of the host */
	uint32_t abi_major, abi_minor;

	/* -- reading the board (1.0) -- */

	/* 0 and *out filled if a tile lies at (x, y), else -1. */
	int (*tile_at)(const struct carc_ctx *ctx, int x, int y,
	    struct carc_tile_info *out);
	/* Placed tiles with x0 <= x <= x1 and y0 <= y <= y1, in seq order. */
	size_t (*tiles_in_area)(const struct carc_ctx *ctx, int x0, int y0,
	    int x1, int y1, struct carc_tile_info *out, size_t max);
	/*
	 * The feature at a spot of the tile at (x, y), the spot named in
	 * board orientation as in a record ("N", "SL", "C" ...); -1 if none.
	 */
	carc_feature (*feature_at)(const struct carc_ctx *ctx, int x, int y,
	    const char *spot);
	int (*feature_kind)(const struct carc_ctx *ctx, carc_feature f);
	int (*feature_complete)(const struct carc_ctx *ctx, carc_feature f);
	/* Number of open edges (road, city); 0 for a complete feature. */
	int (*feature_open_edges)(const struct carc_ctx *ctx, carc_feature f);
	/* The distinct tiles of a feature, in seq order. */
	size_t (*feature_tiles)(const struct carc_ctx *ctx, carc_feature f,
	    struct carc_tile_info *out, size_t max);
	size_t (*feature_meeples)(const struct carc_ctx *ctx, carc_feature f,
	    struct carc_meeple_info *out, size_t max);
	/* Every meeple on the tile at (x, y). */
	size_t (*tile_meeples)(const struct carc_ctx *ctx, int x, int y,
	    struct carc_meeple_info *out, size_t max);
	/*
	 * How a road runs across the tile at (x, y): entering by board edge
	 * `entry`, the mask (bit e for edge e) of the other board edges the
	 * same road segment leaves by.  0 means the road ends on this tile;
	 * -1 means no tile there or no road at that edge.
	 */
	int (*road_exits)(const struct carc_ctx *ctx, int x, int y, int entry);

	/* -- changing the expected game (1.0) -- */

	/*
	 * Award points to a seat under one of the plugin's rule ids.  `kind`
	 * is the record's scores.kind ("compass", "watchtower" ...).  The
	 * points are part of the move being played, or of final scoring when
	 * called from game_final.
	 */
	void (*award)(struct carc_ctx *ctx, int seat, int points,
	    const char *kind, const char *rule, const char *why);

	/* -- logging (1.0) -- */
	void (*log)(const struct carc_ctx *ctx, int level, const char *msg);
};

#define CARC_LOG_ERR 3
#define CARC_LOG_WARNING 4
#define CARC_LOG_INFO 6
#define CARC_LOG_DEBUG 7

#define CARC_HAS_SERVICE(host, member)					\
	((host)->size >= offsetof(struct carc_host, member) +		\
	    sizeof((host)->member) && (host)->member != NULL)

/* The seat placing the current tile, and what a turn hook is told. */
struct carc_turn {
	int seq;
	int seat;
	int x, y;
	int rotation;
	struct carc_tile_info tile;	/* the tile just placed */
};

/* A value added to a road or city by a plugin (SIGN-SCORE-TYPES ...). */
struct carc_bonus {
	int points;
	const char *rule;		/* one of the plugin's rule ids */
	const char *why;		/* short text for the report; static */
};

/*
 * How a renderer shows a marking (the core draws; the plugin says what).
 * Edges are in the tile's defined orientation; the renderer rotates.
 */
enum carc_glyph_kind {
	CARC_GLYPH_LABEL = 0,		/* text at the tile centre */
	CARC_GLYPH_ARROW = 1,		/* a signpost: at `edge`, pointing out */
	CARC_GLYPH_COMPASS = 2,		/* a compass rose; north = edge N */
	/* -- added for pictures players recognise (issue 18) -- */
	CARC_GLYPH_TOWER = 3,		/* a watchtower at the tile centre,
					 * with the `symbol` it counts */
	CARC_GLYPH_ROSE = 4,		/* a compass rose in `colour`, north =
					 * edge N; from its placement on, the
					 * centre of the sections (the one
					 * placed last is the active one) */
	CARC_GLYPH_SECTION = 5		/* a quarter tile: the section `text`
					 * it names, signs (sn, se) */
};

/* What a tower counts, drawn inside it (CARC_GLYPH_TOWER). */
enum carc_glyph_symbol {
	CARC_SYMBOL_NONE = 0,
	CARC_SYMBOL_MEEPLE,
	CARC_SYMBOL_SHIELD,		/* a coat of arms */
	CARC_SYMBOL_ROAD,
	CARC_SYMBOL_MONASTERY,
	CARC_SYMBOL_CITY
};

struct carc_glyph {
	int kind;			/* enum carc_glyph_kind */
	int edge;			/* ARROW: where it stands */
	int turn;			/* ARROW: -1 left, 0 straight, 1 right */
	const char *text;		/* short; static or the marking's */
	/* -- added at the end (issue 18); zero: not given.  Hosts clear
	 * the array before calling draw. -- */
	const char *legend;		/* what the marking means, for the
					 * picture's legend; static */
	const char *colour;		/* ROSE: "#rrggbb" */
	int symbol;			/* TOWER: enum carc_glyph_symbol */
	int count;			/* TOWER: points per thing counted */
	int sn, se;			/* SECTION: -1, 0 or +1 north and east
					 * of the active rose (HiG NE: 1, 1;
					 * Spielbox N: 1, 0) */
};

struct carc_plugin {
	/* -- 1.0 -- */
	uint32_t abi_major, abi_minor;
	uint32_t size;			/* sizeof(struct carc_plugin) */
	const char *name;		/* equals the file stem */
	const char *version;		/* "1.0.0" */
	const char *rule_prefix;	/* every rule id starts with this */
	const struct carc_rule *rules;
	size_t nrules;
	/* The plugin's tile catalogue, a file name next to the plugin or in
	 * the data directory; NULL if it adds no tiles. */
	const char *catalogue;
	/* Tile keys this plugin owns in any catalogue; NULL-terminated. */
	const char *const *tile_keys;
	/* Variants the plugin serves; NULL-terminated, the first is the
	 * default.  NULL: the plugin has no variants. */
	const char *const *variants;

	/* Called once after loading; *state is the plugin's own.  Return 0,
	 * or -1 with a message in err. */
	int (*init)(const struct carc_host *host, void **state,
	    char *err, size_t errlen);
	void (*fini)(void *state);

	/*
	 * A key this plugin owns appeared in a tile definition.  Parse value
	 * and set *marking to what tile_info.marking should show for this
	 * tile (owned by the plugin).  On error return -1 with a message in
	 * err and *where set to the offending node.
	 */
	int (*tile_key)(void *state, const char *tile_id, const char *key,
	    const struct carc_node *value, const void **marking,
	    const struct carc_node **where, char *err, size_t errlen);

	/*
	 * A game enabling this plugin begins.  variant is the record's
	 * (never NULL: the default is filled in).  *game is the plugin's
	 * per-game state.  Return -1 with a message for a game the plugin
	 * cannot play (the game is then unverifiable).
	 */
	int (*game_begin)(void *state, struct carc_ctx *ctx,
	    const char *variant, void **game, char *err, size_t errlen);
	void (*game_end)(void *game);

	/*
	 * Choose the start tile: set *tile_id to one of the plugin's tiles,
	 * *any_rotation if it may lie in any rotation, *rule to the rule id
	 * cited when seq 0 is another tile.  Return 1 if the plugin chose,
	 * 0 to leave the base start tile.
	 */
	int (*start_tile)(void *game, struct carc_ctx *ctx,
	    const char **tile_id, int *any_rotation, const char **rule);

	/*
	 * May a meeple stand on this spot of the tile just placed?  Called
	 * before the host resolves the spot.  Return NULL to leave the
	 * decision to the host, or a rule id of the plugin to refuse it.
	 */
	const char *(*meeple_spot)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const char *spot);

	/* Right after a tile is placed, before the meeple (seq 0 too). */
	void (*after_place)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn);

	/*
	 * Features this placement completed, with every meeple still on the
	 * board, before any of them is scored.
	 */
	void (*before_score)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const carc_feature *completed,
	    size_t ncompleted);

	/*
	 * A road or city is being valued for its majority, completed
	 * (final = 0) or at game end (final = 1).  Fill *bonus (points 0 for
	 * none).  The bonus is part of the feature's value.
	 */
	void (*feature_value)(void *game, struct carc_ctx *ctx,
	    carc_feature f, int final, struct carc_bonus *bonus);

	/* After the host's final scoring. */
	void (*game_final)(void *game, struct carc_ctx *ctx);

	/*
	 * The record gives `points` of `kind` to `seat` where the rules give
	 * none.  If one of this plugin's rules explains why there are none
	 * (a quarter tile outside its section, tower points to a player
	 * whose meeple did not trigger it, anything at game end), return
	 * that rule id; else NULL.  turn is NULL at final scoring.
	 */
	const char *(*explain)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, int seat, const char *kind,
	    int points);

	/* What a marking looks like: fill out[0..max), return how many
	 * glyphs there are.  The renderer draws them; NULL: none. */
	size_t (*draw)(void *state, const void *marking,
	    struct carc_glyph *out, size_t max);

	/*
	 * The record gives `recorded` points of `kind` to `seat` where the
	 * rules give `expected` (both non-zero or one of them zero).  If one
	 * of this plugin's rules explains that particular difference (a
	 * meeple tower counted after the meeples left: TOWER-ORDER), return
	 * it; else NULL and the host cites the rule that gave the points.
	 * turn is NULL at final scoring.
	 */
	const char *(*explain_value)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, int seat, const char *kind,
	    int expected, int recorded);
};

/* The size of the 1.0 descriptor: a descriptor smaller than this is refused. */
#define CARC_PLUGIN_SIZE_1_0						\
	(offsetof(struct carc_plugin, explain_value) +			\
	    sizeof(((struct carc_plugin *)0)->explain_value))

#define CARC_HAS_HOOK(p, member)					\
	((p)->size >= offsetof(struct carc_plugin, member) +		\
	    sizeof((p)->member) && (p)->member != NULL)

typedef const struct carc_plugin *(*carc_plugin_entry_fn)(void);

/* A plugin defines its entry with: CARC_PLUGIN_DEFINE(descriptor) */
#define CARC_PLUGIN_DEFINE(desc)					\
	const struct carc_plugin *carc_plugin_entry(void);		\
	const struct carc_plugin *carc_plugin_entry(void)		\
	{								\
		return &(desc);						\
	}

#endif /* CARC_PLUGIN_H */
