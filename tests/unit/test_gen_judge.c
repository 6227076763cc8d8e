/*
 * test_gen_judge.c - the generator's question of every action it
 * considers, carc_drive_action_passes, gets the answer of the full
 * judge the verifier's rulings come from: the row claimed by its own
 * declaration (carc_drive_claim) and no ruling (carc_drive_judge_action).
 * The question asks the host's own refusals first and spares the
 * plugins' hooks; were one of those refusals not certain, a legal action
 * would be left out and the games would change.
 *
 * The question is wrapped at link time (-Wl,--wrap): every call carc gen
 * makes while it plays games of the sets with actions, alone and
 * together, is answered both ways.  Plugins from $CARC_PLUGIN_DIR.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/drive.h"
#include "gen/gen.h"
#include "harness.h"

int __real_carc_drive_action_passes(struct carc_drive *p,
    const struct carc_drive_action *a);
int __wrap_carc_drive_action_passes(struct carc_drive *p,
    const struct carc_drive_action *a);

static struct carc_game *hg;
static struct carc_gen *gen;

/* the calls so far: asked, passed (by the full judge), answered wrong */
static size_t asked, passed, wrong;

int
__wrap_carc_drive_action_passes(struct carc_drive *p,
    const struct carc_drive_action *a)
{
	const struct carc_drive_ruling *rl;
	int quick = __real_carc_drive_action_passes(p, a), nobody, full;

	full = carc_drive_claim(p, a, &nobody) == a->def && !nobody &&
	    carc_drive_judge_action(p, a, &rl) == 0;
	asked++;
	passed += full != 0;
	if (!quick != !full && wrong++ < 5)
		fprintf(stderr, "%s %s at (%lld,%lld) %s by seat %d: the "
		    "question says %d, the judge %d\n", carc_verb_names[a->verb],
		    a->kind ? a->kind : "", (long long)a->x, (long long)a->y,
		    a->spot ? a->spot : "-", a->seat, quick, full);
	return quick;
}

static int
setup(void)
{
	struct carc_error err;

	if (harness_open("princess_dragon", &hg) != 0)
		return -1;
	return carc_gen_new(&gen, &harness_set, &err);
}

static int
teardown(void)
{
	carc_gen_free(gen);
	harness_close(hg);
	return 0;
}

/* `games` games of the comma-separated sets, from seed on; none missing. */
static void
play(const char *sets, int games, uint64_t seed)
{
	struct carc_game_plugin gp[CARC_MAX_PLUGINS];
	struct carc_gen_config cfg;
	struct carc_record rec;
	struct carc_error err;
	char buf[256], *tok, *save = NULL;
	int i;

	memset(&cfg, 0, sizeof(cfg));
	snprintf(buf, sizeof(buf), "%s", sets);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		const struct carc_loaded_plugin *lp =
		    carc_plugins_find(&harness_set, tok);

		CU_ASSERT_PTR_NOT_NULL_FATAL(lp);
		gp[cfg.nplugins].plugin = lp->eng;
		gp[cfg.nplugins++].variant = carc_drive_variant(lp->eng, NULL);
	}
	cfg.plugins = gp;
	cfg.ruleset = CARC_RULESET_FINAL;
	cfg.meeple_pct = 70;
	carc_record_init(&rec);
	for (i = 0; i < games; i++) {
		cfg.nseats = 2 + i % 4;
		CU_ASSERT_EQUAL(carc_gen_play(gen, seed + (uint64_t)i, &cfg,
		    i + 1, &rec, &err), 0);
	}
	carc_record_free(&rec);
}

/* Each set with actions alone, then all of them in one game. */
static void
test_same_answer(void)
{
	static const char *const sets[] = { "princess_dragon", "mage_witch",
	    "traders_builders", "ferries", "crop_circles", "flier",
	    "goldmines",
	    "princess_dragon,mage_witch,traders_builders,ferries,goldmines" };
	size_t i;

	for (i = 0; i < sizeof(sets) / sizeof(sets[0]); i++) {
		size_t before = asked;

		play(sets[i], 3, 5);
		if (strncmp(sets[i], "princess_dragon", 15) == 0 ||
		    strcmp(sets[i], "mage_witch") == 0)
			CU_ASSERT(asked > before);
	}
	/* the answer is not always the same one */
	CU_ASSERT(passed > 0);
	CU_ASSERT(passed < asked);
	CU_ASSERT_EQUAL(wrong, 0);
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("gen judge", setup, teardown);
	if (s == NULL ||
	    CU_add_test(s, "the generator's question, the judge's answer",
	    test_same_answer) == NULL)
		return -1;
	return 0;
}
