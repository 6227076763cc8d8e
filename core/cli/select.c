/*
 * select.c - which games a command works on: --game ID, LO-HI or a
 * comma-separated list of those (repeatable), --status STATUS[,STATUS]
 * (the record's games.status, doc/spec/record-format.md).  A game id named
 * alone must be a game of the database, as before ranges; a range takes
 * the games it spans; the selection must hold a game, or the command
 * would report on nothing as if all were well.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "cli/cli.h"
#include "record/record.h"

/* The statuses of doc/spec/record-format.md, in its order. */
static const char *const statuses[] = { "finished", "in_progress",
    "abandoned" };
#define NSTATUS (sizeof(statuses) / sizeof(statuses[0]))

static int
add_range(struct carc_cli_select *s, int64_t lo, int64_t hi, int single)
{
	if (s->n == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 8;
		void *p = realloc(s->r, cap * sizeof(*s->r));

		if (p == NULL) {
			carc_warnx("out of memory");
			return -1;
		}
		s->r = p;
		s->cap = cap;
	}
	s->r[s->n].lo = lo;
	s->r[s->n].hi = hi;
	s->r[s->n].single = single;
	s->n++;
	return 0;
}

int
carc_cli_select_game(struct carc_cli_select *s, const char *spec)
{
	char buf[256], *tok, *save = NULL, *dash;
	int64_t lo, hi;

	if (strlen(spec) >= sizeof(buf) || spec[0] == '\0')
		goto bad;
	strcpy(buf, spec);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		/* a range's ends are ids of 0 and up: "-5" is one id, the
		 * dash of "3-7" is after a digit */
		dash = isdigit((unsigned char)tok[0]) ? strchr(tok, '-') : NULL;
		if (dash == NULL) {
			if (carc_cli_parse_int64(tok, &lo) != 0 ||
			    add_range(s, lo, lo, 1) != 0)
				goto bad;
			continue;
		}
		*dash = '\0';
		if (carc_cli_parse_int64(tok, &lo) != 0 ||
		    carc_cli_parse_int64(dash + 1, &hi) != 0 || hi < lo) {
			*dash = '-';
			carc_warnx("--game: '%s' is not a range LO-HI (LO <= "
			    "HI)", tok);
			return -1;
		}
		if (add_range(s, lo, hi, 0) != 0)
			return -1;
	}
	if (s->n == 0)
		goto bad;
	return 0;
bad:
	carc_warnx("--game: '%s' is not a game id, a range LO-HI or a "
	    "comma-separated list of them", spec);
	return -1;
}

int
carc_cli_select_status(struct carc_cli_select *s, const char *spec)
{
	char buf[128], *tok, *save = NULL;
	size_t i;

	if (strlen(spec) >= sizeof(buf))
		goto bad;
	strcpy(buf, spec);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < NSTATUS; i++)
			if (strcmp(tok, statuses[i]) == 0)
				break;
		if (i == NSTATUS) {
			carc_warnx("--status: no status '%s' (finished, "
			    "in_progress or abandoned)", tok);
			return -1;
		}
		s->status |= 1u << i;
	}
	if (s->status != 0)
		return 0;
bad:
	carc_warnx("--status: '%s' is not finished, in_progress or abandoned, "
	    "or a comma-separated list of them", spec);
	return -1;
}

/* The bit of a status text, 0 for one of no known status. */
static unsigned
status_bit(const unsigned char *text)
{
	size_t i;

	for (i = 0; text != NULL && i < NSTATUS; i++)
		if (strcmp((const char *)text, statuses[i]) == 0)
			return 1u << i;
	return 0;
}

/* Keep the ids whose games.status is one asked for. */
static int
by_status(struct carc_cli_select *s, struct carc_db *db, const char *path,
    int64_t *ids, size_t *n)
{
	sqlite3 *h = carc_db_handle(db);
	sqlite3_stmt *st = NULL;
	size_t i = 0, k = 0;
	int rc;

	if (sqlite3_prepare_v2(h, "SELECT id, status FROM games ORDER BY id",
	    -1, &st, NULL) != SQLITE_OK) {
		carc_warnx("'%s': %s", path, sqlite3_errmsg(h));
		return -1;
	}
	/* both lists in id order: one pass */
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && i < *n) {
		int64_t id = sqlite3_column_int64(st, 0);

		while (i < *n && ids[i] < id)
			i++;
		if (i < *n && ids[i] == id) {
			if (s->status & status_bit(sqlite3_column_text(st, 1)))
				ids[k++] = id;
			i++;
		}
	}
	if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		carc_warnx("'%s': %s", path, sqlite3_errmsg(h));
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_finalize(st);
	*n = k;
	return 0;
}

int
carc_cli_select_resolve(struct carc_cli_select *s, struct carc_db *db,
    const char *path, int64_t **out, size_t *nout)
{
	struct carc_error err;
	int64_t *all = NULL, *singles = NULL;
	size_t nall = 0, nsingle = 0, i, j, k = 0;

	*out = NULL;
	*nout = 0;
	if (s->n == 0 && s->status == 0)
		return 0;	/* every game: the command's own fast path */
	/* the ids named alone are games of db, or nothing is done */
	for (i = 0; i < s->n; i++)
		nsingle += s->r[i].single;
	if (nsingle > 0) {
		if ((singles = malloc(nsingle * sizeof(*singles))) == NULL) {
			carc_warnx("out of memory");
			return -1;
		}
		for (i = 0, j = 0; i < s->n; i++)
			if (s->r[i].single)
				singles[j++] = s->r[i].lo;
		nsingle = carc_cli_sort_ids(singles, nsingle);
		if (carc_cli_check_ids(db, path, singles, nsingle) != 0) {
			free(singles);
			return -1;
		}
		free(singles);
	}
	if (carc_db_game_ids(db, &all, &nall, &err) != 0) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	nall = carc_cli_sort_ids(all, nall);
	for (i = 0; i < nall; i++) {
		int in = s->n == 0;

		for (j = 0; !in && j < s->n; j++)
			in = all[i] >= s->r[j].lo && all[i] <= s->r[j].hi;
		if (in)
			all[k++] = all[i];
	}
	nall = k;
	if (s->status != 0 && by_status(s, db, path, all, &nall) != 0) {
		free(all);
		return -1;
	}
	if (nall == 0) {
		carc_warnx("'%s' has no game in the selection (--game, "
		    "--status)", path);
		free(all);
		return -1;
	}
	*out = all;
	*nout = nall;
	return 0;
}

void
carc_cli_select_free(struct carc_cli_select *s)
{
	free(s->r);
	memset(s, 0, sizeof(*s));
}
