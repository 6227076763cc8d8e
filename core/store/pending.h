/*
 * pending.h - verdicts held in memory until the transaction that stores
 * them, so that the write lock is taken for the writing alone, a few ms,
 * and not while the games are read and judged (issue 28: a game server
 * beside carc must never wait long for the lock).  Memory is reused from
 * transaction to transaction; a transaction holds a bounded number of
 * games (its callers' limits).
 */
#ifndef CARC_STORE_PENDING_H
#define CARC_STORE_PENDING_H

#include <stddef.h>
#include <stdint.h>

#include "verify/verdict.h"

struct carc_pending {
	struct carc_verdict v;		/* v.game: the game */
	uint64_t fingerprint;		/* of the rows v was made from */
	int64_t version;		/* the caller's: when they were read */
	int judged;			/* 0: no verdict (not finished) */
};

struct carc_pending_list {
	struct carc_pending *p;
	size_t n, cap;
};

/* A copy of v (NULL: a game with no verdict, id game) at the end: 0, or
 * -1 when memory is short. */
int carc_pending_add(struct carc_pending_list *l, int64_t game,
    const struct carc_verdict *v, uint64_t fingerprint, int64_t version);
/* Empty, the memory kept for the next transaction. */
void carc_pending_clear(struct carc_pending_list *l);
void carc_pending_free(struct carc_pending_list *l);

#endif /* CARC_STORE_PENDING_H */
