/*
 * cmd_replay.c - carc replay DB --game ID [--to SEQ] [--svg FILE]
 *                [--format text|json] [--plugin-dir DIR]
 *
 * Replays one game through the verifier up to a move (the whole record
 * without --to) and shows the board as it then stands: as text on
 * stdout, or drawn as SVG into FILE ("-" for stdout); or, with --format
 * json, the scoring log of the moves up to there (render/score_log.h).
 * The verifier's move loop is the one way a record is applied
 * (carc_verify_until).
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "record/record.h"
#include "render/scene.h"
#include "render/score_log.h"
#include "render/svg.h"
#include "render/text.h"
#include "verify/verify.h"
#include "util/outfile.h"

static void
replay_usage(FILE *out)
{
	fprintf(out, "usage: carc replay DB --game ID [--to SEQ] [--svg FILE] "
	    "[--format text|json]\n"
	    "                   [--plugin-dir DIR]\n");
}

/* Write the picture to path ("-": stdout); 0 or -1 with a message. */
static int
write_svg(const char *path, const struct carc_scene *sc)
{
	struct carc_error err;
	FILE *f;
	int r;

	f = strcmp(path, "-") == 0 ? stdout : carc_outfile_open(path, 0, &err);
	if (f == NULL) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	r = carc_render_svg(f, sc, CARC_SVG_STANDALONE);
	if (f != stdout) {
		if (fclose(f) != 0)
			r = -1;
	} else if (fflush(f) != 0)
		r = -1;
	if (r != 0)
		carc_warnx("cannot write '%s': %s", path, strerror(errno));
	return r;
}

int
carc_cmd_replay(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "to", required_argument, NULL, 't' },
		{ "svg", required_argument, NULL, 's' },
		{ "format", required_argument, NULL, 'f' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct carc_verifier *vf = NULL;
	struct carc_db *db = NULL;
	struct carc_record rec;
	struct carc_verdict v;
	struct carc_scene sc;
	struct carc_error err;
	const char *svg = NULL;
	int64_t game = -1, to = -1;
	int c, have_game = 0, r, json = 0, status = CARC_EXIT_FAIL;

	optind = 1;
	while ((c = getopt_long(argc, argv, "g:t:s:f:P:h", opts, NULL)) != -1) {
		switch (c) {
		case 'g':
			if (carc_cli_parse_int64(optarg, &game) != 0) {
				carc_warnx("--game: '%s' is not a game id",
				    optarg);
				return CARC_EXIT_FAIL;
			}
			have_game = 1;
			break;
		case 't':
			if (carc_cli_parse_int64(optarg, &to) != 0 || to < 0) {
				carc_warnx("--to: '%s' is not a move number",
				    optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 's':
			svg = optarg;
			break;
		case 'f':
			if (strcmp(optarg, "json") == 0)
				json = 1;
			else if (strcmp(optarg, "text") == 0)
				json = 0;
			else {
				carc_warnx("--format: '%s' is not a format "
				    "(text or json)", optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'h':
			replay_usage(stdout);
			carc_cli_help(stdout, "replay");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			replay_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (optind != argc - 1 || !have_game) {
		replay_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (json && svg != NULL) {
		carc_warnx("--format json and --svg: the log or the picture, "
		    "not both");
		return CARC_EXIT_FAIL;
	}
	if (carc_cli_load_plugins(&set, &plugin_path) != 0)
		return CARC_EXIT_FAIL;
	carc_record_init(&rec);
	carc_verdict_init(&v);
	if (carc_db_open(&db, argv[optind], CARC_DB_READONLY, &err) != 0 ||
	    carc_verifier_new(&vf, &set, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if ((r = carc_db_read_game(db, game, &rec, &err)) < 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (r == 1) {
		carc_warnx("'%s' has no game %" PRId64, argv[optind], game);
		goto out;
	}
	if (to >= 0 && (uint64_t)to >= rec.nmoves) {
		carc_warnx("game %" PRId64 " has no move %" PRId64 " (its "
		    "moves are 0 to %zu)", game, to, rec.nmoves ?
		    rec.nmoves - 1 : 0);
		goto out;
	}
	if (json) {
		if (carc_score_log(stdout, vf, &rec, to, &v) != 0) {
			carc_warnx("out of memory");
			goto out;
		}
		if (fflush(stdout) != 0) {
			carc_warnx("cannot write the log: %s",
			    strerror(errno));
			goto out;
		}
		status = v.kind == CARC_VALID ? CARC_EXIT_OK : CARC_EXIT_FOUND;
		goto out;
	}
	/* the board as the report and the reference draw it: after the
	 * move, with the figures it sent home */
	carc_scene_replay(&sc, vf, &rec, to, &v);
	if (svg != NULL) {
		if (write_svg(svg, &sc) != 0)
			goto out;
	} else
		carc_render_text(stdout, &sc);
	/* as carc verify (doc/spec/cli.md): a game divergent or
	 * unverifiable up to the move shown is 1, whatever was drawn */
	status = v.kind == CARC_VALID ? CARC_EXIT_OK : CARC_EXIT_FOUND;
out:
	carc_verifier_free(vf);
	carc_db_close(db);
	carc_record_free(&rec);
	carc_verdict_free(&v);
	carc_plugins_unload(&set);
	return status;
}
