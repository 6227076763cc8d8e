#!/usr/bin/env python3
"""compare.py - hold a recorded game database up against score.py.

usage: compare.py DB VERIFY_JSON [EXPECTED_FINAL_JSON]

For every base game in DB, score.py's replay must find no illegal move,
and must agree with
  - the scores rows of every move, per seat and kind (unless the game is a
    record of moves only: no scores rows and no final_score);
  - the final-scoring rows (seq NULL), per seat and kind;
  - players.final_score;
  - carc verify --format json's final.computed (VERIFY_JSON: its output,
    one object per line);
  - EXPECTED_FINAL_JSON, if given: a JSON list of the final totals another
    program reported (JCloisterZone's, for the jcz-sample fixtures).
Prints PASS/FAIL lines; exits 1 on any disagreement.
"""
import json
import os
import sqlite3
import sys

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import score  # noqa: E402


def recorded_rows(db, gid):
    per_seq, final = {}, {}
    for seq, seat, pts, kind in db.execute(
            "SELECT seq, seat, points, kind FROM scores WHERE game_id = ?",
            (gid,)):
        d = final if seq is None else per_seq.setdefault(seq, {})
        key = "%d:%s" % (seat, kind)
        d[key] = d.get(key, 0) + pts
    strip = lambda d: {k: v for k, v in d.items() if v != 0}
    return ({s: strip(d) for s, d in per_seq.items() if strip(d)},
            strip(final))


def main(argv):
    if len(argv) not in (3, 4):
        sys.stderr.write(__doc__)
        return 2
    db = sqlite3.connect("file:%s?mode=ro" % argv[1], uri=True)
    carc = {}
    with open(argv[2]) as f:
        for line in f:
            if line.strip():
                o = json.loads(line)
                carc[o["game"]] = o
    other = json.loads(argv[3]) if len(argv) == 4 else None
    fails = 0
    games = 0
    for (gid,) in db.execute("SELECT id FROM games ORDER BY id").fetchall():
        res = score.replay(db, gid)
        if "skipped" in res:
            print("SKIP: game %d (%s)" % (gid, res["skipped"]))
            continue
        games += 1
        bad = []
        for e in res["errors"]:
            bad.append("independent scorer: illegal move: %s" % json.dumps(e))
        mine = {m["seq"]: m["kinds"] for m in res["moves"]}
        rec, rec_final = recorded_rows(db, gid)
        finals = [r[0] for r in db.execute(
            "SELECT final_score FROM players WHERE game_id = ? ORDER BY seat",
            (gid,))]
        moves_only = not rec and not rec_final and all(
            f is None for f in finals)
        if not moves_only:
            for seq in sorted(set(mine) | set(rec)):
                if mine.get(seq, {}) != rec.get(seq, {}):
                    bad.append("seq %d: independent %s, recorded %s" % (
                        seq, json.dumps(mine.get(seq, {}), sort_keys=True),
                        json.dumps(rec.get(seq, {}), sort_keys=True)))
            if res["final_kinds"] != rec_final:
                bad.append("final scoring: independent %s, recorded %s" % (
                    json.dumps(res["final_kinds"], sort_keys=True),
                    json.dumps(rec_final, sort_keys=True)))
            if finals != res["final"]:
                bad.append("totals: independent %s, players.final_score %s"
                           % (res["final"], finals))
        c = carc.get(gid)
        if c is None:
            bad.append("carc verify printed nothing for the game")
        elif c.get("final", {}).get("computed") != res["final"]:
            bad.append("totals: independent %s, carc verify computed %s" % (
                res["final"], c.get("final", {}).get("computed")))
        elif c.get("verdict") != "valid":
            bad.append("carc verify: verdict %s" % c.get("verdict"))
        if other is not None and other != res["final"]:
            bad.append("totals: independent %s, expected %s"
                       % (res["final"], other))
        if bad:
            fails += 1
            print("FAIL: game %d" % gid)
            for b in bad:
                print("  " + b)
        else:
            print("PASS: game %d: %d players, %d tiles placed, %d scoring "
                  "moves, final scoring %s, totals %s" % (
                      gid, res["players"], res["placed"], len(res["moves"]),
                      res["final_scoring"], res["final"]))
    if games == 0:
        print("FAIL: no base game to check in %s" % argv[1])
        return 1
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
