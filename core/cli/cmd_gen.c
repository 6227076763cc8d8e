/*
 * cmd_gen.c - carc gen: random legal games into a recorded-game database.
 *
 *   carc gen [--games N] [--seed S] [--players MIN[-MAX]]
 *            [--expansions LIST]... [--ruleset NAME] [--meeples PCT[-PCT]]
 *            [--batch N] [--plugin-dir DIR] DB
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/cli.h"
#include "engine/drive.h"
#include "gen/gen.h"
#include "util/progress.h"

/* One set of expansions a game may enable, with their variants. */
struct combo {
	size_t n;
	struct carc_game_plugin gp[CARC_MAX_PLUGINS];
};

/* Every subset of the loaded plugins in every variant: the product of
 * (1 + variants) over the plugins ('all' leaves none out, so that every
 * plugin's games are generated however many are installed). */
static size_t
all_count(const struct carc_plugin_set *set)
{
	size_t i, n = 1;

	for (i = 0; i < set->n; i++) {
		const char *const *vr = set->p[i].desc->variants;
		size_t nv = 0;

		if (vr != NULL)
			while (vr[nv] != NULL)
				nv++;
		n *= 1 + (nv > 0 ? nv : 1);
	}
	return n;
}

static void
gen_usage(FILE *out)
{
	fprintf(out,
"usage: carc gen [--games N] [--seed S] [--players MIN[-MAX]]\n"
"                [--expansions LIST]... [--ruleset NAME] [--meeples PCT[-PCT]]\n"
"                [--batch N] [--plugin-dir DIR] DB\n"
"\n"
"Writes N complete random legal games into DB (created with db/schema.sql\n"
"if new; appended after the last game id otherwise), deterministic from S.\n"
"\n"
"  --games N          games to write, 1 or more (default 100)\n"
"  --seed S           the run's seed (default 1); game i uses a seed mixed\n"
"                     from S and i\n"
"  --players MIN-MAX  players per game, drawn per game (default 2-6)\n"
"  --expansions LIST  name[:variant],... of installed plugins, 'base' for\n"
"                     none, 'all' for every combination of the installed\n"
"                     plugins and their variants.  Repeat the option to\n"
"                     mix: each game draws one of the lists (default base)\n"
"  --ruleset NAME     final (default), c1-early-smallcity, c1-farm-v1,\n"
"                     c1-farm-v2\n"
"  --meeples PCT      chance that a player tries to place a meeple on a\n"
"                     turn, or a range drawn per game (default 40-90)\n"
"  --batch N          games per transaction (default 10000)\n"
"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
"                     (may repeat; carc(1), PLUGINS)\n"
"  --db DB            the database to write, as the operand DB\n"
"\n"
"Progress goes to stderr when it is a terminal (CARC_PROGRESS=never|always).\n"
"\n"
"Exit status: 0 written, 2 the command failed.\n");
}

static int
parse_u64(const char *s, uint64_t *out)
{
	char *end;
	unsigned long long v;

	errno = 0;
	if (*s == '-')
		return -1;
	v = strtoull(s, &end, 0);
	if (errno != 0 || end == s || *end != '\0')
		return -1;
	*out = v;
	return 0;
}

/* "A" or "A-B" with lo <= A <= B <= hi. */
static int
parse_range(const char *s, int lo, int hi, int *a, int *b)
{
	char *end;
	long x, y;

	errno = 0;
	x = strtol(s, &end, 10);
	if (errno != 0 || end == s)
		return -1;
	y = x;
	if (*end == '-') {
		const char *t = end + 1;

		y = strtol(t, &end, 10);
		if (errno != 0 || end == t)
			return -1;
	}
	if (*end != '\0' || x < lo || y > hi || x > y)
		return -1;
	*a = (int)x;
	*b = (int)y;
	return 0;
}

/* Every subset of the loaded plugins, in every variant. */
static void
all_combos(const struct carc_plugin_set *set, struct combo *c, size_t *nc,
    size_t cap)
{
	unsigned long mask;

	for (mask = 0; mask < (1ul << set->n) && *nc < cap; mask++) {
		struct combo base;
		size_t i, first = *nc, end;

		memset(&base, 0, sizeof(base));
		c[(*nc)++] = base;
		for (i = 0; i < set->n; i++) {
			const struct carc_loaded_plugin *lp = &set->p[i];
			const char *const *vr = lp->desc->variants;
			size_t k, j, nv = 1;

			if (!(mask & (1ul << i)))
				continue;
			if (vr != NULL)
				for (nv = 0; vr[nv] != NULL; nv++)
					;
			if (nv == 0)
				nv = 1;
			/* each combo so far, once per variant */
			end = *nc;
			for (j = 1; j < nv; j++)
				for (k = first; k < end && *nc < cap; k++)
					c[(*nc)++] = c[k];
			for (k = first; k < *nc; k++) {
				size_t v = (k - first) / (end - first);

				c[k].gp[c[k].n].plugin = lp->eng;
				c[k].gp[c[k].n].variant = vr && vr[v] ? vr[v] : "";
				c[k].n++;
			}
		}
	}
}

/* "NAME,OTHER:VARIANT" into one combo; -1 with a message. */
static int
parse_combo(const struct carc_plugin_set *set, const char *spec,
    struct combo *c)
{
	char buf[512], *tok, *save = NULL;

	memset(c, 0, sizeof(*c));
	if (strcmp(spec, "base") == 0 || strcmp(spec, "none") == 0 ||
	    spec[0] == '\0')
		return 0;
	snprintf(buf, sizeof(buf), "%s", spec);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		char *colon = strchr(tok, ':');
		const struct carc_loaded_plugin *lp;
		const char *variant;
		size_t j;

		if (colon != NULL)
			*colon = '\0';
		if ((lp = carc_plugins_find(set, tok)) == NULL) {
			carc_warnx("--expansions: no installed plugin '%s'",
			    tok);
			return -1;
		}
		for (j = 0; j < c->n; j++)
			if (c->gp[j].plugin == lp->eng) {
				carc_warnx("--expansions: '%s' named twice", tok);
				return -1;
			}
		if ((variant = carc_drive_variant(lp->eng, colon != NULL ?
		    colon + 1 : NULL)) == NULL) {
			carc_warnx("--expansions: plugin '%s' has no variant "
			    "'%s'", tok, colon + 1);
			return -1;
		}
		c->gp[c->n].plugin = lp->eng;
		c->gp[c->n].variant = variant;
		c->n++;
	}
	return 0;
}

static double
seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

int
carc_cmd_gen(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "games", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "players", required_argument, NULL, 'p' },
		{ "expansions", required_argument, NULL, 'x' },
		{ "ruleset", required_argument, NULL, 'r' },
		{ "meeples", required_argument, NULL, 'm' },
		{ "batch", required_argument, NULL, 'b' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "db", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct carc_gen *gen = NULL;
	struct carc_gen_writer *w = NULL;
	struct carc_record rec;
	struct carc_progress prog;
	struct carc_error err;
	struct combo *combos = NULL;
	const char *specs[64], *path = NULL;
	size_t nspecs = 0, ncombos = 0, cap, i;
	uint64_t ngames = 100, seed = 1, batch = 10000, g;
	int c, pmin = 2, pmax = 6, mmin = 40, mmax = 90, ruleset = 0;
	int status = CARC_EXIT_FAIL;
	int64_t first_id;
	double t0;
	char source[128];

	optind = 1;
	while ((c = getopt_long(argc, argv, "n:s:p:x:r:m:b:P:d:h", opts,
	    NULL)) != -1) {
		switch (c) {
		case 'n':
			if (parse_u64(optarg, &ngames) != 0) {
				carc_warnx("--games: '%s' is not a count", optarg);
				return CARC_EXIT_FAIL;
			}
			/* no run writes nothing ("0 games (ids 6 to 5)"):
			 * an empty database is carc init's */
			if (ngames == 0) {
				carc_warnx("--games: 0 writes no game; give 1 "
				    "or more ('carc init DB' makes an empty "
				    "database)");
				return CARC_EXIT_FAIL;
			}
			break;
		case 's':
			if (parse_u64(optarg, &seed) != 0) {
				carc_warnx("--seed: '%s' is not a seed", optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 'p':
			if (parse_range(optarg, 1, CARC_GAME_SEATS, &pmin,
			    &pmax) != 0) {
				carc_warnx("--players: '%s' is not 1 to %d or a "
				    "range of them", optarg, CARC_GAME_SEATS);
				return CARC_EXIT_FAIL;
			}
			break;
		case 'x':
			if (nspecs == sizeof(specs) / sizeof(specs[0])) {
				carc_warnx("--expansions: at most %zu lists",
				    nspecs);
				return CARC_EXIT_FAIL;
			}
			specs[nspecs++] = optarg;
			break;
		case 'r':
			if ((ruleset = carc_ruleset_parse(optarg)) < 0) {
				carc_warnx("--ruleset: unknown ruleset '%s'",
				    optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 'm':
			if (parse_range(optarg, 0, 100, &mmin, &mmax) != 0) {
				carc_warnx("--meeples: '%s' is not a percentage "
				    "or a range of them", optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 'b':
			if (parse_u64(optarg, &batch) != 0 || batch == 0) {
				carc_warnx("--batch: '%s' is not a count", optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'd':
			path = optarg;
			break;
		case 'h':
			gen_usage(stdout);
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			gen_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (path == NULL && optind == argc - 1)
		path = argv[optind++];
	if (path == NULL || optind != argc) {
		gen_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	/* Games go only into a new, empty or recorded-game database. */
	if (carc_db_check_target(path, &err) != 0) {
		carc_warnx("%s", err.msg);
		return CARC_EXIT_FAIL;
	}
	if (carc_cli_load_plugins(&set, &plugin_path) != 0)
		return CARC_EXIT_FAIL;
	for (i = 0, cap = 0; i < nspecs; i++)
		cap += strcmp(specs[i], "all") == 0 ? all_count(&set) : 1;
	if (nspecs == 0)
		cap = 1;
	if ((combos = calloc(cap, sizeof(*combos))) == NULL) {
		carc_warnx("out of memory");
		goto out;
	}
	if (carc_gen_new(&gen, &set, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (nspecs == 0)
		specs[nspecs++] = "base";
	for (i = 0; i < nspecs; i++) {
		size_t first = ncombos, k, kept;
		char why[256];

		if (strcmp(specs[i], "all") == 0)
			all_combos(&set, combos, &ncombos, cap);
		else if (ncombos < cap &&
		    parse_combo(&set, specs[i], &combos[ncombos++]) != 0)
			goto out;
		/* 'all' means every combination a game can enable; a list
		 * the user wrote that no game can is an error */
		for (k = kept = first; k < ncombos; k++) {
			if (carc_gen_playable(gen, ruleset, combos[k].gp,
			    combos[k].n, why, sizeof(why)))
				combos[kept++] = combos[k];
			else if (strcmp(specs[i], "all") != 0) {
				carc_warnx("--expansions %s: %s", specs[i], why);
				goto out;
			}
		}
		ncombos = kept;
	}
	snprintf(source, sizeof(source), "carc gen %s seed %" PRIu64,
	    PACKAGE_VERSION, seed);
	if (carc_gen_writer_open(&w, path, source, (size_t)batch, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	carc_record_init(&rec);
	first_id = carc_gen_writer_next_id(w);
	carc_progress_begin(&prog, "gen", ngames, 0);
	t0 = seconds();
	for (g = 0; g < ngames; g++) {
		uint64_t gs = carc_seed_mix(seed, g);
		struct carc_rng r;
		struct carc_gen_config cfg;
		const struct combo *cb;

		/* the game's shape from its own seed: the same game whatever
		 * the run's length */
		carc_rng_seed(&r, gs ^ 0x5eed5eed5eed5eedULL);
		cb = &combos[carc_rng_below(&r, (uint32_t)ncombos)];
		cfg.nseats = pmin + (int)carc_rng_below(&r,
		    (uint32_t)(pmax - pmin + 1));
		cfg.meeple_pct = mmin + (int)carc_rng_below(&r,
		    (uint32_t)(mmax - mmin + 1));
		cfg.ruleset = ruleset;
		cfg.plugins = cb->gp;
		cfg.nplugins = cb->n;
		if (carc_gen_play(gen, gs, &cfg, first_id + (int64_t)g, &rec,
		    &err) != 0 || carc_gen_writer_put(w, &rec, &err) != 0) {
			carc_progress_end(&prog);
			carc_warnx("%s", err.msg);
			carc_record_free(&rec);
			goto out;
		}
		carc_progress_step(&prog);
	}
	carc_progress_end(&prog);
	carc_record_free(&rec);
	if (carc_gen_writer_close(w, &err) != 0) {
		w = NULL;
		carc_warnx("%s", err.msg);
		goto out;
	}
	w = NULL;
	{
		double el = seconds() - t0;

		printf("%" PRIu64 " games (ids %" PRId64 " to %" PRId64 ") "
		    "written to %s in %.2f s, %.0f games/s\n", ngames,
		    first_id, first_id + (int64_t)ngames - 1, path, el,
		    el > 0 ? ngames / el : 0.0);
	}
	status = CARC_EXIT_OK;
out:
	if (w != NULL)
		carc_gen_writer_close(w, NULL);
	carc_gen_free(gen);
	free(combos);
	carc_plugins_unload(&set);
	return status;
}
