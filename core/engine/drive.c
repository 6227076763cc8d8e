/*
 * drive.c - the move driver (see drive.h): turn order, the supply, the
 * order of a move's steps and what the rules make of each, kept in one
 * place for every tool that walks the moves of a game.  When a rule is
 * broken is decided here; the words are rulings.c's.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine/drive.h"
#include "engine/game_impl.h"
#include "engine/rulings.h"

/* Coordinates at or past CARC_SQUARE_FAR (carc_plugin.h, the bound of
 * an action's square promised to plugins) cannot be next to anything a
 * real game built (at most a few hundred tiles), and stay far from int
 * overflow: a move's square is held to the same bound. */

/* The longest meeple spot the driver reads (a record's column holds 15
 * bytes): a longer name is no spot of any tile. */
#define SPOT_MAX 32

struct carc_drive {
	struct carc_game *g;
	const struct carc_catalogue *cat;
	int nseats;
	int standard;
	int seq;			/* the next move's number */
	int turn;			/* whose turn the next move is */
	/* (4.2) the plugin rule that decided it (turn_order): granted, the
	 * seat of the last move plays again, and a move by another breaks
	 * it; withheld, no further tile, and a move by that seat (last)
	 * breaks it.  NULL: turn order alone, DATA-SEAT. */
	const char *granted, *withheld;
	int last;
	int seat;			/* the seat playing the current move */
	int discard;			/* the current move is a discard */
	int start, start_any;		/* carc_drive_start_tile, once known */
	const char *start_rule;
	int start_known;
	int type;			/* the current move's tile */
	const char *tile;		/* as written (the caller's) */
	struct carc_rulings rl;		/* what the rules make of the move */
	/* (4.0) the current turn's actions, the caller's, in n order; and
	 * as the hooks see them, for turn_end: grown only by games that
	 * have actions */
	const struct carc_drive_action *acts;
	size_t nacts;
	struct carc_turn_action *tacts;
	size_t ntacts, tacts_cap;
	/* (4.2) whose each of acts is: the declaration it takes (-1: not
	 * asked yet), or nobody's (carc_game_claim_act); and when it plays
	 * by that declaration (stage_by), kept as def changes: each stage
	 * of a turn reads every row's */
	struct drive_claim {
		int def;
		int nobody;
		int stage;
	} *claims;
	size_t claims_cap;
	/* carc_drive_on_scored: the generator's actions after the scoring */
	void (*on_scored)(void *arg, struct carc_drive_facts *f);
	void *on_scored_arg;
	/* what the game's plugins have a say in, known at its start: a
	 * base game has none, and pays a test of each per move, not the
	 * calls that would find no hook (issue 35 item 6) */
	int plugins_draw;		/* check_draw */
	int plugins_place;		/* check_place */
	int turn_hooks;			/* turn_begin, turn_end, turn_order */
	/* carc_drive_tile: carc_drive_play stops after the tile, so that
	 * the tile's step has one caller and is compiled into it (a call
	 * of its own cost 20 instructions a move) */
	int tile_only;
};

int
carc_drive_new(struct carc_drive **out, const struct carc_plugin_list *plugins,
    struct carc_error *err)
{
	struct carc_drive *p;

	*out = NULL;
	if ((p = calloc(1, sizeof(*p))) == NULL)
		return carc_error_set(err, "out of memory");
	if (carc_game_new(&p->g, plugins, err) != 0) {
		free(p);
		return -1;
	}
	p->cat = carc_game_catalogue(p->g);
	carc_rulings_begin(&p->rl, p->cat, NULL, 0, -1);
	p->rl.kinds = carc_game_kinds(p->g);
	*out = p;
	return 0;
}

void
carc_drive_free(struct carc_drive *p)
{
	if (p == NULL)
		return;
	carc_game_free(p->g);
	free(p->tacts);
	free(p->claims);
	free(p);
}

struct carc_game *
carc_drive_game(const struct carc_drive *p)
{
	return p->g;
}

const char *
carc_drive_variant(const struct carc_engine_plugin *p, const char *name)
{
	const char *const *vr = p->desc->variants;
	size_t i;

	if (name == NULL)
		return vr != NULL && vr[0] != NULL ? vr[0] : "";
	for (i = 0; vr != NULL && vr[i] != NULL; i++)
		if (strcmp(vr[i], name) == 0)
			return vr[i];
	return NULL;
}

int
carc_drive_begin(struct carc_drive *p, int nseats, int ruleset,
    const struct carc_game_plugin *plugins, size_t nplugins, int standard,
    struct carc_error *err)
{
	p->nseats = nseats;
	p->standard = standard;
	p->seq = 0;
	p->turn = 0;
	p->granted = p->withheld = NULL;
	p->last = -1;
	p->seat = -1;
	p->discard = 0;
	p->start_known = 0;
	p->rl.n = 0;
	carc_game_set_standard(p->g, standard);
	if (carc_game_begin(p->g, nseats, ruleset, plugins, nplugins,
	    err) != 0)
		return -1;
	p->plugins_draw = carc_game_plugins_draw(p->g);
	p->plugins_place = carc_game_plugins_place(p->g);
	p->turn_hooks = carc_game_turn_hooks(p->g);
	return 0;
}

void
carc_drive_end(struct carc_drive *p)
{
	carc_game_end(p->g);
}

int
carc_drive_start_tile(struct carc_drive *p, int *any_rotation)
{
	if (!p->start_known) {
		p->start_rule = "BASE-SETUP-START";
		p->start = carc_game_start_tile(p->g, &p->start_any,
		    &p->start_rule);
		p->start_known = 1;
	}
	*any_rotation = p->start_any;
	return p->start;
}

int
carc_drive_turn(const struct carc_drive *p)
{
	return p->turn;
}

int
carc_drive_supply_total(struct carc_drive *p)
{
	return carc_game_supply_total(p->g);
}

int
carc_drive_supply_left(const struct carc_drive *p, int type)
{
	return carc_game_supply_left_inline(p->g, type);
}

int
carc_drive_over(struct carc_drive *p)
{
	return p->standard && carc_drive_supply_total(p) <= 0;
}

size_t
carc_drive_rulings(const struct carc_drive *p, const struct carc_drive_ruling **out)
{
	*out = p->rl.r;
	return p->rl.n;
}

/* Draw a tile of type from the supply. */
static void
take(struct carc_drive *p, int type)
{
	carc_game_supply_take_inline(p->g, type);
}

/* Undo take() (a draw judged, not played). */
static void
untake(struct carc_drive *p, int type)
{
	carc_game_supply_put_back(p->g, type);
}

/* Where the move's square stands: its fault, and for an edge mismatch
 * whether the tile fits there turned or anywhere (nothing changes). */
static inline void
judge_square(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f)
{
	int x, y;

	if (CARC_SQUARE_IS_FAR(mv->x, mv->y)) {
		f->place_fault = CARC_PLACE_FAR;
		return;
	}
	x = (int)mv->x;
	y = (int)mv->y;
	/* The start tile lies alone: adjacency begins with seq 1. */
	f->place_fault = f->seq == 0 ? CARC_PLACE_OK :
	    carc_game_check_place(p->g, mv->type, x, y, mv->rotation);
	if (f->place_fault == CARC_PLACE_EDGE) {
		f->rotation_fitting = carc_game_rotation_fitting(p->g,
		    mv->type, x, y);
		f->fits_anywhere = carc_game_fits_anywhere(p->g, mv->type);
		f->edge_rule = carc_game_edge_rule(p->g, mv->type, x, y,
		    mv->rotation);
	}
}

/* The rulings of the move being played, quoting mv: pointed at the move
 * only where a rule is broken, not at every move. */
static struct carc_rulings *
rulings_of(struct carc_drive *p, const struct carc_drive_move *mv)
{
	p->rl.mv = mv;
	p->rl.seq = p->seq - 1;
	p->rl.seat = p->seat;
	return &p->rl;
}

/*
 * What the game's plugins say of the move's draw (place 0) or placement
 * (place 1): each ruling one of the move's.  A plugin that says the record
 * cannot be applied further stops the replay: -1.
 */
static int
plugin_rulings(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f, int place)
{
	struct carc_plugin_rulings pr;
	size_t i;

	if (place)
		carc_game_rule_place(p->g, f->seq, p->seat, mv->type,
		    (int)mv->x, (int)mv->y, mv->rotation, &pr);
	else
		carc_game_rule_draw(p->g, f->seq, p->seat, mv->type, &pr);
	for (i = 0; i < pr.n; i++) {
		carc_rule_plugin(rulings_of(p, mv), &pr.r[i]);
		if (pr.r[i].stop)
			f->stopped = 1;
	}
	return f->stopped ? -1 : 0;
}

/* -- the whole turn (ABI 4.0, record format 2) ------------------------- */

/* When an action of the turn is played (record-format.md, "The whole
 * turn"): before the tile (n < 0), after the turn's figure (n > 0), or
 * after the turn's scoring (n > 0, declared so). */
enum { STAGE_BEFORE_TILE, STAGE_AFTER_FIGURE, STAGE_AFTER_SCORING };

/* The row's place among the turn's recorded ones, or -1 (one the
 * generator plays). */
static long
recorded_row(const struct carc_drive *p, const struct carc_drive_action *a)
{
	return p->nacts > 0 && a >= p->acts && a < p->acts + p->nacts ?
	    (long)(a - p->acts) : -1;
}

/* When a recorded row plays, by the declaration it takes, def: the
 * claimed one, once asked (ABI 4.2), else the first loaded of its verb
 * and kind (p->claims[i].stage).  p->rl.kinds: the game's kinds, set
 * with the driver. */
static int
stage_by(const struct carc_drive *p, const struct carc_drive_action *a,
    int def)
{
	if (a->n < 0)
		return STAGE_BEFORE_TILE;
	return (p->rl.kinds->action[def].flags & CARC_ACTION_AFTER_SCORING) ?
	    STAGE_AFTER_SCORING : STAGE_AFTER_FIGURE;
}

/* The rulings of the move being played, where no move is quoted (an
 * action's, a turn's end). */
static struct carc_rulings *
rulings_now(struct carc_drive *p)
{
	p->rl.mv = NULL;
	p->rl.seq = p->seq - 1;
	p->rl.seat = p->seat;
	return &p->rl;
}

/* The rulings of an action: its own seat's (actions.seat, the seat that
 * chose it, which need not be the turn's: a neutral figure's step that
 * each seat takes in turn), or none for what nobody chooses (a die's
 * result). */
static struct carc_rulings *
rulings_of_action(struct carc_drive *p, const struct carc_drive_action *a)
{
	struct carc_rulings *l = rulings_now(p);

	l->seat = a->seat;
	return l;
}

/* Far coordinates name no tile; they stay far in an int. */
static int
clamp_xy(int64_t v)
{
	return v <= -CARC_SQUARE_FAR ? -CARC_SQUARE_FAR :
	    v >= CARC_SQUARE_FAR ? CARC_SQUARE_FAR : (int)v;
}

/* The row as the hooks see it: each field written once (two for each
 * action of a turn, claimed and played), none cleared first. */
static void
turn_action(const struct carc_drive *p, const struct carc_drive_facts *f,
    const struct carc_drive_action *a, struct carc_turn_action *ta)
{
	ta->size = sizeof(*ta);
	ta->seq = f != NULL ? f->seq : p->seq - 1;
	ta->n = a->n;
	ta->seat = a->seat;
	ta->verb = a->verb;
	ta->kind = a->kind;
	ta->has_tile = a->has_xy;
	ta->x = clamp_xy(a->x);
	ta->y = clamp_xy(a->y);
	ta->spot = a->spot;
	ta->arg = a->arg;
	/* 0 until the host looks them up as it judges the row
	 * (actions.c, host_check), as a row it refuses first keeps them */
	ta->feature = ta->feature_kind = 0;
	ta->has_from = ta->from_x = ta->from_y = 0;
	ta->from_feature = ta->from_seat = 0;
	ta->refused = 0;
}

/* DATA-SEAT (ABI 4.1): an action by a seat other than the turn's,
 * where its declaration does not let any seat act? */
static int
other_seat(struct carc_drive *p, const struct carc_drive_action *a, int def)
{
	return a->seat >= 0 && a->seat != p->seat &&
	    !(p->rl.kinds->action[def].flags & CARC_ACTION_ANY_SEAT);
}

/* The same, ruled where so; 1 if so. */
static int
refused_seat(struct carc_drive *p, const struct carc_drive_action *a, int def)
{
	if (!other_seat(p, a, def))
		return 0;
	carc_rule_action_seat(rulings_of_action(p, a), p->seat,
	    carc_verb_names[a->verb], a->kind);
	return 1;
}

/* Whose is the row (ABI 4.2, claim_action): asked once for a recorded
 * one, kept in p->claims; each time for one the generator plays. */
static int
claim(struct carc_drive *p, const struct carc_drive_facts *f,
    const struct carc_drive_action *a, int *nobody)
{
	struct carc_turn_action ta;
	long i = recorded_row(p, a);
	int def;

	if (i >= 0 && p->claims[i].def >= 0) {
		*nobody = p->claims[i].nobody;
		return p->claims[i].def;
	}
	turn_action(p, f, a, &ta);
	def = carc_game_claim_act(p->g, a->def, &ta, nobody);
	if (i >= 0) {
		p->claims[i].def = def;
		p->claims[i].nobody = *nobody;
		p->claims[i].stage = stage_by(p, a, def >= 0 ? def : a->def);
	}
	return def;
}

/* The turn's tile lies: whose are its rows after the tile, each asked
 * now, before they play (a row's declaration says when it plays). */
static void
claim_rows(struct carc_drive *p, const struct carc_drive_facts *f)
{
	size_t i;
	int nobody;

	for (i = 0; i < p->nacts; i++)
		if (p->acts[i].n > 0)
			(void)claim(p, f, &p->acts[i], &nobody);
}

/* One action of the turn: judged, carried out where no rule is broken,
 * and kept for turn_end. */
static int
play_action(struct carc_drive *p, struct carc_drive_facts *f,
    const struct carc_drive_action *a)
{
	struct carc_turn_action *ta;
	struct carc_ruling r;
	long i;
	int rc, def, nobody;

	if (p->ntacts == p->tacts_cap) {
		size_t cap = p->tacts_cap ? 2 * p->tacts_cap : 16;
		struct carc_turn_action *np = realloc(p->tacts,
		    cap * sizeof(*np));

		if (np == NULL) {
			carc_game_oom(p->g);
			f->failed = f->stopped = 1;
			return -1;
		}
		p->tacts = np;
		p->tacts_cap = cap;
	}
	ta = &p->tacts[p->ntacts++];
	turn_action(p, f, a, ta);
	/* a recorded row's claim is kept (claim), most often asked when
	 * the tile lay (claim_rows): read here without the call */
	if ((i = recorded_row(p, a)) >= 0 && p->claims[i].def >= 0) {
		def = p->claims[i].def;
		nobody = p->claims[i].nobody;
	} else
		def = claim(p, f, a, &nobody);
	if (nobody) {
		/* not carried out, as any row a rule refuses */
		ta->refused = 1;
		carc_game_unclaimed(p->g, def, ta, &r);
		carc_rule_plugin(rulings_of_action(p, a), &r);
		return 0;
	}
	if (refused_seat(p, a, def)) {
		ta->refused = 1;	/* as a refused figure is not placed */
		return 0;
	}
	rc = carc_game_act(p->g, def, ta, &r);
	if (rc < 0) {
		f->failed = f->stopped = 1;
		return -1;
	}
	if (rc == 0)
		return 0;
	ta->refused = 1;
	carc_rule_plugin(rulings_of_action(p, a), &r);
	if (r.stop) {
		f->stopped = 1;
		return -1;
	}
	return 0;
}

/*
 * The turn's actions of one stage, in n order: each judged, carried out
 * where no rule is broken, and kept for turn_end.  A refused one is a
 * ruling of the move and is not carried out; one that stops the replay
 * returns -1 (f->stopped).
 */
static int
play_actions(struct carc_drive *p, struct carc_drive_facts *f, int stage)
{
	size_t i;

	for (i = 0; i < p->nacts; i++)
		if (p->claims[i].stage == stage &&
		    play_action(p, f, &p->acts[i]) != 0)
			return -1;
	return 0;
}

/* A turn begins (not a draw after a discard: the same turn goes on):
 * turn_begin, then the actions before the tile. */
static int
turn_begins(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f, int after_discard)
{
	size_t i;

	p->acts = mv->actions;
	p->nacts = mv->nactions;
	p->ntacts = 0;
	if (p->nacts > p->claims_cap) {
		struct drive_claim *nc = realloc(p->claims,
		    p->nacts * sizeof(*nc));

		if (nc == NULL) {
			carc_game_oom(p->g);
			f->failed = f->stopped = 1;
			return -1;
		}
		p->claims = nc;
		p->claims_cap = p->nacts;
	}
	for (i = 0; i < p->nacts; i++) {
		p->claims[i].def = -1;
		p->claims[i].stage = stage_by(p, &p->acts[i], p->acts[i].def);
	}
	if (!after_discard && p->turn_hooks)
		carc_game_turn_begin(p->g, f->seq, p->seat >= 0 ? p->seat :
		    f->turn);
	return p->nacts > 0 ? play_actions(p, f, STAGE_BEFORE_TILE) : 0;
}

/* The turn ends, after its scoring: the actions declared after it, then
 * what the plugins say the turn left out (turn_end). */
static void
turn_ends(struct carc_drive *p, struct carc_drive_facts *f, int seat)
{
	struct carc_plugin_rulings pr;
	size_t i;

	if (p->nacts > 0 && play_actions(p, f, STAGE_AFTER_SCORING) != 0)
		return;
	if (p->on_scored != NULL)
		p->on_scored(p->on_scored_arg, f);
	if (f->stopped || !p->turn_hooks)
		return;
	carc_game_turn_end(p->g, f->seq, seat, p->tacts, p->ntacts, &pr);
	for (i = 0; i < pr.n; i++) {
		struct carc_rulings *l = rulings_now(p);

		carc_rule_plugin(l, &pr.r[i]);
		/* what the turn still owes, apart from what it did (ask) */
		l->r[l->n - 1].owed = 1;
	}
}

/* Put the tile where the move says; the board cannot hold a second tile
 * on a square, nor one far from all others. */
static int
place(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f)
{
	judge_square(p, mv, f);
	if (f->place_fault != CARC_PLACE_OK)
		carc_rule_place(rulings_of(p, mv), f);
	if (f->place_fault == CARC_PLACE_FAR ||
	    f->place_fault == CARC_PLACE_OCCUPIED) {
		f->stopped = 1;
		return -1;
	}
	/* the plugins' rules of placement (check_place), asked
	 * before the tile lies: the board they read is the one it meets */
	if (f->seq > 0 && p->plugins_place &&
	    plugin_rulings(p, mv, f, 1) != 0)
		return -1;
	if (carc_game_place(p->g, f->seq, p->seat, mv->type, (int)mv->x,
	    (int)mv->y, mv->rotation, f->inert) != 0) {
		f->failed = 1;
		f->stopped = 1;
		return -1;
	}
	/* (4.2) the tile the plugins claim the turn's rows by lies */
	if (f->seq > 0 && p->nacts > 0)
		claim_rows(p, f);
	return 0;
}

/*
 * Each field written once: a memset of the whole, then four fields, was a
 * rep stos of 19 words, 26 instructions a move (an initializer of the
 * whole, 16).  A field added to either struct is added here: the two
 * typedefs below, of the fields' types in order, fail to compile until
 * it is.
 */
typedef char facts_begin_writes_every_field[
    sizeof(struct carc_drive_facts) == sizeof(struct {
	int seq, turn, enabled, inert, standard, supply_left, set_count;
	const char *edition_rule;
	int supply_total, place_fault, fits_anywhere, rotation_fitting;
	const char *edge_rule;
	struct carc_meeple_check meeple;
	int stopped, failed;
	size_t nrulings, nawards;
    }) ? 1 : -1];
typedef char facts_begin_writes_every_meeple_field[
    sizeof(struct carc_meeple_check) == sizeof(struct {
	int fault, figure, segment, claimed;
	const char *rule, *hint;
	int feature, kind, holder, per_seat;
    }) ? 1 : -1];

static void
facts_begin(struct carc_drive_facts *f, int seq)
{
	f->seq = seq;
	f->turn = 0;
	f->enabled = 0;
	f->inert = 0;
	f->standard = 0;
	f->supply_left = 0;
	f->set_count = 0;
	f->edition_rule = NULL;
	f->supply_total = 0;
	f->place_fault = 0;
	f->fits_anywhere = 0;
	f->rotation_fitting = -1;
	f->edge_rule = NULL;
	f->meeple.fault = 0;
	f->meeple.figure = 0;
	f->meeple.segment = 0;
	f->meeple.claimed = 0;
	f->meeple.rule = NULL;
	f->meeple.hint = NULL;
	f->meeple.feature = -1;
	f->meeple.kind = 0;
	f->meeple.holder = -1;
	f->meeple.per_seat = 0;
	f->stopped = 0;
	f->failed = 0;
	f->nrulings = 0;
	f->nawards = 0;
}

/* The tile of a move (carc_drive_tile).  Its rulings quote mv, the
 * caller's, while it runs. */
static int
tile_step(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f)
{
	int after_discard = p->discard;

	p->nacts = 0;
	facts_begin(f, p->seq++);
	f->standard = p->standard;
	f->enabled = carc_game_tile_enabled_inline(p->g, mv->type);
	p->type = mv->type;
	p->tile = mv->tile;
	p->discard = mv->discard;
	p->rl.n = 0;
	carc_game_clear_awards_inline(p->g);
	if (f->seq == 0) {
		int any, start;

		/* BASE-SETUP-START: the start tile is nobody's move */
		f->turn = -1;
		p->seat = -1;
		start = carc_drive_start_tile(p, &any);

		carc_rule_start(rulings_of(p, mv), start, any,
		    p->start_rule);
		/* the start tile is not drawn, but it is one of the set */
		take(p, mv->type);
	} else {
		f->turn = p->turn;
		p->seat = mv->seat;
		/* DATA-SEAT, once; the recorded seat plays the move and
		 * turn order goes on from it */
		if (mv->seat != f->turn)
			carc_rule_seat(rulings_of(p, mv), f->turn,
			    f->seq > 1 && after_discard, p->granted != NULL ?
			    p->granted : mv->seat == p->last ? p->withheld :
			    NULL, p->last);
		/* (4.0) the turn's start and its actions before the tile */
		if ((mv->nactions > 0 || p->turn_hooks) &&
		    turn_begins(p, mv, f, after_discard) != 0)
			return -1;
		if (!f->enabled) {
			/* DATA-TILESET: not of the game's sets, so not of
			 * its supply either; it lies on the board doing
			 * nothing */
			f->inert = 1;
			carc_rule_supply(rulings_of(p, mv), f);
		} else {
			if (p->standard) {
				f->supply_left =
				    carc_game_supply_left_inline(p->g,
				    mv->type);
				/* DATA-TILESET, or BASE-END: none left (the
				 * whole supply counted only then) */
				if (f->supply_left <= 0) {
					f->set_count = carc_game_set_count(
					    p->g, mv->type);
					f->edition_rule =
					    carc_game_edition_rule(p->g,
					    mv->type);
					f->supply_total =
					    carc_drive_supply_total(p);
					carc_rule_supply(rulings_of(p, mv),
					    f);
				} else
					f->supply_total = -1;
			}
			take(p, mv->type);
			/* the plugins' rules of drawing (check_draw) */
			if (p->plugins_draw &&
			    plugin_rulings(p, mv, f, 0) != 0)
				return -1;
		}
	}
	if (mv->discard) {
		f->fits_anywhere = carc_game_fits_anywhere(p->g, mv->type);
		/* the start tile's is BASE-SETUP-START's alone */
		if (f->seq > 0)
			carc_rule_discard(rulings_of(p, mv), f);
		return 0;
	}
	return place(p, mv, f);
}

int
carc_drive_tile(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f)
{
	int r;

	p->tile_only = 1;
	r = carc_drive_play(p, mv, f);
	p->tile_only = 0;
	return r;
}

void
carc_drive_check_meeple(struct carc_drive *p, const char *spot,
    struct carc_meeple_check *chk)
{
	carc_game_check_meeple(p->g, p->seat, spot, chk);
}

void
carc_drive_check_figure(struct carc_drive *p, int figure, const char *spot,
    struct carc_meeple_check *chk)
{
	carc_game_check_figure(p->g, p->seat, figure, spot, chk);
}

/* Coordinates no board reaches (CARC_SQUARE_FAR) hold no figure. */
void
carc_drive_check_take_back(struct carc_drive *p, int figure, int64_t x,
    int64_t y, struct carc_meeple_check *chk)
{
	int far = CARC_SQUARE_IS_FAR(x, y);

	carc_game_check_take_back(p->g, p->seat, figure, far ?
	    CARC_SQUARE_FAR : (int)x, far ? CARC_SQUARE_FAR : (int)y, chk);
}

/* The current move as a ruling quotes it after its tile step: its tile
 * as written, its seat, and the meeple's spot as written. */
static void
quote(struct carc_drive *p, struct carc_drive_move *q, const char *meeple)
{
	memset(q, 0, sizeof(*q));
	q->type = p->type;
	q->tile = p->tile;
	q->seat = p->seat;
	q->meeple = meeple;
	rulings_of(p, q);
}

/* The meeple of a move (carc_drive_meeple); written: the move's meeple
 * as written (NULL: not known). */
static inline int
meeple_step(struct carc_drive *p, int figure, const char *spot,
    const char *written, struct carc_drive_facts *f)
{
	struct carc_drive_move q;
	char first[SPOT_MAX];
	size_t n = 0;

	/* the spot up to a comma or a space, copied as it is looked for:
	 * strcspn and memcpy cost more than a spot's few bytes */
	while (spot != NULL && n < sizeof(first) && spot[n] != '\0' &&
	    spot[n] != ',' && spot[n] != ' ') {
		first[n] = spot[n];
		n++;
	}
	if (spot != NULL && n < sizeof(first)) {
		/* BASE-MEEPLE-MAX1: "N,S" would be two meeples in one
		 * turn; the first is played */
		first[n] = '\0';
		if (spot[n] != '\0') {
			quote(p, &q, written);
			carc_rule_meeple_max1(&p->rl, spot, first);
		}
	} else {
		/* a name that is no spot: the rule the engine cites for
		 * one (a plugin's that claims the tile's artwork, else
		 * DATA-SPOT) */
		carc_game_check_figure(p->g, p->seat, figure, "?", &f->meeple);
		quote(p, &q, written);
		carc_rule_meeple_cut(&p->rl, &f->meeple);
		f->stopped = 1;
		return -1;
	}
	carc_game_check_figure(p->g, p->seat, figure, first, &f->meeple);
	if (f->meeple.fault == CARC_MEEPLE_OK) {
		carc_game_meeple(p->g, p->seat, &f->meeple);
		return 0;
	}
	quote(p, &q, written);
	carc_rule_figure(&p->rl, &f->meeple, f->meeple.claimed ?
	    carc_game_claim(p->g) : NULL, first);
	switch (f->meeple.fault) {
	case CARC_MEEPLE_NO_SPOT:
		f->stopped = 1;
		return -1;
	case CARC_MEEPLE_REFUSED:
	case CARC_MEEPLE_NO_SUPPLY:
		/* record-format.md: a figure a rule refuses (where it may
		 * not stand, one the seat has no more of) is not placed;
		 * it neither occupies nor scores anything later */
		return 0;
	default:
		/* OCCUPIED: played as recorded, the board can hold it; but
		 * not a figure the seat has no more of, whatever else the
		 * move breaks */
		if (carc_game_figures_left(p->g, p->seat, figure) > 0)
			carc_game_meeple(p->g, p->seat, &f->meeple);
		return 0;
	}
}

int
carc_drive_meeple(struct carc_drive *p, const char *spot,
    struct carc_drive_facts *f)
{
	int r = meeple_step(p, CARC_FIGURE_FOLLOWER_KIND, spot, spot, f);

	f->nrulings = p->rl.n;
	return r;
}

int
carc_drive_figure(struct carc_drive *p, int figure, const char *spot,
    struct carc_drive_facts *f)
{
	int r = meeple_step(p, figure, spot, spot, f);

	f->nrulings = p->rl.n;
	return r;
}

/* Taking a figure back instead of placing one (carc_drive_take_back);
 * mv: the move quoted, NULL for none. */
static int
back_step(struct carc_drive *p, int figure, int64_t x, int64_t y,
    const struct carc_drive_move *mv, struct carc_drive_facts *f)
{
	struct carc_drive_move q;

	carc_drive_check_take_back(p, figure, x, y, &f->meeple);
	if (f->meeple.fault == CARC_MEEPLE_OK) {
		carc_game_take_back(p->g, p->seat, &f->meeple);
		return 0;
	}
	quote(p, &q, NULL);
	if (mv != NULL)
		q.figure_written = mv->figure_written;
	carc_rule_take_back(&p->rl, &f->meeple, f->meeple.claimed ?
	    carc_game_claim(p->g) : NULL, x, y);
	return 0;
}

int
carc_drive_take_back(struct carc_drive *p, int figure, int64_t x, int64_t y,
    struct carc_drive_facts *f)
{
	int r = back_step(p, figure, x, y, NULL, f);

	f->nrulings = p->rl.n;
	return r;
}

/* The figure of a move after its tile (carc_drive_play): a placement's
 * own, one taken back instead, or none. */
static int
figure_step(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f)
{
	if (mv->discard)
		return 0;
	if (mv->figure_malformed) {
		/* record-format.md: malformed X,Y are a malformed record,
		 * reported as a malformed spot is; nothing is taken back */
		struct carc_drive_move q;

		quote(p, &q, mv->figure_written);
		carc_rule_figure_malformed(&p->rl);
		f->stopped = 1;
		return -1;
	}
	if (mv->take_back)
		return back_step(p, mv->figure, mv->back_x, mv->back_y, mv, f);
	if (mv->meeple != NULL)
		return meeple_step(p, mv->figure, mv->meeple_cut ? NULL :
		    mv->meeple, mv->figure_written != NULL ?
		    mv->figure_written : mv->meeple, f);
	return 0;
}

int
carc_drive_play(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f)
{
	int r = tile_step(p, mv, f);

	if (p->tile_only) {
		f->nrulings = p->rl.n;
		return r;
	}
	/* after the start tile's, whose figure is BASE-SETUP-START's: the
	 * move's figure, then (4.0) the turn's actions n = 1, 2 ... */
	if (r == 0 && f->seq > 0 && (r = figure_step(p, mv, f)) == 0 &&
	    p->nacts > 0)
		r = play_actions(p, f, STAGE_AFTER_FIGURE);
	f->nrulings = p->rl.n;
	return r;
}

void
carc_drive_finish(struct carc_drive *p, struct carc_drive_facts *f)
{
	int seat = p->seat >= 0 ? p->seat : p->turn;

	if (f->seq == 0)
		return;		/* the start tile: nobody's turn, no score */
	if (f->stopped) {
		/* record-format.md: nothing of the move where the replay
		 * stops counts (the points a plugin gave for it) */
		carc_game_undo_awards(p->g);
		return;
	}
	p->granted = p->withheld = NULL;
	p->last = seat;
	if (p->discard) {
		/* BASE-PLACE-NOFIT: the same seat draws again */
		p->turn = seat;
		return;
	}
	/* carc_game_score_move's, without the call between */
	carc_score_completed(p->g);
	/* ORDER-TURN: the recorded seat played, turn order goes on from it,
	 * unless a plugin grants the seat another tile (turn_order) */
	p->turn = (seat + 1) % p->nseats;
	if (p->nacts > 0 || p->turn_hooks ||
	    p->on_scored != NULL) {
		turn_ends(p, f, seat);
		if (f->stopped) {
			carc_game_undo_awards(p->g);
			p->nacts = 0;
			f->nrulings = p->rl.n;
			return;
		}
		if (p->turn_hooks)
			p->granted = carc_game_turn_order(p->g, f->seq, seat,
			    &p->turn, &p->withheld);
		p->nacts = 0;
		f->nrulings = p->rl.n;
	}
	f->nawards = p->g->nawards;
}

void
carc_drive_final(struct carc_drive *p, int finished)
{
	carc_rulings_begin(&p->rl, p->cat, NULL, 0, -1);
	if (finished && p->standard && carc_drive_supply_total(p) > 0)
		carc_rule_end(&p->rl, carc_drive_supply_total(p));
	carc_game_clear_awards_inline(p->g);
	if (finished)
		carc_game_final(p->g);
}

size_t
carc_drive_judge_place(struct carc_drive *p, const struct carc_drive_move *mv,
    const struct carc_drive_ruling **out)
{
	struct carc_drive_facts f;
	struct carc_plugin_rulings pr;
	size_t i;

	facts_begin(&f, p->seq);
	carc_rulings_begin(&p->rl, p->cat, mv, f.seq, mv->seat);
	judge_square(p, mv, &f);
	carc_rule_place(&p->rl, &f);
	/* then the plugins' rules of placement, as place() asks them: for
	 * every square the board can hold (check_place) */
	if (f.seq > 0 && f.place_fault != CARC_PLACE_FAR &&
	    f.place_fault != CARC_PLACE_OCCUPIED) {
		carc_game_rule_place(p->g, f.seq, mv->seat, mv->type,
		    (int)mv->x, (int)mv->y, mv->rotation, &pr);
		for (i = 0; i < pr.n; i++)
			carc_rule_plugin(&p->rl, &pr.r[i]);
	}
	p->rl.mv = NULL;	/* the caller's, quoted */
	return carc_drive_rulings(p, out);
}

size_t
carc_drive_judge_draw(struct carc_drive *p, const struct carc_drive_move *mv,
    const struct carc_drive_ruling **out)
{
	struct carc_drive_facts f;
	struct carc_plugin_rulings pr;
	size_t i;

	facts_begin(&f, p->seq);
	carc_rulings_begin(&p->rl, p->cat, mv, f.seq, mv->seat);
	if (f.seq == 0) {
		p->rl.mv = NULL;
		return 0;	/* the start tile is not drawn */
	}
	/* as tile_step: the sets and the supply, then the plugins with the
	 * tile counted as drawn; the tile goes back, nothing changes */
	f.standard = p->standard;
	f.enabled = carc_game_tile_enabled_inline(p->g, mv->type);
	if (!f.enabled) {
		carc_rule_supply(&p->rl, &f);
	} else {
		if (p->standard &&
		    (f.supply_left = carc_game_supply_left_inline(p->g,
		    mv->type)) <= 0) {
			f.set_count = carc_game_set_count(p->g, mv->type);
			f.edition_rule = carc_game_edition_rule(p->g,
			    mv->type);
			f.supply_total = carc_drive_supply_total(p);
			carc_rule_supply(&p->rl, &f);
		}
		take(p, mv->type);
		carc_game_rule_draw(p->g, f.seq, mv->seat, mv->type, &pr);
		untake(p, mv->type);
		for (i = 0; i < pr.n; i++)
			carc_rule_plugin(&p->rl, &pr.r[i]);
	}
	p->rl.mv = NULL;	/* the caller's, quoted */
	return carc_drive_rulings(p, out);
}

size_t
carc_drive_judge_meeple(struct carc_drive *p, const char *spot,
    const struct carc_drive_ruling **out)
{
	struct carc_meeple_check chk;
	struct carc_drive_move q;

	carc_rulings_begin(&p->rl, p->cat, NULL, p->seq - 1, p->seat);
	carc_game_check_meeple(p->g, p->seat, spot, &chk);
	quote(p, &q, spot);
	carc_rule_meeple(&p->rl, &chk, spot);
	p->rl.mv = NULL;
	return carc_drive_rulings(p, out);
}

size_t
carc_drive_judge_figure(struct carc_drive *p, int figure, const char *spot,
    const struct carc_drive_ruling **out)
{
	struct carc_meeple_check chk;
	struct carc_drive_move q;

	carc_rulings_begin(&p->rl, p->cat, NULL, p->seq - 1, p->seat);
	carc_game_check_figure(p->g, p->seat, figure, spot, &chk);
	if (chk.fault != CARC_MEEPLE_OK) {
		quote(p, &q, spot);
		carc_rule_figure(&p->rl, &chk, chk.claimed ?
		    carc_game_claim(p->g) : NULL, spot);
	}
	p->rl.mv = NULL;
	return carc_drive_rulings(p, out);
}

size_t
carc_drive_judge_take_back(struct carc_drive *p, int figure, int64_t x,
    int64_t y, const struct carc_drive_ruling **out)
{
	struct carc_meeple_check chk;
	struct carc_drive_move q;

	carc_rulings_begin(&p->rl, p->cat, NULL, p->seq - 1, p->seat);
	carc_drive_check_take_back(p, figure, x, y, &chk);
	if (chk.fault != CARC_MEEPLE_OK) {
		quote(p, &q, NULL);
		carc_rule_take_back(&p->rl, &chk, chk.claimed ?
		    carc_game_claim(p->g) : NULL, x, y);
	}
	p->rl.mv = NULL;
	return carc_drive_rulings(p, out);
}

int
carc_drive_action(struct carc_drive *p, const struct carc_drive_action *a,
    struct carc_drive_facts *f)
{
	int r = play_action(p, f, a);

	f->nrulings = p->rl.n;
	return r;
}

int
carc_drive_claim(struct carc_drive *p, const struct carc_drive_action *a,
    int *nobody)
{
	return claim(p, NULL, a, nobody);
}

size_t
carc_drive_judge_action(struct carc_drive *p,
    const struct carc_drive_action *a, const struct carc_drive_ruling **out)
{
	struct carc_turn_action ta;
	struct carc_ruling r;
	int def, nobody;

	carc_rulings_begin(&p->rl, p->cat, NULL, p->seq - 1, p->seat);
	turn_action(p, NULL, a, &ta);
	def = claim(p, NULL, a, &nobody);
	if (nobody) {
		carc_game_unclaimed(p->g, def, &ta, &r);
		carc_rule_plugin(rulings_of_action(p, a), &r);
	} else if (!refused_seat(p, a, def) &&
	    carc_game_judge_act(p->g, def, &ta, &r) != 0)
		carc_rule_plugin(rulings_of_action(p, a), &r);
	return carc_drive_rulings(p, out);
}

int
carc_drive_action_passes(struct carc_drive *p,
    const struct carc_drive_action *a)
{
	struct carc_turn_action ta;
	struct carc_ruling r;
	int def, nobody;

	/* the host's own refusals first: judge_act refuses on each whatever
	 * the plugins say, so no plugin need be asked (nor claim_action) */
	turn_action(p, NULL, a, &ta);
	if (other_seat(p, a, a->def) ||
	    carc_game_host_check(p->g, a->def, &ta))
		return 0;
	def = claim(p, NULL, a, &nobody);
	if (nobody || def != a->def)
		return 0;
	return carc_game_judge_checked(p->g, def, &ta, &r) == 0;
}

size_t
carc_drive_judge_turn_end(struct carc_drive *p,
    const struct carc_drive_action *with, const struct carc_drive_ruling **out)
{
	struct carc_plugin_rulings pr;
	size_t i, n = p->ntacts;

	carc_rulings_begin(&p->rl, p->cat, NULL, p->seq - 1, p->seat);
	if (with != NULL) {
		/* the turn as it would be with the action: a row at the
		 * end of the list, not carried out */
		if (n == p->tacts_cap) {
			size_t cap = p->tacts_cap ? 2 * p->tacts_cap : 16;
			struct carc_turn_action *np = realloc(p->tacts,
			    cap * sizeof(*np));

			if (np == NULL) {
				carc_game_oom(p->g);
				return carc_drive_rulings(p, out);
			}
			p->tacts = np;
			p->tacts_cap = cap;
		}
		turn_action(p, NULL, with, &p->tacts[n++]);
	}
	carc_game_judge_turn_end(p->g, p->seq - 1, p->seat >= 0 ? p->seat :
	    p->turn, p->tacts, n, &pr);
	for (i = 0; i < pr.n; i++)
		carc_rule_plugin(rulings_now(p), &pr.r[i]);
	return carc_drive_rulings(p, out);
}

void
carc_drive_on_scored(struct carc_drive *p,
    void (*fn)(void *arg, struct carc_drive_facts *f), void *arg)
{
	p->on_scored = fn;
	p->on_scored_arg = arg;
}
