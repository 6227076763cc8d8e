/*
 * json.h - text from a record, written where a person or a program reads
 * it.  A record's strings are whatever bytes its writer put there: a tile
 * id, a variant, a score kind may hold malformed UTF-8, control
 * characters, an escape sequence that repaints a terminal, a newline that
 * forges a report line.  Every string the reports write passes through
 * here, so that JSON Lines stay valid UTF-8 and valid JSON, and the text
 * report shows a hostile byte as an escape instead of acting on it.
 */
#ifndef CARC_JSON_H
#define CARC_JSON_H

#include <stddef.h>
#include <stdio.h>

/* Length of the well-formed UTF-8 character at s (1 to 4), or 0 when the
 * bytes there are not one (a stray continuation byte, an overlong form, a
 * surrogate, beyond U+10FFFF, U+FFFE/U+FFFF, a sequence cut by a NUL). */
size_t carc_utf8_len(const unsigned char *s);

/* The longest prefix of s[0..len) of at most max bytes that does not end
 * inside a UTF-8 character: bounded copies cut here, never through "é". */
size_t carc_utf8_cut(const char *s, size_t len, size_t max);

/* Write s as a JSON string, quotes included: quote, backslash and control
 * characters (C0, C1, U+2028, U+2029) escaped, each malformed byte
 * replaced by U+FFFD. */
void carc_json_string(FILE *out, const char *s);

/* The same, for a string of a script embedded in HTML: "</" written
 * "<\/", so that no string can close the <script> element. */
void carc_json_string_in_script(FILE *out, const char *s);

/* Write s for a person: printable characters as they are; a backslash as
 * \\, newline, tab and carriage return as \n \t \r, other control bytes and
 * malformed bytes as \xNN, non-printing characters (C1 controls, bidi
 * overrides, line separators) as \u{NNNN}. */
void carc_text_safe(FILE *out, const char *s);

/* The same into dst (size bytes, NUL included), cut between characters;
 * returns dst.  For text that is padded into columns before printing. */
char *carc_text_safe_buf(char *dst, size_t size, const char *src);

#endif /* CARC_JSON_H */
