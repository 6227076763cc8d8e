/*
 * gen.h - the game generator: complete random legal games, played by the
 * engine itself (STYLE.md point 2: no rule is written twice), into
 * struct carc_record, and a writer that puts records into a recorded-game
 * database (doc/spec/record-format.md).  The fault injector (faults.h) reads
 * such records back, breaks one rule and writes them with the same writer.
 */
#ifndef CARC_GEN_H
#define CARC_GEN_H

#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "host/plugins.h"
#include "record/record.h"

/* -- a small deterministic random source (xoshiro256**) ----------------- */

struct carc_rng {
	uint64_t s[4];
};

void carc_rng_seed(struct carc_rng *r, uint64_t seed);
uint64_t carc_rng_next(struct carc_rng *r);
/* Uniform in [0, n); n > 0. */
uint32_t carc_rng_below(struct carc_rng *r, uint32_t n);
/* splitmix64: the seed of game i of a run is carc_seed_mix(seed, i). */
uint64_t carc_seed_mix(uint64_t seed, uint64_t i);

/* -- the generator -------------------------------------------------------- */

struct carc_gen_config {
	int nseats;				/* 1 .. CARC_GAME_SEATS */
	int ruleset;				/* enum carc_ruleset */
	const struct carc_game_plugin *plugins;	/* the game's expansions */
	size_t nplugins;
	int meeple_pct;				/* chance to try a meeple, 0-100 */
};

struct carc_gen;

int carc_gen_new(struct carc_gen **out, const struct carc_plugin_set *set,
    struct carc_error *err);
void carc_gen_free(struct carc_gen *gen);

/*
 * Play one game, deterministic from seed: the start tile, the real
 * shuffled pile of the enabled sets (a tile that fits nowhere is a
 * 'discard' and the same seat draws again), a random legal placement, a
 * random legal meeple spot now and then (farmers included), the points
 * of every move as score rows and final scoring with the totals.  rec
 * (from carc_record_init; its arrays are reused) gets id `id`.
 */
int carc_gen_play(struct carc_gen *gen, uint64_t seed,
    const struct carc_gen_config *cfg, int64_t id, struct carc_record *rec,
    struct carc_error *err);

/*
 * Can a game enable these expansions together (two that both choose the
 * start tile cannot: record-format.md)?  0 and why if not.
 */
int carc_gen_playable(struct carc_gen *gen, int ruleset,
    const struct carc_game_plugin *plugins, size_t nplugins, char *why,
    size_t len);

/* -- the writer ------------------------------------------------------------ */

struct carc_gen_writer;

/*
 * Open (or create, with db/schema.sql) a database to write games into.
 * A new file is written without a rollback journal to disk (nothing to
 * protect yet); an existing one keeps its journal.  Rows go in
 * transactions of `batch` games.
 */
int carc_gen_writer_open(struct carc_gen_writer **out, const char *path,
    const char *source, size_t batch, struct carc_error *err);
/* The first game id not yet used in the database. */
int64_t carc_gen_writer_next_id(const struct carc_gen_writer *w);
/* Write every row of rec as it stands (NULLs included). */
int carc_gen_writer_put(struct carc_gen_writer *w,
    const struct carc_record *rec, struct carc_error *err);
/* The connection, for a caller's own tables in the same transactions. */
struct sqlite3 *carc_gen_writer_handle(struct carc_gen_writer *w);
/* Commit and close; returns -1 (err) if the last commit failed. */
int carc_gen_writer_close(struct carc_gen_writer *w, struct carc_error *err);

#endif /* CARC_GEN_H */
