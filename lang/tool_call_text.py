"""A message written as a tool call in the text: ``send_message(to="S5", text="…")``, ``send_email({"to": …,
"body": …})`` or the JSON form ``{"name": "send_message", "arguments": {"text": "…"}}`` — the text it sends
(``tool_call_text``: what ``lang.clean`` and ``lang.before_reading`` read instead of the call) and whom it is for
(``tool_call_recipient``: ``roles.supplier_mail`` checks a call pasted into a mail to another supplier).

Both return None when the text holds no such call; each is one regular-expression search and a scan for the last
closing quote (linear in the text). Raises nothing.
"""
from __future__ import annotations

import re

__all__ = ["tool_call_text", "tool_call_recipient"]

_CALL = re.compile(r"\b(?:send_message|send_email|send_mail|reply|message_supplier|email_supplier)\s*\(")
_TEXT_ARG = re.compile(r"""\b(?:text|message|body|content)\s*=\s*(['"])""")
_NAMED_CALL = re.compile(r"""["']name["']\s*:\s*["'](?:send_email|send_mail|reply|message_supplier|email_supplier)["']""")
_JSON_TEXT = re.compile(r"""["'](?:text|message|body|content)["']\s*:\s*(["'])""")


def tool_call_text(text: str) -> str | None:
    """The ``text`` argument of a tool call written out as text (``send_message(to=…, text='…')``, or the JSON
    form ``{"name": "send_message", "arguments": {"text": "…"}}``), or None when ``text`` holds no such call.
    The argument runs to its last closing quote before ")" or "}" (quotes inside it are kept)."""
    call = _CALL.search(text)
    if call is not None:  # send_message(text="…"), or send_email({"to": …, "body": "…"}) (breaker S)
        arg = _TEXT_ARG.search(text, call.end()) or _JSON_TEXT.search(text, call.end())
    elif "send_message" in text or _NAMED_CALL.search(text):  # {"name": "send_email", "arguments": {"body": …}}
        arg = _JSON_TEXT.search(text)
    else:
        return None
    if arg is None:
        return None
    quote = arg.group(1)
    closers = [m.start() for m in re.finditer(re.escape(quote) + r"\s*[),}]", text[arg.end():])]
    if not closers:
        return None
    inner = text[arg.end():arg.end() + closers[-1]]
    return inner.replace("\\n", "\n").replace("\\" + quote, quote)


_TO_ARG = re.compile(r"""\bto\s*=\s*(['"])([^'"\n]{1,60})\1|["']to["']\s*:\s*(['"])([^'"\n]{1,60})\3""")


def tool_call_recipient(text: str) -> str | None:
    """The ``to`` argument of a ``send_message`` call written out as text (``send_message(to="S5", text="…")``, or
    the JSON form), or None: whom the writer meant the message for (a new user's trial: a call to S5 pasted into a
    mail to S1 had been acted on by S1)."""
    if "send_message" not in text and _CALL.search(text) is None and _NAMED_CALL.search(text) is None:
        return None
    m = _TO_ARG.search(text)
    return None if m is None else (m.group(2) or m.group(4)).strip()
