#!/usr/bin/env python3
"""tiles-check.py - traders_builders.yaml against JCloisterZone's tile XML.

usage: tiles-check.py CATALOGUE XML...

Each XML is one of JCloisterZone's definitions of the Traders & Builders
tiles: the client's src/extraResources/expansions/traders_and_builders.xml
(<field>, inner field "I", ids "TB/...") or the engine's older
src/main/resources/tile-definitions/traders_and_builders.xml (<farm>,
"INNER_FARM", ids without "TB/").  Every tile of the set
traders-and-builders:1 (the engine's file: every tile) is compared with
the catalogue's tile whose alias names it, segment by segment: the edges,
each city with its edges and its goods, each road, each field with its
half-edges and the cities it touches, the monastery, the count.  Prints
each difference; exits 1 if there is one.
"""
import sys
import xml.etree.ElementTree as ET

import yaml

SIDES = "NESW"


def canon_xml(path):
    """{jcz id: description} of every tile of edition 1 in the XML."""
    root = ET.parse(path).getroot()
    counts = {}
    for ts in root.iter("tile-set"):
        if ts.get("id") == "traders-and-builders:1":
            for ref in ts.iter("ref"):
                counts[ref.get("tile")] = int(ref.get("count"))
    tiles = {}
    for t in root.iter("tile"):
        tid = t.get("id")
        if not tid.startswith("TB/"):
            tid = "TB/" + tid
        if counts and tid not in counts:
            continue
        cities, roads, fields, monastery = [], [], [], False
        for e in t:
            words = (e.text or "").split()
            if e.tag == "city":
                cities.append((frozenset(words), e.get("resource")))
            elif e.tag == "road":
                roads.append(frozenset(words))
            elif e.tag in ("field", "farm"):
                halves = frozenset(w for w in words
                                   if w not in ("I", "INNER_FARM"))
                touch = frozenset(e.get("city", "").split())
                fields.append((halves, touch))
            elif e.tag in ("monastery", "cloister"):
                monastery = True
        # a field's cities named by the set of edges of each city
        def city_of(edge):
            for edges, _ in cities:
                if edge in edges:
                    return edges
            raise ValueError("%s: field touches no city at %s" % (tid, edge))
        fields = [(h, frozenset(city_of(x) for x in touch))
                  for h, touch in fields]
        edges = ""
        for s in SIDES:
            if any(s in c for c, _ in cities):
                edges += "C"
            elif any(s in r for r in roads):
                edges += "R"
            else:
                edges += "F"
        tiles[tid] = {
            "edges": edges,
            "cities": sorted((sorted(c), g or "") for c, g in cities),
            "roads": sorted(sorted(r) for r in roads),
            "fields": sorted((sorted(h), sorted(sorted(c) for c in a))
                             for h, a in fields),
            "monastery": monastery,
            "count": counts.get(tid, 1),
        }
    return tiles


def canon_yaml(path):
    """The same description of every tile of the catalogue, by alias."""
    with open(path) as f:
        doc = yaml.safe_load(f)
    tiles = {}
    for t in doc["tiles"]:
        cities = {c["id"]: c for c in t.get("cities", [])}
        kinds = {"city": "C", "road": "R", "field": "F"}
        tiles[t["aliases"][0]] = {
            "edges": "".join(kinds[t["edges"][s]] for s in SIDES),
            "cities": sorted((sorted(c["edges"]), c.get("goods", ""))
                             for c in cities.values()),
            "roads": sorted(sorted(r["edges"]) for r in t.get("roads", [])),
            "fields": sorted((sorted(f["halves"]),
                              sorted(sorted(cities[c]["edges"])
                                     for c in f.get("adj", [])))
                             for f in t.get("fields", [])),
            "monastery": bool(t.get("monastery", False)),
            "count": t["count"],
            "id": t["id"],
        }
    return tiles


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    ours = canon_yaml(argv[1])
    bad = 0
    for path in argv[2:]:
        theirs = canon_xml(path)
        for tid in sorted(set(ours) | set(theirs)):
            if tid not in theirs:
                print("%s: %s not in %s" % (argv[1], tid, path))
                bad += 1
                continue
            if tid not in ours:
                print("%s: %s missing" % (argv[1], tid))
                bad += 1
                continue
            for key, val in theirs[tid].items():
                if ours[tid][key] != val:
                    print("%s (%s) %s: %r, %s says %r" % (
                        ours[tid]["id"], tid, key, ours[tid][key], path, val))
                    bad += 1
        print("tiles-check: %d tiles of %s against %s: %d differences" % (
            len(theirs), argv[1], path, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
