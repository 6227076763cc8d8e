/*
 * loaded.h - inside the WebAssembly module: the one plugin set every
 * entry point answers with, and where their errors go (web/api.c).
 */
#ifndef CARC_WEB_LOADED_H
#define CARC_WEB_LOADED_H

#include "host/plugins.h"
#include "util/error.h"

/* The linked plugins and catalogues, loaded on first use; NULL (the
 * reason in carc_web_last_error) when they do not load. */
const struct carc_plugin_set *carc_web_plugins(void);

/* What carc_web_error reports. */
struct carc_error *carc_web_last_error(void);

#endif /* CARC_WEB_LOADED_H */
