"""A bare number said "less" with no word of money and no word of rate: "Besan 4 kam karke bhejo", "बेसन 4 कम करके
भेजो", "Send besan, 4 less." (fixer H's probe, thirtieth session: each had offered besan at ₹4 less a packet,
silently). "4 kam karke bhejo" may be four packets fewer on an order or ₹4 off its price; a shopkeeper asks which.
"Besan ₹4 kam karke bhejo", "4 rupaye kam", "besan ka rate 4 kam karo", "₹2/kg less" keep their reading: a rupee
sign or word by the figure, or a word of rate or price in its sentence, says it is money.

``bare_less(reader)`` refuses (``ambiguous_intent.bare_number``: "besan 4: 4 what — kg, packets or ₹? and send it, or
a price?") when a price figure read as a relative change has no rupee mark before it (₹, Rs, INR), no rupee or unit
word right after it, and its sentence has no word of rate or price, nor "or" (a choice left open is
refused as undecided, later). Linear in the figures.

A bare number "made" in a sentence of its own after goods ordered with their count is the same doubt (``bare_made``,
session 54, SILENT54): "Doodh 20 packet bhejo. 30 kar do." (probes47_rd hl-rd47-028 had offered milk at ₹30, silently;
the Hindi "दूध 20 पैकेट भेजिए। 30 कर दीजिए।" was refused "what is 30 for?") — 30 packets, or ₹30 a packet? Refused
alike. "Make it 30." (English, read as the count) and "30 packet kar do" (a unit: the count) are not this.

Shape: ``bare_less(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["bare_less"]

#: Words of money by a figure ("Rs 4", "4 rupaye", "४ रुपये", "4/-").
_MONEY = fold_words("rs rs. inr rupee rupees rupaye rupaiye rupay rupaya rupya rupiya ru रुपये रुपए रुपया रुपय रू "
                    "rupe paisa paise पैसे")
#: Words that make the sentence's figure a price ("rate 4 kam karo", "भाव 4 कम", "price ₹4 less").
_RATE = fold_words("rate rates price prices bhav bhaav bhao भाव दाम daam dam keemat kimat क़ीमत कीमत cost mrp "
                   "discount chhoot chhut छूट off")
#: Words of making in Hindi and Hinglish: "30 kar do", "30 कर दीजिए".
_MAKE = fold_words("kar kardo kardijiye कर")
#: "5 पैकेट और या 5 कम, बाद में बताता हूँ": a choice left open is refused as undecided, by the passes after.
_OR = fold_words("or ya या")


def bare_less(reader) -> None:
    """Refuse a relative change said with a bare number, or a bare number made after a count ordered (module
    docstring)."""
    if getattr(reader, "refused_why", None) or not reader.mentions:
        return
    bare_made(reader)
    for f in reader.figs:
        if f.kind != "price" or f.role != "relative" or f.unit is not None:
            continue
        before = reader.tokens[f.pos - 1] if f.pos else None
        if before is not None and (before.kind == "sym" and before.text not in ",.:;-—" or before.key in _MONEY):
            continue
        if any(reader.tokens[k].key in _MONEY or reader._sym(k) in ("₹", "/") for k in range(f.pos, min(
                f.end + 1, len(reader.tokens)))):
            continue
        lo, hi = reader.clause_span[f.clause]
        if any(reader.tokens[k].key in _RATE or reader.tokens[k].key in _OR for k in range(lo, hi)):
            continue
        named = [m for m in reader.mentions if lo <= m.first < hi and m.sku]
        if not named:
            continue
        item = reader.cat.by_sku(named[-1].sku if named[-1].first < f.pos else named[0].sku).item
        reader.refused_why = why("ambiguous_intent.bare_number", item=item, n=reader.tokens[f.pos].text)
        return


def bare_made(reader) -> None:
    """Refuse "Doodh 20 packet bhejo. 30 kar do." (module docstring): a sentence of a figure with no money or unit
    word and an offer cue of making alone, right after a sentence that orders a count of goods."""
    if getattr(reader, "refused_why", None) or _MAKE.isdisjoint(reader._keys):
        return
    for f in reader.figs:
        if f.kind not in ("price", "bare") or f.role == "relative" or f.unit is not None or f.clause == 0:
            continue
        lo, hi = reader.clause_span[f.clause]
        words = [t.key for t in reader.tokens[lo:hi] if t.kind == "word"]
        if not words or words[0] not in _MAKE or reader.tokens[f.pos - 1].kind == "sym" and reader.tokens[
                f.pos - 1].text == "₹" or f.pos != next(k for k in range(lo, hi) if reader.tokens[k].kind != "sym") or \
                any(k in _MONEY or k in _RATE for k in words) or any(reader.clause_of[m.first] == f.clause for m in
                                                                     reader.mentions):
            continue
        prev = f.clause - 1
        ordered = [m for m in reader.mentions if reader.clause_of[m.first] == prev and m.sku]
        if len(ordered) != 1 or not any("order" in c.kinds and c.clause == prev for c in reader.cues) or not any(
                g.kind == "qty" and g.clause == prev for g in reader.figs):
            continue
        reader.refused_why = why("ambiguous_intent.bare_number", item=reader.cat.by_sku(ordered[0].sku).item,
                                 n=reader.tokens[f.pos].text)
        return
