/*
 * pscan.c - every game of a database in game order, read by several
 * connections at once (carc_db_pscan_*, record.h).
 *
 * One connection reads no faster than one core: with workers judging the
 * games on the other cores, the reading is what a user waits for.  So
 * the games are split among readers by id, reader r of R taking the
 * games of shard r of R (scan.c), each on its own connection and thread,
 * and merged back into one stream in game id order here, in the caller's
 * thread.  Each reader holds a few games read ahead, no more: memory does
 * not grow with the games.  Every reader still passes over every row of
 * a table, skipping the other shards' rows inside SQLite; a reader of one
 * shard of two costs about 60% of a whole reading (doc/benchmark.md).
 *
 * All readers must see one snapshot of the database, as one reader does.
 * Each begins its read transaction and reads the schema, in turn, before
 * any thread starts: in a rollback-journal database the first reader's
 * shared lock keeps every writer from committing until the last has
 * begun.  A WAL database gives no such guarantee (its readers do not
 * hold writers off, and SQLite as Debian builds it has no snapshot API),
 * so it is read by one reader; so is a database the merge cannot read
 * (views, TEXT ids: scan.c), and a shard of one game.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/record.h"

/* Games read ahead per reader. */
#define AHEAD 8

struct reader {
	struct carc_db_pscan *ps;
	struct carc_db *db;		/* its own connection */
	struct carc_db_scan *sc;	/* its shard */
	pthread_t tid;
	int started;
	/* ring[head % AHEAD] .. ring[tail % AHEAD]: read, not yet taken.
	 * The slot at tail belongs to the thread until tail passes it. */
	struct carc_record ring[AHEAD];
	size_t head, tail;
	int end;			/* 1 no more games, -1 err says why */
	struct carc_error err;
};

struct carc_db_pscan {
	struct carc_db_scan *one;	/* a single reader, on the caller's db */
	pthread_mutex_t mu;
	pthread_cond_t read;		/* a reader read a game, or ended */
	pthread_cond_t taken;		/* a game was taken, or quit */
	int quit;
	unsigned nreaders;
	struct reader *r;
};

static void *
reader_main(void *arg)
{
	struct reader *rd = arg;
	struct carc_db_pscan *ps = rd->ps;
	struct carc_error err;
	int rc;

	pthread_mutex_lock(&ps->mu);
	for (;;) {
		while (rd->tail - rd->head == AHEAD && !ps->quit)
			pthread_cond_wait(&ps->taken, &ps->mu);
		if (ps->quit)
			break;
		pthread_mutex_unlock(&ps->mu);
		rc = carc_db_scan_next(rd->sc, &rd->ring[rd->tail % AHEAD],
		    &err);
		pthread_mutex_lock(&ps->mu);
		if (rc == 0) {
			rd->tail++;
		} else {
			rd->end = rc < 0 ? -1 : 1;
			if (rc < 0)
				rd->err = err;
		}
		pthread_cond_broadcast(&ps->read);
		if (rd->end)
			break;
	}
	pthread_mutex_unlock(&ps->mu);
	return NULL;
}

/* Is db in WAL mode?  Its readers could see different snapshots. */
static int
is_wal(struct carc_db *db)
{
	sqlite3_stmt *st = NULL;
	const unsigned char *mode;
	int wal = 1;			/* if in doubt, one reader */

	if (sqlite3_prepare_v2(db->h, "PRAGMA journal_mode", -1, &st, NULL) ==
	    SQLITE_OK && sqlite3_step(st) == SQLITE_ROW &&
	    (mode = sqlite3_column_text(st, 0)) != NULL)
		wal = sqlite3_stricmp((const char *)mode, "wal") == 0;
	sqlite3_finalize(st);
	return wal;
}

/* Readers r of the split, shard k of n: (k + n * r) of n * nreaders. */
static int
readers_open(struct carc_db_pscan *ps, const char *path, unsigned k,
    unsigned n, struct carc_error *err)
{
	struct reader *rd;
	unsigned i;
	size_t j;

	for (i = 0; i < ps->nreaders; i++) {
		rd = &ps->r[i];
		rd->ps = ps;
		for (j = 0; j < AHEAD; j++)
			carc_record_init(&rd->ring[j]);
		if (carc_db_open(&rd->db, path, CARC_DB_READONLY, err) != 0 ||
		    carc_db_scan_open(rd->db, k + n * i, n * ps->nreaders,
		    &rd->sc, err) != 0)
			return -1;
	}
	for (i = 0; i < ps->nreaders; i++) {
		rd = &ps->r[i];
		if (pthread_create(&rd->tid, NULL, reader_main, rd) != 0)
			return carc_error_set(err, "cannot start a reader "
			    "thread");
		rd->started = 1;
	}
	return 0;
}

int
carc_db_pscan_open(struct carc_db *db, unsigned k, unsigned n,
    unsigned nreaders, struct carc_db_pscan **out, struct carc_error *err)
{
	struct carc_db_pscan *ps;

	*out = NULL;
	if ((ps = calloc(1, sizeof(*ps))) == NULL)
		return carc_reader_nomem(err);
	pthread_mutex_init(&ps->mu, NULL);
	pthread_cond_init(&ps->read, NULL);
	pthread_cond_init(&ps->taken, NULL);
	if (carc_db_scan_open(db, k, n, &ps->one, err) != 0)
		goto fail;
	*out = ps;
	if (nreaders <= 1 || !carc_db_scan_merging(ps->one) || is_wal(db))
		return 0;
	/* The readers read instead, each in its own transaction. */
	carc_db_scan_close(ps->one);
	ps->one = NULL;
	if ((ps->r = calloc(nreaders, sizeof(*ps->r))) == NULL) {
		carc_reader_nomem(err);
		goto fail;
	}
	ps->nreaders = nreaders;
	if (readers_open(ps, db->path, k, n, err) != 0)
		goto fail;
	return 0;
fail:
	*out = NULL;
	carc_db_pscan_close(ps);
	return -1;
}

int
carc_db_pscan_next(struct carc_db_pscan *ps, struct carc_record *rec,
    struct carc_error *err)
{
	struct carc_record tmp;
	struct reader *rd, *best;
	unsigned i;
	int wait;

	if (ps->one != NULL)
		return carc_db_scan_next(ps->one, rec, err);
	pthread_mutex_lock(&ps->mu);
	for (;;) {
		/* The next game is the lowest id at the readers' heads,
		 * once every reader that may still give one has one. */
		best = NULL;
		wait = 0;
		for (i = 0; i < ps->nreaders; i++) {
			rd = &ps->r[i];
			if (rd->head == rd->tail) {
				if (rd->end < 0) {
					*err = rd->err;
					pthread_mutex_unlock(&ps->mu);
					return -1;
				}
				if (rd->end == 0)
					wait = 1;
				continue;
			}
			if (best == NULL || rd->ring[rd->head % AHEAD].id <
			    best->ring[best->head % AHEAD].id)
				best = rd;
		}
		if (!wait)
			break;
		pthread_cond_wait(&ps->read, &ps->mu);
	}
	if (best == NULL) {
		pthread_mutex_unlock(&ps->mu);
		return 1;
	}
	/* The slot is the caller's until head passes it: swap outside. */
	pthread_mutex_unlock(&ps->mu);
	tmp = *rec;
	*rec = best->ring[best->head % AHEAD];
	best->ring[best->head % AHEAD] = tmp;
	pthread_mutex_lock(&ps->mu);
	best->head++;
	pthread_cond_broadcast(&ps->taken);
	pthread_mutex_unlock(&ps->mu);
	return 0;
}

void
carc_db_pscan_close(struct carc_db_pscan *ps)
{
	struct reader *rd;
	unsigned i;
	size_t j;

	if (ps == NULL)
		return;
	carc_db_scan_close(ps->one);
	pthread_mutex_lock(&ps->mu);
	ps->quit = 1;
	pthread_cond_broadcast(&ps->taken);
	pthread_mutex_unlock(&ps->mu);
	for (i = 0; ps->r != NULL && i < ps->nreaders; i++) {
		rd = &ps->r[i];
		/* a reader inside a long statement stops at its next step */
		if (rd->started && rd->db != NULL)
			sqlite3_interrupt(rd->db->h);
		if (rd->started)
			pthread_join(rd->tid, NULL);
		carc_db_scan_close(rd->sc);
		carc_db_close(rd->db);
		for (j = 0; j < AHEAD; j++)
			carc_record_free(&rd->ring[j]);
	}
	free(ps->r);
	pthread_cond_destroy(&ps->taken);
	pthread_cond_destroy(&ps->read);
	pthread_mutex_destroy(&ps->mu);
	free(ps);
}
