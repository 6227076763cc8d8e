/*
 * batch.h - verifying many games on every core: the caller's thread reads
 * the games and takes their verdicts back; workers, each with a verifier
 * (an engine) of its own, judge them in between.  The verdicts come back
 * in the order the games were read, whatever the number of workers, so
 * any output made from them is the same byte for byte as with one.
 * Memory is bounded by the queue (a few games per worker), not by the
 * number of games.  carc verify and carcd both run their games here.
 */
#ifndef CARC_BATCH_H
#define CARC_BATCH_H

#include "host/plugins.h"
#include "record/record.h"
#include "util/error.h"
#include "verify/verdict.h"

struct carc_batch_source {
	/*
	 * Read the next game into rec: 0 a game, 2 a game that needs no
	 * verdict (done() gets it with v NULL, in its turn), 1 no more
	 * (the run ends once the games read are done), -1 an error.
	 */
	int (*next)(void *arg, struct carc_record *rec,
	    struct carc_error *err);
	/*
	 * The verdict of rec (NULL if next() said 2), in reading order: 0
	 * go on, 1 stop now (the
	 * games read after this one are dropped), -1 an error (err set).
	 */
	int (*done)(void *arg, const struct carc_record *rec,
	    const struct carc_verdict *v, struct carc_error *err);
	void *arg;
};

/*
 * Verify every game next() gives with jobs workers (1: no thread at all,
 * in the caller's thread).  next() and done() are only ever called from
 * the caller's thread, never at the same time, so they may share one
 * database connection.  Returns 0 at the end, 1 if done() stopped the
 * run, -1 on an error of next(), done() or the machine (err set).
 */
int carc_batch_run(const struct carc_plugin_set *set, unsigned jobs,
    const struct carc_batch_source *src, struct carc_error *err);

/*
 * Games read in parts that threads can read at once (record.h,
 * carc_db_pscan_*): each part is read and judged by a thread of its own,
 * and done() gets the verdicts in ascending game id, in the caller's
 * thread, so the output is the same as one thread's (split.c).
 */
struct carc_batch_parts {
	unsigned nparts;
	/* Read part's next game into rec: 0 a game, 1 no more, -1 an error
	 * (err set).  Called for one part by one thread at a time. */
	int (*next)(void *arg, unsigned part, struct carc_record *rec,
	    struct carc_error *err);
	/* Make every part's read stop now (from the caller's thread), when
	 * the run ends early; may be NULL. */
	void (*interrupt)(void *arg);
	/* As carc_batch_source's done(), in ascending game id. */
	int (*done)(void *arg, const struct carc_record *rec,
	    const struct carc_verdict *v, struct carc_error *err);
	void *arg;
};

/* Returns as carc_batch_run does. */
int carc_batch_run_parts(const struct carc_plugin_set *set,
    const struct carc_batch_parts *src, struct carc_error *err);

/* The online processors (at least 1): the default number of workers. */
unsigned carc_batch_default_jobs(void);

/* More workers than this gain nothing and only cost memory. */
#define CARC_BATCH_MAX_JOBS 256

#endif /* CARC_BATCH_H */
