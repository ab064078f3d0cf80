"""A bill the shop will not pay because its goods never came, or because it is not the shop's: "We did not receive
any goods against B1, so we will not pay it", "B1 का माल आया ही नहीं, भुगतान नहीं करेंगे", "B1 ka saaman mila hi
nahi, paisa nahi denge"; "Bill B1 humara nahi hai — humne aapse masoor daal kabhi order hi nahi ki. Ye bill cancel
karo, payment nahi hoga", "बिल B1 हमारा नहीं है … इसे रद्द कीजिए", "B1 is not our bill — we never ordered it". These
had been refused as a payment for later ("when you pay, write 'Paying B1 ₹ amount'": a push to pay a ghost bill) or
as a cancel with no order named (session 31, a new user's trial). Each disputes the bill (the corpus's ``dispute``
carries the id alone).

``bill_denied`` sets a dispute cue at the bill's id, and takes out the message's payment and cancel cues, when the
message names one bill and no order, states no count or price, asks no goods (a word of giving, "paisa nahi denge",
is no offer here), and the bill's sentence (or the next) says
- its goods never came: a word of goods ("goods", "maal", "माल", "saaman", "सामान", "items", "delivery") and a word
  of coming (received, got, arrived, came, aaya, mila, आया, मिला, पहुँचा) with a negation within two words; or
- it is not the shop's: "not our(s)", "humara nahi", "हमारा नहीं", or "never ordered" / "kabhi order hi nahi" /
  "कभी ऑर्डर ही नहीं".
"We will pay B1 next week" (no such words) and "B4 hamara bill nahi hai, cancel kar dijiye" (already a dispute) read
as before. Shape: ``bill_denied(reader)`` with the MessageReader after its clause acts; it changes ``reader.cues``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reader_parts import *  # noqa: F401,F403  (_Cue)

__all__ = ["bill_denied"]

_GOODS = fold_words("goods maal माल saaman samaan saman सामान items item delivery supply consignment stock anything "
                    "nothing")  # ("we have not received anything billed on B1")
_CAME = fold_words("receive received receiving got get arrive arrived came come delivered aaya aayi aaye aya ayi aye "
                   "mila mili mile pahuncha pahunchi pahunche आया आई आए आये मिला मिली मिले पहुँचा पहुंचा पहुँची पहुंची")
_OURS = fold_words("our ours humara hamara hamaara humaara hamare humare हमारा हमारे हमारी")
_NEVER = fold_words("never kabhi कभी")
_OR = fold_words("or nor ya या")
_ORDERED = fold_words("ordered order ऑर्डर mangaya mangwaya मंगाया मँगाया manga mangwai मँगवाया मंगवाया माँगा मांगा")


def _denied(keys: list[str]) -> bool:
    """One sentence's word keys say its bill's goods never came, or that the bill is not ours."""
    for k, w in enumerate(keys):
        near = keys[max(0, k - 2):k + 3] + (keys[k - 3:k - 2] if k >= 3 and keys[k - 1] in _OR else [])  # "not
        # ordered or received": the negation of both
        if w in _CAME and not NEGATIONS.isdisjoint(near) and not _GOODS.isdisjoint(keys):
            return True  # "did not receive any goods", "maal aaya hi nahi", "सामान मिला ही नहीं"
        if w in _OURS and not NEGATIONS.isdisjoint(keys[max(0, k - 2):k] + keys[k + 1:k + 4]):
            return True  # "not our bill", "not ours", "humara nahi hai", "हमारा नहीं है"
        if w in _NEVER and not _ORDERED.isdisjoint(keys[k + 1:k + 5]):
            return True  # "never ordered", "kabhi order hi nahi ki", "कभी ऑर्डर ही नहीं की"
    return False


def bill_denied(reader) -> None:
    """Dispute the one bill the message says it will not pay for goods never come or a bill not its own (module
    docstring). ``reader``: the MessageReader after its clause acts (bill_ids, order_ids, figs, cues)."""
    if len({i for _, i in reader.bill_ids}) != 1 or reader.order_ids or any(
            f.kind in ("qty", "price") for f in reader.figs):
        return
    if any(c.kinds & {"order", "accept", "ask_quote"} for c in reader.cues):
        return  # (an "offer" with no price is a word of giving: "paisa nahi denge")
    words = clause_words(reader)
    pos = reader.bill_ids[0][0]
    clause = reader.clause_of[pos]
    if not any(_denied(words.get(c, [])) for c in (clause, clause + 1)) or any(
            "ask_delivery" in c.kinds and c.clause != clause for c in reader.cues):
        return
    cues = [c for c in reader.cues if not c.kinds & {"pay", "cancel", "offer"} and not (
        "ask_delivery" in c.kinds and c.clause == clause)]  # ("maal abhi tak nahi pahuncha": the goods never came)
    if not any("dispute" in c.kinds for c in cues):
        end = reader.clause_span[clause][1]  # (to the sentence's end: "B3 never arrived" is no dispute said not)
        cues.append(_Cue(frozenset({"dispute"}), pos, end, clause, reader.chunk_of[pos]))
    reader.cues = sorted(cues, key=lambda c: c.pos)
