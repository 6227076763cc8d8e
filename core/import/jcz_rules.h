/*
 * jcz_rules.h - what a JCloisterZone save's setup asks for: its tile sets
 * (setup.sets), its game elements (setup.elements) and its rule switches
 * (setup.rules), mapped onto the base game, the plugins and our rulesets,
 * or refused with the reason (doc/import-jcz.md, "Setup" and "Rule
 * switches").
 *
 * What JCloisterZone calls each set is data the catalogues ship, never
 * C: the `import: {jcz: ...}` block of core/tiles/base.yaml and of each
 * plugin's catalogue (carc-tiles(5), IMPORT).  This file knows the shape
 * of that block and the base game's two elements (small-follower,
 * farmers), and no expansion.
 */
#ifndef CARC_IMPORT_JCZ_RULES_H
#define CARC_IMPORT_JCZ_RULES_H

#include <jansson.h>

#include "carc_plugin.h"
#include "host/plugins.h"
#include "import/game.h"
#include "util/error.h"

/* A catalogue's set in play: the base game, or a plugin. */
struct carc_jcz_use {
	const char *set;		/* the catalogue's set ("base", or the
					 * plugin's name), owned by the
					 * plugin set */
	const char *variant;		/* the block's `variant`, or NULL */
	const struct carc_node *block;	/* its import.jcz mapping */
	const char *file;		/* the catalogue, for messages */
	int plugin;			/* 1: a plugin (game_expansions) */
};

struct carc_jcz_setup {
	int ruleset;			/* enum carc_ruleset */
	int edition;			/* every set's, as the plugins ask */
	const char *edition_by;		/* the plugin that asks it, or NULL */
	size_t nuse;
	struct carc_jcz_use use[CARC_IMPORT_MAX_EXP + 1];
};

/*
 * Every loaded catalogue's import.jcz block: its keys, the shape of each
 * value, the rulesets its switches pick, and that the base catalogue has
 * one.  A command that imports checks them once, when it loads the
 * catalogues, and fails on a broken block naming its file:line:col, rather
 * than refusing every save for it.  0, or -1 with the message in err.
 */
int carc_jcz_check_catalogues(const struct carc_plugin_set *set,
    struct carc_error *err);

/* Read setup.sets, setup.elements and setup.rules into su; -1 (err) if
 * the save is to be refused. */
int carc_jcz_read_setup(struct carc_jcz_setup *su, const json_t *setup,
    const struct carc_plugin_set *set, struct carc_error *err);

/* Our figure kind for JCloisterZone's meeple type (the TYPE of
 * "0.TYPE.1") in this game: "" for the follower ("small"), NULL if no
 * set in play declares it. */
const char *carc_jcz_figure(const struct carc_jcz_setup *su,
    const char *type);

/* The figure kind that a RETURN_MEEPLE of this source takes back, or
 * NULL if no set in play declares the source. */
const char *carc_jcz_return(const struct carc_jcz_setup *su,
    const char *source);

/* The neutral figure kind a MOVE_NEUTRAL_FIGURE of this figure (the
 * figureId before its '.') moves, or NULL if no set in play declares it
 * (`neutral:` of the catalogue's import.jcz). */
const char *carc_jcz_neutral(const struct carc_jcz_setup *su,
    const char *figure);

/* Is this neutral figure (the figureId before its '.') one that each
 * player moves in turn, its message's player the action's seat
 * (`any_player:`)?  1 or 0. */
int carc_jcz_any_player(const struct carc_jcz_setup *su,
    const char *figure);

/* (record format 2) The figure kind a RETURN_MEEPLE of this source
 * removes from the board, any player's, as an action `remove KIND`
 * (`removes:`); and the one a DEPLOY_MEEPLE of this meeple type places on
 * a tile other than the turn's, as an action `place KIND` (`places:`);
 * NULL if no set in play declares it. */
const char *carc_jcz_remove(const struct carc_jcz_setup *su,
    const char *source);
const char *carc_jcz_place(const struct carc_jcz_setup *su,
    const char *type);

/* Is a message of this type a round's choice (`rounds:` of the
 * catalogue's import.jcz, of a set in play)?  1 with *arg the arg its
 * payload.value `value` maps to (NULL: none), else 0. */
int carc_jcz_round(const struct carc_jcz_setup *su, const char *type,
    const char *value, const char **arg);

/* The token kind a PLACE_TOKEN of this token puts on a tile (`tokens:`
 * of the catalogue's import.jcz), or NULL if no set in play declares
 * it. */
const char *carc_jcz_token(const struct carc_jcz_setup *su,
    const char *token);

/* (record format 2) A DEPLOY_MEEPLE onto pointer.feature `feature`
 * throws a die rather than placing the meeple (`rolls:`): the die's
 * number of faces, or 0 if no set in play declares the feature. */
int carc_jcz_roll(const struct carc_jcz_setup *su, const char *feature);

/* Is pointer.feature `feature` one that a set in play puts at the tile's
 * centre (our spot C), besides the monastery? */
int carc_jcz_centre_feature(const struct carc_jcz_setup *su,
    const char *feature);

/* Is the catalogue set `name` (a tile's set) in play, and if `variant`
 * is not empty, in that variant? */
int carc_jcz_set_in_play(const struct carc_jcz_setup *su, const char *name,
    const char *variant);

#endif /* CARC_IMPORT_JCZ_RULES_H */
