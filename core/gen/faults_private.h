/*
 * faults_private.h - the inside of the fault injector, shared by faults.c
 * (the faulter, the replay, the other faults) and faults_score.c (the
 * score faults) only.
 */
#ifndef CARC_FAULTS_PRIVATE_H
#define CARC_FAULTS_PRIVATE_H

#include <stddef.h>
#include <stdint.h>

#include "gen/faults.h"

/* A place for a fault. */
struct cand {
	size_t k;			/* the move, or the score row */
	int x, y, rot, seat, type;
	int points;
	const char *rule;
	char spot[CARC_SPOT_MAX];
};

struct carc_faulter {
	const struct carc_plugin_set *set;
	struct carc_game *g;
	int *types;
	size_t types_cap;
	struct cand *c;
	size_t nc, c_cap;
	struct carc_record copy;
};

enum { PH_BEFORE, PH_PLACED, PH_SCORED, PH_FINAL };
#define AT_FINAL ((int64_t)-2)
#define EVERY ((int64_t)-1)

typedef int (*scan_fn)(struct carc_faulter *f, const struct carc_record *rec,
    size_t k, int phase, void *ctx);

/* faults.c */
struct cand *fault_cand_add(struct carc_faulter *f);
int fault_begin(struct carc_faulter *f, const struct carc_record *rec,
    struct carc_error *err);
int fault_scan(struct carc_faulter *f, const struct carc_record *rec, int64_t target,
    scan_fn fn, void *ctx, struct carc_error *err);
int64_t fault_pick_move(const struct carc_record *rec, struct carc_rng *rng,
    int quiet, int need_no_meeple);
int fault_enables(const struct carc_record *rec, const char *name);

/* faults_score.c */
int fault_inject_score(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err);
int fault_inject_added(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err);
int fault_inject_compass(struct carc_faulter *f, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err);

#endif /* CARC_FAULTS_PRIVATE_H */
