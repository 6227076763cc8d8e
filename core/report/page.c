/*
 * page.c - one game's page of the audit (report_private.h): its
 * divergences, the board at each of them (files beside the page, drawn
 * by core/render as `carc replay --svg` draws them), and a move-by-move
 * viewer: the whole game's board once, every tile marked with its move
 * and every meeple with the moves it stood through, and per move the
 * points the rules give (the verifier's observer) beside the points the
 * record gives.  game.js shows one move at a time.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/view.h"
#include "render/scene.h"
#include "render/svg.h"
#include "report/report_private.h"
#include "util/json.h"
#include "util/xml.h"
#include "util/outfile.h"
#include "util/shell.h"

#define MAX_BOARDS 12		/* divergence boards drawn per game */

struct cap_award {
	int64_t step;
	int seat, points;
	const char *kind;
	char why[96];
	char rules[160];
};

/* What the observer keeps of one replay. */
struct capture {
	struct carc_verifier *vf;
	const struct carc_record *rec;
	int64_t final_step;		/* the step of final scoring: nmoves */
	int64_t last;			/* the last step observed, -1: none */
	struct cap_award *aw;
	size_t naw, awcap;
	struct carc_svg_meeple *sp;
	size_t nsp, spcap;
	int oom;
};

static int
carc_grow(void **p, size_t *cap, size_t need, size_t size)
{
	size_t c = *cap ? *cap : 32;
	void *np;

	if (need <= *cap)
		return 0;
	while (c < need)
		c *= 2;
	if ((np = realloc(*p, c * size)) == NULL)
		return -1;
	*p = np;
	*cap = c;
	return 0;
}

/* The meeples on the board after a step: each still standing keeps its
 * span, each gone home closes its own, and a new one (a meeple only
 * ever comes with the tile just placed) opens one.  Looking at the open
 * spans and the last tile only keeps a game's capture linear. */
static void
snapshot(struct capture *c, int64_t step)
{
	const struct carc_game *g = carc_verifier_game(c->vf);
	struct carc_view_tile vt;
	struct carc_view_seg vs;
	struct carc_svg_meeple gone;
	size_t k;
	int last = carc_view_last_tile(g), s;

	for (k = 0; k < c->nsp; k++)
		if (c->sp[k].to < 0 && (carc_view_segment(g,
		    (size_t)c->sp[k].tile, c->sp[k].seg, &vs) != 0 ||
		    vs.meeple != c->sp[k].seat))
			c->sp[k].to = step;
	if (last < 0)
		return;
	/* the record's figure of this move, sent home at once: a span
	 * of no move, dashed at this one */
	if (step < c->final_step && carc_scene_recorded_gone(g, c->rec, step,
	    &gone) == 0) {
		if (carc_grow((void **)&c->sp, &c->spcap, c->nsp + 1,
		    sizeof(*c->sp)) != 0) {
			c->oom = 1;
			return;
		}
		c->sp[c->nsp++] = gone;
	}
	carc_view_tile(g, (size_t)last, &vt);
	for (s = 0; s < vt.def->nseg; s++) {
		if (carc_view_segment(g, (size_t)last, s, &vs) != 0 ||
		    vs.meeple < 0)
			continue;
		for (k = 0; k < c->nsp; k++)
			if (c->sp[k].to < 0 && c->sp[k].tile == last &&
			    c->sp[k].seg == s)
				break;
		if (k < c->nsp)
			continue;
		if (carc_grow((void **)&c->sp, &c->spcap, c->nsp + 1,
		    sizeof(*c->sp)) != 0) {
			c->oom = 1;
			return;
		}
		memset(&c->sp[k], 0, sizeof(c->sp[k]));
		c->sp[k].tile = last;
		c->sp[k].seg = s;
		c->sp[k].seat = vs.meeple;
		c->sp[k].figure = carc_scene_figure(g, &vs);
		c->sp[k].from = step;
		c->sp[k].to = -1;
		c->nsp++;
	}
}

static void
observe(void *arg, int64_t seq, const struct carc_award *a, size_t n)
{
	struct capture *c = arg;
	size_t i;
	int k;

	if (c->oom)
		return;
	c->last = seq < 0 ? c->final_step : seq;
	if (carc_grow((void **)&c->aw, &c->awcap, c->naw + n, sizeof(*c->aw)) != 0) {
		c->oom = 1;
		return;
	}
	for (i = 0; i < n; i++) {
		struct cap_award *w = &c->aw[c->naw++];
		size_t len = 0;

		w->step = c->last;
		w->seat = a[i].seat;
		w->points = a[i].points;
		w->kind = a[i].kind;	/* static: the engine's or a plugin's */
		carc_award_why(&a[i], w->why, sizeof(w->why));
		w->rules[0] = '\0';
		for (k = 0; k < a[i].nparts && len < sizeof(w->rules); k++)
			len += (size_t)snprintf(w->rules + len,
			    sizeof(w->rules) - len, "%s%s %d", k ? ", " : "",
			    a[i].parts[k].rule ? a[i].parts[k].rule : "?",
			    a[i].parts[k].points);
		if (a[i].nparts == 0)
			snprintf(w->rules, sizeof(w->rules), "%s",
			    a[i].rule ? a[i].rule : "?");
	}
	snapshot(c, c->last);
}

static void
capture_free(struct capture *c)
{
	free(c->aw);
	free(c->sp);
}

/* games/ID-NAME.svg: the board as carc replay draws it, with the
 * figures the move sent home (carc_scene_replay). */
static int
write_board(const char *dir, struct carc_verifier *vf,
    const struct carc_record *rec, struct carc_verdict *tmp, int64_t seq,
    const char *name, struct carc_error *err)
{
	struct carc_scene sc;
	char path[4096];
	FILE *f;
	int bad;

	carc_scene_replay(&sc, vf, rec, seq, tmp);
	snprintf(path, sizeof(path), "%s/%" PRId64 "-%s.svg", dir, rec->id,
	    name);
	if ((f = carc_outfile_open(path, 1, err)) == NULL)
		return -1;
	setvbuf(f, NULL, _IOFBF, 1 << 16);	/* a board is ~100 kB */
	bad = carc_render_svg(f, &sc, CARC_SVG_STANDALONE) != 0;
	if (fclose(f) != 0 || bad)
		return carc_error_set(err, "cannot write '%s': %s", path,
		    strerror(errno ? errno : EIO));
	return 0;
}

static void
rule_link(FILE *f, const char *id)
{
	if (carc_rp_rule_page(id)) {
		fprintf(f, "<a class=\"rule\" href=\"../reference/%s.html\">",
		    id);
		carc_xml_text(f, id, 0);
		fputs("</a>", f);
	} else {
		fputs("<span class=\"rule\">", f);
		carc_xml_text(f, id, 0);
		fputs("</span>", f);
	}
}

static void
write_header(FILE *f, const struct carc_record *rec,
    const struct carc_verdict *v, const char *db_path)
{
	const char *col[CARC_MAX_SEATS];
	size_t i;

	fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta "
	    "charset=\"utf-8\"><title>game %" PRId64 ": %s</title><link "
	    "rel=\"stylesheet\" href=\"../style.css\"></head>\n<body "
	    "class=\"game\" data-game=\"%" PRId64 "\" data-verdict=\"%s\">\n"
	    "<header><nav><a href=\"../index.html\">all games</a> &middot; "
	    "<a href=\"../rules.html\">the rules broken</a></nav>\n"
	    "<h1>game %" PRId64 ": <span class=\"v%d\">%s</span></h1>\n<p>",
	    rec->id, carc_verdict_names[v->kind], rec->id,
	    carc_verdict_names[v->kind], rec->id, v->kind,
	    carc_verdict_names[v->kind]);
	carc_seat_colours(rec, col);
	for (i = 0; i < rec->nplayers; i++) {
		fprintf(f, "%s<span class=\"sw\" style=\"background:%s\">"
		    "</span>", i ? ", " : "", col[i]);
		carc_xml_text(f, rec->players[i].name[0] ?
		    rec->players[i].name : "(no name)", 0);
		fprintf(f, " (seat %zu)", i);
	}
	fputs("</p>\n<p class=\"meta\">", f);
	carc_xml_text(f, rec->ruleset, 0);
	fputs(" rules; ", f);
	if (rec->nexpansions == 0)
		fputs("base game", f);
	for (i = 0; i < rec->nexpansions; i++) {
		fputs(i ? ", " : "", f);
		carc_xml_text(f, rec->expansions[i].name, 0);
		if (rec->expansions[i].has_variant) {
			fputc(':', f);
			carc_xml_text(f, rec->expansions[i].variant, 0);
		}
	}
	/* moves counted as the viewer steps through them: seq 0 (the
	 * start tile) to the last */
	if (rec->nmoves > 0)
		fprintf(f, "; %zu moves (seq 0 to %zu); status ", rec->nmoves,
		    rec->nmoves - 1);
	else
		fputs("; no moves; status ", f);
	carc_xml_text(f, rec->status, 0);
	fputs("; checked by ", f);
	carc_xml_text(f, v->engine, 0);
	fputs(".  The board: <code>carc replay ", f);
	{
		/* quoted as a shell word, to paste (verify/report.c) */
		char *word = carc_shell_quote(db_path);

		carc_xml_text(f, word != NULL ? word : db_path, 0);
		free(word);
	}
	fprintf(f, " --game %" PRId64 " --to SEQ</code></p></header>\n",
	    rec->id);
}

static void
write_divergences(FILE *f, const struct carc_record *rec,
    const struct carc_verdict *v)
{
	const char *col[CARC_MAX_SEATS];
	size_t i;

	carc_seat_colours(rec, col);
	fprintf(f, "<section id=\"divergences\"><h2>%zu divergence%s</h2>\n",
	    v->ndiv, v->ndiv == 1 ? "" : "s");
	if (v->kind == CARC_UNVERIFIABLE) {
		fputs("<p class=\"reason\">unverifiable: ", f);
		carc_xml_text(f, v->reason, 0);
		fputs("</p>\n", f);
	}
	if (v->ndiv > 0)
		fputs("<ol class=\"divs\">\n", f);
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];

		fputs("<li class=\"div\">", f);
		if (d->has_seq)
			fprintf(f, "<button class=\"goto\" data-step=\"%" PRId64
			    "\">seq %" PRId64 "</button> ", d->seq, d->seq);
		else
			fputs("<button class=\"goto\" data-step=\"final\">final"
			    "</button> ", f);
		if (d->has_seat)
			fprintf(f, "<span class=\"sw\" style=\"background:%s\">"
			    "</span>seat %d ", d->seat >= 0 && d->seat <
			    CARC_MAX_SEATS ? col[d->seat] : "#888888",
			    d->seat);
		rule_link(f, d->rule);
		fputs(": ", f);
		carc_xml_text(f, d->message, 0);
		fputs("<br><span class=\"er\">expected ", f);
		carc_xml_text(f, d->expected, 0);
		fputs("; recorded ", f);
		carc_xml_text(f, d->recorded, 0);
		fputs("</span>", f);
		/* the guess at what the recorder misread, beside the rule the
		 * record breaks (doc/spec/cli.md: it never replaces the rule) */
		if (d->hint_rule != NULL) {
			fputs("<br><span class=\"hint\">hint: ", f);
			rule_link(f, d->hint_rule);
			fputs(": ", f);
			carc_xml_text(f, d->hint, 0);
			fputs("</span>", f);
		}
		fputs("</li>\n", f);
	}
	if (v->ndiv > 0)
		fputs("</ol>\n", f);
	fputs("</section>\n", f);
}

/* The data game.js reads: moves, awards, recorded scores, divergences. */
static void
write_data(FILE *f, const struct carc_record *rec,
    const struct carc_verdict *v, const struct capture *c)
{
	struct carc_scene sc;
	const char *col[CARC_MAX_SEATS];
	char text[320];
	size_t i;

	memset(&sc, 0, sizeof(sc));
	sc.rec = rec;
	/* movesOnly: a record of moves only gives no points at all, which
	 * game.js shows as absent, not as 0 against the rules' */
	fprintf(f, "<script>var GAME = {id: %" PRId64 ", verdict: %d, "
	    "final: %" PRId64 ", last: %" PRId64 ", movesOnly: %d,\n"
	    "players: [", rec->id, v->kind, c->final_step, c->last,
	    v->moves_only != 0);
	for (i = 0; i < rec->nplayers; i++) {
		fputs(i ? "," : "", f);
		carc_json_string_in_script(f, rec->players[i].name);
	}
	fputs("],\ncolours: [", f);
	carc_seat_colours(rec, col);
	for (i = 0; i < rec->nplayers; i++)
		fprintf(f, "%s\"%s\"", i ? "," : "", col[i]);
	fputs("],\nmoves: [\n", f);
	for (i = 0; i < rec->nmoves; i++) {
		const struct carc_move *m = &rec->moves[i];

		carc_scene_move(&sc, (int64_t)i, text, sizeof(text));
		fputs("[", f);
		carc_json_string_in_script(f, text);
		fputs(",", f);
		carc_json_string_in_script(f, m->action == CARC_ACTION_PLACE &&
		    !m->tile_null ? m->tile : "");
		fputs(",", f);
		carc_json_string_in_script(f, m->meeple.null ? "" : m->meeple.s);
		fprintf(f, ",%d],\n", m->has_seat ? (int)m->seat : -1);
	}
	fputs("],\nawards: [\n", f);
	for (i = 0; i < c->naw; i++) {
		const struct cap_award *w = &c->aw[i];

		fprintf(f, "[%" PRId64 ",%d,%d,", w->step, w->seat, w->points);
		carc_json_string_in_script(f, w->kind ? w->kind : "");
		fputc(',', f);
		carc_json_string_in_script(f, w->why);
		fputc(',', f);
		carc_json_string_in_script(f, w->rules);
		fputs("],\n", f);
	}
	fputs("],\nrecorded: [\n", f);
	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[i];

		if (!s->has_seat || !s->has_points)
			continue;
		fprintf(f, "[%" PRId64 ",%" PRId64 ",%" PRId64 ",",
		    s->has_seq ? s->seq : c->final_step, s->seat, s->points);
		carc_json_string_in_script(f, s->kind.null ? "" : s->kind.s);
		fputs("],\n", f);
	}
	fputs("],\ndivs: [\n", f);
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];

		fprintf(f, "[%" PRId64 ",%d,", d->has_seq ? d->seq :
		    c->final_step, d->has_seat ? d->seat : -1);
		carc_json_string_in_script(f, d->rule);
		fputc(',', f);
		carc_json_string_in_script(f, d->message);
		fputc(',', f);
		carc_json_string_in_script(f, d->expected);
		fputc(',', f);
		carc_json_string_in_script(f, d->recorded);
		fprintf(f, ",%d],\n", carc_rp_rule_page(d->rule));
	}
	fputs("]};</script>\n", f);
}

static const char viewer_controls[] =
    "<section id=\"viewer\"><h2>Move by move</h2>\n"
    "<div class=\"controls\"><button id=\"v-first\" title=\"the start "
    "tile (Home)\">&laquo;</button><button id=\"v-prev\" title=\"the "
    "move before (left arrow)\">&lsaquo; previous</button><input "
    "id=\"v-slider\" type=\"range\" min=\"0\" value=\"0\"><button "
    "id=\"v-next\" title=\"the next move (right arrow)\">next &rsaquo;"
    "</button><button id=\"v-last\" title=\"the end (End)\">&raquo;"
    "</button> <span id=\"v-step\"></span>"
    "<span class=\"zoom\"><button id=\"v-zoom-in\" title=\"zoom in (+, "
    "or the mouse wheel over the board)\">+</button><button "
    "id=\"v-zoom-out\" title=\"zoom out (-)\">&minus;</button><button "
    "id=\"v-fit\" title=\"frame the tiles placed so far (0)\">fit"
    "</button></span></div>\n"
    "<div class=\"stage\"><div class=\"boardcol\"><div id=\"v-board\">";

static const char viewer_side[] =
    "<div class=\"side\"><h3>The move</h3><p id=\"v-move\"></p>"
    "<div id=\"v-tile\"></div>\n<h3>Points in this move</h3><table "
    "id=\"v-points\"></table><div id=\"v-awards\"></div>\n<h3>Divergences "
    "of this move</h3><div id=\"v-divs\"></div></div></div>\n"
    "<p class=\"note\">The board is the whole game's, shown up to the "
    "move and framed to the tiles placed so far (zoom with the buttons or "
    "the wheel, drag to move it): orange, the move's tile (red when the "
    "move diverges); the meeples stand where the rules leave them after "
    "the move, and the ones it sent home are dashed where they stood.</p>"
    "</section>\n";

int
carc_rp_write_game(const char *dir, struct carc_verifier *vf,
    const struct carc_record *rec, const struct carc_verdict *v,
    const char *db_path, void (*try_link)(FILE *,
    const struct carc_record *, int64_t), size_t *boards,
    struct carc_error *err)
{
	struct capture c;
	struct carc_verdict cv;
	struct carc_scene sc;
	char path[4096], name[32];
	int64_t drawn[MAX_BOARDS];
	size_t i, j, ndrawn = 0;
	int status = -1, viewer, final_board = 0, bad;
	FILE *f = NULL;

	memset(&c, 0, sizeof(c));
	c.vf = vf;
	c.rec = rec;
	c.final_step = (int64_t)rec->nmoves;
	c.last = -1;
	carc_verdict_init(&cv);
	viewer = v->kind != CARC_UNVERIFIABLE && rec->nmoves > 0;
	snprintf(path, sizeof(path), "%s/%" PRId64 ".html", dir, rec->id);
	if ((f = carc_outfile_open(path, 1, err)) == NULL)
		goto out;
	setvbuf(f, NULL, _IOFBF, 1 << 16);
	write_header(f, rec, v, db_path);
	write_divergences(f, rec, v);
	if (viewer) {
		/* the whole game once more, watched move by move */
		carc_verifier_observe(vf, observe, &c);
		carc_verify_until(vf, rec, -1, &cv);
		carc_verifier_observe(vf, NULL, NULL);
		if (c.oom) {
			carc_error_set(err, "out of memory");
			goto out;
		}
		if (rec->nmoves > 0 && c.last < 0)
			c.last = 0;	/* the start tile: never observed */
		carc_scene_init(&sc, carc_verifier_game(vf), rec, &cv, -1);
		sc.rule_href = "../reference/";
		fputs(viewer_controls, f);
		if (carc_render_board_svg(f, &sc, c.sp, c.nsp) != 0) {
			carc_error_set(err, "cannot write '%s'", path);
			goto out;
		}
		/* the legend beside the board, readable at any zoom */
		fputs("</div><div id=\"v-legend\">", f);
		if (carc_render_legend_svg(f, &sc, c.sp, c.nsp) != 0) {
			carc_error_set(err, "cannot write '%s'", path);
			goto out;
		}
		fputs("</div></div>\n", f);
		fputs(viewer_side, f);
		/* the whole game in the workbench, to ask it what the
		 * viewer's last move left */
		if (try_link != NULL)
			try_link(f, rec, -1);
		write_data(f, rec, v, &c);
	}
	/* the board at each divergent move, once per move */
	if (viewer && v->ndiv > 0)
		fputs("<section id=\"boards\"><h2>The board at each "
		    "divergence</h2>\n", f);
	for (i = 0; viewer && i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];

		if (!d->has_seq) {
			final_board = 1;
			continue;
		}
		for (j = 0; j < ndrawn && drawn[j] != d->seq; j++)
			;
		if (j < ndrawn || ndrawn == MAX_BOARDS || d->seq < 0)
			continue;
		drawn[ndrawn++] = d->seq;
		snprintf(name, sizeof(name), "%" PRId64, d->seq);
		if (write_board(dir, vf, rec, &cv, d->seq, name, err) != 0)
			goto out;
		(*boards)++;
		fprintf(f, "<figure class=\"board\" id=\"board-%" PRId64 "\">"
		    "<img src=\"%" PRId64 "-%s.svg\" alt=\"the board after seq %"
		    PRId64 "\"><figcaption>after seq %" PRId64 ": ", d->seq,
		    rec->id, name, d->seq, d->seq);
		for (j = i; j < v->ndiv; j++)
			if (v->div[j].has_seq && v->div[j].seq == d->seq) {
				rule_link(f, v->div[j].rule);
				fputc(' ', f);
			}
		fputs("</figcaption>", f);
		/* the position where it diverges, to try other moves */
		if (try_link != NULL)
			try_link(f, rec, d->seq);
		fputs("</figure>\n", f);
	}
	if (viewer && final_board) {
		if (write_board(dir, vf, rec, &cv, -1, "end", err) != 0)
			goto out;
		(*boards)++;
		fprintf(f, "<figure class=\"board\" id=\"board-end\"><img "
		    "src=\"%" PRId64 "-end.svg\" alt=\"the board at the end\">"
		    "<figcaption>the whole game, final scoring: ", rec->id);
		for (j = 0; j < v->ndiv; j++)
			if (!v->div[j].has_seq) {
				rule_link(f, v->div[j].rule);
				fputc(' ', f);
			}
		fputs("</figcaption></figure>\n", f);
	}
	if (viewer && v->ndiv > 0)
		fputs("</section>\n", f);
	fputs(viewer ? "<script src=\"../game.js\"></script>\n" : "", f);
	fputs("</body></html>\n", f);
	status = 0;
out:
	if (f != NULL) {
		bad = ferror(f);
		if (fclose(f) != 0 || (bad && status == 0))
			status = carc_error_set(err, "cannot write '%s': %s",
			    path, strerror(errno ? errno : EIO));
	}
	capture_free(&c);
	carc_verdict_free(&cv);
	return status;
}
