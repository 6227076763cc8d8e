/*
 * cmd_reference.c - carc reference --out DIR [--replays DIR]
 *                   [--plugin-dir DIR]
 *
 * Writes the rules reference as static HTML: index.html, and for every
 * rule id a page with its statement, its source, links to the public
 * rule pages it cites, and each recorded game under replays/ that shows
 * it, drawn as a board at the move where the rule acts (the first
 * divergence citing it, else the first whose hint names it, else the
 * first points it gives; a game that only keeps it, after its last
 * move), with the points the rules give, the games that break it first;
 * and the rules text the sources cite,
 * a page per section (render/rules_html.c), linked from each rule's
 * source.  `make reference` runs it.
 */
#include "config.h"

#include "host/plugins.h"
#include "util/xml.h"

#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "notation/notation.h"
#include "record/record.h"
#include "render/reference.h"
#include "render/rules_html.h"
#include "render/scene.h"
#include "render/svg.h"
#include "verify/verify.h"
#include "util/outfile.h"

struct ref {
	const char *out_dir;
	const char *replays;
	char tmp[PATH_MAX];		/* a scratch directory */
	char db_path[PATH_MAX];
	struct carc_plugin_set *set;
	struct carc_verifier *vf;
	struct carc_record rec;
	struct carc_verdict v;
	int workbench;			/* OUT/workbench/ holds the page */
	char **paths;
	size_t npaths;
	int *shows;			/* per rule x path */
	size_t *ngames;			/* per rule: the games its page draws */
	/* The rules texts written as pages: the core's, then each loaded
	 * plugin's rules_doc, found beside its .so or in the rules
	 * directory (carc_ref_rules_text). */
	const char *docs[CARC_MAX_PLUGINS + 1];
	size_t ndocs;
};

/* The observer: the first move whose points cite the rule. */
struct watch {
	const char *id;
	int found;
	int64_t seq;			/* -1: final scoring */
};

static void
watch_awards(void *arg, int64_t seq, const struct carc_award *a, size_t n)
{
	struct watch *w = arg;
	size_t i;
	int k;

	for (i = 0; i < n && !w->found; i++) {
		int hit = a[i].rule != NULL && strcmp(a[i].rule, w->id) == 0;

		for (k = 0; k < a[i].nparts && !hit; k++)
			hit = a[i].parts[k].rule != NULL &&
			    strcmp(a[i].parts[k].rule, w->id) == 0;
		if (hit) {
			w->found = 1;
			w->seq = seq;
		}
	}
}

static const char style[] =
    "body{font-family:'DejaVu Sans',Verdana,sans-serif;margin:2em;"
    "color:#1a1a1a;background:#fff}\n"
    "h1{font-family:monospace;font-size:1.6em}\n"
    ".statement{font-size:1.15em;max-width:60em}\n"
    "table{border-collapse:collapse}td,th{padding:.3em .6em;"
    "border-bottom:1px solid #ddd;text-align:left;vertical-align:top}\n"
    "td.id{font-family:monospace;white-space:nowrap}\n"
    /* a rule id is one word: never broken at its hyphens, as on the
     * report's pages */
    "h1,.rule{white-space:nowrap}\n"
    ".game{margin:1.5em 0;padding:1em;border:1px solid #ccc;"
    "border-radius:6px}\n"
    ".board{overflow-x:auto}.board svg{max-width:100%;height:auto}\n";

/* After load, count the boards that drew (a test reads these back from
 * the DOM): an SVG with a non-empty box, and no broken image. */
static const char check_script[] =
    "<script>\n"
    "window.addEventListener('load', function () {\n"
    "  var s = document.querySelectorAll('svg.carc-board'), ok = 0, i;\n"
    "  for (i = 0; i < s.length; i++) {\n"
    "    var b = s[i].getBBox();\n"
    "    if (b.width > 0 && b.height > 0 && s[i].childElementCount > 2)"
    " ok++;\n"
    "  }\n"
    "  var im = document.images, bad = 0;\n"
    "  for (i = 0; i < im.length; i++)\n"
    "    if (!im[i].complete || im[i].naturalWidth === 0) bad++;\n"
    "  document.body.setAttribute('data-boards', s.length);\n"
    "  document.body.setAttribute('data-drawn', ok);\n"
    "  document.body.setAttribute('data-broken-images', bad);\n"
    "});\n"
    "</script>\n";

/* Text with each rule id in it (BASE-CITY-PTS: capitals and digits
 * joined by hyphens) in a span that does not break. */
static void
text_with_ids(FILE *f, const char *s)
{
	const char *p = s, *start = s;

	while (*p != '\0') {
		size_t n = 0;

		if ((p == s || !isalnum((unsigned char)p[-1])) &&
		    isupper((unsigned char)*p)) {
			size_t k = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
			    "0123456789-");

			/* a hyphen inside, none at the end, a whole word */
			while (k > 0 && p[k - 1] == '-')
				k--;
			if (memchr(p, '-', k) != NULL &&
			    !isalnum((unsigned char)p[k]))
				n = k;
		}
		if (n == 0) {
			p++;
			continue;
		}
		if (p > start)	/* a length of 0 would write the rest */
			carc_xml_text(f, start, (size_t)(p - start));
		fputs("<span class=\"rule\">", f);
		carc_xml_text(f, p, n);
		fputs("</span>", f);
		p += n;
		start = p;
	}
	if (p > start)
		carc_xml_text(f, start, (size_t)(p - start));
}

static void
html_head(FILE *f, const char *title)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", f);
	carc_xml_text(f, title, 0);
	fprintf(f, "</title>\n<style>\n%s</style>\n</head>\n<body>\n", style);
}

static void
html_foot(FILE *f)
{
	fprintf(f, "%s</body>\n</html>\n", check_script);
}

/* The shown name of a replay: its path under the replays directory. */
static const char *
short_name(const struct ref *r, const char *path)
{
	size_t len = strlen(r->replays);

	if (strncmp(path, r->replays, len) == 0 && path[len] == '/')
		return path + len + 1;
	return path;
}

/* How a game shows a rule, in the order its page lists them: the games
 * that break it first (issue 34, 9). */
enum example {
	EX_BREAKS,		/* a divergence cites it */
	EX_MISREAD,		/* a divergence's hint names it */
	EX_POINTS,		/* it gives points */
	EX_KEEPS,		/* the record names it; nothing cites it */
	EX_KINDS
};

/*
 * Is the replay file one of the rule owner's own: under replays/base/ (or
 * at the top) for the core's rules, under replays/NAME/ for plugin NAME's?
 * A game of another's that only names a rule is not its example; one
 * whose divergence or points cite it is.
 */
static int
own_replay(const struct ref *r, const char *path, const char *owner)
{
	const char *name = short_name(r, path), *slash = strchr(name, '/');
	size_t len;

	if (slash == NULL)
		return strcmp(owner, "core") == 0;
	len = (size_t)(slash - name);
	if (strcmp(owner, "core") == 0)
		return len == 4 && strncmp(name, "base", 4) == 0;
	return strlen(owner) == len && strncmp(name, owner, len) == 0;
}

/* Every game of one replay file that shows rule id, drawn into out[] by
 * the way it shows it; *n counts them. */
static int
draw_replay(struct ref *r, FILE *out[EX_KINDS], const char *path,
    const char *id, const char *owner, int how, size_t *n)
{
	static const char *const shows[EX_KINDS] = {
		", breaks the rule", ", a divergence's hint names the rule",
		", the rule gives points", ""
	};
	struct carc_db *db = NULL;
	struct carc_error err;
	int64_t *ids = NULL;
	size_t nids = 0, i, k;

	if (carc_ref_load(path, r->db_path, &err) != 0 ||
	    carc_db_open(&db, r->db_path, CARC_DB_READONLY, &err) != 0 ||
	    carc_db_game_ids(db, &ids, &nids, &err) != 0) {
		fputs("<p class=\"error\">cannot load this replay: ", out[0]);
		carc_xml_text(out[0], err.msg, 0);
		fputs("</p>\n", out[0]);
		carc_db_close(db);
		return 0;
	}
	for (i = 0; i < nids; i++) {
		struct watch w = { id, 0, -1 };
		struct carc_scene sc;
		int64_t to = -1;
		int ex = EX_KEEPS;
		char what[160];
		FILE *f;

		if (carc_db_read_game(db, ids[i], &r->rec, &err) != 0)
			continue;
		carc_verifier_observe(r->vf, watch_awards, &w);
		carc_verify(r->vf, &r->rec, &r->v);
		carc_verifier_observe(r->vf, NULL, NULL);
		/* the move where the rule acts: its divergence, the one
		 * whose hint names it, its points */
		for (k = 0; k < r->v.ndiv && ex != EX_BREAKS; k++) {
			const struct carc_divergence *d = &r->v.div[k];

			if (strcmp(d->rule, id) == 0)
				ex = EX_BREAKS;
			else if (ex == EX_KEEPS && d->hint_rule != NULL &&
			    strcmp(d->hint_rule, id) == 0)
				ex = EX_MISREAD;
			else
				continue;
			to = d->has_seq ? d->seq : -1;
		}
		if (ex == EX_KEEPS && w.found) {
			ex = EX_POINTS;
			to = w.seq;
		}
		/* a game that only names the rule: an example in a file that
		 * names it, of the rule's own plugin, drawn after its last
		 * move, where the figures of the game still stand */
		if (ex == EX_KEEPS) {
			if (!(how & CARC_REF_MENTIONS) ||
			    !own_replay(r, path, owner))
				continue;
			if (r->v.kind != CARC_UNVERIFIABLE &&
			    r->rec.nmoves > 0)
				to = r->rec.moves[r->rec.nmoves - 1].seq;
		}
		if (to >= 0)
			snprintf(what, sizeof(what), "the board after seq %"
			    PRId64, to);
		else
			snprintf(what, sizeof(what), "the board at the end");
		f = out[ex];
		fprintf(f, "<section class=\"game\" data-shows=\"%d\">\n<h3>",
		    ex);
		carc_xml_text(f, short_name(r, path), 0);
		fprintf(f, ", game %" PRId64 ": %s%s; %s</h3>\n", ids[i],
		    carc_verdict_names[r->v.kind], shows[ex], what);
		/* the meeples the move sends home stay in the picture, so
		 * the board shows why the points were given (a plugin's
		 * points for the figures around a tile) */
		carc_scene_replay(&sc, r->vf, &r->rec, to, &r->v);
		sc.rule_href = "";	/* rule pages lie beside this one */
		fputs("<div class=\"board\">\n", f);
		carc_render_svg(f, &sc, 0);
		fputs("</div>\n", f);
		if (r->workbench)
			carc_cli_workbench_link(f, "workbench/", &r->rec, to);
		fputs("</section>\n", f);
		(*n)++;
	}
	free(ids);
	carc_db_close(db);
	return 0;
}

/* A rule's source, its section linked to that section's page of its
 * rules text (rules_html.c) when there is one. */
static void
source_link(const struct ref *r, FILE *f, const char *source)
{
	char doc[128], section[16], page[192];

	if (carc_rules_source_section(source, doc, sizeof(doc), section,
	    sizeof(section)) != 0 ||
	    !carc_rules_has_page(r->out_dir, doc, section) ||
	    carc_rules_page_name(doc, section, page, sizeof(page)) != 0) {
		carc_xml_text(f, source, 0);
		return;
	}
	fprintf(f, "<a href=\"%s\">", page);
	carc_xml_text(f, source, 0);
	fputs("</a>", f);
}

static int
write_rule_page(struct ref *r, const struct carc_ref_rule *rule,
    const int *shows, size_t *ngames)
{
	struct carc_link *links = NULL;
	char path[PATH_MAX], title[128], *text[EX_KINDS];
	FILE *ex[EX_KINDS];
	size_t nl = 0, i, n = 0, k, opened, len[EX_KINDS];
	struct carc_error err;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s.html", r->out_dir, rule->rule->id);
	if ((f = carc_outfile_open(path, 1, &err)) == NULL) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	snprintf(title, sizeof(title), "%s - carc rules reference",
	    rule->rule->id);
	html_head(f, title);
	fputs("<p><a href=\"index.html\">all rules</a></p>\n<h1>", f);
	carc_xml_text(f, rule->rule->id, 0);
	fputs("</h1>\n<p class=\"statement\">", f);
	text_with_ids(f, rule->rule->statement);
	fputs("</p>\n<p>Source: ", f);
	source_link(r, f, rule->rule->source);
	fputs(" (carc's rules text); enforced by ", f);
	carc_xml_text(f, rule->owner, 0);
	fputs(".</p>\n", f);
	if (carc_ref_source_links(r->set, rule->rule->source, &links, &nl) !=
	    0) {
		carc_warnx("out of memory");
		fclose(f);
		return -1;
	}
	if (nl > 0) {
		fputs("<h2>Public rule pages</h2>\n<ul>\n", f);
		for (i = 0; i < nl; i++) {
			fputs("<li><a href=\"", f);
			carc_xml_text(f, links[i].url, 0);
			fputs("\">", f);
			carc_xml_text(f, links[i].title, 0);
			fputs("</a></li>\n", f);
		}
		fputs("</ul>\n", f);
	}
	carc_ref_links_free(links, nl);
	fputs("<h2>Recorded games</h2>\n", f);
	/* the games in the order of enum example, each kind in the order
	 * of the files */
	for (k = 0; k < EX_KINDS; k++) {
		text[k] = NULL;
		len[k] = 0;
		if ((ex[k] = open_memstream(&text[k], &len[k])) == NULL)
			break;
	}
	for (i = 0; k == EX_KINDS && i < r->npaths; i++)
		if (shows[i] != 0)
			draw_replay(r, ex, r->paths[i], rule->rule->id,
			    rule->owner, shows[i], &n);
	/* a memory stream that cannot be closed lost its text: no page */
	for (i = 0, opened = k; i < opened; i++) {
		if (fclose(ex[i]) != 0)
			k = 0;
		else if (k == EX_KINDS)
			fwrite(text[i], 1, len[i], f);
		free(text[i]);
	}
	if (k < EX_KINDS) {
		carc_warnx("out of memory");
		fclose(f);
		return -1;
	}
	*ngames = n;
	if (n == 0)
		fputs("<p>No recorded game under replays/ shows this rule "
		    "yet.</p>\n", f);
	html_foot(f);
	if (fclose(f) != 0) {
		carc_warnx("cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/*
 * The core's rules text, then each loaded plugin's rules_doc (once, in
 * load order) as pages.  A plugin's text that cannot be found
 * (carc_ref_rules_text) is said and skipped: its rules' sources stay
 * unlinked.
 */
static int
write_rules_texts(struct ref *r)
{
	char path[PATH_MAX];
	struct carc_error err;
	size_t i, j;

	r->ndocs = 0;
	if (carc_rules_write_html(carc_paths_rules_text(), CARC_RULES_CORE_DOC,
	    r->out_dir, &err) != 0) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	r->docs[r->ndocs++] = CARC_RULES_CORE_DOC;
	for (i = 0; i < r->set->n; i++) {
		const struct carc_plugin *p = r->set->p[i].desc;
		/* a 3.0 field: the loader refuses smaller descriptors */
		const char *doc = p->rules_doc;

		if (doc == NULL)
			continue;
		for (j = 0; j < r->ndocs && strcmp(r->docs[j], doc) != 0; j++)
			;
		if (j < r->ndocs)
			continue;
		if (carc_ref_rules_text(r->set, doc, path, sizeof(path)) !=
		    0) {
			carc_warnx("plugin '%s': its rules text '%s' is neither "
			    "next to it nor in carc's rules directory; its "
			    "rules' sources are not linked", p->name, doc);
			continue;
		}
		if (carc_rules_write_html(path, doc, r->out_dir, &err) != 0) {
			carc_warnx("plugin '%s': %s", p->name, err.msg);
			return -1;
		}
		r->docs[r->ndocs++] = doc;
	}
	return 0;
}

static int
write_index(struct ref *r, const struct carc_ref_rule *rules, size_t nrules)
{
	char path[PATH_MAX];
	size_t i;
	struct carc_error err;
	FILE *f;

	snprintf(path, sizeof(path), "%s/index.html", r->out_dir);
	if ((f = carc_outfile_open(path, 1, &err)) == NULL) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	html_head(f, "carc rules reference");
	fputs("<h1>carc rules reference</h1>\n<p>Every rule id a divergence "
	    "cites, in our words, with its source and the recorded games "
	    "that show it.</p>\n<table>\n<tr><th>rule</th><th>statement</th>"
	    "<th>source</th><th>games</th></tr>\n", f);
	for (i = 0; i < nrules; i++) {
		size_t n = r->ngames[i];

		fputs("<tr><td class=\"id\"><a href=\"", f);
		carc_xml_text(f, rules[i].rule->id, 0);
		fputs(".html\">", f);
		carc_xml_text(f, rules[i].rule->id, 0);
		fputs("</a></td><td>", f);
		text_with_ids(f, rules[i].rule->statement);
		fputs("</td><td>", f);
		source_link(r, f, rules[i].rule->source);
		fprintf(f, "</td><td>%zu</td></tr>\n", n);
	}
	fputs("</table>\n<p>The rules texts these sources cite, a page per "
	    "section: ", f);
	for (i = 0; i < r->ndocs; i++) {
		char page[192];

		if (carc_rules_page_name(r->docs[i], NULL, page,
		    sizeof(page)) != 0)
			continue;
		fprintf(f, "%s<a href=\"%s\">", i == 0 ? "" : ", ", page);
		carc_xml_text(f, r->docs[i], 0);
		fputs("</a>", f);
	}
	fputs(".</p>\n", f);
	html_foot(f);
	if (fclose(f) != 0) {
		carc_warnx("cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* A rule id is a file name: [A-Z0-9-] only. */
static int
id_is_file_name(const char *id)
{
	const char *p;

	for (p = id; *p != '\0'; p++)
		if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    *p == '-'))
			return 0;
	return p != id;
}

int
carc_cmd_reference(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "out", required_argument, NULL, 'o' },
		{ "replays", required_argument, NULL, 'r' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct carc_ref_rule *rules = NULL;
	struct carc_error err;
	struct ref r;
	const char *replays = NULL;
	size_t nrules = 0, i, j;
	int c, status = CARC_EXIT_FAIL;

	memset(&r, 0, sizeof(r));
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:r:P:h", opts, NULL)) != -1) {
		switch (c) {
		case 'o':
			r.out_dir = optarg;
			break;
		case 'r':
			replays = optarg;
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'h':
			printf("usage: carc reference --out DIR [--replays DIR] "
			    "[--plugin-dir DIR]\n");
			carc_cli_help(stdout, "reference");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			fprintf(stderr, "usage: carc reference --out DIR "
			    "[--replays DIR] [--plugin-dir DIR]\n");
			return CARC_EXIT_FAIL;
		}
	}
	if (optind != argc || r.out_dir == NULL) {
		fprintf(stderr, "usage: carc reference --out DIR [--replays DIR] "
		    "[--plugin-dir DIR]\n");
		return CARC_EXIT_FAIL;
	}
	if (carc_cli_replays_dir(replays) == NULL)
		return CARC_EXIT_FAIL;
	if (carc_outdir_make(r.out_dir, &err) != 0) {
		carc_warnx("%s", err.msg);
		return CARC_EXIT_FAIL;
	}
	snprintf(r.tmp, sizeof(r.tmp), "%s/carc-ref.XXXXXX",
	    getenv("TMPDIR") && getenv("TMPDIR")[0] ? getenv("TMPDIR") :
	    "/tmp");
	if (mkdtemp(r.tmp) == NULL) {
		carc_warnx("cannot create a scratch directory '%s': %s", r.tmp,
		    strerror(errno));
		return CARC_EXIT_FAIL;
	}
	if ((size_t)snprintf(r.db_path, sizeof(r.db_path), "%.*s/replay.db",
	    (int)(sizeof(r.db_path) - 16), r.tmp) >= sizeof(r.db_path)) {
		rmdir(r.tmp);
		return CARC_EXIT_FAIL;
	}
	if (carc_cli_load_plugins(&set, &plugin_path) != 0) {
		rmdir(r.tmp);
		return CARC_EXIT_FAIL;
	}
	r.set = &set;
	r.workbench = carc_cli_workbench_copy(r.out_dir,
	    "the rule pages");
	r.replays = carc_paths_replays_dir(replays);
	carc_record_init(&r.rec);
	carc_verdict_init(&r.v);
	if (carc_verifier_new(&r.vf, &set, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (carc_ref_rules(&set, &rules, &nrules) != 0 ||
	    carc_ref_replays(r.replays, &r.paths, &r.npaths) != 0 ||
	    (r.shows = calloc(nrules * r.npaths + 1, sizeof(int))) == NULL ||
	    (r.ngames = calloc(nrules + 1, sizeof(size_t))) == NULL) {
		carc_warnx("out of memory");
		goto out;
	}
	for (i = 0; i < nrules; i++)
		for (j = 0; j < r.npaths; j++)
			r.shows[i * r.npaths + j] = carc_ref_shows(r.paths[j],
			    rules[i].rule->id);
	/* the rules texts first: the rule pages link to their sections;
	 * the index last, counting the games each page draws */
	if (write_rules_texts(&r) != 0)
		goto out;
	for (i = 0; i < nrules; i++) {
		if (!id_is_file_name(rules[i].rule->id)) {
			carc_warnx("rule id '%s' of %s cannot name a page; "
			    "skipped", rules[i].rule->id, rules[i].owner);
			continue;
		}
		if (write_rule_page(&r, &rules[i], &r.shows[i * r.npaths],
		    &r.ngames[i]) != 0)
			goto out;
	}
	if (write_index(&r, rules, nrules) != 0)
		goto out;
	status = CARC_EXIT_OK;
out:
	unlink(r.db_path);
	rmdir(r.tmp);
	free(r.shows);
	free(r.ngames);
	carc_ref_paths_free(r.paths, r.npaths);
	free(rules);
	carc_verifier_free(r.vf);
	carc_record_free(&r.rec);
	carc_verdict_free(&r.v);
	carc_plugins_unload(&set);
	return status;
}
