"""Goods said received with the one-word past of "milna": "कल की चीनी मिली, धन्यवाद।", "Kal ki cheeni mili,
dhanyavaad.", "Maggi ke 50 packet mile, shukriya" (a fresh user's try at session 49's stop, kind 3; probes
tests/corpus_probes50_ra ra50-011). ``lang.goods_came`` reads "मिल गई" / "mil gaya" as goods come, a report; the one
word "मिली" / "mili" was no word of the reader's, so the sugar named with nothing asked was read as its rate asked
(``ask_quote``, READING.md's default for goods alone), silently — the supplier would quote sugar to a writer who only
thanked. A note that asks nothing is ``no_intent`` in every language (``lang.note_told`` words the refusal).

When: in a clause that is no question and holds no word of a condition ("अगर", "agar", "if", "तो", "to": "₹96 में मिली
तो 50 किलो लेंगे" wishes) and no request cue, "मिला" / "मिली" / "मिले" / "mila" / "mili" / "mile" stands right after goods
named (the last word of a catalogue mention: "चीनी मिली"), or after the unit of a count that follows goods named
("Maggi ke 50 packet mile"). "दूध 500 मिली" (millilitres, after a number) and "₹26 भाव मिला" (a rate got, after no
goods) are left as they were. Then the clause is background: its goods told, its figures out.

Shape: ``received_said(reader)`` with the MessageReader after its clause acts; changes ``reader.background`` and
``reader.figs`` in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import ITEM_INTENTS

__all__ = ["received_said"]

_GOT = fold_words("mila mili mile मिला मिली मिले")
_IF = fold_words("agar अगर yadi यदि if to तो kya क्या")
#: Unit words that may stand between the goods and the verb ("Maggi ke 50 packet mile").
_UNITS = fold_words("packet packets pkt पैकेट kilo kg किलो litre liter लीटर tray ट्रे bori बोरी dozen darjan दर्जन peti पेटी")
_ASKING = frozenset(ITEM_INTENTS) | {"ask_quote_weak", "cancel", "pay", "dispute", "ask_delivery", "ask_bill"}


def received_said(reader) -> None:
    """Make a clause telling goods received with "मिली" / "mili" background (module docstring)."""
    if _GOT.isdisjoint(reader._keys) or not reader.mentions:
        return
    ends = {m.last for m in reader.mentions if m.sku}
    asking = {c.clause for c in reader.cues if c.kinds & _ASKING}
    iffy = {reader.clause_of[i] for i in range(reader.n) if reader._word(i) in _IF}  # (one pass: linear)
    told = set()
    for k in range(1, reader.n):
        if reader._word(k) not in _GOT or reader.tokens[k - 1].kind != "word":
            continue
        clause = reader.clause_of[k]
        if clause in asking or clause in told or getattr(reader.acts.get(clause), "question", False):
            continue
        named = k in ends or reader._word(k - 1) in _UNITS and any(  # "चीनी मिली"; "Maggi ke 50 packet mile"
            e in ends for e in range(max(0, k - 5), k - 1))
        if named and clause not in iffy:
            told.add(clause)
    if told:
        reader.background = set(reader.background) | told
        reader.figs = [f for f in reader.figs if f.clause not in told]
