/*
 * outfile.h - the files carc writes for a person (a report's pages, a
 * picture, the rules reference, faults' notes), never through a symbolic
 * link or into a file that has other names (doc/hardening.md).
 *
 * An output directory is often one that others may write too (/tmp, a
 * shared web root): a link planted there, named as one of carc's outputs,
 * would have carc write wherever it points with the user's rights.  So
 * the last part of every output's name is opened with O_NOFOLLOW, checked
 * to be a regular file with no other hard link before it is truncated,
 * and a directory carc writes a tree of pages into is refused if it is a
 * link.  A refusal names the file and says why.
 */
#ifndef CARC_OUTFILE_H
#define CARC_OUTFILE_H

#include <stdio.h>

#include "util/error.h"

/*
 * path, created or emptied, for writing (stdio, "w").  dir_too: the
 * directory it is in must not be a symbolic link either (a directory of
 * pages that carc made, or the --out DIR it writes them into); else that
 * directory is where the user's path leads.  NULL and err on failure.
 */
FILE *carc_outfile_open(const char *path, int dir_too,
    struct carc_error *err);

/*
 * Make directory path for outputs, or take the one there: 0, or -1 and
 * err if it cannot be made or is not a directory of its own (a symbolic
 * link, even to a directory, is refused).
 */
int carc_outdir_make(const char *path, struct carc_error *err);

#endif /* CARC_OUTFILE_H */
