#!/usr/bin/env python3
"""jcz-tiles.py - The Princess & the Dragon's tiles, from JCloisterZone's
definitions to princess_dragon.yaml, and checked against them tile by
tile.

  jcz-tiles.py --write CLIENT.xml          the tiles: entries, on stdout
                                           (princess_dragon.yaml)
  jcz-tiles.py --check YAML XML [XML ...]  every XML agrees with YAML

CLIENT.xml: farin/JCloisterZone-Client commit 0f66860787918482131939390e
a05de7e96c45a6, src/extraResources/expansions/princess_and_dragon.xml.
The second source: farin/JCloisterZone commit
1a9456832fa3e0eba95ffc984a256f658d8210fc (2021),
src/main/resources/tile-definitions/princess_and_dragon.xml (the engine's
own copy, an older spelling: farm, cloister, INNER_FARM, "yes",
pennant="yes" for pennants="1").

Compared, per tile of the set princess-and-dragon:1: its count, edges,
each city's and road's edges, coats of arms (pennants), the princess,
each field's half-edges and the cities it touches, the monastery, and
the symbol (volcano, dragon, portal).  The XMLs are not in the
repository: fetch them and run --check by hand (doc in the YAML's
header); the YAML is the data carc reads.
"""
import re
import sys
import xml.etree.ElementTree as ET

EDGES = "NESW"
SYMBOLS = ("volcano", "dragon", "portal")


def parse(path):
    """{jcz id: tile} and {jcz id: count} of set princess-and-dragon:1."""
    root = ET.parse(path).getroot()
    tiles = {}
    for t in root.iter("tile"):
        if t.get("id") is None or not list(t):
            continue
        tile = {"cities": [], "roads": [], "fields": [], "monastery": False,
                "symbol": None}
        for el in t:
            tag = el.tag
            text = (el.text or "").split()
            if tag in SYMBOLS:
                tile["symbol"] = tag
            elif tag in ("monastery", "cloister"):
                tile["monastery"] = True
            elif tag == "city":
                tile["cities"].append({
                    "edges": text,
                    "coa": int(el.get("pennants", "0")) or
                    int(el.get("pennant") == "yes"),
                    "princess": el.get("princess") in ("true", "yes")})
            elif tag == "road":
                tile["roads"].append({"edges": text})
            elif tag in ("field", "farm"):
                halves = [] if text in (["I"], ["INNER_FARM"]) else text
                tile["fields"].append({
                    "halves": halves,
                    "cities": (el.get("city") or "").split()})
        tiles[t.get("id")] = tile
    counts = {}
    for ts in root.iter("tile-set"):
        if ts.get("id") == "princess-and-dragon:1":
            for ref in ts.iter("ref"):
                counts[ref.get("tile")] = int(ref.get("count", "1"))
    return tiles, counts


def edges_of(tile):
    kind = {e: "field" for e in EDGES}
    for c in tile["cities"]:
        for e in c["edges"]:
            kind[e] = "city"
    for r in tile["roads"]:
        for e in r["edges"]:
            kind[e] = "road"
    return kind


def normal(tile, count):
    """A tile as sets of facts, comparable whatever the ids and order."""
    city_of = {}
    for i, c in enumerate(tile["cities"]):
        for e in c["edges"]:
            city_of[e] = i
    return {
        "count": count,
        "edges": edges_of(tile),
        "cities": sorted((tuple(sorted(c["edges"])), c["coa"],
                          c["princess"]) for c in tile["cities"]),
        "roads": sorted(tuple(sorted(r["edges"])) for r in tile["roads"]),
        "fields": sorted((tuple(sorted(f["halves"])),
                          tuple(sorted(tuple(sorted(tile["cities"][
                              city_of[e]]["edges"]))
                              for e in f["cities"])))
                         for f in tile["fields"]),
        "monastery": tile["monastery"],
        "symbol": tile["symbol"],
    }


def write(path):
    tiles, counts = parse(path)
    n = 0
    for jid, count in counts.items():
        t = tiles[jid]
        n += 1
        kind = edges_of(t)
        out = ["- id: PD%02d" % n, "  aliases: [%s]" % jid,
               "  count: %d" % count,
               "  edges: {%s}" % ", ".join("%s: %s" % (e, kind[e])
                                           for e in EDGES)]
        cid = {}
        if t["cities"]:
            out.append("  cities:")
            for i, c in enumerate(t["cities"]):
                extra = ""
                if c["coa"]:
                    extra += ", coa: %d" % c["coa"]
                if c["princess"]:
                    extra += ", princess: true"
                out.append("    - {id: c%d, edges: [%s]%s}" %
                           (i, ", ".join(c["edges"]), extra))
                for e in c["edges"]:
                    cid[e] = "c%d" % i
        if t["roads"]:
            out.append("  roads:")
            for i, r in enumerate(t["roads"]):
                out.append("    - {id: r%d, edges: [%s]}" %
                           (i, ", ".join(r["edges"])))
        out.append("  fields:")
        for i, f in enumerate(t["fields"]):
            adj = ""
            if f["cities"]:
                adj = ", adj: [%s]" % ", ".join(cid[e] for e in f["cities"])
            out.append("    - {id: f%d, halves: [%s]%s}" %
                       (i, ", ".join(f["halves"]), adj))
        if t["monastery"]:
            out.append("  monastery: true")
        if t["symbol"]:
            out.append("  %s: true" % t["symbol"])
        print("\n".join(out) + "\n")


def flow(s):
    """The few YAML flow forms the catalogue uses, as Python data."""
    s = s.strip()
    if s.startswith("["):
        return [x.strip() for x in s[1:-1].split(",") if x.strip()]
    return s


def read_yaml(path):
    """The catalogue's tiles, read line by line (its own layout)."""
    tiles, cur = {}, None
    for line in open(path):
        m = re.match(r"- id: (\S+)", line)
        if m:
            cur = {"cities": [], "roads": [], "fields": [],
                   "monastery": False, "symbol": None, "count": 1}
            continue
        if cur is None:
            continue
        m = re.match(r"  aliases: \[(.*)\]", line)
        if m:
            tiles[m.group(1)] = cur
        m = re.match(r"  count: (\d+)", line)
        if m:
            cur["count"] = int(m.group(1))
        m = re.match(r"  (volcano|dragon|portal): true", line)
        if m:
            cur["symbol"] = m.group(1)
        if re.match(r"  monastery: true", line):
            cur["monastery"] = True
        m = re.match(r"    - \{id: (\w+), (edges|halves): (\[[^]]*\])(.*)\}",
                     line)
        if m:
            sid, what, vals, rest = m.groups()
            vals = flow(vals)
            if sid.startswith("c"):
                coa = re.search(r"coa: (\d+)", rest)
                cur["cities"].append({
                    "id": sid, "edges": vals,
                    "coa": int(coa.group(1)) if coa else 0,
                    "princess": "princess: true" in rest})
            elif sid.startswith("r"):
                cur["roads"].append({"edges": vals})
            else:
                adj = re.search(r"adj: (\[[^]]*\])", rest)
                cur["fields"].append({
                    "halves": vals, "adj": flow(adj.group(1)) if adj
                    else []})
    for t in tiles.values():
        first = {c["id"]: c["edges"][0] for c in t["cities"]}
        for f in t["fields"]:
            f["cities"] = [first[c] for c in f["adj"]]
    return tiles


def check(yaml_path, xmls):
    ours = read_yaml(yaml_path)
    bad = 0
    for path in xmls:
        tiles, counts = parse(path)
        if sorted(counts) != sorted(ours):
            print("FAIL: %s: tiles %s, ours %s" % (path, sorted(counts),
                                                    sorted(ours)))
            bad += 1
        for jid, count in sorted(counts.items()):
            if jid not in ours:
                continue
            a = normal(tiles[jid], count)
            b = normal(ours[jid], ours[jid]["count"])
            for key in a:
                if a[key] != b[key]:
                    print("FAIL: %s %s %s: %r, ours %r" % (path, jid, key,
                                                           a[key], b[key]))
                    bad += 1
        print("%s: %d tiles (%d copies) compared" %
              (path, len(counts), sum(counts.values())))
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--write":
        write(sys.argv[2])
        sys.exit(0)
    if len(sys.argv) >= 4 and sys.argv[1] == "--check":
        sys.exit(check(sys.argv[2], sys.argv[3:]))
    sys.exit(__doc__)
