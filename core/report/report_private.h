/* report_private.h - what the files of core/report share. */
#ifndef CARC_REPORT_PRIVATE_H
#define CARC_REPORT_PRIVATE_H

#include <stdio.h>

#include "host/plugins.h"
#include "record/record.h"
#include "verify/verdict.h"
#include "verify/verify.h"

/* A rule id that can name a reference page (as carc reference names
 * them): 1 or 0. */
int carc_rp_rule_page(const char *id);

/* The static files of the audit: style.css, index.js, game.js. */
int carc_rp_write_assets(const char *dir, struct carc_error *err);

/* The page of one game, DIR/games/ID.html, and its boards beside it
 * (ID-S.svg at each divergent move S, ID-end.svg for the final ones).
 * v is the game's verdict from carc_verify; vf is replayed again.
 * *boards counts the board files written; try_link, if not NULL,
 * writes the "try it" links (carc_report_opts). */
int carc_rp_write_game(const char *dir, struct carc_verifier *vf,
    const struct carc_record *rec, const struct carc_verdict *v,
    const char *db_path, void (*try_link)(FILE *,
    const struct carc_record *, int64_t), size_t *boards,
    struct carc_error *err);

#endif /* CARC_REPORT_PRIVATE_H */
