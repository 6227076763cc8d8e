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
/* The type of tile `id` in the set's catalogue (every game of the
 * harness plays on it); the test stops (CU_ASSERT_FATAL) if none. */
int harness_type(const char *id);

#endif /* CARC_TEST_HARNESS_H */
