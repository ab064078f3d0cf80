"""Goods said to be selling or asked for by customers, in a sentence that asks nothing: "15 किलो टमाटर … और 8 दर्जन
केले ₹4 प्रति केला भेज दो। सावन के सोमवार आ रहे हैं, केले निकल जाएँगे।" (holdout50 f3013: the bananas will sell), "O2
mein 10 bundle maachis bhi jod do, ₹16 bundle wali. Baarish mein light jaati rehti hai, sab maachis maang rahe hain."
(holdout152 v77004: everyone is asking for matches), "Sawan Mondays are coming, bananas will move." The sentence tells
the demand behind the request beside it; with no intent word of its own the reader refused it ("what should we do
with the banana: send, price or cancel?"), though a shopkeeper reads the request and the reason for it.

``demand_told`` makes such a sentence background (``reader.background``): a sentence holding a phrase of goods
selling or asked for ("will move", "will sell", "selling fast", "in demand", "customers are asking for"; "निकल
जाएँगे", "बिक रहे हैं", "माँग रहे हैं"; "nikal jayenge", "bik rahe hain", "maang rahe hain"), naming goods, with no
figure, no order or bill id, and no intent cue of its own but one standing on the phrase's words — in a message with
another sentence that is not background which names the same goods (a message that only tells the demand is left
to the rest of the reader, and so are goods named only in the demand: "Eggs are also moving fast this week. Can you
send 2 more trays …?" — the trays are the eggs').
"Maggi bik rahi hai, 10 packet bhejo" (a figure and a request) and "Customers are asking for Maggi, please send 10
packets" are read as before; so is "Maggi nahi bik rahi" (not selling: a reason to refuse or cancel, which the writer
must say plainly).

Shape: ``demand_told(reader)`` with the MessageReader after its clause acts (tokens, clause_of, cues, figs, mentions,
background); run by ``lang.sells_more``. Linear in the tokens.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_phrase, fold_words
from lang.reader_parts import ITEM_INTENTS

__all__ = ["demand_told"]

#: Phrases of goods selling or asked for (folded word keys, matched as a run of a sentence's words).
_PHRASES = frozenset(fold_phrase(p) for p in (
    "will move", "will sell", "will sell out", "will go fast", "are moving", "is moving", "moving fast",
    "selling fast", "sells fast", "sell fast", "in demand", "customers are asking for", "everyone is asking for",
    "निकल जाएँगे", "निकल जाएंगे", "निकल जायेंगे", "निकल जाएगा", "निकल जाएगी", "बिक जाएँगे", "बिक जाएंगे", "बिक जाएगा",
    "बिक जाएगी", "बिक रहा है", "बिक रही है", "बिक रहे हैं", "माँग रहे हैं", "मांग रहे हैं", "माँगते हैं", "मांगते हैं",
    "nikal jayenge", "nikal jaenge", "nikal jaayenge", "nikal jayega", "nikal jaega", "nikal jayegi", "bik jayenge",
    "bik jaenge", "bik jayega", "bik jayegi", "bik raha hai", "bik rahi hai", "bik rahe hain", "maang rahe hain",
    "mang rahe hain", "maangte hain", "mangte hain"))
_LONGEST = max(map(len, _PHRASES))
_FIRSTS = frozenset(p[0] for p in _PHRASES)
#: A negation anywhere in the sentence ("Maggi nahi bik rahi"): not selling is no demand told.
_NOT = fold_words("not nahi nahin नहीं नही na no never")
_ASKING = frozenset(ITEM_INTENTS) | {"ask_quote_weak", "cancel"}


def _phrase_span(reader, clause_tokens: list[int]) -> tuple[int, int] | None:
    """The token span [first, last] of the first demand phrase among ``clause_tokens`` (word positions), or None."""
    keys = [reader.tokens[k].key for k in clause_tokens]
    for i, w in enumerate(keys):
        if w not in _FIRSTS:
            continue
        for n in range(min(_LONGEST, len(keys) - i), 1, -1):
            if tuple(keys[i:i + n]) in _PHRASES:
                return clause_tokens[i], clause_tokens[i + n - 1]
    return None


def demand_told(reader) -> None:
    """Make each sentence that only tells goods are selling or asked for background (module docstring)."""
    if _FIRSTS.isdisjoint(reader._keys) or not reader.mentions:
        return
    words = clause_words(reader)
    candidates = {c for c, ws in words.items() if not _FIRSTS.isdisjoint(ws) and _NOT.isdisjoint(ws)}
    candidates &= {reader.clause_of[m.first] for m in reader.mentions if m.sku}
    candidates -= {f.clause for f in reader.figs}
    candidates -= {reader.clause_of[p] for p, _ in reader.bill_ids + reader.order_ids}
    if not candidates:
        return
    toks, told = reader.tokens, set()
    for clause in sorted(candidates):
        at = [k for k in range(reader.n) if reader.clause_of[k] == clause and toks[k].kind == "word"]
        span = _phrase_span(reader, at)
        if span is None:
            continue
        lo, hi = span
        if any(c.clause == clause and c.kinds & _ASKING and not (lo <= c.pos and c.end - 1 <= hi) for c in reader.cues):
            continue  # a request of its own: "Customers are asking for Maggi, please send 10 packets"
        told.add(clause)
    rest = set(words) - set(reader.background) - told
    named_rest = {m.sku for m in reader.mentions if m.sku and reader.clause_of[m.first] in rest}
    told = {c for c in told if all(m.sku in named_rest for m in reader.mentions if m.sku and reader.clause_of[m.first]
                                   == c)}  # (goods named only here are the goods a later "2 more trays" counts)
    if not told or not rest:
        return
    reader.background = set(reader.background) | told
    reader.cues = [c for c in reader.cues if c.clause not in told]
