/*
 * board.c - the picture of a position for the workbench page: the SVG
 * `carc ask --svg` writes (render/svg.c, the board after the position's
 * last move, or after to_seq), drawn by the module, never by the page.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "notation/resolve.h"
#include "render/scene.h"
#include "render/svg.h"
#include "verify/verify.h"
#include "web/api.h"
#include "web/loaded.h"

char *
carc_web_board_svg(const char *notation, int to_seq)
{
	const struct carc_plugin_set *set;
	struct carc_verifier *vf = NULL;
	struct carc_verdict v;
	struct carc_scene sc;
	struct carc_notation n;
	struct carc_error *err = carc_web_last_error();
	char *text = NULL;
	size_t len = 0, bad;
	FILE *out;

	carc_notation_init(&n);
	carc_verdict_init(&v);
	if ((set = carc_web_plugins()) == NULL ||
	    carc_notation_parse(&n, notation, strlen(notation), "position",
	    err) != 0)
		goto out;
	if (carc_notation_resolve(&n.rec, &set->cat, &bad) > 0) {
		carc_error_set(err, "position:%u:%u: unknown tile '%s'",
		    n.tile_at[bad].line, n.tile_at[bad].col,
		    n.rec.moves[bad].tile);
		goto out;
	}
	if (carc_verifier_new(&vf, set, err) != 0)
		goto out;
	carc_scene_replay(&sc, vf, &n.rec, to_seq, &v);
	if ((out = open_memstream(&text, &len)) == NULL) {
		carc_error_set(err, "out of memory");
		goto out;
	}
	if (carc_render_svg(out, &sc, 0) != 0 || fclose(out) != 0) {
		carc_error_set(err, "out of memory");
		free(text);
		text = NULL;
	}
out:
	carc_verifier_free(vf);
	carc_verdict_free(&v);
	carc_notation_free(&n);
	return text;
}
