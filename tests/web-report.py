#!/usr/bin/env python3
"""web-report.py - every game page of carc report opens its game in the
workbench (issue 37, item 3): each board drawn at a divergence carries a
"try it" link whose position (#pos=, the notation in base64url) is the
game up to that board's seq, and the viewer one with the whole game;
carc ask reads every position, its next move the one after the link's
seq; in Chromium, from file://, the workbench opens them without an
error at that move.

usage: web-report.py CHROME CARC REPORT_DIR TMP   (web-report.sh runs it)
"""
import base64
import glob
import json
import os
import re
import subprocess
import sys

import web_workbench

chrome, carc, out, tmp = sys.argv[1:5]
LINK = re.compile(r'<p class="try"><a href="\.\./workbench/workbench\.html'
                  r'#pos=([A-Za-z0-9_-]+)">')
FIGURE = re.compile(r'<figure class="board" id="board-(\d+)">(.*?)</figure>',
                    re.S)
fail = 0
cases = []


def bad(msg):
    global fail
    print("FAIL: " + msg)
    fail += 1


def last_seq(notation):
    seqs = [int(l.split()[0]) for l in notation.splitlines()
            if re.match(r"^\d+ ", l)]
    return seqs[-1] if seqs else None


def check(game, b, seq):
    """carc ask reads the position; its next move follows seq."""
    notation = base64.urlsafe_b64decode(b + "=" * (-len(b) % 4)).decode()
    if seq is not None and last_seq(notation) != seq:
        bad("game %s: the link at seq %d ends at seq %s" %
            (game, seq, last_seq(notation)))
    path = os.path.join(tmp, "pos.txt")
    with open(path, "w") as f:
        f.write(notation)
    r = subprocess.run([carc, "ask", path, "--rules", "own", "--format",
                        "json"], capture_output=True, text=True)
    if r.returncode != 0:
        bad("game %s: carc ask refuses the link's position (exit %d): %s" %
            (game, r.returncode, r.stderr.strip()))
        return
    nxt = json.loads(r.stdout)["seq"]
    want = (seq if seq is not None else last_seq(notation)) + 1
    if nxt != want:
        bad("game %s: carc ask's next move is seq %s, not %d" %
            (game, nxt, want))
    cases.append({"game": game, "seq": want, "pos": b})


pages = sorted(glob.glob(os.path.join(out, "games", "*.html")))
viewers = 0
for page in pages:
    game = os.path.basename(page)[:-5]
    with open(page) as f:
        text = f.read()
    if 'id="v-slider"' not in text:
        continue			# no viewer: an unverifiable game
    viewers += 1
    figures = FIGURE.findall(text)
    for seq, body in figures:
        m = LINK.search(body)
        if not m:
            bad("game %s: the board at seq %s has no try-it link" %
                (game, seq))
            continue
        check(game, m.group(1), int(seq))
    whole = [m for m in LINK.finditer(FIGURE.sub("", text))]
    if len(whole) != 1:
        bad("game %s: %d links to the whole game, not 1" %
            (game, len(whole)))
    else:
        check(game, whole[0].group(1), None)
if viewers < 10:
    bad("only %d game pages with a viewer" % viewers)
divergent = sum(1 for p in pages if 'id="board-' in open(p).read())
if divergent < 5:
    bad("only %d game pages with a divergence board" % divergent)

results = web_workbench.open_positions(chrome,
                                       os.path.join(out, "workbench"), cases,
                                       tmp)
if len(results) != len(cases):
    bad("the workbench answered %d of %d links" % (len(results), len(cases)))
for c, res in zip(cases, results):
    if res["error"]:
        bad("game %s at seq %d: %s" % (c["game"], c["seq"], res["error"]))
    elif json.loads(res["answers"])["seq"] != c["seq"]:
        bad("game %s: the workbench's next move is seq %d, not %d" %
            (c["game"], json.loads(res["answers"])["seq"], c["seq"]))
print("%d game pages, %d try-it links read by carc ask and opened in the "
      "workbench" % (len(pages), len(results)))
sys.exit(1 if fail else 0)
