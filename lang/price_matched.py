"""Another's price asked matched, and a price of our own named after it: "Agarwal gives rice at ₹36. Match it and send
50 kg at ₹37", "अग्रवाल चावल ₹36 में देता है। उतना ही करो और 50 किलो ₹37 में भेज दो", "Agarwal chawal ₹36 mein deta hai.
Utna hi karo aur 50 kilo ₹37 mein bhej do". "Match that" / "utna kar do" / "उसके बराबर कर दो" asks the supplier for the
other's price (an offer at it: "Agarwal's rates: sugar ₹41, rice ₹36. Match that." offers both); a different price
said after it is a second bid for the same goods, and the shopkeeper cannot tell which one we ask. The offer had been
read at the later price, silently (holdout96 y9027).

``matched_and_priced`` refuses such a message (``ambiguous_intent.match_and_price``, in the supplier's language): a
cue of matching ("match", "same", "utna", "उतना", "barabar", "बराबर", "itna", "इतना") with a price before it and a
different price after it (in a clause naming no other goods: "Match that and I'll take 50 kg. Sugar at ₹44 is
fine" prices the sugar), not right after the cue ("Metro is selling poha at ₹31. Can you match ₹32 per packet?"
offers ₹32). The same figure again ("match ₹36 and send 50 kg at ₹36") is the one bid, and is read.
"""
from __future__ import annotations

from decimal import Decimal, InvalidOperation

from lang.language import fold_words
from lang.reasons import why

__all__ = ["matched_and_priced", "MATCH_WORDS"]

#: Words that, inside an offer cue, ask for another's price ("match that", "you do the same", "utna kar do",
#: "उसके बराबर कर दो", "आप भी इतना कर सकते हो").
MATCH_WORDS = fold_words("match same utna utni utne उतना उतनी उतने barabar baraabar बराबर itna itni इतना इतनी मैच")


def matched_and_priced(reader) -> None:
    """Set ``reader.refused_why`` when an offer cue of matching has a price before it and another price after it
    (module docstring); a price may be one the acts took for another's (``reference_at``). ``reader``: the
    MessageReader after its clause acts (cues, figs, reference_at, tokens)."""
    if MATCH_WORDS.isdisjoint(reader._keys) or getattr(reader, "refused_why", None):
        return
    prices = [f for f in reader.figs if f.kind == "price"]
    told = [(f.pos, f.value, reader._fig_text(f)) for f in prices]
    for k in getattr(reader, "reference_at", ()):  # another's price, taken out of the figures by the acts
        t = reader.tokens[k]
        if t.kind == "num":
            try:
                told.append((k, Decimal(t.text.replace(",", "")), t.text))
            except InvalidOperation:
                continue
    if not prices or len(told) < 2:
        return
    skus: dict[int, set[str]] = {}  # clause -> the goods it names
    for m in reader.mentions:
        skus.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    for c in reader.cues:
        if "offer" not in c.kinds or not any(reader.tokens[k].key in MATCH_WORDS for k in range(c.pos, c.end)):
            continue
        before = sorted(x for x in told if x[0] < c.pos)
        matched = {s for m in reader.mentions if m.first < c.pos for s in [m.sku]}
        after = sorted(x for x in told if x[0] >= c.end and x[1] not in {b[1] for b in before} and skus.get(
            reader.clause_of[x[0]], set()) <= matched)  # (not "… Sugar at ₹44 is fine": other goods' price)
        if before and after and after[0][0] > c.end + 1:  # (not "Can you match ₹32 per packet?": the bid itself)
            reader.refused_why = why("ambiguous_intent.match_and_price", text=reader._clause_text(c.clause),
                                     money="₹" + before[-1][2].lstrip("₹"), money2="₹" + after[0][2].lstrip("₹"))
            return
