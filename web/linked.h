/*
 * linked.h - the plugins linked into the WebAssembly module, in name
 * order (the order the host loads a directory in); web/linked.c is
 * generated from the build's plugin list.
 */
#ifndef CARC_WEB_LINKED_H
#define CARC_WEB_LINKED_H

#include <stddef.h>

#include "host/plugins.h"

extern const struct carc_linked_plugin carc_web_linked[];
extern const size_t carc_web_nlinked;

#endif /* CARC_WEB_LINKED_H */
