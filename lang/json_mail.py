"""A message written as one JSON object: its subject, its body and its records, without the writer's reasoning
or the envelope (part of stage 1, cleaning; ``lang.clean``).

Models used to tools write their e-mail as data (breaker S, holdout80):

    {"reasoning": "We also need 20 kg atta but will order later", "body": "Please cancel O12."}
    {"to": "Kumar Agencies", "from": "…, ph 9876543210", "ref": "PO-2026-0117", "body": "Please send 15 packets …"}
    {"name": "send_email", "arguments": "{\\"to\\": \\"Sharma Traders\\", \\"body\\": \\"Send 3 cases …\\"}"}
    <tool_call>{"name": "accept_quote", "arguments": {"item": "namkeen", "price": 40}}</tool_call>

Read as text, the reasoning's goods were ordered (the atta above, silently), the envelope's phone number was a
count, and a call's arguments written as a JSON string were no message at all. ``mail_of_json(text)`` returns the
message a shopkeeper reads from such an object — its subject and body (``SUBJECT_KEYS``, ``BODY_KEYS``) and its
records as words (``lang.structured``: items, quantities, prices, ids; an action from the call's name,
"accept_quote" → accept) in the object's order — leaving out reasoning (``THOUGHT_KEYS``), earlier messages
(``CONTEXT_KEYS``) and the envelope (to, from, ref, phone …). A body and a record that ask differently are both
kept, so the reader refuses them as asked twice. Text before and after the object is kept around it. None when the
text holds no such object (no "{", no JSON, or a JSON object with no body, subject, reasoning or call in it: the
record readers of ``lang.structured`` take those). Never raises; bounded by ``json.loads`` on one span.
"""
from __future__ import annotations

import json
import re

from lang.structured import record_key as _key, records_words

__all__ = ["mail_of_json", "BODY_KEYS", "SUBJECT_KEYS", "THOUGHT_KEYS", "CONTEXT_KEYS"]

BODY_KEYS = frozenset("body message text content email_body mail_body msg email mail reply sandesh संदेश".split())
SUBJECT_KEYS = frozenset("subject title vishay विषय".split())
#: The writer's own thinking: never the message.
THOUGHT_KEYS = frozenset("reasoning reason thought thoughts thinking plan planning analysis rationale scratchpad "
                         "internal_note internal_notes notes_to_self reflection explanation justification why "
                         "observation critique self_check विचार soch सोच".split())
#: Earlier messages and quotes: context, not asked again.
CONTEXT_KEYS = frozenset("previous_order previous_orders earlier_order last_order old_order history context quoted "
                         "quote_received supplier_quote their_quote previous_message earlier_message".split())
_ENVELOPE = frozenset("to from cc bcc ref reference date time phone mobile supplier supplier_name shop shop_name "
                      "sender recipient signature sign_off greeting salutation closing mode utr txn transaction_id "
                      "upi_ref payment_mode tool quote_id id".split())
_CALL_NAME = frozenset("name function tool_name function_name".split())
_CALL_ARGS = frozenset("arguments args parameters params input".split())
_PAID = re.compile(r"(?i)(?:\b(?:paid|payment|pay|bhugtan|chuka\w*)\b|भुगतान|पेमेंट|चुका)")
_TAGS = re.compile(r"</?(?:tool_call|function_call|tool_use|email)>", re.I)


def _parts(obj: dict, action: str | None, out: list[str], depth: int = 0) -> bool:
    """Append the message parts of one object to ``out``; True when it had a mail's keys (body, subject,
    reasoning, a call)."""
    if depth > 3:
        return False
    keys = {_key(k): k for k in obj}
    args = next((obj[keys[k]] for k in keys if k in _CALL_ARGS), None)
    name = next((obj[keys[k]] for k in keys if (k in _CALL_NAME or k == "tool" and _mail_args(args)) and isinstance(
        obj[keys[k]], str)), None)  # {"tool": "send_email", "arguments": {"body": …}}: "tool" names the call beside
    # arguments that hold a mail (not {"tool": "update_order", "arguments": {"note": …}}, read as text)
    if name is not None and args is not None:
        if isinstance(args, str):
            try:
                args = json.loads(args)
            except ValueError:
                return False
        if isinstance(args, dict):
            _parts(args, name, out, depth + 1)
            return True
        return False
    mail = any(k in BODY_KEYS or k in SUBJECT_KEYS or k in THOUGHT_KEYS or k in CONTEXT_KEYS for k in keys)
    rest: dict = {}
    at = None  # where the records' words go: at the first of their keys (the object's order)
    for k, raw in keys.items():
        value = obj[raw]
        if k in THOUGHT_KEYS or k in CONTEXT_KEYS or k in _ENVELOPE or k.startswith(("previous_", "earlier_")):
            continue
        if (k in BODY_KEYS or k in SUBJECT_KEYS) and isinstance(value, str):
            if value.strip():  # a subject as an e-mail's, read as a heading over the body (lang.subject_line:
                out.append(("Subject: " if k in SUBJECT_KEYS else "") + value.strip())  # "Cancel O18" over
            continue  # "Please cancel O18 — the 10 packets of Amul butter" had cancelled all of O18 and the butter)
        at = len(out) if at is None else at
        rest[raw] = value
    if rest:
        words = records_words({**({"action": action} if action else {}), **rest})
        if words:
            out.insert(at, words)
        elif mail:
            out[at:at] = [str(v) for v in rest.values() if isinstance(v, str) and v.strip()]
    return mail or action is not None


def _mail_args(args) -> bool:
    """A call's arguments (a dict) that hold a mail's body or subject."""
    return isinstance(args, dict) and any(_key(k) in BODY_KEYS or _key(k) in SUBJECT_KEYS for k in args)


def mail_of_json(text: str) -> str | None:
    """The message of a text that is (or holds) one JSON object written as a mail or a tool call (module
    docstring), or None."""
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end < start:
        return None
    if text[:start].rstrip().endswith("[") and text[end + 1:].lstrip().startswith("]"):
        start, end = text.rindex("[", 0, start), text.index("]", end)  # [{"bill": "B4", "amount": 1200}, …]
    try:
        obj = json.loads(_TAGS.sub(" ", text[start:end + 1]))
    except (ValueError, RecursionError):
        return None
    out: list[str] = []
    if isinstance(obj, list):
        paid = _PAID.search(text[:start]) is not None  # a list of records under a line of prose ("Paid today:")
        words = records_words({"action": "pay", "records": obj} if paid else obj)
        out = [words] if words else []
    elif not isinstance(obj, dict) or not _parts(obj, None, out):
        return None
    if not out:
        return None
    before, after = _TAGS.sub(" ", text[:start]).strip(), _TAGS.sub(" ", text[end + 1:]).strip()
    return "\n\n".join(p for p in (before, *out, after) if p)
