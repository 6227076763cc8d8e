/*
 * report.h - `carc report`: a static HTML audit of a database of
 * recorded games, browsable offline (issue 18, doc/report.md).
 *
 *   DIR/index.html     every game: sortable, filterable, paged (the data
 *                      in games.js, so 100,000 games stay one small DOM)
 *   DIR/rules.html     how many games break each rule id, linked to
 *                      DIR/reference/ (`carc reference`)
 *   DIR/games/ID.html  a divergent or unverifiable game (every game with
 *                      --all): the boards at its divergences and a
 *                      move-by-move viewer
 *   DIR/workbench/     the workbench page, when carc has it (copied by
 *                      the caller, cli/workbench.c; opts->try_link)
 *
 * Boards come from core/render, replayed through the verifier: no rule
 * is written here.
 */
#ifndef CARC_REPORT_H
#define CARC_REPORT_H

#include <stdio.h>

#include "host/plugins.h"
#include "record/record.h"

struct carc_report_opts {
	const char *out_dir;
	int all;			/* a page for valid games too */
	int check;			/* PRAGMA integrity_check first */
	/* Write into a game page a "try it" link to the workbench with the
	 * game up to seq to (the whole game if to < 0); NULL: no links.
	 * The caller's, as report/ neither knows the notation nor copies
	 * the page (cli/workbench.c). */
	void (*try_link)(FILE *f, const struct carc_record *rec, int64_t to);
};

/* Counts of what was written, for the caller's summary. */
struct carc_report_stats {
	size_t games, counts[3], pages, boards;
};

/*
 * Verify every game of db and write the audit into opts->out_dir (which
 * must exist), all read in one read transaction; with opts->check, the
 * file is checked whole in it first (record.h, carc_db_check), and a
 * damaged one gets nothing written.  Returns 0, or -1 with a message in
 * err.
 */
int carc_report_write(struct carc_db *db, const char *db_path,
    const struct carc_plugin_set *set, const struct carc_report_opts *opts,
    struct carc_report_stats *st, struct carc_error *err);

#endif /* CARC_REPORT_H */
