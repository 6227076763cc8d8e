#!/usr/bin/env python3
"""score.py - an independent scorer for recorded base Carcassonne games.

A second implementation, written from the rules text alone
(rules/rules-en.md sections 0-2) and the tile table of doc/spec/tiles.md, with
nothing taken from carc's C engine.  It reads a recorded-game database (the
tables of doc/spec/record-format.md), replays every base game (no rows in
game_expansions, ruleset 'final'), checks each move, and computes the
points of every move and of the final scoring.

usage: score.py DB [GAME_ID ...]

Prints one JSON object per game, one per line:
  {"game": ID, "players": N, "placed": TILES, "errors": [...],
   "moves": [{"seq": S, "points": [per seat], "kinds": {"SEAT:KIND": P}}],
   "final_scoring": [per seat], "final_kinds": {"SEAT:KIND": P},
   "final": [per seat totals]}
"moves" lists only the moves that scored.  A game this scorer does not
cover (an expansion, another ruleset) is printed as {"game": ID,
"skipped": REASON}.  "errors" lists every illegal move it found.

Conventions (rules-en.md 0): x grows east, y grows south; rotation is
clockwise; half-edges NL NR EL ER SL SR WL WR clockwise from the NW corner.
"""
import json
import sqlite3
import sys

EDGES = "NESW"
HALVES = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"]
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
# a half-edge and the half-edge of the neighbour across it:
# the west half of my N edge touches the west half of the upper tile's S
# edge, which (seen from that tile's centre) is its SR.
HALF_ACROSS = {"NL": "SR", "NR": "SL", "SL": "NR", "SR": "NL",
               "EL": "WR", "ER": "WL", "WL": "ER", "WR": "EL"}

# The base tile set, transcribed from doc/spec/tiles.md: letter -> (count,
# edges N E S W, cities [(edges, coats of arms)], roads [edges],
# fields [(half-edges, indices of the tile's cities it touches)],
# monastery).
def _t(count, edges, cities, roads, fields, monastery=False):
    return {"count": count, "edges": edges,
            "cities": [(c.split(), coa) for c, coa in cities],
            "roads": [r.split() for r in roads],
            "fields": [(f.split(), adj) for f, adj in fields],
            "monastery": monastery}

ALL8 = "NL NR EL ER SL SR WL WR"
TILES = {
    "A": _t(2, "FFRF", [], ["S"], [(ALL8, [])], True),
    "B": _t(4, "FFFF", [], [], [(ALL8, [])], True),
    "C": _t(1, "CCCC", [("N E S W", 1)], [], []),
    "D": _t(4, "CRFR", [("N", 0)], ["W E"],
            [("EL WR", [0]), ("ER SL SR WL", [])]),
    "E": _t(5, "CFFF", [("N", 0)], [], [("EL ER SL SR WL WR", [0])]),
    "F": _t(2, "FCFC", [("W E", 1)], [], [("NL NR", [0]), ("SL SR", [0])]),
    "G": _t(1, "FCFC", [("W E", 0)], [], [("NL NR", [0]), ("SL SR", [0])]),
    "H": _t(3, "CFCF", [("N", 0), ("S", 0)], [], [("EL ER WL WR", [0, 1])]),
    "I": _t(2, "CFFC", [("N", 0), ("W", 0)], [], [("EL ER SL SR", [0, 1])]),
    "J": _t(3, "CRRF", [("N", 0)], ["E S"],
            [("EL SR WL WR", [0]), ("ER SL", [])]),
    "K": _t(3, "CFRR", [("N", 0)], ["S W"],
            [("EL ER SL WR", [0]), ("SR WL", [])]),
    "L": _t(3, "CRRR", [("N", 0)], ["E", "S", "W"],
            [("EL WR", [0]), ("ER SL", []), ("SR WL", [])]),
    "M": _t(2, "CFFC", [("N W", 1)], [], [("EL ER SL SR", [0])]),
    "N": _t(3, "CFFC", [("N W", 0)], [], [("EL ER SL SR", [0])]),
    "O": _t(2, "CRRC", [("N W", 1)], ["E S"], [("EL SR", [0]), ("ER SL", [])]),
    "P": _t(3, "CRRC", [("N W", 0)], ["E S"], [("EL SR", [0]), ("ER SL", [])]),
    "Q": _t(1, "CCFC", [("N E W", 1)], [], [("SL SR", [0])]),
    "R": _t(3, "CCFC", [("N E W", 0)], [], [("SL SR", [0])]),
    "S": _t(2, "CCRC", [("N E W", 1)], ["S"], [("SL", [0]), ("SR", [0])]),
    "T": _t(1, "CCRC", [("N E W", 0)], ["S"], [("SL", [0]), ("SR", [0])]),
    "U": _t(8, "FRFR", [], ["W E"], [("WR NL NR EL", []), ("ER SL SR WL", [])]),
    "V": _t(9, "FFRR", [], ["W S"], [("WR NL NR EL ER SL", []), ("SR WL", [])]),
    "W": _t(4, "FRRR", [], ["E", "S", "W"],
            [("WR NL NR EL", []), ("ER SL", []), ("SR WL", [])]),
    "X": _t(1, "RRRR", [], ["N", "E", "S", "W"],
            [("WR NL", []), ("NR EL", []), ("ER SL", []), ("SR WL", [])]),
}
assert sum(t["count"] for t in TILES.values()) == 72


def rot_edge(e, q):
    """Edge e of the defined tile, after q clockwise quarter turns."""
    return EDGES[(EDGES.index(e) + q) % 4]


def rot_half(h, q):
    return HALVES[(HALVES.index(h) + 2 * q) % 8]


class Placed:
    """A tile as it lies on the board: every feature given in board
    directions."""

    def __init__(self, letter, q):
        t = TILES[letter]
        self.letter = letter
        self.edges = {rot_edge(EDGES[i], q): t["edges"][i] for i in range(4)}
        self.cities = [([rot_edge(e, q) for e in es], coa)
                       for es, coa in t["cities"]]
        self.roads = [[rot_edge(e, q) for e in es] for es in t["roads"]]
        self.fields = [([rot_half(h, q) for h in hs], adj)
                       for hs, adj in t["fields"]]
        self.monastery = t["monastery"]

    def segment_at(self, spot):
        """The (kind, index) a meeple spot names, or None."""
        if spot in EDGES:
            for i, es in enumerate(self.roads):
                if spot in es:
                    return ("road", i)
            for i, (es, _) in enumerate(self.cities):
                if spot in es:
                    return ("city", i)
            return None
        if spot in HALVES:
            for i, (hs, _) in enumerate(self.fields):
                if spot in hs:
                    return ("field", i)
            return None
        if spot == "C" and self.monastery:
            return ("monastery", 0)
        return None


class Game:
    def __init__(self, nseats):
        self.n = nseats
        self.board = {}            # (x, y) -> Placed
        self.parent = {}           # union-find over segments (x, y, kind, i)
        self.meeples = {}          # segment -> [seat, ...] (placed there)
        self.supply = [7] * nseats
        self.points = [0] * nseats

    # -- union-find ------------------------------------------------------
    def find(self, a):
        while self.parent[a] != a:
            self.parent[a] = self.parent[self.parent[a]]
            a = self.parent[a]
        return a

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb

    def members(self, seg):
        r = self.find(seg)
        return [s for s in self.parent if s[2] == seg[2] and self.find(s) == r]

    # -- placement ---------------------------------------------------------
    def fits(self, letter, x, y, q):
        """None if tile letter fits at (x, y) rotated q, else the reason."""
        if (x, y) in self.board:
            return "square (%d,%d) is occupied" % (x, y)
        p = Placed(letter, q)
        touching = 0
        for e in EDGES:
            dx, dy = DELTA[e]
            nb = self.board.get((x + dx, y + dy))
            if nb is None:
                continue
            touching += 1
            if nb.edges[OPPOSITE[e]] != p.edges[e]:
                return "edge %s (%s) does not match the neighbour's %s (%s)" % (
                    e, p.edges[e], OPPOSITE[e], nb.edges[OPPOSITE[e]])
        if touching == 0:
            return "(%d,%d) shares no edge with a placed tile" % (x, y)
        return None

    def fits_anywhere(self, letter):
        cand = set()
        for (x, y) in self.board:
            for dx, dy in DELTA.values():
                if (x + dx, y + dy) not in self.board:
                    cand.add((x + dx, y + dy))
        return any(self.fits(letter, x, y, q) is None
                   for (x, y) in cand for q in range(4))

    def place(self, letter, x, y, q):
        p = Placed(letter, q)
        self.board[(x, y)] = p
        for i in range(len(p.roads)):
            self.parent[(x, y, "road", i)] = (x, y, "road", i)
        for i in range(len(p.cities)):
            self.parent[(x, y, "city", i)] = (x, y, "city", i)
        for i in range(len(p.fields)):
            self.parent[(x, y, "field", i)] = (x, y, "field", i)
        if p.monastery:
            self.parent[(x, y, "monastery", 0)] = (x, y, "monastery", 0)
        # join roads and cities across each edge, fields across half-edges
        for e in EDGES:
            dx, dy = DELTA[e]
            nx, ny = x + dx, y + dy
            nb = self.board.get((nx, ny))
            if nb is None:
                continue
            o = OPPOSITE[e]
            for kind, mine, theirs in (("road", p.roads, nb.roads),
                                       ("city", [c[0] for c in p.cities],
                                        [c[0] for c in nb.cities])):
                for i, es in enumerate(mine):
                    if e not in es:
                        continue
                    for j, os_ in enumerate(theirs):
                        if o in os_:
                            self.union((x, y, kind, i), (nx, ny, kind, j))
            for i, (hs, _) in enumerate(p.fields):
                for h in hs:
                    if h[0] != e:
                        continue
                    for j, (ohs, _) in enumerate(nb.fields):
                        if HALF_ACROSS[h] in ohs:
                            self.union((x, y, "field", i), (nx, ny, "field", j))
        return p

    # -- features ------------------------------------------------------------
    def is_complete(self, seg):
        kind = seg[2]
        if kind == "monastery":
            x, y = seg[0], seg[1]
            return all((x + dx, y + dy) in self.board
                       for dx in (-1, 0, 1) for dy in (-1, 0, 1))
        for (x, y, k, i) in self.members(seg):
            t = self.board[(x, y)]
            es = t.roads[i] if k == "road" else t.cities[i][0]
            for e in es:
                dx, dy = DELTA[e]
                if (x + dx, y + dy) not in self.board:
                    return False
        return True

    def value(self, seg, complete):
        kind = seg[2]
        if kind == "monastery":
            x, y = seg[0], seg[1]
            n = sum((x + dx, y + dy) in self.board
                    for dx in (-1, 0, 1) for dy in (-1, 0, 1))
            return n   # 9 when complete; 1 + neighbours otherwise
        mem = self.members(seg)
        tiles = len({(m[0], m[1]) for m in mem})
        if kind == "road":
            return tiles
        coa = sum(self.board[(m[0], m[1])].cities[m[3]][1] for m in mem)
        return (2 * tiles + 2 * coa) if complete else (tiles + coa)

    def holders(self, seg):
        """Meeple owners in seg's feature, with their placement segments."""
        r = self.find(seg)
        out = []
        for s, seats in self.meeples.items():
            if s[2] == seg[2] and self.find(s) == r:
                out.extend((s, seat) for seat in seats)
        return out

    def award(self, holders, pts, kind, into):
        if not holders or pts == 0:
            return
        count = {}
        for _, seat in holders:
            count[seat] = count.get(seat, 0) + 1
        top = max(count.values())
        for seat, c in count.items():
            if c == top:
                key = "%d:%s" % (seat, kind)
                into[key] = into.get(key, 0) + pts
                self.points[seat] += pts

    def send_home(self, holders):
        for s, seat in holders:
            self.meeples[s].remove(seat)
            if not self.meeples[s]:
                del self.meeples[s]
            self.supply[seat] += 1

    def score_after(self, x, y, p):
        """Score every feature the tile at (x, y) completed."""
        got = {}
        segs = [(x, y, "road", i) for i in range(len(p.roads))]
        segs += [(x, y, "city", i) for i in range(len(p.cities))]
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                t = self.board.get((x + dx, y + dy))
                if t is not None and t.monastery:
                    segs.append((x + dx, y + dy, "monastery", 0))
        done = set()
        for s in segs:
            r = self.find(s)
            if r in done:
                continue
            done.add(r)
            if not self.is_complete(s):
                continue
            h = self.holders(s)
            if h:
                self.award(h, self.value(s, True), s[2], got)
                self.send_home(h)
        return got

    def final_scoring(self):
        got = {}
        done = set()
        for s in list(self.meeples):
            if s not in self.meeples:
                continue
            r = self.find(s)
            if r in done:
                continue
            done.add(r)
            h = self.holders(s)
            if s[2] == "field":
                cities = set()
                for (x, y, _, i) in self.members(s):
                    for c in self.board[(x, y)].fields[i][1]:
                        cities.add(self.find((x, y, "city", c)))
                pts = 3 * sum(1 for c in cities if self.is_complete(c))
                self.award(h, pts, "field", got)
            else:
                self.award(h, self.value(s, self.is_complete(s)), s[2], got)
        return got


def per_seat(kinds, n):
    out = [0] * n
    for key, pts in kinds.items():
        out[int(key.split(":")[0])] += pts
    return out


def replay(db, gid):
    g_row = db.execute("SELECT ruleset, tile_supply, status FROM games "
                       "WHERE id = ?", (gid,)).fetchone()
    ruleset, supply, status = g_row
    exps = [r[0] for r in db.execute(
        "SELECT name FROM game_expansions WHERE game_id = ?", (gid,))]
    if exps:
        return {"game": gid, "skipped": "expansions " + ",".join(exps)}
    if ruleset != "final":
        return {"game": gid, "skipped": "ruleset " + ruleset}
    seats = [r[0] for r in db.execute(
        "SELECT seat FROM players WHERE game_id = ? ORDER BY seat", (gid,))]
    n = len(seats)
    if seats != list(range(n)):
        return {"game": gid, "skipped": "seats are not 0..n-1"}
    errors = []
    game = Game(n)
    left = {k: t["count"] for k, t in TILES.items()}
    moves_out = []
    expect_seat = None
    placed = 0
    rows = db.execute("SELECT seq, seat, tile, action, x, y, rotation, meeple "
                      "FROM moves WHERE game_id = ? ORDER BY seq", (gid,))
    for k, (seq, seat, tile, action, x, y, rot, spot) in enumerate(rows):
        def err(msg):
            errors.append({"seq": seq, "seat": seat, "error": msg})
        if seq != k:
            err("seq gap: expected %d" % k)
            break
        if tile not in TILES:
            err("unknown tile %r" % tile)
            break
        if supply == "standard":
            if left[tile] == 0:
                err("no %s left in the supply" % tile)
            left[tile] -= 1
        if rot not in (0, 90, 180, 270) and action == "place":
            err("rotation %r" % rot)
            break
        if seq == 0:
            if (tile, action, x, y, rot, seat, spot) != (
                    "D", "place", 0, 0, 0, None, None):
                err("seq 0 is not the start tile D at (0,0) rotation 0")
            game.place(tile, x, y, rot // 90)
            placed += 1
            expect_seat = 0
            continue
        if seat != expect_seat:
            err("seat %r moved, seat %d was due" % (seat, expect_seat))
        if action == "discard":
            if game.fits_anywhere(tile):
                err("discarded %s, which fits somewhere" % tile)
            expect_seat = seat          # the same seat draws again
            continue
        if action != "place":
            err("action %r" % action)
            break
        if game.fits_anywhere(tile) is False:
            err("%s fits nowhere, so it should have been discarded" % tile)
        why = game.fits(tile, x, y, rot // 90)
        if why is not None:
            err("illegal placement of %s: %s" % (tile, why))
            if (x, y) in game.board:
                break
        p = game.place(tile, x, y, rot // 90)
        placed += 1
        if spot is not None:
            seg = p.segment_at(spot)
            if seg is None:
                err("no feature at meeple spot %s of %s" % (spot, tile))
                break
            seg = (x, y) + seg
            if game.supply[seat] == 0:
                err("seat %d has no meeple left" % seat)
            if game.holders(seg):
                err("meeple on %s: the %s already holds a meeple"
                    % (spot, seg[2]))
            game.meeples.setdefault(seg, []).append(seat)
            game.supply[seat] -= 1
        got = game.score_after(x, y, p)
        if got:
            moves_out.append({"seq": seq, "points": per_seat(got, n),
                              "kinds": got})
        expect_seat = (seat + 1) % n
    fin = {}
    if status == "finished":
        fin = game.final_scoring()
    return {"game": gid, "players": n, "placed": placed, "errors": errors,
            "moves": moves_out, "final_scoring": per_seat(fin, n),
            "final_kinds": fin, "final": game.points}


def main(argv):
    if len(argv) < 2:
        sys.stderr.write("usage: score.py DB [GAME_ID ...]\n")
        return 2
    db = sqlite3.connect("file:%s?mode=ro" % argv[1], uri=True)
    ids = [int(a) for a in argv[2:]] or [
        r[0] for r in db.execute("SELECT id FROM games ORDER BY id")]
    for gid in ids:
        print(json.dumps(replay(db, gid), sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
