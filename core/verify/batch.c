/*
 * batch.c - one reader, jobs verifiers, verdicts in reading order
 * (batch.h).
 *
 * The games go round a ring of slots.  The caller's thread fills the slot
 * at `tail` with the next record, outside the lock (no worker looks at a
 * slot before tail has passed it), and hands the slot at `head` to done()
 * once it is judged; workers take the slots between `take` and `tail` in
 * turn.  A slot is thus owned by one thread at a time, and the lock only
 * guards the three counters and the slots' states.  The ring holds
 * SLOTS_PER_JOB games per worker: enough that a slow game does not stall
 * the others, few enough that memory does not grow with the games.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "verify/batch.h"
#include "verify/verify.h"

#define SLOTS_PER_JOB 8

enum { SLOT_FREE, SLOT_QUEUED, SLOT_DONE };

struct slot {
	struct carc_record rec;
	struct carc_verdict v;
	int state;
	int no_verdict;			/* next() said 2 */
};

struct batch {
	pthread_mutex_t mu;
	pthread_cond_t work;		/* a slot queued, or quit */
	pthread_cond_t ready;		/* the head slot judged */
	struct slot *slots;
	size_t nslots;
	/* counts since the start; slot i is slots[i % nslots] */
	size_t head, take, tail;
	int quit;
};

struct worker {
	struct batch *b;
	struct carc_verifier *vf;
	pthread_t tid;
	int started;
};

unsigned
carc_batch_default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	if (n < 1)
		return 1;
	return n > CARC_BATCH_MAX_JOBS ? CARC_BATCH_MAX_JOBS : (unsigned)n;
}

/*
 * jobs 1: read a few games, judge them, report them, and so on.  Read one
 * by one between two judgements, each game found the reader's code and
 * SQLite's cold in the processor's caches, where the verifier's had just
 * been, and the verifier's where the reader's had been; INLINE_AHEAD
 * games in a row keep each side's warm.  The games are the same, in the
 * same order, and done() is called for the ones read before a read fails
 * as it was when it came between two reads.
 */
#define INLINE_AHEAD 8

static int
run_inline(const struct carc_plugin_set *set,
    const struct carc_batch_source *src, struct carc_error *err)
{
	struct carc_verifier *vf = NULL;
	struct carc_record rec[INLINE_AHEAD];
	struct carc_verdict v;
	struct carc_error read_err;
	int got[INLINE_AHEAD];
	size_t i, n;
	int rc = 0, stop = 0;

	if (carc_verifier_new(&vf, set, err) != 0)
		return -1;
	for (i = 0; i < INLINE_AHEAD; i++)
		carc_record_init(&rec[i]);
	carc_verdict_init(&v);
	while (rc == 0 && stop == 0) {
		for (n = 0; n < INLINE_AHEAD; n++) {
			rc = src->next(src->arg, &rec[n], err);
			if (rc != 0 && rc != 2)
				break;
			got[n] = rc;
			rc = 0;
		}
		/* a failed read's message, kept while the games before it
		 * are done */
		if (rc < 0)
			read_err = *err;
		for (i = 0; i < n && stop == 0; i++) {
			if (got[i] == 0)
				carc_verify(vf, &rec[i], &v);
			stop = src->done(src->arg, &rec[i], got[i] == 0 ? &v :
			    NULL, err);
		}
		if (rc < 0 && stop == 0)
			*err = read_err;
	}
	for (i = 0; i < INLINE_AHEAD; i++)
		carc_record_free(&rec[i]);
	carc_verdict_free(&v);
	carc_verifier_free(vf);
	return stop != 0 ? (stop < 0 ? -1 : stop) : rc < 0 ? -1 : 0;
}

static void *
work(void *arg)
{
	struct worker *w = arg;
	struct batch *b = w->b;
	struct slot *s;
	size_t i;

	pthread_mutex_lock(&b->mu);
	for (;;) {
		while (b->take == b->tail && !b->quit)
			pthread_cond_wait(&b->work, &b->mu);
		if (b->quit)
			break;
		i = b->take++;
		s = &b->slots[i % b->nslots];
		pthread_mutex_unlock(&b->mu);
		if (!s->no_verdict)
			carc_verify(w->vf, &s->rec, &s->v);
		pthread_mutex_lock(&b->mu);
		s->state = SLOT_DONE;
		if (i == b->head)
			pthread_cond_signal(&b->ready);
	}
	pthread_mutex_unlock(&b->mu);
	return NULL;
}

/* The caller's side: read ahead while there is room, report in order. */
static int
feed(struct batch *b, const struct carc_batch_source *src,
    struct carc_error *err)
{
	struct slot *s;
	int end = 0, rc;

	pthread_mutex_lock(&b->mu);
	for (;;) {
		s = &b->slots[b->head % b->nslots];
		if (b->head < b->tail && s->state == SLOT_DONE) {
			pthread_mutex_unlock(&b->mu);
			rc = src->done(src->arg, &s->rec, s->no_verdict ?
			    NULL : &s->v, err);
			if (rc != 0)
				return rc;
			pthread_mutex_lock(&b->mu);
			s->state = SLOT_FREE;
			b->head++;
			continue;
		}
		if (end && b->head == b->tail)
			break;
		if (!end && b->tail - b->head < b->nslots) {
			s = &b->slots[b->tail % b->nslots];
			pthread_mutex_unlock(&b->mu);
			rc = src->next(src->arg, &s->rec, err);
			if (rc < 0)
				return -1;
			pthread_mutex_lock(&b->mu);
			if (rc == 0 || rc == 2) {
				s->no_verdict = rc == 2;
				s->state = SLOT_QUEUED;
				b->tail++;
				pthread_cond_signal(&b->work);
			} else
				end = 1;
			continue;
		}
		pthread_cond_wait(&b->ready, &b->mu);
	}
	pthread_mutex_unlock(&b->mu);
	return 0;
}

int
carc_batch_run(const struct carc_plugin_set *set, unsigned jobs,
    const struct carc_batch_source *src, struct carc_error *err)
{
	struct batch b;
	struct worker *w = NULL;
	size_t i;
	int rc = -1;

	if (jobs <= 1)
		return run_inline(set, src, err);
	if (jobs > CARC_BATCH_MAX_JOBS)
		jobs = CARC_BATCH_MAX_JOBS;
	memset(&b, 0, sizeof(b));
	b.nslots = (size_t)jobs * SLOTS_PER_JOB;
	if ((b.slots = calloc(b.nslots, sizeof(*b.slots))) == NULL ||
	    (w = calloc(jobs, sizeof(*w))) == NULL) {
		free(b.slots);
		return carc_error_set(err, "out of memory");
	}
	for (i = 0; i < b.nslots; i++) {
		carc_record_init(&b.slots[i].rec);
		carc_verdict_init(&b.slots[i].v);
	}
	pthread_mutex_init(&b.mu, NULL);
	pthread_cond_init(&b.work, NULL);
	pthread_cond_init(&b.ready, NULL);
	for (i = 0; i < jobs; i++) {
		w[i].b = &b;
		if (carc_verifier_new(&w[i].vf, set, err) != 0)
			goto out;
	}
	for (i = 0; i < jobs; i++) {
		if (pthread_create(&w[i].tid, NULL, work, &w[i]) != 0) {
			carc_error_set(err, "cannot start a verifier thread");
			goto out;
		}
		w[i].started = 1;
	}
	rc = feed(&b, src, err);
out:
	pthread_mutex_lock(&b.mu);
	b.quit = 1;
	pthread_cond_broadcast(&b.work);
	pthread_mutex_unlock(&b.mu);
	for (i = 0; i < jobs; i++) {
		if (w[i].started)
			pthread_join(w[i].tid, NULL);
		carc_verifier_free(w[i].vf);
	}
	for (i = 0; i < b.nslots; i++) {
		carc_record_free(&b.slots[i].rec);
		carc_verdict_free(&b.slots[i].v);
	}
	pthread_cond_destroy(&b.ready);
	pthread_cond_destroy(&b.work);
	pthread_mutex_destroy(&b.mu);
	free(b.slots);
	free(w);
	return rc;
}
