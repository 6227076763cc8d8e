/*
 * db_private.h - the inside of struct carc_db, shared by the opening
 * (open.c) and the reader (reader.c) only.  Every statement is prepared
 * once per connection and reused from game to game: preparing costs more
 * than reading a game's rows.  The verdict writer (store/results.c) keeps
 * its own statements, through carc_db_set_writer (record.h).
 */
#ifndef CARC_DB_PRIVATE_H
#define CARC_DB_PRIVATE_H

#include <signal.h>

#include <sqlite3.h>

#include "record/record.h"

enum carc_db_stmt {
	/* reader.c, prepared by open.c */
	CARC_ST_GAME,		/* ruleset, tile_supply, status of one game */
	CARC_ST_EXISTS,		/* is there such a game (schema unreadable) */
	CARC_ST_EXPANSIONS,
	CARC_ST_PLAYERS,
	CARC_ST_MOVES,
	CARC_ST_SCORES,
	CARC_ST_ACTIONS,	/* record format 2; NULL without the table */
	CARC_ST_IDS,
	CARC_ST_BEGIN,
	CARC_ST_COMMIT,
	CARC_ST_ROLLBACK,
	CARC_ST_COUNT
};

struct carc_db {
	sqlite3 *h;
	char *path;			/* the user's file, named in messages */
	/* A still copy of path being read instead (carc_db_snapshot,
	 * capture.c), or NULL: the name SQLite opens it by, which lasts
	 * as long as its descriptor file_fd.  owns_file: this connection
	 * holds file_fd and closes it, the copy's last descriptor but
	 * those of SQLite's own connections on it. */
	char *file;
	int file_fd;
	int owns_file;
	int mode;			/* enum carc_db_mode */
	/* Set at open when a table or column the reader needs is missing:
	 * every game read is then unreadable with this reason. */
	char unreadable[256];
	int have_expansions;		/* game_expansions may be absent */
	int have_actions;		/* and actions (record format 2) */
	/* A writer's state on this connection (carc_db_set_writer),
	 * freed first when the connection closes. */
	void *writer;
	void (*writer_free)(void *);
	int ksteps;			/* reader.c: budget used, in 1000s */
	/* A table the reader reads is a view: values are made as they are
	 * read, each at most CARC_VIEW_VALUE_MAX bytes (reader.c). */
	int views;
	size_t text_bytes;		/* reader.c: of the game being read */
	sqlite3_stmt *st[CARC_ST_COUNT];	/* NULL until prepared */
	/* Set from another thread (check.c, carc_db_check_free): the
	 * check of a copy of the file stops (capture.c), as
	 * sqlite3_interrupt stops one of the file itself. */
	volatile sig_atomic_t stop;
};

/*
 * recover.c, used by open.c: after the first read of a connection on path
 * failed, is it because a writer crashed and left a hot journal, or a WAL
 * to recover, which a connection that may write recovers (wal: the file
 * says it is in WAL mode)?  0 no, else what to recover.  carc_db_recover:
 * let SQLite recover it on a connection of its own, if this process may
 * write the file and its directory: 0 done (open again), CARC_DB_ERECOVER
 * (record.h) if it may not, -1 if recovering failed; err says why and
 * *xrc (may be NULL) the SQLite extended result code that failed, or 0.
 */
enum { CARC_RECOVER_JOURNAL = 1, CARC_RECOVER_WAL = 2 };
int carc_db_recovery_needed(sqlite3 *h, const char *path, int wal);
int carc_db_recover(const char *path, int kind, int busy_ms, int *xrc,
    struct carc_error *err);

/*
 * open.c: one PRAGMA integrity_check of db: 0 whole, -1 damaged,
 * CARC_DB_ECHECK not checked; err set but for 0.  capture.c: the same
 * of a copy of the file of db (a rollback journal's, db in no
 * transaction), or CARC_DB_NOCAPTURE when no copy could be made.
 */
int carc_db_check_pragma(struct carc_db *db, const char *sql,
    const char *name, struct carc_error *err);
/* open.c: a read-only connection on file, a still copy of the database
 * display (capture.c), named display in every message; fd, unless -1,
 * is the copy's descriptor, which the connection takes (closed when it
 * closes, or at once if it cannot open). */
int carc_db_open_copy(struct carc_db **out, const char *file, int fd,
    const char *display, struct carc_error *err);
/* copyvfs.c: the VFS that opens a copy with no name, by the name
 * carc_db_copy_name gives its descriptor fd (0, or -1 if there is no
 * such VFS or no room); NULL if the VFS could not be registered.  The
 * name is good while fd is open. */
const char *carc_db_copy_vfs(void);
int carc_db_copy_name(int fd, char *name, size_t size);
/* A macro's number spelt in SQL text ("LIMIT " CARC_SQL_NUM(N)): the
 * statements of the reading (scan.c) and the copy's PRAGMA (copyvfs.c). */
#define CARC_SQL_NUM_(x) #x
#define CARC_SQL_NUM(x) CARC_SQL_NUM_(x)

/* copyvfs.c: a copy of up to this many bytes (256 MiB; a plain number,
 * it is spelt in a PRAGMA) is read through one memory map shared by the
 * process's connections on it.  carc_db_copy_connect: a read-only
 * connection on the copy named name (carc_db_copy_name), hardened
 * (carc_db_harden) and fetching its pages from the map, its messages
 * naming display: 0, or -1, err set and *h NULL.  carc_db_copy_maps: the
 * maps there are (for tests). */
#define CARC_COPY_MAP_MAX 268435456
int carc_db_copy_connect(const char *name, const char *display,
    sqlite3 **h, struct carc_error *err);
int carc_db_copy_maps(void);
int carc_db_header_says_wal(sqlite3 *h);
int carc_db_check_capture(struct carc_db *db, struct carc_error *err);

/* reader.c, used by open.c too */
int carc_reader_nomem(struct carc_error *err);

/* Step st; 1 a row, 0 done, -1 an error (st is reset by the caller).
 * Inline: the reader steps once for every row of every table. */
static inline int
carc_reader_step(sqlite3_stmt *st)
{
	int rc = sqlite3_step(st);

	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

#endif /* CARC_DB_PRIVATE_H */
