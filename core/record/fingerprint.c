/*
 * fingerprint.c - a hash of everything the reader read of a game: what a
 * verdict depends on.  Stored beside the verdict (carcd's carc_state), it
 * tells a game whose rows changed since from one whose rows were only
 * written again, whoever stored the verdict and whatever removed carcd's
 * triggers (core/daemon/README.md).
 */
#include "config.h"

#include <string.h>

#include "record/record.h"

/*
 * FNV-1a, 64 bits, over every field the reader fills: what the verdict
 * depends on.  Not a defence against forgery (nobody gains by forging
 * a collision to keep an old verdict); a cheap test that the rows we
 * last verified are the rows there now.
 */
#define FNV_OFFSET 0xcbf29ce484222325ULL
#define FNV_PRIME 0x100000001b3ULL

static void
fp_bytes(uint64_t *h, const void *p, size_t n)
{
	const unsigned char *b = p;
	size_t i;

	for (i = 0; i < n; i++) {
		*h ^= b[i];
		*h *= FNV_PRIME;
	}
}

static void
fp_i64(uint64_t *h, int64_t v)
{
	unsigned char b[8];
	int i;

	for (i = 0; i < 8; i++)
		b[i] = (unsigned char)((uint64_t)v >> (8 * i));
	fp_bytes(h, b, sizeof(b));
}

/* A string and its terminator, so "ab","c" differs from "a","bc". */
static void
fp_str(uint64_t *h, const char *s, size_t size)
{
	fp_bytes(h, s, strnlen(s, size));
	fp_i64(h, -1);
}

uint64_t
carc_record_fingerprint(const struct carc_record *rec)
{
	uint64_t h = FNV_OFFSET;
	size_t i;

	fp_i64(&h, rec->id);
	fp_str(&h, rec->ruleset, sizeof(rec->ruleset));
	fp_str(&h, rec->tile_supply, sizeof(rec->tile_supply));
	fp_str(&h, rec->status, sizeof(rec->status));
	fp_str(&h, rec->unreadable, sizeof(rec->unreadable));
	fp_i64(&h, (int64_t)rec->nexpansions);
	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_expansion *e = &rec->expansions[i];

		fp_str(&h, e->name, sizeof(e->name));
		fp_str(&h, e->variant, sizeof(e->variant));
		fp_i64(&h, e->name_too_long | e->variant_too_long << 1 |
		    e->has_variant << 2);
	}
	fp_i64(&h, (int64_t)rec->nplayers);
	for (i = 0; i < rec->nplayers; i++) {
		const struct carc_player *p = &rec->players[i];

		fp_i64(&h, p->seat);
		fp_i64(&h, p->has_final ? p->final_score : INT64_MIN);
		fp_str(&h, p->name, sizeof(p->name));
	}
	fp_i64(&h, (int64_t)rec->nmoves);
	for (i = 0; i < rec->nmoves; i++) {
		const struct carc_move *m = &rec->moves[i];

		fp_i64(&h, m->seq);
		fp_i64(&h, m->has_seat ? m->seat : INT64_MIN);
		fp_i64(&h, m->has_xy ? m->x : INT64_MIN);
		fp_i64(&h, m->has_xy ? m->y : INT64_MIN);
		fp_i64(&h, m->has_rotation ? m->rotation : INT64_MIN);
		fp_i64(&h, m->action | m->tile_null << 8 |
		    m->tile_too_long << 9 | m->meeple.null << 10 |
		    m->meeple.too_long << 11);
		fp_str(&h, m->tile, sizeof(m->tile));
		fp_str(&h, m->meeple.s, sizeof(m->meeple.s));
	}
	fp_i64(&h, (int64_t)rec->nscores);
	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[i];

		fp_i64(&h, s->has_seq ? s->seq : INT64_MIN);
		fp_i64(&h, s->has_seat ? s->seat : INT64_MIN);
		fp_i64(&h, s->has_points ? s->points : INT64_MIN);
		fp_i64(&h, s->kind.null | s->kind.too_long << 1);
		fp_str(&h, s->kind.s, sizeof(s->kind.s));
	}
	/* Record format 2: a game with no actions hashes as it did before
	 * the table existed, so that no stored fingerprint goes stale. */
	if (rec->nactions > 0)
		fp_i64(&h, (int64_t)rec->nactions);
	for (i = 0; i < rec->nactions; i++) {
		const struct carc_action_row *a = &rec->actions[i];

		fp_i64(&h, a->seq);
		fp_i64(&h, a->n);
		fp_i64(&h, a->has_seat ? a->seat : INT64_MIN);
		fp_i64(&h, a->has_xy ? a->x : INT64_MIN);
		fp_i64(&h, a->has_xy ? a->y : INT64_MIN);
		fp_i64(&h, a->verb.null | a->verb.too_long << 1 |
		    a->kind.null << 2 | a->kind.too_long << 3 |
		    a->spot.null << 4 | a->spot.too_long << 5 |
		    a->arg.null << 6 | a->arg.too_long << 7);
		fp_str(&h, a->verb.s, sizeof(a->verb.s));
		fp_str(&h, a->kind.s, sizeof(a->kind.s));
		fp_str(&h, a->spot.s, sizeof(a->spot.s));
		fp_str(&h, a->arg.s, sizeof(a->arg.s));
	}
	return h;
}

