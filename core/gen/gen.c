/*
 * gen.c - see gen.h.
 *
 * The generator only chooses; the engine judges.  Every placement it
 * writes passed carc_game_check_place, every meeple carc_game_check_meeple
 * (plugins' meeple_spot hooks included), and every score row is one of the
 * engine's awards.  What it keeps of its own is bookkeeping: the pile and
 * the squares next to the board, so that a placement is found in a few
 * tries instead of a scan of the whole border.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/drive.h"
#include "engine/kinds.h"
#include "gen/gen.h"
#include "store/records.h"
#include "util/text.h"

/* -- random numbers --------------------------------------------------------- */

uint64_t
carc_seed_mix(uint64_t seed, uint64_t i)
{
	uint64_t z = seed + (i + 1) * 0x9e3779b97f4a7c15ULL;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
carc_rng_seed(struct carc_rng *r, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = carc_seed_mix(seed, (uint64_t)i);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t
carc_rng_next(struct carc_rng *r)
{
	uint64_t *s = r->s, out = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return out;
}

uint32_t
carc_rng_below(struct carc_rng *r, uint32_t n)
{
	/* Lemire's multiply-shift; the bias is below 2^-32 per draw */
	return (uint32_t)(((carc_rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

/* -- the generator ------------------------------------------------------------ */

/* The squares next to the board, on a grid around (0, 0): a game of every
 * set holds a few hundred tiles at most, so it never reaches the rim. */
#define GRID 512
#define GRID_HALF (GRID / 2)
#define CELL(x, y) ((size_t)((y) + GRID_HALF) * GRID + (size_t)((x) + GRID_HALF))

struct square { int x, y; };

/* The most actions the generator plays in one turn, and the chance of
 * an action no rule requires (percent). */
#define GEN_TURN_ACTIONS 16
#define GEN_ACTION_PCT 30

struct carc_gen {
	const struct carc_plugin_set *set;
	struct carc_drive *d;		/* the move driver */
	struct carc_game *g;		/* its game */
	int *pile;
	size_t pile_cap;
	/* frontier: empty squares next to a tile; cell = index + 1, or -1
	 * for a tile, or 0 */
	int16_t *cell;
	struct square *front;
	size_t nfront, front_cap;
	struct square *touched;		/* cells to reset after the game */
	size_t ntouched, touched_cap;
	/*
	 * The figure kinds the game's plugins declare, the follower's
	 * first (kind 0), and where each seat last put a figure of a kind it
	 * may take back (carc_figure_kind RETURNABLE), to try taking it back.
	 */
	int kind[CARC_MAX_FIGURES];
	size_t nkinds;
	struct {
		int x, y, on;
	} back[CARC_GAME_SEATS][CARC_MAX_FIGURES];
	/* this game writes its followers in the long form "follower:SPOT"
	 * (record-format.md: the kind 'follower' is the same as none), so
	 * that readers of generated games meet both forms */
	int long_follower;
	/* The tiles on the board, where an action may be aimed. */
	struct square *placed;
	size_t nplaced, placed_cap;
	/*
	 * (4.0) The actions the game's plugins declare (kinds.action), and
	 * the turn's actions as played: their strings live until the turn
	 * ends (carc_drive_action keeps them for turn_end).
	 */
	int act[CARC_MAX_ACTION_KINDS];	/* one per verb and kind: the first
					 * loaded declaration */
	size_t nact;
	uint32_t slots;			/* the game's sets, as kinds.h */
	struct carc_drive_action turn[GEN_TURN_ACTIONS];
	char turn_arg[GEN_TURN_ACTIONS][CARC_ARG_MAX];
	size_t nturn;
	/*
	 * The candidates of each declaration and seat the judge let pass
	 * in this step of a stage (carc_drive_action_passes), where a
	 * strict search asked every one (it found none): the search of any
	 * legal action after it meets the same state, nothing carried out
	 * between (the judge changes nothing, turn_end is asked dry), and
	 * needs not ask again.  Known where round is the step's.
	 */
	struct {
		uint64_t round;
		size_t first, n;	/* in passed */
	} known[CARC_MAX_ACTION_KINDS][CARC_GAME_SEATS];
	uint64_t round;
	size_t *passed;
	size_t npassed, passed_cap;
	/* the move being played, for the actions after its scoring */
	struct carc_rng *rng;
	struct carc_record *rec;
	int64_t seq;
	int seat, nseats;
	int after;			/* actions of n > 0 so far */
	int failed;			/* out of memory there */
};

static void on_scored(void *arg, struct carc_drive_facts *f);

int
carc_gen_new(struct carc_gen **out, const struct carc_plugin_set *set,
    struct carc_error *err)
{
	struct carc_gen *gen;

	*out = NULL;
	if ((gen = calloc(1, sizeof(*gen))) == NULL ||
	    (gen->cell = calloc((size_t)GRID * GRID, sizeof(*gen->cell))) ==
	    NULL) {
		free(gen);
		return carc_error_set(err, "out of memory");
	}
	gen->set = set;
	if (carc_drive_new(&gen->d, &set->list, err) != 0) {
		free(gen->cell);
		free(gen);
		return -1;
	}
	gen->g = carc_drive_game(gen->d);
	carc_drive_on_scored(gen->d, on_scored, gen);
	*out = gen;
	return 0;
}

void
carc_gen_free(struct carc_gen *gen)
{
	if (gen == NULL)
		return;
	carc_drive_free(gen->d);
	free(gen->pile);
	free(gen->cell);
	free(gen->front);
	free(gen->touched);
	free(gen->placed);
	free(gen->passed);
	free(gen);
}

static int
grow_array(void **p, size_t *cap, size_t need, size_t size)
{
	size_t ncap = *cap ? *cap : 64;
	void *np;

	if (need <= *cap)
		return 0;
	while (ncap < need)
		ncap *= 2;
	if ((np = realloc(*p, ncap * size)) == NULL)
		return -1;
	*p = np;
	*cap = ncap;
	return 0;
}

static int
touch(struct carc_gen *gen, int x, int y)
{
	if (grow_array((void **)&gen->touched, &gen->touched_cap,
	    gen->ntouched + 1, sizeof(*gen->touched)) != 0)
		return -1;
	gen->touched[gen->ntouched].x = x;
	gen->touched[gen->ntouched++].y = y;
	return 0;
}

static void
front_reset(struct carc_gen *gen)
{
	size_t i;

	for (i = 0; i < gen->ntouched; i++)
		gen->cell[CELL(gen->touched[i].x, gen->touched[i].y)] = 0;
	gen->ntouched = 0;
	gen->nfront = 0;
	gen->nplaced = 0;
}

/* A tile now lies at (x, y): the square leaves the frontier, its empty
 * neighbours join it. */
static int
front_place(struct carc_gen *gen, int x, int y)
{
	static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };
	int16_t *c = &gen->cell[CELL(x, y)];
	int e;

	if (*c > 0) {
		/* swap-remove */
		size_t i = (size_t)*c - 1, last = gen->nfront - 1;

		if (i != last) {
			gen->front[i] = gen->front[last];
			gen->cell[CELL(gen->front[i].x, gen->front[i].y)] =
			    (int16_t)(i + 1);
		}
		gen->nfront--;
	} else if (touch(gen, x, y) != 0)
		return -1;
	*c = -1;
	if (grow_array((void **)&gen->placed, &gen->placed_cap,
	    gen->nplaced + 1, sizeof(*gen->placed)) != 0)
		return -1;
	gen->placed[gen->nplaced].x = x;
	gen->placed[gen->nplaced++].y = y;
	for (e = 0; e < 4; e++) {
		int nx = x + dx[e], ny = y + dy[e];

		if (nx <= -GRID_HALF || nx >= GRID_HALF - 1 ||
		    ny <= -GRID_HALF || ny >= GRID_HALF - 1)
			continue;
		c = &gen->cell[CELL(nx, ny)];
		if (*c != 0)
			continue;
		if (gen->nfront >= 32000 || grow_array((void **)&gen->front,
		    &gen->front_cap, gen->nfront + 1, sizeof(*gen->front)) != 0 ||
		    touch(gen, nx, ny) != 0)
			return -1;
		gen->front[gen->nfront].x = nx;
		gen->front[gen->nfront].y = ny;
		*c = (int16_t)++gen->nfront;
	}
	return 0;
}

/* A legal placement of type under the base rules and the plugins'
 * (check_place): a few random tries, then a scan of the
 * whole frontier from a random point (BASE-PLACE-NOFIT needs every
 * square). */
static int
find_placement(struct carc_gen *gen, struct carc_rng *rng, int type,
    int *x, int *y, int *rot)
{
	size_t n = gen->nfront, i, start, k;
	int t, r, r0;

	if (n == 0)
		return -1;
	for (t = 0; t < 12; t++) {
		i = carc_rng_below(rng, (uint32_t)n);
		r = (int)carc_rng_below(rng, 4);
		if (carc_game_fits(gen->g, type, gen->front[i].x,
		    gen->front[i].y, r))
			goto found;
	}
	start = carc_rng_below(rng, (uint32_t)n);
	r0 = (int)carc_rng_below(rng, 4);
	for (k = 0; k < n; k++) {
		i = (start + k) % n;
		for (t = 0; t < 4; t++) {
			r = (r0 + t) & 3;
			if (carc_game_fits(gen->g, type, gen->front[i].x,
			    gen->front[i].y, r))
				goto found;
		}
	}
	return -1;
found:
	*x = gen->front[i].x;
	*y = gen->front[i].y;
	*rot = r;
	return 0;
}

/* A bounded text (s, null, too_long) set to s, NULL for SQL's NULL. */
#define SET_TEXT(t, str) do {						\
	const char *set_text_s_ = (str);				\
									\
	memset((t), 0, sizeof(*(t)));					\
	(t)->null = set_text_s_ == NULL;				\
	if (set_text_s_ != NULL)					\
		snprintf((t)->s, sizeof((t)->s), "%s", set_text_s_);	\
} while (0)

/* The engine's awards of the move (or of final scoring) as score rows. */
static int
add_awards(struct carc_gen *gen, struct carc_record *rec, int64_t seq,
    int final)
{
	const struct carc_award *a;
	size_t n = carc_game_awards(gen->g, &a), i;

	if (carc_record_reserve(rec, 0, rec->nscores + n) != 0)
		return -1;
	for (i = 0; i < n; i++) {
		struct carc_score *s;

		/* rows with 0 points may be omitted (record-format.md) */
		if (a[i].points == 0 || a[i].seat < 0)
			continue;
		s = &rec->scores[rec->nscores++];
		memset(s, 0, sizeof(*s));
		s->seq = final ? 0 : seq;
		s->has_seq = !final;
		s->seat = a[i].seat;
		s->has_seat = 1;
		s->points = a[i].points;
		s->has_points = 1;
		SET_TEXT(&s->kind, a[i].kind);
	}
	return 0;
}

static struct carc_move *
new_move(struct carc_record *rec, int seat, int type, const char *id)
{
	struct carc_move *m;

	if (carc_record_reserve(rec, rec->nmoves + 1, 0) != 0)
		return NULL;
	m = &rec->moves[rec->nmoves];
	memset(m, 0, sizeof(*m));
	m->seq = (int64_t)rec->nmoves++;
	m->seat = seat;
	m->has_seat = seat >= 0;
	snprintf(m->tile, sizeof(m->tile), "%s", id);
	SET_TEXT(&m->meeple, NULL);
	(void)type;
	return m;
}

/*
 * The tile drawn at position i of the pile: the first from i on that no
 * plugin's check_draw objects to (a plugin's order of drawing: a legal
 * game draws them so), swapped to i.  The pile is shuffled, so
 * this is a random legal draw; with no such plugin, pile[i] itself.
 */
static int
draw_next(struct carc_gen *gen, size_t i, size_t npile, int seq, int seat)
{
	struct carc_plugin_rulings rs;
	size_t j;

	if (!carc_game_plugins_draw(gen->g))
		return gen->pile[i];
	for (j = i; j < npile; j++) {
		carc_game_rule_draw(gen->g, seq, seat, gen->pile[j], &rs);
		if (rs.n == 0) {
			int t = gen->pile[i];

			gen->pile[i] = gen->pile[j];
			gen->pile[j] = t;
			break;
		}
	}
	return gen->pile[i];
}

/* The figure kinds of the game (kind 0 and those its plugins declare). */
static void
game_kinds(struct carc_gen *gen, const struct carc_gen_config *cfg)
{
	const struct carc_kinds *k = carc_game_kinds(gen->g);
	size_t f, i;

	gen->nkinds = 0;
	memset(gen->back, 0, sizeof(gen->back));
	for (f = 0; f < k->nfigures && f < CARC_MAX_FIGURES; f++) {
		int in = k->figure[f].slot == CARC_SLOT_BASE;

		for (i = 0; i < cfg->nplugins && !in; i++)
			in = cfg->plugins[i].plugin->slot + 1 ==
			    k->figure[f].slot;
		if (in)
			gen->kind[gen->nkinds++] = (int)f;
	}
}

/*
 * The figure of a move, after its placement, now and then (meeple_pct):
 * a figure of a random kind the seat has left, on the first legal spot
 * from a random one; or, where the seat has a figure it may take back
 * (RETURNABLE), sometimes that instead.  Followers alone draw the same
 * random numbers as they always did: a base game is the same game.
 * Writes the record's text (record-format.md: SPOT or follower:SPOT,
 * KIND:SPOT, return:KIND@X,Y) into m.
 */
static void
play_figure(struct carc_gen *gen, struct carc_rng *rng,
    const struct carc_gen_config *cfg, int seat, struct carc_move *m,
    struct carc_drive_facts *f)
{
	const struct carc_kinds *kinds = carc_game_kinds(gen->g);
	char text[sizeof(m->meeple.s)];
	int left[CARC_MAX_FIGURES];
	size_t j, nleft = 0, k0, k;

	if (gen->nkinds > 1) {
		for (j = 1; j < gen->nkinds; j++) {
			int fk = gen->kind[j];
			struct carc_meeple_check chk;

			if (!gen->back[seat][fk].on ||
			    carc_rng_below(rng, 8) != 0)
				continue;
			carc_drive_check_take_back(gen->d, fk,
			    gen->back[seat][fk].x, gen->back[seat][fk].y, &chk);
			if (chk.fault != CARC_MEEPLE_OK) {
				/* scored and home, or not takeable now */
				if (carc_game_figures_left(gen->g, seat, fk) > 0)
					gen->back[seat][fk].on = 0;
				continue;
			}
			snprintf(text, sizeof(text), "return:%s@%d,%d",
			    kinds->figure[fk].name, gen->back[seat][fk].x,
			    gen->back[seat][fk].y);
			carc_drive_take_back(gen->d, fk, gen->back[seat][fk].x,
			    gen->back[seat][fk].y, f);
			gen->back[seat][fk].on = 0;
			SET_TEXT(&m->meeple, text);
			return;
		}
	}
	for (j = 0; j < gen->nkinds; j++)
		if (carc_game_figures_left(gen->g, seat, gen->kind[j]) > 0)
			left[nleft++] = gen->kind[j];
	if (nleft == 0 || (int)carc_rng_below(rng, 100) >= cfg->meeple_pct)
		return;
	k0 = carc_rng_below(rng, CARC_NSPOTS);
	for (j = 0; j < nleft; j++) {
		/* the kind: a random one the seat has, then the others */
		int fk = left[nleft > 1 ? (j + k0) % nleft : 0];

		for (k = 0; k < CARC_NSPOTS; k++) {
			const char *spot =
			    carc_spot_names[(k0 + k) % CARC_NSPOTS];
			struct carc_meeple_check chk;

			carc_drive_check_figure(gen->d, fk, spot, &chk);
			if (chk.fault != CARC_MEEPLE_OK)
				continue;
			if (fk == CARC_FIGURE_FOLLOWER_KIND) {
				carc_drive_meeple(gen->d, spot, f);
				snprintf(text, sizeof(text), "%s%s",
				    gen->long_follower ? "follower:" : "",
				    spot);
				SET_TEXT(&m->meeple, text);
				return;
			}
			carc_drive_figure(gen->d, fk, spot, f);
			snprintf(text, sizeof(text), "%s:%s",
			    kinds->figure[fk].name, spot);
			SET_TEXT(&m->meeple, text);
			if (kinds->figure[fk].flags & CARC_FIGURE_RETURNABLE) {
				gen->back[seat][fk].x = (int)m->x;
				gen->back[seat][fk].y = (int)m->y;
				gen->back[seat][fk].on = 1;
			}
			return;
		}
	}
}

/* -- the whole turn (ABI 4.0) ------------------------------------------------ */

/* The actions the game's plugins declare (the base game declares none:
 * a game of sets without actions draws no random number for them).  A
 * verb with a kind that two of them declare is played by the
 * declaration of the plugin that claims the row in the turn (ABI 4.2,
 * claim_action; where none has the hook, the first loaded one's), as the
 * verifier plays it (drive.c): its flags say when the row is played. */
static void
game_actions(struct carc_gen *gen, const struct carc_gen_config *cfg)
{
	const struct carc_kinds *k = carc_game_kinds(gen->g);
	uint32_t slots = 1u << CARC_SLOT_BASE;
	size_t a, i;

	for (i = 0; i < cfg->nplugins; i++)
		slots |= 1u << (cfg->plugins[i].plugin->slot + 1);
	gen->nact = 0;
	for (a = 0; a < k->nactions; a++)
		if ((slots & (1u << k->action[a].slot)) &&
		    carc_kinds_action(k, slots, k->action[a].verb,
		    k->action[a].kind) == (int)a)
			gen->act[gen->nact++] = (int)a;
	gen->slots = slots;
}

/* The spot forms an action of d may name: its own, none (a token on the
 * tile, an on-tile figure, a figure taken back), or a record's spots. */
static size_t
action_spots(const struct carc_kinds *k, const struct carc_action_def *d,
    const char *const **spots)
{
	size_t n = 0;

	if (d->spots != NULL) {
		*spots = d->spots;
		while (d->spots[n] != NULL)
			n++;
		return n;
	}
	*spots = NULL;
	if (d->figure < 0 || d->verb == CARC_VERB_RETURN ||
	    (k->figure[d->figure].flags & CARC_FIGURE_ON_TILE))
		return 1;
	*spots = carc_spot_names;
	return CARC_NSPOTS;
}

/* A token is put with no arg; the args its declaration lists ("-1":
 * taken off, carc_plugin.h 4.2) are tried after that put: the candidate
 * args of a token begin at 1, those of a roll or a choice at 0. */
static size_t
arg_first(const struct carc_action_def *d)
{
	return d->verb == CARC_VERB_TOKEN && d->args != NULL;
}

/* Candidate c of declaration def: tile c / (nspots * nargs), then its
 * spot form, then its arg. */
static void
candidate(struct carc_gen *gen, int def, int seat, size_t c, size_t nspots,
    size_t nargs, const char *const *spots, int n,
    struct carc_drive_action *a)
{
	const struct carc_action_def *d = &carc_game_kinds(gen->g)->action[def];
	size_t t = c / (nspots * nargs);

	memset(a, 0, sizeof(*a));
	a->n = n;
	a->def = def;
	a->verb = d->verb;
	a->kind = d->kind;
	a->seat = d->verb == CARC_VERB_ROLL ? -1 : seat;
	if (!(d->flags & CARC_ACTION_NO_TILE)) {
		a->has_xy = 1;
		a->x = gen->placed[t].x;
		a->y = gen->placed[t].y;
	}
	a->spot = spots != NULL ? spots[(c / nargs) % nspots] : NULL;
	/* a token's args come after its put, which has none (arg_first) */
	if (d->args != NULL && c % nargs >= arg_first(d)) {
		/* every candidate of a declaration with args is copied */
		carc_text_copy(gen->turn_arg[gen->nturn], CARC_ARG_MAX,
		    d->args[c % nargs - arg_first(d)]);
		a->arg = gen->turn_arg[gen->nturn];
	}
}

/* The first of def's candidates for seat from start on (of total) that
 * passed the judge in this step (gen->known), filled into *a; -1 none. */
static int
known_action(struct carc_gen *gen, int def, int seat, size_t start,
    size_t total, size_t nspots, size_t nargs, const char *const *spots,
    int n, struct carc_drive_action *a)
{
	const size_t *c = &gen->passed[gen->known[def][seat].first];
	size_t i, best = 0, nc = gen->known[def][seat].n;

	if (nc == 0)
		return -1;
	for (i = 1; i < nc; i++)
		if ((c[i] + total - start) % total <
		    (c[best] + total - start) % total)
			best = i;
	candidate(gen, def, seat, c[best], nspots, nargs, spots, n, a);
	return 0;
}

/*
 * An action of declaration def that the judge lets seat do now: every
 * placed tile x every spot form (a roll or a choice: every declared arg),
 * from a random one on, each judged by the driver as the verifier judges
 * it, as action n of the turn; where `must`, only one after which
 * turn_end would give no rule (and those the judge let pass are kept in
 * gen->known for the search that may follow).  0 with *a filled, -1
 * none.
 */
static int
find_action(struct carc_gen *gen, struct carc_rng *rng, int def, int seat,
    int must, int n, struct carc_drive_action *a)
{
	const struct carc_kinds *k = carc_game_kinds(gen->g);
	const struct carc_action_def *d = &k->action[def];
	const struct carc_drive_ruling *rl;
	const char *const *spots;
	size_t nspots = action_spots(k, d, &spots), nargs = 1, ntiles, total;
	size_t start, i, first;
	int no_tile = (d->flags & CARC_ACTION_NO_TILE) != 0, keep = must;

	if (d->args != NULL)
		for (nargs = arg_first(d); d->args[nargs - arg_first(d)] !=
		    NULL; nargs++)
			;
	else if (no_tile)
		return -1;	/* nothing says what its arg may be */
	ntiles = no_tile ? 1 : gen->nplaced;
	total = ntiles * nspots * nargs;
	if (total == 0)
		return -1;
	start = carc_rng_below(rng, (uint32_t)total);
	if (!must && gen->known[def][seat].round == gen->round)
		return known_action(gen, def, seat, start, total, nspots,
		    nargs, spots, n, a);
	first = gen->npassed;
	for (i = 0; i < total; i++) {
		size_t c = (start + i) % total;

		candidate(gen, def, seat, c, nspots, nargs, spots, n, a);
		/* a row nobody claims, or another declaration's, is not
		 * one of def's in this turn (carc_drive_action_passes) */
		if (!carc_drive_action_passes(gen->d, a))
			continue;
		if (!must || carc_drive_judge_turn_end(gen->d, a, &rl) == 0)
			return 0;
		if (keep && (grow_array((void **)&gen->passed,
		    &gen->passed_cap, gen->npassed + 1,
		    sizeof(*gen->passed)) != 0))
			keep = 0;	/* not kept: asked again */
		else if (keep)
			gen->passed[gen->npassed++] = c;
	}
	if (keep) {
		gen->known[def][seat].round = gen->round;
		gen->known[def][seat].first = first;
		gen->known[def][seat].n = gen->npassed - first;
	}
	return -1;
}

/* A row of `actions` for a played action. */
static int
add_action_row(struct carc_record *rec, int64_t seq,
    const struct carc_drive_action *a)
{
	struct carc_action_row *r;

	if (carc_record_reserve_actions(rec, rec->nactions + 1) != 0)
		return -1;
	r = &rec->actions[rec->nactions++];
	memset(r, 0, sizeof(*r));
	r->seq = seq;
	r->n = a->n;
	r->has_seat = a->seat >= 0;
	r->seat = a->seat;
	r->has_xy = a->has_xy;
	r->x = a->x;
	r->y = a->y;
	SET_TEXT(&r->verb, carc_verb_names[a->verb]);
	SET_TEXT(&r->kind, a->kind);
	SET_TEXT(&r->spot, a->spot);
	SET_TEXT(&r->arg, a->arg);
	return 0;
}

/*
 * Before the tile: now and then a roll or a choice a plugin declares
 * may come first (CARC_ACTION_BEFORE_TILE), its arg drawn from the
 * declared ones.  No judge: the turn has not begun (turn_begin comes
 * with the tile), and none of these is aimed anywhere.
 */
static void
actions_before_tile(struct carc_gen *gen, struct carc_rng *rng, int seat)
{
	const struct carc_kinds *k = carc_game_kinds(gen->g);
	int cand[CARC_MAX_ACTION_KINDS];
	size_t j, ncand = 0, nargs;
	const struct carc_action_def *d;
	struct carc_drive_action *a;

	gen->nturn = 0;
	for (j = 0; j < gen->nact; j++) {
		d = &k->action[gen->act[j]];
		if ((d->flags & CARC_ACTION_BEFORE_TILE) &&
		    (d->flags & CARC_ACTION_NO_TILE) && d->args != NULL &&
		    d->args[0] != NULL)
			cand[ncand++] = gen->act[j];
	}
	if (ncand == 0 || carc_rng_below(rng, 100) >= GEN_ACTION_PCT)
		return;
	j = carc_rng_below(rng, (uint32_t)ncand);
	d = &k->action[cand[j]];
	for (nargs = 0; d->args[nargs] != NULL; nargs++)
		;
	a = &gen->turn[gen->nturn];
	memset(a, 0, sizeof(*a));
	a->n = -1;
	a->def = cand[j];
	a->verb = d->verb;
	a->seat = d->verb == CARC_VERB_ROLL ? -1 : seat;
	snprintf(gen->turn_arg[gen->nturn], CARC_ARG_MAX, "%s",
	    d->args[carc_rng_below(rng, (uint32_t)nargs)]);
	a->arg = gen->turn_arg[gen->nturn];
	gen->nturn++;
}

/* The declaration a row of verb and kind declaration def, by seat,
 * takes in this turn (ABI 4.2: its claimant's, the one the driver plays
 * it by), or -1 where no plugin of the game claims it. */
static int
claimed(struct carc_gen *gen, int def, int seat)
{
	const struct carc_action_def *d =
	    &carc_game_kinds(gen->g)->action[def];
	struct carc_drive_action a;
	int nobody, c;

	memset(&a, 0, sizeof(a));
	a.n = gen->after + 1;
	a.def = def;
	a.verb = d->verb;
	a.kind = d->kind;
	a.seat = d->verb == CARC_VERB_ROLL ? -1 : seat;
	c = carc_drive_claim(gen->d, &a, &nobody);
	return nobody ? -1 : c;
}

/* Does rule belong to the plugin that declares def (its rule prefix)? */
static int
rule_of(const struct carc_gen *gen, int def, const char *rule)
{
	const struct carc_action_def *d =
	    &carc_game_kinds(gen->g)->action[def];
	const char *pre;

	if (rule == NULL || d->slot < 1 || (size_t)d->slot > gen->set->n)
		return 0;
	pre = gen->set->p[d->slot - 1].desc->rule_prefix;
	return pre != NULL && strncmp(rule, pre, strlen(pre)) == 0;
}

/*
 * The actions of one stage of the turn (after the figure, or after the
 * scoring: CARC_ACTION_AFTER_SCORING): while turn_end on the turn so
 * far gives a rule, an action after which it gives none, by the turn's
 * seat or, failing that, by the next seats in turn order (a round every
 * seat plays); if none does it alone (a walk of several steps), a legal
 * action of the plugin whose rule it is; and now and then one action no
 * rule requires.  Each is one the judge lets pass, of a verb and kind
 * by the declaration that claims it in this turn (none: not played);
 * its row goes into the record.
 */
static int
actions_stage(struct carc_gen *gen, int after_scoring,
    struct carc_drive_facts *f)
{
	const struct carc_kinds *k = carc_game_kinds(gen->g);
	const struct carc_drive_ruling *rl;
	size_t j, start, nseats = (size_t)gen->nseats;
	int must, optional = 0, strict, s;

	/* any declaration of the game's, a claimant's too */
	for (j = 0; j < k->nactions; j++)
		if ((gen->slots & (1u << k->action[j].slot)) &&
		    !(k->action[j].flags & CARC_ACTION_AFTER_SCORING) ==
		    !after_scoring)
			break;
	if (j == k->nactions)
		return 0;	/* nothing is declared for this stage */
	while (gen->nturn < GEN_TURN_ACTIONS) {
		struct carc_drive_action *a = &gen->turn[gen->nturn];
		const char *rule = NULL;
		int found = -1;

		/* a new step: what the judge let pass is known no more */
		gen->round++;
		gen->npassed = 0;
		if ((must = carc_drive_judge_turn_end(gen->d, NULL, &rl) > 0))
			rule = rl[0].rule;
		if (!must && (optional ||
		    carc_rng_below(gen->rng, 100) >= GEN_ACTION_PCT))
			break;
		start = carc_rng_below(gen->rng, (uint32_t)gen->nact);
		for (strict = must; strict >= 0 && found != 0; strict--)
			for (s = 0; s < (must ? (int)nseats : 1) &&
			    found != 0; s++)
				for (j = 0; j < gen->nact && found != 0; j++) {
					int seat = (gen->seat + s) %
					    (int)nseats;
					int def = claimed(gen, gen->act[(start +
					    j) % gen->nact], seat);

					if (def < 0 || !(k->action[def].flags &
					    CARC_ACTION_AFTER_SCORING) !=
					    !after_scoring)
						continue;
					if (must && !strict &&
					    !rule_of(gen, def, rule))
						continue;
					/* another seat's: only where the
					 * declaration lets any seat act (the
					 * host refuses the rest, DATA-SEAT) */
					if (s > 0 && !(k->action[def].flags &
					    CARC_ACTION_ANY_SEAT))
						continue;
					found = find_action(gen, gen->rng, def,
					    seat, strict, gen->after + 1, a);
				}
		if (found != 0)
			break;
		if (carc_drive_action(gen->d, a, f) != 0 ||
		    add_action_row(gen->rec, gen->seq, a) != 0)
			return -1;
		gen->nturn++;
		gen->after++;
		optional |= !must;
	}
	return 0;
}

/* The driver's call after the turn's scoring (carc_drive_on_scored). */
static void
on_scored(void *arg, struct carc_drive_facts *f)
{
	struct carc_gen *gen = arg;

	if (gen->nact > 0 && gen->rec != NULL &&
	    actions_stage(gen, 1, f) != 0)
		gen->failed = 1;
}

/* The players' names, one per seat (CARC_MAX_SEATS). */
static const char *const names[] = { "Ada", "Ben", "Cleo", "Dan", "Eve",
    "Finn" };

int
carc_gen_play(struct carc_gen *gen, uint64_t seed,
    const struct carc_gen_config *cfg, int64_t id, struct carc_record *rec,
    struct carc_error *err)
{
	const struct carc_catalogue *cat = &gen->set->cat;
	struct carc_game *g = gen->g;
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	struct carc_rng rng;
	struct carc_move *m;
	size_t npile = 0, i, t;
	int start, any, seat, s;

	carc_rng_seed(&rng, seed);
	/* one game in two, from the seed but not from the game's random
	 * numbers: the moves are those of the short form */
	gen->long_follower = (int)(carc_seed_mix(seed, 4) & 1);
	rec->id = id;
	snprintf(rec->ruleset, sizeof(rec->ruleset), "%s",
	    carc_ruleset_names[cfg->ruleset]);
	snprintf(rec->tile_supply, sizeof(rec->tile_supply), "standard");
	snprintf(rec->status, sizeof(rec->status), "finished");
	rec->unreadable[0] = '\0';
	rec->nmoves = rec->nscores = 0;
	rec->nactions = 0;
	rec->nexpansions = cfg->nplugins;
	for (i = 0; i < cfg->nplugins; i++) {
		struct carc_expansion *x = &rec->expansions[i];

		memset(x, 0, sizeof(*x));
		snprintf(x->name, sizeof(x->name), "%s",
		    cfg->plugins[i].plugin->desc->name);
		x->has_variant = cfg->plugins[i].variant[0] != '\0';
		snprintf(x->variant, sizeof(x->variant), "%s",
		    cfg->plugins[i].variant);
	}
	rec->nplayers = (size_t)cfg->nseats;
	gen->nseats = cfg->nseats;
	gen->rec = NULL;
	gen->failed = 0;

	if (carc_drive_begin(gen->d, cfg->nseats, cfg->ruleset, cfg->plugins,
	    cfg->nplugins, 1, err) != 0)
		return -1;
	front_reset(gen);

	/* seq 0: the start tile (BASE-SETUP-START, or a plugin's), not drawn */
	if ((start = carc_drive_start_tile(gen->d, &any)) < 0) {
		carc_drive_end(gen->d);
		return carc_error_set(err, "no start tile in the catalogue");
	}
	if ((m = new_move(rec, -1, start, cat->types[start].id)) == NULL)
		goto oom;
	m->has_xy = m->has_rotation = 1;
	m->rotation = any ? 90 * (int64_t)carc_rng_below(&rng, 4) : 0;
	memset(&mv, 0, sizeof(mv));
	mv.type = start;
	mv.seat = -1;
	mv.rotation = (int)(m->rotation / 90);
	mv.degrees = m->rotation;
	mv.has_xy = mv.has_rotation = 1;
	if (carc_drive_tile(gen->d, &mv, &f) != 0 ||
	    front_place(gen, 0, 0) != 0)
		goto oom;
	carc_drive_finish(gen->d, &f);

	/* the pile: every copy left in the driver's supply, shuffled */
	npile = (size_t)carc_drive_supply_total(gen->d);
	if (grow_array((void **)&gen->pile, &gen->pile_cap, npile + 1,
	    sizeof(*gen->pile)) != 0)
		goto oom;
	npile = 0;
	for (t = 0; t < cat->ntypes; t++)
		for (s = carc_drive_supply_left(gen->d, (int)t); s > 0; s--)
			gen->pile[npile++] = (int)t;
	for (i = npile; i > 1; i--) {
		size_t j = carc_rng_below(&rng, (uint32_t)i);
		int tmp = gen->pile[i - 1];

		gen->pile[i - 1] = gen->pile[j];
		gen->pile[j] = tmp;
	}

	/* until the driver says the game is over (BASE-END): the pile is
	 * its supply, drawn one tile a move */
	game_kinds(gen, cfg);
	game_actions(gen, cfg);
	for (i = 0; i < npile && !carc_drive_over(gen->d); i++) {
		int type, x, y, rot;
		int64_t seq = (int64_t)rec->nmoves;

		seat = carc_drive_turn(gen->d);
		type = draw_next(gen, i, npile, (int)seq, seat);
		if ((m = new_move(rec, seat, type, cat->types[type].id)) == NULL)
			goto oom;
		memset(&mv, 0, sizeof(mv));
		mv.type = type;
		mv.seat = seat;
		gen->nturn = 0;
		gen->after = 0;
		gen->rng = &rng;
		gen->rec = rec;
		gen->seq = seq;
		gen->seat = seat;
		m->first_action = (uint32_t)rec->nactions;
		if (gen->nact > 0) {
			size_t a;

			actions_before_tile(gen, &rng, seat);
			for (a = 0; a < gen->nturn; a++)
				if (add_action_row(rec, seq, &gen->turn[a]) != 0)
					goto oom;
			mv.actions = gen->turn;
			mv.nactions = gen->nturn;
		}
		if (find_placement(gen, &rng, type, &x, &y, &rot) != 0) {
			/* BASE-PLACE-NOFIT: the driver lets the same seat
			 * draw again */
			m->action = CARC_ACTION_DISCARD;
			mv.discard = 1;
			carc_drive_tile(gen->d, &mv, &f);
			carc_drive_finish(gen->d, &f);
			m->nactions = (uint32_t)(rec->nactions -
			    m->first_action);
			continue;
		}
		m->action = CARC_ACTION_PLACE;
		m->x = x;
		m->y = y;
		m->rotation = 90 * rot;
		m->has_xy = m->has_rotation = 1;
		mv.x = x;
		mv.y = y;
		mv.rotation = rot;
		mv.degrees = m->rotation;
		mv.has_xy = mv.has_rotation = 1;
		if (carc_drive_tile(gen->d, &mv, &f) != 0 ||
		    front_place(gen, x, y) != 0)
			goto oom;
		play_figure(gen, &rng, cfg, seat, m, &f);
		if (gen->nact > 0 && actions_stage(gen, 0, &f) != 0)
			goto oom;
		carc_drive_finish(gen->d, &f);
		m->nactions = (uint32_t)(rec->nactions - m->first_action);
		if (gen->failed)
			goto oom;
		if (add_awards(gen, rec, seq, 0) != 0)
			goto oom;
	}
	gen->rec = NULL;
	carc_drive_final(gen->d, 1);
	if (add_awards(gen, rec, 0, 1) != 0)
		goto oom;
	for (s = 0; s < cfg->nseats; s++) {
		struct carc_player *p = &rec->players[s];

		memset(p, 0, sizeof(*p));
		p->seat = s;
		p->final_score = carc_game_score(g, s);
		p->has_final = 1;
		/* names, not numbers: seats are numbered from 0 (the
		 * record format), "player 1 (seat 0)" would mix the two */
		snprintf(p->name, sizeof(p->name), "%s", names[s]);
	}
	carc_drive_end(gen->d);
	return 0;
oom:
	carc_drive_end(gen->d);
	return carc_error_set(err, "out of memory");
}

int
carc_gen_playable(struct carc_gen *gen, int ruleset,
    const struct carc_game_plugin *plugins, size_t nplugins, char *why,
    size_t len)
{
	struct carc_error err;
	const char *failed;
	int any, ok;

	if (carc_drive_begin(gen->d, 2, ruleset, plugins, nplugins, 1,
	    &err) != 0) {
		snprintf(why, len, "%s", err.msg);
		return 0;
	}
	ok = carc_drive_start_tile(gen->d, &any) >= 0;
	if ((failed = carc_game_failed(gen->g)) != NULL) {
		snprintf(why, len, "%s", failed);
		ok = 0;
	} else if (!ok)
		snprintf(why, len, "no start tile in the catalogue");
	carc_drive_end(gen->d);
	return ok;
}

/* -- the writer ------------------------------------------------------------------ */

/* The rows themselves are written by the one record writer (store/records.h);
 * a generator's writer only adds the run's source to every game. */
struct carc_gen_writer {
	struct carc_store *store;
	char source[128];
};

int
carc_gen_writer_open(struct carc_gen_writer **out, const char *path,
    const char *source, size_t batch, struct carc_error *err)
{
	struct carc_gen_writer *w;

	*out = NULL;
	if ((w = calloc(1, sizeof(*w))) == NULL)
		return carc_error_set(err, "out of memory");
	snprintf(w->source, sizeof(w->source), "%s", source ? source : "");
	if (carc_store_open(&w->store, path, CARC_STORE_CREATE, batch,
	    err) != 0) {
		free(w);
		return -1;
	}
	*out = w;
	return 0;
}

int64_t
carc_gen_writer_next_id(const struct carc_gen_writer *w)
{
	return carc_store_next_id(w->store);
}

int
carc_gen_writer_put(struct carc_gen_writer *w, const struct carc_record *rec,
    struct carc_error *err)
{
	return carc_store_put(w->store, rec, w->source[0] ? w->source : NULL,
	    err);
}

struct sqlite3 *
carc_gen_writer_handle(struct carc_gen_writer *w)
{
	return carc_store_handle(w->store);
}

int
carc_gen_writer_close(struct carc_gen_writer *w, struct carc_error *err)
{
	int rc;

	if (w == NULL)
		return 0;
	rc = carc_store_close(w->store, err);
	free(w);
	return rc;
}
