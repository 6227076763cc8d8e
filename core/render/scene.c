/* scene.c - see scene.h */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "engine/view.h"
#include "render/scene.h"

/* The scene's facts, past what carc_scene_replay has filled in. */
static void
scene_set(struct carc_scene *sc, const struct carc_game *g,
    const struct carc_record *rec, const struct carc_verdict *v,
    int64_t to_seq)
{
	sc->g = g;
	carc_pic_kinds_from(carc_view_kinds(g), &sc->kinds);
	sc->rec = rec;
	sc->v = v;
	if (rec->nmoves == 0 || v->kind == CARC_UNVERIFIABLE) {
		sc->seq = -1;
		sc->stopped = 1;
		return;
	}
	/* carc_verify_until plays final scoring only for the whole record */
	sc->whole = to_seq < 0;
	sc->seq = sc->whole || (uint64_t)to_seq >= rec->nmoves ?
	    (int64_t)rec->nmoves - 1 : to_seq;
	/* The verifier says where it stopped, if it did: a record it can
	 * no longer apply (a tile on a taken square, a meeple spot the tile
	 * lacks).  Its verdict covers the moves up to seq only. */
	if (v->stopped && v->stopped_seq <= sc->seq)
		sc->stopped = 1;
	sc->final = sc->whole && !sc->stopped &&
	    strcmp(rec->status, "finished") == 0;
}

void
carc_scene_init(struct carc_scene *sc, const struct carc_game *g,
    const struct carc_record *rec, const struct carc_verdict *v,
    int64_t to_seq)
{
	memset(sc, 0, sizeof(*sc));
	scene_set(sc, g, rec, v, to_seq);
}

/* A string of a plugin's into the board's own text; NULL if full. */
static const char *
keep(struct carc_scene_board *b, const char *s)
{
	size_t len;
	char *at;

	if (s == NULL)
		return NULL;
	len = strlen(s) + 1;
	if (len > sizeof(b->text) - b->ntext)
		return NULL;
	at = b->text + b->ntext;
	memcpy(at, s, len);
	b->ntext += len;
	return at;
}

struct watch {
	struct carc_scene_board *board;
	const struct carc_game *g;
	int64_t to;
};

/*
 * At the move the picture shows (the whole record: at each move and at
 * final scoring, the last one kept), while the plugins still hold their
 * game: what they draw over the board, the squares of the board then.
 */
static void
watch_board(void *arg, int64_t seq, const struct carc_award *a, size_t na)
{
	struct watch *w = arg;
	struct carc_scene_board *b = w->board;
	struct carc_draw d[CARC_SCENE_DRAWS];
	size_t i, n, nt = carc_view_ntiles(w->g);
	int x0 = 0, y0 = 0, x1 = 0, y1 = 0;

	(void)a;
	(void)na;
	if ((w->to >= 0 && seq != w->to) || nt == 0)
		return;
	for (i = 0; i < nt; i++) {
		struct carc_view_tile vt;

		carc_view_tile(w->g, i, &vt);
		if (i == 0 || vt.x < x0)
			x0 = vt.x;
		if (i == 0 || vt.x > x1)
			x1 = vt.x;
		if (i == 0 || vt.y < y0)
			y0 = vt.y;
		if (i == 0 || vt.y > y1)
			y1 = vt.y;
	}
	b->n = b->ntext = 0;
	n = carc_view_board_draws(w->g, x0, y0, x1, y1, d, CARC_SCENE_DRAWS);
	for (i = 0; i < n; i++) {
		struct carc_draw *k = &b->d[b->n];

		*k = d[i];
		/* the rule is the plugin's own copy (carc_view_board_draws);
		 * the other strings may be the game's, gone at its end */
		if ((d[i].path && !(k->path = keep(b, d[i].path))) ||
		    (d[i].text && !(k->text = keep(b, d[i].text))) ||
		    (d[i].fill && !(k->fill = keep(b, d[i].fill))) ||
		    (d[i].stroke && !(k->stroke = keep(b, d[i].stroke))) ||
		    (d[i].legend && !(k->legend = keep(b, d[i].legend))))
			break;
		b->n++;
	}
}

void
carc_scene_replay(struct carc_scene *sc, struct carc_verifier *vf,
    const struct carc_record *rec, int64_t to_seq, struct carc_verdict *v)
{
	struct watch w;
	size_t n = 0;

	memset(sc, 0, sizeof(*sc));
	/* the figures before the move, to show those it sends home */
	if (to_seq > 0) {
		carc_verify_until(vf, rec, to_seq - 1, v);
		n = carc_scene_figures(carc_verifier_game(vf), sc->gone,
		    CARC_SCENE_GONE);
		if (n > CARC_SCENE_GONE)
			n = CARC_SCENE_GONE;
	}
	/* the drawings over the board need the plugins' game, which the
	 * replay ends before it returns: they are taken as it goes */
	w.board = &sc->board;
	w.g = carc_verifier_game(vf);
	w.to = to_seq;
	carc_verifier_observe(vf, watch_board, &w);
	carc_verify_until(vf, rec, to_seq, v);
	carc_verifier_observe(vf, NULL, NULL);
	sc->ngone = carc_scene_gone(carc_verifier_game(vf), sc->gone, n);
	scene_set(sc, carc_verifier_game(vf), rec, v, to_seq);
}

const char *
carc_scene_figure(const struct carc_game *g, const struct carc_view_seg *vs)
{
	const struct carc_kinds *k = carc_view_kinds(g);

	if (vs->meeple < 0 || vs->figure < 0 ||
	    (size_t)vs->figure >= k->nfigures)
		return NULL;
	return k->figure[vs->figure].name;
}

size_t
carc_scene_figures(const struct carc_game *g, struct carc_svg_meeple *out,
    size_t max)
{
	size_t i, k = 0, n = carc_view_ntiles(g);

	for (i = 0; i < n; i++) {
		struct carc_view_tile vt;
		struct carc_view_seg vs;
		int s;

		carc_view_tile(g, i, &vt);
		for (s = 0; s < vt.def->nseg; s++) {
			if (carc_view_segment(g, i, s, &vs) != 0 ||
			    vs.meeple < 0)
				continue;
			if (k < max) {
				memset(&out[k], 0, sizeof(out[k]));
				out[k].tile = (int)i;
				out[k].seg = s;
				out[k].seat = vs.meeple;
				out[k].figure = carc_scene_figure(g, &vs);
				out[k].from = out[k].to = -1;
			}
			k++;
		}
	}
	return k;
}

size_t
carc_scene_gone(const struct carc_game *g, struct carc_svg_meeple *m,
    size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		struct carc_view_seg vs;

		if (m[i].tile >= 0 && (size_t)m[i].tile < carc_view_ntiles(g) &&
		    carc_view_segment(g, (size_t)m[i].tile, m[i].seg, &vs) == 0 &&
		    vs.meeple == m[i].seat)
			continue;
		m[k++] = m[i];
	}
	return k;
}

int
carc_scene_recorded_gone(const struct carc_game *g,
    const struct carc_record *rec, int64_t seq, struct carc_svg_meeple *m)
{
	const struct carc_move *mv;
	struct carc_view_tile vt;
	struct carc_view_seg vs;
	char spot[CARC_SPOT_MAX];
	const char *kind, *at;
	int tile = carc_view_last_tile(g), s, figure = -1;
	size_t n;

	if (seq < 0 || (uint64_t)seq >= rec->nmoves || tile < 0)
		return -1;
	mv = &rec->moves[seq];
	carc_view_tile(g, (size_t)tile, &vt);
	if (mv->meeple.null || mv->meeple.too_long || !mv->has_seat ||
	    vt.seq != seq)
		return -1;
	/* the spot alone: a record may add more after it, and a figure of
	 * a declared kind is "KIND:SPOT"; a figure taken back
	 * ("return:KIND@X,Y") is put nowhere */
	kind = mv->meeple.s;
	if ((at = strchr(kind, ':')) != NULL) {
		if ((size_t)(at - kind) == 6 && strncmp(kind, "return", 6) == 0)
			return -1;
		at++;
	} else
		at = kind;
	n = strcspn(at, ", ");
	if (n >= sizeof(spot))
		return -1;
	memcpy(spot, at, n);
	spot[n] = '\0';
	/* its kind, if the record names one the game knows: the spot is
	 * the kind's ("C" of a follower may be the centre field where the
	 * centre feature is a plugin's kind it may not stand on) */
	if (at != kind) {
		const struct carc_kinds *k = carc_view_kinds(g);
		size_t i;

		for (i = 0; i < k->nfigures; i++)
			if (k->figure[i].name != NULL &&
			    strlen(k->figure[i].name) == (size_t)(at - 1 - kind) &&
			    strncmp(k->figure[i].name, kind, (size_t)(at - 1 -
			    kind)) == 0)
				figure = (int)i;
	}
	s = carc_view_figure_spot_segment(g, (size_t)tile, spot, figure);
	if (s < 0 || carc_view_segment(g, (size_t)tile, s, &vs) != 0 ||
	    vs.meeple >= 0)
		return -1;
	memset(m, 0, sizeof(*m));
	m->tile = tile;
	m->seg = s;
	m->seat = (int)mv->seat;
	m->from = m->to = seq;
	if (figure >= 0)
		m->figure = carc_view_kinds(g)->figure[figure].name;
	return 0;
}

void
carc_scene_player(const struct carc_scene *sc, int seat, char *out,
    size_t outlen)
{
	if (seat >= 0 && (size_t)seat < sc->rec->nplayers &&
	    sc->rec->players[seat].name[0] != '\0')
		snprintf(out, outlen, "%s (seat %d)",
		    sc->rec->players[seat].name, seat);
	else if (seat >= 0)
		snprintf(out, outlen, "seat %d", seat);
	else
		snprintf(out, outlen, "nobody");
}

void
carc_scene_move(const struct carc_scene *sc, int64_t seq, char *out,
    size_t outlen)
{
	const struct carc_move *m;
	char who[96];
	size_t len;

	if (seq < 0 || (uint64_t)seq >= sc->rec->nmoves) {
		snprintf(out, outlen, "no move");
		return;
	}
	m = &sc->rec->moves[seq];
	if (!m->has_seat)
		snprintf(who, sizeof(who), "start tile:");
	else
		carc_scene_player(sc, (int)m->seat, who, sizeof(who));
	if (m->action == CARC_ACTION_DISCARD) {
		snprintf(out, outlen, "%s discarded %s", who, m->tile);
		return;
	}
	if (!m->has_seat)
		snprintf(out, outlen, "start tile %s at (%" PRId64 ",%" PRId64
		    ") rotation %" PRId64, m->tile, m->x, m->y, m->rotation);
	else
		snprintf(out, outlen, "%s placed %s at (%" PRId64 ",%" PRId64
		    ") rotation %" PRId64, who, m->tile, m->x, m->y,
		    m->rotation);
	len = strlen(out);
	if (!m->meeple.null && len < outlen)
		snprintf(out + len, outlen - len, ", meeple on %s",
		    m->meeple.s);
}
