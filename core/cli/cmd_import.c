/*
 * cmd_import.c - carc import jcz PATH... --db DB [--plugin-dir DIR]
 *                [--first-id N]
 *
 * Each save (a file, or every *.jcz under a directory) becomes one
 * recorded game, written by the one record writer (store/records.h); a
 * save that cannot be imported whole is refused with a message naming
 * it, and the others are still imported.  A save whose JCloisterZone
 * gameId is already in the database (games.source) is skipped, so
 * importing twice changes nothing.  A path that is missing or cannot be
 * read, or a catalogue's broken import block, fails the whole command
 * before anything is written, and the database is created only when a
 * game is to be written into it (doc/import-jcz.md).
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
#include "store/records.h"
#include "util/progress.h"

#define BATCH 500		/* games per transaction */
#define SOURCE_KEY "gameId="	/* in games.source, before the save's id */

static void
import_usage(FILE *out)
{
	fprintf(out, "usage: carc import jcz FILE|DIR... --db DB "
	    "[--plugin-dir DIR] [--first-id N]\n");
}

/* -- the saves already there: gameId -> game id --------------------------- */

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

/* The slot of key: where it is, or the empty one where it would go. */
static size_t
keys_slot(const struct keys *k, const char *key)
{
	size_t i = (size_t)hash(key) & (k->cap - 1);

	while (k->key[i] != NULL && strcmp(k->key[i], key) != 0)
		i = (i + 1) & (k->cap - 1);
	return i;
}

/* The game that holds key, or 0. */
static int64_t
keys_find(const struct keys *k, const char *key)
{
	size_t i;

	if (k->cap == 0)
		return 0;
	i = keys_slot(k, key);
	return k->key[i] != NULL ? k->game[i] : 0;
}

static int
keys_add(struct keys *k, const char *key, size_t len, int64_t game)
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
				size_t j = keys_slot(&bigger, k->key[i]);

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
	i = keys_slot(k, s);
	if (k->key[i] != NULL) {
		free(s);	/* two games of one save: the first counts */
		return 0;
	}
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

/* The gameId in a games.source this importer wrote, or NULL. */
static const char *
source_key(const char *src, size_t *len)
{
	const char *p;

	if (src == NULL || strncmp(src, "JCloisterZone ", 14) != 0 ||
	    (p = strstr(src, " " SOURCE_KEY)) == NULL)
		return NULL;
	p += 1 + strlen(SOURCE_KEY);
	*len = strcspn(p, " ,;");
	return *len > 0 ? p : NULL;
}

/* Every JCloisterZone save already in the database. */
static int
keys_load(struct keys *k, struct carc_store *store)
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
		size_t len;
		const char *key = source_key((const char *)
		    sqlite3_column_text(q, 1), &len);

		if (key != NULL && keys_add(k, key, len,
		    sqlite3_column_int64(q, 0)) != 0) {
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
	struct keys keys;
	struct carc_record rec;
	struct carc_import_game *g;
	struct carc_progress prog;
	int64_t next_id;		/* --first-id, then on; 0: the next free */
	unsigned long imported, skipped, refused;
};

enum { ONE_DONE, ONE_SKIPPED, ONE_REFUSED, ONE_FAILED };

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
	if ((there = keys_find(&r->keys, g->key)) != 0) {
		carc_progress_clear(&r->prog);
		carc_warnx("'%s': skipped: JCloisterZone gameId=%s is already "
		    "game %" PRId64, path, g->key, there);
		res = ONE_SKIPPED;
		goto out;
	}
	if (carc_import_infer_end(g, r->set, &err) != 0)
		goto refused;
	if (r->store == NULL && open_store(r) != 0) {
		res = ONE_FAILED;
		goto out;
	}
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
	if (keys_add(&r->keys, g->key, strlen(g->key), id) != 0) {
		carc_warnx("out of memory");
		res = ONE_FAILED;
		goto out;
	}
	if (r->next_id > 0)
		r->next_id = id + 1;
	res = ONE_DONE;
	goto out;
refused:
	carc_progress_clear(&r->prog);
	carc_warnx("'%s': %s", path, err.msg);
out:
	free(src);
	carc_import_game_free(g);
	return res;
}

int
carc_cmd_import(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "db", required_argument, NULL, 'd' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "first-id", required_argument, NULL, 'i' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct paths paths = { NULL, 0, 0 };
	struct carc_error err;
	struct run r;
	struct stat sb;
		size_t i;
	int c, status = CARC_EXIT_FAIL, loaded = 0;

	/* the notation has an importer of its own (cmd_import_text.c) */
	if (argc > 1 && strcmp(argv[1], "text") == 0)
		return carc_cmd_import_text(argc - 1, argv + 1);
	memset(&r, 0, sizeof(r));
	carc_record_init(&r.rec);
	optind = 1;
	while ((c = getopt_long(argc, argv, "d:P:i:h", opts, NULL)) != -1) {
		switch (c) {
		case 'd':
			r.dbpath = optarg;
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'i':
			if (carc_cli_parse_int64(optarg, &r.next_id) != 0 ||
			    r.next_id <= 0) {
				carc_warnx("--first-id: '%s' is not a game id "
				    "above 0", optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 'h':
			import_usage(stdout);
			carc_cli_help(stdout, "import");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			import_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (optind >= argc || r.dbpath == NULL) {
		import_usage(stderr);
		return CARC_EXIT_FAIL;
	}
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
	if (carc_cli_load_plugins(&set, &plugin_path) != 0)
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
		if (keys_load(&r.keys, r.store) != 0)
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
	keys_free(&r.keys);
	carc_record_free(&r.rec);
	free(r.g);
	paths_free(&paths);
	if (loaded)
		carc_plugins_unload(&set);
	return status;
}
