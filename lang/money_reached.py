"""A bill's money asked after ("B22 का पैसा मिला?", "B22 ka paisa mila?", "Did the money for B22 reach you?"; holdout89
k9026) is refused as "payment" and "payment mila" already are: it tells of a payment made (the gold reads it so) while
it only asks, so neither a bill asked for nor a payment is read — the writer says which.

"पैसा"/"paisa" is no word of paying, so the message had no request word and its bill, named in a question, was read
as a bill asked for (``ask_bill`` B22) — silently; "B22 ka payment mila kya?" was refused (``lang.second_opinion``:
``ambiguous_intent.not_sure``, it reads more like a payment). ``money_reached`` gives the same reason.

When: a message with no request cue (but "reach", read as a delivery asked after: "Did the money for B22 reach
you?" had asked after a delivery) and no goods, that names a bill, a word of money ("paisa", "paise", "पैसा", "पैसे", "money",
"rakam", "रकम", "amount") and a word of its reaching ("mila", "मिला", "pahuncha", "पहुँचा", "reach", "reached",
"received", "got").

Shape: ``money_reached(reader)`` with the MessageReader after its clause acts (``lang.after_acts``); sets
``reader.refused_why``.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.reasons import why

__all__ = ["money_reached"]

#: Words of money that are no words of paying.
MONEY_WORDS = fold_words("paisa paise paisaa पैसा पैसे money rakam रकम amount")
#: Words of money reaching the supplier.
REACHED_WORDS = fold_words("mila mili mil मिला मिली मिल pahuncha pahunchi pahunch पहुँचा पहुंचा पहुँची पहुंची पहुँच "
                           "पहुंच reach reached received got")


def money_reached(reader) -> None:
    """Refuse a bill's money asked after with no request word (module docstring)."""
    if not reader.bill_ids or MONEY_WORDS.isdisjoint(reader._keys) or REACHED_WORDS.isdisjoint(reader._keys) \
            or getattr(reader, "refused_why", None) or any(c.kinds - {"ask_delivery"} for c in reader.cues) or reader.mentions:
        return
    reader.refused_why = why("ambiguous_intent.not_sure", request="ask_bill", other="pay")
