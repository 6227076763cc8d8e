/* reference.c - see reference.h */
#include "config.h"

#include "host/plugins.h"

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "engine/rules.h"
#include "render/reference.h"

#define MAX_FILE (8 * 1024 * 1024)	/* a replay is a few kilobytes */

int
carc_ref_rules(const struct carc_plugin_set *set, struct carc_ref_rule **out,
    size_t *n)
{
	const struct carc_rule *core;
	size_t ncore, total, i, j, k = 0;

	core = carc_core_rules(&ncore);
	total = ncore;
	for (i = 0; i < set->n; i++)
		total += set->p[i].desc->nrules;
	if ((*out = calloc(total ? total : 1, sizeof(**out))) == NULL)
		return -1;
	for (i = 0; i < ncore; i++) {
		(*out)[k].rule = &core[i];
		(*out)[k++].owner = "core";
	}
	for (i = 0; i < set->n; i++)
		for (j = 0; j < set->p[i].desc->nrules; j++) {
			(*out)[k].rule = &set->p[i].desc->rules[j];
			(*out)[k++].owner = set->p[i].desc->name;
		}
	*n = k;
	return 0;
}

const struct carc_ref_rule *
carc_ref_rule_find(const struct carc_ref_rule *rules, size_t n,
    const char *id)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(rules[i].rule->id, id) == 0)
			return &rules[i];
	return NULL;
}

/* -- the public pages of rules-en.md section 7, by section ------------- */

static const struct carc_link base_links[] = {
	{ "HiG German base rules (unplaceable tile, meeple placement)",
	    "https://yumpu.com/en/document/view/54280451/carcassonne-regel-pdf-hans-im-gla-1-4-ck/2" },
	{ "Wikicarpedia: Scoring, a historical perspective (1st edition)",
	    "http://wikicarpedia.com/index.php/Scoring:_A_Historical_Perspective_(1st_edition)" },
};
static const struct carc_link editions_links[] = {
	{ "Wikicarpedia: Scoring, a historical perspective (1st edition)",
	    "http://wikicarpedia.com/index.php/Scoring:_A_Historical_Perspective_(1st_edition)" },
	{ "Farmer scoring versions",
	    "http://gracefulboot.com/board_games/carcassonne_farmer_scoring.html" },
	{ "Two-tile cities: 2 or 4 points",
	    "https://retrobeliever.blogspot.com/2014/10/carcassonne-two-tile-cities-are-four.html" },
};
static const struct carc_link signposts_links[] = {
	{ "Wikicarpedia: The Signposts",
	    "https://wikicarpedia.com/car/The_Signposts/en" },
	{ "Wikicarpedia: The Signposts, majority note",
	    "https://wikicarpedia.com/index.php?title=The_Signposts/en&diff=131141&oldid=131079" },
	{ "Carcassonne Central: The Signposts",
	    "https://www.carcassonnecentral.com/community/index.php?topic=5893.0" },
};
static const struct carc_link roses_links[] = {
	{ "Wikicarpedia: Wind Roses (1st edition)",
	    "https://wikicarpedia.com/index.php/Wind_Roses_(1st_edition)/en" },
	{ "Wikicarpedia: Wind Roses, German, with the Spielbox footnote",
	    "http://wikicarpedia.com/index.php?title=Wind_Roses_(1st_edition)/de&diff=15717&oldid=15715" },
	{ "Carcassonne Central: Wind Roses",
	    "https://www.carcassonnecentral.com/community/index.php?topic=5625.0" },
};
static const struct carc_link towers_links[] = {
	{ "Wikicarpedia: The Watchtowers",
	    "https://wikicarpedia.com/car/The_Watchtowers/en" },
	{ "Wikicarpedia: watchtower scoring template",
	    "http://wikicarpedia.com/index.php?curid=99167&diff=0&oldid=394885&title=Template%3AScoringGroupWatchtower" },
	{ "Carcassonne Central: The Watchtowers",
	    "https://www.carcassonnecentral.com/community/index.php?topic=6020.0" },
};
static const struct carc_link order_links[] = {
	{ "Wikicarpedia: The Signposts",
	    "https://wikicarpedia.com/car/The_Signposts/en" },
	{ "Wikicarpedia: Wind Roses (1st edition)",
	    "https://wikicarpedia.com/index.php/Wind_Roses_(1st_edition)/en" },
	{ "Wikicarpedia: The Watchtowers",
	    "https://wikicarpedia.com/car/The_Watchtowers/en" },
};

#define LINKS(a) a, sizeof(a) / sizeof(a[0])
static const struct {
	const char *section;		/* "1.", "3.3" ... */
	const struct carc_link *links;
	size_t n;
} section_links[] = {
	{ "1.8", LINKS(editions_links) },
	{ "1.", LINKS(base_links) },
	{ "3.1", LINKS(signposts_links) },
	{ "3.2", LINKS(roses_links) },
	{ "3.3", LINKS(towers_links) },
	{ "3.4", LINKS(order_links) },
};

size_t
carc_ref_links(const char *source, const struct carc_link **out)
{
	const char *p;
	size_t i;

	*out = NULL;
	if (source == NULL || (p = strstr(source, "rules-en.md ")) == NULL)
		return 0;
	p += strlen("rules-en.md ");
	for (i = 0; i < sizeof(section_links) / sizeof(section_links[0]); i++)
		if (strncmp(p, section_links[i].section,
		    strlen(section_links[i].section)) == 0) {
			*out = section_links[i].links;
			return section_links[i].n;
		}
	return 0;
}

static int
add_path(char ***paths, size_t *n, size_t *cap, const char *p)
{
	if (*n == *cap) {
		size_t ncap = *cap ? 2 * *cap : 64;
		char **np = realloc(*paths, ncap * sizeof(*np));

		if (np == NULL)
			return -1;
		*paths = np;
		*cap = ncap;
	}
	if (((*paths)[*n] = strdup(p)) == NULL)
		return -1;
	(*n)++;
	return 0;
}

static int
walk(const char *dir, int depth, char ***paths, size_t *n, size_t *cap)
{
	DIR *d;
	struct dirent *de;
	struct stat sb;
	char path[PATH_MAX];
	int r = 0;

	if (depth > 8 || (d = opendir(dir)) == NULL)
		return 0;
	while (r == 0 && (de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);

		if (de->d_name[0] == '.')
			continue;
		if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir,
		    de->d_name) >= sizeof(path) || lstat(path, &sb) != 0)
			continue;
		if (S_ISDIR(sb.st_mode))
			r = walk(path, depth + 1, paths, n, cap);
		else if (S_ISREG(sb.st_mode) && len > 4 &&
		    strcmp(de->d_name + len - 4, ".sql") == 0)
			r = add_path(paths, n, cap, path);
	}
	closedir(d);
	return r;
}

static int
cmp_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
carc_ref_replays(const char *dir, char ***paths, size_t *n)
{
	size_t cap = 0;

	*paths = NULL;
	*n = 0;
	if (walk(dir, 0, paths, n, &cap) != 0) {
		carc_ref_paths_free(*paths, *n);
		*paths = NULL;
		*n = 0;
		return -1;
	}
	if (*n > 1)
		qsort(*paths, *n, sizeof(**paths), cmp_path);
	return 0;
}

void
carc_ref_paths_free(char **paths, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(paths[i]);
	free(paths);
}

/* A whole small file, NUL-terminated; NULL if it cannot be read. */
static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	size_t len = 0, cap = 0, got;

	if (f == NULL)
		return NULL;
	for (;;) {
		if (cap - len < 4096 + 1) {
			char *nb;

			if (cap >= MAX_FILE || (nb = realloc(buf, cap + 65536)) ==
			    NULL) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = nb;
			cap += 65536;
		}
		got = fread(buf + len, 1, cap - len - 1, f);
		len += got;
		if (got == 0)
			break;
	}
	fclose(f);
	buf[len] = '\0';
	return buf;
}

/* Does text name id as a whole word (BASE-CITY is not BASE-CITY-PTS)? */
static int
names(const char *text, const char *id)
{
	size_t len = strlen(id);
	const char *p = text;

	while ((p = strstr(p, id)) != NULL) {
		char before = p == text ? ' ' : p[-1], after = p[len];

		if (!(before == '-' || (before >= 'A' && before <= 'Z') ||
		    (before >= '0' && before <= '9')) &&
		    !(after == '-' || (after >= 'A' && after <= 'Z') ||
		    (after >= '0' && after <= '9')))
			return 1;
		p += len;
	}
	return 0;
}

int
carc_ref_shows(const char *sql_path, const char *id)
{
	char exp[PATH_MAX], *text, needle[96];
	size_t len = strlen(sql_path);
	int mask = 0;

	if ((text = slurp(sql_path)) != NULL) {
		if (names(text, id))
			mask |= CARC_REF_MENTIONS;
		free(text);
	}
	if (len < 4 || len - 4 + sizeof(".expected") > sizeof(exp))
		return mask;
	memcpy(exp, sql_path, len - 4);
	memcpy(exp + len - 4, ".expected", sizeof(".expected"));
	snprintf(needle, sizeof(needle), "\"rule\":\"%s\"", id);
	if ((text = slurp(exp)) != NULL) {
		if (strstr(text, needle) != NULL)
			mask |= CARC_REF_CITED;
		free(text);
	}
	return mask;
}

int
carc_ref_load(const char *sql_path, const char *db_path,
    struct carc_error *err)
{
	const char *files[2];
	sqlite3 *db = NULL;
	char *text, *msg = NULL;
	int i;

	files[0] = carc_paths_schema();
	files[1] = sql_path;
	if (unlink(db_path) != 0 && errno != ENOENT)
		return carc_error_set(err, "cannot remove '%s': %s", db_path,
		    strerror(errno));
	if (sqlite3_open_v2(db_path, &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		carc_error_set(err, "cannot create '%s': %s", db_path,
		    db ? sqlite3_errmsg(db) : "out of memory");
		sqlite3_close(db);
		return -1;
	}
	/* the replays are ours, but a scratch database has no business
	 * with any other file */
	sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0);
	/* a scratch database: no journal, no waiting for the disk */
	if (sqlite3_exec(db, "PRAGMA journal_mode = OFF; PRAGMA synchronous = "
	    "OFF", NULL, NULL, NULL) != SQLITE_OK) {
		carc_error_set(err, "'%s': %s", db_path, sqlite3_errmsg(db));
		sqlite3_close(db);
		return -1;
	}
	for (i = 0; i < 2; i++) {
		if ((text = slurp(files[i])) == NULL) {
			sqlite3_close(db);
			return carc_error_set(err, "cannot read '%s'", files[i]);
		}
		if (sqlite3_exec(db, text, NULL, NULL, &msg) != SQLITE_OK) {
			carc_error_set(err, "'%s': %s", files[i],
			    msg ? msg : "SQL error");
			sqlite3_free(msg);
			free(text);
			sqlite3_close(db);
			return -1;
		}
		free(text);
	}
	if (sqlite3_close(db) != SQLITE_OK)
		return carc_error_set(err, "cannot close '%s'", db_path);
	return 0;
}
