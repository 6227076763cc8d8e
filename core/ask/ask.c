/*
 * ask.c - the answers of carc ask (ask.h), every one of them the
 * verifier's and its move driver's on the position, with the move asked
 * about appended as the next recorded move: nothing of the rules is
 * written here.  A position is played as a record of moves only (no
 * score rows, status in_progress), so that the driver judges legality
 * and computes points without comparing them to anything.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask/ask.h"
#include "engine/drive.h"
#include "engine/kinds.h"
#include "engine/view.h"
#include "notation/notation.h"
#include "verify/verify.h"

struct asker {
	const struct carc_plugin_set *set;
	struct carc_verifier *vf;
	struct carc_verdict v;
	struct carc_record w;		/* the position, and a move after it */
	int64_t last_seq;		/* the position's last move */
	size_t nmoves, nactions;	/* the position's rows in rec */
	struct carc_error *err;
};

/* A move the question adds after the position. */
struct next_move {
	const char *tile;
	int x, y, degrees;
	const char *figure;		/* NULL: none */
};

/*
 * The working record: rec's header under the configuration cfg (its
 * ruleset and expansions), the moves up to the position and their
 * actions, no scores; then mv, if any, as the next move of seat.
 */
static int
build(struct asker *a, const struct carc_record *cfg,
    const struct carc_record *rec, const struct next_move *mv, int seat)
{
	struct carc_record *w = &a->w;
	size_t i;

	if (carc_record_reserve(w, a->nmoves + 1, 0) != 0 ||
	    (a->nactions > 0 &&
	    carc_record_reserve_actions(w, a->nactions) != 0))
		return carc_error_set(a->err, "out of memory");
	w->id = rec->id;
	w->unreadable[0] = '\0';
	memcpy(w->ruleset, cfg->ruleset, sizeof(w->ruleset));
	memcpy(w->tile_supply, rec->tile_supply, sizeof(w->tile_supply));
	snprintf(w->status, sizeof(w->status), "in_progress");
	w->nexpansions = cfg->nexpansions;
	memcpy(w->expansions, cfg->expansions, sizeof(w->expansions));
	w->nplayers = rec->nplayers;
	memcpy(w->players, rec->players, sizeof(w->players));
	for (i = 0; i < w->nplayers; i++)
		w->players[i].has_final = 0;
	memcpy(w->moves, rec->moves, a->nmoves * sizeof(*w->moves));
	w->nmoves = a->nmoves;
	if (a->nactions > 0)
		memcpy(w->actions, rec->actions,
		    a->nactions * sizeof(*w->actions));
	w->nactions = a->nactions;
	w->nscores = 0;
	if (mv != NULL) {
		struct carc_move *m = &w->moves[w->nmoves++];

		memset(m, 0, sizeof(*m));
		m->seq = a->last_seq + 1;
		m->seat = seat;
		m->has_seat = 1;
		snprintf(m->tile, sizeof(m->tile), "%s", mv->tile);
		m->action = CARC_ACTION_PLACE;
		m->x = mv->x;
		m->y = mv->y;
		m->rotation = mv->degrees;
		m->has_xy = m->has_rotation = 1;
		m->meeple.null = mv->figure == NULL;
		if (mv->figure != NULL)
			snprintf(m->meeple.s, sizeof(m->meeple.s), "%s",
			    mv->figure);
	}
	return 0;
}

/* Play the working record up to seq (its moves and their figures). */
static int
play_until(struct asker *a, int64_t seq)
{
	carc_verify_until(a->vf, &a->w, seq, &a->v);
	if (a->v.kind == CARC_UNVERIFIABLE)
		return carc_error_set(a->err, "the position cannot be played: "
		    "%s", a->v.reason);
	return 0;
}

static int
grow(void **p, size_t *cap, size_t n, size_t size, struct carc_error *err)
{
	void *np;
	size_t ncap;

	if (n < *cap)
		return 0;
	ncap = *cap ? 2 * *cap : 32;
	if ((np = realloc(*p, ncap * size)) == NULL)
		return carc_error_set(err, "out of memory");
	*p = np;
	*cap = ncap;
	return 0;
}

/* Every feature of the board, then final scoring as if the game ended
 * now (carc_drive_final): who scores what on each. */
static int
features(struct asker *a, struct carc_ask_answer *an, size_t nseats)
{
	const struct carc_game *g = carc_verifier_game(a->vf);
	const struct carc_kinds *k = carc_view_kinds(g);
	const struct carc_award *aw;
	size_t n, i, j, naw, cap = 0;
	int *ids;

	n = carc_view_features(g, NULL, 0);
	if ((ids = calloc(n + 1, sizeof(*ids))) == NULL)
		return carc_error_set(a->err, "out of memory");
	n = carc_view_features(g, ids, n);
	for (i = 0; i < n; i++) {
		struct carc_view_feature vf;
		struct carc_view_tile vt;
		struct carc_ask_feature *f;

		if (grow((void **)&an->features, &cap, an->nfeatures,
		    sizeof(*an->features), a->err) != 0) {
			free(ids);
			return -1;
		}
		carc_view_feature(g, ids[i], &vf);
		carc_view_tile(g, (size_t)vf.first_tile, &vt);
		f = &an->features[an->nfeatures++];
		memset(f, 0, sizeof(*f));
		f->kind = vf.kind >= 0 && vf.kind < CARC_MAX_KINDS &&
		    k->feature[vf.kind].name ? k->feature[vf.kind].name : "?";
		f->x = vt.x;
		f->y = vt.y;
		f->ntiles = vf.ntiles;
		f->complete = vf.complete;
		for (j = 0; j < nseats && j < CARC_MAX_SEATS; j++)
			f->holders[j] = vf.meeples[j];
		if (vf.kind != CARC_FIELD) {
			struct carc_award v;

			carc_game_value_completed(carc_drive_game(
			    carc_verifier_drive(a->vf)), ids[i], &v);
			f->complete_points = v.points;
			f->complete_rule = v.rule;
		}
	}
	for (j = 0; j < nseats && j < CARC_MAX_SEATS; j++)
		an->totals[j] = carc_game_score(g, (int)j);
	carc_drive_final(carc_verifier_drive(a->vf), 1);
	naw = carc_game_awards(g, &aw);
	for (i = 0; i < naw; i++) {
		if (aw[i].feature < 0 || aw[i].seat < 0 ||
		    aw[i].seat >= CARC_MAX_SEATS)
			continue;
		for (j = 0; j < n; j++)
			if (ids[j] == aw[i].feature) {
				an->features[j].end_points[aw[i].seat] +=
				    aw[i].points;
				if (an->features[j].end_rule == NULL)
					an->features[j].end_rule = aw[i].rule;
			}
	}
	for (j = 0; j < nseats && j < CARC_MAX_SEATS; j++)
		an->final_totals[j] = carc_game_score(g, (int)j);
	free(ids);
	return 0;
}

/* The empty squares next to a placed tile: where a tile may go at all
 * (BASE-PLACE-ADJ); the driver judges each. */
static size_t
frontier(const struct carc_game *g, int (**out)[2], struct carc_error *err)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
	size_t nt = carc_view_ntiles(g), i, n = 0, cap = 0, k;
	int (*sq)[2] = NULL;
	int d;

	for (i = 0; i < nt; i++) {
		struct carc_view_tile vt;

		carc_view_tile(g, i, &vt);
		for (d = 0; d < 4; d++) {
			int x = vt.x + dx[d], y = vt.y + dy[d];

			if (carc_view_tile_at(g, x, y) >= 0)
				continue;
			for (k = 0; k < n; k++)
				if (sq[k][0] == x && sq[k][1] == y)
					break;
			if (k < n)
				continue;
			if (grow((void **)&sq, &cap, n, sizeof(*sq),
			    err) != 0) {
				free(sq);
				return (size_t)-1;
			}
			sq[n][0] = x;
			sq[n][1] = y;
			n++;
		}
	}
	*out = sq;
	return n;
}

/* Where `tile` may go, and on each placement where each figure kind may
 * stand (the driver's check of the figure on the tile just placed). */
static int
places(struct asker *a, const struct carc_record *cfg,
    const struct carc_record *rec, const char *tile, int seat,
    struct carc_ask_answer *an)
{
	const struct carc_catalogue *cat = &a->set->cat;
	int (*sq)[2] = NULL;
	size_t nsq, i, pcap = 0, scap = 0;
	int type = carc_catalogue_find(cat, tile), r;

	if (type < 0)
		return carc_error_set(a->err, "unknown tile '%s'", tile);
	if (build(a, cfg, rec, NULL, seat) != 0 || play_until(a, a->last_seq))
		return -1;
	{
		struct carc_drive_move mv;
		const struct carc_drive_ruling *ru;
		size_t nr, k;

		memset(&mv, 0, sizeof(mv));
		mv.type = type;
		mv.seat = seat;
		mv.tile = tile;
		nr = carc_drive_judge_draw(carc_verifier_drive(a->vf), &mv,
		    &ru);
		for (k = 0; k < nr && k < CARC_ASK_RULINGS; k++) {
			an->draw_rulings[k].rule = ru[k].rule;
			snprintf(an->draw_rulings[k].message,
			    sizeof(an->draw_rulings[k].message), "%s",
			    ru[k].message);
		}
		an->ndraw_rulings = k;
	}
	if ((nsq = frontier(carc_verifier_game(a->vf), &sq, a->err)) ==
	    (size_t)-1)
		return -1;
	for (i = 0; i < nsq; i++)
		for (r = 0; r < 4; r++) {
			struct carc_drive_move mv;
			const struct carc_drive_ruling *ru;

			memset(&mv, 0, sizeof(mv));
			mv.type = type;
			mv.seat = seat;
			mv.x = sq[i][0];
			mv.y = sq[i][1];
			mv.rotation = r;
			mv.tile = tile;
			mv.degrees = 90 * r;
			mv.has_xy = mv.has_rotation = 1;
			if (carc_drive_judge_place(carc_verifier_drive(a->vf),
			    &mv, &ru) != 0)
				continue;
			if (grow((void **)&an->places, &pcap, an->nplaces,
			    sizeof(*an->places), a->err) != 0) {
				free(sq);
				return -1;
			}
			an->places[an->nplaces].x = sq[i][0];
			an->places[an->nplaces].y = sq[i][1];
			an->places[an->nplaces].rotation = 90 * r;
			an->nplaces++;
		}
	free(sq);
	for (i = 0; i < an->nplaces; i++) {
		struct carc_ask_place *p = &an->places[i];
		struct next_move nm = { tile, p->x, p->y, p->rotation, NULL };
		const struct carc_game *g;
		const struct carc_kinds *k;
		size_t fk, s, last;
		int seen[CARC_MAX_FIGURES][CARC_MAX_SEGS];

		if (build(a, cfg, rec, &nm, seat) != 0)
			return -1;
		carc_verify_until_tile(a->vf, &a->w, a->last_seq + 1, &a->v);
		g = carc_verifier_game(a->vf);
		k = carc_view_kinds(g);
		last = (size_t)carc_view_last_tile(g);
		p->first_spot = an->nspots;
		memset(seen, 0, sizeof(seen));
		for (fk = 0; fk < k->nfigures && fk < CARC_MAX_FIGURES; fk++)
			for (s = 0; s < CARC_NSPOTS; s++) {
				struct carc_meeple_check chk;
				int seg = carc_view_spot_segment(g, last,
				    carc_spot_names[s]);

				if (seg < 0 || seg >= CARC_MAX_SEGS ||
				    seen[fk][seg])
					continue;
				seen[fk][seg] = 1;
				carc_drive_check_figure(
				    carc_verifier_drive(a->vf), (int)fk,
				    carc_spot_names[s], &chk);
				if (chk.fault != CARC_MEEPLE_OK)
					continue;
				if (grow((void **)&an->spots, &scap,
				    an->nspots, sizeof(*an->spots),
				    a->err) != 0)
					return -1;
				snprintf(an->spots[an->nspots].spot,
				    CARC_SPOT_MAX, "%s", carc_spot_names[s]);
				an->spots[an->nspots].figure =
				    k->figure[fk].name;
				an->nspots++;
			}
		p->nspots = an->nspots - p->first_spot;
	}
	return 0;
}

/* "T@X,Y,R[,FIGURE]": 0, or -1 and err. */
static int
parse_move(const char *s, char *tile, size_t tilecap, struct next_move *nm,
    struct carc_error *err)
{
	const char *at = strchr(s, '@');
	char *end;
	long v[3];
	int i;

	if (at == NULL || at == s || (size_t)(at - s) >= tilecap)
		return carc_error_set(err, "--move '%s': expected "
		    "TILE@X,Y,ROTATION[,FIGURE]", s);
	memcpy(tile, s, (size_t)(at - s));
	tile[at - s] = '\0';
	s = at + 1;
	for (i = 0; i < 3; i++) {
		v[i] = strtol(s, &end, 10);
		if (end == s || (*end != ',' && *end != '\0') ||
		    (i < 2 && *end != ',') || v[i] < -100000 || v[i] > 100000)
			return carc_error_set(err, "--move: expected %s at "
			    "'%s'", i == 0 ? "x" : i == 1 ? "y" :
			    "a rotation", s);
		s = *end == ',' ? end + 1 : end;
	}
	nm->tile = tile;
	nm->x = (int)v[0];
	nm->y = (int)v[1];
	nm->degrees = (int)v[2];
	nm->figure = *s != '\0' ? s : NULL;
	return 0;
}

/* The move's actions, read by the notation's reader, as the rows of the
 * working record's last move (the move asked about). */
static int
add_actions(struct asker *a, const struct carc_ask_query *q, int seat)
{
	char line[512];
	size_t i;

	for (i = 0; i < q->nactions; i++) {
		const char *s = q->actions[i];

		while (*s == ' ' || *s == '\t')
			s++;
		if (*s != '+') {
			if ((size_t)snprintf(line, sizeof(line), "+ %zu %d %s",
			    i + 1, seat, s) >= sizeof(line))
				return carc_error_set(a->err, "--action '%s': "
				    "too long", q->actions[i]);
			s = line;
		}
		if (carc_notation_action(&a->w, s, "--action", a->err) != 0) {
			char why[sizeof(a->err->msg)];

			/* the column is the line's as read: show it */
			snprintf(why, sizeof(why), "%s", a->err->msg);
			return carc_error_set(a->err, "%s (in '%s')", why, s);
		}
	}
	return 0;
}

static void
add_ruling(struct carc_ask_ruling *list, size_t *n,
    const struct carc_divergence *d)
{
	if (*n == CARC_ASK_RULINGS)
		return;
	list[*n].rule = d->rule;
	snprintf(list[*n].message, sizeof(list[*n].message), "%s",
	    d->message);
	(*n)++;
}

/* The move and its actions judged: what it does wrong makes it illegal;
 * what the turn left out (a plugin's turn_end) is what it still owes. */
static int
move(struct asker *a, const struct carc_record *cfg,
    const struct carc_record *rec, const struct carc_ask_query *q,
    const struct next_move *nm, int seat, struct carc_ask_answer *an)
{
	size_t i;

	if (build(a, cfg, rec, nm, seat) != 0 ||
	    add_actions(a, q, seat) != 0)
		return -1;
	carc_verify_until(a->vf, &a->w, a->last_seq + 1, &a->v);
	if (a->v.kind == CARC_UNVERIFIABLE)
		return carc_error_set(a->err, "the move cannot be played: %s",
		    a->v.reason);
	an->move_legal = 1;
	for (i = 0; i < a->v.ndiv; i++) {
		const struct carc_divergence *d = &a->v.div[i];

		if (!d->has_seq || d->seq != a->last_seq + 1)
			continue;
		if (d->owed) {
			add_ruling(an->owes, &an->nowes, d);
			continue;
		}
		an->move_legal = 0;
		add_ruling(an->move_rulings, &an->nmove_rulings, d);
	}
	return 0;
}

/* One configuration's answers. */
static int
answer(struct asker *a, const struct carc_record *cfg,
    const struct carc_record *rec, const struct carc_ask_query *q,
    const struct next_move *nm, struct carc_ask *out,
    struct carc_ask_answer *an)
{
	size_t i;

	snprintf(an->ruleset, sizeof(an->ruleset), "%s", cfg->ruleset);
	an->variants[0] = '\0';
	for (i = 0; i < cfg->nexpansions; i++)
		if (cfg->expansions[i].has_variant)
			snprintf(an->variants + strlen(an->variants),
			    sizeof(an->variants) - strlen(an->variants),
			    "%s%s:%s", an->variants[0] ? "," : "",
			    cfg->expansions[i].name,
			    cfg->expansions[i].variant);
	if (build(a, cfg, rec, NULL, 0) != 0 || play_until(a, a->last_seq))
		return -1;
	for (i = 0; i < a->v.ndiv; i++)
		if (a->v.div[i].has_seq) {
			an->position_rule = a->v.div[i].rule;
			an->position_seq = a->v.div[i].seq;
			break;
		}
	if (out->seat < 0)
		out->seat = carc_drive_turn(carc_verifier_drive(a->vf));
	if (features(a, an, out->nseats) != 0)
		return -1;
	if (q->tile != NULL &&
	    places(a, cfg, rec, q->tile, out->seat, an) != 0)
		return -1;
	if (nm != NULL && move(a, cfg, rec, q, nm, out->seat, an) != 0)
		return -1;
	return 0;
}

static int
same_rule(const char *a, const char *b)
{
	return a == b || (a != NULL && b != NULL && strcmp(a, b) == 0);
}

int
carc_ask_feature_same(const struct carc_ask_feature *a,
    const struct carc_ask_feature *b, size_t nseats)
{
	size_t j;

	if (a->complete_points != b->complete_points ||
	    !same_rule(a->complete_rule, b->complete_rule) ||
	    !same_rule(a->end_rule, b->end_rule))
		return 0;
	for (j = 0; j < nseats && j < CARC_MAX_SEATS; j++)
		if (a->end_points[j] != b->end_points[j])
			return 0;
	return 1;
}

/* Does b answer what a answers? */
static int
same(const struct carc_ask_answer *a, const struct carc_ask_answer *b,
    size_t nseats)
{
	size_t i, j;

	if (a->nplaces != b->nplaces || a->nspots != b->nspots ||
	    a->move_legal != b->move_legal ||
	    a->nmove_rulings != b->nmove_rulings ||
	    a->nfeatures != b->nfeatures ||
	    a->position_rule != b->position_rule)
		return 0;
	for (i = 0; i < a->nfeatures; i++)
		if (!carc_ask_feature_same(&a->features[i], &b->features[i],
		    nseats))
			return 0;
	for (i = 0; i < a->nplaces; i++)
		if (a->places[i].x != b->places[i].x ||
		    a->places[i].y != b->places[i].y ||
		    a->places[i].rotation != b->places[i].rotation ||
		    a->places[i].nspots != b->places[i].nspots)
			return 0;
	for (i = 0; i < a->nspots; i++)
		if (strcmp(a->spots[i].spot, b->spots[i].spot) != 0 ||
		    a->spots[i].figure != b->spots[i].figure)
			return 0;
	for (i = 0; i < a->nmove_rulings; i++)
		if (a->move_rulings[i].rule != b->move_rulings[i].rule)
			return 0;
	if (a->nowes != b->nowes)
		return 0;
	for (i = 0; i < a->nowes; i++)
		if (a->owes[i].rule != b->owes[i].rule)
			return 0;
	if (a->ndraw_rulings != b->ndraw_rulings)
		return 0;
	for (i = 0; i < a->ndraw_rulings; i++)
		if (a->draw_rulings[i].rule != b->draw_rulings[i].rule)
			return 0;
	for (j = 0; j < nseats && j < CARC_MAX_SEATS; j++)
		if (a->final_totals[j] != b->final_totals[j] ||
		    a->totals[j] != b->totals[j])
			return 0;
	return 1;
}

/* The configurations a game could be played under: every ruleset, and
 * for each enabled expansion every variant its plugin serves. */
static int
configs(const struct carc_plugin_set *set, const struct carc_record *rec,
    struct carc_record **out, size_t *n, struct carc_error *err)
{
	const char *const *vars[CARC_MAX_EXPANSIONS];
	size_t nvars[CARC_MAX_EXPANSIONS], total = 4, i, j, c;

	for (i = 0; i < rec->nexpansions; i++) {
		vars[i] = NULL;
		nvars[i] = 1;
		for (j = 0; j < set->n; j++)
			if (strcmp(set->p[j].desc->name,
			    rec->expansions[i].name) == 0 &&
			    set->p[j].desc->variants != NULL)
				vars[i] = set->p[j].desc->variants;
		if (vars[i] != NULL)
			for (nvars[i] = 0; vars[i][nvars[i]] != NULL;
			    nvars[i]++)
				;
		if (nvars[i] == 0)
			nvars[i] = 1;
		total *= nvars[i];
	}
	if (total > 256)
		total = 256;
	if ((*out = calloc(total, sizeof(**out))) == NULL)
		return carc_error_set(err, "out of memory");
	for (c = 0; c < total; c++) {
		struct carc_record *r = &(*out)[c];
		size_t rest = c / 4;

		memcpy(r->ruleset, carc_ruleset_names[c % 4],
		    strlen(carc_ruleset_names[c % 4]) + 1);
		r->nexpansions = rec->nexpansions;
		memcpy(r->expansions, rec->expansions,
		    sizeof(r->expansions));
		for (i = 0; i < rec->nexpansions; i++) {
			if (vars[i] != NULL) {
				snprintf(r->expansions[i].variant,
				    sizeof(r->expansions[i].variant), "%s",
				    vars[i][rest % nvars[i]]);
				r->expansions[i].has_variant = 1;
			}
			rest /= nvars[i];
		}
	}
	*n = total;
	return 0;
}

/* Is configuration c the game's own (its ruleset, its variants or the
 * plugins' defaults where it names none)? */
static int
is_own(const struct carc_record *c, const struct carc_record *rec,
    const struct carc_plugin_set *set)
{
	size_t i, j;

	if (strcmp(c->ruleset, rec->ruleset) != 0)
		return 0;
	for (i = 0; i < rec->nexpansions; i++) {
		const char *want = rec->expansions[i].has_variant ?
		    rec->expansions[i].variant : NULL;

		if (want == NULL)
			for (j = 0; j < set->n; j++)
				if (strcmp(set->p[j].desc->name,
				    rec->expansions[i].name) == 0 &&
				    set->p[j].desc->variants != NULL)
					want = set->p[j].desc->variants[0];
		if (want != NULL && strcmp(want, c->expansions[i].variant) != 0)
			return 0;
	}
	return 1;
}

int
carc_ask_run(const struct carc_plugin_set *set,
    const struct carc_record *rec, const struct carc_ask_query *q,
    struct carc_ask *out, struct carc_error *err)
{
	struct asker a;
	struct carc_record *cfgs = NULL;
	struct next_move nm;
	char tile[CARC_TILE_ID_MAX];
	size_t ncfg = 0, i, c;
	int rc = -1;

	memset(out, 0, sizeof(*out));
	memset(&a, 0, sizeof(a));
	a.set = set;
	a.err = err;
	carc_record_init(&a.w);
	carc_verdict_init(&a.v);
	out->seat = -1;
	out->nseats = rec->nplayers;
	if (rec->unreadable[0] != '\0')
		return carc_error_set(err, "%s", rec->unreadable);
	for (i = 0; i < rec->nmoves; i++) {
		if (q->to_seq >= 0 && rec->moves[i].seq > q->to_seq)
			break;
		a.nactions += rec->moves[i].nactions;
	}
	a.nmoves = i;
	if (a.nmoves == 0)
		return carc_error_set(err, "no move up to seq %" PRId64
		    ": the position has no start tile", q->to_seq);
	if (q->to_seq >= 0 && rec->moves[a.nmoves - 1].seq != q->to_seq)
		return carc_error_set(err, "--to %" PRId64 ": the game has "
		    "no move of that seq", q->to_seq);
	a.last_seq = rec->moves[a.nmoves - 1].seq;
	out->seq = a.last_seq + 1;
	if (q->move != NULL &&
	    parse_move(q->move, tile, sizeof(tile), &nm, err) != 0)
		return -1;
	if (carc_verifier_new(&a.vf, set, err) != 0)
		return -1;
	carc_verifier_keep_game(a.vf, 1);
	if (q->all_rulesets) {
		if (configs(set, rec, &cfgs, &ncfg, err) != 0)
			goto out;
	} else {
		if ((cfgs = calloc(1, sizeof(*cfgs))) == NULL) {
			carc_error_set(err, "out of memory");
			goto out;
		}
		ncfg = 1;
	}
	/* the game's own first, as it is written */
	if ((out->answers = calloc(ncfg + 1, sizeof(*out->answers))) == NULL) {
		carc_error_set(err, "out of memory");
		goto out;
	}
	out->answers[0].recorded = 1;
	if (answer(&a, rec, rec, q, q->move ? &nm : NULL, out,
	    &out->answers[0]) != 0)
		goto out;
	out->nanswers = 1;
	for (c = 0; q->all_rulesets && c < ncfg; c++) {
		struct carc_ask_answer *an = &out->answers[out->nanswers];

		if (is_own(&cfgs[c], rec, set))
			continue;
		/* a record's tiles of one variant play as another's, as
		 * carc compare plays them */
		carc_verifier_any_variant(a.vf, 1);
		rc = answer(&a, &cfgs[c], rec, q, q->move ? &nm : NULL, out,
		    an);
		carc_verifier_any_variant(a.vf, 0);
		out->nanswers++;
		if (rc != 0)
			goto out;
		an->differs = !same(&out->answers[0], an, out->nseats);
	}
	rc = 0;
out:
	free(cfgs);
	carc_verifier_free(a.vf);
	carc_verdict_free(&a.v);
	carc_record_free(&a.w);
	if (rc != 0)
		carc_ask_free(out);
	return rc;
}

void
carc_ask_free(struct carc_ask *a)
{
	size_t i;

	for (i = 0; i < a->nanswers + (a->answers != NULL); i++) {
		free(a->answers[i].places);
		free(a->answers[i].spots);
		free(a->answers[i].features);
	}
	free(a->answers);
	memset(a, 0, sizeof(*a));
}
