"""An order given later, its verb of giving apart from the noun: "गुड़ ₹58 पर ठीक है, पर ऑर्डर अगले हफ़्ते देंगे",
"Gur ₹58 pe theek hai, par order agle hafte denge", "mirch powder ₹38 packet theek hai, order agle hafte denge"
(sealed holdouts 38 and 45). "denge" / "देंगे" (we will give) beside a price offers it ("₹40 mein denge?"), but
after "order" / "ऑर्डर" it is the verb of placing that order: the price was agreed and the order is to come, as
"Jaggery at ₹58 is fine, but we will order next week" reads. Read as an offer, the message was refused ("both agreed
and offered for jaggery").

``order_given`` empties such a cue: one future word of giving (``_GIVE_LATER``) with "order" / "ऑर्डर" at most three
words before it in its sentence and a word of a later time between (``lang.later_orders.LATER``: "agle", "अगले",
"next", "baad"); no figure between ("order ₹40 mein denge" keeps its offer), and not "…, to hum 25 kilo ka order
denge" (a condition's offer) nor "पक्का ऑर्डर बना देंगे".

Linear: each such cue looks three words back.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.later_orders import LATER

__all__ = ["order_given"]

#: Future words of giving ("we will give"): the verb of an order placed later.
_GIVE_LATER = fold_words("denge dunga dungi देंगे दूँगा दूंगा")
_ORDER = fold_words("order ऑर्डर आर्डर")


def order_given(reader) -> None:
    """Empty the kinds of an offer cue that is the verb of an order given later (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, clause_of, cues)."""
    toks, clause_of = reader.tokens, reader.clause_of
    for c in reader.cues:
        if c.kinds != {"offer"} or c.end - c.pos != 1 or toks[c.pos].key not in _GIVE_LATER:
            continue
        k, seen, later = c.pos - 1, 0, False
        while k >= 0 and seen < 3 and clause_of[k] == c.clause and toks[k].kind == "word":
            if toks[k].key in _ORDER:
                if later:
                    c.kinds = frozenset()
                break
            later = later or toks[k].key in LATER
            k, seen = k - 1, seen + 1
