/*
 * conf.h - carcd's configuration (doc/carcd.yaml.5): a YAML mapping read
 * with the project's libyaml reader (util/yaml_node.h), validated
 * strictly: an unknown key, a duplicate or a bad value is an error naming
 * file:line:col.  A reload parses into a fresh struct and the caller swaps
 * only when it is valid (OpenBSD bgpd).
 */
#ifndef CARCD_CONF_H
#define CARCD_CONF_H

#include <stddef.h>

#include "util/error.h"

#define CARCD_MAX_DBS 64
#define CARCD_PATH_MAX 4096

/* Plugin directories searched before the base one (CARC_MAX_PLUGIN_DIRS,
 * the command line's and the file's together). */
#define CARCD_MAX_PLUGIN_DIRS 16

#define CARCD_POLL_MIN_MS 10
#define CARCD_POLL_MAX_MS 60000
#define CARCD_POLL_DEFAULT_MS 200

struct carcd_conf {
	size_t ndbs;
	char *dbs[CARCD_MAX_DBS];	/* absolute paths, owned */
	/* The plugin search path (doc/spec/cli.md): plugin_dirs in order, then
	 * the base directory plugin_dir (NULL: carc_paths_plugin_dir(NULL),
	 * $CARC_PLUGIN_DIR or the installed one).  Absolute, owned. */
	size_t nplugin_dirs;
	char *plugin_dirs[CARCD_MAX_PLUGIN_DIRS];
	char *plugin_dir;
	char *pid_file;			/* NULL: none */
	int log_level;			/* enum carcd_log_level */
	int poll_ms;
	int pid_file_set;		/* pid_file: given in the file */
};

void carcd_conf_init(struct carcd_conf *conf);
void carcd_conf_free(struct carcd_conf *conf);

/*
 * Read path into conf (which the caller has initialised; defaults stay
 * for keys the file does not give).  A missing file is an error unless
 * missing_ok.  Relative paths in the file are taken relative to the
 * file's directory.  Returns 0 or -1 with err set.
 */
int carcd_conf_read(struct carcd_conf *conf, const char *path,
    int missing_ok, struct carc_error *err);

/* Replace the databases with the command line's; paths made absolute. */
int carcd_conf_set_dbs(struct carcd_conf *conf, char *const *paths,
    size_t n, struct carc_error *err);
int carcd_conf_set_plugin_dir(struct carcd_conf *conf, const char *dir,
    struct carc_error *err);
/* Put the command line's --plugin-dir directories before the file's
 * plugin_dirs; paths made absolute. */
int carcd_conf_add_plugin_dirs(struct carcd_conf *conf,
    const char *const *dirs, size_t n, struct carc_error *err);

/* path made absolute against the working directory (malloc'd; NULL
 * when out of memory): fixed at start, before the daemon moves to /. */
char *carcd_conf_absolute(const char *path);

/* Parse a poll interval: "250", "250ms", "2s".  0 or -1. */
int carcd_conf_parse_interval(const char *s, int *ms);

#endif /* CARCD_CONF_H */
