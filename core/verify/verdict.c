/* verdict.c - see verdict.h */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify/verdict.h"

const char *const carc_verdict_names[3] = {
	[CARC_VALID] = "valid",
	[CARC_DIVERGENT] = "divergent",
	[CARC_UNVERIFIABLE] = "unverifiable",
};

void
carc_verdict_init(struct carc_verdict *v)
{
	memset(v, 0, sizeof(*v));
}

void
carc_verdict_free(struct carc_verdict *v)
{
	free(v->div);
	memset(v, 0, sizeof(*v));
}

int
carc_verdict_copy(struct carc_verdict *dst, const struct carc_verdict *src)
{
	struct carc_divergence *div = dst->div;
	size_t cap = dst->div_cap;

	if (src->ndiv > cap) {
		if ((div = realloc(div, src->ndiv * sizeof(*div))) == NULL)
			return -1;
		cap = src->ndiv;
	}
	memcpy(dst, src, sizeof(*dst));
	dst->div = div;
	dst->div_cap = cap;
	if (src->ndiv > 0)
		memcpy(div, src->div, src->ndiv * sizeof(*div));
	return 0;
}

void
carc_verdict_reset(struct carc_verdict *v, int64_t game)
{
	struct carc_divergence *div = v->div;
	size_t cap = v->div_cap;

	/* Keep the array: the daemon verifies game after game and its
	 * memory must not grow with them (DESIGN.md, performance). */
	memset(v, 0, sizeof(*v));
	v->div = div;
	v->div_cap = cap;
	v->game = game;
}

struct carc_divergence *
carc_verdict_add(struct carc_verdict *v, const char *rule)
{
	struct carc_divergence *d;
	size_t ncap;

	if (v->ndiv == v->div_cap) {
		ncap = v->div_cap == 0 ? 16 : v->div_cap * 2;
		d = realloc(v->div, ncap * sizeof(*d));
		if (d == NULL) {
			/* A verdict missing a divergence would be wrong: the
			 * verifier turns it into "out of memory". */
			v->oom = 1;
			memset(&v->spill, 0, sizeof(v->spill));
			v->spill.rule = rule;
			return &v->spill;
		}
		v->div = d;
		v->div_cap = ncap;
	}
	d = &v->div[v->ndiv++];
	memset(d, 0, sizeof(*d));
	d->rule = rule;
	return d;
}

void
carc_divergence_hint(struct carc_divergence *d, const char *rule,
    const char *fmt, ...)
{
	va_list ap;

	d->hint_rule = rule;
	d->hint[0] = '\0';
	if (rule == NULL)
		return;
	va_start(ap, fmt);
	vsnprintf(d->hint, sizeof(d->hint), fmt, ap);
	va_end(ap);
}
