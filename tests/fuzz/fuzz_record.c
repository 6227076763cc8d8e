/*
 * fuzz_record.c - a recorded-game database from bytes: open and check it
 * as carc verify does, read every game and judge it with the real plugins, and
 * write both reports.  Any answer is fine (an error, unverifiable,
 * divergent); a crash, a leak or undefined behaviour is a finding.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "fuzz_common.h"
#include "record/record.h"
#include "verify/report.h"
#include "verify/verify.h"

/* A recorded-game database is pages of 512 bytes at the least; the seeds
 * are a few pages.  Larger inputs only make each run slower. */
#define MAX_INPUT (256 * 1024)

static struct carc_plugin_set set;
static struct carc_verifier *vf;
static FILE *devnull;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	struct carc_error err;

	fuzz_load_plugins(&set);
	if (carc_verifier_new(&vf, &set, &err) != 0) {
		fprintf(stderr, "fuzz_record: %s\n", err.msg);
		abort();
	}
	if ((devnull = fopen("/dev/null", "w")) == NULL)
		abort();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct carc_record rec;
	struct carc_verdict v;
	struct carc_error err;
	struct carc_db *db;
	const char *path;
	int64_t *ids;
	size_t nids, i;

	if (size > MAX_INPUT)
		return -1;
	path = fuzz_write_temp(data, size, ".db");
	if (carc_db_open(&db, path, CARC_DB_READONLY, &err) != 0)
		return 0;
	/* As carc verify does, but read on whatever it says: both the
	 * check and the reader of a damaged file are under test. */
	(void)carc_db_check(db, &err);
	if (carc_db_game_ids(db, &ids, &nids, &err) != 0) {
		carc_db_close(db);
		return 0;
	}
	carc_record_init(&rec);
	carc_verdict_init(&v);
	for (i = 0; i < nids && i < 64; i++) {
		if (carc_db_read_game(db, ids[i], &rec, &err) != 0)
			continue;
		carc_verify(vf, &rec, &v);
		carc_report_json(devnull, &v);
		carc_report_text(devnull, &v, path);
	}
	carc_verdict_free(&v);
	carc_record_free(&rec);
	free(ids);
	carc_db_close(db);
	return 0;
}
