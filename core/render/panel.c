/*
 * panel.c - the text beside a board picture (svg_impl.h): the game and
 * its verdict, each seat's score and supply, the last move, the points it
 * gives with their rule ids, the divergences so far, and the legend of
 * the markings on the board.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"
#include "render/svg_impl.h"
#include "util/xml.h"

struct panel {
	FILE *out;
	double x, y;
};

/* May a line break at s[i] (a space)?  Inside brackets, only after a
 * comma, so a rule id keeps its points on its line. */
static int
breakable(const char *s, size_t i)
{
	size_t k;
	int depth = 0;

	if (s[i] != ' ')
		return 0;
	for (k = 0; k < i; k++)
		depth += s[k] == '[' ? 1 : s[k] == ']' ? -1 : 0;
	return depth <= 0 || (i > 0 && s[i - 1] == ',');
}

/* One line of text, cut into lines of at most width characters. */
static void
panel_text(struct panel *pn, const char *style, const char *s, int indent)
{
	const char *f = strstr(style, "font-size=\"");
	double fs = f != NULL ? atof(f + strlen("font-size=\"")) : 12.5;
	/* 74 characters of 12.5 pixels fill the panel; bigger text fewer */
	const int width = (int)(74 * 12.5 / (fs > 0 ? fs : 12.5)) - indent;
	size_t len = strlen(s), at = 0;

	while (at < len || at == 0) {
		size_t n = len - at, cut;

		if (n > (size_t)width) {
			/* break at the last space within the width, never
			 * between a rule id and its points ("[BASE-CITY-PTS
			 * 4, ...]": only after a comma inside brackets) */
			for (cut = (size_t)width; cut > 0 &&
			    !breakable(s, at + cut); cut--)
				;
			n = cut > 0 ? cut : (size_t)width;
			/* never inside a UTF-8 sequence */
			while (n > 1 && ((unsigned char)s[at + n] & 0xc0) ==
			    0x80)
				n--;
		}
		fprintf(pn->out, "<text x=\"%.1f\" y=\"%.1f\" %s>", pn->x +
		    indent * 7, pn->y, style);
		carc_xml_text(pn->out, s + at, n);
		fputs("</text>\n", pn->out);
		pn->y += fs > 14 ? fs + 4 : 16;
		at += n;
		while (at < len && s[at] == ' ')
			at++;
		if (len == 0)
			break;
	}
}

static const char *
seat_rgb(const struct board *b, int seat)
{
	if (seat < 0 || seat >= CARC_MAX_SEATS || b->colours[seat] == NULL)
		return "#888888";
	return b->colours[seat];
}

/* A colour swatch for a kind's legend line. */
static void
swatch(FILE *out, double x, double y, const struct carc_pic_kind *k)
{
	fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"20\" "
	    "height=\"14\" rx=\"4\" fill=\"%s\" stroke=\"#3b2f20\"/>",
	    x - 10, y - 7, carc_mk_colour_ok(k->colour) ? k->colour :
	    "#888888");
}

#define PLAIN "font-size=\"12.5\" fill=\"#1a1a1a\""
#define HEAD "font-size=\"14\" font-weight=\"bold\" fill=\"#1a1a1a\""
#define RED "font-size=\"12.5\" fill=\"#b00015\""
#define LEGEND_FIGURE 30.0	/* a legend's figure, at most: a follower */

/*
 * The markings on the board, one line each: its icon (what the first
 * marking saying it draws with this legend), and what it means.
 */
static void
legend(struct panel *pn, const struct board *b)
{
	size_t i;

	if (b->nlegend == 0)
		return;
	fputs("<g class=\"legend\">", pn->out);
	panel_text(pn, HEAD, "markings on this board", 0);
	for (i = 0; i < b->nlegend; i++) {
		const struct carc_legend_entry *e = &b->legend[i];
		double iy;

		pn->y += 10;
		iy = pn->y - 5;
		if (e->figure != NULL) {
			struct carc_box fb = carc_pic_figure_box(P(0, 0),
			    e->figure);
			double f = LEGEND_FIGURE / (fb.x1 - fb.x0);

			/* a figure larger than a follower keeps to a
			 * follower's room: its words say what it is */
			if (f < 1)
				fprintf(pn->out, "<g transform=\"translate(%.1f "
				    "%.1f) scale(%.3f) translate(%.1f %.1f)\">",
				    pn->x + 14, iy, f, -(pn->x + 14), -iy);
			carc_pic_figure(pn->out, P(pn->x + 14, iy), "#8c8c8c",
			    e->figure, 0, 0, e->text);
			if (f < 1)
				fputs("</g>", pn->out);
		} else if (e->kind != NULL)
			swatch(pn->out, pn->x + 14, iy, e->kind);
		else
			carc_mk_icon(pn->out, pn->x + 14, iy, 26, e->d, e->n,
			    e->text);
		panel_text(pn, PLAIN, e->text, 5);
		pn->y += 6;
	}
	fputs("</g>\n", pn->out);
}

void
carc_svg_panel(FILE *out, const struct board *b, double x, double y,
    double *bottom)
{
	const struct carc_scene *sc = b->sc;
	const struct carc_verdict *v = sc->v;
	const struct carc_award *aw;
	struct panel pn;
	char line[512], who[96], move[256];
	size_t i, naw;
	int s, nseats = carc_game_nseats(sc->g);

	pn.out = out;
	pn.x = x;
	pn.y = y + 14;
	if (sc->seq < 0)
		snprintf(line, sizeof(line), "game %" PRId64, sc->rec->id);
	else if (sc->whole)
		snprintf(line, sizeof(line), "game %" PRId64 ": the whole "
		    "record, %zu moves (seq 0 to %zu)%s", sc->rec->id,
		    sc->rec->nmoves, sc->rec->nmoves - 1, sc->final ?
		    ", final scoring played" : "");
	else
		/* seq numbers, as the game's page and its viewer give them */
		snprintf(line, sizeof(line), "game %" PRId64 ": after seq %"
		    PRId64 " of 0 to %zu", sc->rec->id, sc->seq,
		    sc->rec->nmoves - 1);
	panel_text(&pn, "font-size=\"17\" font-weight=\"bold\" "
	    "fill=\"#1a1a1a\"", line, 0);
	if (v->kind == CARC_UNVERIFIABLE) {
		panel_text(&pn, RED, "unverifiable:", 0);
		panel_text(&pn, RED, v->reason, 1);
		*bottom = pn.y;
		return;
	}
	snprintf(line, sizeof(line), "verdict %s: %s (%zu divergence%s)",
	    sc->whole ? "of the game" : "up to here",
	    carc_verdict_names[v->kind], v->ndiv, v->ndiv == 1 ? "" : "s");
	panel_text(&pn, v->kind == CARC_VALID ? PLAIN : RED, line, 0);
	if (sc->stopped)
		panel_text(&pn, RED, "the replay stopped early: the record "
		    "cannot be applied past a divergence below", 0);
	pn.y += 6;
	fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" " HEAD ">scores (the "
	    "rules)</text><text x=\"%.1f\" y=\"%.1f\" " PLAIN " text-anchor="
	    "\"end\">meeples in supply</text>", pn.x, pn.y, pn.x + 385,
	    pn.y);
	if (sc->whole)
		fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" " PLAIN " text-anchor="
		    "\"end\">recorded total</text>", pn.x + 520, pn.y);
	fputc('\n', out);
	pn.y += 18;
	for (s = 0; s < nseats; s++) {
		fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" "
		    "height=\"12\" fill=\"%s\" stroke=\"#111\"/>\n", pn.x,
		    pn.y - 11, seat_rgb(b, s));
		carc_scene_player(sc, s, who, sizeof(who));
		fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" " PLAIN ">",
		    pn.x + 18, pn.y);
		carc_xml_text(out, who, 24);
		fprintf(out, "</text><text x=\"%.1f\" y=\"%.1f\" font-size="
		    "\"13\" font-weight=\"bold\" text-anchor=\"end\">%d</text>"
		    "<text x=\"%.1f\" y=\"%.1f\" " PLAIN " text-anchor=\"end\">"
		    "%d</text>", pn.x + 240, pn.y, carc_game_score(sc->g, s),
		    pn.x + 385, pn.y, carc_game_supply(sc->g, s));
		if (sc->whole && (size_t)s < v->nseats && v->has_recorded[s])
			fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" %s "
			    "text-anchor=\"end\">%" PRId64 "</text>", pn.x + 520,
			    pn.y, v->recorded[s] == v->computed[s] ? PLAIN : RED,
			    v->recorded[s]);
		fputc('\n', out);
		pn.y += 17;
	}
	pn.y += 6;
	if (sc->seq >= 0) {
		carc_scene_move(sc, sc->seq, move, sizeof(move));
		snprintf(line, sizeof(line), "seq %" PRId64 ": %s", sc->seq,
		    move);
		panel_text(&pn, HEAD, "last move", 0);
		panel_text(&pn, PLAIN, line, 0);
		pn.y += 6;
	}
	naw = carc_game_awards(sc->g, &aw);
	panel_text(&pn, HEAD, sc->final ? "points at final scoring (the "
	    "rules)" : "points in this move (the rules)", 0);
	if (naw == 0 || sc->stopped)
		panel_text(&pn, PLAIN, "none", 1);
	for (i = 0; i < naw && !sc->stopped; i++) {
		int k;
		size_t len;

		char why[96];

		carc_scene_player(sc, aw[i].seat, who, sizeof(who));
		snprintf(line, sizeof(line), "+%d %s, %s: %s%s [", aw[i].points,
		    who, aw[i].kind ? aw[i].kind : "",
		    carc_award_why(&aw[i], why, sizeof(why)),
		    aw[i].tie ? " (tie)" : "");
		for (k = 0; k < aw[i].nparts; k++) {
			len = strlen(line);
			snprintf(line + len, sizeof(line) - len, "%s%s %d",
			    k ? ", " : "", aw[i].parts[k].rule ?
			    aw[i].parts[k].rule : "?", aw[i].parts[k].points);
		}
		if (aw[i].nparts == 0) {
			len = strlen(line);
			snprintf(line + len, sizeof(line) - len, "%s",
			    aw[i].rule ? aw[i].rule : "?");
		}
		len = strlen(line);
		snprintf(line + len, sizeof(line) - len, "]");
		panel_text(&pn, PLAIN, line, 1);
	}
	pn.y += 6;
	panel_text(&pn, HEAD, v->ndiv ? "divergences (record vs rules)" :
	    "divergences: none", 0);
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];
		char seat[32] = "";

		if (d->has_seat)
			snprintf(seat, sizeof(seat), " seat %d", d->seat);
		if (d->has_seq)
			snprintf(line, sizeof(line), "seq %" PRId64 "%s %s",
			    d->seq, seat, d->rule);
		else
			snprintf(line, sizeof(line), "final%s %s", seat,
			    d->rule);
		panel_text(&pn, "font-size=\"12.5\" font-weight=\"bold\" "
		    "fill=\"#b00015\"", line, 1);
		panel_text(&pn, PLAIN, d->message, 2);
		snprintf(line, sizeof(line), "expected %s; recorded %s",
		    d->expected, d->recorded);
		panel_text(&pn, PLAIN, line, 2);
	}
	pn.y += 8;
	/* the legend: every marking on the board, with its icon */
	legend(&pn, b);
	pn.y += 4;
	panel_text(&pn, "font-size=\"11\" fill=\"#555\"", "orange outline: "
	    "the last tile; red dashes: a divergent move, its rule on top; "
	    "dashed figure: a meeple this move sent home after it scored, or "
	    "the record's meeple of this move, not on the board; purple "
	    "badge: a tile of an expansion the game does not enable (no "
	    "markings).", 0);
	*bottom = pn.y;
}

void
carc_svg_legend(FILE *out, const struct board *b, double x, double y,
    double *bottom)
{
	struct panel pn;

	pn.out = out;
	pn.x = x;
	pn.y = y + 14;
	legend(&pn, b);
	*bottom = pn.y;
}
