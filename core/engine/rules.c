/*
 * rules.c - the rules the core enforces (the base game, the record and
 * the scores), with their stable ids (doc/rules/rule-ids.md).  Plugins carry
 * their own tables; `carc explain` and `carc plugins` read both.
 */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "engine/rules.h"

static const struct carc_rule core_rules[] = {
	{ "BASE-SETUP-START",
	    "Play begins with exactly one start tile face up (the base D tile, unless an enabled expansion names its own start tile under its own rule).",
	    "rules-en.md 1.1" },
	{ "BASE-SETUP-SUPPLY",
	    "Each player has 7 meeples available (the 8th marks the score).",
	    "rules-en.md 1.1" },
	{ "BASE-TURN-PHASES",
	    "A turn is: place the drawn tile, then optionally place one meeple, then score features completed by that tile.",
	    "rules-en.md 1.2" },
	{ "BASE-PLACE-ADJ",
	    "A tile must go on an empty square sharing at least one full edge with a placed tile.",
	    "rules-en.md 1.3" },
	{ "BASE-PLACE-EDGE",
	    "Every edge touching a placed tile must match it in type (city/road/field).",
	    "rules-en.md 1.3" },
	{ "BASE-PLACE-ROT",
	    "Any of the four rotations is allowed. The edge check uses the rotated tile.",
	    "rules-en.md 1.3" },
	{ "BASE-PLACE-MUST",
	    "A tile with at least one legal placement must be placed, not discarded.",
	    "rules-en.md 1.3" },
	{ "BASE-PLACE-NOFIT",
	    "A tile with no legal placement anywhere is removed from the game and the player draws another.",
	    "rules-en.md 1.3" },
	{ "BASE-MEEPLE-MAX1",
	    "At most one meeple is placed per turn.",
	    "rules-en.md 1.4" },
	{ "BASE-MEEPLE-NEWTILE",
	    "A meeple may be placed only on a segment of the tile placed this turn.",
	    "rules-en.md 1.4" },
	{ "BASE-MEEPLE-SUPPLY",
	    "A meeple can be placed only if the player has one in supply. The number on the board never exceeds 7.",
	    "rules-en.md 1.4" },
	{ "BASE-MEEPLE-FREE",
	    "The chosen segment's whole connected feature must hold no meeple of any player, the placer included.",
	    "rules-en.md 1.4" },
	{ "BASE-MEEPLE-SPOT",
	    "Meeples go only on road, city, monastery or field segments (or a feature an expansion declares), never on an expansion's artwork.",
	    "rules-en.md 1.4" },
	{ "BASE-MEEPLE-FIXED",
	    "A placed meeple never moves. It leaves the board only when its completed feature is scored.",
	    "rules-en.md 1.4" },
	{ "BASE-ROAD-DONE",
	    "A road is complete when both ends are closed or it forms a loop.",
	    "rules-en.md 1.5" },
	{ "BASE-ROAD-PTS",
	    "A road scores 1 per distinct tile, complete or (at game end) incomplete.",
	    "rules-en.md 1.6" },
	{ "BASE-CITY-DONE",
	    "A city is complete when none of its city edges is open.",
	    "rules-en.md 1.5" },
	{ "BASE-CITY-PTS",
	    "A completed city scores 2 per distinct tile + 2 per coat of arms.",
	    "rules-en.md 1.6" },
	{ "BASE-CITY-SMALL",
	    "(early-C1 ruleset only) A completed 2-tile city scores 2.",
	    "rules-en.md 1.8" },
	{ "BASE-CITY-END",
	    "An incomplete city scores 1 per tile + 1 per coat of arms at game end.",
	    "rules-en.md 1.7" },
	{ "BASE-MON-PTS",
	    "A monastery surrounded by 8 tiles scores 9 when completed.",
	    "rules-en.md 1.6" },
	{ "BASE-MON-END",
	    "An incomplete monastery scores 1 + 1 per neighbouring tile at game end.",
	    "rules-en.md 1.7" },
	{ "BASE-SCORE-WHEN",
	    "Every feature completed by the placement is scored in that turn, after meeple placement.",
	    "rules-en.md 1.6" },
	{ "BASE-SCORE-MAJ",
	    "Only the player(s) with the most meeples in a feature score it.",
	    "rules-en.md 1.6" },
	{ "BASE-SCORE-TIE",
	    "Tied leaders each receive the full value.",
	    "rules-en.md 1.6" },
	{ "BASE-SCORE-NONE",
	    "A feature with no meeples gives no points.",
	    "rules-en.md 1.6" },
	{ "BASE-RETURN",
	    "Meeples in a scored completed road/city/monastery return to supply in that turn.",
	    "rules-en.md 1.6" },
	{ "BASE-FARMER-STAY",
	    "Farmers stay on the board until the end of the game.",
	    "rules-en.md 1.6" },
	{ "BASE-FIELD-PTS",
	    "At game end each field gives 3 per completed city it touches to its farmer majority (final rules).",
	    "rules-en.md 1.7" },
	{ "BASE-FIELD-C1V1",
	    "(C1 rule revision 1) Per completed city, the farmer majority over all fields touching it gets 4.",
	    "rules-en.md 1.8" },
	{ "BASE-FIELD-C1V2",
	    "(C1 rule revision 2) As BASE-FIELD-PTS, but each player scores each city at most once.",
	    "rules-en.md 1.8" },
	{ "BASE-END",
	    "The game ends after the turn in which the last tile is placed. Final scoring follows.",
	    "rules-en.md 1.7" },
	{ "BASE-END-ONLY-MEEPLES",
	    "At game end only features holding meeples score. Each scores once.",
	    "rules-en.md 1.7" },
	{ "ORDER-TURN",
	    "Within a turn: placement → an expansion's points for the placement → meeple → an expansion's scoring before the features → feature scoring (bonuses included) → meeple return.",
	    "rules-en.md 3.4" },
	{ "DATA-TILESET",
	    "A drawn tile must exist in the configured tile supply (counts per type not exceeded).",
	    "the record format: schema.sql, carc(1)" },
	{ "DATA-TILE-UNKNOWN",
	    "A move names a tile id that no loaded catalogue defines.",
	    "the record format: schema.sql, carc(1)" },
	{ "DATA-SEQ",
	    "Moves are numbered 0, 1, 2 … without gaps; seq 0 is the start tile.",
	    "the record format: schema.sql, carc(1)" },
	{ "DATA-SEAT",
	    "Seats follow turn order (the same seat draws again after a discard).",
	    "the record format: schema.sql, carc(1)" },
	{ "DATA-SPOT",
	    "A meeple spot must exist on the placed tile.",
	    "the record format: schema.sql, carc(1)" },
	{ "DATA-DISCARD",
	    "A discarded tile must really fit nowhere (otherwise `BASE-PLACE-MUST`).",
	    "the record format: schema.sql, carc(1)" },
	{ "DATA-EXPANSION",
	    "A game names an expansion (or variant) with no installed plugin: the game is unverifiable.",
	    "the record format: schema.sql, carc(1)" },
	{ "SCORE-UNEXPECTED",
	    "Recorded points that no rule gives.",
	    "the record format: schema.sql, carc(1)" },
	{ "SCORE-TOTAL",
	    "A recorded final total differs from the sum of all points the rules give.",
	    "the record format: schema.sql, carc(1)" },
};

const struct carc_rule *
carc_core_rules(size_t *n)
{
	*n = sizeof(core_rules) / sizeof(core_rules[0]);
	return core_rules;
}

const struct carc_rule *
carc_core_rule_find(const char *id)
{
	size_t i;

	for (i = 0; i < sizeof(core_rules) / sizeof(core_rules[0]); i++)
		if (strcmp(core_rules[i].id, id) == 0)
			return &core_rules[i];
	return NULL;
}
