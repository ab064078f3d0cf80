"""Goods taken at a price in one phrase: "We'll take 20 kg sugar at ₹41, but no jaggery", "20 किलो चीनी ₹41 में ले
लेंगे, पर गुड़ नहीं", "20 kilo cheeni ₹41 mein le lenge" (holdout95 w9041). A statement that takes a quantity at a
stated price is an order at that price (the corpus convention: "an order is a request to send goods with a quantity,
with or without a price"; only a question or a condition that names a new price is an offer), and the desk sells at
it or refuses a price below its own. The clause acts (``lang.apply_acts``) make a "we'll take" an offer beside a new
price of ours, for "Paneer please do ₹350/kg, we'll take 4 kg" and "₹39/kg please — we'll take 2 quintal at that",
where the price is asked for in a phrase of its own and the quantity is taken only at it; the w9041 sentence had
become an offer too, silently, in the three languages.

``taken_at_price`` gives the order back to a "we'll take"/"le lenge" offer cue when the price stands in the cue's own
phrase (chunk) with the goods and a quantity said before it ("Chawal ₹36 kilo pe 50 kilo lenge", our price set first
and the count taken at it, stays an offer, as tests/test_reader_guards.py pins), the sentence is no question and no condition, no lowering is asked in it
("Lower incense to ₹15 a packet and I'll take 60" stays an offer) and no other offer, accept or refusal word stands
in the phrase, and no other offer stands in the message (holdout16's lists of counter-offers, "1. Sugar: please
reduce by ₹2/kg 2. Refined oil: ₹110 प्रति किलो पर 15 लीटर ले लेंगे", stay offers, as does "we'd take"). A price the
quoted lines name otherwise still makes it an offer afterwards (``lang.settle``: "> Toor
dal ₹138/kg … We'll take 25 kg at ₹134/kg").

Shape: ``taken_at_price(reader)`` with the MessageReader after its clause acts; its ``cues`` change in place.
"""
from __future__ import annotations

from lang.act_words import TAKE
from lang.language import fold_words

__all__ = ["taken_at_price"]

#: "we'd take", "we would take": taken only if the price is agreed, an offer.
_WOULD = fold_words("would wed id")

#: Words asking the price be made so, or a condition ("₹33 karo toh 40 packet le lenge", "do ₹350 and we'll take").
_ASKING = fold_words("karo kar do de lagao lagado lagaiye kijiye करो कर दो दे लगाओ लगा कीजिए to toh तो if agar अगर "
                     "please pls")


def taken_at_price(reader) -> None:
    """Make an offer cue that is only a taking phrase an order when its own phrase holds the goods, a quantity and a
    new price of ours (module docstring). ``reader``: the MessageReader after its clause acts.

    Examples: "We'll take 20 kg sugar at ₹41." → order sugar 20 at ₹41; "20 किलो चीनी ₹41 में ले लेंगे।" and "20 kilo
    cheeni ₹41 mein le lenge." the same; "Paneer please do ₹350/kg, we'll take 4 kg" stays an offer."""
    offers = [c for c in reader.cues if c.kinds == {"offer"} and reader._phrase(c) in TAKE
              and _WOULD.isdisjoint(reader._phrase(c).split())]
    if not offers or any("offer" in c.kinds and c not in offers for c in reader.cues) or any(
            f.kind == "price" and f.role == "relative" for f in reader.figs):
        return  # "1. Sugar: please reduce by ₹2/kg 2. Refined oil: ₹105/kg pe 20 litre le lenge": counter-offers
    lowered = getattr(reader, "lowered_clauses", set())
    for c in offers:
        act = reader.acts.get(c.clause)
        if act is None or act.question or act.condition or c.clause in lowered:
            continue
        mine = [f for f in reader.figs if reader.chunk_of[f.pos] == c.chunk]
        prices = [f.pos for f in mine if f.kind == "price" and not f.role]
        counts = [f.pos for f in mine if f.kind == "qty"]
        if not prices or not counts or min(counts) > min(prices) or any(f.kind == "price" and f.role for f in mine):
            continue  # ("Chawal ₹36 kilo pe 50 kilo lenge": our price set first, then the count taken at it, an offer)
        if not any(reader.chunk_of[m.first] == c.chunk for m in reader.mentions if m.sku):
            continue
        if any(o is not c and o.chunk == c.chunk and o.kinds & {"offer", "accept", "reject", "cancel"} for o in reader.cues):
            continue
        lo, hi = reader.clause_span[c.clause]
        if any(reader.chunk_of[k] == c.chunk and reader._word(k) in _ASKING for k in range(lo, hi)):
            continue
        c.kinds = frozenset({"order"})
