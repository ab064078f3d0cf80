"""The count a delivery came short by, asked after: "O1 milk came only 50 packets. 10 packets short. When will they
come?", "O1 में दूध सिर्फ 50 पैकेट आया, 10 पैकेट कम। वो कब आएंगे?", "O1 mein doodh sirf 50 packet aaya, 10 packet kam.
Woh kab aayenge?", "O9: cheeni 45 kilo mili. 5 kilo kam — kab aayegi?". The shop asks when the goods still owed come:
an ``ask_delivery`` with those goods and the count short (tests/corpus_chat/README.md: the delivery question carries
the goods it names with their count; holdout126 k8005: "the 10 packets still owed, not the 60 ordered or the 50
received"). The question names no goods of its own, so it had carried the count that came (50: what was received,
asked again, silently), or no goods at all.

``short_asked(reader, clause, lines)`` finds the count: in the question's sentence (``clause``) or the one right
before it, a count with a word of falling short right after it ("short", "less", "missing", "kam", "कम"), or "short
by" right before it ("milk short by 10 packets") — exactly one such count in the message, and the message names one
goods (``lines``: the item lines). A count that came ("only 50 came", "sirf 50 aaya") is the background of the
question, never its count.

The rest asked after ("where are the other 10?", "बाकी 10 कहाँ हैं?", "baaki 2 kab bhejenge?"): ``rest_count`` finds
the count right after a word of the rest ("other", "remaining", "missing", "baaki", "बाकी", "बचे") in the question's
sentence. It is the count asked after even when the sentence also tells the count that came ("O14: दूध के सिर्फ़ 50 पैकेट
आए, बाकी 10 कहाँ हैं?" asks after 10 packets, not 50), and with no one goods to take it ("Only 50 came, where are the
other 10?") the question is refused: 10 of what? (probes34 i0011, i0013, i0018).

A pack asked after by its place in the count ("4 trays came, we ordered 5. Where's the fifth tray?", "सिर्फ़ 4 ट्रे आए,
हमने 5 मँगाए थे। पाँचवीं ट्रे कहाँ है?", "Paanchvi tray kahan hai?") is one pack of that unit: ``ordinal_asked`` reads it
when the message names one goods and counts that unit's packs to the ordinal or one short of it (probes34 i0012 had
asked after O21 with no goods).

Shapes: ``short_asked(reader, clause, lines)`` with the MessageReader composing its intents → the count's figure or
None; ``rest_count(reader, clause)`` → the rest's figure or None; ``ordinal_asked(reader, clause, lines)`` →
``{"sku", "quantity"}`` or None; ``short_units(reader, count, lines)`` →
``{"sku", "quantity"}`` (selling units) or None.
"""
from __future__ import annotations

from decimal import Decimal

from lang.language import fold, fold_words
from lang.reader_parts import REST_WORDS
from lang.units import UNIT_WORDS, default_unit, to_selling_units

__all__ = ["short_asked", "short_units", "rest_count", "ordinal_asked", "REST_BEFORE"]

#: Words right after a count that say it fell short ("10 packets short", "10 पैकेट कम", "5 kilo kam", "2 kg missing").
_SHORT_AFTER = fold_words("short less missing kam कम")
#: "short by" right before a count ("milk short by 10 packets", "10 packets se kam" is after): it fell short.
_SHORT = fold_words("short")
_BY = fold_words("by")
#: Words before a count that make it the rest of a delivery ("the other 6", "baaki 10 kilo", "बाकी 15 किलो", "the
#: missing 2 kg", "bache hue 2 kilo", "बचे हुए 2 किलो").
REST_BEFORE = REST_WORDS | fold_words("other missing pending leftover bache bacha bachi बचे बचा बची")

#: Ordinals before a pack's unit ("the fifth tray", "पाँचवीं ट्रे", "paanchvi tray"), by their number.
_ORDINAL = {fold(w): n for n, words in {
    2: "second doosri doosra dusri dusra दूसरी दूसरा", 3: "third teesri teesra tisri तीसरी तीसरा",
    4: "fourth chauthi chautha चौथी चौथा", 5: "fifth paanchvi paanchvin panchvi panchvin paanchvan पाँचवीं पांचवीं "
    "पाँचवी पांचवी पाँचवाँ पांचवां", 6: "sixth chhathi chhatha chhati छठी छठा", 7: "seventh saatvi saatvin सातवीं सातवाँ",
    8: "eighth aathvi aathvin आठवीं आठवाँ", 9: "ninth nauvi nauvin नौवीं नौवाँ", 10: "tenth dasvi dasvin दसवीं दसवाँ",
    12: "twelfth barahvi barahvin बारहवीं बारहवाँ"}.items() for w in words.split()}


def _short_count(reader, f) -> bool:
    """The figure ``f`` is followed by a word of falling short (after its unit), or preceded by "short by"."""
    after = [reader._word(k) for k in range(f.end, min(reader.n, f.end + 2)) if reader.tokens[k].kind == "word"]
    if after and after[0] in _SHORT_AFTER:
        return True
    return f.pos >= 2 and reader._word(f.pos - 1) in _BY and reader._word(f.pos - 2) in _SHORT


def short_asked(reader, clause: int, lines: list):
    """The figure (a ``_Fig`` of kind "qty" or "bare") of the count short that the delivery question of ``clause``
    asks after (module docstring), else None. ``reader``: the MessageReader composing its intents; ``lines``: its item
    lines (the message names one goods)."""
    skus = {ln.mention.sku for ln in lines}
    if len(skus) != 1 or any(ln.mention.ambiguous for ln in lines):
        return None
    near = {clause, reader._worded_clause(clause, -1)}
    found = [f for f in reader.figs if f.kind in ("qty", "bare") and _short_count(reader, f)]
    if len(found) != 1 or reader.clause_of[found[0].pos] not in near:
        return None
    return found[0]


def rest_count(reader, clause: int):
    """The figure (kind "qty" or "bare") in ``clause`` one or two words after a word of the rest ("the other 10",
    "the remaining 2", "बाकी 10", "baaki 2 kilo"), else None. ``reader``: the MessageReader composing its intents."""
    lo, _ = reader.clause_span[clause]
    return next((f for f in reader.figs if f.clause == clause and f.kind in ("qty", "bare") and any(
        reader._word(k) in REST_BEFORE for k in range(max(lo, f.pos - 2), f.pos))), None)


def ordinal_asked(reader, clause: int, lines: list) -> dict | None:
    """``{"sku", "quantity"}`` of the one pack a delivery question's ``clause`` asks after by its place ("Where's the
    fifth tray?", "पाँचवीं ट्रे कहाँ है?", "Paanchvi tray kahan hai?": one tray of the eggs, 30), when the message names
    one goods (``lines``) and counts that unit to the ordinal or one short of it ("only 4 trays came, we'd ordered
    5"); else None. ``reader``: the MessageReader composing its intents."""
    skus = {ln.mention.sku for ln in lines if not ln.mention.ambiguous}
    lo, hi = reader.clause_span[clause]
    at = next((k for k in range(lo, hi - 1) if reader._word(k) in _ORDINAL and reader._word(k + 1) in UNIT_WORDS), None)
    if at is None or len(skus) != 1:
        return None
    n, unit = _ORDINAL[reader._word(at)], UNIT_WORDS[reader._word(at + 1)]
    counts = {f.value for f in reader.found_figs if f.kind in ("qty", "bare") and f.unit in (unit, None)}
    if not counts & {Decimal(n), Decimal(n - 1)}:
        return None
    item = reader.cat.by_sku(skus.pop())
    units, _ = to_selling_units(Decimal(1), unit, item)
    return {"sku": item.sku, "quantity": units} if units else None


def short_units(reader, count, lines: list, sku: str | None = None) -> dict | None:
    """``{"sku", "quantity"}`` for the count short ``count`` (from ``short_asked``; or the rest asked after,
    ``lang.delivery_asked``) of the one goods of ``lines`` (``sku`` when given, else the first line's): in the unit
    it says, else the goods' other count's, else the selling unit; None when it is no whole number of them."""
    item = reader.cat.by_sku(sku or lines[0].mention.sku)
    unit = count.unit or next((f.unit for ln in lines for f in ln.figs if f.kind == "qty" and f.unit), None)
    units, _ = to_selling_units(count.value, unit or default_unit(item), item)
    if units is None:
        return None
    reader.used_pos.add(count.pos)
    return {"sku": item.sku, "quantity": units}
