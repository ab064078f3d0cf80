"""Goods named only as what a delivery comes with, apart from the goods counted (session 53, helper ALSO, on the
labelled corpora's ``no_quantity.how_many`` refusals): "24 लीटर रिफाइंड ₹116 के भाव से आटे के साथ भेज दीजिए।",
"Please send 24 litres of refined at ₹116 along with the atta." (holdout b3043), "O4 me 24 litre Fortune sarson tel
add kar dijiye taaki refined aur ghee ke saath aa jaye.", "Add 24 litres Fortune mustard oil to O4 so it comes with
the refined oil and ghee." (m2006), "Rameshji, ₹1,150 for the 20 kg gud is fine. Send it with the suji and besan."
(f7024), "Kal subah bread aur bhujia ke saath 4 tray ande bhej dijiye." (l3006). The goods after "with" / before "ke
saath" say which delivery the goods asked ride on; the reader had ordered them too, with no count ("how many packets of
wheat flour?"). ``lang.with_goods`` reads "X ke saath N Y" and "N Y with X" with the count right beside; this pass reads
the same kind when the count stands elsewhere — earlier in the sentence, in the sentence before, or after a second
goods joined by "aur"/"and".

The goods X dropped from ``reader.mentions``: a run of goods' names joined only by "and", "aur", "और", ",", "-", "&"
(the goods of one delivery), standing right before "ke saath" / "के साथ" / "saath" (Hindi order) or right after "with"
/ "along with" (and "the", "our", "tomorrow's" …; English order); with no count of their own (no count figure inside
the run, ending right before it or starting right after it; no price within two words of it: "Send 10 kg sugar with
the rice at ₹40" — whose price? — is read as before) and no intent cue inside the run; in a message that names
other goods, not in such a run, with a count. "10 kg atta ke saath 5 kg cheeni" (the atta counted: ``lang.with_goods``
refuses it), "Send 10 kg rice with 5 kg dal" (both counted) and "Chawal ke saath dal bhi bhejo" (no goods counted: how
many?) are read as before.

Shape: ``ridden_with(reader)`` with the MessageReader after its clause acts (tokens, figs, mentions, cues); run by
``lang.with_goods``; changes ``reader.mentions`` in place. Linear in the mentions.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["ridden_with"]

_KE = fold_words("ke के")
_SAATH = fold_words("saath sath साथ")
_WITH = fold_words("with")
#: Words between "with" and the goods ("with the suji", "along with our milk", "with tomorrow's bread").
_WITH_THE = fold_words("the our your tomorrows tomorrow's todays today's usual morning mornings evening")
#: Words joining the goods of one run ("refined aur ghee", "suji-besan", "bread and bhujia").
_JOIN = fold_words("and aur और evam एवं &")
_JOIN_SYMS = frozenset(",-–/&")
_COUNTS = frozenset({"qty", "bare"})
#: A word between a count and "with" ("6 litres more with the milk").
_MORE = fold_words("more extra")
#: How many tokens before the goods a count of their own may end ("10 kg atta ke saath").
_OWN_GAP = 2


def _runs(reader) -> list[list]:
    """The runs of goods' mentions joined only by ``_JOIN`` words and symbols, in text order."""
    named = sorted((m for m in reader.mentions if m.sku), key=lambda m: m.first)
    runs: list[list] = []
    for m in named:
        if runs and m.first > runs[-1][-1].last and all(reader.tokens[k].kind == "sym" and reader.tokens[k].text in _JOIN_SYMS or
                        reader.tokens[k].kind == "word" and reader.tokens[k].key in _JOIN
                        for k in range(runs[-1][-1].last, m.first)):
            runs[-1].append(m)
        else:
            runs.append([m])
    return runs


def _ridden(reader, run: list, counts: list) -> bool:
    """Whether ``run`` is named as what a delivery comes with: "… ke saath" after it, or "with (the) …" before it —
    not "6 litres more with the milk", a count right before "with" (``lang.with_goods``: of what?)."""
    first, last = run[0].first, run[-1].last
    k = last + (reader._word(last) in _KE)
    if reader._word(k) in _SAATH and (k > last or reader._word(last) in _KE):
        return True
    w = first - 1
    while w >= 0 and reader._word(w) in _WITH_THE and first - w <= 3:
        w -= 1
    return w >= 0 and reader._word(w) in _WITH and not any(
        f.end == w or f.end == w - 1 and reader._word(f.end) in _MORE for f in counts)


def ridden_with(reader) -> None:
    """Drop the goods named only as what the delivery comes with (module docstring). ``reader``: the MessageReader
    after its clause acts (tokens, figs, mentions, cues)."""
    if not reader.mentions or (_SAATH.isdisjoint(reader._keys) and _WITH.isdisjoint(reader._keys)):
        return
    counts = [f for f in reader.figs if f.kind in _COUNTS]
    prices = [f for f in reader.figs if f.kind == "price"]
    cued = {k for c in reader.cues if c.kinds for k in range(c.pos, c.end)}
    drop, kept = [], []
    for run in _runs(reader):
        first, last = run[0].first, run[-1].last
        own = any(first - _OWN_GAP <= f.end <= first and not any(k in reader.item_tokens for k in range(f.end, first))
                  or first <= f.pos < last or last <= f.pos <= last + 1 for f in counts) or any(f.end == first or first <= f.pos <= last + 2
                                          for f in prices)  # ("with the rice at ₹40": whose price?)
        if own or not _ridden(reader, run, counts) or any(first <= k < last for k in cued):
            kept.append(run)
        else:
            drop.append(run)
    if not drop:
        return
    dropped = {m.sku for run in drop for m in run}
    counted = [m for run in kept for m in run if m.sku not in dropped and any(
        m.first - _OWN_GAP <= f.end <= m.first or m.last <= f.pos <= m.last + 1 for f in counts)]
    if not counted:
        return  # no goods counted beside them: which goods ride along is not said ("Chawal ke saath dal bhi bhejo")
    gone = {id(m) for run in drop for m in run}
    reader.mentions = [m for m in reader.mentions if id(m) not in gone]
