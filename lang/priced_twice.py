"""Goods the quoted lines price twice, agreed to and then ordered, are agreed to with no price (session 39, fixer DK,
on corpus_holdout139; issue 10): "> Rice ₹1,900 per bori, ₹39 per kg loose ⏎ > Sugar ₹2,100 per bori ⏎ ⏎ rice sugar
ok. rice 2 bori, sugar 1 bori send." (en-k7002, and "चावल चीनी ठीक है। चावल 2 बोरी, चीनी 1 बोरी भेजो।", "chawal
cheeni ok. chawal 2 bori, cheeni 1 bori bhejo.") had accepted the sugar at ₹42 and ordered both, but dropped the
"ok" to the rice, silently: ``lang.quoted_terms`` adds an acceptance before the order only for goods the quote prices
once. The "ok" is said to the rice all the same; which of its two prices stands is the desk's to settle (the sack's,
for a count in sacks), so the acceptance carries none, as the corpora's gold reads it.

Shape: ``priced_twice(reader, sku)`` → whether the quoted lines the reader's message answers give ``sku`` two or more
prices (as written; ``lang.settle``'s ``_quoted_prices``, read once a message).
"""
from __future__ import annotations

__all__ = ["priced_twice"]


def priced_twice(reader, sku: str | None) -> bool:
    """Whether the quoted lines price ``sku`` more than once ("> Rice ₹1,900 per bori, ₹39 per kg loose": rice;
    "> चावल ₹1,900 प्रति बोरी, खुला ₹39 किलो": चावल; "> Chawal ₹1,900 per bori, loose ₹39 kilo": chawal)."""
    return sku is not None and len(reader._quoted_prices().get(sku, ())) > 1
