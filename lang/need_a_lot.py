"""A lot of goods needed, said with the words of "too much": "इस बार घी बहुत ज़्यादा लगेगा।", "Is baar ghee bahut zyada
lagega." (we will need a lot of ghee this time; session 48's strict xfail in tests/test_reader_s22_kinds.py).

"बहुत ज़्यादा" / "bahut zyada" is a refusal word (too much, too dear: ``lang.cues``), and with no price said the
message had been read as a question about the ghee's price (``ask_quote``), silently, in Hindi and Hinglish; the
English ("This time we will need a lot of ghee.") is refused, how much ghee? A word of need right after it
("लगेगा", "lagega", "chahiye", "चाहिए": will be needed, is needed) makes it a quantity, not a price: the refusal cue
is emptied, and a message that says no figure at all is refused as the English is (``no_quantity.how_many``: how
many litres of ghee?), the goods named in the sentence of the need. With a count ("…, 20 लीटर भेज दीजिए") the
reader goes on as before.

Shape: ``need_a_lot(reader)`` with the MessageReader after its clause acts (run by ``lang.goods_not_wanted``); empties cues
in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why
from lang.units import default_unit

__all__ = ["need_a_lot"]

#: Words of too much in a refusal cue ("bahut zyada", "बहुत ज़्यादा").
_HIGH = fold_words("zyada jyada jada ज़्यादा ज्यादा जादा")
#: Words of need right after them: "lagega", "लगेगा" (will be needed), "chahiye", "चाहिए".
_NEED = fold_words("lagega lagegi lagenge लगेगा लगेगी लगेंगे लगेंगी chahiye chahie chaiye चाहिए चाहिये padega padegi "
                   "पड़ेगा पड़ेगी")


def need_a_lot(reader) -> None:
    """Take "reject" out of each refusal cue of ``reader`` whose words say "too much" and are followed right away by a
    word of need ("घी बहुत ज़्यादा लगेगा": a lot needed, not too dear). Nothing to do without a word of "too much"."""
    if _HIGH.isdisjoint(reader._keys):
        return
    toks = reader.tokens
    for k in range(len(toks) - 1):
        if toks[k].kind == "word" and toks[k].key in _HIGH and toks[k + 1].kind == "word" and toks[k + 1].key in _NEED:
            _refuse_uncounted(reader, k)
            break
    for c in reader.cues:
        if "reject" not in c.kinds or not any(toks[k].kind == "word" and toks[k].key in _HIGH
                                              for k in range(c.pos, c.end)):
            continue
        nxt = next((k for k in range(c.end, len(toks)) if toks[k].kind != "sym" or toks[k].text.strip()), None)
        if nxt is not None and toks[nxt].kind == "word" and toks[nxt].key in _NEED:
            c.kinds = c.kinds - {"reject"}


def _refuse_uncounted(reader, k: int) -> None:
    """Refuse ``reader`` (no count: how many?) when it states no figure and its sentence of the need at token ``k``
    names one goods."""
    if getattr(reader, "refused_why", None) is not None or any(f.kind in ("qty", "badqty", "price")
                                                                for f in reader.figs):
        return
    clause = reader.clause_of[k]
    skus = {m.sku for m in reader.mentions if reader.clause_of[m.first] == clause}
    if len(skus) == 1 and None not in skus:
        item = reader.cat.by_sku(skus.pop())
        reader.refused_why = why("no_quantity.how_many", item=item.item, unit=default_unit(item))
