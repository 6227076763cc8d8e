/*
 * kinds.h - the kinds of edge, feature and figure a process knows: the
 * base game's, and those the loaded plugins declare (carc_plugin.h,
 * "kinds a plugin declares").  The host fills the table when it loads the
 * plugins, before any catalogue; the catalogue reads it to parse tiles,
 * the engine to play them.  Nothing here names an expansion: a declared
 * kind is only its declaration.
 */
#ifndef CARC_KINDS_H
#define CARC_KINDS_H

#include <stddef.h>
#include <stdint.h>

#include "carc_plugin.h"
#include "util/error.h"

/* The base game's figure: kind 0 of every table. */
#define CARC_FIGURE_FOLLOWER_KIND 0
/* Edge kinds a plugin declares are numbered from here (3 is no edge
 * kind: it is the monastery's feature kind). */
#define CARC_EDGE_PLUGIN 4

/* A set slot is 0 for the base game, k + 1 for plugin k of the list. */
#define CARC_SLOT_BASE 0

struct carc_edge_def {
	const char *name;		/* NULL: no kind of this number */
	char letter;			/* carc_tile_info.edges */
	int slot;			/* the set slot that declares it */
	const char *mismatch_rule;	/* NULL: BASE-PLACE-EDGE */
	const struct carc_edge_kind *decl;	/* NULL for the core's */
};

struct carc_feature_def {
	const char *name;		/* NULL: no kind of this number */
	int shape;			/* CARC_SHAPE_*; 0 for the core's */
	int slot;
	const char *figure_rule;
	const struct carc_feature_kind *decl;
};

struct carc_figure_def {
	const char *name;		/* "follower", or the declared name */
	int supply, weight;
	unsigned flags;			/* CARC_FIGURE_* */
	uint32_t stands_on;		/* bit k: may stand on feature kind k */
	int slot;
	const char *supply_rule, *spot_rule, *return_rule;
	const struct carc_figure_kind *decl;
};

/* An action a plugin declares (carc_plugin.h, carc_action_kind, ABI
 * 4.0): a verb done with a kind. */
#define CARC_MAX_ACTION_KINDS 48
struct carc_action_def {
	int verb;			/* enum carc_verb */
	const char *kind;		/* NULL: roll, choose */
	int figure;			/* the figure kind's number, or -1 (a
					 * token kind, roll, choose) */
	unsigned flags;			/* CARC_ACTION_* */
	const char *const *spots;	/* spot forms of its own, or NULL */
	const char *rule;		/* NULL: the figure kind's spot_rule */
	const char *const *args;	/* a roll's or choice's args, or NULL */
	int slot;
	const struct carc_action_kind *decl;
	/* The declarations of this verb and kind by every plugin, in the
	 * order loaded: the first one's index and the next one's (-1 after
	 * the last), so that a plugin's own is found without a scan. */
	int first_twin, next_twin;
	/* The next declaration of the same verb, in the order loaded (-1
	 * after the last): carc_kinds_action walks its verb's alone. */
	int next_verb;
};

struct carc_kinds {
	struct carc_edge_def edge[CARC_MAX_KINDS];
	struct carc_feature_def feature[CARC_MAX_KINDS];
	struct carc_figure_def figure[CARC_MAX_FIGURES];
	size_t nfigures;
	int next_edge, next_feature;	/* the next number to give */
	struct carc_action_def action[CARC_MAX_ACTION_KINDS];
	size_t nactions;
	int first_verb[CARC_NVERBS];	/* each verb's first declaration, or
					 * -1 (next_verb) */
};

/* The record's names of the verbs (enum carc_verb). */
extern const char *const carc_verb_names[CARC_NVERBS];
/* The verb named s, or -1. */
int carc_verb_parse(const char *s);
/*
 * The action declared for verb with kind (NULL for roll and choose) by
 * the base game or a plugin among the enabled set slots (bit s), or -1:
 * the record may hold only these (record-format.md, "The whole turn").
 */
/* The same as carc_kinds_action with the verb and kind of declaration
 * def, by its twins rather than a scan (every plugin's hook call of an
 * action asks it). */
int carc_kinds_action_twin(const struct carc_kinds *k, uint32_t slots,
    int def);
int carc_kinds_action(const struct carc_kinds *k, uint32_t slots, int verb,
    const char *kind);
/* Is spot a form action a accepts: a record's spot (N, NL, C ...) or,
 * where it declares forms of its own, one of them? */
int carc_action_spot_ok(const struct carc_action_def *a, const char *spot);

/* What of a row's form a declaration does not take (carc_plugin.h,
 * carc_action_kind), or CARC_FORM_OK. */
enum carc_action_form {
	CARC_FORM_OK,
	CARC_FORM_BEFORE_TILE,	/* n < 0, not CARC_ACTION_BEFORE_TILE */
	CARC_FORM_NO_TILE,	/* CARC_ACTION_NO_TILE: x, y or a spot given */
	CARC_FORM_TILE,		/* aimed at a tile: no x, y */
	CARC_FORM_SPOT		/* a spot form it does not declare */
};
/*
 * Does declaration a take a row of n, aimed at a tile or not (has_xy),
 * with spot (NULL: none)?  Several plugins may declare one verb and
 * kind with different forms; a row takes its claimant's (ABI 4.2,
 * claim_action), so the reader asks it of each and the host of the
 * one that plays the row.
 */
enum carc_action_form carc_action_form(const struct carc_kinds *k,
    const struct carc_action_def *a, long n, int has_xy, const char *spot);

/* The base game's kinds alone. */
void carc_kinds_init(struct carc_kinds *k);

/*
 * Add the kinds plugin `name` declares in descriptor p, the plugin being
 * set slot `slot`: each checked (names [a-z][a-z0-9_]*, not taken by the
 * core or another plugin, letters free, rule ids among the plugin's,
 * stands_on naming known feature kinds) before any is added.  -1 and a
 * message naming the plugin and the kind otherwise.
 */
int carc_kinds_add(struct carc_kinds *k, const struct carc_plugin *p,
    int slot, const char *path, struct carc_error *err);

/* Numbers by name, or -1. */
int carc_kinds_edge(const struct carc_kinds *k, const char *name);
int carc_kinds_feature(const struct carc_kinds *k, const char *name);
int carc_kinds_figure(const struct carc_kinds *k, const char *name);

/* The name of a feature kind (the record's scores.kind), or "?". */
static inline const char *
carc_kinds_feature_name(const struct carc_kinds *k, int kind)
{
	return kind >= 0 && kind < CARC_MAX_KINDS &&
	    k->feature[kind].name != NULL ? k->feature[kind].name : "?";
}

/*
 * What a move does with a figure, as moves.meeple says it
 * (record-format.md, "Figures and actions that plugins bring"):
 *   NULL                     nothing
 *   SPOT                     a follower on SPOT
 *   KIND:SPOT                a figure of KIND on SPOT ("KIND:N")
 *   return:KIND@X,Y          takes its figure of KIND back from the tile
 *                            at (X, Y) instead of placing one
 */
enum carc_figure_do {
	CARC_FIGURE_NOTHING = 0,
	CARC_FIGURE_PUT,
	CARC_FIGURE_BACK,
	CARC_FIGURE_MALFORMED		/* return:KIND@ of a returnable kind,
					 * then no X,Y of the grammar */
};

struct carc_figure_move {
	int what;			/* enum carc_figure_do */
	int figure;			/* its kind, engine/kinds.h */
	const char *spot;		/* PUT: points into the text parsed */
	int64_t x, y;			/* BACK: the tile it leaves */
};

/*
 * Read moves.meeple (text, NULL for none) into *out, for a game whose
 * enabled set slots are `slots` (bit s: slot s).  A KIND that no enabled
 * plugin declares, `return:` of a kind not declared returnable, or a
 * `return:` with no KIND: -1 and why (the game is then unverifiable,
 * naming it).  `return:KIND` of a returnable kind without '@' X ',' Y of
 * the grammar (X, Y := '-'? ('0' | [1-9][0-9]*), within an int64):
 * CARC_FIGURE_MALFORMED, a malformed record that the replay reports as
 * a malformed spot (carc_drive_move.figure_malformed).  A text with no ':' is a follower's spot,
 * whatever it says (the replay judges the spot).
 */
int carc_figure_parse(const struct carc_kinds *k, uint32_t slots,
    const char *text, struct carc_figure_move *out, char *why, size_t len);

/* Four edge kinds (board or defined orientation) as the letters plugins
 * read them (carc_tile_info.edges). */
static inline void
carc_tile_edge_letters(const struct carc_kinds *k, const uint8_t kind[4],
    char out[5])
{
	int e;

	for (e = 0; e < 4; e++)
		out[e] = kind[e] < CARC_MAX_KINDS && k->edge[kind[e]].name ?
		    k->edge[kind[e]].letter : '?';
	out[4] = '\0';
}

#endif /* CARC_KINDS_H */
