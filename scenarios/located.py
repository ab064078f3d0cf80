"""YAML that remembers where each value came from, and ``extends:`` resolution.

A scenario file may name a base with ``extends: BASE`` — a built-in scenario
name (``default``) or a path relative to the file (``base.yaml``) — and then
override a few keys. Bases are merged deeply: a mapping in the variant is
merged key by key into the base's mapping; anything else (a number, a string,
a list) replaces the base's value whole. Chains of bases are allowed; a cycle
is an error.

Every value of the merged data keeps its origin: ``Origins`` maps a key path
such as ``("suppliers", 3, "language")`` to ``(file, line)``, lines counted
from 1, taken from PyYAML's node positions (``start_mark``). Validation
errors use it to name the file and the line a person must edit.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

import yaml

from scenarios.indent import INDENT_PROBLEMS, misindented, under_a_value

__all__ = ["Located", "LocatedError", "read_located", "resolve_extends", "builtin_names"]

Path_ = tuple  # a key path: strings for mapping keys, ints for list positions


class LocatedError(ValueError):
    """A file that cannot be read or resolved; ``where`` is ``FILE:LINE`` or ``FILE``."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where


@dataclass
class Located:
    """Data read from YAML, and for each key path the (file, line) it was written at.

    ``chain`` is the list of files merged, the variant first and its last base last;
    ``builtin`` says whether the first is a built-in (shipped in ``scenarios/``).
    """
    data: Any
    origins: dict[Path_, tuple[str, int]] = field(default_factory=dict)
    chain: list[str] = field(default_factory=list)
    builtin: bool = False
    #: Lists the variant wrote shorter than its base's (key path, the base's length, the variant's): a list replaces
    #: the base's whole list, so "suppliers: [one entry]" keeps one supplier (a new user's trial: silently).
    lists_cut: list = field(default_factory=list)
    #: Keys written twice in one mapping, as ``FILE:LINE: name is written twice …`` lines (YAML keeps the last one
    #: silently: "days: 5 … days: 7" ran 7 days); told with the file's other problems, not instead of them.
    twice: list = field(default_factory=list)

    def where(self, path: Path_) -> str:
        """``FILE:LINE`` of the longest prefix of ``path`` that was written somewhere (``FILE`` at worst)."""
        for n in range(len(path), -1, -1):
            if tuple(path[:n]) in self.origins:
                file, line = self.origins[tuple(path[:n])]
                return f"{file}:{line}" if line > 0 else file
        return self.chain[0] if self.chain else "(scenario)"


class ScenarioLoader(yaml.SafeLoader):
    """PyYAML's safe loader, reading ``1e5`` and ``2.5e-3`` as numbers (YAML 1.2 does; PyYAML's 1.1 rules want
    ``1.0e+5`` and read the others as text, which a number field then refused or, before, took silently)."""


#: YAML 1.1 reads ``017`` as 15 (octal), ``0x10`` as 16, ``0b11`` as 3 and ``1_0`` as 10: "days: 017" ran 15 days
#: (the fifty-third session's README walk). A whole number here is an optional sign and digits, a leading 0
#: decimal (YAML 1.2's core schema), so the others are text that a number field refuses ("write a plain number in
#: digits"); base 60 (``9:00``, 540) is kept for ``scenarios.clock``, which refuses it with the fix (quote it).
_INT = "tag:yaml.org,2002:int"
ScenarioLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != _INT]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
ScenarioLoader.add_implicit_resolver(
    _INT, re.compile(r"^(?:[-+]?[0-9]+|[-+]?[1-9][0-9]*(?::[0-5]?[0-9])+)$"), list("-+0123456789"))


def _whole(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> int:
    """A whole number as the resolver above reads it: decimal (``017`` is 17), or base 60 (``9:00`` is 540)."""
    text = loader.construct_scalar(node)
    if isinstance(text, str) and ":" not in text:
        try:
            return int(text, 10)
        except ValueError:  # an explicit ``!!int 0x10``: YAML's own reading
            pass
    return yaml.SafeLoader.construct_yaml_int(loader, node)


ScenarioLoader.add_constructor(_INT, _whole)
ScenarioLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?(?:[0-9][0-9_]*)(?:\.[0-9_]*)?[eE][-+]?[0-9]+$"),
    list("-+0123456789"))


def builtin_names(folder: str = "") -> list[str]:
    """Names of the YAML files shipped in ``scenarios/`` (or one of its sub-folders), without ``.yaml``."""
    base = files("scenarios") / folder if folder else files("scenarios")
    return sorted(p.name[:-5] for p in base.iterdir() if p.name.endswith(".yaml"))


def _positions(node: yaml.Node, file: str, path: Path_, loader: yaml.SafeLoader,
               out: dict[Path_, tuple[str, int]], twice: list[str]) -> None:
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            try:
                key = loader.construct_object(key_node, deep=True)
            except yaml.YAMLError:  # pragma: no cover - a key the constructor itself refused
                continue
            if isinstance(key, (str, int, float, bool)) or key is None:
                line = key_node.start_mark.line + 1
                if path + (key,) in out:  # YAML keeps the last silently: "days: 5 … days: 7" ran 7 days
                    name = ".".join(str(k) for k in path + (key,))
                    twice.append(f"{file}:{line}: {name} is written twice (lines {out[path + (key,)][1]} and {line}); "
                                 f"keep one")
                out[path + (key,)] = (file, line)
                _positions(value_node, file, path + (key,), loader, out, twice)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            out[path + (i,)] = (file, item.start_mark.line + 1)
            _positions(item, file, path + (i,), loader, out, twice)


def read_located(text: str, file: str, kind: str = "scenario") -> Located:
    """Parse one YAML document, keeping the line of every key and list item.

    Args:
        kind: what the file declares (``scenario`` or ``study``), for the messages.
    Raises:
        LocatedError: the text is not YAML (``FILE:LINE`` of the problem), is empty (or only comments: the
            message shows the smallest valid file), or is not a mapping (a list, a bare value).
    """
    loader = ScenarioLoader(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        last = max(1, len(text.rstrip("\n").splitlines()))
        line = min(mark.line + 1, last) if mark is not None else None
        at_fault = misindented(text, line) if line is not None and problem.startswith(INDENT_PROBLEMS) else None
        if at_fault is not None and (at_fault[0] != line or problem.startswith("expected <block end>")):  # name the
            # line to edit: PyYAML noticed it later, or said only "expected <block end>" (a new user's trial)
            k, now, like, side = at_fault
            noticed = f"YAML noticed on line {line}: {problem}" if k != line else f"YAML said: {problem}"
            raise LocatedError(f"{file}:{k}", f"not valid YAML: this line is indented {now} space{'s' * (now != 1)} "
                                              f"where the key {side} it has {like}; indent it like that key "
                                              f"({noticed})") from exc
        opened = getattr(exc, "context_mark", None)
        left_open = _unclosed_flow(text, mark) if getattr(exc, "context", None) == "while parsing a flow node" \
            and line is not None else None
        if left_open is not None:  # "while parsing a flow node" marks where the node was awaited, not the '{'
            start, opened_on, last_entry = left_open
            close = "}" if start == "{" else "]"
            problem += (f" — the '{start}' opened on line {opened_on} is never closed: add '{close}' after its last "
                        f"entry, on line {last_entry}")
        elif opened is not None and getattr(exc, "context", None) and line is not None and \
                problem.startswith(("expected ',' or '}'", "expected ',' or ']'")):
            problem += _flow_hint(problem, text, opened.line + 1, line)
        elif opened is not None and getattr(exc, "context", None) and opened.line + 1 != line:
            # "expected ',' or ']', but got '<stream end>'" says little without where the list opened
            what = str(exc.context).removeprefix("while parsing ").removeprefix("a ")
            problem += f" (the {what} opened on line {opened.line + 1} is not closed)"
        if "\\t" in problem or "\t" in problem:  # "found character '\\t' that cannot start any token": say the fix
            problem += "; YAML indents with spaces only: replace the tab with spaces"
        elif problem.startswith("mapping values are not allowed"):  # "days: 30⏎  seed: 1": a key indented under a
            problem += under_a_value(text, line)  # value
        where = f"{file}:{line}" if line is not None else file
        raise LocatedError(where, f"not valid YAML: {problem}") from exc
    finally:
        loader.dispose()
    if not isinstance(data, dict):
        raise LocatedError(file, _not_a_mapping(data, kind))
    origins: dict[Path_, tuple[str, int]] = {(): (file, 1)}
    twice: list[str] = []
    _positions(node, file, (), ScenarioLoader(""), origins, twice)
    return Located(data, origins, [file], twice=twice)


def _unclosed_flow(text: str, mark) -> tuple[str, int, int] | None:
    """The innermost flow mapping or list still open at ``mark`` (PyYAML's problem mark; None: the end of
    ``text``), as ('{' or '[', its 1-based line, the 1-based line of the last token before ``mark``: its last
    entry's, comments and blank lines after it skipped), or None when none is open. A new user's trial (session 42): a
    '{' left open on line 3 of a three-line file was said to have opened on line 4, PyYAML's "while parsing a flow
    node" mark (where it awaited the next entry, past the end), not the brace's."""
    stack: list[tuple[str, int]] = []
    starts = (yaml.FlowMappingStartToken, yaml.FlowSequenceStartToken)
    ends = (yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)
    last = 1
    try:
        for token in yaml.scan(text, Loader=yaml.SafeLoader):
            if mark is not None and token.start_mark.index >= mark.index or isinstance(token, yaml.StreamEndToken):
                break
            last = token.end_mark.line + 1
            if isinstance(token, starts):
                stack.append(("{" if isinstance(token, yaml.FlowMappingStartToken) else "[",
                              token.start_mark.line + 1))
            elif isinstance(token, ends) and stack:
                stack.pop()
    except yaml.YAMLError:  # the scanner's own error further on: the tokens before it were read
        pass
    return (*stack[-1], last) if stack else None


def _flow_hint(problem: str, text: str, opened: int, line: int) -> str:
    """The fix for a flow mapping or list left open or missing a comma, naming the lines (a new user's trial:
    "expected ',' or '}', but got '<stream end>'" and no hint). ``opened``: the line of its '{' or '['; ``line``:
    the line reported (the problem's, the last line at the end of the file)."""
    close = problem[len("expected ',' or '")]
    start, what, example = ("{", "flow mapping", "{a: 1, b: 2}") if close == "}" else ("[", "flow list", "[a, b]")
    if problem.endswith("'<stream end>'"):
        return (f" — the '{start}' opened on line {opened} is never closed: add '{close}' after its last entry, on "
                f"line {line}")
    if line == opened:
        return (f" — on line {line}: add the ',' missing between two entries (write {example}), or close the "
                f"'{start}' with '{close}' after its last entry")
    lines = text.splitlines()
    before = next((n for n in range(line - 1, opened - 1, -1)
                   if lines[n - 1].strip() and not lines[n - 1].lstrip().startswith("#")), opened)
    return (f" (the {what} opened on line {opened} is not closed) — add its '{close}' after its last entry, before "
            f"line {line}; or, if line {line} belongs in it, a ',' at the end of line {before}")


#: The smallest file of each kind, shown when a file is empty or not a mapping.
_SMALLEST = {"scenario": "`extends: default` (a built-in to start from; then only the keys you change)",
             "study": "`extends: language_ablation` and `name: my_study` (then only the keys you change)"}


def _not_a_mapping(data: Any, kind: str) -> str:
    """Why a parsed document is not a usable file of ``kind`` (scenario or study), with the smallest one that is.

    A new user's trial: an empty file said "a scenario must be a mapping of keys, got NoneType"."""
    smallest = _SMALLEST.get(kind, _SMALLEST["scenario"])
    if data is None:
        return f"the file is empty (nothing but blank lines or comments); the smallest {kind} file is {smallest}"
    got = ("a list (lines starting with '- ')" if isinstance(data, list)
           else f"a single value {str(data)[:60]!r}" if isinstance(data, (str, int, float, bool))
           else f"a {type(data).__name__}")
    return f"a {kind} file is `key: value` lines, got {got}; the smallest {kind} file is {smallest}"


def _builtin_resource(stem: str, folder: str):
    base = files("scenarios") / folder if folder else files("scenarios")
    return base / f"{stem}.yaml"


def _did_you_mean(stem: str, folder: str, path: Path | None = None, written: str = "") -> str:
    """`` (did you mean 'default'?)`` for a misspelt built-in name or, for a missing file ``path`` (``written`` as
    the user wrote it), a YAML file beside it or a built-in whose name is close (difflib ratio ≥ 0.6); else ``""``.
    A new user's trial: ``extends: defualt`` listed the built-ins with no suggestion."""
    import difflib
    if path is not None:
        try:
            beside = sorted(p.name for p in path.parent.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
        except OSError:
            beside = []
        stems = {Path(name).stem: name for name in beside}  # names without ".yaml" (which made "missing.yaml"
        found = difflib.get_close_matches(path.stem, list(stems), n=1, cutoff=0.75)  # look like "neg.yaml")
        if found:
            return f" (did you mean {str(Path(written or path).with_name(stems[found[0]]))!r}?)"
    found = difflib.get_close_matches(stem, builtin_names(folder), n=1, cutoff=0.6)
    return f" (did you mean the built-in {found[0]!r}?)" if found else ""


def _read_source(name: str | Path, anchor: Path | None, folder: str) -> tuple[str, str, str]:
    """(label, text, identity) of a built-in name or a file path.

    ``anchor`` is the file that names this one as its base (None for the first file, or for a
    built-in base, whose own bases are built-ins); a relative path is taken from its folder.
    Raises FileNotFoundError naming what was looked for.
    """
    text_name = str(name)
    stem = Path(text_name).name.rsplit(".", 1)[0] if text_name.endswith((".yaml", ".yml")) else text_name
    path = Path(name) if anchor is None or Path(name).is_absolute() else anchor.parent / name
    builtin = "/" not in text_name and _builtin_resource(stem, folder).is_file()
    looks_like_file = Path(text_name).suffix in (".yaml", ".yml") or "/" in text_name or path.exists()
    if looks_like_file and (path.exists() or not builtin):
        if not path.is_file():
            if path.exists():
                raise FileNotFoundError(f"{path} is not a file")
            kind = "study" if folder == "studies" else "scenario"
            raise FileNotFoundError(f"no such file {path}{_did_you_mean(stem, folder, path, text_name)}; give a "
                                    f"path to a .yaml file, or a built-in {kind} name: "
                                    f"{builtin_names(folder)}")
        try:
            return str(path), path.read_text(encoding="utf-8"), str(path.resolve())
        except (OSError, UnicodeDecodeError) as exc:
            raise LocatedError(str(path), f"cannot read it as UTF-8 text: {exc}") from exc
    if not builtin:
        kind = "study" if folder == "studies" else "scenario"
        raise FileNotFoundError(f"no built-in {kind} {stem!r} and no such file{_did_you_mean(stem, folder)}"
                                f"; built-ins are {builtin_names(folder)}, or give a path to a .yaml file")
    label = f"scenarios/{folder + '/' if folder else ''}{stem}.yaml"
    return label, _builtin_resource(stem, folder).read_text(encoding="utf-8"), "builtin:" + label


def _merge(base: Located, over: Located, prefix: Path_ = ()) -> None:
    """Merge ``over`` into ``base`` in place (mappings deeply, everything else replaced)."""
    def drop(path: Path_) -> None:
        for key in [k for k in base.origins if k[:len(path)] == path]:
            del base.origins[key]

    def walk(b: dict, o: dict, path: Path_) -> None:
        for key, value in o.items():
            here = path + (key,)
            if isinstance(value, dict) and isinstance(b.get(key), dict):
                walk(b[key], value, here)
                base.origins[here] = over.origins.get(here, base.origins.get(here))
            else:
                if isinstance(value, list) and isinstance(b.get(key), list) and len(value) < len(b[key]):
                    base.lists_cut.append((".".join(map(str, here)), len(b[key]), len(value)))
                b[key] = value
                drop(here)
                base.origins.update({k: v for k, v in over.origins.items() if k[:len(here)] == here})

    walk(base.data, over.data, prefix)


def resolve_extends(name_or_path: str | Path, folder: str = "", _seen: tuple = (), keep_twice: bool = False) -> Located:
    """Read a file (or built-in) and every base it extends, merged; ``extends`` itself is removed.

    Args:
        name_or_path: a built-in name or a path to a YAML file.
        folder: the sub-folder of ``scenarios/`` holding built-ins of this kind (``""`` or ``"studies"``).
        keep_twice: keys written twice are left in ``Located.twice`` for the caller to tell with the file's other
            problems (``scenarios.load_located``), instead of raised here.
    Raises:
        LocatedError: unreadable or invalid YAML, a missing base, an ``extends`` that is not a
            string, or a cycle of bases (the message lists the cycle); a key written twice in any of the files
            (every such key, one line each) unless ``keep_twice``.
        FileNotFoundError: the first file itself does not exist.
    """
    located = _resolve(name_or_path, folder, _seen)
    if located.twice and not keep_twice:
        first, _, rest = located.twice[0].partition(": ")
        raise LocatedError(first, "\n".join([rest] + located.twice[1:]))
    return located


def _resolve(name_or_path: str | Path, folder: str, _seen: tuple) -> Located:
    """``resolve_extends`` without the check of keys written twice (each file's are gathered in ``twice``)."""
    anchor = _seen[-1][1] if _seen else None
    label, text, identity = _read_source(name_or_path, anchor, folder)
    seen_ids = [s[0] for s in _seen]
    if identity in seen_ids:
        cycle = " → ".join([s[2] for s in _seen[seen_ids.index(identity):]] + [label])
        raise LocatedError(_seen[-1][3], f"extends: a cycle of bases: {cycle}")
    here = read_located(text, label, "study" if folder == "studies" else "scenario")
    here.builtin = identity.startswith("builtin:")
    base_name = here.data.pop("extends", None)
    at = here.where(("extends",))
    if ("extends",) not in here.origins:
        return here
    here.origins.pop(("extends",), None)
    if not isinstance(base_name, str) or not base_name.strip():
        raise LocatedError(at, f"extends: name a built-in scenario or a YAML file, got {base_name!r}")
    own_anchor = None if identity.startswith("builtin:") else Path(label)
    try:
        base = _resolve(base_name, folder, _seen + ((identity, own_anchor, label, at),))
    except FileNotFoundError as exc:
        raise LocatedError(at, f"extends: {base_name!r}: {exc}") from None
    _merge(base, here)
    base.twice = here.twice + base.twice
    base.chain = [label] + base.chain
    base.builtin = here.builtin
    base.origins[()] = (label, 1)
    return base
