#!/usr/bin/env python3
"""figure_place.py - every figure of a board stands on its feature.

Reads SVG files, or HTML pages holding boards inline, and in each board
(<svg class="carc-board">) finds the figures standing on a tile (<g
class="meeple"> whose title says "... on seq N (X,Y)", as svg.c writes
them; the legend's have no seq) and the tile of move N (<g class="tile"
id="seq-N">, its square the first <rect>).  Each figure must stand
  - inside its tile's square, and inside the picture;
  - on a monastery or a garden (the title names it): beside the building
    at the centre, nearer the centre than the edges (30 of the tile's 100
    from it at most on either axis), never on an edge or a corner;
  - in a field ("farmer in field"): off every centre feature drawn on its
    tile (<g class="centre">, a garden's square).
It prints each figure that does not, with the file and the board, and
counts the figures checked of each kind; exit 1 if any is misplaced or if
none was found at all.

usage: figure_place.py FILE...
"""
import re
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
WHERE = re.compile(r"(farmer in field|garden|monastery)(?: #\d+)? on seq "
                   r"(\d+) \((-?\d+),(-?\d+)\)")


def boards(path):
    """Each board of a file, whole (as svg_geometry.py reads them)."""
    text = open(path, encoding="utf-8", errors="replace").read()
    for i, m in enumerate(re.finditer(r"<svg\b[^>]*class=\"carc-board\"",
                                      text)):
        depth, at = 0, m.start()
        for t in re.finditer(r"<svg\b|</svg>", text[m.start():]):
            depth += 1 if t.group(0) == "<svg" else -1
            if depth == 0:
                at = m.start() + t.end()
                break
        yield i, text[m.start():at]


def translate(transform):
    m = re.match(r"\s*translate\(\s*(-?[\d.]+)[ ,]+(-?[\d.]+)\s*\)",
                 transform or "")
    return (float(m.group(1)), float(m.group(2))) if m else None


def check(path, i, root, seen):
    bad = 0
    where = "%s board %d" % (path, i)
    vb = [float(x) for x in root.get("viewBox", "0 0 0 0").split()]
    squares, centres = {}, {}
    for g in root.iter(NS + "g"):
        if g.get("class") != "tile":
            continue
        seq = g.get("id", "").replace("seq-", "")
        r = g.find(NS + "rect")
        squares[seq] = (float(r.get("x")), float(r.get("y")))
        centres[seq] = [(float(c.get("x")), float(c.get("y")),
                         float(c.get("width")), float(c.get("height")))
                        for cg in g.iter(NS + "g")
                        if cg.get("class") == "centre"
                        for c in cg.iter(NS + "rect")]
    for g in root.iter(NS + "g"):
        if g.get("class") not in ("meeple", "meeple ghost"):
            continue
        title = g.find(NS + "title")
        m = WHERE.search(title.text or "") if title is not None else None
        if m is None:
            continue
        kind, seq = m.group(1), m.group(2)
        p = translate(g.get("transform"))
        name = "%s: %s (%s)" % (where, title.text, g.get("transform"))
        if seq not in squares or p is None:
            print("%s: no tile of seq %s drawn" % (name, seq))
            bad += 1
            continue
        x0, y0 = squares[seq]
        dx, dy = p[0] - (x0 + 50), p[1] - (y0 + 50)
        seen[kind] = seen.get(kind, 0) + 1
        if max(abs(dx), abs(dy)) > 50 or not (
                vb[0] <= p[0] <= vb[0] + vb[2] and
                vb[1] <= p[1] <= vb[1] + vb[3]):
            print("%s: off its tile or the picture" % name)
            bad += 1
        elif kind != "farmer in field" and max(abs(dx), abs(dy)) > 30:
            print("%s: on the tile's edge, not beside its %s" % (name, kind))
            bad += 1
        elif kind == "farmer in field":
            for (cx, cy, cw, ch) in centres[seq]:
                if cx <= p[0] <= cx + cw and cy <= p[1] <= cy + ch:
                    print("%s: over the tile's centre feature" % name)
                    bad += 1
    return bad


def main(argv):
    bad, seen = 0, {}
    for path in argv[1:]:
        for i, svg in boards(path):
            try:
                root = ET.fromstring(svg)
            except ET.ParseError as e:
                print("%s board %d: not XML: %s" % (path, i, e))
                bad += 1
                continue
            bad += check(path, i, root, seen)
    print("figures checked: %s" % ", ".join(
        "%d %s" % (n, k) for k, n in sorted(seen.items())))
    if not seen:
        print("no figure on any tile")
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
