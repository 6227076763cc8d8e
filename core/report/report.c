/*
 * report.c - carc_report_write (report.h): one pass over the games, each
 * verified once as `carc verify` does; its row goes into games.js at
 * once, and a game that needs a page gets it while its record is still
 * in memory.  The index and the rule summary are written last, when the
 * counts are known.
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report/report.h"
#include "report/report_private.h"
#include "render/svg.h"
#include "util/json.h"
#include "util/progress.h"
#include "util/xml.h"
#include "util/outfile.h"

#define MAX_ROW_DIVS 64		/* divergences listed per game in games.js */

/* The rule ids the games cite, each with how many games cite it. */
struct rule_count {
	const char *id;
	size_t games;
};

struct tally {
	struct rule_count *r;
	size_t n, cap;
	char **exp;			/* "name" or "name:variant" */
	size_t nexp, expcap;
};

int
carc_rp_rule_page(const char *id)
{
	const char *p;

	for (p = id; *p != '\0'; p++)
		if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		    *p == '-'))
			return 0;
	return p != id;
}

/* The index of rule id in the tally, added if new; -1 out of memory. */
static long
rule_index(struct tally *t, const char *id)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		if (t->r[i].id == id || strcmp(t->r[i].id, id) == 0)
			return (long)i;
	if (t->n == t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 64;
		struct rule_count *nr = realloc(t->r, cap * sizeof(*nr));

		if (nr == NULL)
			return -1;
		t->r = nr;
		t->cap = cap;
	}
	t->r[t->n].id = id;
	t->r[t->n].games = 0;
	return (long)t->n++;
}

static long
exp_index(struct tally *t, const char *name)
{
	size_t i;

	for (i = 0; i < t->nexp; i++)
		if (strcmp(t->exp[i], name) == 0)
			return (long)i;
	if (t->nexp == t->expcap) {
		size_t cap = t->expcap ? 2 * t->expcap : 16;
		char **ne = realloc(t->exp, cap * sizeof(*ne));

		if (ne == NULL)
			return -1;
		t->exp = ne;
		t->expcap = cap;
	}
	if ((t->exp[t->nexp] = strdup(name)) == NULL)
		return -1;
	return (long)t->nexp++;
}

static void
tally_free(struct tally *t)
{
	size_t i;

	for (i = 0; i < t->nexp; i++)
		free(t->exp[i]);
	free(t->exp);
	free(t->r);
}

/*
 * One game's row of games.js:
 * [id, [names], verdict, [computed], [recorded|null], [[seq, rule]...],
 *  [expansions], page, reason, divergences, [colours] when names claim
 *  colours (carc_seat_colours)]
 */
static int
write_row(FILE *f, struct tally *t, const struct carc_record *rec,
    const struct carc_verdict *v, int page)
{
	size_t i, j;
	long ri, cited[MAX_ROW_DIVS];
	const char *col[CARC_MAX_SEATS];
	size_t ncited = 0;
	char name[2 * CARC_SET_MAX + 2];

	fprintf(f, "[%" PRId64 ",[", rec->id);
	for (i = 0; i < rec->nplayers; i++) {
		if (i)
			fputc(',', f);
		carc_json_string_in_script(f, rec->players[i].name);
	}
	fprintf(f, "],%d,[", v->kind);
	for (i = 0; i < v->nseats && v->kind != CARC_UNVERIFIABLE; i++)
		fprintf(f, "%s%d", i ? "," : "", v->computed[i]);
	fputs("],[", f);
	for (i = 0; i < v->nseats; i++) {
		if (i)
			fputc(',', f);
		if (v->has_recorded[i])
			fprintf(f, "%" PRId64, v->recorded[i]);
		else
			fputs("null", f);
	}
	fputs("],[", f);
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];

		if ((ri = rule_index(t, d->rule)) < 0)
			return -1;
		/* the summary counts games, not divergences */
		for (j = 0; j < ncited && cited[j] != ri; j++)
			;
		if (j == ncited && ncited < MAX_ROW_DIVS) {
			cited[ncited++] = ri;
			t->r[ri].games++;
		}
		if (i < MAX_ROW_DIVS)
			fprintf(f, "%s[%" PRId64 ",%ld]", i ? "," : "",
			    d->has_seq ? d->seq : (int64_t)-1, ri);
	}
	fputs("],[", f);
	for (i = 0; i < rec->nexpansions; i++) {
		long ei;

		snprintf(name, sizeof(name), "%s%s%s", rec->expansions[i].name,
		    rec->expansions[i].has_variant ? ":" : "",
		    rec->expansions[i].has_variant ?
		    rec->expansions[i].variant : "");
		if ((ei = exp_index(t, name)) < 0)
			return -1;
		fprintf(f, "%s%ld", i ? "," : "", ei);
	}
	fprintf(f, "],%d,", page);
	carc_json_string_in_script(f, v->kind == CARC_UNVERIFIABLE ? v->reason : "");
	fprintf(f, ",%zu", v->ndiv);
	/* the seats' colours, when names claim some (carc_seat_colours) */
	carc_seat_colours(rec, col);
	for (i = 0; i < rec->nplayers &&
	    strcmp(col[i], carc_seat_colour((int)i)) == 0; i++)
		;
	if (i < rec->nplayers) {
		fputs(",[", f);
		for (i = 0; i < rec->nplayers; i++)
			fprintf(f, "%s\"%s\"", i ? "," : "", col[i]);
		fputc(']', f);
	}
	fputs("],\n", f);
	return ferror(f) ? -1 : 0;
}

static FILE *
open_out(const char *dir, const char *name, struct carc_error *err)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	if ((f = carc_outfile_open(path, 1, err)) != NULL)
		setvbuf(f, NULL, _IOFBF, 1 << 16);
	return f;
}

static int
close_out(FILE *f, const char *dir, const char *name, struct carc_error *err)
{
	int bad = ferror(f);

	if (fclose(f) != 0 || bad)
		return carc_error_set(err, "cannot write '%s/%s': %s", dir,
		    name, strerror(errno ? errno : EIO));
	return 0;
}

static void
page_head(FILE *f, const char *title)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
	    "<title>", f);
	carc_xml_text(f, title, 0);
	fputs("</title><link rel=\"stylesheet\" href=\"style.css\"></head>\n"
	    "<body>\n", f);
}

static int
write_index(const char *dir, const char *db_path,
    const struct carc_report_stats *st, struct carc_error *err)
{
	FILE *f;

	if ((f = open_out(dir, "index.html", err)) == NULL)
		return -1;
	page_head(f, "carc report");
	fputs("<header><h1>carc report: ", f);
	carc_xml_text(f, db_path, 0);
	fprintf(f, "</h1><p class=\"totals\">%zu games: %zu valid, "
	    "<span class=\"v1\">%zu divergent</span>, <span class=\"v2\">%zu "
	    "unverifiable</span> &middot; <a href=\"rules.html\">the rules "
	    "they break</a> &middot; <a href=\"reference/index.html\">the "
	    "rules reference</a></p></header>\n", st->games,
	    st->counts[CARC_VALID], st->counts[CARC_DIVERGENT],
	    st->counts[CARC_UNVERIFIABLE]);
	fputs("<form id=\"filters\" onsubmit=\"return false\">"
	    "<label>verdict <select id=\"f-verdict\"><option value=\"\">any"
	    "</option><option value=\"problems\">not valid</option>"
	    "<option value=\"0\">valid</option><option value=\"1\">divergent"
	    "</option><option value=\"2\">unverifiable</option></select>"
	    "</label> <label>rule <select id=\"f-rule\"><option value=\"\">"
	    "any</option></select></label> <label>expansion <select "
	    "id=\"f-exp\"><option value=\"\">any</option><option value=\"base\">"
	    "base game only</option></select></label> <label>game or player "
	    "<input id=\"f-text\" type=\"search\" size=\"16\"></label> "
	    "<span id=\"matches\"></span></form>\n"
	    "<nav class=\"pager\"><button id=\"p-first\">&laquo;</button>"
	    "<button id=\"p-prev\">&lsaquo; previous</button> <span "
	    "id=\"p-where\"></span> <button id=\"p-next\">next &rsaquo;"
	    "</button><button id=\"p-last\">&raquo;</button></nav>\n"
	    "<table id=\"games\"><thead><tr>"
	    "<th data-key=\"id\">game</th><th data-key=\"players\">players</th>"
	    "<th data-key=\"verdict\">verdict</th>"
	    "<th data-key=\"computed\">the rules give</th>"
	    "<th data-key=\"recorded\">the record says</th>"
	    "<th data-key=\"ndiv\">divergences</th><th>rules cited</th>"
	    "<th data-key=\"exp\">expansions</th></tr></thead>"
	    "<tbody></tbody></table>\n"
	    "<p class=\"note\">Click a column's head to sort by it, again to "
	    "reverse.  Totals are per seat, in seat order; a seat's swatch is "
	    "its meeples' colour on the boards.</p>\n"
	    "<noscript>This index needs JavaScript (it is inline in the "
	    "page's sibling files, nothing is fetched from the network); the "
	    "games' pages are plain HTML under games/.</noscript>\n"
	    "<script src=\"games.js\"></script><script src=\"index.js\">"
	    "</script>\n</body></html>\n", f);
	return close_out(f, dir, "index.html", err);
}

static int
cmp_count(const void *a, const void *b)
{
	const struct rule_count *x = a, *y = b;

	if (x->games != y->games)
		return x->games < y->games ? 1 : -1;
	return strcmp(x->id, y->id);
}

static int
write_rules(const char *dir, struct tally *t,
    const struct carc_report_stats *st, struct carc_error *err)
{
	struct rule_count *sorted;
	FILE *f;
	size_t i;

	if ((sorted = malloc((t->n ? t->n : 1) * sizeof(*sorted))) == NULL)
		return carc_error_set(err, "out of memory");
	/* no rule broken at all: t->r is NULL, and memcpy and qsort may
	 * not be given NULL even for 0 bytes (C99 7.21.1) */
	if (t->n > 0) {
		memcpy(sorted, t->r, t->n * sizeof(*sorted));
		qsort(sorted, t->n, sizeof(*sorted), cmp_count);
	}
	if ((f = open_out(dir, "rules.html", err)) == NULL) {
		free(sorted);
		return -1;
	}
	page_head(f, "carc report: the rules broken");
	fprintf(f, "<header><h1>The rules the games break</h1><p><a "
	    "href=\"index.html\">all %zu games</a> &middot; %zu not valid"
	    "</p></header>\n", st->games, st->counts[CARC_DIVERGENT] +
	    st->counts[CARC_UNVERIFIABLE]);
	if (t->n == 0)
		fputs("<p id=\"no-rules\">No game breaks a rule.</p>\n", f);
	else
		fputs("<table id=\"rules\"><thead><tr><th>rule</th><th>games "
		    "that break it</th><th>share of all games</th></tr></thead>"
		    "<tbody>\n", f);
	for (i = 0; i < t->n; i++) {
		const char *id = sorted[i].id;

		fputs("<tr><td class=\"rule\">", f);
		if (carc_rp_rule_page(id)) {
			fprintf(f, "<a href=\"reference/%s.html\">", id);
			carc_xml_text(f, id, 0);
			fputs("</a>", f);
		} else
			carc_xml_text(f, id, 0);
		fputs("</td><td class=\"num\"><a href=\"index.html#rule=", f);
		carc_xml_text(f, id, 0);
		fprintf(f, "\">%zu</a></td><td class=\"num\">%.2f%%</td></tr>\n",
		    sorted[i].games, st->games ? 100.0 * (double)sorted[i].games /
		    (double)st->games : 0.0);
	}
	if (t->n > 0)
		fputs("</tbody></table>\n", f);
	fputs("<p class=\"note\">A game counts once per rule, however often it "
	    "breaks it.  The rule's name opens its reference page (statement, "
	    "source, recorded games); the count opens the games.</p>\n"
	    "</body></html>\n", f);
	free(sorted);
	return close_out(f, dir, "rules.html", err);
}

/* Is name a file carc report writes under games/: ID.html, ID-SEQ.svg or
 * ID-end.svg (page.c), ID a game id? */
static int
own_game_file(const char *name)
{
	const char *p = name + (name[0] == '-');
	size_t n = strspn(p, "0123456789");

	if (n == 0)
		return 0;
	p += n;
	if (strcmp(p, ".html") == 0)
		return 1;
	if (*p++ != '-')
		return 0;
	if (strncmp(p, "end", 3) == 0)
		p += 3;
	else {
		if ((n = strspn(p, "0123456789")) == 0)
			return 0;
		p += n;
	}
	return strcmp(p, ".svg") == 0;
}

/*
 * A report written again into the same directory must not keep the pages
 * of games that are gone from the database or are valid now, nor boards
 * of divergences that moved: the game files of the last run are removed
 * before the new ones are written.  Only regular files named as this
 * code names them; anything else in the directory is left alone.
 */
static int
remove_old_game_files(const char *games_dir, struct carc_error *err)
{
	char path[4096 + 256];		/* games_dir, '/', d_name */
	struct dirent *de;
	struct stat sb;
	DIR *d;
	int status = 0;

	if ((d = opendir(games_dir)) == NULL)
		return carc_error_set(err, "cannot read '%s': %s", games_dir,
		    strerror(errno));
	while (status == 0 && (de = readdir(d)) != NULL) {
		if (!own_game_file(de->d_name))
			continue;
		snprintf(path, sizeof(path), "%s/%s", games_dir, de->d_name);
		if (lstat(path, &sb) != 0 || !S_ISREG(sb.st_mode))
			continue;
		if (unlink(path) != 0 && errno != ENOENT)
			status = carc_error_set(err, "cannot remove the old "
			    "page '%s': %s", path, strerror(errno));
	}
	closedir(d);
	return status;
}

int
carc_report_write(struct carc_db *db, const char *db_path,
    const struct carc_plugin_set *set, const struct carc_report_opts *opts,
    struct carc_report_stats *st, struct carc_error *err)
{
	struct carc_verifier *vf = NULL;
	struct carc_record rec;
	struct carc_verdict v;
	struct carc_progress prog;
	struct tally t;
	int64_t *ids = NULL;
	size_t nids = 0, i;
	char games_dir[4096];
	FILE *js = NULL;
	int status = -1, in_txn = 0, r;

	memset(st, 0, sizeof(*st));
	memset(&t, 0, sizeof(t));
	carc_record_init(&rec);
	carc_verdict_init(&v);
	snprintf(games_dir, sizeof(games_dir), "%s/games", opts->out_dir);
	/* One snapshot of the whole database, as carc verify reads it, and
	 * checked whole in that very snapshot before anything is written:
	 * a damaged file gets no report at all (doc/hardening.md). */
	if (carc_db_begin_read(db, err) != 0)
		return -1;
	in_txn = 1;
	if ((opts->check && carc_db_check(db, err) != 0) ||
	    carc_db_game_ids(db, &ids, &nids, err) != 0)
		goto out;
	if (carc_outdir_make(games_dir, err) != 0 ||
	    remove_old_game_files(games_dir, err) != 0 ||
	    carc_rp_write_assets(opts->out_dir, err) != 0 ||
	    carc_verifier_new(&vf, set, err) != 0)
		goto out;
	if ((js = open_out(opts->out_dir, "games.js", err)) == NULL)
		goto out;
	fputs("/* carc report: one row per game (see index.js) */\n"
	    "var CARC = CARC || {};\nCARC.db = ", js);
	carc_json_string_in_script(js, db_path);
	fputs(";\nCARC.C = [", js);
	for (i = 0; i < CARC_MAX_SEATS; i++)
		fprintf(js, "%s\"%s\"", i ? "," : "", carc_seat_colour((int)i));
	fputs("];\nCARC.G = [\n", js);
	carc_progress_begin(&prog, "report", nids, 0);
	for (i = 0; i < nids; i++) {
		int page;

		if ((r = carc_db_read_game(db, ids[i], &rec, err)) < 0)
			goto out_prog;
		if (r == 1)
			continue;	/* deleted since the ids were read */
		carc_verify(vf, &rec, &v);
		st->games++;
		st->counts[v.kind]++;
		page = opts->all || v.kind != CARC_VALID;
		if (write_row(js, &t, &rec, &v, page) != 0) {
			carc_error_set(err, "cannot write '%s/games.js': %s",
			    opts->out_dir, strerror(errno ? errno : ENOMEM));
			goto out_prog;
		}
		if (page) {
			if (carc_rp_write_game(games_dir, vf, &rec, &v, db_path,
			    opts->try_link, &st->boards, err) != 0)
				goto out_prog;
			st->pages++;
		}
		carc_progress_step(&prog);
	}
	carc_progress_end(&prog);
	fputs("];\nCARC.R = [", js);
	for (i = 0; i < t.n; i++) {
		if (i)
			fputc(',', js);
		carc_json_string_in_script(js, t.r[i].id);
	}
	fputs("];\nCARC.E = [", js);
	for (i = 0; i < t.nexp; i++) {
		if (i)
			fputc(',', js);
		carc_json_string_in_script(js, t.exp[i]);
	}
	fputs("];\n", js);
	r = close_out(js, opts->out_dir, "games.js", err);
	js = NULL;
	if (r != 0 || write_index(opts->out_dir, db_path, st, err) != 0 ||
	    write_rules(opts->out_dir, &t, st, err) != 0)
		goto out;
	status = 0;
	goto out;
out_prog:
	carc_progress_end(&prog);
out:
	if (js != NULL)
		fclose(js);
	if (in_txn)
		carc_db_commit(db, NULL);
	free(ids);
	tally_free(&t);
	carc_render_svg_forget();
	carc_verifier_free(vf);
	carc_record_free(&rec);
	carc_verdict_free(&v);
	return status;
}
