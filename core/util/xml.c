/*
 * xml.c - text into XML (the SVG boards, the reference pages, JUnit
 * reports): the five special characters escaped, control characters and
 * malformed UTF-8 replaced, so that a hostile record's text can never
 * make a document invalid.
 */
#include <stdio.h>

#include "util/xml.h"

/* Length of the valid UTF-8 sequence at s, or 0. */
static size_t
utf8_len(const unsigned char *s)
{
	size_t n, i;
	unsigned c = s[0];
	unsigned long cp;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		n = 2, cp = c & 0x1f;
	else if (c >= 0xe0 && c <= 0xef)
		n = 3, cp = c & 0x0f;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 4, cp = c & 0x07;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3f);
	}
	/* overlong forms, surrogates, beyond U+10FFFF, U+FFFE/FFFF */
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff ||
	    cp == 0xfffe || cp == 0xffff)
		return 0;
	return n;
}

void
carc_xml_text(FILE *out, const char *s, size_t max)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t used = 0, n;

	while (*p != '\0' && (max == 0 || used < max)) {
		switch (*p) {
		case '&':
			fputs("&amp;", out);
			break;
		case '<':
			fputs("&lt;", out);
			break;
		case '>':
			fputs("&gt;", out);
			break;
		case '"':
			fputs("&quot;", out);
			break;
		case '\'':
			fputs("&apos;", out);
			break;
		default:
			/* XML 1.0 allows no control characters but tab and
			 * newline, and only well-formed UTF-8 */
			if (*p < 0x20 || *p == 0x7f) {
				putc(*p == '\t' || *p == '\n' ? ' ' : '?', out);
				break;
			}
			if ((n = utf8_len(p)) == 0) {
				putc('?', out);
				break;
			}
			fwrite(p, 1, n, out);
			p += n;
			used += n;
			continue;
		}
		p++;
		used++;
	}
}
