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
  gaye", "बहुत देर हो गई"): the list is what is awaited; or the list points back at the order by its own words, as
  English's "The one with 40 packets of haldi." and "It was 6 trays of eggs." do (session 52, the language gaps of
  ``benchmarks/language_gaps.py``: read in English, refused in Hindi and Hinglish): "wahi" / "वही" / "wo" / "वो"
  opening it ("Wahi 4 tray ande, 20 bread aur 30 bhujia."), "jisme" / "जिसमें" in it ("वही जिसमें 40 पैकेट हल्दी
  है।"), "wala" / "वाला" closing it ("वही लाइफ़बॉय 10 दर्जन वाला।", "120 Rin aur 30 Surf wala" — two goods
  joined by "aur", which ``lang.order_contents`` reads as "more"), or the past "tha" / "the" / "था" / "थे" closing it
  ("6 ट्रे अंडे थे।": the order held them). These words are left out of the brackets. Without any ("When will O26
  come? 20 packets bread") the goods may be more, and are still asked about, as ``lang.order_contents`` decided.

Otherwise the refusal stands: "O15 when coming?? 40 kg potato also send" (an order beside the question?), a list
after a statement ("O15 came. 40 kg potato.").

Shape: ``order_goods_after_read(text, reading, read)`` → Reading; ``read``: text → Reading. One bounded pass over the
sentences and at most one reading again.
"""
from __future__ import annotations

import re

from lang.clean import MAX_CHARS
from lang.language import fold, fold_words, normalize, tokenize

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
#: gaye", "बहुत देर हो गई", "subah se shop wait kar rahi hai": holdout189 a4008), or saying those goods are the urgent
#: part or the worry ("The 20 bundles of matchboxes are the urgent part.", "माचिस के 20 बंडल सबसे ज़रूरी हैं।",
#: "Mujhe 5 litre ghee ki chinta hai": holdout187 w3047, holdout150 z77030, session 56): the list is what is awaited. Without one, "When will O26 come? 20 packets bread" may be
#: more goods, and is still asked (``lang.order_contents``, session 37).
_WAITING = fold_words("when kab कब coming come aayega ayega aayegi आएगा आएगी already still yet abhi अभी tak तक days day "
                      "din दिन late der देर waiting wait intezaar intezar इंतज़ार pending "
                      "urgent urgently zaroori zaruri jaruri ज़रूरी जरूरी chinta चिंता worried fikar fikr फ़िक्र फिक्र")
#: Words opening the list that point back at the order asked about ("Wahi 4 tray ande …", "वो 1 quintal चावल …",
#: "जिसमें 40 पैकेट हल्दी है"): the list is what it holds.
_POINT_OPEN = fold_words("wahi vahi wohi vohi वही wo woh vo voh वो वह jisme jismein jisme जिसमें जिसमे")
#: Words closing the list that point back: "wala" (the one with), the past "tha"/"the" (it held), "hai" after "jisme".
_POINT_CLOSE = fold_words("wala wali wale waala waali waale वाला वाली वाले")
#: The past closing the list ("6 ट्रे अंडे थे।", "6 tray ande the."): it held them — only right after the goods' name
#: ("20 packet bread bik gaye the", sold, says something else of them).
_PAST = fold_words("tha the thi था थे थी")
_HAI = fold_words("hai है hain हैं")
_TRIM = ".,;:!।-–— "


def order_goods_after_read(text, reading, read, catalogue=None):
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
        core = _pointed_core(listed, catalogue)
        if core is None and not any(t.kind == "word" and t.key in _WAITING for t in tokens + tokenize(
                normalize(after))):
            continue
        if found is not None:
            return reading
        found = (first, then, _ORDER.search(first.group()), len(counts), core)
    if found is None:
        return reading
    first, then, ident, n, core = found
    at = first.start() + ident.end()
    core = core or then.group().strip().rstrip(".।!")
    again = read(text[:at] + f" ({core})" + text[at:then.start()] + text[then.end():])
    if not again.readable:
        return reading
    order_id = re.sub(r"\D", "", ident.group())
    of_it = [i for i in again.intents if (i.order_id or "").lstrip("O") == order_id]
    if len(of_it) == n and all(i.kind == "ask_delivery" and i.sku and i.quantity for i in of_it):
        return again
    return reading


def _pointed_core(listed: str, catalogue=None) -> str | None:
    """The list's words without the words pointing back at the order ("वही जिसमें 40 पैकेट हल्दी है।" → "40 पैकेट
    हल्दी", "120 Rin aur 30 Surf wala" → "120 Rin aur 30 Surf", "6 tray ande the" → "6 tray ande": the past only
    right after goods named in ``catalogue``, the default one when None), or None when no word points back, or only
    such words and no count are left."""
    words = [w.strip(_TRIM) for w in normalize(listed).split()]
    words = [w for w in words if w]
    keys = [fold(w) for w in words]
    lo, hi, pointed = 0, len(words), False
    while lo < hi and keys[lo] in _POINT_OPEN:
        lo, pointed = lo + 1, True
    if hi > lo and pointed and keys[hi - 1] in _HAI and any(k in _POINT_OPEN for k in keys[:lo]):
        hi -= 1  # "… जिसमें 40 पैकेट हल्दी है"
    if hi > lo and keys[hi - 1] in _POINT_CLOSE:
        hi, pointed = hi - 1, True
    elif hi > lo + 1 and keys[hi - 1] in _PAST and _ends_in_goods(" ".join(words[lo:hi - 1]), catalogue):
        hi, pointed = hi - 1, True
    core = " ".join(words[lo:hi])
    if not pointed or not any(c.isdigit() for c in core):
        return None
    return core


def _ends_in_goods(core: str, catalogue=None) -> bool:
    """Whether ``core``'s last word is part of an item's name ("6 tray ande"), not a verb ("20 packet bread bika")."""
    from lang.items import matcher_for

    text = normalize(core)
    return any(m.end >= len(text.rstrip(_TRIM)) for m in matcher_for(catalogue).find(text))

