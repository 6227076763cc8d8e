/*
 * record.c - the memory of a record: its move and score arrays grow, are
 * reused from game to game, and are never shrunk (record.h).
 */
#include "config.h"

#include <stdlib.h>

#include "record/record.h"

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
