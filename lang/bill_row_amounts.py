"""The amounts of a table of bills paid, told beside the payments (part of the verify stage, ``lang.verify``, through
``lang.told_figures``; helper FIXB of the fiftieth session, holdouts 176 z2027 and 177 p2049 in three languages):

    Payment done for both bills:
    | Bill | Order | Amount |
    |---|---|---|
    | B2 | O2 | ₹1,704 |
    | B4 | O4 | ₹918 |
    | **Total** | | **₹2,622** |

So does a list of such lines under a payment's sentence ("Please find below the payment made today by RTGS: ⏎ Bill B5
(O5) – ₹2,050 ⏎ Bill B6 (O6) – ₹3,745", holdout 165 u2048): a line of a bill word, the ids and the amount alone.
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

__all__ = ["bill_row_amounts", "bill_row_order"]

_TOTAL = fold_words("total kul कुल grand")
#: The only words a list line of a bill and its amount holds besides its ids ("Bill B5 (O5) – ₹2,050").
_BILL_WORDS = fold_words("bill बिल invoice")


def _lines(reader) -> list[range]:
    """Token spans of the message's lines, in order."""
    toks, n = reader.tokens, reader.n
    lines, start = [], 0
    for k in range(n + 1):
        if k == n or toks[k].kind == "nl":
            if start < k:
                lines.append(range(start, k))
            start = k + 1
    return lines


def _rows(reader) -> list[range]:
    """Token spans of the lines that open with "|" (a table's rows), and of the lines whose words are only a bill
    word and ids ("Bill B5 (O5) – ₹2,050", "- B6 (O6): ₹3,745"), in order."""
    toks = reader.tokens
    ids = {p for p, _ in reader.bill_ids} | {p for p, _ in reader.order_ids}
    return [span for span in _lines(reader) if toks[span[0]].kind == "sym" and toks[span[0]].text == "|" or all(
        toks[j].kind != "word" or j in ids or toks[j].key in _BILL_WORDS for j in span)]


def bill_row_amounts(reader, intents) -> set[int]:
    """Token positions of the amounts of a paid bills' table (module docstring)."""
    paid = {i.bill_id for i in intents if i.kind == "pay" and i.bill_id}
    if not paid:
        return set()
    rows = _rows(reader)
    if not rows:
        return set()
    out: set[int] = set()
    summed = 0
    goods = set(getattr(reader, "item_tokens", ()) or ())
    for span in rows:
        bills = [ident for p, ident in reader.bill_ids if p in span]
        orders = [ident for p, ident in reader.order_ids if p in span]
        figs = [f for f in reader.figs if f.pos in span and f.kind != "hint"]
        if len(bills) != 1 or bills[0] not in paid or len(orders) > 1 or any(k in goods for k in span):
            continue
        if len(figs) != 1 or figs[0].kind not in ("price", "bare") or reader.tokens[figs[0].pos - 1].text != "₹":
            continue
        out.add(figs[0].pos)
        summed += figs[0].value
    if not out:
        return out
    if len(out) < 2:
        return out
    for span in _lines(reader):  # "| **Total** | | **₹6,120** |", "Total ₹5,795, UTR HDFCR52026123000917."
        first = next((reader._word(k) for k in span if reader.tokens[k].kind == "word"), "")
        figs = [f for f in reader.figs if f.pos in span and f.kind != "hint" and reader.tokens[f.pos - 1].text == "₹"]
        if first in _TOTAL and len(figs) == 1 and figs[0].value == summed and not any(
                p in span for p, _ in reader.bill_ids):
            out.add(figs[0].pos)
    return out


def bill_row_order(reader, pos: int, intents) -> bool:
    """The order id at token ``pos`` stands on a table row naming one bill the reading pays, and no goods (module
    docstring): the order that bill was for."""
    paid = {i.bill_id for i in intents if i.kind == "pay" and i.bill_id}
    if not paid:
        return False
    span = next((r for r in _rows(reader) if pos in r), None)
    if span is None:
        return False
    goods = set(getattr(reader, "item_tokens", ()) or ())
    bills = [ident for p, ident in reader.bill_ids if p in span]
    orders = [ident for p, ident in reader.order_ids if p in span]
    return len(bills) == 1 and bills[0] in paid and len(orders) == 1 and not any(k in goods for k in span)
