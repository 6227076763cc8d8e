/*
 * carc_plugin.h - the plugin ABI of carc.  A plugin includes this header
 * and nothing else of carc; it links only libc.
 *
 * A plugin is a shared object named <name>.so that exports exactly one
 * symbol, carc_plugin_entry(), returning a const descriptor.  Before any
 * other plugin code runs, the host checks:
 *   - abi_major == CARC_ABI_MAJOR (different layouts are never mixed; a
 *     plugin of ABI 1.x is refused with a message naming both versions);
 *   - abi_minor <= the host's CARC_ABI_MINOR (a newer plugin may use hooks
 *     or services this host lacks);
 *   - size >= CARC_PLUGIN_SIZE_2_0 (the fields of 2.0 are all there);
 *   - name equals the file stem and matches [a-z0-9_]+;
 *   - every rule id starts with the plugin's rule_prefix and is unique.
 *
 * Compatibility: structures in this header only ever grow at their end.
 * The host calls a hook only if the plugin's descriptor is large enough to
 * hold it (CARC_HAS_HOOK), and a plugin may use a host service only if the
 * host table is large enough (CARC_HAS_SERVICE).  A plugin built against
 * an older minor therefore keeps loading.
 *
 * Arrays of structures cross the boundary with a size per element, so the
 * element structures (carc_tile_info, carc_meeple_info, carc_glyph,
 * carc_node, carc_turn) may grow at their end too.  Each begins with
 * `uint32_t size`:
 *   - where the receiver provides the storage (an `out` array or struct),
 *     it passes its own sizeof(element) as `esize` next to the array; the
 *     producer steps through the array by esize, writes the first
 *     min(esize, its own sizeof) bytes of each element, zeroes the rest,
 *     and sets `size` to the number of bytes it wrote;
 *   - where the producer owns the storage (carc_node items, the turn), it
 *     sets `size` to its own sizeof, and the reader steps by it
 *     (carc_node_item()) and reads only fields that lie below it
 *     (CARC_HAS_FIELD).
 *
 * ABI changelog:
 *   1.0  first version.
 *   2.0  carc_tile_info, carc_meeple_info, carc_glyph, carc_node and
 *        carc_turn begin with a `size`; every service or hook filling an
 *        array takes the element size (esize); carc_turn.tile is a
 *        pointer.  after_place, before_score, feature_value and
 *        game_final return int: -1 makes the game unverifiable, with the
 *        reason given to the new fail() service.  award() returns int
 *        (-1: the points could not be recorded, the game is already
 *        unverifiable).  CARC_MAX_SEATS and carc_host.max_seats give the
 *        seat limit.  1.x plugins are refused.
 *
 * Threading and ownership: the host calls every hook from one thread.
 * Everything the host passes in is borrowed for the duration of the call,
 * except as stated at a service (award).  A plugin owns what it allocates
 * and frees it itself (in game_end or fini); memory never crosses the
 * boundary to be freed on the other side.  Strings a plugin returns (rule
 * ids from meeple_spot, explain ...; glyph text) must stay valid until
 * the plugin's fini: string literals, the descriptor's rule ids, or
 * markings, which live as long as the plugin's state.
 *
 * Failure: a plugin never aborts and never lets a verdict change silently.
 * A hook that cannot do its work (out of memory, a state it cannot
 * represent) returns -1, best as `return host->fail(ctx, "why")`; the game
 * is then unverifiable with that reason ("out of memory" for the host's
 * own allocation failures).  The first reason given in a game is kept.
 */
#ifndef CARC_PLUGIN_H
#define CARC_PLUGIN_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define CARC_ABI_MAJOR 2u
#define CARC_ABI_MINOR 0u

/*
 * The most seats a game has (BASE-SETUP-PLAYERS allows 2 to 5; the engine
 * keeps room for 6).  Seats are 0 .. max_seats - 1; a plugin sizes its
 * per-seat tables with this, and checks seats against host->max_seats.
 */
#define CARC_MAX_SEATS 6

/*
 * Is `field` of the element *p (a struct `type`) within the bytes its
 * producer filled?  (p)->size is the producer's sizeof, or the bytes it
 * wrote.
 */
#define CARC_HAS_FIELD(p, type, field)					\
	((size_t)(p)->size >= offsetof(type, field) + sizeof((p)->field))

/*
 * Put element i of an array whose elements are esize bytes apart: copy
 * the first min(esize, elsize) bytes of *elem, zero the rest, and set the
 * element's leading `uint32_t size` to the bytes copied.  Producers on
 * both sides use it (the host for tiles and meeples, a plugin for glyphs);
 * esize must be at least the element's 2.0 size (CARC_*_SIZE_2_0).
 */
static inline void
carc_elem_put(void *out, size_t i, size_t esize, const void *elem,
    size_t elsize)
{
	unsigned char *dst = (unsigned char *)out + i * esize;
	uint32_t n = (uint32_t)(esize < elsize ? esize : elsize);

	memcpy(dst, elem, n);
	memset(dst + n, 0, esize - n);
	memcpy(dst, &n, sizeof(n));
}

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
	uint32_t size;			/* sizeof(struct carc_node) of the host */
	int type;			/* enum carc_node_type */
	int line, col;			/* 1-based, in the catalogue file */
	const char *scalar;		/* CARC_NODE_SCALAR: NUL-terminated */
	size_t n;			/* number of items */
	const struct carc_node *items;	/* n nodes, items[0].size apart:
					 * read them with carc_node_item() */
};

/* Item i of a sequence or mapping, stepping by the host's node size. */
static inline const struct carc_node *
carc_node_item(const struct carc_node *n, size_t i)
{
	return (const struct carc_node *)(const void *)
	    ((const char *)n->items + i * n->items[0].size);
}

/* One rule a plugin enforces; its id cites this in every divergence. */
struct carc_rule {
	const char *id;			/* e.g. "SIGN-NOEND" */
	const char *statement;		/* one line, in our words */
	const char *source;		/* rulebook and section it comes from */
};

/* What the host tells a plugin about one placed tile. */
struct carc_tile_info {
	uint32_t size;			/* bytes the host filled */
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
	uint32_t size;			/* bytes the host filled */
	int seat;
	int x, y;			/* the tile it stands on */
	int kind;			/* enum carc_kind of its feature */
	int feature;			/* the feature it stands in */
};

/* The 2.0 sizes of the elements: an esize below these is refused. */
#define CARC_TILE_INFO_SIZE_2_0						\
	(offsetof(struct carc_tile_info, marking) + sizeof(const void *))
#define CARC_MEEPLE_INFO_SIZE_2_0					\
	(offsetof(struct carc_meeple_info, feature) + sizeof(int))

/* A feature handle: valid until the next move. */
typedef int carc_feature;

struct carc_ctx;	/* opaque: one plugin in one game */

/*
 * Services the host hands to the plugin.  Every function takes the context
 * the hook received.  Functions that fill arrays return how many items
 * exist (which may exceed max; only max are written); esize is the
 * caller's sizeof of one element (see the top of this file).
 */
struct carc_host {
	uint32_t size;			/* sizeof(struct carc_host) of the host */
	uint32_t abi_major, abi_minor;

	/* -- reading the board (1.0) -- */

	/* 0 and *out filled if a tile lies at (x, y), else -1. */
	int (*tile_at)(const struct carc_ctx *ctx, int x, int y,
	    struct carc_tile_info *out, size_t esize);
	/* Placed tiles with x0 <= x <= x1 and y0 <= y <= y1, in seq order. */
	size_t (*tiles_in_area)(const struct carc_ctx *ctx, int x0, int y0,
	    int x1, int y1, struct carc_tile_info *out, size_t max,
	    size_t esize);
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
	    struct carc_tile_info *out, size_t max, size_t esize);
	size_t (*feature_meeples)(const struct carc_ctx *ctx, carc_feature f,
	    struct carc_meeple_info *out, size_t max, size_t esize);
	/* Every meeple on the tile at (x, y). */
	size_t (*tile_meeples)(const struct carc_ctx *ctx, int x, int y,
	    struct carc_meeple_info *out, size_t max, size_t esize);
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
	 *
	 * Lifetimes: `rule` is borrowed for the call only (the host keeps
	 * the descriptor's copy of that id; a rule id that is not the
	 * plugin's makes the game unverifiable); `why` is copied (at most 95
	 * bytes kept); `kind` is kept as given, so it must live until the
	 * plugin's fini (a string literal).
	 *
	 * Points to a seat outside the game (the start tile's seat -1) or of
	 * 0 are ignored.  Returns 0, or -1 if the points could not be
	 * recorded (out of memory, no kind, a foreign rule id): the game is
	 * then already unverifiable and the hook should return -1.
	 */
	int (*award)(struct carc_ctx *ctx, int seat, int points,
	    const char *kind, const char *rule, const char *why);

	/* -- logging (1.0) -- */
	void (*log)(const struct carc_ctx *ctx, int level, const char *msg);

	/* -- 2.0 -- */

	/* Seats are 0 .. max_seats - 1 (CARC_MAX_SEATS of the host). */
	int max_seats;
	/*
	 * Make the game unverifiable with the reason `why` (copied; the
	 * first reason of a game is kept).  Returns -1, for
	 * `return host->fail(ctx, "out of memory");` in a hook.
	 */
	int (*fail)(struct carc_ctx *ctx, const char *why);
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
	uint32_t size;			/* sizeof(struct carc_turn) of the host */
	int seq;
	int seat;
	int x, y;
	int rotation;
	const struct carc_tile_info *tile;	/* the tile just placed */
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
	uint32_t size;			/* bytes the plugin filled */
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

/* The 2.0 size of a glyph (the host's esize is never below it). */
#define CARC_GLYPH_SIZE_2_0						\
	(offsetof(struct carc_glyph, text) + sizeof(const char *))

struct carc_plugin {
	/* -- 2.0 (laid out as 1.0; the first four fields keep their place
	 * in every ABI, so a plugin of another major can be named) -- */
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

	/* Right after a tile is placed, before the meeple (seq 0 too).
	 * Returns 0, or -1 to make the game unverifiable (see fail()). */
	int (*after_place)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn);

	/*
	 * Features this placement completed, with every meeple still on the
	 * board, before any of them is scored.  Returns 0, or -1 to make the
	 * game unverifiable.
	 */
	int (*before_score)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const carc_feature *completed,
	    size_t ncompleted);

	/*
	 * A road or city is being valued for its majority, completed
	 * (final = 0) or at game end (final = 1).  Fill *bonus (points 0 for
	 * none).  The bonus is part of the feature's value.  Returns 0, or -1
	 * to make the game unverifiable.
	 */
	int (*feature_value)(void *game, struct carc_ctx *ctx,
	    carc_feature f, int final, struct carc_bonus *bonus);

	/* After the host's final scoring.  Returns 0, or -1 to make the
	 * game unverifiable. */
	int (*game_final)(void *game, struct carc_ctx *ctx);

	/*
	 * The record gives `points` of `kind` to `seat` where the rules give
	 * none.  If one of this plugin's rules says there are none (a
	 * quarter tile outside its section, tower points to a player whose
	 * meeple did not trigger it, anything at game end), return that
	 * rule id; else NULL.  turn is NULL at final scoring.
	 * The returned rule is the one the divergence cites (rule-ids.md).
	 * What the recorder probably misread is no citation but a hint
	 * (spec/cli.md): set *hint_rule to one of the plugin's rule ids and
	 * *hint_why to a static sentence for a person, whether or not a
	 * rule is returned.  The host sets both to NULL before the call.
	 */
	const char *(*explain)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, int seat, const char *kind,
	    int points, const char **hint_rule, const char **hint_why);

	/* What a marking looks like: fill out[0..max), elements esize
	 * bytes apart (the host's sizeof(struct carc_glyph)), and return how
	 * many glyphs there are.  The renderer draws them; NULL: none. */
	size_t (*draw)(void *state, const void *marking,
	    struct carc_glyph *out, size_t max, size_t esize);

	/*
	 * The record gives `recorded` points of `kind` to `seat` where the
	 * rules give `expected` (both non-zero, or recorded zero: points
	 * left out).  If one of this plugin's rules produced the expected
	 * points in a way the host cannot see (a signpost counted although
	 * its road does not go its way: SIGN-DIR), return it; else NULL and
	 * the host cites the rule that gave the points.  As for explain,
	 * *hint_rule and *hint_why may name what the recorder probably
	 * misread (a meeple tower counted after the meeples left:
	 * TOWER-ORDER; a signpost judged on the wrong tile: SIGN-NEXT-TILE).
	 * turn is NULL at final scoring.
	 */
	const char *(*explain_value)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, int seat, const char *kind,
	    int expected, int recorded, const char **hint_rule,
	    const char **hint_why);
};

/* The size of the 2.0 descriptor: a descriptor smaller than this is refused. */
#define CARC_PLUGIN_SIZE_2_0						\
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
