/*
 * private.h - carcd's private copies of its plugins.  A plugin rewritten
 * in place by cp, which truncates and rewrites the very file a process
 * has mapped, killed carcd with SIGSEGV at its next game (issue 28, 7):
 * carcd maps a copy of each plugin file of its own, made from the file
 * the loader checked (carc_plugins_load_copies), so nothing changes until
 * a SIGHUP loads the new file, or keeps the old set if it does not load.
 *
 * The copy leaves nothing behind, whatever ends the process: where the
 * system has memfd_create(2) (Linux, glibc 2.27) it is an anonymous file
 * that dlopen opens as /proc/self/fd/N and that dies with the process;
 * elsewhere a file in $TMPDIR, unlinked as soon as dlopen mapped it (a
 * process killed between the two leaves that one file).
 */
#ifndef CARCD_PRIVATE_H
#define CARCD_PRIVATE_H

#include "host/plugins.h"

/* The copier carcd loads every plugin set with. */
extern const struct carc_plugin_copier carcd_private_copier;

#endif /* CARCD_PRIVATE_H */
