/*
 * xml.c - text into XML (the SVG boards, the reference pages, JUnit
 * reports): the five special characters escaped, control characters and
 * malformed UTF-8 replaced, so that a hostile record's text can never
 * make a document invalid.
 */
#include "config.h"

#include <stdio.h>

#include "util/json.h"
#include "util/xml.h"

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
			if ((n = carc_utf8_len(p)) == 0) {
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
