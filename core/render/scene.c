/* scene.c - see scene.h */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "engine/view.h"
#include "render/scene.h"

void
carc_scene_init(struct carc_scene *sc, const struct carc_game *g,
    const struct carc_record *rec, const struct carc_verdict *v,
    int64_t to_seq)
{
	memset(sc, 0, sizeof(*sc));
	sc->g = g;
	sc->rec = rec;
	sc->v = v;
	if (rec->nmoves == 0 || v->kind == CARC_UNVERIFIABLE) {
		sc->seq = -1;
		sc->stopped = 1;
		return;
	}
	/* carc_verify_until plays final scoring only for the whole record */
	sc->whole = to_seq < 0;
	sc->seq = sc->whole || (uint64_t)to_seq >= rec->nmoves ?
	    (int64_t)rec->nmoves - 1 : to_seq;
	/* The verifier says where it stopped, if it did: a record it can
	 * no longer apply (a tile on a taken square, a meeple spot the tile
	 * lacks).  Its verdict covers the moves up to seq only. */
	if (v->stopped && v->stopped_seq <= sc->seq)
		sc->stopped = 1;
	sc->final = sc->whole && !sc->stopped &&
	    strcmp(rec->status, "finished") == 0;
}

void
carc_scene_player(const struct carc_scene *sc, int seat, char *out,
    size_t outlen)
{
	if (seat >= 0 && (size_t)seat < sc->rec->nplayers &&
	    sc->rec->players[seat].name[0] != '\0')
		snprintf(out, outlen, "%s (seat %d)",
		    sc->rec->players[seat].name, seat);
	else if (seat >= 0)
		snprintf(out, outlen, "seat %d", seat);
	else
		snprintf(out, outlen, "nobody");
}

void
carc_scene_move(const struct carc_scene *sc, int64_t seq, char *out,
    size_t outlen)
{
	const struct carc_move *m;
	char who[96];
	size_t len;

	if (seq < 0 || (uint64_t)seq >= sc->rec->nmoves) {
		snprintf(out, outlen, "no move");
		return;
	}
	m = &sc->rec->moves[seq];
	if (!m->has_seat)
		snprintf(who, sizeof(who), "start tile:");
	else
		carc_scene_player(sc, (int)m->seat, who, sizeof(who));
	if (m->action == CARC_ACTION_DISCARD) {
		snprintf(out, outlen, "%s discarded %s", who, m->tile);
		return;
	}
	if (!m->has_seat)
		snprintf(out, outlen, "start tile %s at (%" PRId64 ",%" PRId64
		    ") rotation %" PRId64, m->tile, m->x, m->y, m->rotation);
	else
		snprintf(out, outlen, "%s placed %s at (%" PRId64 ",%" PRId64
		    ") rotation %" PRId64, who, m->tile, m->x, m->y,
		    m->rotation);
	len = strlen(out);
	if (!m->meeple.null && len < outlen)
		snprintf(out + len, outlen - len, ", meeple on %s",
		    m->meeple.s);
}
