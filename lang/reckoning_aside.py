"""A bracket that tells how a bill's amount was reckoned is no promise and no payment of its own (session 38, fixer
DB, on corpus_holdout137; issue 10): "आज हमने दो बिल एक ही NEFT से चुकाए हैं: ⏎ - **B5:** ₹13,164 (B1 के ₹436 के
समायोजन के बाद) ⏎ - **B7:** ₹2,480", "- **B5:** ₹13,164 (B1 ke ₹436 adjustment ke baad)" (hi/hl-i7043). The "बाद" /
"baad" (after) of "after the adjustment" had been read as the payment of B5 put off ("- B5: baad mein",
``lang.paid_chunk.not_to_come``), and B5 was dropped from the payment, silently: only B7 was paid.

What is aside: the tokens of a bracket on one line that holds an amount of money and a word of reckoning
("adjustment", "credit", "discount", "deduction", "less", "समायोजन", "छूट", "कटौती", "एडजस्ट") and no word of a
promise ("will", "next", "kal", "denge", "baaki", "rest": then it may put the payment off). Its words of later
do not put the payment off; a bill named only inside it (B1, whose credit was taken off) is the reckoning's, not
paid. "- B5: baad mein denge" (no bracket) and "- B5: ₹13,164 (will pay next week)" (no reckoning) read as before.

Shape: ``reckoning_aside(reader)``: the set of token positions inside such brackets (once a message, kept on the
reader); called from ``lang.paid_chunk.not_to_come``. ``reckoned_bills(reader)``, run from ``lang.asked_or_kept``
after the clause acts, takes such a bill out of ``reader.bill_ids`` in a message that pays (else the id guard asks
what to do with B1, ``ambiguous_intent.other_id``).
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["reckoning_aside", "reckoned_bills"]

#: Words of reckoning an amount: what was taken off or added to a bill.
_RECKON = fold_words("adjustment adjustments adjusted adjusting credit credited discount deduction deducted less minus "
                     "setoff set-off rebate समायोजन समायोजित एडजस्टमेंट एडजस्ट छूट कटौती क्रेडिट डिस्काउंट chhoot chhut "
                     "katauti samayojan revised revision corrected संशोधित sanshodhit")  # ("B5 (₹5,120, टूटे अंडों के
# बाद संशोधित)", "B5 (₹5,120, toote ande ke baad revised)": the bill's amount as revised, session 51, probes51_cb o3008)
#: Words of a payment promised: a bracket with them puts the payment off after all ("(₹436 adjusted, rest next week)").
_PROMISE = fold_words("will shall next later tomorrow agle अगले kal कल denge देंगे karenge करेंगे dunga दूँगा baki baaki "
                      "बाकी बाक़ी rest remaining")
#: Marks of money before an amount.
_MONEY = frozenset("₹")
_MONEY_WORDS = fold_words("rs inr rupees rupaye रुपये रुपए")


def reckoning_aside(reader) -> frozenset[int]:
    """The token positions inside a bracket of reckoning (module docstring) of ``reader`` (the MessageReader), found
    once: "(B1 के ₹436 के समायोजन के बाद)", "(B1 ke ₹436 adjustment ke baad)", "(after the ₹436 credit from B1)";
    not "(will pay next week)" nor "(5 kg short)"."""
    cached = getattr(reader, "_reckoning_aside", None)
    if cached is not None:
        return cached
    toks, out, opened = reader.tokens, set(), None
    if not _RECKON.isdisjoint(reader._keys):
        for k, t in enumerate(toks):
            if t.kind == "nl":
                opened = None
            elif t.kind == "sym" and t.text == "(":
                opened = k
            elif t.kind == "sym" and t.text == ")" and opened is not None:
                inside = range(opened + 1, k)
                words = {toks[j].key for j in inside if toks[j].kind == "word"}
                money = any(toks[j].kind == "num" and j > opened + 1 and (
                    toks[j - 1].text in _MONEY or toks[j - 1].kind == "word" and toks[j - 1].key in _MONEY_WORDS)
                    for j in inside)
                if money and not words.isdisjoint(_RECKON) and words.isdisjoint(_PROMISE):
                    out.update(range(opened, k + 1))
                opened = None
    reader._reckoning_aside = frozenset(out)
    return reader._reckoning_aside


def reckoned_bills(reader) -> None:
    """Take out of ``reader.bill_ids`` (the MessageReader after its clause acts) a bill named only inside brackets of
    reckoning, in a message with a payment cue: "- **B5:** ₹13,164 (B1 के ₹436 के समायोजन के बाद)" pays B5 and B7,
    not B1; "Paid B1 and B5 (₹436 credit from B1 taken off)" still pays B1 (named outside the bracket)."""
    if len(reader.bill_ids) < 2 or _RECKON.isdisjoint(reader._keys) or not any("pay" in c.kinds for c in reader.cues):
        return
    aside = reckoning_aside(reader)
    if not aside:
        return
    outside = {i for p, i in reader.bill_ids if p not in aside}
    if outside:
        reader.bill_ids = [(p, i) for p, i in reader.bill_ids if i in outside]
