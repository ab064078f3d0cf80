"""A plain list of goods with counts, then "will it reach before 9 am?": the list is the order, the question its term.

"Good morning, ⏎ 1. Toor dal – 20 kg ⏎ 2. Masoor dal – 10 kg ⏎ Please confirm and let me know if it'll reach before
9 am." (a new user's trial, session 33), "Toor dal – 20 kg, masoor dal – 10 kg. Kal subah 9 baje tak pahunch jayega?",
"तूर दाल – 20 किलो, मसूर दाल – 10 किलो। सुबह 9 बजे तक पहुँच जाएगा?". A list with no word of its own is an order (the
README's default, "Toor dal – 20 kg, Masoor dal – 10 kg. Please confirm." reads so), and the same order said with
"Send" beside the question reads as the order alone; but the delivery question, naming no order, had made the list
lines goods beside another request, and the message was refused ("what about the toor dal?").

``list_when`` empties the delivery-question cues of a message whose every goods line is a plain list line (its
goods, a count and its unit, no other word: not "the 15 kg jaggery we ordered on Monday has not come yet"), when
those questions name no order id and no goods and no other intent word stands in the message: the question asks
after the goods just listed, which the desk sends as one order (an order not yet placed has no delivery to ask
after, as "Send 20 kg toor dal. Will it reach before 9 am?" reads).

Shape: ``list_when(reader)`` with the MessageReader after its clause acts; ``reader.cues`` changed in place.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.units import UNIT_WORDS

__all__ = ["list_when"]

#: Words a plain list line may hold besides its goods and counts ("Toor dal – 20 kg", "sugar 25 kg and rice 50 kg").
_LIST_FILLER = fold_words("of and aur और")


def list_when(reader) -> None:
    """Drop a delivery question that names nothing beside a plain list of goods with counts (module docstring)."""
    if reader.order_ids or reader.bill_ids or not reader.mentions or not reader.cues or any(
            c.kinds != {"ask_delivery"} for c in reader.cues):
        return
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    if any(c.clause in goods for c in reader.cues):
        return
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    if not goods <= counted or any(c in reader.acts and reader.acts[c].question for c in goods):
        return
    in_figs = {k for f in reader.figs for k in range(f.pos, f.end)}
    for c in goods:  # a plain list: no word but the goods, their counts and units ("the 15 kg jaggery we ordered
        lo, hi = reader.clause_span[c]  # on Monday has not come yet": goods of an order asked after)
        if any(reader.tokens[k].kind == "word" and k not in reader.item_tokens and k not in in_figs and reader.tokens[
                k].key not in UNIT_WORDS and reader.tokens[k].key not in _LIST_FILLER for k in range(lo, hi)):
            return
    reader.cues = []
