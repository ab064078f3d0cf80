"""The pack a rate question asks about, named in a sentence of its own (part of the verify stage, ``lang.verify``, through
``lang.told_figures``): "Colgate ke dabbe ka rate kya hai? 36 piece wala.", "कोलगेट के डिब्बे का रेट क्या है? 36 पीस
वाला।", "… the Everest haldi and the lal mirch powder, what rate is going these days? Matlab for the hundred-gram
packets.", "मतलब सौ ग्राम वाले पैकेट का।", "Note: 1 kg packing is fine." under a list of dals asked about.

A shopkeeper reads one request: the rate of those goods, in that pack. The reader had read the rate question and then
refused the whole message for the pack's size ("what is 36 पीस for?": fixer R of the twenty-eighth session).

``packs_asked(reader, intents)`` returns the token positions of such sizes, which the verify stage counts as
explained: only when every intent of the reading asks a rate and carries no count, price or total (so a count the
question took, "62 kilo arhar … biki", still stands out), and only a pack size (a figure of kind "size": "36 पीस",
"100 g", "1 kg") in a sentence with no intent word of its own, no word of sending or wanting, and naming no goods
but those asked. A count ("send 36 pieces"), a price, or a size beside an order is never excused here.

Linear: one look at each figure, the cues and the goods named.
"""
from __future__ import annotations

from fractions import Fraction

from lang.language import fold_words
from lang.units import selling_units_per

__all__ = ["packs_asked"]

#: Words of sending or wanting: a sentence holding one may ask for the pack, not name it ("36 piece wala dabba bhejo").
_SEND = fold_words("send bhejo bhej bhejna bhejiye bhejdo bhijwa भेजो भेज भेजना भेजिए भेजें chahiye चाहिए want need "
                   "order mangao mangwa मँगाओ lena lenge लेना लेंगे dena दे de")


#: Words that make a count the pack's size ("1 kg packing is fine", "1 किलो की पैकिंग चलेगी", "1 kg wali packing").
_PACKING = fold_words("packing पैकिंग packaging pack")
_WALI = fold_words("ki की ka का wali wala wale वाली वाला वाले")
#: The only intent a packing's sentence may cue: "is fine", "chalegi" (it names the pack, it agrees to no price).
_FINE = frozenset(("accept",))


def _packing(reader, f) -> bool:
    """``f`` (a figure) is followed by a packing word ("1 kg packing", "1 kg wali packing", "1 किलो की पैकिंग")."""
    toks, k = reader.tokens, f.end
    if k < len(toks) and toks[k].kind == "word" and toks[k].key in _WALI:
        k += 1
    return k < len(toks) and toks[k].kind == "word" and toks[k].key in _PACKING


def _one_pack(reader, f, asked: set) -> bool:
    """``f`` (a count) is one selling unit of goods asked about ("1 kg" of the 1 kg toor dal): the pack named."""
    if not f.unit or f.value <= 0:
        return False
    return any(selling_units_per(f.unit, reader.cat.by_sku(s)) == Fraction(1) / Fraction(f.value) for s in asked
               if s is not None)


def packs_asked(reader, intents) -> set[int]:
    """Token positions of the pack sizes in ``reader.figs`` that name the pack a rate question asks about (module
    docstring). ``reader``: the MessageReader once its intents are composed (figs, cues, mentions, used_pos)."""
    if not intents or any(i.kind != "ask_quote" or i.sku is None or i.quantity is not None or
                          i.unit_price_paise is not None or i.total_paise is not None for i in intents):
        return set()
    asked = {i.sku for i in intents}
    sizes = [f for f in reader.figs if f.pos not in reader.used_pos and (
        f.kind == "size" or f.kind == "qty" and _packing(reader, f) and _one_pack(reader, f, asked))]
    if not sizes:
        return set()
    packing = {f.clause for f in sizes if _packing(reader, f)}  # "1 kg packing is fine": its "fine" names the pack
    cued = {c.clause for c in reader.cues if c.kinds and not (c.clause in packing and c.kinds <= _FINE)}
    named: dict[int, set] = {}
    for m in reader.mentions:
        named.setdefault(reader.clause_of[m.first], set()).update(m.candidates if m.ambiguous else {m.sku})
    toks, spans = reader.tokens, reader.clause_span
    return {f.pos for f in sizes if f.clause not in cued and named.get(f.clause, set()) <= asked and not any(
        toks[k].kind == "word" and toks[k].key in _SEND for k in range(*spans[f.clause]))}
