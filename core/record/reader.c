/*
 * reader.c - recorded games out of SQLite (spec/record-format.md).
 *
 * The database is input we do not trust: any column may hold NULL, a value
 * of the wrong type or a string of megabytes, and any table may hold more
 * rows than a game can have.  None of that is an error of the program: the
 * game is read as far as it can be and rec->unreadable says why it cannot
 * be judged.  Only what stops us from reading at all (no such file, not a
 * database, I/O errors) returns -1.
 *
 * Every statement is prepared once at open with the game id as a bound
 * parameter; no SQL is ever built from data.
 */
#include <config.h>

#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/record.h"

/* A busy writer (a game client, carcd storing verdicts) holds the lock
 * for milliseconds; five seconds means something is wrong. */
#define CARC_BUSY_TIMEOUT_MS 5000

/*
 * A table may be a view, and a view of a hostile file can make one SELECT
 * run forever (a recursive CTE with no end).  The reader gives each read
 * of a game, and the listing of the ids, this many thousand virtual
 * machine steps (100 million: a scan of about ten million rows of tables
 * without an index; a game of our schema takes a few thousand steps).
 * Then the statement is interrupted and the error says why.
 */
#define CARC_READ_KSTEPS 100000

/* -- what the reader needs of the schema ----------------------------------- */

struct table_spec {
	const char *name;
	const char *const *cols;
	int optional;		/* the whole table may be absent */
};

static const char *const games_cols[] = {
	"id", "ruleset", "tile_supply", "status", NULL
};
static const char *const expansions_cols[] = {
	"game_id", "name", "variant", NULL
};
static const char *const players_cols[] = {
	"game_id", "seat", "name", "final_score", NULL
};
static const char *const moves_cols[] = {
	"game_id", "seq", "seat", "tile", "action", "x", "y", "rotation",
	"meeple", NULL
};
static const char *const scores_cols[] = {
	"game_id", "seq", "seat", "points", "kind", NULL
};

enum { T_GAMES, T_EXPANSIONS, T_PLAYERS, T_MOVES, T_SCORES, T_COUNT };

static const struct table_spec tables[T_COUNT] = {
	{ "games", games_cols, 0 },
	/* A game with no expansions needs no such table. */
	{ "game_expansions", expansions_cols, 1 },
	{ "players", players_cols, 0 },
	{ "moves", moves_cols, 0 },
	{ "scores", scores_cols, 0 },
};

/* The statements of the reader; the column order is what read_*() use. */
static const char *const reader_sql[] = {
	[CARC_ST_GAME] = "SELECT ruleset, tile_supply, status FROM games"
	    " WHERE id = ?1",
	[CARC_ST_EXISTS] = "SELECT 1 FROM games WHERE id = ?1",
	[CARC_ST_EXPANSIONS] = "SELECT name, variant FROM game_expansions"
	    " WHERE game_id = ?1 ORDER BY name",
	[CARC_ST_PLAYERS] = "SELECT seat, name, final_score FROM players"
	    " WHERE game_id = ?1 ORDER BY seat",
	[CARC_ST_MOVES] = "SELECT seq, seat, tile, action, x, y, rotation,"
	    " meeple FROM moves WHERE game_id = ?1 ORDER BY seq",
	[CARC_ST_SCORES] = "SELECT seq, seat, points, kind FROM scores"
	    " WHERE game_id = ?1 ORDER BY rowid",
	[CARC_ST_IDS] = "SELECT id FROM games ORDER BY id",
	[CARC_ST_BEGIN] = "BEGIN DEFERRED",
	[CARC_ST_COMMIT] = "COMMIT",
	[CARC_ST_ROLLBACK] = "ROLLBACK",
};

/* -- records --------------------------------------------------------------- */

void
carc_record_init(struct carc_record *rec)
{
	memset(rec, 0, sizeof(*rec));
}

void
carc_record_free(struct carc_record *rec)
{
	free(rec->moves);
	free(rec->scores);
	memset(rec, 0, sizeof(*rec));
}

/* Keep the first reason only: it is the one the others follow from. */
static void
set_unreadable(struct carc_record *rec, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
set_unreadable(struct carc_record *rec, const char *fmt, ...)
{
	va_list ap;

	if (rec->unreadable[0] != '\0')
		return;
	va_start(ap, fmt);
	vsnprintf(rec->unreadable, sizeof(rec->unreadable), fmt, ap);
	va_end(ap);
}

/* -- column access --------------------------------------------------------- */

enum { COL_OK, COL_NULL, COL_LONG, COL_BAD, COL_NOMEM };

/*
 * An INTEGER column: COL_OK, COL_NULL, or COL_BAD for text, a real or a
 * blob.  INTEGER affinity already turned '90' and 90.0 into 90; what is
 * left is not a number the record can mean.
 */
static int
col_int(sqlite3_stmt *st, int col, int64_t *v)
{
	switch (sqlite3_column_type(st, col)) {
	case SQLITE_INTEGER:
		*v = sqlite3_column_int64(st, col);
		return COL_OK;
	case SQLITE_NULL:
		*v = 0;
		return COL_NULL;
	default:
		*v = 0;
		return COL_BAD;
	}
}

/*
 * A TEXT column into buf: COL_OK, COL_NULL (buf ""), COL_LONG (buf holds
 * the first size-1 bytes), COL_BAD for a blob or a NUL byte inside what we
 * keep (either would let "D\0junk" pass for "D").  Nothing is allocated
 * for the value: a 10 MB string costs a copy of size bytes.
 */
static int
col_text(sqlite3_stmt *st, int col, char *buf, size_t size)
{
	const unsigned char *s;
	size_t len, keep;

	buf[0] = '\0';
	switch (sqlite3_column_type(st, col)) {
	case SQLITE_NULL:
		return COL_NULL;
	case SQLITE_BLOB:
		return COL_BAD;
	default:
		break;
	}
	s = sqlite3_column_text(st, col);
	if (s == NULL)
		return COL_NOMEM;
	len = (size_t)sqlite3_column_bytes(st, col);
	keep = len < size ? len : size - 1;
	if (memchr(s, '\0', keep) != NULL)
		return COL_BAD;
	memcpy(buf, s, keep);
	buf[keep] = '\0';
	return keep < len ? COL_LONG : COL_OK;
}

/* Free text (a player's name): whatever it holds, cut at a NUL or size. */
static int
col_name(sqlite3_stmt *st, int col, char *buf, size_t size)
{
	const unsigned char *s;
	size_t len, i;

	buf[0] = '\0';
	if (sqlite3_column_type(st, col) == SQLITE_NULL)
		return COL_NULL;
	s = sqlite3_column_text(st, col);
	if (s == NULL)
		return COL_NOMEM;
	len = (size_t)sqlite3_column_bytes(st, col);
	for (i = 0; i < len && i + 1 < size && s[i] != '\0'; i++)
		buf[i] = (char)s[i];
	buf[i] = '\0';
	return COL_OK;
}

/* A value from the record, fit to quote in a message. */
static void
printable(char *dst, size_t size, const char *src)
{
	size_t i;

	for (i = 0; src[i] != '\0' && i + 1 < size; i++)
		dst[i] = isprint((unsigned char)src[i]) ? src[i] : '?';
	dst[i] = '\0';
}

static void
text16(struct carc_text16 *t, int rc)
{
	t->null = rc == COL_NULL;
	t->too_long = rc == COL_LONG;
}

/* -- reading one game ------------------------------------------------------ */

static int
db_error(struct carc_db *db, struct carc_error *err, int64_t id)
{
	if (db->ksteps > CARC_READ_KSTEPS)
		return carc_error_set(err, "cannot read game %" PRId64 " from "
		    "'%s': more than %d million steps (a view that never "
		    "ends?)", id, db->path, CARC_READ_KSTEPS / 1000);
	return carc_error_set(err, "cannot read game %" PRId64 " from '%s': %s",
	    id, db->path, sqlite3_errmsg(db->h));
}

/* Called every 1000 steps of a statement; non-zero interrupts it. */
static int
budget_tick(void *arg)
{
	struct carc_db *db = arg;

	return ++db->ksteps > CARC_READ_KSTEPS;
}

/* The reader's statements only run on a budget (CARC_READ_KSTEPS);
 * the writer's (store.c, carcd) never. */
static void
budget_start(struct carc_db *db)
{
	db->ksteps = 0;
	sqlite3_progress_handler(db->h, 1000, budget_tick, db);
}

static void
budget_stop(struct carc_db *db)
{
	sqlite3_progress_handler(db->h, 0, NULL, NULL);
}

static int
nomem(struct carc_error *err)
{
	return carc_error_set(err, "out of memory");
}

/* Step st; 1 a row, 0 done, -1 an error (st is reset by the caller). */
static int
step(sqlite3_stmt *st)
{
	int rc;

	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		return 1;
	if (rc == SQLITE_DONE)
		return 0;
	return -1;
}

static const char *
text_problem(int rc)
{
	return rc == COL_LONG ? "is too long" : rc == COL_NULL ? "is NULL" :
	    "is not text";
}

static int
read_games_row(struct carc_db *db, struct carc_record *rec,
    struct carc_error *err)
{
	static const char *const names[] = { "ruleset", "tile_supply",
	    "status" };
	char *const bufs[] = { rec->ruleset, rec->tile_supply, rec->status };
	sqlite3_stmt *st = db->st[CARC_ST_GAME];
	int i, rc, ret;

	if (sqlite3_bind_int64(st, 1, rec->id) != SQLITE_OK)
		return db_error(db, err, rec->id);
	rc = step(st);
	if (rc <= 0) {
		ret = rc == 0 ? 1 : db_error(db, err, rec->id);
		goto out;
	}
	ret = 0;
	for (i = 0; i < 3; i++) {
		/* No flag for these: a name cut short is no name at all. */
		rc = col_text(st, i, bufs[i], CARC_SET_MAX);
		if (rc == COL_NOMEM) {
			ret = nomem(err);
			goto out;
		}
		if (rc != COL_OK)
			set_unreadable(rec, "games: %s %s", names[i],
			    text_problem(rc));
	}
out:
	sqlite3_reset(st);
	return ret;
}

static int
read_expansions(struct carc_db *db, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = db->st[CARC_ST_EXPANSIONS];
	struct carc_expansion *e;
	int rc, ret = 0;

	if (!db->have_expansions)
		return 0;
	if (sqlite3_bind_int64(st, 1, rec->id) != SQLITE_OK)
		return db_error(db, err, rec->id);
	while ((rc = step(st)) == 1) {
		if (rec->nexpansions == CARC_MAX_EXPANSIONS) {
			set_unreadable(rec, "game_expansions: more than %d "
			    "expansions", CARC_MAX_EXPANSIONS);
			goto out;
		}
		e = &rec->expansions[rec->nexpansions];
		rc = col_text(st, 0, e->name, sizeof(e->name));
		if (rc == COL_NOMEM)
			goto oom;
		if (rc == COL_NULL || rc == COL_BAD) {
			set_unreadable(rec, "game_expansions: name %s",
			    text_problem(rc));
			goto out;
		}
		e->name_too_long = rc == COL_LONG;
		rc = col_text(st, 1, e->variant, sizeof(e->variant));
		if (rc == COL_NOMEM)
			goto oom;
		if (rc == COL_BAD) {
			set_unreadable(rec, "game_expansions: variant of '%s' "
			    "is not text", e->name);
			goto out;
		}
		e->has_variant = rc != COL_NULL;
		e->variant_too_long = rc == COL_LONG;
		rec->nexpansions++;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	goto out;
oom:
	ret = nomem(err);
out:
	sqlite3_reset(st);
	return ret;
}

static int
read_players(struct carc_db *db, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = db->st[CARC_ST_PLAYERS];
	struct carc_player *p;
	int rc, ret = 0;

	if (sqlite3_bind_int64(st, 1, rec->id) != SQLITE_OK)
		return db_error(db, err, rec->id);
	while ((rc = step(st)) == 1) {
		if (rec->nplayers == CARC_MAX_SEATS) {
			set_unreadable(rec, "players: more than %d players",
			    CARC_MAX_SEATS);
			goto out;
		}
		p = &rec->players[rec->nplayers];
		rc = col_int(st, 0, &p->seat);
		if (rc != COL_OK) {
			set_unreadable(rec, "players: seat %s", rc == COL_NULL ?
			    "is NULL" : "is not an integer");
			goto out;
		}
		if (col_name(st, 1, p->name, sizeof(p->name)) == COL_NOMEM)
			goto oom;
		rc = col_int(st, 2, &p->final_score);
		if (rc == COL_BAD) {
			set_unreadable(rec, "players seat %" PRId64 ": "
			    "final_score is not an integer", p->seat);
			goto out;
		}
		p->has_final = rc == COL_OK;
		rec->nplayers++;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	goto out;
oom:
	ret = nomem(err);
out:
	sqlite3_reset(st);
	return ret;
}

/* Make room for one more element of size esz; the caps stop at max. */
static int
grow(void **arr, size_t *cap, size_t esz, size_t max)
{
	size_t ncap;
	void *p;

	ncap = *cap == 0 ? 128 : *cap * 2;
	if (ncap > max)
		ncap = max;
	p = realloc(*arr, ncap * esz);
	if (p == NULL)
		return -1;
	*arr = p;
	*cap = ncap;
	return 0;
}

/* The columns of a move after seq; a bad one makes rec unreadable. */
static int
read_move(sqlite3_stmt *st, struct carc_move *m, struct carc_record *rec)
{
	char action[16], shown[16];
	int rc, rx, ry;

	rc = col_int(st, 1, &m->seat);
	if (rc == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": seat is not an "
		    "integer", m->seq);
		return 0;
	}
	m->has_seat = rc == COL_OK;

	rc = col_text(st, 2, m->tile, sizeof(m->tile));
	if (rc == COL_NOMEM)
		return -1;
	if (rc == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": tile is not text",
		    m->seq);
		return 0;
	}
	m->tile_null = rc == COL_NULL;
	m->tile_too_long = rc == COL_LONG;

	rc = col_text(st, 3, action, sizeof(action));
	if (rc == COL_NOMEM)
		return -1;
	if (rc == COL_OK && strcmp(action, "place") == 0)
		m->action = CARC_ACTION_PLACE;
	else if (rc == COL_OK && strcmp(action, "discard") == 0)
		m->action = CARC_ACTION_DISCARD;
	else {
		m->action = CARC_ACTION_OTHER;
		if (rc == COL_NULL || rc == COL_BAD)
			set_unreadable(rec, "moves seq %" PRId64 ": action %s",
			    m->seq, text_problem(rc));
		else {
			printable(shown, sizeof(shown), action);
			set_unreadable(rec, "moves seq %" PRId64 ": unknown "
			    "action '%s%s'", m->seq, shown,
			    rc == COL_LONG ? "..." : "");
		}
		return 0;
	}

	rx = col_int(st, 4, &m->x);
	ry = col_int(st, 5, &m->y);
	if (rx == COL_BAD || ry == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": %s is not an "
		    "integer", m->seq, rx == COL_BAD ? "x" : "y");
		return 0;
	}
	/* A square needs both: half of one is no position. */
	m->has_xy = rx == COL_OK && ry == COL_OK;

	rc = col_int(st, 6, &m->rotation);
	if (rc == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": rotation is not an "
		    "integer", m->seq);
		return 0;
	}
	m->has_rotation = rc == COL_OK;

	rc = col_text(st, 7, m->meeple.s, sizeof(m->meeple.s));
	if (rc == COL_NOMEM)
		return -1;
	if (rc == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": meeple is not text",
		    m->seq);
		return 0;
	}
	text16(&m->meeple, rc);
	return 0;
}

static int
read_moves(struct carc_db *db, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = db->st[CARC_ST_MOVES];
	struct carc_move *m;
	int rc, ret = 0;

	if (sqlite3_bind_int64(st, 1, rec->id) != SQLITE_OK)
		return db_error(db, err, rec->id);
	while ((rc = step(st)) == 1) {
		if (rec->nmoves == CARC_MAX_MOVES) {
			/* Stop here: a hostile record of a million rows
			 * costs no more than one of CARC_MAX_MOVES. */
			set_unreadable(rec, "moves: more than %d moves",
			    CARC_MAX_MOVES);
			goto out;
		}
		if (rec->nmoves == rec->moves_cap &&
		    grow((void **)&rec->moves, &rec->moves_cap,
		    sizeof(*rec->moves), CARC_MAX_MOVES) < 0)
			goto oom;
		m = &rec->moves[rec->nmoves];
		rc = col_int(st, 0, &m->seq);
		if (rc != COL_OK) {
			set_unreadable(rec, "moves: seq %s", rc == COL_NULL ?
			    "is NULL" : "is not an integer");
			goto out;
		}
		if (read_move(st, m, rec) < 0)
			goto oom;
		rec->nmoves++;
		if (rec->unreadable[0] != '\0')
			goto out;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	goto out;
oom:
	ret = nomem(err);
out:
	sqlite3_reset(st);
	return ret;
}

static int
read_scores(struct carc_db *db, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = db->st[CARC_ST_SCORES];
	struct carc_score *s;
	char where[40];
	int rc, rseat, rpoints, ret = 0;

	if (sqlite3_bind_int64(st, 1, rec->id) != SQLITE_OK)
		return db_error(db, err, rec->id);
	while ((rc = step(st)) == 1) {
		if (rec->nscores == CARC_MAX_SCORES) {
			set_unreadable(rec, "scores: more than %d scores",
			    CARC_MAX_SCORES);
			goto out;
		}
		if (rec->nscores == rec->scores_cap &&
		    grow((void **)&rec->scores, &rec->scores_cap,
		    sizeof(*rec->scores), CARC_MAX_SCORES) < 0)
			goto oom;
		s = &rec->scores[rec->nscores];
		rc = col_int(st, 0, &s->seq);
		if (rc == COL_BAD) {
			set_unreadable(rec, "scores: seq is not an integer");
			goto out;
		}
		s->has_seq = rc == COL_OK;
		rseat = col_int(st, 1, &s->seat);
		rpoints = col_int(st, 2, &s->points);
		rc = col_text(st, 3, s->kind.s, sizeof(s->kind.s));
		if (rc == COL_NOMEM)
			goto oom;
		if (rseat == COL_BAD || rpoints == COL_BAD || rc == COL_BAD) {
			if (s->has_seq)
				snprintf(where, sizeof(where), "scores seq %"
				    PRId64, s->seq);
			else
				snprintf(where, sizeof(where),
				    "scores (final)");
			set_unreadable(rec, "%s: %s", where,
			    rseat == COL_BAD ? "seat is not an integer" :
			    rpoints == COL_BAD ? "points is not an integer" :
			    "kind is not text");
			goto out;
		}
		s->has_seat = rseat == COL_OK;
		s->has_points = rpoints == COL_OK;
		text16(&s->kind, rc);
		rec->nscores++;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	goto out;
oom:
	ret = nomem(err);
out:
	sqlite3_reset(st);
	return ret;
}

static void
record_reset(struct carc_record *rec, int64_t id)
{
	rec->id = id;
	rec->ruleset[0] = rec->tile_supply[0] = rec->status[0] = '\0';
	rec->unreadable[0] = '\0';
	rec->nexpansions = rec->nplayers = rec->nmoves = rec->nscores = 0;
}

static int read_game(struct carc_db *db, int64_t id,
    struct carc_record *rec, struct carc_error *err);

int
carc_db_read_game(struct carc_db *db, int64_t id, struct carc_record *rec,
    struct carc_error *err)
{
	int rc;

	budget_start(db);
	rc = read_game(db, id, rec, err);
	budget_stop(db);
	return rc;
}

static int
read_game(struct carc_db *db, int64_t id, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st;
	int rc;

	record_reset(rec, id);
	if (db->unreadable[0] != '\0') {
		/* The schema cannot hold a game; still say which ids exist. */
		st = db->st[CARC_ST_EXISTS];
		if (sqlite3_bind_int64(st, 1, id) != SQLITE_OK)
			return db_error(db, err, id);
		rc = step(st);
		if (rc < 0)
			rc = db_error(db, err, id);
		sqlite3_reset(st);
		if (rc <= 0)
			return rc < 0 ? -1 : 1;
		memcpy(rec->unreadable, db->unreadable,
		    sizeof(rec->unreadable));
		return 0;
	}
	if ((rc = read_games_row(db, rec, err)) != 0)
		return rc;
	/* Past the first reason the game is unverifiable whatever the
	 * other rows say: do not read them. */
	if (rec->unreadable[0] == '\0' && read_expansions(db, rec, err) < 0)
		return -1;
	if (rec->unreadable[0] == '\0' && read_players(db, rec, err) < 0)
		return -1;
	if (rec->unreadable[0] == '\0' && read_moves(db, rec, err) < 0)
		return -1;
	if (rec->unreadable[0] == '\0' && read_scores(db, rec, err) < 0)
		return -1;
	return 0;
}

int
carc_db_game_ids(struct carc_db *db, int64_t **ids, size_t *nids,
    struct carc_error *err)
{
	sqlite3_stmt *st = db->st[CARC_ST_IDS];
	int64_t *v = NULL;
	size_t n = 0, cap = 0, ncap;
	void *p;
	int rc;

	*ids = NULL;
	*nids = 0;
	budget_start(db);
	while ((rc = step(st)) == 1) {
		if (sqlite3_column_type(st, 0) != SQLITE_INTEGER) {
			/* Only a table made by another program can say so;
			 * such a game cannot be asked for by its id. */
			carc_error_set(err, "'%s': games has an id that is not "
			    "an integer", db->path);
			goto fail;
		}
		if (n == cap) {
			ncap = cap == 0 ? 256 : cap * 2;
			if ((p = realloc(v, ncap * sizeof(*v))) == NULL) {
				nomem(err);
				goto fail;
			}
			v = p;
			cap = ncap;
		}
		v[n++] = sqlite3_column_int64(st, 0);
	}
	if (rc < 0) {
		carc_error_set(err, "cannot list games in '%s': %s", db->path,
		    db->ksteps > CARC_READ_KSTEPS ? "more than the reader's "
		    "budget of steps (a view that never ends?)" :
		    sqlite3_errmsg(db->h));
		goto fail;
	}
	budget_stop(db);
	sqlite3_reset(st);
	*ids = v;
	*nids = n;
	return 0;
fail:
	budget_stop(db);
	sqlite3_reset(st);
	free(v);
	return -1;
}

/* -- transactions ---------------------------------------------------------- */

static int
run(struct carc_db *db, int which)
{
	sqlite3_stmt *st = db->st[which];
	int rc;

	rc = sqlite3_step(st);
	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

int
carc_db_begin(struct carc_db *db, struct carc_error *err)
{
	if (run(db, CARC_ST_BEGIN) < 0)
		return carc_error_set(err, "cannot begin a transaction on "
		    "'%s': %s", db->path, sqlite3_errmsg(db->h));
	return 0;
}

int
carc_db_commit(struct carc_db *db, struct carc_error *err)
{
	if (run(db, CARC_ST_COMMIT) < 0) {
		carc_error_set(err, "cannot commit to '%s': %s", db->path,
		    sqlite3_errmsg(db->h));
		carc_db_rollback(db);
		return -1;
	}
	return 0;
}

void
carc_db_rollback(struct carc_db *db)
{
	/* SQLite may have rolled back already (an I/O error, SQLITE_FULL). */
	if (!sqlite3_get_autocommit(db->h))
		(void)run(db, CARC_ST_ROLLBACK);
}

/* -- opening --------------------------------------------------------------- */

/*
 * Which of spec's columns a table lacks: sets *missing_table, or *missing
 * to the first missing column, or neither.  Column names in SQLite are
 * case-insensitive, as are table names.
 */
static int
check_table(sqlite3_stmt *info, const struct table_spec *t,
    int *missing_table, const char **missing)
{
	uint32_t seen = 0;
	const unsigned char *name;
	int i, rc, nrows = 0;

	*missing_table = 0;
	*missing = NULL;
	if (sqlite3_bind_text(info, 1, t->name, -1, SQLITE_STATIC) != SQLITE_OK)
		return -1;
	while ((rc = step(info)) == 1) {
		nrows++;
		name = sqlite3_column_text(info, 0);
		if (name == NULL)
			continue;
		for (i = 0; t->cols[i] != NULL; i++)
			if (sqlite3_stricmp((const char *)name,
			    t->cols[i]) == 0)
				seen |= 1u << i;
	}
	sqlite3_reset(info);
	if (rc < 0)
		return -1;
	if (nrows == 0) {
		*missing_table = 1;
		return 0;
	}
	for (i = 0; t->cols[i] != NULL; i++)
		if (!(seen & (1u << i))) {
			*missing = t->cols[i];
			break;
		}
	return 0;
}

static int
prepare(struct carc_db *db, int which, struct carc_error *err)
{
	if (sqlite3_prepare_v3(db->h, reader_sql[which], -1,
	    SQLITE_PREPARE_PERSISTENT, &db->st[which], NULL) != SQLITE_OK)
		return carc_error_set(err, "cannot read '%s': %s", db->path,
		    sqlite3_errmsg(db->h));
	return 0;
}

static int
discover(struct carc_db *db, struct carc_error *err)
{
	static const int stmt_of[T_COUNT] = {
		CARC_ST_GAME, CARC_ST_EXPANSIONS, CARC_ST_PLAYERS,
		CARC_ST_MOVES, CARC_ST_SCORES
	};
	sqlite3_stmt *info = NULL;
	const char *missing;
	int t, missing_table, ret = -1;

	if (sqlite3_prepare_v2(db->h, "SELECT name FROM pragma_table_info(?1)",
	    -1, &info, NULL) != SQLITE_OK)
		goto dberr;
	for (t = 0; t < T_COUNT; t++) {
		if (check_table(info, &tables[t], &missing_table,
		    &missing) < 0)
			goto dberr;
		if (t == T_GAMES && missing_table) {
			carc_error_set(err, "'%s' has no games table: not a "
			    "recorded-game database", db->path);
			goto out;
		}
		if (t == T_GAMES && missing != NULL &&
		    strcmp(missing, "id") == 0) {
			/* Without ids there is no game to report on. */
			carc_error_set(err, "'%s': table 'games' has no column "
			    "'id': not a recorded-game database", db->path);
			goto out;
		}
		if (missing_table && tables[t].optional)
			continue;
		if (missing_table || missing != NULL) {
			if (db->unreadable[0] != '\0')
				continue;
			if (missing_table)
				snprintf(db->unreadable,
				    sizeof(db->unreadable),
				    "no table '%s'", tables[t].name);
			else
				snprintf(db->unreadable,
				    sizeof(db->unreadable),
				    "table '%s' has no column '%s'",
				    tables[t].name, missing);
			continue;
		}
		if (sqlite3_prepare_v3(db->h, reader_sql[stmt_of[t]], -1,
		    SQLITE_PREPARE_PERSISTENT, &db->st[stmt_of[t]], NULL) !=
		    SQLITE_OK) {
			/* The columns are there but the query fails (a view
			 * over a missing table, scores without a rowid):
			 * the games cannot be read, the others can say so. */
			if (db->unreadable[0] == '\0')
				snprintf(db->unreadable,
				    sizeof(db->unreadable),
				    "cannot read table '%s': %s",
				    tables[t].name, sqlite3_errmsg(db->h));
			continue;
		}
		if (t == T_EXPANSIONS)
			db->have_expansions = 1;
	}
	if (prepare(db, CARC_ST_EXISTS, err) < 0 ||
	    prepare(db, CARC_ST_IDS, err) < 0 ||
	    prepare(db, CARC_ST_BEGIN, err) < 0 ||
	    prepare(db, CARC_ST_COMMIT, err) < 0 ||
	    prepare(db, CARC_ST_ROLLBACK, err) < 0)
		goto out;
	ret = 0;
	goto out;
dberr:
	carc_error_set(err, "cannot read '%s': %s", db->path,
	    sqlite3_errmsg(db->h));
out:
	sqlite3_finalize(info);
	return ret;
}

/* One row of one column from a constant statement, as an integer. */
static int
pragma_int(struct carc_db *db, const char *sql, int64_t *v)
{
	sqlite3_stmt *st = NULL;
	int rc;

	*v = 0;
	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK)
		return sqlite3_errcode(db->h);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*v = sqlite3_column_int64(st, 0);
		rc = SQLITE_OK;
	} else if (rc == SQLITE_DONE)
		rc = SQLITE_OK;
	sqlite3_finalize(st);
	return rc;
}

static int
check_file(struct carc_db *db, struct carc_error *err)
{
	int64_t v;
	int rc;

	/* SQLite opens lazily: the first read of the schema is where a file
	 * that is not a database shows. */
	rc = pragma_int(db, "SELECT count(*) FROM sqlite_master", &v);
	if (rc == SQLITE_NOTADB)
		return carc_error_set(err, "'%s' is not an SQLite database",
		    db->path);
	if (rc != SQLITE_OK)
		return carc_error_set(err, "cannot read '%s': %s", db->path,
		    sqlite3_errstr(rc));
	rc = pragma_int(db, "PRAGMA application_id", &v);
	if (rc != SQLITE_OK)
		return carc_error_set(err, "cannot read '%s': %s", db->path,
		    sqlite3_errstr(rc));
	/* 0: made by a program that sets no id; the tables decide. */
	if (v != 0 && v != CARC_APPLICATION_ID)
		return carc_error_set(err, "'%s' belongs to another program: "
		    "application_id is 0x%08" PRIx32 ", carc's is 0x%08x",
		    db->path, (uint32_t)v, (unsigned)CARC_APPLICATION_ID);
	return 0;
}

static int
set_wal(struct carc_db *db, struct carc_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, tries;

	/* WAL lets carcd verify while a client writes the next game.  A
	 * file system without shared memory keeps its journal mode: that is
	 * slower, not wrong, so the answer is not checked.  Leaving rollback
	 * mode needs the file to itself for a moment, and SQLite reports a
	 * writer in the way as busy without waiting: wait here, about as
	 * long as the busy timeout. */
	for (tries = 0; tries < 500; tries++) {
		if (sqlite3_prepare_v2(db->h, "PRAGMA journal_mode = WAL", -1,
		    &st, NULL) != SQLITE_OK)
			goto fail;
		rc = sqlite3_step(st);
		sqlite3_finalize(st);
		if (rc == SQLITE_ROW || rc == SQLITE_DONE)
			return 0;
		if (rc != SQLITE_BUSY && rc != SQLITE_LOCKED)
			break;
		sqlite3_sleep(10);
	}
fail:
	return carc_error_set(err, "cannot set WAL mode on '%s': %s",
	    db->path, sqlite3_errmsg(db->h));
}

static int
stat_error(const char *path, struct carc_error *err)
{
	char reason[128];

	snprintf(reason, sizeof(reason), "%s", strerror(errno));
	/* git style: "no such file or directory" */
	reason[0] = (char)tolower((unsigned char)reason[0]);
	return carc_error_set(err, "cannot open '%s': %s", path, reason);
}

int
carc_db_open(struct carc_db **out, const char *path, int mode,
    struct carc_error *err)
{
	struct carc_db *db;
	struct stat sb;
	int flags, rc;

	*out = NULL;
	/* SQLite's own answer for a missing file is "unable to open
	 * database file"; say which it is. */
	if (stat(path, &sb) < 0)
		return stat_error(path, err);
	if (S_ISDIR(sb.st_mode))
		return carc_error_set(err, "cannot open '%s': is a directory",
		    path);

	if ((db = calloc(1, sizeof(*db))) == NULL)
		return nomem(err);
	db->mode = mode;
	if ((db->path = strdup(path)) == NULL) {
		nomem(err);
		goto fail;
	}
	/* Never CREATE: a mistyped path must not leave an empty database. */
	flags = (mode == CARC_DB_READWRITE ? SQLITE_OPEN_READWRITE :
	    SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX;
	rc = sqlite3_open_v2(path, &db->h, flags, NULL);
	if (rc != SQLITE_OK) {
		carc_error_set(err, "cannot open '%s': %s", path,
		    db->h != NULL ? sqlite3_errmsg(db->h) : sqlite3_errstr(rc));
		goto fail;
	}
	sqlite3_busy_timeout(db->h, CARC_BUSY_TIMEOUT_MS);
	/* The file is not ours: its views and triggers may call only
	 * functions without side effects, and it may not corrupt itself
	 * through writable_schema and the like. */
	sqlite3_db_config(db->h, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, NULL);
	sqlite3_db_config(db->h, SQLITE_DBCONFIG_DEFENSIVE, 1, NULL);
	/* Look before changing anything: WAL only on our kind of file. */
	if (check_file(db, err) < 0 || discover(db, err) < 0)
		goto fail;
	if (mode == CARC_DB_READWRITE && set_wal(db, err) < 0)
		goto fail;
	*out = db;
	return 0;
fail:
	carc_db_close(db);
	return -1;
}

void
carc_db_close(struct carc_db *db)
{
	sqlite3_stmt *st;

	if (db == NULL)
		return;
	if (db->h != NULL) {
		/* The reader's and the writer's statements alike. */
		while ((st = sqlite3_next_stmt(db->h, NULL)) != NULL)
			sqlite3_finalize(st);
		sqlite3_close(db->h);
	}
	free(db->path);
	free(db);
}

const char *
carc_db_path(const struct carc_db *db)
{
	return db->path;
}

struct sqlite3 *
carc_db_handle(struct carc_db *db)
{
	return db->h;
}
