"""The current turn's older write calls folded to one line each (``agents.context.RoleContext`` calls ``digests``).

A role's model writes long texts in its calls — the manager's e-mails to suppliers and messages to staff, a note,
the cashier's words to a customer — and the current turn keeps every call whole (``agents.context``). Once
``whole_calls`` newer calls follow, such a call has been answered, and its text is the model's own: what it still
needs from it is what it asked for and what came back, not the escaped JSON of its blocks. A *digested* call keeps
its name and keys, each long text cut to the start of its words and "…" (``agents.context_folds.fold_text``:
``{"to": "S1", "text": "Dear Sir,…"}``), and its result becomes one line — the result's own lines joined by "; "
(less those the call's JSON already says, ``to: S1``), then what the call asked::

    ok (3 minutes); sent: true [your call, folded: text: "Dear Sir," + blocks: negotiate accept atta-5kg ₹223,
    rice-1kg ₹38; negotiate offer toor-dal-1kg ₹134.67; order rice-1kg ×50; pay bill_id B3]

— every fenced block's entries in order (the action, the item, ``×`` the quantity, ``₹`` the price, any other
field as ``name value``; consecutive entries doing the same said once), the words outside the blocks
whitespace-joined up to ``WORDS_CHARS`` characters; a block that is not JSON keeps its text (up to
``WORDS_CHARS``). Only a call with a text argument over ``FOLD_TEXT_CHARS`` characters whose result is short (at
most ``RESULT_CHARS`` characters, no table) is digested — a refusal keeps its whole error; reads (the books, the
inbox, the shelves) always stay whole in the current turn; several calls of one answer are each judged alone.
Its reasoning (``thought``) leaves with it. On the scripted month the manager's median call went 5,562 → 4,207
tokens with the tools' shorter descriptions and the summary's shorter negotiation lines
(``benchmarks/context.py``).
"""
from __future__ import annotations

import json
import re
from typing import Any

from autogen_core import FunctionCall
from autogen_core.models import AssistantMessage, FunctionExecutionResult, FunctionExecutionResultMessage

from agents.context_folds import FOLD_TEXT_CHARS, fold_text

__all__ = ["DIGEST_MARK", "WORDS_CHARS", "RESULT_CHARS", "digest_text", "digest_group", "digests", "words_of"]

DIGEST_MARK = " [your call, folded: "  # how a digested result's line says what its call asked
WORDS_CHARS = 400  # the words outside an e-mail's blocks kept in a digest (then "…")
RESULT_CHARS = 300  # a result longer than this (a read, a table) keeps its group whole
_FENCE = re.compile(r"```\s*([A-Za-z_]+)\s*(.*?)```", re.S)
_ORDER = ("action", "item", "sku", "quantity", "unit_price_inr")  # an entry's fields said first, in this order


def _figure(v: Any) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v) if not isinstance(v, str) else v


def _entry(entry: Any) -> str:
    """One entry of a block (an item line), compact: ``offer rice-1kg ×50 ₹38``, other fields as ``name value``."""
    if not isinstance(entry, dict):
        return _flat(entry)
    said = []
    for key in _ORDER:
        if key in entry:
            v = _figure(entry[key])
            said.append(f"×{v}" if key == "quantity" else f"₹{v}" if key == "unit_price_inr" else v)
    said += [f"{k} {_flat(v)}" for k, v in entry.items() if k not in _ORDER]
    return " ".join(said)


def _flat(v: Any) -> str:
    """A block's value without JSON's punctuation: a record as ``name value, ...``, a list as ``(a, b)``."""
    if isinstance(v, dict):
        return ", ".join(f"{k} {_flat(x)}" for k, x in v.items())
    if isinstance(v, list):
        return "(" + ", ".join(_entry(x) for x in v) + ")"
    return _figure(v)


def _block(tag: str, body: str) -> list[tuple[str, str]]:
    """A fenced block's parts: (what it does, e.g. ``negotiate offer``, the rest, e.g. ``rice-1kg ₹38``)."""
    try:
        parsed = json.loads(body)
    except ValueError:
        return [(tag, _cut(" ".join(body.split())))]
    if isinstance(parsed, dict) and isinstance(parsed.get("items"), list):
        rest = {k: v for k, v in parsed.items() if k != "items"}
        parts = []
        for e in parsed["items"]:
            said = _entry(e)
            act = e.get("action") if isinstance(e, dict) else None
            lead = f"{tag} {_figure(act)}" if isinstance(act, str) and said.startswith(act + " ") else tag
            parts.append((lead, said[len(lead) - len(tag):].strip() if lead != tag else said))
        return parts + ([(tag, _flat(rest))] if rest else [])
    return [(tag, _flat(parsed))]


def _cut(text: str) -> str:
    return text if len(text) <= WORDS_CHARS else text[:WORDS_CHARS] + "…"


def words_of(text: str) -> str:
    """A text's words outside its fenced blocks, whitespace-joined."""
    return " ".join(_FENCE.sub(" ", text).split())


def digest_text(text: str) -> str:
    """A long text argument (an e-mail, a message) in one line: its words outside fenced blocks (whitespace-joined,
    at most ``WORDS_CHARS`` characters, quoted) and its blocks compact, consecutive entries that do the same said
    once, e.g. ``"Dear Sir," + blocks: negotiate accept rice-1kg ₹38, atta-5kg ₹223; order rice-1kg ×50``."""
    groups: list[list[str]] = []
    for tag, body in _FENCE.findall(text):
        for lead, rest in _block(tag, body):
            if groups and groups[-1][0] == lead:
                groups[-1].append(rest)
            else:
                groups.append([lead, rest])
    words = words_of(text)
    said = json.dumps(_cut(words), ensure_ascii=False) if words else ""
    if not groups:
        return said
    blocks = "; ".join(g[0] + " " + ", ".join(r for r in g[1:] if r) for g in groups)
    return (said + " + " if said else "") + "blocks: " + blocks


def _digestible(call: Any, result: FunctionExecutionResult | None) -> dict[str, Any] | None:
    """The call's arguments when it is digested; None to keep it whole (no short answer, no long text argument,
    arguments that are not a JSON object, or already digested)."""
    if result is None or len(result.content) > RESULT_CHARS or " rows" in result.content or \
            DIGEST_MARK in result.content or len(call.arguments) <= FOLD_TEXT_CHARS + 1:
        return None
    try:
        args = json.loads(call.arguments)
    except ValueError:
        return None
    if not isinstance(args, dict) or not any(isinstance(v, str) and len(v) > FOLD_TEXT_CHARS + 1
                                             for v in args.values()):
        return None
    return args


_Group = tuple[AssistantMessage, FunctionExecutionResultMessage]


def digest_group(m: AssistantMessage, r: FunctionExecutionResultMessage) -> _Group | None:
    """A call group (an answer's tool calls and their results) with each call that wrote a long text and got a short
    answer digested (see the module docstring); the group's other calls and results stay as they were. None when
    no call is digested."""
    results = {p.call_id: p for p in r.content}
    calls, digested = [], {}
    for call in m.content:
        args = _digestible(call, results.get(call.id))
        if args is None:
            calls.append(call)
            continue
        long = [k for k, v in args.items() if isinstance(v, str) and len(v) > FOLD_TEXT_CHARS + 1]
        short = {k: (fold_text(v) if k in long else v) for k, v in args.items()}
        asked = "; ".join(f"{k}: {digest_text(args[k])}" for k in long)  # the short arguments stay in the call
        result = results[call.id]
        said = {f"{k}: {_figure(v)}" for k, v in args.items() if k not in long}  # in the call already: "to: S1"
        came = "; ".join(line.strip() for line in result.content.splitlines() if line.strip() not in said | {""})
        calls.append(FunctionCall(id=call.id, name=call.name, arguments=json.dumps(short, ensure_ascii=False)))
        digested[call.id] = FunctionExecutionResult(content=f"{came}{DIGEST_MARK}{asked}]", name=result.name,
                                                    call_id=result.call_id, is_error=result.is_error)
    if not digested:
        return None
    return (m.model_copy(update={"content": calls, "thought": None}),
            FunctionExecutionResultMessage(content=[digested.get(p.call_id, p) for p in r.content]))


def digests(msgs: list, kinds: bytes, turn: int, keep: int, call: int, result: int) -> list[tuple[int, Any]]:
    """What to replace in the current turn (messages after index ``turn``, the brief): (index, new message) for each
    call group older than the newest ``keep`` groups that ``digest_group`` folds. ``kinds``: each message's kind
    byte, ``call`` and ``result`` the bytes of a tool call and of its results."""
    starts = [j for j in range(turn + 1, len(kinds) - 1) if kinds[j] == call and kinds[j + 1] == result]
    out: list[tuple[int, Any]] = []
    for j in starts[:max(0, len(starts) - keep)]:
        if not isinstance(msgs[j], AssistantMessage) or not isinstance(msgs[j + 1], FunctionExecutionResultMessage):
            continue
        pair = digest_group(msgs[j], msgs[j + 1])
        if pair is not None:
            out += [(j, pair[0]), (j + 1, pair[1])]
    return out
