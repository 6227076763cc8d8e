#!/usr/bin/env python3
"""jcz-digest.py - the identity of a JCloisterZone save as doc/import-jcz.md
("Importing twice") defines it, worked out apart from carc, from the text
of the definition: the members players, setup, replay and gameAnnotations
of the save (those present) as one JSON object, compact, the keys of every
object sorted by their bytes, non-ASCII and control characters as \\uXXXX
with upper-case hex digits (two of them, surrogates, above U+FFFF) but
\\b \\f \\n \\r \\t \\" \\\\ as such, '/' and DEL as they are, integers as
integers, reals as C's %.17g with ".0" added where it has neither '.' nor
'e' and the exponent without '+' or leading zeros; its SHA-256 in hex.

Usage: jcz-digest.py FILE...  (one digest a line).  Standard library only.
"""
import hashlib
import json
import re
import sys

ESCAPES = {'"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n',
           '\r': '\\r', '\t': '\\t'}


def real(x):
    s = '%.17g' % x
    if '.' not in s and 'e' not in s:
        s += '.0'
    return re.sub(r'e\+?(-?)0*', r'e\1', s)


def text(s):
    out = []
    for ch in s:
        c = ord(ch)
        if ch in ESCAPES:
            out.append(ESCAPES[ch])
        elif c < 0x20 or 0x7f < c < 0x10000:
            out.append('\\u%04X' % c)
        elif c >= 0x10000:
            c -= 0x10000
            out.append('\\u%04X\\u%04X' % (0xd800 + (c >> 10),
                                          0xdc00 + (c & 0x3ff)))
        else:
            out.append(ch)
    return '"' + ''.join(out) + '"'


def canon(v):
    if isinstance(v, dict):
        keys = sorted(v, key=lambda k: k.encode('utf-8'))
        return '{' + ','.join(text(k) + ':' + canon(v[k]) for k in keys) + '}'
    if isinstance(v, list):
        return '[' + ','.join(canon(x) for x in v) + ']'
    if v is True:
        return 'true'
    if v is False:
        return 'false'
    if v is None:
        return 'null'
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return real(v)
    return text(v)


def main():
    for path in sys.argv[1:]:
        with open(path, encoding='utf-8') as f:
            save = json.load(f)
        game = {k: save[k] for k in ('players', 'setup', 'replay',
                                     'gameAnnotations') if k in save}
        print(hashlib.sha256(canon(game).encode('ascii')).hexdigest())


if __name__ == '__main__':
    main()
