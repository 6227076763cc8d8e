/*
 * progress.c - see progress.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "util/progress.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

void
carc_progress_begin(struct carc_progress *p, const char *what,
    uint64_t total, int stdout_busy)
{
	const char *env = getenv("CARC_PROGRESS");

	memset(p, 0, sizeof(*p));
	p->what = what;
	p->total = total;
	if (env != NULL && strcmp(env, "always") == 0)
		p->on = 1;
	else if (env != NULL && strcmp(env, "never") == 0)
		p->on = 0;
	else
		p->on = isatty(STDERR_FILENO) &&
		    !(stdout_busy && isatty(STDOUT_FILENO));
	if (p->on) {
		/* the first line at the 64th item, with the total, then
		 * twice a second: a run of a second or less shows it too */
		p->t0 = now();
		p->next = p->t0;
	}
}

static void
draw(struct carc_progress *p, double t)
{
	double el = t - p->t0, rate = el > 0 ? p->done / el : 0;

	fprintf(stderr, "\r%s: %llu", p->what, (unsigned long long)p->done);
	if (p->total > 0)
		fprintf(stderr, "/%llu", (unsigned long long)p->total);
	fprintf(stderr, " games, %.0f/s", rate);
	if (p->total > 0 && rate > 0 && p->done <= p->total) {
		long left = (long)((p->total - p->done) / rate + 0.5);

		fprintf(stderr, ", %ld:%02ld left", left / 60, left % 60);
	} else
		fprintf(stderr, ", %.0f s", el);
	fputs("\033[K", stderr);
	fflush(stderr);
	p->shown = 1;
}

void
carc_progress_step(struct carc_progress *p)
{
	double t;

	p->done++;
	/* the clock only every 64 games: a game takes microseconds */
	if (!p->on || (p->done & 63) != 0)
		return;
	if ((t = now()) < p->next)
		return;
	p->next = t + 0.5;
	draw(p, t);
}

void
carc_progress_clear(struct carc_progress *p)
{
	if (p->on && p->shown) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
		p->shown = 0;
	}
}

void
carc_progress_end(struct carc_progress *p)
{
	if (p->on && p->shown) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
	}
	p->on = 0;
}
