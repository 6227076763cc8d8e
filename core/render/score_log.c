/* score_log.c - see score_log.h */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/score_log.h"
#include "util/json.h"

static const char *const action_names[] = { "place", "discard", "other" };

struct log {
	FILE *out;
	const struct carc_record *rec;
	size_t next;		/* the first move not written yet */
	char *final;		/* final scoring's "scores" array, or NULL */
	size_t final_len;
	int failed;
};

/* The awards as a JSON array: seat, points, kind, rule, feature. */
static void
put_scores(FILE *out, const struct carc_award *a, size_t n)
{
	char why[160];
	size_t i;

	putc('[', out);
	for (i = 0; i < n; i++) {
		fprintf(out, "%s{\"seat\":%d,\"points\":%d,\"kind\":",
		    i ? "," : "", a[i].seat, a[i].points);
		carc_json_string(out, a[i].kind ? a[i].kind : "");
		fputs(",\"rule\":", out);
		carc_json_string(out, a[i].rule ? a[i].rule : "");
		fputs(",\"feature\":", out);
		carc_json_string(out, carc_award_why(&a[i], why, sizeof(why)));
		putc('}', out);
	}
	putc(']', out);
}

/* Move i of the record as recorded, then the points the rules give in
 * it (an empty array: none; the start tile's move scores nothing). */
static void
put_move(struct log *l, size_t i, const struct carc_award *a, size_t n)
{
	const struct carc_move *m = &l->rec->moves[i];
	FILE *out = l->out;

	fprintf(out, "{\"game\":%" PRId64 ",\"seq\":%" PRId64 ",\"seat\":",
	    l->rec->id, m->seq);
	if (m->has_seat)
		fprintf(out, "%" PRId64, m->seat);
	else
		fputs("null", out);
	fputs(",\"tile\":", out);
	if (m->tile_null)
		fputs("null", out);
	else
		carc_json_string(out, m->tile);
	fprintf(out, ",\"action\":\"%s\"", action_names[m->action <=
	    CARC_ACTION_OTHER ? m->action : CARC_ACTION_OTHER]);
	if (m->has_xy)
		fprintf(out, ",\"x\":%" PRId64 ",\"y\":%" PRId64, m->x, m->y);
	else
		fputs(",\"x\":null,\"y\":null", out);
	if (m->has_rotation)
		fprintf(out, ",\"rotation\":%" PRId64, m->rotation);
	else
		fputs(",\"rotation\":null", out);
	fputs(",\"figure\":", out);
	if (m->meeple.null)
		fputs("null", out);
	else
		carc_json_string(out, m->meeple.s);
	fputs(",\"scores\":", out);
	put_scores(out, a, n);
	fputs("}\n", out);
}

/* The verifier's observer: seq is the index of the move just played, or
 * -1 after final scoring. */
static void
watch(void *arg, int64_t seq, const struct carc_award *a, size_t n)
{
	struct log *l = arg;
	FILE *mem;

	if (seq < 0) {
		/* written after the totals are known */
		free(l->final);
		l->final = NULL;
		if ((mem = open_memstream(&l->final, &l->final_len)) == NULL) {
			l->failed = 1;
			return;
		}
		put_scores(mem, a, n);
		if (fclose(mem) != 0)
			l->failed = 1;
		return;
	}
	if ((size_t)seq >= l->rec->nmoves)
		return;
	while (l->next < (size_t)seq)
		put_move(l, l->next++, NULL, 0);
	put_move(l, (size_t)seq, a, n);
	l->next = (size_t)seq + 1;
}

int
carc_score_log(FILE *out, struct carc_verifier *vf,
    const struct carc_record *rec, int64_t to_seq, struct carc_verdict *v)
{
	struct log l;
	size_t s, last;

	memset(&l, 0, sizeof(l));
	l.out = out;
	l.rec = rec;
	carc_verifier_observe(vf, watch, &l);
	carc_verify_until(vf, rec, to_seq, v);
	carc_verifier_observe(vf, NULL, NULL);
	/* the moves the verifier played that gave it nothing to observe
	 * (a record of the start tile alone); none past where it stopped */
	if (v->kind != CARC_UNVERIFIABLE && rec->nmoves > 0) {
		last = to_seq < 0 || (uint64_t)to_seq >= rec->nmoves ?
		    rec->nmoves - 1 : (size_t)to_seq;
		if (v->stopped && v->stopped_seq >= 0 &&
		    (uint64_t)v->stopped_seq <= last)
			last = (size_t)v->stopped_seq;
		while (l.next <= last && !(v->stopped &&
		    (int64_t)l.next >= v->stopped_seq))
			put_move(&l, l.next++, NULL, 0);
	}
	/* final scoring (null scores: not played, as in a game not
	 * finished or a replay stopped early), the verdict, the totals */
	fprintf(out, "{\"game\":%" PRId64 ",\"seq\":null,\"seat\":null,"
	    "\"scores\":", rec->id);
	if (l.final != NULL)
		fwrite(l.final, 1, l.final_len, out);
	else
		fputs("null", out);
	fprintf(out, ",\"verdict\":\"%s\"", carc_verdict_names[v->kind]);
	fputs(",\"final\":{\"computed\":[", out);
	for (s = 0; s < rec->nplayers && s < CARC_MAX_SEATS; s++)
		fprintf(out, "%s%d", s ? "," : "", v->computed[s]);
	fputs("],\"recorded\":[", out);
	for (s = 0; s < rec->nplayers && s < CARC_MAX_SEATS; s++) {
		if (s)
			putc(',', out);
		if (rec->players[s].has_final)
			fprintf(out, "%" PRId64, rec->players[s].final_score);
		else
			fputs("null", out);
	}
	fputs("]}}\n", out);
	free(l.final);
	return l.failed ? -1 : 0;
}
