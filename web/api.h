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

#endif /* CARC_WEB_API_H */
