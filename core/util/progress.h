/*
 * progress.h - a progress line for long runs (carc gen, carc verify):
 * games done, rate and time left, redrawn on stderr about twice a second.
 * Only when stderr is a terminal: a log or a pipe gets nothing, and stdout
 * (the JSON) never does.  CARC_PROGRESS=always|never overrides.
 */
#ifndef CARC_PROGRESS_H
#define CARC_PROGRESS_H

#include <stdint.h>

struct carc_progress {
	int on;
	const char *what;		/* "gen", "verify" */
	uint64_t total, done;
	double t0, next;		/* seconds */
	int shown;
};

/* Start; total 0 if unknown.  stdout_busy: the caller also prints to
 * stdout as it goes, so stay quiet when stdout is the same terminal. */
void carc_progress_begin(struct carc_progress *p, const char *what,
    uint64_t total, int stdout_busy);
/* One more item done; cheap enough to call per game. */
void carc_progress_step(struct carc_progress *p);
/* Clear the line for a message of the caller's; the next step draws it
 * again. */
void carc_progress_clear(struct carc_progress *p);
/* Clear the line. */
void carc_progress_end(struct carc_progress *p);

#endif /* CARC_PROGRESS_H */
