/*
 * api.h - what the WebAssembly module exports to the workbench page
 * (doc/web.md).  Every answer is computed here, by the engine and the
 * plugins linked in; the page only draws and calls these.
 */
#ifndef CARC_WEB_API_H
#define CARC_WEB_API_H

/* Load the linked plugins and the built-in catalogues through the host's
 * checks, once: 0, or -1 and carc_web_error. */
int carc_web_load(void);

/* Why the last call failed. */
const char *carc_web_error(void);

/*
 * Every rule id, the core's and each plugin's, with its owner and
 * statement: the lines `carc rules` prints.  A malloc'd string (the
 * caller frees it), or NULL and carc_web_error.
 */
char *carc_web_rules(void);

/*
 * carc ask on a position in carc's notation (doc/spec/notation.md): the
 * JSON `carc ask --format json` prints (doc/ask.schema.json).  tile: the
 * tile to place next ("" or NULL: none), move: a move to judge,
 * "TILE@X,Y,ROTATION[,FIGURE]" ("" or NULL: none), to_seq: the position
 * after that move (< 0: after the last), all_rulesets: every ruleset and
 * variant the game could be played under (0: the game's own only).  A
 * malloc'd string, or NULL and carc_web_error.
 */
char *carc_web_ask(const char *notation, const char *tile,
    const char *move, int to_seq, int all_rulesets);

/*
 * The picture of the position after to_seq (< 0: after its last move),
 * as `carc ask --svg` draws it: a malloc'd SVG document, or NULL and
 * carc_web_error.
 */
char *carc_web_board_svg(const char *notation, int to_seq);

/*
 * The tile types of the base game and every linked plugin, for the
 * page's palette: a JSON array of {"id", "set", "variant", "count"}
 * (count: copies in a first-edition supply).  A malloc'd string, or NULL
 * and carc_web_error.
 */
char *carc_web_tiles(void);

#endif /* CARC_WEB_API_H */
