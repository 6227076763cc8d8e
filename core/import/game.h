/*
 * game.h - one game as an importer reads it from a foreign save, before
 * it becomes a record (record/record.h) for the one record writer
 * (store/records.h).  An importer fills a carc_import_game from its own
 * format; nothing here knows SQL or any foreign format.
 */
#ifndef CARC_IMPORT_GAME_H
#define CARC_IMPORT_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "engine/tile.h"
#include "record/record.h"
#include "util/error.h"

#define CARC_IMPORT_MAX_SEATS 6		/* record.h CARC_MAX_SEATS */
#define CARC_IMPORT_MAX_MOVES 1024	/* far above any real supply */
#define CARC_IMPORT_MAX_EXP 4
#define CARC_IMPORT_MAX_ACTIONS 4096	/* a few a turn at most */

struct carc_import_move {
	int seat;			/* -1: none (seq 0) */
	int discard;			/* 1: action 'discard', no x/y/rotation */
	char tile[CARC_TILE_ID_MAX];	/* our tile id */
	int x, y, rotation;		/* rotation in degrees, clockwise */
	/* moves.meeple: our spot, the figure grammar of record-format.md
	 * ("KIND:SPOT", "return:KIND@X,Y"); "" = no figure */
	char meeple[CARC_MEEPLE_MAX];
};

/* A row of the record's actions (record format 2), of moves[move]'s turn,
 * in the order the game was played. */
struct carc_import_action {
	size_t move;
	int n;				/* 1, 2 ... in its turn */
	int seat;			/* -1: nobody chose */
	const char *verb;		/* static: "move", ... */
	char kind[CARC_KIND_MAX];
	int has_xy, x, y;
	char spot[CARC_SPOT_MAX];	/* "" = NULL */
	char arg[CARC_ARG_MAX];		/* "" = NULL: a die's result, a choice */
};

struct carc_import_game {
	const char *status;		/* "finished" | "in_progress" */
	const char *ruleset;		/* games.ruleset; NULL: "final" */
	const char *tile_supply;	/* games.tile_supply; NULL: "standard" */
	char *source;			/* games.source, owned */
	/* What identifies the save: the digest of its content, as the
	 * importer defines it (jcz.c, content_key), 64 hex digits; owned. */
	char *key;
	/* What identified it up to carc 0.1, kept in games.source by then
	 * (JCloisterZone's gameId), owned; NULL if none.  Many saves share
	 * one: it is only ever a hint, never an identity. */
	char *legacy_key;
	size_t nexp;
	struct {
		const char *name;	/* static strings */
		const char *variant;	/* NULL: SQL NULL */
	} exp[CARC_IMPORT_MAX_EXP];
	size_t nplayers;
	char *player[CARC_IMPORT_MAX_SEATS];	/* names, owned; may be NULL */
	size_t nmoves;
	struct carc_import_move moves[CARC_IMPORT_MAX_MOVES];
	size_t nactions;
	struct carc_import_action actions[CARC_IMPORT_MAX_ACTIONS];
};

void carc_import_game_free(struct carc_import_game *g);

/*
 * g as recorded game `id` in rec (from carc_record_init; its arrays are
 * reused): no scores and no final totals, since the saves hold none.
 */
int carc_import_to_record(const struct carc_import_game *g, int64_t id,
    struct carc_record *rec, struct carc_error *err);

#endif /* CARC_IMPORT_GAME_H */
