/*
 * leftover.h - what a carcd killed at the wrong moment left in $TMPDIR,
 * removed at the next start (issue 34, 11: 2.7 GB of copies of a
 * database after six kills during its check).  carcd's copies have no
 * name now (record/capture.c, private.h), but older versions named
 * theirs, and a plugin copy made without memfd_create has a name until
 * it is mapped.
 */
#ifndef CARCD_LEFTOVER_H
#define CARCD_LEFTOVER_H

/* Remove, from $TMPDIR (else /tmp), each file named as carcd names its
 * copies (carc-copy.XXXXXX, carcd-plugin.XXXXXX) that is a regular file
 * of this user's, with one link, which no process has open; each is
 * logged.  Nothing where what processes have open cannot be known (no
 * /proc).  The number removed. */
int carcd_remove_leftovers(void);

#endif /* CARCD_LEFTOVER_H */
