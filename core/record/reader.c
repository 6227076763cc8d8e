/*
 * reader.c - recorded games out of SQLite (doc/spec/record-format.md): the
 * rows of one game read column by column, the list of game ids, and the
 * reader's transactions.  Opening the file and finding what its schema
 * holds is open.c; reading every game in game order is scan.c.
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
#include "config.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/read_private.h"
#include "record/record.h"
#include "util/json.h"

/*
 * A table may be a view, and a view of a hostile file can make one SELECT
 * run forever (a recursive CTE with no end).  The reader gives each read
 * of a game, and the listing of the ids, this many thousand virtual
 * machine steps (100 million: a scan of about ten million rows of tables
 * without an index; a game of our schema takes a few thousand steps).
 * Then the statement is interrupted and the error says why.
 */
#define CARC_READ_KSTEPS 100000

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

/*
 * Each helper fetches its column once, with sqlite3_column_value, and
 * asks the value for its type and contents.  Every sqlite3_column_* call
 * checks the statement and the column index and ends in sqlite3ApiExit;
 * asking three times per text column cost 18% of a bare scan of the
 * rows (bench/scan.c, doc/benchmark.md).  The value SQLite documents as
 * "unprotected" is safe here: the connection is NOMUTEX and used by one
 * thread at a time (open.c), so no other thread can change it.
 */

enum { COL_OK, COL_NULL, COL_LONG, COL_BAD, COL_NOMEM };

/*
 * An INTEGER column: COL_OK, COL_NULL, or COL_BAD for text, a real or a
 * blob.  INTEGER affinity already turned '90' and 90.0 into 90; what is
 * left is not a number the record can mean.
 */
static int
col_int(sqlite3_stmt *st, int col, int64_t *v)
{
	sqlite3_value *cv = sqlite3_column_value(st, col);
	int type = sqlite3_value_type(cv);

	/* the usual answer asked first, not through a switch's table */
	if (type == SQLITE_INTEGER) {
		*v = sqlite3_value_int64(cv);
		return COL_OK;
	}
	switch (type) {
	case SQLITE_NULL:
		*v = 0;
		return COL_NULL;
	default:
		*v = 0;
		return COL_BAD;
	}
}

/*
 * A TEXT column's value into buf: COL_OK, COL_LONG (buf holds the first
 * size-1 bytes), COL_BAD for a NUL byte inside what we keep (it would
 * let "D\0junk" pass for "D").  Nothing is allocated for the value: a
 * 10 MB string costs a copy of size bytes.  *bytes counts what SQLite
 * made of it (text_over).
 */
static inline int
copy_text(sqlite3_value *cv, char *buf, size_t size, size_t *bytes)
{
	const unsigned char *s;
	size_t len, keep, i;

	s = sqlite3_value_text(cv);
	if (s == NULL)
		return COL_NOMEM;
	len = (size_t)sqlite3_value_bytes(cv);
	*bytes += len;
	/* a cut goes between characters, never through one */
	keep = len < size ? len : carc_utf8_cut((const char *)s, len, size - 1);
	/* One pass copies and looks for a NUL: the values of a move are a
	 * few bytes, where calls to memchr and memcpy cost more than the
	 * bytes (issue 16's profile). */
	for (i = 0; i < keep; i++)
		if ((buf[i] = (char)s[i]) == '\0') {
			buf[0] = '\0';
			return COL_BAD;
		}
	buf[keep] = '\0';
	return keep < len ? COL_LONG : COL_OK;
}

/*
 * A TEXT column into buf: copy_text's answers, COL_NULL (buf ""), or
 * COL_BAD (buf "") for a blob.  Inline, copy and all: a move reads two,
 * a score one, and each call's prologue cost more than the few bytes it
 * copies; where buf's size is known the copy is compiled for it.
 */
static inline int
col_text(sqlite3_stmt *st, int col, char *buf, size_t size, size_t *bytes)
{
	sqlite3_value *cv = sqlite3_column_value(st, col);

	switch (sqlite3_value_type(cv)) {
	case SQLITE_NULL:
		buf[0] = '\0';
		return COL_NULL;
	case SQLITE_BLOB:
		buf[0] = '\0';
		return COL_BAD;
	default:
		return copy_text(cv, buf, size, bytes);
	}
}

/* The action column: CARC_ACTION_PLACE or _DISCARD for exactly "place"
 * or "discard", else CARC_ACTION_OTHER (the caller reads it again to say
 * what it holds). */
static int
col_action(sqlite3_stmt *st, int col)
{
	sqlite3_value *cv = sqlite3_column_value(st, col);
	const unsigned char *s;
	int len;

	if (sqlite3_value_type(cv) != SQLITE_TEXT ||
	    (s = sqlite3_value_text(cv)) == NULL)
		return CARC_ACTION_OTHER;
	len = sqlite3_value_bytes(cv);
	if (len == 5 && memcmp(s, "place", 5) == 0)
		return CARC_ACTION_PLACE;
	if (len == 7 && memcmp(s, "discard", 7) == 0)
		return CARC_ACTION_DISCARD;
	return CARC_ACTION_OTHER;
}

/* Free text (a player's name): whatever it holds, cut at a NUL or size. */
static int
col_name(sqlite3_stmt *st, int col, char *buf, size_t size, size_t *bytes)
{
	sqlite3_value *cv = sqlite3_column_value(st, col);
	const unsigned char *s;
	size_t len, i;

	buf[0] = '\0';
	if (sqlite3_value_type(cv) == SQLITE_NULL)
		return COL_NULL;
	s = sqlite3_value_text(cv);
	if (s == NULL)
		return COL_NOMEM;
	len = (size_t)sqlite3_value_bytes(cv);
	*bytes += len;
	len = carc_utf8_cut((const char *)s, len, size - 1);
	for (i = 0; i < len && s[i] != '\0'; i++)
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

/* A bounded text's flags from what col_text said of it. */
static void
text_flags(uint8_t *null, uint8_t *too_long, int rc)
{
	*null = rc == COL_NULL;
	*too_long = rc == COL_LONG;
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
 * the writer's (store/results.c, carcd) never. */
static void
budget_start(struct carc_db *db)
{
	db->ksteps = 0;
	sqlite3_progress_handler(db->h, 1000, budget_tick, db);
	/* a view makes its values as it goes: each at most this long, so
	 * that what it makes and throws away is bounded too (record.h) */
	if (db->views)
		sqlite3_limit(db->h, SQLITE_LIMIT_LENGTH, CARC_VIEW_VALUE_MAX);
}

static void
budget_stop(struct carc_db *db)
{
	sqlite3_progress_handler(db->h, 0, NULL, NULL);
	if (db->views)
		sqlite3_limit(db->h, SQLITE_LIMIT_LENGTH, CARC_MAX_VALUE);
}

int
carc_reader_nomem(struct carc_error *err)
{
	return carc_error_set(err, "out of memory");
}

static const char *
text_problem(int rc)
{
	return rc == COL_LONG ? "is too long" : rc == COL_NULL ? "is NULL" :
	    "is not text";
}

/*
 * The text SQLite made for a game's rows, counted as they are read
 * (col_text): past CARC_READ_GAME_TEXT bytes (record.h) the game is not
 * read further and cannot be judged, so that a game costs a bounded
 * amount of work however its values are made.  Counted the same way by
 * a lookup and a scan, so a game reads the same either way.  1 if over.
 */
static int
text_over(const struct carc_db *db, struct carc_record *rec)
{
	if (db->text_bytes <= CARC_READ_GAME_TEXT)
		return 0;
	set_unreadable(rec, "its rows hold more than %d bytes of text, the "
	    "reader's limit", CARC_READ_GAME_TEXT);
	return 1;
}

/*
 * How the current row's game_id compares with id, as `game_id = ?1`
 * would: NULLs first, numbers by value (an integral REAL equals the
 * integer), text and blobs after every number and equal to none.
 * ORDER BY game_id sorts the rows the same way, so a scan can skip
 * orphan rows (no such game) and stop at the next game's first row.
 */
static inline int
key_cmp(sqlite3_stmt *st, int64_t id)
{
	sqlite3_value *cv = sqlite3_column_value(st, 0);
	int type = sqlite3_value_type(cv);
	int64_t v;
	long double d;

	/* an integer, in every row of our schema: asked first */
	if (type == SQLITE_INTEGER) {
		v = sqlite3_value_int64(cv);
		return v < id ? -1 : v > id;
	}
	switch (type) {
	case SQLITE_FLOAT:
		/* long double holds every int64 exactly (x86, aarch64) */
		d = sqlite3_value_double(cv);
		return d < (long double)id ? -1 : d > (long double)id;
	case SQLITE_NULL:
		return -1;
	default:
		return 1;
	}
}

/* Put c on its first row of game id, if any: 1 there is one, 0 none,
 * -1 an error.  Inline, in rows_next: it runs for every row. */
static inline int
cursor_seek(struct cursor *c, int64_t id)
{
	int rc, cmp;

	while (!c->done) {
		if (!c->has_row) {
			rc = carc_reader_step(c->st);
			if (rc < 0)
				return -1;
			if (rc == 0) {
				c->done = 1;
				break;
			}
			c->has_row = 1;
		}
		cmp = key_cmp(c->st, id);
		if (cmp >= 0)
			return cmp == 0;
		c->has_row = 0;		/* a row of no game we read */
	}
	return 0;
}

static int
rows_begin(struct rows *r, struct carc_db *db, int64_t id,
    struct carc_error *err)
{
	r->id = id;
	r->started = 0;
	if (r->cur == NULL && sqlite3_bind_int64(r->st, 1, id) != SQLITE_OK)
		return db_error(db, err, id);
	return 0;
}

/* The next row of the game: 1 a row, 0 no more, -1 an error.  Inline:
 * it runs for every row of every table. */
static inline int
rows_next(struct rows *r)
{
	if (r->cur == NULL)
		return carc_reader_step(r->st);
	if (r->started)
		r->cur->has_row = 0;	/* the caller has read it */
	r->started = 1;
	return cursor_seek(r->cur, r->id);
}

/* Done with the game: a scan leaves the rows not read for the next
 * game's seek to pass over. */
static void
rows_end(struct rows *r)
{
	if (r->cur == NULL)
		sqlite3_reset(r->st);
}

static struct rows
lookup(struct carc_db *db, int which)
{
	struct rows r;

	memset(&r, 0, sizeof(r));
	r.st = db->st[which];
	return r;
}

/* The three columns of games from column o of st. */
int
carc_read_games_row(sqlite3_stmt *st, int o, struct carc_record *rec,
    size_t *bytes, struct carc_error *err)
{
	static const char *const names[] = { "ruleset", "tile_supply",
	    "status" };
	char *const bufs[] = { rec->ruleset, rec->tile_supply, rec->status };
	int i, rc;

	for (i = 0; i < 3; i++) {
		/* No flag for these: a name cut short is no name at all. */
		rc = col_text(st, o + i, bufs[i], CARC_SET_MAX, bytes);
		if (rc == COL_NOMEM)
			return carc_reader_nomem(err);
		if (rc != COL_OK)
			set_unreadable(rec, "games: %s %s", names[i],
			    text_problem(rc));
	}
	return 0;
}

int
carc_read_id_twice(const struct carc_db *db, int64_t id,
    struct carc_error *err)
{
	return carc_error_set(err, "'%s': games has more than one row with id "
	    "%" PRId64 ", which is a game's key", db->path, id);
}

static int
read_games_row(struct carc_db *db, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = db->st[CARC_ST_GAME];
	int rc, ret;

	if (sqlite3_bind_int64(st, 1, rec->id) != SQLITE_OK)
		return db_error(db, err, rec->id);
	rc = carc_reader_step(st);
	if (rc <= 0)
		ret = rc == 0 ? 1 : db_error(db, err, rec->id);
	else if ((ret = carc_read_games_row(st, 0, rec, &db->text_bytes,
	    err)) >= 0) {
		/* which of two rows is the game? neither: the key is
		 * broken (a table made without it) */
		rc = carc_reader_step(st);
		if (rc != 0)
			ret = rc < 0 ? db_error(db, err, rec->id) :
			    carc_read_id_twice(db, rec->id, err);
	}
	sqlite3_reset(st);
	return ret;
}

static int
read_expansions(struct carc_db *db, struct rows *r, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = r->st;
	int o = r->o;
	struct carc_expansion *e;
	int rc, ret = 0;

	if (!db->have_expansions)
		return 0;
	if (rows_begin(r, db, rec->id, err) < 0)
		return -1;
	while ((rc = rows_next(r)) == 1) {
		if (rec->nexpansions == CARC_MAX_EXPANSIONS) {
			set_unreadable(rec, "game_expansions: more than %d "
			    "expansions", CARC_MAX_EXPANSIONS);
			goto out;
		}
		e = &rec->expansions[rec->nexpansions];
		rc = col_text(st, o + 0, e->name, sizeof(e->name),
		    &db->text_bytes);
		if (rc == COL_NOMEM)
			goto oom;
		if (rc == COL_NULL || rc == COL_BAD) {
			set_unreadable(rec, "game_expansions: name %s",
			    text_problem(rc));
			goto out;
		}
		e->name_too_long = rc == COL_LONG;
		rc = col_text(st, o + 1, e->variant, sizeof(e->variant),
		    &db->text_bytes);
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
		if (text_over(db, rec))
			goto out;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	goto out;
oom:
	ret = carc_reader_nomem(err);
out:
	rows_end(r);
	return ret;
}

static int
read_players(struct carc_db *db, struct rows *r, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = r->st;
	int o = r->o;
	struct carc_player *p;
	int rc, ret = 0;

	if (rows_begin(r, db, rec->id, err) < 0)
		return -1;
	while ((rc = rows_next(r)) == 1) {
		if (rec->nplayers == CARC_MAX_SEATS) {
			set_unreadable(rec, "players: more than %d players",
			    CARC_MAX_SEATS);
			goto out;
		}
		p = &rec->players[rec->nplayers];
		rc = col_int(st, o + 0, &p->seat);
		if (rc != COL_OK) {
			set_unreadable(rec, "players: seat %s", rc == COL_NULL ?
			    "is NULL" : "is not an integer");
			goto out;
		}
		if (col_name(st, o + 1, p->name, sizeof(p->name),
		    &db->text_bytes) == COL_NOMEM)
			goto oom;
		rc = col_int(st, o + 2, &p->final_score);
		if (rc == COL_BAD) {
			set_unreadable(rec, "players seat %" PRId64 ": "
			    "final_score is not an integer", p->seat);
			goto out;
		}
		p->has_final = rc == COL_OK;
		rec->nplayers++;
		if (text_over(db, rec))
			goto out;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	goto out;
oom:
	ret = carc_reader_nomem(err);
out:
	rows_end(r);
	return ret;
}

/* Make room for one more element of size esz; the caps stop at max. */
static int
carc_grow(void **arr, size_t *cap, size_t esz, size_t max)
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

/*
 * Room for one more row of a table read into a growing array (moves,
 * scores, actions: *n rows of esz bytes so far): 1, or 0 after making
 * rec unreadable at the max-th row (stop there: a hostile record of a
 * million rows costs no more than one of max), -1 out of memory.
 */
static inline int
row_room(struct carc_record *rec, void **arr, size_t *cap, size_t n,
    size_t esz, size_t max, const char *table)
{
	if (n < *cap)		/* never past max (carc_grow) */
		return 1;
	if (n == max) {
		set_unreadable(rec, "%s: more than %zu %s", table, max, table);
		return 0;
	}
	if (n == *cap && carc_grow(arr, cap, esz, max) < 0)
		return -1;
	return 1;
}

/*
 * A square of a move or an action: columns col (x) and col + 1 (y).  It
 * needs both: half of one is no position (*has 0).  NULL, or the name
 * of a column that is not an integer.
 */
static const char *
col_square(sqlite3_stmt *st, int col, int64_t *x, int64_t *y, uint8_t *has)
{
	int rx = col_int(st, col, x), ry = col_int(st, col + 1, y);

	if (rx == COL_BAD || ry == COL_BAD)
		return rx == COL_BAD ? "x" : "y";
	*has = rx == COL_OK && ry == COL_OK;
	return NULL;
}

/* The columns of a move after seq (column o); a bad one makes rec
 * unreadable. */
static int
read_move(sqlite3_stmt *st, int o, struct carc_move *m, struct carc_record *rec,
    size_t *bytes)
{
	char action[16], shown[16];
	const char *bad;
	int rc;

	rc = col_int(st, o + 1, &m->seat);
	if (rc == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": seat is not an "
		    "integer", m->seq);
		return 0;
	}
	m->has_seat = rc == COL_OK;

	rc = col_text(st, o + 2, m->tile, sizeof(m->tile), bytes);
	if (rc == COL_NOMEM)
		return -1;
	if (rc == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": tile is not text",
		    m->seq);
		return 0;
	}
	m->tile_null = rc == COL_NULL;
	m->tile_too_long = rc == COL_LONG;

	/* the two actions, compared where SQLite holds the value: no copy
	 * for the one column of every move whose value we do not keep */
	m->action = col_action(st, o + 3);
	if (m->action == CARC_ACTION_OTHER) {
		rc = col_text(st, o + 3, action, sizeof(action), bytes);
		if (rc == COL_NOMEM)
			return -1;
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

	if ((bad = col_square(st, o + 4, &m->x, &m->y, &m->has_xy)) != NULL) {
		set_unreadable(rec, "moves seq %" PRId64 ": %s is not an "
		    "integer", m->seq, bad);
		return 0;
	}

	rc = col_int(st, o + 6, &m->rotation);
	if (rc == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": rotation is not an "
		    "integer", m->seq);
		return 0;
	}
	m->has_rotation = rc == COL_OK;

	rc = col_text(st, o + 7, m->meeple.s, sizeof(m->meeple.s), bytes);
	if (rc == COL_NOMEM)
		return -1;
	if (rc == COL_BAD) {
		set_unreadable(rec, "moves seq %" PRId64 ": meeple is not text",
		    m->seq);
		return 0;
	}
	text_flags(&m->meeple.null, &m->meeple.too_long, rc);
	return 0;
}

static int
read_moves(struct carc_db *db, struct rows *r, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = r->st;
	int o = r->o;
	struct carc_move *m;
	int rc, ret = 0;

	if (rows_begin(r, db, rec->id, err) < 0)
		return -1;
	while ((rc = rows_next(r)) == 1) {
		if ((rc = row_room(rec, (void **)&rec->moves, &rec->moves_cap,
		    rec->nmoves, sizeof(*rec->moves), CARC_MAX_MOVES,
		    "moves")) <= 0) {
			if (rc < 0)
				goto oom;
			goto out;
		}
		m = &rec->moves[rec->nmoves];
		rc = col_int(st, o + 0, &m->seq);
		if (rc != COL_OK) {
			set_unreadable(rec, "moves: seq %s", rc == COL_NULL ?
			    "is NULL" : "is not an integer");
			goto out;
		}
		/* linked by read_actions, if the game has any */
		m->first_action = m->nactions = 0;
		if (read_move(st, o, m, rec, &db->text_bytes) < 0)
			goto oom;
		rec->nmoves++;
		if (rec->unreadable[0] != '\0' || text_over(db, rec))
			goto out;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	goto out;
oom:
	ret = carc_reader_nomem(err);
out:
	rows_end(r);
	return ret;
}

static int
read_scores(struct carc_db *db, struct rows *r, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = r->st;
	int o = r->o;
	struct carc_score *s;
	char where[40];
	int rc, rseat, rpoints, ret = 0;

	if (rows_begin(r, db, rec->id, err) < 0)
		return -1;
	while ((rc = rows_next(r)) == 1) {
		if ((rc = row_room(rec, (void **)&rec->scores,
		    &rec->scores_cap, rec->nscores, sizeof(*rec->scores),
		    CARC_MAX_SCORES, "scores")) <= 0) {
			if (rc < 0)
				goto oom;
			goto out;
		}
		s = &rec->scores[rec->nscores];
		rc = col_int(st, o + 0, &s->seq);
		if (rc == COL_BAD) {
			set_unreadable(rec, "scores: seq is not an integer");
			goto out;
		}
		s->has_seq = rc == COL_OK;
		rseat = col_int(st, o + 1, &s->seat);
		rpoints = col_int(st, o + 2, &s->points);
		rc = col_text(st, o + 3, s->kind.s, sizeof(s->kind.s),
		    &db->text_bytes);
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
		text_flags(&s->kind.null, &s->kind.too_long, rc);
		rec->nscores++;
		if (text_over(db, rec))
			goto out;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	goto out;
oom:
	ret = carc_reader_nomem(err);
out:
	rows_end(r);
	return ret;
}

/* The columns of an action after seq and n (column o); a bad one makes
 * rec unreadable. */
static int
read_action(sqlite3_stmt *st, int o, struct carc_action_row *a,
    struct carc_record *rec, size_t *bytes)
{
	static const char *const text_names[] = { "verb", "kind", "spot" };
	struct carc_text16 *texts[] = { &a->verb, &a->kind, &a->spot };
	const char *bad;
	int rc, i;

	rc = col_int(st, o + 2, &a->seat);
	if (rc == COL_BAD) {
		set_unreadable(rec, "actions seq %" PRId64 " n %" PRId64
		    ": seat is not an integer", a->seq, a->n);
		return 0;
	}
	a->has_seat = rc == COL_OK;
	if ((bad = col_square(st, o + 5, &a->x, &a->y, &a->has_xy)) != NULL) {
		set_unreadable(rec, "actions seq %" PRId64 " n %" PRId64
		    ": %s is not an integer", a->seq, a->n, bad);
		return 0;
	}
	for (i = 0; i < 3; i++) {
		rc = col_text(st, o + (i == 2 ? 7 : 3 + i), texts[i]->s,
		    sizeof(texts[i]->s), bytes);
		if (rc == COL_NOMEM)
			return -1;
		if (rc == COL_BAD) {
			set_unreadable(rec, "actions seq %" PRId64 " n %" PRId64
			    ": %s is not text", a->seq, a->n, text_names[i]);
			return 0;
		}
		text_flags(&texts[i]->null, &texts[i]->too_long, rc);
	}
	rc = col_text(st, o + 8, a->arg.s, sizeof(a->arg.s), bytes);
	if (rc == COL_NOMEM)
		return -1;
	if (rc == COL_BAD) {
		set_unreadable(rec, "actions seq %" PRId64 " n %" PRId64
		    ": arg is not text", a->seq, a->n);
		return 0;
	}
	text_flags(&a->arg.null, &a->arg.too_long, rc);
	return 0;
}

/*
 * Each move's rows of actions (carc_move.first_action), both read in seq
 * order: one pass.  A row whose seq has no move is malformed
 * (record-format.md, "The whole turn"): the game is unreadable.
 */
static void
link_actions(struct carc_record *rec)
{
	size_t i, m = 0;

	for (i = 0; i < rec->nactions; i++) {
		const struct carc_action_row *a = &rec->actions[i];

		while (m < rec->nmoves && rec->moves[m].seq < a->seq)
			m++;
		if (m == rec->nmoves || rec->moves[m].seq != a->seq) {
			set_unreadable(rec, "actions seq %" PRId64 " n %"
			    PRId64 ": no move has that seq (an action "
			    "belongs to a move's turn)", a->seq, a->n);
			return;
		}
		if (rec->moves[m].nactions == 0)
			rec->moves[m].first_action = (uint32_t)i;
		rec->moves[m].nactions++;
	}
}

static int
read_actions(struct carc_db *db, struct rows *r, struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = r->st;
	int o = r->o;
	struct carc_action_row *a;
	int rc, rn, ret = 0;

	/* record format 1: no table, nothing read, nothing paid */
	if (st == NULL)
		return 0;
	if (rows_begin(r, db, rec->id, err) < 0)
		return -1;
	while ((rc = rows_next(r)) == 1) {
		if ((rc = row_room(rec, (void **)&rec->actions,
		    &rec->actions_cap, rec->nactions, sizeof(*rec->actions),
		    CARC_MAX_ACTIONS, "actions")) <= 0) {
			if (rc < 0)
				goto oom;
			goto out;
		}
		a = &rec->actions[rec->nactions];
		rc = col_int(st, o + 0, &a->seq);
		rn = col_int(st, o + 1, &a->n);
		if (rc != COL_OK || rn != COL_OK) {
			set_unreadable(rec, "actions: %s %s", rc != COL_OK ?
			    "seq" : "n", (rc != COL_OK ? rc : rn) == COL_NULL ?
			    "is NULL" : "is not an integer");
			goto out;
		}
		if (rec->nactions > 0 && a[-1].seq == a->seq &&
		    a[-1].n == a->n) {
			set_unreadable(rec, "actions seq %" PRId64 ": n %"
			    PRId64 " twice (n orders a turn's actions)",
			    a->seq, a->n);
			goto out;
		}
		if (read_action(st, o, a, rec, &db->text_bytes) < 0)
			goto oom;
		rec->nactions++;
		if (rec->unreadable[0] != '\0' || text_over(db, rec))
			goto out;
	}
	if (rc < 0)
		ret = db_error(db, err, rec->id);
	else
		link_actions(rec);
	goto out;
oom:
	ret = carc_reader_nomem(err);
out:
	rows_end(r);
	return ret;
}

void
carc_read_reset(struct carc_record *rec, int64_t id)
{
	rec->id = id;
	rec->ruleset[0] = rec->tile_supply[0] = rec->status[0] = '\0';
	rec->unreadable[0] = '\0';
	rec->nexpansions = rec->nplayers = rec->nmoves = rec->nscores = 0;
	rec->nactions = 0;
}

/* The four tables after the games row.  Past the first reason the game
 * is unverifiable whatever the other rows say: do not read them. */
int
carc_read_tables(struct carc_db *db, struct rows *r, struct carc_record *rec,
    struct carc_error *err)
{
	if (rec->unreadable[0] == '\0' &&
	    read_expansions(db, &r[R_EXPANSIONS], rec, err) < 0)
		return -1;
	if (rec->unreadable[0] == '\0' &&
	    read_players(db, &r[R_PLAYERS], rec, err) < 0)
		return -1;
	if (rec->unreadable[0] == '\0' &&
	    read_moves(db, &r[R_MOVES], rec, err) < 0)
		return -1;
	if (rec->unreadable[0] == '\0' &&
	    read_scores(db, &r[R_SCORES], rec, err) < 0)
		return -1;
	if (rec->unreadable[0] == '\0' &&
	    read_actions(db, &r[R_ACTIONS], rec, err) < 0)
		return -1;
	return 0;
}

static int read_game(struct carc_db *db, int64_t id,
    struct carc_record *rec, struct carc_error *err);

int
carc_db_read_game(struct carc_db *db, int64_t id, struct carc_record *rec,
    struct carc_error *err)
{
	int rc, own = 0, toobig;

	/* A game is read from one snapshot: its rows come from five
	 * statements, each of which, outside a transaction, would see the
	 * file as it stands when it runs; a writer committing in between
	 * would give the moves of one version and the scores of another. */
	if (sqlite3_get_autocommit(db->h)) {
		if (carc_db_begin(db, err) < 0)
			return -1;
		own = 1;
	}
	budget_start(db);
	rc = read_game(db, id, rec, err);
	budget_stop(db);
	toobig = rc < 0 && (sqlite3_errcode(db->h) & 0xff) == SQLITE_TOOBIG;
	if (own)
		carc_db_commit(db, NULL);	/* read only: ends the snapshot */
	/* A value past the connection's limit (open.c): no real record
	 * holds one; this game cannot be judged, the others can. */
	if (toobig) {
		set_unreadable(rec, "a value is longer than %d bytes, the "
		    "reader's limit", db->views ? CARC_VIEW_VALUE_MAX :
		    CARC_MAX_VALUE);
		rc = 0;
	}
	return rc;
}

static int
read_game(struct carc_db *db, int64_t id, struct carc_record *rec,
    struct carc_error *err)
{
	struct rows rows[R_COUNT];
	sqlite3_stmt *st;
	int rc;

	carc_read_reset(rec, id);
	db->text_bytes = 0;
	if (db->unreadable[0] != '\0') {
		/* The schema cannot hold a game; still say which ids exist. */
		st = db->st[CARC_ST_EXISTS];
		if (sqlite3_bind_int64(st, 1, id) != SQLITE_OK)
			return db_error(db, err, id);
		rc = carc_reader_step(st);
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
	rows[R_EXPANSIONS] = lookup(db, CARC_ST_EXPANSIONS);
	rows[R_PLAYERS] = lookup(db, CARC_ST_PLAYERS);
	rows[R_MOVES] = lookup(db, CARC_ST_MOVES);
	rows[R_SCORES] = lookup(db, CARC_ST_SCORES);
	rows[R_ACTIONS] = lookup(db, CARC_ST_ACTIONS);
	return carc_read_tables(db, rows, rec, err);
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
	while ((rc = carc_reader_step(st)) == 1) {
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
				carc_reader_nomem(err);
				goto fail;
			}
			v = p;
			cap = ncap;
		}
		v[n] = sqlite3_column_int64(st, 0);
		/* ORDER BY id: a repeated id comes next to itself */
		if (n > 0 && v[n] == v[n - 1]) {
			carc_read_id_twice(db, v[n], err);
			goto fail;
		}
		n++;
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
carc_db_begin_read(struct carc_db *db, struct carc_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if (carc_db_begin(db, err) < 0)
		return -1;
	/* the first read of the transaction takes its snapshot */
	if (sqlite3_prepare_v2(db->h, "SELECT count(*) FROM sqlite_master",
	    -1, &st, NULL) != SQLITE_OK || (rc = sqlite3_step(st)) !=
	    SQLITE_ROW) {
		carc_error_set(err, "cannot read '%s': %s", db->path,
		    sqlite3_errmsg(db->h));
		sqlite3_finalize(st);
		carc_db_rollback(db);
		return -1;
	}
	sqlite3_finalize(st);
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
