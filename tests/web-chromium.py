#!/usr/bin/env python3
"""web-chromium.py - the workbench page in headless Chromium answers as
carc ask does (issue 37): for a position taken from a generated game of
each plugin combination, a script clicks the page through its moves (a
tile of the palette, rotate, a legal square, a figure's spot), asks about
the game's next tile, and the page's notation must be the game's moves
and its answers carc ask --format json's on that notation.

usage: web-chromium.py CARC CHROME PAGE_DIR TMP   (web-chromium.sh runs it)
"""
import itertools
import json
import os
import re
import subprocess
import sys

import web_workbench

carc, chrome, page_dir, tmp = sys.argv[1:5]
PLUGINS = ["abbot", "compass", "inns_cathedrals", "river", "signposts",
           "watchtowers"]
VARIANTS = {"compass": ["hig", "spielbox"]}
MIN_CASES = 50
GAMES = 2               # per combination


def run(*args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def combinations():
    """Every subset of the plugins, compass in each of its variants."""
    for n in range(len(PLUGINS) + 1):
        for sub in itertools.combinations(PLUGINS, n):
            lists = [[p] if p not in VARIANTS else
                     [p + ":" + v for v in VARIANTS[p]] for p in sub]
            for pick in itertools.product(*lists):
                yield ",".join(pick) or "base"


MOVE = re.compile(r"^(\d+) (\d+|-) ([^@\s]+)@(-?\d+),(-?\d+),(\d+)(?: (\S+))?$")


def case_of(text, k):
    """The header as a position, the first k clicked moves after the start
    tile, and the next tile; None where a move is no click of the page."""
    head, moves = [], []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("["):
            if s.startswith("[Status") or s.startswith("[Source"):
                continue
            m = re.match(r"^\[Player (\d+) (\S+)(?: \d+)?\]$", s)
            head.append("[Player %s %s]" % m.groups() if m else s)
        elif s and s[0].isdigit():
            moves.append(s)
        elif s.startswith("+"):
            return None        # actions: the page writes none
    head.insert(0, "[Status in_progress]")
    clicks = []
    for s in moves[1:k + 2]:
        m = MOVE.match(s)
        if not m or (m.group(7) and ("@" in m.group(7) or
                                     m.group(7) == "discard")):
            return None
        clicks.append(s)
    if len(clicks) < k + 1:
        return None
    start = "\n".join(head) + "\n\n" + moves[0] + "\n"
    nxt = MOVE.match(clicks[k]).group(3)
    return {"start": start, "moves": [
        dict(zip(("tile", "x", "y", "r", "fig"),
                 (g[2], int(g[3]), int(g[4]), int(g[5]), g[6] or "")))
        for g in (MOVE.match(c).groups() for c in clicks[:k])],
        "lines": clicks[:k], "next": nxt}


def main():
    db = os.path.join(tmp, "games.db")
    cases, combos, gid = [], set(), 0
    for i, exp in enumerate(combinations()):
        r = run(carc, "gen", "--games", str(GAMES), "--seed", str(100 + i),
                "--players", "2-4", "--expansions", exp, db)
        if r.returncode != 0:
            continue            # a combination the plugins refuse
        combos.add(exp)
        for g in range(GAMES):
            gid += 1
            text = run(carc, "export", "text", db, "--game",
                       str(gid)).stdout
            c = None
            for k in (3 + (i + g) % 4, 3, 2, 1):
                c = case_of(text, k)
                if c:
                    break
            if c:
                c["combo"] = exp
                cases.append(c)
    print("%d combinations, %d positions" % (len(combos), len(cases)))
    if len(cases) < MIN_CASES:
        print("FAIL: fewer than %d positions" % MIN_CASES)
        return 1

    with open(os.path.join(page_dir, "workbench.html")) as f:
        page = f.read()
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           "web-chromium.js")) as f:
        script = f.read()
    test = page.replace("</body>", "<script>var CASES = %s;\n%s</script>"
                        "</body>" % (json.dumps(cases), script))
    path = os.path.join(page_dir, "workbench-test.html")
    with open(path, "w") as f:
        f.write(test)
    try:
        results = web_workbench.page_results(chrome, path, tmp)
    finally:
        os.unlink(path)
    if results is None:
        print("FAIL: the page wrote no results")
        return 1
    fail = clicks = built = 0
    for c, res in zip(cases, results):
        name = "%s (%d moves)" % (c["combo"], len(c["moves"]))
        if res.get("error"):
            print("FAIL: %s: %s" % (name, res["error"]))
            fail += 1
            continue
        n = res["clicked"]
        want = c["start"] + "".join(
            re.sub(r" follower:(\S+)$", r" \1", l) + "\n"
            for l in c["lines"][:n])
        clicks += n
        if n > 0:
            built += 1
        if res["notation"] != want:
            print("FAIL: %s: the clicks wrote\n%s\nnot\n%s" %
                  (name, res["notation"], want))
            fail += 1
            continue
        pos = os.path.join(tmp, "pos.txt")
        with open(pos, "w") as f:
            f.write(res["notation"])
        r = run(carc, "ask", pos, "--tile", res["next"], "--format", "json")
        if r.returncode != 0 or json.loads(r.stdout) != \
                json.loads(res["json"]):
            print("FAIL: %s: the page's answers are not carc ask's on\n"
                  "%s\n%s" % (name, res["notation"], r.stderr))
            for k, v in (("page", res["json"]), ("native", r.stdout)):
                with open(os.path.join(tmp, "fail-%d.%s" % (fail, k)),
                          "w") as f:
                    f.write(v)
            fail += 1
    if len(results) != len(cases):
        print("FAIL: %d results for %d positions" % (len(results),
                                                     len(cases)))
        fail += 1
    print("%d of %d positions: the page's answers are carc ask's "
          "(%d built by %d clicked moves)" %
          (len(cases) - fail, len(cases), built, clicks))
    if built < MIN_CASES:
        print("FAIL: only %d positions built by clicks" % built)
        fail += 1
    return 1 if fail else 0


sys.exit(main())
