/*
 * assets.c - the audit's static files: the style sheet and the two
 * scripts, kept as plain files in core/report/ and built in as strings
 * (assets.inc), so an installed carc writes them without a data dir.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "report/report_private.h"
#include "util/outfile.h"

#include "core/report/assets.inc"

static int
write_file(const char *dir, const char *name, const char *text,
    struct carc_error *err)
{
	char path[4096];
	FILE *f;
	int bad;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	if ((f = carc_outfile_open(path, 1, err)) == NULL)
		return -1;
	bad = fputs(text, f) == EOF;
	if (fclose(f) != 0 || bad)
		return carc_error_set(err, "cannot write '%s': %s", path,
		    strerror(errno ? errno : EIO));
	return 0;
}

int
carc_rp_write_assets(const char *dir, struct carc_error *err)
{
	if (write_file(dir, "style.css", carc_report_css, err) != 0 ||
	    write_file(dir, "index.js", carc_report_index_js, err) != 0 ||
	    write_file(dir, "game.js", carc_report_game_js, err) != 0)
		return -1;
	return 0;
}
