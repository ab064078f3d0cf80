"""A question about a named order followed straight by its goods, counted, in a sentence of their own: "O15 when
coming?? 40 kg potato and 6 dozen banana. already 3 days", "O15 कब आएगा?? 40 kg आलू और 6 dozen केले। 3 days हो गए",
"O1 not come yet?? atta 20 packet cheeni 50 kg when coming" (fixer DM of the thirty-ninth session; holdout118 r8043,
holdout130 b7008). The reader read the question about O15 and asked what the counts after it were for ("what is 40 kg
for?"). A shopkeeper reads the list as what O15 holds, asked about: the same reading as "O15 (40 kg potato and 6
dozen banana) when coming??", which the reader already reads.

``order_goods_after_read(text, reading, read)`` reads such a refusal again with the list written in brackets after
the order's id, and keeps that reading when every request it makes of that order is a delivery question about counted
goods, one for each count of the list. Only when

- the question sentence names one order (O15, O-15) and no bill, and holds a question mark;
- the next sentence names no order or bill, holds a count, no question mark of its own, no rupee price and no word
  of a request, a refusal or a change ("send", "bhejo", "भेजो", "add", "jodo", "cancel", "need", "chahiye", "also",
  "bhi", "भी", "more", "too", "not", "nahi", "only", "sirf", "rate", "bhav" …): a bare list;
- it, or the sentence after it, holds a word of waiting for goods due ("when coming", "already 3 days", "3 din ho
  gaye", "बहुत देर हो गई"): the list is what is awaited. Without one ("When will O26 come? 20 packets bread") the
  goods may be more, and are still asked about, as ``lang.order_contents`` decided.

Otherwise the refusal stands: "O15 when coming?? 40 kg potato also send" (an order beside the question?), a list
after a statement ("O15 came. 40 kg potato.").

Shape: ``order_goods_after_read(text, reading, read)`` → Reading; ``read``: text → Reading. One bounded pass over the
sentences and at most one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import fold_words, normalize, tokenize

__all__ = ["order_goods_after_read"]

_SENTENCE = re.compile(r"[^.।!?\n]+(?:\.(?=\d)[^.।!?\n]*)*[.।!?]*")
_ORDER = re.compile(r"(?<![A-Za-z0-9])O-?\d{1,5}(?!\d)")
_BILL = re.compile(r"(?<![A-Za-z0-9])B-?\d{1,5}(?!\d)")
_KEYS = frozenset({"ambiguous_intent.figure", "ambiguous_intent.id"})
#: Words of a request, a refusal, a change or a price: the list then says more than what the order holds.
_ASKS = fold_words("send sending bhejo bhejna bhejiye bhejen bhej bhejdo भेजो भेजें भेजिए भेजना भेज add jod jodo jodna "
                   "जोड़ो जोड़ cancel radd रद्द hata hatao हटाओ हटा remove drop need needed want chahiye चाहिए also bhi "
                   "भी more extra zyada ज़्यादा instead jagah जगह no not nahi nahin नहीं mat मत only sirf सिर्फ़ सिर्फ "
                   "short kam कम rate rates price bhav bhaav भाव order ordered mangaya मँगाया please pls kripya कृपया too")
#: Words of waiting for goods due, in the list or the sentence after it ("… when coming", "already 3 days", "3 din ho
#: gaye", "बहुत देर हो गई"): the list is what is awaited. Without one, "When will O26 come? 20 packets bread" may be
#: more goods, and is still asked (``lang.order_contents``, session 37).
_WAITING = fold_words("when kab कब coming come aayega ayega aayegi आएगा आएगी already still yet abhi अभी tak तक days day "
                      "din दिन late der देर waiting intezaar intezar इंतज़ार pending")


def order_goods_after_read(text, reading, read):
    """``reading``, or the message read again with the goods listed after an order's question in brackets after its
    id (module docstring)."""
    if reading.readable or getattr(reading, "reason_key", "") not in _KEYS or not isinstance(
            text, str) or len(text) > MAX_CHARS or "?" not in text:
        return reading
    sentences = list(_SENTENCE.finditer(text))
    found = None
    for at, (first, then) in enumerate(zip(sentences, sentences[1:])):
        ids = _ORDER.findall(first.group())
        if len(ids) != 1 or "?" not in first.group() or _BILL.search(first.group()):
            continue
        listed = then.group()
        tokens = tokenize(normalize(listed))
        counts = [t for t in tokens if t.kind == "num"]
        if not counts or "?" in listed or "₹" in listed or _ORDER.search(listed) or _BILL.search(listed) or any(
                t.kind == "word" and t.key in _ASKS for t in tokens):
            continue
        after = sentences[at + 2].group() if at + 2 < len(sentences) else ""
        if not any(t.kind == "word" and t.key in _WAITING for t in tokens + tokenize(normalize(after))):
            continue
        if found is not None:
            return reading
        found = (first, then, _ORDER.search(first.group()), len(counts))
    if found is None:
        return reading
    first, then, ident, n = found
    at = first.start() + ident.end()
    core = then.group().strip().rstrip(".।!")
    again = read(text[:at] + f" ({core})" + text[at:then.start()] + text[then.end():])
    if not again.readable:
        return reading
    order_id = re.sub(r"\D", "", ident.group())
    of_it = [i for i in again.intents if (i.order_id or "").lstrip("O") == order_id]
    if len(of_it) == n and all(i.kind == "ask_delivery" and i.sku and i.quantity for i in of_it):
        return again
    return reading
