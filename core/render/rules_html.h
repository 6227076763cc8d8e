/*
 * rules_html.h - the rules texts as HTML pages, one per section, so that
 * every rule's page in the reference links to the words its source cites:
 * the core's (doc/rules/rules-en.md, installed as
 * $(pkgdatadir)/rules/rules-en.md: "rules-en.md 1.4" -> rules-1.4.html)
 * and each loaded plugin's rules_doc beside it ("ext.md 2.1" ->
 * rules-ext-2.1.html).  Which documents there are comes from the plugins
 * loaded; nothing here knows one.
 */
#ifndef CARC_RULES_HTML_H
#define CARC_RULES_HTML_H

#include <stddef.h>

#include "util/error.h"

/* The core's rules text, whose pages keep the names rules.html and
 * rules-ID.html. */
#define CARC_RULES_CORE_DOC "rules-en.md"

/* The document and the section a rule's source cites first:
 * "rules-en.md 3.2 Timing, footnote 2" gives "rules-en.md" and "3.2".
 * 0, or -1 when the source begins with no "NAME.md SECTION". */
int carc_rules_source_section(const char *source, char *doc, size_t doclen,
    char *sec, size_t seclen);

/*
 * The page of a document's section into buf (section NULL: its contents
 * page): rules-3.2.html and rules.html for the core's; rules-STEM-2.1.html
 * and rules-STEM.html for another, STEM its name without ".md".  0, or -1
 * for a document whose name cannot be a page's (not [a-z][a-z0-9_-]*.md)
 * or a buffer too small.
 */
int carc_rules_page_name(const char *doc, const char *section, char *buf,
    size_t len);

/*
 * Write the contents page (with the text before the first section) and a
 * page for every section ("## 1." and "### 1.4" headings) of the markdown
 * file at path, the document `doc`, into dir.  0, or -1 with a message in
 * err.
 */
int carc_rules_write_html(const char *path, const char *doc, const char *dir,
    struct carc_error *err);

/* Does dir hold the page of this section (after carc_rules_write_html)? */
int carc_rules_has_page(const char *dir, const char *doc,
    const char *section);

#endif /* CARC_RULES_HTML_H */
