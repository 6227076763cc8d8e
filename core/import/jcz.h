/*
 * jcz.h - read a JCloisterZone 5.x saved game (.jcz, JSON) into a
 * game (import/game.h).  No SQL here.  The JSON accepted, and
 * why, is in doc/import-jcz.md; anything else is refused with one
 * message, never imported in part.
 */
#ifndef CARC_IMPORT_JCZ_H
#define CARC_IMPORT_JCZ_H

#include <stddef.h>

#include "host/plugins.h"
#include "import/game.h"
#include "util/error.h"

#define CARC_JCZ_MAX_BYTES (16u << 20)	/* a real save is a few 10 kB */

/*
 * Parse the save in buf[0..len) into g (which must be zeroed; free it
 * with carc_import_game_free, also after an error).  Tile ids are looked
 * up in set's catalogue (aliases); an expansion the save uses must be a
 * loaded plugin.  g->status is left NULL: whether the game ended, and
 * which tiles it discarded, is for carc_import_infer_end (end.h).
 */
int carc_jcz_parse(struct carc_import_game *g, const char *buf, size_t len,
    const struct carc_plugin_set *set, struct carc_error *err);

/* The same from a regular file (at most CARC_JCZ_MAX_BYTES). */
int carc_jcz_parse_file(struct carc_import_game *g, const char *path,
    const struct carc_plugin_set *set, struct carc_error *err);

/* Open path for reading if it is a regular file, without blocking (a
 * FIFO is refused, not waited on); the descriptor, or -1 (err). */
int carc_jcz_open(const char *path, struct carc_error *err);

#endif /* CARC_IMPORT_JCZ_H */
