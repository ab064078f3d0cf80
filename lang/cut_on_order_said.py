"""A count of a named order's goods changed, said with "not N" and "only M" / "make it M" / "N se ghata ke M" in
words the reader's cut stages did not know (session 55, helper ID: holdouts 161, 181, 184, 189): "In O8 send only
12 Colgate, not 24.", "In O8 milk not 40, send 30 packet only.", "Gupta ji, in O5 not 20 packets of besan – make it
15.", "O6 me Lifebuoy sabun 24 se ghata ke 12 kar do.", "O6 में लाइफ़बॉय साबुन 24 से घटाकर 12 कर दो". Each had been
refused "what about O8?": the sentence names the order and its goods, but no intent word the reader ties to O8.

A shopkeeper reads the line changed: of the 24 Colgate on O8 only 12 are wanted, a cancel of 12 (the corpus README:
a partial cancellation is the quantity removed, with the order's id); a count raised is the difference ordered onto
the order. ``cut_on_order_read(text, reading, read, catalogue)`` takes a reading refused ``ambiguous_intent.id`` for
an order id (or ``contradictory.two_counts``, "rice: 50 kg or 35 kg?", with one order named in such a shape), finds the one sentence naming that id and exactly one goods with exactly two counts, one marked not
wanted ("not 24", "24 nahi", "24 नहीं") or the count changed from ("24 se ghata ke", "24 से घटाकर"), the other marked
wanted ("only 12", "12 only", "sirf 12", "make it 12", "12 kar do") or the count changed to, and reads the message
again with that sentence written in the form the reader knows ("In O8 make Colgate 12 instead of 24.", "O8 mein …
24 ki jagah 12 kar dijiye.", "O8 में … 24 की जगह 12 कर दीजिए।"). The new reading is kept only when it is readable and
cancels (or orders onto the order) those goods by the difference on that order. Otherwise the refusal stands: a
price in the sentence, two goods (or one named twice apart) or two ids in it, a third count, no "not" or no "only".

Shape: ``cut_on_order_read(text, reading, read, catalogue=None)`` → Reading; ``read``: text → Reading. Bounded
regular expressions over one sentence and at most one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.count_changed import change_said
from lang.language import normalize

__all__ = ["cut_on_order_read"]

#: A sentence: up to a full stop, danda, "!" or "?" or a line's end (a decimal point is no end).
_SENTENCE = re.compile(r"[^.।!?\n]*(?:\.(?=\d)[^.।!?\n]*)*[.।!?]?", re.UNICODE)
_ID = re.compile(r"(?<![\w])O\d{1,4}(?![\w])")
_COUNT = re.compile(r"(?<![\w.,₹])\d{1,4}(?!\d|[.,]\d)")
#: Units that may follow a count ("30 packet", "20 packets", "10 किलो").
_UNIT = (r"(?:kgs?|kilos?|kilo|packets?|pkts?|pkt|packs?|bags?|bori|trays?|litres?|liters?|ltrs?|ltr|bottles?|"
         r"boxes|box|peti|pieces?|pcs|dozen|darjan|cases?|tins?|jars?|किलो|पैकेट|बैग|बोरी|ट्रे|लीटर|बोतल|पेटी|डिब्बे|"
         r"डिब्बा|दर्जन|पीस)")
_U = r"(?:\s*" + _UNIT + r")?"
#: The count not wanted, and the count wanted, in the words of each shape (N: from, M: to).
_SHAPES = [
    re.compile(r"\bonly\s+(?P<m>\d{1,4})\b.*?\bnot\s+(?P<n>\d{1,4})\b", re.IGNORECASE),  # "send only 12 X, not 24"
    re.compile(r"\bnot\s+(?P<n>\d{1,4})\b" + _U + r".*?\b(?P<m>\d{1,4})" + _U + r"\s+only\b", re.IGNORECASE),
    re.compile(r"\bnot\s+(?P<n>\d{1,4})\b.*?\bmake\s+it\s+(?P<m>\d{1,4})\b", re.IGNORECASE),  # "not 20 … make it 15"
    re.compile(r"\b(?P<n>\d{1,4})" + _U + r"\s+(?:se|से)\s+(?:ghata\s*ke|ghata\s*kar|ghatakar|ghataa\s*ke|घटा\s*के|"
               r"घटा\s*कर|घटाकर)\s+(?P<m>\d{1,4})(?!\d)", re.IGNORECASE),  # "24 se ghata ke 12", "24 से घटाकर 12"
]
_PRICE = re.compile(r"₹|\brs\.?\s*\d|\brate\b|\bprice\b|रेट|भाव|\bbhav\b|\b\d+\s*/-", re.IGNORECASE)
_DEVA = re.compile(r"[\u0900-\u097F]")
#: The refusals read again: the id left unplaced, or the two counts of the goods read as two wishes ("rice: 50 kg or
#: 35 kg?" of "In O9 rice not 50 kg, send 35 kg only.").
_KEYS = frozenset(("ambiguous_intent.id", "contradictory.two_counts"))
_UNIT_AFTER = re.compile(r"\s*(" + _UNIT + r")(?!\w)", re.IGNORECASE)


def cut_on_order_read(text, reading, read, catalogue=None):
    """``reading``, or ``text`` read again with its one sentence that changes a named order's count by "not N …
    only M" written as "make … M instead of N" (module docstring)."""
    added = reading.readable and any(i.kind == "order" and i.order_id and i.sku for i in reading.intents)
    if reading.readable and not added or not reading.readable and getattr(reading, "reason_key", "") not in _KEYS \
            or not isinstance(text, str) or len(text) > MAX_CHARS:
        return reading  # (read: only the wanted count added to the order, "Please send only 12 Colgate, not 24,
        # with O3", WALKFIX55R: the line is cut to 12, not 12 more sent)
    ident = (getattr(reading, "reason_args", None) or {}).get("id", "")
    norm = normalize(text)
    if not ident:  # two counts of one goods: the one sentence naming one order in a shape of a change
        named = {m.group() for s in _SENTENCE.finditer(norm) for m in _ID.finditer(s.group()) if any(
            shape.search(s.group()) for shape in _SHAPES)}
        ident = next(iter(named)) if len(named) == 1 else ""
    if not ident.startswith("O"):
        return reading
    found = [s for s in _SENTENCE.finditer(norm) if [m.group() for m in _ID.finditer(s.group())] == [ident]]
    if len(found) != 1:
        return reading
    sent = found[0]
    body = sent.group()
    if _PRICE.search(body) or len(_COUNT.findall(_ID.sub(" ", body))) != 2:
        return reading
    shapes = [m for shape in _SHAPES if (m := shape.search(body))]
    if len(shapes) != 1:
        return reading
    n, m = int(shapes[0].group("n")), int(shapes[0].group("m"))
    if n == m:
        return reading
    from lang.items import matcher_for
    goods = matcher_for(catalogue).find(body)
    if not goods or any(g.sku is None or g.sku != goods[0].sku for g in goods) or any(
            body[a.end:b.start].strip() for a, b in zip(goods, goods[1:])):
        return reading  # one goods, in one run of words ("Lifebuoy sabun")
    if added and not any(i.kind == "order" and i.order_id == ident and i.sku == goods[0].sku and i.quantity == m
                         for i in reading.intents):
        return reading
    name = body[goods[0].start:goods[-1].end]
    unit = ""
    for k in ("m", "n"):
        after = _UNIT_AFTER.match(body, shapes[0].end(k))
        if after and not unit:
            unit = " " + after.group(1)
    line = change_said(ident, name, n, m, reading.language, unit) + ("।" if _DEVA.search(name) else ".")
    lead = len(body) - len(body.lstrip())
    again = read(norm[:sent.start() + lead] + line + norm[sent.end():])
    kind = "cancel" if m < n else "order"
    if not again.readable or not any(i.kind == kind and i.order_id == ident and i.sku == goods[0].sku and
                                     i.quantity == abs(n - m) for i in again.intents):
        return reading
    return again
