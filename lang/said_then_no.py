"""A request said and then denied by the next sentence's opening "no" (session 41, helper FU; issue 10; the
relatives of ``lang.goods_taken_back``):

- **A bare "no" with its reason**: "Chawal ₹38 theek hai. Nahi yaar, mehnga hai.", "चावल ₹38 ठीक है। नहीं, महँगा है।",
  "Rice ₹38 ok. On second thought, no.", "Send 4 trays eggs. On second thought, no." — each had been read as the
  price agreed or the goods ordered, silently. The sentence opens with words of second thoughts holding a "no"
  (``lang.goods_taken_back._OPENERS``) that end at its first comma or at its end, and the rest asks nothing of its
  own (no intent word, goods, figure or id): the writer takes back what came before. Refused
  (``contradictory.retracted``). Not "No, send them tomorrow." (a new request: a correction of when), "No problem."
  or "No hurry, evening is fine." (no "no" of taking back).
- **A payment moved to another bill**: "Paid B7. Sorry, wrong bill, it was B8.", "B7 ka payment kiya. Galti se
  likha, B8 tha.", "B7 का भुगतान किया। माफ़ कीजिए, गलत बिल, B8 था।" — read as B7 paid and B8 disputed (the "wrong"),
  silently. After a payment, a sentence opening with a word of correcting ("sorry", "oops", "galti", "माफ़") that
  names another bill and says wrong or meant is refused (``contradictory.retracted``: which bill was paid?).

Shape: ``said_then_no(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``. Linear
in the tokens.
"""
from __future__ import annotations

from lang.acts import NEGATIONS, NOT_NEGATION_AFTER
from lang.goods_taken_back import OPENERS, in_cell, is_no
from lang.language import fold_words
from lang.reasons import why

__all__ = ["said_then_no"]

#: Kinds of request a "no" right after takes back (not a question: "₹36 chalega? Nahi." refuses at the price).
_SAID = frozenset({"order", "accept", "offer", "pay", "dispute"})
#: Words that may open the "no" beside ``OPENERS`` ("Nahi yaar,", "Socha, nahi.").
_MORE_OPENERS = fold_words("yaar yar socha सोचा fir phir फिर toh to तो")
#: Words of closing after a "no": nothing more is wanted, thanks ("No, nothing else.", "नहीं, बस इतना ही।").
_CLOSING = fold_words("nothing else all thats that's thanks thank thankyou bas itna itne kuch aur dhanyavad dhanyawad "
                      "shukriya बस इतना इतने कुछ और धन्यवाद शुक्रिया")
#: Words that open a correction of a payment's bill, and words that say it was wrong or meant.
_CORRECTING = fold_words("sorry oops galti गलती ग़लती maaf maf माफ़ माफ actually wait")
_WRONG = fold_words("wrong galat गलत ग़लत mistake galti गलती ग़लती meant matlab मतलब")


def said_then_no(reader) -> None:
    """Refuse a request taken back by the next sentence's opening "no", or a payment moved to another bill (module
    docstring). ``reader``: the MessageReader after its clause acts (tokens, cues, figs, mentions, clause_span,
    chunk_of, acts, bill_ids, order_ids). Examples: "Chawal ₹38 theek hai. Nahi yaar, mehnga hai." → refused naming
    "Nahi yaar, mehnga hai."; "Paid B7. Sorry, wrong bill, it was B8." → refused naming "Sorry, wrong bill, it was
    B8."; "Send 4 trays eggs. No, send them tomorrow." and "Paid B7. Sorry for the delay." are left as read."""
    if getattr(reader, "refused_why", None) is not None or getattr(reader, "retracted", None) or \
            NEGATIONS.isdisjoint(reader._keys) and _CORRECTING.isdisjoint(reader._keys):
        return
    kinds_at: dict[int, set[str]] = {}
    for c in reader.cues:
        kinds_at.setdefault(c.clause, set()).update(c.kinds)
    said = sorted(cl for cl, kinds in kinds_at.items() if kinds & _SAID and not _asked(reader, cl))
    if not said:
        return
    figured = {f.clause for f in reader.figs}
    named = {reader.clause_of[m.first] for m in reader.mentions}
    bills_at: dict[int, set[str]] = {}
    for p, ident in reader.bill_ids:
        bills_at.setdefault(reader.clause_of[p], set()).add(ident)
    ids = {reader.clause_of[p] for p, _ in list(reader.bill_ids) + list(reader.order_ids)}
    for clause, (lo, hi) in sorted(reader.clause_span.items()):
        if clause <= said[0] or clause in reader.background or _asked(reader, clause) or in_cell(reader, lo, hi):
            continue  # (a table's "❌ Nahi |": the row's refusal)
        prev = _before(reader, clause)
        if clause not in figured and clause not in named and clause not in ids and kinds_at.get(
                clause, set()) <= {"reject"} and _opens_with_no(reader, lo, hi):  # ("mehnga hai": a refusal word)
            reader.refused_why = why("contradictory.retracted", text=reader._clause_text(clause))
            return
        if "pay" in kinds_at.get(prev, ()) and bills_at.get(clause, set()) - bills_at.get(prev, set()) and \
                reader._word(lo) in _CORRECTING and not _WRONG.isdisjoint(reader._word(k) for k in range(lo, hi)):
            reader.refused_why = why("contradictory.retracted", text=reader._clause_text(clause))
            return


def _asked(reader, clause: int) -> bool:
    act = reader.acts.get(clause)
    return act is not None and (act.question or act.condition)


def _before(reader, clause: int) -> int:
    """The clause before ``clause`` that has words (an empty line between skipped)."""
    prev = clause - 1
    while prev > 0 and prev in reader.clause_span and not any(
            reader.tokens[k].kind in ("word", "num") for k in range(*reader.clause_span[prev])):
        prev -= 1
    return prev


def _opens_with_no(reader, lo: int, hi: int) -> bool:
    """The clause opens with words of second thoughts holding a "no" (not "no problem") that end at its first
    chunk's end or at its end."""
    words = [k for k in range(lo, hi) if reader.tokens[k].kind == "word"]
    if not words or any(reader.tokens[k].kind == "num" for k in range(lo, hi)):
        return False  # (a correction, applied: "Actually no, 3 trays.")
    run = []
    for k in words:
        key = reader.tokens[k].key
        if key not in OPENERS and key not in _MORE_OPENERS and not is_no(reader.tokens[k]):
            break
        run.append(k)
    if not run or not any(is_no(reader.tokens[k]) for k in run) or any(
            is_no(reader.tokens[k]) and k + 1 < reader.n and reader._word(k + 1) in NOT_NEGATION_AFTER for k in run) or \
            run[-1] + 1 < hi and reader.tokens[run[-1] + 1].text == ":":
        return False  # ("No problem."; a heading: "**Nahi:** - Chai patti 125 rs packet ❌")
    rest = words[len(run):]
    return not rest or reader.chunk_of[rest[0]] != reader.chunk_of[run[-1]] and _CLOSING.isdisjoint(
        reader.tokens[k].key for k in rest)  # (not "No, nothing else.", "Nahi, bas itna hi.", "No, thanks.")
