/*
 * api.c - the entry points of the WebAssembly module (doc/web.md): the
 * engine and the plugins linked in, loaded through the host's checks
 * (carc_plugins_load_linked) with the catalogues built in, and answers
 * given as text.  JavaScript calls these and draws; it holds no rule.
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules.h"
#include "engine/services.h"
#include "util/json.h"
#include "host/plugins.h"
#include "web/api.h"
#include "web/linked.h"
#include "web/loaded.h"

/* Where the catalogues are in the module's file system (--embed-file). */
#define WEB_ROOT "/carc"
#define WEB_PLUGIN_DIR WEB_ROOT "/plugins"

static struct carc_plugin_set set;
static int loaded;
static struct carc_error last;

const char *
carc_web_error(void)
{
	return last.msg;
}

/*
 * The module's file system makes every embedded file and directory
 * world-writable, which the host refuses a catalogue for (doc/hardening.md):
 * give them the modes a package installs them with.
 */
static void
modes_installed(const char *path)
{
	char sub[512];
	struct dirent *e;
	DIR *d;

	if ((d = opendir(path)) == NULL) {
		chmod(path, 0644);
		return;
	}
	chmod(path, 0755);
	while ((e = readdir(d)) != NULL)
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0 &&
		    snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name) <
		    (int)sizeof(sub))
			modes_installed(sub);
	closedir(d);
}

int
carc_web_load(void)
{
	if (loaded)
		return 0;
	modes_installed(WEB_ROOT);
	if (carc_plugins_load_linked(&set, carc_web_linked,
	    carc_web_nlinked, WEB_PLUGIN_DIR, carc_services(), &last) == -1)
		return -1;
	loaded = 1;
	return 0;
}

const struct carc_plugin_set *
carc_web_plugins(void)
{
	return carc_web_load() == 0 ? &set : NULL;
}

struct carc_error *
carc_web_last_error(void)
{
	return &last;
}

char *
carc_web_rules(void)
{
	const struct carc_rule *core;
	char *text = NULL;
	size_t ncore, len = 0, i, j;
	FILE *out;

	if (carc_web_load() == -1)
		return NULL;
	if ((out = open_memstream(&text, &len)) == NULL) {
		carc_error_set(&last, "out of memory");
		return NULL;
	}
	core = carc_core_rules(&ncore);
	for (i = 0; i < ncore; i++)
		fprintf(out, "%-24s %-16s %s\n", core[i].id, "core",
		    core[i].statement);
	for (i = 0; i < set.n; i++)
		for (j = 0; j < set.p[i].desc->nrules; j++)
			fprintf(out, "%-24s %-16s %s\n",
			    set.p[i].desc->rules[j].id, set.p[i].desc->name,
			    set.p[i].desc->rules[j].statement);
	if (fclose(out) != 0) {
		free(text);
		carc_error_set(&last, "out of memory");
		return NULL;
	}
	return text;
}

char *
carc_web_tiles(void)
{
	const struct carc_plugin_set *ps;
	const struct carc_tile_type *t;
	char *text = NULL;
	size_t len = 0, i;
	FILE *out;

	if ((ps = carc_web_plugins()) == NULL)
		return NULL;
	if ((out = open_memstream(&text, &len)) == NULL) {
		carc_error_set(&last, "out of memory");
		return NULL;
	}
	putc('[', out);
	for (i = 0; i < ps->cat.ntypes; i++) {
		t = &ps->cat.types[i];
		fputs(i > 0 ? ",{\"id\":" : "{\"id\":", out);
		carc_json_string(out, t->id);
		fputs(",\"set\":", out);
		carc_json_string(out, t->set);
		fputs(",\"variant\":", out);
		carc_json_string(out, t->variant);
		fprintf(out, ",\"count\":%d}", t->count);
	}
	putc(']', out);
	if (fclose(out) != 0) {
		free(text);
		carc_error_set(&last, "out of memory");
		return NULL;
	}
	return text;
}
