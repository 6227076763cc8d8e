/*
 * carc_plugin.h - the plugin ABI of carc, version 4.4.  A plugin includes
 * this header and nothing else of carc; it links only libc.  This header
 * is the plugin author's reference: every structure, service and hook is
 * described where it is declared.  doc/plugins.md walks through writing
 * one; carc-tiles(5) describes the tile catalogue a plugin may bring; the
 * example plugin examples/wells (installed in `pkg-config
 * --variable=examplesdir carc-plugin`) builds against this header and
 * its helpers, carc_plugin_util.h, alone.
 *
 * A plugin is a shared object named <name>.so that exports exactly one
 * symbol, carc_plugin_entry() (CARC_PLUGIN_DEFINE below), returning a
 * const descriptor.  Before any hook of it runs, the host checks:
 *   - abi_major == CARC_ABI_MAJOR, or 3 (a 3.x plugin: 4.0 only added
 *     slots at the end of every structure, so a 3.x descriptor is a 4.0
 *     one cut at its size and loads unchanged, without the 4.0 hooks);
 *     a plugin of any other major is refused with a message naming both
 *     versions (different layouts are never mixed);
 *   - abi_minor <= the host's minor of that major (3.2 for a 3.x plugin,
 *     CARC_ABI_MINOR for a 4.x one: a newer plugin may use hooks or
 *     services this host lacks);
 *   - size >= CARC_PLUGIN_SIZE_3_0 (the fields of 3.0 are all there);
 *   - name equals the file stem and matches [a-z0-9_]+;
 *   - rule_prefix is not one the core keeps for itself (BASE-, DATA-,
 *     SCORE-, ORDER-), every rule id starts with it, and none is given
 *     twice or by another plugin already loaded;
 *   - every kind it declares (edge, feature, figure, and in 4.0 the
 *     actions of carc_action_kind) is well formed and not declared by the
 *     core or another plugin, and every rule id a declaration cites is
 *     one of the plugin's.
 * What dlopen() itself runs (a library's constructors) happens before any
 * check can look at the file; that is why the host loads plugins only from
 * directories no one but root or the running user can write.
 *
 * What a plugin may do.  A plugin changes the expected game, never the
 * verdict directly: it brings tiles (its catalogue), markings on them
 * (tile and segment keys of the catalogue), kinds of edge, feature and
 * figure (declarations), rules on what may be drawn, placed and stood on
 * (check_* hooks, answered with a rule id), points at the moments its
 * rules name (award, feature_value), and pictures of its markings (draw).
 * In 4.0 it also brings the actions of a whole turn (carc_action_kind:
 * a verb done with a figure or token kind on any placed tile), judges
 * each (check_action), derives their consequences through the services
 * that move, remove and place figures and tokens (after_action), says
 * what the turn left out (turn_end) and who plays next (turn_order),
 * and may change a feature's whole value (whole_value).
 * It reads the board only through the host's services; it never sees the
 * record, the database or another plugin.
 *
 * Compatibility: structures in this header only ever grow at their end.
 * The host calls a hook only if the plugin's descriptor is large enough to
 * hold it (CARC_HAS_HOOK), and a plugin may use a host service only if the
 * host table is large enough (CARC_HAS_SERVICE).  A plugin built against
 * an older minor therefore keeps loading.
 *
 * Arrays of structures cross the boundary with a size per element, so the
 * element structures (carc_tile_info, carc_figure_info, carc_draw,
 * carc_node, carc_turn, carc_value, carc_ruling, carc_figure_query, and
 * in 4.0 carc_action_kind, carc_turn_action, carc_token_info) may grow
 * at their end too.  (The 3.0 kind declarations carc_edge_kind,
 * carc_feature_kind and carc_figure_kind have no size: they never grow;
 * a figure kind says more through new flags.)  Each begins with `uint32_t size`:
 *   - where the receiver provides the storage (an `out` array or struct),
 *     it passes its own sizeof(element) as `esize` next to the array; the
 *     producer steps through the array by esize, writes the first
 *     min(esize, its own sizeof) bytes of each element, zeroes the rest,
 *     and sets `size` to the number of bytes it wrote (carc_elem_put);
 *   - where one side hands the other a single struct to read or fill in
 *     place (the turn, a value, a ruling, a figure query), `size` is the
 *     sizeof of whoever allocated it, and the other side reads or writes
 *     only fields that lie below it (CARC_HAS_FIELD).
 *
 * ABI changelog:
 *   1.0  first version.
 *   2.0  carc_tile_info, carc_meeple_info, carc_glyph, carc_node and
 *        carc_turn begin with a `size`; every service or hook filling an
 *        array takes the element size (esize); carc_turn.tile is a
 *        pointer.  after_place, before_score, feature_value and
 *        game_final return int: -1 makes the game unverifiable, with the
 *        reason given to the new fail() service.  award() returns int.
 *        CARC_MAX_SEATS and carc_host.max_seats give the seat limit.
 *   2.0  (unversioned, commit 8f57b39; never released as a minor) the
 *        glyph fields legend, colour, symbol, count, sn, se and three
 *        more glyph kinds, each one expansion's artwork.  They are gone
 *        in 3.0.
 *   3.0  Kinds a plugin declares: edge kinds (carc_edge_kind, a fourth
 *        kind of edge), feature kinds (carc_feature_kind, a centre
 *        feature besides the monastery; with the new hook
 *        feature_complete), figure kinds (carc_figure_kind, a figure
 *        besides the follower: supply, weight, where they stand, taking
 *        back).  Legality answered with a rule id: the new hooks
 *        check_draw, check_place and check_figure (which replaces
 *        meeple_spot) fill a carc_ruling.  Segment keys of the catalogue
 *        (segment_key, and the service feature_markings).  feature_value
 *        takes a carc_value: the base value and its rule, the ruleset,
 *        the moment; it may replace the base, add a bonus or make the
 *        whole feature worth nothing (carc_bonus is gone).  Drawing
 *        primitives instead of expansion-shaped glyphs: draw fills
 *        carc_draw elements (paths, circles, text, legend entries, rule
 *        links), the new draw_board draws over the board (carc_glyph, the
 *        glyph kinds and symbols are gone).  carc_meeple_info is
 *        carc_figure_info, with the figure's kind and weight; the services
 *        feature_meeples and tile_meeples are feature_figures and
 *        tile_figures.  carc_tile_info gains the tile's set and its edges
 *        as letters.  New services: kind_id, kind_name, feature_markings,
 *        tiles_left, figures_left.  The descriptor gains segment_keys,
 *        the kind declarations, edition and rules_doc.  The rule prefixes
 *        BASE-, DATA-, SCORE- and ORDER- are the core's.
 *        CARC_PLUGIN_DEFINE exports the entry point under
 *        -fvisibility=hidden.  2.x plugins are refused.
 *   3.1  edition_rule, after draw_board: the rule a draw breaks that the
 *        first edition's supply allows and the plugin's edition does not
 *        (a copy the later edition replaced by one of its own).  A
 *        3.0 descriptor (smaller) leaves it DATA-TILESET.
 *   3.2  carc_draw.upright: a path drawn unturned, its anchor (x, y)
 *        turned with the tile (a building that must not lie on its
 *        side).  A 3.0 or 3.1 plugin's primitives have it 0: turned as
 *        before.
 *   4.0  The whole turn (record format 2, the `actions` table of
 *        doc/spec/record-format.md).  Every addition is a new slot at
 *        the end of a structure, so 3.x plugins keep loading unchanged:
 *        the host accepts abi_major 3 (minor <= 2) and calls none of the
 *        4.0 hooks of a descriptor too small to hold them.
 *        - Figure kinds: CARC_FIGURE_NEUTRAL (one shared supply, no
 *          owner, weight 0, never occupies a feature against followers;
 *          drawn in the neutral colour with the kind's own legend) and
 *          CARC_FIGURE_ON_TILE (stands on a tile, not on a feature),
 *          CARC_FIGURE_BESIDE (joins a held feature: weight 0).
 *          carc_figure_info gains `neutral` and `on_tile`.
 *        - Actions: enum carc_verb (place, move, remove, return, token,
 *          roll, choose), the declaration carc_action_kind (descriptor
 *          fields action_kinds, naction_kinds), the row as hooks see it
 *          (carc_turn_action), the hooks check_action (a ruling, as
 *          check_figure) and after_action (the consequences).
 *          carc_action_kind.args (after legend, read only where the
 *          element's size holds it): the args of a roll or a choice,
 *          so that `carc gen` can play them from the declaration alone.
 *        - The turn: turn_begin (before the tile and the actions of
 *          n < 0), turn_end (the whole turn: what it left out), and
 *          turn_order (a seat plays again).
 *        - whole_value, after every plugin's feature_value: the whole
 *          value, bonuses included (carc_value gains whole, whole_rule,
 *          whole_why).
 *        - game_size: the plugin's per-game state, allocated, zeroed at
 *          each game's beginning and kept by the host, handed to every
 *          hook as `game`.
 *        - New services, after max_seats: seats, neutral_figures,
 *          place_figure, move_figure, remove_figure, put_token,
 *          tokens_at, field_cities.  The ones that change the board may be called
 *          from turn_begin, after_place, after_action, before_score and
 *          turn_end only.
 *   4.1  What the first 4.0 plugins found missing (issue 35); no
 *        structure changes size, a 4.0 plugin loads and plays as before.
 *        - whole_value is called also for a feature a zero rule made
 *          worthless, with whole 0, as 4.0 said; the award then cites
 *          the whole_value's rule, and whole_why is appended to the
 *          award's reason in every output.
 *        - The ruling of an action carries the action's seat
 *          (actions.seat), not the turn's.
 *        - CARC_ACTION_ANY_SEAT: an action of the kind may be another
 *          seat's than the turn's (a neutral figure that each seat
 *          moves in turn); without it, an action of another seat is
 *          refused (DATA-SEAT, not carried out).  A 4.0 plugin's
 *          actions are read as any seat's, as 4.0 accepted them.
 *        - CARC_ACTION_JOINS: a `place` onto a feature, even a
 *          segment, other figures hold (a follower joining others).
 *   4.2  The service feature_majority, after field_cities: the seats of
 *        a feature's majority by the engine's own rule (BASE-SCORE-MAJ,
 *        weights included), for a plugin that gives a feature's
 *        majority something (tokens on its tiles, a bonus on a field)
 *        instead of counting the figures again.  A 4.1 plugin loads as
 *        before.
 *        The service figure_supply, from game_begin: a seat figure
 *        kind's supply in this game, as its variant says (a save of
 *        two figures of a kind each).
 *        A move out of turn after turn_order decided the turn cites the
 *        plugin's rule, not DATA-SEAT: the rule that granted the seat
 *        another tile, or (turn_order naming *rule and returning 0) the
 *        rule that withheld one from the seat that plays again.
 *        Links between segments of a placed tile (issue 36): no
 *        structure changes size but the host's, which grows at its
 *        end.
 *        - link_segments, after figure_supply: join or part two road
 *          ends (any two segments of a kind) of a placed tile; the
 *          features, their completion and the services follow.
 *        - carc_action_kind.args of a `token` may list "-1", for `carc
 *          gen` to take one off as well as put one.
 *        Whose is a row (issues 35, 36): claim_action, after
 *        whole_value: a plugin says which rows of a verb and kind it
 *        declares are its own in a turn; the row then takes that
 *        plugin's declaration (stage, flags, spots, rule), and a row of
 *        a verb and kind that a plugin with the hook declares and that
 *        no plugin claims is refused, citing that declaration's rule.
 *        A plugin without the hook claims nothing and plays as in 4.1.
 *        (No ABI change, no version.)  carc_plugin_util.h, installed
 *        beside this header: static inline helpers for the set-up
 *        every plugin wrote again (init keeping the host's table, a
 *        tile_key of one `true` key, game_begin taking the state the
 *        host keeps and refusing a host without it).  Compiled into
 *        the plugin that includes it: no symbol of carc's, nothing in
 *        any structure, hook or service changes.
 *        (No ABI change.)  What a check hook is handed in a ruling is
 *        said exactly: rule, hint_rule NULL, stop 0, each text "";
 *        the bytes after a text's NUL are not cleared.  A plugin that
 *        writes its texts with snprintf, as every plugin does, sees no
 *        difference.
 *   4.3  The service marked_tiles_left, after link_segments: what is
 *        left in a standard supply of every tile type the calling
 *        plugin marks, in one call, where a plugin asked tiles_left of
 *        each of its tile ids at every draw (each a lookup of the id).
 *        No structure changes size but the host's, which grows at its
 *        end; a 4.0 to 4.2 plugin loads and plays as before, and a 4.3
 *        plugin checks CARC_HAS_SERVICE before it asks.
 *   4.4  The service neutral_stamp, after marked_tiles_left: a number
 *        that changes whenever what neutral_figures answers may change,
 *        so that a plugin that asks where the neutral figures stand at
 *        every tile, turn's end and feature valued asks again only when
 *        it did.  The service feature_marked_tiles, after it: the tiles
 *        of a feature the calling plugin marks, where a plugin read
 *        every tile of each feature valued to find its own.  No
 *        structure changes size but the host's, which grows at its end;
 *        a 4.0 to 4.3 plugin loads and plays as before, and a 4.4
 *        plugin checks CARC_HAS_SERVICE before it asks.
 *        (No ABI change.)  CARC_SQUARE_FAR and CARC_SQUARE_IS_FAR name
 *        the bound every 4.x host kept an action's square within (a
 *        square recorded farther off is given at the bound), which was
 *        not written down: a bundled plugin squared the difference of
 *        two such coordinates and overflowed an int (found by
 *        fuzz_notation, 2026-12-07).  carc_plugin_util.h's
 *        carc_util_square words such a square for a ruling.
 *
 * Threading and ownership: the host calls every hook of a game from one
 * thread (several games may run at once, each on its own thread, each
 * with its own per-game state: a plugin's `state` from init is shared by
 * them and must be read-only after init).  Everything the host passes in
 * is borrowed for the duration of the call, except as stated at a
 * service.  A plugin owns what it allocates and frees it itself (in
 * game_end or fini); memory never crosses the boundary to be freed on the
 * other side.  Strings a plugin returns (rule ids, draw text, kind names)
 * must stay valid until the plugin's fini: string literals, the
 * descriptor's rule ids, or markings, which live as long as the plugin's
 * state; draw_board's strings until the next hook call of the game.
 *
 * Failure: a plugin never aborts and never lets a verdict change silently.
 * A hook that cannot do its work (out of memory, a state it cannot
 * represent) returns -1, best as `return host->fail(ctx, "why")`; the game
 * is then unverifiable with that reason ("out of memory" for the host's
 * own allocation failures).  The first reason given in a game is kept.
 */
#ifndef CARC_PLUGIN_H
#define CARC_PLUGIN_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define CARC_ABI_MAJOR 4u
#define CARC_ABI_MINOR 4u
/* The previous major, whose plugins this host still loads (see the top
 * of this file), and the last minor of it. */
#define CARC_ABI_MAJOR_3 3u
#define CARC_ABI_MINOR_3 2u

/*
 * The most seats a game has (2 to 6 players; the base game has colours
 * for five, an expansion may bring the sixth).  Seats are 0 ..
 * max_seats - 1; a plugin sizes its per-seat tables with this, and
 * checks seats against host->max_seats.
 */
#define CARC_MAX_SEATS 6

/* The entry point exported, whatever -fvisibility the plugin is built
 * with; everything else of a plugin is best static. */
#if defined(__GNUC__) || defined(__clang__)
#define CARC_EXPORT __attribute__((visibility("default")))
#else
#define CARC_EXPORT
#endif

/*
 * Is `field` of the element *p (a struct `type`) within the bytes its
 * producer filled?  (p)->size is the producer's sizeof, or the bytes it
 * wrote.
 */
#define CARC_HAS_FIELD(p, type, field)					\
	((size_t)(p)->size >= offsetof(type, field) + sizeof((p)->field))

/*
 * Put element i of an array whose elements are esize bytes apart: copy
 * the first min(esize, elsize) bytes of *elem, zero the rest, and set the
 * element's leading `uint32_t size` to the bytes copied.  Producers on
 * both sides use it (the host for tiles and figures, a plugin for
 * drawings); esize must be at least the element's 3.0 size
 * (CARC_*_SIZE_3_0).
 */
static inline void
carc_elem_put(void *out, size_t i, size_t esize, const void *elem,
    size_t elsize)
{
	unsigned char *dst = (unsigned char *)out + i * esize;
	uint32_t n = (uint32_t)(esize < elsize ? esize : elsize);

	/* the usual case, both sides of one version: a copy of a size the
	 * compiler knows where this is inlined, not one of any size */
	if (esize == elsize)
		memcpy(dst, elem, elsize);
	else {
		memcpy(dst, elem, n);
		memset(dst + n, 0, esize - n);
	}
	memcpy(dst, &n, sizeof(n));
}

#define CARC_PLUGIN_ENTRY "carc_plugin_entry"

/* Board directions.  Edges are numbered clockwise from north. */
enum carc_edge {
	CARC_N = 0,
	CARC_E = 1,
	CARC_S = 2,
	CARC_W = 3
};

/*
 * Half-edges, clockwise from the north-west corner: NL NR EL ER SL SR WL WR.
 * L and R as seen from the tile centre looking out through that edge.
 */
enum carc_half {
	CARC_NL = 0, CARC_NR, CARC_EL, CARC_ER,
	CARC_SL, CARC_SR, CARC_WL, CARC_WR
};

/*
 * Kinds of feature.  The core's four have these numbers in every game;
 * a kind a plugin declares (carc_feature_kind) gets a number of
 * CARC_KIND_PLUGIN or more when the plugin loads: ask kind_id() for it,
 * never assume one.  Edges of the core's kinds are field, road and city
 * (the same numbers); an edge kind a plugin declares is known to plugins
 * by its letter (carc_tile_info.edges).
 */
enum carc_kind {
	CARC_FIELD = 0,
	CARC_ROAD = 1,
	CARC_CITY = 2,
	CARC_MONASTERY = 3,
	CARC_KIND_PLUGIN = 8
};

/* The most feature kinds and figure kinds a process knows, the core's
 * included. */
#define CARC_MAX_KINDS 16
#define CARC_MAX_FIGURES 16

/*
 * A YAML value from a tile catalogue, parsed by the host and handed to the
 * plugin that owns the key.  Mappings keep their pairs in order:
 * items[2i] is a key (a scalar), items[2i + 1] its value.
 */
enum carc_node_type {
	CARC_NODE_SCALAR = 0,
	CARC_NODE_SEQUENCE = 1,
	CARC_NODE_MAPPING = 2
};

struct carc_node {
	uint32_t size;			/* sizeof(struct carc_node) of the host */
	int type;			/* enum carc_node_type */
	int line, col;			/* 1-based, in the catalogue file */
	const char *scalar;		/* CARC_NODE_SCALAR: NUL-terminated */
	size_t n;			/* number of items */
	const struct carc_node *items;	/* n nodes, items[0].size apart:
					 * read them with carc_node_item() */
};

/* Item i of a sequence or mapping, stepping by the host's node size. */
static inline const struct carc_node *
carc_node_item(const struct carc_node *n, size_t i)
{
	return (const struct carc_node *)(const void *)
	    ((const char *)n->items + i * n->items[0].size);
}

/* One rule a plugin enforces; its id cites this in every divergence. */
struct carc_rule {
	const char *id;			/* e.g. "EXT-NOEND" */
	const char *statement;		/* one line, in our words */
	const char *source;		/* the rules text and section it comes
					 * from: "ext.md 2.1" names a section
					 * of the plugin's rules_doc */
};

/* -- kinds a plugin declares (3.0) ----------------------------------------- */

/*
 * An edge kind: a fourth kind of tile edge besides field, road and city.
 * Its name is the catalogue's word for it (`edges: {E: NAME}`); an edge
 * of it matches only an edge of the same kind (a mismatch cites
 * mismatch_rule, else BASE-PLACE-EDGE); it carries two field half-edges,
 * one on each side, like a road edge, and no feature of its own: fields
 * continue across it, nothing else does.
 */
struct carc_edge_kind {
	const char *name;		/* [a-z][a-z0-9_]* */
	char letter;			/* in carc_tile_info.edges: 'W' (not
					 * F, R or C, nor another kind's) */
	const char *mismatch_rule;	/* one of the plugin's rules, or NULL */
	const char *colour;		/* how pictures draw it: "#rrggbb" */
	const char *legend;		/* and explain it; static */
};

/* Where a feature of a plugin's kind lies on its tile. */
enum carc_shape {
	/*
	 * The tile's centre, on that tile alone, like a monastery: the spot
	 * `C` names it; it reaches no edge and never joins another tile's.
	 * Its kind's feature_complete hook says when it is complete (none:
	 * when the 8 squares around its tile hold tiles, as a monastery).
	 */
	CARC_SHAPE_CENTRE = 1
};

/*
 * A feature kind besides field, road, city and monastery.  Its name is
 * both the catalogue key that puts one on a tile (`NAME: true`) and the
 * record's
 * scores.kind of the points it gives.  The declaring plugin values it in
 * its feature_value hook (the host's base value for it is 0 under no
 * rule), at the moments the base game values features: when completed
 * during play, at game end, and when a figure is taken back from it.
 * A tile showing a feature of a plugin's kind belongs to a game only
 * when that plugin is enabled in it (otherwise DATA-TILESET: the tile
 * cannot be played as printed).
 */
struct carc_feature_kind {
	const char *name;		/* [a-z][a-z0-9_]* */
	int shape;			/* enum carc_shape */
	/* Cited when a figure whose kind may not stand on it is put there
	 * (a kind only one figure kind may stand on); NULL: the figure kind's
	 * spot_rule. */
	const char *figure_rule;
	const char *colour;		/* how pictures draw it: "#rrggbb" */
	const char *legend;		/* and explain it; static */
};

/* carc_figure_kind.flags */
#define CARC_FIGURE_FOLLOWER	0x1	/* a follower: counted wherever
					 * followers are counted (a plugin
					 * counting followers counts each
					 * once) */
#define CARC_FIGURE_RETURNABLE	0x2	/* may be taken back instead of
					 * placing a figure ("return:KIND@X,Y")*/
/*
 * (4.0) A neutral figure (a figure moved by every player in turn):
 * `supply` is one shared supply for the whole game, no seat owns one
 * (carc_figure_info.seat -1), its weight must be 0 and it is no follower
 * (neither FOLLOWER nor RETURNABLE): it never counts in a majority and
 * does not make a feature occupied (BASE-MEEPLE-FREE) against followers;
 * a plugin that wants it to (a feature it guards; "never two neutral
 * figures on one feature") says so in its check_action.  It is only ever put
 * on the board, moved and taken off by actions (moves.meeple never
 * names it).  Pictures draw it in the neutral colour, with `icon` and
 * `legend`.
 */
#define CARC_FIGURE_NEUTRAL	0x4
/*
 * (4.0) The figure stands on a tile, not on one of its features (a
 * figure that walks from tile to tile): an action aims it at (x, y)
 * with no spot, its
 * carc_figure_info has feature -1 and kind -1; stands_on must be NULL.
 */
#define CARC_FIGURE_ON_TILE	0x8
/*
 * (4.0) The figure stands beside followers: on a feature that figures
 * already hold, the host does not refuse it (BASE-MEEPLE-FREE); its
 * plugin's check_figure says beside whose.  Its weight must be 0 and it
 * is no follower, so it never decides a majority.
 */
#define CARC_FIGURE_BESIDE	0x10

/*
 * A figure kind besides the core's follower (7 per seat, weight 1, on a
 * field, road, city or monastery, under BASE-MEEPLE-*).  The record names
 * it in moves.meeple: "KIND:SPOT" places one, "return:KIND@X,Y" takes one
 * back (doc/spec/record-format.md).  The host keeps each kind's supply per
 * seat and enforces what is declared here, citing the rules given:
 *   - none left in the seat's supply: supply_rule (the figure is still
 *     played, as the record says: the record breaks the rule, the board
 *     can hold it);
 *   - a feature whose kind is not in stands_on: the feature kind's
 *     figure_rule, else spot_rule (not played, the replay goes on);
 *   - an occupied feature: BASE-MEEPLE-FREE, as for any figure;
 *   - taking back (RETURNABLE only): the seat must have one on the tile
 *     at (X, Y), else return_rule (nothing happens, the replay goes on);
 *     its owner scores the feature's value at once, as it would be
 *     valued at game end (carc_value.taken_back), under return_rule with
 *     the feature kind's name as scores.kind; the figure goes back to its
 *     supply.  A plugin's check_figure may refuse a return for reasons of
 *     its own (a feature that this very move completes, say).
 * A figure weighs `weight` in a feature's majority (BASE-SCORE-MAJ) and
 * is one figure wherever figures are counted.
 */
struct carc_figure_kind {
	const char *name;		/* [a-z][a-z0-9_]*, not "follower" nor
					 * "return" */
	int supply;			/* per seat, at the start: 1 .. 32 */
	int weight;			/* in a majority: 0 .. 8 */
	unsigned flags;			/* CARC_FIGURE_* */
	/* Feature kinds (names) it may stand on, NULL-terminated; NULL:
	 * where a follower may (field, road, city, monastery). */
	const char *const *stands_on;
	const char *supply_rule;	/* the plugin's rules, see above */
	const char *spot_rule;
	const char *return_rule;	/* RETURNABLE only */
	/* How pictures draw it: a path (SVG path data) in a 0..100 box,
	 * NULL for the follower's shape; its size against a follower's
	 * (0: 1); and what the legend says of it. */
	const char *icon;
	double scale;
	const char *legend;
};

/* -- what the host tells a plugin ------------------------------------------ */

/* What the host tells a plugin about one tile (placed, or being tried). */
struct carc_tile_info {
	uint32_t size;			/* bytes the host filled */
	const char *id;			/* tile type id, e.g. "D" */
	int x, y;
	int rotation;			/* quarter turns clockwise, 0..3 */
	int placed_seq;			/* the move that placed it */
	int coats_of_arms;		/* on the whole tile */
	int has_road;			/* the tile shows a road segment */
	int has_city;			/* the tile shows a city segment */
	int has_monastery;
	/*
	 * The calling plugin's marking for this tile, as its tile_key hook
	 * returned it; NULL when the tile is not the plugin's, or when the
	 * game does not enable the tile's set (its markings do nothing).
	 */
	const void *marking;
	/* -- 3.0 -- */
	const char *set;		/* "base" or the plugin whose set it is */
	/* Its edges in board orientation, N E S W, as letters: F field,
	 * R road, C city, or a declared edge kind's letter; NUL-ended. */
	char edges[5];
};

/* A feature handle: valid until the next move. */
typedef int carc_feature;

/* A figure on the board. */
struct carc_figure_info {
	uint32_t size;			/* bytes the host filled */
	int seat;			/* -1: a neutral figure (4.0) */
	int x, y;			/* the tile it stands on */
	int kind;			/* its feature's kind (enum carc_kind or
					 * a declared kind's number); -1 on a
					 * tile (4.0) */
	carc_feature feature;		/* the feature it stands in, or -1 */
	const char *figure;		/* its kind: "follower" or a declared
					 * figure kind's name */
	int weight;			/* in a majority */
	int follower;			/* CARC_FIGURE_FOLLOWER: counted where
					 * followers are counted */
	/* -- 4.0 -- */
	int neutral;			/* CARC_FIGURE_NEUTRAL */
	int on_tile;			/* CARC_FIGURE_ON_TILE */
};

/* The 3.0 sizes of the elements: an esize below these is refused. */
#define CARC_TILE_INFO_SIZE_3_0						\
	(offsetof(struct carc_tile_info, edges) + 5)
#define CARC_FIGURE_INFO_SIZE_3_0					\
	(offsetof(struct carc_figure_info, follower) + sizeof(int))

struct carc_ctx;	/* opaque: one plugin in one game */

/* The move a hook is told of. */
struct carc_turn {
	uint32_t size;			/* sizeof(struct carc_turn) of the host */
	int seq;
	int seat;			/* -1 for the start tile */
	int x, y;			/* check_draw: 0, 0 (not placed yet) */
	int rotation;
	const struct carc_tile_info *tile;	/* the tile drawn, placed or
						 * being tried */
};

/*
 * A feature being valued (feature_value).  The host fills it with the
 * base game's value; each enabled plugin, in load order, sees what the
 * ones before it made of the base and may replace it, add a bonus, or
 * make the whole feature worth nothing.  The feature then gives
 * zero_rule ? 0 : points + every plugin's bonus, to its majority.
 */
struct carc_value {
	uint32_t size;			/* sizeof(struct carc_value) of the host */
	int kind;			/* the feature's kind */
	int final;			/* 0: completed during play; 1: at game
					 * end, or a figure taken back from it */
	int taken_back;			/* a figure is taken back from it */
	const char *ruleset;		/* the game's: "final",
					 * "c1-early-smallcity", "c1-farm-v1",
					 * "c1-farm-v2" (rules-en.md 1.8) */
	int complete;			/* BASE-ROAD-DONE, BASE-CITY-DONE, a
					 * centre feature surrounded */
	int tiles;			/* distinct tiles */
	int coats_of_arms;		/* a city's */
	int neighbours;			/* a centre feature: tiles among the 8
					 * squares around its tile */
	/* In and out: the base value and the rule that gives it (for a
	 * kind the core does not know, 0 and NULL until its plugin says). */
	int points;
	const char *rule;		/* one of the plugin's rules, if set */
	/* Out, optional: the base value's reason for a person when a
	 * plugin replaces it ("road of 3 tiles, doubled"); "" keeps the
	 * host's own. */
	char why[96];
	/* Out, reset before each plugin's call: a bonus that is part of the
	 * feature's value (a marking on it adds points), under one of its
	 * rules. */
	int bonus;
	const char *bonus_rule;
	const char *bonus_why;		/* static, optional */
	/* Out: the feature is worth nothing at all, bonuses included (a
	 * marked road left open at game end), under this rule.  Once set,
	 * later plugins see it and may not clear it. */
	const char *zero_rule;
	/*
	 * -- 4.0: whole_value --
	 * The order is fixed: the host's base value; every plugin's
	 * feature_value in load order (base replaced, bonuses added, zero
	 * rule); then `whole` = (zero_rule ? 0 : points + every bonus); then
	 * every plugin's whole_value in load order, each seeing the whole
	 * the ones before it left, may replace it (halve it, rounded up)
	 * under one of its rules with a reason for a person.
	 * The feature gives `whole` to its majority.  feature_value never
	 * sees these fields filled (whole is 0 then).
	 */
	int whole;			/* in and out */
	const char *whole_rule;		/* out: the last plugin that changed
					 * whole; NULL: nobody did.  Where a
					 * zero rule made the feature
					 * worthless and a whole_value gave
					 * it points, this rule is the
					 * award's (it gives them) */
	const char *whole_why;		/* out, static, optional: appended
					 * to the award's reason in every
					 * output (divergence, replay,
					 * report) */
};

/*
 * What a check_* hook says of a move: the first of the plugin's rules it
 * breaks, or nothing (rule NULL).  The host hands it over with rule and
 * hint_rule NULL, stop 0 and each text field "" (its first byte: what
 * follows a text's NUL is unspecified); the plugin writes the texts
 * (snprintf) for the divergence: what the rules expect, what the record
 * does, a sentence for a person.
 * A broken rule is a divergence and the replay goes on as the record
 * says, unless stop is set: the record cannot be applied past this move
 * (doc/spec/record-format.md, "What the verifier compares").
 */
struct carc_ruling {
	uint32_t size;			/* sizeof(struct carc_ruling) of the host */
	const char *rule;		/* out: one of the plugin's rule ids */
	int stop;			/* out */
	char expected[64];		/* out */
	char recorded[64];		/* out */
	char message[192];		/* out */
	/* Out, optional: what the recorder probably misread (doc/spec/cli.md
	 * hint): another of the plugin's rule ids and a sentence. */
	const char *hint_rule;
	char hint[160];
};

/* What a player does with a figure in a move (check_figure). */
enum carc_figure_action {
	CARC_FIGURE_PLACE = 0,		/* puts one on a spot of the new tile */
	CARC_FIGURE_TAKE_BACK = 1	/* takes one back (RETURNABLE) */
};

struct carc_figure_query {
	uint32_t size;			/* sizeof of the host's */
	int action;			/* enum carc_figure_action */
	const char *figure;		/* "follower" or a declared kind */
	int seat;
	const char *spot;		/* PLACE: the spot as recorded, in board
					 * orientation ("N", "SL", "C"); NULL
					 * when taking back */
	int x, y;			/* PLACE: the tile just placed;
					 * TAKE_BACK: the tile it leaves */
	/* The feature the spot names (PLACE) or the figure stands in
	 * (TAKE_BACK); -1 if the tile has no such spot: a rule given then
	 * stops the replay whatever `stop` says. */
	carc_feature feature;
	int feature_kind;		/* its kind, or -1 */
};

/* -- the whole turn (4.0) --------------------------------------------------- */

/*
 * The verbs of an action (record format 2, the `actions` table): the
 * host's own, in the record by these names.  What the host does with an
 * action it accepts (no plugin's check_action gave a rule):
 *   place   a figure of `kind` from the seat's supply (a neutral one's
 *           shared supply) onto the spot of the tile at (x, y), or onto
 *           the tile itself for an ON_TILE kind; the host checks it as a
 *           figure of moves.meeple (supply, stands_on, occupied);
 *   move    the figure of `kind`, a NEUTRAL or ON_TILE kind (the
 *           seat's own, or the neutral one), from where it stands, or
 *           from beside the board if none of it is on the board, to the
 *           spot of the tile at (x, y); where more than one could be
 *           meant, `arg` names the tile it leaves, "X,Y".  (A seat's
 *           figure on a feature is taken off with remove and put on
 *           with place: a move of one is refused at loading);
 *   remove  the figure of `kind` standing on the tile at (x, y) (at
 *           `spot` if given) leaves the board without scoring, back to
 *           its owner's supply (a neutral one's to beside the board);
 *   return  as "return:KIND@X,Y" of moves.meeple: taken back, its owner
 *           scores the feature at once where its kind's rule says so;
 *   token   one token of `kind` put on the tile at (x, y) (at `spot`;
 *           `arg` "-1" takes one off instead);
 *   roll    a die's result in `arg` (seat NULL); nothing on the board;
 *   choose  a decision with no place, in `arg`; nothing on the board.
 * What follows from an action by the rules (a figure it sends home,
 * points) is the plugin's to derive, in after_action, through the
 * services.
 */
enum carc_verb {
	CARC_VERB_PLACE = 0,
	CARC_VERB_MOVE = 1,
	CARC_VERB_REMOVE = 2,
	CARC_VERB_RETURN = 3,
	CARC_VERB_TOKEN = 4,
	CARC_VERB_ROLL = 5,
	CARC_VERB_CHOOSE = 6
};
#define CARC_NVERBS 7

/* carc_action_kind.flags */
#define CARC_ACTION_BEFORE_TILE	0x1	/* may come before the tile (n < 0:
					 * the start of the turn) */
#define CARC_ACTION_AFTER_SCORING 0x2	/* comes after the turn's scoring
					 * (a point at the start of a turn
					 * does not; a move of a figure once
					 * the features scored does) */
#define CARC_ACTION_NO_TILE	0x4	/* aimed at no tile: x, y and spot
					 * NULL (roll and choose always) */
#define CARC_ACTION_ANY_SEAT	0x8	/* (4.1) any seat may do it, not only
					 * the turn's (each seat in turn: a
					 * neutral figure's steps); without it
					 * an action of another seat is
					 * refused (DATA-SEAT).  A row of no seat
					 * (NULL: a die's result) is nobody's
					 * and always allowed. */
#define CARC_ACTION_JOINS	0x10	/* (4.1) a `place` whose figure may go
					 * onto a feature, even a segment,
					 * other figures hold (whether it may
					 * is check_action's to judge): the
					 * board keeps each, each counts in
					 * the majority, goes home when the
					 * feature scores, and is seen by
					 * tile_figures, feature_figures and
					 * the pictures; a `remove` of one of
					 * two on a spot removes one */

/*
 * An action a plugin brings: a verb done with a kind.  The record may
 * hold an action only if an enabled plugin declares its verb with its
 * kind (a verb, kind or spot form no enabled plugin declares makes the
 * game unverifiable, naming it).  A plugin declares a verb with a kind
 * once; several plugins may declare the same (`choose`, `roll`, `place
 * follower`; a token kind is one plugin's), and in a game that enables
 * more than one of them the declaration of the plugin that claims the
 * row (claim_action, 4.2) is the row's; where none has the hook, the
 * first loaded one's.  Declarations are an array of the plugin's own elements, `size`
 * apart: every element's size is the plugin's sizeof(struct
 * carc_action_kind) (carc_action_kind_item).
 */
struct carc_action_kind {
	uint32_t size;			/* sizeof(struct carc_action_kind) */
	const char *verb;		/* "place", "move", ... (enum carc_verb) */
	/*
	 * The figure kind ("follower", a kind this or another enabled
	 * plugin declares) or, for `token`, the token kind this
	 * declaration brings ([a-z][a-z0-9_]*); NULL for roll and choose.
	 */
	const char *kind;
	unsigned flags;			/* CARC_ACTION_* */
	/*
	 * Spot forms besides a record's spots (a lake's crossing "N-S"),
	 * NULL-terminated; NULL: the spots of moves.meeple ("N", "SL",
	 * "C"), or none at all for an ON_TILE figure kind and a token put
	 * on a tile.
	 */
	const char *const *spots;
	/* The rule cited when the host refuses it on its own (no figure of
	 * the kind to move or remove, a spot the tile does not have); NULL:
	 * the figure kind's spot_rule. */
	const char *rule;
	/* A token kind: how pictures draw it (as carc_figure_kind's). */
	const char *icon;
	const char *colour;		/* "#rrggbb"; NULL: the neutral colour */
	const char *legend;
	/*
	 * (4.0, for `carc gen`) The args a player may give it,
	 * NULL-terminated: a roll's results ("1" ... "6"), a choice's
	 * options.  The generator draws one from the game's seed; a `roll`
	 * or `choose` without them is never generated (nothing else says
	 * what its arg may be).  NULL for the other verbs, but (4.2) a
	 * `token`'s may list "-1": the generator then tries a token taken
	 * off beside the token put (a token moved).  An element whose size
	 * ends before it has none.
	 */
	const char *const *args;
};

/* The 4.0 size of a declaration: a smaller element size is refused. */
#define CARC_ACTION_KIND_SIZE_4_0					\
	(offsetof(struct carc_action_kind, legend) + sizeof(const char *))
/* An element that holds args. */
#define CARC_ACTION_KIND_HAS_ARGS(a)					\
	((a)->size >= offsetof(struct carc_action_kind, args) +	\
	    sizeof(const char *const *))

/* Element i of a plugin's action_kinds, stepping by its size. */
static inline const struct carc_action_kind *
carc_action_kind_item(const struct carc_action_kind *a, size_t i)
{
	return (const struct carc_action_kind *)(const void *)
	    ((const char *)a + i * a[0].size);
}

/*
 * The bound of the squares an action names (carc_turn_action's x and y):
 * a square recorded farther off than this, in either direction, is given
 * at the bound, where no tile can be (no game builds a board of more
 * than a few hundred tiles).  The difference of two such coordinates
 * fits an int; their product does not, nor a difference's square.  A
 * ruling that names such a square says it is far off
 * (CARC_SQUARE_IS_FAR; carc_util_square in carc_plugin_util.h), not the
 * bound, which is not what the record says.
 */
#define CARC_SQUARE_FAR (1 << 20)
#define CARC_SQUARE_IS_FAR(x, y)					\
	((x) <= -CARC_SQUARE_FAR || (x) >= CARC_SQUARE_FAR ||		\
	 (y) <= -CARC_SQUARE_FAR || (y) >= CARC_SQUARE_FAR)

/*
 * One action of a turn, as the hooks see it: a row of the `actions`
 * table, its tile and the feature its spot names looked up by the host.
 */
struct carc_turn_action {
	uint32_t size;			/* sizeof of the host's */
	int seq;			/* the move whose turn it belongs to */
	int n;				/* its order in the turn (0: moves.meeple
					 * is never one) */
	int seat;			/* who acts; -1: nobody chooses */
	int verb;			/* enum carc_verb */
	const char *kind;		/* NULL for roll and choose */
	int has_tile;			/* x, y name a tile */
	int x, y;			/* within CARC_SQUARE_FAR (below) */
	const char *spot;		/* as recorded; NULL: none */
	const char *arg;		/* as recorded; NULL: none */
	/* The feature `spot` names on the tile at (x, y), and its kind;
	 * -1 when there is none (no spot, a spot form of the plugin's). */
	carc_feature feature;
	int feature_kind;
	/* move, remove, return: the figure it concerns, where it stands
	 * before the action (has_from 0: none on the board; a move then
	 * brings it from beside the board). */
	int has_from;
	int from_x, from_y;
	carc_feature from_feature;
	int from_seat;			/* its owner; -1 neutral */
	/* turn_end only: the action was refused (a rule given), not
	 * carried out. */
	int refused;
};

/* Element i of the actions turn_end is handed, stepping by the host's
 * size. */
static inline const struct carc_turn_action *
carc_turn_action_item(const struct carc_turn_action *a, size_t i)
{
	return (const struct carc_turn_action *)(const void *)
	    ((const char *)a + i * a[0].size);
}

/* Tokens on a tile (tokens_at). */
struct carc_token_info {
	uint32_t size;			/* bytes the host filled */
	const char *kind;		/* a declared token kind */
	int x, y;
	const char *spot;		/* as put; NULL: on the tile */
	int count;
};

/* -- pictures (3.0): the core draws what a plugin describes ---------------- */

enum carc_draw_op {
	CARC_DRAW_PATH = 1,		/* `path`: SVG path data (M L H V C Q
					 * A Z, absolute or relative) */
	CARC_DRAW_CIRCLE = 2,		/* centre (x, y), radius r */
	CARC_DRAW_TEXT = 3		/* `text` centred on (x, y) */
};

/* carc_draw.layer */
#define CARC_LAYER_ART 0		/* with the tile's art, under figures */
#define CARC_LAYER_LABEL 1		/* over the figures: a label to read.
					 * The core may move a label's text
					 * clear of tile labels, figures and
					 * the legend: put no shape behind it
					 * that must stay under the text */

/*
 * One drawing primitive.  Units: a tile is a 100 x 100 box, (0, 0) its
 * north-west corner, x east, y south.  For a tile's markings (draw) the
 * box is the tile in its defined orientation: the core turns the
 * primitive with the tile, and keeps text upright.  For the board
 * (draw_board) square (x, y) of the board covers [100x, 100x + 100] x
 * [100y, 100y + 100].  Colours are "#rrggbb"; NULL: no fill or no
 * stroke.  Strings are the plugin's (see ownership, top of file).
 */
struct carc_draw {
	uint32_t size;			/* bytes the plugin filled */
	int op;				/* enum carc_draw_op */
	const char *path;		/* PATH */
	double x, y, r;			/* CIRCLE, TEXT */
	const char *text;		/* TEXT: a few characters */
	double font_size;		/* TEXT; 0: 12 */
	const char *fill;
	const char *stroke;
	double stroke_width;		/* 0: 1 */
	double opacity;			/* 0: 1, opaque */
	int layer;			/* CARC_LAYER_* */
	/*
	 * A legend entry: what the marking means, said once per picture for
	 * every marking that gives the same text; its icon is the marking's
	 * primitives that carry this legend.  NULL: not in the legend.
	 */
	const char *legend;
	/* The rule id it illustrates (one of the plugin's): pages give the
	 * primitive that rule's statement as a title and link it to the
	 * rule's reference page.  NULL: none. */
	const char *rule;
	/* -- 3.2 -- */
	/*
	 * PATH, for a tile's markings: 1 keeps the path upright.  Its point
	 * (x, y) turns with the tile, as any point does; the path is drawn
	 * about it unturned, so a building stands on its base whatever the
	 * tile's rotation.  0: the path turns with the tile (an arrow along
	 * a road).
	 */
	int upright;
};

#define CARC_DRAW_SIZE_3_0						\
	(offsetof(struct carc_draw, rule) + sizeof(const char *))

/* -- the host's services ---------------------------------------------------- */

/*
 * Services the host hands to the plugin.  Every function takes the context
 * the hook received.  Functions that fill arrays return how many items
 * exist (which may exceed max; only max are written); esize is the
 * caller's sizeof of one element (see the top of this file).
 */
struct carc_host {
	uint32_t size;			/* sizeof(struct carc_host) of the host */
	uint32_t abi_major, abi_minor;

	/* -- reading the board -- */

	/* 0 and *out filled if a tile lies at (x, y), else -1. */
	int (*tile_at)(const struct carc_ctx *ctx, int x, int y,
	    struct carc_tile_info *out, size_t esize);
	/* Placed tiles with x0 <= x <= x1 and y0 <= y <= y1, in seq order. */
	size_t (*tiles_in_area)(const struct carc_ctx *ctx, int x0, int y0,
	    int x1, int y1, struct carc_tile_info *out, size_t max,
	    size_t esize);
	/*
	 * The feature at a spot of the tile at (x, y), the spot named in
	 * board orientation as in a record ("N", "SL", "C" ...); -1 if none.
	 * "C" names the centre feature, else the field reaching no edge.
	 */
	carc_feature (*feature_at)(const struct carc_ctx *ctx, int x, int y,
	    const char *spot);
	int (*feature_kind)(const struct carc_ctx *ctx, carc_feature f);
	int (*feature_complete)(const struct carc_ctx *ctx, carc_feature f);
	/* Number of open edges (road, city); 0 for a complete feature. */
	int (*feature_open_edges)(const struct carc_ctx *ctx, carc_feature f);
	/* The distinct tiles of a feature, in seq order. */
	size_t (*feature_tiles)(const struct carc_ctx *ctx, carc_feature f,
	    struct carc_tile_info *out, size_t max, size_t esize);
	/* The figures in a feature, and on the tile at (x, y). */
	size_t (*feature_figures)(const struct carc_ctx *ctx, carc_feature f,
	    struct carc_figure_info *out, size_t max, size_t esize);
	size_t (*tile_figures)(const struct carc_ctx *ctx, int x, int y,
	    struct carc_figure_info *out, size_t max, size_t esize);
	/*
	 * How a road runs across the tile at (x, y): entering by board edge
	 * `entry`, the mask (bit e for edge e) of the other board edges the
	 * same road segment leaves by.  0 means the road ends on this tile;
	 * -1 means no tile there or no road at that edge.
	 */
	int (*road_exits)(const struct carc_ctx *ctx, int x, int y, int entry);
	/* The number of a feature kind by name (declared ones too), or -1;
	 * and the name of a kind number, or NULL. */
	int (*kind_id)(const struct carc_ctx *ctx, const char *name);
	const char *(*kind_name)(const struct carc_ctx *ctx, int kind);
	/* The calling plugin's segment markings (segment_key) on the
	 * segments of feature f, one per marked segment. */
	size_t (*feature_markings)(const struct carc_ctx *ctx, carc_feature f,
	    const void **out, size_t max);
	/* Copies of a tile type (id or alias) left to draw in a standard
	 * supply, the one being drawn excluded; -1 in a free supply or for
	 * an id no catalogue defines. */
	int (*tiles_left)(const struct carc_ctx *ctx, const char *tile_id);
	/* Figures of a kind ("follower" or a declared one) left in a seat's
	 * supply; -1 for no such kind or seat. */
	int (*figures_left)(const struct carc_ctx *ctx, int seat,
	    const char *figure);

	/* -- changing the expected game -- */

	/*
	 * Award points to a seat under one of the plugin's rule ids.  `kind`
	 * is the record's scores.kind (a word of the plugin's).  The
	 * points are part of the move being played, or of final scoring when
	 * called from game_final.
	 *
	 * Lifetimes: `rule` is borrowed for the call only (the host keeps
	 * the descriptor's copy of that id; a rule id that is not the
	 * plugin's makes the game unverifiable); `why` is copied (at most 95
	 * bytes kept); `kind` is kept as given, so it must live until the
	 * plugin's fini (a string literal).
	 *
	 * Points to a seat outside the game (the start tile's seat -1) or of
	 * 0 are ignored.  Returns 0, or -1 if the points could not be
	 * recorded (out of memory, no kind, a foreign rule id): the game is
	 * then already unverifiable and the hook should return -1.
	 */
	int (*award)(struct carc_ctx *ctx, int seat, int points,
	    const char *kind, const char *rule, const char *why);
	/*
	 * Make the game unverifiable with the reason `why` (copied; the
	 * first reason of a game is kept).  Returns -1, for
	 * `return host->fail(ctx, "out of memory");` in a hook.
	 */
	int (*fail)(struct carc_ctx *ctx, const char *why);

	/* -- logging -- */
	void (*log)(const struct carc_ctx *ctx, int level, const char *msg);

	/* Seats are 0 .. max_seats - 1 (CARC_MAX_SEATS of the host). */
	int max_seats;

	/* -- 4.0 -- */

	/* The seats of this game (2 .. max_seats). */
	int (*seats)(const struct carc_ctx *ctx);
	/* The neutral and ON_TILE figures on the board, of a kind (NULL:
	 * every such kind), in the order they came onto the board.  The
	 * 3.x services feature_figures and tile_figures keep reporting the
	 * seats' figures on features only. */
	size_t (*neutral_figures)(const struct carc_ctx *ctx,
	    const char *figure, struct carc_figure_info *out, size_t max,
	    size_t esize);
	/*
	 * Changing the board, from turn_begin, after_place, after_action,
	 * before_score and turn_end only (from any other hook they return
	 * -1 and the game is unverifiable): what the rules make follow from
	 * an action (a figure sent home by it: remove_figure).  The host
	 * carries out the recorded actions itself; these are for their
	 * consequences.  `seat` -1 names a neutral figure; `spot` NULL
	 * names the tile itself (ON_TILE) or, for remove, any spot.  Each
	 * returns 0 done, 1 when there is no such figure, spot or supply
	 * (nothing changes), -1 when the game is unverifiable (out of
	 * memory).  A figure removed goes back to its owner's supply, with
	 * no points; a neutral one beside the board.
	 */
	int (*place_figure)(struct carc_ctx *ctx, const char *figure,
	    int seat, int x, int y, const char *spot);
	int (*move_figure)(struct carc_ctx *ctx, const char *figure,
	    int seat, int from_x, int from_y, int to_x, int to_y,
	    const char *to_spot);
	int (*remove_figure)(struct carc_ctx *ctx, const char *figure,
	    int seat, int x, int y, const char *spot);
	/* Put `count` tokens of a kind the plugin declares on the tile at
	 * (x, y) (at spot, or NULL), a negative count takes them off; 0, 1
	 * (fewer there than taken), -1 as above. */
	int (*put_token)(struct carc_ctx *ctx, const char *token, int x,
	    int y, const char *spot, int count);
	/* The tokens on the tile at (x, y), of a kind or of every kind
	 * (NULL); 0 where no tile lies. */
	size_t (*tokens_at)(const struct carc_ctx *ctx, const char *token,
	    int x, int y, struct carc_token_info *out, size_t max,
	    size_t esize);
	/* The completed cities a field touches, each once, as the base
	 * game counts them for its farmers (BASE-FIELD-PTS): out[0..max)
	 * filled, how many there are returned; 0 for no field (a plugin's
	 * bonus per city of a field). */
	size_t (*field_cities)(const struct carc_ctx *ctx, carc_feature field,
	    carc_feature *out, size_t max);

	/* -- 4.2 -- */

	/*
	 * The seats of a feature's majority, as the base game scores it
	 * (BASE-SCORE-MAJ, BASE-SCORE-TIE): those whose figures in it weigh
	 * the most, each figure at its kind's weight (a neutral or BESIDE
	 * figure weighs nothing), every tied seat.  out[0..max) filled in
	 * seat order, how many there are returned; 0 for a feature no
	 * figure weighs anything in (BASE-SCORE-NONE) or for no feature.
	 * Read before the turn's scoring (before_score), it is the
	 * majority that scores the features completed.
	 */
	size_t (*feature_majority)(const struct carc_ctx *ctx,
	    carc_feature f, int *out, size_t max);
	/*
	 * A per-game supply of one of the plugin's own seat figure kinds
	 * (not a neutral one): every seat begins this game with `count`
	 * (0 .. CARC_MAX_SUPPLY) instead of the declaration's `supply`, as
	 * the game's variant says (two of a kind each).  From game_begin
	 * only; 0 done, 1 for a kind not the plugin's, a neutral kind or a
	 * count out of range (nothing changes), -1 called from another hook
	 * (the game is unverifiable).
	 */
	int (*figure_supply)(struct carc_ctx *ctx, const char *figure,
	    int count);
	/*
	 * Join (join 1) or part (join 0) two segments of one kind of the
	 * placed tile at (x, y), named by spots in board orientation ("N",
	 * "S"; a field's "NL"): a crossing that joins two road ends of a
	 * tile, a bridge, a tunnel.  From the hooks that may change the
	 * board (as place_figure).  The features of the board are then what
	 * the tiles' segments and every link make them: feature_at,
	 * feature_tiles, feature_open_edges, feature_figures,
	 * feature_complete and road_exits answer through the links, and the
	 * turn's scoring finds a road or city a link closed, on any tile.
	 * A part splits only what that link alone joined; each segment
	 * keeps its figures.  A feature made of a scored and an unscored one is unscored (it
	 * scores when it closes again); the parts of a scored one stay
	 * scored.  Returns 0 done (a join already made, too), 1 no such
	 * tile, spots, link to part, or spots of two tiles' segments of
	 * two kinds (nothing changes), -1 unverifiable (out of memory).
	 */
	int (*link_segments)(struct carc_ctx *ctx, int x, int y,
	    const char *spot_a, const char *spot_b, int join);

	/* -- 4.3 -- */

	/*
	 * The tile types the calling plugin marks (its tile_key gave them a
	 * marking), in the catalogue's order: markings[i] the type's
	 * marking and left[i] what tiles_left answers for the type's id
	 * (copies left in a standard supply, the one being drawn excluded,
	 * none of a set the game does not enable; -1 in a free supply), for
	 * the first max of them; how many there are returned.  One call
	 * where a plugin would ask tiles_left of each of its ids at every
	 * draw.
	 */
	size_t (*marked_tiles_left)(const struct carc_ctx *ctx,
	    const void **markings, int *left, size_t max);

	/* -- 4.4 -- */

	/*
	 * A stamp of neutral_figures' answer in this game, never 0: it
	 * changes whenever that answer may, and only then is the answer
	 * another.  It changes when a neutral or ON_TILE figure comes onto
	 * the board, moves or leaves it (an action the host carries out, a
	 * place_figure, move_figure or remove_figure of any plugin), when
	 * link_segments joins or parts segments (the feature a figure
	 * stands in may be another then), and when tiles placed join the
	 * feature such a figure stands in so that its handle is another
	 * (a tile that leaves every figure's handle as it was changes
	 * nothing of the answer, nor the stamp).  A plugin that asks at
	 * every tile and turn may keep what it was told with the stamp it
	 * was told it under, in its per-game state (zeroed at each game's
	 * beginning: 0 is no stamp), and ask again only when the stamp
	 * differs.  The stamps of two games are not comparable.
	 */
	uint64_t (*neutral_stamp)(const struct carc_ctx *ctx);
	/*
	 * The distinct tiles of a feature that the calling plugin marks:
	 * those feature_tiles answers whose marking is not NULL (its own
	 * tiles, of a set the game enables), in seq order, each as
	 * feature_tiles writes it; how many there are returned.  One call
	 * where a plugin would be handed every tile of the feature to look
	 * for its few.
	 */
	size_t (*feature_marked_tiles)(const struct carc_ctx *ctx,
	    carc_feature f, struct carc_tile_info *out, size_t max,
	    size_t esize);
};

/* The most figures of one kind a seat's supply holds (figure_supply). */
#define CARC_MAX_SUPPLY 16

#define CARC_LOG_ERR 3
#define CARC_LOG_WARNING 4
#define CARC_LOG_INFO 6
#define CARC_LOG_DEBUG 7

#define CARC_HAS_SERVICE(host, member)					\
	((host)->size >= offsetof(struct carc_host, member) +		\
	    sizeof((host)->member) && (host)->member != NULL)

/* -- the descriptor ---------------------------------------------------------- */

struct carc_plugin {
	/* -- the first four fields keep their place in every ABI, so that a
	 * plugin of another major can be named in its refusal -- */
	uint32_t abi_major, abi_minor;
	uint32_t size;			/* sizeof(struct carc_plugin) */
	const char *name;		/* equals the file stem */

	const char *version;		/* "1.0.0" */
	const char *rule_prefix;	/* every rule id starts with this */
	const struct carc_rule *rules;
	size_t nrules;
	/* The plugin's tile catalogue (carc-tiles(5)), a file name found
	 * next to the plugin or in the tiles directory; NULL if it adds no
	 * tiles. */
	const char *catalogue;
	/* Its rules text, a Markdown file of the installed rules directory
	 * whose sections its rules' sources cite; NULL if none. */
	const char *rules_doc;
	/* Catalogue keys this plugin owns, NULL-terminated: on a tile
	 * ("KEY: VALUE") and on a city, road or field of a tile ("KEY:
	 * true" in a road's entry).  NULL: none. */
	const char *const *tile_keys;
	const char *const *segment_keys;
	/* Variants the plugin serves; NULL-terminated, the first is the
	 * default.  NULL: the plugin has no variants. */
	const char *const *variants;
	/* Kinds it brings (see their structures above). */
	const struct carc_edge_kind *edge_kinds;
	size_t nedge_kinds;
	const struct carc_feature_kind *feature_kinds;
	size_t nfeature_kinds;
	const struct carc_figure_kind *figure_kinds;
	size_t nfigure_kinds;
	/*
	 * The edition of every set's standard supply in a game that enables
	 * this plugin (a plugin whose tiles came with a later edition asks
	 * for it; a catalogue's `editions:` gives each edition's counts); 0
	 * for no
	 * preference.  A game plays the highest edition its plugins ask.
	 */
	int edition;

	/* Called once after loading; *state is the plugin's own.  Return 0,
	 * or -1 with a message in err. */
	int (*init)(const struct carc_host *host, void **state,
	    char *err, size_t errlen);
	void (*fini)(void *state);

	/*
	 * A key this plugin owns appeared in a tile definition.  Parse value
	 * and set *marking to what tile_info.marking should show for this
	 * tile (owned by the plugin).  On error return -1 with a message in
	 * err and *where set to the offending node.
	 */
	int (*tile_key)(void *state, const char *tile_id, const char *key,
	    const struct carc_node *value, const void **marking,
	    const struct carc_node **where, char *err, size_t errlen);
	/*
	 * The same for a key in the entry of one of the tile's segments:
	 * `segment` is its id ("r0"), `kind` its kind, `edges` the edges it
	 * reaches (bit e for edge e, defined orientation; 0 for a field) and
	 * `halves` a field's half-edges (bit h).  *marking is what
	 * feature_markings reports for that segment, and what draw is
	 * called with to picture it.
	 */
	int (*segment_key)(void *state, const char *tile_id,
	    const char *segment, int kind, unsigned edges, unsigned halves,
	    const char *key, const struct carc_node *value,
	    const void **marking, const struct carc_node **where, char *err,
	    size_t errlen);

	/*
	 * A game enabling this plugin begins.  variant is the record's
	 * (never NULL: the default is filled in).  *game is the plugin's
	 * per-game state.  Return -1 with a message for a game the plugin
	 * cannot play (the game is then unverifiable).
	 */
	int (*game_begin)(void *state, struct carc_ctx *ctx,
	    const char *variant, void **game, char *err, size_t errlen);
	void (*game_end)(void *game);

	/*
	 * Choose the start tile: set *tile_id to one of the plugin's tiles,
	 * *any_rotation if it may lie in any rotation, *rule to the rule id
	 * cited when seq 0 is another tile.  Return 1 if the plugin chose,
	 * 0 to leave the base start tile.  Two plugins of one game that
	 * both choose make it unverifiable.
	 */
	int (*start_tile)(void *game, struct carc_ctx *ctx,
	    const char **tile_id, int *any_rotation, const char **rule);

	/*
	 * Legality, asked alike by the verifier (of a recorded move), the
	 * generator (of every move it considers) and the fault injector:
	 * fill *r with the first of the plugin's rules the move breaks, or
	 * leave r->rule NULL.  They change nothing: what the plugin keeps
	 * of the game is updated in after_place and the scoring hooks.
	 * Each returns 0, or -1 to make the game unverifiable.
	 *
	 * check_draw: the tile of turn->tile is drawn (before it is placed
	 * or discarded; tiles_left counts it as drawn already).
	 * check_place: may the tile lie at (turn->x, turn->y) in
	 * turn->rotation?  The host has checked the base rules (an empty
	 * square next to the board, every edge matching); a rule given here
	 * is broken in addition, and a tile that fits only where a plugin
	 * forbids it fits nowhere (BASE-PLACE-NOFIT: it is discarded).
	 * check_figure: may the move's player put a figure on a spot of the
	 * tile just placed, or take one back?  Asked before the host's own
	 * checks of the figure kind's declaration; the first plugin that
	 * gives a rule decides (a plugin claims the spot of its own artwork
	 * on the tile: not played; a spot the tile does not have stops
	 * the replay, citing that rule).
	 */
	int (*check_draw)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, struct carc_ruling *r);
	int (*check_place)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, struct carc_ruling *r);
	int (*check_figure)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const struct carc_figure_query *q,
	    struct carc_ruling *r);

	/* Right after a tile is placed, before the figure (seq 0 too).
	 * Returns 0, or -1 to make the game unverifiable (see fail()). */
	int (*after_place)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn);

	/*
	 * Is a feature of one of this plugin's kinds complete (set
	 * *complete to 0 or 1)?  Asked for a centre feature when a tile is
	 * placed on one of the 8 squares around it.  Returns 0, or -1.
	 */
	int (*feature_complete)(void *game, struct carc_ctx *ctx,
	    carc_feature f, int *complete);

	/*
	 * Features this placement completed, with every figure still on the
	 * board, before any of them is scored.  Returns 0, or -1 to make the
	 * game unverifiable.
	 */
	int (*before_score)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const carc_feature *completed,
	    size_t ncompleted);

	/*
	 * A feature is being valued for its majority (or for the owner of a
	 * figure taken back): see struct carc_value.  Called for every
	 * feature of any kind; a plugin leaves alone what is not its
	 * business.  Returns 0, or -1 to make the game unverifiable.
	 */
	int (*feature_value)(void *game, struct carc_ctx *ctx,
	    carc_feature f, struct carc_value *v);

	/* After the host's final scoring.  Returns 0, or -1 to make the
	 * game unverifiable. */
	int (*game_final)(void *game, struct carc_ctx *ctx);

	/*
	 * The record gives `points` of `kind` to `seat` where the rules give
	 * none.  If one of this plugin's rules says there are none (points
	 * of the plugin's kind to a player its rule does not reward, or at
	 * a moment it gives none, such as game end), return that
	 * rule id; else NULL.  turn is NULL at final scoring.
	 * The returned rule is the one the divergence cites (doc/rules/rule-ids.md).
	 * What the recorder probably misread is no citation but a hint
	 * (doc/spec/cli.md): set *hint_rule to one of the plugin's rule ids and
	 * *hint_why to a static sentence for a person, whether or not a
	 * rule is returned.  The host sets both to NULL before the call.
	 */
	const char *(*explain)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, int seat, const char *kind,
	    int points, const char **hint_rule, const char **hint_why);

	/*
	 * The record gives `recorded` points of `kind` to `seat` where the
	 * rules give `expected` (both non-zero, or recorded zero: points
	 * left out).  If one of this plugin's rules produced the expected
	 * points in a way the host cannot see (a marking the plugin counted
	 * or left out of a feature's value), return it; else NULL and
	 * the host cites the rule that gave the points.  As for explain,
	 * *hint_rule and *hint_why may name what the recorder probably
	 * misread.  turn is NULL at final scoring.
	 */
	const char *(*explain_value)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, int seat, const char *kind,
	    int expected, int recorded, const char **hint_rule,
	    const char **hint_why);

	/*
	 * What a marking looks like (a tile's, from tile_key, or a
	 * segment's, from segment_key): fill out[0..max), elements esize
	 * bytes apart (the host's sizeof(struct carc_draw)), and return how
	 * many primitives there are.  The renderer draws them on the tile.
	 */
	size_t (*draw)(void *state, const void *marking,
	    struct carc_draw *out, size_t max, size_t esize);

	/*
	 * What the plugin shows over the whole board as the game stands (an
	 * area of the board its rules name): primitives in board units (see
	 * struct carc_draw); (x0, y0) .. (x1, y1) are the squares the picture
	 * shows.  Strings may be the game's, valid until its next hook.  A
	 * picture changes nothing of the game: the context is const, so the
	 * services that read the board are all it may call.
	 */
	size_t (*draw_board)(void *game, const struct carc_ctx *ctx,
	    int x0, int y0, int x1, int y1, struct carc_draw *out, size_t max,
	    size_t esize);

	/*
	 * (3.1) With `edition` > 1: one of the plugin's rules, cited where a
	 * game draws a tile beyond the copies of its edition but within the
	 * first edition's (a copy that the later edition replaced by a
	 * copy of the plugin's own).  NULL: DATA-TILESET,
	 * as for every draw beyond the set.
	 */
	const char *edition_rule;

	/* -- 4.0: the whole turn -------------------------------------------- */

	/* The actions it brings (see struct carc_action_kind), an array
	 * of naction_kinds elements each action_kinds[0].size bytes. */
	const struct carc_action_kind *action_kinds;
	size_t naction_kinds;
	/*
	 * The plugin's per-game state (tokens counted, a figure's
	 * path, counts of each player): game_size bytes the host
	 * allocates for each game it plays at once, zeroes at every
	 * game's beginning and hands to game_begin as *game and to every
	 * hook as `game`; the plugin
	 * frees nothing of it.  0: the plugin keeps its own in game_begin,
	 * as in 3.x.  At most 64 KiB.
	 */
	size_t game_size;

	/*
	 * A turn begins: before its tile is drawn and before its actions of
	 * n < 0 (a point at the start of its owner's turn); turn
	 * has its seq and seat, and tile NULL (nothing is drawn yet).  Not
	 * for the start tile, nor for a draw after a discard (the same turn
	 * goes on); a second tile turn_order granted is a turn of its own.
	 * Returns 0, or -1.
	 */
	int (*turn_begin)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn);
	/*
	 * May the action be done?  As check_figure: asked of every enabled
	 * plugin with the hook, in load order, before the host's own checks
	 * (a supply, a spot the tile has, a figure to move); the first rule
	 * given decides, is a divergence at the turn's seq, and the action
	 * is not carried out (stop: the replay cannot go on).  Changes
	 * nothing.  For an action before the tile (n < 0) turn->tile is
	 * NULL, as for turn_begin.  Returns 0, or -1.  (Whose a row of a
	 * verb and kind several plugins declare is: claim_action, 4.2.)
	 */
	int (*check_action)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const struct carc_turn_action *a,
	    struct carc_ruling *r);
	/*
	 * An action was carried out by the host (the figure stands where
	 * it was sent): the plugin updates its state and derives what the
	 * rules make follow, through the services (award, remove_figure
	 * ...).  Called of every enabled plugin with the hook.  Returns 0,
	 * or -1.
	 */
	int (*after_action)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const struct carc_turn_action *a);
	/*
	 * The whole turn, after its last action and its scoring: every
	 * action of the turn as recorded, in order (carc_turn_action_item;
	 * refused ones included, with `refused` set).  Fill *r with the rule
	 * the turn breaks by what it left out (a tile whose marking
	 * requires a neutral figure's move, and no move), a divergence at
	 * its seq; leave
	 * r->rule NULL if none.  Returns 0, or -1.
	 */
	int (*turn_end)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const struct carc_turn_action *acts,
	    size_t nacts, struct carc_ruling *r);
	/*
	 * Who plays after this turn: the host sets *next_seat to the next
	 * seat in order; a plugin that grants the seat of the turn another
	 * tile (a figure that earns a second tile) sets *next_seat to
	 * turn->seat and *rule to its
	 * rule, and returns 1; 0 to leave it.  The record's next move by
	 * another seat is then a move out of turn under that rule (4.2;
	 * DATA-SEAT before, and for a rule not the plugin's), the expected
	 * seat named.  (4.2) A plugin whose rule withholds a tile the turn
	 * would otherwise earn (a second tile never gives a third) sets
	 * *rule and returns 0: a next move by the same seat is then out
	 * of turn under that rule.  Returns 0, 1, or -1.
	 */
	int (*turn_order)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, int *next_seat, const char **rule);
	/*
	 * The whole value of a feature, after every plugin's feature_value
	 * (see struct carc_value for the order): may replace v->whole,
	 * setting v->whole_rule (and v->whole_why).  Returns 0, or -1.
	 */
	int (*whole_value)(void *game, struct carc_ctx *ctx,
	    carc_feature f, struct carc_value *v);

	/* -- 4.2 ------------------------------------------------------------ */

	/*
	 * Is the row one of this plugin's?  Several plugins may declare a
	 * verb with a kind (`place follower`), and a record does not say
	 * whose rule brought a row.  Asked of each enabled plugin that
	 * declares the row's verb and kind and has the hook, in load
	 * order, once per row: for a row after the tile (n > 0) when the
	 * turn's tile lies on the board (after_place has run; before the
	 * turn's figure and its actions), for one before it (n < 0) as
	 * it is played, turn->tile NULL.  The answer should rest on the
	 * turn and the row alone (a turn of one of the plugin's tiles),
	 * not on the actions played before it: `carc gen` asks again as
	 * it chooses each action.  a's feature and from_* fields are -1
	 * (not looked up yet).  Returns 1: the row is this plugin's; it
	 * takes this plugin's declaration (when it is played: before or
	 * after the scoring; which seats; its spots; the rule the host
	 * cites) and the hooks ask no other plugin.  0: not this
	 * plugin's.  -1: as any hook.
	 * A row that no plugin claims is played by the first loaded
	 * declaration of a plugin without the hook (4.1 and before), and
	 * where every declaration of its verb and kind in the game has
	 * the hook, it is refused (not carried out), a divergence citing
	 * the rule of the first loaded one (no turn of the game's
	 * plugins calls for it).  Every enabled plugin's check_action
	 * still judges a row that is carried out, as before.  The
	 * declarations may differ in form (CARC_ACTION_BEFORE_TILE,
	 * CARC_ACTION_NO_TILE, spots): a form that none of them in the
	 * game takes makes the game unverifiable; a row whose form the
	 * declaration it takes (its claimant's, or the first loaded one
	 * without the hook) does not take is refused, citing that
	 * declaration's rule, and not carried out.
	 */
	int (*claim_action)(void *game, struct carc_ctx *ctx,
	    const struct carc_turn *turn, const struct carc_turn_action *a);
};

/* The size of the 3.0 descriptor: a descriptor smaller than this is
 * refused. */
#define CARC_PLUGIN_SIZE_3_0						\
	(offsetof(struct carc_plugin, draw_board) +			\
	    sizeof(((struct carc_plugin *)0)->draw_board))
/* The size of a 3.2 descriptor (the last of 3.x): none of the 4.0
 * hooks. */
#define CARC_PLUGIN_SIZE_3_2						\
	(offsetof(struct carc_plugin, edition_rule) +			\
	    sizeof(((struct carc_plugin *)0)->edition_rule))

#define CARC_HAS_HOOK(p, member)					\
	((p)->size >= offsetof(struct carc_plugin, member) +		\
	    sizeof((p)->member) && (p)->member != NULL)

typedef const struct carc_plugin *(*carc_plugin_entry_fn)(void);

/*
 * A plugin defines its entry with CARC_PLUGIN_DEFINE(descriptor), at file
 * scope.  It is exported even under -fvisibility=hidden; link the plugin
 * so that it exports nothing else (libtool: -export-symbols-regex
 * '^carc_plugin_entry$').
 */
#define CARC_PLUGIN_DEFINE(desc)					\
	CARC_EXPORT const struct carc_plugin *carc_plugin_entry(void);	\
	CARC_EXPORT const struct carc_plugin *carc_plugin_entry(void)	\
	{								\
		return &(desc);						\
	}

#endif /* CARC_PLUGIN_H */
