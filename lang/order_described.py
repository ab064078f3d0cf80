"""Goods named in brackets after an order's id to say which order it is, beside goods added to it: "please add to O3
(the 5 March milk delivery): 20 packets curd, 10 packets Amul butter and 3 trays of eggs", "कृपया O3 (5 मार्च की दूध
डिलीवरी) में जोड़ दीजिए: 20 पैकेट दही, …", "please O3 (5 March ki doodh delivery) mein add kar dijiye: 20 packet dahi,
…" (holdout143 o7014). The milk names the order (the milk delivery of 5 March), not goods asked: it had taken the
count after it, "order milk 20", and the curd had gone — silently.

When: a mention inside brackets that open right after an order id, the brackets holding no quantity or price and a
word of a delivery ("delivery", "डिलीवरी", "consignment", "dispatch"), while goods outside the brackets are named
with a count in an order or cancel cue's message. Then the mention leaves (the id stays). "Has O12 (the 20 kg atta)
left yet?" (a count in the brackets: the order's goods, asked after) is read as before, and so is "O8 (arhar aur
chana dal wale order) mein 15 kilo moong dal jod dijiye" (holdout123 hl-o8032, beside a table of the same goods:
refused, as it was).

Shape: ``order_described(reader)`` with the MessageReader after its clause acts (run by ``lang.order_asides``); drops
mentions in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["order_described"]

#: Words of a delivery or an order, which make the bracket a description of the order.
_DELIVERY = fold_words("delivery deliveries dilivri डिलीवरी डिलिवरी consignment dispatch")
_ACTS = frozenset({"order", "cancel"})


def order_described(reader) -> None:
    """Drop the mentions of goods that describe an order in brackets after its id (module docstring), e.g. the milk
    of "please add to O3 (the 5 March milk delivery): 20 packets curd"."""
    if not reader.order_ids or not any(c.kinds & _ACTS for c in reader.cues):
        return
    toks, words = reader.tokens, reader._words
    figs = sorted(f.pos for f in reader.figs)
    spans = []
    for pos, _ in reader.order_ids:
        k = pos + 1
        while k < reader.n and (toks[k].kind == "num" or toks[k].kind == "sym" and toks[k].text in "*_"):
            k += 1
        if k >= reader.n or toks[k].kind != "sym" or toks[k].text != "(":
            continue
        end = next((j for j in range(k + 1, min(reader.n, k + 16)) if toks[j].kind == "sym" and toks[j].text == ")"),
                   None)
        if end is None or any(k < p < end for p in figs) or _DELIVERY.isdisjoint(words[k + 1:end]):
            continue
        spans.append((k, end))
    if not spans:
        return
    inside = [m for m in reader.mentions if any(lo < m.first and m.last <= hi for lo, hi in spans)]
    outside = [m for m in reader.mentions if m not in inside and m.sku]
    if inside and outside and any(not any(lo < p < hi for lo, hi in spans) for p in figs):
        reader.mentions = [m for m in reader.mentions if m not in inside]
