/* text.c - see text.h */
#include "config.h"

#include "verify/report.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/kinds.h"
#include "engine/view.h"
#include "render/text.h"

#define MAX_TILES_SHOWN 12

/* A player as carc_scene_player names them, the record's name made safe
 * for a terminal (util/json.h). */
static void
player(const struct carc_scene *sc, int seat, char *out, size_t outlen)
{
	char raw[96];

	carc_scene_player(sc, seat, raw, sizeof(raw));
	carc_text_safe_buf(out, outlen, raw);
}

static void
print_award(FILE *out, const struct carc_scene *sc,
    const struct carc_award *a)
{
	char who[96], why[96];
	int k;

	player(sc, a->seat, who, sizeof(who));
	fprintf(out, "  +%-3d %-20s %-10s %s%s [", a->points, who,
	    a->kind ? a->kind : "", carc_award_why(a, why, sizeof(why)),
	    a->tie ? " (tie)" : "");
	for (k = 0; k < a->nparts; k++)
		fprintf(out, "%s%s %d", k ? ", " : "", a->parts[k].rule ?
		    a->parts[k].rule : "?", a->parts[k].points);
	if (a->nparts == 0)
		fputs(a->rule ? a->rule : "?", out);
	fputs("]\n", out);
}

/* One line per feature: kind, state, size, meeples, tiles. */
static void
print_feature(FILE *out, const struct carc_scene *sc,
    const struct carc_view_feature *f, int *tiles)
{
	const struct carc_kinds *kinds = carc_game_kinds(sc->g);
	char who[96], state[64];
	size_t n, i;
	int s, any = 0;
	/* a monastery, or a centre feature a plugin declares
	 * (CARC_SHAPE_CENTRE): complete when surrounded */
	int centre = f->kind == CARC_MONASTERY ||
	    (f->kind >= 0 && f->kind < CARC_MAX_KINDS &&
	    kinds->feature[f->kind].shape == CARC_SHAPE_CENTRE);

	if (centre)
		snprintf(state, sizeof(state), "%s, %d/8 around",
		    f->complete ? "complete" : "open", f->neighbours);
	else if (f->kind == CARC_FIELD)
		snprintf(state, sizeof(state), "field");
	else if (f->complete)
		snprintf(state, sizeof(state), "complete%s",
		    f->scored ? ", scored" : "");
	else
		snprintf(state, sizeof(state), "open, %d open edge%s", f->open,
		    f->open == 1 ? "" : "s");
	fprintf(out, "  %-9s #%-4d %-22s %2d tile%s",
	    carc_kinds_feature_name(kinds, f->kind),
	    f->feature, state, f->ntiles, f->ntiles == 1 ? "" : "s");
	if (f->kind == CARC_CITY && f->coats_of_arms > 0)
		fprintf(out, ", %d coat%s of arms", f->coats_of_arms,
		    f->coats_of_arms == 1 ? "" : "s");
	fputs("; meeples:", out);
	for (s = 0; s < CARC_GAME_SEATS; s++) {
		if (f->meeples[s] == 0)
			continue;
		player(sc, s, who, sizeof(who));
		fprintf(out, "%s%s", any ? ", " : " ", who);
		if (f->meeples[s] > 1)
			fprintf(out, " x%d", f->meeples[s]);
		any = 1;
	}
	if (!any)
		fputs(" none", out);
	n = carc_view_feature_tiles(sc->g, f->feature, tiles,
	    carc_view_ntiles(sc->g));
	fputs("\n            on", out);
	for (i = 0; i < n && i < MAX_TILES_SHOWN; i++) {
		struct carc_view_tile vt;

		carc_view_tile(sc->g, (size_t)tiles[i], &vt);
		fprintf(out, " (%d,%d)", vt.x, vt.y);
	}
	if (n > MAX_TILES_SHOWN)
		fprintf(out, " and %zu more", n - MAX_TILES_SHOWN);
	fputc('\n', out);
}

static int
kind_order(int kind)
{
	/* the features points are argued over first */
	static const int order[4] = { 3, 1, 0, 2 };

	return kind >= 0 && kind < 4 ? order[kind] : 4;
}

static void
print_features(FILE *out, const struct carc_scene *sc)
{
	size_t nf = carc_view_features(sc->g, NULL, 0), i, j, quiet = 0;
	size_t ntiles = carc_view_ntiles(sc->g);
	struct carc_view_feature *fv;
	int *ids, *tiles;
	int pass;

	ids = calloc(nf ? nf : 1, sizeof(*ids));
	fv = calloc(nf ? nf : 1, sizeof(*fv));
	tiles = calloc(ntiles ? ntiles : 1, sizeof(*tiles));
	if (ids == NULL || fv == NULL || tiles == NULL) {
		fputs("  (out of memory)\n", out);
		goto done;
	}
	carc_view_features(sc->g, ids, nf);
	for (i = 0; i < nf; i++)
		carc_view_feature(sc->g, ids[i], &fv[i]);
	/* by kind, then by the tile they began on */
	for (i = 1; i < nf; i++) {
		for (j = i; j > 0; j--) {
			struct carc_view_feature t;
			int a = kind_order(fv[j - 1].kind), b = kind_order(
			    fv[j].kind);

			if (a < b || (a == b && fv[j - 1].first_tile <=
			    fv[j].first_tile))
				break;
			t = fv[j];
			fv[j] = fv[j - 1];
			fv[j - 1] = t;
		}
	}
	/* meeples first: those are the features points go to */
	for (pass = 0; pass < 2; pass++) {
		fputs(pass == 0 ? "features with meeples:\n" :
		    "features without meeples:\n", out);
		for (i = 0; i < nf; i++) {
			if ((fv[i].nmeeples > 0) != (pass == 0))
				continue;
			if (pass == 1 && fv[i].kind == CARC_FIELD) {
				quiet++;
				continue;
			}
			print_feature(out, sc, &fv[i], tiles);
		}
	}
	if (quiet > 0)
		fprintf(out, "  (and %zu field%s without farmers)\n", quiet,
		    quiet == 1 ? "" : "s");
done:
	free(ids);
	free(fv);
	free(tiles);
}

/* (4.0) The neutral figures and those on a tile, where a game has any. */
static void
print_loose(FILE *out, const struct carc_scene *sc)
{
	const struct carc_kinds *k = carc_view_kinds(sc->g);
	struct carc_view_loose l;
	struct carc_view_tile vt;
	struct carc_view_seg vs;
	char who[96];
	size_t i, n = carc_view_loose(sc->g, 0, &l);

	if (n > 0)
		fputs("figures of no feature's majority:\n", out);
	for (i = 0; i < n; i++) {
		carc_view_loose(sc->g, i, &l);
		carc_view_tile(sc->g, (size_t)l.tile, &vt);
		if (l.seat >= 0)
			player(sc, l.seat, who, sizeof(who));
		else
			snprintf(who, sizeof(who), "neutral");
		fprintf(out, "  %-9s %-24s on (%d,%d)", k->figure[l.figure].name,
		    who, vt.x, vt.y);
		if (l.local >= 0 && carc_view_segment(sc->g, (size_t)l.tile,
		    l.local, &vs) == 0)
			fprintf(out, ", %s #%d", carc_kinds_feature_name(k,
			    vs.kind), vs.feature);
		fputc('\n', out);
	}
}

void
carc_render_text(FILE *out, const struct carc_scene *sc)
{
	const struct carc_verdict *v = sc->v;
	const struct carc_award *aw;
	char who[96], move[256];
	size_t i, naw;
	int s, nseats;

	if (v->kind == CARC_UNVERIFIABLE) {
		fprintf(out, "game %" PRId64 ": unverifiable: ", sc->rec->id);
		carc_text_safe(out, v->reason);
		putc('\n', out);
		return;
	}
	if (sc->whole)
		fprintf(out, "game %" PRId64 ": the whole record (%zu moves)%s"
		    "\n", sc->rec->id, sc->rec->nmoves, sc->final ?
		    ", final scoring played" : "");
	else
		fprintf(out, "game %" PRId64 ": after seq %" PRId64 " of %zu\n",
		    sc->rec->id, sc->seq, sc->rec->nmoves - 1);
	carc_scene_move(sc, sc->seq, move, sizeof(move));
	fprintf(out, "last move: seq %" PRId64 ": ", sc->seq);
	carc_text_safe(out, move);
	putc('\n', out);
	fprintf(out, "verdict %s: %s (%zu divergence%s)\n", sc->whole ?
	    "of the game" : "up to here", carc_verdict_names[v->kind],
	    v->ndiv, v->ndiv == 1 ? "" : "s");
	if (sc->stopped)
		fputs("the replay stopped early: the record cannot be applied "
		    "past a divergence below\n", out);

	fputs("\nscores (the rules), meeples in supply:\n", out);
	nseats = carc_game_nseats(sc->g);
	for (s = 0; s < nseats; s++) {
		player(sc, s, who, sizeof(who));
		fprintf(out, "  %-24s %4d   supply %d", who,
		    carc_game_score(sc->g, s), carc_game_supply(sc->g, s));
		if (sc->whole && (size_t)s < v->nseats && v->has_recorded[s])
			fprintf(out, "   recorded total %" PRId64 "%s",
			    v->recorded[s], v->recorded[s] == v->computed[s] ?
			    "" : "  <- differs");
		fputc('\n', out);
	}

	naw = carc_game_awards(sc->g, &aw);
	fprintf(out, "\npoints %s (the rules):\n", sc->final ?
	    "at final scoring" : "in this move");
	if (naw == 0 || sc->stopped)
		fputs("  none\n", out);
	for (i = 0; i < naw && !sc->stopped; i++)
		print_award(out, sc, &aw[i]);

	fputc('\n', out);
	print_features(out, sc);
	print_loose(out, sc);

	fprintf(out, "\ndivergences%s:%s\n", sc->whole ? "" : " up to here",
	    v->ndiv ? "" : " none");
	for (i = 0; i < v->ndiv; i++)
		carc_report_divergence(out, &v->div[i]);
}
