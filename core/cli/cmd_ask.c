/*
 * cmd_ask.c - carc ask FILE [--tile T] [--to SEQ] [--move 'T@X,Y,R[,FIG]']
 *             [--rules all|own] [--format text|json] [--svg OUT]
 *             [--plugin-dir DIR]
 *
 * Questions about a position written in carc's notation
 * (doc/spec/notation.md): the answers are core/ask's (ask.h), every one
 * of them the move driver's; this file reads the file and the options
 * and prints.  The JSON is described by doc/ask.schema.json.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "ask/ask.h"
#include "cli/cli.h"
#include "notation/notation.h"
#include "notation/resolve.h"
#include "render/scene.h"
#include "render/svg.h"
#include "util/outfile.h"
#include "verify/verify.h"

#define FILE_MAX (16 * 1024 * 1024)

static void
ask_usage(FILE *out)
{
	fprintf(out, "usage: carc ask FILE [--tile T] [--to SEQ] "
	    "[--move 'T@X,Y,R[,FIGURE]' [--action A]...]\n"
	    "                [--rules all|own] [--format text|json] "
	    "[--svg OUT] [--plugin-dir DIR]\n");
}

static const char *
tile_name(size_t i, void *arg)
{
	return carc_notation_tile_name(arg, i);
}

/* name as a catalogue id into out; -1 after a message naming the
 * nearest names. */
static int
resolve_tile(const struct carc_catalogue *cat, const char *name, char *out,
    size_t size)
{
	int k = carc_catalogue_find(cat, name);
	const char *near;

	if (k >= 0) {
		snprintf(out, size, "%s", cat->types[k].id);
		return 0;
	}
	near = carc_cli_nearest(name, tile_name,
	    carc_notation_tile_names(cat), (void *)cat);
	if (near != NULL)
		carc_warnx("unknown tile '%s'; did you mean '%s'?", name, near);
	else
		carc_warnx("unknown tile '%s' (carc's ids: doc/spec/tiles.md; "
		    "JCloisterZone's names are read too)", name);
	return -1;
}

static int
read_file(const char *path, struct carc_notation *n)
{
	struct carc_error err;
	FILE *f = fopen(path, "rb");
	char *buf;
	size_t len;

	if (f == NULL) {
		carc_warnx("cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	if ((buf = malloc(FILE_MAX + 1)) == NULL) {
		fclose(f);
		carc_warnx("out of memory");
		return -1;
	}
	len = fread(buf, 1, FILE_MAX + 1, f);
	if (ferror(f) || len > FILE_MAX) {
		carc_warnx("cannot read '%s'%s", path, len > FILE_MAX ?
		    ": longer than any game" : "");
		fclose(f);
		free(buf);
		return -1;
	}
	fclose(f);
	if (carc_notation_parse(n, buf, len, path, &err) != 0) {
		carc_warnx("%s", err.msg);
		free(buf);
		return -1;
	}
	free(buf);
	return 0;
}

/* -- text ---------------------------------------------------------------- */

static void
print_seats(const int *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		printf("%s%d", i ? " " : "", v[i]);
}

static int
seats_differ(const int *a, const int *b, size_t n)
{
	return memcmp(a, b, n * sizeof(*a)) != 0;
}

/* A line of an answer that differs from the game's own starts with
 * '*', one that does not with a blank. */
#define MARK(differ) ((differ) ? '*' : ' ')

static void
print_answer(const struct carc_ask *a, const struct carc_ask_answer *an,
    const struct carc_ask_answer *own, const struct carc_ask_query *q)
{
	size_t i, j;

	if (an->recorded)
		printf("under %s%s%s (the game's own):\n", an->ruleset,
		    an->variants[0] ? ", " : "", an->variants);
	else
		printf("under %s%s%s: %s\n", an->ruleset,
		    an->variants[0] ? ", " : "", an->variants, an->differs ?
		    "differs from the game's own where marked '*'" :
		    "the same as the game's own");
	if (!an->recorded && !an->differs)
		return;
	if (an->position_rule != NULL)
		printf("%c the position itself breaks %s at seq %" PRId64 "\n",
		    MARK(an->position_rule != own->position_rule),
		    an->position_rule, an->position_seq);
	if (q->tile != NULL) {
		int d = an->nplaces != own->nplaces ||
		    an->nspots != own->nspots;

		for (i = 0; !d && i < an->nplaces; i++)
			d = an->places[i].x != own->places[i].x ||
			    an->places[i].y != own->places[i].y ||
			    an->places[i].rotation != own->places[i].rotation;
		for (i = 0; i < an->ndraw_rulings; i++)
			printf("%c drawing tile %s now breaks %s: %s\n",
			    MARK(i >= own->ndraw_rulings ||
			    an->draw_rulings[i].rule !=
			    own->draw_rulings[i].rule), q->tile,
			    an->draw_rulings[i].rule,
			    an->draw_rulings[i].message);
		printf("%c tile %s may go at %zu placement%s%s\n", MARK(d),
		    q->tile,
		    an->nplaces, an->nplaces == 1 ? "" : "s",
		    an->nplaces ? ":" : " (it fits nowhere: BASE-PLACE-NONE)");
		for (i = 0; i < an->nplaces; i++) {
			const struct carc_ask_place *p = &an->places[i];

			printf("    %s@%d,%d,%d:", q->tile, p->x, p->y,
			    p->rotation);
			if (p->nspots == 0)
				printf(" no figure may stand on it");
			for (j = 0; j < p->nspots; j++) {
				const struct carc_ask_spot *s =
				    &an->spots[p->first_spot + j];

				printf(" %s%s%s", strcmp(s->figure,
				    "follower") == 0 ? "" : s->figure,
				    strcmp(s->figure, "follower") == 0 ? "" :
				    ":", s->spot);
			}
			printf("\n");
		}
	}
	if (q->move != NULL) {
		printf("%c move %s: %s\n", MARK(an->move_legal !=
		    own->move_legal || an->nmove_rulings !=
		    own->nmove_rulings), q->move, an->move_legal ? "legal" :
		    "not legal");
		for (i = 0; i < an->nmove_rulings; i++)
			printf("    %s: %s\n", an->move_rulings[i].rule,
			    an->move_rulings[i].message);
		for (i = 0; i < an->nowes; i++)
			printf("    the turn still owes %s: %s\n",
			    an->owes[i].rule, an->owes[i].message);
	}
	printf("  features (%zu):\n", an->nfeatures);
	for (i = 0; i < an->nfeatures; i++) {
		const struct carc_ask_feature *f = &an->features[i];
		int held = 0, ends = 0;

		int d = i >= own->nfeatures ||
		    !carc_ask_feature_same(f, &own->features[i], a->nseats);

		printf("%c   %-9s at %d,%d: %d tile%s, %s", MARK(d), f->kind,
		    f->x, f->y,
		    f->ntiles, f->ntiles == 1 ? "" : "s", f->complete ?
		    "complete" : "open");
		if (f->complete_rule != NULL)
			printf(", worth %d %s (%s)", f->complete_points,
			    f->complete ? "completed" : "if completed now",
			    f->complete_rule);
		for (j = 0; j < a->nseats; j++)
			held |= f->holders[j] != 0;
		if (held) {
			printf("; holders");
			for (j = 0; j < a->nseats; j++)
				if (f->holders[j])
					printf(" seat %zu x%d", j,
					    f->holders[j]);
		}
		for (j = 0; j < a->nseats; j++)
			ends |= f->end_points[j] != 0;
		if (ends) {
			printf("; at the end");
			for (j = 0; j < a->nseats; j++)
				if (f->end_points[j])
					printf(" seat %zu %d", j,
					    f->end_points[j]);
			if (f->end_rule != NULL)
				printf(" (%s)", f->end_rule);
		}
		printf("\n");
	}
	printf("%c scores now: ", MARK(seats_differ(an->totals, own->totals,
	    a->nseats) || seats_differ(an->final_totals, own->final_totals,
	    a->nseats)));
	print_seats(an->totals, a->nseats);
	printf("; after final scoring: ");
	print_seats(an->final_totals, a->nseats);
	printf("\n");
}

/* -- JSON ---------------------------------------------------------------- */

static json_t *
seats_json(const int *v, size_t n)
{
	json_t *arr = json_array();
	size_t i;

	for (i = 0; i < n; i++)
		json_array_append_new(arr, json_integer(v[i]));
	return arr;
}

static json_t *
answer_json(const struct carc_ask *a, const struct carc_ask_answer *an,
    const struct carc_ask_query *q)
{
	json_t *o = json_object(), *arr, *m;
	size_t i, j;

	json_object_set_new(o, "ruleset", json_string(an->ruleset));
	json_object_set_new(o, "variants", json_string(an->variants));
	json_object_set_new(o, "recorded", json_boolean(an->recorded));
	json_object_set_new(o, "differs", json_boolean(an->differs));
	if (an->position_rule != NULL) {
		m = json_object();
		json_object_set_new(m, "rule", json_string(an->position_rule));
		json_object_set_new(m, "seq", json_integer(an->position_seq));
		json_object_set_new(o, "position_breaks", m);
	} else
		json_object_set_new(o, "position_breaks", json_null());
	if (q->tile != NULL) {
		arr = json_array();
		for (i = 0; i < an->nplaces; i++) {
			const struct carc_ask_place *p = &an->places[i];
			json_t *pl = json_object(), *spots = json_array();

			json_object_set_new(pl, "x", json_integer(p->x));
			json_object_set_new(pl, "y", json_integer(p->y));
			json_object_set_new(pl, "rotation",
			    json_integer(p->rotation));
			for (j = 0; j < p->nspots; j++) {
				json_t *s = json_object();

				json_object_set_new(s, "figure", json_string(
				    an->spots[p->first_spot + j].figure));
				json_object_set_new(s, "spot", json_string(
				    an->spots[p->first_spot + j].spot));
				json_array_append_new(spots, s);
			}
			json_object_set_new(pl, "spots", spots);
			json_array_append_new(arr, pl);
		}
		json_object_set_new(o, "places", arr);
		arr = json_array();
		for (i = 0; i < an->ndraw_rulings; i++) {
			json_t *r = json_object();

			json_object_set_new(r, "rule",
			    json_string(an->draw_rulings[i].rule));
			json_object_set_new(r, "message",
			    json_string(an->draw_rulings[i].message));
			json_array_append_new(arr, r);
		}
		json_object_set_new(o, "draw_rulings", arr);
	}
	if (q->move != NULL) {
		m = json_object();
		json_object_set_new(m, "legal", json_boolean(an->move_legal));
		arr = json_array();
		for (i = 0; i < an->nmove_rulings; i++) {
			json_t *r = json_object();

			json_object_set_new(r, "rule",
			    json_string(an->move_rulings[i].rule));
			json_object_set_new(r, "message",
			    json_string(an->move_rulings[i].message));
			json_array_append_new(arr, r);
		}
		json_object_set_new(m, "rulings", arr);
		arr = json_array();
		for (i = 0; i < an->nowes; i++) {
			json_t *r = json_object();

			json_object_set_new(r, "rule",
			    json_string(an->owes[i].rule));
			json_object_set_new(r, "message",
			    json_string(an->owes[i].message));
			json_array_append_new(arr, r);
		}
		json_object_set_new(m, "owes", arr);
		json_object_set_new(o, "move", m);
	}
	arr = json_array();
	for (i = 0; i < an->nfeatures; i++) {
		const struct carc_ask_feature *f = &an->features[i];
		json_t *fo = json_object();

		json_object_set_new(fo, "kind", json_string(f->kind));
		json_object_set_new(fo, "x", json_integer(f->x));
		json_object_set_new(fo, "y", json_integer(f->y));
		json_object_set_new(fo, "tiles", json_integer(f->ntiles));
		json_object_set_new(fo, "complete", json_boolean(f->complete));
		json_object_set_new(fo, "holders",
		    seats_json(f->holders, a->nseats));
		json_object_set_new(fo, "end_points",
		    seats_json(f->end_points, a->nseats));
		json_object_set_new(fo, "end_rule", f->end_rule ?
		    json_string(f->end_rule) : json_null());
		json_object_set_new(fo, "complete_points", f->complete_rule ?
		    json_integer(f->complete_points) : json_null());
		json_object_set_new(fo, "complete_rule", f->complete_rule ?
		    json_string(f->complete_rule) : json_null());
		json_array_append_new(arr, fo);
	}
	json_object_set_new(o, "features", arr);
	json_object_set_new(o, "scores", seats_json(an->totals, a->nseats));
	json_object_set_new(o, "final_scores",
	    seats_json(an->final_totals, a->nseats));
	return o;
}

static int
print_json(const struct carc_ask *a, const struct carc_ask_query *q)
{
	json_t *o = json_object(), *arr = json_array();
	size_t i;
	int rc;

	json_object_set_new(o, "seq", json_integer(a->seq));
	json_object_set_new(o, "seat", json_integer(a->seat));
	json_object_set_new(o, "tile", q->tile ? json_string(q->tile) :
	    json_null());
	json_object_set_new(o, "move", q->move ? json_string(q->move) :
	    json_null());
	for (i = 0; i < a->nanswers; i++)
		json_array_append_new(arr, answer_json(a, &a->answers[i], q));
	json_object_set_new(o, "answers", arr);
	rc = json_dumpf(o, stdout, JSON_COMPACT);
	putchar('\n');
	json_decref(o);
	return rc;
}

/* -- the board ----------------------------------------------------------- */

static int
write_svg(const char *path, const struct carc_plugin_set *set,
    const struct carc_record *rec, int64_t to)
{
	struct carc_verifier *vf = NULL;
	struct carc_verdict v;
	struct carc_scene sc;
	struct carc_error err;
	FILE *f;
	int r = -1;

	carc_verdict_init(&v);
	if (carc_verifier_new(&vf, set, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	carc_scene_replay(&sc, vf, rec, to, &v);
	f = strcmp(path, "-") == 0 ? stdout : carc_outfile_open(path, 0, &err);
	if (f == NULL) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	r = carc_render_svg(f, &sc, CARC_SVG_STANDALONE);
	if (f != stdout ? fclose(f) != 0 : fflush(f) != 0)
		r = -1;
	if (r != 0)
		carc_warnx("cannot write '%s': %s", path, strerror(errno));
out:
	carc_verifier_free(vf);
	carc_verdict_free(&v);
	return r;
}

int
carc_cmd_ask(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "tile", required_argument, NULL, 't' },
		{ "to", required_argument, NULL, 'T' },
		{ "move", required_argument, NULL, 'm' },
		{ "action", required_argument, NULL, 'a' },
		{ "rules", required_argument, NULL, 'r' },
		{ "format", required_argument, NULL, 'f' },
		{ "svg", required_argument, NULL, 's' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct carc_ask_query q = { -1, NULL, NULL, 1, NULL, 0 };
	const char **actions = NULL;
	struct carc_notation n;
	struct carc_ask a;
	struct carc_error err;
	const char *tile = NULL, *move = NULL, *svg = NULL;
	char tile_id[CARC_TILE_ID_MAX], move_text[CARC_MEEPLE_MAX + 64];
	int c, json = 0, loaded = 0, status = CARC_EXIT_FAIL;
	size_t i;

	memset(&a, 0, sizeof(a));
	/* no more --action than arguments */
	if ((actions = calloc((size_t)argc + 1, sizeof(*actions))) == NULL) {
		carc_warnx("out of memory");
		return CARC_EXIT_FAIL;
	}
	q.actions = actions;
	optind = 1;
	while ((c = getopt_long(argc, argv, "t:T:m:a:r:f:s:P:h", opts,
	    NULL)) != -1) {
		switch (c) {
		case 'a':
			actions[q.nactions++] = optarg;
			break;
		case 't':
			tile = optarg;
			break;
		case 'T':
			if (carc_cli_parse_int64(optarg, &q.to_seq) != 0 ||
			    q.to_seq < 0) {
				carc_warnx("--to: '%s' is not a seq", optarg);
				goto args_out;
			}
			break;
		case 'm':
			move = optarg;
			break;
		case 'r':
			if (strcmp(optarg, "all") != 0 &&
			    strcmp(optarg, "own") != 0) {
				carc_warnx("--rules: 'all' or 'own', not '%s'",
				    optarg);
				goto args_out;
			}
			q.all_rulesets = strcmp(optarg, "all") == 0;
			break;
		case 'f':
			if (strcmp(optarg, "text") != 0 &&
			    strcmp(optarg, "json") != 0) {
				carc_warnx("--format: 'text' or 'json', not "
				    "'%s'", optarg);
				goto args_out;
			}
			json = strcmp(optarg, "json") == 0;
			break;
		case 's':
			svg = optarg;
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				goto args_out;
			break;
		case 'h':
			ask_usage(stdout);
			carc_cli_help(stdout, "ask");
			status = CARC_EXIT_OK;
			goto args_out;
		default:
			carc_cli_bad_option(argc, argv, opts);
			ask_usage(stderr);
			goto args_out;
		}
	}
	if (optind != argc - 1) {
		ask_usage(stderr);
		goto args_out;
	}
	if (q.nactions > 0 && move == NULL) {
		carc_warnx("--action: the action of which move? (--move)");
		goto args_out;
	}
	carc_notation_init(&n);
	if (carc_cli_load_plugins(&set, &plugin_path) != 0)
		goto out;
	loaded = 1;
	if (read_file(argv[optind], &n) != 0)
		goto out;
	if (carc_notation_resolve(&n.rec, &set.cat, &i) > 0) {
		carc_warnx("%s:%u:%u: ", argv[optind], n.tile_at[i].line,
		    n.tile_at[i].col);
		if (resolve_tile(&set.cat, n.rec.moves[i].tile, tile_id,
		    sizeof(tile_id)) != 0)
			goto out;
	}
	if (tile != NULL) {
		if (resolve_tile(&set.cat, tile, tile_id, sizeof(tile_id)) != 0)
			goto out;
		q.tile = tile_id;
	}
	if (move != NULL) {
		const char *at = strchr(move, '@');
		char t[CARC_TILE_ID_MAX], id[CARC_TILE_ID_MAX];

		if (at == NULL || at == move ||
		    (size_t)(at - move) >= sizeof(t)) {
			carc_warnx("--move '%s': expected TILE@X,Y,ROTATION"
			    "[,FIGURE]", move);
			goto out;
		}
		memcpy(t, move, (size_t)(at - move));
		t[at - move] = '\0';
		if (resolve_tile(&set.cat, t, id, sizeof(id)) != 0)
			goto out;
		snprintf(move_text, sizeof(move_text), "%s%s", id, at);
		q.move = move_text;
	}
	if (carc_ask_run(&set, &n.rec, &q, &a, &err) != 0) {
		carc_warnx("%s: %s", argv[optind], err.msg);
		goto out;
	}
	if (json) {
		if (print_json(&a, &q) != 0)
			goto out;
	} else {
		printf("position of %s after seq %" PRId64 "; next: seq %"
		    PRId64 ", seat %d\n", argv[optind], a.seq - 1, a.seq,
		    a.seat);
		for (i = 0; i < a.nanswers; i++)
			print_answer(&a, &a.answers[i], &a.answers[0], &q);
	}
	if (svg != NULL && write_svg(svg, &set, &n.rec, q.to_seq) != 0)
		goto out;
	if (fflush(stdout) != 0) {
		carc_warnx("cannot write the answers: %s", strerror(errno));
		goto out;
	}
	/* as verify: a proposed move that breaks a rule is a finding */
	status = q.move != NULL && a.nanswers > 0 && !a.answers[0].move_legal ?
	    CARC_EXIT_FOUND : CARC_EXIT_OK;
out:
	carc_ask_free(&a);
	carc_notation_free(&n);
	if (loaded)
		carc_plugins_unload(&set);
args_out:
	free(actions);
	return status;
}
