/*
 * test_plugin_util.c - the set-up helpers of core/carc_plugin_util.h, the
 * installed header the plugins share: each called as a plugin calls it
 * (as a hook of the descriptor, or from its own hook), with a host table
 * of this build's ABI and one of 3.2 that keeps no per-game state.  What
 * a plugin sees: the state and game it is handed, the marking of a tile,
 * the catalogue's error with its node, the refusal's message.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "carc_plugin.h"
#include "carc_plugin_util.h"

/* Only the fields the helpers read: the ABI version, for the message. */
static struct carc_host host4, host3;

static struct carc_node
scalar(const char *s)
{
	struct carc_node n;

	memset(&n, 0, sizeof(n));
	n.size = sizeof(n);
	n.type = CARC_NODE_SCALAR;
	n.scalar = s;
	return n;
}

/* The init of a plugin whose state is the host's table. */
static void
test_init_host(void)
{
	const struct carc_plugin p = { .init = carc_util_init_host };
	void *state = NULL;
	char err[8] = "";

	CU_ASSERT_EQUAL(p.init(&host4, &state, err, sizeof(err)), 0);
	CU_ASSERT_PTR_EQUAL(state, &host4);
	CU_ASSERT_STRING_EQUAL(err, "");
}

/* `true` and nothing else; a sequence or mapping has no scalar to read. */
static void
test_is_true(void)
{
	static const char *const no[] = { "True", "yes", "1", "", "true ",
	    "false" };
	struct carc_node n = scalar("true");
	size_t i;

	CU_ASSERT_TRUE(carc_util_is_true(&n));
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++) {
		n = scalar(no[i]);
		CU_ASSERT_FALSE(carc_util_is_true(&n));
	}
	n = scalar(NULL);
	n.type = CARC_NODE_SEQUENCE;
	CU_ASSERT_FALSE(carc_util_is_true(&n));
	n.type = CARC_NODE_MAPPING;
	CU_ASSERT_FALSE(carc_util_is_true(&n));
}

/* The plugin's own marking on `true`; the catalogue's error, with its
 * node, on anything else, the marking left as it was. */
static void
test_key_true(void)
{
	static const char mark[] = "mark";
	struct carc_node yes = scalar("true"), no = scalar("yes");
	const struct carc_node *where = NULL;
	const void *m = NULL;
	char err[128] = "";

	CU_ASSERT_EQUAL(carc_util_key_true("XX01", "magic", &yes, mark, &m,
	    &where, err, sizeof(err)), 0);
	CU_ASSERT_PTR_EQUAL(m, mark);
	CU_ASSERT_PTR_NULL(where);
	CU_ASSERT_STRING_EQUAL(err, "");

	m = NULL;
	CU_ASSERT_EQUAL(carc_util_key_true("XX02", "magic", &no, mark, &m,
	    &where, err, sizeof(err)), -1);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_PTR_EQUAL(where, &no);
	CU_ASSERT_STRING_EQUAL(err, "magic of tile 'XX02' is not true (a "
	    "tile without it has no key)");
}

/* As the descriptor's hook: every tile with the key has one constant
 * marking, not NULL, whatever the state. */
static void
test_tile_key_true(void)
{
	const struct carc_plugin p = { .tile_key = carc_util_tile_key_true };
	struct carc_node yes = scalar("true"), no = scalar("false");
	const struct carc_node *where = NULL;
	const void *m1 = NULL, *m2 = NULL, *m3 = NULL;
	char err[128] = "";

	CU_ASSERT_EQUAL(p.tile_key(&host4, "XX01", "lake", &yes, &m1, &where,
	    err, sizeof(err)), 0);
	CU_ASSERT_EQUAL(p.tile_key(NULL, "XX03", "lake", &yes, &m2, &where,
	    err, sizeof(err)), 0);
	CU_ASSERT_PTR_NOT_NULL(m1);
	CU_ASSERT_PTR_EQUAL(m1, m2);
	CU_ASSERT_PTR_NULL(where);
	CU_ASSERT_EQUAL(p.tile_key(&host4, "XX02", "lake", &no, &m3, &where,
	    err, sizeof(err)), -1);
	CU_ASSERT_PTR_NULL(m3);
	CU_ASSERT_PTR_EQUAL(where, &no);
	CU_ASSERT_STRING_EQUAL(err, "lake of tile 'XX02' is not true (a "
	    "tile without it has no key)");
}

/* The state the host keeps, handed back; none kept, or a service
 * missing: NULL and the message naming what is needed and the host's
 * ABI. */
static void
test_game_state(void)
{
	static const char needs[] = "x needs a host that keeps tokens (ABI "
	    "4: put_token, game_size)";
	struct { const struct carc_host *host; int n; } kept = { NULL, 0 };
	void *game = &kept;
	char err[160] = "";

	CU_ASSERT_PTR_EQUAL(carc_util_game_state(&host4, &game, 1, needs, err,
	    sizeof(err)), &kept);
	CU_ASSERT_STRING_EQUAL(err, "");
	CU_ASSERT_PTR_EQUAL(game, &kept);

	CU_ASSERT_PTR_NULL(carc_util_game_state(&host4, &game, 0, needs, err,
	    sizeof(err)));
	CU_ASSERT_STRING_EQUAL(err, "x needs a host that keeps tokens (ABI "
	    "4: put_token, game_size); this host of ABI 4.2 has not");

	game = NULL;
	CU_ASSERT_PTR_NULL(carc_util_game_state(&host3, &game, 1, needs, err,
	    sizeof(err)));
	CU_ASSERT_STRING_EQUAL(err, "x needs a host that keeps tokens (ABI "
	    "4: put_token, game_size); this host of ABI 3.2 has not");
}

/* As the descriptor's hook: every game's state is the plugin's. */
static void
test_game_is_state(void)
{
	const struct carc_plugin p = {
		.game_begin = carc_util_game_is_state
	};
	void *game = NULL;
	char err[8] = "";

	CU_ASSERT_EQUAL(p.game_begin(&host4, NULL, "", &game, err,
	    sizeof(err)), 0);
	CU_ASSERT_PTR_EQUAL(game, &host4);
	CU_ASSERT_STRING_EQUAL(err, "");
}

/* A text built piece by piece is what snprintf writes, cut where it
 * cuts: every number "%d" writes, and each length of buffer. */
static void
test_text(void)
{
	static const int numbers[] = { 0, 1, -1, 9, 10, 99, 100, -305,
	    2147483647, -2147483647 - 1 };
	char built[32], want[32];
	size_t len, i, at;

	for (i = 0; i < sizeof(numbers) / sizeof(numbers[0]); i++)
		for (len = 1; len <= sizeof(built); len++) {
			memset(built, 'x', sizeof(built));
			at = 0;
			carc_util_text_put(built, len, &at, "road of ");
			carc_util_text_int(built, len, &at, numbers[i]);
			carc_util_text_put(built, len, &at, " tiles");
			snprintf(want, len, "road of %d tiles", numbers[i]);
			CU_ASSERT_STRING_EQUAL(built, want);
			CU_ASSERT_EQUAL(at, strlen(want));
		}
	at = 0;
	carc_util_text_put(built, sizeof(built), &at, "");
	CU_ASSERT_STRING_EQUAL(built, "");
}

static CU_TestInfo tests[] = {
	{ "init keeps the host", test_init_host },
	{ "true and nothing else", test_is_true },
	{ "a key's marking or its error", test_key_true },
	{ "tile_key of one true key", test_tile_key_true },
	{ "the state the host keeps", test_game_state },
	{ "a game whose state is the plugin's", test_game_is_state },
	{ "a text as snprintf writes it", test_text },
	CU_TEST_INFO_NULL,
};

static CU_SuiteInfo suites[] = {
	{ .pName = "plugin_util", .pTests = tests },
	CU_SUITE_INFO_NULL,
};

int
carc_test_register(void)
{
	host4.size = sizeof(host4);
	host4.abi_major = 4;
	host4.abi_minor = 2;
	host3.size = sizeof(host3);
	host3.abi_major = 3;
	host3.abi_minor = 2;
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
