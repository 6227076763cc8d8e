/*
 * test_loader.c - the plugin loader: every broken plugin of tests/abi/ is
 * refused with its exact message, the directory and file checks hold, and
 * a good plugin loads, is found and unloads without a leak.
 *
 * The loader takes a whole directory, so each case copies the plugins it
 * needs from $CARC_TEST_PLUGIN_DIR into a fresh directory of its own under
 * the current (build) directory.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <CUnit/Basic.h>

#include "core/host/paths_config.h"
#include "cunit_main.h"

#include "engine/game.h"
#include "engine/services.h"
#include "host/plugins.h"

#define DIR_MAX 1024		/* our scratch directories' paths */

static char scratch[DIR_MAX];		/* removed at the end */
static const char *abi_dir;		/* the built tests/abi/.libs */
static int ndirs;

static const struct carc_host host = {
	.size = sizeof(struct carc_host),
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
};

/* The set is large (a path per slot): keep it off the stack. */
static struct carc_plugin_set set;

/* A fresh, empty directory, mode 0755. */
static const char *
fresh_dir(char *buf, size_t len)
{
	snprintf(buf, len, "%s/d%02d", scratch, ndirs++);
	if (mkdir(buf, 0755) == -1 || chmod(buf, 0755) == -1) {
		fprintf(stderr, "cannot create '%s': %s\n", buf,
		    strerror(errno));
		return NULL;
	}
	return buf;
}

/* Copy tests/abi/.libs/<name>.so to dir/<as>. */
static int
copy_plugin(const char *name, const char *dir, const char *as)
{
	char src[PATH_MAX], dst[PATH_MAX], buf[8192];
	ssize_t n;
	int in, out, rc = -1;

	snprintf(src, sizeof(src), "%s/%s.so", abi_dir, name);
	snprintf(dst, sizeof(dst), "%s/%s", dir, as);
	if ((in = open(src, O_RDONLY)) == -1) {
		fprintf(stderr, "cannot open '%s': %s\n", src, strerror(errno));
		return -1;
	}
	if ((out = open(dst, O_WRONLY | O_CREAT | O_EXCL, 0755)) == -1) {
		fprintf(stderr, "cannot create '%s': %s\n", dst,
		    strerror(errno));
		close(in);
		return -1;
	}
	while ((n = read(in, buf, sizeof(buf))) > 0)
		if (write(out, buf, (size_t)n) != n)
			goto out;
	if (n == 0)
		rc = 0;
out:
	close(in);
	if (close(out) == -1)
		rc = -1;
	return rc;
}

/* A directory holding just the plugin name.so. */
static const char *
dir_with(const char *name, char *buf, size_t len)
{
	char as[64];

	if (fresh_dir(buf, len) == NULL)
		return NULL;
	snprintf(as, sizeof(as), "%s.so", name);
	if (copy_plugin(name, buf, as) == -1)
		return NULL;
	return buf;
}

/* CU_ASSERT_STRING_EQUAL, but saying what differs. */
static void
check_msg(const char *got, const char *want)
{
	if (strcmp(got, want) != 0)
		fprintf(stderr, "\n  got:  %s\n  want: %s\n", got, want);
	CU_ASSERT_STRING_EQUAL(got, want);
}

/* Load dir and expect a refusal with exactly this message. */
static void
expect_refusal(const char *dir, const char *want)
{
	struct carc_error err;

	err.msg[0] = '\0';
	CU_ASSERT_EQUAL(carc_plugins_load(&set, dir, &host, &err), -1);
	check_msg(err.msg, want);
	/* A failed load leaves nothing behind to unload. */
	CU_ASSERT_EQUAL(set.n, 0);
	CU_ASSERT_EQUAL(set.cat.ntypes, 0);
}

static void
test_loader_refuses_each_broken_plugin(void)
{
	static const struct {
		const char *name;
		const char *tail;	/* after "plugin '<dir>/<name>.so'" */
	} cases[] = {
		{ "new_minor", NULL },	/* the next minor: said below */
		{ "small", NULL },	/* the 3.0 size depends on the ABI */
		{ "no_entry", " has no carc_plugin_entry symbol" },
		{ "wrong_name", " calls itself 'other'" },
		{ "bad_rule", ": rule id 'BASE-X' does not start with 'BAD-'" },
		{ "dup_rule", ": rule id 'DUP-A' appears twice" },
		{ "init_fails", " failed to initialise: "
		    "database of omens is empty" },
		/* the core's list of ids named where it is: from the build
		 * tree, the source tree's (installed: carc_paths_rules_doc,
		 * tests/sdk.sh) */
		{ "core_prefix", ": rule prefix 'BASE-' is the core's "
		    "('BASE-' ids are carc's own, " CARC_SOURCE_DIR
		    "/doc/rules/rule-ids.md): choose a prefix of the plugin's "
		    "own, such as 'COREPREFIX-'" },
		{ "bad_kind", ": figure kind 'giant' must cite its own rules "
		    "for supply, spot" },
		{ "bad_edition", ": edition_rule 'BAD-EDITION' is not one of "
		    "its rules" },
		/* 4.0 */
		{ "bad_action", ": action 'move ghost' names no figure kind "
		    "of the core or of a plugin loaded before it" },
		{ "bad_neutral", ": figure kind 'shade' is neutral: weight 0, "
		    "neither a follower nor taken back" },
		{ "bad_move", ": action 'move follower': only a neutral or "
		    "on-tile figure moves (a seat's figure on a feature: "
		    "remove, then place)" },
	};
	char dir[DIR_MAX + 16], want[PATH_MAX + CARC_ERROR_MAX];
	char tail[CARC_ERROR_MAX];
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (dir_with(cases[i].name, dir, sizeof(dir)) == NULL) {
			CU_FAIL("cannot set up the plugin directory");
			continue;
		}
		if (cases[i].tail != NULL)
			snprintf(tail, sizeof(tail), "%s", cases[i].tail);
		else if (strcmp(cases[i].name, "new_minor") == 0)
			snprintf(tail, sizeof(tail), ": built for ABI %u.%u, "
			    "this carc has ABI %u.%u (upgrade carc)",
			    CARC_ABI_MAJOR, CARC_ABI_MINOR + 1, CARC_ABI_MAJOR,
			    CARC_ABI_MINOR);
		else
			snprintf(tail, sizeof(tail), ": descriptor is 40 bytes, "
			    "ABI 3.0 needs at least %zu",
			    (size_t)CARC_PLUGIN_SIZE_3_0);
		snprintf(want, sizeof(want), "plugin '%s/%s.so'%s", dir,
		    cases[i].name, tail);
		expect_refusal(dir, want);
	}
}

/*
 * A plugin of another major ABI is refused before anything but its first
 * three fields is read, with both versions named: abi_v1 was built for
 * 1.0 (the layout of every hook changed in 2.0), abi_v2 for 2.0 (kinds,
 * legality hooks and drawing primitives came in 3.0), bad_major for the
 * next major.
 */
static void
test_loader_refuses_other_majors(void)
{
	static const struct {
		const char *name;
		const char *version;
	} cases[] = {
		{ "abi_v1", "1.0" },
		{ "abi_v2", "2.0" },
		{ "bad_major", NULL },	/* the next major, minor 0 */
	};
	char dir[DIR_MAX + 16], want[PATH_MAX + CARC_ERROR_MAX], v[32];
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (dir_with(cases[i].name, dir, sizeof(dir)) == NULL) {
			CU_FAIL("cannot set up the plugin directory");
			continue;
		}
		snprintf(v, sizeof(v), "%u.0", CARC_ABI_MAJOR + 1);
		snprintf(want, sizeof(want), "plugin '%s' was built for ABI "
		    "%s, this carc speaks %u.%u: rebuild it against this "
		    "carc's carc_plugin.h (%s/%s.so)", cases[i].name,
		    cases[i].version != NULL ? cases[i].version : v,
		    CARC_ABI_MAJOR, CARC_ABI_MINOR, dir, cases[i].name);
		expect_refusal(dir, want);
	}
}

static void
test_loader_refuses_a_renamed_plugin(void)
{
	char dir[DIR_MAX + 16], want[PATH_MAX + CARC_ERROR_MAX];

	if (fresh_dir(dir, sizeof(dir)) == NULL ||
	    copy_plugin("good", dir, "better.so") == -1) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	snprintf(want, sizeof(want), "plugin '%s/better.so' calls itself "
	    "'good'", dir);
	expect_refusal(dir, want);
}

/* With several bad plugins, the first in name order is the one named. */
static void
test_loader_reports_the_first_plugin_by_name(void)
{
	char dir[DIR_MAX + 16], want[PATH_MAX + CARC_ERROR_MAX];

	if (fresh_dir(dir, sizeof(dir)) == NULL ||
	    copy_plugin("wrong_name", dir, "wrong_name.so") == -1 ||
	    copy_plugin("dup_rule", dir, "dup_rule.so") == -1 ||
	    copy_plugin("good", dir, "good.so") == -1) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	snprintf(want, sizeof(want), "plugin '%s/dup_rule.so': rule id "
	    "'DUP-A' appears twice", dir);
	expect_refusal(dir, want);
}

static void
test_loader_refuses_a_symlinked_plugin(void)
{
	char real[DIR_MAX + 16], dir[DIR_MAX + 16];
	char target[PATH_MAX], link[PATH_MAX];
	char want[PATH_MAX + CARC_ERROR_MAX];

	if (dir_with("good", real, sizeof(real)) == NULL ||
	    fresh_dir(dir, sizeof(dir)) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	snprintf(target, sizeof(target), "%s/good.so", real);
	snprintf(link, sizeof(link), "%s/good.so", dir);
	CU_ASSERT_EQUAL_FATAL(symlink(target, link), 0);
	snprintf(want, sizeof(want), "refusing plugin '%s': not a regular "
	    "file", link);
	expect_refusal(dir, want);
}

static void
test_loader_refuses_a_directory_named_like_a_plugin(void)
{
	char dir[DIR_MAX + 16], sub[PATH_MAX], want[PATH_MAX + CARC_ERROR_MAX];

	if (fresh_dir(dir, sizeof(dir)) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	snprintf(sub, sizeof(sub), "%s/good.so", dir);
	CU_ASSERT_EQUAL_FATAL(mkdir(sub, 0755), 0);
	snprintf(want, sizeof(want), "refusing plugin '%s': not a regular "
	    "file", sub);
	expect_refusal(dir, want);
}

static void
test_loader_refuses_a_world_writable_directory(void)
{
	char dir[DIR_MAX + 16], want[PATH_MAX + CARC_ERROR_MAX];

	if (dir_with("good", dir, sizeof(dir)) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	CU_ASSERT_EQUAL_FATAL(chmod(dir, 0777), 0);
	snprintf(want, sizeof(want), "plugin directory '%s' is world-writable",
	    dir);
	expect_refusal(dir, want);
	chmod(dir, 0755);
}

static void
test_loader_names_a_missing_directory(void)
{
	char dir[DIR_MAX + 16], want[PATH_MAX + CARC_ERROR_MAX];

	snprintf(dir, sizeof(dir), "%s/nope", scratch);
	snprintf(want, sizeof(want), "cannot open plugin directory '%s': "
	    "no such file or directory", dir);
	expect_refusal(dir, want);
}

static void
test_loader_refuses_a_file_as_directory(void)
{
	char dir[DIR_MAX + 16], file[PATH_MAX], want[PATH_MAX + CARC_ERROR_MAX];

	if (dir_with("good", dir, sizeof(dir)) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	snprintf(file, sizeof(file), "%s/good.so", dir);
	snprintf(want, sizeof(want), "plugin directory '%s' is not a "
	    "directory", file);
	expect_refusal(file, want);
}

/* A good load: the base tiles are there, the plugin is found and ran. */
static void
check_good_loaded(void)
{
	const struct carc_loaded_plugin *lp;

	CU_ASSERT_EQUAL(set.n, 1);
	CU_ASSERT(set.cat.ntypes > 0);
	CU_ASSERT_PTR_EQUAL(set.host, &host);
	lp = carc_plugins_find(&set, "good");
	CU_ASSERT_PTR_NOT_NULL_FATAL(lp);
	CU_ASSERT_STRING_EQUAL(lp->desc->name, "good");
	CU_ASSERT_STRING_EQUAL(lp->desc->rule_prefix, "GOOD-");
	CU_ASSERT_EQUAL(lp->desc->nrules, 2);
	CU_ASSERT_EQUAL(lp->slot, 0);
	CU_ASSERT_PTR_NOT_NULL(lp->handle);
	/* good's init allocates its state: init ran. */
	CU_ASSERT_PTR_NOT_NULL_FATAL(lp->state);
	CU_ASSERT_STRING_EQUAL((const char *)lp->state, "good state");
	CU_ASSERT_PTR_NULL(carc_plugins_find(&set, "bad_major"));
	CU_ASSERT_PTR_NULL(carc_plugins_find(&set, "../../tmp/x"));
	CU_ASSERT_PTR_NULL(carc_plugins_find(&set, "GOOD"));
	CU_ASSERT_PTR_NULL(carc_plugins_find(&set, ""));
	CU_ASSERT_PTR_NULL(carc_plugins_find(&set, NULL));
}

static void
test_loader_loads_a_good_plugin(void)
{
	struct carc_error err;
	char dir[DIR_MAX + 16];
	int rc;

	if (dir_with("good", dir, sizeof(dir)) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	err.msg[0] = '\0';
	rc = carc_plugins_load(&set, dir, &host, &err);
	check_msg(err.msg, "");
	CU_ASSERT_EQUAL_FATAL(rc, 0);
	check_good_loaded();
	carc_plugins_unload(&set);
	CU_ASSERT_EQUAL(set.n, 0);
	CU_ASSERT_EQUAL(set.cat.ntypes, 0);
	/* Unloading twice is harmless. */
	carc_plugins_unload(&set);
}

/*
 * ABI 2.0: a hook that fails makes the game unverifiable with the first
 * reason given (fail() or the hook's name), and stays so until the next
 * game; an award under another plugin's rule id fails the game too.
 */
static void
play_hook_fails(const char *variant, const char *want)
{
	struct carc_game_plugin gp;
	struct carc_game *g;
	struct carc_error err;
	int d;

	CU_ASSERT_EQUAL_FATAL(carc_game_new(&g, &set.list, &err), 0);
	gp.plugin = carc_plugin_list_find(&set.list, "hook_fails");
	CU_ASSERT_PTR_NOT_NULL_FATAL(gp.plugin);
	gp.variant = variant;
	CU_ASSERT_EQUAL_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, &gp,
	    1, &err), 0);
	d = carc_catalogue_find(carc_game_catalogue(g), "D");
	CU_ASSERT_FATAL(d >= 0);
	CU_ASSERT_EQUAL(carc_game_place(g, 0, -1, d, 0, 0, 0, 0), 0);
	CU_ASSERT_PTR_NULL(carc_game_failed(g));
	CU_ASSERT_EQUAL(carc_game_place(g, 1, 0, d, 0, 1, 2, 0), 0);
	carc_game_score_move(g);
	carc_game_final(g);
	CU_ASSERT_PTR_NOT_NULL_FATAL(carc_game_failed(g));
	CU_ASSERT_STRING_EQUAL(carc_game_failed(g), want);
	/* the next game starts verifiable */
	CU_ASSERT_EQUAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, &gp, 1,
	    &err), 0);
	CU_ASSERT_PTR_NULL(carc_game_failed(g));
	carc_game_free(g);
}

static void
test_loader_hooks_fail_the_game(void)
{
	struct carc_error err;
	char dir[DIR_MAX + 16];

	if (dir_with("hook_fails", dir, sizeof(dir)) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	err.msg[0] = '\0';
	CU_ASSERT_EQUAL_FATAL(carc_plugins_load(&set, dir, carc_services(),
	    &err), 0);
	play_hook_fails("fail", "hook_fails: the omens are bad");
	play_hook_fails("award", "plugin 'hook_fails' awarded points under "
	    "'BASE-X', not one of its rule ids");
	play_hook_fails("final", "hook_fails: game_final failed");
	carc_plugins_unload(&set);
}

/* foo.so.1, .la files: not plugins, not even looked at. */
static void
test_loader_ignores_other_file_names(void)
{
	static const char *const others[] = {
		"bad_major.so.1", "bad_major.la", ".so", "bad_major.SO",
	};
	struct carc_error err;
	char dir[DIR_MAX + 16];
	size_t i;
	int rc;

	if (dir_with("good", dir, sizeof(dir)) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	for (i = 0; i < sizeof(others) / sizeof(others[0]); i++)
		CU_ASSERT_EQUAL_FATAL(copy_plugin("bad_major", dir, others[i]),
		    0);
	err.msg[0] = '\0';
	rc = carc_plugins_load(&set, dir, &host, &err);
	check_msg(err.msg, "");
	CU_ASSERT_EQUAL_FATAL(rc, 0);
	check_good_loaded();
	carc_plugins_unload(&set);
}

/* River.so, my-ext.so: meant to be plugins, and refused with a word
 * (issue 29: they were skipped silently). */
static void
test_loader_refuses_bad_plugin_file_names(void)
{
	static const char *const bad[] = {
		"River.so", "my-ext.so", ".bad.so", "bad major.so",
		"a_name_of_thirty_two_characters_.so",
	};
	char dir[DIR_MAX + 16], want[PATH_MAX + CARC_ERROR_MAX];
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		if (dir_with("good", dir, sizeof(dir)) == NULL ||
		    copy_plugin("good", dir, bad[i]) != 0) {
			CU_FAIL("cannot set up the plugin directory");
			return;
		}
		snprintf(want, sizeof(want), "refusing plugin '%s/%s': a "
		    "plugin's file is NAME.so, NAME of at most 31 characters "
		    "a-z, 0-9 and '_' (the name records use in "
		    "game_expansions)", dir, bad[i]);
		expect_refusal(dir, want);
	}
}

/* --plugin-dir adds a directory before the base one: its good.so shadows
 * the base's, and says so. */
static void
test_loader_searches_a_path(void)
{
	char user[DIR_MAX + 16], base[DIR_MAX + 16], want[PATH_MAX + 8];
	const char *dirs[1];
	struct carc_error err;
	int rc;

	if (dir_with("good", user, sizeof(user)) == NULL ||
	    dir_with("good", base, sizeof(base)) == NULL) {
		CU_FAIL("cannot set up the plugin directories");
		return;
	}
	dirs[0] = user;
	err.msg[0] = '\0';
	rc = carc_plugins_load_path(&set, dirs, 1, base, &host, &err);
	check_msg(err.msg, "");
	CU_ASSERT_EQUAL_FATAL(rc, 0);
	CU_ASSERT_EQUAL(set.n, 1);
	snprintf(want, sizeof(want), "%s/good.so", user);
	check_msg(set.p[0].path, want);
	snprintf(want, sizeof(want), "%s/good.so", base);
	check_msg(set.p[0].shadows, want);
	carc_plugins_unload(&set);
}

/* A user's plugin reusing an installed plugin's rule id is the one
 * refused, both named; sorted by name alone, good would have been. */
static void
test_loader_refuses_the_newcomer_of_a_clash(void)
{
	char user[DIR_MAX + 16], base[DIR_MAX + 16];
	char want[2 * PATH_MAX + CARC_ERROR_MAX];
	const char *dirs[1];
	struct carc_error err;

	if (dir_with("clash", user, sizeof(user)) == NULL ||
	    dir_with("good", base, sizeof(base)) == NULL) {
		CU_FAIL("cannot set up the plugin directories");
		return;
	}
	dirs[0] = user;
	err.msg[0] = '\0';
	CU_ASSERT_EQUAL(carc_plugins_load_path(&set, dirs, 1, base, &host,
	    &err), -1);
	snprintf(want, sizeof(want), "plugin '%s/clash.so': rule id "
	    "'GOOD-ONE' is already defined by '%s/good.so'", user, base);
	check_msg(err.msg, want);
	CU_ASSERT_EQUAL(set.n, 0);
}

static void
test_loader_loads_an_empty_directory(void)
{
	struct carc_error err;
	char dir[DIR_MAX + 16];
	int rc;

	if (fresh_dir(dir, sizeof(dir)) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	err.msg[0] = '\0';
	rc = carc_plugins_load(&set, dir, &host, &err);
	check_msg(err.msg, "");
	CU_ASSERT_EQUAL_FATAL(rc, 0);
	CU_ASSERT_EQUAL(set.n, 0);
	CU_ASSERT(set.cat.ntypes > 0);
	CU_ASSERT_PTR_NULL(carc_plugins_find(&set, "good"));
	carc_plugins_unload(&set);
}

static void
test_loader_loads_the_base_catalogue_alone(void)
{
	struct carc_error err;
	int rc;

	err.msg[0] = '\0';
	rc = carc_plugins_load_none(&set, &host, &err);
	check_msg(err.msg, "");
	CU_ASSERT_EQUAL_FATAL(rc, 0);
	CU_ASSERT_EQUAL(set.n, 0);
	CU_ASSERT(set.cat.ntypes > 0);
	carc_plugins_unload(&set);
}

/* Write text to dir/name. */
static int
write_file(const char *dir, const char *name, const char *text)
{
	char path[PATH_MAX];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	if ((f = fopen(path, "w")) == NULL)
		return -1;
	fputs(text, f);
	return fclose(f);
}

#define KEYED_TILE(id, extra)						\
	"- id: " id "\n"						\
	"  count: 1\n"							\
	"  edges: {N: field, E: field, S: field, W: field}\n"		\
	"  fields: [{id: f0, halves: [NL, NR, EL, ER, SL, SR, WL, WR]}]\n" \
	extra

/* A directory with good.so, keyed.so and keyed.yaml as given. */
static const char *
keyed_dir(char *buf, size_t len, const char *yaml)
{
	if (fresh_dir(buf, len) == NULL ||
	    copy_plugin("good", buf, "good.so") == -1 ||
	    copy_plugin("keyed", buf, "keyed.so") == -1 ||
	    (yaml != NULL && write_file(buf, "keyed.yaml", yaml) == -1))
		return NULL;
	return buf;
}

static void
test_loader_routes_tile_keys_to_their_plugin(void)
{
	const struct carc_loaded_plugin *lp;
	const struct carc_tile_type *t;
	struct carc_error err;
	char dir[DIR_MAX + 16];
	int i, rc;

	if (keyed_dir(dir, sizeof(dir), KEYED_TILE("KEY1", "  omen: good\n")
	    KEYED_TILE("KEY2", "")) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	err.msg[0] = '\0';
	rc = carc_plugins_load(&set, dir, &host, &err);
	check_msg(err.msg, "");
	CU_ASSERT_EQUAL_FATAL(rc, 0);
	CU_ASSERT_EQUAL(set.n, 2);
	/* Slots follow the sorted file names: good, then keyed. */
	lp = carc_plugins_find(&set, "keyed");
	CU_ASSERT_PTR_NOT_NULL_FATAL(lp);
	CU_ASSERT_EQUAL_FATAL(lp->slot, 1);

	i = carc_catalogue_find(&set.cat, "KEY1");
	CU_ASSERT_FATAL(i >= 0);
	t = &set.cat.types[i];
	CU_ASSERT_STRING_EQUAL(t->set, "keyed");
	CU_ASSERT_PTR_NOT_NULL_FATAL(t->marking[1]);
	CU_ASSERT_STRING_EQUAL((const char *)t->marking[1], "good omen");
	CU_ASSERT_PTR_NULL(t->marking[0]);

	i = carc_catalogue_find(&set.cat, "KEY2");
	CU_ASSERT_FATAL(i >= 0);
	CU_ASSERT_PTR_NULL(set.cat.types[i].marking[1]);
	carc_plugins_unload(&set);
}

static void
test_loader_fails_on_a_bad_tile_key(void)
{
	struct carc_error err;
	char dir[DIR_MAX + 16], want[PATH_MAX];

	if (keyed_dir(dir, sizeof(dir), KEYED_TILE("KEY1",
	    "  omen: ugly\n")) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	err.msg[0] = '\0';
	CU_ASSERT_EQUAL(carc_plugins_load(&set, dir, &host, &err), -1);
	/* file:line:col comes from the catalogue; the rest from the plugin. */
	snprintf(want, sizeof(want), "%s/keyed.yaml:", dir);
	if (strstr(err.msg, want) == NULL ||
	    strstr(err.msg, "omen of tile 'KEY1' is neither good nor bad") ==
	    NULL)
		fprintf(stderr, "\n  got: %s\n", err.msg);
	CU_ASSERT_PTR_NOT_NULL(strstr(err.msg, want));
	CU_ASSERT_PTR_NOT_NULL(strstr(err.msg,
	    "omen of tile 'KEY1' is neither good nor bad"));
	CU_ASSERT_EQUAL(set.n, 0);
	CU_ASSERT_EQUAL(set.cat.ntypes, 0);
}

static void
test_loader_names_a_missing_plugin_catalogue(void)
{
	struct carc_error err;
	char dir[DIR_MAX + 16], want[PATH_MAX];

	if (keyed_dir(dir, sizeof(dir), NULL) == NULL) {
		CU_FAIL("cannot set up the plugin directory");
		return;
	}
	CU_ASSERT_EQUAL(carc_plugins_load(&set, dir, &host, &err), -1);
	snprintf(want, sizeof(want), "cannot find tile catalogue 'keyed.yaml' "
	    "of plugin 'keyed'; looked at '%s/keyed.yaml', ", dir);
	if (strncmp(err.msg, want, strlen(want)) != 0)
		fprintf(stderr, "\n  got:  %s\n  want: %s...\n", err.msg,
		    want);
	CU_ASSERT_NSTRING_EQUAL(err.msg, want, strlen(want));
	CU_ASSERT_EQUAL(set.n, 0);
}

static void
test_loader_validates_plugin_names(void)
{
	static const struct {
		const char *name;
		int valid;
	} cases[] = {
		{ "signposts", 1 },
		{ "compass", 1 },
		{ "a", 1 },
		{ "x_2", 1 },
		{ "0", 1 },
		{ "abcdefghijklmnopqrstuvwxyz01234", 1 },	/* 31 */
		{ "abcdefghijklmnopqrstuvwxyz012345", 0 },	/* 32 */
		{ "", 0 },
		{ NULL, 0 },
		{ "Signposts", 0 },
		{ "sign-posts", 0 },
		{ "sign.so", 0 },
		{ "../../tmp/x", 0 },
		{ "a/b", 0 },
		{ "a b", 0 },
		{ "tower\n", 0 },
		{ "caf\xc3\xa9", 0 },
	};
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (carc_plugin_name_valid(cases[i].name) != cases[i].valid)
			fprintf(stderr, "\n  name '%s': want %d\n",
			    cases[i].name != NULL ? cases[i].name : "(null)",
			    cases[i].valid);
		CU_ASSERT_EQUAL(carc_plugin_name_valid(cases[i].name),
		    cases[i].valid);
	}
}

static void
test_paths_choose_the_plugin_dir(void)
{
	char *saved = NULL, *env;

	if ((env = getenv("CARC_PLUGIN_DIR")) != NULL)
		saved = strdup(env);
	CU_ASSERT_STRING_EQUAL(carc_paths_plugin_dir("/opt/x"), "/opt/x");
	setenv("CARC_PLUGIN_DIR", "/env/x", 1);
	CU_ASSERT_STRING_EQUAL(carc_paths_plugin_dir(NULL), "/env/x");
	CU_ASSERT_STRING_EQUAL(carc_paths_plugin_dir("/opt/x"), "/opt/x");
	unsetenv("CARC_PLUGIN_DIR");
	/* This test runs from the build tree. */
	CU_ASSERT_STRING_EQUAL(carc_paths_plugin_dir(NULL),
	    CARC_BUILD_DIR "/plugins/.libs");
	if (saved != NULL)
		setenv("CARC_PLUGIN_DIR", saved, 1);
	free(saved);
}

static int
touch(const char *path)
{
	FILE *f;

	if ((f = fopen(path, "w")) == NULL)
		return -1;
	return fclose(f);
}

static void
test_paths_find_catalogues_in_order(void)
{
	struct carc_error err;
	char data[DIR_MAX + 16], pdir[DIR_MAX + 16], p[PATH_MAX], want[PATH_MAX];
	char out[PATH_MAX];

	if (fresh_dir(data, sizeof(data)) == NULL ||
	    fresh_dir(pdir, sizeof(pdir)) == NULL) {
		CU_FAIL("cannot set up the directories");
		return;
	}
	snprintf(p, sizeof(p), "%s/tiles", data);
	CU_ASSERT_EQUAL_FATAL(mkdir(p, 0755), 0);

	/* base: the build tree's, unless $CARC_DATA_DIR has one. */
	CU_ASSERT_EQUAL(carc_paths_catalogue(out, sizeof(out), "base",
	    "base.yaml", pdir, &err), 0);
	check_msg(out, CARC_SOURCE_DIR "/core/tiles/base.yaml");
	setenv("CARC_DATA_DIR", data, 1);
	snprintf(p, sizeof(p), "%s/tiles/base.yaml", data);
	CU_ASSERT_EQUAL_FATAL(touch(p), 0);
	CU_ASSERT_EQUAL(carc_paths_catalogue(out, sizeof(out), "base",
	    "base.yaml", pdir, &err), 0);
	check_msg(out, p);

	/* A plugin's: next to the .so first, then the data directory. */
	snprintf(p, sizeof(p), "%s/tiles/t.yaml", data);
	CU_ASSERT_EQUAL_FATAL(touch(p), 0);
	CU_ASSERT_EQUAL(carc_paths_catalogue(out, sizeof(out), "t", "t.yaml",
	    pdir, &err), 0);
	check_msg(out, p);
	snprintf(p, sizeof(p), "%s/t.yaml", pdir);
	CU_ASSERT_EQUAL_FATAL(touch(p), 0);
	CU_ASSERT_EQUAL(carc_paths_catalogue(out, sizeof(out), "t", "t.yaml",
	    pdir, &err), 0);
	check_msg(out, p);

	/* Not found: the message lists where it looked. */
	CU_ASSERT_EQUAL(carc_paths_catalogue(out, sizeof(out), "t", "u.yaml",
	    pdir, &err), -1);
	snprintf(want, sizeof(want), "cannot find tile catalogue 'u.yaml' of "
	    "plugin 't'; looked at '%s/u.yaml', '%s/tiles/u.yaml', "
	    "'" CARC_SOURCE_DIR "/plugins/t/u.yaml', "
	    "'" CARC_DATADIR "/tiles/u.yaml'", pdir, data);
	check_msg(err.msg, want);

	/* A catalogue name may not lead out of the directories. */
	CU_ASSERT_EQUAL(carc_paths_catalogue(out, sizeof(out), "t",
	    "../t.yaml", pdir, &err), -1);
	check_msg(err.msg, "tile catalogue '../t.yaml' is not a plain file "
	    "name");
	unsetenv("CARC_DATA_DIR");
}

static int
rm_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
	return remove(path);
}

/* The scratch directory, under the current (build) directory. */
static int
scratch_make(void)
{
	char cwd[DIR_MAX - 32];

	if ((abi_dir = getenv("CARC_TEST_PLUGIN_DIR")) == NULL) {
		fprintf(stderr, "CARC_TEST_PLUGIN_DIR is not set\n");
		return -1;
	}
	/* The build tree's base catalogue, whatever the environment says. */
	unsetenv("CARC_DATA_DIR");
	if (getcwd(cwd, sizeof(cwd)) == NULL)
		return -1;
	snprintf(scratch, sizeof(scratch), "%s/test_loader.XXXXXX", cwd);
	if (mkdtemp(scratch) == NULL) {
		fprintf(stderr, "cannot create '%s': %s\n", scratch,
		    strerror(errno));
		return -1;
	}
	return 0;
}

static void
scratch_remove(void)
{
	if (scratch[0] != '\0')
		nftw(scratch, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static CU_TestInfo loader_tests[] = {
	{ "refuses each broken plugin", test_loader_refuses_each_broken_plugin },
	{ "refuses plugins of another major ABI",
	    test_loader_refuses_other_majors },
	{ "hooks fail the game", test_loader_hooks_fail_the_game },
	{ "refuses a renamed plugin", test_loader_refuses_a_renamed_plugin },
	{ "reports the first plugin by name",
	    test_loader_reports_the_first_plugin_by_name },
	{ "refuses a symlinked plugin", test_loader_refuses_a_symlinked_plugin },
	{ "refuses a directory named like a plugin",
	    test_loader_refuses_a_directory_named_like_a_plugin },
	{ "refuses a world-writable directory",
	    test_loader_refuses_a_world_writable_directory },
	{ "names a missing directory", test_loader_names_a_missing_directory },
	{ "refuses a file as directory",
	    test_loader_refuses_a_file_as_directory },
	{ "loads a good plugin", test_loader_loads_a_good_plugin },
	{ "ignores other file names", test_loader_ignores_other_file_names },
	{ "refuses bad plugin file names",
	    test_loader_refuses_bad_plugin_file_names },
	{ "searches a path, the first name found wins",
	    test_loader_searches_a_path },
	{ "refuses the newcomer of a rule clash",
	    test_loader_refuses_the_newcomer_of_a_clash },
	{ "loads an empty directory", test_loader_loads_an_empty_directory },
	{ "loads the base catalogue alone",
	    test_loader_loads_the_base_catalogue_alone },
	{ "routes tile keys to their plugin",
	    test_loader_routes_tile_keys_to_their_plugin },
	{ "fails on a bad tile key", test_loader_fails_on_a_bad_tile_key },
	{ "names a missing plugin catalogue",
	    test_loader_names_a_missing_plugin_catalogue },
	{ "validates plugin names", test_loader_validates_plugin_names },
	CU_TEST_INFO_NULL,
};

static CU_TestInfo paths_tests[] = {
	{ "choose the plugin dir", test_paths_choose_the_plugin_dir },
	{ "find catalogues in order", test_paths_find_catalogues_in_order },
	CU_TEST_INFO_NULL,
};

/* Designated initializers: CU_SuiteInfo grew two members in CUnit 2.1-3. */
static CU_SuiteInfo suites[] = {
	{ .pName = "loader", .pTests = loader_tests },
	{ .pName = "paths", .pTests = paths_tests },
	CU_SUITE_INFO_NULL,
};

int
carc_test_register(void)
{
	if (scratch_make() == -1)
		return -1;
	if (atexit(scratch_remove) != 0) {
		scratch_remove();
		return -1;
	}
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
