#!/usr/bin/env python3
"""svg_geometry.py - no label of a board picture hides what it must not.

Reads SVG files, or HTML pages holding boards inline, and in each board
(<svg class="carc-board">) finds
  - the labels: text of class "label" (the plugins' labels, the rule
    badges of divergences) and id badges (<g class="badge">);
  - what labels must stay clear of: every tile's own label (text of class
    "tlabel"), every figure (<g class="meeple">), and the legend (<g
    class="legend">).
A text's box comes from the advance widths of the font the pictures name,
DejaVu Sans, read from its TrueType file (not from carc's own table); a
figure's box from its path and its transform.  Any label meeting any of
them is printed with the file and the board, and the exit status is 1.

usage: svg_geometry.py FILE...      (exit 0 clean, 1 overlaps, 77 no font)
"""
import math
import os
import re
import struct
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
FONTS = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
         "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"]
ASCENT = 0.76          # the tallest letters and digits of DejaVu Sans, in ems


def font_widths(path):
    """A function giving the advance width (ems) of a character, and the
    font's descent (ems), from a TrueType file: cmap (3,1) format 4, hmtx."""
    d = open(path, "rb").read()
    ntab = struct.unpack(">H", d[4:6])[0]
    tab = {}
    for i in range(ntab):
        tag, _, off, _ = struct.unpack(">4sIII", d[12 + 16 * i:28 + 16 * i])
        tab[tag.decode()] = off
    upem = struct.unpack(">H", d[tab["head"] + 18:tab["head"] + 20])[0]
    descent = -struct.unpack(">h", d[tab["hhea"] + 6:tab["hhea"] + 8])[0]
    nhm = struct.unpack(">H", d[tab["hhea"] + 34:tab["hhea"] + 36])[0]
    adv = [struct.unpack(">H", d[tab["hmtx"] + 4 * i:tab["hmtx"] + 4 * i + 2])[0]
           for i in range(nhm)]
    c = tab["cmap"]
    sub = None
    for i in range(struct.unpack(">H", d[c + 2:c + 4])[0]):
        pid, eid, off = struct.unpack(">HHI", d[c + 4 + 8 * i:c + 12 + 8 * i])
        if pid == 3 and eid == 1:
            sub = c + off
    segx2 = struct.unpack(">H", d[sub + 6:sub + 8])[0]
    n = segx2 // 2
    end = struct.unpack(">%dH" % n, d[sub + 14:sub + 14 + segx2])
    start = struct.unpack(">%dH" % n, d[sub + 16 + segx2:sub + 16 + 2 * segx2])
    delta = struct.unpack(">%dh" % n, d[sub + 16 + 2 * segx2:sub + 16 + 3 * segx2])
    ro_at = sub + 16 + 3 * segx2
    ro = struct.unpack(">%dH" % n, d[ro_at:ro_at + segx2])

    def width(ch):
        o = ord(ch)
        g = 0
        for i in range(n):
            if start[i] <= o <= end[i]:
                if ro[i] == 0:
                    g = (o + delta[i]) & 0xFFFF
                else:
                    a = ro_at + 2 * i + ro[i] + 2 * (o - start[i])
                    g = struct.unpack(">H", d[a:a + 2])[0]
                    g = (g + delta[i]) & 0xFFFF if g else 0
                break
        return adv[min(g, nhm - 1)] / upem
    return width, descent / upem


def matrix(transform):
    """The 2x3 matrix of an SVG transform list (translate, scale, rotate)."""
    m = (1, 0, 0, 1, 0, 0)
    for op, args in re.findall(r"(\w+)\s*\(([^)]*)\)", transform or ""):
        v = [float(x) for x in re.split(r"[\s,]+", args.strip()) if x]
        if op == "translate":
            t = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif op == "scale":
            t = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif op == "rotate":
            a = math.radians(v[0])
            cx, cy = (v[1], v[2]) if len(v) > 2 else (0, 0)
            c, s = math.cos(a), math.sin(a)
            t = (c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy)
        else:
            continue
        a, b, c_, d, e, f = m
        m = (a * t[0] + c_ * t[1], b * t[0] + d * t[1],
             a * t[2] + c_ * t[3], b * t[2] + d * t[3],
             a * t[4] + c_ * t[5] + e, b * t[4] + d * t[5] + f)
    return m


def apply(m, x, y):
    return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])


def path_box(d):
    """The box of every absolute point of path data (the follower's)."""
    nums = [float(x) for x in re.findall(r"-?\d*\.?\d+(?:e-?\d+)?", d)]
    xs, ys = nums[0::2], nums[1::2]
    return min(xs), min(ys), max(xs), max(ys)


def overlap(a, b):
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.01 and \
        min(a[3], b[3]) - max(a[1], b[1]) > 0.01


class Board:
    def __init__(self, fonts):
        self.fonts = fonts
        self.labels, self.avoid = [], []

    def text_box(self, el, m):
        s = "".join(el.itertext())
        fs = float(el.get("font-size", "12"))
        bold = el.get("font-weight") == "bold"
        width, descent = self.fonts[1 if bold else 0]
        w = sum(width(ch) for ch in s) * fs
        x, y = float(el.get("x", "0")), float(el.get("y", "0"))
        anchor = el.get("text-anchor", "start")
        x0 = x - w / 2 if anchor == "middle" else x - w if anchor == "end" else x
        halo = float(el.get("stroke-width", "0")) / 2 if el.get("stroke") else 0
        box = (x0 - halo, y - ASCENT * fs - halo, x0 + w + halo,
               y + descent * fs + halo)
        p0, p1 = apply(m, box[0], box[1]), apply(m, box[2], box[3])
        return (min(p0[0], p1[0]), min(p0[1], p1[1]), max(p0[0], p1[0]),
                max(p0[1], p1[1])), s

    def walk(self, el, m, legend):
        m = matrix_mul(m, matrix(el.get("transform")))
        cls = (el.get("class") or "").split()
        tag = el.tag.replace(NS, "")
        if tag == "g" and "legend" in cls:
            legend = []
            for sub in el:
                self.walk(sub, m, legend)
            xs = [b for b in legend]
            if xs:
                self.avoid.append(("the legend", (min(b[0] for b in xs),
                    min(b[1] for b in xs), max(b[2] for b in xs),
                    max(b[3] for b in xs))))
            return
        if tag == "g" and "meeple" in cls:
            p = el.find(NS + "path")
            bx = path_box(p.get("d"))
            mm = matrix_mul(m, matrix(p.get("transform")))
            pts = [apply(mm, x, y) for x in (bx[0], bx[2]) for y in (bx[1], bx[3])]
            box = (min(q[0] for q in pts), min(q[1] for q in pts),
                   max(q[0] for q in pts), max(q[1] for q in pts))
            if legend is not None:
                legend.append(box)
            else:
                title = el.find(NS + "title")
                self.avoid.append(("figure '%s'" % (title.text if title is not None
                                                     else ""), box))
            return
        if tag == "g" and "badge" in cls:
            r = el.find(NS + "rect")
            x, y = float(r.get("x")), float(r.get("y"))
            p0 = apply(m, x, y)
            p1 = apply(m, x + float(r.get("width")), y + float(r.get("height")))
            t = el.find(NS + "text")
            self.labels.append(("id badge '%s'" % "".join(t.itertext()),
                                (p0[0], p0[1], p1[0], p1[1])))
            return
        if tag == "text":
            box, s = self.text_box(el, m)
            if legend is not None:
                legend.append(box)
            elif "tlabel" in cls:
                self.avoid.append(("tile label '%s'" % s, box))
            elif "label" in cls:
                self.labels.append(("label '%s'" % s, box))
            return
        if tag == "svg" and el is not self.root:
            # a picture of its own (a legend's icon): its box alone
            x, y = float(el.get("x", "0")), float(el.get("y", "0"))
            p0 = apply(m, x, y)
            p1 = apply(m, x + float(el.get("width", "0")),
                       y + float(el.get("height", "0")))
            if legend is not None:
                legend.append((p0[0], p0[1], p1[0], p1[1]))
            return
        if legend is not None and tag in ("path", "circle", "rect"):
            box = shape_box(el, m)
            if box:
                legend.append(box)
        for sub in el:
            self.walk(sub, m, legend)


def shape_box(el, m):
    tag = el.tag.replace(NS, "")
    m = matrix_mul(m, matrix(el.get("transform")))
    if tag == "circle":
        cx, cy, r = (float(el.get(k, "0")) for k in ("cx", "cy", "r"))
        bx = (cx - r, cy - r, cx + r, cy + r)
    elif tag == "rect":
        x, y = float(el.get("x", "0")), float(el.get("y", "0"))
        bx = (x, y, x + float(el.get("width", "0")), y + float(el.get("height", "0")))
    else:
        try:
            bx = path_box(el.get("d"))
        except ValueError:
            return None
    pts = [apply(m, x, y) for x in (bx[0], bx[2]) for y in (bx[1], bx[3])]
    return (min(q[0] for q in pts), min(q[1] for q in pts),
            max(q[0] for q in pts), max(q[1] for q in pts))


def matrix_mul(a, b):
    return (a[0] * b[0] + a[2] * b[1], a[1] * b[0] + a[3] * b[1],
            a[0] * b[2] + a[2] * b[3], a[1] * b[2] + a[3] * b[3],
            a[0] * b[4] + a[2] * b[5] + a[4], a[1] * b[4] + a[3] * b[5] + a[5])


def boards(path):
    """Each board of a file, whole: its own <svg> to the </svg> that
    closes it (the icons of its legend are pictures inside it)."""
    text = open(path, encoding="utf-8", errors="replace").read()
    for i, m in enumerate(re.finditer(r"<svg\b[^>]*class=\"carc-board\"", text)):
        depth, at = 0, m.start()
        for t in re.finditer(r"<svg\b|</svg>", text[m.start():]):
            depth += 1 if t.group(0) == "<svg" else -1
            if depth == 0:
                at = m.start() + t.end()
                break
        yield i, text[m.start():at]


def main(argv):
    if not all(os.path.exists(f) for f in FONTS):
        print("SKIP: no DejaVu Sans to measure text with (Debian: fonts-dejavu-core)")
        return 77
    fonts = [font_widths(f) for f in FONTS]
    bad = nboards = nlabels = 0
    for path in argv[1:]:
        for i, svg in boards(path):
            nboards += 1
            b = Board(fonts)
            try:
                root = ET.fromstring(svg)
            except ET.ParseError as e:
                print("%s board %d: not XML: %s" % (path, i, e))
                bad += 1
                continue
            b.root = root
            b.walk(root, (1, 0, 0, 1, 0, 0), None)
            nlabels += len(b.labels)
            for what, box in b.labels:
                for other, obox in b.avoid:
                    if overlap(box, obox):
                        print("%s board %d: %s (%.0f,%.0f)-(%.0f,%.0f) meets %s "
                              "(%.0f,%.0f)-(%.0f,%.0f)" % ((path, i, what) + box +
                                                           (other,) + obox))
                        bad += 1
    print("svg_geometry: %d boards, %d labels, %d overlaps" % (nboards, nlabels, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
