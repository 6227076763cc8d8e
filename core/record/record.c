/*
 * record.c - the memory of a record: made empty, freed, and its move and
 * score arrays grown; they are reused from game to game, and are never
 * shrunk (record.h).  No SQLite here: the notation reader and the
 * WebAssembly build (doc/web.md) make records without the reader.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "record/record.h"

void
carc_record_init(struct carc_record *rec)
{
	memset(rec, 0, sizeof(*rec));
}

void
carc_record_free(struct carc_record *rec)
{
	free(rec->moves);
	free(rec->scores);
	free(rec->actions);
	memset(rec, 0, sizeof(*rec));
}

int
carc_record_reserve(struct carc_record *rec, size_t nmoves, size_t nscores)
{
	if (nmoves > rec->moves_cap) {
		size_t cap = rec->moves_cap ? rec->moves_cap : 128;
		struct carc_move *np;

		while (cap < nmoves)
			cap *= 2;
		if ((np = realloc(rec->moves, cap * sizeof(*np))) == NULL)
			return -1;
		rec->moves = np;
		rec->moves_cap = cap;
	}
	if (nscores > rec->scores_cap) {
		size_t cap = rec->scores_cap ? rec->scores_cap : 128;
		struct carc_score *np;

		while (cap < nscores)
			cap *= 2;
		if ((np = realloc(rec->scores, cap * sizeof(*np))) == NULL)
			return -1;
		rec->scores = np;
		rec->scores_cap = cap;
	}
	return 0;
}

int
carc_record_reserve_actions(struct carc_record *rec, size_t nactions)
{
	size_t cap = rec->actions_cap ? rec->actions_cap : 64;
	struct carc_action_row *np;

	if (nactions <= rec->actions_cap)
		return 0;
	while (cap < nactions)
		cap *= 2;
	if ((np = realloc(rec->actions, cap * sizeof(*np))) == NULL)
		return -1;
	rec->actions = np;
	rec->actions_cap = cap;
	return 0;
}
