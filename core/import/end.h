/*
 * end.h - did an imported game end, and which tiles did it discard?
 *
 * Some clients (JCloisterZone) log neither: a tile that fits nowhere
 * leaves no trace, and the save does not say that the game is over.  The
 * tiles of the supply that are not on the board are then the discarded
 * ones (a finished game) or the discarded ones and the draw pile (a game
 * in progress).  The engine tells them apart: the game is taken as
 * finished when every tile left over fitted nowhere at some moment of the
 * game, and each is recorded as discarded at the first such moment, by
 * the player who then placed (DATA-SEAT: the same seat draws again).
 * Otherwise the game is in progress and nothing is added.
 */
#ifndef CARC_IMPORT_END_H
#define CARC_IMPORT_END_H

#include "host/plugins.h"
#include "import/game.h"
#include "util/error.h"

/* Set g->status and add the inferred discards to g->moves; nothing if
 * the importer found g->status in the save. */
int carc_import_infer_end(struct carc_import_game *g,
    const struct carc_plugin_set *set, struct carc_error *err);

#endif /* CARC_IMPORT_END_H */
