/*
 * paths.c - where the plugins and the tile catalogues are: the command
 * line, the environment, the build tree a program runs from, the installed
 * tree, in that order (doc/spec/cli.md); and whether a plugin or a catalogue
 * found there may be trusted (carc_paths_untrusted, doc/hardening.md).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/host/paths_config.h"
#include "host/plugins.h"

#define MAX_CANDIDATES 4

/*
 * Does this program run from the build tree (carc itself, or a test under
 * tests/)?  Then it uses the plugins and tiles it was built with, never an
 * older installed copy.
 */
static int
in_build_tree(void)
{
	char exe[PATH_MAX], top[PATH_MAX];
	size_t len;

	if (realpath("/proc/self/exe", exe) == NULL ||
	    realpath(CARC_BUILD_DIR, top) == NULL)
		return 0;
	len = strlen(top);
	return strncmp(exe, top, len) == 0 && exe[len] == '/';
}

const char *
carc_paths_replays_dir(const char *opt)
{
	const char *env;

	if (opt != NULL && opt[0] != '\0')
		return opt;
	if ((env = getenv("CARC_REPLAYS_DIR")) != NULL && env[0] != '\0')
		return env;
	if (in_build_tree())
		return CARC_SOURCE_DIR "/replays";
	return CARC_DATADIR "/replays";
}

const char *
carc_paths_schema(void)
{
	if (in_build_tree())
		return CARC_SOURCE_DIR "/db/schema.sql";
	return CARC_DATADIR "/schema.sql";
}

int
carc_paths_rules_doc(char *buf, size_t len, const char *name)
{
	const char *data = getenv("CARC_DATA_DIR");
	struct stat sb;
	int n;

	/* CARC_DATA_DIR first, as for the tiles: an installed tree that
	 * was moved (a DESTDIR, a package being built) reads its own */
	if (data != NULL && data[0] != '\0') {
		n = snprintf(buf, len, "%s/rules/%s", data, name);
		if (n > 0 && (size_t)n < len && stat(buf, &sb) == 0)
			return 0;
	}
	if (in_build_tree())
		n = snprintf(buf, len, "%s/doc/rules/%s", CARC_SOURCE_DIR,
		    name);
	else
		n = snprintf(buf, len, "%s/rules/%s", CARC_DATADIR, name);
	return n > 0 && (size_t)n < len ? 0 : -1;
}

int
carc_paths_web_file(char *buf, size_t len, const char *name)
{
	const char *data = getenv("CARC_DATA_DIR");
	struct stat sb;
	int n;

	if (data != NULL && data[0] != '\0')
		n = snprintf(buf, len, "%s/web/%s", data, name);
	else if (in_build_tree()) {
		/* the module is built, the page is a source */
		n = snprintf(buf, len, "%s/web/%s", CARC_BUILD_DIR, name);
		if (n > 0 && (size_t)n < len && stat(buf, &sb) != 0)
			n = snprintf(buf, len, "%s/web/%s", CARC_SOURCE_DIR,
			    name);
	} else
		n = snprintf(buf, len, "%s/web/%s", CARC_DATADIR, name);
	return n > 0 && (size_t)n < len && stat(buf, &sb) == 0 &&
	    S_ISREG(sb.st_mode) ? 0 : -1;
}

const char *
carc_paths_rules_text(void)
{
	static char path[PATH_MAX];

	if (carc_paths_rules_doc(path, sizeof(path), "rules-en.md") != 0)
		return CARC_DATADIR "/rules/rules-en.md";
	return path;
}

const char *
carc_paths_plugin_dir(const char *opt)
{
	const char *env;

	if (opt != NULL && opt[0] != '\0')
		return opt;
	if ((env = getenv("CARC_PLUGIN_DIR")) != NULL && env[0] != '\0')
		return env;
	if (in_build_tree())
		return CARC_BUILD_DIR "/plugins/.libs";
	return CARC_PLUGINDIR;
}

struct candidates {
	char path[MAX_CANDIDATES][PATH_MAX];
	size_t n;
};

/* A path too long for the system cannot be a file on it: skip it. */
static void
candidate_add(struct candidates *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
candidate_add(struct candidates *c, const char *fmt, ...)
{
	va_list ap;
	int len;

	if (c->n == MAX_CANDIDATES)
		return;
	va_start(ap, fmt);
	len = vsnprintf(c->path[c->n], sizeof(c->path[c->n]), fmt, ap);
	va_end(ap);
	if (len >= 0 && (size_t)len < sizeof(c->path[c->n]))
		c->n++;
}

int
carc_paths_catalogue(char *out, size_t outlen, const char *plugin_name,
    const char *file, const char *plugin_dir, struct carc_error *err)
{
	struct candidates c;
	struct stat sb;
	char looked[CARC_ERROR_MAX];
	const char *data = getenv("CARC_DATA_DIR");
	size_t i, used;
	int base, build = in_build_tree();

	base = plugin_name == NULL || strcmp(plugin_name, "base") == 0;
	if (file == NULL)
		file = "base.yaml";
	/* The name comes from a plugin: it may only name a file, not a way
	 * out of the directories searched. */
	if (file[0] == '\0' || strchr(file, '/') != NULL ||
	    strcmp(file, ".") == 0 || strcmp(file, "..") == 0)
		return carc_error_set(err,
		    "tile catalogue '%s' is not a plain file name", file);
	if (data != NULL && data[0] == '\0')
		data = NULL;

	c.n = 0;
	if (base) {
		if (data != NULL)
			candidate_add(&c, "%s/tiles/%s", data, file);
		if (build)
			candidate_add(&c, "%s/core/tiles/%s", CARC_SOURCE_DIR,
			    file);
	} else {
		if (plugin_dir != NULL)
			candidate_add(&c, "%s/%s", plugin_dir, file);
		if (data != NULL)
			candidate_add(&c, "%s/tiles/%s", data, file);
		if (build)
			candidate_add(&c, "%s/plugins/%s/%s", CARC_SOURCE_DIR,
			    plugin_name, file);
	}
	candidate_add(&c, "%s/tiles/%s", CARC_DATADIR, file);

	for (i = 0; i < c.n; i++) {
		if (stat(c.path[i], &sb) == -1 || !S_ISREG(sb.st_mode))
			continue;
		if (strlen(c.path[i]) >= outlen)
			return carc_error_set(err,
			    "tile catalogue path too long: '%s'", c.path[i]);
		memcpy(out, c.path[i], strlen(c.path[i]) + 1);
		return 0;
	}

	looked[0] = '\0';
	for (i = 0, used = 0; i < c.n && used < sizeof(looked); i++)
		used += (size_t)snprintf(looked + used, sizeof(looked) - used,
		    "%s'%s'", i > 0 ? ", " : "", c.path[i]);
	if (base)
		return carc_error_set(err, "cannot find the base tile catalogue "
		    "'%s'; looked at %s", file, looked);
	return carc_error_set(err, "cannot find tile catalogue '%s' of plugin "
	    "'%s'; looked at %s", file, plugin_name, looked);
}

/* -- trust (doc/hardening.md, "Who may put code and data there") ------------ */

/*
 * Run from the build tree, the trees it was built from may be writable by
 * the group (umask 002), and owned by whoever built them: anyone who can
 * write there can replace the carc or carcd that is running, so a check
 * there would protect nothing.  *top gets the tree path lies under, "" if
 * none; *builder the owner of the running program.
 */
static void
build_tree_of(const char *path, char *top, size_t len, uid_t *builder)
{
	const char *const trees[] = { CARC_BUILD_DIR, CARC_SOURCE_DIR };
	char t[PATH_MAX];
	struct stat sb;
	size_t i, n;

	top[0] = '\0';
	*builder = 0;
	if (!in_build_tree())
		return;
	if (stat("/proc/self/exe", &sb) == 0)
		*builder = sb.st_uid;
	for (i = 0; i < sizeof(trees) / sizeof(trees[0]); i++) {
		if (realpath(trees[i], t) == NULL)
			continue;
		n = strlen(t);
		if (strncmp(path, t, n) == 0 && (path[n] == '/' ||
		    path[n] == '\0') && n < len) {
			memcpy(top, t, n + 1);
			return;
		}
	}
}

static void
why_set(char *why, size_t len, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
why_set(char *why, size_t len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, len, fmt, ap);
	va_end(ap);
}

int
carc_paths_untrusted(const char *path, int want_dir, char *why, size_t len)
{
	char abs[PATH_MAX], real[PATH_MAX], top[PATH_MAX], p[PATH_MAX];
	const char *walk;
	struct stat sb;
	uid_t me = geteuid(), builder;
	size_t n, end, self_len, parent_len, toplen;
	int relaxed, sticky_ok;

	/* The path as the program will open it, made absolute. */
	if (path[0] == '/')
		n = (size_t)snprintf(abs, sizeof(abs), "%s", path);
	else if (getcwd(p, sizeof(p)) != NULL)
		n = (size_t)snprintf(abs, sizeof(abs), "%s/%s", p, path);
	else {
		why_set(why, len, "cannot find the current directory: %s",
		    strerror(errno));
		return -1;
	}
	if (n >= sizeof(abs)) {
		why_set(why, len, "path too long");
		return -1;
	}
	while (n > 1 && abs[n - 1] == '/')
		abs[--n] = '\0';
	walk = abs;
	toplen = 0;
	if (realpath(abs, real) != NULL) {
		build_tree_of(real, top, sizeof(top), &builder);
		if (top[0] != '\0') {
			walk = real;
			toplen = strlen(top);
		}
	} else
		build_tree_of("", top, sizeof(top), &builder);
	self_len = strlen(walk);
	for (parent_len = self_len; parent_len > 1 &&
	    walk[parent_len - 1] != '/'; parent_len--)
		;
	if (parent_len > 1)
		parent_len--;		/* the parent, without its '/' */

	/* Every directory from the root down, then the file itself. */
	for (end = 1; end <= self_len; end++) {
		if (end < self_len && walk[end] != '/')
			continue;
		/* Above the build tree: the running program's own. */
		if (end < toplen)
			continue;
		memcpy(p, walk, end);
		p[end] = '\0';
		relaxed = toplen > 0;
		if (lstat(p, &sb) == -1) {
			why_set(why, len, "cannot stat '%s': %s", p,
			    strerror(errno));
			return -1;
		}
		if (S_ISLNK(sb.st_mode)) {
			if (end == self_len)
				why_set(why, len, want_dir ? "a symbolic link" :
				    "not a regular file");
			else
				why_set(why, len, "reached through the symbolic "
				    "link '%s'", p);
			return -1;
		}
		if (end == self_len && want_dir && !S_ISDIR(sb.st_mode)) {
			why_set(why, len, "not a directory");
			return -1;
		}
		if (end == self_len && !want_dir && !S_ISREG(sb.st_mode)) {
			why_set(why, len, "not a regular file");
			return -1;
		}
		if (sb.st_uid != 0 && sb.st_uid != me &&
		    !(relaxed && sb.st_uid == builder)) {
			if (end == self_len)
				why_set(why, len, "owned by uid %u, neither root "
				    "nor uid %u", (unsigned)sb.st_uid,
				    (unsigned)me);
			else
				why_set(why, len, "in '%s', which is owned by "
				    "uid %u, neither root nor uid %u", p,
				    (unsigned)sb.st_uid, (unsigned)me);
			return -1;
		}
		/* A sticky directory above the file's own (/tmp): nobody
		 * may rename or remove what another user owns there. */
		sticky_ok = end != self_len && end != parent_len &&
		    S_ISDIR(sb.st_mode) && (sb.st_mode & S_ISVTX);
		if (((sb.st_mode & S_IWOTH) || (!relaxed &&
		    (sb.st_mode & S_IWGRP))) && !sticky_ok) {
			if (end == self_len)
				why_set(why, len, "%s-writable",
				    (sb.st_mode & S_IWOTH) ? "world" : "group");
			else
				why_set(why, len, "in '%s', which is %s-writable",
				    p, (sb.st_mode & S_IWOTH) ? "world" :
				    "group");
			return -1;
		}
	}
	return 0;
}
