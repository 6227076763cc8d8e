#!/usr/bin/env python3
"""jcz-tiles.py - goldmines.yaml against JCloisterZone's tile definitions.

usage: jcz-tiles.py GOLDMINES.XML [goldmines.yaml]

GOLDMINES.XML is farin/JCloisterZone-Client's
src/extraResources/expansions/goldmines.xml (commit
0f66860787918482131939390ea05de7e96c45a6).  Every tile is compared, by
its alias, segment by segment: the edges of each road and city, the
halves of each field and the cities it touches, the monastery, the gold
symbol, the copies of the tile set.  Prints each difference and exits 1
if there is one.  Needs PyYAML.
"""
import sys
import xml.etree.ElementTree as ET

import yaml

EDGES = {'road': 'R', 'city': 'C'}


def xml_tiles(path):
    root = ET.parse(path).getroot()
    counts = {}
    for ref in root.iter('ref'):
        counts[ref.get('tile')] = int(ref.get('count', '1'))
    tiles = {}
    for t in root.iter('tile'):
        d = {'roads': set(), 'cities': set(), 'fields': set(),
             'monastery': t.find('monastery') is not None,
             'gold': t.find('goldmine') is not None,
             'count': counts.get(t.get('id'), 0)}
        city_of = {}
        for c in t.findall('city'):
            edges = frozenset(c.text.split())
            d['cities'].add(edges)
            for e in edges:
                city_of[e] = edges
        for r in t.findall('road'):
            d['roads'].add(frozenset(r.text.split()))
        for f in t.findall('field'):
            adj = frozenset(city_of[e] for e in f.get('city', '').split())
            d['fields'].add((frozenset(f.text.split()), adj))
        tiles[t.get('id')] = d
    return tiles


def yaml_tiles(path):
    with open(path) as fh:
        cat = yaml.safe_load(fh)
    tiles = {}
    for t in cat['tiles']:
        cities = {c['id']: frozenset(c['edges']) for c in t.get('cities', [])}
        d = {'roads': {frozenset(r['edges']) for r in t.get('roads', [])},
             'cities': set(cities.values()),
             'fields': {(frozenset(f['halves']),
                         frozenset(cities[a] for a in f.get('adj', [])))
                        for f in t.get('fields', [])},
             'monastery': bool(t.get('monastery', False)),
             'gold': bool(t.get('gold', False)),
             'count': t['count']}
        for alias in t.get('aliases', []):
            tiles[alias] = (t['id'], d)
    return tiles


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    ours = yaml_tiles(sys.argv[2] if len(sys.argv) == 3 else
                      __file__.rsplit('/', 1)[0] + '/goldmines.yaml')
    theirs = xml_tiles(sys.argv[1])
    bad = 0
    for jid in sorted(set(ours) | set(theirs)):
        if jid not in ours or jid not in theirs:
            print('%s: only in %s' % (jid, 'the catalogue' if jid in ours
                                      else 'the XML'))
            bad += 1
            continue
        oid, d = ours[jid]
        for key in ('roads', 'cities', 'fields', 'monastery', 'gold',
                    'count'):
            if d[key] != theirs[jid][key]:
                print('%s (%s): %s differ: ours %r, JCloisterZone %r' % (
                    oid, jid, key, d[key], theirs[jid][key]))
                bad += 1
    print('%d tiles compared, %d differences' % (len(theirs), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
