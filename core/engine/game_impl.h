/*
 * game_impl.h - the engine's inner state, shared by the engine's files
 * (board.c, game.c, score.c, view.c), the services plugins call
 * (services.c) and the move driver's per-move questions (drive.c).
 * Nothing outside those reads it.
 */
#ifndef CARC_GAME_IMPL_H
#define CARC_GAME_IMPL_H

#include <string.h>

#include "engine/game.h"
#include "util/text.h"

/* A tile on the board. */
struct placed {
	int type;
	int x, y;
	int rotation;			/* quarter turns clockwise */
	int seq;
	int seat;
	int inert;			/* its set is not enabled: no markings */
	int seg_base;			/* its first segment in g->segs */
	int8_t monastery;		/* its type's monastery segment, or -1 */
	int8_t centre;			/* its type's centre feature, or -1 */
	int centre_no;			/* that centre's entry in g->centres,
					 * or -1 */
	/* Board orientation -> the kind of its edge there: what a tile
	 * placed next to it is checked against (BASE-PLACE-EDGE), here
	 * rather than in the catalogue's far larger types. */
	uint8_t edge_kind[4];
	/* Board orientation -> the tile type's segment index (or -1). */
	int8_t edge_seg[4];
	int8_t half_seg[8];
	/* Unused, to 64 bytes (from 56): a tile's entry in g->tiles is then
	 * one shift of its index, not three instructions, and never spans
	 * two lines of memory; tiles are read so at each neighbour of every
	 * check_place and every placement, and in the scoring and the
	 * services. */
	uint8_t spare[8];
};

/*
 * A segment of a placed tile, a node of the union-find.  The root of a
 * feature holds its totals; `next` links every segment of a feature in a
 * ring, so a feature's members are walked without a search.
 */
struct segment {
	int parent;
	int next;
	int tile;			/* index in g->tiles */
	uint8_t kind;
	uint8_t local;			/* segment index in the tile type */
	int8_t meeple;			/* seat of the figure on it, or -1 */
	uint8_t figure;			/* that figure's kind (engine/kinds.h) */
	uint8_t scored;			/* completed and scored (root) */
	/* field: the city segments of its tile it touches (bit i: the
	 * tile's segment i), its type's (struct carc_seg, adj), here where
	 * the final scoring walks the field (carc_field_cities) */
	uint16_t adj;
	int open;			/* root: open edges (road, city) */
	/* root: the feature's meeples, per seat (BASE-SCORE-MAJ), kept
	 * through the unions so that a majority needs no walk of it.  A
	 * record may put more than 255 meeples of one seat on a feature
	 * (a meeple the rules refuse is still counted): 16 bits hold one
	 * a move of the longest record (4,096 moves). */
	uint16_t seat_meeples[CARC_GAME_SEATS];
	/* root: the figures standing in it, whatever their weight: what
	 * makes a feature occupied (BASE-MEEPLE-FREE) */
	uint16_t nfigures;
	int coa;			/* root: coats of arms */
	int size;			/* root: segments (union by size) */
};

/* g->judging while the generator asks turn_end as a judge: the services
 * that change the board or award do nothing and succeed. */
#define CARC_JUDGING_DRY 2

struct carc_ctx {
	struct carc_game *g;
	const struct carc_engine_plugin *plugin;
	void *game_state;		/* the plugin's per-game state */
	int active;			/* game_begin succeeded */
	const char *variant;
	/* (4.0) the plugin's game_size bytes, kept by the host from game
	 * to game (zeroed at each beginning) so that no game allocates */
	void *own;
	size_t own_cap;
	/* The turn its hooks are told of where the plugin marks the placed
	 * tile turn_tile (-1: none yet this game), built for it alone;
	 * mark_bit, its slot's bit in struct carc_game's type_marks
	 * (carc_hook_turn). */
	int turn_tile;
	uint32_t mark_bit;
	struct carc_turn turn;
	struct carc_tile_info turn_info;
};

/*
 * (4.0) A figure that stands beside the seats' figures on features: a
 * neutral one (no owner), or one that stands on a tile rather than a
 * feature.  The seats' figures on features live on
 * their segment (struct segment, meeple and figure).
 */
struct loose_figure {
	int figure;			/* its kind (engine/kinds.h) */
	int seat;			/* -1: neutral */
	int tile;			/* index in g->tiles */
	int seg;			/* the segment it stands in, -1: on the
					 * tile itself */
	/* Where listed (a neutral or ON_TILE figure, not a seat's that
	 * joined a segment): what neutral_figures tells of it but its
	 * feature, written as it comes (actions.c, loose_add).  None of
	 * it changes while it stands there; its feature does, as
	 * features join, and is read at each question. */
	int listed;
	struct carc_figure_info info;
	/* (4.4) Where listed and in a feature, its feature when the
	 * stamp last looked (actions.c, carc_svc_neutral_stamp). */
	int feature_stamped;
};

/* (4.2) Two segments of one placed tile a plugin joined (link_segments),
 * as indexes in g->segs. */
struct seg_link {
	int a, b;
};

/* (4.0) Tokens of a declared kind on a tile (put_token). */
struct token_pile {
	const char *kind;		/* the declaration's string */
	int tile;
	char spot[8];			/* "" on the tile */
	int count;
};

/* The hooks that every turn or action calls. */
enum turn_hook {
	HOOK_CHECK_DRAW,
	HOOK_CHECK_PLACE,
	HOOK_TURN_BEGIN,
	HOOK_TURN_ORDER,
	HOOK_AFTER_ACTION,
	HOOK_CHECK_ACTION,
	HOOK_TURN_END,
	/* every tile's, of nearly every plugin of the game (game.c,
	 * carc_game_place) */
	HOOK_AFTER_PLACE,
	/* the scoring's (score.c): before_score at each move that
	 * completes a feature, the values at each feature valued */
	HOOK_BEFORE_SCORE,
	HOOK_FEATURE_VALUE,
	HOOK_WHOLE_VALUE,
	/* every figure placed or taken back, where some plugin of the
	 * game has it (game.c, ask_check_figure) */
	HOOK_CHECK_FIGURE,
	TURN_HOOKS
};

/* A context that has one of them, and its plugin's descriptor: what a
 * call of the hook reads (actions.c, game.c, score.c), kept so, not
 * worked out from the context's index at every call of every turn. */
struct hook_call {
	struct carc_ctx *c;
	const struct carc_plugin *d;	/* c->plugin->desc */
};

#define CARC_ASKED_IDS 61		/* struct carc_game's asked_ids */
#define CARC_ASKED_FIGURES 32		/* struct carc_game's asked_figures:
					 * a power of two (asked_slot) */

struct carc_game {
	const struct carc_plugin_list *set;
	const struct carc_catalogue *cat;
	int nseats;
	int ruleset;
	int any_variant;		/* carc_game_any_variant */
	int standard;			/* carc_game_set_standard */
	int score[CARC_GAME_SEATS];
	/* figures left per seat and figure kind (engine/kinds.h); a kind
	 * of a plugin the game does not enable has none */
	int supply[CARC_GAME_SEATS][CARC_MAX_FIGURES];
	int supply_start[CARC_MAX_FIGURES];	/* a seat's at the beginning:
						 * the kind's, or (4.2) its
						 * plugin's figure_supply */
	int edition;			/* of every set's standard supply */
	const char *edition_rule;	/* the rule of the plugin that asked
					 * for it (carc_plugin.edition_rule),
					 * NULL: DATA-TILESET */
	/* Kinds of feature each seat had meeples returned from (bit kind). */
	unsigned returned[CARC_GAME_SEATS];

	/* The game's expansions, in the order the set loaded them. */
	size_t nctx;
	struct carc_ctx ctx[CARC_MAX_PLUGINS];

	/* supply: copies left per tile type, and their sum where positive
	 * (carc_game_supply_total: asked where a type runs out and at the
	 * end, kept as tiles are drawn rather than summed over every type
	 * of every loaded set) */
	int *left;
	size_t nleft;
	int left_total;
	/* what a game begins with: the same from game to game while the
	 * enabled types and the edition are; made again only then */
	int *left_start;
	int left_start_total;
	int left_start_edition;		/* 0: not made yet */
	/* per tile type: is its set enabled (carc_game_tile_enabled)?  The
	 * same from game to game while the enabled sets are: worked out
	 * again only where they or the variants change (carc_game_begin,
	 * type_on_stale, which is 0 once it returns) or any_variant does
	 * (carc_game_any_variant, at once), so that a move asks one load. */
	uint8_t *type_on;
	int type_on_stale;
	/* per tile type: its set as a slot, 0 the base set, k + 1 plugin k
	 * of the list, CARC_SLOT_NONE a set nobody loaded; and per game the
	 * slots enabled (bit) and the variant each is played in */
	uint8_t *type_slot;
	/* per tile type: the slots that must all be enabled for it to be
	 * played, its set's and those its kinds require (struct
	 * carc_tile_type, requires); every bit where nobody loaded its
	 * set.  From the catalogue once (carc_game_new), so that
	 * type_on is worked out by one test of each type where the sets
	 * change, most of them every game of a file of mixed sets. */
	uint32_t *type_needs;
	/* per tile type: the slots whose plugin marks it (bit 1 << slot,
	 * struct carc_ctx's mark_bit), from the catalogue, which no game
	 * changes */
	uint32_t *type_marks;
	uint32_t slot_on;
	char slot_variant[CARC_MAX_PLUGINS + 1][CARC_SET_MAX];

	struct placed *tiles;
	size_t ntiles, tiles_cap;
	struct segment *segs;
	size_t nsegs, segs_cap;
	/* Per tile type, from the catalogue once (carc_game_new), not at
	 * every placement: its segments as a placement starts them, from
	 * type_segs[type_seg_at[type]] (parent and next the segment's own
	 * index in the type, tile 0: carc_game_place adds the tile's); and
	 * its roads and cities (bit s: segment s), the tile's own features
	 * that its placement may complete (score.c, find_completed). */
	struct segment *type_segs;
	size_t *type_seg_at;
	uint16_t *type_closable;
	/* Per tile type: 1 if one of its roads or cities reaches no edge
	 * (complete as it is placed; no catalogue of ours has one). */
	uint8_t *type_shut;
	/* Per tile type and rotation, what a plugin may know of a tile
	 * of it (struct carc_tile_info, which every hook's turn and the
	 * services' answers carry): all but where it lies, when it was
	 * placed and the marking (x, y, placed_seq 0, marking NULL), the
	 * edges in board orientation spelt as letters, the bytes between
	 * the fields zero.  Made once per game object from the catalogue
	 * and the set's kinds, neither of which a game changes; a tile's
	 * is copied whole and those four fields written. */
	struct carc_tile_info (*type_info)[4];

	/* (x, y) -> tile index + 1; open addressing, power-of-two size */
	uint64_t *sq_key;
	int *sq_val;
	size_t sq_cap;
	/* The same as a dense window of squares, x in [gx0, gx0 + gw), while
	 * the board is compact (board.c): a lookup is then one load.  A
	 * board spread too wide (only a hostile record) uses the table. */
	int *grid;
	size_t grid_cap;
	int64_t gx0, gy0, gw, gh;
	int grid_off;
	/* The squares a step inside the window, as carc_board_inner asks
	 * of nearly every move: x - ix0 below iw and y - iy0 below ih, one
	 * compare of unsigned numbers each.  iw and ih are 0 where there
	 * are none (no window yet, or the table holds the board), so that
	 * nothing else is tested.  Set with the window (board.c,
	 * window_inner); inner, the cell of (ix0, iy0), from which such a
	 * square's cell is found without adding the margin's 1 to both. */
	int64_t ix0, iy0;
	uint64_t iw, ih;
	int *inner;

	struct carc_award *awards;
	size_t nawards, awards_cap;

	/* scratch, reused: features completed by the move being scored */
	int *completed;
	size_t ncompleted, completed_cap;
	/* meeples per seat in each completed feature when it scored, before
	 * BASE-RETURN: CARC_GAME_SEATS ints per entry of `completed` */
	int *completed_meeples;
	size_t completed_meeples_cap;
	int last_meeple;		/* segment of this move's meeple, or -1 */
	/* Every segment a meeple was put on this game, in order: the final
	 * scoring visits the features that still hold one from here, not
	 * every segment of the board (score.c, meeple_roots). */
	int *meepled;
	size_t nmeepled, meepled_cap;
	int *final_roots;		/* scratch of the final scoring */
	size_t final_roots_cap;
	int *feature_tiles;		/* scratch of the feature_tiles service */
	size_t feature_tiles_cap;
	/* The tiles placed this game that show a centre feature (a
	 * monastery, a declared centre kind), each tile's entry named by
	 * its centre_no: their squares, and the tiles on the 8 squares
	 * around each, counted as tiles come (a tile is never taken off
	 * the board): BASE-MON-PTS asks of the monasteries around nearly
	 * every move whether they have 8.  A move finds those around it
	 * from the tiles on its 9 squares (g->around_last), not by a walk
	 * of every centre of the game (carc_game_place). */
	struct centre {
		int x, y;
		int tile;			/* index in g->tiles */
		int neighbours;
	} *centres;
	size_t ncentres, centres_cap;
	/* The centres on the 9 squares of last_tile (indexes in centres),
	 * in the order of the squares (CARC_AROUND_AT, the order of the
	 * awards): those its move may complete (score.c). */
	int last_centres[9];
	int nlast_centres;
	/* scratch: a stamp per tile for counting distinct tiles */
	unsigned *stamp;
	size_t stamp_cap;
	unsigned stamp_now;

	int last_tile;			/* index of the tile placed last, or -1 */
	/* The turn the hooks are told of for turn_tile (-1: none yet this
	 * game) where the asking plugin does not mark it, the most of them:
	 * carc_hook_turn builds it at the first hook that asks of the tile,
	 * with turn_marks, the slots of the plugins that mark it (none
	 * where it lies inert), which are told of a turn of their own.  A
	 * placed tile, and a plugin's marking of it, do not change while
	 * the game lasts. */
	int turn_tile;
	uint32_t turn_marks;
	struct carc_turn turn;
	struct carc_tile_info turn_info;
	/* Tile ids plugins ask tiles_left of, by the address of the
	 * string asked with, and their types (services.c, type_asked):
	 * some plugins ask of each of their tiles at every draw. */
	struct asked_id {
		const char *id;
		int type;
	} asked_ids[CARC_ASKED_IDS];
	/* Figure kinds plugins name to services (figures_left,
	 * neutral_figures, place_figure ...), kept the same way by the
	 * address of the name (services.c, carc_figure_asked): some ask at
	 * every placement and every turn. */
	struct asked_figure {
		const char *name;
		int kind;
	} asked_figures[CARC_ASKED_FIGURES];
	/* (4.3) The tile types each plugin slot marks, in catalogue order
	 * (services.c, marked_tiles_left): found at the slot's first
	 * question, kept while the struct lives (its catalogue does not
	 * change); marked_known has the slot's bit once they are.  Their
	 * markings beside them, in the same order: the answer's first
	 * array, copied whole. */
	int *marked[CARC_MAX_PLUGINS];
	const void **marked_marks[CARC_MAX_PLUGINS];
	size_t nmarked[CARC_MAX_PLUGINS];
	uint32_t marked_known;
	/* The 3x3 squares centred on last_tile, row by row from the north
	 * west (CARC_AROUND_AT): the tile on each, or -1.  Looked up once
	 * when the tile is placed, read by the joining of edges and by the
	 * features its move completes. */
	int around_last[9];
	/* An edge of last_tile met an edge of another kind (BASE-PLACE-EDGE):
	 * a neighbour's feature may have closed against it. */
	int last_mismatch;
	/* The roads and cities of last_tile (bit s: its segment s) whose
	 * features may be complete, those score.c's find_completed looks
	 * at: its type's type_closable where a feature's open edges ran
	 * out as it joined its neighbours, or one reaches no edge, or a
	 * link changed a feature since (links.c, touched); else none, the
	 * scoring then reads none of its segments. */
	uint16_t last_closable;

	/* the last plugin claim of a figure check, with its words */
	struct carc_ruling claim;
	int claim_said;			/* its message is not empty */

	/* Why the game cannot be verified (carc_game_fail), sticky until
	 * the next carc_game_begin; "" while it can. */
	char failed[256];

	/* -- the whole turn (ABI 4.0, actions.c): empty in a game whose
	 * plugins bring none -- */
	struct loose_figure *loose;
	size_t nloose, loose_cap;
	/* (4.4) Counts every change of the listed loose figures, every
	 * link made or parted and every feature of theirs that tiles
	 * joined to another this game, from 1 at its beginning: the stamp
	 * of neutral_figures' answer (actions.c, carc_svc_neutral_stamp),
	 * which looks at their features again only where tiles came since
	 * stamp_tiles (SIZE_MAX after a link: at its next question). */
	uint64_t loose_changes;
	size_t stamp_tiles;
	/* How many of them are seats' figures that joined a segment
	 * another holds (CARC_ACTION_JOINS, not is_loose), kept where they
	 * come and go (actions.c): every feature's figures are asked, and
	 * most games never join one. */
	size_t njoined;
	/* The segments of each placed tile that hold a seat's figure, bit
	 * `local` each: what tile_figures reads (services.c) where most
	 * tiles hold none.  Written by carc_seg_hold and carc_seg_free, the
	 * only writers of a segment's figure once it is placed.  Tiles from
	 * nheld on hold none yet, so that placing a tile costs nothing here
	 * (carc_held_grow); a tile's segments number at most CARC_MAX_SEGS,
	 * 16. */
	uint16_t *held;
	size_t nheld, held_cap;
	/* a neutral kind's shared supply (the seats have none of it) */
	int neutral_left[CARC_MAX_FIGURES];
	struct token_pile *tokens;
	size_t ntokens, tokens_cap;
	/* A hook that must change nothing (a check_*, a value) is running:
	 * the services that change the board refuse. */
	int judging;			/* 1: a judge runs (a change fails
					 * the game); CARC_JUDGING_DRY */
	/* Some plugin of the game has turn_begin, turn_end, turn_order or
	 * whole_value: the driver asks only then. */
	int turn_hooks, value_hooks;
	/* The game's contexts whose plugin has each hook of a turn and of
	 * the scoring (enum turn_hook), in load order, each with its
	 * plugin's descriptor, listed at each game's beginning (game.c,
	 * list_turn_hooks): those hooks run for every tile, turn and
	 * action, and most of a game's plugins have few of them. */
	struct hook_call hook_calls[TURN_HOOKS][CARC_MAX_PLUGINS];
	size_t nhooked[TURN_HOOKS];
	/* The mark_bit of each context in hook_calls[h], or'd: where the
	 * tile placed last is marked by none of them, every plugin of the
	 * hook is told of the game's turn (carc_hook_turn_shared), found
	 * once before them, not once at each. */
	uint32_t hook_marks[TURN_HOOKS];
	/* (4.2) The context of the game whose plugin has each slot of
	 * struct carc_action_def (0 the base set's, k + 1 plugin k's), or
	 * -1: claim_action is asked along a declaration's twins. */
	int8_t ctx_of_slot[CARC_MAX_PLUGINS + 1];

	/* -- (4.2) links between segments of a placed tile (links.c): empty
	 * in a game whose plugins make none -- */
	struct seg_link *links;
	size_t nlinks, links_cap;
	/* segments a link joined or parted since the last scoring: their
	 * features may have closed (score.c) */
	int *linked;
	size_t nlinked, linked_cap;
	int *link_scratch;		/* a parted feature's segments */
	size_t link_scratch_cap;
};

#define CARC_SLOT_NONE 0xff

/* The square of around_last dx, dy (each -1, 0 or 1) from the centre. */
#define CARC_AROUND_AT(dx, dy)	(((dy) + 1) * 3 + (dx) + 1)

/* board.c */
int carc_board_find_wide(const struct carc_game *g, int x, int y);
int carc_board_add_grow(struct carc_game *g, int x, int y, int tile);
void carc_board_around_wide(const struct carc_game *g, int tile, int out[9]);
/* carc_board_cross (below) for a square on or past the window's edge, or
 * on a board the table holds: out of line, so that the common case asks
 * its caller to keep no registers for it. */
int carc_board_cross_edge(const struct carc_game *g, int x, int y,
    int near[4]);
void carc_board_clear(struct carc_game *g);
/* The segment a spot names for any figure, or -1 (carc_board_segment_for,
 * below, for a figure that may stand on some kinds only). */
int carc_board_segment_at_spot(const struct carc_game *g, int tile,
    const char *spot);
int carc_monastery_neighbours(const struct carc_game *g, int tile);
void carc_tile_info_for(const struct carc_ctx *c, int tile,
    struct carc_tile_info *out);
int carc_grow_to(void **p, size_t *cap, size_t need, size_t size);

/* facts.c: one feature, as scoring, views and services read it */
struct carc_feature_facts {
	int complete;			/* BASE-ROAD-DONE, -CITY-DONE, MON-PTS */
	int ntiles;			/* distinct tiles */
	int neighbours;			/* monastery: tiles around it */
	int meeples[CARC_GAME_SEATS];	/* per seat */
	int nmeeples, max;		/* in all; the most of one seat */
	int first_tile;			/* the earliest tile it lies on */
};
int carc_feature_complete(const struct carc_game *g, int root);
/* game.c: is a centre feature of a declared kind complete?  Its plugin's
 * feature_complete hook says, else surrounded by 8 tiles. */
int carc_centre_complete(const struct carc_game *g, int root);
/* Meeples per seat in a feature (BASE-SCORE-MAJ), as its root counts
 * them; returns the most any seat has.  Inlined: the scoring asks it of
 * every feature it values, in play and at the end, and the call cost
 * more than the copy. */
static inline int
carc_feature_meeples(const struct carc_game *g, int root, int count[])
{
	const struct segment *r = &g->segs[root];
	int max = 0, i;

	if (r->nfigures == 0) {
		/* no figure stands in it, as in many a feature valued:
		 * every seat has none (struct segment, seat_meeples) */
		for (i = 0; i < CARC_GAME_SEATS; i++)
			count[i] = 0;
		return 0;
	}
	for (i = 0; i < CARC_GAME_SEATS; i++) {
		count[i] = r->seat_meeples[i];
		if (count[i] > max)
			max = count[i];
	}
	return max;
}
/* BASE-SCORE-MAJ, BASE-SCORE-TIE: the seats of a majority, count and max
 * as carc_feature_meeples gives them, into seats[] in seat order; how
 * many (0: max 0, no figure weighs anything, BASE-SCORE-NONE).  The one
 * rule the scoring and the plugins' service feature_majority share. */
static inline int
carc_majority_seats(const struct carc_game *g, const int count[], int max,
    int seats[])
{
	int s, n = 0;

	for (s = 0; max > 0 && s < g->nseats; s++)
		if (count[s] == max)
			seats[n++] = s;
	return n;
}
/* All of them; g's tile stamps are scratch (feature_tile_count). */
void carc_feature_facts(struct carc_game *g, int root, struct carc_feature_facts *out);

/* The marking plugin c sees on a placed tile: its own (NULL on tiles
 * that are not the plugin's), and none if the tile's set is not enabled
 * in this game (the tile lies inert).  Inline: every hook of a placement
 * asks it once per plugin (carc_hook_turn_find). */
static inline const void *
carc_tile_marking(const struct carc_ctx *c, int tile)
{
	const struct carc_game *g = c->g;
	const struct placed *p = &g->tiles[tile];

	if (p->inert)
		return NULL;
	return g->cat->types[p->type].marking[c->plugin->slot];
}

/* Every byte of what a plugin may know of a placed tile, its marking
 * given (carc_tile_marking's for the plugin): its type's in its rotation
 * (struct carc_game, type_info), the bytes between the fields zero, and
 * what the placement decided. */
static inline void
carc_tile_info_fields(const struct carc_game *g, int tile,
    const void *marking, struct carc_tile_info *out)
{
	const struct placed *p = &g->tiles[tile];

	memcpy(out, &g->type_info[p->type][p->rotation], sizeof(*out));
	out->x = p->x;
	out->y = p->y;
	out->placed_seq = p->seq;
	out->marking = marking;
}

/*
 * A ruling as a check hook is promised it (carc_plugin.h, struct
 * carc_ruling): no rule, no stop, no hint, every text "".  Only that:
 * the bytes after a text's NUL were never part of the promise, and
 * clearing all of the struct's 520 bytes for every plugin at every hook
 * was 2.5% of a verify of games with every plugin (doc/benchmark.md).
 */
static inline void
carc_ruling_clear(struct carc_ruling *r)
{
	r->size = sizeof(*r);
	r->rule = NULL;
	r->stop = 0;
	r->expected[0] = '\0';
	r->recorded[0] = '\0';
	r->message[0] = '\0';
	r->hint_rule = NULL;
	r->hint[0] = '\0';
}

/* game.c: the turn c's hooks are told of, tile the one placed last:
 * built once per tile (struct carc_game, turn_tile), or once per tile
 * and plugin where the plugin marks the tile (struct carc_ctx); once
 * built, told again without a call (most plugins' hooks ask of each
 * tile, and most mark none of it). */
const struct carc_turn *carc_hook_turn_find(struct carc_game *g,
    struct carc_ctx *c, int tile);
/* game.c: the game's turn of tile, for the plugins that do not mark it,
 * built (turn_tile and turn_marks with it). */
void carc_hook_turn_build(struct carc_game *g, int tile);

/* The turn every plugin that has hook `hook` is told of for tile, where
 * none of them marks it: the game's, the same carc_hook_turn gives each;
 * NULL where one of them does (each is then told of carc_hook_turn's).
 * Asked once before the hook's plugins, where there are any. */
static inline const struct carc_turn *
carc_hook_turn_shared(struct carc_game *g, int hook, int tile)
{
	if (g->turn_tile != tile)
		carc_hook_turn_build(g, tile);
	return (g->turn_marks & g->hook_marks[hook]) != 0 ? NULL : &g->turn;
}

static inline const struct carc_turn *
carc_hook_turn(struct carc_game *g, struct carc_ctx *c, int tile)
{
	if (g->turn_tile == tile)
		return !(g->turn_marks & c->mark_bit) ? &g->turn :
		    c->turn_tile == tile ? &c->turn :
		    carc_hook_turn_find(g, c, tile);
	return carc_hook_turn_find(g, c, tile);
}

/* score.c */
/* The features the last placement completed, scored (BASE-SCORE-WHEN):
 * by the meeples in them, whoever placed the tile. */
void carc_score_completed(struct carc_game *g);
void carc_score_taken_back(struct carc_game *g, int seat, int root,
    int figure);
void carc_score_final(struct carc_game *g);
/* The completed cities the field `field` (a root) touches, as roots, each
 * once; at most max written and counted. */
size_t carc_field_cities(const struct carc_game *g, int field, int *out,
    size_t max);
int carc_award_add(struct carc_game *g, const struct carc_award *a);
/* Stand a figure of `figure`, the seat's, on segment s (its supply one
 * less), or lift the one standing there (back to its owner's supply, no
 * points). */
int carc_figure_put(struct carc_game *g, int seat, int figure, int s);
void carc_figure_lift(struct carc_game *g, int s);
/* actions.c: the figures and tokens of the whole turn, at a game's
 * beginning and end of life. */
void carc_actions_begin(struct carc_game *g);
void carc_actions_free(struct carc_game *g);
/* (4.1) Seats' figures that joined a segment another figure holds
 * (CARC_ACTION_JOINS), kept beside it (actions.c): the one that takes the
 * segment's place when its figure leaves (1, or 0: none); those of a
 * scored feature sent home; those on segment s (their seats and kinds,
 * up to max; the count). */
int carc_joined_promote(struct carc_game *g, int s);
/* g->held to tile t and beyond, the new entries zero (carc_seg_hold):
 * 0, or -1 out of memory (the game fails). */
int carc_held_grow(struct carc_game *g, size_t t);
void carc_joined_return(struct carc_game *g, int root);
size_t carc_joined_on(const struct carc_game *g, int s, int *seat,
    int *figure, size_t max);
/* services.c: what the services keep for a game struct, freed with it */
void carc_services_free(struct carc_game *g);
/* services.c: the figure kind a plugin names to a service, or -1
 * (carc_kinds_figure's answer, kept by the name's address). */
int carc_figure_asked(struct carc_game *g, const char *name);
/* The services of 4.0 (carc_plugin.h), for services.c's table. */
int carc_svc_seats(const struct carc_ctx *c);
size_t carc_svc_neutral_figures(const struct carc_ctx *c, const char *figure,
    struct carc_figure_info *out, size_t max, size_t esize);
uint64_t carc_svc_neutral_stamp(const struct carc_ctx *c);
int carc_svc_place_figure(struct carc_ctx *c, const char *figure, int seat,
    int x, int y, const char *spot);
int carc_svc_move_figure(struct carc_ctx *c, const char *figure, int seat,
    int from_x, int from_y, int to_x, int to_y, const char *to_spot);
int carc_svc_remove_figure(struct carc_ctx *c, const char *figure, int seat,
    int x, int y, const char *spot);
int carc_svc_put_token(struct carc_ctx *c, const char *token, int x, int y,
    const char *spot, int count);
size_t carc_svc_tokens_at(const struct carc_ctx *c, const char *token, int x,
    int y, struct carc_token_info *out, size_t max, size_t esize);
int carc_svc_link_segments(struct carc_ctx *c, int x, int y,
    const char *spot_a, const char *spot_b, int join);
/* links.c: the links of a game, at its beginning and end of life; join
 * (join 1) or part segments a and b (global indexes) of one tile, as
 * link_segments answers; the edges (board orientation) that segment s
 * reaches through its links. */
void carc_links_begin(struct carc_game *g);
void carc_links_free(struct carc_game *g);
int carc_links_change(struct carc_game *g, int a, int b, int join);
uint8_t carc_links_edges(const struct carc_game *g, int s);
/* The descriptor slot of a 4.0 hook or field, within its size: a 3.x
 * descriptor is cut before it (carc_plugin.h, 4.0). */
#define CARC_HAS_FIELD4(p, member)					\
	((p)->abi_major >= 4 && (p)->size >= offsetof(struct carc_plugin, \
	    member) + sizeof((p)->member))

/* game.c: a plugin's hook returned -1. */
void carc_game_hook_failed(struct carc_game *g, const struct carc_ctx *c,
    const char *hook);

/*
 * The tile at (x, y), or -1: the most frequent question of the engine
 * (placement checks, the squares around a tile, the plugins' services),
 * so the window's answer, one load, is inlined where it is asked.
 */
static inline int
carc_board_find(const struct carc_game *g, int x, int y)
{
	int64_t dx, dy;

	if (g->grid_off)
		return carc_board_find_wide(g, x, y);
	dx = (int64_t)x - g->gx0;
	dy = (int64_t)y - g->gy0;
	if (dx < 0 || dx >= g->gw || dy < 0 || dy >= g->gh)
		return -1;
	return g->grid[dy * g->gw + dx] - 1;
}

/*
 * The window's cell of (x, y) where the square is a step inside the window
 * (nearly every square a move asks of: the window keeps a margin around
 * the board), else NULL.  Its four neighbours, and the 3 x 3 squares
 * around it, are then in the window too, read from the cell without a
 * check (a row is g->gw cells).  An empty window (gw 0) has no square a
 * step inside it.
 */
static inline int *
carc_board_inner(const struct carc_game *g, int x, int y)
{
	uint64_t dx = (uint64_t)((int64_t)x - g->ix0);
	uint64_t dy = (uint64_t)((int64_t)y - g->iy0);

	if (dx >= g->iw || dy >= g->ih)
		return NULL;
	return &g->inner[(int64_t)dy * g->gw + (int64_t)dx];
}

/*
 * Put tile at (x, y), -1 out of memory.  A square a step inside the window
 * is one store, inlined into the placement; the window's growth and the
 * table are board.c's.
 */
static inline int
carc_board_add(struct carc_game *g, int x, int y, int tile)
{
	int *c = carc_board_inner(g, x, y);

	if (c == NULL)
		return carc_board_add_grow(g, x, y, tile);
	*c = tile + 1;
	return 0;
}

/*
 * Does the rectangle [x0, x1] x [y0, y1] hold every placed tile?  Yes
 * when it holds the window, in which every tile of the game lies while
 * the board is compact (board.c, grid_add); a board too wide for the
 * window says no, and its tiles are looked at one by one.
 */
static inline int
carc_board_within(const struct carc_game *g, int x0, int y0, int x1, int y1)
{
	return !g->grid_off && x0 <= g->gx0 && y0 <= g->gy0 &&
	    x1 >= g->gx0 + g->gw - 1 && y1 >= g->gy0 + g->gh - 1;
}

/*
 * Is (x, y) taken?  If not, the tiles on its four neighbours, north,
 * east, south, west, -1 for none: what every placement is checked
 * against (BASE-PLACE-ADJ, BASE-PLACE-EDGE).  A square a step inside
 * the window has its four neighbours inside too, so one test of the
 * window covers the five squares.
 */
static inline int
carc_board_cross(const struct carc_game *g, int x, int y, int near[4])
{
	const int *c = carc_board_inner(g, x, y);

	if (c == NULL)
		return carc_board_cross_edge(g, x, y, near);
	if (c[0] != 0)
		return 1;
	near[0] = c[-g->gw] - 1;
	near[1] = c[1] - 1;
	near[2] = c[g->gw] - 1;
	near[3] = c[-1] - 1;
	return 0;
}

/*
 * The tiles on the 3 x 3 squares around the window's cell c, row by row
 * from the north west (CARC_AROUND_AT), -1 for none: a cell a step inside
 * the window (carc_board_inner), or a placed tile's (board.c, grid_add
 * keeps every placed tile a step inside), read as three rows of three,
 * without a check.
 */
static inline void
carc_board_around_cell(const struct carc_game *g, const int *c, int out[9])
{
	const int *r0, *r1, *r2;

	r0 = c - g->gw - 1;
	r1 = r0 + g->gw;
	r2 = r1 + g->gw;
	out[0] = r0[0] - 1;
	out[1] = r0[1] - 1;
	out[2] = r0[2] - 1;
	out[3] = r1[0] - 1;
	out[4] = r1[1] - 1;
	out[5] = r1[2] - 1;
	out[6] = r2[0] - 1;
	out[7] = r2[1] - 1;
	out[8] = r2[2] - 1;
}

/* The tiles on the 3 x 3 squares centred on a placed tile (as
 * carc_board_around_cell orders them). */
static inline void
carc_board_around(const struct carc_game *g, int tile, int out[9])
{
	const struct placed *p = &g->tiles[tile];

	if (g->grid_off) {
		carc_board_around_wide(g, tile, out);
		return;
	}
	carc_board_around_cell(g, &g->grid[(p->y - g->gy0) * g->gw +
	    (p->x - g->gx0)], out);
}

/*
 * The segment (global index) a spot names on a placed tile for a figure
 * that may stand on the feature kinds of stands_on (bit k), or -1.  Spots
 * are in board orientation (record-format.md): N E S W for the road or
 * city reaching that edge, NL ... WR for the field holding that
 * half-edge, C for the centre.  Inlined: every figure a record places
 * asks it (carc_game_check_figure), as do the services that name a spot.
 */
static inline int
carc_board_segment_for(const struct carc_game *g, int tile, const char *spot,
    uint32_t stands_on)
{
	const struct placed *p = &g->tiles[tile];
	const struct carc_tile_type *t = &g->cat->types[p->type];
	int e, h, local = -1;

	if ((e = carc_edge_parse(spot)) >= 0)
		local = p->edge_seg[e];
	else if ((h = carc_half_parse(spot)) >= 0)
		local = p->half_seg[h];
	else if (spot[0] == 'C' && spot[1] == '\0') {
		/* the centre feature; the centre field for a figure that
		 * may not stand on it, or where there is none (a centre
		 * feature of a declared kind in a field reaching no edge:
		 * its figure on the feature, a follower on the field) */
		local = t->centre;
		if (t->centre_field >= 0 && (local < 0 ||
		    !(stands_on & (1u << t->seg[local].kind))))
			local = t->centre_field;
	}
	return local < 0 ? -1 : p->seg_base + local;
}

/* Distinct tiles of a feature (a tile with two segments in it counts
 * once: rules-en.md 1.6).  Inlined: the scoring asks it of every road and
 * city it values. */
static inline int
carc_feature_tile_count(struct carc_game *g, int root)
{
	int s = root, n = 0;

	if (++g->stamp_now == 0) {
		memset(g->stamp, 0, g->stamp_cap * sizeof(*g->stamp));
		g->stamp_now = 1;
	}
	do {
		int tile = g->segs[s].tile;

		if (g->stamp[tile] != g->stamp_now) {
			g->stamp[tile] = g->stamp_now;
			n++;
		}
		s = g->segs[s].next;
	} while (s != root);
	return n;
}

/* Grow *p (of *cap items of `size` bytes) to hold at least need items;
 * -1 out of memory.  Inlined: a placement asks three times and the
 * answer is nearly always that there is room. */
static inline int
carc_grow(void **p, size_t *cap, size_t need, size_t size)
{
	return need <= *cap ? 0 : carc_grow_to(p, cap, need, size);
}

/* Does the feature whose root is r hold a figure? */
static inline int
carc_feature_held(const struct segment *r)
{
	return r->nfigures != 0;
}

/* The root of segment s, halving the path on the way (the segments
 * array is the engine's own, so the const is only the caller's view);
 * inlined: a move asks it a dozen times. */
static inline int
carc_seg_find(const struct carc_game *g, int s)
{
	struct segment *segs = g->segs;

	while (segs[s].parent != s) {
		segs[s].parent = segs[segs[s].parent].parent;
		s = segs[s].parent;
	}
	return s;
}

/*
 * Join the features of segments a and b; returns the new root.  Inlined:
 * a placement asks it at each edge it joins (roads, cities, and the fields
 * half-edge by half-edge), some 140,000 times for 1,000 games.
 */
static inline int
carc_seg_union(struct carc_game *g, int a, int b)
{
	struct segment *ra, *rb;
	int t;

	a = carc_seg_find(g, a);
	b = carc_seg_find(g, b);
	if (a == b)
		return a;
	if (g->segs[a].size < g->segs[b].size) {
		t = a;
		a = b;
		b = t;
	}
	ra = &g->segs[a];
	rb = &g->segs[b];
	rb->parent = a;
	ra->size += rb->size;
	ra->open += rb->open;
	/* most features joined hold no figure, and a feature's meeples
	 * per seat are its figures' (every change of one changes the
	 * other, struct segment): its count, before a seat-by-seat sum */
	if (rb->nfigures != 0) {
		for (t = 0; t < CARC_GAME_SEATS; t++)
			ra->seat_meeples[t] += rb->seat_meeples[t];
		ra->nfigures += rb->nfigures;
	}
	ra->coa += rb->coa;
	/* splice the two member rings */
	t = ra->next;
	ra->next = rb->next;
	rb->next = t;
	return a;
}

/* A seat's figure of kind `figure` now stands on segment s, or none
 * does: the segment's own fields and its tile's segments that hold one
 * (g->held), written together so that tile_figures never reads a stale
 * mask.  The feature's totals are the callers'.  0, or -1 out of memory
 * (nothing changed). */
static inline int
carc_seg_hold(struct carc_game *g, int s, int seat, int figure)
{
	struct segment *sg = &g->segs[s];
	size_t t = (size_t)sg->tile;

	if (t >= g->nheld && carc_held_grow(g, t) != 0)
		return -1;
	sg->meeple = (int8_t)seat;
	sg->figure = (uint8_t)figure;
	g->held[t] |= (uint16_t)(1u << sg->local);
	return 0;
}

static inline void
carc_seg_free(struct carc_game *g, int s)
{
	struct segment *sg = &g->segs[s];

	sg->meeple = -1;
	if ((size_t)sg->tile < g->nheld)
		g->held[sg->tile] &= (uint16_t)~(1u << sg->local);
}


/*
 * What the move driver (drive.c) asks of every move's tile: is its set
 * enabled, how many copies are left; then it draws one and clears the
 * last move's awards.  Each is a load or a store or two, which cost less
 * than the call across files that made them (some 35 instructions a
 * move), so they are inlined there; game.c's carc_game_tile_enabled,
 * carc_game_supply_left, carc_game_supply_take and carc_game_clear_awards
 * (engine/game.h) are these.
 */
static inline int
carc_game_tile_enabled_inline(const struct carc_game *g, int type)
{
	return g->type_on[type];
}

static inline int
carc_game_supply_left_inline(const struct carc_game *g, int type)
{
	return g->left[type];
}

static inline void
carc_game_supply_take_inline(struct carc_game *g, int type)
{
	if (g->left[type]-- > 0)
		g->left_total--;
}

static inline void
carc_game_clear_awards_inline(struct carc_game *g)
{
	g->nawards = 0;
}

#endif /* CARC_GAME_IMPL_H */
