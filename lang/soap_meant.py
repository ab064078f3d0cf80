"""A bare "soap" after the laundry bar is named: which soap? "Laundry bar accepted at ₹11. Send 30 soap.", "Rin bar
₹11 theek hai. 30 sabun bhej do.", "रिन बार ₹11 ठीक है। 30 साबुन भेज दो।" — the catalogue's "soap" / "sabun" / "साबुन" is
the bath soap's name, and the reader had ordered 30 bath soaps beside the laundry bar's acceptance, silently (the
desk sends goods nobody asked for). The writer most likely means the bar he has just named, but may mean bath soap:
as ``lang.guards``' short name ("Laundry soap is finished. Send 5 dozen soap.") does, the reader asks which.

``soap_meant`` makes a mention that is only the generic word (no "bath", "nahane ka", no brand) ambiguous between the
bath soap and the laundry bar — refused ``ambiguous_item`` ("'soap' may be any of bath soap, laundry bar; name one")
— when a mention of the laundry bar by a name not ending in that word ("laundry bar", "Rin bar", "रिन बार") comes
before it in another sentence, neither on a line of a list, and no bath soap is named by another name anywhere in
the message ("Lifebuoy ₹12 ok, Rin ₹10 ok. 30 soap bhejo" keeps the bath soap it reads: the writer named both; so do
"Send 20 laundry bars and 30 soap." and "- Laundry bar: 20 ⏎ - Soap: 30", goods listed apart).

Shape: ``soap_meant(reader, mentions)`` → the mentions (``lang.items.ItemMention``, in text order) with such ones made
ambiguous; called by ``lang.quoted_names.quoted_names`` while the reader finds its mentions. Linear in the mentions.
"""
from __future__ import annotations

import re
from dataclasses import replace

from lang.language import fold, fold_words

__all__ = ["soap_meant"]

_BATH, _BAR = "bath-soap-75g", "laundry-bar-1pc"
#: The bath soap's names that say nothing more than "soap".
_GENERIC = fold_words("soap soaps sabun saabun साबुन")
_LIST_LINE = re.compile(r"[ \t]*(?:[-*•|]|\d+[.)])")


def soap_meant(reader, mentions: list) -> list:
    """``mentions`` with each bare "soap" after a laundry-bar mention made ambiguous (module docstring);
    ``reader``: the MessageReader, its clauses found."""
    bars = [m.first for m in mentions if m.sku == _BAR and fold(m.text.split()[-1]) not in _GENERIC]  # ("Laundry
    # soap is finished. Send 5 dozen soap.": the short name of the longer one, refused by lang.guards' short_name)
    if not bars:
        return mentions
    bare = [m for m in mentions if m.sku == _BATH and len(m.text.split()) == 1 and fold(m.text) in _GENERIC]
    if not bare or any(m.sku == _BATH and m not in bare for m in mentions):
        return mentions
    clause_of = reader.clause_of
    meant = {id(m) for m in bare if m.first > bars[0] and clause_of[m.first] not in {clause_of[k] for k in bars}
             and not _listed(reader, m.first) and not _listed(reader, bars[0])}
    return [replace(m, sku=None, candidates=(_BATH, _BAR)) if id(m) in meant else m for m in mentions]


def _listed(reader, k: int) -> bool:
    """Token ``k`` is on a line of a list ("- Soap: 30", "2. Sabun – 30"): a list names each goods apart."""
    start = reader.text.rfind("\n", 0, reader.tokens[k].start) + 1
    return bool(_LIST_LINE.match(reader.text, start))
