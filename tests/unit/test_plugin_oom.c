/*
 * test_plugin_oom.c - a plugin out of memory fails the game, never the
 * verdict (issue 17, ABI 2.0).  The signposts plugin is compiled into this
 * program with its malloc and realloc renamed to the ones below
 * (Makefile.am: -Dmalloc=oom_malloc -Drealloc=oom_realloc), which fail
 * while `failing` is set; the host is the mock.  Under ABI 1.0 remember()
 * logged "out of memory" and feature_value went on: explain then cited no
 * rule and the verdict changed with the memory left.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "mock_host.h"

#undef malloc
#undef realloc

/* stdlib.h declared the renamed ones: declare libc's again */
void *malloc(size_t n);
void *realloc(void *p, size_t n);

void *oom_malloc(size_t n);
void *oom_realloc(void *p, size_t n);
const struct carc_plugin *carc_plugin_entry(void);

static int failing;
static int nfailed;

void *
oom_malloc(size_t n)
{
	if (failing) {
		nfailed++;
		return NULL;
	}
	return malloc(n);
}

void *
oom_realloc(void *p, size_t n)
{
	if (failing) {
		nfailed++;
		return NULL;
	}
	return realloc(p, n);
}

#define ROAD 1

static struct carc_ctx ctx;
static const struct carc_plugin *sp;
static void *state, *game;

static void
begin(void)
{
	char err[256] = "";

	sp = carc_plugin_entry();
	CU_ASSERT_EQUAL_FATAL(sp->init(&mock_host, &state, err, sizeof(err)),
	    0);
	mock_reset(&ctx);
	mock_feature(&ctx, ROAD, CARC_ROAD, 1);
	CU_ASSERT_EQUAL_FATAL(sp->game_begin(state, &ctx, "default", &game,
	    err, sizeof(err)), 0);
}

static void
end(void)
{
	failing = 0;
	sp->game_end(game);
	sp->fini(state);
	game = state = NULL;
}

/* A road of n plain tiles, row after row (the mock's road tiles need
 * not touch). */
static void
road(int n)
{
	int i, x, y;

	for (i = 0; i < n; i++) {
		x = i % MOCK_SIZE;
		y = i / MOCK_SIZE;
		CU_ASSERT_EQUAL_FATAL(mock_tile(&ctx, x, y, "R", 0, NULL), 0);
		mock_segment(&ctx, x, y, ROAD, MOCK_EDGE(CARC_W) |
		    MOCK_EDGE(CARC_E));
	}
}

static int
value(int final)
{
	struct carc_value v;

	memset(&v, 0, sizeof(v));
	v.size = sizeof(v);
	v.kind = CARC_ROAD;
	v.final = final;
	v.ruleset = "final";
	return sp->feature_value(game, &ctx, ROAD, &v);
}

/* remember(): the list of valued roads cannot grow. */
static void
test_remember_fails_the_game(void)
{
	begin();
	road(3);
	failing = 1;
	nfailed = 0;
	CU_ASSERT_EQUAL(value(0), -1);
	CU_ASSERT(nfailed > 0);
	CU_ASSERT_EQUAL(ctx.nfails, 1);
	CU_ASSERT_STRING_EQUAL(ctx.failed, "out of memory");
	/* with memory, the same road values normally */
	failing = 0;
	CU_ASSERT_EQUAL(value(0), 0);
	CU_ASSERT_EQUAL(ctx.nfails, 1);
	end();
}

/* tally_road(): a road longer than the plugin's buffer (64 tiles) needs
 * memory for its tiles; a partial tally would be a wrong bonus. */
static void
test_long_road_fails_the_game(void)
{
	begin();
	road(2 * MOCK_SIZE);
	/* 64 tiles fit the buffer: nothing allocated but the list */
	CU_ASSERT_EQUAL(value(1), 0);
	failing = 1;
	CU_ASSERT_EQUAL(value(1), 0);
	CU_ASSERT_EQUAL(ctx.nfails, 0);
	failing = 0;
	end();

	begin();
	road(2 * MOCK_SIZE + 1);
	CU_ASSERT_EQUAL(value(1), 0);
	failing = 1;
	nfailed = 0;
	CU_ASSERT_EQUAL(value(1), -1);
	CU_ASSERT_EQUAL(nfailed, 1);
	CU_ASSERT_EQUAL(ctx.nfails, 1);
	CU_ASSERT_STRING_EQUAL(ctx.failed, "out of memory");
	end();
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("plugin out of memory", NULL, NULL);
	if (s == NULL ||
	    CU_add_test(s, "remember fails the game",
	    test_remember_fails_the_game) == NULL ||
	    CU_add_test(s, "a long road without memory",
	    test_long_road_fails_the_game) == NULL)
		return -1;
	return 0;
}
