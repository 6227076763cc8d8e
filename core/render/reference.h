/*
 * reference.h - the rules reference: every rule id (the core's table and
 * each loaded plugin's) with its statement and source, the public rule
 * pages that source cites (the "Sources:" lines of the rules documents),
 * and the recorded games under replays/ that show it.  `carc explain`
 * prints one rule; `carc reference` writes them all as static HTML with
 * the boards drawn.
 */
#ifndef CARC_REFERENCE_H
#define CARC_REFERENCE_H

#include <stddef.h>
#include <stdio.h>

#include "host/plugins.h"

struct carc_link {
	char *title;
	char *url;
};

/* A rule and who owns it ("core" or a plugin's name). */
struct carc_ref_rule {
	const struct carc_rule *rule;
	const char *owner;
};

/* Every rule: the core's first, then each plugin's in load order.
 * *out is the caller's to free. */
int carc_ref_rules(const struct carc_plugin_set *set,
    struct carc_ref_rule **out, size_t *n);

/* The rule with this id, or NULL. */
const struct carc_ref_rule *carc_ref_rule_find(
    const struct carc_ref_rule *rules, size_t n, const char *id);

/* The directory of the rules documents (where rules-en.md is). */
int carc_ref_rules_dir(char *buf, size_t len);

/*
 * The public pages a rule's source cites: "rules-en.md 3.3 Trigger; ..."
 * names a section of a rules document in rules_dir, whose "Sources:"
 * lines give them ([title](url), or a bare URL), or else the sources its
 * text cites ("[R1]": the line "- [R1] Title: URL" of the document's
 * list); a section without any takes those of the section around it
 * (3.3, then 3).  *out is the caller's, for carc_ref_links_free.  0 (no
 * links: *n 0), or -1 out of memory.
 */
int carc_ref_links(const char *rules_dir, const char *source,
    struct carc_link **out, size_t *n);
void carc_ref_links_free(struct carc_link *l, size_t n);

/*
 * The file of a rules text a source may name: the core's rules-en.md
 * (carc_paths_rules_text); a loaded plugin's rules_doc next to its .so,
 * else in the core's rules directory (doc/plugins.md, section 9).  0 with
 * the path in buf, or -1 when no such file is there.
 */
int carc_ref_rules_text(const struct carc_plugin_set *set, const char *doc,
    char *buf, size_t len);

/* carc_ref_links in the directory of the rules text the source names
 * (carc_ref_rules_text). */
int carc_ref_source_links(const struct carc_plugin_set *set,
    const char *source, struct carc_link **out, size_t *n);

/* Every NAME.sql under dir, sorted; *paths is freed with
 * carc_ref_paths_free. */
int carc_ref_replays(const char *dir, char ***paths, size_t *n);
void carc_ref_paths_free(char **paths, size_t n);

enum {
	CARC_REF_MENTIONS = 1,		/* the .sql names the rule id */
	CARC_REF_CITED = 2,		/* its .expected cites it */
	CARC_REF_HINTED = 4		/* a divergence's hint names it */
};

/* How a replay file shows a rule: a mask of the above, 0 if not. */
int carc_ref_shows(const char *sql_path, const char *id);

/*
 * Load a replay's SQL over the schema into a new database at db_path
 * (removed first).  0, or -1 with a message in err.
 */
int carc_ref_load(const char *sql_path, const char *db_path,
    struct carc_error *err);

#endif /* CARC_REFERENCE_H */
