/*
 * paths.c - where the plugins and the tile catalogues are: the command
 * line, the environment, the build tree a program runs from, the installed
 * tree, in that order (spec/cli.md).
 */
#include "config.h"

#include <sys/stat.h>

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

const char *
carc_paths_rules_text(void)
{
	if (in_build_tree())
		return CARC_SOURCE_DIR "/doc/rules/rules-en.md";
	return CARC_DATADIR "/rules/rules-en.md";
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
