"""An earlier order asked repeated with changes, its goods not listed: "Please repeat last week's order (O2) with these
changes:" over "| Milk 500ml | +20 packets |", "| Curd | same |", "| Paneer | cut to 10 packs |" (the thirtieth
session's trial, #29), "O2 wala order dobara bhej dijiye, bas ye badlav: …", "पिछले हफ़्ते वाला ऑर्डर (O2) दोबारा
भेज दीजिए, इन बदलावों के साथ: …".

A shopkeeper cannot send it from the message: what O2 held, and so what "+20 packets" and "same" come to, is not
written. The reader refused, rightly, but for a part ("how many packets of curd?", "'| Paneer | 10 packet kar do |'
sets paneer to a count"), and a model answering that part alone would order 20 milk and 10 paneer and drop the rest.
``repeat_changed`` refuses such a message with ``no_item.repeat_changed``, naming what is missing: the whole order,
each item with its count.

It counts when a sentence asks an order again ("repeat", or "again", "dobara", "दोबारा", "phir se", "फिर से" beside
a word of sending; not "दोबारा:" labelling a recap) and names it by its id, and the message names goods after it with a word of change ("changes", "+",
"cut", "add", "except", "plus", "badlav", "बदलाव", "kam", "कम", …). A repeat with no goods after it ("Please send O2
again") is left as it was. It runs last and its reason replaces a part's refusal set before ("sets paneer to a
count"): the whole order is what is missing.

Shape: ``repeat_changed(reader)`` → None; sets ``reader.refused_why`` (a ``lang.after_acts`` pass).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["repeat_changed"]

#: Words asking an order again ("phir" / "फिर" only with "se" / "से" after it).
_AGAIN = fold_words("repeat repeated again dobara dubara doobara dobaara दोबारा दुबारा")
_PHIR = fold_words("phir fir फिर")
_REPEAT = fold_words("repeat")
_SE = fold_words("se से")
#: Words of a change to the order repeated.
_CHANGE = fold_words("change changes changed except plus add extra more cut reduce increase minus less badlav badlaav "
                     "badlaw बदलाव बदलावों jod jodo जोड़ ghata ghatao घटा घटाकर badha badhao बढ़ा kam zyada jyada कम "
                     "ज़्यादा ज्यादा")


def repeat_changed(reader) -> None:
    """Set ``reader.refused_why`` when an earlier order is asked repeated with changes and its goods are not listed
    (module docstring). ``reader``: the MessageReader after its clause acts (tokens, mentions, order_ids, clause_of)."""
    if not reader.mentions or _CHANGE.isdisjoint(reader._keys) and "+" not in reader._syms:
        return
    if not reader.order_ids or _AGAIN.isdisjoint(reader._keys) and _PHIR.isdisjoint(reader._keys):
        return  # (speed: each refusal below is of an order named by id, with a word of again in the message)
    keys = [t.key if t.kind == "word" else "" for t in reader.tokens]
    ids = {reader.clause_of[p]: ident for p, ident in reader.order_ids}
    for k, key in enumerate(keys):
        again = key in _AGAIN or key in _PHIR and k + 1 < reader.n and keys[k + 1] in _SE
        if not again:
            continue
        if k + 1 < reader.n and reader.tokens[k + 1].text == ":":
            continue  # "दोबारा: O33 से 2 ट्रे अंडे कम" (a recap's label: the body said again)
        clause = reader.clause_of[k]
        if key not in _REPEAT and not any(c.clause == clause and "order" in c.kinds for c in reader.cues):
            continue  # (asked: "dobara bhej dijiye", "repeat"; not "again" told)
        act = reader.acts.get(clause)
        if act is not None and (act.negative or act.question):
            continue
        if clause not in ids:
            continue
        after = [m for m in reader.mentions if m.first > k]
        if not after or _CHANGE.isdisjoint(keys[k:]) and not any(t.text == "+" for t in reader.tokens[k:]):
            continue
        ident = ids.get(clause) or next((i for p, i in reader.order_ids if reader.clause_of[p] == clause), None)
        if ident:  # (no id named: "the usual" with changes is ``lang.usual_order``'s)
            reader.refused_why = why("no_item.repeat_changed", id=ident)
            return
