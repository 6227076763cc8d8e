/* score_log.c - see score_log.h */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/view.h"
#include "render/score_log.h"
#include "util/json.h"
#include "verify/report.h"

static const char *const action_names[] = { "place", "discard", "other" };

/* What the rules gave in one move, kept until the verdict is known: the
 * divergences of a move are known only once the replay is over. */
struct entry {
	size_t off, len;	/* its "scores" array in the log's buffer */
	int observed;
	int points[CARC_MAX_SEATS];
};

struct log {
	const struct carc_record *rec;
	struct carc_verifier *vf;
	struct entry *moves;	/* rec->nmoves of them */
	struct entry final;
	FILE *buf;		/* the "scores" arrays, one after another */
	char *text;
	size_t text_len;
	int failed;
};

/* Award a's feature as the engine knows it after the move: its name
 * (carc_view_feature_first) as a number and as the tile and spot a
 * record names it by, and every tile it lies on; null for an award of
 * no feature (a plugin's). */
static void
put_feature(FILE *out, const struct carc_game *g, const struct carc_award *a)
{
	struct carc_view_tile t;
	const char *spot;
	size_t first, i, n, max;
	int local, id, *tiles;

	if (a->feature < 0) {
		fputs("null", out);
		return;
	}
	id = carc_view_feature_first(g, a->feature, &first, &local);
	spot = carc_view_segment_spot(g, first, local);
	carc_view_tile(g, first, &t);
	fprintf(out, "{\"id\":%d,\"tile\":[%d,%d],\"spot\":", id, t.x, t.y);
	if (spot != NULL)
		fprintf(out, "\"%s\"", spot);
	else
		fputs("null", out);
	fputs(",\"tiles\":[", out);
	max = carc_view_ntiles(g);
	if ((tiles = malloc(max * sizeof(*tiles))) == NULL) {
		fputs("]}", out);
		return;
	}
	n = carc_view_feature_tiles(g, a->feature, tiles, max);
	for (i = 0; i < n && i < max; i++) {
		carc_view_tile(g, (size_t)tiles[i], &t);
		fprintf(out, "%s[%d,%d]", i ? "," : "", t.x, t.y);
	}
	free(tiles);
	fputs("]}", out);
}

/* The awards as a JSON array: seat, points, kind, rule (the driver's,
 * as the award carries it), feature, and why for a person. */
static void
put_scores(FILE *out, const struct carc_game *g, const struct carc_award *a,
    size_t n)
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
		put_feature(out, g, &a[i]);
		fputs(",\"why\":", out);
		carc_json_string(out, carc_award_why(&a[i], why, sizeof(why)));
		putc('}', out);
	}
	putc(']', out);
}

/* The verifier's observer: seq is the index of the move just played, or
 * -1 after final scoring. */
static void
watch(void *arg, int64_t seq, const struct carc_award *a, size_t n)
{
	struct log *l = arg;
	struct entry *e;
	size_t i;

	if (seq >= 0 && (size_t)seq >= l->rec->nmoves)
		return;
	e = seq < 0 ? &l->final : &l->moves[seq];
	memset(e, 0, sizeof(*e));
	e->observed = 1;
	e->off = (size_t)ftello(l->buf);
	put_scores(l->buf, carc_verifier_game(l->vf), a, n);
	if (ferror(l->buf))
		l->failed = 1;
	e->len = (size_t)ftello(l->buf) - e->off;
	for (i = 0; i < n; i++)
		if (a[i].seat >= 0 && a[i].seat < CARC_MAX_SEATS)
			e->points[a[i].seat] += a[i].points;
}

/* The "scores" of e, or [] where the rules gave nothing to observe. */
static void
put_entry(FILE *out, const struct log *l, const struct entry *e)
{
	if (e->observed)
		fwrite(l->text + e->off, 1, e->len, out);
	else
		fputs("[]", out);
}

/* Is seq a move of the record? */
static int
is_move(const struct carc_record *rec, int64_t seq)
{
	size_t i;

	for (i = 0; i < rec->nmoves; i++)
		if (rec->moves[i].seq == seq)
			return 1;
	return 0;
}

/* The record's score rows of move seq (has_seq 0: those of final
 * scoring, and those of a seq that is no move of the record). */
static void
put_recorded(FILE *out, const struct carc_record *rec, int has_seq,
    int64_t seq)
{
	size_t i, n = 0;

	putc('[', out);
	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[i];

		if (has_seq ? !s->has_seq || s->seq != seq :
		    s->has_seq && is_move(rec, s->seq))
			continue;
		fputs(n++ ? ",{\"seq\":" : "{\"seq\":", out);
		if (s->has_seq)
			fprintf(out, "%" PRId64, s->seq);
		else
			fputs("null", out);
		fputs(",\"seat\":", out);
		if (s->has_seat)
			fprintf(out, "%" PRId64, s->seat);
		else
			fputs("null", out);
		fputs(",\"points\":", out);
		if (s->has_points)
			fprintf(out, "%" PRId64, s->points);
		else
			fputs("null", out);
		fputs(",\"kind\":", out);
		if (s->kind.null)
			fputs("null", out);
		else
			carc_json_string(out, s->kind.s);
		putc('}', out);
	}
	putc(']', out);
}

/* The divergences of move seq (has_seq 0: those of no move, and those
 * of a move without a line, marked in `put` by the moves' lines). */
static void
put_divergences(FILE *out, const struct carc_verdict *v, int has_seq,
    int64_t seq, unsigned char *put)
{
	size_t i, n = 0;

	putc('[', out);
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];

		if (has_seq ? !d->has_seq || d->seq != seq : put[i])
			continue;
		if (n++)
			putc(',', out);
		carc_report_json_divergence(out, d);
		put[i] = 1;
	}
	putc(']', out);
}

static void
put_totals(FILE *out, const int *totals, size_t nseats)
{
	size_t s;

	putc('[', out);
	for (s = 0; s < nseats; s++)
		fprintf(out, "%s%d", s ? "," : "", totals[s]);
	putc(']', out);
}

/* Move i of the record as recorded, the points the rules give in it (an
 * empty array: none; the start tile's move scores nothing), the
 * record's rows of it, its divergences and each seat's total after it. */
static void
put_move(FILE *out, const struct log *l, size_t i,
    const struct carc_verdict *v, unsigned char *put, int *totals)
{
	const struct carc_move *m = &l->rec->moves[i];
	size_t s, nseats = l->rec->nplayers;

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
	put_entry(out, l, &l->moves[i]);
	fputs(",\"recorded\":", out);
	put_recorded(out, l->rec, 1, m->seq);
	fputs(",\"divergences\":", out);
	put_divergences(out, v, 1, m->seq, put);
	for (s = 0; s < nseats; s++)
		totals[s] += l->moves[i].points[s];
	fputs(",\"totals\":", out);
	put_totals(out, totals, nseats);
	fputs("}\n", out);
}

/* Final scoring (null scores: not played, as in a game not finished or
 * a replay stopped early), the rows and divergences no move's line
 * holds, the totals, the verdict. */
static void
put_final(FILE *out, const struct log *l, const struct carc_verdict *v,
    unsigned char *put, int *totals)
{
	const struct carc_record *rec = l->rec;
	size_t s, nseats = rec->nplayers;

	fprintf(out, "{\"game\":%" PRId64 ",\"seq\":null,\"seat\":null,"
	    "\"scores\":", rec->id);
	if (l->final.observed)
		put_entry(out, l, &l->final);
	else
		fputs("null", out);
	fputs(",\"recorded\":", out);
	put_recorded(out, rec, 0, 0);
	fputs(",\"divergences\":", out);
	put_divergences(out, v, 0, 0, put);
	for (s = 0; s < nseats; s++)
		totals[s] += l->final.points[s];
	fputs(",\"totals\":", out);
	put_totals(out, totals, nseats);
	fprintf(out, ",\"verdict\":\"%s\"", carc_verdict_names[v->kind]);
	if (v->kind == CARC_UNVERIFIABLE) {
		fputs(",\"reason\":", out);
		carc_json_string(out, v->reason);
	}
	fputs(",\"final\":{\"computed\":[", out);
	for (s = 0; s < nseats; s++)
		fprintf(out, "%s%d", s ? "," : "", v->computed[s]);
	fputs("],\"recorded\":[", out);
	for (s = 0; s < nseats; s++) {
		if (s)
			putc(',', out);
		if (rec->players[s].has_final)
			fprintf(out, "%" PRId64, rec->players[s].final_score);
		else
			fputs("null", out);
	}
	fputs("]}}\n", out);
}

int
carc_score_log(FILE *out, struct carc_verifier *vf,
    const struct carc_record *rec, int64_t to_seq, struct carc_verdict *v)
{
	struct log l;
	int totals[CARC_MAX_SEATS] = { 0 };
	unsigned char *put = NULL;
	size_t next = 0, last;

	memset(&l, 0, sizeof(l));
	l.rec = rec;
	l.vf = vf;
	l.moves = calloc(rec->nmoves ? rec->nmoves : 1, sizeof(*l.moves));
	l.buf = open_memstream(&l.text, &l.text_len);
	if (l.moves == NULL || l.buf == NULL) {
		l.failed = 1;
		goto out;
	}
	carc_verifier_observe(vf, watch, &l);
	carc_verify_until(vf, rec, to_seq, v);
	carc_verifier_observe(vf, NULL, NULL);
	if (fclose(l.buf) != 0)
		l.failed = 1;
	l.buf = NULL;
	put = calloc(v->ndiv ? v->ndiv : 1, 1);
	if (l.failed || put == NULL) {
		l.failed = 1;
		goto out;
	}
	/* a line for every move the verifier played, observed or not (a
	 * record of the start tile alone); none past where it stopped */
	if (v->kind != CARC_UNVERIFIABLE && rec->nmoves > 0) {
		last = to_seq < 0 || (uint64_t)to_seq >= rec->nmoves ?
		    rec->nmoves - 1 : (size_t)to_seq;
		while (next <= last && !(v->stopped &&
		    (int64_t)next >= v->stopped_seq))
			put_move(out, &l, next++, v, put, totals);
	} else {
		/* an unverifiable game: the moves up to the last the rules
		 * gave their points for before it became one */
		for (last = rec->nmoves; last > 0 && !l.moves[last - 1].observed;
		    last--)
			;
		while (next < last)
			put_move(out, &l, next++, v, put, totals);
	}
	put_final(out, &l, v, put, totals);
out:
	if (l.buf != NULL)
		fclose(l.buf);
	free(l.text);
	free(l.moves);
	free(put);
	return l.failed ? -1 : 0;
}
