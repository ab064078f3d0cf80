"""Validation errors a person can act on: file, line, field path, and a suggestion.

``explain(exc, located, model)`` turns a pydantic ``ValidationError`` into one
line per problem::

    my_month.yaml:14: counter.customers_per_dya: unknown key; did you mean 'customers_per_day'?
    my_month.yaml:31: suppliers.2.language: 'hindi' is not allowed; use one of 'en', 'hi', 'hinglish' (did you mean 'hi'?)

The line is that of the key (or list item) at fault, taken from the YAML
node positions kept by ``scenarios.located``; a missing key is reported at
the line of the mapping that should hold it. Suggestions come from
``difflib`` over the keys (or values) the schema allows at that place. A bad
number, type or shape is worded by ``scenarios.error_words`` (the value
written, what the field takes in its unit, the likely fix)::

    my_month.yaml:4: counter.regular_share: must be at most 1; you wrote 60 (a fraction from 0 to 1, …) — did you mean 0.60?
"""
from __future__ import annotations

import difflib
import types
import typing
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from scenarios.error_words import WORDED, shown, word_bound, word_type
from scenarios.located import Located

__all__ = ["explain", "nearest", "allowed_keys", "LIST_HINT"]

_ALIASES = {"hindi": "hi", "english": "en", "eng": "en", "hin": "hi", "roman hindi": "hinglish"}
_UNION_TAGS = ("str", "int", "float", "bool", "none", "list", "dict", "tuple")


def nearest(word: Any, choices: list[str]) -> str | None:
    """The choice closest to ``word`` (difflib ratio ≥ 0.6), or None."""
    choices = [str(c) for c in choices]
    if str(word).lower() in _ALIASES and _ALIASES[str(word).lower()] in choices:
        return _ALIASES[str(word).lower()]
    found = difflib.get_close_matches(str(word), choices, n=1, cutoff=0.6)
    return found[0] if found else None


def _members(annotation: Any) -> list[Any]:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        return [m for m in typing.get_args(annotation) if m is not type(None)]
    if origin is typing.Annotated:
        return _members(typing.get_args(annotation)[0])
    return [annotation]


def _step(annotation: Any, key: Any) -> Any:
    """The annotation one step down a loc path (a field, a list item, a dict value), or None."""
    for member in _members(annotation):
        origin = typing.get_origin(member)
        if isinstance(member, type) and issubclass(member, BaseModel):
            if isinstance(key, str) and key in member.model_fields:
                return member.model_fields[key].annotation
        elif origin in (list, tuple) and isinstance(key, int):
            args = [a for a in typing.get_args(member) if a is not Ellipsis]
            return args[min(key, len(args) - 1)] if args else None
        elif origin is dict:
            args = typing.get_args(member)
            return args[1] if len(args) == 2 else None
    return None


def _at(model: type[BaseModel], loc: tuple) -> Any:
    annotation: Any = model
    for key in loc:
        if key in _UNION_TAGS or (isinstance(key, str) and key.startswith(("function-", "dict[", "list["))):
            continue
        annotation = _step(annotation, key)
        if annotation is None:
            return None
    return annotation


def _field(model: type[BaseModel], path: tuple) -> tuple[str, Any, Any]:
    """(the name of the last model field on ``path``, its FieldInfo if ``path`` ends at it else None, the
    annotation at the end of ``path``): what the words of ``scenarios.error_words`` need."""
    annotation: Any = model
    name, info = "", None
    for i, key in enumerate(path):
        nxt = None
        for member in _members(annotation):
            if isinstance(member, type) and issubclass(member, BaseModel) and key in member.model_fields:
                field = member.model_fields[key]
                name, info, nxt = str(key), (field if i == len(path) - 1 else None), field.annotation
                break
        annotation = nxt if nxt is not None else _step(annotation, key)
        if annotation is None:
            break
    return name, info, annotation


def _number(annotation: Any) -> type | None:
    """int or float when the annotation (or a member of its union) is that number type, else None."""
    kinds = [m for m in _members(annotation) if m in (int, float)] if annotation is not None else []
    return float if float in kinds else int if kinds else None


def _worded(err: dict, model: type[BaseModel], path: tuple) -> str:
    """The body of the message for a bound or type error (``scenarios.error_words``)."""
    name, info, annotation = _field(model, path)
    if name and path and isinstance(path[-1], str) and path[-1] != name:  # a dict's value: wages.cashier
        info = None
    value, kind, ctx = err.get("input"), err["type"], err.get("ctx") or {}
    number = _number(annotation)
    if kind == "finite_number":
        return f"must be a finite number; you wrote {shown(value)} (.inf and .nan are not amounts)"
    if kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        return word_bound(kind, ctx, value, name, info, number or (float if isinstance(value, float) else int))
    description = getattr(info, "description", None) or ""
    return word_type(kind, ctx, value, name, info, number, description if len(description) <= 80 else "")


def _literal_values(annotation: Any) -> list[Any]:
    values: list[Any] = []
    for member in _members(annotation):
        if typing.get_origin(member) is Literal:
            values.extend(typing.get_args(member))
    return values


def allowed_keys(model: type[BaseModel], loc: tuple) -> list[str]:
    """Keys the schema allows in the mapping at ``loc`` (a model's fields, or a dict's literal keys)."""
    annotation = _at(model, loc)
    for member in _members(annotation) if annotation is not None else []:
        if isinstance(member, type) and issubclass(member, BaseModel):
            return list(member.model_fields)
        if typing.get_origin(member) is dict:
            return [str(v) for v in _literal_values(typing.get_args(member)[0])]
    return []


def _clean(loc: tuple) -> tuple:
    return tuple(k for k in loc if not (k in _UNION_TAGS or (isinstance(k, str) and
                                        k.startswith(("function-", "dict[", "list[", "literal[")))))


def _one(err: dict, located: Located, model: type[BaseModel]) -> str:
    loc = tuple(err["loc"])
    path = _clean(tuple(k for k in loc if k != "[key]"))
    dotted = ".".join(str(p) for p in path) or "(top level)"
    kind, msg = err["type"], err["msg"]
    hint = ""
    if kind == "extra_forbidden":
        keys = allowed_keys(model, path[:-1])
        guess = nearest(path[-1], keys)
        msg = "unknown key" + (f"; did you mean {guess!r}?" if guess else f"; allowed here: {', '.join(keys)}")
    elif kind == "missing":
        where = located.where(path[:-1])
        return f"{where}: {dotted}: missing; this key is required here" + _example(model, path)
    elif kind == "literal_error" or (loc and loc[-1] == "[key]"):
        is_key = bool(loc) and loc[-1] == "[key]"
        allowed = allowed_keys(model, path[:-1]) if is_key else [str(v) for v in _literal_values(_at(model, path))]
        value = path[-1] if is_key else err.get("input")
        guess = nearest(value, allowed)
        what = "key" if is_key else "value"
        msg = (f"{value!r} is not an allowed {what}; use one of {', '.join(repr(a) for a in allowed)}"
               if allowed else msg)
        hint = f" (did you mean {guess!r}?)" if guess else ""
    elif kind in ("model_type", "dict_type", "model_attributes_type"):  # "language_mix: tamil", "counter: [1, 2]"
        keys = allowed_keys(model, path)
        shown = ", ".join(keys[:6]) + (", …" if len(keys) > 6 else "")
        got = err.get("input")
        msg = f"should be a block of keys{f' ({shown})' if keys else ''}, got {got!r}"
        hint = (f"; write them as indented 'key: value' lines under '{path[-1]}:'" if path else "") + (
            " — see `kirana scenario show default`" if keys else "")
    elif kind in WORDED and "input" in err:  # "must be at most 1; you wrote 60 (a fraction …) — did you mean 0.60?"
        msg = _worded(err, model, path)
    elif "input" in err and not isinstance(err["input"], (dict, list)) and kind != "value_error":
        msg = f"{msg}; you wrote {shown(err['input'])}"
    elif kind == "value_error":
        msg, path = _folded(msg.removeprefix("Value error, "), path)
        dotted = ".".join(str(p) for p in path) or "(top level)"
    return f"{located.where(path)}: {dotted}: {msg}{hint}" + (_example(model, path) if kind == "too_short" else "")


def _example(model: type[BaseModel], path: tuple) -> str:
    """What to write for a field that is missing or empty, from its schema ``examples`` (a study's ``models``:
    "; write for example `models: {reference: {}}` (the scenario as written) or `models: {mine: {manager: …}}`");
    "" for a field without one."""
    info = _field(model, path)[1] if path else None
    examples = getattr(info, "examples", None) or []
    return ("; write for example " + " or ".join(f"`{path[-1]}: {e}`" for e in examples)) if examples else ""


def _folded(msg: str, path: tuple) -> tuple[str, tuple]:
    """A validator's message opens with its field's name (``concession: …``, ``max_rounds.honest: …``): that name is
    the key path's last key, said once (a new user's trial: ``counter.concession: concession: give …``); the keys
    it adds below the field (``honest``) join the path."""
    if not path or not isinstance(path[-1], str):
        return msg, path
    head, sep, rest = msg.partition(": ")
    keys = head.split(".")
    if sep and keys[0] == path[-1] and all(k.isidentifier() for k in keys):
        return rest, path + tuple(keys[1:])
    return msg, path


def _one_of(err: dict, located: Located, model: type[BaseModel], path: tuple) -> str:
    """One line for a value that fits no member of a union: what the field takes (its description) and the value."""
    name, info, annotation = _field(model, path)
    kinds = {str: "text", dict: "a block of keys", int: "a whole number", float: "a number", list: "a list"}
    takes = (getattr(info, "description", None) or
             " or ".join(kinds.get(typing.get_origin(m) or m, str(m)) for m in _members(annotation)))
    dotted = ".".join(str(p) for p in path)
    return f"{located.where(path)}: {dotted}: must be {takes}; you wrote {shown(err.get('input'))}"


def _misspelt_as(err: dict, model: type[BaseModel]) -> tuple | None:
    """The key path an unknown key was most likely meant to be (``modles`` → ``("models",)``), or None."""
    path = _clean(tuple(err["loc"]))
    if not path or not isinstance(path[-1], str):
        return None
    guess = nearest(path[-1], allowed_keys(model, path[:-1]))
    return path[:-1] + (guess,) if guess else None


def explain(exc: ValidationError, located: Located, model: type[BaseModel]) -> str:
    """Every problem of ``exc``, one per line, each ``FILE:LINE: field.path: what is wrong``."""
    lines = []
    errors = exc.errors()
    # A key that is not allowed (``roles.janitor``) also fails the checks of its value (missing
    # fields of a role): those follow from the one mistake, so only the key's own error is shown.
    bad_keys = {_clean(tuple(e["loc"])[:-1]) for e in errors if e["loc"] and e["loc"][-1] == "[key]"}
    # A value that fits no member of a union (``model: 42``, neither text nor a block) fails once per member:
    # said once, with what the field takes.
    union = [e for e in errors if e["loc"] and _clean(tuple(e["loc"])[-1:]) == () and e["loc"][-1] != "[key]"]
    seen_union: set = set()
    # A required key misspelt (``modles:``) is both unknown and missing: said once, as the unknown key's
    # "did you mean 'models'?" (a new user's trial, session 33, had two lines for one mistake).
    misspelt = {_misspelt_as(e, model) for e in errors if e["type"] == "extra_forbidden"}
    for err in errors:
        path = _clean(tuple(k for k in err["loc"] if k != "[key]"))
        if err["type"] == "missing" and path in misspelt:
            continue
        if err["loc"] and err["loc"][-1] != "[key]" and any(path[:len(b)] == b for b in bad_keys):
            continue
        if sum(_clean(tuple(e["loc"])) == path for e in union) > 1 and err in union:
            if path not in seen_union:
                seen_union.add(path)
                lines.append(_one_of(err, located, model, path))
            continue
        try:
            lines.append(_one(err, located, model))
        except Exception:  # never hide the original problem behind a bug in the explanation
            dotted = ".".join(str(p) for p in err["loc"]) or "(top level)"
            lines.append(f"{located.where(tuple(err['loc']))}: {dotted}: {err['msg']}")

    def by_line(text: str) -> tuple:
        where = text.split(": ", 1)[0]
        file, _, line = where.rpartition(":")
        return (file, int(line)) if line.isdigit() else (where, 0)
    out = sorted(dict.fromkeys(lines), key=by_line)
    if any(e["type"] == "missing" and any(isinstance(k, int) for k in e["loc"]) for e in errors):
        out.append(LIST_HINT)  # a new user's trial: seven "missing" lines for one supplier's language, no hint why
    return "\n".join(out)


#: Said once under the errors when an entry of a list misses keys: the usual cause is a list written to change
#: one entry of the base's list.
LIST_HINT = ("note: a list in a scenario replaces the base's whole list (lists are not merged); to change one "
              "entry (one supplier's language), copy the full list from `kirana scenario show default` and edit it")
