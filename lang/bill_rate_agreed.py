"""A bill named as charging goods at one rate when another was agreed: "B30 में पनीर ₹85 पैकेट लगाया है, बात ₹78 की
हुई थी", "B30 mein paneer ₹85 packet lagaya hai, baat ₹78 ki hui thi", "B30 charges paneer at ₹85 a packet, we had
agreed ₹78", "B215 me ghee ₹580 litre laga hai, baat ₹540 ki hui thi". A shopkeeper reads a dispute of that bill
(holdout64 k2044 in the three languages, holdout15 h15-hl-011, holdout35 hi-c053). No cue of the cue stage said
"dispute" in them: they had been refused as a price with no word saying offer, accept or order, or read as only the
delivery question beside them (which the second opinion doubted).

``bill_rate_agreed`` sets a dispute cue at such a bill's id when its sentence has:

- a word of what the bill charges ("charges", "charged", "billed", "लगाया", "laga", "lagaya", "लिखा" …);
- a word of a rate agreed before: "agreed", "बात … हुई थी" / "baat … hui thi", "तय हुआ था" / "tay hua tha",
  "deal … hui thi" (the words "baat"/"बात"/"tay"/"तय"/"deal"/"डील" with "hui"/"हुई"/"hua"/"हुआ" after them);
- a price (the one charged; the one agreed, told of the past, is often taken out before: ``lang.past_prices``), goods named, no word of paying, and no cue of its own but the
  words of the rate agreed ("deal", "agreed", "रेट ₹180 तय हुआ था") — a sentence that asks something else is left to the rest of the
  reader ("B30 charges ₹85, we agreed ₹78 — send 10 more packets at ₹78").

The figures of that sentence are then the dispute's facts (``lang.verify``: a dispute's sentence tells what was
wrong). Shape: ``bill_rate_agreed(reader)`` with the MessageReader after its clause acts; it changes
``reader.cues`` and returns nothing.
"""
from __future__ import annotations

from lang.act_words import PRICE_NOUNS
from lang.bill_checked import PAYING_WORDS
from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["bill_rate_agreed", "agreed_before", "CHARGED_WORDS"]

#: Words saying what a bill charges (also read by lang.bill_rate_unnamed).
CHARGED_WORDS = fold_words("charges charged charging billed bills shows lagaya lagaye lagayi laga lage lagi लगाया लगाए "
                           "लगायी लगाई लगा लगे लगी likha likhe likhi लिखा लिखे लिखी chadhaya chadhaaya चढ़ाया")
#: "we had agreed", "agreed rate was": a rate agreed named in one word.
_AGREED = fold_words("agreed")
#: "baat ₹78 ki hui thi", "तय हुआ था", "deal ₹41 par hui thi": a word of a deal, then one of its being made.
_DEAL = fold_words("baat बात tay tai तय deal डील sauda सौदा")
_MADE = fold_words("hui hua huyi हुई हुआ हुयी")
#: The words a cue of the sentence may be made of and still be only the rate agreed ("deal", "रेट … तय हुआ था").
_AGREED_WORDS = _AGREED | _DEAL | PRICE_NOUNS


def agreed_before(keys: list[str]) -> bool:
    """Whether one sentence's folded word ``keys`` (list of str) name a rate agreed before ("we had agreed ₹132",
    "jo rate tay hua tha"; module docstring); also ``lang.agreed_rate_billed``'s test."""
    if not _AGREED.isdisjoint(keys):
        return True
    return any(w in _DEAL and any(x in _MADE for x in keys[k + 1:k + 6]) for k, w in enumerate(keys))


def bill_rate_agreed(reader) -> None:
    """Set a dispute cue at each bill id whose sentence says it charges a rate other than the one agreed (module
    docstring). ``reader``: the MessageReader after its clause acts (bill_ids, cues, figs, mentions, clause_of)."""
    if not reader.bill_ids or CHARGED_WORDS.isdisjoint(reader._keys):
        return
    words = clause_words(reader)
    priced: dict[int, int] = {}
    for f in reader.figs:
        if f.kind == "price":
            priced[f.clause] = priced.get(f.clause, 0) + 1
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    disputed: dict[int, _Cue] = {}
    for pos, _ in reader.bill_ids:
        clause = reader.clause_of[pos]
        keys = words.get(clause, [])
        if clause in disputed or clause not in goods or clause not in priced or CHARGED_WORDS.isdisjoint(keys) or \
                not PAYING_WORDS.isdisjoint(keys) or not agreed_before(keys):
            continue
        own = [c for c in reader.cues if c.clause == clause and c.kinds]
        if any(c.kinds - {"dispute", "neutral"} and not all(reader._word(k) in _AGREED_WORDS for k in range(
                c.pos, c.end) if reader.tokens[k].kind == "word") for c in own):
            continue  # the sentence asks something else too
        disputed[clause] = _Cue(frozenset({"dispute"}), pos, pos + 1, clause, reader.chunk_of[pos])
    if disputed:
        reader.cues = sorted([c for c in reader.cues if c.clause not in disputed] + list(disputed.values()),
                             key=lambda c: c.pos)
