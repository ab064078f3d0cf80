"""An order that asks for an earlier price again: "Send 40 kg rice; last time you gave it at ₹36, charge the same.",
"दूध 80 पैकेट भेजिए। पिछली बार ₹24 था, इस बार भी वही रखिए।", "Dahi 30 packet bhej do, pichli baar ₹33 mein diya tha,
wahi bhaav lagana." (a new user's trial, session 47, finding 1). The price told of the past is context
(``lang.past_prices``, ``lang.roles``), but a word asking the same again ("charge the same", "keep the same rate",
"वही रखिए", "wahi rate lagana") makes it the price the order asks: the order is conditional on it. The English and
Hindi had been booked at the supplier's list price, the asked price dropped silently; other wordings were refused as
a price worked out from someone else's (``ambiguous_intent.price_from_another``).

- ``last_price_asked`` (run by ``lang.order_this_time`` after ``lang.past_prices``): when the message orders goods, asks
  the same price again, and exactly one price was told of the past and set aside (none is left to the reading), it
  records ``reader.last_price = (figure, sku)`` when the message names one goods (with several, "2 peti Maggi aur 1
  peti sabun. Pichli baar ₹12 tha Maggi, wahi rate lagana", the other checks refuse it: write the price you ask).
  ``lang.compose`` gives the figure to the order's line of those goods (``priced_lines``): "order rice
  40 at ₹36", the corpus's order with a price (the desk sells at it or refuses naming its own price).

An order that asks an earlier price it does not state ("Send 40 kg rice at the same rate as last time", "40 kilo chawal
purane rate pe bhej do") stays a plain order, as every labelled corpus reads it (holdout92 en-t9011 "Send 30 kg rice
at the old rate.": "'the old rate' names no figure: order without a price"; about 45 rows a language): the desk sells
at its price and says it.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["last_price_asked", "priced_lines"]

#: "the same", "वही", "wahi".
_SAME = fold_words("same wahi vahi wohi वही")
#: Words asking a price kept or charged, or the price itself, within two words of a word of the same.
_KEEP = fold_words("charge keep give rate price prices bhav bhaav daam rakhna rakhiye rakho rakhen rakhein rakhe "
                   "rakhiyega lagana lagaiye lagao lagaye lagayein lagaen lagaiyega dena dijiye दीजिए देना रखिए रखना "
                   "रखो रखें रखियेगा लगाइए लगाना लगाओ लगाएँ लगाएं लगाइयेगा भाव रेट दाम")
#: Words of an earlier time or an old price.
_LAST = fold_words("last previous previously earlier before old purane purana purani pichli pichhli pichle pichhle "
                   "पिछली पिछले पुराने पुराना पुरानी pehle पहले")


def _words(reader) -> list[tuple[int, str]]:
    return [(k, t.key) for k, t in enumerate(reader.tokens) if t.kind == "word"]


def _asks_same(ws: list[tuple[int, str]], clause_of) -> bool:
    """A word of the same with a word of keeping, charging or the rate within two words of it in its sentence."""
    for i, (k, w) in enumerate(ws):
        if w in _SAME and any(v in _KEEP and clause_of[j] == clause_of[k] for j, v in ws[max(0, i - 2):i + 3]):
            return True
    return False


def _ordered(reader) -> bool:
    """An order word, or a count of goods in a sentence with no intent word (a plain list is an order: READING.md)."""
    cued = {c.clause for c in reader.cues if c.kinds}
    return any("order" in c.kinds for c in reader.cues) or any(f.kind == "qty" and f.clause not in cued
                                                               for f in reader.figs)


def last_price_asked(reader) -> None:
    """Record the earlier price an order asks again (module docstring) as ``reader.last_price`` ``(fig, sku)``, or
    refuse when its goods cannot be told. ``reader``: the MessageReader after its clause acts (tokens, found_figs,
    figs, mentions, cues, clause_of)."""
    keys = reader._keys
    if _SAME.isdisjoint(keys) or _LAST.isdisjoint(keys) or not _ordered(reader) or getattr(
            reader, "refused_why", None) is not None or any(f.kind == "price" for f in reader.figs):
        return
    ws = _words(reader)
    if not _asks_same(ws, reader.clause_of):
        return
    past = {reader.clause_of[k] for k, w in ws if w in _LAST}
    told = [f for f in getattr(reader, "found_figs", ()) if f.kind == "price" and f.clause in past and not f.role]
    if len(told) != 1:
        return
    goods = {m.sku for m in reader.mentions if m.sku}
    if len(goods) == 1:  # (several goods: "2 peti Maggi aur 1 peti sabun. Pichli baar ₹12 tha Maggi, wahi rate
        reader.last_price = (told[0], goods.pop())  # lagana" stays refused, a price worked out from another's)


def priced_lines(reader, lines: list) -> list:
    """``lines`` (``lang.lines``) with the earlier price an order asks (``reader.last_price``) given to each line of
    its goods that has a count and no price of its own; a line of those goods in the price's own sentence with no
    count ("Maggi was ₹12 last time") is the past told and left out. A new list; ``lines`` as it was otherwise."""
    got = getattr(reader, "last_price", None)
    if got is None:
        return lines
    fig, sku = got
    out = []
    for ln in lines:
        if ln.mention.sku == sku and not any(g.kind == "price" for g in ln.figs):
            if any(g.kind == "qty" for g in ln.figs):
                ln.figs.append(fig)
            elif ln.clause == fig.clause:
                continue
        out.append(ln)
    return out
