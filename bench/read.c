/*
 * read.c - carc verify's reading alone: the file opened as `carc verify
 * --jobs 1 DB` opens it (read-only, carc_db_read_still: a still copy
 * of a rollback-journal file, capture.c), every game read by carc's own
 * reader (carc_db_scan_next, the one verify uses), and nothing judged:
 * no plugin loaded, no engine, no verdict.
 *
 *   bench/read DB
 *
 * bench/bench.sh runs it beside bench/scan and carc verify, so that
 * what carc costs over the bare scan splits in two: the reading (this
 * over the scan: the still copy, the record built from the rows) and the
 * judging (carc verify over this).  Not a verifier: it prints counts.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>

#include "record/record.h"
#include "util/error.h"

int
main(int argc, char **argv)
{
	struct carc_db *db = NULL;
	struct carc_db_scan *sc = NULL;
	struct carc_record rec;
	struct carc_error err;
	unsigned long long games = 0, moves = 0, scores = 0, actions = 0,
	    unreadable = 0;
	int rc, status = 1;

	if (argc != 2) {
		fprintf(stderr, "usage: read DB\n");
		return 2;
	}
	carc_record_init(&rec);
	if (carc_db_open(&db, argv[1], CARC_DB_READONLY, &err) != 0)
		goto fail;
	if (carc_db_read_still(&db, &err) != 0)
		goto fail;
	if (carc_db_scan_open(db, 0, 1, &sc, &err) != 0)
		goto fail;
	while ((rc = carc_db_scan_next(sc, &rec, &err)) == 0) {
		games++;
		moves += rec.nmoves;
		scores += rec.nscores;
		actions += rec.nactions;
		unreadable += rec.unreadable[0] != '\0';
	}
	if (rc < 0)
		goto fail;
	printf("%llu games, %llu moves, %llu scores, %llu actions, "
	    "%llu unreadable\n", games, moves, scores, actions, unreadable);
	status = 0;
	goto out;
fail:
	fprintf(stderr, "read: %s: %s\n", argv[1], err.msg);
out:
	carc_db_scan_close(sc);
	carc_db_close(db);
	carc_record_free(&rec);
	return status;
}
