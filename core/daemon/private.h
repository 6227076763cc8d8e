/*
 * private.h - carcd's private copies of a plugin directory: every plugin
 * file (*.so) and catalogue (*.yaml) of it copied into a directory of
 * carcd's own, loaded from there, then the copies unlinked (a mapped
 * object outlives its name).  A plugin rewritten in place by cp, which
 * truncates and rewrites the very file a process has mapped, killed
 * carcd with SIGSEGV at its next game (issue 28, 7); the copy is carcd's
 * alone, so nothing changes until a SIGHUP loads the new file, or keeps
 * the old set if the new one does not load.  Each load is a new
 * directory, so dlopen never hands back an object it mapped before.
 */
#ifndef CARCD_PRIVATE_H
#define CARCD_PRIVATE_H

#include <stddef.h>

#include "util/error.h"

/*
 * Copy the plugin files of each of dirs[0..n) (a search path, in order)
 * into a directory of its own, priv[i] (malloc'd; the caller frees),
 * under a new private directory root (rootlen bytes): 0, or -1 and err
 * (nothing left behind, priv untouched).  Each directory and each file
 * must pass the loader's own trust checks (carc_paths_untrusted) as they
 * are in dirs.
 */
int carcd_private_copy(const char *const *dirs, size_t n, char *root,
    size_t rootlen, char **priv, struct carc_error *err);
/* Unlink the copies and the directories (after loading). */
void carcd_private_remove(const char *root);

#endif /* CARCD_PRIVATE_H */
