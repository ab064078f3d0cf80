"""A complaint told of an order, and its bill named to be put right: "O142 came short — 8 trays billed, only 7
received. Please check B68.", "O171 में 50 किलो चावल की जगह 45 किलो ही आया। B85 ठीक कीजिए।", "O42: 50 kilo chawal ki
bori sirf 47 kilo nikli. 3 kilo B43 mein adjust kar dena.", "O87 curd came sour, 6 packets. Deduct from B58." One
dispute, of bill B68 for order O142. The order's sentence counts goods, and counted goods beside an order usually ask
something of it ("Cut 5 kg sugar from O50": ``lang.guards`` refuses "O50 is named in another request"); here the
counts are the complaint's own facts.

Only when the message does nothing but dispute (no intent word anywhere but a dispute's), names one order and one bill,
and the order's sentence asks no question and holds nothing back ("kindly keep O30 on hold"): not "Paid B26. Also the bread in O27 was stale — adjust." (B26 is
paid; the complaint is O27's alone), nor "O50 se 5 kilo cheeni kam karo. B12 galat hai."

Shape: ``complaint_of_the_order(reader, intents)`` with the MessageReader and the composed intents → bool.
"""
from __future__ import annotations

from lang.held_order import held_in

__all__ = ["complaint_of_the_order"]

#: Cue kinds a complaint's message may hold.
_TELLING = frozenset({"neutral", "order_ref", "dispute", "bill", "bill_weak"})


def complaint_of_the_order(reader, intents: list) -> bool:
    """The message only disputes one bill for one order, and the order's sentences say nothing but the complaint."""
    if not intents or any(i.kind != "dispute" for i in intents):
        return False
    if len({x for _, x in reader.order_ids}) != 1 or len({x for _, x in reader.bill_ids}) != 1:
        return False
    if any(x.kinds - _TELLING for x in reader.cues):
        return False  # nothing else asked anywhere (not "… B12 ठीक कीजिए और बाकी 5 किलो भेजिए": send what is short)
    clauses = {reader.clause_of[p] for p, _ in reader.order_ids}
    return not any((act := reader.acts.get(c)) is not None and (act.question or act.condition) or held_in(reader, c)
                   for c in clauses)  # (nor "… kindly keep O30 on hold": the order asked held, lang.held_order)
