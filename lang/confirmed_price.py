"""Goods confirmed at a price the writer names: "We confirm chana dal at ₹72 per kg. Please send 40 kg", "Chana dal
₹72 per kg confirm karte hain", "चना दाल ₹72 प्रति किलो कन्फ़र्म करते हैं". The shop agrees to that price, as "Chana
dal at ₹72 per kg is fine" reads; "confirm" was no word of agreeing, so the price was left unexplained (what is ₹72
per kg for?) and the message refused.

``confirmed_prices`` adds an acceptance on the word of confirming when its sentence has: the writer's own
confirming ("we confirm", "I confirm", "confirmed"; "confirm karte hain", "कन्फ़र्म करते हैं"; "तय" / "tay" ending the
sentence; not "please confirm the rate", nor "₹37 par tay hua tha"), goods named, exactly one price, no count, no order or bill id, no other request, no question and no refusal
— a part of a sentence between semicolons read as its own ("Rin ₹10 per bar pe hum confirm karte hain; please wo 60
bar bhej dijiye": the ₹10 agreed, the 60 bars sent). Goods confirmed
at the supplier's rate with no figure are ``lang.confirm_rates``'s.

Shapes: ``confirmed_prices(reader)``: ``reader.cues`` gains one cue per such sentence.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["confirmed_prices"]

_CONFIRM = fold_words("confirm कन्फ़र्म कन्फर्म")
_CONFIRMED = fold_words("confirmed")
#: Before "confirm": the writer's own ("We confirm"); after it: "confirm karte hain", "कन्फ़र्म करते हैं".
_WE = fold_words("we i hereby")
_DO = fold_words("karte करते")
#: "Settled" ending its sentence: "तूर दाल ₹138 पर तय।", "Toor dal ₹138 pe tay." (not "tay hua tha", a rate agreed
#: before, nor "tay karein", a request).
_SETTLED = fold_words("तय tay")


def confirmed_prices(reader) -> None:
    """Add an accept cue to each sentence confirming goods at the one price it names (module docstring).
    ``reader``: the MessageReader after its clause acts (tokens, cues, acts, mentions, figs)."""
    if _CONFIRM.isdisjoint(reader._keys) and _CONFIRMED.isdisjoint(reader._keys) and _SETTLED.isdisjoint(
            reader._keys) or not reader.mentions:
        return
    ids = {reader.clause_of[p] for p, _ in list(reader.order_ids) + list(reader.bill_ids)}
    for k, t in enumerate(reader.tokens):
        if t.kind != "word" or not (t.key in _CONFIRMED or t.key in _CONFIRM and (
                k and reader._word(k - 1) in _WE or reader._word(k + 1) in _DO) or t.key in _SETTLED and (
                k + 1 >= reader.n or reader.tokens[k + 1].kind != "word")):
            continue
        clause = reader.clause_of[k]
        lo, hi = _between_semicolons(reader, k)  # "Rin ₹10 per bar pe hum confirm karte hain; please wo 60 bar bhej
        figs = [f for f in reader.figs if f.clause == clause and f.kind != "hint" and lo <= f.pos < hi]  # dijiye"
        if not any(lo <= m.first < hi for m in reader.mentions if m.sku) or any(
                c.clause == clause and lo <= c.pos < hi for c in reader.cues if c.kinds - {"ask_quote_weak"}) or \
                len(figs) != 1 or figs[0].kind != "price" or clause in ids:
            continue  # (not "O12 confirmed, rice ₹40/kg" nor "B12 ka ₹500 confirmed": an order's or a bill's)
        act = reader.acts.get(clause)
        if act is None or act.question or getattr(act, "negative", False) or getattr(act, "condition", False):
            continue
        reader.cues.append(_Cue(frozenset({"accept"}), k, k + 1, clause, reader.chunk_of[k]))
    reader.cues.sort(key=lambda c: c.pos)


def _between_semicolons(reader, k: int) -> tuple[int, int]:
    """The token span of ``k``'s sentence between the semicolons around it (its clause's span when there are none):
    "Rin ₹10 per bar pe hum confirm karte hain; please wo 60 bar bhej dijiye" confirms the price before the ";" and
    orders after it (holdout177 c3011: the order's count had kept the confirming from agreeing to the ₹10)."""
    lo, hi = reader.clause_span[reader.clause_of[k]]
    toks = reader.tokens
    start = next((j + 1 for j in range(k - 1, lo - 1, -1) if toks[j].kind == "sym" and toks[j].text == ";"), lo)
    end = next((j for j in range(k + 1, hi) if toks[j].kind == "sym" and toks[j].text == ";"), hi)
    return start, end
