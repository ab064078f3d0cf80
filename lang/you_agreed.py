"""The supplier's agreement told back is not the shop's: "Glad you agreed to ₹32 for tomatoes. Please send 20 kg of
tomatoes at ₹32 a kilo" (sealed set 80, v8009), "Thanks for agreeing to ₹41 on sugar. Send 25 kg sugar at ₹41/kg.",
"अच्छा लगा कि आपने चीनी ₹41 पर मान ली। 25 किलो चीनी ₹41 किलो के भाव से भेज दीजिए।", "Accha laga ki aapne cheeni ₹41
pe maan li. 25 kilo cheeni ₹41 kilo ke rate se bhej dijiye." The sentence had been read as the shop accepting ₹32 (or,
with no word of agreeing the reader knew, as goods priced with no request, and refused): the order after it, at the
price it names itself, is the whole request (the corpus convention: each intent carries the figures stated for it).

When: a sentence that names goods and a price, says "you" (or "aapne", "आपने", "for agreeing") before a word of
agreeing in the past ("agreed", "accepted", "maan li", "मान लिया"; not "maan jaiye", asked), asks no question, negates nothing and holds no request word
but an acceptance; and every goods it names is ordered in another sentence that states a price of its own. Then the
sentence is background (its figures context). Not "Glad you agreed to ₹32 for tomatoes. Please send 20 kg." (the
order names no price: the accept carries the deal's price, as before), nor "We agree to ₹32" (the shop's own).

Shape: ``you_agreed(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); empties the
sentence's cues, adds it to ``reader.background`` and drops its figures.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.language import fold_words

__all__ = ["you_agreed"]

#: The supplier named as the one who agreed.
_YOU = fold_words("you u aapne apne aap आपने आप")
#: Words of agreeing said of the supplier.
_AGREED = fold_words("agreed agreeing accepted accepting okayed approved maana maani mani माना मानी maan मान")
#: "maan" / "मान" agrees only in a past form ("maan li", "मान लिया"; not "maan jaiye", please agree).
_MAAN = fold_words("maan मान")
_TAKEN = fold_words("li liya lia liye lee gaye gaya gayi gai chuke ली लिया लिए गए गया गई गये चुके")
_FOR = fold_words("for")
_AGREEING = fold_words("agreeing accepting")


def you_agreed(reader) -> None:
    """Make background each sentence telling the supplier's agreement beside an order priced on its own (module
    docstring). ``reader``: the MessageReader after its clause acts (tokens, cues, figs, mentions, acts)."""
    if _AGREED.isdisjoint(reader._keys):
        return
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    ordering = {c.clause for c in reader.cues if c.kinds == {"order"}}
    told: set[int] = set()
    for clause in sorted(priced):
        lo, hi = reader.clause_span[clause]
        words = [reader._word(k) for k in range(lo, hi) if reader._word(k)]
        at = next((i for i, w in enumerate(words) if w in _AGREED and (
            w not in _MAAN or i + 1 < len(words) and words[i + 1] in _TAKEN)), None)
        if at is None or not (_YOU & set(words[:at]) or at and words[at - 1] in _FOR and words[at] in _AGREEING):
            continue
        if not NEGATIONS.isdisjoint(words) or getattr(reader.acts.get(clause), "question", False) or any(
                c.kinds - {"accept"} for c in reader.cues if c.clause == clause):
            continue
        goods = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause}
        ordered = {m.sku for m in reader.mentions if reader.clause_of[m.first] in ordering & priced and
                   reader.clause_of[m.first] != clause}
        if goods and None not in goods and goods <= ordered:
            told.add(clause)
    if told:
        for c in reader.cues:
            if c.clause in told:
                c.kinds = frozenset()
        reader.background |= told
        reader.figs = [f for f in reader.figs if f.clause not in told]
