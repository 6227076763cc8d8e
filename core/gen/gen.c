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

#include <sqlite3.h>

#include "gen/gen.h"

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

/* -- records ----------------------------------------------------------------- */

int
carc_record_reserve(struct carc_record *rec, size_t nmoves, size_t nscores)
{
	if (nmoves > rec->moves_cap) {
		size_t cap = rec->moves_cap ? rec->moves_cap : 128;
		struct carc_move *np;

		while (cap < nmoves)
			cap *= 2;
		if ((np = realloc(rec->moves, cap * sizeof(*np))) == NULL)
			return -1;
		rec->moves = np;
		rec->moves_cap = cap;
	}
	if (nscores > rec->scores_cap) {
		size_t cap = rec->scores_cap ? rec->scores_cap : 128;
		struct carc_score *np;

		while (cap < nscores)
			cap *= 2;
		if ((np = realloc(rec->scores, cap * sizeof(*np))) == NULL)
			return -1;
		rec->scores = np;
		rec->scores_cap = cap;
	}
	return 0;
}

/* -- the generator ------------------------------------------------------------ */

/* The squares next to the board, on a grid around (0, 0): a game of every
 * set holds a few hundred tiles at most, so it never reaches the rim. */
#define GRID 512
#define GRID_HALF (GRID / 2)
#define CELL(x, y) ((size_t)((y) + GRID_HALF) * GRID + (size_t)((x) + GRID_HALF))

struct square { int x, y; };

struct carc_gen {
	const struct carc_plugin_set *set;
	struct carc_game *g;
	int *pile;
	size_t pile_cap;
	/* frontier: empty squares next to a tile; cell = index + 1, or -1
	 * for a tile, or 0 */
	int16_t *cell;
	struct square *front;
	size_t nfront, front_cap;
	struct square *touched;		/* cells to reset after the game */
	size_t ntouched, touched_cap;
};

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
	if (carc_game_new(&gen->g, set, err) != 0) {
		free(gen->cell);
		free(gen);
		return -1;
	}
	*out = gen;
	return 0;
}

void
carc_gen_free(struct carc_gen *gen)
{
	if (gen == NULL)
		return;
	carc_game_free(gen->g);
	free(gen->pile);
	free(gen->cell);
	free(gen->front);
	free(gen->touched);
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

/* A legal placement of type: a few random tries, then a scan of the whole
 * frontier from a random point (BASE-PLACE-NOFIT needs every square). */
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
		if (carc_game_check_place(gen->g, type, gen->front[i].x,
		    gen->front[i].y, r) == CARC_PLACE_OK)
			goto found;
	}
	start = carc_rng_below(rng, (uint32_t)n);
	r0 = (int)carc_rng_below(rng, 4);
	for (k = 0; k < n; k++) {
		i = (start + k) % n;
		for (t = 0; t < 4; t++) {
			r = (r0 + t) & 3;
			if (carc_game_check_place(gen->g, type, gen->front[i].x,
			    gen->front[i].y, r) == CARC_PLACE_OK)
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

static const char *const spots[] = {
	"N", "E", "S", "W", "C", "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"
};
#define NSPOTS (sizeof(spots) / sizeof(spots[0]))

static void
set_text16(struct carc_text16 *t, const char *s)
{
	if (s == NULL) {
		memset(t, 0, sizeof(*t));
		t->null = 1;
		return;
	}
	snprintf(t->s, sizeof(t->s), "%s", s);
	t->null = 0;
	t->too_long = 0;
}

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
		set_text16(&s->kind, a[i].kind);
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
	set_text16(&m->meeple, NULL);
	(void)type;
	return m;
}

int
carc_gen_play(struct carc_gen *gen, uint64_t seed,
    const struct carc_gen_config *cfg, int64_t id, struct carc_record *rec,
    struct carc_error *err)
{
	const struct carc_catalogue *cat = &gen->set->cat;
	struct carc_game *g = gen->g;
	struct carc_rng rng;
	struct carc_move *m;
	const char *rule;
	size_t npile = 0, i, t;
	int start, any, seat = 0, s;

	carc_rng_seed(&rng, seed);
	rec->id = id;
	snprintf(rec->ruleset, sizeof(rec->ruleset), "%s",
	    carc_ruleset_names[cfg->ruleset]);
	snprintf(rec->tile_supply, sizeof(rec->tile_supply), "standard");
	snprintf(rec->status, sizeof(rec->status), "finished");
	rec->unreadable[0] = '\0';
	rec->nmoves = rec->nscores = 0;
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

	if (carc_game_begin(g, cfg->nseats, cfg->ruleset, cfg->plugins,
	    cfg->nplugins, err) != 0)
		return -1;
	front_reset(gen);

	/* seq 0: the start tile (BASE-SETUP-START, or a plugin's), not drawn */
	if ((start = carc_game_start_tile(g, &any, &rule)) < 0) {
		carc_game_end(g);
		return carc_error_set(err, "no start tile in the catalogue");
	}
	carc_game_clear_awards(g);
	carc_game_supply_take(g, start);
	if ((m = new_move(rec, -1, start, cat->types[start].id)) == NULL)
		goto oom;
	m->has_xy = m->has_rotation = 1;
	m->rotation = any ? 90 * (int64_t)carc_rng_below(&rng, 4) : 0;
	if (carc_game_place(g, 0, -1, start, 0, 0, (int)(m->rotation / 90),
	    0) != 0 || front_place(gen, 0, 0) != 0)
		goto oom;

	/* the pile: every copy left in the supply, shuffled */
	for (t = 0; t < cat->ntypes; t++)
		if (carc_game_supply_left(g, (int)t) > 0)
			npile += (size_t)carc_game_supply_left(g, (int)t);
	if (grow_array((void **)&gen->pile, &gen->pile_cap, npile + 1,
	    sizeof(*gen->pile)) != 0)
		goto oom;
	npile = 0;
	for (t = 0; t < cat->ntypes; t++)
		for (s = carc_game_supply_left(g, (int)t); s > 0; s--)
			gen->pile[npile++] = (int)t;
	for (i = npile; i > 1; i--) {
		size_t j = carc_rng_below(&rng, (uint32_t)i);
		int tmp = gen->pile[i - 1];

		gen->pile[i - 1] = gen->pile[j];
		gen->pile[j] = tmp;
	}

	for (i = 0; i < npile; i++) {
		int type = gen->pile[i], x, y, rot;
		int64_t seq = (int64_t)rec->nmoves;

		carc_game_clear_awards(g);
		carc_game_supply_take(g, type);
		if ((m = new_move(rec, seat, type, cat->types[type].id)) == NULL)
			goto oom;
		if (find_placement(gen, &rng, type, &x, &y, &rot) != 0) {
			/* BASE-PLACE-NOFIT: the same seat draws again */
			m->action = CARC_ACTION_DISCARD;
			continue;
		}
		m->action = CARC_ACTION_PLACE;
		m->x = x;
		m->y = y;
		m->rotation = 90 * rot;
		m->has_xy = m->has_rotation = 1;
		if (carc_game_place(g, (int)seq, seat, type, x, y, rot, 0) != 0 ||
		    front_place(gen, x, y) != 0)
			goto oom;
		if (carc_game_supply(g, seat) > 0 &&
		    (int)carc_rng_below(&rng, 100) < cfg->meeple_pct) {
			size_t k0 = carc_rng_below(&rng, NSPOTS), k;

			for (k = 0; k < NSPOTS; k++) {
				const char *spot = spots[(k0 + k) % NSPOTS];
				struct carc_meeple_check chk;

				carc_game_check_meeple(g, seat, spot, &chk);
				if (chk.fault != CARC_MEEPLE_OK)
					continue;
				carc_game_meeple(g, seat, &chk);
				set_text16(&m->meeple, spot);
				break;
			}
		}
		carc_game_score_move(g);
		if (add_awards(gen, rec, seq, 0) != 0)
			goto oom;
		seat = (seat + 1) % cfg->nseats;
	}
	carc_game_clear_awards(g);
	carc_game_final(g);
	if (add_awards(gen, rec, 0, 1) != 0)
		goto oom;
	for (s = 0; s < cfg->nseats; s++) {
		struct carc_player *p = &rec->players[s];

		memset(p, 0, sizeof(*p));
		p->seat = s;
		p->final_score = carc_game_score(g, s);
		p->has_final = 1;
		snprintf(p->name, sizeof(p->name), "player %d", s + 1);
	}
	carc_game_end(g);
	return 0;
oom:
	carc_game_end(g);
	return carc_error_set(err, "out of memory");
}

/* -- the writer ------------------------------------------------------------------ */

/* db/schema.sql, made into a C string at build time (Makefile.am). */
static const char schema_sql[] =
#include "core/gen/schema.inc"
    ;

enum { ST_GAME, ST_EXP, ST_PLAYER, ST_MOVE, ST_SCORE, ST_N };

static const char *const st_sql[ST_N] = {
	"INSERT INTO games(id, ruleset, tile_supply, status, source) "
	    "VALUES (?1, ?2, ?3, ?4, ?5)",
	"INSERT INTO game_expansions(game_id, name, variant) "
	    "VALUES (?1, ?2, ?3)",
	"INSERT INTO players(game_id, seat, name, final_score) "
	    "VALUES (?1, ?2, ?3, ?4)",
	"INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, "
	    "meeple) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
	"INSERT INTO scores(game_id, seq, seat, points, kind) "
	    "VALUES (?1, ?2, ?3, ?4, ?5)",
};

struct carc_gen_writer {
	sqlite3 *db;
	sqlite3_stmt *st[ST_N];
	char path[1024];
	char source[128];
	size_t batch, in_batch;
	int in_txn;
	int64_t next_id;
};

static int
db_fail(struct carc_gen_writer *w, struct carc_error *err, const char *what)
{
	return carc_error_set(err, "cannot %s '%s': %s", what, w->path,
	    w->db ? sqlite3_errmsg(w->db) : "out of memory");
}

static void
writer_free(struct carc_gen_writer *w)
{
	int i;

	for (i = 0; i < ST_N; i++)
		sqlite3_finalize(w->st[i]);
	sqlite3_close(w->db);
	free(w);
}

int
carc_gen_writer_open(struct carc_gen_writer **out, const char *path,
    const char *source, size_t batch, struct carc_error *err)
{
	struct carc_gen_writer *w;
	sqlite3_stmt *q = NULL;
	int i, has_games = 0, fresh;

	*out = NULL;
	if ((w = calloc(1, sizeof(*w))) == NULL)
		return carc_error_set(err, "out of memory");
	snprintf(w->path, sizeof(w->path), "%s", path);
	snprintf(w->source, sizeof(w->source), "%s", source ? source : "");
	w->batch = batch ? batch : 1;
	/* one thread: no mutexes (they cost 7% of carc gen) */
	if (sqlite3_open_v2(path, &w->db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
		db_fail(w, err, "open");
		writer_free(w);
		return -1;
	}
	sqlite3_busy_timeout(w->db, 5000);
	/* Only our INSERTs run: none of the file's triggers. */
	if (carc_db_harden(w->db, path, err) != 0) {
		writer_free(w);
		return -1;
	}
	if (sqlite3_prepare_v2(w->db, "SELECT count(*) FROM sqlite_master "
	    "WHERE type = 'table' AND name = 'games'", -1, &q, NULL) !=
	    SQLITE_OK || sqlite3_step(q) != SQLITE_ROW) {
		sqlite3_finalize(q);
		db_fail(w, err, "read");
		writer_free(w);
		return -1;
	}
	has_games = sqlite3_column_int(q, 0) > 0;
	sqlite3_finalize(q);
	fresh = !has_games;
	/* A file we create has nothing to protect until it is complete:
	 * no journal on disk, no syncs (a million games in minutes). */
	if (sqlite3_exec(w->db, fresh ? "PRAGMA journal_mode = MEMORY; "
	    "PRAGMA synchronous = OFF; PRAGMA cache_size = -65536" :
	    "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536", NULL,
	    NULL, NULL) != SQLITE_OK ||
	    (fresh && sqlite3_exec(w->db, schema_sql, NULL, NULL, NULL) !=
	    SQLITE_OK)) {
		db_fail(w, err, fresh ? "create the tables in" : "set up");
		writer_free(w);
		return -1;
	}
	if (sqlite3_prepare_v2(w->db, "SELECT coalesce(max(id), 0) + 1 FROM "
	    "games", -1, &q, NULL) != SQLITE_OK || sqlite3_step(q) !=
	    SQLITE_ROW) {
		sqlite3_finalize(q);
		db_fail(w, err, "read");
		writer_free(w);
		return -1;
	}
	w->next_id = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	for (i = 0; i < ST_N; i++)
		if (sqlite3_prepare_v2(w->db, st_sql[i], -1, &w->st[i],
		    NULL) != SQLITE_OK) {
			db_fail(w, err, "write to");
			writer_free(w);
			return -1;
		}
	*out = w;
	return 0;
}

int64_t
carc_gen_writer_next_id(const struct carc_gen_writer *w)
{
	return w->next_id;
}

static void
bind_text_or_null(sqlite3_stmt *st, int i, const char *s, int isnull)
{
	if (isnull)
		sqlite3_bind_null(st, i);
	else
		sqlite3_bind_text(st, i, s, -1, SQLITE_STATIC);
}

static int
run(sqlite3_stmt *st)
{
	int rc = sqlite3_step(st);

	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

int
carc_gen_writer_put(struct carc_gen_writer *w, const struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st;
	size_t i;

	if (!w->in_txn) {
		if (sqlite3_exec(w->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
			return db_fail(w, err, "write to");
		w->in_txn = 1;
	}
	st = w->st[ST_GAME];
	sqlite3_bind_int64(st, 1, rec->id);
	sqlite3_bind_text(st, 2, rec->ruleset, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, rec->tile_supply, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, rec->status, -1, SQLITE_STATIC);
	bind_text_or_null(st, 5, w->source, w->source[0] == '\0');
	if (run(st) != 0)
		return db_fail(w, err, "write a game to");
	st = w->st[ST_EXP];
	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_expansion *x = &rec->expansions[i];

		sqlite3_bind_int64(st, 1, rec->id);
		sqlite3_bind_text(st, 2, x->name, -1, SQLITE_STATIC);
		bind_text_or_null(st, 3, x->variant, !x->has_variant);
		if (run(st) != 0)
			return db_fail(w, err, "write an expansion to");
	}
	st = w->st[ST_PLAYER];
	for (i = 0; i < rec->nplayers; i++) {
		const struct carc_player *p = &rec->players[i];

		sqlite3_bind_int64(st, 1, rec->id);
		sqlite3_bind_int64(st, 2, p->seat);
		bind_text_or_null(st, 3, p->name, p->name[0] == '\0');
		if (p->has_final)
			sqlite3_bind_int64(st, 4, p->final_score);
		else
			sqlite3_bind_null(st, 4);
		if (run(st) != 0)
			return db_fail(w, err, "write a player to");
	}
	st = w->st[ST_MOVE];
	for (i = 0; i < rec->nmoves; i++) {
		const struct carc_move *m = &rec->moves[i];

		sqlite3_bind_int64(st, 1, rec->id);
		sqlite3_bind_int64(st, 2, m->seq);
		if (m->has_seat)
			sqlite3_bind_int64(st, 3, m->seat);
		else
			sqlite3_bind_null(st, 3);
		sqlite3_bind_text(st, 4, m->tile, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 5, m->action == CARC_ACTION_DISCARD ?
		    "discard" : "place", -1, SQLITE_STATIC);
		if (m->has_xy) {
			sqlite3_bind_int64(st, 6, m->x);
			sqlite3_bind_int64(st, 7, m->y);
		} else {
			sqlite3_bind_null(st, 6);
			sqlite3_bind_null(st, 7);
		}
		if (m->has_rotation)
			sqlite3_bind_int64(st, 8, m->rotation);
		else
			sqlite3_bind_null(st, 8);
		bind_text_or_null(st, 9, m->meeple.s, m->meeple.null);
		if (run(st) != 0)
			return db_fail(w, err, "write a move to");
	}
	st = w->st[ST_SCORE];
	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[i];

		sqlite3_bind_int64(st, 1, rec->id);
		if (s->has_seq)
			sqlite3_bind_int64(st, 2, s->seq);
		else
			sqlite3_bind_null(st, 2);
		sqlite3_bind_int64(st, 3, s->seat);
		sqlite3_bind_int64(st, 4, s->points);
		sqlite3_bind_text(st, 5, s->kind.s, -1, SQLITE_STATIC);
		if (run(st) != 0)
			return db_fail(w, err, "write a score to");
	}
	if (rec->id >= w->next_id)
		w->next_id = rec->id + 1;
	if (++w->in_batch >= w->batch) {
		w->in_batch = 0;
		w->in_txn = 0;
		if (sqlite3_exec(w->db, "COMMIT", NULL, NULL, NULL) !=
		    SQLITE_OK)
			return db_fail(w, err, "commit to");
	}
	return 0;
}

struct sqlite3 *
carc_gen_writer_handle(struct carc_gen_writer *w)
{
	return w->db;
}

int
carc_gen_writer_close(struct carc_gen_writer *w, struct carc_error *err)
{
	int rc = 0;

	if (w == NULL)
		return 0;
	if (w->in_txn && sqlite3_exec(w->db, "COMMIT", NULL, NULL, NULL) !=
	    SQLITE_OK)
		rc = db_fail(w, err, "commit to");
	writer_free(w);
	return rc;
}
