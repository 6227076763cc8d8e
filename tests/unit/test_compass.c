/*
 * test_compass.c - the compass plugin (rules-en.md 3.2): its section
 * geometry on its own (section.c is built into this test), and the plugin
 * as the engine drives it, loaded from $CARC_PLUGIN_DIR, on small boards
 * built move by move.
 *
 * The engine's carc_game_place() takes any empty square (legality is the
 * verifier's to judge), so the geometry tests put a quarter tile on every
 * square around the rose, in every rotation of the rose, and compare the
 * awards with the table of rules-en.md 3.2 written out again here.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/game.h"
#include "host/plugins.h"
#include "engine/services.h"
#include "harness.h"
#include "section.h"		/* plugins/compass: the geometry */

static struct carc_game *g;
static const struct carc_engine_plugin *compass;

/* -- the geometry alone ---------------------------------------------------- */

/* rules-en.md 3.2, the table, row by row. */
static void
table_offset(int r, int dx, int dn, int *n, int *e)
{
	switch (r) {
	case 0:
		*n = dn;
		*e = dx;
		break;
	case 1:
		*n = dx;
		*e = -dn;
		break;
	case 2:
		*n = -dn;
		*e = -dx;
		break;
	default:
		*n = -dx;
		*e = dn;
		break;
	}
}


/* carc_game_explain, keeping the hint (doc/spec/cli.md) of the last call. */
static const char *hint_rule;

static const char *
explain_(struct carc_game *gm, int final, int seat, const char *kind,
    int points)
{
	const char *why;

	return carc_game_explain(gm, final, seat, kind, points, &hint_rule,
	    &why);
}

static void
test_geometry_offset_matches_the_table(void)
{
	struct rose_frame f;
	int r, x, y, n, e, tn, te;

	for (r = 0; r < 4; r++)
		for (x = -3; x <= 3; x++)
			for (y = -3; y <= 3; y++) {
				f.x = 1;
				f.y = -2;
				f.rot = r;
				rose_offset(&f, x, y, &n, &e);
				table_offset(r, x - 1, -2 - y, &tn, &te);
				CU_ASSERT_EQUAL(n, tn);
				CU_ASSERT_EQUAL(e, te);
			}
}

static void
test_geometry_row_and_column_count_twice(void)
{
	struct rose_section ne, se, sw, nw, no, so;
	int sb;

	CU_ASSERT_EQUAL(rose_section_parse("NE", &ne, &sb), 0);
	CU_ASSERT_EQUAL(sb, 0);
	rose_section_parse("SE", &se, &sb);
	rose_section_parse("SW", &sw, &sb);
	rose_section_parse("NW", &nw, &sb);
	CU_ASSERT_EQUAL(rose_section_parse("N", &no, &sb), 0);
	CU_ASSERT_EQUAL(sb, 1);
	rose_section_parse("S", &so, &sb);
	CU_ASSERT_EQUAL(rose_section_parse("E", &so, &sb), -1);
	CU_ASSERT_EQUAL(rose_section_parse("ne", &so, &sb), -1);
	rose_section_parse("S", &so, &sb);
	/* ROSE-SECTION: north of the rose is NE and NW, east NE and SE */
	CU_ASSERT(rose_section_holds(ne, 1, 0) && rose_section_holds(nw, 1, 0));
	CU_ASSERT(!rose_section_holds(se, 1, 0) && !rose_section_holds(sw, 1, 0));
	CU_ASSERT(rose_section_holds(ne, 0, 1) && rose_section_holds(se, 0, 1));
	CU_ASSERT(!rose_section_holds(nw, 0, 1));
	/* ROSE-SPIELBOX: the row is both halves, the column is not */
	CU_ASSERT(rose_section_holds(no, 0, -5) && rose_section_holds(so, 0, 5));
	CU_ASSERT(rose_section_holds(no, 2, 0) && !rose_section_holds(so, 2, 0));
	/* turning a label: NE -> SE -> SW -> NW, N -> E */
	CU_ASSERT_STRING_EQUAL(rose_section_name(rose_section_turn(ne, 1)), "SE");
	CU_ASSERT_STRING_EQUAL(rose_section_name(rose_section_turn(ne, 2)), "SW");
	CU_ASSERT_STRING_EQUAL(rose_section_name(rose_section_turn(ne, -1)), "NW");
	CU_ASSERT_STRING_EQUAL(rose_section_name(rose_section_turn(no, 1)), "E");
}

/* -- the plugin in the engine ------------------------------------------- */

static int
begin(const char *variant)
{
	struct carc_game_plugin gp;
	struct carc_error err;

	gp.plugin = compass;
	gp.variant = variant;
	return carc_game_begin(g, 2, CARC_RULESET_FINAL, &gp, 1, &err);
}

/* Place a tile as a move; rot in degrees.  The awards list then holds
 * what after_place gave. */
static void
place(int seq, int seat, const char *id, int x, int y, int rot)
{
	carc_game_clear_awards(g);
	CU_ASSERT_EQUAL_FATAL(carc_game_place(g, seq, seat, harness_type(id), x, y,
	    rot / 90, 0), 0);
}

/* The compass points of the move just placed, to seat; *rule the rule. */
static int
rose_points(int seat, const char **rule)
{
	const struct carc_award *a;
	size_t n, i;
	int pts = 0;

	n = carc_game_awards(g, &a);
	for (i = 0; i < n; i++)
		if (strcmp(a[i].kind, "compass") == 0 && a[i].seat == seat) {
			pts += a[i].points;
			if (rule != NULL)
				*rule = a[i].rule;
		}
	return pts;
}

static void
test_engine_start_tile_is_the_orange_rose(void)
{
	const char *rule = NULL;
	int any = 0;

	CU_ASSERT_EQUAL_FATAL(begin("hig"), 0);
	CU_ASSERT_EQUAL(carc_game_start_tile(g, &any, &rule),
	    harness_type("CR-ORANGE"));
	CU_ASSERT_EQUAL(any, 1);
	CU_ASSERT_STRING_EQUAL(rule, "ROSE-SETUP");
	CU_ASSERT_EQUAL_FATAL(begin("spielbox"), 0);
	CU_ASSERT_EQUAL(carc_game_start_tile(g, &any, &rule),
	    harness_type("CRS-ORANGE"));
	CU_ASSERT_EQUAL(begin("north"), -1);
}

/*
 * A tile of the other variant is enabled while any_variant is on (carc
 * compare and carc ask play a record under another variant so), at once
 * and in the games that follow in the same variant: the engine's table
 * of enabled types (type_on) is worked out again when any_variant
 * changes, not only when the game's sets or variants do.
 */
static void
test_engine_any_variant_enables_the_other(void)
{
	int spielbox = harness_type("CRS-ORANGE");
	int hig = harness_type("CR-ORANGE");

	CU_ASSERT_EQUAL_FATAL(begin("hig"), 0);
	CU_ASSERT_TRUE(carc_game_tile_enabled(g, hig));
	CU_ASSERT_FALSE(carc_game_tile_enabled(g, spielbox));
	carc_game_any_variant(g, 1);
	CU_ASSERT_TRUE(carc_game_tile_enabled(g, spielbox));
	CU_ASSERT_EQUAL_FATAL(begin("hig"), 0);
	CU_ASSERT_TRUE(carc_game_tile_enabled(g, spielbox));
	CU_ASSERT_TRUE(carc_game_supply_left(g, spielbox) > 0);
	carc_game_any_variant(g, 0);
	CU_ASSERT_FALSE(carc_game_tile_enabled(g, spielbox));
	CU_ASSERT_EQUAL_FATAL(begin("hig"), 0);
	CU_ASSERT_FALSE(carc_game_tile_enabled(g, spielbox));
	CU_ASSERT_EQUAL(carc_game_supply_left(g, spielbox), 0);
	CU_ASSERT_TRUE(carc_game_tile_enabled(g, hig));
}

/* Every square of a 7x7 block around the rose, every rotation of the
 * rose, every quarter tile in a turn of its own: 3 points exactly where
 * the table puts the square in the tile's section. */
static void
sweep(const char *variant, const char *orange, const char *const *tiles,
    const char *const *sections)
{
	struct rose_section s;
	int r, x, y, k, sb, n, e, want, got, failures = 0;

	for (r = 0; r < 4; r++)
		for (k = 0; tiles[k] != NULL; k++)
			for (x = -3; x <= 3; x++)
				for (y = -3; y <= 3; y++) {
					if (x == 0 && y == 0)
						continue;
					CU_ASSERT_EQUAL_FATAL(begin(variant), 0);
					place(0, -1, orange, 0, 0, 90 * r);
					place(1, 1, tiles[k], x, y,
					    90 * ((x + 2 * y + k) & 3));
					rose_section_parse(sections[k], &s, &sb);
					table_offset(r, x, -y, &n, &e);
					want = s.sn * n >= 0 && s.se * e >= 0 ?
					    3 : 0;
					got = rose_points(1, NULL);
					if (got != want) {
						fprintf(stderr, "%s at (%d,%d), "
						    "rose %d: %d, want %d\n",
						    tiles[k], x, y, 90 * r, got,
						    want);
						failures++;
					}
				}
	CU_ASSERT_EQUAL(failures, 0);
}

static void
test_engine_hig_sections_in_every_rotation(void)
{
	static const char *const tiles[] = { "CR-NE", "CR-SE", "CR-SW",
	    "CR-NW", NULL };
	static const char *const secs[] = { "NE", "SE", "SW", "NW" };

	sweep("hig", "CR-ORANGE", tiles, secs);
}

static void
test_engine_spielbox_halves_in_every_rotation(void)
{
	static const char *const tiles[] = { "CRS-N1", "CRS-N2", "CRS-S1",
	    "CRS-S2", NULL };
	static const char *const secs[] = { "N", "N", "S", "S" };

	sweep("spielbox", "CRS-ORANGE", tiles, secs);
}

/* The official example: the rose points come at placement, before the
 * city the tile closes is scored. */
static void
test_engine_official_example(void)
{
	struct carc_meeple_check chk;
	const struct carc_award *a;
	size_t n;

	CU_ASSERT_EQUAL_FATAL(begin("hig"), 0);
	place(0, -1, "CR-ORANGE", 0, 0, 0);
	place(1, 0, "D", -1, 0, 180);
	carc_game_check_meeple(g, 0, "S", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
	carc_game_meeple(g, 0, &chk);
	carc_game_score_move(g);
	place(2, 1, "CR-SW", -1, 1, 0);
	/* ROSE-TIMING: already there before the meeple phase */
	n = carc_game_awards(g, &a);
	CU_ASSERT_EQUAL_FATAL(n, 1);
	CU_ASSERT_STRING_EQUAL(a[0].kind, "compass");
	CU_ASSERT_EQUAL(a[0].seat, 1);
	CU_ASSERT_EQUAL(a[0].points, 3);
	CU_ASSERT_STRING_EQUAL(a[0].rule, "ROSE-QUARTER-3");
	carc_game_score_move(g);
	n = carc_game_awards(g, &a);
	CU_ASSERT_EQUAL_FATAL(n, 2);
	CU_ASSERT_STRING_EQUAL(a[1].kind, "city");
	CU_ASSERT_EQUAL(a[1].seat, 0);
	CU_ASSERT_EQUAL(a[1].points, 4);
	CU_ASSERT_EQUAL(carc_game_score(g, 0), 4);
	CU_ASSERT_EQUAL(carc_game_score(g, 1), 3);
	/* ROSE-NO-FINAL */
	carc_game_clear_awards(g);
	carc_game_final(g);
	CU_ASSERT_EQUAL(rose_points(1, NULL), 0);
	CU_ASSERT_STRING_EQUAL(explain_(g, 1, 1, "compass", 3),
	    "ROSE-NO-FINAL");
}

static void
test_engine_blue_rose_takes_over(void)
{
	const char *rule = NULL;

	CU_ASSERT_EQUAL_FATAL(begin("hig"), 0);
	place(0, -1, "CR-ORANGE", 0, 0, 0);
	place(1, 0, "CR-BLUE", 0, 1, 270);
	CU_ASSERT_EQUAL(rose_points(0, NULL), 0);	/* ROSE-BLUE-NOPTS */
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 0, "compass", 3),
	    "ROSE-BLUE-NOPTS");
	/* NE of the orange rose, SE of the blue one */
	place(2, 1, "CR-NE", 1, 0, 0);
	CU_ASSERT_EQUAL(rose_points(1, NULL), 0);
	/* ROSE-QUARTER-ELSEWHERE: nothing under the active rose; the
	 * orange one misread as active is the hint (doc/rules/rule-ids.md) */
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 1, "compass", 3),
	    "ROSE-QUARTER-ELSEWHERE");
	CU_ASSERT_PTR_NOT_NULL_FATAL(hint_rule);
	CU_ASSERT_STRING_EQUAL(hint_rule, "ROSE-ACTIVE");
	/* SW of the orange rose, NW of the blue one */
	place(3, 0, "CR-NW", -1, 1, 0);
	CU_ASSERT_EQUAL(rose_points(0, &rule), 3);
	CU_ASSERT_STRING_EQUAL(rule, "ROSE-QUARTER-3");
	/* left out: ROSE-QUARTER-3 cites them, ROSE-ACTIVE is the hint */
	{
		const char *hr, *hw;

		CU_ASSERT_PTR_NULL(carc_game_explain_value(g, 0, 0,
		    "compass", 3, 0, &hr, &hw));
		CU_ASSERT_PTR_NOT_NULL_FATAL(hr);
		CU_ASSERT_STRING_EQUAL(hr, "ROSE-ACTIVE");
		CU_ASSERT(hw != NULL && *hw != '\0');
	}
	/* ROSE-INDEPENDENT: the other seat has no claim to them */
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 1, "compass", 3),
	    "ROSE-INDEPENDENT");
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 0, "field", 3),
	    "ROSE-INDEPENDENT");
	/* ROSE-TIMING: the same points a move late */
	place(4, 1, "U", 0, -1, 0);
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 0, "compass", 3),
	    "ROSE-TIMING");
}

static void
test_engine_no_meeple_on_the_rose(void)
{
	struct carc_meeple_check chk;

	CU_ASSERT_EQUAL_FATAL(begin("hig"), 0);
	place(0, -1, "CR-ORANGE", 0, 0, 0);
	place(1, 0, "CR-SW", -1, 0, 270);
	/* no such spot: the replay stops, under the rose's rule */
	carc_game_check_meeple(g, 0, "C", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT_STRING_EQUAL(chk.rule, "ROSE-NO-EFFECT");
	/* its road is an ordinary road */
	carc_game_check_meeple(g, 0, "E", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
	/* a base tile's missing centre is the host's business */
	place(2, 1, "U", 1, 1, 0);
	carc_game_check_meeple(g, 1, "C", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT_STRING_EQUAL(chk.rule, "DATA-SPOT");
}

static void
test_engine_inert_tile_does_nothing(void)
{
	struct carc_meeple_check chk;

	CU_ASSERT_EQUAL_FATAL(begin("hig"), 0);
	place(0, -1, "CR-ORANGE", 0, 0, 0);
	carc_game_clear_awards(g);
	/* a Spielbox N tile north of the rose in a HiG game: inert */
	CU_ASSERT_EQUAL(carc_game_place(g, 1, 0, harness_type("CRS-N1"), 0, -1, 0,
	    1), 0);
	CU_ASSERT_EQUAL(rose_points(0, NULL), 0);
	CU_ASSERT_PTR_NULL(explain_(g, 0, 0, "compass", 3));
	/* its rose is no rose of this game: the host's rule, not ours */
	carc_game_check_meeple(g, 0, "C", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT_STRING_EQUAL(chk.rule, "BASE-MEEPLE-SPOT");
}

static int
suite_init(void)
{
	/* the build tree's catalogues, not an override */
	unsetenv("CARC_DATA_DIR");
	if (harness_open("compass", &g) != 0)
		return -1;
	compass = carc_plugin_list_find(&harness_set.list, "compass");
	return 0;
}

static int
suite_clean(void)
{
	harness_close(g);
	return 0;
}

static CU_TestInfo geometry_tests[] = {
	{ "offset matches the table", test_geometry_offset_matches_the_table },
	{ "row and column count twice",
	    test_geometry_row_and_column_count_twice },
	CU_TEST_INFO_NULL,
};

static CU_TestInfo engine_tests[] = {
	{ "start tile is the orange rose",
	    test_engine_start_tile_is_the_orange_rose },
	{ "any variant enables the other's tiles",
	    test_engine_any_variant_enables_the_other },
	{ "HiG sections in every rotation",
	    test_engine_hig_sections_in_every_rotation },
	{ "Spielbox halves in every rotation",
	    test_engine_spielbox_halves_in_every_rotation },
	{ "official example", test_engine_official_example },
	{ "blue rose takes over", test_engine_blue_rose_takes_over },
	{ "no meeple on the rose", test_engine_no_meeple_on_the_rose },
	{ "inert tile does nothing", test_engine_inert_tile_does_nothing },
	CU_TEST_INFO_NULL,
};

/* Designated initializers: CU_SuiteInfo grew two members in CUnit 2.1-3. */
static CU_SuiteInfo suites[] = {
	{ .pName = "geometry", .pTests = geometry_tests },
	{ .pName = "engine", .pInitFunc = suite_init,
	    .pCleanupFunc = suite_clean, .pTests = engine_tests },
	CU_SUITE_INFO_NULL,
};

int
carc_test_register(void)
{
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
