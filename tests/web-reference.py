#!/usr/bin/env python3
"""web-reference.py - every example of the rules reference opens in the
workbench where the rule applies (issue 37, item 5): each rule page's
example boards carry a "try it" link whose position (#pos=, the notation
in base64url) is the game up to the seq the example's heading names; in
Chromium the page opens one example of each rule without an error, its
next move the one after the example's seq (how many of the examples that
break a rule the page's answers name as broken is counted: a rule of
recorded points is the record's, not the position's, to break).

usage: web-reference.py CHROME REFERENCE_DIR TMP   (web-reference.sh runs it)
"""
import base64
import glob
import html
import json
import os
import re
import sys

import web_workbench

chrome, ref, tmp = sys.argv[1:4]
SECTION = re.compile(r'<section class="game" data-shows="(\d)">\s*<h3>(.*?)'
                     r'</h3>(.*?)</section>', re.S)
fail = examples = 0
cases, opened = [], {}
pages = sorted(glob.glob(os.path.join(ref, "*.html")))
for page in pages:
    rule = os.path.basename(page)[:-5]
    with open(page) as f:
        text = f.read()
    for shows, h3, body in SECTION.findall(text):
        m = re.search(r'<p class="try"><a href="workbench/workbench\.html'
                      r'#pos=([A-Za-z0-9_-]+)">', body)
        if not m:
            # only a game the notation cannot hold goes without
            if "unverifiable" not in h3:
                print("FAIL: %s: %s: no try-it link" %
                      (rule, html.unescape(h3)))
                fail += 1
            continue
        b = m.group(1)
        notation = base64.urlsafe_b64decode(b + "=" * (-len(b) % 4)).decode()
        seqs = [int(l.split()[0]) for l in notation.splitlines()
                if re.match(r"^\d+ ", l)]
        at = re.search(r"the board after seq (\d+)", h3)
        if at and (not seqs or seqs[-1] != int(at.group(1))):
            print("FAIL: %s: %s: the link's position ends at seq %s" %
                  (rule, html.unescape(h3), seqs[-1] if seqs else None))
            fail += 1
        examples += 1
        # in Chromium: one example a rule, the first that breaks it
        if rule in opened and not (shows == "0" and
                                   not opened[rule]["breaks"]):
            continue
        c = {"rule": rule, "what": html.unescape(h3), "breaks": shows == "0",
             "seq": int(at.group(1)) if at else None, "pos": b}
        if rule in opened:
            cases[cases.index(opened[rule])] = c
        else:
            cases.append(c)
        opened[rule] = c
if len(cases) < 50:
    print("FAIL: only %d rules with an example linked" % len(cases))
    fail += 1

results = web_workbench.open_positions(chrome,
                                       os.path.join(ref, "workbench"), cases,
                                       tmp)
if len(results) != len(cases):
    print("FAIL: the page answered %d of %d examples" % (len(results),
                                                         len(cases)))
    fail += 1
broke = 0
for c, res in zip(cases, results):
    if res["error"]:
        print("FAIL: %s: %s: %s" % (c["rule"], c["what"], res["error"]))
        fail += 1
        continue
    a = json.loads(res["answers"])
    # the page opens at the move where the rule applies: the next move
    # it asks about is the one after the example's seq
    if c["seq"] is not None and a["seq"] != c["seq"] + 1:
        print("FAIL: %s: %s: the workbench's next move is seq %d" %
              (c["rule"], c["what"], a["seq"]))
        fail += 1
    pb = a["answers"][0].get("position_breaks")
    if c["breaks"] and pb and pb["rule"] == c["rule"]:
        broke += 1
print("%d examples linked; one a rule, %d opened in the workbench, %d of "
      "them breaking their rule where the page says so" %
      (examples, len(results), broke))
sys.exit(1 if fail else 0)
