"""Replies written between the quoted lines they answer (part of reading, ``lang.subject_line``): "> Toor ₹140 / ok
/ > Chana ₹82 / too high, ₹78 / > Masoor ₹88 / ok. Send 20 kg masoor." Read whole, each answer lost its line: the
₹78 asked for chana landed on masoor and the toor's "ok" was dropped (breaker N, nineteenth session: a silent
misreading in all three languages). A shopkeeper reads each answer against the line above it. So a message of two
or more quoted blocks, each followed by the shop's answer, is read pair by pair (the quoted block, then its answer,
as any reply under a quote is read) and the readings joined in order; when one pair is refused, the message is
refused with that pair's reason, never read whole.
"""
from __future__ import annotations

from typing import Callable

from lang.clean import MAX_CHARS
from lang.orders_apart import joined

__all__ = ["inline_replies"]


def _pairs(text: str) -> list[tuple[list[str], list[str]]]:
    """(quoted lines, answer lines) in order, when ``text`` opens with a quoted line and alternates; [] otherwise."""
    pairs: list[tuple[list[str], list[str]]] = []
    for line in text.strip().splitlines():
        quoted, body = line.lstrip().startswith(">"), line.strip()
        if not body:
            continue
        if quoted:
            if not pairs or pairs[-1][1]:
                pairs.append(([], []))
            pairs[-1][0].append(body.lstrip("> ").strip())
        elif pairs:
            pairs[-1][1].append(body)
        else:
            return []  # the answer above the quote: a reply on top, read whole
    return pairs if len(pairs) >= 2 and all(q and a for q, a in pairs) else []


def inline_replies(text: object, read: Callable[[str], object], reading):
    """``reading`` (a ``lang.reader.Reading`` of ``text``), or the joined readings of ``text``'s quoted lines and
    the answers between them, pair by pair (``read``: one reading of a text), or the first pair's refusal. Never
    raises unless ``read`` does."""
    if not isinstance(text, str) or len(text) > MAX_CHARS or text.count(">") < 2:
        return reading
    pairs = _pairs(text)
    if not pairs:
        return reading
    readings = [read("\n".join("> " + q for q in quoted) + "\n\n" + "\n".join(answer)) for quoted, answer in pairs]
    readings = [r for r in readings if r.readable or not r.reason_key.startswith(("no_intent", "empty"))]  # ("> Regards,
    refused = next((r for r in readings if not r.readable), None)  # Sharma / Thanks": nothing asked, left out)
    if refused is not None or not readings:
        return reading if refused is None else refused.model_copy(update={"language": reading.language})
    return joined(readings, reading.language, bill_id=None)  # lang.orders_apart
