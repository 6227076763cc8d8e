#!/usr/bin/env python3
"""tiles-spec.py - every tile catalogue of the tree against doc/spec/tiles.md.

doc/spec/tiles.md is a fixed interface: its tables give each tile's edges,
cities (edges, coats of arms, cathedral), roads (edges, inn), fields
(half-edges, the cities they touch), monastery, garden, river role, counts
per edition, JCloisterZone ids and markings (signposts, tower type, rose
role).  This reads every table of it and every catalogue (core/tiles/*.yaml,
plugins/*/*.yaml), and reports each difference by tile and column: a tile
the spec lists that no catalogue has, a tile no table lists, a value that
differs.  It also checks what the C loader checks of a catalogue's shape
(known keys, every edge and half-edge in exactly one segment), since the
new sets' files cannot be loaded by it yet.

usage: tiles-spec.py SPEC ROOT
Exit 0 when everything agrees, 1 on any difference, 2 on a usage error.

Only python3's standard library: the catalogues are read by a reader of
the YAML subset they are written in (block mappings and sequences, flow
[...] and {...} on one line, plain and quoted scalars, comments).
"""
import glob
import os
import re
import sys

EDGES = "NESW"
HALVES = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"]
KIND = {"C": "city", "R": "road", "F": "field", "W": "water"}


class Bad(Exception):
    pass


# -- the YAML subset ---------------------------------------------------------

def _strip_comment(s):
    quote = None
    for i, c in enumerate(s):
        if quote:
            if c == quote:
                quote = None
        elif c in "'\"":
            quote = c
        elif c == "#" and (i == 0 or s[i - 1] in " \t"):
            return s[:i]
    return s


def _flow(s, pos, name, line):
    """One flow value of s at pos: (value, next pos)."""
    while pos < len(s) and s[pos] == " ":
        pos += 1
    if pos >= len(s):
        raise Bad("%s:%d: a value is missing" % (name, line))
    c = s[pos]
    if c == "[":
        out, pos = [], pos + 1
        while True:
            while pos < len(s) and s[pos] == " ":
                pos += 1
            if pos >= len(s):
                raise Bad("%s:%d: '[' not closed on its line" % (name, line))
            if s[pos] == "]":
                return out, pos + 1
            v, pos = _flow(s, pos, name, line)
            out.append(v)
            while pos < len(s) and s[pos] == " ":
                pos += 1
            if pos < len(s) and s[pos] == ",":
                pos += 1
            elif pos >= len(s) or s[pos] != "]":
                raise Bad("%s:%d: expected ',' or ']'" % (name, line))
    if c == "{":
        out, pos = {}, pos + 1
        while True:
            while pos < len(s) and s[pos] == " ":
                pos += 1
            if pos >= len(s):
                raise Bad("%s:%d: '{' not closed on its line" % (name, line))
            if s[pos] == "}":
                return out, pos + 1
            m = re.compile(r"([^\s:,{}\[\]]+):\s").match(s, pos)
            if not m:
                raise Bad("%s:%d: expected 'key: ' in a flow mapping"
                          % (name, line))
            if m.group(1) in out:
                raise Bad("%s:%d: duplicate key '%s'"
                          % (name, line, m.group(1)))
            v, pos = _flow(s, m.end(), name, line)
            out[m.group(1)] = v
            while pos < len(s) and s[pos] == " ":
                pos += 1
            if pos < len(s) and s[pos] == ",":
                pos += 1
            elif pos >= len(s) or s[pos] != "}":
                raise Bad("%s:%d: expected ',' or '}'" % (name, line))
    if c in "'\"":
        end = s.find(c, pos + 1)
        if end < 0:
            raise Bad("%s:%d: unterminated quote" % (name, line))
        return s[pos + 1:end], end + 1
    m = re.compile(r"[^,\]\}]*").match(s, pos)
    v = m.group(0).rstrip()
    if v == "" or ": " in v or v.endswith(":"):
        raise Bad("%s:%d: bad scalar '%s'" % (name, line, v))
    return v, pos + len(m.group(0))


def _value(text, name, line):
    v, pos = _flow(text, 0, name, line)
    if text[pos:].strip():
        raise Bad("%s:%d: unexpected '%s'" % (name, line, text[pos:].strip()))
    return v


KEY = re.compile(r"([^\s:#{}\[\],'\"-][^\s:]*):(?:\s+|$)")


def _block(lines, i, indent, name):
    """The block node starting at lines[i] (indent given): (value, next i)."""
    if lines[i][1].startswith("- ") or lines[i][1] == "-":
        return _seq(lines, i, indent, name)
    return _map(lines, i, indent, name)


def _child(lines, i, indent, name, seq_ok):
    """The value of an entry whose text ended at its colon or dash."""
    if i < len(lines) and (lines[i][0] > indent or
                           (seq_ok and lines[i][0] == indent and
                            lines[i][1].startswith("-"))):
        return _block(lines, i, lines[i][0], name)
    return None, i


def _seq(lines, i, indent, name):
    out = []
    while i < len(lines) and lines[i][0] == indent:
        _, text, no = lines[i]
        if not (text.startswith("- ") or text == "-"):
            break
        rest = text[1:].lstrip()
        if rest == "":
            v, i = _child(lines, i + 1, indent, name, False)
        elif KEY.match(rest):
            col = indent + len(text) - len(rest)
            lines[i] = (col, rest, no)
            v, i = _map(lines, i, col, name)
        else:
            v, i = _value(rest, name, no), i + 1
        out.append(v)
    if i < len(lines) and lines[i][0] > indent:
        raise Bad("%s:%d: bad indentation" % (name, lines[i][2]))
    return out, i


def _map(lines, i, indent, name):
    out = {}
    while i < len(lines) and lines[i][0] == indent:
        _, text, no = lines[i]
        if text.startswith("-"):
            break
        m = KEY.match(text)
        if not m:
            raise Bad("%s:%d: expected 'key: value'" % (name, no))
        key, rest = m.group(1), text[m.end():]
        if key in out:
            raise Bad("%s:%d: duplicate key '%s'" % (name, no, key))
        if rest.strip() == "":
            out[key], i = _child(lines, i + 1, indent, name, True)
        else:
            out[key], i = _value(rest, name, no), i + 1
    if i < len(lines) and lines[i][0] > indent:
        raise Bad("%s:%d: bad indentation" % (name, lines[i][2]))
    return out, i


def load_yaml(text, name):
    lines = []
    for no, raw in enumerate(text.split("\n"), 1):
        if "\t" in raw:
            raise Bad("%s:%d: a tab" % (name, no))
        s = _strip_comment(raw).rstrip()
        if s.strip():
            lines.append((len(s) - len(s.lstrip()), s.strip(), no))
    if not lines:
        return None
    v, i = _block(lines, 0, lines[0][0], name)
    if i < len(lines):
        raise Bad("%s:%d: unexpected line" % (name, lines[i][2]))
    return v


# -- normal form of a tile ----------------------------------------------------
# edges {N: kind}; cities [(edges, coa, cathedral, goods)]; roads
# [(edges, inn)];
# fields [(halves, (city edges, ...))]; each list sorted, edges and halves
# in the order NESW / NL..WR, a city named by its edges.

def e_sort(es):
    return "".join(sorted(es, key=EDGES.index))


def h_sort(hs):
    return tuple(sorted(hs, key=HALVES.index))


def show_seg(kind, seg):
    if kind == "cities":
        e, coa, cath, goods = seg
        return "[%s]%s%s%s" % (" ".join(e), " +%d CoA" % coa if coa else "",
                               " cathedral" if cath else "",
                               " " + goods if goods else "")
    if kind == "roads":
        e, inn = seg
        return "[%s]%s" % (" ".join(e), " inn" if inn else "")
    h, adj = seg
    return "[%s]%s" % (" ".join(h) or "centre",
                       " adj " + " ".join("/".join(c) for c in adj)
                       if adj else "")


# -- the spec's tables ----------------------------------------------------------

SECTIONS = [  # heading start -> (section, set)
    ("Signposts", "signposts", "signposts"),
    ("Compass rose", "compass", "compass"),
    ("Watchtowers", "watchtowers", "watchtowers"),
    ("Gardens", "gardens", "base"),
    ("The River", "river", "river"),
    ("Inns & Cathedrals", "inns_cathedrals", "inns_cathedrals"),
    ("Traders & Builders", "traders_builders", "traders_builders"),
    ("Mage & Witch", "mage_witch", "mage_witch"),
    ("The Gold Mines", "goldmines", "goldmines"),
    ("The Flier", "flier", "flier"),
]

COLUMNS = [  # header (lower case, start) -> column
    ("letter", "id"), ("id", "id"), ("jcz id", "jcz"), ("alias", "jcz"),
    ("count (c1)", "count1"), ("count (:1)", "count1"),
    ("c2/c3 split", "split"), ("count (:2)", "count2"),
    ("count (c2/c3)", "count2only"), ("n e s w", "edges"),
    ("river", "river"), ("cities", "cities"), ("roads", "roads"),
    ("fields", "fields"), ("other", "other"), ("signposts", "signposts"),
    ("role", "role"), ("tower type", "tower"), ("same layout as", "same"),
    ("garden copy of", "twin"),
]

TOWER = {"coat of arms": "coa", "meeple": "meeple", "road": "road",
         "monastery": "monastery", "city": "city"}


def groups(cell):
    """[(bracket content, the text after it up to the next bracket)]."""
    out = []
    for m in re.finditer(r"\[([^\]]*)\]([^\[]*)", cell):
        out.append((m.group(1).split(), m.group(2)))
    return out


def count_cell(cell, where):
    cell = cell.strip()
    if cell in ("–", "-", ""):
        return 0
    m = re.match(r"(\d+)", cell)
    if not m:
        raise Bad("%s: bad count '%s'" % (where, cell))
    return int(m.group(1))


def parse_row(cols, cells, section, set_, variant, of_each, where):
    r = dict(zip(cols, cells))
    t = {"id": r["id"].strip(), "section": section, "set": set_,
         "variant": variant, "aliases": [], "twin": None, "start": 0,
         "garden": False, "monastery": False, "river": None,
         "signposts": None, "tower": None, "rose": None, "same": None,
         "magic": False, "gold": False, "flier": None}
    where = "%s: %s" % (where, t["id"])
    if "jcz" in r:
        t["aliases"] = sorted(r["jcz"].replace("`", "").split())
    t["counts"] = counts(r, t, of_each, where)
    if "same" in r:
        t["same"] = r["same"].strip()
        t["rose"] = role(r["role"], where)
        t["start"] = 1 if re.search(r"\bstart\b", r["role"]) else 0
        return t
    edges = r["edges"].split()
    if len(edges) != 4 or any(e not in KIND for e in edges):
        raise Bad("%s: bad edges '%s'" % (where, r["edges"]))
    t["edges"] = {EDGES[i]: KIND[e] for i, e in enumerate(edges)}
    cities = []
    for es, note in groups(r["cities"]):
        m = re.search(r"\+(\d+) CoA", note)
        g = re.search(r"\b(wine|grain|cloth)\b", note)
        cities.append((e_sort(es), int(m.group(1)) if m else 0,
                       bool(re.search(r"\bcathedral\b", note)),
                       g.group(1) if g else ""))
    t["cities"] = sorted(cities)
    t["roads"] = sorted((e_sort(es), bool(re.search(r"\binn\b", note)))
                        for es, note in groups(r["roads"]))
    fields = []
    for hs, note in groups(r.get("fields", "")):
        halves = () if hs == ["I"] else h_sort(hs)
        adj = []
        m = re.search(r"\badj\b([^,;(]*)", note)
        if m:
            words = m.group(1).split()
            if words in ([], ["both"]):
                adj = [c[0] for c in cities]
            for w in words:
                if w == "both":
                    continue
                hit = [c[0] for c in cities if w in c[0]]
                if w not in EDGES or len(hit) != 1:
                    raise Bad("%s: field adj '%s' names no city" % (where, w))
                adj.append(hit[0])
        fields.append((halves, tuple(sorted(set(adj)))))
    t["fields"] = sorted(fields)
    other = r.get("other", "")
    t["monastery"] = bool(re.search(r"\bmonastery\b", other))
    t["garden"] = bool(re.search(r"\bgarden\b", other))
    t["magic"] = bool(re.search(r"\bmagic symbol\b", other))
    t["gold"] = bool(re.search(r"\bgold symbol\b", other))
    m = re.search(r"\bflying machine ([NESW]{1,2})\b", other)
    t["flier"] = m.group(1) if m else None
    if re.search(r"start tile", other):
        m = re.search(r"\((\d+) cop", other)
        t["start"] = int(m.group(1)) if m else 1
    if "river" in r:
        t["river_edges"] = e_sort(sum((es for es, _ in
                                       groups(r["river"])), []))
        t["river"] = ("spring" if "spring" in other else
                      "lake" if "lake" in other else "course")
    if "role" in r:
        t["rose"] = role(r["role"], where)
        t["start"] = 1 if re.search(r"\bstart\b", r["role"]) else 0
    if "signposts" in r:
        sp = []
        for part in r["signposts"].split(","):
            m = re.match(r"\s*([NESW]):\s*(left|straight|right)\s*$", part)
            if not m:
                raise Bad("%s: bad signpost '%s'" % (where, part))
            sp.append((m.group(1), m.group(2)))
        t["signposts"] = sorted(sp)
    if "tower" in r:
        name = r["tower"].split("(")[0].strip()
        if name not in TOWER:
            raise Bad("%s: bad tower type '%s'" % (where, name))
        t["tower"] = TOWER[name]
    if "twin" in r:
        t["twin"] = r["twin"].split()[0]
    return t


def counts(r, t, of_each, where):
    """(first edition, second edition) copies of a row."""
    if "count1" in r:
        c1 = count_cell(r["count1"], where)
        c2 = c1
        if "split" in r:
            c2 = count_cell(r["split"].split("+")[0], where)
            t["split_garden"] = (int(r["split"].split("+")[1])
                                 if "+" in r["split"] else 0)
        if "count2" in r:
            c2 = count_cell(r["count2"], where)
        return (c1, c2)
    if "count2only" in r:
        return (0, count_cell(r["count2only"], where))
    if of_each is not None:
        return (of_each, of_each)
    raise Bad("%s: no count" % where)


def role(cell, where):
    if "orange" in cell:
        return {"role": "orange"}
    if cell.strip().startswith("blue"):
        return {"role": "blue"}
    m = re.search(r"quarter tile (\w+)", cell)
    if m:
        return {"role": "quarter", "section": m.group(1)}
    raise Bad("%s: bad role '%s'" % (where, cell))


def load_spec(path):
    """{id: tile} from every table, and the totals the text states."""
    text = open(path, encoding="utf-8").read().split("\n")
    tiles, order = {}, []
    section, set_, variant, of_each = "base", "base", None, None
    totals = []
    i = 0
    while i < len(text):
        line = text[i]
        if line.startswith("## "):
            head = line[3:]
            hit = [s for s in SECTIONS if head.startswith(s[0])]
            section, set_ = (hit[0][1], hit[0][2]) if hit else (None, None)
            variant = None
            m = re.search(r"(\d+) of each", head)
            of_each = int(m.group(1)) if m else None
            m = re.search(r"(\d+) tiles", head)
            if m and section:
                totals.append((section, int(m.group(1)), i + 1))
        m = re.search(r"variant = '(\w+)'", line)
        if m:
            variant = m.group(1)
        m = re.match(r"Totals: (\d+) tiles", line)
        if m and section == "base":
            totals.append(("base", int(m.group(1)), i + 1))
        if not line.startswith("|"):
            i += 1
            continue
        where = "%s:%d" % (os.path.basename(path), i + 1)
        if section is None:
            raise Bad("%s: a table outside the known sections" % where)
        cols = []
        for h in [c.strip().lower() for c in line.strip("|").split("|")]:
            hit = [c for k, c in COLUMNS if h.startswith(k)]
            if not hit:
                raise Bad("%s: unknown column '%s'" % (where, h))
            cols.append(hit[0])
        i += 2
        while i < len(text) and text[i].startswith("|"):
            cells = [c.strip() for c in text[i].strip().strip("|").split("|")]
            w = "%s:%d" % (os.path.basename(path), i + 1)
            if len(cells) != len(cols):
                raise Bad("%s: %d cells for %d columns"
                          % (w, len(cells), len(cols)))
            t = parse_row(cols, cells, section, set_, variant, of_each, w)
            if t["id"] in tiles:
                raise Bad("%s: tile '%s' listed twice" % (w, t["id"]))
            t["line"] = i + 1
            tiles[t["id"]] = t
            order.append(t["id"])
            i += 1
    return tiles, order, totals


LAYOUT = ("edges", "cities", "roads", "fields", "monastery")


def complete_spec(tiles, order, totals):
    """Copy "same layout as" rows, name the garden twins, check the totals
    and that a garden copy is its twin's layout: the spec's own
    consistency, and a check that no row was misread."""
    errs = []
    for tid in order:
        t = tiles[tid]
        if t["same"]:
            src = tiles.get(t["same"])
            if src is None:
                raise Bad("spec: %s: same layout as unknown '%s'"
                          % (tid, t["same"]))
            for k in LAYOUT:
                t[k] = src[k]
        if t["garden"] and t["twin"] is None and tid.endswith("G"):
            t["twin"] = tid[:-1]
        if t["garden"]:
            tw = tiles.get(t["twin"])
            if tw is None:
                errs.append("spec: %s: garden copy of unknown '%s'"
                            % (tid, t["twin"]))
            elif any(tw[k] != t[k] for k in LAYOUT):
                errs.append("spec: %s: not the layout of its twin %s"
                            % (tid, t["twin"]))
            elif (tw.get("split_garden") not in (None, t["counts"][1]) or
                  tw["counts"][0] - tw["counts"][1] != t["counts"][1]):
                errs.append("spec: %s: its count does not replace copies "
                            "of %s" % (tid, t["twin"]))
    for section, n, line in totals:
        rows = [tiles[k] for k in order if tiles[k]["section"] == section]
        if section == "base":
            rows2 = rows + [tiles[k] for k in order
                            if tiles[k]["section"] == "gardens"]
        else:
            rows2 = rows
        variants = sorted(set(r["variant"] for r in rows))
        for v in variants:
            got = (sum(r["counts"][0] for r in rows if r["variant"] == v),
                   sum(r["counts"][1] for r in rows2 if r["variant"] == v))
            if got != (n, n):
                errs.append("spec: line %d says %d tiles, its rows give %d "
                            "(first edition) and %d (second)"
                            % (line, n, got[0], got[1]))
    return errs


# -- the catalogues ------------------------------------------------------------

TILE_KEYS = {"id", "count", "start_copies", "set", "variant", "aliases",
             "edges", "cities", "roads", "fields", "monastery", "editions",
             "twin", "garden", "river", "signposts", "rose", "tower",
             "volcano", "dragon", "portal", "magic", "gold", "flier",
             "crop_circle", "ferry_lake"}
SEG_KEYS = {"cities": {"id", "edges", "coa", "cathedral", "goods", "princess"},
            "roads": {"id", "edges", "inn"},
            "fields": {"id", "halves", "adj"}}


def uint(v, what):
    if not isinstance(v, str) or not v.isdigit():
        raise Bad("%s: expected a non-negative integer, not %r" % (what, v))
    return int(v)


def flag(v, what):
    if v not in (None, "true", "false"):
        raise Bad("%s: expected true or false, not %r" % (what, v))
    return v == "true"


def normal_tile(y, file_set, where):
    """The catalogue entry y in the spec's normal form; Bad on a shape the
    C loader would refuse."""
    if not isinstance(y, dict) or not isinstance(y.get("id"), str):
        raise Bad("%s: a tile without an id" % where)
    tid = y["id"]
    where = "%s: %s" % (where, tid)
    for k in y:
        if k not in TILE_KEYS:
            raise Bad("%s: unknown key '%s'" % (where, k))
    t = {"id": tid, "set": y.get("set", file_set), "variant": y.get("variant"),
         "aliases": sorted(y.get("aliases") or []), "twin": y.get("twin"),
         "start": uint(y.get("start_copies", "0"), where + ": start_copies"),
         "monastery": flag(y.get("monastery"), where + ": monastery"),
         "garden": flag(y.get("garden"), where + ": garden"),
         "river": y.get("river"), "tower": y.get("tower"), "rose": y.get("rose"),
         "magic": flag(y.get("magic"), where + ": magic"),
         "gold": flag(y.get("gold"), where + ": gold"),
         "flier": y.get("flier")}
    c1 = uint(y.get("count"), where + ": count")
    ed = y.get("editions") or {}
    if not isinstance(ed, dict) or any(k != "2" for k in ed):
        raise Bad("%s: editions: the spec gives counts of the second "
                  "edition only ({2: N})" % where)
    t["counts"] = (c1, uint(ed.get("2", str(c1)), where + ": editions"))
    if "2" in ed and t["counts"][1] == c1:
        raise Bad("%s: editions repeats count" % where)
    edges = y.get("edges")
    if not isinstance(edges, dict) or sorted(edges) != sorted(EDGES) or \
            any(v not in KIND.values() for v in edges.values()):
        raise Bad("%s: edges must give N E S W as field, road, city or "
                  "water" % where)
    t["edges"] = dict(edges)
    seg_of, half_of, ids, names = {}, {}, set(), {}
    for kind in ("cities", "roads", "fields"):
        out = []
        for s in y.get(kind) or []:
            if not isinstance(s, dict) or "id" not in s:
                raise Bad("%s: a segment of %s without an id" % (where, kind))
            for k in s:
                if k not in SEG_KEYS[kind]:
                    raise Bad("%s: %s %s: unknown key '%s'"
                              % (where, kind, s["id"], k))
            if s["id"] in ids:
                raise Bad("%s: segment id '%s' twice" % (where, s["id"]))
            ids.add(s["id"])
            w = "%s: %s %s" % (where, kind, s["id"])
            if kind != "fields":
                es = s.get("edges") or []
                want = "city" if kind == "cities" else "road"
                for e in es:
                    if e not in EDGES or edges[e] != want:
                        raise Bad("%s: '%s' is not a %s edge" % (w, e, want))
                    if e in seg_of:
                        raise Bad("%s: edge %s is in two segments" % (w, e))
                    seg_of[e] = s["id"]
                if not es:
                    raise Bad("%s: no edges" % w)
                if kind == "cities":
                    names[s["id"]] = e_sort(es)
                    goods = s.get("goods", "")
                    if goods not in ("", "wine", "grain", "cloth"):
                        raise Bad("%s: goods '%s' is not wine, grain or "
                                  "cloth" % (w, goods))
                    out.append((e_sort(es), uint(s.get("coa", "0"), w),
                                flag(s.get("cathedral"), w), goods))
                else:
                    out.append((e_sort(es), flag(s.get("inn"), w)))
            else:
                hs = s.get("halves")
                if not isinstance(hs, list):
                    raise Bad("%s: no halves" % w)
                for h in hs:
                    if h not in HALVES or edges[h[0]] == "city":
                        raise Bad("%s: '%s' is no half-edge of a field, road "
                                  "or water edge" % (w, h))
                    if h in half_of:
                        raise Bad("%s: half-edge %s is in two fields" % (w, h))
                    half_of[h] = s["id"]
                adj = []
                for a in s.get("adj") or []:
                    if a not in names:
                        raise Bad("%s: adj '%s' is no city of the tile"
                                  % (w, a))
                    adj.append(names[a])
                out.append((h_sort(hs), tuple(sorted(set(adj)))))
        t[kind] = sorted(out)
    for e in EDGES:
        if edges[e] in ("city", "road") and e not in seg_of:
            raise Bad("%s: %s edge %s is in no %s" % (where, edges[e], e,
                                                       edges[e]))
        for h in (e + "L", e + "R"):
            if edges[e] != "city" and h not in half_of:
                raise Bad("%s: half-edge %s is in no field" % (where, h))
    water = e_sort(e for e in EDGES if edges[e] == "water")
    if water and t["river"] not in ("spring", "course", "lake"):
        raise Bad("%s: water edges but river is not spring, course or "
                  "lake" % where)
    if t["river"] is not None and not water:
        raise Bad("%s: river without a water edge" % where)
    t["river_edges"] = water or None
    sp = y.get("signposts")
    t["signposts"] = None if sp is None else \
        sorted((s.get("edge"), s.get("type")) for s in sp)
    return t


def load_catalogues(root, errs):
    """[(file, folder, tile)] of every catalogue; a file that cannot be
    read, or a tile of a shape the loader refuses, goes to errs (the tile
    by its id, so that it is not also reported missing)."""
    files = sorted(glob.glob(os.path.join(root, "core", "tiles", "*.yaml")))
    files += sorted(glob.glob(os.path.join(root, "plugins", "*", "*.yaml")))
    out, broken = [], set()
    for path in files:
        rel = os.path.relpath(path, root)
        parts = rel.split(os.sep)
        file_set = "base" if parts[0] == "core" else parts[1]
        try:
            with open(path, encoding="utf-8") as f:
                doc = load_yaml(f.read(), rel)
            # a mapping: the tiles, and the import block (carc-tiles(5))
            if isinstance(doc, dict) and set(doc) <= {"tiles", "import"}:
                doc = doc.get("tiles")
            if not isinstance(doc, list):
                raise Bad("%s: expected a sequence of tiles" % rel)
        except (Bad, OSError, UnicodeDecodeError) as e:
            errs.append(str(e))
            continue
        for y in doc:
            try:
                out.append((rel, parts[1] if parts[0] == "plugins" else
                            "core", normal_tile(y, file_set, rel)))
            except Bad as e:
                errs.append(str(e))
                if isinstance(y, dict) and isinstance(y.get("id"), str):
                    broken.add(y["id"])
    return out, broken


# -- the comparison ------------------------------------------------------------

def home(s):
    """The folder a tile of the spec lives in."""
    if s["garden"]:
        return "abbot"
    return "core" if s["set"] == "base" else s["set"]


def fmt(v):
    if isinstance(v, list):
        return "[%s]" % ", ".join(fmt(x) for x in v) if v else "none"
    if isinstance(v, tuple):
        return "(%s)" % ", ".join(fmt(x) for x in v)
    if isinstance(v, dict):
        return "{%s}" % ", ".join("%s: %s" % (k, v[k]) for k in sorted(v))
    return "none" if v is None else str(v)


def compare(s, t, folder):
    """The differences between spec row s and catalogue tile t."""
    out = []

    def diff(col, a, b):
        if a != b:
            out.append("%s: spec %s, catalogue %s" % (col, fmt(a), fmt(b)))

    if folder != home(s):
        out.append("file: spec %s's tile belongs in %s, found in %s"
                   % (s["section"], "core/tiles" if home(s) == "core" else
                      "plugins/" + home(s), folder))
    diff("set", s["set"], t["set"])
    diff("variant", s["variant"], t["variant"])
    diff("edges", s["edges"], t["edges"])
    for kind in ("cities", "roads", "fields"):
        a, b = list(s[kind]), list(t[kind])
        if a != b:
            miss = [x for x in a if x not in b]
            extra = [x for x in b if x not in a]
            out.append("%s: spec %s; catalogue %s%s%s" % (
                kind, "; ".join(show_seg(kind, x) for x in a) or "none",
                "; ".join(show_seg(kind, x) for x in b) or "none",
                " (missing %s)" % "; ".join(show_seg(kind, x) for x in miss)
                if miss else "",
                " (not in spec %s)" % "; ".join(show_seg(kind, x)
                                                for x in extra)
                if extra else ""))
    diff("monastery", s["monastery"], t["monastery"])
    diff("garden", s["garden"], t["garden"])
    diff("river", s["river"], t["river"])
    diff("river edges", s.get("river_edges"), t["river_edges"])
    diff("twin", s["twin"], t["twin"])
    diff("start copies", s["start"], t["start"])
    if s["counts"] != t["counts"]:
        out.append("count: spec %d (:1) %d (:2), catalogue %d (:1) %d (:2)"
                   % (s["counts"] + t["counts"]))
    diff("aliases (JCZ ids)", s["aliases"], sorted(t["aliases"]))
    diff("signposts", s["signposts"], t["signposts"])
    diff("tower", s["tower"], t["tower"])
    diff("rose", s["rose"], t["rose"])
    diff("magic symbol", s.get("magic", False), t["magic"])
    diff("gold symbol", s.get("gold", False), t["gold"])
    diff("flying machine", s.get("flier"), t["flier"])
    return out


# Plugin folders whose tiles the spec has no table for (a set added after
# it was fixed), each checked tile by tile by a test of its own against
# its sources: their tiles are still read here (keys, shapes), and any
# tile the spec does list is still compared.
CHECKED_ELSEWHERE = {
    "princess_dragon": "tests/jcz-tiles.sh",
    "traders_builders": "tests/jcz-tiles.sh",
    "mage_witch": "tests/jcz-tiles.sh",
    "goldmines": "tests/jcz-tiles.sh",
    "flier": "tests/jcz-tiles.sh",
    "crop_circles": "tests/jcz-tiles.sh",
    "ferries": "tests/jcz-tiles.sh",
}


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: tiles-spec.py SPEC ROOT\n")
        return 2
    spec_path, root = argv[1], argv[2]
    errs = []
    try:
        spec, order, totals = load_spec(spec_path)
        errs += complete_spec(spec, order, totals)
    except (Bad, OSError, UnicodeDecodeError) as e:
        print("tiles-spec: %s" % e)
        return 1
    cats, broken = load_catalogues(root, errs)
    seen, names = {}, {}
    for rel, folder, t in cats:
        tid = t["id"]
        for n in [tid] + t["aliases"]:
            if n in names:
                errs.append("%s: %s: name '%s' is also tile %s's"
                            % (rel, tid, n, names[n]))
            names.setdefault(n, tid)
        if tid in seen:
            errs.append("%s: %s: also defined in %s" % (rel, tid, seen[tid]))
            continue
        seen[tid] = rel
        s = spec.get(tid)
        if s is None and folder in CHECKED_ELSEWHERE:
            continue
        if s is None:
            errs.append("%s: %s: no table of the spec lists it" % (rel, tid))
            continue
        errs += ["%s: %s: %s" % (rel, tid, x) for x in compare(s, t, folder)]
    for tid in order:
        if tid not in seen and tid not in broken:
            errs.append("%s: %s (%s, line %d) is in no catalogue"
                        % (os.path.basename(spec_path), tid,
                           spec[tid]["section"], spec[tid]["line"]))
    for e in errs:
        print("tiles-spec: %s" % e)
    print("tiles-spec: %d tiles in the spec, %d in %d catalogues, "
          "%d differences" % (len(order), len(cats),
                              len(set(r for r, _, _ in cats)), len(errs)))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
