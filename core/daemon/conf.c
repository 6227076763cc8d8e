/*
 * conf.c - carcd.yaml into struct carcd_conf (see conf.h and
 * doc/carcd.yaml.5).
 *
 *   databases: [ /var/lib/carc/games.db, ... ]
 *   plugin_dirs: [ /opt/carc/plugins, ... ]   # searched first
 *   plugin_dir: /usr/local/lib/carc           # the base directory
 *   log_level: info                 # error | warning | info | debug
 *   poll_interval: 200ms            # 10ms .. 60s; a bare number is ms
 *   pid_file: /run/carcd.pid
 */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "daemon/conf.h"
#include "daemon/log.h"
#include "util/yaml_node.h"

/* A configuration file is a few lines; anything this large is a mistake. */
#define CONF_MAX_BYTES (1024 * 1024)

static const char *const level_names[] = {
	[CARCD_LOG_ERROR] = "error",
	[CARCD_LOG_WARNING] = "warning",
	[CARCD_LOG_INFO] = "info",
	[CARCD_LOG_DEBUG] = "debug",
};

void
carcd_conf_init(struct carcd_conf *conf)
{
	memset(conf, 0, sizeof(*conf));
	conf->log_level = CARCD_LOG_INFO;
	conf->poll_ms = CARCD_POLL_DEFAULT_MS;
}

static void
free_dbs(struct carcd_conf *conf)
{
	size_t i;

	for (i = 0; i < conf->ndbs; i++)
		free(conf->dbs[i]);
	conf->ndbs = 0;
}

static void
free_plugin_dirs(struct carcd_conf *conf)
{
	size_t i;

	for (i = 0; i < conf->nplugin_dirs; i++)
		free(conf->plugin_dirs[i]);
	conf->nplugin_dirs = 0;
}

void
carcd_conf_free(struct carcd_conf *conf)
{
	free_dbs(conf);
	free_plugin_dirs(conf);
	free(conf->plugin_dir);
	free(conf->pid_file);
	carcd_conf_init(conf);
}

/* path made absolute against base (a directory; NULL: the cwd).  The
 * daemon changes to / when it detaches, and rereads on SIGHUP. */
static char *
absolute(const char *path, const char *base);

char *
carcd_conf_absolute(const char *path)
{
	return absolute(path, NULL);
}

static char *
absolute(const char *path, const char *base)
{
	char cwd[CARCD_PATH_MAX], *out;
	size_t n;

	if (path[0] == '/')
		return strdup(path);
	if (base == NULL) {
		if (getcwd(cwd, sizeof(cwd)) == NULL)
			return NULL;
		base = cwd;
	}
	n = strlen(base) + strlen(path) + 2;
	if ((out = malloc(n)) != NULL)
		snprintf(out, n, "%s/%s", base, path);
	return out;
}

int
carcd_conf_parse_interval(const char *s, int *ms)
{
	char *end;
	long v;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno != 0 || v > CARCD_POLL_MAX_MS)
		return -1;
	if (strcmp(end, "s") == 0)
		v *= 1000;
	else if (*end != '\0' && strcmp(end, "ms") != 0)
		return -1;
	if (v < CARCD_POLL_MIN_MS || v > CARCD_POLL_MAX_MS)
		return -1;
	*ms = (int)v;
	return 0;
}

struct reader {
	const char *name;		/* the file, for messages */
	char *dir;			/* its directory, for relative paths */
	struct carc_error *err;
};

static int
fail(struct reader *r, const struct carc_node *n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
fail(struct reader *r, const struct carc_node *n, const char *fmt, ...)
{
	char msg[CARC_ERROR_MAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return carc_error_set(r->err, "%s:%d:%d: %s", r->name, n->line,
	    n->col, msg);
}

static int
want_scalar(struct reader *r, const struct carc_node *n, const char *key)
{
	if (n->type != CARC_NODE_SCALAR)
		return fail(r, n, "'%s' wants a single value", key);
	if (n->scalar[0] == '\0')
		return fail(r, n, "'%s' is empty", key);
	return 0;
}

static int
set_path(struct reader *r, const struct carc_node *n, const char *key,
    char **dst)
{
	char *p;

	if (want_scalar(r, n, key) < 0)
		return -1;
	if (strlen(n->scalar) >= CARCD_PATH_MAX)
		return fail(r, n, "'%s': path too long", key);
	if ((p = absolute(n->scalar, r->dir)) == NULL)
		return fail(r, n, "'%s': out of memory", key);
	free(*dst);
	*dst = p;
	return 0;
}

static int
read_dbs(struct reader *r, const struct carc_node *n,
    struct carcd_conf *conf)
{
	const struct carc_node *item;
	size_t i, j;
	char *p;

	if (n->type != CARC_NODE_SEQUENCE)
		return fail(r, n, "'databases' wants a list of files");
	free_dbs(conf);
	for (i = 0; i < n->n; i++) {
		item = &n->items[i];
		if (want_scalar(r, item, "databases") < 0)
			return -1;
		if (conf->ndbs == CARCD_MAX_DBS)
			return fail(r, item, "more than %d databases",
			    CARCD_MAX_DBS);
		if ((p = absolute(item->scalar, r->dir)) == NULL)
			return fail(r, item, "out of memory");
		for (j = 0; j < conf->ndbs; j++)
			if (strcmp(conf->dbs[j], p) == 0) {
				free(p);
				return fail(r, item, "database '%s' listed "
				    "twice", item->scalar);
			}
		conf->dbs[conf->ndbs++] = p;
	}
	return 0;
}

/* plugin_dirs: directories searched before the base one, in order. */
static int
read_plugin_dirs(struct reader *r, const struct carc_node *n,
    struct carcd_conf *conf)
{
	const struct carc_node *item;
	size_t i;
	char *p;

	if (n->type != CARC_NODE_SEQUENCE)
		return fail(r, n, "'plugin_dirs' wants a list of directories");
	free_plugin_dirs(conf);
	for (i = 0; i < n->n; i++) {
		item = &n->items[i];
		if (want_scalar(r, item, "plugin_dirs") < 0)
			return -1;
		if (conf->nplugin_dirs == CARCD_MAX_PLUGIN_DIRS)
			return fail(r, item, "more than %d plugin directories",
			    CARCD_MAX_PLUGIN_DIRS);
		if (strlen(item->scalar) >= CARCD_PATH_MAX)
			return fail(r, item, "'plugin_dirs': path too long");
		if ((p = absolute(item->scalar, r->dir)) == NULL)
			return fail(r, item, "out of memory");
		conf->plugin_dirs[conf->nplugin_dirs++] = p;
	}
	return 0;
}

static int
read_level(struct reader *r, const struct carc_node *n, int *level)
{
	size_t i;

	if (want_scalar(r, n, "log_level") < 0)
		return -1;
	for (i = 0; i < sizeof(level_names) / sizeof(level_names[0]); i++)
		if (strcmp(n->scalar, level_names[i]) == 0) {
			*level = (int)i;
			return 0;
		}
	return fail(r, n, "log_level '%.40s' is not one of error, warning, "
	    "info, debug", n->scalar);
}

static int
read_root(struct reader *r, const struct carc_node *root,
    struct carcd_conf *conf)
{
	const struct carc_node *k, *v;
	size_t i, j;

	if (root == NULL)
		return 0;			/* an empty file: defaults */
	if (root->type != CARC_NODE_MAPPING)
		return fail(r, root, "expected a mapping of settings");
	for (i = 0; i + 1 < root->n; i += 2) {
		k = &root->items[i];
		v = &root->items[i + 1];
		if (k->type != CARC_NODE_SCALAR)
			return fail(r, k, "expected a plain key");
		for (j = 0; j < i; j += 2)
			if (strcmp(root->items[j].scalar, k->scalar) == 0)
				return fail(r, k, "duplicate key '%.40s'",
				    k->scalar);
		if (strcmp(k->scalar, "databases") == 0) {
			if (read_dbs(r, v, conf) < 0)
				return -1;
		} else if (strcmp(k->scalar, "plugin_dirs") == 0) {
			if (read_plugin_dirs(r, v, conf) < 0)
				return -1;
		} else if (strcmp(k->scalar, "plugin_dir") == 0) {
			if (set_path(r, v, "plugin_dir", &conf->plugin_dir) < 0)
				return -1;
		} else if (strcmp(k->scalar, "pid_file") == 0) {
			if (set_path(r, v, "pid_file", &conf->pid_file) < 0)
				return -1;
			conf->pid_file_set = 1;
		} else if (strcmp(k->scalar, "log_level") == 0) {
			if (read_level(r, v, &conf->log_level) < 0)
				return -1;
		} else if (strcmp(k->scalar, "poll_interval") == 0) {
			if (want_scalar(r, v, "poll_interval") < 0)
				return -1;
			if (carcd_conf_parse_interval(v->scalar,
			    &conf->poll_ms) < 0)
				return fail(r, v, "poll_interval '%.40s' is "
				    "not a duration from %dms to %ds",
				    v->scalar, CARCD_POLL_MIN_MS,
				    CARCD_POLL_MAX_MS / 1000);
		} else
			return fail(r, k, "unknown key '%.40s'", k->scalar);
	}
	return 0;
}

static int
slurp(const char *path, char **buf, size_t *len, struct carc_error *err)
{
	FILE *fp;
	char *b;
	size_t n;

	if ((fp = fopen(path, "rb")) == NULL)
		return carc_error_set(err, "cannot open '%s': %s", path,
		    strerror(errno));
	if ((b = malloc(CONF_MAX_BYTES + 1)) == NULL) {
		fclose(fp);
		return carc_error_set(err, "cannot read '%s': out of memory",
		    path);
	}
	n = fread(b, 1, CONF_MAX_BYTES + 1, fp);
	if (ferror(fp) || n > CONF_MAX_BYTES) {
		carc_error_set(err, "cannot read '%s': %s", path,
		    ferror(fp) ? strerror(errno) : "file too large");
		fclose(fp);
		free(b);
		return -1;
	}
	fclose(fp);
	*buf = b;
	*len = n;
	return 0;
}

int
carcd_conf_read(struct carcd_conf *conf, const char *path, int missing_ok,
    struct carc_error *err)
{
	struct carc_yaml_doc doc;
	struct reader r;
	char *buf = NULL, *slash;
	size_t len = 0;
	int rc;

	if (missing_ok && access(path, F_OK) != 0 && errno == ENOENT)
		return 0;
	if (slurp(path, &buf, &len, err) < 0)
		return -1;
	rc = carc_yaml_parse(&doc, path, buf, len, err);
	free(buf);
	if (rc != 0)
		return -1;
	r.name = path;
	r.err = err;
	if ((r.dir = absolute(path, NULL)) == NULL) {
		carc_yaml_free(&doc);
		return carc_error_set(err, "cannot read '%s': out of memory",
		    path);
	}
	if ((slash = strrchr(r.dir, '/')) != NULL)
		slash[slash == r.dir ? 1 : 0] = '\0';
	rc = read_root(&r, doc.root, conf);
	free(r.dir);
	carc_yaml_free(&doc);
	return rc;
}

int
carcd_conf_set_dbs(struct carcd_conf *conf, char *const *paths, size_t n,
    struct carc_error *err)
{
	size_t i;

	if (n > CARCD_MAX_DBS)
		return carc_error_set(err, "more than %d databases",
		    CARCD_MAX_DBS);
	free_dbs(conf);
	for (i = 0; i < n; i++) {
		if ((conf->dbs[i] = absolute(paths[i], NULL)) == NULL)
			return carc_error_set(err, "out of memory");
		conf->ndbs = i + 1;
	}
	return 0;
}

int
carcd_conf_set_plugin_dir(struct carcd_conf *conf, const char *dir,
    struct carc_error *err)
{
	char *p;

	if ((p = absolute(dir, NULL)) == NULL)
		return carc_error_set(err, "out of memory");
	free(conf->plugin_dir);
	conf->plugin_dir = p;
	return 0;
}

int
carcd_conf_add_plugin_dirs(struct carcd_conf *conf, const char *const *dirs,
    size_t n, struct carc_error *err)
{
	size_t i;

	if (n == 0)
		return 0;
	if (conf->nplugin_dirs + n > CARCD_MAX_PLUGIN_DIRS)
		return carc_error_set(err, "more than %d plugin directories "
		    "(--plugin-dir and plugin_dirs)", CARCD_MAX_PLUGIN_DIRS);
	memmove(conf->plugin_dirs + n, conf->plugin_dirs,
	    conf->nplugin_dirs * sizeof(conf->plugin_dirs[0]));
	for (i = 0; i < n; i++)
		conf->plugin_dirs[i] = NULL;
	conf->nplugin_dirs += n;
	for (i = 0; i < n; i++)
		if ((conf->plugin_dirs[i] = absolute(dirs[i], NULL)) == NULL)
			return carc_error_set(err, "out of memory");
	return 0;
}
