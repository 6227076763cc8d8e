/*
 * pd.h - what the files of the princess_dragon plugin share: the
 * markings of its tiles, the per-game state, and each part's hooks,
 * which princess_dragon.c's table dispatches to.
 */
#ifndef PD_H
#define PD_H

#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

/* The markings (tile_key, segment_key): a tile's symbol, a city's
 * princess.  A marking is &pd_marks[m]. */
enum pd_mark { PD_VOLCANO, PD_DRAGON, PD_PORTAL, PD_PRINCESS, PD_NMARKS };
extern const enum pd_mark pd_marks[PD_NMARKS];

/* Does the marking say m (NULL: no marking)?  Inline: every tile and
 * action of a game of the set asks it, from each file of the plugin. */
static inline int
pd_marked(const void *marking, enum pd_mark m)
{
	return marking == &pd_marks[m];
}

/* Is an action's kind (NULL for roll and choose) the one named?  The
 * first letter first: every action of a game is asked, in three hooks,
 * and most are another plugin's or a follower's. */
static inline int
pd_kind_is(const char *kind, const char *name)
{
	return kind != NULL && kind[0] == name[0] && strcmp(kind, name) == 0;
}

/* The dragon's steps on a dragon tile (princess_dragon.md 2.2). */
#define DRAGON_STEPS 6

struct pd_square {
	int x, y;
};

/* The dragon's move of this turn. */
struct pd_dragon {
	int due;		/* a dragon tile with the dragon on the board:
				 * its steps are owed this turn */
	int placer;		/* the seat of the turn: the first step's */
	int steps;		/* steps carried out */
	/* the tiles this move has been on, its start first */
	struct pd_square been[DRAGON_STEPS + 1];
	/* draw_board's picture of the walk: its path data, kept until the
	 * next hook call as the ABI asks */
	char path[(DRAGON_STEPS + 1) * 28];
};

/* The princess (princess.c): where each princess placed so far stands,
 * a tile and a board edge of her city (0 N .. 3 W), and this turn's. */
#define PD_PRINCESSES 64

struct pd_princess {
	struct pd_square at[PD_PRINCESSES];
	unsigned char edge[PD_PRINCESSES];
	int n;
	int turn_edge;		/* the edge of this turn's princess city, or
				 * -1: the tile just placed shows none */
	int removed;		/* knights removed this turn */
};

/* The magic portal (portal.c) of this turn. */
struct pd_portal {
	int turn;		/* the tile just placed has one */
	int used;		/* followers placed through it */
};

/*
 * The plugin's own (init, for every game): the host, and the tile types
 * whose city shows a princess, as the catalogues' segment keys name
 * them.  A tile of another type brings no princess, and its placing
 * need not look for one.
 */
#define PD_PRINCESS_TILES 32

struct pd_state {
	const struct carc_host *host;
	char *princess_tiles[PD_PRINCESS_TILES];	/* ids, each once */
	int nprincess_tiles;
	int every_tile;		/* more types than kept: any tile may */
	/* the first letters of those ids, bit c % 8 of byte c / 8: a tile
	 * whose id begins with another is not looked for in the list */
	unsigned char first_letters[32];
	/* the same ids by a hash of the whole id, bit princess_bit(id):
	 * the ids of a set share their first letters ("PD..."), and the
	 * list was read through for most tiles of the set */
	uint64_t princess_bits;
};

/*
 * Per game (the host keeps it, zeroed: game_size).  The fairy: the seat
 * whose follower it was last sent beside, -1 before it ever moves, and
 * its moves this turn.
 */
struct pd_game {
	const struct carc_host *host;
	const struct pd_state *state;
	int fairy_seat;
	int moved;
	struct pd_dragon dragon;
	struct pd_princess princess;
	struct pd_portal portal;
};

/* princess_dragon.c: what the player of the turn has done already that
 * the turn's figure excludes (a figure on the tile just placed, the
 * fairy moved, a knight removed by the princess, a follower through the
 * portal), said for a person; NULL: nothing. */
const char *pd_instead_used(const struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn);

/* dragon.c: the volcano and the dragon (princess_dragon.md 2). */
void dragon_turn_begin(struct pd_game *pg);
int dragon_check_draw(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, struct carc_ruling *r);
int dragon_check_figure(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_figure_query *q,
    struct carc_ruling *r);
int dragon_after_place(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn);
int dragon_check_action(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r);
int dragon_after_action(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a);
int dragon_turn_end(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *acts,
    size_t nacts, struct carc_ruling *r);

size_t dragon_draw_board(struct pd_game *pg, struct carc_draw *out,
    size_t max, size_t esize);

/* princess.c: the princess (princess_dragon.md 3.1).  princess_tile
 * keeps a tile type with a princess (segment_key: 0, -1 out of
 * memory); princess_tiles_free lets them go (fini). */
int princess_tile(struct pd_state *st, const char *tile_id);
void princess_tiles_free(struct pd_state *st);
int princess_after_place(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn);
int princess_check_action(const struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r);
int princess_after_action(struct pd_game *pg,
    const struct carc_turn_action *a);

/* portal.c: the magic portal (princess_dragon.md 3.2). */
int portal_after_place(struct pd_game *pg, const struct carc_turn *turn);
int portal_check_action(const struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r);
int portal_after_action(struct pd_game *pg,
    const struct carc_turn_action *a);

#endif /* PD_H */
