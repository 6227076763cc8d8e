#!/usr/bin/env python3
"""jcz-tiles.py - flier.yaml against JCloisterZone's tile definitions.

usage: jcz-tiles.py FLIER.XML [flier.yaml]

FLIER.XML is farin/JCloisterZone-Client's
src/extraResources/expansions/flier.xml (commit
0f66860787918482131939390ea05de7e96c45a6).  Every tile is compared, by
its alias, segment by segment: the edges of each road and city, the
halves of each field and the cities it touches, the monastery, the flying
machine's direction, the copies of flier:1 (flier:2's garden copy is The
Abbot's).  Prints each difference and exits 1 if there is one.  Needs PyYAML.
"""
import sys
import xml.etree.ElementTree as ET

import yaml

EDGES = {'road': 'R', 'city': 'C'}


def xml_tiles(path):
    root = ET.parse(path).getroot()
    counts = {}
    for ts in root.iter('tile-set'):
        if ts.get('id') != 'flier:1':
            continue
        for ref in ts.iter('ref'):
            counts[ref.get('tile')] = int(ref.get('count', '1'))
    tiles = {}
    for t in root.iter('tile'):
        if t.get('id') not in counts:
            continue    # flier:2's garden copy, The Abbot's
        d = {'roads': set(), 'cities': set(), 'fields': set(),
             'monastery': t.find('monastery') is not None,
             'flier': (t.find('flying-machine').get('direction')
                       if t.find('flying-machine') is not None else None),
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
             'flier': t.get('flier'),
             'count': t['count']}
        for alias in t.get('aliases', []):
            tiles[alias] = (t['id'], d)
    return tiles


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    ours = yaml_tiles(sys.argv[2] if len(sys.argv) == 3 else
                      __file__.rsplit('/', 1)[0] + '/flier.yaml')
    theirs = xml_tiles(sys.argv[1])
    bad = 0
    for jid in sorted(set(ours) | set(theirs)):
        if jid not in ours or jid not in theirs:
            print('%s: only in %s' % (jid, 'the catalogue' if jid in ours
                                      else 'the XML'))
            bad += 1
            continue
        oid, d = ours[jid]
        for key in ('roads', 'cities', 'fields', 'monastery', 'flier',
                    'count'):
            if d[key] != theirs[jid][key]:
                print('%s (%s): %s differ: ours %r, JCloisterZone %r' % (
                    oid, jid, key, d[key], theirs[jid][key]))
                bad += 1
    print('%d tiles compared, %d differences' % (len(theirs), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
