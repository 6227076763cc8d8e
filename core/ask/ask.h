/*
 * ask.h - carc ask: questions about a position (a game in carc's
 * notation, doc/spec/notation.md, up to a move), answered as data for
 * any output (cli/cmd_ask.c: text, JSON, SVG; a browser page later):
 *   - every square and rotation where a tile may go next, and on each
 *     the spots where each figure kind may stand;
 *   - a proposed move, with its turn's actions: legal, or the rules it
 *     breaks, as `carc verify` gives them for it; and what the turn
 *     still owes (an action a plugin's turn_end finds left out);
 *   - every feature on the board: kind, tiles, holders, and what it
 *     scores at the end (final scoring of the position as it stands);
 * under the game's own ruleset and variants and under every other the
 * game could be played under, so that the differences show.
 *
 * Nothing of the rules is here: every answer is the verifier's and its
 * move driver's (carc_verify_until, carc_drive_judge_place,
 * carc_drive_check_figure, carc_drive_final) on the position with the
 * move asked about appended.  No database, no output format.
 */
#ifndef CARC_ASK_H
#define CARC_ASK_H

#include <stddef.h>
#include <stdint.h>

#include "host/plugins.h"
#include "record/record.h"
#include "util/error.h"

#define CARC_ASK_RULINGS 8

/* Where one figure kind may stand on a placed tile. */
struct carc_ask_spot {
	char spot[CARC_SPOT_MAX];	/* the first spot name of its feature */
	const char *figure;		/* the kind's name ("follower", ...) */
};

/* A square and rotation where the tile may go; its spots are
 * spots[first_spot .. first_spot + nspots). */
struct carc_ask_place {
	int x, y, rotation;		/* rotation in degrees */
	size_t first_spot, nspots;
};

/* One rule a move breaks, as carc verify reports it. */
struct carc_ask_ruling {
	const char *rule;		/* static */
	char message[256];
};

/* A feature on the board and what it scores at the end. */
struct carc_ask_feature {
	const char *kind;		/* "road", "city", ... */
	int x, y;			/* a tile it lies on: its first */
	int ntiles, complete;
	int holders[CARC_MAX_SEATS];	/* figures per seat */
	int end_points[CARC_MAX_SEATS];	/* final scoring, per seat */
	const char *end_rule;		/* its first award's rule, or NULL */
	/* what it is worth completed (as the rules value a feature
	 * completed in play, now or when it was); rule NULL: a field, or
	 * a kind valued only at the end */
	int complete_points;
	const char *complete_rule;
};

/* The answers under one ruleset and set of variants. */
struct carc_ask_answer {
	char ruleset[CARC_SET_MAX];
	char variants[128];		/* "NAME:VARIANT,...", "" for none */
	int recorded;			/* the game's own */
	int differs;			/* an answer differs from the own */
	/* the position itself: the first rule it breaks, or NULL */
	const char *position_rule;
	int64_t position_seq;
	/* with a tile: what drawing it now breaks (the supply, the sets, a
	 * plugin's order of drawing), whatever square it would go on */
	struct carc_ask_ruling draw_rulings[CARC_ASK_RULINGS];
	size_t ndraw_rulings;
	struct carc_ask_place *places;
	size_t nplaces;
	struct carc_ask_spot *spots;
	size_t nspots;
	int move_legal;			/* if the query named a move */
	struct carc_ask_ruling move_rulings[CARC_ASK_RULINGS];
	size_t nmove_rulings;
	/* what the move, legal as far as it goes, leaves the turn owing:
	 * the plugins' turn_end rulings (an action the rules require) */
	struct carc_ask_ruling owes[CARC_ASK_RULINGS];
	size_t nowes;
	struct carc_ask_feature *features;
	size_t nfeatures;
	int totals[CARC_MAX_SEATS];	/* scores now, and after final */
	int final_totals[CARC_MAX_SEATS];
};

struct carc_ask_query {
	int64_t to_seq;			/* the position after this move; < 0:
					 * after the last */
	const char *tile;		/* a tile id (resolved), or NULL */
	/* a move to judge, "T@X,Y,R[,FIGURE]" with T resolved, or NULL */
	const char *move;
	int all_rulesets;		/* every ruleset and variant, not only
					 * the game's own */
	/* the move's actions, each an action line of the notation
	 * ("+ N SEAT VERB ...") or its part from VERB on (N: its place
	 * among them, SEAT: the mover's) */
	const char *const *actions;
	size_t nactions;
};

struct carc_ask {
	int64_t seq;			/* the next move's seq */
	int seat;			/* whose turn it is next */
	size_t nseats;
	struct carc_ask_answer *answers;	/* answers[0]: the game's own */
	size_t nanswers;
};

/*
 * Answer q about the position rec holds (rec is not changed).  -1 and err
 * on what is no question (a move that cannot be read, a seq the position
 * does not hold, memory); a position that breaks rules is answered, its
 * first broken rule named.
 */
int carc_ask_run(const struct carc_plugin_set *set,
    const struct carc_record *rec, const struct carc_ask_query *q,
    struct carc_ask *out, struct carc_error *err);
void carc_ask_free(struct carc_ask *a);
/* Do two answers value a feature alike: its worth completed, its final
 * points per seat, and the rules that give them? */
int carc_ask_feature_same(const struct carc_ask_feature *a,
    const struct carc_ask_feature *b, size_t nseats);

#endif /* CARC_ASK_H */
