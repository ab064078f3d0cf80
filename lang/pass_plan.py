"""A run of passes planned by the message's words: a pass whose own first test returns when none of its words occurs
is not called for a message without one (speed; issue 10).

``lang.after_acts.after_acts`` calls some 200 passes in order, most of them group modules calling more; of the ~190
calls a corpus message made, about 130 returned at their first line (``if _WORDS.isdisjoint(reader._keys): return``)
— a call and a word test each. ``PassPlan(group)`` reads the group once, at its first run: a function whose body
is only calls ``f(reader)`` is replaced by the functions it calls, in order (so the plan holds the leaf passes);
each leaf's first statement is read (``ast``) for the words without which it returns at once (``gate_words``). A
run then takes the message's word keys (``reader._keys``, a frozenset fixed when the reader is built), finds the
gated passes one of whose words occurs (one dict look-up a word the index knows, in C) and calls those and every
ungated pass, in the group's order. Skipped passes are exactly those that would have returned at their first test,
so the reading is the same byte for byte; a pass called needlessly re-tests its own words, so a word set that is
too wide only costs time, never a reading. With ``lang.gates.ALL_OPEN`` (tests read the corpora with every gate
open) every pass is called.

What counts as a first-line gate (anything else: the pass is always called): ``if T: return`` (no ``else``) where
``T`` is an ``or`` of terms, at least one a word test — ``TABLE.isdisjoint(reader._keys)`` (``TABLE`` a module
frozenset, or ``A | B`` of them), ``"word" not in reader._keys``, an ``and`` of word tests, or ``GATE.shut(
reader._keys)`` (a ``lang.gates.Gate``: its words and every word of its phrases) — and every term before it free of
effects (reader attributes, constants, ``not``, comparisons, ``len``, other word tests), so skipping it skips
nothing a call would have done.
"""
from __future__ import annotations

import ast
import builtins
import functools
import importlib
import inspect
from pathlib import Path
from typing import Callable

from lang.gates import ALL_OPEN, Gate

__all__ = ["PassPlan", "gate_words", "leaves"]


class PassPlan:
    """One group of passes (a function calling passes ``f(reader)`` in order), planned once, run per message."""

    __slots__ = ("group", "passes", "gates", "_always", "_index", "_sym_index")

    def __init__(self, group: Callable | str) -> None:
        """``group``: the function whose calls are the passes, or its name ``"lang.after_acts:after_acts"``
        (imported at the first ``run``: its passes may import the module that plans it); read at the first ``run``."""
        self.group = group
        self.passes: tuple[Callable, ...] = ()

    def _build(self) -> None:
        if isinstance(self.group, str):
            module, name = self.group.split(":")
            self.group = getattr(importlib.import_module(module), name)
        self.passes = tuple(leaves(self.group))
        self.gates = tuple(gate_words(f) for f in self.passes)
        _definitions.cache_clear()  # (the parsed files are needed only while planning)
        self._always = frozenset(i for i, g in enumerate(self.gates) if g is None)
        index: dict[str, list[int]] = {}
        sym_index: dict[str, list[int]] = {}
        for i, words in enumerate(self.gates):
            for w in words or ():
                if isinstance(w, tuple):  # ("sym", "?"): a symbol the pass needs
                    sym_index.setdefault(w[1], []).append(i)
                else:
                    index.setdefault(w, []).append(i)
        self._index = {w: tuple(v) for w, v in index.items()}
        self._sym_index = {s: tuple(v) for s, v in sym_index.items()}

    def run(self, reader) -> None:
        """Call, in the group's order, every pass that can change ``reader`` (the MessageReader; see module
        docstring); exceptions (a refusal's reason) pass through as from the group itself."""
        if not self.passes:
            self._build()
        if ALL_OPEN:
            for f in self.passes:
                f(reader)
            return
        live = set(self._always)
        hit = self._index.keys() & reader._keys
        if hit:
            live.update(*map(self._index.__getitem__, hit))
        hit = self._sym_index.keys() & reader._syms  # (a list: "" for a token that is no symbol)
        if hit:
            live.update(*map(self._sym_index.__getitem__, hit))
        passes = self.passes
        for i in sorted(live):
            passes[i](reader)


@functools.cache
def _definitions(filename: str) -> dict[int, ast.AST]:
    """Every module-level function and method of the source file ``filename``, by its first line (its first decorator's, as
    ``co_firstlineno`` counts it); {} for a file that cannot be read. Each file is parsed once per plan (``inspect.
    getsource`` a function tokenized its file from the function's line on: 0.5–0.9 s of a process's first read)."""
    try:
        tree = ast.parse(Path(filename).read_text(encoding="utf-8"))
    except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
        return {}
    nodes = [*tree.body, *(n for c in tree.body if isinstance(c, ast.ClassDef) for n in c.body)]  # (module-level
    return {min([n.lineno] + [d.lineno for d in n.decorator_list]): n for n in nodes  # functions and methods: a
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}  # nested one is not planned, only called)


def _tree(fn: Callable) -> ast.FunctionDef | None:
    """The function's own definition (``None`` for a decorated or wrapped function, or one without source)."""
    if not inspect.isfunction(fn) or hasattr(fn, "__wrapped__"):
        return None
    node = _definitions(fn.__code__.co_filename).get(fn.__code__.co_firstlineno)
    if not isinstance(node, ast.FunctionDef) or node.decorator_list or node.name != fn.__name__ \
            or len(node.args.args) != 1 or node.args.posonlyargs or node.args.kwonlyargs or node.args.vararg \
            or node.args.kwarg or node.args.defaults:
        return None
    return node


def _body(node: ast.FunctionDef) -> list[ast.stmt]:
    body = node.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]  # the docstring
    return body


def leaves(group: Callable) -> list[Callable]:
    """The passes ``group`` runs, in order, with every function whose body is only calls ``f(reader)`` (of
    functions of its module's globals) replaced by its own leaves."""
    node = _tree(group)
    if node is None:
        return [group]
    param = node.args.args[0].arg
    body = _body(node)
    called = []
    for st in body:
        call = st.value if isinstance(st, ast.Expr) else None
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and not call.keywords
                and len(call.args) == 1 and isinstance(call.args[0], ast.Name) and call.args[0].id == param):
            return [group]
        fn = group.__globals__.get(call.func.id)
        if not inspect.isfunction(fn):
            return [group]
        called.append(fn)
    if not called:
        return [group]
    return [leaf for fn in called for leaf in leaves(fn)]


def gate_words(fn: Callable) -> frozenset | None:
    """The words without one of which ``fn(reader)`` returns at its first test, doing nothing (module docstring),
    or ``None`` when it does not start so."""
    node = _tree(fn)
    if node is None:
        return None
    param = node.args.args[0].arg
    env = fn.__globals__
    keys = _Names({param + "._keys", param + "._words"})  # names of the message's words: reader._keys (a frozenset),
    keys.syms = {param + "._syms"}  # reader._words (a list, "" for no word) and a local they are first put in; symbols
    keys.local = frozenset(fn.__code__.co_varnames)  # (a local is read only once assigned before the test)
    for first in _body(node):
        if isinstance(first, ast.Assign) and len(first.targets) == 1 and isinstance(first.targets[0], ast.Name) \
                and _pure(first.value, param, env, keys):  # "keys = reader._keys", "toks = reader.tokens"
            name = first.targets[0].id
            keys.discard(name)
            keys.frozen_names.discard(name)
            keys.syms.discard(name)
            if _is_keys(first.value, keys):
                keys.add(name)
                if keys.frozen(first.value):
                    keys.frozen_names.add(name)
            elif _is_keys(first.value, keys.syms):
                keys.syms.add(name)
            keys.assigned.add(name)
            continue
        break
    else:
        return None
    if not (isinstance(first, ast.If) and not first.orelse and len(first.body) == 1
            and isinstance(first.body[0], ast.Return)
            and (first.body[0].value is None or isinstance(first.body[0].value, ast.Constant)
                 and first.body[0].value.value is None)):
        return None
    return _words_needed(first.test, param, env, keys)


class _Names(set):
    """The names of the message's keys in one pass's first lines, with the locals assigned before its test."""

    def __init__(self, names) -> None:
        super().__init__(names)
        self.assigned: set[str] = set()
        self.local: frozenset = frozenset()
        self.frozen_names: set[str] = set()
        self.syms: set[str] = set()

    def frozen(self, node: ast.AST) -> bool:
        """Whether ``node`` names the keys as a frozenset (``A & reader._keys`` is a set of words; with the list
        ``reader._words`` it would raise)."""
        name = node.id if isinstance(node, ast.Name) else f"{node.value.id}.{node.attr}"
        return name.endswith("._keys") or name in self.frozen_names


def _is_keys(node: ast.AST, keys: _Names) -> bool:
    """Whether ``node`` is the message's keys (``reader._keys`` or its local name)."""
    return isinstance(node, ast.Name) and node.id in keys or isinstance(node, ast.Attribute) and isinstance(
        node.value, ast.Name) and f"{node.value.id}.{node.attr}" in keys


def _table(node: ast.AST, env: dict, keys: _Names) -> frozenset | None:
    """A module frozenset of words named (or a union ``A | B`` of them; never a local of the pass)."""
    if isinstance(node, ast.Name) and node.id not in keys.local:
        value = env.get(node.id)
        return value if isinstance(value, frozenset) and all(isinstance(w, str) for w in value) else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        a, b = _table(node.left, env, keys), _table(node.right, env, keys)
        return a | b if a is not None and b is not None else None
    return None


def _words_needed(term: ast.AST, param: str, env: dict, keys: _Names) -> frozenset | None:
    """Words W such that ``term`` is true (and evaluating it does nothing else) whenever no word of W is among the
    message's keys; ``None`` when ``term`` is no such word test."""
    if isinstance(term, ast.Call) and not term.keywords and len(term.args) == 1 and _is_keys(term.args[0], keys.syms) \
            and isinstance(term.func, ast.Attribute) and term.func.attr == "isdisjoint":
        table = _table(term.func.value, env, keys)
        return None if table is None else frozenset(("sym", s) for s in table)  # a symbol needed: ("sym", "?")
    if isinstance(term, ast.UnaryOp) and isinstance(term.op, ast.Not) and isinstance(term.operand, ast.BinOp) \
            and isinstance(term.operand.op, ast.BitAnd):  # "not _YOU & reader._keys"
        a, b = term.operand.left, term.operand.right
        return _table(b, env, keys) if _is_keys(a, keys) and keys.frozen(a) else _table(a, env, keys) \
            if _is_keys(b, keys) and keys.frozen(b) else None
    if isinstance(term, ast.Call) and not term.keywords and len(term.args) == 1 and _is_keys(term.args[0], keys) \
            and isinstance(term.func, ast.Attribute):
        if term.func.attr == "isdisjoint":
            return _table(term.func.value, env, keys)
        if term.func.attr == "shut" and isinstance(term.func.value, ast.Name) and term.func.value.id not in keys.local:
            gate = env.get(term.func.value.id)
            if isinstance(gate, Gate):
                words = set(gate.words)
                for table in gate.phrases:
                    for phrase in table:
                        words.update(phrase)
                return frozenset(words)
        return None
    if isinstance(term, ast.Compare) and len(term.ops) == 1 and isinstance(term.ops[0], ast.NotIn) \
            and (_is_keys(term.comparators[0], keys) or _is_keys(term.comparators[0], keys.syms)):
        left = term.left
        value = left.value if isinstance(left, ast.Constant) else env.get(left.id) if isinstance(left, ast.Name) \
            and left.id not in keys.local else None
        if not isinstance(value, str):
            return None
        return frozenset({value}) if _is_keys(term.comparators[0], keys) else frozenset({("sym", value)})
    if isinstance(term, ast.BoolOp) and isinstance(term.op, ast.And):  # true when every part is: the words of all
        parts = [_words_needed(v, param, env, keys) for v in term.values]
        return frozenset().union(*parts) if all(p is not None for p in parts) else None
    if isinstance(term, ast.BoolOp) and isinstance(term.op, ast.Or):  # true when one part is: the first word test's
        for value in term.values:  # words, every part before it free of effects
            words = _words_needed(value, param, env, keys)
            if words is not None:
                return words
            if not _pure(value, param, env, keys):
                return None
    return None


def _pure(term: ast.AST, param: str, env: dict, keys: _Names) -> bool:
    """Whether evaluating ``term`` (a test before the word test) can do nothing but give a value: attributes of the
    reader (``getattr`` with a default too), names, constants, ``not``, ``and``/``or``, comparisons, ``len`` and
    word tests."""
    if isinstance(term, ast.Constant):
        return True
    if isinstance(term, ast.Name):  # the reader, a local named before the test, or a module's or builtin name
        return term.id == param or term.id in keys.assigned or term.id not in keys.local and (
            term.id in env or hasattr(builtins, term.id))
    if isinstance(term, ast.Attribute):
        return isinstance(term.value, ast.Name) and term.value.id == param
    if isinstance(term, ast.UnaryOp) and isinstance(term.op, ast.Not):
        return _pure(term.operand, param, env, keys)
    if isinstance(term, ast.BoolOp):
        return all(_pure(v, param, env, keys) for v in term.values)
    if isinstance(term, ast.Compare):
        sides = [term.left, *term.comparators]  # (an order only between counts: len(…) < 2, never None < 2)
        return all(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn, ast.Is, ast.IsNot)) or isinstance(
            op, (ast.Lt, ast.LtE, ast.Gt, ast.GtE)) and all(_counted(x, env) for x in sides) for op in term.ops) \
            and all(_pure(x, param, env, keys) for x in sides)
    if isinstance(term, ast.Call) and isinstance(term.func, ast.Name) and not term.keywords:
        if term.func.id == "len" and env.get("len", len) is len and len(term.args) == 1:
            return _pure(term.args[0], param, env, keys)
        if term.func.id == "getattr" and env.get("getattr", getattr) is getattr and len(term.args) == 3 \
                and isinstance(term.args[0], ast.Name) and term.args[0].id == param \
                and all(isinstance(a, ast.Constant) for a in term.args[1:]):
            return True
    return _words_needed(term, param, env, keys) is not None


def _counted(node: ast.AST, env: dict) -> bool:
    """An int constant or a ``len(…)``: what may be ordered without raising."""
    return isinstance(node, ast.Constant) and type(node.value) is int or isinstance(node, ast.Call) and isinstance(
        node.func, ast.Name) and node.func.id == "len" and env.get("len", len) is len
