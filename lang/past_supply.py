"""Goods named as the supplier's past supply, the reason for writing: "Following your onion supply, we would like to
try you for FMCG as well. Please quote for: | Tata Tea | 20 packets | …" (holdout127 en-l8031), "After your rice
delivery last week, please quote for sugar." The onions are what the supplier sent before; the rates asked are the
table's. The reader had asked the onion's rate too (a quote the writer never asked; "प्याज़ के बाद …", "Pyaaz ke baad
…" were read right already).

``past_supply`` drops from ``reader.mentions`` the goods right after "following your" / "after your" / "since your"
(with at most one word between, "after your last onion supply") and right before "supply", "supplies", "delivery",
"deliveries", "consignment" or "order", when their sentence has no figure and the message names other goods. "Following your
quote, please send 20 kg onions" (no goods in the phrase) and "After your onion supply came short, …" (the goods
named again elsewhere are read as before, as are the goods of any other sentence).

Shape: ``past_supply(reader)`` → None, with the MessageReader after its clause acts (``_word``, ``mentions``,
``figs``, ``clause_of``); ``reader.mentions`` changed in place. Linear in the mentions.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["past_supply"]

_LEAD = fold_words("following after since")
_YOUR = fold_words("your")
_SUPPLY = fold_words("supply supplies delivery deliveries consignment order")


def past_supply(reader) -> None:
    """Drop the goods of "following your <goods> supply" (module docstring). ``reader``: the MessageReader after its
    clause acts. "Following your onion supply, … Please quote for: [table]" → the table's rates only; "After your
    rice delivery last week, please quote for sugar." → the sugar's rate only."""
    if len(reader.mentions) < 2 or _SUPPLY.isdisjoint(reader._keys) or _YOUR.isdisjoint(reader._keys):
        return
    figured = {f.clause for f in reader.figs}
    drop = set()
    for m in reader.mentions:
        if m.sku is None or reader.clause_of[m.first] in figured or reader._word(m.last) not in _SUPPLY:
            continue
        k = m.first - 1
        if reader._word(k) not in _YOUR:
            k -= 1  # "after your last onion supply"
        if k >= 1 and reader._word(k) in _YOUR and reader._word(k - 1) in _LEAD:
            drop.add(m.first)
    if drop and any(m.first not in drop and m.sku for m in reader.mentions):
        reader.mentions = [m for m in reader.mentions if m.first not in drop]
