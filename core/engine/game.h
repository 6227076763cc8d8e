/*
 * game.h - the engine: one game of Carcassonne under the base rules, with
 * the hooks of the plugins the game enables.  It keeps the board, the
 * features (a union-find over the tiles' segments with open-edge counts),
 * the meeples and supplies, and produces the expected events of each move:
 * whether a placement or a meeple is legal, and who scores what under
 * which rule.  It never reads a record: the verifier, the generator, the
 * renderer and the daemon all drive it through this interface.
 *
 * A move is driven in the order of rules-en.md 3.4 (ORDER-TURN):
 *   carc_game_place()        the tile; plugins' after_place (points of
 *                            the placement itself)
 *   carc_game_meeple()       optional
 *   carc_game_score_move()   completed features: plugins' before_score
 *                            (points for the figures around the tile),
 *                            then each feature for its majority (plugins'
 *                            bonuses included), then
 *                            meeples return
 * and at the end carc_game_final().  Points of the move being played are
 * in g->awards until the next move begins.
 */
#ifndef CARC_GAME_H
#define CARC_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "engine/plugin_list.h"
#include "engine/tile.h"
#include "util/error.h"

enum carc_ruleset {
	CARC_RULESET_FINAL = 0,
	CARC_RULESET_C1_SMALLCITY = 1,
	CARC_RULESET_C1_FARM_V1 = 2,
	CARC_RULESET_C1_FARM_V2 = 3
};

extern const char *const carc_ruleset_names[4];
int carc_ruleset_parse(const char *name);	/* -1 if unknown */

#define CARC_MEEPLES_PER_SEAT 7		/* BASE-SETUP-SUPPLY */
#define CARC_GAME_SEATS CARC_MAX_SEATS	/* carc_plugin.h */

/* One part of an award's value: the base value, or a plugin's bonus. */
struct carc_award_part {
	int points;
	const char *rule;
};

/* Points the rules give in the move being played, or at game end. */
struct carc_award {
	int seat;
	int points;			/* the sum of the parts */
	const char *kind;		/* scores.kind: "road", ... */
	const char *rule;		/* the rule that gives the points */
	int feature;			/* the feature scored, or -1 */
	int tie;			/* one of several tied leaders */
	int zeroed;			/* a plugin's rule made the feature
					 * worth nothing (carc_value.zero_rule):
					 * kept at 0 points */
	int nparts;
	/* the base value, up to three bonuses, and (4.0) the change of
	 * the whole value (whole_value) */
	struct carc_award_part parts[5];
	/*
	 * Why, for a person: the engine's own awards keep the counts and
	 * build the text only when a report asks (carc_award_why), since
	 * almost every award agrees with the record and is never shown; a
	 * plugin's award carries its text in why.
	 */
	int why_kind;			/* enum carc_why */
	int count, count2;		/* tiles, coats of arms, neighbours ... */
	char why[96];
	const char *whole_why;		/* (4.0) the last whole_value's reason
					 * (carc_value.whole_why), appended to
					 * the why; static, or NULL */
};

enum carc_why {
	CARC_WHY_TEXT = 0,		/* the text in why */
	CARC_WHY_ROAD,			/* count tiles */
	CARC_WHY_CITY,			/* count tiles, count2 coats of arms */
	CARC_WHY_CITY_END,
	CARC_WHY_MONASTERY,		/* count neighbours */
	CARC_WHY_FIELD,			/* count completed cities */
	CARC_WHY_FIELD_CITY		/* C1V1: one completed city */
};

/* The award's reason as text ("road of 3 tiles"); returns buf. */
const char *carc_award_why(const struct carc_award *a, char *buf,
    size_t len);

/* Why a placement is not legal (the first reason found). */
enum carc_place_fault {
	CARC_PLACE_OK = 0,
	CARC_PLACE_OCCUPIED,		/* BASE-PLACE-ADJ: square taken */
	CARC_PLACE_ISOLATED,		/* BASE-PLACE-ADJ: no neighbour */
	CARC_PLACE_EDGE			/* BASE-PLACE-EDGE: an edge mismatch */
};

/* Why a meeple may not stand where a move puts it. */
enum carc_meeple_fault {
	CARC_MEEPLE_OK = 0,
	CARC_MEEPLE_NO_SPOT,		/* DATA-SPOT: no such spot on the tile */
	CARC_MEEPLE_REFUSED,		/* a plugin's rule (check_figure) */
	CARC_MEEPLE_OCCUPIED,		/* BASE-MEEPLE-FREE */
	CARC_MEEPLE_NO_SUPPLY		/* BASE-MEEPLE-SUPPLY */
};

struct carc_meeple_check {
	int fault;			/* enum carc_meeple_fault */
	int figure;			/* the figure's kind (engine/kinds.h) */
	int segment;			/* taking back: where it stands, or -1 */
	/* rule is a plugin's check_figure answer; its words, if it gave
	 * any, are carc_game_claim()'s until the next check */
	int claimed;
	const char *rule;		/* the rule id broken, or NULL */
	const char *hint;		/* what the record probably misread
					 * (doc/spec/cli.md hint), or NULL */
	int feature;			/* the feature the spot names */
	int kind;			/* its enum carc_kind */
	int holder;			/* CARC_MEEPLE_OCCUPIED: a seat already there */
	int per_seat;			/* CARC_MEEPLE_NO_SUPPLY: the kind's
					 * supply of a seat in this game */
};

/* A game's expansions, as the engine is told them. */
struct carc_game_plugin {
	const struct carc_engine_plugin *plugin;	/* from the list the
							 * game was made on */
	const char *variant;		/* never NULL */
};

struct carc_game;

int carc_game_new(struct carc_game **out,
    const struct carc_plugin_list *plugins, struct carc_error *err);
void carc_game_free(struct carc_game *g);

/*
 * Start a game: nseats players, a ruleset, the expansions it enables (the
 * plugins' game_begin hooks run here; a plugin refusing the game, e.g. for
 * an unknown variant, makes this fail with its message).  The state of any
 * earlier game is dropped; memory is reused.
 */
int carc_game_begin(struct carc_game *g, int nseats, int ruleset,
    const struct carc_game_plugin *plugins, size_t nplugins,
    struct carc_error *err);

/* Play tiles of any variant of an enabled set as the game's own (see
 * carc_verifier_any_variant); set before carc_game_begin. */
void carc_game_any_variant(struct carc_game *g, int on);

/* Drop the plugins' per-game state (also done by begin and free). */
void carc_game_end(struct carc_game *g);

/*
 * The start tile expected at seq 0: the base start tile, or the one a
 * plugin chooses (its start_tile hook).  *rule is the rule cited when
 * seq 0 is another tile; *any_rotation if it may lie in any rotation.
 */
int carc_game_start_tile(struct carc_game *g, int *any_rotation,
    const char **rule);

/* Is the tile type in this game's sets (base or an enabled expansion, and
 * the game's variant)?  A tile outside them is DATA-TILESET. */
int carc_game_tile_enabled(const struct carc_game *g, int type);

/* Copies of a type left in a standard supply (may go negative). */
int carc_game_supply_left(const struct carc_game *g, int type);
/* Copies of a type in the game's standard supply (its edition's). */
int carc_game_set_count(const struct carc_game *g, int type);
/* The rule a draw of a type with no copy left breaks where the first
 * edition has one more than the game's edition (a plugin's
 * edition_rule); NULL: DATA-TILESET. */
const char *carc_game_edition_rule(const struct carc_game *g, int type);
/* Tiles left in a standard supply: the sum of each type's copies left,
 * where positive. */
int carc_game_supply_total(const struct carc_game *g);
void carc_game_supply_take(struct carc_game *g, int type);
/* Undo carc_game_supply_take (a draw judged, not played). */
void carc_game_supply_put_back(struct carc_game *g, int type);

/* Placement legality under the base rules, without changing anything. */
int carc_game_check_place(const struct carc_game *g, int type, int x, int y,
    int rotation);
/* The rule an edge mismatch of that placement breaks: the mismatch rule
 * a plugin declares for one of the two edge kinds (mismatch_rule,
 * carc_plugin.h, struct carc_edge_kind), NULL for BASE-PLACE-EDGE. */
const char *carc_game_edge_rule(const struct carc_game *g, int type, int x,
    int y, int rotation);

/*
 * What the game's plugins say of a move (carc_plugin.h, check_draw and
 * check_place): each ruling a rule of the plugin's own.  Nothing changes.
 */
#define CARC_MAX_RULINGS 4
struct carc_plugin_rulings {
	size_t n;
	struct carc_ruling r[CARC_MAX_RULINGS];
};
/* The tile of type `type` is drawn at move seq by seat. */
void carc_game_rule_draw(struct carc_game *g, int seq, int seat, int type,
    struct carc_plugin_rulings *out);
/* May it lie at (x, y) in rotation?  Asked after the base rules; a
 * placement a plugin forbids does not fit (BASE-PLACE-NOFIT). */
void carc_game_rule_place(struct carc_game *g, int seq, int seat, int type,
    int x, int y, int rotation, struct carc_plugin_rulings *out);
/* Does any plugin of the game have a say in placements?  (Then the
 * fitting questions ask them: a cost only games with such a plugin pay.) */
int carc_game_plugins_place(const struct carc_game *g);
/* Does any plugin of the game have a say in draws (check_draw)? */
int carc_game_plugins_draw(const struct carc_game *g);
/* Is the placement legal under the base rules and every plugin's (the
 * generator's question)? */
int carc_game_fits(const struct carc_game *g, int type, int x, int y,
    int rotation);
/* Does the type fit anywhere on the board, in any rotation? */
int carc_game_fits_anywhere(const struct carc_game *g, int type);
/* A rotation in which the type fits at (x, y), or -1. */
int carc_game_rotation_fitting(const struct carc_game *g, int type, int x,
    int y);
int carc_game_occupied(const struct carc_game *g, int x, int y);

/*
 * Put a tile on the board as the record says (legal or not, but never on
 * an occupied square), join its features with its neighbours', and run
 * the plugins' after_place hooks.  inert: the tile's set is not enabled,
 * so its markings do nothing.  seat is -1 for the start tile.
 */
int carc_game_place(struct carc_game *g, int seq, int seat, int type, int x,
    int y, int rotation, int inert);

/* May `seat` put a meeple on `spot` of the tile just placed? */
void carc_game_check_meeple(struct carc_game *g, int seat, const char *spot,
    struct carc_meeple_check *out);
/* The same for a figure of any kind (engine/kinds.h): where it may stand,
 * its supply, its rules (carc_figure_kind). */
void carc_game_check_figure(struct carc_game *g, int seat, int figure,
    const char *spot, struct carc_meeple_check *out);
/*
 * Taking back a figure instead of placing one ("return:KIND@X,Y",
 * carc_figure_kind RETURNABLE): may `seat` take its figure of kind
 * `figure` from the tile at (x, y)?  REFUSED, citing the kind's return
 * rule (no such figure there) or a plugin's (check_figure), else OK.
 * Then take it back: its owner scores the feature's value at once, as at
 * game end, under the return rule, before the move's other scoring.
 */
void carc_game_check_take_back(struct carc_game *g, int seat, int figure,
    int x, int y, struct carc_meeple_check *out);
void carc_game_take_back(struct carc_game *g, int seat,
    const struct carc_meeple_check *chk);

/* Put it there (after a check whose fault was OK, OCCUPIED or
 * NO_SUPPLY: the record is followed even where it breaks a rule). */
void carc_game_meeple(struct carc_game *g, int seat,
    const struct carc_meeple_check *chk);

/* -- the whole turn (ABI 4.0, record format 2; actions.c) -- */

/* Does a plugin of the game have turn_begin, turn_end or turn_order? */
int carc_game_turn_hooks(const struct carc_game *g);
/* A turn of seat begins at move seq (turn_begin): before its tile. */
void carc_game_turn_begin(struct carc_game *g, int seq, int seat);
/*
 * One action of the turn, *a filled from the record (seq, n, seat, verb,
 * kind, has_tile, x, y, spot, arg), its declaration kinds.action[def]:
 * judged by the plugins (check_action, the first rule decides) and then
 * by the host (a placed tile, a spot the figure may stand on, a figure
 * to move, a supply, an unoccupied feature; the declaration's rule, else
 * the figure kind's spot_rule), and only if nothing is broken carried
 * out and shown to every plugin (after_action).  The host fills *a's
 * feature and from_* for the hooks.  0 carried out; 1 refused, *r the
 * ruling (r->stop: the replay cannot go on); -1 the game failed.
 */
int carc_game_act(struct carc_game *g, int def, struct carc_turn_action *a,
    struct carc_ruling *r);
/* The same judgement, nothing carried out and nothing changed (the
 * generator's): 1 refused, *r the ruling; 0 it may be done. */
int carc_game_judge_act(struct carc_game *g, int def,
    struct carc_turn_action *a, struct carc_ruling *r);
/*
 * The two halves of carc_game_judge_act, for the generator, which asks
 * them of every candidate (carc_drive_action_passes): first the host's
 * own checks, certain refusals whatever the plugins say (no tile there,
 * no spot the figure may stand on, no figure left or to move, an
 * occupied feature): 1 refused; else 0 with *a's feature and from_*
 * filled.  Asks no plugin.  Then, of a row that passed them, the
 * plugins' check_action and the rest: 1 refused, *r the ruling; 0 it
 * may be done.  Neither changes anything.
 */
int carc_game_host_check(struct carc_game *g, int def,
    struct carc_turn_action *a);
int carc_game_judge_checked(struct carc_game *g, int def,
    struct carc_turn_action *a, struct carc_ruling *r);
/*
 * (4.2) Whose is the row *a (seq, n, seat, verb, kind, tile, spot, arg)
 * of verb and kind declaration def?  The declaration of the first
 * loaded plugin whose claim_action says it is its own; else the first
 * loaded one of a plugin without the hook (4.1: its rows are every
 * row); else, with *nobody set, the first loaded one, whose rule the
 * row's refusal cites (carc_game_unclaimed).  Changes nothing.
 */
int carc_game_claim_act(struct carc_game *g, int def,
    const struct carc_turn_action *a, int *nobody);
/* The ruling of a row nobody claims (declaration def's rule). */
void carc_game_unclaimed(struct carc_game *g, int def,
    const struct carc_turn_action *a, struct carc_ruling *r);
/* The whole turn after its scoring (turn_end): what it left out. */
void carc_game_turn_end(struct carc_game *g, int seq, int seat,
    const struct carc_turn_action *acts, size_t n,
    struct carc_plugin_rulings *out);
/* The same asked of the turn so far, as a judge (a hook that changes the
 * board fails the game, as from check_action): would it end so? */
void carc_game_judge_turn_end(struct carc_game *g, int seq, int seat,
    const struct carc_turn_action *acts, size_t n,
    struct carc_plugin_rulings *out);
/* Who plays after seat's turn: *next, the next seat in order, unless a
 * plugin grants another (turn_order): its rule, else NULL.  *withheld:
 * the rule of a plugin that named one and granted nothing (a further
 * tile withheld), else NULL. */
const char *carc_game_turn_order(struct carc_game *g, int seq, int seat,
    int *next, const char **withheld);

/* Score what the last placement completed; awards go to g's list. */
void carc_game_score_move(struct carc_game *g);

/* Final scoring (BASE-END); awards go to g's list. */
void carc_game_final(struct carc_game *g);

/*
 * The one out-of-memory policy: an allocation that fails, in the engine
 * or in a plugin, never drops a point or a feature silently (that would
 * be a wrong verdict) and never aborts.  It sets a sticky reason, and the
 * verifier reports the game unverifiable with it.  carc_game_fail sets
 * the reason (the first one sticks, until carc_game_begin) and returns
 * -1; carc_game_oom is carc_game_fail(g, "out of memory").
 */
int carc_game_fail(struct carc_game *g, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int carc_game_oom(struct carc_game *g);
/* The reason the game cannot be verified, or NULL. */
const char *carc_game_failed(const struct carc_game *g);

/* Begin a new move: clears the award list. */
void carc_game_clear_awards(struct carc_game *g);

size_t carc_game_awards(const struct carc_game *g,
    const struct carc_award **out);
int carc_game_score(const struct carc_game *g, int seat);
int carc_game_supply(const struct carc_game *g, int seat);
/* Figures of a kind (engine/kinds.h) left in a seat's supply. */
int carc_game_figures_left(const struct carc_game *g, int seat, int kind);
/* Is the game's supply standard (counted), not free?  Set by the move
 * driver; plugins read it through the tiles_left service. */
void carc_game_set_standard(struct carc_game *g, int standard);
int carc_game_nseats(const struct carc_game *g);
const struct carc_catalogue *carc_game_catalogue(const struct carc_game *g);
/* The kinds of edge, feature and figure the game's plugins may declare. */
const struct carc_kinds *carc_game_kinds(const struct carc_game *g);
/* The words of the last plugin claim a figure check met (carc_meeple_check
 * .claimed), or NULL if the plugin gave none (its rule alone). */
const struct carc_ruling *carc_game_claim(const struct carc_game *g);
size_t carc_game_ntiles(const struct carc_game *g);

/*
 * Ask the game's plugins which of their rules explains why the rules give
 * `seat` no `kind` points in the move just played (final: at game end);
 * NULL if none does.  *hint_rule, *hint_why: the first hint a plugin
 * gives (what the recorder probably misread), else both NULL.
 */
const char *carc_game_explain(struct carc_game *g, int final, int seat,
    const char *kind, int points, const char **hint_rule,
    const char **hint_why);

/* The same for points the record gets wrong or leaves out (recorded 0):
 * the plugins' explain_value. */
const char *carc_game_explain_value(struct carc_game *g, int final, int seat,
    const char *kind, int expected, int recorded, const char **hint_rule,
    const char **hint_why);

/* The replay stops at this move (record-format.md): nothing of it counts,
 * so the points its placement gave (a plugin's awards) are taken back. */
void carc_game_undo_awards(struct carc_game *g);

/* What the verifier needs to explain a score it does not expect. */
struct carc_feature_view {
	int feature;
	int kind;
	int complete;
	int ntiles;
	int meeples[CARC_GAME_SEATS];	/* per seat; for a feature scored in
					 * this move, as it stood when it
					 * scored (before BASE-RETURN) */
	int loop;			/* a road with no end (BASE-ROAD-DONE) */
	int placed_now;			/* seat whose meeple went on it this
					 * move, or -1 */
};

/* One feature, by its root (an award's `feature`). */
void carc_game_feature_view(const struct carc_game *g, int root,
    struct carc_feature_view *out);
/* The features that have a segment on the tile placed last, and the
 * monasteries around it (those the placement may complete). */
size_t carc_game_features_of_last_tile(const struct carc_game *g,
    struct carc_feature_view *out, size_t max);
/* The award feature root would get if it were completed now, valued
 * as in play (a field is valued only at the end: no rule, 0); nothing
 * is awarded.  For carc ask. */
void carc_game_value_completed(struct carc_game *g, int root,
    struct carc_award *a);
/* Does `seat` have a farmer on the board? */
int carc_game_has_farmer(const struct carc_game *g, int seat);
/* Did `seat` have a meeple returned from a feature of `kind` this game? */
int carc_game_returned(const struct carc_game *g, int seat, int kind);

#endif /* CARC_GAME_H */
