"""Another supplier's price told as the reason for asking ours: "Our regular supplier has just put Aashirvaad atta 5 kg
at ₹228, which our customers won't pay. What is your rate for Aashirvaad 5 kg?", "हमारे पुराने सप्लायर ने आशीर्वाद
आटा 5 किलो ₹228 कर दिया है, जो हमारे ग्राहक नहीं देंगे। आशीर्वाद 5 किलो का आपका भाव क्या है?", "Hamare purane
supplier ne Aashirvaad aata 5 kg ₹228 kar diya hai, jo hamare customer nahi denge. … aapka rate kya hai?" (holdout128
o9016, blind).

The ₹228 is the other supplier's, and the "won't pay" our customers'; nobody offered it to this supplier. The reader
had refused the atta at ₹228 (a ``reject`` the desk acts on if a bargain over atta is open) beside the rate asked, in
English and Hindi, silently, and refused the Hinglish. The corpus README: the competitor's price is never labelled;
the shop asks the rate.

``supplier_before(reader)`` takes such a sentence out of the reading — its figures, and its refusal or "pay" words —
when it names a supplier, distributor or wholesaler ("supplier", "सप्लायर", "वितरक", "distributor") with a word that
makes it another's ("our", "regular", "old", "another", "हमारे", "पुराने", "दूसरे", "hamare", "purane", "doosre"),
names goods and one price, holds no word of the supplier written to ("you", "aap", "आप") nor a word of matching
("match", "utne mein"), and no request but a refusal or a payment; and the message's other requests all ask the rate
of those goods. "Our old supplier gave atta at ₹228; we won't pay more than ₹220 — can you do it?" (a price of our
own) and "Cancel O4, our regular supplier has atta at ₹218" (no rate asked) are read as before.

Shape: ``supplier_before(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties cues
and drops figures in place, and adds the sentence to ``reader.background``.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["supplier_before"]

#: A seller's noun.
_SELLER = fold_words("supplier suppliers distributor distributors wholesaler wholesalers dealer dealers vendor vendors "
                     "vitrak वितरक विक्रेता sapplayar saplayar सप्लायर डिस्ट्रीब्यूटर होलसेलर")
#: Words that make the seller another than the one written to ("our regular supplier", "hamare purane supplier").
_ANOTHERS = fold_words("our regular old usual previous current another other hamare hamara humare हमारे हमारा purane "
                       "purana पुराने पुराना doosre dusre doosra dusra दूसरे दूसरा pehle pehlewale पहले")
#: Words of the supplier written to, or of matching a price: the price may be the bid.
_YOU = fold_words("you your yours aap aapka aapke aapki apka apke आप आपका आपके आपकी tum tumhara तुम match matching "
                  "utna utne utni उतना उतने उतनी beat")
#: The cue kinds the told sentence may hold ("which our customers won't pay", "jo grahak nahi denge").
_TOLD = frozenset({"reject", "pay", "neutral"})
_RATES = frozenset({"ask_quote", "ask_quote_weak"})


def supplier_before(reader) -> None:
    """Take another supplier's price told beside a rate question out of the reading (module docstring). ``reader``:
    the MessageReader after its clause acts (cues, figs, mentions, clause_of, background)."""
    if _SELLER.isdisjoint(reader._keys) or reader.order_ids or reader.bill_ids:
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    cued = [c for c in reader.cues if c.kinds]
    if not prices or not any(c.kinds <= _RATES and "ask_quote" in c.kinds for c in cued):
        return
    told = {f.clause for f in prices}
    if len(told) != 1 or len(prices) != 1:
        return
    clause = next(iter(told))
    said = set(clause_words(reader).get(clause, ()))
    if _SELLER.isdisjoint(said) or _ANOTHERS.isdisjoint(said) or not _YOU.isdisjoint(said):
        return
    if any(not (c.kinds <= _TOLD if c.clause == clause else c.kinds <= _RATES) for c in cued):
        return  # a request of another kind: an offer, an order, a payment of a bill
    goods = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause}
    asked = {m.sku for m in reader.mentions if reader.clause_of[m.first] in {c.clause for c in cued if c.clause != clause}}
    if not goods or None in goods or not goods <= asked:
        return
    for c in cued:
        if c.clause == clause:
            c.kinds = frozenset()
    reader.figs = [f for f in reader.figs if f.clause != clause]
    reader.background.add(clause)
