#!/usr/bin/env python3
"""jcz-roundtrip.py DB OUTDIR ROOT - write each game of a carc database
(carc gen's) as a JCloisterZone 5.x save, in the shapes doc/import-jcz.md
describes (and JCloisterZone writes): the sets and elements of each
plugin's import block, the start tile, PLACE_TILE / DEPLOY_MEEPLE /
RETURN_MEEPLE / PASS / COMMIT, no message for a discard, meeple ids
player.type.number.  tests/jcz-roundtrip.sh imports them back and
compares.  Games the format cannot hold (a plugin without a jcz block, a
tile without a JCloisterZone id) are left out and counted on stderr.  Standard library only.
"""
import glob
import importlib.util
import json
import os
import sqlite3
import sys

EDGES = "NESW"


def load_catalogues(root):
    spec = importlib.util.spec_from_file_location(
        "tiles_spec", os.path.join(root, "tests", "tiles-spec.py"))
    ts = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ts)
    tiles, blocks = {}, {}
    files = [("base", os.path.join(root, "core", "tiles", "base.yaml"))]
    for p in sorted(glob.glob(os.path.join(root, "plugins", "*", "*.yaml"))):
        files.append((os.path.basename(os.path.dirname(p)), p))
    for name, path in files:
        with open(path, encoding="utf-8") as f:
            doc = ts.load_yaml(f.read(), path)
        if isinstance(doc, dict):
            blocks[name] = (doc.get("import") or {}).get("jcz")
            doc = doc["tiles"]
        for t in doc:
            tiles[t["id"]] = t
    return tiles, blocks


def spot_feature(tile, rot, spot, kind=""):
    """JCloisterZone's (location, feature) for our spot on a tile placed
    at rotation rot (quarter turns): an edge spot names the road or city
    through it, a half-edge the field, C the centre: the monastery, the
    garden (the abbot's where a tile has it and a centre field), or the
    field that reaches no edge (inns_and_cathedrals.xml: <field>I</field>)."""
    if spot == "C":
        if tile.get("monastery") in (True, "true"):
            return "I", "Monastery"
        garden = tile.get("garden") in (True, "true")
        inner = any(f.get("halves") == [] for f in tile.get("fields", []))
        if garden and (kind == "abbot" or not inner):
            return "I", "Garden"
        if inner:
            return "I", "Field"
        return None
    e = EDGES.index(spot[0])
    kind = tile["edges"][EDGES[(e - rot) % 4]]
    if len(spot) == 2:
        return spot, "Field"
    return spot, {"road": "Road", "city": "City"}.get(kind)


def jcz_sets(exps, blocks, edition):
    sets, elements = {"basic:%d" % edition: 1}, {"small-follower": 7,
                                                 "farmers": True}
    for name in exps:
        b = blocks.get(name)
        if not b:
            return None
        for s in b.get("sets") or []:
            # sets with editions are written with the one garden picks
            sets[s if s in ("watchtowers", "wind-roses")
                 else "%s:%d" % (s, edition)] = 1
        for el, v in (b.get("elements") or {}).items():
            elements[el] = int(v) if str(v).isdigit() else True
    return sets, elements


def main():
    db, out, root = sys.argv[1:4]
    tiles, blocks = load_catalogues(root)
    kinds = {}  # our figure kind -> JCloisterZone meeple type
    for b in blocks.values():
        for t, k in ((b or {}).get("figures") or {}).items():
            kinds[k] = t
    con = sqlite3.connect(db)
    games = [r[0] for r in con.execute("SELECT id FROM games ORDER BY id")]
    left = 0
    for g in games:
        exps = [r[0] for r in con.execute(
            "SELECT name FROM game_expansions WHERE game_id = ? "
            "ORDER BY name", (g,))]
        edition = 2 if "abbot" in exps else 1
        se = jcz_sets(exps, blocks, edition)
        players = [r[0] for r in con.execute(
            "SELECT name FROM players WHERE game_id = ? ORDER BY seat", (g,))]
        moves = list(con.execute(
            "SELECT seq, seat, tile, action, x, y, rotation, meeple FROM "
            "moves WHERE game_id = ? ORDER BY seq", (g,)))
        ok = se is not None
        replay, board, n = [], {}, {}
        clock = 0

        def msg(t, payload, p):
            nonlocal clock
            clock += 1000
            replay.append({"type": t, "payload": payload, "player": p,
                           "clock": clock})
        start = None
        for seq, seat, tid, action, x, y, rot, meeple in moves:
            t = tiles[tid]
            if not t.get("aliases"):
                ok = False
                break
            alias = t["aliases"][0]
            if seq == 0:
                start = {"tile": alias, "x": 0, "y": 0, "rotation": rot}
                board[(0, 0)] = (t, rot // 90)
                continue
            if action == "discard":
                continue  # JCloisterZone writes nothing for it
            board[(x, y)] = (t, rot // 90)
            msg("PLACE_TILE", {"tileId": alias, "rotation": "R%d" % rot,
                               "position": [x, y]}, seat)
            if meeple is None:
                msg("PASS", {}, seat)
            elif meeple.startswith("return:"):
                kind, at = meeple[7:].split("@")
                bx, by = (int(v) for v in at.split(","))
                bt, br = board[(bx, by)]
                loc, feat = spot_feature(bt, br, "C", kind)
                msg("RETURN_MEEPLE", {"source": "ABBOT_RETURN", "pointer": {
                    "featurePointer": {"position": [bx, by],
                                       "location": loc, "feature": feat},
                    "meepleId": "%d.%s.1" % (seat, kinds[kind])}}, seat)
            else:
                kind, spot = (meeple.split(":") if ":" in meeple
                              else ("", meeple))
                if kind == "follower":
                    kind = ""  # record-format.md: the same as no kind
                lf = spot_feature(t, rot // 90, spot, kind)
                if lf is None or lf[1] is None:
                    ok = False
                    break
                typ = kinds[kind] if kind else "small"
                n[(seat, typ)] = n.get((seat, typ), 0) + 1
                msg("DEPLOY_MEEPLE", {"pointer": {
                    "position": [x, y], "location": lf[0],
                    "feature": lf[1]}, "meepleId": "%d.%s.%d" % (
                        seat, typ, n[(seat, typ)])}, seat)
            msg("COMMIT", {"random": 0.5}, seat)
        if not ok:
            left += 1
            continue
        save = {"appVersion": "5.12.1", "gameId": "%032x" % (0xc0de0000 + g),
                "name": "carc gen game %d" % g, "setup": {
                    "sets": se[0], "elements": se[1], "rules": {},
                    "start": [start]},
                "players": [{"name": p, "slot": i}
                            for i, p in enumerate(players)],
                "replay": replay}
        with open(os.path.join(out, "g%04d.jcz" % g), "w") as f:
            json.dump(save, f, indent=1)
    if left:
        sys.stderr.write("jcz-roundtrip.py: %d games left out\n" % left)


main()
