/*
 * text.h - the state of a game after some move, for a person following a
 * divergence in a terminal: the last move, the points the rules give in
 * it, the scores and supplies, every feature with its tiles, open edges,
 * coats of arms and meeples, and the divergences so far.
 */
#ifndef CARC_TEXT_H
#define CARC_TEXT_H

#include <stdio.h>

#include "render/scene.h"

void carc_render_text(FILE *out, const struct carc_scene *sc);

#endif /* CARC_TEXT_H */
