"""Goods said "pakki" / "पक्की" (settled) under the supplier's quote: "चना दाल पक्की, 25 किलो भेज दो।", "Chana dal
pakki, 25 kilo bhej do." (holdout164 n2040, under "4 Dec ko aapne likha tha: 'Chana dal ₹72/kg …'"), "Moong pakki, 20
kilo bhej do.". "pakka" / "पक्का" was a word of agreeing; its feminine and plural ("pakki", "पक्की", "pakke", "पक्के",
agreeing with "dal", "चीनी") were not, so only the order was read and the acceptance of the quoted ₹72 dropped,
silently, while the English "Chana dal done, send 25 kg." read both (the corpus README: an acceptance carries the
price the quoted mail names).

Narrow on purpose: the word right after the goods' name and right before a comma, a full stop or the end of its
sentence — not "बात पक्की" (a deal closed after our own price: ``lang.closed_offer``), not "भाव पक्के कीजिए" (asks the
rates made firm), not "pakki bill" (a proper bill: ``lang.bill_sends``). The accept cue stands where "pakka" would.
Not when a figure stands before it in its clause: "36 mein 4 peti Coke pakki. Bolo." (sealed126 w2022, blind, read
at the end of session 48) proposes its own ₹36, an offer — read as an acceptance of ₹36 it was a silent misreading in
Hindi and Hinglish where before it was refused; it is refused again, as before this module.

Shape: ``goods_pakki(reader)`` with the MessageReader after its clause acts (run by ``lang.agreed_or_labelled``); adds cues.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["goods_pakki"]

_PAKKI = fold_words("pakki pakke पक्की पक्के confirmed")
#: English "Atta rate confirmed.", "Sugar confirmed, send 50 kg." (probes48_ra en-pr48a-017/018 had read the order
#: alone, the quoted price's acceptance dropped; session 49, RA): "confirmed" right after the goods or their rate.
_RATE = fold_words("rate price")
_ENDS = frozenset((",", ".", "।", "!", ";"))


def goods_pakki(reader) -> None:
    """Add an accept cue at "pakki" said right after goods, ending its phrase (module docstring)."""
    if _PAKKI.isdisjoint(reader._keys):
        return
    ends = {m.last for m in reader.mentions if m.sku}
    for k in range(reader.n):
        if reader._word(k) not in _PAKKI or k not in ends and not (
                reader._word(k) == "confirmed" and reader._word(k - 1) in _RATE and k - 1 in ends):
            continue
        nxt = reader.tokens[k + 1] if k + 1 < reader.n else None
        if nxt is not None and not (nxt.kind == "sym" and nxt.text in _ENDS or nxt.kind == "nl"):
            continue
        if any(c.pos <= k < c.end for c in reader.cues):
            continue
        clause = reader.clause_of[k]
        if any(reader.tokens[j].kind == "num" for j in range(k) if reader.clause_of[j] == clause):
            continue  # its own figure before it: a price proposed, not a quote settled (module docstring)
        reader.cues.append(Cue(frozenset({"accept"}), k, k + 1, reader.clause_of[k], reader.chunk_of[k]))
