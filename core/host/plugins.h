/*
 * plugins.h - the plugin host: finds, checks, loads and unloads plugins,
 * and builds the tile catalogue of the base game and every loaded plugin.
 * The engine calls the hooks (engine/game.c); this file only loads.
 */
#ifndef CARC_PLUGINS_H
#define CARC_PLUGINS_H

#include <stddef.h>

#include "carc_plugin.h"
#include "engine/plugin_list.h"
#include "engine/tile.h"
#include "util/error.h"

struct carc_loaded_plugin {
	const struct carc_plugin *desc;
	void *handle;			/* from dlopen */
	void *state;			/* from the plugin's init */
	int slot;			/* index in the set == marking slot */
	char path[4096];
	/* The file of the same name further down the search path that this
	 * one shadows (a user's copy of an installed plugin), or "". */
	char shadows[4096];
	/* The same plugin in set->list, what the engine is handed
	 * (carc_game_plugin.plugin). */
	const struct carc_engine_plugin *eng;
};

struct carc_plugin_set {
	size_t n;
	struct carc_loaded_plugin p[CARC_MAX_PLUGINS];
	/* The base tiles and every plugin's, markings attached. */
	struct carc_catalogue cat;
	const struct carc_host *host;
	/* The engine's narrow view of p[] and cat (carc_game_new). */
	struct carc_plugin_list list;
};

/*
 * Load every plugin in dir (regular files named [a-z0-9_]+.so; the dir
 * and each plugin must pass carc_paths_untrusted, and each plugin's ELF
 * headers must describe a whole file), check each against
 * the ABI before running its init, then load the base catalogue and each
 * plugin's catalogue.  Any failure unloads everything and returns -1 with
 * a message naming the file and both sides of a mismatch.
 */
int carc_plugins_load(struct carc_plugin_set *set, const char *dir,
    const struct carc_host *host, struct carc_error *err);

/* The most directories a search path holds besides the base one. */
#define CARC_MAX_PLUGIN_DIRS 16

/*
 * The same over a search path (doc/spec/cli.md): the user's directories
 * dirs[0 .. ndirs), then the base directory (NULL: none).  A plugin name
 * found in several directories is taken from the first (the shadowed file
 * is named in its `shadows`).  The base directory's plugins load first,
 * then the others in path order, so that of two plugins claiming one rule
 * id, tile key or kind the installed one stays and the other is refused,
 * the message naming both.  A file NAME.so whose NAME is no plugin name is
 * refused, never skipped.
 */
int carc_plugins_load_path(struct carc_plugin_set *set,
    const char *const *dirs, size_t ndirs, const char *base,
    const struct carc_host *host, struct carc_error *err);

/*
 * What dlopen maps instead of a plugin's file: a copy of the process's own
 * (carcd: cp rewrites a file in place, and a process mapping it dies of
 * SIGBUS or SIGSEGV, issue 28).  make gets fd, the plugin's file at path,
 * open after its trust checks, and makes a private copy of it: *copy a
 * descriptor open on the copy, and in name (len bytes) what dlopen is to
 * open, naming no object loaded now; 0, or -1 and err.  drop is called
 * once dlopen is done with it, whatever it did.
 */
struct carc_plugin_copier {
	int (*make)(int fd, const char *path, int *copy, char *name,
	    size_t len, struct carc_error *err);
	void (*drop)(int copy, const char *name);
};

/*
 * carc_plugins_load_path, each plugin mapped from the copy copier makes
 * (NULL: from its file).  Every trust check is of the file on the path
 * (carc_paths_untrusted, as there); the whole-ELF check is of the copy,
 * which is what dlopen maps.  The loaded plugin's path, the catalogue
 * found next to it and every message name the file on the path.
 */
int carc_plugins_load_copies(struct carc_plugin_set *set,
    const char *const *dirs, size_t ndirs, const char *base,
    const struct carc_host *host, const struct carc_plugin_copier *copier,
    struct carc_error *err);

/*
 * May a plugin, a catalogue or a directory of them be trusted?  Like
 * OpenSSH's StrictModes: the file (a directory if want_dir) and every
 * directory above it must be owned by root or the running user, not be
 * group- or world-writable (a sticky directory above the file's own is
 * fine) and not be a symbolic link.  From the build tree, the build and
 * source trees may be group-writable (see doc/hardening.md).  Returns 0,
 * or -1 with why ("world-writable", "in '/x', which is group-writable",
 * "reached through the symbolic link '/x'", ...).
 */
int carc_paths_untrusted(const char *path, int want_dir, char *why,
    size_t len);

/*
 * A plugin linked into the program (the WebAssembly build, which cannot
 * dlopen): its name and its entry point, carc_plugin_entry renamed.
 */
struct carc_linked_plugin {
	const char *name;
	carc_plugin_entry_fn entry;
};

/*
 * Check and initialise linked[0 .. n) in that order, by the checks a
 * dlopened plugin passes, then load the catalogues, each plugin's looked
 * for in dir as if the plugin were dir/NAME.so.  -1 and err as
 * carc_plugins_load.
 */
int carc_plugins_load_linked(struct carc_plugin_set *set,
    const struct carc_linked_plugin *linked, size_t n, const char *dir,
    const struct carc_host *host, struct carc_error *err);

/* Load the base catalogue only (no plugins), for tests and tools. */
int carc_plugins_load_none(struct carc_plugin_set *set,
    const struct carc_host *host, struct carc_error *err);

void carc_plugins_unload(struct carc_plugin_set *set);

/* The loaded plugin called name, or NULL (also for a name that is not
 * [a-z0-9_]+). */
const struct carc_loaded_plugin *carc_plugins_find(
    const struct carc_plugin_set *set, const char *name);

/* Is name a valid plugin name, [a-z0-9_]+ of at most 31 characters? */
int carc_plugin_name_valid(const char *name);

/* -- where things are ---------------------------------------------------- */

/*
 * The plugin directory: opt if not NULL, else $CARC_PLUGIN_DIR, else the
 * build tree's plugins/.libs when this program runs from the build tree,
 * else the installed $(pkglibdir).
 */
const char *carc_paths_plugin_dir(const char *opt);

/*
 * The recorded games carc explain and carc reference show: opt, else
 * $CARC_REPLAYS_DIR, else the source tree's replays/ from the build tree,
 * else the installed $(pkgdatadir)/replays.
 */
const char *carc_paths_replays_dir(const char *opt);

/* db/schema.sql of the source tree from the build tree, else the
 * installed one. */
const char *carc_paths_schema(void);

/*
 * A document of the rules directory (doc/rules/NAME, installed as
 * $(pkgdatadir)/rules/NAME): $CARC_DATA_DIR/rules/NAME if it is there,
 * else the source tree's doc/rules/NAME from the build tree, else the
 * installed one.  0 with the path in buf, -1 if it does not fit.
 */
int carc_paths_rules_doc(char *buf, size_t len, const char *name);

/*
 * A file of the workbench page (doc/web.md; installed as
 * $(pkgdatadir)/web/NAME by a build configured --enable-web):
 * $CARC_DATA_DIR/web/NAME, else from the build tree its web/NAME (built
 * or source), else the installed one.  0 with the path in buf, -1 if
 * there is no such file.
 */
int carc_paths_web_file(char *buf, size_t len, const char *name);

/* The rules text every rule's source cites: carc_paths_rules_doc of
 * rules-en.md. */
const char *carc_paths_rules_text(void);

/*
 * Find a catalogue file: for "base", core/tiles/base.yaml in the source
 * tree or tiles/base.yaml in the data directory; for a plugin, its
 * catalogue next to the .so, then in $CARC_DATA_DIR/tiles, the source
 * tree's plugins/<name>/, the installed $(pkgdatadir)/tiles.
 */
int carc_paths_catalogue(char *out, size_t outlen, const char *plugin_name,
    const char *file, const char *plugin_dir, struct carc_error *err);

#endif /* CARC_PLUGINS_H */
