/*
 * test_oom.c - the one out-of-memory policy (issue 17): whichever
 * allocation fails while a game is verified, the verdict is either the
 * right one or unverifiable "out of memory"; never a crash, an abort, or a
 * wrong verdict (a dropped award, a lost divergence).
 *
 * malloc, calloc and realloc of this program and of the core it links
 * (libcarccore, a convenience library) are wrapped at link time
 * (Makefile.am: -Wl,--wrap=...): while armed, allocation number `fail_at`
 * returns NULL and every other one succeeds, so code cannot count on a
 * failure repeating.  Replays of the base game and of each plugin are
 * verified with N = 1 .. K, K the allocations of a clean run.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"
#include <sqlite3.h>

#include "host/plugins.h"
#include "engine/services.h"
#include "record/record.h"
#include "verify/verdict.h"
#include "verify/verify.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t n);

static int armed;
static long ncalls, fail_at;

/* Count an allocation; 1 if this one is to fail. */
static int
fails(void)
{
	if (!armed)
		return 0;
	return ++ncalls == fail_at;
}

void *
__wrap_malloc(size_t n)
{
	return fails() ? NULL : __real_malloc(n);
}

void *
__wrap_calloc(size_t n, size_t size)
{
	return fails() ? NULL : __real_calloc(n, size);
}

void *
__wrap_realloc(void *p, size_t n)
{
	return fails() ? NULL : __real_realloc(p, n);
}

static struct carc_plugin_set set;
static char dbpath[4096];
static char *schema_sql;

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long len;

	if (f == NULL)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)len + 1)) &&
	    fread(buf, 1, (size_t)len, f) == (size_t)len)
		buf[len] = '\0';
	else {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	return buf;
}

static const char *
top(void)
{
	const char *t = getenv("top_srcdir");

	return t != NULL && t[0] != '\0' ? t : ".";
}

static int
suite_init(void)
{
	struct carc_error err;
	char path[4096];

	snprintf(path, sizeof(path), "%s/db/schema.sql", top());
	if ((schema_sql = slurp(path)) == NULL) {
		fprintf(stderr, "cannot read '%s'\n", path);
		return -1;
	}
	if (carc_plugins_load(&set, getenv("CARC_PLUGIN_DIR"), carc_services(),
	    &err) != 0) {
		fprintf(stderr, "cannot load plugins: %s\n", err.msg);
		return -1;
	}
	snprintf(dbpath, sizeof(dbpath), "%s/carc-test-oom-%ld.db",
	    getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (long)getpid());
	return 0;
}

static int
suite_clean(void)
{
	carc_plugins_unload(&set);
	free(schema_sql);
	unlink(dbpath);
	return 0;
}

/* A fresh database holding one replay file. */
static int
make_db(const char *replay)
{
	char path[4096], *sql, *msg = NULL;
	sqlite3 *h;
	int rc = -1;

	snprintf(path, sizeof(path), "%s/replays/%s", top(), replay);
	if ((sql = slurp(path)) == NULL)
		return -1;
	unlink(dbpath);
	if (sqlite3_open(dbpath, &h) == SQLITE_OK &&
	    sqlite3_exec(h, schema_sql, NULL, NULL, &msg) == SQLITE_OK &&
	    sqlite3_exec(h, sql, NULL, NULL, &msg) == SQLITE_OK)
		rc = 0;
	if (msg != NULL)
		fprintf(stderr, "%s: %s\n", replay, msg);
	sqlite3_free(msg);
	sqlite3_close(h);
	free(sql);
	return rc;
}

static int
same_verdict(const struct carc_verdict *a, const struct carc_verdict *b)
{
	size_t i;

	if (a->kind != b->kind || a->ndiv != b->ndiv ||
	    a->nseats != b->nseats || strcmp(a->reason, b->reason) != 0 ||
	    memcmp(a->computed, b->computed, sizeof(a->computed)) != 0)
		return 0;
	for (i = 0; i < a->ndiv; i++) {
		const struct carc_divergence *x = &a->div[i], *y = &b->div[i];

		if (strcmp(x->rule, y->rule) != 0 || x->seq != y->seq ||
		    x->has_seq != y->has_seq || x->has_seat != y->has_seat ||
		    x->seat != y->seat ||
		    strcmp(x->expected, y->expected) != 0 ||
		    strcmp(x->recorded, y->recorded) != 0 ||
		    strcmp(x->message, y->message) != 0)
			return 0;
	}
	return 1;
}

/* Verify one game with a fresh verifier, allocation fail_at failing
 * (0: none); returns the allocations counted. */
static long
verify_once(const struct carc_record *rec, long at, struct carc_verdict *v)
{
	struct carc_verifier *vf;
	struct carc_error err;

	if (carc_verifier_new(&vf, &set, &err) != 0) {
		CU_FAIL("cannot make a verifier");
		return 0;
	}
	carc_verdict_init(v);
	ncalls = 0;
	fail_at = at;
	armed = 1;
	carc_verify(vf, rec, v);
	armed = 0;
	carc_verifier_free(vf);
	return ncalls;
}

/* Every game of a replay, with every allocation failing in turn. */
static void
check_replay(const char *replay, long *runs, long *oom)
{
	struct carc_db *db;
	struct carc_error err;
	int64_t *ids = NULL;
	size_t nids = 0, i;

	CU_ASSERT_EQUAL_FATAL(make_db(replay), 0);
	CU_ASSERT_EQUAL_FATAL(carc_db_open(&db, dbpath, CARC_DB_READONLY, &err),
	    0);
	CU_ASSERT_EQUAL_FATAL(carc_db_game_ids(db, &ids, &nids, &err), 0);
	for (i = 0; i < nids; i++) {
		struct carc_record rec;
		struct carc_verdict ref, v;
		long k, n;

		carc_record_init(&rec);
		CU_ASSERT_EQUAL_FATAL(carc_db_read_game(db, ids[i], &rec,
		    &err), 0);
		k = verify_once(&rec, 0, &ref);
		CU_ASSERT(k > 0);
		CU_ASSERT(ref.kind != CARC_UNVERIFIABLE ||
		    strcmp(ref.reason, "out of memory") != 0);
		for (n = 1; n <= k; n++) {
			verify_once(&rec, n, &v);
			(*runs)++;
			if (v.kind == CARC_UNVERIFIABLE &&
			    strcmp(v.reason, "out of memory") == 0)
				(*oom)++;
			else if (!same_verdict(&ref, &v)) {
				fprintf(stderr, "%s game %lld: allocation %ld "
				    "of %ld failing changed the verdict "
				    "(%s, %zu divergences; %s)\n", replay,
				    (long long)ids[i], n, k,
				    carc_verdict_names[v.kind], v.ndiv,
				    v.reason);
				CU_FAIL("a failed allocation changed the "
				    "verdict");
			}
			carc_verdict_free(&v);
		}
		carc_verdict_free(&ref);
		carc_record_free(&rec);
	}
	free(ids);
	carc_db_close(db);
}

static void
test_every_allocation_fails_in_turn(void)
{
	static const char *const replays[] = {
		"base/end-scoring.sql",
		"base/city.sql",
		"signposts/sign-score-types-break.sql",
		"compass/quarter-break.sql",
		"watchtowers/area-break.sql",
	};
	long runs = 0, oom = 0;
	size_t i;

	for (i = 0; i < sizeof(replays) / sizeof(replays[0]); i++)
		check_replay(replays[i], &runs, &oom);
	/* the test would prove nothing if no failure reached a verdict */
	CU_ASSERT(runs > 0);
	CU_ASSERT(oom > 0);
	printf("\n  %ld runs with one allocation failing, %ld out of "
	    "memory, the others the right verdict\n", runs, oom);
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("out of memory", suite_init, suite_clean);
	if (s == NULL || CU_add_test(s, "every allocation fails in turn",
	    test_every_allocation_fails_in_turn) == NULL)
		return -1;
	return 0;
}
