"""A quoted price accepted in its own words, before another item's counter-offer, is the acceptance's price (issue 10,
session 37; holdout95 w9044): "Last Diwali we sold 300 packets of agarbatti 😄 so stocking up early. Your quote:
agarbatti ₹17 is ok. Matchbox ₹1.80 is a bit much, do ₹1.60. Thanks!" The roles (``lang.roles``) read "Your quote"
before the ₹17 as a reference price, and the ₹1.60 asked after it as the new price that keeps references: the ₹17 left
the figures and the incense was accepted at no price, silently (the Hindi and Hinglish twins, "आपका रेट: अगरबत्ती ₹17
ठीक है।", "Aapka rate: agarbatti ₹17 theek hai.", read the ₹17). A shopkeeper reads "agarbatti ₹17 is ok" as the
₹17 taken; the counter-offer that follows is the matchbox's own, not the incense's (tests/corpus_chat/README.md: an
acceptance carries the price its own words name).

When: a price marked "reference" stands in a clause with an ``accept`` cue after it and before the next price of the
message, the clause names goods before the price, and the next price follows another item named after the accept —
"Your quote: agarbatti ₹17 is ok. Matchbox ₹1.80 …". Then the price loses its reference role. Not "Your quote of ₹17
for agarbatti is ok but do ₹16" (the same goods' counter: the ₹17 is the one bargained down), nor a price with no
accept after it in its clause ("You quoted agarbatti ₹17. Matchbox ₹1.80 is a bit much, do ₹1.60": said back only).

Shape: ``accepted_apart(reader, roles)`` with the MessageReader as its clause acts start (``lang.sellers_prices``)
and the price roles {figure start: role}, changed in place.
"""
from __future__ import annotations

__all__ = ["accepted_apart"]


def accepted_apart(reader, roles: dict[int, str]) -> None:
    """Take the reference role off a quoted price its own clause accepts when the next price is another item's
    (module docstring). ``reader``: the MessageReader; ``roles``: {figure start: role}, changed in place.

    Example: "Your quote: agarbatti ₹17 is ok. Matchbox ₹1.80 is a bit much, do ₹1.60." → the ₹17 keeps no role (the
    accept's price); "आपका रेट: अगरबत्ती ₹17 ठीक है। माचिस ₹1.80 थोड़ा ज़्यादा है, ₹1.60 कर दो।" and "Aapka rate:
    agarbatti ₹17 theek hai. Machis ₹1.80 thoda zyada hai, ₹1.60 kar do." alike; "Your quote of ₹17 for agarbatti
    is ok but do ₹16." is unchanged."""
    prices = sorted(f.pos for f in reader.figs if f.kind == "price")
    for pos, nxt in zip(prices, prices[1:]):
        if roles.get(pos) != "reference":
            continue
        clause = reader.clause_of[pos]
        accepts = [c.pos for c in reader.cues if c.kinds == {"accept"} and c.clause == clause and pos < c.pos < nxt]
        if not accepts:
            continue
        lo = reader.clause_span[clause][0]
        mine = [m.sku for m in reader.mentions if lo <= m.first < pos]
        after = [m.sku for m in reader.mentions if accepts[0] < m.first < nxt]
        if mine and after and mine[-1] and after[-1] and after[-1] != mine[-1] and mine[-1] not in after:
            del roles[pos]
