"""A fresh quote asked of goods just refused, in a sentence naming no goods: "I can't accept ₹49 for sugar. Quote again
please.", "चीनी ₹49 में नहीं ले सकते। दोबारा भाव बताइए।", "cheeni ₹49 mein nahi le sakte. dobara rate batao." (a new
user's trial through a fake model server, session 32). The refusal was read and the quote asked dropped, silently: the
supplier heard a "no" and nothing more. A shopkeeper refuses the ₹49 and quotes sugar again.

``quote_again`` (a ``lang.after_acts`` pass) marks such a sentence — it asks a rate and nothing else: no goods, no
figure, no other intent word; it says "again", "fresh", "new", "revised", "best", "better", "requote", "dobara", "phir
se", "naya", "दोबारा", "फिर से", "नया"; the sentence right before it refuses goods and asks nothing else —
and ``quoted_again`` (run by ``lang.compose`` over the intents) adds the quote asked of those goods after the refusal
(read: reject sugar ₹49, ask_quote sugar). A rate asked with goods of its own ("Please quote jaggery.") or after goods
not refused reads as before.

Shape: ``quote_again(reader)`` → None, sets ``reader.quoted_again`` ({token position of the rate word: [sku, …]});
``quoted_again(reader, intents)`` → the (position, Intent) pairs with the quotes asked added.
"""
from __future__ import annotations

from lang.intents import Intent
from lang.language import fold_words
from lang.reader_parts import SEND_WORDS

__all__ = ["quote_again", "quoted_again"]

#: Words that ask the quote anew.
_AGAIN = fold_words("again fresh new revised best better requote re-quote dobara dubara phir fir naya nayi naye "
                    "दोबारा दुबारा फिर नया नई नए")
_RATE = frozenset({"ask_quote", "ask_quote_weak"})
#: A word that asks the quote again by itself ("Please requote.").
_REQUOTE = fold_words("requote re-quote requoted")
_SEND = SEND_WORDS | fold_words("please pls kindly")


def quote_again(reader) -> None:
    """Mark a bare "quote again" after goods refused (module docstring) in ``reader.quoted_again``. ``reader``: the
    MessageReader after its clause acts (cues, mentions, figs, clause_of, clause_span)."""
    reader.quoted_again = {}
    if _AGAIN.isdisjoint(reader._keys) or not reader.mentions or getattr(reader, "refused_why", None) is not None:
        return
    named = {reader.clause_of[m.first] for m in reader.mentions}
    figured = {reader.clause_of[f.pos] for f in reader.figs}
    by_clause: dict[int, list] = {}
    for c in reader.cues:
        if c.kinds:
            by_clause.setdefault(c.clause, []).append(c)
    for clause, (lo, hi) in reader.clause_span.items():
        prev, cues = clause - 1, by_clause.get(clause, [])
        if clause in named or clause in figured or prev not in named or not all(_asking(reader, c) for c in cues):
            continue
        keys = {reader.tokens[k].key for k in range(lo, hi) if reader.tokens[k].kind == "word"}
        if _AGAIN.isdisjoint(keys) or not (any(c.kinds & _RATE for c in cues) or not _REQUOTE.isdisjoint(keys)):
            continue
        refusing = by_clause.get(prev, ())
        if not any("reject" in c.kinds for c in refusing) or any(c.kinds - {"reject"} for c in refusing):
            continue
        goods = [m.sku for m in reader.mentions if reader.clause_of[m.first] == prev]
        if goods and None not in goods:
            reader.quoted_again[cues[0].pos if cues else lo] = list(dict.fromkeys(goods))


def _asking(reader, cue) -> bool:
    """Whether ``cue`` of a "quote again" sentence only asks the quote: a rate word, a send word before it ("send a
    fresh quote"), or "dobara"/"दोबारा" (again, also a cue of a bill charged twice)."""
    words = {reader.tokens[k].key for k in range(cue.pos, cue.end)}
    return cue.kinds <= _RATE or cue.kinds == {"order"} and words <= _SEND or cue.kinds == {"dispute"} and words <= _AGAIN


def quoted_again(reader, intents: list) -> list:
    """``intents`` ((position, Intent) pairs, in text order) with a quote asked of the goods refused right before each
    bare "quote again" marked by ``quote_again``, when the refusal of those goods was read ("I can't accept ₹49 for
    sugar. Quote again please." -> reject sugar ₹49, ask_quote sugar)."""
    marked = getattr(reader, "quoted_again", None)
    if not marked:
        return intents
    out = list(intents)
    for pos, skus in marked.items():
        for sku in skus:
            if any(i.kind == "reject" and i.sku == sku and p < pos for p, i in intents) and not any(
                    i.kind == "ask_quote" and i.sku == sku for _, i in out):
                out.append((pos, Intent(kind="ask_quote", sku=sku)))
    return sorted(out, key=lambda e: e[0])
