/*
 * cmd_reference.c - carc reference --out DIR [--replays DIR]
 *                   [--plugin-dir DIR]
 *
 * Writes the rules reference as static HTML: index.html, and for every
 * rule id a page with its statement, its source, links to the public
 * rule pages it cites, and each recorded game under replays/ that shows
 * it, drawn as a board at the move where the rule acts (the first
 * divergence citing it, else the first points it gives, else the end),
 * with the points the rules give; and the rules text the sources cite,
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
	char **paths;
	size_t npaths;
	int *shows;			/* per rule x path */
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

/* Every game of one replay file that shows rule id, drawn. */
static int
draw_replay(struct ref *r, FILE *f, const char *path, const char *id,
    int how)
{
	struct carc_db *db = NULL;
	struct carc_error err;
	int64_t *ids = NULL;
	size_t nids = 0, i, k;

	if (carc_ref_load(path, r->db_path, &err) != 0 ||
	    carc_db_open(&db, r->db_path, CARC_DB_READONLY, &err) != 0 ||
	    carc_db_game_ids(db, &ids, &nids, &err) != 0) {
		fputs("<p class=\"error\">cannot load this replay: ", f);
		carc_xml_text(f, err.msg, 0);
		fputs("</p>\n", f);
		carc_db_close(db);
		return 0;
	}
	for (i = 0; i < nids; i++) {
		struct watch w = { id, 0, -1 };
		struct carc_scene sc;
		int64_t to = -1;
		int cites = 0;
		char what[160];

		if (carc_db_read_game(db, ids[i], &r->rec, &err) != 0)
			continue;
		carc_verifier_observe(r->vf, watch_awards, &w);
		carc_verify(r->vf, &r->rec, &r->v);
		carc_verifier_observe(r->vf, NULL, NULL);
		for (k = 0; k < r->v.ndiv && !cites; k++)
			if (strcmp(r->v.div[k].rule, id) == 0) {
				cites = 1;
				to = r->v.div[k].has_seq ? r->v.div[k].seq : -1;
			}
		if (!cites && w.found)
			to = w.seq;
		/* a file naming the rule shows it in every game; a file whose
		 * verdicts cite it, in the games that break it */
		if (!cites && !w.found && !(how & CARC_REF_MENTIONS))
			continue;
		if (to >= 0)
			snprintf(what, sizeof(what), "the board after seq %"
			    PRId64, to);
		else
			snprintf(what, sizeof(what), "the board at the end");
		fprintf(f, "<section class=\"game\">\n<h3>");
		carc_xml_text(f, short_name(r, path), 0);
		fprintf(f, ", game %" PRId64 ": %s%s; %s</h3>\n", ids[i],
		    carc_verdict_names[r->v.kind], cites ? ", breaks the rule" :
		    w.found ? ", the rule gives points" : "", what);
		/* the meeples the move sends home stay in the picture, so
		 * the board shows why the points were given (a plugin's
		 * points for the figures around a tile) */
		carc_scene_replay(&sc, r->vf, &r->rec, to, &r->v);
		sc.rule_href = "";	/* rule pages lie beside this one */
		fputs("<div class=\"board\">\n", f);
		carc_render_svg(f, &sc, 0);
		fputs("</div>\n</section>\n", f);
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
    const int *shows)
{
	struct carc_link *links = NULL;
	char path[PATH_MAX], title[128];
	size_t nl = 0, i, n = 0;
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
	for (i = 0; i < r->npaths; i++) {
		if (shows[i] == 0)
			continue;
		draw_replay(r, f, r->paths[i], rule->rule->id, shows[i]);
		n++;
	}
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
	size_t i, j;
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
		size_t n = 0;

		for (j = 0; j < r->npaths; j++)
			if (r->shows[i * r->npaths + j])
				n++;
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
	r.replays = carc_paths_replays_dir(replays);
	carc_record_init(&r.rec);
	carc_verdict_init(&r.v);
	if (carc_verifier_new(&r.vf, &set, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (carc_ref_rules(&set, &rules, &nrules) != 0 ||
	    carc_ref_replays(r.replays, &r.paths, &r.npaths) != 0 ||
	    (r.shows = calloc(nrules * r.npaths + 1, sizeof(int))) == NULL) {
		carc_warnx("out of memory");
		goto out;
	}
	for (i = 0; i < nrules; i++)
		for (j = 0; j < r.npaths; j++)
			r.shows[i * r.npaths + j] = carc_ref_shows(r.paths[j],
			    rules[i].rule->id);
	/* the rules texts first: the rule pages link to their sections */
	if (write_rules_texts(&r) != 0)
		goto out;
	if (write_index(&r, rules, nrules) != 0)
		goto out;
	for (i = 0; i < nrules; i++) {
		if (!id_is_file_name(rules[i].rule->id)) {
			carc_warnx("rule id '%s' of %s cannot name a page; "
			    "skipped", rules[i].rule->id, rules[i].owner);
			continue;
		}
		if (write_rule_page(&r, &rules[i], &r.shows[i * r.npaths]) != 0)
			goto out;
	}
	status = CARC_EXIT_OK;
out:
	unlink(r.db_path);
	rmdir(r.tmp);
	free(r.shows);
	carc_ref_paths_free(r.paths, r.npaths);
	free(rules);
	carc_verifier_free(r.vf);
	carc_record_free(&r.rec);
	carc_verdict_free(&r.v);
	carc_plugins_unload(&set);
	return status;
}
