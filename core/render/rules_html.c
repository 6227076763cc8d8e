/*
 * rules_html.c - see rules_html.h.  The rules text is our own markdown,
 * written with a few constructs only (headings, paragraphs, "-" and "1."
 * lists, pipe tables, **bold**, `code`, bare URLs): this converts those,
 * and shows anything else as plain text.  Every character goes out
 * escaped, so the pages stay well-formed whatever the file holds.
 */
#include "config.h"

#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/rules_html.h"
#include "util/json.h"
#include "util/outfile.h"

#define MAX_RULES_TEXT (4 * 1024 * 1024)	/* the text is 46 kB */
#define MAX_SECTIONS 256

struct section {
	char id[16];			/* "1", "1.4"; "" before the first */
	int level;			/* 2 for "##", 3 for "###" */
	const char *title;		/* the heading line, after the #s */
	size_t title_len;
	const char *body, *end;
};

int
carc_rules_source_section(const char *source, char *doc, size_t doclen,
    char *sec, size_t seclen)
{
	const char *p;
	size_t n;

	if (doclen == 0 || seclen == 0 || source == NULL)
		return -1;
	while (*source == ' ')
		source++;
	n = strspn(source, "abcdefghijklmnopqrstuvwxyz0123456789_-.");
	if (n < 4 || n >= doclen || strncmp(source + n - 3, ".md", 3) != 0 ||
	    source[n] != ' ')
		return -1;
	memcpy(doc, source, n);
	doc[n] = '\0';
	p = source + n + 1;
	n = strspn(p, "0123456789.");
	while (n > 0 && p[n - 1] == '.')
		n--;
	if (n == 0 || !isdigit((unsigned char)p[0]) || n >= seclen)
		return -1;
	memcpy(sec, p, n);
	sec[n] = '\0';
	return 0;
}

int
carc_rules_page_name(const char *doc, const char *section, char *buf,
    size_t len)
{
	size_t n = strlen(doc), k;
	int w;

	if (strcmp(doc, CARC_RULES_CORE_DOC) == 0)
		w = section == NULL ? snprintf(buf, len, "rules.html") :
		    snprintf(buf, len, "rules-%s.html", section);
	else {
		/* a stem of letters, digits, '_' and '-' after a letter:
		 * never "rules-1.4" or another document's section */
		k = strspn(doc, "abcdefghijklmnopqrstuvwxyz0123456789_-");
		if (n < 4 || k != n - 3 || strcmp(doc + k, ".md") != 0 ||
		    !islower((unsigned char)doc[0]))
			return -1;
		w = section == NULL ? snprintf(buf, len, "rules-%.*s.html",
		    (int)k, doc) : snprintf(buf, len, "rules-%.*s-%s.html",
		    (int)k, doc, section);
	}
	return w < 0 || (size_t)w >= len ? -1 : 0;
}

int
carc_rules_has_page(const char *dir, const char *doc, const char *section)
{
	char path[PATH_MAX], name[128];
	struct stat sb;

	if (carc_rules_page_name(doc, section, name, sizeof(name)) != 0 ||
	    (size_t)snprintf(path, sizeof(path), "%s/%s", dir, name) >=
	    sizeof(path))
		return 0;
	return stat(path, &sb) == 0 && S_ISREG(sb.st_mode);
}

/* -- inline text ----------------------------------------------------------- */

/* s[0..n) as HTML text: escaped, malformed UTF-8 as U+FFFD. */
static void
esc(FILE *f, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	const unsigned char *e = p + n;
	size_t k;

	while (p < e) {
		switch (*p) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		default:
			if (*p < 0x20 && *p != '\t' && *p != '\n') {
				putc(' ', f);
				break;
			}
			k = carc_utf8_len(p);
			if (k == 0 || (size_t)(e - p) < k) {
				fputs("\xef\xbf\xbd", f);
				break;
			}
			fwrite(p, 1, k, f);
			p += k;
			continue;
		}
		p++;
	}
}

/* The length of the rule id (capitals and digits joined by hyphens, a
 * whole word) at s, begin the start of the text; 0 if none is there. */
static size_t
rule_id_len(const char *s, const char *e, const char *begin)
{
	size_t k = 0;

	if ((s > begin && (isalnum((unsigned char)s[-1]) || s[-1] == '-')) ||
	    !isupper((unsigned char)*s))
		return 0;
	while (s + k < e && (isupper((unsigned char)s[k]) ||
	    isdigit((unsigned char)s[k]) || s[k] == '-'))
		k++;
	while (k > 0 && s[k - 1] == '-')
		k--;
	if (memchr(s, '-', k) == NULL || (s + k < e &&
	    isalnum((unsigned char)s[k])))
		return 0;
	return k;
}

/* A line's text: **bold** (which may go on over the next lines of the
 * block: *bold holds the state), `code`, bare http(s) URLs as links. */
static void
inline_run(FILE *f, const char *s, size_t n, int *bold_state)
{
	const char *e = s + n, *q, *begin = s;
	int bold = *bold_state;
	size_t k;

	while (s < e) {
		if (e - s >= 2 && s[0] == '*' && s[1] == '*') {
			fputs(bold ? "</strong>" : "<strong>", f);
			bold = !bold;
			s += 2;
		} else if (*s == '`' && (q = memchr(s + 1, '`',
		    (size_t)(e - s - 1))) != NULL) {
			fputs("<code>", f);
			esc(f, s + 1, (size_t)(q - s - 1));
			fputs("</code>", f);
			s = q + 1;
		} else if ((e - s > 7 && strncmp(s, "http://", 7) == 0) ||
		    (e - s > 8 && strncmp(s, "https://", 8) == 0)) {
			for (q = s; q < e && !isspace((unsigned char)*q); q++)
				;
			while (q > s && strchr(",;.)", q[-1]) != NULL)
				q--;
			fputs("<a href=\"", f);
			esc(f, s, (size_t)(q - s));
			fputs("\">", f);
			esc(f, s, (size_t)(q - s));
			fputs("</a>", f);
			s = q;
		} else if ((k = rule_id_len(s, e, begin)) > 0) {
			/* one word: not broken at its hyphens */
			fputs("<span class=\"rule\">", f);
			esc(f, s, k);
			fputs("</span>", f);
			s += k;
		} else {
			for (q = s + 1; q < e && *q != '*' && *q != '`' &&
			    *q != 'h' && rule_id_len(q, e, begin) == 0; q++)
				;
			esc(f, s, (size_t)(q - s));
			s = q;
		}
	}
	*bold_state = bold;
}

/* A whole text (a heading, a table cell): bold ends with it. */
static void
inline_text(FILE *f, const char *s, size_t n)
{
	int bold = 0;

	inline_run(f, s, n, &bold);
	if (bold)
		fputs("</strong>", f);
}

/* -- blocks ---------------------------------------------------------------- */

enum { B_NONE, B_P, B_UL, B_OL, B_TABLE };

static void
close_block(FILE *f, int *b, int *li, int *bold)
{
	static const char *const end[] = { "", "</p>\n", "</ul>\n", "</ol>\n",
	    "</table>\n" };

	if (*bold)
		fputs("</strong>", f);
	*bold = 0;
	if (*li)
		fputs("</li>\n", f);
	*li = 0;
	fputs(end[*b], f);
	*b = B_NONE;
}

static void
table_row(FILE *f, const char *s, size_t n, int head)
{
	const char *e = s + n, *q;

	/* the separator row |---|---| is no row */
	if (strspn(s, "|-: ") >= n)
		return;
	if (s < e && *s == '|')
		s++;
	if (e > s && e[-1] == '|')
		e--;
	fputs("<tr>", f);
	while (s <= e) {
		for (q = s; q < e && *q != '|'; q++)
			;
		fputs(head ? "<th>" : "<td>", f);
		while (s < q && *s == ' ')
			s++;
		inline_text(f, s, (size_t)(q - s));
		fputs(head ? "</th>" : "</td>", f);
		s = q + 1;
	}
	fputs("</tr>\n", f);
}

/* A new list item: the last one (and its bold) ends. */
static void
item(FILE *f, int *li, int *bold)
{
	if (*bold)
		fputs("</strong>", f);
	*bold = 0;
	if (*li)
		fputs("</li>\n", f);
	fputs("<li>", f);
	*li = 1;
}

static size_t
ol_marker(const char *s, size_t n)
{
	size_t d = 0;

	while (d < n && isdigit((unsigned char)s[d]))
		d++;
	return d > 0 && d + 1 < n && s[d] == '.' && s[d + 1] == ' ' ?
	    d + 2 : 0;
}

/* The body of a section, s..e, as HTML blocks. */
static void
blocks(FILE *f, const char *s, const char *e)
{
	int b = B_NONE, li = 0, rows = 0, bold = 0;

	while (s < e) {
		const char *nl = memchr(s, '\n', (size_t)(e - s));
		const char *le = nl ? nl : e;
		size_t n = (size_t)(le - s), ind = strspn(s, " "), m;

		if (ind > n)
			ind = n;
		if (n == ind || (n == 3 && strncmp(s, "---", 3) == 0)) {
			close_block(f, &b, &li, &bold);
		} else if (s[0] == '|') {
			if (b != B_TABLE) {
				close_block(f, &b, &li, &bold);
				fputs("<table>\n", f);
				b = B_TABLE;
				rows = 0;
			}
			table_row(f, s, n, rows++ == 0);
		} else if (n > 2 && s[0] == '-' && s[1] == ' ') {
			if (b != B_UL) {
				close_block(f, &b, &li, &bold);
				fputs("<ul>\n", f);
				b = B_UL;
			}
			item(f, &li, &bold);
			inline_run(f, s + 2, n - 2, &bold);
		} else if ((m = ol_marker(s, n)) > 0 && ind == 0) {
			if (b != B_OL) {
				close_block(f, &b, &li, &bold);
				fputs("<ol>\n", f);
				b = B_OL;
			}
			item(f, &li, &bold);
			inline_run(f, s + m, n - m, &bold);
		} else if ((b == B_UL || b == B_OL) && ind > 0) {
			putc('\n', f);		/* a list item goes on */
			inline_run(f, s + ind, n - ind, &bold);
		} else {
			if (b != B_P) {
				close_block(f, &b, &li, &bold);
				fputs("<p>", f);
				b = B_P;
			} else
				putc('\n', f);
			inline_run(f, s + ind, n - ind, &bold);
		}
		s = nl ? nl + 1 : e;
	}
	close_block(f, &b, &li, &bold);
}

/* -- pages ----------------------------------------------------------------- */

static const char style[] =
    "body{font-family:'DejaVu Sans',Verdana,sans-serif;margin:2em;"
    "max-width:60em;color:#1a1a1a;background:#fff}\n"
    "table{border-collapse:collapse}td,th{padding:.3em .6em;"
    "border-bottom:1px solid #ddd;text-align:left;vertical-align:top}\n"
    /* a rule id (in code) is one word, never broken at its hyphens */
    "code{background:#f3f3f3;white-space:nowrap}\n"
    ".rule{white-space:nowrap}\n";

static FILE *
page_open(const char *dir, const char *name, const char *title,
    size_t title_len, struct carc_error *err)
{
	char path[PATH_MAX];
	FILE *f;

	if ((size_t)snprintf(path, sizeof(path), "%s/%s", dir, name) >=
	    sizeof(path)) {
		carc_error_set(err, "cannot create '%s/%s': path too long", dir,
		    name);
		return NULL;
	}
	if ((f = carc_outfile_open(path, 1, err)) == NULL)
		return NULL;
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", f);
	esc(f, title, title_len);
	fprintf(f, " - carc rules text</title>\n<style>\n%s</style>\n"
	    "</head>\n<body>\n", style);
	return f;
}

static int
page_close(FILE *f, const char *dir, const char *name,
    struct carc_error *err)
{
	fputs("</body>\n</html>\n", f);
	if (fclose(f) != 0)
		return carc_error_set(err, "cannot write '%s/%s': %s", dir,
		    name, strerror(errno));
	return 0;
}

/* Split the text at its "## " and "### " headings. */
static size_t
split(const char *text, const char *end, struct section *sec, size_t max)
{
	const char *s = text;
	size_t n = 0;

	sec[0].id[0] = '\0';
	sec[0].level = 1;
	sec[0].title = "Contents";
	sec[0].title_len = strlen("Contents");
	sec[0].body = text;
	n = 1;
	while (s < end) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		const char *le = nl ? nl : end;
		int level = 0;

		if (le - s > 3 && strncmp(s, "## ", 3) == 0)
			level = 2;
		else if (le - s > 4 && strncmp(s, "### ", 4) == 0)
			level = 3;
		if (level > 0 && n < max) {
			const char *t = s + level + 1;
			size_t k = strspn(t, "0123456789.");

			while (k > 0 && t[k - 1] == '.')
				k--;
			if (k > 0 && k < sizeof(sec[n].id)) {
				sec[n - 1].end = s;
				memcpy(sec[n].id, t, k);
				sec[n].id[k] = '\0';
				sec[n].level = level;
				sec[n].title = t;
				sec[n].title_len = (size_t)(le - t);
				sec[n].body = nl ? nl + 1 : end;
				n++;
			}
		}
		s = nl ? nl + 1 : end;
	}
	sec[n - 1].end = end;
	return n;
}

/* The first line of the text, "# Title", for the contents page. */
static void
contents(FILE *f, const char *doc, const struct section *sec, size_t n)
{
	const char *s = sec[0].body, *e = sec[0].end;
	size_t i;
	char name[128];

	if (e - s > 2 && strncmp(s, "# ", 2) == 0) {
		const char *nl = memchr(s, '\n', (size_t)(e - s));

		fputs("<h1>", f);
		inline_text(f, s + 2, (size_t)((nl ? nl : e) - s - 2));
		fputs("</h1>\n", f);
		s = nl ? nl + 1 : e;
	}
	blocks(f, s, e);
	fputs("<h2>Sections</h2>\n<ul>\n", f);
	for (i = 1; i < n; i++) {
		carc_rules_page_name(doc, sec[i].id, name, sizeof(name));
		fprintf(f, "<li%s><a href=\"%s\">", sec[i].level == 3 ?
		    " style=\"margin-left:2em\"" : "", name);
		inline_text(f, sec[i].title, sec[i].title_len);
		fputs("</a></li>\n", f);
	}
	fputs("</ul>\n", f);
}

int
carc_rules_write_html(const char *path, const char *doc, const char *dir,
    struct carc_error *err)
{
	struct section *sec = NULL;
	char *text = NULL, name[128], top[128];
	size_t len, n, i, j;
	FILE *f;
	int r = -1;

	if (carc_rules_page_name(doc, NULL, top, sizeof(top)) != 0)
		return carc_error_set(err, "the rules text '%s' cannot name a "
		    "page (a name of [a-z0-9_-] ending in .md)", doc);
	if ((f = fopen(path, "rb")) == NULL)
		return carc_error_set(err, "cannot open the rules text '%s': %s",
		    path, strerror(errno));
	if ((text = malloc(MAX_RULES_TEXT + 1)) == NULL ||
	    (sec = calloc(MAX_SECTIONS, sizeof(*sec))) == NULL) {
		fclose(f);
		carc_error_set(err, "out of memory");
		goto out;
	}
	len = fread(text, 1, MAX_RULES_TEXT + 1, f);
	if (ferror(f) || len > MAX_RULES_TEXT) {
		fclose(f);
		carc_error_set(err, "cannot read the rules text '%s': %s", path,
		    len > MAX_RULES_TEXT ? "larger than 4 MB" : "read error");
		goto out;
	}
	fclose(f);
	text[len] = '\0';
	n = split(text, text + len, sec, MAX_SECTIONS);

	if ((f = page_open(dir, top, sec[0].title, sec[0].title_len,
	    err)) == NULL)
		goto out;
	fputs("<p><a href=\"index.html\">all rules</a></p>\n", f);
	contents(f, doc, sec, n);
	if (page_close(f, dir, top, err) != 0)
		goto out;
	for (i = 1; i < n; i++) {
		carc_rules_page_name(doc, sec[i].id, name, sizeof(name));
		if ((f = page_open(dir, name, sec[i].title, sec[i].title_len,
		    err)) == NULL)
			goto out;
		fprintf(f, "<p><a href=\"%s\">the rules text</a> &middot; "
		    "<a href=\"index.html\">all rules</a></p>\n", top);
		fputs("<h1>", f);
		inline_text(f, sec[i].title, sec[i].title_len);
		fputs("</h1>\n", f);
		blocks(f, sec[i].body, sec[i].end);
		/* a section's subsections, each on its own page */
		for (j = i + 1; sec[i].level == 2 && j < n &&
		    sec[j].level == 3; j++) {
			if (j == i + 1)
				fputs("<ul>\n", f);
			carc_rules_page_name(doc, sec[j].id, name,
			    sizeof(name));
			fprintf(f, "<li><a href=\"%s\">", name);
			inline_text(f, sec[j].title, sec[j].title_len);
			fputs("</a></li>\n", f);
			if (j + 1 == n || sec[j + 1].level != 3)
				fputs("</ul>\n", f);
		}
		carc_rules_page_name(doc, sec[i].id, name, sizeof(name));
		if (page_close(f, dir, name, err) != 0)
			goto out;
	}
	r = 0;
out:
	free(sec);
	free(text);
	return r;
}
