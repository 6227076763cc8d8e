/*
 * check.c - the integrity check of a database run beside its reading
 * (record.h, carc_db_check_start).
 *
 * PRAGMA integrity_check of the five tables costs about as much CPU as
 * verifying every game of them (doc/benchmark.md): run before the
 * reading, it nearly doubled what a user waits for.  It needs nothing of
 * the reading, so it runs on a connection of its own in a thread of its
 * own, on another core when there is one, while the games are read and
 * judged.  What must not happen is a verdict leaving carc before the file
 * is known whole (doc/hardening.md): the caller holds its output back
 * until carc_db_check_poll or carc_db_check_wait says so.
 *
 * The connection is used by the check's thread alone from the moment the
 * thread starts until it ends (SQLite's NOMUTEX connections may move
 * between threads, never be shared); only sqlite3_interrupt, which SQLite
 * allows from any thread, reaches it from outside.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/record.h"

struct carc_db_check {
	struct carc_db *db;		/* the check's own connection */
	pthread_t tid;
	int threaded;			/* tid runs check_main */
	pthread_mutex_t mu;
	int finished;			/* under mu: rc and why are set */
	int rc;				/* carc_db_check's */
	int whole;			/* carc_db_check_whole instead */
	struct carc_error why;
};

static void *
check_main(void *arg)
{
	struct carc_db_check *c = arg;
	struct carc_error why;
	int rc;

	rc = c->whole ? carc_db_check_whole(c->db, &why) :
	    carc_db_check(c->db, &why);
	pthread_mutex_lock(&c->mu);
	c->rc = rc;
	if (rc != 0)
		c->why = why;
	c->finished = 1;
	pthread_mutex_unlock(&c->mu);
	return NULL;
}

static int start(const char *path, const struct carc_db *like, int whole,
    struct carc_db_check **out, struct carc_error *err);

int
carc_db_check_start(const char *path, struct carc_db_check **out,
    struct carc_error *err)
{
	return start(path, NULL, 0, out, err);
}

int
carc_db_check_start_on(const struct carc_db *db, struct carc_db_check **out,
    struct carc_error *err)
{
	return start(NULL, db, 0, out, err);
}

int
carc_db_check_start_whole(const char *path, struct carc_db_check **out,
    struct carc_error *err)
{
	return start(path, NULL, 1, out, err);
}

/* The check of the file at path, or of the file db reads (a still copy
 * of it, carc_db_snapshot, or the file itself). */
static int
start(const char *path, const struct carc_db *like, int whole,
    struct carc_db_check **out, struct carc_error *err)
{
	struct carc_db_check *c;

	*out = NULL;
	if ((c = calloc(1, sizeof(*c))) == NULL)
		return carc_error_set(err, "out of memory");
	c->whole = whole;
	if ((like != NULL ? carc_db_reopen(like, &c->db, err) :
	    carc_db_open(&c->db, path, CARC_DB_READONLY, err)) != 0) {
		free(c);
		return -1;
	}
	pthread_mutex_init(&c->mu, NULL);
	if (pthread_create(&c->tid, NULL, check_main, c) == 0)
		c->threaded = 1;
	else
		check_main(c);	/* no thread to spare: here and now */
	*out = c;
	return 0;
}

int
carc_db_check_poll(struct carc_db_check *c, struct carc_error *err)
{
	int finished, rc;

	pthread_mutex_lock(&c->mu);
	finished = c->finished;
	rc = c->rc;
	if (finished && rc != 0)
		*err = c->why;
	pthread_mutex_unlock(&c->mu);
	if (!finished)
		return 1;
	return rc != 0 ? -1 : 0;
}

/* Wait for the thread and close its connection; c->rc and c->why stay. */
static void
check_join(struct carc_db_check *c)
{
	if (c->db == NULL)
		return;
	if (c->threaded)
		pthread_join(c->tid, NULL);
	c->threaded = 0;
	carc_db_close(c->db);
	c->db = NULL;
}

int
carc_db_check_wait(struct carc_db_check *c, struct carc_error *err)
{
	check_join(c);
	if (c->rc != 0) {
		*err = c->why;
		return -1;
	}
	return 0;
}

void
carc_db_check_free(struct carc_db_check *c)
{
	if (c == NULL)
		return;
	/* Nobody wants the answer: stop at the check's next step. */
	if (c->db != NULL) {
		c->db->stop = 1;
		sqlite3_interrupt(c->db->h);
	}
	check_join(c);
	pthread_mutex_destroy(&c->mu);
	free(c);
}
