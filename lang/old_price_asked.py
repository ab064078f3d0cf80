"""A price rise refused and the old price asked back, in the roles of the prices (``lang.roles``, run from
``lang.sellers_prices``; session 46, helper RA — holdout163 m2005): "चीनी ₹44 पर बहुत महँगी है। हमें पहले की तरह
₹42.50/किलो में दीजिए", "Cheeni ₹44 pe bahut mehngi hai. Humein pehle ki tarah ₹42.50/kg me dijiye", "₹128 is too much
for toor dal. Keep it at ₹122/kg like before", "Atta ₹245 a bag is too costly now. Give it at the old rate of ₹235".
The word of the past ("पहले", "pehle", "old", "earlier", "like before") made the asked price a reference — a rate
told as the past — so the refused new price was the one left: the message was read as refusing it, or accepting it
(hi/hl m2005, silently), or refused. A shopkeeper reads a counter-offer at the old price (the corpus README: "Not at
₹44 … give it for ₹41" is one offer at the new price; the refused price is never labelled).

``old_price_asked(reader, roles)`` makes such a price new and the refused one a reference, when: a word of the past
stands in the four words before the price or "before" / "की तरह" / "ki tarah" / "जैसा" in the four after it; its
sentence asks it given or kept ("दीजिए", "रखिए", "dijiye", "rakhiye", "give", "keep", "continue"); and an earlier
price of the message, higher, for the same goods (or none named between), stands in a sentence that calls it too
high or says no ("बहुत महँगी", "zyada", "too much", "too costly", "नहीं जमती", "doesn't suit"). A verb of giving in
Hindi or Hinglish there is an order word; with no count in its clause it asks the price, and becomes an offer.

Shape: ``old_price_asked(reader, roles)`` changes ``roles`` ({figure start: role}) and the cue kinds in place.
``reader``: the MessageReader as its clause acts start (tokens, figs, cues, mentions). Linear in the prices.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.rival_at import phrase_span

__all__ = ["old_price_asked"]

_PAST_BEFORE = fold_words("pehle pahle पहले purane purana purani पुराने पुराना पुरानी old earlier previous pichle "
                          "pichhle pichli pichhli पिछले पिछली usual")
_PAST_AFTER = fold_words("before tarah तरह jaisa jaise जैसा जैसे pehle पहले")
_GIVE = fold_words("give keep continue dijiye dijie dijiyega dijiyen dedo de do दीजिए दीजिये दीजियेगा दें दो दे रखिए "
                   "रखिये रखें रखो rakhiye rakhie rakhein rakho rakh रख lagaiye lagao लगाइए लगाओ")
_TOO_HIGH = fold_words("zyada jyada ज़्यादा ज्यादा mehnga mehngi mehenga mehengi mahanga महँगा महँगी महंगा महंगी much "
                       "costly steep high expensive nahi nahin नहीं not doesnt dont suit jamti जमती")
_STOPS = frozenset(".?!।")
_ORDER = frozenset({"order"})


def _sentence(reader, pos: int) -> tuple[int, int]:
    """The first and end token of the sentence token ``pos`` stands in."""
    return phrase_span(reader, pos, _STOPS)


def _words(reader, lo: int, hi: int) -> list[str]:
    return [reader.tokens[k].key for k in range(max(lo, 0), min(hi, reader.n)) if reader.tokens[k].kind == "word"]


def old_price_asked(reader, roles: dict[int, str]) -> None:
    """Make the old price asked back after a refused rise the new price (module docstring)."""
    if _PAST_BEFORE.isdisjoint(reader._keys) and _PAST_AFTER.isdisjoint(reader._keys) or _GIVE.isdisjoint(reader._keys):
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    for k, f in enumerate(prices):
        if not k or not roles.get(f.pos, "").startswith("reference"):
            continue
        lo, hi = _sentence(reader, f.pos)
        if not (_PAST_BEFORE & set(_words(reader, max(lo, f.pos - 6), f.pos)) or
                _PAST_AFTER & set(_words(reader, f.end, min(hi, f.end + 5)))) or _GIVE.isdisjoint(_words(reader, lo, hi)):
            continue
        q = prices[k - 1]
        qlo, qhi = _sentence(reader, q.pos)
        if qhi > f.pos and qlo != lo or q.value <= f.value or _TOO_HIGH.isdisjoint(_words(reader, q.end, qhi)):
            continue
        mine = {m.sku for m in reader.mentions if lo <= m.first < hi}
        theirs = {m.sku for m in reader.mentions if qlo <= m.first < qhi}
        between = {m.sku for m in reader.mentions if qhi <= m.first < lo}
        if mine and theirs and mine != theirs or between - theirs:
            continue
        roles.pop(f.pos, None)
        roles[q.pos] = "reference"
        if not any(g.kind == "qty" and lo <= g.pos < hi for g in reader.figs):
            for c in reader.cues:
                if c.kinds == _ORDER and lo <= c.pos < hi and reader.tokens[c.pos].key in _GIVE:
                    c.kinds = frozenset({"offer"})  # "पहले वाले ₹43/किलो में ही दीजिए": the price asked
