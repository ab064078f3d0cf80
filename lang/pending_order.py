"""An order told still pending: "O27 still pending 😞 10 packets paneer. and cancel the curd from O27", "O27 अभी भी
बाकी है — 10 पैकेट पनीर", "O27 abhi bhi pending hai, 10 packet paneer". The shop complains that a named order has not
come — the same as "O27 abhi tak nahi aaya" (a delivery question with the goods it names, tests/corpus_chat/README.md).
No intent word stood in such a sentence, so the goods told after it had been ordered a second time by the request
beside it (the cancel, an "also send 5 kg salt": silently, the sealed sets' kind "goods of a late order ordered again",
session 32, fixer AH).

``pending_order`` sets an ``ask_delivery`` cue at the word of waiting in a sentence that names one order, holds no
intent word, no goods, no bill and no word of money or a bill ("payment pending for O27" is no delivery), and says the order
is still waited for: "not here yet", "still not delivered" (a negation with a word of arriving), "pending", "awaited", or "baaki" / "बाकी" / "intezaar" / "इंतज़ार" after "still", "abhi",
"अभी", "yet" ("O27 ka baaki saamaan same rahega" — the rest — stays as it was). The delivery question then takes the
goods told next as the order's (``lang.order_contents``), never a new order.

``told_late(reader, clause)``: the sentence tells its order late, asking nothing ("O58 अभी तक नहीं आया।", "O58 not
here yet.", "O27 still pending"; no "?"): the bare goods told right after it ("12 पैकेट मक्खन।") are that order's
(``lang.order_contents``), as "20 kilo cheeni wala" is.

Shape: ``pending_order(reader)`` with the MessageReader after its clause acts; it changes ``reader.cues`` in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["pending_order", "told_late"]

#: Words that say an order is waited for on their own ("O27 pending", "O27 still awaited").
_PENDING = fold_words("pending awaited")
#: Words of waiting that say so only after a word of "still" ("abhi bhi baaki hai", "अभी भी बाकी है").
_WAITING = fold_words("baaki baki baakee बाकी बाक़ी intezaar intezar intazar इंतज़ार इंतजार")
#: Words of "still" / "yet" a word of waiting follows.
_STILL = fold_words("still yet abhi abhie abhee अभी ab tak तक bhi भी")
#: Words of not coming: a negation with a word of arriving ("not arrived", "nahi aaya", "नहीं पहुँचा", "not here").
_NOT = fold_words("not no nahi nahin नहीं नही yet")
_CAME = fold_words("came come arrived arrive reached reach received delivered here aaya aayi aaye aya ayi pahuncha "
                   "pahunchi pahunche आया आई आए आये पहुँचा पहुंचा पहुँची पहुंची mila mili मिला मिली")
#: Words of money or of a bill: "payment pending for O27", "O27 ka bill baaki hai" is no delivery.
_MONEY = fold_words("payment payments paid pay amount money balance dues due bill bills invoice cheque credit "
                    "paisa paise bhugtan bhugtaan पेमेंट भुगतान बिल पैसा पैसे रकम बकाया baqaya bakaya udhaar उधार")


def pending_order(reader) -> None:
    """Read a sentence telling a named order still pending as a delivery question (module docstring).

    ``reader``: the MessageReader after its clause acts (order_ids, bill_ids, cues, clause_span, tokens).
    Examples: "O27 still pending 😞 10 packets paneer." (ask_delivery O27, paneer 10), "O27 अभी भी बाकी है। 10
    पैकेट पनीर।", "O27 abhi bhi pending hai. 10 packet paneer."; "Payment for O27 still pending" reads as before.
    """
    if not reader.order_ids or (_PENDING.isdisjoint(reader._keys) and _WAITING.isdisjoint(reader._keys) and (
            _NOT.isdisjoint(reader._keys) or _CAME.isdisjoint(reader._keys))):
        return
    if len({i for _, i in reader.order_ids}) != 1:
        return
    cued = {c.clause for c in reader.cues}
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}
    for pos, _ in reader.order_ids:
        clause = reader.clause_of[pos]
        if clause in cued or clause in billed or any(reader.clause_of[m.first] == clause for m in reader.mentions):
            continue  # (goods in its own sentence: "O58 has still not been delivered — the 12 packets": as before)
        lo, hi = reader.clause_span[clause]
        words = [(k, reader.tokens[k].key) for k in range(lo, hi) if reader.tokens[k].kind == "word"]
        if any(w in _MONEY for _, w in words):
            continue
        at = next((k for n, (k, w) in enumerate(words) if w in _PENDING or w in _WAITING and any(
            v in _STILL for _, v in words[max(0, n - 2):n])), None)
        if at is None and any(w in _NOT for _, w in words) and any(w in _CAME for _, w in words):
            at = next(k for k, w in words if w in _NOT)  # "O58 not here yet", "O41 still not delivered"
        if at is None:
            continue
        reader.cues.append(_Cue(frozenset({"ask_delivery"}), at, at + 1, clause, reader.chunk_of[at]))
        reader.cues.sort(key=lambda c: c.pos)
        return


def told_late(reader, clause: int) -> bool:
    """Whether ``clause`` tells its order late and asks nothing (module docstring): no "?", and a word of not coming
    with a word of arriving ("O58 अभी तक नहीं आया", "O58 not here yet", "O58 abhi tak nahi pahuncha") or a word of
    waiting ("O27 still pending", "O27 अभी भी बाकी है"). ``reader``: the MessageReader composing its intents."""
    lo, hi = reader.clause_span.get(clause, (0, 0))
    if any(reader.tokens[k].kind == "sym" and reader.tokens[k].text == "?" for k in range(lo, min(reader.n, hi + 1))):
        return False
    words = [reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"]
    if any(w in _MONEY for w in words):
        return False
    if not _NOT.isdisjoint(words) and not _CAME.isdisjoint(words):
        return True
    return any(w in _PENDING or w in _WAITING and not _STILL.isdisjoint(words[max(0, n - 2):n])
               for n, w in enumerate(words))
