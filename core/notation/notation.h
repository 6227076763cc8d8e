/*
 * notation.h - carc's text notation of a game or a position
 * (doc/spec/notation.md): a header of tags and one line per move, each
 * followed by its turn's actions and score rows; the whole record and
 * the games row's free text, nothing else, so that a game goes to text
 * and back to the same rows.
 *
 * This part knows no database and no catalogue, so that it builds
 * wherever the engine does (a browser's too): the reader keeps a tile
 * name as written, and resolve.c maps it to a catalogue id.
 */
#ifndef CARC_NOTATION_H
#define CARC_NOTATION_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "record/record.h"
#include "util/error.h"

/* A game in notation: its record (rec.id is the importer's to give)
 * and the games row's free-text columns, NULL where the row holds
 * NULL. */
struct carc_notation {
	struct carc_record rec;
	char *source, *started_at, *finished_at;
	/* Where each move's tile is written (1-based line and column), for
	 * a message about it: tile_at[i] is rec.moves[i]'s. */
	struct carc_notation_at { uint32_t line, col; } *tile_at;
	size_t tile_at_cap;
};

void carc_notation_init(struct carc_notation *n);
void carc_notation_free(struct carc_notation *n);

/*
 * Read text[0..len) into n (reset first).  A line the grammar does not
 * allow fails the whole file: err says "file:line:col: " and what was
 * expected there, and nothing of n is to be used.
 */
int carc_notation_parse(struct carc_notation *n, const char *text,
    size_t len, const char *file, struct carc_error *err);

/*
 * Read one action line, "+ N SEAT VERB [KIND [@X,Y [SPOT [ARG]]]]", as
 * the file reader does, into a row of rec's last move (a question's
 * move: carc ask).  -1 and err ("what:1:col: expected ...") where the
 * grammar does not allow it.
 */
int carc_notation_action(struct carc_record *rec, const char *line,
    const char *what, struct carc_error *err);

/*
 * Write n in the one canonical form (the same record gives the same
 * bytes, whatever wrote it).  -1 and err when the record holds what the
 * notation cannot give back as it is (a value the reader cut short, an
 * action neither 'place' nor 'discard', a game the reader could not read
 * at all): an export never loses a row silently.
 */
int carc_notation_write(FILE *out, const struct carc_notation *n,
    struct carc_error *err);
/* The same into a malloc'd string (*text, *len). */
int carc_notation_text(const struct carc_notation *n, char **text,
    size_t *len, struct carc_error *err);

#endif /* CARC_NOTATION_H */
