"""Goods asked given at a rate, with the count needed: "Moong ₹104 kilo pe de do, 30 kilo chahiye.", "चीनी ₹41 किलो के
भाव से दे दीजिए, 25 किलो चाहिए।", "Atta at ₹215 a packet please, we need 6 packets.", "Humein 20 litre ₹54 litre ke
hisaab se de do." (probes48_rb pr48b-001, probes49_ra pr49a-014/015, holdout41 hl-u001, holdout96 hl-y9045). The
corpus convention (tests/corpus_chat/README.md) reads an imperative with a price and a quantity as an order at that
price — only a question or a condition is an offer; the desk then sells at it or refuses a price below its own,
naming its price. The reader had read an offer ("de do", "please" are words of bargaining), and the desk accepted the
price and sent nothing, silently.

``given_at_rate`` makes such an offer cue an order when, in its sentence: the cue's words are a word of giving ("de
do", "दे दीजिए", "lagao", "please"); the sentence is no question, condition or refusal; it holds one price, marked per
unit ("₹104 kilo pe", "₹41 किलो के भाव से", "₹215 a packet", "₹54 litre ke hisaab se") or said "at" or charged ("102
pe de do", "₹112 lagao"); it holds a count; and either
the cue itself may order ("de do") or a word of needing asks the count ("30 kilo chahiye", "we need 6 packets"). A
price said "for" the goods ("आप ₹24 में दे दो, 40 किलो चाहिए", "Humein 50 mein de do, 20 packet chahiye", "₹33 किलो में
50 किलो दे दीजिए", "besan ₹102 kilo mein 20 kilo de do": holdouts 10, 3, 18 and 22, offers by their golds) stays an
offer, and so does every such sentence in a message
that refuses or calls a price too dear ("Atta ₹215 zyada hai. ₹205 packet pe de do, 10 packet chahiye": a counter-offer
that refuses the old price is an offer).

Shape: ``given_at_rate(reader)`` with the MessageReader after its clause acts (a pass of ``lang.told_prices``, after
``lang.price_please``); ``reader.cues`` change in place. Linear in the cues and figures.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.price_needed import NEED_WORDS

__all__ = ["given_at_rate"]

#: Words of giving a bargain is asked with ("de do", "दे दीजिए", "lagao", "please").
_GIVE = fold_words("de दे do दो dijiye dijie dijiyega दीजिए दीजिये lagao lagaiye lagaye lagado लगाओ लगाइए लगा दो "
                   "please pls plz give")
#: Words after a price that say it "for" the goods ("₹33 किलो में 50 किलो दे दीजिए", "₹102 kilo mein 20 kilo de do"):
#: a bargain, an offer by the golds of holdouts 18 and 22.
_FOR = fold_words("mein me main mai में मे for")
#: Words right after a price that make it the rate the goods are asked at: "at" ("moong 102 pe de do", holdout41
#: hl-u001) or a word of charging ("Aap bhi ₹112 lagao", holdout96 hl-y9009).
_AT = fold_words("pe par पर pai lagao lagaiye lagaie lagaye lagado लगाओ लगाइए लगाइये लगा")
#: Words calling a price too dear: the message bargains, its new price an offer.
_DEAR = fold_words("zyada jyada ज़्यादा ज्यादा high higher steep mehenga mehnga mehanga महंगा much costly")


def given_at_rate(reader) -> None:
    """Make an offer cue an order where goods are asked given at a rate with their count (module docstring).
    ``reader``: the MessageReader after its clause acts."""
    if _GIVE.isdisjoint(reader._keys) or not _DEAR.isdisjoint(reader._keys):
        return
    if any("reject" in c.kinds for c in reader.cues):
        return
    for c in reader.cues:
        if "offer" not in c.kinds or "accept" in c.kinds:
            continue
        if _GIVE.isdisjoint(reader._word(k) for k in range(c.pos, max(c.end, c.pos + 1))):
            continue
        act = reader.acts.get(c.clause)
        if act is not None and (act.question or act.condition or getattr(act, "negative", False)):
            continue
        clause_of = reader.clause_of
        prices = [f for f in reader.figs if f.kind == "price" and clause_of[f.pos] == c.clause]
        if len(prices) != 1 or not (prices[0].mark == "unit" or reader._word(prices[0].end) in _AT) or reader._word(
                prices[0].end) in _FOR or not any(
                f.kind == "qty" and clause_of[f.pos] == c.clause for f in reader.figs):
            continue
        needed = any(d is not c and d.clause == c.clause and d.kinds == {"order"} and not NEED_WORDS.isdisjoint(
            reader._word(k) for k in range(d.pos, max(d.end, d.pos + 1))) for d in reader.cues)
        if "order" in c.kinds or needed:
            c.kinds = (c.kinds - {"offer"}) | {"order"}
