/*
 * split.c - verifying the games of a database read in parts, each part
 * read and judged by a thread of its own (batch.h, carc_batch_run_parts).
 *
 * Reading a game costs about twice what judging it does, so one reader
 * feeding workers (batch.c) waits on its one core whatever the number of
 * workers.  Here each thread reads its own part of the games
 * (core/record/pscan.c) on its own connection, judges them with its own
 * verifier, and keeps the verdicts in a small ring; the caller's thread
 * takes them in ascending game id, the lowest at the rings' heads once
 * every part that may still give a game has one, and hands them to
 * done().  The output is thus the same, byte for byte, as one thread's.
 *
 * Threads sleep and wake by halves of a ring, not game by game: a wake is
 * a few microseconds, and a game is judged in some twenty.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "verify/batch.h"
#include "verify/verify.h"

/* Games judged ahead per part. */
#define AHEAD 16

struct part {
	struct parts *all;
	unsigned index;
	struct carc_verifier *vf;
	pthread_t tid;
	int started;
	/* ring[head % AHEAD] .. ring[tail % AHEAD]: judged, not yet taken.
	 * The slot at tail is the part's own until tail passes it. */
	struct {
		struct carc_record rec;
		struct carc_verdict v;
	} ring[AHEAD];
	size_t head, tail;
	int end;			/* 1 no more games, -1 err says why */
	struct carc_error err;
	int sleeping;			/* on `room`: its ring is full */
};

struct parts {
	const struct carc_batch_parts *src;
	pthread_mutex_t mu;
	pthread_cond_t room;		/* a part's ring is half empty, or quit */
	pthread_cond_t judged;		/* the part the caller waits for */
	int quit;
	/* The caller sleeps until part `wanted` has `want` games or ends. */
	int caller_sleeping;
	unsigned wanted;
	size_t want;
	struct part *p;
};

static void *
part_main(void *arg)
{
	struct part *pt = arg;
	struct parts *all = pt->all;
	struct carc_error err;
	int rc;

	pthread_mutex_lock(&all->mu);
	for (;;) {
		while (pt->tail - pt->head == AHEAD && !all->quit) {
			pt->sleeping = 1;
			pthread_cond_wait(&all->room, &all->mu);
		}
		pt->sleeping = 0;
		if (all->quit)
			break;
		pthread_mutex_unlock(&all->mu);
		rc = all->src->next(all->src->arg, pt->index,
		    &pt->ring[pt->tail % AHEAD].rec, &err);
		if (rc == 0)
			carc_verify(pt->vf, &pt->ring[pt->tail % AHEAD].rec,
			    &pt->ring[pt->tail % AHEAD].v);
		pthread_mutex_lock(&all->mu);
		if (rc == 0)
			pt->tail++;
		else {
			pt->end = rc < 0 ? -1 : 1;
			if (rc < 0)
				pt->err = err;
		}
		if (all->caller_sleeping && all->wanted == pt->index &&
		    (pt->end || pt->tail - pt->head >= all->want))
			pthread_cond_signal(&all->judged);
		if (pt->end)
			break;
	}
	pthread_mutex_unlock(&all->mu);
	return NULL;
}

/*
 * The caller's side: each verdict in ascending game id to done().
 * 0 the end, 1 done() stopped, -1 an error (err).
 */
static int
merge(struct parts *all, unsigned nparts, struct carc_error *err)
{
	const struct carc_batch_parts *src = all->src;
	struct part *pt, *best;
	unsigned i;
	int rc;

	pthread_mutex_lock(&all->mu);
	for (;;) {
		best = NULL;
		for (i = 0; i < nparts; i++) {
			pt = &all->p[i];
			if (pt->head == pt->tail) {
				if (pt->end < 0) {
					*err = pt->err;
					pthread_mutex_unlock(&all->mu);
					return -1;
				}
				if (pt->end == 0)
					break;	/* it may give a lower id */
				continue;
			}
			if (best == NULL || pt->ring[pt->head % AHEAD].rec.id <
			    best->ring[best->head % AHEAD].rec.id)
				best = pt;
		}
		if (i < nparts) {
			/* wait for part i to judge half a ring, or end */
			all->caller_sleeping = 1;
			all->wanted = i;
			all->want = AHEAD / 2;
			while (pt->head == pt->tail && pt->end == 0)
				pthread_cond_wait(&all->judged, &all->mu);
			all->caller_sleeping = 0;
			continue;
		}
		if (best == NULL)
			break;
		/* The slot at head is the caller's until head passes it. */
		pthread_mutex_unlock(&all->mu);
		rc = src->done(src->arg, &best->ring[best->head % AHEAD].rec,
		    &best->ring[best->head % AHEAD].v, err);
		if (rc != 0)
			return rc;
		pthread_mutex_lock(&all->mu);
		best->head++;
		if (best->sleeping && best->tail - best->head <= AHEAD / 2)
			pthread_cond_broadcast(&all->room);
	}
	pthread_mutex_unlock(&all->mu);
	return 0;
}

int
carc_batch_run_parts(const struct carc_plugin_set *set,
    const struct carc_batch_parts *src, struct carc_error *err)
{
	struct parts all;
	unsigned n = src->nparts, i, j;
	int rc = -1;

	memset(&all, 0, sizeof(all));
	all.src = src;
	if ((all.p = calloc(n, sizeof(*all.p))) == NULL)
		return carc_error_set(err, "out of memory");
	pthread_mutex_init(&all.mu, NULL);
	pthread_cond_init(&all.room, NULL);
	pthread_cond_init(&all.judged, NULL);
	for (i = 0; i < n; i++) {
		all.p[i].all = &all;
		all.p[i].index = i;
		for (j = 0; j < AHEAD; j++) {
			carc_record_init(&all.p[i].ring[j].rec);
			carc_verdict_init(&all.p[i].ring[j].v);
		}
		if (carc_verifier_new(&all.p[i].vf, set, err) != 0)
			goto out;
	}
	for (i = 0; i < n; i++) {
		if (pthread_create(&all.p[i].tid, NULL, part_main, &all.p[i]) !=
		    0) {
			carc_error_set(err, "cannot start a verifier thread");
			goto out;
		}
		all.p[i].started = 1;
	}
	rc = merge(&all, n, err);
out:
	pthread_mutex_lock(&all.mu);
	all.quit = 1;
	pthread_cond_broadcast(&all.room);
	pthread_mutex_unlock(&all.mu);
	/* a part inside a long read stops at its next step */
	if (rc != 0 && src->interrupt != NULL)
		src->interrupt(src->arg);
	for (i = 0; i < n; i++) {
		if (all.p[i].started)
			pthread_join(all.p[i].tid, NULL);
		carc_verifier_free(all.p[i].vf);
		for (j = 0; j < AHEAD; j++) {
			carc_record_free(&all.p[i].ring[j].rec);
			carc_verdict_free(&all.p[i].ring[j].v);
		}
	}
	pthread_cond_destroy(&all.judged);
	pthread_cond_destroy(&all.room);
	pthread_mutex_destroy(&all.mu);
	free(all.p);
	return rc;
}
