/* cli.h - the subcommands of carc, each in its own file. */
#ifndef CARC_CLI_H
#define CARC_CLI_H

#include <stdint.h>

#include "host/plugins.h"

/* Exit statuses (spec/cli.md). */
#define CARC_EXIT_OK 0
#define CARC_EXIT_FOUND 1	/* a game divergent or unverifiable */
#define CARC_EXIT_FAIL 2	/* the command itself failed */

int carc_cmd_verify(int argc, char **argv);
int carc_cmd_plugins(int argc, char **argv);
int carc_cmd_replay(int argc, char **argv);
int carc_cmd_explain(int argc, char **argv);
int carc_cmd_reference(int argc, char **argv);
int carc_cmd_import(int argc, char **argv);
int carc_cmd_compare(int argc, char **argv);
int carc_cmd_gen(int argc, char **argv);
int carc_cmd_faults(int argc, char **argv);
int carc_cmd_report(int argc, char **argv);

/* A whole decimal number (a game id, a seq); 0 or -1. */
int carc_cli_parse_int64(const char *s, int64_t *out);

/* Print "carc: <msg>" on stderr. */
void carc_warnx(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Load the plugins of dir (NULL: the default) with the host services;
 * prints the error and returns -1 on failure. */
int carc_cli_load_plugins(struct carc_plugin_set *set, const char *dir);

#endif /* CARC_CLI_H */
