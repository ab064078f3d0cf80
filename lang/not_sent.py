"""Goods said not to be sent beside a new list, with no order named: "- नमक 20 किलो / - चीनी मत भेजना", "Namak 20 kilo
bhejo, cheeni mat bhejna", "- Salt 20 kg / - Don't send sugar" (breaker AQ, weekly restock lists).

"मत भेजना" is a cancel word, and a cancel that names goods but no order cancels them from the one open order that
holds them; beside a new list the shopkeeper reads it as goods left out of this list — nothing placed before is
touched — and a cancel had been sent, silently. ``left_out`` reads such a line as a refusal of the goods (``reject``,
as "Salt 20 kg. No sugar this time." and "नमक 20 किलो, चीनी नहीं चाहिए" read). Left alone: an order named ("O12 में
चीनी मत भेजना"), a plain "cancel" ("Send 20 kg salt and cancel the sugar": the open order's sugar), a count cut
("5 kg kam bhejna"), goods sent in place of them ("send 10 kg besan instead": ``lang.instead_of``), and "don't
send" with no new goods asked ("चीनी मत भेजना" alone cancels as before). Since session 48 most such lines never get
here: ``lang.negated_send`` reads goods said not to be sent beside other goods asked with a count as nothing at all
(no open order named, no quote answered: the corpus README); this pass still reads the rest (a quoted text beside).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reader_parts import Intent

__all__ = ["left_out", "SEND_WORDS", "INSTEAD_WORDS"]

#: Words of sending, in the cancel words of the sentence ("don't send", "mat bhejna", "मत भेजिए", "nahi bhejna").
_SEND = fold_words("send sending dispatch deliver bhej bhejo bhejna bhejiye bhejie bhejen bhejein bhejte भेज भेजो भेजना "
                   "भेजिए भेजिये भेजें भेजने")

#: Goods sent in place of the ones not sent ("send 10 kg besan instead", "उसकी जगह"): the corpora read those both ways
#: (holdout62 d002 cancels the atta, holdout39 u005 orders only the sugar); left to ``lang.instead_of``.
_INSTEAD = fold_words("instead jagah jageh जगह badle बदले")
#: The words of sending and of "instead", public for ``lang.negated_send``.
SEND_WORDS, INSTEAD_WORDS = _SEND, _INSTEAD


def left_out(reader, intents: list) -> list:
    """``intents`` ((position, Intent) pairs) with each cancel of whole goods, no order named, said with a word of
    sending beside a new order in the message, read as a refusal of those goods (module docstring)."""
    if reader.order_ids or not _INSTEAD.isdisjoint(reader._keys) or not any(i.kind == "order" and i.order_id is None for _, i in intents):
        return intents
    out = []
    for pos, i in intents:
        if i.kind == "cancel" and i.order_id is None and i.sku and i.quantity is None and _said_unsent(reader, pos):
            i = Intent(kind="reject", sku=i.sku)
        out.append((pos, i))
    return out


def _said_unsent(reader, pos) -> bool:
    """A cancel word of the sentence at token ``pos`` holds a word of sending."""
    clause = reader.clause_of[min(int(pos), reader.n - 1)]
    return any(c.clause == clause and "cancel" in c.kinds and any(
        reader.tokens[k].key in _SEND for k in range(c.pos, c.end)) for c in reader.cues)
