/*
 * shell.h - a word of a command line that carc prints for a person to
 * paste ("see the board: carc replay 'my games.db' --game 2 --to 14"):
 * quoted for a POSIX shell where it needs to be, so the pasted command
 * names the same file.
 */
#ifndef CARC_SHELL_H
#define CARC_SHELL_H

/* s as one shell word: as it is when every character is one no shell
 * reads specially (letters, digits, - _ . / : = @ % + ,), else in single
 * quotes, each quote written '"'"'; an empty s is ''.  malloc'd, NULL
 * when memory is short. */
char *carc_shell_quote(const char *s);

#endif /* CARC_SHELL_H */
