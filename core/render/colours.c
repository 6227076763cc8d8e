/*
 * colours.c - the colours of the seats' figures (svg.h), as every picture
 * and page draws them.
 */
#include "config.h"

#include <string.h>
#include <strings.h>

#include "engine/game.h"
#include "render/svg.h"

static const char *const seat_colours[CARC_GAME_SEATS] = {
	"#1f5fbf", "#d62728", "#f2c200", "#222222", "#8e44ad", "#ff7f0e"
};

const char *
carc_seat_colour(int seat)
{
	if (seat < 0 || seat >= CARC_GAME_SEATS)
		return "#888888";
	return seat_colours[seat];
}

/*
 * Names and colours: a player named after a meeple colour ("Red", "blue
 * player") gets that colour, whatever the seat; the other seats take the
 * colours no name claimed, in the usual seat order (blue, red, yellow,
 * black, purple, orange, then green, grey, pink).  A record naming no
 * colour keeps the seat colours.  Every picture and page uses this.
 */
static const struct { const char *name, *alias, *rgb; } named_colours[] = {
	{ "blue", NULL, "#1f5fbf" }, { "red", NULL, "#d62728" },
	{ "yellow", NULL, "#f2c200" }, { "black", NULL, "#222222" },
	{ "purple", "violet", "#8e44ad" }, { "orange", NULL, "#ff7f0e" },
	{ "green", NULL, "#2e9e3e" }, { "grey", "gray", "#8c8c8c" },
	{ "pink", NULL, "#e377c2" }
};
#define NCOLOURS (sizeof(named_colours) / sizeof(named_colours[0]))

/* The colour a name starts with, as a whole word, or -1. */
static int
colour_of_name(const char *name)
{
	size_t i, n;
	const char *w;

	while (*name == ' ')
		name++;
	for (i = 0; i < NCOLOURS; i++) {
		int k;

		for (k = 0; k < 2; k++) {
			w = k ? named_colours[i].alias : named_colours[i].name;
			if (w == NULL)
				continue;
			n = strlen(w);
			if (strncasecmp(name, w, n) == 0 &&
			    !((name[n] >= 'a' && name[n] <= 'z') ||
			    (name[n] >= 'A' && name[n] <= 'Z')))
				return (int)i;
		}
	}
	return -1;
}

void
carc_seat_colours(const struct carc_record *rec,
    const char *out[CARC_MAX_SEATS])
{
	int taken[NCOLOURS], c;
	size_t s, n = rec != NULL ? rec->nplayers : 0, next = 0;

	memset(taken, 0, sizeof(taken));
	for (s = 0; s < CARC_MAX_SEATS; s++)
		out[s] = NULL;
	for (s = 0; s < n && s < CARC_MAX_SEATS; s++)
		if ((c = colour_of_name(rec->players[s].name)) >= 0 &&
		    !taken[c]) {
			taken[c] = 1;
			out[s] = named_colours[c].rgb;
		}
	for (s = 0; s < CARC_MAX_SEATS; s++) {
		if (out[s] != NULL)
			continue;
		while (next < NCOLOURS && taken[next])
			next++;
		if (next == NCOLOURS) {
			out[s] = "#888888";
			continue;
		}
		taken[next] = 1;
		out[s] = named_colours[next].rgb;
	}
}
