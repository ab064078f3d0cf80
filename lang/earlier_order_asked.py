"""An earlier order asked after, with no id, beside a new order: "Bhaiya, when is our order coming? It's been three
days. Also send 10 packets of bread tomorrow.", "हमारा ऑर्डर कब आएगा? … कल 10 पैकेट ब्रेड भी भेज देना।" (issue 10;
holdout103 h3034), "Has the last order left? Send 20 kg rice too." (the forty-sixth session's trial; probes
rb47-006…010).

A delivery question with no id and no goods beside a new order is read as asking when the new goods come ("Please
send 20 kg. Can it come by Saturday?"; ``lang.accept_count.delivery_of_the_order`` drops it: the order's
confirmation answers it). But one that names an order ("our order", "हमारा ऑर्डर", "the last order") before the new
order's sentence asks after an order already placed. It had been dropped, silently; then (session 42) refused
"which order do you ask after?". It is now read, as the corpora read the same question alone ("When will my order
come?", corpus_chat r037; "Any update on my last order?", z021): ``ask_delivery`` with no id, beside the order. The
desk answers an id-less delivery question with every delivery of that supplier still due
(``negotiation_kernel/desk.py``), so no order is guessed. (Decided in the forty-seventh session, helper RB:
holdout103 h3034's gold, the one refusal, corrected; its note says so.) Where the goods beside it are told with no
word of sending ("क्या ऑर्डर O 17 निकल गया? उसमें 20 किलो आटा है।", holdout84 hi-f9038: the order's contents, not
a new order), it is still refused, "which order do you ask after? name it, e.g. O3".
"""
from __future__ import annotations

from lang.language import fold
from lang.reader_parts import *  # noqa: F401,F403  (why, _Fail)

__all__ = ["earlier_order_asked"]

#: Words naming an order ("our order", "हमारा ऑर्डर", "pichhla order").
_ORDER_NOUNS = frozenset(fold(w) for w in "order orders ordr ऑर्डर आर्डर".split())


def earlier_order_asked(reader, intents: list) -> set[int]:
    """The ids (``id()``) of the id-less, goods-less delivery questions in ``intents`` ((position, Intent) pairs, as
    composed) whose clause is a question, names an order and comes before the clause of every new order beside it
    (module docstring): kept beside the order. ``reader``: the MessageReader. Raises ``_Fail`` (``no_id.delivery``:
    which order do you ask after?) when an order beside it is read from no word of sending (goods only told)."""
    orders = [p for p, i in intents if i.kind == "order" and i.order_id is None]
    asks = [(p, i) for p, i in intents if i.kind == "ask_delivery" and i.order_id is None and i.sku is None]
    if not orders or not asks or _ORDER_NOUNS.isdisjoint(reader._keys) or not reader.n:
        return set()
    order_clauses = {reader.clause_of[min(int(p), reader.n - 1)] for p in orders}
    sent = order_clauses <= {c.clause for c in reader.cues if "order" in c.kinds}  # each order asked in words
    first_order = min(order_clauses)
    earlier = set()
    for p, i in asks:
        clause = reader.clause_of[min(int(p), reader.n - 1)]
        act = reader.acts.get(clause)
        if clause >= first_order or clause in reader.background or act is None or not act.question:
            continue  # (not a heading "## Navratri week's order" over a list with "Delivery: before Saturday")
        lo, hi = reader.clause_span[clause]
        if any(reader._word(k) in _ORDER_NOUNS for k in range(lo, hi)):
            if not sent:  # "क्या ऑर्डर O 17 निकल गया? उसमें 20 किलो आटा है।": goods told, no new order asked
                raise _Fail(why("no_id.delivery"), "ask_delivery")
            earlier.add(id(i))
    return earlier
