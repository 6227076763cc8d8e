/* report.c - see report.h */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "verify/report.h"

void
carc_json_string(FILE *out, const char *s)
{
	const unsigned char *p;

	putc('"', out);
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		switch (*p) {
		case '"':
			fputs("\\\"", out);
			break;
		case '\\':
			fputs("\\\\", out);
			break;
		case '\n':
			fputs("\\n", out);
			break;
		case '\t':
			fputs("\\t", out);
			break;
		default:
			/* control bytes escaped; anything else as it is
			 * (record text is bounded and printed cut) */
			if (*p < 0x20 || *p == 0x7f)
				fprintf(out, "\\u%04x", *p);
			else
				putc(*p, out);
		}
	}
	putc('"', out);
}

static void
json_seq_seat(FILE *out, const struct carc_divergence *d)
{
	if (d->has_seq)
		fprintf(out, "{\"seq\":%" PRId64, d->seq);
	else
		fputs("{\"seq\":null", out);
	if (d->has_seat)
		fprintf(out, ",\"seat\":%d", d->seat);
	else
		fputs(",\"seat\":null", out);
}

void
carc_report_json(FILE *out, const struct carc_verdict *v)
{
	size_t i;

	fprintf(out, "{\"game\":%" PRId64 ",\"verdict\":\"%s\"", v->game,
	    carc_verdict_names[v->kind]);
	if (v->kind == CARC_UNVERIFIABLE) {
		fputs(",\"reason\":", out);
		carc_json_string(out, v->reason);
	}
	fputs(",\"engine\":", out);
	carc_json_string(out, v->engine);
	fputs(",\"divergences\":[", out);
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];

		if (i > 0)
			putc(',', out);
		json_seq_seat(out, d);
		fputs(",\"rule\":", out);
		carc_json_string(out, d->rule);
		fputs(",\"expected\":", out);
		carc_json_string(out, d->expected);
		fputs(",\"recorded\":", out);
		carc_json_string(out, d->recorded);
		fputs(",\"message\":", out);
		carc_json_string(out, d->message);
		/* spec/cli.md: "hint" only where there is one */
		if (d->hint_rule != NULL) {
			fputs(",\"hint\":{\"rule\":", out);
			carc_json_string(out, d->hint_rule);
			fputs(",\"message\":", out);
			carc_json_string(out, d->hint);
			putc('}', out);
		}
		putc('}', out);
	}
	fputs("],\"final\":{\"computed\":[", out);
	for (i = 0; i < v->nseats; i++)
		fprintf(out, "%s%d", i ? "," : "", v->computed[i]);
	fputs("],\"recorded\":[", out);
	for (i = 0; i < v->nseats; i++) {
		if (v->has_recorded[i])
			fprintf(out, "%s%" PRId64, i ? "," : "", v->recorded[i]);
		else
			fprintf(out, "%snull", i ? "," : "");
	}
	fprintf(out, "]},\"moves_only\":%s}\n", v->moves_only ? "true" :
	    "false");
}

void
carc_report_divergence(FILE *out, const struct carc_divergence *d)
{
	if (d->has_seq)
		fprintf(out, "  seq %-4" PRId64, d->seq);
	else
		fputs("  final   ", out);
	if (d->has_seat)
		fprintf(out, " seat %d ", d->seat);
	else
		fputs("        ", out);
	fprintf(out, " %-22s %s\n", d->rule, d->message);
	fprintf(out, "%38s expected %s, recorded %s\n", "", d->expected,
	    d->recorded);
	if (d->hint_rule != NULL)
		fprintf(out, "%38s hint %s: %s\n", "", d->hint_rule, d->hint);
}

void
carc_report_text(FILE *out, const struct carc_verdict *v, const char *db)
{
	size_t i;

	fprintf(out, "game %" PRId64 ": %s", v->game,
	    carc_verdict_names[v->kind]);
	if (v->kind == CARC_UNVERIFIABLE)
		fprintf(out, ": %s", v->reason);
	else if (v->ndiv > 0)
		fprintf(out, " (%zu divergence%s)", v->ndiv,
		    v->ndiv == 1 ? "" : "s");
	if (v->moves_only && v->kind != CARC_UNVERIFIABLE)
		fputs(" (moves only: legality checked, scores computed)", out);
	putc('\n', out);
	for (i = 0; i < v->ndiv; i++)
		carc_report_divergence(out, &v->div[i]);
	if (v->kind != CARC_UNVERIFIABLE && v->nseats > 0) {
		fputs("  totals:  computed", out);
		for (i = 0; i < v->nseats; i++)
			fprintf(out, " %d", v->computed[i]);
		fputs(", recorded", out);
		for (i = 0; i < v->nseats; i++) {
			if (v->has_recorded[i])
				fprintf(out, " %" PRId64, v->recorded[i]);
			else
				fputs(" -", out);
		}
		putc('\n', out);
	}
	if (v->kind == CARC_DIVERGENT && db != NULL && v->ndiv > 0) {
		const struct carc_divergence *d = &v->div[0];

		if (d->has_seq)
			fprintf(out, "  see the board: carc replay %s --game %"
			    PRId64 " --to %" PRId64 "\n", db, v->game, d->seq);
		else
			fprintf(out, "  see the board: carc replay %s --game %"
			    PRId64 "\n", db, v->game);
	}
}
