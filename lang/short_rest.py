"""An order said to have come short, and its rest asked for: "O14 came short: we ordered 20 kg sugar, only 15 kg
arrived. Please send the remaining 5 kg", "पिछली बार O31 में 10 किलो चावल कम आया। बाकी 10 किलो अब भेजो।", "Pichli baar
O31 mein 10 kg chawal kam aaya. Baaki 10 kg ab bhejo." (session 48, helper RB).

The reader read only a delivery asked after the rest (``ask_delivery`` of O14, sugar 5) and dropped the complaint,
silently; every writer of the corpora labels the complaint (``dispute`` of the order), and they split on the rest —
an order of it on the order (holdout78 r9041), a delivery asked after (probes33 q097), or nothing (holdout29 c058).
A shopkeeper could not tell what is asked, so the reader refuses (``ambiguous_intent.also``: the delivery read, the
complaint not; write each request plainly in its own sentence).

When: the reading asks after a delivery of goods with a count under an order id in a request that is no question
("send the remaining 5 kg"; "When will the remaining 50 kg rice come?" asks after it, as the corpora read), reads no
dispute, and a sentence
naming that order (or the one before the request) says the goods came short ("came short", "short by", "कम आया",
"kam aaya", "कम आई", "kam aaye", "कम भेजा").

Shape: ``short_rest(reader, intents)`` raises the reader's refusal (stage 6, from ``lang.pack_cancelled``).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Fail: the reader's refusal, as its other passes raise it)
from lang.reasons import why

__all__ = ["short_rest"]

_SHORT = fold_words("short")
_LESS = fold_words("kam कम less")
_CAME = fold_words("aaya aayi aaye aai aaye aaya आया आई आए आईं आयी bheja bheje bheji भेजा भेजे भेजी sent came arrived")


def _short_at(reader, clause: int) -> bool:
    """Clause ``clause`` says goods came short ("came short", "कम आया", "kam aaya", "10 kg less")."""
    lo, hi = reader.clause_span[clause]
    words = [reader._word(k) for k in range(lo, hi)]
    return any(w in _SHORT for w in words) or any(
        w in _LESS and (n + 1 < len(words) and words[n + 1] in _CAME or n and words[n - 1] in _CAME)
        for n, w in enumerate(words))


def short_rest(reader, intents: list) -> None:
    """Refuse a delivery asked after the rest of an order said to have come short, with the complaint not read
    (module docstring)."""
    if any(i.kind == "dispute" for i in intents):
        return
    asked = [i for i in intents if i.kind == "ask_delivery" and i.order_id and i.sku and i.quantity]
    if not asked:
        return
    for c in reader.cues:  # "When will the remaining 50 kg rice come?": a delivery asked, as the corpora read it
        if "ask_delivery" in c.kinds:
            lo, hi = reader.clause_span[c.clause]
            act = reader.acts.get(c.clause)
            if act is not None and act.question or any(reader._sym(k) == "?" for k in range(lo, min(reader.n, hi + 1))):
                return
    for i in asked:
        named = {reader.clause_of[p] for p, ident in reader.order_ids if ident == i.order_id}
        clauses = named | {c - 1 for c in named} | {c.clause - 1 for c in reader.cues if "ask_delivery" in c.kinds}
        if any(c >= 0 and _short_at(reader, c) for c in clauses | named):
            raise _Fail(why("ambiguous_intent.also", requests="ask_delivery", request="dispute"), "ask_delivery")
