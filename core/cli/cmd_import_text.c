/*
 * cmd_import_text.c - carc import text FILE... --db DB [--plugin-dir DIR]
 *                     [--first-id N]
 *
 * Each file in carc's notation (doc/spec/notation.md) becomes one
 * recorded game, written by the one record writer (store/records.h) with
 * every column the notation holds.  A file that does not follow the
 * grammar is refused with file:line:col and what was expected there; the
 * others are still imported.  Tiles may be named as carc or as
 * JCloisterZone names them (the catalogues' aliases) and are written as
 * carc's ids; a name no catalogue knows is kept as written, as a record
 * may hold it (DATA-TILE-UNKNOWN), with a warning naming the nearest
 * names.
 *
 * Identity is the content: a game whose canonical notation (the text
 * `carc export text` writes, which leaves the game id out; its SHA-256)
 * is already that of a game of the database, or of a file imported
 * before it in the same run, is skipped, so importing twice changes
 * nothing.  One line per file, as import jcz prints: FILE: game N, or
 * FILE: skipped, already game N; then the counts.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <sqlite3.h>

#include "cli/cli.h"
#include "notation/notation.h"
#include "notation/resolve.h"
#include "store/records.h"
#include "util/sha256.h"

#define BATCH 500		/* games per transaction */
#define FILE_MAX (16 * 1024 * 1024)	/* far above any real game */

static void
usage(FILE *out)
{
	fprintf(out, "usage: carc import text FILE... --db DB "
	    "[--plugin-dir DIR] [--first-id N]\n");
}

/* -- the games already there, by the digest of their canonical text ---- */

/* A game's identity: the SHA-256 of its canonical notation (a forged
 * collision would make an import drop a different game, as for import
 * jcz's saves), and the game that has it. */
struct digest {
	unsigned char d[CARC_SHA256_BYTES];
	int64_t game;			/* 0: an empty slot */
};

struct seen {
	struct digest *v;
	size_t n, cap;			/* cap: a power of two, or 0 */
};

static size_t
seen_slot(const struct seen *s, const unsigned char *d)
{
	size_t i;
	uint64_t h;

	memcpy(&h, d, sizeof(h));
	for (i = (size_t)h & (s->cap - 1); s->v[i].game != 0 &&
	    memcmp(s->v[i].d, d, CARC_SHA256_BYTES) != 0;
	    i = (i + 1) & (s->cap - 1))
		;
	return i;
}

/* The game whose canonical text has digest d, or 0. */
static int64_t
seen_find(const struct seen *s, const unsigned char *d)
{
	return s->cap == 0 ? 0 : s->v[seen_slot(s, d)].game;
}

static int
seen_add(struct seen *s, const unsigned char *d, int64_t game)
{
	size_t i;

	if (seen_find(s, d) != 0)
		return 0;	/* two games of one text: the first counts */
	if (2 * (s->n + 1) > s->cap) {
		struct seen bigger = { NULL, 0, s->cap ? 2 * s->cap : 1024 };

		if ((bigger.v = calloc(bigger.cap, sizeof(*bigger.v))) == NULL)
			return -1;
		for (i = 0; i < s->cap; i++)
			if (s->v[i].game != 0)
				(void)seen_add(&bigger, s->v[i].d,
				    s->v[i].game);
		free(s->v);
		*s = bigger;
	}
	i = seen_slot(s, d);
	memcpy(s->v[i].d, d, CARC_SHA256_BYTES);
	s->v[i].game = game;
	s->n++;
	return 0;
}

/* The digest of n's canonical text; -1 when it has none (a game the
 * notation cannot hold, which therefore no file can repeat). */
static int
canonical(const struct carc_notation *n, unsigned char *d)
{
	struct carc_error err;
	struct carc_sha256 c;
	char *text;
	size_t len;

	if (carc_notation_text(n, &text, &len, &err) != 0)
		return -1;
	carc_sha256_init(&c);
	carc_sha256_update(&c, text, len);
	carc_sha256_final(&c, d);
	free(text);
	return 0;
}

static char *
column_dup(sqlite3_stmt *st, int i)
{
	const unsigned char *s = sqlite3_column_text(st, i);

	return s == NULL ? NULL : strdup((const char *)s);
}

/* Every game of the database at path, read by the record reader. */
static int
seen_load(struct seen *s, const char *path)
{
	struct carc_notation n;
	struct carc_error err;
	struct carc_db *db = NULL;
	struct carc_db_scan *sc = NULL;
	sqlite3_stmt *st = NULL;
	unsigned char d[CARC_SHA256_BYTES];
	int rc = -1, r;

	carc_notation_init(&n);
	if (carc_db_open(&db, path, CARC_DB_READONLY, &err) != 0 ||
	    carc_db_scan_open(db, 0, 1, &sc, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (sqlite3_prepare_v2(carc_db_handle(db), "SELECT source, "
	    "started_at, finished_at FROM games WHERE id = ?1", -1, &st,
	    NULL) != SQLITE_OK) {
		carc_warnx("cannot read '%s': %s", path,
		    sqlite3_errmsg(carc_db_handle(db)));
		goto out;
	}
	while ((r = carc_db_scan_next(sc, &n.rec, &err)) == 0) {
		free(n.source);
		free(n.started_at);
		free(n.finished_at);
		n.source = n.started_at = n.finished_at = NULL;
		sqlite3_bind_int64(st, 1, n.rec.id);
		if (sqlite3_step(st) == SQLITE_ROW) {
			n.source = column_dup(st, 0);
			n.started_at = column_dup(st, 1);
			n.finished_at = column_dup(st, 2);
		}
		sqlite3_reset(st);
		if (n.rec.id > 0 && canonical(&n, d) == 0 &&
		    seen_add(s, d, n.rec.id) != 0) {
			carc_warnx("out of memory");
			goto out;
		}
	}
	if (r < 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	rc = 0;
out:
	sqlite3_finalize(st);
	carc_db_scan_close(sc);
	carc_db_close(db);
	carc_notation_free(&n);
	return rc;
}

/* -- one file ------------------------------------------------------------ */

struct run {
	const char *dbpath;
	struct carc_store *store;	/* NULL until a game is to be written */
	const struct carc_catalogue *cat;
	struct seen seen;
	struct carc_notation n;
	int64_t next_id;
	unsigned long imported, skipped, refused;
};

static const char *
tile_name(size_t i, void *arg)
{
	return carc_notation_tile_name(arg, i);
}

/* Read the whole of path; NULL after a message. */
static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t n = 0, cap = 0, got;

	if (f == NULL) {
		carc_warnx("cannot open '%s': %s", path, strerror(errno));
		return NULL;
	}
	do {
		if (n == cap) {
			char *p;

			cap = cap ? 2 * cap : 8192;
			if (cap > FILE_MAX + 1) {
				carc_warnx("'%s' is longer than %d bytes: not "
				    "a game", path, FILE_MAX);
				goto fail;
			}
			if ((p = realloc(buf, cap)) == NULL) {
				carc_warnx("out of memory");
				goto fail;
			}
			buf = p;
		}
		got = fread(buf + n, 1, cap - n, f);
		n += got;
	} while (got > 0);
	if (ferror(f)) {
		carc_warnx("cannot read '%s'", path);
		goto fail;
	}
	fclose(f);
	*len = n;
	return buf;
fail:
	fclose(f);
	free(buf);
	return NULL;
}

enum { ONE_DONE, ONE_SKIPPED, ONE_REFUSED, ONE_FAILED };

static void
warn_unknown(struct run *r, const char *path)
{
	size_t i, total = carc_notation_tile_names(r->cat);

	for (i = 0; i < r->n.rec.nmoves; i++) {
		const struct carc_move *m = &r->n.rec.moves[i];
		const char *near;

		if (carc_catalogue_find(r->cat, m->tile) >= 0)
			continue;
		near = carc_cli_nearest(m->tile, tile_name, total,
		    (void *)r->cat);
		carc_warnx("%s:%u:%u: unknown tile '%s'%s%s%s (kept as "
		    "written: DATA-TILE-UNKNOWN)", path,
		    r->n.tile_at[i].line, r->n.tile_at[i].col, m->tile,
		    near ? " (did you mean '" : "", near ? near : "",
		    near ? "'?)" : "");
	}
}

static int
import_one(struct run *r, const char *path)
{
	struct carc_error err;
	unsigned char d[CARC_SHA256_BYTES];
	char *text;
	size_t len, first;
	int64_t id, there;
	int rc = ONE_REFUSED;

	if ((text = slurp(path, &len)) == NULL)
		return ONE_REFUSED;
	if (carc_notation_parse(&r->n, text, len, path, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (carc_notation_resolve(&r->n.rec, r->cat, &first) > 0)
		warn_unknown(r, path);
	if (canonical(&r->n, d) != 0) {
		carc_warnx("%s: cannot be written as a record", path);
		goto out;
	}
	if ((there = seen_find(&r->seen, d)) != 0) {
		printf("%s: skipped, already game %" PRId64 "\n", path, there);
		rc = ONE_SKIPPED;
		goto out;
	}
	rc = ONE_FAILED;
	if (r->store == NULL && carc_store_open(&r->store, r->dbpath,
	    CARC_STORE_CREATE | CARC_STORE_DROP_EMPTY, BATCH, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	id = r->next_id > 0 ? r->next_id : carc_store_next_id(r->store);
	r->n.rec.id = id;
	{
		struct carc_store_dates dates = { r->n.source,
		    r->n.started_at, r->n.finished_at };

		if (carc_store_put_dated(r->store, &r->n.rec, &dates,
		    &err) != 0) {
			carc_warnx("%s: %s", path, err.msg);
			goto out;
		}
	}
	if (seen_add(&r->seen, d, id) != 0) {
		carc_warnx("out of memory");
		goto out;
	}
	if (r->next_id > 0)
		r->next_id = id + 1;
	printf("%s: game %" PRId64 "\n", path, id);
	rc = ONE_DONE;
out:
	free(text);
	return rc;
}

int
carc_cmd_import_text(int argc, char **argv)
{
	struct carc_cli_import opt;
	struct carc_plugin_set set;
	struct carc_error err;
	struct run r;
	struct stat sb;
	int i, status = CARC_EXIT_FAIL, loaded = 0;

	switch (carc_cli_import_options(argc, argv, &opt, usage)) {
	case 0:
		break;
	case 1:
		return CARC_EXIT_OK;
	default:
		return CARC_EXIT_FAIL;
	}
	memset(&r, 0, sizeof(r));
	carc_notation_init(&r.n);
	r.dbpath = opt.dbpath;
	r.next_id = opt.first_id;
	if (carc_cli_load_plugins(&set, &opt.plugin_path) != 0)
		goto out;
	loaded = 1;
	r.cat = &set.cat;
	/* Never written through a symbolic link planted where the output
	 * goes (doc/hardening.md). */
	if (lstat(r.dbpath, &sb) == 0 && S_ISLNK(sb.st_mode)) {
		carc_warnx("refusing to write games into '%s': it is a "
		    "symbolic link", r.dbpath);
		goto out;
	}
	if (stat(r.dbpath, &sb) == 0) {
		if (carc_db_check_target(r.dbpath, &err) != 0) {
			carc_warnx("%s", err.msg);
			goto out;
		}
		if (sb.st_size > 0 && seen_load(&r.seen, r.dbpath) != 0)
			goto out;
	}
	for (i = optind; i < argc; i++) {
		switch (import_one(&r, argv[i])) {
		case ONE_DONE:
			r.imported++;
			break;
		case ONE_SKIPPED:
			r.skipped++;
			break;
		case ONE_REFUSED:
			r.refused++;
			break;
		default:
			goto out;
		}
	}
	if (carc_store_close(r.store, &err) != 0) {
		r.store = NULL;
		carc_warnx("%s", err.msg);
		goto out;
	}
	r.store = NULL;
	printf("imported %lu, skipped %lu (already there), refused %lu\n",
	    r.imported, r.skipped, r.refused);
	status = r.refused ? CARC_EXIT_FOUND : CARC_EXIT_OK;
out:
	carc_store_close(r.store, NULL);
	free(r.seen.v);
	carc_notation_free(&r.n);
	if (loaded)
		carc_plugins_unload(&set);
	return status;
}
