/*
 * rules_html.h - the rules text (doc/rules/rules-en.md, installed as
 * $(pkgdatadir)/rules/rules-en.md) as HTML pages, one per section, so
 * that every rule's page in the reference links to the words its source
 * cites ("rules-en.md 1.4" -> rules-1.4.html).
 */
#ifndef CARC_RULES_HTML_H
#define CARC_RULES_HTML_H

#include <stddef.h>

#include "util/error.h"

/* The section a rule's source cites first: "rules-en.md 3.2 Timing,
 * footnote 2" gives "3.2".  0, or -1 when the source cites none. */
int carc_rules_source_section(const char *source, char *buf, size_t len);

/* The page of a section ("rules-3.2.html") into buf. */
void carc_rules_page_name(const char *section, char *buf, size_t len);

/*
 * Write rules.html (the contents, with the text before the first section)
 * and rules-ID.html for every section ("## 1." and "### 1.4" headings) of
 * the markdown file at path into dir.  0, or -1 with a message in err.
 */
int carc_rules_write_html(const char *path, const char *dir,
    struct carc_error *err);

/* Does dir hold the page of this section (after carc_rules_write_html)? */
int carc_rules_has_page(const char *dir, const char *section);

#endif /* CARC_RULES_HTML_H */
