/*
 * cmd_import.c - carc import jcz PATH... --db DB [--plugin-dir DIR]
 *                [--first-id N]
 *
 * Each save (a file, or every *.jcz under a directory) becomes one
 * recorded game, written by the one record writer (store/records.h); a
 * save that cannot be imported whole is refused with a message naming
 * it, and the others are still imported.  A save is known by its
 * content (jcz.c, content_key), whose digest is kept in games.source: one
 * already in the database is skipped, so importing twice changes
 * nothing; each file's line on stdout names its game.  A path that is
 * missing or cannot be read, or a catalogue's broken import block, fails
 * the whole command before anything is written, and the database is
 * created only when a game is to be written into it
 * (doc/import-jcz.md).
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#include "cli/cli.h"
#include "import/end.h"
#include "import/game.h"
#include "import/jcz.h"
#include "import/jcz_rules.h"
#include "record/record.h"
#include "store/records.h"
#include "util/progress.h"
#include "util/sha256.h"

#define BATCH 500		/* games per transaction */

static void
import_usage(FILE *out)
{
	fprintf(out, "usage: carc import jcz FILE|DIR... --db DB "
	    "[--plugin-dir DIR] [--first-id N]\n");
}

/* -- the saves already there ---------------------------------------------- */

/*
 * A save is known by the digest of its content (import/jcz.c,
 * content_key), kept in games.source as " sha256=HEX": one game per
 * digest.  A game the carc before issue 34 imported has only its
 * gameId there, which many saves share: those are kept apart, several
 * per gameId, and are only the games to compare a save with (legacy_match).
 */
struct keys {
	char **key;
	int64_t *game;
	size_t n, cap;		/* cap: a power of two, or 0 */
};

static uint64_t
hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	while (*s != '\0')
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

static size_t
keys_start(const struct keys *k, const char *key)
{
	return (size_t)hash(key) & (k->cap - 1);
}

/* From slot *i on, the next game that holds key, or 0: each game of a key
 * that several hold in turn.  The table is at most half full, so the
 * walk ends at an empty slot. */
static int64_t
keys_next(const struct keys *k, const char *key, size_t *i)
{
	if (k->cap == 0)
		return 0;
	for (; k->key[*i] != NULL; *i = (*i + 1) & (k->cap - 1))
		if (strcmp(k->key[*i], key) == 0) {
			int64_t game = k->game[*i];

			*i = (*i + 1) & (k->cap - 1);
			return game;
		}
	return 0;
}

/* The (first) game that holds key, or 0. */
static int64_t
keys_find(const struct keys *k, const char *key)
{
	size_t i;

	if (k->cap == 0)
		return 0;
	i = keys_start(k, key);
	return keys_next(k, key, &i);
}

/* key[0..len) -> game; with many == 0 a key already there keeps its
 * first game. */
static int
keys_add(struct keys *k, const char *key, size_t len, int64_t game, int many)
{
	size_t i;
	char *s;

	if (2 * (k->n + 1) > k->cap) {
		struct keys bigger = { NULL, NULL, k->n, k->cap ? 2 * k->cap :
		    256 };

		if ((bigger.key = calloc(bigger.cap, sizeof(char *))) == NULL ||
		    (bigger.game = calloc(bigger.cap, sizeof(int64_t))) ==
		    NULL) {
			free(bigger.key);
			return -1;
		}
		for (i = 0; i < k->cap; i++)
			if (k->key[i] != NULL) {
				size_t j = keys_start(&bigger, k->key[i]);

				while (bigger.key[j] != NULL)
					j = (j + 1) & (bigger.cap - 1);
				bigger.key[j] = k->key[i];
				bigger.game[j] = k->game[i];
			}
		free(k->key);
		free(k->game);
		*k = bigger;
	}
	if ((s = malloc(len + 1)) == NULL)
		return -1;
	memcpy(s, key, len);
	s[len] = '\0';
	if (!many && keys_find(k, s) != 0) {
		free(s);	/* two games of one save: the first counts */
		return 0;
	}
	for (i = keys_start(k, s); k->key[i] != NULL;
	    i = (i + 1) & (k->cap - 1))
		;
	k->key[i] = s;
	k->game[i] = game;
	k->n++;
	return 0;
}

static void
keys_free(struct keys *k)
{
	size_t i;

	for (i = 0; i < k->cap; i++)
		free(k->key[i]);
	free(k->key);
	free(k->game);
	memset(k, 0, sizeof(*k));
}

/*
 * What a games.source this importer wrote says of its save:
 *   JCloisterZone VERSION gameId=ID sha256=HEX, save 'FILE', imported ...
 * (" sha256=HEX" since issue 34; the VERSION and ID without spaces,
 * jcz.c).  *id, *idlen: the gameId; *sha: the 64 hex digits, or NULL
 * in a source of the carc before.  -1 for any other source.
 */
static int
source_keys(const char *src, const char **id, size_t *idlen,
    const char **sha)
{
	static const char idchars[] = "0123456789abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ-_.";
	const char *p;
	size_t n;

	if (src == NULL || strncmp(src, "JCloisterZone ", 14) != 0)
		return -1;
	p = src + 14;
	if ((n = strcspn(p, " ,")) == 0 || strncmp(p + n, " gameId=", 8) != 0)
		return -1;
	*id = p += n + 8;
	if ((*idlen = strspn(p, idchars)) == 0)
		return -1;
	p += *idlen;
	*sha = NULL;
	if (strncmp(p, " sha256=", 8) == 0 &&
	    strspn(p + 8, "0123456789abcdef") == CARC_SHA256_HEX - 1) {
		*sha = p + 8;
		p += 8 + CARC_SHA256_HEX - 1;
	}
	return *p == ',' || *p == '\0' ? 0 : -1;
}

/* Every JCloisterZone save already in the database: by digest in saves,
 * the older ones by gameId in legacy. */
static int
keys_load(struct keys *saves, struct keys *legacy, struct carc_store *store)
{
	sqlite3 *db = carc_store_handle(store);
	sqlite3_stmt *q;
	int rc;

	if (sqlite3_prepare_v2(db, "SELECT id, source FROM games WHERE "
	    "source LIKE 'JCloisterZone %'", -1, &q, NULL) != SQLITE_OK) {
		carc_warnx("cannot read '%s': %s", carc_store_path(store),
		    sqlite3_errmsg(db));
		return -1;
	}
	while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
		const char *id, *sha;
		size_t len;
		int64_t game = sqlite3_column_int64(q, 0);

		if (source_keys((const char *)sqlite3_column_text(q, 1), &id,
		    &len, &sha) != 0)
			continue;
		if ((sha != NULL ? keys_add(saves, sha, CARC_SHA256_HEX - 1,
		    game, 0) : keys_add(legacy, id, len, game, 1)) != 0) {
			sqlite3_finalize(q);
			carc_warnx("out of memory");
			return -1;
		}
	}
	sqlite3_finalize(q);
	if (rc != SQLITE_DONE) {
		carc_warnx("cannot read '%s': %s", carc_store_path(store),
		    sqlite3_errmsg(db));
		return -1;
	}
	return 0;
}

/* -- the paths: files, and the *.jcz files under directories --------------- */

struct paths {
	char **v;
	size_t n, cap;
};

static int
paths_add(struct paths *p, const char *s)
{
	if (p->n == p->cap) {
		size_t cap = p->cap ? 2 * p->cap : 64;
		char **v = realloc(p->v, cap * sizeof(*v));

		if (v == NULL)
			return -1;
		p->v = v;
		p->cap = cap;
	}
	if ((p->v[p->n] = strdup(s)) == NULL)
		return -1;
	p->n++;
	return 0;
}

static void
paths_free(struct paths *p)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		free(p->v[i]);
	free(p->v);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
is_jcz_name(const char *name)
{
	size_t n = strlen(name);

	return n > 4 && name[0] != '.' && strcmp(name + n - 4, ".jcz") == 0;
}

/* The *.jcz files under dir, in name order, subdirectories included
 * (not through symbolic links to directories, which could loop). */
static int
walk(struct paths *p, const char *dir, int depth)
{
	struct paths here = { NULL, 0, 0 };
	struct dirent *e;
	DIR *d;
	size_t i;
	int r = 0;

	if (depth > 32) {
		carc_warnx("'%s': directories nested too deep", dir);
		return -1;
	}
	if ((d = opendir(dir)) == NULL) {
		carc_warnx("cannot open '%s': %s", dir, strerror(errno));
		return -1;
	}
	while ((e = readdir(d)) != NULL) {
		char path[4096];
		struct stat sb;

		if (e->d_name[0] == '.')
			continue;
		if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir,
		    e->d_name) >= sizeof(path))
			continue;
		if (lstat(path, &sb) != 0)
			continue;
		if (S_ISDIR(sb.st_mode) || is_jcz_name(e->d_name))
			if (paths_add(&here, path) != 0) {
				carc_warnx("out of memory");
				r = -1;
				break;
			}
	}
	closedir(d);
	if (here.n > 0)
		qsort(here.v, here.n, sizeof(*here.v), cmp_str);
	for (i = 0; r == 0 && i < here.n; i++) {
		struct stat sb;

		if (lstat(here.v[i], &sb) == 0 && S_ISDIR(sb.st_mode))
			r = walk(p, here.v[i], depth + 1);
		else if (paths_add(p, here.v[i]) != 0) {
			carc_warnx("out of memory");
			r = -1;
		}
	}
	paths_free(&here);
	return r;
}

/* Every save to read; each must open as a regular file, or the command
 * fails before anything is written. */
static int
collect(struct paths *p, char **args, int nargs)
{
	struct carc_error err;
	struct stat sb;
	size_t i;
	int a, bad = 0;

	for (a = 0; a < nargs; a++) {
		if (stat(args[a], &sb) == 0 && S_ISDIR(sb.st_mode)) {
			if (walk(p, args[a], 0) != 0)
				return -1;
		} else if (paths_add(p, args[a]) != 0) {
			carc_warnx("out of memory");
			return -1;
		}
	}
	for (i = 0; i < p->n; i++) {
		int fd = carc_jcz_open(p->v[i], &err);

		if (fd < 0) {
			carc_warnx("'%s': %s", p->v[i], err.msg);
			bad = 1;
		} else
			close(fd);
	}
	return bad ? -1 : 0;
}

/* -- one save --------------------------------------------------------------- */

struct run {
	const struct carc_plugin_set *set;
	const char *dbpath;
	struct carc_store *store;	/* NULL until a game is to be written */
	struct carc_db *db;		/* for legacy_match; NULL until then */
	struct keys saves, legacy;	/* the saves there, by digest, gameId */
	int64_t data_version;		/* the store's when they were read */
	int loaded;			/* they were read */
	struct carc_record rec, old;
	struct carc_import_game *g;
	struct carc_progress prog;
	int64_t next_id;		/* --first-id, then on; 0: the next free */
	unsigned long imported, skipped, refused;
};

enum { ONE_DONE, ONE_SKIPPED, ONE_REFUSED, ONE_FAILED };

/* PRAGMA data_version: it changes when another connection commits. */
static int
data_version(struct run *r, int64_t *v)
{
	sqlite3 *db = carc_store_handle(r->store);
	sqlite3_stmt *q;
	int rc;

	if (sqlite3_prepare_v2(db, "PRAGMA data_version", -1, &q, NULL) !=
	    SQLITE_OK) {
		carc_warnx("cannot read '%s': %s", r->dbpath,
		    sqlite3_errmsg(db));
		return -1;
	}
	if ((rc = sqlite3_step(q)) == SQLITE_ROW)
		*v = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	if (rc != SQLITE_ROW) {
		carc_warnx("cannot read '%s': %s", r->dbpath,
		    sqlite3_errmsg(db));
		return -1;
	}
	return 0;
}

/*
 * The saves in the database, as they stand until this batch commits.
 * The batch's transaction holds the write lock from here on
 * (carc_store_begin), so another import at the same time waits for it
 * (up to the busy timeout) rather than writing the save this one is
 * about to; the keys are read again if another connection wrote since
 * they were read (PRAGMA data_version), so a save it imported meanwhile
 * is skipped here, not written twice.
 */
static int
keys_fresh(struct run *r)
{
	struct carc_error err;
	int64_t v;

	if (r->store == NULL)
		return 0;
	if (carc_store_begin(r->store, &err) != 0) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	if (data_version(r, &v) != 0)
		return -1;
	if (r->loaded && v == r->data_version)
		return 0;
	keys_free(&r->saves);
	keys_free(&r->legacy);
	r->data_version = v;
	r->loaded = 1;
	return keys_load(&r->saves, &r->legacy, r->store);
}

static int
open_store(struct run *r)
{
	struct carc_error err;

	if (carc_store_open(&r->store, r->dbpath, CARC_STORE_CREATE |
	    CARC_STORE_DROP_EMPTY, BATCH, &err) != 0) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	return 0;
}

/*
 * A save that the carc before issue 34 imported: its games.source holds
 * the gameId and no digest.  The gameId alone proves nothing (six of
 * JCloisterZone's test saves share "1"); a game of that gameId whose rows
 * read back as exactly the rows this save makes (their fingerprints,
 * record.h) is this save.  The game, or 0; -1 on a database error.
 */
static int64_t
legacy_match(struct run *r, const struct carc_import_game *g)
{
	struct carc_error err;
	int64_t there;
	size_t i;

	if (g->legacy_key == NULL || keys_find(&r->legacy, g->legacy_key) == 0)
		return 0;
	if (r->db == NULL && carc_db_open(&r->db, r->dbpath,
	    CARC_DB_READONLY, &err) != 0) {
		r->db = NULL;
		carc_warnx("%s", err.msg);
		return -1;
	}
	i = keys_start(&r->legacy, g->legacy_key);
	while ((there = keys_next(&r->legacy, g->legacy_key, &i)) != 0) {
		int rc;

		if (carc_import_to_record(g, there, &r->rec, &err) != 0)
			return 0;	/* refused when it is written */
		if ((rc = carc_db_read_game(r->db, there, &r->old, &err)) < 0) {
			carc_warnx("%s", err.msg);
			return -1;
		}
		if (rc == 0 && r->old.unreadable[0] == '\0' &&
		    carc_record_fingerprint(&r->old) ==
		    carc_record_fingerprint(&r->rec))
			return there;
	}
	return 0;
}

static int
import_one(struct run *r, const char *path)
{
	struct carc_import_game *g = r->g;
	struct carc_error err;
	const char *base = strrchr(path, '/');
	char *src = NULL;
	size_t len;
	int64_t id, there;
	int res = ONE_REFUSED;

	memset(g, 0, sizeof(*g));
	if (carc_jcz_parse_file(g, path, r->set, &err) != 0)
		goto refused;
	if (keys_fresh(r) != 0) {
		res = ONE_FAILED;
		goto out;
	}
	if ((there = keys_find(&r->saves, g->key)) != 0)
		goto skipped;
	if (carc_import_infer_end(g, r->set, &err) != 0)
		goto refused;
	if (r->store == NULL) {
		/* a database made meanwhile by another import: its saves */
		if (open_store(r) != 0 || keys_fresh(r) != 0) {
			res = ONE_FAILED;
			goto out;
		}
		if ((there = keys_find(&r->saves, g->key)) != 0)
			goto skipped;
	}
	if ((there = legacy_match(r, g)) < 0) {
		res = ONE_FAILED;
		goto out;
	}
	if (there > 0)
		goto skipped;
	id = r->next_id > 0 ? r->next_id : carc_store_next_id(r->store);
	base = base ? base + 1 : path;
	len = strlen(g->source) + strlen(base) + 64;
	if ((src = malloc(len)) == NULL) {
		carc_warnx("out of memory");
		res = ONE_FAILED;
		goto out;
	}
	snprintf(src, len, "%s, save '%s', imported by carc %s", g->source,
	    base, PACKAGE_VERSION);
	if (carc_import_to_record(g, id, &r->rec, &err) != 0 ||
	    carc_store_put(r->store, &r->rec, src, &err) != 0)
		goto refused;
	/* a second copy of the save later in this run is skipped */
	if (keys_add(&r->saves, g->key, strlen(g->key), id, 0) != 0) {
		carc_warnx("out of memory");
		res = ONE_FAILED;
		goto out;
	}
	if (r->next_id > 0)
		r->next_id = id + 1;
	carc_progress_clear(&r->prog);
	printf("%s: game %" PRId64 "\n", path, id);
	res = ONE_DONE;
	goto out;
skipped:
	carc_progress_clear(&r->prog);
	printf("%s: skipped, already game %" PRId64 "\n", path, there);
	res = ONE_SKIPPED;
	goto out;
refused:
	carc_progress_clear(&r->prog);
	carc_warnx("'%s': %s", path, err.msg);
out:
	free(src);
	carc_import_game_free(g);
	return res;
}

/*
 * The options both importers take (this file's jcz, cmd_import_text.c's
 * text): --db, --plugin-dir, --first-id, --help.  usage prints the
 * importer's own usage line.  0 with optind at the first operand, 1
 * after the help was printed on stdout, -1 after a message on stderr (a
 * bad option, no operand, no --db).
 */
int
carc_cli_import_options(int argc, char **argv, struct carc_cli_import *o,
    void (*usage)(FILE *))
{
	static const struct option opts[] = {
		{ "db", required_argument, NULL, 'd' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "first-id", required_argument, NULL, 'i' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int c;

	memset(o, 0, sizeof(*o));
	optind = 1;
	while ((c = getopt_long(argc, argv, "d:P:i:h", opts, NULL)) != -1) {
		switch (c) {
		case 'd':
			o->dbpath = optarg;
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&o->plugin_path,
			    optarg) != 0)
				return -1;
			break;
		case 'i':
			if (carc_cli_parse_int64(optarg, &o->first_id) != 0 ||
			    o->first_id <= 0) {
				carc_warnx("--first-id: '%s' is not a game id "
				    "above 0", optarg);
				return -1;
			}
			break;
		case 'h':
			usage(stdout);
			carc_cli_help(stdout, "import");
			return 1;
		default:
			carc_cli_bad_option(argc, argv, opts);
			usage(stderr);
			return -1;
		}
	}
	if (optind >= argc || o->dbpath == NULL) {
		usage(stderr);
		return -1;
	}
	return 0;
}

int
carc_cmd_import(int argc, char **argv)
{
	struct carc_cli_import opt;
	struct carc_plugin_set set;
	struct paths paths = { NULL, 0, 0 };
	struct carc_error err;
	struct run r;
	struct stat sb;
	size_t i;
	int status = CARC_EXIT_FAIL, loaded = 0;

	/* the notation has an importer of its own (cmd_import_text.c) */
	if (argc > 1 && strcmp(argv[1], "text") == 0)
		return carc_cmd_import_text(argc - 1, argv + 1);
	switch (carc_cli_import_options(argc, argv, &opt, import_usage)) {
	case 0:
		break;
	case 1:
		return CARC_EXIT_OK;
	default:
		return CARC_EXIT_FAIL;
	}
	memset(&r, 0, sizeof(r));
	carc_record_init(&r.rec);
	carc_record_init(&r.old);
	r.dbpath = opt.dbpath;
	r.next_id = opt.first_id;
	if (strcmp(argv[optind], "jcz") != 0) {
		carc_warnx("import: unknown format '%s' (known: jcz, text)",
		    argv[optind]);
		return CARC_EXIT_FAIL;
	}
	if (++optind >= argc) {
		import_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (collect(&paths, argv + optind, argc - optind) != 0)
		goto out;
	if (carc_cli_load_plugins(&set, &opt.plugin_path) != 0)
		goto out;
	loaded = 1;
	/* A broken import block is a broken catalogue: the command fails
	 * here, naming file:line:col, before any save is read or refused
	 * for it (carc-tiles(5), IMPORT and ERRORS). */
	if (carc_jcz_check_catalogues(&set, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	r.set = &set;
	if ((r.g = malloc(sizeof(*r.g))) == NULL) {
		carc_warnx("out of memory");
		goto out;
	}
	/* Never written through a symbolic link planted where the output
	 * goes (doc/hardening.md). */
	if (lstat(r.dbpath, &sb) == 0 && S_ISLNK(sb.st_mode)) {
		carc_warnx("refusing to write games into '%s': it is a "
		    "symbolic link", r.dbpath);
		goto out;
	}
	/* An existing database: its saves are not imported again.  A new
	 * one is made only when a game is to be written. */
	if (stat(r.dbpath, &sb) == 0) {
		if (carc_store_open(&r.store, r.dbpath, 0, BATCH, &err) != 0) {
			carc_warnx("%s", err.msg);
			goto out;
		}
		if (keys_fresh(&r) != 0)
			goto out;
	}
	carc_progress_begin(&r.prog, "import", paths.n, 0);
	for (i = 0; i < paths.n; i++) {
		switch (import_one(&r, paths.v[i])) {
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
			carc_progress_end(&r.prog);
			goto out;
		}
		carc_progress_step(&r.prog);
	}
	carc_progress_end(&r.prog);
	if (carc_store_close(r.store, &err) != 0) {
		r.store = NULL;
		carc_warnx("%s", err.msg);
		goto out;
	}
	r.store = NULL;
	printf("imported %lu, skipped %lu (already there), refused %lu\n",
	    r.imported, r.skipped, r.refused);
	/* Refused saves are a finding about the input, like a divergent
	 * game for verify: exit 1; the command itself worked. */
	status = r.refused ? CARC_EXIT_FOUND : CARC_EXIT_OK;
out:
	carc_store_close(r.store, NULL);
	if (r.db != NULL)
		carc_db_close(r.db);
	keys_free(&r.saves);
	keys_free(&r.legacy);
	carc_record_free(&r.rec);
	carc_record_free(&r.old);
	free(r.g);
	paths_free(&paths);
	if (loaded)
		carc_plugins_unload(&set);
	return status;
}
