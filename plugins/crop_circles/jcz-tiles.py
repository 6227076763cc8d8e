#!/usr/bin/env python3
"""jcz-tiles.py - check a plugin's tile catalogue tile by tile against
JCloisterZone-Client's definition of the same tiles.

usage: jcz-tiles.py CATALOGUE.yaml JCZ.xml KEY

  CATALOGUE.yaml  the plugin's catalogue (plugins/NAME/NAME.yaml)
  JCZ.xml         src/extraResources/expansions/NAME.xml of
                  farin/JCloisterZone-Client (commit named in the yaml)
  KEY             the catalogue's tile key for the JCZ element the tiles
                  carry (crop_circle: <corn-circle type=.../>, lake:
                  <ferry/>)

Compared for each tile (the catalogue's aliases name its JCZ id): the
edges, the cities, roads and fields (as sets of edges and halves), the
cities each field touches, the monastery, the count in the JCZ tile sets
and the key's value.  Prints each difference; exit 1 if any.
"""
import sys
import xml.etree.ElementTree as ET

import yaml

EDGES = "NESW"


def jcz_tiles(path, key):
    root = ET.parse(path).getroot()
    counts = {}
    for ref in root.iter("ref"):
        counts[ref.get("tile")] = counts.get(ref.get("tile"), 0) + \
            int(ref.get("count"))
    out = {}
    for t in root.iter("tile"):
        cities = [frozenset(c.text.split()) for c in t.findall("city")]
        roads = [frozenset(r.text.split()) for r in t.findall("road")]
        fields = set()
        for f in t.findall("field"):
            adj = frozenset(c for c in cities
                            if set((f.get("city") or "").split()) & c)
            fields.add((frozenset(f.text.split()), adj))
        edges = {}
        for e in EDGES:
            edges[e] = "city" if any(e in c for c in cities) else \
                "road" if any(e in r for r in roads) else "field"
        value = None
        cc = t.find("corn-circle")
        if cc is not None:
            value = cc.get("type").lower()
        if t.find("ferry") is not None:
            value = True
        out[t.get("id")] = {
            "edges": edges, "cities": set(cities), "roads": set(roads),
            "fields": fields, "monastery": t.find("monastery") is not None,
            "count": counts.get(t.get("id"), 0), key: value,
        }
    return out


def carc_tiles(path, key):
    cat = yaml.safe_load(open(path))
    out = {}
    for t in cat["tiles"]:
        cities = {c["id"]: frozenset(c["edges"]) for c in t.get("cities", [])}
        roads = {frozenset(r["edges"]) for r in t.get("roads", [])}
        fields = {(frozenset(f["halves"]),
                   frozenset(cities[c] for c in f.get("adj", [])))
                  for f in t.get("fields", [])}
        v = t.get(key)
        for alias in t.get("aliases", []):
            out[alias] = {
                "edges": dict(t["edges"]), "cities": set(cities.values()),
                "roads": roads, "fields": fields,
                "monastery": bool(t.get("monastery", False)),
                "count": t["count"], key: v, "id": t["id"],
            }
    return out


def main():
    if len(sys.argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    key = sys.argv[3]
    ours = carc_tiles(sys.argv[1], key)
    theirs = jcz_tiles(sys.argv[2], key)
    bad = 0
    for jid in sorted(set(ours) | set(theirs)):
        if jid not in ours:
            print("%s: in JCloisterZone, not in the catalogue" % jid)
            bad += 1
            continue
        if jid not in theirs:
            print("%s (%s): not in JCloisterZone" % (jid, ours[jid]["id"]))
            bad += 1
            continue
        for k in theirs[jid]:
            if ours[jid][k] != theirs[jid][k]:
                print("%s (%s): %s is %r, JCloisterZone %r" % (
                    jid, ours[jid]["id"], k, ours[jid][k], theirs[jid][k]))
                bad += 1
    print("%d tiles compared, %d differences" % (len(theirs), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
