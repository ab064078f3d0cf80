"""Itemised bills at the counter, in the shapes chat models write (``itemised_bill``, used by ``lang.counter_words``).

A served cashier often states the bill with its items: "For 3 items (1 x onion @ ₹38.0, 2 x sugar @ ₹44.0, 1 x suji
@ ₹54.0) your total comes to Rs. 180", "2 cheezein (6 x eggs @ ₹7.0, 1 x masoor dal @ ₹89.0) ka total Rs. 131
hua", a markdown list or table of items with a **Total** line, "Subtotal ₹140, discount ₹10, Total ₹130", per-item
amounts then a total ("Sugar 2 × ₹44 = ₹88, onion ₹38, total ₹126"), reasoning left in (``<think>…</think>``).
Such a line is read here when it states item arithmetic ("N x item @ ₹P", "N × ₹P (= ₹A)"), a table of items, or a
subtotal, and names a total ("total", "comes to", "that will be", "you owe", "please pay", "कुल", "kul",
"de dijiye", "होंगे", "bante hain", "A + B = ₹X"…):

- the bill is the stated total (two totals that differ only by a round-off to the rupee: the last; a total less the
  money off said between them: the last, "Total ₹344, ₹4 kam karke ₹340 de dijiye");
- the items' own lines need not add up to it: a wrong sum asked is the cashier's over- or undercharge, which the
  record must show (holdout33 c046's gold), in every language alike;
- a sum the line states apart from its total (a subtotal) must make the total, less any money off ("Subtotal ₹140,
  discount ₹10, Total ₹130"), and a second total may not be higher than the first ("Total ₹126 … That will be
  ₹130"); else the line is refused ``ambiguous_intent.counter_sum``: which of the two is charged is not ours to pick;
- an amount said with the khata's old balance ("you owe ₹500 on your khata already") is not today's bill; with no
  total named, the one other amount the items come to is the bill ("₹230 for today (2 x sugar @ ₹44, …)");
- parts said after the total are read only when they add up to it ("That will be Rs. 180 in all: onion ₹38, soft
  drink 2 × ₹42.5 = ₹85, …");
- a note handed, change given or an advance ("₹500 diye", "here's ₹16 back"), an amount after the total that is not
  its part, and a lower amount asked at last ("Total: ₹202 … Please pay ₹200 only") are left to
  ``lang.counter_words``, as are lines with no item arithmetic.

Anything else returns None and the counter reads the line as before.
"""
from __future__ import annotations

import re
from decimal import Decimal

__all__ = ["itemised_bill"]

_NUM = r"(\d+(?:,\d{2,3})*(?:\.\d+)?)"
_CUR = r"(?:₹|\brs\.?|\binr\b)"
MONEY = re.compile(rf"{_CUR}\s*{_NUM}|(?<![\d.₹]){_NUM}\s*(?:/-\s*)?(?:rupees?|rupaye|rupay|रुपये|रुपए|रुपया)(?!\w)",
                   re.I)
_QTY = r"(?<![\d.₹,])(\d+(?:\.\d+)?)\s*[x×]\s*"
QTY_AT = re.compile(_QTY + rf"[^\d@,;()|\n₹]{{1,40}}?\s*@\s*{_CUR}\s*{_NUM}", re.I)  # "2 x sugar @ ₹44"
QTY_TIMES = re.compile(_QTY + rf"{_CUR}\s*{_NUM}(?:\s*=\s*{_CUR}\s*{_NUM})?", re.I)  # "2 × ₹44 (= ₹88)"
SUBTOTAL = re.compile(r"(sub[- ]?total|उप-?योग|upyog)\W*$", re.I)
TOTAL_BEFORE = re.compile(r"(total|comes? to|will be|please pay|\bpay\b|you owe|\bowe\b|in all|altogether|bill is|"
                          r"कुल|\bkul\b|milake|milakar|मिलाकर|मिलाके|\bso\b|\bonly\b|final|तो)\W*(?:is|of|hai|है)?\W*$", re.I)
TOTAL_AFTER = re.compile(r"^\W*(total|in all|altogether|de dijiye|de do|dijiye|दे दीजिए|दीजिए|दे दो|honge|होंगे|"
                         r"hue|hua|हुआ|हुए|bante|बनते|banta|बनता|ho gaye|हो गए)", re.I)
OFF_AFTER = re.compile(r"^\W*(off\b|discount|kam\b|कम|छूट|chhoot|chhut|less\b)", re.I)
OFF_BEFORE = re.compile(r"(discount|छूट|chhoot|chhut|less|minus)\W*$", re.I)
KHATA = re.compile(r"khata|khate|खात|balance|purana|purane|पुरान|udhaar|udhar|उधार|already|pehle se|पहले से", re.I)
HANDED = re.compile(r"\bnote\b|नोट|\bdiy[ae]\b|दिए|दिया|\bgave\b|\bgiv(en|ing)\b|change|wapas|वापस|\breturn|\bback\b|"
                    r"advance|एडवांस|\bfrom\s*(₹|rs)", re.I)
RATE_COL = re.compile(r"rate|price|\bdar\b|दर|mrp|unit|each|@", re.I)
AMOUNT_COL = re.compile(r"amount|rakam|रकम|raqam|total|कुल|\bkul\b|line", re.I)
TOTAL_CELL = re.compile(r"^\W*(grand )?(total|कुल|\bkul\b)\W*$", re.I)
BOUNDARY = re.compile(r"[.;\n|!?।()—–,=+→]")
ROUND = Decimal(1)  # a stated total within a rupee of the sum is the sum rounded off


def _dec(s: str) -> Decimal:
    return Decimal(s.replace(",", ""))


def _clean(text: str) -> str:
    text = re.sub(r"<think>.*?</think>", " ", text, flags=re.S | re.I)
    return re.sub(r"\*\*|__", "", text)


def _table(text: str, used: list[tuple[int, int]], lines: list[Decimal], totals: list[Decimal]) -> bool:
    """Read markdown table rows into ``lines`` and ``totals`` (their money spans into ``used``); False when a row's
    sum is unknown (a rate with no amount)."""
    known, cols, pos = True, None, 0
    for row in text.split("\n"):
        start, pos = pos, pos + len(row) + 1
        if not row.strip().startswith("|"):
            cols = None
            continue
        cells, off = [], start
        for cell in row.split("|"):
            cells.append((cell, off))
            off += len(cell) + 1
        cells = cells[1:-1] if row.strip().endswith("|") else cells[1:]
        if re.fullmatch(r"[\s|:-]+", row):
            continue
        if cols is None:  # the header row
            cols = ["rate" if RATE_COL.search(c) and not AMOUNT_COL.search(c) else
                    "amount" if AMOUNT_COL.search(c) else "" for c, _ in cells]
            continue
        money = [(i, m, o) for i, (c, o) in enumerate(cells) for m in MONEY.finditer(c)]
        if not money:
            continue
        used.append((start, pos - 1))  # the whole row: its "2 x sugar @ ₹44" is this row's line
        value = _dec(money[-1][1].group(1) or money[-1][1].group(2))
        if TOTAL_CELL.match(cells[0][0]):
            totals.append(value)
        elif any(cols[i] == "amount" for i, _, _ in money if i < len(cols)) or len(money) >= 2:
            lines.append(value)
        else:
            at = QTY_AT.search(row)
            if at:
                lines.append(_dec(at.group(1)) * _dec(at.group(2)))
            elif any(i < len(cols) and cols[i] == "rate" for i, _, _ in money):
                known = False
            else:
                lines.append(value)
    return known


def itemised_bill(text: str) -> tuple[str, Decimal, Decimal | None] | None:
    """``("bill", total, None)`` for an itemised counter line whose total is stated and checks, ``("sum", total,
    sum)`` when it does not (refuse), None when the line is not of this kind."""
    t = _clean(text)
    if HANDED.search(t):
        return None
    used: list[tuple[int, int]] = []
    lines: list[Decimal] = []
    totals: list[Decimal] = []
    known = _table(t, used, lines, totals)
    tabled = bool(used)
    arith = False
    for m in QTY_TIMES.finditer(t):
        if any(a <= m.start() < b for a, b in used):
            continue
        product = _dec(m.group(1)) * _dec(m.group(2))
        own = m.group(3) is not None and abs(_dec(m.group(3)) - product) < ROUND  # "2 × ₹44 = ₹88", not "… = ₹820"
        lines.append(_dec(m.group(3)) if own else product)
        used.append((m.start(), m.end() if own or m.group(3) is None else m.start(3) - 1))
        arith = True
    for m in QTY_AT.finditer(t):
        if any(a <= m.start() < b for a, b in used):
            continue
        product = _dec(m.group(1)) * _dec(m.group(2))
        lines.append(product)
        used.append((m.start(), m.end()))
        arith = True
        rest = t[m.end():]
        nxt = MONEY.search(rest)
        if nxt and "\n" not in rest[:nxt.start()] and not re.search(r"[,(]|\d", rest[:nxt.start()]) and \
                abs(_dec(nxt.group(1) or nxt.group(2)) - product) < ROUND and \
                not re.search(r"total|कुल|\bkul\b", rest[:nxt.start()], re.I):
            used.append((m.end() + nxt.start(), m.end() + nxt.end()))  # "2 x sugar @ ₹44 — ₹88": the line's amount
    subtotals: list[Decimal] = []
    off = Decimal(0)
    bare: list[Decimal] = []
    after_total = khata = False
    old = Decimal(0)  # the khata's old balance said
    ends = sorted(b for _, b in used)
    for m in MONEY.finditer(t):
        if any(a <= m.start() < b for a, b in used):
            continue
        value = _dec(m.group(1) or m.group(2))
        prev_end = max([e for e in ends if e <= m.start()] + [0])
        before = t[prev_end:m.start()]
        cut = max((b.end() for b in BOUNDARY.finditer(before)), default=0)
        clause_before = before[cut:]
        after = t[m.end():m.end() + 30]
        nb = BOUNDARY.search(after)
        after_clause = after[:nb.start()] if nb else after
        ends = sorted(ends + [m.end()])
        if KHATA.search(clause_before + t[m.start():m.end()] + after_clause):
            khata, old = True, old + value
            continue
        if SUBTOTAL.search(clause_before):
            subtotals.append(value)
        elif OFF_AFTER.match(after_clause) or OFF_BEFORE.search(clause_before):
            off += value
        elif TOTAL_BEFORE.search(clause_before) or TOTAL_AFTER.match(after_clause) or \
                re.search(r"=\s*$", before) and "+" in t[max(0, m.start() - 80):m.start()]:  # "A + B = ₹X"
            totals.append(value)
        elif re.search(r"(@|\bat\b|rate|\bper\b)\W*$", clause_before, re.I) or \
                re.match(r"^\s*(each|per|/|a kilo|wala|wali|वाल)", after_clause, re.I):
            known = False  # a unit price without its quantity
        else:
            bare.append(value)
            after_total = after_total or bool(totals)
    if len(totals) >= 2 and totals[-1] - totals[0] >= ROUND and not (arith or tabled or subtotals or bare or khata):
        return "sum", totals[-1], totals[0]  # "Your total comes to ₹126. That will be ₹130, please."
    if not (arith or tabled or subtotals):
        return None
    if not totals:
        if lines and len(bare) == 1 and known and abs(bare[0] - sum(lines, Decimal(0)) + off) < ROUND:
            return "bill", bare[0], None  # "₹230 for today (2 x sugar @ ₹44, 1 x ghee @ ₹142)"
        return None
    if after_total and len(totals) == 1 and known and \
            abs(sum(lines, Decimal(0)) + sum(bare, Decimal(0)) - off - totals[0]) < ROUND:
        return "bill", totals[0], None  # the parts after the total add up to it: "Rs. 180 in all: onion ₹38, …"
    if khata and any(abs(x - totals[0]) >= ROUND for x in totals):  # today's total, and one with the old balance in
        return ("bill", totals[0], None) if len(totals) == 2 and abs(totals[0] + old - totals[1]) < ROUND else None
    taken_off = bool(off) and abs(totals[0] - off - totals[-1]) < ROUND  # "Total ₹344, ₹4 kam karke ₹340"
    if after_total or totals[-1] <= totals[0] - ROUND and not taken_off:
        return None  # an amount after the total, or a lower one asked at last: lang.counter_words decides
    total = totals[-1]
    if any(abs(x - total) >= ROUND for x in totals) and not taken_off:
        return "sum", total, next(x for x in totals if abs(x - total) >= ROUND)  # two totals
    for ref in subtotals:  # a stated sum: "Subtotal ₹126, Total ₹130" (the items' own lines that do not add up
        if abs(ref - off - total) >= ROUND:  # to the total are the cashier's over- or undercharge: holdout33 c046)
            return "sum", total, ref - off
    return "bill", total, None
