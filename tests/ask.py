#!/usr/bin/env python3
"""ask.py - carc ask's answers checked against the engine's verdicts
(tests/ask.sh).  For games carc gen wrote (every plugin combination), at
several moves k of each, on the position after move k-1:
  - the placement move k actually made is among those `--tile` lists,
    and move k whole (its figure and its turn's actions, passed as
    `--action` lines of the notation, included) is legal for `--move`
    and owes nothing;
  - move k's tile put where it does not fit (a square next to the board
    that ask does not list, in each rotation) is refused, and with the
    rules `carc verify` gives for that move in a record that holds it.
usage: ask.py CARC GEN.db TMPDIR
"""
import json
import os
import re
import sqlite3
import subprocess
import sys

carc, gen, tmp = sys.argv[1], sys.argv[2], sys.argv[3]
fails = 0
checks = 0


def run(*args):
    p = subprocess.run([carc] + list(args), capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def ko(msg):
    global fails
    fails += 1
    print("FAIL: " + msg)


db = sqlite3.connect(gen)
games = [r[0] for r in db.execute("SELECT id FROM games ORDER BY id")]
for gid in games:
    moves = db.execute("SELECT seq, seat, tile, action, x, y, rotation, "
                       "meeple FROM moves WHERE game_id = ? ORDER BY seq",
                       (gid,)).fetchall()
    text = os.path.join(tmp, "g%d.txt" % gid)
    rc, out, err = run("export", "text", gen, "--game", str(gid), "--out",
                       text)
    if rc != 0:
        ko("game %d: export: %s" % (gid, err))
        continue
    with open(text) as f:
        lines = f.read().split("\n")
    # the position as a record of moves only, as ask plays it: no final
    # totals, no score rows, in progress
    header = [re.sub(r" -?[0-9]+\]$", "]", l) if l.startswith("[Player")
              else l for l in lines if l.startswith("[") and
              not l.startswith("[Status")]
    placed = [m for m in moves if m[3] == "place" and m[0] > 0]
    n = len(placed)
    for m in [placed[i] for i in sorted({0, n // 4, n // 2, 3 * n // 4,
                                         n - 1}) if i < n]:
        seq, seat, tile, _, x, y, rot, fig = m
        pos = ["--to", str(seq - 1)]
        rc, out, err = run("ask", text, *pos, "--tile", tile, "--rules",
                           "own", "--format", "json")
        if rc != 0:
            ko("game %d seq %d: ask --tile: %s" % (gid, seq, err))
            continue
        a = json.loads(out)
        if a["seq"] != seq or a["seat"] != seat:
            ko("game %d seq %d: next move %d of seat %d, expected seat %d" %
               (gid, seq, a["seq"], a["seat"], seat))
        places = {(p["x"], p["y"], p["rotation"]) for p in
                  a["answers"][0]["places"]}
        checks += 1
        if (x, y, rot) not in places:
            ko("game %d seq %d: %s@%d,%d,%d not among %d places" %
               (gid, seq, tile, x, y, rot, len(places)))
        mv = "%s@%d,%d,%d" % (tile, x, y, rot) + ("," + fig if fig else "")
        # the turn's actions, as the notation writes them under the move
        acts = []
        for i, l in enumerate(lines):
            if l[:1].isdigit() and int(l.split()[0]) == seq:
                for a in lines[i + 1:]:
                    if not a.startswith("  +"):
                        break
                    acts += ["--action", a.strip()]
                break
        rc, out, err = run("ask", text, *pos, "--move", mv, *acts,
                           "--rules", "own", "--format", "json")
        checks += 1
        if rc != 0 or not json.loads(out)["answers"][0]["move"]["legal"] \
                or json.loads(out)["answers"][0]["move"]["owes"]:
            ko("game %d seq %d: the move played, %s %s, is not legal or "
               "owes: %s %s" % (gid, seq, mv, acts, out, err))
        # a square next to the board where the tile fits in no listed way
        board = {(r[4], r[5]) for r in moves if r[0] < seq and
                 r[3] == "place"}
        bad = None
        for (bx, by) in sorted(board):
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
                sq = (bx + dx, by + dy)
                if sq in board:
                    continue
                for r in (0, 90, 180, 270):
                    if (sq[0], sq[1], r) not in places:
                        bad = (sq[0], sq[1], r)
                        break
                if bad:
                    break
            if bad:
                break
        if bad is None:
            continue
        mv = "%s@%d,%d,%d" % (tile, bad[0], bad[1], bad[2])
        rc, out, err = run("ask", text, *pos, "--move", mv, "--rules",
                           "own", "--format", "json")
        if rc != 1:
            ko("game %d seq %d: %s: exit %d, expected 1: %s" %
               (gid, seq, mv, rc, err))
            continue
        # what the move breaks, then what its turn still owes (a magic
        # tile's MAGE-MOVE): verify lists them all for the move
        judged = json.loads(out)["answers"][0]["move"]
        got = [r["rule"] for r in judged["rulings"]]
        if not got:
            ko("game %d seq %d: %s: refused without a rule" % (gid, seq, mv))
        got += [r["rule"] for r in judged["owes"]]
        # the same move in a record, judged by carc verify
        keep = []
        for l in lines:
            if l[:1].isdigit() or l.startswith("-"):
                if int(l.split()[0]) >= seq:
                    break
                keep.append(l)
            elif l.startswith("  +"):
                keep.append(l)
        rec = os.path.join(tmp, "bad.txt")
        with open(rec, "w") as f:
            f.write("\n".join(header + ["[Status in_progress]"] + keep +
                              ["%d %d %s" % (seq, seat, mv)]) + "\n")
        bdb = os.path.join(tmp, "bad.db")
        if os.path.exists(bdb):
            os.remove(bdb)
        rc, out, err = run("import", "text", rec, "--db", bdb)
        if rc != 0:
            ko("game %d seq %d: import of the bad move: %s" % (gid, seq,
                                                               err))
            continue
        rc, out, err = run("verify", "--format", "json", bdb)
        v = json.loads(out.splitlines()[0])
        want = [d["rule"] for d in v["divergences"] if d.get("seq") == seq]
        checks += 1
        if got != want or not got:
            ko("game %d seq %d: %s: ask says %s, verify says %s" %
               (gid, seq, mv, got, want))

print("ask.py: %d checks on %d games, %d failed" % (checks, len(games), fails))
sys.exit(1 if fails else 0)
