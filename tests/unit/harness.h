/*
 * harness.h - the plugins' CUnit suites drive the real engine with the
 * plugins built in this tree ($CARC_PLUGIN_DIR): this opens and closes
 * that set and a game on it.
 */
#ifndef CARC_TEST_HARNESS_H
#define CARC_TEST_HARNESS_H

#include "engine/game.h"
#include "host/plugins.h"

/* The set is large (a path per slot): it lives here, off the stack. */
extern struct carc_plugin_set harness_set;

/* Load the plugins, check that `plugin` is among them, and make a game;
 * *g is it.  0, or -1 with the reason on stderr. */
int harness_open(const char *plugin, struct carc_game **g);
void harness_close(struct carc_game *g);

#endif /* CARC_TEST_HARNESS_H */
