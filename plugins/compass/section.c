/*
 * section.c - see section.h.  Pure arithmetic: no state, no host.
 */
#include <string.h>

#include "section.h"

static const struct {
	const char *name;
	struct rose_section s;
	int spielbox;
} names[] = {
	{ "NE", { +1, +1 }, 0 },
	{ "SE", { -1, +1 }, 0 },
	{ "SW", { -1, -1 }, 0 },
	{ "NW", { +1, -1 }, 0 },
	/* ROSE-SPIELBOX: two halves, only rose-north is constrained */
	{ "N", { +1, 0 }, 1 },
	{ "S", { -1, 0 }, 1 },
	/* E and W arise only from turning a Spielbox label (explain) */
	{ "E", { 0, +1 }, -1 },
	{ "W", { 0, -1 }, -1 },
};

#define NNAMES (sizeof(names) / sizeof(names[0]))

int
rose_section_parse(const char *name, struct rose_section *out, int *spielbox)
{
	size_t i;

	for (i = 0; i < NNAMES; i++) {
		if (names[i].spielbox < 0 || strcmp(names[i].name, name) != 0)
			continue;
		*out = names[i].s;
		*spielbox = names[i].spielbox;
		return 0;
	}
	return -1;
}

const char *
rose_section_name(struct rose_section s)
{
	size_t i;

	for (i = 0; i < NNAMES; i++)
		if (names[i].s.sn == s.sn && names[i].s.se == s.se)
			return names[i].name;
	return "?";
}

/*
 * ROSE-SECTION: dx = x - rx, dn = ry - y (y grows south), then into the
 * rose's frame by its rotation r (the table of rules-en.md 3.2):
 *	r = 0: n = dn, e = dx		r = 90: n = dx, e = -dn
 *	r = 180: n = -dn, e = -dx	r = 270: n = -dx, e = dn
 * i.e. each quarter turn of the rose turns the offset back by one.
 */
void
rose_offset(const struct rose_frame *r, int x, int y, int *n, int *e)
{
	int dn = r->y - y, dx = x - r->x, k, t;

	for (k = 0; k < (r->rot & 3); k++) {
		t = dn;
		dn = dx;
		dx = -t;
	}
	*n = dn;
	*e = dx;
}

int
rose_section_holds(struct rose_section s, int n, int e)
{
	return s.sn * n >= 0 && s.se * e >= 0;
}

/* A quarter turn clockwise maps rose-north to rose-east and rose-east
 * to rose-south: (sn, se) -> (-se, sn). */
struct rose_section
rose_section_turn(struct rose_section s, int k)
{
	int i, t;

	for (i = 0; i < (k & 3); i++) {
		t = s.sn;
		s.sn = -s.se;
		s.se = t;
	}
	return s;
}
