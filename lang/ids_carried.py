"""The order a request is about, said in the sentence before it (session 39, fixer DL, on corpus_holdout140; issue
10). Two kinds, read with no order though the writer named it:

- a discount asked "for that" — for paying an order in cash — is asked on that order: "we can pay you cash on
  delivery for O4 at the hall. If you can take ₹2 a kilo off the onions for that, it's a deal." (en-l7020), "O8 का
  पेमेंट मैं cash on delivery कर दूँगा। अगर इसके लिए Parle-G के हर पैकेट पर 20 पैसे कम कर दें तो deal done।"
  (hi-l7044), "O8 ka payment main cash on delivery kar dunga. Agar iske liye … 20 paise kam kar do to deal done."
  (hl-l7044): offer −₹2 (−20 paise) on O4 (O8), as the corpus reads a discount asked for paying cash on delivery;
- the rest of goods asked after, in a mail that names one order and those goods in it: "B1 charges us for the full
  200 kg of rice under O1, but only 150 kg has reached us … Could you also let me know when the remaining 50 kg of
  rice will be sent?" (en/hi/hl-l7028): ask_delivery rice 50 on O1.

When: (a) an offer of a price change with no order, whose sentence says "for that" / "for this" / "iske liye" /
"इसके लिए" / "uske liye" / "उसके लिए", right after a sentence that pays (a payment cue or word: "pay", "cash", "पेमेंट", "नकद") one named order; (b) a delivery
question of goods with no order, in a message that names exactly one order, in a sentence that names the same goods.
"Take ₹2 a kilo off the onions." (no "for that") and "When will the 50 kg of rice come?" beside "O1 ka bill bhejo"
(the rice not named with O1) read as before.

Shape: ``ids_carried(reader, intents)`` → the intents (``Intent``), those of (a) and (b) with the order id; run from
``lang.compose`` on the final intents. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["ids_carried"]

#: "for that", "iske liye", "इसके लिए": the anaphor and its word of "for" (either order).
_THAT = fold_words("that this iske uske isake usake इसके उसके iske isi इसी")
_FOR = fold_words("for liye liye लिए लिये")
#: Words of paying, for the sentence before ("I will pay for O8 cash on delivery", "O8 का पेमेंट मैं … कर दूँगा").
_PAY = fold_words("pay paying payment cash bhugtan भुगतान पेमेंट nakad naqad नकद")


def _for_that(words: list[str]) -> bool:
    """Whether the folded words hold "for that" / "iske liye" (an anaphor beside a word of "for")."""
    return any(a in _FOR and b in _THAT or a in _THAT and b in _FOR for a, b in zip(words, words[1:]))


def ids_carried(reader, intents: list) -> list:
    """The final intents of ``reader`` (the MessageReader) with the order ids of the module docstring carried:
    "… pay you cash on delivery for O4 at the hall. If you can take ₹2 a kilo off the onions for that, it's a
    deal." → the onion offer on O4; "… 200 kg of rice under O1 … when the remaining 50 kg of rice will be sent?" →
    the delivery question on O1."""
    ids = {i for _, i in reader.order_ids}
    if len(ids) != 1 or not any(i.order_id is None and (i.kind == "offer" and i.price_change_paise is not None or (
            i.kind == "ask_delivery" and i.sku is not None)) for i in intents):
        return intents
    ident = next(iter(ids))
    offers = any(i.kind == "offer" for i in intents)
    named = {reader.clause_of[p] for p, _ in reader.order_ids}
    goods_at: dict[str, set[int]] = {}
    for m in reader.mentions:
        goods_at.setdefault(m.sku, set()).add(reader.clause_of[m.first])
    paying = {c.clause for c in reader.cues if "pay" in c.kinds} | {
        reader.clause_of[k] for k in range(reader.n) if reader._word(k) in _PAY} if offers else set()
    out = []
    for i in intents:
        if i.order_id is None and i.kind == "offer" and i.price_change_paise is not None:
            for clause in sorted(goods_at.get(i.sku, ())):  # the sentences that name the goods
                lo, hi = reader.clause_span[clause]
                before = reader._worded_clause(clause, -1)
                if before in named & paying and _for_that([reader._word(k) for k in range(lo, hi)]):
                    i = i.model_copy(update={"order_id": ident})
                    break
        elif i.order_id is None and i.kind == "ask_delivery" and i.sku is not None and named & goods_at.get(i.sku, ()):
            i = i.model_copy(update={"order_id": ident})
        out.append(i)
    return out
