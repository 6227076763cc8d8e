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
#include <strings.h>
#include <unistd.h>

#include <sqlite3.h>

#include "engine/rules.h"
#include "render/reference.h"
#include "render/rules_html.h"

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
		/* ids are upper case; a user types either */
		if (strcasecmp(rules[i].rule->id, id) == 0)
			return &rules[i];
	return NULL;
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

/* -- the public pages a section cites: its "Sources:" lines ------------- */

int
carc_ref_rules_dir(char *buf, size_t len)
{
	const char *text = carc_paths_rules_text(), *slash;

	if ((slash = strrchr(text, '/')) == NULL ||
	    (size_t)(slash - text) >= len)
		return -1;
	memcpy(buf, text, (size_t)(slash - text));
	buf[slash - text] = '\0';
	return 0;
}

/*
 * The document and section a source names first: "rules-en.md 3.3
 * Trigger; ..." gives "rules-en.md" and "3.3"; "ext.md 2" gives
 * "ext.md" and "2".  A document's name is a plain file name.
 */
static int
source_parts(const char *source, char *doc, size_t doclen, char *sec,
    size_t seclen)
{
	const char *p = source, *q;
	size_t n;

	while (*p == ' ')
		p++;
	n = strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789_.-");
	if (n < 4 || n >= doclen || strncmp(p + n - 3, ".md", 3) != 0 ||
	    p[0] == '.' || p[n] != ' ')
		return -1;
	memcpy(doc, p, n);
	doc[n] = '\0';
	q = p + n + 1;
	n = strspn(q, "0123456789.");
	while (n > 0 && q[n - 1] == '.')
		n--;
	if (n == 0 || n >= seclen)
		return -1;
	memcpy(sec, q, n);
	sec[n] = '\0';
	return 0;
}

static int
add_link(struct carc_link **v, size_t *n, const char *title, size_t tlen,
    const char *url, size_t ulen)
{
	struct carc_link *nv;
	size_t i;

	for (i = 0; i < *n; i++)	/* once each */
		if (strlen((*v)[i].url) == ulen &&
		    strncmp((*v)[i].url, url, ulen) == 0)
			return 0;
	if ((nv = realloc(*v, (*n + 1) * sizeof(*nv))) == NULL)
		return -1;
	*v = nv;
	nv[*n].title = strndup(title, tlen);
	nv[*n].url = strndup(url, ulen);
	if (nv[*n].title == NULL || nv[*n].url == NULL) {
		free(nv[*n].title);
		free(nv[*n].url);
		return -1;
	}
	(*n)++;
	return 0;
}

/* The ')' that closes the '(' at p, before end (a URL may hold
 * brackets: "Page_(1st_edition)/en"), or NULL. */
static const char *
closing(const char *p, const char *end)
{
	int depth = 0;

	for (; p < end; p++)
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			return p;
	return NULL;
}

/* The links of one "Sources:" line: [text](url), or a bare URL (its own
 * title). */
static int
line_links(const char *p, const char *end, struct carc_link **v, size_t *n)
{
	while (p < end) {
		const char *t, *u;

		if (*p == '[' && (t = memchr(p, ']', (size_t)(end - p))) !=
		    NULL && t + 1 < end && t[1] == '(' &&
		    (u = closing(t + 1, end)) != NULL &&
		    (strncmp(t + 2, "http://", 7) == 0 ||
		    strncmp(t + 2, "https://", 8) == 0)) {
			if (add_link(v, n, p + 1, (size_t)(t - p - 1), t + 2,
			    (size_t)(u - t - 2)) != 0)
				return -1;
			p = u + 1;
			continue;
		}
		if (strncmp(p, "http://", 7) == 0 ||
		    strncmp(p, "https://", 8) == 0) {
			size_t k = strcspn(p, " \t;,)>\n");

			if (p + k > end)
				k = (size_t)(end - p);
			if (add_link(v, n, p, k, p, k) != 0)
				return -1;
			p += k;
			continue;
		}
		p++;
	}
	return 0;
}

/* A heading's section id ("### 3.3 Timing" gives "3.3",
 * "## 1. Base game" gives "1"), or 0 when the line is no heading. */
static size_t
heading_id(const char *line, const char **id)
{
	const char *p = line;
	size_t n;

	if (*p != '#')
		return 0;
	while (*p == '#')
		p++;
	if (*p++ != ' ')
		return 0;
	n = strspn(p, "0123456789.");
	while (n > 0 && p[n - 1] == '.')
		n--;
	*id = p;
	return n;
}

/*
 * A citation of the document's list of sources, "[R1]", at p: its length
 * (the brackets included), or 0.
 */
static size_t
citation(const char *p)
{
	size_t k = 1;

	if (*p != '[' || !(p[1] >= 'A' && p[1] <= 'Z'))
		return 0;
	while (p[k] >= 'A' && p[k] <= 'Z')
		k++;
	if (!(p[k] >= '0' && p[k] <= '9'))
		return 0;
	while (p[k] >= '0' && p[k] <= '9')
		k++;
	return p[k] == ']' ? k + 1 : 0;
}

/*
 * The link of source [ID] (cite, clen: the citation with its brackets)
 * in the document's list of sources, a line "- [ID] Title, more: URL
 * ...": its first URL, titled with what comes before the first " (" or
 * ":" after the citation.  A source without a URL (code, the spec) gives
 * none.
 */
static int
cited_link(const char *text, const char *cite, size_t clen,
    struct carc_link **v, size_t *n)
{
	const char *line = text;

	while (*line != '\0') {
		const char *end = strchr(line, '\n'), *t, *u;
		size_t tl, ul;

		if (end == NULL)
			end = line + strlen(line);
		if (strncmp(line, "- ", 2) != 0 || (size_t)(end - line) <=
		    clen + 2 || strncmp(line + 2, cite, clen) != 0) {
			line = *end ? end + 1 : end;
			continue;
		}
		for (t = line + 2 + clen; *t == ' '; t++)
			;
		for (u = t; u < end && strncmp(u, "http://", 7) != 0 &&
		    strncmp(u, "https://", 8) != 0; u++)
			;
		if (u == end)
			return 0;
		ul = strcspn(u, " \t;,>\n");
		tl = strcspn(t, "(:\n");
		if (t + tl > u)
			tl = (size_t)(u - t);
		while (tl > 0 && (t[tl - 1] == ' ' || t[tl - 1] == ','))
			tl--;
		return tl > 0 ? add_link(v, n, t, tl, u, ul) :
		    add_link(v, n, u, ul, u, ul);
	}
	return 0;
}

/*
 * The links section sec gives in its own text (from its heading to the
 * next heading) of the markdown in text: those of its "Sources:" lines,
 * else those of the sources it cites ("[R1]") from the document's list.
 * 1 if the section was found, 0 if not, -1 out of memory.
 */
static int
section_links(const char *text, const char *sec, struct carc_link **v,
    size_t *n)
{
	const char *line = text, *id = NULL, *body = NULL, *body_end = NULL;
	int in = 0, found = 0;
	size_t len = strlen(sec), k, had = *n;

	while (*line != '\0') {
		const char *end = strchr(line, '\n'), *p;

		if (end == NULL)
			end = line + strlen(line);
		if (*line == '#') {
			if (in)
				body_end = line;
			k = heading_id(line, &id);
			in = k == len && strncmp(id, sec, len) == 0;
			if (in) {
				found = 1;
				body = end;
			}
		} else if (in) {
			p = line;
			if (strncmp(p, "**Sources:**", 12) == 0 ||
			    strncmp(p, "Sources:", 8) == 0) {
				if (line_links(p, end, v, n) != 0)
					return -1;
			}
		}
		line = *end ? end + 1 : end;
	}
	if (found && body_end == NULL)
		body_end = line;
	/* no "Sources:" line: the sources the section's text cites */
	if (!found || *n > had)
		return found;
	for (line = body; line < body_end; line += k > 0 ? k : 1)
		if ((k = citation(line)) > 0 &&
		    cited_link(text, line, k, v, n) != 0)
			return -1;
	return found;
}

int
carc_ref_links(const char *rules_dir, const char *source,
    struct carc_link **out, size_t *n)
{
	char doc[128], sec[32], path[PATH_MAX], *text, *dot;
	int r = 0;

	*out = NULL;
	*n = 0;
	if (source == NULL || rules_dir == NULL ||
	    source_parts(source, doc, sizeof(doc), sec, sizeof(sec)) != 0 ||
	    (size_t)snprintf(path, sizeof(path), "%s/%s", rules_dir, doc) >=
	    sizeof(path) || (text = slurp(path)) == NULL)
		return 0;
	/* the section's own sources, else those of the sections around it
	 * ("1.4" has none: "1" gives the chapter's) */
	for (;;) {
		if ((r = section_links(text, sec, out, n)) < 0 || *n > 0)
			break;
		if ((dot = strrchr(sec, '.')) == NULL)
			break;
		*dot = '\0';
	}
	free(text);
	if (r < 0) {
		carc_ref_links_free(*out, *n);
		*out = NULL;
		*n = 0;
		return -1;
	}
	return 0;
}

/* A regular file at dir/name, its path in buf? */
static int
file_at(const char *dir, const char *name, char *buf, size_t len)
{
	struct stat sb;

	return (size_t)snprintf(buf, len, "%s/%s", dir, name) < len &&
	    stat(buf, &sb) == 0 && S_ISREG(sb.st_mode);
}

int
carc_ref_rules_text(const struct carc_plugin_set *set, const char *doc,
    char *buf, size_t len)
{
	char dir[PATH_MAX], *slash;
	size_t i;

	if (strcmp(doc, CARC_RULES_CORE_DOC) == 0) {
		if ((size_t)snprintf(buf, len, "%s", carc_paths_rules_text()) >=
		    len)
			return -1;
		return 0;
	}
	for (i = 0; set != NULL && i < set->n; i++) {
		const struct carc_plugin *p = set->p[i].desc;

		/* rules_doc is a 3.0 field: smaller descriptors are refused */
		if (p->rules_doc == NULL || strcmp(p->rules_doc, doc) != 0)
			continue;
		snprintf(dir, sizeof(dir), "%s", set->p[i].path);
		if ((slash = strrchr(dir, '/')) != NULL) {
			*slash = '\0';
			if (file_at(dir, doc, buf, len))
				return 0;
		}
		return carc_ref_rules_dir(dir, sizeof(dir)) == 0 &&
		    file_at(dir, doc, buf, len) ? 0 : -1;
	}
	return -1;
}

int
carc_ref_source_links(const struct carc_plugin_set *set, const char *source,
    struct carc_link **out, size_t *n)
{
	char doc[128], sec[32], path[PATH_MAX], *slash;

	*out = NULL;
	*n = 0;
	if (source == NULL || source_parts(source, doc, sizeof(doc), sec,
	    sizeof(sec)) != 0 ||
	    carc_ref_rules_text(set, doc, path, sizeof(path)) != 0 ||
	    (slash = strrchr(path, '/')) == NULL)
		return 0;
	*slash = '\0';
	return carc_ref_links(path, source, out, n);
}

void
carc_ref_links_free(struct carc_link *l, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(l[i].title);
		free(l[i].url);
	}
	free(l);
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
	static const char hint[] = "\"hint\":{";
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
		const char *p = text;

		/* a rule the recorder misread is no citation: the divergence
		 * names it as its hint (doc/rules/rule-ids.md,
		 * doc/spec/cli.md) */
		while ((p = strstr(p, needle)) != NULL) {
			if ((size_t)(p - text) >= sizeof(hint) - 1 &&
			    memcmp(p - (sizeof(hint) - 1), hint,
			    sizeof(hint) - 1) == 0)
				mask |= CARC_REF_HINTED;
			else
				mask |= CARC_REF_CITED;
			p += strlen(needle);
		}
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
