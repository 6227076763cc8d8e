/* cli.h - the subcommands of carc, each in its own file. */
#ifndef CARC_CLI_H
#define CARC_CLI_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#include "host/plugins.h"

/* Exit statuses (doc/spec/cli.md). */
#define CARC_EXIT_OK 0
#define CARC_EXIT_FOUND 1	/* a game divergent or unverifiable */
#define CARC_EXIT_FAIL 2	/* the command itself failed */

int carc_cmd_verify(int argc, char **argv);
int carc_cmd_plugins(int argc, char **argv);
int carc_cmd_replay(int argc, char **argv);
int carc_cmd_explain(int argc, char **argv);
int carc_cmd_reference(int argc, char **argv);
int carc_cmd_import(int argc, char **argv);
int carc_cmd_import_text(int argc, char **argv);
int carc_cmd_export(int argc, char **argv);
int carc_cmd_ask(int argc, char **argv);
int carc_cmd_compare(int argc, char **argv);
int carc_cmd_gen(int argc, char **argv);
int carc_cmd_faults(int argc, char **argv);
int carc_cmd_report(int argc, char **argv);
int carc_cmd_init(int argc, char **argv);
int carc_cmd_rules(int argc, char **argv);

/* A whole decimal number (a game id, a seq); 0 or -1. */
int carc_cli_parse_int64(const char *s, int64_t *out);

struct carc_db;

/* The replays directory (--replays, CARC_REPLAYS_DIR, the default); NULL
 * after a message when one was named and is not a directory. */
const char *carc_cli_replays_dir(const char *opt);

/* Sort game ids in place and drop repeats; returns how many are left. */
size_t carc_cli_sort_ids(int64_t *ids, size_t n);

/* Are all ids[0..n) (sorted) games of db?  0, or -1 after naming the
 * missing ones: nothing is verified when one asked for is not there. */
int carc_cli_check_ids(struct carc_db *db, const char *path,
    const int64_t *ids, size_t n);

/* The candidate nearest to word (name(i, arg) for i < n; a NULL name is
 * skipped) within one slip (two in a word of 8 letters or more), without
 * case; NULL when none is that near. */
const char *carc_cli_nearest(const char *word,
    const char *(*name)(size_t, void *), size_t n, void *arg);

struct option;
/* After getopt_long refused argv[optind - 1]: "did you mean '--x'?" when
 * it is a long option one slip from one of opts. */
void carc_cli_bad_option(int argc, char **argv, const struct option *opts);

/* The long help of a command (after its usage line): what it does, each
 * option, the exit statuses (core/cli/help.c). */
void carc_cli_help(FILE *out, const char *command);

/* The games a command works on (core/cli/select.c): --game ID, LO-HI or
 * a list of them, --status STATUS[,STATUS]. */
struct carc_cli_select {
	struct { int64_t lo, hi; int single; } *r;
	size_t n, cap;
	unsigned status;		/* bits: finished, in_progress, abandoned */
};
/* Parse a --game or a --status argument into s; 0, or -1 after a
 * message naming what is allowed. */
int carc_cli_select_game(struct carc_cli_select *s, const char *spec);
int carc_cli_select_status(struct carc_cli_select *s, const char *spec);
/* The selected games of db, in id order, each once (*ids malloc'd); none
 * selected at all (no --game, no --status): *ids NULL and *n 0, every
 * game.  -1 after a message: an id named alone that is not a game, a
 * selection that holds none. */
int carc_cli_select_resolve(struct carc_cli_select *s, struct carc_db *db,
    const char *path, int64_t **ids, size_t *n);
void carc_cli_select_free(struct carc_cli_select *s);

/* Print "carc: <msg>" on stderr. */
void carc_warnx(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * The plugin search path of a command (doc/spec/cli.md): the --plugin-dir
 * directories in the order given, searched before the base directory
 * ($CARC_PLUGIN_DIR, else the installed one; carc_paths_plugin_dir).
 */
struct carc_cli_plugin_path {
	const char *dirs[CARC_MAX_PLUGIN_DIRS];
	size_t n;
};

/* Add one --plugin-dir (the option may repeat); 0, or -1 after a
 * message when there are too many. */
int carc_cli_plugin_dir_add(struct carc_cli_plugin_path *path,
    const char *dir);

/* Load the plugins of the search path (NULL: the base directory alone)
 * with the host services; prints the error and returns -1 on failure. */
int carc_cli_load_plugins(struct carc_plugin_set *set,
    const struct carc_cli_plugin_path *path);

/* The options of carc import jcz and carc import text (cmd_import.c). */
struct carc_cli_import {
	const char *dbpath;		/* --db */
	int64_t first_id;		/* --first-id; 0: the next free id */
	struct carc_cli_plugin_path plugin_path;
};

/* Parse them; usage prints the importer's usage line.  0 with optind at
 * the first operand, 1 after --help was printed, -1 after a message (a
 * bad option, no operand or no --db). */
int carc_cli_import_options(int argc, char **argv, struct carc_cli_import *o,
    void (*usage)(FILE *));

/* The workbench page (doc/web.md) beside static HTML (cli/workbench.c):
 * copied into OUT/workbench/ when this carc has it (a build configured
 * --enable-web).  1 if it is there, 0 if this carc has none or after a
 * warning that the pages ("the rule pages") get no "try it" links. */
int carc_cli_workbench_copy(const char *out_dir, const char *pages);

/* A "try it" link to DIRworkbench.html (dir: the workbench directory
 * as the page reaches it, "workbench/") with the game of rec up to seq
 * to (the whole game if to < 0) as its position: #pos=, the notation in
 * base64url.  Nothing if the notation cannot hold the record. */
struct carc_record;
void carc_cli_workbench_link(FILE *f, const char *dir,
    const struct carc_record *rec, int64_t to);

#endif /* CARC_CLI_H */
