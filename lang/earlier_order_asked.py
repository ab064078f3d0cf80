"""An earlier order asked after, with no id, beside a new order: "Bhaiya, when is our order coming? It's been three
days. Also send 10 packets of bread tomorrow.", "हमारा ऑर्डर कब आएगा? … कल 10 पैकेट ब्रेड भी भेज देना।" (issue 10;
holdout103 h3034).

A delivery question with no id and no goods beside a new order is read as asking when the new goods come ("Please
send 20 kg. Can it come by Saturday?"; ``lang.accept_count.delivery_of_the_order`` drops it: the order's
confirmation answers it). But one that names an order ("our order", "हमारा ऑर्डर", "mera order") before the new
order's sentence asks after an order already placed — which one? It had been dropped, silently. It is now refused
(``no_id.delivery``: "which order do you ask after? name it, e.g. O3"), in the supplier's language.
"""
from __future__ import annotations

from lang.language import fold
from lang.reader_parts import *  # noqa: F401,F403  (why, _Fail)

__all__ = ["earlier_order_asked"]

#: Words naming an order ("our order", "हमारा ऑर्डर", "pichhla order").
_ORDER_NOUNS = frozenset(fold(w) for w in "order orders ordr ऑर्डर आर्डर".split())


def earlier_order_asked(reader, intents: list) -> None:
    """Raise ``_Fail`` (``no_id.delivery``) for an id-less, goods-less delivery question in ``intents`` ((position,
    Intent) pairs, as composed) whose clause is a question, names an order and comes before the clause of every new order beside
    it (module docstring). ``reader``: the MessageReader. Raises nothing otherwise."""
    orders = [p for p, i in intents if i.kind == "order" and i.order_id is None]
    asks = [p for p, i in intents if i.kind == "ask_delivery" and i.order_id is None and i.sku is None]
    if not orders or not asks or _ORDER_NOUNS.isdisjoint(reader._keys) or not reader.n:
        return
    first_order = min(reader.clause_of[min(int(p), reader.n - 1)] for p in orders)
    for p in asks:
        clause = reader.clause_of[min(int(p), reader.n - 1)]
        act = reader.acts.get(clause)
        if clause >= first_order or clause in reader.background or act is None or not act.question:
            continue  # (not a heading "## Navratri week's order" over a list with "Delivery: before Saturday")
        lo, hi = reader.clause_span[clause]
        if any(reader._word(k) in _ORDER_NOUNS for k in range(lo, hi)):
            raise _Fail(why("no_id.delivery"), "ask_delivery")
