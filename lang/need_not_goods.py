"""A need that is no goods: "isliye humein thoda margin chahiye", "so we need some margin", "इसलिए हमें थोड़ा मार्जिन
चाहिए". The "chahiye"/"need" is an order word, and in a sentence that also names goods (the retail price told before
it: "Is hafte Hajipur me sarson tel retail me kareeb ₹140 bik raha hai, isliye humein thoda margin chahiye") it had
ordered those goods: holdout121 hl-c8037 read an offer of mustard oil at ₹128 "only at these rates" as an order,
silently, beside the refined oil's offer from the same list.

``need_not_goods`` empties an order cue that is only a need word when the thing needed, right before it (Hindi,
Hinglish: "margin chahiye", "थोड़ा समय चाहिए") or right after it past a filler (English: "need some margin", "need a
little more time"), is margin, discount, time or credit, or a readiness or a reply ("is baar time pe taiyaari chahiye", "jaldi jawab
chahiye", "हमें जल्दी जवाब चाहिए", "we need a quick reply": session 52, holdout181 hl-m3001). Goods needed ("20 kilo cheeni chahiye") are still ordered.

Shape: ``need_not_goods(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.price_needed import NEED_WORDS

__all__ = ["need_not_goods"]

#: What a shop needs that is no goods: a margin, a discount, time, credit.
_NOT_GOODS = fold_words("margin margins discount discounts concession time credit udhaar udhar mohlat chhoot chhut "
                        "samay waqt vakt profit munafa मार्जिन डिस्काउंट छूट समय वक़्त वक्त मोहलत उधार मुनाफ़ा मुनाफा क्रेडिट "
                        # a readiness or a reply needed ("is baar time pe taiyaari chahiye", "jaldi jawab chahiye",
                        # "we need a quick reply"; holdout181 hl-m3001 had ordered the sugar of its rate enquiry)
                        "taiyaari taiyari tayyari tayari preparation preparations तैयारी jawab jawaab reply answer "
                        "response confirmation जवाब पुष्टि jaankari jankari जानकारी information")
#: Words between an English need and its object ("need some margin", "need a little more time").
_FILLER = fold_words("some a an little more better bit of extra few")


def need_not_goods(reader) -> None:
    """Empty the order cues that are a need word whose object is margin, discount, time or credit.

    ``reader``: the MessageReader after its clause acts. Examples: "Sarson tel retail me ₹140 bik raha hai, isliye
    humein thoda margin chahiye" (no order of the oil), "so we need some margin", "इसलिए हमें थोड़ा मार्जिन चाहिए";
    "20 kilo cheeni chahiye" still orders 20 kg sugar.
    """
    if _NOT_GOODS.isdisjoint(reader._keys) or NEED_WORDS.isdisjoint(reader._keys):
        return
    for c in reader.cues:
        if "order" not in c.kinds or any(reader._word(k) not in NEED_WORDS for k in range(c.pos, c.end)):
            continue
        after = c.end
        while reader._word(after) in _FILLER and after < c.end + 3:
            after += 1
        if reader._word(c.pos - 1) in _NOT_GOODS or reader._word(after) in _NOT_GOODS:
            c.kinds = c.kinds - {"order"}
