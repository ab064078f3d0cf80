"""What the tool gate adds to a validation error so a model can fix its call: the kind of value a field takes.

``hint(spec, err)`` for pydantic's first error of a call's arguments: a number sent as text or words is told to
send a plain number — for a whole-number field a whole number, with its unit and range when the tool's description
gives them as "``minutes`` (1–720) simulated minutes" (sleep: "a whole number of minutes, 1–720"); an argument the
tool does not take is told the tool's arguments, or that it takes none (``check_books {}``); an argument missing
beside one the tool does not take is told it was sent under that name (``set_price {"sku": …}``: "send it as item,
not sku"; the thirtieth session's trial); an argument missing alone is told what each missing argument takes (its
line under "Args:" in the tool's description, else its kind: a whole number with its unit and range, a number,
true or false, text) and a whole call to copy (``sleep {}``: "sleep needs minutes: a whole number of minutes,
1–720; e.g. sleep {"minutes": 30}"; the forty-fifth session's trial had only "minutes: Field required"); any
other value of the wrong kind (a word for true or false, a number for text, text for a list, a list for a number) is
told what the argument takes by its annotation and shown the call with a right value (``decide_khata {"grant":
"yes"}``: "send true or false, without quotes ("yes" is true); e.g. decide_khata {"grant": true}"; the forty-eighth
session's trial had only pydantic's "Input should be a valid boolean").

``call_fix(spec, errors, sent)`` is what the gate tells a refused call: ``hint``'s fix when one argument is at
fault, and every argument at fault with its fix when several are (the forty-ninth session: the second had been told
only pydantic's words). No example carries a figure a model could copy into a bill, an order or a report (trial 48:
a note's "Total ₹230" billed 72 customers): an amount is ``<rupees>``, a count of goods ``<units>``, and only time
and paging (``minutes``, ``days``, a page) show a figure (``tests/test_no_copyable_figures.py``).

``object_fix(spec)`` for arguments that are not one JSON object (the model guard's "arguments are not JSON: …",
the gate's "must be a JSON object …"): "send one JSON object of named arguments, e.g. TOOL {…}". ``block_fix``
for a staff instruction block's body (``roles.instructions``): the kind wanted and a well-formed block.
"""
from __future__ import annotations

import json
import re
from types import SimpleNamespace
from typing import Any, get_args, get_origin

__all__ = ["call_fix", "hint", "object_fix", "example_call", "shown_json", "block_fix", "BLOCK_EXAMPLES", "PLAIN_NUMBER", "RUPEES",
           "UNITS", "PERCENT", "NUMBER"]

_NUMBER_ERRORS = ("float_parsing", "int_parsing", "float_type", "int_type", "int_from_float")
#: How a number is written, in words: a hint shows no sample figure, which a model copies (trial 48: a note's "Total
#: ₹230" was taken as a customer's bill 72 times), so every example value of an amount or a count is a placeholder.
PLAIN_NUMBER = "a plain number: digits and at most one decimal point"
#: The placeholders example calls and blocks show for a model's own figure (rendered bare: ``{"price_inr": <rupees>}``).
RUPEES, UNITS, PERCENT, NUMBER = "<rupees>", "<units>", "<percent>", "<number>"
#: Whole-number arguments an example may show a figure for: time and paging, never money, goods or a share.
_FIGURES_SHOWN = frozenset({"minutes", "days", "bills_from", "per_page", "payables_due_within_days"})


def hint(spec: Any, err: dict, more: list | tuple = ()) -> str:
    """The text to add after the error (starting "; "), or "" (``spec``: the tool's ``ToolSpec``; ``more``: the
    call's other errors, pydantic's dicts)."""
    kind, loc = err.get("type"), err.get("loc") or ()
    arg = str(loc[0]) if loc else ""
    extra = [str(e["loc"][0]) for e in (err, *more) if e.get("type") == "extra_forbidden" and e.get("loc")]
    missing = [str(e["loc"][0]) for e in (err, *more) if e.get("type") == "missing" and e.get("loc")]
    if len(extra) == 1 and len(missing) == 1:
        return f"; send it as {missing[0]}, not {extra[0]} ({spec.name} takes {', '.join(spec.args_model.model_fields)})"
    if kind in _NUMBER_ERRORS and isinstance(err.get("input"), str):
        if kind.startswith("int"):
            return f"; send {_whole(spec, arg)} (no quotes, words or units)"
        return f"; send {PLAIN_NUMBER} (no ₹, commas or units)"
    if missing and not extra:
        sent = err.get("input") if isinstance(err.get("input"), dict) else {}
        return _missing(spec, missing, sent)
    if kind == "extra_forbidden":
        fields = list(getattr(spec.args_model, "model_fields", {}))
        if not fields:
            return f"; {spec.name} takes no arguments: call it with {{}}"
        return f"; {spec.name} takes only {', '.join(fields)}"
    field = getattr(spec.args_model, "model_fields", {}).get(arg)
    if field is not None and kind != "missing":
        return _wrong_kind(spec, arg, field, err.get("input"))
    return ""


def call_fix(spec: Any, errors: list, sent: Any) -> tuple[str, str]:
    """(the argument at fault, what the model is told) for a call whose arguments ``sent`` failed the tool's
    arguments model with pydantic's ``errors`` (at least one): the text a ``ToolError`` of that argument carries.

    One argument at fault: pydantic's message, the value sent and ``hint``'s fix, as before (several missing
    arguments, or one sent under another name, are one fix: ``hint`` names each). Several: every argument at fault
    named with its fix in the shop's words and the value sent, then one call to copy with each of them put right
    (``sent``'s sound values kept): ``move_to_shelf {"item": 5, "quantity": "ten"}`` is told "item: send it as
    text, in quotes (got 5); quantity: send a whole number (no quotes, words or units) (got 'ten'); e.g.
    move_to_shelf {"item": "...", "quantity": <units>}" — a new user's trial (session 48) saw only the first fixed
    and the model fail again on the second."""
    err, *more = errors
    faults = {}  # argument -> its first error, in pydantic's order (the tool's arguments, then names it lacks)
    for e in errors:
        faults.setdefault(str(e["loc"][0]) if e.get("loc") else "arguments", e)
    kinds = {e.get("type") for e in faults.values()}
    if len(faults) == 1 or kinds == {"missing"} or (len(faults) == 2 and kinds == {"missing", "extra_forbidden"}):
        shown = repr(err.get("input"))
        return (".".join(str(p) for p in err["loc"]) or "arguments",
                f"{err['msg']} (got {_cut(shown)}){hint(spec, err, more)}")
    sent = sent if isinstance(sent, dict) else {}
    fields = getattr(spec.args_model, "model_fields", {})
    told, fixed, takes = [], {}, f"it takes {', '.join(fields)}" if fields else "it takes none: call it with {}"
    for name, e in faults.items():
        kind = e.get("type")
        value = sent[name] if name in sent else e.get("input")  # the argument as sent (not an item inside it)
        got = f" (got {_cut(repr(value))})"
        if kind == "missing":
            told.append(f"missing, send {_takes(spec, name, fields.get(name))}")
            fixed[name] = _example(spec, name, fields.get(name))
        elif kind == "extra_forbidden":
            told.append(f"not an argument of {spec.name}" + (f" ({takes})" if takes else ""))
            takes = ""  # said once
        elif kind in _NUMBER_ERRORS and isinstance(value, str) and name in fields:
            told.append(f"send {_whole(spec, name)} (no quotes, words or units){got}" if kind.startswith("int") else
                        f"send {PLAIN_NUMBER} (no quotes, ₹, commas or units){got}")
            fixed[name] = _example(spec, name, fields[name])
        else:
            fix = _kind_fix(spec, name, fields[name], value) if name in fields else None
            said = fix[0] if fix else e["msg"]
            told.append(said + ("" if f", not {value} (" in said else got))  # "a whole number, not 3.5": said
            fixed[name] = fix[1] if fix else _example(spec, name, fields.get(name))
    example = {}
    for name, field in fields.items():  # each argument at fault put right, the sound ones sent kept
        if name in fixed:
            example[name] = fixed[name]
        elif name in sent and len(repr(sent[name])) <= 40:
            example[name] = sent[name]
        elif field.is_required():
            example[name] = _example(spec, name, field)
    names = list(faults)
    return names[0], "; ".join([told[0], *(f"{n}: {t}" for n, t in zip(names[1:], told[1:]))]) + \
        f"; e.g. {spec.name} {shown_json(example)}"


def _cut(shown: str) -> str:
    """A value sent as the error shows it: at most 300 characters, then "..."."""
    return shown if len(shown) <= 300 else shown[:300] + "..."


def object_fix(spec: Any) -> str:
    """What to add to a refusal of arguments that are not one JSON object (not JSON at all, or a list, a string,
    a number): "; send one JSON object of named arguments, e.g. TOOL {…its required arguments…}" (a new user's
    trial, session 48, had only the parser's "Expecting ',' delimiter: line 1 column 39"); "" for no tool (None)."""
    return "" if spec is None else f"; send one JSON object of named arguments, e.g. {example_call(spec)}"


def example_call(spec: Any, name: str = "", value: Any = None) -> str:
    """``TOOL {…}``: the tool's required arguments with a value of each one's kind (``name``, if given, set to
    ``value`` whether required or not), as a model would send them."""
    fields = getattr(spec.args_model, "model_fields", {})
    example = {n: value if n == name else _example(spec, n, f) for n, f in fields.items()
               if f.is_required() or n == name}
    return f"{spec.name} {shown_json(example)}"


def shown_json(value: Any) -> str:
    """``value`` as JSON a model reads, its placeholders (``RUPEES``, ``UNITS``, ``PERCENT``, ``NUMBER``) bare:
    ``{"price_inr": <rupees>}`` — a figure the model fills in, not a JSON string to copy."""
    text = json.dumps(value, ensure_ascii=False)
    for mark in (RUPEES, UNITS, PERCENT, NUMBER):
        text = text.replace(json.dumps(mark), mark)
    return text


#: Words a model sends for true or false (English, Hindi, Hinglish; lower case).
_TRUE, _FALSE = {"yes", "y", "true", "t", "1", "haan", "han", "ha", "हाँ", "हां", "grant", "granted"}, \
    {"no", "n", "false", "f", "0", "nahi", "nahin", "na", "नहीं", "refuse", "refused"}


def _wrong_kind(spec: Any, arg: str, field: Any, sent: Any) -> str:
    """"; send KIND …; e.g. TOOL {…}" for a value of the wrong kind (text for a yes/no, a list for a number,
    a number for text …): what the argument takes by its annotation (``X | None``: "or leave it out"), and the
    call with a right value in its place — the word sent read as true or false when it is one (``"yes"``)."""
    fix = _kind_fix(spec, arg, field, sent)
    return "" if fix is None else f"; {fix[0]}; e.g. {example_call(spec, arg, fix[1])}"


def _kind_fix(spec: Any, arg: str, field: Any, sent: Any) -> tuple[str, Any] | None:
    """(what to send in place of ``sent``, e.g. "send true or false, without quotes", a right value for the example
    call) by the argument's annotation; None for an annotation with no fix of ours (``_wrong_kind``)."""
    kinds = [k for k in (get_args(field.annotation) or (field.annotation,)) if k is not type(None)]
    base = kinds[0] if len(kinds) == 1 else field.annotation
    optional = type(None) in get_args(field.annotation)
    value: Any = _example(spec, arg, SimpleNamespace(annotation=base))
    if base is bool:
        word = str(sent).strip().lower() if isinstance(sent, (str, int)) and not isinstance(sent, bool) else None
        value = False if word in _FALSE else True
        said = f" ({json.dumps(sent, ensure_ascii=False)} is {json.dumps(value)})" if word in _TRUE | _FALSE else ""
        takes = f"send true or false, without quotes{said}"
    elif base is int:
        takes = f"send {_whole(spec, arg)}" + (f", not {sent}" if isinstance(sent, float) else "") \
            + " (no quotes, words or units)"
    elif base is float:
        takes = f"send {PLAIN_NUMBER} (no quotes, ₹, commas or units)"
    elif base is str:
        takes = "send it as text, in quotes"
    elif get_origin(base) is list:
        value = ["R3", "R12"]
        takes = 'send a list of ids as text, such as ["R3", "R12"] ([] for none)'
    else:
        return None
    return takes + (", or leave it out" if optional else ""), value


def _range(spec: Any, arg: str) -> re.Match | None:
    """The description's "``arg`` (LO–HI) [simulated] UNIT": groups 1 and 2 the bounds, 3 the unit (or None)."""
    return re.search(rf"``{re.escape(arg)}`` \((\d[\d,]*)\s*[–-]\s*(\d[\d,]*)\)\s*(?:simulated\s+)?([a-z]+)?",
                     spec.description or "") if arg else None


def _whole(spec: Any, arg: str) -> str:
    """"a whole number", with the field's unit and range when the description states them."""
    m = _range(spec, arg)
    if not m:
        return "a whole number"
    unit = f" of {m.group(3)}" if m.group(3) else ""
    return f"a whole number{unit}, {m.group(1)}–{m.group(2)}"


def _missing(spec: Any, missing: list[str], sent: dict) -> str:
    """"; TOOL needs A: what A takes[; B: …]; e.g. TOOL {…every required argument…}" (the values ``sent`` kept)."""
    fields = getattr(spec.args_model, "model_fields", {})
    said = "; ".join(f"{name}: {_takes(spec, name, fields.get(name))}" for name in missing)
    example = {name: sent[name] if name in sent and name not in missing and len(repr(sent[name])) <= 40
               else _example(spec, name, f) for name, f in fields.items() if f.is_required() or name in missing}
    return f"; {spec.name} needs {said}; e.g. {spec.name} {shown_json(example)}"


def _doc_line(spec: Any, name: str) -> str:
    """The argument's line under "Args:" in the tool's description (its continuation lines joined), or ""."""
    m = re.search(rf"^\s+{re.escape(name)}: (.+(?:\n\s{{6,}}.+)*)", spec.description or "", re.M)
    return " ".join(m.group(1).split()).rstrip(".") if m else ""


def _takes(spec: Any, name: str, field: Any) -> str:
    """What the argument takes: its description line, else its kind."""
    line = _doc_line(spec, name)
    if line:
        return line
    kind = getattr(field, "annotation", None)
    if kind is int:
        return _whole(spec, name)
    if kind is float:
        return f"{PLAIN_NUMBER} (no ₹, commas or units)"
    if kind is bool:
        return "true or false"
    return "text"


def _example(spec: Any, name: str, field: Any) -> Any:
    """A value to show in the example call: the description's own ("e.g. "R12"", "(S1, S2, …)", the range's
    least), else one of the argument's kind — for an amount or a count of goods a placeholder (``RUPEES``,
    ``UNITS``, ``NUMBER``), never a figure a model could copy into a bill, an order or a report; only time and paging
    (``_FIGURES_SHOWN``: minutes, days, a page) show a figure."""
    line = _doc_line(spec, name) + " " + (spec.description or "").split("\n")[0]
    kind = getattr(field, "annotation", None)
    kinds = [k for k in get_args(kind) if k is not type(None)]
    kind = kinds[0] if len(kinds) == 1 and type(None) in get_args(kind) else kind  # ``float | None``: a float
    if kind is str:
        m = re.search(r'e\.g\. "([^"]{1,40})"', _doc_line(spec, name)) or re.search(r"\(([A-Z]+\d+)[,)]", line)
        return m.group(1) if m else "..."
    if kind is int:
        if name not in _FIGURES_SHOWN:
            return UNITS  # a count of goods (quantity, shelf_units): the model's own figure
        m = _range(spec, name)
        least = int(m.group(1).replace(",", "")) if m else None
        return 1 if least is None else 30 if least <= 30 else least
    if kind is float:
        return RUPEES if name.endswith("_inr") else NUMBER
    if kind is bool:
        return True
    return "..."


#: A well-formed body of each staff instruction block (``roles.instructions``), as docs/shop.md shows them.
#: Their amounts and counts are placeholders (``UNITS``, ``RUPEES``, ``PERCENT``), as in the system message.
BLOCK_EXAMPLES = {"shelf_plan": f'{{"items": {{"rice": {UNITS}, "milk-500ml": {UNITS}}}}}',
                  "van": '{"refuse": ["S7"]}',
                  "lowest_price": f'{{"items": {{"rice": {RUPEES}}}, "pct_of_posted": {PERCENT}}}',
                  "credit": f'{{"refuse": ["R12"], "limit_inr": {RUPEES}}}',
                  "report": '{"include": ["payables_due", "overdue_khata"], "payables_due_within_days": 3}'}
_BLOCK_KINDS = {"int": "a whole number (no quotes, words or units)", "float": f"{PLAIN_NUMBER} (no quotes, ₹ or "
                "units)", "bool": "true or false", "string": "text in quotes", "list": "a list [...]",
                "dict": "an object {...}", "model": "an object {...}"}


def block_fix(kind: str, err: dict) -> str:
    """What to add to pydantic's error in a staff instruction block's body: "; send KIND; e.g. ```kind {…}```"
    (a value of the wrong kind: ``shelf_plan.items.rice`` "lots" → a whole number) or, for any other error (an
    unknown or missing field, a value not allowed), the example alone; "" for a kind with no example."""
    example = BLOCK_EXAMPLES.get(kind)
    if example is None:
        return ""
    wanted = next((v for k, v in _BLOCK_KINDS.items() if (err.get("type") or "").startswith(k + "_")), None)
    return (f"; send {wanted}" if wanted else "") + f"; e.g. ```{kind} {example}```"
