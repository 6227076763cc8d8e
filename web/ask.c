/*
 * ask.c - carc ask in the WebAssembly module: a position in carc's
 * notation (doc/spec/notation.md) in, the answers of core/ask out as the
 * JSON `carc ask --format json` prints (doc/ask.schema.json), the same
 * keys in the same order.  The answers are carc_ask_run's, the one
 * engine's; this file only writes them down (with util/json.c: the
 * module has no jansson).
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask/ask.h"
#include "notation/notation.h"
#include "notation/resolve.h"
#include "util/json.h"
#include "web/api.h"
#include "web/loaded.h"

/* "null" or the string s */
static void
put_string(FILE *out, const char *s)
{
	if (s == NULL)
		fputs("null", out);
	else
		carc_json_string(out, s);
}

static void
put_seats(FILE *out, const int *v, size_t n)
{
	size_t i;

	putc('[', out);
	for (i = 0; i < n; i++)
		fprintf(out, "%s%d", i > 0 ? "," : "", v[i]);
	putc(']', out);
}

static void
put_places(FILE *out, const struct carc_ask_answer *an)
{
	size_t i, j;

	fputs(",\"places\":[", out);
	for (i = 0; i < an->nplaces; i++) {
		const struct carc_ask_place *p = &an->places[i];

		fprintf(out, "%s{\"x\":%d,\"y\":%d,\"rotation\":%d,\"spots\":[",
		    i > 0 ? "," : "", p->x, p->y, p->rotation);
		for (j = 0; j < p->nspots; j++) {
			fputs(j > 0 ? ",{\"figure\":" : "{\"figure\":", out);
			carc_json_string(out, an->spots[p->first_spot + j].figure);
			fputs(",\"spot\":", out);
			carc_json_string(out, an->spots[p->first_spot + j].spot);
			putc('}', out);
		}
		fputs("]}", out);
	}
	putc(']', out);
}

/* [{"rule", "message"}...] */
static void
put_rulings(FILE *out, const struct carc_ask_ruling *r, size_t n)
{
	size_t i;

	putc('[', out);
	for (i = 0; i < n; i++) {
		fputs(i > 0 ? ",{\"rule\":" : "{\"rule\":", out);
		carc_json_string(out, r[i].rule);
		fputs(",\"message\":", out);
		carc_json_string(out, r[i].message);
		putc('}', out);
	}
	putc(']', out);
}

static void
put_move(FILE *out, const struct carc_ask_answer *an)
{
	fprintf(out, ",\"move\":{\"legal\":%s,\"rulings\":",
	    an->move_legal ? "true" : "false");
	put_rulings(out, an->move_rulings, an->nmove_rulings);
	fputs(",\"owes\":", out);
	put_rulings(out, an->owes, an->nowes);
	putc('}', out);
}

static void
put_features(FILE *out, const struct carc_ask *a,
    const struct carc_ask_answer *an)
{
	size_t i;

	fputs(",\"features\":[", out);
	for (i = 0; i < an->nfeatures; i++) {
		const struct carc_ask_feature *f = &an->features[i];

		fputs(i > 0 ? ",{\"kind\":" : "{\"kind\":", out);
		carc_json_string(out, f->kind);
		fprintf(out, ",\"x\":%d,\"y\":%d,\"tiles\":%d,\"complete\":%s,"
		    "\"holders\":", f->x, f->y, f->ntiles,
		    f->complete ? "true" : "false");
		put_seats(out, f->holders, a->nseats);
		fputs(",\"end_points\":", out);
		put_seats(out, f->end_points, a->nseats);
		fputs(",\"end_rule\":", out);
		put_string(out, f->end_rule);
		if (f->complete_rule != NULL)
			fprintf(out, ",\"complete_points\":%d",
			    f->complete_points);
		else
			fputs(",\"complete_points\":null", out);
		fputs(",\"complete_rule\":", out);
		put_string(out, f->complete_rule);
		putc('}', out);
	}
	putc(']', out);
}

static void
put_answer(FILE *out, const struct carc_ask *a,
    const struct carc_ask_answer *an, const struct carc_ask_query *q)
{
	fputs("{\"ruleset\":", out);
	carc_json_string(out, an->ruleset);
	fputs(",\"variants\":", out);
	carc_json_string(out, an->variants);
	fprintf(out, ",\"recorded\":%s,\"differs\":%s,\"position_breaks\":",
	    an->recorded ? "true" : "false", an->differs ? "true" : "false");
	if (an->position_rule != NULL) {
		fputs("{\"rule\":", out);
		carc_json_string(out, an->position_rule);
		fprintf(out, ",\"seq\":%" PRId64 "}", an->position_seq);
	} else
		fputs("null", out);
	if (q->tile != NULL) {
		put_places(out, an);
		fputs(",\"draw_rulings\":", out);
		put_rulings(out, an->draw_rulings, an->ndraw_rulings);
	}
	if (q->move != NULL)
		put_move(out, an);
	put_features(out, a, an);
	fputs(",\"scores\":", out);
	put_seats(out, an->totals, a->nseats);
	fputs(",\"final_scores\":", out);
	put_seats(out, an->final_totals, a->nseats);
	putc('}', out);
}

static void
put_ask(FILE *out, const struct carc_ask *a, const struct carc_ask_query *q)
{
	size_t i;

	fprintf(out, "{\"seq\":%" PRId64 ",\"seat\":%d,\"tile\":", a->seq,
	    a->seat);
	put_string(out, q->tile);
	fputs(",\"move\":", out);
	put_string(out, q->move);
	fputs(",\"answers\":[", out);
	for (i = 0; i < a->nanswers; i++) {
		if (i > 0)
			putc(',', out);
		put_answer(out, a, &a->answers[i], q);
	}
	fputs("]}", out);
}

/* name as a catalogue id into out, or -1 and err */
static int
tile_id(const struct carc_catalogue *cat, const char *name, char *out,
    size_t size, struct carc_error *err)
{
	int k = carc_catalogue_find(cat, name);

	if (k < 0)
		return carc_error_set(err, "unknown tile '%s'", name);
	snprintf(out, size, "%s", cat->types[k].id);
	return 0;
}

char *
carc_web_ask(const char *notation, const char *tile, const char *move,
    int to_seq, int all_rulesets)
{
	const struct carc_plugin_set *set;
	struct carc_ask_query q = { -1, NULL, NULL, 1, NULL, 0 };
	struct carc_notation n;
	struct carc_ask a;
	struct carc_error *err = carc_web_last_error();
	char tid[CARC_TILE_ID_MAX], mv[CARC_MEEPLE_MAX + 64];
	char *text = NULL;
	size_t len = 0, bad;
	FILE *out = NULL;

	memset(&a, 0, sizeof(a));
	carc_notation_init(&n);
	if ((set = carc_web_plugins()) == NULL)
		goto fail;
	q.to_seq = to_seq;
	q.all_rulesets = all_rulesets;
	if (carc_notation_parse(&n, notation, strlen(notation), "position",
	    err) != 0)
		goto fail;
	if (carc_notation_resolve(&n.rec, &set->cat, &bad) > 0) {
		carc_error_set(err, "position:%u:%u: unknown tile '%s'",
		    n.tile_at[bad].line, n.tile_at[bad].col,
		    n.rec.moves[bad].tile);
		goto fail;
	}
	if (tile != NULL && tile[0] != '\0') {
		if (tile_id(&set->cat, tile, tid, sizeof(tid), err) != 0)
			goto fail;
		q.tile = tid;
	}
	if (move != NULL && move[0] != '\0') {
		const char *at = strchr(move, '@');
		char t[CARC_TILE_ID_MAX], id[CARC_TILE_ID_MAX];

		if (at == NULL || at == move ||
		    (size_t)(at - move) >= sizeof(t)) {
			carc_error_set(err, "move '%s': expected "
			    "TILE@X,Y,ROTATION[,FIGURE]", move);
			goto fail;
		}
		memcpy(t, move, (size_t)(at - move));
		t[at - move] = '\0';
		if (tile_id(&set->cat, t, id, sizeof(id), err) != 0)
			goto fail;
		snprintf(mv, sizeof(mv), "%s%s", id, at);
		q.move = mv;
	}
	if (carc_ask_run(set, &n.rec, &q, &a, err) != 0)
		goto fail;
	if ((out = open_memstream(&text, &len)) == NULL) {
		carc_error_set(err, "out of memory");
		goto fail;
	}
	put_ask(out, &a, &q);
	if (fclose(out) != 0) {
		carc_error_set(err, "out of memory");
		free(text);
		text = NULL;
	}
	carc_ask_free(&a);
	carc_notation_free(&n);
	return text;

fail:
	carc_ask_free(&a);
	carc_notation_free(&n);
	return NULL;
}
