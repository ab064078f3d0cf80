"""A bill's payment promised in Hindi or Hinglish with no day: "B12 ka bill bhar denge", "B3 का बिल जल्दी भर देंगे",
"B7 ka payment kar denge", "B9 chuka denge" (session 48, helper RB; a promise said with a day — "agle hafte bhar
denge" — was refused already). The future of paying ("भर देंगे", "chuka denge", "kar denge") is no payment cue, so the
message was refused for no item, or read as a request for the bill ("B3 का बिल … भर देंगे" asked B3: the desk would
send the bill again and the shop would think it had told of a payment), silently.

``pay_promised`` drops the payment and bill-request cues of such a sentence and, when nothing else is asked, refuses
it (``ambiguous_intent.pay_later``: a payment for later is no payment now; nothing is paid — when you pay, write
"Paying B12 ₹ amount"). A sentence is such a promise when it names a bill id and no goods, asks no question, has a
word of paying ("bhar", "chuka", "payment", "bhugtan", "clear", "pay", "भर", "चुका", "भुगतान") followed within two
words by a future of giving or doing ("denge", "dunga", "karenge", "देंगे", "दूँगा", "करेंगे") and no word of a
payment done ("diya", "kiya", "दिया", "किया") nor a negation ("B6 का पूरा भुगतान नहीं करेंगे" withholds it). "B12 ka bill
bhar diya" pays as before.

A promise to pay in a sentence that names no bill is no offer either (``promise_not_offer``, session 54, SILENT54):
"Please sahi bill bhej dijiye; bill milte hi payment kar denge." — the "denge" (we will give) had been an offer cue and
offered the goods of the disputed bill at the price the bill charged (holdout187 hl-w3023, silently; the Hindi and
English read the dispute alone). Its offer cue is emptied when a word of paying stands within the three words before
it and its sentence names no goods, no price and no balance ("baaki", "बाक़ी", "balance": a balance promised after a
part paid today is read as before, a payment of the bill; the merge of session 54's fixes).

Shape: ``pay_promised(reader)`` with the MessageReader after its clause acts; changes ``reader.cues``, sets
``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["pay_promised"]

#: Words of paying, before the future ("bhar denge", "chuka denge", "payment kar denge").
_PAYING = fold_words("bhar bhare bharna chuka chukta chukaa payment pement bhugtan clear settle pay jama "
                     "भर चुका चुकता भुगतान पेमेंट जमा क्लियर")
#: A future of giving or doing, "we will": "denge", "dunga", "karenge" ("kar" between: "payment kar denge").
_WILL = fold_words("denge dunga dungi dengi karenge karunga karungi karengi देंगे दूँगा दूंगा दूँगी दूंगी देंगी करेंगे "
                   "करूँगा करूंगा करूँगी करूंगी करेंगी")
#: Words of a payment done: such a sentence tells a payment.
_DONE = fold_words("diya diye di kiya kar_diya gaya gayi paid दिया दिए दी किया गया गई")
#: A negation: "B6 का पूरा भुगतान नहीं करेंगे" withholds the payment (a dispute's word), no promise.
_NOT = fold_words("nahi nahin na not no नहीं नही न")
#: Words of a bill's balance: a balance promised ("बाक़ी ₹3,250 हम 10 जून तक चुका देंगे") is left as read before.
_BALANCE = fold_words("baaki baki bacha balance rest remaining बाकी बाक़ी बचा")
#: Cue kinds such a sentence may hold (the bill asked by "bill", a payment word).
_OURS = {"pay", "ask_bill", "neutral", "bill_weak", "ask_quote_weak"}


def _promised(words: list[str]) -> bool:
    if not _DONE.isdisjoint(words) or not _NOT.isdisjoint(words):
        return False
    return any(w in _PAYING and any(x in _WILL for x in words[n + 1:n + 4]) for n, w in enumerate(words))


def pay_promised(reader) -> None:
    """Drop the cues of a bill's payment promised with no day and refuse when nothing else is asked (module
    docstring). ``reader``: the MessageReader after its clause acts. Examples: "B12 ka bill bhar denge" and "B3 का बिल
    जल्दी भर देंगे" are refused (``ambiguous_intent.pay_later``); "B12 ka bill bhar diya" pays as before."""
    if getattr(reader, "refused_why", None) or _WILL.isdisjoint(reader._keys):
        return
    promise_not_offer(reader)
    if not reader.bill_ids:
        return
    chunks = set()
    for pos, _ in reader.bill_ids:
        clause, chunk = reader.clause_of[pos], reader.chunk_of[pos]
        lo, hi = reader.clause_span[clause]
        act = reader.acts.get(clause)
        if act is not None and act.question or any(reader._sym(k) == "?" for k in range(lo, min(reader.n, hi + 1))):
            continue
        mine = [k for k in range(lo, hi) if reader.chunk_of[k] == chunk]  # the id's own phrase ("B6 भेज दीजिए, इसी
        # हफ़्ते चुका देंगे" asks B6 in its phrase and promises in the next: the bill stays asked)
        if any(reader.chunk_of[m.first] == chunk and lo <= m.first < hi for m in reader.mentions) or any(
                c.chunk == chunk and lo <= c.pos < hi and c.kinds - _OURS and not (
                    c.kinds == {"offer"} and reader._word(c.pos) in _WILL)
                for c in reader.cues):  # ("denge" alone is an offer's cue: "₹40 denge")
            continue
        if _promised([reader._word(k) for k in mine if reader.tokens[k].kind == "word"]):
            chunks.add((clause, chunk))
    if not chunks:
        return
    kept = [c for c in reader.cues if (c.clause, c.chunk) not in chunks]
    reader.cues[:] = kept
    if not any(c.kinds - {"neutral"} for c in kept):
        clause, ident = next((reader.clause_of[p], i) for p, i in reader.bill_ids
                             if (reader.clause_of[p], reader.chunk_of[p]) in chunks)
        reader.refused_why = why("ambiguous_intent.pay_later", text=reader._clause_text(clause), id=ident)


def promise_not_offer(reader) -> None:
    """Empty each offer cue of a future of giving ("denge", "देंगे") with a word of paying among the three words before
    it, in a sentence naming no goods and no price: "bill milte hi payment kar denge" (module docstring)."""
    for c in reader.cues:
        if c.kinds != {"offer"} or reader._word(c.pos) not in _WILL:
            continue
        before = [reader._word(k) for k in range(max(0, c.pos - 3), c.pos)]
        if _PAYING.isdisjoint(before) or any(reader.clause_of[m.first] == c.clause for m in reader.mentions) or any(
                f.kind == "price" and f.clause == c.clause for f in reader.figs) or any(
                reader.clause_of[k] == c.clause and reader._word(k) in _BALANCE for k in range(c.pos)):
            continue  # (goods in its sentence: "B40 में आटे का रेट ग़लत … भेजिए, सही बिल आते ही पेमेंट कर देंगे" as read)
        c.kinds = frozenset()
