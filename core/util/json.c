/* json.c - see json.h */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/json.h"

/* The code point of a well-formed character of n bytes at s. */
static unsigned long
utf8_point(const unsigned char *s, size_t n)
{
	unsigned long cp;
	size_t i;

	if (n == 1)
		return s[0];
	cp = s[0] & (n == 2 ? 0x1f : n == 3 ? 0x0f : 0x07);
	for (i = 1; i < n; i++)
		cp = (cp << 6) | (s[i] & 0x3f);
	return cp;
}

size_t
carc_utf8_len(const unsigned char *s)
{
	size_t n, i;
	unsigned c = s[0];
	unsigned long cp;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		n = 2;
	else if (c >= 0xe0 && c <= 0xef)
		n = 3;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 4;
	else
		return 0;
	/* a NUL is no continuation byte: never reads past the string */
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	cp = utf8_point(s, n);
	/* overlong forms, surrogates, beyond U+10FFFF, U+FFFE/FFFF */
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff ||
	    cp == 0xfffe || cp == 0xffff)
		return 0;
	return n;
}

size_t
carc_utf8_cut(const char *s, size_t len, size_t max)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n, back;

	if (len <= max)
		return len;
	/* s[max] is the first byte left out: while it continues a
	 * character, that character's first bytes go too (at most 3) */
	n = max;
	for (back = 0; n > 0 && back < 3 && (u[n] & 0xc0) == 0x80; back++)
		n--;
	if ((u[n] & 0xc0) == 0x80)	/* not UTF-8 at all: cut where asked */
		return max;
	return n;
}

/* script: also "</" as "<\/", so that the string cannot end the
 * <script> element it is written into. */
static void
json_string(FILE *out, const char *s, int script)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n;

	putc('"', out);
	while (*p != '\0') {
		/* a run of printable ASCII that needs no escape, at once */
		for (n = 0; p[n] >= 0x20 && p[n] < 0x7f && p[n] != '"' &&
		    p[n] != '\\' && p[n] != '/'; n++)
			;
		if (n > 0) {
			fwrite(p, 1, n, out);
			p += n;
			continue;
		}
		switch (*p) {
		case '"':
			fputs("\\\"", out);
			break;
		case '/':
			if (script && p > (const unsigned char *)s &&
			    p[-1] == '<')
				fputs("\\/", out);
			else
				putc('/', out);
			break;
		case '\\':
			fputs("\\\\", out);
			break;
		case '\n':
			fputs("\\n", out);
			break;
		case '\t':
			fputs("\\t", out);
			break;
		default:
			if (*p < 0x20 || *p == 0x7f) {
				fprintf(out, "\\u%04x", *p);
				break;
			}
			if ((n = carc_utf8_len(p)) == 0) {
				/* RFC 8259 8.1: JSON text is UTF-8 */
				fputs("\\ufffd", out);
				break;
			}
			/* C1 controls and the line separators are legal in
			 * JSON, yet readers that split lines on them (Python's
			 * splitlines, JavaScript before ES2019) would cut a
			 * line in two: escaped */
			if (n > 1 && (utf8_point(p, n) <= 0x9f ||
			    utf8_point(p, n) == 0x2028 ||
			    utf8_point(p, n) == 0x2029)) {
				fprintf(out, "\\u%04lx", utf8_point(p, n));
				p += n;
				continue;
			}
			fwrite(p, 1, n, out);
			p += n;
			continue;
		}
		p++;
	}
	putc('"', out);
}

void
carc_json_string(FILE *out, const char *s)
{
	json_string(out, s, 0);
}

void
carc_json_string_in_script(FILE *out, const char *s)
{
	json_string(out, s, 1);
}

/* A character that prints nothing or moves text around: C1 controls, the
 * soft hyphen, zero-width and bidi formatting, line/paragraph separators. */
static int
unprintable(unsigned long cp)
{
	return (cp >= 0x80 && cp <= 0x9f) || cp == 0xad ||
	    (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x2028 && cp <= 0x202e) ||
	    (cp >= 0x2060 && cp <= 0x206f) || cp == 0xfeff ||
	    (cp >= 0xfff9 && cp <= 0xfffb);
}

void
carc_text_safe(FILE *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n;

	while (*p != '\0') {
		if (*p == '\\')
			fputs("\\\\", out);
		else if (*p == '\n')
			fputs("\\n", out);
		else if (*p == '\t')
			fputs("\\t", out);
		else if (*p == '\r')
			fputs("\\r", out);
		else if (*p < 0x20 || *p == 0x7f)
			fprintf(out, "\\x%02x", *p);
		else if (*p < 0x80)
			putc(*p, out);
		else if ((n = carc_utf8_len(p)) == 0)
			fprintf(out, "\\x%02x", *p);
		else {
			unsigned long cp = utf8_point(p, n);

			if (unprintable(cp))
				fprintf(out, "\\u{%04lx}", cp);
			else
				fwrite(p, 1, n, out);
			p += n;
			continue;
		}
		p++;
	}
}

char *
carc_text_safe_buf(char *dst, size_t size, const char *src)
{
	char *text = NULL;
	size_t len = 0, keep;
	FILE *mem;

	if (size == 0)
		return dst;
	dst[0] = '\0';
	if ((mem = open_memstream(&text, &len)) == NULL)
		return dst;
	carc_text_safe(mem, src);
	if (fclose(mem) != 0 || text == NULL) {
		free(text);
		return dst;
	}
	keep = carc_utf8_cut(text, len, size - 1);
	memcpy(dst, text, keep);
	dst[keep] = '\0';
	free(text);
	return dst;
}
