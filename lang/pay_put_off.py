"""A bill whose payment is put off, beside bills paid now: it asks nothing today (a new user's trial, session 31).

A chat model paying some bills often says in the same mail which one it pays later. The put-off bill is no
payment and no question, so the reader drops it rather than asking "what about B8?":

- "B8 ka payment abhi nahi, 16 tarikh ko karenge. B9 aur B10 ka payment aaj bhej rahe hain." → pay B9, pay B10
  (a payment "not now" — abhi nahi / aaj nahi / not today / not now / अभी नहीं — or on a date to come, "16 tarikh
  ko", "on day 12", "15 तारीख को", said in the id's own phrase or in the rest of its sentence when that rest asks
  nothing else);
- "B6 और B7 का भुगतान कर रहे हैं। B12 का बाद में।" → pay B6, pay B7 (a short phrase of the id and "later" beside
  a payment: the id's letter is no word of the phrase);
- "B12 का ₹99 अगले हफ़्ते देंगे, अभी B6 और B7 का भुगतान ले लीजिए।" → pay B6, pay B7 (a sentence that pays some
  bills now and puts another off in a phrase of its own: ``later_bills_apart``).

A payment put off with no bill paid now stays refused (``ambiguous_intent.pay_later``), as does a sentence whose
phrases cannot be told apart ("B12 और B6 का भुगतान अगले हफ़्ते, B7 का अभी" names the day in a phrase with two
bills: the later one is B12 and B6, and B7 is paid now only when its own phrase has no word of later).

A day said for the rest of a bill paid in part ("₹5,000 paid against B12, rest next week", "B12 के ₹5,000 दे दिए,
बाकी अगले हफ़्ते", "B12 ke ₹5,000 de diye, baaki next week") is the rest's: the payment of the amount said is made now
(``rest_to_come``; the bills read as paid in part are ``reader.part_paid``, ``lang.part_paid``).

Shapes: ``put_off(reader, pos, words, pay_words, later_words)`` → bool, for the id at token ``pos`` whose phrase's
folded words are ``words`` (its guard — no goods, no request of another kind, no question — is the caller's);
``later_bills_apart(reader, clause, later_words)`` → the set of bill ids of the clause put off in phrases of their
own while the clause's other phrases pay bills now, or an empty set when the clause cannot be split so;
``rest_to_come(reader, clause)`` → bool (the words of a day to come in that sentence are the rest's).
"""
from __future__ import annotations

from lang.act_words import REST_LEFT as _LEFT, REST_TO_COME as _TO_COME
from lang.language import fold_words

__all__ = ["put_off", "later_bills_apart", "rest_to_come"]

#: Words of now, and negations: "abhi nahi", "aaj nahi", "not today", "not now", "अभी नहीं" put a payment off.
_NOW = fold_words("abhi aaj now today अभी आज")
_NOT = fold_words("nahi nahin not no नहीं नही")
#: Words of a date: after or before a number, a day to come ("16 tarikh ko", "on day 12", "15 तारीख को").
_DATE = fold_words("tarikh tareekh tarik तारीख तारिख date day")
#: Marks that part a phrase put off from one paid now ("B12 का … अगले हफ़्ते देंगे, अभी B6 …").
_MARKS = frozenset(",;—–-:")
#: Words of a payment made or to be made, beside the caller's words of paying ("B23 will be paid on the 20th").
_PAID = fold_words("paid cleared settled")
#: Words that make the phrase today's or done ("aaj bhej rahe hain", "paid"): such a phrase is no put-off.
_DONE = fold_words("paid cleared settled transferred sent diya kiya दिया किया bheja भेजा gaya गया rahe रहे")


def _not_now(words: list[str]) -> bool:
    """A word of now with a negation right before or after it ("abhi nahi", "not today", "आज नहीं")."""
    return any(a in _NOW and b in _NOT or a in _NOT and b in _NOW for a, b in zip(words, words[1:]))


def _dated(reader, lo: int, hi: int) -> bool:
    """A date word next to a number in tokens [lo, hi) ("16 tarikh", "day 12")."""
    toks = reader.tokens
    for k in range(lo, hi):
        if toks[k].kind == "word" and toks[k].key in _DATE:
            if k > lo and toks[k - 1].kind == "num" or k + 1 < hi and toks[k + 1].kind == "num":
                return True
    return False


def _phrase_words(reader, lo: int, hi: int, chunk: int | None) -> list[str]:
    """The folded words of tokens [lo, hi) in ``chunk`` (any when None), without the letter of a bill or order id."""
    ids = {p for p, _ in reader.bill_ids + reader.order_ids}
    return [reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word" and k not in ids
            and (chunk is None or reader.chunk_of[k] == chunk)]


def _later_in(reader, lo: int, hi: int, chunk: int | None, later_words: frozenset) -> bool:
    words = _phrase_words(reader, lo, hi, chunk)
    span = [k for k in range(lo, hi) if chunk is None or reader.chunk_of[k] == chunk]
    return bool(span) and (not later_words.isdisjoint(words) or _not_now(words) or _DONE.isdisjoint(words)
                           and _dated(reader, span[0], span[-1] + 1))


def put_off(reader, pos: int, words: set, pay_words: frozenset, later_words: frozenset) -> bool:
    """The id at token ``pos`` is named in a payment put off (module docstring): its phrase has a word of paying
    (or is a short phrase of the id in a message with a payment), and a word of later, "not now" or a date — in the
    phrase itself, or in the rest of its sentence when no other phrase of it holds goods or a request of another
    kind. ``words``: the phrase's folded words as the caller took them (the id's letter among them)."""
    ids = {reader.tokens[p].key for p, _ in reader.bill_ids + reader.order_ids}
    own = set(words) - ids
    paying = bool(own & (pay_words | _PAID)) or len(own) <= 3 and any("pay" in c.kinds for c in reader.cues)
    if not paying:
        return False
    clause, chunk = reader.clause_of[pos], reader.chunk_of[pos]
    lo, hi = reader.clause_span[clause]
    if _later_in(reader, lo, hi, chunk, later_words):
        return True
    others = {reader.chunk_of[k] for k in range(lo, hi)} - {chunk}
    if not others or any(lo <= c.pos < hi and c.kinds - {"pay", "neutral", "offer"} for c in reader.cues) or any(
            lo <= m.first < hi for m in reader.mentions) or any(
            reader.clause_of[p] == clause and p != pos for p, _ in reader.bill_ids + reader.order_ids):
        return False  # the rest of the sentence asks something else, or names another id: its day is not this id's
    return any(_later_in(reader, lo, hi, c, later_words) for c in others)


def later_bills_apart(reader, clause: int, later_words: frozenset) -> set:
    """The bills of ``clause`` put off in phrases of their own ("B12 का ₹99 अगले हफ़्ते देंगे") while every other
    phrase has no word of later and one of them pays ("अभी B6 और B7 का भुगतान ले लीजिए"); empty when the sentence is
    one phrase, names goods, or no phrase without a word of later pays."""
    lo, hi = reader.clause_span[clause]
    by_chunk: dict[int, set] = {}
    for p, ident in reader.bill_ids:
        if reader.clause_of[p] == clause:
            by_chunk.setdefault(reader.chunk_of[p], set()).add(ident)
    if len(by_chunk) < 2 or any(lo <= m.first < hi for m in reader.mentions):
        return set()
    later, now = set(), set()
    pay_chunks = {reader.chunk_of[c.pos] for c in reader.cues if "pay" in c.kinds and lo <= c.pos < hi}
    later_chunks = {c for c in {reader.chunk_of[k] for k in range(lo, hi)} if _later_in(reader, lo, hi, c, later_words)}
    if not pay_chunks - later_chunks:
        return set()  # no phrase pays now
    for k in range(lo + 1, hi):  # a later phrase parted from a phrase of now by a mark, not by "and" ("Paying B9 and
        a, b = reader.chunk_of[k - 1], reader.chunk_of[k]  # B8 next week": both next week)
        if a != b and (a in later_chunks) != (b in later_chunks) and not (
                reader.tokens[k - 1].kind == "sym" and reader.tokens[k - 1].text in _MARKS):
            return set()
    for chunk, bills in by_chunk.items():
        (later if chunk in later_chunks else now).update(bills)  # ("अभी B6 और" joins "B7 का भुगतान ले लीजिए")
    return later if later and now and not later & now else set()



def rest_to_come(reader, clause: int) -> bool:
    """Sentence ``clause`` names no bill but those read as paid in part (``reader.part_paid``) and a word of what is
    left comes before every word of a time to come: "₹5,000 paid against B12, rest next week" (next week is the
    rest's), not "Will pay ₹5,000 against B12 next week, rest later"."""
    paid = getattr(reader, "part_paid", None)
    lo, hi = reader.clause_span[clause]
    named = {ident for p, ident in reader.bill_ids if lo <= p < hi}  # none: "The balance of ₹2,380 will be paid
    if not paid or not named <= paid:  # by the 20th." after "we have transferred ₹5,000 towards Bill B15 today."
        return False
    for k in range(lo, hi):
        key = reader._word(k)
        if key in _LEFT or key in _TO_COME:
            return key in _LEFT
    return False
