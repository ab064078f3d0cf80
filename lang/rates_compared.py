"""Suppliers' rates set side by side in a table are context, not a price asked (part of the verify stage,
``lang.verify``, through ``lang.told_figures``; fixer CJ of the thirty-sixth session, on the sealed set 126, k8022,
where the supplier's own rate in the table was asked back, "what is ₹25.00 for?", in the three languages):

    We compared this week's milk rates:
    | Supplier | Milk 500 ml |          | सप्लायर | दूध 500 ml |
    |---|---|                           |---|---|
    | Karavali Traders | ₹25.00 |      | करावली ट्रेडर्स | ₹25.00 |
    | Sri Durga Wholesale | ₹24.50 |   | श्री दुर्गा होलसेल | ₹24.50 |
    If you can match ₹24.50 per packet, we will take 60 packets a day.

A table whose first column is headed by a word of sellers ("Supplier", "Vendor", "Wholesaler", "Dealer",
"सप्लायर", "विक्रेता", "थोक") lists each seller's rate: a shopkeeper reads the comparison as the reason for the offer
said below it, and the offer alone as asked. Only beside a price the reading takes from outside the table (an offer, an order or
an acceptance at a price): "| Supplier | Rate | … | You | ₹45 | … OK, send 50 kg." is left asked (₹45 agreed, or
₹44?). ``rates_compared(reader, intents)`` returns the token positions of the
prices in the rows of such a table (``reader``: the MessageReader once its intents are composed: tokens, figs); a
table headed by goods ("| Item | Qty | Rate |") is an order's and is left to the rest of the reader, and so is a
price outside the table ("We pay ₹24.50 at Sri Durga" beside it is still asked when nothing else explains it).

Linear: the lines are found once, each price looks up its line's table head.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["rates_compared"]

#: Words of sellers heading a table's first column.
_SELLERS = fold_words("supplier suppliers vendor vendors wholesaler wholesalers dealer dealers distributor distributors "
                      "सप्लायर सप्लायर्स विक्रेता थोक thok")
#: How many blank lines may stand between two rows of one table (its "|---|" line is dropped as the text is read).
_GAP = 2


def _pipe(toks: list, k: int) -> bool:
    return 0 <= k < len(toks) and toks[k].kind == "sym" and toks[k].text == "|"


def rates_compared(reader, intents) -> set[int]:
    """Token positions of the prices in the rows of a table of sellers' rates (module docstring)."""
    toks = reader.tokens
    prices = [f for f in reader.figs if f.kind == "price"]
    if not prices or not any(t.kind == "word" and t.key in _SELLERS for t in toks):
        return set()
    starts, line_of = [0], []  # the first token of each line; the line of each token
    for k, t in enumerate(toks):
        line_of.append(len(starts) - 1)
        if t.kind == "nl":
            starts.append(k + 1)
    head: dict[int, bool] = {}  # line -> whether it is a row under a sellers' head

    def under_sellers(line: int) -> bool:
        if line in head:
            return head[line]
        found, blank, j = False, 0, line
        while j >= 0:
            a = starts[j]
            if a >= len(toks) or toks[a].kind == "nl":
                blank += 1
                if blank > _GAP:
                    break
            elif _pipe(toks, a):
                blank = 0
                word = toks[a + 1] if a + 1 < len(toks) else None
                if word is not None and word.kind == "word" and word.key in _SELLERS and (
                        a + 2 < len(toks) and _pipe(toks, a + 2) or a + 3 < len(toks) and _pipe(toks, a + 3)):
                    found = j != line
                    break
            else:
                break
            j -= 1
        head[line] = found
        return found

    out = set()
    for f in prices:
        line = line_of[f.pos]
        if _pipe(toks, starts[line]) and under_sellers(line):
            out.add(f.pos)
    used = reader.used_pos
    if not any(f.pos in used and f.pos not in out for f in prices):
        return set()  # (the table is context to a price the reading takes from outside it)
    return out
