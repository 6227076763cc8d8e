#!/usr/bin/env python3
"""ask_schema.py - check a JSON document against doc/ask.schema.json with
the parts of JSON Schema that file uses (type, enum, required,
properties, additionalProperties false, items, minItems, $ref, oneOf), so
that the test needs nothing beyond python3.
usage: ask_schema.py SCHEMA < DOC"""
import json
import sys

schema = json.load(open(sys.argv[1]))
TYPES = {"object": dict, "array": list, "string": str, "boolean": bool,
         "null": type(None)}


def is_type(v, t):
    if t == "integer":
        return isinstance(v, int) and not isinstance(v, bool)
    return isinstance(v, TYPES[t])


def check(v, s, path):
    if "$ref" in s:
        s = schema["$defs"][s["$ref"].split("/")[-1]]
    errs = []
    if "oneOf" in s:
        ok = [o for o in s["oneOf"] if not check(v, o, path)]
        return [] if len(ok) == 1 else ["%s: not exactly one of oneOf" % path]
    if "type" in s:
        ts = s["type"] if isinstance(s["type"], list) else [s["type"]]
        if not any(is_type(v, t) for t in ts):
            return ["%s: %r is not %s" % (path, v, ts)]
    if "enum" in s and v not in s["enum"]:
        errs.append("%s: %r not in %s" % (path, v, s["enum"]))
    if isinstance(v, dict):
        for k in s.get("required", []):
            if k not in v:
                errs.append("%s: no '%s'" % (path, k))
        for k, x in v.items():
            if k in s.get("properties", {}):
                errs += check(x, s["properties"][k], path + "." + k)
            elif s.get("additionalProperties") is False:
                errs.append("%s: '%s' is not in the schema" % (path, k))
    if isinstance(v, list):
        if len(v) < s.get("minItems", 0):
            errs.append("%s: fewer than %d items" % (path, s["minItems"]))
        for i, x in enumerate(v):
            errs += check(x, s.get("items", {}), "%s[%d]" % (path, i))
    return errs


errs = check(json.load(sys.stdin), schema, "$")
for e in errs:
    print(e)
sys.exit(1 if errs else 0)
