/*
 * help.c - the long help of the commands whose file holds only their
 * usage line: what the command does, every option, the exit statuses
 * (issue 31: `carc help COMMAND` answers without the manual).
 * tests/help.sh checks every option of every parser is explained here or
 * in the command's own help.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

static const struct {
	const char *command, *text;
} helps[] = {
	{ "compare",
	"\n"
	"Replays each game under the record's own rules and under each --as\n"
	"variant; shows the first move whose points differ, every move that\n"
	"differs with the rules behind it, the totals and whether the winner\n"
	"changes; then a summary per variant.\n"
	"\n"
	"  --game ID          compare this game only; repeat for more; also a\n"
	"                     range LO-HI or a list, as for carc verify\n"
	"  --status STATUS    only the games of this status (finished,\n"
	"                     in_progress, abandoned, or a list)\n"
	"  --as VARIANT       the rules to compare with; repeat for more\n"
	"                     variants, each compared on its own\n"
	"  --format FORMAT    text (the default), json (JSON Lines, one object\n"
	"                     a game and variant) or junit (a game whose points\n"
	"                     change is a failure)\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: 0 nothing changes, 1 a game changes or cannot be played\n"
	"under a variant, 2 the command failed.\n" },
	{ "plugins",
	"\n"
	"Lists the plugins of the plugin directory: name, version, ABI,\n"
	"variants, and each rule id with its statement.  With NAMEs, those\n"
	"plugins only.  'carc rules' lists the core's rule ids too.\n"
	"\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: 0 listed, 2 a plugin failed to load or a NAME is not\n"
	"loaded.\n" },
	{ "replay",
	"\n"
	"Replays game ID of DB through the verifier and shows the board after\n"
	"move SEQ (after the whole record and its final scoring without --to):\n"
	"the features, meeples, points and the divergences so far.\n"
	"\n"
	"  --game ID          the game to replay (required)\n"
	"  --to SEQ           stop after the move with this seq\n"
	"  --svg FILE         draw the board as SVG into FILE (- for stdout)\n"
	"                     instead of the text\n"
	"  --format FORMAT    text (the default): the board; json: the scoring\n"
	"                     log instead, JSON Lines: an object per move (seq,\n"
	"                     seat, tile, action, x, y, rotation, figure, and\n"
	"                     its scores: seat, points, kind, rule, feature),\n"
	"                     then one with seq null: final scoring's scores\n"
	"                     (null if not played), the verdict and the totals\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: 0 shown and the game valid up to the move shown, 1 shown\n"
	"and divergent or unverifiable there, 2 the command failed (no such\n"
	"game or move).\n" },
	{ "explain",
	"\n"
	"Prints a rule: its statement, its source (the section of carc's rules\n"
	"text, whose path it prints, and the public pages cited there) and the\n"
	"recorded games that break it or show it.  RULE-ID matches without\n"
	"case; 'carc rules' lists them.\n"
	"\n"
	"  --replays DIR      the recorded games to search (default\n"
	"                     $CARC_REPLAYS_DIR, else the installed replays/)\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: 0 explained, 2 no such rule or the command failed.\n" },
	{ "rules",
	"\n"
	"Lists every rule id, the core's and each loaded plugin's: the id, who\n"
	"owns it, its one-line statement.  With PATTERN, the rules whose id,\n"
	"owner or statement contains it (without case), or match it as a\n"
	"shell pattern (BASE-PLACE-*).\n"
	"\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: 0 listed, 1 no rule matches PATTERN, 2 the command\n"
	"failed.\n" },
	{ "report",
	"\n"
	"Writes a static HTML audit of DB into DIR: index.html (every game,\n"
	"sortable and filterable), rules.html (the games that break each rule),\n"
	"games/ID.html for each divergent or unverifiable game, and the rules\n"
	"reference in DIR/reference.\n"
	"\n"
	"  --out DIR          where to write (required)\n"
	"  --all              a game page for every game, valid ones too\n"
	"  --no-integrity-check\n"
	"                     do not check that the file is whole first\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: as carc verify: 0 every game valid, 1 one divergent or\n"
	"unverifiable, 2 the command failed.\n" },
	{ "reference",
	"\n"
	"Writes the rules reference as static HTML into DIR: every rule id with\n"
	"its statement, its source and the recorded games that show it, drawn\n"
	"as boards; and the rules text, a page per section.\n"
	"\n"
	"  --out DIR          where to write (required)\n"
	"  --replays DIR      the recorded games to draw (default\n"
	"                     $CARC_REPLAYS_DIR, else the installed replays/)\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: 0 written, 2 the command failed.\n" },
	{ "import",
	"\n"
	"Imports JCloisterZone 5.x saves (.jcz files, or the .jcz files of a\n"
	"directory) into DB, created from the schema if new.  A save is known\n"
	"by its content (its players, setup and messages, not its gameId): one\n"
	"already imported is skipped; a save carc cannot play is refused,\n"
	"naming why.  One line per file: FILE: game N, or FILE: skipped,\n"
	"already game N; then the counts.\n"
	"'carc import text FILE... --db DB' imports games written in carc's\n"
	"notation (doc/spec/notation.md), every row as written; a game whose\n"
	"text is already that of a game in DB is skipped; a malformed line is\n"
	"refused with FILE:LINE:COL and what was expected there.\n"
	"\n"
	"  --db DB            the database to write (required)\n"
	"  --first-id N       the game id of the first save written (default:\n"
	"                     the next free id)\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: 0 every save imported or skipped, 1 a save refused,\n"
	"2 the command failed.\n" },
	{ "ask",
	"\n"
	"Answers questions about the position a file in carc's notation\n"
	"(doc/spec/notation.md) holds, after its last move or move SEQ: every\n"
	"feature on the board with its holders and what it scores at the end;\n"
	"with --tile, every square and rotation where the tile may go next and\n"
	"the spots where each figure kind may stand there; with --move and its\n"
	"--action, whether that turn is legal, or the rules it breaks as carc\n"
	"verify reports them, and what the turn still owes (an action the\n"
	"rules require that it leaves out, with its rule).  The same under\n"
	"every ruleset and variant the game could be played under, each line\n"
	"that differs from the game's own marked '*'.\n"
	"Every answer is the move driver's.\n"
	"\n"
	"  --tile T           a tile id, or JCloisterZone's name for it\n"
	"  --to SEQ           the position after move SEQ (default: the last)\n"
	"  --move M           a move to judge: TILE@X,Y,ROTATION[,FIGURE]\n"
	"  --action A         one of the move's actions, 'VERB KIND [@X,Y [SPOT\n"
	"                     [ARG]]]' or the notation's '+ N SEAT VERB ...';\n"
	"                     repeat for each, in their order\n"
	"  --rules all|own    every ruleset and variant (default), or the\n"
	"                     game's own only\n"
	"  --format F         text (default) or json (doc/ask.schema.json)\n"
	"  --svg OUT          draw the position's board into OUT ('-': stdout)\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"\n"
	"Exit status: 0 answered, 1 the move asked about is not legal, 2 the\n"
	"command failed.\n" },
	{ "export",
	"\n"
	"Writes game N of DB in carc's notation (doc/spec/notation.md): a\n"
	"header of tags, one line per move with its actions and score rows.\n"
	"'carc import text' reads it back to the same rows.  A game the\n"
	"record reader cannot read is refused, naming why.\n"
	"\n"
	"  --game N           the game to write (required)\n"
	"  --out FILE         write into FILE instead of standard output\n"
	"\n"
	"Exit status: 0 written, 2 the command failed.\n" },
	{ "faults",
	"\n"
	"options of make:\n"
	"  --count N          faulted games to write (default 1000)\n"
	"  --seed S           the run's seed (default 1)\n"
	"  --kinds LIST       comma-separated fault kinds ('carc faults list')\n"
	"  --force            replace FAULTED.db if it exists (else an error:\n"
	"                     a run never adds to an old run's games)\n"
	"  --plugin-dir DIR   search DIR for plugins before the installed ones\n"
	"                     (may repeat; carc(1), PLUGINS)\n"
	"options of check:\n"
	"  --markdown FILE    write the detection table into FILE too\n"
	"\n"
	"Exit status: make 0 written, 2 failed; check 0 every fault reported\n"
	"at its seq with a rule it allows and nothing before, 1 otherwise,\n"
	"2 failed; list 0.\n" },
};

void
carc_cli_help(FILE *out, const char *command)
{
	size_t i;

	for (i = 0; i < sizeof(helps) / sizeof(helps[0]); i++)
		if (strcmp(helps[i].command, command) == 0) {
			fputs(helps[i].text, out);
			return;
		}
}
