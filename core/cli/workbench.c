/*
 * workbench.c - the workbench page beside the static HTML carc writes
 * (carc reference, carc report; doc/web.md): copied in when this carc
 * has it, and the "try it" links that open a game's position in it.
 */
#include "config.h"

#include "host/plugins.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "notation/notation.h"
#include "util/outfile.h"

static const char *const workbench_files[] = {
	"workbench.html", "workbench.js", "carc-web.js"
};

int
carc_cli_workbench_copy(const char *out_dir, const char *pages)
{
	char from[PATH_MAX], to[PATH_MAX], buf[65536];
	struct carc_error err;
	size_t i, n;
	FILE *in, *out;
	int bad;

	for (i = 0; i < sizeof(workbench_files) / sizeof(*workbench_files);
	    i++)
		if (carc_paths_web_file(from, sizeof(from),
		    workbench_files[i]) != 0)
			return 0;	/* built without the workbench */
	/* written as the pages are: never through a symbolic link */
	snprintf(to, sizeof(to), "%s/workbench", out_dir);
	if (carc_outdir_make(to, &err) != 0)
		goto fail;
	for (i = 0; i < sizeof(workbench_files) / sizeof(*workbench_files);
	    i++) {
		carc_paths_web_file(from, sizeof(from), workbench_files[i]);
		snprintf(to, sizeof(to), "%s/workbench/%s", out_dir,
		    workbench_files[i]);
		if ((in = fopen(from, "rb")) == NULL) {
			carc_error_set(&err, "'%s': %s", from, strerror(errno));
			goto fail;
		}
		if ((out = carc_outfile_open(to, 1, &err)) == NULL) {
			fclose(in);
			goto fail;
		}
		bad = 0;
		while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
			if (fwrite(buf, 1, n, out) != n)
				bad = 1;
		bad |= ferror(in);
		fclose(in);
		if (fclose(out) != 0 || bad) {
			carc_error_set(&err, "cannot write '%s'", to);
			goto fail;
		}
	}
	return 1;
fail:
	carc_warnx("%s; %s have no \"try it\" links", err.msg, pages);
	return 0;
}

void
carc_cli_workbench_link(FILE *f, const char *dir, const struct carc_record *rec,
    int64_t to)
{
	static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789-_";
	struct carc_notation n;
	struct carc_error err;
	const unsigned char *p;
	char *text = NULL;
	size_t len = 0, i;
	unsigned v;
	int rc;

	memset(&n, 0, sizeof(n));
	n.rec = *rec;			/* its arrays, cut short */
	while (to >= 0 && n.rec.nmoves > 0 &&
	    n.rec.moves[n.rec.nmoves - 1].seq > to)
		n.rec.nmoves--;
	while (to >= 0 && n.rec.nactions > 0 &&
	    n.rec.actions[n.rec.nactions - 1].seq > to)
		n.rec.nactions--;
	/* the points recorded up to that move: a rule the record's points
	 * break is broken in the position too */
	n.rec.scores = NULL;
	n.rec.nscores = 0;
	if (rec->nscores > 0 &&
	    (n.rec.scores = malloc(rec->nscores * sizeof(*n.rec.scores))) ==
	    NULL)
		return;
	for (i = 0; i < rec->nscores; i++)
		if (to < 0 || (rec->scores[i].has_seq &&
		    rec->scores[i].seq <= to))
			n.rec.scores[n.rec.nscores++] = rec->scores[i];
	snprintf(n.rec.status, sizeof(n.rec.status), "in_progress");
	rc = carc_notation_text(&n, &text, &len, &err);
	free(n.rec.scores);
	if (rc != 0)
		return;			/* a record the notation cannot hold */
	fprintf(f, "<p class=\"try\"><a href=\"%sworkbench.html#pos=", dir);
	for (i = 0, p = (const unsigned char *)text; i < len; i += 3) {
		v = (unsigned)p[i] << 16 |
		    (i + 1 < len ? (unsigned)p[i + 1] << 8 : 0) |
		    (i + 2 < len ? p[i + 2] : 0);
		putc(b64[v >> 18 & 63], f);
		putc(b64[v >> 12 & 63], f);
		if (i + 1 < len)
			putc(b64[v >> 6 & 63], f);
		if (i + 2 < len)
			putc(b64[v & 63], f);
	}
	fputs("\">try it in the workbench</a>: this game's position", f);
	if (to >= 0)
		fprintf(f, " after seq %" PRId64, to);
	fputs(", its next tile to place and carc's answers</p>\n", f);
	free(text);
}
