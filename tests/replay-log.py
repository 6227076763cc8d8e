#!/usr/bin/env python3
"""replay-log.py - check `carc replay --format json` (the scoring log) of
every game of the databases given, against the JSON Schema shipped with
the docs (doc/schema/replay-log.schema.json, with python3-jsonschema) and
against the facts it must agree with:

- every line is valid under the schema; the moves' lines are the record's
  moves in seq order, then one final line;
- each line's totals are the sum, per seat, of every award so far, and
  the final line's totals are `carc verify --format json`'s
  final.computed (and the log's own);
- the divergences of the log, line after line, are verify's, the same
  objects in the same order, each on the line of its move (seq), the
  rest (seq null, or a move without a line) on the final line;
- the recorded rows of the log are the database's score rows, each on
  the line of its seq (null: the final line);
- an award's feature lies on the tiles the record placed up to its move,
  its tile among them, and its id names one feature all game long: the
  same tile and spot, tiles only ever gained; its rule is one carc knows;
- every divergence of points in verify's JSON gives its numbers beside
  the text ("points"), the same numbers the text holds.

usage: replay-log.py CARC SCHEMA DB...
Prints a line per database (PASS/FAIL) and exits 1 if any failed.
"""
import json
import re
import sqlite3
import subprocess
import sys

import jsonschema

carc, schema_path, dbs = sys.argv[1], sys.argv[2], sys.argv[3:]
schema = json.load(open(schema_path, encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
rules = set(l.split()[0] for l in subprocess.run([carc, "rules"],
    capture_output=True, text=True, check=True).stdout.splitlines() if l)
NUMBER_KIND = re.compile(r"^(-?[0-9]+)(?: (.*))?$")


def run(*args):
    p = subprocess.run([carc, *args], capture_output=True)
    assert p.returncode in (0, 1), (args, p.returncode, p.stderr)
    text = p.stdout.decode("utf-8")
    assert text.endswith("\n"), (args, "no newline at the end")
    return [json.loads(l) for l in text.split("\n")[:-1]]


def check_verify_points(d):
    """A divergence of verify's JSON: "points" where its text is one of
    points, and the same numbers."""
    e, r = NUMBER_KIND.match(d["expected"]), NUMBER_KIND.match(d["recorded"])
    p = d.get("points")
    # points given or recorded: "the rules give 4 road points", "the
    # record gives 3 ... points" (not any " point": a flier's machine
    # "points" the way it flies)
    if d["rule"].startswith("SCORE-") or \
            re.search(r"\b(give|gives) \d+ [a-z]+ points?\b", d["message"]):
        assert p is not None, ("no points", d)
    if p is None:
        return 0
    want_e = 0 if d["expected"] == "no points" else int(e.group(1))
    assert (p["expected"], p["recorded"]) == (want_e, int(r.group(1))), d
    assert p["kind"] == (r.group(2) if d["rule"] != "SCORE-TOTAL" else None), d
    return 1


def check_game(con, game):
    """Returns (lines, divergences with points) of the game's log."""
    verdict, = run("verify", "--format", "json", "--game", str(game), db)
    log = run("replay", db, "--game", str(game), "--format", "json")
    for i, o in enumerate(log):
        errors = sorted(validator.iter_errors(o), key=str)
        assert not errors, ("line %d" % i, errors[0].message[:300])
    *moves, final = log
    assert final["seq"] is None and all(m["seq"] is not None for m in moves)
    seqs = [r[0] for r in con.execute("SELECT seq FROM moves WHERE game_id = ? "
        "ORDER BY seq", (game,))]
    assert [m["seq"] for m in moves] == seqs[:len(moves)], "moves in seq order"
    if verdict["verdict"] == "valid":
        assert len(moves) == len(seqs), "a valid game has a line per move"
    assert all(o["game"] == game for o in log)
    # the totals: running sums of the awards, at the end verify's
    nseats = len(verdict["final"]["computed"])
    sums = [0] * nseats
    for o in log:
        for a in o["scores"] or []:
            sums[a["seat"]] += a["points"]
        assert o["totals"] == sums, (o["seq"], o["totals"], sums)
    assert final["totals"] == verdict["final"]["computed"], \
        (final["totals"], verdict["final"])
    assert final["final"] == verdict["final"] and \
        final["verdict"] == verdict["verdict"], (final, verdict)
    # the divergences: verify's, each at its move
    logged = []
    for o in log:
        for d in o["divergences"]:
            if o["seq"] is not None:
                assert d["seq"] == o["seq"], (o["seq"], d)
            else:
                assert d["seq"] is None or d["seq"] not in \
                    [m["seq"] for m in moves], d
            logged.append(d)
    assert logged == verdict["divergences"], (logged, verdict["divergences"])
    npoints = sum(check_verify_points(d) for d in verdict["divergences"])
    # the recorded rows: the database's, each on its seq's line
    rows = sorted(con.execute("SELECT seq, seat, points, kind FROM scores "
        "WHERE game_id = ?", (game,)), key=repr)
    lined = set(m["seq"] for m in moves)
    want = [r for r in rows if r[0] is None or r[0] in lined or
        r[0] not in seqs]
    for o in log:
        for r in o["recorded"]:
            assert r["seq"] == o["seq"] if o["seq"] is not None else \
                r["seq"] is None or r["seq"] not in seqs, (o["seq"], r)
    got = sorted(((r["seq"], r["seat"], r["points"], r["kind"])
        for o in log for r in o["recorded"]), key=repr)
    assert got == want, (got, want)
    if len(moves) == len(seqs):
        assert got == rows, "every row of a game logged in full"
    # the features: on the tiles placed so far, one identity all game
    placed = set()
    places = {r[0]: (r[1], r[2]) for r in con.execute("SELECT seq, x, y "
        "FROM moves WHERE game_id = ? AND action = 'place'", (game,))}
    names = {}
    for o in log:
        if o["seq"] is not None and o["seq"] in places:
            placed.add(places[o["seq"]])
        for a in o["scores"] or []:
            assert a["rule"] in rules, a
            f = a["feature"]
            if f is None:
                continue
            assert f["spot"] is not None, ("no spot names it", a)
            tiles = set(map(tuple, f["tiles"]))
            assert tuple(f["tile"]) in tiles and tiles <= placed, (o["seq"], a)
            name = (tuple(f["tile"]), f["spot"])
            if f["id"] in names:
                assert names[f["id"]][0] == name, (f["id"], names[f["id"]], f)
                assert names[f["id"]][1] <= tiles, (f["id"], f)
            names[f["id"]] = (name, tiles)
    # cut with --to: the same lines up to there, final scoring not played
    if verdict["verdict"] == "valid" and len(moves) > 2:
        k = len(moves) // 2
        cut = run("replay", db, "--game", str(game), "--format", "json",
            "--to", str(moves[k]["seq"]))
        for i, o in enumerate(cut):
            assert not list(validator.iter_errors(o)), ("--to line", i)
        assert cut[:-1] == moves[:k + 1], "--to: the lines of the whole log"
        assert cut[-1]["scores"] is None and \
            cut[-1]["totals"] == moves[k]["totals"], cut[-1]
    return len(log), npoints


failed = 0
total_lines = total_points = total_games = 0
for db in dbs:
    con = sqlite3.connect(db)
    games = [r[0] for r in con.execute("SELECT id FROM games ORDER BY id")]
    try:
        for game in games:
            n, p = check_game(con, game)
            total_lines += n
            total_points += p
        total_games += len(games)
        print("PASS: %s: %d games" % (db, len(games)))
    except AssertionError as e:
        failed += 1
        print("FAIL: %s game %s: %s" % (db, game, str(e)[:600]))
print("replay-log: %d games, %d lines, %d divergences of points" %
    (total_games, total_lines, total_points))
sys.exit(1 if failed else 0)
