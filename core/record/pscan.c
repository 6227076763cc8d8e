/*
 * pscan.c - every game of a database, split among several connections
 * that can be read at once (carc_db_pscan_*, record.h).
 *
 * One connection reads no faster than one core.  So the games are split
 * by id into parts (carc_db_scan_open_part, scan.c), each read by a
 * connection of its own, which one thread may then read while others
 * read the other parts (core/verify/split.c).  Of every game, the parts
 * take turns by blocks of eight ids, and read each table that has an
 * index on game_id a block at a time; a table with none (scores, in the
 * spec's tables) is still passed over whole by every part, skipping the
 * other parts' rows inside SQLite.  A part of two costs about 55% of a
 * whole reading (doc/benchmark.md), which is why the parts are few.  Of
 * a shard, part r of R is the share modulo the shards times R.
 *
 * All parts must show one snapshot of the database, as one connection
 * does.  Each begins its read transaction and reads the schema, in turn,
 * before anyone reads a game: in a rollback-journal database the first
 * part's shared lock keeps every writer from committing until the last
 * has begun.  A WAL database gives no such guarantee (its readers do not
 * hold writers off, and SQLite as Debian builds it has no snapshot API),
 * so it is read as one part, on the caller's connection; so is a database
 * the merge cannot read (views, TEXT ids: scan.c).
 */
#include "config.h"

#include <stdlib.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/record.h"

struct part {
	struct carc_db *db;		/* its own connection; NULL: the caller's */
	struct carc_db_scan *sc;
};

struct carc_db_pscan {
	unsigned nparts;
	struct part *p;
};

/* Is db in WAL mode?  Its readers could see different snapshots. */
static int
is_wal(struct carc_db *db)
{
	sqlite3_stmt *st = NULL;
	const unsigned char *mode;
	int wal = 1;			/* if in doubt, one part */

	if (sqlite3_prepare_v2(db->h, "PRAGMA journal_mode", -1, &st, NULL) ==
	    SQLITE_OK && sqlite3_step(st) == SQLITE_ROW &&
	    (mode = sqlite3_column_text(st, 0)) != NULL)
		wal = sqlite3_stricmp((const char *)mode, "wal") == 0;
	sqlite3_finalize(st);
	return wal;
}

int
carc_db_pscan_open(struct carc_db *db, unsigned k, unsigned n,
    unsigned nparts, struct carc_db_pscan **out, struct carc_error *err)
{
	struct carc_db_pscan *ps;
	struct carc_db_scan *one = NULL;
	unsigned r;

	*out = NULL;
	if ((ps = calloc(1, sizeof(*ps))) == NULL ||
	    (ps->p = calloc(nparts > 1 ? nparts : 1, sizeof(*ps->p))) == NULL) {
		free(ps);
		return carc_reader_nomem(err);
	}
	if (carc_db_scan_open(db, k, n, &one, err) != 0)
		goto fail;
	if (nparts <= 1 || !carc_db_scan_merging(one) || is_wal(db)) {
		ps->nparts = 1;
		ps->p[0].sc = one;
		*out = ps;
		return 0;
	}
	/* The parts read instead, each in its own transaction. */
	carc_db_scan_close(one);
	ps->nparts = nparts;
	for (r = 0; r < nparts; r++)
		if (carc_db_reopen(db, &ps->p[r].db, err) != 0 ||
		    carc_db_scan_open_part(ps->p[r].db, k, n, r, nparts,
		    &ps->p[r].sc, err) != 0)
			goto fail;
	*out = ps;
	return 0;
fail:
	carc_db_pscan_close(ps);
	return -1;
}

unsigned
carc_db_pscan_parts(const struct carc_db_pscan *ps)
{
	return ps->nparts;
}

int
carc_db_pscan_next(struct carc_db_pscan *ps, unsigned part,
    struct carc_record *rec, struct carc_error *err)
{
	return carc_db_scan_next(ps->p[part].sc, rec, err);
}

void
carc_db_pscan_interrupt(struct carc_db_pscan *ps)
{
	unsigned r;

	for (r = 0; r < ps->nparts; r++)
		if (ps->p[r].db != NULL)
			sqlite3_interrupt(ps->p[r].db->h);
}

void
carc_db_pscan_close(struct carc_db_pscan *ps)
{
	unsigned r;

	if (ps == NULL)
		return;
	for (r = 0; r < ps->nparts; r++) {
		carc_db_scan_close(ps->p[r].sc);
		carc_db_close(ps->p[r].db);
	}
	free(ps->p);
	free(ps);
}
