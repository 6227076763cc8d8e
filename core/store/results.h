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

/* Write the verdict and its divergences into db, replacing any earlier
 * ones for the game, in one transaction (record-format.md, results). */
int carc_store_verdict(struct carc_db *db, const struct carc_verdict *v,
    struct carc_error *err);

/* While another connection reads the database in one long transaction
 * (carc verify --store), verdicts written through db wait in TEMP tables
 * unless the database is in WAL mode; carc_store_flush writes them, one
 * transaction per game, once that reading is over. */
int carc_store_defer(struct carc_db *db, struct carc_error *err);
int carc_store_flush(struct carc_db *db, struct carc_error *err);

#endif /* CARC_STORE_RESULTS_H */
