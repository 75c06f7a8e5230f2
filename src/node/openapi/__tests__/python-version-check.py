"""Finds Python newer than a version (argv[1], e.g. 3.8) in [{label, code}] on stdin.

Prints [{label, line, message}] as JSON: a syntax error under that version's grammar, or an
annotation evaluated when its function or class is defined that uses `X | Y` (Python 3.10) or a
built-in generic such as `list[str]` (3.9), in a file without `from __future__ import annotations`.
"""
import ast
import json
import sys

VERSION = tuple(int(p) for p in sys.argv[1].split("."))
BUILTIN_GENERICS = {"list", "dict", "tuple", "set", "frozenset", "type"}


def newer(annotation):
    for node in ast.walk(annotation):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr) and VERSION < (3, 10):
            return "X | Y (Python 3.10)"
        if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
                and node.value.id in BUILTIN_GENERICS and VERSION < (3, 9)):
            return f"{node.value.id}[...] (Python 3.9)"
    return None


def evaluated_annotations(node, in_function):
    """Annotations Python evaluates at run time: parameters and returns, and variables outside functions."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = child.args
            every = args.posonlyargs + args.args + args.kwonlyargs + [args.vararg, args.kwarg]
            yield from (a.annotation for a in every if a is not None and a.annotation is not None)
            if child.returns is not None:
                yield child.returns
            yield from evaluated_annotations(child, True)
        elif isinstance(child, ast.ClassDef):
            yield from evaluated_annotations(child, False)
        else:
            if isinstance(child, ast.AnnAssign) and not in_function:
                yield child.annotation
            yield from evaluated_annotations(child, in_function)


found = []
for item in json.load(sys.stdin):
    try:
        tree = ast.parse(item["code"], feature_version=VERSION[:2])
    except SyntaxError as error:
        found.append({"label": item["label"], "line": error.lineno or 0,
                      "message": f"not Python {sys.argv[1]}: {error.msg}"})
        continue
    future = any(isinstance(s, ast.ImportFrom) and s.module == "__future__"
                 and any(a.name == "annotations" for a in s.names) for s in tree.body)
    if future:
        continue
    for annotation in evaluated_annotations(tree, False):
        why = newer(annotation)
        if why:
            text = ast.get_source_segment(item["code"], annotation)
            found.append({"label": item["label"], "line": annotation.lineno,
                          "message": f"the annotation {text} uses {why}, evaluated when defined: "
                                     "start the file with `from __future__ import annotations`"})
json.dump(found, sys.stdout)
