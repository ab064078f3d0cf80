"""A bill paid in part said with no word of paying: an amount for a bill now, and the rest on a day to come.

"Bill B7 mein se abhi ₹500 de raha hoon, baaki kal.", "बिल B2 का ₹1,526 अभी, बाकी ₹1,526 शुक्रवार को।", "₹500 against
B7 now, the rest tomorrow." (a new user's trial, session 33: the first two were read as nothing at all, "no order,
offer, question, payment or bill could be read"; the English as a payment for later). With a word of paying
("Sending ₹1,012 against bill B8 now, rest next week", "बिल B6 का आधा, ₹2,015, अभी भेज रहा हूँ", "Bill B7 ka 1,443
abhi transfer kar diya hai, baaki kal") each was read as a payment of the amount said, which the desk weighs against
the bill (``lang.part_paid``: it refuses an amount that is not what the bill comes to, naming both). A shopkeeper
reads the verbless sentence so too: the amount now, the rest later.

``part_now`` sets a pay cue at the word of now in a sentence that
- names one bill (no order, no goods) and has no intent word, no question, no negation and no word of money taken
  off ("B7 mein se ₹500 abhi kaat do" asks a deduction);
- says an amount (₹, or a price figure) and a word of now after the bill ("abhi", "अभी", "now", "today", "aaj");
- then a word of the rest ("baaki", "बाकी", "rest", "balance", "remaining") with a day to come within four words
  after it ("kal", "शुक्रवार", "tomorrow", "next week": ``lang.act_words.REST_TO_COME``).
Or, with no rest said, a word of half right before the amount and a verb of giving after it: "बिल B99 का आधा ₹500 आज
दे रहे हैं।" (``_half_now``; the half names the amount, as "B8 ka aadha payment ₹2,500 kar diya" does).
The rest's figure ("बाकी ₹1,000 शुक्रवार को") stays the rest's (``lang.part_paid.rest_figure``); a rest said
equal to the amount ("बिल B2 का ₹1,526 अभी, बाकी ₹1,526 शुक्रवार को") is asked, as "Paid ₹3,500 against B21, balance
₹3,500 next week" is (``ambiguous_intent.partial_pay``), no longer read as nothing at all. "B7 ka ₹500 kal,
baaki agle hafte" (no now: a payment to come), "B7 ka ₹500 abhi nahi, baaki kal", "B7 ka ₹500 abhi, baaki?" and a
sentence naming goods read as before.

Shape: ``part_now(reader)`` with the MessageReader after its clause acts; ``reader.cues`` changed in place.
"""
from __future__ import annotations

from lang.act_words import REST_LEFT, REST_TO_COME
from lang.acts import NEGATIONS
from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["part_now"]

#: Words of now: the amount is paid now.
_NOW = fold_words("abhi abhie now today aaj अभी आज")
#: Days to come beside the rest, beyond ``REST_TO_COME`` ("baaki kal", "the rest tomorrow", "बाकी परसों").
_LATER = REST_TO_COME | fold_words("kal कल tomorrow parso parson परसों month mahine महीने")
#: Words of half ("B99 का आधा ₹500 आज") and of giving the amount ("de rahe hain", "भेज रहे हैं").
_HALF = fold_words("aadha adha aadhe आधा आधे half")
_GIVE = fold_words("de dete dena diya दे देते देना दिया bhej bhejte bhejna भेज भेजते भेजना pay paying transfer")
#: Words of money taken off a bill: "B7 mein se ₹500 abhi kaat do" asks a deduction, pays nothing.
_OFF = fold_words("kaat kaato kaatna kaatiye kaat-do kam less deduct deducted cut minus off discount chhoot chhut "
                  "waive maaf maf काट काटो काटिए कम छूट माफ़ माफ")


def _part_now_at(reader, clause: int) -> int | None:
    """The position of the word of now of a verbless part payment in ``clause``, or None (module docstring)."""
    lo, hi = reader.clause_span[clause]
    keys = [reader.tokens[k].key if reader.tokens[k].kind == "word" else "" for k in range(lo, hi)]
    if not NEGATIONS.isdisjoint(keys) or not _OFF.isdisjoint(keys) or any(reader.tokens[k].text == "?" for k in range(lo, hi)):
        return None
    bills = [p for p, _ in reader.bill_ids if lo <= p < hi]
    now = next((lo + q for q, w in enumerate(keys) if w in _NOW and bills and lo + q > bills[0]), None)
    if now is None:
        return None
    rest = next((lo + q for q, w in enumerate(keys) if w in REST_LEFT and lo + q > now), None)
    if rest is None or _LATER.isdisjoint(keys[rest - lo + 1:rest - lo + 5]):
        return _half_now(reader, clause, bills[0], now, keys)
    paid = [f for f in reader.figs if f.clause == clause and f.kind == "price" and f.pos < rest]
    return now if len(paid) == 1 and paid[0].unit is None else None


def _half_now(reader, clause: int, bill: int, now: int, keys: list[str]) -> int | None:
    """The word of now of "बिल B99 का आधा ₹500 आज दे रहे हैं।" (a new user's trial, session 34: C27), "Bill B99 ka aadha
    ₹500 aaj de rahe hain.": the bill, a word of half, the one amount paid right after it, now, and a verb of giving
    after the amount ("de", "दे", "bhej", "भेज"); no rest said. The half is the amount's name, no sum to work out."""
    lo, hi = reader.clause_span[clause]
    paid = [f for f in reader.figs if f.clause == clause and f.kind == "price"]
    if len(paid) != 1 or paid[0].unit is not None or not bill < paid[0].pos:
        return None
    k = paid[0].pos - 1 - (reader._sym(paid[0].pos - 1) == "₹")
    k -= reader._sym(k) == ","
    if reader._word(k) not in _HALF or not any(w in _GIVE for w in keys[paid[0].end - lo:]):
        return None
    return now


def part_now(reader) -> None:
    """Add a pay cue to each sentence paying a named bill in part with no word of paying (module docstring).
    ``reader``: the MessageReader after its clause acts (bill_ids, order_ids, mentions, cues, figs)."""
    if not reader.bill_ids or reader.order_ids or REST_LEFT.isdisjoint(reader._keys) and _HALF.isdisjoint(
            reader._keys) or _NOW.isdisjoint(reader._keys):
        return
    busy = {c.clause for c in reader.cues} | {reader.clause_of[m.first] for m in reader.mentions}
    added = False
    for clause in sorted({reader.clause_of[p] for p, _ in reader.bill_ids} - busy):
        if len({i for p, i in reader.bill_ids if reader.clause_of[p] == clause}) != 1:
            continue
        at = _part_now_at(reader, clause)
        if at is not None:
            reader.cues.append(Cue(frozenset({"pay"}), at, at + 1, clause, reader.chunk_of[at]))
            added = True
    if added:
        reader.cues.sort(key=lambda c: c.pos)
