"""An order beside a sentence of its own that takes other goods only at a lower price (session 52, the language gaps of
``benchmarks/language_gaps.py``): "30 किलो प्याज़ भेजो। आलू ₹2 किलो कम करो तो 40 किलो ले लेंगे।", "30 kilo pyaaz
bhejo. Aloo ₹2 kilo kam karo toh 40 kilo le lenge.", "Send 30 kg onion. If you cut potato by ₹2 a kg we'll take 40
kg." The English without "if" ("Reduce potato by ₹2 a kg and we'll take 40 kg") was read: the onion ordered, the
potato offered. The Hindi and Hinglish "… kam karo toh … le lenge" is a condition on a price (``MessageReader
._price_condition``), and the reader refused the whole message naming the onion ("a quantity you would take at a
lower price — an offer, not an order?") though the onion's sentence sets no condition.

``orders_apart(reader, orders, lines)`` tells the verify stage the orders stand apart from every such condition: each
clause (sentence) that sets a condition on a price names goods, none of them ordered nor named in an order's
sentence, says no "order" ("… ₹11 lagao toh order pakka": the whole order hangs on it), no ordered goods stand in it,
and the sentences of the orders hold no word of a condition ("agar", "toh", "अगर", "तो", "if", "then", "tab", "phir").
Otherwise the refusal stands: "Agar ₹2 kam karo toh le lenge. 40 kilo aloo bhejo." (the condition names no goods: the
aloo may be what it is on), "Aloo ₹2 kam karo toh 40 kilo aloo aur 30 kilo pyaaz bhej do" (the onion is in it),
"100 packet Maggi aur 10 kilo Surf chahiye. Maggi ka rate ₹11 lagao toh order pakka." (the Maggi of the order's
sentence, and the order, hang on the price).

Shape: ``orders_apart(reader, orders, lines) -> bool``; ``reader`` has run ``_price_condition`` (which sets
``reader._condition_clauses``); ``orders``: the order intents; ``lines``: item lines with ``clause`` and ``mention``.
Linear in the lines and the orders' clauses' words.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["orders_apart"]

#: Words of a condition in an order's own sentence: it may hang on the price said apart.
_IF_THEN = fold_words("if then agar अगर yadi यदि toh to तो tab तब phir fir फिर provided basharte बशर्ते")
#: The order itself named in a condition ("… lagao toh order pakka"): all of it hangs on the price.
_ORDER = fold_words("order orders ऑर्डर आर्डर")


def orders_apart(reader, orders, lines) -> bool:
    """Whether every order stands apart from the message's conditions on a price (module docstring)."""
    conditions = getattr(reader, "_condition_clauses", None)
    if not conditions:
        return False
    ordered = {i.sku for i in orders}
    order_clauses = {ln.clause for ln in lines if ln.mention.sku in ordered}
    if not order_clauses or order_clauses & conditions:
        return False
    beside = {ln.mention.sku for ln in lines if ln.clause in order_clauses}  # the goods of the orders' sentences
    for clause in conditions:
        named = {ln.mention.sku for ln in lines if ln.clause == clause and ln.mention.sku}
        lo, hi = reader.clause_span[clause]
        if not named or named & (ordered | beside) or any(reader._word(k) in _ORDER for k in range(lo, hi)):
            return False
    for clause in order_clauses:
        lo, hi = reader.clause_span[clause]
        if any(reader._word(k) in _IF_THEN for k in range(lo, hi)):
            return False
    return True
