/*
 * results.h - the verdicts written back into a recorded-game database
 * (record-format.md, "Results written back"), for carc verify --store
 * and carcd.  The writing layer, above the verifier whose verdicts it
 * stores; record/ only reads, and lends the connection (record.h).
 */
#ifndef CARC_STORE_RESULTS_H
#define CARC_STORE_RESULTS_H

#include "record/record.h"
#include "util/error.h"
#include "verify/verdict.h"

/* The result tables of db/schema.sql as SQL, each "IF NOT EXISTS"
 * (made at build time, core/store/results.inc); run before the first
 * verdict. */
extern const char carc_results_ddl[];

/*
 * Write the verdict and its divergences into db, replacing any earlier
 * ones for the game, whole (record-format.md, results).  Outside a
 * transaction, in one of its own; inside the caller's (many games in
 * one, doc/spec/cli.md), under a savepoint, so that the game is all there or
 * not at all.  -1 and err on failure; CARC_STORE_BUSY (err set) when it
 * failed because another connection holds or wants the write lock, or
 * committed past the caller's snapshot (a WAL): the caller's transaction
 * must end before it can go on.
 */
#define CARC_STORE_BUSY (-2)
int carc_store_verdict(struct carc_db *db, const struct carc_verdict *v,
    struct carc_error *err);

/* What a verdict was computed from: the fingerprint of the game's rows
 * (record.h, carc_record_fingerprint) and the whole plugin set
 * (verify.h, carc_engine_signature).  Kept in carcd's carc_state where carcd made
 * it, so that carcd verifies again whatever differs (core/daemon). */
struct carc_store_state {
	uint64_t fingerprint;
	const char *plugins;
};
int carc_store_verdict_state(struct carc_db *db, const struct carc_verdict *v,
    const struct carc_store_state *state, struct carc_error *err);

/* The same in the caller's transaction, which must be open, with no
 * savepoint (a savepoint copies every page it changes aside first): on
 * any failure the caller rolls the whole transaction back, so every game
 * in it is whole or absent. */
int carc_store_verdict_in(struct carc_db *db, const struct carc_verdict *v,
    const struct carc_store_state *state, struct carc_error *err);

/* After a transaction of the caller's was rolled back: the tables the
 * first verdict made may be gone; look again at the next. */
void carc_store_forget(struct carc_db *db);

/*
 * The result tables made where missing and brought up to the spec
 * (record-format.md, results written back): the reason column added, a
 * table whose game_id has no ON DELETE CASCADE rebuilt keeping every row,
 * the results of games that are gone removed.  In the caller's write
 * transaction, with no statement of the connection running (a rebuild
 * drops a table).  The first verdict stored does it too.  0, or -1 and
 * err.
 */
int carc_store_prepare(struct carc_db *db, struct carc_error *err);

/* The results of games deleted by a writer that does not enforce foreign
 * keys, and carcd's state rows of them, removed in a transaction of its
 * own, taken only when there are some.  0, -1 or CARC_STORE_BUSY (err
 * set). */
int carc_store_prune(struct carc_db *db, struct carc_error *err);

#endif /* CARC_STORE_RESULTS_H */
