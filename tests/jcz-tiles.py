#!/usr/bin/env python3
"""jcz-tiles.py - every plugin catalogue against JCloisterZone's tiles.

usage: jcz-tiles.py JCZ-CLIENT-DIR CATALOGUE...

JCZ-CLIENT-DIR holds JCloisterZone-Client's tile definitions, byte for
byte (tests/fixtures/jcz-client: src/extraResources/expansions/*.xml).
A catalogue is checked when its plugin names JCloisterZone's sets: the
`import: {jcz: {sets: [...]}}` block of the catalogue, or of the other
catalogue of its plugin's folder (a tiles file not loaded yet).  No
plugin is named here: what JCloisterZone calls a set and its symbols is
the catalogue's data.

For each such set, the definitions' tile set of its first edition
(`S:1`, or `S` without an edition) gives the tiles and their counts.
Every tile of it must be a tile of the catalogue (by its `aliases`) and
every aliased tile of the catalogue one of it (a tile of another
`variant` than the block's is not JCloisterZone's).  Compared, tile by
tile: the count; the edges (city, road, water for a river, else field);
each city's and road's edges; each field's half-edges and the cities it
touches; the monastery; and the symbols the block maps (`symbols:`,
carc-tiles(5)): `ELEMENT: KEY`, a tile-level element of the definition
present exactly where the tile has KEY; `ELEMENT@ATTR: KEY`, its
attribute's value is the tile key's (letters case aside: W, wine); and
`city@ATTR: KEY` or `road@ATTR: KEY`, a city's or road's attribute is
its segment key's.  A tile-level element the block does not map is a
difference: nothing of the definition goes unchecked.

Prints each difference, then one line per catalogue; exits 1 if there is
a difference.  Needs PyYAML.
"""
import glob
import os
import sys
import xml.etree.ElementTree as ET

import yaml

SEGMENTS = ("city", "road", "field", "river")
IGNORED_ATTRS = ("wagon-move", "castle-base", "tunnel")


def norm(v):
    """A value as both sides write it: W, wine, 1, true."""
    if v is True or v in ("yes",):
        return "true"
    return str(v).lower()


def definitions(folder):
    """{tile-set id: {jcz id: count}} and {jcz id: element} of every
    definition in the folder."""
    sets, tiles = {}, {}
    for path in sorted(glob.glob(os.path.join(folder, "*.xml"))):
        root = ET.parse(path).getroot()
        for ts in root.iter("tile-set"):
            refs = sets.setdefault(ts.get("id"), {})
            for ref in ts.iter("ref"):
                refs[ref.get("tile")] = (refs.get(ref.get("tile"), 0) +
                                         int(ref.get("count", "1")))
        for t in root.iter("tile"):
            tiles[t.get("id")] = t
    return sets, tiles


def first_edition(sets, name):
    """The refs of set `name`'s first edition, or None."""
    for sid in (name + ":1", name):
        if sid in sets:
            return sets[sid]
    return None


def their_tile(t, symbols):
    """A definition's tile in the comparable form, and its unmapped
    elements."""
    d = {"edges": {}, "cities": set(), "roads": set(), "fields": set(),
         "monastery": False, "symbols": {}}
    unmapped = []
    city_of = {}
    for e in t:
        if e.tag == "city":
            edges = frozenset(e.text.split())
            city_of.update((x, edges) for x in edges)
    for e in t:
        words = (e.text or "").split()
        if e.tag in ("city", "road"):
            attrs = tuple(sorted(
                (symbols[e.tag + "@" + a], norm(v))
                for a, v in e.attrib.items()
                if e.tag + "@" + a in symbols))
            unmapped += ["%s@%s" % (e.tag, a) for a in e.attrib
                         if e.tag + "@" + a not in symbols and
                         a not in IGNORED_ATTRS]
            d["cities" if e.tag == "city" else "roads"].add(
                (frozenset(words), attrs))
            for x in words:
                d["edges"][x] = e.tag
        elif e.tag == "river":
            for x in words:
                d["edges"][x] = "water"
        elif e.tag == "field":
            adj = frozenset(city_of[x] for x in e.get("city", "").split())
            d["fields"].add((frozenset(w for w in words if w != "I"), adj))
        elif e.tag == "monastery":
            d["monastery"] = True
        else:
            mapped = [k for k in symbols if k == e.tag or
                      k.startswith(e.tag + "@")]
            if not mapped:
                unmapped.append(e.tag)
            for k in mapped:
                if "@" in k:
                    d["symbols"][symbols[k]] = norm(e.get(k.split("@")[1]))
                else:
                    d["symbols"][symbols[k]] = "true"
    for x in "NESW":
        d["edges"].setdefault(x, "field")
    return d, unmapped


def our_tile(t, symbols):
    """A catalogue's tile in the same form."""
    seg_keys = {k.split("@")[0]: {} for k in symbols if "@" in k and
                k.split("@")[0] in ("city", "road")}
    for k, v in symbols.items():
        if k.split("@")[0] in seg_keys:
            seg_keys[k.split("@")[0]][v] = True

    def attrs(kind, seg):
        return tuple(sorted((k, norm(seg[k])) for k in seg_keys.get(kind, {})
                            if k in seg and seg[k] is not False))
    cities = {c["id"]: frozenset(c["edges"]) for c in t.get("cities", [])}
    d = {"edges": {x: ("water" if v == "water" else v)
                   for x, v in t.get("edges", {}).items()},
         "cities": {(frozenset(c["edges"]), attrs("city", c))
                    for c in t.get("cities", [])},
         "roads": {(frozenset(r["edges"]), attrs("road", r))
                   for r in t.get("roads", [])},
         "fields": {(frozenset(f["halves"]),
                     frozenset(cities[a] for a in f.get("adj", [])))
                    for f in t.get("fields", [])},
         "monastery": bool(t.get("monastery", False)),
         "symbols": {}}
    for k, key in symbols.items():
        if k.split("@")[0] in ("city", "road"):
            continue
        if key in t and t[key] is not False:
            d["symbols"][key] = norm(t[key]) if "@" in k else "true"
    return d


def block_of(path):
    """The import.jcz block naming the plugin's sets, from the catalogue
    or its folder's other catalogue, or None."""
    for p in [path] + sorted(glob.glob(os.path.join(os.path.dirname(path),
                                                    "*.yaml"))):
        with open(p) as fh:
            cat = yaml.safe_load(fh)
        if not isinstance(cat, dict):
            continue
        jcz = (cat.get("import") or {}).get("jcz") or {}
        if jcz.get("sets"):
            return jcz
    return None


def check(path, sets, defs):
    """The differences of one catalogue, and its tiles compared."""
    with open(path) as fh:
        cat = yaml.safe_load(fh)
    block = block_of(path)
    if block is None or not isinstance(cat, dict) or not cat.get("tiles"):
        return None, 0
    symbols = block.get("symbols") or {}
    variant = block.get("variant")
    ours = {}
    for t in cat["tiles"]:
        if t.get("variant") not in (None, variant):
            continue
        for a in t.get("aliases", []):
            ours[a] = t
    errs, n = [], 0
    theirs = {}
    for s in block["sets"]:
        refs = first_edition(sets, s)
        if refs is None:
            errs.append("set '%s': no tile set of it in the definitions" % s)
            continue
        theirs.update(refs)
    for jid in sorted(set(ours) | set(theirs)):
        if jid not in theirs:
            errs.append("%s (%s): not in JCloisterZone's sets %s" % (
                ours[jid]["id"], jid, ", ".join(block["sets"])))
            continue
        if jid not in ours:
            errs.append("%s: JCloisterZone's, not in the catalogue" % jid)
            continue
        t = ours[jid]
        n += 1
        if jid not in defs:
            errs.append("%s (%s): no definition" % (t["id"], jid))
            continue
        d, unmapped = their_tile(defs[jid], symbols)
        for u in unmapped:
            errs.append("%s (%s): the definition's '%s' is mapped by no "
                        "symbols: of the catalogue" % (t["id"], jid, u))
        if t.get("count") != theirs[jid]:
            errs.append("%s (%s): count %s, JCloisterZone %d" % (
                t["id"], jid, t.get("count"), theirs[jid]))
        o = our_tile(t, symbols)
        for key in ("edges", "cities", "roads", "fields", "monastery",
                    "symbols"):
            if o[key] != d[key]:
                errs.append("%s (%s): %s differ: ours %s, JCloisterZone %s"
                            % (t["id"], jid, key, show(o[key]),
                               show(d[key])))
    return errs, n


def show(v):
    """A value in a stable, readable order."""
    if isinstance(v, (set, frozenset)):
        return "[" + "; ".join(sorted(show(x) for x in v)) + "]"
    if isinstance(v, tuple):
        return "(" + " ".join(show(x) for x in v) + ")"
    if isinstance(v, dict):
        return "{" + ", ".join("%s: %s" % (k, show(v[k]))
                               for k in sorted(v)) + "}"
    return str(v)


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    sets, defs = definitions(argv[1])
    bad = 0
    for path in argv[2:]:
        errs, n = check(path, sets, defs)
        if errs is None:
            continue
        for e in errs:
            print("%s: %s" % (path, e))
        print("%s: %d tiles compared, %d differences" % (path, n, len(errs)))
        bad += len(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
