"""A bill of the past told with its total, beside today's request: "Your bill B3 for 25 litres of ghee came to ₹13,250
in November. What is your rate for ghee this month?", "नवंबर में 25 लीटर घी का आपका बिल B3 ₹13,250 का था। इस महीने घी
का आपका रेट क्या है?", "November mein 25 litre ghee ka aapka bill B3 ₹13,250 ka tha. Is mahine ghee ka aapka rate kya
hai?". The sentence tells what a bill came to; it asks for no bill, and its goods' count is not the count the rate is
asked for. The English had been read as a bill asked ("bill … for 25 litres of ghee") and the rate asked for 25 litres,
silently; the Hindi and Hinglish were refused "what about B3?" (session 44, probe set RB, r046).

``bill_told`` (run by ``lang.beside_requests``) takes out such a sentence — its cues, goods and figures — when it:
names a bill by its word ("bill", "बिल", "invoice"), states money (the total: "₹", "Rs", "rupaye"), tells it as the past ("came to",
"was", "amounted", "totalled", "था", "थी", "tha", "thi"), has no cue but a bill asked or stated, is no question, and names no
fault, shortfall, contrast, payment or refusal ("B8 was ₹2,000 but only 30 kg came", "B4 was ₹12,480, paid today":
read as before); and only when another sentence asks something of its own. The bill's id is then told as the past
(``lang.past_ids``) and today's request is read alone.
"""
from __future__ import annotations

from lang.act_words import BILL_WORDS
from lang.acts import NEGATIONS
from lang.bad_goods_back import FAULT_WORDS
from lang.bill_checked import PAYING_WORDS
from lang.id_guard import COMPLAINT_WORDS
from lang.language import fold_words

__all__ = ["bill_told"]

#: Words telling a bill's total as the past.
_WAS = fold_words("came amounted totalled totaled was tha thi था थी")
#: Words of a fault or a shortfall beside the total (the complaint words of ``lang.id_guard`` hold the contrasts).
_NOT_TOLD = COMPLAINT_WORDS | FAULT_WORDS | PAYING_WORDS | NEGATIONS | fold_words(
    "only sirf सिर्फ़ सिर्फ keval केवल instead balance due pending baaki बाकी outstanding")
#: Money words of the total ("₹13,250", "Rs 13,250", "13,250 rupaye"); its figure is often set aside before as money told.
_RUPEES = fold_words("rs rupees rupee rupaye rupye रुपये रुपए रुपया inr")
_BILL_KINDS = frozenset({"ask_bill", "bill"})  # (a bill asked, or a bill stated: "aapka bill ₹13,250 ka tha")
#: Cue kinds that ask for something in another sentence.
_ASKING = frozenset({"order", "offer", "accept", "reject", "ask_quote", "cancel", "ask_delivery", "pay", "dispute"})


def bill_told(reader) -> None:
    """Drop the sentences of ``reader`` (the MessageReader after its clause acts) that only tell a past bill's total
    (module docstring): their cues, goods and figures."""
    if BILL_WORDS.isdisjoint(reader._keys) or _WAS.isdisjoint(reader._keys):
        return
    told = set()
    for cl in {reader.clause_of[k] for k, t in enumerate(reader.tokens) if t.kind == "word" and t.key in BILL_WORDS}:
        act = reader.acts.get(cl)
        lo, hi = reader.clause_span[cl]
        words = {t.key for t in reader.tokens[lo:hi] if t.kind == "word"}
        if not any(t.text == "₹" or t.key in _RUPEES for t in reader.tokens[lo:hi]) or act is None or act.question or words.isdisjoint(_WAS) or not words.isdisjoint(_NOT_TOLD):
            continue
        if any(t.kind == "sym" and t.text == "?" for t in reader.tokens[lo:min(hi + 1, reader.n)]):
            continue
        if all(c.kinds <= _BILL_KINDS for c in reader.cues if c.clause == cl and c.kinds):
            told.add(cl)
    if not told or not any(c.kinds & _ASKING and c.clause not in told for c in reader.cues):
        return
    reader.cues = [c for c in reader.cues if c.clause not in told]
    reader.mentions = [m for m in reader.mentions if reader.clause_of[m.first] not in told]
    reader.figs = [f for f in reader.figs if reader.clause_of[f.pos] not in told]
