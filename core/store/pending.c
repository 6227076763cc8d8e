/*
 * pending.c - verdicts held until their transaction (pending.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "store/pending.h"

int
carc_pending_add(struct carc_pending_list *l, int64_t game,
    const struct carc_verdict *v, uint64_t fingerprint, int64_t version)
{
	struct carc_pending *np, *e;
	size_t cap;

	if (l->n == l->cap) {
		cap = l->cap ? 2 * l->cap : 64;
		if ((np = realloc(l->p, cap * sizeof(*np))) == NULL)
			return -1;
		/* the new entries own no divergence array yet */
		memset(np + l->cap, 0, (cap - l->cap) * sizeof(*np));
		l->p = np;
		l->cap = cap;
	}
	e = &l->p[l->n];
	if (v != NULL && carc_verdict_copy(&e->v, v) != 0)
		return -1;
	if (v == NULL)
		carc_verdict_reset(&e->v, game);
	e->fingerprint = fingerprint;
	e->version = version;
	e->judged = v != NULL;
	l->n++;
	return 0;
}

void
carc_pending_clear(struct carc_pending_list *l)
{
	l->n = 0;
}

void
carc_pending_free(struct carc_pending_list *l)
{
	size_t i;

	for (i = 0; i < l->cap; i++)
		carc_verdict_free(&l->p[i].v);
	free(l->p);
	memset(l, 0, sizeof(*l));
}
