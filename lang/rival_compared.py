"""Another seller's price named by its owner after a word of comparing, in the roles of the prices (``lang.roles``,
read by ``lang.apply_acts`` through ``lang.sellers_prices``): "Your ₹36 for onions beats Sharma's ₹38. Confirmed —
send 40 kg." (holdout56 n057), "We'll skip the mustard oil this time — ₹132 is more than Aravali's ₹128." (holdout125
j8042), "Your rate ₹41 for sugar is better than the mandi's ₹43. OK, book 30 kg". The Hindi and Hinglish say it with
"के ₹38 से अच्छा" / "ke ₹38 se accha", which ``lang.roles`` reads as a price compared against; the English
possessive ("Sharma's", written "Sharmas" once the apostrophe is dropped) was no word of another seller the reader
knew, so the ₹38 was left unexplained ("what is ₹38 for?"), or, with the supplier's price before it, the compared
price was the one agreed (breaker AP, which ``lang.compared_price`` then refused). A shopkeeper reads the other
seller's price as news: the supplier's price is the one agreed, refused or bargained over.

``rival_compared(reader, roles)`` gives the role "reference" to a price written right after an owner's name (a word
ending in "s" whose apostrophe was dropped: "Sharma's", "Aravali's", "the mandi's"; a name capitalised, or a word of
the market) that a word of comparing stands at most three words before ("than", "beats", "beat", "vs", "versus",
"undercuts"), when another price stands before that word in the same clause (the one compared), the owner is no
goods the reader names, and no word of matching is in the message ("match Sharma's ₹38": the other's price is the
bid). In Hindi and Hinglish the owner stands before "के" / "ke" and a word of more or less after "से" / "se" ("₹132
अरावली के ₹128 से ज़्यादा है", "₹132 Aravali ke ₹128 se zyada hai": the ₹128 had been refused with the oil and the
₹132 left over); "से अच्छा" / "से कम" are read by ``lang.roles`` already. Not at the counter.

Shape: ``rival_compared(reader, roles)`` changes ``roles`` ({figure start: role}) in place. ``reader``: the
MessageReader as its clause acts start (tokens, figures, mentions). One pass over the prices.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["rival_compared"]

#: Words of comparing two prices.
_COMPARED = fold_words("than beats beat vs versus undercuts")
#: Words of matching a price: the other's price may be the bid.
_MATCH = fold_words("match matching equal same")
#: Owners that are the market, lowercase ("the mandi's ₹43", "the market's ₹40").
_MARKET = fold_words("mandis markets bazaars apmcs wholesalers competitors neighbours neighbors")
#: "के" / "ke" before the owner's price, "से" / "se" after it, and the words of more or less after that.
_OF, _FROM = fold_words("ke ki के की"), fold_words("se से")
_MORE_LESS = fold_words("zyada jyada ज़्यादा ज्यादा adhik अधिक mehnga mehenga महँगा महंगा upar ऊपर kam कम sasta सस्ता "
                        "accha achha acha अच्छा behtar बेहतर")
#: Owners before "के" that are no other seller: the supplier, ourselves, this or that.
_NOT_HINDI_OWNER = fold_words("aap aapke aapka apke आप आपके आपका hum humare hamare हम हमारे is us iss uss इस उस "
                              "ye yeh wo woh ये यह वो वह")
#: Owners that are no other seller: the supplier, ourselves, a time ("today's ₹36", "last week's ₹48").
_NOT_OWNER = fold_words("yours ours its todays yesterdays weeks months years days others mrps")


def rival_compared(reader, roles: dict[int, str]) -> None:
    """Make the prices named as another seller's after a word of comparing references (module docstring)."""
    keys = reader._keys
    if _COMPARED.isdisjoint(keys) and (_FROM.isdisjoint(keys) or _MORE_LESS.isdisjoint(keys)) or not _MATCH.isdisjoint(
            keys) or getattr(reader, "at_counter", False):
        return
    toks = reader.tokens
    named = {k for m in reader.mentions for k in range(m.first, m.last)}
    prices = [f for f in reader.figs if f.kind == "price"]
    for f in prices:
        if f.pos in roles:
            continue
        start = f.pos - (f.pos > 0 and toks[f.pos - 1].kind == "sym" and toks[f.pos - 1].text == "₹")
        if _owned_then_compared(reader, f, start, named) and any(
                g.clause == f.clause and g.end <= start for g in prices if g is not f):
            roles[f.pos] = "reference"  # "₹132 अरावली के ₹128 से ज़्यादा है"
            continue
        owner = start - 1
        if owner < 0 or toks[owner].kind != "word" or owner in named or toks[owner].deva:
            continue
        text, key = toks[owner].text, toks[owner].key
        if not text.endswith("s") or len(text) < 3 or key in _NOT_OWNER or not (text[0].isupper() or key in _MARKET):
            continue
        at = next((k for k in range(owner - 1, max(-1, owner - 4), -1)
                   if toks[k].kind == "word" and toks[k].key in _COMPARED), None)
        if at is None or any(toks[k].kind != "word" for k in range(at + 1, owner)):
            continue
        if any(g.clause == f.clause and g.end <= at for g in prices if g is not f):
            roles[f.pos] = "reference"


def _owned_then_compared(reader, f, start: int, named: set[int]) -> bool:
    """The price ``f`` (its first token ``start``, "₹" included) stands after "<owner> के" and before "से" and a word
    of more or less within two words ("अरावली के ₹128 से ज़्यादा", "Aravali ke ₹128 se zyada"); the owner is a word,
    no goods named (``named``: their tokens) and no word of the supplier or ourselves."""
    toks = reader.tokens
    if start < 2 or reader._word(start - 1) not in _OF or toks[start - 2].kind != "word" or start - 2 in named or \
            toks[start - 2].key in _NOT_HINDI_OWNER:
        return False
    return reader._word(f.end) in _FROM and any(reader._word(f.end + q) in _MORE_LESS for q in (1, 2))
