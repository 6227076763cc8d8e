/* compare.c - see compare.h */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compare/compare.h"
#include "engine/game.h"

int
carc_variant_parse(struct carc_variant *out, const char *text,
    struct carc_error *err)
{
	char buf[128], *tok, *save = NULL;

	memset(out, 0, sizeof(*out));
	if (strlen(text) >= sizeof(buf) || text[0] == '\0')
		return carc_error_set(err, "variant '%s' is empty or too long",
		    text);
	snprintf(out->text, sizeof(out->text), "%s", text);
	snprintf(buf, sizeof(buf), "%s", text);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		char op = '=', *colon;

		if (carc_ruleset_parse(tok) >= 0) {
			snprintf(out->ruleset, sizeof(out->ruleset), "%s", tok);
			continue;
		}
		if (tok[0] == '+' || tok[0] == '-')
			op = *tok++;
		if (out->nchanges == CARC_VARIANT_MAX_CHANGES)
			return carc_error_set(err, "variant '%s' has too many "
			    "changes", text);
		colon = strchr(tok, ':');
		if (colon != NULL)
			*colon++ = '\0';
		if (!carc_plugin_name_valid(tok) || (op == '=' && colon == NULL) ||
		    (op == '-' && colon != NULL) ||
		    (colon != NULL && (colon[0] == '\0' ||
		    strlen(colon) >= CARC_SET_MAX)))
			return carc_error_set(err, "variant '%s': '%s' is not "
			    "a ruleset, PLUGIN:VARIANT, +PLUGIN[:VARIANT] or "
			    "-PLUGIN", text, tok);
		out->change[out->nchanges].op = op;
		snprintf(out->change[out->nchanges].name, CARC_SET_MAX, "%s",
		    tok);
		snprintf(out->change[out->nchanges].variant, CARC_SET_MAX, "%s",
		    colon ? colon : "");
		out->nchanges++;
	}
	return 0;
}

/* The record as the variant would have it: the header and expansions
 * changed, the moves and scores shared. */
static void
apply_variant(const struct carc_variant *vr, const struct carc_record *in,
    struct carc_record *out)
{
	size_t c, i;

	*out = *in;
	if (vr == NULL)
		return;
	if (vr->ruleset[0] != '\0')
		snprintf(out->ruleset, sizeof(out->ruleset), "%s", vr->ruleset);
	for (c = 0; c < vr->nchanges; c++) {
		const char *name = vr->change[c].name;
		const char *variant = vr->change[c].variant;
		struct carc_expansion *x = NULL;

		for (i = 0; i < out->nexpansions; i++)
			if (strcmp(out->expansions[i].name, name) == 0)
				x = &out->expansions[i];
		if (vr->change[c].op == '-') {
			if (x != NULL) {
				*x = out->expansions[--out->nexpansions];
			}
			continue;
		}
		if (x == NULL) {
			/* PLUGIN:VARIANT changes only games that have it */
			if (vr->change[c].op == '=' ||
			    out->nexpansions == CARC_MAX_EXPANSIONS)
				continue;
			x = &out->expansions[out->nexpansions++];
			memset(x, 0, sizeof(*x));
			snprintf(x->name, sizeof(x->name), "%s", name);
		}
		if (variant[0] != '\0') {
			snprintf(x->variant, sizeof(x->variant), "%s", variant);
			x->has_variant = 1;
		}
	}
}

void
carc_play_free(struct carc_play *p)
{
	free(p->pts);
	p->pts = NULL;
	p->npts = p->cap = 0;
}

static void
collect(void *arg, int64_t seq, const struct carc_award *a, size_t n)
{
	struct carc_play *p = arg;
	size_t i;

	for (i = 0; i < n; i++) {
		int k;

		/* each part under its own rule: a plugin's bonus lost under
		 * a variant shows under the bonus's rule, not the road's */
		for (k = 0; k < a[i].nparts; k++) {
			struct carc_play_points *pp;

			if (p->npts == p->cap) {
				size_t ncap = p->cap ? 2 * p->cap : 64;
				void *np = realloc(p->pts, ncap * sizeof(*pp));

				if (np == NULL) {
					/* a play missing points would
					 * compare wrong: unverifiable */
					p->oom = 1;
					return;
				}
				p->pts = np;
				p->cap = ncap;
			}
			pp = &p->pts[p->npts++];
			pp->seq = seq;
			pp->seat = a[i].seat;
			pp->points = a[i].parts[k].points;
			pp->rule = a[i].parts[k].rule;
		}
	}
}

int
carc_compare_play(struct carc_verifier *vf, const struct carc_record *rec,
    const struct carc_variant *variant, struct carc_play *out)
{
	struct carc_record r;
	struct carc_verdict v;
	size_t s;

	out->as = variant ? variant->text : "record";
	out->npts = 0;
	out->oom = 0;
	out->reason[0] = '\0';
	apply_variant(variant, rec, &r);
	carc_verdict_init(&v);
	carc_verifier_observe(vf, collect, out);
	/* Under another variant the record's tiles of the first one play
	 * as the second's (a tile only one variant prints). */
	carc_verifier_any_variant(vf, variant != NULL);
	carc_verify(vf, &r, &v);
	carc_verifier_any_variant(vf, 0);
	carc_verifier_observe(vf, NULL, NULL);
	out->kind = v.kind;
	out->nseats = v.nseats;
	for (s = 0; s < v.nseats; s++)
		out->total[s] = v.computed[s];
	if (out->oom && v.kind != CARC_UNVERIFIABLE) {
		out->kind = CARC_UNVERIFIABLE;
		snprintf(out->reason, sizeof(out->reason), "out of memory");
	} else if (v.kind == CARC_UNVERIFIABLE)
		snprintf(out->reason, sizeof(out->reason), "%s", v.reason);
	carc_verdict_free(&v);
	return out->kind == CARC_UNVERIFIABLE ? -1 : 0;
}

static int
seq_before(int64_t a, int64_t b)
{
	/* final scoring (-1) comes last */
	if (a == b)
		return 0;
	if (a < 0)
		return 0;
	if (b < 0)
		return 1;
	return a < b;
}

static int
sum(const struct carc_play *p, int64_t seq, int seat, const char *rule)
{
	size_t i;
	int n = 0;

	for (i = 0; i < p->npts; i++)
		if (p->pts[i].seq == seq && p->pts[i].seat == seat &&
		    (rule == NULL || strcmp(p->pts[i].rule, rule) == 0))
			n += p->pts[i].points;
	return n;
}

static void
add_rule(struct carc_compare_diff *d, const char *rule)
{
	size_t i;

	for (i = 0; i < d->nrules; i++)
		if (strcmp(d->rules[i], rule) == 0)
			return;
	if (d->nrules < 4)
		d->rules[d->nrules++] = rule;
}

size_t
carc_compare_diff(const struct carc_play *base, const struct carc_play *alt,
    struct carc_compare_diff **out)
{
	const struct carc_play *side[2] = { base, alt };
	struct carc_compare_diff *d = NULL;
	size_t n = 0, cap = 0, i, j, k;

	for (k = 0; k < 2; k++) {
		for (i = 0; i < side[k]->npts; i++) {
			const struct carc_play_points *pp = &side[k]->pts[i];
			struct carc_compare_diff *nd;
			int seen = 0, b, a;

			for (j = 0; j < n; j++)
				if (d[j].seq == pp->seq && d[j].seat == pp->seat)
					seen = 1;
			if (seen)
				continue;
			b = sum(base, pp->seq, pp->seat, NULL);
			a = sum(alt, pp->seq, pp->seat, NULL);
			if (a == b) {
				/* the same points under other rules still
				 * differ in what gives them: not a change */
				continue;
			}
			if (n == cap) {
				cap = cap ? 2 * cap : 16;
				if ((nd = realloc(d, cap * sizeof(*d))) ==
				    NULL) {
					free(d);
					*out = NULL;
					return (size_t)-1;
				}
				d = nd;
			}
			nd = &d[n++];
			memset(nd, 0, sizeof(*nd));
			nd->seq = pp->seq;
			nd->seat = pp->seat;
			nd->before = b;
			nd->after = a;
		}
	}
	/* which rules' points differ in each changed move */
	for (j = 0; j < n; j++)
		for (k = 0; k < 2; k++)
			for (i = 0; i < side[k]->npts; i++) {
				const struct carc_play_points *pp =
				    &side[k]->pts[i];

				if (pp->seq != d[j].seq || pp->seat != d[j].seat)
					continue;
				if (sum(base, pp->seq, pp->seat, pp->rule) !=
				    sum(alt, pp->seq, pp->seat, pp->rule))
					add_rule(&d[j], pp->rule);
			}
	/* order of play, then seat */
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && (seq_before(d[j].seq, d[j - 1].seq) ||
		    (d[j].seq == d[j - 1].seq && d[j].seat < d[j - 1].seat));
		    j--) {
			struct carc_compare_diff t = d[j];

			d[j] = d[j - 1];
			d[j - 1] = t;
		}
	*out = d;
	return n;
}

unsigned
carc_play_winners(const struct carc_play *p)
{
	unsigned w = 0;
	size_t s;
	int max = 0;

	for (s = 0; s < p->nseats; s++)
		if (s == 0 || p->total[s] > max)
			max = p->total[s];
	for (s = 0; s < p->nseats; s++)
		if (p->total[s] == max)
			w |= 1u << s;
	return w;
}
