"""An order named as where the shop's stock came from, told as left, lying or sold (part of the verify stage,
``lang.verify``, through ``lang.past_ids``; fixer FD of the forty-second session): "Rice I will not take at ₹38 — half
of O2's rice is still in the shop.", "from O4's 24 litres we still have 15 left and sold only 9 this week", "only 3
packets left from O1! Please send 1 more bori of atta", "The Coke (O14) sold out by 9 pm", "O4 के 24 लीटर में से अभी
15 बचे हैं", "O1 में से सिर्फ़ 3 पैकेट बचे हैं!", "O2 का आधा चावल अभी दुकान में पड़ा है", "कोक (O14) रात 9 बजे तक
ख़त्म", "O4 ke 100 kilo mein se sirf 12 kilo bacha hai" (holdout122 i8029, holdout123 o8015, holdout128 o9039,
holdout142 n7042/n7043, holdout136 h7047, holdout121 c8045). The reader read today's requests and asked what the
order was for ("what about O4?"). A shopkeeper reads the order as delivered and its goods as the shop's stock: said to
explain today's request, asking nothing of the order (goods left from it cannot be added to it).

``stock_from(reader, pos, intents)`` is true for the order id at token ``pos`` when

- its sentence (to the nearest ".", "!", "?", "।", ";", a dash or a line's end) holds a word of stock left, lying or
  sold ("left", "still have", "lying", "in the shop", "sold", "finished", "bache", "bacha", "बचे", "पड़ा", "bike",
  "बिके", "khatam", "ख़त्म" …), no negation ("Ghee is still not here 😅 Since O5 is running late": asked after), no
  question mark, no word of a request (an intent word: "Send 20 kg rice, and the remaining 4 kg sugar from O12"
  asks the rest of O12; "remaining" is no stock word for that), no word of goods faulted or short ("short", "missing",
  "damaged", "kam", "कम", "toote", …: a complaint unread) and no word of money ("paid", "payment", "baaki" …);
- no order or cancellation carries an order id (a delivery asked after of another order may: "O4 ke 100 kilo mein
  se sirf 12 kilo bacha hai … Aur O10 ka chawal kab pahunchega?"), and every intent that could carry one (cancel, pay, dispute, a delivery or bill
  asked) carries its own bill id or none is read;
- the message asks nothing added to an order ("add", "jod", "जोड़", "usme", "उसमें", "put": "we have 15 left from
  O4, add 10 more to it" is still asked).

Shape: ``stock_from(reader, pos, intents) -> bool``; ``reader``: the MessageReader once its intents are composed
(``tokens``, ``_word``, ``_words``). One pass over the id's sentence.
"""
from __future__ import annotations

from lang.bad_goods_back import FAULT_WORDS
from lang.language import fold_words

__all__ = ["stock_from", "sentence_words", "FAULT", "NOT"]

#: Words of stock left, lying or sold from an order.
_STOCK = fold_words(
    "left lying shelf shelves shop dukaan dukan दुकान sold finished finishing khatam khatm ख़त्म "
    "खत्म bacha "
    "bache bachi बचा बचे बची pada padi pade पड़ा पड़ी पड़े bika bike biki बिका बिके बिकी")
#: Words of goods short or faulted: the sentence may be a complaint the reader did not read.
FAULT = FAULT_WORDS | fold_words(
    "short less missing damaged broken wrong overcharged kam galat toota toote tuta kharab kharaab फटे कम गलत ग़लत "
    "टूटा टूटे ख़राब खराब")
#: "still have" ("We still have 9 packets from O4"; "still" alone also asks after: "O5 still hasn't come").
_STILL, _HAVE = fold_words("still"), fold_words("have got")
#: Words of negation: "Ghee is still not here 😅 Since O5 is running late" asks after it.
NOT = fold_words("not no nahi nahin nhi नहीं नही na ना never")
#: Words of money paid or owed: the sentence may be a payment the reader did not read.
_MONEY = fold_words("pay paid paying payment money amount bhugtan भुगतान payment पेमेंट due owe owed udhaar udhar "
                    "उधार baaki बाकी बाक़ी balance")
#: Words asking goods added to an order: the order named may be the one added to.
_ADDING = fold_words("add adding added put jod jodo jodna jodiye जोड़ जोड़ें जोड़िए जोड़ना जोड़ो usme usmein उसमें "
                     "isme ismein इसमें")
#: Intents that carry an id of their own.
_ID_KINDS = frozenset({"cancel", "pay", "dispute", "ask_delivery", "ask_bill"})
_ENDS = frozenset({".", "!", "?", "।", ";", "—", "–"})


def stock_from(reader, pos: int, intents: list) -> bool:
    """The order id at token ``pos`` is named as where stock left, lying or sold came from (module docstring)."""
    toks = reader.tokens
    if not toks[pos].text.upper().startswith("O") or not intents or any(
            i.order_id for i in intents if i.kind in ("order", "cancel")):
        return False
    if any(i.kind in _ID_KINDS and not i.bill_id for i in intents) or not _ADDING.isdisjoint(reader._words):
        return False
    words = sentence_words(reader, pos)
    lo, hi = _span(reader, pos)
    if words is None or any(lo <= c.pos < hi and c.kinds - {"neutral"} for c in reader.cues):
        return False  # (its sentence asks something: "Send 20 kg rice, and the 4 kg sugar left from O12": the rest
    held = any(reader._word(k) in _STILL and reader._word(k + 1) in _HAVE for k in range(lo, hi))  # of O12 to come)
    return (held or not words.isdisjoint(_STOCK)) and words.isdisjoint(FAULT) and words.isdisjoint(
        _MONEY) and words.isdisjoint(NOT)


def _span(reader, pos: int) -> tuple[int, int]:
    """The token span of the sentence of ``pos``: to the nearest ".", "!", "?", "।", ";", a dash or a line's end."""
    toks = reader.tokens
    lo = pos
    while lo > 0 and toks[lo - 1].kind != "nl" and toks[lo - 1].text not in _ENDS:
        lo -= 1
    hi = pos + 1
    while hi < reader.n and toks[hi].kind != "nl" and toks[hi].text not in _ENDS:
        hi += 1
    return lo, hi


def sentence_words(reader, pos: int) -> set | None:
    """The folded words of the sentence of ``pos`` (``_span``), or None when it ends in a question mark."""
    lo, hi = _span(reader, pos)
    if hi < reader.n and reader.tokens[hi].text == "?":
        return None
    return {reader._word(k) for k in range(lo, hi)}
