"""Goods added to an order by words the add words (``lang.order_changed.ADD_WORDS``: add, jod, जोड़, daalo) miss:
"Put 2 more cases of Parle-G in O22.", "Put its 20 kg rice into O94 instead.", "please put these on O20", "O94 के साथ
10 किलो चीनी भी भेज देना।", "O94 ke saath 10 kilo cheeni bhi bhej dena." The goods join that order (``lang.compose``
names it on the order intent, as for "add 2 more trays to O36"); these had been read as a new order and the id left
unexplained ("what about O22?").

- "put" with the order right after "in", "into", "on", "onto" or "to" in its sentence, and so "increase … by" an
  amount ("Increase the sugar in O55 by 10 kg": 10 kg more, ``lang.count_made`` makes it an order word);
- the order right before "के साथ" / "ke saath" / "saath", with "भी" / "bhi" (too) in the sentence, a word of
  sending right after ("100 किलो O1 के साथ भेज दीजिए") or "aur" / "और" (more) before one ("O45 ke saath 2 tray ande
  aur bhejo"): goods sent along with it, as "along with O94" (an add word already);
- the order right after "with" in a sentence that sends goods, with no vehicle after it ("Send 2 more trays of eggs
  with O45.", "30 litre send with O2 only"; not "with the O1 van": fixer FD, forty-second session).

- the order opening the sentence ("O9 …", "O9 mein …", "O9 में …", "In O9, …") that asks for goods "more": a count
  with "more" / "extra" beside it ("O9 milk 40 packet more.", "In O9 send 40 more packets of milk"), or "aur" / "और"
  after the count or its goods and before a word of sending or the sentence's end ("O9 mein doodh 40 packet aur
  bhejo.", "O9 में दूध 40 पैकेट और।"): more of it in that order (holdout141 m7025; session 43, helper RC). They had
  been refused "what about O9?".

Shape: ``added_to_order(reader, lo, hi)`` with the MessageReader and a clause's token span → bool.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["added_to_order"]

_PUT = fold_words("put")
#: Raising a named order's goods by an amount ("Increase the toor dal in O4 by 3 kg").
_RAISE, _BY = fold_words("increase raise"), fold_words("by")
#: Words right before the order goods are put in ("in O22", "into O94", "on O20").
_INTO = fold_words("in into on onto to")
#: "के साथ", "ke saath", "saath": along with.
_WITH = fold_words("saath sath साथ")
_OF = fold_words("ke के")
_TOO = fold_words("bhi भी")
#: Words of sending (or "ही") right after "के साथ" ("O1 के साथ भेज दीजिए", "O1 ke saath hi bhejna"): sent with it.
#: "aur" / "और" right before a word of sending: more sent ("2 tray ande aur bhejo").
_MORE = fold_words("aur और")
#: "with" right before the order, in a sentence that sends goods ("Send 2 bori with O3."): sent along with it.
_WITH_EN = fold_words("with")
_SENDING = fold_words("send sent dispatch deliver ship bhej bhejo bhejiye bhejna भेज भेजो भेजिए भेजना")
#: A vehicle right after the order: the van it came on, not the order ("with the O1 van").
_VEHICLE = fold_words("van vans gaadi gadi गाड़ी truck tempo vehicle lorry")
_SENT = fold_words("bhej bhejo bhejiye bhejna bhejen bhejiega bhijwa भेज भेजो भेजिए भेजना भेजें भिजवा hi ही")


#: "more" beside a count ("40 packet more", "40 more packets"); the words the order may open its sentence with.
_MORE_EN = fold_words("more extra additional एक्स्ट्रा अतिरिक्त")  # ("O9 कन्फर्म करो, और 5 किलो बेसन अतिरिक्त")
_OPENS = fold_words("in into for confirm")  # ("Confirm O9, and 5 kg besan extra": REASON54, lang.id_confirmed)
_IN = fold_words("mein me main में")
_ENDS = frozenset((".", "!", "।", ",", "…"))
#: Words that keep the order as it is: then goods "more" beside it may be a new order.
_KEPT = fold_words("same waisa waise vaisa vaise वैसा वैसे rahega rahegi रहेगा रहेगी stays remains unchanged")


def _opens_with(reader, p: int, lo: int) -> bool:
    """The order id at token ``p`` opens its sentence ("O9 …", "In O9, …", "For O9:")."""
    return all(reader.tokens[k].kind == "sym" or reader._word(k) in _OPENS for k in range(lo, p))


def _more_asked(reader, lo: int, hi: int) -> bool:
    """The sentence asks a count "more" (module docstring): "40 packet more", "40 more packets", "40 packet aur bhejo",
    "40 पैकेट और।"."""
    toks = reader.tokens
    for k in range(lo, hi):
        w = reader._word(k)
        if w in _MORE_EN and (any(toks[j].kind == "num" for j in range(max(lo, k - 3), k)) or
                              k + 1 < hi and toks[k + 1].kind == "num" or toks[k - 1].kind == "num"):
            return True
        if w in _MORE and k > lo and (toks[k - 1].kind == "num" or k - 1 in reader.item_tokens or any(
                toks[j].kind == "num" for j in range(max(lo, k - 2), k))) and (
                k + 1 >= hi or reader._word(k + 1) in _SENT or toks[k + 1].kind == "sym" and toks[k + 1].text in _ENDS):
            return True
    return False


def added_to_order(reader, lo: int, hi: int) -> bool:
    """The clause spanning tokens [lo, hi) puts goods in an order it names or sends them along with it, too."""
    ids = [p for p, _ in reader.order_ids if lo <= p < hi]
    if not ids:
        return False
    words = [reader._word(k) for k in range(lo, hi)]
    if not _PUT.isdisjoint(words) and any(reader._word(p - 1) in _INTO for p in ids):
        return True
    if not _RAISE.isdisjoint(words) and not _BY.isdisjoint(words):
        return True
    if any(_opens_with(reader, p, lo) for p in ids) and _more_asked(reader, lo, hi) and _KEPT.isdisjoint(words):
        return True  # "O9 milk 40 packet more.", "O9 mein doodh 40 packet aur bhejo." (not "O27 ka baaki saamaan same
        # rahega, 5 kilo cheeni aur bhejo": the order kept as it is, the sugar added to it or sent apart? still asked)
    for p in ids:
        k = next((j for j in range(p + 1, min(hi, p + 4)) if reader.tokens[j].kind == "word"), None)
        w = k if k is not None and reader._word(k) in _WITH else k + 1 if k is not None and reader._word(
            k) in _OF and reader._word(k + 1) in _WITH else None
        if w is not None and (not _TOO.isdisjoint(words) or reader._word(w + 1) in _SENT or any(
                reader._word(j) in _MORE and reader._word(j + 1) in _SENT for j in range(w + 1, hi - 1))):
            return True  # "O94 के साथ … भी", "100 kilo O1 ke saath bhej dijiye" (sent with it: as "along with O1"),
            # "O45 ke saath 2 tray ande aur bhejo" (more sent with it)
        if reader._word(p - 1) in _WITH_EN and not _SENDING.isdisjoint(words) and (
                k is None or reader._word(k) not in _VEHICLE):
            return True  # "Send 2 more trays of eggs with O45.", "30 litre send with O2 only" (not "with O1 van")
    return False
