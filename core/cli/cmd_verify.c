/*
 * cmd_verify.c - carc verify [--game ID]... [--format text|json|junit]
 *                [--store] [--jobs N] [--shard K/N] [--plugin-dir DIR] DB
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <sqlite3.h>

#include "cli/cli.h"
#include "record/record.h"
#include "store/pending.h"
#include "store/results.h"
#include "verify/batch.h"
#include "verify/junit.h"
#include "verify/report.h"
#include "verify/verify.h"
#include "util/clock.h"
#include "util/progress.h"

enum { FORMAT_TEXT, FORMAT_JSON, FORMAT_JUNIT };

/* While the integrity check runs (record.h, carc_db_check_start) the
 * verdicts wait in memory; past this many bytes (CARC_HOLD_BYTES, see
 * carc(1)) they wait in a temporary file in $TMPDIR, so memory stays
 * bounded whatever the number of games and the reading does not wait for
 * the check (on a file of a million games the check takes 20 s: the
 * reading stood still that long).  Only where no temporary file can be
 * made does the reading wait. */
#define HOLD_MAX (8u << 20)

static unsigned long
hold_max(void)
{
	const char *s = getenv("CARC_HOLD_BYTES");
	char *end;
	unsigned long v;

	if (s == NULL || *s == '\0')
		return HOLD_MAX;
	errno = 0;
	v = strtoul(s, &end, 10);
	return errno != 0 || *end != '\0' ? HOLD_MAX : v;
}

/* An unnamed temporary file in $TMPDIR (else /tmp), open for update:
 * tmpfile(3) ignores TMPDIR. */
static FILE *
temp_file(void)
{
	const char *dir = getenv("TMPDIR");
	char path[4096];
	FILE *f;
	int fd;

	if (dir == NULL || *dir == '\0')
		dir = "/tmp";
	if ((size_t)snprintf(path, sizeof(path), "%s/carc-verdicts.XXXXXX",
	    dir) >= sizeof(path) || (fd = mkstemp(path)) < 0)
		return NULL;
	unlink(path);
	if ((f = fdopen(fd, "w+")) == NULL) {
		close(fd);
		return NULL;
	}
	/* a verdict is a line: written a megabyte at a time, not a page */
	setvbuf(f, NULL, _IOFBF, 1u << 20);
	return f;
}

/* More parts than this only add connections, and passes over the tables
 * with no index on game_id (core/record/scan.c). */
#define VERIFY_MAX_PARTS 4

/* --problems: print only the games that are not valid (and the summary) */
static int only_problems;

static void
verify_usage(FILE *out)
{
	fprintf(out, "usage: carc verify [--game ID|LO-HI[,...]]... "
	    "[--status STATUS[,...]]\n"
	    "                   [--format text|json|junit] [--store] "
	    "[--problems] [--jobs N]\n"
	    "                   [--shard K/N] [--no-integrity-check] "
	    "[--plugin-dir DIR] DB\n");
}

/* carc verify --help (and carc help verify): the usage, then a sentence
 * an option, as carc gen --help gives */
static void
verify_help(FILE *out)
{
	verify_usage(out);
	fputs(
"\n"
"Replays every game of DB (or only those given) against the rules, in game\n"
"id order, and says of each: valid, divergent (it breaks a rule; each\n"
"divergence names the rule id) or unverifiable (with the reason).\n"
"\n"
"  --game ID          verify this game only; repeat for more.  Every id\n"
"                     must be a game of DB, or nothing is verified.  Also\n"
"                     a range, 1-100 (the games of DB it spans), or a\n"
"                     comma-separated list: 3,7,10-20\n"
"  --status STATUS    only the games of this status: finished,\n"
"                     in_progress or abandoned (or a list: finished,abandoned)\n"
"  --format FORMAT    text for a person (the default), json (JSON Lines,\n"
"                     one object a game) or junit (JUnit XML for CI)\n"
"  --store            also write the verdicts and divergences into DB\n"
"  --problems         print only the games that are not valid; the summary\n"
"                     still counts every game\n"
"  --jobs N           verify with N workers, 1 to 256 (default: the online\n"
"                     processors); the output is the same whatever N\n"
"  --shard K/N        verify only the games whose id modulo N is K-1, so\n"
"                     that N runs share the games with no coordination\n"
"  --no-integrity-check\n"
"                     do not check that the file is whole (PRAGMA\n"
"                     integrity_check, which costs as much as reading\n"
"                     every game): a damaged file may then read as good\n"
"                     games.  For files you made yourself or checked\n"
"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
"                     (may repeat; carc(1), PLUGINS)\n"
"\n"
"Exit status: 0 every game valid, 1 one divergent or unverifiable,\n"
"2 the command failed.\n", out);
}

/* One run of carc verify: where the games come from, where verdicts go. */
struct verify_run {
	struct carc_db *rdb;		/* reads the games */
	struct carc_db *wdb;		/* --store: verdicts; else NULL */
	const char *path;
	const int64_t *ids;		/* --game; NULL: every game (scan) */
	size_t nids, next;
	unsigned shard_k, shard_n;
	struct carc_db_pscan *scan;
	unsigned parts;			/* read and judged at once, at most */
	int format, status;
	size_t counts[3];
	FILE *jout;
	/* The check of the file, running beside the reading until it has
	 * said the file is whole (NULL then, or with --store, which checks
	 * first); until then text and JSON go to hold, not stdout.  check:
	 * to be started once the reading has its snapshot. */
	struct carc_db_check *chk;
	int check;
	FILE *out, *hold;
	char *held;
	size_t held_len;
	int spilled;			/* hold is a temporary file, not held */
	unsigned long hold_max;		/* bytes held in memory at most */
	struct carc_progress prog;
	/* --store: the games are read, judged and their verdicts written
	 * a transaction at a time (store_games) */
	const struct carc_plugin_set *set;
	char plugins[1024];		/* carc_engine_signature */
	struct carc_db_scan *sc;	/* the transaction's games, or NULL:
					 * looked up by id (ids) */
	int64_t *all_ids;		/* every id, where no scan merges */
	size_t chunk_games;
	long long chunk_ms;		/* the reading and judging's share */
	long long chunk_max;		/* ... at most */
	struct timespec chunk_t0;
	int64_t last;			/* the last game read */
	int have_last;
	struct carc_pending_list pend;	/* the transaction's verdicts */
	struct carc_verifier *vf;	/* judges again under the lock */
};

/* The batch's reader (core/verify/batch.h): the next game to judge. */
static int
next_game(void *arg, struct carc_record *rec, struct carc_error *err)
{
	struct verify_run *r = arg;
	int64_t id;
	int rc;

	if (r->scan != NULL)
		return carc_db_pscan_next(r->scan, 0, rec, err);
	while (r->next < r->nids) {
		id = r->ids[r->next++];
		if (!carc_db_in_shard(id, r->shard_k, r->shard_n))
			continue;
		if ((rc = carc_db_read_game(r->rdb, id, rec, err)) != 1)
			return rc;
		carc_warnx("'%s' has no game %" PRId64, r->path, id);
		r->status = CARC_EXIT_FAIL;
	}
	return 1;
}

/* Copy the temporary file f to stdout: 0, or an errno (a write to it
 * that failed, a full disk, shows here). */
static int
unspill(FILE *f)
{
	char buf[1 << 16];
	size_t n;

	if (fflush(f) != 0 || ferror(f))
		return errno ? errno : EIO;
	rewind(f);
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		fwrite(buf, 1, n, stdout);
	return ferror(f) ? (errno ? errno : EIO) : 0;
}

static int spill(struct verify_run *r);

/*
 * The check has ended, or must end now (wait): if the file is whole, what
 * was held goes out and from now on verdicts go straight to stdout; if it
 * is damaged, nothing held ever goes out.  0, or -1 and err.
 */
static int
settle_check(struct verify_run *r, int wait, struct carc_error *err)
{
	int rc;

	if (r->chk == NULL)
		return 0;
	rc = wait ? carc_db_check_wait(r->chk, err) :
	    carc_db_check_poll(r->chk, err);
	if (rc == 1)
		return 0;
	carc_db_check_free(r->chk);
	r->chk = NULL;
	if (rc != 0)
		return -1;
	if (r->hold != NULL && r->spilled) {
		rc = unspill(r->hold);
		fclose(r->hold);
		r->hold = NULL;
		if (rc != 0)
			return carc_error_set(err, "cannot read back the verdicts "
			    "held in a temporary file: %s", strerror(rc));
	} else if (r->hold != NULL) {
		fclose(r->hold);
		r->hold = NULL;
		fwrite(r->held, 1, r->held_len, stdout);
		free(r->held);
		r->held = NULL;
	}
	r->out = stdout;
	return 0;
}

/* The verdicts held so far move to a temporary file, where the next go
 * too.  0, or -1 with nothing changed (no temporary file to be had). */
static int
spill(struct verify_run *r)
{
	FILE *f;

	if ((f = temp_file()) == NULL)
		return -1;
	if (fflush(r->hold) != 0 ||
	    fwrite(r->held, 1, r->held_len, f) != r->held_len ||
	    fflush(f) != 0) {
		fclose(f);
		return -1;
	}
	fclose(r->hold);
	free(r->held);
	r->held = NULL;
	r->held_len = 0;
	r->out = r->hold = f;
	r->spilled = 1;
	return 0;
}

/* A part's next game, in that part's thread (core/verify/split.c). */
static int
next_of_part(void *arg, unsigned part, struct carc_record *rec,
    struct carc_error *err)
{
	struct verify_run *r = arg;

	return carc_db_pscan_next(r->scan, part, rec, err);
}

static void
interrupt_parts(void *arg)
{
	struct verify_run *r = arg;

	carc_db_pscan_interrupt(r->scan);
}

static int print_game(struct verify_run *r, const struct carc_verdict *v,
    struct carc_error *err);

/* The batch's writer: each verdict, in game id order. */
static int
report_game(void *arg, const struct carc_record *rec,
    const struct carc_verdict *v, struct carc_error *err)
{
	struct verify_run *r = arg;

	/* stored, then printed, at the end of the transaction it was read
	 * in (store_games) */
	if (r->wdb != NULL) {
		if (carc_pending_add(&r->pend, v->game, v,
		    carc_record_fingerprint(rec), 0) != 0)
			return carc_error_set(err, "out of memory");
		return 0;
	}
	return print_game(r, v, err);
}

/* A verdict out: counted, printed (or held while the file's check
 * runs). */
static int
print_game(struct verify_run *r, const struct carc_verdict *v,
    struct carc_error *err)
{
	long held;
	int full;

	if (r->chk != NULL) {
		/* held in memory, and full: to a temporary file if one can
		 * be had, else the reading waits for the check */
		full = 0;
		if (r->hold != NULL && !r->spilled) {
			held = ftell(r->hold);
			full = held < 0 || (unsigned long)held >= r->hold_max;
		}
		if (full && spill(r) == 0)
			full = 0;
		if (settle_check(r, full, err) != 0)
			return -1;
	}
	r->counts[v->kind]++;
	carc_progress_step(&r->prog);
	if (only_problems && v->kind == CARC_VALID)
		;
	else if (r->format == FORMAT_JSON)
		carc_report_json(r->out, v);
	else if (r->format == FORMAT_JUNIT)
		carc_junit_verdict(r->jout, r->path, v);
	else
		carc_report_text(r->out, v, r->path);
	if (v->kind != CARC_VALID && r->status == CARC_EXIT_OK)
		r->status = CARC_EXIT_FOUND;
	return 0;
}

/*
 * --store: the games read, judged and their verdicts written a
 * transaction at a time, each transaction bounded by a number of games
 * and by time, so that a writer beside carc (a game server) never waits
 * long for the lock, and the verdicts go in many games to a transaction
 * (doc/spec/cli.md: several games may share one; each game whole, a
 * savepoint each).  A transaction reads its games on the connection
 * that writes their verdicts: a result is never stored for rows that
 * changed after they were read (doc/spec/cli.md), because the first write
 * of a transaction upgrades its read lock, which SQLite refuses (BUSY,
 * or BUSY_SNAPSHOT in a WAL) when another connection committed since
 * the games were read, or waits to.  Then the transaction is rolled
 * back, which lets that writer go on, and done again under the write
 * lock (BEGIN IMMEDIATE): read, judged and written with nobody else
 * writing.  What a transaction prints goes out once it has committed,
 * so the output is what was stored.  Nothing of the file's settings
 * changes (record-format.md).
 */

/* At most this many games a transaction. */
#define STORE_CHUNK_GAMES 8192
/* The reading and judging of a transaction's games stop after this long
 * (the lock is then held a few ms more, to write): a writer waits no
 * longer than this for a reader's lock, and a new game's verdict lands
 * within about this of its commit. */
#define STORE_CHUNK_MS 50
/* Opening a transaction's reading sorts the rows of a table with no
 * index on game_id (scores, in the spec's tables) from a full pass over
 * the table: after its opening, a transaction reads for at least this
 * many times what the opening took, so the openings are a ninth of the
 * time at most (as carcd's OPEN_SHARE, core/daemon/watch.c), but not
 * past STORE_CHUNK_MAX_MS: what a writer may be kept waiting for a
 * reader's lock in a rollback journal, and in a WAL too, when a writer
 * committed during the reading and the transaction's games are looked
 * at again under the write lock (2 s there kept a server waiting 4 s).
 * On a file so large that a pass over scores costs more than a few tens
 * of ms, the openings then cost more than the reading (an index on
 * scores(game_id), as db/schema.sql has, makes an opening cost nothing);
 * and a rollback journal's writer waits for the opening too. */
#define STORE_OPEN_SHARE 8
#define STORE_CHUNK_MAX_MS 250

/* The batch's reader of a --store transaction. */
static int
next_stored(void *arg, struct carc_record *rec, struct carc_error *err)
{
	struct verify_run *r = arg;
	const int64_t *ids = r->ids != NULL ? r->ids : r->all_ids;
	int64_t id;
	long long open_ms;
	int rc;

	/* the transaction's share is up: its games are done, then it
	 * commits */
	if (r->chunk_games >= STORE_CHUNK_GAMES || (r->chunk_games > 0 &&
	    carc_clock_ms_since(&r->chunk_t0) >= r->chunk_ms))
		return 1;
	if (r->sc == NULL) {
		while (r->next < r->nids) {
			id = ids[r->next++];
			if (!carc_db_in_shard(id, r->shard_k, r->shard_n))
				continue;
			if ((rc = carc_db_read_game(r->wdb, id, rec, err)) < 0)
				return -1;
			if (rc == 1) {
				if (r->ids == NULL)
					continue;	/* since deleted */
				carc_warnx("'%s' has no game %" PRId64, r->path,
				    id);
				r->status = CARC_EXIT_FAIL;
				continue;
			}
			r->chunk_games++;
			return 0;
		}
		return 1;
	}
	for (;;) {
		if ((rc = carc_db_scan_next(r->sc, rec, err)) != 0)
			return rc;
		r->last = rec->id;
		r->have_last = 1;
		if (r->chunk_games++ == 0) {
			/* the share counts from here: a slow opening
			 * must not leave a transaction a game or two */
			open_ms = carc_clock_ms_since(&r->chunk_t0);
			clock_gettime(CLOCK_MONOTONIC, &r->chunk_t0);
			r->chunk_ms = open_ms * STORE_OPEN_SHARE;
			if (r->chunk_ms < STORE_CHUNK_MS)
				r->chunk_ms = STORE_CHUNK_MS;
			if (r->chunk_ms > r->chunk_max)
				r->chunk_ms = r->chunk_max;
		}
		if (carc_db_in_shard(rec->id, r->shard_k, r->shard_n))
			return 0;
	}
}

static int
exec_sql(struct carc_db *db, const char *sql)
{
	return sqlite3_exec(carc_db_handle(db), sql, NULL, NULL, NULL);
}

/* The one value of a query of games (?1, ?2 bound to a and b where it
 * has them): *type its SQLite type, SQLITE_NULL when no row; *id its
 * integer value. */
static int
game_id_query(struct carc_db *db, const char *sql, int64_t a, int64_t b,
    int64_t *id, int *type, struct carc_error *err)
{
	sqlite3_stmt *st;
	int rc;

	*id = 0;
	*type = SQLITE_NULL;
	if (sqlite3_prepare_v2(carc_db_handle(db), sql, -1, &st, NULL) !=
	    SQLITE_OK)
		return carc_error_set(err, "cannot read '%s': %s",
		    carc_db_path(db), sqlite3_errmsg(carc_db_handle(db)));
	if (sqlite3_bind_parameter_count(st) >= 2) {
		sqlite3_bind_int64(st, 1, a);
		sqlite3_bind_int64(st, 2, b);
	}
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		*type = sqlite3_column_type(st, 0);
		*id = sqlite3_column_int64(st, 0);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return carc_error_set(err, "cannot read '%s': %s",
		    carc_db_path(db), sqlite3_errmsg(carc_db_handle(db)));
	return 0;
}

/* The id of the n-th game from id from on (0: from's own), or INT64_MAX
 * when there are fewer: the end of a transaction's range. */
static int
range_end(struct carc_db *db, int64_t from, int64_t n, int64_t *to,
    struct carc_error *err)
{
	int type;

	if (game_id_query(db, "SELECT id FROM games WHERE id >= ?1 ORDER BY "
	    "id LIMIT 1 OFFSET ?2", from, n, to, &type, err) != 0)
		return -1;
	if (type == SQLITE_NULL)
		*to = INT64_MAX;
	return 0;
}

/* The highest game id of db: INT64_MIN if it has no game; INT64_MAX (no
 * bound, as before) if it is not an integer (the reader makes such a
 * game unverifiable). */
static int
max_game_id(struct carc_db *db, int64_t *id, struct carc_error *err)
{
	int type;

	if (game_id_query(db, "SELECT max(id) FROM games", 0, 0, id, &type,
	    err) != 0)
		return -1;
	if (type == SQLITE_NULL)
		*id = INT64_MIN;
	else if (type != SQLITE_INTEGER)
		*id = INT64_MAX;
	return 0;
}

/* The transaction's verdicts, in it: 0, -1, or CARC_STORE_BUSY (err
 * set). */
static int
write_pending(struct verify_run *r, struct carc_error *err)
{
	struct carc_store_state st;
	size_t i;
	int rc;

	st.plugins = r->plugins;
	for (i = 0; i < r->pend.n; i++) {
		st.fingerprint = r->pend.p[i].fingerprint;
		if ((rc = carc_store_verdict_in(r->wdb, &r->pend.p[i].v, &st,
		    err)) != 0)
			return rc;
	}
	return 0;
}

/*
 * Under the write lock, after a writer committed since the transaction's
 * games were read: each held game read again (one scan over their range,
 * or a lookup each where the file cannot be merged or the games were
 * named), its verdict kept if its rows are the same, judged again here if
 * not, dropped if it is gone.  0 or -1.
 */
static int
recheck(struct verify_run *r, int scanning, struct carc_error *err)
{
	struct carc_db_scan *sc = NULL;
	struct carc_pending *e;
	struct carc_record rec;
	size_t i, k;
	int rc = 0, have = 0, gone;

	if (r->pend.n == 0)
		return 0;
	if (r->vf == NULL && carc_verifier_new(&r->vf, r->set, err) != 0)
		return -1;
	carc_record_init(&rec);
	if (scanning && carc_db_scan_open_from(r->wdb, r->pend.p[0].v.game,
	    r->pend.p[r->pend.n - 1].v.game, &sc, err) != 0) {
		carc_record_free(&rec);
		return -1;
	}
	for (i = k = 0; i < r->pend.n; i++) {
		e = &r->pend.p[i];
		gone = 0;
		if (sc != NULL) {
			while (rc == 0 && (!have || rec.id < e->v.game)) {
				if ((rc = carc_db_scan_next(sc, &rec, err)) == 0)
					have = 1;
			}
			if (rc < 0)
				break;
			gone = rc == 1 || rec.id != e->v.game;
		} else if ((rc = carc_db_read_game(r->wdb, e->v.game, &rec,
		    err)) < 0)
			break;
		else
			gone = rc == 1;
		rc = rc < 0 ? rc : 0;
		if (gone)
			continue;	/* deleted since: no verdict */
		if (carc_record_fingerprint(&rec) != e->fingerprint) {
			carc_verify(r->vf, &rec, &e->v);
			e->fingerprint = carc_record_fingerprint(&rec);
		}
		if (k != i) {
			/* swap, so that each entry keeps an array of its own */
			struct carc_pending t = r->pend.p[k];

			r->pend.p[k] = *e;
			*e = t;
		}
		k++;
	}
	carc_db_scan_close(sc);
	carc_record_free(&rec);
	if (rc < 0)
		return -1;
	r->pend.n = k;
	return 0;
}

static int
store_games(struct verify_run *r, unsigned jobs, struct carc_error *err)
{
	struct carc_batch_source src = { next_stored, report_game, r };
	size_t i;
	int64_t from = INT64_MIN, to = INT64_MAX, last_id = INT64_MIN;
	int locked, rc, scanning = r->ids == NULL;

	carc_engine_signature(r->plugins, sizeof(r->plugins), r->set);
	r->chunk_max = STORE_CHUNK_MAX_MS;
	if (scanning) {
		/* merged by game id where the file allows; else by id */
		if (carc_db_scan_open_from(r->wdb, from, from, &r->sc,
		    err) != 0)
			return -1;
		if (r->sc == NULL) {
			scanning = 0;
			if (carc_db_game_ids(r->wdb, &r->all_ids, &r->nids,
			    err) != 0)
				return -1;
		}
		carc_db_scan_close(r->sc);
		r->sc = NULL;
		/* The games the file holds now, up to its last id: beside a
		 * server that keeps adding games, a run that also took the
		 * new ones never ended (100,000 games, stopped after 836 s).
		 * Those are for the next run or carcd, as a plain verify's
		 * snapshot leaves them. */
		if (scanning && max_game_id(r->wdb, &last_id, err) != 0)
			return -1;
	}
	for (;;) {
		if (scanning && range_end(r->wdb, from, STORE_CHUNK_GAMES - 1,
		    &to, err) != 0)
			return -1;
		if (scanning && to > last_id)
			to = last_id;
		if (!scanning && r->next >= r->nids)
			break;
		/* Nothing written into a damaged file: the check has ended
		 * before the first transaction begins.  Waited for with no
		 * lock held, as the check holds none for long (capture.c): a
		 * transaction's read lock held meanwhile kept a rollback
		 * journal's writers waiting as long as the check. */
		if (r->chk != NULL) {
			rc = carc_db_check_wait(r->chk, err);
			carc_db_check_free(r->chk);
			r->chk = NULL;
			if (rc != 0)
				return -1;
		}
		/* read and judged under a read lock (a deferred BEGIN) */
		if (exec_sql(r->wdb, "BEGIN") != SQLITE_OK)
			goto dberr;
		r->chunk_games = 0;
		r->have_last = 0;
		r->chunk_ms = STORE_CHUNK_MS;
		carc_pending_clear(&r->pend);
		clock_gettime(CLOCK_MONOTONIC, &r->chunk_t0);
		rc = 0;
		if (scanning && carc_db_scan_open_from(r->wdb, from, to,
		    &r->sc, err) != 0)
			rc = -1;
		if (rc == 0)
			rc = carc_batch_run(r->set, jobs, &src, err);
		carc_db_scan_close(r->sc);
		r->sc = NULL;
		if (rc < 0) {
			exec_sql(r->wdb, "ROLLBACK");
			return -1;
		}
		/* the write lock now, for the writing alone: refused at
		 * once if another connection committed since the games were
		 * read (or waits to commit); then the read ends, which lets
		 * it go on, and the games are looked at again under the
		 * write lock */
		for (locked = 0;; locked++) {
			if (locked && recheck(r, scanning, err) != 0) {
				exec_sql(r->wdb, "ROLLBACK");
				return -1;
			}
			if ((rc = write_pending(r, err)) == 0 &&
			    exec_sql(r->wdb, "COMMIT") == SQLITE_OK)
				break;
			if (rc == 0)
				carc_error_set(err, "cannot store verdicts in "
				    "'%s': %s", r->path, sqlite3_errmsg(
				    carc_db_handle(r->wdb)));
			exec_sql(r->wdb, "ROLLBACK");
			carc_store_forget(r->wdb);
			if (rc != CARC_STORE_BUSY || locked)
				return -1;
			if (exec_sql(r->wdb, "BEGIN IMMEDIATE") != SQLITE_OK)
				goto dberr;
		}
		/* stored: now out, in game id order */
		for (i = 0; i < r->pend.n; i++)
			if (print_game(r, &r->pend.p[i].v, err) != 0)
				return -1;
		if (!scanning)
			continue;
		/* on from the last game read, or past the range, up to the
		 * last id there was */
		if (r->have_last && r->last < to) {
			from = r->last + 1;
			continue;
		}
		if (to >= last_id)
			break;
		from = to + 1;
	}
	return 0;
dberr:
	return carc_error_set(err, "cannot store verdicts in '%s': %s",
	    r->path, sqlite3_errmsg(carc_db_handle(r->wdb)));
}

/* How many games the run will verify, for the progress line's total and
 * time left (as carc gen has them): the ids asked for or every id of the
 * file, in the shard.  0 (no total shown) if the ids cannot be listed. */
static uint64_t
games_to_verify(const struct verify_run *r)
{
	struct carc_error err;
	int64_t *all = NULL;
	const int64_t *ids = r->ids;
	size_t n = r->nids, i;
	uint64_t total = 0;

	if (ids == NULL) {
		/* --store reads on its writing connection */
		if (carc_db_game_ids(r->rdb != NULL ? r->rdb : r->wdb, &all,
		    &n, &err) != 0)
			return 0;
		ids = all;
	}
	for (i = 0; i < n; i++)
		total += carc_db_in_shard(ids[i], r->shard_k, r->shard_n);
	free(all);
	return total;
}

/* Verify the games of r (r->ids, or every game of the shard) with jobs
 * workers, printing each verdict; returns the exit status. */
static int
verify_games(struct verify_run *r, const struct carc_plugin_set *set,
    unsigned jobs)
{
	struct carc_batch_source src = { next_game, report_game, r };
	struct carc_error err;
	size_t n, junit_len = 0;
	int in_txn = 0;
	char *junit = NULL;

	r->status = CARC_EXIT_OK;
	carc_progress_begin(&r->prog, "verify", 0, r->format == FORMAT_TEXT);
	if (r->prog.on)
		r->prog.total = games_to_verify(r);
	/* JUnit's suite element counts its cases: gather them first. */
	if (r->format == FORMAT_JUNIT &&
	    (r->jout = open_memstream(&junit, &junit_len)) == NULL) {
		carc_error_set(&err, "out of memory");
		goto fail;
	}
	r->out = stdout;
	r->hold_max = hold_max();
	if (r->wdb != NULL) {
		/* the whole file checked on its thread while the run
		 * sets up, and before the first transaction (store_games) */
		if (r->check && carc_db_check_start_whole(r->path, &r->chk,
		    &err) != 0)
			goto fail;
		if (store_games(r, jobs, &err) != 0)
			goto fail;
		carc_progress_end(&r->prog);
		goto done;
	}
	/* One read transaction is one snapshot of the whole database, and
	 * much faster than one per game. */
	if (r->ids == NULL) {
		if (carc_db_pscan_open(r->rdb, r->shard_k, r->shard_n,
		    r->parts, &r->scan, &err) != 0)
			goto fail;
	} else {
		if (carc_db_begin_read(r->rdb, &err) != 0)
			goto fail;
		in_txn = 1;
	}
	/* The check begins while the reading holds its snapshot, on what
	 * the games are read from: the still copy of a rollback-journal
	 * file (carc_db_snapshot, above), which nobody writes; a WAL file
	 * or one with no copy, the file itself, as still (the reading's
	 * lock keeps a rollback journal's writers out, record.h,
	 * carc_db_begin_read; a WAL reader keeps its snapshot). */
	if (r->check && carc_db_check_start_on(r->rdb, &r->chk, &err) != 0)
		goto fail;
	if (r->chk != NULL && r->format != FORMAT_JUNIT &&
	    (r->out = r->hold = open_memstream(&r->held,
	    &r->held_len)) == NULL) {
		carc_error_set(&err, "out of memory");
		goto fail;
	}
	/* In parts, each read and judged by a thread of its own; else
	 * one reader (this thread) feeding the workers. */
	if (r->scan != NULL && carc_db_pscan_parts(r->scan) > 1) {
		struct carc_batch_parts parts = { carc_db_pscan_parts(r->scan),
		    next_of_part, interrupt_parts, report_game, r };

		if (carc_batch_run_parts(set, &parts, &err) < 0)
			goto fail;
	} else if (carc_batch_run(set, jobs, &src, &err) < 0)
		goto fail;
	carc_progress_end(&r->prog);
	carc_db_pscan_close(r->scan);
	r->scan = NULL;
	if (in_txn)
		carc_db_commit(r->rdb, NULL);
	in_txn = 0;
	if (settle_check(r, 1, &err) != 0)
		goto fail;
done:
	n = r->ids != NULL ? r->nids : r->counts[0] + r->counts[1] +
	    r->counts[2];
	if (r->format == FORMAT_TEXT)
		printf("%zu game%s: %zu valid, %zu divergent, %zu "
		    "unverifiable\n", n, n == 1 ? "" : "s",
		    r->counts[CARC_VALID], r->counts[CARC_DIVERGENT],
		    r->counts[CARC_UNVERIFIABLE]);
	if (r->jout != NULL) {
		fclose(r->jout);
		carc_junit_begin(stdout, r->path, (only_problems ? 0 :
		    r->counts[0]) +
		    r->counts[1] + r->counts[2], r->counts[CARC_DIVERGENT],
		    r->counts[CARC_UNVERIFIABLE]);
		fwrite(junit, 1, junit_len, stdout);
		carc_junit_end(stdout);
		free(junit);
	}
	return r->status;
fail:
	carc_progress_end(&r->prog);
	carc_db_pscan_close(r->scan);
	if (r->jout != NULL)
		fclose(r->jout);
	free(junit);
	if (in_txn)
		carc_db_rollback(r->rdb);
	/* A read that failed on a damaged file: the check's words for the
	 * damage are the ones a user is given (doc/hardening.md); if the
	 * reading failed before the check began, it runs now. */
	if (r->chk == NULL && r->check) {
		struct carc_error why;

		if (carc_db_check_start_on(r->rdb, &r->chk, &why) != 0)
			r->chk = NULL;
	}
	if (r->chk != NULL) {
		struct carc_error why;

		if (carc_db_check_wait(r->chk, &why) != 0)
			err = why;
		carc_db_check_free(r->chk);
		r->chk = NULL;
	}
	if (r->hold != NULL)
		fclose(r->hold);
	free(r->held);
	carc_warnx("%s", err.msg);
	return CARC_EXIT_FAIL;
}

/* --jobs N: 1 to CARC_BATCH_MAX_JOBS workers. */
static int
parse_jobs(const char *s, unsigned *jobs)
{
	int64_t v;

	if (carc_cli_parse_int64(s, &v) != 0 || v < 1 ||
	    v > CARC_BATCH_MAX_JOBS) {
		carc_warnx("--jobs: '%s' is not a number from 1 to %d", s,
		    CARC_BATCH_MAX_JOBS);
		return -1;
	}
	*jobs = (unsigned)v;
	return 0;
}

/* --shard K/N: shard K (1 to N) of N; stored 0-based. */
static int
parse_shard(const char *s, unsigned *k, unsigned *n)
{
	char buf[64], *slash;
	int64_t kv, nv;

	if (strlen(s) >= sizeof(buf))
		goto bad;
	memcpy(buf, s, strlen(s) + 1);
	if ((slash = strchr(buf, '/')) == NULL)
		goto bad;
	*slash = '\0';
	if (carc_cli_parse_int64(buf, &kv) != 0 ||
	    carc_cli_parse_int64(slash + 1, &nv) != 0 || nv < 1 ||
	    nv > 1000000 || kv < 1 || kv > nv)
		goto bad;
	*k = (unsigned)(kv - 1);
	*n = (unsigned)nv;
	return 0;
bad:
	carc_warnx("--shard: '%s' is not K/N with 1 <= K <= N", s);
	return -1;
}

int
carc_cmd_verify(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "status", required_argument, NULL, 'T' },
		{ "format", required_argument, NULL, 'f' },
		{ "store", no_argument, NULL, 's' },
		{ "problems", no_argument, NULL, 'p' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "shard", required_argument, NULL, 'S' },
		{ "no-integrity-check", no_argument, NULL, 'N' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct verify_run run;
	struct carc_db *db = NULL, *wdb = NULL;
	struct carc_error err;
	struct carc_cli_select sel;
	int64_t *ids = NULL;
	size_t nids = 0;
	int c, format = FORMAT_TEXT, store = 0, status = CARC_EXIT_FAIL;
	int check = 1;
	unsigned jobs = carc_batch_default_jobs(), shard_k = 0, shard_n = 1;

	memset(&sel, 0, sizeof(sel));
	optind = 1;
	while ((c = getopt_long(argc, argv, "g:T:f:spP:j:S:Nh", opts, NULL)) !=
	    -1) {
		switch (c) {
		case 'g':
			if (carc_cli_select_game(&sel, optarg) != 0)
				goto out;
			break;
		case 'T':
			if (carc_cli_select_status(&sel, optarg) != 0)
				goto out;
			break;
		case 'f':
			if (strcmp(optarg, "json") == 0)
				format = FORMAT_JSON;
			else if (strcmp(optarg, "text") == 0)
				format = FORMAT_TEXT;
			else if (strcmp(optarg, "junit") == 0)
				format = FORMAT_JUNIT;
			else {
				carc_warnx("--format: '%s' is not text, json or "
				    "junit", optarg);
				goto out;
			}
			break;
		case 'p':
			only_problems = 1;
			break;
		case 's':
			store = 1;
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				goto out;
			break;
		case 'j':
			if (parse_jobs(optarg, &jobs) != 0)
				goto out;
			break;
		case 'S':
			if (parse_shard(optarg, &shard_k, &shard_n) != 0)
				goto out;
			break;
		case 'N':
			check = 0;
			break;
		case 'h':
			verify_help(stdout);
			status = CARC_EXIT_OK;
			goto out;
		default:
			carc_cli_bad_option(argc, argv, opts);
			verify_usage(stderr);
			goto out;
		}
	}
	if (optind != argc - 1) {
		verify_usage(stderr);
		goto out;
	}
	if (carc_cli_load_plugins(&set, &plugin_path) != 0)
		goto out;
	/* --store: verdicts through a connection of their own, the games
	 * read through a read-only one.  A damaged file must not read as
	 * good games (doc/hardening.md): checked first when verdicts are
	 * to be written into it, else beside the reading (check.c). */
	memset(&run, 0, sizeof(run));
	if ((store && carc_db_open(&wdb, argv[optind], CARC_DB_READWRITE,
	    &err) != 0) ||
	    carc_db_open(&db, argv[optind], CARC_DB_READONLY, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto unload;
	}
	/* Without --store, the games of a rollback-journal file are read
	 * from a still copy of it, made a few MB per read lock: reading
	 * the file itself in one snapshot (scan.c) would keep a game
	 * server's commits waiting for the whole run, its integrity check
	 * included (a 5 s writer failed beside 20,000 games).  The copy is
	 * of one committed moment, so the verdicts are those of that one
	 * snapshot.  In WAL, or with no room for a copy, the file itself.
	 * (--store gives way between its batches instead: store/pending.c.) */
	if (!store && carc_db_read_still(&db, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto unload;
	}
	/* game id order (doc/spec/cli.md), each once; every id named
	 * alone there before any is verified */
	if (carc_cli_select_resolve(&sel, db, argv[optind], &ids, &nids) != 0)
		goto unload;
	run.rdb = db;
	run.wdb = wdb;
	run.set = &set;
	run.path = argv[optind];
	run.ids = nids != 0 ? ids : NULL;
	run.nids = nids;
	run.shard_k = shard_k;
	run.shard_n = shard_n;
	run.format = format;
	run.check = check;
	/* With workers, the games are read in parts, each read and judged
	 * by a worker: a part passes over the tables with no index on
	 * game_id (and, of a shard, over every row), so no more parts than
	 * the cores, and a few at most (doc/benchmark.md). */
	run.parts = jobs < carc_batch_default_jobs() ? jobs :
	    carc_batch_default_jobs();
	if (run.parts > VERIFY_MAX_PARTS)
		run.parts = VERIFY_MAX_PARTS;
	status = verify_games(&run, &set, jobs);
unload:
	free(run.all_ids);
	carc_pending_free(&run.pend);
	carc_verifier_free(run.vf);
	carc_db_check_free(run.chk);
	carc_db_close(db);
	carc_db_close(wdb);
	carc_plugins_unload(&set);
out:
	carc_cli_select_free(&sel);
	free(ids);
	return status;
}
