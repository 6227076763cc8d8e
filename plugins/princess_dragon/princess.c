/*
 * princess.c - the princess (princess_dragon.md 3.1).
 *
 * A tile whose city shows the princess lets its player, instead of
 * placing a figure, remove one follower (a knight, any player's, the
 * player's own included) from the city that princess's city joins: an
 * action `remove follower` at the knight's tile and spot, by the player
 * of the turn.  The host takes it off the board; it goes back to its
 * owner without scoring (DRAGON-PRINCESS).
 *
 * Which city of the turn's tile shows the princess: her marking is on a
 * city segment (segment key `princess`), and feature_markings counts the
 * princesses of a whole city, not whose tile they are on.  So the plugin
 * keeps where every princess placed so far stands (a tile and a board
 * edge of her city); a city of the new tile that counts more princesses
 * than those kept is the one whose princess came with this tile.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pd.h"

static const char *const edge_spots[4] = { "N", "E", "S", "W" };

/* A tile id's bit in st->princess_bits: FNV-1a of the whole id. */
static uint64_t
princess_bit(const char *tile_id)
{
	const unsigned char *c = (const unsigned char *)tile_id;
	uint32_t h = 2166136261u;

	for (; *c != '\0'; c++)
		h = (h ^ *c) * 16777619u;
	return (uint64_t)1 << (h & 63);
}

int
princess_tile(struct pd_state *st, const char *tile_id)
{
	char *id;
	int i;

	for (i = 0; i < st->nprincess_tiles; i++)
		if (strcmp(st->princess_tiles[i], tile_id) == 0)
			return 0;	/* a second city of the type */
	if (st->nprincess_tiles == PD_PRINCESS_TILES) {
		st->every_tile = 1;
		return 0;
	}
	if ((id = malloc(strlen(tile_id) + 1)) == NULL)
		return -1;
	strcpy(id, tile_id);
	st->princess_tiles[st->nprincess_tiles++] = id;
	st->first_letters[(unsigned char)id[0] / 8] |=
	    (unsigned char)(1u << ((unsigned char)id[0] % 8));
	st->princess_bits |= princess_bit(id);
	return 0;
}

void
princess_tiles_free(struct pd_state *st)
{
	int i;

	for (i = 0; i < st->nprincess_tiles; i++)
		free(st->princess_tiles[i]);
	st->nprincess_tiles = 0;
	memset(st->first_letters, 0, sizeof(st->first_letters));
	st->princess_bits = 0;
}

/* Can a tile of this type show a princess (a segment key of hers on one
 * of its cities, in any catalogue)? */
static int
shows_princess(const struct pd_state *st, const char *tile_id)
{
	unsigned char c = (unsigned char)tile_id[0];
	int i;

	if (st->every_tile)
		return 1;
	/* asked at every tile, of every set: a first letter no princess
	 * tile's id has, or a hash of the id none has, answers at once;
	 * else the list, the first letter first */
	if (!(st->first_letters[c / 8] & (1u << (c % 8))) ||
	    !(st->princess_bits & princess_bit(tile_id)))
		return 0;
	for (i = 0; i < st->nprincess_tiles; i++)
		if (st->princess_tiles[i][0] == tile_id[0] &&
		    strcmp(st->princess_tiles[i], tile_id) == 0)
			return 1;
	return 0;
}

/* Princesses on the board whose city is f. */
static int
kept_in(const struct pd_game *pg, struct carc_ctx *ctx, carc_feature f)
{
	const struct pd_princess *p = &pg->princess;
	int i, n = 0;

	for (i = 0; i < p->n; i++)
		if (pg->host->feature_at(ctx, p->at[i].x, p->at[i].y,
		    edge_spots[p->edge[i]]) == f)
			n++;
	return n;
}

/* Princess markings on the segments of city f. */
static int
marked_in(const struct pd_game *pg, struct carc_ctx *ctx, carc_feature f)
{
	const void *m[64];
	size_t n = pg->host->feature_markings(ctx, f, m,
	    sizeof(m) / sizeof(m[0])), i;
	int k = 0;

	if (n > sizeof(m) / sizeof(m[0]))
		n = sizeof(m) / sizeof(m[0]);
	for (i = 0; i < n; i++)
		if (pd_marked(m[i], PD_PRINCESS))
			k++;
	return k;
}

/*
 * A tile was placed (the start tile too): keep its princess, if it has
 * one, and for a player's turn remember the board edge of her city
 * (princess.turn_edge, -1: this turn's tile shows no princess).
 */
int
princess_after_place(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct pd_princess *p = &pg->princess;
	carc_feature seen[4];
	int e, k, m, nseen = 0;

	p->turn_edge = -1;
	p->removed = 0;
	/* Most tiles show no princess: their cities count only princesses
	 * kept, and are not read (asking each city's markings cost more
	 * than the rest of the plugin's placing). */
	if (!shows_princess(pg->state, turn->tile->id))
		return 0;
	for (e = 0; e < 4; e++) {
		carc_feature f;

		if (turn->tile->edges[e] != 'C' || (f = pg->host->feature_at(ctx,
		    turn->x, turn->y, edge_spots[e])) < 0 ||
		    pg->host->feature_kind(ctx, f) != CARC_CITY)
			continue;
		for (k = 0; k < nseen && seen[k] != f; k++)
			;
		if (k < nseen)
			continue;	/* the same city by another edge */
		seen[nseen++] = f;
		/* a city without a princess marking has none to keep: the
		 * kept ones need be looked for only in a city with one */
		if ((m = marked_in(pg, ctx, f)) == 0 ||
		    m <= kept_in(pg, ctx, f))
			continue;
		if (p->n >= PD_PRINCESSES)
			return pg->host->fail(ctx, "princess_dragon: more "
			    "princesses on the board than it keeps");
		p->at[p->n].x = turn->x;
		p->at[p->n].y = turn->y;
		p->edge[p->n++] = (unsigned char)e;
		if (turn->seat >= 0)
			p->turn_edge = e;
	}
	return 0;
}

static int
rule(struct carc_ruling *r, const struct carc_turn_action *a,
    const char *expected, const char *why)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	r->rule = "DRAGON-PRINCESS";
	snprintf(r->expected, sizeof(r->expected), "%s", expected);
	snprintf(r->recorded, sizeof(r->recorded), "remove follower %s%s%s",
	    carc_util_square(sq, a->x, a->y), a->spot != NULL ? " " : "",
	    a->spot != NULL ? a->spot : "");
	snprintf(r->message, sizeof(r->message), "%s", why);
	return 0;
}

/*
 * A `remove follower` in the turn of a princess (the rows this plugin
 * claims, pd_follower_ours: a follower's row of another turn is not the
 * princess's): once, instead of the turn's figure, and only a follower
 * of the city her tile joins.
 */
int
princess_check_action(const struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct pd_princess *p = &pg->princess;
	const char *done;
	char why[192], sq[CARC_UTIL_SQUARE_MAX];
	carc_feature city;

	if ((done = pd_instead_used(pg, ctx, turn)) != NULL) {
		snprintf(why, sizeof(why), "%s: the princess removes a knight "
		    "only instead of the turn's figure, once", done);
		return rule(r, a, "the turn's figure or the princess", why);
	}
	city = pg->host->feature_at(ctx, turn->x, turn->y,
	    edge_spots[p->turn_edge]);
	if (!a->has_from) {
		snprintf(why, sizeof(why), "no follower stands at spot %s of "
		    "the tile at %s", a->spot != NULL ? a->spot : "-",
		    carc_util_square(sq, a->x, a->y));
		return rule(r, a, "a knight of the princess's city", why);
	}
	if (a->from_feature < 0 || a->from_feature != city) {
		snprintf(why, sizeof(why), "the follower at spot %s of the "
		    "tile at (%d,%d) is not in the city of the princess on %s "
		    "at (%d,%d)", a->spot != NULL ? a->spot : "-", a->x, a->y,
		    turn->tile->id, turn->x, turn->y);
		return rule(r, a, "a knight of the princess's city", why);
	}
	return 0;
}

int
princess_after_action(struct pd_game *pg, const struct carc_turn_action *a)
{
	(void)a;
	pg->princess.removed++;
	return 0;
}
